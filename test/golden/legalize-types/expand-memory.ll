; ExpandInteger: a wide load or store becomes two, the high half at +half-size with the original base
; alignment (so its own alignment may be smaller); an extending load or truncating store of memory wider
; than a half (i48, promoted to i64 first) splits into a full low half and an extending/truncating high one.
; variant rv32: -mtriple=riscv32
; variant rv64: -mtriple=riscv64
define i64 @mem64(i64 %a) {
  %p = alloca i64, align 8
  store i64 %a, ptr %p, align 8
  %v = load i64, ptr %p, align 8
  ret i64 %v
}

define i64 @mem64unaligned(i64 %a) {
  %p = alloca [3 x i32], align 4
  %q = getelementptr i8, ptr %p, i32 4
  store i64 %a, ptr %q, align 4
  %v = load i64, ptr %q, align 4
  ret i64 %v
}

define i64 @mem48(i64 %a) {
  %p = alloca i48, align 8
  %t = trunc i64 %a to i48
  store i48 %t, ptr %p, align 8
  %v = load i48, ptr %p, align 8
  %z = sext i48 %v to i64
  ret i64 %z
}

define i128 @mem128(i128 %a) {
  %p = alloca i128, align 16
  store volatile i128 %a, ptr %p, align 16
  %v = load volatile i128, ptr %p, align 16
  ret i128 %v
}
