%S = type { i32, i32, i32 }
define i32 @get(ptr byval(%S) %p) {
  %v = load i32, ptr %p
  ret i32 %v
}
