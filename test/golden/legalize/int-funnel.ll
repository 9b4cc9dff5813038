; Operation legalizer, FSHL/FSHR (LLVM's expandFunnelShift): variable amounts shift by one and by
; ~z & (w-1) so that no shift reaches the width; a constant amount that is not a multiple of the width
; uses urem/sub (folded).
; variant rv32: -mtriple=riscv32
define i32 @fshl32(i32 %a, i32 %b, i32 %c) {
  %r = call i32 @llvm.fshl.i32(i32 %a, i32 %b, i32 %c)
  ret i32 %r
}
define i32 @fshr32(i32 %a, i32 %b, i32 %c) {
  %r = call i32 @llvm.fshr.i32(i32 %a, i32 %b, i32 %c)
  ret i32 %r
}
define i32 @fshl32_const(i32 %a, i32 %b) {
  %r = call i32 @llvm.fshl.i32(i32 %a, i32 %b, i32 9)
  ret i32 %r
}
declare i32 @llvm.fshl.i32(i32, i32, i32)
declare i32 @llvm.fshr.i32(i32, i32, i32)
