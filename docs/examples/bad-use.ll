define i32 @f(i32 %x) {
  %y = add i32 %x, %z
  ret i32 %y
}
