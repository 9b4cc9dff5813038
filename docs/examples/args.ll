; Incoming arguments through the calling convention: i64 on riscv32 in a register pair (build_pair),
; i128 on riscv32 by reference (loads), arguments past a7 from fixed stack objects, signext/zeroext asserts.
; variant rv32: -mtriple=riscv32
; variant rv64: -mtriple=riscv64
define i64 @args(i64 %a, i128 %b, i8 signext %c, i16 zeroext %d, i32 %e, i32 %f, i32 %g, i32 %h, i32 %i) {
  %bt = trunc i128 %b to i64
  %s = add i64 %a, %bt
  %ce = sext i8 %c to i64
  %de = zext i16 %d to i64
  %x = add i64 %ce, %de
  %ie = sext i32 %i to i64
  %y = add i64 %x, %ie
  %r = add i64 %s, %y
  ret i64 %r
}
