; targets/riscv/RISCVPatterns.pat — RISC-V selection patterns, one rule per line (isel/PatternParser.h).
;   [Features] (source pattern) => (result pattern) [prio=N]
; Rules of one root opcode are tried by priority: prio=N when given, else TableGen's complexity (bigger
; patterns first); equal priorities keep file order. Operand classes: GPR FPR16 FPR32 FPR64 (registers),
; simm12 uimm5 uimmlog2xlen TrailingOnesMask AddiPair simm12_negatable imm (immediates, emitted as target
; constants), AddrRegImm shiftMaskXLen shiftMask32 (complex operands), timm bb cond tglobaladdr tconstpool
; callee (leaves passed through). Transforms: riscvcc neg_imm xlen_sub_trailing_ones xlen_sub_imm
; imm32_sub addi_pair_large addi_pair_small. A `0` operand in a compare or branch is selected as X0
; explicitly, as LLVM's patterns do ("the register coalescer doesn't always do it").
; Constants, frame indexes and the shift/mask pairs of and/shl/srl are selected in C++ first
; (targets/riscv/RISCVISelDAGToDAG.cpp), as LLVM's RISCVDAGToDAGISel::Select does.

; == add, sub
(add GPR:$a, simm12:$i)                                 => (ADDI $a, $i)
(add GPR:$a, AddiPair:$i)                               => (ADDI (ADDI $a, (addi_pair_large $i)), (addi_pair_small $i))
(add GPR:$a, GPR:$b)                                    => (ADD $a, $b)
(sub GPR:$a, GPR:$b)                                    => (SUB $a, $b)
[RV64] (sign_extend_inreg (add GPR:$a, simm12:$i), i32) => (ADDIW $a, $i)
[RV64] (sign_extend_inreg (add GPR:$a, GPR:$b), i32)    => (ADDW $a, $b)
[RV64] (sign_extend_inreg (sub GPR:$a, GPR:$b), i32)    => (SUBW $a, $b)
[RV64] (add_allwusers GPR:$a, simm12:$i)                => (ADDIW $a, $i)
[RV64] (add_allwusers GPR:$a, GPR:$b)                   => (ADDW $a, $b)
[RV64] (sub_allwusers GPR:$a, GPR:$b)                   => (SUBW $a, $b)

; == sign_extend_inreg
[RV64] (sign_extend_inreg GPR:$a, i32)                  => (ADDIW $a, 0)
[Zbb] (sign_extend_inreg GPR:$a, i8)                    => (SEXT_B $a)
[Zbb] (sign_extend_inreg GPR:$a, i16)                   => (SEXT_H $a)

; == and, or, xor
(and GPR:$a, simm12:$i)                                 => (ANDI $a, $i)
(and GPR:$a, TrailingOnesMask:$m)                       => (SRLI (SLLI $a, (xlen_sub_trailing_ones $m)), (xlen_sub_trailing_ones $m))
[Zbb RV32] (and GPR:$a, 0xffff)                         => (ZEXT_H_RV32 $a)
[Zbb RV64] (and GPR:$a, 0xffff)                         => (ZEXT_H_RV64 $a)
[Zbb] (and GPR:$a, (xor GPR:$b, -1))                    => (ANDN $a, $b)
(and GPR:$a, GPR:$b)                                    => (AND $a, $b)
(or GPR:$a, simm12:$i)                                  => (ORI $a, $i)
[Zbb] (or GPR:$a, (xor GPR:$b, -1))                     => (ORN $a, $b)
(or GPR:$a, GPR:$b)                                     => (OR $a, $b)
(xor GPR:$a, simm12:$i)                                 => (XORI $a, $i)
[Zbb] (xor (xor GPR:$a, GPR:$b), -1)                    => (XNOR $a, $b)
(xor GPR:$a, GPR:$b)                                    => (XOR $a, $b)

; == shl, srl, sra (register amounts drop masks the instruction already applies)
(shl GPR:$a, uimmlog2xlen:$i)                           => (SLLI $a, $i)
(srl GPR:$a, uimmlog2xlen:$i)                           => (SRLI $a, $i)
(sra GPR:$a, uimmlog2xlen:$i)                           => (SRAI $a, $i)
(shl GPR:$a, shiftMaskXLen:$b)                          => (SLL $a, $b)
(srl GPR:$a, shiftMaskXLen:$b)                          => (SRL $a, $b)
(sra GPR:$a, shiftMaskXLen:$b)                          => (SRA $a, $b)
[RV64] (sign_extend_inreg (shl GPR:$a, uimm5:$i), i32)  => (SLLIW $a, $i)
[RV64] (srl (and GPR:$a, 0xffffffff), uimm5:$i)         => (SRLIW $a, $i)
[RV64] (sra (sign_extend_inreg GPR:$a, i32), uimm5:$i)  => (SRAIW $a, $i)
[RV64] (shl_allwusers GPR:$a, uimm5:$i)                 => (SLLIW $a, $i)
[RV64] (RISCVISD::SLLW GPR:$a, shiftMask32:$b)          => (SLLW $a, $b)
[RV64] (RISCVISD::SRLW GPR:$a, shiftMask32:$b)          => (SRLW $a, $b)
[RV64] (RISCVISD::SRAW GPR:$a, shiftMask32:$b)          => (SRAW $a, $b)

