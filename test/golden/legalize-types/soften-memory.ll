; SoftenFloat: loads and stores of softened values move the integer bits (an i32 load for a float, an i64
; one for a double, split again on RV32); the FP type survives only in the memory operand's size.
; variant rv32: -mtriple=riscv32
; variant rv64: -mtriple=riscv64
; variant rv32f: -mtriple=riscv32 -mattr=+f
define float @fmem(ptr %p, float %v) {
  %slot = alloca float
  store float %v, ptr %slot
  %x = load float, ptr %slot
  %y = fadd float %x, %v
  store float %y, ptr %slot
  %z = load volatile float, ptr %slot
  ret float %z
}

define double @dmem(double %v) {
  %slot = alloca [2 x double]
  %q = getelementptr double, ptr %slot, i32 1
  store double %v, ptr %slot
  %n = fneg double %v
  store double %n, ptr %q
  %a = load double, ptr %slot
  %b = load double, ptr %q
  %s = fmul double %a, %b
  ret double %s
}
