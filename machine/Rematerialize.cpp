// machine/Rematerialize.cpp — find constants live across calls, decide per register, recreate them at uses.
#include "machine/Rematerialize.h"

#include "machine/LiveIntervals.h"

#include <algorithm>
#include <unordered_map>

namespace dt {

bool isTriviallyRematerializable(const MachineInstr& MI, const MachineTargetInfo& TMI,
                                 const RegisterFileInfo& RI) {
  const MachineInstrDesc* Desc = TMI.instrDesc(MI.getOpcode());
  if (!Desc || !Desc->is(MachineInstrDesc::Rematerializable) || Desc->NumDefs != 1 ||
      !Desc->ImplicitDefs.empty() || !Desc->ImplicitUses.empty() ||
      Desc->Flags &
          (MachineInstrDesc::MayLoad | MachineInstrDesc::MayStore | MachineInstrDesc::HasSideEffects))
    return false;
  unsigned Defs = 0;
  for (const MachineOperand& MO : MI.operands()) {
    if (MO.isRegMask()) return false;
    if (!MO.isReg()) continue;
    if (MO.isImplicit()) return false;
    if (MO.isDef()) {
      if (!isVirtualRegister(MO.getReg())) return false;
      ++Defs;
    } else if (isVirtualRegister(MO.getReg()) || MO.getReg() >= RI.Regs.size() ||
               !RI.Regs[MO.getReg()].Constant) {
      return false;
    }
  }
  return Defs == 1;
}

namespace {

struct Site {
  size_t Block; // layout position
  size_t Index; // instruction index in the block
};

/// Per block (layout position): the predecessors' positions and the indexes of its calls.
struct CallMap {
  std::vector<std::vector<size_t>> Preds;
  std::vector<std::vector<size_t>> Calls;

