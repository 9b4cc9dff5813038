// combine/CombineLogicShared.h — helpers shared by the logic and shift folds (CombineLogic.cpp,
// CombineRotate.cpp, CombineShifts.cpp): bitwise-not matching, LLVM's hasOperation, and the rotate matcher.
// Target facts (hasAndNot, hasBitTest, isTruncateFree ...) are TargetLowering hooks.
#pragma once

#include "combine/DAGCombiner.h"

namespace dt::logic {

inline bool isBitwiseNot(SDValue V) {
  return V.getOpcode() == ISD::XOR && isAllOnesConstant(V.getOperand(1));
}
inline bool areBitwiseNotOfEachOther(SDValue A, SDValue B) {
  return (isBitwiseNot(A) && A.getOperand(0) == B) || (isBitwiseNot(B) && B.getOperand(0) == A);
}

/// LLVM's MatchRotate for an or of LHS and RHS: rotl/rotr/fshl/fshr, or null (combine/CombineRotate.cpp).
SDValue matchRotate(DAGCombiner& C, SDValue LHS, SDValue RHS);

/// LLVM's hasOperation: Legal or Custom before operation legalization, Legal after (the type must be legal).
inline bool hasOperation(const DAGCombiner& C, int32_t Opc, EVT VT) {
  return C.legalOperations() ? C.tli().isOperationLegal(Opc, VT) : C.tli().isOperationLegalOrCustom(Opc, VT);
}

} // namespace dt::logic
