; One value with three users: the use list is newest-first.
define i64 @three_users(i32 %a) {
  %t = trunc i32 %a to i8
  %w = zext i8 %t to i16
  %d = zext i8 %t to i64
  %x = zext i8 %t to i32
  %r = add i64 %d, 1
  ret i64 %r
}
