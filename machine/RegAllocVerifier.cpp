// machine/RegAllocVerifier.cpp — interference, reaching definitions and reserved registers, rechecked.
#include "machine/RegAllocVerifier.h"

#include "machine/MIRPrinter.h"
#include "support/Diagnostics.h"

#include <algorithm>
#include <map>
#include <optional>
#include <set>

namespace dt {

namespace {

// A value is a virtual register (its index, tagged) or a physical register unit.
using Value = uint64_t;
constexpr Value VirtualTag = uint64_t(1) << 32;
using ValueSet = std::set<Value>;

struct Context {
  const MachineFunction& MF;
  const MachineTargetInfo& TMI;
  const RegisterFileInfo& RI;
  const std::vector<uint32_t>* Assignment; // null after the rewrite
  std::vector<std::string> Problems;

  std::optional<Value> valueOf(uint32_t Reg) const {
    if (Reg == 0) return std::nullopt;
    if (isVirtualRegister(Reg)) return VirtualTag | virtRegIndex(Reg);
    if (Reg >= RI.Regs.size() || RI.isReserved(Reg)) return std::nullopt;
    return Value(RI.unitOf(Reg));
  }
  /// The unit a value occupies (a virtual register's through its assignment); nullopt when unassigned.
  std::optional<unsigned> unitOf(Value V) const {
    if (!(V & VirtualTag)) return unsigned(V);
    uint32_t I = uint32_t(V & ~VirtualTag);
    if (!Assignment || I >= Assignment->size() || !(*Assignment)[I]) return std::nullopt;
    return RI.unitOf((*Assignment)[I]);
  }
  std::string name(Value V) const {
    if (V & VirtualTag) return "%" + std::to_string(uint32_t(V & ~VirtualTag));
    for (uint32_t R = 1; R < RI.Regs.size(); ++R)
      if (RI.Regs[R].Unit == V) return "$" + TMI.physRegName(R);
    return "unit " + std::to_string(V);
  }
  void defsAndUses(const MachineInstr& MI, ValueSet& Defs, ValueSet& Uses) const {
    for (const MachineOperand& MO : MI.operands()) {
      if (MO.isRegMask()) {
        for (uint32_t R = 1; R < RI.Regs.size(); ++R)
          if (!RI.isReserved(R) && !RegisterFileInfo::maskPreserves(MO.getRegMask(), R))
            Defs.insert(RI.unitOf(R));
      } else if (MO.isReg()) {
        if (auto V = valueOf(MO.getReg())) (MO.isDef() ? Defs : Uses).insert(*V);
      }
    }
  }
  size_t position(unsigned Number) const {
    for (size_t P = 0; P < MF.layout().size(); ++P)
      if (MF.layout()[P]->Number == Number) return P;
    return ~size_t(0);
  }
  std::string where(size_t B, size_t I) const {
    const MachineBasicBlock& MBB = *MF.layout()[B];
    return "%bb." + std::to_string(MBB.Number) + " instruction " + std::to_string(I) + " (" +
           printMachineInstr(MF, MBB.Instrs[I], TMI) + ")";
  }
  void problem(std::string S) {
    if (Problems.size() < 20) Problems.push_back(std::move(S));
  }

  std::vector<ValueSet> liveIns() const {
    const auto& Layout = MF.layout();
    std::vector<ValueSet> In(Layout.size());
    for (bool Changed = true; Changed;) {
      Changed = false;
      for (size_t B = Layout.size(); B-- > 0;) {
        ValueSet Live = liveOut(B, In);
        for (auto It = Layout[B]->Instrs.rbegin(); It != Layout[B]->Instrs.rend(); ++It) {
          ValueSet Defs, Uses;
          defsAndUses(*It, Defs, Uses);
          for (Value D : Defs) Live.erase(D);
          Live.insert(Uses.begin(), Uses.end());
        }
        if (Live != In[B]) {
          In[B] = std::move(Live);
          Changed = true;
        }
      }
    }
    return In;
  }
  ValueSet liveOut(size_t B, const std::vector<ValueSet>& In) const {
    ValueSet Out;
    for (const auto& S : MF.layout()[B]->Successors)
      if (size_t P = position(S.Number); P < In.size()) Out.insert(In[P].begin(), In[P].end());
    return Out;
  }

  void checkInterference() {
    const auto& Layout = MF.layout();
    std::vector<ValueSet> In = liveIns();
    for (size_t B = 0; B < Layout.size(); ++B) {
      ValueSet Live = liveOut(B, In);
      const auto& Instrs = Layout[B]->Instrs;
      for (size_t I = Instrs.size(); I-- > 0;) {
        ValueSet Defs, Uses;
        defsAndUses(Instrs[I], Defs, Uses);
        // A COPY writes the value its source holds: the source may live on in the same register.
        std::optional<Value> CopiedValue;
        if (Instrs[I].getOpcode() == TMI.genericOpcode(GenericOpcode::COPY) &&
            Instrs[I].getNumOperands() == 2 && Instrs[I].getOperand(1).isReg())
          CopiedValue = valueOf(Instrs[I].getOperand(1).getReg());
        for (Value D : Defs) {
          auto DU = unitOf(D);
          if (!DU) continue;
          for (Value L : Live)
            if (L != D && L != CopiedValue && unitOf(L) == DU)
              problem(name(D) + " is written into the register of " + name(L) + ", which is still live, at " +
                      where(B, I));
        }
        for (Value D : Defs) Live.erase(D);
        Live.insert(Uses.begin(), Uses.end());
      }
      std::map<unsigned, Value> Seen;
      for (Value V : In[B])
        if (auto U = unitOf(V)) {
          auto [It, New] = Seen.insert({*U, V});
          if (!New)
            problem(name(V) + " and " + name(It->second) + " share a register on entry to %bb." +
                    std::to_string(Layout[B]->Number));
        }
    }
  }

