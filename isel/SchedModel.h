// isel/SchedModel.h — what the list schedulers ask a target about timing (its scheduling model).
//
// Duty: the latency of one DAG node (machine nodes by instruction, generic and target nodes by opcode, so
// the schedulers can also order DAGs before selection) and whether a node is a call. targets/ implements it
// as data (targets/riscv/RISCVSchedModel.cpp).
// Invariant: answers depend only on the node's opcode and types, never on scheduling state.
#pragma once

#include "dag/SDNode.h"

namespace dt {

class SchedModel {
public:
  virtual ~SchedModel() = default;
  /// Cycles from the node's issue until a dependent instruction can use its result (≥ 1 for instructions).
  virtual unsigned latency(const SDNode* N) const = 0;
  /// Whether N is a call (scheduled with care: calls keep source order among equals).
  virtual bool isCall(const SDNode* N) const { return false; }
};

/// Every node takes one cycle: what LLVM's RISC-V schedulers see (RISC-V has no instruction itineraries).
class UnitSchedModel : public SchedModel {
public:
  unsigned latency(const SDNode*) const override { return 1; }
};

} // namespace dt
