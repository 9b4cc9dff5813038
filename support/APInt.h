// support/APInt.h — fixed-width integers of any width (1 to millions of bits), two's complement.
//
// Duty: the value type for IR constants, DAG constants and the interpreter. Semantics follow LLVM's APInt:
// a value has a bit width, all arithmetic wraps modulo 2^width, signedness is a property of the operation
// (udiv/sdiv, ult/slt, lshr/ashr), never of the value. Bits above the width are always kept zero
// (invariant), so equality and hashing can compare words directly. Widths up to 128 bits store inline
// (no heap: i128 is common in the type legalizer's inputs, and each wide temporary used to cost an
// allocation); wider values use a heap word array. Single-word values keep their own fast paths: the
// operators and queries below are inline for widths up to 64 (what the known-bits analyses and the combiner
// ask millions of times) and call the general word-loop versions in APInt.cpp otherwise, or when the widths
// of two operands differ (so the width check stays where it was).
#pragma once

#include <algorithm>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace dt {

class APInt {
public:
  /// A 1-bit zero (so default construction is cheap and valid).
  APInt() : BitWidth(1) { U.Val = 0; }
  /// Width `Bits` (>= 1) holding `Val`; when IsSigned, Val is sign-extended to wide widths,
  /// otherwise zero-extended; then truncated to the width.
  // Nearly every value the phases handle fits one word: construction, copies and destruction of those are
  // inline, and only wide values take the out-of-line paths (which allocate).
  APInt(unsigned Bits, uint64_t Val, bool IsSigned = false) : BitWidth(Bits) {
    if (Bits - 1 < 64) {
      U.Val = Bits == 64 ? Val : Val & ((1ull << Bits) - 1);
    } else {
      initSlow(Val, IsSigned);
    }
  }
  /// From little-endian 64-bit words (missing words are zero, extra bits truncated).
  APInt(unsigned Bits, std::span<const uint64_t> Words);
  APInt(const APInt& O) : BitWidth(O.BitWidth) {
    if (isHeap())
      copyWordsSlow(O);
    else
      U = O.U;
  }
  APInt(APInt&& O) noexcept : BitWidth(O.BitWidth), U(O.U) {
    // Leave the source as a valid 1-bit zero so its destructor and any later use stay safe.
    O.BitWidth = 1;
    O.U.Val = 0;
  }
  APInt& operator=(const APInt& O) {
    if (isSingleWord() && O.isSingleWord()) {
      BitWidth = O.BitWidth;
      U.Val = O.U.Val;
      return *this;
    }
    return assignSlow(O);
  }
  APInt& operator=(APInt&& O) noexcept {
    if (this == &O) return *this;
    if (isHeap()) delete[] U.Heap;
    BitWidth = O.BitWidth;
    U = O.U;
    O.BitWidth = 1;
    O.U.Val = 0;
    return *this;
  }
  ~APInt() {
    if (isHeap()) delete[] U.Heap;
  }

  /// Parses an optionally '-'-prefixed number in radix 2, 8, 10 or 16 (no prefix such as 0x).
  /// The value is computed exactly and then truncated to `Bits` (as LLVM does for `i8 300`... callers that
  /// need a range check use `requiredBits`). Returns nullopt for empty or invalid digits.
  static std::optional<APInt> fromString(unsigned Bits, std::string_view Text, unsigned Radix);
  /// Minimum width to hold the literal as written: for unsigned text, active bits; for "-N", signed bits.
  /// A zero literal needs 1 bit; malformed text gives 0.
  static unsigned requiredBits(std::string_view Text, unsigned Radix);

