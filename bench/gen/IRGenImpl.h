// bench/gen/IRGenImpl.h — internals shared by IRGen.cpp (types, values, driver, API) and IRGenBody.cpp
// (the function-body generator). Not part of the public API.
//
// Invariants: Rng is a fixed algorithm (splitmix64-seeded xoshiro256**) with our own range reduction, so
// a seed means the same module on every host and standard library. Value bits travel as little-endian
// 64-bit word vectors of exactly the type's width (bits above the width are zero); APInt only appears at
// the public API boundary.
#pragma once

#include "bench/gen/IRGen.h"

#include <cstdint>
#include <initializer_list>
#include <set>
#include <string>
#include <vector>

namespace dt::gen::detail {

class Rng {
public:
  explicit Rng(uint64_t Seed);
  uint64_t next();
  /// Uniform in [0, N); N > 0.
  uint64_t below(uint64_t N) { return (uint64_t)(((unsigned __int128)next() * N) >> 64); }
  /// Uniform in [Lo, Hi] (inclusive).
  int range(int Lo, int Hi) { return Lo + (int)below((uint64_t)(Hi - Lo + 1)); }
  bool chance(unsigned Percent) { return below(100) < Percent; }
  /// Index drawn with the given relative weights (at least one non-zero).
  size_t weighted(const std::vector<unsigned>& Weights);
  template <class T> const T& pick(const std::vector<T>& V) { return V[below(V.size())]; }

private:
  uint64_t S[4];
};

enum class Kind : uint8_t { Void, Int, Half, Float, Double, Ptr };

/// An IR type: a scalar (Lanes == 0) or a fixed vector of Lanes scalars. W is the scalar width in bits.
struct Ty {
  Kind K = Kind::Void;
  unsigned W = 0;
  unsigned Lanes = 0;

  static Ty intTy(unsigned W) { return {Kind::Int, W, 0}; }
  static Ty half() { return {Kind::Half, 16, 0}; }
  static Ty flt() { return {Kind::Float, 32, 0}; }
  static Ty dbl() { return {Kind::Double, 64, 0}; }
  static Ty ptr() { return {Kind::Ptr, 64, 0}; }
  static Ty vec(Ty Elem, unsigned N) { return {Elem.K, Elem.W, N}; }

  bool isVoid() const { return K == Kind::Void; }
  bool isVec() const { return Lanes != 0; }
  bool isPtr() const { return K == Kind::Ptr; }
  bool isIntLike() const { return K == Kind::Int; } // scalar or vector of integers
  bool isFPLike() const { return K == Kind::Half || K == Kind::Float || K == Kind::Double; }
  bool isInt() const { return isIntLike() && !isVec(); }
  bool isFP() const { return isFPLike() && !isVec(); }
  bool isBool() const { return K == Kind::Int && W == 1; } // i1 or <N x i1>
  Ty elem() const { return {K, W, 0}; }
  /// The same shape with another element type (scalar stays scalar).
  Ty withElem(Ty E) const { return {E.K, E.W, Lanes}; }
  /// The comparison result type: i1 or <N x i1>.
  Ty boolTy() const { return {Kind::Int, 1, Lanes}; }
  unsigned lanes() const { return Lanes ? Lanes : 1; }
  unsigned totalBits() const { return W * lanes(); }
  bool operator==(const Ty& O) const { return K == O.K && W == O.W && Lanes == O.Lanes; }
  bool operator!=(const Ty& O) const { return !(*this == O); }
  bool operator<(const Ty& O) const {
    if (K != O.K) return K < O.K;
    if (W != O.W) return W < O.W;
    return Lanes < O.Lanes;
  }
};

std::string tyStr(const Ty& T);
/// The overloaded-intrinsic suffix: i17, f16, f32, f64, v4i32, v2f32, p0.
std::string tySuffix(const Ty& T);
bool parseTy(const std::string& Text, Ty& T);

using Words = std::vector<uint64_t>;
Words wordsOf(const APInt& V);
APInt toAPInt(unsigned Bits, const Words& W);
/// Bits [Lo, Lo+N) of W (N <= 64).
uint64_t getBits(const Words& W, unsigned Lo, unsigned N);
void setBits(Words& W, unsigned Lo, unsigned N, uint64_t V);
/// "0x" + lower-case hex of the low Bits bits, no leading zeros.
std::string hexOf(const Words& W, unsigned Bits);
/// Signed decimal of the Bits-bit two's complement value (LLVM's integer literal syntax).
std::string signedDecimal(const Words& W, unsigned Bits);

/// IEEE formats: exponent and fraction field widths.
unsigned fpExpBits(Kind K);
unsigned fpFracBits(Kind K);
bool isNaNBits(Kind K, uint64_t Bits);
/// Rounds a double to the format (round to nearest even); NaN becomes the canonical quiet NaN.
uint64_t encodeFP(Kind K, double V);
/// The largest finite value of the format, as a double.
double fpMaxFinite(Kind K);
/// The IR literal of an FP value: 0xHxxxx for half, 0x + 16 hex digits of the equal double otherwise.
std::string fpLiteral(Kind K, uint64_t Bits);

/// The types one module draws from.
struct Universe {
  std::vector<Ty> Ints;    // scalar integer types (always includes i1)
  std::vector<Ty> FPs;     // half, float, double when FP is on
  std::vector<Ty> IntVecs; // when Vectors is on
  std::vector<Ty> FPVecs;  // <2 x float> when Vectors and FP are on
};

/// A function's signature and its bounded dynamic cost (number of function invocations one call of it
/// makes, itself included), which callers use to keep the call tree small.
struct FnPlan {
  std::string Name;
  Ty Ret;
  std::vector<Ty> Args;
  uint64_t Cost = 1;
};

/// Generates the definition of Plans[Index]. It may call Plans[J] for J > Index (whose Cost must already be
/// final) and sets Plans[Index].Cost. Intrinsic declarations it uses are added to Decls.
std::string generateFunction(const GenOptions& Opts, const Universe& U, std::vector<FnPlan>& Plans,
                             unsigned Index, Rng& R, std::set<std::string>& Decls);

} // namespace dt::gen::detail
