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
    if (Opts.Allocated) {
      // A pass that deletes nothing from exact liveness proves the result; a pass whose changes stayed out of
      // loops proves it too (below). Deleting instructions leaves the blocks and edges as they are.
      const BlockGraph G(MF, Order);
      std::vector<uint64_t> LiveIn;
      for (bool First = true;; First = false) {
        bool Exact = true;
        unsigned Swept = sweepAllocated(G, First, LiveIn, Exact);
        Deleted += Swept;
        if (!Swept || Exact) break;
      }
      return Deleted;
    }
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

  /// One sweep of unallocated code: every reachable block once, in post-order, with the successors' live-in
  /// lists (the carry-over of LiveUnits between blocks only makes it more conservative).
  unsigned sweep(const std::vector<MachineBasicBlock*>& Order) {
    unsigned Deleted = 0;
    for (MachineBasicBlock* MBB : Order) {
      for (const auto& S : MBB->Successors)
        if (const MachineBasicBlock* Succ = MF.block(S.Number))
          for (uint32_t Reg : Succ->LiveIns) setLive(Reg, true);
      Deleted += sweepBlock(*MBB);
    }
    return Deleted;
  }

  /// The blocks by layout position, with their edges, as the allocated-code sweeps read them.
  struct BlockGraph {
    KeyedLists<uint32_t> Succs, Preds;
    std::vector<unsigned> LoopDepth; // non-zero on every cycle's blocks
    std::vector<char> Reachable;
    std::vector<uint32_t> PostOrder; // the reachable blocks, successors first (back edges aside)
    BlockGraph(const MachineFunction& MF, const std::vector<MachineBasicBlock*>& Order)
        : LoopDepth(approximateLoopDepths(MF)), Reachable(MF.layout().size(), 0) {
      const auto& Layout = MF.layout();
      const std::vector<size_t> PosOf = MF.layoutPositions();
      std::vector<std::pair<uint32_t, uint32_t>> Out, In;
      for (size_t B = 0; B < Layout.size(); ++B)
        for (const auto& S : Layout[B]->Successors)
          if (S.Number < PosOf.size() && PosOf[S.Number] != MachineFunction::NotInLayout) {
            Out.push_back({uint32_t(B), uint32_t(PosOf[S.Number])});
            In.push_back({uint32_t(PosOf[S.Number]), uint32_t(B)});
          }
      Succs.assign(Layout.size(), Out);
      Preds.assign(Layout.size(), In);
      for (const MachineBasicBlock* MBB : Order) {
        PostOrder.push_back(uint32_t(PosOf[MBB->Number]));
        Reachable[PostOrder.back()] = 1;
      }
    }
  };

  /// Allocated code: the block live-in lists are the allocator's and stop being exact once something is
  /// deleted (a register read only by a deleted instruction stays listed), so liveness is computed afresh
  /// (physicalLiveIns) and then kept up to date while deleting. A block's walk ends with its live-in units;
  /// when they shrink, its predecessors are walked again, since their last readers of a value may be gone.
  /// Each block starts from the union of its successors' live-in units.
  ///
  /// Sets kept up to date this way are a fixed point of the liveness equations but not always the least one:
  /// around a loop a value can stay live only because it was live before (a loop that carried a value to a
  /// reader that died). Outside loops the fixed point is unique, so when nothing changed in or flowed into a
  /// block on a cycle the sets are exact and the result is final (Exact); otherwise the caller sweeps again
  /// from liveness computed afresh, until a sweep deletes nothing. Deletion only shrinks liveness, so what is
  /// dead stays dead and every order of deleting reaches the same result.
  ///
  /// LiveIn holds each block's live-in units at the end of the previous sweep. A later sweep walks only the
  /// blocks that a recomputed set would walk differently (those with a successor whose exact set differs):
  /// every other block was last walked from the same units and has nothing more to lose.
  unsigned sweepAllocated(const BlockGraph& G, bool First, std::vector<uint64_t>& LiveIn, bool& Exact) {
    const auto& Layout = MF.layout();
    const size_t NB = Layout.size();
    // Reserved units are never live in these sets, as in the walks (setLive ignores them): the two compare.
    BlockUnitSets Computed = physicalLiveIns(MF, RI);
    const size_t Words = Computed.Words; // LiveUnits has one entry per unit, as the sets
    const std::vector<uint64_t> Previous = std::move(LiveIn);
    LiveIn = std::move(Computed.Bits);
    auto differs = [&](uint32_t B) {
      return First || !std::equal(LiveIn.begin() + ptrdiff_t(B * Words), LiveIn.begin() + ptrdiff_t((B + 1) * Words),
                                  Previous.begin() + ptrdiff_t(B * Words));
    };
    std::vector<char> Queued(NB, 0), Changed(NB, 0);
    // The post-order first, then predecessors of blocks whose live-in units shrank, first in first out.
    std::vector<uint32_t> Work;
    Work.reserve(G.PostOrder.size());
    for (uint32_t B : G.PostOrder)
      if (First || std::ranges::any_of(G.Succs[B], differs)) {
        Work.push_back(B);
        Queued[B] = 1;
      }
    unsigned Deleted = 0;
    std::vector<uint64_t> NewIn(Words);
    for (size_t Next = 0; Next < Work.size(); ++Next) {
      const uint32_t B = Work[Next];
      Queued[B] = 0;
      std::fill(LiveUnits.begin(), LiveUnits.end(), false);
      bool SuccChanged = false;
      for (uint32_t P : G.Succs[B]) {
        SuccChanged |= Changed[P] != 0;
        for (size_t W = 0; W < Words; ++W)
          for (uint64_t Bits = LiveIn[P * Words + W]; Bits; Bits &= Bits - 1)
            LiveUnits[W * 64 + size_t(__builtin_ctzll(Bits))] = true;
      }
      const unsigned Swept = sweepBlock(*Layout[B]);
      Deleted += Swept;
      std::fill(NewIn.begin(), NewIn.end(), 0);
      for (size_t U = 0; U < LiveUnits.size(); ++U)
        if (LiveUnits[U]) NewIn[U / 64] |= uint64_t(1) << (U % 64);
      bool Shrank = false;
      for (size_t W = 0; W < Words; ++W) {
        const uint64_t Kept = LiveIn[B * Words + W] & NewIn[W]; // never grows: the sets only shrink
        Shrank |= Kept != LiveIn[B * Words + W];
        LiveIn[B * Words + W] = Kept;
      }
      if (G.LoopDepth[B] && (Swept || SuccChanged || Shrank)) Exact = false;
      if (!Shrank) continue;
      Changed[B] = 1;
      for (uint32_t P : G.Preds[B])
        if (G.Reachable[P] && !Queued[P]) {
          Queued[P] = 1;
          Work.push_back(P);
        }
    }
    return Deleted;
  }

  /// Deletes the dead instructions of one block, walking it bottom-up from the units live at its end
  /// (LiveUnits); leaves LiveUnits as the units live at its start.
  unsigned sweepBlock(MachineBasicBlock& MBB) {
    unsigned Deleted = 0;
    auto& Instrs = MBB.Instrs;
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
