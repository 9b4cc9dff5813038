// targets/riscv/RISCVSchedModel.h — RISC-V instruction latencies for the list schedulers, as data.
//
// Duty: answer SchedModel::latency for RISC-V machine nodes by instruction NAME (ADDI, MUL, LW, FADD_S ...,
// resolved through the target's opcode names) and, for DAGs before selection, by ISD/RISCVISD opcode and
// type, so list-ilp can order both. Latencies are those of SiFive's 7-series in-order core (LLVM 19's
// RISCVSchedSiFive7.td), see RISCVSchedModel.cpp for the table and the reason for that choice.
// Invariant: every answer is >= 1 for nodes that become instructions; 0 only for TokenFactor/copies of
// nothing.
#pragma once

#include "dag/TargetHooks.h"
#include "isel/SchedModel.h"

#include <functional>
#include <optional>
#include <string_view>
#include <unordered_map>

namespace dt::riscv {

/// The latency classes of the model.
enum class LatencyClass : uint8_t {
  ALU,
  Shift,
  Mul,
  Div,
  Div32,
  Load,
  FPLoad,
  Store,
  Branch,
  Call,
  FPAdd32,
  FPMul32,
  FPDiv32,
  FPSqrt32,
  FPAdd64,
  FPMul64,
  FPDiv64,
  FPSqrt64,
  FPCvt,
  FPMove,
  FPCmp,
  Copy
};
unsigned latencyOf(LatencyClass C);

class RISCVSchedModel : public SchedModel {
public:
  using NameOf = std::function<const char*(unsigned)>;
  /// Machine-opcode names through the target's hooks (the selector's numbering).
  explicit RISCVSchedModel(const TargetHooks& TH);
  explicit RISCVSchedModel(NameOf Name) : Name(std::move(Name)) {}
  unsigned latency(const SDNode* N) const override;
  bool isCall(const SDNode* N) const override;
  /// The class of an instruction name, if the model knows it.
  static std::optional<LatencyClass> classOfInstruction(std::string_view Name);
  const TargetHooks* Hooks = nullptr; // for RISCVISD names of DAGs before selection

private:
  NameOf Name;
  mutable std::unordered_map<unsigned, unsigned> ByOpcode; // machine opcode → latency, filled on first use
};

} // namespace dt::riscv
