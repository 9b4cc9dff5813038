; Operation legalizer, CTTZ with Zbb: cttz_zero_undef becomes cttz (LLVM's expandCTTZ first rule). Without
; Zbb LLVM uses a de Bruijn table in the constant pool (int-cttz-table.ll).
; variant rv32zbb: -mtriple=riscv32 -mattr=+zbb
; variant rv64mzbb: -mtriple=riscv64 -mattr=+m,+zbb
define i32 @cttz32_zu(i32 %a) {
  %x = or i32 %a, 256
  %r = call i32 @llvm.cttz.i32(i32 %x, i1 true)
  ret i32 %r
}
define i64 @cttz64_zu(i64 %a) {
  %x = or i64 %a, 4294967296
  %r = call i64 @llvm.cttz.i64(i64 %x, i1 true)
  ret i64 %r
}
declare i32 @llvm.cttz.i32(i32, i1)
declare i64 @llvm.cttz.i64(i64, i1)
