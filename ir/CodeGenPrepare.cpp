// ir/CodeGenPrepare.cpp — LLVM 19's CodeGenPrepare clean-ups that matter for RISC-V selection (see the
// header).
//
// Duty: reproduce, step for step, what llc's codegenprepare does to a function so that the builder sees the
// IR llc's builder sees: (1) eliminateMostlyEmptyBlocks (dead PHIs first, then blocks of PHIs + `br`), (2)
// the per-block loop until nothing changes (PHI simplification, cast sinking, compare sinking and operand
// swapping, switch widening and switch-PHI constants), merging fall-through blocks after each changing round,
// and (3) terminator folding, dead-block deletion and a last fall-through merge. Invariants: the IR keeps no
// use lists, so this file keeps its own (UseLists: one entry per operand slot, insertion order); every
// mutation goes through it. Erased instructions and blocks are parked until the end of the run, so a pointer
// seen during the run never names a different object.
#include "ir/CodeGenPrepare.h"

#include "ir/IR.h"
#include "support/Diagnostics.h"
#include "support/FindNear.h"

#include <algorithm>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace dt::ir {
namespace {

bool isPhi(const Instruction* I) {
  return I->opcode() == Opcode::Phi;
}
bool isBlock(const Value* V) {
  return V->kind() == ValueKind::BasicBlock;
}
bool isConstantLike(const Value* V) {
  return V->isConstant() || V->isGlobal();
}
unsigned numIncoming(const Instruction* PN) {
  return PN->numOperands() / 2;
}
Value* incomingValue(const Instruction* PN, unsigned I) {
  return PN->operand(2 * I);
}
BasicBlock* incomingBlock(const Instruction* PN, unsigned I) {
  return static_cast<BasicBlock*>(PN->operand(2 * I + 1));
}
bool isUnconditionalBr(const Instruction* T) {
  return T && T->opcode() == Opcode::Br && T->numOperands() == 1;
}

/// Calls to these intrinsics neither write memory nor trap, so an unused one is dead (LLVM marks them
/// `memory(none) willreturn`).
bool isPureIntrinsic(IntrinsicID ID) {
  switch (ID) {
  case IntrinsicID::NotIntrinsic:
  case IntrinsicID::Unknown:
  case IntrinsicID::memcpy:
  case IntrinsicID::memmove:
  case IntrinsicID::memset:
  case IntrinsicID::lifetime_start:
  case IntrinsicID::lifetime_end:
  case IntrinsicID::dbg_value:
  case IntrinsicID::dbg_declare:
  case IntrinsicID::dbg_label:
  case IntrinsicID::assume:
  case IntrinsicID::stacksave:
  case IntrinsicID::stackrestore:
  case IntrinsicID::trap: return false;
  default: return true;
  }
}

bool mayHaveSideEffects(const Instruction* I) {
  switch (I->opcode()) {
  case Opcode::Store:
  case Opcode::Fence:
  case Opcode::AtomicCmpXchg:
  case Opcode::AtomicRMW:
  case Opcode::VAArg:
  case Opcode::LandingPad:
  case Opcode::Invoke:
  case Opcode::Resume:
  case Opcode::CallBr: return true;
  case Opcode::Load: return I->Volatile;
  case Opcode::Call: {
    const Value* Callee = I->Callee;
    if (!Callee || Callee->kind() != ValueKind::Function) return true;
    return !isPureIntrinsic(static_cast<const Function*>(Callee)->Intrinsic);
  }
  default: return isTerminator(I->opcode());
  }
}

/// Per value, the instructions that use it: one entry per operand slot (a user appears twice when it uses
/// the value twice). Blocks are values too: their users are terminators (one entry per edge) and PHIs.
class UseLists {
public:
  void addInstruction(Instruction* I) {
    for (Value* Op : I->Ops) Users[Op].push_back(I);
    if (I->Callee) Users[I->Callee].push_back(I);
  }
  void dropInstruction(Instruction* I) {
    for (Value* Op : I->Ops) removeOne(Op, I);
    if (I->Callee) removeOne(I->Callee, I);
  }
  const std::vector<Instruction*>& users(const Value* V) const {
    static const std::vector<Instruction*> None;
    auto It = Users.find(V);
    return It == Users.end() ? None : It->second;
  }
  bool useEmpty(const Value* V) const { return users(V).empty(); }
  void setOperand(Instruction* I, unsigned Idx, Value* New) {
    removeOne(I->Ops[Idx], I);
    I->Ops[Idx] = New;
    Users[New].push_back(I);
  }
  void replaceAllUsesWith(Value* Old, Value* New) {
    if (Old == New) return;
    std::vector<Instruction*> Us = users(Old);
    std::unordered_set<Instruction*> Done;
    for (Instruction* U : Us) {
      if (!Done.insert(U).second) continue;
      for (unsigned K = 0; K < U->numOperands(); ++K)
        if (U->Ops[K] == Old) setOperand(U, K, New);
      if (U->Callee == Old) {
        removeOne(Old, U);
        U->Callee = New;
        Users[New].push_back(U);
      }
    }
  }
  /// Removes operands [Idx, Idx + N) of I (PHI entries).
  void eraseOperands(Instruction* I, unsigned Idx, unsigned N) {
    std::vector<Value*> Keep;
    for (unsigned K = 0; K < I->numOperands(); ++K) {
      if (K >= Idx && K < Idx + N)
        removeOne(I->Ops[K], I);
      else
        Keep.push_back(I->Ops[K]);
    }
    I->Ops = Keep;
  }
  void appendOperand(Instruction* I, Value* V) {
    I->Ops.push_back(V);
    Users[V].push_back(I);
  }

private:
  void removeOne(const Value* V, Instruction* I) {
    auto& L = Users[V];
    auto It = std::find(L.begin(), L.end(), I);
    DT_CHECK(It != L.end(), "CodeGenPrepare: use list out of step with the operands");
    L.erase(It);
  }
  std::unordered_map<const Value*, std::vector<Instruction*>> Users;
};

class Preparer {
public:
  Preparer(Module& M, Function& F, const CodeGenPrepareOptions& O) : M(M), F(F), Opts(O) {
    for (auto& A : F.Args) Names.insert(A->name());
    for (auto& BB : F.Blocks) {
      Names.insert(BB->name());
      for (auto& I : BB->instructions()) {
        Uses.addInstruction(I.get());
        Names.insert(I->name());
      }
    }
  }

