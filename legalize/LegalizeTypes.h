// legalize/LegalizeTypes.h — the type legalizer (LLVM's DAGTypeLegalizer): after it, every value in the DAG
// has a type the target holds in a register.
//
// Duty: drive the worklist over one block's DAG and dispatch each illegal result or operand type to its
// action family (PromoteInteger, ExpandInteger, SoftenFloat, PromoteFloat, SoftPromoteHalf, ExpandFloat,
// ScalarizeVector, SplitVector, WidenVector). The families live in their own files
// (legalize/PromoteIntegers.cpp, ExpandIntegers.cpp, SoftenFloats.cpp, ...); this class is their toolkit:
// the per-value maps, ReplaceValueWith, the custom-lowering hook, libcalls and small shared helpers.
//
// Invariants (the same contract as LLVM's):
//  - a node is processed only when all its operands are processed (pending-operand counts in node ids);
//  - a result routine handles every result of its node: it records legal replacements in the maps or
//    replaces the node's values (ReplaceValueWith); it never leaves an illegal result behind unrecorded;
//  - an operand routine returns true when it updated the node in place (the node is then re-analyzed),
//    false when it replaced the node's values itself (or declined: then the driver reports the node);
//  - maps are keyed by dense table ids, never by node address (nodes are recycled); a deleted or replaced
//    value forwards through ReplacedValues, so lookups of stale values find the replacement;
//  - new nodes are analyzed lazily: created with id NewNode, counted when first used or recorded.
#pragma once

#include "dag/SelectionDAG.h"
#include "legalize/LibCall.h"
#include "legalize/TargetLowering.h"
#include "support/PtrMap.h"

#include <string>
#include <utility>
#include <vector>

namespace dt {

class DAGTypeLegalizer {
public:
  /// Node id states; ids > 0 count the operands not yet processed.
  enum NodeIdFlags : int {
    ReadyToProcess = 0,
    NewNode = -1,
    Unanalyzed = -2,
    Processed = -3,
  };

  DAGTypeLegalizer(SelectionDAG& DAG, const TargetLowering& TLI, std::string* Trace = nullptr);
  /// Legalizes every type in the DAG; returns whether anything changed. Throws CannotLowerError naming the
  /// node when a family has no rule for it, InternalError when an illegal type survives.
  bool run();

  // ---- the toolkit, for the action families ------------------------------------------------------------
  SelectionDAG& dag() const { return DAG; }
  const TargetLowering& tli() const { return TLI; }
  TypeAction getTypeAction(EVT VT) const { return TLI.getTypeAction(VT); }
  bool isTypeLegal(EVT VT) const { return TLI.isTypeLegal(VT); }
  EVT getTypeToTransformTo(EVT VT) const { return TLI.getTypeToTransformTo(VT); }
  EVT getShiftAmountTy(EVT VT) const { return TLI.getShiftAmountTy(VT); }
  /// The type SETCC produces for compares of VT (a legal type).
  EVT getSetCCResultType(EVT VT) const { return TLI.getSetCCResultType(VT); }

  /// Whether the legalizer leaves this node's results alone (target constants and registers).
  static bool IgnoreNodeResults(const SDNode* N) {
    return N->getOpcode() == ISD::TargetConstant || N->getOpcode() == ISD::Register;
  }

  // Per-value maps: Get* remaps through ReplacedValues and asserts the value was recorded.
  SDValue GetPromotedInteger(SDValue Op);
  void SetPromotedInteger(SDValue Op, SDValue Result);
  /// The promoted value, its high bits made copies of the sign bit / zeros (LLVM's helpers).
  SDValue SExtPromotedInteger(SDValue Op);
  SDValue ZExtPromotedInteger(SDValue Op);
  /// Sign- or zero-extends as the target prefers for an unsigned compare (RISC-V: sext for i32 on RV64).
  SDValue SExtOrZExtPromotedInteger(SDValue Op);

  void GetExpandedInteger(SDValue Op, SDValue& Lo, SDValue& Hi);
  void SetExpandedInteger(SDValue Op, SDValue Lo, SDValue Hi);

