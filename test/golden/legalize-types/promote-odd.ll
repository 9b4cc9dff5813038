; PromoteInteger on odd widths: i1, i7, i17, i24 and i33 (promoted to i64 on riscv64; on riscv32 it is
; promoted to i64, which is then expanded). Constants that are not byte-sized zero-extend, byte-sized ones
; sign-extend; extensions between promoted types become sign_extend_inreg / and in the register.
; variant rv32: -mtriple=riscv32
; variant rv64: -mtriple=riscv64
define i32 @odd7(i7 %a, i7 %b) {
  %s = add i7 %a, %b
  %m = mul i7 %s, -3
  %c = icmp slt i7 %m, %b
  %q = udiv i7 %m, 5
  %z = zext i7 %q to i32
  %e = sext i7 %m to i32
  %r = select i1 %c, i32 %z, i32 %e
  ret i32 %r
}

define i17 @odd17(i17 %a, i17 %b) {
  %amt = and i17 %b, 15
  %l = shl i17 %a, %amt
  %r = ashr i17 %a, %amt
  %c = icmp ugt i17 %l, %r
  %s = select i1 %c, i17 %l, i17 %r
  ret i17 %s
}

define i24 @odd24(i24 %a, i24 %b) {
  %x = xor i24 %a, -1
  %y = lshr i24 %x, 3
  %bo = or i24 %b, 1
  %q = srem i24 %y, 1001
  %s = add i24 %q, %bo
  ret i24 %s
}

define i1 @bool1(i1 %a, i1 %b, i8 %c) {
  %x = xor i1 %a, %b
  %t = trunc i8 %c to i1
  %y = and i1 %x, %t
  %n = xor i1 %y, true
  ret i1 %n
}

define i64 @odd33(i33 %a, i33 %b) {
  %s = add i33 %a, %b
  %c = icmp ult i33 %s, %a
  %z = zext i33 %s to i64
  %o = zext i1 %c to i64
  %r = add i64 %z, %o
  ret i64 %r
}
