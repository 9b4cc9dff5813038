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

/// Forward dataflow for one register: whether, entering each block, the value may have crossed a call since
/// its definition (a path through the definition starts clean again).
std::vector<char> crossedOnEntry(const CallMap& CM, Site Def) {
  const size_t NB = CM.Calls.size();
  std::vector<char> In(NB, 0), Out(NB, 0);
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (size_t B = 0; B < NB; ++B) {
      char NewIn = 0;
      for (size_t P : CM.Preds[B]) NewIn |= Out[P];
      char NewOut =
          B == Def.Block ? char(CM.callBetween(B, Def.Index, SIZE_MAX)) : char(NewIn || !CM.Calls[B].empty());
      if (NewIn != In[B] || NewOut != Out[B]) {
        In[B] = NewIn;
        Out[B] = NewOut;
        Changed = true;
      }
    }
  }
  return In;
}

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
  std::unordered_map<uint32_t, std::vector<char>> Split; // register index → crossed-a-call on block entry
  for (uint32_t V = 0; V < NV; ++V) {
    if (DefCount[V] != 1 || Uses[V].empty()) continue;
    const Site Def = DefSite[V];
    if (!isTriviallyRematerializable(Layout[Def.Block]->Instrs[Def.Index], TMI, RI)) continue;
    bool MaybeCrossed = std::any_of(Uses[V].begin(), Uses[V].end(), [&](const Site& U) {
      return U.Block != Def.Block || U.Index < Def.Index || CM.callBetween(U.Block, Def.Index, U.Index);
    });
    if (!MaybeCrossed) continue;
    std::vector<char> In = crossedOnEntry(CM, Def);
    bool AnyCrossed = false, TooDeep = false;
    for (const Site& U : Uses[V]) {
      bool Crossed = U.Block == Def.Block && U.Index > Def.Index
                         ? CM.callBetween(U.Block, Def.Index, U.Index)
                         : In[U.Block] || CM.callBefore(U.Block, U.Index);
      if (!Crossed) continue;
      AnyCrossed = true;
      if (Depth[U.Block] > Depth[Def.Block]) TooDeep = true;
    }
    // No limit on the number of recreated definitions: on the random corpus every limit measured worse.
    if (AnyCrossed && !TooDeep) Split.emplace(V, std::move(In));
  }
  if (Split.empty()) return Result;
  Result.RegistersSplit = unsigned(Split.size());
  std::unordered_map<uint32_t, MachineInstr> Definition; // the rewrite below moves instructions around
  for (const auto& [V, In] : Split) Definition.emplace(V, Layout[DefSite[V].Block]->Instrs[DefSite[V].Index]);

  // Rewrite block by block: per split register, whether the value has crossed a call by now and which
  // recreated register (if any) holds it since the last call.
  const unsigned COPY = TMI.genericOpcode(GenericOpcode::COPY);
  for (size_t B = 0; B < NB; ++B) {
    std::unordered_map<uint32_t, std::pair<bool, uint32_t>> State; // index → (crossed, recreated register)
    for (const auto& [V, In] : Split) State[V] = {In[B] != 0, 0};
    std::vector<MachineInstr>& Instrs = Layout[B]->Instrs;
    std::vector<MachineInstr> Out;
    Out.reserve(Instrs.size());
    for (MachineInstr& MI : Instrs) {
      bool Replaced = false;
      for (size_t OpNo = 0; OpNo < MI.getNumOperands() && !Replaced; ++OpNo) {
        MachineOperand& MO = MI.getOperand(unsigned(OpNo));
        if (!MO.isUse() || !isVirtualRegister(MO.getReg())) continue;
        auto St = State.find(virtRegIndex(MO.getReg()));
        if (St == State.end() || !St->second.first) continue;
        const uint32_t V = St->first;
        uint32_t& Recreated = St->second.second;
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
        if (MO.isReg() && MO.isDef() && isVirtualRegister(MO.getReg()))
          if (auto St = State.find(virtRegIndex(MO.getReg())); St != State.end()) St->second = {false, 0};
      const MachineInstrDesc* Desc = TMI.instrDesc(MI.getOpcode());
      if (Desc && Desc->is(MachineInstrDesc::Call))
        for (auto& [V, S] : State) S = {true, 0};
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
      return Split.count(V) && !Read[V] && isTriviallyRematerializable(MI, TMI, RI);
    });
    Result.DefinitionsDeleted += unsigned(Before - MBB->Instrs.size());
  }
  return Result;
}

} // namespace dt
