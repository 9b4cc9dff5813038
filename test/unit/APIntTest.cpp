// test/unit/APIntTest.cpp — unit tests for support/APInt.
//
// Duty: check APInt against independent references: native uint64_t arithmetic masked to the width for
// widths <= 64, unsigned __int128 masked to the width for 65..128 bits, and bit-by-bit reference algorithms
// (shift-subtract division, bit loops) for wide values. Random inputs come from a fixed-seed generator
// biased towards edge values (0, 1, all ones, sign bit patterns), so failures reproduce.
#include "support/APInt.h"

#include "support/Diagnostics.h"

#include <catch2/catch.hpp>
#include <random>
#include <unordered_set>

using dt::APInt;
using u128 = unsigned __int128;
using i128 = __int128;

namespace {

std::mt19937_64& rng() {
  static std::mt19937_64 R(0xA11CE5EEDull);
  return R;
}

uint64_t randWord() {
  switch (rng()() % 8) {
  case 0: return 0;
  case 1: return ~0ull;
  case 2: return 1;
  case 3: return 1ull << 63;
  case 4: return (1ull << 63) - 1;
  case 5: return rng()() >> (rng()() % 64); // small-ish values
  default: return rng()();
  }
}

uint64_t maskOf(unsigned W) {
  return W >= 64 ? ~0ull : (1ull << W) - 1;
}
u128 mask128(unsigned W) {
  return W >= 128 ? ~(u128)0 : ((u128)1 << W) - 1;
}

int64_t sextTo64(uint64_t V, unsigned W) {
  if (W >= 64) return (int64_t)V;
  return (int64_t)(V << (64 - W)) >> (64 - W);
}

i128 sextTo128(u128 V, unsigned W) {
  if (W >= 128) return (i128)V;
  return (i128)(V << (128 - W)) >> (128 - W);
}

APInt ap128(unsigned W, u128 V) {
  uint64_t Words[2] = {(uint64_t)V, (uint64_t)(V >> 64)};
  return APInt(W, std::span<const uint64_t>(Words, 2));
}

u128 to128(const APInt& A) {
  u128 R = A.words()[0];
  if (A.numWords() > 1) R |= (u128)A.words()[1] << 64;
  return R;
}

/// A random value of width W whose active part has a random number of words (so divisions of every shape
/// appear), built from edge-biased words.
APInt randAP(unsigned W) {
  unsigned N = (W + 63) / 64;
  unsigned Active = 1 + rng()() % N;
  std::vector<uint64_t> Words(N, 0);
  for (unsigned I = 0; I < Active; ++I) Words[I] = randWord();
  // Sometimes use digits that stress Knuth D's quotient estimate (0xFFFFFFFF / 0x80000000 patterns).
  if (rng()() % 4 == 0)
    for (unsigned I = 0; I < Active; ++I) {
      static const uint64_t Tricky[] = {0xFFFFFFFF00000000ull, 0x80000000FFFFFFFFull, 0x00000000FFFFFFFFull,
                                        0x8000000000000000ull, 0xFFFFFFFFFFFFFFFFull, 0x0000000080000000ull};
      Words[I] = Tricky[rng()() % 6];
    }
  return APInt(W, std::span<const uint64_t>(Words));
}

/// Bit-by-bit shift-subtract division, the slow obvious reference.
void refDivRem(const APInt& A, const APInt& B, APInt& Q, APInt& R) {
  unsigned W = A.getBitWidth();
  Q = APInt(W, 0);
  R = APInt(W + 1, 0);
  APInt BW = B.zext(W + 1);
  for (unsigned I = W; I-- > 0;) {
    R = R.shl(1);
    if (A.getBit(I)) R.setBit(0);
    if (R.uge(BW)) {
      R -= BW;
      Q.setBit(I);
    }
  }
  R = R.trunc(W);
}

std::string u128ToDec(u128 V) {
  if (V == 0) return "0";
  std::string S;
  while (V) {
    S.push_back(char('0' + (int)(V % 10)));
    V /= 10;
  }
  return std::string(S.rbegin(), S.rend());
}

/// The class invariant: nothing set above the width in the top word.
bool topBitsClear(const APInt& A) {
  unsigned Rem = A.getBitWidth() % 64;
  return Rem == 0 || (A.words()[A.numWords() - 1] >> Rem) == 0;
}

const unsigned NarrowWidths[] = {1, 2, 7, 8, 16, 17, 31, 32, 33, 63, 64};
const unsigned MidWidths[] = {65, 87, 100, 127, 128};

} // namespace

