; ExpandInteger: overflow operations and saturating arithmetic. uadd/usub compare the wide result with an
; operand; sadd/ssub test the sign bits; umul checks the halves' products; smul calls __mulodi4/__muloti4
; when the target has it (RV32 has no __mulodi4: a double-width product is formed instead).
; variant rv32: -mtriple=riscv32
; variant rv64: -mtriple=riscv64
define i64 @addsub64(i64 %a, i64 %b) {
  %u = call {i64, i1} @llvm.uadd.with.overflow.i64(i64 %a, i64 %b)
  %s = call {i64, i1} @llvm.ssub.with.overflow.i64(i64 %a, i64 %b)
  %uv = extractvalue {i64, i1} %u, 0
  %uo = extractvalue {i64, i1} %u, 1
  %sv = extractvalue {i64, i1} %s, 0
  %so = extractvalue {i64, i1} %s, 1
  %o = xor i1 %uo, %so
  %oz = zext i1 %o to i64
  %r = add i64 %uv, %sv
  %x = xor i64 %r, %oz
  ret i64 %x
}

define i64 @subadd64(i64 %a, i64 %b) {
  %u = call {i64, i1} @llvm.usub.with.overflow.i64(i64 %a, i64 %b)
  %s = call {i64, i1} @llvm.sadd.with.overflow.i64(i64 %a, i64 %b)
  %uv = extractvalue {i64, i1} %u, 0
  %uo = extractvalue {i64, i1} %u, 1
  %sv = extractvalue {i64, i1} %s, 0
  %so = extractvalue {i64, i1} %s, 1
  %o = xor i1 %uo, %so
  %oz = zext i1 %o to i64
  %r = add i64 %uv, %sv
  %x = xor i64 %r, %oz
  ret i64 %x
}

define i64 @mulo64(i64 %a, i64 %b) {
  %u = call {i64, i1} @llvm.umul.with.overflow.i64(i64 %a, i64 %b)
  %s = call {i64, i1} @llvm.smul.with.overflow.i64(i64 %a, i64 %b)
  %uv = extractvalue {i64, i1} %u, 0
  %uo = extractvalue {i64, i1} %u, 1
  %sv = extractvalue {i64, i1} %s, 0
  %so = extractvalue {i64, i1} %s, 1
  %o = xor i1 %uo, %so
  %oz = zext i1 %o to i64
  %r = add i64 %uv, %sv
  %x = xor i64 %r, %oz
  ret i64 %x
}

define i64 @sat64(i64 %a, i64 %b) {
  %x = call i64 @llvm.uadd.sat.i64(i64 %a, i64 %b)
  %y = call i64 @llvm.usub.sat.i64(i64 %x, i64 %b)
  %z = call i64 @llvm.sadd.sat.i64(i64 %y, i64 %a)
  %w = call i64 @llvm.ssub.sat.i64(i64 %z, i64 %b)
  ret i64 %w
}

define i128 @smulo128(i128 %a, i128 %b) {
  %s = call {i128, i1} @llvm.smul.with.overflow.i128(i128 %a, i128 %b)
  %v = extractvalue {i128, i1} %s, 0
  %o = extractvalue {i128, i1} %s, 1
  %oz = zext i1 %o to i128
  %r = xor i128 %v, %oz
  ret i128 %r
}

declare {i64, i1} @llvm.uadd.with.overflow.i64(i64, i64)
declare {i64, i1} @llvm.usub.with.overflow.i64(i64, i64)
declare {i64, i1} @llvm.sadd.with.overflow.i64(i64, i64)
declare {i64, i1} @llvm.ssub.with.overflow.i64(i64, i64)
declare {i64, i1} @llvm.umul.with.overflow.i64(i64, i64)
declare {i64, i1} @llvm.smul.with.overflow.i64(i64, i64)
declare {i128, i1} @llvm.smul.with.overflow.i128(i128, i128)
declare i64 @llvm.uadd.sat.i64(i64, i64)
declare i64 @llvm.usub.sat.i64(i64, i64)
declare i64 @llvm.sadd.sat.i64(i64, i64)
declare i64 @llvm.ssub.sat.i64(i64, i64)
