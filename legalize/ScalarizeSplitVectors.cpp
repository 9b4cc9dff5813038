// legalize/ScalarizeSplitVectors.cpp — the ScalarizeVector family of the type legalizer: <1 x T> becomes T
// (LLVM's ScalarizeVecRes_* / ScalarizeVecOp_* in LegalizeVectorTypes.cpp). Splitting, the other half of
// LLVM's file, is in legalize/SplitVectors.cpp.
//
// Without vector registers every fixed vector ends here: <4 x i32> is split to <2 x i32>, then to <1 x i32>,
// and this family turns each one-element vector operation into the same operation on the element.
// Invariants:
//  - a result rule returns the scalar standing for result ResNo (recorded by ScalarizeVectorResult), or
//    records/replaces every result itself and returns null;
//  - an operand rule returns N's replacement value (same type as N's result), N itself after an in-place
//    update, or null when it replaced N's results itself;
//  - an operand that is a vector but does not scalarize (its own type is legal or widened) is read through
//    EXTRACT_VECTOR_ELT of element 0, as LLVM does for conversions whose source keeps a vector type.
#include "legalize/LegalizeTypes.h"
#include "legalize/VectorTypeKit.h"

#include <vector>

namespace dt {

namespace {

using vectors::VectorKit;

class ScalarizeRules {
public:
  explicit ScalarizeRules(DAGTypeLegalizer& L) : L(L), DAG(L.dag()), TLI(L.tli()), K(L) {}

  SDValue result(SDNode* N, unsigned ResNo);
  SDValue operand(SDNode* N, unsigned OpNo);

private:
  DAGTypeLegalizer& L;
  SelectionDAG& DAG;
  const TargetLowering& TLI;
  VectorKit K;

  SDValue scalar(SDValue V) { return L.GetScalarizedVector(V); }
  bool scalarizes(EVT VT) const {
    return VT.isVector() && L.getTypeAction(VT) == TypeAction::ScalarizeVector;
  }
  /// Element 0 of V: its scalar when V scalarizes, else an EXTRACT_VECTOR_ELT.
  SDValue elementZero(SDValue V) { return scalarizes(V.getValueType()) ? scalar(V) : K.extractElt(V, 0); }
  static EVT elt(SDNode* N, unsigned R = 0) { return N->getValueType(R).scalarType(); }
  int32_t boolExtend(EVT VT) const { return vectors::extendForContent(TLI.getBooleanContents(VT)); }

  // results
  SDValue resUnary(SDNode* N);
  SDValue resBinary(SDNode* N);
  SDValue resTernary(SDNode* N);
  SDValue resWithExtraOperand(SDNode* N);
  SDValue resBitcast(SDNode* N);
  SDValue resInreg(SDNode* N);
  SDValue resVecInreg(SDNode* N);
  SDValue resLoad(SDNode* N);
  SDValue resVSelect(SDNode* N);
  SDValue resSetCC(SDNode* N);
  SDValue resIsFPClass(SDNode* N);
  SDValue resShuffle(SDNode* N);
  SDValue resCmp(SDNode* N);
  SDValue resTwoResults(SDNode* N, unsigned ResNo);
  SDValue resCopyFromReg(SDNode* N);
  /// For two-result nodes: the other result, scalar when its type scalarizes, else re-vectorized.
  void setOtherResult(SDNode* N, SDNode* Scalar, unsigned ResNo);

