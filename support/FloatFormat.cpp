// support/FloatFormat.cpp — IEEE formats as bit patterns: parsing, printing, conversion, arithmetic.
//
// Duty: implement FloatFormat.h. The core is a format-generic unpack / round-and-pack pair: any finite
// value is Sig * 2^Exp with an exact integer Sig, and roundPack() rounds such a value (plus an optional
// sticky "something non-zero below Sig's last bit") to any format with round-to-nearest-even, handling
// subnormals, overflow to infinity and x87's explicit integer bit. Conversions, decimal parsing, integer
// conversion, fma, fmod and sqrt build exact (APInt) intermediates and round once through it, so they are
// correctly rounded for every format without relying on the host.
//
// + - * / use host arithmetic where the host type is the format itself (float, double, x87 long double,
// __float128 via libgcc's soft-fp), which is correctly rounded. Half and bfloat compute in float and round
// the float result: float's 24-bit significand is >= 2p+2 for p = 11 and p = 8, which makes the double
// rounding innocuous for + - * / sqrt (Figueroa's theorem). bfloat shares float's exponent range; in the
// subnormal range a sum or difference is exact in float, and a product or quotient small enough to be
// rounded by float sits far (>= 2^-135) from any bfloat rounding boundary it could be moved onto. fma is
// not covered by that theorem, so it is always done exactly in software.
//
// NaN handling is done before the host sees the operands (host NaN results are platform-specific, e.g.
// x86's negative default NaN), see the policy in the header.
#include "support/FloatFormat.h"

#include "support/Diagnostics.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdio>
#include <cstring>

