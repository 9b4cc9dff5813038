// legalize/PromoteIntegers.cpp — the PromoteInteger action family of the type legalizer (LLVM 19's
// PromoteIntRes_* / PromoteIntOp_* in LegalizeIntegerTypes.cpp): a value of an integer type narrower than
// a register (i1, i7, i8, i17, i24; i32 and i33 on RV64) is computed in the wider legal type.
//
// Duty: for every integer opcode the builder and the later phases create, say how a node with a promoted
// result is rebuilt in the wide type (PromoteIntegerResult) and how a node whose result is legal takes a
// promoted operand (PromoteIntegerOperand), choosing the extension exactly as LLVM does so our dumps have
// LLVM's shape.
//
// The invariant everything rests on: a promoted value holds the narrow value in its low bits and garbage
// in the high bits ("any-extended"). A rule that reads the high bits must first make them copies of the
// sign bit (SExtPromotedInteger: sign_extend_inreg) or zeros (ZExtPromotedInteger: and with a mask):
// signed division, right shifts, signed compares and overflow checks sign-extend; unsigned ones
// zero-extend; add/sub/mul/logic ignore the high bits. Promoted booleans (i1 results of setcc and
// overflow ops) are produced in the target's setcc type and re-normalized per getBooleanContents when a
// select, branch or carry consumes them.
//
// Some operations LLVM expands *before* promoting, in the narrow type, when the wide operation would be
// expanded anyway (ctpop, ctlz, cttz, bswap, bitreverse, abs, rotates): expanding after promotion would
// cost extra instructions on the bits that are thrown away. Those expansions (TargetLowering::expand* in
// LLVM) are shared with the operation legalizer (legalize/IntegerExpansions.h). The value tracking of
// legalize/ValueTracking.h decides when an extension is already implied and can be skipped, as LLVM's
// SExtOrZExtPromotedOperands.
#include "dag/IROrderScope.h"
#include "legalize/IntegerExpansions.h"
#include "legalize/LegalizeTypes.h"
#include "legalize/ValueTracking.h"
#include "support/Diagnostics.h"

#include <algorithm>
#include <optional>

namespace dt {
namespace {

// ---- helpers --------------------------------------------------------------------------------------------------

bool isLegalOrCustomOrPromote(const TargetLowering& TLI, int32_t Op, EVT VT) {
  if (!TLI.isTypeLegal(VT)) return false;
  LegalizeAction A = TLI.getOperationAction(Op, VT);
  return A == LegalizeAction::Legal || A == LegalizeAction::Custom || A == LegalizeAction::Promote;
}

// ---- the promotion rules ----------------------------------------------------------------------------------

class PromoteIntegerRules {
public:
  explicit PromoteIntegerRules(DAGTypeLegalizer& L)
      : L(L), DAG(L.dag()), TLI(L.tli()) {}

  /// The wide value for result ResNo of N, or a null value when the rule recorded or replaced the
  /// results itself.
  SDValue result(SDNode* N, unsigned ResNo);
  /// N rebuilt around its promoted operand OpNo: N itself when updated in place, another node whose
  /// values replace N's, or a null value when the rule replaced N's values itself.
  SDValue operand(SDNode* N, unsigned OpNo);

private:
  EVT promotedType(EVT VT) const { return L.getTypeToTransformTo(VT); }
  SDValue promoted(SDValue V) { return L.GetPromotedInteger(V); }
  SDValue sext(SDValue V) { return L.SExtPromotedInteger(V); }
  SDValue zext(SDValue V) { return L.ZExtPromotedInteger(V); }
  bool isPromoted(SDValue V) const { return L.getTypeAction(V.getValueType()) == TypeAction::PromoteInteger; }
  SDValue update(SDNode* N, std::initializer_list<SDValue> Ops) {
    return SDValue(DAG.UpdateNodeOperands(N, Ops), 0);
  }
  SDValue update(SDNode* N, std::span<const SDValue> Ops) {
    return SDValue(DAG.UpdateNodeOperands(N, Ops), 0);
  }

  /// A boolean of type i1 widened to the setcc type of ValVT, re-normalized per the boolean contents.
  SDValue promoteTargetBoolean(SDValue Bool, EVT ValVT) {
    int32_t Ext = ISD::ANY_EXTEND;
    switch (TLI.getBooleanContents(ValVT)) {
    case BooleanContent::Undefined: Ext = ISD::ANY_EXTEND; break;
    case BooleanContent::ZeroOrOne: Ext = ISD::ZERO_EXTEND; break;
    case BooleanContent::ZeroOrNegativeOne: Ext = ISD::SIGN_EXTEND; break;
    }
    return DAG.getNode(Ext, L.getSetCCResultType(ValVT), Bool);
  }
  /// A boolean of OpVT's setcc type resized to VT (LLVM's getBoolExtOrTrunc).
  SDValue boolExtOrTrunc(SDValue Bool, EVT VT, EVT OpVT) {
    if (VT.scalarSizeInBits() <= Bool.getValueType().scalarSizeInBits())
      return DAG.getNode(ISD::TRUNCATE, VT, Bool);
    BooleanContent B = TLI.getBooleanContents(OpVT);
    int32_t Ext = B == BooleanContent::ZeroOrOne           ? ISD::ZERO_EXTEND
                  : B == BooleanContent::ZeroOrNegativeOne ? ISD::SIGN_EXTEND
                                                           : ISD::ANY_EXTEND;
    return DAG.getNode(Ext, VT, Bool);
  }

  void sextOrZextPromotedOperands(SDValue& LHS, SDValue& RHS);
  void promoteSetCCOperands(SDValue& LHS, SDValue& RHS, ISD::CondCode CC);

  // results
  SDValue resBitcast(SDNode* N);
  SDValue resBswapBitreverse(SDNode* N);
  SDValue resCtlz(SDNode* N);
  SDValue resCtpopParity(SDNode* N);
  SDValue resCttz(SDNode* N);
  SDValue resExtractVectorElt(SDNode* N);
  SDValue resFpToInt(SDNode* N);
  SDValue resIntExtend(SDNode* N);
  SDValue resLoad(SDNode* N);
  SDValue resOverflowFlag(SDNode* N);
  SDValue resSignedAddSubO(SDNode* N, unsigned ResNo);
  SDValue resUnsignedAddSubO(SDNode* N, unsigned ResNo);
  SDValue resMulO(SDNode* N, unsigned ResNo);
  SDValue resAddSubCarry(SDNode* N, unsigned ResNo);
  SDValue resSaturating(SDNode* N);
  SDValue resSetCC(SDNode* N);
  SDValue resShift(SDNode* N);
  SDValue resTruncate(SDNode* N);
  SDValue resAbs(SDNode* N);
  SDValue resFunnelShift(SDNode* N);
  SDValue resMulHigh(SDNode* N);

  // operands
  SDValue opBuildPair(SDNode* N);
  SDValue opInsertVectorElt(SDNode* N, unsigned OpNo);
  SDValue opExtractVectorElt(SDNode* N, unsigned OpNo);
  SDValue opSelect(SDNode* N, unsigned OpNo);
  SDValue opLdexp(SDNode* N);
  SDValue opVecReduce(SDNode* N);

