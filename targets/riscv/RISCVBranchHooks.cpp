// targets/riscv/RISCVBranchHooks.cpp — reading and writing RISC-V block-ending branches.
#include "targets/riscv/RISCVBranchHooks.h"

#include "targets/riscv/RISCVInstrInfo.h"

namespace dt::riscv {

namespace {

bool isConditionalBranch(unsigned Opc) {
  switch (Opc) {
  case MI::BEQ:
  case MI::BNE:
  case MI::BLT:
  case MI::BGE:
  case MI::BLTU:
  case MI::BGEU: return true;
  default: return false;
  }
}

/// A conditional branch is {a, b, bb}: the block is its last explicit operand.
unsigned branchTarget(const MachineInstr& MI) {
  for (const MachineOperand& MO : MI.operands())
    if (MO.isBlock()) return MO.getBlock();
  return ~0u;
}

bool readsAsBranch(const MachineInstr& MI) {
  if (MI.getOpcode() == MI::PseudoBR) return MI.getNumOperands() == 1 && MI.getOperand(0).isBlock();
  return isConditionalBranch(MI.getOpcode()) && MI.getNumOperands() == 3 && MI.getOperand(0).isReg() &&
         MI.getOperand(1).isReg() && MI.getOperand(2).isBlock();
}

} // namespace

std::optional<BlockBranch> RISCVBranchHooks::analyzeBranch(const MachineBasicBlock& MBB) const {
  BlockBranch R;
  const auto& Instrs = MBB.Instrs;
  if (Instrs.empty()) return R;
  const MachineInstr& Last = Instrs.back();
  if (!readsAsBranch(Last)) {
    // A block ending in an ordinary instruction falls through; one ending in any other terminator is opaque.
    switch (Last.getOpcode()) {
    case MI::PseudoRET:
    case MI::PseudoBRIND:
    case MI::PseudoTAIL:
    case MI::PseudoTAILIndirect: return std::nullopt;
    default: return R;
    }
  }
  if (isConditionalBranch(Last.getOpcode())) {
    if (Instrs.size() >= 2 && readsAsBranch(Instrs[Instrs.size() - 2])) return std::nullopt; // two branches
    R.Taken = branchTarget(Last);
    R.Cond = {MachineOperand::imm(Last.getOpcode()), Last.getOperand(0), Last.getOperand(1)};
    return R;
  }
  // PseudoBR, possibly after a conditional branch.
  if (Instrs.size() >= 2 && readsAsBranch(Instrs[Instrs.size() - 2])) {
    const MachineInstr& Prev = Instrs[Instrs.size() - 2];
    if (!isConditionalBranch(Prev.getOpcode())) return std::nullopt; // two unconditional jumps
    R.Taken = branchTarget(Prev);
    R.Otherwise = branchTarget(Last);
    R.Cond = {MachineOperand::imm(Prev.getOpcode()), Prev.getOperand(0), Prev.getOperand(1)};
    return R;
  }
  R.Taken = branchTarget(Last);
  return R;
}

void RISCVBranchHooks::removeBranch(MachineBasicBlock& MBB) const {
  auto& Instrs = MBB.Instrs;
  if (!Instrs.empty() && Instrs.back().getOpcode() == MI::PseudoBR) Instrs.pop_back();
  if (!Instrs.empty() && isConditionalBranch(Instrs.back().getOpcode())) Instrs.pop_back();
}

void RISCVBranchHooks::insertBranch(MachineBasicBlock& MBB, unsigned Target,
                                    const std::vector<MachineOperand>& Cond) const {
  if (Cond.empty()) {
    MachineInstr Jump(MI::PseudoBR);
    Jump.addOperand(MachineOperand::block(Target));
    MBB.Instrs.push_back(std::move(Jump));
    return;
  }
  MachineInstr Branch(unsigned(Cond[0].getImm()));
  Branch.addOperand(Cond[1]);
  Branch.addOperand(Cond[2]);
  Branch.addOperand(MachineOperand::block(Target));
  MBB.Instrs.push_back(std::move(Branch));
}

bool RISCVBranchHooks::reverseBranchCondition(std::vector<MachineOperand>& Cond) const {
  if (Cond.size() != 3 || !Cond[0].isImm()) return false;
  unsigned Inverse;
  switch (Cond[0].getImm()) {
  case MI::BEQ: Inverse = MI::BNE; break;
  case MI::BNE: Inverse = MI::BEQ; break;
  case MI::BLT: Inverse = MI::BGE; break;
  case MI::BGE: Inverse = MI::BLT; break;
  case MI::BLTU: Inverse = MI::BGEU; break;
  case MI::BGEU: Inverse = MI::BLTU; break;
  default: return false;
  }
  Cond[0] = MachineOperand::imm(Inverse);
  return true;
}

} // namespace dt::riscv
