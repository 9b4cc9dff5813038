// isel/PatternParser.h — the selection-pattern language: syntax tree and parser.
//
// Duty: turn pattern-file text into rules, one rule per line:
//     [Feature, ...] (source pattern) => (result pattern) [prio=N]
// Source patterns are S-expressions over DAG operators: `(add GPR:$a, simm12:$i)`. A child is a nested
// operator, a bound operand `Class:$var` (register class, immediate predicate, complex operand or
// pass-through leaf), a repeated variable `$var`, an integer literal (a Constant of that value), a bare
// symbol (a condition code such as `setlt` or a value type such as `i32`), or `...` (the remaining operands,
// for variadic nodes). An operator may carry a result type, `(load:f32 ...)`. Result patterns are
// S-expressions over instructions and operand transforms: `(SRLI (SLLI $a, 16), 16)`, `(ADDI $a, (neg_imm
// $i))`, `X0` (a register), integers (target constants), `...` (the source's remaining operands). `;` starts
// a comment; commas are optional. The parser knows no target: names are resolved later by the matcher
// (isel/Matcher.h). Invariant: every rule carries its file line, so diagnostics name pat-file:line.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace dt::isel {

struct PatternNode {
  enum class Kind { Operator, Bound, Variable, Literal, Symbol, Rest };
  Kind K = Kind::Operator;
  std::string Name;     // Operator: operator name; Bound: class name; Symbol: the symbol
  std::string TypeName; // Operator: required result type ("" = any)
  std::string Var;      // Bound / Variable: variable name without '$'
  int64_t Value = 0;    // Literal
  std::vector<PatternNode> Kids;
};

struct ResultNode {
  enum class Kind { Call, Variable, Literal, Symbol, Rest };
  Kind K = Kind::Call;
  std::string Name;     // Call: instruction or transform name; Symbol: register name
  std::string TypeName; // Call: result type of a created instruction ("" = inferred)
  std::string Var;      // Variable
  int64_t Value = 0;    // Literal
  std::vector<ResultNode> Kids;
};

struct PatternRule {
  std::vector<std::string> Features; // all must hold ("RV64", "M", "Zbb" ...)
  PatternNode Source;
  ResultNode Result;
  int Priority = 0; // explicit prio=N, else computed by the matcher
  bool HasExplicitPriority = false;
  unsigned Line = 0;
  std::string Text;  // the rule as written (trimmed), for traces and diagnostics
  std::string Group; // the last comment heading above the rule
};

/// Parses a whole pattern file. Throws InputError(FileName, line:col, ...) on a syntax error.
std::vector<PatternRule> parsePatternFile(std::string_view Text, const std::string& FileName);

std::string toString(const PatternNode& N);
std::string toString(const ResultNode& N);

} // namespace dt::isel
