// machine/FrameLowering.h — the prologue/epilogue inserter's target-independent half (LLVM's
// PrologEpilogInserter): where every frame object lives, and the walk that asks the target for prologues,
// epilogues and frame-index replacements.
//
// Duty: lay out the frame of an allocated function — callee-saved save slots at the top (next to the incoming
// stack pointer, in the target's save order), then the ordinary objects (allocas, spill slots) in frame-index
// order, each at its alignment, then an optional emergency slot for the target's scratch register, then the
// outgoing call-argument area at the bottom (sp+0), the total rounded up to the stack alignment — and drive
// the target hooks: prologue in the entry block, epilogue before every return, and every FrameIndex operand
// rewritten to a base register and offset.
// Invariants: offsets are from the stack pointer after the prologue (non-negative for ordinary objects, at
// least StackSize for fixed objects, which live in the caller's frame); no FrameIndex operand survives
// insertPrologEpilog; the layout never changes after the hooks start rewriting.
#pragma once

#include "machine/MachineFunction.h"
#include "machine/MachineTargetInfo.h"

#include <cstdint>
#include <vector>

namespace dt {

struct CalleeSavedSlot {
  uint32_t Reg = 0;
  unsigned Size = 0;    // bytes saved (the register's spill size)
  int64_t SPOffset = 0; // from the stack pointer after the prologue
};

struct FrameLayout {
  uint64_t StackSize = 0; // what the prologue subtracts from sp
  uint64_t CallFrameSize = 0;
  std::vector<CalleeSavedSlot> CalleeSaved;
  std::vector<int64_t> ObjectOffsets; // sp-relative, by ordinary frame index
  int64_t EmergencySlotOffset = -1;   // sp-relative; -1 when the frame has none
  unsigned MaxAlign = 1;
  /// The sp-relative offset of any frame index (fixed objects sit above the frame, in the caller's).
  int64_t offsetOf(const MachineFunction& MF, int FI) const;
};

/// What a target contributes to prologue/epilogue insertion.
class FrameLoweringHooks {
public:
  virtual ~FrameLoweringHooks() = default;
  /// Rewrites pseudos that need a frame object before the layout is fixed (e.g. moves through memory).
  virtual void expandBeforeLayout(MachineFunction& MF) const = 0;
  /// The callee-saved registers MF writes, in save order (the first one sits highest), with their sizes.
  virtual std::vector<CalleeSavedSlot> calleeSavedRegisters(const MachineFunction& MF) const = 0;
  virtual unsigned stackAlignment() const = 0;
  /// Whether offsets beyond what one instruction reaches need the emergency slot, given a frame of at most
  /// EstimatedSize bytes.
  virtual bool needsEmergencySlot(uint64_t EstimatedSize) const = 0;
  virtual unsigned emergencySlotSize() const = 0;
  /// Removes call-frame pseudos (the outgoing area is reserved in the frame).
  virtual void eliminateCallFramePseudos(MachineFunction& MF) const = 0;
  virtual void emitPrologue(MachineFunction& MF, MachineBasicBlock& Entry, const FrameLayout& L) const = 0;
  /// Inserts the epilogue before the return at MBB.Instrs[ReturnIndex]; returns the instructions added.
  virtual size_t emitEpilogue(MachineFunction& MF, MachineBasicBlock& MBB, size_t ReturnIndex,
                              const FrameLayout& L) const = 0;
  /// Rewrites the FrameIndex operand OpIndex of MBB.Instrs[Index]; returns the instructions added before it.
  virtual size_t eliminateFrameIndex(MachineFunction& MF, MachineBasicBlock& MBB, size_t Index,
                                     unsigned OpIndex, const FrameLayout& L) const = 0;
};

/// The layout alone (exposed for tests and the docs).
FrameLayout computeFrameLayout(const MachineFunction& MF, const FrameLoweringHooks& Hooks);

/// Lays out the frame and inserts prologue, epilogues and frame-index replacements. MF must be allocated.
FrameLayout insertPrologEpilog(MachineFunction& MF, const MachineTargetInfo& TMI,
                               const FrameLoweringHooks& Hooks);

} // namespace dt
