// legalize/VectorTypeKit.h — the pieces the three vector type-legalization families share
// (legalize/ScalarizeSplitVectors.cpp, legalize/SplitVectors.cpp, legalize/WidenVectors.cpp).
//
// Duty: the SelectionDAG utilities LLVM's LegalizeVectorTypes.cpp leans on (GetSplitDestVTs, SplitVector,
// UnrollVectorOp, WidenVector, ModifyToType, getNeutralElement, the stack-slot element pointers, the
// memory operands of split and partial accesses) written once, so the family files contain only rules.
// Some of these apply LLVM's getNode folds for vector nodes (extract of a concat, concat of extracts ...)
// that dag/GetNode.cpp does not do yet; they keep our dumps in LLVM's shape.
// Invariants: nothing here records values in the legalizer's maps or replaces values; it only builds
// nodes. Vector index operands are pointer-typed constants, as LLVM's getVectorIdxConstant makes them.
#pragma once

#include "legalize/LegalizeTypes.h"

#include <span>
#include <utility>
#include <vector>

namespace dt::vectors {

/// Whether a boolean of this content is widened with sign (ZeroOrNegativeOne) or zero extension.
int32_t extendForContent(BooleanContent BC);
/// The scalar operation a VECREDUCE_* combines elements with (VECREDUCE_ADD → ADD).
int32_t vecReduceBaseOpcode(int32_t ReduceOpc);
/// The two halves a split vector type becomes (LLVM's GetSplitDestVTs for fixed vectors).
std::pair<EVT, EVT> splitDestVTs(EVT VT);
/// Byte alignment LLVM's data layout gives a type on RISC-V (vectors: their size rounded to a power of 2).
uint64_t typeAlign(EVT VT, const TargetLowering& TLI);
/// The largest power of two dividing both (LLVM's commonAlignment).
uint64_t commonAlign(uint64_t A, uint64_t Offset);

class VectorKit {
public:
  explicit VectorKit(DAGTypeLegalizer& L) : L(L), DAG(L.dag()), TLI(L.tli()) {}

  DAGTypeLegalizer& L;
  SelectionDAG& DAG;
  const TargetLowering& TLI;

  // ---- building vectors ------------------------------------------------------------------------------
  /// Vector index constant (pointer type).
  SDValue idx(uint64_t I) { return DAG.getIntPtrConstant(I); }
  /// EXTRACT_VECTOR_ELT of element I, typed as the element.
  SDValue extractElt(SDValue Vec, uint64_t I);
  SDValue extractElt(EVT EltVT, SDValue Vec, uint64_t I);
  /// EXTRACT_VECTOR_ELT with LLVM's getNode folds (of BUILD_VECTOR, CONCAT_VECTORS, INSERT_VECTOR_ELT,
  /// one-element EXTRACT_SUBVECTOR).
  SDValue extractElt(EVT VT, SDValue Vec, SDValue Index);
  /// EXTRACT_SUBVECTOR with LLVM's folds (whole vector, undef, piece of a concat, inserted subvector).
  SDValue extractSubvector(EVT VT, SDValue Vec, uint64_t Index);
  /// CONCAT_VECTORS with LLVM's folds (all undef, extracts in order, concat of BUILD_VECTORs).
  SDValue concatVectors(EVT VT, std::span<const SDValue> Ops);
  SDValue concatVectors(EVT VT, SDValue A, SDValue B) {
    SDValue Ops[] = {A, B};
    return concatVectors(VT, Ops);
  }
  /// BUILD_VECTOR with LLVM's folds (all undef; in-order extracts of one vector of type VT).
  SDValue buildVector(EVT VT, std::span<const SDValue> Ops);
  /// The halves of V as two EXTRACT_SUBVECTORs (LLVM's DAG.SplitVector).
  std::pair<SDValue, SDValue> splitVector(SDValue V);
  /// V padded with undef lanes to the next power-of-two element count (LLVM's DAG.WidenVector).
  SDValue widenVector(SDValue V);
  /// V widened (undef or zero lanes) or narrowed to NVT of the same element type (LLVM's ModifyToType).
  SDValue modifyToType(SDValue V, EVT NVT, bool FillWithZeroes = false);
  /// The element-wise scalar form of N as a BUILD_VECTOR of ResNE lanes (undef past N's lanes); 0 = N's
  /// own count. Two-result nodes give a MERGE_VALUES of two BUILD_VECTORs (LLVM's UnrollVectorOp).
  SDValue unrollVectorOp(SDNode* N, unsigned ResNE = 0);
  /// A scalar shift amount in the type the target wants for shifting LHSTy.
  SDValue shiftAmountOperand(EVT LHSTy, SDValue Amount);
  /// The identity of a reduction's scalar operation for VT (0 for ADD, all ones for AND, -0.0 for FADD...).
  SDValue neutralElement(int32_t BaseOpc, EVT VT, uint16_t Flags);
  /// Whether V is a BUILD_VECTOR of constants/undef or a constant splat (LLVM's shuffle-splitting test).
  static bool isConstantBuildVector(SDValue V);

  // ---- memory ----------------------------------------------------------------------------------------
  /// `add nuw Ptr, Offset` (LLVM's getObjectPtrOffset).
  SDValue objectPtrOffset(SDValue Ptr, int64_t Offset);
  /// MMO for a part of an access: Offset bytes further, Size bytes, the same base alignment and flags.
  const MemOperand* partMemOperand(const MemOperand* MMO, int64_t Offset, uint64_t Size);
  /// MMO for the whole of a stack slot, or (FI < 0) for an unknown place on the stack.
  const MemOperand* stackMemOperand(int FI, uint16_t Flags, uint64_t Size, uint64_t Align);
  /// The alignment LLVM uses for a stack temporary holding an illegal vector (getReducedAlign).
  uint64_t reducedAlign(EVT VT);
  /// A stack slot for VT: {address, frame index}.
  std::pair<SDValue, int> stackTemporary(EVT VT, uint64_t Align);
  /// Address of element Index of a VecVT stored at VecPtr, the index clamped so that NumSubElts elements
  /// from it stay inside the vector (LLVM's getVectorElementPointer / getVectorSubVecPointer).
  SDValue vectorElementPointer(SDValue VecPtr, EVT VecVT, SDValue Index, unsigned NumSubElts = 1);
  /// A load of a vector whose elements are not byte-sized, element by element: {value, chain}.
  std::pair<SDValue, SDValue> scalarizeVectorLoad(SDNode* LD);
  /// A store of a vector whose elements are not byte-sized (or a truncating one), element by element.
  SDValue scalarizeVectorStore(SDNode* ST);

  /// Memory address operand of a LOAD (1) / STORE (2).
  static SDValue loadPtr(const SDNode* LD) { return LD->getOperand(1); }
  static SDValue storePtr(const SDNode* ST) { return ST->getOperand(2); }
};

/// SplitVecOp_VSETCC / SplitVecOp_VSELECT, which the widening rules fall back to when an operand splits
/// (defined in legalize/SplitVectors.cpp).
SDValue splitOperandVSetCC(DAGTypeLegalizer& L, SDNode* N);
SDValue splitOperandVSelect(DAGTypeLegalizer& L, SDNode* N);

} // namespace dt::vectors
