// machine/FinalizeISel.h — LLVM's finalize-isel pass: expands the pseudos that need a custom inserter.
//
// Duty: walk every block in layout order (including blocks the expansions create) and hand each instruction
// whose description asks for a custom inserter to MachineTargetInfo::emitInstrWithCustomInserter, as LLVM's
// FinalizeISel pass does after selection (RISC-V's Select_GPR_Using_CC_GPR becomes a branch diamond and a
// PHI). Invariant: afterwards no instruction with the CustomInserter flag is left.
#pragma once

#include "machine/MachineFunction.h"
#include "machine/MachineTargetInfo.h"

namespace dt {

/// Returns whether anything was expanded.
bool finalizeISel(MachineFunction& MF, const MachineTargetInfo& TMI);

} // namespace dt
