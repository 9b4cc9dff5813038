; Vector arithmetic: <4 x i32> splits twice to scalars, <3 x i16> widens to <4 x i16> first, <2 x i64> on RV32
; scalarizes to i64 and then expands, <1 x i32> scalarizes.
; variant rv32: -mtriple=riscv32
; variant rv64: -mtriple=riscv64
; variant rv64fd: -mtriple=riscv64 -mattr=+f,+d
define <4 x i32> @add4(<4 x i32> %a, <4 x i32> %b) {
  %r = add <4 x i32> %a, %b
  ret <4 x i32> %r
}

define <3 x i16> @mul3(<3 x i16> %a, <3 x i16> %b) {
  %r = mul <3 x i16> %a, %b
  ret <3 x i16> %r
}

define <2 x i8> @sub2(<2 x i8> %a, <2 x i8> %b) {
  %r = sub <2 x i8> %a, %b
  ret <2 x i8> %r
}

define i32 @xor1(i32 %x, i32 %y) {
  %a = insertelement <1 x i32> poison, i32 %x, i32 0
  %b = insertelement <1 x i32> poison, i32 %y, i32 0
  %v = xor <1 x i32> %a, %b
  %r = extractelement <1 x i32> %v, i32 0
  ret i32 %r
}

define <2 x i64> @add2x64(<2 x i64> %a, <2 x i64> %b) {
  %r = add <2 x i64> %a, %b
  ret <2 x i64> %r
}
