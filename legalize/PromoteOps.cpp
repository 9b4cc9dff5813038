// legalize/PromoteOps.cpp — Promote rules: operations computed in their promote-to type (the operation
// legalizer's family; contract in legalize/LegalizeDAG.h). On RISC-V this is f16 arithmetic with Zfhmin but
// not Zfh: extend to f32, compute there, round back.
//
// Invariants: the rules follow LLVM 19's SelectionDAGLegalize::PromoteNode case by case, in its node order;
// the type promoted from (OVT) is the result type except for the compares, whose operand type decides; the
// FP_ROUND back carries LLVM's "truncation is exact" flag operand exactly as PromoteNode writes it (a
// TargetConstant 0 after arithmetic, 1 after copysign, a plain Constant 0 after SELECT).
#include "legalize/LegalizeDAG.h"

namespace dt {

namespace {

struct PromoteRules {
  SelectionDAGLegalize& L;
  SelectionDAG& DAG;
  const TargetLowering& TLI;
  EVT OVT, NVT;

  SDValue roundBack(SDValue V, bool IsTarget, uint64_t Trunc = 0) {
    return DAG.getNode(ISD::FP_ROUND, OVT, V, DAG.getIntPtrConstant(Trunc, IsTarget));
  }
  SDValue fpExtend(SDValue V) { return DAG.getNode(ISD::FP_EXTEND, NVT, V); }
  int32_t compareExtension(ISD::CondCode CC) const {
    if (!NVT.isInteger()) return ISD::FP_EXTEND;
    return ISD::isSignedIntSetCC(CC) ? ISD::SIGN_EXTEND : ISD::ZERO_EXTEND;
  }

  /// Bit counts in a wider integer: zero-extend (cttz: any-extend with a guard bit above the value), count,
  /// correct ctlz for the extra leading zeros, truncate.
  SDValue bitCount(SDNode* N) {
    int32_t Opc = N->getOpcode();
    bool IsCttz = Opc == ISD::CTTZ || Opc == ISD::CTTZ_ZERO_UNDEF;
    SDValue V = DAG.getNode(IsCttz ? ISD::ANY_EXTEND : ISD::ZERO_EXTEND, NVT, N->getOperand(0));
    if (Opc == ISD::CTTZ) {
      APInt TopBit = APInt::one(unsigned(NVT.sizeInBits())).shl(unsigned(OVT.sizeInBits()));
      V = DAG.getNode(ISD::OR, NVT, V, DAG.getConstant(TopBit, NVT));
    }
    V = DAG.getNode(Opc, NVT, V);
    if (Opc == ISD::CTLZ || Opc == ISD::CTLZ_ZERO_UNDEF)
      V = DAG.getNode(ISD::SUB, NVT, V, DAG.getConstant(NVT.sizeInBits() - OVT.sizeInBits(), NVT));
    return DAG.getNode(ISD::TRUNCATE, OVT, V);
  }

  SDValue select(SDNode* N) {
    EVT VT = N->getValueType(0);
    int32_t ExtOp, TruncOp;
    if (VT.isVector() || VT.sizeInBits() == NVT.sizeInBits())
      ExtOp = TruncOp = ISD::BITCAST;
    else if (VT.isInteger())
      ExtOp = ISD::ANY_EXTEND, TruncOp = ISD::TRUNCATE;
    else
      ExtOp = ISD::FP_EXTEND, TruncOp = ISD::FP_ROUND;
    SDValue T = DAG.getNode(ExtOp, NVT, N->getOperand(1));
    SDValue F = DAG.getNode(ExtOp, NVT, N->getOperand(2));
    SDValue Sel = DAG.getSelect(NVT, N->getOperand(0), T, F);
    Sel->setFlags(N->getFlags());
    if (TruncOp != ISD::FP_ROUND) return DAG.getNode(TruncOp, VT, Sel);
    return DAG.getNode(ISD::FP_ROUND, VT, Sel, DAG.getIntPtrConstant(0));
  }

