; FP conversions; fptrunc carries LLVM's "not exact" TargetConstant operand.
; variant rv32d: -mtriple=riscv32 -mattr=+d -target-abi=ilp32d
; variant rv64: -mtriple=riscv64
define double @fcasts(float %f, i32 %i) {
  %e = fpext float %f to double
  %s = sitofp i32 %i to double
  %a = fadd double %e, %s
  %t = fptrunc double %a to float
  ; fptoui is only defined in range: |t| clamped to 1e6 (minnum also turns NaN into 1e6).
  %ab = call float @llvm.fabs.f32(float %t)
  %cl = call float @llvm.minnum.f32(float %ab, float 1.0e6)
  %u = fptoui float %cl to i32
  %w = uitofp i32 %u to double
  %x = fptosi double %w to i64
  %y = sitofp i64 %x to double
  ret double %y
}
declare float @llvm.fabs.f32(float)
declare float @llvm.minnum.f32(float, float)
