// legalize/TargetLowering.cpp — the action tables and the derivation of type actions from register classes.
#include "legalize/TargetLowering.h"

#include "legalize/FPClassExpansion.h"
#include "support/Diagnostics.h"

#include <algorithm>
#include <cctype>
#include <fmt/format.h>

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
  case ActionKey::TypeOperand1: return "the type named by operand 1";
  case ActionKey::Other: return "MVT::Other";
  case ActionKey::I64: return "MVT::i64";
  case ActionKey::None: return "none";
  }
  return "?";
}

const char* actionRuleName(ActionRule R) {
  switch (R) {
  case ActionRule::Plain: return "";
  case ActionRule::CondCodeFirst: return "condition code first";
  case ActionRule::LoadStore: return "load-ext / trunc-store tables";
  case ActionRule::LegalMeansExpand: return "Legal means Expand";
  case ActionRule::LegalMeansCustom: return "Legal means Custom";
  case ActionRule::PromoteOrOther: return "if not Promote: MVT::Other";
  case ActionRule::ExpandMeansTrap: return "Expand means TRAP";
  case ActionRule::NotLookedUp: return "always Legal";
  }
  return "?";
}

const char* vectorActionKeyName(VectorActionKey K) {
  switch (K) {
  case VectorActionKey::NotHandled: return "not handled";
  case VectorActionKey::Result0: return "result 0";
  case VectorActionKey::Operand0: return "operand 0";
  case VectorActionKey::Operand1: return "operand 1";
  case VectorActionKey::CondCodeFirst: return "condition code first, then operand 0";
  case VectorActionKey::LoadExt: return "setLoadExtAction (vector memory type)";
  case VectorActionKey::TruncStore: return "setTruncStoreAction (vector memory type)";
  case VectorActionKey::LegalMeansExpand: return "result 0; Legal means Expand";
  }
  return "?";
}

const char* actionTableName(ActionTable T) {
  switch (T) {
  case ActionTable::Operation: return "setOperationAction";
  case ActionTable::CondCode: return "setCondCodeAction";
  case ActionTable::LoadExt: return "setLoadExtAction";
  case ActionTable::TruncStore: return "setTruncStoreAction";
  }
  return "?";
}

