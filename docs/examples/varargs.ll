define i32 @first(i32 %x, ...) {
  ret i32 %x
}
