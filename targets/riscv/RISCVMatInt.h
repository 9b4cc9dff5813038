// targets/riscv/RISCVMatInt.h — which RISC-V instructions build an integer constant in a register (LLVM 19's
// RISCVMatInt), and whether RV64 loads a large constant from the constant pool instead.
//
// Duty: the instruction sequence LLVM 19 chooses for a constant (generateInstSeq), the two-register form
// the selector and lowerConstant also consider (generateTwoRegInstSeq), the selector's final choice between
// them (selectImm), the cost the TTI/lowering hooks ask for (getIntMatCost), the RV64 constant-pool
// decision (shouldUseConstantPool) and an evaluator proving that a sequence yields its constant.
// Invariants: everything here is independent of machine opcode numbers (Opcode is this file's own enum, and
// opcodeName gives LLVM's instruction name for the selector to look up); every sequence chains one register
// from x0 (each instruction reads the previous result, RegReg reads it twice); on RV32 every sequence has
// at most two instructions and uses only RV32 instructions.
#pragma once

#include "support/APInt.h"
#include "targets/riscv/RISCVSubtarget.h"

#include <cstdint>
#include <vector>

namespace dt::riscv::matint {

/// The instructions LLVM 19's RISCVMatInt emits for the extensions our Subtarget models (I, Zba, Zbb, Zbs,
/// Zbkb). ADD appears only as the final instruction of the two-register form.
enum class Opcode : uint8_t {
  LUI,
  ADDI,
  ADDIW,
  XORI,
  SLLI,
  SRLI,
  SLLI_UW,
  ADD_UW,
  SH1ADD,
  SH2ADD,
  SH3ADD,
  BSETI,
  BCLRI,
  RORI,
  PACK,
  ADD,
};

/// How an instruction's operands are formed from the previous result (LLVM's RISCVMatInt::OpndKind):
/// Imm: `rd = OP imm` (LUI); RegImm: `rd = OP prev, imm`; RegReg: `rd = OP prev, prev`;
/// RegX0: `rd = OP prev, x0` (ADD_UW as zext.w). The first instruction's "prev" is x0.
enum class OperandKind : uint8_t { Imm, RegImm, RegReg, RegX0 };

struct Inst {
  Opcode Opc;
  int64_t Imm; // 0 for the RegReg and RegX0 kinds
  OperandKind Kind() const;
  bool operator==(const Inst&) const = default;
};

using InstSeq = std::vector<Inst>;

/// LLVM's instruction name: "ADDI", "SLLI_UW", "SH1ADD", ... (as in MIR).
const char* opcodeName(Opcode Opc);

inline bool isSimm12(int64_t V) {
  return V >= -2048 && V < 2048;
}
inline bool isSimm32(int64_t V) {
  return V >= INT32_MIN && V <= INT32_MAX;
}
inline bool isUimm32(int64_t V) {
  return (uint64_t)V <= UINT32_MAX;
}

/// LLVM's RISCVMatInt::generateInstSeq: the sequence for Val (on RV32, Val must be a sign-extended 32-bit
/// value; throws InternalError otherwise). Never empty.
InstSeq generateInstSeq(int64_t Val, const Subtarget& ST);

/// LLVM's generateTwoRegInstSeq: a sequence X for the low half such that Val == AddOpc(X, X << ShiftAmt)
/// (AddOpc is ADD, or ADD_UW when the halves are equal and Zba is present); empty when no such form exists.
InstSeq generateTwoRegInstSeq(int64_t Val, const Subtarget& ST, unsigned& ShiftAmt, Opcode& AddOpc);

/// LLVM's getIntMatCost: the cost of building Val (Size bits) in XLen-sized chunks, one unit per
/// instruction, or in percent of an RVI instruction when CompressionCost and C are set. At least 1.
unsigned getIntMatCost(const APInt& Val, unsigned Size, const Subtarget& ST, bool CompressionCost = false);

/// The selector's choice for a non-zero constant (RISCVDAGToDAGISel::selectImm with LLVM 19's defaults,
/// i.e. without -riscv-use-rematerializable-movimm). When TwoReg is set the selector emits Seq (giving X),
/// then `SLLI X, ShiftAmt` and `AddOpc X, (SLLI ...)`; otherwise Seq alone. Zero is not selectImm's case:
/// LLVM's Select turns constant 0 into a copy of x0 before asking.
struct ImmSelection {
  InstSeq Seq;
  bool TwoReg = false;
  unsigned ShiftAmt = 0;
  Opcode AddOpc = Opcode::ADD;
};
ImmSelection selectImm(int64_t Imm, const Subtarget& ST);

/// RISCVSubtarget::getMaxBuildIntsCost for the CPUs we model (no scheduling model, so LLVM's default load
/// latency of 4 plus one): 5.
unsigned maxBuildIntsCost(const Subtarget& ST);

/// Whether LLVM 19 replaces the i64 constant Val by a constant-pool load on this subtarget (RV64's custom
/// lowerConstant); always false on RV32, where i64 constants are split into i32 halves.
bool shouldUseConstantPool(int64_t Val, const Subtarget& ST);

/// Runs the sequence from x0 on an XLen-bit machine; the result is sign-extended to 64 bits on RV32.
/// Throws InternalError for an instruction the subtarget lacks or an out-of-range immediate.
int64_t evaluate(const InstSeq& Seq, const Subtarget& ST);
int64_t evaluate(const ImmSelection& Sel, const Subtarget& ST);

} // namespace dt::riscv::matint
