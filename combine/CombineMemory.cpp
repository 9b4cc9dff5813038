// combine/CombineMemory.cpp — the combiner's folds for loads, stores, TokenFactor and merge_values (LLVM 19's
// DAGCombiner::visitTokenFactor / visitMERGE_VALUES / visitLOAD / visitSTORE, in LLVM's order of attempts).
//
// Implemented:
//  - TokenFactor: a two-operand TF where one operand's input chain is the other is that operand; nested
//    single-use TFs are inlined, EntryToken operands and duplicates dropped, and operands reachable through
//    the chain of another operand pruned (LLVM's bounded breadth-first walk); an empty result is EntryToken,
//    one operand is that operand. Linear: membership tests use hash sets, the walk is capped at 1024 steps,
//    TFs with more than 2048 operands are left alone (LLVM's TokenFactorInlineLimit).
//  - merge_values: every result is replaced by its operand.
//  - load: a simple load whose value is unused becomes its chain; ForwardStoreValueToDirectLoad — a load
//    fed (directly, or through a TokenFactor whose other operands provably do not alias) by a store to the
//    same base and offset takes the stored value, with LLVM's truncation / masking / extension cases.
//  - store: store of a bitcast stores the source; store of undef is its chain; truncstore of an extension of
//    a value of the memory type is a plain store; SimplifyDemandedBits on a truncstore's value and shrinking
//    of a truncated constant; a store of a value just loaded from the same address is its chain; a store of
//    the value the previous store (its chain) wrote to the same address is its chain; a previous store
//    (single use) wholly overwritten by this one is dropped; (store (trunc/fp_round x)) → truncstore when
//    legal; store merging (mergeConsecutiveStores) at LLVM's position; store of an FP constant → store of its
//    bits as an integer.
//  - chains: loads and stores hang from the weakest chain they need (FindBetterChain, findBetterNeighborChains);
//    both, and the address analysis behind every alias question here, live in combine/CombineStoreMerge.cpp.
// Left out (LLVM has them): alignment inference (InferPtrAlign), mergeTruncStores (store merging of the parts
// of one value), indexed load/store formation (RISC-V has none), SliceUpLoad, TransformFPLoadStorePair,
// SimplifyMultipleUseDemandedBits on truncstores, splitMergedValStore, ReduceLoadOpStoreWidth. Alias queries
// use only base+offset reasoning (no IR alias analysis), so they answer "may alias" more often than LLVM.
#include "combine/CombineStoreMerge.h"
#include "support/PtrMap.h"

