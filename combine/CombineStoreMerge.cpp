// combine/CombineStoreMerge.cpp — address decomposition, alias queries, chain improvement and store merging
// (LLVM 19's SelectionDAGAddressAnalysis.cpp and DAGCombiner's mayAlias, GatherAllAliases, FindBetterChain,
// parallelizeChainedStores, findBetterNeighborChains, mergeConsecutiveStores and its helpers).
//
// Invariants:
//  - merging never changes what memory holds: candidates hang off one root chain, are simple (not volatile),
//    unindexed, of one memory type, at consecutive offsets from one base, and merging them cannot create a
//    cycle (checkCandidatesForDependencies);
//  - a merged store is legal at the current level: a legal integer type, or (type promoted) a legal
//  truncating
//    store, at an alignment the target accepts (no misaligned accesses on RISC-V without fast unaligned
//    access, so four `store i8` at align 1 stay four stores);
//  - all walks are bounded as in LLVM: the candidate search visits at most 1024 users of the root, a
//    dependence check at most 1024 nodes beyond the root's TokenFactors (and a store that keeps hitting that
//    limit under one root is dropped after StoreMergeDependenceLimit tries), GatherAllAliases stops at depth
//    18; parallelizeChainedStores keeps its intervals in an ordered map, so a chain of n stores costs O(n log
//    n).
// Differences from LLVM: no IR alias analysis (LLVM's RISC-V asks BatchAA last; base+offset reasoning and the
// memory operands' alignment are all dagtool has), vector merges are not built (no legal vector types without
// V), a merged store keeps the first store's pointer info when every store points into an IR value (LLVM
// compares the values' underlying objects, which dagtool's pointer info does not record).
#include "combine/CombineStoreMerge.h"

#include "support/Diagnostics.h"

#include <algorithm>
#include <unordered_set>

