// test/unit/ISelShapes.h — comparing our selection with llc-19's: each machine instruction reduced to
// "NAME imm imm $x0" (its integer immediates and x0 operands), sorted, so that node order and register
// numbering do not matter. COPY is left out on both sides (llc's MIR has the argument/result copies).
#pragma once

#include <string>
#include <vector>

namespace dt::isel_shapes {

/// Shapes of the machine nodes in a printed Selected DAG.
std::vector<std::string> fromDAG(const std::string& Dump);
/// Shapes of the instructions in every `body:` of llc's MIR output.
std::vector<std::string> fromMIR(const std::string& MIR);
/// One shape per line, for a readable diff.
std::string join(const std::vector<std::string>& Shapes);

} // namespace dt::isel_shapes
