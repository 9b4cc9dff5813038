; PromoteInteger on shifts: shl any-extends the value, sra sign-extends it, srl zero-extends it; a
; promoted shift amount is zero-extended. Rotates are expanded into shifts in the narrow type first;
; funnel shifts use a double-width shift when the promoted type has room.
; variant rv32: -mtriple=riscv32
; variant rv64: -mtriple=riscv64
define i8 @shifts8(i8 %a, i8 %b) {
  %amt = and i8 %b, 7
  %l = shl i8 %a, %amt
  %r = ashr i8 %a, %amt
  %u = lshr i8 %a, %amt
  %s = add i8 %l, %r
  %t = xor i8 %s, %u
  ret i8 %t
}

define i16 @shiftsconst16(i16 %a) {
  %l = shl i16 %a, 3
  %r = ashr i16 %a, 5
  %u = lshr i16 %a, 9
  %s = add i16 %l, %r
  %t = or i16 %s, %u
  ret i16 %t
}

define i32 @shift32(i32 %a, i32 %b) {
  %amt = and i32 %b, 31
  %r = ashr i32 %a, %amt
  %u = lshr i32 %a, 4
  %s = add i32 %r, %u
  ret i32 %s
}

define i8 @rotl8(i8 %a, i8 %b) {
  %r = call i8 @llvm.fshl.i8(i8 %a, i8 %a, i8 %b)
  ret i8 %r
}

define i16 @rotr16(i16 %a, i16 %b) {
  %r = call i16 @llvm.fshr.i16(i16 %a, i16 %a, i16 %b)
  ret i16 %r
}

define i8 @fshl8(i8 %a, i8 %b, i8 %c) {
  %r = call i8 @llvm.fshl.i8(i8 %a, i8 %b, i8 %c)
  ret i8 %r
}

define i16 @fshr16const(i16 %a, i16 %b) {
  %r = call i16 @llvm.fshr.i16(i16 %a, i16 %b, i16 5)
  ret i16 %r
}

declare i8 @llvm.fshl.i8(i8, i8, i8)
declare i16 @llvm.fshr.i16(i16, i16, i16)
