; Operation legalizer, bit counts on RV64 with Zbb: i64 counts are legal, i32 ones go through the
; W forms (type legalization).
; variant rv64mzbb: -mtriple=riscv64 -mattr=+m,+zbb
define i64 @ctpop64(i64 %a) {
  %r = call i64 @llvm.ctpop.i64(i64 %a)
  ret i64 %r
}
define i32 @ctlz32(i32 %a) {
  %r = call i32 @llvm.ctlz.i32(i32 %a, i1 false)
  ret i32 %r
}
define i64 @ctlz64(i64 %a) {
  %r = call i64 @llvm.ctlz.i64(i64 %a, i1 false)
  ret i64 %r
}
define i64 @bswap64(i64 %a) {
  %r = call i64 @llvm.bswap.i64(i64 %a)
  ret i64 %r
}
declare i32 @llvm.ctlz.i32(i32, i1)
declare i64 @llvm.bswap.i64(i64)
declare i64 @llvm.ctlz.i64(i64, i1)
declare i64 @llvm.ctpop.i64(i64)