  static APInt zero(unsigned Bits) { return APInt(Bits, 0); }
  static APInt one(unsigned Bits) { return APInt(Bits, 1); }
  static APInt allOnes(unsigned Bits) { return APInt(Bits, ~0ull, true); }
  static APInt signMask(unsigned Bits) { // only the top bit set
    if (Bits - 1 < 64) return APInt(Bits, 1ull << (Bits - 1), Raw{});
    return signMaskSlow(Bits);
  }
  static APInt signedMax(unsigned Bits); // 0111..1
  static APInt signedMin(unsigned Bits); // 1000..0
  static APInt unsignedMax(unsigned Bits) { return allOnes(Bits); }
  static APInt lowBitsSet(unsigned Bits, unsigned N) { // the low N bits set
    if (Bits - 1 < 64 && N <= Bits) return APInt(Bits, N ? wordMask(N) : 0, Raw{});
    return lowBitsSetSlow(Bits, N);
  }
  static APInt highBitsSet(unsigned Bits, unsigned N) { // the high N bits set
    if (Bits - 1 < 64 && N <= Bits) return bitsSetFrom(Bits, Bits - N);
    return highBitsSetSlow(Bits, N);
  }
  static APInt bitsSetFrom(unsigned Bits, unsigned Lo) { // bits [Lo, Bits) set
    if (Bits - 1 < 64 && Lo <= Bits)
      return APInt(Bits, Lo < Bits ? wordMask(Bits) & (~0ull << Lo) : 0, Raw{});
    return bitsSetFromSlow(Bits, Lo);
  }

  unsigned getBitWidth() const { return BitWidth; }
  unsigned numWords() const { return (BitWidth + 63) / 64; }
  const uint64_t* words() const { return isHeap() ? U.Heap : U.Inline; }
  bool isSingleWord() const { return BitWidth <= 64; }
  /// Whether the words live on the heap (widths above 128 bits); narrower values own no memory.
  bool isHeap() const { return BitWidth > 128; }

  /// The value zero-extended / sign-extended to 64 bits; only valid if it fits (checked).
  uint64_t getZExtValue() const { return isSingleWord() ? U.Val : getZExtValueSlow(); }
  int64_t getSExtValue() const { return isSingleWord() ? signExtendWord() : getSExtValueSlow(); }
  /// The low 64 bits, whatever the width.
  uint64_t lowWord() const { return words()[0]; }
  /// Whether the value fits in 64 bits as unsigned / as signed.
  bool fitsZExt64() const { return getActiveBits() <= 64; }
  bool fitsSExt64() const { return getSignificantBits() <= 64; }

  bool isZero() const { return isSingleWord() ? U.Val == 0 : isZeroSlow(); }
  bool isOne() const { return isSingleWord() ? U.Val == 1 : isOneSlow(); }
  bool isAllOnes() const { return isSingleWord() ? U.Val == wordMask(BitWidth) : isAllOnesSlow(); }
  bool isNegative() const { return getBit(BitWidth - 1); }
  bool isNonNegative() const { return !isNegative(); }
  bool isStrictlyPositive() const { return !isNegative() && !isZero(); }
  bool isSignMask() const { return isSingleWord() ? U.Val == 1ull << (BitWidth - 1) : isSignMaskSlow(); }
  bool isSignedMax() const;
  bool isSignedMin() const;
  bool isPowerOf2() const { return isSingleWord() ? std::has_single_bit(U.Val) : popcount() == 1; }
  bool isMask() const;        // 0..01..1 with at least one bit set
  bool isShiftedMask() const; // 0..01..10..0

  /// Whether every bit set here is set in R ((this & ~R) == 0), and whether the two share a set bit: word
  /// by word, without temporaries (the combiner asks these of every node it simplifies). Widths must match.
  bool isSubsetOf(const APInt& R) const {
    const uint64_t *A = words(), *B = R.words();
    for (unsigned I = 0, E = numWords(); I != E; ++I)
      if (A[I] & ~B[I]) return false;
    return true;
  }
  bool intersects(const APInt& R) const {
    const uint64_t *A = words(), *B = R.words();
    for (unsigned I = 0, E = numWords(); I != E; ++I)
      if (A[I] & B[I]) return true;
    return false;
  }

  bool getBit(unsigned I) const { return (words()[I / 64] >> (I % 64)) & 1; }
  void setBit(unsigned I);
  void clearBit(unsigned I);
  void flipAllBits();

