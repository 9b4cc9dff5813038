// test/unit/FloatFormatTest.cpp — unit tests for support/FloatFormat.
//
// Duty: check parsing, printing, conversion and arithmetic of every format against independent references:
// host float/double/long double/__float128 arithmetic and casts (libgcc soft-fp for _Float16 and
// __float128), glibc's correctly rounded strtod/strtof/strtold/strtof128, and glibc's libm _Float128
// functions (fmaf128, sqrtf128, fmodf128, ...). The bfloat reference rounds float bits directly.
// Random inputs come from a fixed seed and are biased towards specials, subnormals and extreme exponents.
#include "support/FloatFormat.h"

#include <catch2/catch.hpp>
#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <random>

using dt::APInt;
using dt::FPFormat;
using u128 = unsigned __int128;
using i128 = __int128;

// glibc's libm provides these _Float128 functions (no libquadmath needed); used as test references only.
extern "C" {
__float128 fmaf128(__float128, __float128, __float128);
__float128 sqrtf128(__float128);
__float128 fmodf128(__float128, __float128);
__float128 floorf128(__float128);
__float128 ceilf128(__float128);
__float128 truncf128(__float128);
__float128 rintf128(__float128);
__float128 roundf128(__float128);
}

namespace {

std::mt19937_64& rng() {
  static std::mt19937_64 R(0xF10A7F0A7ull);
  return R;
}

APInt bitsF(float V) {
  return APInt(32, std::bit_cast<uint32_t>(V));
}
APInt bitsD(double V) {
  return APInt(64, std::bit_cast<uint64_t>(V));
}
APInt bitsH(_Float16 V) {
  return APInt(16, std::bit_cast<uint16_t>(V));
}
APInt bitsX(long double V) {
  uint64_t W[2] = {0, 0};
  std::memcpy(W, &V, 10);
  return APInt(80, std::span<const uint64_t>(W, 2));
}
APInt bitsQ(__float128 V) {
  uint64_t W[2];
  std::memcpy(W, &V, 16);
  return APInt(128, std::span<const uint64_t>(W, 2));
}
float toF(const APInt& B) {
  return std::bit_cast<float>((uint32_t)B.lowWord());
}
double toD(const APInt& B) {
  return std::bit_cast<double>(B.lowWord());
}
_Float16 toH(const APInt& B) {
  return std::bit_cast<_Float16>((uint16_t)B.lowWord());
}
long double toX(const APInt& B) {
  long double V = 0;
  uint64_t W[2] = {0, 0};
  std::memcpy(W, B.words(), std::min<size_t>(B.numWords(), 2) * sizeof(uint64_t));
  std::memcpy(&V, W, 10);
  return V;
}
__float128 toQ(const APInt& B) {
  __float128 V;
  uint64_t W[2] = {0, 0};
  std::memcpy(W, B.words(), std::min<size_t>(B.numWords(), 2) * sizeof(uint64_t));
  std::memcpy(&V, W, 16);
  return V;
}

/// A random bit pattern of format F, biased towards interesting exponents and significands.
APInt randFP(FPFormat F) {
  unsigned Bits = dt::fpBits(F), Prec = dt::fpPrecision(F);
  unsigned MantBits = F == FPFormat::X87 ? 64 : Prec - 1, ExpBits = Bits - 1 - MantBits;
  uint64_t ExpMax = (1ull << ExpBits) - 1, Bias = ExpMax / 2;
  uint64_t Exp;
  switch (rng()() % 8) {
  case 0: Exp = 0; break;                        // zero / subnormal
  case 1: Exp = ExpMax; break;                   // inf / NaN
  case 2: Exp = Bias + rng()() % 5 - 2; break;   // near 1
  case 3: Exp = 1 + rng()() % 3; break;          // smallest normals
  case 4: Exp = ExpMax - 1 - rng()() % 3; break; // largest finite
  default: Exp = rng()() % (ExpMax + 1); break;
  }
  u128 Mant = ((u128)rng()() << 64) | rng()();
  switch (rng()() % 5) {
  case 0: Mant = 0; break;
  case 1: Mant = ~(u128)0; break;
  case 2: Mant >>= rng()() % 128; break;
  default: break;
  }
  Mant &= ((u128)1 << MantBits) - 1;
  // x87: set the integer bit of normals and clear it for subnormals; unnormals and pseudo-denormals are
  // tested separately (libgcc's soft-fp reads pseudo-denormals differently from the hardware and APFloat).
  if (F == FPFormat::X87) Mant = Exp != 0 ? Mant | (u128)1 << 63 : Mant & ~((u128)1 << 63);
  u128 Raw = Mant | ((u128)Exp << MantBits) | ((u128)(rng()() & 1) << (Bits - 1));
  uint64_t W[2] = {(uint64_t)Raw, (uint64_t)(Raw >> 64)};
  return APInt(Bits, std::span<const uint64_t>(W, 2));
}

/// Reference float → bfloat rounding on the bits (round to nearest even; NaNs quieted, top bits kept).
uint16_t refBFloat(float V) {
  uint32_t U = std::bit_cast<uint32_t>(V);
  if (std::isnan(V)) return (uint16_t)((U >> 16) | 0x40);
  uint32_t Lsb = (U >> 16) & 1;
  return (uint16_t)((U + 0x7FFF + Lsb) >> 16);
}

bool sameOrBothNaN(FPFormat F, const APInt& A, const APInt& B) {
  if (dt::fpIsNaN(F, A) && dt::fpIsNaN(F, B)) return true;
  return A == B;
}

std::string hexOf(const APInt& A) {
  return A.toString(16, false);
}

/// A random decimal literal: up to 40 digits, a point somewhere, an exponent in [-Range, Range].
std::string randDecimal(int Range) {
  std::string S;
  if (rng()() & 1) S += '-';
  unsigned N = 1 + rng()() % 40;
  unsigned Point = rng()() % (N + 1);
  for (unsigned I = 0; I < N; ++I) {
    if (I == Point) S += '.';
    S += char('0' + rng()() % 10);
  }
  if (Point == N) S += ".0";
  S += 'e';
  S += std::to_string((int)(rng()() % (2 * Range + 1)) - Range);
  return S;
}

const FPFormat AllFormats[] = {FPFormat::Half,   FPFormat::BFloat, FPFormat::Single,
                               FPFormat::Double, FPFormat::X87,    FPFormat::Quad};

} // namespace

