// machine/RegisterCoalescer.cpp — constant-register forwarding, then copy joining by Chaitin's interference
// test.
#include "machine/RegisterCoalescer.h"

#include "machine/LiveIntervals.h"

#include <algorithm>
#include <span>
#include <tuple>

namespace dt {

namespace {

constexpr unsigned MaxJoinPasses = 8;

bool isRegisterCopy(const MachineInstr& MI, unsigned COPY) {
  return MI.getOpcode() == COPY && MI.getNumOperands() == 2 && MI.getOperand(0).isReg() &&
         MI.getOperand(1).isReg() && MI.getOperand(0).isDef();
}

bool isConstantRegister(const RegisterFileInfo& RI, uint32_t Reg) {
  return Reg != 0 && !isVirtualRegister(Reg) && Reg < RI.Regs.size() && RI.Regs[Reg].Constant;
}

/// What every definition of a virtual register writes, as far as constant registers go: nothing known yet
/// (only IMPLICIT_DEFs and copies of registers not known either), one constant register, or anything.
class ConstantLattice {
public:
  static constexpr uint32_t Unknown = 0, Varying = ~0u;
  /// Narrows Slot by a definition writing Value (a constant register, Unknown or Varying); true if it
  /// changed.
  static bool meet(uint32_t& Slot, uint32_t Value) {
    uint32_t Met = Slot == Unknown ? Value : (Value == Unknown || Value == Slot) ? Slot : Varying;
    if (Met == Slot) return false;
    Slot = Met;
    return true;
  }
};

/// Replaces each virtual register that only ever holds a constant register's value by that register, and
/// deletes the copies (and IMPLICIT_DEFs) that defined it. Returns how many registers were replaced.
unsigned forwardConstantRegisters(MachineFunction& MF, const MachineTargetInfo& TMI,
                                  const RegisterFileInfo& RI) {
  const unsigned COPY = TMI.genericOpcode(GenericOpcode::COPY);
  const unsigned IMPLICIT_DEF = TMI.genericOpcode(GenericOpcode::IMPLICIT_DEF);
  const size_t NV = MF.numVirtualRegisters();
  std::vector<uint32_t> ValueOf(NV, ConstantLattice::Unknown);
  std::vector<std::vector<uint32_t>> CopiedInto(NV); // source index → destination indexes of virtual copies
  bool AnyConstant = false;
  for (const auto& MBB : MF.layout())
    for (const MachineInstr& MI : MBB->Instrs) {
      const bool Copy = isRegisterCopy(MI, COPY);
      for (const MachineOperand& MO : MI.operands()) {
        if (!MO.isReg() || !MO.isDef() || !isVirtualRegister(MO.getReg())) continue;
        uint32_t V = virtRegIndex(MO.getReg());
        if (MI.getOpcode() == IMPLICIT_DEF) continue; // an undefined value may as well be the constant
        uint32_t Src = Copy ? MI.getOperand(1).getReg() : 0;
        if (Copy && isVirtualRegister(Src)) {
          CopiedInto[virtRegIndex(Src)].push_back(V);
        } else if (Copy && isConstantRegister(RI, Src)) {
          ConstantLattice::meet(ValueOf[V], Src);
          AnyConstant = true;
        } else {
          ValueOf[V] = ConstantLattice::Varying;
        }
      }
    }
  if (!AnyConstant) return 0;
  // Optimistic propagation along copies: a register stays constant unless a varying value reaches it.
  std::vector<uint32_t> Work;
  for (uint32_t V = 0; V < NV; ++V)
    if (ValueOf[V] != ConstantLattice::Unknown) Work.push_back(V);
  while (!Work.empty()) {
    uint32_t V = Work.back();
    Work.pop_back();
    for (uint32_t D : CopiedInto[V])
      if (ConstantLattice::meet(ValueOf[D], ValueOf[V])) Work.push_back(D);
  }
  auto constantOf = [&](uint32_t Reg) -> uint32_t {
    if (!isVirtualRegister(Reg)) return 0;
    uint32_t C = ValueOf[virtRegIndex(Reg)];
    return C == ConstantLattice::Unknown || C == ConstantLattice::Varying ? 0 : C;
  };
  unsigned Forwarded = 0;
  for (uint32_t V = 0; V < NV; ++V) Forwarded += constantOf(indexToVirtReg(V)) != 0;
  for (const auto& MBB : MF.layout()) {
    auto DefinesConstant = [&](const MachineInstr& MI) {
      return (MI.getOpcode() == COPY || MI.getOpcode() == IMPLICIT_DEF) && MI.getNumOperands() >= 1 &&
             MI.getOperand(0).isReg() && MI.getOperand(0).isDef() && constantOf(MI.getOperand(0).getReg());
    };
    MBB->Instrs.erase(std::remove_if(MBB->Instrs.begin(), MBB->Instrs.end(), DefinesConstant),
                      MBB->Instrs.end());
    for (MachineInstr& MI : MBB->Instrs)
      for (MachineOperand& MO : MI.operands())
        if (MO.isReg() && !MO.isDef())
          if (uint32_t C = constantOf(MO.getReg())) {
            MO.setReg(C);
            MO.setKill(false);
          }
  }
  return Forwarded;
}

/// A definition of a joined register: where it writes, and the virtual register it copies (index + 1), if it
/// is a COPY of one.
struct DefPoint {
  uint32_t Slot;
  uint32_t CopySource;
};

/// A joined register's live range and definitions: views of the liveness analysis' lists and of the
/// function's definition table until a join gives it lists of its own (most registers are never joined, and
/// copying their lists was most of the pass' allocations).
struct JoinedRegister {
  std::span<const LiveSegment> Segments;
  std::span<const DefPoint> Defs; // sorted by slot
  std::vector<LiveSegment> OwnSegments;
  std::vector<DefPoint> OwnDefs;
};

class Joiner {
public:
  explicit Joiner(size_t NumVRegs) : Parent(NumVRegs), Joined(NumVRegs) { // never resized: views stay valid
    for (uint32_t V = 0; V < NumVRegs; ++V) Parent[V] = V;
  }
  JoinedRegister& reg(uint32_t V) { return Joined[V]; }

