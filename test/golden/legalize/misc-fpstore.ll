; LLVM's OptimizeFloatStore: storing an FP constant stores its bits as an integer constant instead (f32 →
; i32; f64 → i64 on RV64, two i32 stores at +0 and +4 on RV32 unless the double is an immediate the target
; makes directly, like +0.0).
; variant rv32d: -mtriple=riscv32 -mattr=+f,+d
define float @store_f32() {
  %buf = alloca float, align 4
  store float 1.5, ptr %buf, align 4
  %v = load float, ptr %buf, align 4
  ret float %v
}

define double @store_f64() {
  %buf = alloca double, align 8
  store double 1.25, ptr %buf, align 8
  %v = load double, ptr %buf, align 8
  ret double %v
}

define double @store_f64_zero() {
  %buf = alloca double, align 8
  store double 0.0, ptr %buf, align 8
  %v = load double, ptr %buf, align 8
  ret double %v
}
