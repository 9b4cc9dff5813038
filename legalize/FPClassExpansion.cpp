// legalize/FPClassExpansion.cpp — IS_FPCLASS written out in integer operations on the value's bits.
#include "legalize/FPClassExpansion.h"

#include "support/Diagnostics.h"
#include "support/FloatFormat.h"

namespace dt {

namespace {
// LLVM's FPClassTest bits.
enum : unsigned {
  fcSNan = 1,
  fcQNan = 2,
  fcNegInf = 4,
  fcNegNormal = 8,
  fcNegSubnormal = 16,
  fcNegZero = 32,
  fcPosZero = 64,
  fcPosSubnormal = 128,
  fcPosNormal = 256,
  fcPosInf = 512,
  fcNan = fcSNan | fcQNan,
  fcInf = fcPosInf | fcNegInf,
  fcNormal = fcPosNormal | fcNegNormal,
  fcSubnormal = fcPosSubnormal | fcNegSubnormal,
  fcZero = fcPosZero | fcNegZero,
  fcPosFinite = fcPosNormal | fcPosSubnormal | fcPosZero,
  fcNegFinite = fcNegNormal | fcNegSubnormal | fcNegZero,
  fcFinite = fcPosFinite | fcNegFinite,
  fcAllFlags = fcNan | fcInf | fcFinite,
};

/// The complement of Test when it is one of the simpler tests to do and negate (LLVM's
/// invertFPClassTestIfSimpler for the integer expansion), else 0.
unsigned invertedTestIfSimpler(unsigned Test) {
  unsigned Inverted = ~Test & fcAllFlags;
  switch (Inverted) {
  case fcNan:
  case fcSNan:
  case fcQNan:
  case fcInf:
  case fcPosInf:
  case fcNegInf:
  case fcNormal:
  case fcPosNormal:
  case fcNegNormal:
  case fcSubnormal:
  case fcPosSubnormal:
  case fcNegSubnormal:
  case fcZero:
  case fcPosZero:
  case fcNegZero:
  case fcFinite:
  case fcPosFinite:
  case fcNegFinite:
  case fcZero | fcNan:
  case fcSubnormal | fcZero:
  case fcSubnormal | fcZero | fcNan: return Inverted;
  default: return 0;
  }
}
} // namespace

SDValue expandIsFPClassOnBits(SelectionDAG& D, EVT ResultVT, SDValue OpAsInt, EVT FloatVT, unsigned Test) {
  Test &= fcAllFlags;
  if (Test == 0) return D.getBoolConstant(false, ResultVT);
  if (Test == fcAllFlags) return D.getBoolConstant(true, ResultVT);
  if (FloatVT == EVT::f80()) throw CannotLowerError("is_fpclass on x86_fp80 bits is not supported");
  bool IsInverted = false;
  if (unsigned Inv = invertedTestIfSimpler(Test)) {
    Test = Inv;
    IsInverted = true;
  }
  FPFormat F = FloatVT.fpFormat();
  unsigned BitSize = unsigned(FloatVT.sizeInBits());
  EVT IntVT = OpAsInt.getValueType();
  APInt SignBit = APInt::signMask(BitSize);
  APInt ValueMask = APInt::signedMax(BitSize);
  APInt Inf = fpInf(F);
  APInt ExpMask = Inf;
  unsigned MantissaBits = fpPrecision(F) - 1;
  APInt AllOneMantissa = APInt::lowBitsSet(BitSize, MantissaBits);
  APInt QNaNBit = APInt::one(BitSize).shl(MantissaBits - 1);

  SDValue ValueMaskV = D.getConstant(ValueMask, IntVT);
  SDValue SignBitV = D.getConstant(SignBit, IntVT);
  SDValue ExpMaskV = D.getConstant(ExpMask, IntVT);
  SDValue ZeroV = D.getConstant(0, IntVT);
  SDValue InfV = D.getConstant(Inf, IntVT);
  // LLVM inverts with all ones of the i1 result; the result here may be promoted already, so "true" of its
  // type keeps it a boolean.
  SDValue ResultInvertMask = D.getBoolConstant(true, ResultVT);

  SDValue Res;
  auto append = [&](SDValue Partial) {
    if (!Partial) return;
    Res = Res ? D.getNode(ISD::OR, ResultVT, Res, Partial) : Partial;
  };

  SDValue AbsV = D.getNode(ISD::AND, IntVT, OpAsInt, ValueMaskV);
  SDValue SignV = D.getSetCC(ResultVT, OpAsInt, D.getConstant(0, IntVT), ISD::SETLT);

  // Tests of several classes at once come first.
  SDValue Partial;
  if ((Test & fcFinite) == fcFinite) {
    Partial = D.getSetCC(ResultVT, AbsV, ExpMaskV, ISD::SETLT); // |v| below the exponent mask
    Test &= ~fcFinite;
  } else if ((Test & fcFinite) == fcPosFinite) {
    Partial = D.getSetCC(ResultVT, OpAsInt, ExpMaskV, ISD::SETULT);
    Test &= ~fcPosFinite;
  } else if ((Test & fcFinite) == fcNegFinite) {
    Partial = D.getSetCC(ResultVT, AbsV, ExpMaskV, ISD::SETLT);
    Partial = D.getNode(ISD::AND, ResultVT, Partial, SignV);
    Test &= ~fcNegFinite;
  }
  append(Partial);

  if ((Test & (fcZero | fcSubnormal)) == (fcZero | fcSubnormal)) {
    SDValue ExpBits = D.getNode(ISD::AND, IntVT, OpAsInt, ExpMaskV);
    append(D.getSetCC(ResultVT, ExpBits, ZeroV, ISD::SETEQ)); // exponent all zeros
    Test &= ~(fcZero | fcSubnormal);
  }

  if (unsigned Check = Test & fcZero) {
    if (Check == fcPosZero)
      Partial = D.getSetCC(ResultVT, OpAsInt, ZeroV, ISD::SETEQ);
    else if (Check == fcZero)
      Partial = D.getSetCC(ResultVT, AbsV, ZeroV, ISD::SETEQ);
    else
      Partial = D.getSetCC(ResultVT, OpAsInt, SignBitV, ISD::SETEQ);
    append(Partial);
  }

  if (unsigned Check = Test & fcSubnormal) {
    // subnormal: |v| - 1 below the all-ones mantissa (unsigned), so zero wraps out of range.
    SDValue V = Check == fcPosSubnormal ? OpAsInt : AbsV;
    SDValue MantissaV = D.getConstant(AllOneMantissa, IntVT);
    SDValue VMinusOne = D.getNode(ISD::SUB, IntVT, V, D.getConstant(1, IntVT));
    Partial = D.getSetCC(ResultVT, VMinusOne, MantissaV, ISD::SETULT);
    if (Check == fcNegSubnormal) Partial = D.getNode(ISD::AND, ResultVT, Partial, SignV);
    append(Partial);
  }

  if (unsigned Check = Test & fcInf) {
    if (Check == fcPosInf)
      Partial = D.getSetCC(ResultVT, OpAsInt, InfV, ISD::SETEQ);
    else if (Check == fcInf)
      Partial = D.getSetCC(ResultVT, AbsV, InfV, ISD::SETEQ);
    else
      Partial = D.getSetCC(ResultVT, OpAsInt, D.getConstant(fpInf(F, true), IntVT), ISD::SETEQ);
    append(Partial);
  }

  if (unsigned Check = Test & fcNan) {
    SDValue InfWithQNaNBitV = D.getConstant(Inf | QNaNBit, IntVT);
    if (Check == fcNan) {
      Partial = D.getSetCC(ResultVT, AbsV, InfV, ISD::SETGT);
    } else if (Check == fcQNan) {
      Partial = D.getSetCC(ResultVT, AbsV, InfWithQNaNBitV, ISD::SETGE);
    } else {
      SDValue IsNan = D.getSetCC(ResultVT, AbsV, InfV, ISD::SETGT);
      SDValue IsNotQNan = D.getSetCC(ResultVT, AbsV, InfWithQNaNBitV, ISD::SETLT);
      Partial = D.getNode(ISD::AND, ResultVT, IsNan, IsNotQNan);
    }
    append(Partial);
  }

  if (unsigned Check = Test & fcNormal) {
    // normal: 0 < exponent < max, i.e. (|v| - exponent lsb) below (exponent mask - lsb), unsigned.
    APInt ExpLSB = ExpMask & ~ExpMask.shl(1);
    SDValue ExpMinus1 = D.getNode(ISD::SUB, IntVT, AbsV, D.getConstant(ExpLSB, IntVT));
    Partial = D.getSetCC(ResultVT, ExpMinus1, D.getConstant(ExpMask - ExpLSB, IntVT), ISD::SETULT);
    if (Check == fcNegNormal) {
      Partial = D.getNode(ISD::AND, ResultVT, Partial, SignV);
    } else if (Check == fcPosNormal) {
      SDValue PosSignV = D.getNode(ISD::XOR, ResultVT, SignV, ResultInvertMask);
      Partial = D.getNode(ISD::AND, ResultVT, Partial, PosSignV);
    }
    append(Partial);
  }

  if (!Res) return D.getBoolConstant(IsInverted, ResultVT);
  if (IsInverted) Res = D.getNode(ISD::XOR, ResultVT, Res, ResultInvertMask);
  return Res;
}

SDValue expandIsFPClassEarly(SelectionDAG& DAG, const TargetLowering& TLI, EVT ResultVT, SDValue Op,
                             unsigned Test) {
  EVT VT = Op.getValueType();
  if (VT.isVector() || TLI.isOperationLegalOrCustom(ISD::IS_FPCLASS, VT)) return SDValue();
  // LLVM tries FP compares first when SETCC is available for the type; on RISC-V it never is where
  // IS_FPCLASS is not (F, D and Zfh have fclass), so only the integer form is written here.
  if (TLI.isOperationLegalOrCustom(ISD::SETCC, VT)) return SDValue();
  // Tests of no class or of every class are constants, made before the bits are asked for.
  unsigned All = 1023;
  if ((Test & All) == 0 || (Test & All) == All) return DAG.getBoolConstant((Test & All) == All, ResultVT);
  SDValue OpAsInt = DAG.getNode(ISD::BITCAST, EVT::integer(unsigned(VT.sizeInBits())), Op);
  return expandIsFPClassOnBits(DAG, ResultVT, OpAsInt, VT, Test);
}

} // namespace dt
