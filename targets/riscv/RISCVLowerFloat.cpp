// targets/riscv/RISCVLowerFloat.cpp — the RISC-V custom lowerings of floating-point operations (the Custom
// entries of RISCVActions.cpp for FP types), following LLVM 19's RISCVISelLowering.cpp in node shapes and
// creation order so that node ids match llc's dumps.
//
// Contract: return the replacement value, or a null SDValue to decline (the legalizer then expands).
// Declined on purpose: SELECT (the control-flow lowering's), and the BITCAST entries, which only ever meet
// illegal integer types and are handled by LowerOperation / ReplaceNodeResults in RISCVTargetLowering.cpp.
#include "legalize/LibCall.h"
#include "support/FloatFormat.h"
#include "targets/riscv/RISCVISD.h"
#include "targets/riscv/RISCVTargetLowering.h"

#include <cmath>

namespace dt::riscv {

namespace {

// RISC-V's static rounding modes (the rm field of fcvt / the FROUND pseudo).
constexpr uint64_t RoundNearestEven = 0;
constexpr uint64_t RoundTowardZero = 1;
constexpr uint64_t RoundDown = 2;
constexpr uint64_t RoundUp = 3;
constexpr uint64_t RoundNearestMaxMagnitude = 4;
constexpr uint64_t RoundDynamic = 7;

/// LLVM's SelectionDAG::isKnownNeverNaN for the scalar cases that decide whether a NaN check is needed.
bool isKnownNeverNaN(SDValue V, unsigned Depth = 0) {
  if (V->getFlags() & SDNodeFlags::NoNaNs) return true;
  if (Depth >= 6) return false;
  switch (V.getOpcode()) {
  case ISD::ConstantFP: return !fpIsNaN(V.getValueType().fpFormat(), V->getAPIntValue());
  case ISD::SINT_TO_FP:
  case ISD::UINT_TO_FP: return true;
  case ISD::FABS:
  case ISD::FNEG:
  case ISD::FCOPYSIGN:
  case ISD::FP_EXTEND:
  case ISD::FP_ROUND:
  case ISD::FCEIL:
  case ISD::FFLOOR:
  case ISD::FTRUNC:
  case ISD::FRINT:
  case ISD::FNEARBYINT:
  case ISD::FROUND:
  case ISD::FROUNDEVEN: return isKnownNeverNaN(V.getOperand(0), Depth + 1);
  case ISD::FMINNUM:
  case ISD::FMAXNUM: // a NaN operand gives the other one
    return isKnownNeverNaN(V.getOperand(0), Depth + 1) || isKnownNeverNaN(V.getOperand(1), Depth + 1);
  case ISD::FMINIMUM:
  case ISD::FMAXIMUM:
    return isKnownNeverNaN(V.getOperand(0), Depth + 1) && isKnownNeverNaN(V.getOperand(1), Depth + 1);
  case ISD::SELECT:
    return isKnownNeverNaN(V.getOperand(1), Depth + 1) && isKnownNeverNaN(V.getOperand(2), Depth + 1);
  default: return false;
  }
}

/// The fclass result bit for each of LLVM's FPClassTest bits (snan, qnan, -inf, -normal, -subnormal, -0, +0,
/// +subnormal, +normal, +inf), in that order.
constexpr unsigned FClassBitForTest[10] = {8, 9, 0, 1, 2, 3, 4, 5, 6, 7};

} // namespace

SDValue RISCVTargetLowering::lowerFloatOperation(SDValue Op, SelectionDAG& DAG) const {
  EVT VT = Op.getValueType();
  EVT XLenVT = xlenVT();
  if (VT.isVector()) return SDValue();
  switch (Op.getOpcode()) {
  default: return SDValue();

  case ISD::FMAXIMUM:
  case ISD::FMINIMUM: {
    // fmax/fmin return the other operand for one NaN: make both operands the NaN first, so it propagates.
    SDValue X = Op.getOperand(0), Y = Op.getOperand(1);
    bool NoNaNs = Op->getFlags() & SDNodeFlags::NoNaNs;
    SDValue NewY = Y;
    if (!NoNaNs && !isKnownNeverNaN(X)) {
      SDValue XIsNotNaN = DAG.getSetCC(XLenVT, X, X, ISD::SETOEQ);
      NewY = DAG.getSelect(VT, XIsNotNaN, Y, X);
    }
    SDValue NewX = X;
    if (!NoNaNs && !isKnownNeverNaN(Y)) {
      SDValue YIsNotNaN = DAG.getSetCC(XLenVT, Y, Y, ISD::SETOEQ);
      NewX = DAG.getSelect(VT, YIsNotNaN, X, Y);
    }
    return DAG.getNode(Op.getOpcode() == ISD::FMAXIMUM ? RISCVISD::FMAX : RISCVISD::FMIN, VT, NewX, NewY);
  }

  case ISD::FTRUNC:
  case ISD::FCEIL:
  case ISD::FFLOOR:
  case ISD::FNEARBYINT:
  case ISD::FRINT:
  case ISD::FROUND:
  case ISD::FROUNDEVEN: {
    // The FROUND pseudo converts to an integer and back with a static rounding mode, for |x| below 2^(p-1)
    // (larger values have no fraction bits; the integer could overflow), and restores the sign.
    FPFormat F = VT.fpFormat();
    unsigned Precision = fpPrecision(F);
    SDValue MaxVal = DAG.getConstantFP(fpFromDouble(F, std::ldexp(1.0, int(Precision) - 1)), VT);
    uint64_t RM = RoundDynamic;
    switch (Op.getOpcode()) {
    case ISD::FROUNDEVEN: RM = RoundNearestEven; break;
    case ISD::FTRUNC: RM = RoundTowardZero; break;
    case ISD::FFLOOR: RM = RoundDown; break;
    case ISD::FCEIL: RM = RoundUp; break;
    case ISD::FROUND: RM = RoundNearestMaxMagnitude; break;
    default: break; // FRINT, FNEARBYINT: the dynamic mode
    }
    return DAG.getNode(RISCVISD::FROUND, VT, {Op.getOperand(0), MaxVal, DAG.getTargetConstant(RM, XLenVT)});
  }

  case ISD::FP_TO_SINT_SAT:
  case ISD::FP_TO_UINT_SAT: {
    // fcvt saturates to the register width by itself; only NaN (which fcvt turns into the maximum) needs a
    // select to become 0.
    SDValue Src = Op.getOperand(0);
    EVT SatVT = Op.getOperand(1)->getVTPayload();
    bool IsSigned = Op.getOpcode() == ISD::FP_TO_SINT_SAT;
    if ((Src.getValueType() == EVT::f16() && !ST.Zfh) || Src.getValueType() == EVT::bf16())
      Src = DAG.getNode(ISD::FP_EXTEND, EVT::f32(), Src);
    int32_t Opc;
    if (SatVT == VT)
      Opc = IsSigned ? RISCVISD::FCVT_X : RISCVISD::FCVT_XU;
    else if (VT == EVT::i64() && SatVT == EVT::i32())
      Opc = IsSigned ? RISCVISD::FCVT_W_RV64 : RISCVISD::FCVT_WU_RV64;
    else
      return SDValue(); // other saturation widths: the generic clamp
    SDValue FpToInt = DAG.getNode(Opc, VT, Src, DAG.getTargetConstant(RoundTowardZero, XLenVT));
    if (Opc == RISCVISD::FCVT_WU_RV64) FpToInt = DAG.getZeroExtendInReg(FpToInt, EVT::i32());
    SDValue Zero = DAG.getConstant(0, VT);
    return DAG.getNode(ISD::SELECT_CC, VT, {Src, Src, Zero, FpToInt, DAG.getCondCode(ISD::SETUO)});
  }

  case ISD::IS_FPCLASS: {
    // fclass sets one bit per class; test the bits the class mask asks for.
    uint64_t Test = Op.getOperand(1)->getAPIntValue().getZExtValue();
    uint64_t FClassMask = 0;
    for (unsigned I = 0; I < 10; ++I)
      if (Test & (uint64_t(1) << I)) FClassMask |= uint64_t(1) << FClassBitForTest[I];
    SDValue Mask = DAG.getConstant(FClassMask, XLenVT);
    SDValue Class = DAG.getNode(RISCVISD::FCLASS, XLenVT, Op.getOperand(0));
    SDValue Masked = DAG.getNode(ISD::AND, XLenVT, Class, Mask);
    SDValue Res = DAG.getSetCC(XLenVT, Masked, DAG.getConstant(0, XLenVT), ISD::SETNE);
    return DAG.getNode(ISD::TRUNCATE, VT, Res);
  }

  case ISD::FP_TO_FP16:
  case ISD::FP_TO_BF16: {
    // A libcall whose half result comes back in an FPR (hard-float ABIs), then moved to a GPR.
    EVT SrcVT = Op.getOperand(0).getValueType();
    bool Half = Op.getOpcode() == ISD::FP_TO_FP16;
    const char* Name = SrcVT == EVT::f64() ? (Half ? "__truncdfhf2" : "__truncdfbf2")
                                           : (Half ? "__truncsfhf2" : "__truncsfbf2");
    SDValue Src = Op.getOperand(0);
    SDValue Res = makeLibCall(DAG, *this, Name, EVT::f32(), std::span<const SDValue>(&Src, 1)).first;
    if (ST.is64Bit()) return DAG.getNode(RISCVISD::FMV_X_ANYEXTW_RV64, EVT::i64(), Res);
    return DAG.getNode(ISD::BITCAST, EVT::i32(), Res);
  }

  case ISD::FP16_TO_FP: {
    // Only f32 results are Custom: __extendhfsf2 takes its half argument in an FPR on hard-float ABIs.
    if (VT != EVT::f32()) return SDValue();
    SDValue Arg = ST.is64Bit() ? DAG.getNode(RISCVISD::FMV_W_X_RV64, EVT::f32(), Op.getOperand(0))
                               : DAG.getNode(ISD::BITCAST, EVT::f32(), Op.getOperand(0));
    return makeLibCall(DAG, *this, "__extendhfsf2", EVT::f32(), std::span<const SDValue>(&Arg, 1)).first;
  }

  case ISD::BF16_TO_FP: {
    // bf16 is the top half of an f32: shift the bits up and move them over.
    SDValue Src = Op.getOperand(0);
    EVT IntVT = Src.getValueType();
    SDValue Shifted = DAG.getNode(ISD::SHL, IntVT, Src, DAG.getShiftAmountConstant(16, IntVT));
    SDValue Res = ST.is64Bit() ? DAG.getNode(RISCVISD::FMV_W_X_RV64, EVT::f32(), Shifted)
                               : DAG.getNode(ISD::BITCAST, EVT::f32(), Shifted);
    if (VT != EVT::f32()) return DAG.getNode(ISD::FP_EXTEND, VT, Res);
    return Res;
  }
  }
}

} // namespace dt::riscv
