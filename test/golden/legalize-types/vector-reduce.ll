; vector.reduce.*: split operands combine halves with the scalar operation; widened ones are padded with the neutral
; element.
; variant rv32: -mtriple=riscv32
; variant rv64: -mtriple=riscv64
; variant rv64fd: -mtriple=riscv64 -mattr=+f,+d
define i32 @radd4(<4 x i32> %a) {
  %r = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %a)
  ret i32 %r
}

define i16 @rumax3(<3 x i16> %a) {
  %r = call i16 @llvm.vector.reduce.umax.v3i16(<3 x i16> %a)
  ret i16 %r
}

define i16 @rand3(<3 x i16> %a) {
  %r = call i16 @llvm.vector.reduce.and.v3i16(<3 x i16> %a)
  ret i16 %r
}

define i32 @rsmin2(<2 x i32> %a) {
  %r = call i32 @llvm.vector.reduce.smin.v2i32(<2 x i32> %a)
  ret i32 %r
}

define i8 @rxor2(<2 x i8> %a) {
  %r = call i8 @llvm.vector.reduce.xor.v2i8(<2 x i8> %a)
  ret i8 %r
}

define i32 @radd1(i32 %x) {
  %v = insertelement <1 x i32> undef, i32 %x, i32 0
  %r = call i32 @llvm.vector.reduce.add.v1i32(<1 x i32> %v)
  ret i32 %r
}

declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>)
declare i16 @llvm.vector.reduce.umax.v3i16(<3 x i16>)
declare i16 @llvm.vector.reduce.and.v3i16(<3 x i16>)
declare i32 @llvm.vector.reduce.smin.v2i32(<2 x i32>)
declare i8 @llvm.vector.reduce.xor.v2i8(<2 x i8>)
declare i32 @llvm.vector.reduce.add.v1i32(<1 x i32>)
