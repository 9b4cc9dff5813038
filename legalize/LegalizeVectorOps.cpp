// legalize/LegalizeVectorOps.cpp — the vector-operation legalizer (LLVM 19's VectorLegalizer in
// LegalizeVectorOps.cpp). See LegalizeVectorOps.h.
//
// The walk: when some node has a vector value, the node list is put in topological order and every node
// present at the start is legalized in that order. Legalizing a value first legalizes its operands (a memo,
// LLVM's LegalizedNodes map, makes each value legalized once and maps it to its replacement), then updates
// the node's operands. Only opcodes LLVM's VectorLegalizer::LegalizeOp lists consult the action tables, and
// only when the node has a vector result or operand; everything else (BUILD_VECTOR, EXTRACT_VECTOR_ELT,
// shuffles, bitcasts ...) is left for the operation legalizer. A rewrite's results are legalized in turn,
// recursively, before they are recorded as the replacement. No use is ever replaced: users pick up the
// replacements through the memo, so nodes keep LLVM's creation order and ids.
//
// Keys (as LLVM's LegalizeOp): most opcodes by result 0; conversions from integers, lround/lrint and the
// reductions by operand 0 (the sequential FP reductions by operand 1); SETCC by its condition code first,
// then by the compared type; vector extending loads / truncating stores by setLoadExtAction /
// setTruncStoreAction (plain vector loads and stores are the operation legalizer's business);
// MERGE_VALUES is always expanded.
//
// Expand: legalize/ExpandVectorOps.cpp (LLVM's VectorLegalizer::Expand: a rewrite on the vector type when the
// operations it needs are available, else unrolling).
// Promote: bitcast to the promote-to vector type and back (fp_extend / fp_round for FP element types);
// [SU]INT_TO_FP extend the operand; FP_TO_[SU]INT compute in the wider type, assert and truncate; SETCC
// extends both compared operands. Extending loads and truncating stores whose action is Promote/LibCall are
// not implemented (CannotLowerError naming the node).
#include "legalize/LegalizeVectorOps.h"

#include "dag/Printer.h"
#include "legalize/ExpandVectorOps.h"
#include "legalize/LegalizeTypes.h"
#include "legalize/VectorTypeKit.h"
#include "support/Diagnostics.h"

#include <optional>
#include <unordered_map>
#include <vector>

namespace dt {

namespace {

bool hasVectorValueOrOperand(const SDNode* N) {
  for (unsigned I = 0; I < N->getNumValues(); ++I)
    if (N->getValueType(I).isVector()) return true;
  for (unsigned I = 0; I < N->getNumOperands(); ++I)
    if (N->getOperand(I).getValueType().isVector()) return true;
  return false;
}

bool isLegalOrCustom(LegalizeAction A) {
  return A == LegalizeAction::Legal || A == LegalizeAction::Custom;
}

class VectorLegalizer {
public:
  VectorLegalizer(SelectionDAG& DAG, const TargetLowering& TLI, std::string* Trace)
      : DAG(DAG), TLI(TLI), Trace(Trace), SideTypeLegalizer(DAG, TLI), Kit(SideTypeLegalizer) {}

  bool run();

private:
  // ---- the walk (LLVM's LegalizeOp, TranslateLegalizeResults, RecursivelyLegalizeResults) ----------------
  SDValue legalizeOp(SDValue Op);
  void addLegalized(SDValue From, SDValue To) {
    Legalized.emplace(From, To);
    if (From != To) Legalized.emplace(To, To); // a replacement asked for again is itself
  }
  SDValue translateResults(SDValue Op, SDNode* Result) {
    for (unsigned I = 0; I < Op->getNumValues(); ++I) addLegalized(Op.getValue(I), SDValue(Result, I));
    return SDValue(Result, Op.getResNo());
  }
  SDValue legalizeResults(SDValue Op, std::vector<SDValue>& Results) {
    DT_CHECK(Results.size() == Op->getNumValues(), "a vector rewrite must give one value per result");
    for (unsigned I = 0; I < Results.size(); ++I) {
      Results[I] = legalizeOp(Results[I]);
      addLegalized(Op.getValue(I), Results[I]);
    }
    return Results[Op.getResNo()];
  }
  /// Whether the tables say anything about N here, and what (the switch of LLVM's LegalizeOp).
  std::optional<LegalizeAction> actionFor(const SDNode* N) const;
  bool lowerCustom(SDNode* N, std::vector<SDValue>& Results);

