; Examples for docs/05-operation-legalizer.md: one function per step of the action chain.
define i32 @mul(i32 %a, i32 %b) {
  %m = mul i32 %a, %b
  %r = add i32 %m, 1
  ret i32 %r
}

define i32 @mul_ret(i32 %a, i32 %b) {
  %m = mul i32 %a, %b
  ret i32 %m
}

define i32 @sel(i32 %a, i32 %b) {
  %c = icmp slt i32 %a, %b
  %r = select i1 %c, i32 %a, i32 %b
  ret i32 %r
}

define i32 @sge(i32 %a, i32 %b) {
  %c = icmp sge i32 %a, %b
  %r = zext i1 %c to i32
  ret i32 %r
}
