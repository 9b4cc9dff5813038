; Chapter 9: a diamond with a PHI, and values that must survive a call.
declare i32 @g(i32)

define i32 @f(i32 %a, i32 %b, i1 %c) {
entry:
  %x = add i32 %a, %b
  br i1 %c, label %t, label %e
t:
  %y = call i32 @g(i32 %x)
  br label %e
e:
  %p = phi i32 [%y, %t], [%a, %entry]
  %z = add i32 %p, %x
  ret i32 %z
}
