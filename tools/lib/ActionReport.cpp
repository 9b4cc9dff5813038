// tools/lib/ActionReport.cpp — parsing action keys, printing the tables, explaining one decision, and the
// generated action-key document. The decisions themselves come from TargetLowering::decideAction.
#include "tools/lib/ActionReport.h"

#include "support/Diagnostics.h"

#include <algorithm>
#include <cctype>
#include <fmt/format.h>

namespace dt {

const char* const ActionKeySyntaxHelp = R"(Action keys (--query-action=KEY, --set-action=KEY=ACTION):
  OPCODE:TYPE                     rotl:i32  mul:i64  sign_extend_inreg:i8  RISCVISD::SELECT_CC:i32
  OPCODE:TYPE:COND[:RESULT]       setcc:i32:setugt  br_cc:f32:setolt  select_cc:f32:setolt:i32
  load:TYPE[:EXT:MEMTYPE]         load:i32  load:i32:sextload:i8   (EXT: extload, sextload, zextload)
  store:TYPE[:truncstore:MEMTYPE] store:i32  store:i32:truncstore:i8
  TYPE is the type the opcode is keyed by (docs/action-keys.md): result 0 for most opcodes, the compared
  type for setcc/br_cc/select_cc (RESULT: select_cc's selected type), the named type for sign_extend_inreg.
  Opcodes as dumps spell them or as LLVM's enumerators, any case. ACTION: Legal, Custom, Expand, LibCall,
  Promote or Promote:TYPE. A key with a condition code, an extension or truncstore sets that table's entry.
)";

namespace {

// ---- small text helpers -----------------------------------------------------------------------------------
std::string lower(std::string_view S) {
  std::string R(S);
  for (char& C : R) C = char(std::tolower((unsigned char)C));
  return R;
}
bool equalsIgnoringCase(std::string_view A, std::string_view B) {
  return lower(A) == lower(B);
}

std::string join(const std::vector<std::string>& Parts, std::string_view Sep) {
  std::string R;
  for (size_t I = 0; I < Parts.size(); ++I) R += (I ? std::string(Sep) : "") + Parts[I];
  return R;
}

[[noreturn]] void usage(const std::string& Msg) {
  throw DagtoolError(ExitUsageError, "", {}, Msg);
}

/// Columns padded to their widest cell; rendered as indented text or as a Markdown table.
struct Table {
  std::vector<std::string> Header;
  std::vector<std::vector<std::string>> Rows;

  std::string text(unsigned Indent = 2) const {
    std::vector<size_t> W(Header.size(), 0);
    auto widen = [&](const std::vector<std::string>& R) {
      for (size_t I = 0; I < R.size() && I < W.size(); ++I) W[I] = std::max(W[I], R[I].size());
    };
    widen(Header);
    for (const auto& R : Rows) widen(R);
    auto line = [&](const std::vector<std::string>& R) {
      std::string L(Indent, ' ');
      for (size_t I = 0; I < R.size(); ++I) {
        L += R[I];
        if (I + 1 < R.size()) L += std::string(W[I] - R[I].size() + 2, ' ');
      }
      while (!L.empty() && L.back() == ' ') L.pop_back();
      return L + "\n";
    };
    std::string Out = line(Header);
    for (const auto& R : Rows) Out += line(R);
    if (Rows.empty()) Out += std::string(Indent, ' ') + "(none)\n";
    return Out;
  }

