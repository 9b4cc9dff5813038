; A select whose operands are a later result of a multi-result node (the overflow bit of
; uadd.with.overflow): the select has that result's type (i1), not the node's first result type (found by
; the type-legalizer fuzzer).
; variant rv32: -mtriple=riscv32
define i8 @select_ovf_bit(i8 %a, i8 %b, i1 %c) {
  %o = call { i8, i1 } @llvm.uadd.with.overflow.i8(i8 %a, i8 %b)
  %bit = extractvalue { i8, i1 } %o, 1
  %s = select i1 %c, i1 %bit, i1 false
  %r = zext i1 %s to i8
  ret i8 %r
}
declare { i8, i1 } @llvm.uadd.with.overflow.i8(i8, i8)
