; Operation legalizer, MUL/SDIV/UDIV/SREM/UREM without M: libcalls (LLVM's ExpandIntLibCall). A call whose
; result only feeds the return is a tail call (RISCVISD::TAIL, the return removed); otherwise a call
; sequence. A narrower return type (i16 computed in i32) or a signext return prevents the tail call.
; variant rv32: -mtriple=riscv32
; variant rv32m: -mtriple=riscv32 -mattr=+m
; variant rv64: -mtriple=riscv64
; variant rv64mzbb: -mtriple=riscv64 -mattr=+m,+zbb
define i32 @mul32(i32 %a, i32 %b) {
  %m = mul i32 %a, %b
  ret i32 %m
}
define i32 @mul32_used(i32 %a, i32 %b) {
  %m = mul i32 %a, %b
  %r = add i32 %m, 1
  ret i32 %r
}
define i64 @mul64(i64 %a, i64 %b) {
  %m = mul i64 %a, %b
  ret i64 %m
}
define i32 @sdiv32(i32 %a, i32 %b) {
  %c = and i32 %b, 255
  %d = or i32 %c, 1
  %r = sdiv i32 %a, %d
  ret i32 %r
}
define i32 @udiv32(i32 %a, i32 %b) {
  %d = or i32 %b, 1
  %r = udiv i32 %a, %d
  ret i32 %r
}
define i64 @srem64(i64 %a, i64 %b) {
  %c = and i64 %b, 255
  %d = or i64 %c, 1
  %r = srem i64 %a, %d
  ret i64 %r
}
define i32 @urem32(i32 %a, i32 %b) {
  %d = or i32 %b, 1
  %r = urem i32 %a, %d
  ret i32 %r
}
define signext i32 @mul32_signext(i32 %a, i32 %b) {
  %m = mul i32 %a, %b
  ret i32 %m
}
define i16 @mul16(i16 %a, i16 %b) {
  %m = mul i16 %a, %b
  ret i16 %m
}
