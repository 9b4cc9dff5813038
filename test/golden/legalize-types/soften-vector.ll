; SoftenFloat with vectors of softened elements: the vector is split and scalarized by the vector
; families, each element is an integer; reductions become a chain of the scalar operation (in order for
; the ordered fadd reduction) whose calls are softened in turn.
; variant rv32: -mtriple=riscv32
; variant rv64: -mtriple=riscv64
define float @reduce(<4 x float> %v, float %start) {
  %s = call float @llvm.vector.reduce.fadd.v4f32(float %start, <4 x float> %v)
  %m = call float @llvm.vector.reduce.fmax.v4f32(<4 x float> %v)
  %r = fadd float %s, %m
  ret float %r
}

define double @element(<2 x double> %v) {
  %a = extractelement <2 x double> %v, i32 0
  %b = extractelement <2 x double> %v, i32 1
  %p = fmul double %a, %b
  ret double %p
}

declare float @llvm.vector.reduce.fadd.v4f32(float, <4 x float>)
declare float @llvm.vector.reduce.fmax.v4f32(<4 x float>)
