// combine/CombineArithSupport.h — small matchers and analyses shared by the arithmetic fold files
// (CombineArith.cpp, CombineArithDiv.cpp); internal to the combiner.
//
// Duty: the predicates LLVM's DAGCombiner takes from SelectionDAG (isConstantIntBuildVectorOrConstantInt,
// FoldConstantArithmetic without creating anything when it cannot fold, SignBitIsZero, isKnownNeverZero,
// isKnownToBeAPowerOfTwo, the overflow questions) written against dagtool's toolkit.
// Invariant: every helper here is a pure question except foldConstants/getSelectFolded, which create only
// the folded constant (as LLVM's FoldConstantArithmetic does) and never a non-constant node.
#pragma once

#include "combine/DAGCombiner.h"

namespace dt::arith {

/// A scalar Constant (opaque or not), or a BUILD_VECTOR of constants (LLVM's
/// isConstantIntBuildVectorOrConstantInt, which the "constant to the right" canonicalizations ask).
bool isConstantIntOrBuildVector(SDValue V);
/// A scalar constant, optionally not opaque (LLVM's isConstantOrConstantVector on scalars).
inline bool isScalarConstant(SDValue V, bool NoOpaques = false) {
  return isConstantNode(V) && (!NoOpaques || !V->isOpaqueConstant());
}
/// The constant's value when V is a non-opaque scalar constant (LLVM's getAsNonOpaqueConstant).
inline const APInt* nonOpaqueConstant(SDValue V) {
  return isScalarConstant(V, true) ? &V->getAPIntValue() : nullptr;
}
/// Opc applied to two non-opaque scalar constants, as a new constant; null (and nothing created) otherwise.
SDValue foldConstants(SelectionDAG& DAG, int32_t Opc, EVT VT, SDValue A, SDValue B);
/// `xor x, -1`.
bool isBitwiseNot(SDValue V);
/// `sub 0, x`; sets X.
bool isNegation(SDValue V, SDValue& X);

bool signBitIsZero(DAGCombiner& C, SDValue V);
bool isKnownNeverZero(DAGCombiner& C, SDValue V);
/// A non-opaque power-of-two constant, `shl` of one, or `srl` of the sign mask (the cases LLVM's
/// isKnownToBeAPowerOfTwo proves for scalars that matter here).
bool isKnownToBeAPowerOfTwo(DAGCombiner& C, SDValue V);
/// No bit is set in both (LLVM's haveNoCommonBitsSet, by known bits).
bool haveNoCommonBitsSet(DAGCombiner& C, SDValue A, SDValue B);
bool willNotOverflowAdd(DAGCombiner& C, bool Signed, SDValue A, SDValue B);
bool willNotOverflowSub(DAGCombiner& C, bool Signed, SDValue A, SDValue B);
bool willNotOverflowMul(DAGCombiner& C, bool Signed, SDValue A, SDValue B);

/// LLVM's DAGCombiner::hasOperation: Legal or Custom, only Legal once operations are legal.
inline bool hasOperation(DAGCombiner& C, int32_t Opc, EVT VT) {
  return C.legalOperations() ? C.tli().isOperationLegal(Opc, VT) : C.tli().isOperationLegalOrCustom(Opc, VT);
}

/// `(op (select c, C1, C2), C3) -> (select c, C1 op C3, C2 op C3)` when the select has no other user
/// (LLVM's foldBinOpIntoSelect for integer binary operators).
SDValue foldBinOpIntoSelect(DAGCombiner& C, SDNode* BO);
/// LLVM's reassociateOps for a commutative, associative Opc: constants gather on the right, and an
/// existing node is reused.
SDValue reassociateOps(DAGCombiner& C, int32_t Opc, SDValue N0, SDValue N1, uint16_t Flags);

// ---- the division family (CombineArithDiv.cpp) -----------------------------------------------------------
SDValue visitSDIV(DAGCombiner& C, SDNode* N);
SDValue visitUDIV(DAGCombiner& C, SDNode* N);
SDValue visitREM(DAGCombiner& C, SDNode* N);
SDValue visitMULHS(DAGCombiner& C, SDNode* N);
SDValue visitMULHU(DAGCombiner& C, SDNode* N);
SDValue visitMUL_LOHI(DAGCombiner& C, SDNode* N);
SDValue visitDIVREM(DAGCombiner& C, SDNode* N);

/// The magic numbers of Hacker's Delight chapter 10 (LLVM's SignedDivisionByConstantInfo and
/// UnsignedDivisionByConstantInfo, LLVM 19 behaviour); exposed for unit tests.
struct SignedMagic {
  APInt Magic;
  unsigned Shift = 0;
};
SignedMagic signedDivisionMagic(const APInt& D);
struct UnsignedMagic {
  APInt Magic;
  bool IsAdd = false;
  unsigned PostShift = 0;
  unsigned PreShift = 0;
};
UnsignedMagic unsignedDivisionMagic(const APInt& D, unsigned LeadingZeros = 0,
                                    bool AllowEvenDivisorOpt = true);

} // namespace dt::arith
