; Integer compares RISC-V has no instruction for: slt/sltu decide LT/ULT, so GE/UGE/LE/ULE are the inverse
; condition (the setcc is xor'ed with 1), found by LLVM's LegalizeSetCCCondCode (swap first, then invert).
; (LE/ULE become GT/UGT, which the RISC-V custom lowering handles; they are tested with it.)
; variant rv32: -mtriple=riscv32
define i1 @sge(i32 %a, i32 %b) {
  %c = icmp sge i32 %a, %b
  ret i1 %c
}

define i1 @uge(i32 %a, i32 %b) {
  %c = icmp uge i32 %a, %b
  ret i1 %c
}
