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

/// A rotate or funnel-shift amount, taken modulo the width as those opcodes do.
unsigned amountModWidth(const APInt& C, unsigned W) {
  if (C.getBitWidth() <= 64) return unsigned(C.getZExtValue() % W);
  return unsigned(C.urem(APInt(C.getBitWidth(), W)).getZExtValue());
}
} // namespace

KnownBits KnownBits::constant(const APInt& C) {
  return from(~C, C);
}

KnownBits KnownBits::addWithCarry(const KnownBits& LHS, const KnownBits& RHS, bool CarryZero, bool CarryOne) {
  unsigned W = LHS.width();
  if (W <= 64) {
    // The same computation on one machine word (the combiner asks this for every add and sub it looks at,
    // and a dozen APInt temporaries cost more than the arithmetic). Masking keeps the bits above W zero.
    const uint64_t Mask = W == 64 ? ~uint64_t(0) : (uint64_t(1) << W) - 1;
    const uint64_t LZ = LHS.Zero.lowWord(), LO = LHS.One.lowWord(), RZ = RHS.Zero.lowWord(),
                   RO = RHS.One.lowWord();
    uint64_t SumZero = (~LZ + ~RZ + (CarryZero ? 0 : 1)) & Mask;
    uint64_t SumOne = (LO + RO + (CarryOne ? 1 : 0)) & Mask;
    uint64_t CarryKnownZero = ~(SumZero ^ LZ ^ RZ) & Mask;
    uint64_t CarryKnownOne = SumOne ^ LO ^ RO;
    uint64_t Known = (LZ | LO) & (RZ | RO) & (CarryKnownZero | CarryKnownOne);
    return from(APInt(W, ~SumOne & Known), APInt(W, SumOne & Known));
  }
  APInt PossibleSumZero = ~LHS.Zero + ~RHS.Zero + APInt(W, CarryZero ? 0 : 1);
  APInt PossibleSumOne = LHS.One + RHS.One + APInt(W, CarryOne ? 1 : 0);
  APInt CarryKnownZero = ~(PossibleSumZero ^ LHS.Zero ^ RHS.Zero);
  APInt CarryKnownOne = PossibleSumOne ^ LHS.One ^ RHS.One;
  APInt Known = (LHS.Zero | LHS.One) & (RHS.Zero | RHS.One) & (CarryKnownZero | CarryKnownOne);
  return from(~PossibleSumOne & Known, PossibleSumOne & Known);
}

KnownBits KnownBits::sub(const KnownBits& LHS, const KnownBits& RHS) {
  KnownBits NotRHS = from(RHS.One, RHS.Zero); // a - b == a + ~b + 1
  return addWithCarry(LHS, NotRHS, false, true);
}

KnownBits KnownBits::mul(const KnownBits& LHS, const KnownBits& RHS) {
  unsigned W = LHS.width();
  // The low N bits of a product depend only on the low N bits of the operands.
  unsigned LowKnown =
      std::min((LHS.Zero | LHS.One).countTrailingOnes(), (RHS.Zero | RHS.One).countTrailingOnes());
  APInt LowMask = APInt::lowBitsSet(W, LowKnown);
  APInt Product = LHS.One * RHS.One;
  KnownBits K = from(~Product & LowMask, Product & LowMask);
  K.Zero |= APInt::lowBitsSet(W, std::min(W, LHS.minTrailingZeros() + RHS.minTrailingZeros()));
  // A product of an a-bit and a b-bit number needs at most a + b bits.
  unsigned Active = LHS.maxActiveBits() + RHS.maxActiveBits();
  if (Active < W) K.Zero |= APInt::bitsSetFrom(W, Active);
  K.One &= ~K.Zero;
  return K;
}

KnownBits KnownBits::udiv(const KnownBits& LHS, const KnownBits& RHS) {
  // The quotient is at most the largest dividend over the smallest (non-zero) divisor.
  APInt MinDivisor = RHS.minValue();
  if (MinDivisor.isZero()) MinDivisor = APInt::one(LHS.width());
  return atMost(LHS.maxValue().udiv(MinDivisor));
}

KnownBits KnownBits::urem(const KnownBits& LHS, const KnownBits& RHS) {
  unsigned W = LHS.width();
  if (RHS.isConstant() && RHS.One.isPowerOf2()) {
    unsigned Log2 = unsigned(RHS.One.logBase2());
    return from(LHS.Zero | APInt::bitsSetFrom(W, Log2), LHS.One & APInt::lowBitsSet(W, Log2));
  }
  // The remainder is at most the dividend and below the divisor.
  return atMost(APInt::umin(LHS.maxValue(), RHS.maxValue()));
}