  bool run();

private:
  Module& M;
  Function& F;
  const CodeGenPrepareOptions& Opts;
  UseLists Uses;
  std::vector<std::unique_ptr<Instruction>> ErasedInsts;
  mutable size_t SearchHint = 0; // where indexOf starts looking
  std::vector<std::unique_ptr<BasicBlock>> ErasedBlocks;
  std::unordered_set<const Value*> Erased;
  // The function's symbol table as LLVM keeps it: a copy of a named value gets the name plus the next number
  // of a per-function counter that is free (the name shows in memory operands: "from %ir.p01").
  std::unordered_set<std::string> Names;
  unsigned LastUnique = 0;
  std::string uniqueName(const std::string& Base) {
    if (Base.empty()) return Base;
    if (Names.insert(Base).second) return Base;
    while (true) {
      std::string N = Base + std::to_string(++LastUnique);
      if (Names.insert(N).second) return N;
    }
  }

  bool alive(const Value* V) const { return !Erased.count(V); }

  // ---- instruction and block surgery ------------------------------------------------------------------
  // The position of I in its block. The instructions a step touches are nearly always next to the one it
  // started from, so the search goes outward from the last position found: a scan from the block's start
  // made the pass quadratic on long blocks (a 100k-instruction block spent 2.4 G instructions here).
  size_t indexOf(const Instruction* I) const {
    if (std::optional<size_t> At = findNear(I->parent()->instructions(), SearchHint, I))
      return SearchHint = *At;
    throw InternalError("CodeGenPrepare: instruction not in its block");
  }
  // The block optimizeBlock is walking: instructions erased from it leave empty slots, closed when the walk
  // ends (erasing from the middle of a 100k-instruction block moved the whole tail each time). Only indexOf,
  // firstInsertionPos and phis can see that block meanwhile, and they step over the slots.
  BasicBlock* Walking = nullptr;
  void eraseInst(Instruction* I) {
    DT_CHECK(Uses.useEmpty(I), "CodeGenPrepare: erasing an instruction that is still used");
    Uses.dropInstruction(I);
    Erased.insert(I);
    BasicBlock* BB = I->parent();
    ErasedInsts.push_back(BB == Walking ? BB->removeLeavingHole(indexOf(I)) : BB->remove(indexOf(I)));
  }
  Instruction* insertAt(BasicBlock* BB, size_t Pos, std::unique_ptr<Instruction> I) {
    Instruction* R = BB->insert(Pos, std::move(I));
    Uses.addInstruction(R);
    return R;
  }
  static size_t firstInsertionPos(const BasicBlock* BB) {
    const auto& L = BB->instructions();
    size_t K = 0;
    while (K < L.size() && (!L[K] || isPhi(L[K].get()) || L[K]->opcode() == Opcode::LandingPad)) ++K;
    return K;
  }
  std::vector<Instruction*> phis(const BasicBlock* BB) const {
    std::vector<Instruction*> R;
    for (auto& I : BB->instructions()) {
      if (!I) continue; // an empty slot of the block being walked
      if (!isPhi(I.get())) break;
      R.push_back(I.get());
    }
    return R;
  }
  /// Predecessor edges, most recently made use first (LLVM's use-list order after reading a module).
  std::vector<BasicBlock*> predecessors(const BasicBlock* BB) const {
    std::vector<BasicBlock*> R;
    const auto& Us = Uses.users(BB);
    for (auto It = Us.rbegin(); It != Us.rend(); ++It)
      if (isTerminator((*It)->opcode())) R.push_back((*It)->parent());
    return R;
  }
  static std::vector<BasicBlock*> successors(const BasicBlock* BB) {
    std::vector<BasicBlock*> R;
    if (const Instruction* T = BB->terminator(); T && isTerminator(T->opcode()))
      for (Value* Op : T->Ops)
        if (isBlock(Op)) R.push_back(static_cast<BasicBlock*>(Op));
    return R;
  }
  BasicBlock* singlePredecessor(const BasicBlock* BB) const {
    auto P = predecessors(BB);
    return P.size() == 1 ? P[0] : nullptr;
  }
  BasicBlock* uniquePredecessor(const BasicBlock* BB) const {
    auto P = predecessors(BB);
    if (P.empty()) return nullptr;
    for (BasicBlock* X : P)
      if (X != P[0]) return nullptr;
    return P[0];
  }
  bool isTriviallyDead(const Instruction* I) const { return Uses.useEmpty(I) && !mayHaveSideEffects(I); }
  bool recursivelyDeleteTriviallyDead(Value* V);
  bool recursivelyDeleteDeadPHI(Instruction* PN);
  bool deleteDeadPHIs(BasicBlock* BB);
  Value* removeIncomingValue(Instruction* PN, const BasicBlock* BB, bool DeleteIfEmpty);
  Value* phiConstantValue(Instruction* PN) const;
  void removePredecessor(BasicBlock* BB, BasicBlock* Pred, bool KeepOneInputPHIs = false);
  void eraseBlock(BasicBlock* BB);
  void deleteDeadBlock(BasicBlock* BB);
  bool mergeBlockIntoPredecessor(BasicBlock* BB);

  // ---- the transformations ----------------------------------------------------------------------------
  bool eliminateAssumptions();
  bool eliminateMostlyEmptyBlocks();
  BasicBlock* mergeableEmptyBlockDest(BasicBlock* BB);
  bool canMergeBlocks(const BasicBlock* BB, const BasicBlock* DestBB) const;
  bool mergingEmptyBlockProfitable(BasicBlock* BB, BasicBlock* DestBB, bool IsPreheader);
  void eliminateMostlyEmptyBlock(BasicBlock* BB);
  bool eliminateFallThrough(bool SkipUnreachable);
  bool optimizeBlock(BasicBlock* BB);
  bool optimizeInst(Instruction* I);
  bool replaceZeroIndexGEP(Instruction* GEP);
  Value* simplifyPHI(Instruction* PN) const;
  bool optimizeNoopCopy(Instruction* CI);
  template <class MakeCopyFn>
  bool sinkIntoUsers(Instruction* I, bool PhiUsesInIncomingBlock, MakeCopyFn&& MakeCopy);
  bool sinkCast(Instruction* CI);
  bool sinkCmp(Instruction* Cmp);
  bool swapCmpOperandsForCSE(Instruction* Cmp);
  bool optimizeSwitchType(Instruction* SI);
  bool optimizeSwitchPhiConstants(Instruction* SI);
  bool constantFoldTerminator(BasicBlock* BB);
  std::unordered_set<const BasicBlock*> reachableBlocks() const;
  std::unordered_set<const BasicBlock*> loopPreheaders() const;

