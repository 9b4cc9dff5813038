; Bit intrinsics become their ISD nodes; fshl with equal operands is a rotate, as LLVM builds it.
; variant rv32: -mtriple=riscv32
; variant rv64zbb: -mtriple=riscv64 -mattr=+zbb
define i32 @bits(i32 %a, i32 %b) {
  %p = call i32 @llvm.ctpop.i32(i32 %a)
  %l = call i32 @llvm.ctlz.i32(i32 %p, i1 false)
  %t = call i32 @llvm.cttz.i32(i32 %l, i1 true)
  %s = call i32 @llvm.bswap.i32(i32 %t)
  %v = call i32 @llvm.bitreverse.i32(i32 %s)
  %f = call i32 @llvm.fshl.i32(i32 %v, i32 %b, i32 %a)
  %r = call i32 @llvm.fshr.i32(i32 %f, i32 %f, i32 7)
  %x = call i32 @llvm.abs.i32(i32 %r, i1 false)
  %m = call i32 @llvm.smin.i32(i32 %x, i32 %a)
  %n = call i32 @llvm.umax.i32(i32 %m, i32 %b)
  ret i32 %n
}
declare i32 @llvm.ctpop.i32(i32)
declare i32 @llvm.ctlz.i32(i32, i1)
declare i32 @llvm.cttz.i32(i32, i1)
declare i32 @llvm.bswap.i32(i32)
declare i32 @llvm.bitreverse.i32(i32)
declare i32 @llvm.fshl.i32(i32, i32, i32)
declare i32 @llvm.fshr.i32(i32, i32, i32)
declare i32 @llvm.abs.i32(i32, i1)
declare i32 @llvm.smin.i32(i32, i32)
declare i32 @llvm.umax.i32(i32, i32)
