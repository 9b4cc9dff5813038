; Return values are extended as the signext/zeroext return attribute says (to i32, or XLEN).
; variant rv32: -mtriple=riscv32
; variant rv64: -mtriple=riscv64
define signext i8 @rets(i8 %a) {
  %r = add i8 %a, 1
  ret i8 %r
}
define zeroext i16 @retz(i16 %a) {
  %r = mul i16 %a, 3
  ret i16 %r
}
define void @retvoid() {
  ret void
}
