; Values that cross blocks with facts their block knows: %z fits in 8 bits, %s is a sign-extended 12-bit
; value, %k is zero; the PHI %q is %z or 3. Later blocks read them through AssertZext / AssertSext / 0.
define i32 @facts(i32 %a, i1 %c, i32 %b) {
entry:
  %z = and i32 %a, 255
  %s = ashr i32 %b, 20
  %k = and i32 %a, 0
  br i1 %c, label %t, label %e
t:
  %m = and i32 %z, 255
  %sh = shl i32 %s, 20
  %sr = ashr i32 %sh, 20
  %r = add i32 %m, %sr
  %r2 = or i32 %r, %k
  br label %j
e:
  %w = and i32 %b, 15
  br label %j
j:
  %p = phi i32 [ %r2, %t ], [ %w, %e ]
  %q = phi i32 [ %z, %t ], [ 3, %e ]
  %u = and i32 %q, 255
  %v = add i32 %p, %u
  ret i32 %v
}
