; Vector FP arithmetic with F and D (FP operations stay scalar FP operations): <2 x float> splits to f32
; lanes; <3 x float> widens to <4 x float>, except that a widened divide is unrolled to the original lanes
; (LLVM's WidenVecRes_BinaryCanTrap finds no legal vector type to compute in). Conversions and compares
; split with the data. The soft-float variants (rv32, rv64) wait for the interpreter to run two independent
; libcall sequences of one block correctly.
; variant rv64fd: -mtriple=riscv64 -mattr=+f,+d
define <2 x float> @fadd2(<2 x float> %a, <2 x float> %b) {
  %r = fadd <2 x float> %a, %b
  ret <2 x float> %r
}

define <2 x float> @fmulneg(<2 x float> %a, <2 x float> %b) {
  %m = fmul <2 x float> %a, %b
  %r = fneg <2 x float> %m
  ret <2 x float> %r
}

define float @fdiv3(float %a, float %b, float %c, float %d) {
  %v0 = insertelement <3 x float> poison, float %a, i32 0
  %v1 = insertelement <3 x float> %v0, float %b, i32 1
  %v = insertelement <3 x float> %v1, float %c, i32 2
  %w = insertelement <3 x float> <float 2.0, float 4.0, float poison>, float %d, i32 2
  %q = fdiv <3 x float> %v, %w
  %e0 = extractelement <3 x float> %q, i32 0
  %e2 = extractelement <3 x float> %q, i32 2
  %r = fadd float %e0, %e2
  ret float %r
}

define <2 x float> @fsel(<2 x float> %a, <2 x float> %b) {
  %c = fcmp olt <2 x float> %a, %b
  %r = select <2 x i1> %c, <2 x float> %a, <2 x float> %b
  ret <2 x float> %r
}

define <2 x float> @sitofp2(<2 x i32> %a) {
  %r = sitofp <2 x i32> %a to <2 x float>
  ret <2 x float> %r
}

define <2 x i32> @fptosi2(<2 x i16> %a) {
  %f = sitofp <2 x i16> %a to <2 x float>
  %h = fmul <2 x float> %f, <float 0.5, float 0.25>
  %r = fptosi <2 x float> %h to <2 x i32>
  ret <2 x i32> %r
}

define <2 x double> @fpext2(<2 x float> %a) {
  %r = fpext <2 x float> %a to <2 x double>
  ret <2 x double> %r
}
