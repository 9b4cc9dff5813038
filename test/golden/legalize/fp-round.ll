; FCEIL/FFLOOR/FTRUNC/FRINT/FROUND/FROUNDEVEN without Zfa are Custom: RISCVISD::FROUND (src, 2^(p-1), rm),
; which instruction selection expands into fabs/flt, fcvt to integer and back with the rounding mode, and
; fsgnj. f64 is Custom only on RV64 (RV32 keeps the libcalls ceil/floor/...).
; variant rv32f: -mtriple=riscv32 -mattr=+f -target-abi=ilp32f
; variant rv64d: -mtriple=riscv64 -mattr=+f,+d -target-abi=lp64d
define float @ceil_f32(float %x) {
  %r = call float @llvm.ceil.f32(float %x)
  ret float %r
}
define float @floor_f32(float %x) {
  %r = call float @llvm.floor.f32(float %x)
  ret float %r
}
define float @trunc_f32(float %x) {
  %r = call float @llvm.trunc.f32(float %x)
  ret float %r
}
define float @rint_f32(float %x) {
  %r = call float @llvm.rint.f32(float %x)
  ret float %r
}
define float @round_f32(float %x) {
  %r = call float @llvm.round.f32(float %x)
  ret float %r
}
define float @roundeven_f32(float %x) {
  %r = call float @llvm.roundeven.f32(float %x)
  ret float %r
}
declare float @llvm.ceil.f32(float)
declare float @llvm.floor.f32(float)
declare float @llvm.trunc.f32(float)
declare float @llvm.rint.f32(float)
declare float @llvm.round.f32(float)
declare float @llvm.roundeven.f32(float)
