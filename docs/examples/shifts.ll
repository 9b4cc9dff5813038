; Shift amounts are converted to the target's shift-amount type (XLEN) while building.
; variant rv32: -mtriple=riscv32
; variant rv64: -mtriple=riscv64
; Shift amounts are masked into range, so that the functions are defined for every input.
define i16 @shifts16(i16 %a, i16 %b0) {
  %b = and i16 %b0, 15
  %s = shl i16 %a, %b
  %l = lshr i16 %s, 3
  %r = ashr i16 %l, %b
  ret i16 %r
}
define i64 @shifts64(i64 %a, i64 %b0) {
  %b = and i64 %b0, 63
  %s = shl i64 %a, %b
  %r = ashr i64 %s, 63
  ret i64 %r
}
