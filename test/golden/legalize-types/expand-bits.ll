; ExpandInteger: ctpop adds the halves' counts; ctlz/cttz select on the half that decides; bswap and
; bitreverse swap the halves; abs selects the negation on the high half's sign; min/max compare and
; select the whole values (or work on the halves when the operands are sign-extended).
; variant rv32: -mtriple=riscv32
; variant rv64: -mtriple=riscv64
define i64 @counts64(i64 %a) {
  %p = call i64 @llvm.ctpop.i64(i64 %a)
  %l = call i64 @llvm.ctlz.i64(i64 %a, i1 false)
  %t = call i64 @llvm.cttz.i64(i64 %a, i1 false)
  %s = add i64 %p, %l
  %r = add i64 %s, %t
  ret i64 %r
}

define i64 @swaps64(i64 %a) {
  %b = call i64 @llvm.bswap.i64(i64 %a)
  %r = call i64 @llvm.bitreverse.i64(i64 %b)
  ret i64 %r
}

define i64 @abs64(i64 %a) {
  %r = call i64 @llvm.abs.i64(i64 %a, i1 false)
  ret i64 %r
}

define i64 @minmax64(i64 %a, i64 %b) {
  %x = call i64 @llvm.smin.i64(i64 %a, i64 %b)
  %y = call i64 @llvm.smax.i64(i64 %x, i64 %b)
  %z = call i64 @llvm.umin.i64(i64 %y, i64 %a)
  %w = call i64 @llvm.umax.i64(i64 %z, i64 %b)
  ret i64 %w
}

define i64 @minmaxsext(i32 %a, i32 %b) {
  %x = sext i32 %a to i64
  %y = sext i32 %b to i64
  %r = call i64 @llvm.smax.i64(i64 %x, i64 %y)
  %z = call i64 @llvm.smax.i64(i64 %r, i64 0)
  ret i64 %z
}

define i128 @counts128(i128 %a) {
  %p = call i128 @llvm.ctpop.i128(i128 %a)
  %l = call i128 @llvm.ctlz.i128(i128 %a, i1 false)
  %b = call i128 @llvm.bswap.i128(i128 %a)
  %s = add i128 %p, %l
  %r = xor i128 %s, %b
  ret i128 %r
}

declare i64 @llvm.ctpop.i64(i64)
declare i64 @llvm.ctlz.i64(i64, i1)
declare i64 @llvm.cttz.i64(i64, i1)
declare i64 @llvm.bswap.i64(i64)
declare i64 @llvm.bitreverse.i64(i64)
declare i64 @llvm.abs.i64(i64, i1)
declare i64 @llvm.smin.i64(i64, i64)
declare i64 @llvm.smax.i64(i64, i64)
declare i64 @llvm.umin.i64(i64, i64)
declare i64 @llvm.umax.i64(i64, i64)
declare i128 @llvm.ctpop.i128(i128)
declare i128 @llvm.ctlz.i128(i128, i1)
declare i128 @llvm.bswap.i128(i128)
