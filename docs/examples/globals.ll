; Globals are GlobalAddress nodes; loads from constant globals are invariant and not chained.
; variant rv32: -mtriple=riscv32
@g = global i32 5, align 4
@c = constant [2 x i32] [i32 1, i32 2], align 4
define i32 @globals(i32 %a) {
  %x = load i32, ptr @g, align 4
  %p = getelementptr inbounds [2 x i32], ptr @c, i32 0, i32 1
  %y = load i32, ptr %p, align 4
  %s = add i32 %x, %y
  store i32 %s, ptr @g, align 4
  ret i32 %s
}
