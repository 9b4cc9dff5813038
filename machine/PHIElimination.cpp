// machine/PHIElimination.cpp — PHIs to copies at the ends of predecessors.
#include "machine/PHIElimination.h"

#include "support/Diagnostics.h"

#include <algorithm>
#include <unordered_set>

namespace dt {

size_t firstTerminator(const MachineBasicBlock& MBB, const MachineTargetInfo& TMI) {
  size_t I = MBB.Instrs.size();
  while (I > 0) {
    const MachineInstrDesc* D = TMI.instrDesc(MBB.Instrs[I - 1].getOpcode());
    if (!D || !D->is(MachineInstrDesc::Terminator)) break;
    --I;
  }
  return I;
}

bool eliminatePHIs(MachineFunction& MF, const MachineTargetInfo& TMI) {
  const unsigned PHI = TMI.genericOpcode(GenericOpcode::PHI);
  const unsigned COPY = TMI.genericOpcode(GenericOpcode::COPY);
  const unsigned IMPLICIT_DEF = TMI.genericOpcode(GenericOpcode::IMPLICIT_DEF);
  std::unordered_set<uint32_t> Undefined; // results of IMPLICIT_DEF
  for (const auto& MBB : MF.layout())
    for (const MachineInstr& MI : MBB->Instrs)
      if (MI.getOpcode() == IMPLICIT_DEF && MI.getNumOperands() && MI.getOperand(0).isReg())
        Undefined.insert(MI.getOperand(0).getReg());

  bool Changed = false;
  for (const auto& MBBPtr : MF.layout()) {
    MachineBasicBlock& MBB = *MBBPtr;
    size_t NumPhis = 0;
    while (NumPhis < MBB.Instrs.size() && MBB.Instrs[NumPhis].getOpcode() == PHI) ++NumPhis;
    for (size_t P = 0; P < NumPhis; ++P) {
      MachineInstr Phi = std::move(MBB.Instrs[P]);
      uint32_t Dest = Phi.getOperand(0).getReg();
      if (!isVirtualRegister(Dest)) throw UnsupportedError("", {}, "a PHI of a physical register");
      uint32_t Incoming = MF.createVirtualRegister(MF.regClassOf(Dest));
      MachineInstr Copy(COPY);
      Copy.addOperand(MachineOperand::reg(Dest, /*IsDef=*/true));
      Copy.addOperand(MachineOperand::reg(Incoming));
      MBB.Instrs[P] = std::move(Copy);

      std::vector<unsigned> Done;
      for (unsigned I = 1; I + 1 < Phi.getNumOperands(); I += 2) {
        uint32_t Src = Phi.getOperand(I).getReg();
        unsigned PredNumber = Phi.getOperand(I + 1).getBlock();
        if (std::find(Done.begin(), Done.end(), PredNumber) != Done.end()) continue;
        Done.push_back(PredNumber);
        MachineBasicBlock* Pred = MF.block(PredNumber);
        if (!Pred) throw InternalError("PHI names a missing block %bb." + std::to_string(PredNumber));
        MachineInstr In(Undefined.count(Src) ? IMPLICIT_DEF : COPY);
        In.addOperand(MachineOperand::reg(Incoming, /*IsDef=*/true));
        if (!Undefined.count(Src)) In.addOperand(MachineOperand::reg(Src));
        Pred->Instrs.insert(Pred->Instrs.begin() + std::ptrdiff_t(firstTerminator(*Pred, TMI)),
                            std::move(In));
      }
      Changed = true;
    }
  }
  return Changed;
}

} // namespace dt
