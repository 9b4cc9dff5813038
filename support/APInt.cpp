// support/APInt.cpp — fixed-width two's-complement integers of any width.
//
// Duty: the arithmetic behind APInt.h. Values live in little-endian 64-bit words (inline up to 128 bits,
// a new[] array otherwise). The header answers single-word operands itself; the *Slow functions here are
// the general word loops (and where mismatched widths are diagnosed). Invariant kept by every mutating path:
// bits at and above BitWidth in the top word are zero, so comparisons, hashing and word loops never need to
// mask. Operations that could set those bits (add, sub, mul, shl, not, sign fills) call clearUnusedBits()
// before returning.
//
// Division is Knuth's algorithm D on 32-bit digits (64-bit intermediates keep every step exact without
// 128-bit quotient estimates); a single-word divisor takes the cheaper short-division path.
#include "support/APInt.h"

#include "support/Diagnostics.h"

#include <algorithm>
#include <bit>
#include <cstring>

namespace dt {

namespace {

using u128 = unsigned __int128;

unsigned wordsFor(unsigned Bits) {
  return (Bits + 63) / 64;
}

/// D = A + B over N words; returns the carry out.
uint64_t addWords(uint64_t* D, const uint64_t* A, const uint64_t* B, unsigned N) {
  uint64_t Carry = 0;
  for (unsigned I = 0; I < N; ++I) {
    u128 S = (u128)A[I] + B[I] + Carry;
    D[I] = (uint64_t)S;
    Carry = (uint64_t)(S >> 64);
  }
  return Carry;
}

/// D = A - B over N words; returns the borrow out.
uint64_t subWords(uint64_t* D, const uint64_t* A, const uint64_t* B, unsigned N) {
  uint64_t Borrow = 0;
  for (unsigned I = 0; I < N; ++I) {
    uint64_t X = A[I], Y = B[I];
    uint64_t R = X - Y - Borrow;
    Borrow = (X < Y) || (X == Y && Borrow) ? 1 : 0;
    D[I] = R;
  }
  return Borrow;
}

/// D[0..ND) = low ND words of A[0..NA) * B[0..NB). D must not alias A or B.
void mulWords(uint64_t* D, unsigned ND, const uint64_t* A, unsigned NA, const uint64_t* B, unsigned NB) {
  std::fill(D, D + ND, 0);
  for (unsigned I = 0; I < NA && I < ND; ++I) {
    uint64_t AI = A[I];
    if (AI == 0) continue;
    uint64_t Carry = 0;
    unsigned J = 0;
    for (; J < NB && I + J < ND; ++J) {
      u128 T = (u128)AI * B[J] + D[I + J] + Carry;
      D[I + J] = (uint64_t)T;
      Carry = (uint64_t)(T >> 64);
    }
    if (I + J < ND) D[I + J] = Carry; // row I has not touched this word yet
  }
}

/// In place: W = W * Mul + Add over N words (the carry out of the top is dropped).
void mulAddSmall(uint64_t* W, unsigned N, uint64_t Mul, uint64_t Add) {
  uint64_t Carry = Add;
  for (unsigned I = 0; I < N; ++I) {
    u128 T = (u128)W[I] * Mul + Carry;
    W[I] = (uint64_t)T;
    Carry = (uint64_t)(T >> 64);
  }
}

/// In place: W /= Div over N words; returns the remainder.
uint64_t divSmall(uint64_t* W, unsigned N, uint64_t Div) {
  u128 Rem = 0;
  for (unsigned I = N; I-- > 0;) {
    u128 Cur = (Rem << 64) | W[I];
    W[I] = (uint64_t)(Cur / Div);
    Rem = Cur % Div;
  }
  return (uint64_t)Rem;
}

unsigned activeWords(const uint64_t* W, unsigned N) {
  while (N > 0 && W[N - 1] == 0) --N;
  return N;
}

/// Knuth algorithm D on base-2^32 digits: U has M digits, V has N >= 2 digits with V[N-1] != 0, M >= N.
/// Writes M-N+1 quotient digits to Q and N remainder digits to R.
void knuthDivide(const uint32_t* U, unsigned M, const uint32_t* V, unsigned N, uint32_t* Q, uint32_t* R) {
  constexpr uint64_t B = 1ull << 32;
  // Normalise so the divisor's top digit has its high bit set; this bounds the qhat correction to two steps.
  unsigned S = std::countl_zero(V[N - 1]);
  std::vector<uint32_t> Vn(N), Un(M + 1);
  for (unsigned I = N - 1; I > 0; --I)
    Vn[I] = (uint32_t)(((uint64_t)V[I] << S) | ((uint64_t)V[I - 1] >> (32 - S)));
  Vn[0] = V[0] << S;
  Un[M] = (uint32_t)((uint64_t)U[M - 1] >> (32 - S));
  for (unsigned I = M - 1; I > 0; --I)
    Un[I] = (uint32_t)(((uint64_t)U[I] << S) | ((uint64_t)U[I - 1] >> (32 - S)));
  Un[0] = U[0] << S;

  for (int J = (int)(M - N); J >= 0; --J) {
    uint64_t Num = ((uint64_t)Un[J + N] << 32) | Un[J + N - 1];
    uint64_t QHat = Num / Vn[N - 1];
    uint64_t RHat = Num % Vn[N - 1];
    // The `QHat >= B` test comes first so the product below cannot overflow 64 bits.
    while (QHat >= B || QHat * Vn[N - 2] > ((RHat << 32) | Un[J + N - 2])) {
      --QHat;
      RHat += Vn[N - 1];
      if (RHat >= B) break;
    }
    // Multiply and subtract; signed 64-bit temporaries hold every intermediate exactly.
    int64_t Borrow = 0;
    for (unsigned I = 0; I < N; ++I) {
      uint64_t P = QHat * Vn[I];
      int64_t T = (int64_t)Un[I + J] - Borrow - (int64_t)(P & 0xFFFFFFFFu);
      Un[I + J] = (uint32_t)T;
      Borrow = (int64_t)(P >> 32) - (T >> 32);
    }
    int64_t T = (int64_t)Un[J + N] - Borrow;
    Un[J + N] = (uint32_t)T;
    Q[J] = (uint32_t)QHat;
    if (T < 0) {
      // QHat was one too large (rare): add the divisor back.
      Q[J] -= 1;
      uint64_t Carry = 0;
      for (unsigned I = 0; I < N; ++I) {
        uint64_t Sum = (uint64_t)Un[I + J] + Vn[I] + Carry;
        Un[I + J] = (uint32_t)Sum;
        Carry = Sum >> 32;
      }
      Un[J + N] = (uint32_t)(Un[J + N] + Carry);
    }
  }
  for (unsigned I = 0; I + 1 < N; ++I)
    R[I] = (uint32_t)(((uint64_t)Un[I] >> S) | ((uint64_t)Un[I + 1] << (32 - S)));
  R[N - 1] = (uint32_t)((uint64_t)Un[N - 1] >> S);
}

/// Q = U / V, R = U % V, all NW words; V must be non-zero. Q and R may be null when not wanted.
void divModWords(const uint64_t* U, const uint64_t* V, unsigned NW, uint64_t* Q, uint64_t* R) {
  unsigned NU = activeWords(U, NW), NV = activeWords(V, NW);
  if (Q) std::fill(Q, Q + NW, 0);
  if (R) std::fill(R, R + NW, 0);
  if (NU < NV) {
    if (R) std::copy(U, U + NW, R);
    return;
  }
  if (NV == 1) {
    std::vector<uint64_t> Tmp(U, U + NU);
    uint64_t Rem = divSmall(Tmp.data(), NU, V[0]);
    if (Q) std::copy(Tmp.begin(), Tmp.end(), Q);
    if (R) R[0] = Rem;
    return;
  }
  // Split into 32-bit digits, dropping a zero top digit so the divisor's leading digit is non-zero.
  auto Split = [](const uint64_t* W, unsigned N, std::vector<uint32_t>& Out) {
    Out.resize(2 * N);
    for (unsigned I = 0; I < N; ++I) {
      Out[2 * I] = (uint32_t)W[I];
      Out[2 * I + 1] = (uint32_t)(W[I] >> 32);
    }
    while (Out.size() > 1 && Out.back() == 0) Out.pop_back();
  };
  std::vector<uint32_t> U32, V32;
  Split(U, NU, U32);
  Split(V, NV, V32);
  unsigned M = U32.size(), N = V32.size();
  if (M < N) { // possible when the top digits tie at word granularity but not at digit granularity
    if (R) std::copy(U, U + NW, R);
    return;
  }
  std::vector<uint32_t> Q32(M - N + 1), R32(N);
  knuthDivide(U32.data(), M, V32.data(), N, Q32.data(), R32.data());
  auto Join = [NW](const std::vector<uint32_t>& In, uint64_t* Out) {
    for (unsigned I = 0; I < In.size(); ++I) {
      DT_CHECK(I / 2 < NW, "division result wider than its operands");
      Out[I / 2] |= (uint64_t)In[I] << (32 * (I % 2));
    }
  };
  if (Q) Join(Q32, Q);
  if (R) Join(R32, R);
}

int digitValue(char C) {
  if (C >= '0' && C <= '9') return C - '0';
  if (C >= 'a' && C <= 'z') return C - 'a' + 10;
  if (C >= 'A' && C <= 'Z') return C - 'A' + 10;
  return 99;
}

unsigned log2Radix(unsigned Radix) {
  return Radix == 2 ? 1 : Radix == 8 ? 3 : Radix == 16 ? 4 : 0;
}

/// Splits off an optional '-' and validates the digits; nullopt for an empty or malformed literal.
std::optional<std::string_view> digitsOf(std::string_view Text, unsigned Radix, bool& Neg) {
  if (Radix != 2 && Radix != 8 && Radix != 10 && Radix != 16) return std::nullopt;
  Neg = !Text.empty() && Text[0] == '-';
  if (Neg) Text.remove_prefix(1);
  if (Text.empty()) return std::nullopt;
  for (char C : Text)
    if (digitValue(C) >= (int)Radix) return std::nullopt;
  return Text;
}

} // namespace

// ---- construction and lifetime ---------------------------------------------------------------------------

void APInt::initSlow(uint64_t Val, bool IsSigned) {
  DT_CHECK(BitWidth >= 1, "APInt width must be at least 1");
  unsigned N = numWords();
  if (isHeap()) U.Heap = new uint64_t[N];
  uint64_t* W = wordsMut();
  uint64_t Fill = (IsSigned && (int64_t)Val < 0) ? ~0ull : 0;
  std::fill(W, W + N, Fill);
  W[0] = Val;
  clearUnusedBits();
}

APInt::APInt(unsigned Bits, std::span<const uint64_t> Words) : BitWidth(Bits) {
  DT_CHECK(Bits >= 1, "APInt width must be at least 1");
  unsigned N = numWords();
  if (isHeap()) U.Heap = new uint64_t[N];
  uint64_t* W = wordsMut();
  for (unsigned I = 0; I < N; ++I) W[I] = I < Words.size() ? Words[I] : 0;
  clearUnusedBits();
}

void APInt::copyWordsSlow(const APInt& O) {
  U.Heap = new uint64_t[numWords()];
  std::memcpy(U.Heap, O.U.Heap, numWords() * sizeof(uint64_t));
}

APInt& APInt::assignSlow(const APInt& O) {
  if (this == &O) return *this;
  if (isHeap() && O.isHeap() && numWords() == O.numWords()) {
    std::memcpy(U.Heap, O.U.Heap, numWords() * sizeof(uint64_t));
    BitWidth = O.BitWidth;
    return *this;
  }
  if (isHeap()) delete[] U.Heap;
  BitWidth = O.BitWidth;
  if (isHeap())
    copyWordsSlow(O);
  else
    U = O.U;
  return *this;
}

void APInt::clearUnusedBits() {
  unsigned Rem = BitWidth % 64;
  if (Rem) wordsMut()[numWords() - 1] &= (1ull << Rem) - 1;
}

// ---- text ------------------------------------------------------------------------------------------------

std::optional<APInt> APInt::fromString(unsigned Bits, std::string_view Text, unsigned Radix) {
  bool Neg;
  auto Digits = digitsOf(Text, Radix, Neg);
  if (!Digits) return std::nullopt;
  APInt R(Bits, 0);
  uint64_t* W = R.wordsMut();
  unsigned N = R.numWords();
  if (unsigned Shift = log2Radix(Radix)) {
    // Power-of-two radix: place each digit's bits directly, dropping those beyond the width.
    uint64_t Pos = 0;
    for (size_t I = Digits->size(); I-- > 0; Pos += Shift) {
      if (Pos >= Bits) break;
      uint64_t D = digitValue((*Digits)[I]);
      for (unsigned B = 0; B < Shift; ++B)
        if ((D >> B) & 1 && Pos + B < Bits) W[(Pos + B) / 64] |= 1ull << ((Pos + B) % 64);
    }
  } else {
    // Decimal: 19 digits at a time (10^19 < 2^64). Working modulo 2^(64*N) and truncating at the end gives
    // the exact value truncated to the width.
    size_t I = 0;
    while (I < Digits->size()) {
      size_t Take = std::min<size_t>(19, Digits->size() - I);
      uint64_t Chunk = 0, Scale = 1;
      for (size_t K = 0; K < Take; ++K) {
        Chunk = Chunk * 10 + (uint64_t)digitValue((*Digits)[I + K]);
        Scale *= 10;
      }
      mulAddSmall(W, N, Scale, Chunk);
      I += Take;
    }
    R.clearUnusedBits();
  }
  if (Neg) R = -R;
  return R;
}

unsigned APInt::requiredBits(std::string_view Text, unsigned Radix) {
  // Returns 0 for malformed text; a literal of value zero needs 1 bit (a width is never 0).
  bool Neg;
  auto Digits = digitsOf(Text, Radix, Neg);
  if (!Digits) return 0;
  unsigned PerDigit = log2Radix(Radix) ? log2Radix(Radix) : 4; // 10 < 2^4
  unsigned Wide = (unsigned)Digits->size() * PerDigit + 1;
  auto Mag = fromString(Wide, *Digits, Radix);
  if (Mag->isZero()) return 1;
  if (!Neg) return Mag->getActiveBits();
  // -M needs one bit more than M-1 needs as an unsigned number (e.g. -128 → 8 bits, -129 → 9 bits).
  return (*Mag - 1).getActiveBits() + 1;
}

std::string APInt::toString(unsigned Radix, bool Signed) const {
  DT_CHECK(Radix == 2 || Radix == 8 || Radix == 10 || Radix == 16, "toString radix must be 2, 8, 10 or 16");
  if (Signed && isNegative()) return "-" + (-*this).toString(Radix, false);
  if (isZero()) return "0";
  static const char Digits[] = "0123456789abcdef";
  std::string Out;
  if (unsigned Shift = log2Radix(Radix)) {
    unsigned Active = getActiveBits();
    for (unsigned Pos = 0; Pos < Active; Pos += Shift) {
      unsigned D = 0;
      for (unsigned B = 0; B < Shift && Pos + B < BitWidth; ++B) D |= (unsigned)getBit(Pos + B) << B;
      Out.push_back(Digits[D]);
    }
  } else {
    // Peel 19 decimal digits per short division; every chunk but the most significant is zero-padded.
    std::vector<uint64_t> W(words(), words() + numWords());
    unsigned N = activeWords(W.data(), W.size());
    constexpr uint64_t Chunk = 10000000000000000000ull; // 10^19
    while (N > 0) {
      uint64_t Rem = divSmall(W.data(), N, Chunk);
      N = activeWords(W.data(), N);
      for (int K = 0; K < 19; ++K) {
        if (N == 0 && Rem == 0) break;
        Out.push_back(Digits[Rem % 10]);
        Rem /= 10;
      }
    }
  }
  std::reverse(Out.begin(), Out.end());
  return Out;
}

// ---- named constants -------------------------------------------------------------------------------------

APInt APInt::signMaskSlow(unsigned Bits) {
  APInt R(Bits, 0);
  R.setBit(Bits - 1);
  return R;
}

APInt APInt::signedMax(unsigned Bits) {
  APInt R = allOnes(Bits);
  R.clearBit(Bits - 1);
  return R;
}

APInt APInt::signedMin(unsigned Bits) {
  return signMask(Bits);
}

APInt APInt::lowBitsSetSlow(unsigned Bits, unsigned N) {
  DT_CHECK(N <= Bits, "lowBitsSet: more bits than the width");
  if (N == 0) return APInt(Bits, 0);
  return allOnes(Bits).lshr(Bits - N);
}

APInt APInt::highBitsSetSlow(unsigned Bits, unsigned N) {
  DT_CHECK(N <= Bits, "highBitsSet: more bits than the width");
  return bitsSetFrom(Bits, Bits - N);
}

APInt APInt::bitsSetFromSlow(unsigned Bits, unsigned Lo) {
  DT_CHECK(Lo <= Bits, "bitsSetFrom: start beyond the width");
  return allOnes(Bits).shl(Lo);
}

// ---- queries ---------------------------------------------------------------------------------------------

uint64_t APInt::getZExtValueSlow() const {
  DT_CHECK(getActiveBits() <= 64, "getZExtValue of a value wider than 64 bits");
  return lowWord();
}

int64_t APInt::getSExtValueSlow() const {
  DT_CHECK(getSignificantBits() <= 64, "getSExtValue of a value wider than 64 signed bits");
  if (BitWidth >= 64) return (int64_t)lowWord();
  unsigned Sh = 64 - BitWidth;
  return (int64_t)(lowWord() << Sh) >> Sh;
}

bool APInt::isZeroSlow() const {
  const uint64_t* W = words();
  for (unsigned I = 0, N = numWords(); I < N; ++I)
    if (W[I]) return false;
  return true;
}

bool APInt::isOneSlow() const {
  return lowWord() == 1 && getActiveBits() == 1;
}
bool APInt::isAllOnesSlow() const {
  return countTrailingOnes() == BitWidth;
}
bool APInt::isSignMaskSlow() const {
  return isNegative() && countTrailingZeros() == BitWidth - 1;
}
bool APInt::isSignedMax() const {
  return !isNegative() && countTrailingOnes() == BitWidth - 1;
}
bool APInt::isSignedMin() const {
  return isSignMask();
}
bool APInt::isMask() const {
  return !isZero() && countTrailingOnes() == getActiveBits();
}
bool APInt::isShiftedMask() const {
  return !isZero() && popcount() + countTrailingZeros() + countLeadingZeros() == BitWidth;
}

void APInt::setBit(unsigned I) {
  DT_CHECK(I < BitWidth, "setBit beyond the width");
  wordsMut()[I / 64] |= 1ull << (I % 64);
}

void APInt::clearBit(unsigned I) {
  DT_CHECK(I < BitWidth, "clearBit beyond the width");
  wordsMut()[I / 64] &= ~(1ull << (I % 64));
}

void APInt::flipAllBits() {
  uint64_t* W = wordsMut();
  for (unsigned I = 0, N = numWords(); I < N; ++I) W[I] = ~W[I];
  clearUnusedBits();
}

unsigned APInt::getSignificantBits() const {
  unsigned SignBits = isNegative() ? countLeadingOnes() : countLeadingZeros();
  return BitWidth - SignBits + 1;
}

unsigned APInt::countLeadingZerosSlow() const {
  const uint64_t* W = words();
  unsigned N = numWords();
  unsigned Unused = N * 64 - BitWidth;
  for (unsigned I = N; I-- > 0;)
    if (W[I]) return (N - 1 - I) * 64 + std::countl_zero(W[I]) - Unused;
  return BitWidth;
}

unsigned APInt::countLeadingOnesSlow() const {
  const uint64_t* W = words();
  unsigned N = numWords();
  unsigned Unused = N * 64 - BitWidth;
  // Pretend the unused top bits are ones so the word-level count runs straight through them.
  uint64_t Top = W[N - 1] | (Unused ? ~0ull << (64 - Unused) : 0);
  unsigned Count = std::countl_one(Top);
  if (Count < 64) return Count - Unused;
  for (unsigned I = N - 1; I-- > 0;) {
    unsigned C = std::countl_one(W[I]);
    Count += C;
    if (C < 64) break;
  }
  return Count - Unused;
}

unsigned APInt::countTrailingZerosSlow() const {
  const uint64_t* W = words();
  for (unsigned I = 0, N = numWords(); I < N; ++I)
    if (W[I]) return std::min(I * 64 + std::countr_zero(W[I]), BitWidth);
  return BitWidth;
}

unsigned APInt::countTrailingOnesSlow() const {
  const uint64_t* W = words();
  for (unsigned I = 0, N = numWords(); I < N; ++I)
    if (W[I] != ~0ull) return std::min(I * 64 + std::countr_one(W[I]), BitWidth);
  return BitWidth;
}

unsigned APInt::popcountSlow() const {
  const uint64_t* W = words();
  unsigned C = 0;
  for (unsigned I = 0, N = numWords(); I < N; ++I) C += std::popcount(W[I]);
  return C;
}

// ---- width changes ---------------------------------------------------------------------------------------

APInt APInt::zextSlow(unsigned Bits) const {
  DT_CHECK(Bits >= BitWidth, "zext to a narrower width");
  return APInt(Bits, std::span<const uint64_t>(words(), numWords()));
}

APInt APInt::sextSlow(unsigned Bits) const {
  DT_CHECK(Bits >= BitWidth, "sext to a narrower width");
  APInt R = zext(Bits);
  if (isNegative() && Bits > BitWidth) {
    uint64_t* W = R.wordsMut();
    unsigned N = R.numWords();
    unsigned FirstWord = BitWidth / 64;
    if (BitWidth % 64) W[FirstWord++] |= ~0ull << (BitWidth % 64);
    for (unsigned I = FirstWord; I < N; ++I) W[I] = ~0ull;
    R.clearUnusedBits();
  }
  return R;
}

APInt APInt::truncSlow(unsigned Bits) const {
  DT_CHECK(Bits <= BitWidth && Bits >= 1, "trunc to a wider width");
  return APInt(Bits, std::span<const uint64_t>(words(), wordsFor(Bits)));
}

APInt APInt::zextOrTrunc(unsigned Bits) const {
  return Bits >= BitWidth ? zext(Bits) : trunc(Bits);
}
APInt APInt::sextOrTrunc(unsigned Bits) const {
  return Bits >= BitWidth ? sext(Bits) : trunc(Bits);
}

APInt APInt::extractBits(unsigned N, unsigned Lo) const {
  DT_CHECK(N >= 1 && (uint64_t)Lo + N <= BitWidth, "extractBits range outside the value");
  if (isSingleWord()) return APInt(N, U.Val >> Lo);
  return lshr(Lo).trunc(N);
}

APInt APInt::insertBits(const APInt& V, unsigned Lo) const {
  DT_CHECK((uint64_t)Lo + V.BitWidth <= BitWidth, "insertBits range outside the value");
  if (V.BitWidth == BitWidth) return V;
  APInt Mask = lowBitsSet(BitWidth, V.BitWidth).shl(Lo);
  return (*this & ~Mask) | V.zext(BitWidth).shl(Lo);
}

// ---- arithmetic ------------------------------------------------------------------------------------------

#define DT_SAME_WIDTH(R) DT_CHECK(BitWidth == (R).BitWidth, "APInt operands of different widths")

APInt APInt::addSlow(const APInt& R) const {
  DT_SAME_WIDTH(R);
  APInt Res(BitWidth, 0); // more than one word: the header handles a single one
  addWords(Res.wordsMut(), words(), R.words(), numWords());
  Res.clearUnusedBits();
  return Res;
}

APInt APInt::subSlow(const APInt& R) const {
  DT_SAME_WIDTH(R);
  APInt Res(BitWidth, 0); // more than one word: the header handles a single one
  subWords(Res.wordsMut(), words(), R.words(), numWords());
  Res.clearUnusedBits();
  return Res;
}

APInt APInt::operator*(const APInt& R) const {
  DT_SAME_WIDTH(R);
  APInt Res(BitWidth, 0);
  if (isSingleWord()) {
    Res.U.Val = U.Val * R.U.Val;
  } else {
    unsigned N = numWords();
    mulWords(Res.wordsMut(), N, words(), activeWords(words(), N), R.words(), activeWords(R.words(), N));
  }
  Res.clearUnusedBits();
  return Res;
}

APInt APInt::andSlow(const APInt& R) const {
  DT_SAME_WIDTH(R);
  APInt Res(*this);
  uint64_t* W = Res.wordsMut();
  for (unsigned I = 0, N = numWords(); I < N; ++I) W[I] &= R.words()[I];
  return Res;
}

APInt APInt::orSlow(const APInt& R) const {
  DT_SAME_WIDTH(R);
  APInt Res(*this);
  uint64_t* W = Res.wordsMut();
  for (unsigned I = 0, N = numWords(); I < N; ++I) W[I] |= R.words()[I];
  return Res;
}

APInt APInt::xorSlow(const APInt& R) const {
  DT_SAME_WIDTH(R);
  APInt Res(*this);
  uint64_t* W = Res.wordsMut();
  for (unsigned I = 0, N = numWords(); I < N; ++I) W[I] ^= R.words()[I];
  return Res;
}

APInt APInt::notSlow() const {
  APInt Res(*this);
  Res.flipAllBits();
  return Res;
}

APInt APInt::negSlow() const {
  return APInt(BitWidth, 0) - *this;
}

APInt APInt::shlSlow(unsigned Amt) const {
  if (Amt >= BitWidth) return APInt(BitWidth, 0);
  if (Amt == 0) return *this;
  APInt Res(BitWidth, 0);
  const uint64_t* A = words();
  uint64_t* D = Res.wordsMut();
  unsigned N = numWords(), WS = Amt / 64, BS = Amt % 64;
  for (unsigned I = N; I-- > WS;) {
    unsigned Src = I - WS;
    D[I] = A[Src] << BS;
    if (BS && Src > 0) D[I] |= A[Src - 1] >> (64 - BS);
  }
  Res.clearUnusedBits();
  return Res;
}

APInt APInt::lshrSlow(unsigned Amt) const {
  if (Amt >= BitWidth) return APInt(BitWidth, 0);
  if (Amt == 0) return *this;
  APInt Res(BitWidth, 0);
  const uint64_t* A = words();
  uint64_t* D = Res.wordsMut();
  unsigned N = numWords(), WS = Amt / 64, BS = Amt % 64;
  for (unsigned I = 0; I + WS < N; ++I) {
    unsigned Src = I + WS;
    D[I] = A[Src] >> BS;
    if (BS && Src + 1 < N) D[I] |= A[Src + 1] << (64 - BS);
  }
  return Res;
}

APInt APInt::ashrSlow(unsigned Amt) const {
  if (!isNegative()) return lshr(Amt);
  if (Amt >= BitWidth) return allOnes(BitWidth);
  // Shifting the complement in zeros and complementing back shifts in ones.
  return ~((~*this).lshr(Amt));
}

APInt APInt::rotl(unsigned Amt) const {
  Amt %= BitWidth;
  if (Amt == 0) return *this;
  return shl(Amt) | lshr(BitWidth - Amt);
}

APInt APInt::rotr(unsigned Amt) const {
  Amt %= BitWidth;
  if (Amt == 0) return *this;
  return lshr(Amt) | shl(BitWidth - Amt);
}

void APInt::udivrem(const APInt& LHS, const APInt& RHS, APInt& Quotient, APInt& Remainder) {
  DT_CHECK(LHS.BitWidth == RHS.BitWidth, "APInt operands of different widths");
  DT_CHECK(!RHS.isZero(), "APInt division by zero");
  unsigned W = LHS.BitWidth;
  if (LHS.isSingleWord()) {
    uint64_t A = LHS.U.Val, B = RHS.U.Val;
    Quotient = APInt(W, A / B);
    Remainder = APInt(W, A % B);
    return;
  }
  APInt Q(W, 0), R(W, 0);
  divModWords(LHS.words(), RHS.words(), LHS.numWords(), Q.wordsMut(), R.wordsMut());
  Quotient = std::move(Q);
  Remainder = std::move(R);
}

APInt APInt::udiv(const APInt& R) const {
  DT_SAME_WIDTH(R);
  DT_CHECK(!R.isZero(), "APInt division by zero");
  if (isSingleWord()) return APInt(BitWidth, U.Val / R.U.Val);
  APInt Q(BitWidth, 0);
  divModWords(words(), R.words(), numWords(), Q.wordsMut(), nullptr);
  return Q;
}

APInt APInt::urem(const APInt& R) const {
  DT_SAME_WIDTH(R);
  DT_CHECK(!R.isZero(), "APInt division by zero");
  if (isSingleWord()) return APInt(BitWidth, U.Val % R.U.Val);
  APInt Rem(BitWidth, 0);
  divModWords(words(), R.words(), numWords(), nullptr, Rem.wordsMut());
  return Rem;
}

APInt APInt::sdiv(const APInt& R) const {
  // Divide magnitudes; the quotient is negative when exactly one operand is. The magnitude of the signed
  // minimum is itself read as unsigned, which makes min / -1 wrap back to min.
  APInt Q = (isNegative() ? -*this : *this).udiv(R.isNegative() ? -R : R);
  return isNegative() != R.isNegative() ? -Q : Q;
}

APInt APInt::srem(const APInt& R) const {
  // The remainder takes the dividend's sign (C semantics, like LLVM's srem).
  APInt Rem = (isNegative() ? -*this : *this).urem(R.isNegative() ? -R : R);
  return isNegative() ? -Rem : Rem;
}

APInt APInt::mulhu(const APInt& R) const {
  DT_SAME_WIDTH(R);
  if (BitWidth <= 64) return APInt(BitWidth, (uint64_t)(((u128)U.Val * R.U.Val) >> BitWidth));
  return (zext(2 * BitWidth) * R.zext(2 * BitWidth)).lshr(BitWidth).trunc(BitWidth);
}

APInt APInt::mulhs(const APInt& R) const {
  DT_SAME_WIDTH(R);
  return (sext(2 * BitWidth) * R.sext(2 * BitWidth)).lshr(BitWidth).trunc(BitWidth);
}

// ---- overflow-reporting and saturating forms -------------------------------------------------------------

APInt APInt::uadd_ov(const APInt& R, bool& Overflow) const {
  APInt Res = *this + R;
  Overflow = Res.ult(R);
  return Res;
}

APInt APInt::sadd_ov(const APInt& R, bool& Overflow) const {
  APInt Res = *this + R;
  Overflow = isNegative() == R.isNegative() && Res.isNegative() != isNegative();
  return Res;
}

APInt APInt::usub_ov(const APInt& R, bool& Overflow) const {
  Overflow = ult(R);
  return *this - R;
}

APInt APInt::ssub_ov(const APInt& R, bool& Overflow) const {
  APInt Res = *this - R;
  Overflow = isNegative() != R.isNegative() && Res.isNegative() != isNegative();
  return Res;
}

APInt APInt::umul_ov(const APInt& R, bool& Overflow) const {
  DT_SAME_WIDTH(R);
  if (BitWidth <= 32) {
    uint64_t P = U.Val * R.U.Val; // both < 2^32, so exact
    Overflow = (P >> BitWidth) != 0;
    return APInt(BitWidth, P);
  }
  APInt P = zext(2 * BitWidth) * R.zext(2 * BitWidth);
  Overflow = P.getActiveBits() > BitWidth;
  return P.trunc(BitWidth);
}

APInt APInt::smul_ov(const APInt& R, bool& Overflow) const {
  DT_SAME_WIDTH(R);
  APInt P = sext(2 * BitWidth) * R.sext(2 * BitWidth);
  Overflow = P.getSignificantBits() > BitWidth;
  return P.trunc(BitWidth);
}

APInt APInt::uadd_sat(const APInt& R) const {
  bool Ov;
  APInt Res = uadd_ov(R, Ov);
  return Ov ? allOnes(BitWidth) : Res;
}

APInt APInt::sadd_sat(const APInt& R) const {
  bool Ov;
  APInt Res = sadd_ov(R, Ov);
  if (!Ov) return Res;
  return isNegative() ? signedMin(BitWidth) : signedMax(BitWidth);
}

APInt APInt::usub_sat(const APInt& R) const {
  bool Ov;
  APInt Res = usub_ov(R, Ov);
  return Ov ? APInt(BitWidth, 0) : Res;
}

APInt APInt::ssub_sat(const APInt& R) const {
  bool Ov;
  APInt Res = ssub_ov(R, Ov);
  if (!Ov) return Res;
  return isNegative() ? signedMin(BitWidth) : signedMax(BitWidth);
}

APInt APInt::ushl_sat(unsigned Amt) const {
  // As LLVM: a shift amount >= the width counts as overflow even for zero (it is poison in the IR anyway).
  if (Amt >= BitWidth || Amt > countLeadingZeros()) return allOnes(BitWidth);
  return shl(Amt);
}

APInt APInt::sshl_sat(unsigned Amt) const {
  bool Ov = Amt >= BitWidth || Amt >= (isNegative() ? countLeadingOnes() : countLeadingZeros());
  if (!Ov) return shl(Amt);
  return isNegative() ? signedMin(BitWidth) : signedMax(BitWidth);
}

// ---- bit reordering --------------------------------------------------------------------------------------

APInt APInt::byteSwap() const {
  DT_CHECK(BitWidth % 8 == 0, "byteSwap of a width that is not whole bytes");
  unsigned NB = BitWidth / 8;
  APInt Res(BitWidth, 0);
  const uint64_t* A = words();
  uint64_t* D = Res.wordsMut();
  for (unsigned I = 0; I < NB; ++I) {
    uint64_t Byte = (A[I / 8] >> (8 * (I % 8))) & 0xFF;
    unsigned J = NB - 1 - I;
    D[J / 8] |= Byte << (8 * (J % 8));
  }
  return Res;
}

APInt APInt::reverseBits() const {
  // Reverse whole words into a word-aligned temporary, then drop the padding the reversal moved to the
  // bottom.
  unsigned N = numWords();
  std::vector<uint64_t> Rev(N);
  const uint64_t* A = words();
  for (unsigned I = 0; I < N; ++I) {
    uint64_t X = A[I], Y = 0;
    for (int B = 0; B < 64; ++B, X >>= 1) Y = (Y << 1) | (X & 1);
    Rev[N - 1 - I] = Y;
  }
  APInt Full(N * 64, std::span<const uint64_t>(Rev));
  return Full.lshr(N * 64 - BitWidth).trunc(BitWidth);
}

APInt APInt::abs() const {
  return isNegative() ? -*this : *this;
}

// ---- comparisons and hashing -----------------------------------------------------------------------------

bool APInt::equalSlow(const APInt& R) const {
  DT_SAME_WIDTH(R);
  return std::memcmp(words(), R.words(), numWords() * sizeof(uint64_t)) == 0;
}

bool APInt::ultSlow(const APInt& R) const {
  DT_SAME_WIDTH(R);
  const uint64_t *A = words(), *B = R.words();
  for (unsigned I = numWords(); I-- > 0;)
    if (A[I] != B[I]) return A[I] < B[I];
  return false;
}

bool APInt::sltSlow(const APInt& R) const {
  DT_SAME_WIDTH(R);
  bool NA = isNegative(), NB = R.isNegative();
  if (NA != NB) return NA;
  return ult(R); // same sign: two's-complement order matches unsigned order
}

size_t APInt::hash() const {
  // splitmix64 finalizer per word, chained; the width takes part so i8 0 and i16 0 differ.
  auto Mix = [](uint64_t X) {
    X += 0x9e3779b97f4a7c15ull;
    X = (X ^ (X >> 30)) * 0xbf58476d1ce4e5b9ull;
    X = (X ^ (X >> 27)) * 0x94d049bb133111ebull;
    return X ^ (X >> 31);
  };
  uint64_t H = Mix(BitWidth);
  const uint64_t* W = words();
  for (unsigned I = 0, N = numWords(); I < N; ++I) H = Mix(H ^ W[I]);
  return (size_t)H;
}

#undef DT_SAME_WIDTH

} // namespace dt
