; bfloat without Zfbfmin is soft-promoted: BF16_TO_FP is Custom (shift the bits into the top half of an f32
; and move them to an FPR, fp_extend for f64); FP_TO_BF16 is Custom under hard-float ABIs (__truncsfbf2 /
; __truncdfbf2 returning in an FPR, then fmv to a GPR) and a plain libcall under soft-float ABIs.
; (double → bfloat is left out: lli-19 on the host has no __truncdfbf2 to compare with.)
; variant rv32d-softabi: -mtriple=riscv32 -mattr=+f,+d -target-abi=ilp32
define float @bf2f(i16 %x) {
  %b = bitcast i16 %x to bfloat
  %f = fpext bfloat %b to float
  ret float %f
}
define double @bf2d(i16 %x) {
  %b = bitcast i16 %x to bfloat
  %f = fpext bfloat %b to double
  ret double %f
}
define i16 @f2bf(float %f) {
  %b = fptrunc float %f to bfloat
  %x = bitcast bfloat %b to i16
  ret i16 %x
}
