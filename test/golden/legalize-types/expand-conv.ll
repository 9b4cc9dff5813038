; ExpandInteger: conversions between i64 and floating point are runtime calls on RV32 (__fixsfdi,
; __fixunsdfdi, __floatdisf, __floatundidf ...), with the FP values in FP registers under +f,+d. Saturating
; conversions convert, then select the bounds on compares of the source (NaN gives 0).
; variant rv32fd: -mtriple=riscv32 -mattr=+f,+d
; variant rv64fd: -mtriple=riscv64 -mattr=+f,+d
define i64 @fptoint(i32 %k, i32 %j) {
  %f = sitofp i32 %k to float
  %d = uitofp i32 %j to double
  %a = fptosi float %f to i64
  %b = fptoui double %d to i64
  %r = xor i64 %a, %b
  ret i64 %r
}

define double @inttofp(i64 %a, i64 %b) {
  %x = sitofp i64 %a to float
  %y = uitofp i64 %b to double
  %xe = fpext float %x to double
  %r = fadd double %xe, %y
  ret double %r
}

define i128 @fptoint128(i64 %k) {
  %d = sitofp i64 %k to double
  %a = fptosi double %d to i128
  ret i128 %a
}

define i64 @fptosat(float %f, double %d) {
  %a = call i64 @llvm.fptosi.sat.i64.f32(float %f)
  %b = call i64 @llvm.fptoui.sat.i64.f64(double %d)
  %r = xor i64 %a, %b
  ret i64 %r
}

declare i64 @llvm.fptosi.sat.i64.f32(float)
declare i64 @llvm.fptoui.sat.i64.f64(double)
