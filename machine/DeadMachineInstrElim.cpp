// machine/DeadMachineInstrElim.cpp — sweeps of bottom-up deletion until nothing more dies.
//
// Reads are counted once per virtual register up front and decremented as readers die, so deciding whether a
// def is dead costs only the defining instruction's own operands (a PHI reading its own result in a loop does
// not keep itself alive).
#include "machine/DeadMachineInstrElim.h"

#include "machine/LiveIntervals.h"

#include <algorithm>

namespace dt {

namespace {

class DeadInstrSweeper {
public:
  DeadInstrSweeper(MachineFunction& MF, const MachineTargetInfo& TMI, const RegisterFileInfo& RI,
                   const DeadInstrOptions& Opts)
      : MF(MF), TMI(TMI), RI(RI), Opts(Opts), PHI(TMI.genericOpcode(GenericOpcode::PHI)),
        LiveUnits(RI.NumUnits, false) {
    Reads.assign(MF.numVirtualRegisters(), 0);
    for (const auto& MBB : MF.layout())
      for (const MachineInstr& MI : MBB->Instrs) countReads(MI, +1);
  }

  unsigned run() {
    unsigned Deleted = 0;
    std::vector<MachineBasicBlock*> Order = postOrder();
    for (unsigned Swept = sweep(Order); Swept; Swept = sweep(Order)) Deleted += Swept;
    return Deleted;
  }

private:
  MachineFunction& MF;
  const MachineTargetInfo& TMI;
  const RegisterFileInfo& RI;
  const DeadInstrOptions Opts;
  const unsigned PHI;
  std::vector<int> Reads; // by virtual register index: operands reading it
  // Register units live below the instruction being looked at. As in LLVM the set is not emptied between
  // blocks: it only grows more conservative.
  std::vector<bool> LiveUnits;

  void countReads(const MachineInstr& MI, int Delta) {
    for (const MachineOperand& MO : MI.operands())
      if (MO.isUse() && isVirtualRegister(MO.getReg()) && virtRegIndex(MO.getReg()) < Reads.size())
        Reads[virtRegIndex(MO.getReg())] += Delta;
  }

  /// Blocks reachable from the entry, each after all its successors except along back edges.
  std::vector<MachineBasicBlock*> postOrder() const {
    std::vector<MachineBasicBlock*> Order;
    if (MF.layout().empty()) return Order;
    std::vector<bool> Seen;
    auto seen = [&](unsigned N) -> std::vector<bool>::reference {
      if (N >= Seen.size()) Seen.resize(size_t(N) + 1, false);
      return Seen[N];
    };
    struct Frame {
      MachineBasicBlock* MBB;
      size_t NextSuccessor;
    };
    std::vector<Frame> Stack;
    MachineBasicBlock* Entry = MF.layout().front().get();
    seen(Entry->Number) = true;
    Stack.push_back({Entry, 0});
    while (!Stack.empty()) {
      Frame& Top = Stack.back();
      if (Top.NextSuccessor == Top.MBB->Successors.size()) {
        Order.push_back(Top.MBB);
        Stack.pop_back();
        continue;
      }
      MachineBasicBlock* Succ = MF.block(Top.MBB->Successors[Top.NextSuccessor++].Number);
      if (Succ && !seen(Succ->Number)) {
        seen(Succ->Number) = true;
        Stack.push_back({Succ, 0});
      }
    }
    return Order;
  }

  unsigned sweep(const std::vector<MachineBasicBlock*>& Order) {
    unsigned Deleted = 0;
    // On allocated code the block live-in lists are the allocator's, and stop being exact once something
    // is deleted (a register read only by a deleted instruction stays listed): each sweep starts from
    // liveness computed afresh, so that a value whose last reader died in a successor dies too.
    std::vector<std::vector<bool>> LiveInUnits;
    std::vector<size_t> PositionOf;
    if (Opts.Allocated) {
      LiveInUnits = physicalLiveIns(MF, RI);
      for (size_t P = 0; P < MF.layout().size(); ++P) {
        unsigned N = MF.layout()[P]->Number;
        if (N >= PositionOf.size()) PositionOf.resize(size_t(N) + 1, ~size_t(0));
        PositionOf[N] = P;
      }
    }
    for (MachineBasicBlock* MBB : Order) {
      if (Opts.Allocated) std::fill(LiveUnits.begin(), LiveUnits.end(), false);
      for (const auto& S : MBB->Successors) {
        const MachineBasicBlock* Succ = MF.block(S.Number);
        if (!Succ) continue;
        if (!Opts.Allocated) {
          for (uint32_t Reg : Succ->LiveIns) setLive(Reg, true);
          continue;
        }
        const std::vector<bool>& In = LiveInUnits[PositionOf[S.Number]];
        for (size_t U = 0; U < In.size() && U < LiveUnits.size(); ++U)
          if (In[U]) LiveUnits[U] = true;
      }
      auto& Instrs = MBB->Instrs;
      // Survivors are compacted towards the end while walking backwards, so each deletion is O(1).
      size_t Keep = Instrs.size();
      for (size_t I = Instrs.size(); I-- > 0;) {
        if (isDead(Instrs[I])) {
          countReads(Instrs[I], -1);
          ++Deleted;
          continue;
        }
        stepBackward(Instrs[I]);
        if (--Keep != I) Instrs[Keep] = std::move(Instrs[I]);
      }
      Instrs.erase(Instrs.begin(), Instrs.begin() + std::ptrdiff_t(Keep));
    }
    return Deleted;
  }

