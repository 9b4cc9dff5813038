// machine/RegisterCoalescer.h — join virtual registers that copies connect (LLVM's register-coalescer stage).
//
// Duty: before allocation, remove the COPYs between virtual registers that PHI elimination and the DAG
// builder's cross-block registers leave behind, by giving both sides of a copy one register: the two are
// renamed to one virtual register and the copy, now an identity, is deleted. Also, a virtual register whose
// every definition copies the constant zero register (x0 on RISC-V; RegisterFileInfo::PhysReg::Constant)
// — directly, through other such registers, or as an IMPLICIT_DEF — is replaced by that register at every
// use, as LLVM's coalescer joins virtual registers with constant physical registers.
//
// Interference is Chaitin's test, which stays exact on code that is no longer in SSA form: two registers may
// share a home unless one is live at a definition of the other, where a COPY from one into the other does not
// count (both then hold the same value). Live ranges come from machine/LiveIntervals; the joined register's
// live range is the union of the two (no definition of one disturbs a live value of the other, so the union
// is exactly where the joined register is live), which lets one liveness computation serve every join.
// Copies in loops are joined first (deepest first, then in program order), as LLVM's coalescer prefers them.
// Invariants: only registers of one register class are joined; the function's meaning is unchanged; physical
// registers other than the constant ones are never introduced (copies to and from them are left to the
// allocator's hints); the work per join is logarithmic in the joined ranges except for merging their lists;
// a register never joined keeps viewing the liveness analysis' lists instead of copying them.
#pragma once

#include "machine/MachineFunction.h"
#include "machine/MachineTargetInfo.h"
#include "machine/RegisterInfo.h"

namespace dt {

struct CoalesceResult {
  unsigned CopiesJoined = 0;          // virtual-to-virtual copies deleted because both sides were joined
  unsigned ConstantRegsForwarded = 0; // virtual registers replaced by a constant physical register
};

CoalesceResult coalesceRegisters(MachineFunction& MF, const MachineTargetInfo& TMI,
                                 const RegisterFileInfo& RI);

} // namespace dt
