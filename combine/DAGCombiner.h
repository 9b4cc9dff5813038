// combine/DAGCombiner.h — the DAG combiner (LLVM 19's DAGCombiner): local rewrites that clean up what
// building and each legalization phase leave behind.
//
// Duty: run LLVM's worklist over one block's DAG at one of four levels. Every node goes on the worklist (in
// list order) and is popped from the back; a node without uses is deleted with its newly dead operands; a
// popped node's operands join the worklist (unless combined before); then the generic folds for its opcode
// run, then the target's combine, then the commuted-CSE check. A replacement takes all uses of the node, and
// the new node and its users are revisited. At AfterLegalizeDAG each popped node is first re-legalized.
//
// Invariants the folds must keep (the toolkit below makes them easy):
//  - after type legalization (legalTypes()) a fold creates only legal types; after vector-op legalization
//    (legalOperations()) only operations the target can do (isLegalOrBeforeOps);
//  - a fold returns a replacement with N's types, or N itself after combineTo() replaced several results,
//    or null for "no change"; it never leaves N half-rewritten;
//  - no fold undoes another (each fold's comment names the canonical form it moves towards);
//  - work is bounded: the combiner stops with a clear error when a block needs more than a budget of
//    combines proportional to its size (a fold ping-pong), never loops forever.
#pragma once

#include "dag/SelectionDAG.h"
#include "legalize/TargetLowering.h"
#include "legalize/ValueTracking.h"

#include <string>
#include <unordered_map>
#include <vector>

namespace dt {

/// What one run did, for benchmarks and for judging how close a block came to the budget.
struct CombineStats {
  uint64_t Nodes = 0;    // nodes at the start
  uint64_t Visited = 0;  // nodes popped from the worklist and offered to the folds
  uint64_t Combined = 0; // folds that changed something (what the budget counts)
  uint64_t Budget = 0;
};

struct CombineOptions {
  std::string* Trace = nullptr; // -debug-only=dagcombine: LLVM's "Combining: ..." lines
  CombineStats* Stats = nullptr; // filled in (accumulated) when set
  /// Combines allowed per node present at the start (plus a constant): past it the block is reported as a
  /// combiner loop. LLVM has no such limit; real blocks use a small fraction of it.
  unsigned BudgetPerNode = 64;
};

class DAGCombiner final : public DAGCombinerInfo {
public:
  DAGCombiner(SelectionDAG& DAG, const TargetLowering& TLI, CombineLevel Level, CombineOptions Opts = {});
  /// Combines the whole DAG. Returns whether anything changed.
  bool run();

  // ---- what a fold may ask -------------------------------------------------------------------------------
  SelectionDAG& dag() override { return DAG; }
  const TargetLowering& tli() const { return TLI; }
  bool legalTypes() const { return Level >= CombineLevel::AfterLegalizeTypes; }
  bool legalOperations() const { return Level >= CombineLevel::AfterLegalizeVectorOps; }
  bool legalDAG() const { return Level >= CombineLevel::AfterLegalizeDAG; }
  /// Before operation legalization any operation on a type that is (or will be) legal may be created;
  /// afterwards only Legal ones (LLVM's TLI.isOperationLegal under LegalOperations).
  bool isLegalOrBeforeOps(int32_t Opc, EVT VT) const {
    return !legalOperations() || TLI.isOperationLegal(Opc, VT);
  }
  /// The same with Custom allowed (LLVM's hasOperation / isOperationLegalOrCustom under LegalOperations).
  bool isLegalOrCustomOrBeforeOps(int32_t Opc, EVT VT) const {
    return !legalOperations() || TLI.isOperationLegalOrCustom(Opc, VT);
  }
  /// After type legalization a new value must have a legal type.
  bool isTypeLegalOrBeforeTypes(EVT VT) const { return !legalTypes() || TLI.isTypeLegal(VT); }
  /// The shift-amount operand type for shifts of VT at this level.
  EVT shiftAmountTy(EVT VT) const { return TLI.getShiftAmountTy(VT); }
  /// The type a SETCC of operands of type VT produces at this level (i1 before type legalization).
  EVT setCCResultType(EVT VT) const;

  KnownBits knownBits(SDValue V) const { return computeKnownBits(TLI, V); }
  unsigned numSignBits(SDValue V) const { return computeNumSignBits(TLI, V); }
  bool maskedValueIsZero(SDValue V, const APInt& Mask) const { return dt::maskedValueIsZero(TLI, V, Mask); }

