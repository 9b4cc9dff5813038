; Operation legalizer, SIGN_EXTEND_INREG: shl + sra without Zbb, the negated low bit for i1, legal
; (sext.b / sext.h) with Zbb.
; variant rv32: -mtriple=riscv32
; variant rv32zbb: -mtriple=riscv32 -mattr=+zbb
define i32 @sext8(i8 %a) {
  %r = sext i8 %a to i32
  ret i32 %r
}
define i32 @sext1(i1 %a) {
  %r = sext i1 %a to i32
  ret i32 %r
}
define i64 @sext16(i16 %a) {
  %r = sext i16 %a to i64
  ret i64 %r
}
