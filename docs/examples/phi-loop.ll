; A loop: values live across blocks travel in virtual registers (CopyToReg in the defining block,
; CopyFromReg where used); PHIs get registers of their own; blocks are built in reverse post order.
; variant rv32: -mtriple=riscv32
; variant rv64: -mtriple=riscv64
define i32 @loop(i32 %n0) {
entry:
  %n = and i32 %n0, 15 ; at most 15 iterations
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %i1, %body ]
  %acc = phi i32 [ 1, %entry ], [ %acc1, %body ]
  %c = icmp slt i32 %i, %n
  br i1 %c, label %body, label %exit
body:
  %acc1 = mul i32 %acc, 3
  %i1 = add nsw i32 %i, 1
  br label %head
exit:
  ret i32 %acc
}
