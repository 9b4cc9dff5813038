// machine/LiveIntervals.cpp — slot numbering, block liveness by dataflow, and segments per register.
#include "machine/LiveIntervals.h"

#include <algorithm>
#include <limits>
#include <optional>
#include <span>

namespace dt {

bool LiveInterval::overlaps(const std::vector<LiveSegment>& Other) const {
  size_t I = 0, J = 0;
  while (I < Segments.size() && J < Other.size()) {
    if (Segments[I].End <= Other[J].Start)
      ++I;
    else if (Other[J].End <= Segments[I].Start)
      ++J;
    else
      return true;
  }
  return false;
}

void addSegment(std::vector<LiveSegment>& Segments, LiveSegment S) {
  auto Pos = std::lower_bound(Segments.begin(), Segments.end(), S,
                              [](const LiveSegment& A, const LiveSegment& B) { return A.Start < B.Start; });
  Pos = Segments.insert(Pos, S);
  // Merge with the previous segment, then swallow the following ones this one reaches.
  if (Pos != Segments.begin() && std::prev(Pos)->End >= Pos->Start) {
    std::prev(Pos)->End = std::max(std::prev(Pos)->End, Pos->End);
    Pos = std::prev(Segments.erase(Pos));
  }
  while (std::next(Pos) != Segments.end() && std::next(Pos)->Start <= Pos->End) {
    Pos->End = std::max(Pos->End, std::next(Pos)->End);
    Segments.erase(std::next(Pos));
  }
}

namespace {

/// A set of liveness keys (virtual registers first, then register units) as a sorted vector: a block's sets
/// hold only what is live or touched there, so a function of B blocks and K registers costs the sum of its
/// live sets, not B × K bits (a long block full of selects has thousands of each).
class KeySet {
public:
  bool test(size_t K) const { return std::binary_search(Keys.begin(), Keys.end(), uint32_t(K)); }
  /// this |= Other; returns whether anything changed.
  bool unite(const KeySet& Other) {
    if (Other.Keys.empty()) return false;
    std::vector<uint32_t> Merged;
    Merged.reserve(Keys.size() + Other.Keys.size());
    std::set_union(Keys.begin(), Keys.end(), Other.Keys.begin(), Other.Keys.end(),
                   std::back_inserter(Merged));
    bool Changed = Merged.size() != Keys.size();
    Keys.swap(Merged);
    return Changed;
  }
  /// this \ Other.
  KeySet minus(const KeySet& Other) const {
    KeySet R;
    std::set_difference(Keys.begin(), Keys.end(), Other.Keys.begin(), Other.Keys.end(),
                        std::back_inserter(R.Keys));
    return R;
  }
  template <typename F> void forEach(F&& Fn) const {
    for (uint32_t K : Keys) Fn(size_t(K));
  }
  /// From keys in any order, without duplicates.
  static KeySet fromUnsorted(std::vector<uint32_t> Keys) {
    std::sort(Keys.begin(), Keys.end());
    KeySet R;
    R.Keys = std::move(Keys);
    return R;
  }

private:
  std::vector<uint32_t> Keys;
};

/// Layout position by block number (blocks are numbered densely enough for a vector).
std::vector<size_t> layoutPositions(const MachineFunction& MF) {
  constexpr size_t None = ~size_t(0);
  std::vector<size_t> PosOf;
  for (size_t B = 0; B < MF.layout().size(); ++B) {
    unsigned N = MF.layout()[B]->Number;
    if (N >= PosOf.size()) PosOf.resize(N + 1, None);
    PosOf[N] = B;
  }
  return PosOf;
}

/// How one instruction touches the liveness keys, in the order liveness needs: what it writes, what it reads.
struct Access {
  std::span<const size_t> Defs, Uses;
};

/// Every instruction's keys in one pool (a function has as many instructions as it has accesses, and two
/// small vectors each were most of liveness's allocations); Blocks[B][I] views instruction I of block B.
struct AccessTable {
  std::vector<size_t> Pool;
  std::vector<std::vector<Access>> Blocks;
};

struct KeyMap {
  const RegisterFileInfo& RI;
  size_t NumVRegs;
  size_t size() const { return NumVRegs + RI.NumUnits; }
  /// The key of a register operand, or nothing for register 0 and reserved registers.
  std::optional<size_t> key(uint32_t Reg) const {
    if (Reg == 0) return std::nullopt;
    if (isVirtualRegister(Reg)) return virtRegIndex(Reg);
    if (Reg >= RI.Regs.size() || RI.isReserved(Reg)) return std::nullopt;
    return NumVRegs + RI.unitOf(Reg);
  }
  /// Appends MI's defined keys and then its used keys to Pool, each group sorted and without repeats; returns
  /// where the uses start.
  size_t appendAccess(const MachineInstr& MI, std::vector<size_t>& Pool) const {
    size_t DefBegin = Pool.size();
    for (const MachineOperand& MO : MI.operands()) {
      if (MO.isRegMask()) {
        for (uint32_t R = 1; R < RI.Regs.size(); ++R)
          if (!RI.isReserved(R) && !RegisterFileInfo::maskPreserves(MO.getRegMask(), R))
            Pool.push_back(NumVRegs + RI.unitOf(R));
        continue;
      }
      if (MO.isReg() && MO.isDef())
        if (auto K = key(MO.getReg())) Pool.push_back(*K);
    }
    auto unique = [&](size_t Begin) {
      std::sort(Pool.begin() + ptrdiff_t(Begin), Pool.end());
      Pool.erase(std::unique(Pool.begin() + ptrdiff_t(Begin), Pool.end()), Pool.end());
    };
    unique(DefBegin);
    size_t UseBegin = Pool.size();
    for (const MachineOperand& MO : MI.operands())
      if (MO.isReg() && !MO.isDef())
        if (auto K = key(MO.getReg())) Pool.push_back(*K);
    unique(UseBegin);
    return UseBegin;
  }
};

/// The union of the successors' live-in sets.
KeySet liveOut(const MachineFunction& MF, const std::vector<size_t>& PosOf, size_t B,
               const std::vector<KeySet>& LiveIn) {
  KeySet Out;
  for (const auto& S : MF.layout()[B]->Successors)
    if (S.Number < PosOf.size() && PosOf[S.Number] != ~size_t(0)) Out.unite(LiveIn[PosOf[S.Number]]);
  return Out;
}

/// Block liveness: LiveIn per block (layout order) by the usual backward fixed point.
std::vector<KeySet> blockLiveIns(const MachineFunction& MF, const std::vector<size_t>& PosOf,
                                 const KeyMap& Keys, AccessTable& Accesses) {
  const auto& Layout = MF.layout();
  std::vector<KeySet> Gen(Layout.size()), Kill(Layout.size()), LiveIn(Layout.size());
  // Per instruction: where its defs, its uses and the next instruction's keys start in the pool.
  struct Range {
    size_t DefBegin, UseBegin, End;
  };
  std::vector<std::vector<Range>> Ranges(Layout.size());
  std::vector<size_t>& Pool = Accesses.Pool;
  Pool.clear();
  // Per key, the last block (plus one) that saw it killed / generated: one dense array for the whole walk.
  std::vector<uint32_t> KilledIn(Keys.size(), 0), GenIn(Keys.size(), 0);
  std::vector<uint32_t> Killed, Generated;
  for (size_t B = 0; B < Layout.size(); ++B) {
    const uint32_t Stamp = uint32_t(B + 1);
    Ranges[B].reserve(Layout[B]->Instrs.size());
    for (const MachineInstr& MI : Layout[B]->Instrs) {
      size_t DefBegin = Pool.size();
      size_t UseBegin = Keys.appendAccess(MI, Pool);
      Ranges[B].push_back({DefBegin, UseBegin, Pool.size()});
    }
    Killed.clear();
    Generated.clear();
    // Forward: a use is upward-exposed when no earlier instruction of the block defined the key.
    for (const Range& R : Ranges[B]) {
      for (size_t I = R.UseBegin; I != R.End; ++I)
        if (size_t K = Pool[I]; KilledIn[K] != Stamp && GenIn[K] != Stamp) {
          GenIn[K] = Stamp;
          Generated.push_back(uint32_t(K));
        }
      for (size_t I = R.DefBegin; I != R.UseBegin; ++I)
        if (size_t K = Pool[I]; KilledIn[K] != Stamp) {
          KilledIn[K] = Stamp;
          Killed.push_back(uint32_t(K));
        }
    }
    Gen[B] = KeySet::fromUnsorted(std::vector<uint32_t>(Generated));
    Kill[B] = KeySet::fromUnsorted(std::vector<uint32_t>(Killed));
    LiveIn[B] = Gen[B];
  }
  // The pool is complete: views into it stay valid now.
  Accesses.Blocks.assign(Layout.size(), {});
  for (size_t B = 0; B < Layout.size(); ++B) {
    Accesses.Blocks[B].reserve(Ranges[B].size());
    for (const Range& R : Ranges[B])
      Accesses.Blocks[B].push_back({std::span<const size_t>(Pool.data() + R.DefBegin, R.UseBegin - R.DefBegin),
                                    std::span<const size_t>(Pool.data() + R.UseBegin, R.End - R.UseBegin)});
  }
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (size_t B = Layout.size(); B-- > 0;) {
      Changed |= LiveIn[B].unite(liveOut(MF, PosOf, B, LiveIn).minus(Kill[B]));
    }
  }
  return LiveIn;
}

} // namespace

