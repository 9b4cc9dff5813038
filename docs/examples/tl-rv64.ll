; RV64 has no i32 registers: i32 is promoted to i64, and RISC-V's custom hook picks the W instructions.
define i32 @addw(i32 %a, i32 %b) {
  %r = add i32 %a, %b
  ret i32 %r
}

define i32 @sllw(i32 %a, i32 %b) {
  %r = shl i32 %a, %b
  ret i32 %r
}
