// legalize/OpLibCalls.cpp — LibCall rules: operations computed by runtime functions (the operation
// legalizer's family; contract in legalize/LegalizeDAG.h).
#include "legalize/LegalizeDAG.h"

namespace dt {

bool libcallForOp(SelectionDAGLegalize& L, SDNode* N, std::vector<SDValue>& Results) {
  switch (N->getOpcode()) {
  default: return false;
  }
}

} // namespace dt
