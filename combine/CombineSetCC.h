// combine/CombineSetCC.h — the compare folds the extension folds reuse (private to combine/Combine*.cpp).
//
// Duty: expose LLVM's TargetLowering::SimplifySetCC and DAGCombiner::SimplifySelectCC (the parts dagtool
// implements, see CombineSetCC.cpp) so that zext/sext/aext of a setcc fold as LLVM's visitors do.
// Invariants: both return a value of the requested type or null, never modify existing nodes, and respect
// the combiner's level (legal condition codes and operations only once operations are legalized).
#pragma once

#include "combine/DAGCombiner.h"

namespace dt {

/// Simplifies `setcc N0, N1, CC` of result type VT; null when nothing simpler is known. FoldBooleans allows
/// rewriting compares of i1 values into logic operations.
SDValue simplifySetCC(DAGCombiner& C, EVT VT, SDValue N0, SDValue N1, ISD::CondCode CC, bool FoldBooleans);

/// Simplifies `select_cc N0, N1, N2, N3, CC` (N2 when the compare holds); NotExtCompare refuses to produce a
/// zero-extended compare (the caller is that extension).
SDValue simplifySelectCC(DAGCombiner& C, SDValue N0, SDValue N1, SDValue N2, SDValue N3, ISD::CondCode CC,
                         bool NotExtCompare = false);

/// LLVM's isBitwiseNot: xor X, all-ones.
inline bool isBitwiseNot(SDValue V) {
  return V.getOpcode() == ISD::XOR && isAllOnesConstant(V.getOperand(1));
}

} // namespace dt
