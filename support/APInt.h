// support/APInt.h — fixed-width integers of any width (1 to millions of bits), two's complement.
//
// Duty: the value type for IR constants, DAG constants and the interpreter. Semantics follow LLVM's APInt:
// a value has a bit width, all arithmetic wraps modulo 2^width, signedness is a property of the operation
// (udiv/sdiv, ult/slt, lshr/ashr), never of the value. Bits above the width are always kept zero
// (invariant), so equality and hashing can compare words directly. Widths up to 128 bits store inline
// (no heap: i128 is common in the type legalizer's inputs, and each wide temporary used to cost an
// allocation); wider values use a heap word array. Single-word values keep their own fast paths.
#pragma once

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
    if (isSingleWord())
      U.Val = O.U.Val;
    else if (!isHeap())
      U = O.U;
    else
      copyWordsSlow(O);
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
  static APInt allOnes(unsigned Bits);
  static APInt signMask(unsigned Bits);     // only the top bit set
  static APInt signedMax(unsigned Bits);    // 0111..1
  static APInt signedMin(unsigned Bits);    // 1000..0
  static APInt unsignedMax(unsigned Bits) { return allOnes(Bits); }
  static APInt lowBitsSet(unsigned Bits, unsigned N);  // the low N bits set
  static APInt highBitsSet(unsigned Bits, unsigned N); // the high N bits set
  static APInt bitsSetFrom(unsigned Bits, unsigned Lo); // bits [Lo, Bits) set

  unsigned getBitWidth() const { return BitWidth; }
  unsigned numWords() const { return (BitWidth + 63) / 64; }
  const uint64_t* words() const { return isHeap() ? U.Heap : U.Inline; }
  bool isSingleWord() const { return BitWidth <= 64; }
  /// Whether the words live on the heap (widths above 128 bits); narrower values own no memory.
  bool isHeap() const { return BitWidth > 128; }

  /// The value zero-extended / sign-extended to 64 bits; only valid if it fits (checked).
  uint64_t getZExtValue() const;
  int64_t getSExtValue() const;
  /// The low 64 bits, whatever the width.
  uint64_t lowWord() const { return words()[0]; }
  /// Whether the value fits in 64 bits as unsigned / as signed.
  bool fitsZExt64() const { return getActiveBits() <= 64; }
  bool fitsSExt64() const { return getSignificantBits() <= 64; }

  bool isZero() const;
  bool isOne() const;
  bool isAllOnes() const;
  bool isNegative() const { return getBit(BitWidth - 1); }
  bool isNonNegative() const { return !isNegative(); }
  bool isStrictlyPositive() const { return !isNegative() && !isZero(); }
  bool isSignMask() const;
  bool isSignedMax() const;
  bool isSignedMin() const;
  bool isPowerOf2() const;
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
  unsigned countLeadingZeros() const;
  unsigned countLeadingOnes() const;
  unsigned countTrailingZeros() const;
  unsigned countTrailingOnes() const;
  unsigned popcount() const;
  /// log2 of a power of two; -1 for zero; floor(log2) otherwise.
  int logBase2() const { return int(getActiveBits()) - 1; }

  APInt zext(unsigned Bits) const;  // Bits >= width
  APInt sext(unsigned Bits) const;  // Bits >= width
  APInt trunc(unsigned Bits) const; // Bits <= width
  APInt zextOrTrunc(unsigned Bits) const;
  APInt sextOrTrunc(unsigned Bits) const;
  /// Bits [Lo, Lo+N) as an N-bit value.
  APInt extractBits(unsigned N, unsigned Lo) const;
  /// This value with `V`'s bits written at [Lo, Lo + V.width).
  APInt insertBits(const APInt& V, unsigned Lo) const;

  // Arithmetic (widths must match; results wrap).
  APInt operator+(const APInt& R) const;
  APInt operator-(const APInt& R) const;
  APInt operator*(const APInt& R) const;
  APInt operator&(const APInt& R) const;
  APInt operator|(const APInt& R) const;
  APInt operator^(const APInt& R) const;
  APInt operator~() const;
  APInt operator-() const;
  APInt& operator+=(const APInt& R) { return *this = *this + R; }
  APInt& operator-=(const APInt& R) { return *this = *this - R; }
  APInt& operator&=(const APInt& R) { return *this = *this & R; }
  APInt& operator|=(const APInt& R) { return *this = *this | R; }
  APInt& operator^=(const APInt& R) { return *this = *this ^ R; }
  APInt operator+(uint64_t R) const { return *this + APInt(BitWidth, R); }
  APInt operator-(uint64_t R) const { return *this - APInt(BitWidth, R); }

  /// Shifts by an amount >= width give 0 (shl, lshr) or all sign bits (ashr).
  APInt shl(unsigned Amt) const;
  APInt lshr(unsigned Amt) const;
  APInt ashr(unsigned Amt) const;
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
  APInt abs() const;      // wraps for the signed minimum

  bool operator==(const APInt& R) const; // widths must match
  bool operator!=(const APInt& R) const { return !(*this == R); }
  bool eq(uint64_t V) const { return getActiveBits() <= 64 && lowWord() == V; }
  bool ult(const APInt& R) const;
  bool ule(const APInt& R) const { return !R.ult(*this); }
  bool ugt(const APInt& R) const { return R.ult(*this); }
  bool uge(const APInt& R) const { return !ult(R); }
  bool slt(const APInt& R) const;
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