KnownBits KnownBits::srem(const KnownBits& LHS, const KnownBits& RHS) {
  unsigned W = LHS.width();
  KnownBits K(W);
  if (RHS.isConstant()) {
    APInt Divisor = RHS.One.isNegative() ? -RHS.One : RHS.One;
    if (Divisor.isPowerOf2()) {
      // The remainder keeps the dividend's low bits and its sign (or is zero).
      unsigned Log2 = unsigned(Divisor.logBase2());
      APInt LowMask = APInt::lowBitsSet(W, Log2);
      K.Zero = LHS.Zero & LowMask;
      K.One = LHS.One & LowMask;
      if (LHS.isNonNegative() || (LHS.Zero & LowMask) == LowMask)
        K.Zero |= ~LowMask;
      else if (LHS.isNegative() && !(LHS.One & LowMask).isZero())
        K.One |= ~LowMask;
      return K;
    }
  }
  // A non-negative dividend gives a non-negative remainder no larger than itself.
  if (LHS.isNonNegative()) K.Zero = APInt::highBitsSet(W, LHS.minLeadingZeros());
  return K;
}

KnownBits KnownBits::umin(const KnownBits& LHS, const KnownBits& RHS) {
  KnownBits K = LHS.intersect(RHS);
  K.Zero |= APInt::highBitsSet(LHS.width(), std::max(LHS.minLeadingZeros(), RHS.minLeadingZeros()));
  return K;
}

KnownBits KnownBits::umax(const KnownBits& LHS, const KnownBits& RHS) {
  KnownBits K = LHS.intersect(RHS);
  K.One |= APInt::highBitsSet(LHS.width(), std::max(LHS.minLeadingOnes(), RHS.minLeadingOnes()));
  return K;
}

KnownBits KnownBits::smin(const KnownBits& LHS, const KnownBits& RHS) {
  KnownBits K = LHS.intersect(RHS);
  if (LHS.isNegative() || RHS.isNegative()) K.One.setBit(LHS.width() - 1);
  return K;
}

KnownBits KnownBits::smax(const KnownBits& LHS, const KnownBits& RHS) {
  KnownBits K = LHS.intersect(RHS);
  if (LHS.isNonNegative() || RHS.isNonNegative()) K.Zero.setBit(LHS.width() - 1);
  return K;
}

