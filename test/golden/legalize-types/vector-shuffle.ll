; Shuffles split by building each half from the halves of the inputs (LLVM's SplitVecRes_VECTOR_SHUFFLE).
; variant rv32: -mtriple=riscv32
; variant rv64: -mtriple=riscv64
; variant rv64fd: -mtriple=riscv64 -mattr=+f,+d
define <4 x i32> @interleave(<4 x i32> %a, <4 x i32> %b) {
  %r = shufflevector <4 x i32> %a, <4 x i32> %b, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  ret <4 x i32> %r
}

define <4 x i32> @reverse(<4 x i32> %a) {
  %r = shufflevector <4 x i32> %a, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  ret <4 x i32> %r
}

define <3 x i16> @rot3(<3 x i16> %a, <3 x i16> %b) {
  %r = shufflevector <3 x i16> %a, <3 x i16> %b, <3 x i32> <i32 1, i32 5, i32 0>
  ret <3 x i16> %r
}

define <2 x i64> @swap64(<2 x i64> %a) {
  %r = shufflevector <2 x i64> %a, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  ret <2 x i64> %r
}

define <2 x float> @splatf(<2 x float> %a) {
  %r = shufflevector <2 x float> %a, <2 x float> poison, <2 x i32> <i32 1, i32 1>
  ret <2 x float> %r
}

define <4 x i32> @addshuf(<4 x i32> %a, <4 x i32> %b) {
  %s = add <4 x i32> %a, %b
  %r = shufflevector <4 x i32> %s, <4 x i32> %a, <4 x i32> <i32 2, i32 7, i32 0, i32 5>
  ret <4 x i32> %r
}
