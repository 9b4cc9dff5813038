// dag/BuilderImpl.h — the builder's per-block state, shared by its .cpp files (Builder.cpp for blocks,
// values and instructions, BuildCalls.cpp for calls and intrinsics). Private to dag/.
#pragma once

#include "dag/Builder.h"
#include "ir/IR.h"
#include "support/PtrMap.h"

#include <algorithm>

namespace dt {

/// What the builder knows while it builds one block's DAG.
struct FunctionBuilder::BlockState {
  BlockState(SelectionDAG& DAG, unsigned MBB, const ir::BasicBlock* BB, FunctionBuilder& B, uint32_t Generation)
      : DAG(DAG), MBB(MBB), BB(BB), LocalNodes(B.LocalNodes), OperandNumbers(B.OperandNumbers),
        OperandStart(B.OperandStart), Generation(Generation) {}
  SelectionDAG& DAG;
  unsigned MBB;
  const ir::BasicBlock* BB;
  // IR value → its node in this block (LLVM's NodeMap). Local values live in the builder's LocalNodes,
  // indexed by local number and valid only when stamped with this block's generation, so that starting a
  // block costs nothing; constants and globals go to a small map of the block.
  std::vector<NodeSlot>& LocalNodes;
  const std::vector<uint32_t>& OperandNumbers; // see FunctionBuilder::OperandNumbers
  const std::vector<uint32_t>& OperandStart;
  uint32_t Generation;
  PtrMap<const ir::Value*, SDValue> OtherNodes;
  std::vector<SDValue> PendingLoads;
  std::vector<SDValue> PendingExports;
  PtrMap<const ir::Value*, uint32_t> ConstantsOut; // constants copied into PHI registers
  uint32_t IROrder = 0;
  bool HasTailCall = false;
  // The instruction being visited and the local numbers of its operands: its operands' numbers are known
  // without reading the operands (which, in a big block, are all over memory).
  const ir::Instruction* Cur = nullptr;
  const uint32_t* CurOperandNumbers = nullptr;

  /// The local number of V (NoLocalNumber for constants and globals).
  uint32_t numberOf(const ir::Value* V) const {
    if (Cur) {
      const ir::Value* const* Ops = Cur->Ops.data();
      for (size_t K = 0, E = std::min<size_t>(Cur->Ops.size(), 4); K < E; ++K)
        if (Ops[K] == V) return CurOperandNumbers[K];
    }
    return V->localNumber();
  }
  /// The local numbers of the operands of the instruction numbered N.
  const uint32_t* operandNumbers(uint32_t N) const { return OperandNumbers.data() + OperandStart[N]; }
  uint32_t numOperands(uint32_t N) const { return OperandStart[N + 1] - OperandStart[N]; }

  /// The node of V, whose local number is N, in this block (empty when V has none yet).
  SDValue nodeOf(const ir::Value* V, uint32_t N) const {
    if (N == ir::Value::NoLocalNumber) {
      const SDValue* Val = OtherNodes.find(V);
      return Val ? *Val : SDValue();
    }
    const NodeSlot& Slot = LocalNodes[N];
    return Slot.Generation == Generation ? SDValue(Slot.Node, Slot.ResNo) : SDValue();
  }
  SDValue nodeOf(const ir::Value* V) const { return nodeOf(V, V->localNumber()); }
  void setNode(const ir::Value* V, uint32_t N, SDValue Val) {
    if (N == ir::Value::NoLocalNumber)
      OtherNodes[V] = Val;
    else
      LocalNodes[N] = {Val.getNode(), Val.getResNo(), Generation};
  }
  void setNode(const ir::Value* V, SDValue Val) { setNode(V, V->localNumber(), Val); }

  /// Prefetches the node slots of the operands of the instruction numbered N.
  void prefetchOperandSlots(uint32_t N) const {
    const uint32_t* Ops = operandNumbers(N);
    for (uint32_t K = 0, E = numOperands(N); K < E; ++K)
      if (Ops[K] != ir::Value::NoLocalNumber) __builtin_prefetch(&LocalNodes[Ops[K]]);
  }
  /// Prefetches the nodes of the operands of the instruction numbered N, then (Uses) the first use of each,
  /// in front of which a new user is linked. A hint: stale slots are harmless.
  void prefetchOperandNodes(uint32_t N, bool Uses) const {
    const uint32_t* Ops = operandNumbers(N);
    for (uint32_t K = 0, E = numOperands(N); K < E; ++K) {
      if (Ops[K] == ir::Value::NoLocalNumber) continue;
      const NodeSlot& Slot = LocalNodes[Ops[K]];
      if (Slot.Generation != Generation || !Slot.Node) continue;
      if (Uses)
        __builtin_prefetch(Slot.Node->useListHead(), 1);
      else
        __builtin_prefetch(Slot.Node);
    }
  }
};


/// The IR instruction's flags as node flags.
inline uint16_t nodeFlags(const ir::Instruction& I) {
  uint16_t F = 0;
  if (I.Flags & ir::NUW) F |= SDNodeFlags::NoUnsignedWrap;
  if (I.Flags & ir::NSW) F |= SDNodeFlags::NoSignedWrap;
  if (I.Flags & ir::Exact) F |= SDNodeFlags::Exact;
  if (I.Flags & ir::Disjoint) F |= SDNodeFlags::Disjoint;
  if (I.Flags & ir::NNeg) F |= SDNodeFlags::NonNeg;
  if (I.Flags & ir::NNaN) F |= SDNodeFlags::NoNaNs;
  if (I.Flags & ir::NInf) F |= SDNodeFlags::NoInfs;
  if (I.Flags & ir::NSZ) F |= SDNodeFlags::NoSignedZeros;
  if (I.Flags & ir::ARcp) F |= SDNodeFlags::AllowReciprocal;
  if (I.Flags & ir::Contract) F |= SDNodeFlags::AllowContract;
  if (I.Flags & ir::AFn) F |= SDNodeFlags::ApproximateFuncs;
  if (I.Flags & ir::Reassoc) F |= SDNodeFlags::AllowReassociation;
  return F;
}

} // namespace dt
