// legalize/SplitVectors.cpp — the SplitVector family of the type legalizer: a vector of an illegal type is
// computed as two vectors of half as many elements (LLVM's SplitVecRes_* / SplitVecOp_* in
// LegalizeVectorTypes.cpp). <4 x i32> becomes two <2 x i32>, which split again into <1 x i32> halves that
// the ScalarizeVector family (legalize/ScalarizeSplitVectors.cpp) turns into scalars.
//
// Invariants:
//  - result rules produce Lo (the low-numbered elements) and Hi; SplitVectorResult records them, unless the
//    rule left Lo null because it recorded or replaced N's values itself;
//  - memory is split at the size of the low half: the high half's access is `add nuw Ptr, LoBytes` with a
//    memory operand at that offset, the same base alignment and flags (LLVM's IncrementPointer);
//  - variable element indices go through a stack temporary, as LLVM does;
//  - an operand rule returns N's replacement, N after an in-place update, or null when it replaced N's
//    values itself.
#include "legalize/LegalizeTypes.h"
#include "legalize/VectorTypeKit.h"

#include <algorithm>
#include <array>
#include <functional>
#include <map>
#include <vector>

namespace dt {

namespace {

using vectors::splitDestVTs;
using vectors::VectorKit;

class SplitRules {
public:
  explicit SplitRules(DAGTypeLegalizer& L) : L(L), DAG(L.dag()), TLI(L.tli()), K(L) {}

  /// Splits result ResNo of N into Lo/Hi (Lo stays null when the rule recorded everything itself).
  void result(SDNode* N, unsigned ResNo, SDValue& Lo, SDValue& Hi);
  SDValue operand(SDNode* N, unsigned OpNo);

  // Shared with WidenVectors.cpp through the public entry points below.
  SDValue opVSetCC(SDNode* N);
  SDValue opVSelect(SDNode* N);

private:
  DAGTypeLegalizer& L;
  SelectionDAG& DAG;
  const TargetLowering& TLI;
  VectorKit K;

  bool splits(EVT VT) const { return VT.isVector() && L.getTypeAction(VT) == TypeAction::SplitVector; }
  /// The halves of operand OpNo: recorded ones when it splits, else two EXTRACT_SUBVECTORs.
  std::pair<SDValue, SDValue> operandHalves(SDNode* N, unsigned OpNo) {
    SDValue Op = N->getOperand(OpNo);
    SDValue Lo, Hi;
    if (splits(Op.getValueType())) {
      L.GetSplitVector(Op, Lo, Hi);
      return {Lo, Hi};
    }
    return K.splitVector(Op);
  }
  int32_t boolExtend(EVT VT) const { return vectors::extendForContent(TLI.getBooleanContents(VT)); }

  // results
  void resBinary(SDNode* N, SDValue& Lo, SDValue& Hi);
  void resTernary(SDNode* N, SDValue& Lo, SDValue& Hi);
  void resUnary(SDNode* N, SDValue& Lo, SDValue& Hi);
  void resExtend(SDNode* N, SDValue& Lo, SDValue& Hi);
  void resCmp(SDNode* N, SDValue& Lo, SDValue& Hi);
  void resBitcast(SDNode* N, SDValue& Lo, SDValue& Hi);
  void resBuildVector(SDNode* N, SDValue& Lo, SDValue& Hi);
  void resConcat(SDNode* N, SDValue& Lo, SDValue& Hi);
  void resExtractSubvector(SDNode* N, SDValue& Lo, SDValue& Hi);
  void resInsertSubvector(SDNode* N, SDValue& Lo, SDValue& Hi);
  void resFPOpMultiType(SDNode* N, SDValue& Lo, SDValue& Hi);
  void resIsFPClass(SDNode* N, SDValue& Lo, SDValue& Hi);
  void resInsertElt(SDNode* N, SDValue& Lo, SDValue& Hi);
  void resScalarOp(SDNode* N, SDValue& Lo, SDValue& Hi);
  void resInreg(SDNode* N, SDValue& Lo, SDValue& Hi);
  void resExtVecInreg(SDNode* N, SDValue& Lo, SDValue& Hi);
  void resLoad(SDNode* N, SDValue& Lo, SDValue& Hi);
  void resSetCC(SDNode* N, SDValue& Lo, SDValue& Hi);
  void resShuffle(SDNode* N, SDValue& Lo, SDValue& Hi);
  void resFPToIntSat(SDNode* N, SDValue& Lo, SDValue& Hi);
  void resTwoResults(SDNode* N, unsigned ResNo, SDValue& Lo, SDValue& Hi);
  /// Stores the vector to a stack slot and reloads the two halves after ModifyStore changed it.
  void splitThroughStack(SDValue Vec, EVT VecVT,
                         const std::function<SDValue(SDValue, SDValue, uint64_t)>& Modify, SDValue& Lo,
                         SDValue& Hi);

