; Operation legalizer, SMIN/SMAX/UMIN/UMAX (LLVM's expandIntMINMAX: select of a setcc) and ABS (expandABS:
; sra/xor/sub, or smax(x, -x) with Zbb).
; variant rv32: -mtriple=riscv32
; variant rv32m: -mtriple=riscv32 -mattr=+m
; variant rv64: -mtriple=riscv64
; variant rv64mzbb: -mtriple=riscv64 -mattr=+m,+zbb
define i32 @smin32(i32 %a, i32 %b) {
  %r = call i32 @llvm.smin.i32(i32 %a, i32 %b)
  ret i32 %r
}
define i32 @smax32(i32 %a, i32 %b) {
  %r = call i32 @llvm.smax.i32(i32 %a, i32 %b)
  ret i32 %r
}
define i32 @umin32(i32 %a, i32 %b) {
  %r = call i32 @llvm.umin.i32(i32 %a, i32 %b)
  ret i32 %r
}
define i64 @umax64(i64 %a, i64 %b) {
  %r = call i64 @llvm.umax.i64(i64 %a, i64 %b)
  ret i64 %r
}
define i32 @abs32(i32 %a) {
  %r = call i32 @llvm.abs.i32(i32 %a, i1 false)
  ret i32 %r
}
define i64 @abs64(i64 %a) {
  %r = call i64 @llvm.abs.i64(i64 %a, i1 false)
  ret i64 %r
}
declare i32 @llvm.smin.i32(i32, i32)
declare i32 @llvm.smax.i32(i32, i32)
declare i32 @llvm.umin.i32(i32, i32)
declare i64 @llvm.umax.i64(i64, i64)
declare i32 @llvm.abs.i32(i32, i1)
declare i64 @llvm.abs.i64(i64, i1)
