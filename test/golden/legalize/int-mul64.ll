; Operation legalizer, MUL on RV64 without M: __muldi3, a tail call when the product is returned
; (i32 and i16 products are computed in i64 and returned as other types: no tail call).
; variant rv64: -mtriple=riscv64
; variant rv64mzbb: -mtriple=riscv64 -mattr=+m,+zbb
define i32 @mul32(i32 %a, i32 %b) {
  %m = mul i32 %a, %b
  ret i32 %m
}
define i64 @mul64(i64 %a, i64 %b) {
  %m = mul i64 %a, %b
  ret i64 %m
}
define signext i32 @mul32_signext(i32 %a, i32 %b) {
  %m = mul i32 %a, %b
  ret i32 %m
}
define i16 @mul16(i16 %a, i16 %b) {
  %m = mul i16 %a, %b
  ret i16 %m
}
