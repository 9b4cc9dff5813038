// legalize/ExpandMiscOps.cpp — Expand rules for comparisons, selects, branches, memory, stack and element
// nodes (the operation legalizer's family; contract in legalize/LegalizeDAG.h).
#include "legalize/LegalizeDAG.h"

namespace dt {

bool expandMiscOp(SelectionDAGLegalize& L, SDNode* N, std::vector<SDValue>& Results) {
  switch (N->getOpcode()) {
  default: return false;
  }
}

} // namespace dt
