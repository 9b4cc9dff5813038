// legalize/LegalizeDAG.h — the operation legalizer (LLVM's SelectionDAG::Legalize / SelectionDAGLegalize):
// after it, every node is one the target can select.
//
// Duty: walk the DAG in topological order from the end (users before operands), ask the target's tables
// what to do with each node and carry it out: Legal → keep; Custom → the target's LowerOperation, and when
// it declines, Expand; Expand → a generic rewrite from the families below, and when none applies, LibCall;
// LibCall → a call to the runtime function the target names; Promote → compute in the promote-to type.
// Loads and stores go through their extending-load and truncating-store actions. Sweeps repeat until a
// sweep legalizes nothing new (rewrites create nodes that need legalizing themselves).
//
// Invariants: the input has only legal types (the type legalizer ran); every rewrite produces values of the
// same types as the node it replaces; a node with no way out is reported with a CannotLowerError naming it,
// never left behind silently. At the end dead nodes are gone and every remaining node is legal or a target
// node (checkLegalized).
#pragma once

#include "dag/SelectionDAG.h"
#include "legalize/LibCall.h"
#include "legalize/TargetLowering.h"

#include <span>
#include <string>
#include <vector>

namespace dt {

class SelectionDAGLegalize {
public:
  SelectionDAGLegalize(SelectionDAG& DAG, const TargetLowering& TLI, std::string* Trace = nullptr);

  /// Legalizes the whole DAG. Returns whether anything changed.
  bool run();
  /// Legalizes N alone, without touching the nodes its rewrite creates (LLVM's SelectionDAG::LegalizeOp; the
  /// combiner re-legalizes each node it pops at AfterLegalizeDAG). Nodes created or changed, and N when it
  /// was replaced, go to Updated. Returns whether N is still the node to combine (not replaced).
  bool legalizeSingle(SDNode* N, std::vector<SDNode*>& Updated);

  // ---- toolkit for the rewrite families -------------------------------------------------------------------
  SelectionDAG& dag() { return DAG; }
  const TargetLowering& tli() const { return TLI; }
  /// The action the tables give N (LLVM's choice in LegalizeOp: keyed per opcode, condition codes first).
  LegalizeAction actionFor(const SDNode* N) const;
  /// A call to the runtime function Name computing N's first result from Ops; a tail call when N feeds
  /// only the return. Returns {value, chain}.
  std::pair<SDValue, SDValue> libCall(const char* Name, SDNode* N, std::span<const SDValue> Ops,
                                      bool IsSigned);
  /// Rewrites a comparison whose condition code is not legal for the compared type (setCondCodeAction):
  /// swaps the operands, inverts the condition (NeedInvert tells the caller to invert the result), or
  /// splits it into two comparisons joined by and/or (then LHS holds the combined boolean and RHS/CC are
  /// cleared). Returns false when the condition is legal as it is. Defined in legalize/ExpandMiscOps.cpp.
  bool legalizeSetCCCondCode(EVT VT, SDValue& LHS, SDValue& RHS, SDValue& CC, bool& NeedInvert, SDValue Chain,
                             bool& NeedSwap);
  [[noreturn]] void cannotLegalize(const SDNode* N, const std::string& Why) const;
  void trace(std::string_view Line);
  bool tracing() const { return Trace != nullptr; }
  std::string nodeLine(const SDNode* N) const;

private:
  void legalizeOp(SDNode* N);
  void legalizeLoad(SDNode* N);
  void legalizeStore(SDNode* N);
  bool expandNode(SDNode* N);
  bool convertNodeToLibcall(SDNode* N);
  bool promoteNode(SDNode* N);
  /// Replaces every result of Old by New's results, and forgets that Old was legalized.
  void replaceNode(SDNode* Old, std::span<const SDValue> New);
  void replaceValue(SDValue Old, SDValue New);
  void forgetLegalized(const SDNode* N);
  /// Whether N, left unchanged after Expand and LibCall both declined, is legal after all (e.g. a ConstantFP
  /// the target materializes directly): LLVM keeps such nodes, so do we.
  bool legalAfterAll(const SDNode* N) const;
  void checkLegalized() const;

  SelectionDAG& DAG;
  const TargetLowering& TLI;
  std::string* Trace;
  std::vector<uint8_t> Legalized; // by persistent node id (ids are never reused)
};

// ---- rewrite families: each returns false when it has no rule for N, else one value per result of N -------

/// Integer operations: rotates, funnel shifts, bit counts, byte/bit reversal, min/max, abs, overflow and
/// saturating arithmetic, multiply-high and divide-with-remainder, sign_extend_inreg
/// (legalize/ExpandIntegerOps.cpp).
bool expandIntegerOp(SelectionDAGLegalize& L, SDNode* N, std::vector<SDValue>& Results);
/// Floating-point operations: constants, copysign/abs/neg on bits, min/max forms, conversions, fp16 and
/// classification (legalize/ExpandFloatOps.cpp).
bool expandFloatOp(SelectionDAGLegalize& L, SDNode* N, std::vector<SDValue>& Results);
/// Everything else: comparisons and branches on conditions, selects, memory and stack nodes, element and
/// pair nodes (legalize/ExpandMiscOps.cpp).
bool expandMiscOp(SelectionDAGLegalize& L, SDNode* N, std::vector<SDValue>& Results);
/// Calls to runtime functions for integer and FP operations (legalize/OpLibCalls.cpp).
bool libcallForOp(SelectionDAGLegalize& L, SDNode* N, std::vector<SDValue>& Results);
/// Computing an operation in its promote-to type (legalize/PromoteOps.cpp).
bool promoteOp(SelectionDAGLegalize& L, SDNode* N, std::vector<SDValue>& Results);

// ---- memory rewrites the load/store paths call (legalize/ExpandMemoryOps.cpp)
// ------------------------------
/// A load the target cannot do at its alignment, as narrower aligned loads put together. Returns {value,
/// chain}.
std::pair<SDValue, SDValue> expandUnalignedLoad(SelectionDAGLegalize& L, SDNode* Load);
/// A store the target cannot do at its alignment, as narrower aligned stores. Returns the chain.
SDValue expandUnalignedStore(SelectionDAGLegalize& L, SDNode* Store);
/// An extending load of a memory type that is not a power of two bits wide (i24): two loads joined.
std::pair<SDValue, SDValue> expandNonPow2ExtLoad(SelectionDAGLegalize& L, SDNode* Load);
/// A truncating store of a memory type that is not a power of two bits wide: two stores.
SDValue expandNonPow2TruncStore(SelectionDAGLegalize& L, SDNode* Store);
/// An extending load whose action is Expand: a legal load (or extending load) followed by the extension.
std::pair<SDValue, SDValue> expandExtLoad(SelectionDAGLegalize& L, SDNode* Load);
/// "store float 1.0" as "store i32 0x3f800000" (and f64 constants as integers) when that is cheaper; null
/// when the store stays as it is.
SDValue optimizeFloatStore(SelectionDAGLegalize& L, SDNode* Store);

} // namespace dt
