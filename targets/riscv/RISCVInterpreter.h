// targets/riscv/RISCVInterpreter.h — RISC-V semantics for the DAG interpreter.
//
// Duty: what dag/Interpreter.h leaves to the target: RISCVISD node semantics (RET_GLUE, CALL, TAIL,
// SELECT_CC, BR_CC, the RV64 W-forms, BuildPairF64/SplitF64, HI/ADD_LO/LLA, FMV/FCVT ...), the register
// file (x0..x31, f0..f31 with f*_h/f*_f/f*_d aliasing one unit, identified by name through TargetHooks),
// the psABI calling convention used to place IR-level arguments and read results, and builtin
// implementations of the runtime library calls legalization emits (libgcc / compiler-rt integer and
// soft-float routines, libm, memcpy/memmove/memset).
//
// Calling convention (RISC-V psABI integer convention as LLVM 19 implements it, ilp32/lp64 and the
// ilp32f/ilp32d/lp64f/lp64d variants), computed per leaf value (aggregates are flattened as LLVM does):
//  - integers of N bits take ceil(N/XLEN) XLEN parts. One part: a0..a7, then an XLEN stack slot. Two
//    parts (2×XLEN, e.g. i64 on RV32, i128 on RV64): a register pair, or the last register + a stack slot,
//    or two stack slots with the first aligned to the value's ABI alignment. More than two parts: passed by
//    reference — the parts are stored at j×XLEN/8 in a caller-made copy whose address takes one part.
//  - signext / zeroext attributes extend the value to the parts' width; without them the extra bits are
//    undefined (garbage). Note: i32 on RV64 is then undefined above bit 31 as well — LLVM relies on the
//    frontend's `signext`, and so do we.
//  - FP: with a hard-float ABI, fixed f16/bf16/f32 (and f64 with ilp32d/lp64d) go to fa0..fa7 NaN-boxed;
//    otherwise (soft ABI, variadic, FPRs exhausted) like an integer of the same width (f64 on RV32: the
//    2×XLEN rule; f128: like i128). FP narrower than XLEN in a GPR has undefined upper bits.
//  - vectors are split into their lanes (each lane handled as above); lanes that are integers (or FP under
//    the soft ABI) count as parts of one split value, so more than two parts go by reference.
//  - return values: at most two parts in a0/a1 / fa0/fa1; anything bigger is returned through memory at
//    a hidden pointer passed in a0 (the other arguments shift by one register), in the IR memory layout.
// Register units: x<i> is unit i (x0 hard-wired to zero), f<i> (any suffix) is unit 32+i.
#pragma once

#include "dag/Interpreter.h"
#include "targets/riscv/RISCVSubtarget.h"

#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