TEST_CASE("FP literal parsing: hex forms", "[apint]") {
  std::string Err;
  CHECK(dt::parseFPLiteral(FPFormat::Single, "0x3FF0000000000000", &Err)->getZExtValue() == 0x3F800000);
  CHECK(dt::parseFPLiteral(FPFormat::Double, "0x3FF0000000000000", &Err)->getZExtValue() ==
        0x3FF0000000000000);
  CHECK(dt::parseFPLiteral(FPFormat::Single, "0x3FB99999A0000000", &Err)->getZExtValue() ==
        0x3DCCCCCD); // 0.1f
  CHECK(dt::parseFPLiteral(FPFormat::Half, "0x3FF0000000000000", &Err)->getZExtValue() == 0x3C00);
  CHECK(dt::parseFPLiteral(FPFormat::BFloat, "0x3FF0000000000000", &Err)->getZExtValue() == 0x3F80);
  CHECK(dt::parseFPLiteral(FPFormat::Double, "0x1", &Err)->getZExtValue() == 1); // LLVM drops leading zeros
  CHECK(dt::parseFPLiteral(FPFormat::Half, "0xH3C00", &Err)->getZExtValue() == 0x3C00);
  CHECK(dt::parseFPLiteral(FPFormat::Half, "0xHfc00", &Err)->getZExtValue() == 0xFC00);
  CHECK(dt::parseFPLiteral(FPFormat::BFloat, "0xR3F80", &Err)->getZExtValue() == 0x3F80);
  APInt K = *dt::parseFPLiteral(FPFormat::X87, "0xK3FFF8000000000000000", &Err);
  CHECK(K.getBitWidth() == 80);
  CHECK(toX(K) == 1.0L);
  APInt L = *dt::parseFPLiteral(FPFormat::Quad, "0xL00000000000000003FFF000000000000", &Err);
  CHECK(L.getBitWidth() == 128);
  CHECK(toQ(L) == 1.0Q);
  CHECK(toQ(*dt::parseFPLiteral(FPFormat::Quad, "0xL0000000000000000C000000000000000", &Err)) == -2.0Q);
  // Plain double hex for the wide formats is the double's value.
  CHECK(toX(*dt::parseFPLiteral(FPFormat::X87, "0x3FF8000000000000", &Err)) == 1.5L);
  CHECK(toQ(*dt::parseFPLiteral(FPFormat::Quad, "0xC008000000000000", &Err)) == -3.0Q);
  // A signalling double NaN stays signalling when narrowed (LLVM's parser keeps sNaN-ness).
  APInt SNaN = *dt::parseFPLiteral(FPFormat::Single, "0x7FF0000000000001", &Err);
  CHECK(dt::fpIsSignalingNaN(FPFormat::Single, SNaN));
  CHECK(SNaN.getZExtValue() == 0x7FA00000);
  APInt SNaN2 = *dt::parseFPLiteral(FPFormat::Single, "0xFFF4000020000000", &Err);
  CHECK(SNaN2.getZExtValue() == 0xFFA00001);
  APInt QNaN = *dt::parseFPLiteral(FPFormat::Single, "0x7FF8000000000000", &Err);
  CHECK(QNaN.getZExtValue() == 0x7FC00000);

  // Errors.
  CHECK_FALSE(dt::parseFPLiteral(FPFormat::Double, "0xM00000000000000003FF0000000000000", &Err));
  CHECK(Err.find("ppc_fp128") != std::string::npos);
  CHECK_FALSE(dt::parseFPLiteral(FPFormat::Single, "0xH3C00", &Err));
  CHECK(Err.find("half") != std::string::npos);
  CHECK_FALSE(dt::parseFPLiteral(FPFormat::Double, "0xK3FFF8000000000000000", &Err));
  CHECK_FALSE(dt::parseFPLiteral(FPFormat::X87, "0xK3FFF80000000000000", &Err)); // 19 digits
  CHECK_FALSE(dt::parseFPLiteral(FPFormat::Quad, "0xL3FFF", &Err));
  CHECK_FALSE(dt::parseFPLiteral(FPFormat::Double, "0x", &Err));
  CHECK_FALSE(dt::parseFPLiteral(FPFormat::Double, "0x3FF00000000000000", &Err)); // 17 digits
  CHECK_FALSE(dt::parseFPLiteral(FPFormat::Double, "0x3FG0", &Err));
  CHECK_FALSE(dt::parseFPLiteral(FPFormat::Half, "0xH3C000", &Err));
  CHECK_FALSE(dt::parseFPLiteral(FPFormat::Double, "0xH", nullptr)); // null Error is allowed
}

TEST_CASE("FP literal parsing: decimal forms", "[apint]") {
  std::string Err;
  auto P = [&](FPFormat F, const char* S) { return *dt::parseFPLiteral(F, S, &Err); };
  CHECK(P(FPFormat::Single, "1.000000e+00").getZExtValue() == 0x3F800000);
  CHECK(P(FPFormat::Double, "1.0").getZExtValue() == 0x3FF0000000000000);
  CHECK(toD(P(FPFormat::Double, "-2.5e+10")) == -2.5e10);
  CHECK(P(FPFormat::Double, "-0.0").getZExtValue() == 0x8000000000000000);
  CHECK(P(FPFormat::Half, "0.0").getZExtValue() == 0);
  CHECK(P(FPFormat::Half, "1.0").getZExtValue() == 0x3C00);
  CHECK(P(FPFormat::Half, "0.1").getZExtValue() == 0x2E66);
  CHECK(P(FPFormat::Half, "65504.0").getZExtValue() == 0x7BFF);
  CHECK(P(FPFormat::Half, "65519.99").getZExtValue() == 0x7BFF);
  CHECK(P(FPFormat::Half, "65520.0").getZExtValue() == 0x7C00); // the tie above max rounds to infinity
  CHECK(P(FPFormat::Half, "5.9604644775390625e-08").getZExtValue() == 0x0001);
  CHECK(P(FPFormat::Half, "2.98023223876953125e-08").getZExtValue() == 0x0000); // tie → even (zero)
  CHECK(P(FPFormat::Half, "2.98023223876953126e-08").getZExtValue() == 0x0001);
  CHECK(P(FPFormat::Half, "-2.98023223876953125e-08").getZExtValue() == 0x8000);
  // 1 + 2^-11 is the midpoint between half 1.0 and its successor; a hair above it must round up. Going
  // through double would land exactly on the midpoint and round to even (1.0): the double-rounding trap.
  CHECK(P(FPFormat::Half, "1.00048828125").getZExtValue() == 0x3C00);
  CHECK(P(FPFormat::Half, "1.000488281250000000001").getZExtValue() == 0x3C01);
  CHECK(P(FPFormat::BFloat, "1.00390625").getZExtValue() == 0x3F80);              // midpoint → even
  CHECK(P(FPFormat::BFloat, "1.003906250000000000001").getZExtValue() == 0x3F81); // just above
  CHECK(P(FPFormat::BFloat, "3.0e38").getZExtValue() == 0x7F62);
  CHECK(P(FPFormat::BFloat, "1e39").getZExtValue() == 0x7F80);
  CHECK(P(FPFormat::Double, "9007199254740993").getZExtValue() == 0x4340000000000000); // 2^53+1 → even
  CHECK(P(FPFormat::Double, "4.9406564584124654e-324").getZExtValue() == 1);
  CHECK(P(FPFormat::Double, "2.4703282292062327e-324").getZExtValue() == 0); // exactly half → even
  CHECK(P(FPFormat::Double, "2.4703282292062328e-324").getZExtValue() == 1);
  CHECK(P(FPFormat::Double, "1.7976931348623157e308").getZExtValue() == 0x7FEFFFFFFFFFFFFF);
  CHECK(P(FPFormat::Double, "1.8e308").getZExtValue() == 0x7FF0000000000000);
  CHECK(P(FPFormat::Double, "1e99999999999999999999").getZExtValue() == 0x7FF0000000000000);
  CHECK(P(FPFormat::Double, "-1e-99999999999999999999").getZExtValue() == 0x8000000000000000);
  CHECK(P(FPFormat::Double, "000123.4500e0").getZExtValue() == bitsD(123.45).getZExtValue());
  CHECK(P(FPFormat::Double, ".5").getZExtValue() == bitsD(0.5).getZExtValue());
  CHECK(P(FPFormat::Double, "5.").getZExtValue() == bitsD(5.0).getZExtValue());
  CHECK(P(FPFormat::Double, "+5E-1").getZExtValue() == bitsD(0.5).getZExtValue());
  CHECK(toQ(P(FPFormat::Quad, "1.0")) == 1.0Q);
  CHECK(toX(P(FPFormat::X87, "0.1")) == 0.1L);
  // A very long literal (beyond the 12000-digit cut) still rounds correctly: 0.5 + 10^-20000 > the midpoint.
  std::string Long = "1.00048828125" + std::string(20000, '0') + "1";
  CHECK(P(FPFormat::Half, Long.c_str()).getZExtValue() == 0x3C01);
  std::string LongTie = "1.00048828125" + std::string(20000, '0');
  CHECK(P(FPFormat::Half, LongTie.c_str()).getZExtValue() == 0x3C00);

  for (const char* Bad : {"", "-", ".", "e5", "1e", "1e+", "inf", "nan", "-inf", "1.0f", "1..0", "1.0e5x",
                          "0X3FF0000000000000", " 1.0"}) {
    INFO("literal '" << Bad << "'");
    CHECK_FALSE(dt::parseFPLiteral(FPFormat::Double, Bad, &Err));
    CHECK_FALSE(Err.empty());
  }
}

