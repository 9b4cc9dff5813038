; With Zfhmin but not Zfh, f16 has registers and conversions only: LLVM's PromoteNode extends the operands
; to f32, computes there and rounds back (fp_round with the TargetConstant 0 flag); compares extend both
; sides. With Zfh the same operations stay f16.
; variant zfhmin: -mtriple=riscv32 -mattr=+f,+zfhmin
; variant zfh: -mtriple=riscv32 -mattr=+f,+zfh
define half @fadd(half %a, half %b) {
  %r = fadd half %a, %b
  ret half %r
}

define half @fmul_fsub(half %a, half %b, half %c) {
  %m = fmul half %a, %b
  %r = fsub half %m, %c
  ret half %r
}

define half @fdiv(half %a, half %b) {
  %r = fdiv half %a, %b
  ret half %r
}

define half @fma(half %a, half %b, half %c) {
  %r = call half @llvm.fma.f16(half %a, half %b, half %c)
  ret half %r
}

define half @sqrt(half %a) {
  %r = call half @llvm.sqrt.f16(half %a)
  ret half %r
}

define half @fneg_fabs(half %a) {
  %n = fneg half %a
  %r = call half @llvm.fabs.f16(half %n)
  ret half %r
}

define i1 @olt(half %a, half %b) {
  %c = fcmp olt half %a, %b
  ret i1 %c
}

define i1 @ogt(half %a, half %b) {
  %c = fcmp ogt half %a, %b
  ret i1 %c
}

declare half @llvm.fma.f16(half, half, half)
declare half @llvm.sqrt.f16(half)
declare half @llvm.fabs.f16(half)
