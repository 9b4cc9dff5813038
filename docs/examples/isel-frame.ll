; Frame indexes: a stack slot's address folds into the load's and store's reg+imm operand, and an
; address that escapes (passed to a call) is built with ADDI fi, 0.
declare void @use(ptr)
define i32 @slot(i32 %v) {
  %buf = alloca [4 x i32], align 4
  %q = getelementptr inbounds [4 x i32], ptr %buf, i32 0, i32 2
  store i32 %v, ptr %q
  call void @use(ptr %buf)
  %x = load i32, ptr %q
  ret i32 %x
}
