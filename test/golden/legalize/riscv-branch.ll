; BRCOND is Custom (LLVM 19's lowerBRCOND): an XLen integer compare folds into RISCVISD::BR_CC (chain, LHS,
; RHS, cc, dest) after translateSetCCForBranch; any other condition is compared with 0 (setne). Every
; block's DAG is shown. Without the DAG combiner (issue 5) an i1 condition computed in another block arrives
; through a virtual register, so it is tested against 0.
; variant rv32: -mtriple=riscv32
; variant rv64: -mtriple=riscv64
define i32 @br_slt(i32 %a, i32 %b) {
entry:
  %c = icmp slt i32 %a, %b
  br i1 %c, label %then, label %else
then:
  ret i32 1
else:
  ret i32 2
}

define i32 @br_sgt(i32 %a, i32 %b) {
entry:
  %c = icmp sgt i32 %a, %b
  br i1 %c, label %then, label %else
then:
  %s = sub i32 %a, %b
  ret i32 %s
else:
  ret i32 0
}

define i32 @br_ugt_const(i32 %a) {
entry:
  %c = icmp ugt i32 %a, 100
  br i1 %c, label %then, label %else
then:
  ret i32 100
else:
  ret i32 %a
}

define i32 @br_gt_minus1(i32 %a) {
entry:
  %c = icmp sgt i32 %a, -1
  br i1 %c, label %then, label %else
then:
  ret i32 %a
else:
  %n = sub i32 0, %a
  ret i32 %n
}

define i32 @br_bit(i32 %a) {
entry:
  %m = and i32 %a, 4096
  %c = icmp eq i32 %m, 0
  br i1 %c, label %then, label %else
then:
  ret i32 1
else:
  ret i32 0
}

define i32 @br_bool(i1 %c, i32 %a) {
entry:
  br i1 %c, label %then, label %else
then:
  ret i32 %a
else:
  ret i32 0
}

define i32 @loop(i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s1, %loop ]
  %s1 = add i32 %s, %i
  %i1 = add i32 %i, 1
  %c = icmp ult i32 %i1, 10
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %s1
}
