// machine/LiveIntervals.cpp — slot numbering, block liveness by dataflow, and segments per register.
#include "machine/LiveIntervals.h"

#include <algorithm>
#include <limits>
#include <optional>
#include <unordered_map>

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

/// A dense bit set over the liveness keys (virtual registers first, then register units).
class KeySet {
public:
  explicit KeySet(size_t N = 0) : Words((N + 63) / 64, 0) {}
  void set(size_t K) { Words[K / 64] |= uint64_t(1) << (K % 64); }
  void reset(size_t K) { Words[K / 64] &= ~(uint64_t(1) << (K % 64)); }
  bool test(size_t K) const { return (Words[K / 64] >> (K % 64)) & 1u; }
  /// this |= Other; returns whether anything changed.
  bool unite(const KeySet& Other) {
    bool Changed = false;
    for (size_t I = 0; I < Words.size(); ++I) {
      uint64_t W = Words[I] | Other.Words[I];
      Changed |= W != Words[I];
      Words[I] = W;
    }
    return Changed;
  }
  template <typename F> void forEach(F&& Fn) const {
    for (size_t I = 0; I < Words.size(); ++I)
      for (uint64_t W = Words[I]; W; W &= W - 1) Fn(I * 64 + size_t(__builtin_ctzll(W)));
  }

private:
  std::vector<uint64_t> Words;
};

/// How one instruction touches the liveness keys, in the order liveness needs: what it writes, what it reads.
struct Access {
  std::vector<size_t> Defs, Uses;
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
  Access access(const MachineInstr& MI) const {
    Access A;
    for (const MachineOperand& MO : MI.operands()) {
      if (MO.isRegMask()) {
        for (uint32_t R = 1; R < RI.Regs.size(); ++R)
          if (!RI.isReserved(R) && !RegisterFileInfo::maskPreserves(MO.getRegMask(), R))
            A.Defs.push_back(NumVRegs + RI.unitOf(R));
        continue;
      }
      if (!MO.isReg()) continue;
      if (auto K = key(MO.getReg())) (MO.isDef() ? A.Defs : A.Uses).push_back(*K);
    }
    auto unique = [](std::vector<size_t>& V) {
      std::sort(V.begin(), V.end());
      V.erase(std::unique(V.begin(), V.end()), V.end());
    };
    unique(A.Defs);
    unique(A.Uses);
    return A;
  }
};

/// Block liveness: LiveIn per block (layout order) by the usual backward fixed point.
std::vector<KeySet> blockLiveIns(const MachineFunction& MF, const KeyMap& Keys,
                                 std::vector<std::vector<Access>>& Accesses) {
  const auto& Layout = MF.layout();
  std::unordered_map<unsigned, size_t> PosOf;
  for (size_t B = 0; B < Layout.size(); ++B) PosOf[Layout[B]->Number] = B;
  std::vector<KeySet> Gen(Layout.size(), KeySet(Keys.size())), Kill = Gen, LiveIn = Gen;
  Accesses.assign(Layout.size(), {});
  for (size_t B = 0; B < Layout.size(); ++B) {
    for (const MachineInstr& MI : Layout[B]->Instrs) Accesses[B].push_back(Keys.access(MI));
    for (auto It = Accesses[B].rbegin(); It != Accesses[B].rend(); ++It) {
      for (size_t K : It->Defs) {
        Kill[B].set(K);
        Gen[B].reset(K);
      }
      for (size_t K : It->Uses) Gen[B].set(K);
    }
  }
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (size_t B = Layout.size(); B-- > 0;) {
      KeySet Out(Keys.size());
      for (const auto& S : Layout[B]->Successors)
        if (auto P = PosOf.find(S.Number); P != PosOf.end()) Out.unite(LiveIn[P->second]);
      KeySet In = Gen[B];
      Out.forEach([&](size_t K) {
        if (!Kill[B].test(K)) In.set(K);
      });
      Changed |= LiveIn[B].unite(In);
    }
  }
  return LiveIn;
}

KeySet liveOut(const MachineFunction& MF, size_t B, const std::vector<KeySet>& LiveIn, size_t NumKeys) {
  KeySet Out(NumKeys);
  for (const auto& S : MF.layout()[B]->Successors)
    for (size_t P = 0; P < MF.layout().size(); ++P)
      if (MF.layout()[P]->Number == S.Number) Out.unite(LiveIn[P]);
  return Out;
}

} // namespace

