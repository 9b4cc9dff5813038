// machine/RegAllocLinearScan.cpp — assignment over register-unit unions, spill code, and the rewrite.
#include "machine/RegAllocLinearScan.h"

#include "machine/LiveIntervals.h"
#include "machine/RegisterCoalescer.h"
#include "machine/Rematerialize.h"
#include "support/Diagnostics.h"

#include <algorithm>
#include <limits>
#include <span>

namespace dt {

namespace {

constexpr uint32_t FixedOwner = ~0u;
constexpr float Unspillable = std::numeric_limits<float>::infinity();

/// What occupies one register unit over time: fixed segments and the segments of the intervals assigned to
/// it. Entries never overlap, so starts are unique and ends come in the same order. The fixed ones never
/// change and sit in one flat array; the assigned ones sit in another, so that placing an interval moves
/// only assigned entries that start after it (few, since intervals are assigned by increasing start) and
/// not every fixed segment of the calls further down (placing into one merged array was quadratic on a
/// block with thousands of calls). Queries see the two merged in start order. Since every query asks about
/// the interval being allocated, whose start only grows within a round, a cursor per array skips the
/// entries that ended before it (amortized constant time instead of a search per probe: a register that is
/// busy where the interval starts is rejected at the cursor).
class UnitUnion {
public:
  struct Entry {
    uint32_t Start, End, Owner;
  };
  void addFixed(std::span<const LiveSegment> Segments) {
    Fixed.reserve(Segments.size());
    for (const LiveSegment& S : Segments) Fixed.push_back({S.Start, S.End, FixedOwner});
  }
  void add(std::span<const LiveSegment> Segments, uint32_t Owner) {
    for (const LiveSegment& S : Segments) {
      size_t At = firstAfter(Assigned, 0, S.Start);
      Assigned.insert(Assigned.begin() + ptrdiff_t(At), {S.Start, S.End, Owner});
      AssignedCursor += At < AssignedCursor;
    }
  }
  /// Removes Owner's entries, all of which lie within Segments.
  void remove(std::span<const LiveSegment> Segments, uint32_t Owner) {
    for (const LiveSegment& S : Segments) {
      const size_t At = firstOverlap(Assigned, 0, S.Start), Before = AssignedCursor;
      size_t End = At, Kept = At;
      for (; End < Assigned.size() && Assigned[End].Start < S.End; ++End) {
        if (Assigned[End].Owner != Owner)
          Assigned[Kept++] = Assigned[End];
        else if (End < Before)
          --AssignedCursor;
      }
      Assigned.erase(Assigned.begin() + ptrdiff_t(Kept), Assigned.begin() + ptrdiff_t(End));
    }
  }
  /// Calls Fn(start, end, owner) for each entry overlapping Segments (owner FixedOwner for fixed segments),
  /// in order, until Fn returns true. Segments must not start before those of an earlier query.
  template <typename F> void forEachOverlap(std::span<const LiveSegment> Segments, F&& Fn) const {
    if (Segments.empty()) return;
    const uint32_t Now = Segments.front().Start;
    advance(Now);
    // Entries before the cursors end before every segment; from one segment to the next, a search suffices
    // from where the previous scan stopped.
    size_t FixedFrom = FixedCursor, AssignedFrom = AssignedCursor;
    for (const LiveSegment& S : Segments) {
      size_t FI = S.Start == Now ? FixedFrom : firstOverlap(Fixed, FixedFrom, S.Start);
      size_t AI = S.Start == Now ? AssignedFrom : firstOverlap(Assigned, AssignedFrom, S.Start);
      for (;;) {
        const bool FixedNext = FI < Fixed.size() && Fixed[FI].Start < S.End;
        const bool AssignedNext = AI < Assigned.size() && Assigned[AI].Start < S.End;
        if (!FixedNext && !AssignedNext) break;
        const Entry& E = FixedNext && (!AssignedNext || Fixed[FI].Start < Assigned[AI].Start)
                             ? Fixed[FI++]
                             : Assigned[AI++];
        if (E.End > S.Start && Fn(E.Start, E.End, E.Owner)) return;
      }
      FixedFrom = FI == FixedCursor ? FI : FI - 1;
      AssignedFrom = AI == AssignedCursor ? AI : AI - 1;
    }
  }
  /// Whether an assigned interval (not a fixed segment) occupies the unit at Now, the start of the interval
  /// being allocated: the usual reason to reject a register, answered at the cursor without a scan.
  bool assignedAt(uint32_t Now) const {
    advance(Now);
    return AssignedCursor < Assigned.size() && Assigned[AssignedCursor].Start <= Now;
  }

private:
  /// The first entry of List at or after From that starts after Start.
  static size_t firstAfter(const std::vector<Entry>& List, size_t From, uint32_t Start) {
    return size_t(std::upper_bound(List.begin() + ptrdiff_t(From), List.end(), Start,
                                   [](uint32_t S, const Entry& E) { return S < E.Start; }) -
                  List.begin());
  }
  /// The first entry of List at or after From that may reach Start: the last one starting at or before it
  /// (entries are disjoint, so no earlier one does), else the first one after it.
  static size_t firstOverlap(const std::vector<Entry>& List, size_t From, uint32_t Start) {
    size_t At = firstAfter(List, From, Start);
    return At == From ? At : At - 1;
  }

