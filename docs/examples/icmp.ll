; Every icmp predicate becomes a setcc with the matching condition code; the result is i1.
; variant rv32: -mtriple=riscv32
define i32 @icmps(i32 %a, i32 %b) {
  %c0 = icmp eq i32 %a, %b
  %c1 = icmp ne i32 %a, %b
  %c2 = icmp ugt i32 %a, %b
  %c3 = icmp uge i32 %a, 5
  %c4 = icmp ult i32 %a, %b
  %c5 = icmp ule i32 %a, %b
  %c6 = icmp sgt i32 %a, -1
  %c7 = icmp sge i32 %a, %b
  %c8 = icmp slt i32 %a, %b
  %c9 = icmp sle i32 %a, %b
  %x0 = xor i1 %c0, %c1
  %x1 = xor i1 %x0, %c2
  %x2 = xor i1 %x1, %c3
  %x3 = xor i1 %x2, %c4
  %x4 = xor i1 %x3, %c5
  %x5 = xor i1 %x4, %c6
  %x6 = xor i1 %x5, %c7
  %x7 = xor i1 %x6, %c8
  %x8 = xor i1 %x7, %c9
  %r = zext i1 %x8 to i32
  ret i32 %r
}
