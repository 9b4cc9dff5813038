; RV64 W forms: an add whose users read only the low 32 bits (a 32-bit store) selects ADDW; a shift by a
; masked amount drops the mask, since SLL itself reads only the low 6 bits of the amount.
define void @addw(i64 %a, i64 %b, ptr %p) {
  %s = add i64 %a, %b
  %t = trunc i64 %s to i32
  store i32 %t, ptr %p
  ret void
}
define i64 @shl_masked(i64 %a, i64 %n) {
  %m = and i64 %n, 63
  %r = shl i64 %a, %m
  ret i64 %r
}
