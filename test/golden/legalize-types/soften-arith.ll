; SoftenFloat: without F/D every float/double value lives in an integer of its width and each arithmetic
; operation is a runtime call (__addsf3 ... fmodf, fmaf); constants become integer constants of their bits.
; With F only (rv32f) float is legal and double is softened.
; variant rv32: -mtriple=riscv32
; variant rv64: -mtriple=riscv64
; variant rv32f: -mtriple=riscv32 -mattr=+f
define float @farith(float %a, float %b, float %c) {
  %s = fadd float %a, %b
  %d = fsub float %s, 1.5
  %m = fmul float %d, %c
  %q = fdiv float %m, %a
  %r = frem float %q, %b
  %f = call float @llvm.fma.f32(float %r, float %b, float %c)
  ret float %f
}

define double @darith(double %a, double %b, double %c) {
  %s = fadd double %a, %b
  %d = fsub double %s, -2.25
  %m = fmul double %d, %c
  %q = fdiv double %m, %a
  %r = frem double %q, %b
  %f = call double @llvm.fma.f64(double %r, double %b, double %c)
  ret double %f
}

define double @mixed(float %a, double %b) {
  %e = fpext float %a to double
  %s = fadd double %e, %b
  %t = fptrunc double %s to float
  %n = fneg float %t
  %w = fpext float %n to double
  ret double %w
}

declare float @llvm.fma.f32(float, float, float)
declare double @llvm.fma.f64(double, double, double)
