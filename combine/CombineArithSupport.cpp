// combine/CombineArithSupport.cpp — the matchers and analyses the arithmetic fold files share
// (see CombineArithSupport.h): constant predicates, overflow questions by known bits and sign bits,
// foldBinOpIntoSelect and reassociateOps.
#include "combine/CombineArithSupport.h"

namespace dt {
namespace arith {

// ---- shared helpers ---------------------------------------------------------------------------------------

bool isConstantIntOrBuildVector(SDValue V) {
  if (isConstantNode(V)) return true;
  if (V.getOpcode() != ISD::BUILD_VECTOR) return false;
  for (const SDUse& Op : V->ops())
    if (!isConstantNode(Op.get()) && !Op.get().isUndef()) return false;
  return true;
}

SDValue foldConstants(SelectionDAG& DAG, int32_t Opc, EVT VT, SDValue A, SDValue B) {
  if (!isScalarConstant(A, true) || !isScalarConstant(B, true)) return SDValue();
  SDValue R = DAG.getNode(Opc, VT, A, B);
  return isConstantNode(R) || R.isUndef() ? R : SDValue();
}

bool isBitwiseNot(SDValue V) {
  return V.getOpcode() == ISD::XOR && isAllOnesConstant(V.getOperand(1));
}

bool isNegation(SDValue V, SDValue& X) {
  if (V.getOpcode() != ISD::SUB || !isNullConstant(V.getOperand(0))) return false;
  X = V.getOperand(1);
  return true;
}

bool signBitIsZero(DAGCombiner& C, SDValue V) {
  if (!V.getValueType().isInteger() || V.getValueType().isVector()) return false;
  return C.knownBits(V).isNonNegative();
}

bool isKnownNeverZero(DAGCombiner& C, SDValue V) {
  if (isConstantNode(V)) return !V->getAPIntValue().isZero();
  if (!V.getValueType().isScalarInteger()) return false;
  return !C.knownBits(V).One.isZero();
}

bool isKnownToBeAPowerOfTwo(DAGCombiner& C, SDValue V) {
  (void)C;
  if (isConstantNode(V)) return !V->isOpaqueConstant() && V->getAPIntValue().isPowerOf2();
  // 1 << y is a power of two or poison; the sign mask >> y likewise.
  if (V.getOpcode() == ISD::SHL && isOneConstant(V.getOperand(0))) return true;
  if (V.getOpcode() == ISD::SRL && isConstantNode(V.getOperand(0)) &&
      V.getOperand(0)->getAPIntValue().isSignMask())
    return true;
  return false;
}

bool haveNoCommonBitsSet(DAGCombiner& C, SDValue A, SDValue B) {
  if (!A.getValueType().isScalarInteger()) return false;
  KnownBits KA = C.knownBits(A), KB = C.knownBits(B);
  return (KA.Zero | KB.Zero).isAllOnes();
}

static APInt maxValue(const KnownBits& K) {
  return ~K.Zero;
}
static APInt minValue(const KnownBits& K) {
  return K.One;
}

bool willNotOverflowAdd(DAGCombiner& C, bool Signed, SDValue A, SDValue B) {
  if (isNullConstant(B) || isNullConstant(A)) return true;
  if (!A.getValueType().isScalarInteger()) return false;
  if (Signed) {
    if (C.numSignBits(A) > 1 && C.numSignBits(B) > 1) return true;
    return false;
  }
  KnownBits KA = C.knownBits(A), KB = C.knownBits(B);
  bool Overflow = false;
  (void)maxValue(KA).uadd_ov(maxValue(KB), Overflow);
  return !Overflow;
}

bool willNotOverflowSub(DAGCombiner& C, bool Signed, SDValue A, SDValue B) {
  if (isNullConstant(B)) return true;
  if (!A.getValueType().isScalarInteger()) return false;
  if (Signed) return C.numSignBits(A) > 1 && C.numSignBits(B) > 1;
  KnownBits KA = C.knownBits(A), KB = C.knownBits(B);
  return maxValue(KB).ule(minValue(KA));
}

bool willNotOverflowMul(DAGCombiner& C, bool Signed, SDValue A, SDValue B) {
  if (!A.getValueType().isScalarInteger()) return false;
  unsigned W = A.getValueType().scalarSizeInBits();
  if (Signed) {
    // |A| < 2^(W-SA) and |B| < 2^(W-SB): the product needs at most (W-SA)+(W-SB)+1 bits.
    unsigned SA = C.numSignBits(A), SB = C.numSignBits(B);
    return SA + SB > W + 1;
  }
  KnownBits KA = C.knownBits(A), KB = C.knownBits(B);
  bool Overflow = false;
  (void)maxValue(KA).umul_ov(maxValue(KB), Overflow);
  return !Overflow;
}

SDValue foldBinOpIntoSelect(DAGCombiner& C, SDNode* BO) {
  SelectionDAG& DAG = C.dag();
  int32_t Opc = BO->getOpcode();
  unsigned SelOpNo = 0;
  SDValue Sel = BO->getOperand(0);
  if (Sel.getOpcode() != ISD::SELECT || !Sel.hasOneUse()) {
    SelOpNo = 1;
    Sel = BO->getOperand(1);
  }
  if (Sel.getOpcode() != ISD::SELECT || !Sel.hasOneUse()) return SDValue();
  SDValue CT = Sel.getOperand(1), CF = Sel.getOperand(2);
  SDValue CBO = BO->getOperand(SelOpNo ^ 1);
  if (!isScalarConstant(CT, true) || !isScalarConstant(CF, true) || !isScalarConstant(CBO, true))
    return SDValue();
  EVT VT = BO->getValueType(0);
  auto FoldOne = [&](SDValue K) {
    return SelOpNo ? foldConstants(DAG, Opc, VT, CBO, K) : foldConstants(DAG, Opc, VT, K, CBO);
  };
  SDValue NewCT = FoldOne(CT);
  if (!NewCT) return SDValue();
  SDValue NewCF = FoldOne(CF);
  if (!NewCF) return SDValue();
  auto Scope = C.foldScope("binop-into-select", BO);
  SDValue R = DAG.getSelect(VT, Sel.getOperand(0), NewCT, NewCF);
  R->setFlags(BO->getFlags());
  return R;
}

static SDValue reassociateOpsCommutative(DAGCombiner& C, int32_t Opc, SDValue N0, SDValue N1,
                                         uint16_t Flags) {
  SelectionDAG& DAG = C.dag();
  if (N0.getOpcode() != Opc) return SDValue();
  EVT VT = N0.getValueType();
  SDValue N00 = N0.getOperand(0), N01 = N0.getOperand(1);
  if (isConstantIntOrBuildVector(N01)) {
    uint16_t NewFlags = 0;
    if (Opc == ISD::ADD && (N0->getFlags() & SDNodeFlags::NoUnsignedWrap) &&
        (Flags & SDNodeFlags::NoUnsignedWrap))
      NewFlags = SDNodeFlags::NoUnsignedWrap;
    if (isConstantIntOrBuildVector(N1)) {
      // (op (op x, c1), c2) -> (op x, (op c1, c2))
      if (SDValue K = foldConstants(DAG, Opc, VT, N01, N1)) {
        auto Scope = C.foldScope("reassociate-constants", N0.getNode());
        return DAG.getNode(Opc, VT, N00, K, NewFlags);
      }
      return SDValue();
    }
    // The target's default isReassocProfitable: the inner operation has no other user.
    if (N0.hasOneUse()) {
      // (op (op x, c1), y) -> (op (op x, y), c1): the constant moves outwards.
      auto Scope = C.foldScope("reassociate-constant-out", N0.getNode());
      SDValue Inner = DAG.getNode(Opc, VT, N00, N1, NewFlags);
      return DAG.getNode(Opc, VT, Inner, N01, NewFlags);
    }
  }
  if (N0.hasOneUse()) {
    // Regroup around an operation that already exists.
    if (N1 != N01) {
      const SDValue Ops[] = {N00, N1};
      if (SDNode* NE = DAG.getNodeIfExists(Opc, DAG.getVTList(VT), Ops)) {
        auto Scope = C.foldScope("reassociate-reuse", N0.getNode());
        return DAG.getNode(Opc, VT, SDValue(NE, 0), N01);
      }
    }
    if (N1 != N00) {
      const SDValue Ops[] = {N01, N1};
      if (SDNode* NE = DAG.getNodeIfExists(Opc, DAG.getVTList(VT), Ops)) {
        auto Scope = C.foldScope("reassociate-reuse", N0.getNode());
        return DAG.getNode(Opc, VT, SDValue(NE, 0), N00);
      }
    }
  }
  return SDValue();
}

SDValue reassociateOps(DAGCombiner& C, int32_t Opc, SDValue N0, SDValue N1, uint16_t Flags) {
  if (N0.getValueType().isFloatingPoint()) return SDValue();
  if (SDValue R = reassociateOpsCommutative(C, Opc, N0, N1, Flags)) return R;
  return reassociateOpsCommutative(C, Opc, N1, N0, Flags);
}

} // namespace arith

} // namespace dt
