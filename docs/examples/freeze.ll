; freeze of a value is a node; freeze of a constant folds away.
; variant rv32: -mtriple=riscv32
define i32 @frz(i32 %a) {
  %f = freeze i32 %a
  %g = freeze i32 7
  %r = add i32 %f, %g
  ret i32 %r
}
