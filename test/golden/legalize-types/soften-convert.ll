; SoftenFloat: integer <-> float/double conversions for every width. int -> FP calls the narrowest routine
; that holds the source (__floatsisf for i8/i16/i32, sign- or zero-extended first; __floatdisf; __floattisf),
; FP -> int the narrowest whose result holds the destination (__fixsfsi for i8, truncated back). The
; round trips keep every conversion in range (values that could round past the integer range are shifted
; down first); the saturating forms take any input.
; variant rv32: -mtriple=riscv32
; variant rv64: -mtriple=riscv64
; variant rv32f: -mtriple=riscv32 -mattr=+f

define i8 @s8_float(i8 %x) {
  %f = sitofp i8 %x to float
  %g = fadd float %f, 2.500000e-01
  %r = fptosi float %g to i8
  ret i8 %r
}

define i8 @u8_float(i8 %x) {
  %f = uitofp i8 %x to float
  %g = fadd float %f, 2.500000e-01
  %r = fptoui float %g to i8
  ret i8 %r
}

define i16 @s16_float(i16 %x) {
  %f = sitofp i16 %x to float
  %g = fadd float %f, 2.500000e-01
  %r = fptosi float %g to i16
  ret i16 %r
}

define i16 @u16_float(i16 %x) {
  %f = uitofp i16 %x to float
  %g = fadd float %f, 2.500000e-01
  %r = fptoui float %g to i16
  ret i16 %r
}

define i32 @s32_float(i32 %x) {
  %y = ashr i32 %x, 8
  %f = sitofp i32 %y to float
  %g = fadd float %f, 2.500000e-01
  %r = fptosi float %g to i32
  ret i32 %r
}

define i32 @u32_float(i32 %x) {
  %y = lshr i32 %x, 8
  %f = uitofp i32 %y to float
  %g = fadd float %f, 2.500000e-01
  %r = fptoui float %g to i32
  ret i32 %r
}

define i64 @s64_float(i64 %x) {
  %y = ashr i64 %x, 40
  %f = sitofp i64 %y to float
  %g = fadd float %f, 2.500000e-01
  %r = fptosi float %g to i64
  ret i64 %r
}

define i64 @u64_float(i64 %x) {
  %y = lshr i64 %x, 40
  %f = uitofp i64 %y to float
  %g = fadd float %f, 2.500000e-01
  %r = fptoui float %g to i64
  ret i64 %r
}

define i128 @s128_float(i128 %x) {
  %y = ashr i128 %x, 104
  %f = sitofp i128 %y to float
  %g = fadd float %f, 2.500000e-01
  %r = fptosi float %g to i128
  ret i128 %r
}

define i128 @u128_float(i128 %x) {
  %y = lshr i128 %x, 104
  %f = uitofp i128 %y to float
  %g = fadd float %f, 2.500000e-01
  %r = fptoui float %g to i128
  ret i128 %r
}

define i8 @s8_double(i8 %x) {
  %f = sitofp i8 %x to double
  %g = fadd double %f, 2.500000e-01
  %r = fptosi double %g to i8
  ret i8 %r
}

define i8 @u8_double(i8 %x) {
  %f = uitofp i8 %x to double
  %g = fadd double %f, 2.500000e-01
  %r = fptoui double %g to i8
  ret i8 %r
}

define i16 @s16_double(i16 %x) {
  %f = sitofp i16 %x to double
  %g = fadd double %f, 2.500000e-01
  %r = fptosi double %g to i16
  ret i16 %r
}

define i16 @u16_double(i16 %x) {
  %f = uitofp i16 %x to double
  %g = fadd double %f, 2.500000e-01
  %r = fptoui double %g to i16
  ret i16 %r
}

define i32 @s32_double(i32 %x) {
  %f = sitofp i32 %x to double
  %g = fadd double %f, 2.500000e-01
  %r = fptosi double %g to i32
  ret i32 %r
}

define i32 @u32_double(i32 %x) {
  %f = uitofp i32 %x to double
  %g = fadd double %f, 2.500000e-01
  %r = fptoui double %g to i32
  ret i32 %r
}

define i64 @s64_double(i64 %x) {
  %y = ashr i64 %x, 11
  %f = sitofp i64 %y to double
  %g = fadd double %f, 2.500000e-01
  %r = fptosi double %g to i64
  ret i64 %r
}

define i64 @u64_double(i64 %x) {
  %y = lshr i64 %x, 11
  %f = uitofp i64 %y to double
  %g = fadd double %f, 2.500000e-01
  %r = fptoui double %g to i64
  ret i64 %r
}

define i128 @s128_double(i128 %x) {
  %y = ashr i128 %x, 75
  %f = sitofp i128 %y to double
  %g = fadd double %f, 2.500000e-01
  %r = fptosi double %g to i128
  ret i128 %r
}

define i128 @u128_double(i128 %x) {
  %y = lshr i128 %x, 75
  %f = uitofp i128 %y to double
  %g = fadd double %f, 2.500000e-01
  %r = fptoui double %g to i128
  ret i128 %r
}

define i32 @sat(float %f, double %d) {
  %a = call i8 @llvm.fptosi.sat.i8.f32(float %f)
  %b = call i16 @llvm.fptoui.sat.i16.f32(float %f)
  %c = call i32 @llvm.fptosi.sat.i32.f64(double %d)
  %e = call i32 @llvm.fptoui.sat.i32.f64(double %d)
  %a32 = sext i8 %a to i32
  %b32 = zext i16 %b to i32
  %s1 = add i32 %a32, %b32
  %s2 = xor i32 %s1, %c
  %s3 = add i32 %s2, %e
  ret i32 %s3
}
declare i8 @llvm.fptosi.sat.i8.f32(float)
declare i16 @llvm.fptoui.sat.i16.f32(float)
declare i32 @llvm.fptosi.sat.i32.f64(double)
declare i32 @llvm.fptoui.sat.i32.f64(double)
