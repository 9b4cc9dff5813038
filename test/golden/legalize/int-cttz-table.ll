; Operation legalizer, CTTZ without Zbb: LLVM's CTTZTableLookup. The lowest set bit x & -x times a de Bruijn
; constant leaves a distinct index in the top 5 (6) bits; a zero-extending byte load from a [32 x i8]
; ([64 x i8]) constant-pool table maps it back; cttz (not _zero_undef) adds select(x == 0, width, ...).
; Without M the multiply is a __mulsi3 / __muldi3 libcall; i32 on RV64 is looked up in the i32 table
; before promotion (PromoteIntRes_CTTZ expands early).
; variant rv32: -mtriple=riscv32
; variant rv32m: -mtriple=riscv32 -mattr=+m
; variant rv64: -mtriple=riscv64
; variant rv64m: -mtriple=riscv64 -mattr=+m
define i32 @cttz32(i32 %a) {
  %r = call i32 @llvm.cttz.i32(i32 %a, i1 false)
  ret i32 %r
}
define i32 @cttz32_zu(i32 %a) {
  %x = or i32 %a, 65536
  %r = call i32 @llvm.cttz.i32(i32 %x, i1 true)
  ret i32 %r
}
define i64 @cttz64(i64 %a) {
  %r = call i64 @llvm.cttz.i64(i64 %a, i1 false)
  ret i64 %r
}
define i16 @cttz16(i16 %a) {
  %r = call i16 @llvm.cttz.i16(i16 %a, i1 false)
  ret i16 %r
}
declare i16 @llvm.cttz.i16(i16, i1)
declare i32 @llvm.cttz.i32(i32, i1)
declare i64 @llvm.cttz.i64(i64, i1)
