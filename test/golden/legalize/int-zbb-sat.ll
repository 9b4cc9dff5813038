; Operation legalizer with Zbb: cttz_zero_undef becomes cttz (LLVM's expandCTTZ first rule; without
; Zbb LLVM uses a de Bruijn table in the constant pool, which dagtool reports as unsupported), uadd.sat
; as umin(a, ~b) + b and usub.sat as umax(a, b) - b (expandAddSubSat).
; variant rv32zbb: -mtriple=riscv32 -mattr=+zbb
define i32 @cttz32_zu(i32 %a) {
  %x = or i32 %a, 256
  %r = call i32 @llvm.cttz.i32(i32 %x, i1 true)
  ret i32 %r
}
define i32 @uaddsat32(i32 %a, i32 %b) {
  %r = call i32 @llvm.uadd.sat.i32(i32 %a, i32 %b)
  ret i32 %r
}
define i32 @usubsat32(i32 %a, i32 %b) {
  %r = call i32 @llvm.usub.sat.i32(i32 %a, i32 %b)
  ret i32 %r
}
declare i32 @llvm.cttz.i32(i32, i1)
declare i32 @llvm.uadd.sat.i32(i32, i32)
declare i32 @llvm.usub.sat.i32(i32, i32)
