// machine/FrameLowering.cpp — frame layout and the prologue/epilogue/frame-index walk (see the header).
#include "machine/FrameLowering.h"

#include "support/Diagnostics.h"

#include <algorithm>

namespace dt {

namespace {
uint64_t alignTo(uint64_t V, uint64_t A) {
  return (V + A - 1) / A * A;
}
} // namespace

int64_t FrameLayout::offsetOf(const MachineFunction& MF, int FI) const {
  if (FI < 0) return int64_t(StackSize) + MF.Frame.object(FI).FixedOffset;
  if (size_t(FI) >= ObjectOffsets.size())
    throw InternalError("frame index " + std::to_string(FI) + " has no place in the frame of '" + MF.name() +
                        "'");
  return ObjectOffsets[size_t(FI)];
}

FrameLayout computeFrameLayout(const MachineFunction& MF, const FrameLoweringHooks& Hooks) {
  FrameLayout L;
  const unsigned StackAlign = Hooks.stackAlignment();
  L.MaxAlign = StackAlign;
  // Distances below the incoming stack pointer, growing downwards as LLVM's PEI allocates them.
  uint64_t Depth = 0;
  std::vector<uint64_t> CSRDepth;
  L.CalleeSaved = Hooks.calleeSavedRegisters(MF);
  for (const CalleeSavedSlot& S : L.CalleeSaved) {
    Depth = alignTo(Depth + S.Size, S.Size);
    CSRDepth.push_back(Depth);
  }
  std::vector<uint64_t> ObjDepth;
  for (const FrameObject& O : MF.Frame.Objects) {
    uint64_t A = std::max<uint64_t>(O.Align, 1);
    if (A > StackAlign)
      throw UnsupportedError("", {},
                             "frame object aligned to " + std::to_string(A) + " bytes in '" + MF.name() +
                                 "': stack realignment is not implemented (the stack is aligned to " +
                                 std::to_string(StackAlign) + ")");
    Depth = alignTo(Depth + O.Size, A);
    ObjDepth.push_back(Depth);
  }
  L.CallFrameSize = MF.Frame.hasCalls ? MF.Frame.MaxCallFrameSize : 0;
  uint64_t EmergencyDepth = 0;
  // The farthest offset any instruction may need: the frame plus the incoming arguments above it.
  int64_t FixedEnd = 0;
  for (const FrameObject& O : MF.Frame.FixedObjects)
    FixedEnd = std::max(FixedEnd, O.FixedOffset + int64_t(O.Size));
  uint64_t Estimate =
      alignTo(Depth + L.CallFrameSize + Hooks.emergencySlotSize(), StackAlign) + uint64_t(FixedEnd);
  if (Hooks.needsEmergencySlot(Estimate)) {
    unsigned Sz = Hooks.emergencySlotSize();
    Depth = alignTo(Depth + Sz, Sz);
    EmergencyDepth = Depth;
  }
  L.StackSize = alignTo(Depth + L.CallFrameSize, StackAlign);
  for (size_t I = 0; I < L.CalleeSaved.size(); ++I)
    L.CalleeSaved[I].SPOffset = int64_t(L.StackSize - CSRDepth[I]);
  for (uint64_t D : ObjDepth) L.ObjectOffsets.push_back(int64_t(L.StackSize - D));
  if (EmergencyDepth) L.EmergencySlotOffset = int64_t(L.StackSize - EmergencyDepth);
  return L;
}

FrameLayout insertPrologEpilog(MachineFunction& MF, const MachineTargetInfo& TMI,
                               const FrameLoweringHooks& Hooks) {
  if (!MF.RegistersAllocated)
    throw InternalError("prologue/epilogue insertion needs allocated registers ('" + MF.name() + "')");
  Hooks.expandBeforeLayout(MF);
  FrameLayout L = computeFrameLayout(MF, Hooks);
  Hooks.eliminateCallFramePseudos(MF);
  // Frame indexes first: the prologue and epilogues address the save slots with plain offsets.
  for (const auto& MBB : MF.layout())
    for (size_t I = 0; I < MBB->Instrs.size(); ++I)
      for (unsigned Op = 0; Op < MBB->Instrs[I].getNumOperands(); ++Op)
        if (MBB->Instrs[I].getOperand(Op).kind() == MachineOperand::Kind::FrameIndex) {
          I += Hooks.eliminateFrameIndex(MF, *MBB, I, Op, L);
          Op = 0; // the rewritten instruction may still hold another frame index (it never does on RISC-V)
        }
  if (MF.layout().empty()) return L;
  Hooks.emitPrologue(MF, *MF.layout().front(), L);
  for (const auto& MBB : MF.layout())
    for (size_t I = 0; I < MBB->Instrs.size(); ++I) {
      const MachineInstrDesc* D = TMI.instrDesc(MBB->Instrs[I].getOpcode());
      if (D && D->is(MachineInstrDesc::Return)) I += Hooks.emitEpilogue(MF, *MBB, I, L);
    }
  return L;
}

} // namespace dt
