; PromoteInteger on overflow and saturating arithmetic: both results of [su]{add,sub,mul}.with.overflow
; are promoted (the overflow bit is recomputed from the wide result: sign_extend_inreg or a zero-extending
; mask compared with setne); saturating add/sub clamp in the wide type; scmp/ucmp compare extended values.
; variant rv32: -mtriple=riscv32
; variant rv64: -mtriple=riscv64
define i8 @uaddo8(i8 %a, i8 %b) {
  %r = call {i8, i1} @llvm.uadd.with.overflow.i8(i8 %a, i8 %b)
  %v = extractvalue {i8, i1} %r, 0
  %o = extractvalue {i8, i1} %r, 1
  %s = select i1 %o, i8 -1, i8 %v
  ret i8 %s
}

define i16 @saddo16(i16 %a, i16 %b) {
  %r = call {i16, i1} @llvm.sadd.with.overflow.i16(i16 %a, i16 %b)
  %v = extractvalue {i16, i1} %r, 0
  %o = extractvalue {i16, i1} %r, 1
  %z = zext i1 %o to i16
  %s = add i16 %v, %z
  ret i16 %s
}

define i1 @usubo8(i8 %a, i8 %b) {
  %r = call {i8, i1} @llvm.usub.with.overflow.i8(i8 %a, i8 %b)
  %o = extractvalue {i8, i1} %r, 1
  ret i1 %o
}

define i1 @ssubo8(i8 %a, i8 %b) {
  %r = call {i8, i1} @llvm.ssub.with.overflow.i8(i8 %a, i8 %b)
  %o = extractvalue {i8, i1} %r, 1
  ret i1 %o
}

define i8 @umulo8(i8 %a, i8 %b) {
  %r = call {i8, i1} @llvm.umul.with.overflow.i8(i8 %a, i8 %b)
  %v = extractvalue {i8, i1} %r, 0
  %o = extractvalue {i8, i1} %r, 1
  %s = select i1 %o, i8 0, i8 %v
  ret i8 %s
}

define i1 @smulo8(i8 %a, i8 %b) {
  %r = call {i8, i1} @llvm.smul.with.overflow.i8(i8 %a, i8 %b)
  %o = extractvalue {i8, i1} %r, 1
  ret i1 %o
}

define i32 @uaddo32(i32 %a, i32 %b) {
  %r = call {i32, i1} @llvm.uadd.with.overflow.i32(i32 %a, i32 %b)
  %v = extractvalue {i32, i1} %r, 0
  %o = extractvalue {i32, i1} %r, 1
  %s = select i1 %o, i32 0, i32 %v
  ret i32 %s
}

define i8 @sat8(i8 %a, i8 %b) {
  %x = call i8 @llvm.uadd.sat.i8(i8 %a, i8 %b)
  %y = call i8 @llvm.usub.sat.i8(i8 %a, i8 %b)
  %z = call i8 @llvm.sadd.sat.i8(i8 %a, i8 %b)
  %w = call i8 @llvm.ssub.sat.i8(i8 %a, i8 %b)
  %s1 = xor i8 %x, %y
  %s2 = xor i8 %z, %w
  %s = add i8 %s1, %s2
  ret i8 %s
}

define i8 @cmp3way(i8 %a, i8 %b) {
  %x = call i8 @llvm.scmp.i8.i8(i8 %a, i8 %b)
  %y = call i8 @llvm.ucmp.i8.i8(i8 %a, i8 %b)
  %s = add i8 %x, %y
  ret i8 %s
}

declare {i8, i1} @llvm.uadd.with.overflow.i8(i8, i8)
declare {i16, i1} @llvm.sadd.with.overflow.i16(i16, i16)
declare {i8, i1} @llvm.usub.with.overflow.i8(i8, i8)
declare {i8, i1} @llvm.ssub.with.overflow.i8(i8, i8)
declare {i8, i1} @llvm.umul.with.overflow.i8(i8, i8)
declare {i8, i1} @llvm.smul.with.overflow.i8(i8, i8)
declare {i32, i1} @llvm.uadd.with.overflow.i32(i32, i32)
declare i8 @llvm.uadd.sat.i8(i8, i8)
declare i8 @llvm.usub.sat.i8(i8, i8)
declare i8 @llvm.sadd.sat.i8(i8, i8)
declare i8 @llvm.ssub.sat.i8(i8, i8)
declare i8 @llvm.scmp.i8.i8(i8, i8)
declare i8 @llvm.ucmp.i8.i8(i8, i8)
