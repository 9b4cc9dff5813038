; Integer binary operators with their flags: one node each, flags printed after the opcode.
; variant rv32: -mtriple=riscv32
; variant rv64: -mtriple=riscv64
define i32 @arith(i32 %a, i32 %b) {
  %add = add nsw i32 %a, %b
  %sub = sub nuw i32 %add, %b
  %mul = mul i32 %sub, 7
  %ud = udiv exact i32 %mul, %b
  %sd = sdiv i32 %ud, %a
  %ur = urem i32 %sd, %b
  %sr = srem i32 %ur, %a
  %and = and i32 %sr, 255
  %or = or disjoint i32 %and, 256
  %xor = xor i32 %or, -1
  ret i32 %xor
}