  // ---- type questions (what TargetLowering answers in LLVM) -----------------------------------------
  /// The integer width a scalar integer or pointer type has once type legalization has promoted it (one step,
  /// as getTypeToTransformTo does for TypePromoteInteger); 0 for types this step does not reason about.
  unsigned promotedIntWidth(const Type* T) const {
    unsigned W = T->isPointer() ? Opts.XLen : T->isInteger() ? T->bitWidth() : 0;
    if (W == 0) return 0;
    if (W <= Opts.XLen) return Opts.XLen;
    unsigned P = 1;
    while (P < W) P *= 2;
    return P; // a non-power-of-two wider type is promoted to the next power of two, a power of two expanded
  }
  bool expandsInteger(const Type* T) const {
    return T->isInteger() && T->bitWidth() > Opts.XLen && (T->bitWidth() & (T->bitWidth() - 1)) == 0;
  }
};

// ---------------------------------------------------------------------------------------------------------
// Surgery

bool Preparer::recursivelyDeleteTriviallyDead(Value* V) {
  if (V->kind() != ValueKind::Instruction || !alive(V)) return false;
  auto* Root = static_cast<Instruction*>(V);
  if (!isTriviallyDead(Root)) return false;
  std::vector<Instruction*> Work{Root};
  while (!Work.empty()) {
    Instruction* I = Work.back();
    Work.pop_back();
    std::vector<Value*> Ops(I->Ops.begin(), I->Ops.end());
    eraseInst(I);
    for (Value* Op : Ops)
      if (Op->kind() == ValueKind::Instruction && alive(Op)) {
        auto* OI = static_cast<Instruction*>(Op);
        if (isTriviallyDead(OI) && std::find(Work.begin(), Work.end(), OI) == Work.end()) Work.push_back(OI);
      }
  }
  return true;
}

// A PHI is dead when following its single users never reaches a side effect: the chain either ends in an
// unused instruction or closes into a cycle.
bool Preparer::recursivelyDeleteDeadPHI(Instruction* PN) {
  std::unordered_set<Instruction*> Visited;
  Instruction* I = PN;
  while (true) {
    const auto& Us = Uses.users(I);
    bool AllEqual = std::all_of(Us.begin(), Us.end(), [&](Instruction* U) { return U == Us.front(); });
    if (!AllEqual || mayHaveSideEffects(I)) return false;
    if (Us.empty()) return recursivelyDeleteTriviallyDead(I);
    if (!Visited.insert(I).second) {
      Uses.replaceAllUsesWith(I, M.poison(I->type()));
      recursivelyDeleteTriviallyDead(I);
      return true;
    }
    I = Us.front();
  }
}

bool Preparer::deleteDeadPHIs(BasicBlock* BB) {
  bool Changed = false;
  for (Instruction* PN : phis(BB))
    if (alive(PN)) Changed |= recursivelyDeleteDeadPHI(PN);
  return Changed;
}

Value* Preparer::removeIncomingValue(Instruction* PN, const BasicBlock* BB, bool DeleteIfEmpty) {
  for (unsigned K = 0; K < numIncoming(PN); ++K) {
    if (incomingBlock(PN, K) != BB) continue;
    Value* V = incomingValue(PN, K);
    Uses.eraseOperands(PN, 2 * K, 2);
    if (numIncoming(PN) == 0 && DeleteIfEmpty) {
      Uses.replaceAllUsesWith(PN, M.poison(PN->type()));
      eraseInst(PN);
    }
    return V;
  }
  throw InternalError("CodeGenPrepare: PHI has no entry for the block");
}

// PHINode::hasConstantValue: the one value every entry (other than the PHI itself) carries.
Value* Preparer::phiConstantValue(Instruction* PN) const {
  Value* Common = incomingValue(PN, 0);
  for (unsigned K = 1; K < numIncoming(PN); ++K) {
    Value* V = incomingValue(PN, K);
    if (V == Common || V == PN) continue;
    if (Common != PN) return nullptr;
    Common = V;
  }
  return Common == PN ? M.poison(PN->type()) : Common;
}

// BasicBlock::removePredecessor: drops one edge's PHI entries, folding PHIs left with a single value (unless
// KeepOneInputPHIs).
void Preparer::removePredecessor(BasicBlock* BB, BasicBlock* Pred, bool KeepOneInputPHIs) {
  auto Phis = phis(BB);
  if (Phis.empty()) return;
  unsigned NumPreds = numIncoming(Phis.front());
  for (Instruction* PN : Phis) {
    removeIncomingValue(PN, Pred, !KeepOneInputPHIs);
    if (KeepOneInputPHIs || NumPreds == 1) continue;
    if (Value* C = phiConstantValue(PN)) {
      Uses.replaceAllUsesWith(PN, C);
      eraseInst(PN);
    }
  }
}

void Preparer::eraseBlock(BasicBlock* BB) {
  while (!BB->instructions().empty()) {
    Instruction* I = BB->instructions().back().get();
    if (!Uses.useEmpty(I)) Uses.replaceAllUsesWith(I, M.poison(I->type()));
    eraseInst(I);
  }
  DT_CHECK(Uses.useEmpty(BB), "CodeGenPrepare: erasing a block that is still referenced");
  Erased.insert(BB);
  for (size_t K = 0; K < F.Blocks.size(); ++K)
    if (F.Blocks[K].get() == BB) {
      ErasedBlocks.push_back(std::move(F.Blocks[K]));
      F.Blocks.erase(F.Blocks.begin() + std::ptrdiff_t(K));
      return;
    }
}

void Preparer::deleteDeadBlock(BasicBlock* BB) {
  for (BasicBlock* Succ : successors(BB)) removePredecessor(Succ, BB);
  eraseBlock(BB);
}

// MergeBlockIntoPredecessor: BB's instructions move to the end of its only predecessor, which jumped only to
// BB.
bool Preparer::mergeBlockIntoPredecessor(BasicBlock* BB) {
  BasicBlock* Pred = uniquePredecessor(BB);
  if (!Pred || Pred == BB) return false;
  Instruction* PT = Pred->terminator();
  if (!PT || PT->opcode() != Opcode::Br) return false;
  for (BasicBlock* S : successors(Pred))
    if (S != BB) return false;
  for (Instruction* PN : phis(BB))
    for (unsigned K = 0; K < numIncoming(PN); ++K)
      if (incomingValue(PN, K) == PN) return false;
  for (Instruction* PN : phis(BB)) { // FoldSingleEntryPHINodes
    Value* V = incomingValue(PN, 0);
    Uses.replaceAllUsesWith(PN, V != PN ? V : M.poison(PN->type()));
    eraseInst(PN);
  }
  eraseInst(PT);
  for (std::unique_ptr<Instruction>& I : BB->removeAll()) Pred->append(std::move(I));
  Uses.replaceAllUsesWith(BB, Pred);
  if (Pred->name().empty()) Pred->setName(BB->name());
  eraseBlock(BB);
  return true;
}

// ---------------------------------------------------------------------------------------------------------
// Analyses (what LLVM asks DominatorTree and LoopInfo)

std::unordered_set<const BasicBlock*> Preparer::reachableBlocks() const {
  std::unordered_set<const BasicBlock*> Seen;
  std::vector<const BasicBlock*> Work;
  if (F.entry()) Work.push_back(F.entry());
  while (!Work.empty()) {
    const BasicBlock* B = Work.back();
    Work.pop_back();
    if (!Seen.insert(B).second) continue;
    for (BasicBlock* S : successors(B)) Work.push_back(S);
  }
  return Seen;
}

// Loop preheaders: for each natural-loop header (the target of an edge from a block it dominates), the one
// block outside the loop that enters it, when that block has a single successor edge.
std::unordered_set<const BasicBlock*> Preparer::loopPreheaders() const {
  // Reverse post-order and immediate dominators (Cooper, Harvey and Kennedy's iteration).
  std::vector<const BasicBlock*> Order;
  std::unordered_map<const BasicBlock*, unsigned> RPO;
  {
    std::unordered_set<const BasicBlock*> Seen;
    std::vector<std::pair<const BasicBlock*, size_t>> Stack;
    Stack.push_back({F.entry(), 0});
    Seen.insert(F.entry());
    while (!Stack.empty()) {
      auto& [B, Next] = Stack.back();
      auto Succs = successors(B);
      if (Next < Succs.size()) {
        const BasicBlock* S = Succs[Next++];
        if (Seen.insert(S).second) Stack.push_back({S, 0});
      } else {
        Order.push_back(B);
        Stack.pop_back();
      }
    }
    std::reverse(Order.begin(), Order.end());
    for (unsigned K = 0; K < Order.size(); ++K) RPO[Order[K]] = K;
  }
  std::vector<int> IDom(Order.size(), -1);
  IDom[0] = 0;
  auto intersect = [&](int A, int B) {
    while (A != B) {
      while (A > B) A = IDom[size_t(A)];
      while (B > A) B = IDom[size_t(B)];
    }
    return A;
  };
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (unsigned K = 1; K < Order.size(); ++K) {
      int New = -1;
      for (BasicBlock* P : predecessors(Order[K])) {
        auto It = RPO.find(P);
        if (It == RPO.end() || IDom[It->second] < 0) continue;
        New = New < 0 ? int(It->second) : intersect(int(It->second), New);
      }
      if (New != IDom[K]) IDom[K] = New, Changed = true;
    }
  }
  auto dominates = [&](unsigned A, unsigned B) {
    while (B != A && B != 0) B = unsigned(IDom[B]);
    return A == B;
  };
  std::unordered_set<const BasicBlock*> Result;
  for (unsigned H = 0; H < Order.size(); ++H) {
    std::vector<const BasicBlock*> Latches;
    for (BasicBlock* P : predecessors(Order[H]))
      if (auto It = RPO.find(P); It != RPO.end() && dominates(H, It->second)) Latches.push_back(P);
    if (Latches.empty()) continue;
    std::unordered_set<const BasicBlock*> Body{Order[H]};
    std::vector<const BasicBlock*> Work(Latches.begin(), Latches.end());
    while (!Work.empty()) {
      const BasicBlock* B = Work.back();
      Work.pop_back();
      if (!Body.insert(B).second) continue;
      for (BasicBlock* P : predecessors(B))
        if (RPO.count(P)) Work.push_back(P);
    }
    const BasicBlock* Outside = nullptr;
    bool Unique = true;
    for (BasicBlock* P : predecessors(Order[H])) {
      if (Body.count(P)) continue;
      if (Outside && Outside != P) Unique = false;
      Outside = P;
    }
    if (Outside && Unique && successors(Outside).size() == 1) Result.insert(Outside);
  }
  return Result;
}