  // operands
  SDValue opUnary(SDNode* N);
  SDValue opTruncateHelper(SDNode* N);
  SDValue opBitcast(SDNode* N);
  SDValue opExtractSubvector(SDNode* N);
  SDValue opInsertSubvector(SDNode* N);
  SDValue opExtractElt(SDNode* N);
  SDValue opConcat(SDNode* N);
  SDValue opFPRound(SDNode* N);
  SDValue opFPOpDifferentTypes(SDNode* N);
  SDValue opStore(SDNode* N);
  SDValue opCmp(SDNode* N);
  SDValue opFPToIntSat(SDNode* N);
  SDValue opExtVecInreg(SDNode* N);
  SDValue opReduce(SDNode* N);
  SDValue opReduceSeq(SDNode* N);
};

// ---- results
// -------------------------------------------------------------------------------------------------
void SplitRules::result(SDNode* N, unsigned ResNo, SDValue& Lo, SDValue& Hi) {
  switch (N->getOpcode()) {
  case ISD::MERGE_VALUES: return L.SplitRes_MERGE_VALUES(N, ResNo, Lo, Hi);
  case ISD::AssertZext: {
    SDValue L0, H0;
    L.GetSplitVector(N->getOperand(0), L0, H0);
    Lo = DAG.getNode(ISD::AssertZext, L0.getValueType(), L0, N->getOperand(1));
    Hi = DAG.getNode(ISD::AssertZext, H0.getValueType(), H0, N->getOperand(1));
    return;
  }
  case ISD::VSELECT:
  case ISD::SELECT: return L.SplitRes_SELECT(N, Lo, Hi);
  case ISD::SELECT_CC: return L.SplitRes_SELECT_CC(N, Lo, Hi);
  case ISD::UNDEF:
  case ISD::POISON: return L.SplitRes_UNDEF(N, Lo, Hi);
  case ISD::FREEZE: return L.SplitRes_FREEZE(N, Lo, Hi);
  case ISD::BITCAST: return resBitcast(N, Lo, Hi);
  case ISD::BUILD_VECTOR: return resBuildVector(N, Lo, Hi);
  case ISD::CONCAT_VECTORS: return resConcat(N, Lo, Hi);
  case ISD::EXTRACT_SUBVECTOR: return resExtractSubvector(N, Lo, Hi);
  case ISD::INSERT_SUBVECTOR: return resInsertSubvector(N, Lo, Hi);
  case ISD::FLDEXP:
  case ISD::FCOPYSIGN: return resFPOpMultiType(N, Lo, Hi);
  case ISD::IS_FPCLASS: return resIsFPClass(N, Lo, Hi);
  case ISD::INSERT_VECTOR_ELT: return resInsertElt(N, Lo, Hi);
  case ISD::SPLAT_VECTOR:
  case ISD::SCALAR_TO_VECTOR: return resScalarOp(N, Lo, Hi);
  case ISD::SIGN_EXTEND_INREG: return resInreg(N, Lo, Hi);
  case ISD::LOAD: return resLoad(N, Lo, Hi);
  case ISD::SETCC: return resSetCC(N, Lo, Hi);
  case ISD::VECTOR_SHUFFLE: return resShuffle(N, Lo, Hi);
  case ISD::ANY_EXTEND_VECTOR_INREG:
  case ISD::SIGN_EXTEND_VECTOR_INREG:
  case ISD::ZERO_EXTEND_VECTOR_INREG: return resExtVecInreg(N, Lo, Hi);
  case ISD::ABS:
  case ISD::BITREVERSE:
  case ISD::BSWAP:
  case ISD::CTLZ:
  case ISD::CTTZ:
  case ISD::CTLZ_ZERO_UNDEF:
  case ISD::CTTZ_ZERO_UNDEF:
  case ISD::CTPOP:
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
  case ISD::FP_EXTEND:
  case ISD::FP_ROUND:
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
  case ISD::SINT_TO_FP:
  case ISD::TRUNCATE:
  case ISD::UINT_TO_FP:
  case ISD::FCANONICALIZE: return resUnary(N, Lo, Hi);
  case ISD::ANY_EXTEND:
  case ISD::SIGN_EXTEND:
  case ISD::ZERO_EXTEND: return resExtend(N, Lo, Hi);
  case ISD::ADD:
  case ISD::SUB:
  case ISD::MUL:
  case ISD::MULHS:
  case ISD::MULHU:
  case ISD::ABDS:
  case ISD::ABDU:
  case ISD::FADD:
  case ISD::FSUB:
  case ISD::FMUL:
  case ISD::FMINNUM:
  case ISD::FMAXNUM:
  case ISD::FMINIMUM:
  case ISD::FMAXIMUM:
  case ISD::SDIV:
  case ISD::UDIV:
  case ISD::FDIV:
  case ISD::FPOW:
  case ISD::AND:
  case ISD::OR:
  case ISD::XOR:
  case ISD::SHL:
  case ISD::SRA:
  case ISD::SRL:
  case ISD::UREM:
  case ISD::SREM:
  case ISD::FREM:
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
  case ISD::ROTL:
  case ISD::ROTR: return resBinary(N, Lo, Hi);
  case ISD::FMA:
  case ISD::FMAD:
  case ISD::FSHL:
  case ISD::FSHR: return resTernary(N, Lo, Hi);
  case ISD::SCMP:
  case ISD::UCMP: return resCmp(N, Lo, Hi);
  case ISD::FP_TO_UINT_SAT:
  case ISD::FP_TO_SINT_SAT: return resFPToIntSat(N, Lo, Hi);
  case ISD::UADDO:
  case ISD::SADDO:
  case ISD::USUBO:
  case ISD::SSUBO:
  case ISD::UMULO:
  case ISD::SMULO:
  case ISD::FFREXP: return resTwoResults(N, ResNo, Lo, Hi);
  default: L.unsupported("SplitVector", N, "result");
  }
}

void SplitRules::resBinary(SDNode* N, SDValue& Lo, SDValue& Hi) {
  SDValue LL, LH, RL, RH;
  L.GetSplitVector(N->getOperand(0), LL, LH);
  L.GetSplitVector(N->getOperand(1), RL, RH);
  Lo = DAG.getNode(N->getOpcode(), LL.getValueType(), LL, RL, N->getFlags());
  Hi = DAG.getNode(N->getOpcode(), LH.getValueType(), LH, RH, N->getFlags());
}

void SplitRules::resTernary(SDNode* N, SDValue& Lo, SDValue& Hi) {
  SDValue A0, A1, B0, B1, C0, C1;
  L.GetSplitVector(N->getOperand(0), A0, A1);
  L.GetSplitVector(N->getOperand(1), B0, B1);
  L.GetSplitVector(N->getOperand(2), C0, C1);
  Lo = DAG.getNode(N->getOpcode(), A0.getValueType(), A0, B0, C0, N->getFlags());
  Hi = DAG.getNode(N->getOpcode(), A1.getValueType(), A1, B1, C1, N->getFlags());
}

void SplitRules::resUnary(SDNode* N, SDValue& Lo, SDValue& Hi) {
  // The result halves may have another element type than the input's (conversions).
  auto [LoVT, HiVT] = splitDestVTs(N->getValueType(0));
  auto [InLo, InHi] = operandHalves(N, 0);
  if (N->getOpcode() == ISD::FP_ROUND) {
    Lo = DAG.getNode(ISD::FP_ROUND, LoVT, InLo, N->getOperand(1), N->getFlags());
    Hi = DAG.getNode(ISD::FP_ROUND, HiVT, InHi, N->getOperand(1), N->getFlags());
    return;
  }
  Lo = DAG.getNode(N->getOpcode(), LoVT, InLo, N->getFlags());
  Hi = DAG.getNode(N->getOpcode(), HiVT, InHi, N->getFlags());
}

void SplitRules::resExtend(SDNode* N, SDValue& Lo, SDValue& Hi) {
  EVT SrcVT = N->getOperand(0).getValueType(), DestVT = N->getValueType(0);
  auto [LoVT, HiVT] = splitDestVTs(DestVT);
  // More than doubling the element width from a legal source whose halves are not legal: extend one step
  // first, so the halves are legal (LLVM's incremental extend; it needs legal vector types).
  if (SrcVT.numElements() % 2 == 0 && SrcVT.scalarSizeInBits() * 2 < DestVT.scalarSizeInBits()) {
    EVT NewSrcVT = EVT::vector(EVT::integer(SrcVT.scalarSizeInBits() * 2), SrcVT.numElements());
    EVT SplitSrcVT = SrcVT.halfNumElementsType();
    auto [SplitLoVT, SplitHiVT] = splitDestVTs(NewSrcVT);
    if (TLI.isTypeLegal(SrcVT) && !TLI.isTypeLegal(SplitSrcVT) && TLI.isTypeLegal(NewSrcVT) &&
        TLI.isTypeLegal(SplitLoVT)) {
      SDValue NewSrc = DAG.getNode(N->getOpcode(), NewSrcVT, N->getOperand(0));
      std::tie(Lo, Hi) = K.splitVector(NewSrc);
      Lo = DAG.getNode(N->getOpcode(), LoVT, Lo);
      Hi = DAG.getNode(N->getOpcode(), HiVT, Hi);
      return;
    }
  }
  resUnary(N, Lo, Hi);
}

void SplitRules::resCmp(SDNode* N, SDValue& Lo, SDValue& Hi) {
  auto [LL, LH] = operandHalves(N, 0);
  auto [RL, RH] = operandHalves(N, 1);
  EVT HalfVT = N->getValueType(0).halfNumElementsType();
  Lo = DAG.getNode(N->getOpcode(), HalfVT, LL, RL);
  Hi = DAG.getNode(N->getOpcode(), HalfVT, LH, RH);
}

void SplitRules::resBitcast(SDNode* N, SDValue& Lo, SDValue& Hi) {
  auto [LoVT, HiVT] = splitDestVTs(N->getValueType(0));
  SDValue In = N->getOperand(0);
  switch (L.getTypeAction(In.getValueType())) {
  case TypeAction::ExpandInteger:
  case TypeAction::ExpandFloat:
    // A scalar split into halves the size of ours: convert each half.
    if (LoVT == HiVT) {
      L.GetSplitOp(In, Lo, Hi);
      Lo = DAG.getNode(ISD::BITCAST, LoVT, Lo);
      Hi = DAG.getNode(ISD::BITCAST, HiVT, Hi);
      return;
    }
    break;
  case TypeAction::SplitVector:
    L.GetSplitVector(In, Lo, Hi);
    Lo = DAG.getNode(ISD::BITCAST, LoVT, Lo);
    Hi = DAG.getNode(ISD::BITCAST, HiVT, Hi);
    return;
  default: break;
  }
  // Otherwise go through an integer of the whole size, split by hand.
  L.SplitInteger(L.BitConvertToInteger(In), EVT::integer(unsigned(LoVT.sizeInBits())),
                 EVT::integer(unsigned(HiVT.sizeInBits())), Lo, Hi);
  Lo = DAG.getNode(ISD::BITCAST, LoVT, Lo);
  Hi = DAG.getNode(ISD::BITCAST, HiVT, Hi);
}

void SplitRules::resBuildVector(SDNode* N, SDValue& Lo, SDValue& Hi) {
  auto [LoVT, HiVT] = splitDestVTs(N->getValueType(0));
  unsigned LoN = LoVT.numElements();
  std::vector<SDValue> LoOps, HiOps;
  for (unsigned I = 0; I < N->getNumOperands(); ++I) (I < LoN ? LoOps : HiOps).push_back(N->getOperand(I));
  Lo = K.buildVector(LoVT, LoOps);
  Hi = K.buildVector(HiVT, HiOps);
}

void SplitRules::resConcat(SDNode* N, SDValue& Lo, SDValue& Hi) {
  unsigned Half = N->getNumOperands() / 2;
  if (N->getNumOperands() % 2) L.unsupported("SplitVector", N, "result (odd operand count)");
  if (Half == 1) {
    Lo = N->getOperand(0);
    Hi = N->getOperand(1);
    return;
  }
  auto [LoVT, HiVT] = splitDestVTs(N->getValueType(0));
  std::vector<SDValue> LoOps, HiOps;
  for (unsigned I = 0; I < N->getNumOperands(); ++I) (I < Half ? LoOps : HiOps).push_back(N->getOperand(I));
  Lo = K.concatVectors(LoVT, LoOps);
  Hi = K.concatVectors(HiVT, HiOps);
}

void SplitRules::resExtractSubvector(SDNode* N, SDValue& Lo, SDValue& Hi) {
  auto [LoVT, HiVT] = splitDestVTs(N->getValueType(0));
  SDValue Vec = N->getOperand(0);
  uint64_t Idx = N->getOperand(1)->getZExtValue();
  Lo = K.extractSubvector(LoVT, Vec, Idx);
  Hi = K.extractSubvector(HiVT, Vec, Idx + LoVT.numElements());
}

void SplitRules::splitThroughStack(SDValue Vec, EVT VecVT,
                                   const std::function<SDValue(SDValue, SDValue, uint64_t)>& Modify,
                                   SDValue& Lo, SDValue& Hi) {
  uint64_t Align = K.reducedAlign(VecVT);
  auto [Slot, FI] = K.stackTemporary(VecVT, Align);
  const MemOperand* StoreMMO = K.stackMemOperand(FI, MemOperand::Store, VecVT.storeSizeInBytes(), Align);
  SDValue Store = DAG.getStore(DAG.getEntryNode(), Vec, Slot, StoreMMO);
  Store = Modify(Store, Slot, Align);
  auto [LoVT, HiVT] = splitDestVTs(VecVT);
  const MemOperand* LoMMO = K.stackMemOperand(FI, MemOperand::Load, LoVT.storeSizeInBytes(), Align);
  Lo = DAG.getLoad(LoVT, Store, Slot, LoMMO);
  uint64_t Inc = LoVT.sizeInBits() / 8;
  Hi = DAG.getLoad(HiVT, Store, K.objectPtrOffset(Slot, int64_t(Inc)),
                   K.partMemOperand(LoMMO, int64_t(Inc), HiVT.storeSizeInBytes()));
}

void SplitRules::resInsertSubvector(SDNode* N, SDValue& Lo, SDValue& Hi) {
  SDValue Vec = N->getOperand(0), Sub = N->getOperand(1);
  L.GetSplitVector(Vec, Lo, Hi);
  EVT VecVT = Vec.getValueType(), SubVT = Sub.getValueType();
  unsigned VecN = VecVT.numElements(), SubN = SubVT.numElements(), LoN = Lo.getValueType().numElements();
  uint64_t Idx = N->getOperand(2)->getZExtValue();
  if (Idx + SubN <= LoN) {
    Lo = DAG.getNode(ISD::INSERT_SUBVECTOR, Lo.getValueType(), Lo, Sub, N->getOperand(2));
    return;
  }
  if (Idx >= LoN && Idx + SubN <= VecN) {
    Hi = DAG.getNode(ISD::INSERT_SUBVECTOR, Hi.getValueType(), Hi, Sub, K.idx(Idx - LoN));
    return;
  }
  // The subvector straddles the halves: insert it in memory.
  splitThroughStack(
      Vec, VecVT,
      [&](SDValue Chain, SDValue Slot, uint64_t Align) {
        SDValue Ptr = K.vectorElementPointer(Slot, VecVT, N->getOperand(2), SubN);
        return DAG.getStore(Chain, Sub, Ptr,
                            K.stackMemOperand(-1, MemOperand::Store, SubVT.storeSizeInBytes(),
                                              vectors::typeAlign(SubVT, TLI)));
      },
      Lo, Hi);
}

void SplitRules::resFPOpMultiType(SDNode* N, SDValue& Lo, SDValue& Hi) {
  SDValue LL, LH;
  L.GetSplitVector(N->getOperand(0), LL, LH);
  SDValue RHS = N->getOperand(1);
  if (RHS.getValueType().isVector()) {
    auto [RL, RH] = operandHalves(N, 1);
    Lo = DAG.getNode(N->getOpcode(), LL.getValueType(), LL, RL);
    Hi = DAG.getNode(N->getOpcode(), LH.getValueType(), LH, RH);
    return;
  }
  Lo = DAG.getNode(N->getOpcode(), LL.getValueType(), LL, RHS);
  Hi = DAG.getNode(N->getOpcode(), LH.getValueType(), LH, RHS);
}

void SplitRules::resIsFPClass(SDNode* N, SDValue& Lo, SDValue& Hi) {
  auto [ArgLo, ArgHi] = operandHalves(N, 0);
  auto [LoVT, HiVT] = splitDestVTs(N->getValueType(0));
  Lo = DAG.getNode(ISD::IS_FPCLASS, LoVT, ArgLo, N->getOperand(1), N->getFlags());
  Hi = DAG.getNode(ISD::IS_FPCLASS, HiVT, ArgHi, N->getOperand(1), N->getFlags());
}

void SplitRules::resInsertElt(SDNode* N, SDValue& Lo, SDValue& Hi) {
  SDValue Vec = N->getOperand(0), Elt = N->getOperand(1), Idx = N->getOperand(2);
  L.GetSplitVector(Vec, Lo, Hi);
  if (Idx.getOpcode() == ISD::Constant) {
    uint64_t I = Idx->getZExtValue();
    unsigned LoN = Lo.getValueType().numElements();
    if (I < LoN)
      Lo = DAG.getNode(ISD::INSERT_VECTOR_ELT, Lo.getValueType(), Lo, Elt, Idx);
    else
      Hi = DAG.getNode(ISD::INSERT_VECTOR_ELT, Hi.getValueType(), Hi, Elt, K.idx(I - LoN));
    return;
  }
  // A variable index: store the vector, store the element at its address, reload the halves. Elements
  // narrower than a byte are widened first so each has an address.
  EVT VecVT = Vec.getValueType(), EltVT = VecVT.scalarType();
  if (EltVT.sizeInBits() % 8) {
    EltVT = EltVT.changeTypeToInteger().roundIntegerType();
    VecVT = VecVT.changeElementType(EltVT);
    Vec = DAG.getNode(ISD::ANY_EXTEND, VecVT, Vec);
    if (EltVT.sizeInBits() > Elt.getValueType().sizeInBits()) Elt = DAG.getNode(ISD::ANY_EXTEND, EltVT, Elt);
  }
  splitThroughStack(
      Vec, VecVT,
      [&](SDValue Chain, SDValue Slot, uint64_t Align) {
        SDValue EltPtr = K.vectorElementPointer(Slot, VecVT, Idx);
        uint64_t EltBytes = EltVT.storeSizeInBytes();
        return DAG.getTruncStore(
            Chain, Elt, EltPtr, EltVT,
            K.stackMemOperand(-1, MemOperand::Store, EltBytes, vectors::commonAlign(Align, EltBytes)));
      },
      Lo, Hi);
  auto [LoVT, HiVT] = splitDestVTs(N->getValueType(0));
  if (LoVT != Lo.getValueType()) Lo = DAG.getNode(ISD::TRUNCATE, LoVT, Lo);
  if (HiVT != Hi.getValueType()) Hi = DAG.getNode(ISD::TRUNCATE, HiVT, Hi);
}

void SplitRules::resScalarOp(SDNode* N, SDValue& Lo, SDValue& Hi) {
  auto [LoVT, HiVT] = splitDestVTs(N->getValueType(0));
  Lo = DAG.getNode(N->getOpcode(), LoVT, N->getOperand(0));
  // SCALAR_TO_VECTOR defines only lane 0; a splat is the same in both halves.
  Hi = N->getOpcode() == ISD::SCALAR_TO_VECTOR ? DAG.getUNDEF(HiVT) : Lo;
}

void SplitRules::resInreg(SDNode* N, SDValue& Lo, SDValue& Hi) {
  SDValue LL, LH;
  L.GetSplitVector(N->getOperand(0), LL, LH);
  auto [LoVT, HiVT] = splitDestVTs(N->getOperand(1)->getVTPayload());
  Lo = DAG.getNode(N->getOpcode(), LL.getValueType(), LL, DAG.getValueType(LoVT));
  Hi = DAG.getNode(N->getOpcode(), LH.getValueType(), LH, DAG.getValueType(HiVT));
}

void SplitRules::resExtVecInreg(SDNode* N, SDValue& Lo, SDValue& Hi) {
  // These extend the lowest lanes of the input, so both output halves come from the input's low half.
  auto [InLo, InHi] = operandHalves(N, 0);
  EVT InLoVT = InLo.getValueType();
  unsigned InN = InLoVT.numElements();
  auto [OutLoVT, OutHiVT] = splitDestVTs(N->getValueType(0));
  unsigned OutN = OutLoVT.numElements();
  std::vector<int> Mask(InN, -1);
  for (unsigned I = 0; I < OutN; ++I) Mask[I] = int(I + OutN);
  InHi = DAG.getVectorShuffle(InLoVT, InLo, DAG.getUNDEF(InLoVT), Mask);
  Lo = DAG.getNode(N->getOpcode(), OutLoVT, InLo);
  Hi = DAG.getNode(N->getOpcode(), OutHiVT, InHi);
}

void SplitRules::resLoad(SDNode* N, SDValue& Lo, SDValue& Hi) {
  auto [LoVT, HiVT] = splitDestVTs(N->getValueType(0));
  ISD::LoadExtType Ext = N->getExtensionType();
  SDValue Chain = N->getOperand(0), Ptr = VectorKit::loadPtr(N);
  auto [LoMemVT, HiMemVT] = splitDestVTs(N->getMemoryVT());
  if (LoMemVT.sizeInBits() % 8 || HiMemVT.sizeInBits() % 8) {
    // Halves that end inside a byte cannot be separate accesses: load element-wise, then split.
    auto [Value, NewChain] = K.scalarizeVectorLoad(N);
    std::tie(Lo, Hi) = K.splitVector(Value);
    L.ReplaceValueWith(SDValue(N, 1), NewChain);
    return;
  }
  const MemOperand* MMO = N->getMemOperand();
  Lo = DAG.getExtLoad(Ext, LoVT, Chain, Ptr, LoMemVT, K.partMemOperand(MMO, 0, LoMemVT.storeSizeInBytes()));
  uint64_t Inc = LoMemVT.sizeInBits() / 8;
  Hi = DAG.getExtLoad(Ext, HiVT, Chain, K.objectPtrOffset(Ptr, int64_t(Inc)), HiMemVT,
                      K.partMemOperand(MMO, int64_t(Inc), HiMemVT.storeSizeInBytes()));
  // The two loads are independent; a token factor stands for both.
  SDValue Ch = DAG.getNode(ISD::TokenFactor, EVT::other(), Lo.getValue(1), Hi.getValue(1));
  L.ReplaceValueWith(SDValue(N, 1), Ch);
}

void SplitRules::resSetCC(SDNode* N, SDValue& Lo, SDValue& Hi) {
  auto [LoVT, HiVT] = splitDestVTs(N->getValueType(0));
  auto [LL, LH] = operandHalves(N, 0);
  auto [RL, RH] = operandHalves(N, 1);
  Lo = DAG.getNode(ISD::SETCC, LoVT, LL, RL, N->getOperand(2));
  Hi = DAG.getNode(ISD::SETCC, HiVT, LH, RH, N->getOperand(2));
}

void SplitRules::resFPToIntSat(SDNode* N, SDValue& Lo, SDValue& Hi) {
  auto [LoVT, HiVT] = splitDestVTs(N->getValueType(0));
  auto [SrcLo, SrcHi] = operandHalves(N, 0);
  Lo = DAG.getNode(N->getOpcode(), LoVT, SrcLo, N->getOperand(1));
  Hi = DAG.getNode(N->getOpcode(), HiVT, SrcHi, N->getOperand(1));
}

void SplitRules::resTwoResults(SDNode* N, unsigned ResNo, SDValue& Lo, SDValue& Hi) {
  auto [LoVT0, HiVT0] = splitDestVTs(N->getValueType(0));
  auto [LoVT1, HiVT1] = splitDestVTs(N->getValueType(1));
  std::vector<SDValue> LoOps, HiOps;
  for (unsigned I = 0; I < N->getNumOperands(); ++I) {
    auto [OL, OH] = operandHalves(N, I);
    LoOps.push_back(OL);
    HiOps.push_back(OH);
  }
  SDNode* LoNode = DAG.getNode(N->getOpcode(), DAG.getVTList(LoVT0, LoVT1), LoOps, N->getFlags()).getNode();
  SDNode* HiNode = DAG.getNode(N->getOpcode(), DAG.getVTList(HiVT0, HiVT1), HiOps, N->getFlags()).getNode();
  Lo = SDValue(LoNode, ResNo);
  Hi = SDValue(HiNode, ResNo);
  unsigned Other = 1 - ResNo;
  EVT OtherVT = N->getValueType(Other);
  if (splits(OtherVT))
    L.SetSplitVector(SDValue(N, Other), SDValue(LoNode, Other), SDValue(HiNode, Other));
  else
    L.ReplaceValueWith(SDValue(N, Other),
                       K.concatVectors(OtherVT, SDValue(LoNode, Other), SDValue(HiNode, Other)));
}

// ---- VECTOR_SHUFFLE
// --------------------------------------------------------------------------------------------- LLVM builds
// each half from the (up to four) halves of the two inputs: it first looks through inputs that are themselves
// shuffles, merges repeated inputs (constants first), then walks the mask of the half as processShuffleMasks
// does, making a two-input shuffle (or, when both inputs are BUILD_VECTORs, a BUILD_VECTOR of their operands)
// for each pair of inputs the half reads.

bool isSplatMask(std::span<const int> Mask) {
  size_t I = 0;
  while (I < Mask.size() && Mask[I] < 0) ++I;
  if (I == Mask.size()) return true;
  for (int First = Mask[I]; I < Mask.size(); ++I)
    if (Mask[I] >= 0 && Mask[I] != First) return false;
  return true;
}

/// LLVM's processShuffleMasks for one destination register: calls NoInput, Single(mask, src) or, for each
/// further source register, Many(mask, first, second) with a combined two-input mask.
void processShuffleMask(std::vector<int>& Mask, unsigned NumRegs, const std::function<void()>& NoInput,
                        const std::function<void(std::span<const int>, unsigned)>& Single,
                        const std::function<void(std::span<const int>, unsigned, unsigned)>& Many) {
  int Sz = int(Mask.size());
  unsigned SzDest = unsigned(Sz) / NumRegs, SzSrc = unsigned(Sz) / NumRegs;
  std::vector<std::vector<int>> Dest(NumRegs);
  for (unsigned K = 0; K < SzDest; ++K) {
    int Idx = int(K);
    if (Idx == Sz) break;
    if (Mask[Idx] >= Sz || Mask[Idx] < 0) continue;
    unsigned Src = unsigned(Mask[Idx]) / SzSrc;
    if (Dest[Src].empty()) Dest[Src].assign(SzDest, -1);
    Dest[Src][K] = int(unsigned(Mask[Idx]) % SzSrc);
  }
  int NumSrc =
      int(std::count_if(Dest.begin(), Dest.end(), [](const std::vector<int>& M) { return !M.empty(); }));
  if (NumSrc == 0) return NoInput();
  if (NumSrc == 1) {
    auto It = std::find_if(Dest.begin(), Dest.end(), [](const std::vector<int>& M) { return !M.empty(); });
    return Single(*It, unsigned(It - Dest.begin()));
  }
  auto combine = [](std::vector<int>& First, const std::vector<int>& Second) {
    int VF = int(First.size());
    for (int I = 0; I < VF; ++I)
      if (Second[I] >= 0) First[I] = Second[I] + VF;
  };
  auto normalize = [](std::vector<int>& M) {
    for (int I = 0; I < int(M.size()); ++I)
      if (M[I] >= 0) M[I] = I;
  };
  int SecondIdx;
  do {
    int FirstIdx = -1;
    SecondIdx = -1;
    std::vector<int>* FirstMask = nullptr;
    std::vector<int>* SecondMask = nullptr;
    for (unsigned I = 0; I < NumRegs; ++I) {
      std::vector<int>& RegMask = Dest[I];
      if (RegMask.empty()) continue;
      if (FirstIdx == SecondIdx) {
        FirstIdx = int(I);
        FirstMask = &RegMask;
        continue;
      }
      SecondIdx = int(I);
      SecondMask = &RegMask;
      combine(*FirstMask, *SecondMask);
      Many(*FirstMask, unsigned(FirstIdx), unsigned(SecondIdx));
      normalize(*FirstMask);
      RegMask.clear();
      SecondMask = FirstMask;
      SecondIdx = FirstIdx;
    }
    if (FirstIdx != SecondIdx && SecondIdx >= 0) {
      combine(*SecondMask, *FirstMask);
      Many(*SecondMask, unsigned(SecondIdx), unsigned(FirstIdx));
      Dest[FirstIdx].clear();
      normalize(*SecondMask);
    }
  } while (SecondIdx >= 0);
}

void SplitRules::resShuffle(SDNode* N, SDValue& Lo, SDValue& Hi) {
  std::array<SDValue, 4> Inputs;
  L.GetSplitVector(N->getOperand(0), Inputs[0], Inputs[1]);
  L.GetSplitVector(N->getOperand(1), Inputs[2], Inputs[3]);
  EVT NewVT = Inputs[0].getValueType();
  int NewElts = int(NewVT.numElements());
  EVT EltVT = NewVT.scalarType();

  auto buildFrom = [&](SDValue In1, SDValue In2, std::span<const int> Mask) {
    std::vector<SDValue> Ops(size_t(NewElts), DAG.getUNDEF(EltVT));
    for (int I = 0; I < NewElts; ++I) {
      if (Mask[I] < 0) continue;
      int Idx = Mask[I];
      Ops[I] = Idx >= NewElts ? In2.getOperand(unsigned(Idx - NewElts)) : In1.getOperand(unsigned(Idx));
      if (Ops[I].getValueType().sizeInBits() > EltVT.sizeInBits())
        Ops[I] = DAG.getNode(ISD::TRUNCATE, EltVT, Ops[I]);
    }
    return K.buildVector(NewVT, Ops);
  };
  auto isShuffle = [](SDValue V) { return V.getOpcode() == ISD::VECTOR_SHUFFLE; };
  auto maskElt = [](SDValue Shuf, int I) { return Shuf->getShuffleMask()[size_t(I)]; };

  // Inputs that are shuffles of the same two vectors are replaced by those vectors, the mask rewritten.
  auto peekThroughShuffles = [&](std::vector<int>& Mask) {
    std::vector<std::pair<std::pair<SDValue, SDValue>, std::vector<unsigned>>> Groups; // insertion order
    auto group = [&](SDValue A, SDValue B) -> std::vector<unsigned>& {
      for (auto& G : Groups)
        if (G.first.first == A && G.first.second == B) return G.second;
      Groups.push_back({{A, B}, {}});
      return Groups.back().second;
    };
    for (unsigned Idx = 0; Idx < 4; ++Idx) {
      SDValue In = Inputs[Idx];
      if (!isShuffle(In) || In.getOperand(0).getValueType() != In.getValueType()) continue;
      group(In.getOperand(0), In.getOperand(1)).push_back(Idx);
      group(In.getOperand(1), In.getOperand(0)).push_back(Idx);
    }
    for (size_t GI = 0; GI < Groups.size(); ++GI) {
      auto Key = Groups[GI].first;
      std::vector<unsigned> Idxs = Groups[GI].second;
      if (Idxs.size() < 2) continue;
      for (int& Idx : Mask) {
        if (Idx < 0) continue;
        unsigned Src = unsigned(Idx / NewElts);
        if (Inputs[Src].isUndef()) {
          Idx = -1;
          continue;
        }
        if (!isShuffle(Inputs[Src]) || std::find(Idxs.begin(), Idxs.end(), Src) == Idxs.end()) continue;
        int M = maskElt(Inputs[Src], Idx % NewElts);
        if (M < 0) {
          Idx = -1;
          continue;
        }
        Idx = M % NewElts +
              int(Idxs[Inputs[Src].getOperand(unsigned(M / NewElts)) == Key.first ? 0 : 1]) * NewElts;
      }
      Inputs[Idxs[0]] = Key.first;
      Inputs[Idxs[1]] = Key.second;
      Groups[GI].second.clear();
      group(Key.second, Key.first).clear();
    }
    // Halves of CONCAT_VECTORS inputs that the mask reads (only inputs of legal or widened types qualify).
    std::vector<bool> Used(8, false);
    for (int& Idx : Mask) {
      if (Idx < 0) continue;
      unsigned Src = unsigned(Idx / NewElts);
      if (Inputs[Src].isUndef()) {
        Idx = -1;
        continue;
      }
      TypeAction A = L.getTypeAction(Inputs[Src].getValueType());
      if (Inputs[Src].getOpcode() == ISD::CONCAT_VECTORS && Inputs[Src].getNumOperands() == 2 &&
          !Inputs[Src].getOperand(1).isUndef() && (A == TypeAction::Legal || A == TypeAction::WidenVector))
        Used[2 * Src + unsigned((Idx % NewElts) / (NewElts / 2))] = true;
    }
    if (std::count(Used.begin(), Used.end(), true) > 1) {
      std::vector<std::vector<std::pair<unsigned, int>>> Pairs;
      for (unsigned I = 0; I < 4; ++I) {
        if (Used[2 * I] == Used[2 * I + 1]) continue;
        if (Pairs.empty() || Pairs.back().size() == 2) Pairs.emplace_back();
        Pairs.back().push_back({I, Used[2 * I] ? 0 : 1});
      }
      if (!Pairs.empty() && Pairs.front().size() > 1) {
        for (int& Idx : Mask) {
          if (Idx < 0) continue;
          unsigned Src = unsigned(Idx / NewElts);
          auto It =
              std::find_if(Pairs.begin(), Pairs.end(), [Src](const std::vector<std::pair<unsigned, int>>& P) {
                return P.front().first == Src || P.back().first == Src;
              });
          if (It == Pairs.end()) continue;
          Idx = int(It->front().first) * NewElts + (Idx % NewElts) % (NewElts / 2) +
                (Src == It->front().first ? 0 : NewElts / 2);
        }
        for (const auto& P : Pairs) {
          SDValue Front = Inputs[P.front().first];
          Inputs[P.front().first] = DAG.getNode(ISD::CONCAT_VECTORS, Front.getValueType(),
                                                Front.getOperand(unsigned(P.front().second)),
                                                Inputs[P.back().first].getOperand(unsigned(P.back().second)));
        }
      }
    }
    // Drop shuffles (other than splats) whose result is used elsewhere or whose operands are inputs already.
    bool Changed;
    do {
      Changed = false;
      for (unsigned I = 0; I < 4; ++I) {
        SDValue Shuf = Inputs[I];
        if (!isShuffle(Shuf) || Shuf.getOperand(0).getValueType() != NewVT) continue;
        int Op = -1;
        if (!Shuf.hasOneUse() && Shuf.getOperand(1).isUndef() && !isSplatMask(Shuf->getShuffleMask())) {
          Op = 0;
        } else if (!Shuf.hasOneUse() && !Shuf.getOperand(1).isUndef()) {
          for (int& Idx : Mask) {
            if (Idx < 0) continue;
            if (unsigned(Idx / NewElts) != I) continue;
            int M = maskElt(Shuf, Idx % NewElts);
            if (M < 0) {
              Idx = -1;
              continue;
            }
            int OpIdx = M / NewElts;
            if (Op == -1) {
              Op = OpIdx;
              continue;
            }
            if (Op != OpIdx) {
              Op = -1;
              break;
            }
          }
        }
        if (Op < 0) {
          for (int OpIdx = 0; OpIdx < 2; ++OpIdx) {
            if (Shuf.getOperand(unsigned(OpIdx)).isUndef()) continue;
            auto It = std::find(Inputs.begin(), Inputs.end(), Shuf.getOperand(unsigned(OpIdx)));
            if (It == Inputs.end()) continue;
            int FoundOp = int(It - Inputs.begin());
            for (int& Idx : Mask) {
              if (Idx < 0) continue;
              if (unsigned(Idx / NewElts) != I) continue;
              int M = maskElt(Shuf, Idx % NewElts);
              if (M < 0) {
                Idx = -1;
                continue;
              }
              if (OpIdx == M / NewElts) Idx = M % NewElts + FoundOp * NewElts;
            }
            Op = (OpIdx + 1) % 2;
            break;
          }
        }
        if (Op >= 0) {
          Changed = true;
          Inputs[I] = Shuf.getOperand(unsigned(Op));
          for (int& Idx : Mask) {
            if (Idx < 0) continue;
            unsigned Src = unsigned(Idx / NewElts);
            if (Src != I) continue;
            int M = maskElt(Shuf, Idx % NewElts);
            if (M / NewElts != Op) continue;
            Idx = M % NewElts + int(Src) * NewElts;
          }
        }
      }
    } while (Changed);
  };

  // Repeated inputs become one; constant inputs move to the front.
  auto makeUniqueInputs = [&](std::vector<int>& Mask) {
    std::vector<SDValue> Unique, UniqueConst;
    for (SDValue In : Inputs) {
      auto& Into = VectorKit::isConstantBuildVector(In) ? UniqueConst : Unique;
      if (In.isUndef() && &Into == &Unique) continue;
      if (std::find(Into.begin(), Into.end(), In) == Into.end()) Into.push_back(In);
    }
    if (Unique.size() == Inputs.size()) return;
    int ConstNum = int(UniqueConst.size());
    for (int& Idx : Mask) {
      if (Idx < 0) continue;
      unsigned Src = unsigned(Idx / NewElts);
      if (Inputs[Src].isUndef()) {
        Idx = -1;
        continue;
      }
      auto CIt = std::find(UniqueConst.begin(), UniqueConst.end(), Inputs[Src]);
      if (CIt != UniqueConst.end()) {
        Idx = Idx % NewElts + NewElts * int(CIt - UniqueConst.begin());
        continue;
      }
      auto RIt = std::find(Unique.begin(), Unique.end(), Inputs[Src]);
      Idx = Idx % NewElts + NewElts * (int(RIt - Unique.begin()) + ConstNum);
    }
    std::copy(UniqueConst.begin(), UniqueConst.end(), Inputs.begin());
    std::copy(Unique.begin(), Unique.end(), Inputs.begin() + ConstNum);
  };

  std::vector<int> OrigMask(N->getShuffleMask().begin(), N->getShuffleMask().end());
  peekThroughShuffles(OrigMask);
  makeUniqueInputs(OrigMask);
  std::array<SDValue, 4> OrigInputs = Inputs;
  for (int High = 0; High < 2; ++High) {
    SDValue& Output = High ? Hi : Lo;
    std::vector<int> Mask(size_t(NewElts) * 4, -1);
    std::copy(OrigMask.begin() + High * NewElts, OrigMask.begin() + (High + 1) * NewElts, Mask.begin());
    peekThroughShuffles(Mask);
    makeUniqueInputs(Mask);
    std::array<SDValue, 4> TmpInputs = Inputs;
    int UsedIdx = -1;
    bool SecondIteration = false;
    auto accumulate = [&](unsigned Idx) {
      if (UsedIdx < 0) {
        UsedIdx = int(Idx);
        return false;
      }
      if (unsigned(UsedIdx) == Idx) SecondIteration = true;
      return SecondIteration;
    };
    auto isBuild = [](SDValue V) { return V.getOpcode() == ISD::BUILD_VECTOR; };
    processShuffleMask(
        Mask, 4, [&] { Output = DAG.getUNDEF(NewVT); },
        [&](std::span<const int> M, unsigned Idx) {
          if (isBuild(Inputs[Idx]))
            Output = buildFrom(Inputs[Idx], Inputs[Idx], M);
          else
            Output = DAG.getVectorShuffle(NewVT, Inputs[Idx], DAG.getUNDEF(NewVT), M);
          Inputs[Idx] = Output;
        },
        [&](std::span<const int> M, unsigned Idx1, unsigned Idx2) {
          const std::array<SDValue, 4>& Src = accumulate(Idx1) ? Inputs : TmpInputs;
          if (isBuild(Src[Idx1]) && isBuild(Src[Idx2]))
            Output = buildFrom(Src[Idx1], Src[Idx2], M);
          else
            Output = DAG.getVectorShuffle(NewVT, Src[Idx1], Src[Idx2], M);
          Inputs[Idx1] = Output;
        });
    Inputs = OrigInputs;
  }
}

// ---- operands
// ------------------------------------------------------------------------------------------------
SDValue SplitRules::operand(SDNode* N, unsigned OpNo) {
  switch (N->getOpcode()) {
  case ISD::SETCC: return opVSetCC(N);
  case ISD::BITCAST: return opBitcast(N);
  case ISD::EXTRACT_SUBVECTOR: return opExtractSubvector(N);
  case ISD::INSERT_SUBVECTOR:
    if (OpNo != 1) break;
    return opInsertSubvector(N);
  case ISD::EXTRACT_VECTOR_ELT: return opExtractElt(N);
  case ISD::CONCAT_VECTORS: return opConcat(N);
  case ISD::TRUNCATE: return opTruncateHelper(N);
  case ISD::FP_ROUND: return opFPRound(N);
  case ISD::FCOPYSIGN:
  case ISD::FLDEXP: return opFPOpDifferentTypes(N);
  case ISD::STORE:
    if (OpNo != 1) break;
    return opStore(N);
  case ISD::VSELECT:
    if (OpNo != 0) break;
    return opVSelect(N);
  case ISD::SINT_TO_FP:
  case ISD::UINT_TO_FP:
    if (N->getValueType(0).scalarSizeInBits() < N->getOperand(0).getValueType().scalarSizeInBits())
      return opTruncateHelper(N);
    return opUnary(N);
  case ISD::FP_TO_SINT_SAT:
  case ISD::FP_TO_UINT_SAT: return opFPToIntSat(N);
  case ISD::FP_TO_SINT:
  case ISD::FP_TO_UINT:
  case ISD::FP_EXTEND:
  case ISD::SIGN_EXTEND:
  case ISD::ZERO_EXTEND:
  case ISD::ANY_EXTEND:
  case ISD::FTRUNC:
  case ISD::LROUND:
  case ISD::LLROUND:
  case ISD::LRINT:
  case ISD::LLRINT: return opUnary(N);
  case ISD::SCMP:
  case ISD::UCMP: return opCmp(N);
  case ISD::ANY_EXTEND_VECTOR_INREG:
  case ISD::SIGN_EXTEND_VECTOR_INREG:
  case ISD::ZERO_EXTEND_VECTOR_INREG: return opExtVecInreg(N);
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
  L.unsupported("SplitVector", N, "operand");
}

SDValue SplitRules::opVSelect(SDNode* N) {
  // Only the mask can be the illegal operand here (the result was legal): split everything and concat.
  SDValue Mask = N->getOperand(0), Src0 = N->getOperand(1), Src1 = N->getOperand(2);
  EVT Src0VT = Src0.getValueType();
  auto [LoOpVT, HiOpVT] = splitDestVTs(Src0VT);
  auto [LoOp0, HiOp0] = K.splitVector(Src0);
  auto [LoOp1, HiOp1] = K.splitVector(Src1);
  auto [LoMask, HiMask] = K.splitVector(Mask);
  SDValue LoSel = DAG.getNode(ISD::VSELECT, LoOpVT, LoMask, LoOp0, LoOp1);
  SDValue HiSel = DAG.getNode(ISD::VSELECT, HiOpVT, HiMask, HiOp0, HiOp1);
  return K.concatVectors(Src0VT, LoSel, HiSel);
}

SDValue SplitRules::opUnary(SDNode* N) {
  EVT ResVT = N->getValueType(0);
  SDValue Lo, Hi;
  L.GetSplitVector(N->getOperand(0), Lo, Hi);
  EVT OutVT = EVT::vector(ResVT.scalarType(), Lo.getValueType().numElements());
  Lo = DAG.getNode(N->getOpcode(), OutVT, Lo);
  Hi = DAG.getNode(N->getOpcode(), OutVT, Hi);
  return K.concatVectors(ResVT, Lo, Hi);
}

SDValue SplitRules::opTruncateHelper(SDNode* N) {
  // With a legal result half, or little narrowing, split plainly. Otherwise narrow each input half to half
  // the element width first (so the halves stay in legal types), concat, and narrow the rest of the way.
  SDValue InVec = N->getOperand(0);
  EVT InVT = InVec.getValueType(), OutVT = N->getValueType(0);
  bool IsFloat = OutVT.isFloatingPoint();
  unsigned InBits = InVT.scalarSizeInBits(), OutBits = OutVT.scalarSizeInBits();
  auto [LoOutVT, HiOutVT] = splitDestVTs(OutVT);
  if (TLI.isTypeLegal(LoOutVT) || InBits <= OutBits * 2) return opUnary(N);
  EVT FinalVT = InVT;
  while (L.getTypeAction(FinalVT) == TypeAction::SplitVector) FinalVT = FinalVT.halfNumElementsType();
  if (L.getTypeAction(FinalVT) == TypeAction::ScalarizeVector) return opUnary(N);
  SDValue InLo, InHi;
  L.GetSplitVector(InVec, InLo, InHi);
  EVT HalfEltVT = EVT::integer(InBits / 2);
  if (IsFloat)
    HalfEltVT = EVT::fp(InBits == 128 ? FPFormat::Double : InBits == 64 ? FPFormat::Single : FPFormat::Half);
  EVT HalfVT = EVT::vector(HalfEltVT, OutVT.numElements() / 2);
  SDValue HalfLo = DAG.getNode(N->getOpcode(), HalfVT, InLo);
  SDValue HalfHi = DAG.getNode(N->getOpcode(), HalfVT, InHi);
  SDValue Inter = K.concatVectors(EVT::vector(HalfEltVT, OutVT.numElements()), HalfLo, HalfHi);
  if (IsFloat) return DAG.getNode(ISD::FP_ROUND, OutVT, Inter, DAG.getIntPtrConstant(0, true));
  return DAG.getNode(ISD::TRUNCATE, OutVT, Inter);
}

SDValue SplitRules::opBitcast(SDNode* N) {
  // i64 = bitcast v2i32: convert the halves to integers and join them.
  SDValue Lo, Hi;
  L.GetSplitVector(N->getOperand(0), Lo, Hi);
  Lo = L.BitConvertToInteger(Lo);
  Hi = L.BitConvertToInteger(Hi);
  return DAG.getNode(ISD::BITCAST, N->getValueType(0), L.JoinIntegers(Lo, Hi));
}

SDValue SplitRules::opExtractSubvector(SDNode* N) {
  EVT SubVT = N->getValueType(0);
  SDValue Lo, Hi;
  L.GetSplitVector(N->getOperand(0), Lo, Hi);
  uint64_t LoN = Lo.getValueType().numElements();
  uint64_t Idx = N->getOperand(1)->getZExtValue();
  if (Idx < LoN) {
    if (Idx + SubVT.numElements() > LoN)
      L.unsupported("SplitVector", N, "operand (subvector crosses the halves)");
    return K.extractSubvector(SubVT, Lo, Idx);
  }
  return K.extractSubvector(SubVT, Hi, Idx - LoN);
}

SDValue SplitRules::opInsertSubvector(SDNode* N) {
  EVT ResVT = N->getValueType(0);
  SDValue Lo, Hi;
  L.GetSplitVector(N->getOperand(1), Lo, Hi);
  uint64_t Idx = N->getOperand(2)->getZExtValue();
  uint64_t LoN = Lo.getValueType().numElements();
  SDValue First = DAG.getNode(ISD::INSERT_SUBVECTOR, ResVT, N->getOperand(0), Lo, N->getOperand(2));
  return DAG.getNode(ISD::INSERT_SUBVECTOR, ResVT, First, Hi, K.idx(Idx + LoN));
}

SDValue SplitRules::opExtractElt(SDNode* N) {
  SDValue Vec = N->getOperand(0), Idx = N->getOperand(1);
  EVT VecVT = Vec.getValueType();
  if (Idx.getOpcode() == ISD::Constant) {
    uint64_t I = Idx->getZExtValue();
    SDValue Lo, Hi;
    L.GetSplitVector(Vec, Lo, Hi);
    uint64_t LoN = Lo.getValueType().numElements();
    // Read from the half holding the element: N is updated in place.
    if (I < LoN) return SDValue(DAG.UpdateNodeOperands(N, {Lo, Idx}), 0);
    return SDValue(DAG.UpdateNodeOperands(N, {Hi, DAG.getConstant(I - LoN, Idx.getValueType())}), 0);
  }
  if (L.CustomLowerNode(N, N->getValueType(0), true)) return SDValue();
  EVT EltVT = VecVT.scalarType();
  if (EltVT.sizeInBits() % 8) {
    EltVT = EltVT.changeTypeToInteger().roundIntegerType();
    VecVT = VecVT.changeElementType(EltVT);
    Vec = DAG.getNode(ISD::ANY_EXTEND, VecVT, Vec);
    SDValue NewExtract = DAG.getNode(ISD::EXTRACT_VECTOR_ELT, EltVT, Vec, Idx);
    return DAG.getAnyExtOrTrunc(NewExtract, N->getValueType(0));
  }
  // A variable index: store the vector and load the element back from its address.
  uint64_t Align = K.reducedAlign(VecVT);
  auto [Slot, FI] = K.stackTemporary(VecVT, Align);
  SDValue Store = DAG.getStore(DAG.getEntryNode(), Vec, Slot,
                               K.stackMemOperand(FI, MemOperand::Store, VecVT.storeSizeInBytes(), Align));
  SDValue EltPtr = K.vectorElementPointer(Slot, VecVT, Idx);
  uint64_t EltBytes = EltVT.storeSizeInBytes();
  return DAG.getExtLoad(
      ISD::EXTLOAD, N->getValueType(0), Store, EltPtr, EltVT,
      K.stackMemOperand(-1, MemOperand::Load, EltBytes, vectors::commonAlign(Align, EltBytes)));
}

SDValue SplitRules::opConcat(SDNode* N) {
  // The result type is legal: build it from all the input elements.
  std::vector<SDValue> Elts;
  EVT EltVT = N->getValueType(0).scalarType();
  for (unsigned I = 0; I < N->getNumOperands(); ++I) {
    SDValue Op = N->getOperand(I);
    for (unsigned E = 0; E < Op.getValueType().numElements(); ++E) Elts.push_back(K.extractElt(EltVT, Op, E));
  }
  return K.buildVector(N->getValueType(0), Elts);
}

SDValue SplitRules::opFPRound(SDNode* N) {
  EVT ResVT = N->getValueType(0);
  SDValue Lo, Hi;
  L.GetSplitVector(N->getOperand(0), Lo, Hi);
  EVT OutVT = EVT::vector(ResVT.scalarType(), Lo.getValueType().numElements());
  Lo = DAG.getNode(ISD::FP_ROUND, OutVT, Lo, N->getOperand(1));
  Hi = DAG.getNode(ISD::FP_ROUND, OutVT, Hi, N->getOperand(1));
  return K.concatVectors(ResVT, Lo, Hi);
}

SDValue SplitRules::opFPOpDifferentTypes(SDNode* N) {
  // The result and first operand are legal, the second operand splits.
  auto [LoVT, HiVT] = splitDestVTs(N->getValueType(0));
  if (!TLI.isTypeLegal(LoVT) || !TLI.isTypeLegal(HiVT))
    return K.unrollVectorOp(N, N->getValueType(0).numElements());
  auto [LL, LH] = K.splitVector(N->getOperand(0));
  auto [RL, RH] = K.splitVector(N->getOperand(1));
  SDValue Lo = DAG.getNode(N->getOpcode(), LoVT, LL, RL);
  SDValue Hi = DAG.getNode(N->getOpcode(), HiVT, LH, RH);
  return K.concatVectors(N->getValueType(0), Lo, Hi);
}

SDValue SplitRules::opStore(SDNode* N) {
  SDValue Chain = N->getOperand(0), Ptr = VectorKit::storePtr(N);
  EVT MemVT = N->getMemoryVT();
  const MemOperand* MMO = N->getMemOperand();
  SDValue Lo, Hi;
  L.GetSplitVector(N->getOperand(1), Lo, Hi);
  auto [LoMemVT, HiMemVT] = splitDestVTs(MemVT);
  if (LoMemVT.sizeInBits() % 8 || HiMemVT.sizeInBits() % 8) return K.scalarizeVectorStore(N);
  bool Trunc = N->isTruncatingStore();
  SDValue LoSt =
      Trunc ? DAG.getTruncStore(Chain, Lo, Ptr, LoMemVT, K.partMemOperand(MMO, 0, LoMemVT.storeSizeInBytes()))
            : DAG.getStore(Chain, Lo, Ptr, K.partMemOperand(MMO, 0, LoMemVT.storeSizeInBytes()));
  uint64_t Inc = LoMemVT.sizeInBits() / 8;
  SDValue HiPtr = K.objectPtrOffset(Ptr, int64_t(Inc));
  const MemOperand* HiMMO = K.partMemOperand(MMO, int64_t(Inc), HiMemVT.storeSizeInBytes());
  SDValue HiSt =
      Trunc ? DAG.getTruncStore(Chain, Hi, HiPtr, HiMemVT, HiMMO) : DAG.getStore(Chain, Hi, HiPtr, HiMMO);
  return DAG.getNode(ISD::TokenFactor, EVT::other(), LoSt, HiSt);
}

SDValue SplitRules::opVSetCC(SDNode* N) {
  // The (legal) result is built from two compares of the halves producing i1 lanes.
  SDValue Lo0, Hi0, Lo1, Hi1;
  L.GetSplitVector(N->getOperand(0), Lo0, Hi0);
  L.GetSplitVector(N->getOperand(1), Lo1, Hi1);
  unsigned PartN = Lo0.getValueType().numElements();
  EVT PartResVT = EVT::vector(EVT::i1(), PartN), WideResVT = EVT::vector(EVT::i1(), PartN * 2);
  SDValue LoRes = DAG.getNode(ISD::SETCC, PartResVT, Lo0, Lo1, N->getOperand(2));
  SDValue HiRes = DAG.getNode(ISD::SETCC, PartResVT, Hi0, Hi1, N->getOperand(2));
  SDValue Con = K.concatVectors(WideResVT, LoRes, HiRes);
  return DAG.getNode(boolExtend(N->getOperand(0).getValueType()), N->getValueType(0), Con);
}

SDValue SplitRules::opCmp(SDNode* N) {
  SDValue LL, LH, RL, RH;
  L.GetSplitVector(N->getOperand(0), LL, LH);
  L.GetSplitVector(N->getOperand(1), RL, RH);
  EVT ResVT = N->getValueType(0);
  EVT NewResVT = EVT::vector(ResVT.scalarType(), LL.getValueType().numElements());
  SDValue Lo = DAG.getNode(N->getOpcode(), NewResVT, LL, RL);
  SDValue Hi = DAG.getNode(N->getOpcode(), NewResVT, LH, RH);
  return K.concatVectors(ResVT, Lo, Hi);
}

SDValue SplitRules::opFPToIntSat(SDNode* N) {
  EVT ResVT = N->getValueType(0);
  SDValue Lo, Hi;
  L.GetSplitVector(N->getOperand(0), Lo, Hi);
  EVT NewResVT = EVT::vector(ResVT.scalarType(), Lo.getValueType().numElements());
  Lo = DAG.getNode(N->getOpcode(), NewResVT, Lo, N->getOperand(1));
  Hi = DAG.getNode(N->getOpcode(), NewResVT, Hi, N->getOperand(1));
  return K.concatVectors(ResVT, Lo, Hi);
}

SDValue SplitRules::opExtVecInreg(SDNode* N) {
  SDValue Lo, Hi;
  resExtVecInreg(N, Lo, Hi);
  return K.concatVectors(N->getValueType(0), Lo, Hi);
}

SDValue SplitRules::opReduce(SDNode* N) {
  // Combine the halves lane-wise with the reduction's own operation, then reduce the half-size vector.
  SDValue Lo, Hi;
  L.GetSplitVector(N->getOperand(0), Lo, Hi);
  int32_t BaseOpc = vectors::vecReduceBaseOpcode(N->getOpcode());
  SDValue Partial = DAG.getNode(BaseOpc, Lo.getValueType(), Lo, Hi, N->getFlags());
  return DAG.getNode(N->getOpcode(), N->getValueType(0), Partial, N->getFlags());
}

SDValue SplitRules::opReduceSeq(SDNode* N) {
  // Ordered reductions stay ordered: the low half first, its result seeding the high half.
  SDValue Lo, Hi;
  L.GetSplitVector(N->getOperand(1), Lo, Hi);
  EVT ResVT = N->getValueType(0);
  SDValue Partial = DAG.getNode(N->getOpcode(), ResVT, N->getOperand(0), Lo, N->getFlags());
  return DAG.getNode(N->getOpcode(), ResVT, Partial, Hi, N->getFlags());
}

} // namespace

void DAGTypeLegalizer::SplitVectorResult(SDNode* N, unsigned ResNo) {
  if (CustomLowerNode(N, N->getValueType(ResNo), true)) return;
  SDValue Lo, Hi;
  SplitRules(*this).result(N, ResNo, Lo, Hi);
  if (Lo) SetSplitVector(SDValue(N, ResNo), Lo, Hi);
}

bool DAGTypeLegalizer::SplitVectorOperand(SDNode* N, unsigned OpNo) {
  if (CustomLowerNode(N, N->getOperand(OpNo).getValueType(), false)) return false;
  SDValue Res = SplitRules(*this).operand(N, OpNo);
  if (!Res) return false;
  if (Res.getNode() == N) return true;
  ReplaceValueWith(SDValue(N, 0), Res);
  return false;
}

namespace vectors {
// Entry points for WidenVectors.cpp, which falls back to splitting when a widened node's operand splits.
SDValue splitOperandVSetCC(DAGTypeLegalizer& L, SDNode* N) {
  return SplitRules(L).opVSetCC(N);
}
SDValue splitOperandVSelect(DAGTypeLegalizer& L, SDNode* N) {
  return SplitRules(L).opVSelect(N);
}
} // namespace vectors

} // namespace dt
