// legalize/IntegerExpansions.h — integer operations written out in simpler ones, and the value facts those
// rewrites ask about: the parts of LLVM's TargetLowering expansions (expandMUL_LOHI, forceExpandWideMUL,
// expandAddSubSat, expandShlSat, expandCMP, expandFP_TO_INT_SAT, expandVecReduce, expandDIVREMByConstant,
// SimplifySetCC's constant rules, expandCTPOP/CTLZ/CTTZ, expandBSWAP/BITREVERSE, expandABS, expandROT,
// expandFunnelShift, expandIntMINMAX, expandUADDSUBO/SADDSUBO, expandMULO). The value facts they ask about
// come from legalize/ValueTracking.h.
//
// Duty: one place for these rewrites, so the type legalizer (ExpandIntegers.cpp) and the operation
// legalizer produce the same shapes LLVM 19 does. The helpers only build nodes; they never record or
// replace values (that is their callers' business), and they may build nodes of types the caller's phase
// still has to legalize.
// Invariants: an expansion that does not apply returns false / a null value and builds nothing that
// matters. The helpers take vector nodes too (the vector legalizer): like LLVM's, they then check that the
// vector operations they would build are available for the type and return null / false otherwise, which
// tells the caller to unroll (where LLVM's helper unrolls itself, the nodes it made first are made here too).
#pragma once

#include "dag/SelectionDAG.h"
#include "legalize/TargetLowering.h"
#include "legalize/ValueTracking.h"

#include <vector>

