// targets/riscv/RISCVValueTracking.cpp — known bits and sign bits of RISCVISD nodes (LLVM's
// RISCVTargetLowering::computeKnownBitsForTargetNode / ComputeNumSignBitsForTargetNode).
//
// Duty: let the generic analyses (legalize/ValueTracking) see through the target nodes that legalization
// creates: SELECT_CC (either operand), CZERO_* (the operand or zero), and the RV64 W forms, which compute on
// the low 32 bits and sign-extend the result to 64. Conservative: only facts that hold for every input, as
// the interpreter (targets/riscv/RISCVInterpreter.cpp) defines the nodes.
#include "legalize/ValueTracking.h"
#include "targets/riscv/RISCVISD.h"
#include "targets/riscv/RISCVTargetLowering.h"

#include <optional>

namespace dt::riscv {

namespace {
/// What is known of a W form's 32-bit result, sign-extended to the node's width.
KnownBits signExtendWord(const KnownBits& Word32, unsigned W) {
  return W > 32 ? Word32.sext(W) : Word32;
}
} // namespace

void RISCVTargetLowering::computeKnownBitsForTargetNode(SDValue Op, KnownBits& Known, unsigned Depth) const {
  unsigned W = Known.width();
  auto op = [&](unsigned I) { return computeKnownBits(*this, Op.getOperand(I), Depth + 1); };
  auto low32 = [&](unsigned I) { return op(I).trunc(32); };
  auto constAmt5 = [&](unsigned I) -> std::optional<unsigned> {
    if (!isConstantNode(Op.getOperand(I))) return std::nullopt;
    return unsigned(Op.getOperand(I)->getAPIntValue().lowWord() & 31);
  };
  switch (Op.getOpcode()) {
  case RISCVISD::SELECT_CC: Known = op(3).intersect(op(4)); return;
  case RISCVISD::CZERO_EQZ:
  case RISCVISD::CZERO_NEZ: {
    KnownBits A = op(0);
    Known.Zero = A.Zero; // the operand, or zero
    return;
  }
  default: break;
  }
  if (W != 64) return;
  switch (Op.getOpcode()) {
  case RISCVISD::SLLW:
  case RISCVISD::SRLW:
  case RISCVISD::SRAW:
  case RISCVISD::ROLW:
  case RISCVISD::RORW: {
    std::optional<unsigned> Amt = constAmt5(1);
    if (!Amt) return;
    KnownBits A = low32(0);
    switch (Op.getOpcode()) {
    case RISCVISD::SLLW: A = A.shl(*Amt); break;
    case RISCVISD::SRLW: A = A.lshr(*Amt); break;
    case RISCVISD::SRAW: A = A.ashr(*Amt); break;
    case RISCVISD::ROLW: A = A.rotl(*Amt); break;
    default: A = A.rotl((32 - *Amt) % 32); break;
    }
    Known = signExtendWord(A, W);
    return;
  }
  case RISCVISD::DIVUW: Known = signExtendWord(KnownBits::udiv(low32(0), low32(1)), W); return;
  case RISCVISD::REMUW: Known = signExtendWord(KnownBits::urem(low32(0), low32(1)), W); return;
  case RISCVISD::ABSW: Known = signExtendWord(low32(0).abs(), W); return;
  case RISCVISD::CLZW:
  case RISCVISD::CTZW: Known = KnownBits::atMost(APInt(W, 32)); return;
  default: return;
  }
}

unsigned RISCVTargetLowering::ComputeNumSignBitsForTargetNode(SDValue Op, unsigned Depth) const {
  unsigned W = Op.getScalarValueSizeInBits();
  switch (Op.getOpcode()) {
  case RISCVISD::SELECT_CC: {
    unsigned Tmp = computeNumSignBits(*this, Op.getOperand(3), Depth + 1);
    if (Tmp == 1) return 1;
    return std::min(Tmp, computeNumSignBits(*this, Op.getOperand(4), Depth + 1));
  }
  case RISCVISD::SLLW:
  case RISCVISD::SRAW:
  case RISCVISD::SRLW:
  case RISCVISD::DIVW:
  case RISCVISD::DIVUW:
  case RISCVISD::REMUW:
  case RISCVISD::ROLW:
  case RISCVISD::RORW:
  case RISCVISD::ABSW:
  case RISCVISD::FCVT_W_RV64:
  case RISCVISD::FCVT_WU_RV64:
    // A 32-bit result sign-extended to 64 bits.
    return W == 64 ? 33 : 1;
  case RISCVISD::FMV_X_SIGNEXTH: return W > 16 ? W - 15 : 1;
  default: return 1;
  }
}

} // namespace dt::riscv
