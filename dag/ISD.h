// dag/ISD.h — target-independent opcodes, condition codes and load/store kinds.
//
// Duty: the vocabulary of the DAG. Opcodes are ints: ISD opcodes in [0, BUILTIN_OP_END), target opcodes
// (RISCVISD::...) from BUILTIN_OP_END up, and machine opcodes (selected instructions) are stored as the
// bitwise complement of the instruction number (negative), as LLVM does.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace dt::ISD {

enum NodeType : int32_t {
#define DT_ISD(Name, Text, Props) Name,
#include "dag/ISDOpcodes.def"
#undef DT_ISD
  BUILTIN_OP_END,
};

/// The name LLVM's dumper prints for a generic opcode (nullptr for target / machine opcodes).
const char* opcodeName(int32_t Opc);
/// The generic opcode whose opcodeName is exactly Name (an index built on first use).
std::optional<int32_t> opcodeByName(std::string_view Name);
bool isCommutative(int32_t Opc);
/// A binary operator whose constant operand getNode moves to the right.
bool isBinaryOperator(int32_t Opc);
bool isLeafOpcode(int32_t Opc);

/// Condition codes, numbered as LLVM's ISD::CondCode. Bit layout for the FP ones: E=1, G=2, L=4, U=8.
enum CondCode : uint8_t {
  SETFALSE, SETOEQ, SETOGT, SETOGE, SETOLT, SETOLE, SETONE, SETO,
  SETUO, SETUEQ, SETUGT, SETUGE, SETULT, SETULE, SETUNE, SETTRUE,
  SETFALSE2, SETEQ, SETGT, SETGE, SETLT, SETLE, SETNE, SETTRUE2,
  SETCC_INVALID,
};
const char* condCodeName(CondCode CC); // "setugt"
bool isSignedIntSetCC(CondCode CC);   // SETGT SETGE SETLT SETLE
bool isUnsignedIntSetCC(CondCode CC); // SETUGT SETUGE SETULT SETULE
bool isIntEqualitySetCC(CondCode CC);  // SETEQ SETNE
/// a CC b  ==  b swapped(CC) a
CondCode getSetCCSwappedOperands(CondCode CC);
/// !(a CC b) == a inverse(CC) b, for integer (IsInteger) or FP compares.
CondCode getSetCCInverse(CondCode CC, bool IsInteger);
/// Whether an integer compare gives Result for a < b (LT), a == b (EQ), a > b (GT).
bool condCodeHolds(CondCode CC, int Order, bool Unordered);

enum LoadExtType : uint8_t { NON_EXTLOAD, EXTLOAD, SEXTLOAD, ZEXTLOAD };
enum MemIndexedMode : uint8_t { UNINDEXED, PRE_INC, PRE_DEC, POST_INC, POST_DEC };

} // namespace dt::ISD
