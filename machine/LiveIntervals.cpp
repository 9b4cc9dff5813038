// machine/LiveIntervals.cpp — slot numbering, block liveness by dataflow over chunked key sets, and segments
// per register built forwards across block boundaries.
#include "machine/LiveIntervals.h"

#include <algorithm>
#include <bit>
#include <limits>
#include <optional>
#include <span>

namespace dt {

bool LiveInterval::overlaps(std::span<const LiveSegment> Other) const {
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

/// Liveness keys are virtual register indexes first, then register units. A set of them is a sorted list
/// of chunks, each 64 neighbouring keys of which at least one is present. A long block of selects becomes
/// hundreds of blocks with a thousand of ten thousand keys live in each: one bit per key and block took most
/// of a gigabyte on longer blocks, one word per live key made liveness quadratic in practice, while values
/// defined close together stay live together and share chunks. A sparse set costs a chunk per key.
struct Chunk {
  uint32_t Index; // keys 64 * Index to 64 * Index + 63
  uint64_t Bits;
  bool operator==(const Chunk&) const = default;
};
using ChunkSpan = std::span<const Chunk>;

bool contains(ChunkSpan S, uint32_t K) {
  auto It = std::lower_bound(S.begin(), S.end(), K / 64,
                             [](const Chunk& C, uint32_t Index) { return C.Index < Index; });
  return It != S.end() && It->Index == K / 64 && (It->Bits >> (K % 64) & 1);
}

template <typename F> void forEachKey(ChunkSpan S, F&& Fn) {
  for (const Chunk& C : S)
    for (uint64_t Bits = C.Bits; Bits; Bits &= Bits - 1) Fn(C.Index * 64 + uint32_t(std::countr_zero(Bits)));
}

/// Calls Fn(K, InA) for each key in exactly one of A and B, in increasing order.
template <typename F> void forEachDifference(ChunkSpan A, ChunkSpan B, F&& Fn) {
  auto each = [&](uint32_t Index, uint64_t Bits, uint64_t InA) {
    for (; Bits; Bits &= Bits - 1) {
      unsigned Bit = unsigned(std::countr_zero(Bits));
      Fn(Index * 64 + Bit, (InA >> Bit & 1) != 0);
    }
  };
  size_t I = 0, J = 0;
  while (I < A.size() || J < B.size()) {
    if (J == B.size() || (I < A.size() && A[I].Index < B[J].Index)) {
      each(A[I].Index, A[I].Bits, A[I].Bits);
      ++I;
    } else if (I == A.size() || B[J].Index < A[I].Index) {
      each(B[J].Index, B[J].Bits, 0);
      ++J;
    } else {
      each(A[I].Index, A[I].Bits ^ B[J].Bits, A[I].Bits);
      ++I, ++J;
    }
  }
}

/// Out = A ∪ B.
void unite(ChunkSpan A, ChunkSpan B, std::vector<Chunk>& Out) {
  Out.clear();
  size_t I = 0, J = 0;
  while (I < A.size() && J < B.size()) {
    if (A[I].Index < B[J].Index) {
      Out.push_back(A[I++]);
    } else if (B[J].Index < A[I].Index) {
      Out.push_back(B[J++]);
    } else {
      Out.push_back({A[I].Index, A[I].Bits | B[J].Bits});
      ++I, ++J;
    }
  }
  Out.insert(Out.end(), A.begin() + ptrdiff_t(I), A.end());
  Out.insert(Out.end(), B.begin() + ptrdiff_t(J), B.end());
}

/// Out = Gen ∪ (Live \ Kill): what is live into a block, from what is live out of it.
void transfer(ChunkSpan Gen, ChunkSpan Kill, ChunkSpan Live, std::vector<Chunk>& Out) {
  Out.clear();
  size_t G = 0, K = 0;
  for (const Chunk& C : Live) {
    while (G < Gen.size() && Gen[G].Index < C.Index) Out.push_back(Gen[G++]);
    while (K < Kill.size() && Kill[K].Index < C.Index) ++K;
    uint64_t Bits = C.Bits;
    if (K < Kill.size() && Kill[K].Index == C.Index) Bits &= ~Kill[K].Bits;
    if (G < Gen.size() && Gen[G].Index == C.Index) Bits |= Gen[G++].Bits;
    if (Bits) Out.push_back({C.Index, Bits});
  }
  Out.insert(Out.end(), Gen.begin() + ptrdiff_t(G), Gen.end());
}

/// Appends the set of the sorted keys Keys to Out.
void appendChunks(const std::vector<uint32_t>& Keys, std::vector<Chunk>& Out) {
  const size_t Begin = Out.size();
  for (uint32_t K : Keys) {
    if (Out.size() == Begin || Out.back().Index != K / 64) Out.push_back({K / 64, 0});
    Out.back().Bits |= uint64_t(1) << (K % 64);
  }
}

struct KeyMap {
  KeyMap(const RegisterFileInfo& RI, uint32_t NumVRegs) : RI(RI), NumVRegs(NumVRegs) {}
  const RegisterFileInfo& RI;
  uint32_t NumVRegs;
  mutable const uint32_t* MaskSeen = nullptr; // the register mask MaskKeys belongs to
  mutable std::vector<uint32_t> MaskKeys;
  uint32_t size() const { return NumVRegs + RI.NumUnits; }
  /// The key of a register operand, or nothing for register 0 and reserved registers.
  std::optional<uint32_t> key(uint32_t Reg) const {
    if (Reg == 0) return std::nullopt;
    if (isVirtualRegister(Reg)) return virtRegIndex(Reg);
    if (Reg >= RI.Regs.size() || RI.isReserved(Reg)) return std::nullopt;
    return NumVRegs + RI.unitOf(Reg);
  }
  /// Appends MI's defined keys and then its used keys to Pool, each group sorted and without repeats; returns
  /// where the uses start.
  uint32_t appendAccess(const MachineInstr& MI, std::vector<uint32_t>& Pool) const {
    const size_t DefBegin = Pool.size();
    for (const MachineOperand& MO : MI.operands()) {
      if (MO.isRegMask()) {
        // Every call of a function carries the same mask: its keys are worked out once, sorted, so the
        // insertion below takes them without moving anything.
        if (MO.getRegMask() != MaskSeen) {
          MaskSeen = MO.getRegMask();
          MaskKeys.clear();
          for (uint32_t R = 1; R < RI.Regs.size(); ++R)
            if (!RI.isReserved(R) && !RegisterFileInfo::maskPreserves(MO.getRegMask(), R))
              MaskKeys.push_back(NumVRegs + RI.unitOf(R));
          std::sort(MaskKeys.begin(), MaskKeys.end());
          MaskKeys.erase(std::unique(MaskKeys.begin(), MaskKeys.end()), MaskKeys.end());
        }
        Pool.insert(Pool.end(), MaskKeys.begin(), MaskKeys.end());
        continue;
      }
      if (MO.isReg() && MO.isDef())
        if (auto K = key(MO.getReg())) Pool.push_back(*K);
    }
    // Sorts and dedupes the keys from Begin on: an instruction has a handful (calls aside), where an
    // insertion that drops repeats beats a general sort.
    auto unique = [&](size_t Begin) {
      size_t End = Begin;
      for (size_t I = Begin; I < Pool.size(); ++I) {
        const uint32_t K = Pool[I];
        size_t J = End;
        while (J > Begin && Pool[J - 1] > K) --J;
        if (J > Begin && Pool[J - 1] == K) continue;
        std::copy_backward(Pool.begin() + ptrdiff_t(J), Pool.begin() + ptrdiff_t(End),
                           Pool.begin() + ptrdiff_t(End + 1));
        Pool[J] = K;
        ++End;
      }
      Pool.resize(End);
    };
    unique(DefBegin);
    const size_t UseBegin = Pool.size();
    for (const MachineOperand& MO : MI.operands())
      if (MO.isReg() && !MO.isDef())
        if (auto K = key(MO.getReg())) Pool.push_back(*K);
    unique(UseBegin);
    return uint32_t(UseBegin);
  }
};

/// Block liveness of a function: the keys live into each block (layout order) by the usual backward
/// dataflow, and every instruction's defined and used keys for the walks inside the blocks. The fixed point
/// visits the blocks in reverse layout order and only those whose successors changed, so code without back
/// edges takes one pass. All sets live in one pool (a changed set is appended, not resized in place).
class BlockLiveness {
public:
  /// Without KeepInstructionKeys only the live-in sets are kept (defs and uses must not be asked for).
  BlockLiveness(const MachineFunction& MF, const KeyMap& Keys, bool KeepInstructionKeys = true);

  ChunkSpan liveIn(size_t B) const { return span(In[B]); }
  /// The union of the successors' live-in sets: one successor's set itself, or built in Scratch.
  ChunkSpan liveOut(size_t B, std::vector<Chunk>& Scratch) const;
  /// The keys instruction I of block B writes, and those it reads; each sorted, without repeats.
  std::span<const uint32_t> defs(size_t B, size_t I) const { return keys(2 * (InstrBegin[B] + I)); }
  std::span<const uint32_t> uses(size_t B, size_t I) const { return keys(2 * (InstrBegin[B] + I) + 1); }

private:
  struct Range {
    uint32_t Begin = 0, End = 0;
  };
  ChunkSpan span(Range R) const { return {Sets.data() + R.Begin, R.End - R.Begin}; }
  std::span<const uint32_t> keys(size_t At) const {
    return {KeyPool.data() + KeyAt[At], KeyAt[At + 1] - KeyAt[At]};
  }

  std::vector<uint32_t> SuccBegin, Succs; // layout positions, per block
  KeyedLists<uint32_t> Preds;
  std::vector<uint32_t> KeyPool;    // per instruction its defined keys, then its used keys
  std::vector<uint32_t> KeyAt;      // where instruction i's defs (2i) and uses (2i + 1) start in KeyPool
  std::vector<uint32_t> InstrBegin; // per block, the index of its first instruction in the function
  std::vector<Chunk> Sets;          // every Gen, Kill and (version of a) live-in set
  std::vector<Range> Gen, Kill, In; // per block: upward-exposed uses, definitions, live-in keys
};

BlockLiveness::BlockLiveness(const MachineFunction& MF, const KeyMap& Keys, bool KeepInstructionKeys) {
  const auto& Layout = MF.layout();
  const size_t NB = Layout.size();
  const std::vector<size_t> PosOf = MF.layoutPositions();
  SuccBegin.reserve(NB + 1);
  std::vector<std::pair<uint32_t, uint32_t>> Edges; // (successor, predecessor)
  for (size_t B = 0; B < NB; ++B) {
    SuccBegin.push_back(uint32_t(Succs.size()));
    for (const auto& S : Layout[B]->Successors)
      if (S.Number < PosOf.size() && PosOf[S.Number] != MachineFunction::NotInLayout) {
        Succs.push_back(uint32_t(PosOf[S.Number]));
        Edges.push_back({uint32_t(PosOf[S.Number]), uint32_t(B)});
      }
  }
  SuccBegin.push_back(uint32_t(Succs.size()));
  Preds.assign(NB, Edges);

  Gen.resize(NB);
  Kill.resize(NB);
  In.resize(NB);
  InstrBegin.reserve(NB);
  // Per key, the last block (plus one) that saw it killed / generated: one dense array for the whole walk.
  std::vector<uint32_t> KilledIn(Keys.size(), 0), GenIn(Keys.size(), 0);
  std::vector<uint32_t> Killed, Generated;
  for (size_t B = 0; B < NB; ++B) {
    const uint32_t Stamp = uint32_t(B + 1);
    InstrBegin.push_back(uint32_t(KeyAt.size() / 2));
    Killed.clear();
    Generated.clear();
    // A use is upward-exposed when no earlier instruction of the block defined the key.
    for (const MachineInstr& MI : Layout[B]->Instrs) {
      const uint32_t DefBegin = uint32_t(KeyPool.size());
      const uint32_t UseBegin = Keys.appendAccess(MI, KeyPool);
      if (KeepInstructionKeys) {
        KeyAt.push_back(DefBegin);
        KeyAt.push_back(UseBegin);
      }
      for (size_t I = UseBegin; I != KeyPool.size(); ++I)
        if (uint32_t K = KeyPool[I]; KilledIn[K] != Stamp && GenIn[K] != Stamp) {
          GenIn[K] = Stamp;
          Generated.push_back(K);
        }
      for (size_t I = DefBegin; I != UseBegin; ++I)
        if (uint32_t K = KeyPool[I]; KilledIn[K] != Stamp) {
          KilledIn[K] = Stamp;
          Killed.push_back(K);
        }
      if (!KeepInstructionKeys) KeyPool.resize(DefBegin);
    }
    std::sort(Generated.begin(), Generated.end());
    std::sort(Killed.begin(), Killed.end());
    Gen[B].Begin = uint32_t(Sets.size());
    appendChunks(Generated, Sets);
    Gen[B].End = Kill[B].Begin = uint32_t(Sets.size());
    appendChunks(Killed, Sets);
    Kill[B].End = uint32_t(Sets.size());
  }
  KeyAt.push_back(uint32_t(KeyPool.size()));

  // Sets start empty; a block whose live-in set grows makes its predecessors dirty, and only a
  // predecessor at or after it in layout (a back edge) needs another pass.
  std::vector<char> Dirty(NB, 1);
  std::vector<Chunk> OutScratch, NewIn;
  for (bool Again = true; Again;) {
    Again = false;
    for (size_t B = NB; B-- > 0;) {
      if (!Dirty[B]) continue;
      Dirty[B] = 0;
      transfer(span(Gen[B]), span(Kill[B]), liveOut(B, OutScratch), NewIn);
      if (std::ranges::equal(NewIn, liveIn(B))) continue;
      In[B] = {uint32_t(Sets.size()), uint32_t(Sets.size() + NewIn.size())};
      Sets.insert(Sets.end(), NewIn.begin(), NewIn.end());
      for (uint32_t P : Preds[B]) {
        Dirty[P] = 1;
        Again |= P >= B;
      }
    }
  }
}

ChunkSpan BlockLiveness::liveOut(size_t B, std::vector<Chunk>& Scratch) const {
  const uint32_t First = SuccBegin[B], Last = SuccBegin[B + 1];
  if (First == Last) return {};
  if (Last - First == 1) return liveIn(Succs[First]);
  unite(liveIn(Succs[First]), liveIn(Succs[First + 1]), Scratch);
  for (uint32_t I = First + 2; I < Last; ++I) {
    const std::vector<Chunk> SoFar = Scratch; // rare: more than two successors
    unite(SoFar, liveIn(Succs[I]), Scratch);
  }
  return Scratch;
}

} // namespace

std::vector<unsigned> approximateLoopDepths(const MachineFunction& MF) {
  // Each edge back to a block laid out at or before its source spans one loop over the blocks between them;
  // the spans are added as a difference array, so the cost is linear in blocks and edges.
  const auto& Layout = MF.layout();
  const std::vector<size_t> PosOf = MF.layoutPositions();
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
  const uint32_t NV = MF.numVirtualRegisters();
  const KeyMap Keys{RI, NV};
  const auto& Layout = MF.layout();
  const BlockLiveness Live(MF, Keys);
  // Everything is gathered as (key, item) pairs and grouped by key at the end.
  std::vector<std::pair<uint32_t, LiveSegment>> SegmentPairs;
  std::vector<std::pair<uint32_t, uint32_t>> DefPairs, VirtHintPairs;
  std::vector<std::pair<uint32_t, std::pair<uint32_t, uint32_t>>> CopyPairs; // (unit, (def slot, vreg))
  std::vector<std::pair<uint32_t, std::pair<uint32_t, float>>> PhysCopies;   // (vreg, (register, weight))
  std::vector<float> Uses(NV, 0);
  std::vector<unsigned> Depth = approximateLoopDepths(MF);

  uint32_t Next = 0;
  BlockFirst.reserve(Layout.size());
  for (const auto& MBB : Layout) {
    BlockFirst.push_back(Next);
    Next += 1 + uint32_t(MBB->Instrs.size());
  }
  // Segments arrive in increasing order per key; one that touches the previous one extends it.
  constexpr uint32_t None = ~0u;
  std::vector<uint32_t> LastSegment(Keys.size(), None); // per key, its last pair in SegmentPairs
  auto emit = [&](uint32_t K, LiveSegment S) {
    if (uint32_t L = LastSegment[K]; L != None && SegmentPairs[L].second.End >= S.Start) {
      SegmentPairs[L].second.End = std::max(SegmentPairs[L].second.End, S.End);
      return;
    }
    LastSegment[K] = uint32_t(SegmentPairs.size());
    SegmentPairs.push_back({K, S});
  };

  // Segments are built forwards, block by block. At a block boundary, OpenStart[K] is where the segment of
  // K that runs into the boundary started (NotOpen if none does). A key live across a boundary on both
  // sides needs no work there, so only the keys whose liveness changes at a boundary and those an
  // instruction touches cost anything: a value live through hundreds of blocks costs nothing per block.
  constexpr uint32_t NotOpen = ~0u;
  std::vector<uint32_t> OpenStart(Keys.size(), NotOpen);
  // Inside a block, walked backwards: OpenEnd[K] is the end of the segment being built for key K while K is
  // live, for the keys the block touches (listed in Touched; SeenIn stamps them with the block plus one).
  std::vector<uint32_t> OpenEnd(Keys.size(), NotOpen), SeenIn(Keys.size(), 0);
  std::vector<uint32_t> Touched;
  // Keys running into the next block only because the last instruction of this one defines them unread
  // (its def slot ends where the next block starts); they go on if live into the next block.
  std::vector<uint32_t> DeadAtEnd;
  // The segments one block makes, in the order the backward walk makes them (decreasing per key).
  std::vector<std::pair<uint32_t, LiveSegment>> Made;
  std::vector<Chunk> OutScratch[2];
  ChunkSpan PrevOut; // live out of the previous block
  uint32_t BlockStart = 0;
  for (size_t B = 0; B < Layout.size(); ++B) {
    const MachineBasicBlock& MBB = *Layout[B];
    BlockStart = 2 * BlockFirst[B];
    const uint32_t BlockEnd = 2 * (BlockFirst[B] + 1 + uint32_t(MBB.Instrs.size()));
    const ChunkSpan In = Live.liveIn(B);
    for (uint32_t K : DeadAtEnd)
      if (!contains(In, K)) {
        emit(K, {OpenStart[K], BlockStart});
        OpenStart[K] = NotOpen;
      }
    DeadAtEnd.clear();
    // The entry block's live-in registers are defined by the caller: they are live from the entry's start.
    forEachDifference(PrevOut, In, [&](uint32_t K, bool WasLive) {
      if (WasLive) {
        emit(K, {OpenStart[K], BlockStart});
        OpenStart[K] = NotOpen;
      } else if (OpenStart[K] == NotOpen) {
        OpenStart[K] = BlockStart;
      }
    });
    const ChunkSpan Out = Live.liveOut(B, OutScratch[B % 2]);
    const uint32_t Stamp = uint32_t(B + 1);
    auto touch = [&](uint32_t K) {
      if (SeenIn[K] == Stamp) return;
      SeenIn[K] = Stamp;
      OpenEnd[K] = contains(Out, K) ? BlockEnd : NotOpen;
      Touched.push_back(K);
    };
    float Freq = 1;
    for (unsigned D = 0; D < std::min(Depth[B], 6u); ++D) Freq *= 8;
    for (size_t I = MBB.Instrs.size(); I-- > 0;) {
      uint32_t Use = useSlot(B, I), Def = Use + 1;
      for (uint32_t K : Live.defs(B, I)) {
        touch(K);
        if (OpenEnd[K] != NotOpen) {
          Made.push_back({K, {Def, OpenEnd[K]}});
          OpenEnd[K] = NotOpen;
        } else {
          Made.push_back({K, {Def, Def + 1}}); // a dead def still occupies the register for an instant
        }
        if (K < NV) {
          Uses[K] += Freq;
          DefPairs.push_back({K, Def});
        }
      }
      for (uint32_t K : Live.uses(B, I)) {
        touch(K);
        if (OpenEnd[K] == NotOpen) OpenEnd[K] = Use;
        if (K < NV) Uses[K] += Freq;
      }
      const MachineInstr& MI = MBB.Instrs[I];
      if (MI.getOpcode() == COPY && MI.getNumOperands() == 2 && MI.getOperand(0).isReg() &&
          MI.getOperand(1).isReg()) {
        uint32_t Dst = MI.getOperand(0).getReg(), Src = MI.getOperand(1).getReg();
        auto hint = [&](uint32_t V, uint32_t Other) {
          if (!isVirtualRegister(V) || Other == 0) return;
          if (isVirtualRegister(Other))
            VirtHintPairs.push_back({virtRegIndex(V), Other});
          else if (!RI.isReserved(Other))
            PhysCopies.push_back({virtRegIndex(V), {Other, Freq}});
        };
        if (isVirtualRegister(Src) && !isVirtualRegister(Dst) && Dst < RI.Regs.size() && !RI.isReserved(Dst))
          CopyPairs.push_back({RI.unitOf(Dst), {Def, virtRegIndex(Src)}});
        hint(Dst, Src);
        hint(Src, Dst);
      }
    }
    for (uint32_t K : Touched)
      if (OpenEnd[K] != NotOpen) {
        Made.push_back({K, {BlockStart, OpenEnd[K]}});
        OpenEnd[K] = NotOpen;
      }
    Touched.clear();
    // Forwards again: a segment from the block's start continues the one open at the boundary, and one
    // reaching the block's end stays open.
    for (auto It = Made.rbegin(); It != Made.rend(); ++It) {
      auto [K, S] = *It;
      if (S.Start == BlockStart) {
        S.Start = OpenStart[K];
        OpenStart[K] = NotOpen;
      }
      if (S.End != BlockEnd) {
        emit(K, S);
        continue;
      }
      OpenStart[K] = S.Start;
      if (!contains(Out, K)) DeadAtEnd.push_back(K);
    }
    Made.clear();
    PrevOut = Out;
    BlockStart = BlockEnd;
  }
  forEachKey(PrevOut, [&](uint32_t K) { emit(K, {OpenStart[K], BlockStart}); });
  for (uint32_t K : DeadAtEnd) emit(K, {OpenStart[K], BlockStart});

  Segments.assign(Keys.size(), SegmentPairs);
  VRegs.resize(NV);
  for (uint32_t V = 0; V < NV; ++V) {
    LiveInterval& LI = VRegs[V];
    LI.Reg = indexToVirtReg(V);
    LI.Segments = Segments[V];
    if (LI.empty()) continue;
    uint32_t Length = 0;
    for (const LiveSegment& S : LI.Segments) Length += S.End - S.Start;
    LI.SpillWeight = Uses[V] / float(Length + 4);
  }
  DefSlots.assign(NV, DefPairs);
  DefSlots.sortEach(); // they came blocks forwards, each block backwards
  VirtHints.assign(NV, VirtHintPairs);
  // Physical hints: each register once, with the weights of all its copies, heaviest first (ties in the
  // order the backward walk met them).
  KeyedLists<std::pair<uint32_t, float>> PhysWeights;
  PhysWeights.assign(NV, PhysCopies);
  PhysHints.Begin.assign(NV + 1, 0);
  std::vector<std::pair<uint32_t, float>> W;
  for (uint32_t V = 0; V < NV; ++V) {
    PhysHints.Begin[V] = uint32_t(PhysHints.Items.size());
    W.clear();
    for (const auto& [Reg, Weight] : PhysWeights[V]) {
      auto It = std::find_if(W.begin(), W.end(), [&](const auto& P) { return P.first == Reg; });
      if (It == W.end())
        W.push_back({Reg, Weight});
      else
        It->second += Weight;
    }
    std::stable_sort(W.begin(), W.end(), [](const auto& A, const auto& B) { return A.second > B.second; });
    for (const auto& [Reg, Weight] : W) PhysHints.Items.push_back(Reg);
  }
  PhysHints.Begin[NV] = uint32_t(PhysHints.Items.size());
  UnitCopies.assign(RI.NumUnits, CopyPairs);
  UnitCopies.sortEach();
}

std::optional<uint32_t> LiveIntervals::unitCopySource(unsigned Unit, uint32_t Slot) const {
  const auto Copies = UnitCopies[Unit];
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

BlockUnitSets physicalLiveIns(const MachineFunction& MF, const RegisterFileInfo& RI) {
  const BlockLiveness Live(MF, KeyMap{RI, 0}, /*KeepInstructionKeys=*/false);
  BlockUnitSets R;
  R.Words = (RI.NumUnits + 63) / 64;
  R.Bits.assign(MF.layout().size() * R.Words, 0);
  for (size_t B = 0; B < MF.layout().size(); ++B)
    forEachKey(Live.liveIn(B), [&](uint32_t U) { R.Bits[B * R.Words + U / 64] |= uint64_t(1) << (U % 64); });
  return R;
}

} // namespace dt