  SDValue GetSoftenedFloat(SDValue Op);
  void SetSoftenedFloat(SDValue Op, SDValue Result);
  SDValue GetPromotedFloat(SDValue Op);
  void SetPromotedFloat(SDValue Op, SDValue Result);
  SDValue GetSoftPromotedHalf(SDValue Op);
  void SetSoftPromotedHalf(SDValue Op, SDValue Result);
  void GetExpandedFloat(SDValue Op, SDValue& Lo, SDValue& Hi);
  void SetExpandedFloat(SDValue Op, SDValue Lo, SDValue Hi);

  SDValue GetScalarizedVector(SDValue Op);
  void SetScalarizedVector(SDValue Op, SDValue Result);
  void GetSplitVector(SDValue Op, SDValue& Lo, SDValue& Hi);
  void SetSplitVector(SDValue Op, SDValue Lo, SDValue Hi);
  SDValue GetWidenedVector(SDValue Op);
  void SetWidenedVector(SDValue Op, SDValue Result);

  /// The halves of Op whatever its action: expanded integer/float halves or split vector halves.
  void GetSplitOp(SDValue Op, SDValue& Lo, SDValue& Hi);
  /// Lo/Hi as EXTRACT_ELEMENT of a pair-typed value (the result of a BUILD_PAIR-like operation).
  void GetPairElements(SDValue Pair, SDValue& Lo, SDValue& Hi);

  /// Every use of From becomes a use of To; later lookups of From find To.
  void ReplaceValueWith(SDValue From, SDValue To);
  /// The target's custom type legalization of N (ReplaceNodeResults for results, LowerOperationWrapper for
  /// operands) when its action for (opcode, VT) is Custom; true when the target replaced N.
  bool CustomLowerNode(SDNode* N, EVT VT, bool LegalizeResult);
  /// For WidenVector: the same, but the replacement values are widened results.
  bool CustomWidenLowerNode(SDNode* N, EVT VT);

  // ---- shared helpers (legalize/LegalizeTypes.cpp)
  // ---------------------------------------------------------
  /// Splits an integer into halves of half its width (or into LoVT/HiVT).
  void SplitInteger(SDValue Op, SDValue& Lo, SDValue& Hi);
  void SplitInteger(SDValue Op, EVT LoVT, EVT HiVT, SDValue& Lo, SDValue& Hi);
  /// The integer whose low bits are Lo and high bits Hi (zext, shl, or: LLVM's form).
  SDValue JoinIntegers(SDValue Lo, SDValue Hi);
  /// Op bitcast to the integer of the same width.
  SDValue BitConvertToInteger(SDValue Op);
  SDValue BitConvertVectorToIntegerVector(SDValue Op);
  /// Stores Op to a fresh stack slot and loads it back as DestVT (for bitcasts no halves can express).
  SDValue CreateStackStoreLoad(SDValue Op, EVT DestVT);
  /// A fresh stack slot for a value of VT: {frame index node, frame index}.
  std::pair<SDValue, int> CreateStackTemporary(EVT VT, uint64_t MinAlign = 1);
  /// The libcall for Op on VT ("__mulsi3"), or nullptr when the target has none.
  const char* libcallName(int32_t Op, EVT VT) const { return TLI.getLibcallName(Op, VT); }
  const char* libcallName(int32_t Op, EVT From, EVT To) const { return TLI.getLibcallName(Op, From, To); }
  std::pair<SDValue, SDValue> makeLibCall(const char* Name, EVT RetVT, std::span<const SDValue> Ops,
                                          const LibCallOptions& Opts = {}, SDValue Chain = SDValue()) {
    return dt::makeLibCall(DAG, TLI, Name, RetVT, Ops, Opts, Chain);
  }
  /// Throws CannotLowerError: no rule of `Family` handles N's result/operand of an illegal type.
  [[noreturn]] void unsupported(const char* Family, SDNode* N, const char* What) const;
  /// Appends one line to the -debug-only=legalize-types trace (no-op when tracing is off).
  void trace(std::string_view Line);
  bool tracing() const { return Trace != nullptr; }
  /// "t5: i8 = add t3, t4" for the trace.
  std::string nodeLine(const SDNode* N) const;

