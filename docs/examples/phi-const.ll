; PHI inputs that are constants, and a PHI nobody uses.
define i32 @pc(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  br label %b
b:
  %p = phi i32 [ -1, %entry ], [ 7, %a ]
  %unused = phi i32 [ 1, %entry ], [ 2, %a ]
  ret i32 %p
}