TEST_CASE("APInt construction, copy and move", "[apint]") {
  APInt D;
  CHECK(D.getBitWidth() == 1);
  CHECK(D.isZero());

  APInt A(8, 0x1FF);
  CHECK(A.getZExtValue() == 0xFF); // truncated to the width
  APInt S(200, (uint64_t)-5, true);
  CHECK(S.isNegative());
  CHECK(S.getSExtValue() == -5);
  CHECK(S.popcount() == 199);
  APInt Z(200, (uint64_t)-5, false);
  CHECK(Z.getActiveBits() == 64);
  CHECK(Z.getZExtValue() == (uint64_t)-5);

  uint64_t Words[3] = {1, 2, 3};
  APInt Wd(130, std::span<const uint64_t>(Words, 3));
  CHECK(Wd.words()[0] == 1);
  CHECK(Wd.words()[1] == 2);
  CHECK(Wd.words()[2] == 3); // bits 128, 129 kept
  APInt Wd2(129, std::span<const uint64_t>(Words, 3));
  CHECK(Wd2.words()[2] == 1); // bit 129 dropped: the invariant
  APInt Short(192, std::span<const uint64_t>(Words, 1));
  CHECK(Short.words()[1] == 0);

  APInt C = Wd;
  CHECK(C == Wd);
  APInt M = std::move(C);
  CHECK(M == Wd);
  CHECK(C.getBitWidth() == 1); // moved-from is a valid 1-bit zero
  CHECK(C.isZero());
  C = M;
  CHECK(C == Wd);
  C = APInt(8, 3); // heap → inline
  CHECK(C.getBitWidth() == 8);
  C = Wd2;
  C = Wd; // same word count, reuses storage
  CHECK(C == Wd);
  C = C; // self-assignment
  CHECK(C == Wd);
  APInt E(64, 7);
  E = std::move(M); // inline ← heap
  CHECK(E == Wd);

  CHECK_THROWS_AS(APInt(0, 1), dt::InternalError);
  CHECK_THROWS_AS(APInt(8, 1) + APInt(9, 1), dt::InternalError);
  CHECK_THROWS_AS(APInt(8, 1).udiv(APInt(8, 0)), dt::InternalError);
  CHECK_THROWS_AS(APInt(100, 0).udiv(APInt(100, 0)), dt::InternalError);
  CHECK_THROWS_AS(APInt(128, 0).trunc(129), dt::InternalError);
  CHECK_THROWS_AS(APInt::allOnes(65).getZExtValue(), dt::InternalError);
}

TEST_CASE("APInt named constants", "[apint]") {
  for (unsigned W : {1u, 7u, 63u, 64u, 65u, 128u, 129u, 4096u}) {
    INFO("width " << W);
    CHECK(APInt::allOnes(W).popcount() == W);
    CHECK(APInt::allOnes(W).isAllOnes());
    CHECK(APInt::signMask(W).isSignMask());
    CHECK(APInt::signMask(W).countTrailingZeros() == W - 1);
    CHECK(APInt::signedMin(W).isSignedMin());
    CHECK(APInt::signedMax(W).isSignedMax());
    CHECK(APInt::signedMax(W) + 1 == APInt::signedMin(W));
    CHECK(APInt::lowBitsSet(W, 0).isZero());
    CHECK(APInt::lowBitsSet(W, W).isAllOnes());
    CHECK(APInt::lowBitsSet(W, W / 2 + 1).popcount() == W / 2 + 1);
    CHECK(APInt::highBitsSet(W, 1) == APInt::signMask(W));
    CHECK(APInt::highBitsSet(W, W).isAllOnes());
    CHECK(APInt::bitsSetFrom(W, W).isZero());
    CHECK(APInt::bitsSetFrom(W, 0).isAllOnes());
    CHECK(APInt::zero(W).isZero());
    CHECK(APInt::one(W).isOne());
    CHECK(APInt::unsignedMax(W).isAllOnes());
    CHECK(APInt::lowBitsSet(W, W).isMask());
    CHECK(APInt::highBitsSet(W, 1).isShiftedMask());
  }
  CHECK(APInt(1, 1).isSignMask());
  CHECK(APInt(1, 1).isAllOnes());
  CHECK(APInt(1, 1).isOne());
  CHECK(APInt(1, 0).isSignedMax());
  CHECK(APInt(8, 0x38).isShiftedMask());
  CHECK_FALSE(APInt(8, 0x39).isShiftedMask());
  CHECK_FALSE(APInt(8, 0x38).isMask());
  CHECK(APInt(8, 0x3F).isMask());
  CHECK_FALSE(APInt(8, 0).isMask());
  CHECK_FALSE(APInt(8, 0).isShiftedMask());
  CHECK(APInt(8, 64).isPowerOf2());
  CHECK_FALSE(APInt(8, 0).isPowerOf2());
  CHECK(APInt(8, 64).logBase2() == 6);
  CHECK(APInt(8, 0).logBase2() == -1);
  CHECK(APInt(8, 100).logBase2() == 6);
}

