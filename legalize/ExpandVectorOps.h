// legalize/ExpandVectorOps.h — the Expand action of the vector-operation legalizer (LLVM 19's
// VectorLegalizer::Expand and its helpers), kept apart from the walk in legalize/LegalizeVectorOps.cpp.
//
// Duty: for one node on a legal vector type whose action is Expand (or Custom that declined), build the
// rewrite LLVM builds: a vector rewrite when the vector operations it needs are available for the type,
// else the element-by-element form (UnrollVectorOp and its overflow / setcc variants).
// Invariants: Results gets one value per result of N, or nothing when N is to be left as it is (FSUB that
// the operation legalizer turns into fadd+fneg); nodes are created in LLVM's order; a case LLVM handles and
// dagtool does not throws a CannotLowerError naming the node.
#pragma once

#include "dag/SelectionDAG.h"
#include "legalize/TargetLowering.h"

#include <vector>

namespace dt {

namespace vectors {
class VectorKit;
}

/// Expands N (see the file comment). Kit builds the unrolled forms and scalarized memory accesses.
void expandVectorOp(SelectionDAG& DAG, const TargetLowering& TLI, vectors::VectorKit& Kit, SDNode* N,
                    std::vector<SDValue>& Results);

} // namespace dt
