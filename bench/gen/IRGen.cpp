// bench/gen/IRGen.cpp — the generator's API: type and value formatting, input values, the lli driver,
// the single-block benchmark shape and the module assembly. Function bodies come from IRGenBody.cpp.
//
// Invariants: formatValue() and the driver's printf sequence produce byte-identical text for the same
// value (the driver prints integers in 64-bit chunks, the most significant non-zero chunk with %llx and
// the rest with %016llx, which is exactly "0x" + hex without leading zeros). Generated input values never
// contain signalling NaNs (random NaN patterns get their quiet bit set), so executors that quiet NaNs on
// argument passing still agree.
#include "bench/gen/IRGenImpl.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <map>
#include <stdexcept>

namespace dt::gen {
namespace detail {

//===--- Rng ---------------------------------------------------------------------------------------===//

static uint64_t splitmix(uint64_t& X) {
  uint64_t Z = (X += 0x9e3779b97f4a7c15ULL);
  Z = (Z ^ (Z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  Z = (Z ^ (Z >> 27)) * 0x94d049bb133111ebULL;
  return Z ^ (Z >> 31);
}

Rng::Rng(uint64_t Seed) {
  uint64_t X = Seed;
  for (uint64_t& W : S) W = splitmix(X);
}

uint64_t Rng::next() {
  // xoshiro256**: fast, good quality, and a fixed algorithm (std engines' distributions are not portable).
  uint64_t Result = std::rotl(S[1] * 5, 7) * 9;
  uint64_t T = S[1] << 17;
  S[2] ^= S[0];
  S[3] ^= S[1];
  S[1] ^= S[2];
  S[0] ^= S[3];
  S[2] ^= T;
  S[3] = std::rotl(S[3], 45);
  return Result;
}

size_t Rng::weighted(const std::vector<unsigned>& Weights) {
  uint64_t Total = 0;
  for (unsigned W : Weights) Total += W;
  uint64_t X = below(Total);
  for (size_t I = 0; I < Weights.size(); ++I) {
    if (X < Weights[I]) return I;
    X -= Weights[I];
  }
  return Weights.size() - 1;
}

//===--- Types -------------------------------------------------------------------------------------===//

static std::string scalarStr(Kind K, unsigned W) {
  switch (K) {
  case Kind::Void: return "void";
  case Kind::Int: return "i" + std::to_string(W);
  case Kind::Half: return "half";
  case Kind::Float: return "float";
  case Kind::Double: return "double";
  case Kind::Ptr: return "ptr";
  }
  return "?";
}

std::string tyStr(const Ty& T) {
  if (!T.isVec()) return scalarStr(T.K, T.W);
  return "<" + std::to_string(T.Lanes) + " x " + scalarStr(T.K, T.W) + ">";
}

std::string tySuffix(const Ty& T) {
  std::string E;
  switch (T.K) {
  case Kind::Int: E = "i" + std::to_string(T.W); break;
  case Kind::Half: E = "f16"; break;
  case Kind::Float: E = "f32"; break;
  case Kind::Double: E = "f64"; break;
  case Kind::Ptr: E = "p0"; break;
  case Kind::Void: E = "isVoid"; break;
  }
  return T.isVec() ? "v" + std::to_string(T.Lanes) + E : E;
}

static bool parseScalar(const std::string& S, Ty& T) {
  if (S == "half")
    T = Ty::half();
  else if (S == "float")
    T = Ty::flt();
  else if (S == "double")
    T = Ty::dbl();
  else if (S == "ptr")
    T = Ty::ptr();
  else if (S == "void")
    T = Ty{};
  else if (S.size() >= 2 && S[0] == 'i' && S.find_first_not_of("0123456789", 1) == std::string::npos &&
           S.size() <= 9) {
    unsigned long W = std::stoul(S.substr(1));
    if (W == 0 || W > (1u << 23)) return false;
    T = Ty::intTy((unsigned)W);
  } else {
    return false;
  }
  return true;
}

bool parseTy(const std::string& Text, Ty& T) {
  if (Text.size() > 2 && Text.front() == '<' && Text.back() == '>') {
    std::string In = Text.substr(1, Text.size() - 2);
    size_t X = In.find(" x ");
    if (X == std::string::npos || X == 0) return false;
    std::string N = In.substr(0, X);
    if (N.find_first_not_of("0123456789") != std::string::npos || N.size() > 6) return false;
    Ty E;
    if (!parseScalar(In.substr(X + 3), E) || E.isVoid() || E.isPtr()) return false;
    unsigned Lanes = (unsigned)std::stoul(N);
    if (Lanes == 0) return false;
    T = Ty::vec(E, Lanes);
    return true;
  }
  return parseScalar(Text, T);
}

//===--- Words -------------------------------------------------------------------------------------===//

Words wordsOf(const APInt& V) {
  return Words(V.words(), V.words() + V.numWords());
}

APInt toAPInt(unsigned Bits, const Words& W) {
  return APInt(Bits, std::span<const uint64_t>(W));
}

uint64_t getBits(const Words& W, unsigned Lo, unsigned N) {
  uint64_t V = 0;
  unsigned Wd = Lo / 64, Sh = Lo % 64;
  if (Wd < W.size()) V = W[Wd] >> Sh;
  if (Sh && Wd + 1 < W.size()) V |= W[Wd + 1] << (64 - Sh);
  return N >= 64 ? V : V & ((1ULL << N) - 1);
}

void setBits(Words& W, unsigned Lo, unsigned N, uint64_t V) {
  for (unsigned I = 0; I < N; ++I) {
    unsigned B = Lo + I;
    if (B / 64 >= W.size()) W.resize(B / 64 + 1, 0);
    uint64_t M = 1ULL << (B % 64);
    if ((V >> I) & 1)
      W[B / 64] |= M;
    else
      W[B / 64] &= ~M;
  }
}

static Words masked(Words W, unsigned Bits) {
  W.resize((Bits + 63) / 64, 0);
  if (Bits % 64) W.back() &= (1ULL << (Bits % 64)) - 1;
  return W;
}

std::string hexOf(const Words& In, unsigned Bits) {
  Words W = masked(In, Bits);
  size_t Top = W.size();
  while (Top > 1 && W[Top - 1] == 0) --Top;
  char Buf[32];
  std::snprintf(Buf, sizeof Buf, "0x%llx", (unsigned long long)W[Top - 1]);
  std::string S = Buf;
  for (size_t I = Top - 1; I-- > 0;) {
    std::snprintf(Buf, sizeof Buf, "%016llx", (unsigned long long)W[I]);
    S += Buf;
  }
  return S;
}

std::string signedDecimal(const Words& In, unsigned Bits) {
  Words W = masked(In, Bits);
  bool Neg = (W[(Bits - 1) / 64] >> ((Bits - 1) % 64)) & 1;
  if (Neg) { // magnitude = two's complement negation within Bits
    for (uint64_t& X : W) X = ~X;
    for (uint64_t& X : W)
      if (++X != 0) break;
    W = masked(W, Bits);
    if (Bits == 1) W = {1};
  }
  // Repeated division by 10^18 (the largest power of ten below 2^64).
  const uint64_t Base = 1000000000000000000ULL;
  std::vector<uint64_t> Parts;
  auto isZero = [&] { return std::all_of(W.begin(), W.end(), [](uint64_t X) { return X == 0; }); };
  do {
    unsigned __int128 Rem = 0;
    for (size_t I = W.size(); I-- > 0;) {
      unsigned __int128 Cur = (Rem << 64) | W[I];
      W[I] = (uint64_t)(Cur / Base);
      Rem = Cur % Base;
    }
    Parts.push_back((uint64_t)Rem);
  } while (!isZero());
  std::string S = Neg ? "-" : "";
  S += std::to_string(Parts.back());
  char Buf[32];
  for (size_t I = Parts.size() - 1; I-- > 0;) {
    std::snprintf(Buf, sizeof Buf, "%018llu", (unsigned long long)Parts[I]);
    S += Buf;
  }
  return S;
}

//===--- FP formats --------------------------------------------------------------------------------===//

unsigned fpExpBits(Kind K) {
  return K == Kind::Half ? 5 : K == Kind::Float ? 8 : 11;
}
unsigned fpFracBits(Kind K) {
  return K == Kind::Half ? 10 : K == Kind::Float ? 23 : 52;
}

bool isNaNBits(Kind K, uint64_t Bits) {
  unsigned E = fpExpBits(K), F = fpFracBits(K);
  uint64_t ExpMask = (1ULL << E) - 1;
  return ((Bits >> F) & ExpMask) == ExpMask && (Bits & ((1ULL << F) - 1)) != 0;
}

double fpMaxFinite(Kind K) {
  unsigned E = fpExpBits(K), F = fpFracBits(K);
  int MaxExp = (1 << (E - 1)) - 1;
  return std::ldexp(2.0 - std::ldexp(1.0, -(int)F), MaxExp);
}

uint64_t encodeFP(Kind K, double V) {
  if (K == Kind::Double) return std::isnan(V) ? 0x7ff8000000000000ULL : std::bit_cast<uint64_t>(V);
  if (K == Kind::Float) return std::isnan(V) ? 0x7fc00000ULL : std::bit_cast<uint32_t>((float)V);
  // Half: round to nearest even by hand (no dependence on _Float16 support).
  const unsigned E = 5, F = 10;
  const int Bias = 15;
  uint64_t Sign = std::signbit(V) ? 1ULL << 15 : 0;
  if (std::isnan(V)) return 0x7e00;
  double A = std::fabs(V);
  if (std::isinf(A)) return Sign | (((1ULL << E) - 1) << F);
  if (A == 0) return Sign;
  int Ex;
  std::frexp(A, &Ex); // A = m * 2^Ex, m in [0.5, 1)
  int Unb = Ex - 1;
  if (Unb < 1 - Bias) { // subnormal range: units of 2^(1-Bias-F)
    double M = std::nearbyint(std::ldexp(A, F - (1 - Bias)));
    return Sign | (uint64_t)M; // M == 2^F rolls into the smallest normal, which has the same encoding
  }
  double M = std::nearbyint(std::ldexp(A, (int)F - Unb));
  if (M >= std::ldexp(1.0, F + 1)) {
    M /= 2;
    ++Unb;
  }
  if (Unb > Bias) return Sign | (((1ULL << E) - 1) << F);
  return Sign | ((uint64_t)(Unb + Bias) << F) | ((uint64_t)M - (1ULL << F));
}

static uint64_t floatBitsToDoubleBits(uint32_t B) {
  uint64_t Sign = (uint64_t)(B >> 31) << 63;
  uint32_t E = (B >> 23) & 0xff, M = B & 0x7fffff;
  if (E == 0xff) return Sign | (0x7ffULL << 52) | ((uint64_t)M << 29);
  if (E == 0) {
    if (M == 0) return Sign;
    int S = 0;
    while (!(M & 0x800000)) {
      M <<= 1;
      ++S;
    }
    M &= 0x7fffff;
    return Sign | ((uint64_t)(-126 - S + 1023) << 52) | ((uint64_t)M << 29);
  }
  return Sign | ((uint64_t)(E - 127 + 1023) << 52) | ((uint64_t)M << 29);
}

std::string fpLiteral(Kind K, uint64_t Bits) {
  char Buf[32];
  if (K == Kind::Half)
    std::snprintf(Buf, sizeof Buf, "0xH%04llX", (unsigned long long)(Bits & 0xffff));
  else if (K == Kind::Float)
    std::snprintf(Buf, sizeof Buf, "0x%016llX", (unsigned long long)floatBitsToDoubleBits((uint32_t)Bits));
  else
    std::snprintf(Buf, sizeof Buf, "0x%016llX", (unsigned long long)Bits);
  return Buf;
}

//===--- Input values ------------------------------------------------------------------------------===//

/// An integer argument: edge values half of the time, random values otherwise.
static Words intInput(Rng& R, unsigned W) {
  Words V((W + 63) / 64, 0);
  auto fill = [&](uint64_t Pattern) {
    for (uint64_t& X : V) X = Pattern;
  };
  switch (R.below(20)) {
  case 0: break;                                         // 0
  case 1: V[0] = 1; break;                               // 1
  case 2: fill(~0ULL); break;                            // -1
  case 3: setBits(V, W - 1, 1, 1); break;                // signed min
  case 4: fill(~0ULL), setBits(V, W - 1, 1, 0); break;   // signed max
  case 5: fill(0x5555555555555555ULL); break;            // 0101..
  case 6: fill(0xaaaaaaaaaaaaaaaaULL); break;            // 1010..
  case 7: setBits(V, (unsigned)R.below(W), 1, 1); break; // 2^k
  case 8: {                                              // 2^k - 1
    unsigned K = (unsigned)R.below(W) + 1;
    for (unsigned I = 0; I < K; ++I) setBits(V, I, 1, 1);
    break;
  }
  case 9: setBits(V, (unsigned)R.below(W), 1, 1), setBits(V, 0, 1, 1); break; // 2^k + 1
  case 10: V[0] = R.below(17); break;                                         // small
  case 11: fill(~0ULL), V[0] = ~R.below(17); break;                           // small negative
  case 12: {                                                                  // random, few active bits
    unsigned K = (unsigned)R.below(W) + 1;
    for (unsigned I = 0; I < K; I += 64) setBits(V, I, std::min(64u, K - I), R.next());
    break;
  }
  default:
    for (uint64_t& X : V) X = R.next();
    break;
  }
  return masked(V, W);
}

static uint64_t fpInput(Rng& R, Kind K) {
  unsigned E = fpExpBits(K), F = fpFracBits(K), B = E + F + 1;
  uint64_t SignBit = 1ULL << (B - 1), ExpAll = ((1ULL << E) - 1) << F, FracAll = (1ULL << F) - 1;
  switch (R.below(24)) {
  case 0: return 0;
  case 1: return SignBit;                                // -0
  case 2: return ExpAll;                                 // +inf
  case 3: return SignBit | ExpAll;                       // -inf
  case 4: return ExpAll | (1ULL << (F - 1));             // quiet NaN
  case 5: return 1;                                      // smallest subnormal
  case 6: return FracAll | (R.chance(50) ? SignBit : 0); // largest subnormal
  case 7: return 1ULL << F;                              // smallest normal
  case 8: return encodeFP(K, R.chance(50) ? fpMaxFinite(K) : -fpMaxFinite(K));
  case 9: return encodeFP(K, 1.0);
  case 10: return encodeFP(K, -1.0);
  case 11: return encodeFP(K, 1.5);
  case 12: return encodeFP(K, -2.5);
  case 13: return encodeFP(K, 0.1);
  case 14: return encodeFP(K, std::ldexp(1.0, (int)F + 1)); // first integer spacing of 2
  case 15: return encodeFP(K, R.chance(50) ? 1e4 : -65504.0 / 3);
  case 16:
  case 17: { // random bit pattern; a NaN gets its quiet bit so no signalling NaN reaches an executor
    uint64_t X = R.next() & (SignBit | ExpAll | FracAll);
    if (isNaNBits(K, X)) X |= 1ULL << (F - 1);
    return X;
  }
  default: { // moderate random value
    double M = 1.0 + (double)(R.next() >> 11) / 9007199254740992.0;
    double V = std::ldexp(M, R.range(-12, 14));
    if (R.chance(30)) V = std::floor(V);
    return encodeFP(K, R.chance(40) ? -V : V);
  }
  }
}

static Words valueInput(Rng& R, const Ty& T) {
  Words V((T.totalBits() + 63) / 64, 0);
  for (unsigned L = 0; L < T.lanes(); ++L) {
    if (T.isIntLike()) {
      Words E = intInput(R, T.W);
      for (unsigned I = 0; I < T.W; I += 64)
        setBits(V, L * T.W + I, std::min(64u, T.W - I), getBits(E, I, std::min(64u, T.W - I)));
    } else {
      setBits(V, L * T.W, T.W, fpInput(R, T.K));
    }
  }
  return V;
}

//===--- Single-block benchmark shape -------------------------------------------------------------===//

/// One straight-line function with exactly N instructions: cheap to generate (a few string appends per
/// instruction), UB-free by the same rules as the general generator.
static std::string singleBlock(unsigned N, Rng& R, FnPlan& Plan) {
  static const unsigned Widths[4] = {8, 16, 32, 64};
  Plan.Name = "f0";
  Plan.Ret = Ty::intTy(64);
  Plan.Args = {Ty::intTy(8), Ty::intTy(16), Ty::intTy(32), Ty::intTy(64)};
  std::vector<std::string> Pool[5]; // by width index; [4] holds i1 values
  for (unsigned I = 0; I < 4; ++I) Pool[I].push_back("%a" + std::to_string(I));
  std::string Out;
  Out.reserve((size_t)N * 40 + 128);
  Out += "define i64 @f0(i8 %a0, i16 %a1, i32 %a2, i64 %a3) {\nentry:\n";
  unsigned Next = 0;
  auto pickFrom = [&](std::vector<std::string>& P) -> const std::string& {
    // Mostly recent values, so dependency chains are long and few values are dead.
    if (P.size() > 8 && R.chance(70)) return P[P.size() - 1 - R.below(8)];
    return P[R.below(P.size())];
  };
  auto emit = [&](unsigned Slot, const std::string& Rhs) {
    std::string Name = "%v" + std::to_string(Next++);
    Out += "  ";
    Out += Name;
    Out += " = ";
    Out += Rhs;
    Out += '\n';
    Pool[Slot].push_back(Name);
    return Name;
  };
  static const char* Bin[] = {"add", "sub", "mul", "and", "or", "xor"};
  static const char* Shifts[] = {"shl", "lshr", "ashr"};
  static const char* Preds[] = {"eq", "ne", "ult", "ule", "ugt", "uge", "slt", "sle", "sgt", "sge"};
  long Left = (long)N - 1; // the ret is the last instruction
  while (Left > 0) {
    unsigned S = (unsigned)R.below(4);
    std::string T = "i" + std::to_string(Widths[S]);
    unsigned Op = (unsigned)R.below(Left >= 2 ? 10 : 6);
    if (Left == 1) Op = 0, S = 3, T = "i64"; // the final value feeds the ret
    switch (Op) {
    case 0:
    case 1:
    case 2: {
      std::string A = pickFrom(Pool[S]);
      std::string B = R.chance(20) ? std::to_string((int)R.below(200) - 100) : pickFrom(Pool[S]);
      emit(S, std::string(Bin[R.below(6)]) + " " + T + " " + A + ", " + B);
      Left -= 1;
      break;
    }
    case 3: { // shift by an in-range constant
      std::string A = pickFrom(Pool[S]);
      std::string Amt = std::to_string(R.below(Widths[S]));
      emit(S, std::string(Shifts[R.below(3)]) + " " + T + " " + A + ", " + Amt);
      Left -= 1;
      break;
    }
    case 4: { // compare, or select on an existing compare
      if (Pool[4].empty() || R.chance(50)) {
        std::string A = pickFrom(Pool[S]), B = pickFrom(Pool[S]);
        emit(4, std::string("icmp ") + Preds[R.below(10)] + " " + T + " " + A + ", " + B);
      } else {
        std::string C = pickFrom(Pool[4]), A = pickFrom(Pool[S]), B = pickFrom(Pool[S]);
        emit(S, "select i1 " + C + ", " + T + " " + A + ", " + T + " " + B);
      }
      Left -= 1;
      break;
    }
    case 5: { // cast from another width
      unsigned From = (unsigned)R.below(4);
      if (From == S) From = (S + 1) % 4;
      std::string FT = "i" + std::to_string(Widths[From]);
      const char* Op2 = Widths[From] > Widths[S] ? "trunc" : R.chance(50) ? "zext" : "sext";
      emit(S, std::string(Op2) + " " + FT + " " + pickFrom(Pool[From]) + " to " + T);
      Left -= 1;
      break;
    }
    case 6:
    case 7: { // shift by a variable amount reduced below the width
      std::string Amt = emit(S, "and " + T + " " + pickFrom(Pool[S]) + ", " + std::to_string(Widths[S] - 1));
      Pool[S].pop_back(); // keep masked amounts out of the pool (they are small, poor operands)
      std::string A = pickFrom(Pool[S]);
      emit(S, std::string(Shifts[R.below(3)]) + " " + T + " " + A + ", " + Amt);
      Left -= 2;
      break;
    }
    case 8: { // compare feeding a select
      std::string A = pickFrom(Pool[S]), B = pickFrom(Pool[S]);
      std::string C = emit(4, std::string("icmp ") + Preds[R.below(10)] + " " + T + " " + A + ", " + B);
      std::string X = pickFrom(Pool[S]), Y = pickFrom(Pool[S]);
      emit(S, "select i1 " + C + ", " + T + " " + X + ", " + T + " " + Y);
      Left -= 2;
      break;
    }
    default: { // unsigned division by a non-zero divisor
      std::string D = emit(S, "or " + T + " " + pickFrom(Pool[S]) + ", 1");
      Pool[S].pop_back();
      std::string A = pickFrom(Pool[S]);
      emit(S, std::string(R.chance(50) ? "udiv " : "urem ") + T + " " + A + ", " + D);
      Left -= 2;
      break;
    }
    }
  }
  Out += "  ret i64 " + Pool[3].back() + "\n}\n";
  return Out;
}

//===--- Module assembly ---------------------------------------------------------------------------===//

static bool isPow2(unsigned W) {
  return W && !(W & (W - 1));
}

static Universe makeUniverse(const GenOptions& O) {
  Universe U;
  std::vector<unsigned> Ws = O.Widths;
  if (Ws.empty()) Ws = {1, 7, 8, 16, 17, 32, 33, 64, 65, 87, 128};
  std::vector<unsigned> Keep{1};
  for (unsigned W : Ws) {
    if (W < 1 || W > O.MaxWidth || (!O.OddWidths && !isPow2(W)) || (!O.Wide && W > 64)) continue;
    Keep.push_back(W);
  }
  std::sort(Keep.begin(), Keep.end());
  Keep.erase(std::unique(Keep.begin(), Keep.end()), Keep.end());
  if (Keep.size() == 1) Keep.push_back(std::min(8u, std::max(2u, O.MaxWidth)));
  for (unsigned W : Keep) U.Ints.push_back(Ty::intTy(W));
  if (O.FP) U.FPs = O.HalfFP ? std::vector<Ty>{Ty::half(), Ty::flt(), Ty::dbl()} : std::vector<Ty>{Ty::flt(), Ty::dbl()};
  if (O.Vectors) {
    U.IntVecs = {Ty::vec(Ty::intTy(8), 2), Ty::vec(Ty::intTy(16), 3), Ty::vec(Ty::intTy(32), 4),
                 Ty::vec(Ty::intTy(64), 2)};
    if (O.FP) U.FPVecs = {Ty::vec(Ty::flt(), 2)};
  }
  return U;
}

/// Argument and return types: integers (i1 less often), FP scalars, vectors.
static Ty signatureType(Rng& R, const GenOptions& O, const Universe& U) {
  std::vector<unsigned> W = {O.Int || (U.FPs.empty() && U.IntVecs.empty()) ? 10u : 0u,
                             U.FPs.empty() ? 0u : 5u, U.IntVecs.empty() ? 0u : 3u,
                             U.FPVecs.empty() ? 0u : 1u};
  switch (R.weighted(W)) {
  case 0: {
    if (U.Ints.size() > 1 && R.chance(90)) return U.Ints[1 + R.below(U.Ints.size() - 1)];
    return U.Ints[0];
  }
  case 1: return R.pick(U.FPs);
  case 2: return R.pick(U.IntVecs);
  default: return R.pick(U.FPVecs);
  }
}

static uint64_t mixSeed(uint64_t Seed, uint64_t A, uint64_t B) {
  uint64_t X = Seed ^ (A * 0x9e3779b97f4a7c15ULL) ^ (B * 0xc2b2ae3d27d4eb4fULL);
  return splitmix(X);
}

} // namespace detail

using namespace detail;

//===--- Public formatting -------------------------------------------------------------------------===//

unsigned typeBits(const std::string& Type) {
  Ty T;
  if (!parseTy(Type, T) || T.isVoid()) return 0;
  return T.totalBits();
}

static std::string scalarValue(const Ty& E, const Words& W, unsigned Lo) {
  if (E.isFPLike()) {
    uint64_t B = getBits(W, Lo, E.W);
    if (isNaNBits(E.K, B)) return "nan";
    return hexOf({B}, E.W);
  }
  Words V((E.W + 63) / 64, 0);
  for (unsigned I = 0; I < E.W; I += 64)
    setBits(V, I, std::min(64u, E.W - I), getBits(W, Lo + I, std::min(64u, E.W - I)));
  return hexOf(V, E.W);
}

std::string formatValue(const std::string& Type, const APInt& Bits) {
  Ty T;
  if (!parseTy(Type, T)) throw std::invalid_argument("formatValue: unsupported type '" + Type + "'");
  if (T.isVoid()) return "void";
  Words W = wordsOf(Bits);
  if (!T.isVec()) return scalarValue(T, W, 0);
  std::string S = "[";
  for (unsigned L = 0; L < T.Lanes; ++L) {
    if (L) S += ", ";
    S += scalarValue(T.elem(), W, L * T.W);
  }
  return S + "]";
}

std::string formatResult(const std::string& Function, unsigned CallIndex, const std::string& Type,
                         const APInt& Bits) {
  std::string S = Function + "#" + std::to_string(CallIndex) + " = " + Type;
  if (Type == "void") return S;
  return S + " " + formatValue(Type, Bits);
}

static std::string scalarConstant(const Ty& E, const Words& W, unsigned Lo) {
  if (E.isFPLike()) return fpLiteral(E.K, getBits(W, Lo, E.W));
  if (E.W == 1) return getBits(W, Lo, 1) ? "true" : "false";
  Words V((E.W + 63) / 64, 0);
  for (unsigned I = 0; I < E.W; I += 64)
    setBits(V, I, std::min(64u, E.W - I), getBits(W, Lo + I, std::min(64u, E.W - I)));
  return signedDecimal(V, E.W);
}

std::string formatConstant(const std::string& Type, const APInt& Bits) {
  Ty T;
  if (!parseTy(Type, T) || T.isVoid() || T.isPtr())
    throw std::invalid_argument("formatConstant: unsupported type '" + Type + "'");
  Words W = wordsOf(Bits);
  if (!T.isVec()) return scalarConstant(T, W, 0);
  std::string S = "<";
  for (unsigned L = 0; L < T.Lanes; ++L) {
    if (L) S += ", ";
    S += tyStr(T.elem()) + " " + scalarConstant(T.elem(), W, L * T.W);
  }
  return S + ">";
}

//===--- Driver ------------------------------------------------------------------------------------===//

namespace {

/// Emits the IR of one driver function body; temporaries are numbered per driver function.
class DriverWriter {
public:
  std::string& S;
  unsigned Tmp = 0;
  explicit DriverWriter(std::string& S) : S(S) {}
  std::string tmp() { return "%t" + std::to_string(Tmp++); }
  void line(const std::string& L) {
    S += "  ";
    S += L;
    S += '\n';
  }
  void printf(const std::string& Args) { line("call i32 (ptr, ...) @printf(" + Args + ")"); }

  /// Prints a scalar value (no label, no newline) in formatValue's spelling.
  void scalar(const Ty& T, const std::string& V) {
    if (T.isFPLike()) {
      std::string Nan = tmp(), B = tmp();
      line(Nan + " = fcmp uno " + tyStr(T) + " " + V + ", 0.0");
      line(B + " = bitcast " + tyStr(T) + " " + V + " to i" + std::to_string(T.W));
      std::string Z = B;
      if (T.W < 64) line((Z = tmp()) + " = zext i" + std::to_string(T.W) + " " + B + " to i64");
      line("call void @__pr_fp(i1 " + Nan + ", i64 " + Z + ")");
      return;
    }
    std::string IT = "i" + std::to_string(T.W);
    unsigned Chunks = (T.W + 63) / 64;
    for (unsigned C = 0; C < Chunks; ++C) {
      std::string X = V;
      if (C) line((X = tmp()) + " = lshr " + IT + " " + V + ", " + std::to_string(64 * C));
      std::string Y = X;
      if (T.W < 64)
        line((Y = tmp()) + " = zext " + IT + " " + X + " to i64");
      else if (T.W > 64)
        line((Y = tmp()) + " = trunc " + IT + " " + X + " to i64");
      std::string P = "%buf";
      if (C) line((P = tmp()) + " = getelementptr inbounds i64, ptr %buf, i64 " + std::to_string(C));
      line("store i64 " + Y + ", ptr " + P);
    }
    line("call void @__pr_int(ptr %buf, i32 " + std::to_string(Chunks) + ")");
  }
};

std::string cString(const std::string& Name, const std::string& Text) {
  std::string Esc;
  for (char C : Text) {
    if (C == '\n')
      Esc += "\\0A";
    else if (C == '"' || C == '\\') {
      char Buf[8];
      std::snprintf(Buf, sizeof Buf, "\\%02X", (unsigned char)C);
      Esc += Buf;
    } else
      Esc += C;
  }
  return "@" + Name + " = private unnamed_addr constant [" + std::to_string(Text.size() + 1) + " x i8] c\"" +
         Esc + "\\00\"\n";
}

const char* DriverHelpers =
    R"(; Prints "0x" + hex of N 64-bit chunks (little-endian order): the top non-zero chunk with %llx,
; the rest with %016llx, i.e. without leading zeros.
define internal void @__pr_int(ptr %c, i32 %n) {
entry:
  %top = sub i32 %n, 1
  br label %find
find:
  %i = phi i32 [ %top, %entry ], [ %idec, %next ]
  %pi = getelementptr inbounds i64, ptr %c, i32 %i
  %vi = load i64, ptr %pi
  %nz = icmp ne i64 %vi, 0
  %last = icmp eq i32 %i, 0
  %stop = or i1 %nz, %last
  br i1 %stop, label %first, label %next
next:
  %idec = sub i32 %i, 1
  br label %find
first:
  call i32 (ptr, ...) @printf(ptr @.hexf, i64 %vi)
  br label %rest
rest:
  %j = phi i32 [ %i, %first ], [ %jdec, %body ]
  %more = icmp sgt i32 %j, 0
  br i1 %more, label %body, label %done
body:
  %jdec = sub i32 %j, 1
  %pj = getelementptr inbounds i64, ptr %c, i32 %jdec
  %vj = load i64, ptr %pj
  call i32 (ptr, ...) @printf(ptr @.hex16, i64 %vj)
  br label %rest
done:
  ret void
}

; Prints "nan" for any NaN, else "0x" + hex of the bits.
define internal void @__pr_fp(i1 %isnan, i64 %bits) {
entry:
  br i1 %isnan, label %nan, label %num
nan:
  call i32 (ptr, ...) @printf(ptr @.nan)
  ret void
num:
  call i32 (ptr, ...) @printf(ptr @.hexf, i64 %bits)
  ret void
}
)";

} // namespace

std::string buildDriver(const std::vector<FunctionSig>& Functions, const std::vector<Call>& Calls) {
  std::map<std::string, const FunctionSig*> ByName;
  for (const FunctionSig& F : Functions) ByName[F.Name] = &F;
  std::string S = "; dagtool irgen driver: calls the functions and prints one line per call\n";
  S += "declare i32 @printf(ptr, ...)\n";
  for (const FunctionSig& F : Functions) {
    S += "declare " + (F.RetAttrs.empty() ? "" : F.RetAttrs + " ") + F.RetType + " @" + F.Name + "(";
    for (size_t I = 0; I < F.ArgTypes.size(); ++I)
      S += (I ? ", " : "") + F.ArgTypes[I] + (I < F.ArgAttrs.size() && !F.ArgAttrs[I].empty() ? " " + F.ArgAttrs[I] : "");
    S += ")\n";
  }
  S += cString(".hdr", "%s%u%s") + cString(".hexf", "0x%llx") + cString(".hex16", "%016llx") +
       cString(".nan", "nan") + cString(".nl", "\n") + cString(".sep", ", ") + cString(".rb", "]");
  // One label per function name and per result type, in order of first use (deterministic).
  std::map<std::string, unsigned> FnLabel, TyLabel;
  unsigned MaxChunks = 1;
  for (const Call& C : Calls) {
    auto It = ByName.find(C.Function);
    if (It == ByName.end())
      throw std::invalid_argument("buildDriver: call to unknown function " + C.Function);
    if (It->second->ArgTypes.size() != C.Args.size())
      throw std::invalid_argument("buildDriver: wrong argument count for " + C.Function);
    if (!FnLabel.count(C.Function)) {
      unsigned N = (unsigned)FnLabel.size();
      FnLabel[C.Function] = N;
      S += cString(".fn" + std::to_string(N), C.Function + "#");
    }
    const std::string& RT = It->second->RetType;
    if (!TyLabel.count(RT)) {
      Ty T;
      if (!parseTy(RT, T)) throw std::invalid_argument("buildDriver: unsupported return type " + RT);
      unsigned N = (unsigned)TyLabel.size();
      TyLabel[RT] = N;
      S += cString(".ty" + std::to_string(N), " = " + RT + (T.isVoid() ? "" : T.isVec() ? " [" : " "));
      MaxChunks = std::max(MaxChunks, (T.W + 63) / 64);
    }
  }
  S += DriverHelpers;
  // Calls are split over driver functions of at most 64 calls: one huge @main is slow to JIT.
  const size_t PerFn = 64;
  size_t NumDrv = (Calls.size() + PerFn - 1) / PerFn;
  for (size_t D = 0; D < NumDrv; ++D) {
    S += "\ndefine internal void @__drv" + std::to_string(D) + "() {\nentry:\n";
    DriverWriter W(S);
    W.line("%buf = alloca [" + std::to_string(MaxChunks) + " x i64], align 8");
    for (size_t I = D * PerFn; I < std::min(Calls.size(), (D + 1) * PerFn); ++I) {
      const Call& C = Calls[I];
      const FunctionSig& F = *ByName[C.Function];
      std::string Args;
      for (size_t A = 0; A < C.Args.size(); ++A)
        Args += (A ? ", " : "") + F.ArgTypes[A] + " " +
                (A < F.ArgAttrs.size() && !F.ArgAttrs[A].empty() ? F.ArgAttrs[A] + " " : "") +
                formatConstant(F.ArgTypes[A], C.Args[A].Bits);
      Ty T;
      parseTy(F.RetType, T);
      std::string R;
      if (T.isVoid())
        W.line("call void @" + C.Function + "(" + Args + ")");
      else
        W.line((R = W.tmp()) + " = call " + (F.RetAttrs.empty() ? "" : F.RetAttrs + " ") + F.RetType + " @" +
               C.Function + "(" + Args + ")");
      W.printf("ptr @.hdr, ptr @.fn" + std::to_string(FnLabel[C.Function]) + ", i32 " +
               std::to_string(C.Index) + ", ptr @.ty" + std::to_string(TyLabel[F.RetType]));
      if (T.isVec()) {
        for (unsigned L = 0; L < T.Lanes; ++L) {
          if (L) W.printf("ptr @.sep");
          std::string E = W.tmp();
          W.line(E + " = extractelement " + F.RetType + " " + R + ", i32 " + std::to_string(L));
          W.scalar(T.elem(), E);
        }
        W.printf("ptr @.rb");
      } else if (!T.isVoid()) {
        W.scalar(T, R);
      }
      W.printf("ptr @.nl");
    }
    S += "  ret void\n}\n";
  }
  S += "\ndefine i32 @main() {\nentry:\n";
  for (size_t D = 0; D < NumDrv; ++D) S += "  call void @__drv" + std::to_string(D) + "()\n";
  S += "  ret i32 0\n}\n";
  return S;
}

//===--- generate ----------------------------------------------------------------------------------===//

GeneratedModule generate(const GenOptions& OptsIn) {
  GenOptions O = OptsIn;
  if (!O.Int && !O.FP && !O.Vectors) O.Int = true; // something must compute
  GeneratedModule M;
  std::vector<FnPlan> Plans;
  Rng R(mixSeed(O.Seed, 0x5167, 0));
  std::string Header = "; generated by dagtool-irgen, seed " + std::to_string(O.Seed) + "\n";
  if (O.SingleBlockInsts) {
    Plans.resize(1);
    M.ModuleText = Header + singleBlock(O.SingleBlockInsts, R, Plans[0]);
  } else {
    Universe U = makeUniverse(O);
    unsigned N = std::max(1u, O.NumFunctions);
    Plans.resize(N);
    for (unsigned I = 0; I < N; ++I) {
      FnPlan& P = Plans[I];
      P.Name = "f" + std::to_string(I);
      // void results are rare: they only make sense as callees, and then only for coverage of `ret void`.
      P.Ret = R.chance(3) ? Ty{} : signatureType(R, O, U);
      unsigned NArgs = 1 + (unsigned)R.weighted({6, 6, 5, 3, 1, 1, 1, 1});
      for (unsigned A = 0; A < NArgs; ++A)
        P.Args.push_back(A && R.chance(30) ? P.Args[A - 1] : signatureType(R, O, U));
    }
    // Bodies are generated last to first, so a caller sees its callees' final costs; each function has
    // its own random stream so one function's shape does not depend on the others'.
    std::vector<std::string> Bodies(N);
    std::set<std::string> Decls;
    for (unsigned I = N; I-- > 0;) {
      Rng FR(mixSeed(O.Seed, I + 1, 1));
      Bodies[I] = generateFunction(O, U, Plans, I, FR, Decls);
    }
    std::string Text = Header;
    size_t Size = Text.size();
    for (const std::string& B : Bodies) Size += B.size() + 1;
    Text.reserve(Size + Decls.size() * 64);
    for (const std::string& B : Bodies) Text += B + "\n";
    for (const std::string& D : Decls) Text += D + "\n";
    M.ModuleText = std::move(Text);
  }
  for (const FnPlan& P : Plans) {
    FunctionSig Sig;
    Sig.Name = P.Name;
    Sig.RetType = tyStr(P.Ret);
    for (const Ty& A : P.Args) Sig.ArgTypes.push_back(tyStr(A));
    M.Functions.push_back(std::move(Sig));
  }
  for (size_t I = 0; I < Plans.size(); ++I) {
    Rng IR(mixSeed(O.Seed, I + 1, 2));
    for (unsigned K = 0; K < O.CallsPerFunction; ++K) {
      Call C{Plans[I].Name, K, M.Functions[I].RetType, {}};
      for (size_t A = 0; A < Plans[I].Args.size(); ++A) {
        const Ty& T = Plans[I].Args[A];
        C.Args.push_back({M.Functions[I].ArgTypes[A], toAPInt(T.totalBits(), valueInput(IR, T))});
      }
      M.Calls.push_back(std::move(C));
    }
  }
  M.DriverText = buildDriver(M.Functions, M.Calls);
  return M;
}

//===--- Calls file and feature lists --------------------------------------------------------------===//

std::string writeCallsFile(const std::vector<Call>& Calls) {
  std::string S;
  for (const Call& C : Calls) {
    S += C.Function + "#" + std::to_string(C.Index) + "\t" + C.RetType;
    for (const ArgValue& A : C.Args) S += "\t" + A.Type + " " + hexOf(wordsOf(A.Bits), A.Bits.getBitWidth());
    S += "\n";
  }
  return S;
}

static bool parseHexWords(const std::string& Hex, unsigned Bits, Words& W) {
  if (Hex.size() < 3 || Hex[0] != '0' || Hex[1] != 'x') return false;
  Words V((Bits + 63) / 64 + 1, 0);
  unsigned Pos = 0;
  for (size_t I = Hex.size(); I-- > 2; Pos += 4) {
    char C = Hex[I];
    uint64_t D;
    if (C >= '0' && C <= '9')
      D = C - '0';
    else if (C >= 'a' && C <= 'f')
      D = C - 'a' + 10;
    else if (C >= 'A' && C <= 'F')
      D = C - 'A' + 10;
    else
      return false;
    if (!D) continue;
    if (Pos >= Bits) return false;
    setBits(V, Pos, 4, D);
  }
  W = masked(V, Bits);
  return W == Words(V.begin(), V.begin() + (long)W.size()) &&
         std::all_of(V.begin() + (long)W.size(), V.end(), [](uint64_t X) { return X == 0; });
}

bool parseCallsFile(const std::string& Text, std::vector<Call>& Calls, std::string& Error) {
  size_t Pos = 0;
  unsigned LineNo = 0;
  while (Pos < Text.size()) {
    size_t End = Text.find('\n', Pos);
    if (End == std::string::npos) End = Text.size();
    std::string Line = Text.substr(Pos, End - Pos);
    Pos = End + 1;
    ++LineNo;
    if (Line.empty()) continue;
    std::vector<std::string> F;
    size_t P = 0;
    for (;;) {
      size_t T = Line.find('\t', P);
      F.push_back(Line.substr(P, T == std::string::npos ? std::string::npos : T - P));
      if (T == std::string::npos) break;
      P = T + 1;
    }
    auto fail = [&](const std::string& Why) {
      Error = "line " + std::to_string(LineNo) + ": " + Why;
      return false;
    };
    if (F.size() < 2) return fail("expected name#index and return type");
    size_t Hash = F[0].find('#');
    if (Hash == std::string::npos || Hash + 1 == F[0].size() ||
        F[0].find_first_not_of("0123456789", Hash + 1) != std::string::npos)
      return fail("expected name#index");
    Call C{F[0].substr(0, Hash), (unsigned)std::stoul(F[0].substr(Hash + 1)), F[1], {}};
    Ty T;
    if (!parseTy(C.RetType, T)) return fail("bad return type '" + C.RetType + "'");
    for (size_t I = 2; I < F.size(); ++I) {
      size_t Sp = F[I].rfind(' ');
      if (Sp == std::string::npos) return fail("expected 'type 0xhex'");
      std::string Type = F[I].substr(0, Sp);
      unsigned Bits = typeBits(Type);
      Words W;
      if (!Bits || !parseHexWords(F[I].substr(Sp + 1), Bits, W)) return fail("bad argument '" + F[I] + "'");
      C.Args.push_back({Type, toAPInt(Bits, W)});
    }
    Calls.push_back(std::move(C));
  }
  return true;
}

bool parseFeatures(const std::string& List, GenOptions& O, std::string& Error) {
  // The primary features are exactly the listed ones; the secondary ones (odd, select, memintr, fminmax) keep
  // their current value unless named; "no-X" switches any feature off.
  struct Flag {
    const char* Name;
    bool* Ptr;
    bool Primary;
  };
  const Flag Flags[] = {{"int", &O.Int, true},
                        {"wide", &O.Wide, true},
                        {"intrinsics", &O.Intrinsics, true},
                        {"cf", &O.ControlFlow, true},
                        {"mem", &O.Memory, true},
                        {"fp", &O.FP, true},
                        {"vec", &O.Vectors, true},
                        {"calls", &O.Calls, true},
                        {"odd", &O.OddWidths, false},
                        {"select", &O.Select, false},
                        {"memintr", &O.MemIntrinsics, false},
                        {"fminmax", &O.FMinimumMaximum, false}};
  for (const Flag& F : Flags)
    if (F.Primary) *F.Ptr = false;
  size_t Pos = 0;
  while (Pos <= List.size()) {
    size_t Comma = List.find(',', Pos);
    if (Comma == std::string::npos) Comma = List.size();
    std::string W = List.substr(Pos, Comma - Pos);
    Pos = Comma + 1;
    if (W.empty() || W == "none") continue;
    if (W == "all") {
      for (const Flag& F : Flags) *F.Ptr = true;
      continue;
    }
    bool On = true;
    if (W.rfind("no-", 0) == 0) W = W.substr(3), On = false;
    if (W == "intr") W = "intrinsics";
    if (W == "memory") W = "mem";
    if (W == "vectors") W = "vec";
    bool Found = false;
    for (const Flag& F : Flags)
      if (W == F.Name) *F.Ptr = On, Found = true;
    if (!Found) {
      Error = "unknown feature '" + W +
              "' (known: all, none, int, wide, intrinsics, cf, mem, fp, vec, calls, "
              "odd, select, memintr, fminmax; prefix no- to switch one off)";
      return false;
    }
  }
  return true;
}

} // namespace dt::gen
