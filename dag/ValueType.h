// dag/ValueType.h — value types of DAG values (LLVM's MVT and EVT in one small value class).
//
// Duty: name every type a DAG value can have: integers of any width (i1, i17, i128 ...), the FP formats,
// fixed vectors of those (v4i32, v3i16, v2f32), and the non-data types ch (chain), glue, Untyped, isVoid.
// An EVT is 8 bytes, trivially copyable, hashable; equality is field equality. "Simple" means LLVM has an
// MVT for it (this matters for which types a target can declare legal).
#pragma once

#include "support/FloatFormat.h"

#include <cstdint>
#include <string>

namespace dt {

class EVT {
public:
  enum class Kind : uint8_t { Invalid, Other, Glue, Untyped, Void, Integer, Float, Vector };

  constexpr EVT() = default;
  static constexpr EVT other() { return EVT(Kind::Other, Kind::Invalid, 0, 0); }
  static constexpr EVT glue() { return EVT(Kind::Glue, Kind::Invalid, 0, 0); }
  static constexpr EVT untyped() { return EVT(Kind::Untyped, Kind::Invalid, 0, 0); }
  static constexpr EVT isVoid() { return EVT(Kind::Void, Kind::Invalid, 0, 0); }
  static constexpr EVT integer(unsigned Bits) { return EVT(Kind::Integer, Kind::Integer, Bits, 0); }
  static EVT fp(FPFormat F) { return EVT(Kind::Float, Kind::Float, fpBits(F), 0, F); }
  static EVT vector(EVT Elt, unsigned NumElts) {
    return EVT(Kind::Vector, Elt.K, Elt.Bits, NumElts, Elt.Format);
  }
  static constexpr EVT i1() { return integer(1); }
  static constexpr EVT i8() { return integer(8); }
  static constexpr EVT i16() { return integer(16); }
  static constexpr EVT i32() { return integer(32); }
  static constexpr EVT i64() { return integer(64); }
  static constexpr EVT i128() { return integer(128); }
  static EVT f16() { return fp(FPFormat::Half); }
  static EVT bf16() { return fp(FPFormat::BFloat); }
  static EVT f32() { return fp(FPFormat::Single); }
  static EVT f64() { return fp(FPFormat::Double); }
  static EVT f80() { return fp(FPFormat::X87); }
  static EVT f128() { return fp(FPFormat::Quad); }

  Kind kind() const { return K; }
  bool isValid() const { return K != Kind::Invalid; }
  bool isOther() const { return K == Kind::Other; }
  bool isGlue() const { return K == Kind::Glue; }
  bool isVector() const { return K == Kind::Vector; }
  bool isScalarInteger() const { return K == Kind::Integer; }
  bool isInteger() const { return K == Kind::Integer || (K == Kind::Vector && EltK == Kind::Integer); }
  bool isFloatingPoint() const { return K == Kind::Float || (K == Kind::Vector && EltK == Kind::Float); }
  /// Integer, FP or vector: a value that lives in registers or memory.
  bool isData() const { return K == Kind::Integer || K == Kind::Float || K == Kind::Vector; }

  /// Total size in bits (vectors: elements × element bits); 0 for non-data types.
  uint64_t sizeInBits() const { return K == Kind::Vector ? uint64_t(Bits) * NumElts : Bits; }
  uint64_t storeSizeInBytes() const { return (sizeInBits() + 7) / 8; }
  unsigned scalarSizeInBits() const { return Bits; }
  EVT scalarType() const { return K == Kind::Vector ? EVT(EltK, EltK, Bits, 0, Format) : *this; }
  EVT elementType() const { return scalarType(); }
  unsigned numElements() const { return NumElts; }
  FPFormat fpFormat() const { return Format; }

  /// The integer type of the same total size (f32 → i32, v2f32 → v2i32).
  EVT changeTypeToInteger() const;
  /// The same shape with another element type (vectors) or the element itself (scalars).
  EVT changeElementType(EVT NewElt) const { return isVector() ? vector(NewElt, NumElts) : NewElt; }
  /// Power-of-two width >= 8 (i8, i16, i32 ...): "round" in LLVM's sense.
  bool isRound() const;
  /// The next power of two >= max(8, bits): i17 → i32, i87 → i128, i1 → i8.
  EVT roundIntegerType() const;
  EVT halfSizedIntegerType() const { return integer(Bits / 2); }
  EVT halfNumElementsType() const { return vector(scalarType(), NumElts / 2); }
  bool isPow2VectorType() const { return NumElts && !(NumElts & (NumElts - 1)); }
  /// LLVM has an MVT for this type (i1..i128 powers of two, the FP formats, common vectors).
  bool isSimple() const;

  /// LLVM's spelling: i32, f32, bf16, v4i32, v3i17, ch, glue, Untyped, isVoid.
  std::string str() const;
  /// A hash of all fields (for CSE keys).
  uint64_t hash() const {
    return (uint64_t(K) | uint64_t(EltK) << 4 | uint64_t(Format) << 8 | uint64_t(Bits) << 12) * 0x9E3779B97F4A7C15ull ^ NumElts;
  }

  bool operator==(const EVT& O) const = default;

private:
  constexpr EVT(Kind K, Kind EltK, unsigned Bits, unsigned NumElts, FPFormat F = FPFormat::Single)
      : K(K), EltK(EltK), Format(F), Bits(Bits), NumElts(NumElts) {}
  Kind K = Kind::Invalid;
  Kind EltK = Kind::Invalid; // the scalar kind (Integer or Float) for scalars and vectors alike
  FPFormat Format = FPFormat::Single;
  uint32_t Bits = 0;         // integer width, FP width, or element width
  uint32_t NumElts = 0;      // vectors only
};

} // namespace dt
