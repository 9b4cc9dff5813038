// legalize/LegalizeTypes.cpp — the type legalizer's driver and toolkit (the action families live in
// their own files: PromoteIntegers.cpp, ExpandIntegers.cpp, SoftenFloats.cpp, PromoteFloats.cpp,
// ScalarizeSplitVectors.cpp, WidenVectors.cpp, LegalizeTypesGeneric.cpp).
//
// The worklist walks the DAG from the leaves up: a node is ready when all its operands are processed.
// For a ready node the first illegal result decides the family that rewrites it; with all results legal,
// the first illegal operand does. Rewritten values are recorded per value (maps keyed by table ids) or
// replaced outright (ReplaceValueWith); nodes created on the way are analyzed only when they are first
// used, so the nodes a rewrite discards cost nothing. At the end dead nodes go, and every remaining value
// must have a legal type.
#include "legalize/LegalizeTypes.h"

#include "dag/FunctionLowering.h"
#include "dag/IROrderScope.h"
#include "dag/Printer.h"
#include "support/Diagnostics.h"

#include <algorithm>
#include <type_traits>

namespace dt {

// ---- listener: keeps node states right while RAUW rewrites users ------------------------------------------

class DAGTypeLegalizer::NodeUpdateListener : public DAGUpdateListener {
public:
  explicit NodeUpdateListener(DAGTypeLegalizer& L) : DAGUpdateListener(L.DAG), L(L) {}
  void NodeDeleted(SDNode* N, SDNode* E) override {
    // A user that became equal to an existing node was merged into it; forward its values.
    L.NoteDeletion(N, E);
    auto It = std::find(L.NodesToAnalyze.begin(), L.NodesToAnalyze.end(), N);
    if (It != L.NodesToAnalyze.end()) L.NodesToAnalyze.erase(It);
  }
  void NodeUpdated(SDNode* N) override {
    // An operand changed under N: its pending count is stale. Recount it once the replacement is done.
    N->setNodeId(NewNode);
    L.NodesToAnalyze.push_back(N);
  }

private:
  DAGTypeLegalizer& L;
};

DAGTypeLegalizer::DAGTypeLegalizer(SelectionDAG& DAG, const TargetLowering& TLI, std::string* Trace)
    : DAG(DAG), TLI(TLI), Trace(Trace) {
  // Provenance rule names, interned once per process (the legalizer runs several times per block): every
  // rewritten node records which action made it.
  struct Rules {
    uint16_t Result[10] = {}, Operand[10] = {};
  };
  static const Rules Interned = [] {
    Rules R;
    for (unsigned A = 1; A < 10; ++A) {
      std::string Name = std::string("type-") + typeActionName(TypeAction(A));
      R.Result[A] = SelectionDAG::ruleIndex(Name);
      R.Operand[A] = SelectionDAG::ruleIndex(Name + "-operand");
    }
    return R;
  }();
  std::copy(std::begin(Interned.Result), std::end(Interned.Result), std::begin(ResultRule));
  std::copy(std::begin(Interned.Operand), std::end(Interned.Operand), std::begin(OperandRule));
  CustomResultRule = SelectionDAG::ruleIndex("type-custom-result");
  CustomOperandRule = SelectionDAG::ruleIndex("type-custom-operand");
}

namespace {
/// Nodes created while it lives record (Origin, Rule) as their provenance, and Origin's IR order (LLVM
/// legalizes N with SDLoc(N)).
class ProvenanceOf {
public:
  ProvenanceOf(SelectionDAG& D, uint16_t Rule, const SDNode* Origin)
      : D(D), Saved(D.currentProvenance()), Order(D, Origin->getIROrder()) {
    D.setCurrentProvenance({Origin->getPersistentId(), Rule});
  }
  ~ProvenanceOf() { D.setCurrentProvenance(Saved); }
  ProvenanceOf(const ProvenanceOf&) = delete;
  ProvenanceOf& operator=(const ProvenanceOf&) = delete;

private:
  SelectionDAG& D;
  Provenance Saved;
  IROrderScope Order;
};
} // namespace

// ---- table ids
// ----------------------------------------------------------------------------------------------

DAGTypeLegalizer::TableId DAGTypeLegalizer::getTableId(SDValue V) {
  auto [Base, New] = NodeBase.insert(V.getNode(), NoId);
  if (*Base == NoId) {
    // First sight of this node (or of a node now living at a deleted node's address).
    *Base = TableId(IdToValue.size());
    for (unsigned R = 0; R < V.getNode()->getNumValues(); ++R) IdToValue.push_back(SDValue(V.getNode(), R));
  }
  return *Base + V.getResNo();
}

template <class T> T* DAGTypeLegalizer::lookup(std::vector<T>& Map, TableId Id) {
  if (Id >= Map.size()) return nullptr;
  T& E = Map[Id];
  if constexpr (std::is_same_v<T, TableId>)
    return E == NoId ? nullptr : &E;
  else
    return E.first == NoId ? nullptr : &E;
}

template <class T> void DAGTypeLegalizer::record(std::vector<T>& Map, TableId Id, T Value) {
  if (Id >= Map.size()) {
    if constexpr (std::is_same_v<T, TableId>)
      Map.resize(std::max<size_t>(Id + 1, Map.size() * 2), NoId);
    else
      Map.resize(std::max<size_t>(Id + 1, Map.size() * 2), {NoId, NoId});
  }
  Map[Id] = Value;
}

void DAGTypeLegalizer::RemapId(TableId& Id) {
  TableId* Next = lookup(ReplacedValues, Id);
  if (!Next) return;
  // Follow the chain of replacements, then point every id on it straight at the end (path compression).
  TableId End = *Next;
  RemapId(End);
  ReplacedValues[Id] = End;
  Id = End;
}

void DAGTypeLegalizer::RemapValue(SDValue& V) {
  const TableId* Base = NodeBase.find(V.getNode());
  if (!Base || *Base == NoId) return;
  TableId Id = *Base + V.getResNo();
  RemapId(Id);
  V = IdToValue[Id];
}

void DAGTypeLegalizer::NoteDeletion(SDNode* Old, SDNode* New) {
  TableId* Base = NodeBase.find(Old);
  if (!Base || *Base == NoId) return;
  TableId OldBase = *Base;
  // The node's memory may be recycled for another node: its address must not find these ids again.
  *Base = NoId;
  for (unsigned I = 0; I < Old->getNumValues(); ++I) {
    TableId OldId = OldBase + I;
    if (New) {
      TableId NewId = getTableId(SDValue(New, I));
      if (NewId != OldId) record(ReplacedValues, OldId, NewId);
    }
    IdToValue[OldId] = New ? SDValue(New, I) : SDValue();
  }
}

// ---- analysis of new nodes
// ----------------------------------------------------------------------------------

SDNode* DAGTypeLegalizer::AnalyzeNewNode(SDNode* N) {
  if (N->getNodeId() != NewNode && N->getNodeId() != Unanalyzed) return N;
  // Operands may themselves be new or replaced: analyze them first and use what they became.
  std::vector<SDValue> NewOps;
  unsigned NumProcessed = 0;
  for (unsigned I = 0; I < N->getNumOperands(); ++I) {
    SDValue Orig = N->getOperand(I);
    SDValue Op = Orig;
    AnalyzeNewValue(Op);
    if (Op.getNode()->getNodeId() == Processed) ++NumProcessed;
    if (!NewOps.empty())
      NewOps.push_back(Op);
    else if (Op != Orig) {
      for (unsigned J = 0; J < I; ++J) NewOps.push_back(N->getOperand(J));
      NewOps.push_back(Op);
    }
  }
  if (!NewOps.empty()) {
    SDNode* M = DAG.UpdateNodeOperands(N, NewOps);
    if (M != N) {
      // N now equals an existing node M and stays as it was. Its values forward to M's; users still
      // holding N are the caller's to move.
      N->setNodeId(NewNode);
      for (unsigned R = 0; R < N->getNumValues(); ++R) {
        TableId From = getTableId(SDValue(N, R)), To = getTableId(SDValue(M, R));
        if (From != To) record(ReplacedValues, From, To);
      }
      if (M->getNodeId() != NewNode && M->getNodeId() != Unanalyzed) return M;
      N = M;
      NumProcessed = 0;
      for (unsigned I = 0; I < N->getNumOperands(); ++I)
        if (N->getOperand(I).getNode()->getNodeId() == Processed) ++NumProcessed;
    }
  }
  N->setNodeId(int(N->getNumOperands() - NumProcessed));
  if (N->getNodeId() == ReadyToProcess) Worklist.push_back(N);
  return N;
}

void DAGTypeLegalizer::AnalyzeNewValue(SDValue& V) {
  AnalyzeNewNode(V.getNode());
  RemapValue(V);
  // The replacement may be a new node too.
  if (V.getNode()->getNodeId() == NewNode || V.getNode()->getNodeId() == Unanalyzed)
    AnalyzeNewNode(V.getNode());
}

// ---- replacement
// --------------------------------------------------------------------------------------------

void DAGTypeLegalizer::ReplaceValueWith(SDValue From, SDValue To) {
  DT_CHECK(From.getNode() != To.getNode(), "a value cannot replace its own node");
  AnalyzeNewValue(To);
  NodeUpdateListener Listener(*this);
  // Replacing may merge users into existing nodes, which replaces further values: repeat until From
  // has no uses left.
  do {
    TableId FromId = getTableId(From), ToId = getTableId(To);
    if (FromId != ToId) record(ReplacedValues, FromId, ToId);
    DAG.ReplaceAllUsesOfValueWith(From, To);
    while (!NodesToAnalyze.empty()) {
      SDNode* N = NodesToAnalyze.back();
      NodesToAnalyze.pop_back();
      if (N->getNodeId() != NewNode) continue; // analyzed already, while analyzing an earlier node
      SDNode* M = AnalyzeNewNode(N);
      if (M == N) continue;
      // N became equal to an existing node M: its users must use M. They are updated under this
      // listener, so they land on NodesToAnalyze themselves; N stays behind, dead, marked NewNode.
      for (unsigned R = 0; R < N->getNumValues(); ++R) {
        SDValue Old(N, R), New(M, R);
        if (M->getNodeId() == Processed) RemapValue(New);
        DAG.ReplaceAllUsesOfValueWith(Old, New);
        TableId OldId = getTableId(Old), NewId = getTableId(New);
        if (OldId != NewId) record(ReplacedValues, OldId, NewId);
      }
    }
  } while (!From.use_empty());
}

bool DAGTypeLegalizer::CustomLowerNode(SDNode* N, EVT VT, bool LegalizeResult) {
  if (TLI.getOperationAction(N->getOpcode(), VT) != LegalizeAction::Custom) return false;
  std::vector<SDValue> Results;
  {
    ProvenanceOf PS(DAG, LegalizeResult ? CustomResultRule : CustomOperandRule, N);
    if (LegalizeResult)
      TLI.ReplaceNodeResults(N, Results, DAG);
    else
      TLI.LowerOperationWrapper(N, Results, DAG);
  }
  if (Results.empty()) return false;
  trace("Custom lowered by the target");
  DT_CHECK(Results.size() == N->getNumValues(), "custom type legalization must replace every result");
  for (unsigned I = 0; I < Results.size(); ++I)
    if (Results[I] != SDValue(N, I)) ReplaceValueWith(SDValue(N, I), Results[I]);
  return true;
}

bool DAGTypeLegalizer::CustomWidenLowerNode(SDNode* N, EVT VT) {
  if (TLI.getOperationAction(N->getOpcode(), VT) != LegalizeAction::Custom) return false;
  std::vector<SDValue> Results;
  {
    ProvenanceOf PS(DAG, CustomResultRule, N);
    TLI.ReplaceNodeResults(N, Results, DAG);
  }
  if (Results.empty()) return false;
  DT_CHECK(Results.size() == N->getNumValues(), "custom widening must replace every result");
  for (unsigned I = 0; I < Results.size(); ++I) {
    if (I == 0 && getTypeAction(N->getValueType(0)) == TypeAction::WidenVector)
      SetWidenedVector(SDValue(N, 0), Results[0]);
    else
      ReplaceValueWith(SDValue(N, I), Results[I]);
  }
  return true;
}

// ---- the maps
// -----------------------------------------------------------------------------------------------

#define DT_SINGLE_MAP(Get, Set, Map, What)                                                                   \
  SDValue DAGTypeLegalizer::Get(SDValue Op) {                                                                \
    TableId Id = getTableId(Op);                                                                             \
    RemapId(Id);                                                                                             \
    TableId* P = lookup(Map, Id);                                                                            \
    if (!P)                                                                                                  \
      throw InternalError(std::string("type legalizer: no " What " value recorded for ") +                   \
                          nodeLine(Op.getNode()));                                                           \
    RemapId(*P);                                                                                             \
    return IdToValue[*P];                                                                                    \
  }                                                                                                          \
  void DAGTypeLegalizer::Set(SDValue Op, SDValue Result) {                                                   \
    AnalyzeNewValue(Result);                                                                                 \
    TableId Id = getTableId(Op);                                                                             \
    DT_CHECK(!lookup(Map, Id), "value legalized twice");                                                     \
    record(Map, Id, getTableId(Result));                                                                     \
  }

DT_SINGLE_MAP(GetPromotedInteger, SetPromotedInteger, PromotedIntegers, "promoted")
DT_SINGLE_MAP(GetSoftenedFloat, SetSoftenedFloat, SoftenedFloats, "softened")
DT_SINGLE_MAP(GetPromotedFloat, SetPromotedFloat, PromotedFloats, "promoted float")
DT_SINGLE_MAP(GetSoftPromotedHalf, SetSoftPromotedHalf, SoftPromotedHalfs, "soft-promoted half")
DT_SINGLE_MAP(GetScalarizedVector, SetScalarizedVector, ScalarizedVectors, "scalarized")
DT_SINGLE_MAP(GetWidenedVector, SetWidenedVector, WidenedVectors, "widened")
#undef DT_SINGLE_MAP

#define DT_PAIR_MAP(Get, Set, Map, What)                                                                     \
  void DAGTypeLegalizer::Get(SDValue Op, SDValue& Lo, SDValue& Hi) {                                         \
    TableId Id = getTableId(Op);                                                                             \
    RemapId(Id);                                                                                             \
    auto* P = lookup(Map, Id);                                                                               \
    if (!P)                                                                                                  \
      throw InternalError(std::string("type legalizer: no " What " halves recorded for ") +                  \
                          nodeLine(Op.getNode()));                                                           \
    RemapId(P->first);                                                                                       \
    RemapId(P->second);                                                                                      \
    Lo = IdToValue[P->first];                                                                                \
    Hi = IdToValue[P->second];                                                                               \
  }                                                                                                          \
  void DAGTypeLegalizer::Set(SDValue Op, SDValue Lo, SDValue Hi) {                                           \
    AnalyzeNewValue(Lo);                                                                                     \
    AnalyzeNewValue(Hi);                                                                                     \
    TableId Id = getTableId(Op);                                                                             \
    DT_CHECK(!lookup(Map, Id), "value legalized twice");                                                     \
    TableId LoId = getTableId(Lo), HiId = getTableId(Hi);                                                    \
    record(Map, Id, std::make_pair(LoId, HiId));                                                             \
  }

DT_PAIR_MAP(GetExpandedInteger, SetExpandedInteger, ExpandedIntegers, "expanded")
DT_PAIR_MAP(GetExpandedFloat, SetExpandedFloat, ExpandedFloats, "expanded float")
DT_PAIR_MAP(GetSplitVector, SetSplitVector, SplitVectors, "split")
#undef DT_PAIR_MAP

void DAGTypeLegalizer::GetSplitOp(SDValue Op, SDValue& Lo, SDValue& Hi) {
  switch (getTypeAction(Op.getValueType())) {
  case TypeAction::ExpandInteger: return GetExpandedInteger(Op, Lo, Hi);
  case TypeAction::ExpandFloat: return GetExpandedFloat(Op, Lo, Hi);
  case TypeAction::SplitVector: return GetSplitVector(Op, Lo, Hi);
  default:
    throw InternalError("GetSplitOp on a value that is neither expanded nor split: " +
                        nodeLine(Op.getNode()));
  }
}

void DAGTypeLegalizer::GetPairElements(SDValue Pair, SDValue& Lo, SDValue& Hi) {
  EVT NVT = getTypeToTransformTo(Pair.getValueType());
  Lo = DAG.getNode(ISD::EXTRACT_ELEMENT, NVT, Pair, DAG.getIntPtrConstant(0));
  Hi = DAG.getNode(ISD::EXTRACT_ELEMENT, NVT, Pair, DAG.getIntPtrConstant(1));
}

// ---- shared helpers
// -----------------------------------------------------------------------------------------

void DAGTypeLegalizer::SplitInteger(SDValue Op, EVT LoVT, EVT HiVT, SDValue& Lo, SDValue& Hi) {
  DT_CHECK(LoVT.sizeInBits() + HiVT.sizeInBits() == Op.getValueSizeInBits(), "halves must cover the integer");
  Lo = DAG.getNode(ISD::TRUNCATE, LoVT, Op);
  SDValue Shifted = DAG.getNode(ISD::SRL, Op.getValueType(), Op,
                                DAG.getShiftAmountConstant(LoVT.sizeInBits(), Op.getValueType()));
  Hi = DAG.getNode(ISD::TRUNCATE, HiVT, Shifted);
}

void DAGTypeLegalizer::SplitInteger(SDValue Op, SDValue& Lo, SDValue& Hi) {
  EVT HalfVT = EVT::integer(unsigned(Op.getValueSizeInBits() / 2));
  SplitInteger(Op, HalfVT, HalfVT, Lo, Hi);
}

SDValue DAGTypeLegalizer::JoinIntegers(SDValue Lo, SDValue Hi) {
  // Always as (or (zext Lo), (shl (anyext Hi), LoBits)), as LLVM does: a BUILD_PAIR here would be turned
  // back into this very join by the promotion of BUILD_PAIR, and the legalizer would never finish.
  unsigned LoBits = unsigned(Lo.getValueSizeInBits()), HiBits = unsigned(Hi.getValueSizeInBits());
  EVT NVT = EVT::integer(LoBits + HiBits);
  SDValue LoExt = DAG.getNode(ISD::ZERO_EXTEND, NVT, Lo);
  SDValue HiExt = DAG.getNode(ISD::ANY_EXTEND, NVT, Hi);
  HiExt = DAG.getNode(ISD::SHL, NVT, HiExt, DAG.getShiftAmountConstant(LoBits, NVT));
  return DAG.getNode(ISD::OR, NVT, LoExt, HiExt);
}

SDValue DAGTypeLegalizer::CopySignOnBits(SDValue MagnitudeBits, SDValue SignSource) {
  SDValue LHS = MagnitudeBits;
  SDValue RHS = BitConvertToInteger(SignSource);
  EVT LVT = LHS.getValueType(), RVT = RHS.getValueType();
  unsigned LSize = unsigned(LVT.sizeInBits()), RSize = unsigned(RVT.sizeInBits());
  // Nodes are made in LLVM's order (its operands are evaluated left to right), so the ids match.
  SDValue One = DAG.getConstant(1, RVT);
  SDValue SignBit = DAG.getNode(ISD::SHL, RVT, One, DAG.getConstant(RSize - 1, getShiftAmountTy(RVT)));
  SignBit = DAG.getNode(ISD::AND, RVT, RHS, SignBit);
  int SizeDiff = int(RSize) - int(LSize);
  if (SizeDiff > 0) {
    SignBit = DAG.getNode(ISD::SRL, RVT, SignBit, DAG.getConstant(uint64_t(SizeDiff), getShiftAmountTy(RVT)));
    SignBit = DAG.getNode(ISD::TRUNCATE, LVT, SignBit);
  } else if (SizeDiff < 0) {
    SignBit = DAG.getNode(ISD::ANY_EXTEND, LVT, SignBit);
    SignBit =
        DAG.getNode(ISD::SHL, LVT, SignBit, DAG.getConstant(uint64_t(-SizeDiff), getShiftAmountTy(LVT)));
  }
  SDValue LOne = DAG.getConstant(1, LVT);
  SDValue Mask = DAG.getNode(ISD::SHL, LVT, LOne, DAG.getConstant(LSize - 1, getShiftAmountTy(LVT)));
  Mask = DAG.getNode(ISD::SUB, LVT, Mask, DAG.getConstant(1, LVT));
  LHS = DAG.getNode(ISD::AND, LVT, LHS, Mask);
  return DAG.getNode(ISD::OR, LVT, LHS, SignBit);
}

SDValue DAGTypeLegalizer::BitConvertToInteger(SDValue Op) {
  EVT IVT = EVT::integer(unsigned(Op.getValueSizeInBits()));
  return DAG.getNode(ISD::BITCAST, IVT, Op);
}

SDValue DAGTypeLegalizer::BitConvertVectorToIntegerVector(SDValue Op) {
  EVT VT = Op.getValueType();
  EVT IVT = EVT::vector(EVT::integer(VT.scalarSizeInBits()), VT.numElements());
  return DAG.getNode(ISD::BITCAST, IVT, Op);
}

std::pair<SDValue, int> DAGTypeLegalizer::CreateStackTemporary(EVT VT, uint64_t MinAlign) {
  FunctionLoweringInfo* FLI = DAG.functionInfo();
  if (!FLI) throw InternalError("type legalizer: a stack temporary needs the function's frame");
  uint64_t Size = VT.storeSizeInBytes();
  uint64_t Align = 1;
  while (Align < Size && Align < 16) Align *= 2; // the type's natural alignment, at most the stack's
  Align = std::max(Align, MinAlign);
  int FI = FLI->Frame.createStackObject(Size, Align);
  return {DAG.getFrameIndex(FI, TLI.getPointerTy()), FI};
}

SDValue DAGTypeLegalizer::CreateStackStoreLoad(SDValue Op, EVT DestVT) {
  EVT SrcVT = Op.getValueType();
  EVT Bigger = SrcVT.storeSizeInBytes() >= DestVT.storeSizeInBytes() ? SrcVT : DestVT;
  auto [Slot, FI] = CreateStackTemporary(Bigger);
  FunctionLoweringInfo* FLI = DAG.functionInfo();
  uint64_t Align = FLI->Frame.object(FI).Align;
  MemOperand SMO;
  SMO.F = MemOperand::Store;
  SMO.SizeInBytes = SrcVT.storeSizeInBytes();
  SMO.Align = SMO.BaseAlign = Align;
  SMO.PtrInfo = MachinePointerInfo::fixedStack(FI);
  SMO.PtrInfo.K = MachinePointerInfo::Kind::FixedStack;
  SDValue Store = DAG.getStore(DAG.getEntryNode(), Op, Slot, DAG.getMemOperand(SMO));
  MemOperand LMO = SMO;
  LMO.F = MemOperand::Load;
  LMO.SizeInBytes = DestVT.storeSizeInBytes();
  return DAG.getLoad(DestVT, Store, Slot, DAG.getMemOperand(LMO));
}

std::string DAGTypeLegalizer::nodeLine(const SDNode* N) const {
  return nodeText(DAG, N);
}

void DAGTypeLegalizer::trace(std::string_view Line) {
  if (!Trace) return;
  Trace->append(Line);
  Trace->push_back('\n');
}

void DAGTypeLegalizer::unsupported(const char* Family, SDNode* N, const char* What) const {
  throw CannotLowerError(std::string("type legalization (") + Family + ") has no rule for this " + What +
                         ": " + nodeLine(N));
}

// ---- the driver
// ---------------------------------------------------------------------------------------------

namespace {
const char* resultVerb(TypeAction A) {
  switch (A) {
  case TypeAction::PromoteInteger: return "Promote integer result";
  case TypeAction::ExpandInteger: return "Expand integer result";
  case TypeAction::SoftenFloat: return "Soften float result";
  case TypeAction::ExpandFloat: return "Expand float result";
  case TypeAction::ScalarizeVector: return "Scalarize node result";
  case TypeAction::SplitVector: return "Split node result";
  case TypeAction::WidenVector: return "Widen node result";
  case TypeAction::PromoteFloat: return "Promote float result";
  case TypeAction::SoftPromoteHalf: return "Soft promote half result";
  case TypeAction::Legal: break;
  }
  return "";
}
const char* operandVerb(TypeAction A) {
  switch (A) {
  case TypeAction::PromoteInteger: return "Promote integer operand";
  case TypeAction::ExpandInteger: return "Expand integer operand";
  case TypeAction::SoftenFloat: return "Soften float operand";
  case TypeAction::ExpandFloat: return "Expand float operand";
  case TypeAction::ScalarizeVector: return "Scalarize node operand";
  case TypeAction::SplitVector: return "Split node operand";
  case TypeAction::WidenVector: return "Widen node operand";
  case TypeAction::PromoteFloat: return "Promote float operand";
  case TypeAction::SoftPromoteHalf: return "Soft promote half operand";
  case TypeAction::Legal: break;
  }
  return "";
}
bool typeNeedsNoRegister(EVT VT) {
  return !VT.isData();
}
} // namespace

bool DAGTypeLegalizer::legalizeResults(SDNode* N, bool& Done) {
  Done = false;
  if (IgnoreNodeResults(N)) return false;
  for (unsigned I = 0; I < N->getNumValues(); ++I) {
    EVT VT = N->getValueType(I);
    if (typeNeedsNoRegister(VT)) continue;
    if (tracing()) trace("Analyzing result type: " + VT.str());
    TypeAction A = getTypeAction(VT);
    if (A == TypeAction::Legal) {
      trace("Legal result type");
      continue;
    }
    if (tracing()) trace(std::string(resultVerb(A)) + ": " + nodeLine(N));
    ProvenanceOf PS(DAG, ResultRule[unsigned(A)], N);
    ++Stats.Results[unsigned(A)];
    switch (A) {
    case TypeAction::PromoteInteger: PromoteIntegerResult(N, I); break;
    case TypeAction::ExpandInteger: ExpandIntegerResult(N, I); break;
    case TypeAction::SoftenFloat: SoftenFloatResult(N, I); break;
    case TypeAction::ExpandFloat: ExpandFloatResult(N, I); break;
    case TypeAction::ScalarizeVector: ScalarizeVectorResult(N, I); break;
    case TypeAction::SplitVector: SplitVectorResult(N, I); break;
    case TypeAction::WidenVector: WidenVectorResult(N, I); break;
    case TypeAction::PromoteFloat: PromoteFloatResult(N, I); break;
    case TypeAction::SoftPromoteHalf: SoftPromoteHalfResult(N, I); break;
    case TypeAction::Legal: break;
    }
    Done = true; // the routine handled every result of N
    return true;
  }
  return false;
}

bool DAGTypeLegalizer::legalizeOperands(SDNode* N, bool& Reanalyze) {
  Reanalyze = false;
  for (unsigned I = 0; I < N->getNumOperands(); ++I) {
    SDNode* OpN = N->getOperand(I).getNode();
    if (IgnoreNodeResults(OpN)) continue;
    EVT VT = N->getOperand(I).getValueType();
    if (typeNeedsNoRegister(VT)) continue;
    if (tracing()) trace("Analyzing operand: " + nodeLine(OpN));
    TypeAction A = getTypeAction(VT);
    if (A == TypeAction::Legal) {
      trace("Legal operand");
      continue;
    }
    if (tracing()) trace(std::string(operandVerb(A)) + ": " + nodeLine(N));
    ProvenanceOf PS(DAG, OperandRule[unsigned(A)], N);
    ++Stats.Operands[unsigned(A)];
    switch (A) {
    case TypeAction::PromoteInteger: Reanalyze = PromoteIntegerOperand(N, I); break;
    case TypeAction::ExpandInteger: Reanalyze = ExpandIntegerOperand(N, I); break;
    case TypeAction::SoftenFloat: Reanalyze = SoftenFloatOperand(N, I); break;
    case TypeAction::ExpandFloat: Reanalyze = ExpandFloatOperand(N, I); break;
    case TypeAction::ScalarizeVector: Reanalyze = ScalarizeVectorOperand(N, I); break;
    case TypeAction::SplitVector: Reanalyze = SplitVectorOperand(N, I); break;
    case TypeAction::WidenVector: Reanalyze = WidenVectorOperand(N, I); break;
    case TypeAction::PromoteFloat: Reanalyze = PromoteFloatOperand(N, I); break;
    case TypeAction::SoftPromoteHalf: Reanalyze = SoftPromoteHalfOperand(N, I); break;
    case TypeAction::Legal: break;
    }
    return true; // one illegal operand per visit; the node comes back if more remain
  }
  return false;
}

bool DAGTypeLegalizer::run() {
  bool Changed = false;
  // The root is held by a handle so that replacing it needs no special case.
  HandleSDNode Dummy(DAG.getRoot());
  Dummy.setNodeId(Unanalyzed);
  DAG.setRoot(SDValue());

  for (SDNode* N : DAG.allnodes()) {
    if (N->getNumOperands() == 0) {
      N->setNodeId(ReadyToProcess);
      Worklist.push_back(N);
    } else {
      N->setNodeId(Unanalyzed);
    }
  }

  while (!Worklist.empty()) {
    SDNode* N = Worklist.back();
    Worklist.pop_back();
    DT_CHECK(N->getNodeId() == ReadyToProcess, "a node on the worklist must be ready");
    if (tracing()) trace("\nLegalizing node: " + nodeLine(N));

    bool ResultsDone = false;
    if (legalizeResults(N, ResultsDone)) {
      // The node's values are recorded in the maps (its users look them up when they are legalized) or
      // were replaced outright.
      Changed = true;
    } else {
      bool Reanalyze = false;
      if (legalizeOperands(N, Reanalyze)) {
        Changed = true;
        if (Reanalyze) {
          // N was updated in place: recount its operands (it may have become equal to another node).
          DT_CHECK(N->getNodeId() == ReadyToProcess, "an updated node must not have been recounted");
          N->setNodeId(NewNode);
          SDNode* M = AnalyzeNewNode(N);
          // If N became equal to an existing node, that is a replacement of all N's values.
          if (M != N)
            for (unsigned R = 0; R < N->getNumValues(); ++R) ReplaceValueWith(SDValue(N, R), SDValue(M, R));
          continue;
        }
        // Otherwise N's values were replaced: it has no users left and is marked done below.
      } else if (tracing()) {
        trace("Legally typed node: " + nodeLine(N));
      }
    }

    // N is done: its users may become ready.
    N->setNodeId(Processed);
    for (SDNode::use_iterator UI = N->use_begin(), UE = N->use_end(); UI != UE; ++UI) {
      SDNode* User = *UI;
      int Id = User->getNodeId();
      if (Id > 0) {
        User->setNodeId(--Id);
        if (Id == ReadyToProcess) Worklist.push_back(User);
        continue;
      }
      if (Id == NewNode) continue; // counted when it is analyzed
      DT_CHECK(Id == Unanalyzed, "a user of an unprocessed node cannot be processed");
      // The first operand of this user to be processed: the others are still pending.
      User->setNodeId(int(User->getNumOperands()) - 1);
      if (User->getNumOperands() == 1) Worklist.push_back(User);
    }
  }

  DAG.setRoot(Dummy.getValue());
  DAG.RemoveDeadNodes();
  PerformFinalCheck();
  return Changed;
}

void DAGTypeLegalizer::PerformFinalCheck() {
  auto illegal = [&](EVT VT) { return !typeNeedsNoRegister(VT) && !isTypeLegal(VT); };
  // A node whose results are legal but which still uses an illegal value was never finished: it is the
  // culprit, and the illegal values it keeps alive are symptoms. Report it first, with its node state.
  for (SDNode* N : DAG.allnodes()) {
    if (IgnoreNodeResults(N)) continue;
    bool ResultsLegal = true;
    for (unsigned I = 0; I < N->getNumValues(); ++I) ResultsLegal &= !illegal(N->getValueType(I));
    if (!ResultsLegal) continue;
    for (unsigned I = 0; I < N->getNumOperands(); ++I) {
      const SDValue& Op = N->getOperand(I);
      if (IgnoreNodeResults(Op.getNode()) || !illegal(Op.getValueType())) continue;
      throw InternalError("type legalization left an operand of illegal type " + Op.getValueType().str() +
                          ": " + nodeLine(N) + " (node state " + std::to_string(N->getNodeId()) + ")");
    }
  }
  for (SDNode* N : DAG.allnodes()) {
    if (IgnoreNodeResults(N)) continue;
    for (unsigned I = 0; I < N->getNumValues(); ++I) {
      EVT VT = N->getValueType(I);
      if (!illegal(VT)) continue;
      std::string Users;
      unsigned Shown = 0;
      for (auto UI = N->use_begin(), UE = N->use_end(); UI != UE && Shown < 3; ++UI, ++Shown)
        Users += "\n  used by " + nodeLine(*UI);
      throw InternalError("type legalization left a value of illegal type " + VT.str() + ": " + nodeLine(N) +
                          Users);
    }
  }
}

} // namespace dt
