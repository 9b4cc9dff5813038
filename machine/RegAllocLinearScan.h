// machine/RegAllocLinearScan.h — linear-scan register allocation with spilling (LLVM's regalloc stage).
//
// Duty: give every virtual register a physical register of its class, honouring the fixed registers of the
// calling convention (argument, result and call-clobber segments from LiveIntervals), then rewrite the
// function onto physical registers. First machine/RegisterCoalescer joins the virtual registers that copies
// connect; in the rewrite operands become "renamable" physical registers, copies whose source and
// destination got the same register disappear, and so do copies into a register that already holds the value
// (a per-block sweep, as LLVM's MachineCopyPropagation), kill and dead flags are recomputed,
// every block lists its live-in registers, and the callee-saved registers the function now writes are
// recorded in MachineFunction::UsedCalleeSavedRegs for the frame lowering.
//
// The algorithm is Poletto and Sarkar's linear scan over intervals with holes, with "spill everywhere" on
// conflict rather than Traub's or Wimmer's interval splitting: intervals are visited by increasing start;
// each takes its copy hint if that register is free over the whole interval (a fixed segment that a COPY of
// the interval's own register starts does not count against it), else the first free register in
// the class's allocation order; when none is free, the cheapest set of already-assigned intervals occupying
// one register is evicted if all of them weigh less than the current one, otherwise the current interval is
// spilled. A spilled register lives in a new stack slot: each instruction that reads it is preceded by a load
// into a fresh tiny register and each one that writes it is followed by a store — or, for a register whose
// only definition is trivially rematerializable (machine/Rematerialize.h), that definition is repeated before
// each reader and the original deleted, as LLVM's spiller does — and the whole allocation
// runs again with those tiny registers unspillable. Chosen because it is short, easy to verify and always
// terminates: a round either succeeds or replaces long intervals by intervals a few slots long; splitting
// would give better code around calls and loops (LLVM's greedy allocator splits) at several times the code.
// Interference is kept per register unit in a flat array of segments sorted by start, with a cursor past
// those that ended before the interval being allocated (starts only grow within a round), so rejecting a
// busy register costs a look at the cursor.
// Invariants: afterwards no virtual register is left, no reserved register is assigned, and the result passes
// machine/RegAllocVerifier; the allocator never removes an instruction other than copies (identity, joined or
// redundant ones) and the IMPLICIT_DEFs of registers the coalescer replaced by x0 (side effects are never
// lost: Subzero's FakeUse idea is simply that nothing here deletes "unused" instructions).
#pragma once

#include "machine/MachineFunction.h"
#include "machine/MachineTargetInfo.h"
#include "machine/RegisterInfo.h"

#include <cstdint>
#include <functional>
#include <vector>

namespace dt {

struct RegAllocResult {
  /// Virtual register index → physical register, in the function as it was just before the rewrite (after
  /// the last round's spill code); 0 for registers with no interval.
  std::vector<uint32_t> Assignment;
  unsigned Rounds = 0;       // allocation rounds (1 + the rounds that inserted spill code)
  unsigned SpilledVRegs = 0; // virtual registers sent to stack slots
  unsigned IdentityCopiesRemoved = 0;
  unsigned RedundantCopiesRemoved = 0; // copies into a register already holding the value, after the rewrite
  unsigned CopiesJoined = 0;           // by the coalescer, before allocation (machine/RegisterCoalescer)
  unsigned ConstantRegsForwarded = 0;  // virtual registers the coalescer replaced by x0
};

struct RegAllocOptions {
  /// Called once allocation succeeded, before the rewrite, with the function still on virtual registers and
  /// the assignment (the verifier checks interference here); may throw.
  std::function<void(const MachineFunction&, const std::vector<uint32_t>&)> BeforeRewrite;
  /// Maps a callee-saved register unit to the register the frame lowering saves (the target's choice of
  /// width).
  std::function<uint32_t(unsigned Unit)> CalleeSavedRegisterOfUnit;
};

/// Allocates and rewrites MF. Throws CannotLowerError when even unspillable intervals find no register.
RegAllocResult allocateRegisters(MachineFunction& MF, const MachineTargetInfo& TMI,
                                 const RegisterFileInfo& RI, const RegAllocOptions& Opts = {});

} // namespace dt
