; Integer binary operators with their flags: one node each, flags printed after the opcode.
; variant rv32: -mtriple=riscv32
; variant rv64: -mtriple=riscv64
; Divisors are made positive and non-zero first, so that the function is defined for every input.
define i32 @arith(i32 %a, i32 %b0) {
  %bm = and i32 %b0, 65535
  %b = or i32 %bm, 1
  %add = add i32 %a, %b
  %sub = sub i32 %add, %b
  %mul = mul i32 %sub, 7
  %ud = udiv i32 %mul, %b
  %sd = sdiv i32 %ud, %b
  %ur = urem i32 %sd, %b
  %sr = srem i32 %ur, %b
  %and = and i32 %sr, 255
  %or = or disjoint i32 %and, 256 ; bit 8 is clear after the and
  %xor = xor i32 %or, -1
  ret i32 %xor
}
