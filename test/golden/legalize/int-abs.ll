; Operation legalizer, ABS (LLVM's expandABS): freeze, sra, xor, sub without Zbb; smax(x, 0 - x) with
; Zbb.
; variant rv32: -mtriple=riscv32
; variant rv32zbb: -mtriple=riscv32 -mattr=+zbb
; variant rv64mzbb: -mtriple=riscv64 -mattr=+m,+zbb
define i32 @abs32(i32 %a) {
  %r = call i32 @llvm.abs.i32(i32 %a, i1 false)
  ret i32 %r
}
declare i32 @llvm.abs.i32(i32, i1)
