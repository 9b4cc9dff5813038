; Static allocas are frame indexes; loads and stores carry memory operands; volatile accesses are ordered.
; variant rv32: -mtriple=riscv32
; variant rv64: -mtriple=riscv64
define i32 @mem(i32 %a, ptr %p) {
  %x = alloca i32, align 4
  %y = alloca [4 x i16], align 2
  store i32 %a, ptr %x, align 4
  %l = load i32, ptr %x, align 4
  %e = getelementptr inbounds [4 x i16], ptr %y, i32 0, i32 2
  %t = trunc i32 %l to i16
  store i16 %t, ptr %e, align 2
  %v = load volatile i16, ptr %e, align 2
  %w = sext i16 %v to i32
  %q = load i32, ptr %p, align 1
  store volatile i32 %w, ptr %p, align 4
  %r = add i32 %q, %w
  ret i32 %r
}
