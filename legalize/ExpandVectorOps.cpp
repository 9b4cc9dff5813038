// legalize/ExpandVectorOps.cpp — the Expand action of the vector-operation legalizer (LLVM 19's
// VectorLegalizer::Expand). See ExpandVectorOps.h.
//
// For each opcode LLVM first tries a rewrite on the vector type itself, which only applies when the vector
// operations it needs are not Expand for that type (each helper checks, as LLVM's do), and otherwise unrolls:
//   LOAD / STORE         scalarizeVectorLoad / scalarizeVectorStore (one access per element)
//   MERGE_VALUES         its operands
//   SIGN_EXTEND_INREG    shl + sra by the same splat amount
//   *_EXTEND_VECTOR_INREG  any: a shuffle placing each low lane at the bottom of its wide lane, bitcast;
//                        sign: any-extend then shl + sra; zero: a shuffle blending the lanes with a zero
//                        vector
//   VSELECT / SELECT     (op1 & mask) | (op2 & ~mask) with all-ones lanes (SELECT splats its scalar
//   condition) FNEG / FABS / FCOPYSIGN  xor / and / and+or on the sign bit in the integer vector type FSUB
//   left alone when FNEG and FADD are legal (the operation legalizer makes a+(-b)) SETCC                a
//   condition code that is Expand: swapped / inverted / split compares
//                        (LegalizeSetCCCondCode); else per lane a scalar setcc + select (UnrollVSETCC)
//   SREM / UREM          divrem, or x - (x / y) * y when the divide is Legal/Custom
//   CTPOP, CTLZ, CTTZ    the parallel bit count; smear + ctpop; popcount(~x & (x - 1)) (IntegerExpansions.h)
//   BSWAP, BITREVERSE    shifts, masks and ors on the vector
//   FSHL/FSHR, ROTL/ROTR two shifts and an or (or the opposite funnel shift / rotate)
//   SMIN..UMAX, ABS, ABDS/ABDU, [SU]ADDSAT/[SU]SUBSAT, [SU]SHLSAT, SCMP/UCMP  compares and vector selects
//   [SU]ADDO/[SU]SUBO    the sum and compares; [SU]MULO the high half (or per lane: UnrollVectorOverflowOp)
//   VECREDUCE_*          expandVecReduce (legalize/IntegerExpansions.h)
//   everything else      UnrollVectorOp: extract each lane, the scalar operation, BUILD_VECTOR
// Not implemented (CannotLowerError naming the node): FP_TO_UINT, UINT_TO_FP, FMINNUM/FMAXNUM and
// FMINIMUM/FMAXIMUM, whose rewrites need FP vector types in registers (no dagtool target has any) and FP
// value tracking (isKnownNeverNaN / isKnownNeverZeroFloat) dagtool does not have; BSWAP and BITREVERSE when
// the byte vector type is legal (LLVM's byte shuffle needs the target's isShuffleMaskLegal); FREM unrolls
// (dagtool has no vector math library).
#include "legalize/ExpandVectorOps.h"

#include "dag/Printer.h"
#include "legalize/IntegerExpansions.h"
#include "legalize/LegalizeDAG.h"
#include "legalize/VectorTypeKit.h"
#include "support/Diagnostics.h"

namespace dt {

namespace {

class VectorExpander {
public:
  VectorExpander(SelectionDAG& DAG, const TargetLowering& TLI, vectors::VectorKit& Kit)
      : DAG(DAG), TLI(TLI), Kit(Kit) {}

  void expand(SDNode* N, std::vector<SDValue>& Results);

private:
  SDValue expandSignExtendInReg(SDNode* N);
  SDValue expandAnyExtendVectorInReg(SDNode* N);
  SDValue expandSignExtendVectorInReg(SDNode* N);
  SDValue expandZeroExtendVectorInReg(SDNode* N);
  SDValue expandVSelect(SDNode* N);
  SDValue expandSelect(SDNode* N);
  SDValue expandFNeg(SDNode* N);
  SDValue expandFAbs(SDNode* N);
  SDValue expandFCopySign(SDNode* N);
  SDValue expandSetCC(SDNode* N);
  SDValue expandRem(SDNode* N);
  SDValue expandCTPop(SDNode* N);
  SDValue expandBSwap(SDNode* N);
  SDValue expandBitReverse(SDNode* N);
  SDValue unrollVSetCC(SDNode* N);
  std::pair<SDValue, SDValue> unrollVectorOverflowOp(SDNode* N);
  /// A source vector no wider than VT as a vector of its elements as wide as VT (Src inserted at index 0 of
  /// an undef vector, as LLVM does for *_EXTEND_VECTOR_INREG).
  SDValue padToWidthOf(SDValue Src, EVT VT);
  [[noreturn]] void notImplemented(const SDNode* N, const char* What) const {
    throw CannotLowerError(std::string("vector operation legalization: ") + What +
                           " is not implemented: " + nodeText(DAG, N));
  }

