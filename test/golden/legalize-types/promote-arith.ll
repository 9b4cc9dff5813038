; PromoteInteger on arithmetic: add/sub/mul/and/or/xor any-extend their operands, sdiv/srem/smin/smax
; sign-extend (sign_extend_inreg), udiv/urem zero-extend (and with a mask), umin/umax follow the target
; (zero-extend, or sign-extend an i32 on riscv64), abs is expanded in the narrow type when there is no
; legal abs/smax. Divisors are made odd and positive so every input is defined behaviour.
; variant rv32: -mtriple=riscv32
; variant rv64: -mtriple=riscv64
; variant rv32m: -mtriple=riscv32 -mattr=+m,+zbb
define i8 @simple8(i8 %a, i8 %b) {
  %s = add i8 %a, %b
  %d = sub i8 %s, %b
  %m = mul i8 %d, %a
  %x = xor i8 %m, 85
  %o = or i8 %x, %b
  %n = and i8 %o, %a
  ret i8 %n
}

define i16 @divs16(i16 %a, i16 %b) {
  %bb = and i16 %b, 255
  %bo = or i16 %bb, 1
  %q = sdiv i16 %a, %bo
  %r = srem i16 %a, %bo
  %s = add i16 %q, %r
  ret i16 %s
}

define i8 @divu8(i8 %a, i8 %b) {
  %bo = or i8 %b, 1
  %q = udiv i8 %a, %bo
  %r = urem i8 %a, %bo
  %s = add i8 %q, %r
  ret i8 %s
}

define i8 @minmax8(i8 %a, i8 %b) {
  %x = call i8 @llvm.smin.i8(i8 %a, i8 %b)
  %y = call i8 @llvm.smax.i8(i8 %a, i8 %b)
  %z = call i8 @llvm.umin.i8(i8 %a, i8 %b)
  %w = call i8 @llvm.umax.i8(i8 %a, i8 %b)
  %s1 = add i8 %x, %y
  %s2 = add i8 %z, %w
  %s = xor i8 %s1, %s2
  ret i8 %s
}

define i32 @umin32(i32 %a, i32 %b) {
  %z = call i32 @llvm.umin.i32(i32 %a, i32 %b)
  ret i32 %z
}

define i16 @abs16(i16 %a) {
  %r = call i16 @llvm.abs.i16(i16 %a, i1 false)
  ret i16 %r
}

define i8 @mulconst8(i8 %a) {
  %m = mul i8 %a, 37
  %n = sub i8 0, %m
  ret i8 %n
}

declare i8 @llvm.smin.i8(i8, i8)
declare i8 @llvm.smax.i8(i8, i8)
declare i8 @llvm.umin.i8(i8, i8)
declare i8 @llvm.umax.i8(i8, i8)
declare i32 @llvm.umin.i32(i32, i32)
declare i16 @llvm.abs.i16(i16, i1)
