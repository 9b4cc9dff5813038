// machine/BranchFolding.h — the simple branch and layout clean-ups of LLVM's control-flow optimizer
// (BranchFolder::OptimizeBlock) and of the end of MachineBlockPlacement, after register allocation.
//
// Duty: on an allocated function (after prologue/epilogue insertion, where LLVM's -O2 pipeline runs its
// branch folder):
//   * a block holding nothing but an unconditional jump is bypassed: whoever branched or fell into it goes
//     straight to its target, and the block, now unreachable, is deleted;
//   * a conditional branch whose two destinations are the same block becomes unconditional;
//   * blocks unreachable from the entry are deleted;
//   * every branch is then re-emitted for the final layout: a jump to the next block is dropped, and a
//     conditional branch to the next block followed by a jump elsewhere is inverted (BEQ <-> BNE, BLT <->
//     BGE, BLTU <-> BGEU) so that only the conditional branch is left.
// Blocks keep their relative order (no tail merging, no block moves). The target reads and writes its
// branches through BranchHooks (LLVM's analyzeBranch / removeBranch / insertBranch / reverseBranchCondition).
// Invariants: each block's successor list names exactly the blocks its terminators and fall-through reach,
// with the probabilities of merged edges added; predecessor lists are rebuilt from them; the entry block
// stays first; a block some non-branch operand names is never deleted; a function with a block the target
// cannot analyze that may fall through is left untouched.
#pragma once

#include "machine/MachineFunction.h"
#include "machine/MachineTargetInfo.h"

#include <optional>
#include <vector>

namespace dt {

/// How a block ends, as far as its branches tell (LLVM's analyzeBranch in explicit form).
struct BlockBranch {
  std::optional<unsigned> Taken;     // the conditional branch's target, or the unconditional jump's
  std::optional<unsigned> Otherwise; // the unconditional jump after a conditional branch, when there is one
  std::vector<MachineOperand> Cond;  // target-defined condition; empty for an unconditional jump
};

/// A target's branch instructions, as the folder needs them.
class BranchHooks {
public:
  virtual ~BranchHooks() = default;
  /// MBB's branches; nullopt when it ends in something else (return, indirect jump, tail call). No branch at
  /// all (Taken empty) means the block falls through.
  virtual std::optional<BlockBranch> analyzeBranch(const MachineBasicBlock& MBB) const = 0;
  /// Deletes the branches analyzeBranch read.
  virtual void removeBranch(MachineBasicBlock& MBB) const = 0;
  /// Appends a branch to block Target: conditional on Cond, or unconditional when Cond is empty.
  virtual void insertBranch(MachineBasicBlock& MBB, unsigned Target,
                            const std::vector<MachineOperand>& Cond) const = 0;
  /// Inverts Cond in place; false if it cannot be inverted.
  virtual bool reverseBranchCondition(std::vector<MachineOperand>& Cond) const = 0;
};

struct BranchFoldingResult {
  unsigned BlocksErased = 0;
  unsigned BranchesBefore = 0, BranchesAfter = 0; // branch instructions in the function
  bool changed() const { return BlocksErased || BranchesBefore != BranchesAfter; }
};

BranchFoldingResult foldBranches(MachineFunction& MF, const MachineTargetInfo& TMI, const BranchHooks& Hooks);

} // namespace dt
