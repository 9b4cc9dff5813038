; ExpandInteger: MUL inline from MUL/MULHU on the halves when the target has them (+m), else the runtime's
; __muldi3 / __multi3; i128 on RV32 has no __multi3, so LLVM multiplies i64 quarters schoolbook-style.
; variant rv32: -mtriple=riscv32
; variant rv32m: -mtriple=riscv32 -mattr=+m
; variant rv64: -mtriple=riscv64
; variant rv64m: -mtriple=riscv64 -mattr=+m
define i64 @mul64(i64 %a, i64 %b) {
  %r = mul i64 %a, %b
  ret i64 %r
}

define i64 @mulzext(i32 %a, i32 %b) {
  %x = zext i32 %a to i64
  %y = zext i32 %b to i64
  %r = mul i64 %x, %y
  ret i64 %r
}

define i64 @mulconst(i64 %a) {
  %r = mul i64 %a, 1000003
  ret i64 %r
}

define i128 @mul128(i128 %a, i128 %b) {
  %r = mul i128 %a, %b
  ret i128 %r
}
