// combine/SimplifyDemandedBits.cpp — LLVM's TargetLowering::SimplifyDemandedBits: rewrite a value knowing
// which of its bits its users read.
#include "combine/DAGCombiner.h"

namespace dt {

bool DAGCombiner::simplifyDemandedBits(SDValue Op, const APInt& Demanded) {
  (void)Op;
  (void)Demanded;
  return false;
}

} // namespace dt