  DAGTypeLegalizer& L;
  SelectionDAG& DAG;
  const TargetLowering& TLI;
};

// ---- shared decisions ------------------------------------------------------------------------------------

// Unsigned compares, umin/umax and usubsat read the operands the same way whether both are sign- or both
// zero-extended. Skip the extension when the promoted values already have it; else follow the target.
void PromoteIntegerRules::sextOrZextPromotedOperands(SDValue& LHS, SDValue& RHS) {
  SDValue OpL = promoted(LHS), OpR = promoted(RHS);
  unsigned LBits = LHS.getScalarValueSizeInBits(), RBits = RHS.getScalarValueSizeInBits();
  if (TLI.isSExtCheaperThanZExt(LHS.getValueType(), OpL.getValueType())) {
    // Sign extension is the target's choice unless both values are zero-extended already.
    if (computeKnownBits(TLI, OpL).maxActiveBits() <= LBits && computeKnownBits(TLI, OpR).maxActiveBits() <= RBits) {
      LHS = OpL;
      RHS = OpR;
      return;
    }
    LHS = sext(LHS);
    RHS = sext(RHS);
    return;
  }
  // Zero extension is preferred, but sign-extended values need no extension at all.
  if (computeMaxSignificantBits(TLI, OpL) <= LBits && computeMaxSignificantBits(TLI, OpR) <= RBits) {
    LHS = OpL;
    RHS = OpR;
    return;
  }
  LHS = zext(LHS);
  RHS = zext(RHS);
}

void PromoteIntegerRules::promoteSetCCOperands(SDValue& LHS, SDValue& RHS, ISD::CondCode CC) {
  if (ISD::isSignedIntSetCC(CC)) {
    LHS = sext(LHS);
    RHS = sext(RHS);
    return;
  }
  sextOrZextPromotedOperands(LHS, RHS);
}

// ---- result rules -----------------------------------------------------------------------------------------

SDValue PromoteIntegerRules::result(SDNode* N, unsigned ResNo) {
  EVT VT = N->getValueType(ResNo);
  switch (N->getOpcode()) {
  case ISD::MERGE_VALUES: return promoted(L.DisintegrateMERGE_VALUES(N, ResNo));
  case ISD::AssertSext: {
    SDValue Op = sext(N->getOperand(0));
    return DAG.getNode(ISD::AssertSext, Op.getValueType(), Op, N->getOperand(1));
  }
  case ISD::AssertZext: {
    SDValue Op = zext(N->getOperand(0));
    return DAG.getNode(ISD::AssertZext, Op.getValueType(), Op, N->getOperand(1));
  }
  case ISD::BITCAST: return resBitcast(N);
  case ISD::BITREVERSE:
  case ISD::BSWAP: return resBswapBitreverse(N);
  case ISD::BUILD_PAIR:
    return DAG.getNode(ISD::ANY_EXTEND, promotedType(VT), L.JoinIntegers(N->getOperand(0), N->getOperand(1)));
  case ISD::Constant: {
    // Byte-sized constants sign-extend, others (i1, i7 ...) zero-extend, as LLVM chooses.
    int32_t Ext = VT.scalarSizeInBits() % 8 == 0 ? ISD::SIGN_EXTEND : ISD::ZERO_EXTEND;
    return DAG.getNode(Ext, promotedType(VT), SDValue(N, 0));
  }
  case ISD::CTLZ:
  case ISD::CTLZ_ZERO_UNDEF: return resCtlz(N);
  case ISD::CTPOP:
  case ISD::PARITY: return resCtpopParity(N);
  case ISD::CTTZ:
  case ISD::CTTZ_ZERO_UNDEF: return resCttz(N);
  case ISD::EXTRACT_VECTOR_ELT: return resExtractVectorElt(N);
  case ISD::LOAD: return resLoad(N);
  case ISD::SELECT:
  case ISD::VSELECT: {
    SDValue LHS = promoted(N->getOperand(1)), RHS = promoted(N->getOperand(2));
    return DAG.getNode(N->getOpcode(), LHS.getValueType(), N->getOperand(0), LHS, RHS);
  }
  case ISD::SELECT_CC: {
    SDValue LHS = promoted(N->getOperand(2)), RHS = promoted(N->getOperand(3));
    SDValue Ops[] = {N->getOperand(0), N->getOperand(1), LHS, RHS, N->getOperand(4)};
    return DAG.getNode(ISD::SELECT_CC, LHS.getValueType(), std::span<const SDValue>(Ops));
  }
  case ISD::SETCC: return resSetCC(N);
  case ISD::SMIN:
  case ISD::SMAX:
  case ISD::SDIV:
  case ISD::SREM:
  case ISD::ABDS: {
    SDValue LHS = sext(N->getOperand(0)), RHS = sext(N->getOperand(1));
    return DAG.getNode(N->getOpcode(), LHS.getValueType(), LHS, RHS);
  }
  case ISD::UDIV:
  case ISD::UREM:
  case ISD::ABDU: {
    SDValue LHS = zext(N->getOperand(0)), RHS = zext(N->getOperand(1));
    return DAG.getNode(N->getOpcode(), LHS.getValueType(), LHS, RHS);
  }
  case ISD::UMIN:
  case ISD::UMAX: {
    SDValue LHS = N->getOperand(0), RHS = N->getOperand(1);
    sextOrZextPromotedOperands(LHS, RHS);
    return DAG.getNode(N->getOpcode(), LHS.getValueType(), LHS, RHS);
  }
  case ISD::SHL:
  case ISD::SRA:
  case ISD::SRL: return resShift(N);
  case ISD::SIGN_EXTEND_INREG: {
    SDValue Op = promoted(N->getOperand(0));
    return DAG.getNode(ISD::SIGN_EXTEND_INREG, Op.getValueType(), Op, N->getOperand(1));
  }
  case ISD::TRUNCATE: return resTruncate(N);
  case ISD::UNDEF:
  case ISD::POISON: return DAG.getUNDEF(promotedType(VT));
  case ISD::SIGN_EXTEND:
  case ISD::ZERO_EXTEND:
  case ISD::ANY_EXTEND: return resIntExtend(N);
  case ISD::FP_TO_SINT:
  case ISD::FP_TO_UINT: return resFpToInt(N);
  case ISD::FP_TO_SINT_SAT:
  case ISD::FP_TO_UINT_SAT:
    // The saturation width stays in the second operand; only the result type grows.
    return DAG.getNode(N->getOpcode(), promotedType(VT), N->getOperand(0), N->getOperand(1));
  case ISD::FP_TO_FP16:
  case ISD::FP_TO_BF16:
  case ISD::LRINT:
  case ISD::LLRINT: return DAG.getNode(N->getOpcode(), promotedType(VT), N->getOperand(0));
  case ISD::AND:
  case ISD::OR:
  case ISD::XOR:
  case ISD::ADD:
  case ISD::SUB:
  case ISD::MUL: {
    // The high bits of the inputs only ever reach the high bits of the result.
    SDValue LHS = promoted(N->getOperand(0)), RHS = promoted(N->getOperand(1));
    return DAG.getNode(N->getOpcode(), LHS.getValueType(), LHS, RHS);
  }
  case ISD::MULHS:
  case ISD::MULHU: return resMulHigh(N);
  case ISD::SADDO:
  case ISD::SSUBO: return resSignedAddSubO(N, ResNo);
  case ISD::UADDO:
  case ISD::USUBO: return resUnsignedAddSubO(N, ResNo);
  case ISD::SMULO:
  case ISD::UMULO: return resMulO(N, ResNo);
  case ISD::ADDE:
  case ISD::SUBE:
  case ISD::UADDO_CARRY:
  case ISD::USUBO_CARRY: return resAddSubCarry(N, ResNo);
  case ISD::SADDO_CARRY:
  case ISD::SSUBO_CARRY:
    if (ResNo != 1) L.unsupported("PromoteInteger", N, "result (the sum of a signed carry operation)");
    return resOverflowFlag(N);
  case ISD::SADDSAT:
  case ISD::UADDSAT:
  case ISD::SSUBSAT:
  case ISD::USUBSAT:
  case ISD::SSHLSAT:
  case ISD::USHLSAT: return resSaturating(N);
  case ISD::SCMP:
  case ISD::UCMP: return DAG.getNode(N->getOpcode(), promotedType(VT), N->getOperand(0), N->getOperand(1));
  case ISD::ABS: return resAbs(N);
  case ISD::VECREDUCE_ADD:
  case ISD::VECREDUCE_MUL:
  case ISD::VECREDUCE_AND:
  case ISD::VECREDUCE_OR:
  case ISD::VECREDUCE_XOR:
  case ISD::VECREDUCE_SMAX:
  case ISD::VECREDUCE_SMIN:
  case ISD::VECREDUCE_UMAX:
  case ISD::VECREDUCE_UMIN:
    // A reduction may produce a type wider than its elements: just widen the result.
    return DAG.getNode(N->getOpcode(), promotedType(VT), N->getOperand(0));
  case ISD::FREEZE: {
    SDValue V = promoted(N->getOperand(0));
    return DAG.getNode(ISD::FREEZE, V.getValueType(), V);
  }
  case ISD::ROTL:
  case ISD::ROTR:
    // Shifts and an or in the narrow type, which promote on their own.
    L.ReplaceValueWith(SDValue(N, 0), expandRotate(DAG, TLI, N));
    return SDValue();
  case ISD::FSHL:
  case ISD::FSHR: return resFunnelShift(N);
  case ISD::IS_FPCLASS:
    return DAG.getNode(ISD::IS_FPCLASS, promotedType(VT), N->getOperand(0), N->getOperand(1));
  case ISD::FFREXP: {
    if (ResNo != 1) break;
    SDValue Res =
        DAG.getNode(ISD::FFREXP, DAG.getVTList(N->getValueType(0), promotedType(VT)), {N->getOperand(0)});
    L.ReplaceValueWith(SDValue(N, 0), Res);
    return Res.getValue(1);
  }
  default: break;
  }
  L.unsupported("PromoteInteger", N, "result");
}

SDValue PromoteIntegerRules::resBitcast(SDNode* N) {
  SDValue InOp = N->getOperand(0);
  EVT InVT = InOp.getValueType(), OutVT = N->getValueType(0);
  EVT NOutVT = promotedType(OutVT);
  switch (L.getTypeAction(InVT)) {
  case TypeAction::PromoteInteger: {
    EVT NInVT = promotedType(InVT);
    if (NOutVT.sizeInBits() == NInVT.sizeInBits() && !NOutVT.isVector() && !NInVT.isVector())
      return DAG.getNode(ISD::BITCAST, NOutVT, promoted(InOp));
    break;
  }
  case TypeAction::SoftenFloat: return DAG.getNode(ISD::ANY_EXTEND, NOutVT, L.GetSoftenedFloat(InOp));
  case TypeAction::SoftPromoteHalf: return DAG.getNode(ISD::ANY_EXTEND, NOutVT, L.GetSoftPromotedHalf(InOp));
  case TypeAction::PromoteFloat:
    if (!NOutVT.isVector()) return DAG.getNode(ISD::FP_TO_FP16, NOutVT, L.GetPromotedFloat(InOp));
    break;
  case TypeAction::ScalarizeVector:
    if (!NOutVT.isVector())
      return DAG.getNode(ISD::ANY_EXTEND, NOutVT, L.BitConvertToInteger(L.GetScalarizedVector(InOp)));
    break;
  case TypeAction::SplitVector:
    if (!NOutVT.isVector()) {
      // The halves as integers, joined (little-endian: the low half first) and widened.
      SDValue Lo, Hi;
      L.GetSplitVector(InOp, Lo, Hi);
      Lo = L.BitConvertToInteger(Lo);
      Hi = L.BitConvertToInteger(Hi);
      SDValue Joined = L.JoinIntegers(Lo, Hi);
      SDValue Wide = DAG.getNode(ISD::ANY_EXTEND, EVT::integer(unsigned(NOutVT.sizeInBits())), Joined);
      return DAG.getNode(ISD::BITCAST, NOutVT, Wide);
    }
    break;
  case TypeAction::WidenVector:
    if (!NOutVT.isVector() && NOutVT.sizeInBits() == promotedType(InVT).sizeInBits())
      return DAG.getNode(ISD::BITCAST, NOutVT, L.GetWidenedVector(InOp));
    break;
  default: break;
  }
  return DAG.getNode(ISD::ANY_EXTEND, NOutVT, L.CreateStackStoreLoad(InOp, OutVT));
}

SDValue PromoteIntegerRules::resBswapBitreverse(SDNode* N) {
  bool IsBswap = N->getOpcode() == ISD::BSWAP;
  EVT OVT = N->getValueType(0);
  EVT NVT = promotedType(OVT);
  if (!OVT.isVector() && (IsBswap || OVT.isSimple()) && !isLegalOrCustomOrPromote(TLI, N->getOpcode(), NVT)) {
    if (SDValue Res = IsBswap ? expandBswap(DAG, TLI, N) : expandBitreverse(DAG, TLI, N))
      return DAG.getNode(ISD::ANY_EXTEND, NVT, Res);
  }
  // Reversed in the wide type, the narrow value ends up in the high bits: shift it down.
  SDValue Op = promoted(N->getOperand(0));
  unsigned DiffBits = NVT.scalarSizeInBits() - OVT.scalarSizeInBits();
  SDValue ShAmt = DAG.getShiftAmountConstant(DiffBits, NVT);
  SDValue Reversed = DAG.getNode(N->getOpcode(), NVT, Op);
  return DAG.getNode(ISD::SRL, NVT, Reversed, ShAmt);
}

SDValue PromoteIntegerRules::resCtlz(SDNode* N) {
  EVT OVT = N->getValueType(0);
  EVT NVT = promotedType(OVT);
  if (!OVT.isVector() && L.isTypeLegal(NVT) && !isLegalOrCustomOrPromote(TLI, ISD::CTLZ, NVT) &&
      !isLegalOrCustomOrPromote(TLI, ISD::CTLZ_ZERO_UNDEF, NVT)) {
    if (SDValue Res = expandCtlz(DAG, TLI, N)) return DAG.getNode(ISD::ANY_EXTEND, NVT, Res);
  }
  unsigned Extra = NVT.scalarSizeInBits() - OVT.scalarSizeInBits();
  if (N->getOpcode() == ISD::CTLZ) {
    // Count the zero-extended value, then take off the zeros the extension added.
    SDValue ExtraZeros = DAG.getConstant(Extra, NVT);
    SDValue Op = zext(N->getOperand(0));
    return DAG.getNode(ISD::SUB, NVT, DAG.getNode(ISD::CTLZ, NVT, Op), ExtraZeros);
  }
  // Zero input is undefined anyway: move the value to the top and count there.
  SDValue Op = promoted(N->getOperand(0));
  Op = DAG.getNode(ISD::SHL, NVT, Op, DAG.getShiftAmountConstant(Extra, NVT));
  return DAG.getNode(ISD::CTLZ_ZERO_UNDEF, NVT, Op);
}

SDValue PromoteIntegerRules::resCtpopParity(SDNode* N) {
  EVT OVT = N->getValueType(0);
  EVT NVT = promotedType(OVT);
  if (N->getOpcode() == ISD::CTPOP && !OVT.isVector() && L.isTypeLegal(NVT) &&
      !isLegalOrCustomOrPromote(TLI, ISD::CTPOP, NVT)) {
    if (SDValue Res = expandCtpop(DAG, TLI, N)) return DAG.getNode(ISD::ANY_EXTEND, NVT, Res);
  }
  SDValue Op = zext(N->getOperand(0));
  return DAG.getNode(N->getOpcode(), Op.getValueType(), Op);
}

SDValue PromoteIntegerRules::resCttz(SDNode* N) {
  SDValue Op = promoted(N->getOperand(0));
  EVT OVT = N->getValueType(0);
  EVT NVT = Op.getValueType();
  if (!OVT.isVector() && L.isTypeLegal(NVT) && !isLegalOrCustomOrPromote(TLI, ISD::CTTZ, NVT) &&
      !isLegalOrCustomOrPromote(TLI, ISD::CTTZ_ZERO_UNDEF, NVT) && !TLI.isOperationLegal(ISD::CTPOP, NVT) &&
      !TLI.isOperationLegal(ISD::CTLZ, NVT)) {
    if (SDValue Res = expandCttz(DAG, TLI, N)) return DAG.getNode(ISD::ANY_EXTEND, NVT, Res);
  }
  int32_t Opc = N->getOpcode();
  if (Opc == ISD::CTTZ) {
    // A bit just above the narrow value stops the count at the narrow width when the value is zero.
    APInt TopBit = APInt::zero(NVT.scalarSizeInBits());
    TopBit.setBit(OVT.scalarSizeInBits());
    Op = DAG.getNode(ISD::OR, NVT, Op, DAG.getConstant(TopBit, NVT));
    Opc = ISD::CTTZ_ZERO_UNDEF;
  }
  return DAG.getNode(Opc, NVT, Op);
}

SDValue PromoteIntegerRules::resExtractVectorElt(SDNode* N) {
  EVT NVT = promotedType(N->getValueType(0));
  SDValue Op0 = N->getOperand(0), Op1 = N->getOperand(1);
  if (isPromoted(Op0)) {
    // The vector's elements are promoted too; when they are at least as wide, extract one of them.
    SDValue In = promoted(Op0);
    EVT SVT = In.getValueType().scalarType();
    if (SVT.scalarSizeInBits() >= NVT.scalarSizeInBits())
      return DAG.getAnyExtOrTrunc(DAG.getNode(ISD::EXTRACT_VECTOR_ELT, SVT, In, Op1), NVT);
  }
  return DAG.getNode(ISD::EXTRACT_VECTOR_ELT, NVT, Op0, Op1);
}

SDValue PromoteIntegerRules::resFpToInt(SDNode* N) {
  EVT VT = N->getValueType(0);
  EVT NVT = promotedType(VT);
  int32_t NewOpc = N->getOpcode();
  // A wider signed conversion covers every value the narrow unsigned one can produce.
  if (NewOpc == ISD::FP_TO_UINT && !TLI.isOperationLegal(ISD::FP_TO_UINT, NVT) &&
      TLI.isOperationLegalOrCustom(ISD::FP_TO_SINT, NVT))
    NewOpc = ISD::FP_TO_SINT;
  SDValue Res = DAG.getNode(NewOpc, NVT, N->getOperand(0));
  // Out-of-range inputs were undefined before, so the result may be asserted to fit the narrow type.
  int32_t Assert = N->getOpcode() == ISD::FP_TO_UINT ? ISD::AssertZext : ISD::AssertSext;
  return DAG.getNode(Assert, NVT, Res, DAG.getValueType(VT.scalarType()));
}

SDValue PromoteIntegerRules::resIntExtend(SDNode* N) {
  EVT NVT = promotedType(N->getValueType(0));
  SDValue In = N->getOperand(0);
  if (isPromoted(In)) {
    SDValue Res = promoted(In);
    if (Res.getValueType() == NVT) {
      // Both sides promote to the same type: extend in the register.
      if (N->getOpcode() == ISD::SIGN_EXTEND)
        return DAG.getNode(ISD::SIGN_EXTEND_INREG, NVT, Res, DAG.getValueType(In.getValueType()));
      if (N->getOpcode() == ISD::ZERO_EXTEND) return DAG.getZeroExtendInReg(Res, In.getValueType());
      return Res;
    }
  }
  return DAG.getNode(N->getOpcode(), NVT, In);
}

SDValue PromoteIntegerRules::resLoad(SDNode* N) {
  EVT NVT = promotedType(N->getValueType(0));
  ISD::LoadExtType Ext = N->getExtensionType() == ISD::NON_EXTLOAD ? ISD::EXTLOAD : N->getExtensionType();
  SDValue Res =
      DAG.getExtLoad(Ext, NVT, N->getOperand(0), N->getOperand(1), N->getMemoryVT(), N->getMemOperand());
  L.ReplaceValueWith(SDValue(N, 1), Res.getValue(1));
  return Res;
}

// The overflow flag of an arithmetic node whose value result is legal: the node is rebuilt with the
// setcc type as its flag type, and the flag resized to the promoted boolean.
SDValue PromoteIntegerRules::resOverflowFlag(SDNode* N) {
  EVT NVT = promotedType(N->getValueType(1));
  EVT VT = N->getValueType(0);
  EVT SVT = L.getSetCCResultType(VT);
  std::vector<SDValue> Ops = {N->getOperand(0), N->getOperand(1)};
  if (N->getNumOperands() == 3) Ops.push_back(promoteTargetBoolean(N->getOperand(2), VT));
  SDValue Res = DAG.getNode(N->getOpcode(), DAG.getVTList(VT, SVT), std::span<const SDValue>(Ops));
  L.ReplaceValueWith(SDValue(N, 0), Res);
  return boolExtOrTrunc(Res.getValue(1), NVT, VT);
}

SDValue PromoteIntegerRules::resSignedAddSubO(SDNode* N, unsigned ResNo) {
  if (ResNo == 1) return resOverflowFlag(N);
  // Overflow happened iff the wide result is not the sign extension of its narrow part.
  SDValue LHS = sext(N->getOperand(0)), RHS = sext(N->getOperand(1));
  EVT OVT = N->getOperand(0).getValueType(), NVT = LHS.getValueType();
  SDValue Res = DAG.getNode(N->getOpcode() == ISD::SADDO ? ISD::ADD : ISD::SUB, NVT, LHS, RHS);
  SDValue Ofl = DAG.getNode(ISD::SIGN_EXTEND_INREG, NVT, Res, DAG.getValueType(OVT));
  Ofl = DAG.getSetCC(N->getValueType(1), Ofl, Res, ISD::SETNE);
  L.ReplaceValueWith(SDValue(N, 1), Ofl);
  return Res;
}

SDValue PromoteIntegerRules::resUnsignedAddSubO(SDNode* N, unsigned ResNo) {
  if (ResNo == 1) return resOverflowFlag(N);
  // Overflow happened iff the wide result is not the zero extension of its narrow part.
  SDValue LHS = zext(N->getOperand(0)), RHS = zext(N->getOperand(1));
  EVT OVT = N->getOperand(0).getValueType(), NVT = LHS.getValueType();
  SDValue Res = DAG.getNode(N->getOpcode() == ISD::UADDO ? ISD::ADD : ISD::SUB, NVT, LHS, RHS);
  SDValue Ofl = DAG.getZeroExtendInReg(Res, OVT);
  Ofl = DAG.getSetCC(N->getValueType(1), Ofl, Res, ISD::SETNE);
  L.ReplaceValueWith(SDValue(N, 1), Ofl);
  return Res;
}

SDValue PromoteIntegerRules::resMulO(SDNode* N, unsigned ResNo) {
  if (ResNo == 1) return resOverflowFlag(N);
  bool Signed = N->getOpcode() == ISD::SMULO;
  EVT SmallVT = N->getOperand(0).getValueType();
  SDValue LHS = Signed ? sext(N->getOperand(0)) : zext(N->getOperand(0));
  SDValue RHS = Signed ? sext(N->getOperand(1)) : zext(N->getOperand(1));
  EVT NVT = LHS.getValueType();
  SDValue Mul = DAG.getNode(N->getOpcode(), DAG.getVTList(NVT, N->getValueType(1)), {LHS, RHS});
  // Overflow: in the wide multiply itself, or the wide product does not extend its narrow part.
  SDValue Overflow;
  if (!Signed) {
    SDValue Hi = DAG.getNode(ISD::SRL, NVT, Mul, DAG.getShiftAmountConstant(SmallVT.scalarSizeInBits(), NVT));
    Overflow = DAG.getSetCC(N->getValueType(1), Hi, DAG.getConstant(0, NVT), ISD::SETNE);
  } else {
    SDValue SExt = DAG.getNode(ISD::SIGN_EXTEND_INREG, NVT, Mul, DAG.getValueType(SmallVT));
    Overflow = DAG.getSetCC(N->getValueType(1), SExt, Mul, ISD::SETNE);
  }
  Overflow = DAG.getNode(ISD::OR, N->getValueType(1), Overflow, Mul.getValue(1));
  L.ReplaceValueWith(SDValue(N, 1), Overflow);
  return Mul;
}

SDValue PromoteIntegerRules::resAddSubCarry(SDNode* N, unsigned ResNo) {
  if (ResNo == 1) return resOverflowFlag(N);
  // Sign extension carries the narrow carry-out into the high bits, so the wide carry equals it.
  SDValue LHS = sext(N->getOperand(0)), RHS = sext(N->getOperand(1));
  SDValue Res = DAG.getNode(N->getOpcode(), DAG.getVTList(LHS.getValueType(), N->getValueType(1)),
                            {LHS, RHS, N->getOperand(2)});
  L.ReplaceValueWith(SDValue(N, 1), Res.getValue(1));
  return Res.getValue(0);
}

SDValue PromoteIntegerRules::resSaturating(SDNode* N) {
  int32_t Opc = N->getOpcode();
  SDValue Op1 = N->getOperand(0), Op2 = N->getOperand(1);
  unsigned OldBits = Op1.getScalarValueSizeInBits();
  if (Opc == ISD::USUBSAT) {
    sextOrZextPromotedOperands(Op1, Op2);
    return DAG.getNode(ISD::USUBSAT, Op1.getValueType(), Op1, Op2);
  }
  if (Opc == ISD::UADDSAT) {
    EVT OVT = Op1.getValueType(), NVT = promotedType(OVT);
    if (TLI.isSExtCheaperThanZExt(OVT, NVT)) {
      Op1 = sext(Op1);
      Op2 = sext(Op2);
      return DAG.getNode(ISD::UADDSAT, NVT, Op1, Op2);
    }
    // Zero-extended, the wide sum cannot wrap: clamp it to the narrow maximum.
    Op1 = zext(Op1);
    Op2 = zext(Op2);
    SDValue SatMax = DAG.getConstant(APInt::lowBitsSet(NVT.scalarSizeInBits(), OldBits), NVT);
    return DAG.getNode(ISD::UMIN, NVT, DAG.getNode(ISD::ADD, NVT, Op1, Op2), SatMax);
  }
  bool IsShift = Opc == ISD::USHLSAT || Opc == ISD::SSHLSAT;
  if (IsShift) {
    Op1 = promoted(Op1);
    // The amount has the shift-amount type, which is often legal already.
    if (L.getTypeAction(Op2.getValueType()) == TypeAction::PromoteInteger) Op2 = zext(Op2);
  } else {
    Op1 = sext(Op1);
    Op2 = sext(Op2);
  }
  EVT PVT = Op1.getValueType();
  unsigned NewBits = PVT.scalarSizeInBits();
  if (IsShift || TLI.isOperationLegal(Opc, PVT)) {
    // Move the narrow values to the top, saturate there, and shift back down.
    int32_t ShiftOp = Opc == ISD::USHLSAT ? ISD::SRL : ISD::SRA;
    SDValue Amount = DAG.getShiftAmountConstant(NewBits - OldBits, PVT);
    Op1 = DAG.getNode(ISD::SHL, PVT, Op1, Amount);
    if (!IsShift) Op2 = DAG.getNode(ISD::SHL, PVT, Op2, Amount);
    SDValue Result = DAG.getNode(Opc, PVT, Op1, Op2);
    return DAG.getNode(ShiftOp, PVT, Result, Amount);
  }
  // The wide sum of sign-extended values is exact: clamp it to the narrow signed range.
  int32_t AddOp = Opc == ISD::SADDSAT ? ISD::ADD : ISD::SUB;
  SDValue SatMin = DAG.getConstant(APInt::signedMin(OldBits).sext(NewBits), PVT);
  SDValue SatMax = DAG.getConstant(APInt::signedMax(OldBits).sext(NewBits), PVT);
  SDValue Result = DAG.getNode(AddOp, PVT, Op1, Op2);
  Result = DAG.getNode(ISD::SMIN, PVT, Result, SatMax);
  return DAG.getNode(ISD::SMAX, PVT, Result, SatMin);
}

SDValue PromoteIntegerRules::resSetCC(SDNode* N) {
  EVT InVT = N->getOperand(0).getValueType();
  EVT NVT = promotedType(N->getValueType(0));
  EVT SVT = L.getSetCCResultType(InVT);
  if (L.getTypeAction(SVT) == TypeAction::PromoteInteger) {
    // An illegal setcc type: retry with the promoted operand type, or settle for the promoted result.
    if (L.getTypeAction(InVT) == TypeAction::PromoteInteger)
      SVT = L.getSetCCResultType(promotedType(InVT));
    else
      SVT = NVT;
  }
  // The compare itself produces the canonical setcc type; its operands are promoted on their own turn.
  SDValue SetCC =
      DAG.getNode(ISD::SETCC, SVT, N->getOperand(0), N->getOperand(1), N->getOperand(2), N->getFlags());
  return DAG.getSExtOrTrunc(SetCC, NVT);
}

SDValue PromoteIntegerRules::resShift(SDNode* N) {
  // Right shifts bring the high bits down, so those must be right; the amount is read unsigned.
  SDValue LHS = N->getOpcode() == ISD::SHL   ? promoted(N->getOperand(0))
                : N->getOpcode() == ISD::SRA ? sext(N->getOperand(0))
                                             : zext(N->getOperand(0));
  SDValue RHS = N->getOperand(1);
  if (isPromoted(RHS)) RHS = zext(RHS);
  return DAG.getNode(N->getOpcode(), LHS.getValueType(), LHS, RHS);
}

SDValue PromoteIntegerRules::resTruncate(SDNode* N) {
  EVT NVT = promotedType(N->getValueType(0));
  SDValue InOp = N->getOperand(0);
  SDValue Res;
  switch (L.getTypeAction(InOp.getValueType())) {
  case TypeAction::Legal:
  case TypeAction::ExpandInteger: Res = InOp; break;
  case TypeAction::PromoteInteger: Res = promoted(InOp); break;
  default: L.unsupported("PromoteInteger", N, "result (a truncate of a vector)");
  }
  return DAG.getNode(ISD::TRUNCATE, NVT, Res);
}

SDValue PromoteIntegerRules::resAbs(SDNode* N) {
  EVT OVT = N->getValueType(0);
  EVT NVT = promotedType(OVT);
  // Expanded in the narrow type, only the sra needs a sign-extended input (not the xor and sub too).
  if (!OVT.isVector() && !isLegalOrCustomOrPromote(TLI, ISD::ABS, NVT) &&
      !TLI.isOperationLegal(ISD::SMAX, NVT)) {
    if (SDValue Res = expandAbs(DAG, TLI, N)) return DAG.getNode(ISD::ANY_EXTEND, NVT, Res);
  }
  SDValue Op = sext(N->getOperand(0));
  return DAG.getNode(ISD::ABS, Op.getValueType(), Op);
}

SDValue PromoteIntegerRules::resFunnelShift(SDNode* N) {
  SDValue Hi = promoted(N->getOperand(0)), Lo = promoted(N->getOperand(1));
  SDValue Amt = N->getOperand(2);
  if (isPromoted(Amt)) Amt = zext(Amt);
  EVT AmtVT = Amt.getValueType();
  EVT OldVT = N->getOperand(0).getValueType();
  EVT VT = Lo.getValueType();
  int32_t Opc = N->getOpcode();
  bool IsFSHR = Opc == ISD::FSHR;
  unsigned OldBits = OldVT.scalarSizeInBits(), NewBits = VT.scalarSizeInBits();
  // The amount counts modulo the narrow width.
  Amt = DAG.getNode(ISD::UREM, AmtVT, Amt, DAG.getConstant(OldBits, AmtVT));
  if (NewBits >= 2 * OldBits && !isConstantNode(Amt) && !TLI.isOperationLegalOrCustom(Opc, VT)) {
    // Both halves fit in the wide register side by side: shift the concatenation.
    SDValue HiShift = DAG.getConstant(OldBits, VT);
    Hi = DAG.getNode(ISD::SHL, VT, Hi, HiShift);
    Lo = DAG.getZeroExtendInReg(Lo, OldVT);
    SDValue Res = DAG.getNode(ISD::OR, VT, Hi, Lo);
    Res = DAG.getNode(IsFSHR ? ISD::SRL : ISD::SHL, VT, Res, Amt);
    if (!IsFSHR) Res = DAG.getNode(ISD::SRL, VT, Res, HiShift);
    return Res;
  }
  // Move Lo to the top of the wide register so the wide funnel shift sees the narrow operands adjacent.
  SDValue ShiftOffset = DAG.getConstant(NewBits - OldBits, AmtVT);
  Lo = DAG.getNode(ISD::SHL, VT, Lo, ShiftOffset);
  if (IsFSHR) Amt = DAG.getNode(ISD::ADD, AmtVT, Amt, ShiftOffset);
  return DAG.getNode(Opc, VT, Hi, Lo, Amt);
}

// LLVM has no result rule for mulhs/mulhu (its builder never makes them on illegal types); dagtool's later
// phases may. The rule follows LLVM's operation promotion: multiply the extended values in the wide type
// and shift the high half down, or, when the wide type cannot hold the full product, align one operand
// with the top so the wide high multiply yields the narrow high half.
SDValue PromoteIntegerRules::resMulHigh(SDNode* N) {
  bool Signed = N->getOpcode() == ISD::MULHS;
  SDValue LHS = Signed ? sext(N->getOperand(0)) : zext(N->getOperand(0));
  SDValue RHS = Signed ? sext(N->getOperand(1)) : zext(N->getOperand(1));
  EVT NVT = LHS.getValueType();
  unsigned OldBits = N->getValueType(0).scalarSizeInBits(), NewBits = NVT.scalarSizeInBits();
  if (NewBits >= 2 * OldBits) {
    SDValue Mul = DAG.getNode(ISD::MUL, NVT, LHS, RHS);
    return DAG.getNode(ISD::SRL, NVT, Mul, DAG.getShiftAmountConstant(OldBits, NVT));
  }
  LHS = DAG.getNode(ISD::SHL, NVT, LHS, DAG.getShiftAmountConstant(NewBits - OldBits, NVT));
  return DAG.getNode(N->getOpcode(), NVT, LHS, RHS);
}

// ---- operand rules ----------------------------------------------------------------------------------------

SDValue PromoteIntegerRules::operand(SDNode* N, unsigned OpNo) {
  EVT VT = N->getNumValues() ? N->getValueType(0) : EVT();
  switch (N->getOpcode()) {
  case ISD::ANY_EXTEND: return DAG.getNode(ISD::ANY_EXTEND, VT, promoted(N->getOperand(0)));
  case ISD::SIGN_EXTEND: {
    SDValue Op = DAG.getNode(ISD::ANY_EXTEND, VT, promoted(N->getOperand(0)));
    return DAG.getNode(ISD::SIGN_EXTEND_INREG, VT, Op, DAG.getValueType(N->getOperand(0).getValueType()));
  }
  case ISD::ZERO_EXTEND: {
    SDValue Op = DAG.getNode(ISD::ANY_EXTEND, VT, promoted(N->getOperand(0)));
    return DAG.getZeroExtendInReg(Op, N->getOperand(0).getValueType());
  }
  case ISD::TRUNCATE: return DAG.getNode(ISD::TRUNCATE, VT, promoted(N->getOperand(0)));
  case ISD::BITCAST:
    // Only unusual casts get here (a legal type from a promoted one of the same size): go through memory.
    return L.CreateStackStoreLoad(N->getOperand(0), VT);
  case ISD::BR_CC: {
    if (OpNo != 2) break;
    SDValue LHS = N->getOperand(2), RHS = N->getOperand(3);
    promoteSetCCOperands(LHS, RHS, N->getOperand(1)->getCondCode());
    return update(N, {N->getOperand(0), N->getOperand(1), LHS, RHS, N->getOperand(4)});
  }
  case ISD::BRCOND: {
    if (OpNo != 1) break;
    SDValue Cond = promoteTargetBoolean(N->getOperand(1), EVT::other());
    return update(N, {N->getOperand(0), Cond, N->getOperand(2)});
  }
  case ISD::BUILD_PAIR: return opBuildPair(N);
  case ISD::BUILD_VECTOR: {
    // Build-vector operands may be wider than the element type: they are truncated implicitly.
    std::vector<SDValue> Ops;
    for (unsigned I = 0; I < N->getNumOperands(); ++I) Ops.push_back(promoted(N->getOperand(I)));
    return update(N, std::span<const SDValue>(Ops));
  }
  case ISD::INSERT_VECTOR_ELT: return opInsertVectorElt(N, OpNo);
  case ISD::EXTRACT_VECTOR_ELT: return opExtractVectorElt(N, OpNo);
  case ISD::SCALAR_TO_VECTOR:
  case ISD::SPLAT_VECTOR: return update(N, {promoted(N->getOperand(0))});
  case ISD::SELECT:
  case ISD::VSELECT: return opSelect(N, OpNo);
  case ISD::SELECT_CC: {
    if (OpNo != 0) break;
    SDValue LHS = N->getOperand(0), RHS = N->getOperand(1);
    promoteSetCCOperands(LHS, RHS, N->getOperand(4)->getCondCode());
    return update(N, {LHS, RHS, N->getOperand(2), N->getOperand(3), N->getOperand(4)});
  }
  case ISD::SETCC: {
    if (OpNo != 0) break;
    SDValue LHS = N->getOperand(0), RHS = N->getOperand(1);
    promoteSetCCOperands(LHS, RHS, N->getOperand(2)->getCondCode());
    return update(N, {LHS, RHS, N->getOperand(2)});
  }
  case ISD::SHL:
  case ISD::SRA:
  case ISD::SRL:
  case ISD::ROTL:
  case ISD::ROTR:
    if (OpNo != 1) break;
    return update(N, {N->getOperand(0), zext(N->getOperand(1))});
  case ISD::FSHL:
  case ISD::FSHR:
    if (OpNo != 2) break;
    return update(N, {N->getOperand(0), N->getOperand(1), zext(N->getOperand(2))});
  case ISD::SCMP:
  case ISD::UCMP: {
    SDValue LHS = N->getOperand(0), RHS = N->getOperand(1);
    if (N->getOpcode() == ISD::SCMP) {
      LHS = sext(LHS);
      RHS = sext(RHS);
    } else {
      sextOrZextPromotedOperands(LHS, RHS);
    }
    return update(N, {LHS, RHS});
  }
  case ISD::UADDO_CARRY:
  case ISD::USUBO_CARRY:
  case ISD::SADDO_CARRY:
  case ISD::SSUBO_CARRY: {
    // The carry-in: a boolean of the setcc type, normalized as the target reads booleans.
    if (OpNo != 2) break;
    SDValue Carry = promoteTargetBoolean(N->getOperand(2), N->getOperand(0).getValueType());
    return update(N, {N->getOperand(0), N->getOperand(1), Carry});
  }
  case ISD::SINT_TO_FP: return update(N, {sext(N->getOperand(0))});
  case ISD::UINT_TO_FP:
  case ISD::FP16_TO_FP:
  case ISD::BF16_TO_FP: return update(N, {zext(N->getOperand(0))});
  case ISD::STORE: {
    if (OpNo != 1) break;
    // Store the low bits: a truncating store of the promoted value, the memory type unchanged.
    SDValue Val = promoted(N->getOperand(1));
    return DAG.getTruncStore(N->getOperand(0), Val, N->getOperand(2), N->getMemoryVT(), N->getMemOperand());
  }
  case ISD::FLDEXP:
    if (OpNo != 1) break;
    return opLdexp(N);
  case ISD::VECREDUCE_ADD:
  case ISD::VECREDUCE_MUL:
  case ISD::VECREDUCE_AND:
  case ISD::VECREDUCE_OR:
  case ISD::VECREDUCE_XOR:
  case ISD::VECREDUCE_SMAX:
  case ISD::VECREDUCE_SMIN:
  case ISD::VECREDUCE_UMAX:
  case ISD::VECREDUCE_UMIN: return opVecReduce(N);
  default: break;
  }
  L.unsupported("PromoteInteger", N, "operand");
}

SDValue PromoteIntegerRules::opBuildPair(SDNode* N) {
  // The result is legal, so both halves promote to it: or the zero-extended low half with the high half.
  EVT VT = N->getValueType(0);
  EVT HalfVT = N->getOperand(0).getValueType();
  SDValue Lo = zext(N->getOperand(0));
  SDValue Hi = promoted(N->getOperand(1));
  Hi = DAG.getNode(ISD::SHL, VT, Hi, DAG.getConstant(HalfVT.sizeInBits(), TLI.getPointerTy()));
  return DAG.getNode(ISD::OR, VT, Lo, Hi);
}

SDValue PromoteIntegerRules::opInsertVectorElt(SDNode* N, unsigned OpNo) {
  if (OpNo == 1) // the element may be wider than the vector's elements: the extra bits are dropped
    return update(N, {N->getOperand(0), promoted(N->getOperand(1)), N->getOperand(2)});
  if (OpNo != 2) L.unsupported("PromoteInteger", N, "operand");
  SDValue Idx = DAG.getZExtOrTrunc(N->getOperand(2), TLI.getPointerTy());
  return update(N, {N->getOperand(0), N->getOperand(1), Idx});
}

SDValue PromoteIntegerRules::opExtractVectorElt(SDNode* N, unsigned OpNo) {
  if (OpNo == 1) {
    SDValue Idx = DAG.getZExtOrTrunc(N->getOperand(1), TLI.getPointerTy());
    return update(N, {N->getOperand(0), Idx});
  }
  // A vector of promoted elements: extract a wide element and resize it to the result.
  SDValue V0 = promoted(N->getOperand(0));
  SDValue V1 = DAG.getZExtOrTrunc(N->getOperand(1), TLI.getPointerTy());
  SDValue Ext = DAG.getNode(ISD::EXTRACT_VECTOR_ELT, V0.getValueType().scalarType(), V0, V1);
  return DAG.getAnyExtOrTrunc(Ext, N->getValueType(0));
}

SDValue PromoteIntegerRules::opSelect(SDNode* N, unsigned OpNo) {
  if (OpNo != 0) L.unsupported("PromoteInteger", N, "operand");
  // The condition becomes a boolean of the setcc type, normalized as the target reads booleans.
  EVT OpTy = N->getOperand(1).getValueType();
  EVT OpVT = N->getOpcode() == ISD::SELECT ? OpTy.scalarType() : OpTy;
  SDValue Cond = promoteTargetBoolean(N->getOperand(0), OpVT);
  return update(N, {Cond, N->getOperand(1), N->getOperand(2)});
}

SDValue PromoteIntegerRules::opLdexp(SDNode* N) {
  EVT VT = N->getValueType(0);
  const char* Name = L.libcallName(ISD::FLDEXP, VT);
  if (!Name) return update(N, {N->getOperand(0), sext(N->getOperand(1))});
  // The libcall takes an int: call it with the unpromoted exponent, which the call lowering extends.
  LibCallOptions Opts;
  Opts.IsSigned = true;
  SDValue Ops[] = {N->getOperand(0), N->getOperand(1)};
  auto [Result, Chain] = L.makeLibCall(Name, VT, Ops, Opts);
  L.ReplaceValueWith(SDValue(N, 0), Result);
  return SDValue();
}

SDValue PromoteIntegerRules::opVecReduce(SDNode* N) {
  int32_t Opc = N->getOpcode();
  SDValue Vec = N->getOperand(0);
  SDValue Op = (Opc == ISD::VECREDUCE_SMAX || Opc == ISD::VECREDUCE_SMIN)   ? sext(Vec)
               : (Opc == ISD::VECREDUCE_UMAX || Opc == ISD::VECREDUCE_UMIN) ? zext(Vec)
                                                                            : promoted(Vec);
  EVT OrigEltVT = Vec.getValueType().scalarType();
  EVT InVT = Op.getValueType(), EltVT = InVT.scalarType();
  EVT ResVT = N->getValueType(0);
  // Reductions of i1 vectors may use a legal equivalent (xor = add, or = umax, and = umin of booleans).
  auto swapTo = [&](int32_t From, int32_t To) {
    return Opc == From && OrigEltVT.scalarSizeInBits() == 1 && !TLI.isOperationLegalOrCustom(From, InVT) &&
           TLI.isOperationLegalOrCustom(To, InVT);
  };
  auto normalizedBooleans = [&]() {
    return TLI.getBooleanContents(InVT) == BooleanContent::ZeroOrNegativeOne ? sext(Vec) : zext(Vec);
  };
  if (swapTo(ISD::VECREDUCE_XOR, ISD::VECREDUCE_ADD)) {
    Opc = ISD::VECREDUCE_ADD;
  } else if (swapTo(ISD::VECREDUCE_OR, ISD::VECREDUCE_UMAX)) {
    Opc = ISD::VECREDUCE_UMAX;
    Op = normalizedBooleans();
  } else if (swapTo(ISD::VECREDUCE_AND, ISD::VECREDUCE_UMIN)) {
    Opc = ISD::VECREDUCE_UMIN;
    Op = normalizedBooleans();
  }
  if (ResVT.scalarSizeInBits() >= EltVT.scalarSizeInBits()) return DAG.getNode(Opc, ResVT, Op);
  // The result must be at least as wide as the elements: reduce in the element type and truncate.
  return DAG.getNode(ISD::TRUNCATE, ResVT, DAG.getNode(Opc, EltVT, Op));
}

} // namespace

// ---- the toolkit's extension helpers ----------------------------------------------------------------------

SDValue DAGTypeLegalizer::SExtPromotedInteger(SDValue Op) {
  EVT OldVT = Op.getValueType();
  IROrderScope Order(DAG, Op->getIROrder()); // LLVM: SDLoc(Op), the operand's place
  SDValue P = GetPromotedInteger(Op);
  return DAG.getNode(ISD::SIGN_EXTEND_INREG, P.getValueType(), P, DAG.getValueType(OldVT));
}

SDValue DAGTypeLegalizer::ZExtPromotedInteger(SDValue Op) {
  EVT OldVT = Op.getValueType();
  IROrderScope Order(DAG, Op->getIROrder());
  SDValue P = GetPromotedInteger(Op);
  return DAG.getZeroExtendInReg(P, OldVT);
}

SDValue DAGTypeLegalizer::SExtOrZExtPromotedInteger(SDValue Op) {
  EVT OldVT = Op.getValueType();
  IROrderScope Order(DAG, Op->getIROrder());
  SDValue P = GetPromotedInteger(Op);
  if (TLI.isSExtCheaperThanZExt(OldVT, P.getValueType()))
    return DAG.getNode(ISD::SIGN_EXTEND_INREG, P.getValueType(), P, DAG.getValueType(OldVT));
  return DAG.getZeroExtendInReg(P, OldVT);
}

// ---- the family's entry points ----------------------------------------------------------------------------

void DAGTypeLegalizer::PromoteIntegerResult(SDNode* N, unsigned ResNo) {
  if (CustomLowerNode(N, N->getValueType(ResNo), true)) return;
  PromoteIntegerRules Rules(*this);
  SDValue Res = Rules.result(N, ResNo);
  if (Res) SetPromotedInteger(SDValue(N, ResNo), Res);
}

bool DAGTypeLegalizer::PromoteIntegerOperand(SDNode* N, unsigned OpNo) {
  if (CustomLowerNode(N, N->getOperand(OpNo).getValueType(), false)) return false;
  PromoteIntegerRules Rules(*this);
  SDValue Res = Rules.operand(N, OpNo);
  if (!Res) return false;
  if (Res.getNode() == N) return true;
  if (N->getNumValues() > 1) {
    // An in-place update that became equal to an existing node: that node stands for all of N's results.
    DT_CHECK(Res.getResNo() == 0 && Res->getNumValues() == N->getNumValues(),
             "a multi-result node's replacement must cover all its results");
    for (unsigned I = 0; I < N->getNumValues(); ++I) ReplaceValueWith(SDValue(N, I), Res.getValue(I));
    return false;
  }
  DT_CHECK(Res.getValueType() == N->getValueType(0),
           "a promoted operand's replacement must have the result's type");
  ReplaceValueWith(SDValue(N, 0), Res);
  return false;
}

} // namespace dt
