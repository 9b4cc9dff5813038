; SELECT is Custom on RISC-V (LLVM 19's lowerSELECT): an XLen integer compare folds into
; RISCVISD::SELECT_CC (LHS, RHS, cc, t, f) after translateSetCCForBranch (sgt/sle/ugt/ule swap their
; operands; x > -1 becomes x >= 0; x < 1 becomes 0 >= x); any other condition is compared with 0 (setne).
; A constant true value moves to the false slot with the inverse condition. Selects of -1 / 0 become
; bit operations (combineSelectToBinOp); with Zicond every integer select is a CZERO_EQZ / CZERO_NEZ form.
; PENDING (rename to .ll and bless once the misc family's condition-code expansion lands): the
; sle/sge/ule/uge compares stay beside the select (no combiner yet) and are Expand.
; Note: dagtool has no DAG combiner yet (issue 5), so the type legalizer's `and (setcc), 1` around i1
; conditions stays and is what the select tests; LLVM's AfterLegalizeTypes combine removes it first.
; variant rv32: -mtriple=riscv32
; variant rv64: -mtriple=riscv64
; variant rv32-zicond: -mtriple=riscv32 -mattr=+zicond
define i32 @sel_sle(i32 %a, i32 %b, i32 %x, i32 %y) {
  %c = icmp sle i32 %a, %b
  %r = select i1 %c, i32 %x, i32 %y
  ret i32 %r
}

define i32 @sel_sge(i32 %a, i32 %b, i32 %x, i32 %y) {
  %c = icmp sge i32 %a, %b
  %r = select i1 %c, i32 %x, i32 %y
  ret i32 %r
}

define i32 @sel_ule(i32 %a, i32 %b, i32 %x, i32 %y) {
  %c = icmp ule i32 %a, %b
  %r = select i1 %c, i32 %x, i32 %y
  ret i32 %r
}

define i32 @sel_uge(i32 %a, i32 %b, i32 %x, i32 %y) {
  %c = icmp uge i32 %a, %b
  %r = select i1 %c, i32 %x, i32 %y
  ret i32 %r
}