// ---------------------------------------------------------------------------------------------------------
// Step 1: blocks that hold only PHIs and an unconditional branch

bool Preparer::eliminateAssumptions() {
  bool Changed = false;
  for (auto& BB : F.Blocks) {
    std::vector<Instruction*> Assumes;
    for (auto& I : BB->instructions())
      if (I->opcode() == Opcode::Call && I->Callee && I->Callee->kind() == ValueKind::Function &&
          static_cast<const Function*>(I->Callee)->Intrinsic == IntrinsicID::assume)
        Assumes.push_back(I.get());
    for (Instruction* A : Assumes) {
      Value* Cond = A->numOperands() ? A->operand(0) : nullptr;
      eraseInst(A);
      if (Cond) recursivelyDeleteTriviallyDead(Cond);
      Changed = true;
    }
  }
  return Changed;
}

BasicBlock* Preparer::mergeableEmptyBlockDest(BasicBlock* BB) {
  const auto& L = BB->instructions();
  Instruction* BI = BB->terminator();
  if (!isUnconditionalBr(BI)) return nullptr;
  if (L.size() > 1 && !isPhi(L[L.size() - 2].get())) return nullptr;
  auto* Dest = static_cast<BasicBlock*>(BI->operand(0));
  if (Dest == BB) return nullptr;
  return canMergeBlocks(BB, Dest) ? Dest : nullptr;
}

bool Preparer::canMergeBlocks(const BasicBlock* BB, const BasicBlock* DestBB) const {
  // BB's PHIs may feed only DestBB's PHIs, through the edge from BB.
  for (Instruction* PN : phis(BB))
    for (Instruction* U : Uses.users(PN)) {
      if (U->parent() != DestBB || !isPhi(U)) return false;
      for (unsigned K = 0; K < numIncoming(U); ++K) {
        Value* V = incomingValue(U, K);
        if (V->kind() == ValueKind::Instruction && static_cast<Instruction*>(V)->parent() == BB &&
            incomingBlock(U, K) != BB)
          return false;
      }
    }
  auto DestPhis = phis(DestBB);
  if (DestPhis.empty()) return true;
  // A predecessor common to BB and DestBB must bring the same value along both ways.
  std::unordered_set<const BasicBlock*> BBPreds;
  auto BBPhis = phis(BB);
  if (!BBPhis.empty())
    for (unsigned K = 0; K < numIncoming(BBPhis[0]); ++K) BBPreds.insert(incomingBlock(BBPhis[0], K));
  else
    for (BasicBlock* P : predecessors(BB)) BBPreds.insert(P);
  auto valueFor = [](const Instruction* PN, const BasicBlock* B) -> Value* {
    for (unsigned K = 0; K < numIncoming(PN); ++K)
      if (incomingBlock(PN, K) == B) return incomingValue(PN, K);
    return nullptr;
  };
  for (unsigned K = 0; K < numIncoming(DestPhis[0]); ++K) {
    BasicBlock* Pred = incomingBlock(DestPhis[0], K);
    if (!BBPreds.count(Pred)) continue;
    for (Instruction* PN : DestPhis) {
      Value* V1 = valueFor(PN, Pred);
      Value* V2 = valueFor(PN, BB);
      if (V2 && V2->kind() == ValueKind::Instruction && isPhi(static_cast<Instruction*>(V2)) &&
          static_cast<Instruction*>(V2)->parent() == BB)
        V2 = valueFor(static_cast<Instruction*>(V2), Pred);
      if (V1 != V2) return false;
    }
  }
  return true;
}