KnownBits KnownBits::abs() const {
  if (isNonNegative()) return *this;
  unsigned W = width();
  // Negation keeps the trailing zeros and the lowest set bit.
  KnownBits K(W);
  unsigned TZ = minTrailingZeros();
  K.Zero = APInt::lowBitsSet(W, TZ);
  if (TZ < W && One.getBit(TZ)) K.One.setBit(TZ);
  return K;
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
  case ISD::ADD: return KnownBits::add(op(0), op(1));
  case ISD::SUB: return KnownBits::sub(op(0), op(1));
  case ISD::MUL: return KnownBits::mul(op(0), op(1));
  case ISD::UDIV: return KnownBits::udiv(op(0), op(1));
  case ISD::UREM: return KnownBits::urem(op(0), op(1));
  case ISD::SREM: return KnownBits::srem(op(0), op(1));
  case ISD::UMIN: return KnownBits::umin(op(0), op(1));
  case ISD::UMAX: return KnownBits::umax(op(0), op(1));
  case ISD::SMIN: return KnownBits::smin(op(0), op(1));
  case ISD::SMAX: return KnownBits::smax(op(0), op(1));
  case ISD::ABS: return op(0).abs();
  case ISD::BSWAP: return W % 16 == 0 ? op(0).byteSwap() : K;
  case ISD::BITREVERSE: return op(0).reverseBits();
  case ISD::ROTL:
  case ISD::ROTR: {
    if (!isConstantNode(V.getOperand(1))) return K;
    unsigned Amt = amountModWidth(V.getOperand(1)->getAPIntValue(), W);
    return op(0).rotl(V.getOpcode() == ISD::ROTL ? Amt : (W - Amt) % W);
  }
  case ISD::FSHL:
  case ISD::FSHR: {
    if (!isConstantNode(V.getOperand(2))) return K;
    unsigned Amt = amountModWidth(V.getOperand(2)->getAPIntValue(), W);
    bool IsFSHL = V.getOpcode() == ISD::FSHL;
    if (Amt == 0) return op(IsFSHL ? 0 : 1);
    // fshl: hi << Amt | lo >> (W - Amt); fshr: hi << (W - Amt) | lo >> Amt.
    KnownBits Hi = op(0).shl(IsFSHL ? Amt : W - Amt), Lo = op(1).lshr(IsFSHL ? W - Amt : Amt);
    K.Zero = Hi.Zero & Lo.Zero;
    K.One = Hi.One | Lo.One;
    return K;
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
  case ISD::CTPOP: return KnownBits::atMost(APInt(W, W - op(0).Zero.popcount()));
  case ISD::CTLZ:
  case ISD::CTLZ_ZERO_UNDEF: {
    KnownBits A = op(0);
    return KnownBits::atMost(APInt(W, A.One.isZero() ? W : A.One.countLeadingZeros()));
  }
  case ISD::CTTZ:
  case ISD::CTTZ_ZERO_UNDEF: {
    KnownBits A = op(0);
    return KnownBits::atMost(APInt(W, A.One.isZero() ? W : A.One.countTrailingZeros()));
  }
  case ISD::UADDO:
  case ISD::SADDO:
  case ISD::USUBO:
  case ISD::SSUBO:
  case ISD::UMULO:
  case ISD::SMULO:
  case ISD::UADDO_CARRY:
  case ISD::SADDO_CARRY:
  case ISD::USUBO_CARRY:
  case ISD::SSUBO_CARRY: {
    if (V.getResNo() == 1) {
      // The overflow / carry result is a boolean.
      if (W > 1 && TLI.getBooleanContents(V.getOperand(0).getValueType()) == BooleanContent::ZeroOrOne)
        K.Zero = APInt::bitsSetFrom(W, 1);
      return K;
    }
    switch (V.getOpcode()) {
    case ISD::UADDO:
    case ISD::SADDO: return KnownBits::add(op(0), op(1));
    case ISD::USUBO:
    case ISD::SSUBO: return KnownBits::sub(op(0), op(1));
    case ISD::UMULO:
    case ISD::SMULO: return KnownBits::mul(op(0), op(1));
    default: break;
    }
    KnownBits Carry = op(2);
    bool CarryZero = Carry.Zero.getBit(0), CarryOne = Carry.One.getBit(0);
    bool IsAdd = V.getOpcode() == ISD::UADDO_CARRY || V.getOpcode() == ISD::SADDO_CARRY;
    if (IsAdd) return KnownBits::addWithCarry(op(0), op(1), CarryZero, CarryOne);
    KnownBits B = op(1);
    std::swap(B.Zero, B.One); // a - b - borrow == a + ~b + !borrow
    return KnownBits::addWithCarry(op(0), B, CarryOne, CarryZero);
  }
  case ISD::AssertSext: {
    // The value equals the sign extension of its low bits: both descriptions hold.
    KnownBits A = op(0);
    return A.unite(A.sextInReg(payloadBits()));
  }
  case ISD::MERGE_VALUES: return computeKnownBits(TLI, V.getOperand(V.getResNo()), Depth + 1);
  case ISD::LOAD:
    if (V.getResNo() == 0 && V->getExtensionType() == ISD::ZEXTLOAD)
      K.Zero = APInt::bitsSetFrom(W, V->getMemoryVT().scalarSizeInBits());
    return K;
  default:
    if (V.getOpcode() >= ISD::BUILTIN_OP_END) TLI.computeKnownBitsForTargetNode(V, K, Depth);
    return K;
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
  case ISD::AssertZext: return std::max(1u, W - payloadBits());
  case ISD::MERGE_VALUES: return computeNumSignBits(TLI, V.getOperand(V.getResNo()), Depth + 1);
  case ISD::MUL: {
    // The product needs at most the sum of the operands' significant bits.
    unsigned Valid = (W - ns(0) + 1) + (W - ns(1) + 1);
    FirstAnswer = Valid > W ? 1 : W - Valid + 1;
    break;
  }
  case ISD::SREM: return ns(0); // no larger in magnitude than the dividend, and of its sign (or zero)
  case ISD::UMIN:
  case ISD::UMAX: {
    unsigned Tmp = ns(0);
    if (Tmp != 1) FirstAnswer = std::min(Tmp, ns(1));
    break;
  }
  case ISD::ROTL:
  case ISD::ROTR:
    if (ns(0) == W) return W; // rotating 0 or -1 gives itself
    break;
  case ISD::UADDO:
  case ISD::SADDO:
  case ISD::USUBO:
  case ISD::SSUBO:
  case ISD::UMULO:
  case ISD::SMULO:
  case ISD::UADDO_CARRY:
  case ISD::SADDO_CARRY:
  case ISD::USUBO_CARRY:
  case ISD::SSUBO_CARRY:
    if (V.getResNo() == 1 &&
        TLI.getBooleanContents(V.getOperand(0).getValueType()) == BooleanContent::ZeroOrNegativeOne)
      return W;
    break;
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
  default:
    if (V.getOpcode() >= ISD::BUILTIN_OP_END)
      FirstAnswer = std::max(FirstAnswer, TLI.ComputeNumSignBitsForTargetNode(V, Depth));
    break;
  }
  // Whatever the known bits say about the top.
  KnownBits K = computeKnownBits(TLI, V, Depth);
  unsigned FromKnown = K.isNonNegative() ? K.Zero.countLeadingOnes()
                       : K.isNegative()  ? K.One.countLeadingOnes()
                                         : 1;
  return std::max(FirstAnswer, FromKnown);
}

} // namespace dt
