// machine/BranchFolding.cpp — branch clean-ups on an explicit form of every block's exit.
//
// Fall-through makes a block's meaning depend on its neighbour, so the folder first turns every exit into
// explicit targets (a fall-through becomes "go to block N"), rewrites those and deletes blocks freely, and
// only at the end turns the exits back into branches for the layout that is left. Nothing in between has to
// reason about which block happens to come next.
#include "machine/BranchFolding.h"

#include <algorithm>
#include <unordered_map>
#include <unordered_set>

namespace dt {

namespace {

struct Exit {
  enum Kind {
    Opaque,
    Stop,
    Goto,
    CondGoto
  } K = Opaque;                     // Opaque: returns, indirect jumps; Stop: no successor
  unsigned Taken = 0, NotTaken = 0; // Goto uses Taken
  std::vector<MachineOperand> Cond;
};

class BranchFolder {
public:
  BranchFolder(MachineFunction& MF, const MachineTargetInfo& TMI, const BranchHooks& Hooks)
      : MF(MF), TMI(TMI), Hooks(Hooks) {}

  BranchFoldingResult run() {
    BranchFoldingResult R;
    R.BranchesBefore = R.BranchesAfter = countBranches();
    if (MF.layout().size() < 2 || !readExits()) return R;
    findPinnedBlocks();
    for (bool Changed = true; Changed;) {
      Changed = bypassForwarders();
      unsigned Erased = eraseUnreachable();
      R.BlocksErased += Erased;
      Changed = Changed || Erased;
    }
    writeExits();
    R.BranchesAfter = countBranches();
    return R;
  }

private:
  MachineFunction& MF;
  const MachineTargetInfo& TMI;
  const BranchHooks& Hooks;
  std::unordered_map<unsigned, Exit> Exits;          // by block number
  std::unordered_set<unsigned> Pinned;               // named by an operand other than an analyzed branch
  std::unordered_map<unsigned, size_t> BranchCounts; // terminators analyzeBranch read, by block number

  unsigned countBranches() const {
    unsigned N = 0;
    for (const auto& MBB : MF.layout())
      for (const MachineInstr& MI : MBB->Instrs)
        if (const MachineInstrDesc* D = TMI.instrDesc(MI.getOpcode()); D && D->is(MachineInstrDesc::Branch))
          ++N;
    return N;
  }

  bool endsInBarrier(const MachineBasicBlock& MBB) const {
    if (MBB.Instrs.empty()) return false;
    const MachineInstrDesc* D = TMI.instrDesc(MBB.Instrs.back().getOpcode());
    return D && (D->is(MachineInstrDesc::Barrier) || D->is(MachineInstrDesc::Return));
  }

  static std::vector<unsigned> sortedTargets(std::vector<unsigned> V) {
    std::sort(V.begin(), V.end());
    V.erase(std::unique(V.begin(), V.end()), V.end());
    return V;
  }

  /// Every block's exit in explicit form; false (and nothing is changed) when one cannot be trusted.
  bool readExits() {
    const auto& Layout = MF.layout();
    for (size_t B = 0; B < Layout.size(); ++B) {
      const MachineBasicBlock& MBB = *Layout[B];
      const MachineBasicBlock* Next = B + 1 < Layout.size() ? Layout[B + 1].get() : nullptr;
      std::vector<unsigned> Listed;
      for (const auto& S : MBB.Successors) Listed.push_back(S.Number);
      Exit E;
      std::optional<BlockBranch> BB = Hooks.analyzeBranch(MBB);
      if (!BB) {
        if (!endsInBarrier(MBB)) return false;
        Exits[MBB.Number] = E; // Opaque: its successors are whatever its terminators say
        continue;
      }
      if (!BB->Taken) {
        if (MBB.Successors.empty()) {
          E.K = Exit::Stop;
        } else {
          if (!Next) return false;
          E.K = Exit::Goto;
          E.Taken = Next->Number;
        }
      } else if (BB->Cond.empty()) {
        if (BB->Otherwise) return false;
        E.K = Exit::Goto;
        E.Taken = *BB->Taken;
      } else {
        if (!BB->Otherwise && !Next) return false;
        E.K = Exit::CondGoto;
        E.Taken = *BB->Taken;
        E.NotTaken = BB->Otherwise ? *BB->Otherwise : Next->Number;
        E.Cond = BB->Cond;
      }
      std::vector<unsigned> Reached;
      if (E.K == Exit::Goto || E.K == Exit::CondGoto) Reached.push_back(E.Taken);
      if (E.K == Exit::CondGoto) Reached.push_back(E.NotTaken);
      if (sortedTargets(Reached) != sortedTargets(Listed)) return false;
      size_t Branches = 0;
      if (BB->Taken) Branches = BB->Otherwise ? 2 : 1;
      if (MBB.Instrs.size() < Branches) return false;
      BranchCounts[MBB.Number] = Branches;
      Exits[MBB.Number] = std::move(E);
    }
    return true;
  }

