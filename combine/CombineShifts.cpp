// combine/CombineShifts.cpp — the combiner's folds for shifts, rotates, funnel shifts and bit counts.
#include "combine/DAGCombiner.h"

namespace dt {

SDValue combineShift(DAGCombiner& C, SDNode* N) {
  (void)C;
  (void)N;
  return SDValue();
}

} // namespace dt
