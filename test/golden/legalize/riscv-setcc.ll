; SETCC with SETGT / SETUGT on XLen integers is Custom (LowerOperation's ISD::SETCC case): against a
; constant C with C+1 a 12-bit immediate (C != 0) it becomes xor (setlt/setult x, C+1), 1; ugt -1 is
; false; otherwise the operands swap (setlt / setult). SETGE/SETLE/... are Expand (another family).
; variant rv32: -mtriple=riscv32
; variant rv64: -mtriple=riscv64
define i32 @sgt(i32 %a, i32 %b) {
  %c = icmp sgt i32 %a, %b
  %r = zext i1 %c to i32
  ret i32 %r
}

define i32 @ugt(i32 %a, i32 %b) {
  %c = icmp ugt i32 %a, %b
  %r = zext i1 %c to i32
  ret i32 %r
}

define i32 @sgt_imm(i32 %a) {
  %c = icmp sgt i32 %a, 5
  %r = zext i1 %c to i32
  ret i32 %r
}

define i32 @ugt_imm(i32 %a) {
  %c = icmp ugt i32 %a, 2046
  %r = zext i1 %c to i32
  ret i32 %r
}

define i32 @sgt_big(i32 %a) {
  %c = icmp sgt i32 %a, 5000
  %r = zext i1 %c to i32
  ret i32 %r
}
