// legalize/WidenVectors.cpp — the WidenVector family of the type legalizer: a vector with a
// non-power-of-two element count is computed in the next power-of-two count, the extra lanes undefined
// (LLVM's WidenVecRes_* / WidenVecOp_* in LegalizeVectorTypes.cpp). <3 x i16> becomes <4 x i16>, which the
// SplitVector family then splits down to scalars.
//
// Invariants:
//  - a widened value has the original lanes first; the lanes past them are undefined, except where a
//    rule says otherwise (reductions pad with the operation's neutral element, masks with zeros);
//  - nothing reads or writes memory past the original vector, unless the access is aligned enough that the
//    wider access cannot fault (GenWidenVectorLoads' rule); stores write only the original elements;
//  - operations that can trap (divisions) never run on the undefined lanes: without a legal vector type to
//    compute in they are unrolled to the original lanes;
//  - a result rule returns the widened value of result ResNo, or null when it recorded/replaced N's values
//    itself; an operand rule returns N's replacement, N after an in-place update, or null.
#include "legalize/LegalizeTypes.h"
#include "legalize/VectorTypeKit.h"

#include <algorithm>
#include <optional>
#include <vector>

namespace dt {

namespace {

using vectors::VectorKit;

class WidenRules {
public:
  explicit WidenRules(DAGTypeLegalizer& L) : L(L), DAG(L.dag()), TLI(L.tli()), K(L) {}

  SDValue result(SDNode* N, unsigned ResNo);
  SDValue operand(SDNode* N, unsigned OpNo);

private:
  DAGTypeLegalizer& L;
  SelectionDAG& DAG;
  const TargetLowering& TLI;
  VectorKit K;

  SDValue wide(SDValue V) { return L.GetWidenedVector(V); }
  EVT widenVT(EVT VT) const { return L.getTypeToTransformTo(VT); }
  bool widens(EVT VT) const { return VT.isVector() && L.getTypeAction(VT) == TypeAction::WidenVector; }
  int32_t boolExtend(EVT VT) const { return vectors::extendForContent(TLI.getBooleanContents(VT)); }
  /// The other results of a two-result node that was widened (or unrolled) as WideNode.
  void replaceOtherResults(SDNode* N, SDNode* WideNode, unsigned ResNo);
  /// Unrolls N to scalar operations when the element operation is going to be expanded anyway (libcalls on
  /// undefined lanes would be wasted); returns the unrolled value or null.
  SDValue unrollIfExpanded(SDNode* N, unsigned ResNo);

  // results
  SDValue resBinary(SDNode* N);
  SDValue resBinaryCanTrap(SDNode* N);
  SDValue resUnary(SDNode* N);
  SDValue resTernary(SDNode* N);
  SDValue resCmp(SDNode* N);
  SDValue resOverflow(SDNode* N, unsigned ResNo);
  SDValue resTwoResults(SDNode* N, unsigned ResNo);
  SDValue resConvert(SDNode* N);
  SDValue resFPToIntSat(SDNode* N);
  SDValue resXRound(SDNode* N);
  SDValue resExtendVectorInreg(SDNode* N);
  SDValue resCopySign(SDNode* N);
  SDValue resSameEltsWithScalarArg(SDNode* N);
  SDValue resExpOp(SDNode* N);
  SDValue resInreg(SDNode* N);
  SDValue resBitcast(SDNode* N);
  SDValue resBuildVector(SDNode* N);
  SDValue resConcat(SDNode* N);
  SDValue resExtractSubvector(SDNode* N);
  SDValue resLoad(SDNode* N);
  SDValue resSelect(SDNode* N);
  SDValue resSetCC(SDNode* N);
  SDValue resShuffle(SDNode* N);
  SDValue collectOpsToWiden(std::vector<SDValue>& ConcatOps, unsigned ConcatEnd, EVT VT, EVT MaxVT,
                            EVT WidenVT);

  // memory
  std::optional<EVT> findMemType(uint64_t Width, EVT WidenVT, uint64_t Align = 0, uint64_t WidenEx = 0);
  SDValue buildVectorFromScalars(EVT VecTy, std::vector<SDValue>& LdOps, unsigned Start, unsigned End);
  SDValue genWidenVectorLoads(std::vector<SDValue>& LdChain, SDNode* LD);
  SDValue genWidenVectorExtLoads(std::vector<SDValue>& LdChain, SDNode* LD);
  void genWidenVectorStores(std::vector<SDValue>& StChain, SDNode* ST);

