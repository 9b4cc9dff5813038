; Loads whose pointer is a GEP into a constant global or an alloca, and a load of an external global.
@c = constant [2 x i32] [i32 1, i32 2]
@e = external global i32
define i32 @cl(i32 %i) {
  %buf = alloca [4 x i16], align 2
  %p = getelementptr inbounds [2 x i32], ptr @c, i32 0, i32 1
  %x = load i32, ptr %p
  %y = load i32, ptr @e
  %q = getelementptr inbounds [4 x i16], ptr %buf, i32 0, i32 2
  store i16 7, ptr %q
  %z = load volatile i16, ptr %q
  %ze = sext i16 %z to i32
  %s = add i32 %x, %y
  %r = add i32 %s, %ze
  ret i32 %r
}
