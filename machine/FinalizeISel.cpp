// machine/FinalizeISel.cpp — custom-inserter expansion over the whole function.
//
// Linear in the block's length however many pseudos it holds: a block's instructions are taken out and put
// back one by one, so when a pseudo is expanded it is the last instruction of its block and the split moves
// nothing; the instructions after it are then appended to the block the expansion ended in. (Splitting in
// place would move the rest of the block once per pseudo: quadratic in time, and in memory, for a big block
// full of selects.)
#include "machine/FinalizeISel.h"

#include "support/Diagnostics.h"

namespace dt {

bool finalizeISel(MachineFunction& MF, const MachineTargetInfo& TMI) {
  bool Changed = false;
  auto needsInserter = [&](const MachineInstr& MI) {
    const MachineInstrDesc* D = TMI.instrDesc(MI.getOpcode());
    return D && D->is(MachineInstrDesc::CustomInserter);
  };
  // Expansions insert blocks into the layout right after the current one; those hold only expansion code
  // and already-processed instructions, so the walk by position passes over them cheaply.
  for (size_t B = 0; B < MF.layout().size(); ++B) {
    MachineBasicBlock* MBB = MF.layout()[B].get();
    size_t First = 0;
    while (First < MBB->Instrs.size() && !needsInserter(MBB->Instrs[First])) ++First;
    if (First == MBB->Instrs.size()) continue;
    std::vector<MachineInstr> Rest(std::make_move_iterator(MBB->Instrs.begin() + std::ptrdiff_t(First)),
                                   std::make_move_iterator(MBB->Instrs.end()));
    MBB->Instrs.erase(MBB->Instrs.begin() + std::ptrdiff_t(First), MBB->Instrs.end());
    for (MachineInstr& MI : Rest) {
      bool Expand = needsInserter(MI);
      MBB->Instrs.push_back(std::move(MI));
      if (!Expand) continue;
      size_t ContinueAt = 0;
      MachineBasicBlock* Next = TMI.emitInstrWithCustomInserter(MF, *MBB, MBB->Instrs.size() - 1, ContinueAt);
      Changed = true;
      // What lies past ContinueAt is the expansion's own code (the join block's PHI): nothing to expand.
      for (size_t I = ContinueAt; I < Next->Instrs.size(); ++I)
        if (needsInserter(Next->Instrs[I]))
          throw InternalError("finalize-isel: an expansion produced a pseudo that needs expanding");
      MBB = Next;
    }
  }
  return Changed;
}

} // namespace dt
