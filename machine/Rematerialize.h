// machine/Rematerialize.h — recreate cheap constants after calls instead of keeping them alive across them
// (the part of LLVM's greedy allocator that splits a live range around calls and rematerializes the pieces).
//
// Duty: before register allocation (after PHI elimination, before coalescing), find each virtual register
// that exactly one trivially rematerializable instruction defines — an instruction whose target description
// says Rematerializable and whose register operands, besides its one virtual def, are constant registers
// (RISC-V: LUI imm, ADDI/XORI/ORI from x0) — and whose value some use reads after a call on some path from
// the definition. Such a use gets its own copy of the definition, placed right before it (a COPY from the
// register becomes the definition itself), shared by the following uses in its block up to the next call.
// The value then no longer lives across the call, so it needs neither a callee-saved register (a save and a
// restore) nor a spill; uses the definition still reaches without a call keep reading it, and a definition
// left without readers is deleted.
// Uses in a loop deeper than the definition are left alone (and then the whole register is): re-executing
// the definition there would cost on every iteration what a callee-saved register costs once.
// Invariants: the function's meaning is unchanged (the recreated value is the same constant, recomputed
// from constant registers only); new virtual registers take the class of the one they replace; nothing but
// such definitions is added or removed; code without calls is untouched.
#pragma once

#include "machine/MachineFunction.h"
#include "machine/MachineTargetInfo.h"
#include "machine/RegisterInfo.h"

namespace dt {

/// Whether MI is trivially rematerializable: a Rematerializable opcode with exactly one register def (a
/// virtual register), every other register operand a use of a constant register, and no implicit operand.
bool isTriviallyRematerializable(const MachineInstr& MI, const MachineTargetInfo& TMI,
                                 const RegisterFileInfo& RI);

struct RematResult {
  unsigned RegistersSplit = 0;      // virtual registers whose after-call uses got their own definitions
  unsigned DefinitionsInserted = 0; // copies of definitions placed before uses (COPYs turned into one count)
  unsigned DefinitionsDeleted = 0;  // original definitions left without readers
};

RematResult rematerializeAcrossCalls(MachineFunction& MF, const MachineTargetInfo& TMI,
                                     const RegisterFileInfo& RI);

} // namespace dt