TEST_CASE("FP decimal parsing matches glibc's correctly rounded strto*", "[apint]") {
  for (int Iter = 0; Iter < 3000; ++Iter) {
    std::string S = randDecimal(Iter % 3 == 0 ? 5000 : 340);
    INFO("literal " << S);
    REQUIRE(*dt::parseFPLiteral(FPFormat::Double, S, nullptr) == bitsD(std::strtod(S.c_str(), nullptr)));
    REQUIRE(*dt::parseFPLiteral(FPFormat::Single, S, nullptr) == bitsF(std::strtof(S.c_str(), nullptr)));
    REQUIRE(*dt::parseFPLiteral(FPFormat::X87, S, nullptr) == bitsX(std::strtold(S.c_str(), nullptr)));
    REQUIRE(*dt::parseFPLiteral(FPFormat::Quad, S, nullptr) == bitsQ(strtof128(S.c_str(), nullptr)));
  }
  // Exact midpoints and their neighbours, printed with all their digits by glibc's exact printf.
  for (int Iter = 0; Iter < 2000; ++Iter) {
    double A = toD(randFP(FPFormat::Double));
    if (!std::isfinite(A)) continue;
    double B = std::nextafter(A, INFINITY);
    if (!std::isfinite(B)) continue;
    long double Mid = ((long double)A + (long double)B) / 2; // exact: 64-bit significand holds it
    char Buf[1200];
    std::snprintf(Buf, sizeof Buf, "%.1100Le", Mid);
    INFO("midpoint " << Buf);
    REQUIRE(*dt::parseFPLiteral(FPFormat::Double, Buf, nullptr) == bitsD(std::strtod(Buf, nullptr)));
    float FA = (float)A, FB = std::nextafter(FA, INFINITY);
    if (std::isfinite(FA) && std::isfinite(FB)) {
      std::snprintf(Buf, sizeof Buf, "%.200e", ((double)FA + (double)FB) / 2);
      REQUIRE(*dt::parseFPLiteral(FPFormat::Single, Buf, nullptr) == bitsF(std::strtof(Buf, nullptr)));
    }
  }
}

TEST_CASE("FP conversions match host casts", "[apint]") {
  for (int Iter = 0; Iter < 20000; ++Iter) {
    APInt D = randFP(FPFormat::Double), F = randFP(FPFormat::Single), H = randFP(FPFormat::Half);
    APInt X = randFP(FPFormat::X87), Q = randFP(FPFormat::Quad);
    double DV = toD(D);
    float FV = toF(F);
    INFO("double " << hexOf(D) << " float " << hexOf(F) << " half " << hexOf(H) << " x87 " << hexOf(X)
                   << " quad " << hexOf(Q));
    // Narrowing.
    REQUIRE(sameOrBothNaN(FPFormat::Single, dt::fpConvert(FPFormat::Double, D, FPFormat::Single),
                          bitsF((float)DV)));
    REQUIRE(sameOrBothNaN(FPFormat::Half, dt::fpConvert(FPFormat::Double, D, FPFormat::Half),
                          bitsH((_Float16)DV)));
    REQUIRE(sameOrBothNaN(FPFormat::Half, dt::fpConvert(FPFormat::Single, F, FPFormat::Half),
                          bitsH((_Float16)FV)));
    REQUIRE(sameOrBothNaN(FPFormat::Double, dt::fpConvert(FPFormat::X87, X, FPFormat::Double),
                          bitsD((double)toX(X))));
    REQUIRE(sameOrBothNaN(FPFormat::Single, dt::fpConvert(FPFormat::X87, X, FPFormat::Single),
                          bitsF((float)toX(X))));
    REQUIRE(sameOrBothNaN(FPFormat::Double, dt::fpConvert(FPFormat::Quad, Q, FPFormat::Double),
                          bitsD((double)toQ(Q))));
    REQUIRE(sameOrBothNaN(FPFormat::Single, dt::fpConvert(FPFormat::Quad, Q, FPFormat::Single),
                          bitsF((float)toQ(Q))));
    REQUIRE(sameOrBothNaN(FPFormat::Half, dt::fpConvert(FPFormat::Quad, Q, FPFormat::Half),
                          bitsH((_Float16)toQ(Q))));
    REQUIRE(sameOrBothNaN(FPFormat::X87, dt::fpConvert(FPFormat::Quad, Q, FPFormat::X87),
                          bitsX((long double)toQ(Q))));
    if (!std::isnan(FV))
      REQUIRE(dt::fpConvert(FPFormat::Single, F, FPFormat::BFloat).getZExtValue() == refBFloat(FV));
    // Widening is exact.
    REQUIRE(sameOrBothNaN(FPFormat::Double, dt::fpConvert(FPFormat::Single, F, FPFormat::Double),
                          bitsD((double)FV)));
    REQUIRE(sameOrBothNaN(FPFormat::Single, dt::fpConvert(FPFormat::Half, H, FPFormat::Single),
                          bitsF((float)toH(H))));
    REQUIRE(sameOrBothNaN(FPFormat::X87, dt::fpConvert(FPFormat::Double, D, FPFormat::X87),
                          bitsX((long double)DV)));
    REQUIRE(sameOrBothNaN(FPFormat::Quad, dt::fpConvert(FPFormat::Double, D, FPFormat::Quad),
                          bitsQ((__float128)DV)));
    REQUIRE(sameOrBothNaN(FPFormat::Quad, dt::fpConvert(FPFormat::X87, X, FPFormat::Quad),
                          bitsQ((__float128)toX(X))));
    // Round trips through wider formats are the identity for non-NaNs.
    if (!dt::fpIsNaN(FPFormat::Half, H)) {
      REQUIRE(dt::fpConvert(FPFormat::Quad, dt::fpConvert(FPFormat::Half, H, FPFormat::Quad),
                            FPFormat::Half) == H);
      REQUIRE(dt::fpFromDouble(FPFormat::Half, dt::fpToDouble(FPFormat::Half, H)) == H);
    }
    APInt B = randFP(FPFormat::BFloat);
    if (!dt::fpIsNaN(FPFormat::BFloat, B)) {
      REQUIRE(dt::fpConvert(FPFormat::Single, dt::fpConvert(FPFormat::BFloat, B, FPFormat::Single),
                            FPFormat::BFloat) == B);
      REQUIRE(dt::fpConvert(FPFormat::BFloat, B, FPFormat::Single).getZExtValue() ==
              (B.getZExtValue() << 16));
    }
    REQUIRE((dt::fpToDouble(FPFormat::Single, F) == (double)FV || std::isnan(FV)));
  }
  // NaN payloads: top bits kept, quiet bit set, sign kept.
  CHECK(dt::fpConvert(FPFormat::Single, APInt(32, 0x7F800001), FPFormat::Double).getZExtValue() ==
        0x7FF8000020000000);
  CHECK(dt::fpConvert(FPFormat::Double, APInt(64, 0xFFF0000000000001), FPFormat::Single).getZExtValue() ==
        0xFFC00000);
  CHECK(dt::fpConvert(FPFormat::Single, APInt(32, 0x7FC00000), FPFormat::Half).getZExtValue() == 0x7E00);
  CHECK(dt::fpConvert(FPFormat::Half, APInt(16, 0x7C01), FPFormat::X87) ==
        *dt::parseFPLiteral(FPFormat::X87, "0xK7FFFC020000000000000", nullptr));
  CHECK(dt::fpConvert(FPFormat::Single, APInt(32, 0x7F800000), FPFormat::X87) ==
        *dt::parseFPLiteral(FPFormat::X87, "0xK7FFF8000000000000000", nullptr));
  // x87 oddities: an unnormal and a pseudo-NaN read as NaN, a pseudo-denormal as its value.
  CHECK(dt::fpIsNaN(FPFormat::X87, *dt::parseFPLiteral(FPFormat::X87, "0xK3FFF4000000000000000", nullptr)));
  CHECK(dt::fpIsNaN(FPFormat::X87, *dt::parseFPLiteral(FPFormat::X87, "0xK7FFF0000000000000000", nullptr)));
  APInt PseudoDenormal = *dt::parseFPLiteral(FPFormat::X87, "0xK00008000000000000000", nullptr);
  volatile long double HwOne = 1.0L; // the x87 hardware normalises a pseudo-denormal operand
  APInt Normalised = bitsX(toX(PseudoDenormal) * HwOne);
  CHECK(Normalised.words()[1] == 1);
  CHECK(dt::fpConvert(FPFormat::X87, PseudoDenormal, FPFormat::Quad) ==
        dt::fpConvert(FPFormat::X87, Normalised, FPFormat::Quad));
  CHECK(dt::fpMul(FPFormat::X87, PseudoDenormal, bitsX(1.0L)) == Normalised);
  // Half extremes.
  CHECK(dt::fpFromDouble(FPFormat::Half, 65520.0).getZExtValue() == 0x7C00);
  CHECK(dt::fpFromDouble(FPFormat::Half, 65519.0).getZExtValue() == 0x7BFF);
  CHECK(dt::fpFromDouble(FPFormat::Half, -0.0).getZExtValue() == 0x8000);
  CHECK(dt::fpFromDouble(FPFormat::Half, 1e-30).getZExtValue() == 0);
  CHECK(dt::fpFromDouble(FPFormat::BFloat, 1e-40).getZExtValue() == refBFloat(1e-40f));
  CHECK(dt::fpToDouble(FPFormat::Quad, bitsQ(1.0Q / 3)) == 1.0 / 3);
  CHECK(dt::fpToDouble(FPFormat::X87, bitsX(1e4000L)) == INFINITY);
}