  // ---- promotion ---------------------------------------------------------------------------------------
  void promote(SDNode* N, std::vector<SDValue>& Results);
  void promoteIntToFP(SDNode* N, std::vector<SDValue>& Results);
  void promoteFPToInt(SDNode* N, std::vector<SDValue>& Results);
  void promoteSetCC(SDNode* N, std::vector<SDValue>& Results);

  [[noreturn]] void notImplemented(const SDNode* N, const char* What) const {
    throw CannotLowerError(std::string("vector operation legalization: ") + What +
                           " is not implemented: " + nodeText(DAG, N));
  }

  void trace(const std::string& Line) {
    if (Trace) Trace->append(Line).push_back('\n');
  }
  LegalizeAction action(int32_t Op, EVT VT) const { return TLI.getOperationAction(Op, VT); }
  bool legalOrCustom(int32_t Op, EVT VT) const { return TLI.isOperationLegalOrCustom(Op, VT); }
  bool legalOrCustomOrPromote(int32_t Op, EVT VT) const {
    return TLI.isTypeLegal(VT) &&
           (isLegalOrCustom(action(Op, VT)) || action(Op, VT) == LegalizeAction::Promote);
  }

  SelectionDAG& DAG;
  const TargetLowering& TLI;
  std::string* Trace;
  // The type legalizer's vector kit (unrolling, scalarized loads and stores) needs a type legalizer to ask
  // for stack temporaries; none of the helpers used here does, and nothing is recorded in it.
  DAGTypeLegalizer SideTypeLegalizer;
  vectors::VectorKit Kit;
  std::unordered_map<SDValue, SDValue, SDValueHash> Legalized;
  bool Changed = false;
};

bool VectorLegalizer::run() {
  bool HasVectors = false;
  for (SDNode* N : DAG.allnodes())
    for (unsigned I = 0; I < N->getNumValues() && !HasVectors; ++I)
      HasVectors = N->getValueType(I).isVector();
  if (!HasVectors) return false;

  // Topological order, so that each node's operands are legalized before it (no deep recursion). Nodes a
  // rewrite creates are appended behind the last original node and legalized through the recursion.
  DAG.AssignTopologicalOrder();
  SDNode* Last = DAG.lastNode();
  for (SDNode* N = DAG.firstNode();; N = N->nextInList()) {
    legalizeOp(SDValue(N, 0));
    if (N == Last) break;
  }
  SDValue OldRoot = DAG.getRoot();
  auto It = Legalized.find(OldRoot);
  DT_CHECK(It != Legalized.end(), "the vector legalizer did not reach the root");
  DAG.setRoot(It->second);
  Legalized.clear();
  DAG.RemoveDeadNodes();
  return Changed;
}

std::optional<LegalizeAction> VectorLegalizer::actionFor(const SDNode* N) const {
  // The keys are TargetLowering's vector key table (what --print-action-keys documents).
  int32_t Opc = N->getOpcode();
  switch (vectorActionKey(Opc)) {
  case VectorActionKey::NotHandled: return std::nullopt;
  case VectorActionKey::Result0: return action(Opc, N->getValueType(0));
  case VectorActionKey::Operand0: {
    LegalizeAction A = action(Opc, N->getOperand(0).getValueType());
    // A promoted scalar result of an FP min/max reduction is the operation legalizer's business.
    bool FPMinMaxReduce = Opc == ISD::VECREDUCE_FMAX || Opc == ISD::VECREDUCE_FMIN ||
                          Opc == ISD::VECREDUCE_FMAXIMUM || Opc == ISD::VECREDUCE_FMINIMUM;
    return FPMinMaxReduce && A == LegalizeAction::Promote ? LegalizeAction::Legal : A;
  }
  case VectorActionKey::Operand1: return action(Opc, N->getOperand(1).getValueType());
  case VectorActionKey::CondCodeFirst: {
    EVT OpVT = N->getOperand(0).getValueType();
    LegalizeAction A = TLI.getCondCodeAction(N->getOperand(2)->getCondCode(), OpVT);
    return A == LegalizeAction::Legal ? action(Opc, OpVT) : A;
  }
  case VectorActionKey::LoadExt: {
    EVT MemVT = N->getMemoryVT();
    if (MemVT.isVector() && N->getExtensionType() != ISD::NON_EXTLOAD)
      return TLI.getLoadExtAction(N->getExtensionType(), N->getValueType(0), MemVT);
    return LegalizeAction::Legal;
  }
  case VectorActionKey::TruncStore: {
    EVT MemVT = N->getMemoryVT();
    if (MemVT.isVector() && N->isTruncatingStore())
      return TLI.getTruncStoreAction(N->getOperand(1).getValueType(), MemVT);
    return LegalizeAction::Legal;
  }
  case VectorActionKey::LegalMeansExpand: {
    LegalizeAction A = action(Opc, N->getValueType(0));
    return A == LegalizeAction::Legal ? LegalizeAction::Expand : A;
  }
  }
  return std::nullopt;
}

SDValue VectorLegalizer::legalizeOp(SDValue Op) {
  if (auto It = Legalized.find(Op); It != Legalized.end()) return It->second;

  std::vector<SDValue> Ops;
  Ops.reserve(Op->getNumOperands());
  for (unsigned I = 0; I < Op->getNumOperands(); ++I) Ops.push_back(legalizeOp(Op->getOperand(I)));
  SDNode* Node = DAG.UpdateNodeOperands(Op.getNode(), Ops);

  if (!hasVectorValueOrOperand(Node)) return translateResults(Op, Node);
  std::optional<LegalizeAction> Action = actionFor(Node);
  if (!Action) return translateResults(Op, Node);

  if (Trace) trace("\nLegalizing vector op: " + nodeText(DAG, Node));
  std::vector<SDValue> Results;
  ProvenanceScope Scope(DAG, "vector-legalize", Node);
  switch (*Action) {
  case LegalizeAction::Promote:
    if (Node->getOpcode() == ISD::LOAD || Node->getOpcode() == ISD::STORE)
      notImplemented(Node, "promoting an extending load or truncating store");
    trace("Promoting");
    promote(Node, Results);
    break;
  case LegalizeAction::Legal: trace("Legal node: nothing to do"); break;
  case LegalizeAction::Custom:
    trace("Trying custom legalization");
    if (lowerCustom(Node, Results)) break;
    trace("Could not custom legalize node");
    [[fallthrough]];
  case LegalizeAction::Expand:
    trace("Expanding");
    expandVectorOp(DAG, TLI, Kit, Node, Results);
    break;
  case LegalizeAction::LibCall:
    throw CannotLowerError("vector operation legalization: no rule for a LibCall action: " +
                           nodeText(DAG, Node));
  }
  if (Results.empty()) return translateResults(Op, Node);
  Changed = true;
  return legalizeResults(Op, Results);
}

bool VectorLegalizer::lowerCustom(SDNode* N, std::vector<SDValue>& Results) {
  SDValue Res = TLI.LowerOperation(SDValue(N, 0), DAG);
  if (!Res) return false;
  if (Res == SDValue(N, 0)) return true; // kept as it is
  if (N->getNumValues() == 1) {
    Results.push_back(Res); // may be another result number than 0
    return true;
  }
  DT_CHECK(Res->getNumValues() == N->getNumValues(), "custom lowering returned the wrong number of results");
  for (unsigned I = 0; I < N->getNumValues(); ++I) Results.push_back(Res.getValue(I));
  return true;
}

// ---- promotion ----------------------------------------------------------------------------------------

void VectorLegalizer::promote(SDNode* N, std::vector<SDValue>& Results) {
  switch (N->getOpcode()) {
  case ISD::SINT_TO_FP:
  case ISD::UINT_TO_FP: return promoteIntToFP(N, Results);
  case ISD::FP_TO_SINT:
  case ISD::FP_TO_UINT: return promoteFPToInt(N, Results);
  case ISD::SETCC: return promoteSetCC(N, Results);
  case ISD::FP_ROUND:
  case ISD::FP_EXTEND: notImplemented(N, "promoting the conversions promotion is made of");
  default: break;
  }
  // A vector of integers as another vector of the same width (AND v2i64 as v4i32), or FP elements computed
  // in a wider FP type of the same count.
  if (N->getNumValues() != 1) notImplemented(N, "promoting a node with several results");
  EVT VT = N->getValueType(0);
  EVT NVT = TLI.getTypeToPromoteTo(N->getOpcode(), VT);
  bool FPToFP = VT.isFloatingPoint() && NVT.isFloatingPoint();
  std::vector<SDValue> Operands;
  for (unsigned I = 0; I < N->getNumOperands(); ++I) {
    SDValue O = N->getOperand(I);
    if (!O.getValueType().isVector())
      Operands.push_back(O);
    else if (O.getValueType().isFloatingPoint() && NVT.isVector() && NVT.isFloatingPoint())
      Operands.push_back(DAG.getNode(ISD::FP_EXTEND, NVT, O));
    else
      Operands.push_back(DAG.getNode(ISD::BITCAST, NVT, O));
  }
  SDValue Res = DAG.getNode(N->getOpcode(), NVT, Operands, N->getFlags());
  if (FPToFP)
    Res = DAG.getNode(ISD::FP_ROUND, VT, Res, DAG.getIntPtrConstant(0, /*IsTarget=*/true));
  else
    Res = DAG.getNode(ISD::BITCAST, VT, Res);
  Results.push_back(Res);
}

void VectorLegalizer::promoteIntToFP(SDNode* N, std::vector<SDValue>& Results) {
  // The integer operand is extended (by the conversion's signedness) to the promote-to type.
  EVT VT = N->getOperand(0).getValueType();
  EVT NVT = TLI.getTypeToPromoteTo(N->getOpcode(), VT);
  DT_CHECK(NVT.numElements() == VT.numElements(), "promotion must keep the element count");
  int32_t Ext = N->getOpcode() == ISD::UINT_TO_FP ? ISD::ZERO_EXTEND : ISD::SIGN_EXTEND;
  std::vector<SDValue> Operands;
  for (unsigned I = 0; I < N->getNumOperands(); ++I) {
    SDValue O = N->getOperand(I);
    Operands.push_back(O.getValueType().isVector() ? DAG.getNode(Ext, NVT, O) : O);
  }
  Results.push_back(DAG.getNode(N->getOpcode(), N->getValueType(0), Operands));
}

void VectorLegalizer::promoteFPToInt(SDNode* N, std::vector<SDValue>& Results) {
  // Converted to wider integers, which are known to fit the original ones (else the result was poison).
  EVT VT = N->getValueType(0);
  EVT NVT = TLI.getTypeToPromoteTo(N->getOpcode(), VT);
  DT_CHECK(NVT.numElements() == VT.numElements(), "promotion must keep the element count");
  int32_t NewOpc = N->getOpcode();
  if (NewOpc == ISD::FP_TO_UINT && legalOrCustom(ISD::FP_TO_SINT, NVT)) NewOpc = ISD::FP_TO_SINT;
  SDValue Promoted = DAG.getNode(NewOpc, NVT, N->getOperand(0));
  int32_t Assert = N->getOpcode() == ISD::FP_TO_UINT ? ISD::AssertZext : ISD::AssertSext;
  Promoted = DAG.getNode(Assert, NVT, Promoted, DAG.getValueType(VT.scalarType()));
  Results.push_back(DAG.getNode(ISD::TRUNCATE, VT, Promoted));
}

void VectorLegalizer::promoteSetCC(SDNode* N, std::vector<SDValue>& Results) {
  EVT VecVT = N->getOperand(0).getValueType();
  EVT NewVecVT = TLI.getTypeToPromoteTo(N->getOpcode(), VecVT);
  int32_t Ext = VecVT.isFloatingPoint() ? ISD::FP_EXTEND : ISD::ANY_EXTEND;
  SDValue LHS = DAG.getNode(Ext, NewVecVT, N->getOperand(0));
  SDValue RHS = DAG.getNode(Ext, NewVecVT, N->getOperand(1));
  Results.push_back(DAG.getNode(ISD::SETCC, N->getValueType(0), {LHS, RHS, N->getOperand(2)}, N->getFlags()));
}

} // namespace

bool legalizeVectorOps(SelectionDAG& DAG, const TargetLowering& TLI, std::string* Trace) {
  return VectorLegalizer(DAG, TLI, Trace).run();
}

} // namespace dt
