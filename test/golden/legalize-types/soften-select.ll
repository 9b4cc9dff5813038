; SoftenFloat: selects choose between the integer bits; minnum/maxnum call fminf/fmaxf, but without NaNs
; (nnan) they are a compare and select_cc; an fcmp-fed select keeps the softened compare as condition.
; variant rv32: -mtriple=riscv32
; variant rv64: -mtriple=riscv64
; variant rv32f: -mtriple=riscv32 -mattr=+f
define float @fsel(i1 %c, float %a, float %b) {
  %s = select i1 %c, float %a, float %b
  ret float %s
}

define double @dsel(double %a, double %b) {
  %c = fcmp olt double %a, %b
  %s = select i1 %c, double %b, double %a
  ret double %s
}

; minnum/maxnum may return either zero for -0 and +0: adding +0 makes the result one value.
define float @minmax(float %a, float %b) {
  %m = call float @llvm.minnum.f32(float %a, float %b)
  %x = call float @llvm.maxnum.f32(float %m, float %b)
  %z = fadd float %x, 0.0
  ret float %z
}

define double @minmax_nnan(double %a, double %b) {
  %fa = call double @llvm.fabs.f64(double %a)
  %fb = call double @llvm.fabs.f64(double %b)
  %ok = fcmp ord double %a, %b
  %sa = select i1 %ok, double %fa, double 1.0
  %sb = select i1 %ok, double %fb, double 2.0
  %m = call nnan double @llvm.minnum.f64(double %sa, double %sb)
  %x = call nnan double @llvm.maxnum.f64(double %m, double 1.5)
  ret double %x
}

declare float @llvm.minnum.f32(float, float)
declare float @llvm.maxnum.f32(float, float)
declare double @llvm.minnum.f64(double, double)
declare double @llvm.maxnum.f64(double, double)
declare double @llvm.fabs.f64(double)
