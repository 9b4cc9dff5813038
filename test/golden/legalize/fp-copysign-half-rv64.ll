; FCOPYSIGN of f16 with Zfhmin only (no Zfh) is Expand, and FABS/FNEG are not available for f16: the sign
; is copied on the byte holding it, through stack copies of both operands (i16 is not a legal type).
; variant rv64zfhmin: -mtriple=riscv64 -mattr=+f,+d,+zfhmin -target-abi=lp64d
define half @copysign_f16(half %a, half %b) {
  %r = call half @llvm.copysign.f16(half %a, half %b)
  ret half %r
}
declare half @llvm.copysign.f16(half, half)
