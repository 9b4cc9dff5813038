; PENDING (rename to .ll and bless once the misc family expands MERGE_VALUES into its operands, as
; LLVM's ExpandNode does): the *_PARTS lowering returns merge_values (LLVM's getMergeValues).
; SHL_PARTS / SRL_PARTS / SRA_PARTS are Custom (LLVM 19's lowerShiftLeftParts / lowerShiftRightParts):
; both the Shamt < XLEN and Shamt >= XLEN results are computed and two selects on (Shamt - XLEN) < 0 pick
; them. The type legalizer makes the *_PARTS nodes from i64 shifts on RV32 and i128 shifts on RV64; the
; selects are lowered in turn (SELECT Custom → RISCVISD::SELECT_CC).
; variant rv32: -mtriple=riscv32
; variant rv64: -mtriple=riscv64
define i64 @shl64(i64 %a, i64 %b) {
  %s = and i64 %b, 63
  %r = shl i64 %a, %s
  ret i64 %r
}

define i64 @lshr64(i64 %a, i64 %b) {
  %s = and i64 %b, 63
  %r = lshr i64 %a, %s
  ret i64 %r
}

define i64 @ashr64(i64 %a, i64 %b) {
  %s = and i64 %b, 63
  %r = ashr i64 %a, %s
  ret i64 %r
}

define i128 @shl128(i128 %a, i128 %b) {
  %s = and i128 %b, 127
  %r = shl i128 %a, %s
  ret i128 %r
}

define i128 @ashr128(i128 %a, i128 %b) {
  %s = and i128 %b, 127
  %r = ashr i128 %a, %s
  ret i128 %r
}
