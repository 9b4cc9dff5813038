// legalize/IntegerExpansions.cpp — integer rewrites shared by the legalizers (LLVM 19's TargetLowering
// expansions). See IntegerExpansions.h.
#include "legalize/IntegerExpansions.h"

#include "legalize/LegalizeTypes.h"
#include "support/FloatFormat.h"

#include <algorithm>

namespace dt {

APInt multiplicativeInverse(const APInt& D) {
  // Newton's iteration doubles the number of correct low bits each step; D itself is right to 3 bits.
  APInt X = D;
  for (unsigned Bits = 3; Bits < D.getBitWidth(); Bits *= 2) X = X * (APInt(D.getBitWidth(), 2) - D * X);
  return X;
}


// ---- compares ---------------------------------------------------------------------------------------------

SDValue simplifySetCC(SelectionDAG& DAG, const TargetLowering& TLI, EVT VT, SDValue N0, SDValue N1,
                      ISD::CondCode Cond) {
  bool C0 = isConstantNode(N0), C1 = isConstantNode(N1);
  if (C0 && !C1) return DAG.getSetCC(VT, N1, N0, ISD::getSetCCSwappedOperands(Cond));
  if (!C1 || C0 || N1->isOpaqueConstant() || !N0.getValueType().isScalarInteger())
    return DAG.getSetCC(VT, N0, N1, Cond);

  const APInt& C = N1->getAPIntValue();
  unsigned W = C.getBitWidth();
  EVT OpVT = N1.getValueType();
  bool Signed = ISD::isSignedIntSetCC(Cond);
  APInt MinVal = Signed ? APInt::signedMin(W) : APInt::zero(W);
  APInt MaxVal = Signed ? APInt::signedMax(W) : APInt::allOnes(W);
  auto with = [&](const APInt& K, ISD::CondCode CC) {
    return DAG.getSetCC(VT, N0, DAG.getConstant(K, OpVT), CC);
  };

  // ge/le become gt/lt with the constant moved by one, unless the compare is trivially true.
  if (Cond == ISD::SETGE || Cond == ISD::SETUGE) {
    if (C == MinVal) return DAG.getBoolConstant(true, VT);
    return with(C - 1, Cond == ISD::SETGE ? ISD::SETGT : ISD::SETUGT);
  }
  if (Cond == ISD::SETLE || Cond == ISD::SETULE) {
    if (C == MaxVal) return DAG.getBoolConstant(true, VT);
    return with(C + 1, Cond == ISD::SETLE ? ISD::SETLT : ISD::SETULT);
  }
  if (Cond == ISD::SETLT || Cond == ISD::SETULT) {
    if (C == MinVal) return DAG.getBoolConstant(false, VT);
    if (C == MaxVal) return DAG.getSetCC(VT, N0, N1, ISD::SETNE);
    if (C == MinVal + 1) return with(MinVal, ISD::SETEQ);
  }
  if (Cond == ISD::SETGT || Cond == ISD::SETUGT) {
    if (C == MaxVal) return DAG.getBoolConstant(false, VT);
    if (C == MinVal) return DAG.getSetCC(VT, N0, N1, ISD::SETNE);
    if (C == MaxVal - 1) return with(MaxVal, ISD::SETEQ);
  }
  // Unsigned compares against the signed limits are sign tests.
  if (Cond == ISD::SETUGT && C.isSignedMax()) return with(APInt::zero(W), ISD::SETLT);
  if (Cond == ISD::SETULT && C.isSignedMin()) return with(APInt::allOnes(W), ISD::SETGT);
  return DAG.getSetCC(VT, N0, N1, Cond);
}

SDValue expandCmp(SelectionDAG& DAG, const TargetLowering& TLI, SDNode* N) {
  bool Unsigned = N->getOpcode() == ISD::UCMP;
  SDValue LHS = N->getOperand(0), RHS = N->getOperand(1);
  EVT VT = LHS.getValueType();
  EVT ResVT = N->getValueType(0);
  EVT BoolVT = TLI.getSetCCResultType(VT);
  SDValue IsLT = DAG.getSetCC(BoolVT, LHS, RHS, Unsigned ? ISD::SETULT : ISD::SETLT);
  SDValue IsGT = DAG.getSetCC(BoolVT, LHS, RHS, Unsigned ? ISD::SETUGT : ISD::SETGT);
  BooleanContent BC = TLI.getBooleanContents(BoolVT);
  if (BoolVT.scalarSizeInBits() == 1 || BC == BooleanContent::Undefined) {
    // Booleans that cannot take part in arithmetic: two selects.
    SDValue ZeroOrOne = DAG.getSelect(ResVT, IsGT, DAG.getConstant(1, ResVT), DAG.getConstant(0, ResVT));
    return DAG.getSelect(ResVT, IsLT, DAG.getAllOnesConstant(ResVT), ZeroOrOne);
  }
  if (BC == BooleanContent::ZeroOrNegativeOne) std::swap(IsGT, IsLT);
  return DAG.getSExtOrTrunc(DAG.getNode(ISD::SUB, BoolVT, IsGT, IsLT), ResVT);
}

// ---- multiplication ---------------------------------------------------------------------------------------

bool expandMulLoHi(SelectionDAG& DAG, const TargetLowering& TLI, EVT VT, SDValue LHS, SDValue RHS, EVT HalfVT,
                   SDValue LL, SDValue LH, SDValue RL, SDValue RH, SDValue& Lo, SDValue& Hi) {
  bool HasMULHS = TLI.isOperationLegalOrCustom(ISD::MULHS, HalfVT);
  bool HasMULHU = TLI.isOperationLegalOrCustom(ISD::MULHU, HalfVT);
  bool HasSMUL_LOHI = TLI.isOperationLegalOrCustom(ISD::SMUL_LOHI, HalfVT);
  bool HasUMUL_LOHI = TLI.isOperationLegalOrCustom(ISD::UMUL_LOHI, HalfVT);
  if (!HasMULHU && !HasMULHS && !HasUMUL_LOHI && !HasSMUL_LOHI) return false;
  unsigned OuterBits = unsigned(VT.scalarSizeInBits()), InnerBits = unsigned(HalfVT.scalarSizeInBits());

  // The full product of two halves, by *MUL_LOHI or by MUL and MULH*.
  auto mulLoHi = [&](SDValue A, SDValue B, SDValue& PLo, SDValue& PHi, bool Signed) {
    if (Signed ? HasSMUL_LOHI : HasUMUL_LOHI) {
      PLo = DAG.getNode(Signed ? ISD::SMUL_LOHI : ISD::UMUL_LOHI, DAG.getVTList(HalfVT, HalfVT), {A, B});
      PHi = PLo.getValue(1);
      return true;
    }
    if (Signed ? HasMULHS : HasMULHU) {
      PLo = DAG.getNode(ISD::MUL, HalfVT, A, B);
      PHi = DAG.getNode(Signed ? ISD::MULHS : ISD::MULHU, HalfVT, A, B);
      return true;
    }
    return false;
  };
  // Operands that are zero-extended halves: one half-width multiply gives everything.
  APInt HighMask = APInt::highBitsSet(OuterBits, InnerBits);
  if (maskedValueIsZero(TLI, LHS, HighMask) && maskedValueIsZero(TLI, RHS, HighMask) &&
      mulLoHi(LL, RL, Lo, Hi, false))
    return true;
  // Sign-extended halves likewise, with the signed multiply.
  auto maxSignificantBits = [&](SDValue V) { return OuterBits - computeNumSignBits(TLI, V) + 1; };
  if (!VT.isVector() && maxSignificantBits(LHS) <= InnerBits && maxSignificantBits(RHS) <= InnerBits &&
      mulLoHi(LL, RL, Lo, Hi, true))
    return true;
  // Otherwise: lo(LL*RL), and hi(LL*RL) + LL*RH + LH*RL for the high half.
  if (!mulLoHi(LL, RL, Lo, Hi, false)) return false;
  RH = DAG.getNode(ISD::MUL, HalfVT, LL, RH);
  LH = DAG.getNode(ISD::MUL, HalfVT, LH, RL);
  Hi = DAG.getNode(ISD::ADD, HalfVT, Hi, RH);
  Hi = DAG.getNode(ISD::ADD, HalfVT, Hi, LH);
  return true;
}

void forceExpandWideMul(SelectionDAG& DAG, const TargetLowering& TLI, bool Signed, EVT WideVT, SDValue LL,
                        SDValue LH, SDValue RL, SDValue RH, SDValue& Lo, SDValue& Hi) {
  if (const char* Name = TLI.getLibcallName(ISD::MUL, WideVT)) {
    // The runtime's multiply of the wide type, its operands passed as their halves (little-endian).
    LibCallOptions Opts;
    Opts.IsSigned = Signed;
    SDValue Args[] = {LL, LH, RL, RH};
    SDValue Ret = makeLibCall(DAG, TLI, Name, WideVT, Args, Opts).first;
    EVT VT = LL.getValueType();
    Lo = DAG.getNode(ISD::EXTRACT_ELEMENT, VT, Ret, DAG.getIntPtrConstant(0));
    Hi = DAG.getNode(ISD::EXTRACT_ELEMENT, VT, Ret, DAG.getIntPtrConstant(1));
    return;
  }
  // Schoolbook multiplication on quarters (Hacker's Delight, after Knuth's Algorithm M): the low VT bits
  // of the product are exact, the high ones add the cross products of the high halves.
  EVT VT = LL.getValueType();
  unsigned Bits = unsigned(VT.sizeInBits()), HalfBits = Bits / 2;
  SDValue Mask = DAG.getConstant(APInt::lowBitsSet(Bits, HalfBits), VT);
  SDValue LLL = DAG.getNode(ISD::AND, VT, LL, Mask);
  SDValue RLL = DAG.getNode(ISD::AND, VT, RL, Mask);
  SDValue T = DAG.getNode(ISD::MUL, VT, LLL, RLL);
  SDValue TL = DAG.getNode(ISD::AND, VT, T, Mask);
  SDValue Shift = DAG.getShiftAmountConstant(HalfBits, VT);
  SDValue TH = DAG.getNode(ISD::SRL, VT, T, Shift);
  SDValue LLH = DAG.getNode(ISD::SRL, VT, LL, Shift);
  SDValue RLH = DAG.getNode(ISD::SRL, VT, RL, Shift);
  SDValue U = DAG.getNode(ISD::ADD, VT, DAG.getNode(ISD::MUL, VT, LLH, RLL), TH);
  SDValue UL = DAG.getNode(ISD::AND, VT, U, Mask);
  SDValue UH = DAG.getNode(ISD::SRL, VT, U, Shift);
  SDValue V = DAG.getNode(ISD::ADD, VT, DAG.getNode(ISD::MUL, VT, LLL, RLH), UL);
  SDValue VH = DAG.getNode(ISD::SRL, VT, V, Shift);
  SDValue W =
      DAG.getNode(ISD::ADD, VT, DAG.getNode(ISD::MUL, VT, LLH, RLH), DAG.getNode(ISD::ADD, VT, UH, VH));
  Lo = DAG.getNode(ISD::ADD, VT, TL, DAG.getNode(ISD::SHL, VT, V, Shift));
  Hi = DAG.getNode(
      ISD::ADD, VT, W,
      DAG.getNode(ISD::ADD, VT, DAG.getNode(ISD::MUL, VT, RH, LL), DAG.getNode(ISD::MUL, VT, RL, LH)));
}

void forceExpandWideMul(SelectionDAG& DAG, const TargetLowering& TLI, bool Signed, SDValue LHS, SDValue RHS,
                        SDValue& Lo, SDValue& Hi) {
  EVT VT = LHS.getValueType();
  SDValue HiLHS, HiRHS;
  if (Signed) {
    // The high halves of the sign-extended operands: copies of their sign bits.
    SDValue Amt = DAG.getConstant(VT.sizeInBits() - 1, TLI.getPointerTy());
    HiLHS = DAG.getNode(ISD::SRA, VT, LHS, Amt);
    HiRHS = DAG.getNode(ISD::SRA, VT, RHS, Amt);
  } else {
    HiLHS = DAG.getConstant(0, VT);
    HiRHS = DAG.getConstant(0, VT);
  }
  EVT WideVT = EVT::integer(unsigned(VT.sizeInBits() * 2));
  forceExpandWideMul(DAG, TLI, Signed, WideVT, LHS, HiLHS, RHS, HiRHS, Lo, Hi);
}

// ---- saturating arithmetic --------------------------------------------------------------------------------

SDValue expandAddSubSat(SelectionDAG& DAG, const TargetLowering& TLI, SDNode* N) {
  int32_t Opc = N->getOpcode();
  SDValue LHS = N->getOperand(0), RHS = N->getOperand(1);
  EVT VT = LHS.getValueType();
  // usub.sat(a, b) = umax(a, b) - b;  uadd.sat(a, b) = umin(a, ~b) + b.
  if (Opc == ISD::USUBSAT && TLI.isOperationLegal(ISD::UMAX, VT))
    return DAG.getNode(ISD::SUB, VT, DAG.getNode(ISD::UMAX, VT, LHS, RHS), RHS);
  if (Opc == ISD::UADDSAT && TLI.isOperationLegal(ISD::UMIN, VT))
    return DAG.getNode(ISD::ADD, VT, DAG.getNode(ISD::UMIN, VT, LHS, DAG.getNOT(RHS, VT)), RHS);

  int32_t OverflowOp = Opc == ISD::SADDSAT   ? ISD::SADDO
                       : Opc == ISD::UADDSAT ? ISD::UADDO
                       : Opc == ISD::SSUBSAT ? ISD::SSUBO
                                             : ISD::USUBO;
  // Vectors need a vector select; without one the caller unrolls.
  if (VT.isVector() && !TLI.isOperationLegalOrCustom(ISD::VSELECT, VT)) return SDValue();
  unsigned BitWidth = unsigned(VT.scalarSizeInBits());
  EVT BoolVT = TLI.getSetCCResultType(VT);
  SDValue Result = DAG.getNode(OverflowOp, DAG.getVTList(VT, BoolVT), {LHS, RHS});
  SDValue SumDiff = Result.getValue(0), Overflow = Result.getValue(1);
  // LLVM makes these two constants up front, used or not: they take node ids, so they are made here too.
  DAG.getConstant(0, VT);
  DAG.getAllOnesConstant(VT);
  bool AllOnesBools = TLI.getBooleanContents(VT) == BooleanContent::ZeroOrNegativeOne;
  if (Opc == ISD::UADDSAT) {
    if (AllOnesBools) return DAG.getNode(ISD::OR, VT, SumDiff, DAG.getSExtOrTrunc(Overflow, VT));
    return DAG.getSelect(VT, Overflow, DAG.getAllOnesConstant(VT), SumDiff);
  }
  if (Opc == ISD::USUBSAT) {
    if (AllOnesBools)
      return DAG.getNode(ISD::AND, VT, SumDiff, DAG.getNOT(DAG.getSExtOrTrunc(Overflow, VT), VT));
    return DAG.getSelect(VT, Overflow, DAG.getConstant(0, VT), SumDiff);
  }
  // Signed: when an operand's sign is known, the saturation can only go one way.
  KnownBits KL = computeKnownBits(TLI, LHS), KR = computeKnownBits(TLI, RHS);
  bool IsAdd = Opc == ISD::SADDSAT;
  if (KL.isNonNegative() || (IsAdd ? KR.isNonNegative() : KR.isNegative()))
    return DAG.getSelect(VT, Overflow, DAG.getConstant(APInt::signedMax(BitWidth), VT), SumDiff);
  if (KL.isNegative() || (IsAdd ? KR.isNegative() : KR.isNonNegative()))
    return DAG.getSelect(VT, Overflow, DAG.getConstant(APInt::signedMin(BitWidth), VT), SumDiff);
  // Overflow ? (SumDiff >> (bw-1)) ^ MIN : SumDiff — the wrapped result's sign tells the direction.
  SDValue Shift = DAG.getNode(ISD::SRA, VT, SumDiff, DAG.getShiftAmountConstant(BitWidth - 1, VT));
  SDValue Sat = DAG.getNode(ISD::XOR, VT, Shift, DAG.getConstant(APInt::signedMin(BitWidth), VT));
  return DAG.getSelect(VT, Overflow, Sat, SumDiff);
}

SDValue expandShlSat(SelectionDAG& DAG, const TargetLowering& TLI, SDNode* N) {
  bool Signed = N->getOpcode() == ISD::SSHLSAT;
  SDValue LHS = N->getOperand(0), RHS = N->getOperand(1);
  EVT VT = LHS.getValueType();
  if (VT.isVector() && !TLI.isOperationLegalOrCustom(ISD::VSELECT, VT)) return SDValue();
  unsigned BW = unsigned(VT.scalarSizeInBits());
  EVT BoolVT = TLI.getSetCCResultType(VT);
  // Saturate when shifting back does not give the operand again.
  SDValue Result = DAG.getNode(ISD::SHL, VT, LHS, RHS);
  SDValue Orig = DAG.getNode(Signed ? ISD::SRA : ISD::SRL, VT, Result, RHS);
  SDValue SatVal;
  if (Signed) {
    SDValue Neg = DAG.getSetCC(BoolVT, LHS, DAG.getConstant(0, VT), ISD::SETLT);
    SatVal = DAG.getSelect(VT, Neg, DAG.getConstant(APInt::signedMin(BW), VT),
                           DAG.getConstant(APInt::signedMax(BW), VT));
  } else {
    SatVal = DAG.getAllOnesConstant(VT);
  }
  SDValue Changed = DAG.getSetCC(BoolVT, LHS, Orig, ISD::SETNE);
  return DAG.getSelect(VT, Changed, SatVal, Result);
}

// ---- saturating conversions
// ----------------------------------------------------------------------------------

namespace {
/// V converted to format F rounding toward zero (APFloat's rmTowardZero); Exact says whether it was.
APInt intToFPTowardZero(FPFormat F, const APInt& V, bool Signed, bool& Exact) {
  APInt R = intToFP(F, V, Signed);
  unsigned W = V.getBitWidth() + 2;
  APInt Want = Signed ? V.sext(W) : V.zext(W);
  bool InRange = false;
  APInt Back = fpToInt(F, R, W, true, InRange);
  Exact = InRange && Back == Want;
  if (Exact) return R;
  // Rounded away from zero (or to infinity): one step of the magnitude back toward zero.
  bool Away = !InRange || (Want.isNegative() ? Back.slt(Want) : Back.sgt(Want));
  return Away ? R - 1 : R;
}
} // namespace

SDValue expandFPToIntSat(SelectionDAG& DAG, const TargetLowering& TLI, SDNode* N) {
  bool Signed = N->getOpcode() == ISD::FP_TO_SINT_SAT;
  SDValue Src = N->getOperand(0);
  EVT DstVT = N->getValueType(0);
  unsigned SatWidth = unsigned(N->getOperand(1)->getVTPayload().scalarSizeInBits());
  unsigned DstWidth = unsigned(DstVT.scalarSizeInBits());
  APInt MinInt = Signed ? APInt::signedMin(SatWidth).sext(DstWidth) : APInt::zero(DstWidth);
  APInt MaxInt = Signed ? APInt::signedMax(SatWidth).sext(DstWidth) : APInt::allOnes(SatWidth).zext(DstWidth);
  // Half precision has no conversion routines: work in f32.
  if (Src.getValueType() == EVT::f16() || Src.getValueType() == EVT::bf16())
    Src = DAG.getNode(ISD::FP_EXTEND, EVT::f32(), Src);
  EVT SrcVT = Src.getValueType();
  FPFormat F = SrcVT.fpFormat();
  bool MinExact = false, MaxExact = false;
  // Nodes are created in LLVM's order (expandFP_TO_INT_SAT), so node ids match.
  SDValue MinFloat = DAG.getConstantFP(intToFPTowardZero(F, MinInt, Signed, MinExact), SrcVT);
  SDValue MaxFloat = DAG.getConstantFP(intToFPTowardZero(F, MaxInt, Signed, MaxExact), SrcVT);
  int32_t ToInt = Signed ? ISD::FP_TO_SINT : ISD::FP_TO_UINT;
  EVT SetCCVT = TLI.getSetCCResultType(SrcVT);
  if (MinExact && MaxExact && TLI.isOperationLegal(ISD::FMINNUM, SrcVT) &&
      TLI.isOperationLegal(ISD::FMAXNUM, SrcVT)) {
    // Clamp (a NaN becomes the minimum), convert, and for signed results give NaN zero.
    SDValue Clamped = DAG.getNode(ISD::FMAXNUM, SrcVT, Src, MinFloat);
    Clamped = DAG.getNode(ISD::FMINNUM, SrcVT, Clamped, MaxFloat);
    SDValue FpToInt = DAG.getNode(ToInt, DstVT, Clamped);
    if (!Signed) return FpToInt;
    SDValue Zero = DAG.getConstant(0, DstVT);
    SDValue IsNan = DAG.getSetCC(SetCCVT, Src, Src, ISD::SETUO);
    return DAG.getSelect(DstVT, IsNan, Zero, FpToInt);
  }
  SDValue MinIntNode = DAG.getConstant(MinInt, DstVT);
  SDValue MaxIntNode = DAG.getConstant(MaxInt, DstVT);
  // Convert as if in range; out-of-range results are selected away.
  SDValue FpToInt = DAG.getNode(ToInt, DstVT, Src);
  // Below the minimum (or NaN): the minimum; above the maximum: the maximum.
  SDValue ULT = DAG.getSetCC(SetCCVT, Src, MinFloat, ISD::SETULT);
  SDValue Select = DAG.getSelect(DstVT, ULT, MinIntNode, FpToInt);
  SDValue OGT = DAG.getSetCC(SetCCVT, Src, MaxFloat, ISD::SETOGT);
  Select = DAG.getSelect(DstVT, OGT, MaxIntNode, Select);
  if (!Signed) return Select; // NaN chose the minimum, which is zero
  SDValue Zero = DAG.getConstant(0, DstVT);
  SDValue IsNan = DAG.getSetCC(SetCCVT, Src, Src, ISD::SETUO);
  return DAG.getSelect(DstVT, IsNan, Zero, Select);
}

// ---- reductions
// ----------------------------------------------------------------------------------------------

SDValue expandVecReduce(SelectionDAG& DAG, const TargetLowering& TLI, SDNode* N) {
  int32_t Base;
  bool Sequential = false; // VECREDUCE_SEQ_*: in element order, starting from the scalar operand 0
  switch (N->getOpcode()) {
  case ISD::VECREDUCE_ADD: Base = ISD::ADD; break;
  case ISD::VECREDUCE_MUL: Base = ISD::MUL; break;
  case ISD::VECREDUCE_AND: Base = ISD::AND; break;
  case ISD::VECREDUCE_OR: Base = ISD::OR; break;
  case ISD::VECREDUCE_XOR: Base = ISD::XOR; break;
  case ISD::VECREDUCE_SMAX: Base = ISD::SMAX; break;
  case ISD::VECREDUCE_SMIN: Base = ISD::SMIN; break;
  case ISD::VECREDUCE_UMAX: Base = ISD::UMAX; break;
  case ISD::VECREDUCE_UMIN: Base = ISD::UMIN; break;
  case ISD::VECREDUCE_SEQ_FADD: Sequential = true; [[fallthrough]];
  case ISD::VECREDUCE_FADD: Base = ISD::FADD; break;
  case ISD::VECREDUCE_SEQ_FMUL: Sequential = true; [[fallthrough]];
  case ISD::VECREDUCE_FMUL: Base = ISD::FMUL; break;
  case ISD::VECREDUCE_FMAX: Base = ISD::FMAXNUM; break;
  case ISD::VECREDUCE_FMIN: Base = ISD::FMINNUM; break;
  case ISD::VECREDUCE_FMAXIMUM: Base = ISD::FMAXIMUM; break;
  case ISD::VECREDUCE_FMINIMUM: Base = ISD::FMINIMUM; break;
  default: return SDValue();
  }
  uint16_t Flags = N->getFlags();
  SDValue Op = N->getOperand(Sequential ? 1 : 0);
  EVT VT = Op.getValueType();
  // Halve the vector while the operation is available on the halves (not for an ordered reduction).
  while (!Sequential && VT.isPow2VectorType() && VT.numElements() > 1) {
    EVT HalfVT = VT.halfNumElementsType();
    if (!TLI.isOperationLegalOrCustom(Base, HalfVT)) break;
    SDValue Lo = DAG.getNode(ISD::EXTRACT_SUBVECTOR, HalfVT, Op, DAG.getIntPtrConstant(0));
    SDValue Hi = DAG.getNode(ISD::EXTRACT_SUBVECTOR, HalfVT, Op, DAG.getIntPtrConstant(HalfVT.numElements()));
    Op = DAG.getNode(Base, HalfVT, Lo, Hi, Flags);
    VT = HalfVT;
  }
  EVT EltVT = VT.scalarType();
  std::vector<SDValue> Elts;
  for (unsigned I = 0; I < VT.numElements(); ++I)
    Elts.push_back(DAG.getNode(ISD::EXTRACT_VECTOR_ELT, EltVT, Op, DAG.getIntPtrConstant(I)));
  SDValue Res = Sequential ? N->getOperand(0) : Elts[0];
  for (size_t I = Sequential ? 0 : 1; I < Elts.size(); ++I) Res = DAG.getNode(Base, EltVT, Res, Elts[I], Flags);
  // An integer result may be wider than the elements.
  if (Res.getValueType() != N->getValueType(0)) Res = DAG.getNode(ISD::ANY_EXTEND, N->getValueType(0), Res);
  return Res;
}

// ---- division by a constant -------------------------------------------------------------------------------

bool expandDivRemByConstant(SelectionDAG& DAG, const TargetLowering& TLI, SDNode* N, EVT HalfVT, SDValue LL,
                            SDValue LH, std::vector<SDValue>& Result) {
  int32_t Opc = N->getOpcode();
  if (Opc != ISD::UDIV && Opc != ISD::UREM) return false;
  if (!isConstantNode(N->getOperand(1))) return false;
  EVT VT = N->getValueType(0);
  APInt Divisor = N->getOperand(1)->getAPIntValue();
  unsigned BitWidth = Divisor.getBitWidth(), HBitWidth = BitWidth / 2;
  // The divisor must fit a half, and the half-width remainder needs a multiply-high later.
  APInt HalfMaxPlus1 = APInt::zero(BitWidth);
  HalfMaxPlus1.setBit(HBitWidth);
  if (Divisor.uge(HalfMaxPlus1)) return false;
  if (!TLI.isOperationLegalOrCustom(ISD::MULHU, HalfVT) &&
      !TLI.isOperationLegalOrCustom(ISD::UMUL_LOHI, HalfVT))
    return false;
  if (Divisor.ult(2)) return false;

  // An even divisor: shift the dividend right by its trailing zeros first, keeping the bits shifted out.
  unsigned TrailingZeros = 0;
  if (!Divisor.getBit(0)) {
    TrailingZeros = Divisor.countTrailingZeros();
    Divisor = Divisor.lshr(TrailingZeros);
  }
  // 2^h ≡ 1 (mod d) makes hi*2^h + lo ≡ hi + lo: the remainder of the sum of the halves (plus its carry)
  // is the remainder of the whole.
  if (!HalfMaxPlus1.urem(Divisor).isOne()) return false;
  SDValue PartialRem;
  if (TrailingZeros) {
    if (Opc != ISD::UDIV)
      PartialRem = DAG.getNode(ISD::AND, HalfVT, LL,
                               DAG.getConstant(APInt::lowBitsSet(HBitWidth, TrailingZeros), HalfVT));
    LL = DAG.getNode(
        ISD::OR, HalfVT, DAG.getNode(ISD::SRL, HalfVT, LL, DAG.getShiftAmountConstant(TrailingZeros, HalfVT)),
        DAG.getNode(ISD::SHL, HalfVT, LH, DAG.getShiftAmountConstant(HBitWidth - TrailingZeros, HalfVT)));
    LH = DAG.getNode(ISD::SRL, HalfVT, LH, DAG.getShiftAmountConstant(TrailingZeros, HalfVT));
  }
  EVT SetCCType = TLI.getSetCCResultType(HalfVT);
  SDValue Sum;
  if (TLI.isOperationLegalOrCustom(ISD::UADDO_CARRY, HalfVT)) {
    SDVTList VTs = DAG.getVTList(HalfVT, SetCCType);
    Sum = DAG.getNode(ISD::UADDO, VTs, {LL, LH});
    Sum = DAG.getNode(ISD::UADDO_CARRY, VTs, {Sum, DAG.getConstant(0, HalfVT), Sum.getValue(1)});
  } else {
    Sum = DAG.getNode(ISD::ADD, HalfVT, LL, LH);
    SDValue Carry = DAG.getSetCC(SetCCType, Sum, LL, ISD::SETULT);
    if (TLI.getBooleanContents(HalfVT) == BooleanContent::ZeroOrOne)
      Carry = DAG.getZExtOrTrunc(Carry, HalfVT);
    else
      Carry = DAG.getSelect(HalfVT, Carry, DAG.getConstant(1, HalfVT), DAG.getConstant(0, HalfVT));
    Sum = DAG.getNode(ISD::ADD, HalfVT, Sum, Carry);
  }
  SDValue RemL = DAG.getNode(ISD::UREM, HalfVT, Sum, DAG.getConstant(Divisor.trunc(HBitWidth), HalfVT));
  SDValue RemH = DAG.getConstant(0, HalfVT);
  if (Opc != ISD::UREM) {
    // (dividend - remainder) is a multiple of d: divide exactly by multiplying with d's inverse mod 2^bw.
    SDValue Dividend = DAG.getNode(ISD::BUILD_PAIR, VT, LL, LH);
    SDValue Rem = DAG.getNode(ISD::BUILD_PAIR, VT, RemL, RemH);
    Dividend = DAG.getNode(ISD::SUB, VT, Dividend, Rem);
    SDValue Quotient =
        DAG.getNode(ISD::MUL, VT, Dividend, DAG.getConstant(multiplicativeInverse(Divisor), VT));
    Result.push_back(DAG.getNode(ISD::EXTRACT_ELEMENT, HalfVT, Quotient, DAG.getIntPtrConstant(0)));
    Result.push_back(DAG.getNode(ISD::EXTRACT_ELEMENT, HalfVT, Quotient, DAG.getIntPtrConstant(1)));
  }
  if (Opc != ISD::UDIV) {
    if (TrailingZeros) {
      RemL = DAG.getNode(ISD::SHL, HalfVT, RemL, DAG.getShiftAmountConstant(TrailingZeros, HalfVT));
      RemL = DAG.getNode(ISD::ADD, HalfVT, RemL, PartialRem);
    }
    Result.push_back(RemL);
    Result.push_back(DAG.getConstant(0, HalfVT));
  }
  return true;
}

// ---- bit tricks (LLVM's expandCTPOP / CTLZ / CTTZ / BSWAP / BITREVERSE / ABS / ROT / FunnelShift) ---------
// Statements, not nested sibling calls, fix the order in which nodes are created, which numbers them:
// LLVM's order, whatever compiler builds dagtool.

namespace {
bool isLegalOrCustomOrPromote(const TargetLowering& TLI, int32_t Op, EVT VT) {
  if (!TLI.isTypeLegal(VT)) return false;
  LegalizeAction A = TLI.getOperationAction(Op, VT);
  return A == LegalizeAction::Legal || A == LegalizeAction::Custom || A == LegalizeAction::Promote;
}

/// The byte pattern B repeated across Bits bits (Bits a multiple of 8).
APInt byteSplat(unsigned Bits, uint8_t B) {
  APInt R(Bits, 0);
  for (unsigned I = 0; I < Bits; I += 8) R = R | APInt(Bits, B).shl(I);
  return R;
}

SDValue shAmt(SelectionDAG& DAG, const TargetLowering& TLI, uint64_t C, EVT VT) {
  return DAG.getConstant(C, TLI.getShiftAmountTy(VT));
}

/// LLVM's canExpandVectorCTPOP: the vector operations the parallel bit count needs.
bool canExpandVectorCtpop(const TargetLowering& TLI, EVT VT) {
  unsigned Len = unsigned(VT.scalarSizeInBits());
  return TLI.isOperationLegalOrCustom(ISD::ADD, VT) && TLI.isOperationLegalOrCustom(ISD::SUB, VT) &&
         TLI.isOperationLegalOrCustom(ISD::SRL, VT) &&
         (Len == 8 || TLI.isOperationLegalOrCustom(ISD::MUL, VT)) &&
         isLegalOrCustomOrPromote(TLI, ISD::AND, VT);
}

bool isPowerOf2(unsigned X) {
  return X != 0 && (X & (X - 1)) == 0;
}

/// LLVM's ISD::matchUnaryPredicate over a constant or a BUILD_VECTOR of constants (undef lanes allowed, lane
/// constants wider than the element truncated): Pred gets each constant, or null for an undef lane.
template <typename PredT> bool matchUnaryPredicate(SDValue V, PredT Pred) {
  if (isConstantNode(V)) return Pred(&V->getAPIntValue());
  if (V.getOpcode() == ISD::UNDEF) return Pred(nullptr);
  if (V.getOpcode() != ISD::BUILD_VECTOR) return false;
  unsigned EltBits = unsigned(V.getValueType().scalarSizeInBits());
  for (unsigned I = 0; I < V->getNumOperands(); ++I) {
    SDValue Op = V->getOperand(I);
    if (Op.getOpcode() == ISD::UNDEF) {
      if (!Pred(nullptr)) return false;
      continue;
    }
    if (!isConstantNode(Op)) return false;
    APInt C = Op->getAPIntValue().trunc(EltBits);
    if (!Pred(&C)) return false;
  }
  return true;
}

/// The constant of a constant or of a BUILD_VECTOR splatting one constant (LLVM's isConstOrConstSplat).
const APInt* constOrConstSplat(SDValue V) {
  if (isConstantNode(V)) return &V->getAPIntValue();
  if (V.getOpcode() != ISD::BUILD_VECTOR || V->getNumOperands() == 0) return nullptr;
  SDValue First = V->getOperand(0);
  if (!isConstantNode(First)) return nullptr;
  for (unsigned I = 1; I < V->getNumOperands(); ++I)
    if (V->getOperand(I) != First) return nullptr;
  return &First->getAPIntValue();
}

/// A boolean of the setcc type as a value of type VT (LLVM's getBoolExtOrTrunc).
SDValue boolExtOrTrunc(SelectionDAG& DAG, const TargetLowering& TLI, SDValue B, EVT VT) {
  if (B.getValueType() == VT) return B;
  if (VT.sizeInBits() <= B.getValueType().sizeInBits()) return DAG.getNode(ISD::TRUNCATE, VT, B);
  return TLI.getBooleanContents(VT) == BooleanContent::ZeroOrNegativeOne ? DAG.getSExtOrTrunc(B, VT)
                                                                         : DAG.getZExtOrTrunc(B, VT);
}
} // namespace

SDValue expandCtpop(SelectionDAG& DAG, const TargetLowering& TLI, SDNode* N) {
  EVT VT = N->getValueType(0);
  unsigned Len = unsigned(VT.scalarSizeInBits());
  if (VT.isVector() || Len > 128 || Len % 8 != 0) return SDValue();
  SDValue Op = N->getOperand(0);
  SDValue Mask55 = DAG.getConstant(byteSplat(Len, 0x55), VT);
  SDValue Mask33 = DAG.getConstant(byteSplat(Len, 0x33), VT);
  SDValue Mask0F = DAG.getConstant(byteSplat(Len, 0x0F), VT);
  // Sum bits pairwise, then in nibbles, then in bytes.
  Op = DAG.getNode(ISD::SUB, VT, Op,
                   DAG.getNode(ISD::AND, VT, DAG.getNode(ISD::SRL, VT, Op, shAmt(DAG, TLI, 1, VT)), Mask55));
  SDValue Pairs = DAG.getNode(ISD::AND, VT, Op, Mask33);
  SDValue PairsHigh = DAG.getNode(ISD::AND, VT, DAG.getNode(ISD::SRL, VT, Op, shAmt(DAG, TLI, 2, VT)), Mask33);
  Op = DAG.getNode(ISD::ADD, VT, Pairs, PairsHigh);
  Op = DAG.getNode(ISD::AND, VT,
                   DAG.getNode(ISD::ADD, VT, Op, DAG.getNode(ISD::SRL, VT, Op, shAmt(DAG, TLI, 4, VT))), Mask0F);
  if (Len <= 8) return Op;
  if (Len == 16) {
    SDValue Sum = DAG.getNode(ISD::ADD, VT, Op, DAG.getNode(ISD::SRL, VT, Op, shAmt(DAG, TLI, 8, VT)));
    return DAG.getNode(ISD::AND, VT, Sum, DAG.getConstant(0xFF, VT));
  }
  // Add up the bytes into the top byte: by one multiply when there is one, else by shifts and adds.
  SDValue V;
  if (isLegalOrCustomOrPromote(TLI, ISD::MUL, TLI.getTypeToTransformTo(VT))) {
    V = DAG.getNode(ISD::MUL, VT, Op, DAG.getConstant(byteSplat(Len, 0x01), VT));
  } else {
    V = Op;
    for (unsigned Shift = 8; Shift < Len; Shift *= 2)
      V = DAG.getNode(ISD::ADD, VT, V, DAG.getNode(ISD::SHL, VT, V, DAG.getShiftAmountConstant(Shift, VT)));
  }
  return DAG.getNode(ISD::SRL, VT, V, shAmt(DAG, TLI, Len - 8, VT));
}

SDValue expandCtlz(SelectionDAG& DAG, const TargetLowering& TLI, SDNode* N) {
  EVT VT = N->getValueType(0);
  SDValue Op = N->getOperand(0);
  unsigned Bits = unsigned(VT.scalarSizeInBits());
  if (N->getOpcode() == ISD::CTLZ_ZERO_UNDEF && TLI.isOperationLegalOrCustom(ISD::CTLZ, VT))
    return DAG.getNode(ISD::CTLZ, VT, Op);
  if (TLI.isOperationLegalOrCustom(ISD::CTLZ_ZERO_UNDEF, VT)) {
    // The zero-undefined count, with zero (all bits leading zeros) selected separately.
    EVT SetCCVT = TLI.getSetCCResultType(VT);
    SDValue Count = DAG.getNode(ISD::CTLZ_ZERO_UNDEF, VT, Op);
    SDValue Zero = DAG.getConstant(0, VT);
    SDValue SrcIsZero = DAG.getSetCC(SetCCVT, Op, Zero, ISD::SETEQ);
    return DAG.getSelect(VT, SrcIsZero, DAG.getConstant(Bits, VT), Count);
  }
  // Vectors only with the vector operations the smear and the bit count need.
  if (VT.isVector() &&
      (!isPowerOf2(Bits) ||
       (!TLI.isOperationLegalOrCustom(ISD::CTPOP, VT) && !canExpandVectorCtpop(TLI, VT)) ||
       !TLI.isOperationLegalOrCustom(ISD::SRL, VT) || !isLegalOrCustomOrPromote(TLI, ISD::OR, VT)))
    return SDValue();
  // Smear the highest set bit downwards; the leading zeros are then the zeros of the result.
  for (unsigned I = 0; (1u << I) < Bits; ++I)
    Op = DAG.getNode(ISD::OR, VT, Op, DAG.getNode(ISD::SRL, VT, Op, shAmt(DAG, TLI, 1u << I, VT)));
  Op = DAG.getNOT(Op, VT);
  return DAG.getNode(ISD::CTPOP, VT, Op);
}

bool cttzNeedsTableLookup(const TargetLowering& TLI, SDNode* N) {
  EVT VT = N->getValueType(0);
  if (VT.isVector()) return false;
  if (N->getOpcode() == ISD::CTTZ_ZERO_UNDEF && TLI.isOperationLegalOrCustom(ISD::CTTZ, VT)) return false;
  if (TLI.isOperationLegalOrCustom(ISD::CTTZ_ZERO_UNDEF, VT)) return false;
  bool CtpopExpanded = !TLI.isTypeLegal(VT) || TLI.getOperationAction(ISD::CTPOP, VT) == LegalizeAction::Expand;
  unsigned Bits = unsigned(VT.scalarSizeInBits());
  return CtpopExpanded && !TLI.isOperationLegal(ISD::CTLZ, VT) && (Bits == 32 || Bits == 64);
}

// Without CTPOP or CTLZ, the lowest set bit x & -x times a de Bruijn sequence has a distinct top log2(width)
// bits for each of the width possible positions; a byte table in the constant pool maps them back.
static SDValue cttzTableLookup(SelectionDAG& DAG, const TargetLowering& TLI, SDNode* N) {
  EVT VT = N->getValueType(0);
  SDValue Op = N->getOperand(0);
  unsigned Bits = unsigned(VT.scalarSizeInBits());
  APInt DeBruijn = Bits == 32 ? APInt(32, 0x077CB531u) : APInt(64, 0x0218A392CD3D5DBFull);
  unsigned ShiftAmt = Bits - (Bits == 32 ? 5 : 6);
  SDValue Neg = DAG.getNode(ISD::SUB, VT, DAG.getConstant(0, VT), Op);
  SDValue LowestBit = DAG.getNode(ISD::AND, VT, Op, Neg);
  SDValue Product = DAG.getNode(ISD::MUL, VT, LowestBit, DAG.getConstant(DeBruijn, VT));
  // LLVM types this shift amount as the operand, not as the shift-amount type.
  SDValue Index = DAG.getNode(ISD::SRL, VT, Product, DAG.getConstant(ShiftAmt, VT));
  EVT PtrVT = TLI.getPointerTy();
  Index = DAG.getSExtOrTrunc(Index, PtrVT);

  APInt Table = APInt::zero(8 * Bits);
  for (unsigned I = 0; I < Bits; ++I) {
    uint64_t Slot = DeBruijn.shl(I).lshr(ShiftAmt).getZExtValue();
    Table = Table | APInt(8 * Bits, I).shl(unsigned(8 * Slot));
  }
  // An [N x i8] array is aligned like its element: 1 byte.
  SDValue TableAddr = DAG.getConstantPool(Table, EVT::vector(EVT::i8(), Bits), PtrVT, /*Align=*/1);
  MemOperand MO;
  MO.F = MemOperand::Load;
  MO.SizeInBytes = 1;
  MO.Align = MO.BaseAlign = 1;
  MO.PtrInfo.K = MachinePointerInfo::Kind::ConstantPool;
  SDValue Addr = DAG.getNode(ISD::ADD, PtrVT, TableAddr, Index);
  SDValue Count = DAG.getExtLoad(ISD::ZEXTLOAD, VT, DAG.getEntryNode(), Addr, EVT::i8(), DAG.getMemOperand(MO));
  if (N->getOpcode() == ISD::CTTZ_ZERO_UNDEF) return Count;
  SDValue SrcIsZero = DAG.getSetCC(TLI.getSetCCResultType(VT), Op, DAG.getConstant(0, VT), ISD::SETEQ);
  return DAG.getSelect(VT, SrcIsZero, DAG.getConstant(Bits, VT), Count);
}

SDValue expandCttz(SelectionDAG& DAG, const TargetLowering& TLI, SDNode* N) {
  EVT VT = N->getValueType(0);
  SDValue Op = N->getOperand(0);
  unsigned Bits = unsigned(VT.scalarSizeInBits());
  if (N->getOpcode() == ISD::CTTZ_ZERO_UNDEF && TLI.isOperationLegalOrCustom(ISD::CTTZ, VT))
    return DAG.getNode(ISD::CTTZ, VT, Op);
  if (TLI.isOperationLegalOrCustom(ISD::CTTZ_ZERO_UNDEF, VT)) {
    EVT SetCCVT = TLI.getSetCCResultType(VT);
    SDValue Count = DAG.getNode(ISD::CTTZ_ZERO_UNDEF, VT, Op);
    SDValue Zero = DAG.getConstant(0, VT);
    SDValue SrcIsZero = DAG.getSetCC(SetCCVT, Op, Zero, ISD::SETEQ);
    return DAG.getSelect(VT, SrcIsZero, DAG.getConstant(Bits, VT), Count);
  }
  if (VT.isVector() &&
      (!isPowerOf2(Bits) ||
       (!TLI.isOperationLegalOrCustom(ISD::CTPOP, VT) && !TLI.isOperationLegalOrCustom(ISD::CTLZ, VT) &&
        !canExpandVectorCtpop(TLI, VT)) ||
       !TLI.isOperationLegalOrCustom(ISD::SUB, VT) || !isLegalOrCustomOrPromote(TLI, ISD::AND, VT) ||
       !isLegalOrCustomOrPromote(TLI, ISD::XOR, VT)))
    return SDValue();
  if (cttzNeedsTableLookup(TLI, N)) return cttzTableLookup(DAG, TLI, N);
  // The trailing zeros of x are the ones of ~x & (x - 1).
  SDValue Not = DAG.getNOT(Op, VT);
  SDValue MinusOne = DAG.getNode(ISD::SUB, VT, Op, DAG.getConstant(1, VT));
  SDValue Tmp = DAG.getNode(ISD::AND, VT, Not, MinusOne);
  if (TLI.isOperationLegal(ISD::CTLZ, VT) && !TLI.isOperationLegal(ISD::CTPOP, VT)) {
    SDValue Width = DAG.getConstant(Bits, VT);
    return DAG.getNode(ISD::SUB, VT, Width, DAG.getNode(ISD::CTLZ, VT, Tmp));
  }
  return DAG.getNode(ISD::CTPOP, VT, Tmp);
}

SDValue expandBswap(SelectionDAG& DAG, const TargetLowering& TLI, SDNode* N) {
  EVT VT = N->getValueType(0);
  if (VT.isVector() || !VT.isSimple()) return SDValue();
  SDValue Op = N->getOperand(0);
  auto shl = [&](SDValue X, unsigned C) { return DAG.getNode(ISD::SHL, VT, X, shAmt(DAG, TLI, C, VT)); };
  auto srl = [&](SDValue X, unsigned C) { return DAG.getNode(ISD::SRL, VT, X, shAmt(DAG, TLI, C, VT)); };
  auto mask = [&](SDValue X, uint64_t M) { return DAG.getNode(ISD::AND, VT, X, DAG.getConstant(M, VT)); };
  auto orr = [&](SDValue A, SDValue B) { return DAG.getNode(ISD::OR, VT, A, B); };
  // Each byte moved to its mirrored place; declarators and statements run in order (node numbering).
  switch (VT.scalarSizeInBits()) {
  case 16: {
    SDValue Hi = shl(Op, 8), Lo = srl(Op, 8);
    return orr(Hi, Lo);
  }
  case 32: {
    SDValue T4 = shl(Op, 24), T3 = shl(mask(Op, 0xFF00), 8);
    SDValue T2 = mask(srl(Op, 8), 0xFF00), T1 = srl(Op, 24);
    SDValue T43 = orr(T4, T3), T21 = orr(T2, T1);
    return orr(T43, T21);
  }
  case 64: {
    SDValue T8 = shl(Op, 56), T7 = shl(mask(Op, 0xFF00ull), 40);
    SDValue T6 = shl(mask(Op, 0xFF0000ull), 24), T5 = shl(mask(Op, 0xFF000000ull), 8);
    SDValue T4 = mask(srl(Op, 8), 0xFF000000ull), T3 = mask(srl(Op, 24), 0xFF0000ull);
    SDValue T2 = mask(srl(Op, 40), 0xFF00ull), T1 = srl(Op, 56);
    SDValue T87 = orr(T8, T7), T65 = orr(T6, T5), T43 = orr(T4, T3), T21 = orr(T2, T1);
    SDValue High = orr(T87, T65), Low = orr(T43, T21);
    return orr(High, Low);
  }
  default: return SDValue();
  }
}

SDValue expandBitreverse(SelectionDAG& DAG, const TargetLowering& TLI, SDNode* N) {
  EVT VT = N->getValueType(0);
  SDValue Op = N->getOperand(0);
  unsigned Sz = unsigned(VT.scalarSizeInBits());
  if (Sz >= 8 && (Sz & (Sz - 1)) == 0) {
    // Reverse the bytes, then swap nibbles, bit pairs and single bits inside each byte.
    SDValue Tmp = Sz > 8 ? DAG.getNode(ISD::BSWAP, VT, Op) : Op;
    auto swapGroups = [&](SDValue V, unsigned Shift, uint8_t Pattern) {
      SDValue Hi = DAG.getNode(ISD::SRL, VT, V, shAmt(DAG, TLI, Shift, VT));
      Hi = DAG.getNode(ISD::AND, VT, Hi, DAG.getConstant(byteSplat(Sz, Pattern), VT));
      SDValue Lo = DAG.getNode(ISD::AND, VT, V, DAG.getConstant(byteSplat(Sz, Pattern), VT));
      Lo = DAG.getNode(ISD::SHL, VT, Lo, shAmt(DAG, TLI, Shift, VT));
      return DAG.getNode(ISD::OR, VT, Hi, Lo);
    };
    Tmp = swapGroups(Tmp, 4, 0x0F);
    Tmp = swapGroups(Tmp, 2, 0x33);
    return swapGroups(Tmp, 1, 0x55);
  }
  SDValue Tmp = DAG.getConstant(0, VT);
  for (unsigned I = 0, J = Sz - 1; I < Sz; ++I, --J) {
    SDValue Moved = I < J ? DAG.getNode(ISD::SHL, VT, Op, shAmt(DAG, TLI, J - I, VT))
                          : DAG.getNode(ISD::SRL, VT, Op, shAmt(DAG, TLI, I - J, VT));
    APInt Bit = APInt::zero(Sz);
    Bit.setBit(J);
    Tmp = DAG.getNode(ISD::OR, VT, Tmp, DAG.getNode(ISD::AND, VT, Moved, DAG.getConstant(Bit, VT)));
  }
  return Tmp;
}

SDValue expandAbs(SelectionDAG& DAG, const TargetLowering& TLI, SDNode* N) {
  EVT VT = N->getValueType(0);
  SDValue Op = N->getOperand(0);
  for (int32_t MinMax : {ISD::SMAX, ISD::UMIN}) {
    // abs(x) = smax(x, -x), or umin(x, -x).
    if (!TLI.isOperationLegal(ISD::SUB, VT) || !TLI.isOperationLegal(MinMax, VT)) continue;
    SDValue Zero = DAG.getConstant(0, VT);
    Op = DAG.getNode(ISD::FREEZE, VT, Op);
    return DAG.getNode(MinMax, VT, Op, DAG.getNode(ISD::SUB, VT, Zero, Op));
  }
  // (LLVM asks for a vector ADD here although the rewrite subtracts.)
  if (VT.isVector() &&
      (!TLI.isOperationLegalOrCustom(ISD::SRA, VT) || !TLI.isOperationLegalOrCustom(ISD::ADD, VT) ||
       !isLegalOrCustomOrPromote(TLI, ISD::XOR, VT)))
    return SDValue();
  // abs(x) = (x ^ s) - s with s = x >> (bits - 1), the sign smeared over the value.
  Op = DAG.getNode(ISD::FREEZE, VT, Op);
  SDValue Sign = DAG.getNode(ISD::SRA, VT, Op, DAG.getShiftAmountConstant(VT.scalarSizeInBits() - 1, VT));
  return DAG.getNode(ISD::SUB, VT, DAG.getNode(ISD::XOR, VT, Op, Sign), Sign);
}

SDValue expandRotate(SelectionDAG& DAG, const TargetLowering& TLI, SDNode* N, bool AllowVectorOps) {
  EVT VT = N->getValueType(0);
  unsigned W = unsigned(VT.scalarSizeInBits());
  bool IsLeft = N->getOpcode() == ISD::ROTL;
  SDValue Op0 = N->getOperand(0), Op1 = N->getOperand(1);
  EVT ShVT = Op1.getValueType();
  SDValue Zero = DAG.getConstant(0, ShVT);
  int32_t RevRot = IsLeft ? ISD::ROTR : ISD::ROTL;
  bool Pow2 = (W & (W - 1)) == 0;
  if (!TLI.isOperationLegalOrCustom(N->getOpcode(), VT) && TLI.isOperationLegalOrCustom(RevRot, VT) && Pow2)
    return DAG.getNode(RevRot, VT, Op0, DAG.getNode(ISD::SUB, ShVT, Zero, Op1));
  if (!AllowVectorOps && VT.isVector() &&
      (!TLI.isOperationLegalOrCustom(ISD::SHL, VT) || !TLI.isOperationLegalOrCustom(ISD::SRL, VT) ||
       !TLI.isOperationLegalOrCustom(ISD::SUB, VT) || !isLegalOrCustomOrPromote(TLI, ISD::OR, VT) ||
       !isLegalOrCustomOrPromote(TLI, ISD::AND, VT)))
    return SDValue();
  int32_t ShOpc = IsLeft ? ISD::SHL : ISD::SRL, HsOpc = IsLeft ? ISD::SRL : ISD::SHL;
  SDValue WidthMinusOne = DAG.getConstant(W - 1, ShVT);
  SDValue ShVal, HsVal;
  if (Pow2) {
    SDValue NegOp1 = DAG.getNode(ISD::SUB, ShVT, Zero, Op1);
    SDValue ShAmt = DAG.getNode(ISD::AND, ShVT, Op1, WidthMinusOne);
    ShVal = DAG.getNode(ShOpc, VT, Op0, ShAmt);
    SDValue HsAmt = DAG.getNode(ISD::AND, ShVT, NegOp1, WidthMinusOne);
    HsVal = DAG.getNode(HsOpc, VT, Op0, HsAmt);
  } else {
    // The second shift goes in two steps so that neither amount reaches the width.
    SDValue ShAmt = DAG.getNode(ISD::UREM, ShVT, Op1, DAG.getConstant(W, ShVT));
    ShVal = DAG.getNode(ShOpc, VT, Op0, ShAmt);
    SDValue HsAmt = DAG.getNode(ISD::SUB, ShVT, WidthMinusOne, ShAmt);
    SDValue One = DAG.getConstant(1, ShVT);
    HsVal = DAG.getNode(HsOpc, VT, DAG.getNode(HsOpc, VT, Op0, One), HsAmt);
  }
  return DAG.getNode(ISD::OR, VT, ShVal, HsVal);
}

SDValue expandFunnelShift(SelectionDAG& DAG, const TargetLowering& TLI, SDNode* N) {
  EVT VT = N->getValueType(0);
  if (VT.isVector() &&
      (!TLI.isOperationLegalOrCustom(ISD::SHL, VT) || !TLI.isOperationLegalOrCustom(ISD::SRL, VT) ||
       !TLI.isOperationLegalOrCustom(ISD::SUB, VT) || !isLegalOrCustomOrPromote(TLI, ISD::OR, VT)))
    return SDValue();
  SDValue X = N->getOperand(0), Y = N->getOperand(1), Z = N->getOperand(2);
  unsigned BW = unsigned(VT.scalarSizeInBits());
  bool IsFSHL = N->getOpcode() == ISD::FSHL;
  EVT ShVT = Z.getValueType();
  bool Pow2 = (BW & (BW - 1)) == 0;
  // A constant amount (in every lane) that is not a multiple of the width needs no guard against shifting by
  // the width.
  bool NonZeroModBW = matchUnaryPredicate(
      Z, [&](const APInt* C) { return !C || !C->urem(APInt(C->getBitWidth(), BW)).isZero(); });
  int32_t RevOpcode = IsFSHL ? ISD::FSHR : ISD::FSHL;
  if (!TLI.isOperationLegalOrCustom(N->getOpcode(), VT) && TLI.isOperationLegalOrCustom(RevOpcode, VT) && Pow2) {
    if (NonZeroModBW) {
      SDValue Zero = DAG.getConstant(0, ShVT);
      Z = DAG.getNode(ISD::SUB, VT, Zero, Z);
      return DAG.getNode(RevOpcode, VT, X, Y, Z);
    }
    SDValue One = DAG.getConstant(1, ShVT);
    if (IsFSHL) {
      Y = DAG.getNode(RevOpcode, VT, X, Y, One);
      X = DAG.getNode(ISD::SRL, VT, X, One);
    } else {
      X = DAG.getNode(RevOpcode, VT, X, Y, One);
      Y = DAG.getNode(ISD::SHL, VT, Y, One);
    }
    Z = DAG.getNOT(Z, ShVT);
    return DAG.getNode(RevOpcode, VT, X, Y, Z);
  }
  SDValue ShX, ShY, ShAmt, InvShAmt;
  if (NonZeroModBW) {
    // fshl: X << C | Y >> (BW - C); fshr: X << (BW - C) | Y >> C, with C = Z % BW not zero.
    SDValue BitWidthC = DAG.getConstant(BW, ShVT);
    ShAmt = DAG.getNode(ISD::UREM, ShVT, Z, BitWidthC);
    InvShAmt = DAG.getNode(ISD::SUB, ShVT, BitWidthC, ShAmt);
    ShX = DAG.getNode(ISD::SHL, VT, X, IsFSHL ? ShAmt : InvShAmt);
    ShY = DAG.getNode(ISD::SRL, VT, Y, IsFSHL ? InvShAmt : ShAmt);
  } else {
    // The shift by BW - C is split into a shift by one and one by BW - 1 - C, which stays below BW.
    SDValue Mask = DAG.getConstant(BW - 1, ShVT);
    if (Pow2) {
      ShAmt = DAG.getNode(ISD::AND, ShVT, Z, Mask);
      SDValue NotZ = DAG.getNOT(Z, ShVT);
      InvShAmt = DAG.getNode(ISD::AND, ShVT, NotZ, Mask);
    } else {
      SDValue BitWidthC = DAG.getConstant(BW, ShVT);
      ShAmt = DAG.getNode(ISD::UREM, ShVT, Z, BitWidthC);
      InvShAmt = DAG.getNode(ISD::SUB, ShVT, Mask, ShAmt);
    }
    SDValue One = DAG.getConstant(1, ShVT);
    if (IsFSHL) {
      ShX = DAG.getNode(ISD::SHL, VT, X, ShAmt);
      SDValue ShY1 = DAG.getNode(ISD::SRL, VT, Y, One);
      ShY = DAG.getNode(ISD::SRL, VT, ShY1, InvShAmt);
    } else {
      SDValue ShX1 = DAG.getNode(ISD::SHL, VT, X, One);
      ShX = DAG.getNode(ISD::SHL, VT, ShX1, InvShAmt);
      ShY = DAG.getNode(ISD::SRL, VT, Y, ShAmt);
    }
  }
  return DAG.getNode(ISD::OR, VT, ShX, ShY);
}

// ---- min/max, overflow arithmetic ---------------------------------------------------------------------------

namespace {
/// Whether a SETCC of BoolVT comparing Op0 with Op1 by CC already exists (LLVM's doesNodeExist query):
/// such a compare is reused rather than a new one made.
bool setCCExists(SDValue Op0, SDValue Op1, SDValue CC, EVT BoolVT) {
  for (SDNode* User : Op0->uses())
    if (User->getOpcode() == ISD::SETCC && User->getValueType(0) == BoolVT && User->getOperand(0) == Op0 &&
        User->getOperand(1) == Op1 && User->getOperand(2) == CC)
      return true;
  return false;
}
} // namespace

SDValue expandIntMinMax(SelectionDAG& DAG, const TargetLowering& TLI, SDNode* N) {
  SDValue Op0 = N->getOperand(0), Op1 = N->getOperand(1);
  EVT VT = Op0.getValueType();
  EVT BoolVT = TLI.getSetCCResultType(VT);
  int32_t Opc = N->getOpcode();
  const APInt* One = constOrConstSplat(Op1);
  if (Opc == ISD::UMAX && One && One->isOne() && BoolVT == VT &&
      TLI.getBooleanContents(VT) == BooleanContent::ZeroOrNegativeOne) {
    // umax(x, 1) = x - (x == 0) with all-ones booleans.
    Op0 = DAG.getNode(ISD::FREEZE, VT, Op0);
    SDValue Zero = DAG.getConstant(0, VT);
    return DAG.getNode(ISD::SUB, VT, Op0, DAG.getSetCC(VT, Op0, Zero, ISD::SETEQ));
  }
  if (Opc == ISD::UMIN && TLI.isOperationLegal(ISD::SUB, VT) && TLI.isOperationLegal(ISD::USUBSAT, VT))
    return DAG.getNode(ISD::SUB, VT, Op0, DAG.getNode(ISD::USUBSAT, VT, Op0, Op1));
  if (Opc == ISD::UMAX && TLI.isOperationLegal(ISD::ADD, VT) && TLI.isOperationLegal(ISD::USUBSAT, VT))
    return DAG.getNode(ISD::ADD, VT, Op0, DAG.getNode(ISD::USUBSAT, VT, Op1, Op0));
  // A vector select of a compare, or (null) the caller unrolls.
  if (VT.isVector() && !TLI.isOperationLegalOrCustom(ISD::VSELECT, VT)) return SDValue();
  auto build = [&](ISD::CondCode Pref, ISD::CondCode Alt, ISD::CondCode PrefCommute, ISD::CondCode AltCommute) {
    for (ISD::CondCode CC : {Pref, Alt})
      if (setCCExists(Op0, Op1, DAG.getCondCode(CC), BoolVT))
        return DAG.getSelect(VT, DAG.getSetCC(BoolVT, Op0, Op1, CC), Op0, Op1);
    for (ISD::CondCode CC : {PrefCommute, AltCommute})
      if (setCCExists(Op0, Op1, DAG.getCondCode(CC), BoolVT))
        return DAG.getSelect(VT, DAG.getSetCC(BoolVT, Op0, Op1, CC), Op1, Op0);
    SDValue Cond = DAG.getSetCC(BoolVT, Op0, Op1, Pref);
    return DAG.getSelect(VT, Cond, Op0, Op1);
  };
  switch (Opc) {
  case ISD::SMAX: return build(ISD::SETGT, ISD::SETGE, ISD::SETLT, ISD::SETLE);
  case ISD::SMIN: return build(ISD::SETLT, ISD::SETLE, ISD::SETGT, ISD::SETGE);
  case ISD::UMAX: return build(ISD::SETUGT, ISD::SETUGE, ISD::SETULT, ISD::SETULE);
  case ISD::UMIN: return build(ISD::SETULT, ISD::SETULE, ISD::SETUGT, ISD::SETUGE);
  default: return SDValue();
  }
}

void expandUAddSubO(SelectionDAG& DAG, const TargetLowering& TLI, SDNode* N, SDValue& Result, SDValue& Overflow) {
  SDValue LHS = N->getOperand(0), RHS = N->getOperand(1);
  bool IsAdd = N->getOpcode() == ISD::UADDO;
  EVT VT = N->getValueType(0), ResultType = N->getValueType(1);
  int32_t OpcCarry = IsAdd ? ISD::UADDO_CARRY : ISD::USUBO_CARRY;
  if (TLI.isOperationLegalOrCustom(OpcCarry, VT)) {
    SDValue CarryIn = DAG.getConstant(0, ResultType);
    SDValue Carry = DAG.getNode(OpcCarry, DAG.getVTList(VT, ResultType), {LHS, RHS, CarryIn});
    Result = Carry.getValue(0);
    Overflow = Carry.getValue(1);
    return;
  }
  Result = DAG.getNode(IsAdd ? ISD::ADD : ISD::SUB, VT, LHS, RHS);
  EVT SetCCType = TLI.getSetCCResultType(VT);
  SDValue SetCC;
  if (IsAdd && isOneConstant(RHS)) {
    // x + 1 overflowed exactly when it wrapped to zero.
    SetCC = DAG.getSetCC(SetCCType, Result, DAG.getConstant(0, VT), ISD::SETEQ);
  } else if (IsAdd && isAllOnesConstant(RHS)) {
    // x + (-1) carries out unless x is zero.
    SetCC = DAG.getSetCC(SetCCType, LHS, DAG.getConstant(0, VT), ISD::SETNE);
  } else {
    SetCC = DAG.getSetCC(SetCCType, Result, LHS, IsAdd ? ISD::SETULT : ISD::SETUGT);
  }
  Overflow = boolExtOrTrunc(DAG, TLI, SetCC, ResultType);
}

void expandSAddSubO(SelectionDAG& DAG, const TargetLowering& TLI, SDNode* N, SDValue& Result, SDValue& Overflow) {
  SDValue LHS = N->getOperand(0), RHS = N->getOperand(1);
  bool IsAdd = N->getOpcode() == ISD::SADDO;
  EVT VT = LHS.getValueType(), ResultType = N->getValueType(1);
  Result = DAG.getNode(IsAdd ? ISD::ADD : ISD::SUB, VT, LHS, RHS);
  EVT OType = TLI.getSetCCResultType(VT);
  int32_t OpcSat = IsAdd ? ISD::SADDSAT : ISD::SSUBSAT;
  if (TLI.isOperationLegal(OpcSat, VT)) {
    SDValue Sat = DAG.getNode(OpcSat, VT, LHS, RHS);
    SDValue SetCC = DAG.getSetCC(OType, Result, Sat, ISD::SETNE);
    Overflow = boolExtOrTrunc(DAG, TLI, SetCC, ResultType);
    return;
  }
  // The result is below LHS exactly when RHS is negative (add) / positive (sub), unless it overflowed.
  SDValue Zero = DAG.getConstant(0, VT);
  SDValue ResultLowerThanLHS = DAG.getSetCC(OType, Result, LHS, ISD::SETLT);
  SDValue ConditionRHS = DAG.getSetCC(OType, RHS, Zero, IsAdd ? ISD::SETLT : ISD::SETGT);
  Overflow = boolExtOrTrunc(DAG, TLI, DAG.getNode(ISD::XOR, OType, ConditionRHS, ResultLowerThanLHS), ResultType);
}

bool expandMulO(SelectionDAG& DAG, const TargetLowering& TLI, SDNode* N, SDValue& Result, SDValue& Overflow) {
  EVT VT = N->getValueType(0);
  EVT SetCCVT = TLI.getSetCCResultType(VT);
  SDValue LHS = N->getOperand(0), RHS = N->getOperand(1);
  bool Signed = N->getOpcode() == ISD::SMULO;
  unsigned Bits = unsigned(VT.scalarSizeInBits());
  const APInt* RHSC = constOrConstSplat(RHS);
  if (RHSC && RHSC->isPowerOf2()) {
    // x * 2^s overflows when shifting back does not give x (smulo by the minimum is umulo).
    const APInt& C = *RHSC;
    bool UseArithShift = Signed && !C.isSignedMin();
    SDValue ShiftAmt = DAG.getShiftAmountConstant(C.logBase2(), VT);
    Result = DAG.getNode(ISD::SHL, VT, LHS, ShiftAmt);
    SDValue Back = DAG.getNode(UseArithShift ? ISD::SRA : ISD::SRL, VT, Result, ShiftAmt);
    Overflow = DAG.getSetCC(SetCCVT, Back, LHS, ISD::SETNE);
  } else {
    EVT WideVT = EVT::integer(Bits * 2);
    if (VT.isVector()) WideVT = EVT::vector(WideVT, VT.numElements());
    int32_t MulH = Signed ? ISD::MULHS : ISD::MULHU, LoHi = Signed ? ISD::SMUL_LOHI : ISD::UMUL_LOHI;
    int32_t Ext = Signed ? ISD::SIGN_EXTEND : ISD::ZERO_EXTEND;
    SDValue BottomHalf, TopHalf;
    if (TLI.isOperationLegalOrCustom(MulH, VT)) {
      BottomHalf = DAG.getNode(ISD::MUL, VT, LHS, RHS);
      TopHalf = DAG.getNode(MulH, VT, LHS, RHS);
    } else if (TLI.isOperationLegalOrCustom(LoHi, VT)) {
      BottomHalf = DAG.getNode(LoHi, DAG.getVTList(VT, VT), {LHS, RHS});
      TopHalf = BottomHalf.getValue(1);
    } else if (TLI.isTypeLegal(WideVT)) {
      SDValue WL = DAG.getNode(Ext, WideVT, LHS);
      SDValue WR = DAG.getNode(Ext, WideVT, RHS);
      SDValue Mul = DAG.getNode(ISD::MUL, WideVT, WL, WR);
      BottomHalf = DAG.getNode(ISD::TRUNCATE, VT, Mul);
      SDValue ShiftAmt = DAG.getShiftAmountConstant(Bits, WideVT);
      TopHalf = DAG.getNode(ISD::TRUNCATE, VT, DAG.getNode(ISD::SRL, WideVT, Mul, ShiftAmt));
    } else {
      if (VT.isVector()) return false; // the caller unrolls
      forceExpandWideMul(DAG, TLI, Signed, LHS, RHS, BottomHalf, TopHalf);
    }
    Result = BottomHalf;
    if (Signed) {
      SDValue ShiftAmt = DAG.getShiftAmountConstant(Bits - 1, VT);
      SDValue Sign = DAG.getNode(ISD::SRA, VT, BottomHalf, ShiftAmt);
      Overflow = DAG.getSetCC(SetCCVT, TopHalf, Sign, ISD::SETNE);
    } else {
      Overflow = DAG.getSetCC(SetCCVT, TopHalf, DAG.getConstant(0, VT), ISD::SETNE);
    }
  }
  EVT RType = N->getValueType(1);
  if (RType.sizeInBits() < Overflow.getValueType().sizeInBits()) Overflow = DAG.getNode(ISD::TRUNCATE, RType, Overflow);
  return true;
}

SDValue expandAbd(SelectionDAG& DAG, const TargetLowering& TLI, SDNode* N) {
  EVT VT = N->getValueType(0);
  SDValue LHS = DAG.getNode(ISD::FREEZE, VT, N->getOperand(0));
  SDValue RHS = DAG.getNode(ISD::FREEZE, VT, N->getOperand(1));
  bool Signed = N->getOpcode() == ISD::ABDS;
  int32_t MaxOpc = Signed ? ISD::SMAX : ISD::UMAX, MinOpc = Signed ? ISD::SMIN : ISD::UMIN;
  if (TLI.isOperationLegal(MaxOpc, VT) && TLI.isOperationLegal(MinOpc, VT)) {
    SDValue Max = DAG.getNode(MaxOpc, VT, LHS, RHS);
    SDValue Min = DAG.getNode(MinOpc, VT, LHS, RHS);
    return DAG.getNode(ISD::SUB, VT, Max, Min);
  }
  if (!Signed && TLI.isOperationLegal(ISD::USUBSAT, VT)) {
    SDValue A = DAG.getNode(ISD::USUBSAT, VT, LHS, RHS);
    SDValue B = DAG.getNode(ISD::USUBSAT, VT, RHS, LHS);
    return DAG.getNode(ISD::OR, VT, A, B);
  }
  // (LLVM first tries abs(sub) when value tracking proves the subtraction cannot overflow; dagtool's
  // value tracking has no willNotOverflowSub, so that shortcut is not taken.)
  EVT CCVT = TLI.getSetCCResultType(VT);
  SDValue Cmp = DAG.getSetCC(CCVT, LHS, RHS, Signed ? ISD::SETGT : ISD::SETUGT);
  if (CCVT == VT && TLI.getBooleanContents(VT) == BooleanContent::ZeroOrNegativeOne) {
    // An all-ones compare is the select: cmp - ((lhs - rhs) ^ cmp).
    SDValue Diff = DAG.getNode(ISD::SUB, VT, LHS, RHS);
    SDValue Xor = DAG.getNode(ISD::XOR, VT, Diff, Cmp);
    return DAG.getNode(ISD::SUB, VT, Cmp, Xor);
  }
  // Without a vector select the caller unrolls the original node (the freezes and the compare stay dead, as
  // in LLVM, which unrolls from here).
  if (VT.isVector() && !TLI.isOperationLegalOrCustom(ISD::VSELECT, VT)) return SDValue();
  SDValue Diff = DAG.getNode(ISD::SUB, VT, LHS, RHS);
  SDValue RevDiff = DAG.getNode(ISD::SUB, VT, RHS, LHS);
  return DAG.getSelect(VT, Cmp, Diff, RevDiff);
}

} // namespace dt
