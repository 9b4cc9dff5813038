// combine/CombineSetCC.cpp — the combiner's folds for setcc, select, select_cc and conditional branches.
#include "combine/DAGCombiner.h"

namespace dt {

SDValue combineCompareSelect(DAGCombiner& C, SDNode* N) {
  (void)C;
  (void)N;
  return SDValue();
}

} // namespace dt
