// isel/Matcher.h — compiled selection patterns: tables indexed by root opcode, matching and emission.
//
// Duty: resolve the names of parsed pattern rules (isel/PatternParser.h) through a PatternTarget, order the
// rules of each root opcode by priority (explicit prio=N, else a TableGen-like complexity: bigger patterns
// first; ties keep file order), match a node against them and emit the result: created instructions for
// inner result nodes (getMachineNode) and MorphNodeTo for the root, so the selected node keeps its id.
// Chains and glue are implicit: the root's input chain and glue are appended after the explicit operands,
// its result types are kept, and a memory node's access becomes the machine node's memory reference.
// Invariants: the matcher knows nothing about any target; matching has no side effects on the DAG except
// what a complex operand's callback creates (as LLVM's ComplexPattern selectors do).
#pragma once

#include "dag/SelectionDAG.h"
#include "isel/PatternParser.h"

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace dt::isel {

/// What `Class:$var` in a source pattern accepts, and what it binds.
struct OperandClass {
  enum class Kind {
    Register,  // any value the register class holds (binds the value)
    Immediate, // a Constant satisfying a predicate (emitted as a TargetConstant of the same type and value)
    Complex,   // a callback that may rewrite the operand into several (binds all of them)
    Leaf,      // a node passed through as it is (TargetConstant, BasicBlock, condition code, symbols ...)
  };
  Kind K = Kind::Register;
  std::function<bool(SDValue)> Accepts;
  std::function<bool(SelectionDAG&, SDValue, std::vector<SDValue>&)> Select; // Complex
  unsigned Complexity = 0;                                                   // Complex: added to the rule's
};

/// A named operator with a predicate on the node (LLVM's PatFrag: `sextloadi8`, `store`, `truncstorei16`
/// ...).
struct NodeFragment {
  int32_t Opcode = 0;
  std::function<bool(const SDNode*)> Holds;
};

/// A result-side operand transform (LLVM's SDNodeXForm): bound value → new operand.
using ResultXForm = std::function<SDValue(SelectionDAG&, SDValue)>;

/// What the generic matcher needs to know about a target's pattern vocabulary.
class PatternTarget {
public:
  virtual ~PatternTarget() = default;
  virtual std::optional<int32_t> findOperator(std::string_view Name) const = 0;
  virtual const NodeFragment* findFragment(std::string_view Name) const { return nullptr; }
  virtual std::optional<unsigned> findInstruction(std::string_view Name) const = 0;
  virtual const char* instructionName(unsigned Opc) const = 0;
  virtual std::optional<uint32_t> findRegister(std::string_view Name) const = 0;
  virtual const OperandClass* findOperandClass(std::string_view Name) const = 0;
  virtual const ResultXForm* findXForm(std::string_view Name) const = 0;
  virtual bool isFeature(std::string_view Name) const = 0;
  virtual bool hasFeature(std::string_view Name) const = 0;
  /// "i32", "f64", "ixlen" ...; nullopt for an unknown name.
  virtual std::optional<EVT> findType(std::string_view Name) const = 0;
  /// The type of literal target constants and registers named in results (XLenVT on RISC-V).
  virtual EVT immediateType() const = 0;
  /// Whether the instruction may raise an FP exception (LLVM's MCInstrDesc::mayRaiseFPException): the
  /// instructions a rule emits are then marked nofpexcept.
  virtual bool mayRaiseFPException(unsigned Opc) const {
    (void)Opc;
    return false;
  }
};

/// One compiled rule.
struct CompiledRule;

/// Values bound to pattern variables during one match.
struct Bindings {
  std::vector<std::pair<std::string, std::vector<SDValue>>> Vars;
  std::vector<SDValue> Rest;
  const std::vector<SDValue>* find(std::string_view Name) const;
};

/// Tracing and statistics hooks of one selection run.
struct MatchObserver {
  std::string* Trace = nullptr; // -debug-only=isel
};

class PatternTable {
public:
  /// Parses and compiles a pattern file; throws InputError naming FileName:line on syntax or name errors.
  PatternTable(std::string_view Text, std::string FileName, const PatternTarget& Names);
  ~PatternTable();
  PatternTable(const PatternTable&) = delete;
  PatternTable& operator=(const PatternTable&) = delete;

  /// Tries the rules of N's opcode in priority order; on a match emits the result (N is morphed, or
  /// replaced by an existing equal node) and returns the node that now stands for N. Null when no rule
  /// matches.
  SDNode* selectNode(SelectionDAG& DAG, SDNode* N, const PatternTarget& T, const MatchObserver& Obs);

  size_t size() const { return Rules.size(); }
  const std::vector<PatternRule>& rules() const { return Rules; }
  const std::string& fileName() const { return File; }
  /// The rules whose root is Opcode, in the order they are tried ("file:line: text [prio N]").
  std::vector<std::string> rulesFor(int32_t Opcode) const;
  /// How often each rule fired since the table was built (index = rule order in the file).
  const std::vector<uint64_t>& fireCounts() const { return Fired; }
  void resetFireCounts() { std::fill(Fired.begin(), Fired.end(), 0); }
  /// "file:line: text" of rule I.
  std::string describe(size_t I) const;
  int priority(size_t I) const;

private:
  std::string File;
  std::vector<PatternRule> Rules;
  std::vector<std::unique_ptr<CompiledRule>> Compiled; // parallel to Rules
  std::unordered_map<int32_t, std::vector<unsigned>> ByRoot;
  std::vector<uint64_t> Fired;
};

} // namespace dt::isel
