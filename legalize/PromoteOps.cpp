// legalize/PromoteOps.cpp — Promote rules: operations computed in their promote-to type (the operation
// legalizer's family; contract in legalize/LegalizeDAG.h).
#include "legalize/LegalizeDAG.h"

namespace dt {

bool promoteOp(SelectionDAGLegalize& L, SDNode* N, std::vector<SDValue>& Results) {
  switch (N->getOpcode()) {
  default: return false;
  }
}

} // namespace dt