; == rotl, rotr (Zbb)
[Zbb] (rotr GPR:$a, uimmlog2xlen:$i)                    => (RORI $a, $i)
[Zbb] (rotl GPR:$a, uimmlog2xlen:$i)                    => (RORI $a, (xlen_sub_imm $i))
[Zbb] (rotl GPR:$a, shiftMaskXLen:$b)                   => (ROL $a, $b)
[Zbb] (rotr GPR:$a, shiftMaskXLen:$b)                   => (ROR $a, $b)
[Zbb RV64] (RISCVISD::RORW GPR:$a, uimm5:$i)            => (RORIW $a, $i)
[Zbb RV64] (RISCVISD::ROLW GPR:$a, uimm5:$i)            => (RORIW $a, (imm32_sub $i))
[Zbb RV64] (RISCVISD::ROLW GPR:$a, shiftMask32:$b)      => (ROLW $a, $b)
[Zbb RV64] (RISCVISD::RORW GPR:$a, shiftMask32:$b)      => (RORW $a, $b)

; == bit counting, min/max, byte swap (Zbb)
[Zbb] (ctlz GPR:$a)                                     => (CLZ $a)
[Zbb] (cttz GPR:$a)                                     => (CTZ $a)
[Zbb] (ctpop GPR:$a)                                    => (CPOP $a)
[Zbb RV64] (RISCVISD::CLZW GPR:$a)                      => (CLZW $a)
[Zbb RV64] (RISCVISD::CTZW GPR:$a)                      => (CTZW $a)
[Zbb RV64] (ctpop (and GPR:$a, 0xffffffff))             => (CPOPW $a)
[Zbb] (smin GPR:$a, GPR:$b)                             => (MIN $a, $b)
[Zbb] (smax GPR:$a, GPR:$b)                             => (MAX $a, $b)
[Zbb] (umin GPR:$a, GPR:$b)                             => (MINU $a, $b)
[Zbb] (umax GPR:$a, GPR:$b)                             => (MAXU $a, $b)
[Zbb RV32] (bswap GPR:$a)                               => (REV8_RV32 $a)
[Zbb RV64] (bswap GPR:$a)                               => (REV8_RV64 $a)
[Zbb] (RISCVISD::ORC_B GPR:$a)                          => (ORC_B $a)

; == multiply and divide (M)
[M] (mul GPR:$a, GPR:$b)                                => (MUL $a, $b)
[M] (mulhs GPR:$a, GPR:$b)                              => (MULH $a, $b)
[M] (mulhu GPR:$a, GPR:$b)                              => (MULHU $a, $b)
[M] (RISCVISD::MULHSU GPR:$a, GPR:$b)                   => (MULHSU $a, $b)
[M] (sdiv GPR:$a, GPR:$b)                               => (DIV $a, $b)
[M] (udiv GPR:$a, GPR:$b)                               => (DIVU $a, $b)
[M] (srem GPR:$a, GPR:$b)                               => (REM $a, $b)
[M] (urem GPR:$a, GPR:$b)                               => (REMU $a, $b)
[M RV64] (sign_extend_inreg (mul GPR:$a, GPR:$b), i32)  => (MULW $a, $b)
[M RV64] (mul_allwusers GPR:$a, GPR:$b)                 => (MULW $a, $b)
[M RV64] (RISCVISD::DIVW GPR:$a, GPR:$b)                => (DIVW $a, $b)
[M RV64] (RISCVISD::DIVUW GPR:$a, GPR:$b)               => (DIVUW $a, $b)
[M RV64] (RISCVISD::REMUW GPR:$a, GPR:$b)               => (REMUW $a, $b)

; == setcc (integer; the legalizer leaves lt, ult, eq, ne)
(setcc GPR:$a, simm12:$i, setlt)                        => (SLTI $a, $i)
(setcc GPR:$a, GPR:$b, setlt)                           => (SLT $a, $b)
(setcc GPR:$a, simm12:$i, setult)                       => (SLTIU $a, $i)
(setcc GPR:$a, GPR:$b, setult)                          => (SLTU $a, $b)
(setcc GPR:$a, 0, seteq)                                => (SLTIU $a, 1)
(setcc GPR:$a, -2048, seteq)                            => (SLTIU (XORI $a, -2048), 1)
(setcc GPR:$a, simm12_negatable:$i, seteq)              => (SLTIU (ADDI $a, (neg_imm $i)), 1)
(setcc GPR:$a, GPR:$b, seteq)                           => (SLTIU (XOR $a, $b), 1)
(setcc GPR:$a, -1, setne)                               => (SLTIU $a, -1) prio=20
(setcc GPR:$a, 0, setne)                                => (SLTU X0, $a)
(setcc GPR:$a, -2048, setne)                            => (SLTU X0, (XORI $a, -2048))
(setcc GPR:$a, simm12_negatable:$i, setne)              => (SLTU X0, (ADDI $a, (neg_imm $i)))
(setcc GPR:$a, GPR:$b, setne)                           => (SLTU X0, (XOR $a, $b))

