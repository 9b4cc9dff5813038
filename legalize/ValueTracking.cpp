// legalize/ValueTracking.cpp — known bits and sign bits of DAG values. See ValueTracking.h.
#include "legalize/ValueTracking.h"

#include <algorithm>
#include <optional>

namespace dt {

namespace {
constexpr unsigned MaxRecursionDepth = 6; // as LLVM's SelectionDAG::MaxRecursionDepth

std::optional<unsigned> constantShiftAmount(SDValue Amt, unsigned Width) {
  if (!isConstantNode(Amt) || !Amt->getAPIntValue().ult(Width)) return std::nullopt;
  return unsigned(Amt->getZExtValue());
}
} // namespace

KnownBits KnownBits::from(APInt Z, APInt O) {
  KnownBits K(Z.getBitWidth());
  K.Zero = std::move(Z);
  K.One = std::move(O);
  return K;
}

KnownBits KnownBits::constant(const APInt& C) { return from(~C, C); }

KnownBits KnownBits::addWithCarry(const KnownBits& LHS, const KnownBits& RHS, bool CarryZero, bool CarryOne) {
  unsigned W = LHS.width();
  APInt PossibleSumZero = ~LHS.Zero + ~RHS.Zero + APInt(W, CarryZero ? 0 : 1);
  APInt PossibleSumOne = LHS.One + RHS.One + APInt(W, CarryOne ? 1 : 0);
  APInt CarryKnownZero = ~(PossibleSumZero ^ LHS.Zero ^ RHS.Zero);
  APInt CarryKnownOne = PossibleSumOne ^ LHS.One ^ RHS.One;
  APInt Known = (LHS.Zero | LHS.One) & (RHS.Zero | RHS.One) & (CarryKnownZero | CarryKnownOne);
  return from(~PossibleSumOne & Known, PossibleSumOne & Known);
}

KnownBits computeKnownBits(const TargetLowering& TLI, SDValue V, unsigned Depth) {
  unsigned W = V.getScalarValueSizeInBits();
  KnownBits K(W);
  if (!V.getValueType().isScalarInteger()) return K;
  if (isConstantNode(V)) return KnownBits::constant(V->getAPIntValue());
  if (Depth >= MaxRecursionDepth) return K;
  auto op = [&](unsigned I) { return computeKnownBits(TLI, V.getOperand(I), Depth + 1); };
  auto payloadBits = [&]() { return unsigned(V.getOperand(1)->getVTPayload().scalarSizeInBits()); };
  switch (V.getOpcode()) {
  case ISD::AssertZext: {
    K = op(0);
    K.Zero = K.Zero | APInt::bitsSetFrom(W, payloadBits());
    K.One = K.One & ~K.Zero;
    return K;
  }
  case ISD::AND: {
    KnownBits A = op(0), B = op(1);
    K.Zero = A.Zero | B.Zero;
    K.One = A.One & B.One;
    return K;
  }
  case ISD::OR: {
    KnownBits A = op(0), B = op(1);
    K.Zero = A.Zero & B.Zero;
    K.One = A.One | B.One;
    return K;
  }
  case ISD::XOR: {
    KnownBits A = op(0), B = op(1);
    K.Zero = (A.Zero & B.Zero) | (A.One & B.One);
    K.One = (A.Zero & B.One) | (A.One & B.Zero);
    return K;
  }
  case ISD::ADD: return KnownBits::addWithCarry(op(0), op(1), true, false);
  case ISD::SUB: {
    KnownBits B = op(1);
    std::swap(B.Zero, B.One); // a - b == a + ~b + 1
    return KnownBits::addWithCarry(op(0), B, false, true);
  }
  case ISD::SHL:
  case ISD::SRL:
  case ISD::SRA: {
    std::optional<unsigned> C = constantShiftAmount(V.getOperand(1), W);
    if (!C) return K;
    KnownBits A = op(0);
    if (V.getOpcode() == ISD::SHL) {
      K.Zero = A.Zero.shl(*C) | APInt::lowBitsSet(W, *C);
      K.One = A.One.shl(*C);
    } else if (V.getOpcode() == ISD::SRL) {
      K.Zero = A.Zero.lshr(*C) | APInt::highBitsSet(W, *C);
      K.One = A.One.lshr(*C);
    } else {
      K.Zero = A.Zero.ashr(*C);
      K.One = A.One.ashr(*C);
    }
    return K;
  }
  case ISD::ZERO_EXTEND: return op(0).zext(W);
  case ISD::SIGN_EXTEND: return op(0).sext(W);
  case ISD::ANY_EXTEND: return op(0).anyext(W);
  case ISD::TRUNCATE: return op(0).trunc(W);
  case ISD::SIGN_EXTEND_INREG: return op(0).sextInReg(payloadBits());
  case ISD::FREEZE: return op(0);
  case ISD::BUILD_PAIR: {
    KnownBits Lo = op(0), Hi = op(1);
    unsigned H = Lo.width();
    K.Zero = Lo.Zero.zext(W) | Hi.Zero.zext(W).shl(H);
    K.One = Lo.One.zext(W) | Hi.One.zext(W).shl(H);
    return K;
  }
  case ISD::EXTRACT_ELEMENT: {
    KnownBits A = op(0);
    unsigned Lo = W * unsigned(V.getOperand(1)->getZExtValue());
    K.Zero = A.Zero.extractBits(W, Lo);
    K.One = A.One.extractBits(W, Lo);
    return K;
  }
  case ISD::SELECT: return op(1).intersect(op(2));
  case ISD::SELECT_CC: return op(2).intersect(op(3));
  case ISD::SETCC:
    if (W > 1 && TLI.getBooleanContents(V.getOperand(0).getValueType()) == BooleanContent::ZeroOrOne)
      K.Zero = APInt::bitsSetFrom(W, 1);
    return K;
  case ISD::CTPOP:
  case ISD::CTLZ:
  case ISD::CTTZ:
  case ISD::CTLZ_ZERO_UNDEF:
  case ISD::CTTZ_ZERO_UNDEF: {
    unsigned Needed = 0; // bits of the largest possible count, W
    while ((W >> Needed) != 0) ++Needed;
    if (Needed < W) K.Zero = APInt::bitsSetFrom(W, Needed);
    return K;
  }
  case ISD::LOAD:
    if (V.getResNo() == 0 && V->getExtensionType() == ISD::ZEXTLOAD)
      K.Zero = APInt::bitsSetFrom(W, V->getMemoryVT().scalarSizeInBits());
    return K;
  default: return K;
  }
}

unsigned computeNumSignBits(const TargetLowering& TLI, SDValue V, unsigned Depth) {
  unsigned W = V.getScalarValueSizeInBits();
  if (!V.getValueType().isScalarInteger()) return 1;
  if (isConstantNode(V)) {
    const APInt& C = V->getAPIntValue();
    return C.isNegative() ? C.countLeadingOnes() : C.countLeadingZeros();
  }
  if (Depth >= MaxRecursionDepth) return 1;
  auto ns = [&](unsigned I) { return computeNumSignBits(TLI, V.getOperand(I), Depth + 1); };
  auto payloadBits = [&]() { return unsigned(V.getOperand(1)->getVTPayload().scalarSizeInBits()); };
  unsigned FirstAnswer = 1;
  switch (V.getOpcode()) {
  case ISD::AssertSext: return std::max(W - payloadBits() + 1, ns(0));
  case ISD::AssertZext: return W - payloadBits();
  case ISD::SIGN_EXTEND: return W - V.getOperand(0).getScalarValueSizeInBits() + ns(0);
  case ISD::SIGN_EXTEND_INREG: return std::max(W - payloadBits() + 1, ns(0));
  case ISD::FREEZE: return ns(0);
  case ISD::SRA: {
    std::optional<unsigned> C = constantShiftAmount(V.getOperand(1), W);
    if (!C) break;
    return std::min(ns(0) + *C, W);
  }
  case ISD::SHL: {
    std::optional<unsigned> C = constantShiftAmount(V.getOperand(1), W);
    if (!C) break;
    unsigned Tmp = ns(0);
    if (*C < Tmp) return Tmp - *C;
    break;
  }
  case ISD::AND:
  case ISD::OR:
  case ISD::XOR:
  case ISD::SMIN:
  case ISD::SMAX: {
    unsigned Tmp = ns(0);
    if (Tmp != 1) FirstAnswer = std::min(Tmp, ns(1));
    break;
  }
  case ISD::SELECT: {
    unsigned Tmp = ns(1);
    return Tmp == 1 ? 1 : std::min(Tmp, ns(2));
  }
  case ISD::SELECT_CC: {
    unsigned Tmp = ns(2);
    return Tmp == 1 ? 1 : std::min(Tmp, ns(3));
  }
  case ISD::SETCC:
    if (TLI.getBooleanContents(V.getOperand(0).getValueType()) == BooleanContent::ZeroOrNegativeOne) return W;
    break;
  case ISD::TRUNCATE: {
    unsigned SrcBits = V.getOperand(0).getScalarValueSizeInBits(), SrcSign = ns(0);
    if (SrcSign > SrcBits - W) return SrcSign - (SrcBits - W);
    break;
  }
  case ISD::ADD:
  case ISD::SUB: {
    // One carry at most: the result has at worst one sign bit fewer than the operands. Adding -1 to,
    // or negating, a 0/1 value gives 0/-1; of a non-negative value, it keeps the operand's sign bits.
    bool IsAdd = V.getOpcode() == ISD::ADD;
    unsigned Special = IsAdd ? 1 : 0, Other = IsAdd ? 0 : 1;
    unsigned TmpOther = ns(Other);
    if (TmpOther == 1) return 1;
    SDValue C = V.getOperand(Special);
    if (isConstantNode(C) && (IsAdd ? C->getAPIntValue().isAllOnes() : C->getAPIntValue().isZero())) {
      KnownBits K = computeKnownBits(TLI, V.getOperand(Other), Depth + 1);
      if ((K.Zero | APInt::one(W)).isAllOnes()) return W;
      if (K.isNonNegative()) return TmpOther;
    }
    unsigned TmpSpecial = ns(Special);
    if (TmpSpecial == 1) return 1;
    return std::min(TmpOther, TmpSpecial) - 1;
  }
  case ISD::LOAD:
    if (V.getResNo() != 0) break;
    if (V->getExtensionType() == ISD::SEXTLOAD) return W - V->getMemoryVT().scalarSizeInBits() + 1;
    if (V->getExtensionType() == ISD::ZEXTLOAD) return W - V->getMemoryVT().scalarSizeInBits();
    break;
  default: break;
  }
  // Whatever the known bits say about the top.
  KnownBits K = computeKnownBits(TLI, V, Depth);
  unsigned FromKnown = K.isNonNegative() ? K.Zero.countLeadingOnes() : K.isNegative() ? K.One.countLeadingOnes() : 1;
  return std::max(FirstAnswer, FromKnown);
}

} // namespace dt