  unsigned getActiveBits() const { return BitWidth - countLeadingZeros(); }
  /// Bits needed to represent the value as a signed number (>= 1).
  unsigned getSignificantBits() const;
  unsigned countLeadingZeros() const {
    return isSingleWord() ? unsigned(std::countl_zero(U.Val)) - (64 - BitWidth) : countLeadingZerosSlow();
  }
  unsigned countLeadingOnes() const {
    // Shifted to the top, the zeros below stop the count at the width.
    return isSingleWord() ? unsigned(std::countl_one(U.Val << (64 - BitWidth))) : countLeadingOnesSlow();
  }
  unsigned countTrailingZeros() const {
    return isSingleWord() ? std::min(unsigned(std::countr_zero(U.Val)), BitWidth) : countTrailingZerosSlow();
  }
  unsigned countTrailingOnes() const {
    // The bits above the width are zero, so the count stops there by itself.
    return isSingleWord() ? unsigned(std::countr_one(U.Val)) : countTrailingOnesSlow();
  }
  unsigned popcount() const { return isSingleWord() ? unsigned(std::popcount(U.Val)) : popcountSlow(); }
  /// log2 of a power of two; -1 for zero; floor(log2) otherwise.
  int logBase2() const { return int(getActiveBits()) - 1; }

  APInt zext(unsigned Bits) const { // Bits >= width
    if (Bits - 1 < 64 && Bits >= BitWidth) return APInt(Bits, U.Val, Raw{});
    return zextSlow(Bits);
  }
  APInt sext(unsigned Bits) const { // Bits >= width
    if (Bits - 1 < 64 && Bits >= BitWidth)
      return APInt(Bits, uint64_t(signExtendWord()) & wordMask(Bits), Raw{});
    return sextSlow(Bits);
  }
  APInt trunc(unsigned Bits) const { // Bits <= width
    if (Bits - 1 < 64 && Bits <= BitWidth) return APInt(Bits, lowWord() & wordMask(Bits), Raw{});
    return truncSlow(Bits);
  }
  APInt zextOrTrunc(unsigned Bits) const;
  APInt sextOrTrunc(unsigned Bits) const;
  /// Bits [Lo, Lo+N) as an N-bit value.
  APInt extractBits(unsigned N, unsigned Lo) const;
  /// This value with `V`'s bits written at [Lo, Lo + V.width).
  APInt insertBits(const APInt& V, unsigned Lo) const;

  // Arithmetic (widths must match; results wrap).
  // The compound forms do the work (in place for single words); the binary forms apply them to a copy.
  APInt operator+(const APInt& R) const { APInt T(*this); T += R; return T; }
  APInt operator-(const APInt& R) const { APInt T(*this); T -= R; return T; }
  APInt operator*(const APInt& R) const;
  APInt operator&(const APInt& R) const { APInt T(*this); T &= R; return T; }
  APInt operator|(const APInt& R) const { APInt T(*this); T |= R; return T; }
  APInt operator^(const APInt& R) const { APInt T(*this); T ^= R; return T; }
  APInt operator~() const {
    if (isSingleWord()) return APInt(BitWidth, ~U.Val & wordMask(BitWidth), Raw{});
    return notSlow();
  }
  APInt operator-() const {
    if (isSingleWord()) return APInt(BitWidth, (0 - U.Val) & wordMask(BitWidth), Raw{});
    return negSlow();
  }
  APInt& operator+=(const APInt& R) {
    if (!bothSingleWord(R)) return *this = addSlow(R);
    U.Val = (U.Val + R.U.Val) & wordMask(BitWidth);
    return *this;
  }
  APInt& operator-=(const APInt& R) {
    if (!bothSingleWord(R)) return *this = subSlow(R);
    U.Val = (U.Val - R.U.Val) & wordMask(BitWidth);
    return *this;
  }
  APInt& operator&=(const APInt& R) {
    if (!bothSingleWord(R)) return *this = andSlow(R);
    U.Val &= R.U.Val;
    return *this;
  }
  APInt& operator|=(const APInt& R) {
    if (!bothSingleWord(R)) return *this = orSlow(R);
    U.Val |= R.U.Val;
    return *this;
  }
  APInt& operator^=(const APInt& R) {
    if (!bothSingleWord(R)) return *this = xorSlow(R);
    U.Val ^= R.U.Val;
    return *this;
  }
  APInt operator+(uint64_t R) const { return *this + APInt(BitWidth, R); }
  APInt operator-(uint64_t R) const { return *this - APInt(BitWidth, R); }