// LLVM weighs block frequencies when the empty block hangs off a switch; without profile data a switch sends
// each of its successor edges the same share, which is what this approximation assumes.
bool Preparer::mergingEmptyBlockProfitable(BasicBlock* BB, BasicBlock* DestBB, bool IsPreheader) {
  if (IsPreheader) {
    BasicBlock* SP = singlePredecessor(BB);
    if (!(SP && successors(SP).size() == 1)) return false;
  }
  BasicBlock* Pred = uniquePredecessor(BB);
  if (!Pred ||
      !(Pred->terminator()->opcode() == Opcode::Switch || Pred->terminator()->opcode() == Opcode::IndirectBr))
    return true;
  if (BB->terminator() != BB->instructions().front().get()) return true;
  auto DestPhis = phis(DestBB);
  if (DestPhis.empty()) return true;
  auto valueFor = [](const Instruction* PN, const BasicBlock* B) -> Value* {
    for (unsigned K = 0; K < numIncoming(PN); ++K)
      if (incomingBlock(PN, K) == B) return incomingValue(PN, K);
    return nullptr;
  };
  std::vector<BasicBlock*> SameIncoming;
  for (BasicBlock* P : predecessors(DestBB)) {
    if (P == BB) continue;
    if (std::all_of(DestPhis.begin(), DestPhis.end(),
                    [&](Instruction* PN) { return valueFor(PN, BB) == valueFor(PN, P); }))
      if (std::find(SameIncoming.begin(), SameIncoming.end(), P) == SameIncoming.end())
        SameIncoming.push_back(P);
  }
  if (std::find(SameIncoming.begin(), SameIncoming.end(), Pred) != SameIncoming.end()) return true;
  auto Succs = successors(Pred);
  auto edgesTo = [&](const BasicBlock* B) { return size_t(std::count(Succs.begin(), Succs.end(), B)); };
  size_t BBEdges = edgesTo(BB);
  for (BasicBlock* S : SameIncoming)
    if (uniquePredecessor(S) == Pred && mergeableEmptyBlockDest(S) == DestBB) BBEdges += edgesTo(S);
  // Merge when Freq(Pred) <= 2 * Freq(BB) and friends.
  return Succs.size() <= 2 * BBEdges;
}

void Preparer::eliminateMostlyEmptyBlock(BasicBlock* BB) {
  auto* DestBB = static_cast<BasicBlock*>(BB->terminator()->operand(0));
  if (BasicBlock* SP = singlePredecessor(DestBB); SP && SP != DestBB) {
    mergeBlockIntoPredecessor(DestBB);
    return;
  }
  auto BBPhis = phis(BB);
  for (Instruction* PN : phis(DestBB)) {
    Value* In = removeIncomingValue(PN, BB, false);
    auto* InPhi = In->kind() == ValueKind::Instruction && isPhi(static_cast<Instruction*>(In)) &&
                          static_cast<Instruction*>(In)->parent() == BB
                      ? static_cast<Instruction*>(In)
                      : nullptr;
    if (InPhi) {
      for (unsigned K = 0; K < numIncoming(InPhi); ++K) {
        Uses.appendOperand(PN, incomingValue(InPhi, K));
        Uses.appendOperand(PN, incomingBlock(InPhi, K));
      }
    } else if (!BBPhis.empty()) {
      for (unsigned K = 0; K < numIncoming(BBPhis[0]); ++K) {
        Uses.appendOperand(PN, In);
        Uses.appendOperand(PN, incomingBlock(BBPhis[0], K));
      }
    } else {
      for (BasicBlock* P : predecessors(BB)) {
        Uses.appendOperand(PN, In);
        Uses.appendOperand(PN, P);
      }
    }
  }
  // Everything that named BB (the predecessors' terminators) now names DestBB; BB's PHIs fed only DestBB's.
  for (Instruction* PN : phis(BB)) Uses.replaceAllUsesWith(PN, M.poison(PN->type()));
  Uses.replaceAllUsesWith(BB, DestBB);
  eraseBlock(BB);
}

bool Preparer::eliminateMostlyEmptyBlocks() {
  auto Preheaders = loopPreheaders();
  bool Changed = false;
  std::vector<BasicBlock*> Blocks;
  for (size_t K = 1; K < F.Blocks.size(); ++K) {
    Changed |= deleteDeadPHIs(F.Blocks[K].get());
    Blocks.push_back(F.Blocks[K].get());
  }
  for (BasicBlock* BB : Blocks) {
    if (!alive(BB)) continue;
    BasicBlock* Dest = mergeableEmptyBlockDest(BB);
    if (!Dest || !mergingEmptyBlockProfitable(BB, Dest, Preheaders.count(BB) > 0)) continue;
    eliminateMostlyEmptyBlock(BB);
    Changed = true;
  }
  return Changed;
}

bool Preparer::eliminateFallThrough(bool SkipUnreachable) {
  bool Changed = false;
  std::unordered_set<const BasicBlock*> Reachable;
  if (SkipUnreachable) Reachable = reachableBlocks();
  std::vector<BasicBlock*> Blocks;
  for (size_t K = 1; K < F.Blocks.size(); ++K) Blocks.push_back(F.Blocks[K].get());
  for (BasicBlock* BB : Blocks) {
    if (!alive(BB)) continue;
    BasicBlock* SP = singlePredecessor(BB);
    if (!SP || SP == BB) continue;
    if (SkipUnreachable && !Reachable.count(BB)) continue;
    if (isUnconditionalBr(SP->terminator())) {
      Changed = true;
      mergeBlockIntoPredecessor(BB);
    }
  }
  return Changed;
}

// ---------------------------------------------------------------------------------------------------------
// Step 2: the per-instruction clean-ups