  std::string markdown() const {
    auto line = [](const std::vector<std::string>& R) { return "| " + join(R, " | ") + " |\n"; };
    std::string Out = line(Header) + "|";
    for (size_t I = 0; I < Header.size(); ++I) Out += "---|";
    Out += "\n";
    for (const auto& R : Rows) Out += line(R);
    return Out;
  }
};

// ---- names -----------------------------------------------------------------------------------------------
/// The spelling dumps use: "rotl", "RISCVISD::SELECT_CC".
std::string dumpName(const TargetLowering& TLI, int32_t Op) {
  if (const char* N = ISD::opcodeName(Op)) return N;
  if (const char* N = TLI.getTargetNodeName(Op)) return N;
  return "opcode " + std::to_string(Op);
}
/// The spelling setOperationAction uses: "ROTL", "RISCVISD::SELECT_CC".
std::string enumName(const TargetLowering& TLI, int32_t Op) {
  if (const char* N = opcodeEnumName(Op)) return N;
  return dumpName(TLI, Op);
}

// Target opcodes follow the ISD ones densely; the scan stops at the first gap this long.
constexpr int32_t TargetOpcodeScan = 4096;

std::optional<int32_t> findOpcode(std::string_view Name, const TargetLowering& TLI) {
  if (auto Op = findISDOpcode(Name)) return Op;
  for (int32_t Op = ISD::BUILTIN_OP_END; Op < ISD::BUILTIN_OP_END + TargetOpcodeScan; ++Op)
    if (const char* N = TLI.getTargetNodeName(Op); N && equalsIgnoringCase(N, Name)) return Op;
  return std::nullopt;
}

std::string validOpcodes(const TargetLowering& TLI) {
  std::vector<std::string> Names;
  for (int32_t Op = 1; Op < ISD::BUILTIN_OP_END; ++Op) Names.push_back(ISD::opcodeName(Op));
  for (int32_t Op = ISD::BUILTIN_OP_END; Op < ISD::BUILTIN_OP_END + TargetOpcodeScan; ++Op)
    if (const char* N = TLI.getTargetNodeName(Op)) Names.push_back(N);
  return join(Names, " ");
}

/// Opcodes whose dump spelling shares the first three letters with Name or contains it.
std::string similarOpcodes(std::string_view Name, const TargetLowering& TLI) {
  std::string L = lower(Name);
  if (size_t Colons = L.rfind("::"); Colons != std::string::npos) L = L.substr(Colons + 2);
  std::vector<std::string> Found;
  auto consider = [&](const char* N) {
    std::string C = lower(N);
    if (size_t Colons = C.rfind("::"); Colons != std::string::npos) C = C.substr(Colons + 2);
    if (L.size() >= 3 && (C.compare(0, 3, L, 0, 3) == 0 || C.find(L) != std::string::npos))
      Found.push_back(N);
  };
  for (int32_t Op = 1; Op < ISD::BUILTIN_OP_END; ++Op) consider(ISD::opcodeName(Op));
  for (int32_t Op = ISD::BUILTIN_OP_END; Op < ISD::BUILTIN_OP_END + TargetOpcodeScan; ++Op)
    if (const char* N = TLI.getTargetNodeName(Op)) consider(N);
  if (Found.size() > 8) Found.resize(8);
  return join(Found, ", ");
}

const char* const ValidTypes =
    "i1 i8 i16 i32 i64 i128 (any iN), f16 bf16 f32 f64 f80 f128, vectors such as v4i32, "
    "and other (MVT::Other, the chain type)";

std::optional<EVT> parseScalarType(std::string_view S) {
  if (S == "f16") return EVT::f16();
  if (S == "bf16") return EVT::bf16();
  if (S == "f32") return EVT::f32();
  if (S == "f64") return EVT::f64();
  if (S == "f80") return EVT::f80();
  if (S == "f128") return EVT::f128();
  if (S.size() >= 2 && S.size() <= 6 && S[0] == 'i' && S[1] != '0' &&
      std::all_of(S.begin() + 1, S.end(), [](char C) { return std::isdigit((unsigned char)C); })) {
    unsigned Bits = unsigned(std::stoul(std::string(S.substr(1))));
    if (Bits >= 1 && Bits <= 65536) return EVT::integer(Bits);
  }
  return std::nullopt;
}

std::optional<EVT> parseType(std::string_view Text) {
  std::string S = lower(Text);
  if (S == "other" || S == "ch") return EVT::other();
  if (S.size() > 2 && S[0] == 'v' && std::isdigit((unsigned char)S[1])) {
    size_t I = 1;
    while (I < S.size() && std::isdigit((unsigned char)S[I])) ++I;
    if (I > 6 || S[1] == '0') return std::nullopt;
    unsigned N = unsigned(std::stoul(S.substr(1, I - 1)));
    if (auto Elt = parseScalarType(std::string_view(S).substr(I))) return EVT::vector(*Elt, N);
    return std::nullopt;
  }
  return parseScalarType(S);
}

std::optional<ISD::CondCode> parseCondCode(std::string_view Text) {
  std::string S = lower(Text);
  if (S.rfind("set", 0) != 0) S = "set" + S;
  for (int CC = 0; CC < ISD::SETCC_INVALID; ++CC)
    if (S == ISD::condCodeName(ISD::CondCode(CC))) return ISD::CondCode(CC);
  return std::nullopt;
}

std::optional<LegalizeAction> parseAction(std::string_view Text) {
  for (LegalizeAction A : {LegalizeAction::Legal, LegalizeAction::Custom, LegalizeAction::Expand,
                           LegalizeAction::LibCall, LegalizeAction::Promote})
    if (equalsIgnoringCase(Text, actionName(A))) return A;
  return std::nullopt;
}

const char* extName(ISD::LoadExtType E) {
  switch (E) {
  case ISD::EXTLOAD: return "extload";
  case ISD::SEXTLOAD: return "sextload";
  case ISD::ZEXTLOAD: return "zextload";
  default: return "load";
  }
}

// ---- the key syntax
// ------------------------------------------------------------------------------------------
struct ParsedKey {
  int32_t Op = 0;
  EVT VT;                                  // the TYPE field
  std::optional<ISD::CondCode> CC;         // CondCodeFirst opcodes
  std::optional<EVT> ResultVT;             // select_cc's selected type
  ISD::LoadExtType Ext = ISD::NON_EXTLOAD; // load:TYPE:EXT:MEM
  bool Truncating = false;                 // store:TYPE:truncstore:MEM
  EVT MemVT;
};

ParsedKey parseKey(std::string_view Spec, const TargetLowering& TLI, const std::string& Option) {
  std::string Where = "--" + Option + "=" + std::string(Spec);
  std::vector<std::string> Fields;
  size_t Start = 0;
  for (size_t I = 0; I <= Spec.size(); ++I)
    if (I == Spec.size() || Spec[I] == ':') {
      Fields.emplace_back(Spec.substr(Start, I - Start));
      Start = I + 1;
    }
  // "RISCVISD::SELECT_CC:i32" and "ISD::ROTL:i32": the namespace separator is part of the opcode.
  if (Fields.size() >= 3 && Fields[1].empty()) {
    Fields[0] += "::" + Fields[2];
    Fields.erase(Fields.begin() + 1, Fields.begin() + 3);
  }
  if (Fields.size() < 2 || Fields[0].empty() || Fields[1].empty())
    usage(Where + ": expected OPCODE:TYPE, e.g. rotl:i32 (see --help for the key syntax)");

  ParsedKey K;
  auto Op = findOpcode(Fields[0], TLI);
  if (!Op) {
    std::string Similar = similarOpcodes(Fields[0], TLI);
    usage(Where + ": unknown opcode '" + Fields[0] + "'" +
          (Similar.empty() ? "" : " (did you mean " + Similar + "?)") +
          "; valid opcodes (dump spelling, any case, or LLVM's enumerator): " + validOpcodes(TLI));
  }
  K.Op = *Op;
  auto type = [&](const std::string& Text, const char* Role) {
    auto T = parseType(Text);
    if (!T) usage(Where + ": unknown " + Role + " '" + Text + "'; valid types: " + ValidTypes);
    return *T;
  };
  K.VT = type(Fields[1], "type");
  std::string Name = dumpName(TLI, K.Op);
  ActionKeyRule R = actionKeyRule(K.Op);
  size_t Max = 2;
  if (R.Rule == ActionRule::CondCodeFirst) {
    Max = K.Op == ISD::SELECT_CC ? 4 : 3;
    if (Fields.size() >= 3) {
      K.CC = parseCondCode(Fields[2]);
      if (!K.CC) {
        std::vector<std::string> Valid;
        for (int CC = 0; CC < ISD::SETCC_INVALID; ++CC) Valid.push_back(ISD::condCodeName(ISD::CondCode(CC)));
        usage(Where + ": unknown condition code '" + Fields[2] + "'; valid: " + join(Valid, " "));
      }
    }
    if (Fields.size() >= 4) K.ResultVT = type(Fields[3], "result type");
  } else if (K.Op == ISD::LOAD) {
    Max = 4;
    if (Fields.size() >= 3) {
      std::string E = lower(Fields[2]);
      K.Ext = E == "extload"    ? ISD::EXTLOAD
              : E == "sextload" ? ISD::SEXTLOAD
              : E == "zextload" ? ISD::ZEXTLOAD
                                : ISD::NON_EXTLOAD;
      if (K.Ext == ISD::NON_EXTLOAD)
        usage(Where + ": unknown load extension '" + Fields[2] + "'; valid: extload, sextload, zextload");
      if (Fields.size() < 4)
        usage(Where + ": an extending load needs its memory type: load:i32:" + E + ":i8");
      K.MemVT = type(Fields[3], "memory type");
    }
  } else if (K.Op == ISD::STORE) {
    Max = 4;
    if (Fields.size() >= 3) {
      if (lower(Fields[2]) != "truncstore")
        usage(Where + ": expected 'truncstore' after store:TYPE, got '" + Fields[2] + "'");
      if (Fields.size() < 4)
        usage(Where + ": a truncating store needs its memory type: store:i32:truncstore:i8");
      K.Truncating = true;
      K.MemVT = type(Fields[3], "memory type");
    }
  }
  if (Fields.size() > Max) {
    std::string Form = R.Rule == ActionRule::CondCodeFirst
                           ? (K.Op == ISD::SELECT_CC ? "select_cc:TYPE:COND:RESULTTYPE" : Name + ":TYPE:COND")
                       : K.Op == ISD::LOAD  ? "load:TYPE:EXT:MEMTYPE"
                       : K.Op == ISD::STORE ? "store:TYPE:truncstore:MEMTYPE"
                                            : Name + ":TYPE";
    usage(Where + ": too many fields; " + Name + " takes at most " + Form);
  }
  return K;
}

// ---- facts the report adds to a decision
// ----------------------------------------------------------------------
const std::vector<EVT>& scalarTypes() {
  static const std::vector<EVT> Types = {EVT::i1(),  EVT::i8(),   EVT::i16(), EVT::i32(),
                                         EVT::i64(), EVT::i128(), EVT::f16(), EVT::bf16(),
                                         EVT::f32(), EVT::f64(),  EVT::f128()};
  return Types;
}

/// Types as setOperationAction names them: MVT::Other is "Other", not the dumps' "ch".
std::string typeName(EVT VT) {
  return VT.isOther() ? "Other" : VT.str();
}

/// Sort order for types: integers by width, then the FP types, then MVT::Other, then vectors.
int typeRank(EVT VT) {
  if (VT.isScalarInteger()) return int(VT.sizeInBits());
  if (VT.kind() == EVT::Kind::Float) return 100000 + int(VT.fpFormat()) * 10 + int(VT.sizeInBits() / 16);
  if (VT.isOther()) return 200000;
  if (VT.isVector()) return 300000 + typeRank(VT.scalarType()) * 64 + int(VT.numElements());
  return 400000;
}

/// The runtime functions ConvertNodeToLibcall would call for Op keyed by VT. Conversions are named by
/// (source, result) types, so every partner type with a name is listed.
std::vector<std::string> libcallsFor(const TargetLowering& TLI, int32_t Op, EVT VT) {
  std::vector<std::string> Names;
  auto add = [&](const char* N) {
    if (N && std::find(Names.begin(), Names.end(), N) == Names.end()) Names.push_back(N);
  };
  add(TLI.getLibcallName(Op, VT));
  const EVT FPs[] = {EVT::f16(), EVT::bf16(), EVT::f32(), EVT::f64(), EVT::f128()};
  switch (Op) {
  case ISD::FP_TO_SINT: // keyed by the integer result
  case ISD::FP_TO_UINT:
    for (EVT F : FPs) add(TLI.getLibcallName(Op, F, VT));
    break;
  case ISD::SINT_TO_FP: // keyed by the integer source
  case ISD::UINT_TO_FP:
    for (EVT F : FPs) add(TLI.getLibcallName(Op, VT, F));
    break;
  case ISD::FP_ROUND:  // keyed by the narrower result
  case ISD::FP_EXTEND: // keyed by the wider result
    for (EVT F : FPs) add(TLI.getLibcallName(Op, F, VT));
    break;
  case ISD::FP_TO_FP16: add(TLI.getLibcallName(ISD::FP_ROUND, VT, EVT::f16())); break;
  case ISD::FP_TO_BF16: add(TLI.getLibcallName(ISD::FP_ROUND, VT, EVT::bf16())); break;
  case ISD::FP16_TO_FP: // only to f32; wider results extend that f32 (ExpandNode)
    if (VT == EVT::f32()) add(TLI.getLibcallName(ISD::FP_EXTEND, EVT::f16(), VT));
    break;
  default: break;
  }
  return Names;
}

/// "a call to __mulsi3", or why there is none.
std::string libcallPhrase(const TargetLowering& TLI, int32_t Op, EVT VT) {
  auto Names = libcallsFor(TLI, Op, VT);
  if (!Names.empty()) return "a call to " + join(Names, " / ");
  return fmt::format("a call, but no runtime function is registered for {} {}: \"cannot legalize\"",
                     enumName(TLI, Op), typeName(VT));
}

/// What ExpandNode builds for the opcodes whose expansion is well known (LLVM 19's ExpandNode /
/// TargetLowering).
const char* expansionNote(int32_t Op) {
  switch (Op) {
  case ISD::ROTL:
  case ISD::ROTR: return "shl, srl and or, or the opposite rotate where that one is legal";
  case ISD::SIGN_EXTEND_INREG: return "shl then sra";
  case ISD::SELECT_CC: return "a setcc feeding a select";
  case ISD::BR_CC: return "a setcc feeding a brcond";
  case ISD::MUL:
    return "a multiply-high or two-result multiply (mulhu, umul_lohi ...) where the type has one";
  case ISD::SDIV:
  case ISD::UDIV: return "the quotient of sdivrem / udivrem where that is legal";
  case ISD::SREM:
  case ISD::UREM: return "sdivrem / udivrem, or x - (x / y) * y where division is legal";
  default: return nullptr;
  }
}

std::string typeActionPhrase(const TargetLowering& TLI, EVT VT) {
  TypeAction A = TLI.getTypeAction(VT);
  EVT To = TLI.getTypeToTransformTo(VT);
  switch (A) {
  case TypeAction::ExpandInteger: return fmt::format("ExpandInteger → 2 x {}", To.str());
  case TypeAction::SoftPromoteHalf: return "SoftPromoteHalf → held as i16, computed in f32";
  default: return fmt::format("{} → {}", typeActionName(A), To.str());
  }
}

/// "type i32 is legal (register class GPR)" / "type i64 is illegal: ExpandInteger → 2 x i32 ...".
std::string typeStep(const TargetLowering& TLI, EVT VT, const std::string& Role) {
  std::string What = Role.empty() ? "type " + VT.str() : Role + " " + VT.str();
  if (VT.isOther()) return What + " (MVT::Other) is the chain type: the type legalizer leaves it alone";
  if (const char* RC = TLI.registerClassName(VT)) return What + " is legal (register class " + RC + ")";
  return What + " is illegal: " + typeActionPhrase(TLI, VT) +
         "; the type legalizer rewrites nodes of this type before LegalizeDAG runs";
}

/// The steps before the decision: the types involved and whether they are legal.
std::vector<std::string> contextSteps(const TargetLowering& TLI, const ActionQuery& Q) {
  std::vector<std::string> S;
  ActionKeyRule R = actionKeyRule(Q.Op);
  std::string Name = enumName(TLI, Q.Op);
  if (R.Rule == ActionRule::CondCodeFirst) {
    S.push_back(typeStep(TLI, Q.CompareVT, "the compared type"));
    if (Q.Op == ISD::SELECT_CC && Q.VT != Q.CompareVT) S.push_back(typeStep(TLI, Q.VT, "the selected type"));
    return S;
  }
  switch (R.Key) {
  case ActionKey::Other:
    if (Q.VT.isOther()) {
      S.push_back(typeStep(TLI, Q.VT, ""));
    } else {
      std::string Entry =
          TLI.hasOperationActionEntry(Q.Op, Q.VT)
              ? fmt::format("; the entry setOperationAction({}, {}) = {} only serves the type "
                            "legalizer's custom hook",
                            Name, Q.VT.str(), actionName(TLI.getOperationAction(Q.Op, Q.VT)))
              : "";
      S.push_back(fmt::format("the node's type {} does not matter to LegalizeDAG{}", Q.VT.str(), Entry));
    }
    break;
  case ActionKey::I64:
    if (Q.VT != EVT::i64())
      S.push_back(fmt::format("the node's type {} does not matter to LegalizeDAG", Q.VT.str()));
    if (!TLI.isTypeLegal(EVT::i64()))
      S.push_back("i64 is illegal here (" + typeActionPhrase(TLI, EVT::i64()) +
                  " for the node's result), yet LegalizeDAG asks the i64 entry");
    break;
  case ActionKey::TypeOperand1:
    S.push_back(Q.VT.str() +
                " need not be a legal type: only the node's own result and operand types are made "
                "legal by the type legalizer");
    break;
  case ActionKey::None:
    if (Q.Op >= ISD::BUILTIN_OP_END) S.push_back(typeStep(TLI, Q.VT, ""));
    break;
  default: S.push_back(typeStep(TLI, Q.VT, Q.Op == ISD::STORE ? "the stored type" : "")); break;
  }
  if ((Q.Op == ISD::LOAD && Q.Ext != ISD::NON_EXTLOAD) || (Q.Op == ISD::STORE && Q.TruncatingStore))
    S.push_back("memory type " + Q.MemVT.str() + ": it need not be legal (only the register type must be)");
  return S;
}

/// Whether the looked-up type is one of the node's own value types (which type legalization makes legal).
bool keysANodeType(const ActionQuery& Q, const ActionDecision& D) {
  if (!D.Table) return false;
  if (*D.Table == ActionTable::CondCode) return true;
  if (*D.Table != ActionTable::Operation) return false;
  ActionKey K = actionKeyRule(Q.Op).Key;
  return K == ActionKey::Result0 || K == ActionKey::Operand0 || K == ActionKey::Operand1 ||
         K == ActionKey::Operand2;
}

/// What happens next: the legalizer's fallback chain for the action.
std::string consequenceStep(const TargetLowering& TLI, const ActionQuery& Q, const ActionDecision& D) {
  EVT VT = D.LookedUpVT;
  bool FromCondCode = D.Table && *D.Table == ActionTable::CondCode;
  if (keysANodeType(Q, D) && VT.isData() && !TLI.isTypeLegal(VT)) {
    if (D.Action == LegalizeAction::Custom && !FromCondCode)
      return fmt::format(
          "Custom on the illegal type {}: the type legalizer asks this entry before its generic "
          "{}; the target's ReplaceNodeResults (for an illegal result) or LowerOperationWrapper (for "
          "an illegal operand) rewrites the node, and if it declines the generic rule applies",
          VT.str(), typeActionName(TLI.getTypeAction(VT)));
    return fmt::format(
        "no node of type {} reaches LegalizeDAG (the type legalizer's {} removes it first), so "
        "this entry decides nothing here",
        VT.str(), typeActionName(TLI.getTypeAction(VT)));
  }
  if (D.Table && (*D.Table == ActionTable::LoadExt || *D.Table == ActionTable::TruncStore)) {
    bool Load = *D.Table == ActionTable::LoadExt;
    switch (D.Action) {
    case LegalizeAction::Legal: return "Legal: one extending load / truncating store instruction does it";
    case LegalizeAction::Custom: return "Custom: the target's LowerOperation rewrites the access";
    case LegalizeAction::Expand:
      return Load ? "Expand: LegalizeLoadOps loads with a legal extension (or none) and extends in registers"
                  : "Expand: LegalizeStoreOps truncates in registers, then stores";
    default: return ""; // Promote was explained with the widening step
    }
  }
  if (!D.Table) return ""; // target nodes, never-looked-up opcodes, widened or split accesses: said already
  const char* Note = FromCondCode ? "legal conditions (LegalizeSetCCCondCode: swapped operands, the inverse "
                                    "condition, or two compares combined)"
                                  : expansionNote(Q.Op);
  std::string Expansion = Note ? fmt::format(" into {}", Note) : "";
  std::string Fallback =
      FromCondCode ? "" : "; if no expansion applies → LibCall: " + libcallPhrase(TLI, Q.Op, VT);
  switch (D.Action) {
  case LegalizeAction::Legal: return "Legal: LegalizeDAG keeps the node; instruction selection must match it";
  case LegalizeAction::Custom:
    return "Custom: the target's LowerOperation rewrites it; if it returns nothing → Expand: ExpandNode" +
           Expansion + Fallback;
  case LegalizeAction::Expand: return "Expand: LegalizeDAG's ExpandNode rewrites it" + Expansion + Fallback;
  case LegalizeAction::LibCall:
    return "LibCall: ConvertNodeToLibcall replaces it by " + libcallPhrase(TLI, Q.Op, VT);
  case LegalizeAction::Promote: {
    std::string To;
    try {
      To = TLI.getTypeToPromoteTo(Q.Op, VT).str();
    } catch (const DagtoolError&) {
      To = "(no wider legal type: cannot promote)";
    }
    return "Promote: PromoteNode computes it in " + To +
           " (operands extended, the result truncated or rounded back)";
  }
  }
  return "";
}

std::string promoteTarget(const TargetLowering& TLI, int32_t Op, EVT VT) {
  try {
    return TLI.getTypeToPromoteTo(Op, VT).str();
  } catch (const DagtoolError&) {
    return "?";
  }
}

} // namespace

// ---- parsing
// ----------------------------------------------------------------------------------------------------
ActionQuery parseActionQuery(std::string_view Spec, const TargetLowering& TLI) {
  ParsedKey K = parseKey(Spec, TLI, "query-action");
  ActionQuery Q;
  Q.Op = K.Op;
  Q.VT = K.VT;
  if (actionKeyRule(K.Op).Rule == ActionRule::CondCodeFirst) {
    Q.CompareVT = K.VT;
    if (K.CC) Q.CC = *K.CC;
    if (K.ResultVT) Q.VT = *K.ResultVT;
  }
  Q.Ext = K.Ext;
  Q.TruncatingStore = K.Truncating;
  Q.MemVT = K.MemVT;
  return Q;
}

ActionOverride parseActionOverride(std::string_view Spec, const TargetLowering& TLI) {
  std::string Where = "--set-action=" + std::string(Spec);
  size_t Eq = Spec.find('=');
  if (Eq == std::string_view::npos || Eq + 1 == Spec.size())
    usage(Where + ": expected KEY=ACTION, e.g. rotl:i32=Expand or rotl:i32=Promote:i64 (see --help)");
  ParsedKey K = parseKey(Spec.substr(0, Eq), TLI, "set-action");
  std::string_view ActionText = Spec.substr(Eq + 1);
  std::optional<EVT> PromoteTo;
  if (size_t Colon = ActionText.find(':'); Colon != std::string_view::npos) {
    auto T = parseType(ActionText.substr(Colon + 1));
    if (!T)
      usage(Where + ": unknown promote-to type '" + std::string(ActionText.substr(Colon + 1)) +
            "'; valid types: " + ValidTypes);
    PromoteTo = T;
    ActionText = ActionText.substr(0, Colon);
  }
  auto A = parseAction(ActionText);
  if (!A)
    usage(Where + ": unknown action '" + std::string(ActionText) +
          "'; valid: Legal, Custom, Expand, LibCall, Promote[:TYPE]");
  std::string Name = dumpName(TLI, K.Op);
  ActionKeyRule R = actionKeyRule(K.Op);
  if (R.Rule == ActionRule::NotLookedUp)
    usage(Where + ": " + Name + " has no table entry to set: LegalizeOp " +
          (K.Op >= ISD::BUILTIN_OP_END ? "keeps target nodes as they are" : "never looks it up"));
  auto simple = [&](EVT VT) {
    if (VT.isData() && !VT.isSimple())
      usage(Where + ": " + VT.str() +
            " is not a type LLVM's tables hold (an extended type is always Expand)");
  };
  simple(K.VT);

  ActionOverride O;
  O.Spec = std::string(Spec);
  O.Action = *A;
  O.Op = K.Op;
  O.VT = K.VT;
  if (K.CC) {
    if (K.ResultVT)
      usage(Where + ": the condition-code table is keyed by the compared type only: drop ':" +
            K.ResultVT->str() + "'");
    O.Table = ActionTable::CondCode;
    O.CC = *K.CC;
  } else if (K.Ext != ISD::NON_EXTLOAD) {
    O.Table = ActionTable::LoadExt;
    O.Ext = K.Ext;
    O.MemVT = K.MemVT;
  } else if (K.Truncating) {
    O.Table = ActionTable::TruncStore;
    O.MemVT = K.MemVT;
  } else {
    if (K.ResultVT) O.VT = *K.ResultVT; // select_cc's operation entry is keyed by its result type
    O.Table = ActionTable::Operation;
  }
  if (O.MemVT.isValid()) simple(O.MemVT);
  if (PromoteTo) {
    if (O.Action != LegalizeAction::Promote)
      usage(Where + ": only Promote takes a type (Promote:" + PromoteTo->str() + ")");
    if (O.Table != ActionTable::Operation)
      usage(Where + ": a promote-to type belongs to the operation table (AddPromotedToType); drop ':" +
            PromoteTo->str() + "'");
    if (!TLI.isTypeLegal(*PromoteTo))
      usage(Where + ": the promote-to type " + PromoteTo->str() + " is not legal on this target");
    O.PromoteTo = PromoteTo;
  }
  return O;
}

// ---- --query-action
// -------------------------------------------------------------------------------------------
std::string explainAction(const TargetLowering& TLI, std::string_view Spec,
                          std::string_view TargetDescription) {
  ActionQuery Q = parseActionQuery(Spec, TLI);
  ActionDecision D = TLI.decideAction(Q, true);
  std::vector<std::string> Steps = contextSteps(TLI, Q);
  Steps.insert(Steps.end(), D.Steps.begin(), D.Steps.end());
  if (std::string C = consequenceStep(TLI, Q, D); !C.empty()) Steps.push_back(C);
  ActionTable T = D.Table.value_or(ActionTable::Operation);
  if (D.Table)
    if (const ActionOverride* O =
            TLI.findOverride(T, Q.Op, T == ActionTable::CondCode ? Q.CompareVT : Q.VT, Q.CC, Q.Ext, Q.MemVT))
      Steps.push_back("this entry comes from --set-action=" + O->Spec + ", not from the target");
  std::string Out = fmt::format("{} on {}\n", Spec, TargetDescription);
  for (size_t I = 0; I < Steps.size(); ++I) Out += fmt::format("  {}. {}\n", I + 1, Steps[I]);
  bool NeverReached = keysANodeType(Q, D) && D.LookedUpVT.isData() && !TLI.isTypeLegal(D.LookedUpVT) &&
                      !(D.Action == LegalizeAction::Custom && *D.Table == ActionTable::Operation);
  Out += fmt::format("  => {}{}\n", actionName(D.Action),
                     NeverReached ? " (for a node LegalizeDAG never sees)" : "");
  return Out;
}

// ---- --print-actions
// ------------------------------------------------------------------------------------------
std::string printActions(const TargetLowering& TLI, std::string_view TargetDescription) {
  std::string Out = fmt::format("Action tables of {}\n\n", TargetDescription);
  Out += R"(How to read them (LLVM 19's SelectionDAG legalizers; docs/action-keys.md):
  Legal     LegalizeDAG keeps the node; instruction selection matches it
  Custom    the target's LowerOperation rewrites it; if it declines: Expand
  Expand    ExpandNode rewrites it with other operations; if none applies: LibCall
  LibCall   a call to the runtime function in the last column
  Promote   computed in the wider type in the last column
  keyed by  which of the node's types LegalizeDAG looks the opcode up with
  Every (opcode, legal type) pair not listed is Legal, and so is every condition code, extending load and
  truncating store not listed. Entries for illegal types are listed only where something reads them: Custom
  entries (the type legalizer asks them first) and keys that are not a node's own type (sign_extend_inreg's
  named type, ReadCycleCounter's i64). [--set-action] marks an entry this run overrides.

)";

