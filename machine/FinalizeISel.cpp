// machine/FinalizeISel.cpp — custom-inserter expansion over the whole function.
#include "machine/FinalizeISel.h"

namespace dt {

bool finalizeISel(MachineFunction& MF, const MachineTargetInfo& TMI) {
  bool Changed = false;
  // Expansions insert blocks into the layout right after the current one, so walk by position.
  for (size_t B = 0; B < MF.layout().size(); ++B) {
    MachineBasicBlock* MBB = MF.layout()[B].get();
    for (size_t I = 0; I < MBB->Instrs.size();) {
      const MachineInstrDesc* D = TMI.instrDesc(MBB->Instrs[I].getOpcode());
      if (!D || !D->is(MachineInstrDesc::CustomInserter)) {
        ++I;
        continue;
      }
      size_t ContinueAt = 0;
      MachineBasicBlock* Next = TMI.emitInstrWithCustomInserter(MF, *MBB, I, ContinueAt);
      Changed = true;
      if (Next != MBB) {
        // Continue in the block the expansion ended in; the blocks in between hold only expansion code.
        for (size_t P = 0; P < MF.layout().size(); ++P)
          if (MF.layout()[P].get() == Next) B = P;
        MBB = Next;
      }
      I = ContinueAt;
    }
  }
  return Changed;
}

} // namespace dt
