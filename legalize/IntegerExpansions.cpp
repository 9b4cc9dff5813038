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
  unsigned BitWidth = unsigned(VT.scalarSizeInBits());
  EVT BoolVT = TLI.getSetCCResultType(VT);
  SDValue Result = DAG.getNode(OverflowOp, DAG.getVTList(VT, BoolVT), {LHS, RHS});
  SDValue SumDiff = Result.getValue(0), Overflow = Result.getValue(1);
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

} // namespace dt
