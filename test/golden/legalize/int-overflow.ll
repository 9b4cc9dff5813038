; Operation legalizer, overflow arithmetic (LLVM's expandUADDSUBO / expandSADDSUBO / expandMULO): the sum and
; a compare; the multiply's high half by MULHU/MULHS with M, else by the double-width libcall.
; variant rv32: -mtriple=riscv32
; variant rv32m: -mtriple=riscv32 -mattr=+m
; variant rv64: -mtriple=riscv64
; variant rv64mzbb: -mtriple=riscv64 -mattr=+m,+zbb
define i32 @uaddo32(i32 %a, i32 %b) {
  %s = call {i32, i1} @llvm.uadd.with.overflow.i32(i32 %a, i32 %b)
  %v = extractvalue {i32, i1} %s, 0
  %o = extractvalue {i32, i1} %s, 1
  %z = zext i1 %o to i32
  %r = xor i32 %v, %z
  ret i32 %r
}
define i32 @usubo32(i32 %a, i32 %b) {
  %s = call {i32, i1} @llvm.usub.with.overflow.i32(i32 %a, i32 %b)
  %v = extractvalue {i32, i1} %s, 0
  %o = extractvalue {i32, i1} %s, 1
  %z = zext i1 %o to i32
  %r = xor i32 %v, %z
  ret i32 %r
}
define i32 @saddo32(i32 %a, i32 %b) {
  %s = call {i32, i1} @llvm.sadd.with.overflow.i32(i32 %a, i32 %b)
  %v = extractvalue {i32, i1} %s, 0
  %o = extractvalue {i32, i1} %s, 1
  %z = zext i1 %o to i32
  %r = xor i32 %v, %z
  ret i32 %r
}
define i64 @ssubo64(i64 %a, i64 %b) {
  %s = call {i64, i1} @llvm.ssub.with.overflow.i64(i64 %a, i64 %b)
  %v = extractvalue {i64, i1} %s, 0
  %o = extractvalue {i64, i1} %s, 1
  %z = zext i1 %o to i64
  %r = xor i64 %v, %z
  ret i64 %r
}
define i32 @umulo32(i32 %a, i32 %b) {
  %s = call {i32, i1} @llvm.umul.with.overflow.i32(i32 %a, i32 %b)
  %v = extractvalue {i32, i1} %s, 0
  %o = extractvalue {i32, i1} %s, 1
  %z = zext i1 %o to i32
  %r = xor i32 %v, %z
  ret i32 %r
}
define i32 @smulo32(i32 %a, i32 %b) {
  %s = call {i32, i1} @llvm.smul.with.overflow.i32(i32 %a, i32 %b)
  %v = extractvalue {i32, i1} %s, 0
  %o = extractvalue {i32, i1} %s, 1
  %z = zext i1 %o to i32
  %r = xor i32 %v, %z
  ret i32 %r
}
define i32 @umulo32_pow2(i32 %a) {
  %s = call {i32, i1} @llvm.umul.with.overflow.i32(i32 %a, i32 16)
  %v = extractvalue {i32, i1} %s, 0
  %o = extractvalue {i32, i1} %s, 1
  %z = zext i1 %o to i32
  %r = xor i32 %v, %z
  ret i32 %r
}
declare {i32, i1} @llvm.uadd.with.overflow.i32(i32, i32)
declare {i32, i1} @llvm.usub.with.overflow.i32(i32, i32)
declare {i32, i1} @llvm.sadd.with.overflow.i32(i32, i32)
declare {i64, i1} @llvm.ssub.with.overflow.i64(i64, i64)
declare {i32, i1} @llvm.umul.with.overflow.i32(i32, i32)
declare {i32, i1} @llvm.smul.with.overflow.i32(i32, i32)
