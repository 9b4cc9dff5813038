// targets/riscv/RISCVISelDAGToDAG.h — RISC-V instruction selection: the C++ special cases LLVM's
// RISCVDAGToDAGISel::Select handles by hand, the pattern vocabulary of RISCVPatterns.pat (register classes,
// immediate predicates, complex operands, transforms, memory fragments, feature names) and the entry point
// the pipeline calls.
#pragma once

#include "dag/SelectionDAG.h"
#include "isel/Matcher.h"

#include <string>

namespace dt::riscv {

class RISCVTargetLowering;

struct SelectOptions {
  std::string* Trace = nullptr; // -debug-only=isel
  std::string BlockLabel;       // "%bb.0 'foo:'"
};

/// Selects every node of a legalized DAG into RISC-V machine nodes. Throws CannotLowerError for a node no
/// case and no pattern selects.
void selectRISCV(SelectionDAG& DAG, const RISCVTargetLowering& TLI, const SelectOptions& Opts = {});

/// The compiled RISCVPatterns.pat (parsed on first use; fire counts accumulate over a process's runs).
isel::PatternTable& riscvPatternTable();
/// The text of RISCVPatterns.pat embedded at build time.
std::string_view riscvPatternText();

} // namespace dt::riscv