// simplifyInstruction on a PHI: the single value behind every entry, ignoring the PHI itself and undef/poison
// entries (then only when that value is known to dominate the PHI and, against undef, not to be poison).
Value* Preparer::simplifyPHI(Instruction* PN) const {
  Value* Common = nullptr;
  bool HasPoison = false, HasUndef = false;
  for (unsigned K = 0; K < numIncoming(PN); ++K) {
    Value* V = incomingValue(PN, K);
    if (V == PN) continue;
    if (V->kind() == ValueKind::Poison) {
      HasPoison = true;
      continue;
    }
    if (V->kind() == ValueKind::Undef) {
      HasUndef = true;
      continue;
    }
    if (Common && V != Common) return nullptr;
    Common = V;
  }
  if (!Common) return HasUndef ? M.undef(PN->type()) : M.poison(PN->type());
  if (HasPoison || HasUndef) {
    if (Common->kind() == ValueKind::Instruction) {
      auto* CI = static_cast<Instruction*>(Common);
      if (CI->parent() != F.entry() || CI->opcode() == Opcode::Invoke || CI->opcode() == Opcode::CallBr)
        return nullptr;
    }
    bool NotPoison = Common->kind() == ValueKind::ConstantInt || Common->kind() == ValueKind::ConstantFP ||
                     Common->kind() == ValueKind::ConstantNull || Common->isGlobal();
    if (HasUndef && !NotPoison) return nullptr;
  }
  return Common;
}

// One copy of I in each other block that uses it, made by MakeCopy and placed at the block's first insertion
// point; the uses there read the copy, and I goes when nothing else reads it. A PHI's use counts in its
// incoming block (PhiUsesInIncomingBlock) or is left alone.
template <class MakeCopyFn>
bool Preparer::sinkIntoUsers(Instruction* I, bool PhiUsesInIncomingBlock, MakeCopyFn&& MakeCopy) {
  BasicBlock* DefBB = I->parent();
  std::unordered_map<BasicBlock*, Instruction*> Inserted;
  bool Changed = false;
  std::vector<Instruction*> Users = Uses.users(I);
  std::unordered_set<Instruction*> Done;
  for (Instruction* U : Users) {
    if (!Done.insert(U).second || (isPhi(U) && !PhiUsesInIncomingBlock)) continue;
    for (unsigned K = 0; K < U->numOperands(); ++K) {
      if (U->operand(K) != I) continue;
      BasicBlock* UserBB = isPhi(U) ? incomingBlock(U, K / 2) : U->parent();
      if (UserBB == DefBB) continue;
      Instruction*& Copy = Inserted[UserBB];
      if (!Copy) Copy = insertAt(UserBB, firstInsertionPos(UserBB), MakeCopy());
      Uses.setOperand(U, K, Copy);
      Changed = true;
    }
  }
  if (Uses.useEmpty(I)) {
    eraseInst(I);
    Changed = true;
  }
  return Changed;
}

// SinkCast: one copy of the cast in each block that uses it (a PHI use counts in its incoming block).
bool Preparer::sinkCast(Instruction* CI) {
  return sinkIntoUsers(CI, true, [CI] {
    auto C = std::make_unique<Instruction>(CI->opcode(), CI->type());
    // Instruction::clone leaves the copy unnamed (its memory operands print as %ir.<number>).
    C->Ops = {CI->operand(0)};
    C->Flags = CI->Flags;
    C->Loc = CI->Loc;
    return C;
  });
}

// A cast that is a plain copy once both types are promoted to registers (trunc i32 → i8 on RV32, trunc
// i64 → i32 on RV64, ptrtoint/inttoptr/bitcast between pointer-sized values) is sunk into its users' blocks.
bool Preparer::optimizeNoopCopy(Instruction* CI) {
  if (CI->opcode() == Opcode::AddrSpaceCast) return false;
  const Type* Src = CI->operand(0)->type();
  const Type* Dst = CI->type();
  bool SrcInt = Src->isInteger() || Src->isPointer(), DstInt = Dst->isInteger() || Dst->isPointer();
  if (!SrcInt || !DstInt) return false; // FP and vector casts are not copies
  unsigned SrcW = Src->isPointer() ? Opts.XLen : Src->bitWidth();
  unsigned DstW = Dst->isPointer() ? Opts.XLen : Dst->bitWidth();
  if (SrcW < DstW) return false; // an extension does real work
  if (promotedIntWidth(Src) != promotedIntWidth(Dst)) return false;
  return sinkCast(CI);
}

// sinkCmpExpression: RISC-V has no condition-code register to share, so each using block recomputes the
// compare (PHI uses keep the original); an unused compare disappears.
bool Preparer::sinkCmp(Instruction* Cmp) {
  return sinkIntoUsers(Cmp, false, [Cmp] {
    auto C = std::make_unique<Instruction>(Cmp->opcode(), Cmp->type());
    C->Ops = {Cmp->operand(0), Cmp->operand(1)};
    C->Pred = Cmp->Pred; // CmpInst::Create copies neither the name nor fast-math flags
    C->Loc = Cmp->Loc;
    return C;
  });
}

Predicate swappedPredicate(Predicate P) {
  switch (P) {
  case Predicate::ICMP_UGT: return Predicate::ICMP_ULT;
  case Predicate::ICMP_ULT: return Predicate::ICMP_UGT;
  case Predicate::ICMP_UGE: return Predicate::ICMP_ULE;
  case Predicate::ICMP_ULE: return Predicate::ICMP_UGE;
  case Predicate::ICMP_SGT: return Predicate::ICMP_SLT;
  case Predicate::ICMP_SLT: return Predicate::ICMP_SGT;
  case Predicate::ICMP_SGE: return Predicate::ICMP_SLE;
  case Predicate::ICMP_SLE: return Predicate::ICMP_SGE;
  case Predicate::FCMP_OGT: return Predicate::FCMP_OLT;
  case Predicate::FCMP_OLT: return Predicate::FCMP_OGT;
  case Predicate::FCMP_OGE: return Predicate::FCMP_OLE;
  case Predicate::FCMP_OLE: return Predicate::FCMP_OGE;
  case Predicate::FCMP_UGT: return Predicate::FCMP_ULT;
  case Predicate::FCMP_ULT: return Predicate::FCMP_UGT;
  case Predicate::FCMP_UGE: return Predicate::FCMP_ULE;
  case Predicate::FCMP_ULE: return Predicate::FCMP_UGE;
  default: return P;
  }
}

