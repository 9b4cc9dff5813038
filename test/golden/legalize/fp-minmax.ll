; FMAXIMUM/FMINIMUM without Zfa are Custom: a NaN operand is made to replace the other one (feq x, x and
; a select), then fmax/fmin (RISCVISD::FMAX/FMIN) propagate it. An operand known not to be NaN needs no check.
; variant rv32f: -mtriple=riscv32 -mattr=+f -target-abi=ilp32f
; variant rv64d: -mtriple=riscv64 -mattr=+f,+d -target-abi=lp64d
define float @maximum_f32(float %a, float %b) {
  %r = call float @llvm.maximum.f32(float %a, float %b)
  ret float %r
}
define float @minimum_f32(float %a, float %b) {
  %r = call float @llvm.minimum.f32(float %a, float %b)
  ret float %r
}
define float @maximum_f32_int(float %a, i32 %b) {
  %bf = sitofp i32 %b to float
  %r = call float @llvm.maximum.f32(float %a, float %bf)
  ret float %r
}
declare float @llvm.maximum.f32(float, float)
declare float @llvm.minimum.f32(float, float)