namespace dt {

/// The inverse of an odd value modulo 2^width.
APInt multiplicativeInverse(const APInt& D);

/// A compare of N0 and N1, after the constant canonicalizations SimplifySetCC applies before operation
/// legalization (constants to the right, ge/le to gt/lt with the constant moved, trivially true/false
/// compares folded, x <u 1 to x == 0 ...).
SDValue simplifySetCC(SelectionDAG& DAG, const TargetLowering& TLI, EVT VT, SDValue N0, SDValue N1,
                      ISD::CondCode Cond);

/// MUL of VT = LHS * RHS from half-width multiplies, when the target has MULHU/UMUL_LOHI (or the signed
/// ones for sign-extended operands) on HalfVT. LL/LH/RL/RH are the operands' halves. False when it cannot.
bool expandMulLoHi(SelectionDAG& DAG, const TargetLowering& TLI, EVT VT, SDValue LHS, SDValue RHS, EVT HalfVT,
                   SDValue LL, SDValue LH, SDValue RL, SDValue RH, SDValue& Lo, SDValue& Hi);
/// The product of two WideVT values given as halves (LL/LH, RL/RH), as the halves Lo/Hi: by the runtime's
/// multiply for WideVT if there is one, else schoolbook multiplication of the halves.
void forceExpandWideMul(SelectionDAG& DAG, const TargetLowering& TLI, bool Signed, EVT WideVT, SDValue LL,
                        SDValue LH, SDValue RL, SDValue RH, SDValue& Lo, SDValue& Hi);
/// The double-width product of LHS and RHS (sign- or zero-extended) as its low and high halves.
void forceExpandWideMul(SelectionDAG& DAG, const TargetLowering& TLI, bool Signed, SDValue LHS, SDValue RHS,
                        SDValue& Lo, SDValue& Hi);
/// [SU]ADDSAT / [SU]SUBSAT through the overflow operations and selects.
SDValue expandAddSubSat(SelectionDAG& DAG, const TargetLowering& TLI, SDNode* N);
/// [SU]SHLSAT: shift, shift back, and saturate when the value changed.
SDValue expandShlSat(SelectionDAG& DAG, const TargetLowering& TLI, SDNode* N);
/// SCMP / UCMP as (a > b) - (a < b).
SDValue expandCmp(SelectionDAG& DAG, const TargetLowering& TLI, SDNode* N);
/// FP_TO_SINT_SAT / FP_TO_UINT_SAT: clamp with FMAXNUM/FMINNUM when those are legal and the bounds exact,
/// else convert and select the bounds on compares of the source (NaN gives 0).
SDValue expandFPToIntSat(SelectionDAG& DAG, const TargetLowering& TLI, SDNode* N);
/// VECREDUCE_* (integer and FP) and VECREDUCE_SEQ_F* as a chain of the scalar operation over the extracted
/// elements (for unordered reductions, halving the vector first while the operation is legal on the half);
/// null for other opcodes.
SDValue expandVecReduce(SelectionDAG& DAG, const TargetLowering& TLI, SDNode* N);
/// UDIV / UREM of a value given as halves LL/LH by a constant below 2^half, with half-width operations
/// (the sum-of-halves remainder trick); Result gets the result's halves. False when it does not apply.
bool expandDivRemByConstant(SelectionDAG& DAG, const TargetLowering& TLI, SDNode* N, EVT HalfVT, SDValue LL,
                            SDValue LH, std::vector<SDValue>& Result);

// ---- bit tricks shared by promotion (on the narrow type) and the operation legalizer ----------------------
// Each builds the nodes in LLVM 19's order and returns a null value where LLVM's expand* returns SDValue().

/// CTPOP: pairwise sums of bits, nibbles and bytes, then the bytes added by a multiply or shifts.
SDValue expandCtpop(SelectionDAG& DAG, const TargetLowering& TLI, SDNode* N);
/// CTLZ / CTLZ_ZERO_UNDEF: the other form when that one is available, else smear the top bit down and
/// count the zeros with CTPOP.
SDValue expandCtlz(SelectionDAG& DAG, const TargetLowering& TLI, SDNode* N);
/// Whether LLVM would expand this CTTZ by a de Bruijn table in the constant pool (32/64 bits without CTPOP
/// and CTLZ): the lowest set bit times a de Bruijn constant indexes a [width x i8] constant-pool table.
bool cttzNeedsTableLookup(const TargetLowering& TLI, SDNode* N);
/// CTTZ / CTTZ_ZERO_UNDEF: the other form when available, else popcount(~x & (x - 1)) (or width - ctlz of
/// it when only CTLZ is legal), or the table lookup (see cttzNeedsTableLookup, scalars only).
SDValue expandCttz(SelectionDAG& DAG, const TargetLowering& TLI, SDNode* N);
/// BSWAP of i16/i32/i64 as shifts, masks and ors.
SDValue expandBswap(SelectionDAG& DAG, const TargetLowering& TLI, SDNode* N);
/// BITREVERSE: bswap then swapping nibbles, pairs and bits; bit by bit for odd widths.
SDValue expandBitreverse(SelectionDAG& DAG, const TargetLowering& TLI, SDNode* N);
/// ABS: smax(x, -x) / umin(x, -x) when legal, else (x ^ s) - s with s the smeared sign.
SDValue expandAbs(SelectionDAG& DAG, const TargetLowering& TLI, SDNode* N);
/// ROTL / ROTR: the opposite rotate by the negated amount, or two shifts and an or. Without AllowVectorOps
/// (the vector legalizer), a vector rotate whose shifts/sub/or/and are not available gives null (unroll).
SDValue expandRotate(SelectionDAG& DAG, const TargetLowering& TLI, SDNode* N, bool AllowVectorOps = true);
/// FSHL / FSHR: the opposite funnel shift when that one is available, else two shifts and an or.
SDValue expandFunnelShift(SelectionDAG& DAG, const TargetLowering& TLI, SDNode* N);
/// SMIN/SMAX/UMIN/UMAX: a select of a compare (reusing an existing compare of the operands when there is
/// one), or the usubsat forms when those are legal.
SDValue expandIntMinMax(SelectionDAG& DAG, const TargetLowering& TLI, SDNode* N);
/// UADDO / USUBO: the carry operation when available, else the sum and an unsigned compare.
void expandUAddSubO(SelectionDAG& DAG, const TargetLowering& TLI, SDNode* N, SDValue& Result, SDValue& Overflow);
/// SADDO / SSUBO: the sum and the sign rule (or a compare with the saturating sum when that is legal).
void expandSAddSubO(SelectionDAG& DAG, const TargetLowering& TLI, SDNode* N, SDValue& Result, SDValue& Overflow);
/// UMULO / SMULO: shift for a power-of-two constant, else the high half (MULH, *MUL_LOHI, a wider
/// multiply or the wide-multiply expansion) compared with the sign / zero.
bool expandMulO(SelectionDAG& DAG, const TargetLowering& TLI, SDNode* N, SDValue& Result, SDValue& Overflow);
/// ABDS / ABDU: max - min when legal, else a select of the two differences.
SDValue expandAbd(SelectionDAG& DAG, const TargetLowering& TLI, SDNode* N);

} // namespace dt
