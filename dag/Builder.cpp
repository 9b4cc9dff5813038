// dag/Builder.cpp — IR → SelectionDAG, one block at a time.
//
// The order in which this file creates nodes is part of its contract: LLVM numbers nodes in creation order,
// and our dumps must print the same tN. So every visitor asks for its operands' values in LLVM's order and
// creates leaves (constants, registers, condition codes) exactly where LLVM does. Calls and intrinsics
// are in dag/BuildCalls.cpp.
#include "dag/Builder.h"
#include "dag/BuilderImpl.h"
#include "dag/CallParts.h"

#include "ir/IR.h"
#include "support/Diagnostics.h"
#include "support/PtrMap.h"

#include <algorithm>
#include <functional>
#include <unordered_set>

namespace dt {

using ir::Opcode;

std::string irTypeText(const ir::Type* T) { return T->str(); }

// How far ahead (in instructions) the walks over a block prefetch: prepare() spends little time per
// instruction; buildBlock() fetches in three steps (node slots, nodes, their first uses).
constexpr size_t PrefetchPrepareAhead = 32;
constexpr size_t PrefetchInstructionsAhead = 12;
constexpr size_t PrefetchSlotsAhead = 8;
constexpr size_t PrefetchNodesAhead = 4;
constexpr size_t PrefetchUsesAhead = 2;

static inline void prefetchOperandValues(const ir::Instruction& I) {
  for (const ir::Value* Op : I.Ops) __builtin_prefetch(Op);
}
/// Prefetches an instruction object (all the cache lines it spans).
static inline void prefetchInstruction(const ir::Instruction* I) {
  const char* P = reinterpret_cast<const char*>(I);
  for (size_t Off = 0; Off < sizeof(ir::Instruction); Off += 64) __builtin_prefetch(P + Off);
  __builtin_prefetch(P + sizeof(ir::Instruction) - 1);
}

FunctionBuilder::FunctionBuilder(const ir::Module& M, const ir::Function& F, const TargetHooks& TH,
                                 FunctionLoweringInfo& FLI, BuildOptions Opts)
    : M(M), F(F), TH(TH), FLI(FLI), Opts(Opts) {}

void FunctionBuilder::unsupported(const ir::Instruction& I, const std::string& What) const {
  throw UnsupportedError(M.FileName, I.Loc, "unsupported construct: " + What + " (in function @" + F.name() + ")");
}

// ---- types -------------------------------------------------------------------------------------------------
EVT FunctionBuilder::valueTypeSlow(const ir::Type* T) const {
  switch (T->kind()) {
  case ir::TypeKind::Integer: return EVT::integer(T->bitWidth());
  case ir::TypeKind::Half: return EVT::f16();
  case ir::TypeKind::BFloat: return EVT::bf16();
  case ir::TypeKind::Float: return EVT::f32();
  case ir::TypeKind::Double: return EVT::f64();
  case ir::TypeKind::X86FP80: return EVT::f80();
  case ir::TypeKind::FP128: return EVT::f128();
  case ir::TypeKind::Pointer: return TH.getPointerTy();
  case ir::TypeKind::Vector: return EVT::vector(valueType(T->elementType()), unsigned(T->numElements()));
  case ir::TypeKind::Void: return EVT::isVoid();
  default: return EVT();
  }
}

std::vector<EVT> FunctionBuilder::valueVTs(const ir::Type* T, std::vector<uint64_t>* Offsets) const {
  std::vector<EVT> Out;
  std::function<void(const ir::Type*, uint64_t)> Walk = [&](const ir::Type* Ty, uint64_t Base) {
    if (Ty->isStruct()) {
      for (unsigned I = 0; I < Ty->members().size(); ++I)
        Walk(Ty->members()[I], Base + M.Layout.structMemberOffset(Ty, I));
      return;
    }
    if (Ty->isArray()) {
      uint64_t Sz = M.Layout.typeAllocSize(Ty->elementType());
      for (uint64_t I = 0; I < Ty->numElements(); ++I) Walk(Ty->elementType(), Base + I * Sz);
      return;
    }
    if (Ty->isVoid()) return;
    Out.push_back(valueType(Ty));
    if (Offsets) Offsets->push_back(Base);
  };
  Walk(T, 0);
  return Out;
}

// The register parts a returned value of type T occupies (LLVM's GetReturnInfo).
std::vector<OutputArg> FunctionBuilder::returnParts(const ir::Type* T, bool SExt, bool ZExt) const {
  std::vector<OutputArg> Outs;
  for (EVT VT : valueVTs(T)) {
    if ((SExt || ZExt) && VT.isInteger()) {
      EVT MinVT = TH.getRegisterType(EVT::i32());
      if (VT.sizeInBits() < MinVT.sizeInBits()) VT = MinVT;
    }
    for (unsigned K = 0; K < TH.getNumRegistersForCallingConv(VT); ++K) {
      OutputArg O;
      O.VT = TH.getRegisterTypeForCallingConv(VT);
      O.ArgVT = VT;
      O.Flags.SExt = SExt;
      O.Flags.ZExt = ZExt;
      Outs.push_back(O);
    }
  }
  return Outs;
}

// ---- preparation (FunctionLoweringInfo::set) ---------------------------------------------------------------
void FunctionBuilder::prepare() {
  FLI.Fn = &F;
  FLI.Mod = &M;
  FLI.CanLowerReturn = TH.canLowerReturn(returnParts(F.returnType(), F.RetAttrs.SignExt, F.RetAttrs.ZeroExt), F.isVarArg());
  const uint32_t NumLocals = F.NumLocalValues;
  LocalNodes.assign(NumLocals, NodeSlot());
  OperandNumbers.clear();
  OperandStart.assign(size_t(NumLocals) + 1, 0);
  FLI.ValueMap.reserve(NumLocals);
  FLI.PreferredExtendType.reserve(NumLocals);

  // Machine blocks, one per IR block, numbered in layout order.
  for (const auto& BB : F.Blocks) {
    MachineBlockInfo MB;
    MB.Number = unsigned(FLI.Blocks.size());
    MB.IRBlock = BB.get();
    FLI.BlockNumber[BB.get()] = MB.Number;
    FLI.Blocks.push_back(MB);
  }

  // One pass over all instructions (a big function does not fit in the caches, so each pass costs), by local
  // number: which values are used at all, which instructions are used outside their block or by a PHI, how
  // many more signed than unsigned integer compares use each value (one count per operand slot), which
  // arguments are used, and outside the entry block (for lowerArguments); and the static allocas of the
  // entry block, which become frame objects. Instructions are numbered consecutively after their block,
  // so "in this block" is a test on the operand's number, and an instruction's own number is its position.
  enum : uint8_t { HasUses = 1, UsedOutsideBlock = 2, IsInstruction = 4, IsPhiInstruction = 8 };
  std::vector<uint8_t> UseFlags(NumLocals, 0);
  std::vector<int32_t> SignedCmpBias(NumLocals, 0);
  std::vector<const ir::Instruction*> InstructionAt(NumLocals, nullptr); // by local number
  ArgUsed.assign(F.Args.size(), 0);
  ArgUsedOutside.assign(F.Args.size(), 0);
  for (const auto& BB : F.Blocks) {
    const uint32_t First = BB->localNumber() + 1; // the block's instructions are numbered First..Last
    const uint32_t Last = BB->localNumber() + uint32_t(BB->instructions().size());
    const bool InEntry = BB.get() == F.entry();
    const auto& Insts = BB->instructions();
    for (size_t K = 0, E = Insts.size(); K < E; ++K) {
      const ir::Instruction* I = Insts[K].get();
      if (K + PrefetchPrepareAhead < E) prefetchOperandValues(*Insts[K + PrefetchPrepareAhead]);
      const Opcode Opc = I->opcode();
      const bool IsPhi = Opc == Opcode::Phi;
      const uint32_t Self = First + uint32_t(K);
      UseFlags[Self] |= IsPhi ? IsInstruction | IsPhiInstruction : IsInstruction;
      InstructionAt[Self] = I;
      OperandStart[Self] = uint32_t(OperandNumbers.size());
      if (InEntry && Opc == Opcode::Alloca) {
        const ir::Value* N = I->Ops.empty() ? nullptr : I->Ops[0];
        if (!N || N->kind() == ir::ValueKind::ConstantInt) {
          uint64_t Count = N ? static_cast<const ir::ConstantInt*>(N)->value().getZExtValue() : 1;
          uint64_t Size = M.Layout.typeAllocSize(I->AuxType) * Count;
          uint64_t Align = std::max<uint64_t>(I->Align ? I->Align : 1, M.Layout.abiAlign(I->AuxType));
          FLI.StaticAllocaMap[I] = FLI.Frame.createStackObject(std::max<uint64_t>(Size, 1), Align, I->name());
        }
      }
      int32_t CmpVote = 0;
      if (Opc == Opcode::ICmp) {
        if (I->Pred >= ir::Predicate::ICMP_SGT) CmpVote = 1;
        else if (I->Pred >= ir::Predicate::ICMP_UGT) CmpVote = -1;
      }
      // -O0 (where llc would use fast isel) gives every used argument a register; a switch counts as a use
      // outside the block, since switch lowering may split it.
      const bool ArgUseOutside = !InEntry || IsPhi || Opc == Opcode::Switch || Opts.OptLevel == 0;
      auto note = [&](const ir::Value* Op) {
        if (!Op->hasLocalNumber()) return;
        const uint32_t N = Op->localNumber();
        uint8_t Flags = HasUses;
        switch (Op->kind()) {
        case ir::ValueKind::Instruction:
          if (IsPhi || N < First || N > Last) Flags |= UsedOutsideBlock;
          break;
        case ir::ValueKind::Argument: {
          unsigned Index = static_cast<const ir::Argument*>(Op)->index();
          ArgUsed[Index] = 1;
          if (ArgUseOutside) ArgUsedOutside[Index] = 1;
          break;
        }
        default: break;
        }
        UseFlags[N] |= Flags;
        SignedCmpBias[N] += CmpVote;
      };
      for (const ir::Value* Op : I->Ops) {
        OperandNumbers.push_back(Op->localNumber());
        note(Op);
      }
      if (I->Callee) note(I->Callee);
      OperandStart[Self + 1] = uint32_t(OperandNumbers.size()); // also for a following block's number
    }
    if (Insts.empty()) OperandStart[First] = uint32_t(OperandNumbers.size());
  }

  // CFG edges and reverse post order (the order LLVM selects blocks in).
  std::vector<std::vector<unsigned>> Succ(F.Blocks.size());
  for (const auto& BB : F.Blocks) {
    const ir::Instruction* T = BB->terminator();
    if (!T) continue;
    for (const ir::Value* Op : T->Ops)
      if (Op->kind() == ir::ValueKind::BasicBlock)
        Succ[FLI.getMBB(BB.get())].push_back(FLI.getMBB(static_cast<const ir::BasicBlock*>(Op)));
  }
  IRPredecessors.assign(F.Blocks.size(), {});
  for (unsigned B = 0; B < Succ.size(); ++B)
    for (unsigned To : Succ[B]) IRPredecessors[To].push_back(B);
  VisitedIRBlocks.assign(F.Blocks.size(), 0);
  {
    std::vector<unsigned> Post;
    std::vector<char> Seen(F.Blocks.size(), 0);
    // iterative DFS
    std::vector<std::pair<unsigned, unsigned>> Stack{{0, 0}};
    Seen[0] = 1;
    while (!Stack.empty()) {
      auto& [B, Next] = Stack.back();
      if (Next < Succ[B].size()) {
        unsigned S = Succ[B][Next++];
        if (!Seen[S]) {
          Seen[S] = 1;
          Stack.push_back({S, 0});
        }
      } else {
        Post.push_back(B);
        Stack.pop_back();
      }
    }
    FLI.SelectionOrder.assign(Post.rbegin(), Post.rend());
  }

  // Virtual registers for values used outside their block, and for every PHI (in program order, which is
  // local-number order); PHI records (incoming registers are filled in as predecessors are built).
  auto createRegs = [&](const ir::Value* V) {
    uint32_t First = 0;
    for (EVT VT : valueVTs(V->type())) {
      unsigned N = TH.getNumRegisters(VT);
      EVT RT = TH.getRegisterType(VT);
      for (unsigned I = 0; I < N; ++I) {
        uint32_t R = FLI.createVirtualRegister(RT);
        if (!First) First = R;
      }
    }
    return First;
  };
  std::vector<const ir::Instruction*> PhisWithRegs;
  for (uint32_t N = 0; N < NumLocals; ++N) {
    const uint8_t Flags = UseFlags[N];
    if (!(Flags & IsInstruction)) continue;
    if (Flags & IsPhiInstruction) {
      // A PHI nobody uses gets no register (and its predecessors copy nothing into it).
      const ir::Instruction* I = InstructionAt[N];
      if (valueVTs(I->type()).empty() || !(Flags & HasUses)) continue;
      FLI.ValueMap.atNumber(N) = createRegs(I);
      PhisWithRegs.push_back(I);
    } else if (Flags & UsedOutsideBlock) {
      const ir::Instruction* I = InstructionAt[N];
      if (!FLI.StaticAllocaMap.count(I) && !I->type()->isVoid()) FLI.ValueMap.atNumber(N) = createRegs(I);
    }
    // Prefer sign extension for values mostly compared signed (keeps extensions shared); ANY_EXTEND, the
    // default, is what a value without an entry gets.
    if (SignedCmpBias[N] > 0) FLI.PreferredExtendType.atNumber(N) = ISD::SIGN_EXTEND;
  }
  for (const ir::Instruction* I : PhisWithRegs) {
    PhiInfo P;
    P.Phi = I;
    P.Block = FLI.getMBB(I->parent());
    P.FirstReg = *FLI.ValueMap.find(I);
    unsigned N = 0;
    for (EVT VT : valueVTs(I->type())) N += TH.getNumRegisters(VT);
    P.NumRegs = N;
    PhiRecord[I] = uint32_t(FLI.Phis.size());
    FLI.Phis.push_back(P);
  }
}

std::string FunctionBuilder::slotName(const ir::Value* V) {
  if (!V->name().empty()) return V->name();
  // Unnamed globals carry their module slot (the reader numbers them: global variables first, then
  // functions, as LLVM's slot tracker does).
  if (V->kind() == ir::ValueKind::GlobalVariable) {
    uint32_t Slot = static_cast<const ir::GlobalVariable*>(V)->UnnamedSlot;
    return Slot == ir::Value::NoLocalNumber ? std::string() : std::to_string(Slot);
  }
  if (V->kind() == ir::ValueKind::Function) {
    uint32_t Slot = static_cast<const ir::Function*>(V)->UnnamedSlot;
    return Slot == ir::Value::NoLocalNumber ? std::string() : std::to_string(Slot);
  }
  if (!V->hasLocalNumber()) return std::string();
  if (LocalSlots.empty()) {
    // Function slots: unnamed arguments, blocks and non-void instructions, in order (LLVM's slot tracker).
    LocalSlots.assign(F.NumLocalValues, ir::Value::NoLocalNumber);
    uint32_t L = 0;
    for (const auto& A : F.Args)
      if (A->name().empty()) LocalSlots[A->localNumber()] = L++;
    for (const auto& BB : F.Blocks) {
      if (BB->name().empty()) LocalSlots[BB->localNumber()] = L++;
      for (const auto& I : BB->instructions())
        if (I->name().empty() && !I->type()->isVoid()) LocalSlots[I->localNumber()] = L++;
    }
  }
  uint32_t Slot = V->localNumber() < LocalSlots.size() ? LocalSlots[V->localNumber()] : ir::Value::NoLocalNumber;
  return Slot == ir::Value::NoLocalNumber ? std::string() : std::to_string(Slot);
}

// ---- roots -------------------------------------------------------------------------------------------------
SDValue FunctionBuilder::updateRoot(BlockState& S, std::vector<SDValue>& Pending) {
  SDValue Root = S.DAG.getRoot();
  if (Pending.empty()) return Root;
  if (Root.getOpcode() != ISD::EntryToken) {
    bool Depends = false;
    for (const SDValue& P : Pending)
      if (P->getNumOperands() > 0 && P.getOperand(0) == Root) Depends = true;
    if (!Depends) Pending.push_back(Root);
  }
  Root = Pending.size() == 1 ? Pending[0] : S.DAG.getTokenFactor(Pending);
  S.DAG.setRoot(Root);
  Pending.clear();
  return Root;
}
SDValue FunctionBuilder::getRoot(BlockState& S) { return updateRoot(S, S.PendingLoads); }
SDValue FunctionBuilder::getControlRoot(BlockState& S) { return updateRoot(S, S.PendingExports); }

// ---- values ------------------------------------------------------------------------------------------------
// Assemble a value of type ValueVT from register-sized parts (LLVM's getCopyFromParts).
static SDValue getCopyFromParts(SelectionDAG& DAG, const SDValue* Parts, unsigned NumParts, EVT PartVT, EVT ValueVT,
                                std::optional<int32_t> AssertOp = std::nullopt) {
  SDValue Val = Parts[0];
  if (ValueVT.isVector() && NumParts > 1) {
    // Vector values whose parts are scalars: rebuild the vector from elements.
    unsigned N = ValueVT.numElements();
    std::vector<SDValue> Elts;
    EVT EltVT = ValueVT.scalarType();
    unsigned Each = NumParts / std::max(1u, N);
    if (Each == 0) Each = 1;
    for (unsigned I = 0; I < N; ++I) Elts.push_back(getCopyFromParts(DAG, Parts + I * Each, Each, PartVT, EltVT));
    return DAG.getNode(ISD::BUILD_VECTOR, ValueVT, Elts);
  }
  if (NumParts > 1) {
    if (ValueVT.isScalarInteger()) {
      unsigned PartBits = unsigned(PartVT.sizeInBits());
      unsigned ValueBits = unsigned(ValueVT.sizeInBits());
      unsigned RoundParts = 1;
      while (RoundParts * 2 <= NumParts) RoundParts *= 2;
      unsigned RoundBits = PartBits * RoundParts;
      EVT RoundVT = RoundBits == ValueBits ? ValueVT : EVT::integer(RoundBits);
      EVT HalfVT = EVT::integer(RoundBits / 2);
      SDValue Lo, Hi;
      if (RoundParts > 2) {
        Lo = getCopyFromParts(DAG, Parts, RoundParts / 2, PartVT, HalfVT);
        Hi = getCopyFromParts(DAG, Parts + RoundParts / 2, RoundParts / 2, PartVT, HalfVT);
      } else {
        Lo = DAG.getNode(ISD::BITCAST, HalfVT, Parts[0]);
        Hi = DAG.getNode(ISD::BITCAST, HalfVT, Parts[1]);
      }
      Val = DAG.getNode(ISD::BUILD_PAIR, RoundVT, Lo, Hi);
      if (RoundParts < NumParts) {
        unsigned OddParts = NumParts - RoundParts;
        EVT OddVT = EVT::integer(OddParts * PartBits);
        Hi = getCopyFromParts(DAG, Parts + RoundParts, OddParts, PartVT, OddVT);
        Lo = Val;
        EVT TotalVT = EVT::integer(NumParts * PartBits);
        Hi = DAG.getNode(ISD::ANY_EXTEND, TotalVT, Hi);
        Hi = DAG.getNode(ISD::SHL, TotalVT, Hi, DAG.getShiftAmountConstant(Lo.getValueSizeInBits(), TotalVT));
        Lo = DAG.getNode(ISD::ZERO_EXTEND, TotalVT, Lo);
        Val = DAG.getNode(ISD::OR, TotalVT, Lo, Hi);
      }
    } else {
      // FP split into integer parts (soft float).
      EVT IntVT = EVT::integer(unsigned(ValueVT.sizeInBits()));
      Val = getCopyFromParts(DAG, Parts, NumParts, PartVT, IntVT);
    }
  }
  EVT PartEVT = Val.getValueType();
  if (PartEVT == ValueVT) return Val;
  if (PartEVT.isInteger() && ValueVT.isFloatingPoint() && ValueVT.sizeInBits() < PartEVT.sizeInBits()) {
    PartEVT = EVT::integer(unsigned(ValueVT.sizeInBits()));
    Val = DAG.getNode(ISD::TRUNCATE, PartEVT, Val);
  }
  if (PartEVT.sizeInBits() == ValueVT.sizeInBits()) return DAG.getNode(ISD::BITCAST, ValueVT, Val);
  if (PartEVT.isInteger() && ValueVT.isInteger()) {
    if (ValueVT.sizeInBits() < PartEVT.sizeInBits()) {
      if (AssertOp) Val = DAG.getNode(*AssertOp, PartEVT, Val, DAG.getValueType(ValueVT));
      return DAG.getNode(ISD::TRUNCATE, ValueVT, Val);
    }
    return DAG.getNode(ISD::ANY_EXTEND, ValueVT, Val);
  }
  if (PartEVT.isFloatingPoint() && ValueVT.isFloatingPoint()) {
    if (ValueVT.sizeInBits() < PartEVT.sizeInBits())
      return DAG.getNode(ISD::FP_ROUND, ValueVT, Val, DAG.getIntPtrConstant(1, true));
    return DAG.getNode(ISD::FP_EXTEND, ValueVT, Val);
  }
  throw InternalError("unknown mismatch in getCopyFromParts: " + PartEVT.str() + " to " + ValueVT.str());
}

// Split a value into register-sized parts (LLVM's getCopyToParts).
static void getCopyToParts(SelectionDAG& DAG, SDValue Val, SDValue* Parts, unsigned NumParts, EVT PartVT,
                           int32_t ExtendKind = ISD::ANY_EXTEND) {
  EVT ValueVT = Val.getValueType();
  if (NumParts == 0) return;
  if (ValueVT.isVector()) {
    // Vector values travel as their (widened) elements, each in its own parts.
    unsigned N = ValueVT.numElements();
    unsigned Each = std::max(1u, NumParts / std::max(1u, N));
    EVT EltVT = ValueVT.scalarType();
    unsigned Lanes = NumParts / Each;
    for (unsigned I = 0; I < Lanes; ++I) {
      SDValue Elt = I < N ? DAG.getNode(ISD::EXTRACT_VECTOR_ELT, EltVT, Val, DAG.getIntPtrConstant(I))
                          : DAG.getUNDEF(EltVT);
      getCopyToParts(DAG, Elt, Parts + I * Each, Each, PartVT, ExtendKind);
    }
    return;
  }
  if (PartVT == ValueVT) {
    Parts[0] = Val;
    return;
  }
  unsigned PartBits = unsigned(PartVT.sizeInBits());
  if (NumParts * PartBits > ValueVT.sizeInBits()) {
    if (PartVT.isFloatingPoint() && ValueVT.isFloatingPoint()) {
      Val = DAG.getNode(ISD::FP_EXTEND, PartVT, Val);
    } else {
      if (ValueVT.isFloatingPoint()) {
        ValueVT = EVT::integer(unsigned(ValueVT.sizeInBits()));
        Val = DAG.getNode(ISD::BITCAST, ValueVT, Val);
      }
      ValueVT = EVT::integer(NumParts * PartBits);
      Val = DAG.getNode(ExtendKind, ValueVT, Val);
    }
  } else if (PartBits == ValueVT.sizeInBits()) {
    Val = DAG.getNode(ISD::BITCAST, PartVT, Val);
  } else if (NumParts * PartBits < ValueVT.sizeInBits()) {
    ValueVT = EVT::integer(NumParts * PartBits);
    Val = DAG.getNode(ISD::TRUNCATE, ValueVT, Val);
  }
  ValueVT = Val.getValueType();
  if (NumParts == 1) {
    if (PartVT != ValueVT) Val = DAG.getNode(ISD::BITCAST, PartVT, Val);
    Parts[0] = Val;
    return;
  }
  if (NumParts & (NumParts - 1)) {
    unsigned RoundParts = 1;
    while (RoundParts * 2 <= NumParts) RoundParts *= 2;
    unsigned RoundBits = RoundParts * PartBits;
    unsigned OddParts = NumParts - RoundParts;
    SDValue OddVal = DAG.getNode(ISD::SRL, ValueVT, Val, DAG.getShiftAmountConstant(RoundBits, ValueVT));
    getCopyToParts(DAG, OddVal, Parts + RoundParts, OddParts, PartVT);
    NumParts = RoundParts;
    ValueVT = EVT::integer(NumParts * PartBits);
    Val = DAG.getNode(ISD::TRUNCATE, ValueVT, Val);
  }
  Parts[0] = DAG.getNode(ISD::BITCAST, EVT::integer(unsigned(ValueVT.sizeInBits())), Val);
  for (unsigned Step = NumParts; Step > 1; Step /= 2) {
    for (unsigned I = 0; I < NumParts; I += Step) {
      unsigned ThisBits = Step * PartBits / 2;
      EVT ThisVT = EVT::integer(ThisBits);
      SDValue& P0 = Parts[I];
      SDValue& P1 = Parts[I + Step / 2];
      P1 = DAG.getNode(ISD::EXTRACT_ELEMENT, ThisVT, P0, DAG.getIntPtrConstant(1));
      P0 = DAG.getNode(ISD::EXTRACT_ELEMENT, ThisVT, P0, DAG.getIntPtrConstant(0));
      if (ThisBits == PartBits && ThisVT != PartVT) {
        P0 = DAG.getNode(ISD::BITCAST, PartVT, P0);
        P1 = DAG.getNode(ISD::BITCAST, PartVT, P1);
      }
    }
  }
}

// Calling-convention copies give the target the first word (e.g. NaN-boxing of half in f32 registers).
SDValue abiCopyFromParts(const TargetHooks& TH, SelectionDAG& DAG, const SDValue* Parts, unsigned NumParts, EVT PartVT,
                         EVT ValueVT, std::optional<int32_t> AssertOp) {
  if (SDValue V = TH.joinRegisterPartsIntoValue(DAG, Parts, NumParts, PartVT, ValueVT)) return V;
  return getCopyFromParts(DAG, Parts, NumParts, PartVT, ValueVT, AssertOp);
}
void abiCopyToParts(const TargetHooks& TH, SelectionDAG& DAG, SDValue Val, SDValue* Parts, unsigned NumParts,
                    EVT PartVT, int32_t ExtendKind) {
  if (TH.splitValueIntoRegisterParts(DAG, Val, Parts, NumParts, PartVT)) return;
  getCopyToParts(DAG, Val, Parts, NumParts, PartVT, ExtendKind);
}

SDValue FunctionBuilder::getCopyFromRegs(BlockState& S, const ir::Value* V, uint32_t FirstReg) {
  SelectionDAG& DAG = S.DAG;
  SDValue Chain = DAG.getEntryNode();
  std::vector<SDValue> Values;
  uint32_t Reg = FirstReg;
  for (EVT VT : valueVTs(V->type())) {
    unsigned N = TH.getNumRegisters(VT);
    EVT RT = TH.getRegisterType(VT);
    std::vector<SDValue> Parts;
    for (unsigned I = 0; I < N; ++I) {
      SDValue P = DAG.getCopyFromReg(Chain, Reg, RT);
      Chain = P.getValue(1);
      Parts.push_back(assertLiveOutFacts(DAG, P, Reg, RT));
      ++Reg;
    }
    Values.push_back(getCopyFromParts(DAG, Parts.data(), N, RT, VT));
  }
  if (Values.size() == 1) return Values[0];
  return DAG.getMergeValues(Values);
}

void FunctionBuilder::copyValueToVirtualRegister(BlockState& S, const ir::Value* V, SDValue Val, uint32_t FirstReg,
                                                 std::optional<int32_t> ExtendOverride) {
  SelectionDAG& DAG = S.DAG;
  int32_t Ext = ISD::ANY_EXTEND;
  if (const ISD::NodeType* P = FLI.PreferredExtendType.find(V)) Ext = *P;
  if (ExtendOverride) Ext = *ExtendOverride;
  SDValue Chain = DAG.getEntryNode();
  std::vector<SDValue> Chains;
  uint32_t Reg = FirstReg;
  auto VTs = valueVTs(V->type());
  for (unsigned VI = 0; VI < VTs.size(); ++VI) {
    EVT VT = VTs[VI];
    unsigned N = TH.getNumRegisters(VT);
    EVT RT = TH.getRegisterType(VT);
    std::vector<SDValue> Parts(N);
    // Where zero extension costs nothing (a narrow load), it is used instead of any extension.
    if (Ext == ISD::ANY_EXTEND && TH.isZExtFree(Val, RT)) Ext = ISD::ZERO_EXTEND;
    getCopyToParts(DAG, SDValue(Val.getNode(), Val.getResNo() + VI), Parts.data(), N, RT, Ext);
    for (unsigned I = 0; I < N; ++I) Chains.push_back(DAG.getCopyToReg(Chain, Reg++, Parts[I]));
  }
  SDValue Out = Chains.size() == 1 ? Chains[0] : DAG.getNode(ISD::TokenFactor, EVT::other(), Chains);
  S.PendingExports.push_back(Out);
}

SDValue FunctionBuilder::getValue(BlockState& S, const ir::Value* V) {
  const uint32_t Number = S.numberOf(V);
  if (SDValue N = S.nodeOf(V, Number)) return N;
  if (const uint32_t* R = FLI.ValueMap.find(V)) return getCopyFromRegs(S, V, *R);
  SDValue Val = getValueImpl(S, V);
  S.setNode(V, Number, Val);
  return Val;
}

SDValue FunctionBuilder::getValueImpl(BlockState& S, const ir::Value* V) {
  SelectionDAG& DAG = S.DAG;
  const ir::Type* T = V->type();
  EVT VT = valueType(T);
  switch (V->kind()) {
  case ir::ValueKind::ConstantInt: return DAG.getConstant(static_cast<const ir::ConstantInt*>(V)->value(), VT);
  case ir::ValueKind::ConstantFP: return DAG.getConstantFP(static_cast<const ir::ConstantFP*>(V)->bits(), VT);
  case ir::ValueKind::ConstantNull: return DAG.getConstant(0, TH.getPointerTy());
  case ir::ValueKind::Function:
  case ir::ValueKind::GlobalVariable:
    return DAG.getGlobalAddress(V, DAG.internString(slotName(V)), VT);
  case ir::ValueKind::Undef:
  case ir::ValueKind::Poison:
  case ir::ValueKind::ZeroInitializer: {
    bool Zero = V->kind() == ir::ValueKind::ZeroInitializer;
    if (T->isAggregate()) {
      std::vector<SDValue> Vals;
      for (EVT E : valueVTs(T)) {
        if (!Zero) Vals.push_back(DAG.getUNDEF(E));
        else if (E.isFloatingPoint()) Vals.push_back(DAG.getConstantFP(APInt::zero(E.scalarSizeInBits()), E));
        else Vals.push_back(DAG.getConstant(0, E));
      }
      return DAG.getMergeValues(Vals);
    }
    if (!Zero) return DAG.getUNDEF(VT);
    if (T->isVector()) {
      EVT E = VT.scalarType();
      SDValue Op = E.isFloatingPoint() ? DAG.getConstantFP(APInt::zero(E.scalarSizeInBits()), E) : DAG.getConstant(0, E);
      std::vector<SDValue> Ops(VT.numElements(), Op);
      return DAG.getNode(ISD::BUILD_VECTOR, VT, Ops);
    }
    if (VT.isFloatingPoint()) return DAG.getConstantFP(APInt::zero(VT.scalarSizeInBits()), VT);
    return DAG.getConstant(0, VT);
  }
  case ir::ValueKind::ConstantAggregate: {
    auto* CA = static_cast<const ir::ConstantAggregate*>(V);
    std::vector<SDValue> Ops;
    for (const ir::Constant* E : CA->elements()) {
      SDValue EV = getValue(S, E);
      for (unsigned I = 0; I < EV->getNumValues(); ++I) Ops.push_back(SDValue(EV.getNode(), I));
    }
    if (T->isVector()) return DAG.getNode(ISD::BUILD_VECTOR, VT, Ops);
    return DAG.getMergeValues(Ops);
  }
  case ir::ValueKind::ConstantExpr: {
    auto* CE = static_cast<const ir::ConstantExpr*>(V);
    auto Op = Opcode(CE->opcode());
    if (Op == Opcode::GetElementPtr) {
      SDValue Base = getValue(S, CE->operands()[0]);
      std::vector<const ir::Value*> Idx(CE->operands().begin() + 1, CE->operands().end());
      return gepOffsets(S, Base, CE->SourceElementType, Idx, CE->InBounds);
    }
    if (Op == Opcode::PtrToInt || Op == Opcode::IntToPtr)
      return DAG.getZExtOrTrunc(getValue(S, CE->operands()[0]), VT);
    if (Op == Opcode::BitCast) {
      SDValue X = getValue(S, CE->operands()[0]);
      return X.getValueType() == VT ? X : DAG.getNode(ISD::BITCAST, VT, X);
    }
    throw UnsupportedError(M.FileName, {}, std::string("unsupported constant expression '") + ir::opcodeName(Op) +
                                               "' (in function @" + F.name() + ")");
  }
  case ir::ValueKind::BasicBlock:
    return DAG.getBasicBlock(FLI.getMBB(static_cast<const ir::BasicBlock*>(V)), V->name().c_str());
  case ir::ValueKind::Instruction: {
    auto* I = static_cast<const ir::Instruction*>(V);
    if (auto It = FLI.StaticAllocaMap.find(I); It != FLI.StaticAllocaMap.end())
      return DAG.getFrameIndex(It->second, VT);
    throw InternalError("value %" + V->name() + " used before it was defined in its block");
  }
  case ir::ValueKind::Argument:
    throw InternalError("argument %" + V->name() + " has no value");
  }
  throw InternalError("unknown value kind");
}

// ---- arguments ---------------------------------------------------------------------------------------------
void FunctionBuilder::lowerArguments(BlockState& S) {
  SelectionDAG& DAG = S.DAG;
  if (F.isVarArg())
    throw UnsupportedError(M.FileName, F.Loc,
                           "unsupported construct: definition of the variadic function @" + F.name() +
                               " (va_start lowering is not implemented yet)");
  std::vector<InputArg> Ins;
  if (!FLI.CanLowerReturn) {
    // The result is returned through memory: a hidden sret pointer comes first.
    InputArg RetArg;
    RetArg.Flags.SRet = true;
    RetArg.VT = RetArg.ArgVT = TH.getPointerTy();
    RetArg.OrigArgIndex = ~0u;
    Ins.push_back(RetArg);
  }
  for (const auto& A : F.Args) {
    unsigned PartBase = 0;
    for (EVT VT : valueVTs(A->type())) {
      ArgFlags Flags;
      Flags.ZExt = A->Attrs.ZeroExt;
      Flags.SExt = A->Attrs.SignExt;
      Flags.InReg = A->Attrs.InReg;
      Flags.SRet = A->Attrs.SRet != nullptr;
      if (A->Attrs.ByVal) throw UnsupportedError(M.FileName, F.Loc, "byval arguments are not supported yet (@" + F.name() + ")");
      Flags.OrigAlign = unsigned(M.Layout.abiAlign(A->type()));
      EVT RT = TH.getRegisterTypeForCallingConv(VT);
      unsigned N = TH.getNumRegistersForCallingConv(VT);
      for (unsigned I = 0; I < N; ++I) {
        InputArg In;
        In.Flags = Flags;
        In.VT = RT;
        In.ArgVT = VT;
        In.OrigArgIndex = A->index();
        In.PartOffset = PartBase + I * unsigned(RT.storeSizeInBytes());
        if (N > 1 && I == 0) In.Flags.Split = true;
        else if (I > 0) {
          In.Flags.OrigAlign = 1;
          if (I == N - 1) In.Flags.SplitEnd = true;
        }
        Ins.push_back(In);
      }
      PartBase += unsigned(VT.storeSizeInBytes());
    }
  }
  std::vector<SDValue> InVals;
  SDValue NewRoot = TH.lowerFormalArguments(DAG, DAG.getRoot(), F.isVarArg(), Ins, InVals, FLI);
  DAG.setRoot(NewRoot);
  unsigned Idx = 0;
  if (!FLI.CanLowerReturn) {
    SDValue Ptr = getCopyFromParts(DAG, &InVals[0], 1, TH.getPointerTy(), TH.getPointerTy());
    FLI.DemoteRegister = FLI.createVirtualRegister(TH.getPointerTy());
    NewRoot = DAG.getCopyToReg(NewRoot, FLI.DemoteRegister, Ptr);
    DAG.setRoot(NewRoot);
    ++Idx;
  }
  // Which arguments are used at all, and outside the entry block: ArgUsed / ArgUsedOutside (from prepare).
  for (const auto& A : F.Args) {
    auto VTs = valueVTs(A->type());
    std::vector<SDValue> Values;
    bool HasUses = ArgUsed[A->index()] != 0;
    for (EVT VT : VTs) {
      EVT PartVT = TH.getRegisterTypeForCallingConv(VT);
      unsigned N = TH.getNumRegistersForCallingConv(VT);
      if (HasUses) {
        std::optional<int32_t> AssertOp;
        if (A->Attrs.SignExt) AssertOp = ISD::AssertSext;
        else if (A->Attrs.ZeroExt) AssertOp = ISD::AssertZext;
        Values.push_back(abiCopyFromParts(TH, DAG, &InVals[Idx], N, PartVT, VT, AssertOp));
      }
      Idx += N;
    }
    if (Values.empty()) continue;
    SDValue Res = DAG.getMergeValues(Values);
    S.setNode(A.get(), Res);
    if (Res.getOpcode() == ISD::AssertZext) Res = Res.getOperand(0);
    if (Res.getOpcode() == ISD::CopyFromReg && isVirtualRegister(Res.getOperand(1)->getReg())) {
      FLI.ValueMap[A.get()] = Res.getOperand(1)->getReg();
      continue;
    }
    if (ArgUsedOutside[A->index()]) {
      uint32_t First = 0;
      for (EVT VT : VTs) {
        unsigned N = TH.getNumRegisters(VT);
        EVT RT = TH.getRegisterType(VT);
        for (unsigned I = 0; I < N; ++I) {
          uint32_t R = FLI.createVirtualRegister(RT);
          if (!First) First = R;
        }
      }
      FLI.ValueMap[A.get()] = First;
      copyValueToVirtualRegister(S, A.get(), S.nodeOf(A.get()), First);
    }
  }
}

// ---- PHIs in successors ------------------------------------------------------------------------------------
void FunctionBuilder::handlePHINodesInSuccessorBlocks(BlockState& S, const ir::BasicBlock& BB) {
  const ir::Instruction* T = BB.terminator();
  std::unordered_set<const ir::BasicBlock*> Done;
  for (const ir::Value* Op : T->Ops) {
    if (Op->kind() != ir::ValueKind::BasicBlock) continue;
    auto* Succ = static_cast<const ir::BasicBlock*>(Op);
    if (!Done.insert(Succ).second) continue;
    for (const auto& PI : Succ->instructions()) {
      if (PI->opcode() != Opcode::Phi) break;
      if (!FLI.ValueMap.count(PI.get())) continue;
      const ir::Value* In = nullptr;
      for (unsigned K = 0; K + 1 < PI->Ops.size(); K += 2)
        if (PI->Ops[K + 1] == &BB) In = PI->Ops[K];
      if (!In) throw InputError(M.FileName, PI->Loc, "PHI has no entry for predecessor block");
      uint32_t Reg;
      if (In->isConstant() && !In->isGlobal()) {
        if (const uint32_t* Out = S.ConstantsOut.find(In)) {
          Reg = *Out;
        } else {
          uint32_t First = 0;
          for (EVT VT : valueVTs(In->type())) {
            unsigned N = TH.getNumRegisters(VT);
            EVT RT = TH.getRegisterType(VT);
            for (unsigned I = 0; I < N; ++I) {
              uint32_t R = FLI.createVirtualRegister(RT);
              if (!First) First = R;
            }
          }
          Reg = First;
          S.ConstantsOut[In] = Reg;
          // Integer constants are extended as the target keeps them in registers (PHI live-out info assumes it).
          std::optional<int32_t> Ext;
          if (In->kind() == ir::ValueKind::ConstantInt)
            Ext = TH.signExtendConstant(In->type()->bitWidth()) ? ISD::SIGN_EXTEND : ISD::ZERO_EXTEND;
          copyValueToVirtualRegister(S, In, getValue(S, In), Reg, Ext);
        }
      } else {
        const uint32_t* InReg = FLI.ValueMap.find(In);
        if (!InReg) {
          // A value with no register yet (e.g. a global or an alloca address): give it one here.
          uint32_t First = 0;
          for (EVT VT : valueVTs(In->type())) {
            unsigned N = TH.getNumRegisters(VT);
            EVT RT = TH.getRegisterType(VT);
            for (unsigned I = 0; I < N; ++I) {
              uint32_t R = FLI.createVirtualRegister(RT);
              if (!First) First = R;
            }
          }
          Reg = First;
          copyValueToVirtualRegister(S, In, getValue(S, In), Reg);
        } else {
          Reg = *InReg;
        }
      }
      if (const uint32_t* Rec = PhiRecord.find(PI.get())) FLI.Phis[*Rec].Incoming.push_back({S.MBB, Reg});
    }
  }
}

// ---- the block ---------------------------------------------------------------------------------------------
uint32_t FunctionBuilder::newBlockGeneration() {
  // The node slots must cover every local value even if prepare() was skipped or the function changed size.
  if (LocalNodes.size() < F.NumLocalValues) LocalNodes.resize(F.NumLocalValues);
  return ++BlockGeneration;
}

void FunctionBuilder::buildBlock(SelectionDAG& DAG, unsigned MBB) {
  const ir::BasicBlock* BB = FLI.Blocks[MBB].IRBlock;
  BlockState S(DAG, MBB, BB, *this, newBlockGeneration());
  DAG.reserveNodes(BB->instructions().size()); // about one node per instruction, usually more
  // LLVM's SelectionDAGBuilder numbers from 1 (its LowestSDNodeOrder; 0 means "no place in the IR"): the
  // arguments' nodes get 1, the block's first instruction 2.
  S.IROrder = 1;
  DAG.CurrentIROrder = S.IROrder;
  if (Opts.OptLevel > 0 && MBB < IRPredecessors.size()) computePhiLiveOutInfo(MBB);
  if (BB == F.entry()) lowerArguments(S);
  const auto& Insts = BB->instructions();
  const uint32_t First = BB->localNumber() + 1; // the number of the block's first instruction
  for (size_t K = 0, E = Insts.size(); K < E; ++K) {
    const ir::Instruction& I = *Insts[K];
    // In a long block the operands are all over memory: ask for what the coming instructions use ahead of
    // time, in steps (node slots, then nodes, then their use lists), so that the cache misses overlap.
    const uint32_t Self = First + uint32_t(K);
    if (K + PrefetchInstructionsAhead < E) prefetchInstruction(Insts[K + PrefetchInstructionsAhead].get());
    if (K + PrefetchSlotsAhead < E) {
      __builtin_prefetch(Insts[K + PrefetchSlotsAhead]->Ops.data());
      S.prefetchOperandSlots(Self + PrefetchSlotsAhead);
    }
    if (K + PrefetchNodesAhead < E) S.prefetchOperandNodes(Self + PrefetchNodesAhead, false);
    if (K + PrefetchUsesAhead < E) S.prefetchOperandNodes(Self + PrefetchUsesAhead, true);
    S.Cur = &I;
    S.CurOperandNumbers = S.operandNumbers(Self);
    if (ir::isTerminator(I.opcode())) handlePHINodesInSuccessorBlocks(S, *BB);
    DAG.CurrentIROrder = ++S.IROrder;
    visit(S, I);
    if (!ir::isTerminator(I.opcode()) && !S.HasTailCall) {
      const uint32_t* Reg = FLI.ValueMap.find(&I);
      if (Reg && I.opcode() != Opcode::Phi) {
        SDValue V = S.nodeOf(&I);
        if (V) copyValueToVirtualRegister(S, &I, V, *Reg);
      }
    }
  }
  DAG.setRoot(getControlRoot(S));
}

static ISD::CondCode icmpCondCode(ir::Predicate P) {
  switch (P) {
  case ir::Predicate::ICMP_EQ: return ISD::SETEQ;
  case ir::Predicate::ICMP_NE: return ISD::SETNE;
  case ir::Predicate::ICMP_UGT: return ISD::SETUGT;
  case ir::Predicate::ICMP_UGE: return ISD::SETUGE;
  case ir::Predicate::ICMP_ULT: return ISD::SETULT;
  case ir::Predicate::ICMP_ULE: return ISD::SETULE;
  case ir::Predicate::ICMP_SGT: return ISD::SETGT;
  case ir::Predicate::ICMP_SGE: return ISD::SETGE;
  case ir::Predicate::ICMP_SLT: return ISD::SETLT;
  case ir::Predicate::ICMP_SLE: return ISD::SETLE;
  default: return ISD::SETCC_INVALID;
  }
}

static ISD::CondCode fcmpCondCode(ir::Predicate P, bool NoNaNs) {
  // FCMP_* are numbered 0..15 exactly like SETFALSE..SETTRUE.
  auto CC = ISD::CondCode(unsigned(P));
  if (NoNaNs) {
    switch (CC) {
    case ISD::SETOEQ: case ISD::SETUEQ: return ISD::SETEQ;
    case ISD::SETONE: case ISD::SETUNE: return ISD::SETNE;
    case ISD::SETOGT: case ISD::SETUGT: return ISD::SETGT;
    case ISD::SETOGE: case ISD::SETUGE: return ISD::SETGE;
    case ISD::SETOLT: case ISD::SETULT: return ISD::SETLT;
    case ISD::SETOLE: case ISD::SETULE: return ISD::SETLE;
    default: break;
    }
  }
  return CC;
}


void FunctionBuilder::visit(BlockState& S, const ir::Instruction& I) {
  SelectionDAG& DAG = S.DAG;
  auto set = [&](SDValue V) { S.setNode(&I, V); };
  EVT VT = valueType(I.type());
  auto binop = [&](int32_t Opc) {
    SDValue A = getValue(S, I.operand(0));
    SDValue B = getValue(S, I.operand(1));
    set(DAG.getNode(Opc, A.getValueType(), A, B, nodeFlags(I)));
  };
  auto shift = [&](int32_t Opc) {
    SDValue A = getValue(S, I.operand(0));
    SDValue B = getValue(S, I.operand(1));
    EVT ShTy = TH.getShiftAmountTy(A.getValueType());
    if (!I.type()->isVector() && B.getValueType() != ShTy) B = DAG.getZExtOrTrunc(B, ShTy);
    set(DAG.getNode(Opc, A.getValueType(), A, B, nodeFlags(I)));
  };
  auto unop = [&](int32_t Opc) {
    SDValue A = getValue(S, I.operand(0));
    set(DAG.getNode(Opc, VT, A, nodeFlags(I)));
  };
  switch (I.opcode()) {
  case Opcode::Add: return binop(ISD::ADD);
  case Opcode::Sub: return binop(ISD::SUB);
  case Opcode::Mul: return binop(ISD::MUL);
  case Opcode::UDiv: return binop(ISD::UDIV);
  case Opcode::SDiv: return binop(ISD::SDIV);
  case Opcode::URem: return binop(ISD::UREM);
  case Opcode::SRem: return binop(ISD::SREM);
  case Opcode::And: return binop(ISD::AND);
  case Opcode::Or: return binop(ISD::OR);
  case Opcode::Xor: return binop(ISD::XOR);
  case Opcode::Shl: return shift(ISD::SHL);
  case Opcode::LShr: return shift(ISD::SRL);
  case Opcode::AShr: return shift(ISD::SRA);
  case Opcode::FAdd: return binop(ISD::FADD);
  case Opcode::FSub: return binop(ISD::FSUB);
  case Opcode::FMul: return binop(ISD::FMUL);
  case Opcode::FDiv: return binop(ISD::FDIV);
  case Opcode::FRem: return binop(ISD::FREM);
  case Opcode::FNeg: return unop(ISD::FNEG);
  case Opcode::Trunc: return unop(ISD::TRUNCATE);
  case Opcode::ZExt: return unop(ISD::ZERO_EXTEND);
  case Opcode::SExt: return unop(ISD::SIGN_EXTEND);
  case Opcode::FPToUI: return unop(ISD::FP_TO_UINT);
  case Opcode::FPToSI: return unop(ISD::FP_TO_SINT);
  case Opcode::UIToFP: return unop(ISD::UINT_TO_FP);
  case Opcode::SIToFP: return unop(ISD::SINT_TO_FP);
  case Opcode::FPExt: return unop(ISD::FP_EXTEND);
  case Opcode::FPTrunc: {
    SDValue A = getValue(S, I.operand(0));
    set(DAG.getNode(ISD::FP_ROUND, VT, A, DAG.getTargetConstant(0, TH.getPointerTy()), nodeFlags(I)));
    return;
  }
  case Opcode::PtrToInt:
  case Opcode::IntToPtr: set(DAG.getZExtOrTrunc(getValue(S, I.operand(0)), VT)); return;
  case Opcode::BitCast: {
    SDValue A = getValue(S, I.operand(0));
    set(A.getValueType() == VT ? A : DAG.getNode(ISD::BITCAST, VT, A));
    return;
  }
  case Opcode::Freeze: {
    // Freeze each value of this IR value (one per leaf of an aggregate), not every result of its node.
    SDValue A = getValue(S, I.operand(0));
    std::vector<SDValue> Vals;
    unsigned N = unsigned(valueVTs(I.type()).size());
    for (unsigned K = 0; K < N; ++K) {
      SDValue V(A.getNode(), A.getResNo() + K);
      Vals.push_back(DAG.getNode(ISD::FREEZE, V.getValueType(), V));
    }
    set(Vals.size() == 1 ? Vals[0] : DAG.getMergeValues(Vals));
    return;
  }
  case Opcode::ICmp: {
    SDValue A = getValue(S, I.operand(0));
    SDValue B = getValue(S, I.operand(1));
    set(DAG.getSetCC(VT, A, B, icmpCondCode(I.Pred)));
    return;
  }
  case Opcode::FCmp: {
    SDValue A = getValue(S, I.operand(0));
    SDValue B = getValue(S, I.operand(1));
    uint16_t Fl = nodeFlags(I);
    set(DAG.getSetCC(VT, A, B, fcmpCondCode(I.Pred, Fl & SDNodeFlags::NoNaNs), Fl));
    return;
  }
  case Opcode::Select: {
    SDValue C = getValue(S, I.operand(0));
    SDValue T = getValue(S, I.operand(1));
    SDValue Fv = getValue(S, I.operand(2));
    int32_t Opc = C.getValueType().isVector() ? ISD::VSELECT : ISD::SELECT;
    std::vector<SDValue> Vals;
    // T may be a later result of a multi-result node (the overflow bit of uadd.with.overflow): count from it.
    for (unsigned K = 0; T.getResNo() + K < T->getNumValues(); ++K) {
      EVT KVT = T->getValueType(T.getResNo() + K);
      if (KVT.isOther() || KVT.isGlue()) continue;
      Vals.push_back(DAG.getNode(Opc, KVT, C, SDValue(T.getNode(), T.getResNo() + K), SDValue(Fv.getNode(), Fv.getResNo() + K),
                                 nodeFlags(I)));
      if (!I.type()->isAggregate()) break;
    }
    set(Vals.size() == 1 ? Vals[0] : DAG.getMergeValues(Vals));
    return;
  }
  case Opcode::Phi: return; // values arrive through the PHI's registers
  case Opcode::Alloca:
    if (FLI.StaticAllocaMap.count(&I)) return; // getValue makes the FrameIndex
    return unsupported(I, "dynamic alloca (variable size or outside the entry block)");
  case Opcode::Load: return visitLoad(S, I);
  case Opcode::Store: return visitStore(S, I);
  case Opcode::GetElementPtr: return visitGEP(S, I);
  case Opcode::Ret: return visitRet(S, I);
  case Opcode::Br: return visitBr(S, I);
  case Opcode::Switch: return visitSwitch(S, I);
  case Opcode::Unreachable:
    // LLVM emits nothing for unreachable at -O1 and up (TrapUnreachable is off on RISC-V).
    return;
  case Opcode::Call: return visitCall(S, I);
  case Opcode::ExtractElement: {
    SDValue Vec = getValue(S, I.operand(0));
    SDValue Idx = DAG.getZExtOrTrunc(getValue(S, I.operand(1)), TH.getPointerTy());
    set(DAG.getNode(ISD::EXTRACT_VECTOR_ELT, VT, Vec, Idx));
    return;
  }
  case Opcode::InsertElement: {
    SDValue Vec = getValue(S, I.operand(0));
    SDValue Elt = getValue(S, I.operand(1));
    SDValue Idx = DAG.getZExtOrTrunc(getValue(S, I.operand(2)), TH.getPointerTy());
    set(DAG.getNode(ISD::INSERT_VECTOR_ELT, VT, Vec, Elt, Idx));
    return;
  }
  case Opcode::ShuffleVector: {
    SDValue A = getValue(S, I.operand(0));
    SDValue B = getValue(S, I.operand(1));
    unsigned SrcN = A.getValueType().numElements(), DstN = VT.numElements();
    if (SrcN != DstN) {
      // Different lengths: build the result element by element (LLVM pads or extracts subvectors first).
      std::vector<SDValue> Elts;
      EVT E = VT.scalarType();
      for (int Lane : I.mask()) {
        if (Lane < 0) Elts.push_back(DAG.getUNDEF(E));
        else if (unsigned(Lane) < SrcN)
          Elts.push_back(DAG.getNode(ISD::EXTRACT_VECTOR_ELT, E, A, DAG.getIntPtrConstant(Lane)));
        else
          Elts.push_back(DAG.getNode(ISD::EXTRACT_VECTOR_ELT, E, B, DAG.getIntPtrConstant(Lane - SrcN)));
      }
      set(DAG.getNode(ISD::BUILD_VECTOR, VT, Elts));
      return;
    }
    set(DAG.getVectorShuffle(VT, A, B, I.mask()));
    return;
  }
  case Opcode::ExtractValue: {
    SDValue Agg = getValue(S, I.operand(0));
    // Flattened position of the selected member.
    const ir::Type* T = I.operand(0)->type();
    unsigned Pos = 0;
    for (unsigned Idx : I.indices()) {
      const ir::Type* Elem = T->isStruct() ? T->members()[Idx] : T->elementType();
      for (unsigned K = 0; K < Idx; ++K)
        Pos += unsigned(valueVTs(T->isStruct() ? T->members()[K] : T->elementType()).size());
      T = Elem;
    }
    unsigned N = unsigned(valueVTs(I.type()).size());
    std::vector<SDValue> Vals;
    for (unsigned K = 0; K < N; ++K) Vals.push_back(SDValue(Agg.getNode(), Agg.getResNo() + Pos + K));
    set(Vals.size() == 1 ? Vals[0] : DAG.getMergeValues(Vals));
    return;
  }
  case Opcode::InsertValue: {
    SDValue Agg = getValue(S, I.operand(0));
    SDValue Val = getValue(S, I.operand(1));
    const ir::Type* T = I.type();
    unsigned Pos = 0;
    for (unsigned Idx : I.indices()) {
      const ir::Type* Elem = T->isStruct() ? T->members()[Idx] : T->elementType();
      for (unsigned K = 0; K < Idx; ++K)
        Pos += unsigned(valueVTs(T->isStruct() ? T->members()[K] : T->elementType()).size());
      T = Elem;
    }
    unsigned Total = unsigned(valueVTs(I.type()).size()), N = unsigned(valueVTs(T).size());
    std::vector<SDValue> Vals;
    for (unsigned K = 0; K < Total; ++K)
      Vals.push_back(K >= Pos && K < Pos + N ? SDValue(Val.getNode(), Val.getResNo() + K - Pos)
                                             : SDValue(Agg.getNode(), Agg.getResNo() + K));
    set(DAG.getMergeValues(Vals));
    return;
  }
  default: break;
  }
  unsupported(I, std::string("instruction '") + ir::opcodeName(I.opcode()) + "'");
}

// ---- memory ------------------------------------------------------------------------------------------------
// The object a pointer points into, looking through getelementptr and bitcasts; with Offset, the constant byte
// offset into it (Known false when an index is not constant).
const ir::Value* FunctionBuilder::underlyingObject(const ir::Value* V, int64_t* Offset, bool* Known) const {
  for (unsigned Depth = 0; Depth < 64; ++Depth) {
    const ir::Type* SrcElem = nullptr;
    std::vector<const ir::Value*> Ops;
    if (V->kind() == ir::ValueKind::Instruction) {
      auto* I = static_cast<const ir::Instruction*>(V);
      if (I->opcode() == Opcode::BitCast) {
        V = I->operand(0);
        continue;
      }
      if (I->opcode() != Opcode::GetElementPtr) return V;
      SrcElem = I->AuxType;
      Ops.assign(I->Ops.begin(), I->Ops.end());
    } else if (V->kind() == ir::ValueKind::ConstantExpr) {
      auto* CE = static_cast<const ir::ConstantExpr*>(V);
      if (Opcode(CE->opcode()) == Opcode::BitCast) {
        V = CE->operands()[0];
        continue;
      }
      if (Opcode(CE->opcode()) != Opcode::GetElementPtr) return V;
      SrcElem = CE->SourceElementType;
      Ops.assign(CE->operands().begin(), CE->operands().end());
    } else {
      return V;
    }
    const ir::Type* Cur = nullptr;
    for (size_t K = 1; K < Ops.size(); ++K) {
      const ir::Value* Idx = Ops[K];
      bool IsConst = Idx->kind() == ir::ValueKind::ConstantInt;
      int64_t C = IsConst && static_cast<const ir::ConstantInt*>(Idx)->value().fitsSExt64()
                      ? static_cast<const ir::ConstantInt*>(Idx)->value().getSExtValue()
                      : 0;
      if (K > 1 && Cur->isStruct()) {
        if (Offset) *Offset += int64_t(M.Layout.structMemberOffset(Cur, unsigned(C)));
        Cur = Cur->members()[unsigned(C)];
        continue;
      }
      const ir::Type* Elem = K == 1 ? SrcElem : Cur->elementType();
      if (!IsConst && Known) *Known = false;
      if (Offset) *Offset += C * int64_t(M.Layout.typeAllocSize(Elem));
      Cur = Elem;
    }
    V = Ops[0];
  }
  return V;
}

const MemOperand* FunctionBuilder::memOperand(BlockState& S, const ir::Value* Ptr, uint16_t Flags, uint64_t Size,
                                              uint64_t Align, int64_t Offset) {
  MemOperand MO;
  MO.F = Flags;
  MO.SizeInBytes = Size;
  MO.BaseAlign = Align;
  // The alignment at an offset is the largest power of two dividing both.
  uint64_t A = Align;
  while (A > 1 && Offset % int64_t(A)) A /= 2;
  MO.Align = A;
  if (Ptr) {
    MO.PtrInfo.K = MachinePointerInfo::Kind::IRValue;
    std::string Name = slotName(Ptr);
    if (Ptr->isGlobal()) Name = "@" + Name;
    MO.PtrInfo.Name = S.DAG.internString(Name);
    MO.PtrInfo.Offset = Offset;
  }
  // Accesses that stay inside an alloca or a global are dereferenceable.
  if (Ptr && (Flags & MemOperand::Load)) {
    // Loads that stay inside an alloca or a defined global (at a known in-bounds offset) are dereferenceable;
    // loads from constant globals are invariant.
    int64_t ObjOffset = 0;
    bool OffsetKnown = true;
    const ir::Value* Obj = underlyingObject(Ptr, &ObjOffset, &OffsetKnown);
    uint64_t ObjSize = 0, ObjAlign = 1;
    if (Obj->kind() == ir::ValueKind::Instruction && FLI.StaticAllocaMap.count(Obj)) {
      const FrameObject& FO = FLI.Frame.object(FLI.StaticAllocaMap.at(Obj));
      ObjSize = FO.Size;
      ObjAlign = FO.Align;
    } else if (Obj->kind() == ir::ValueKind::GlobalVariable &&
               static_cast<const ir::GlobalVariable*>(Obj)->Initializer) {
      auto* G = static_cast<const ir::GlobalVariable*>(Obj);
      ObjSize = M.Layout.typeAllocSize(G->valueType());
      ObjAlign = std::max<uint64_t>(G->Align, M.Layout.abiAlign(G->valueType()));
    }
    int64_t At = ObjOffset + Offset;
    if (ObjSize && OffsetKnown && At >= 0 && uint64_t(At) + Size <= ObjSize && ObjAlign >= MO.Align &&
        At % int64_t(MO.Align) == 0)
      MO.F |= MemOperand::Dereferenceable;
    if (Obj->kind() == ir::ValueKind::GlobalVariable && static_cast<const ir::GlobalVariable*>(Obj)->IsConstant)
      MO.F |= MemOperand::Invariant;
  }
  return S.DAG.getMemOperand(MO);
}

void FunctionBuilder::visitLoad(BlockState& S, const ir::Instruction& I) {
  SelectionDAG& DAG = S.DAG;
  const ir::Value* PtrV = I.operand(0);
  SDValue Ptr = getValue(S, PtrV);
  std::vector<uint64_t> Offsets;
  auto VTs = valueVTs(I.type(), &Offsets);
  if (VTs.empty()) return;
  uint64_t Align = I.Align ? I.Align : M.Layout.abiAlign(I.type());
  // Loads of constant memory are ordered with nothing (LLVM asks alias analysis; a constant global is the case
  // it proves).
  const ir::Value* Obj = underlyingObject(PtrV, nullptr, nullptr);
  bool ConstMem = Obj->kind() == ir::ValueKind::GlobalVariable &&
                  static_cast<const ir::GlobalVariable*>(Obj)->IsConstant && !I.Volatile;
  SDValue Root = I.Volatile ? getRoot(S) : (ConstMem ? DAG.getEntryNode() : DAG.getRoot());
  std::vector<SDValue> Values, Chains;
  for (unsigned K = 0; K < VTs.size(); ++K) {
    SDValue A = Offsets[K] ? DAG.getMemBasePlusOffset(Ptr, int64_t(Offsets[K]), SDNodeFlags::NoUnsignedWrap) : Ptr;
    uint16_t Fl = MemOperand::Load | (I.Volatile ? MemOperand::Volatile : 0);
    const MemOperand* MO = memOperand(S, PtrV, Fl, VTs[K].storeSizeInBytes(), Align, int64_t(Offsets[K]));
    SDValue L = DAG.getLoad(VTs[K], Root, A, MO);
    Chains.push_back(L.getValue(1));
    Values.push_back(L);
  }
  if (!ConstMem) {
    SDValue Chain = DAG.getNode(ISD::TokenFactor, EVT::other(), Chains);
    if (I.Volatile) DAG.setRoot(Chain);
    else S.PendingLoads.push_back(Chain);
  }
  S.setNode(&I, Values.size() == 1 ? Values[0] : DAG.getMergeValues(Values));
}

void FunctionBuilder::visitStore(BlockState& S, const ir::Instruction& I) {
  SelectionDAG& DAG = S.DAG;
  const ir::Value* SrcV = I.operand(0);
  const ir::Value* PtrV = I.operand(1);
  SDValue Src = getValue(S, SrcV);
  SDValue Ptr = getValue(S, PtrV);
  std::vector<uint64_t> Offsets;
  auto VTs = valueVTs(SrcV->type(), &Offsets);
  if (VTs.empty()) return;
  SDValue Root = I.Volatile ? getRoot(S) : getMemoryRoot(S);
  uint64_t Align = I.Align ? I.Align : M.Layout.abiAlign(SrcV->type());
  std::vector<SDValue> Chains;
  for (unsigned K = 0; K < VTs.size(); ++K) {
    SDValue A = Offsets[K] ? DAG.getMemBasePlusOffset(Ptr, int64_t(Offsets[K]), SDNodeFlags::NoUnsignedWrap) : Ptr;
    uint16_t Fl = MemOperand::Store | (I.Volatile ? MemOperand::Volatile : 0);
    const MemOperand* MO = memOperand(S, PtrV, Fl, VTs[K].storeSizeInBytes(), Align, int64_t(Offsets[K]));
    Chains.push_back(DAG.getStore(Root, SDValue(Src.getNode(), Src.getResNo() + K), A, MO));
  }
  SDValue StoreNode = DAG.getNode(ISD::TokenFactor, EVT::other(), Chains);
  S.setNode(&I, StoreNode);
  DAG.setRoot(StoreNode);
}

SDValue FunctionBuilder::gepOffsets(BlockState& S, SDValue N, const ir::Type* SrcElemTy,
                                    const std::vector<const ir::Value*>& Idx, bool InBounds) {
  SelectionDAG& DAG = S.DAG;
  EVT PtrVT = N.getValueType();
  unsigned IdxBits = unsigned(PtrVT.sizeInBits());
  const ir::Type* Cur = nullptr; // the type being indexed; the first index steps over SrcElemTy
  for (unsigned K = 0; K < Idx.size(); ++K) {
    const ir::Value* IV = Idx[K];
    if (K > 0 && Cur->isStruct()) {
      unsigned Field = unsigned(static_cast<const ir::ConstantInt*>(IV)->value().getZExtValue());
      uint64_t Off = M.Layout.structMemberOffset(Cur, Field);
      if (Field) {
        uint16_t Fl = InBounds && int64_t(Off) >= 0 ? SDNodeFlags::NoUnsignedWrap : 0;
        N = DAG.getNode(ISD::ADD, PtrVT, N, DAG.getConstant(Off, PtrVT), Fl);
      }
      Cur = Cur->members()[Field];
      continue;
    }
    const ir::Type* Elem = K == 0 ? SrcElemTy : Cur->elementType();
    uint64_t ElemSize = M.Layout.typeAllocSize(Elem);
    Cur = Elem;
    if (IV->kind() == ir::ValueKind::ConstantInt) {
      const APInt& C = static_cast<const ir::ConstantInt*>(IV)->value();
      if (C.isZero()) continue;
      APInt Offs = APInt(IdxBits, ElemSize) * C.sextOrTrunc(IdxBits);
      uint16_t Fl = InBounds && Offs.isNonNegative() ? SDNodeFlags::NoUnsignedWrap : 0;
      SDValue OffsVal = DAG.getConstant(Offs, EVT::integer(IdxBits));
      OffsVal = DAG.getSExtOrTrunc(OffsVal, PtrVT);
      N = DAG.getNode(ISD::ADD, PtrVT, N, OffsVal, Fl);
      continue;
    }
    if (IV->type()->isVector()) throw UnsupportedError(M.FileName, {}, "vector GEP indices are not supported yet");
    SDValue IdxN = getValue(S, IV);
    IdxN = DAG.getSExtOrTrunc(IdxN, PtrVT);
    APInt Mul(IdxBits, ElemSize);
    if (!Mul.isOne()) {
      if (Mul.isPowerOf2())
        IdxN = DAG.getNode(ISD::SHL, PtrVT, IdxN, DAG.getConstant(Mul.logBase2(), IdxN.getValueType()));
      else
        IdxN = DAG.getNode(ISD::MUL, PtrVT, IdxN, DAG.getConstant(Mul.getZExtValue(), IdxN.getValueType()));
    }
    N = DAG.getNode(ISD::ADD, PtrVT, N, IdxN);
  }
  return N;
}

void FunctionBuilder::visitGEP(BlockState& S, const ir::Instruction& I) {
  if (I.type()->isVector()) unsupported(I, "vector of pointers getelementptr");
  SDValue N = getValue(S, I.operand(0));
  std::vector<const ir::Value*> Idx(I.Ops.begin() + 1, I.Ops.end());
  S.setNode(&I, gepOffsets(S, N, I.AuxType, Idx, I.InBounds));
}

// ---- control flow ------------------------------------------------------------------------------------------
void FunctionBuilder::visitRet(BlockState& S, const ir::Instruction& I) {
  SelectionDAG& DAG = S.DAG;
  SDValue Chain = getControlRoot(S);
  std::vector<OutputArg> Outs;
  std::vector<SDValue> OutVals;
  if (!FLI.CanLowerReturn && I.numOperands() != 0) {
    // Store the value through the hidden sret pointer; LowerReturn then returns nothing in registers.
    SDValue RetPtr = DAG.getCopyFromReg(Chain, FLI.DemoteRegister, TH.getPointerTy());
    SDValue RetOp = getValue(S, I.operand(0));
    std::vector<uint64_t> Offsets;
    auto VTs = valueVTs(I.operand(0)->type(), &Offsets);
    uint64_t BaseAlign = M.Layout.prefAlign(I.operand(0)->type());
    std::vector<SDValue> Chains;
    for (unsigned K = 0; K < VTs.size(); ++K) {
      SDValue Ptr = Offsets[K] ? DAG.getMemBasePlusOffset(RetPtr, int64_t(Offsets[K]), SDNodeFlags::NoUnsignedWrap)
                               : RetPtr;
      const MemOperand* MO = memOperand(S, nullptr, MemOperand::Store, VTs[K].storeSizeInBytes(), BaseAlign,
                                        int64_t(Offsets[K]));
      Chains.push_back(DAG.getStore(Chain, SDValue(RetOp.getNode(), RetOp.getResNo() + K), Ptr, MO));
    }
    Chain = DAG.getNode(ISD::TokenFactor, EVT::other(), Chains);
  } else if (I.numOperands() != 0) {
    const ir::Type* RT = I.operand(0)->type();
    auto VTs = valueVTs(RT);
    if (!VTs.empty()) {
      SDValue RetOp = getValue(S, I.operand(0));
      int32_t Ext = ISD::ANY_EXTEND;
      if (F.RetAttrs.SignExt) Ext = ISD::SIGN_EXTEND;
      else if (F.RetAttrs.ZeroExt) Ext = ISD::ZERO_EXTEND;
      for (unsigned J = 0; J < VTs.size(); ++J) {
        EVT VT = VTs[J];
        if (Ext != ISD::ANY_EXTEND && VT.isInteger()) {
          EVT MinVT = TH.getRegisterType(EVT::i32());
          if (VT.sizeInBits() < MinVT.sizeInBits()) VT = MinVT;
        }
        unsigned N = TH.getNumRegistersForCallingConv(VT);
        EVT PartVT = TH.getRegisterTypeForCallingConv(VT);
        std::vector<SDValue> Parts(N);
        abiCopyToParts(TH, DAG, SDValue(RetOp.getNode(), RetOp.getResNo() + J), Parts.data(), N, PartVT, Ext);
        ArgFlags Fl;
        Fl.SExt = Ext == ISD::SIGN_EXTEND;
        Fl.ZExt = Ext == ISD::ZERO_EXTEND;
        for (unsigned K = 0; K < N; ++K) {
          OutputArg O;
          O.Flags = Fl;
          O.VT = Parts[K].getValueType();
          O.ArgVT = VT;
          Outs.push_back(O);
          OutVals.push_back(Parts[K]);
        }
      }
    }
  }
  S.DAG.setRoot(TH.lowerReturn(DAG, Chain, F.isVarArg(), Outs, OutVals, FLI));
}

void FunctionBuilder::visitBr(BlockState& S, const ir::Instruction& I) {
  SelectionDAG& DAG = S.DAG;
  auto mbbOf = [&](const ir::Value* V) { return FLI.getMBB(static_cast<const ir::BasicBlock*>(V)); };
  auto& Cur = FLI.Blocks[S.MBB];
  auto addSucc = [&](unsigned To) {
    Cur.Successors.push_back(To);
    FLI.Blocks[To].Predecessors.push_back(S.MBB);
  };
  // The next block in layout order (fall-through target).
  unsigned Next = S.MBB + 1;
  if (I.numOperands() == 1) {
    unsigned Dest = mbbOf(I.operand(0));
    addSucc(Dest);
    if (Dest != Next || Opts.OptLevel == 0) {
      SDValue Br = DAG.getNode(ISD::BR, EVT::other(), getControlRoot(S),
                               DAG.getBasicBlock(Dest, FLI.Blocks[Dest].IRBlock->name().c_str()));
      DAG.setRoot(Br);
    }
    return;
  }
  unsigned TrueMBB = mbbOf(I.operand(1)), FalseMBB = mbbOf(I.operand(2));
  addSucc(TrueMBB);
  addSucc(FalseMBB);
  SDValue Cond = getValue(S, I.operand(0));
  if (TrueMBB == Next) {
    // Fall through to the true block: branch on the inverted condition.
    std::swap(TrueMBB, FalseMBB);
    Cond = DAG.getNode(ISD::XOR, Cond.getValueType(), Cond, DAG.getConstant(1, Cond.getValueType()));
  }
  SDValue BrCond = DAG.getNode(ISD::BRCOND, EVT::other(), getControlRoot(S), Cond,
                               DAG.getBasicBlock(TrueMBB, FLI.Blocks[TrueMBB].IRBlock->name().c_str()));
  BrCond = DAG.getNode(ISD::BR, EVT::other(), BrCond,
                       DAG.getBasicBlock(FalseMBB, FLI.Blocks[FalseMBB].IRBlock->name().c_str()));
  DAG.setRoot(BrCond);
}

void FunctionBuilder::addSuccessor(unsigned From, unsigned To) {
  FLI.Blocks[From].Successors.push_back(To);
  FLI.Blocks[To].Predecessors.push_back(From);
}

// A switch becomes a chain of compare-and-branch blocks, one case each, ending at the default. (LLVM picks
// jump tables, bit tests or a balanced tree by case density; see docs/divergences.md.)
void FunctionBuilder::visitSwitch(BlockState& S, const ir::Instruction& I) {
  SelectionDAG& DAG = S.DAG;
  const ir::Value* CondV = I.operand(0);
  auto mbbOf = [&](const ir::Value* V) { return FLI.getMBB(static_cast<const ir::BasicBlock*>(V)); };
  unsigned Default = mbbOf(I.operand(1));
  unsigned NumCases = (I.numOperands() - 2) / 2;
  auto blockName = [&](unsigned MBB) { return FLI.Blocks[MBB].IRBlock->name().c_str(); };
  if (NumCases == 0) {
    addSuccessor(S.MBB, Default);
    DAG.setRoot(DAG.getNode(ISD::BR, EVT::other(), getControlRoot(S), DAG.getBasicBlock(Default, blockName(Default))));
    return;
  }
  SDValue Cond = getValue(S, CondV);
  // Later case blocks read the condition from its virtual register(s).
  if (NumCases > 1 && !FLI.ValueMap.count(CondV)) {
    uint32_t First = 0;
    for (EVT VT : valueVTs(CondV->type()))
      for (unsigned K = 0; K < TH.getNumRegisters(VT); ++K) {
        uint32_t R = FLI.createVirtualRegister(TH.getRegisterType(VT));
        if (!First) First = R;
      }
    FLI.ValueMap[CondV] = First;
    copyValueToVirtualRegister(S, CondV, Cond, First);
  }
  // One block per further case, laid out after this one.
  std::vector<unsigned> Chain{S.MBB};
  for (unsigned K = 1; K < NumCases; ++K) {
    MachineBlockInfo MB;
    MB.Number = unsigned(FLI.Blocks.size());
    MB.IRBlock = S.BB;
    FLI.Blocks.push_back(MB);
    Chain.push_back(MB.Number);
  }
  // PHIs in the destinations get the same incoming registers from every block of the chain.
  auto phiEdge = [&](unsigned From, unsigned To) {
    if (From == S.MBB) return;
    for (PhiInfo& P : FLI.Phis) {
      if (P.Block != To) continue;
      for (size_t E = 0, N = P.Incoming.size(); E < N; ++E)
        if (P.Incoming[E].first == S.MBB) {
          P.Incoming.push_back({From, P.Incoming[E].second});
          break;
        }
    }
  };
  for (unsigned K = 0; K < NumCases; ++K) {
    unsigned True = mbbOf(I.operand(3 + 2 * K));
    unsigned False = K + 1 < NumCases ? Chain[K + 1] : Default;
    addSuccessor(Chain[K], True);
    addSuccessor(Chain[K], False);
    phiEdge(Chain[K], True);
    if (K + 1 == NumCases) phiEdge(Chain[K], Default);
    if (K == 0) continue;
    CaseBlock CB;
    CB.MBB = Chain[K];
    CB.Cond = CondV;
    CB.CaseValue = I.operand(2 + 2 * K);
    CB.TrueMBB = True;
    CB.FalseMBB = False;
    FLI.PendingCaseBlocks.push_back(CB);
  }
  unsigned True0 = mbbOf(I.operand(3)), False0 = NumCases > 1 ? Chain[1] : Default;
  SDValue Cmp = DAG.getSetCC(EVT::i1(), Cond, getValue(S, I.operand(2)), ISD::SETEQ);
  SDValue BrCond = DAG.getNode(ISD::BRCOND, EVT::other(), getControlRoot(S), Cmp, DAG.getBasicBlock(True0, blockName(True0)));
  DAG.setRoot(DAG.getNode(ISD::BR, EVT::other(), BrCond, DAG.getBasicBlock(False0, blockName(False0))));
}

void FunctionBuilder::buildCaseBlock(SelectionDAG& DAG, const CaseBlock& CB) {
  BlockState S(DAG, CB.MBB, FLI.Blocks[CB.MBB].IRBlock, *this, newBlockGeneration());
  auto blockName = [&](unsigned MBB) { return FLI.Blocks[MBB].IRBlock->name().c_str(); };
  SDValue Cond = getValue(S, CB.Cond);
  SDValue Cmp = DAG.getSetCC(EVT::i1(), Cond, getValue(S, CB.CaseValue), ISD::SETEQ);
  SDValue BrCond = DAG.getNode(ISD::BRCOND, EVT::other(), DAG.getRoot(), Cmp,
                               DAG.getBasicBlock(CB.TrueMBB, blockName(CB.TrueMBB)));
  DAG.setRoot(DAG.getNode(ISD::BR, EVT::other(), BrCond, DAG.getBasicBlock(CB.FalseMBB, blockName(CB.FalseMBB))));
}

} // namespace dt
