; ExpandInteger on odd widths: i33 and i65 are promoted to i64 / i128 first (the extension keeps the value
; in the low bits), i87 rounds up to i128; the wide result is then expanded as usual.
; variant rv32: -mtriple=riscv32
; variant rv64: -mtriple=riscv64
define i33 @odd33(i33 %a, i33 %b) {
  %s = add i33 %a, %b
  %m = mul i33 %s, %b
  %r = lshr i33 %m, 3
  %c = icmp slt i33 %r, %a
  %x = select i1 %c, i33 %r, i33 %s
  ret i33 %x
}

define i65 @odd65(i65 %a, i65 %b) {
  %s = sub i65 %a, %b
  %t = ashr i65 %s, 7
  %u = xor i65 %t, %b
  ret i65 %u
}

define i87 @odd87(i87 %a, i87 %b) {
  %s = add i87 %a, %b
  %t = shl i87 %s, 20
  %c = icmp ult i87 %t, %b
  %x = select i1 %c, i87 %t, i87 %a
  ret i87 %x
}

define i128 @even128(i128 %a, i128 %b) {
  %s = add i128 %a, %b
  %t = lshr i128 %s, 33
  %u = and i128 %t, %b
  ret i128 %u
}

define i64 @mem87(i87 %a) {
  %p = alloca i87, align 8
  store i87 %a, ptr %p, align 8
  %v = load i87, ptr %p, align 8
  %t = trunc i87 %v to i64
  ret i64 %t
}
