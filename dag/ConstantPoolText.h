// dag/ConstantPoolText.h — the text of a pooled constant, shared by the DAG dump and the MIR printer.
//
// Duty: spell a constant-pool constant as LLVM's IR printer does (Constant::printAsOperand): its type, a
// space, its value — "i64 81985529216486895", "double 1.500000e+00", "float 0x3F547AE140000000",
// `[32 x i8] c"\00\01\1C..."` for a byte table (a vector-of-i8 type standing for LLVM's array). The DAG dump
// prints it inside `ConstantPool:i64<...>`, the MIR printer as the `value:` of a `constants:` entry.
// Invariants: pure function of the bits and the type; integers print signed, as LLVM prints ConstantInt.
#pragma once

#include "dag/ValueType.h"
#include "support/APInt.h"

#include <string>

namespace dt {

std::string constantPoolValueText(const APInt& Bits, EVT Type);

} // namespace dt
