; FP intrinsics become fabs / fsqrt / fma / fcopysign / fminnum / fmaximum / rounding nodes.
; variant rv64d: -mtriple=riscv64 -mattr=+d -target-abi=lp64d
define double @fpi(double %a, double %b, double %c) {
  %x = call double @llvm.fabs.f64(double %a)
  %y = call double @llvm.sqrt.f64(double %x)
  %z = call double @llvm.fma.f64(double %y, double %b, double %c)
  %w = call double @llvm.copysign.f64(double %z, double %a)
  %m = call double @llvm.minnum.f64(double %w, double %b)
  %n = call double @llvm.maximum.f64(double %m, double %c)
  %f = call double @llvm.floor.f64(double %n)
  %r = call double @llvm.round.f64(double %f)
  ret double %r
}
declare double @llvm.fabs.f64(double)
declare double @llvm.sqrt.f64(double)
declare double @llvm.fma.f64(double, double, double)
declare double @llvm.copysign.f64(double, double)
declare double @llvm.minnum.f64(double, double)
declare double @llvm.maximum.f64(double, double)
declare double @llvm.floor.f64(double)
declare double @llvm.round.f64(double)
