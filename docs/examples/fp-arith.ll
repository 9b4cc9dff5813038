; FP arithmetic and compares; without F the values still have FP types in the Initial DAG, and the
; calling convention passes them in integer registers (bitcast), with F and ilp32f/lp64f in fa registers.
; variant rv32: -mtriple=riscv32
; variant rv32f: -mtriple=riscv32 -mattr=+f -target-abi=ilp32f
; variant rv64: -mtriple=riscv64
define float @farith(float %a, float %b) {
  %s = fadd float %a, %b
  %d = fsub nnan float %s, 1.0
  %m = fmul fast float %d, %b
  %q = fdiv float %m, %a
  %r = frem float %q, %b
  %n = fneg float %r
  %c = fcmp olt float %n, %a
  %v = select i1 %c, float %n, float %a
  ret float %v
}
