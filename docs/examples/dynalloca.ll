define i32 @dyn(i32 %n) {
  %p = alloca i32, i32 %n
  store i32 1, ptr %p
  %v = load i32, ptr %p
  ret i32 %v
}
