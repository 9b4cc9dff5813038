; Without the V extension no vector type is legal: vectors are split, widened and scalarized.
define <4 x i32> @add4(<4 x i32> %a, <4 x i32> %b) {
  %r = add <4 x i32> %a, %b
  ret <4 x i32> %r
}

define void @add3(ptr %p, ptr %q) {
  %a = load <3 x i16>, ptr %p
  %b = load <3 x i16>, ptr %q
  %r = add <3 x i16> %a, %b
  store <3 x i16> %r, ptr %p
  ret void
}
