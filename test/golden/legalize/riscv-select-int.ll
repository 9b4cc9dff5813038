; SELECT is Custom on RISC-V (LLVM 19's lowerSELECT): an XLen integer compare folds into
; RISCVISD::SELECT_CC (LHS, RHS, cc, t, f) after translateSetCCForBranch (sgt/sle/ugt/ule swap their
; operands; x > -1 becomes x >= 0; x < 1 becomes 0 >= x); any other condition is compared with 0 (setne).
; A constant true value moves to the false slot with the inverse condition. Selects of -1 / 0 become
; bit operations (combineSelectToBinOp); with Zicond every integer select is a CZERO_EQZ / CZERO_NEZ form.
; Note: dagtool has no DAG combiner yet (issue 5), so the type legalizer's `and (setcc), 1` around i1
; conditions stays and is what the select tests; LLVM's AfterLegalizeTypes combine removes it first.
; variant rv32: -mtriple=riscv32
; variant rv64: -mtriple=riscv64
; variant rv32-zicond: -mtriple=riscv32 -mattr=+zicond
define i32 @sel_eq(i32 %a, i32 %b, i32 %x, i32 %y) {
  %c = icmp eq i32 %a, %b
  %r = select i1 %c, i32 %x, i32 %y
  ret i32 %r
}

define i32 @sel_ne(i32 %a, i32 %b, i32 %x, i32 %y) {
  %c = icmp ne i32 %a, %b
  %r = select i1 %c, i32 %x, i32 %y
  ret i32 %r
}

define i32 @sel_slt(i32 %a, i32 %b, i32 %x, i32 %y) {
  %c = icmp slt i32 %a, %b
  %r = select i1 %c, i32 %x, i32 %y
  ret i32 %r
}

define i32 @sel_sgt(i32 %a, i32 %b, i32 %x, i32 %y) {
  %c = icmp sgt i32 %a, %b
  %r = select i1 %c, i32 %x, i32 %y
  ret i32 %r
}

define i32 @sel_ult(i32 %a, i32 %b, i32 %x, i32 %y) {
  %c = icmp ult i32 %a, %b
  %r = select i1 %c, i32 %x, i32 %y
  ret i32 %r
}

define i32 @sel_ugt(i32 %a, i32 %b, i32 %x, i32 %y) {
  %c = icmp ugt i32 %a, %b
  %r = select i1 %c, i32 %x, i32 %y
  ret i32 %r
}

define i32 @sel_bool(i1 %c, i32 %x, i32 %y) {
  %r = select i1 %c, i32 %x, i32 %y
  ret i32 %r
}

define i32 @sel_const_true(i1 %c, i32 %y) {
  %r = select i1 %c, i32 7, i32 %y
  ret i32 %r
}

define i32 @sel_allones(i1 %c, i32 %y) {
  %r = select i1 %c, i32 -1, i32 %y
  ret i32 %r
}

define i32 @sel_zero(i1 %c, i32 %x) {
  %r = select i1 %c, i32 %x, i32 0
  ret i32 %r
}

define i64 @sel_i64(i64 %a, i64 %b, i64 %x, i64 %y) {
  %c = icmp slt i64 %a, %b
  %r = select i1 %c, i64 %x, i64 %y
  ret i64 %r
}