TEST_CASE("APInt random arithmetic vs uint64_t at widths <= 64", "[apint]") {
  for (unsigned W : NarrowWidths) {
    uint64_t M = maskOf(W);
    for (int Iter = 0; Iter < 3000; ++Iter) {
      uint64_t X = randWord() & M, Y = randWord() & M;
      unsigned Sh = rng()() % (W + 3);
      INFO("width " << W << " x " << X << " y " << Y << " sh " << Sh);
      APInt A(W, X), B(W, Y);
      int64_t SX = sextTo64(X, W), SY = sextTo64(Y, W);
      REQUIRE((A + B).getZExtValue() == ((X + Y) & M));
      REQUIRE((A - B).getZExtValue() == ((X - Y) & M));
      REQUIRE((A * B).getZExtValue() == ((X * Y) & M));
      REQUIRE((A & B).getZExtValue() == (X & Y));
      REQUIRE((A | B).getZExtValue() == (X | Y));
      REQUIRE((A ^ B).getZExtValue() == (X ^ Y));
      REQUIRE((~A).getZExtValue() == (~X & M));
      REQUIRE((-A).getZExtValue() == ((0 - X) & M));
      REQUIRE((A + Y).getZExtValue() == ((X + Y) & M));
      REQUIRE((A - Y).getZExtValue() == ((X - Y) & M));
      REQUIRE(A.getSExtValue() == SX);
      REQUIRE(A.ult(B) == (X < Y));
      REQUIRE(A.ule(B) == (X <= Y));
      REQUIRE(A.ugt(B) == (X > Y));
      REQUIRE(A.uge(B) == (X >= Y));
      REQUIRE(A.slt(B) == (SX < SY));
      REQUIRE(A.sle(B) == (SX <= SY));
      REQUIRE(A.sgt(B) == (SX > SY));
      REQUIRE(A.sge(B) == (SX >= SY));
      REQUIRE(A.ult(Y) == (X < Y));
      REQUIRE(A.ugt(Y) == (X > Y));
      REQUIRE(A.eq(Y) == (X == Y));
      REQUIRE((A == B) == (X == Y));
      REQUIRE(APInt::umin(A, B).getZExtValue() == std::min(X, Y));
      REQUIRE(APInt::umax(A, B).getZExtValue() == std::max(X, Y));
      REQUIRE(APInt::smin(A, B).getSExtValue() == std::min(SX, SY));
      REQUIRE(APInt::smax(A, B).getSExtValue() == std::max(SX, SY));
      // Shifts: amounts >= width give 0 or the sign fill.
      REQUIRE(A.shl(Sh).getZExtValue() == (Sh >= W ? 0 : (X << Sh) & M));
      REQUIRE(A.lshr(Sh).getZExtValue() == (Sh >= W ? 0 : X >> Sh));
      REQUIRE(A.ashr(Sh).getSExtValue() == (Sh >= W ? (SX < 0 ? -1 : 0) : SX >> Sh));
      unsigned R = Sh % W;
      uint64_t RotL = R == 0 ? X : ((X << R) | (X >> (W - R))) & M;
      uint64_t RotR = R == 0 ? X : ((X >> R) | (X << (W - R))) & M;
      REQUIRE(A.rotl(Sh).getZExtValue() == RotL);
      REQUIRE(A.rotr(Sh).getZExtValue() == RotR);
      if (Y != 0) {
        REQUIRE(A.udiv(B).getZExtValue() == X / Y);
        REQUIRE(A.urem(B).getZExtValue() == X % Y);
        APInt Q, Rm;
        APInt::udivrem(A, B, Q, Rm);
        REQUIRE(Q.getZExtValue() == X / Y);
        REQUIRE(Rm.getZExtValue() == X % Y);
        // Signed division in 128 bits avoids the INT64_MIN / -1 trap; the result then wraps to the width.
        i128 SQ = (i128)SX / SY, SR = (i128)SX % SY;
        REQUIRE(A.sdiv(B).getZExtValue() == ((uint64_t)SQ & M));
        REQUIRE(A.srem(B).getZExtValue() == ((uint64_t)SR & M));
      }
      // High halves.
      u128 P = (u128)X * Y;
      REQUIRE(A.mulhu(B).getZExtValue() == (uint64_t)(P >> W));
      i128 SP = (i128)SX * SY;
      REQUIRE(A.mulhs(B).getZExtValue() == ((uint64_t)(SP >> W) & M));
      // Overflow flags against exact wide results.
      bool Ov;
      uint64_t Sum = (X + Y) & M;
      A.uadd_ov(B, Ov);
      REQUIRE(Ov == ((u128)X + Y > M));
      A.usub_ov(B, Ov);
      REQUIRE(Ov == (X < Y));
      i128 SSum = (i128)SX + SY, SDiff = (i128)SX - SY;
      i128 SMin = -((i128)1 << (W - 1)), SMax = ((i128)1 << (W - 1)) - 1;
      REQUIRE(A.sadd_ov(B, Ov).getZExtValue() == Sum);
      REQUIRE(Ov == (SSum < SMin || SSum > SMax));
      A.ssub_ov(B, Ov);
      REQUIRE(Ov == (SDiff < SMin || SDiff > SMax));
      REQUIRE(A.umul_ov(B, Ov).getZExtValue() == ((X * Y) & M));
      REQUIRE(Ov == (P > M));
      A.smul_ov(B, Ov);
      REQUIRE(Ov == (SP < SMin || SP > SMax));
      // Saturating forms.
      REQUIRE(A.uadd_sat(B).getZExtValue() == ((u128)X + Y > M ? M : X + Y));
      REQUIRE(A.usub_sat(B).getZExtValue() == (X < Y ? 0 : X - Y));
      REQUIRE(A.sadd_sat(B).getSExtValue() == (int64_t)std::clamp(SSum, SMin, SMax));
      REQUIRE(A.ssub_sat(B).getSExtValue() == (int64_t)std::clamp(SDiff, SMin, SMax));
      if (Sh < W) {
        u128 Shifted = (u128)X << Sh;
        REQUIRE(A.ushl_sat(Sh).getZExtValue() == (Shifted > M ? M : (uint64_t)Shifted));
        i128 SShifted = (i128)SX * ((i128)1 << Sh);
        REQUIRE(A.sshl_sat(Sh).getSExtValue() == (int64_t)std::clamp(SShifted, SMin, SMax));
      } else {
        REQUIRE(A.ushl_sat(Sh).isAllOnes());
      }
      // Bit queries.
      REQUIRE(A.popcount() == (unsigned)std::popcount(X));
      REQUIRE(A.countLeadingZeros() == (X == 0 ? W : (unsigned)std::countl_zero(X) - (64 - W)));
      REQUIRE(A.countTrailingZeros() == (X == 0 ? W : (unsigned)std::countr_zero(X)));
      REQUIRE(A.countTrailingOnes() == std::min(W, (unsigned)std::countr_one(X)));
      REQUIRE(A.countLeadingOnes() == (~A).countLeadingZeros());
      REQUIRE(A.getActiveBits() == 64u - std::countl_zero(X));
      unsigned Sig = 1;
      while (Sig < 64 && !(SX >= -(int64_t)(1ull << (Sig - 1)) && SX < (int64_t)(1ull << (Sig - 1)))) ++Sig;
      REQUIRE(A.getSignificantBits() == Sig);
      REQUIRE(A.isMask() == (X != 0 && ((X + 1) & X) == 0));
      REQUIRE(A.abs().getZExtValue() == ((uint64_t)(SX < 0 ? -(i128)SX : SX) & M));
      // Bit reversal against a loop.
      uint64_t Rev = 0;
      for (unsigned I = 0; I < W; ++I)
        if ((X >> I) & 1) Rev |= 1ull << (W - 1 - I);
      REQUIRE(A.reverseBits().getZExtValue() == Rev);
      if (W % 8 == 0) {
        uint64_t Swapped = __builtin_bswap64(X) >> (64 - W);
        REQUIRE(A.byteSwap().getZExtValue() == Swapped);
      }
      // Width changes.
      REQUIRE(A.zext(W + 5).getZExtValue() == X);
      REQUIRE(A.sext(100).trunc(64).getZExtValue() == (uint64_t)SX);
      REQUIRE(A.sextOrTrunc(64).getSExtValue() == SX);
      REQUIRE(A.zextOrTrunc(64).getZExtValue() == X);
      unsigned TW = 1 + rng()() % W;
      REQUIRE(A.trunc(TW).getZExtValue() == (X & maskOf(TW)));
      unsigned Lo = rng()() % W, N = 1 + rng()() % (W - Lo);
      REQUIRE(A.extractBits(N, Lo).getZExtValue() == ((X >> Lo) & maskOf(N)));
      APInt Ins(N, randWord());
      uint64_t InsMask = maskOf(N) << Lo;
      REQUIRE(A.insertBits(Ins, Lo).getZExtValue() == ((X & ~InsMask) | (Ins.getZExtValue() << Lo)));
    }
  }
}