  Table Legal{{"type", "register class"}, {}};
  auto Classes = TLI.registerClasses();
  std::sort(Classes.begin(), Classes.end(),
            [](auto& A, auto& B) { return typeRank(A.first) < typeRank(B.first); });
  for (auto& [VT, RC] : Classes) Legal.Rows.push_back({VT.str(), RC});
  Out += "Legal types (register classes)\n" + Legal.text() + "\n";

  Table Types{{"type", "type action", "becomes", "registers"}, {}};
  for (EVT VT : scalarTypes()) {
    TypeAction A = TLI.getTypeAction(VT);
    std::string Regs = fmt::format("{} x {}", TLI.getNumRegisters(VT), TLI.getRegisterType(VT).str());
    if (A == TypeAction::Legal)
      Types.Rows.push_back({VT.str(), "Legal", "-", Regs});
    else
      Types.Rows.push_back(
          {VT.str(), typeActionName(A),
           A == TypeAction::SoftPromoteHalf ? "i16 bits, f32 arithmetic" : TLI.getTypeToTransformTo(VT).str(),
           Regs});
  }
  Out += "Type actions (the type legalizer, before any table below)\n" + Types.text() + "\n";

  // Operation entries, grouped by opcode; the types of one opcode that share action and notes share a row.
  auto Entries = TLI.operationActions();
  std::stable_sort(Entries.begin(), Entries.end(), [](const auto& A, const auto& B) {
    return A.Op != B.Op ? A.Op < B.Op : typeRank(A.VT) < typeRank(B.VT);
  });
  Table Ops{{"opcode", "types", "action", "keyed by", "promote-to / libcall"}, {}};
  unsigned Hidden = 0;
  int32_t RowOp = -1;
  size_t FirstRowOfOp = 0;
  for (const auto& E : Entries) {
    ActionKeyRule R = actionKeyRule(E.Op);
    const ActionOverride* O = TLI.findOverride(ActionTable::Operation, E.Op, E.VT);
    bool KeyNotANodeType = R.Key == ActionKey::TypeOperand1 || R.Key == ActionKey::I64;
    bool Reachable = !E.VT.isData() || TLI.isTypeLegal(E.VT) || KeyNotANodeType;
    if (!Reachable && E.Action != LegalizeAction::Custom && !O) {
      ++Hidden;
      continue;
    }
    std::string Key = actionKeyName(R.Key);
    if (R.Rule != ActionRule::Plain) Key += std::string("; ") + actionRuleName(R.Rule);
    std::vector<std::string> Notes;
    if (E.Action == LegalizeAction::Promote) Notes.push_back("promote to " + promoteTarget(TLI, E.Op, E.VT));
    if (Reachable && E.Action != LegalizeAction::Legal && E.Action != LegalizeAction::Promote) {
      auto Libs = libcallsFor(TLI, E.Op, E.VT);
      if (!Libs.empty()) Notes.push_back("libcall " + join(Libs, " / "));
    }
    if (O) Notes.push_back("[--set-action]");
    std::vector<std::string> Row = {dumpName(TLI, E.Op), typeName(E.VT), actionName(E.Action), Key,
                                    join(Notes, "; ")};
    if (E.Op != RowOp) {
      RowOp = E.Op;
      FirstRowOfOp = Ops.Rows.size();
    }
    auto Same = std::find_if(Ops.Rows.begin() + long(FirstRowOfOp), Ops.Rows.end(),
                             [&](const auto& Other) { return Other[2] == Row[2] && Other[4] == Row[4]; });
    if (Same != Ops.Rows.end())
      (*Same)[1] += "," + Row[1];
    else
      Ops.Rows.push_back(std::move(Row));
  }
  Out += "Operation actions (setOperationAction), by opcode\n" + Ops.text();
  Out += fmt::format("  ({} entries for illegal types are not shown: nothing consults them)\n\n", Hidden);

