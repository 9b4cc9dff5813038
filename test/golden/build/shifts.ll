; Shift amounts are converted to the target's shift-amount type (XLEN) while building.
; variant rv32: -mtriple=riscv32
; variant rv64: -mtriple=riscv64
define i16 @shifts16(i16 %a, i16 %b) {
  %s = shl i16 %a, %b
  %l = lshr exact i16 %s, 3
  %r = ashr i16 %l, %b
  ret i16 %r
}
define i64 @shifts64(i64 %a, i64 %b) {
  %s = shl nuw i64 %a, %b
  %r = ashr i64 %s, 63
  ret i64 %r
}
