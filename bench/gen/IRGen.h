// bench/gen/IRGen.h — a seeded generator of random, UB-free LLVM IR functions and of an lli driver that
// prints their results.
//
// Duty: produce the inputs of the project's differential tests and benchmarks. A GeneratedModule holds
//   * ModuleText: functions @f0 .. @fN-1 (no target triple / datalayout, so the host's lli runs it);
//   * DriverText: a second module whose @main calls every Call in order and prints one line per call;
//   * Calls: the same calls as data, so another executor (our DAG interpreter, our RISC-V code under
//     qemu) can run them and format its results with formatResult() for a byte-exact comparison.
//
// Invariants (what makes comparisons meaningful):
//   * the same GenOptions (including Seed) give byte-identical output on every host (own PRNG, no
//     std::*_distribution, no unordered iteration);
//   * every function passes `opt -passes=verify` and is free of undefined behaviour and poison for every
//     argument value (not only the generated ones): divisors are forced non-zero and sdiv/srem never see
//     INT_MIN / -1, shift amounts are reduced below the width, poison-generating flags (nuw, nsw, exact,
//     disjoint, nneg, inbounds) are only put where a construction proves them, ctlz/cttz/abs take
//     `i1 false`, fptosi/fptoui see clamped, NaN-free operands, memory is only alloca'd arrays that are
//     fully initialised in the entry block and indexed in bounds, loops are do-while loops of at most 8
//     iterations, calls only go from @fi to @fj with j > i (acyclic) and their dynamic count is bounded;
//   * no `undef`/`poison` constants, no signalling NaNs (no int->FP bitcasts, memset only on integer
//     arrays), no operations whose result LLVM leaves unspecified (minnum/maxnum see canonicalised zeros,
//     no fmuladd, no libm transcendentals, no fma on half), and a NaN is replaced by the positive quiet
//     NaN before a bitcast to integer or copysign could expose its sign or payload (x86, RISC-V and
//     constant folding produce different NaNs); FP results print every NaN as "nan";
//   * results do not depend on the data layout (the module has none): byte-offset accesses, memset and
//     memcpy only touch arrays of i8/i16/i32/i64/i128, whose sizes every layout agrees on; everything
//     else is addressed with typed GEPs. (Optimising with opt bakes a layout into GEPs, so give opt the
//     layout of whatever runs the result, e.g. -mtriple=<host> before lli; see LLVMTools.h.)
//
// Text formats (shared by the driver's printf output and formatResult):
//   integer iN:   "0x" + lower-case hex of the N-bit value, no leading zeros ("0x0" for zero);
//   half/float/double: "nan" for any NaN, else "0x" + hex of the IEEE bits (no leading zeros);
//   vectors:      "[" + lanes formatted as scalars, joined by ", " + "]";
//   void:         "void".
// A vector's Bits pack the lanes with lane 0 in the lowest bits (the little-endian bitcast layout).
#pragma once

#include "support/APInt.h"

#include <cstdint>
#include <string>
#include <vector>

namespace dt::gen {

struct GenOptions {
  uint64_t Seed = 1;
  unsigned NumFunctions = 1;
  /// Approximate number of instructions in each function body (the final fold and ret come on top).
  unsigned InstsPerFunction = 30;
  /// Input vectors per function (the driver calls each function this many times).
  unsigned CallsPerFunction = 8;

  // Feature switches; each can be turned off independently.
  bool Int = true;         // integer arithmetic, logic, shifts, div/rem, compares, casts
  bool OddWidths = true;   // widths that are not powers of two (i7, i17, i33, i65, i87)
  bool Wide = true;        // widths above 64 bits
  bool Intrinsics = true;  // bit-manipulation, min/max, overflow, saturating (and FP / vector intrinsics)
  bool Select = true;      // select instructions
  bool ControlFlow = true; // diamonds, triangles, switches, bounded loops, phis
  bool Memory = true;      // allocas, loads/stores, GEPs (memset/memcpy too when MemIntrinsics)
  bool MemIntrinsics = true;
  bool FP = false;      // half/float/double arithmetic, fcmp, conversions, FP intrinsics
  bool Vectors = false; // <2 x i8> <3 x i16> <4 x i32> <2 x i64> (<2 x float> with FP)
  bool Calls = false;   // calls between generated functions (acyclic)
  /// llvm.minimum/maximum and vector.reduce.fminimum/fmaximum. llc-19 aborts ("Do not know how to soften")
  /// on them without hardware FP, so soft-float targets switch this off (copysign / fadd / fmul instead).
  bool FMinimumMaximum = true;
  /// With FP: half is drawn besides float and double. Off gives f32/f64-only code (the soft-float benchmark).
  bool HalfFP = true;