std::vector<unsigned> approximateLoopDepths(const MachineFunction& MF) {
  const auto& Layout = MF.layout();
  std::vector<unsigned> Depth(Layout.size(), 0);
  for (size_t B = 0; B < Layout.size(); ++B)
    for (const auto& S : Layout[B]->Successors)
      for (size_t P = 0; P <= B; ++P)
        if (Layout[P]->Number == S.Number)
          for (size_t L = P; L <= B; ++L) ++Depth[L];
  return Depth;
}

LiveIntervals::LiveIntervals(const MachineFunction& MF, const MachineTargetInfo& TMI,
                             const RegisterFileInfo& RI) {
  const unsigned COPY = TMI.genericOpcode(GenericOpcode::COPY);
  const size_t NV = MF.numVirtualRegisters();
  KeyMap Keys{RI, NV};
  const auto& Layout = MF.layout();
  std::vector<std::vector<Access>> Accesses;
  std::vector<KeySet> LiveIn = blockLiveIns(MF, Keys, Accesses);
  // The entry block's live-in registers are defined by the caller: they are live from the entry's start.
  VRegs.resize(NV);
  for (size_t V = 0; V < NV; ++V) VRegs[V].Reg = indexToVirtReg(uint32_t(V));
  Units.assign(RI.NumUnits, {});
  PhysHints.assign(NV, {});
  VirtHints.assign(NV, {});
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

  for (size_t B = 0; B < Layout.size(); ++B) {
    const MachineBasicBlock& MBB = *Layout[B];
    uint32_t BlockStart = 2 * BlockFirst[B];
    uint32_t BlockEnd = 2 * (BlockFirst[B] + 1 + uint32_t(MBB.Instrs.size()));
    // Open[K] = the end of the segment being built backwards for key K, while K is live.
    std::unordered_map<size_t, uint32_t> Open;
    liveOut(MF, B, LiveIn, Keys.size()).forEach([&](size_t K) { Open[K] = BlockEnd; });
    float Freq = 1;
    for (unsigned D = 0; D < std::min(Depth[B], 6u); ++D) Freq *= 8;
    for (size_t I = MBB.Instrs.size(); I-- > 0;) {
      uint32_t Use = useSlot(B, I), Def = Use + 1;
      const Access& A = Accesses[B][I];
      for (size_t K : A.Defs) {
        auto It = Open.find(K);
        if (It != Open.end()) {
          addSegment(segmentsOf(K), {Def, It->second});
          Open.erase(It);
        } else {
          addSegment(segmentsOf(K), {Def, Def + 1}); // a dead def still occupies the register for an instant
        }
        if (K < NV) Uses[K] += Freq;
      }
      for (size_t K : A.Uses) {
        if (!Open.count(K)) Open[K] = Use;
        if (K < NV) Uses[K] += Freq;
      }
      const MachineInstr& MI = MBB.Instrs[I];
      if (MI.getOpcode() == COPY && MI.getNumOperands() == 2 && MI.getOperand(0).isReg() &&
          MI.getOperand(1).isReg()) {
        uint32_t Dst = MI.getOperand(0).getReg(), Src = MI.getOperand(1).getReg();
        auto hint = [&](uint32_t V, uint32_t Other) {
          if (!isVirtualRegister(V) || Other == 0) return;
          if (isVirtualRegister(Other))
            VirtHints[virtRegIndex(V)].push_back(Other);
          else if (!RI.isReserved(Other))
            PhysHints[virtRegIndex(V)].push_back(Other);
        };
        hint(Dst, Src);
        hint(Src, Dst);
      }
    }
    for (const auto& [K, End] : Open) addSegment(segmentsOf(K), {BlockStart, End});
  }
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

std::vector<std::vector<bool>> physicalLiveIns(const MachineFunction& MF, const RegisterFileInfo& RI) {
  KeyMap Keys{RI, 0};
  std::vector<std::vector<Access>> Accesses;
  std::vector<KeySet> LiveIn = blockLiveIns(MF, Keys, Accesses);
  std::vector<std::vector<bool>> R;
  for (const KeySet& S : LiveIn) {
    R.emplace_back(RI.NumUnits, false);
    for (unsigned U = 0; U < RI.NumUnits; ++U) R.back()[U] = S.test(U);
  }
  return R;
}

} // namespace dt