namespace dt {

namespace ir {
class DataLayout;
class Function;
class Type;
} // namespace ir

enum class RISCVFloatABI : uint8_t { Soft, Single, Double }; // ilp32/lp64, ilp32f/lp64f, ilp32d/lp64d

struct RISCVABIConfig {
  unsigned XLen = 64;
  RISCVFloatABI FloatABI = RISCVFloatABI::Soft;
  /// XLEN and the float ABI of a subtarget (-mtriple / -target-abi).
  static RISCVABIConfig of(const riscv::Subtarget& ST) {
    return {ST.XLen, ST.hasDoubleABI()      ? RISCVFloatABI::Double
                     : ST.hasHardFloatABI() ? RISCVFloatABI::Single
                                            : RISCVFloatABI::Soft};
  }
};

/// Where one part lives.
struct RISCVArgLoc {
  enum Kind : uint8_t { GPR, FPR, Stack } K = GPR;
  unsigned Index = 0;  // GPR: a0 + Index (x10 + Index); FPR: fa0 + Index (f10 + Index)
  uint64_t Offset = 0; // Stack: bytes from the stack pointer at the call
  bool operator==(const RISCVArgLoc&) const = default;
};

/// One register-sized part of a leaf value: lane Lane's sub-part Sub (scalars: lane 0).
struct RISCVPart {
  EVT VT; // iXLEN, or the FP type when it travels in an FPR
  unsigned Lane = 0;
  unsigned Sub = 0;
  RISCVArgLoc Loc; // meaningless when the value is passed indirectly
};

enum class RISCVExt : uint8_t { Any, Sign, Zero };

/// How one leaf value (scalar or vector) is passed or returned.
struct RISCVValueLayout {
  EVT VT; // pointers appear as iXLEN
  RISCVExt Ext = RISCVExt::Any;
  unsigned ArgIndex = 0;  // the IR argument it belongs to
  uint64_t MemOffset = 0; // byte offset inside the IR value (aggregates)
  unsigned OrigAlign = 1; // ABI alignment of the leaf, bytes
  bool IsFixed = true;    // false for variadic arguments
  std::vector<RISCVPart> Parts;
  bool Indirect = false; // parts stored at j × XLEN/8 in memory whose address is at PtrLoc
  RISCVArgLoc PtrLoc;
};

struct RISCVCallLayout {
  std::vector<RISCVValueLayout> Args; // every leaf of every argument, in order
  std::vector<RISCVValueLayout> Ret;  // leaves of the return value (locations unused when SRet)
  bool SRet = false;                  // result returned in memory at a hidden pointer in a0
  uint64_t StackBytes = 0;            // size of the stack argument area, 16-byte aligned
};

/// Assigns locations to leaves already described by VT/Ext/OrigAlign/IsFixed (Args and Ret are updated).
void assignRISCVLocations(const RISCVABIConfig& Cfg, RISCVCallLayout& L);
/// The layout of a call to Fn (its IR signature and parameter attributes, DataLayout for aggregates).
RISCVCallLayout computeRISCVCallLayout(const RISCVABIConfig& Cfg, const ir::Function& Fn,
                                       const ir::DataLayout& DL);
/// The leaves of an IR type: (EVT, byte offset, ABI alignment), pointers as iXLEN.
struct RISCVLeaf {
  EVT VT;
  uint64_t Offset;
  unsigned Align;
};
std::vector<RISCVLeaf> flattenIRType(const ir::Type* T, const ir::DataLayout& DL, unsigned XLen);

/// Splits a leaf's value into its parts' values (extending per Ext; undefined bits from G).
std::vector<APInt> splitRISCVParts(const RISCVABIConfig& Cfg, const RISCVValueLayout& V, const APInt& Bits,
                                   GarbageSource& G);
/// Joins parts' values back into the leaf's value.
APInt joinRISCVParts(const RISCVABIConfig& Cfg, const RISCVValueLayout& V, std::span<const APInt> Parts);

class RISCVInterpreter : public TargetInterpreter {
public:
  /// TH names the registers ("x10", "f10_f" ...), which is how register numbers map to storage units.
  RISCVInterpreter(const TargetHooks& TH, RISCVABIConfig Cfg);
  ~RISCVInterpreter() override;

  bool evalTargetNode(NodeEval& E) const override;
  PhysRegDesc describeRegister(uint32_t Reg) const override;
  PhysRegDesc stackPointer() const override { return {2, PhysRegDesc::Int}; }
  bool callBuiltin(ProgramInterpreter& P, std::string_view Name) const override;
  APInt callWithIRValues(ProgramInterpreter& P, const ir::Function& Fn, std::span<const APInt> Args,
                         const std::function<void()>& Run) const override;

  const RISCVABIConfig& config() const { return Cfg; }
  bool hasBuiltin(std::string_view Name) const;
  /// Calls builtin Name with argument values as the C signature has them (tests): places them by the
  /// calling convention, runs the builtin, reads the result back.
  APInt callBuiltinWithValues(ProgramInterpreter& P, std::string_view Name,
                              std::span<const APInt> Args) const;

  static PhysRegDesc gpr(unsigned X) { return {X, X == 0 ? PhysRegDesc::Zero : PhysRegDesc::Int}; }
  static PhysRegDesc fpr(unsigned F) { return {32 + F, PhysRegDesc::Float}; }

  struct Builtin;

private:
  void writeLoc(ProgramInterpreter& P, const RISCVArgLoc& L, const APInt& V, uint64_t SP) const;
  APInt readLoc(ProgramInterpreter& P, const RISCVArgLoc& L, EVT VT, uint64_t SP) const;
  /// Puts a leaf's value where its layout says (indirect copies are allocated and recorded in Temps).
  void placeLeaf(ProgramInterpreter& P, const RISCVValueLayout& V, const APInt& Bits, uint64_t SP,
                 std::vector<uint64_t>& Temps) const;
  APInt fetchLeaf(ProgramInterpreter& P, const RISCVValueLayout& V, uint64_t SP) const;
  RISCVCallLayout builtinLayout(const Builtin& B) const;

  const TargetHooks& TH;
  RISCVABIConfig Cfg;
  std::unordered_map<std::string, std::unique_ptr<Builtin>> Builtins;
  mutable std::unordered_map<uint32_t, PhysRegDesc> RegCache;
};

} // namespace dt
