; Extensions, truncations and bitcasts of vectors (the int/FP conversions are in vector-float.ll).
; variant rv32: -mtriple=riscv32
; variant rv64: -mtriple=riscv64
; variant rv64fd: -mtriple=riscv64 -mattr=+f,+d
define <4 x i32> @sext4(<4 x i8> %a) {
  %r = sext <4 x i8> %a to <4 x i32>
  ret <4 x i32> %r
}

define <3 x i32> @zext3(<3 x i16> %a) {
  %r = zext <3 x i16> %a to <3 x i32>
  ret <3 x i32> %r
}

define <2 x i64> @sext2(<2 x i32> %a) {
  %r = sext <2 x i32> %a to <2 x i64>
  ret <2 x i64> %r
}

define <4 x i8> @trunc4(<4 x i32> %a) {
  %r = trunc <4 x i32> %a to <4 x i8>
  ret <4 x i8> %r
}

define <2 x i32> @trunc2(<2 x i64> %a) {
  %r = trunc <2 x i64> %a to <2 x i32>
  ret <2 x i32> %r
}

define i64 @bitcast2(<2 x i32> %a) {
  %r = bitcast <2 x i32> %a to i64
  ret i64 %r
}

define <4 x i16> @bitcast4(i64 %a) {
  %r = bitcast i64 %a to <4 x i16>
  ret <4 x i16> %r
}
