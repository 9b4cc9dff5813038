// machine/PHIElimination.h — replaces every PHI by copies (LLVM's phi-node-elimination pass).
//
// Duty: for `%d = PHI %a, %bb.1, %b, %bb.2` make one new virtual register %n of %d's class, put `%d = COPY
// %n` where the PHIs stood (in PHI order, before the block's other instructions), and in each predecessor
// `%n = COPY %a` right before the predecessor's terminators — once per predecessor, even when a switch lists
// it twice. Because %n is new and written only at the ends of the predecessors, the copies of different PHIs
// never overwrite each other's sources (the "swap problem" of parallel copies cannot occur) and critical
// edges need no splitting for correctness: %n is merely live-out along the other edges of a predecessor with
// several successors, a little longer than necessary. LLVM splits such edges only when that saves a copy;
// dagtool does not (the allocator's copy hints recover most of it). Invariants: afterwards no PHI is left; an
// incoming value that is an IMPLICIT_DEF's result is copied as IMPLICIT_DEF (no use of an undefined register
// is created). RISC-V has no tied (two-address) operands among the instructions dagtool selects, so this is
// the last rewrite before liveness.
#pragma once

#include "machine/MachineFunction.h"
#include "machine/MachineTargetInfo.h"

namespace dt {

/// The index of the first of the block's terminators (those at its end), or Instrs.size() if it has none.
size_t firstTerminator(const MachineBasicBlock& MBB, const MachineTargetInfo& TMI);

/// Returns whether any PHI was eliminated.
bool eliminatePHIs(MachineFunction& MF, const MachineTargetInfo& TMI);

} // namespace dt
