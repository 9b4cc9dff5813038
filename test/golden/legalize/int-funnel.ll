; Operation legalizer, FSHL/FSHR (LLVM's expandFunnelShift): variable amounts shift by one and by ~z & (w-1)
; so that no shift reaches the width; constant amounts that are not multiples of the width use urem/sub.
; variant rv32: -mtriple=riscv32
; variant rv32m: -mtriple=riscv32 -mattr=+m
; variant rv64: -mtriple=riscv64
; variant rv64mzbb: -mtriple=riscv64 -mattr=+m,+zbb
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
define i64 @fshr64(i64 %a, i64 %b, i64 %c) {
  %r = call i64 @llvm.fshr.i64(i64 %a, i64 %b, i64 %c)
  ret i64 %r
}
declare i32 @llvm.fshl.i32(i32, i32, i32)
declare i32 @llvm.fshr.i32(i32, i32, i32)
declare i64 @llvm.fshr.i64(i64, i64, i64)