  /// Integer widths to draw from; empty means {1,7,8,16,17,32,33,64,65,87,128}. OddWidths, Wide and MaxWidth
  /// filter this list (i1 is always kept: branch and select conditions need it).
  std::vector<unsigned> Widths;
  unsigned MaxWidth = 128;

  /// Benchmark shape: when non-zero, one function @f0(i8, i16, i32, i64) -> i64 made of a single basic
  /// block with exactly this many instructions (the `ret` included), mixing i8/i16/i32/i64 arithmetic,
  /// logic, shifts, compares, selects and casts. NumFunctions and the feature switches are ignored.
  unsigned SingleBlockInsts = 0;
};

/// One argument value: its IR type as text ("i17", "float", "<4 x i32>") and its bits
/// (width = typeBits(Type); FP as IEEE bits; vectors packed lane 0 lowest).
struct ArgValue {
  std::string Type;
  APInt Bits;
};

/// One call the driver makes: Function(Args...) as the Index-th call of that function (0-based).
struct Call {
  std::string Function; // without '@', e.g. "f3"
  unsigned Index = 0;
  std::string RetType; // "void" for void functions
  std::vector<ArgValue> Args;
};

struct FunctionSig {
  FunctionSig() = default;
  FunctionSig(std::string N, std::string R, std::vector<std::string> A, std::vector<std::string> AA = {},
              std::string RA = {})
      : Name(std::move(N)), RetType(std::move(R)), ArgTypes(std::move(A)), ArgAttrs(std::move(AA)),
        RetAttrs(std::move(RA)) {}
  std::string Name; // without '@'
  std::string RetType;
  std::vector<std::string> ArgTypes;
  /// Extension attributes ("signext", "zeroext") the callee declares; the driver's calls must repeat them,
  /// or a caller on the host would not extend the value the callee relies on.
  std::vector<std::string> ArgAttrs;
  std::string RetAttrs;
};

struct GeneratedModule {
  std::string ModuleText;
  std::string DriverText;
  std::vector<FunctionSig> Functions;
  std::vector<Call> Calls;
};

/// Generates the functions, their inputs and the driver. Deterministic in the options.
GeneratedModule generate(const GenOptions& Opts);

/// Builds a driver module for any functions with these signatures (they need not come from generate():
/// tests use it on hand-written functions). Calls are made and printed in the given order.
std::string buildDriver(const std::vector<FunctionSig>& Functions, const std::vector<Call>& Calls);

/// The line (without '\n') the driver prints for a call whose function returned `Bits` of IR type `Type`,
/// e.g. "f3#2 = i17 0x1abc", "f0#0 = float 0x3f800000", "f1#5 = double nan", "f2#0 = void",
/// "f4#1 = <2 x i8> [0x1, 0xff]". Bits is ignored for void.
std::string formatResult(const std::string& Function, unsigned CallIndex, const std::string& Type,
                         const APInt& Bits);
/// The value part of formatResult (after "<type> ").
std::string formatValue(const std::string& Type, const APInt& Bits);
/// The IR literal for a value of a first-class type: "-5", "true", "0xH3C00", "0x3FF0000000000000",
/// "<i32 1, i32 2>" (element types included for vectors, as LLVM's parser wants).
std::string formatConstant(const std::string& Type, const APInt& Bits);
/// Total bits of a value of this type (iN: N, half 16, float 32, double 64, <N x T>: N * bits(T));
/// 0 for void or an unknown type.
unsigned typeBits(const std::string& Type);

/// The calls as text, one line per call: "f3#2<TAB>ret-type<TAB>arg-type 0xhex<TAB>..." (hex of the packed
/// bits, same spelling as integers in formatValue). parseCallsFile reads it back.
std::string writeCallsFile(const std::vector<Call>& Calls);
/// Parses writeCallsFile's format; returns false (with a message) on malformed text.
bool parseCallsFile(const std::string& Text, std::vector<Call>& Calls, std::string& Error);

/// Applies a feature list such as "int,wide,cf,mem" to Opts. The primary features (int, wide, intrinsics,
/// cf, mem, fp, vec, calls) become exactly the listed ones; the secondary ones (odd, select, memintr,
/// fminmax) keep their current value unless listed. "all" switches everything on, "none" nothing; "no-X"
/// switches X off (e.g. "all,no-select"). Returns false and names the bad word in Error for an unknown
/// feature.
bool parseFeatures(const std::string& List, GenOptions& Opts, std::string& Error);

} // namespace dt::gen