  auto CCs = TLI.condCodeActions();
  std::stable_sort(CCs.begin(), CCs.end(), [](const auto& A, const auto& B) {
    return typeRank(A.VT) != typeRank(B.VT) ? typeRank(A.VT) < typeRank(B.VT) : A.CC < B.CC;
  });
  // One row per compared type and action (overridden entries apart), listing its conditions.
  Table CC{{"compared type", "action", "conditions"}, {}};
  std::vector<bool> RowOverridden;
  for (const auto& E : CCs) {
    bool Overridden = TLI.findOverride(ActionTable::CondCode, 0, E.VT, E.CC) != nullptr;
    std::string Cond = std::string(ISD::condCodeName(E.CC)) + (Overridden ? " [--set-action]" : "");
    size_t I = 0;
    while (I < CC.Rows.size() && !(CC.Rows[I][0] == E.VT.str() && CC.Rows[I][1] == actionName(E.Action) &&
                                   RowOverridden[I] == Overridden))
      ++I;
    if (I < CC.Rows.size() && !Overridden) {
      CC.Rows[I][2] += " " + Cond;
    } else {
      CC.Rows.push_back({E.VT.str(), actionName(E.Action), Cond});
      RowOverridden.push_back(Overridden);
    }
  }
  Out +=
      "Condition-code actions (setCondCodeAction): setcc, br_cc, select_cc and setcccarry ask these first\n" +
      CC.text() + "\n";