  /// Shifts by an amount >= width give 0 (shl, lshr) or all sign bits (ashr).
  APInt shl(unsigned Amt) const {
    if (isSingleWord())
      return APInt(BitWidth, Amt >= BitWidth ? 0 : (U.Val << Amt) & wordMask(BitWidth), Raw{});
    return shlSlow(Amt);
  }
  APInt lshr(unsigned Amt) const {
    if (isSingleWord()) return APInt(BitWidth, Amt >= BitWidth ? 0 : U.Val >> Amt, Raw{});
    return lshrSlow(Amt);
  }
  APInt ashr(unsigned Amt) const {
    // The sign-extended word has sign copies above the width: any amount from width - 1 on gives all of them.
    if (isSingleWord())
      return APInt(BitWidth, uint64_t(signExtendWord() >> std::min(Amt, 63u)) & wordMask(BitWidth), Raw{});
    return ashrSlow(Amt);
  }
  APInt rotl(unsigned Amt) const; // amount taken modulo width
  APInt rotr(unsigned Amt) const;
  /// Division and remainder: the divisor must be non-zero (checked). sdiv of min by -1 wraps to min.
  APInt udiv(const APInt& R) const;
  APInt sdiv(const APInt& R) const;
  APInt urem(const APInt& R) const;
  APInt srem(const APInt& R) const;
  /// Unsigned quotient and remainder in one division (widths must match; the divisor must be non-zero).
  static void udivrem(const APInt& LHS, const APInt& RHS, APInt& Quotient, APInt& Remainder);
  /// High half of the double-width product.
  APInt mulhu(const APInt& R) const;
  APInt mulhs(const APInt& R) const;

  // Overflow-reporting and saturating forms.
  APInt uadd_ov(const APInt& R, bool& Overflow) const;
  APInt sadd_ov(const APInt& R, bool& Overflow) const;
  APInt usub_ov(const APInt& R, bool& Overflow) const;
  APInt ssub_ov(const APInt& R, bool& Overflow) const;
  APInt umul_ov(const APInt& R, bool& Overflow) const;
  APInt smul_ov(const APInt& R, bool& Overflow) const;
  APInt uadd_sat(const APInt& R) const;
  APInt sadd_sat(const APInt& R) const;
  APInt usub_sat(const APInt& R) const;
  APInt ssub_sat(const APInt& R) const;
  APInt ushl_sat(unsigned Amt) const;
  APInt sshl_sat(unsigned Amt) const;

  APInt byteSwap() const; // width must be a multiple of 16
  APInt reverseBits() const;
  APInt abs() const; // wraps for the signed minimum

  bool operator==(const APInt& R) const { // widths must match
    return bothSingleWord(R) ? U.Val == R.U.Val : equalSlow(R);
  }
  bool operator!=(const APInt& R) const { return !(*this == R); }
  bool eq(uint64_t V) const { return getActiveBits() <= 64 && lowWord() == V; }
  bool ult(const APInt& R) const { return bothSingleWord(R) ? U.Val < R.U.Val : ultSlow(R); }
  bool ule(const APInt& R) const { return !R.ult(*this); }
  bool ugt(const APInt& R) const { return R.ult(*this); }
  bool uge(const APInt& R) const { return !ult(R); }
  bool slt(const APInt& R) const {
    return bothSingleWord(R) ? signExtendWord() < R.signExtendWord() : sltSlow(R);
  }
  bool sle(const APInt& R) const { return !R.slt(*this); }
  bool sgt(const APInt& R) const { return R.slt(*this); }
  bool sge(const APInt& R) const { return !slt(R); }
  bool ult(uint64_t V) const { return getActiveBits() <= 64 && lowWord() < V; }
  bool ugt(uint64_t V) const { return !(getActiveBits() <= 64 && lowWord() <= V); }
  static APInt umin(const APInt& A, const APInt& B) { return A.ult(B) ? A : B; }
  static APInt umax(const APInt& A, const APInt& B) { return A.ult(B) ? B : A; }
  static APInt smin(const APInt& A, const APInt& B) { return A.slt(B) ? A : B; }
  static APInt smax(const APInt& A, const APInt& B) { return A.slt(B) ? B : A; }