namespace {
using enum ActionKey;
using enum ActionRule;
// LLVM 19's SelectionDAGLegalize::LegalizeOp picks the type it looks an opcode up with in one switch; this is
// that switch as data, for the opcodes dagtool has. Opcodes not listed are keyed by result 0. Rows that only
// restate the default are here because their operand and result types differ, so a reader would ask.
// clang-format off
constexpr ActionKeyRule KeyRules[] = {
    {ISD::Register, None, NotLookedUp, -1, -1, "LegalizeOp returns before any lookup: registers of any type may stay"},
    {ISD::TargetConstant, None, NotLookedUp, -1, -1, "LegalizeOp returns before any lookup: constants of any type may stay"},
    {ISD::EXTRACT_ELEMENT, Result0, LegalMeansExpand, -1, -1, "it lies about being legal: a Legal entry means Expand"},
    {ISD::MERGE_VALUES, Result0, LegalMeansExpand, -1, -1, "it lies about being legal: a Legal entry means Expand"},
    {ISD::SCMP, Result0, Plain, -1, -1, "the (small) result type, not the compared operands' type"},
    {ISD::UCMP, Result0, Plain, -1, -1, "the (small) result type, not the compared operands' type"},
    {ISD::SELECT, Result0, Plain, -1, -1, "the selected type, not the condition's"},
    {ISD::SELECT_CC, Result0, CondCodeFirst, 4, 0, "operands (lhs, rhs, true, false, cc): the condition code on the compared type first, then the table with the selected (result) type"},
    {ISD::SETCC, Operand0, CondCodeFirst, 2, 0, "the condition code on the compared type first, then the table with the compared type; the boolean result type does not matter"},
    {ISD::SETCCCARRY, Operand0, CondCodeFirst, 3, 0, "operands (lhs, rhs, carry, cc): the condition code on the compared type first, then the compared type"},
    {ISD::SIGN_EXTEND_INREG, TypeOperand1, Plain, -1, -1, "the narrow type named by the ValueType operand (i8 in sext_inreg x, i8), which need not be legal"},
    {ISD::IS_FPCLASS, Operand0, Plain, -1, -1, "the FP operand's type; the boolean result does not matter"},
    {ISD::LROUND, Operand0, Plain, -1, -1, "the FP source type; the integer result type does not matter"},
    {ISD::LLROUND, Operand0, Plain, -1, -1, "the FP source type; the integer result type does not matter"},
    {ISD::LRINT, Operand0, Plain, -1, -1, "the FP source type; the integer result type does not matter"},
    {ISD::LLRINT, Operand0, Plain, -1, -1, "the FP source type; the integer result type does not matter"},
    {ISD::FP_ROUND, Result0, Plain, -1, -1, "the narrower result type, not the source"},
    {ISD::FP_EXTEND, Result0, Plain, -1, -1, "the wider result type, not the source"},
    {ISD::FP_TO_SINT, Result0, Plain, -1, -1, "the integer result type, not the FP source"},
    {ISD::FP_TO_UINT, Result0, Plain, -1, -1, "the integer result type, not the FP source"},
    {ISD::FP_TO_SINT_SAT, Result0, Plain, -1, -1, "the integer result type, not the FP source"},
    {ISD::FP_TO_UINT_SAT, Result0, Plain, -1, -1, "the integer result type, not the FP source"},
    {ISD::SINT_TO_FP, Operand0, Plain, -1, -1, "the integer source type, not the FP result"},
    {ISD::UINT_TO_FP, Operand0, Plain, -1, -1, "the integer source type, not the FP result"},
    {ISD::FP16_TO_FP, Result0, Plain, -1, -1, "the FP result type (the operand is the i16 holding the half)"},
    {ISD::FP_TO_FP16, Operand0, Plain, -1, -1, "the FP source type (the result is the i16 holding the half)"},
    {ISD::BF16_TO_FP, Result0, Plain, -1, -1, "the FP result type (the operand is the i16 holding the bfloat)"},
    {ISD::FP_TO_BF16, Operand0, Plain, -1, -1, "the FP source type (the result is the i16 holding the bfloat)"},
    {ISD::BITCAST, Result0, Plain, -1, -1, "the result type, not the source"},
    {ISD::LOAD, Result0, LoadStore, -1, -1, "plain loads: the loaded type; extending loads: setLoadExtAction(extension, loaded type, memory type)"},
    {ISD::STORE, Operand1, LoadStore, -1, -1, "plain stores: the stored value's type (chain, value, ptr, offset); truncating stores: setTruncStoreAction(value type, memory type)"},
    {ISD::STACKSAVE, Other, Plain, -1, -1, "always MVT::Other, although it produces a pointer"},
    {ISD::CALLSEQ_START, None, NotLookedUp, -1, -1, "never looked up: call sequences are left as they are"},
    {ISD::CALLSEQ_END, None, NotLookedUp, -1, -1, "never looked up: call sequences are left as they are"},
    {ISD::VAARG, Result0, PromoteOrOther, -1, -1, "the result type's entry if it is Promote, otherwise the entry for MVT::Other"},
    {ISD::ATOMIC_FENCE, Result0, Plain, -1, -1, "its only result is the chain: the entry for MVT::Other"},
    {ISD::BRCOND, Result0, Plain, -1, -1, "its only result is the chain: the entry for MVT::Other, whatever the condition's type"},
    {ISD::BR_CC, Operand2, CondCodeFirst, 1, 2, "operands (chain, cc, lhs, rhs, dest): the condition code on the compared type first, then the compared type"},
    {ISD::DEBUGTRAP, Result0, ExpandMeansTrap, -1, -1, "the chain's entry (MVT::Other); Expand replaces it by TRAP"},
    {ISD::INTRINSIC_WO_CHAIN, Other, Plain, -1, -1, "always MVT::Other, whatever the intrinsic returns (a typed entry only serves the type legalizer)"},
    {ISD::INTRINSIC_W_CHAIN, Other, Plain, -1, -1, "always MVT::Other"},
    {ISD::INTRINSIC_VOID, Other, Plain, -1, -1, "always MVT::Other"},
    {ISD::READCYCLECOUNTER, I64, Plain, -1, -1, "always MVT::i64, even where type legalization expanded the i64 result"},
    {ISD::INSERT_VECTOR_ELT, Result0, Plain, -1, -1, "the vector type (the default), not the inserted element"},
    {ISD::EXTRACT_VECTOR_ELT, Operand0, Plain, -1, -1, "the vector operand's type, not the extracted element"},
    {ISD::EXTRACT_SUBVECTOR, Result0, Plain, -1, -1, "the extracted (result) vector type, not the source vector"},
    {ISD::VECREDUCE_SEQ_FADD, Operand1, Plain, -1, -1, "the vector operand (operand 0 is the scalar start value)"},
    {ISD::VECREDUCE_SEQ_FMUL, Operand1, Plain, -1, -1, "the vector operand (operand 0 is the scalar start value)"},
    {ISD::VECREDUCE_FADD, Operand0, Plain, -1, -1, "the vector operand's type, not the scalar result"},
    {ISD::VECREDUCE_FMUL, Operand0, Plain, -1, -1, "the vector operand's type, not the scalar result"},
    {ISD::VECREDUCE_FMAX, Operand0, Plain, -1, -1, "the vector operand's type, not the scalar result"},
    {ISD::VECREDUCE_FMIN, Operand0, Plain, -1, -1, "the vector operand's type, not the scalar result"},
    {ISD::VECREDUCE_FMAXIMUM, Operand0, Plain, -1, -1, "the vector operand's type, not the scalar result"},
    {ISD::VECREDUCE_FMINIMUM, Operand0, Plain, -1, -1, "the vector operand's type, not the scalar result"},
    {ISD::VECREDUCE_ADD, Operand0, Plain, -1, -1, "the vector operand's type, not the scalar result"},
    {ISD::VECREDUCE_MUL, Operand0, Plain, -1, -1, "the vector operand's type, not the scalar result"},
    {ISD::VECREDUCE_AND, Operand0, Plain, -1, -1, "the vector operand's type, not the scalar result"},
    {ISD::VECREDUCE_OR, Operand0, Plain, -1, -1, "the vector operand's type, not the scalar result"},
    {ISD::VECREDUCE_XOR, Operand0, Plain, -1, -1, "the vector operand's type, not the scalar result"},
    {ISD::VECREDUCE_SMAX, Operand0, Plain, -1, -1, "the vector operand's type, not the scalar result"},
    {ISD::VECREDUCE_SMIN, Operand0, Plain, -1, -1, "the vector operand's type, not the scalar result"},
    {ISD::VECREDUCE_UMAX, Operand0, Plain, -1, -1, "the vector operand's type, not the scalar result"},
    {ISD::VECREDUCE_UMIN, Operand0, Plain, -1, -1, "the vector operand's type, not the scalar result"},
};

// LLVM 19's VectorLegalizer::LegalizeOp, for the opcodes dagtool has: only nodes with a vector result or
// operand get here, and opcodes not listed are left for LegalizeDAG.
constexpr VectorKeyRule VectorKeyRules[] = {
    {ISD::MERGE_VALUES, VectorActionKey::LegalMeansExpand},
    {ISD::ADD, VectorActionKey::Result0}, {ISD::SUB, VectorActionKey::Result0}, {ISD::MUL, VectorActionKey::Result0},
    {ISD::SDIV, VectorActionKey::Result0}, {ISD::UDIV, VectorActionKey::Result0}, {ISD::SREM, VectorActionKey::Result0},
    {ISD::UREM, VectorActionKey::Result0}, {ISD::SMUL_LOHI, VectorActionKey::Result0}, {ISD::UMUL_LOHI, VectorActionKey::Result0},
    {ISD::SDIVREM, VectorActionKey::Result0}, {ISD::UDIVREM, VectorActionKey::Result0},
    {ISD::SADDO, VectorActionKey::Result0}, {ISD::UADDO, VectorActionKey::Result0}, {ISD::SSUBO, VectorActionKey::Result0},
    {ISD::USUBO, VectorActionKey::Result0}, {ISD::SMULO, VectorActionKey::Result0}, {ISD::UMULO, VectorActionKey::Result0},
    {ISD::SADDSAT, VectorActionKey::Result0}, {ISD::UADDSAT, VectorActionKey::Result0}, {ISD::SSUBSAT, VectorActionKey::Result0},
    {ISD::USUBSAT, VectorActionKey::Result0}, {ISD::SSHLSAT, VectorActionKey::Result0}, {ISD::USHLSAT, VectorActionKey::Result0},
    {ISD::MULHU, VectorActionKey::Result0}, {ISD::MULHS, VectorActionKey::Result0}, {ISD::ABDS, VectorActionKey::Result0},
    {ISD::ABDU, VectorActionKey::Result0}, {ISD::SMIN, VectorActionKey::Result0}, {ISD::SMAX, VectorActionKey::Result0},
    {ISD::UMIN, VectorActionKey::Result0}, {ISD::UMAX, VectorActionKey::Result0}, {ISD::SCMP, VectorActionKey::Result0},
    {ISD::UCMP, VectorActionKey::Result0}, {ISD::AND, VectorActionKey::Result0}, {ISD::OR, VectorActionKey::Result0},
    {ISD::XOR, VectorActionKey::Result0}, {ISD::ABS, VectorActionKey::Result0}, {ISD::SHL, VectorActionKey::Result0},
    {ISD::SRA, VectorActionKey::Result0}, {ISD::SRL, VectorActionKey::Result0}, {ISD::ROTL, VectorActionKey::Result0},
    {ISD::ROTR, VectorActionKey::Result0}, {ISD::FSHL, VectorActionKey::Result0}, {ISD::FSHR, VectorActionKey::Result0},
    {ISD::BSWAP, VectorActionKey::Result0}, {ISD::CTTZ, VectorActionKey::Result0}, {ISD::CTLZ, VectorActionKey::Result0},
    {ISD::CTPOP, VectorActionKey::Result0}, {ISD::BITREVERSE, VectorActionKey::Result0},
    {ISD::CTTZ_ZERO_UNDEF, VectorActionKey::Result0}, {ISD::CTLZ_ZERO_UNDEF, VectorActionKey::Result0},
    {ISD::SELECT, VectorActionKey::Result0}, {ISD::VSELECT, VectorActionKey::Result0}, {ISD::SELECT_CC, VectorActionKey::Result0},
    {ISD::SETCC, VectorActionKey::CondCodeFirst},
    {ISD::SIGN_EXTEND, VectorActionKey::Result0}, {ISD::ZERO_EXTEND, VectorActionKey::Result0},
    {ISD::ANY_EXTEND, VectorActionKey::Result0}, {ISD::TRUNCATE, VectorActionKey::Result0},
    {ISD::SIGN_EXTEND_INREG, VectorActionKey::Result0}, // unlike LegalizeDAG: the vector result type
    {ISD::ANY_EXTEND_VECTOR_INREG, VectorActionKey::Result0}, {ISD::SIGN_EXTEND_VECTOR_INREG, VectorActionKey::Result0},
    {ISD::ZERO_EXTEND_VECTOR_INREG, VectorActionKey::Result0},
    {ISD::FADD, VectorActionKey::Result0}, {ISD::FSUB, VectorActionKey::Result0}, {ISD::FMUL, VectorActionKey::Result0},
    {ISD::FDIV, VectorActionKey::Result0}, {ISD::FREM, VectorActionKey::Result0}, {ISD::FMA, VectorActionKey::Result0},
    {ISD::FNEG, VectorActionKey::Result0}, {ISD::FABS, VectorActionKey::Result0}, {ISD::FSQRT, VectorActionKey::Result0},
    {ISD::FSIN, VectorActionKey::Result0}, {ISD::FCOS, VectorActionKey::Result0}, {ISD::FPOW, VectorActionKey::Result0},
    {ISD::FEXP, VectorActionKey::Result0}, {ISD::FEXP2, VectorActionKey::Result0}, {ISD::FLOG, VectorActionKey::Result0},
    {ISD::FLOG2, VectorActionKey::Result0}, {ISD::FLOG10, VectorActionKey::Result0}, {ISD::FCOPYSIGN, VectorActionKey::Result0},
    {ISD::FCEIL, VectorActionKey::Result0}, {ISD::FFLOOR, VectorActionKey::Result0}, {ISD::FTRUNC, VectorActionKey::Result0},
    {ISD::FRINT, VectorActionKey::Result0}, {ISD::FNEARBYINT, VectorActionKey::Result0}, {ISD::FROUND, VectorActionKey::Result0},
    {ISD::FROUNDEVEN, VectorActionKey::Result0}, {ISD::FMINNUM, VectorActionKey::Result0}, {ISD::FMAXNUM, VectorActionKey::Result0},
    {ISD::FMINIMUM, VectorActionKey::Result0}, {ISD::FMAXIMUM, VectorActionKey::Result0},
    {ISD::FCANONICALIZE, VectorActionKey::Result0}, {ISD::FLDEXP, VectorActionKey::Result0}, {ISD::FFREXP, VectorActionKey::Result0},
    {ISD::FP_ROUND, VectorActionKey::Result0}, {ISD::FP_EXTEND, VectorActionKey::Result0},
    {ISD::FP_TO_SINT, VectorActionKey::Result0}, {ISD::FP_TO_UINT, VectorActionKey::Result0},
    {ISD::FP_TO_SINT_SAT, VectorActionKey::Result0}, {ISD::FP_TO_UINT_SAT, VectorActionKey::Result0},
    {ISD::SINT_TO_FP, VectorActionKey::Operand0}, {ISD::UINT_TO_FP, VectorActionKey::Operand0},
    {ISD::LRINT, VectorActionKey::Operand0}, {ISD::LLRINT, VectorActionKey::Operand0},
    {ISD::LOAD, VectorActionKey::LoadExt}, {ISD::STORE, VectorActionKey::TruncStore},
    {ISD::VECREDUCE_SEQ_FADD, VectorActionKey::Operand1}, {ISD::VECREDUCE_SEQ_FMUL, VectorActionKey::Operand1},
    {ISD::VECREDUCE_FADD, VectorActionKey::Operand0}, {ISD::VECREDUCE_FMUL, VectorActionKey::Operand0},
    {ISD::VECREDUCE_FMAX, VectorActionKey::Operand0}, {ISD::VECREDUCE_FMIN, VectorActionKey::Operand0},
    {ISD::VECREDUCE_FMAXIMUM, VectorActionKey::Operand0}, {ISD::VECREDUCE_FMINIMUM, VectorActionKey::Operand0},
    {ISD::VECREDUCE_ADD, VectorActionKey::Operand0}, {ISD::VECREDUCE_MUL, VectorActionKey::Operand0},
    {ISD::VECREDUCE_AND, VectorActionKey::Operand0}, {ISD::VECREDUCE_OR, VectorActionKey::Operand0},
    {ISD::VECREDUCE_XOR, VectorActionKey::Operand0}, {ISD::VECREDUCE_SMAX, VectorActionKey::Operand0},
    {ISD::VECREDUCE_SMIN, VectorActionKey::Operand0}, {ISD::VECREDUCE_UMAX, VectorActionKey::Operand0},
    {ISD::VECREDUCE_UMIN, VectorActionKey::Operand0},
};

// The rest of LegalizeOp's switch: opcodes LLVM has and dagtool does not (yet).
constexpr LLVMOnlyKeyRule LLVMOnlyKeyRules[] = {
    {"STRICT_FP_TO_FP16 STRICT_FP_TO_BF16 STRICT_SINT_TO_FP STRICT_UINT_TO_FP STRICT_LRINT STRICT_LLRINT STRICT_LROUND STRICT_LLROUND", "operand 1", "the source type; operand 0 is the chain"},
    {"STRICT_FSETCC STRICT_FSETCCS", "operand 1, condition code (operand 3) first", "operands (chain, lhs, rhs, cc)"},
    {"VP_SETCC", "operand 0, condition code (operand 2) first", "as SETCC"},
    {"SET_FPENV SET_FPMODE ATOMIC_STORE", "operand 1", "the value written; operand 0 is the chain"},
    {"MSTORE MSCATTER VP_STORE VP_SCATTER EXPERIMENTAL_VP_STRIDED_STORE", "the stored value's type", "as STORE"},
    {"GET_DYNAMIC_AREA_OFFSET CLEAR_CACHE", "result 0", "listed explicitly, same as the default"},
    {"GET_ROUNDING EH_RETURN FRAME_TO_ARGS_OFFSET EH_DWARF_CFA EH_SJLJ_SETJMP EH_SJLJ_LONGJMP EH_SJLJ_SETUP_DISPATCH", "result 0; Legal means Expand", "they lie about being legal"},
    {"INIT_TRAMPOLINE ADJUST_TRAMPOLINE FRAMEADDR RETURNADDR ADDROFRETURNADDR SPONENTRY", "result 0; Legal means Custom", "they lie about being legal: the target must lower them"},
    {"READSTEADYCOUNTER", "MVT::i64", "as READCYCLECOUNTER"},
    {"READ_REGISTER WRITE_REGISTER", "never looked up: Legal", "selection turns them into CopyFromReg / CopyToReg"},
    {"UBSANTRAP", "result 0; Expand means TRAP", "as DEBUGTRAP"},
    {"SMULFIX SMULFIXSAT UMULFIX UMULFIXSAT SDIVFIX SDIVFIXSAT UDIVFIX UDIVFIXSAT", "result 0 and the scale (getFixedPointOperationAction)", "the scale operand can make a Legal entry Expand"},
    {"VP_REDUCE_*", "operand 1", "the vector operand; operand 0 is the start value"},
    {"VP_CTTZ_ELTS VP_CTTZ_ELTS_ZERO_UNDEF", "operand 0", "the vector operand"},
};
// clang-format on

struct OpcodeNames {
  const char* Enum;
  const char* Text;
};
constexpr OpcodeNames OpcodeNameTable[] = {
#define DT_ISD(Name, Text, Props) {#Name, Text},
#include "dag/ISDOpcodes.def"
#undef DT_ISD
};

bool equalsIgnoringCase(std::string_view A, std::string_view B) {
  if (A.size() != B.size()) return false;
  for (size_t I = 0; I < A.size(); ++I)
    if (std::tolower((unsigned char)A[I]) != std::tolower((unsigned char)B[I])) return false;
  return true;
}
} // namespace

