; freeze of a value that can be neither undef nor poison (LLVM removes it in getNode).
define i64 @fz(i32 %a) {
  %f = freeze i32 %a
  %z = zext i32 %f to i64
  %g = freeze i64 %z
  ret i64 %g
}