TEST_CASE("APInt random arithmetic vs unsigned __int128 at widths 65..128", "[apint]") {
  for (unsigned W : MidWidths) {
    u128 M = mask128(W);
    for (int Iter = 0; Iter < 3000; ++Iter) {
      u128 X = (((u128)randWord() << 64) | randWord()) & M, Y = (((u128)randWord() << 64) | randWord()) & M;
      if (rng()() % 3 == 0) Y >>= rng()() % W; // divisors of every size
      unsigned Sh = rng()() % (W + 3);
      INFO("width " << W << " x " << u128ToDec(X) << " y " << u128ToDec(Y) << " sh " << Sh);
      APInt A = ap128(W, X), B = ap128(W, Y);
      i128 SX = sextTo128(X, W), SY = sextTo128(Y, W);
      REQUIRE(to128(A + B) == ((X + Y) & M));
      REQUIRE(to128(A - B) == ((X - Y) & M));
      REQUIRE(to128(A * B) == ((X * Y) & M));
      REQUIRE(to128(-A) == ((0 - X) & M));
      REQUIRE(to128(~A) == (~X & M));
      REQUIRE(A.ult(B) == (X < Y));
      REQUIRE(A.slt(B) == (SX < SY));
      REQUIRE(to128(A.shl(Sh)) == (Sh >= W ? 0 : (X << Sh) & M));
      REQUIRE(to128(A.lshr(Sh)) == (Sh >= W ? 0 : X >> Sh));
      REQUIRE(sextTo128(to128(A.ashr(Sh)), W) == (Sh >= W ? (SX < 0 ? -1 : 0) : SX >> Sh));
      unsigned R = Sh % W;
      u128 RotL = R == 0 ? X : ((X << R) | (X >> (W - R))) & M;
      REQUIRE(to128(A.rotl(Sh)) == RotL);
      REQUIRE(A.rotr(Sh).rotl(Sh) == A);
      if (Y != 0) {
        REQUIRE(to128(A.udiv(B)) == X / Y);
        REQUIRE(to128(A.urem(B)) == X % Y);
        // Avoid the INT128_MIN / -1 trap in the reference; that case is checked separately.
        if (!(W == 128 && SX == (i128)((u128)1 << 127) && SY == -1)) {
          REQUIRE(to128(A.sdiv(B)) == ((u128)(SX / SY) & M));
          REQUIRE(to128(A.srem(B)) == ((u128)(SX % SY) & M));
        }
      }
      bool Ov;
      A.uadd_ov(B, Ov);
      REQUIRE(Ov == (W == 128 ? X + Y < X : ((X + Y) >> W) != 0));
      A.usub_ov(B, Ov);
      REQUIRE(Ov == (X < Y));
      REQUIRE(A.popcount() == (unsigned)(std::popcount((uint64_t)X) + std::popcount((uint64_t)(X >> 64))));
      REQUIRE(A.toString(10, false) == u128ToDec(X));
      REQUIRE(A.toString(10, true) == (SX < 0 ? "-" + u128ToDec((u128)0 - (u128)SX) : u128ToDec(X)));
      REQUIRE(APInt::fromString(W, A.toString(16, false), 16) == A);
      REQUIRE(APInt::fromString(W, A.toString(10, true), 10) == A);
      REQUIRE(APInt::fromString(W, A.toString(8, true), 8) == A);
      REQUIRE(APInt::fromString(W, A.toString(2, false), 2) == A);
    }
  }
}