  void advance(uint32_t Now) const {
    if (Now < CursorAt) FixedCursor = AssignedCursor = 0;
    CursorAt = Now;
    while (FixedCursor < Fixed.size() && Fixed[FixedCursor].End <= Now) ++FixedCursor;
    while (AssignedCursor < Assigned.size() && Assigned[AssignedCursor].End <= Now) ++AssignedCursor;
  }

  std::vector<Entry> Fixed, Assigned;
  mutable size_t FixedCursor = 0, AssignedCursor = 0; // entries before them end at or before CursorAt
  mutable uint32_t CursorAt = 0;                      // the start of the last query
};

/// Segments minus the sorted, disjoint ranges Holes, into Out.
void withoutRanges(std::span<const LiveSegment> Segments, const std::vector<LiveSegment>& Holes,
                   std::vector<LiveSegment>& Out) {
  Out.clear();
  size_t H = 0;
  for (LiveSegment S : Segments) {
    while (H < Holes.size() && Holes[H].End <= S.Start) ++H;
    for (size_t K = H; K < Holes.size() && Holes[K].Start < S.End; ++K) {
      if (Holes[K].Start > S.Start) Out.push_back({S.Start, Holes[K].Start});
      S.Start = std::max(S.Start, Holes[K].End);
    }
    if (S.Start < S.End) Out.push_back(S);
  }
}

struct Round {
  const MachineFunction& MF;
  const RegisterFileInfo& RI;
  const LiveIntervals& LIs;
  const std::vector<bool>& NoSpill;
  std::vector<UnitUnion> Unions;
  std::vector<uint32_t> Assignment;
  std::vector<uint32_t> Spilled;
  // Scratch buffers of allocate() and assign(), kept across calls.
  std::vector<uint32_t> Owners, BestOwners;
  std::vector<LiveSegment> Shared, Placed;

  Round(const MachineFunction& MF, const RegisterFileInfo& RI, const LiveIntervals& LIs,
        const std::vector<bool>& NoSpill)
      : MF(MF), RI(RI), LIs(LIs), NoSpill(NoSpill), Unions(RI.NumUnits),
        Assignment(MF.numVirtualRegisters(), 0) {
    for (unsigned U = 0; U < RI.NumUnits; ++U) Unions[U].addFixed(LIs.unitSegments(U));
  }

  float weight(uint32_t V) const { return NoSpill[V] ? Unspillable : LIs.interval(V).SpillWeight; }

  /// Whether the fixed segment [Start, End) of Unit holds V's value throughout: a COPY from V starts it, V is
  /// not written again before it ends, and it stays in one block. V may then share the unit with it.
  bool holdsValueOf(uint32_t V, unsigned Unit, uint32_t Start, uint32_t End) const {
    std::optional<uint32_t> Source = LIs.unitCopySource(Unit, Start);
    if (!Source || *Source != V || !LIs.sameBlock(Start, End - 1)) return false;
    const std::span<const uint32_t> Defs = LIs.defSlots(V);
    auto Next = std::lower_bound(Defs.begin(), Defs.end(), Start);
    return Next == Defs.end() || *Next >= End;
  }

