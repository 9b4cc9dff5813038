// combine/CombineLogicShared.h — helpers shared by the logic and shift folds (CombineLogic.cpp,
// CombineRotate.cpp, CombineShifts.cpp): bitwise-not matching, and the target facts LLVM asks through
// TargetLowering hooks our TargetLowering lacks, answered with RISC-V's LLVM 19 overrides.
//
// Invariant: the target facts only read the action tables, so a target without Zbb/Zbkb (ROTL on the
// register type not Legal) gets LLVM's answers for that configuration.
#pragma once

#include "combine/DAGCombiner.h"

namespace dt::logic {

inline bool isBitwiseNot(SDValue V) {
  return V.getOpcode() == ISD::XOR && isAllOnesConstant(V.getOperand(1));
}
inline bool areBitwiseNotOfEachOther(SDValue A, SDValue B) {
  return (isBitwiseNot(A) && A.getOperand(0) == B) || (isBitwiseNot(B) && B.getOperand(0) == A);
}
inline bool isSubsetOf(const APInt& A, const APInt& B) {
  return (A & ~B).isZero();
}

/// RISC-V has ANDN with Zbb or Zbkb (whose presence the Legal ROTL on the register type shows); never for a
/// constant operand.
inline bool hasAndNot(const TargetLowering& TLI, SDValue Y) {
  if (Y.getValueType().isVector() || isConstantNode(Y)) return false;
  return TLI.getOperationAction(ISD::ROTL, TLI.largestLegalIntType()) == LegalizeAction::Legal;
}
/// RISC-V's hasBitTest: a bit index small enough for ANDI's immediate.
inline bool hasBitTest(SDValue BitIndex) {
  return isConstantNode(BitIndex) &&
         BitIndex->getAPIntValue().ule(APInt(BitIndex->getAPIntValue().getBitWidth(), 10));
}
/// RISC-V's isTruncateFree: only i64 -> i32 on RV64.
inline bool isTruncateFree(const TargetLowering& TLI, EVT From, EVT To) {
  return TLI.largestLegalIntType().scalarSizeInBits() == 64 && From.isScalarInteger() &&
         To.isScalarInteger() && From.scalarSizeInBits() == 64 && To.scalarSizeInBits() == 32;
}
/// RISC-V's type-only isZExtFree: never (only loads of i8/i16 zero-extend for free).
inline bool isZExtFreeTypes(const TargetLowering&, EVT, EVT) {
  return false;
}

/// LLVM's MatchRotate for an or of LHS and RHS: rotl/rotr/fshl/fshr, or null (combine/CombineRotate.cpp).
SDValue matchRotate(DAGCombiner& C, SDValue LHS, SDValue RHS);

/// LLVM's hasOperation: Legal or Custom before operation legalization, Legal after (the type must be legal).
inline bool hasOperation(const DAGCombiner& C, int32_t Opc, EVT VT) {
  return C.legalOperations() ? C.tli().isOperationLegal(Opc, VT) : C.tli().isOperationLegalOrCustom(Opc, VT);
}

} // namespace dt::logic
