; A function with everything a frame holds: a callee-saved register (%b lives across the call), the return
; address (it calls), an alloca, and two arguments passed on the stack to @g.
declare i32 @g(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)
@gv = global i32 5, align 4
define i32 @f(i32 %a, i32 %b) {
entry:
  %arr = alloca [4 x i32], align 4
  %p = getelementptr [4 x i32], ptr %arr, i32 0, i32 1
  store i32 %a, ptr %p
  %r = call i32 @g(i32 %a, i32 %b, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 %a)
  %l = load i32, ptr %p
  %gl = load i32, ptr @gv
  %s = add i32 %r, %l
  %t = add i32 %s, %gl
  %c = icmp sgt i32 %t, 0
  br i1 %c, label %x, label %y
x:
  ret i32 %t
y:
  ret i32 %b
}
