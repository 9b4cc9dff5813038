// machine/RegAllocVerifier.h — checks a register assignment without trusting the allocator's own analysis.
//
// Duty: recompute liveness from scratch (sets of values per instruction, by a dataflow of its own — not
// machine/LiveIntervals) and check, on the function as the allocator saw it just before the rewrite:
//   * every virtual register that appears got a register of its class, and no reserved register;
//   * no two values live at the same time share a register unit: whenever an instruction writes a register
//     (a def, a dead def, or a clobber of a call's register mask), no other value living past that
//     instruction sits in the same unit — except the source of a COPY, which holds the value written
//     (Chaitin's exception, which the coalescer and the allocator's copy-started fixed segments rely on);
//     and values live into a block never share a unit;
//   * every use has a reaching def on every path (function arguments count as defined at the entry).
// And on the rewritten function: no virtual register is left, no renamed operand is a reserved register, and
// every register read is written on every path from the entry (a forward must-be-defined dataflow).
// Invariant: the checks only read; they return the problems found (empty = the allocation is sound).
#pragma once

#include "machine/MachineFunction.h"
#include "machine/MachineTargetInfo.h"
#include "machine/RegisterInfo.h"

#include <string>
#include <vector>

namespace dt {

/// Checks Assignment (virtual register index → physical register) against MF, which still uses virtual
/// registers.
std::vector<std::string> verifyAssignment(const MachineFunction& MF, const MachineTargetInfo& TMI,
                                          const RegisterFileInfo& RI,
                                          const std::vector<uint32_t>& Assignment);

/// Checks a function whose registers have been rewritten to physical ones.
std::vector<std::string> verifyAllocatedFunction(const MachineFunction& MF, const MachineTargetInfo& TMI,
                                                 const RegisterFileInfo& RI);

/// Throws InternalError listing the problems, if any; Where names the check ("regalloc of 'f'").
void throwIfProblems(const std::vector<std::string>& Problems, const std::string& Where);

} // namespace dt