TEST_CASE("APInt wide multiplication high halves", "[apint]") {
  // 128-bit mulhu/mulhs against a four-partial-product reference.
  for (int Iter = 0; Iter < 2000; ++Iter) {
    u128 X = ((u128)randWord() << 64) | randWord(), Y = ((u128)randWord() << 64) | randWord();
    uint64_t X0 = (uint64_t)X, X1 = (uint64_t)(X >> 64), Y0 = (uint64_t)Y, Y1 = (uint64_t)(Y >> 64);
    u128 LL = (u128)X0 * Y0, LH = (u128)X0 * Y1, HL = (u128)X1 * Y0, HH = (u128)X1 * Y1;
    u128 Mid = (LL >> 64) + (uint64_t)LH + (uint64_t)HL;
    u128 Hi = HH + (LH >> 64) + (HL >> 64) + (Mid >> 64);
    APInt A = ap128(128, X), B = ap128(128, Y);
    REQUIRE(to128(A.mulhu(B)) == Hi);
    // Signed high half: hi(sx*sy) = hi(x*y) - (x<0 ? y : 0) - (y<0 ? x : 0) (mod 2^128).
    u128 SHi = Hi - ((i128)X < 0 ? Y : 0) - ((i128)Y < 0 ? X : 0);
    REQUIRE(to128(A.mulhs(B)) == SHi);
    bool Ov;
    A.umul_ov(B, Ov);
    REQUIRE(Ov == (Hi != 0));
    A.smul_ov(B, Ov);
    bool LowNeg = (i128)(X * Y) < 0;
    REQUIRE(Ov == (SHi != (LowNeg ? ~(u128)0 : 0)));
  }
}

TEST_CASE("APInt wide division against shift-subtract", "[apint]") {
  for (unsigned W : {129u, 192u, 200u, 256u, 521u, 1000u}) {
    for (int Iter = 0; Iter < (W > 500 ? 60 : 300); ++Iter) {
      APInt A = randAP(W), B = randAP(W);
      if (B.isZero()) B = APInt(W, 1 + rng()() % 1000);
      INFO("width " << W << " a " << A.toString(16, false) << " b " << B.toString(16, false));
      APInt Q = A.udiv(B), R = A.urem(B), RQ, RR;
      refDivRem(A, B, RQ, RR);
      REQUIRE(Q == RQ);
      REQUIRE(R == RR);
      APInt Q2, R2;
      APInt::udivrem(A, B, Q2, R2);
      REQUIRE(Q2 == Q);
      REQUIRE(R2 == R);
      // Signed forms by identity: a == sdiv*b + srem, |srem| < |b|, srem has a's sign (or is zero).
      APInt SQ = A.sdiv(B), SR = A.srem(B);
      REQUIRE(SQ * B + SR == A);
      REQUIRE(SR.abs().ult(B.abs()) | B.isSignedMin());
      REQUIRE((SR.isZero() || SR.isNegative() == A.isNegative()));
    }
  }
}

TEST_CASE("APInt division identities at 4096 bits", "[apint]") {
  const unsigned W = 4096;
  for (int Iter = 0; Iter < 40; ++Iter) {
    APInt A = randAP(W), B = randAP(W);
    if (B.isZero()) B = APInt::one(W);
    APInt Q, R;
    APInt::udivrem(A, B, Q, R);
    REQUIRE(R.ult(B));
    REQUIRE(Q * B + R == A);
    // Exact multiplication round trip with half-width factors.
    APInt X = randAP(W / 2).zext(W), Y = randAP(W / 2).zext(W);
    if (!Y.isZero()) {
      REQUIRE((X * Y).udiv(Y) == X);
      REQUIRE((X * Y).urem(Y).isZero());
    }
  }
  // A divisor with many equal top digits exercises the add-back step.
  APInt Big = APInt::allOnes(W);
  APInt Div = APInt::allOnes(W).lshr(W / 2) ^ APInt(W, 1);
  APInt Q, R;
  APInt::udivrem(Big, Div, Q, R);
  CHECK(Q * Div + R == Big);
  CHECK(R.ult(Div));
}

TEST_CASE("APInt Knuth D corner cases", "[apint]") {
  // Known quotient-estimate corner cases on 32-bit digits (two corrections and the add-back step).
  struct Case {
    u128 U, V;
  };
  const Case Cases[] = {
      {((u128)0x0000800000000000ull << 64) | 0x0000000000000003ull, ((u128)0x200000000ull << 0) | 1},
      {((u128)0x8000000000000000ull << 64) | 0x0000000000000000ull,
       ((u128)0x1ull << 64) | 0x0000000000000001ull},
      {((u128)0x7FFF800000000000ull << 64) | 0x0000000000000000ull, ((u128)0x8000000000000001ull << 0)},
      {((u128)0x00007FFFFFFFFFFFull << 64) | 0xFFFF000000000000ull, ((u128)0x8000FFFFFFFFFFFFull)},
      {((u128)0xFFFFFFFFFFFFFFFFull << 64) | 0xFFFFFFFFFFFFFFFFull, ((u128)0xFFFFFFFFull << 32) | 1},
      {((u128)0x0000FFFE00000000ull << 64) | 0x00008000ull, ((u128)0xFFFF0000ull << 32) | 0x8000ull},
      {((u128)0x8000000000000000ull << 64) | 0x0000000000000003ull, ((u128)0x2000000000000000ull << 64) | 1},
      {((u128)0x0000000000000000ull << 64) | 0x0000800000000000ull, 0x8000000000000000ull},
  };
  for (const Case& C : Cases) {
    APInt A = ap128(128, C.U), B = ap128(128, C.V);
    CHECK(to128(A.udiv(B)) == C.U / C.V);
    CHECK(to128(A.urem(B)) == C.U % C.V);
    APInt Aw = A.zext(300), Bw = B.zext(300);
    CHECK(to128(Aw.udiv(Bw).trunc(128)) == C.U / C.V);
    CHECK(to128(Aw.urem(Bw).trunc(128)) == C.U % C.V);
  }
  // Random digit-level stress at 256 bits from the {0, 1, 0x7FFFFFFF, 0x80000000, 0xFFFFFFFF} alphabet.
  const uint32_t Alphabet[] = {0, 1, 0x7FFFFFFF, 0x80000000, 0xFFFFFFFF, 0xFFFFFFFE};
  for (int Iter = 0; Iter < 3000; ++Iter) {
    uint64_t UW[4] = {}, VW[4] = {};
    unsigned UD = 1 + rng()() % 8, VD = 1 + rng()() % 8;
    for (unsigned I = 0; I < UD; ++I) UW[I / 2] |= (uint64_t)Alphabet[rng()() % 6] << (32 * (I % 2));
    for (unsigned I = 0; I < VD; ++I) VW[I / 2] |= (uint64_t)Alphabet[rng()() % 6] << (32 * (I % 2));
    APInt A(256, std::span<const uint64_t>(UW, 4)), B(256, std::span<const uint64_t>(VW, 4));
    if (B.isZero()) continue;
    APInt Q, R, RQ, RR;
    APInt::udivrem(A, B, Q, R);
    refDivRem(A, B, RQ, RR);
    REQUIRE(Q == RQ);
    REQUIRE(R == RR);
  }
}

