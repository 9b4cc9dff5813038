; Operation legalizer, SIGN_EXTEND_INREG on RV64 with Zbb: legal for i8/i16.
; variant rv64mzbb: -mtriple=riscv64 -mattr=+m,+zbb
define i32 @sext8(i8 %a) {
  %r = sext i8 %a to i32
  ret i32 %r
}
define i64 @sext16(i16 %a) {
  %r = sext i16 %a to i64
  ret i64 %r
}
