; Loads and stores of an i24: LLVM's LegalizeLoadOps / LegalizeStoreOps access it as an i16 and an i8 at +2
; (the load: zextload i16 | extload i8 << 16; the store: truncstore i16, truncstore i8 of x >> 16).
; variant rv32: -mtriple=riscv32
define i32 @i24z(i32 %x) {
  %buf = alloca [4 x i8], align 4
  %t = trunc i32 %x to i24
  store i24 %t, ptr %buf, align 4
  %v = load i24, ptr %buf, align 4
  %r = zext i24 %v to i32
  ret i32 %r
}
