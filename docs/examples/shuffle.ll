; Shuffles that LLVM's getVectorShuffle canonicalizes (v,v -> v,undef) or removes (identity mask).
define <4 x i32> @shuf(<4 x i32> %a, <4 x i32> %b) {
  %s = shufflevector <4 x i32> %a, <4 x i32> %a, <4 x i32> <i32 1, i32 0, i32 3, i32 2>
  %t = shufflevector <4 x i32> %s, <4 x i32> %b, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  ret <4 x i32> %t
}
