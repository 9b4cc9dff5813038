// support/FloatFormat.h — IEEE binary floating-point formats handled as bit patterns.
//
// Duty: everything the IR reader, the DAG printer and the DAG interpreter need to know about FP values:
// parsing and printing LLVM's literal spellings, conversions between formats, and correctly rounded
// arithmetic. A value is always the APInt bit pattern of its format (fpBits(F) wide), never a host float,
// so NaN payloads and signed zeros survive every step. All rounding is round-to-nearest-even unless an
// operation says otherwise.
//
// NaN policy (the same for every operation): a NaN operand propagates, quieted (the first NaN operand when
// several are NaN); an invalid operation on non-NaN operands (inf - inf, 0 * inf, sqrt(-1), ...) gives the
// format's canonical quiet NaN: positive, quiet bit set, zero payload (RISC-V's and APFloat's default NaN).
#pragma once

#include "support/APInt.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace dt {

enum class FPFormat : uint8_t { Half, BFloat, Single, Double, X87, Quad }; // 16, 16, 32, 64, 80, 128 bits

/// Storage width in bits.
unsigned fpBits(FPFormat F);
/// Significand precision in bits, counting the (implicit or explicit) integer bit: 11, 8, 24, 53, 64, 113.
unsigned fpPrecision(FPFormat F);
/// LLVM's IR type name: "half", "bfloat", "float", "double", "x86_fp80", "fp128".
const char* fpTypeName(FPFormat F);

/// Parses an LLVM IR FP literal for a value of format F into F's bit pattern.
///  - decimal ("1.0", "-2.5e+10", "1.000000e+00"): correctly rounded straight to F (no double rounding);
///  - "0x" + up to 16 hex digits: the bits of a double, converted to F (for X87 and Quad too);
///  - "0xH"/"0xR" + up to 4 hex digits: half / bfloat bits (only for that format);
///  - "0xK" + 20 hex digits: x87 bits; "0xL" + 32 hex digits: fp128 with the low 64 bits first (LLVM's
///  order);
///  - "0xM" (ppc_fp128), "inf", "nan" and anything else: nullopt with a message in *Error (if non-null).
/// A signalling NaN given as a double stays signalling after conversion, as LLVM's parser does.
std::optional<APInt> parseFPLiteral(FPFormat F, std::string_view Text, std::string* Error);

/// Converts between formats (round-to-nearest-even; NaN payloads keep their top bits and become quiet).
/// The identity when From == To.
APInt fpConvert(FPFormat From, const APInt& Bits, FPFormat To);
/// The value as a host double: exact for Half/BFloat/Single/Double, rounded for X87/Quad.
double fpToDouble(FPFormat F, const APInt& Bits);
/// A host double rounded to F.
APInt fpFromDouble(FPFormat F, double V);

/// The SelectionDAG dump spelling of a ConstantFP: Single/Double print the value with "%.6e" ("nan",
/// "INF", "-INF" for the specials), other formats "APFloat(<unsigned decimal of the bits>)".
std::string fpDumpText(FPFormat F, const APInt& Bits);
/// How LLVM's IR printer spells the constant: Single/Double print APFloat's 6-significant-digit "%e"-like
/// form when it reads back as the same double, else "0x" + the double's bits in upper-case hex without
/// leading zeros; Half "0xH" + 4 digits, BFloat "0xR" + 4, X87 "0xK" + 20, Quad "0xL" + 32 (low half first).
std::string fpIRText(FPFormat F, const APInt& Bits);

// ---- classification and sign operations (pure bit manipulation, never raise or quiet) -------------------

bool fpIsNaN(FPFormat F, const APInt& Bits);
bool fpIsSignalingNaN(FPFormat F, const APInt& Bits);
bool fpIsInf(FPFormat F, const APInt& Bits);
bool fpIsZero(FPFormat F, const APInt& Bits);
bool fpSignBit(FPFormat F, const APInt& Bits);
APInt fpZero(FPFormat F, bool Negative = false);
APInt fpInf(FPFormat F, bool Negative = false);
/// The canonical quiet NaN (positive, zero payload).
APInt fpQNaN(FPFormat F);

APInt fpNeg(FPFormat F, const APInt& A);
APInt fpAbs(FPFormat F, const APInt& A);
/// Mag's magnitude with Sign's sign bit.
APInt fpCopySign(FPFormat F, const APInt& Mag, const APInt& Sign);

// ---- arithmetic (correctly rounded, round-to-nearest-even) -----------------------------------------------

APInt fpAdd(FPFormat F, const APInt& A, const APInt& B);
APInt fpSub(FPFormat F, const APInt& A, const APInt& B);
APInt fpMul(FPFormat F, const APInt& A, const APInt& B);
APInt fpDiv(FPFormat F, const APInt& A, const APInt& B);
/// C's fmod (LLVM's frem): A - trunc(A / B) * B, exact, with A's sign.
APInt fpRem(FPFormat F, const APInt& A, const APInt& B);
APInt fpSqrt(FPFormat F, const APInt& A);
/// A * B + C with a single rounding.
APInt fpFma(FPFormat F, const APInt& A, const APInt& B, const APInt& C);

enum class FPCmpResult { Less, Equal, Greater, Unordered };
/// IEEE comparison: -0 == +0, any NaN gives Unordered.
FPCmpResult fpCompare(FPFormat F, const APInt& A, const APInt& B);

/// IEEE-754 2008 minNum / maxNum (LLVM's minnum/maxnum): a NaN operand is ignored unless both are NaN;
/// -0 is treated as less than +0 (as RISC-V fmin/fmax and current APFloat do).
APInt fpMinNum(FPFormat F, const APInt& A, const APInt& B);
APInt fpMaxNum(FPFormat F, const APInt& A, const APInt& B);
/// IEEE-754 2019 minimum / maximum (LLVM's minimum/maximum): NaN-propagating, -0 < +0.
APInt fpMinimum(FPFormat F, const APInt& A, const APInt& B);
APInt fpMaximum(FPFormat F, const APInt& A, const APInt& B);

enum class RoundMode {
  Floor,       // toward -inf (floor)
  Ceil,        // toward +inf (ceil)
  Trunc,       // toward zero (trunc)
  NearestEven, // ties to even (rint / nearbyint / roundeven)
  NearestAway, // ties away from zero (round)
};
/// Rounds to an integral value in the same format; zero results keep the operand's sign.
APInt fpRound(FPFormat F, const APInt& A, RoundMode Mode);

/// Truncates toward zero to a Width-bit integer. InRange is false when the truncated value does not fit
/// (or A is NaN); the result then saturates like llvm.fpto[su]i.sat: NaN → 0, too large → max, too small →
/// min (0 for unsigned).
APInt fpToInt(FPFormat F, const APInt& A, unsigned Width, bool IsSigned, bool& InRange);
/// Correctly rounded conversion of an integer of any width.
APInt intToFP(FPFormat F, const APInt& V, bool IsSigned);

} // namespace dt