  SDValue selectCC(SDNode* N) {
    SDValue Cond = N->getOperand(4);
    ISD::CondCode CC = Cond->getCondCode();
    int32_t ExtOp = compareExtension(CC);
    SDValue LHS = N->getOperand(0), RHS = N->getOperand(1);
    if (!TLI.isCondCodeLegal(CC, N->getValueType(0))) {
      LHS = DAG.getNode(ExtOp, NVT, LHS);
      RHS = DAG.getNode(ExtOp, NVT, RHS);
    }
    SDValue T = DAG.getNode(ExtOp, NVT, N->getOperand(2));
    SDValue F = DAG.getNode(ExtOp, NVT, N->getOperand(3));
    SDValue Res = DAG.getNode(ISD::SELECT_CC, NVT, {LHS, RHS, T, F, Cond}, N->getFlags());
    if (ExtOp != ISD::FP_EXTEND) return DAG.getNode(ISD::TRUNCATE, OVT, Res);
    return roundBack(Res, true);
  }
};

} // namespace

bool promoteOp(SelectionDAGLegalize& L, SDNode* N, std::vector<SDValue>& Results) {
  SelectionDAG& DAG = L.dag();
  int32_t Opc = N->getOpcode();
  // The type being promoted: the compared type for compares, else the result type.
  EVT OVT = N->getNumValues() ? N->getValueType(0) : EVT::other();
  if (Opc == ISD::SETCC || Opc == ISD::UINT_TO_FP || Opc == ISD::SINT_TO_FP)
    OVT = N->getOperand(0).getValueType();
  if (Opc == ISD::BR_CC || Opc == ISD::SELECT_CC) OVT = N->getOperand(2).getValueType();
  switch (Opc) {
  case ISD::CTTZ:
  case ISD::CTTZ_ZERO_UNDEF:
  case ISD::CTLZ:
  case ISD::CTLZ_ZERO_UNDEF:
  case ISD::CTPOP:
  case ISD::SELECT:
  case ISD::SELECT_CC:
  case ISD::SETCC:
  case ISD::BR_CC:
  case ISD::FADD:
  case ISD::FSUB:
  case ISD::FMUL:
  case ISD::FDIV:
  case ISD::FREM:
  case ISD::FMINNUM:
  case ISD::FMAXNUM:
  case ISD::FMINIMUM:
  case ISD::FMAXIMUM:
  case ISD::FPOW:
  case ISD::FMA:
  case ISD::FCOPYSIGN:
  case ISD::FLDEXP:
  case ISD::FFLOOR:
  case ISD::FCEIL:
  case ISD::FRINT:
  case ISD::FNEARBYINT:
  case ISD::FROUND:
  case ISD::FROUNDEVEN:
  case ISD::FTRUNC:
  case ISD::FNEG:
  case ISD::FSQRT:
  case ISD::FSIN:
  case ISD::FCOS:
  case ISD::FLOG:
  case ISD::FLOG2:
  case ISD::FLOG10:
  case ISD::FABS:
  case ISD::FEXP:
  case ISD::FEXP2: break;
  default: return false;
  }
  PromoteRules R{L, DAG, L.tli(), OVT, L.tli().getTypeToPromoteTo(Opc, OVT)};
  EVT NVT = R.NVT;
  switch (Opc) {
  case ISD::CTTZ:
  case ISD::CTTZ_ZERO_UNDEF:
  case ISD::CTLZ:
  case ISD::CTLZ_ZERO_UNDEF:
  case ISD::CTPOP: Results.push_back(R.bitCount(N)); return true;
  case ISD::SELECT: Results.push_back(R.select(N)); return true;
  case ISD::SELECT_CC: Results.push_back(R.selectCC(N)); return true;
  case ISD::SETCC: {
    int32_t ExtOp = R.compareExtension(N->getOperand(2)->getCondCode());
    SDValue LHS = DAG.getNode(ExtOp, NVT, N->getOperand(0));
    SDValue RHS = DAG.getNode(ExtOp, NVT, N->getOperand(1));
    Results.push_back(DAG.getNode(ISD::SETCC, N->getValueType(0), LHS, RHS, N->getOperand(2), N->getFlags()));
    return true;
  }
  case ISD::BR_CC: {
    int32_t ExtOp = R.compareExtension(N->getOperand(1)->getCondCode());
    SDValue LHS = DAG.getNode(ExtOp, NVT, N->getOperand(2));
    SDValue RHS = DAG.getNode(ExtOp, NVT, N->getOperand(3));
    Results.push_back(DAG.getNode(ISD::BR_CC, N->getValueType(0),
                                  {N->getOperand(0), N->getOperand(1), LHS, RHS, N->getOperand(4)}));
    return true;
  }
  case ISD::FADD:
  case ISD::FSUB:
  case ISD::FMUL:
  case ISD::FDIV:
  case ISD::FREM:
  case ISD::FMINNUM:
  case ISD::FMAXNUM:
  case ISD::FMINIMUM:
  case ISD::FMAXIMUM:
  case ISD::FPOW: {
    SDValue A = R.fpExtend(N->getOperand(0));
    SDValue B = R.fpExtend(N->getOperand(1));
    Results.push_back(R.roundBack(DAG.getNode(Opc, NVT, A, B, N->getFlags()), true));
    return true;
  }
  case ISD::FMA: {
    SDValue A = R.fpExtend(N->getOperand(0));
    SDValue B = R.fpExtend(N->getOperand(1));
    SDValue C = R.fpExtend(N->getOperand(2));
    Results.push_back(R.roundBack(DAG.getNode(Opc, NVT, A, B, C), true));
    return true;
  }
  case ISD::FCOPYSIGN:
  case ISD::FLDEXP: {
    // Only the magnitude operand changes type; copysign changes no other bit, so its rounding is exact.
    SDValue A = R.fpExtend(N->getOperand(0));
    SDValue Res = DAG.getNode(Opc, NVT, A, N->getOperand(1));
    Results.push_back(R.roundBack(Res, true, Opc == ISD::FCOPYSIGN ? 1 : 0));
    return true;
  }
  default: {
    // The unary FP operations.
    SDValue A = R.fpExtend(N->getOperand(0));
    Results.push_back(R.roundBack(DAG.getNode(Opc, NVT, A), true));
    return true;
  }
  }
}

} // namespace dt
