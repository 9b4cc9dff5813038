; llvm.floor on float: PseudoFROUND_S after selection, a compare-and-convert diamond after finalize-isel.
define float @floorf(float %x) {
  %r = call float @llvm.floor.f32(float %x)
  ret float %r
}
declare float @llvm.floor.f32(float)
