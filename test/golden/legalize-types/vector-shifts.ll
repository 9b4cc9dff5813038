; Vector shifts: the per-lane shift amounts split and scalarize with the shifted values.
; variant rv32: -mtriple=riscv32
; variant rv64: -mtriple=riscv64
; variant rv64fd: -mtriple=riscv64 -mattr=+f,+d
define <4 x i32> @shl4(<4 x i32> %a, <4 x i32> %b) {
  %m = and <4 x i32> %b, <i32 31, i32 31, i32 31, i32 31>
  %r = shl <4 x i32> %a, %m
  ret <4 x i32> %r
}

define <3 x i16> @lshr3(<3 x i16> %a, <3 x i16> %b) {
  %m = and <3 x i16> %b, <i16 15, i16 15, i16 15>
  %r = lshr <3 x i16> %a, %m
  ret <3 x i16> %r
}

define <2 x i64> @ashr2(<2 x i64> %a) {
  %r = ashr <2 x i64> %a, <i64 3, i64 60>
  ret <2 x i64> %r
}

define <2 x i8> @shl2i8(<2 x i8> %a) {
  %r = shl <2 x i8> %a, <i8 1, i8 7>
  ret <2 x i8> %r
}
