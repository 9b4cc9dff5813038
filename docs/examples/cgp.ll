; CodeGenPrepare before the builder (docs/03-dag-builder.md): a dead PHI chain, a PHI with one value, a free
; trunc used in another block and two blocks that only branch. Compare with -disable-cgp.
define i32 @f(i32 %a, i32 %b, i1 %c) {
entry:
  %t = trunc i32 %a to i8
  %m = mul i32 %a, %b
  br i1 %c, label %l, label %r
l:
  %u = add i32 %m, 1
  br label %j
r:
  br label %j
j:
  %p = phi i32 [ %u, %l ], [ %b, %r ]
  %q = phi i32 [ %a, %l ], [ %a, %r ]
  %x = zext i8 %t to i32
  %s = add i32 %q, %x
  ret i32 %s
}
