; SoftenFloat: the math intrinsics become the C library's functions on the integer bits (sqrtf, floorf,
; powf, ldexpf ...; the double forms without suffix).
; variant rv32: -mtriple=riscv32
; variant rv64: -mtriple=riscv64
; variant rv32f: -mtriple=riscv32 -mattr=+f
define float @frounding(float %x) {
  %a = call float @llvm.sqrt.f32(float %x)
  %b = call float @llvm.floor.f32(float %x)
  %c = call float @llvm.ceil.f32(float %x)
  %d = call float @llvm.trunc.f32(float %x)
  %e = call float @llvm.rint.f32(float %x)
  %f = call float @llvm.nearbyint.f32(float %x)
  %g = call float @llvm.round.f32(float %x)
  %h = call float @llvm.roundeven.f32(float %x)
  %s1 = fadd float %a, %b
  %s2 = fadd float %s1, %c
  %s3 = fadd float %s2, %d
  %s4 = fadd float %s3, %e
  %s5 = fadd float %s4, %f
  %s6 = fadd float %s5, %g
  %s7 = fadd float %s6, %h
  ret float %s7
}

define double @dtranscendental(double %x, double %y) {
  %a = call double @llvm.pow.f64(double %x, double %y)
  %b = call double @llvm.sin.f64(double %x)
  %c = call double @llvm.cos.f64(double %y)
  %d = call double @llvm.exp.f64(double %x)
  %e = call double @llvm.exp2.f64(double %y)
  %f = call double @llvm.log.f64(double %x)
  %g = call double @llvm.log2.f64(double %y)
  %h = call double @llvm.log10.f64(double %x)
  %s1 = fadd double %a, %b
  %s2 = fadd double %s1, %c
  %s3 = fadd double %s2, %d
  %s4 = fadd double %s3, %e
  %s5 = fadd double %s4, %f
  %s6 = fadd double %s5, %g
  %s7 = fadd double %s6, %h
  ret double %s7
}

define float @fpowldexp(float %x, float %y, i32 %n) {
  %p = call float @llvm.pow.f32(float %x, float %y)
  %l = call float @llvm.ldexp.f32.i32(float %p, i32 %n)
  %s = call double @llvm.sqrt.f64(double 2.0)
  %t = fptrunc double %s to float
  %r = fmul float %l, %t
  ret float %r
}

declare float @llvm.sqrt.f32(float)
declare float @llvm.floor.f32(float)
declare float @llvm.ceil.f32(float)
declare float @llvm.trunc.f32(float)
declare float @llvm.rint.f32(float)
declare float @llvm.nearbyint.f32(float)
declare float @llvm.round.f32(float)
declare float @llvm.roundeven.f32(float)
declare float @llvm.pow.f32(float, float)
declare float @llvm.ldexp.f32.i32(float, i32)
declare double @llvm.pow.f64(double, double)
declare double @llvm.sin.f64(double)
declare double @llvm.cos.f64(double)
declare double @llvm.exp.f64(double)
declare double @llvm.exp2.f64(double)
declare double @llvm.log.f64(double)
declare double @llvm.log2.f64(double)
declare double @llvm.log10.f64(double)
declare double @llvm.sqrt.f64(double)
