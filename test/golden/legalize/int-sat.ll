; Operation legalizer, saturating arithmetic (LLVM's expandAddSubSat / expandShlSat): the overflow operation
; and a select, or umin/umax forms with Zbb; shifts saturate when shifting back changes the value.
; variant rv32: -mtriple=riscv32
; variant rv32m: -mtriple=riscv32 -mattr=+m
; variant rv64: -mtriple=riscv64
; variant rv64mzbb: -mtriple=riscv64 -mattr=+m,+zbb
define i32 @uaddsat32(i32 %a, i32 %b) {
  %r = call i32 @llvm.uadd.sat.i32(i32 %a, i32 %b)
  ret i32 %r
}
define i32 @usubsat32(i32 %a, i32 %b) {
  %r = call i32 @llvm.usub.sat.i32(i32 %a, i32 %b)
  ret i32 %r
}
define i32 @saddsat32(i32 %a, i32 %b) {
  %r = call i32 @llvm.sadd.sat.i32(i32 %a, i32 %b)
  ret i32 %r
}
define i64 @ssubsat64(i64 %a, i64 %b) {
  %r = call i64 @llvm.ssub.sat.i64(i64 %a, i64 %b)
  ret i64 %r
}
define i32 @sshlsat32(i32 %a, i32 %b) {
  %c = and i32 %b, 31
  %r = call i32 @llvm.sshl.sat.i32(i32 %a, i32 %c)
  ret i32 %r
}
define i32 @ushlsat32(i32 %a, i32 %b) {
  %c = and i32 %b, 31
  %r = call i32 @llvm.ushl.sat.i32(i32 %a, i32 %c)
  ret i32 %r
}
declare i32 @llvm.uadd.sat.i32(i32, i32)
declare i32 @llvm.usub.sat.i32(i32, i32)
declare i32 @llvm.sadd.sat.i32(i32, i32)
declare i64 @llvm.ssub.sat.i64(i64, i64)
declare i32 @llvm.sshl.sat.i32(i32, i32)
declare i32 @llvm.ushl.sat.i32(i32, i32)
