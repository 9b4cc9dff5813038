// combine/CombineRotate.cpp — LLVM 19's MatchRotate: an or of opposite shifts becomes a rotate (same shifted
// value) or a funnel shift (two values).
//
// What fires when (LLVM's rules): by constant amounts summing to the width the rotate is formed before
// operation legalization even when the target has no rotate (the legalizer expands it back: the DAG then
// matches LLVM's, and targets with a rotate get it); with variable amounts (y and width - y, possibly masked)
// only when ROTL/ROTR (or FSHL/FSHR) is Legal or Custom — RISC-V with Zbb/Zbkb — and after operation
// legalization only Legal ones. A truncated rotate matches through the truncates; masks on the shifted halves
// are reapplied for constant amounts. Left out: extracting a shift from mul/udiv/shift halves
// (extractShiftForRotate), the disguised-rotate-inside-an-or form, and the xor'd-amount funnel forms (RISC-V
// has no legal funnel shift).
#include "combine/CombineLogicShared.h"

namespace dt::logic {

namespace {

SDValue stripConstantMask(SDValue Op, SDValue& Mask) {
  if (Op.getOpcode() == ISD::AND && isConstantNode(Op.getOperand(1))) {
    Mask = Op.getOperand(1);
    return Op.getOperand(0);
  }
  return Op;
}

bool matchRotateHalf(SDValue Op, SDValue& Shift, SDValue& Mask) {
  Op = stripConstantMask(Op, Mask);
  if (Op.getOpcode() == ISD::SRL || Op.getOpcode() == ISD::SHL) {
    Shift = Op;
    return true;
  }
  return false;
}

/// Peels an and whose constant keeps all of the low Bits bits (they are all a rotate amount uses); the
/// stand-in for LLVM's SimplifyMultipleUseDemandedBits on the amount.
SDValue peelLowBitsMask(SDValue V, unsigned Bits) {
  if (V.getOpcode() == ISD::AND && isConstantNode(V.getOperand(1)) &&
      V->getOperand(1)->getAPIntValue().countTrailingOnes() >= Bits)
    return V.getOperand(0);
  return V;
}

/// Whether Neg == (Pos == 0 ? 0 : EltSize - Pos) whenever both are in range (LLVM's matchRotateSub).
bool matchRotateSub(SDValue Pos, SDValue Neg, unsigned EltSize, bool IsRotate) {
  unsigned MaskLoBits = 0;
  if (IsRotate && EltSize && (EltSize & (EltSize - 1)) == 0) {
    unsigned Bits = 0;
    while ((1u << Bits) < EltSize) ++Bits;
    if (Neg.getScalarValueSizeInBits() >= Bits) {
      SDValue Inner = peelLowBitsMask(Neg, Bits);
      if (Inner != Neg) {
        Neg = Inner;
        MaskLoBits = Bits;
      }
    }
  }
  if (Neg.getOpcode() != ISD::SUB || !isConstantNode(Neg.getOperand(0))) return false;
  const APInt& NegC = Neg->getOperand(0)->getAPIntValue();
  SDValue NegOp1 = Neg.getOperand(1);
  if (MaskLoBits && Pos.getScalarValueSizeInBits() >= MaskLoBits) Pos = peelLowBitsMask(Pos, MaskLoBits);
  APInt Width(NegC.getBitWidth(), 0);
  if (Pos == NegOp1 || (NegOp1.getOpcode() == ISD::TRUNCATE && Pos == NegOp1.getOperand(0))) {
    Width = NegC;
  } else if (Pos.getOpcode() == ISD::ADD && Pos.getOperand(0) == NegOp1 &&
             isConstantNode(Pos.getOperand(1)) &&
             Pos->getOperand(1)->getAPIntValue().getBitWidth() == NegC.getBitWidth()) {
    Width = Pos->getOperand(1)->getAPIntValue() + NegC;
  } else {
    return false;
  }
  if (MaskLoBits) return MaskLoBits <= Width.getBitWidth() && Width.trunc(MaskLoBits).isZero();
  return Width.eq(EltSize);
}

SDValue matchRotatePosNeg(DAGCombiner& C, SDValue Shifted, SDValue Pos, SDValue Neg, SDValue InnerPos,
                          SDValue InnerNeg, bool HasPos, int32_t PosOpc, int32_t NegOpc) {
  EVT VT = Shifted.getValueType();
  if (matchRotateSub(InnerPos, InnerNeg, VT.scalarSizeInBits(), true))
    return C.dag().getNode(HasPos ? PosOpc : NegOpc, VT, Shifted, HasPos ? Pos : Neg);
  return SDValue();
}

SDValue matchFunnelPosNeg(DAGCombiner& C, SDValue N0, SDValue N1, SDValue Pos, SDValue Neg, SDValue InnerPos,
                          SDValue InnerNeg, bool HasPos, int32_t PosOpc, int32_t NegOpc) {
  EVT VT = N0.getValueType();
  if (matchRotateSub(InnerPos, InnerNeg, VT.scalarSizeInBits(), N0 == N1))
    return C.dag().getNode(HasPos ? PosOpc : NegOpc, VT, N0, N1, HasPos ? Pos : Neg);
  return SDValue();
}

bool isExtOrTrunc(int32_t Opc) {
  return Opc == ISD::SIGN_EXTEND || Opc == ISD::ZERO_EXTEND || Opc == ISD::ANY_EXTEND || Opc == ISD::TRUNCATE;
}

} // namespace

SDValue matchRotate(DAGCombiner& C, SDValue LHS, SDValue RHS) {
  EVT VT = LHS.getValueType();
  SelectionDAG& DAG = C.dag();
  const TargetLowering& TLI = C.tli();
  bool HasROTL = hasOperation(C, ISD::ROTL, VT), HasROTR = hasOperation(C, ISD::ROTR, VT);
  bool HasFSHL = hasOperation(C, ISD::FSHL, VT), HasFSHR = hasOperation(C, ISD::FSHR, VT);
  // A scalar type that will be promoted may still rotate when the target custom-lowers it (RV64 i32).
  if (VT.isScalarInteger() && TLI.getTypeAction(VT) == TypeAction::PromoteInteger) {
    HasROTL |= TLI.getOperationAction(ISD::ROTL, VT) == LegalizeAction::Custom;
    HasROTR |= TLI.getOperationAction(ISD::ROTR, VT) == LegalizeAction::Custom;
  }
  if (C.legalOperations() && !HasROTL && !HasROTR && !HasFSHL && !HasFSHR) return SDValue();

  if (LHS.getOpcode() == ISD::TRUNCATE && RHS.getOpcode() == ISD::TRUNCATE &&
      LHS.getOperand(0).getValueType() == RHS.getOperand(0).getValueType())
    if (SDValue Rot = matchRotate(C, LHS.getOperand(0), RHS.getOperand(0)))
      return DAG.getNode(ISD::TRUNCATE, VT, Rot);

  SDValue LHSShift, LHSMask, RHSShift, RHSMask;
  matchRotateHalf(LHS, LHSShift, LHSMask);
  matchRotateHalf(RHS, RHSShift, RHSMask);
  if (!LHSShift || !RHSShift) return SDValue();
  if (LHSShift.getOpcode() == RHSShift.getOpcode()) return SDValue();
  if (RHSShift.getOpcode() == ISD::SHL) {
    std::swap(LHS, RHS);
    std::swap(LHSShift, RHSShift);
    std::swap(LHSMask, RHSMask);
  }
  unsigned EltBits = VT.scalarSizeInBits();
  SDValue LHSArg = LHSShift.getOperand(0), LHSAmt = LHSShift.getOperand(1);
  SDValue RHSArg = RHSShift.getOperand(0), RHSAmt = RHSShift.getOperand(1);
  bool ConstSum = isConstantNode(LHSAmt) && isConstantNode(RHSAmt) &&
                  LHSAmt->getAPIntValue().getBitWidth() == RHSAmt->getAPIntValue().getBitWidth() &&
                  (LHSAmt->getAPIntValue() + RHSAmt->getAPIntValue()).eq(EltBits);

  auto ApplyMasks = [&](SDValue Res) {
    if (!LHSMask && !RHSMask) return Res;
    SDValue AllOnes = DAG.getAllOnesConstant(VT), Mask = AllOnes;
    if (LHSMask) {
      SDValue RHSBits = DAG.getNode(ISD::SRL, VT, AllOnes, RHSAmt);
      Mask = DAG.getNode(ISD::AND, VT, Mask, DAG.getNode(ISD::OR, VT, LHSMask, RHSBits));
    }
    if (RHSMask) {
      SDValue LHSBits = DAG.getNode(ISD::SHL, VT, AllOnes, LHSAmt);
      Mask = DAG.getNode(ISD::AND, VT, Mask, DAG.getNode(ISD::OR, VT, RHSMask, LHSBits));
    }
    return DAG.getNode(ISD::AND, VT, Res, Mask);
  };

  bool IsRotate = LHSArg == RHSArg;
  if (!IsRotate && !(HasFSHL || HasFSHR)) return SDValue(); // needs a funnel shift
  if (ConstSum) {
    SDValue Res;
    if (IsRotate && (HasROTL || HasROTR || !(HasFSHL || HasFSHR))) {
      bool UseROTL = !C.legalOperations() || HasROTL;
      Res = DAG.getNode(UseROTL ? ISD::ROTL : ISD::ROTR, VT, LHSArg, UseROTL ? LHSAmt : RHSAmt);
    } else {
      bool UseFSHL = !C.legalOperations() || HasFSHL;
      Res = DAG.getNode(UseFSHL ? ISD::FSHL : ISD::FSHR, VT, LHSArg, RHSArg, UseFSHL ? LHSAmt : RHSAmt);
    }
    return ApplyMasks(Res);
  }
  if (!HasROTL && !HasROTR && !HasFSHL && !HasFSHR) return SDValue();
  if (LHSMask || RHSMask) return SDValue();
  SDValue LExt = LHSAmt, RExt = RHSAmt;
  if (isExtOrTrunc(LHSAmt.getOpcode()) && isExtOrTrunc(RHSAmt.getOpcode())) {
    LExt = LHSAmt.getOperand(0);
    RExt = RHSAmt.getOperand(0);
  }
  if (IsRotate && (HasROTL || HasROTR)) {
    if (SDValue R = matchRotatePosNeg(C, LHSArg, LHSAmt, RHSAmt, LExt, RExt, HasROTL, ISD::ROTL, ISD::ROTR))
      return R;
    if (SDValue R = matchRotatePosNeg(C, RHSArg, RHSAmt, LHSAmt, RExt, LExt, HasROTR, ISD::ROTR, ISD::ROTL))
      return R;
  }
  if (SDValue R =
          matchFunnelPosNeg(C, LHSArg, RHSArg, LHSAmt, RHSAmt, LExt, RExt, HasFSHL, ISD::FSHL, ISD::FSHR))
    return R;
  return matchFunnelPosNeg(C, LHSArg, RHSArg, RHSAmt, LHSAmt, RExt, LExt, HasFSHR, ISD::FSHR, ISD::FSHL);
}

} // namespace dt::logic