; == RISCVISD::SELECT_CC: a pseudo the custom inserter expands into a branch diamond
(RISCVISD::SELECT_CC GPR:$l, 0, cond:$cc, GPR:$t, GPR:$f)     => (Select_GPR_Using_CC_GPR $l, X0, (riscvcc $cc), $t, $f)
(RISCVISD::SELECT_CC GPR:$l, GPR:$r, cond:$cc, GPR:$t, GPR:$f) => (Select_GPR_Using_CC_GPR $l, $r, (riscvcc $cc), $t, $f)

; == RISCVISD::BR_CC, br, brind
(RISCVISD::BR_CC GPR:$a, 0, seteq, bb:$d)               => (BEQ $a, X0, $d)
(RISCVISD::BR_CC GPR:$a, 0, setne, bb:$d)               => (BNE $a, X0, $d)
(RISCVISD::BR_CC GPR:$a, 0, setlt, bb:$d)               => (BLT $a, X0, $d)
(RISCVISD::BR_CC GPR:$a, 0, setge, bb:$d)               => (BGE $a, X0, $d)
(RISCVISD::BR_CC GPR:$a, 0, setult, bb:$d)              => (BLTU $a, X0, $d)
(RISCVISD::BR_CC GPR:$a, 0, setuge, bb:$d)              => (BGEU $a, X0, $d)
(RISCVISD::BR_CC GPR:$a, GPR:$b, seteq, bb:$d)          => (BEQ $a, $b, $d)
(RISCVISD::BR_CC GPR:$a, GPR:$b, setne, bb:$d)          => (BNE $a, $b, $d)
(RISCVISD::BR_CC GPR:$a, GPR:$b, setlt, bb:$d)          => (BLT $a, $b, $d)
(RISCVISD::BR_CC GPR:$a, GPR:$b, setge, bb:$d)          => (BGE $a, $b, $d)
(RISCVISD::BR_CC GPR:$a, GPR:$b, setult, bb:$d)         => (BLTU $a, $b, $d)
(RISCVISD::BR_CC GPR:$a, GPR:$b, setuge, bb:$d)         => (BGEU $a, $b, $d)
(br bb:$d)                                              => (PseudoBR $d)
(brind GPR:$a)                                          => (PseudoBRIND $a, 0)

; == calls and returns
(RISCVISD::CALL callee:$f ...)                          => (PseudoCALL $f ...)
(RISCVISD::CALL GPR:$f ...)                             => (PseudoCALLIndirect $f ...)
(RISCVISD::TAIL callee:$f ...)                          => (PseudoTAIL $f ...)
(RISCVISD::TAIL GPR:$f ...)                             => (PseudoTAILIndirect $f ...)
(RISCVISD::RET_GLUE ...)                                => (PseudoRET ...)
(callseq_start timm:$a, timm:$b)                        => (ADJCALLSTACKDOWN $a, $b)
(callseq_end timm:$a, timm:$b)                          => (ADJCALLSTACKUP $a, $b)

; == global addresses and constant-pool entries (%hi / %lo)
(RISCVISD::HI tglobaladdr:$g)                           => (LUI $g)
(RISCVISD::HI tconstpool:$g)                            => (LUI $g)
(RISCVISD::ADD_LO GPR:$h, tglobaladdr:$g)               => (ADDI $h, $g)
(RISCVISD::ADD_LO GPR:$h, tconstpool:$g)                => (ADDI $h, $g)

; == loads (reg + simm12 addressing; frame indexes and %lo parts fold into it)
(sextloadi8 AddrRegImm:$p)                              => (LB $p)
(extloadi8 AddrRegImm:$p)                               => (LBU $p)
(zextloadi8 AddrRegImm:$p)                              => (LBU $p)
(sextloadi16 AddrRegImm:$p)                             => (LH $p)
(extloadi16 AddrRegImm:$p)                              => (LH $p)
(zextloadi16 AddrRegImm:$p)                             => (LHU $p)
[RV32] (load:i32 AddrRegImm:$p)                         => (LW $p)
[RV64] (sextloadi32 AddrRegImm:$p)                      => (LW $p)
[RV64] (extloadi32 AddrRegImm:$p)                       => (LW $p)
[RV64] (zextloadi32 AddrRegImm:$p)                      => (LWU $p)
[RV64] (load:i64 AddrRegImm:$p)                         => (LD $p)

; == stores
(truncstorei8 GPR:$v, AddrRegImm:$p)                    => (SB $v, $p)
(truncstorei16 GPR:$v, AddrRegImm:$p)                   => (SH $v, $p)
[RV32] (store GPR:$v, AddrRegImm:$p)                    => (SW $v, $p)
[RV64] (truncstorei32 GPR:$v, AddrRegImm:$p)            => (SW $v, $p)
[RV64] (store GPR:$v, AddrRegImm:$p)                    => (SD $v, $p)