  void checkReachingDefs() {
    const auto& Layout = MF.layout();
    if (Layout.empty()) return;
    // Must-be-defined on entry to each block: the intersection over the predecessors' exits. Unvisited blocks
    // start as "everything" (nullopt) so loops converge to the greatest fixed point.
    std::vector<std::optional<ValueSet>> In(Layout.size()), Out(Layout.size());
    ValueSet EntryIn;
    for (uint32_t R : Layout[0]->LiveIns)
      if (auto V = valueOf(R)) EntryIn.insert(*V);
    for (const auto& [Phys, VReg] : MF.LiveIns)
      if (auto V = valueOf(Phys)) EntryIn.insert(*V);
    std::vector<std::vector<size_t>> Preds(Layout.size());
    for (size_t B = 0; B < Layout.size(); ++B)
      for (const auto& S : Layout[B]->Successors)
        if (size_t P = position(S.Number); P < Layout.size()) Preds[P].push_back(B);
    auto transfer = [&](size_t B, ValueSet Defined, bool Report) {
      const auto& Instrs = Layout[B]->Instrs;
      for (size_t I = 0; I < Instrs.size(); ++I) {
        ValueSet Defs, Uses;
        defsAndUses(Instrs[I], Defs, Uses);
        if (Report)
          for (Value U : Uses)
            if (!Defined.count(U))
              problem(name(U) + " is read without a definition on every path, at " + where(B, I));
        Defined.insert(Defs.begin(), Defs.end());
      }
      return Defined;
    };
    for (bool Changed = true; Changed;) {
      Changed = false;
      for (size_t B = 0; B < Layout.size(); ++B) {
        std::optional<ValueSet> NewIn;
        if (B == 0) NewIn = EntryIn;
        for (size_t P : Preds[B]) {
          if (!Out[P]) continue;
          if (!NewIn) {
            NewIn = *Out[P];
          } else {
            ValueSet Both;
            std::set_intersection(NewIn->begin(), NewIn->end(), Out[P]->begin(), Out[P]->end(),
                                  std::inserter(Both, Both.begin()));
            NewIn = std::move(Both);
          }
        }
        if (!NewIn) continue; // unreachable so far
        ValueSet NewOut = transfer(B, *NewIn, false);
        if (!Out[B] || *Out[B] != NewOut || !In[B] || *In[B] != *NewIn) {
          In[B] = std::move(NewIn);
          Out[B] = std::move(NewOut);
          Changed = true;
        }
      }
    }
    for (size_t B = 0; B < Layout.size(); ++B)
      if (In[B]) transfer(B, *In[B], true);
  }
};

} // namespace

std::vector<std::string> verifyAssignment(const MachineFunction& MF, const MachineTargetInfo& TMI,
                                          const RegisterFileInfo& RI,
                                          const std::vector<uint32_t>& Assignment) {
  Context C{MF, TMI, RI, &Assignment, {}};
  std::set<uint32_t> Checked;
  for (const auto& MBB : MF.layout())
    for (const MachineInstr& MI : MBB->Instrs)
      for (const MachineOperand& MO : MI.operands()) {
        if (!MO.isReg() || !isVirtualRegister(MO.getReg()) || !Checked.insert(MO.getReg()).second) continue;
        uint32_t V = virtRegIndex(MO.getReg());
        uint32_t R = V < Assignment.size() ? Assignment[V] : 0;
        if (!R) {
          C.problem("%" + std::to_string(V) + " has no register");
          continue;
        }
        if (RI.isReserved(R))
          C.problem("%" + std::to_string(V) + " is in reserved register $" + TMI.physRegName(R));
        const auto& Order = RI.Classes.at(MF.regClassOf(MO.getReg())).AllocationOrder;
        if (std::find(Order.begin(), Order.end(), R) == Order.end())
          C.problem("%" + std::to_string(V) + " is in $" + TMI.physRegName(R) + ", outside its class " +
                    TMI.regClassName(MF.regClassOf(MO.getReg())));
      }
  C.checkInterference();
  C.checkReachingDefs();
  return C.Problems;
}

std::vector<std::string> verifyAllocatedFunction(const MachineFunction& MF, const MachineTargetInfo& TMI,
                                                 const RegisterFileInfo& RI) {
  Context C{MF, TMI, RI, nullptr, {}};
  for (size_t B = 0; B < MF.layout().size(); ++B)
    for (size_t I = 0; I < MF.layout()[B]->Instrs.size(); ++I)
      for (const MachineOperand& MO : MF.layout()[B]->Instrs[I].operands()) {
        if (!MO.isReg()) continue;
        if (isVirtualRegister(MO.getReg()))
          C.problem("virtual register left at " + C.where(B, I));
        else if (MO.isRenamable() && RI.isReserved(MO.getReg()))
          C.problem("reserved register allocated at " + C.where(B, I));
      }
  C.checkReachingDefs();
  return C.Problems;
}

void throwIfProblems(const std::vector<std::string>& Problems, const std::string& Where) {
  if (Problems.empty()) return;
  std::string S = Where + ": the register allocation is wrong:";
  for (const std::string& P : Problems) S += "\n  " + P;
  throw InternalError(S);
}

} // namespace dt
