; Operation legalizer, Expand of bit counts and reversals (LLVM's expandCTPOP / expandCTLZ / expandBSWAP /
; expandBITREVERSE): without Zbb the bit tricks (the byte sum by a multiply only with M), with Zbb the
; instructions, and ctlz_zero_undef through ctlz. i64 on RV32 is split by the type legalizer first.
; variant rv32: -mtriple=riscv32
; variant rv32m: -mtriple=riscv32 -mattr=+m
; variant rv64: -mtriple=riscv64
; variant rv64mzbb: -mtriple=riscv64 -mattr=+m,+zbb
define i32 @ctpop32(i32 %a) {
  %r = call i32 @llvm.ctpop.i32(i32 %a)
  ret i32 %r
}
define i64 @ctpop64(i64 %a) {
  %r = call i64 @llvm.ctpop.i64(i64 %a)
  ret i64 %r
}
define i32 @ctlz32(i32 %a) {
  %r = call i32 @llvm.ctlz.i32(i32 %a, i1 false)
  ret i32 %r
}
define i32 @ctlz32_zu(i32 %a) {
  %x = or i32 %a, 1
  %r = call i32 @llvm.ctlz.i32(i32 %x, i1 true)
  ret i32 %r
}
define i64 @ctlz64(i64 %a) {
  %r = call i64 @llvm.ctlz.i64(i64 %a, i1 false)
  ret i64 %r
}
define i32 @bswap32(i32 %a) {
  %r = call i32 @llvm.bswap.i32(i32 %a)
  ret i32 %r
}
define i64 @bswap64(i64 %a) {
  %r = call i64 @llvm.bswap.i64(i64 %a)
  ret i64 %r
}
define i32 @bitrev32(i32 %a) {
  %r = call i32 @llvm.bitreverse.i32(i32 %a)
  ret i32 %r
}
declare i32 @llvm.ctpop.i32(i32)
declare i64 @llvm.ctpop.i64(i64)
declare i32 @llvm.ctlz.i32(i32, i1)
declare i64 @llvm.ctlz.i64(i64, i1)
declare i32 @llvm.bswap.i32(i32)
declare i64 @llvm.bswap.i64(i64)
declare i32 @llvm.bitreverse.i32(i32)
