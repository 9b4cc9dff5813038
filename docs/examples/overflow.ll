; *.with.overflow are two-result nodes (value, i1); saturating intrinsics are single nodes.
; variant rv32: -mtriple=riscv32
define i32 @ovf(i32 %a, i32 %b) {
  %u = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %a, i32 %b)
  %v = extractvalue { i32, i1 } %u, 0
  %o = extractvalue { i32, i1 } %u, 1
  %m = call { i32, i1 } @llvm.smul.with.overflow.i32(i32 %v, i32 %b)
  %mv = extractvalue { i32, i1 } %m, 0
  %s = call i32 @llvm.usub.sat.i32(i32 %mv, i32 %a)
  %t = call i32 @llvm.sadd.sat.i32(i32 %s, i32 %b)
  %r = select i1 %o, i32 0, i32 %t
  ret i32 %r
}
declare { i32, i1 } @llvm.uadd.with.overflow.i32(i32, i32)
declare { i32, i1 } @llvm.smul.with.overflow.i32(i32, i32)
declare i32 @llvm.usub.sat.i32(i32, i32)
declare i32 @llvm.sadd.sat.i32(i32, i32)
