// legalize/ExpandFloatOps.cpp — Expand rules for floating-point operations (the operation legalizer's
// family; contract in legalize/LegalizeDAG.h).
#include "legalize/LegalizeDAG.h"

namespace dt {

bool expandFloatOp(SelectionDAGLegalize& L, SDNode* N, std::vector<SDValue>& Results) {
  switch (N->getOpcode()) {
  default: return false;
  }
}

} // namespace dt
