; The seed's foo (examples/foo.ll; reference §1.8): LLVM's Legalized DAG is
;   t23: i32 = RISCVISD::SELECT_CC Constant:i32<6>, t22, setult:ch, t2, Constant:i32<9>
; (select Custom, its setugt condition folded in with swapped operands). Known difference: LLVM's
; "Optimized type-legalized" combine first drops `and t17, 1` (a ZeroOrOne setcc needs no mask); dagtool
; has no combiner yet (issue 5), so our select tests `and t17, 1` against 0 (setne) and the setugt compare
; is lowered on its own (SETUGT Custom: !(t22 <u 7), i.e. xor (setult t22, 7), 1).
; variant rv32: -mtriple=riscv32
define i32 @foo(i32 %v) {
  %lo = trunc i32 %v to i16
  %p = add i16 %lo, 5
  %c = icmp ugt i16 %p, 6
  %r = select i1 %c, i32 %v, i32 9
  ret i32 %r
}
