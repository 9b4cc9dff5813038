// legalize/ValueTracking.h — what is certain about a value's bits without running it (LLVM's
// SelectionDAG::computeKnownBits and ComputeNumSignBits for scalar integers).
//
// Duty: one analysis for every phase that asks "are these bits already zero / copies of the sign bit?":
// promotion skips extensions it implies, expansion picks cheaper multiplies and shifts, the RISC-V hooks
// pick W forms, and the combiner's SimplifyDemandedBits removes masks and extensions with it. Target nodes
// are answered by TargetLowering::computeKnownBitsForTargetNode / ComputeNumSignBitsForTargetNode.
// Invariants: conservative (a bit is known only when it is certain, for every input) and bounded in depth
// (6, as LLVM's MaxRecursionDepth), so it is cheap and never loops; nothing is known of non-integers.
// test/unit/ValueTrackingTest.cpp checks soundness against the interpreter on random DAGs and inputs.
#pragma once

#include "dag/SelectionDAG.h"
#include "legalize/TargetLowering.h"

#include <algorithm>
#include <utility>

namespace dt {

/// Bits of a value known to be zero / one.
struct KnownBits {
  APInt Zero, One;
  explicit KnownBits(unsigned Width) : Zero(APInt::zero(Width)), One(APInt::zero(Width)) {}
  unsigned width() const { return Zero.getBitWidth(); }
  bool isNonNegative() const { return Zero.isNegative(); }
  bool isNegative() const { return One.isNegative(); }
  bool isZero() const { return Zero.isAllOnes(); }
  unsigned minTrailingZeros() const { return Zero.countTrailingOnes(); }
  /// The most bits an unsigned reading of the value can need.
  unsigned maxActiveBits() const { return width() - Zero.countLeadingOnes(); }
  unsigned minLeadingZeros() const { return Zero.countLeadingOnes(); }
  unsigned minLeadingOnes() const { return One.countLeadingOnes(); }
  /// Bits of the value certainly copies of its sign bit (at least 1).
  unsigned minSignBits() const { return std::max(1u, std::max(minLeadingZeros(), minLeadingOnes())); }
  APInt maxValue() const { return ~Zero; } // unsigned
  APInt minValue() const { return One; }   // unsigned
  bool isConstant() const { return (Zero | One).isAllOnes(); }
  bool hasConflict() const { return !(Zero & One).isZero(); }

  static KnownBits constant(const APInt& C);
  KnownBits trunc(unsigned W) const { return from(Zero.trunc(W), One.trunc(W)); }
  KnownBits zext(unsigned W) const {
    return from(Zero.zext(W) | APInt::bitsSetFrom(W, width()), One.zext(W));
  }
  KnownBits anyext(unsigned W) const { return from(Zero.zext(W), One.zext(W)); }
  KnownBits sext(unsigned W) const { return from(Zero.sext(W), One.sext(W)); }
  KnownBits sextInReg(unsigned FromBits) const { return trunc(FromBits).sext(width()); }
  /// What is known of a value that is either this or O.
  KnownBits intersect(const KnownBits& O) const { return from(Zero & O.Zero, One & O.One); }
  /// What is known of a value of which both this and O are true.
  KnownBits unite(const KnownBits& O) const { return from(Zero | O.Zero, One | O.One); }
  KnownBits shl(unsigned Amt) const {
    return from(Zero.shl(Amt) | APInt::lowBitsSet(width(), Amt), One.shl(Amt));
  }
  KnownBits lshr(unsigned Amt) const {
    return from(Zero.lshr(Amt) | APInt::highBitsSet(width(), Amt), One.lshr(Amt));
  }
  KnownBits ashr(unsigned Amt) const { return from(Zero.ashr(Amt), One.ashr(Amt)); }
  KnownBits rotl(unsigned Amt) const { return from(Zero.rotl(Amt), One.rotl(Amt)); }
  KnownBits byteSwap() const { return from(Zero.byteSwap(), One.byteSwap()); }
  KnownBits reverseBits() const { return from(Zero.reverseBits(), One.reverseBits()); }
  /// Only the high bits of a value that is at most Max (unsigned).
  static KnownBits atMost(const APInt& Max) {
    return from(APInt::highBitsSet(Max.getBitWidth(), Max.countLeadingZeros()),
                APInt::zero(Max.getBitWidth()));
  }
  /// LHS + RHS + carry, the carry known zero and/or one (LLVM's KnownBits::computeForAddCarry).
  static KnownBits addWithCarry(const KnownBits& LHS, const KnownBits& RHS, bool CarryZero, bool CarryOne);
  static KnownBits add(const KnownBits& LHS, const KnownBits& RHS) {
    return addWithCarry(LHS, RHS, true, false);
  }
  static KnownBits sub(const KnownBits& LHS, const KnownBits& RHS);
  /// The low bits of a product and the high zeros of a product that cannot overflow.
  static KnownBits mul(const KnownBits& LHS, const KnownBits& RHS);
  static KnownBits udiv(const KnownBits& LHS, const KnownBits& RHS);
  static KnownBits urem(const KnownBits& LHS, const KnownBits& RHS);
  static KnownBits srem(const KnownBits& LHS, const KnownBits& RHS);
  static KnownBits umin(const KnownBits& LHS, const KnownBits& RHS);
  static KnownBits umax(const KnownBits& LHS, const KnownBits& RHS);
  static KnownBits smin(const KnownBits& LHS, const KnownBits& RHS);
  static KnownBits smax(const KnownBits& LHS, const KnownBits& RHS);
  KnownBits abs() const;

private:
  KnownBits(APInt&& Z, APInt&& O) : Zero(std::move(Z)), One(std::move(O)) {}
  static KnownBits from(APInt Z, APInt O) { return KnownBits(std::move(Z), std::move(O)); }
};

/// What is certain about the bits of V (scalar integers; nothing is known of other types).
KnownBits computeKnownBits(const TargetLowering& TLI, SDValue V, unsigned Depth = 0);
/// How many of V's top bits are certainly copies of its sign bit (at least 1).
unsigned computeNumSignBits(const TargetLowering& TLI, SDValue V, unsigned Depth = 0);
/// The fewest bits that hold V as a signed number (LLVM's ComputeMaxSignificantBits).
inline unsigned computeMaxSignificantBits(const TargetLowering& TLI, SDValue V) {
  return V.getScalarValueSizeInBits() - computeNumSignBits(TLI, V) + 1;
}
/// Whether every bit of Mask is certainly zero in V.
inline bool maskedValueIsZero(const TargetLowering& TLI, SDValue V, const APInt& Mask) {
  return Mask.isSubsetOf(computeKnownBits(TLI, V).Zero);
}

} // namespace dt
