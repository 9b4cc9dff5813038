; ExpandInteger: shifts by a constant move bits between the halves directly; by a variable amount they
; become SHL_PARTS/SRL_PARTS/SRA_PARTS (RISC-V custom-lowers them) when one expansion step suffices, and go
; through a stack slot when two are needed (i128 on RV32), as LLVM 19's default strategy does. An amount
; known to be below the half width needs neither. Amounts are kept in range so every input is defined.
; variant rv32: -mtriple=riscv32
; variant rv64: -mtriple=riscv64
define i64 @const64(i64 %a) {
  %x = shl i64 %a, 3
  %y = lshr i64 %x, 32
  %z = ashr i64 %a, 40
  %w = shl i64 %a, 45
  %s = add i64 %y, %z
  %r = xor i64 %s, %w
  ret i64 %r
}

define i64 @var64(i64 %a, i64 %n) {
  %ok = icmp ult i64 %n, 64
  %amt = select i1 %ok, i64 %n, i64 13
  %x = shl i64 %a, %amt
  %y = lshr i64 %a, %amt
  %z = ashr i64 %a, %amt
  %s = add i64 %x, %y
  %r = xor i64 %s, %z
  ret i64 %r
}

define i64 @masked64(i64 %a, i64 %n) {
  %amt = and i64 %n, 31
  %x = shl i64 %a, %amt
  %big = or i64 %amt, 32
  %y = ashr i64 %a, %big
  %r = add i64 %x, %y
  ret i64 %r
}

define i64 @rot64(i64 %a, i64 %n) {
  %l = call i64 @llvm.fshl.i64(i64 %a, i64 %a, i64 %n)
  %r = call i64 @llvm.fshr.i64(i64 %l, i64 %l, i64 7)
  ret i64 %r
}

define i64 @funnel64(i64 %a, i64 %b, i64 %n) {
  %r = call i64 @llvm.fshl.i64(i64 %a, i64 %b, i64 %n)
  ret i64 %r
}

define i128 @const128(i128 %a) {
  %x = shl i128 %a, 3
  %y = lshr i128 %x, 64
  %z = ashr i128 %a, 100
  %r = add i128 %y, %z
  ret i128 %r
}

define i128 @var128(i128 %a, i128 %n) {
  %ok = icmp ult i128 %n, 128
  %amt = select i1 %ok, i128 %n, i128 77
  %x = shl i128 %a, %amt
  %y = lshr i128 %a, %amt
  %z = ashr i128 %a, %amt
  %s = add i128 %x, %y
  %r = xor i128 %s, %z
  ret i128 %r
}

declare i64 @llvm.fshl.i64(i64, i64, i64)
declare i64 @llvm.fshr.i64(i64, i64, i64)
