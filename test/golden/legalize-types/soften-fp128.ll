; SoftenFloat on fp128, which RISC-V always softens to i128 (split into i64 halves, and again on RV32):
; arithmetic calls __addtf3 ..., fmodl/sqrtl/floorl/fmal; compares __eqtf2 ...; conversions
; __extenddftf2 / __trunctfsf2 / __fixtfsi / __floatditf ...; sign operations stay bit operations.
; variant rv32: -mtriple=riscv32
; variant rv64: -mtriple=riscv64
; variant rv32f: -mtriple=riscv32 -mattr=+f
define fp128 @qarith(fp128 %a, fp128 %b) {
  %s = fadd fp128 %a, %b
  %d = fsub fp128 %s, 0xL00000000000000003FFF800000000000
  %m = fmul fp128 %d, %b
  %q = fdiv fp128 %m, %a
  %r = frem fp128 %q, %b
  %f = call fp128 @llvm.fma.f128(fp128 %r, fp128 %a, fp128 %b)
  %t = call fp128 @llvm.sqrt.f128(fp128 %f)
  %l = call fp128 @llvm.floor.f128(fp128 %t)
  ret fp128 %l
}

define fp128 @qbits(fp128 %a, fp128 %b) {
  %n = fneg fp128 %a
  %x = call fp128 @llvm.fabs.f128(fp128 %n)
  %c = call fp128 @llvm.copysign.f128(fp128 %x, fp128 %b)
  ret fp128 %c
}

define i32 @qcmp(fp128 %a, fp128 %b) {
  %c1 = fcmp olt fp128 %a, %b
  %c2 = fcmp ueq fp128 %a, %b
  %c3 = fcmp uge fp128 %a, %b
  %c4 = fcmp ord fp128 %a, %b
  %z1 = zext i1 %c1 to i32
  %z2 = zext i1 %c2 to i32
  %z3 = zext i1 %c3 to i32
  %z4 = zext i1 %c4 to i32
  %s2 = shl i32 %z2, 1
  %s3 = shl i32 %z3, 2
  %s4 = shl i32 %z4, 3
  %o2 = or i32 %z1, %s2
  %o3 = or i32 %o2, %s3
  %o4 = or i32 %o3, %s4
  ret i32 %o4
}

define double @qconv(float %f, double %d) {
  %e = fpext float %f to fp128
  %g = fpext double %d to fp128
  %s = fadd fp128 %e, %g
  %t = fptrunc fp128 %s to double
  %u = fptrunc fp128 %s to float
  %w = fpext float %u to double
  %r = fadd double %t, %w
  ret double %r
}

define i64 @qint(i32 %x, i64 %y, i128 %z) {
  %a = sitofp i32 %x to fp128
  %b = uitofp i64 %y to fp128
  %zs = ashr i128 %z, 16 ; exact in fp128's 113 bits, so the way back stays in range
  %c = sitofp i128 %zs to fp128
  %ai = fptosi fp128 %a to i32
  %bi = fptoui fp128 %b to i64
  %ci = fptosi fp128 %c to i128
  %a64 = sext i32 %ai to i64
  %c64 = trunc i128 %ci to i64
  %s = add i64 %a64, %bi
  %r = xor i64 %s, %c64
  ret i64 %r
}

declare fp128 @llvm.fma.f128(fp128, fp128, fp128)
declare fp128 @llvm.sqrt.f128(fp128)
declare fp128 @llvm.floor.f128(fp128)
declare fp128 @llvm.fabs.f128(fp128)
declare fp128 @llvm.copysign.f128(fp128, fp128)
