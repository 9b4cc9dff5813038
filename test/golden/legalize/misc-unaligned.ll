; Misaligned loads and stores without unaligned access: LLVM's expandUnalignedLoad/Store halve the access
; until each part is aligned (i32 align 1 → two i16 → four i8 parts), joining loaded parts with shl/or and
; storing the halves of the value shifted down; the second half's address is an "add nuw". An FP value goes
; through the integer of its width.
; variant rv32: -mtriple=riscv32
; variant rv32f: -mtriple=riscv32 -mattr=+f
define i32 @load32_a1() {
  %buf = alloca [8 x i8], align 4
  store i32 305419896, ptr %buf, align 4
  %q = getelementptr i8, ptr %buf, i32 4
  store i32 -559038737, ptr %q, align 4
  %p = getelementptr i8, ptr %buf, i32 1
  %v = load i32, ptr %p, align 1
  ret i32 %v
}

define i32 @load32_a2() {
  %buf = alloca [8 x i8], align 4
  store i32 -1737075662, ptr %buf, align 4
  %p = getelementptr i8, ptr %buf, i32 2
  store i32 19088743, ptr %p, align 2
  %v = load i32, ptr %p, align 2
  ret i32 %v
}

define i16 @load16_a1(i16 %x) {
  %buf = alloca [4 x i8], align 2
  %p = getelementptr i8, ptr %buf, i32 1
  store i16 %x, ptr %p, align 1
  %v = load i16, ptr %p, align 1
  ret i16 %v
}

define i32 @store32_a1(i32 %x) {
  %buf = alloca [8 x i8], align 4
  %p = getelementptr i8, ptr %buf, i32 3
  store i32 %x, ptr %p, align 1
  %v = load i32, ptr %p, align 1
  ret i32 %v
}

define float @loadf32_a1(float %x) {
  %buf = alloca [8 x i8], align 4
  %p = getelementptr i8, ptr %buf, i32 1
  store float %x, ptr %p, align 1
  %v = load float, ptr %p, align 1
  ret float %v
}
