// legalize/ExpandIntegerOps.cpp — Expand rules of the operation legalizer for integer operations on legal
// types: the generic rewrites LLVM's TargetLowering::expand* functions perform, in the same node order, so
// node ids match llc's dumps.
//
// Contract (LegalizeDAG.h): expandIntegerOp returns false when it has no rule for N's opcode; otherwise it
// pushes one value per result of N (or nothing, when this rule does not apply in this configuration, so
// that the driver falls back to a libcall).
#include "legalize/LegalizeDAG.h"

#include <bit>

namespace dt {

namespace {

struct IntegerRules {
  SelectionDAGLegalize& L;
  SelectionDAG& DAG;
  const TargetLowering& TLI;

  /// rotl/rotr as two shifts and an or: x << (c & (w-1)) | x >> (-c & (w-1)) for a power-of-two width w,
  /// or through the opposite rotate when only that one is available.
  SDValue expandRotate(SDNode* N) {
    EVT VT = N->getValueType(0);
    unsigned Width = unsigned(VT.scalarSizeInBits());
    bool Left = N->getOpcode() == ISD::ROTL;
    SDValue X = N->getOperand(0), Amt = N->getOperand(1);
    EVT ShVT = Amt.getValueType();
    SDValue Zero = DAG.getConstant(0, ShVT);
    int32_t Reverse = Left ? ISD::ROTR : ISD::ROTL;
    bool Pow2 = std::has_single_bit(Width);
    if (!TLI.isOperationLegalOrCustom(N->getOpcode(), VT) && TLI.isOperationLegalOrCustom(Reverse, VT) &&
        Pow2) {
      SDValue Neg = DAG.getNode(ISD::SUB, ShVT, Zero, Amt);
      return DAG.getNode(Reverse, VT, X, Neg);
    }
    int32_t ShOpc = Left ? ISD::SHL : ISD::SRL, HsOpc = Left ? ISD::SRL : ISD::SHL;
    SDValue WidthMinusOne = DAG.getConstant(Width - 1, ShVT);
    SDValue ShVal, HsVal;
    if (Pow2) {
      SDValue NegAmt = DAG.getNode(ISD::SUB, ShVT, Zero, Amt);
      SDValue ShAmt = DAG.getNode(ISD::AND, ShVT, Amt, WidthMinusOne);
      ShVal = DAG.getNode(ShOpc, VT, X, ShAmt);
      SDValue HsAmt = DAG.getNode(ISD::AND, ShVT, NegAmt, WidthMinusOne);
      HsVal = DAG.getNode(HsOpc, VT, X, HsAmt);
    } else {
      // c % w and w - 1 - c % w; the second shift is split in two so that no shift is by w.
      SDValue WidthC = DAG.getConstant(Width, ShVT);
      SDValue ShAmt = DAG.getNode(ISD::UREM, ShVT, Amt, WidthC);
      ShVal = DAG.getNode(ShOpc, VT, X, ShAmt);
      SDValue HsAmt = DAG.getNode(ISD::SUB, ShVT, WidthMinusOne, ShAmt);
      SDValue One = DAG.getConstant(1, ShVT);
      HsVal = DAG.getNode(HsOpc, VT, DAG.getNode(HsOpc, VT, X, One), HsAmt);
    }
    return DAG.getNode(ISD::OR, VT, ShVal, HsVal);
  }
};

} // namespace

bool expandIntegerOp(SelectionDAGLegalize& L, SDNode* N, std::vector<SDValue>& Results) {
  IntegerRules R{L, L.dag(), L.tli()};
  switch (N->getOpcode()) {
  case ISD::ROTL:
  case ISD::ROTR: Results.push_back(R.expandRotate(N)); return true;
  default: return false;
  }
}

} // namespace dt
