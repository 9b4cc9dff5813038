; FCOPYSIGN of f16 with Zfhmin only (no Zfh) is Expand (with Zfh it is Legal: fsgnj.h), and FABS/FNEG are not available for f16: the sign
; is copied on the byte holding it, through stack copies of both operands (i16 is not a legal type).
; variant rv32zfhmin: -mtriple=riscv32 -mattr=+f,+zfhmin -target-abi=ilp32f
; variant rv32zfh: -mtriple=riscv32 -mattr=+f,+zfh -target-abi=ilp32f
define half @copysign_f16(half %a, half %b) {
  %r = call half @llvm.copysign.f16(half %a, half %b)
  ret half %r
}
declare half @llvm.copysign.f16(half, half)
