// dag/ValueType.cpp — spelling and shape queries of EVT.
#include "dag/ValueType.h"

namespace dt {

EVT EVT::changeTypeToInteger() const {
  if (K == Kind::Vector) return vector(integer(Bits), NumElts);
  if (K == Kind::Float) return integer(Bits);
  return *this;
}

bool EVT::isRound() const {
  unsigned B = unsigned(sizeInBits());
  return B >= 8 && (B & (B - 1)) == 0;
}

EVT EVT::roundIntegerType() const {
  unsigned B = Bits < 8 ? 8 : Bits;
  unsigned P = 1;
  while (P < B) P <<= 1;
  return integer(P);
}

bool EVT::isSimple() const {
  auto simpleInt = [](unsigned B) { return B == 1 || B == 2 || B == 4 || B == 8 || B == 16 || B == 32 || B == 64 || B == 128; };
  switch (K) {
  case Kind::Integer: return simpleInt(Bits);
  case Kind::Float: return true;
  case Kind::Vector: {
    bool EltOK = EltK == Kind::Integer ? simpleInt(Bits) : Format != FPFormat::X87;
    bool CountOK = NumElts <= 8 || (NumElts & (NumElts - 1)) == 0;
    return EltOK && CountOK && NumElts <= 2048;
  }
  default: return true;
  }
}

static std::string scalarName(EVT::Kind K, unsigned Bits, FPFormat F) {
  if (K == EVT::Kind::Integer) return "i" + std::to_string(Bits);
  switch (F) {
  case FPFormat::Half: return "f16";
  case FPFormat::BFloat: return "bf16";
  case FPFormat::Single: return "f32";
  case FPFormat::Double: return "f64";
  case FPFormat::X87: return "f80";
  case FPFormat::Quad: return "f128";
  }
  return "f?";
}

std::string EVT::str() const {
  switch (K) {
  case Kind::Invalid: return "INVALID";
  case Kind::Other: return "ch";
  case Kind::Glue: return "glue";
  case Kind::Untyped: return "Untyped";
  case Kind::Void: return "isVoid";
  case Kind::Integer:
  case Kind::Float: return scalarName(K, Bits, Format);
  case Kind::Vector: return "v" + std::to_string(NumElts) + scalarName(EltK, Bits, Format);
  }
  return "?";
}

} // namespace dt
