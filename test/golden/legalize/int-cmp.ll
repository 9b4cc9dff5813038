; Operation legalizer, SCMP/UCMP (LLVM's expandCMP: (a > b) - (a < b)) and SIGN_EXTEND_INREG (shl + sra,
; and the negated low bit for i1; legal with Zbb for i8/i16).
; variant rv32: -mtriple=riscv32
; variant rv32m: -mtriple=riscv32 -mattr=+m
; variant rv64: -mtriple=riscv64
; variant rv64mzbb: -mtriple=riscv64 -mattr=+m,+zbb
define i32 @scmp32(i32 %a, i32 %b) {
  %r = call i32 @llvm.scmp.i32.i32(i32 %a, i32 %b)
  ret i32 %r
}
define i32 @ucmp64(i64 %a, i64 %b) {
  %r = call i32 @llvm.ucmp.i32.i64(i64 %a, i64 %b)
  ret i32 %r
}
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
declare i32 @llvm.scmp.i32.i32(i32, i32)
declare i32 @llvm.ucmp.i32.i64(i64, i64)