// swapICmpOperandsToExposeCSEOpportunities: `icmp a, b` next to `sub b, a` becomes `icmp' b, a`, so the
// subtraction and the compare can share work.
bool Preparer::swapCmpOperandsForCSE(Instruction* Cmp) {
  Value* A = Cmp->operand(0);
  Value* B = Cmp->operand(1);
  if (!A->type()->isInteger() || isConstantLike(A) || isConstantLike(B) || A == B) return false;
  int Good = 0;
  unsigned Inspected = 0;
  for (Instruction* U : Uses.users(A)) {
    if (++Inspected > 128) return false;
    if (U->opcode() != Opcode::Sub) continue;
    if (U->operand(0) == B && U->operand(1) == A)
      ++Good;
    else if (U->operand(0) == A && U->operand(1) == B)
      --Good;
  }
  if (Good <= 0) return false;
  Uses.setOperand(Cmp, 0, B);
  Uses.setOperand(Cmp, 1, A);
  Cmp->Pred = swappedPredicate(Cmp->Pred);
  return true;
}

// optimizeSwitchType: a switch on a type narrower than a register switches on its extension instead, so the
// case compares need no extension each.
bool Preparer::optimizeSwitchType(Instruction* SI) {
  Value* Cond = SI->operand(0);
  const Type* Old = Cond->type();
  if (!Old->isInteger() || Old->bitWidth() >= Opts.XLen) return false;
  const Type* New = M.Types.intTy(Opts.XLen);
  bool SExt = Opts.SExtCheaperFromI32 && Old->bitWidth() == 32 && Opts.XLen == 64;
  if (Cond->kind() == ValueKind::Argument) {
    const ParamAttrs& A = static_cast<Argument*>(Cond)->Attrs;
    if (A.SignExt) SExt = true;
    if (A.ZeroExt) SExt = false;
  }
  auto Ext = std::make_unique<Instruction>(SExt ? Opcode::SExt : Opcode::ZExt, New);
  Ext->Ops = {Cond};
  Ext->Loc = SI->Loc;
  Instruction* E = insertAt(SI->parent(), indexOf(SI), std::move(Ext));
  Uses.setOperand(SI, 0, E);
  for (unsigned K = 2; K + 1 < SI->numOperands(); K += 2) {
    const APInt& Narrow = static_cast<ConstantInt*>(SI->operand(K))->value();
    Uses.setOperand(SI, K, M.constInt(New, SExt ? Narrow.sext(Opts.XLen) : Narrow.zext(Opts.XLen)));
  }
  return true;
}

// optimizeSwitchPhiConstants: `case 42: phi [42, %switchbb]` reuses the condition instead of
// materialising 42.
bool Preparer::optimizeSwitchPhiConstants(Instruction* SI) {
  Value* Cond = SI->operand(0);
  if (Cond->kind() == ValueKind::ConstantInt) return false;
  bool Changed = false;
  BasicBlock* SwitchBB = SI->parent();
  auto singleCaseTo = [&](const BasicBlock* Dest) {
    if (SI->operand(1) == Dest) return false;
    unsigned N = 0;
    for (unsigned K = 3; K < SI->numOperands(); K += 2) N += SI->operand(K) == Dest;
    return N == 1;
  };
  for (unsigned C = 2; C + 1 < SI->numOperands(); C += 2) {
    Value* CaseValue = SI->operand(C);
    auto* CaseBB = static_cast<BasicBlock*>(SI->operand(C + 1));
    bool Checked = false;
    for (Instruction* PN : phis(CaseBB)) {
      if (PN->type() != Cond->type()) continue; // isZExtFree(Type, Type) is false on RISC-V
      bool Skip = false;
      for (unsigned K = 0; K < numIncoming(PN); ++K) {
        if (incomingValue(PN, K) != CaseValue || incomingBlock(PN, K) != SwitchBB) continue;
        if (!Checked) {
          Checked = true;
          if (!singleCaseTo(CaseBB)) {
            Skip = true;
            break;
          }
        }
        Uses.setOperand(PN, 2 * K, Cond);
        Changed = true;
      }
      if (Skip) break;
    }
  }
  return Changed;
}

// A getelementptr whose indices are all zero is its base pointer: it becomes a bitcast (named after it),
// which is then treated like any other cast.
bool Preparer::replaceZeroIndexGEP(Instruction* GEP) {
  for (unsigned K = 1; K < GEP->numOperands(); ++K) {
    const Value* Idx = GEP->operand(K);
    bool Zero =
        Idx->kind() == ValueKind::ZeroInitializer ||
        (Idx->kind() == ValueKind::ConstantInt && static_cast<const ConstantInt*>(Idx)->value().isZero());
    if (!Zero) return false;
  }
  auto BC = std::make_unique<Instruction>(Opcode::BitCast, GEP->type());
  BC->setName(uniqueName(GEP->name()));
  BC->Ops = {GEP->operand(0)};
  BC->Loc = GEP->Loc;
  Instruction* NC = insertAt(GEP->parent(), indexOf(GEP), std::move(BC));
  Uses.replaceAllUsesWith(GEP, NC);
  recursivelyDeleteTriviallyDead(GEP);
  optimizeInst(NC);
  return true;
}

bool Preparer::optimizeInst(Instruction* I) {
  switch (I->opcode()) {
  case Opcode::Phi:
    if (Value* V = simplifyPHI(I)) {
      Uses.replaceAllUsesWith(I, V);
      eraseInst(I);
      return true;
    }
    return false;
  case Opcode::ICmp:
  case Opcode::FCmp:
    if (sinkCmp(I)) return true;
    return I->opcode() == Opcode::ICmp && swapCmpOperandsForCSE(I);
  case Opcode::Switch: {
    bool Changed = optimizeSwitchType(I);
    return optimizeSwitchPhiConstants(I) || Changed;
  }
  case Opcode::GetElementPtr: return replaceZeroIndexGEP(I);
  default: break;
  }
  if (!isCast(I->opcode()) || isConstantLike(I->operand(0))) return false;
  if (optimizeNoopCopy(I)) return true;
  if ((I->opcode() == Opcode::ZExt || I->opcode() == Opcode::SExt) && expandsInteger(I->type()))
    return sinkCast(I);
  return false;
}

bool Preparer::optimizeBlock(BasicBlock* BB) {
  bool Changed = false;
  const auto& L = BB->instructions();
  // The first instruction at or after P (empty slots are what this walk erased).
  auto occupied = [&](size_t P) {
    while (P < L.size() && !L[P]) ++P;
    return P;
  };
  Walking = BB;
  for (size_t Pos = occupied(0); Pos < L.size();) {
    Instruction* I = L[Pos].get();
    size_t NextPos = occupied(Pos + 1);
    Instruction* Next = NextPos < L.size() ? L[NextPos].get() : nullptr;
    SearchHint = Pos;
    Changed |= optimizeInst(I);
    if (!Next) break;
    // Next is still where it was unless something was inserted before it.
    NextPos = occupied(Pos + 1);
    Pos = NextPos < L.size() && L[NextPos].get() == Next ? NextPos : indexOf(Next);
  }
  Walking = nullptr;
  BB->closeHoles();
  return Changed;
}