TEST_CASE("FP arithmetic matches the host", "[apint]") {
  for (int Iter = 0; Iter < 20000; ++Iter) {
    APInt D1 = randFP(FPFormat::Double), D2 = randFP(FPFormat::Double), D3 = randFP(FPFormat::Double);
    APInt F1 = randFP(FPFormat::Single), F2 = randFP(FPFormat::Single), F3 = randFP(FPFormat::Single);
    APInt X1 = randFP(FPFormat::X87), X2 = randFP(FPFormat::X87), X3 = randFP(FPFormat::X87);
    APInt Q1 = randFP(FPFormat::Quad), Q2 = randFP(FPFormat::Quad), Q3 = randFP(FPFormat::Quad);
    INFO("d " << hexOf(D1) << " " << hexOf(D2) << " " << hexOf(D3) << " f " << hexOf(F1) << " " << hexOf(F2)
              << " " << hexOf(F3) << " x " << hexOf(X1) << " " << hexOf(X2) << " " << hexOf(X3) << " q "
              << hexOf(Q1) << " " << hexOf(Q2) << " " << hexOf(Q3));
    double a = toD(D1), b = toD(D2), c = toD(D3);
    float fa = toF(F1), fb = toF(F2), fc = toF(F3);
    long double xa = toX(X1), xb = toX(X2), xc = toX(X3);
    __float128 qa = toQ(Q1), qb = toQ(Q2), qc = toQ(Q3);
    auto D = FPFormat::Double;
    REQUIRE(sameOrBothNaN(D, dt::fpAdd(D, D1, D2), bitsD(a + b)));
    REQUIRE(sameOrBothNaN(D, dt::fpSub(D, D1, D2), bitsD(a - b)));
    REQUIRE(sameOrBothNaN(D, dt::fpMul(D, D1, D2), bitsD(a * b)));
    REQUIRE(sameOrBothNaN(D, dt::fpDiv(D, D1, D2), bitsD(a / b)));
    REQUIRE(sameOrBothNaN(D, dt::fpSqrt(D, D1), bitsD(std::sqrt(a))));
    REQUIRE(sameOrBothNaN(D, dt::fpFma(D, D1, D2, D3), bitsD(std::fma(a, b, c))));
    REQUIRE(sameOrBothNaN(D, dt::fpRem(D, D1, D2), bitsD(std::fmod(a, b))));
    auto S = FPFormat::Single;
    REQUIRE(sameOrBothNaN(S, dt::fpAdd(S, F1, F2), bitsF(fa + fb)));
    REQUIRE(sameOrBothNaN(S, dt::fpDiv(S, F1, F2), bitsF(fa / fb)));
    REQUIRE(sameOrBothNaN(S, dt::fpFma(S, F1, F2, F3), bitsF(std::fma(fa, fb, fc))));
    REQUIRE(sameOrBothNaN(S, dt::fpRem(S, F1, F2), bitsF(std::fmod(fa, fb))));
    REQUIRE(sameOrBothNaN(S, dt::fpSqrt(S, F1), bitsF(std::sqrt(fa))));
    auto X = FPFormat::X87;
    REQUIRE(sameOrBothNaN(X, dt::fpMul(X, X1, X2), bitsX(xa * xb)));
    REQUIRE(sameOrBothNaN(X, dt::fpSub(X, X1, X2), bitsX(xa - xb)));
    REQUIRE(sameOrBothNaN(X, dt::fpFma(X, X1, X2, X3), bitsX(std::fma(xa, xb, xc))));
    REQUIRE(sameOrBothNaN(X, dt::fpRem(X, X1, X2), bitsX(std::fmod(xa, xb))));
    REQUIRE(sameOrBothNaN(X, dt::fpSqrt(X, X1), bitsX(std::sqrt(xa))));
    auto Q = FPFormat::Quad;
    REQUIRE(sameOrBothNaN(Q, dt::fpAdd(Q, Q1, Q2), bitsQ(qa + qb)));
    REQUIRE(sameOrBothNaN(Q, dt::fpDiv(Q, Q1, Q2), bitsQ(qa / qb)));
    REQUIRE(sameOrBothNaN(Q, dt::fpSqrt(Q, Q1), bitsQ(sqrtf128(qa))));
    REQUIRE(sameOrBothNaN(Q, dt::fpFma(Q, Q1, Q2, Q3), bitsQ(fmaf128(qa, qb, qc))));
    REQUIRE(sameOrBothNaN(Q, dt::fpRem(Q, Q1, Q2), bitsQ(fmodf128(qa, qb))));
  }
}

