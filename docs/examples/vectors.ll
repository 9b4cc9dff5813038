; Vector values in the Initial DAG: element-wise ops on v4i32, extract/insert with XLEN indices, shuffles.
; variant rv64: -mtriple=riscv64
define i32 @vec(<4 x i32> %a, <4 x i32> %b, i32 %x) {
  %s = add <4 x i32> %a, %b
  %i = insertelement <4 x i32> %s, i32 %x, i32 1
  %sh = shufflevector <4 x i32> %i, <4 x i32> %b, <4 x i32> <i32 0, i32 5, i32 2, i32 7>
  %e = extractelement <4 x i32> %sh, i32 3
  ret i32 %e
}
