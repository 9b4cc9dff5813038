// targets/riscv/RISCVMachineInfo.h — RISC-V instructions and registers as the machine layer sees them.
//
// Duty: implement MachineTargetInfo for RISC-V: instruction descriptions (explicit operand and def counts,
// implicit registers, call/branch/return/custom-inserter properties, as LLVM 19's RISCVInstrInfo*.td declares
// them) kept as a table keyed by instruction NAME, register classes (gpr, fpr16, fpr32, fpr64), register and
// mask names, the operand target flags (riscv-call, riscv-lo, riscv-hi ...), and the custom inserter of the
// Select_*_Using_CC_GPR pseudos (a branch diamond and a PHI, LLVM's emitSelectPseudo for a lone select).
// Invariant: opcodes are whatever numbers the opcode resolver gives: by default the instruction selector's
// (TargetHooks::getMachineOpcodeName/findMachineOpcode); `withTableOpcodes` numbers the table itself, for
// hand-built machine DAGs before a selector exists.
#pragma once

#include "dag/TargetHooks.h"
#include "machine/MachineTargetInfo.h"
#include "targets/riscv/RISCVSubtarget.h"

#include <functional>
#include <optional>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace dt::riscv {

enum RegClassId : unsigned { GPR, FPR16, FPR32, FPR64, NumRegClassIds };

class RISCVMachineInfo : public MachineTargetInfo {
public:
  using NameOf = std::function<const char*(unsigned)>;
  using OpcodeOf = std::function<std::optional<unsigned>(std::string_view)>;
  /// Opcodes resolved through the target's hooks (the selector's numbering).
  RISCVMachineInfo(const Subtarget& ST, const TargetHooks& TH);
  /// Opcodes given by explicit resolvers.
  RISCVMachineInfo(const Subtarget& ST, NameOf Name, OpcodeOf Find);
  /// Opcodes numbered by this table (1, 2, ... in table order): for building machine DAGs by hand.
  static RISCVMachineInfo withTableOpcodes(const Subtarget& ST);

  /// The opcode of a named instruction (through the resolver); throws UnsupportedError if it has none.
  unsigned opcode(std::string_view Name) const;

  const MachineInstrDesc* instrDesc(unsigned Opcode) const override;
  const char* targetInstrName(unsigned Opcode) const override;
  std::optional<unsigned> regClassFor(EVT VT) const override;
  const char* regClassName(unsigned RC) const override;
  std::string physRegName(uint32_t Reg) const override;
  const char* regMaskName(const uint32_t* Mask) const override;
  unsigned numRegClasses() const override { return NumRegClassIds; }
  unsigned regPressureLimit(unsigned RC) const override;
  const char* targetFlagName(unsigned Flags) const override;
  MachineBasicBlock* emitInstrWithCustomInserter(MachineFunction& MF, MachineBasicBlock& MBB, size_t Index,
                                                 size_t& ContinueAt) const override;

private:
  Subtarget ST;
  NameOf Name;
  OpcodeOf Find;
  mutable std::unordered_map<unsigned, const MachineInstrDesc*> ByOpcode; // resolved on first use
};

} // namespace dt::riscv
