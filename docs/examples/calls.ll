; Calls: callseq_start, arguments copied to a0-a7 (glued), RISCVISD::CALL with the register mask,
; callseq_end, results from a0/a1; extension attributes; arguments beyond a7 go to the stack.
; variant rv32: -mtriple=riscv32
; variant rv64: -mtriple=riscv64
declare i32 @callee(i32, i64, i8 signext, i16 zeroext)
declare void @many(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)
define i32 @calls(i32 %a, i64 %b) {
  %t = trunc i32 %a to i8
  %u = trunc i32 %a to i16
  %r = call i32 @callee(i32 %a, i64 %b, i8 signext %t, i16 zeroext %u)
  call void @many(i32 %r, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9)
  ret i32 %r
}
