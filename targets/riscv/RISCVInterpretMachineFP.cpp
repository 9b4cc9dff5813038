// targets/riscv/RISCVInterpretMachineFP.cpp — what each selected F / D / Zfh / Zfhmin instruction computes,
// for the DAG interpreter (the integer instructions are in RISCVInterpretMachine.cpp).
//
// FP register operands hold the IEEE bits of their type (f16/f32/f64); integer register operands are XLEN
// bits (x0 reads zero). Rounding-mode operands: 7 (DYN) is RNE, as frm is never changed by the programs we
// run; the static modes RNE/RTZ/RDN/RUP/RMM are honoured where the result depends on them (conversions to
// integers, FROUND). NaN results are whatever the shared FP helpers give: the exec harness treats every
// NaN alike, so RISC-V's canonical NaN need not be modelled bit for bit.
#include "dag/FunctionLowering.h"
#include "support/FloatFormat.h"
#include "targets/riscv/RISCVInstrInfo.h"
#include "targets/riscv/RISCVInterpretMachine.h"

namespace dt::riscv {

namespace {

FPFormat formatOfType(EVT VT) {
  return interp::fpFormatOf(VT);
}
const FPFormat Half = formatOfType(EVT::f16()), Single = formatOfType(EVT::f32()),
               Double = formatOfType(EVT::f64());

struct FPEval {
  NodeEval& E;
  unsigned XLen;

  /// An integer register operand (XLEN bits).
  APInt gpr(unsigned I) const {
    const SDNode* O = E.opNode(I);
    if (O->getOpcode() == ISD::Register) return E.readReg(O->getReg(), XLen);
    return E.op(I);
  }
  /// An FP register operand: the IEEE bits of its type.
  const APInt& fpr(unsigned I) const { return E.op(I); }
  uint64_t imm(unsigned I) const { return E.constOp(I).lowWord(); }

  RoundMode roundMode(uint64_t RM) const {
    switch (RM) {
    case 0: return RoundMode::NearestEven;
    case 1: return RoundMode::Trunc;
    case 2: return RoundMode::Floor;
    case 3: return RoundMode::Ceil;
    case 4: return RoundMode::NearestAway;
    case 7: return RoundMode::NearestEven; // DYN with frm = RNE
    default: E.fail("invalid RISC-V rounding mode " + std::to_string(RM));
    }
  }
  /// Arithmetic rounds correctly only in RNE in the shared helpers: any other static mode is refused
  /// rather than computed wrongly (selection only emits DYN for arithmetic).
  void requireNearestEven(unsigned I) const {
    uint64_t RM = imm(I);
    if (RM != 7 && RM != 0) E.fail("RISC-V FP arithmetic with static rounding mode " + std::to_string(RM));
  }