  // ---- DAGCombinerInfo (what a fold or a target combine may do) -----------------------------------------
  CombineLevel level() const override { return Level; }
  void addToWorklist(SDNode* N) override { addToWorklist(N, /*CandidateForPruning=*/true, false); }
  /// Replaces all results of N by To (one value per result), revisits them and their users, and deletes N
  /// when it became dead. Returns SDValue(N, 0): return it from the fold to say "done, N was replaced".
  SDValue combineTo(SDNode* N, std::span<const SDValue> To, bool AddTo = true) override;
  SDValue combineTo(SDNode* N, SDValue Res, bool AddTo = true) { return combineTo(N, std::span(&Res, 1), AddTo); }
  SDValue combineTo(SDNode* N, SDValue Res0, SDValue Res1, bool AddTo = true) {
    const SDValue To[] = {Res0, Res1};
    return combineTo(N, To, AddTo);
  }
  /// Replaces one value (not the whole node) and revisits; deletes Old's node if it became dead.
  void commitReplacement(SDValue Old, SDValue New) override;
  /// SimplifyDemandedBits on Op for the bits in Demanded (legalize/ValueTracking: simplifyDemandedBits);
  /// commits what it found. Returns whether Op was simplified.
  bool simplifyDemandedBits(SDValue Op, const APInt& Demanded) override;
  bool simplifyDemandedBits(SDValue Op) {
    return simplifyDemandedBits(Op, APInt::allOnes(unsigned(Op.getValueType().scalarSizeInBits())));
  }

  /// Deletes N and its operands that become unused, if N has no uses (LLVM's recursivelyDeleteUnusedNodes).
  void deleteIfUnused(SDNode* N) { recursivelyDeleteUnusedNodes(N); }

  // ---- store merging's memory (LLVM's StoreRootCountMap and MaximumLegalStoreInBits) ------------------------
  /// Per store: the root its last failed dependence check ran under and how often the check hit its step
  /// limit under that root; past StoreMergeDependenceLimit the store is no longer a candidate for that root.
  std::unordered_map<const SDNode*, std::pair<const SDNode*, unsigned>> StoreRootCount;
  /// The widest legal type: no merged store may be wider.
  uint64_t maximumLegalStoreInBits() const { return MaximumLegalStoreInBits; }

  void trace(std::string_view Text);
  bool tracing() const { return Opts.Trace != nullptr; }
  std::string nodeLine(const SDNode* N) const;
  /// Names the fold that produces the nodes created until the scope ends (the provenance of the new nodes).
  ProvenanceScope foldScope(const char* FoldName, const SDNode* Origin) {
    return ProvenanceScope(DAG, FoldName, Origin);
  }

private:
  friend class CombinerListener;
  SDValue combine(SDNode* N);
  SDValue visit(SDNode* N);
  void addToWorklist(SDNode* N, bool CandidateForPruning, bool SkipIfCombinedBefore);
  void addToWorklistWithUsers(SDNode* N);
  void addMovedUsersToWorklist(SDNode* To, size_t MovedUses);
  void removeFromWorklist(SDNode* N);
  SDNode* nextWorklistEntry();
  void considerForPruning(SDNode* N) { PruningList.push_back(N); }
  void clearDanglingWorklistEntries();
  bool recursivelyDeleteUnusedNodes(SDNode* N);
  void deleteAndRecombine(SDNode* N);
  int& worklistIndex(const SDNode* N);

  SelectionDAG& DAG;
  const TargetLowering& TLI;
  CombineLevel Level;
  CombineOptions Opts;
  std::vector<SDNode*> Worklist;  // popped from the back; removed entries are null
  std::vector<int> WorklistIndex; // by persistent id: index in Worklist, -1 not queued, -2 combined before
  std::vector<SDNode*> PruningList;
  std::vector<SDNode*> DeleteStack;   // recursivelyDeleteUnusedNodes' scratch, kept for its memory
  std::vector<uint8_t> OnDeleteStack; // by persistent id: whether the node is on DeleteStack
  uint64_t MaximumLegalStoreInBits = 0;
  bool Changed = false;
};

/// Runs the combiner over DAG at Level (LLVM's SelectionDAG::Combine). Returns whether anything changed.
bool combineDAG(SelectionDAG& DAG, const TargetLowering& TLI, CombineLevel Level, CombineOptions Opts = {});

// ---- fold families: each visits the opcodes of its family and returns the replacement or null -------------
/// add, sub, mul, div/rem and their overflow/carry forms (combine/CombineArith.cpp).
SDValue combineIntegerArith(DAGCombiner& C, SDNode* N);
/// and, or, xor, and rotates matched from shift pairs (combine/CombineLogic.cpp).
SDValue combineLogic(DAGCombiner& C, SDNode* N);
/// shl, srl, sra, rotl/rotr, funnel shifts (combine/CombineShifts.cpp).
SDValue combineShift(DAGCombiner& C, SDNode* N);
/// zero/sign/any_extend, truncate, sign_extend_inreg, Assert*, bitcast (combine/CombineExtend.cpp).
SDValue combineExtend(DAGCombiner& C, SDNode* N);
/// setcc, select, select_cc, br_cc, brcond (combine/CombineSetCC.cpp).
SDValue combineCompareSelect(DAGCombiner& C, SDNode* N);
/// load, store, TokenFactor, merge_values (combine/CombineMemory.cpp; store merging and chain improvement in
/// combine/CombineStoreMerge.cpp).
SDValue combineMemory(DAGCombiner& C, SDNode* N);
/// Floating-point arithmetic and conversions (combine/CombineFP.cpp).
SDValue combineFloat(DAGCombiner& C, SDNode* N);

} // namespace dt