  void setLive(uint32_t PhysReg, bool Live) {
    if (PhysReg == 0 || PhysReg >= RI.Regs.size() || RI.isReserved(PhysReg)) return;
    LiveUnits[RI.unitOf(PhysReg)] = Live;
  }
  bool isLive(uint32_t PhysReg) const {
    return PhysReg < RI.Regs.size() && !RI.isReserved(PhysReg) && LiveUnits[RI.unitOf(PhysReg)];
  }

  /// The liveness above MI from the liveness below it: its writes end values, its reads begin them.
  void stepBackward(const MachineInstr& MI) {
    for (const MachineOperand& MO : MI.operands()) {
      if (MO.isReg() && MO.isDef() && !isVirtualRegister(MO.getReg())) setLive(MO.getReg(), false);
      if (MO.isRegMask())
        for (uint32_t Reg = 1; Reg < RI.Regs.size(); ++Reg)
          if (!RegisterFileInfo::maskPreserves(MO.getRegMask(), Reg)) setLive(Reg, false);
    }
    for (const MachineOperand& MO : MI.operands())
      if (MO.isUse() && !isVirtualRegister(MO.getReg())) setLive(MO.getReg(), true);
  }

  bool isDead(const MachineInstr& MI) const {
    for (const MachineOperand& MO : MI.operands()) {
      if (!MO.isReg() || !MO.isDef()) continue;
      uint32_t Reg = MO.getReg();
      if (!isVirtualRegister(Reg)) {
        if (RI.isReserved(Reg) || isLive(Reg)) return false;
        continue;
      }
      if (virtRegIndex(Reg) >= Reads.size()) return false;
      auto OwnReads = std::count_if(MI.operands().begin(), MI.operands().end(),
                                    [&](const auto& U) { return U.isUse() && U.getReg() == Reg; });
      if (Reads[virtRegIndex(Reg)] > OwnReads) return false;
    }
    return MI.getOpcode() == PHI || hasNoEffectButResults(MI);
  }

  /// MachineInstr::isSafeToMove before any store has been seen.
  bool hasNoEffectButResults(const MachineInstr& MI) const {
    if (TMI.asGenericOpcode(MI.getOpcode())) return true; // COPY, IMPLICIT_DEF
    const MachineInstrDesc* D = TMI.instrDesc(MI.getOpcode());
    if (!D) return false;
    using F = MachineInstrDesc::Flag;
    if (D->is(F::MayStore) || D->is(F::Call) || D->is(F::Terminator) || D->is(F::HasSideEffects) ||
        D->is(F::CallFrameSetup) || D->is(F::CallFrameDestroy))
      return false;
    if (D->is(F::MayRaiseFPException) && !MI.getFlag(MachineInstr::NoFPExcept)) return false;
    if (D->is(F::MayLoad) && hasOrderedMemoryRef(MI)) return false;
    return true;
  }

  /// Whether a load may be volatile: it says so, or it has no memory operand that could say otherwise.
  static bool hasOrderedMemoryRef(const MachineInstr& MI) {
    if (MI.MemRefs.empty()) return true;
    return std::any_of(MI.MemRefs.begin(), MI.MemRefs.end(),
                       [](const std::string& Text) { return Text.find("volatile ") != std::string::npos; });
  }
};

} // namespace

unsigned eliminateDeadMachineInstrs(MachineFunction& MF, const MachineTargetInfo& TMI,
                                    const RegisterFileInfo& RI, const DeadInstrOptions& Opts) {
  return DeadInstrSweeper(MF, TMI, RI, Opts).run();
}

} // namespace dt
