// dag/ISD.cpp — the opcode table's accessors and condition-code algebra.
#include "dag/ISD.h"

#include <unordered_map>

namespace dt::ISD {

namespace {
enum PropBits : uint8_t { P_N = 0, P_C = 1, P_B = 2, P_L = 4, P_M = 8 };
constexpr uint8_t P_CB = P_C | P_B;
struct OpInfo {
  const char* Name;
  uint8_t Props;
};
constexpr OpInfo Table[] = {
#define DT_ISD(Name, Text, Props) {Text, P_##Props},
#include "dag/ISDOpcodes.def"
#undef DT_ISD
};
} // namespace

const char* opcodeName(int32_t Opc) {
  if (Opc < 0 || Opc >= BUILTIN_OP_END) return nullptr;
  return Table[Opc].Name;
}
std::optional<int32_t> opcodeByName(std::string_view Name) {
  static const std::unordered_map<std::string_view, int32_t> Index = [] {
    std::unordered_map<std::string_view, int32_t> M;
    for (int32_t Opc = 0; Opc < BUILTIN_OP_END; ++Opc) M.try_emplace(Table[Opc].Name, Opc);
    return M;
  }();
  auto It = Index.find(Name);
  if (It == Index.end()) return std::nullopt;
  return It->second;
}
bool isCommutative(int32_t Opc) { return Opc >= 0 && Opc < BUILTIN_OP_END && (Table[Opc].Props & P_C); }
bool isBinaryOperator(int32_t Opc) { return Opc >= 0 && Opc < BUILTIN_OP_END && (Table[Opc].Props & P_B); }
bool isLeafOpcode(int32_t Opc) { return Opc >= 0 && Opc < BUILTIN_OP_END && (Table[Opc].Props & P_L); }

const char* condCodeName(CondCode CC) {
  static const char* Names[] = {"setfalse", "setoeq", "setogt", "setoge", "setolt", "setole", "setone", "seto",
                                "setuo",    "setueq", "setugt", "setuge", "setult", "setule", "setune", "settrue",
                                "setfalse2", "seteq", "setgt",  "setge",  "setlt",  "setle",  "setne",  "settrue2"};
  return CC < SETCC_INVALID ? Names[CC] : "setcc_invalid";
}

bool isSignedIntSetCC(CondCode CC) { return CC == SETGT || CC == SETGE || CC == SETLT || CC == SETLE; }
bool isUnsignedIntSetCC(CondCode CC) { return CC == SETUGT || CC == SETUGE || CC == SETULT || CC == SETULE; }
bool isIntEqualitySetCC(CondCode CC) { return CC == SETEQ || CC == SETNE; }

CondCode getSetCCSwappedOperands(CondCode CC) {
  // Swapping the operands exchanges the L and G bits.
  unsigned Old = CC;
  unsigned L = (Old >> 2) & 1, G = (Old >> 1) & 1;
  unsigned New = (Old & ~6u) | (L << 1) | (G << 2);
  return CondCode(New);
}

CondCode getSetCCInverse(CondCode CC, bool IsInteger) {
  unsigned Op = CC;
  if (IsInteger)
    Op ^= 7; // flip L, G, E
  else
    Op ^= 15; // flip L, G, E, U
  // The "don't care" codes (>= 16) must not gain the U bit.
  if (Op > SETTRUE2) Op &= ~8u;
  return CondCode(Op);
}

bool condCodeHolds(CondCode CC, int Order, bool Unordered) {
  unsigned Bits = CC & 15;
  if (Unordered) return (Bits & 8) != 0;
  if (Order < 0) return (Bits & 4) != 0;
  if (Order > 0) return (Bits & 2) != 0;
  return (Bits & 1) != 0;
}

} // namespace dt::ISD