  // operands
  SDValue opExtend(SDNode* N);
  SDValue opConvert(SDNode* N);
  SDValue opCmp(SDNode* N);
  SDValue opIsFPClass(SDNode* N);
  SDValue opFPToIntSat(SDNode* N);
  SDValue opBitcast(SDNode* N);
  SDValue opConcat(SDNode* N);
  SDValue opInsertSubvector(SDNode* N);
  SDValue opStore(SDNode* N);
  SDValue opSetCC(SDNode* N);
  SDValue opReduce(SDNode* N);
  SDValue opReduceSeq(SDNode* N);
  SDValue opVSelect(SDNode* N);
};

void WidenRules::replaceOtherResults(SDNode* N, SDNode* WideNode, unsigned ResNo) {
  for (unsigned R = 0; R < N->getNumValues(); ++R) {
    if (R == ResNo) continue;
    EVT VT = N->getValueType(R);
    if (widens(VT))
      L.SetWidenedVector(SDValue(N, R), SDValue(WideNode, R));
    else
      L.ReplaceValueWith(SDValue(N, R), K.extractSubvector(VT, SDValue(WideNode, R), 0));
  }
}

SDValue WidenRules::unrollIfExpanded(SDNode* N, unsigned ResNo) {
  EVT VT = N->getValueType(0);
  EVT WideVT = widenVT(VT);
  LegalizeAction WideAction = TLI.getOperationAction(N->getOpcode(), WideVT);
  bool WideOK = TLI.isTypeLegal(WideVT) &&
                (WideAction == LegalizeAction::Legal || WideAction == LegalizeAction::Custom ||
                 WideAction == LegalizeAction::Promote);
  EVT EltVT = VT.scalarType();
  bool EltExpands =
      !TLI.isTypeLegal(EltVT) || TLI.getOperationAction(N->getOpcode(), EltVT) == LegalizeAction::Expand;
  if (WideOK || !EltExpands) return SDValue();
  SDValue Res = K.unrollVectorOp(N, WideVT.numElements());
  if (N->getNumValues() > 1) {
    replaceOtherResults(N, Res.getNode(), ResNo);
    return SDValue(Res.getNode(), ResNo);
  }
  return Res;
}

// ---- results
// -------------------------------------------------------------------------------------------------
SDValue WidenRules::result(SDNode* N, unsigned ResNo) {
  switch (N->getOpcode()) {
  case ISD::MERGE_VALUES: return wide(L.DisintegrateMERGE_VALUES(N, ResNo));
  case ISD::AssertZext: {
    SDValue In = K.modifyToType(N->getOperand(0), widenVT(N->getValueType(0)), true);
    return DAG.getNode(ISD::AssertZext, In.getValueType(), In, N->getOperand(1));
  }
  case ISD::BITCAST: return resBitcast(N);
  case ISD::BUILD_VECTOR: return resBuildVector(N);
  case ISD::CONCAT_VECTORS: return resConcat(N);
  case ISD::INSERT_SUBVECTOR:
    return DAG.getNode(ISD::INSERT_SUBVECTOR, widenVT(N->getValueType(0)), wide(N->getOperand(0)),
                       N->getOperand(1), N->getOperand(2));
  case ISD::EXTRACT_SUBVECTOR: return resExtractSubvector(N);
  case ISD::INSERT_VECTOR_ELT: {
    SDValue In = wide(N->getOperand(0));
    return DAG.getNode(ISD::INSERT_VECTOR_ELT, In.getValueType(), In, N->getOperand(1), N->getOperand(2));
  }
  case ISD::LOAD: return resLoad(N);
  case ISD::SPLAT_VECTOR:
  case ISD::SCALAR_TO_VECTOR:
    return DAG.getNode(N->getOpcode(), widenVT(N->getValueType(0)), N->getOperand(0));
  case ISD::SIGN_EXTEND_INREG: return resInreg(N);
  case ISD::VSELECT:
  case ISD::SELECT: return resSelect(N);
  case ISD::SELECT_CC: {
    SDValue A = wide(N->getOperand(2)), B = wide(N->getOperand(3));
    SDValue Ops[] = {N->getOperand(0), N->getOperand(1), A, B, N->getOperand(4)};
    return DAG.getNode(ISD::SELECT_CC, A.getValueType(), Ops);
  }
  case ISD::SETCC: return resSetCC(N);
  case ISD::UNDEF:
  case ISD::POISON: return DAG.getUNDEF(widenVT(N->getValueType(0)));
  case ISD::VECTOR_SHUFFLE: return resShuffle(N);
  case ISD::ADD:
  case ISD::AND:
  case ISD::MUL:
  case ISD::MULHS:
  case ISD::MULHU:
  case ISD::ABDS:
  case ISD::ABDU:
  case ISD::OR:
  case ISD::SUB:
  case ISD::XOR:
  case ISD::SHL:
  case ISD::SRA:
  case ISD::SRL:
  case ISD::FMINNUM:
  case ISD::FMAXNUM:
  case ISD::FMINIMUM:
  case ISD::FMAXIMUM:
  case ISD::SMIN:
  case ISD::SMAX:
  case ISD::UMIN:
  case ISD::UMAX:
  case ISD::UADDSAT:
  case ISD::SADDSAT:
  case ISD::USUBSAT:
  case ISD::SSUBSAT:
  case ISD::SSHLSAT:
  case ISD::USHLSAT:
  case ISD::ROTL:
  case ISD::ROTR: return resBinary(N);
  case ISD::SCMP:
  case ISD::UCMP: return resCmp(N);
  case ISD::FPOW:
  case ISD::FREM:
    if (SDValue R = unrollIfExpanded(N, ResNo)) return R;
    [[fallthrough]];
  case ISD::FADD:
  case ISD::FMUL:
  case ISD::FSUB:
  case ISD::FDIV:
  case ISD::SDIV:
  case ISD::UDIV:
  case ISD::SREM:
  case ISD::UREM: return resBinaryCanTrap(N);
  case ISD::UADDO:
  case ISD::SADDO:
  case ISD::USUBO:
  case ISD::SSUBO:
  case ISD::UMULO:
  case ISD::SMULO: return resOverflow(N, ResNo);
  case ISD::FCOPYSIGN: return resCopySign(N);
  case ISD::IS_FPCLASS: return resSameEltsWithScalarArg(N);
  case ISD::FLDEXP:
    if (SDValue R = unrollIfExpanded(N, ResNo)) return R;
    return resExpOp(N);
  case ISD::ANY_EXTEND_VECTOR_INREG:
  case ISD::SIGN_EXTEND_VECTOR_INREG:
  case ISD::ZERO_EXTEND_VECTOR_INREG: return resExtendVectorInreg(N);
  case ISD::ANY_EXTEND:
  case ISD::FP_EXTEND:
  case ISD::FP_ROUND:
  case ISD::FP_TO_SINT:
  case ISD::FP_TO_UINT:
  case ISD::SIGN_EXTEND:
  case ISD::SINT_TO_FP:
  case ISD::TRUNCATE:
  case ISD::UINT_TO_FP:
  case ISD::ZERO_EXTEND: return resConvert(N);
  case ISD::FP_TO_SINT_SAT:
  case ISD::FP_TO_UINT_SAT: return resFPToIntSat(N);
  case ISD::LRINT:
  case ISD::LLRINT:
  case ISD::LROUND:
  case ISD::LLROUND: return resXRound(N);
  case ISD::FCEIL:
  case ISD::FCOS:
  case ISD::FEXP:
  case ISD::FEXP2:
  case ISD::FFLOOR:
  case ISD::FLOG:
  case ISD::FLOG10:
  case ISD::FLOG2:
  case ISD::FNEARBYINT:
  case ISD::FRINT:
  case ISD::FROUND:
  case ISD::FROUNDEVEN:
  case ISD::FSIN:
  case ISD::FSQRT:
  case ISD::FTRUNC:
    if (SDValue R = unrollIfExpanded(N, ResNo)) return R;
    [[fallthrough]];
  case ISD::ABS:
  case ISD::BITREVERSE:
  case ISD::BSWAP:
  case ISD::CTLZ:
  case ISD::CTLZ_ZERO_UNDEF:
  case ISD::CTPOP:
  case ISD::CTTZ:
  case ISD::CTTZ_ZERO_UNDEF:
  case ISD::FNEG:
  case ISD::FABS:
  case ISD::FREEZE:
  case ISD::FCANONICALIZE: return resUnary(N);
  case ISD::FMA:
  case ISD::FMAD:
  case ISD::FSHL:
  case ISD::FSHR: return resTernary(N);
  case ISD::FFREXP:
    if (SDValue R = unrollIfExpanded(N, ResNo)) return R;
    return resTwoResults(N, ResNo);
  default: L.unsupported("WidenVector", N, "result");
  }
}

SDValue WidenRules::resBinary(SDNode* N) {
  EVT WidenVT = widenVT(N->getValueType(0));
  return DAG.getNode(N->getOpcode(), WidenVT, wide(N->getOperand(0)), wide(N->getOperand(1)), N->getFlags());
}

SDValue WidenRules::resUnary(SDNode* N) {
  return DAG.getNode(N->getOpcode(), widenVT(N->getValueType(0)), wide(N->getOperand(0)), N->getFlags());
}

SDValue WidenRules::resTernary(SDNode* N) {
  EVT WidenVT = widenVT(N->getValueType(0));
  return DAG.getNode(N->getOpcode(), WidenVT, wide(N->getOperand(0)), wide(N->getOperand(1)),
                     wide(N->getOperand(2)), N->getFlags());
}

SDValue WidenRules::resCmp(SDNode* N) {
  SDValue LHS = N->getOperand(0), RHS = N->getOperand(1);
  EVT OpVT = LHS.getValueType();
  if (widens(OpVT)) {
    LHS = wide(LHS);
    RHS = wide(RHS);
    OpVT = LHS.getValueType();
  }
  EVT WideResVT = widenVT(N->getValueType(0));
  if (WideResVT.numElements() == OpVT.numElements()) return DAG.getNode(N->getOpcode(), WideResVT, LHS, RHS);
  return K.unrollVectorOp(N, WideResVT.numElements());
}

SDValue WidenRules::collectOpsToWiden(std::vector<SDValue>& ConcatOps, unsigned ConcatEnd, EVT VT, EVT MaxVT,
                                      EVT WidenVT) {
  // Pieces computed in the largest legal vector types, then smaller ones, then scalars, are gathered back
  // (smallest first) into the next larger legal types until all are MaxVT, then concatenated.
  if (ConcatEnd == 1 && ConcatOps[0].getValueType() == WidenVT) return ConcatOps[0];
  EVT WidenEltVT = WidenVT.scalarType();
  while (ConcatOps[ConcatEnd - 1].getValueType() != MaxVT) {
    int Idx = int(ConcatEnd) - 1;
    VT = ConcatOps[size_t(Idx--)].getValueType();
    while (Idx >= 0 && ConcatOps[size_t(Idx)].getValueType() == VT) --Idx;
    unsigned NextSize = VT.isVector() ? VT.numElements() : 1;
    EVT NextVT;
    do {
      NextSize *= 2;
      NextVT = EVT::vector(WidenEltVT, NextSize);
    } while (!TLI.isTypeLegal(NextVT));
    if (!VT.isVector()) {
      SDValue VecOp = DAG.getUNDEF(NextVT);
      unsigned NumToInsert = ConcatEnd - unsigned(Idx) - 1;
      for (unsigned I = 0, OpIdx = unsigned(Idx + 1); I < NumToInsert; ++I, ++OpIdx)
        VecOp = DAG.getNode(ISD::INSERT_VECTOR_ELT, NextVT, VecOp, ConcatOps[OpIdx], K.idx(I));
      ConcatOps[size_t(Idx + 1)] = VecOp;
      ConcatEnd = unsigned(Idx + 2);
    } else {
      SDValue UndefVec = DAG.getUNDEF(VT);
      unsigned OpsToConcat = NextSize / VT.numElements();
      std::vector<SDValue> Sub(OpsToConcat);
      unsigned RealVals = ConcatEnd - unsigned(Idx) - 1, SubEnd = 0, SubIdx = unsigned(Idx + 1);
      while (SubEnd < RealVals) Sub[SubEnd++] = ConcatOps[size_t(++Idx)];
      while (SubEnd < OpsToConcat) Sub[SubEnd++] = UndefVec;
      ConcatOps[SubIdx] = K.concatVectors(NextVT, Sub);
      ConcatEnd = SubIdx + 1;
    }
  }
  if (ConcatEnd == 1 && ConcatOps[0].getValueType() == WidenVT) return ConcatOps[0];
  unsigned NumOps = WidenVT.numElements() / MaxVT.numElements();
  if (ConcatOps.size() < NumOps) ConcatOps.resize(NumOps);
  for (unsigned J = ConcatEnd; J < NumOps; ++J) ConcatOps[J] = DAG.getUNDEF(MaxVT);
  return K.concatVectors(WidenVT, std::span<const SDValue>(ConcatOps.data(), NumOps));
}

SDValue WidenRules::resBinaryCanTrap(SDNode* N) {
  // Undefined lanes must not reach an operation that may trap: compute the original lanes only, in the
  // largest legal vector types that fit, and element by element for the rest.
  int32_t Opc = N->getOpcode();
  EVT WidenVT = widenVT(N->getValueType(0));
  EVT WidenEltVT = WidenVT.scalarType();
  EVT VT = WidenVT;
  unsigned NumElts = VT.numElements();
  while (!TLI.isTypeLegal(VT) && NumElts != 1) {
    NumElts /= 2;
    VT = EVT::vector(WidenEltVT, NumElts);
  }
  bool CanTrap = Opc == ISD::SDIV || Opc == ISD::UDIV || Opc == ISD::SREM || Opc == ISD::UREM;
  if (NumElts != 1 && !CanTrap)
    return DAG.getNode(Opc, WidenVT, wide(N->getOperand(0)), wide(N->getOperand(1)), N->getFlags());
  if (NumElts == 1) return K.unrollVectorOp(N, WidenVT.numElements());

  EVT MaxVT = VT;
  SDValue In1 = wide(N->getOperand(0)), In2 = wide(N->getOperand(1));
  unsigned CurNumElts = N->getValueType(0).numElements();
  std::vector<SDValue> ConcatOps(CurNumElts);
  unsigned ConcatEnd = 0;
  unsigned Idx = 0;
  while (CurNumElts != 0) {
    while (CurNumElts >= NumElts) {
      SDValue E1 = K.extractSubvector(VT, In1, Idx), E2 = K.extractSubvector(VT, In2, Idx);
      ConcatOps[ConcatEnd++] = DAG.getNode(Opc, VT, E1, E2, N->getFlags());
      Idx += NumElts;
      CurNumElts -= NumElts;
    }
    do {
      NumElts /= 2;
      VT = EVT::vector(WidenEltVT, NumElts);
    } while (!TLI.isTypeLegal(VT) && NumElts != 1);
    if (NumElts == 1) {
      for (unsigned I = 0; I != CurNumElts; ++I, ++Idx)
        ConcatOps[ConcatEnd++] = DAG.getNode(Opc, WidenEltVT, K.extractElt(WidenEltVT, In1, Idx),
                                             K.extractElt(WidenEltVT, In2, Idx), N->getFlags());
      CurNumElts = 0;
    }
  }
  return collectOpsToWiden(ConcatOps, ConcatEnd, VT, MaxVT, WidenVT);
}

SDValue WidenRules::resOverflow(SDNode* N, unsigned ResNo) {
  EVT ResVT = N->getValueType(0), OvVT = N->getValueType(1);
  EVT WideResVT, WideOvVT;
  SDValue WideLHS, WideRHS;
  if (ResNo == 0) {
    WideResVT = widenVT(ResVT);
    WideOvVT = EVT::vector(OvVT.scalarType(), WideResVT.numElements());
    WideLHS = wide(N->getOperand(0));
    WideRHS = wide(N->getOperand(1));
  } else {
    WideOvVT = widenVT(OvVT);
    WideResVT = EVT::vector(ResVT.scalarType(), WideOvVT.numElements());
    WideLHS =
        DAG.getNode(ISD::INSERT_SUBVECTOR, WideResVT, DAG.getUNDEF(WideResVT), N->getOperand(0), K.idx(0));
    WideRHS =
        DAG.getNode(ISD::INSERT_SUBVECTOR, WideResVT, DAG.getUNDEF(WideResVT), N->getOperand(1), K.idx(0));
  }
  SDValue Ops[] = {WideLHS, WideRHS};
  SDNode* WideNode = DAG.getNode(N->getOpcode(), DAG.getVTList(WideResVT, WideOvVT), Ops).getNode();
  replaceOtherResults(N, WideNode, ResNo);
  return SDValue(WideNode, ResNo);
}

SDValue WidenRules::resTwoResults(SDNode* N, unsigned ResNo) {
  EVT VT0 = N->getValueType(0), VT1 = N->getValueType(1);
  SDValue In = wide(N->getOperand(0));
  unsigned WideN = widenVT(N->getValueType(ResNo)).numElements();
  SDValue Ops[] = {In};
  SDNode* WideNode =
      DAG.getNode(N->getOpcode(),
                  DAG.getVTList(EVT::vector(VT0.scalarType(), WideN), EVT::vector(VT1.scalarType(), WideN)),
                  Ops, N->getFlags())
          .getNode();
  replaceOtherResults(N, WideNode, ResNo);
  return SDValue(WideNode, ResNo);
}

SDValue WidenRules::resConvert(SDNode* N) {
  SDValue InOp = N->getOperand(0);
  EVT WidenVT = widenVT(N->getValueType(0));
  unsigned WidenN = WidenVT.numElements();
  EVT InVT = InOp.getValueType();
  int32_t Opc = N->getOpcode();
  uint16_t Flags = N->getFlags();
  // A zero extension of a promoted vector whose promoted elements differ from ours in width.
  if (Opc == ISD::ZERO_EXTEND && L.getTypeAction(InVT) == TypeAction::PromoteInteger &&
      widenVT(InVT).scalarSizeInBits() != WidenVT.scalarSizeInBits()) {
    InOp = L.ZExtPromotedInteger(InOp);
    InVT = InOp.getValueType();
    if (WidenVT.scalarSizeInBits() < InVT.scalarSizeInBits()) Opc = ISD::TRUNCATE;
  }
  EVT InEltVT = InVT.scalarType();
  EVT InWidenVT = EVT::vector(InEltVT, WidenN);
  unsigned InN = InVT.numElements();
  auto make = [&](EVT VT, SDValue V) {
    return N->getNumOperands() == 1 ? DAG.getNode(Opc, VT, V, Flags)
                                    : DAG.getNode(Opc, VT, V, N->getOperand(1), Flags);
  };
  if (widens(InVT)) {
    InOp = wide(N->getOperand(0));
    InVT = InOp.getValueType();
    InN = InVT.numElements();
    if (InN == WidenN) return make(WidenVT, InOp);
    if (WidenVT.sizeInBits() == InVT.sizeInBits()) {
      // Same total width, fewer result lanes: the in-register extensions read the low lanes.
      if (Opc == ISD::ANY_EXTEND) return DAG.getNode(ISD::ANY_EXTEND_VECTOR_INREG, WidenVT, InOp);
      if (Opc == ISD::SIGN_EXTEND) return DAG.getNode(ISD::SIGN_EXTEND_VECTOR_INREG, WidenVT, InOp);
      if (Opc == ISD::ZERO_EXTEND) return DAG.getNode(ISD::ZERO_EXTEND_VECTOR_INREG, WidenVT, InOp);
    }
  }
  if (TLI.isTypeLegal(InWidenVT)) {
    // Widen the input only when that gives a legal type (else widening and splitting could loop).
    if (WidenN % InN == 0) {
      std::vector<SDValue> Ops(WidenN / InN, DAG.getUNDEF(InVT));
      Ops[0] = InOp;
      return make(WidenVT, K.concatVectors(InWidenVT, Ops));
    }
    if (InN % WidenN == 0) return make(WidenVT, K.extractSubvector(InWidenVT, InOp, 0));
  }
  // Otherwise convert the original lanes one by one.
  EVT EltVT = WidenVT.scalarType();
  std::vector<SDValue> Ops(WidenN, DAG.getUNDEF(EltVT));
  unsigned MinElts = N->getValueType(0).numElements();
  for (unsigned I = 0; I < MinElts; ++I) Ops[I] = make(EltVT, K.extractElt(InEltVT, InOp, I));
  return K.buildVector(WidenVT, Ops);
}

SDValue WidenRules::resFPToIntSat(SDNode* N) {
  EVT WidenVT = widenVT(N->getValueType(0));
  SDValue Src = N->getOperand(0);
  if (widens(Src.getValueType())) Src = wide(Src);
  if (WidenVT.numElements() != Src.getValueType().numElements())
    return K.unrollVectorOp(N, WidenVT.numElements());
  return DAG.getNode(N->getOpcode(), WidenVT, Src, N->getOperand(1));
}

SDValue WidenRules::resXRound(SDNode* N) {
  EVT WidenVT = widenVT(N->getValueType(0));
  SDValue Src = N->getOperand(0);
  if (widens(Src.getValueType())) Src = wide(Src);
  if (WidenVT.numElements() != Src.getValueType().numElements())
    return K.unrollVectorOp(N, WidenVT.numElements());
  return DAG.getNode(N->getOpcode(), WidenVT, Src);
}

SDValue WidenRules::resExtendVectorInreg(SDNode* N) {
  int32_t Opc = N->getOpcode();
  SDValue InOp = N->getOperand(0);
  EVT WidenVT = widenVT(N->getValueType(0));
  EVT WidenSVT = WidenVT.scalarType();
  unsigned WidenN = WidenVT.numElements();
  EVT InVT = InOp.getValueType(), InSVT = InVT.scalarType();
  unsigned InN = InVT.numElements();
  if (widens(InVT)) {
    InOp = wide(InOp);
    InVT = InOp.getValueType();
    if (InVT.sizeInBits() == WidenVT.sizeInBits()) return DAG.getNode(Opc, WidenVT, InOp);
  }
  int32_t ScalarOpc = Opc == ISD::ANY_EXTEND_VECTOR_INREG    ? ISD::ANY_EXTEND
                      : Opc == ISD::SIGN_EXTEND_VECTOR_INREG ? ISD::SIGN_EXTEND
                                                             : ISD::ZERO_EXTEND;
  std::vector<SDValue> Ops;
  for (unsigned I = 0, E = std::min(InN, WidenN); I != E; ++I)
    Ops.push_back(DAG.getNode(ScalarOpc, WidenSVT, K.extractElt(InSVT, InOp, I)));
  while (Ops.size() != WidenN) Ops.push_back(DAG.getUNDEF(WidenSVT));
  return K.buildVector(WidenVT, Ops);
}

SDValue WidenRules::resCopySign(SDNode* N) {
  if (N->getOperand(0).getValueType() == N->getOperand(1).getValueType()) return resBinaryCanTrap(N);
  return K.unrollVectorOp(N, widenVT(N->getValueType(0)).numElements());
}

SDValue WidenRules::resSameEltsWithScalarArg(SDNode* N) {
  SDValue Arg = N->getOperand(0);
  EVT WidenVT = widenVT(N->getValueType(0));
  if (!widens(Arg.getValueType())) return K.unrollVectorOp(N, WidenVT.numElements());
  return DAG.getNode(N->getOpcode(), WidenVT, wide(Arg), N->getOperand(1), N->getFlags());
}

SDValue WidenRules::resExpOp(SDNode* N) {
  EVT WidenVT = widenVT(N->getValueType(0));
  SDValue In = wide(N->getOperand(0));
  SDValue Exp = N->getOperand(1);
  if (Exp.getValueType().isVector())
    Exp = K.modifyToType(Exp, WidenVT.changeElementType(Exp.getValueType().scalarType()));
  return DAG.getNode(N->getOpcode(), WidenVT, In, Exp);
}

SDValue WidenRules::resInreg(SDNode* N) {
  EVT WidenVT = widenVT(N->getValueType(0));
  EVT ExtVT = EVT::vector(N->getOperand(1)->getVTPayload().scalarType(), WidenVT.numElements());
  return DAG.getNode(N->getOpcode(), WidenVT, wide(N->getOperand(0)), DAG.getValueType(ExtVT));
}

SDValue WidenRules::resBitcast(SDNode* N) {
  SDValue InOp = N->getOperand(0);
  EVT InVT = InOp.getValueType();
  EVT WidenVT = widenVT(N->getValueType(0));
  switch (L.getTypeAction(InVT)) {
  case TypeAction::PromoteInteger: {
    // A promoted vector has its elements rearranged: only a promoted scalar converts directly.
    if (InVT.isVector()) break;
    SDValue NIn = L.GetPromotedInteger(InOp);
    if (WidenVT.sizeInBits() == NIn.getValueSizeInBits()) return DAG.getNode(ISD::BITCAST, WidenVT, NIn);
    InOp = NIn;
    InVT = NIn.getValueType();
    break;
  }
  case TypeAction::WidenVector:
    InOp = wide(InOp);
    InVT = InOp.getValueType();
    if (WidenVT.sizeInBits() == InVT.sizeInBits()) return DAG.getNode(ISD::BITCAST, WidenVT, InOp);
    break;
  default: break;
  }
  uint64_t WidenSize = WidenVT.sizeInBits(), InSize = InVT.sizeInBits(),
           InScalarSize = InVT.scalarSizeInBits();
  if (WidenSize % InScalarSize == 0) {
    EVT NewInVT;
    unsigned NewNumParts = unsigned(WidenSize / InSize);
    if (InVT.isVector()) {
      NewInVT = EVT::vector(InVT.scalarType(), unsigned(WidenSize / InScalarSize));
    } else {
      EVT OrigInVT = N->getOperand(0).getValueType();
      NewNumParts = unsigned(WidenSize / OrigInVT.sizeInBits());
      NewInVT = EVT::vector(OrigInVT, NewNumParts);
    }
    if (TLI.isTypeLegal(NewInVT)) {
      SDValue NewVec;
      if (InVT.isVector()) {
        if (WidenSize % InSize == 0) {
          std::vector<SDValue> Ops(NewNumParts, DAG.getUNDEF(InVT));
          Ops[0] = InOp;
          NewVec = K.concatVectors(NewInVT, Ops);
        } else {
          std::vector<SDValue> Ops;
          for (unsigned I = 0; I < InVT.numElements(); ++I) Ops.push_back(K.extractElt(InOp, I));
          while (Ops.size() < WidenSize / InScalarSize) Ops.push_back(DAG.getUNDEF(InVT.scalarType()));
          NewVec = DAG.getNode(ISD::BUILD_VECTOR, NewInVT, Ops);
        }
      } else {
        NewVec = DAG.getNode(ISD::SCALAR_TO_VECTOR, NewInVT, InOp);
      }
      return DAG.getNode(ISD::BITCAST, WidenVT, NewVec);
    }
  }
  return L.CreateStackStoreLoad(InOp, WidenVT);
}

SDValue WidenRules::resBuildVector(SDNode* N) {
  // Operands may be wider than the element (promoted): the new undef lanes take the operands' type.
  EVT VT = N->getValueType(0);
  EVT EltVT = N->getOperand(0).getValueType();
  EVT WidenVT = widenVT(VT);
  std::vector<SDValue> Ops;
  for (unsigned I = 0; I < N->getNumOperands(); ++I) Ops.push_back(N->getOperand(I));
  while (Ops.size() < WidenVT.numElements()) Ops.push_back(DAG.getUNDEF(EltVT));
  return K.buildVector(WidenVT, Ops);
}

SDValue WidenRules::resConcat(SDNode* N) {
  EVT InVT = N->getOperand(0).getValueType();
  EVT WidenVT = widenVT(N->getValueType(0));
  unsigned NumOperands = N->getNumOperands();
  unsigned WidenN = WidenVT.numElements(), InN = InVT.numElements();
  bool InputWidened = false;
  if (!widens(InVT)) {
    if (WidenN % InN == 0) {
      std::vector<SDValue> Ops(WidenN / InN, DAG.getUNDEF(InVT));
      for (unsigned I = 0; I < NumOperands; ++I) Ops[I] = N->getOperand(I);
      return K.concatVectors(WidenVT, Ops);
    }
  } else {
    InputWidened = true;
    if (WidenVT == widenVT(InVT)) {
      unsigned I = 1;
      while (I < NumOperands && N->getOperand(I).isUndef()) ++I;
      if (I == NumOperands) return wide(N->getOperand(0));
      if (NumOperands == 2) {
        std::vector<int> Mask(WidenN, -1);
        for (unsigned J = 0; J < InN; ++J) {
          Mask[J] = int(J);
          Mask[J + InN] = int(J + WidenN);
        }
        return DAG.getVectorShuffle(WidenVT, wide(N->getOperand(0)), wide(N->getOperand(1)), Mask);
      }
    }
  }
  EVT EltVT = WidenVT.scalarType();
  std::vector<SDValue> Ops;
  for (unsigned I = 0; I < NumOperands; ++I) {
    SDValue In = N->getOperand(I);
    if (InputWidened) In = wide(In);
    for (unsigned J = 0; J < InN; ++J) Ops.push_back(K.extractElt(EltVT, In, J));
  }
  while (Ops.size() < WidenN) Ops.push_back(DAG.getUNDEF(EltVT));
  return K.buildVector(WidenVT, Ops);
}

SDValue WidenRules::resExtractSubvector(SDNode* N) {
  EVT VT = N->getValueType(0), EltVT = VT.scalarType();
  EVT WidenVT = widenVT(VT);
  SDValue InOp = N->getOperand(0);
  if (widens(InOp.getValueType())) InOp = wide(InOp);
  EVT InVT = InOp.getValueType();
  uint64_t Idx = N->getOperand(1)->getZExtValue();
  if (Idx == 0 && InVT == WidenVT) return InOp;
  unsigned WidenN = WidenVT.numElements(), InN = InVT.numElements(), VTN = VT.numElements();
  if (Idx % WidenN == 0 && Idx + WidenN < InN) return K.extractSubvector(WidenVT, InOp, Idx);
  std::vector<SDValue> Ops;
  for (unsigned I = 0; I < VTN; ++I) Ops.push_back(K.extractElt(EltVT, InOp, Idx + I));
  while (Ops.size() < WidenN) Ops.push_back(DAG.getUNDEF(EltVT));
  return K.buildVector(WidenVT, Ops);
}

SDValue WidenRules::resSelect(SDNode* N) {
  EVT WidenVT = widenVT(N->getValueType(0));
  unsigned WidenN = WidenVT.numElements();
  SDValue Cond = N->getOperand(0);
  EVT CondVT = Cond.getValueType();
  if (CondVT.isVector()) {
    // LLVM first tries to rebuild a SETCC mask in the result's element width (WidenVSELECTMask); that needs
    // a power-of-two-sized result, which a widened vector never has, so it is left out here.
    EVT CondWidenVT = EVT::vector(CondVT.scalarType(), WidenN);
    if (widens(CondVT)) Cond = wide(Cond);
    if (L.getTypeAction(CondVT) == TypeAction::SplitVector)
      return K.modifyToType(vectors::splitOperandVSelect(L, N), WidenVT);
    if (Cond.getValueType() != CondWidenVT) Cond = K.modifyToType(Cond, CondWidenVT);
  }
  SDValue A = wide(N->getOperand(1)), B = wide(N->getOperand(2));
  return DAG.getNode(N->getOpcode(), WidenVT, Cond, A, B);
}

SDValue WidenRules::resSetCC(SDNode* N) {
  EVT WidenVT = widenVT(N->getValueType(0));
  SDValue In1 = N->getOperand(0), In2 = N->getOperand(1);
  EVT InVT = In1.getValueType();
  // Operands that split make the whole compare split, then the result is padded back out.
  if (L.getTypeAction(InVT) == TypeAction::SplitVector)
    return K.modifyToType(vectors::splitOperandVSetCC(L, N), WidenVT);
  if (widens(InVT)) {
    In1 = wide(In1);
    In2 = wide(In2);
  } else {
    In1 = K.widenVector(In1);
    In2 = K.widenVector(In2);
  }
  return DAG.getNode(ISD::SETCC, WidenVT, In1, In2, N->getOperand(2));
}

SDValue WidenRules::resShuffle(SDNode* N) {
  EVT VT = N->getValueType(0);
  EVT WidenVT = widenVT(VT);
  int NumElts = int(VT.numElements()), WidenN = int(WidenVT.numElements());
  SDValue In1 = wide(N->getOperand(0)), In2 = wide(N->getOperand(1));
  // Lanes of the second input move up by the padding of the first.
  std::vector<int> Mask(size_t(WidenN), -1);
  auto Orig = N->getShuffleMask();
  for (int I = 0; I < NumElts; ++I) {
    int Idx = Orig[size_t(I)];
    Mask[size_t(I)] = Idx < NumElts ? Idx : Idx - NumElts + WidenN;
  }
  return DAG.getVectorShuffle(WidenVT, In1, In2, Mask);
}

SDValue WidenRules::resLoad(SDNode* N) {
  ISD::LoadExtType Ext = N->getExtensionType();
  if (N->getMemoryVT().sizeInBits() % 8) {
    auto [Value, NewChain] = K.scalarizeVectorLoad(N);
    L.ReplaceValueWith(SDValue(N, 0), Value);
    L.ReplaceValueWith(SDValue(N, 1), NewChain);
    return SDValue();
  }
  std::vector<SDValue> LdChain;
  SDValue Result =
      Ext != ISD::NON_EXTLOAD ? genWidenVectorExtLoads(LdChain, N) : genWidenVectorLoads(LdChain, N);
  if (!Result) L.unsupported("WidenVector", N, "result (no way to load the widened vector)");
  SDValue NewChain = LdChain.size() == 1 ? LdChain[0] : DAG.getNode(ISD::TokenFactor, EVT::other(), LdChain);
  L.ReplaceValueWith(SDValue(N, 1), NewChain);
  return Result;
}

// ---- widened memory accesses -----------------------------------------------------------------------------
// The widened vector is loaded and stored in the largest pieces that fit what is left: legal (or promoted)
// integers or legal vectors of the element type dividing the widened size, down to single elements.

std::optional<EVT> WidenRules::findMemType(uint64_t Width, EVT WidenVT, uint64_t Align, uint64_t WidenEx) {
  EVT WidenEltVT = WidenVT.scalarType();
  uint64_t WidenWidth = WidenVT.sizeInBits(), WidenEltWidth = WidenEltVT.sizeInBits(), AlignBits = Align * 8;
  auto isPow2 = [](uint64_t V) { return V && !(V & (V - 1)); };
  auto fits = [&](uint64_t MemWidth) {
    return WidenWidth % MemWidth == 0 && isPow2(WidenWidth / MemWidth) &&
           (MemWidth <= Width || (Align != 0 && MemWidth <= AlignBits && MemWidth <= Width + WidenEx));
  };
  EVT RetVT = WidenEltVT;
  if (Width == WidenEltWidth) return RetVT;
  for (unsigned Bits = 128; Bits > WidenEltWidth && Bits >= 1; Bits /= 2) {
    EVT MemVT = EVT::integer(Bits);
    TypeAction A = L.getTypeAction(MemVT);
    if ((A == TypeAction::Legal || A == TypeAction::PromoteInteger) && fits(Bits)) {
      if (Bits == WidenWidth) return MemVT;
      RetVT = MemVT;
      break;
    }
  }
  for (unsigned N = WidenVT.numElements(); N >= 1; N /= 2) {
    EVT MemVT = EVT::vector(WidenEltVT, N);
    TypeAction A = L.getTypeAction(MemVT);
    uint64_t MemWidth = MemVT.sizeInBits();
    if ((A == TypeAction::Legal || A == TypeAction::PromoteInteger) && fits(MemWidth))
      if (RetVT.sizeInBits() < MemWidth || MemVT == WidenVT) return MemVT;
  }
  return RetVT;
}

SDValue WidenRules::buildVectorFromScalars(EVT VecTy, std::vector<SDValue>& LdOps, unsigned Start,
                                           unsigned End) {
  // The scalar pieces go into a vector of the first piece's type, re-typed (bitcast) whenever the piece type
  // changes, the insert position scaled with it.
  EVT LdTy = LdOps[Start].getValueType();
  uint64_t Width = VecTy.sizeInBits();
  EVT NewVecVT = EVT::vector(LdTy, unsigned(Width / LdTy.sizeInBits()));
  unsigned Idx = 1;
  SDValue VecOp = DAG.getNode(ISD::SCALAR_TO_VECTOR, NewVecVT, LdOps[Start]);
  for (unsigned I = Start + 1; I != End; ++I) {
    EVT NewLdTy = LdOps[I].getValueType();
    if (NewLdTy != LdTy) {
      NewVecVT = EVT::vector(NewLdTy, unsigned(Width / NewLdTy.sizeInBits()));
      VecOp = DAG.getNode(ISD::BITCAST, NewVecVT, VecOp);
      Idx = unsigned(Idx * LdTy.sizeInBits() / NewLdTy.sizeInBits());
      LdTy = NewLdTy;
    }
    VecOp = DAG.getNode(ISD::INSERT_VECTOR_ELT, NewVecVT, VecOp, LdOps[I], K.idx(Idx++));
  }
  return DAG.getNode(ISD::BITCAST, VecTy, VecOp);
}

SDValue WidenRules::genWidenVectorLoads(std::vector<SDValue>& LdChain, SDNode* LD) {
  EVT WidenVT = widenVT(LD->getValueType(0));
  EVT LdVT = LD->getMemoryVT();
  SDValue Chain = LD->getOperand(0), BasePtr = VectorKit::loadPtr(LD);
  const MemOperand* MMO = LD->getMemOperand();
  uint64_t LdWidth = LdVT.sizeInBits(), WidenWidth = WidenVT.sizeInBits(), WidthDiff = WidenWidth - LdWidth;
  // An aligned simple load may read past the vector: the padding cannot cross into another page.
  uint64_t LdAlign = MMO->isVolatile() ? 0 : MMO->Align;
  std::optional<EVT> FirstVT = findMemType(LdWidth, WidenVT, LdAlign, WidthDiff);
  if (!FirstVT) return SDValue();
  std::vector<EVT> MemVTs;
  uint64_t FirstVTWidth = FirstVT->sizeInBits();
  if (LdWidth > FirstVTWidth) {
    EVT NewVT = *FirstVT;
    uint64_t Remaining = LdWidth, NewVTWidth = FirstVTWidth;
    do {
      Remaining -= NewVTWidth;
      if (Remaining < NewVTWidth) {
        std::optional<EVT> Next = findMemType(Remaining, WidenVT, LdAlign, WidthDiff);
        if (!Next) return SDValue();
        NewVT = *Next;
        NewVTWidth = NewVT.sizeInBits();
      }
      MemVTs.push_back(NewVT);
    } while (Remaining > NewVTWidth);
  }
  SDValue LdOp = DAG.getLoad(*FirstVT, Chain, BasePtr, K.partMemOperand(MMO, 0, FirstVT->storeSizeInBytes()));
  LdChain.push_back(LdOp.getValue(1));
  if (MemVTs.empty()) {
    if (!FirstVT->isVector()) {
      EVT NewVecVT = EVT::vector(*FirstVT, unsigned(WidenWidth / FirstVTWidth));
      return DAG.getNode(ISD::BITCAST, WidenVT, DAG.getNode(ISD::SCALAR_TO_VECTOR, NewVecVT, LdOp));
    }
    if (*FirstVT == WidenVT) return LdOp;
    std::vector<SDValue> Ops(WidenWidth / FirstVTWidth, DAG.getUNDEF(*FirstVT));
    Ops[0] = LdOp;
    return K.concatVectors(WidenVT, Ops);
  }
  std::vector<SDValue> LdOps{LdOp};
  int64_t Offset = int64_t(FirstVTWidth / 8);
  BasePtr = K.objectPtrOffset(BasePtr, Offset);
  for (EVT MemVT : MemVTs) {
    uint64_t Bytes = MemVT.sizeInBits() / 8;
    SDValue Ld = DAG.getLoad(MemVT, Chain, BasePtr, K.partMemOperand(MMO, Offset, MemVT.storeSizeInBytes()));
    LdOps.push_back(Ld);
    LdChain.push_back(Ld.getValue(1));
    Offset += int64_t(Bytes);
    BasePtr = K.objectPtrOffset(BasePtr, int64_t(Bytes));
  }
  unsigned End = unsigned(LdOps.size());
  if (!LdOps[0].getValueType().isVector()) return buildVectorFromScalars(WidenVT, LdOps, 0, End);

  // Vector pieces (largest first) are concatenated; trailing scalar pieces make one vector first.
  std::vector<SDValue> ConcatOps(End);
  int I = int(End) - 1;
  unsigned Idx = End;
  EVT LdTy = LdOps[size_t(I)].getValueType();
  if (!LdTy.isVector()) {
    for (--I; I >= 0; --I) {
      LdTy = LdOps[size_t(I)].getValueType();
      if (LdTy.isVector()) break;
    }
    ConcatOps[--Idx] = buildVectorFromScalars(LdTy, LdOps, unsigned(I + 1), End);
  }
  ConcatOps[--Idx] = LdOps[size_t(I)];
  for (--I; I >= 0; --I) {
    EVT NewLdTy = LdOps[size_t(I)].getValueType();
    if (NewLdTy != LdTy) {
      unsigned NumOps = unsigned(NewLdTy.sizeInBits() / LdTy.sizeInBits());
      std::vector<SDValue> WidenOps(NumOps);
      unsigned J = 0;
      for (; J != End - Idx; ++J) WidenOps[J] = ConcatOps[Idx + J];
      for (; J != NumOps; ++J) WidenOps[J] = DAG.getUNDEF(LdTy);
      ConcatOps[End - 1] = K.concatVectors(NewLdTy, WidenOps);
      Idx = End - 1;
      LdTy = NewLdTy;
    }
    ConcatOps[--Idx] = LdOps[size_t(I)];
  }
  if (WidenWidth == LdTy.sizeInBits() * (End - Idx))
    return K.concatVectors(WidenVT, std::span<const SDValue>(ConcatOps.data() + Idx, End - Idx));
  unsigned NumOps = unsigned(WidenWidth / LdTy.sizeInBits());
  std::vector<SDValue> WidenOps(NumOps, DAG.getUNDEF(LdTy));
  for (unsigned J = 0; J != End - Idx; ++J) WidenOps[J] = ConcatOps[Idx + J];
  return K.concatVectors(WidenVT, WidenOps);
}

SDValue WidenRules::genWidenVectorExtLoads(std::vector<SDValue>& LdChain, SDNode* LD) {
  // Extending loads are unrolled: each element loaded and extended on its own.
  EVT WidenVT = widenVT(LD->getValueType(0));
  EVT LdVT = LD->getMemoryVT();
  SDValue Chain = LD->getOperand(0), BasePtr = VectorKit::loadPtr(LD);
  const MemOperand* MMO = LD->getMemOperand();
  EVT EltVT = WidenVT.scalarType(), LdEltVT = LdVT.scalarType();
  unsigned NumElts = LdVT.numElements(), WidenN = WidenVT.numElements();
  uint64_t Increment = LdEltVT.sizeInBits() / 8;
  ISD::LoadExtType Ext = LD->getExtensionType();
  std::vector<SDValue> Ops(WidenN);
  for (unsigned I = 0; I < NumElts; ++I) {
    SDValue Ptr = I ? K.objectPtrOffset(BasePtr, int64_t(I * Increment)) : BasePtr;
    Ops[I] = DAG.getExtLoad(Ext, EltVT, Chain, Ptr, LdEltVT,
                            K.partMemOperand(MMO, int64_t(I * Increment), LdEltVT.storeSizeInBytes()));
    LdChain.push_back(Ops[I].getValue(1));
  }
  for (unsigned I = NumElts; I < WidenN; ++I) Ops[I] = DAG.getUNDEF(EltVT);
  return K.buildVector(WidenVT, Ops);
}

void WidenRules::genWidenVectorStores(std::vector<SDValue>& StChain, SDNode* ST) {
  SDValue Chain = ST->getOperand(0), BasePtr = VectorKit::storePtr(ST);
  const MemOperand* MMO = ST->getMemOperand();
  SDValue ValOp = wide(ST->getOperand(1));
  EVT StVT = ST->getMemoryVT();
  uint64_t StWidth = StVT.sizeInBits();
  EVT ValVT = ValOp.getValueType();
  uint64_t ValWidth = ValVT.sizeInBits(), ValEltWidth = ValVT.scalarSizeInBits();
  // How to cover the original elements: (piece type, count) from the largest piece down.
  std::vector<std::pair<EVT, unsigned>> MemVTs;
  while (StWidth) {
    std::optional<EVT> NewVT = findMemType(StWidth, ValVT);
    if (!NewVT) L.unsupported("WidenVector", ST, "operand (no way to store the widened vector)");
    MemVTs.push_back({*NewVT, 0});
    uint64_t W = NewVT->sizeInBits();
    do {
      StWidth -= W;
      MemVTs.back().second++;
    } while (StWidth && StWidth >= W);
  }
  unsigned Idx = 0;
  int64_t Offset = 0;
  for (auto [NewVT, Count] : MemVTs) {
    uint64_t Bytes = NewVT.sizeInBits() / 8;
    if (NewVT.isVector()) {
      do {
        SDValue EOp = K.extractSubvector(NewVT, ValOp, Idx);
        StChain.push_back(
            DAG.getStore(Chain, EOp, BasePtr, K.partMemOperand(MMO, Offset, NewVT.storeSizeInBytes())));
        Idx += NewVT.numElements();
        Offset += int64_t(Bytes);
        BasePtr = K.objectPtrOffset(BasePtr, int64_t(Bytes));
      } while (--Count);
    } else {
      // Store integer pieces of the vector's bits: view it as a vector of the piece type.
      EVT NewVecVT = EVT::vector(NewVT, unsigned(ValWidth / NewVT.sizeInBits()));
      SDValue VecOp = DAG.getNode(ISD::BITCAST, NewVecVT, ValOp);
      Idx = unsigned(Idx * ValEltWidth / NewVT.sizeInBits());
      do {
        SDValue EOp = K.extractElt(NewVT, VecOp, Idx++);
        StChain.push_back(
            DAG.getStore(Chain, EOp, BasePtr, K.partMemOperand(MMO, Offset, NewVT.storeSizeInBytes())));
        Offset += int64_t(Bytes);
        BasePtr = K.objectPtrOffset(BasePtr, int64_t(Bytes));
      } while (--Count);
      Idx = unsigned(Idx * NewVT.sizeInBits() / ValEltWidth);
    }
  }
}

// ---- operands
// ------------------------------------------------------------------------------------------------
SDValue WidenRules::operand(SDNode* N, unsigned OpNo) {
  switch (N->getOpcode()) {
  case ISD::BITCAST: return opBitcast(N);
  case ISD::CONCAT_VECTORS: return opConcat(N);
  case ISD::INSERT_SUBVECTOR: return opInsertSubvector(N);
  case ISD::EXTRACT_SUBVECTOR:
    return DAG.getNode(ISD::EXTRACT_SUBVECTOR, N->getValueType(0), wide(N->getOperand(0)), N->getOperand(1));
  case ISD::EXTRACT_VECTOR_ELT:
    return DAG.getNode(ISD::EXTRACT_VECTOR_ELT, N->getValueType(0), wide(N->getOperand(0)), N->getOperand(1));
  case ISD::STORE:
    if (OpNo != 1) break;
    return opStore(N);
  case ISD::ANY_EXTEND_VECTOR_INREG:
  case ISD::SIGN_EXTEND_VECTOR_INREG:
  case ISD::ZERO_EXTEND_VECTOR_INREG:
    return DAG.getNode(N->getOpcode(), N->getValueType(0), wide(N->getOperand(0)));
  case ISD::SETCC: return opSetCC(N);
  case ISD::VSELECT:
    if (OpNo != 0) break;
    return opVSelect(N);
  case ISD::FLDEXP:
  case ISD::FCOPYSIGN:
  case ISD::LROUND:
  case ISD::LLROUND:
  case ISD::LRINT:
  case ISD::LLRINT:
    // The result is legal, the second input is not: unroll, and let the element extracts widen later.
    return K.unrollVectorOp(N);
  case ISD::IS_FPCLASS: return opIsFPClass(N);
  case ISD::ANY_EXTEND:
  case ISD::SIGN_EXTEND:
  case ISD::ZERO_EXTEND: return opExtend(N);
  case ISD::SCMP:
  case ISD::UCMP: return opCmp(N);
  case ISD::FP_EXTEND:
  case ISD::FP_ROUND:
  case ISD::FP_TO_SINT:
  case ISD::FP_TO_UINT:
  case ISD::SINT_TO_FP:
  case ISD::UINT_TO_FP:
  case ISD::TRUNCATE: return opConvert(N);
  case ISD::FP_TO_SINT_SAT:
  case ISD::FP_TO_UINT_SAT: return opFPToIntSat(N);
  case ISD::VECREDUCE_FADD:
  case ISD::VECREDUCE_FMUL:
  case ISD::VECREDUCE_ADD:
  case ISD::VECREDUCE_MUL:
  case ISD::VECREDUCE_AND:
  case ISD::VECREDUCE_OR:
  case ISD::VECREDUCE_XOR:
  case ISD::VECREDUCE_SMAX:
  case ISD::VECREDUCE_SMIN:
  case ISD::VECREDUCE_UMAX:
  case ISD::VECREDUCE_UMIN:
  case ISD::VECREDUCE_FMAX:
  case ISD::VECREDUCE_FMIN:
  case ISD::VECREDUCE_FMAXIMUM:
  case ISD::VECREDUCE_FMINIMUM: return opReduce(N);
  case ISD::VECREDUCE_SEQ_FADD:
  case ISD::VECREDUCE_SEQ_FMUL: return opReduceSeq(N);
  default: break;
  }
  L.unsupported("WidenVector", N, "operand");
}

SDValue WidenRules::opExtend(SDNode* N) {
  EVT VT = N->getValueType(0);
  SDValue InOp = wide(N->getOperand(0));
  EVT InVT = InOp.getValueType();
  if (InVT.sizeInBits() != VT.sizeInBits()) {
    // Only a legal vector of the input's element type and the result's total size lets the in-register
    // extension work; no target here has one unless the result is that size already.
    EVT FixedVT = EVT::vector(InVT.scalarType(), unsigned(VT.sizeInBits() / InVT.scalarSizeInBits()));
    if (VT.sizeInBits() % InVT.scalarSizeInBits() == 0 && TLI.isTypeLegal(FixedVT) && FixedVT != InVT) {
      if (FixedVT.numElements() > InVT.numElements())
        InOp = DAG.getNode(ISD::INSERT_SUBVECTOR, FixedVT, DAG.getUNDEF(FixedVT), InOp, K.idx(0));
      else
        InOp = K.extractSubvector(FixedVT, InOp, 0);
    }
    if (InOp.getValueType().sizeInBits() != VT.sizeInBits()) return opConvert(N);
  }
  int32_t Opc = N->getOpcode() == ISD::ANY_EXTEND    ? ISD::ANY_EXTEND_VECTOR_INREG
                : N->getOpcode() == ISD::SIGN_EXTEND ? ISD::SIGN_EXTEND_VECTOR_INREG
                                                     : ISD::ZERO_EXTEND_VECTOR_INREG;
  return DAG.getNode(Opc, VT, InOp);
}

SDValue WidenRules::opConvert(SDNode* N) {
  EVT VT = N->getValueType(0), EltVT = VT.scalarType();
  SDValue InOp = wide(N->getOperand(0));
  EVT InVT = InOp.getValueType();
  int32_t Opc = N->getOpcode();
  EVT WideVT = EVT::vector(EltVT, InVT.numElements());
  if (TLI.isTypeLegal(WideVT)) {
    SDValue Res = Opc == ISD::FP_ROUND ? DAG.getNode(Opc, WideVT, InOp, N->getOperand(1))
                                       : DAG.getNode(Opc, WideVT, InOp);
    return K.extractSubvector(VT, Res, 0);
  }
  EVT InEltVT = InVT.scalarType();
  std::vector<SDValue> Ops;
  for (unsigned I = 0; I < VT.numElements(); ++I) {
    SDValue E = K.extractElt(InEltVT, InOp, I);
    Ops.push_back(Opc == ISD::FP_ROUND ? DAG.getNode(Opc, EltVT, E, N->getOperand(1))
                                       : DAG.getNode(Opc, EltVT, E));
  }
  return K.buildVector(VT, Ops);
}

SDValue WidenRules::opCmp(SDNode* N) {
  EVT OpVT = N->getOperand(0).getValueType(), ResVT = N->getValueType(0);
  SDValue LHS = K.extractSubvector(OpVT, wide(N->getOperand(0)), 0);
  SDValue RHS = K.extractSubvector(OpVT, wide(N->getOperand(1)), 0);
  // The result type is valid: compare in it, extended as the comparison's signedness needs.
  int32_t Ext = N->getOpcode() == ISD::SCMP ? ISD::SIGN_EXTEND : ISD::ZERO_EXTEND;
  return DAG.getNode(N->getOpcode(), ResVT, DAG.getNode(Ext, ResVT, LHS), DAG.getNode(Ext, ResVT, RHS));
}

SDValue WidenRules::opIsFPClass(SDNode* N) {
  EVT ResultVT = N->getValueType(0);
  SDValue WideArg = wide(N->getOperand(0));
  EVT WideResultVT = L.getSetCCResultType(WideArg.getValueType());
  if (ResultVT.scalarType() == EVT::i1()) WideResultVT = EVT::vector(EVT::i1(), WideResultVT.numElements());
  SDValue WideNode = DAG.getNode(ISD::IS_FPCLASS, WideResultVT, WideArg, N->getOperand(1), N->getFlags());
  EVT ResVT = EVT::vector(WideResultVT.scalarType(), ResultVT.numElements());
  SDValue CC = K.extractSubvector(ResVT, WideNode, 0);
  return DAG.getNode(boolExtend(N->getOperand(0).getValueType()), ResultVT, CC);
}

SDValue WidenRules::opFPToIntSat(SDNode* N) {
  EVT DstVT = N->getValueType(0);
  SDValue Src = wide(N->getOperand(0));
  EVT WideDstVT = EVT::vector(DstVT.scalarType(), Src.getValueType().numElements());
  if (TLI.isTypeLegal(WideDstVT))
    return K.extractSubvector(DstVT, DAG.getNode(N->getOpcode(), WideDstVT, Src, N->getOperand(1)), 0);
  return K.unrollVectorOp(N);
}

SDValue WidenRules::opBitcast(SDNode* N) {
  EVT VT = N->getValueType(0);
  SDValue InOp = wide(N->getOperand(0));
  EVT InWidenVT = InOp.getValueType();
  uint64_t InWidenSize = InWidenVT.sizeInBits(), Size = VT.sizeInBits();
  if (!VT.isVector() && InWidenSize % Size == 0) {
    EVT NewVT = EVT::vector(VT, unsigned(InWidenSize / Size));
    if (TLI.isTypeLegal(NewVT)) return K.extractElt(VT, DAG.getNode(ISD::BITCAST, NewVT, InOp), 0);
  }
  if (VT.isVector() && InWidenSize % VT.scalarSizeInBits() == 0) {
    EVT NewVT = EVT::vector(VT.scalarType(), unsigned(InWidenSize / VT.scalarSizeInBits()));
    if (TLI.isTypeLegal(NewVT)) return K.extractSubvector(VT, DAG.getNode(ISD::BITCAST, NewVT, InOp), 0);
  }
  return L.CreateStackStoreLoad(InOp, VT);
}

SDValue WidenRules::opConcat(SDNode* N) {
  EVT VT = N->getValueType(0), EltVT = VT.scalarType();
  EVT InVT = N->getOperand(0).getValueType();
  unsigned NumOperands = N->getNumOperands();
  if (VT == widenVT(InVT)) {
    unsigned I = 1;
    while (I < NumOperands && N->getOperand(I).isUndef()) ++I;
    if (I == NumOperands) return wide(N->getOperand(0));
  }
  std::vector<SDValue> Ops;
  for (unsigned I = 0; I < NumOperands; ++I) {
    SDValue In = wide(N->getOperand(I));
    for (unsigned J = 0; J < InVT.numElements(); ++J) Ops.push_back(K.extractElt(EltVT, In, J));
  }
  return K.buildVector(VT, Ops);
}

SDValue WidenRules::opInsertSubvector(SDNode* N) {
  EVT VT = N->getValueType(0);
  SDValue SubVec = N->getOperand(1), InVec = N->getOperand(0);
  EVT OrigVT = SubVec.getValueType();
  if (widens(OrigVT)) SubVec = wide(SubVec);
  bool IndicesValid = VT.numElements() >= SubVec.getValueType().numElements();
  uint64_t Idx = N->getOperand(2)->getZExtValue();
  if (IndicesValid && InVec.isUndef() && Idx == 0)
    return DAG.getNode(ISD::INSERT_SUBVECTOR, VT, InVec, SubVec, N->getOperand(2));
  if (!IndicesValid) L.unsupported("WidenVector", N, "operand (widened subvector does not fit)");
  SDValue Ins = InVec;
  for (unsigned I = 0; I < OrigVT.numElements(); ++I)
    Ins = DAG.getNode(ISD::INSERT_VECTOR_ELT, VT, Ins, K.extractElt(VT.scalarType(), SubVec, I),
                      K.idx(I + Idx));
  return Ins;
}

SDValue WidenRules::opStore(SDNode* N) {
  // Only the original elements are stored.
  if (N->getMemoryVT().scalarSizeInBits() % 8 || N->isTruncatingStore()) return K.scalarizeVectorStore(N);
  std::vector<SDValue> StChain;
  genWidenVectorStores(StChain, N);
  if (StChain.size() == 1) return StChain[0];
  return DAG.getNode(ISD::TokenFactor, EVT::other(), StChain);
}

SDValue WidenRules::opSetCC(SDNode* N) {
  // The compare runs on the widened operands (garbage lanes included); the result keeps the original lanes.
  SDValue In0 = wide(N->getOperand(0)), In1 = wide(N->getOperand(1));
  EVT VT = N->getValueType(0);
  EVT SVT = L.getSetCCResultType(In0.getValueType());
  if (VT.scalarType() == EVT::i1()) SVT = EVT::vector(EVT::i1(), SVT.numElements());
  SDValue WideSetCC = DAG.getNode(ISD::SETCC, SVT, In0, In1, N->getOperand(2));
  EVT ResVT = EVT::vector(SVT.scalarType(), VT.numElements());
  SDValue CC = K.extractSubvector(ResVT, WideSetCC, 0);
  return DAG.getNode(boolExtend(N->getOperand(0).getValueType()), VT, CC);
}

SDValue WidenRules::opReduce(SDNode* N) {
  // Pad the new lanes with the reduction's neutral element so they do not change the result.
  SDValue Op = wide(N->getOperand(0));
  EVT OrigVT = N->getOperand(0).getValueType(), WideVT = Op.getValueType();
  EVT ElemVT = OrigVT.scalarType();
  int32_t BaseOpc = vectors::vecReduceBaseOpcode(N->getOpcode());
  SDValue Neutral = K.neutralElement(BaseOpc, ElemVT, N->getFlags());
  for (unsigned Idx = OrigVT.numElements(); Idx < WideVT.numElements(); ++Idx)
    Op = DAG.getNode(ISD::INSERT_VECTOR_ELT, WideVT, Op, Neutral, K.idx(Idx));
  return DAG.getNode(N->getOpcode(), N->getValueType(0), Op, N->getFlags());
}

SDValue WidenRules::opReduceSeq(SDNode* N) {
  SDValue Acc = N->getOperand(0), Vec = N->getOperand(1);
  SDValue Op = wide(Vec);
  EVT OrigVT = Vec.getValueType(), WideVT = Op.getValueType();
  int32_t BaseOpc = vectors::vecReduceBaseOpcode(N->getOpcode());
  SDValue Neutral = K.neutralElement(BaseOpc, OrigVT.scalarType(), N->getFlags());
  for (unsigned Idx = OrigVT.numElements(); Idx < WideVT.numElements(); ++Idx)
    Op = DAG.getNode(ISD::INSERT_VECTOR_ELT, WideVT, Op, Neutral, K.idx(Idx));
  return DAG.getNode(N->getOpcode(), N->getValueType(0), Acc, Op, N->getFlags());
}

SDValue WidenRules::opVSelect(SDNode* N) {
  // Legal odd-sized data with a widened i1 condition: select in the widened size, keep the low lanes.
  EVT VT = N->getValueType(0);
  SDValue Cond = wide(N->getOperand(0));
  SDValue Left = K.widenVector(N->getOperand(1)), Right = K.widenVector(N->getOperand(2));
  SDValue Sel = DAG.getNode(N->getOpcode(), Left.getValueType(), Cond, Left, Right);
  return K.extractSubvector(VT, Sel, 0);
}

} // namespace

void DAGTypeLegalizer::WidenVectorResult(SDNode* N, unsigned ResNo) {
  if (CustomWidenLowerNode(N, N->getValueType(ResNo))) return;
  if (SDValue Res = WidenRules(*this).result(N, ResNo)) SetWidenedVector(SDValue(N, ResNo), Res);
}

bool DAGTypeLegalizer::WidenVectorOperand(SDNode* N, unsigned OpNo) {
  if (CustomLowerNode(N, N->getOperand(OpNo).getValueType(), false)) return false;
  SDValue Res = WidenRules(*this).operand(N, OpNo);
  if (!Res) return false;
  if (Res.getNode() == N) return true;
  ReplaceValueWith(SDValue(N, 0), Res);
  return false;
}

} // namespace dt
