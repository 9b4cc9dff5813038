// targets/riscv/RISCVInterpretMachine.cpp — what each selected RISC-V instruction computes, for the DAG
// interpreter: so a Selected DAG runs and agrees with lli, as every earlier phase's DAG does.
//
// Operands are read as the instruction reads them: a Register operand is the register's content (x0 reads
// zero), a TargetConstant is its value sign-extended to XLEN, a symbol with %hi / %lo flags is the matching
// part of its address. W instructions compute on the low 32 bits and sign-extend the result.
#include "targets/riscv/RISCVInterpretMachine.h"

#include "dag/FunctionLowering.h"
#include "targets/riscv/RISCVInstrInfo.h"

namespace dt::riscv {

namespace {

constexpr unsigned MO_LO = 3, MO_HI = 4; // RISCVII::MO_LO / MO_HI (RISCVLowerOperation.cpp)

struct MachineEval {
  NodeEval& E;
  unsigned XLen;

  /// A register-class operand.
  APInt reg(unsigned I) const {
    const SDNode* O = E.opNode(I);
    if (O->getOpcode() == ISD::Register) return E.readReg(O->getReg(), XLen);
    return E.op(I);
  }
  /// An immediate operand (target constant, frame index or symbol part), XLEN bits.
  APInt imm(unsigned I) const {
    const SDNode* O = E.opNode(I);
    switch (O->getOpcode()) {
    case ISD::TargetConstant: return APInt(O->getAPIntValue()).sextOrTrunc(XLen);
    case ISD::TargetGlobalAddress:
    case ISD::TargetConstantPool:
    case ISD::TargetExternalSymbol: {
      uint64_t A = E.op(I).lowWord();
      if (O->getTargetFlags() == MO_LO) return APInt(12, A & 0xFFF).sext(XLen);
      if (O->getTargetFlags() == MO_HI) return APInt(XLen, ((A + 0x800) >> 12) & 0xFFFFF);
      return APInt(XLen, A);
    }
    default: return E.op(I).sextOrTrunc(XLen);
    }
  }
  unsigned shamt(const APInt& V, unsigned Width) const { return unsigned(V.lowWord() & (Width - 1)); }
  APInt w(const APInt& V32) const { return V32.sext(XLen); }
  APInt lo32(const APInt& V) const { return V.trunc(32); }
  bool cond(unsigned Opc, const APInt& A, const APInt& B) const {
    switch (Opc) {
    case MI::BEQ: return A == B;
    case MI::BNE: return A != B;
    case MI::BLT: return A.slt(B);
    case MI::BGE: return !A.slt(B);
    case MI::BLTU: return A.ult(B);
    default: return !A.ult(B); // BGEU
    }
  }
  void set(const APInt& V) const { E.set(0, V); }
  APInt divide(unsigned Opc, const APInt& A, const APInt& B) const {
    unsigned Bits = A.getBitWidth();
    bool Signed = Opc == MI::DIV || Opc == MI::REM || Opc == MI::DIVW || Opc == MI::REMW;
    bool Rem = Opc == MI::REM || Opc == MI::REMU || Opc == MI::REMW || Opc == MI::REMUW;
    // The ISA's results for x/0 and overflow; the DAG only reaches them where the IR was UB anyway.
    if (B.isZero()) return Rem ? A : APInt::allOnes(Bits);
    if (Signed && A == APInt::signedMin(Bits) && B.isAllOnes()) return Rem ? APInt::zero(Bits) : A;
    if (Signed) return Rem ? A.srem(B) : A.sdiv(B);
    return Rem ? A.urem(B) : A.udiv(B);
  }
  void load(unsigned Bytes, bool Signed) const {
    uint64_t Addr = E.address(reg(0) + imm(1));
    APInt Raw = E.memory().load(Addr, Bytes * 8);
    set(Signed ? Raw.sext(XLen) : Raw.zext(XLen));
  }
  void store(unsigned Bytes) const {
    uint64_t Addr = E.address(reg(1) + imm(2));
    E.memory().store(Addr, reg(0).trunc(Bytes * 8));
  }
};

} // namespace

APInt machineImmOperand(NodeEval& E, unsigned I, unsigned XLen) {
  return MachineEval{E, XLen}.imm(I);
}

bool evalMachineNode(NodeEval& E, unsigned XLen) {
  MachineEval M{E, XLen};
  unsigned Opc = E.node().getMachineOpcode();
  auto R = [&](unsigned I) { return M.reg(I); };
  auto I = [&](unsigned K) { return M.imm(K); };
  switch (Opc) {
  case MI::IMPLICIT_DEF: M.set(E.garbage(unsigned(E.vt().sizeInBits()))); return true;
  case MI::COPY: M.set(E.op(0)); return true;
  case MI::LUI: M.set(APInt(32, (I(0).lowWord() & 0xFFFFF) << 12).sext(XLen)); return true;
  case MI::ADDI: M.set(R(0) + I(1)); return true;
  case MI::SLTI: M.set(APInt(XLen, R(0).slt(I(1)))); return true;
  case MI::SLTIU: M.set(APInt(XLen, R(0).ult(I(1)))); return true;
  case MI::XORI: M.set(R(0) ^ I(1)); return true;
  case MI::ORI: M.set(R(0) | I(1)); return true;
  case MI::ANDI: M.set(R(0) & I(1)); return true;
  case MI::SLLI: M.set(R(0).shl(M.shamt(I(1), XLen))); return true;
  case MI::SRLI: M.set(R(0).lshr(M.shamt(I(1), XLen))); return true;
  case MI::SRAI: M.set(R(0).ashr(M.shamt(I(1), XLen))); return true;
  case MI::ADD: M.set(R(0) + R(1)); return true;
  case MI::SUB: M.set(R(0) - R(1)); return true;
  case MI::SLL: M.set(R(0).shl(M.shamt(R(1), XLen))); return true;
  case MI::SLT: M.set(APInt(XLen, R(0).slt(R(1)))); return true;
  case MI::SLTU: M.set(APInt(XLen, R(0).ult(R(1)))); return true;
  case MI::XOR: M.set(R(0) ^ R(1)); return true;
  case MI::SRL: M.set(R(0).lshr(M.shamt(R(1), XLen))); return true;
  case MI::SRA: M.set(R(0).ashr(M.shamt(R(1), XLen))); return true;
  case MI::OR: M.set(R(0) | R(1)); return true;
  case MI::AND: M.set(R(0) & R(1)); return true;
  case MI::LB: M.load(1, true); return true;
  case MI::LH: M.load(2, true); return true;
  case MI::LW: M.load(4, true); return true;
  case MI::LBU: M.load(1, false); return true;
  case MI::LHU: M.load(2, false); return true;
  case MI::LWU: M.load(4, false); return true;
  case MI::LD: M.load(8, true); return true;
  case MI::SB: M.store(1); return true;
  case MI::SH: M.store(2); return true;
  case MI::SW: M.store(4); return true;
  case MI::SD: M.store(8); return true;
  case MI::BEQ:
  case MI::BNE:
  case MI::BLT:
  case MI::BGE:
  case MI::BLTU:
  case MI::BGEU:
    if (M.cond(Opc, R(0), R(1))) E.branchTo(E.opNode(2)->getBlockNumber());
    return true;
  case MI::PseudoBR: E.branchTo(E.opNode(0)->getBlockNumber()); return true;
  case MI::PseudoRET: E.returnFromFunction(); return true;
  case MI::PseudoCALL:
  case MI::PseudoCALLIndirect: E.callOperand(0); return true;
  case MI::PseudoTAIL:
  case MI::PseudoTAILIndirect:
    E.callOperand(0);
    E.returnFromFunction();
    return true;
  case MI::ADJCALLSTACKDOWN: E.checkCallFrame(E.constOp(0).lowWord()); return true;
  case MI::ADJCALLSTACKUP: return true;
  case MI::Select_GPR_Using_CC_GPR: {
    static const unsigned Branch[] = {MI::BEQ, MI::BNE, MI::BLT, MI::BGE, MI::BLTU, MI::BGEU};
    uint64_t CC = E.constOp(2).lowWord();
    if (CC > 5) E.fail("invalid RISC-V condition code " + std::to_string(CC));
    M.set(M.cond(Branch[CC], R(0), R(1)) ? R(3) : R(4));
    return true;
  }
  // RV64 W forms
  case MI::ADDIW: M.set(M.w(M.lo32(R(0) + I(1)))); return true;
  case MI::SLLIW: M.set(M.w(M.lo32(R(0)).shl(M.shamt(I(1), 32)))); return true;
  case MI::SRLIW: M.set(M.w(M.lo32(R(0)).lshr(M.shamt(I(1), 32)))); return true;
  case MI::SRAIW: M.set(M.w(M.lo32(R(0)).ashr(M.shamt(I(1), 32)))); return true;
  case MI::ADDW: M.set(M.w(M.lo32(R(0) + R(1)))); return true;
  case MI::SUBW: M.set(M.w(M.lo32(R(0) - R(1)))); return true;
  case MI::SLLW: M.set(M.w(M.lo32(R(0)).shl(M.shamt(R(1), 32)))); return true;
  case MI::SRLW: M.set(M.w(M.lo32(R(0)).lshr(M.shamt(R(1), 32)))); return true;
  case MI::SRAW: M.set(M.w(M.lo32(R(0)).ashr(M.shamt(R(1), 32)))); return true;
  // M
  case MI::MUL: M.set(R(0) * R(1)); return true;
  case MI::MULH: M.set((R(0).sext(2 * XLen) * R(1).sext(2 * XLen)).extractBits(XLen, XLen)); return true;
  case MI::MULHU: M.set((R(0).zext(2 * XLen) * R(1).zext(2 * XLen)).extractBits(XLen, XLen)); return true;
  case MI::MULHSU: M.set((R(0).sext(2 * XLen) * R(1).zext(2 * XLen)).extractBits(XLen, XLen)); return true;
  case MI::DIV:
  case MI::DIVU:
  case MI::REM:
  case MI::REMU: M.set(M.divide(Opc, R(0), R(1))); return true;
  case MI::MULW: M.set(M.w(M.lo32(R(0) * R(1)))); return true;
  case MI::DIVW:
  case MI::DIVUW:
  case MI::REMW:
  case MI::REMUW: M.set(M.w(M.divide(Opc, M.lo32(R(0)), M.lo32(R(1))))); return true;
  // Zbb
  case MI::ANDN: M.set(R(0) & ~R(1)); return true;
  case MI::ORN: M.set(R(0) | ~R(1)); return true;
  case MI::XNOR: M.set(~(R(0) ^ R(1))); return true;
  case MI::CLZ: M.set(APInt(XLen, R(0).countLeadingZeros())); return true;
  case MI::CTZ: M.set(APInt(XLen, R(0).countTrailingZeros())); return true;
  case MI::CPOP: M.set(APInt(XLen, R(0).popcount())); return true;
  case MI::CLZW: M.set(APInt(XLen, M.lo32(R(0)).countLeadingZeros())); return true;
  case MI::CTZW: M.set(APInt(XLen, M.lo32(R(0)).countTrailingZeros())); return true;
  case MI::CPOPW: M.set(APInt(XLen, M.lo32(R(0)).popcount())); return true;
  case MI::MIN: M.set(R(0).slt(R(1)) ? R(0) : R(1)); return true;
  case MI::MAX: M.set(R(0).slt(R(1)) ? R(1) : R(0)); return true;
  case MI::MINU: M.set(R(0).ult(R(1)) ? R(0) : R(1)); return true;
  case MI::MAXU: M.set(R(0).ult(R(1)) ? R(1) : R(0)); return true;
  case MI::CZERO_EQZ: M.set(R(1).isZero() ? APInt::zero(XLen) : R(0)); return true;
  case MI::CZERO_NEZ: M.set(R(1).isZero() ? R(0) : APInt::zero(XLen)); return true;
  case MI::SEXT_B: M.set(R(0).trunc(8).sext(XLen)); return true;
  case MI::SEXT_H: M.set(R(0).trunc(16).sext(XLen)); return true;
  case MI::ZEXT_H_RV32:
  case MI::ZEXT_H_RV64: M.set(R(0).trunc(16).zext(XLen)); return true;
  case MI::ROL: M.set(R(0).rotl(M.shamt(R(1), XLen))); return true;
  case MI::ROR: M.set(R(0).rotr(M.shamt(R(1), XLen))); return true;
  case MI::RORI: M.set(R(0).rotr(M.shamt(I(1), XLen))); return true;
  case MI::ROLW: M.set(M.w(M.lo32(R(0)).rotl(M.shamt(R(1), 32)))); return true;
  case MI::RORW: M.set(M.w(M.lo32(R(0)).rotr(M.shamt(R(1), 32)))); return true;
  case MI::RORIW: M.set(M.w(M.lo32(R(0)).rotr(M.shamt(I(1), 32)))); return true;
  case MI::ORC_B: {
    APInt V = R(0), Out = APInt::zero(XLen);
    for (unsigned B = 0; B < XLen; B += 8)
      if (!V.extractBits(8, B).isZero()) Out = Out.insertBits(APInt::allOnes(8), B);
    M.set(Out);
    return true;
  }
  case MI::REV8_RV32:
  case MI::REV8_RV64: M.set(R(0).byteSwap()); return true;
  // Zba (the .uw forms read the low 32 bits of their first operand, zero-extended)
  case MI::SLLI_UW: M.set(M.lo32(R(0)).zext(XLen).shl(M.shamt(I(1), XLen))); return true;
  case MI::ADD_UW: M.set(M.lo32(R(0)).zext(XLen) + R(1)); return true;
  case MI::SH1ADD: M.set(R(0).shl(1) + R(1)); return true;
  case MI::SH2ADD: M.set(R(0).shl(2) + R(1)); return true;
  case MI::SH3ADD: M.set(R(0).shl(3) + R(1)); return true;
  // Zbs
  case MI::BSETI: M.set(R(0) | APInt(XLen, 1).shl(M.shamt(I(1), XLen))); return true;
  case MI::BCLRI: M.set(R(0) & ~APInt(XLen, 1).shl(M.shamt(I(1), XLen))); return true;
  // Zbkb: the low halves of both operands, the second above the first
  case MI::PACK:
    M.set(R(0).trunc(XLen / 2).zext(XLen) | R(1).trunc(XLen / 2).zext(XLen).shl(XLen / 2));
    return true;
  default: return evalFPMachineNode(E, XLen);
  }
}

} // namespace dt::riscv
