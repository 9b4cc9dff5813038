; FP_TO_SINT_SAT / FP_TO_UINT_SAT at XLen are Custom: fcvt with rtz saturates by itself, a select_cc gives
; NaN 0; on RV64 an i32 saturation uses fcvt.w / fcvt.wu (zero-extended for unsigned). Other saturation
; widths (i8) are Expanded: clamp with fmax/fmin (exact bounds) and convert.
; variant rv32f: -mtriple=riscv32 -mattr=+f -target-abi=ilp32f
; variant rv64d: -mtriple=riscv64 -mattr=+f,+d -target-abi=lp64d
define i32 @fptosi_sat_i32(float %x) {
  %r = call i32 @llvm.fptosi.sat.i32.f32(float %x)
  ret i32 %r
}
define i32 @fptoui_sat_i32(float %x) {
  %r = call i32 @llvm.fptoui.sat.i32.f32(float %x)
  ret i32 %r
}
define i8 @fptosi_sat_i8(float %x) {
  %r = call i8 @llvm.fptosi.sat.i8.f32(float %x)
  ret i8 %r
}
define i8 @fptoui_sat_i8(float %x) {
  %r = call i8 @llvm.fptoui.sat.i8.f32(float %x)
  ret i8 %r
}
declare i32 @llvm.fptosi.sat.i32.f32(float)
declare i32 @llvm.fptoui.sat.i32.f32(float)
declare i8 @llvm.fptosi.sat.i8.f32(float)
declare i8 @llvm.fptoui.sat.i8.f32(float)
