// legalize/ValueTracking.h — what is certain about a value's bits without running it (LLVM's
// SelectionDAG::computeKnownBits and ComputeNumSignBits, the cases the legalizers need).
//
// Duty: one analysis for every phase that asks "are these bits already zero / copies of the sign bit?":
// promotion skips extensions it implies, expansion picks cheaper multiplies and shifts, the RISC-V hooks
// pick W forms, and the combiner will build on it.
// Invariants: conservative (a bit is known only when it is certain, for every input) and bounded in depth
// (6, as LLVM's MaxRecursionDepth), so it is cheap and never loops; nothing is known of non-integers.
#pragma once

#include "dag/SelectionDAG.h"
#include "legalize/TargetLowering.h"

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

  static KnownBits constant(const APInt& C);
  KnownBits trunc(unsigned W) const { return from(Zero.trunc(W), One.trunc(W)); }
  KnownBits zext(unsigned W) const { return from(Zero.zext(W) | APInt::bitsSetFrom(W, width()), One.zext(W)); }
  KnownBits anyext(unsigned W) const { return from(Zero.zext(W), One.zext(W)); }
  KnownBits sext(unsigned W) const { return from(Zero.sext(W), One.sext(W)); }
  KnownBits sextInReg(unsigned FromBits) const { return trunc(FromBits).sext(width()); }
  /// What is known of a value that is either this or O.
  KnownBits intersect(const KnownBits& O) const { return from(Zero & O.Zero, One & O.One); }
  /// LHS + RHS + carry, the carry known zero and/or one (LLVM's KnownBits::computeForAddCarry).
  static KnownBits addWithCarry(const KnownBits& LHS, const KnownBits& RHS, bool CarryZero, bool CarryOne);

private:
  static KnownBits from(APInt Z, APInt O);
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
  return (Mask & ~computeKnownBits(TLI, V).Zero).isZero();
}

} // namespace dt
