; PromoteInteger on bit operations: ctpop, ctlz, cttz, bswap and bitreverse are expanded in the narrow
; type when the promoted operation would be expanded anyway (riscv32/riscv64 without Zbb); with Zbb they
; run in the wide type with a correction (a subtraction for ctlz, a bit above the value for cttz, a right
; shift for bswap). ctlz/cttz of zero are defined here (the i1 false flag).
; variant rv32: -mtriple=riscv32
; variant rv64: -mtriple=riscv64
; variant rv64zbb: -mtriple=riscv64 -mattr=+zbb
define i8 @pop8(i8 %a) {
  %r = call i8 @llvm.ctpop.i8(i8 %a)
  ret i8 %r
}

define i16 @clz16(i16 %a) {
  %r = call i16 @llvm.ctlz.i16(i16 %a, i1 false)
  ret i16 %r
}

define i8 @ctz8(i8 %a) {
  %r = call i8 @llvm.cttz.i8(i8 %a, i1 false)
  ret i8 %r
}

define i16 @bswap16(i16 %a) {
  %r = call i16 @llvm.bswap.i16(i16 %a)
  ret i16 %r
}

define i8 @brev8(i8 %a) {
  %r = call i8 @llvm.bitreverse.i8(i8 %a)
  ret i8 %r
}

define i32 @pop32(i32 %a) {
  %r = call i32 @llvm.ctpop.i32(i32 %a)
  ret i32 %r
}

declare i8 @llvm.ctpop.i8(i8)
declare i16 @llvm.ctlz.i16(i16, i1)
declare i8 @llvm.cttz.i8(i8, i1)
declare i16 @llvm.bswap.i16(i16)
declare i8 @llvm.bitreverse.i8(i8)
declare i32 @llvm.ctpop.i32(i32)
