; Casts: truncate / extensions / pointer casts (zext or trunc to the pointer width) / bitcast.
; variant rv32: -mtriple=riscv32
; variant rv64: -mtriple=riscv64
define i64 @casts(i32 %a, ptr %p) {
  %t = trunc i32 %a to i8
  %z = zext i8 %t to i16
  %s = sext i16 %z to i64
  %pi = ptrtoint ptr %p to i64
  %q = inttoptr i64 %s to ptr
  %qi = ptrtoint ptr %q to i32
  %qm = and i32 %qi, 2147483647
  %w = zext nneg i32 %qm to i64
  %r = add i64 %w, %pi
  ret i64 %r
}