TEST_CASE("APInt signed division and remainder signs", "[apint]") {
  auto S = [](int64_t V) { return APInt(8, (uint64_t)V, true); };
  CHECK(S(-7).sdiv(S(2)).getSExtValue() == -3);
  CHECK(S(-7).srem(S(2)).getSExtValue() == -1);
  CHECK(S(7).sdiv(S(-2)).getSExtValue() == -3);
  CHECK(S(7).srem(S(-2)).getSExtValue() == 1);
  CHECK(S(-7).sdiv(S(-2)).getSExtValue() == 3);
  CHECK(S(-7).srem(S(-2)).getSExtValue() == -1);
  CHECK(S(-128).sdiv(S(-1)).getSExtValue() == -128); // wraps to the minimum
  CHECK(S(-128).srem(S(-1)).isZero());
  CHECK(S(-128).udiv(S(-1)).isZero()); // 128 / 255
  for (unsigned W : {65u, 128u, 129u, 4096u}) {
    APInt Min = APInt::signedMin(W), MinusOne = APInt::allOnes(W);
    CHECK(Min.sdiv(MinusOne) == Min);
    CHECK(Min.srem(MinusOne).isZero());
    APInt M7 = APInt(W, (uint64_t)-7, true), Two(W, 2);
    CHECK(M7.sdiv(Two).getSExtValue() == -3);
    CHECK(M7.srem(Two).getSExtValue() == -1);
    CHECK(M7.urem(Two).getZExtValue() == 1);
    CHECK(Min.abs() == Min);
  }
}

TEST_CASE("APInt wide shifts, rotates and bit ops against bit loops", "[apint]") {
  for (unsigned W : {65u, 100u, 128u, 129u, 300u, 4096u}) {
    for (int Iter = 0; Iter < 40; ++Iter) {
      APInt A = randAP(W);
      unsigned Sh = rng()() % (W + 70);
      INFO("width " << W << " sh " << Sh);
      APInt L = A.shl(Sh), R = A.lshr(Sh), AR = A.ashr(Sh), RL = A.rotl(Sh), RR = A.rotr(Sh);
      APInt Rev = A.reverseBits();
      REQUIRE((topBitsClear(L) && topBitsClear(R) && topBitsClear(AR) && topBitsClear(RL) &&
               topBitsClear(RR) && topBitsClear(Rev) && topBitsClear(-A) && topBitsClear(A * A) &&
               topBitsClear(A + A) && topBitsClear(A - APInt::one(W))));
      for (unsigned I = 0; I < W; ++I) {
        bool ExpL = I >= Sh && A.getBit(I - Sh);
        bool ExpR = (uint64_t)I + Sh < W && A.getBit(I + Sh);
        bool ExpAR = (uint64_t)I + Sh < W ? A.getBit(I + Sh) : A.isNegative();
        bool ExpRL = A.getBit((I + W - Sh % W) % W);
        bool ExpRR = A.getBit((I + Sh % W) % W);
        if (L.getBit(I) != ExpL || R.getBit(I) != ExpR || AR.getBit(I) != ExpAR || RL.getBit(I) != ExpRL ||
            RR.getBit(I) != ExpRR || Rev.getBit(I) != A.getBit(W - 1 - I))
          FAIL("bit " << I << " differs");
      }
      unsigned Clz = 0;
      while (Clz < W && !A.getBit(W - 1 - Clz)) ++Clz;
      unsigned Clo = 0;
      while (Clo < W && A.getBit(W - 1 - Clo)) ++Clo;
      unsigned Ctz = 0;
      while (Ctz < W && !A.getBit(Ctz)) ++Ctz;
      unsigned Cto = 0;
      while (Cto < W && A.getBit(Cto)) ++Cto;
      REQUIRE(A.countLeadingZeros() == Clz);
      REQUIRE(A.countLeadingOnes() == Clo);
      REQUIRE(A.countTrailingZeros() == Ctz);
      REQUIRE(A.countTrailingOnes() == Cto);
      REQUIRE(A.getSignificantBits() == W - (A.isNegative() ? Clo : Clz) + 1);
      if (W % 8 == 0) {
        APInt BS = A.byteSwap();
        for (unsigned I = 0; I < W; ++I)
          if (BS.getBit(I) != A.getBit((W / 8 - 1 - I / 8) * 8 + I % 8)) FAIL("byteSwap bit " << I);
        REQUIRE(BS.byteSwap() == A);
      }
      // sext / zext / trunc / extract / insert round trips.
      APInt SX = A.sext(W + 77);
      for (unsigned I = W; I < W + 77; ++I) REQUIRE(SX.getBit(I) == A.isNegative());
      REQUIRE(SX.trunc(W) == A);
      REQUIRE(A.zext(W + 64).lshr(W).isZero());
      unsigned Lo = rng()() % W, N = 1 + rng()() % (W - Lo);
      APInt Ex = A.extractBits(N, Lo);
      for (unsigned I = 0; I < N; ++I) REQUIRE(Ex.getBit(I) == A.getBit(Lo + I));
      APInt V = randAP(N), Ins = A.insertBits(V, Lo);
      for (unsigned I = 0; I < W; ++I)
        REQUIRE(Ins.getBit(I) == ((I >= Lo && I < Lo + N) ? V.getBit(I - Lo) : A.getBit(I)));
      APInt F = A;
      F.flipAllBits();
      REQUIRE(F == ~A);
      REQUIRE((A ^ F).isAllOnes());
      REQUIRE(topBitsClear(F)); // the invariant survives complementing
    }
  }
}