TEST_CASE("FP fma and sqrt near cancellation and huge exponent gaps", "[apint]") {
  // Products that nearly cancel the addend, and addends far below the product, where a sloppy fma fails.
  for (int Iter = 0; Iter < 20000; ++Iter) {
    double a = toD(randFP(FPFormat::Double)), b = toD(randFP(FPFormat::Double));
    if (!std::isfinite(a) || !std::isfinite(b)) continue;
    double p = a * b;
    if (p == 0 || !std::isfinite(p)) continue; // ilogb needs a finite non-zero product
    double c;
    switch (Iter % 4) {
    case 0: c = -p; break;
    case 1: c = -std::nextafter(p, 0.0); break;
    case 2: c = std::ldexp(1.0, std::ilogb(p) - 60 - (int)(rng()() % 1000)); break;
    default: c = -std::ldexp(1.0, std::ilogb(p) - 53 - (int)(rng()() % 3)); break;
    }
    if (!std::isfinite(c)) continue;
    INFO(std::hexfloat << a << " " << b << " " << c);
    REQUIRE(sameOrBothNaN(FPFormat::Double, dt::fpFma(FPFormat::Double, bitsD(a), bitsD(b), bitsD(c)),
                          bitsD(std::fma(a, b, c))));
    __float128 qa = toQ(randFP(FPFormat::Quad)), qb = toQ(randFP(FPFormat::Quad));
    __float128 qp = qa * qb, qc = Iter % 2 ? -qp : -qp * (1 + 1e-30Q);
    REQUIRE(sameOrBothNaN(FPFormat::Quad, dt::fpFma(FPFormat::Quad, bitsQ(qa), bitsQ(qb), bitsQ(qc)),
                          bitsQ(fmaf128(qa, qb, qc))));
  }
  // Squares of random quads and their neighbours: exact and just-off square roots.
  for (int Iter = 0; Iter < 3000; ++Iter) {
    __float128 R = toQ(randFP(FPFormat::Quad));
    if (!(R > 0) || R * R == (__float128)INFINITY) continue;
    __float128 Sq = R * R;
    APInt SqBits = bitsQ(Sq);
    REQUIRE(dt::fpSqrt(FPFormat::Quad, SqBits) == bitsQ(sqrtf128(Sq)));
    APInt Up = SqBits + 1, Down = SqBits - 1;
    REQUIRE(sameOrBothNaN(FPFormat::Quad, dt::fpSqrt(FPFormat::Quad, Up), bitsQ(sqrtf128(toQ(Up)))));
    REQUIRE(sameOrBothNaN(FPFormat::Quad, dt::fpSqrt(FPFormat::Quad, Down), bitsQ(sqrtf128(toQ(Down)))));
  }
  CHECK(dt::fpSqrt(FPFormat::Quad, bitsQ(-0.0Q)) == bitsQ(-0.0Q));
  CHECK(dt::fpSqrt(FPFormat::Quad, bitsQ(-1.0Q)) == dt::fpQNaN(FPFormat::Quad));
  CHECK(dt::fpSqrt(FPFormat::Quad, dt::fpInf(FPFormat::Quad)) == dt::fpInf(FPFormat::Quad));
  CHECK(dt::fpSqrt(FPFormat::Quad, bitsQ(4.0Q)) == bitsQ(2.0Q));
}

TEST_CASE("FP half and bfloat arithmetic", "[apint]") {
  auto H = FPFormat::Half, B = FPFormat::BFloat;
  for (int Iter = 0; Iter < 20000; ++Iter) {
    APInt H1 = randFP(H), H2 = randFP(H), H3 = randFP(H);
    _Float16 a = toH(H1), b = toH(H2), c = toH(H3);
    float fa = a, fb = b, fc = c;
    INFO("half " << hexOf(H1) << " " << hexOf(H2) << " " << hexOf(H3));
    // libgcc's float → half conversion is the reference rounding.
    REQUIRE(sameOrBothNaN(H, dt::fpAdd(H, H1, H2), bitsH((_Float16)(fa + fb))));
    REQUIRE(sameOrBothNaN(H, dt::fpSub(H, H1, H2), bitsH((_Float16)(fa - fb))));
    REQUIRE(sameOrBothNaN(H, dt::fpMul(H, H1, H2), bitsH((_Float16)(fa * fb))));
    REQUIRE(sameOrBothNaN(H, dt::fpDiv(H, H1, H2), bitsH((_Float16)(fa / fb))));
    REQUIRE(sameOrBothNaN(H, dt::fpSqrt(H, H1), bitsH((_Float16)std::sqrt(fa))));
    REQUIRE(sameOrBothNaN(H, dt::fpRem(H, H1, H2), bitsH((_Float16)std::fmod(fa, fb))));
    // Half's a*b+c is exact in quad (at most 81 significant bits), so one rounding from quad is the answer.
    REQUIRE(sameOrBothNaN(H, dt::fpFma(H, H1, H2, H3), bitsH((_Float16)((__float128)fa * fb + fc))));

    APInt B1 = randFP(B), B2 = randFP(B), B3 = randFP(B);
    float ba = toF(dt::fpConvert(B, B1, FPFormat::Single)), bb = toF(dt::fpConvert(B, B2, FPFormat::Single));
    float bc = toF(dt::fpConvert(B, B3, FPFormat::Single));
    INFO("bfloat " << hexOf(B1) << " " << hexOf(B2) << " " << hexOf(B3));
    auto Ref = [](float V) { return APInt(16, refBFloat(V)); };
    REQUIRE(sameOrBothNaN(B, dt::fpAdd(B, B1, B2), Ref(ba + bb)));
    REQUIRE(sameOrBothNaN(B, dt::fpMul(B, B1, B2), Ref(ba * bb)));
    REQUIRE(sameOrBothNaN(B, dt::fpDiv(B, B1, B2), Ref(ba / bb)));
    REQUIRE(sameOrBothNaN(B, dt::fpSqrt(B, B1), Ref(std::sqrt(ba))));
    // bfloat products and sums may span more than quad's precision, so compare fma through the
    // independently tested quad → bfloat conversion only where the exact result fits a quad.
    __float128 Exact = (__float128)ba * bb + bc;
    if (std::isfinite((double)Exact) && ba != 0 && bb != 0 && bc != 0 && std::isfinite(ba) &&
        std::isfinite(bb) && std::isfinite(bc) &&
        std::abs(std::ilogb(ba) + std::ilogb(bb) - std::ilogb(bc)) < 90)
      REQUIRE(sameOrBothNaN(B, dt::fpFma(B, B1, B2, B3), dt::fpConvert(FPFormat::Quad, bitsQ(Exact), B)));
  }
  // Where fma through float would double-round: a*a = 1.125 + 2^-8 is exactly the midpoint between two
  // bfloats, so the sign of a tiny addend decides; float would absorb the addend and round to even.
  APInt A = APInt(16, 0x3F88);                                                     // 1.0625
  CHECK(dt::fpFma(B, A, A, dt::fpFromDouble(B, 1e-30)).getZExtValue() == 0x3F91);  // up
  CHECK(dt::fpFma(B, A, A, dt::fpFromDouble(B, -1e-30)).getZExtValue() == 0x3F90); // down
  CHECK(dt::fpFma(B, A, A, dt::fpZero(B)).getZExtValue() == 0x3F90);               // tie → even
  APInt HA = APInt(16, 0x3C03); // with a +0 addend fma is a plain (single-rounding) multiply
  CHECK(dt::fpFma(H, HA, HA, dt::fpZero(H)) == dt::fpMul(H, HA, HA));
}

