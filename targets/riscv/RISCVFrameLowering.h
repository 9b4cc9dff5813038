// targets/riscv/RISCVFrameLowering.h — RISC-V's half of prologue/epilogue insertion (LLVM's
// RISCVFrameLowering and RISCVRegisterInfo::eliminateFrameIndex, written from their behaviour).
//
// Duty: the callee-saved registers a function must save (ra when it calls, every s/fs register it writes) in
// LLVM's save order (ra, s0, s1, s2..s11, then fs0, fs1, fs2..fs11), the 16-byte aligned frame addressed from
// sp (no frame pointer: dynamic allocas are unsupported), the prologue `addi sp, sp, -N` + saves and the
// epilogue restores + `addi sp, sp, N` before every return and tail call, removal of the call-frame pseudos
// (the outgoing-argument area is reserved at sp+0), the f64 moves through memory (SplitF64Pseudo,
// BuildPairF64Pseudo) expanded through one 8-byte frame slot, and frame indexes replaced by sp+offset.
// Large frames: when the frame is 2048 bytes or more the prologue first moves sp by 2032 (so the save slots
// stay in a 12-bit offset) and the rest through t0 (free at entry and exit: no argument or return value and
// no tail-call target lives there). An out-of-range offset is built in the instruction's own destination
// register when it has one (addi, integer loads); stores and FP loads borrow t0/t1/t2 (one the instruction
// does not use), saved around the access in an emergency slot kept next to the outgoing-argument area, as
// LLVM's register scavenger does.
#pragma once

#include "machine/FrameLowering.h"
#include "machine/RegisterInfo.h"
#include "targets/riscv/RISCVSubtarget.h"

namespace dt::riscv {

class RISCVFrameLowering : public FrameLoweringHooks {
public:
  /// RI is the register file of ST's ABI (makeRegisterFileInfo), built once by the caller for all functions.
  RISCVFrameLowering(const Subtarget& ST, const RegisterFileInfo& RI) : ST(ST), RI(RI) {}
  void expandBeforeLayout(MachineFunction& MF) const override;
  std::vector<CalleeSavedSlot> calleeSavedRegisters(const MachineFunction& MF) const override;
  unsigned stackAlignment() const override { return 16; }
  bool needsEmergencySlot(uint64_t EstimatedSize) const override { return EstimatedSize >= 2048; }
  unsigned emergencySlotSize() const override { return ST.XLen / 8; }
  void eliminateCallFramePseudos(MachineFunction& MF) const override;
  void emitPrologue(MachineFunction& MF, MachineBasicBlock& Entry, const FrameLayout& L) const override;
  size_t emitEpilogue(MachineFunction& MF, MachineBasicBlock& MBB, size_t ReturnIndex,
                      const FrameLayout& L) const override;
  size_t eliminateFrameIndex(MachineFunction& MF, MachineBasicBlock& MBB, size_t Index, unsigned OpIndex,
                             const FrameLayout& L) const override;

private:
  Subtarget ST;
  const RegisterFileInfo& RI;
};

} // namespace dt::riscv