  uint32_t leader(uint32_t V) {
    while (Parent[V] != V) V = Parent[V] = Parent[Parent[V]];
    return V;
  }

  /// Joins the registers of A and B unless one is live where the other is defined by anything but a copy of
  /// it. Returns whether they now share one register.
  bool tryJoin(uint32_t A, uint32_t B) {
    A = leader(A);
    B = leader(B);
    if (A == B) return true;
    if (clobbers(A, B) || clobbers(B, A)) return false;
    if (Joined[A].Defs.size() + Joined[A].Segments.size() < Joined[B].Defs.size() + Joined[B].Segments.size())
      std::swap(A, B);
    absorb(Joined[A], Joined[B]);
    Parent[B] = A;
    return true;
  }

private:
  static bool liveAt(std::span<const LiveSegment> Segments, uint32_t Slot) {
    auto It = std::upper_bound(Segments.begin(), Segments.end(), Slot,
                               [](uint32_t S, const LiveSegment& Seg) { return S < Seg.Start; });
    return It != Segments.begin() && std::prev(It)->End > Slot;
  }

  /// Whether a definition of Writer's register lands where Reader's register is live with another value.
  bool clobbers(uint32_t Writer, uint32_t Reader) {
    const JoinedRegister& R = Joined[Reader];
    if (R.Segments.empty()) return false;
    const std::span<const DefPoint> Defs = Joined[Writer].Defs;
    auto It = std::lower_bound(Defs.begin(), Defs.end(), R.Segments.front().Start,
                               [](const DefPoint& D, uint32_t S) { return D.Slot < S; });
    for (; It != Defs.end() && It->Slot < R.Segments.back().End; ++It) {
      if (!liveAt(R.Segments, It->Slot)) continue;
      if (It->CopySource) {
        const uint32_t From = leader(It->CopySource - 1);
        // A copy of the reader writes the value it holds; a copy within the writer disappears with the join.
        if (From == Reader || From == Writer) continue;
      }
      return true;
    }
    return false;
  }

  static void absorb(JoinedRegister& Into, JoinedRegister& From) {
    if (Into.Segments.data() != Into.OwnSegments.data())
      Into.OwnSegments.assign(Into.Segments.begin(), Into.Segments.end());
    for (const LiveSegment& S : From.Segments) addSegment(Into.OwnSegments, S);
    Into.Segments = Into.OwnSegments;
    std::vector<DefPoint> Defs;
    Defs.reserve(Into.Defs.size() + From.Defs.size());
    std::merge(Into.Defs.begin(), Into.Defs.end(), From.Defs.begin(), From.Defs.end(),
               std::back_inserter(Defs),
               [](const DefPoint& X, const DefPoint& Y) { return X.Slot < Y.Slot; });
    Into.OwnDefs = std::move(Defs);
    Into.Defs = Into.OwnDefs;
    From = {};
  }

