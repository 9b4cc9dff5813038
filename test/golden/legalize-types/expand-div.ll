; ExpandInteger: division and remainder become __divdi3/__udivdi3/__moddi3/__umoddi3 (__*ti3 for i128);
; unsigned division by a small constant is done on the halves when the target has MULHU (+m).
; Divisors are made positive and non-zero, so every input is defined.
; variant rv32: -mtriple=riscv32
; variant rv32m: -mtriple=riscv32 -mattr=+m
; variant rv64: -mtriple=riscv64
define i64 @divrem64(i64 %a, i64 %b) {
  %p = and i64 %b, 9223372036854775807
  %d = or i64 %p, 1
  %q = sdiv i64 %a, %d
  %r = srem i64 %a, %d
  %uq = udiv i64 %a, %d
  %ur = urem i64 %a, %d
  %s1 = add i64 %q, %r
  %s2 = xor i64 %uq, %ur
  %s = sub i64 %s1, %s2
  ret i64 %s
}

define i64 @udiv3(i64 %a) {
  %q = udiv i64 %a, 3
  ret i64 %q
}

define i64 @urem12(i64 %a) {
  %r = urem i64 %a, 12
  ret i64 %r
}

define i64 @udiv10(i64 %a) {
  %q = udiv i64 %a, 10
  ret i64 %q
}

define i128 @div128(i128 %a, i128 %b) {
  %d = or i128 %b, 1
  %q = udiv i128 %a, %d
  %r = srem i128 %a, 7
  %s = add i128 %q, %r
  ret i128 %s
}
