// bench/compare/AsmCount.h — counts the real instructions of each function in a RISC-V assembly file, as
// printed by llc-19 or by dagtool.
//
// Duty: the code-quality measure of dagtool-compare. A function is the text from its label (a name that
// a `.type NAME,@function` directive declared) to its `.size NAME` directive or the next function's label.
// Counted: every line that is neither blank, a comment (`#`, `//`), a label (`name:`) nor a directive
// (starting with `.`). Trailing `#` comments are ignored. A pseudo-instruction counts as printed (one
// `call`, `tail`, `li` or `la` line is one instruction, as in both compilers' outputs).
// Invariants: lines outside every function (constant pools, data) are never counted; the result lists the
// functions in the order their labels appear.
#pragma once

#include <string>
#include <utility>
#include <vector>

namespace dt::compare {

struct FunctionCount {
  std::string Name;
  unsigned Instructions = 0;
};

/// The per-function instruction counts of an assembly text (see the file comment).
std::vector<FunctionCount> countInstructions(const std::string& AsmText);

} // namespace dt::compare