std::vector<unsigned> approximateLoopDepths(const MachineFunction& MF) {
  // Each edge back to a block laid out at or before its source spans one loop over the blocks between them;
  // the spans are added as a difference array, so the cost is linear in blocks and edges.
  const auto& Layout = MF.layout();
  const std::vector<size_t> PosOf = layoutPositions(MF);
  std::vector<int> Delta(Layout.size() + 1, 0);
  for (size_t B = 0; B < Layout.size(); ++B)
    for (const auto& S : Layout[B]->Successors)
      if (S.Number < PosOf.size() && PosOf[S.Number] <= B) {
        ++Delta[PosOf[S.Number]];
        --Delta[B + 1];
      }
  std::vector<unsigned> Depth(Layout.size(), 0);
  int Running = 0;
  for (size_t B = 0; B < Layout.size(); ++B) Depth[B] = unsigned(Running += Delta[B]);
  return Depth;
}

LiveIntervals::LiveIntervals(const MachineFunction& MF, const MachineTargetInfo& TMI,
                             const RegisterFileInfo& RI) {
  const unsigned COPY = TMI.genericOpcode(GenericOpcode::COPY);
  const size_t NV = MF.numVirtualRegisters();
  KeyMap Keys{RI, NV};
  const auto& Layout = MF.layout();
  AccessTable Accesses;
  const std::vector<size_t> PosOf = layoutPositions(MF);
  std::vector<KeySet> LiveIn = blockLiveIns(MF, PosOf, Keys, Accesses);
  // The entry block's live-in registers are defined by the caller: they are live from the entry's start.
  VRegs.resize(NV);
  for (size_t V = 0; V < NV; ++V) VRegs[V].Reg = indexToVirtReg(uint32_t(V));
  Units.assign(RI.NumUnits, {});
  PhysHints.assign(NV, {});
  VirtHints.assign(NV, {});
  DefSlots.assign(NV, {});
  UnitCopies.assign(RI.NumUnits, {});
  std::vector<std::vector<std::pair<uint32_t, float>>> PhysHintWeights(NV); // (register, weight), backwards
  std::vector<float> Uses(NV, 0);
  std::vector<unsigned> Depth = approximateLoopDepths(MF);

  uint32_t Next = 0;
  for (const auto& MBB : Layout) {
    BlockFirst.push_back(Next);
    Next += 1 + uint32_t(MBB->Instrs.size());
  }
  auto segmentsOf = [&](size_t K) -> std::vector<LiveSegment>& {
    return K < NV ? VRegs[K].Segments : Units[K - NV];
  };

  // Open[K] = the end of the segment being built backwards for key K while K is live (NotOpen otherwise);
  // a dense array reset through the list of keys a block touched, since a hash map cost a third of the time
  // on long blocks.
  constexpr uint32_t NotOpen = ~0u;
  std::vector<uint32_t> Open(Keys.size(), NotOpen);
  std::vector<size_t> OpenKeys;
  // The segments one block makes, in the order the backward walk makes them (decreasing per key).
  std::vector<std::pair<size_t, LiveSegment>> Made;
  for (size_t B = 0; B < Layout.size(); ++B) {
    const MachineBasicBlock& MBB = *Layout[B];
    uint32_t BlockStart = 2 * BlockFirst[B];
    uint32_t BlockEnd = 2 * (BlockFirst[B] + 1 + uint32_t(MBB.Instrs.size()));
    auto open = [&](size_t K, uint32_t End) {
      if (Open[K] != NotOpen) return;
      Open[K] = End;
      OpenKeys.push_back(K);
    };
    liveOut(MF, PosOf, B, LiveIn).forEach([&](size_t K) { open(K, BlockEnd); });
    float Freq = 1;
    for (unsigned D = 0; D < std::min(Depth[B], 6u); ++D) Freq *= 8;
    for (size_t I = MBB.Instrs.size(); I-- > 0;) {
      uint32_t Use = useSlot(B, I), Def = Use + 1;
      const Access& A = Accesses.Blocks[B][I];
      for (size_t K : A.Defs) {
        if (Open[K] != NotOpen) {
          Made.push_back({K, {Def, Open[K]}});
          Open[K] = NotOpen;
        } else {
          Made.push_back({K, {Def, Def + 1}}); // a dead def still occupies the register for an instant
        }
        if (K < NV) {
          Uses[K] += Freq;
          DefSlots[K].push_back(Def);
        }
      }
      for (size_t K : A.Uses) {
        open(K, Use);
        if (K < NV) Uses[K] += Freq;
      }
      const MachineInstr& MI = MBB.Instrs[I];
      if (MI.getOpcode() == COPY && MI.getNumOperands() == 2 && MI.getOperand(0).isReg() &&
          MI.getOperand(1).isReg()) {
        uint32_t Dst = MI.getOperand(0).getReg(), Src = MI.getOperand(1).getReg();
        auto hint = [&](uint32_t V, uint32_t Other) {
          if (!isVirtualRegister(V) || Other == 0) return;
          if (isVirtualRegister(Other)) {
            VirtHints[virtRegIndex(V)].push_back(Other);
          } else if (!RI.isReserved(Other)) {
            auto& W = PhysHintWeights[virtRegIndex(V)];
            auto It = std::find_if(W.begin(), W.end(), [&](const auto& P) { return P.first == Other; });
            if (It == W.end())
              W.push_back({Other, Freq});
            else
              It->second += Freq;
          }
        };
        if (isVirtualRegister(Src) && !isVirtualRegister(Dst) && Dst < RI.Regs.size() && !RI.isReserved(Dst))
          UnitCopies[RI.unitOf(Dst)].push_back({Def, virtRegIndex(Src)});
        hint(Dst, Src);
        hint(Src, Dst);
      }
    }
    for (size_t K : OpenKeys)
      if (Open[K] != NotOpen) {
        Made.push_back({K, {BlockStart, Open[K]}});
        Open[K] = NotOpen;
      }
    OpenKeys.clear();
    // Blocks come in slot order, so each key's segments arrive in increasing order: append, merging a
    // segment that touches the previous one (a value live out of one block and into the next).
    for (auto It = Made.rbegin(); It != Made.rend(); ++It) {
      std::vector<LiveSegment>& Segs = segmentsOf(It->first);
      if (!Segs.empty() && Segs.back().End >= It->second.Start)
        Segs.back().End = std::max(Segs.back().End, It->second.End);
      else
        Segs.push_back(It->second);
    }
    Made.clear();
  }
  for (size_t V = 0; V < NV; ++V) {
    std::sort(DefSlots[V].begin(), DefSlots[V].end()); // blocks forwards, each block backwards
    auto& W = PhysHintWeights[V];
    std::stable_sort(W.begin(), W.end(), [](const auto& A, const auto& B) { return A.second > B.second; });
    for (const auto& [Reg, Weight] : W) PhysHints[V].push_back(Reg);
  }
  for (auto& Copies : UnitCopies) std::sort(Copies.begin(), Copies.end());
  for (size_t V = 0; V < NV; ++V) {
    LiveInterval& LI = VRegs[V];
    if (LI.empty()) continue;
    uint32_t Length = 0;
    for (const LiveSegment& S : LI.Segments) Length += S.End - S.Start;
    LI.SpillWeight = Uses[V] / float(Length + 4);
  }
  for (size_t B = 0; B < Layout.size(); ++B) {
    LiveInUnits.emplace_back(RI.NumUnits, false);
    for (unsigned U = 0; U < RI.NumUnits; ++U) LiveInUnits[B][U] = LiveIn[B].test(NV + U);
  }
}

