; double on riscv32 with D but the soft-float ABI: arguments arrive in GPR pairs (BuildPairF64), and the
; result leaves in a0/a1 (SplitF64).
; variant rv32d-ilp32: -mtriple=riscv32 -mattr=+d
; variant rv32-soft: -mtriple=riscv32
define double @dsoft(double %a, double %b) {
  %r = fadd double %a, %b
  ret double %r
}
