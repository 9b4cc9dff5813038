// ir/IR.cpp — opcode/predicate tables, blocks, and the module's constant factories.
//
// Duty: own every constant of a module and hand out one object per (type, value) for the cheap kinds
// (integers, FP bit patterns, null/undef/poison/zeroinitializer), so passes may compare those by pointer.
// Aggregates and constant expressions are not uniqued (their callers set fields after creation).
#include "ir/IR.h"

#include "support/Diagnostics.h"

#include <algorithm>

#include <type_traits>
#include <unordered_map>
#include <unordered_set>

namespace dt::ir {

const char* opcodeName(Opcode Op) {
  switch (Op) {
#define X(Name, Text)                                                                                        \
  case Opcode::Name: return Text;
    DT_IR_OPCODES(X)
#undef X
  }
  return "<bad opcode>";
}

bool isTerminator(Opcode Op) {
  switch (Op) {
  case Opcode::Ret:
  case Opcode::Br:
  case Opcode::Switch:
  case Opcode::Unreachable:
  case Opcode::IndirectBr:
  case Opcode::Invoke:
  case Opcode::Resume:
  case Opcode::CallBr: return true;
  default: return false;
  }
}

bool isCast(Opcode Op) {
  return Op >= Opcode::Trunc && Op <= Opcode::AddrSpaceCast;
}

bool isBinaryOp(Opcode Op) {
  return Op >= Opcode::Add && Op <= Opcode::Xor;
}

const char* predicateName(Predicate P) {
  static const char* const FCmp[] = {"false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord",
                                     "uno",   "ueq", "ugt", "uge", "ult", "ule", "une", "true"};
  static const char* const ICmp[] = {"eq", "ne", "ugt", "uge", "ult", "ule", "sgt", "sge", "slt", "sle"};
  unsigned V = unsigned(P);
  if (V < 16) return FCmp[V];
  if (V >= 32 && V < 42) return ICmp[V - 32];
  return "<bad predicate>";
}

void OperandList::grow(size_t NewCap) {
  if (NewCap > UINT32_MAX) throw InternalError("too many operands");
  Value** P = new Value*[NewCap];
  std::copy(Ptr, Ptr + Size, P);
  if (Ptr != Inline) delete[] Ptr;
  Ptr = P;
  Cap = uint32_t(NewCap);
}

const InstExtra& Instruction::extraOrEmpty() const {
  static const InstExtra Empty;
  return Extra ? *Extra : Empty;
}

BasicBlock::~BasicBlock() {
  // Destroy the instructions in order, asking for the ones a few places ahead first: in a big block they
  // are far apart in memory, and waiting for each in turn dominates the cost.
  constexpr size_t Ahead = 8;
  for (size_t I = 0, E = Insts.size(); I < E; ++I) {
    if (I + Ahead < E) {
      const char* P = reinterpret_cast<const char*>(Insts[I + Ahead].get());
      for (size_t Off = 0; Off < sizeof(Instruction); Off += 64) __builtin_prefetch(P + Off);
    }
    Insts[I].reset();
  }
}

Instruction* BasicBlock::append(std::unique_ptr<Instruction> I) {
  I->Parent = this;
  Insts.push_back(std::move(I));
  return Insts.back().get();
}

Instruction* BasicBlock::insert(size_t Pos, std::unique_ptr<Instruction> I) {
  DT_CHECK(Pos <= Insts.size(), "BasicBlock::insert: position past the end");
  I->Parent = this;
  return Insts.insert(Insts.begin() + std::ptrdiff_t(Pos), std::move(I))->get();
}

std::vector<std::unique_ptr<Instruction>> BasicBlock::removeAll() {
  std::vector<std::unique_ptr<Instruction>> All;
  All.swap(Insts);
  for (auto& I : All) I->Parent = nullptr;
  return All;
}

std::unique_ptr<Instruction> BasicBlock::removeLeavingHole(size_t Pos) {
  DT_CHECK(Pos < Insts.size() && Insts[Pos], "BasicBlock::removeLeavingHole: no instruction at that position");
  std::unique_ptr<Instruction> I = std::move(Insts[Pos]);
  I->Parent = nullptr;
  return I;
}

void BasicBlock::closeHoles() {
  std::erase(Insts, nullptr);
}

std::unique_ptr<Instruction> BasicBlock::remove(size_t Pos) {
  DT_CHECK(Pos < Insts.size(), "BasicBlock::remove: position past the end");
  std::unique_ptr<Instruction> I = std::move(Insts[Pos]);
  Insts.erase(Insts.begin() + std::ptrdiff_t(Pos));
  I->Parent = nullptr;
  return I;
}

void Module::numberUnnamedGlobals() {
  uint32_t Slot = 0;
  for (auto& G : Globals) G->UnnamedSlot = G->name().empty() ? Slot++ : Value::NoLocalNumber;
  for (auto& F : Functions) F->UnnamedSlot = F->name().empty() ? Slot++ : Value::NoLocalNumber;
}

void Function::numberLocalValues() {
  uint32_t N = 0;
  for (auto& A : Args) A->setLocalNumber(N++);
  for (auto& BB : Blocks) {
    BB->setLocalNumber(N++);
    for (auto& I : BB->instructions()) I->setLocalNumber(N++);
  }
  NumLocalValues = N;
}

// ---------------------------------------------------------------------------------------------------------
namespace {
// Integer and FP constants are looked up by (type, bits) without copying the bits into a key: the set holds
// the constants themselves and is searched with a borrowed (type, APInt) pair.
struct BitsRef {
  const Type* T;
  const APInt* V;
};
template <class C> const APInt& bitsOf(const C* X) {
  if constexpr (std::is_same_v<C, ConstantInt>)
    return X->value();
  else
    return X->bits();
}
template <class C> struct BitsHash {
  using is_transparent = void;
  size_t operator()(const BitsRef& R) const { return std::hash<const void*>()(R.T) * 31 + R.V->hash(); }
  size_t operator()(const C* X) const { return (*this)(BitsRef{X->type(), &bitsOf(X)}); }
};
template <class C> struct BitsEq {
  using is_transparent = void;
  static BitsRef ref(const BitsRef& R) { return R; }
  static BitsRef ref(const C* X) { return {X->type(), &bitsOf(X)}; }
  template <class A, class B> bool operator()(const A& L, const B& R) const {
    BitsRef X = ref(L), Y = ref(R);
    return X.T == Y.T && X.V->getBitWidth() == Y.V->getBitWidth() && *X.V == *Y.V;
  }
};
} // namespace

struct Module::Impl {
  std::unordered_set<ConstantInt*, BitsHash<ConstantInt>, BitsEq<ConstantInt>> Ints;
  std::unordered_set<ConstantFP*, BitsHash<ConstantFP>, BitsEq<ConstantFP>> FPs;
  std::unordered_map<const Type*, Constant*> Nulls, Undefs, Poisons, Zeros;
};

Module::Module() : Uniq(std::make_shared<Impl>()) {}

Function* Module::function(const std::string& Name) const {
  for (const auto& F : Functions)
    if (F->name() == Name) return F.get();
  return nullptr;
}

GlobalVariable* Module::global(const std::string& Name) const {
  for (const auto& G : Globals)
    if (G->name() == Name) return G.get();
  return nullptr;
}

ConstantInt* Module::constInt(const Type* T, const APInt& V) {
  DT_CHECK(T->scalarType()->isInteger() && T->scalarType()->bitWidth() == V.getBitWidth(),
           "constInt: value width does not match the type");
  if (auto It = Uniq->Ints.find(BitsRef{T, &V}); It != Uniq->Ints.end()) return *It;
  auto C = std::make_unique<ConstantInt>(T, V);
  ConstantInt* R = C.get();
  ConstantPool.push_back(std::move(C));
  Uniq->Ints.insert(R);
  return R;
}

ConstantFP* Module::constFP(const Type* T, const APInt& Bits) {
  DT_CHECK(T->scalarType()->isFloatingPoint() && T->scalarType()->bitWidth() == Bits.getBitWidth(),
           "constFP: bit pattern width does not match the type");
  if (auto It = Uniq->FPs.find(BitsRef{T, &Bits}); It != Uniq->FPs.end()) return *It;
  auto C = std::make_unique<ConstantFP>(T, Bits);
  ConstantFP* R = C.get();
  ConstantPool.push_back(std::move(C));
  Uniq->FPs.insert(R);
  return R;
}

static Constant* uniqueSimple(std::unordered_map<const Type*, Constant*>& Map,
                              std::deque<std::unique_ptr<Constant>>& Pool, ValueKind K, const Type* T) {
  auto [It, New] = Map.try_emplace(T, nullptr);
  if (New) {
    auto C = std::make_unique<Constant>(K, T);
    It->second = C.get();
    Pool.push_back(std::move(C));
  }
  return It->second;
}

Constant* Module::nullValue(const Type* PtrTy) {
  DT_CHECK(PtrTy->isPointer(), "null of a non-pointer type");
  return uniqueSimple(Uniq->Nulls, ConstantPool, ValueKind::ConstantNull, PtrTy);
}

Constant* Module::undef(const Type* T) {
  return uniqueSimple(Uniq->Undefs, ConstantPool, ValueKind::Undef, T);
}

Constant* Module::poison(const Type* T) {
  return uniqueSimple(Uniq->Poisons, ConstantPool, ValueKind::Poison, T);
}

Constant* Module::zeroInitializer(const Type* T) {
  return uniqueSimple(Uniq->Zeros, ConstantPool, ValueKind::ZeroInitializer, T);
}

ConstantAggregate* Module::aggregate(const Type* T, std::vector<Constant*> Elems) {
  auto C = std::make_unique<ConstantAggregate>(T, std::move(Elems));
  ConstantAggregate* R = C.get();
  ConstantPool.push_back(std::move(C));
  return R;
}

ConstantExpr* Module::constExpr(const Type* T, unsigned Opcode, std::vector<Constant*> Ops) {
  auto C = std::make_unique<ConstantExpr>(T, Opcode, std::move(Ops));
  ConstantExpr* R = C.get();
  ConstantPool.push_back(std::move(C));
  return R;
}

void Module::replaceConstantOperands(const std::unordered_map<const Value*, Constant*>& Map) {
  if (Map.empty()) return;
  auto Fix = [&](Constant*& C) {
    if (auto It = Map.find(C); It != Map.end()) C = It->second;
  };
  for (auto& C : ConstantPool) {
    if (C->kind() == ValueKind::ConstantAggregate)
      for (Constant*& E : static_cast<ConstantAggregate*>(C.get())->Elems) Fix(E);
    else if (C->kind() == ValueKind::ConstantExpr)
      for (Constant*& E : static_cast<ConstantExpr*>(C.get())->Ops) Fix(E);
  }
  for (auto& G : Globals)
    if (G->Initializer) Fix(G->Initializer);
}

} // namespace dt::ir
