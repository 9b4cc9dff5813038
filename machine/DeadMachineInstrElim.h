// machine/DeadMachineInstrElim.h — deletes machine instructions whose results nobody reads (LLVM's
// dead-mi-elimination pass).
//
// Duty: on SSA machine code (after finalize-isel, before PHI elimination, where LLVM's -O2 pipeline runs it)
// delete every instruction that
//   * has no effect besides its register results: no store, call, terminator, unmodelled side effect
//     (ADJCALLSTACKDOWN/UP), no FP exception it may raise (an FP instruction without nofpexcept), no volatile
//     load and no load without a memory operand (nothing then says it is not volatile) — MachineInstr's
//     isSafeToMove with nothing stored yet; a PHI always qualifies;
//   * defines only virtual registers that no other instruction reads, and physical registers that are neither
//     reserved nor live at that point (live = read later in the block or live into a successor, tracked per
//     register unit walking each block bottom-up, as LiveRegUnits does).
// Blocks are visited in post-order and instructions bottom-up, so a chain of dead values usually dies in one
// sweep; sweeps repeat until nothing changes (a def in one block read only by dead code in another).
// Run again after branch folding (dagtool's addition; LLVM has no such pass there) it deletes what computed
// the conditions of branches the folder removed; there, physical liveness is computed from the instructions
// (the allocator's block live-in lists still name registers whose last reader was deleted) and kept up to date
// while deleting: a block whose live-in units shrink has its predecessors walked again. Around loops such
// updates can leave a value live only because it was live before, so a sweep that changed anything in a loop
// is followed by another from liveness computed afresh, which walks only the blocks whose successors' units
// differ from what the last walk saw. Invariants: only
// instructions are removed (the CFG, block order and numbering stay); a virtual register whose defs all die
// may still be named by the function's live-in list, as in LLVM; blocks unreachable from the entry are not
// swept (post-order does not reach them) but their reads keep values alive.
#pragma once

#include "machine/MachineFunction.h"
#include "machine/MachineTargetInfo.h"
#include "machine/RegisterInfo.h"

namespace dt {

struct DeadInstrOptions {
  /// On allocated code liveness restarts at each block's end from its successors' live-in units, computed from
  /// the instructions (machine/LiveIntervals.h physicalLiveIns) and kept up to date while deleting, instead of
  /// carrying what earlier blocks left (LLVM's conservative carry-over) or trusting live-in lists that
  /// deletions made stale.
  bool Allocated = false;
};

/// Returns the number of instructions deleted.
unsigned eliminateDeadMachineInstrs(MachineFunction& MF, const MachineTargetInfo& TMI,
                                    const RegisterFileInfo& RI, const DeadInstrOptions& Opts = {});

} // namespace dt
