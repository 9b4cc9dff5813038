; getelementptr becomes pointer arithmetic: struct fields add offsets, array indices scale (shl for powers
; of two, mul otherwise) after sign extension or truncation to the pointer width.
; variant rv32: -mtriple=riscv32
; variant rv64: -mtriple=riscv64
%S = type { i8, i32, [3 x i16] }
define ptr @gep(ptr %p, i64 %i, i32 %j) {
  %f = getelementptr inbounds %S, ptr %p, i32 1, i32 2, i32 1
  %g = getelementptr %S, ptr %f, i64 %i
  %h = getelementptr i32, ptr %g, i32 %j
  %k = getelementptr [3 x i16], ptr %h, i32 %j, i32 -1
  ret ptr %k
}