  // operands
  SDValue opUnary(SDNode* N);
  SDValue opExtractElt(SDNode* N);
  SDValue opSetCC(SDNode* N);
  SDValue opStore(SDNode* N);
  SDValue opFPRound(SDNode* N);
  SDValue opReduce(SDNode* N);
  SDValue opReduceSeq(SDNode* N);
  SDValue opCopyToReg(SDNode* N);
};

// ---- results
// -------------------------------------------------------------------------------------------------
SDValue ScalarizeRules::result(SDNode* N, unsigned ResNo) {
  switch (N->getOpcode()) {
  case ISD::MERGE_VALUES: return scalar(L.DisintegrateMERGE_VALUES(N, ResNo));
  case ISD::BITCAST: return resBitcast(N);
  case ISD::BUILD_VECTOR: {
    // Integer operands may be wider than the element (they were promoted): the truncation is implicit.
    SDValue In = N->getOperand(0);
    return elt(N).isInteger() ? DAG.getNode(ISD::TRUNCATE, elt(N), In) : In;
  }
  case ISD::EXTRACT_SUBVECTOR: return K.extractElt(elt(N), N->getOperand(0), N->getOperand(1));
  case ISD::FP_ROUND:
    return DAG.getNode(ISD::FP_ROUND, elt(N), elementZero(N->getOperand(0)), N->getOperand(1));
  case ISD::AssertZext:
  case ISD::AssertSext:
  case ISD::FLDEXP: return resWithExtraOperand(N);
  case ISD::INSERT_VECTOR_ELT: {
    SDValue Op = N->getOperand(1);
    return Op.getValueType() != elt(N) ? DAG.getNode(ISD::TRUNCATE, elt(N), Op) : Op;
  }
  case ISD::LOAD: return resLoad(N);
  case ISD::SCALAR_TO_VECTOR: {
    SDValue In = N->getOperand(0);
    return In.getValueType() != elt(N) ? DAG.getNode(ISD::TRUNCATE, elt(N), In) : In;
  }
  case ISD::SIGN_EXTEND_INREG: return resInreg(N);
  case ISD::VSELECT: return resVSelect(N);
  case ISD::SELECT: {
    SDValue LHS = scalar(N->getOperand(1));
    return DAG.getSelect(LHS.getValueType(), N->getOperand(0), LHS, scalar(N->getOperand(2)));
  }
  case ISD::SELECT_CC: {
    SDValue LHS = scalar(N->getOperand(2));
    SDValue Ops[] = {N->getOperand(0), N->getOperand(1), LHS, scalar(N->getOperand(3)), N->getOperand(4)};
    return DAG.getNode(ISD::SELECT_CC, LHS.getValueType(), Ops);
  }
  case ISD::SETCC: return resSetCC(N);
  case ISD::UNDEF:
  case ISD::POISON: return DAG.getUNDEF(elt(N));
  case ISD::VECTOR_SHUFFLE: return resShuffle(N);
  case ISD::IS_FPCLASS: return resIsFPClass(N);
  case ISD::ANY_EXTEND_VECTOR_INREG:
  case ISD::SIGN_EXTEND_VECTOR_INREG:
  case ISD::ZERO_EXTEND_VECTOR_INREG: return resVecInreg(N);
  case ISD::ABS:
  case ISD::ANY_EXTEND:
  case ISD::BITREVERSE:
  case ISD::BSWAP:
  case ISD::CTLZ:
  case ISD::CTLZ_ZERO_UNDEF:
  case ISD::CTPOP:
  case ISD::CTTZ:
  case ISD::CTTZ_ZERO_UNDEF:
  case ISD::FABS:
  case ISD::FCEIL:
  case ISD::FCOS:
  case ISD::FEXP:
  case ISD::FEXP2:
  case ISD::FFLOOR:
  case ISD::FLOG:
  case ISD::FLOG10:
  case ISD::FLOG2:
  case ISD::FNEARBYINT:
  case ISD::FNEG:
  case ISD::FREEZE:
  case ISD::FP_EXTEND:
  case ISD::FP_TO_SINT:
  case ISD::FP_TO_UINT:
  case ISD::FRINT:
  case ISD::LRINT:
  case ISD::LLRINT:
  case ISD::FROUND:
  case ISD::FROUNDEVEN:
  case ISD::LROUND:
  case ISD::LLROUND:
  case ISD::FSIN:
  case ISD::FSQRT:
  case ISD::FTRUNC:
  case ISD::SIGN_EXTEND:
  case ISD::SINT_TO_FP:
  case ISD::TRUNCATE:
  case ISD::UINT_TO_FP:
  case ISD::ZERO_EXTEND:
  case ISD::FCANONICALIZE: return resUnary(N);
  case ISD::ADD:
  case ISD::AND:
  case ISD::FADD:
  case ISD::FCOPYSIGN:
  case ISD::FDIV:
  case ISD::FMUL:
  case ISD::FMINNUM:
  case ISD::FMAXNUM:
  case ISD::FMINIMUM:
  case ISD::FMAXIMUM:
  case ISD::ABDS:
  case ISD::ABDU:
  case ISD::SMIN:
  case ISD::SMAX:
  case ISD::UMIN:
  case ISD::UMAX:
  case ISD::SADDSAT:
  case ISD::UADDSAT:
  case ISD::SSUBSAT:
  case ISD::USUBSAT:
  case ISD::SSHLSAT:
  case ISD::USHLSAT:
  case ISD::FPOW:
  case ISD::FREM:
  case ISD::FSUB:
  case ISD::MUL:
  case ISD::MULHS:
  case ISD::MULHU:
  case ISD::OR:
  case ISD::SDIV:
  case ISD::SREM:
  case ISD::SUB:
  case ISD::UDIV:
  case ISD::UREM:
  case ISD::XOR:
  case ISD::SHL:
  case ISD::SRA:
  case ISD::SRL:
  case ISD::ROTL:
  case ISD::ROTR: return resBinary(N);
  case ISD::SCMP:
  case ISD::UCMP: return resCmp(N);
  case ISD::FMA:
  case ISD::FMAD:
  case ISD::FSHL:
  case ISD::FSHR: return resTernary(N);
  case ISD::FP_TO_SINT_SAT:
  case ISD::FP_TO_UINT_SAT:
    return DAG.getNode(N->getOpcode(), elt(N), elementZero(N->getOperand(0)), N->getOperand(1));
  case ISD::UADDO:
  case ISD::SADDO:
  case ISD::USUBO:
  case ISD::SSUBO:
  case ISD::UMULO:
  case ISD::SMULO:
  case ISD::FFREXP: return resTwoResults(N, ResNo);
  case ISD::CopyFromReg: return resCopyFromReg(N);
  default: L.unsupported("ScalarizeVector", N, "result");
  }
}

SDValue ScalarizeRules::resUnary(SDNode* N) {
  // The source need not scalarize too (a legal or widened vector): then its element 0 is read.
  return DAG.getNode(N->getOpcode(), elt(N), elementZero(N->getOperand(0)), N->getFlags());
}

SDValue ScalarizeRules::resBinary(SDNode* N) {
  SDValue LHS = scalar(N->getOperand(0)), RHS = scalar(N->getOperand(1));
  return DAG.getNode(N->getOpcode(), LHS.getValueType(), LHS, RHS, N->getFlags());
}

SDValue ScalarizeRules::resTernary(SDNode* N) {
  SDValue A = scalar(N->getOperand(0)), B = scalar(N->getOperand(1)), C = scalar(N->getOperand(2));
  return DAG.getNode(N->getOpcode(), A.getValueType(), A, B, C, N->getFlags());
}

SDValue ScalarizeRules::resWithExtraOperand(SDNode* N) {
  // AssertZext's type, FPOWI's exponent: a scalar operand that passes through (FLDEXP's may be a vector).
  SDValue Op = scalar(N->getOperand(0));
  SDValue Extra = N->getOperand(1);
  if (Extra.getValueType().isVector()) Extra = elementZero(Extra);
  return DAG.getNode(N->getOpcode(), Op.getValueType(), Op, Extra, N->getFlags());
}

SDValue ScalarizeRules::resBitcast(SDNode* N) {
  SDValue Op = N->getOperand(0);
  EVT OpVT = Op.getValueType();
  if (OpVT.isVector() && OpVT.numElements() == 1 && !TLI.isTypeLegal(OpVT)) Op = scalar(Op);
  return DAG.getNode(ISD::BITCAST, elt(N), Op);
}

SDValue ScalarizeRules::resInreg(SDNode* N) {
  EVT ExtVT = N->getOperand(1)->getVTPayload().scalarType();
  return DAG.getNode(N->getOpcode(), elt(N), scalar(N->getOperand(0)), DAG.getValueType(ExtVT));
}

SDValue ScalarizeRules::resVecInreg(SDNode* N) {
  SDValue Op = elementZero(N->getOperand(0));
  int32_t Opc = N->getOpcode() == ISD::ANY_EXTEND_VECTOR_INREG    ? ISD::ANY_EXTEND
                : N->getOpcode() == ISD::SIGN_EXTEND_VECTOR_INREG ? ISD::SIGN_EXTEND
                                                                  : ISD::ZERO_EXTEND;
  return DAG.getNode(Opc, elt(N), Op);
}

SDValue ScalarizeRules::resLoad(SDNode* N) {
  EVT MemEltVT = N->getMemoryVT().scalarType();
  const MemOperand* MMO = K.partMemOperand(N->getMemOperand(), 0, MemEltVT.storeSizeInBytes());
  SDValue Res =
      DAG.getExtLoad(N->getExtensionType(), elt(N), N->getOperand(0), VectorKit::loadPtr(N), MemEltVT, MMO);
  L.ReplaceValueWith(SDValue(N, 1), Res.getValue(1));
  return Res;
}

SDValue ScalarizeRules::resVSelect(SDNode* N) {
  SDValue Cond = elementZero(N->getOperand(0));
  SDValue LHS = scalar(N->getOperand(1));
  // A vector boolean and a scalar boolean may differ in content; re-normalize when they do.
  BooleanContent ScalarBool = TLI.getBooleanContents(Cond.getValueType());
  BooleanContent VecBool = TLI.getBooleanContents(N->getOperand(0).getValueType());
  EVT CondVT = Cond.getValueType();
  if (ScalarBool != VecBool) {
    if (ScalarBool == BooleanContent::ZeroOrOne)
      Cond = DAG.getNode(ISD::AND, CondVT, Cond, DAG.getConstant(1, CondVT));
    else if (ScalarBool == BooleanContent::ZeroOrNegativeOne)
      Cond = DAG.getNode(ISD::SIGN_EXTEND_INREG, CondVT, Cond, DAG.getValueType(EVT::i1()));
  }
  EVT BoolVT = L.getSetCCResultType(CondVT);
  if (BoolVT.sizeInBits() < CondVT.sizeInBits()) Cond = DAG.getNode(ISD::TRUNCATE, BoolVT, Cond);
  return DAG.getSelect(LHS.getValueType(), Cond, LHS, scalar(N->getOperand(2)));
}

SDValue ScalarizeRules::resSetCC(SDNode* N) {
  SDValue LHS = elementZero(N->getOperand(0)), RHS = elementZero(N->getOperand(1));
  SDValue Res = DAG.getNode(ISD::SETCC, EVT::i1(), LHS, RHS, N->getOperand(2));
  // The i1 is widened to the element as the vector's boolean contents say.
  return DAG.getNode(boolExtend(N->getOperand(0).getValueType()), elt(N), Res);
}

SDValue ScalarizeRules::resIsFPClass(SDNode* N) {
  SDValue Arg = elementZero(N->getOperand(0));
  SDValue Res = DAG.getNode(ISD::IS_FPCLASS, EVT::i1(), Arg, N->getOperand(1), N->getFlags());
  return DAG.getNode(boolExtend(N->getOperand(0).getValueType()), elt(N), Res);
}

SDValue ScalarizeRules::resShuffle(SDNode* N) {
  // getVectorShuffle leaves no one-lane shuffle but an undef one; keep the rule total anyway.
  int M = N->getShuffleMask()[0];
  if (M < 0) return DAG.getUNDEF(elt(N));
  return scalar(N->getOperand(M == 0 ? 0 : 1));
}

SDValue ScalarizeRules::resCmp(SDNode* N) {
  SDValue LHS = elementZero(N->getOperand(0)), RHS = elementZero(N->getOperand(1));
  return DAG.getNode(N->getOpcode(), elt(N), LHS, RHS);
}

void ScalarizeRules::setOtherResult(SDNode* N, SDNode* Scalar, unsigned ResNo) {
  unsigned Other = 1 - ResNo;
  EVT OtherVT = N->getValueType(Other);
  if (scalarizes(OtherVT))
    L.SetScalarizedVector(SDValue(N, Other), SDValue(Scalar, Other));
  else
    L.ReplaceValueWith(SDValue(N, Other),
                       DAG.getNode(ISD::SCALAR_TO_VECTOR, OtherVT, SDValue(Scalar, Other)));
}

SDValue ScalarizeRules::resTwoResults(SDNode* N, unsigned ResNo) {
  EVT ResVT = N->getValueType(0);
  std::vector<SDValue> Ops;
  for (unsigned I = 0; I < N->getNumOperands(); ++I) {
    SDValue Op = N->getOperand(I);
    if (!Op.getValueType().isVector())
      Ops.push_back(Op);
    else if (scalarizes(ResVT))
      Ops.push_back(scalar(Op));
    else
      Ops.push_back(K.extractElt(Op, 0));
  }
  SDVTList VTs = DAG.getVTList(elt(N, 0), elt(N, 1));
  SDNode* Scalar = DAG.getNode(N->getOpcode(), VTs, Ops, N->getFlags()).getNode();
  setOtherResult(N, Scalar, ResNo);
  return SDValue(Scalar, ResNo);
}

SDValue ScalarizeRules::resCopyFromReg(SDNode* N) {
  // A one-lane vector in a virtual register is its element; the register keeps its number.
  if (N->getNumValues() != 2) L.unsupported("ScalarizeVector", N, "result (glued CopyFromReg)");
  SDValue Res = DAG.getCopyFromReg(N->getOperand(0), N->getOperand(1)->getReg(), elt(N));
  L.ReplaceValueWith(SDValue(N, 1), Res.getValue(1));
  return Res;
}

// ---- operands
// ------------------------------------------------------------------------------------------------
SDValue ScalarizeRules::operand(SDNode* N, unsigned OpNo) {
  switch (N->getOpcode()) {
  case ISD::BITCAST: return DAG.getNode(ISD::BITCAST, N->getValueType(0), scalar(N->getOperand(0)));
  case ISD::ANY_EXTEND:
  case ISD::ZERO_EXTEND:
  case ISD::SIGN_EXTEND:
  case ISD::TRUNCATE:
  case ISD::FP_TO_SINT:
  case ISD::FP_TO_UINT:
  case ISD::SINT_TO_FP:
  case ISD::UINT_TO_FP:
  case ISD::LROUND:
  case ISD::LLROUND:
  case ISD::LRINT:
  case ISD::LLRINT: return opUnary(N);
  case ISD::CONCAT_VECTORS: {
    std::vector<SDValue> Ops;
    for (unsigned I = 0; I < N->getNumOperands(); ++I) Ops.push_back(scalar(N->getOperand(I)));
    return K.buildVector(N->getValueType(0), Ops);
  }
  case ISD::INSERT_SUBVECTOR: {
    if (OpNo != 1) break;
    SDValue Vec = N->getOperand(0);
    return DAG.getNode(ISD::INSERT_VECTOR_ELT, Vec.getValueType(), Vec, scalar(N->getOperand(1)),
                       N->getOperand(2));
  }
  case ISD::EXTRACT_VECTOR_ELT: return opExtractElt(N);
  case ISD::VSELECT:
    return DAG.getNode(ISD::SELECT, N->getValueType(0), scalar(N->getOperand(0)), N->getOperand(1),
                       N->getOperand(2));
  case ISD::SETCC: return opSetCC(N);
  case ISD::STORE:
    if (OpNo != 1) break;
    return opStore(N);
  case ISD::FP_ROUND: return opFPRound(N);
  case ISD::FP_EXTEND: {
    SDValue Res = DAG.getNode(ISD::FP_EXTEND, elt(N), scalar(N->getOperand(0)));
    return DAG.getNode(ISD::SCALAR_TO_VECTOR, N->getValueType(0), Res);
  }
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
  case ISD::SCMP:
  case ISD::UCMP: {
    SDValue Cmp = DAG.getNode(N->getOpcode(), elt(N), scalar(N->getOperand(0)), scalar(N->getOperand(1)));
    return DAG.getNode(ISD::SCALAR_TO_VECTOR, N->getValueType(0), Cmp);
  }
  case ISD::CopyToReg:
    if (OpNo != 2) break;
    return opCopyToReg(N);
  default: break;
  }
  L.unsupported("ScalarizeVector", N, "operand");
}

SDValue ScalarizeRules::opUnary(SDNode* N) {
  // The result type is legal here, so it is a vector the target keeps: re-vectorize the scalar result.
  SDValue Op = DAG.getNode(N->getOpcode(), elt(N), scalar(N->getOperand(0)));
  return DAG.getNode(ISD::SCALAR_TO_VECTOR, N->getValueType(0), Op);
}

SDValue ScalarizeRules::opExtractElt(SDNode* N) {
  // The only element is the one extracted, whatever the index; EXTRACT_VECTOR_ELT may widen it.
  EVT VT = N->getValueType(0);
  SDValue Res = scalar(N->getOperand(0));
  if (Res.getValueType() != VT)
    Res = DAG.getNode(VT.isFloatingPoint() ? ISD::FP_EXTEND : ISD::ANY_EXTEND, VT, Res);
  return Res;
}

SDValue ScalarizeRules::opSetCC(SDNode* N) {
  SDValue LHS = scalar(N->getOperand(0)), RHS = scalar(N->getOperand(1));
  SDValue Res = DAG.getNode(ISD::SETCC, EVT::i1(), LHS, RHS, N->getOperand(2));
  Res = DAG.getNode(boolExtend(N->getOperand(0).getValueType()), elt(N), Res);
  return DAG.getNode(ISD::SCALAR_TO_VECTOR, N->getValueType(0), Res);
}

SDValue ScalarizeRules::opStore(SDNode* N) {
  SDValue Elt = scalar(N->getOperand(1));
  EVT MemEltVT = N->getMemoryVT().scalarType();
  const MemOperand* MMO = K.partMemOperand(N->getMemOperand(), 0, MemEltVT.storeSizeInBytes());
  if (N->isTruncatingStore())
    return DAG.getTruncStore(N->getOperand(0), Elt, VectorKit::storePtr(N), MemEltVT, MMO);
  return DAG.getStore(N->getOperand(0), Elt, VectorKit::storePtr(N), MMO);
}

SDValue ScalarizeRules::opFPRound(SDNode* N) {
  SDValue Res = DAG.getNode(ISD::FP_ROUND, elt(N), scalar(N->getOperand(0)), N->getOperand(1));
  return DAG.getNode(ISD::SCALAR_TO_VECTOR, N->getValueType(0), Res);
}

SDValue ScalarizeRules::opReduce(SDNode* N) {
  // Reducing one element is the element; the result may be wider than it.
  SDValue Res = scalar(N->getOperand(0));
  if (Res.getValueType() != N->getValueType(0)) Res = DAG.getNode(ISD::ANY_EXTEND, N->getValueType(0), Res);
  return Res;
}

SDValue ScalarizeRules::opReduceSeq(SDNode* N) {
  int32_t BaseOpc = vectors::vecReduceBaseOpcode(N->getOpcode());
  return DAG.getNode(BaseOpc, N->getValueType(0), N->getOperand(0), scalar(N->getOperand(1)), N->getFlags());
}

SDValue ScalarizeRules::opCopyToReg(SDNode* N) {
  // The register holds the element; results (chain, maybe glue) are replaced one by one.
  SDValue Elt = scalar(N->getOperand(2));
  uint32_t Reg = N->getOperand(1)->getReg();
  bool Glued = N->getNumOperands() > 3 || N->getNumValues() > 1;
  SDValue Glue = N->getNumOperands() > 3 ? N->getOperand(3) : SDValue();
  SDValue Res = Glued ? DAG.getCopyToRegGlue(N->getOperand(0), Reg, Elt, Glue)
                      : DAG.getCopyToReg(N->getOperand(0), Reg, Elt);
  for (unsigned R = 0; R < N->getNumValues(); ++R) L.ReplaceValueWith(SDValue(N, R), Res.getValue(R));
  return SDValue();
}

} // namespace

void DAGTypeLegalizer::ScalarizeVectorResult(SDNode* N, unsigned ResNo) {
  ScalarizeRules Rules(*this);
  if (SDValue R = Rules.result(N, ResNo)) SetScalarizedVector(SDValue(N, ResNo), R);
}

bool DAGTypeLegalizer::ScalarizeVectorOperand(SDNode* N, unsigned OpNo) {
  ScalarizeRules Rules(*this);
  SDValue Res = Rules.operand(N, OpNo);
  if (!Res) return false;
  if (Res.getNode() == N) return true;
  ReplaceValueWith(SDValue(N, 0), Res);
  return false;
}

} // namespace dt