  /// fcvt.{w,wu,l,lu}.fmt: round by the mode, saturate; NaN converts to the largest value.
  void toInt(FPFormat F, unsigned Bits, bool Signed) const {
    const APInt& X = fpr(0);
    APInt R;
    if (fpIsNaN(F, X)) {
      R = Signed ? APInt::signedMax(Bits) : APInt::allOnes(Bits);
    } else {
      bool InRange = true;
      R = fpToInt(F, fpRound(F, X, roundMode(imm(1))), Bits, Signed, InRange);
    }
    // The 32-bit results are sign-extended on RV64, fcvt.wu too.
    E.set(0, R.sextOrTrunc(XLen));
  }
  /// fcvt.fmt.{w,wu,l,lu}: the low Bits bits of the register, exactly or rounded to nearest even.
  void fromInt(FPFormat F, unsigned Bits, bool Signed) const {
    requireNearestEven(1);
    E.set(0, intToFP(F, gpr(0).trunc(Bits), Signed));
  }
  void sgnj(FPFormat F, bool Negate, bool Xor) const {
    unsigned W = fpBits(F);
    APInt A = fpr(0);
    bool SignA = A.getBit(W - 1), SignB = fpr(1).getBit(W - 1);
    bool Sign = Xor ? SignA != SignB : Negate ? !SignB : SignB;
    A.clearBit(W - 1);
    if (Sign) A.setBit(W - 1);
    E.set(0, A);
  }
  void compare(FPFormat F, bool Lt, bool Eq) const {
    FPCmpResult R = fpCompare(F, fpr(0), fpr(1));
    bool B = (Lt && R == FPCmpResult::Less) || (Eq && R == FPCmpResult::Equal);
    E.set(0, APInt(XLen, B ? 1 : 0));
  }
  void minMax(FPFormat F, bool Max) const {
    const APInt &A = fpr(0), &B = fpr(1);
    if (fpIsNaN(F, A) && fpIsNaN(F, B))
      E.set(0, fpQNaN(F));
    else
      E.set(0, Max ? fpMaxNum(F, A, B) : fpMinNum(F, A, B));
  }
  /// fmadd family: (±a)·b + (±c), one rounding.
  void fma(FPFormat F, bool NegProduct, bool NegAddend) const {
    requireNearestEven(3);
    APInt A = NegProduct ? fpNeg(F, fpr(0)) : fpr(0);
    APInt C = NegAddend ? fpNeg(F, fpr(2)) : fpr(2);
    E.set(0, fpFma(F, A, fpr(1), C));
  }
  void classify(FPFormat F) const {
    unsigned M = interp::fpClassMask(F, fpr(0));
    // LLVM's FPClassTest bit → the fclass result bit (0 = -inf ... 9 = quiet NaN).
    static const unsigned Map[][2] = {{0x1, 8},  {0x2, 9},  {0x4, 0},  {0x8, 1},   {0x10, 2},
                                      {0x20, 3}, {0x40, 4}, {0x80, 5}, {0x100, 6}, {0x200, 7}};
    unsigned R = 0;
    for (const auto& [LLVMBit, RVBit] : Map)
      if (M & LLVMBit) R = 1u << RVBit;
    E.set(0, APInt(XLen, R));
  }
  /// PseudoFROUND (src, max, rm): round to an integral value unless |src| >= max (already integral).
  void round(FPFormat F) const {
    const APInt& X = fpr(0);
    if (fpIsNaN(F, X)) {
      E.set(0, fpAdd(F, X, X));
      return;
    }
    bool Big = fpCompare(F, fpAbs(F, X), fpr(1)) != FPCmpResult::Less;
    E.set(0, Big ? X : fpCopySign(F, fpRound(F, X, roundMode(imm(2))), X));
  }
  void select() const {
    static const ISD::CondCode CCs[] = {ISD::SETEQ, ISD::SETNE,  ISD::SETLT,
                                        ISD::SETGE, ISD::SETULT, ISD::SETUGE};
    uint64_t CC = imm(2);
    if (CC > 5) E.fail("invalid RISC-V condition code " + std::to_string(CC));
    APInt L = gpr(0), R = gpr(1);
    bool Holds;
    switch (CCs[CC]) {
    case ISD::SETEQ: Holds = L == R; break;
    case ISD::SETNE: Holds = L != R; break;
    case ISD::SETLT: Holds = L.slt(R); break;
    case ISD::SETGE: Holds = !L.slt(R); break;
    case ISD::SETULT: Holds = L.ult(R); break;
    default: Holds = !L.ult(R); break;
    }
    E.set(0, Holds ? fpr(3) : fpr(4));
  }
  void load(unsigned Bytes) const {
    uint64_t Addr = E.address(gpr(0) + machineImmOperand(E, 1, XLen));
    E.set(0, E.memory().load(Addr, Bytes * 8));
  }
  void store(unsigned Bytes) const {
    uint64_t Addr = E.address(gpr(1) + machineImmOperand(E, 2, XLen));
    E.memory().store(Addr, fpr(0).trunc(Bytes * 8));
  }
};

} // namespace

bool evalFPMachineNode(NodeEval& E, unsigned XLen) {
  FPEval M{E, XLen};
  unsigned Opc = E.node().getMachineOpcode();
  // One case list per precision: the opcodes of a precision differ only in the format.
  auto arith = [&](FPFormat F, unsigned Add, unsigned Sub, unsigned Mul, unsigned Div) -> bool {
    const APInt &A = M.fpr(0), &B = M.fpr(1);
    if (Opc == Add || Opc == Sub || Opc == Mul || Opc == Div) {
      M.requireNearestEven(2);
      E.set(0, Opc == Add   ? fpAdd(F, A, B)
               : Opc == Sub ? fpSub(F, A, B)
               : Opc == Mul ? fpMul(F, A, B)
                            : fpDiv(F, A, B));
      return true;
    }
    return false;
  };
  switch (Opc) {
#define DT_FP_PRECISION(S, FMT)                                                                              \
  case MI::FADD_##S:                                                                                         \
  case MI::FSUB_##S:                                                                                         \
  case MI::FMUL_##S:                                                                                         \
  case MI::FDIV_##S: return arith(FMT, MI::FADD_##S, MI::FSUB_##S, MI::FMUL_##S, MI::FDIV_##S);              \
  case MI::FSQRT_##S:                                                                                        \
    M.requireNearestEven(1);                                                                                 \
    E.set(0, fpSqrt(FMT, M.fpr(0)));                                                                         \
    return true;                                                                                             \
  case MI::FMIN_##S: M.minMax(FMT, false); return true;                                                      \
  case MI::FMAX_##S: M.minMax(FMT, true); return true;                                                       \
  case MI::FSGNJ_##S: M.sgnj(FMT, false, false); return true;                                                \
  case MI::FSGNJN_##S: M.sgnj(FMT, true, false); return true;                                                \
  case MI::FSGNJX_##S: M.sgnj(FMT, false, true); return true;                                                \
  case MI::FMADD_##S: M.fma(FMT, false, false); return true;                                                 \
  case MI::FMSUB_##S: M.fma(FMT, false, true); return true;                                                  \
  case MI::FNMSUB_##S: M.fma(FMT, true, false); return true;                                                 \
  case MI::FNMADD_##S: M.fma(FMT, true, true); return true;                                                  \
  case MI::FEQ_##S: M.compare(FMT, false, true); return true;                                                \
  case MI::FLT_##S: M.compare(FMT, true, false); return true;                                                \
  case MI::FLE_##S: M.compare(FMT, true, true); return true;                                                 \
  case MI::FCLASS_##S: M.classify(FMT); return true;                                                         \
  case MI::FCVT_W_##S: M.toInt(FMT, 32, true); return true;                                                  \
  case MI::FCVT_WU_##S: M.toInt(FMT, 32, false); return true;                                                \
  case MI::FCVT_L_##S: M.toInt(FMT, 64, true); return true;                                                  \
  case MI::FCVT_LU_##S: M.toInt(FMT, 64, false); return true;                                                \
  case MI::FCVT_##S##_W: M.fromInt(FMT, 32, true); return true;                                              \
  case MI::FCVT_##S##_WU: M.fromInt(FMT, 32, false); return true;                                            \
  case MI::FCVT_##S##_L: M.fromInt(FMT, 64, true); return true;                                              \
  case MI::FCVT_##S##_LU: M.fromInt(FMT, 64, false); return true;                                            \
  case MI::PseudoFROUND_##S: M.round(FMT); return true;
    DT_FP_PRECISION(S, Single)
    DT_FP_PRECISION(D, Double)
    DT_FP_PRECISION(H, Half)
#undef DT_FP_PRECISION
  case MI::Select_FPR16_Using_CC_GPR:
  case MI::Select_FPR32_Using_CC_GPR:
  case MI::Select_FPR64_Using_CC_GPR: M.select(); return true;
  // widths
  case MI::FCVT_S_D: E.set(0, fpConvert(Double, M.fpr(0), Single)); return true;
  case MI::FCVT_D_S: E.set(0, fpConvert(Single, M.fpr(0), Double)); return true;
  case MI::FCVT_S_H: E.set(0, fpConvert(Half, M.fpr(0), Single)); return true;
  case MI::FCVT_H_S: E.set(0, fpConvert(Single, M.fpr(0), Half)); return true;
  case MI::FCVT_D_H: E.set(0, fpConvert(Half, M.fpr(0), Double)); return true;
  case MI::FCVT_H_D: E.set(0, fpConvert(Double, M.fpr(0), Half)); return true;
  // moves: FP → integer sign-extends the bits to XLEN
  case MI::FMV_W_X: E.set(0, M.gpr(0).trunc(32)); return true;
  case MI::FMV_D_X: E.set(0, M.gpr(0).sextOrTrunc(64)); return true;
  case MI::FMV_H_X: E.set(0, M.gpr(0).trunc(16)); return true;
  case MI::FMV_X_W:
  case MI::FMV_X_D:
  case MI::FMV_X_H: E.set(0, M.fpr(0).sextOrTrunc(XLen)); return true;
  case MI::BuildPairF64Pseudo:
    E.set(0, M.gpr(0).trunc(32).zext(64) | M.gpr(1).trunc(32).zext(64).shl(32));
    return true;
  case MI::SplitF64Pseudo:
    E.set(0, M.fpr(0).trunc(32));
    E.set(1, M.fpr(0).extractBits(32, 32));
    return true;
  // memory
  case MI::FLW: M.load(4); return true;
  case MI::FLD: M.load(8); return true;
  case MI::FLH: M.load(2); return true;
  case MI::FSW: M.store(4); return true;
  case MI::FSD: M.store(8); return true;
  case MI::FSH: M.store(2); return true;
  default: return false;
  }
}

} // namespace dt::riscv
