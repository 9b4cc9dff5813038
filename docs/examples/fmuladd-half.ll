; llvm.fmuladd on half: fused only where the target says fusing is faster.
declare half @llvm.fmuladd.f16(half, half, half)
define half @mad(half %a, half %b, half %c) {
  %r = call half @llvm.fmuladd.f16(half %a, half %b, half %c)
  ret half %r
}
