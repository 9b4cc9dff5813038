; Odd integer widths are values of extended types (i17, i87) in the Initial DAG.
; variant rv32: -mtriple=riscv32
; variant rv64: -mtriple=riscv64
define i17 @i17(i17 %a, i17 %b) {
  %s = add i17 %a, %b
  %m = mul i17 %s, -3
  ret i17 %m
}
define i1 @i1(i1 %a, i1 %b) {
  %x = xor i1 %a, %b
  %o = or i1 %x, true
  ret i1 %o
}
define i87 @i87(i87 %a) {
  %s = sub i87 %a, 12345678901234567890
  ret i87 %s
}