  /// The fixed segments of Reg's unit that overlap V and hold V's own value (V may share the unit there),
  /// appended to Shared.
  void sharedSegments(uint32_t V, uint32_t Reg, std::vector<LiveSegment>& Shared) const {
    const unsigned Unit = RI.unitOf(Reg);
    Unions[Unit].forEachOverlap(LIs.interval(V).Segments, [&](uint32_t Start, uint32_t End, uint32_t Owner) {
      if (Owner == FixedOwner && holdsValueOf(V, Unit, Start, End) &&
          (Shared.empty() || Shared.back().Start != Start))
        Shared.push_back({Start, End});
      return false;
    });
  }
  /// The cost of evicting what keeps V out of Reg (the heaviest occupant; a fixed segment that does not hold
  /// V's value is Unspillable), with those occupants in Owners. The scan stops once the cost reaches Bound,
  /// the best register's so far, since Reg can no longer win: a long interval then meets one call's clobbers,
  /// not every call's (on a 100k-instruction block with calls, scanning them all was quadratic).
  float evictionCost(uint32_t V, uint32_t Reg, float Bound, std::vector<uint32_t>& Owners) const {
    Owners.clear();
    float Cost = 0;
    const unsigned Unit = RI.unitOf(Reg);
    Unions[Unit].forEachOverlap(LIs.interval(V).Segments, [&](uint32_t Start, uint32_t End, uint32_t Owner) {
      if (Owner == FixedOwner) {
        if (holdsValueOf(V, Unit, Start, End)) return false;
        Cost = Unspillable;
      } else if (std::find(Owners.begin(), Owners.end(), Owner) == Owners.end()) {
        Owners.push_back(Owner);
        Cost = std::max(Cost, weight(Owner));
      }
      return Cost >= Bound;
    });
    return Cost;
  }
  /// Whether Reg is free over V's interval; the first check, inline at every probe, rejects most registers.
  bool isFree(uint32_t V, uint32_t Reg) const {
    return !Unions[RI.unitOf(Reg)].assignedAt(LIs.interval(V).start()) && isFreeOverInterval(V, Reg);
  }
  [[gnu::noinline]] bool isFreeOverInterval(uint32_t V, uint32_t Reg) const {
    const unsigned Unit = RI.unitOf(Reg);
    bool Free = true;
    Unions[Unit].forEachOverlap(LIs.interval(V).Segments, [&](uint32_t Start, uint32_t End, uint32_t Owner) {
      Free = Owner == FixedOwner && holdsValueOf(V, Unit, Start, End);
      return !Free;
    });
    return Free;
  }
  void assign(uint32_t V, uint32_t Reg) {
    Shared.clear();
    sharedSegments(V, Reg, Shared);
    std::sort(Shared.begin(), Shared.end(),
              [](const LiveSegment& A, const LiveSegment& B) { return A.Start < B.Start; });
    Shared.erase(std::unique(Shared.begin(), Shared.end(),
                             [](const LiveSegment& A, const LiveSegment& B) { return A.Start == B.Start; }),
                 Shared.end());
    Assignment[V] = Reg;
    // V occupies its interval minus the fixed segments that hold its own value.
    if (Shared.empty()) return Unions[RI.unitOf(Reg)].add(LIs.interval(V).Segments, V);
    withoutRanges(LIs.interval(V).Segments, Shared, Placed);
    Unions[RI.unitOf(Reg)].add(Placed, V);
  }
  void unassign(uint32_t V) {
    Unions[RI.unitOf(Assignment[V])].remove(LIs.interval(V).Segments, V);
    Assignment[V] = 0;
  }

  /// The hinted register, if free: a physical register it is copied to or from, or the register of a virtual
  /// register it is copied to or from.
  std::optional<uint32_t> freeHint(uint32_t V, const std::vector<uint32_t>& Order) const {
    auto inClass = [&](uint32_t R) { return std::find(Order.begin(), Order.end(), R) != Order.end(); };
    for (uint32_t R : LIs.physHints(V))
      if (inClass(R) && isFree(V, R)) return R;
    for (uint32_t Other : LIs.virtHints(V)) {
      uint32_t R = Assignment[virtRegIndex(Other)];
      if (R && inClass(R) && isFree(V, R)) return R;
    }
    return std::nullopt;
  }

