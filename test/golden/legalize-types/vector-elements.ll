; extractelement/insertelement: constant indices pick the half (LLVM's SplitVecRes_INSERT_VECTOR_ELT), variable ones
; go through a stack slot.
; variant rv32: -mtriple=riscv32
; variant rv64: -mtriple=riscv64
; variant rv64fd: -mtriple=riscv64 -mattr=+f,+d
define i32 @extract4(<4 x i32> %a) {
  %e = extractelement <4 x i32> %a, i32 2
  ret i32 %e
}

define i16 @extract3var(<3 x i16> %a, i32 %i) {
  %j = urem i32 %i, 3
  %e = extractelement <3 x i16> %a, i32 %j
  ret i16 %e
}

define i32 @extract4var(<4 x i32> %a, i32 %i) {
  %j = and i32 %i, 3
  %e = extractelement <4 x i32> %a, i32 %j
  ret i32 %e
}

define <4 x i32> @insert4(<4 x i32> %a, i32 %x) {
  %r = insertelement <4 x i32> %a, i32 %x, i32 3
  ret <4 x i32> %r
}

define <4 x i32> @insert4var(<4 x i32> %a, i32 %x, i32 %i) {
  %j = and i32 %i, 3
  %r = insertelement <4 x i32> %a, i32 %x, i32 %j
  ret <4 x i32> %r
}

define <3 x i16> @insert3(<3 x i16> %a, i16 %x) {
  %r = insertelement <3 x i16> %a, i16 %x, i32 1
  ret <3 x i16> %r
}

define i64 @extract2x64(<2 x i64> %a) {
  %e = extractelement <2 x i64> %a, i32 1
  ret i64 %e
}

define float @extractf(<2 x float> %a) {
  %e = extractelement <2 x float> %a, i32 1
  ret float %e
}

define <2 x i8> @build2(i8 %x, i8 %y) {
  %v = insertelement <2 x i8> undef, i8 %x, i32 0
  %w = insertelement <2 x i8> %v, i8 %y, i32 1
  ret <2 x i8> %w
}

define i32 @one(i32 %x, i32 %y) {
  %v = insertelement <1 x i32> undef, i32 %x, i32 0
  %w = insertelement <1 x i32> undef, i32 %y, i32 0
  %s = add <1 x i32> %v, %w
  %e = extractelement <1 x i32> %s, i32 0
  ret i32 %e
}
