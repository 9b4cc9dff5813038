; PromoteInteger on memory: a load of a promoted type becomes an extending load of the wider type with
; the memory type unchanged (extload for plain loads, sextload/zextload kept); a store of a promoted value
; becomes a truncating store.
; variant rv32: -mtriple=riscv32
; variant rv64: -mtriple=riscv64
define i32 @roundtrip(i8 %a, i16 %b, i1 %c) {
  %p = alloca i8
  %q = alloca i16
  %r = alloca i1
  store i8 %a, ptr %p
  store i16 %b, ptr %q
  store i1 %c, ptr %r
  %x = load i8, ptr %p
  %y = load i16, ptr %q
  %z = load i1, ptr %r
  %xs = sext i8 %x to i32
  %yz = zext i16 %y to i32
  %zz = zext i1 %z to i32
  %s = add i32 %xs, %yz
  %t = add i32 %s, %zz
  ret i32 %t
}

define i16 @loadadd(i16 %a) {
  %p = alloca i16
  store i16 %a, ptr %p
  %v = load i16, ptr %p
  %w = add i16 %v, 1
  store i16 %w, ptr %p
  %u = load i16, ptr %p
  ret i16 %u
}

define i64 @load32(i32 %a) {
  %p = alloca i32
  store i32 %a, ptr %p
  %v = load i32, ptr %p
  %w = zext i32 %v to i64
  ret i64 %w
}
