; SoftenFloat: every fcmp predicate becomes a call to a comparison routine whose int result is compared
; with zero (__eqsf2 == 0, __ltsf2 < 0, __gesf2 >= 0, __unordsf2 != 0 ...); the unordered relations
; negate the opposite ordered routine, ueq/one combine __unordsf2 and __eqsf2. The results are packed into
; one integer so every predicate is checked on every call.
; variant rv32: -mtriple=riscv32
; variant rv64: -mtriple=riscv64
; variant rv32f: -mtriple=riscv32 -mattr=+f
define i32 @fcmps(float %a, float %b) {
  %c1 = fcmp oeq float %a, %b
  %c2 = fcmp ogt float %a, %b
  %c3 = fcmp oge float %a, %b
  %c4 = fcmp olt float %a, %b
  %c5 = fcmp ole float %a, %b
  %c6 = fcmp one float %a, %b
  %c7 = fcmp ord float %a, %b
  %c8 = fcmp ueq float %a, %b
  %c9 = fcmp ugt float %a, %b
  %c10 = fcmp uge float %a, %b
  %c11 = fcmp ult float %a, %b
  %c12 = fcmp ule float %a, %b
  %c13 = fcmp une float %a, %b
  %c14 = fcmp uno float %a, %b
  %z1 = zext i1 %c1 to i32
  %z2 = zext i1 %c2 to i32
  %z3 = zext i1 %c3 to i32
  %z4 = zext i1 %c4 to i32
  %z5 = zext i1 %c5 to i32
  %z6 = zext i1 %c6 to i32
  %z7 = zext i1 %c7 to i32
  %z8 = zext i1 %c8 to i32
  %z9 = zext i1 %c9 to i32
  %z10 = zext i1 %c10 to i32
  %z11 = zext i1 %c11 to i32
  %z12 = zext i1 %c12 to i32
  %z13 = zext i1 %c13 to i32
  %z14 = zext i1 %c14 to i32
  %s2 = shl i32 %z2, 1
  %s3 = shl i32 %z3, 2
  %s4 = shl i32 %z4, 3
  %s5 = shl i32 %z5, 4
  %s6 = shl i32 %z6, 5
  %s7 = shl i32 %z7, 6
  %s8 = shl i32 %z8, 7
  %s9 = shl i32 %z9, 8
  %s10 = shl i32 %z10, 9
  %s11 = shl i32 %z11, 10
  %s12 = shl i32 %z12, 11
  %s13 = shl i32 %z13, 12
  %s14 = shl i32 %z14, 13
  %o2 = or i32 %z1, %s2
  %o3 = or i32 %o2, %s3
  %o4 = or i32 %o3, %s4
  %o5 = or i32 %o4, %s5
  %o6 = or i32 %o5, %s6
  %o7 = or i32 %o6, %s7
  %o8 = or i32 %o7, %s8
  %o9 = or i32 %o8, %s9
  %o10 = or i32 %o9, %s10
  %o11 = or i32 %o10, %s11
  %o12 = or i32 %o11, %s12
  %o13 = or i32 %o12, %s13
  %o14 = or i32 %o13, %s14
  ret i32 %o14
}

define i32 @dcmps(double %a, double %b) {
  %c1 = fcmp oeq double %a, %b
  %c2 = fcmp ogt double %a, %b
  %c3 = fcmp oge double %a, %b
  %c4 = fcmp olt double %a, %b
  %c5 = fcmp ole double %a, %b
  %c6 = fcmp one double %a, %b
  %c7 = fcmp ord double %a, %b
  %c8 = fcmp ueq double %a, %b
  %c9 = fcmp ugt double %a, %b
  %c10 = fcmp uge double %a, %b
  %c11 = fcmp ult double %a, %b
  %c12 = fcmp ule double %a, %b
  %c13 = fcmp une double %a, %b
  %c14 = fcmp uno double %a, %b
  %z1 = zext i1 %c1 to i32
  %z2 = zext i1 %c2 to i32
  %z3 = zext i1 %c3 to i32
  %z4 = zext i1 %c4 to i32
  %z5 = zext i1 %c5 to i32
  %z6 = zext i1 %c6 to i32
  %z7 = zext i1 %c7 to i32
  %z8 = zext i1 %c8 to i32
  %z9 = zext i1 %c9 to i32
  %z10 = zext i1 %c10 to i32
  %z11 = zext i1 %c11 to i32
  %z12 = zext i1 %c12 to i32
  %z13 = zext i1 %c13 to i32
  %z14 = zext i1 %c14 to i32
  %s2 = shl i32 %z2, 1
  %s3 = shl i32 %z3, 2
  %s4 = shl i32 %z4, 3
  %s5 = shl i32 %z5, 4
  %s6 = shl i32 %z6, 5
  %s7 = shl i32 %z7, 6
  %s8 = shl i32 %z8, 7
  %s9 = shl i32 %z9, 8
  %s10 = shl i32 %z10, 9
  %s11 = shl i32 %z11, 10
  %s12 = shl i32 %z12, 11
  %s13 = shl i32 %z13, 12
  %s14 = shl i32 %z14, 13
  %o2 = or i32 %z1, %s2
  %o3 = or i32 %o2, %s3
  %o4 = or i32 %o3, %s4
  %o5 = or i32 %o4, %s5
  %o6 = or i32 %o5, %s6
  %o7 = or i32 %o6, %s7
  %o8 = or i32 %o7, %s8
  %o9 = or i32 %o8, %s9
  %o10 = or i32 %o9, %s10
  %o11 = or i32 %o10, %s11
  %o12 = or i32 %o11, %s12
  %o13 = or i32 %o12, %s13
  %o14 = or i32 %o13, %s14
  ret i32 %o14
}

; A compare feeding a branch: the softened setcc feeds brcond.
define float @branchy(float %a, float %b) {
entry:
  %c = fcmp ult float %a, %b
  br i1 %c, label %less, label %done
less:
  %d = fadd float %b, 1.0
  br label %done
done:
  %r = phi float [ %a, %entry ], [ %d, %less ]
  ret float %r
}
