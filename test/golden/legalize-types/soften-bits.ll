; SoftenFloat: the sign operations never call: fneg flips the sign bit (xor), fabs clears it (and),
; copysign combines the magnitude bits of one value with the sign bit of the other; is.fpclass tests the
; bits with integer compares.
; variant rv32: -mtriple=riscv32
; variant rv64: -mtriple=riscv64
; variant rv32f: -mtriple=riscv32 -mattr=+f
define float @fsign(float %a, float %b) {
  %n = fneg float %a
  %x = call float @llvm.fabs.f32(float %n)
  %c = call float @llvm.copysign.f32(float %x, float %b)
  ret float %c
}

define double @dsign(double %a, double %b) {
  %n = fneg double %a
  %x = call double @llvm.fabs.f64(double %n)
  %c = call double @llvm.copysign.f64(double %x, double %b)
  ret double %c
}

define i32 @fclass(float %a, double %b) {
  %nan = call i1 @llvm.is.fpclass.f32(float %a, i32 3)
  %inf = call i1 @llvm.is.fpclass.f32(float %a, i32 516)
  %fin = call i1 @llvm.is.fpclass.f64(double %b, i32 504)
  %sub = call i1 @llvm.is.fpclass.f64(double %b, i32 144)
  %zer = call i1 @llvm.is.fpclass.f32(float %a, i32 96)
  %pnorm = call i1 @llvm.is.fpclass.f64(double %b, i32 256)
  %z1 = zext i1 %nan to i32
  %z2 = zext i1 %inf to i32
  %z3 = zext i1 %fin to i32
  %z4 = zext i1 %sub to i32
  %z5 = zext i1 %zer to i32
  %z6 = zext i1 %pnorm to i32
  %s2 = shl i32 %z2, 1
  %s3 = shl i32 %z3, 2
  %s4 = shl i32 %z4, 3
  %s5 = shl i32 %z5, 4
  %s6 = shl i32 %z6, 5
  %o2 = or i32 %z1, %s2
  %o3 = or i32 %o2, %s3
  %o4 = or i32 %o3, %s4
  %o5 = or i32 %o4, %s5
  %o6 = or i32 %o5, %s6
  ret i32 %o6
}

declare float @llvm.fabs.f32(float)
declare double @llvm.fabs.f64(double)
declare float @llvm.copysign.f32(float, float)
declare double @llvm.copysign.f64(double, double)
declare i1 @llvm.is.fpclass.f32(float, i32)
declare i1 @llvm.is.fpclass.f64(double, i32)