  // ---- the action families (one file each) ---------------------------------------------------------------
  // A *Result routine legalizes result ResNo of N (and must deal with all of N's results).
  // A *Operand routine legalizes operand OpNo of N; returns true when N was updated in place.
  void PromoteIntegerResult(SDNode* N, unsigned ResNo); // legalize/PromoteIntegers.cpp
  bool PromoteIntegerOperand(SDNode* N, unsigned OpNo);
  void ExpandIntegerResult(SDNode* N, unsigned ResNo); // legalize/ExpandIntegers.cpp
  bool ExpandIntegerOperand(SDNode* N, unsigned OpNo);
  void SoftenFloatResult(SDNode* N, unsigned ResNo); // legalize/SoftenFloats.cpp
  bool SoftenFloatOperand(SDNode* N, unsigned OpNo);
  void ExpandFloatResult(SDNode* N, unsigned ResNo); // legalize/SoftenFloats.cpp (no target uses it yet)
  bool ExpandFloatOperand(SDNode* N, unsigned OpNo);
  void PromoteFloatResult(SDNode* N, unsigned ResNo); // legalize/PromoteFloats.cpp
  bool PromoteFloatOperand(SDNode* N, unsigned OpNo);
  void SoftPromoteHalfResult(SDNode* N, unsigned ResNo); // legalize/PromoteFloats.cpp
  bool SoftPromoteHalfOperand(SDNode* N, unsigned OpNo);
  void ScalarizeVectorResult(SDNode* N, unsigned ResNo); // legalize/ScalarizeSplitVectors.cpp
  bool ScalarizeVectorOperand(SDNode* N, unsigned OpNo);
  void SplitVectorResult(SDNode* N, unsigned ResNo); // legalize/SplitVectors.cpp
  bool SplitVectorOperand(SDNode* N, unsigned OpNo);
  void WidenVectorResult(SDNode* N, unsigned ResNo); // legalize/WidenVectors.cpp
  bool WidenVectorOperand(SDNode* N, unsigned OpNo);

  // ---- Float families internals (legalize/SoftenFloats.cpp, used by PromoteFloats.cpp too) ----
  /// IS_FPCLASS of an FP value of FloatVT whose bits OpAsInt holds, computed with integer operations (LLVM's
  /// expandIS_FPCLASS, integer path; legalize/FPClassExpansion.h); Test is the FPClassTest mask; the result is
  /// a boolean of ResultVT. From IR the builder has written the test out already; IS_FPCLASS nodes of soft
  /// types come here from dumps.
  SDValue expandIsFPClassOnBits(EVT ResultVT, SDValue OpAsInt, EVT FloatVT, unsigned Test);
  /// copysign on bits: the magnitude bits of MagnitudeBits (an integer), the sign bit of SignSource (any
  /// FP or integer value of any width; its sign bit is moved into place). LLVM's node order.
  SDValue CopySignOnBits(SDValue MagnitudeBits, SDValue SignSource);

