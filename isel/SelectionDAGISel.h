// isel/SelectionDAGISel.h — the instruction-selection driver (LLVM's DoInstructionSelection), target-neutral.
//
// Duty: after legalization every node is legal; this turns the DAG into machine nodes. Nodes are visited in
// LLVM's order — AssignTopologicalOrder, then from the root toward the entry token, skipping dead nodes —
// and each goes first to the target's C++ special cases, then to the generic pattern matcher
// (isel/Matcher.h). Leaves, CopyToReg/CopyFromReg, TokenFactor and target leaves stay as they are.
// Invariants: a node no case and no pattern selects is a CannotLowerError naming the node, its types and
// the nearest patterns; selection is linear in the number of nodes (each node is visited once, and only the
// rules of its own opcode are tried).
#pragma once

#include "isel/Matcher.h"
#include "legalize/TargetLowering.h"

#include <string>

namespace dt::isel {

class SelectionDAGISel;

/// A target's selector: C++ special cases and the pattern vocabulary and table.
class ISelTarget : public PatternTarget {
public:
  /// Selects N in C++ when it is one of the target's special cases; returns false to use the patterns.
  virtual bool selectSpecial(SelectionDAGISel& ISel, SDNode* N) = 0;
  virtual PatternTable& patterns() const = 0;
};

struct ISelOptions {
  std::string* Trace = nullptr; // -debug-only=isel
  std::string BlockLabel;       // "%bb.0 'foo:'" for the trace header
};

class SelectionDAGISel {
public:
  SelectionDAGISel(SelectionDAG& DAG, ISelTarget& T, ISelOptions O = {});
  /// Selects every live node of the DAG.
  void run();

  SelectionDAG& dag() const { return DAG; }
  std::string* trace() const { return Opts.Trace; }
  /// Every use of N's results goes to M's, and N is deleted (LLVM's ReplaceNode).
  void replaceNode(SDNode* N, SDNode* M);
  /// Every use of From goes to To (LLVM's ReplaceUses).
  void replaceUses(SDValue From, SDValue To);
  /// Morphs N into machine instruction Opc with the given operands, keeping its result types and id.
  SDNode* selectNodeTo(SDNode* N, unsigned Opc, std::span<const SDValue> Ops);

private:
  void select(SDNode* N);
  [[noreturn]] void cannotSelect(SDNode* N) const;

  SelectionDAG& DAG;
  ISelTarget& T;
  ISelOptions Opts;
};

/// Records, for every integer the block copies into a virtual register, its known bits and sign bits in the
/// DAG's FunctionLoweringInfo, so that blocks built later can assert them (LLVM's ComputeLiveOutVRegInfo; run
/// after the last combine, at -O1 and above). Does nothing for a DAG without a FunctionLoweringInfo.
void computeLiveOutVRegInfo(SelectionDAG& DAG, const TargetLowering& TLI);

/// The unused-pattern report of --isel-stats: every rule of Table that never fired since its counts were
/// last reset, one per line.
std::string unusedPatternReport(const PatternTable& Table);

} // namespace dt::isel