  void findPinnedBlocks() {
    for (const auto& MBB : MF.layout()) {
      const Exit& E = Exits[MBB->Number];
      size_t Analyzed = E.K == Exit::Goto || E.K == Exit::CondGoto ? BranchCounts[MBB->Number] : 0;
      for (size_t I = 0; I + Analyzed < MBB->Instrs.size(); ++I)
        for (const MachineOperand& MO : MBB->Instrs[I].operands())
          if (MO.isBlock()) Pinned.insert(MO.getBlock());
    }
    Pinned.insert(MF.layout().front()->Number);
  }

  /// Whether MBB holds nothing but its jump (or nothing at all and falls through).
  bool isForwarder(const MachineBasicBlock& MBB) const {
    auto It = Exits.find(MBB.Number);
    if (It == Exits.end() || It->second.K != Exit::Goto || It->second.Taken == MBB.Number) return false;
    auto Count = BranchCounts.find(MBB.Number);
    return Count != BranchCounts.end() && MBB.Instrs.size() == Count->second &&
           MBB.Number != MF.layout().front()->Number;
  }

  /// The successor edge of From to Old now goes to New (probabilities of edges that merge add up).
  void redirectEdge(MachineBasicBlock& From, unsigned Old, unsigned New) {
    auto& Succs = From.Successors;
    auto OldIt = std::find_if(Succs.begin(), Succs.end(), [&](const auto& S) { return S.Number == Old; });
    if (OldIt == Succs.end()) return;
    uint32_t Prob = OldIt->Probability;
    auto NewIt = std::find_if(Succs.begin(), Succs.end(), [&](const auto& S) { return S.Number == New; });
    if (NewIt == Succs.end()) {
      OldIt->Number = New;
      return;
    }
    const uint32_t Unknown = MachineBasicBlock::UnknownProbability;
    NewIt->Probability =
        (Prob == Unknown || NewIt->Probability == Unknown) ? Unknown : NewIt->Probability + Prob;
    Succs.erase(OldIt);
  }