TEST_CASE("FP NaN policy, signs and comparisons", "[apint]") {
  for (FPFormat F : AllFormats) {
    INFO("format " << dt::fpTypeName(F));
    APInt One = dt::fpFromDouble(F, 1.0), Two = dt::fpFromDouble(F, 2.0), Inf = dt::fpInf(F);
    APInt PZ = dt::fpZero(F), NZ = dt::fpZero(F, true), QNaN = dt::fpQNaN(F);
    CHECK(dt::fpIsNaN(F, QNaN));
    CHECK_FALSE(dt::fpIsSignalingNaN(F, QNaN));
    CHECK(dt::fpIsInf(F, Inf));
    CHECK(dt::fpIsZero(F, NZ));
    CHECK(dt::fpSignBit(F, NZ));
    CHECK_FALSE(dt::fpSignBit(F, PZ));
    // Invalid operations give the canonical quiet NaN.
    CHECK(dt::fpSub(F, Inf, Inf) == QNaN);
    CHECK(dt::fpMul(F, Inf, PZ) == QNaN);
    CHECK(dt::fpDiv(F, PZ, NZ) == QNaN);
    CHECK(dt::fpSqrt(F, dt::fpNeg(F, One)) == QNaN);
    CHECK(dt::fpRem(F, Inf, One) == QNaN);
    CHECK(dt::fpRem(F, One, PZ) == QNaN);
    CHECK(dt::fpFma(F, Inf, PZ, One) == QNaN);
    CHECK(dt::fpFma(F, Inf, One, dt::fpNeg(F, Inf)) == QNaN);
    // A NaN operand propagates, quieted, with its sign and payload.
    // A negative quiet NaN with a payload (adding quiets the converted signalling NaN).
    APInt SNaN = dt::fpAdd(F, One, dt::fpConvert(FPFormat::Single, APInt(32, 0xFFA00001), F));
    CHECK(dt::fpIsNaN(F, SNaN));
    CHECK(dt::fpSignBit(F, SNaN));
    CHECK(SNaN != dt::fpNeg(F, QNaN));
    CHECK(dt::fpAdd(F, One, SNaN) == SNaN);
    CHECK(dt::fpMul(F, SNaN, QNaN) == SNaN);
    CHECK(dt::fpFma(F, One, One, SNaN) == SNaN);
    CHECK(dt::fpRound(F, SNaN, dt::RoundMode::Floor) == SNaN);
    // Signed zeros.
    CHECK(dt::fpAdd(F, PZ, NZ) == PZ);
    CHECK(dt::fpAdd(F, NZ, NZ) == NZ);
    CHECK(dt::fpSub(F, One, One) == PZ);
    CHECK(dt::fpFma(F, NZ, One, NZ) == NZ);
    CHECK(dt::fpFma(F, NZ, One, PZ) == PZ);
    CHECK(dt::fpFma(F, One, One, dt::fpNeg(F, One)) == PZ);
    CHECK(dt::fpRem(F, dt::fpNeg(F, Two), One) == NZ);
    CHECK(dt::fpRem(F, One, Inf) == One);
    // Sign manipulation.
    CHECK(dt::fpNeg(F, PZ) == NZ);
    CHECK(dt::fpAbs(F, dt::fpNeg(F, Two)) == Two);
    CHECK(dt::fpCopySign(F, Two, NZ) == dt::fpNeg(F, Two));
    CHECK(dt::fpCopySign(F, dt::fpNeg(F, Two), One) == Two);
    // Comparisons.
    CHECK(dt::fpCompare(F, One, Two) == dt::FPCmpResult::Less);
    CHECK(dt::fpCompare(F, Two, One) == dt::FPCmpResult::Greater);
    CHECK(dt::fpCompare(F, PZ, NZ) == dt::FPCmpResult::Equal);
    CHECK(dt::fpCompare(F, dt::fpNeg(F, Inf), One) == dt::FPCmpResult::Less);
    CHECK(dt::fpCompare(F, QNaN, QNaN) == dt::FPCmpResult::Unordered);
    CHECK(dt::fpCompare(F, One, SNaN) == dt::FPCmpResult::Unordered);
    // min / max flavours.
    CHECK(dt::fpMinNum(F, QNaN, One) == One);
    CHECK(dt::fpMaxNum(F, One, QNaN) == One);
    CHECK(dt::fpIsNaN(F, dt::fpMinNum(F, QNaN, SNaN)));
    CHECK(dt::fpMinNum(F, One, Two) == One);
    CHECK(dt::fpMaxNum(F, One, Two) == Two);
    CHECK(dt::fpMinNum(F, PZ, NZ) == NZ);
    CHECK(dt::fpMinNum(F, NZ, PZ) == NZ);
    CHECK(dt::fpMaxNum(F, NZ, PZ) == PZ);
    CHECK(dt::fpMaxNum(F, PZ, NZ) == PZ);
    CHECK(dt::fpMinimum(F, One, QNaN) == QNaN);
    CHECK(dt::fpMaximum(F, SNaN, One) == SNaN);
    CHECK(dt::fpMinimum(F, PZ, NZ) == NZ);
    CHECK(dt::fpMaximum(F, NZ, PZ) == PZ);
    CHECK(dt::fpMaximum(F, dt::fpNeg(F, Inf), Two) == Two);
    // Rounding to integral values.
    APInt Half = dt::fpFromDouble(F, 0.5), MHalf = dt::fpFromDouble(F, -0.5);
    APInt OneHalf = dt::fpFromDouble(F, 1.5), TwoHalf = dt::fpFromDouble(F, 2.5);
    CHECK(dt::fpRound(F, Half, dt::RoundMode::NearestEven) == PZ);
    CHECK(dt::fpRound(F, Half, dt::RoundMode::NearestAway) == One);
    CHECK(dt::fpRound(F, MHalf, dt::RoundMode::NearestEven) == NZ);
    CHECK(dt::fpRound(F, MHalf, dt::RoundMode::NearestAway) == dt::fpNeg(F, One));
    CHECK(dt::fpRound(F, MHalf, dt::RoundMode::Ceil) == NZ);
    CHECK(dt::fpRound(F, MHalf, dt::RoundMode::Floor) == dt::fpNeg(F, One));
    CHECK(dt::fpRound(F, MHalf, dt::RoundMode::Trunc) == NZ);
    CHECK(dt::fpRound(F, OneHalf, dt::RoundMode::NearestEven) == Two);
    CHECK(dt::fpRound(F, TwoHalf, dt::RoundMode::NearestEven) == Two);
    CHECK(dt::fpRound(F, TwoHalf, dt::RoundMode::NearestAway) == dt::fpFromDouble(F, 3.0));
    CHECK(dt::fpRound(F, Inf, dt::RoundMode::Floor) == Inf);
    APInt Tiny = dt::fpConvert(FPFormat::Half, APInt(16, 1), F); // 2^-24
    CHECK(dt::fpRound(F, Tiny, dt::RoundMode::Ceil) == One);
    CHECK(dt::fpRound(F, Tiny, dt::RoundMode::NearestAway) == PZ);
  }
}

TEST_CASE("FP rounding to integral matches libm", "[apint]") {
  using dt::RoundMode;
  for (int Iter = 0; Iter < 20000; ++Iter) {
    APInt D = randFP(FPFormat::Double);
    double V = toD(D);
    INFO("double " << hexOf(D));
    REQUIRE(sameOrBothNaN(FPFormat::Double, dt::fpRound(FPFormat::Double, D, RoundMode::Floor),
                          bitsD(std::floor(V))));
    REQUIRE(sameOrBothNaN(FPFormat::Double, dt::fpRound(FPFormat::Double, D, RoundMode::Ceil),
                          bitsD(std::ceil(V))));
    REQUIRE(sameOrBothNaN(FPFormat::Double, dt::fpRound(FPFormat::Double, D, RoundMode::Trunc),
                          bitsD(std::trunc(V))));
    REQUIRE(sameOrBothNaN(FPFormat::Double, dt::fpRound(FPFormat::Double, D, RoundMode::NearestEven),
                          bitsD(std::rint(V))));
    REQUIRE(sameOrBothNaN(FPFormat::Double, dt::fpRound(FPFormat::Double, D, RoundMode::NearestAway),
                          bitsD(std::round(V))));
    // Values near integers.
    double N = std::ldexp((double)(rng()() % 4096), -(int)(rng()() % 4)) * ((rng()() & 1) ? 1 : -1);
    REQUIRE(dt::fpRound(FPFormat::Double, bitsD(N), RoundMode::NearestEven) == bitsD(std::rint(N)));
    REQUIRE(dt::fpRound(FPFormat::Double, bitsD(N), RoundMode::NearestAway) == bitsD(std::round(N)));
    APInt Q = randFP(FPFormat::Quad);
    __float128 QV = toQ(Q);
    INFO("quad " << hexOf(Q));
    REQUIRE(sameOrBothNaN(FPFormat::Quad, dt::fpRound(FPFormat::Quad, Q, RoundMode::Floor),
                          bitsQ(floorf128(QV))));
    REQUIRE(
        sameOrBothNaN(FPFormat::Quad, dt::fpRound(FPFormat::Quad, Q, RoundMode::Ceil), bitsQ(ceilf128(QV))));
    REQUIRE(sameOrBothNaN(FPFormat::Quad, dt::fpRound(FPFormat::Quad, Q, RoundMode::Trunc),
                          bitsQ(truncf128(QV))));
    REQUIRE(sameOrBothNaN(FPFormat::Quad, dt::fpRound(FPFormat::Quad, Q, RoundMode::NearestEven),
                          bitsQ(rintf128(QV))));
    REQUIRE(sameOrBothNaN(FPFormat::Quad, dt::fpRound(FPFormat::Quad, Q, RoundMode::NearestAway),
                          bitsQ(roundf128(QV))));
    APInt X = randFP(FPFormat::X87);
    long double XV = toX(X);
    REQUIRE(
        sameOrBothNaN(FPFormat::X87, dt::fpRound(FPFormat::X87, X, RoundMode::Floor), bitsX(std::floor(XV))));
    REQUIRE(sameOrBothNaN(FPFormat::X87, dt::fpRound(FPFormat::X87, X, RoundMode::NearestEven),
                          bitsX(std::rint(XV))));
    APInt F = randFP(FPFormat::Single);
    float FV = toF(F);
    REQUIRE(sameOrBothNaN(FPFormat::Single, dt::fpRound(FPFormat::Single, F, RoundMode::NearestAway),
                          bitsF(std::round(FV))));
    REQUIRE(sameOrBothNaN(FPFormat::Single, dt::fpRound(FPFormat::Single, F, RoundMode::Ceil),
                          bitsF(std::ceil(FV))));
  }
}