  bool callBetween(size_t B, size_t From, size_t To) const { // a call at an index in (From, To)
    auto It = std::upper_bound(Calls[B].begin(), Calls[B].end(), From);
    return It != Calls[B].end() && *It < To;
  }
  bool callBefore(size_t B, size_t To) const { return !Calls[B].empty() && Calls[B].front() < To; }
};

/// Whether, entering a block, the value defined at Def may have crossed a call since its definition: some
/// path reaches the block's entry from a call after the definition without passing the definition again.
/// This is the least solution of the forward dataflow In[b] = OR of Out[p] over b's predecessors, Out[b] =
/// In[b] or "b has a call" (for the defining block: "a call follows the definition"), asked for one block at
/// a time: a search backwards that stops at calls and at the definition, so it visits the blocks between the
/// definition and its uses rather than the whole function for every register (which was quadratic on
/// functions with thousands of blocks).
class CrossedOnEntry {
public:
  explicit CrossedOnEntry(const CallMap& CM) : CM(CM), Seen(CM.Calls.size(), 0) {}
  /// Starts asking about the value defined at Def.
  void setDefinition(Site D) {
    Def = D;
    DefBlockOut = CM.callBetween(Def.Block, Def.Index, SIZE_MAX);
  }
  bool at(size_t B) {
    ++Stamp; // a block is seen in this search when its stamp equals Stamp
    Work.assign(1, B);
    while (!Work.empty()) {
      const size_t X = Work.back();
      Work.pop_back();
      for (size_t P : CM.Preds[X]) {
        if (Seen[P] == Stamp) continue;
        Seen[P] = Stamp;
        if (P == Def.Block) {
          if (DefBlockOut) return true;
          continue;
        }
        if (!CM.Calls[P].empty()) return true;
        Work.push_back(P);
      }
    }
    return false;
  }

private:
  const CallMap& CM;
  Site Def{0, 0};
  bool DefBlockOut = false;
  std::vector<unsigned> Seen;
  unsigned Stamp = 0;
  std::vector<size_t> Work;
};

} // namespace

RematResult rematerializeAcrossCalls(MachineFunction& MF, const MachineTargetInfo& TMI,
                                     const RegisterFileInfo& RI) {
  RematResult Result;
  const auto& Layout = MF.layout();
  const size_t NB = Layout.size();
  CallMap CM;
  CM.Preds.resize(NB);
  CM.Calls.resize(NB);
  const std::vector<size_t> PosOf = MF.layoutPositions();
  bool AnyCall = false;
  for (size_t B = 0; B < NB; ++B) {
    for (const auto& S : Layout[B]->Successors)
      if (S.Number < PosOf.size() && PosOf[S.Number] != MachineFunction::NotInLayout)
        CM.Preds[PosOf[S.Number]].push_back(B);
    for (size_t I = 0; I < Layout[B]->Instrs.size(); ++I) {
      const MachineInstrDesc* Desc = TMI.instrDesc(Layout[B]->Instrs[I].getOpcode());
      if (Desc && Desc->is(MachineInstrDesc::Call)) {
        CM.Calls[B].push_back(I);
        AnyCall = true;
      }
    }
  }
  if (!AnyCall) return Result;

  // Definitions and uses of every virtual register.
  const unsigned NV = MF.numVirtualRegisters();
  std::vector<unsigned> DefCount(NV, 0);
  std::vector<Site> DefSite(NV, {0, 0});
  std::vector<std::vector<Site>> Uses(NV);
  for (size_t B = 0; B < NB; ++B)
    for (size_t I = 0; I < Layout[B]->Instrs.size(); ++I)
      for (const MachineOperand& MO : Layout[B]->Instrs[I].operands()) {
        if (!MO.isReg() || !isVirtualRegister(MO.getReg())) continue;
        uint32_t V = virtRegIndex(MO.getReg());
        if (MO.isDef()) {
          ++DefCount[V];
          DefSite[V] = {B, I};
        } else if (Uses[V].empty() || Uses[V].back().Block != B || Uses[V].back().Index != I) {
          Uses[V].push_back({B, I});
        }
      }
  for (const auto& [Phys, VReg] : MF.LiveIns)
    if (isVirtualRegister(VReg)) ++DefCount[virtRegIndex(VReg)];

  // Decide: registers with a use the value reaches only across a call, none of them in a deeper loop.
  const std::vector<unsigned> Depth = approximateLoopDepths(MF);
  std::vector<char> Split(NV, 0); // the registers that get recreated definitions
  unsigned NumSplit = 0;
  // Registers made by the rewrite below are numbered from NV on and are never split.
  auto isSplit = [&](uint32_t Reg) {
    return isVirtualRegister(Reg) && virtRegIndex(Reg) < NV && Split[virtRegIndex(Reg)];
  };
  // Per split register and block it is used in (key: register << 32 | block): whether the value may have
  // crossed a call on entry. The rewrite asks only at uses.
  std::unordered_map<uint64_t, char> CrossedAtEntry;
  auto key = [](uint32_t V, size_t B) { return uint64_t(V) << 32 | uint64_t(B); };
  CrossedOnEntry CrossedSearch(CM);
  std::vector<std::pair<size_t, char>> In; // (use block, crossed on entry) of the register being decided
  for (uint32_t V = 0; V < NV; ++V) {
    if (DefCount[V] != 1 || Uses[V].empty()) continue;
    const Site Def = DefSite[V];
    if (!isTriviallyRematerializable(Layout[Def.Block]->Instrs[Def.Index], TMI, RI)) continue;
    bool MaybeCrossed = std::any_of(Uses[V].begin(), Uses[V].end(), [&](const Site& U) {
      return U.Block != Def.Block || U.Index < Def.Index || CM.callBetween(U.Block, Def.Index, U.Index);
    });
    if (!MaybeCrossed) continue;
    // Uses were collected in layout order: one entry per use block, sorted.
    In.clear();
    CrossedSearch.setDefinition(Def);
    for (const Site& U : Uses[V])
      if (In.empty() || In.back().first != U.Block) In.push_back({U.Block, char(CrossedSearch.at(U.Block))});
    auto inAt = [&](size_t B) {
      return std::lower_bound(In.begin(), In.end(), std::make_pair(B, char(0)))->second != 0;
    };
    bool AnyCrossed = false, TooDeep = false;
    for (const Site& U : Uses[V]) {
      bool Crossed = U.Block == Def.Block && U.Index > Def.Index
                         ? CM.callBetween(U.Block, Def.Index, U.Index)
                         : inAt(U.Block) || CM.callBefore(U.Block, U.Index);
      if (!Crossed) continue;
      AnyCrossed = true;
      if (Depth[U.Block] > Depth[Def.Block]) TooDeep = true;
    }
    // No limit on the number of recreated definitions: on the random corpus every limit measured worse.
    if (!AnyCrossed || TooDeep) continue;
    Split[V] = 1;
    ++NumSplit;
    for (const auto& [B, Crossed] : In) CrossedAtEntry.emplace(key(V, B), Crossed);
  }
  if (!NumSplit) return Result;
  Result.RegistersSplit = NumSplit;
  std::unordered_map<uint32_t, MachineInstr> Definition; // the rewrite below moves instructions around
  for (uint32_t V = 0; V < NV; ++V)
    if (Split[V]) Definition.emplace(V, Layout[DefSite[V].Block]->Instrs[DefSite[V].Index]);

  // Rewrite block by block: per split register, whether the value has crossed a call by now and which
  // recreated register (if any) holds it since the last call.
  const unsigned COPY = TMI.genericOpcode(GenericOpcode::COPY);
  // A register's state is made when the block first meets it: crossed if it crossed a call on entry or a call
  // of this block came first. A call makes every state (true, none) by moving the epoch on, not by visiting
  // them all: a state older than the last call is read as (true, none).
  struct UseState {
    bool Crossed;
    uint32_t Recreated;
    unsigned Epoch; // calls of this block before the state was last set
  };
  for (size_t B = 0; B < NB; ++B) {
    std::unordered_map<uint32_t, UseState> States;
    unsigned Calls = 0;
    auto state = [&](uint32_t V) -> UseState& {
      auto [It, New] = States.try_emplace(V, UseState{false, 0, Calls});
      if (New) {
        auto At = CrossedAtEntry.find(key(V, B));
        It->second.Crossed = Calls > 0 || (At != CrossedAtEntry.end() && At->second);
      } else if (It->second.Epoch != Calls) {
        It->second = {true, 0, Calls};
      }
      return It->second;
    };
    std::vector<MachineInstr>& Instrs = Layout[B]->Instrs;
    std::vector<MachineInstr> Out;
    Out.reserve(Instrs.size());
    for (MachineInstr& MI : Instrs) {
      bool Replaced = false;
      for (size_t OpNo = 0; OpNo < MI.getNumOperands() && !Replaced; ++OpNo) {
        MachineOperand& MO = MI.getOperand(unsigned(OpNo));
        if (!MO.isUse() || !isSplit(MO.getReg())) continue;
        const uint32_t V = virtRegIndex(MO.getReg());
        UseState& St = state(V);
        if (!St.Crossed) continue;
        uint32_t& Recreated = St.Recreated;
        MachineInstr Copy = Definition.at(V);
        for (MachineOperand& DO : Copy.operands())
          if (DO.isReg() && DO.isDef()) DO.setDead(false);
        // A COPY of the value into another virtual register of its class becomes the definition itself.
        if (!Recreated && MI.getOpcode() == COPY && MI.getNumOperands() == 2 && MI.getOperand(0).isReg() &&
            isVirtualRegister(MI.getOperand(0).getReg()) && !MI.getOperand(0).isImplicit() &&
            MF.regClassOf(MI.getOperand(0).getReg()) == MF.regClassOf(indexToVirtReg(V))) {
          for (MachineOperand& DO : Copy.operands())
            if (DO.isReg() && DO.isDef()) DO.setReg(MI.getOperand(0).getReg());
          MI = std::move(Copy);
          ++Result.DefinitionsInserted;
          Replaced = true;
          break;
        }
        if (!Recreated) {
          Recreated = MF.createVirtualRegister(MF.regClassOf(indexToVirtReg(V)));
          for (MachineOperand& DO : Copy.operands())
            if (DO.isReg() && DO.isDef()) DO.setReg(Recreated);
          Out.push_back(std::move(Copy));
          ++Result.DefinitionsInserted;
        }
        for (MachineOperand& Other : MI.operands())
          if (Other.isUse() && Other.getReg() == indexToVirtReg(V)) {
            Other.setReg(Recreated);
            Other.setKill(false);
          }
      }
      for (const MachineOperand& MO : MI.operands())
        if (MO.isReg() && MO.isDef() && isSplit(MO.getReg()))
          States[virtRegIndex(MO.getReg())] = {false, 0, Calls};
      const MachineInstrDesc* Desc = TMI.instrDesc(MI.getOpcode());
      if (Desc && Desc->is(MachineInstrDesc::Call)) ++Calls;
      Out.push_back(std::move(MI));
    }
    Instrs = std::move(Out);
  }

  // Definitions nobody reads any more.
  std::vector<char> Read(MF.numVirtualRegisters(), 0);
  for (const auto& MBB : Layout)
    for (const MachineInstr& MI : MBB->Instrs)
      for (const MachineOperand& MO : MI.operands())
        if (MO.isUse() && isVirtualRegister(MO.getReg())) Read[virtRegIndex(MO.getReg())] = 1;
  for (const auto& MBB : Layout) {
    size_t Before = MBB->Instrs.size();
    std::erase_if(MBB->Instrs, [&](const MachineInstr& MI) {
      if (!MI.getNumOperands() || !MI.getOperand(0).isReg() || !MI.getOperand(0).isDef() ||
          !isVirtualRegister(MI.getOperand(0).getReg()))
        return false;
      uint32_t V = virtRegIndex(MI.getOperand(0).getReg());
      return isSplit(MI.getOperand(0).getReg()) && !Read[V] && isTriviallyRematerializable(MI, TMI, RI);
    });
    Result.DefinitionsDeleted += unsigned(Before - MBB->Instrs.size());
  }
  return Result;
}

} // namespace dt