// ---------------------------------------------------------------------------------------------------------
// Step 3: ConstantFoldTerminator (with dead conditions deleted)

bool Preparer::constantFoldTerminator(BasicBlock* BB) {
  Instruction* T = BB->terminator();
  if (!T) return false;
  auto replaceTerminator = [&](std::unique_ptr<Instruction> New) {
    New->Loc = T->Loc;
    size_t Pos = indexOf(T);
    eraseInst(T);
    insertAt(BB, Pos, std::move(New));
  };
  auto branchTo = [&](BasicBlock* Dest) {
    auto Br = std::make_unique<Instruction>(Opcode::Br, M.Types.voidTy());
    Br->Ops = {Dest};
    return Br;
  };
  if (T->opcode() == Opcode::Br && T->numOperands() == 3) {
    Value* Cond = T->operand(0);
    auto* D1 = static_cast<BasicBlock*>(T->operand(1));
    auto* D2 = static_cast<BasicBlock*>(T->operand(2));
    if (D1 == D2) {
      removePredecessor(D1, BB);
      replaceTerminator(branchTo(D1));
      recursivelyDeleteTriviallyDead(Cond);
      return true;
    }
    if (Cond->kind() == ValueKind::ConstantInt) {
      bool Taken = !static_cast<ConstantInt*>(Cond)->value().isZero();
      removePredecessor(Taken ? D2 : D1, BB);
      replaceTerminator(branchTo(Taken ? D1 : D2));
      return true;
    }
    return false;
  }
  if (T->opcode() != Opcode::Switch) return false;
  auto* CI =
      T->operand(0)->kind() == ValueKind::ConstantInt ? static_cast<ConstantInt*>(T->operand(0)) : nullptr;
  auto* Default = static_cast<BasicBlock*>(T->operand(1));
  BasicBlock* OnlyDest = Default;
  if (T->numOperands() > 2 && Default->instructions().size() > 0 &&
      phis(Default).size() < Default->instructions().size() &&
      Default->instructions()[phis(Default).size()]->opcode() == Opcode::Unreachable)
    OnlyDest = static_cast<BasicBlock*>(T->operand(3));
  bool Changed = false;
  for (unsigned K = 2; K + 1 < T->numOperands();) {
    if (T->operand(K) == CI) {
      OnlyDest = static_cast<BasicBlock*>(T->operand(K + 1));
      break;
    }
    if (T->operand(K + 1) == Default) { // a case that goes where the default goes is no case
      removePredecessor(Default, BB);
      Uses.eraseOperands(T, K, 2);
      Changed = true;
      continue;
    }
    if (T->operand(K + 1) != OnlyDest) OnlyDest = nullptr;
    K += 2;
  }
  if (CI && !OnlyDest) OnlyDest = Default;
  if (OnlyDest) {
    BasicBlock* Keep = OnlyDest;
    for (BasicBlock* S : successors(BB)) {
      if (S == Keep)
        Keep = nullptr;
      else
        removePredecessor(S, BB, /*KeepOneInputPHIs=*/true);
    }
    Value* Cond = T->operand(0);
    replaceTerminator(branchTo(OnlyDest));
    recursivelyDeleteTriviallyDead(Cond);
    return true;
  }
  if (T->numOperands() == 4) { // one case left: a compare and a conditional branch
    auto Cmp = std::make_unique<Instruction>(Opcode::ICmp, M.Types.i1());
    Cmp->setName(uniqueName("cond"));
    Cmp->Ops = {T->operand(0), T->operand(2)};
    Cmp->Pred = Predicate::ICMP_EQ;
    Cmp->Loc = T->Loc;
    Instruction* C = insertAt(BB, indexOf(T), std::move(Cmp));
    auto Br = std::make_unique<Instruction>(Opcode::Br, M.Types.voidTy());
    Br->Ops = {C, T->operand(3), Default};
    replaceTerminator(std::move(Br));
    return true;
  }
  return Changed;
}

bool Preparer::run() {
  bool Ever = eliminateAssumptions();
  Ever |= eliminateMostlyEmptyBlocks();
  for (bool Changed = true; Changed;) {
    Changed = false;
    std::vector<BasicBlock*> Blocks;
    for (auto& BB : F.Blocks) Blocks.push_back(BB.get());
    for (BasicBlock* BB : Blocks)
      if (alive(BB)) Changed |= optimizeBlock(BB);
    if (Changed) eliminateFallThrough(/*SkipUnreachable=*/true);
    Ever |= Changed;
  }
  // Fold constant terminators, then delete the blocks nothing reaches any more.
  bool Changed = false;
  std::vector<BasicBlock*> Work; // a set in insertion order; popped from the back
  auto push = [&](BasicBlock* B) {
    if (std::find(Work.begin(), Work.end(), B) == Work.end()) Work.push_back(B);
  };
  std::vector<BasicBlock*> Blocks;
  for (auto& BB : F.Blocks) Blocks.push_back(BB.get());
  for (BasicBlock* BB : Blocks) {
    auto Succs = successors(BB);
    Changed |= constantFoldTerminator(BB);
    if (!Changed) continue;
    for (BasicBlock* S : Succs)
      if (alive(S) && predecessors(S).empty() && S != F.entry()) push(S);
  }
  Changed |= !Work.empty();
  while (!Work.empty()) {
    BasicBlock* BB = Work.back();
    Work.pop_back();
    auto Succs = successors(BB);
    deleteDeadBlock(BB);
    for (BasicBlock* S : Succs)
      if (alive(S) && predecessors(S).empty() && S != F.entry()) push(S);
  }
  if (Ever || Changed) Changed |= eliminateFallThrough(/*SkipUnreachable=*/false);
  Ever |= Changed;
  return Ever;
}

} // namespace

bool codeGenPrepare(Module& M, Function& F, const CodeGenPrepareOptions& Opts) {
  if (F.isDeclaration()) return false;
  bool Changed = Preparer(M, F, Opts).run();
  if (Changed) {
    for (size_t K = 0; K < F.Blocks.size(); ++K) F.Blocks[K]->Number = unsigned(K);
    F.numberLocalValues();
  }
  return Changed;
}

} // namespace dt::ir