TEST_CASE("FP integer conversions", "[apint]") {
  auto U128 = [](u128 V) {
    uint64_t W[2] = {(uint64_t)V, (uint64_t)(V >> 64)};
    return APInt(128, std::span<const uint64_t>(W, 2));
  };
  const u128 Max = ~(u128)0;
  const i128 IMax = (i128)(Max >> 1), IMin = -IMax - 1;
  // i128 edge values against libgcc's correctly rounded conversions.
  CHECK(dt::intToFP(FPFormat::Single, U128((u128)IMax), true).getZExtValue() == 0x7F000000);
  CHECK(dt::intToFP(FPFormat::Single, U128((u128)IMin), true).getZExtValue() == 0xFF000000);
  CHECK(dt::intToFP(FPFormat::Single, U128(Max), false).getZExtValue() == 0x7F800000); // rounds past FLT_MAX
  CHECK(dt::intToFP(FPFormat::Single, U128(Max), true).getZExtValue() == 0xBF800000);  // -1
  CHECK(dt::intToFP(FPFormat::Double, U128(Max), false) == bitsD((double)Max));
  CHECK(dt::intToFP(FPFormat::Quad, U128(Max), false) == bitsQ((__float128)Max));
  CHECK(dt::intToFP(FPFormat::X87, U128((u128)IMin), true) == bitsX((long double)IMin));
  CHECK(dt::intToFP(FPFormat::Half, APInt(32, 65520), false).getZExtValue() == 0x7C00);
  CHECK(dt::intToFP(FPFormat::Half, APInt(32, 65519), false).getZExtValue() == 0x7BFF);
  CHECK(dt::intToFP(FPFormat::Single, APInt(1, 1), true).getZExtValue() == 0xBF800000); // i1 true is -1
  CHECK(dt::intToFP(FPFormat::Single, APInt(1, 1), false).getZExtValue() == 0x3F800000);
  CHECK(dt::intToFP(FPFormat::Single, APInt(64, 0), true).getZExtValue() == 0);
  // 2^128 - 2^104 is FLT_MAX; a 4096-bit integer above it overflows to infinity, below the midpoint does not.
  APInt FltMax = APInt::one(4096).shl(128) - APInt::one(4096).shl(104);
  CHECK(dt::intToFP(FPFormat::Single, FltMax, false).getZExtValue() == 0x7F7FFFFF);
  CHECK(dt::intToFP(FPFormat::Single, FltMax + APInt::one(4096).shl(103) - 1, false).getZExtValue() ==
        0x7F7FFFFF);
  CHECK(dt::intToFP(FPFormat::Single, FltMax + APInt::one(4096).shl(103), false).getZExtValue() ==
        0x7F800000);
  CHECK(dt::intToFP(FPFormat::Quad, APInt::one(17000).shl(16384), false) == dt::fpInf(FPFormat::Quad));
  CHECK(dt::intToFP(FPFormat::Quad, APInt::one(17000).shl(16383), false) == bitsQ(0x1p16383Q));
  CHECK(dt::intToFP(FPFormat::X87, APInt::allOnes(17000), false) == dt::fpInf(FPFormat::X87));
  CHECK(dt::intToFP(FPFormat::Double, -APInt::one(4096).shl(1000), true) == bitsD(-std::ldexp(1.0, 1000)));

  bool In;
  CHECK(dt::fpToInt(FPFormat::Single, APInt(32, 0x7F000000), 128, true, In) == APInt::signedMax(128));
  CHECK_FALSE(In); // 2^127 does not fit i128
  CHECK(dt::fpToInt(FPFormat::Single, APInt(32, 0xFF000000), 128, true, In) == APInt::signedMin(128));
  CHECK(In); // -2^127 does
  CHECK(dt::fpToInt(FPFormat::Single, APInt(32, 0x7F000000), 128, false, In) == APInt::signMask(128));
  CHECK(In);
  CHECK(dt::fpToInt(FPFormat::Single, APInt(32, 0x7F7FFFFF), 128, false, In) == U128(Max << 104));
  CHECK(In);
  CHECK(dt::fpToInt(FPFormat::Single, APInt(32, 0x7F800000), 128, false, In).isAllOnes());
  CHECK_FALSE(In);
  CHECK(dt::fpToInt(FPFormat::Single, APInt(32, 0x7FC00000), 32, true, In).isZero());
  CHECK_FALSE(In);
  CHECK(dt::fpToInt(FPFormat::Single, bitsF(-0.75f), 8, false, In).isZero());
  CHECK(In); // truncates to zero
  CHECK(dt::fpToInt(FPFormat::Single, bitsF(-1.0f), 8, false, In).isZero());
  CHECK_FALSE(In);
  CHECK(dt::fpToInt(FPFormat::Double, bitsD(-128.9), 8, true, In).getSExtValue() == -128);
  CHECK(In);
  CHECK(dt::fpToInt(FPFormat::Double, bitsD(-129.0), 8, true, In).getSExtValue() == -128);
  CHECK_FALSE(In);
  CHECK(dt::fpToInt(FPFormat::Double, bitsD(127.99), 8, true, In).getSExtValue() == 127);
  CHECK(In);
  CHECK(dt::fpToInt(FPFormat::Double, bitsD(128.0), 8, true, In).getSExtValue() == 127);
  CHECK_FALSE(In);
  CHECK(dt::fpToInt(FPFormat::Double, bitsD(-1.0), 1, true, In).getSExtValue() == -1);
  CHECK(In);
  CHECK(dt::fpToInt(FPFormat::Double, bitsD(1.0), 1, true, In).isZero());
  CHECK_FALSE(In);
  CHECK(dt::fpToInt(FPFormat::Quad, dt::fpInf(FPFormat::Quad, true), 300, true, In) == APInt::signedMin(300));
  CHECK(dt::fpToInt(FPFormat::Quad, bitsQ(1e4000Q), 100, false, In).isAllOnes());
  CHECK_FALSE(In);
  CHECK(dt::fpToInt(FPFormat::Quad, bitsQ(-1e-4000Q), 100, true, In).isZero());
  CHECK(In);
  CHECK(dt::fpToInt(FPFormat::Quad, bitsQ(0x1p200Q), 300, false, In) == APInt::one(300).shl(200));
  CHECK(In);

  for (int Iter = 0; Iter < 20000; ++Iter) {
    u128 R = ((u128)rng()() << 64) | rng()();
    R >>= rng()() % 128;
    i128 S = (rng()() & 1) ? -(i128)R : (i128)R;
    INFO("value " << (uint64_t)(R >> 64) << ":" << (uint64_t)R);
    REQUIRE(dt::intToFP(FPFormat::Single, U128(R), false) == bitsF((float)R));
    REQUIRE(dt::intToFP(FPFormat::Double, U128(R), false) == bitsD((double)R));
    REQUIRE(dt::intToFP(FPFormat::X87, U128(R), false) == bitsX((long double)R));
    REQUIRE(dt::intToFP(FPFormat::Quad, U128(R), false) == bitsQ((__float128)R));
    REQUIRE(dt::intToFP(FPFormat::Single, U128((u128)S), true) == bitsF((float)S));
    REQUIRE(dt::intToFP(FPFormat::Double, U128((u128)S), true) == bitsD((double)S));
    REQUIRE(dt::intToFP(FPFormat::Half, U128((u128)S), true) == bitsH((_Float16)S));
    uint64_t R64 = (uint64_t)R;
    int64_t S64 = (int64_t)R64;
    REQUIRE(dt::intToFP(FPFormat::Double, APInt(64, R64), false) == bitsD((double)R64));
    REQUIRE(dt::intToFP(FPFormat::Single, APInt(64, R64), true) == bitsF((float)S64));
    // The float reference for bfloat would double-round, so compare only where the float is exact.
    if ((uint64_t)(float)R64 == R64 && R64 < (1ull << 63))
      REQUIRE(dt::intToFP(FPFormat::BFloat, APInt(64, R64), false).getZExtValue() == refBFloat((float)R64));
    // fpToInt against host truncation where the value is in range.
    double D = toD(randFP(FPFormat::Double));
    if (std::isfinite(D) && std::abs(D) < 0x1p126) {
      APInt Got = dt::fpToInt(FPFormat::Double, bitsD(D), 128, true, In);
      REQUIRE(In);
      REQUIRE(Got == U128((u128)(i128)D));
    }
    __float128 QV = toQ(randFP(FPFormat::Quad));
    if (QV == QV && QV > -0x1p127Q && QV < 0x1p127Q) {
      APInt Got = dt::fpToInt(FPFormat::Quad, bitsQ(QV), 128, true, In);
      REQUIRE(In);
      REQUIRE(Got == U128((u128)(i128)QV));
    }
  }
}

