; Vector loads and stores: split at half size with derived memory operands; widened <3 x i16> accesses touch only the
; original bytes unless aligned enough.
; variant rv32: -mtriple=riscv32
; variant rv64: -mtriple=riscv64
; variant rv64fd: -mtriple=riscv64 -mattr=+f,+d
define <3 x i16> @mem3(<3 x i16> %a) {
  %p = alloca <3 x i16>, align 8
  store <3 x i16> %a, ptr %p
  %l = load <3 x i16>, ptr %p
  ret <3 x i16> %l
}

define <3 x i16> @mem3align2(<3 x i16> %a) {
  %p = alloca [4 x i16], align 2
  store <3 x i16> %a, ptr %p, align 2
  %l = load <3 x i16>, ptr %p, align 2
  ret <3 x i16> %l
}

define <4 x i32> @mem4(<4 x i32> %a) {
  %p = alloca <4 x i32>
  store <4 x i32> %a, ptr %p
  %l = load <4 x i32>, ptr %p
  %r = add <4 x i32> %l, %a
  ret <4 x i32> %r
}

define <2 x i64> @mem2x64(<2 x i64> %a) {
  %p = alloca <2 x i64>, align 4
  store <2 x i64> %a, ptr %p, align 4
  %l = load <2 x i64>, ptr %p, align 4
  ret <2 x i64> %l
}

define <2 x float> @memf(<2 x float> %a) {
  %p = alloca <2 x float>
  store <2 x float> %a, ptr %p
  %l = load <2 x float>, ptr %p
  ret <2 x float> %l
}

define i32 @memext(<4 x i8> %a) {
  %p = alloca <4 x i8>
  store <4 x i8> %a, ptr %p
  %l = load <4 x i8>, ptr %p
  %x = zext <4 x i8> %l to <4 x i32>
  %r = extractelement <4 x i32> %x, i32 3
  ret i32 %r
}