namespace dt {

namespace {

constexpr unsigned TokenFactorInlineLimit = 2048;

bool isMemoryNode(const SDNode* N) {
  return N->getMemOperand() != nullptr;
}
bool isSimpleMemOp(const SDNode* N) {
  return !N->isVolatile();
}
bool isUnindexed(const SDNode* N) {
  return N->getAddressingMode() == ISD::UNINDEXED;
}

/// The input chain of N, if it has one (LLVM's getInputChainForNode).
SDValue inputChainOf(const SDNode* N) {
  unsigned NumOps = N->getNumOperands();
  if (NumOps == 0) return SDValue();
  if (N->getOperand(0).getValueType() == EVT::other()) return N->getOperand(0);
  if (N->getOperand(NumOps - 1).getValueType() == EVT::other()) return N->getOperand(NumOps - 1);
  for (unsigned I = 1; I + 1 < NumOps; ++I)
    if (N->getOperand(I).getValueType() == EVT::other()) return N->getOperand(I);
  return SDValue();
}

// ---- TokenFactor / MERGE_VALUES
// -------------------------------------------------------------------------------

SDValue visitTokenFactor(DAGCombiner& C, SDNode* N) {
  if (N->getNumOperands() == 2) {
    if (inputChainOf(N->getOperand(0).getNode()) == N->getOperand(1)) return N->getOperand(0);
    if (inputChainOf(N->getOperand(1).getNode()) == N->getOperand(0)) return N->getOperand(1);
  }
  if (N->getNumOperands() > TokenFactorInlineLimit) return SDValue();
  // A sole TokenFactor user gets the chance to inline this one.
  if (N->hasOneUse() && (*N->use_begin())->getOpcode() == ISD::TokenFactor) C.addToWorklist(*N->use_begin());

  auto Scope = C.foldScope("tokenfactor-simplify", N);
  std::vector<SDNode*> TFs{N};
  // Flat pointer sets and maps: this runs for every TokenFactor, and node-based sets allocate per entry.
  PtrMap<SDNode*, bool> InTFs;
  InTFs.insert(N, true);
  std::vector<SDValue> Ops;
  PtrMap<SDNode*, bool> SeenOps;
  bool Changed = false;
  for (size_t I = 0; I < TFs.size(); ++I) {
    // Past the inline limit the remaining TokenFactors stay operands (so nothing is dropped).
    if (Ops.size() > TokenFactorInlineLimit) {
      for (size_t J = I; J < TFs.size(); ++J) Ops.push_back(SDValue(TFs[J], 0));
      TFs.resize(I);
      break;
    }
    for (const SDUse& U : TFs[I]->ops()) {
      SDValue Op = U.get();
      switch (Op.getOpcode()) {
      case ISD::EntryToken: Changed = true; continue;
      case ISD::TokenFactor:
        if (Op.hasOneUse() && !InTFs.count(Op.getNode())) {
          TFs.push_back(Op.getNode());
          InTFs.insert(Op.getNode(), true);
          Changed = true;
          continue;
        }
        break;
      default: break;
      }
      if (SeenOps.insert(Op.getNode(), true).second)
        Ops.push_back(Op);
      else
        Changed = true;
    }
  }
  // The inlined TokenFactors may now be dead: let the driver clean them up.
  for (size_t I = 1; I < TFs.size(); ++I) C.addToWorklist(TFs[I]);

  // Drop operands that another operand's chain already reaches (breadth-first, bounded).
  std::vector<std::pair<SDNode*, unsigned>> Walk;
  std::vector<unsigned> OpWorkCount;
  PtrMap<SDNode*, bool> SeenChains;
  PtrMap<SDNode*, unsigned> OpIndex;
  bool DidPruneOps = false;
  unsigned NumLeftToConsider = 0;
  for (const SDValue& Op : Ops) {
    OpIndex.insert(Op.getNode(), NumLeftToConsider);
    Walk.emplace_back(Op.getNode(), NumLeftToConsider++);
    OpWorkCount.push_back(1);
  }
  auto Visit = [&](size_t CurIdx, SDNode* Op, unsigned OpNumber) {
    if (SeenOps.count(Op)) {
      Changed = true;
      DidPruneOps = true;
      unsigned OrigOpNumber = OpIndex.at(Op);
      for (size_t I = CurIdx + 1; I < Walk.size(); ++I)
        if (Walk[I].second == OrigOpNumber) Walk[I].second = OpNumber;
      OpWorkCount[OpNumber] += OpWorkCount[OrigOpNumber];
      OpWorkCount[OrigOpNumber] = 0;
      --NumLeftToConsider;
    }
    if (SeenChains.insert(Op, true).second) {
      ++OpWorkCount[OpNumber];
      Walk.emplace_back(Op, OpNumber);
    }
  };
  for (size_t I = 0; I < Walk.size() && I < 1024; ++I) {
    if (NumLeftToConsider <= 1) break;
    SDNode* Cur = Walk[I].first;
    unsigned CurOp = Walk[I].second;
    switch (Cur->getOpcode()) {
    case ISD::EntryToken: ++NumLeftToConsider; break; // reaching the entry prunes nothing
    case ISD::TokenFactor:
      for (const SDUse& U : Cur->ops()) Visit(I, U.getNode(), CurOp);
      break;
    case ISD::LIFETIME_START:
    case ISD::LIFETIME_END:
    case ISD::CopyFromReg:
    case ISD::CopyToReg: Visit(I, Cur->getOperand(0).getNode(), CurOp); break;
    default:
      if (isMemoryNode(Cur) && Cur->getNumOperands() > 0) Visit(I, Cur->getOperand(0).getNode(), CurOp);
      break;
    }
    if (--OpWorkCount[CurOp] == 0) --NumLeftToConsider;
  }

  if (!Changed) return SDValue();
  if (Ops.empty()) return C.dag().getEntryNode();
  if (DidPruneOps) {
    std::vector<SDValue> Pruned;
    for (const SDValue& Op : Ops)
      if (!SeenChains.count(Op.getNode())) Pruned.push_back(Op);
    return C.dag().getTokenFactor(Pruned);
  }
  return C.dag().getTokenFactor(Ops);
}

SDValue visitMergeValues(DAGCombiner& C, SDNode* N) {
  // Replacing one result can make another MERGE_VALUES CSE into N; repeat until N is unused.
  for (SDNode* U : N->uses()) C.addToWorklist(U);
  do {
    for (unsigned I = 0; I < N->getNumOperands(); ++I)
      C.dag().ReplaceAllUsesOfValueWith(SDValue(N, I), N->getOperand(I));
  } while (!N->use_empty());
  std::vector<SDValue> Same;
  for (unsigned I = 0; I < N->getNumValues(); ++I) Same.push_back(N->getOperand(I));
  // N has no uses left: combineTo only deletes it and revisits its operands.
  return C.combineTo(N, Same, /*AddTo=*/false);
}

// ---- LOAD
// ------------------------------------------------------------------------------------------------------

/// The store a load reads directly: its chain, or the one store of a TokenFactor chain that nothing else in
/// the TokenFactor may overwrite (LLVM's getUniqueStoreFeeding). Diff is the load's offset from the store.
SDNode* uniqueStoreFeeding(const TargetLowering& TLI, SDNode* LD, int64_t& Diff) {
  SDValue Chain = LD->getOperand(0);
  if (Chain.getOpcode() == ISD::CALLSEQ_START) Chain = Chain.getOperand(0);
  BaseIndexOffset LDBase = BaseIndexOffset::match(LD, TLI);
  if (Chain.getOpcode() == ISD::TokenFactor) {
    for (const SDUse& U : Chain->ops()) {
      SDNode* Store = U.getNode();
      if (Store->getOpcode() != ISD::STORE) continue;
      BaseIndexOffset STBase = BaseIndexOffset::match(Store, TLI);
      if (!STBase.equalBaseIndex(LDBase, Diff)) continue;
      std::vector<SDValue> Aliases;
      gatherAllAliases(TLI, Store, Chain, Aliases);
      if (Aliases.empty() || (Aliases.size() == 1 && Aliases.front().getNode() == Store)) return Store;
      return nullptr;
    }
    return nullptr;
  }
  if (Chain.getOpcode() == ISD::STORE) {
    BaseIndexOffset STBase = BaseIndexOffset::match(Chain.getNode(), TLI);
    if (STBase.equalBaseIndex(LDBase, Diff)) return Chain.getNode();
  }
  return nullptr;
}

/// The stored value narrowed to the memory type, if the memory type is illegal (LLVM's
/// getTruncatedStoreValue).
bool truncatedStoreValue(DAGCombiner& C, SDNode* ST, SDValue& Val) {
  EVT STType = Val.getValueType(), STMemType = ST->getMemoryVT();
  if (STType == STMemType) return true;
  if (C.tli().isTypeLegal(STMemType)) return false;
  if (STType.isFloatingPoint() && STMemType.isFloatingPoint() &&
      C.tli().isOperationLegal(ISD::FTRUNC, STMemType)) {
    Val = C.dag().getNode(ISD::FTRUNC, STMemType, Val);
    return true;
  }
  unsigned EltsA = STType.isVector() ? STType.numElements() : 0,
           EltsB = STMemType.isVector() ? STMemType.numElements() : 0;
  if (EltsA == EltsB && STType.isInteger() && STMemType.isInteger()) {
    Val = C.dag().getNode(ISD::TRUNCATE, STMemType, Val);
    return true;
  }
  if (STType.sizeInBits() == STMemType.sizeInBits()) {
    Val = C.dag().getNode(ISD::BITCAST, STMemType, Val);
    return true;
  }
  return false;
}

/// The loaded-memory-type value extended as the load extends it (LLVM's extendLoadedValueToExtension).
bool extendLoadedValue(DAGCombiner& C, SDNode* LD, SDValue& Val) {
  EVT LDMemType = LD->getMemoryVT(), LDType = LD->getValueType(0);
  if (LDType == LDMemType) return true;
  if (!LDMemType.isInteger() || !LDType.isInteger()) return false;
  switch (LD->getExtensionType()) {
  case ISD::NON_EXTLOAD: Val = C.dag().getNode(ISD::BITCAST, LDType, Val); return true;
  case ISD::EXTLOAD: Val = C.dag().getNode(ISD::ANY_EXTEND, LDType, Val); return true;
  case ISD::SEXTLOAD: Val = C.dag().getNode(ISD::SIGN_EXTEND, LDType, Val); return true;
  case ISD::ZEXTLOAD: Val = C.dag().getNode(ISD::ZERO_EXTEND, LDType, Val); return true;
  }
  return false;
}

/// A load of exactly what a store wrote takes the stored value (LLVM's ForwardStoreValueToDirectLoad).
SDValue forwardStoreValueToLoad(DAGCombiner& C, SDNode* LD) {
  if (!isSimpleMemOp(LD)) return SDValue();
  SDValue Chain = LD->getOperand(0);
  int64_t Offset = 0;
  SDNode* ST = uniqueStoreFeeding(C.tli(), LD, Offset);
  if (!ST || !isSimpleMemOp(ST) ||
      ST->getMemOperand()->PtrInfo.AddrSpace != LD->getMemOperand()->PtrInfo.AddrSpace)
    return SDValue();
  EVT LDType = LD->getValueType(0), LDMemType = LD->getMemoryVT();
  EVT STMemType = ST->getMemoryVT();
  SDValue StoredVal = ST->getOperand(1);
  EVT STType = StoredVal.getValueType();
  uint64_t LdMemBits = LDMemType.sizeInBits(), StMemBits = STMemType.sizeInBits();
  bool Covers = Offset >= 0 && uint64_t(Offset) * 8 + LdMemBits <= StMemBits;
  if (!Covers) return SDValue();

  auto Scope = C.foldScope("store-to-load-forwarding", LD);
  if (Offset == 0 && LDType == STType && STMemType == LDMemType) {
    if (LDType.sizeInBits() == LdMemBits) return C.combineTo(LD, StoredVal, Chain);
    // The truncation to memory and the extension back are an AND with the memory type's mask.
    if (STType.isInteger() && LDMemType.isInteger() && !STType.isVector() && !LDMemType.isVector() &&
        LD->getExtensionType() != ISD::SEXTLOAD) {
      SDValue Mask =
          C.dag().getConstant(APInt::lowBitsSet(unsigned(STType.sizeInBits()), unsigned(StMemBits)), STType);
      SDValue Val = C.dag().getNode(ISD::AND, LDType, StoredVal, Mask);
      return C.combineTo(LD, Val, Chain);
    }
  }
  // Little-endian only: a nonzero offset is not handled (as in LLVM).
  if (LD->getOperand(1).isUndef() || Offset != 0) return SDValue();
  SDValue Val = StoredVal;
  do {
    if (!truncatedStoreValue(C, ST, Val)) break;
    if (!C.tli().isTypeLegal(LDMemType)) break;
    if (STMemType != LDMemType) {
      if (!STMemType.isVector() && !LDMemType.isVector() && STMemType.isInteger() && LDMemType.isInteger())
        Val = C.dag().getNode(ISD::TRUNCATE, LDMemType, Val);
      else
        break;
    }
    if (!extendLoadedValue(C, LD, Val)) break;
    return C.combineTo(LD, Val, Chain);
  } while (false);
  // Nodes made for a failed attempt are left unused; the driver's pruning deletes them.
  return SDValue();
}

SDValue visitLoad(DAGCombiner& C, SDNode* N) {
  SDValue Chain = N->getOperand(0);
  // A simple load whose value nobody uses: its chain users take the load's input chain.
  if (isSimpleMemOp(N) && isUnindexed(N) && !N->hasAnyUseOfValue(0)) {
    C.commitReplacement(SDValue(N, 1), Chain);
    return SDValue(N, 0);
  }
  if (SDValue V = forwardStoreValueToLoad(C, N)) return V;
  if (isUnindexed(N)) {
    // Hang the load from the weakest chain it needs; a TokenFactor keeps the old chain's users ordered.
    SDValue BetterChain = findBetterChain(C, N, Chain);
    if (BetterChain != Chain) {
      auto Scope = C.foldScope("find-better-chain", N);
      SDValue ReplLoad =
          N->getExtensionType() == ISD::NON_EXTLOAD
              ? C.dag().getLoad(N->getValueType(0), BetterChain, N->getOperand(1), N->getMemOperand())
              : C.dag().getExtLoad(N->getExtensionType(), N->getValueType(0), BetterChain, N->getOperand(1),
                                   N->getMemoryVT(), N->getMemOperand());
      SDValue Token = C.dag().getNode(ISD::TokenFactor, EVT::other(), Chain, ReplLoad.getValue(1));
      return C.combineTo(N, ReplLoad.getValue(0), Token);
    }
  }
  return SDValue();
}

// ---- STORE
// -----------------------------------------------------------------------------------------------------

/// Whether Chain reaches Dest through TokenFactors only (LLVM's SDValue::reachesChainWithoutSideEffects).
bool reachesChainWithoutSideEffects(SDValue Chain, SDValue Dest, unsigned Depth = 2) {
  if (Chain == Dest) return true;
  if (Depth == 0) return false;
  if (Chain.getOpcode() == ISD::TokenFactor) {
    // Dest as a direct operand whose only user is this TokenFactor: nothing else can come in between.
    for (const SDUse& U : Chain->ops())
      if (U.get() == Dest && Dest.hasOneUse()) return true;
    for (const SDUse& U : Chain->ops())
      if (!reachesChainWithoutSideEffects(U.get(), Dest, Depth - 1)) return false;
    return true;
  }
  // A simple load has no side effects: look through its chain.
  if (Chain.getOpcode() == ISD::LOAD && isSimpleMemOp(Chain.getNode()))
    return reachesChainWithoutSideEffects(Chain.getOperand(0), Dest, Depth - 1);
  return false;
}

/// Store of an FP constant as an integer store of its bits (LLVM's replaceStoreOfFPConstant).
SDValue storeOfFPConstant(DAGCombiner& C, SDNode* ST) {
  SDValue Value = ST->getOperand(1);
  if (Value.getOpcode() != ISD::ConstantFP || ST->isTruncatingStore()) return SDValue();
  EVT VT = Value.getValueType();
  const TargetLowering& TLI = C.tli();
  SDValue Chain = ST->getOperand(0), Ptr = ST->getOperand(2);
  const APInt& Bits = Value->getAPIntValue();
  auto Scope = C.foldScope("store-fp-constant-as-int", ST);
  if (VT == EVT::f32()) {
    if ((TLI.isTypeLegal(EVT::i32()) && !C.legalOperations() && isSimpleMemOp(ST)) ||
        TLI.isOperationLegalOrCustom(ISD::STORE, EVT::i32()))
      return C.dag().getStore(Chain, C.dag().getConstant(Bits.zextOrTrunc(32), EVT::i32()), Ptr,
                              ST->getMemOperand());
    return SDValue();
  }
  if (VT == EVT::f64()) {
    if ((TLI.isTypeLegal(EVT::i64()) && !C.legalOperations() && isSimpleMemOp(ST)) ||
        TLI.isOperationLegalOrCustom(ISD::STORE, EVT::i64()))
      return C.dag().getStore(Chain, C.dag().getConstant(Bits, EVT::i64()), Ptr, ST->getMemOperand());
    if (isSimpleMemOp(ST) && TLI.isOperationLegalOrCustom(ISD::STORE, EVT::i32()) &&
        !TLI.isFPImmLegal(Bits, VT)) {
      // Two 32-bit stores (little-endian: low word first).
      SelectionDAG& DAG = C.dag();
      const MemOperand* MMO = ST->getMemOperand();
      SDValue Lo = DAG.getConstant(Bits.extractBits(32, 0), EVT::i32());
      SDValue Hi = DAG.getConstant(Bits.extractBits(32, 32), EVT::i32());
      MemOperand LoMO = *MMO;
      LoMO.SizeInBytes = 4;
      LoMO.Align = MMO->Align;
      SDValue St0 = DAG.getStore(Chain, Lo, Ptr, DAG.getMemOperand(LoMO));
      SDValue HiPtr = DAG.getMemBasePlusOffset(Ptr, 4);
      MemOperand HiMO = LoMO;
      HiMO.PtrInfo = MMO->PtrInfo.withOffset(4);
      HiMO.Align = std::min<uint64_t>(MMO->Align, 4);
      SDValue St1 = DAG.getStore(Chain, Hi, HiPtr, DAG.getMemOperand(HiMO));
      return DAG.getNode(ISD::TokenFactor, EVT::other(), St0, St1);
    }
  }
  return SDValue();
}

SDValue visitStore(DAGCombiner& C, SDNode* N) {
  SelectionDAG& DAG = C.dag();
  const TargetLowering& TLI = C.tli();
  SDValue Chain = N->getOperand(0), Value = N->getOperand(1), Ptr = N->getOperand(2);
  const MemOperand* MMO = N->getMemOperand();
  EVT MemVT = N->getMemoryVT();

  // A store of a bitcast stores the bitcast's source when that store is as good.
  if (Value.getOpcode() == ISD::BITCAST && !N->isTruncatingStore() && isUnindexed(N)) {
    EVT SVT = Value.getOperand(0).getValueType();
    if (((!C.legalOperations() && isSimpleMemOp(N)) || TLI.isOperationLegal(ISD::STORE, SVT)) &&
        !SVT.isVector() && TLI.allowsMemoryAccessForAlignment(SVT, *MMO)) {
      auto Scope = C.foldScope("store-of-bitcast", N);
      return DAG.getStore(Chain, Value.getOperand(0), Ptr, MMO);
    }
  }
  // Storing undef stores nothing.
  if (Value.isUndef() && isUnindexed(N) && !N->isVolatile()) return Chain;

  if (isUnindexed(N)) {
    // Walk up the chain past memory operations this store (and the disjoint stores chained above it) need
    // not wait for.
    if (findBetterNeighborChains(C, N)) return SDValue(N, 0);
    Chain = N->getOperand(0);
  }

  if (N->isTruncatingStore() && isUnindexed(N) && Value.getValueType().isInteger() &&
      !(isConstantNode(Value) && Value->isOpaqueConstant())) {
    // A truncating store of an extension of a memory-typed value is a plain store of that value.
    if ((Value.getOpcode() == ISD::ZERO_EXTEND || Value.getOpcode() == ISD::SIGN_EXTEND ||
         Value.getOpcode() == ISD::ANY_EXTEND) &&
        Value.getOperand(0).getValueType() == MemVT && TLI.isOperationLegalOrCustom(ISD::STORE, MemVT)) {
      auto Scope = C.foldScope("truncstore-of-extend", N);
      return DAG.getStore(Chain, Value.getOperand(0), Ptr, MMO);
    }
    APInt TruncDemanded = APInt::lowBitsSet(Value.getScalarValueSizeInBits(), MemVT.scalarSizeInBits());
    C.addToWorklist(Value.getNode());
    if (C.simplifyDemandedBits(Value, TruncDemanded)) {
      if (!N->isDeleted()) C.addToWorklist(N);
      return SDValue(N, 0);
    }
    // A truncated constant keeps only the stored bits.
    if (isConstantNode(Value) && !Value->isOpaqueConstant()) {
      const APInt& CV = Value->getAPIntValue();
      APInt NewVal = CV & TruncDemanded;
      if (NewVal != CV) {
        auto Scope = C.foldScope("truncstore-shrink-constant", N);
        return DAG.getTruncStore(Chain, DAG.getConstant(NewVal, Value.getValueType()), Ptr, MemVT, MMO);
      }
    }
  }

  // Storing what was just loaded from the same address (nothing in between) changes nothing.
  SDValue TruncVal = Value;
  while (TruncVal.getOpcode() == ISD::TRUNCATE) TruncVal = TruncVal.getOperand(0);
  if (TruncVal.getOpcode() == ISD::LOAD) {
    SDNode* Ld = TruncVal.getNode();
    if (Ld->getOperand(1) == Ptr && MemVT == Ld->getMemoryVT() && isUnindexed(N) && isSimpleMemOp(N) &&
        Ld->getMemOperand()->PtrInfo.AddrSpace == MMO->PtrInfo.AddrSpace &&
        reachesChainWithoutSideEffects(Chain, SDValue(Ld, 1)))
      return Chain;
  }

  if (Chain.getOpcode() == ISD::STORE) {
    SDNode* ST1 = Chain.getNode();
    if (isUnindexed(N) && isSimpleMemOp(N) && isUnindexed(ST1) && isSimpleMemOp(ST1)) {
      const bool SameAS = MMO->PtrInfo.AddrSpace == ST1->getMemOperand()->PtrInfo.AddrSpace;
      // The same value stored to the same place twice: the second store is redundant.
      if (ST1->getOperand(2) == Ptr && ST1->getOperand(1) == Value && MemVT == ST1->getMemoryVT() && SameAS)
        return Chain;
      // The previous store, used only by this one, is wholly overwritten: drop it.
      if (ST1->hasOneUse() && !ST1->getOperand(2).isUndef() && SameAS) {
        BaseIndexOffset STBase = BaseIndexOffset::match(N, TLI), ChainBase = BaseIndexOffset::match(ST1, TLI);
        if (STBase.contains(int64_t(MemVT.sizeInBits()), ChainBase, int64_t(ST1->getMemoryVT().sizeInBits()))) {
          C.combineTo(ST1, ST1->getOperand(0));
          return SDValue(N, 0);
        }
      }
    }
  }

  // (store (truncate x)) / (store (fp_round x)) → truncating store of x, when the target has it.
  if ((Value.getOpcode() == ISD::FP_ROUND || Value.getOpcode() == ISD::TRUNCATE) && Value->hasOneUse() &&
      isUnindexed(N)) {
    EVT ValVT = Value.getOperand(0).getValueType();
    LegalizeAction A = TLI.getTruncStoreAction(ValVT, MemVT);
    bool Can = TLI.isTypeLegal(ValVT) &&
               (C.legalOperations() ? A == LegalizeAction::Legal
                                    : (A == LegalizeAction::Legal || A == LegalizeAction::Custom));
    if (Can) {
      auto Scope = C.foldScope("store-of-truncate", N);
      return DAG.getTruncStore(Chain, Value.getOperand(0), Ptr, MemVT, MMO);
    }
  }

  // Store merging runs before type legalization, and afterwards where the target allows it.
  if (!C.legalTypes() || TLI.mergeStoresAfterLegalization(MemVT)) {
    // Several sequences of stores may hang from one chain: merge until nothing more merges or N is gone.
    while (true) {
      bool NReplaced = false;
      if (!mergeConsecutiveStores(C, N, NReplaced)) break;
      if (NReplaced) return SDValue(N, 0);
    }
  }
  // (After merging, so that the constant's type does not keep this store from merging with its neighbours.)
  if (Value.getOpcode() == ISD::ConstantFP)
    if (SDValue NewSt = storeOfFPConstant(C, N)) return NewSt;
  return SDValue();
}

} // namespace

SDValue combineMemory(DAGCombiner& C, SDNode* N) {
  switch (N->getOpcode()) {
  case ISD::TokenFactor: return visitTokenFactor(C, N);
  case ISD::MERGE_VALUES: return visitMergeValues(C, N);
  case ISD::LOAD: return visitLoad(C, N);
  case ISD::STORE: return visitStore(C, N);
  default: return SDValue();
  }
}

} // namespace dt
