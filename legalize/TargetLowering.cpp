// legalize/TargetLowering.cpp — the action tables and the derivation of type actions from register classes.
#include "legalize/TargetLowering.h"

#include "support/Diagnostics.h"

#include <algorithm>

namespace dt {

const char* actionName(LegalizeAction A) {
  switch (A) {
  case LegalizeAction::Legal: return "Legal";
  case LegalizeAction::Promote: return "Promote";
  case LegalizeAction::Expand: return "Expand";
  case LegalizeAction::LibCall: return "LibCall";
  case LegalizeAction::Custom: return "Custom";
  }
  return "?";
}

const char* typeActionName(TypeAction A) {
  switch (A) {
  case TypeAction::Legal: return "Legal";
  case TypeAction::PromoteInteger: return "PromoteInteger";
  case TypeAction::ExpandInteger: return "ExpandInteger";
  case TypeAction::SoftenFloat: return "SoftenFloat";
  case TypeAction::ExpandFloat: return "ExpandFloat";
  case TypeAction::ScalarizeVector: return "ScalarizeVector";
  case TypeAction::SplitVector: return "SplitVector";
  case TypeAction::WidenVector: return "WidenVector";
  case TypeAction::PromoteFloat: return "PromoteFloat";
  case TypeAction::SoftPromoteHalf: return "SoftPromoteHalf";
  }
  return "?";
}

const char* actionKeyName(ActionKey K) {
  switch (K) {
  case ActionKey::Result0: return "result 0";
  case ActionKey::Operand0: return "operand 0";
  case ActionKey::Operand1: return "operand 1";
  case ActionKey::Operand2: return "operand 2";
  case ActionKey::MemoryVT: return "memory type";
  case ActionKey::None: return "none";
  }
  return "?";
}

namespace {
struct KeyRule {
  int32_t Op;
  ActionKey Key;
  const char* Reason;
};
// Opcodes whose action is not keyed by their first result (LLVM's LegalizeDAG picks these per opcode).
constexpr KeyRule KeyRules[] = {
    {ISD::SETCC, ActionKey::Operand0, "the compared values' type decides; the i1/XLEN result does not"},
    {ISD::SETCCCARRY, ActionKey::Operand0, "the compared values' type"},
    {ISD::BR_CC, ActionKey::Operand2, "operands are (chain, cc, lhs, rhs, dest): the compared type"},
    {ISD::BRCOND, ActionKey::None, "a branch has no value type: always looked up as MVT::Other"},
    {ISD::SELECT_CC, ActionKey::Operand0, "the compared type, not the selected one"},
    {ISD::STORE, ActionKey::Operand1, "the stored value's type (truncating stores: setTruncStoreAction)"},
    {ISD::LOAD, ActionKey::Result0, "the loaded type (extending loads: setLoadExtAction with the memory type)"},
    {ISD::SINT_TO_FP, ActionKey::Operand0, "the integer source type"},
    {ISD::LROUND, ActionKey::Operand0, "the FP source type (the integer result keys only type legalization)"},
    {ISD::LLROUND, ActionKey::Operand0, "the FP source type (the integer result keys only type legalization)"},
    {ISD::LRINT, ActionKey::Operand0, "the FP source type (the integer result keys only type legalization)"},
    {ISD::LLRINT, ActionKey::Operand0, "the FP source type (the integer result keys only type legalization)"},
    {ISD::IS_FPCLASS, ActionKey::Operand0, "the FP operand's type; the i1 result does not"},
    {ISD::UINT_TO_FP, ActionKey::Operand0, "the integer source type"},
    {ISD::FP_TO_SINT_SAT, ActionKey::Result0, "the integer result type"},
    {ISD::FP_TO_UINT_SAT, ActionKey::Result0, "the integer result type"},
    {ISD::FP_ROUND, ActionKey::Operand0, "the wider source type"},
    {ISD::FP16_TO_FP, ActionKey::Result0, "the FP result type"},
    {ISD::FP_TO_FP16, ActionKey::Operand0, "the FP source type"},
    {ISD::BF16_TO_FP, ActionKey::Result0, "the FP result type"},
    {ISD::FP_TO_BF16, ActionKey::Operand0, "the FP source type"},
    {ISD::INSERT_VECTOR_ELT, ActionKey::Result0, "the vector type"},
    {ISD::EXTRACT_VECTOR_ELT, ActionKey::Operand0, "the vector operand's type"},
    {ISD::EXTRACT_SUBVECTOR, ActionKey::Operand0, "the source vector type"},
    {ISD::CONCAT_VECTORS, ActionKey::Result0, "the result vector type"},
    {ISD::SIGN_EXTEND_INREG, ActionKey::MemoryVT, "the ValueType operand (the width sign-extended from)"},
    {ISD::ATOMIC_FENCE, ActionKey::None, "no value type"},
    {ISD::TokenFactor, ActionKey::None, "chains only"},
    {ISD::CALLSEQ_START, ActionKey::None, "chains only"},
    {ISD::CALLSEQ_END, ActionKey::None, "chains only"},
    {ISD::VECREDUCE_ADD, ActionKey::Operand0, "the vector operand's type"},
    {ISD::VECREDUCE_MUL, ActionKey::Operand0, "the vector operand's type"},
    {ISD::VECREDUCE_AND, ActionKey::Operand0, "the vector operand's type"},
    {ISD::VECREDUCE_OR, ActionKey::Operand0, "the vector operand's type"},
    {ISD::VECREDUCE_XOR, ActionKey::Operand0, "the vector operand's type"},
    {ISD::VECREDUCE_SMAX, ActionKey::Operand0, "the vector operand's type"},
    {ISD::VECREDUCE_SMIN, ActionKey::Operand0, "the vector operand's type"},
    {ISD::VECREDUCE_UMAX, ActionKey::Operand0, "the vector operand's type"},
    {ISD::VECREDUCE_UMIN, ActionKey::Operand0, "the vector operand's type"},
    {ISD::VECREDUCE_FADD, ActionKey::Operand0, "the vector operand's type"},
    {ISD::VECREDUCE_FMUL, ActionKey::Operand0, "the vector operand's type"},
    {ISD::VECREDUCE_FMAX, ActionKey::Operand0, "the vector operand's type"},
    {ISD::VECREDUCE_FMIN, ActionKey::Operand0, "the vector operand's type"},
    {ISD::VECREDUCE_SEQ_FADD, ActionKey::Operand1, "the vector operand's type (operand 0 is the start value)"},
    {ISD::VECREDUCE_SEQ_FMUL, ActionKey::Operand1, "the vector operand's type (operand 0 is the start value)"},
};
} // namespace

ActionKey actionKey(int32_t Opcode) {
  for (const KeyRule& R : KeyRules)
    if (R.Op == Opcode) return R.Key;
  return ActionKey::Result0;
}

const char* actionKeyReason(int32_t Opcode) {
  for (const KeyRule& R : KeyRules)
    if (R.Op == Opcode) return R.Reason;
  return "the type of the first result";
}

// ---- keys of the tables ----------------------------------------------------------------------------------
static uint64_t key2(uint64_t A, uint64_t B) { return A * 0x9E3779B97F4A7C15ull ^ (B + 0x632BE59BD9B4E019ull); }
static uint64_t opKey(int32_t Op, EVT VT) { return key2(uint64_t(uint32_t(Op)), VT.hash()); }

// ---- types -------------------------------------------------------------------------------------------------
void TargetLowering::addRegisterClass(EVT VT, std::string ClassName) {
  RegClasses[VT.hash()] = {VT, std::move(ClassName)};
  TypeCache.clear();
}

void TargetLowering::computeRegisterProperties() {
  LargestLegalInt = EVT::i8();
  for (auto& [H, Entry] : RegClasses)
    if (Entry.first.isScalarInteger() && Entry.first.sizeInBits() > LargestLegalInt.sizeInBits())
      LargestLegalInt = Entry.first;
  TypeCache.clear();
}

bool TargetLowering::isTypeLegal(EVT VT) const { return RegClasses.count(VT.hash()) != 0; }

// The smallest legal integer type wider than Bits, if any.
static std::optional<EVT> nextLegalInt(const TargetLowering& TL, unsigned Bits, unsigned Largest) {
  for (unsigned B = 8; B <= Largest; B *= 2)
    if (B > Bits && TL.isTypeLegal(EVT::integer(B))) return EVT::integer(B);
  return std::nullopt;
}

TargetLowering::TypeInfo TargetLowering::computeTypeInfo(EVT VT) const {
  TypeInfo TI;
  if (isTypeLegal(VT)) {
    TI.Action = TypeAction::Legal;
    TI.TransformTo = VT;
    TI.RegisterVT = VT;
    return TI;
  }
  unsigned Largest = unsigned(LargestLegalInt.sizeInBits());
  if (VT.isScalarInteger()) {
    unsigned Bits = unsigned(VT.sizeInBits());
    bool Round = Bits >= 8 && (Bits & (Bits - 1)) == 0;
    if (!Round) {
      // Odd widths first round up to a power of two; a further promotion is taken in the same step.
      EVT NVT = VT.roundIntegerType();
      if (auto Next = nextLegalInt(*this, unsigned(NVT.sizeInBits()) - 1, Largest);
          Next && NVT.sizeInBits() < Largest) {
        TI.Action = TypeAction::PromoteInteger;
        TI.TransformTo = *Next;
      } else {
        TI.Action = TypeAction::PromoteInteger;
        TI.TransformTo = NVT;
      }
    } else if (Bits < Largest) {
      TI.Action = TypeAction::PromoteInteger;
      TI.TransformTo = *nextLegalInt(*this, Bits, Largest);
    } else {
      TI.Action = TypeAction::ExpandInteger;
      TI.TransformTo = EVT::integer(Bits / 2);
    }
    TI.RegisterVT = LargestLegalInt;
    TI.NumRegs = Bits <= Largest ? 1 : (Bits + Largest - 1) / Largest;
    return TI;
  }
  if (VT.kind() == EVT::Kind::Float) {
    FPFormat F = VT.fpFormat();
    if ((F == FPFormat::Half || F == FPFormat::BFloat) && softPromoteHalfType()) {
      // Computed in f32, held in the registers of an i16 (LLVM's choice: the transform type is f32).
      TI.Action = TypeAction::SoftPromoteHalf;
      TI.TransformTo = EVT::f32();
      TypeInfo Bits = computeTypeInfo(EVT::i16());
      TI.NumRegs = Bits.NumRegs;
      TI.RegisterVT = Bits.RegisterVT;
      return TI;
    } else if (F == FPFormat::Half || F == FPFormat::BFloat) {
      TI.Action = TypeAction::PromoteFloat;
      TI.TransformTo = EVT::f32();
    } else {
      TI.Action = TypeAction::SoftenFloat;
      TI.TransformTo = EVT::integer(unsigned(VT.sizeInBits()));
    }
    TypeInfo Next = computeTypeInfo(TI.TransformTo);
    TI.NumRegs = Next.NumRegs;
    TI.RegisterVT = Next.RegisterVT;
    return TI;
  }
  if (VT.isVector()) {
    unsigned N = VT.numElements();
    EVT Elt = VT.scalarType();
    if (N == 1) {
      TI.Action = TypeAction::ScalarizeVector;
      TI.TransformTo = Elt;
    } else if (N & (N - 1)) {
      unsigned P = 1;
      while (P < N) P <<= 1;
      TI.Action = TypeAction::WidenVector;
      TI.TransformTo = EVT::vector(Elt, P);
    } else {
      TI.Action = TypeAction::SplitVector;
      TI.TransformTo = EVT::vector(Elt, N / 2);
    }
    unsigned P = 1;
    while (P < N) P <<= 1;
    TypeInfo EI = computeTypeInfo(Elt);
    TI.NumRegs = P * EI.NumRegs;
    TI.RegisterVT = EI.RegisterVT;
    return TI;
  }
  TI.TransformTo = VT;
  TI.RegisterVT = VT;
  return TI;
}

TypeAction TargetLowering::getTypeAction(EVT VT) const {
  auto It = TypeCache.find(VT.hash());
  if (It == TypeCache.end()) It = TypeCache.emplace(VT.hash(), computeTypeInfo(VT)).first;
  return It->second.Action;
}

EVT TargetLowering::getTypeToTransformTo(EVT VT) const {
  getTypeAction(VT);
  return TypeCache.at(VT.hash()).TransformTo;
}

EVT TargetLowering::getTypeToExpandTo(EVT VT) const {
  for (unsigned Guard = 0; Guard < 64 && !isTypeLegal(VT); ++Guard) VT = getTypeToTransformTo(VT);
  return VT;
}

unsigned TargetLowering::getNumRegisters(EVT VT) const {
  getTypeAction(VT);
  return TypeCache.at(VT.hash()).NumRegs;
}

EVT TargetLowering::getRegisterType(EVT VT) const {
  getTypeAction(VT);
  return TypeCache.at(VT.hash()).RegisterVT;
}

// ---- operation actions -----------------------------------------------------------------------------------
void TargetLowering::setOperationAction(int32_t Op, EVT VT, LegalizeAction A) {
  OpActions[opKey(Op, VT)] = A;
  ActionLog.push_back({Op, VT, A});
}

LegalizeAction TargetLowering::getOperationAction(int32_t Op, EVT VT) const {
  if (!VT.isSimple() && VT.isData()) return LegalizeAction::Expand;
  auto It = OpActions.find(opKey(Op, VT));
  return It == OpActions.end() ? LegalizeAction::Legal : It->second;
}

void TargetLowering::AddPromotedToType(int32_t Op, EVT From, EVT To) { PromoteTo[opKey(Op, From)] = To; }

EVT TargetLowering::getTypeToPromoteTo(int32_t Op, EVT VT) const {
  auto It = PromoteTo.find(opKey(Op, VT));
  if (It != PromoteTo.end()) return It->second;
  // Default: the next larger legal type of the same kind for which the operation is not Promote.
  if (VT.isScalarInteger())
    for (unsigned B = unsigned(VT.sizeInBits()) * 2; B <= LargestLegalInt.sizeInBits(); B *= 2) {
      EVT T = EVT::integer(B);
      if (isTypeLegal(T) && getOperationAction(Op, T) != LegalizeAction::Promote) return T;
    }
  // FP types in LLVM's MVT order (f16 with only Zfhmin computes in f32).
  if (VT.kind() == EVT::Kind::Float)
    for (EVT T : {EVT::f32(), EVT::f64(), EVT::f80(), EVT::f128()})
      if (T.sizeInBits() > VT.sizeInBits() && isTypeLegal(T) && getOperationAction(Op, T) != LegalizeAction::Promote)
        return T;
  throw InternalError("no type to promote " + std::string(ISD::opcodeName(Op) ? ISD::opcodeName(Op) : "op") +
                      " " + VT.str() + " to");
}

void TargetLowering::setLoadExtAction(ISD::LoadExtType Ext, EVT ValVT, EVT MemVT, LegalizeAction A) {
  LoadExtActions[key2(key2(Ext, ValVT.hash()), MemVT.hash())] = A;
}
LegalizeAction TargetLowering::getLoadExtAction(ISD::LoadExtType Ext, EVT ValVT, EVT MemVT) const {
  auto It = LoadExtActions.find(key2(key2(Ext, ValVT.hash()), MemVT.hash()));
  return It == LoadExtActions.end() ? LegalizeAction::Legal : It->second;
}
void TargetLowering::setTruncStoreAction(EVT ValVT, EVT MemVT, LegalizeAction A) {
  TruncStoreActions[key2(ValVT.hash(), MemVT.hash())] = A;
}
LegalizeAction TargetLowering::getTruncStoreAction(EVT ValVT, EVT MemVT) const {
  auto It = TruncStoreActions.find(key2(ValVT.hash(), MemVT.hash()));
  return It == TruncStoreActions.end() ? LegalizeAction::Legal : It->second;
}
void TargetLowering::setCondCodeAction(ISD::CondCode CC, EVT VT, LegalizeAction A) {
  CondCodeActions[key2(CC, VT.hash())] = A;
}
LegalizeAction TargetLowering::getCondCodeAction(ISD::CondCode CC, EVT VT) const {
  auto It = CondCodeActions.find(key2(CC, VT.hash()));
  return It == CondCodeActions.end() ? LegalizeAction::Legal : It->second;
}

// ---- libcalls ------------------------------------------------------------------------------------------
void TargetLowering::setLibcallName(int32_t Op, EVT VT, const char* Name) { Libcalls[opKey(Op, VT)] = Name; }
void TargetLowering::setLibcallName(int32_t Op, EVT From, EVT To, const char* Name) {
  Libcalls[key2(opKey(Op, From), To.hash())] = Name;
}
void TargetLowering::setCmpLibcall(ISD::CondCode CC, EVT VT, const char* Name, ISD::CondCode ResultCC) {
  CmpLibcalls[key2(CC, VT.hash())] = {Name, ResultCC};
}
const char* TargetLowering::getCmpLibcallName(ISD::CondCode CC, EVT VT) const {
  auto It = CmpLibcalls.find(key2(CC, VT.hash()));
  return It == CmpLibcalls.end() ? nullptr : It->second.first;
}
ISD::CondCode TargetLowering::getCmpLibcallCC(ISD::CondCode CC, EVT VT) const {
  auto It = CmpLibcalls.find(key2(CC, VT.hash()));
  return It == CmpLibcalls.end() ? ISD::SETCC_INVALID : It->second.second;
}
const char* TargetLowering::getLibcallName(int32_t Op, EVT VT) const {
  auto It = Libcalls.find(opKey(Op, VT));
  return It == Libcalls.end() ? nullptr : It->second;
}
const char* TargetLowering::getLibcallName(int32_t Op, EVT From, EVT To) const {
  auto It = Libcalls.find(key2(opKey(Op, From), To.hash()));
  return It == Libcalls.end() ? nullptr : It->second;
}

std::vector<TargetLowering::ActionEntry> TargetLowering::operationActions() const {
  // The last setting of each (op, type) wins, as in the table.
  std::vector<ActionEntry> Out;
  std::unordered_map<uint64_t, size_t> Index;
  for (const ActionEntry& E : ActionLog) {
    uint64_t K = opKey(E.Op, E.VT);
    auto It = Index.find(K);
    if (It == Index.end()) {
      Index[K] = Out.size();
      Out.push_back(E);
    } else {
      Out[It->second] = E;
    }
  }
  return Out;
}

uint64_t TargetLowering::abiAlignment(EVT VT) const {
  // Scalars are aligned to their size (i64 and f64 to 8 also on 32-bit targets), up to the stack alignment;
  // vectors to their size rounded up to a power of two.
  uint64_t Size = VT.storeSizeInBytes();
  uint64_t Align = 1;
  while (Align < Size) Align *= 2;
  return std::min<uint64_t>(Align, VT.isVector() ? Align : 16);
}

} // namespace dt