  void allocate(uint32_t V) {
    const std::vector<uint32_t>& Order = RI.Classes.at(MF.regClassOf(indexToVirtReg(V))).AllocationOrder;
    if (auto H = freeHint(V, Order)) return assign(V, *H);
    for (uint32_t R : Order)
      if (isFree(V, R)) return assign(V, R);
    // No register is free over the whole interval: evict the cheapest occupants of one register, or spill.
    uint32_t Best = 0;
    float BestCost = Unspillable;
    for (uint32_t R : Order) {
      const float Cost = evictionCost(V, R, BestCost, Owners);
      if (Cost < BestCost) {
        Best = R;
        BestCost = Cost;
        std::swap(BestOwners, Owners);
      }
    }
    if (Best && BestCost < weight(V)) {
      for (uint32_t O : BestOwners) {
        unassign(O);
        Spilled.push_back(O);
      }
      return assign(V, Best);
    }
    if (NoSpill[V])
      throw CannotLowerError("register allocation of '" + MF.name() + "': no register left for %" +
                             std::to_string(V) + ", a value that cannot be spilled");
    Spilled.push_back(V);
  }

  void run() {
    std::vector<uint32_t> Queue;
    for (uint32_t V = 0; V < LIs.numVirtualRegisters(); ++V)
      if (!LIs.interval(V).empty()) Queue.push_back(V);
    std::stable_sort(Queue.begin(), Queue.end(), [&](uint32_t A, uint32_t B) {
      return LIs.interval(A).start() < LIs.interval(B).start();
    });
    for (uint32_t V : Queue) allocate(V);
  }
};

std::string memoryText(bool Store, unsigned Bytes, int FI) {
  std::string Text = Store ? "(store (s" : "(load (s";
  Text += std::to_string(Bytes * 8);
  Text += Store ? ") into %stack." : ") from %stack.";
  Text += std::to_string(FI);
  Text += ')';
  return Text;
}

/// Spill everywhere: every read of a spilled register reloads it into a new register just before the reader,
/// every write goes to a new register stored just after. The new registers are marked unspillable.
void insertSpillCode(MachineFunction& MF, const MachineTargetInfo& TMI, const RegisterFileInfo& RI,
                     const std::vector<uint32_t>& Spilled, std::vector<bool>& NoSpill) {
  // Per virtual register index: its stack slot, Remat for one recreated instead, NotSpilled otherwise.
  constexpr int NotSpilled = std::numeric_limits<int>::min(), Remat = -1;
  std::vector<int> SlotOf(MF.numVirtualRegisters(), NotSpilled);
  // A register with one trivially rematerializable definition is recreated before each reader instead of
  // being reloaded (LLVM's spiller does the same), and its definition goes: it has no other effect.
  std::vector<unsigned> DefCount(SlotOf.size(), 0);
  std::vector<int> RematAt(SlotOf.size(), -1); // index into RematDefs
  std::vector<MachineInstr> RematDefs;
  for (uint32_t V : Spilled) SlotOf[V] = Remat; // marks the spilled registers while counting
  for (const auto& [Phys, VReg] : MF.LiveIns)
    if (isVirtualRegister(VReg) && SlotOf[virtRegIndex(VReg)] != NotSpilled)
      DefCount[virtRegIndex(VReg)] += 2;
  for (const auto& MBB : MF.layout())
    for (const MachineInstr& MI : MBB->Instrs)
      for (const MachineOperand& MO : MI.operands())
        if (MO.isReg() && MO.isDef() && isVirtualRegister(MO.getReg()))
          if (uint32_t V = virtRegIndex(MO.getReg());
              SlotOf[V] != NotSpilled && ++DefCount[V] == 1 && isTriviallyRematerializable(MI, TMI, RI)) {
            RematAt[V] = int(RematDefs.size());
            RematDefs.push_back(MI);
          }
  for (uint32_t V : Spilled) {
    const RegisterFileInfo::ClassInfo& C = RI.Classes.at(MF.regClassOf(indexToVirtReg(V)));
    SlotOf[V] = RematAt[V] >= 0 && DefCount[V] == 1 ? Remat : MF.createSpillSlot(C.SpillSize, C.SpillAlign);
  }
  auto slotOf = [&](uint32_t Reg) { return isVirtualRegister(Reg) ? SlotOf[virtRegIndex(Reg)] : NotSpilled; };

  // Each block is rebuilt into Out (inserting into the middle of a long block moved its tail every time).
  std::vector<MachineInstr> Out, Before, After;
  std::vector<std::pair<uint32_t, uint32_t>> Renamed; // spilled index → new register, per instruction
  for (const auto& MBB : MF.layout()) {
    Out.clear();
    Out.reserve(MBB->Instrs.size());
    for (MachineInstr& MI : MBB->Instrs) {
      if (MI.getNumOperands() && MI.getOperand(0).isReg() && MI.getOperand(0).isDef() &&
          slotOf(MI.getOperand(0).getReg()) == Remat)
        continue;
      Renamed.clear();
      Before.clear();
      After.clear();
      for (MachineOperand& MO : MI.operands()) {
        if (!MO.isReg()) continue;
        const int Slot = slotOf(MO.getReg());
        if (Slot == NotSpilled) continue;
        const uint32_t V = virtRegIndex(MO.getReg());
        auto Known =
            std::find_if(Renamed.begin(), Renamed.end(), [&](const auto& P) { return P.first == V; });
        uint32_t New = Known != Renamed.end() ? Known->second : 0;
        const unsigned RC = MF.regClassOf(MO.getReg());
        const RegisterFileInfo::ClassInfo& C = RI.Classes.at(RC);
        if (!New) {
          New = MF.createVirtualRegister(RC);
          NoSpill.resize(MF.numVirtualRegisters(), false);
          NoSpill[virtRegIndex(New)] = true;
          Renamed.push_back({V, New});
        }
        bool NeedLoad = MO.isUse() && std::none_of(Before.begin(), Before.end(), [&](const MachineInstr& L) {
                          return L.getOperand(0).getReg() == New;
                        });
        bool NeedStore = MO.isDef() && std::none_of(After.begin(), After.end(), [&](const MachineInstr& S) {
                           return S.getOperand(0).getReg() == New;
                         });
        if (NeedLoad && Slot == Remat) {
          MachineInstr& Copy = Before.emplace_back(RematDefs[size_t(RematAt[V])]);
          for (MachineOperand& DO : Copy.operands())
            if (DO.isReg() && DO.isDef()) {
              DO.setReg(New);
              DO.setDead(false);
            }
        } else if (NeedLoad) {
          MachineInstr& Load = Before.emplace_back(C.LoadOpcode);
          Load.operands().reserve(3);
          Load.addOperand(MachineOperand::reg(New, /*IsDef=*/true));
          Load.addOperand(MachineOperand::frameIndex(Slot));
          Load.addOperand(MachineOperand::imm(0));
          Load.MemRefs.push_back(memoryText(false, C.SpillSize, Slot));
        }
        if (NeedStore) {
          MachineInstr& Store = After.emplace_back(C.StoreOpcode);
          Store.operands().reserve(3);
          Store.addOperand(MachineOperand::reg(New));
          Store.addOperand(MachineOperand::frameIndex(Slot));
          Store.addOperand(MachineOperand::imm(0));
          Store.MemRefs.push_back(memoryText(true, C.SpillSize, Slot));
        }
        MO.setReg(New);
        MO.setKill(false);
        MO.setDead(false);
      }
      for (MachineInstr& X : Before) Out.push_back(std::move(X));
      Out.push_back(std::move(MI));
      for (MachineInstr& X : After) Out.push_back(std::move(X));
    }
    MBB->Instrs.swap(Out);
  }
}

/// Deletes each COPY whose destination already holds its source's value: within a block, a copy makes its two
/// registers equal until either's unit is written again (LLVM's MachineCopyPropagation removes the same
/// copies). Catches "mv s0, a0 ... mv a0, s0" around a value that must also outlive a call. Returns the
/// count.
unsigned removeRedundantCopies(MachineFunction& MF, const MachineTargetInfo& TMI,
                               const RegisterFileInfo& RI) {
  const unsigned COPY = TMI.genericOpcode(GenericOpcode::COPY);
  const uint32_t NumRegs = uint32_t(RI.Regs.size());
  // Value numbers per physical register; a constant register keeps one for the whole function.
  std::vector<uint32_t> ValueOf(NumRegs);
  // The unreserved registers of each unit.
  std::vector<std::pair<uint32_t, uint32_t>> UnitRegs;
  for (uint32_t R = 1; R < NumRegs; ++R)
    if (!RI.isReserved(R)) UnitRegs.push_back({RI.unitOf(R), R});
  KeyedLists<uint32_t> RegsOfUnit;
  RegsOfUnit.assign(RI.NumUnits, UnitRegs);
  auto tracked = [&](uint32_t R) { return R && R < NumRegs && (!RI.isReserved(R) || RI.Regs[R].Constant); };
  uint32_t Fresh = 0;
  auto clobberUnit = [&](unsigned U) {
    for (uint32_t R : RegsOfUnit[U]) ValueOf[R] = NumRegs + ++Fresh;
  };
  unsigned Removed = 0;
  for (const auto& MBB : MF.layout()) {
    for (uint32_t R = 1; R < NumRegs; ++R) ValueOf[R] = RI.Regs[R].Constant ? R : NumRegs + ++Fresh;
    auto Redundant = [&](const MachineInstr& MI) {
      if (MI.getOpcode() == COPY && MI.getNumOperands() == 2 && MI.getOperand(0).isReg() &&
          MI.getOperand(1).isReg()) {
        uint32_t Dst = MI.getOperand(0).getReg(), Src = MI.getOperand(1).getReg();
        if (tracked(Dst) && tracked(Src) && !RI.isReserved(Dst)) {
          if (ValueOf[Dst] == ValueOf[Src]) return true;
          clobberUnit(RI.unitOf(Dst));
          ValueOf[Dst] = ValueOf[Src];
          return false;
        }
      }
      for (const MachineOperand& MO : MI.operands()) {
        if (MO.isRegMask()) {
          for (uint32_t R = 1; R < NumRegs; ++R)
            if (!RI.isReserved(R) && !RegisterFileInfo::maskPreserves(MO.getRegMask(), R))
              clobberUnit(RI.unitOf(R));
        } else if (MO.isReg() && MO.isDef() && MO.getReg() && MO.getReg() < NumRegs &&
                   !RI.isReserved(MO.getReg())) {
          clobberUnit(RI.unitOf(MO.getReg()));
        }
      }
      return false;
    };
    size_t Before = MBB->Instrs.size();
    MBB->Instrs.erase(std::remove_if(MBB->Instrs.begin(), MBB->Instrs.end(), Redundant), MBB->Instrs.end());
    Removed += unsigned(Before - MBB->Instrs.size());
  }
  return Removed;
}

void rewrite(MachineFunction& MF, const MachineTargetInfo& TMI, const RegisterFileInfo& RI,
             const std::vector<uint32_t>& Assignment, const RegAllocOptions& Opts, RegAllocResult& Result) {
  const unsigned COPY = TMI.genericOpcode(GenericOpcode::COPY);
  std::vector<uint32_t> NameOfUnit(RI.NumUnits, 0);
  std::vector<bool> CSRSeen(RI.NumUnits, false);
  for (const auto& MBB : MF.layout()) {
    for (MachineInstr& MI : MBB->Instrs)
      for (MachineOperand& MO : MI.operands()) {
        if (!MO.isReg() || MO.getReg() == 0) continue;
        if (isVirtualRegister(MO.getReg())) {
          uint32_t V = virtRegIndex(MO.getReg());
          uint32_t R = V < Assignment.size() ? Assignment[V] : 0;
          if (!R)
            throw InternalError("register allocation left %" + std::to_string(V) + " without a register");
          MO.setReg(R);
          MO.setRenamable();
          MO.setKill(false);
          MO.setDead(false);
          unsigned U = RI.unitOf(R);
          if (MO.isDef() && RI.Regs[R].CalleeSaved && !CSRSeen[U]) {
            CSRSeen[U] = true;
            MF.UsedCalleeSavedRegs.push_back(
                Opts.CalleeSavedRegisterOfUnit ? Opts.CalleeSavedRegisterOfUnit(U) : R);
          }
        }
        if (!RI.isReserved(MO.getReg()) && MO.getReg() < RI.Regs.size())
          NameOfUnit[RI.unitOf(MO.getReg())] = MO.getReg();
      }
    auto IsIdentity = [&](const MachineInstr& MI) {
      return MI.getOpcode() == COPY && MI.getNumOperands() == 2 && MI.getOperand(0).isReg() &&
             MI.getOperand(1).isReg() && MI.getOperand(0).getReg() == MI.getOperand(1).getReg();
    };
    size_t Before = MBB->Instrs.size();
    MBB->Instrs.erase(std::remove_if(MBB->Instrs.begin(), MBB->Instrs.end(), IsIdentity), MBB->Instrs.end());
    Result.IdentityCopiesRemoved += unsigned(Before - MBB->Instrs.size());
  }

  Result.RedundantCopiesRemoved = removeRedundantCopies(MF, TMI, RI);

  // Kill and dead flags of the renamed operands, and each block's live-in registers, from physical liveness.
  const BlockUnitSets LiveIn = physicalLiveIns(MF, RI);
  const auto& Layout = MF.layout();
  const std::vector<size_t> PosOf = MF.layoutPositions();
  std::vector<bool> Live;
  for (size_t B = 0; B < Layout.size(); ++B) {
    MachineBasicBlock& MBB = *Layout[B];
    Live.assign(RI.NumUnits, false);
    for (const auto& S : MBB.Successors)
      if (S.Number < PosOf.size() && PosOf[S.Number] != MachineFunction::NotInLayout)
        for (unsigned U = 0; U < RI.NumUnits; ++U)
          if (LiveIn.contains(PosOf[S.Number], U)) Live[U] = true;
    for (auto It = MBB.Instrs.rbegin(); It != MBB.Instrs.rend(); ++It) {
      for (MachineOperand& MO : It->operands())
        if (MO.isReg() && MO.isDef() && MO.isRenamable() && !Live[RI.unitOf(MO.getReg())]) MO.setDead();
      for (MachineOperand& MO : It->operands()) {
        if (MO.isRegMask()) {
          for (uint32_t R = 1; R < RI.Regs.size(); ++R)
            if (!RI.isReserved(R) && !RegisterFileInfo::maskPreserves(MO.getRegMask(), R))
              Live[RI.unitOf(R)] = false;
        } else if (MO.isReg() && MO.isDef() && MO.getReg() && !RI.isReserved(MO.getReg())) {
          Live[RI.unitOf(MO.getReg())] = false;
        }
      }
      for (MachineOperand& MO : It->operands()) {
        if (!MO.isReg() || MO.isDef() || MO.getReg() == 0 || RI.isReserved(MO.getReg())) continue;
        unsigned U = RI.unitOf(MO.getReg());
        if (MO.isRenamable() && !Live[U]) MO.setKill();
        Live[U] = true;
      }
    }
    if (B == 0) continue; // the entry block lists the function's arguments already
    MBB.LiveIns.clear();
    for (unsigned U = 0; U < RI.NumUnits; ++U)
      if (LiveIn.contains(B, U) && NameOfUnit[U]) MBB.LiveIns.push_back(NameOfUnit[U]);
    std::sort(MBB.LiveIns.begin(), MBB.LiveIns.end());
  }
  MF.RegistersAllocated = true;
}

} // namespace

RegAllocResult allocateRegisters(MachineFunction& MF, const MachineTargetInfo& TMI,
                                 const RegisterFileInfo& RI, const RegAllocOptions& Opts) {
  RegAllocResult Result;
  const CoalesceResult Joined = coalesceRegisters(MF, TMI, RI);
  Result.CopiesJoined = Joined.CopiesJoined;
  Result.ConstantRegsForwarded = Joined.ConstantRegsForwarded;
  std::vector<bool> NoSpill(MF.numVirtualRegisters(), false);
  for (unsigned RoundNo = 0;; ++RoundNo) {
    if (RoundNo > 64) throw InternalError("register allocation of '" + MF.name() + "' does not converge");
    NoSpill.resize(MF.numVirtualRegisters(), false);
    LiveIntervals LIs(MF, TMI, RI);
    Round R(MF, RI, LIs, NoSpill);
    R.run();
    Result.Rounds = RoundNo + 1;
    if (R.Spilled.empty()) {
      Result.Assignment = std::move(R.Assignment);
      break;
    }
    Result.SpilledVRegs += unsigned(R.Spilled.size());
    insertSpillCode(MF, TMI, RI, R.Spilled, NoSpill);
  }
  if (Opts.BeforeRewrite) Opts.BeforeRewrite(MF, Result.Assignment);
  rewrite(MF, TMI, RI, Result.Assignment, Opts, Result);
  return Result;
}

} // namespace dt