  bool bypassForwarders() {
    bool Changed = false;
    // The blocks whose exits name each block, so that bypassing a forwarder visits its predecessors only (a
    // scan of every block per forwarder was quadratic on functions with thousands of blocks). An exit that
    // moves to another block is listed there too; a stale entry no longer names the block and is skipped.
    // Each predecessor's update touches only its own exit and edges, so the order of the visits is free.
    std::unordered_map<unsigned, std::vector<MachineBasicBlock*>> NamedBy;
    for (const auto& MBB : MF.layout()) {
      const Exit& E = Exits[MBB->Number];
      if (E.K != Exit::Goto && E.K != Exit::CondGoto) continue;
      NamedBy[E.Taken].push_back(MBB.get());
      if (E.K == Exit::CondGoto && E.NotTaken != E.Taken) NamedBy[E.NotTaken].push_back(MBB.get());
    }
    for (const auto& FwdPtr : MF.layout()) {
      if (!isForwarder(*FwdPtr)) continue;
      unsigned Fwd = FwdPtr->Number, Target = Exits[Fwd].Taken;
      auto Named = NamedBy.find(Fwd);
      if (Named == NamedBy.end()) continue;
      const std::vector<MachineBasicBlock*> Preds = std::move(Named->second);
      Named->second.clear();
      for (MachineBasicBlock* Pred : Preds) {
        Exit& E = Exits[Pred->Number];
        if (Pred->Number == Fwd || (E.K != Exit::Goto && E.K != Exit::CondGoto)) continue;
        bool Uses = E.Taken == Fwd || (E.K == Exit::CondGoto && E.NotTaken == Fwd);
        if (!Uses) continue;
        if (E.Taken == Fwd) E.Taken = Target;
        if (E.K == Exit::CondGoto && E.NotTaken == Fwd) E.NotTaken = Target;
        if (E.K == Exit::CondGoto && E.Taken == E.NotTaken) {
          E.K = Exit::Goto;
          E.Cond.clear();
        }
        redirectEdge(*Pred, Fwd, Target);
        NamedBy[Target].push_back(Pred);
        Changed = true;
      }
    }
    // Conditional branches whose two ways already met (without any forwarder in between).
    for (auto& [Number, E] : Exits)
      if (E.K == Exit::CondGoto && E.Taken == E.NotTaken) {
        E.K = Exit::Goto;
        E.Cond.clear();
        Changed = true;
      }
    return Changed;
  }

  unsigned eraseUnreachable() {
    std::unordered_set<unsigned> Reached;
    std::vector<unsigned> Work = {MF.layout().front()->Number};
    for (unsigned P : Pinned) Work.push_back(P);
    while (!Work.empty()) {
      unsigned N = Work.back();
      Work.pop_back();
      if (!Reached.insert(N).second) continue;
      if (const MachineBasicBlock* MBB = MF.block(N))
        for (const auto& S : MBB->Successors) Work.push_back(S.Number);
    }
    std::vector<unsigned> Dead;
    for (const auto& MBB : MF.layout())
      if (!Reached.count(MBB->Number)) Dead.push_back(MBB->Number);
    MF.eraseBlocks(Dead);
    for (unsigned N : Dead) Exits.erase(N);
    return unsigned(Dead.size());
  }

  void writeExits() {
    const auto& Layout = MF.layout();
    for (size_t B = 0; B < Layout.size(); ++B) {
      MachineBasicBlock& MBB = *Layout[B];
      Exit& E = Exits[MBB.Number];
      if (E.K != Exit::Goto && E.K != Exit::CondGoto) continue;
      std::optional<unsigned> Next;
      if (B + 1 < Layout.size()) Next = Layout[B + 1]->Number;
      Hooks.removeBranch(MBB);
      if (E.K == Exit::Goto) {
        if (E.Taken != Next) Hooks.insertBranch(MBB, E.Taken, {});
        continue;
      }
      if (E.NotTaken == Next) {
        Hooks.insertBranch(MBB, E.Taken, E.Cond);
        continue;
      }
      std::vector<MachineOperand> Inverted = E.Cond;
      if (E.Taken == Next && Hooks.reverseBranchCondition(Inverted)) {
        Hooks.insertBranch(MBB, E.NotTaken, Inverted);
        continue;
      }
      Hooks.insertBranch(MBB, E.Taken, E.Cond);
      Hooks.insertBranch(MBB, E.NotTaken, {});
    }
    for (const auto& MBB : Layout) MBB->Predecessors.clear();
    for (const auto& MBB : Layout)
      for (const auto& S : MBB->Successors)
        if (MachineBasicBlock* Succ = MF.block(S.Number)) Succ->Predecessors.push_back(MBB->Number);
  }
};

} // namespace

BranchFoldingResult foldBranches(MachineFunction& MF, const MachineTargetInfo& TMI,
                                 const BranchHooks& Hooks) {
  return BranchFolder(MF, TMI, Hooks).run();
}

} // namespace dt
