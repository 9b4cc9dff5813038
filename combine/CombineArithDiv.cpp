// combine/CombineArithDiv.cpp — the combiner's folds for division, remainder and the multiply-high nodes
// (LLVM 19's DAGCombiner visitSDIV/visitUDIV/visitREM, visitSDIVLike/visitUDIVLike, visitMULHS/MULHU,
// visitSMUL_LOHI/UMUL_LOHI, visitSDIVREM/UDIVREM, and TargetLowering::BuildSDIV/BuildUDIV with the
// magic numbers of Hacker's Delight chapter 10).
//
// Folds: constants; x/-1 -> 0-x (signed) or x==-1 (unsigned); x/INT_MIN -> x==INT_MIN; undef, 0/x, x/x,
//  x/1, x%1; select of constants; sdiv/srem of non-negative values -> udiv/urem; udiv by 2^c -> srl,
//  by (shl 2^c, y) -> srl by c+y; urem by a power of two -> and; sdiv by ±2^c -> the sign-bias shift
//  sequence (RISC-V's isIntDivCheap is false, and it has no short-forward-branch variant here); division
//  by any other constant -> multiply-high by a magic number (BuildSDIV/BuildUDIV) when MULHS/MULHU (or
//  *MUL_LOHI, or a legal multiply twice as wide / in the promoted type) is available at this level;
//  remainder by a constant -> x - (x / c) * c through the same division folds; an existing twin
//  division/remainder is rewritten with the same quotient. mulhs/mulhu: constants, constant to the
//  right, x*0, x*1, mulhu by 2^c -> srl, the double-width multiply when MULH is not legal.
//  *MUL_LOHI: the half nobody uses is dropped; the double-width multiply.
// Left out: exact division by multiplicative inverse is implemented (BuildExactSDIV/UDIV), but
//  SDIVREM/UDIVREM formation (useDivRem) is not: RISC-V has neither DIVREM instructions nor divmod
//  libcalls, so LLVM never forms them there. Vector divisors (BUILD_VECTOR magic tables) are left alone.
#include "combine/CombineArithSupport.h"

