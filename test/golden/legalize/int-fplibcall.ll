; Operation legalizer, FP operations the target computes with libm (LLVM's ExpandFPLibCall): sinf, pow,
; fmodf. The tail-call rule follows the ABI: the result must reach the return register unchanged (no
; FMV_X_ANYEXTW_RV64 under lp64 for f32, no SplitF64 under ilp32 for f64), as llc-19 decides.
; variant ilp32: -mtriple=riscv32 -mattr=+f,+d -target-abi=ilp32
; variant lp64: -mtriple=riscv64 -mattr=+f,+d -target-abi=lp64
; variant lp64d: -mtriple=riscv64 -mattr=+f,+d -target-abi=lp64d
define float @sin32(float %a) {
  %r = call float @llvm.sin.f32(float %a)
  ret float %r
}
define double @pow64(double %a, double %b) {
  %r = call double @llvm.pow.f64(double %a, double %b)
  ret double %r
}
define float @frem32(float %a, float %b) {
  %r = frem float %a, %b
  ret float %r
}
define float @sin32_used(float %a) {
  %r = call float @llvm.sin.f32(float %a)
  %s = fmul float %r, %a
  ret float %s
}
declare float @llvm.sin.f32(float)
declare double @llvm.pow.f64(double, double)