  LegalizeAction action(int32_t Op, EVT VT) const { return TLI.getOperationAction(Op, VT); }
  bool legalOrCustom(int32_t Op, EVT VT) const { return TLI.isOperationLegalOrCustom(Op, VT); }
  bool legalOrCustomOrPromote(int32_t Op, EVT VT) const {
    if (!TLI.isTypeLegal(VT)) return false;
    LegalizeAction A = action(Op, VT);
    return A == LegalizeAction::Legal || A == LegalizeAction::Custom || A == LegalizeAction::Promote;
  }
  /// The "true" boolean of a vector compare result VT (all ones or one, by the target's vector booleans).
  APInt trueLane(EVT VT) const {
    unsigned Bits = unsigned(VT.scalarSizeInBits());
    return TLI.getBooleanContents(VT) == BooleanContent::ZeroOrNegativeOne ? APInt::allOnes(Bits)
                                                                           : APInt(Bits, 1);
  }

  SelectionDAG& DAG;
  const TargetLowering& TLI;
  vectors::VectorKit& Kit;
};

void VectorExpander::expand(SDNode* N, std::vector<SDValue>& Results) {
  auto use = [&](SDValue V) {
    if (!V) return false;
    Results.push_back(V);
    return true;
  };
  auto pair = [&](SDValue Result, SDValue Overflow) {
    Results.push_back(Result);
    Results.push_back(Overflow);
  };
  switch (N->getOpcode()) {
  case ISD::LOAD: {
    auto [Value, Chain] = Kit.scalarizeVectorLoad(N);
    pair(Value, Chain);
    return;
  }
  case ISD::STORE: Results.push_back(Kit.scalarizeVectorStore(N)); return;
  case ISD::MERGE_VALUES:
    for (unsigned I = 0; I < N->getNumValues(); ++I) Results.push_back(N->getOperand(I));
    return;
  case ISD::SIGN_EXTEND_INREG:
    if (use(expandSignExtendInReg(N))) return;
    break;
  case ISD::ANY_EXTEND_VECTOR_INREG: Results.push_back(expandAnyExtendVectorInReg(N)); return;
  case ISD::SIGN_EXTEND_VECTOR_INREG: Results.push_back(expandSignExtendVectorInReg(N)); return;
  case ISD::ZERO_EXTEND_VECTOR_INREG: Results.push_back(expandZeroExtendVectorInReg(N)); return;
  case ISD::BSWAP:
    if (use(expandBSwap(N))) return;
    break;
  case ISD::VSELECT:
    if (use(expandVSelect(N))) return;
    break;
  case ISD::SELECT:
    if (use(expandSelect(N))) return;
    break;
  case ISD::FP_TO_UINT:
  case ISD::UINT_TO_FP:
  case ISD::FMINNUM:
  case ISD::FMAXNUM:
  case ISD::FMINIMUM:
  case ISD::FMAXIMUM: notImplemented(N, "the vector expansion LLVM tries before unrolling this FP opcode");
  case ISD::FNEG:
    if (use(expandFNeg(N))) return;
    break;
  case ISD::FABS:
    if (use(expandFAbs(N))) return;
    break;
  case ISD::FCOPYSIGN:
    if (use(expandFCopySign(N))) return;
    break;
  case ISD::FSUB:
    // a - b is a + (-b): with FNEG and FADD legal the operation legalizer does that.
    if (legalOrCustom(ISD::FNEG, N->getValueType(0)) && legalOrCustom(ISD::FADD, N->getValueType(0))) return;
    break;
  case ISD::SETCC: Results.push_back(expandSetCC(N)); return;
  case ISD::ABS:
    if (use(expandAbs(DAG, TLI, N))) return;
    break;
  case ISD::ABDS:
  case ISD::ABDU:
    if (use(expandAbd(DAG, TLI, N))) return;
    break;
  case ISD::BITREVERSE:
    if (use(expandBitReverse(N))) return;
    break;
  case ISD::CTPOP:
    if (use(expandCTPop(N))) return;
    break;
  case ISD::CTLZ:
  case ISD::CTLZ_ZERO_UNDEF:
    if (use(expandCtlz(DAG, TLI, N))) return;
    break;
  case ISD::CTTZ:
  case ISD::CTTZ_ZERO_UNDEF:
    if (use(expandCttz(DAG, TLI, N))) return;
    break;
  case ISD::FSHL:
  case ISD::FSHR:
    if (use(expandFunnelShift(DAG, TLI, N))) return;
    break;
  case ISD::ROTL:
  case ISD::ROTR:
    if (use(expandRotate(DAG, TLI, N, /*AllowVectorOps=*/false))) return;
    break;
  case ISD::SMIN:
  case ISD::SMAX:
  case ISD::UMIN:
  case ISD::UMAX:
    if (use(expandIntMinMax(DAG, TLI, N))) return;
    break;
  case ISD::UADDO:
  case ISD::USUBO: {
    SDValue Result, Overflow;
    expandUAddSubO(DAG, TLI, N, Result, Overflow);
    pair(Result, Overflow);
    return;
  }
  case ISD::SADDO:
  case ISD::SSUBO: {
    SDValue Result, Overflow;
    expandSAddSubO(DAG, TLI, N, Result, Overflow);
    pair(Result, Overflow);
    return;
  }
  case ISD::UMULO:
  case ISD::SMULO: {
    SDValue Result, Overflow;
    if (!expandMulO(DAG, TLI, N, Result, Overflow)) std::tie(Result, Overflow) = unrollVectorOverflowOp(N);
    pair(Result, Overflow);
    return;
  }
  case ISD::USUBSAT:
  case ISD::SSUBSAT:
  case ISD::UADDSAT:
  case ISD::SADDSAT:
    if (use(expandAddSubSat(DAG, TLI, N))) return;
    break;
  case ISD::USHLSAT:
  case ISD::SSHLSAT:
    if (use(expandShlSat(DAG, TLI, N))) return;
    break;
  case ISD::VECREDUCE_ADD:
  case ISD::VECREDUCE_MUL:
  case ISD::VECREDUCE_AND:
  case ISD::VECREDUCE_OR:
  case ISD::VECREDUCE_XOR:
  case ISD::VECREDUCE_SMAX:
  case ISD::VECREDUCE_SMIN:
  case ISD::VECREDUCE_UMAX:
  case ISD::VECREDUCE_UMIN:
  case ISD::VECREDUCE_FADD:
  case ISD::VECREDUCE_FMUL:
  case ISD::VECREDUCE_FMAX:
  case ISD::VECREDUCE_FMIN:
  case ISD::VECREDUCE_FMAXIMUM:
  case ISD::VECREDUCE_FMINIMUM:
  case ISD::VECREDUCE_SEQ_FADD:
  case ISD::VECREDUCE_SEQ_FMUL:
    if (use(expandVecReduce(DAG, TLI, N))) return;
    notImplemented(N, "this reduction's expansion");
  case ISD::SREM:
  case ISD::UREM: Results.push_back(expandRem(N)); return;
  case ISD::SCMP:
  case ISD::UCMP: Results.push_back(expandCmp(DAG, TLI, N)); return;
  default: break;
  }
  // Element by element.
  SDValue Unrolled = Kit.unrollVectorOp(N);
  if (N->getNumValues() == 1) {
    Results.push_back(Unrolled);
    return;
  }
  DT_CHECK(Unrolled->getNumValues() == N->getNumValues(), "unrolling gave the wrong number of results");
  for (unsigned I = 0; I < N->getNumValues(); ++I) Results.push_back(Unrolled.getValue(I));
}

SDValue VectorExpander::padToWidthOf(SDValue Src, EVT VT) {
  EVT SrcVT = Src.getValueType();
  unsigned NumSrcElements = unsigned(VT.sizeInBits() / SrcVT.scalarSizeInBits());
  EVT WideVT = EVT::vector(SrcVT.scalarType(), NumSrcElements);
  SDValue Undef = DAG.getUNDEF(WideVT);
  SDValue Index = Kit.idx(0);
  // Inserting a vector of the whole width is that vector (LLVM's getNode fold; the operands stay made).
  if (WideVT == SrcVT) return Src;
  return DAG.getNode(ISD::INSERT_SUBVECTOR, WideVT, Undef, Src, Index);
}

SDValue VectorExpander::expandAnyExtendVectorInReg(SDNode* N) {
  EVT VT = N->getValueType(0);
  unsigned NumElements = unsigned(VT.numElements());
  SDValue Src = N->getOperand(0);
  if (Src.getValueType().sizeInBits() <= VT.sizeInBits()) Src = padToWidthOf(Src, VT);
  EVT SrcVT = Src.getValueType();
  unsigned NumSrcElements = unsigned(SrcVT.numElements());
  // Each extended lane takes the low (little-endian) narrow lane of its place; the rest are undef.
  std::vector<int> Mask(NumSrcElements, -1);
  unsigned ExtLaneScale = NumSrcElements / NumElements;
  for (unsigned I = 0; I < NumElements; ++I) Mask[I * ExtLaneScale] = int(I);
  SDValue Undef = DAG.getUNDEF(SrcVT);
  return DAG.getNode(ISD::BITCAST, VT, DAG.getVectorShuffle(SrcVT, Src, Undef, Mask));
}

SDValue VectorExpander::expandSignExtendVectorInReg(SDNode* N) {
  // Any-extend (legalized in turn), then shifts: more likely to stay vector operations than the extension.
  EVT VT = N->getValueType(0);
  SDValue Src = N->getOperand(0);
  SDValue Op = DAG.getNode(ISD::ANY_EXTEND_VECTOR_INREG, VT, Src);
  unsigned Amount = unsigned(VT.scalarSizeInBits() - Src.getValueType().scalarSizeInBits());
  SDValue ShiftAmount = DAG.getConstant(Amount, VT);
  return DAG.getNode(ISD::SRA, VT, DAG.getNode(ISD::SHL, VT, Op, ShiftAmount), ShiftAmount);
}

SDValue VectorExpander::expandZeroExtendVectorInReg(SDNode* N) {
  EVT VT = N->getValueType(0);
  unsigned NumElements = unsigned(VT.numElements());
  SDValue Src = N->getOperand(0);
  if (Src.getValueType().sizeInBits() <= VT.sizeInBits()) Src = padToWidthOf(Src, VT);
  EVT SrcVT = Src.getValueType();
  unsigned NumSrcElements = unsigned(SrcVT.numElements());
  SDValue Zero = DAG.getConstant(0, SrcVT);
  // Lanes of a zero vector everywhere except the low narrow lane of each wide lane, taken from Src.
  std::vector<int> Mask(NumSrcElements);
  for (unsigned I = 0; I < NumSrcElements; ++I) Mask[I] = int(I);
  unsigned ExtLaneScale = NumSrcElements / NumElements;
  for (unsigned I = 0; I < NumElements; ++I) Mask[I * ExtLaneScale] = int(NumSrcElements + I);
  return DAG.getNode(ISD::BITCAST, VT, DAG.getVectorShuffle(SrcVT, Zero, Src, Mask));
}

SDValue VectorExpander::expandSetCC(SDNode* N) {
  EVT VT = N->getValueType(0);
  SDValue LHS = N->getOperand(0), RHS = N->getOperand(1), CC = N->getOperand(2);
  if (TLI.getCondCodeAction(CC->getCondCode(), LHS.getValueType()) != LegalizeAction::Expand)
    return unrollVSetCC(N);
  // The operation legalizer's condition-code rewrite (swap, invert, or two compares joined).
  SelectionDAGLegalize CondCodes(DAG, TLI);
  bool NeedInvert = false, NeedSwap = false;
  if (!CondCodes.legalizeSetCCCondCode(VT, LHS, RHS, CC, NeedInvert, SDValue(), NeedSwap))
    notImplemented(N, "a vector setcc whose condition code cannot be rewritten (LLVM's SELECT_CC form)");
  if (CC) LHS = DAG.getNode(ISD::SETCC, VT, {LHS, RHS, CC}, N->getFlags());
  if (NeedInvert) LHS = DAG.getNode(ISD::XOR, VT, LHS, DAG.getConstant(trueLane(VT), VT));
  return LHS;
}

std::pair<SDValue, SDValue> VectorExpander::unrollVectorOverflowOp(SDNode* N) {
  // LLVM's UnrollVectorOverflowOp: all lanes of each operand extracted first, then per lane the scalar
  // operation and its overflow flag widened to the vector's true value.
  EVT ResVT = N->getValueType(0), OvVT = N->getValueType(1);
  EVT ResEltVT = ResVT.scalarType(), OvEltVT = OvVT.scalarType();
  unsigned NE = unsigned(ResVT.numElements());
  std::vector<SDValue> LHSScalars, RHSScalars;
  for (unsigned I = 0; I < NE; ++I) LHSScalars.push_back(Kit.extractElt(ResEltVT, N->getOperand(0), I));
  for (unsigned I = 0; I < NE; ++I) RHSScalars.push_back(Kit.extractElt(ResEltVT, N->getOperand(1), I));
  EVT SVT = TLI.getSetCCResultType(ResEltVT);
  SDVTList VTs = DAG.getVTList(ResEltVT, SVT);
  std::vector<SDValue> ResScalars, OvScalars;
  for (unsigned I = 0; I < NE; ++I) {
    SDValue Res = DAG.getNode(N->getOpcode(), VTs, {LHSScalars[I], RHSScalars[I]});
    SDValue True =
        DAG.getConstant(trueLane(ResVT).zextOrTrunc(unsigned(OvEltVT.scalarSizeInBits())), OvEltVT);
    SDValue Ov = DAG.getSelect(OvEltVT, Res.getValue(1), True, DAG.getConstant(0, OvEltVT));
    ResScalars.push_back(Res);
    OvScalars.push_back(Ov);
  }
  return {DAG.getNode(ISD::BUILD_VECTOR, ResVT, ResScalars), DAG.getNode(ISD::BUILD_VECTOR, OvVT, OvScalars)};
}

SDValue VectorExpander::expandBitReverse(SDNode* N) {
  EVT VT = N->getValueType(0);
  // A scalar bitreverse is probably cheaper per lane.
  if (legalOrCustom(ISD::BITREVERSE, VT.scalarType())) return SDValue();
  unsigned Bits = unsigned(VT.scalarSizeInBits());
  if (Bits > 8 && Bits % 8 == 0 && TLI.isTypeLegal(EVT::vector(EVT::i8(), VT.numElements() * (Bits / 8))))
    notImplemented(N, "a vector bitreverse as a byte shuffle");
  if (legalOrCustom(ISD::SHL, VT) && legalOrCustom(ISD::SRL, VT) && legalOrCustomOrPromote(ISD::AND, VT) &&
      legalOrCustomOrPromote(ISD::OR, VT))
    return expandBitreverse(DAG, TLI, N);
  return SDValue();
}

SDValue VectorExpander::expandSignExtendInReg(SDNode* N) {
  EVT VT = N->getValueType(0);
  if (action(ISD::SRA, VT) == LegalizeAction::Expand || action(ISD::SHL, VT) == LegalizeAction::Expand)
    return SDValue();
  unsigned BW = VT.scalarSizeInBits();
  unsigned OrigBW = N->getOperand(1)->getVTPayload().scalarSizeInBits();
  SDValue ShiftSz = DAG.getConstant(BW - OrigBW, VT);
  SDValue Shl = DAG.getNode(ISD::SHL, VT, N->getOperand(0), ShiftSz);
  return DAG.getNode(ISD::SRA, VT, Shl, ShiftSz);
}

SDValue VectorExpander::expandVSelect(SDNode* N) {
  SDValue Mask = N->getOperand(0), Op1 = N->getOperand(1), Op2 = N->getOperand(2);
  EVT VT = Mask.getValueType();
  if (action(ISD::AND, VT) == LegalizeAction::Expand || action(ISD::XOR, VT) == LegalizeAction::Expand ||
      action(ISD::OR, VT) == LegalizeAction::Expand)
    return SDValue();
  // Masking needs all-ones lanes for true; 0/1 booleans only do for i1 elements.
  BooleanContent BC = TLI.getBooleanContents(Op1.getValueType());
  if (BC != BooleanContent::ZeroOrNegativeOne &&
      !(BC == BooleanContent::ZeroOrOne && Op1.getValueType().scalarType() == EVT::i1()))
    return SDValue();
  // A mask of another width than the operands (v4i8 = vselect v4i32 ...) cannot mask them.
  if (VT.sizeInBits() != Op1.getValueType().sizeInBits()) return SDValue();
  Op1 = DAG.getNode(ISD::BITCAST, VT, Op1);
  Op2 = DAG.getNode(ISD::BITCAST, VT, Op2);
  SDValue NotMask = DAG.getNOT(Mask, VT);
  Op1 = DAG.getNode(ISD::AND, VT, Op1, Mask);
  Op2 = DAG.getNode(ISD::AND, VT, Op2, NotMask);
  SDValue Val = DAG.getNode(ISD::OR, VT, Op1, Op2);
  return DAG.getNode(ISD::BITCAST, N->getValueType(0), Val);
}

SDValue VectorExpander::expandSelect(SDNode* N) {
  EVT VT = N->getValueType(0);
  SDValue Mask = N->getOperand(0), Op1 = N->getOperand(1), Op2 = N->getOperand(2);
  if (action(ISD::AND, VT) == LegalizeAction::Expand || action(ISD::XOR, VT) == LegalizeAction::Expand ||
      action(ISD::OR, VT) == LegalizeAction::Expand ||
      action(ISD::BUILD_VECTOR, VT) == LegalizeAction::Expand)
    return SDValue();
  EVT MaskTy = VT.changeTypeToInteger();
  EVT BitTy = MaskTy.scalarType();
  // The scalar condition as an all-ones or zero lane, broadcast.
  Mask = DAG.getSelect(BitTy, Mask, DAG.getAllOnesConstant(BitTy), DAG.getConstant(0, BitTy));
  std::vector<SDValue> Lanes(MaskTy.numElements(), Mask);
  Mask = DAG.getNode(ISD::BUILD_VECTOR, MaskTy, Lanes);
  Op1 = DAG.getNode(ISD::BITCAST, MaskTy, Op1);
  Op2 = DAG.getNode(ISD::BITCAST, MaskTy, Op2);
  SDValue NotMask = DAG.getNOT(Mask, MaskTy);
  Op1 = DAG.getNode(ISD::AND, MaskTy, Op1, Mask);
  Op2 = DAG.getNode(ISD::AND, MaskTy, Op2, NotMask);
  SDValue Val = DAG.getNode(ISD::OR, MaskTy, Op1, Op2);
  return DAG.getNode(ISD::BITCAST, VT, Val);
}

SDValue VectorExpander::expandFNeg(SDNode* N) {
  EVT VT = N->getValueType(0), IntVT = VT.changeTypeToInteger();
  if (!legalOrCustom(ISD::XOR, IntVT) || !legalOrCustomOrPromote(ISD::FSUB, VT)) return SDValue();
  SDValue Cast = DAG.getNode(ISD::BITCAST, IntVT, N->getOperand(0));
  SDValue SignMask = DAG.getConstant(APInt::signMask(IntVT.scalarSizeInBits()), IntVT);
  return DAG.getNode(ISD::BITCAST, VT, DAG.getNode(ISD::XOR, IntVT, Cast, SignMask));
}

SDValue VectorExpander::expandFAbs(SDNode* N) {
  EVT VT = N->getValueType(0), IntVT = VT.changeTypeToInteger();
  if (!legalOrCustom(ISD::AND, IntVT) || !legalOrCustomOrPromote(ISD::FSUB, VT)) return SDValue();
  SDValue Cast = DAG.getNode(ISD::BITCAST, IntVT, N->getOperand(0));
  SDValue ClearSignMask = DAG.getConstant(APInt::signedMax(IntVT.scalarSizeInBits()), IntVT);
  return DAG.getNode(ISD::BITCAST, VT, DAG.getNode(ISD::AND, IntVT, Cast, ClearSignMask));
}

SDValue VectorExpander::expandFCopySign(SDNode* N) {
  EVT VT = N->getValueType(0), IntVT = VT.changeTypeToInteger();
  if (VT != N->getOperand(1).getValueType() || !legalOrCustom(ISD::AND, IntVT) ||
      !legalOrCustom(ISD::OR, IntVT) || !legalOrCustomOrPromote(ISD::FSUB, VT))
    return SDValue();
  unsigned Bits = IntVT.scalarSizeInBits();
  SDValue Mag = DAG.getNode(ISD::BITCAST, IntVT, N->getOperand(0));
  SDValue Sign = DAG.getNode(ISD::BITCAST, IntVT, N->getOperand(1));
  SDValue SignBit = DAG.getNode(ISD::AND, IntVT, Sign, DAG.getConstant(APInt::signMask(Bits), IntVT));
  SDValue Cleared = DAG.getNode(ISD::AND, IntVT, Mag, DAG.getConstant(APInt::signedMax(Bits), IntVT));
  SDValue Copied = DAG.getNode(ISD::OR, IntVT, Cleared, SignBit, SDNodeFlags::Disjoint);
  return DAG.getNode(ISD::BITCAST, VT, Copied);
}

SDValue VectorExpander::expandRem(SDNode* N) {
  EVT VT = N->getValueType(0);
  bool Signed = N->getOpcode() == ISD::SREM;
  int32_t DivOpc = Signed ? ISD::SDIV : ISD::UDIV, DivRemOpc = Signed ? ISD::SDIVREM : ISD::UDIVREM;
  SDValue X = N->getOperand(0), Y = N->getOperand(1);
  if (legalOrCustom(DivRemOpc, VT)) return DAG.getNode(DivRemOpc, DAG.getVTList(VT, VT), {X, Y}).getValue(1);
  if (!legalOrCustom(DivOpc, VT)) return Kit.unrollVectorOp(N);
  SDValue Div = DAG.getNode(DivOpc, VT, X, Y);
  SDValue Mul = DAG.getNode(ISD::MUL, VT, Div, Y);
  return DAG.getNode(ISD::SUB, VT, X, Mul);
}

SDValue VectorExpander::expandCTPop(SDNode* N) {
  EVT VT = N->getValueType(0);
  unsigned Len = VT.scalarSizeInBits();
  if (Len > 128 || Len % 8 != 0) return SDValue();
  bool CanExpand = legalOrCustom(ISD::ADD, VT) && legalOrCustom(ISD::SUB, VT) &&
                   legalOrCustom(ISD::SRL, VT) && (Len == 8 || legalOrCustom(ISD::MUL, VT)) &&
                   legalOrCustomOrPromote(ISD::AND, VT);
  if (!CanExpand) return SDValue();
  // The parallel bit count: pairs, nibbles, bytes, then the bytes summed by a multiply.
  auto splatByte = [&](uint8_t B) {
    APInt Bits(Len, 0);
    for (unsigned I = 0; I < Len; I += 8) Bits |= APInt(Len, B).shl(I);
    return DAG.getConstant(Bits, VT);
  };
  auto amount = [&](unsigned S) { return DAG.getConstant(S, VT); };
  SDValue Mask55 = splatByte(0x55), Mask33 = splatByte(0x33), Mask0F = splatByte(0x0F);
  SDValue Op = N->getOperand(0);
  Op = DAG.getNode(ISD::SUB, VT, Op,
                   DAG.getNode(ISD::AND, VT, DAG.getNode(ISD::SRL, VT, Op, amount(1)), Mask55));
  Op = DAG.getNode(ISD::ADD, VT, DAG.getNode(ISD::AND, VT, Op, Mask33),
                   DAG.getNode(ISD::AND, VT, DAG.getNode(ISD::SRL, VT, Op, amount(2)), Mask33));
  Op = DAG.getNode(ISD::AND, VT, DAG.getNode(ISD::ADD, VT, Op, DAG.getNode(ISD::SRL, VT, Op, amount(4))),
                   Mask0F);
  if (Len <= 8) return Op;
  SDValue V = DAG.getNode(ISD::MUL, VT, Op, splatByte(0x01));
  return DAG.getNode(ISD::SRL, VT, V, amount(Len - 8));
}

SDValue VectorExpander::expandBSwap(SDNode* N) {
  EVT VT = N->getValueType(0);
  unsigned Bytes = VT.scalarSizeInBits() / 8;
  if (TLI.isTypeLegal(EVT::vector(EVT::i8(), VT.numElements() * Bytes)))
    notImplemented(N, "a vector bswap as a byte shuffle");
  if (!(legalOrCustom(ISD::SHL, VT) && legalOrCustom(ISD::SRL, VT) && legalOrCustomOrPromote(ISD::AND, VT) &&
        legalOrCustomOrPromote(ISD::OR, VT)))
    return SDValue();
  // LLVM's expandBSWAP, lane-wise.
  SDValue Op = N->getOperand(0);
  auto k = [&](uint64_t V) { return DAG.getConstant(V, VT); };
  auto shl = [&](SDValue A, unsigned S) { return DAG.getNode(ISD::SHL, VT, A, k(S)); };
  auto srl = [&](SDValue A, unsigned S) { return DAG.getNode(ISD::SRL, VT, A, k(S)); };
  auto band = [&](SDValue A, uint64_t M) { return DAG.getNode(ISD::AND, VT, A, k(M)); };
  auto bor = [&](SDValue A, SDValue B) { return DAG.getNode(ISD::OR, VT, A, B); };
  switch (VT.scalarSizeInBits()) {
  case 16: return DAG.getNode(ISD::ROTL, VT, Op, k(8));
  case 32: {
    SDValue T4 = shl(Op, 24);
    SDValue T3 = shl(band(Op, 0xFF00), 8);
    SDValue T2 = band(srl(Op, 8), 0xFF00);
    SDValue T1 = srl(Op, 24);
    T4 = bor(T4, T3);
    T2 = bor(T2, T1);
    return bor(T4, T2);
  }
  case 64: {
    SDValue T8 = shl(Op, 56);
    SDValue T7 = shl(band(Op, 0xFF00), 40);
    SDValue T6 = shl(band(Op, 0xFF0000), 24);
    SDValue T5 = shl(band(Op, 0xFF000000), 8);
    SDValue T4 = band(srl(Op, 8), 0xFF000000);
    SDValue T3 = band(srl(Op, 24), 0xFF0000);
    SDValue T2 = band(srl(Op, 40), 0xFF00);
    SDValue T1 = srl(Op, 56);
    T8 = bor(T8, T7);
    T6 = bor(T6, T5);
    T4 = bor(T4, T3);
    T2 = bor(T2, T1);
    T8 = bor(T8, T6);
    T4 = bor(T4, T2);
    return bor(T8, T4);
  }
  default: return SDValue();
  }
}

SDValue VectorExpander::unrollVSetCC(SDNode* N) {
  // Each lane compared as scalars, and the scalar boolean widened to the lane's true value.
  EVT VT = N->getValueType(0), EltVT = VT.scalarType();
  SDValue LHS = N->getOperand(0), RHS = N->getOperand(1), CC = N->getOperand(2);
  EVT TmpEltVT = LHS.getValueType().scalarType();
  std::vector<SDValue> Ops(VT.numElements());
  for (unsigned I = 0; I < VT.numElements(); ++I) {
    SDValue L = Kit.extractElt(TmpEltVT, LHS, I);
    SDValue R = Kit.extractElt(TmpEltVT, RHS, I);
    Ops[I] = DAG.getNode(ISD::SETCC, TLI.getSetCCResultType(TmpEltVT), {L, R, CC});
    APInt True = TLI.getBooleanContents(VT) == BooleanContent::ZeroOrNegativeOne
                     ? APInt::allOnes(EltVT.scalarSizeInBits())
                     : APInt(EltVT.scalarSizeInBits(), 1);
    Ops[I] = DAG.getSelect(EltVT, Ops[I], DAG.getConstant(True, EltVT), DAG.getConstant(0, EltVT));
  }
  return DAG.getNode(ISD::BUILD_VECTOR, VT, Ops);
}

} // namespace

void expandVectorOp(SelectionDAG& DAG, const TargetLowering& TLI, vectors::VectorKit& Kit, SDNode* N,
                    std::vector<SDValue>& Results) {
  VectorExpander(DAG, TLI, Kit).expand(N, Results);
}

} // namespace dt