namespace dt {
namespace arith {

// ---- magic numbers
// ------------------------------------------------------------------------------------------

static void udivrem(const APInt& A, const APInt& B, APInt& Q, APInt& R) {
  Q = A.udiv(B);
  R = A.urem(B);
}

SignedMagic signedDivisionMagic(const APInt& D) {
  unsigned W = D.getBitWidth();
  APInt SignedMin = APInt::signedMin(W);
  APInt AD = D.abs();
  APInt T = SignedMin + D.lshr(W - 1);
  APInt ANC = T - 1 - T.urem(AD); // |nc|, the largest value with rem(nc, d) = d-1 (in magnitude)
  unsigned P = W - 1;
  APInt Q1, R1, Q2, R2, Delta;
  udivrem(SignedMin, ANC, Q1, R1);
  udivrem(SignedMin, AD, Q2, R2);
  do {
    ++P;
    Q1 = Q1.shl(1);
    R1 = R1.shl(1);
    if (R1.uge(ANC)) {
      Q1 = Q1 + 1;
      R1 = R1 - ANC;
    }
    Q2 = Q2.shl(1);
    R2 = R2.shl(1);
    if (R2.uge(AD)) {
      Q2 = Q2 + 1;
      R2 = R2 - AD;
    }
    Delta = AD - R2;
  } while (Q1.ult(Delta) || (Q1 == Delta && R1.isZero()));
  SignedMagic M;
  M.Magic = Q2 + 1;
  if (D.isNegative()) M.Magic = -M.Magic;
  M.Shift = P - W;
  return M;
}

UnsignedMagic unsignedDivisionMagic(const APInt& D, unsigned LeadingZeros, bool AllowEvenDivisorOpt) {
  unsigned W = D.getBitWidth();
  APInt AllOnes = APInt::lowBitsSet(W, W - LeadingZeros);
  APInt SignedMin = APInt::signedMin(W), SignedMax = APInt::signedMax(W);
  UnsignedMagic M;
  // NC: the largest dividend (under the known leading zeros) with NC mod D = D-1.
  APInt NC = AllOnes - (AllOnes + 1 - D).urem(D);
  unsigned P = W - 1;
  APInt Q1, R1, Q2, R2, Delta;
  udivrem(SignedMin, NC, Q1, R1);
  udivrem(SignedMax, D, Q2, R2);
  do {
    ++P;
    if (R1.uge(NC - R1)) {
      Q1 = Q1.shl(1) + 1;
      R1 = R1.shl(1) - NC;
    } else {
      Q1 = Q1.shl(1);
      R1 = R1.shl(1);
    }
    if ((R2 + 1).uge(D - R2)) {
      if (Q2.uge(SignedMax)) M.IsAdd = true;
      Q2 = Q2.shl(1) + 1;
      R2 = R2.shl(1) + 1 - D;
    } else {
      if (Q2.uge(SignedMin)) M.IsAdd = true;
      Q2 = Q2.shl(1);
      R2 = R2.shl(1) + 1;
    }
    Delta = D - 1 - R2;
  } while (P < W * 2 && (Q1.ult(Delta) || (Q1 == Delta && R1.isZero())));

  if (M.IsAdd && !D.getBit(0) && AllowEvenDivisorOpt) {
    // An even divisor: shift the dividend first, and the smaller odd divisor needs no add fix-up.
    unsigned PreShift = D.countTrailingZeros();
    UnsignedMagic Odd = unsignedDivisionMagic(D.lshr(PreShift), LeadingZeros + PreShift, true);
    Odd.PreShift = PreShift;
    return Odd;
  }
  M.Magic = Q2 + 1;
  M.PostShift = P - W;
  if (M.IsAdd) M.PostShift -= 1;
  M.PreShift = 0;
  return M;
}

} // namespace arith

using namespace arith;

namespace {

/// The type the multiply-high of a division by constant is computed in when VT itself is not legal:
/// the promoted type, if it is at least twice as wide and has a legal MUL (LLVM's MulVT). Null EVT: none.
bool divisionMulType(DAGCombiner& C, EVT VT, EVT& MulVT) {
  const TargetLowering& TLI = C.tli();
  MulVT = EVT();
  if (TLI.isTypeLegal(VT)) return true;
  if (VT.isVector() || !VT.isScalarInteger()) return false;
  if (TLI.getTypeAction(VT) != TypeAction::PromoteInteger) return false;
  MulVT = TLI.getTypeToTransformTo(VT);
  return MulVT.sizeInBits() >= 2 * VT.sizeInBits() && TLI.isOperationLegal(ISD::MUL, MulVT);
}

/// The high half of X*Y (signed or not) in the way LLVM's BuildSDIV/BuildUDIV pick: the promoted type's
/// multiply, MULH*, *MUL_LOHI, or a legal multiply twice as wide; null when none is available.
SDValue buildMulHigh(DAGCombiner& C, bool Signed, EVT VT, EVT MulVT, SDValue X, SDValue Y) {
  SelectionDAG& DAG = C.dag();
  const TargetLowering& TLI = C.tli();
  unsigned Bits = VT.scalarSizeInBits();
  int32_t Ext = Signed ? ISD::SIGN_EXTEND : ISD::ZERO_EXTEND;
  auto Wide = [&](EVT WVT) {
    X = DAG.getNode(Ext, WVT, X);
    Y = DAG.getNode(Ext, WVT, Y);
    Y = DAG.getNode(ISD::MUL, WVT, X, Y);
    Y = DAG.getNode(ISD::SRL, WVT, Y, DAG.getShiftAmountConstant(Bits, WVT));
    return DAG.getNode(ISD::TRUNCATE, VT, Y);
  };
  if (!TLI.isTypeLegal(VT)) return Wide(MulVT);
  int32_t MulH = Signed ? ISD::MULHS : ISD::MULHU;
  int32_t LoHi = Signed ? ISD::SMUL_LOHI : ISD::UMUL_LOHI;
  auto Available = [&](int32_t Opc, EVT T) {
    return C.legalOperations() ? TLI.isOperationLegal(Opc, T) : TLI.isOperationLegalOrCustom(Opc, T);
  };
  if (Available(MulH, VT)) return DAG.getNode(MulH, VT, X, Y);
  if (Available(LoHi, VT)) {
    const SDValue Ops[] = {X, Y};
    return DAG.getNode(LoHi, DAG.getVTList(VT, VT), Ops).getValue(1);
  }
  EVT WideVT = EVT::integer(2 * Bits);
  int32_t DivOpc = Signed ? ISD::SDIV : ISD::UDIV, DivRemOpc = Signed ? ISD::SDIVREM : ISD::UDIVREM;
  if ((!C.legalTypes() && TLI.getOperationAction(DivOpc, VT) == LegalizeAction::Expand &&
       TLI.getOperationAction(DivRemOpc, VT) == LegalizeAction::Custom) ||
      TLI.isOperationLegalOrCustom(ISD::MUL, WideVT))
    return Wide(WideVT);
  return SDValue();
}

/// Exact division: a multiply by the divisor's inverse modulo 2^W after shifting out its trailing zeros.
SDValue buildExactDiv(DAGCombiner& C, SDNode* N, std::vector<SDNode*>& Created) {
  SelectionDAG& DAG = C.dag();
  bool Signed = N->getOpcode() == ISD::SDIV || N->getOpcode() == ISD::SREM;
  EVT VT = N->getValueType(0);
  APInt Divisor = N->getOperand(1)->getAPIntValue();
  unsigned Shift = Divisor.countTrailingZeros();
  Divisor = Signed ? Divisor.ashr(Shift) : Divisor.lshr(Shift);
  // Newton's iteration for the inverse of an odd number modulo 2^W: each step doubles the correct bits.
  APInt Factor = Divisor;
  for (unsigned I = 0; I < 7; ++I) Factor = Factor * (APInt(VT.scalarSizeInBits(), 2) - Divisor * Factor);
  SDValue ShiftC = DAG.getConstant(Shift, C.shiftAmountTy(VT));
  SDValue FactorC = DAG.getConstant(Factor, VT);
  SDValue Res = N->getOperand(0);
  if (Shift) {
    Res = DAG.getNode(Signed ? ISD::SRA : ISD::SRL, VT, Res, ShiftC, SDNodeFlags::Exact);
    Created.push_back(Res.getNode());
  }
  return DAG.getNode(ISD::MUL, VT, Res, FactorC);
}

/// LLVM's TargetLowering::BuildSDIV for a scalar constant divisor.
SDValue buildSDIV(DAGCombiner& C, SDNode* N, std::vector<SDNode*>& Created) {
  SelectionDAG& DAG = C.dag();
  EVT VT = N->getValueType(0);
  EVT ShVT = C.shiftAmountTy(VT);
  unsigned Bits = VT.scalarSizeInBits();
  EVT MulVT;
  if (!divisionMulType(C, VT, MulVT)) return SDValue();
  if (N->getFlags() & SDNodeFlags::Exact) return buildExactDiv(C, N, Created);
  SDValue N0 = N->getOperand(0), N1 = N->getOperand(1);
  if (!isConstantNode(N1) || N1->getAPIntValue().isZero()) return SDValue();
  const APInt& Divisor = N1->getAPIntValue();
  if (Bits < 3) return SDValue();
  SignedMagic Magic = signedDivisionMagic(Divisor);
  int64_t NumeratorFactor = 0, ShiftMask = -1;
  if (Divisor.isOne() || Divisor.isAllOnes()) {
    NumeratorFactor = Divisor.getSExtValue();
    Magic.Magic = APInt::zero(Bits);
    Magic.Shift = 0;
    ShiftMask = 0;
  } else if (Divisor.isStrictlyPositive() && Magic.Magic.isNegative()) {
    NumeratorFactor = 1; // d > 0 and m < 0: add the numerator
  } else if (Divisor.isNegative() && Magic.Magic.isStrictlyPositive()) {
    NumeratorFactor = -1; // d < 0 and m > 0: subtract it
  }
  SDValue MagicFactor = DAG.getConstant(Magic.Magic, VT);
  SDValue Factor = DAG.getSignedConstant(NumeratorFactor, VT);
  SDValue Shift = DAG.getConstant(Magic.Shift, ShVT);
  SDValue ShiftMaskC = DAG.getSignedConstant(ShiftMask, VT);

  SDValue Q = buildMulHigh(C, true, VT, MulVT, N0, MagicFactor);
  if (!Q) return SDValue();
  Created.push_back(Q.getNode());
  Factor = DAG.getNode(ISD::MUL, VT, N0, Factor);
  Created.push_back(Factor.getNode());
  Q = DAG.getNode(ISD::ADD, VT, Q, Factor);
  Created.push_back(Q.getNode());
  Q = DAG.getNode(ISD::SRA, VT, Q, Shift);
  Created.push_back(Q.getNode());
  // Add one when the quotient is negative (rounding towards zero).
  SDValue T = DAG.getNode(ISD::SRL, VT, Q, DAG.getConstant(Bits - 1, ShVT));
  Created.push_back(T.getNode());
  T = DAG.getNode(ISD::AND, VT, T, ShiftMaskC);
  Created.push_back(T.getNode());
  return DAG.getNode(ISD::ADD, VT, Q, T);
}

/// LLVM's TargetLowering::BuildUDIV for a scalar constant divisor.
SDValue buildUDIV(DAGCombiner& C, SDNode* N, std::vector<SDNode*>& Created) {
  SelectionDAG& DAG = C.dag();
  EVT VT = N->getValueType(0);
  EVT ShVT = C.shiftAmountTy(VT);
  unsigned Bits = VT.scalarSizeInBits();
  EVT MulVT;
  if (!divisionMulType(C, VT, MulVT)) return SDValue();
  if (N->getFlags() & SDNodeFlags::Exact) return buildExactDiv(C, N, Created);
  SDValue N0 = N->getOperand(0), N1 = N->getOperand(1);
  if (!isConstantNode(N1) || N1->getAPIntValue().isZero()) return SDValue();
  const APInt& Divisor = N1->getAPIntValue();
  if (Divisor.isOne()) return SDValue(); // handled by simplifyDivRem before we get here
  // Leading zeros of the dividend allow a smaller magic number without the add fix-up.
  unsigned KnownLeadingZeros = C.knownBits(N0).Zero.countLeadingOnes();
  UnsignedMagic Magic =
      unsignedDivisionMagic(Divisor, std::min(KnownLeadingZeros, Divisor.countLeadingZeros()));
  SDValue MagicFactor = DAG.getConstant(Magic.Magic, VT);
  SDValue PreShift = DAG.getConstant(Magic.PreShift, ShVT);
  SDValue PostShift = DAG.getConstant(Magic.PostShift, ShVT);
  (void)DAG.getConstant(Magic.IsAdd ? APInt::signMask(Bits) : APInt::zero(Bits), VT); // the NPQ factor

  SDValue Q = N0;
  if (Magic.PreShift) {
    Q = DAG.getNode(ISD::SRL, VT, Q, PreShift);
    Created.push_back(Q.getNode());
  }
  Q = buildMulHigh(C, false, VT, MulVT, Q, MagicFactor);
  if (!Q) return SDValue();
  Created.push_back(Q.getNode());
  if (Magic.IsAdd) {
    // q + ((n - q) >> 1): the magic number needed one bit more than the type has.
    SDValue NPQ = DAG.getNode(ISD::SUB, VT, N0, Q);
    Created.push_back(NPQ.getNode());
    NPQ = DAG.getNode(ISD::SRL, VT, NPQ, DAG.getConstant(1, ShVT));
    Created.push_back(NPQ.getNode());
    Q = DAG.getNode(ISD::ADD, VT, NPQ, Q);
    Created.push_back(Q.getNode());
  }
  if (Magic.PostShift) {
    Q = DAG.getNode(ISD::SRL, VT, Q, PostShift);
    Created.push_back(Q.getNode());
  }
  // LLVM ends with select (divisor == 1), n, q; for a scalar divisor other than 1 it folds to q.
  SDValue One = DAG.getConstant(1, VT);
  SDValue IsOne = DAG.getSetCC(C.tli().getSetCCResultType(VT), N1, One, ISD::SETEQ);
  return DAG.getSelect(VT, IsOne, N0, Q);
}

SDValue finishBuilt(DAGCombiner& C, SDValue R, const std::vector<SDNode*>& Created) {
  if (R)
    for (SDNode* M : Created) C.addToWorklist(M);
  return R;
}

/// Undef operands, 0/x, x/x, x/1 and x%1 (LLVM's simplifyDivRem).
SDValue simplifyDivRem(DAGCombiner& C, SDNode* N) {
  SelectionDAG& DAG = C.dag();
  SDValue N0 = N->getOperand(0), N1 = N->getOperand(1);
  EVT VT = N->getValueType(0);
  bool IsDiv = N->getOpcode() == ISD::SDIV || N->getOpcode() == ISD::UDIV;
  if (N1.isUndef() || isNullConstant(N1)) return DAG.getUNDEF(VT);
  if (N0.isUndef()) return DAG.getConstant(0, VT);
  if (isNullConstant(N0)) return N0;
  if (N0 == N1) return DAG.getConstant(IsDiv ? 1 : 0, VT);
  if (isOneConstant(N1) || VT.scalarSizeInBits() == 1) return IsDiv ? N0 : DAG.getConstant(0, VT);
  return SDValue();
}

SDValue visitSDIVLike(DAGCombiner& C, SDValue N0, SDValue N1, SDNode* N) {
  SelectionDAG& DAG = C.dag();
  const TargetLowering& TLI = C.tli();
  EVT VT = N->getValueType(0);
  EVT CCVT = C.tli().getSetCCResultType(VT); // LLVM's DAGCombiner asks the target at every level
  unsigned BitWidth = VT.scalarSizeInBits();
  bool DivisorIsPow2 = isScalarConstant(N1, true) && !N1->getAPIntValue().isZero() &&
                       (N1->getAPIntValue().isPowerOf2() || (-N1->getAPIntValue()).isPowerOf2());
  if (!(N->getFlags() & SDNodeFlags::Exact) && DivisorIsPow2) {
    if (TLI.isIntDivCheap(VT)) return SDValue(N, 0);
    auto Scope = C.foldScope("sdiv-by-power-of-two", N);
    EVT ShTy = C.shiftAmountTy(VT);
    SDValue BitsC = DAG.getConstant(BitWidth, ShTy);
    SDValue C1 = DAG.getNode(ISD::CTTZ, VT, N1);
    C1 = DAG.getZExtOrTrunc(C1, ShTy);
    SDValue Inexact = DAG.getNode(ISD::SUB, ShTy, BitsC, C1);
    if (!isConstantNode(Inexact)) return SDValue();
    // Bias a negative dividend by 2^c - 1 so that the shift rounds towards zero.
    SDValue Sign = DAG.getNode(ISD::SRA, VT, N0, DAG.getConstant(BitWidth - 1, ShTy));
    C.addToWorklist(Sign.getNode());
    SDValue Srl = DAG.getNode(ISD::SRL, VT, Sign, Inexact);
    C.addToWorklist(Srl.getNode());
    SDValue Add = DAG.getNode(ISD::ADD, VT, N0, Srl);
    C.addToWorklist(Add.getNode());
    SDValue Sra = DAG.getNode(ISD::SRA, VT, Add, C1);
    C.addToWorklist(Sra.getNode());
    SDValue One = DAG.getConstant(1, VT);
    SDValue AllOnes = DAG.getAllOnesConstant(VT);
    SDValue IsOne = DAG.getSetCC(CCVT, N1, One, ISD::SETEQ);
    SDValue IsAllOnes = DAG.getSetCC(CCVT, N1, AllOnes, ISD::SETEQ);
    SDValue IsOneOrAllOnes = DAG.getNode(ISD::OR, CCVT, IsOne, IsAllOnes);
    Sra = DAG.getSelect(VT, IsOneOrAllOnes, N0, Sra);
    // A negative divisor negates the quotient.
    SDValue Zero = DAG.getConstant(0, VT);
    SDValue Sub = DAG.getNode(ISD::SUB, VT, Zero, Sra);
    SDValue IsNeg = DAG.getSetCC(CCVT, N1, Zero, ISD::SETLT);
    return DAG.getSelect(VT, IsNeg, Sub, Sra);
  }
  if (isConstantNode(N1) && !TLI.isIntDivCheap(VT)) {
    auto Scope = C.foldScope("sdiv-by-constant-magic", N);
    std::vector<SDNode*> Created;
    if (SDValue R = finishBuilt(C, buildSDIV(C, N, Created), Created)) return R;
  }
  return SDValue();
}

SDValue visitUDIVLike(DAGCombiner& C, SDValue N0, SDValue N1, SDNode* N) {
  SelectionDAG& DAG = C.dag();
  EVT VT = N->getValueType(0);
  // udiv x, 2^c -> srl x, c
  if (isScalarConstant(N1, true) && N1->getAPIntValue().isPowerOf2()) {
    auto Scope = C.foldScope("udiv-by-power-of-two-to-srl", N);
    SDValue Log2 = DAG.getConstant(unsigned(N1->getAPIntValue().logBase2()), VT);
    C.addToWorklist(Log2.getNode());
    SDValue Amt = DAG.getZExtOrTrunc(Log2, C.shiftAmountTy(VT));
    C.addToWorklist(Amt.getNode());
    return DAG.getNode(ISD::SRL, VT, N0, Amt);
  }
  // udiv x, (shl 2^c, y) -> srl x, c + y
  if (N1.getOpcode() == ISD::SHL) {
    SDValue N10 = N1.getOperand(0);
    if (isScalarConstant(N10, true) && N10->getAPIntValue().isPowerOf2()) {
      auto Scope = C.foldScope("udiv-by-shifted-power-of-two", N);
      SDValue Log2 = DAG.getConstant(unsigned(N10->getAPIntValue().logBase2()), VT);
      C.addToWorklist(Log2.getNode());
      EVT AddVT = N1.getOperand(1).getValueType();
      SDValue Trunc = DAG.getZExtOrTrunc(Log2, AddVT);
      C.addToWorklist(Trunc.getNode());
      SDValue Add = DAG.getNode(ISD::ADD, AddVT, N1.getOperand(1), Trunc);
      C.addToWorklist(Add.getNode());
      return DAG.getNode(ISD::SRL, VT, N0, Add);
    }
  }
  if (isConstantNode(N1) && !C.tli().isIntDivCheap(VT)) {
    auto Scope = C.foldScope("udiv-by-constant-magic", N);
    std::vector<SDNode*> Created;
    if (SDValue R = finishBuilt(C, buildUDIV(C, N, Created), Created)) return R;
  }
  return SDValue();
}

/// After a division was rewritten, an existing remainder of the same operands becomes n - q*d.
void rewriteTwinRemainder(DAGCombiner& C, SDNode* N, int32_t RemOpc, SDValue Quotient) {
  SelectionDAG& DAG = C.dag();
  const SDValue Ops[] = {N->getOperand(0), N->getOperand(1)};
  SDNode* Rem = DAG.getNodeIfExists(RemOpc, N->getVTList(), Ops);
  if (!Rem) return;
  EVT VT = N->getValueType(0);
  auto Scope = C.foldScope("remainder-from-quotient", N);
  SDValue Mul = DAG.getNode(ISD::MUL, VT, Quotient, N->getOperand(1));
  SDValue Sub = DAG.getNode(ISD::SUB, VT, N->getOperand(0), Mul);
  C.addToWorklist(Mul.getNode());
  C.addToWorklist(Sub.getNode());
  C.combineTo(Rem, Sub);
}

} // namespace

namespace arith {

SDValue visitSDIV(DAGCombiner& C, SDNode* N) {
  SelectionDAG& DAG = C.dag();
  SDValue N0 = N->getOperand(0), N1 = N->getOperand(1);
  EVT VT = N->getValueType(0);
  EVT CCVT = C.tli().getSetCCResultType(VT); // LLVM's DAGCombiner asks the target at every level
  if (SDValue K = foldConstants(DAG, ISD::SDIV, VT, N0, N1)) return K;
  // x / -1 -> 0 - x
  if (isAllOnesConstant(N1)) {
    auto Scope = C.foldScope("sdiv-by-minus-one", N);
    return DAG.getNegative(N0, VT);
  }
  // x / INT_MIN -> x == INT_MIN ? 1 : 0
  if (isConstantNode(N1) && N1->getAPIntValue().isSignMask() && VT.scalarSizeInBits() > 1) {
    auto Scope = C.foldScope("sdiv-by-signed-min", N);
    SDValue Eq = DAG.getSetCC(CCVT, N0, N1, ISD::SETEQ);
    SDValue One = DAG.getConstant(1, VT);
    SDValue Zero = DAG.getConstant(0, VT);
    return DAG.getSelect(VT, Eq, One, Zero);
  }
  if (SDValue V = simplifyDivRem(C, N)) return V;
  if (SDValue V = foldBinOpIntoSelect(C, N)) return V;
  // Both non-negative: an unsigned division is the same and cheaper to expand.
  if (signBitIsZero(C, N1) && signBitIsZero(C, N0)) {
    auto Scope = C.foldScope("sdiv-of-non-negative-to-udiv", N);
    return DAG.getNode(ISD::UDIV, VT, N0, N1);
  }
  if (SDValue V = visitSDIVLike(C, N0, N1, N)) {
    if (V.getNode() != N) rewriteTwinRemainder(C, N, ISD::SREM, V);
    return V.getNode() == N ? SDValue() : V;
  }
  return SDValue();
}

SDValue visitUDIV(DAGCombiner& C, SDNode* N) {
  SelectionDAG& DAG = C.dag();
  SDValue N0 = N->getOperand(0), N1 = N->getOperand(1);
  EVT VT = N->getValueType(0);
  EVT CCVT = C.tli().getSetCCResultType(VT); // LLVM's DAGCombiner asks the target at every level
  if (SDValue K = foldConstants(DAG, ISD::UDIV, VT, N0, N1)) return K;
  // x /u -1 -> x == -1 ? 1 : 0
  if (isAllOnesConstant(N1)) {
    auto Scope = C.foldScope("udiv-by-all-ones", N);
    SDValue Eq = DAG.getSetCC(CCVT, N0, N1, ISD::SETEQ);
    SDValue One = DAG.getConstant(1, VT);
    SDValue Zero = DAG.getConstant(0, VT);
    return DAG.getSelect(VT, Eq, One, Zero);
  }
  if (SDValue V = simplifyDivRem(C, N)) return V;
  if (SDValue V = foldBinOpIntoSelect(C, N)) return V;
  if (SDValue V = visitUDIVLike(C, N0, N1, N)) {
    rewriteTwinRemainder(C, N, ISD::UREM, V);
    return V;
  }
  if (C.simplifyDemandedBits(SDValue(N, 0))) return SDValue(N, 0);
  return SDValue();
}

SDValue visitREM(DAGCombiner& C, SDNode* N) {
  SelectionDAG& DAG = C.dag();
  int32_t Opc = N->getOpcode();
  bool Signed = Opc == ISD::SREM;
  SDValue N0 = N->getOperand(0), N1 = N->getOperand(1);
  EVT VT = N->getValueType(0);
  EVT CCVT = C.tli().getSetCCResultType(VT); // LLVM's DAGCombiner asks the target at every level
  if (SDValue K = foldConstants(DAG, Opc, VT, N0, N1)) return K;
  // x %u -1 -> x == -1 ? 0 : x (x frozen: it is used twice)
  if (!Signed && isAllOnesConstant(N1)) {
    auto Scope = C.foldScope("urem-by-all-ones", N);
    SDValue F0 = DAG.getNode(ISD::FREEZE, VT, N0);
    SDValue Eq = DAG.getSetCC(CCVT, F0, N1, ISD::SETEQ);
    return DAG.getSelect(VT, Eq, DAG.getConstant(0, VT), F0);
  }
  if (SDValue V = simplifyDivRem(C, N)) return V;
  if (SDValue V = foldBinOpIntoSelect(C, N)) return V;
  if (Signed) {
    if (signBitIsZero(C, N1) && signBitIsZero(C, N0)) {
      auto Scope = C.foldScope("srem-of-non-negative-to-urem", N);
      return DAG.getNode(ISD::UREM, VT, N0, N1);
    }
  } else if (isKnownToBeAPowerOfTwo(C, N1) || ((N1.getOpcode() == ISD::SHL || N1.getOpcode() == ISD::SRL) &&
                                               isKnownToBeAPowerOfTwo(C, N1.getOperand(0)))) {
    // urem x, 2^c -> and x, 2^c - 1
    auto Scope = C.foldScope("urem-by-power-of-two-to-and", N);
    SDValue Add = DAG.getNode(ISD::ADD, VT, N1, DAG.getAllOnesConstant(VT));
    C.addToWorklist(Add.getNode());
    return DAG.getNode(ISD::AND, VT, N0, Add);
  }
  // x % c -> x - (x / c) * c when the division by c folds into cheaper operations.
  if (isKnownNeverZero(C, N1) && !C.tli().isIntDivCheap(VT)) {
    SDValue Div = Signed ? visitSDIVLike(C, N0, N1, N) : visitUDIVLike(C, N0, N1, N);
    if (Div && Div.getNode() != N) {
      auto Scope = C.foldScope("rem-by-constant-from-division", N);
      const SDValue Ops[] = {N0, N1};
      if (SDNode* DivNode = DAG.getNodeIfExists(Signed ? ISD::SDIV : ISD::UDIV, N->getVTList(), Ops))
        C.combineTo(DivNode, Div);
      SDValue Mul = DAG.getNode(ISD::MUL, VT, Div, N1);
      SDValue Sub = DAG.getNode(ISD::SUB, VT, N0, Mul);
      C.addToWorklist(Div.getNode());
      C.addToWorklist(Mul.getNode());
      return Sub;
    }
  }
  return SDValue();
}

SDValue visitMULHS(DAGCombiner& C, SDNode* N) {
  SelectionDAG& DAG = C.dag();
  const TargetLowering& TLI = C.tli();
  SDValue N0 = N->getOperand(0), N1 = N->getOperand(1);
  EVT VT = N->getValueType(0);
  if (SDValue K = foldConstants(DAG, ISD::MULHS, VT, N0, N1)) return K;
  if (isConstantIntOrBuildVector(N0) && !isConstantIntOrBuildVector(N1)) {
    auto Scope = C.foldScope("constant-to-rhs", N);
    return DAG.getNode(ISD::MULHS, VT, N1, N0);
  }
  if (isNullConstant(N1)) return N1;
  // mulhs x, 1 -> sra x, W-1
  if (isOneConstant(N1)) {
    auto Scope = C.foldScope("mulhs-by-one", N);
    return DAG.getNode(ISD::SRA, VT, N0, DAG.getShiftAmountConstant(VT.scalarSizeInBits() - 1, VT));
  }
  if (N0.isUndef() || N1.isUndef()) return DAG.getConstant(0, VT);
  if (!TLI.isOperationLegalOrCustom(ISD::MULHS, VT) && VT.isScalarInteger()) {
    EVT WideVT = EVT::integer(2 * VT.scalarSizeInBits());
    if (TLI.isOperationLegal(ISD::MUL, WideVT)) {
      auto Scope = C.foldScope("mulhs-as-wide-mul", N);
      SDValue A = DAG.getNode(ISD::SIGN_EXTEND, WideVT, N0);
      SDValue B = DAG.getNode(ISD::SIGN_EXTEND, WideVT, N1);
      SDValue M = DAG.getNode(ISD::MUL, WideVT, A, B);
      M = DAG.getNode(ISD::SRL, WideVT, M, DAG.getShiftAmountConstant(VT.scalarSizeInBits(), WideVT));
      return DAG.getNode(ISD::TRUNCATE, VT, M);
    }
  }
  return SDValue();
}

SDValue visitMULHU(DAGCombiner& C, SDNode* N) {
  SelectionDAG& DAG = C.dag();
  const TargetLowering& TLI = C.tli();
  SDValue N0 = N->getOperand(0), N1 = N->getOperand(1);
  EVT VT = N->getValueType(0);
  unsigned Bits = VT.scalarSizeInBits();
  if (SDValue K = foldConstants(DAG, ISD::MULHU, VT, N0, N1)) return K;
  if (isConstantIntOrBuildVector(N0) && !isConstantIntOrBuildVector(N1)) {
    auto Scope = C.foldScope("constant-to-rhs", N);
    return DAG.getNode(ISD::MULHU, VT, N1, N0);
  }
  if (isNullConstant(N1)) return N1;
  if (isOneConstant(N1)) return DAG.getConstant(0, VT);
  if (N0.isUndef() || N1.isUndef()) return DAG.getConstant(0, VT);
  // mulhu x, 2^c -> srl x, W-c
  if (isScalarConstant(N1, true) && N1->getAPIntValue().isPowerOf2() && hasOperation(C, ISD::SRL, VT)) {
    auto Scope = C.foldScope("mulhu-by-power-of-two", N);
    SDValue Log2 = DAG.getConstant(unsigned(N1->getAPIntValue().logBase2()), VT);
    SDValue Amt = DAG.getNode(ISD::SUB, VT, DAG.getConstant(Bits, VT), Log2);
    return DAG.getNode(ISD::SRL, VT, N0, DAG.getZExtOrTrunc(Amt, C.shiftAmountTy(VT)));
  }
  if (!TLI.isOperationLegalOrCustom(ISD::MULHU, VT) && VT.isScalarInteger()) {
    EVT WideVT = EVT::integer(2 * Bits);
    if (TLI.isOperationLegal(ISD::MUL, WideVT)) {
      auto Scope = C.foldScope("mulhu-as-wide-mul", N);
      SDValue A = DAG.getNode(ISD::ZERO_EXTEND, WideVT, N0);
      SDValue B = DAG.getNode(ISD::ZERO_EXTEND, WideVT, N1);
      SDValue M = DAG.getNode(ISD::MUL, WideVT, A, B);
      M = DAG.getNode(ISD::SRL, WideVT, M, DAG.getShiftAmountConstant(Bits, WideVT));
      return DAG.getNode(ISD::TRUNCATE, VT, M);
    }
  }
  if (C.simplifyDemandedBits(SDValue(N, 0))) return SDValue(N, 0);
  return SDValue();
}

/// A two-result node: when one half is unused, the single-result operation computes the other (LLVM's
/// SimplifyNodeWithTwoResults, without its "combine each half separately" step).
static SDValue simplifyNodeWithTwoResults(DAGCombiner& C, SDNode* N, int32_t LoOp, int32_t HiOp) {
  SelectionDAG& DAG = C.dag();
  const SDValue Ops[] = {N->getOperand(0), N->getOperand(1)};
  if (!N->hasAnyUseOfValue(1) && C.isLegalOrCustomOrBeforeOps(LoOp, N->getValueType(0))) {
    auto Scope = C.foldScope("two-results-low-only", N);
    SDValue Res = DAG.getNode(LoOp, N->getValueType(0), Ops[0], Ops[1]);
    return C.combineTo(N, Res, Res);
  }
  if (!N->hasAnyUseOfValue(0) && C.isLegalOrCustomOrBeforeOps(HiOp, N->getValueType(1))) {
    auto Scope = C.foldScope("two-results-high-only", N);
    SDValue Res = DAG.getNode(HiOp, N->getValueType(1), Ops[0], Ops[1]);
    return C.combineTo(N, Res, Res);
  }
  return SDValue();
}

SDValue visitMUL_LOHI(DAGCombiner& C, SDNode* N) {
  bool Signed = N->getOpcode() == ISD::SMUL_LOHI;
  if (SDValue R = simplifyNodeWithTwoResults(C, N, ISD::MUL, Signed ? ISD::MULHS : ISD::MULHU)) return R;
  SelectionDAG& DAG = C.dag();
  SDValue N0 = N->getOperand(0), N1 = N->getOperand(1);
  EVT VT = N->getValueType(0);
  if (isConstantNode(N0) && !isConstantNode(N1)) {
    auto Scope = C.foldScope("constant-to-rhs", N);
    const SDValue Ops[] = {N1, N0};
    return DAG.getNode(N->getOpcode(), N->getVTList(), Ops);
  }
  if (!Signed && isNullConstant(N1)) {
    SDValue Zero = DAG.getConstant(0, VT);
    return C.combineTo(N, Zero, Zero);
  }
  if (!Signed && isOneConstant(N1)) return C.combineTo(N, N0, DAG.getConstant(0, VT));
  if (VT.isScalarInteger()) {
    EVT WideVT = EVT::integer(2 * VT.scalarSizeInBits());
    if (C.tli().isOperationLegal(ISD::MUL, WideVT)) {
      auto Scope = C.foldScope("mul-lohi-as-wide-mul", N);
      int32_t Ext = Signed ? ISD::SIGN_EXTEND : ISD::ZERO_EXTEND;
      SDValue Lo = DAG.getNode(Ext, WideVT, N0);
      SDValue Hi = DAG.getNode(Ext, WideVT, N1);
      Lo = DAG.getNode(ISD::MUL, WideVT, Lo, Hi);
      Hi = DAG.getNode(ISD::SRL, WideVT, Lo, DAG.getShiftAmountConstant(VT.scalarSizeInBits(), WideVT));
      Hi = DAG.getNode(ISD::TRUNCATE, VT, Hi);
      Lo = DAG.getNode(ISD::TRUNCATE, VT, Lo);
      return C.combineTo(N, Lo, Hi);
    }
  }
  return SDValue();
}

SDValue visitDIVREM(DAGCombiner& C, SDNode* N) {
  bool Signed = N->getOpcode() == ISD::SDIVREM;
  return simplifyNodeWithTwoResults(C, N, Signed ? ISD::SDIV : ISD::UDIV, Signed ? ISD::SREM : ISD::UREM);
}

} // namespace arith
} // namespace dt
