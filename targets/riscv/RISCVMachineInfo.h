// targets/riscv/RISCVMachineInfo.h — RISC-V instructions and registers as the machine layer sees them.
//
// Duty: implement MachineTargetInfo for RISC-V: instruction descriptions derived from the ONE instruction
// table (RISCVInstrs.def through RISCVInstrInfo: names, explicit operand and def counts,
// load/store/branch/call/return flags), completed by the few machine-level facts only some instructions need
// (implicit registers of calls, returns and call-frame pseudos, barriers, custom inserters, commutability, as
// LLVM 19's RISCVInstrInfo*.td declares them); register classes (gpr, fpr16, fpr32, fpr64), register and mask
// names, the operand target flags (riscv-call, riscv-lo, riscv-hi ...), and the custom inserters of the
// Select_*_Using_CC_GPR pseudos (a branch diamond and a PHI, LLVM's emitSelectPseudo for a lone select) and
// of PseudoFROUND_{H,S,D} (LLVM's emitFROUND: compare, convert through an integer in a new block, PHI).
// Invariant: machine opcodes are the selector's numbers (riscv::MI, the rows of RISCVInstrs.def), including
// COPY, PHI and IMPLICIT_DEF: there is no second numbering.
#pragma once

#include "machine/MachineTargetInfo.h"
#include "targets/riscv/RISCVSubtarget.h"

#include <optional>
#include <string_view>

namespace dt::riscv {

enum RegClassId : unsigned { GPR, FPR16, FPR32, FPR64, NumRegClassIds };

class RISCVMachineInfo : public MachineTargetInfo {
public:
  explicit RISCVMachineInfo(const Subtarget& ST);

  /// The opcode of a named instruction; throws UnsupportedError if the table has none.
  unsigned opcode(std::string_view Name) const;

  const MachineInstrDesc* instrDesc(unsigned Opcode) const override;
  const char* targetInstrName(unsigned Opcode) const override;
  unsigned genericOpcode(GenericOpcode G) const override;
  std::optional<GenericOpcode> asGenericOpcode(unsigned Opcode) const override;
  std::optional<unsigned> regClassFor(EVT VT) const override;
  const char* regClassName(unsigned RC) const override;
  std::string physRegName(uint32_t Reg) const override;
  const char* regMaskName(const uint32_t* Mask) const override;
  unsigned numRegClasses() const override { return NumRegClassIds; }
  unsigned regPressureLimit(unsigned RC) const override;
  const char* targetFlagName(unsigned Flags) const override;
  /// Adds "implicit $frm" to an instruction that rounds with the dynamic mode (LLVM's
  /// AdjustInstrPostInstrSelection).
  void adjustInstrPostInstrSelection(MachineInstr& MI) const override;
  MachineBasicBlock* emitInstrWithCustomInserter(MachineFunction& MF, MachineBasicBlock& MBB, size_t Index,
                                                 size_t& ContinueAt) const override;

private:
  /// Select_*_Using_CC_GPR: a branch diamond and a PHI (LLVM's emitSelectPseudo for a lone select).
  MachineBasicBlock* emitSelect(MachineFunction& MF, MachineBasicBlock& Head, size_t Index,
                                size_t& ContinueAt) const;
  /// PseudoFROUND_{H,S,D}: round through an integer when |src| is below the pseudo's bound (LLVM's
  /// emitFROUND).
  MachineBasicBlock* emitFRound(MachineFunction& MF, MachineBasicBlock& Head, size_t Index,
                                size_t& ContinueAt) const;

  Subtarget ST;
};

} // namespace dt::riscv
