// targets/riscv/RISCVBranchHooks.h — RISC-V's branches for the branch folder (LLVM's RISCVInstrInfo
// analyzeBranch / removeBranch / insertBranch / reverseBranchCondition, written from their behaviour).
//
// Duty: a block ends in nothing (falls through), `PseudoBR bb`, `Bcc a, b, bb`, or `Bcc a, b, bb; PseudoBR
// bb2`; anything else at its end (PseudoRET, PseudoBRIND, tail calls) is not analyzable. The condition is
// {Bcc opcode as an immediate, a, b}; reversing it swaps BEQ/BNE, BLT/BGE, BLTU/BGEU and keeps the operands.
// Invariant: removeBranch deletes exactly the instructions analyzeBranch read.
#pragma once

#include "machine/BranchFolding.h"

namespace dt::riscv {

class RISCVBranchHooks : public BranchHooks {
public:
  std::optional<BlockBranch> analyzeBranch(const MachineBasicBlock& MBB) const override;
  void removeBranch(MachineBasicBlock& MBB) const override;
  void insertBranch(MachineBasicBlock& MBB, unsigned Target,
                    const std::vector<MachineOperand>& Cond) const override;
  bool reverseBranchCondition(std::vector<MachineOperand>& Cond) const override;
};

} // namespace dt::riscv