TEST_CASE("APInt text round trips and literals", "[apint]") {
  CHECK(APInt(8, 0).toString(10, false) == "0");
  CHECK(APInt(8, 0).toString(16, true) == "0");
  CHECK(APInt(8, 255).toString(10, true) == "-1");
  CHECK(APInt(8, 255).toString(10, false) == "255");
  CHECK(APInt(8, 255).toString(16, false) == "ff");
  CHECK(APInt(8, 255).toString(8, false) == "377");
  CHECK(APInt(8, 128).toString(2, true) == "-10000000");
  CHECK(APInt(1, 1).toStringSigned() == "-1");
  CHECK(APInt(1, 1).toStringUnsigned() == "1");
  CHECK(APInt(129, 0).toString(2, false) == "0");
  CHECK(APInt::signMask(129).toString(16, false) == "1" + std::string(32, '0'));
  APInt Two128 = APInt::one(129).shl(128);
  CHECK(Two128.toString(10, false) == "340282366920938463463374607431768211456");
  CHECK(APInt::allOnes(128).toString(10, false) == "340282366920938463463374607431768211455");
  CHECK(APInt::signedMin(128).toString(10, true) == "-170141183460469231731687303715884105728");
  CHECK(APInt(64, 10000000000000000000ull).toString(10, false) == "10000000000000000000");
  CHECK(APInt(128, 10000000000000000000ull).toString(10, false) == "10000000000000000000");
  CHECK((APInt(128, 10000000000000000000ull) * APInt(128, 10)).toString(10, false) ==
        "100000000000000000000");

  CHECK(APInt::fromString(8, "300", 10)->getZExtValue() == 44); // truncated
  CHECK(APInt::fromString(8, "-1", 10)->getZExtValue() == 255);
  CHECK(APInt::fromString(8, "-128", 10)->getSExtValue() == -128);
  CHECK(APInt::fromString(32, "DeadBeef", 16)->getZExtValue() == 0xdeadbeef);
  CHECK(APInt::fromString(4, "ff", 16)->getZExtValue() == 0xf);
  CHECK(APInt::fromString(3, "777", 8)->getZExtValue() == 7);
  CHECK(APInt::fromString(1, "10", 2)->getZExtValue() == 0);
  CHECK(APInt::fromString(129, "340282366920938463463374607431768211456", 10) == Two128);
  CHECK(APInt::fromString(128, "340282366920938463463374607431768211456", 10)->isZero());
  CHECK(APInt::fromString(128, "-170141183460469231731687303715884105728", 10) == APInt::signedMin(128));
  CHECK_FALSE(APInt::fromString(8, "", 10));
  CHECK_FALSE(APInt::fromString(8, "-", 10));
  CHECK_FALSE(APInt::fromString(8, "12a", 10));
  CHECK_FALSE(APInt::fromString(8, "2", 2));
  CHECK_FALSE(APInt::fromString(8, "8", 8));
  CHECK_FALSE(APInt::fromString(8, "g", 16));
  CHECK_FALSE(APInt::fromString(8, "+1", 10));
  CHECK_FALSE(APInt::fromString(8, "1", 3));

  CHECK(APInt::requiredBits("0", 10) == 1);
  CHECK(APInt::requiredBits("-0", 10) == 1);
  CHECK(APInt::requiredBits("1", 10) == 1);
  CHECK(APInt::requiredBits("-1", 10) == 1);
  CHECK(APInt::requiredBits("255", 10) == 8);
  CHECK(APInt::requiredBits("256", 10) == 9);
  CHECK(APInt::requiredBits("-128", 10) == 8);
  CHECK(APInt::requiredBits("-129", 10) == 9);
  CHECK(APInt::requiredBits("ff", 16) == 8);
  CHECK(APInt::requiredBits("00ff", 16) == 8);
  CHECK(APInt::requiredBits("-80", 16) == 8);
  CHECK(APInt::requiredBits("340282366920938463463374607431768211456", 10) == 129);
  CHECK(APInt::requiredBits("-170141183460469231731687303715884105728", 10) == 128);
  CHECK(APInt::requiredBits("-170141183460469231731687303715884105729", 10) == 129);
  CHECK(APInt::requiredBits("x", 10) == 0);

  // Random round trips in every radix at several widths, signed and unsigned.
  for (unsigned W : {1u, 7u, 17u, 63u, 64u, 65u, 87u, 128u, 129u, 1000u, 4096u}) {
    for (int Iter = 0; Iter < 30; ++Iter) {
      APInt A = randAP(W);
      for (unsigned Radix : {2u, 8u, 10u, 16u}) {
        INFO("width " << W << " radix " << Radix << " value " << A.toString(16, false));
        std::string U = A.toString(Radix, false), S = A.toString(Radix, true);
        REQUIRE(APInt::fromString(W, U, Radix) == A);
        REQUIRE(APInt::fromString(W, S, Radix) == A);
        REQUIRE(APInt::requiredBits(U, Radix) == std::max(1u, A.getActiveBits()));
        REQUIRE(APInt::requiredBits(S, Radix) ==
                (A.isNegative() ? A.getSignificantBits() : std::max(1u, A.getActiveBits())));
        // Parsing into a wider width keeps the unsigned value.
        REQUIRE(APInt::fromString(W + 50, U, Radix) == A.zext(W + 50));
        REQUIRE(APInt::fromString(W + 50, S, Radix) == A.sext(W + 50));
      }
    }
  }
}

