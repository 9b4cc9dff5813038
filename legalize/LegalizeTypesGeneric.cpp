// legalize/LegalizeTypesGeneric.cpp — the type legalizer's rules that do not care what kind of value they
// cut: expanding a value into a low and a high half (integers and floats alike: BITCAST, BUILD_PAIR, loads
// and stores split at half the width ...) and splitting results of select-like nodes into two (integers,
// floats and vectors alike).
//
// Duty: LLVM 19's LegalizeTypesGeneric.cpp behaviour, so the expanded DAGs look as llc's do. ExpandInteger
// (ExpandIntegers.cpp), ExpandFloat and SplitVector call these routines from their dispatchers.
// Invariants: RISC-V is little-endian, so the low half is always the one at the lower address and the first
// of a BUILD_PAIR; a routine that produces halves never records them itself (its caller does), except
// through ReplaceValueWith for a node's other results (a load's chain).
#include "dag/FunctionLowering.h"
#include "legalize/LegalizeTypes.h"

#include <algorithm>

namespace dt {

namespace {

/// The access description of a part of a memory operation: Bytes bytes at Offset bytes past the original
/// access, keeping its base alignment (so the part's own alignment may be smaller), as LLVM's
/// getPointerInfo().getWithOffset() with the original base alignment gives.
const MemOperand* partMemOperand(SelectionDAG& DAG, const MemOperand* Orig, int64_t Offset, uint64_t Bytes) {
  MemOperand MO = *Orig;
  MO.SizeInBytes = Bytes;
  MO.SizeUnknown = false;
  MO.PtrInfo = Orig->PtrInfo.withOffset(Offset);
  uint64_t A = MO.BaseAlign;
  while (A > 1 && MO.PtrInfo.Offset % int64_t(A)) A /= 2;
  MO.Align = A;
  return DAG.getMemOperand(MO);
}

/// The alignment a value of VT gets in a stack slot of its own: its size rounded up to a power of two, at
/// most the stack's 16 bytes (what the RISC-V data layouts give the types the legalizer spills).
uint64_t naturalAlign(EVT VT) {
  uint64_t Size = std::max<uint64_t>(1, VT.storeSizeInBytes()), A = 1;
  while (A < Size && A < 16) A *= 2;
  return A;
}

/// Half-sized types for splitting VT (LLVM's SelectionDAG::GetSplitDestVTs).
std::pair<EVT, EVT> splitDestVTs(const DAGTypeLegalizer& L, EVT VT) {
  if (!VT.isVector()) {
    EVT H = L.getTypeToTransformTo(VT);
    return {H, H};
  }
  EVT H = VT.halfNumElementsType();
  return {H, H};
}

/// Splits a vector value with EXTRACT_SUBVECTOR (LLVM's SelectionDAG::SplitVector).
std::pair<SDValue, SDValue> splitVectorByExtract(DAGTypeLegalizer& L, SDValue V, EVT LoVT, EVT HiVT) {
  SelectionDAG& DAG = L.dag();
  SDValue Lo = DAG.getNode(ISD::EXTRACT_SUBVECTOR, LoVT, V, DAG.getIntPtrConstant(0));
  SDValue Hi = DAG.getNode(ISD::EXTRACT_SUBVECTOR, HiVT, V, DAG.getIntPtrConstant(LoVT.numElements()));
  return {Lo, Hi};
}

/// One operand of a vector compare, split in two: its split halves when it is split anyway, else pieces.
std::pair<SDValue, SDValue> splitCompareOperand(DAGTypeLegalizer& L, SDValue Op) {
  SDValue Lo, Hi;
  if (L.getTypeAction(Op.getValueType()) == TypeAction::SplitVector) {
    L.GetSplitVector(Op, Lo, Hi);
    return {Lo, Hi};
  }
  auto [LoVT, HiVT] = splitDestVTs(L, Op.getValueType());
  return splitVectorByExtract(L, Op, LoVT, HiVT);
}

/// Splits a vector select condition (the part of LLVM's SplitRes_Select that is not about widening masks).
std::pair<SDValue, SDValue> splitSelectCondition(DAGTypeLegalizer& L, SDValue Cond) {
  SelectionDAG& DAG = L.dag();
  EVT CondVT = Cond.getValueType();
  if (L.getTypeAction(CondVT) == TypeAction::SplitVector) {
    SDValue Lo, Hi;
    L.GetSplitVector(Cond, Lo, Hi);
    return {Lo, Hi};
  }
  auto [LoVT, HiVT] = splitDestVTs(L, CondVT);
  if (Cond.getOpcode() == ISD::SETCC) {
    // Two narrow compares are better than one wide compare split afterwards, unless the compare is legal
    // as it is and already produces an i1 mask.
    EVT CmpVT = Cond.getOperand(0).getValueType();
    bool KeepWhole =
        CondVT.scalarSizeInBits() == 1 && L.isTypeLegal(CmpVT) && L.getSetCCResultType(CmpVT) == CondVT;
    if (!KeepWhole) {
      auto [LL, LH] = splitCompareOperand(L, Cond.getOperand(0));
      auto [RL, RH] = splitCompareOperand(L, Cond.getOperand(1));
      return {DAG.getNode(ISD::SETCC, LoVT, LL, RL, Cond.getOperand(2)),
              DAG.getNode(ISD::SETCC, HiVT, LH, RH, Cond.getOperand(2))};
    }
  }
  return splitVectorByExtract(L, Cond, LoVT, HiVT);
}

/// Op cut into NumElements integers of EltVT's width, lowest first, each bitcast to EltVT.
void integerToVector(DAGTypeLegalizer& L, SDValue Op, unsigned NumElements, std::vector<SDValue>& Ops,
                     EVT EltVT) {
  if (NumElements > 1) {
    SDValue Lo, Hi;
    L.SplitInteger(Op, Lo, Hi);
    integerToVector(L, Lo, NumElements / 2, Ops, EltVT);
    integerToVector(L, Hi, NumElements / 2, Ops, EltVT);
    return;
  }
  Ops.push_back(L.dag().getNode(ISD::BITCAST, EltVT, Op));
}

} // namespace

// ---- results: expansion into halves -----------------------------------------------------------------------

void DAGTypeLegalizer::ExpandRes_BITCAST(SDNode* N, SDValue& Lo, SDValue& Hi) {
  EVT OutVT = N->getValueType(0);
  EVT NOutVT = getTypeToTransformTo(OutVT);
  SDValue InOp = N->getOperand(0);
  EVT InVT = InOp.getValueType();

  // The cheap cases: the input is itself cut into two pieces of the right size.
  switch (getTypeAction(InVT)) {
  case TypeAction::Legal:
  case TypeAction::PromoteInteger: break;
  case TypeAction::SoftPromoteHalf:
  case TypeAction::PromoteFloat: break; // never wider than a register; handled by the stack below
  case TypeAction::SoftenFloat:
    SplitInteger(GetSoftenedFloat(InOp), Lo, Hi);
    Lo = DAG.getNode(ISD::BITCAST, NOutVT, Lo);
    Hi = DAG.getNode(ISD::BITCAST, NOutVT, Hi);
    return;
  case TypeAction::ExpandInteger:
  case TypeAction::ExpandFloat:
    GetSplitOp(InOp, Lo, Hi);
    Lo = DAG.getNode(ISD::BITCAST, NOutVT, Lo);
    Hi = DAG.getNode(ISD::BITCAST, NOutVT, Hi);
    return;
  case TypeAction::SplitVector:
    GetSplitVector(InOp, Lo, Hi);
    Lo = DAG.getNode(ISD::BITCAST, NOutVT, Lo);
    Hi = DAG.getNode(ISD::BITCAST, NOutVT, Hi);
    return;
  case TypeAction::ScalarizeVector:
    SplitInteger(BitConvertToInteger(GetScalarizedVector(InOp)), Lo, Hi);
    Lo = DAG.getNode(ISD::BITCAST, NOutVT, Lo);
    Hi = DAG.getNode(ISD::BITCAST, NOutVT, Hi);
    return;
  case TypeAction::WidenVector: {
    if (InVT.numElements() % 2) break;
    SDValue Wide = GetWidenedVector(InOp);
    auto [LoVT, HiVT] = splitDestVTs(*this, InVT);
    std::tie(Lo, Hi) = splitVectorByExtract(*this, Wide, LoVT, HiVT);
    Lo = DAG.getNode(ISD::BITCAST, NOutVT, Lo);
    Hi = DAG.getNode(ISD::BITCAST, NOutVT, Hi);
    return;
  }
  }

  if (InVT.isVector() && OutVT.isInteger()) {
    // A legal vector read as an illegal integer: look for a legal vector of NOutVT-sized (or smaller)
    // elements to extract the pieces from.
    unsigned NumElems = 2;
    EVT ElemVT = NOutVT;
    EVT NVT = EVT::vector(ElemVT, NumElems);
    while (!isTypeLegal(NVT) && ElemVT.sizeInBits() / 2 >= 8) {
      NumElems *= 2;
      ElemVT = EVT::integer(unsigned(ElemVT.sizeInBits() / 2));
      NVT = EVT::vector(ElemVT, NumElems);
    }
    if (isTypeLegal(NVT)) {
      SDValue Cast = DAG.getNode(ISD::BITCAST, NVT, InOp);
      std::vector<SDValue> Vals;
      for (unsigned I = 0; I < NumElems; ++I)
        Vals.push_back(DAG.getNode(ISD::EXTRACT_VECTOR_ELT, ElemVT, Cast, DAG.getIntPtrConstant(I)));
      // Pair neighbours up until two values remain: the low and the high half.
      size_t Slot = 0;
      for (size_t E = Vals.size(); E - Slot > 2; Slot += 2, ++E) {
        SDValue A = Vals[Slot], B = Vals[Slot + 1];
        Vals.push_back(
            DAG.getNode(ISD::BUILD_PAIR, EVT::integer(unsigned(A.getValueSizeInBits() * 2)), A, B));
      }
      Lo = Vals[Slot];
      Hi = Vals[Slot + 1];
      return;
    }
  }

  // Otherwise through memory: store the input, load the halves. The slot suits both types.
  uint64_t InAlign = naturalAlign(InVT), OutAlign = naturalAlign(NOutVT);
  auto [Slot, FI] = CreateStackTemporary(InVT, std::max(InAlign, OutAlign));
  MemOperand SMO;
  SMO.F = MemOperand::Store;
  SMO.SizeInBytes = InVT.storeSizeInBytes();
  SMO.Align = SMO.BaseAlign = InAlign;
  SMO.PtrInfo = MachinePointerInfo::fixedStack(FI);
  SDValue Store = DAG.getStore(DAG.getEntryNode(), InOp, Slot, DAG.getMemOperand(SMO));
  MemOperand LMO = SMO;
  LMO.F = MemOperand::Load;
  LMO.SizeInBytes = NOutVT.storeSizeInBytes();
  LMO.Align = LMO.BaseAlign = OutAlign;
  const MemOperand* LoMMO = DAG.getMemOperand(LMO);
  Lo = DAG.getLoad(NOutVT, Store, Slot, LoMMO);
  uint64_t Increment = NOutVT.sizeInBits() / 8;
  SDValue HiPtr = DAG.getMemBasePlusOffset(Slot, int64_t(Increment));
  Hi = DAG.getLoad(NOutVT, Store, HiPtr,
                   partMemOperand(DAG, LoMMO, int64_t(Increment), NOutVT.storeSizeInBytes()));
}

void DAGTypeLegalizer::ExpandRes_BUILD_PAIR(SDNode* N, SDValue& Lo, SDValue& Hi) {
  Lo = N->getOperand(0);
  Hi = N->getOperand(1);
}

void DAGTypeLegalizer::ExpandRes_EXTRACT_ELEMENT(SDNode* N, SDValue& Lo, SDValue& Hi) {
  // The extracted half is itself too wide: take the operand's halves, then the chosen one's halves.
  GetSplitOp(N->getOperand(0), Lo, Hi);
  SDValue Part = N->getOperand(1)->getZExtValue() ? Hi : Lo;
  GetPairElements(Part, Lo, Hi);
}

void DAGTypeLegalizer::ExpandRes_EXTRACT_VECTOR_ELT(SDNode* N, SDValue& Lo, SDValue& Hi) {
  SDValue OldVec = N->getOperand(0);
  EVT OldVecVT = OldVec.getValueType();
  unsigned OldElts = OldVecVT.numElements();
  EVT OldVT = N->getValueType(0);
  EVT NewVT = getTypeToTransformTo(OldVT);
  // An extract may produce a wider value than the element: extend the elements first.
  if (OldVT != OldVecVT.scalarType())
    OldVec = DAG.getNode(ISD::ANY_EXTEND, EVT::vector(OldVT, OldElts), OldVec);
  // Read the vector as one of twice as many half-sized elements: <3 x i64> as <6 x i32>.
  SDValue NewVec = DAG.getNode(ISD::BITCAST, EVT::vector(NewVT, OldElts * 2), OldVec);
  SDValue Idx = N->getOperand(1);
  EVT IdxVT = Idx.getValueType();
  Idx = DAG.getNode(ISD::SHL, IdxVT, Idx, DAG.getShiftAmountConstant(1, IdxVT));
  Lo = DAG.getNode(ISD::EXTRACT_VECTOR_ELT, NewVT, NewVec, Idx);
  Idx = DAG.getNode(ISD::ADD, IdxVT, Idx, DAG.getConstant(1, IdxVT));
  Hi = DAG.getNode(ISD::EXTRACT_VECTOR_ELT, NewVT, NewVec, Idx);
}

void DAGTypeLegalizer::ExpandRes_NormalLoad(SDNode* N, SDValue& Lo, SDValue& Hi) {
  EVT ValueVT = N->getValueType(0);
  EVT NVT = getTypeToTransformTo(ValueVT);
  SDValue Chain = N->getOperand(0);
  SDValue Ptr = N->getOperand(1);
  const MemOperand* MMO = N->getMemOperand();
  uint64_t Increment = NVT.sizeInBits() / 8;

  Lo = DAG.getLoad(NVT, Chain, Ptr, partMemOperand(DAG, MMO, 0, NVT.storeSizeInBytes()));
  // The halves lie in one object, so the address arithmetic cannot wrap.
  SDValue HiPtr = DAG.getMemBasePlusOffset(Ptr, int64_t(Increment), SDNodeFlags::NoUnsignedWrap);
  Hi = DAG.getLoad(NVT, Chain, HiPtr, partMemOperand(DAG, MMO, int64_t(Increment), NVT.storeSizeInBytes()));

  // The two loads are independent of each other; users of the old chain wait for both.
  SDValue Chains[] = {Lo.getValue(1), Hi.getValue(1)};
  SDValue NewChain = DAG.getNode(ISD::TokenFactor, EVT::other(), std::span<const SDValue>(Chains));
  ReplaceValueWith(SDValue(N, 1), NewChain);
}

// ---- operands: a legal node using an expanded value -------------------------------------------------------

SDValue DAGTypeLegalizer::ExpandOp_BITCAST(SDNode* N) {
  EVT OutVT = N->getValueType(0);
  SDValue In = N->getOperand(0);
  if (OutVT.isVector() && In.getValueType().isInteger()) {
    // An expanded integer read as a legal vector: build a vector from the pieces and cast that instead
    // (preferably a two-element vector of the halves, when that type is legal).
    unsigned NumElts = 2;
    EVT NVT = EVT::vector(getTypeToTransformTo(In.getValueType()), NumElts);
    if (!isTypeLegal(NVT)) {
      NumElts = OutVT.numElements();
      NVT = OutVT;
    }
    std::vector<SDValue> Ops;
    integerToVector(*this, In, NumElts, Ops, NVT.scalarType());
    SDValue Vec = DAG.getNode(ISD::BUILD_VECTOR, NVT, std::span<const SDValue>(Ops.data(), NumElts));
    return DAG.getNode(ISD::BITCAST, OutVT, Vec);
  }
  return CreateStackStoreLoad(In, OutVT);
}

SDValue DAGTypeLegalizer::ExpandOp_BUILD_VECTOR(SDNode* N) {
  // The vector is legal but its elements need expansion: build a vector of twice as many halves.
  EVT VecVT = N->getValueType(0);
  EVT NewVT = getTypeToTransformTo(N->getOperand(0).getValueType());
  std::vector<SDValue> Elts;
  Elts.reserve(N->getNumOperands() * 2);
  for (unsigned I = 0; I < N->getNumOperands(); ++I) {
    SDValue Lo, Hi;
    GetSplitOp(N->getOperand(I), Lo, Hi);
    Elts.push_back(Lo);
    Elts.push_back(Hi);
  }
  SDValue NewVec = DAG.getNode(ISD::BUILD_VECTOR, EVT::vector(NewVT, unsigned(Elts.size())), Elts);
  return DAG.getNode(ISD::BITCAST, VecVT, NewVec);
}

SDValue DAGTypeLegalizer::ExpandOp_EXTRACT_ELEMENT(SDNode* N) {
  SDValue Lo, Hi;
  GetSplitOp(N->getOperand(0), Lo, Hi);
  return N->getOperand(1)->getZExtValue() ? Hi : Lo;
}

SDValue DAGTypeLegalizer::ExpandOp_INSERT_VECTOR_ELT(SDNode* N) {
  // Insert both halves into the vector read as one of twice as many half-sized elements.
  EVT VecVT = N->getValueType(0);
  SDValue Val = N->getOperand(1);
  EVT NewEVT = getTypeToTransformTo(Val.getValueType());
  EVT NewVecVT = EVT::vector(NewEVT, VecVT.numElements() * 2);
  SDValue NewVec = DAG.getNode(ISD::BITCAST, NewVecVT, N->getOperand(0));
  SDValue Lo, Hi;
  GetSplitOp(Val, Lo, Hi);
  SDValue Idx = N->getOperand(2);
  EVT IdxVT = Idx.getValueType();
  Idx = DAG.getNode(ISD::SHL, IdxVT, Idx, DAG.getShiftAmountConstant(1, IdxVT));
  NewVec = DAG.getNode(ISD::INSERT_VECTOR_ELT, NewVecVT, NewVec, Lo, Idx);
  Idx = DAG.getNode(ISD::ADD, IdxVT, Idx, DAG.getConstant(1, IdxVT));
  NewVec = DAG.getNode(ISD::INSERT_VECTOR_ELT, NewVecVT, NewVec, Hi, Idx);
  return DAG.getNode(ISD::BITCAST, VecVT, NewVec);
}

SDValue DAGTypeLegalizer::ExpandOp_SCALAR_TO_VECTOR(SDNode* N) {
  EVT VT = N->getValueType(0);
  std::vector<SDValue> Ops(VT.numElements(), DAG.getUNDEF(N->getOperand(0).getValueType()));
  Ops[0] = N->getOperand(0);
  return DAG.getNode(ISD::BUILD_VECTOR, VT, Ops);
}

SDValue DAGTypeLegalizer::ExpandOp_NormalStore(SDNode* N, unsigned OpNo) {
  if (OpNo != 1) unsupported("ExpandInteger", N, "operand (only the stored value can be expanded)");
  SDValue Chain = N->getOperand(0);
  SDValue Val = N->getOperand(1);
  SDValue Ptr = N->getOperand(2);
  EVT NVT = getTypeToTransformTo(Val.getValueType());
  const MemOperand* MMO = N->getMemOperand();
  uint64_t Increment = NVT.sizeInBits() / 8;

  SDValue Lo, Hi;
  GetSplitOp(Val, Lo, Hi);
  Lo = DAG.getStore(Chain, Lo, Ptr, partMemOperand(DAG, MMO, 0, NVT.storeSizeInBytes()));
  SDValue HiPtr = DAG.getMemBasePlusOffset(Ptr, int64_t(Increment), SDNodeFlags::NoUnsignedWrap);
  Hi = DAG.getStore(Chain, Hi, HiPtr, partMemOperand(DAG, MMO, int64_t(Increment), NVT.storeSizeInBytes()));
  SDValue Chains[] = {Lo, Hi};
  return DAG.getNode(ISD::TokenFactor, EVT::other(), std::span<const SDValue>(Chains));
}

// ---- results: splitting (integers, floats and vectors alike) ----------------------------------------------

SDValue DAGTypeLegalizer::DisintegrateMERGE_VALUES(SDNode* N, unsigned ResNo) {
  // Every other result simply is its operand; result ResNo is handed back to the caller's family.
  for (unsigned I = 0; I < N->getNumValues(); ++I)
    if (I != ResNo) ReplaceValueWith(SDValue(N, I), N->getOperand(I));
  return N->getOperand(ResNo);
}

void DAGTypeLegalizer::SplitRes_MERGE_VALUES(SDNode* N, unsigned ResNo, SDValue& Lo, SDValue& Hi) {
  SDValue Op = DisintegrateMERGE_VALUES(N, ResNo);
  GetSplitOp(Op, Lo, Hi);
}

void DAGTypeLegalizer::SplitRes_SELECT(SDNode* N, SDValue& Lo, SDValue& Hi) {
  SDValue LL, LH, RL, RH;
  GetSplitOp(N->getOperand(1), LL, LH);
  GetSplitOp(N->getOperand(2), RL, RH);
  SDValue Cond = N->getOperand(0);
  SDValue CL = Cond, CH = Cond;
  if (Cond.getValueType().isVector()) std::tie(CL, CH) = splitSelectCondition(*this, Cond);
  int32_t Opc = N->getOpcode();
  Lo = DAG.getNode(Opc, LL.getValueType(), CL, LL, RL);
  Hi = DAG.getNode(Opc, LH.getValueType(), CH, LH, RH);
}

void DAGTypeLegalizer::SplitRes_SELECT_CC(SDNode* N, SDValue& Lo, SDValue& Hi) {
  SDValue LL, LH, RL, RH;
  GetSplitOp(N->getOperand(2), LL, LH);
  GetSplitOp(N->getOperand(3), RL, RH);
  SDValue LoOps[] = {N->getOperand(0), N->getOperand(1), LL, RL, N->getOperand(4)};
  SDValue HiOps[] = {N->getOperand(0), N->getOperand(1), LH, RH, N->getOperand(4)};
  Lo = DAG.getNode(ISD::SELECT_CC, LL.getValueType(), std::span<const SDValue>(LoOps));
  Hi = DAG.getNode(ISD::SELECT_CC, LH.getValueType(), std::span<const SDValue>(HiOps));
}

void DAGTypeLegalizer::SplitRes_UNDEF(SDNode* N, SDValue& Lo, SDValue& Hi) {
  auto [LoVT, HiVT] = splitDestVTs(*this, N->getValueType(0));
  Lo = DAG.getUNDEF(LoVT);
  Hi = DAG.getUNDEF(HiVT);
}

void DAGTypeLegalizer::SplitRes_FREEZE(SDNode* N, SDValue& Lo, SDValue& Hi) {
  SDValue L, H;
  GetSplitOp(N->getOperand(0), L, H);
  Lo = DAG.getNode(ISD::FREEZE, L.getValueType(), L);
  Hi = DAG.getNode(ISD::FREEZE, H.getValueType(), H);
}

} // namespace dt