  Table Loads{{"extension", "value type", "memory type", "action", ""}, {}};
  for (const auto& E : TLI.loadExtActions())
    Loads.Rows.push_back(
        {extName(E.Ext), E.ValVT.str(), E.MemVT.str(), actionName(E.Action),
         TLI.findOverride(ActionTable::LoadExt, 0, E.ValVT, ISD::SETCC_INVALID, E.Ext, E.MemVT)
             ? "[--set-action]"
             : (E.Action == LegalizeAction::Promote ? "the access is widened to a byte" : "")});
  Out += "Extending-load actions (setLoadExtAction)\n" + Loads.text() + "\n";

  Table Stores{{"value type", "memory type", "action", ""}, {}};
  for (const auto& E : TLI.truncStoreActions())
    Stores.Rows.push_back(
        {E.ValVT.str(), E.MemVT.str(), actionName(E.Action),
         TLI.findOverride(ActionTable::TruncStore, 0, E.ValVT, ISD::SETCC_INVALID, ISD::NON_EXTLOAD, E.MemVT)
             ? "[--set-action]"
             : ""});
  Out += "Truncating-store actions (setTruncStoreAction)\n" + Stores.text();
  return Out;
}

// ---- --print-action-keys
// ----------------------------------------------------------------------------------------
namespace {
struct Doc {
  ActionKeyDocFormat Format;
  std::string Out;
  void heading(unsigned Level, const std::string& Title) {
    if (Format == ActionKeyDocFormat::Markdown) {
      Out += std::string(Level, '#') + " " + Title + "\n\n";
    } else {
      Out += Title + "\n" + std::string(Title.size(), Level == 1 ? '=' : '-') + "\n\n";
    }
  }
  void para(const std::string& Text) { Out += Text + "\n\n"; }
  void table(const Table& T) {
    Out += (Format == ActionKeyDocFormat::Markdown ? T.markdown() : T.text(0)) + "\n";
  }
  std::string code(const std::string& S) const {
    return Format == ActionKeyDocFormat::Markdown ? "`" + S + "`" : S;
  }
};
} // namespace