ActionKeyRule actionKeyRule(int32_t Opcode) {
  if (Opcode >= ISD::BUILTIN_OP_END)
    return {Opcode, None, NotLookedUp,
            -1,     -1,   "a target node: LegalizeOp asks getCustomOperationAction (Legal)"};
  // The legalizers ask for every node: index the rules by opcode once (the first rule of an opcode wins).
  static const std::vector<int16_t> RuleOfOpcode = [] {
    std::vector<int16_t> Index(size_t(ISD::BUILTIN_OP_END), -1);
    for (size_t I = std::size(KeyRules); I-- > 0;)
      if (KeyRules[I].Op >= 0 && KeyRules[I].Op < ISD::BUILTIN_OP_END) Index[size_t(KeyRules[I].Op)] = int16_t(I);
    return Index;
  }();
  if (Opcode >= 0 && RuleOfOpcode[size_t(Opcode)] >= 0) return KeyRules[size_t(RuleOfOpcode[size_t(Opcode)])];
  return {Opcode, Result0, Plain, -1, -1, "the type of the first result"};
}
std::span<const ActionKeyRule> actionKeyRules() {
  return KeyRules;
}
std::span<const LLVMOnlyKeyRule> llvmOnlyActionKeyRules() {
  return LLVMOnlyKeyRules;
}
ActionKey actionKey(int32_t Opcode) {
  return actionKeyRule(Opcode).Key;
}
const char* actionKeyReason(int32_t Opcode) {
  return actionKeyRule(Opcode).Reason;
}