namespace dt {

namespace {

constexpr unsigned GatherAllAliasesMaxDepth = 18;   // TargetLoweringBase::getGatherAllAliasesMaxDepth
constexpr unsigned StoreMergeDependenceLimit = 10;  // -combiner-store-merge-dependence-limit
constexpr unsigned MaxStoreMergeSearchNodes = 1024; // getStoreMergeCandidates' search width
constexpr unsigned DependenceCheckMaxSteps = 1024;  // checkMergeStoreCandidatesForDependencies

bool isLoadOrStore(const SDNode* N) {
  return N->getOpcode() == ISD::LOAD || N->getOpcode() == ISD::STORE;
}
bool isSimple(const SDNode* N) {
  return !N->isVolatile();
}
bool isFrameIndexNode(const SDValue& V) {
  return V.getOpcode() == ISD::FrameIndex || V.getOpcode() == ISD::TargetFrameIndex;
}
bool isGlobalNode(const SDValue& V) {
  return V.getOpcode() == ISD::GlobalAddress || V.getOpcode() == ISD::TargetGlobalAddress;
}
bool isConstantPoolNode(const SDValue& V) {
  return V.getOpcode() == ISD::ConstantPool || V.getOpcode() == ISD::TargetConstantPool;
}
/// Fixed stack objects (incoming arguments) have negative indices.
bool isFixedFrameIndex(int FI) {
  return FI < 0;
}
SDValue basePtrOf(const SDNode* N) {
  return N->getOperand(N->getOpcode() == ISD::STORE ? 2 : 1);
}
SDValue peekThroughBitcasts(SDValue V) {
  while (V.getOpcode() == ISD::BITCAST) V = V.getOperand(0);
  return V;
}

} // namespace

// ---- BaseIndexOffset
// ----------------------------------------------------------------------------------------

BaseIndexOffset BaseIndexOffset::match(const SDNode* N, const TargetLowering& TLI) {
  BaseIndexOffset R;
  if (!isLoadOrStore(N) || N->getAddressingMode() != ISD::UNINDEXED) return R;
  SDValue Base = basePtrOf(N);
  int64_t Offset = 0;
  // Constant adds, and ors that act as adds, move into the offset.
  while (true) {
    if (Base.getOpcode() == ISD::OR && isConstantNode(Base.getOperand(1)) &&
        maskedValueIsZero(TLI, Base.getOperand(0), Base.getOperand(1)->getAPIntValue())) {
      Offset += Base.getOperand(1)->getSExtValue();
      Base = Base.getOperand(0);
      continue;
    }
    if (Base.getOpcode() == ISD::ADD && isConstantNode(Base.getOperand(1))) {
      Offset += Base.getOperand(1)->getSExtValue();
      Base = Base.getOperand(0);
      continue;
    }
    break;
  }
  SDValue Index;
  bool IsIndexSignExt = false;
  if (Base.getOpcode() == ISD::ADD) {
    // base + index*scale: the add is the base (as in LLVM, which keeps this early exit).
    if (Base.getOperand(1).getOpcode() == ISD::MUL) {
      R.Base = Base;
      R.Offset = Offset;
      return R;
    }
    Index = Base.getOperand(1);
    SDValue PotentialBase = Base.getOperand(0);
    if (Index.getOpcode() == ISD::SIGN_EXTEND) {
      Index = Index.getOperand(0);
      IsIndexSignExt = true;
    }
    if (Index.getOpcode() != ISD::ADD || !isConstantNode(Index.getOperand(1))) {
      R.Base = PotentialBase;
      R.Index = Index;
      R.Offset = Offset;
      R.IsIndexSignExt = IsIndexSignExt;
      return R;
    }
    Offset += Index.getOperand(1)->getSExtValue();
    Index = Index.getOperand(0);
    IsIndexSignExt = Index.getOpcode() == ISD::SIGN_EXTEND;
    if (IsIndexSignExt) Index = Index.getOperand(0);
    Base = PotentialBase;
  }
  R.Base = Base;
  R.Index = Index;
  R.Offset = Offset;
  R.IsIndexSignExt = IsIndexSignExt;
  return R;
}

bool BaseIndexOffset::equalBaseIndex(const BaseIndexOffset& Other, int64_t& Off) const {
  if (!valid() || !Other.valid()) return false;
  Off = Other.Offset - Offset;
  if (Other.Index != Index || Other.IsIndexSignExt != IsIndexSignExt) return false;
  if (Other.Base == Base) return true;
  if (isGlobalNode(Base)) {
    if (!isGlobalNode(Other.Base) || Base->getGlobal() != Other.Base->getGlobal()) return false;
    Off += Other.Base->getOffset() - Base->getOffset();
    return true;
  }
  // Equal constant-pool entries are one node (CSE); different nodes are different constants or offsets.
  if (isConstantPoolNode(Base)) return false;
  if (isFrameIndexNode(Base) && isFrameIndexNode(Other.Base))
    return Base->getFrameIndex() == Other.Base->getFrameIndex();
  return false;
}

bool BaseIndexOffset::contains(int64_t BitSize, const BaseIndexOffset& Other, int64_t OtherBitSize) const {
  int64_t Off = 0;
  if (!equalBaseIndex(Other, Off) || Off < 0) return false;
  return 8 * Off + OtherBitSize <= BitSize;
}

bool BaseIndexOffset::computeAliasing(const SDNode* Op0, std::optional<uint64_t> NumBytes0, const SDNode* Op1,
                                      std::optional<uint64_t> NumBytes1, const TargetLowering& TLI,
                                      bool& IsAlias) {
  BaseIndexOffset B0 = match(Op0, TLI);
  if (!B0.valid()) return false;
  BaseIndexOffset B1 = match(Op1, TLI);
  if (!B1.valid()) return false;
  int64_t PtrDiff = 0;
  if (B0.equalBaseIndex(B1, PtrDiff)) {
    if (PtrDiff >= 0 && NumBytes0) {
      IsAlias = !(int64_t(*NumBytes0) <= PtrDiff);
      return true;
    }
    if (PtrDiff < 0 && NumBytes1) {
      IsAlias = !(PtrDiff + int64_t(*NumBytes1) <= 0);
      return true;
    }
    return false;
  }
  // Distinct stack objects never overlap unless both are fixed (their relative offsets would decide).
  if (isFrameIndexNode(B0.Base) && isFrameIndexNode(B1.Base)) {
    int FI0 = B0.Base->getFrameIndex(), FI1 = B1.Base->getFrameIndex();
    if (FI0 != FI1 && (!isFixedFrameIndex(FI0) || !isFixedFrameIndex(FI1))) {
      IsAlias = false;
      return true;
    }
  }
  bool IsFI0 = isFrameIndexNode(B0.Base), IsFI1 = isFrameIndexNode(B1.Base);
  bool IsGV0 = isGlobalNode(B0.Base), IsGV1 = isGlobalNode(B1.Base);
  bool IsCV0 = isConstantPoolNode(B0.Base), IsCV1 = isConstantPoolNode(B1.Base);
  if ((IsFI0 || IsGV0 || IsCV0) && (IsFI1 || IsGV1 || IsCV1)) {
    // A stack object, a global and a constant-pool entry are different memory.
    if (IsFI0 != IsFI1 || IsGV0 != IsGV1 || IsCV0 != IsCV1) {
      IsAlias = false;
      return true;
    }
    // Two different globals (dagtool has no global aliases) do not overlap.
    if (IsGV0 && IsGV1 && B0.Base->getGlobal() != B1.Base->getGlobal()) {
      IsAlias = false;
      return true;
    }
  }
  return false;
}

// ---- alias queries
// --------------------------------------------------------------------------------------------

bool mayAlias(const TargetLowering& TLI, const SDNode* Op0, const SDNode* Op1) {
  struct Access {
    bool IsVolatile = false;
    SDValue BasePtr;
    std::optional<uint64_t> NumBytes;
    const MemOperand* MMO = nullptr;
  };
  auto Describe = [](const SDNode* N) {
    Access A;
    if (isLoadOrStore(N)) {
      A.IsVolatile = N->isVolatile();
      A.BasePtr = basePtrOf(N);
      A.NumBytes = N->getMemoryVT().storeSizeInBytes();
      A.MMO = N->getMemOperand();
    }
    return A;
  };
  Access A0 = Describe(Op0), A1 = Describe(Op1);
  if (A0.BasePtr.getNode() && A0.BasePtr == A1.BasePtr) return true;
  if (A0.IsVolatile && A1.IsVolatile) return true;
  const uint16_t Invariant = MemOperand::Invariant;
  if (A0.MMO && A1.MMO &&
      (((A0.MMO->F & Invariant) && A1.MMO->isStore()) || ((A1.MMO->F & Invariant) && A0.MMO->isStore())))
    return false;
  bool IsAlias = true;
  if (BaseIndexOffset::computeAliasing(Op0, A0.NumBytes, Op1, A1.NumBytes, TLI, IsAlias)) return IsAlias;
  if (!A0.MMO || !A1.MMO) return true;
  // Equal-sized accesses at offsets that differ modulo a larger common base alignment cannot overlap.
  int64_t SrcOff0 = A0.MMO->PtrInfo.Offset, SrcOff1 = A1.MMO->PtrInfo.Offset;
  uint64_t Align0 = A0.MMO->BaseAlign, Align1 = A1.MMO->BaseAlign;
  if (Align0 == Align1 && SrcOff0 != SrcOff1 && A0.NumBytes && A1.NumBytes && *A0.NumBytes == *A1.NumBytes &&
      Align0 > *A0.NumBytes && SrcOff0 % int64_t(*A0.NumBytes) == 0 && SrcOff1 % int64_t(*A1.NumBytes) == 0) {
    int64_t OffAlign0 = SrcOff0 % int64_t(Align0), OffAlign1 = SrcOff1 % int64_t(Align1);
    if (OffAlign0 + int64_t(*A0.NumBytes) <= OffAlign1 || OffAlign1 + int64_t(*A1.NumBytes) <= OffAlign0)
      return false;
  }
  // LLVM would ask IR alias analysis here; without it the answer stays "may alias".
  return true;
}

void gatherAllAliases(const TargetLowering& TLI, SDNode* N, SDValue OriginalChain,
                      std::vector<SDValue>& Aliases) {
  std::vector<SDValue> Chains{OriginalChain};
  // Every chain taken from Chains either counts towards the depth limit or becomes an alias, and only the
  // depth steps push new chains (at most 16 each): the set stays small (a handful, a few hundred at worst),
  // so a vector searched linearly beats a node-based set, which allocated per entry on every store and load.
  std::vector<SDNode*> Visited;
  const bool IsLoad = N->getOpcode() == ISD::LOAD && isSimple(N);
  unsigned Depth = 0;
  // One step up the chain past C when C cannot interfere with N; false when C must stay an alias.
  auto ImproveChain = [&](SDValue& C) -> bool {
    switch (C.getOpcode()) {
    case ISD::EntryToken: C = SDValue(); return true;
    case ISD::LOAD:
    case ISD::STORE: {
      bool IsOpLoad = C.getOpcode() == ISD::LOAD && isSimple(C.getNode());
      if ((IsLoad && IsOpLoad) || !mayAlias(TLI, N, C.getNode())) {
        C = C.getOperand(0);
        return true;
      }
      return false;
    }
    case ISD::CopyFromReg: C = C.getOperand(0); return true;
    case ISD::LIFETIME_START:
    case ISD::LIFETIME_END:
      if (!mayAlias(TLI, N, C.getNode())) {
        C = C.getOperand(0);
        return true;
      }
      return false;
    default: return false;
    }
  };
  while (!Chains.empty()) {
    SDValue Chain = Chains.back();
    Chains.pop_back();
    if (std::find(Visited.begin(), Visited.end(), Chain.getNode()) != Visited.end()) continue;
    Visited.push_back(Chain.getNode());
    if (Depth > GatherAllAliasesMaxDepth) {
      Aliases.clear();
      Aliases.push_back(OriginalChain);
      return;
    }
    if (Chain.getOpcode() == ISD::TokenFactor) {
      if (Chain.getNumOperands() > 16) {
        Aliases.push_back(Chain);
        continue;
      }
      // Reverse order keeps the operands' order, so a rebuilt TokenFactor can CSE with the old one.
      for (unsigned I = Chain.getNumOperands(); I;) Chains.push_back(Chain.getOperand(--I));
      ++Depth;
      continue;
    }
    if (ImproveChain(Chain)) {
      if (Chain.getNode()) Chains.push_back(Chain);
      ++Depth;
      continue;
    }
    Aliases.push_back(Chain);
  }
}

SDValue findBetterChain(DAGCombiner& C, SDNode* N, SDValue OldChain) {
  std::vector<SDValue> Aliases;
  gatherAllAliases(C.tli(), N, OldChain, Aliases);
  if (Aliases.empty()) return C.dag().getEntryNode();
  if (Aliases.size() == 1) return Aliases[0];
  return C.dag().getTokenFactor(Aliases);
}

namespace {

SDValue rebuildStoreWithChain(SelectionDAG& DAG, SDNode* St, SDValue Chain) {
  if (St->isTruncatingStore())
    return DAG.getTruncStore(Chain, St->getOperand(1), St->getOperand(2), St->getMemoryVT(),
                             St->getMemOperand());
  return DAG.getStore(Chain, St->getOperand(1), St->getOperand(2), St->getMemOperand());
}

/// St hangs from BetterChain instead; a TokenFactor of the old chain and the new store keeps later users
/// ordered after both (LLVM's replaceStoreChain).
void replaceStoreChain(DAGCombiner& C, SDNode* St, SDValue BetterChain) {
  SelectionDAG& DAG = C.dag();
  SDValue NewStore = rebuildStoreWithChain(DAG, St, BetterChain);
  SDValue Token = DAG.getNode(ISD::TokenFactor, EVT::other(), St->getOperand(0), NewStore);
  C.addToWorklist(Token.getNode());
  C.combineTo(St, Token, /*AddTo=*/false);
}

/// The byte ranges of a run of chained stores (LLVM keeps an IntervalMap). LLVM's test accepts a range only
/// when it lies wholly below every range already present (its overlap check also rejects any range with an
/// interval before it), so only runs that the program stores at ascending addresses are parallelized; the
/// lowest start is all that decides.
class DescendingRanges {
public:
  bool insertBelow(int64_t Lo, int64_t Hi) {
    if (Any && Hi > LowestStart) return false;
    Any = true;
    LowestStart = Lo;
    return true;
  }

private:
  bool Any = false;
  int64_t LowestStart = 0;
};

/// Gives St and the disjoint single-use stores chained directly above it chains as weak as possible, joined
/// by one TokenFactor (LLVM's parallelizeChainedStores), so that store merging sees all of them at once.
bool parallelizeChainedStores(DAGCombiner& C, SDNode* St) {
  SelectionDAG& DAG = C.dag();
  const TargetLowering& TLI = C.tli();
  const BaseIndexOffset BasePtr = BaseIndexOffset::match(St, TLI);
  if (!BasePtr.valid() || BasePtr.Base.isUndef()) return false;
  if (St->getMemoryVT().sizeInBits() == 0) return false;

  DescendingRanges Intervals;
  Intervals.insertBelow(0, int64_t((St->getMemoryVT().sizeInBits() + 7) / 8));
  std::vector<SDNode*> ChainedStores;
  SDNode* STChain = St;
  while (STChain->getOperand(0).getOpcode() == ISD::STORE) {
    SDNode* Chain = STChain->getOperand(0).getNode();
    if (!Chain->hasOneUse()) break;
    if (!isSimple(Chain) || Chain->getAddressingMode() != ISD::UNINDEXED) break;
    const BaseIndexOffset Ptr = BaseIndexOffset::match(Chain, TLI);
    int64_t Offset = 0;
    if (!BasePtr.equalBaseIndex(Ptr, Offset)) break;
    int64_t Length = int64_t((Chain->getMemoryVT().sizeInBits() + 7) / 8);
    if (!Intervals.insertBelow(Offset, Offset + Length)) break;
    ChainedStores.push_back(Chain);
    STChain = Chain;
  }
  if (ChainedStores.empty()) return false;

  auto Scope = C.foldScope("parallelize-chained-stores", St);
  // Improve the chained stores from the top of the run down, then St; one TokenFactor joins them.
  SDValue NewChain = STChain->getOperand(0);
  std::vector<SDValue> TFOps;
  for (size_t I = ChainedStores.size(); I;) {
    SDNode* S = ChainedStores[--I];
    SDValue BetterChain = findBetterChain(C, S, NewChain);
    S = DAG.UpdateNodeOperands(S, {BetterChain, S->getOperand(1), S->getOperand(2), S->getOperand(3)});
    TFOps.push_back(SDValue(S, 0));
    ChainedStores[I] = S;
  }
  // A new node for St: updating St in place could make it its own user through CombineTo.
  SDValue BetterChain = findBetterChain(C, St, NewChain);
  SDValue NewST = rebuildStoreWithChain(DAG, St, BetterChain);
  TFOps.push_back(NewST);
  // When every store left NewChain, St's users must still come after it.
  bool AllImproved =
      std::all_of(TFOps.begin(), TFOps.end(), [&](SDValue S) { return S->getOperand(0) != NewChain; });
  if (AllImproved) TFOps.insert(TFOps.begin(), NewChain);

  SDValue TF = DAG.getTokenFactor(TFOps);
  C.combineTo(St, TF);
  C.addToWorklist(TF.getNode());
  for (const SDUse& Op : TF->ops()) C.addToWorklist(Op.getNode());
  C.addToWorklist(STChain);
  return true;
}

} // namespace

bool findBetterNeighborChains(DAGCombiner& C, SDNode* St) {
  const BaseIndexOffset BasePtr = BaseIndexOffset::match(St, C.tli());
  if (!BasePtr.valid() || BasePtr.Base.isUndef()) return false;
  if (parallelizeChainedStores(C, St)) return true;
  SDValue BetterChain = findBetterChain(C, St, St->getOperand(0));
  if (St->getOperand(0) == BetterChain) return false;
  auto Scope = C.foldScope("find-better-chain", St);
  replaceStoreChain(C, St, BetterChain);
  return true;
}

// ---- store merging
// ------------------------------------------------------------------------------------------

namespace {

enum class StoreSource { Unknown, Constant, Extract, Load };

StoreSource storeSourceOf(SDValue StoredVal) {
  switch (StoredVal.getOpcode()) {
  case ISD::Constant:
  case ISD::ConstantFP: return StoreSource::Constant;
  case ISD::EXTRACT_VECTOR_ELT:
  case ISD::EXTRACT_SUBVECTOR: return StoreSource::Extract;
  case ISD::LOAD: return StoreSource::Load;
  default: return StoreSource::Unknown;
  }
}

/// A candidate memory node and its byte offset from the common base.
struct MemOpLink {
  SDNode* MemNode;
  int64_t OffsetFromBase;
};

class StoreMerger {
public:
  StoreMerger(DAGCombiner& C, SDNode* St)
      : C(C), DAG(C.dag()), TLI(C.tli()), St(St), MemVT(St->getMemoryVT()) {}
  bool run(bool& StReplaced);

private:
  SDNode* collectCandidates(std::vector<MemOpLink>& StoreNodes, StoreSource Src);
  bool checkCandidatesForDependencies(const std::vector<MemOpLink>& StoreNodes, unsigned NumStores,
                                      SDNode* RootNode);
  unsigned consecutiveStores(std::vector<MemOpLink>& StoreNodes, int64_t ElementSizeBytes) const;
  bool tryMergeOfConstants(std::vector<MemOpLink>& StoreNodes, unsigned NumConsecutive, SDNode* RootNode);
  bool tryMergeOfExtracts(std::vector<MemOpLink>& StoreNodes, unsigned NumConsecutive, SDNode* RootNode);
  bool tryMergeOfLoads(std::vector<MemOpLink>& StoreNodes, unsigned NumConsecutive, SDNode* RootNode,
                       bool IsNonTemporalStore, bool IsNonTemporalLoad);
  bool mergeStoresOfConstants(const std::vector<MemOpLink>& StoreNodes, unsigned NumStores, bool UseTrunc);
  SDValue mergedStoreChains(const std::vector<MemOpLink>& StoreNodes, unsigned NumStores);
  MachinePointerInfo mergedPointerInfo(const std::vector<MemOpLink>& StoreNodes, unsigned NumStores) const;
  bool allowsAccess(EVT VT, const SDNode* MemNode) const {
    return TLI.allowsMemoryAccessForAlignment(VT, *MemNode->getMemOperand());
  }
  /// LLVM's DAGCombiner::hasOperation: a legal type, and the operation Legal (or Custom before operation
  /// legalization).
  bool hasOperation(int32_t Opc, EVT VT) const {
    if (!TLI.isTypeLegal(VT)) return false;
    LegalizeAction A = TLI.getOperationAction(Opc, VT);
    return A == LegalizeAction::Legal || (!C.legalOperations() && A == LegalizeAction::Custom);
  }
  void replaceStore(SDNode* Old, SDValue New) {
    if (Old == St) Replaced = true;
    C.combineTo(Old, New);
  }