std::string printActionKeys(ActionKeyDocFormat Format) {
  Doc D{Format, {}};
  D.heading(1, "Action keys: which type decides an operation's legalization action");
  if (Format == ActionKeyDocFormat::Markdown)
    D.para("<!-- Generated by `dagtool --print-action-keys=markdown > docs/action-keys.md` from the key "
           "tables in\n"
           "legalize/TargetLowering.cpp. Do not edit by hand: the test \"docs/action-keys.md is generated "
           "from the\n"
           "key tables\" fails when this file and the tables differ. -->");
  D.para("A target tells the operation legalizer what to do with each operation through calls such as\n" +
         D.code("setOperationAction(ISD::ROTL, MVT::i32, Expand)") +
         ". The value type in that call is **the key**: when LegalizeDAG\n"
         "meets a node, it looks the opcode up with *one* of the node's types, and only the entry for that "
         "type\n"
         "counts. For most opcodes that is the type of the first result, but a compare is looked up with the "
         "type\n"
         "it compares (its result is only a boolean), a store with the type it stores, " +
         D.code("sign_extend_inreg") +
         " with the\nnarrow type its ValueType operand names, and intrinsics always with " +
         D.code("MVT::Other") + ".");
  D.para(
      "LLVM writes these choices down nowhere but in code: the switch at the top of\n" +
      D.code("SelectionDAGLegalize::LegalizeOp") +
      " (llvm/lib/CodeGen/SelectionDAG/LegalizeDAG.cpp) and its twin in\n" +
      D.code("VectorLegalizer::LegalizeOp") +
      " (LegalizeVectorOps.cpp). Min-Yih Hsu's \"Legalizations in LLVM Backend\" (2024; one of\n"
      "the seed documents in ../shared/seeds/) asks \"whose type does this argument refer to? result "
      "type(s)?\n"
      "operand types? which operand's type?\" and notes that these rules \"are not written in any\n"
      "documentations\". This page is that documentation for LLVM 19, generated from dagtool's copy of the\n"
      "switch, the same table dagtool's legalizer and " +
      D.code("--query-action") + " use.");
  D.para(
      "Why it matters: an entry set for the wrong type is silently never consulted. On a target with F,\n" +
      D.code("setOperationAction(ISD::SINT_TO_FP, MVT::f32, Custom)") +
      " changes nothing, because SINT_TO_FP is keyed by\nits integer source; with D, " +
      D.code("setOperationAction(ISD::FP_ROUND, MVT::f64, Custom)") +
      " changes nothing for an f64 → f32\nround, because FP_ROUND is keyed by its narrower result.");
  D.para("The type legalizer asks the same table with a different key: before its generic PromoteInteger,\n"
         "ExpandInteger, SoftenFloat ... rules it looks the opcode up with the *illegal type it is "
         "legalizing* (a\n"
         "result's or an operand's), and lets the target rewrite the node when that entry is Custom. That is "
         "why\n"
         "RISC-V sets entries such as " +
         D.code("setOperationAction(ISD::ADD, MVT::i32, Custom)") +
         " on RV64, where i32 is not a legal type.");

  D.heading(2, "How LegalizeOp chooses an action (LLVM 19)");
  D.para(
      "1. Target nodes (" + D.code("RISCVISD::...") +
      ") are in no table: " + D.code("getCustomOperationAction") +
      " answers Legal unless a\n   target overrides it, and RISC-V does not.\n"
      "2. " +
      D.code("TargetConstant") + " and " + D.code("Register") + " return before any lookup; " +
      D.code("CALLSEQ_START") + " and " + D.code("CALLSEQ_END") +
      " are left as they are.\n"
      "3. " +
      D.code("SETCC") + ", " + D.code("BR_CC") + ", " + D.code("SELECT_CC") + " and " + D.code("SETCCCARRY") +
      " ask the condition-code table first (" + D.code("getCondCodeAction(cc,\n   compared type)") +
      "); a condition that is not Legal decides the action. Only a Legal condition consults the\n"
      "   operation table.\n"
      "4. " +
      D.code("LOAD") + " and " + D.code("STORE") + " leave the switch for " + D.code("LegalizeLoadOps") +
      " / " + D.code("LegalizeStoreOps") +
      ", which use the load-extension and\n"
      "   truncating-store tables (below).\n"
      "5. Every other opcode is looked up with the key in the next table; a few then reinterpret the answer\n"
      "   (they \"lie about being legal\").\n"
      "6. The action runs: Custom calls the target's " +
      D.code("LowerOperation") + "; if it declines, Expand calls " + D.code("ExpandNode") +
      ";\n   if that finds nothing, LibCall calls " + D.code("ConvertNodeToLibcall") + ". Promote calls " +
      D.code("PromoteNode") + ".");

  D.heading(2, "Keys of the operation legalizer (LegalizeDAG)");
  D.para("Every opcode not listed is keyed by **result 0**, with no extra rule.");
  Table Keys{{"opcode", "keyed by", "rule", "why"}, {}};
  for (const ActionKeyRule& R : actionKeyRules())
    Keys.Rows.push_back(
        {D.code(opcodeEnumName(R.Op)), actionKeyName(R.Key), actionRuleName(R.Rule), R.Reason});
  D.table(Keys);

  D.heading(2, "Condition codes");
  D.para("These opcodes carry a condition code. LegalizeOp asks " +
         D.code("getCondCodeAction(cc, type of the compared operand)") +
         "\nfirst; if that is not Legal it is the action (Expand rewrites the condition in " +
         D.code("LegalizeSetCCCondCode") +
         ":\nswapped operands, the inverse condition, or two compares combined). "
         "Only a Legal condition goes on to\nthe operation table.");
  Table CCs{{"opcode", "condition-code operand", "compared operand", "then the operation table with"}, {}};
  for (const ActionKeyRule& R : actionKeyRules())
    if (R.Rule == ActionRule::CondCodeFirst)
      CCs.Rows.push_back({D.code(opcodeEnumName(R.Op)), std::to_string(R.CondCodeOperand),
                          std::to_string(R.CompareOperand), actionKeyName(R.Key)});
  D.table(CCs);

  D.heading(2, "Loads and stores");
  Table Mem{{"access", "table", "key"}, {}};
  Mem.Rows.push_back({"plain load", D.code("setOperationAction(LOAD, VT)"), "the loaded type (result 0)"});
  Mem.Rows.push_back(
      {"extending load", D.code("setLoadExtAction(Ext, VT, MemVT)"), "extension, loaded type, memory type"});
  Mem.Rows.push_back(
      {"plain store", D.code("setOperationAction(STORE, VT)"), "the stored value's type (operand 1)"});
  Mem.Rows.push_back(
      {"truncating store", D.code("setTruncStoreAction(VT, MemVT)"), "value type, memory type"});
  D.table(Mem);
  D.para(
      "Before the tables: a memory type that is not a whole number of bytes is widened first (an extending\n"
      "load of i20 becomes one of i24, a truncating store of i1 one of i8) — for an i1 load only if its\n"
      "load-extension entry is Promote — and one whose width is not a power of two is split into two "
      "accesses.\n"
      "The memory type need not be legal; only the value type in registers must be.");

  D.heading(2, "Keys of the vector-operation legalizer (LegalizeVectorOps)");
  D.para("It runs before LegalizeDAG, on nodes with a vector result or operand only, and handles only the\n"
         "opcodes below; every other node waits for LegalizeDAG. Its keys differ from LegalizeDAG's for\n" +
         D.code("SIGN_EXTEND_INREG") +
         " (the vector result type, not the named type), and loads and stores are handled\n"
         "only when they extend or truncate a vector memory type.");
  Table Vec{{"keyed by", "opcodes"}, {}};
  for (VectorActionKey K : {VectorActionKey::Result0, VectorActionKey::Operand0, VectorActionKey::Operand1,
                            VectorActionKey::CondCodeFirst, VectorActionKey::LoadExt,
                            VectorActionKey::TruncStore, VectorActionKey::LegalMeansExpand}) {
    std::vector<std::string> Names;
    for (const VectorKeyRule& R : vectorActionKeyRules())
      if (R.Key == K) Names.push_back(D.code(opcodeEnumName(R.Op)));
    Vec.Rows.push_back({vectorActionKeyName(K), join(Names, " ")});
  }
  D.table(Vec);

  D.heading(2, "LLVM opcodes dagtool has no node for");
  D.para("The rest of LegalizeOp's switch, so that this page describes all of it.");
  Table Absent{{"opcodes", "keyed by", "why"}, {}};
  for (const LLVMOnlyKeyRule& R : llvmOnlyActionKeyRules()) {
    std::vector<std::string> Names;
    std::string_view S = R.Opcodes;
    for (size_t Start = 0; Start < S.size();) {
      size_t End = S.find(' ', Start);
      if (End == std::string_view::npos) End = S.size();
      Names.push_back(D.code(std::string(S.substr(Start, End - Start))));
      Start = End + 1;
    }
    Absent.Rows.push_back({join(Names, " "), R.KeyedBy, R.Why});
  }
  D.table(Absent);

  D.heading(2, "Seeing and changing the tables");
  D.para("- " + D.code("dagtool -mtriple=riscv32 -mattr=+m --print-actions") +
         " prints every entry of a configuration, with its key.\n"
         "- " +
         D.code("dagtool -mtriple=riscv32 --query-action=rotl:i32") +
         " explains one decision step by step (" + D.code("setcc:i32:setugt") + ",\n  " +
         D.code("load:i32:sextload:i8") + " and " + D.code("store:i32:truncstore:i8") +
         " name the other tables).\n"
         "- " +
         D.code("--set-action=rotl:i32=Legal") + " (repeatable) overrides an entry for one run; " +
         D.code("--print-actions") + " and\n  " + D.code("--query-action") + " show the override.");
  std::string Out = std::move(D.Out);
  while (Out.size() > 1 && Out[Out.size() - 1] == '\n' && Out[Out.size() - 2] == '\n') Out.pop_back();
  return Out;
}

} // namespace dt
