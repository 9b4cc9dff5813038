; ExpandInteger: add/sub carry through an unsigned compare of the low halves (RISC-V has no carry
; operations), and/or/xor work on each half alone. i128 on RV32 is expanded twice (i128 → i64 → i32).
; variant rv32: -mtriple=riscv32
; variant rv64: -mtriple=riscv64
define i64 @add64(i64 %a, i64 %b) {
  %r = add i64 %a, %b
  ret i64 %r
}

define i64 @sub64(i64 %a, i64 %b) {
  %r = sub i64 %a, %b
  ret i64 %r
}

define i64 @inc64(i64 %a) {
  %r = add i64 %a, 1
  ret i64 %r
}

define i64 @dec64(i64 %a) {
  %r = add i64 %a, -1
  ret i64 %r
}

define i64 @logic64(i64 %a, i64 %b, i64 %c) {
  %x = and i64 %a, %b
  %y = or i64 %x, %c
  %z = xor i64 %y, 1311768467463790320
  ret i64 %z
}

define i128 @add128(i128 %a, i128 %b) {
  %r = add i128 %a, %b
  ret i128 %r
}

define i128 @sub128(i128 %a, i128 %b) {
  %r = sub i128 %a, %b
  %s = xor i128 %r, %a
  ret i128 %s
}
