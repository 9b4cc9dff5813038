; A call in tail position: LLVM forms RISCVISD::TAIL at -O1 and above.
declare i32 @g(i32)
define i32 @t(i32 %x) {
  %r = tail call i32 @g(i32 %x)
  ret i32 %r
}