  /// Digits in radix 2, 8, 10 or 16 (lower-case, no prefix); signed prints a leading '-' when negative.
  std::string toString(unsigned Radix, bool Signed) const;
  std::string toStringUnsigned(unsigned Radix = 10) const { return toString(Radix, false); }
  std::string toStringSigned(unsigned Radix = 10) const { return toString(Radix, true); }

  size_t hash() const;

private:
  /// A single-word value whose bits above Bits are already clear (the fast paths' results).
  struct Raw {};
  APInt(unsigned Bits, uint64_t Val, Raw) : BitWidth(Bits) { U.Val = Val; }
  /// The low Bits bits set, for 1 <= Bits <= 64.
  static uint64_t wordMask(unsigned Bits) { return ~0ull >> (64 - Bits); }
  /// A single-word value read as signed.
  int64_t signExtendWord() const { return int64_t(U.Val << (64 - BitWidth)) >> (64 - BitWidth); }
  bool bothSingleWord(const APInt& R) const { return BitWidth == R.BitWidth && isSingleWord(); }

  // The general versions (any width; they also diagnose mismatched widths).
  static APInt signMaskSlow(unsigned Bits);
  static APInt lowBitsSetSlow(unsigned Bits, unsigned N);
  static APInt highBitsSetSlow(unsigned Bits, unsigned N);
  static APInt bitsSetFromSlow(unsigned Bits, unsigned Lo);
  uint64_t getZExtValueSlow() const;
  int64_t getSExtValueSlow() const;
  bool isZeroSlow() const;
  bool isOneSlow() const;
  bool isAllOnesSlow() const;
  bool isSignMaskSlow() const;
  unsigned countLeadingZerosSlow() const;
  unsigned countLeadingOnesSlow() const;
  unsigned countTrailingZerosSlow() const;
  unsigned countTrailingOnesSlow() const;
  unsigned popcountSlow() const;
  APInt zextSlow(unsigned Bits) const;
  APInt sextSlow(unsigned Bits) const;
  APInt truncSlow(unsigned Bits) const;
  APInt addSlow(const APInt& R) const;
  APInt subSlow(const APInt& R) const;
  APInt andSlow(const APInt& R) const;
  APInt orSlow(const APInt& R) const;
  APInt xorSlow(const APInt& R) const;
  APInt notSlow() const;
  APInt negSlow() const;
  APInt shlSlow(unsigned Amt) const;
  APInt lshrSlow(unsigned Amt) const;
  APInt ashrSlow(unsigned Amt) const;
  bool equalSlow(const APInt& R) const;
  bool ultSlow(const APInt& R) const;
  bool sltSlow(const APInt& R) const;

  void initSlow(uint64_t Val, bool IsSigned); // a zero width is diagnosed here too
  void copyWordsSlow(const APInt& O);
  APInt& assignSlow(const APInt& O);
  void clearUnusedBits();
  uint64_t* wordsMut() { return isHeap() ? U.Heap : U.Inline; }
  unsigned BitWidth;
  union {
    uint64_t Val;       // widths up to 64
    uint64_t Inline[2]; // widths up to 128 (Inline[0] is Val)
    uint64_t* Heap;     // wider
  } U;
};

} // namespace dt
