; i64 arithmetic on RV32: every i64 value becomes two i32 halves.
define i64 @add64(i64 %a, i64 %b) {
  %r = add i64 %a, %b
  ret i64 %r
}

define i64 @mul64(i64 %a, i64 %b) {
  %r = mul i64 %a, %b
  ret i64 %r
}

define i1 @ult64(i64 %a, i64 %b) {
  %r = icmp ult i64 %a, %b
  ret i1 %r
}