  // Generic expansions shared by ExpandInteger, ExpandFloat and SplitVector
  // (legalize/LegalizeTypesGeneric.cpp).
  void ExpandRes_BITCAST(SDNode* N, SDValue& Lo, SDValue& Hi);
  void ExpandRes_BUILD_PAIR(SDNode* N, SDValue& Lo, SDValue& Hi);
  void ExpandRes_EXTRACT_ELEMENT(SDNode* N, SDValue& Lo, SDValue& Hi);
  void ExpandRes_EXTRACT_VECTOR_ELT(SDNode* N, SDValue& Lo, SDValue& Hi);
  void ExpandRes_NormalLoad(SDNode* N, SDValue& Lo, SDValue& Hi);
  SDValue ExpandOp_BITCAST(SDNode* N);
  SDValue ExpandOp_BUILD_VECTOR(SDNode* N);
  SDValue ExpandOp_EXTRACT_ELEMENT(SDNode* N);
  SDValue ExpandOp_INSERT_VECTOR_ELT(SDNode* N);
  SDValue ExpandOp_SCALAR_TO_VECTOR(SDNode* N);
  SDValue ExpandOp_NormalStore(SDNode* N, unsigned OpNo);
  void SplitRes_MERGE_VALUES(SDNode* N, unsigned ResNo, SDValue& Lo, SDValue& Hi);
  void SplitRes_SELECT(SDNode* N, SDValue& Lo, SDValue& Hi);
  void SplitRes_SELECT_CC(SDNode* N, SDValue& Lo, SDValue& Hi);
  void SplitRes_UNDEF(SDNode* N, SDValue& Lo, SDValue& Hi);
  void SplitRes_FREEZE(SDNode* N, SDValue& Lo, SDValue& Hi);
  /// MERGE_VALUES result ResNo: the operand it forwards (any action).
  SDValue DisintegrateMERGE_VALUES(SDNode* N, unsigned ResNo);

  /// Statistics for tests and --stats: how many nodes each family legalized.
  struct Counts {
    unsigned Results[10] = {};
    unsigned Operands[10] = {};
  };
  const Counts& counts() const { return Stats; }

private:
  using TableId = uint32_t;
  TableId getTableId(SDValue V);
  void RemapId(TableId& Id);
  void RemapValue(SDValue& V);
  SDValue idValue(TableId Id) const { return IdToValue[Id]; }
  /// Computes N's pending-operand count (analyzing new operands first) and queues it when ready.
  /// Counts N's pending operands (queueing it when none are) after bringing its operands up to date.
  /// Returns the node N became: N itself, or an existing node N turned out to equal (N then stays behind,
  /// marked NewNode, and the caller must move N's users over).
  SDNode* AnalyzeNewNode(SDNode* N);
  void AnalyzeNewValue(SDValue& V);
  /// N was deleted (E replaces it, may be null): forward its values, drop them from the maps.
  void NoteDeletion(SDNode* Old, SDNode* New);
  void PerformFinalCheck();
  bool legalizeResults(SDNode* N, bool& Done);
  bool legalizeOperands(SDNode* N, bool& Reanalyze);

  class NodeUpdateListener;
  friend class NodeUpdateListener;

  SelectionDAG& DAG;
  const TargetLowering& TLI;
  std::string* Trace;
  Counts Stats;

  std::vector<SDNode*> Worklist;
  std::vector<SDNode*> NodesToAnalyze; // nodes RAUW updated, re-analyzed after the replacement

  // Table ids: a node's results get consecutive ids from a base found by node address (a flat map: a
  // phase touches every node, and node-based hash maps made it slow on big blocks). A deleted node's
  // entry is marked stale, since its memory may come back as another node.
  static constexpr TableId NoId = ~TableId(0);
  PtrMap<const SDNode*, TableId> NodeBase;
  std::vector<SDValue> IdToValue;
  std::vector<TableId> ReplacedValues; // by id: the id that replaced it, or NoId
  // Per-action results by id (NoId: none recorded). Pairs are (lo, hi).
  std::vector<TableId> PromotedIntegers, SoftenedFloats, PromotedFloats, SoftPromotedHalfs, ScalarizedVectors,
      WidenedVectors;
  std::vector<std::pair<TableId, TableId>> ExpandedIntegers, ExpandedFloats, SplitVectors;
  /// Looks up Id in a per-id table (a null pointer when nothing is recorded).
  template <class T> static T* lookup(std::vector<T>& Map, TableId Id);
  template <class T> static void record(std::vector<T>& Map, TableId Id, T Value);
  uint16_t ResultRule[10] = {}, OperandRule[10] = {}; // provenance rule per type action
  uint16_t CustomResultRule = 0, CustomOperandRule = 0;
};

} // namespace dt
