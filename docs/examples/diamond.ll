; Conditional branches: brcond to the true block and br to the false block; when the true block is the
; next one in layout, the condition is inverted (xor 1) so that it falls through.
; variant rv32: -mtriple=riscv32
; variant rv32O0: -mtriple=riscv32 -O0
define i64 @diamond(i1 %c, i64 %a, i64 %b) {
entry:
  br i1 %c, label %then, label %else
then:
  %x = add i64 %a, %b
  br label %join
else:
  %y = sub i64 %a, %b
  br label %join
join:
  %r = phi i64 [ %x, %then ], [ %y, %else ]
  ret i64 %r
}