TEST_CASE("APInt decimal text at 4096 bits matches repeated division", "[apint]") {
  APInt A = APInt::allOnes(4096).lshr(3) - 12345;
  std::string S = A.toString(10, false);
  // Rebuild the digits with single-digit divisions as an independent check.
  std::string Ref;
  APInt T = A, Ten(4096, 10);
  while (!T.isZero()) {
    APInt Q, R;
    APInt::udivrem(T, Ten, Q, R);
    Ref.push_back(char('0' + R.getZExtValue()));
    T = Q;
  }
  std::reverse(Ref.begin(), Ref.end());
  CHECK(S == Ref);
  CHECK(S.size() == 1233);
}

TEST_CASE("APInt hashing", "[apint]") {
  CHECK(APInt(8, 5).hash() == APInt(8, 5).hash());
  CHECK(APInt(8, 5).hash() != APInt(16, 5).hash());
  CHECK(APInt(200, 5).hash() == APInt(200, 5).hash());
  std::unordered_set<size_t> Seen;
  for (uint64_t V = 0; V < 1000; ++V) Seen.insert(APInt(128, V).hash());
  for (unsigned I = 0; I < 128; ++I) Seen.insert(APInt::one(128).shl(I).hash() ^ 0x5555); // spread check
  CHECK(Seen.size() >= 1100);
  // High words take part in the hash.
  CHECK(APInt::one(256).shl(200).hash() != APInt::one(256).shl(201).hash());
}

TEST_CASE("APInt overflow and saturation at the edges", "[apint]") {
  bool Ov;
  CHECK(APInt(8, 100).sadd_ov(APInt(8, 100), Ov).getZExtValue() == 200);
  CHECK(Ov);
  APInt(8, 200).uadd_ov(APInt(8, 100), Ov);
  CHECK(Ov);
  APInt(8, 200).uadd_ov(APInt(8, 55), Ov);
  CHECK_FALSE(Ov);
  APInt(8, 16).umul_ov(APInt(8, 16), Ov);
  CHECK(Ov);
  APInt(8, 15).umul_ov(APInt(8, 17), Ov);
  CHECK_FALSE(Ov);
  APInt(8, 0x80).smul_ov(APInt(8, 0xFF), Ov);
  CHECK(Ov);
  APInt(8, 0x80).smul_ov(APInt(8, 1), Ov);
  CHECK_FALSE(Ov);
  APInt(8, 0x80).ssub_ov(APInt(8, 1), Ov);
  CHECK(Ov);
  CHECK(APInt(8, 0x80).ssub_sat(APInt(8, 1)).isSignedMin());
  CHECK(APInt(8, 0x7F).sadd_sat(APInt(8, 1)).isSignedMax());
  CHECK(APInt(8, 0x7F).ssub_sat(APInt(8, 0xFF)).isSignedMax());
  CHECK(APInt(8, 0x40).sshl_sat(1).isSignedMax());
  CHECK(APInt(8, 0xC0).sshl_sat(1).getZExtValue() == 0x80);
  CHECK(APInt(8, 0xC0).sshl_sat(2).isSignedMin());
  CHECK(APInt(8, 0x40).ushl_sat(1).getZExtValue() == 0x80);
  CHECK(APInt(8, 0x40).ushl_sat(2).isAllOnes());
  CHECK(APInt(8, 0).ushl_sat(8).isAllOnes()); // LLVM's convention for amounts >= width
  CHECK(APInt(8, 0).sshl_sat(7).isZero());
  for (unsigned W : {65u, 128u, 129u, 4096u}) {
    APInt Max = APInt::allOnes(W), SMax = APInt::signedMax(W), SMin = APInt::signedMin(W),
          One = APInt::one(W);
    Max.uadd_ov(One, Ov);
    CHECK(Ov);
    CHECK(Max.uadd_sat(One).isAllOnes());
    SMax.sadd_ov(One, Ov);
    CHECK(Ov);
    CHECK(SMax.sadd_sat(One) == SMax);
    SMin.ssub_ov(One, Ov);
    CHECK(Ov);
    CHECK(SMin.ssub_sat(One) == SMin);
    APInt::zero(W).usub_ov(One, Ov);
    CHECK(Ov);
    CHECK(APInt::zero(W).usub_sat(One).isZero());
    APInt Half = APInt::one(W).shl(W / 2);
    Half.umul_ov(Half, Ov);
    CHECK(Ov == (W / 2 * 2 >= W));
    Half.lshr(1).umul_ov(Half, Ov);
    CHECK_FALSE(Ov);
    SMin.smul_ov(APInt::allOnes(W), Ov);
    CHECK(Ov);
    SMin.smul_ov(One, Ov);
    CHECK_FALSE(Ov);
    CHECK(One.shl(W - 2).sshl_sat(1) == SMax);
    CHECK(One.ushl_sat(W - 1) == SMin);
    CHECK(One.ushl_sat(W).isAllOnes());
  }
}