VectorActionKey vectorActionKey(int32_t Opcode) {
  for (const VectorKeyRule& R : VectorKeyRules)
    if (R.Op == Opcode) return R.Key;
  return VectorActionKey::NotHandled;
}
std::span<const VectorKeyRule> vectorActionKeyRules() {
  return VectorKeyRules;
}

const char* opcodeEnumName(int32_t Opcode) {
  if (Opcode < 0 || Opcode >= ISD::BUILTIN_OP_END) return nullptr;
  return OpcodeNameTable[Opcode].Enum;
}

std::optional<int32_t> findISDOpcode(std::string_view Name) {
  if (Name.size() > 5 && equalsIgnoringCase(Name.substr(0, 5), "ISD::")) Name.remove_prefix(5);
  for (int32_t Op = 0; Op < ISD::BUILTIN_OP_END; ++Op)
    if (equalsIgnoringCase(Name, OpcodeNameTable[Op].Enum) ||
        equalsIgnoringCase(Name, OpcodeNameTable[Op].Text))
      return Op;
  return std::nullopt;
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
  LoadExtLog.push_back({Ext, ValVT, MemVT, A});
}
LegalizeAction TargetLowering::getLoadExtAction(ISD::LoadExtType Ext, EVT ValVT, EVT MemVT) const {
  auto It = LoadExtActions.find(key2(key2(Ext, ValVT.hash()), MemVT.hash()));
  return It == LoadExtActions.end() ? LegalizeAction::Legal : It->second;
}
void TargetLowering::setTruncStoreAction(EVT ValVT, EVT MemVT, LegalizeAction A) {
  TruncStoreActions[key2(ValVT.hash(), MemVT.hash())] = A;
  TruncStoreLog.push_back({ValVT, MemVT, A});
}
LegalizeAction TargetLowering::getTruncStoreAction(EVT ValVT, EVT MemVT) const {
  auto It = TruncStoreActions.find(key2(ValVT.hash(), MemVT.hash()));
  return It == TruncStoreActions.end() ? LegalizeAction::Legal : It->second;
}
void TargetLowering::setCondCodeAction(ISD::CondCode CC, EVT VT, LegalizeAction A) {
  CondCodeActions[key2(CC, VT.hash())] = A;
  CondCodeLog.push_back({CC, VT, A});
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

// ---- what the tables hold ---------------------------------------------------------------------------------
namespace {
// The last setting of each entry, at the position of its first setting.
template <typename Entry, typename KeyFn>
std::vector<Entry> lastSettings(const std::vector<Entry>& Log, KeyFn Key) {
  std::vector<Entry> Out;
  std::unordered_map<uint64_t, size_t> Index;
  for (const Entry& E : Log) {
    auto [It, New] = Index.emplace(Key(E), Out.size());
    if (New)
      Out.push_back(E);
    else
      Out[It->second] = E;
  }
  return Out;
}
} // namespace

std::vector<TargetLowering::CondCodeEntry> TargetLowering::condCodeActions() const {
  return lastSettings(CondCodeLog, [](const CondCodeEntry& E) { return key2(E.CC, E.VT.hash()); });
}
std::vector<TargetLowering::LoadExtEntry> TargetLowering::loadExtActions() const {
  return lastSettings(
      LoadExtLog, [](const LoadExtEntry& E) { return key2(key2(E.Ext, E.ValVT.hash()), E.MemVT.hash()); });
}
std::vector<TargetLowering::TruncStoreEntry> TargetLowering::truncStoreActions() const {
  return lastSettings(TruncStoreLog,
                      [](const TruncStoreEntry& E) { return key2(E.ValVT.hash(), E.MemVT.hash()); });
}
bool TargetLowering::hasOperationActionEntry(int32_t Op, EVT VT) const {
  return OpActions.count(opKey(Op, VT)) != 0;
}
bool TargetLowering::hasCondCodeActionEntry(ISD::CondCode CC, EVT VT) const {
  return CondCodeActions.count(key2(CC, VT.hash())) != 0;
}
bool TargetLowering::hasLoadExtActionEntry(ISD::LoadExtType Ext, EVT ValVT, EVT MemVT) const {
  return LoadExtActions.count(key2(key2(Ext, ValVT.hash()), MemVT.hash())) != 0;
}
bool TargetLowering::hasTruncStoreActionEntry(EVT ValVT, EVT MemVT) const {
  return TruncStoreActions.count(key2(ValVT.hash(), MemVT.hash())) != 0;
}
const char* TargetLowering::registerClassName(EVT VT) const {
  auto It = RegClasses.find(VT.hash());
  return It == RegClasses.end() ? nullptr : It->second.second.c_str();
}
std::vector<std::pair<EVT, std::string>> TargetLowering::registerClasses() const {
  std::vector<std::pair<EVT, std::string>> Out;
  for (const auto& [H, Entry] : RegClasses) Out.push_back(Entry);
  return Out;
}

// ---- overrides --------------------------------------------------------------------------------------------
void TargetLowering::overrideAction(const ActionOverride& O) {
  switch (O.Table) {
  case ActionTable::Operation:
    setOperationAction(O.Op, O.VT, O.Action);
    if (O.PromoteTo) AddPromotedToType(O.Op, O.VT, *O.PromoteTo);
    break;
  case ActionTable::CondCode: setCondCodeAction(O.CC, O.VT, O.Action); break;
  case ActionTable::LoadExt: setLoadExtAction(O.Ext, O.VT, O.MemVT, O.Action); break;
  case ActionTable::TruncStore: setTruncStoreAction(O.VT, O.MemVT, O.Action); break;
  }
  Overrides.push_back(O);
}

const ActionOverride* TargetLowering::findOverride(ActionTable T, int32_t Op, EVT VT, ISD::CondCode CC,
                                                   ISD::LoadExtType Ext, EVT MemVT) const {
  for (auto It = Overrides.rbegin(); It != Overrides.rend(); ++It) {
    if (It->Table != T || It->VT != VT) continue;
    bool Same = T == ActionTable::Operation  ? It->Op == Op
                : T == ActionTable::CondCode ? It->CC == CC
                : T == ActionTable::LoadExt  ? It->Ext == Ext && It->MemVT == MemVT
                                             : It->MemVT == MemVT;
    if (Same) return &*It;
  }
  return nullptr;
}

// ---- the action LegalizeOp takes
// ---------------------------------------------------------------------------
ActionQuery ActionQuery::fromNode(const SDNode* N) {
  ActionQuery Q;
  Q.Op = N->getOpcode();
  ActionKeyRule R = actionKeyRule(Q.Op);
  auto operandVT = [&](int I) {
    DT_CHECK(I >= 0 && unsigned(I) < N->getNumOperands(), "the operand an action is keyed by exists");
    return N->getOperand(unsigned(I)).getValueType();
  };
  switch (R.Key) {
  case Result0: Q.VT = N->getNumValues() ? N->getValueType(0) : EVT::other(); break;
  case Operand0: Q.VT = operandVT(0); break;
  case Operand1: Q.VT = operandVT(1); break;
  case Operand2: Q.VT = operandVT(2); break;
  case TypeOperand1:
    operandVT(1);
    Q.VT = N->getOperand(1)->getVTPayload();
    break;
  case Other: Q.VT = EVT::other(); break;
  case I64: Q.VT = EVT::i64(); break;
  case None: break;
  }
  if (R.Rule == CondCodeFirst) {
    operandVT(R.CondCodeOperand);
    Q.CC = N->getOperand(unsigned(R.CondCodeOperand))->getCondCode();
    Q.CompareVT = operandVT(R.CompareOperand);
  }
  if (Q.Op == ISD::LOAD && N->getExtensionType() != ISD::NON_EXTLOAD) {
    Q.Ext = N->getExtensionType();
    Q.MemVT = N->getMemoryVT();
  }
  if (Q.Op == ISD::STORE && N->isTruncatingStore()) {
    Q.TruncatingStore = true;
    Q.MemVT = N->getMemoryVT();
  }
  return Q;
}

LegalizeAction TargetLowering::getNodeAction(const SDNode* N) const {
  return decideAction(ActionQuery::fromNode(N), false).Action;
}

namespace {
const char* loadExtEnumName(ISD::LoadExtType E) {
  switch (E) {
  case ISD::NON_EXTLOAD: return "NON_EXTLOAD";
  case ISD::EXTLOAD: return "EXTLOAD";
  case ISD::SEXTLOAD: return "SEXTLOAD";
  case ISD::ZEXTLOAD: return "ZEXTLOAD";
  }
  return "?";
}
std::string upper(std::string S) {
  for (char& C : S) C = char(std::toupper((unsigned char)C));
  return S;
}
bool isPowerOf2(uint64_t V) {
  return V && !(V & (V - 1));
}
} // namespace

ActionDecision TargetLowering::decideAction(const ActionQuery& Q, bool WithSteps) const {
  ActionDecision D;
  auto name = [](EVT VT) { return VT.isOther() ? std::string("Other") : VT.str(); };
  // The legalizers ask for every node and never read the steps: a step's text is built only when asked for.
  auto step = [&](auto&& MakeText) {
    if (WithSteps) D.Steps.push_back(std::string(MakeText()));
  };
  auto opName = [&]() -> std::string {
    const char* Enum = opcodeEnumName(Q.Op);
    return Enum ? Enum : (getTargetNodeName(Q.Op) ? getTargetNodeName(Q.Op) : "opcode");
  };
  auto setting = [](bool HasEntry, EVT VT) {
    if (HasEntry) return "";
    return !VT.isSimple() && VT.isData() ? " (an extended type: always Expand)"
                                         : " (no entry: Legal by default)";
  };
  auto operationEntry = [&](EVT VT) {
    LegalizeAction A = getOperationAction(Q.Op, VT);
    D.Table = ActionTable::Operation;
    D.LookedUpVT = VT;
    step([&] {
      return fmt::format("setOperationAction({}, {}) = {}{}", opName(), name(VT), actionName(A),
                         setting(hasOperationActionEntry(Q.Op, VT), VT));
    });
    return A;
  };
  auto decided = [&](LegalizeAction A) {
    D.Action = A;
    return D;
  };

  ActionKeyRule R = actionKeyRule(Q.Op);
  if (R.Rule == NotLookedUp) {
    step([&] {
      return Q.Op >= ISD::BUILTIN_OP_END
                 ? opName() + " is a target node: LegalizeOp asks getCustomOperationAction, which is Legal "
                              "(targets make these nodes to be selected)"
                 : opName() + " is never looked up: LegalizeOp leaves it as it is";
    });
    return decided(LegalizeAction::Legal);
  }

  if (R.Rule == LoadStore) {
    bool IsLoad = Q.Op == ISD::LOAD;
    bool Narrowing = IsLoad ? Q.Ext != ISD::NON_EXTLOAD : Q.TruncatingStore;
    if (!Narrowing) {
      step([&] {
        return IsLoad
                   ? "a plain (non-extending) load: the operation table, keyed by the loaded type"
                   : "a plain (non-truncating) store: the operation table, keyed by the stored value's type";
      });
      return decided(operationEntry(Q.VT));
    }
    EVT Mem = Q.MemVT;
    auto what = [&] {
      return IsLoad ? fmt::format("an extending load ({} of {} to {})", loadExtEnumName(Q.Ext), Mem.str(),
                                  name(Q.VT))
                    : fmt::format("a truncating store ({} to {} in memory)", name(Q.VT), Mem.str());
    };
    step([&] {
      return what() + ": LegalizeDAG's " + (IsLoad ? "LegalizeLoadOps" : "LegalizeStoreOps") + " decides";
    });
    uint64_t Bits = Mem.sizeInBits();
    bool ByteSized = Bits == Mem.storeSizeInBytes() * 8;
    bool I1PromotedLoad =
        IsLoad && Mem == EVT::i1() && getLoadExtAction(Q.Ext, Q.VT, Mem) == LegalizeAction::Promote;
    if (!ByteSized && (!IsLoad || Mem != EVT::i1() || I1PromotedLoad)) {
      if (I1PromotedLoad) {
        D.Table = ActionTable::LoadExt;
        D.LookedUpVT = Mem;
        step([&] {
          return fmt::format("setLoadExtAction({}, {}, i1) = Promote", loadExtEnumName(Q.Ext), name(Q.VT));
        });
      }
      step([&] {
        return fmt::format("{} is not a whole number of bytes: the access is widened to i{} first (Promote)",
                           Mem.str(), Mem.storeSizeInBytes() * 8);
      });
      return decided(LegalizeAction::Promote);
    }
    if (!Mem.isVector() && !isPowerOf2(Bits)) {
      step([&] {
        return fmt::format("{} bits is not a power of two: the access is split into two (Expand)", Bits);
      });
      return decided(LegalizeAction::Expand);
    }
    LegalizeAction A;
    D.LookedUpVT = Mem;
    if (IsLoad) {
      A = getLoadExtAction(Q.Ext, Q.VT, Mem);
      D.Table = ActionTable::LoadExt;
      step([&] {
        return fmt::format("setLoadExtAction({}, {}, {}) = {}{}", loadExtEnumName(Q.Ext), name(Q.VT),
                           Mem.str(), actionName(A),
                           hasLoadExtActionEntry(Q.Ext, Q.VT, Mem) ? "" : " (no entry: Legal by default)");
      });
    } else {
      A = getTruncStoreAction(Q.VT, Mem);
      D.Table = ActionTable::TruncStore;
      step([&] {
        return fmt::format("setTruncStoreAction({}, {}) = {}{}", name(Q.VT), Mem.str(), actionName(A),
                           hasTruncStoreActionEntry(Q.VT, Mem) ? "" : " (no entry: Legal by default)");
      });
    }
    return decided(A);
  }

  if (R.Rule == CondCodeFirst && Q.CC == ISD::SETCC_INVALID) {
    step([&] {
      return "no condition code given: only the operation table is shown (a node always has one, and a "
             "condition "
             "code that is not Legal decides first)";
    });
    step([&] {
      return fmt::format("the operation table is keyed by {}'s type: {}", actionKeyName(R.Key), name(Q.VT));
    });
    return decided(operationEntry(Q.VT));
  }
  if (R.Rule == CondCodeFirst) {
    LegalizeAction A = getCondCodeAction(Q.CC, Q.CompareVT);
    D.Table = ActionTable::CondCode;
    D.LookedUpVT = Q.CompareVT;
    step([&] {
      return fmt::format("the condition code decides first, for the compared type (operand {}): "
                         "setCondCodeAction({}, {}) = {}{}",
                         R.CompareOperand, upper(ISD::condCodeName(Q.CC)), name(Q.CompareVT), actionName(A),
                         hasCondCodeActionEntry(Q.CC, Q.CompareVT) ? "" : " (no entry: Legal by default)");
    });
    if (A != LegalizeAction::Legal) {
      step([&] {
        return "a condition code that is not Legal decides the action: the operation table is not consulted";
      });
      return decided(A);
    }
    step([&] {
      return fmt::format("the condition is Legal, so the operation table decides, keyed by {}'s type: {}",
                         actionKeyName(R.Key), name(Q.VT));
    });
    return decided(operationEntry(Q.VT));
  }

  EVT KeyVT = R.Key == Other ? EVT::other() : R.Key == I64 ? EVT::i64() : Q.VT;
  switch (R.Key) {
  case Other: step([&] { return "the action is keyed by MVT::Other, whatever the node's types"; }); break;
  case I64:
    step([&] {
      return "the action is keyed by i64, whatever the node's type (the result may have been expanded)";
    });
    break;
  case TypeOperand1:
    step([&] { return "the action is keyed by the type its ValueType operand names: " + name(KeyVT); });
    break;
  default:
    step([&] {
      return fmt::format("the action is keyed by {}'s type: {}", actionKeyName(R.Key), name(KeyVT));
    });
    break;
  }
  LegalizeAction A = operationEntry(KeyVT);
  switch (R.Rule) {
  case LegalMeansExpand:
  case LegalMeansCustom:
    if (A == LegalizeAction::Legal) {
      A = R.Rule == LegalMeansExpand ? LegalizeAction::Expand : LegalizeAction::Custom;
      step([&] {
        return fmt::format("{} lies about being legal: a Legal entry means {}", opName(), actionName(A));
      });
    }
    break;
  case PromoteOrOther:
    if (A != LegalizeAction::Promote) {
      step([&] { return fmt::format("not Promote, so {} is looked up again with MVT::Other", opName()); });
      A = operationEntry(EVT::other());
    }
    break;
  case ExpandMeansTrap:
    if (A == LegalizeAction::Expand)
      step([&] { return opName() + " is replaced by TRAP, which is then legalized itself"; });
    break;
  default: break;
  }
  return decided(A);
}

SDValue TargetLowering::expandIsFPClassInBuilder(SelectionDAG& DAG, EVT ResultVT, SDValue Op,
                                                 unsigned Test) const {
  return expandIsFPClassEarly(DAG, *this, ResultVT, Op, Test);
}

} // namespace dt
