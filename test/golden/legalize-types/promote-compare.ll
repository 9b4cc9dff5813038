; PromoteInteger on compares and selects: the setcc result becomes the setcc type (XLen), signed
; conditions sign-extend the operands, unsigned ones zero-extend (sign-extend an i32 on riscv64) unless
; the values are extended already, equality either way; a promoted i1 condition of a select or branch is
; re-normalized (zero_extend of a ZeroOrOne boolean, an and with 1 after promotion).
; variant rv32: -mtriple=riscv32
; variant rv64: -mtriple=riscv64
define i32 @cmps8(i8 %a, i8 %b) {
  %c1 = icmp slt i8 %a, %b
  %c2 = icmp ult i8 %a, %b
  %c3 = icmp eq i8 %a, %b
  %c4 = icmp ugt i8 %a, 100
  %z1 = zext i1 %c1 to i32
  %z2 = zext i1 %c2 to i32
  %z3 = zext i1 %c3 to i32
  %z4 = sext i1 %c4 to i32
  %s1 = add i32 %z1, %z2
  %s2 = add i32 %z3, %z4
  %s = add i32 %s1, %s2
  ret i32 %s
}

define i1 @cmpext(i8 zeroext %a, i8 signext %b) {
  %c = icmp ult i8 %a, %b
  ret i1 %c
}

define i32 @cmp32(i32 %a, i32 %b) {
  %c = icmp ult i32 %a, %b
  %d = icmp sge i32 %a, %b
  %x = and i1 %c, %d
  %r = select i1 %x, i32 %a, i32 %b
  ret i32 %r
}

define i8 @select8(i8 %a, i8 %b, i1 %c) {
  %r = select i1 %c, i8 %a, i8 %b
  %d = icmp ne i8 %r, 0
  %s = select i1 %d, i8 %r, i8 7
  ret i8 %s
}

define i16 @branch16(i16 %a, i16 %b) {
entry:
  %c = icmp sgt i16 %a, %b
  br i1 %c, label %then, label %else
then:
  %x = sub i16 %a, %b
  ret i16 %x
else:
  %y = sub i16 %b, %a
  ret i16 %y
}