  DAGCombiner& C;
  SelectionDAG& DAG;
  const TargetLowering& TLI;
  SDNode* St;
  EVT MemVT;
  bool Replaced = false;
};

SDNode* StoreMerger::collectCandidates(std::vector<MemOpLink>& StoreNodes, StoreSource Src) {
  const BaseIndexOffset BasePtr = BaseIndexOffset::match(St, TLI);
  if (!BasePtr.valid() || BasePtr.Base.isUndef()) return nullptr;
  SDValue Val = peekThroughBitcasts(St->getOperand(1));
  BaseIndexOffset LBasePtr;
  EVT LoadVT;
  if (Src == StoreSource::Load) {
    SDNode* Ld = Val.getNode();
    LBasePtr = BaseIndexOffset::match(Ld, TLI);
    LoadVT = Ld->getMemoryVT();
    if (MemVT != LoadVT || !Ld->hasNUsesOfValue(1, 0) || !isSimple(Ld) ||
        Ld->getAddressingMode() != ISD::UNINDEXED)
      return nullptr;
  }
  const bool NonTemporal = St->getMemOperand()->F & MemOperand::NonTemporal;
  auto CandidateMatch = [&](SDNode* Other, int64_t& Offset) -> bool {
    if (!isSimple(Other) || Other->getAddressingMode() != ISD::UNINDEXED) return false;
    if (NonTemporal != bool(Other->getMemOperand()->F & MemOperand::NonTemporal)) return false;
    SDValue OtherBC = peekThroughBitcasts(Other->getOperand(1));
    // Integer stores of the same width merge whatever their value types.
    bool NoTypeMatch = MemVT.isInteger() ? MemVT.sizeInBits() != Other->getMemoryVT().sizeInBits()
                                         : Other->getMemoryVT() != MemVT;
    switch (Src) {
    case StoreSource::Load: {
      if (NoTypeMatch || OtherBC.getOpcode() != ISD::LOAD) return false;
      SDNode* OtherLd = OtherBC.getNode();
      if (LoadVT != OtherLd->getMemoryVT() || !OtherLd->hasNUsesOfValue(1, 0)) return false;
      if (!isSimple(OtherLd) || OtherLd->getAddressingMode() != ISD::UNINDEXED) return false;
      if (bool(Val->getMemOperand()->F & MemOperand::NonTemporal) !=
          bool(OtherLd->getMemOperand()->F & MemOperand::NonTemporal))
        return false;
      if (!LBasePtr.equalBaseIndex(BaseIndexOffset::match(OtherLd, TLI))) return false;
      break;
    }
    case StoreSource::Constant:
      if (NoTypeMatch || storeSourceOf(OtherBC) != StoreSource::Constant) return false;
      break;
    case StoreSource::Extract:
      if (Other->isTruncatingStore() || MemVT.sizeInBits() != OtherBC.getValueType().sizeInBits())
        return false;
      if (OtherBC.getOpcode() != ISD::EXTRACT_VECTOR_ELT && OtherBC.getOpcode() != ISD::EXTRACT_SUBVECTOR)
        return false;
      break;
    case StoreSource::Unknown: return false;
    }
    return BasePtr.equalBaseIndex(BaseIndexOffset::match(Other, TLI), Offset);
  };

  // The root is the chain every candidate hangs from: St's chain, or, when that is a load, the load's chain
  // (stores of values loaded under one chain are siblings through their loads).
  SDNode* RootNode = St->getOperand(0).getNode();
  auto OverLimitInDependenceCheck = [&](SDNode* Store) {
    auto It = C.StoreRootCount.find(Store);
    return It != C.StoreRootCount.end() && It->second.first == RootNode &&
           It->second.second > StoreMergeDependenceLimit;
  };
  auto TryToAddCandidate = [&](SDUse& Use) {
    SDNode* User = Use.getUser();
    if (&Use != User->operandUses() || User->getOpcode() != ISD::STORE) return; // chain operand only
    int64_t PtrDiff = 0;
    if (CandidateMatch(User, PtrDiff) && !OverLimitInDependenceCheck(User))
      StoreNodes.push_back({User, PtrDiff});
  };
  unsigned NumNodesExplored = 0;
  if (RootNode->getOpcode() == ISD::LOAD) {
    RootNode = RootNode->getOperand(0).getNode();
    for (SDUse* U = RootNode->useListHead(); U && NumNodesExplored < MaxStoreMergeSearchNodes;
         U = U->getNext(), ++NumNodesExplored) {
      SDNode* User = U->getUser();
      if (U != User->operandUses()) continue;
      if (User->getOpcode() == ISD::LOAD) {
        for (SDUse* U2 = User->useListHead(); U2; U2 = U2->getNext()) TryToAddCandidate(*U2);
      }
      if (User->getOpcode() == ISD::STORE) TryToAddCandidate(*U);
    }
  } else {
    for (SDUse* U = RootNode->useListHead(); U && NumNodesExplored < MaxStoreMergeSearchNodes;
         U = U->getNext(), ++NumNodesExplored)
      TryToAddCandidate(*U);
  }
  return RootNode;
}

/// Whether N is reached by walking operands from the nodes in Worklist (LLVM's hasPredecessorHelper); gives
/// up (answers true) once Visited holds MaxSteps nodes.
bool hasPredecessorHelper(const SDNode* N, std::unordered_set<const SDNode*>& Visited,
                          std::vector<const SDNode*>& Worklist, size_t MaxSteps) {
  if (Visited.count(N)) return true;
  while (!Worklist.empty()) {
    const SDNode* M = Worklist.back();
    Worklist.pop_back();
    bool Found = false;
    for (const SDUse& Op : M->ops()) {
      if (Visited.insert(Op.getNode()).second) Worklist.push_back(Op.getNode());
      if (Op.getNode() == N) Found = true;
    }
    if (Found) return true;
    if (MaxSteps != 0 && Visited.size() >= MaxSteps) return true;
  }
  return false;
}

bool StoreMerger::checkCandidatesForDependencies(const std::vector<MemOpLink>& StoreNodes, unsigned NumStores,
                                                 SDNode* RootNode) {
  // Merging is only safe if no candidate reaches another through its operands (the merged store would be
  // its own predecessor). The root, and TokenFactors right under it, precede every candidate: not searched.
  std::unordered_set<const SDNode*> Visited;
  std::vector<const SDNode*> Worklist{RootNode};
  while (!Worklist.empty()) {
    const SDNode* N = Worklist.back();
    Worklist.pop_back();
    if (!Visited.insert(N).second) continue;
    if (N->getOpcode() == ISD::TokenFactor)
      for (const SDUse& Op : N->ops()) Worklist.push_back(Op.getNode());
  }
  const size_t Max = DependenceCheckMaxSteps + Visited.size();
  for (unsigned I = 0; I < NumStores; ++I)
    for (const SDUse& Op : StoreNodes[I].MemNode->ops()) Worklist.push_back(Op.getNode());
  for (unsigned I = 0; I < NumStores; ++I) {
    if (!hasPredecessorHelper(StoreNodes[I].MemNode, Visited, Worklist, Max)) continue;
    // A search that gave up counts against the store under this root.
    if (Visited.size() >= Max) {
      auto& RootCount = C.StoreRootCount[StoreNodes[I].MemNode];
      if (RootCount.first == RootNode)
        ++RootCount.second;
      else
        RootCount = {RootNode, 1};
    }
    return false;
  }
  return true;
}

unsigned StoreMerger::consecutiveStores(std::vector<MemOpLink>& StoreNodes, int64_t ElementSizeBytes) const {
  while (true) {
    // Skip to the first store that the next one follows directly.
    size_t StartIdx = 0;
    while (StartIdx + 1 < StoreNodes.size() &&
           StoreNodes[StartIdx].OffsetFromBase + ElementSizeBytes != StoreNodes[StartIdx + 1].OffsetFromBase)
      ++StartIdx;
    if (StartIdx + 1 >= StoreNodes.size()) return 0;
    if (StartIdx) StoreNodes.erase(StoreNodes.begin(), StoreNodes.begin() + ptrdiff_t(StartIdx));
    unsigned NumConsecutive = 1;
    int64_t StartAddress = StoreNodes[0].OffsetFromBase;
    for (unsigned I = 1; I < StoreNodes.size(); ++I) {
      if (StoreNodes[I].OffsetFromBase - StartAddress != ElementSizeBytes * int64_t(I)) break;
      NumConsecutive = I + 1;
    }
    if (NumConsecutive > 1) return NumConsecutive;
    StoreNodes.erase(StoreNodes.begin());
  }
}

SDValue StoreMerger::mergedStoreChains(const std::vector<MemOpLink>& StoreNodes, unsigned NumStores) {
  std::unordered_set<const SDNode*> Visited;
  for (unsigned I = 0; I < NumStores; ++I) Visited.insert(StoreNodes[I].MemNode);
  // The chains of the merged stores, without the stores themselves and without repeats.
  std::vector<SDValue> Chains;
  for (unsigned I = 0; I < NumStores; ++I) {
    SDValue Chain = StoreNodes[I].MemNode->getOperand(0);
    if (Visited.insert(Chain.getNode()).second) Chains.push_back(Chain);
  }
  DT_CHECK(!Chains.empty(), "merged stores must have an outside chain");
  return DAG.getTokenFactor(Chains);
}

MachinePointerInfo StoreMerger::mergedPointerInfo(const std::vector<MemOpLink>& StoreNodes,
                                                  unsigned NumStores) const {
  const MachinePointerInfo& First = StoreNodes[0].MemNode->getMemOperand()->PtrInfo;
  for (unsigned I = 0; I < NumStores; ++I)
    if (StoreNodes[I].MemNode->getMemOperand()->PtrInfo.K != MachinePointerInfo::Kind::IRValue) {
      MachinePointerInfo Unknown;
      Unknown.AddrSpace = First.AddrSpace;
      return Unknown;
    }
  return First;
}

bool StoreMerger::mergeStoresOfConstants(const std::vector<MemOpLink>& StoreNodes, unsigned NumStores,
                                         bool UseTrunc) {
  if (NumStores < 2) return false;
  const unsigned ElementSizeBits = unsigned(MemVT.storeSizeInBytes() * 8);
  const unsigned SizeInBits = NumStores * ElementSizeBits;
  const uint16_t Flags = StoreNodes[0].MemNode->getMemOperand()->F;
  for (unsigned I = 1; I < NumStores; ++I)
    if (StoreNodes[I].MemNode->getMemOperand()->F != Flags) return false;

  // Little-endian: the store at the lowest address gives the lowest bits.
  APInt StoreInt = APInt::zero(SizeInBits);
  for (unsigned I = 0; I < NumStores; ++I) {
    SDValue Val = peekThroughBitcasts(StoreNodes[NumStores - 1 - I].MemNode->getOperand(1));
    StoreInt = StoreInt.shl(ElementSizeBits);
    if (Val.getOpcode() == ISD::Constant) {
      StoreInt |= Val->getAPIntValue().zextOrTrunc(ElementSizeBits).zextOrTrunc(SizeInBits);
    } else if (Val.getOpcode() == ISD::ConstantFP) {
      if (MemVT.sizeInBits() != ElementSizeBits) return false; // an FP truncation: not handled (as in LLVM)
      StoreInt |= Val->getAPIntValue().zextOrTrunc(ElementSizeBits).zextOrTrunc(SizeInBits);
    } else {
      throw InternalError("store merging: a candidate store of constants stores " +
                          C.nodeLine(Val.getNode()));
    }
  }
  auto Scope = C.foldScope("merge-consecutive-stores", St);
  SDNode* FirstInChain = StoreNodes[0].MemNode;
  const MemOperand& FirstMMO = *FirstInChain->getMemOperand();
  EVT StoreTy = EVT::integer(SizeInBits);
  SDValue StoredVal = DAG.getConstant(StoreInt, StoreTy);
  SDValue NewChain = mergedStoreChains(StoreNodes, NumStores);
  MemOperand MO;
  MO.F = Flags;
  MO.SizeInBytes = StoreTy.storeSizeInBytes();
  MO.Align = FirstMMO.Align;
  MO.BaseAlign = FirstMMO.Align;
  MO.PtrInfo = mergedPointerInfo(StoreNodes, NumStores);
  SDValue NewStore;
  if (!UseTrunc) {
    NewStore = DAG.getStore(NewChain, StoredVal, FirstInChain->getOperand(2), DAG.getMemOperand(MO));
  } else {
    // A promoted type: store the constant widened to the legal type, truncated back to StoreTy in memory.
    EVT LegalizedTy = TLI.getTypeToTransformTo(StoreTy);
    SDValue Extended = DAG.getConstant(StoreInt.zextOrTrunc(unsigned(LegalizedTy.sizeInBits())), LegalizedTy);
    NewStore =
        DAG.getTruncStore(NewChain, Extended, FirstInChain->getOperand(2), StoreTy, DAG.getMemOperand(MO));
  }
  for (unsigned I = 0; I < NumStores; ++I) replaceStore(StoreNodes[I].MemNode, NewStore);
  C.addToWorklist(NewChain.getNode());
  return true;
}

bool StoreMerger::tryMergeOfConstants(std::vector<MemOpLink>& StoreNodes, unsigned NumConsecutive,
                                      SDNode* RootNode) {
  const int64_t ElementSizeBytes = int64_t(MemVT.storeSizeInBytes());
  bool MadeChange = false;
  while (NumConsecutive >= 2) {
    SDNode* FirstInChain = StoreNodes[0].MemNode;
    const uint64_t FirstStoreAlign = FirstInChain->getMemOperand()->Align;
    unsigned LastLegalType = 1;
    bool LastIntegerTrunc = false;
    bool NonZero = false;
    unsigned FirstZeroAfterNonZero = NumConsecutive;
    for (unsigned I = 0; I < NumConsecutive; ++I) {
      SDValue StoredVal = StoreNodes[I].MemNode->getOperand(1);
      bool IsElementZero =
          (StoredVal.getOpcode() == ISD::Constant || StoredVal.getOpcode() == ISD::ConstantFP) &&
          StoredVal->getAPIntValue().isZero();
      if (IsElementZero && NonZero && FirstZeroAfterNonZero == NumConsecutive) FirstZeroAfterNonZero = I;
      NonZero |= !IsElementZero;

      const unsigned SizeInBits = unsigned((I + 1) * ElementSizeBytes * 8);
      EVT StoreTy = EVT::integer(SizeInBits);
      if (SizeInBits > C.maximumLegalStoreInBits()) break;
      if (TLI.isTypeLegal(StoreTy) && TLI.canMergeStoresTo(StoreTy) && allowsAccess(StoreTy, FirstInChain)) {
        LastIntegerTrunc = false;
        LastLegalType = I + 1;
      } else if (TLI.getTypeAction(StoreTy) == TypeAction::PromoteInteger) {
        // A truncating store of the promoted constant.
        EVT LegalizedStoredValTy = TLI.getTypeToTransformTo(StoredVal.getValueType());
        if (TLI.isTruncStoreLegal(LegalizedStoredValTy, StoreTy) &&
            TLI.canMergeStoresTo(LegalizedStoredValTy) && allowsAccess(StoreTy, FirstInChain)) {
          LastIntegerTrunc = true;
          LastLegalType = I + 1;
        }
      }
      // Vector stores of constants need a legal vector type: none without V.
    }
    const unsigned NumElem = LastLegalType;
    if (NumElem < 2) {
      // A later run can only succeed from a better-aligned start, or past the first zero after a nonzero.
      unsigned NumSkip = 1;
      while (NumSkip < NumConsecutive && NumSkip < FirstZeroAfterNonZero &&
             StoreNodes[NumSkip].MemNode->getMemOperand()->Align <= FirstStoreAlign)
        ++NumSkip;
      StoreNodes.erase(StoreNodes.begin(), StoreNodes.begin() + NumSkip);
      NumConsecutive -= NumSkip;
      continue;
    }
    if (!checkCandidatesForDependencies(StoreNodes, NumElem, RootNode)) {
      StoreNodes.erase(StoreNodes.begin(), StoreNodes.begin() + NumElem);
      NumConsecutive -= NumElem;
      continue;
    }
    MadeChange |= mergeStoresOfConstants(StoreNodes, NumElem, LastIntegerTrunc);
    StoreNodes.erase(StoreNodes.begin(), StoreNodes.begin() + NumElem);
    NumConsecutive -= NumElem;
  }
  return MadeChange;
}

bool StoreMerger::tryMergeOfExtracts(std::vector<MemOpLink>& StoreNodes, unsigned NumConsecutive,
                                     SDNode* RootNode) {
  // Extracted elements merge into a vector store only; without a legal vector type (no V) every run is
  // skipped the way LLVM skips runs it finds no legal type for.
  const unsigned NumMemElts = MemVT.isVector() ? MemVT.numElements() : 1;
  EVT ScalarVT = MemVT.isVector() ? MemVT.elementType() : MemVT;
  while (NumConsecutive >= 2) {
    SDNode* FirstInChain = StoreNodes[0].MemNode;
    const uint64_t FirstStoreAlign = FirstInChain->getMemOperand()->Align;
    unsigned NumStoresToMerge = 1;
    for (unsigned I = 0; I < NumConsecutive; ++I) {
      EVT Ty = EVT::vector(ScalarVT, (I + 1) * NumMemElts);
      if (Ty.sizeInBits() > C.maximumLegalStoreInBits()) break;
      if (TLI.isTypeLegal(Ty) && TLI.canMergeStoresTo(Ty) && allowsAccess(Ty, FirstInChain))
        NumStoresToMerge = I + 1;
    }
    if (NumStoresToMerge < 2) {
      unsigned NumSkip = 1;
      while (NumSkip < NumConsecutive &&
             StoreNodes[NumSkip].MemNode->getMemOperand()->Align <= FirstStoreAlign)
        ++NumSkip;
      StoreNodes.erase(StoreNodes.begin(), StoreNodes.begin() + NumSkip);
      NumConsecutive -= NumSkip;
      continue;
    }
    if (!checkCandidatesForDependencies(StoreNodes, NumStoresToMerge, RootNode)) {
      StoreNodes.erase(StoreNodes.begin(), StoreNodes.begin() + NumStoresToMerge);
      NumConsecutive -= NumStoresToMerge;
      continue;
    }
    throw CannotLowerError("store merging into a vector store of extracted elements (" +
                           C.nodeLine(FirstInChain) + "): dagtool has no legal vector stores to merge into");
  }
  (void)RootNode;
  return false;
}

bool StoreMerger::tryMergeOfLoads(std::vector<MemOpLink>& StoreNodes, unsigned NumConsecutive,
                                  SDNode* RootNode, bool IsNonTemporalStore, bool IsNonTemporalLoad) {
  const int64_t ElementSizeBytes = int64_t(MemVT.storeSizeInBytes());
  bool MadeChange = false;
  // The loads feeding the consecutive stores, as long as they share one base.
  std::vector<MemOpLink> LoadNodes;
  BaseIndexOffset LdBasePtr;
  for (unsigned I = 0; I < NumConsecutive; ++I) {
    SDNode* Ld = peekThroughBitcasts(StoreNodes[I].MemNode->getOperand(1)).getNode();
    BaseIndexOffset LdPtr = BaseIndexOffset::match(Ld, TLI);
    int64_t LdOffset = 0;
    if (LdBasePtr.valid()) {
      if (!LdBasePtr.equalBaseIndex(LdPtr, LdOffset)) break;
    } else {
      LdBasePtr = LdPtr;
    }
    LoadNodes.push_back({Ld, LdOffset});
  }

  while (NumConsecutive >= 2 && LoadNodes.size() >= 2) {
    bool NeedRotate = false;
    if (LoadNodes.size() == 2) {
      // RISC-V has no paired loads; loads in swapped order become one load and a rotate, when rotates exist.
      int64_t Offset0 = LoadNodes[0].OffsetFromBase, Offset1 = LoadNodes[1].OffsetFromBase;
      EVT PairVT = EVT::integer(unsigned(ElementSizeBytes * 8 * 2));
      if (Offset0 - Offset1 == ElementSizeBytes &&
          (hasOperation(ISD::ROTL, PairVT) || hasOperation(ISD::ROTR, PairVT))) {
        std::swap(LoadNodes[0], LoadNodes[1]);
        NeedRotate = true;
      }
    }
    SDNode* FirstInChain = StoreNodes[0].MemNode;
    const uint64_t FirstStoreAlign = FirstInChain->getMemOperand()->Align;
    SDNode* FirstLoad = LoadNodes[0].MemNode;

    unsigned LastConsecutiveLoad = 1;
    unsigned LastLegalIntegerType = 1;
    bool IsDereferenceable = true;
    bool DoIntegerTruncate = false;
    const int64_t StartAddress = LoadNodes[0].OffsetFromBase;
    const SDValue LoadChain = FirstLoad->getOperand(0);
    for (unsigned I = 1; I < LoadNodes.size(); ++I) {
      if (LoadNodes[I].MemNode->getOperand(0) != LoadChain) break;
      if (LoadNodes[I].OffsetFromBase - StartAddress != ElementSizeBytes * int64_t(I)) break;
      LastConsecutiveLoad = I;
      if (IsDereferenceable && !(LoadNodes[I].MemNode->getMemOperand()->F & MemOperand::Dereferenceable))
        IsDereferenceable = false;
      const unsigned SizeInBits = unsigned((I + 1) * ElementSizeBytes * 8);
      // (LLVM first tries a vector type here; none is legal without V. Its size bound applies all the same.)
      if (SizeInBits > C.maximumLegalStoreInBits()) break;
      EVT StoreTy = EVT::integer(SizeInBits);
      if (TLI.isTypeLegal(StoreTy) && TLI.canMergeStoresTo(StoreTy) && allowsAccess(StoreTy, FirstInChain) &&
          allowsAccess(StoreTy, FirstLoad)) {
        LastLegalIntegerType = I + 1;
        DoIntegerTruncate = false;
      } else if (TLI.getTypeAction(StoreTy) == TypeAction::PromoteInteger) {
        EVT LegalizedStoredValTy = TLI.getTypeToTransformTo(StoreTy);
        if (TLI.isTruncStoreLegal(LegalizedStoredValTy, StoreTy) &&
            TLI.canMergeStoresTo(LegalizedStoredValTy) &&
            TLI.isLoadExtLegal(ISD::ZEXTLOAD, LegalizedStoredValTy, StoreTy) &&
            TLI.isLoadExtLegal(ISD::SEXTLOAD, LegalizedStoredValTy, StoreTy) &&
            TLI.isLoadExtLegal(ISD::EXTLOAD, LegalizedStoredValTy, StoreTy) &&
            allowsAccess(StoreTy, FirstInChain) && allowsAccess(StoreTy, FirstLoad)) {
          LastLegalIntegerType = I + 1;
          DoIntegerTruncate = true;
        }
      }
    }
    unsigned NumElem = std::min(NumConsecutive, LastConsecutiveLoad + 1);
    NumElem = std::min(LastLegalIntegerType, NumElem);
    const uint64_t FirstLoadAlign = FirstLoad->getMemOperand()->Align;
    if (NumElem < 2) {
      unsigned NumSkip = 1;
      while (NumSkip < LoadNodes.size() &&
             LoadNodes[NumSkip].MemNode->getMemOperand()->Align <= FirstLoadAlign &&
             StoreNodes[NumSkip].MemNode->getMemOperand()->Align <= FirstStoreAlign)
        ++NumSkip;
      StoreNodes.erase(StoreNodes.begin(), StoreNodes.begin() + NumSkip);
      LoadNodes.erase(LoadNodes.begin(), LoadNodes.begin() + NumSkip);
      NumConsecutive -= NumSkip;
      continue;
    }
    if (!checkCandidatesForDependencies(StoreNodes, NumElem, RootNode)) {
      StoreNodes.erase(StoreNodes.begin(), StoreNodes.begin() + NumElem);
      LoadNodes.erase(LoadNodes.begin(), LoadNodes.begin() + NumElem);
      NumConsecutive -= NumElem;
      continue;
    }
    auto Scope = C.foldScope("merge-consecutive-stores-of-loads", St);
    EVT JointMemOpVT = EVT::integer(unsigned(NumElem * ElementSizeBytes * 8));
    SDValue NewStoreChain = mergedStoreChains(StoreNodes, NumElem);
    C.addToWorklist(NewStoreChain.getNode());

    const MemOperand& FirstLoadMMO = *FirstLoad->getMemOperand();
    MemOperand LdMO;
    LdMO.F = MemOperand::Load | (IsDereferenceable ? MemOperand::Dereferenceable : 0) |
             (IsNonTemporalLoad ? MemOperand::NonTemporal : 0);
    LdMO.SizeInBytes = JointMemOpVT.storeSizeInBytes();
    LdMO.Align = FirstLoadAlign;
    LdMO.BaseAlign = FirstLoadAlign;
    LdMO.PtrInfo = FirstLoadMMO.PtrInfo;
    MemOperand StMO;
    StMO.F = MemOperand::Store | (IsNonTemporalStore ? MemOperand::NonTemporal : 0);
    StMO.SizeInBytes = JointMemOpVT.storeSizeInBytes();
    StMO.Align = FirstStoreAlign;
    StMO.BaseAlign = FirstStoreAlign;
    StMO.PtrInfo = mergedPointerInfo(StoreNodes, NumElem);

    SDValue NewLoad, NewStore;
    if (!DoIntegerTruncate) {
      NewLoad = DAG.getLoad(JointMemOpVT, FirstLoad->getOperand(0), FirstLoad->getOperand(1),
                            DAG.getMemOperand(LdMO));
      SDValue StoreOp = NewLoad;
      if (NeedRotate) {
        unsigned LoadWidth = unsigned(ElementSizeBytes * 8 * 2);
        SDValue RotAmt = DAG.getShiftAmountConstant(LoadWidth / 2, JointMemOpVT);
        StoreOp = DAG.getNode(ISD::ROTL, JointMemOpVT, NewLoad, RotAmt);
      }
      NewStore = DAG.getStore(NewStoreChain, StoreOp, FirstInChain->getOperand(2), DAG.getMemOperand(StMO));
    } else {
      EVT ExtendedTy = TLI.getTypeToTransformTo(JointMemOpVT);
      NewLoad = DAG.getExtLoad(ISD::EXTLOAD, ExtendedTy, FirstLoad->getOperand(0), FirstLoad->getOperand(1),
                               JointMemOpVT, DAG.getMemOperand(LdMO));
      // (LLVM keeps the first store's memory flags on this path.)
      StMO.F = FirstInChain->getMemOperand()->F;
      NewStore = DAG.getTruncStore(NewStoreChain, NewLoad, FirstInChain->getOperand(2), JointMemOpVT,
                                   DAG.getMemOperand(StMO));
    }
    // The old loads' chain users follow the new load.
    for (unsigned I = 0; I < NumElem; ++I)
      DAG.ReplaceAllUsesOfValueWith(SDValue(LoadNodes[I].MemNode, 1), SDValue(NewLoad.getNode(), 1));
    for (unsigned I = 0; I < NumElem; ++I) {
      SDValue Val = StoreNodes[I].MemNode->getOperand(1);
      replaceStore(StoreNodes[I].MemNode, NewStore);
      if (Val->use_empty()) C.deleteIfUnused(Val.getNode());
    }
    MadeChange = true;
    StoreNodes.erase(StoreNodes.begin(), StoreNodes.begin() + NumElem);
    LoadNodes.erase(LoadNodes.begin(), LoadNodes.begin() + NumElem);
    NumConsecutive -= NumElem;
  }
  return MadeChange;
}

bool StoreMerger::run(bool& StReplaced) {
  StReplaced = false;
  if (!MemVT.isSimple() || MemVT.sizeInBits() * 2 > C.maximumLegalStoreInBits()) return false;
  const int64_t ElementSizeBytes = int64_t(MemVT.storeSizeInBytes());
  if (uint64_t(ElementSizeBytes) * 8 != MemVT.sizeInBits()) return false;
  SDValue StoredVal = peekThroughBitcasts(St->getOperand(1));
  const StoreSource Src = storeSourceOf(StoredVal);
  if (Src == StoreSource::Unknown) return false;

  std::vector<MemOpLink> StoreNodes;
  SDNode* RootNode = collectCandidates(StoreNodes, Src);
  if (StoreNodes.size() < 2) return false;
  std::sort(StoreNodes.begin(), StoreNodes.end(),
            [](const MemOpLink& L, const MemOpLink& R) { return L.OffsetFromBase < R.OffsetFromBase; });
  const bool IsNonTemporalStore = St->getMemOperand()->F & MemOperand::NonTemporal;
  const bool IsNonTemporalLoad =
      Src == StoreSource::Load && (StoredVal->getMemOperand()->F & MemOperand::NonTemporal);

  bool MadeChange = false;
  while (StoreNodes.size() > 1) {
    unsigned NumConsecutive = consecutiveStores(StoreNodes, ElementSizeBytes);
    if (NumConsecutive == 0) break;
    switch (Src) {
    case StoreSource::Constant:
      MadeChange |= tryMergeOfConstants(StoreNodes, NumConsecutive, RootNode);
      break;
    case StoreSource::Extract: MadeChange |= tryMergeOfExtracts(StoreNodes, NumConsecutive, RootNode); break;
    case StoreSource::Load:
      MadeChange |=
          tryMergeOfLoads(StoreNodes, NumConsecutive, RootNode, IsNonTemporalStore, IsNonTemporalLoad);
      break;
    case StoreSource::Unknown: break;
    }
  }
  StReplaced = Replaced;
  return MadeChange;
}

} // namespace

bool mergeConsecutiveStores(DAGCombiner& C, SDNode* St, bool& StReplaced) {
  return StoreMerger(C, St).run(StReplaced);
}

} // namespace dt
