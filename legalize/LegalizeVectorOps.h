// legalize/LegalizeVectorOps.h — the vector-operation legalizer (LLVM's VectorLegalizer): operations on
// vector types the target holds in registers, legalized by the same action tables as scalar operations.
#pragma once

#include "dag/SelectionDAG.h"
#include "legalize/TargetLowering.h"

#include <string>

namespace dt {

/// Legalizes the operations on legal vector types in DAG. Returns whether anything changed (LLVM prints
/// the "Vector-legalized" dumps and reruns the type legalizer only then). A target without legal vector
/// types (RISC-V without V) has nothing to do here.
bool legalizeVectorOps(SelectionDAG& DAG, const TargetLowering& TLI, std::string* Trace = nullptr);

} // namespace dt
