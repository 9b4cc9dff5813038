; FP selection for chapter 7: rounding-mode operands, an fneg folded into an fma, conversions, half.
declare float @llvm.fma.f32(float, float, float)
define float @fms(float %a, float %b, float %c) {
  %nc = fneg float %c
  %r = call float @llvm.fma.f32(float %a, float %b, float %nc)
  ret float %r
}
define i32 @tosi(double %x) {
  %r = fptosi double %x to i32
  ret i32 %r
}
define double @fromsi(i32 %x) {
  %r = sitofp i32 %x to double
  ret double %r
}
define half @hadd(half %a, half %b) {
  %s = fadd half %a, %b
  ret half %s
}
