; IS_FPCLASS is Custom with F/D: fclass, an and with the class bits asked for, and a compare with zero.
; variant rv64d: -mtriple=riscv64 -mattr=+f,+d -target-abi=lp64d
define i1 @isnan_f32(float %x) {
  %r = call i1 @llvm.is.fpclass.f32(float %x, i32 3)
  ret i1 %r
}
define i1 @isinf_or_zero_f32(float %x) {
  %r = call i1 @llvm.is.fpclass.f32(float %x, i32 612)
  ret i1 %r
}
define i1 @isposnormal_f32(float %x) {
  %r = call i1 @llvm.is.fpclass.f32(float %x, i32 256)
  ret i1 %r
}
declare i1 @llvm.is.fpclass.f32(float, i32)
