// combine/DAGCombiner.cpp — the combiner's driver: worklist, dead-node pruning, replacement, dispatch to
// the fold families and the target, re-legalization at the last level. See DAGCombiner.h.
#include "combine/DAGCombiner.h"

#include "dag/Printer.h"
#include "legalize/LegalizeDAG.h"
#include "support/Diagnostics.h"

#include <optional>

namespace dt {

namespace {
constexpr int NotQueued = -1;
constexpr int CombinedBefore = -2;
} // namespace

/// Keeps the worklist free of deleted nodes and puts every new node up for pruning (LLVM's WorklistRemover
/// and WorklistInserter in one).
class CombinerListener final : public DAGUpdateListener {
public:
  CombinerListener(SelectionDAG& D, DAGCombiner& C) : DAGUpdateListener(D), C(C) {}
  void NodeDeleted(SDNode* N, SDNode*) override { C.removeFromWorklist(N); }
  void NodeInserted(SDNode* N) override { C.considerForPruning(N); }

private:
  DAGCombiner& C;
};

DAGCombiner::DAGCombiner(SelectionDAG& DAG, const TargetLowering& TLI, CombineLevel Level, CombineOptions Opts)
    : DAG(DAG), TLI(TLI), Level(Level), Opts(Opts) {
  for (const auto& [VT, RegClass] : TLI.registerClasses())
    MaximumLegalStoreInBits = std::max(MaximumLegalStoreInBits, VT.sizeInBits());
}

bool combineDAG(SelectionDAG& DAG, const TargetLowering& TLI, CombineLevel Level, CombineOptions Opts) {
  return DAGCombiner(DAG, TLI, Level, Opts).run();
}

EVT DAGCombiner::setCCResultType(EVT VT) const {
  return legalTypes() || VT.isVector() ? TLI.getSetCCResultType(VT) : EVT::i1();
}

std::string DAGCombiner::nodeLine(const SDNode* N) const { return nodeText(DAG, N); }

void DAGCombiner::trace(std::string_view Text) {
  if (Opts.Trace) Opts.Trace->append(Text);
}

// ---- the worklist -------------------------------------------------------------------------------------------

int& DAGCombiner::worklistIndex(const SDNode* N) {
  uint32_t Id = N->getPersistentId();
  if (Id >= WorklistIndex.size()) WorklistIndex.resize(std::max<size_t>(Id + 1, WorklistIndex.size() * 2), NotQueued);
  return WorklistIndex[Id];
}

void DAGCombiner::addToWorklist(SDNode* N, bool CandidateForPruning, bool SkipIfCombinedBefore) {
  // The EntryToken has nothing to combine, and revisiting its (possibly thousands of) users finds nothing.
  // A HandleSDNode (the held root, or a fold's temporary) is not in the DAG: it is never queued (LLVM skips
  // HANDLENODE too); it shows up as a user when the node it holds is replaced.
  if (N->getOpcode() == ISD::EntryToken || N->getOpcode() == ISD::HANDLENODE) return;
  int& Index = worklistIndex(N);
  if (SkipIfCombinedBefore && Index == CombinedBefore) return;
  if (CandidateForPruning) considerForPruning(N);
  if (Index < 0) {
    Index = int(Worklist.size());
    Worklist.push_back(N);
  }
}

void DAGCombiner::addToWorklistWithUsers(SDNode* N) {
  // Users first, so that N itself is popped (combined) before them.
  for (SDNode* User : N->uses()) addToWorklist(User);
  addToWorklist(N);
}

// LLVM queues every user of a replacement, and so do we while it has at most FewUsers of them. A widely
// used replacement (an argument, a constant) would make each such fold cost its whole use list, which is
// quadratic on big blocks; then only the users that just got it as a new operand are queued. A replacement
// prepends the uses it moves to the new node's use list, so those are its first MovedUses entries. The
// users skipped had the same operands when they were combined last; visiting them again rarely folds
// anything (on a generated 100k-instruction block: 0.3% fewer folds, at a fifth of the visits).
void DAGCombiner::addMovedUsersToWorklist(SDNode* To, size_t MovedUses) {
  constexpr size_t FewUsers = 64;
  size_t Users = 0;
  for (auto It = To->uses().begin(); It != To->uses().end() && Users <= FewUsers + MovedUses; ++It) ++Users;
  size_t Limit = Users <= FewUsers + MovedUses ? Users : MovedUses;
  size_t Seen = 0;
  for (SDNode* User : To->uses()) {
    if (Seen++ == Limit) break;
    addToWorklist(User);
  }
  addToWorklist(To);
}

void DAGCombiner::removeFromWorklist(SDNode* N) {
  StoreRootCount.erase(N);
  int& Index = worklistIndex(N);
  if (Index >= 0) Worklist[size_t(Index)] = nullptr;
  Index = NotQueued;
}

void DAGCombiner::clearDanglingWorklistEntries() {
  // Nodes created by a fold that ended up unused are deleted before anything else is combined.
  // Deleted nodes are not removed from the list (that would be a linear search per deletion); their memory
  // reads DELETED_NODE until a new node reuses it, and a reused slot is a new node, which is on the list
  // anyway.
  while (!PruningList.empty()) {
    SDNode* N = PruningList.back();
    PruningList.pop_back();
    if (N->getOpcode() != ISD::DELETED_NODE && N->use_empty()) recursivelyDeleteUnusedNodes(N);
  }
}

SDNode* DAGCombiner::nextWorklistEntry() {
  clearDanglingWorklistEntries();
  SDNode* N = nullptr;
  while (!N && !Worklist.empty()) {
    N = Worklist.back();
    Worklist.pop_back();
  }
  if (N) worklistIndex(N) = CombinedBefore;
  return N;
}

bool DAGCombiner::recursivelyDeleteUnusedNodes(SDNode* N) {
  if (!N->use_empty()) return false;
  // A set-vector: each node is in it at most once, and the last inserted is handled first. Membership is a
  // flag per persistent id, and the stack keeps its memory between calls: this runs for every deletion.
  // (Moved out and back, so that a nested call would only cost an allocation, never corrupt the outer one.)
  std::vector<SDNode*> Nodes = std::move(DeleteStack);
  std::vector<uint8_t> InNodes = std::move(OnDeleteStack);
  auto inNodes = [&](const SDNode* M) -> uint8_t& {
    uint32_t Id = M->getPersistentId();
    if (Id >= InNodes.size()) InNodes.resize(std::max<size_t>(Id + 1, InNodes.size() * 2), 0);
    return InNodes[Id];
  };
  Nodes.assign(1, N);
  inNodes(N) = 1;
  while (!Nodes.empty()) {
    SDNode* M = Nodes.back();
    Nodes.pop_back();
    inNodes(M) = 0;
    if (M->use_empty()) {
      for (const SDUse& Op : M->ops()) {
        uint8_t& In = inNodes(Op.getNode());
        if (!In) {
          In = 1;
          Nodes.push_back(Op.getNode());
        }
      }
      removeFromWorklist(M);
      DAG.DeleteNode(M);
      Changed = true;
    } else {
      addToWorklist(M);
    }
  }
  DeleteStack = std::move(Nodes);
  OnDeleteStack = std::move(InNodes);
  return true;
}

void DAGCombiner::deleteAndRecombine(SDNode* N) {
  removeFromWorklist(N);
  // Operands that lose their last use, or may now fold differently, are revisited.
  for (const SDUse& Op : N->ops())
    if (Op.getNode()->hasOneUse() || Op.getNode()->getNumValues() > 1) addToWorklist(Op.getNode());
  DAG.DeleteNode(N);
  Changed = true;
}

// ---- replacement ---------------------------------------------------------------------------------------------

SDValue DAGCombiner::combineTo(SDNode* N, std::span<const SDValue> To, bool AddTo) {
  DT_CHECK(To.size() == N->getNumValues(), "combineTo needs one value per result");
  if (tracing()) {
    trace("\nReplacing.1 " + nodeLine(N) + "\nWith: " + nodeLine(To[0].getNode()));
    if (To.size() > 1) trace(" and " + std::to_string(To.size() - 1) + " other values");
    trace("\n");
  }
  size_t MovedUses = N->useCount();
  DAG.ReplaceAllUsesWith(N, To.data());
  Changed = true;
  if (AddTo)
    for (const SDValue& V : To)
      if (V.getNode()) addMovedUsersToWorklist(V.getNode(), MovedUses);
  // The replacement may have folded back into something that still needs N.
  if (N->use_empty()) deleteAndRecombine(N);
  return SDValue(N, 0);
}

void DAGCombiner::commitReplacement(SDValue Old, SDValue New) {
  if (tracing()) trace("\nReplacing.2 " + nodeLine(Old.getNode()) + "\nWith: " + nodeLine(New.getNode()) + "\n");
  size_t MovedUses = Old->useCount();
  DAG.ReplaceAllUsesOfValueWith(Old, New);
  Changed = true;
  addMovedUsersToWorklist(New.getNode(), MovedUses);
  recursivelyDeleteUnusedNodes(Old.getNode());
}

// ---- the run ------------------------------------------------------------------------------------------------

bool DAGCombiner::run() {
  CombinerListener Listener(DAG, *this);
  // Sized once for the nodes there are (new ones grow it): growing from empty cost a reallocation per
  // doubling in every run, and most runs are over small blocks.
  WorklistIndex.assign(DAG.nextPersistentId(), NotQueued);
  size_t NumNodes = 0;
  for (SDNode* N : DAG.allnodes()) {
    addToWorklist(N, /*CandidateForPruning=*/N->use_empty(), false);
    ++NumNodes;
  }
  // Holds the root so that it is never deleted and follows its replacements.
  HandleSDNode Root(DAG.getRoot());
  std::optional<SelectionDAGLegalize> Legalizer;
  if (legalDAG()) Legalizer.emplace(DAG, TLI);

  const uint64_t Budget = uint64_t(Opts.BudgetPerNode) * NumNodes + 10000;
  uint64_t Combines = 0, Visited = 0;
  while (SDNode* N = nextWorklistEntry()) {
    if (recursivelyDeleteUnusedNodes(N)) continue;
    if (Legalizer) {
      std::vector<SDNode*> Updated;
      bool StillValid = Legalizer->legalizeSingle(N, Updated);
      for (SDNode* U : Updated) addToWorklistWithUsers(U);
      if (!Updated.empty()) Changed = true;
      if (!StillValid) continue;
    }
    if (tracing()) trace("\nCombining: " + nodeLine(N) + "\n");
    for (const SDUse& Op : N->ops()) addToWorklist(Op.getNode(), true, /*SkipIfCombinedBefore=*/true);

    ++Visited;
    SDValue RV = combine(N);
    if (!RV) continue;
    if (++Combines > Budget)
      throw InternalError("the DAG combiner exceeded its budget of " + std::to_string(Budget) +
                             " combines for a block of " + std::to_string(NumNodes) +
                             " nodes: two folds are undoing each other; the last node combined was " + nodeLine(N));
    Changed = true;
    // combineTo already did the replacement and the worklist bookkeeping.
    if (RV.getNode() == N) continue;
    if (tracing()) trace(" ... into: " + nodeLine(RV.getNode()) + "\n");
    size_t MovedUses = N->useCount();
    if (N->getNumValues() == RV->getNumValues()) {
      DAG.ReplaceAllUsesWith(N, RV.getNode());
    } else {
      DT_CHECK(N->getNumValues() == 1 && N->getValueType(0) == RV.getValueType(),
               "a fold must keep the node's result types");
      DAG.ReplaceAllUsesWith(N, &RV);
    }
    if (RV.getOpcode() != ISD::EntryToken) addMovedUsersToWorklist(RV.getNode(), MovedUses);
    recursivelyDeleteUnusedNodes(N);
  }
  DAG.setRoot(Root.getValue());
  DAG.RemoveDeadNodes();
  if (Opts.Stats) {
    Opts.Stats->Nodes += NumNodes;
    Opts.Stats->Visited += Visited;
    Opts.Stats->Combined += Combines;
    Opts.Stats->Budget += Budget;
  }
  return Changed;
}

SDValue DAGCombiner::combine(SDNode* N) {
  SDValue RV = visit(N);
  if (!RV && (N->getOpcode() >= ISD::BUILTIN_OP_END || TLI.hasTargetDAGCombine(N->getOpcode())))
    RV = TLI.PerformDAGCombine(N, *this);
  // A commutative node whose commuted twin already exists is that twin (constants stay on the right).
  if (!RV && N->getNumOperands() == 2 && ISD::isCommutative(N->getOpcode())) {
    SDValue N0 = N->getOperand(0), N1 = N->getOperand(1);
    if (N0 != N1 && (isConstantNode(N0) || !isConstantNode(N1))) {
      const SDValue Ops[] = {N1, N0};
      if (SDNode* Twin = DAG.getNodeIfExists(N->getOpcode(), N->getVTList(), Ops)) return SDValue(Twin, 0);
    }
  }
  return RV;
}

SDValue DAGCombiner::visit(SDNode* N) {
  switch (N->getOpcode()) {
  case ISD::ADD:
  case ISD::SUB:
  case ISD::MUL:
  case ISD::SDIV:
  case ISD::UDIV:
  case ISD::SREM:
  case ISD::UREM:
  case ISD::SDIVREM:
  case ISD::UDIVREM:
  case ISD::MULHS:
  case ISD::MULHU:
  case ISD::SMUL_LOHI:
  case ISD::UMUL_LOHI:
  case ISD::SADDO:
  case ISD::UADDO:
  case ISD::SSUBO:
  case ISD::USUBO:
  case ISD::SMULO:
  case ISD::UMULO:
  case ISD::UADDO_CARRY:
  case ISD::USUBO_CARRY:
  case ISD::SADDO_CARRY:
  case ISD::SSUBO_CARRY:
  case ISD::SMIN:
  case ISD::SMAX:
  case ISD::UMIN:
  case ISD::UMAX:
  case ISD::ABS:
  case ISD::SADDSAT:
  case ISD::UADDSAT:
  case ISD::SSUBSAT:
  case ISD::USUBSAT: return combineIntegerArith(*this, N);
  case ISD::AND:
  case ISD::OR:
  case ISD::XOR: return combineLogic(*this, N);
  case ISD::SHL:
  case ISD::SRA:
  case ISD::SRL:
  case ISD::ROTL:
  case ISD::ROTR:
  case ISD::FSHL:
  case ISD::FSHR:
  case ISD::CTLZ:
  case ISD::CTLZ_ZERO_UNDEF:
  case ISD::CTTZ:
  case ISD::CTTZ_ZERO_UNDEF:
  case ISD::CTPOP:
  case ISD::BSWAP:
  case ISD::BITREVERSE: return combineShift(*this, N);
  case ISD::SIGN_EXTEND:
  case ISD::ZERO_EXTEND:
  case ISD::ANY_EXTEND:
  case ISD::TRUNCATE:
  case ISD::SIGN_EXTEND_INREG:
  case ISD::AssertSext:
  case ISD::AssertZext:
  case ISD::BITCAST:
  case ISD::BUILD_PAIR:
  case ISD::EXTRACT_ELEMENT:
  case ISD::FREEZE: return combineExtend(*this, N);
  case ISD::SETCC:
  case ISD::SELECT:
  case ISD::VSELECT:
  case ISD::SELECT_CC:
  case ISD::BRCOND:
  case ISD::BR_CC: return combineCompareSelect(*this, N);
  case ISD::LOAD:
  case ISD::STORE:
  case ISD::TokenFactor:
  case ISD::MERGE_VALUES: return combineMemory(*this, N);
  default: break;
  }
  if (N->getNumValues() > 0 && N->getValueType(0).isFloatingPoint()) return combineFloat(*this, N);
  switch (N->getOpcode()) {
  case ISD::FP_TO_SINT:
  case ISD::FP_TO_UINT:
  case ISD::FP_TO_SINT_SAT:
  case ISD::FP_TO_UINT_SAT:
  case ISD::FP_TO_FP16:
  case ISD::IS_FPCLASS: return combineFloat(*this, N);
  default: return SDValue();
  }
}

} // namespace dt