std::optional<uint32_t> LiveIntervals::unitCopySource(unsigned Unit, uint32_t Slot) const {
  const auto& Copies = UnitCopies[Unit];
  auto It = std::lower_bound(Copies.begin(), Copies.end(), std::make_pair(Slot, uint32_t(0)));
  if (It == Copies.end() || It->first != Slot) return std::nullopt;
  return It->second;
}

bool LiveIntervals::sameBlock(uint32_t SlotA, uint32_t SlotB) const {
  // Block b covers the slots [2 * BlockFirst[b], 2 * BlockFirst[b + 1]).
  auto blockOf = [&](uint32_t Slot) {
    return std::upper_bound(BlockFirst.begin(), BlockFirst.end(), Slot / 2) - BlockFirst.begin();
  };
  return blockOf(SlotA) == blockOf(SlotB);
}

std::vector<std::vector<bool>> physicalLiveIns(const MachineFunction& MF, const RegisterFileInfo& RI) {
  KeyMap Keys{RI, 0};
  AccessTable Accesses;
  std::vector<KeySet> LiveIn = blockLiveIns(MF, layoutPositions(MF), Keys, Accesses);
  std::vector<std::vector<bool>> R;
  for (const KeySet& S : LiveIn) {
    R.emplace_back(RI.NumUnits, false);
    for (unsigned U = 0; U < RI.NumUnits; ++U) R.back()[U] = S.test(U);
  }
  return R;
}

} // namespace dt
