// combine/CombineMemory.cpp — the combiner's folds for loads, stores, TokenFactor and merge_values.
#include "combine/DAGCombiner.h"

namespace dt {

SDValue combineMemory(DAGCombiner& C, SDNode* N) {
  (void)C;
  (void)N;
  return SDValue();
}

} // namespace dt