  std::vector<uint32_t> Parent;
  std::vector<JoinedRegister> Joined;
};

/// Joins the two sides of every virtual-to-virtual copy it can and deletes the copies that became identities.
unsigned joinCopies(MachineFunction& MF, const MachineTargetInfo& TMI, const RegisterFileInfo& RI) {
  const unsigned COPY = TMI.genericOpcode(GenericOpcode::COPY);
  const LiveIntervals LIs(MF, TMI, RI);
  const size_t NV = MF.numVirtualRegisters();
  Joiner J(NV);
  std::vector<std::pair<uint32_t, DefPoint>> DefPairs; // (register index, definition), in slot order
  for (uint32_t V = 0; V < NV; ++V) {
    J.reg(V).Segments = LIs.interval(V).Segments;
    // A register live into the entry block holds a value nobody defined here: count the entry as its def.
    if (!LIs.interval(V).empty() && LIs.interval(V).start() == 0) DefPairs.push_back({V, {0, 0}});
  }
  struct CopyAt {
    unsigned Depth;
    uint32_t Dst, Src;
  };
  std::vector<CopyAt> Copies;
  const std::vector<unsigned> Depth = approximateLoopDepths(MF);
  const auto& Layout = MF.layout();
  for (size_t B = 0; B < Layout.size(); ++B)
    for (size_t I = 0; I < Layout[B]->Instrs.size(); ++I) {
      const MachineInstr& MI = Layout[B]->Instrs[I];
      const bool Copy = isRegisterCopy(MI, COPY);
      const uint32_t Src = Copy ? MI.getOperand(1).getReg() : 0;
      const uint32_t DefSlot = LIs.useSlot(B, I) + 1;
      for (const MachineOperand& MO : MI.operands()) {
        if (!MO.isReg() || !MO.isDef() || !isVirtualRegister(MO.getReg())) continue;
        const bool VirtualCopy = Copy && isVirtualRegister(Src);
        DefPairs.push_back({virtRegIndex(MO.getReg()), {DefSlot, VirtualCopy ? virtRegIndex(Src) + 1 : 0}});
        if (VirtualCopy && MF.regClassOf(Src) == MF.regClassOf(MO.getReg()) && Src != MO.getReg())
          Copies.push_back({Depth[B], virtRegIndex(MO.getReg()), virtRegIndex(Src)});
      }
    }
  KeyedLists<DefPoint> Defs;
  Defs.assign(NV, DefPairs);
  for (uint32_t V = 0; V < NV; ++V) J.reg(V).Defs = Defs[V];
  std::stable_sort(Copies.begin(), Copies.end(),
                   [](const CopyAt& X, const CopyAt& Y) { return X.Depth > Y.Depth; });
  // A copy that failed may succeed once its sides joined others (a loop-carried copy whose source is itself
  // a copy of the incoming value): retry while joins happen, as LLVM's coalescer does.
  for (unsigned Pass = 0; Pass < MaxJoinPasses && !Copies.empty(); ++Pass) {
    std::vector<CopyAt> Failed;
    for (const CopyAt& C : Copies)
      if (!J.tryJoin(C.Dst, C.Src)) Failed.push_back(C);
    if (Failed.size() == Copies.size()) break;
    Copies = std::move(Failed);
  }

  unsigned Deleted = 0;
  for (const auto& MBB : Layout) {
    for (MachineInstr& MI : MBB->Instrs)
      for (MachineOperand& MO : MI.operands()) {
        if (!MO.isReg() || !isVirtualRegister(MO.getReg())) continue;
        uint32_t To = indexToVirtReg(J.leader(virtRegIndex(MO.getReg())));
        if (To == MO.getReg()) continue;
        MO.setReg(To);
        MO.setKill(false); // the joined register may live on past a use that ended one of its parts
      }
    auto IsIdentity = [&](const MachineInstr& MI) {
      return isRegisterCopy(MI, COPY) && MI.getOperand(0).getReg() == MI.getOperand(1).getReg() &&
             isVirtualRegister(MI.getOperand(0).getReg());
    };
    size_t Before = MBB->Instrs.size();
    MBB->Instrs.erase(std::remove_if(MBB->Instrs.begin(), MBB->Instrs.end(), IsIdentity), MBB->Instrs.end());
    Deleted += unsigned(Before - MBB->Instrs.size());
  }
  return Deleted;
}

} // namespace

CoalesceResult coalesceRegisters(MachineFunction& MF, const MachineTargetInfo& TMI,
                                 const RegisterFileInfo& RI) {
  CoalesceResult R;
  R.ConstantRegsForwarded = forwardConstantRegisters(MF, TMI, RI);
  R.CopiesJoined = joinCopies(MF, TMI, RI);
  return R;
}

} // namespace dt
