; SoftPromoteHalf compares: both operands widen to float and the float compare follows (itself softened
; without F); selects choose between the 16-bit values.
; variant rv32: -mtriple=riscv32
; variant rv64f: -mtriple=riscv64 -mattr=+f,+d
define i32 @hcmps(half %a, half %b) {
  %c1 = fcmp oeq half %a, %b
  %c2 = fcmp ogt half %a, %b
  %c3 = fcmp one half %a, %b
  %c4 = fcmp ueq half %a, %b
  %c5 = fcmp ult half %a, %b
  %c6 = fcmp uno half %a, %b
  %z1 = zext i1 %c1 to i32
  %z2 = zext i1 %c2 to i32
  %z3 = zext i1 %c3 to i32
  %z4 = zext i1 %c4 to i32
  %z5 = zext i1 %c5 to i32
  %z6 = zext i1 %c6 to i32
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

define half @hsel(half %a, half %b) {
  %c = fcmp olt half %a, %b
  %s = select i1 %c, half %a, half %b
  ret half %s
}

define i32 @hclass(half %a) {
  %nan = call i1 @llvm.is.fpclass.f16(half %a, i32 3)
  %sub = call i1 @llvm.is.fpclass.f16(half %a, i32 144)
  %z1 = zext i1 %nan to i32
  %z2 = zext i1 %sub to i32
  %s2 = shl i32 %z2, 1
  %o = or i32 %z1, %s2
  ret i32 %o
}

declare i1 @llvm.is.fpclass.f16(half, i32)