TEST_CASE("FP dump and IR text", "[apint]") {
  using dt::fpDumpText;
  using dt::fpIRText;
  auto S = FPFormat::Single, D = FPFormat::Double;
  CHECK(fpDumpText(S, bitsF(0.0f)) == "0.000000e+00");
  CHECK(fpDumpText(S, bitsF(1.5f)) == "1.500000e+00");
  CHECK(fpDumpText(D, bitsD(-2.5e10)) == "-2.500000e+10");
  CHECK(fpDumpText(S, bitsF(0.1f)) == "1.000000e-01");
  CHECK(fpDumpText(D, bitsD(1e-310)) == "1.000000e-310");
  CHECK(fpDumpText(D, bitsD(-0.0)) == "-0.000000e+00");
  CHECK(fpDumpText(D, bitsD(INFINITY)) == "INF");
  CHECK(fpDumpText(S, bitsF(-INFINITY)) == "-INF");
  CHECK(fpDumpText(D, dt::fpQNaN(D)) == "nan");
  CHECK(fpDumpText(D, dt::fpNeg(D, dt::fpQNaN(D))) == "nan");
  CHECK(fpDumpText(FPFormat::Half, APInt(16, 0x3C00)) == "APFloat(15360)");
  CHECK(fpDumpText(FPFormat::BFloat, APInt(16, 0xBF80)) == "APFloat(49024)");
  CHECK(fpDumpText(FPFormat::X87, bitsX(1.0L)) == "APFloat(302222231531620438900736)");
  CHECK(fpDumpText(FPFormat::Quad, bitsQ(1.0Q)) == "APFloat(85065399433376081038215121361612832768)");

  CHECK(fpIRText(D, bitsD(1.0)) == "1.000000e+00");
  CHECK(fpIRText(S, bitsF(1.0f)) == "1.000000e+00");
  CHECK(fpIRText(D, bitsD(0.0)) == "0.000000e+00");
  CHECK(fpIRText(D, bitsD(-0.0)) == "-0.000000e+00");
  CHECK(fpIRText(D, bitsD(0.1)) == "1.000000e-01");
  CHECK(fpIRText(S, bitsF(0.1f)) == "0x3FB99999A0000000");
  CHECK(fpIRText(D, bitsD(0.3)) == "3.000000e-01");
  CHECK(fpIRText(D, bitsD(0.7)) == "0x3FE6666666666666"); // APFloat truncates to 699999 here
  CHECK(fpIRText(D, bitsD(0.6)) == "6.000000e-01");
  CHECK(fpIRText(D, bitsD(0.8)) == "8.000000e-01");
  CHECK(fpIRText(D, bitsD(2.0 / 3)) == "0x3FE5555555555555");
  CHECK(fpIRText(D, bitsD(0.666667)) == "6.666670e-01");
  CHECK(fpIRText(D, bitsD(3.14159)) == "3.141590e+00");
  CHECK(fpIRText(D, bitsD(-2.5e10)) == "-2.500000e+10");
  CHECK(fpIRText(D, bitsD(1e100)) == "1.000000e+100");
  CHECK(fpIRText(D, bitsD(1e-300)) == "1.000000e-300");
  CHECK(fpIRText(D, bitsD(123456.0)) == "1.234560e+05");
  CHECK(fpIRText(D, bitsD(1234567.0)) == "0x4132D68700000000"); // needs 7 digits
  CHECK(fpIRText(D, bitsD(1.234567)) == "0x3FF3C0C9539B8887");
  CHECK(fpIRText(D, bitsD(0x1p-1022)) == "0x10000000000000"); // no leading zeros, as LLVM's format_hex
  CHECK(fpIRText(D, bitsD(4.9406564584124654e-324)) == "4.940660e-324");
  CHECK(fpIRText(D, bitsD(INFINITY)) == "0x7FF0000000000000");
  CHECK(fpIRText(D, bitsD(-INFINITY)) == "0xFFF0000000000000");
  CHECK(fpIRText(S, bitsF(INFINITY)) == "0x7FF0000000000000");
  CHECK(fpIRText(S, APInt(32, 0x7FC00000)) == "0x7FF8000000000000");
  CHECK(fpIRText(S, APInt(32, 0x7F800001)) == "0x7FF0000020000000"); // sNaN stays signalling
  CHECK(fpIRText(S, APInt(32, 0xFFA00000)) == "0xFFF4000000000000");
  CHECK(fpIRText(FPFormat::Half, APInt(16, 0x3C00)) == "0xH3C00");
  CHECK(fpIRText(FPFormat::Half, APInt(16, 0x1)) == "0xH0001");
  CHECK(fpIRText(FPFormat::BFloat, APInt(16, 0xBF80)) == "0xRBF80");
  CHECK(fpIRText(FPFormat::X87, bitsX(1.0L)) == "0xK3FFF8000000000000000");
  CHECK(fpIRText(FPFormat::Quad, bitsQ(1.0Q)) == "0xL00000000000000003FFF000000000000");
  CHECK(fpIRText(FPFormat::Quad, bitsQ(-2.0Q)) == "0xL0000000000000000C000000000000000");

  // Printing then parsing gives back the same bits, for every format.
  for (int Iter = 0; Iter < 5000; ++Iter) {
    for (FPFormat F : AllFormats) {
      APInt V = randFP(F);
      std::string T = fpIRText(F, V);
      INFO(dt::fpTypeName(F) << " " << hexOf(V) << " printed " << T);
      auto Back = dt::parseFPLiteral(F, T, nullptr);
      REQUIRE(Back);
      if (F == S && dt::fpIsNaN(S, V)) {
        // A float NaN's low payload bits have no double spelling; only NaN-ness and signalling survive.
        REQUIRE(dt::fpIsNaN(S, *Back));
        REQUIRE(dt::fpIsSignalingNaN(S, *Back) == dt::fpIsSignalingNaN(S, V));
      } else {
        REQUIRE(*Back == V);
      }
    }
  }
}
