// combine/CombineStoreMerge.h — address analysis, chain improvement and store merging shared by the memory
// folds (LLVM 19's SelectionDAGAddressAnalysis and DAGCombiner's mayAlias / GatherAllAliases /
// FindBetterChain / findBetterNeighborChains / mergeConsecutiveStores).
//
// Invariants: alias answers are conservative ("may alias" unless base+index+offset reasoning or the memory
// operands prove otherwise; dagtool has no IR alias analysis); every walk is bounded (LLVM's depth and search
// limits), so a block of thousands of stores combines in near-linear time.
#pragma once

#include "combine/DAGCombiner.h"

#include <optional>
#include <vector>

namespace dt {

/// A load/store address decomposed as Base + Index + constant Offset (LLVM's BaseIndexOffset).
struct BaseIndexOffset {
  SDValue Base;
  SDValue Index;
  int64_t Offset = 0;
  bool IsIndexSignExt = false;

  /// The address of a LOAD or STORE node (an invalid result, no Base, for anything else).
  static BaseIndexOffset match(const SDNode* N, const TargetLowering& TLI);
  bool valid() const { return Base.getNode() != nullptr; }
  /// Whether Other has the same base and index; Off receives Other's offset minus ours.
  bool equalBaseIndex(const BaseIndexOffset& Other, int64_t& Off) const;
  bool equalBaseIndex(const BaseIndexOffset& Other) const {
    int64_t Off = 0;
    return equalBaseIndex(Other, Off);
  }
  /// Whether the BitSize bits at this address contain the OtherBitSize bits at Other.
  bool contains(int64_t BitSize, const BaseIndexOffset& Other, int64_t OtherBitSize) const;
  /// Decides, when the addresses allow it, whether two accesses of NumBytes0/NumBytes1 bytes (unknown:
  /// nullopt) overlap; returns false when it cannot tell.
  static bool computeAliasing(const SDNode* Op0, std::optional<uint64_t> NumBytes0, const SDNode* Op1,
                              std::optional<uint64_t> NumBytes1, const TargetLowering& TLI, bool& IsAlias);
};

/// Whether two memory nodes may touch the same bytes (LLVM's DAGCombiner::mayAlias without IR alias
/// analysis).
bool mayAlias(const TargetLowering& TLI, const SDNode* Op0, const SDNode* Op1);

/// Walks up from OriginalChain past memory operations that do not alias N; collects the chains N must stay
/// ordered after (LLVM's GatherAllAliases: depth 18, TokenFactors of more than 16 operands not entered).
void gatherAllAliases(const TargetLowering& TLI, SDNode* N, SDValue OriginalChain,
                      std::vector<SDValue>& Aliases);

/// The weakest chain N may hang from instead of OldChain (LLVM's FindBetterChain).
SDValue findBetterChain(DAGCombiner& C, SDNode* N, SDValue OldChain);

/// visitSTORE's chain improvement of St and the disjoint stores chained above it (LLVM's
/// findBetterNeighborChains / parallelizeChainedStores). Returns true when St was replaced.
bool findBetterNeighborChains(DAGCombiner& C, SDNode* St);

/// Merges consecutive stores of constants or of loaded values around St into wider stores (LLVM's
/// mergeConsecutiveStores). Returns whether anything was merged; StReplaced tells whether St itself was.
bool mergeConsecutiveStores(DAGCombiner& C, SDNode* St, bool& StReplaced);

} // namespace dt