namespace dt {

namespace {

using u128 = unsigned __int128;

struct Fmt {
  unsigned Bits;    // storage width
  unsigned Prec;    // significand precision, counting the integer bit
  unsigned ExpBits; // exponent field width
  bool ExplicitInt; // x87 stores its integer bit in the significand field
  int64_t bias() const { return (int64_t(1) << (ExpBits - 1)) - 1; }
  unsigned mantBits() const { return ExplicitInt ? Prec : Prec - 1; } // field below the exponent
  unsigned fracBits() const { return Prec - 1; }                      // NaN payload, quiet bit on top
  uint32_t expMax() const { return (1u << ExpBits) - 1; }
};

const Fmt& fmt(FPFormat F) {
  static const Fmt Table[] = {
      {16, 11, 5, false},  {16, 8, 8, false},  {32, 24, 8, false},
      {64, 53, 11, false}, {80, 64, 15, true}, {128, 113, 15, false},
  };
  return Table[(unsigned)F];
}

unsigned bitLen(u128 V) {
  uint64_t Hi = (uint64_t)(V >> 64), Lo = (uint64_t)V;
  return Hi ? 128 - std::countl_zero(Hi) : 64 - std::countl_zero(Lo);
}

u128 rawOf(const APInt& B) {
  u128 R = B.words()[0];
  if (B.numWords() > 1) R |= (u128)B.words()[1] << 64;
  return R;
}

APInt apOf(unsigned Width, u128 V) {
  uint64_t W[2] = {(uint64_t)V, (uint64_t)(V >> 64)};
  return APInt(Width, std::span<const uint64_t>(W, 2));
}

void checkWidth(FPFormat F, const APInt& B) {
  DT_CHECK(B.getBitWidth() == fmt(F).Bits, "FP bit pattern of the wrong width for its format");
}

APInt pack(FPFormat F, bool Neg, uint32_t BiasedExp, u128 Mant) {
  const Fmt& M = fmt(F);
  u128 Raw = Mant | ((u128)BiasedExp << M.mantBits()) | ((u128)Neg << (M.Bits - 1));
  return apOf(M.Bits, Raw);
}

/// A NaN with the given FracBits-wide payload (which must be non-zero so it is not an infinity).
APInt makeNaN(FPFormat F, bool Neg, u128 Payload) {
  const Fmt& M = fmt(F);
  if (M.ExplicitInt) Payload |= (u128)1 << 63; // a real NaN, not a pseudo-NaN
  return pack(F, Neg, M.expMax(), Payload);
}

u128 quietBit(FPFormat F) {
  return (u128)1 << (fmt(F).fracBits() - 1);
}

enum class Cls { Zero, Finite, Inf, NaN };

struct Unpacked {
  Cls C = Cls::Zero;
  bool Neg = false;
  u128 Sig = 0; // Finite: the value is Sig * 2^Exp (Sig != 0). NaN: the payload, quiet bit on top.
  int64_t Exp = 0;
};

Unpacked unpack(FPFormat F, const APInt& Bits) {
  checkWidth(F, Bits);
  const Fmt& M = fmt(F);
  u128 Raw = rawOf(Bits);
  Unpacked U;
  U.Neg = (Raw >> (M.Bits - 1)) & 1;
  uint32_t E = (uint32_t)(Raw >> M.mantBits()) & M.expMax();
  u128 Mant = Raw & (((u128)1 << M.mantBits()) - 1);
  u128 FracMask = ((u128)1 << M.fracBits()) - 1;
  int64_t LowExp = 1 - M.bias() - (M.Prec - 1); // exponent of the last significand bit at E = 1 (and 0)
  if (!M.ExplicitInt) {
    if (E == M.expMax()) {
      U.C = Mant ? Cls::NaN : Cls::Inf;
      U.Sig = Mant;
    } else if (E == 0) {
      U.C = Mant ? Cls::Finite : Cls::Zero;
      U.Sig = Mant;
      U.Exp = LowExp;
    } else {
      U.C = Cls::Finite;
      U.Sig = Mant | ((u128)1 << (M.Prec - 1));
      U.Exp = LowExp + (E - 1);
    }
    return U;
  }
  // x87: pseudo-infinities, pseudo-NaNs and unnormals are invalid operands on current hardware and are read
  // as NaNs (as APFloat does); pseudo-denormals (E = 0, integer bit set) are read as their value.
  bool IntBit = (Mant >> 63) & 1;
  u128 Frac = Mant & FracMask;
  if (E == M.expMax()) {
    U.C = (IntBit && Frac == 0) ? Cls::Inf : Cls::NaN;
    U.Sig = Frac;
  } else if (E == 0) {
    U.C = Mant ? Cls::Finite : Cls::Zero;
    U.Sig = Mant;
    U.Exp = LowExp;
  } else if (!IntBit) {
    U.C = Cls::NaN;
    U.Sig = Frac;
  } else {
    U.C = Cls::Finite;
    U.Sig = Mant;
    U.Exp = LowExp + (E - 1);
  }
  return U;
}

/// Rounds (Sig + s) * 2^Exp to F, where s is in (0, 1) when Sticky and 0 otherwise. With Sticky set, Sig
/// must carry at least Prec + 1 bits (or the value must lie below the normal range), so the sticky part
/// falls strictly below the rounding position.
APInt roundPack(FPFormat F, bool Neg, u128 Sig, int64_t Exp, bool Sticky) {
  const Fmt& M = fmt(F);
  if (Sig == 0) {
    DT_CHECK(!Sticky, "roundPack: sticky bits without a significand");
    return pack(F, Neg, 0, 0);
  }
  int64_t Prec = M.Prec;
  int64_t E = (int64_t)bitLen(Sig) - 1 + Exp; // exponent of the leading bit
  int64_t Emin = 1 - M.bias();
  int64_t Q = std::max(E, Emin) - (Prec - 1); // exponent of the result's last significand bit
  int64_t Shift = Q - Exp;
  u128 Mant;
  bool Round = false, St = Sticky;
  if (Shift <= 0) {
    DT_CHECK(!Sticky, "roundPack: sticky bits above the rounding position");
    Mant = Sig << -Shift;
  } else if (Shift > 128) {
    Mant = 0;
    St = true;
  } else if (Shift == 128) {
    Mant = 0;
    Round = (Sig >> 127) & 1;
    St |= (Sig << 1) != 0;
  } else {
    Mant = Sig >> Shift;
    Round = (Sig >> (Shift - 1)) & 1;
    if (Shift > 1) St |= (Sig & (((u128)1 << (Shift - 1)) - 1)) != 0;
  }
  if (Round && (St || (Mant & 1))) ++Mant;
  if (Mant >> Prec) { // rounding carried into the next binade
    Mant >>= 1;
    ++Q;
  }
  if (Mant == 0) return pack(F, Neg, 0, 0);
  u128 One = (u128)1 << (Prec - 1);
  if (Mant < One) return pack(F, Neg, 0, Mant); // subnormal (x87: integer bit clear)
  int64_t Biased = Q + (Prec - 1) + M.bias();
  if (Biased >= (int64_t)M.expMax()) return fpInf(F, Neg);
  return pack(F, Neg, (uint32_t)Biased, M.ExplicitInt ? Mant : Mant - One);
}

/// roundPack for a significand of any width: bits beyond what any format can use fold into the sticky bit.
APInt roundPackAP(FPFormat F, bool Neg, const APInt& Sig, int64_t Exp, bool Sticky) {
  unsigned Active = Sig.getActiveBits();
  if (Active <= 126) return roundPack(F, Neg, rawOf(Sig), Exp, Sticky);
  unsigned Sh = Active - 126;
  Sticky |= Sig.countTrailingZeros() < Sh;
  return roundPack(F, Neg, rawOf(Sig.lshr(Sh)), Exp + Sh, Sticky);
}

APInt quieted(FPFormat F, const APInt& NaN) {
  Unpacked U = unpack(F, NaN);
  return makeNaN(F, U.Neg, U.Sig | quietBit(F));
}

/// LLVM's trick for keeping a converted NaN signalling: clear the quiet bit of the (quieted) result and,
/// if no payload bit is left, set the next one down so the value stays a NaN.
APInt resignal(FPFormat F, const APInt& QuietNaN) {
  Unpacked U = unpack(F, QuietNaN);
  u128 Payload = U.Sig & ~quietBit(F);
  if (Payload == 0) Payload = quietBit(F) >> 1;
  return makeNaN(F, U.Neg, Payload);
}

APInt apPow(unsigned Base, uint64_t N, unsigned Width) {
  // Width must hold Base^N; the base is only squared while exponent bits remain, so nothing overflows.
  APInt R(Width, 1), B(Width, Base);
  while (N) {
    if (N & 1) R = R * B;
    N >>= 1;
    if (N) B = B * B;
  }
  return R;
}

// ---- host types ----------------------------------------------------------------------------------------

float asF32(const APInt& B) {
  return std::bit_cast<float>((uint32_t)B.lowWord());
}
double asF64(const APInt& B) {
  return std::bit_cast<double>(B.lowWord());
}
long double asF80(const APInt& B) {
  long double V = 0;
  uint64_t W[2] = {B.words()[0], B.words()[1]};
  std::memcpy(&V, W, 10); // x86-64 long double: 80 significant bits in 16 bytes of storage
  return V;
}
__float128 asF128(const APInt& B) {
  __float128 V;
  uint64_t W[2] = {B.words()[0], B.words()[1]};
  std::memcpy(&V, W, 16);
  return V;
}
APInt bitsOf(float V) {
  return APInt(32, std::bit_cast<uint32_t>(V));
}
APInt bitsOf(double V) {
  return APInt(64, std::bit_cast<uint64_t>(V));
}
APInt bitsOf(long double V) {
  uint64_t W[2] = {0, 0};
  std::memcpy(W, &V, 10);
  return APInt(80, std::span<const uint64_t>(W, 2));
}
APInt bitsOf(__float128 V) {
  uint64_t W[2];
  std::memcpy(W, &V, 16);
  return APInt(128, std::span<const uint64_t>(W, 2));
}

enum class BinOp { Add, Sub, Mul, Div };

template <class T> T apply(BinOp Op, T A, T B) {
  switch (Op) {
  case BinOp::Add: return A + B;
  case BinOp::Sub: return A - B;
  case BinOp::Mul: return A * B;
  case BinOp::Div: return A / B;
  }
  return A;
}

APInt binary(FPFormat F, BinOp Op, const APInt& A, const APInt& B) {
  bool NA = fpIsNaN(F, A), NB = fpIsNaN(F, B);
  if (NA || NB) return quieted(F, NA ? A : B);
  checkWidth(F, B);
  APInt R;
  switch (F) {
  case FPFormat::Single: R = bitsOf(apply(Op, asF32(A), asF32(B))); break;
  case FPFormat::Double: R = bitsOf(apply(Op, asF64(A), asF64(B))); break;
  case FPFormat::X87: R = bitsOf(apply(Op, asF80(A), asF80(B))); break;
  case FPFormat::Quad: R = bitsOf(apply(Op, asF128(A), asF128(B))); break;
  case FPFormat::Half:
  case FPFormat::BFloat: {
    float X = asF32(fpConvert(F, A, FPFormat::Single)), Y = asF32(fpConvert(F, B, FPFormat::Single));
    R = fpConvert(FPFormat::Single, bitsOf(apply(Op, X, Y)), F);
    break;
  }
  }
  return fpIsNaN(F, R) ? fpQNaN(F) : R;
}

/// Integer square root by the digit-by-digit method; Exact tells whether Root^2 == N.
APInt isqrt(const APInt& N, bool& Exact) {
  unsigned W = N.getBitWidth();
  APInt Rem = N, Root(W, 0);
  unsigned Active = N.getActiveBits();
  if (Active == 0) {
    Exact = true;
    return Root;
  }
  APInt Bit(W, 0);
  Bit.setBit((Active - 1) & ~1u); // highest power of four <= N
  while (!Bit.isZero()) {
    APInt Trial = Root + Bit;
    if (Rem.uge(Trial)) {
      Rem -= Trial;
      Root = Root.lshr(1) + Bit;
    } else {
      Root = Root.lshr(1);
    }
    Bit = Bit.lshr(2);
  }
  Exact = Rem.isZero();
  return Root;
}

APInt softSqrt(FPFormat F, const APInt& A) {
  Unpacked U = unpack(F, A);
  if (U.C == Cls::NaN) return quieted(F, A);
  if (U.C == Cls::Zero) return A; // sqrt(-0) = -0
  if (U.Neg) return fpQNaN(F);
  if (U.C == Cls::Inf) return A;
  // Scale so the integer root has at least Prec + 2 bits and the exponent stays even.
  int64_t SigBits = bitLen(U.Sig);
  int64_t K = std::max<int64_t>(0, 2 * (int64_t)fmt(F).Prec + 5 - SigBits);
  if ((U.Exp - K) & 1) ++K;
  APInt N = apOf((unsigned)(SigBits + K + 2), U.Sig).shl((unsigned)K);
  bool Exact;
  APInt Root = isqrt(N, Exact);
  return roundPackAP(F, false, Root, (U.Exp - K) / 2, !Exact);
}

/// The decimal digits LLVM's IR printer would use for a finite non-zero value: APFloat::toString with
/// precision 6 — the exact decimal expansion, first cut down by truncating division to about 20 bits, then
/// rounded half-up to 6 significant digits — in scientific form padded to 6 fraction digits.
std::string llvmSixDigitText(const Unpacked& U) {
  u128 Sig = U.Sig;
  int64_t E2 = U.Exp;
  int TZ = (uint64_t)Sig ? std::countr_zero((uint64_t)Sig) : 64 + std::countr_zero((uint64_t)(Sig >> 64));
  Sig >>= TZ;
  E2 += TZ;
  int64_t E10 = 0;
  APInt N;
  if (E2 >= 0) {
    N = apOf((unsigned)(bitLen(Sig) + E2 + 1), Sig).shl((unsigned)E2);
  } else {
    // N * 2^-t == N * 5^t * 10^-t.
    uint64_t T = (uint64_t)-E2;
    unsigned W = (unsigned)(bitLen(Sig) + (137 * T + 136) / 59 + 2); // log2(5) < 137/59
    N = apOf(W, Sig) * apPow(5, T, W);
    E10 = -(int64_t)T;
  }
  unsigned Bits = N.getActiveBits();
  const unsigned BitsRequired = (6 * 196 + 58) / 59; // APFloat's estimate for 6 digits (196/59 ~ log2 10)
  if (Bits > BitsRequired) {
    unsigned Tens = (Bits - BitsRequired) * 59 / 196;
    if (Tens) {
      N = N.udiv(apPow(10, Tens, N.getBitWidth()));
      E10 += Tens;
    }
  }
  std::string Dig = N.toString(10, false);
  auto StripZeros = [&] {
    size_t Last = Dig.find_last_not_of('0');
    E10 += (int64_t)(Dig.size() - 1 - Last);
    Dig.resize(Last + 1);
  };
  StripZeros();
  if (Dig.size() > 6) {
    bool Up = Dig[6] >= '5';
    E10 += (int64_t)Dig.size() - 6;
    Dig.resize(6);
    if (Up) {
      int I = 5;
      while (I >= 0 && Dig[I] == '9') Dig[I--] = '0';
      if (I >= 0) {
        ++Dig[I];
      } else {
        Dig.insert(Dig.begin(), '1');
      }
    }
    StripZeros();
  }
  int64_t Exp10 = E10 + (int64_t)Dig.size() - 1;
  std::string S = U.Neg ? "-" : "";
  S += Dig[0];
  S += '.';
  S += Dig.substr(1);
  S.append(7 - Dig.size(), '0');
  S += Exp10 < 0 ? "e-" : "e+";
  std::string ExpDigits = std::to_string(Exp10 < 0 ? -Exp10 : Exp10);
  if (ExpDigits.size() < 2) ExpDigits.insert(ExpDigits.begin(), '0');
  return S + ExpDigits;
}

std::string hexUpper(uint64_t V, unsigned MinDigits) {
  static const char Digits[] = "0123456789ABCDEF";
  std::string S;
  while (V || S.size() < MinDigits) {
    S.push_back(Digits[V & 15]);
    V >>= 4;
  }
  std::reverse(S.begin(), S.end());
  return S;
}

std::optional<APInt> fail(std::string* Error, std::string Msg) {
  if (Error) *Error = std::move(Msg);
  return std::nullopt;
}

std::optional<APInt> parseDecimal(FPFormat F, std::string_view T, std::string* Error) {
  size_t I = 0;
  bool Neg = false;
  if (I < T.size() && (T[I] == '-' || T[I] == '+')) Neg = T[I++] == '-';
  auto IsDigit = [&](size_t K) { return K < T.size() && T[K] >= '0' && T[K] <= '9'; };
  std::string Digits;
  int64_t Exp10 = 0;
  bool Any = false;
  for (; IsDigit(I); ++I, Any = true) Digits.push_back(T[I]);
  if (I < T.size() && T[I] == '.') {
    for (++I; IsDigit(I); ++I, Any = true) {
      Digits.push_back(T[I]);
      --Exp10;
    }
  }
  if (!Any) return fail(Error, "invalid floating-point literal '" + std::string(T) + "'");
  if (I < T.size() && (T[I] == 'e' || T[I] == 'E')) {
    ++I;
    bool ENeg = false;
    if (I < T.size() && (T[I] == '-' || T[I] == '+')) ENeg = T[I++] == '-';
    if (!IsDigit(I))
      return fail(Error, "invalid exponent in floating-point literal '" + std::string(T) + "'");
    int64_t EV = 0;
    for (; IsDigit(I); ++I) EV = std::min<int64_t>(EV * 10 + (T[I] - '0'), 1000000000); // saturate
    Exp10 += ENeg ? -EV : EV;
  }
  if (I != T.size()) return fail(Error, "invalid floating-point literal '" + std::string(T) + "'");

  size_t First = Digits.find_first_not_of('0');
  if (First == std::string::npos) return fpZero(F, Neg);
  Digits.erase(0, First);
  size_t Last = Digits.find_last_not_of('0');
  Exp10 += (int64_t)(Digits.size() - 1 - Last);
  Digits.resize(Last + 1);
  // Every rounding boundary of every format (a midpoint between neighbours) has fewer than ~11600
  // significant decimal digits, so a longer literal can be cut to 12000 digits plus a '5' marking "something
  // non-zero below" without changing which side of any boundary it lies on.
  constexpr size_t MaxDigits = 12000;
  if (Digits.size() > MaxDigits) {
    Exp10 += (int64_t)(Digits.size() - MaxDigits) - 1;
    Digits.resize(MaxDigits);
    Digits.push_back('5');
  }
  int64_t N = (int64_t)Digits.size();
  // Beyond 10^5000 every format overflows; below 10^-5000 every format rounds to zero.
  if (N + Exp10 > 5000) return fpInf(F, Neg);
  if (N + Exp10 < -5000) return fpZero(F, Neg);
  APInt D = *APInt::fromString((unsigned)(4 * N + 4), Digits, 10);
  if (Exp10 >= 0) {
    unsigned W = D.getActiveBits() + (unsigned)(4 * Exp10) + 4;
    return roundPackAP(F, Neg, D.zextOrTrunc(W) * apPow(10, Exp10, W), 0, false);
  }
  // Value = D / 10^t: divide with enough extra quotient bits, and let the remainder set the sticky bit.
  APInt Den = apPow(10, (uint64_t)-Exp10, (unsigned)(-4 * Exp10 + 4));
  int64_t DB = Den.getActiveBits(), NB = D.getActiveBits();
  int64_t K = std::max<int64_t>(0, DB - NB + fmt(F).Prec + 3);
  unsigned W = (unsigned)std::max(NB + K + 1, DB + 1);
  APInt Q, R;
  APInt::udivrem(D.zextOrTrunc(W).shl((unsigned)K), Den.zextOrTrunc(W), Q, R);
  return roundPackAP(F, Neg, Q, -K, !R.isZero());
}

std::optional<APInt> parseHex(FPFormat F, std::string_view T, std::string* Error) {
  std::string_view Rest = T.substr(2);
  char Kind = 0;
  if (!Rest.empty() && std::strchr("HRKLM", Rest[0])) {
    Kind = Rest[0];
    Rest.remove_prefix(1);
  }
  auto HexVal = [](char C) {
    if (C >= '0' && C <= '9') return C - '0';
    if (C >= 'a' && C <= 'f') return C - 'a' + 10;
    if (C >= 'A' && C <= 'F') return C - 'A' + 10;
    return -1;
  };
  if (Rest.empty()) return fail(Error, "hexadecimal floating-point literal without digits");
  for (char C : Rest)
    if (HexVal(C) < 0)
      return fail(Error, "invalid hexadecimal floating-point literal '" + std::string(T) + "'");
  auto Value = [&](std::string_view S) {
    uint64_t V = 0;
    for (char C : S) V = V * 16 + (uint64_t)HexVal(C);
    return V;
  };
  auto Expect = [&](FPFormat Want, const char* Name) {
    if (F == Want) return std::string();
    return std::string("0x") + Kind + " literal is only valid for " + Name + ", not " + fpTypeName(F);
  };
  switch (Kind) {
  case 0: {
    if (Rest.size() > 16) return fail(Error, "hexadecimal floating-point literal wider than 64 bits");
    APInt D(64, Value(Rest));
    if (F == FPFormat::Double) return D;
    // LLVM prints every float as the double holding it; a signalling NaN must stay signalling.
    APInt R = fpConvert(FPFormat::Double, D, F);
    return fpIsSignalingNaN(FPFormat::Double, D) ? resignal(F, R) : R;
  }
  case 'H':
  case 'R': {
    std::string Msg = Kind == 'H' ? Expect(FPFormat::Half, "half") : Expect(FPFormat::BFloat, "bfloat");
    if (!Msg.empty()) return fail(Error, Msg);
    if (Rest.size() > 4) return fail(Error, "hexadecimal half/bfloat literal wider than 16 bits");
    return APInt(16, Value(Rest));
  }
  case 'K': {
    if (std::string Msg = Expect(FPFormat::X87, "x86_fp80"); !Msg.empty()) return fail(Error, Msg);
    if (Rest.size() != 20) return fail(Error, "0xK literal needs exactly 20 hex digits");
    uint64_t W[2] = {Value(Rest.substr(4)), Value(Rest.substr(0, 4))};
    return APInt(80, std::span<const uint64_t>(W, 2));
  }
  case 'L': {
    if (std::string Msg = Expect(FPFormat::Quad, "fp128"); !Msg.empty()) return fail(Error, Msg);
    if (Rest.size() != 32) return fail(Error, "0xL literal needs exactly 32 hex digits");
    uint64_t W[2] = {Value(Rest.substr(0, 16)), Value(Rest.substr(16))}; // LLVM writes the low half first
    return APInt(128, std::span<const uint64_t>(W, 2));
  }
  default: return fail(Error, "ppc_fp128 (0xM) constants are not supported");
  }
}

template <class T> FPCmpResult cmpHost(T A, T B) {
  return A < B ? FPCmpResult::Less : A > B ? FPCmpResult::Greater : FPCmpResult::Equal;
}

/// min/max of two non-NaN values with -0 < +0.
APInt pickMin(FPFormat F, const APInt& A, const APInt& B) {
  switch (fpCompare(F, A, B)) {
  case FPCmpResult::Less: return A;
  case FPCmpResult::Greater: return B;
  default: return fpSignBit(F, A) ? A : B;
  }
}

APInt pickMax(FPFormat F, const APInt& A, const APInt& B) {
  switch (fpCompare(F, A, B)) {
  case FPCmpResult::Less: return B;
  case FPCmpResult::Greater: return A;
  default: return fpSignBit(F, A) ? B : A;
  }
}

} // namespace

// ---- format facts --------------------------------------------------------------------------------------

unsigned fpBits(FPFormat F) {
  return fmt(F).Bits;
}
unsigned fpPrecision(FPFormat F) {
  return fmt(F).Prec;
}

const char* fpTypeName(FPFormat F) {
  switch (F) {
  case FPFormat::Half: return "half";
  case FPFormat::BFloat: return "bfloat";
  case FPFormat::Single: return "float";
  case FPFormat::Double: return "double";
  case FPFormat::X87: return "x86_fp80";
  case FPFormat::Quad: return "fp128";
  }
  return "?";
}

// ---- text ----------------------------------------------------------------------------------------------

std::optional<APInt> parseFPLiteral(FPFormat F, std::string_view Text, std::string* Error) {
  if (Text.size() >= 2 && Text[0] == '0' && Text[1] == 'x') return parseHex(F, Text, Error);
  return parseDecimal(F, Text, Error);
}

std::string fpDumpText(FPFormat F, const APInt& Bits) {
  checkWidth(F, Bits);
  if (F != FPFormat::Single && F != FPFormat::Double) return "APFloat(" + Bits.toString(10, false) + ")";
  double V = fpToDouble(F, Bits);
  if (std::isnan(V)) return "nan";
  if (std::isinf(V)) return V < 0 ? "-INF" : "INF";
  char Buf[64];
  std::snprintf(Buf, sizeof Buf, "%.6e", V);
  return Buf;
}

std::string fpIRText(FPFormat F, const APInt& Bits) {
  checkWidth(F, Bits);
  switch (F) {
  case FPFormat::Half: return "0xH" + hexUpper(Bits.lowWord(), 4);
  case FPFormat::BFloat: return "0xR" + hexUpper(Bits.lowWord(), 4);
  case FPFormat::X87: return "0xK" + hexUpper(Bits.words()[1], 4) + hexUpper(Bits.words()[0], 16);
  case FPFormat::Quad: return "0xL" + hexUpper(Bits.words()[0], 16) + hexUpper(Bits.words()[1], 16);
  case FPFormat::Single:
  case FPFormat::Double: break;
  }
  Unpacked U = unpack(F, Bits);
  APInt AsDouble = fpConvert(F, Bits, FPFormat::Double);
  if (U.C == Cls::Zero) return U.Neg ? "-0.000000e+00" : "0.000000e+00";
  if (U.C == Cls::Finite) {
    std::string S = llvmSixDigitText(U);
    auto Back = parseDecimal(FPFormat::Double, S, nullptr);
    if (Back && *Back == AsDouble) return S;
  }
  if (F == FPFormat::Single && fpIsSignalingNaN(F, Bits)) AsDouble = resignal(FPFormat::Double, AsDouble);
  return "0x" + hexUpper(AsDouble.lowWord(), 1);
}

// ---- conversions ---------------------------------------------------------------------------------------

APInt fpConvert(FPFormat From, const APInt& Bits, FPFormat To) {
  checkWidth(From, Bits);
  if (From == To) return Bits;
  Unpacked U = unpack(From, Bits);
  switch (U.C) {
  case Cls::Zero: return fpZero(To, U.Neg);
  case Cls::Inf: return fpInf(To, U.Neg);
  case Cls::NaN: {
    // Keep the payload's top bits aligned with the quiet bit (as x86 and APFloat do), then quiet it.
    int D = (int)fmt(To).fracBits() - (int)fmt(From).fracBits();
    u128 P = D >= 0 ? U.Sig << D : U.Sig >> -D;
    return makeNaN(To, U.Neg, P | quietBit(To));
  }
  case Cls::Finite: break;
  }
  return roundPack(To, U.Neg, U.Sig, U.Exp, false);
}

double fpToDouble(FPFormat F, const APInt& Bits) {
  return asF64(fpConvert(F, Bits, FPFormat::Double));
}

APInt fpFromDouble(FPFormat F, double V) {
  return fpConvert(FPFormat::Double, bitsOf(V), F);
}

APInt fpToInt(FPFormat F, const APInt& A, unsigned Width, bool IsSigned, bool& InRange) {
  DT_CHECK(Width >= 1, "fpToInt to a zero-width integer");
  Unpacked U = unpack(F, A);
  auto Saturate = [&](bool Neg) {
    InRange = false;
    if (!IsSigned) return Neg ? APInt(Width, 0) : APInt::allOnes(Width);
    return Neg ? APInt::signedMin(Width) : APInt::signedMax(Width);
  };
  switch (U.C) {
  case Cls::NaN: InRange = false; return APInt(Width, 0);
  case Cls::Inf: return Saturate(U.Neg);
  case Cls::Zero: InRange = true; return APInt(Width, 0);
  case Cls::Finite: break;
  }
  APInt Mag(Width, 0);
  if (U.Exp >= 0) {
    // Check the magnitude's width before shifting so huge exponents never build huge integers.
    if ((uint64_t)bitLen(U.Sig) + (uint64_t)U.Exp > Width) return Saturate(U.Neg);
    Mag = apOf(Width, U.Sig).shl((unsigned)U.Exp);
  } else {
    u128 T = -U.Exp >= 128 ? 0 : U.Sig >> -U.Exp;
    if (bitLen(T) > Width) return Saturate(U.Neg);
    Mag = apOf(Width, T);
  }
  if (!IsSigned) {
    if (U.Neg && !Mag.isZero()) return Saturate(true);
    InRange = true;
    return Mag;
  }
  if (!U.Neg) {
    if (Mag.isNegative()) return Saturate(false);
    InRange = true;
    return Mag;
  }
  if (Mag.isNegative() && !Mag.isSignMask()) return Saturate(true); // below -2^(Width-1)
  InRange = true;
  return -Mag;
}

APInt intToFP(FPFormat F, const APInt& V, bool IsSigned) {
  bool Neg = IsSigned && V.isNegative();
  APInt Mag = Neg ? -V : V; // the signed minimum's magnitude reads correctly as unsigned
  if (Mag.isZero()) return fpZero(F, false);
  return roundPackAP(F, Neg, Mag, 0, false);
}

// ---- classification and sign ---------------------------------------------------------------------------

bool fpIsNaN(FPFormat F, const APInt& Bits) {
  return unpack(F, Bits).C == Cls::NaN;
}
bool fpIsInf(FPFormat F, const APInt& Bits) {
  return unpack(F, Bits).C == Cls::Inf;
}
bool fpIsZero(FPFormat F, const APInt& Bits) {
  return unpack(F, Bits).C == Cls::Zero;
}
bool fpSignBit(FPFormat F, const APInt& Bits) {
  checkWidth(F, Bits);
  return Bits.isNegative();
}

bool fpIsSignalingNaN(FPFormat F, const APInt& Bits) {
  Unpacked U = unpack(F, Bits);
  return U.C == Cls::NaN && !(U.Sig & quietBit(F));
}

APInt fpZero(FPFormat F, bool Negative) {
  return pack(F, Negative, 0, 0);
}

APInt fpInf(FPFormat F, bool Negative) {
  const Fmt& M = fmt(F);
  return pack(F, Negative, M.expMax(), M.ExplicitInt ? (u128)1 << 63 : 0);
}

APInt fpQNaN(FPFormat F) {
  return makeNaN(F, false, quietBit(F));
}

APInt fpNeg(FPFormat F, const APInt& A) {
  checkWidth(F, A);
  return A ^ APInt::signMask(A.getBitWidth());
}

APInt fpAbs(FPFormat F, const APInt& A) {
  checkWidth(F, A);
  APInt R = A;
  R.clearBit(R.getBitWidth() - 1);
  return R;
}

APInt fpCopySign(FPFormat F, const APInt& Mag, const APInt& Sign) {
  checkWidth(F, Mag);
  checkWidth(F, Sign);
  APInt R = Mag;
  if (Sign.isNegative())
    R.setBit(R.getBitWidth() - 1);
  else
    R.clearBit(R.getBitWidth() - 1);
  return R;
}

// ---- arithmetic ----------------------------------------------------------------------------------------

APInt fpAdd(FPFormat F, const APInt& A, const APInt& B) {
  return binary(F, BinOp::Add, A, B);
}
APInt fpSub(FPFormat F, const APInt& A, const APInt& B) {
  return binary(F, BinOp::Sub, A, B);
}
APInt fpMul(FPFormat F, const APInt& A, const APInt& B) {
  return binary(F, BinOp::Mul, A, B);
}
APInt fpDiv(FPFormat F, const APInt& A, const APInt& B) {
  return binary(F, BinOp::Div, A, B);
}

APInt fpSqrt(FPFormat F, const APInt& A) {
  if (fpIsNaN(F, A)) return quieted(F, A);
  APInt R;
  switch (F) {
  case FPFormat::Single: R = bitsOf(std::sqrt(asF32(A))); break;
  case FPFormat::Double: R = bitsOf(std::sqrt(asF64(A))); break;
  case FPFormat::X87: R = bitsOf(std::sqrt(asF80(A))); break;
  case FPFormat::Quad: return softSqrt(F, A); // no libquadmath: exact integer square root instead
  case FPFormat::Half:
  case FPFormat::BFloat:
    R = fpConvert(FPFormat::Single, bitsOf(std::sqrt(asF32(fpConvert(F, A, FPFormat::Single)))), F);
    break;
  }
  return fpIsNaN(F, R) ? fpQNaN(F) : R;
}

APInt fpRem(FPFormat F, const APInt& A, const APInt& B) {
  // fmod is exact, so an exact integer remainder of the aligned significands is the answer for every format.
  Unpacked UA = unpack(F, A), UB = unpack(F, B);
  if (UA.C == Cls::NaN) return quieted(F, A);
  if (UB.C == Cls::NaN) return quieted(F, B);
  if (UA.C == Cls::Inf || UB.C == Cls::Zero) return fpQNaN(F);
  if (UB.C == Cls::Inf || UA.C == Cls::Zero) return A;
  int64_t SA = bitLen(UA.Sig), SB = bitLen(UB.Sig);
  if (UA.Exp + SA < UB.Exp + SB) return A; // |A| < |B| by leading-bit position
  int64_t D = UA.Exp - UB.Exp;
  APInt R;
  int64_t E;
  if (D >= 0) {
    unsigned W = (unsigned)(SA + D + 1);
    R = apOf(W, UA.Sig).shl((unsigned)D).urem(apOf(W, UB.Sig));
    E = UB.Exp;
  } else {
    unsigned W = (unsigned)(SB - D + 1);
    R = apOf(W, UA.Sig).urem(apOf(W, UB.Sig).shl((unsigned)-D));
    E = UA.Exp;
  }
  if (R.isZero()) return fpZero(F, UA.Neg);
  return roundPackAP(F, UA.Neg, R, E, false);
}

APInt fpFma(FPFormat F, const APInt& A, const APInt& B, const APInt& C) {
  Unpacked UA = unpack(F, A), UB = unpack(F, B), UC = unpack(F, C);
  if (UA.C == Cls::NaN) return quieted(F, A);
  if (UB.C == Cls::NaN) return quieted(F, B);
  if (UC.C == Cls::NaN) return quieted(F, C);
  bool PNeg = UA.Neg != UB.Neg;
  if (UA.C == Cls::Inf || UB.C == Cls::Inf) {
    if (UA.C == Cls::Zero || UB.C == Cls::Zero) return fpQNaN(F);
    if (UC.C == Cls::Inf && UC.Neg != PNeg) return fpQNaN(F);
    return fpInf(F, PNeg);
  }
  if (UC.C == Cls::Inf) return C;
  if (UA.C == Cls::Zero || UB.C == Cls::Zero) {
    if (UC.C == Cls::Zero) return fpZero(F, PNeg && UC.Neg); // +0 unless both zeros are negative
    return C;
  }
  // The exact product has at most 226 bits.
  APInt P = apOf(256, UA.Sig) * apOf(256, UB.Sig);
  int64_t EP = UA.Exp + UB.Exp;
  if (UC.C == Cls::Zero) return roundPackAP(F, PNeg, P, EP, false);
  APInt Cs = apOf(256, UC.Sig);
  int64_t EC = UC.Exp;
  int64_t TopP = EP + P.getActiveBits() - 1, TopC = EC + Cs.getActiveBits() - 1;
  // A term lying entirely more than Gap bits below the other's leading bit only decides the direction of
  // rounding; any stand-in of the same sign below that point rounds identically (Gap >= 226 + 2, and
  // > Prec + 2), so replace it by a single bit to keep the exact sum small.
  constexpr int64_t Gap = 240;
  if (TopC < TopP - Gap) {
    Cs = APInt(256, 1);
    EC = TopC = TopP - Gap - 1;
  } else if (TopP < TopC - Gap) {
    P = APInt(256, 1);
    EP = TopP = TopC - Gap - 1;
  }
  int64_t E = std::min(EP, EC);
  unsigned W = (unsigned)(std::max(TopP, TopC) - E + 3);
  APInt X = P.zextOrTrunc(W).shl((unsigned)(EP - E)), Y = Cs.zextOrTrunc(W).shl((unsigned)(EC - E));
  APInt Sum;
  bool Neg;
  if (PNeg == UC.Neg) {
    Sum = X + Y;
    Neg = PNeg;
  } else if (X.uge(Y)) {
    Sum = X - Y;
    Neg = PNeg;
  } else {
    Sum = Y - X;
    Neg = UC.Neg;
  }
  if (Sum.isZero()) return fpZero(F, false); // exact cancellation is +0 under round-to-nearest
  return roundPackAP(F, Neg, Sum, E, false);
}

FPCmpResult fpCompare(FPFormat F, const APInt& A, const APInt& B) {
  if (fpIsNaN(F, A) || fpIsNaN(F, B)) return FPCmpResult::Unordered;
  switch (F) {
  case FPFormat::Single: return cmpHost(asF32(A), asF32(B));
  case FPFormat::Double: return cmpHost(asF64(A), asF64(B));
  default:
    // Every format converts to quad exactly.
    return cmpHost(asF128(fpConvert(F, A, FPFormat::Quad)), asF128(fpConvert(F, B, FPFormat::Quad)));
  }
}

APInt fpMinNum(FPFormat F, const APInt& A, const APInt& B) {
  bool NA = fpIsNaN(F, A), NB = fpIsNaN(F, B);
  if (NA && NB) return quieted(F, A);
  if (NA) return B;
  if (NB) return A;
  return pickMin(F, A, B);
}

APInt fpMaxNum(FPFormat F, const APInt& A, const APInt& B) {
  bool NA = fpIsNaN(F, A), NB = fpIsNaN(F, B);
  if (NA && NB) return quieted(F, A);
  if (NA) return B;
  if (NB) return A;
  return pickMax(F, A, B);
}

APInt fpMinimum(FPFormat F, const APInt& A, const APInt& B) {
  if (fpIsNaN(F, A)) return quieted(F, A);
  if (fpIsNaN(F, B)) return quieted(F, B);
  return pickMin(F, A, B);
}

APInt fpMaximum(FPFormat F, const APInt& A, const APInt& B) {
  if (fpIsNaN(F, A)) return quieted(F, A);
  if (fpIsNaN(F, B)) return quieted(F, B);
  return pickMax(F, A, B);
}

APInt fpRound(FPFormat F, const APInt& A, RoundMode Mode) {
  Unpacked U = unpack(F, A);
  if (U.C == Cls::NaN) return quieted(F, A);
  if (U.C != Cls::Finite || U.Exp >= 0) return A; // zeros, infinities and values already integral
  int64_t S = -U.Exp;
  u128 I = 0;
  bool FracNonZero = true;
  int HalfCmp = -1; // how the fraction compares with one half
  if (S <= 120) {   // beyond that the value (< 2^113 * 2^-121) is far below one half
    I = U.Sig >> S;
    u128 Frac = U.Sig & (((u128)1 << S) - 1), Half = (u128)1 << (S - 1);
    FracNonZero = Frac != 0;
    HalfCmp = Frac < Half ? -1 : Frac == Half ? 0 : 1;
  }
  bool Inc = false;
  switch (Mode) {
  case RoundMode::Floor: Inc = U.Neg && FracNonZero; break;
  case RoundMode::Ceil: Inc = !U.Neg && FracNonZero; break;
  case RoundMode::Trunc: break;
  case RoundMode::NearestAway: Inc = HalfCmp >= 0; break;
  case RoundMode::NearestEven: Inc = HalfCmp > 0 || (HalfCmp == 0 && (I & 1)); break;
  }
  I += Inc;
  if (I == 0) return fpZero(F, U.Neg);
  return roundPack(F, U.Neg, I, 0, false);
}

} // namespace dt
