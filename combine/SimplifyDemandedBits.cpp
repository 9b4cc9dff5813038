// combine/SimplifyDemandedBits.cpp — LLVM's TargetLowering::SimplifyDemandedBits (and
// SimplifyMultipleUseDemandedBits, ShrinkDemandedConstant) with DAGCombiner::SimplifyDemandedBits /
// CommitTargetLoweringOpt: rewrite a value knowing which of its bits its users read.
//
// Duty: walk down from a value with the mask of bits its users demand; where an operand is only read for
// bits that are already known, or a node only changes bits nobody reads, replace it with something
// simpler (the operand itself, a narrower constant, a cheaper opcode). At most one replacement (Old → New)
// is found per call, as LLVM's TargetLoweringOpt holds one; the combiner commits it (replace all uses of
// Old, revisit New and its users, delete what died).
// Invariants:
//  - a replacement agrees with the old value on every demanded bit for every input; a value with several
//    users is only replaced by something equal on all bits (its demand is widened to all bits);
//  - nodes are created only with the value's own (legal) type or types LLVM's guards allow at the level,
//    and with LegalOperations only Legal operations;
//  - depth-bounded (6, as LLVM's MaxRecursionDepth); scalar integers only (vectors, FP: nothing done).
//
// Cases implemented (LLVM 19 order inside each): Constant; AND (constant RHS: dead mask, shrink constant,
// not-mask to xor; operands; one side redundant; all zero); OR (operands; one side redundant; shrink
// constant; multiple-use operands; (or (and X, C1), (and (or X, Y), C2))); XOR (operands; one side zero;
// to OR; (X|C1)^C2 to AND; to NOT; not before shift; shrink constant); SELECT / SELECT_CC (both arms);
// SETCC (sign-bit bypass with 0/-1 booleans; 0/1 booleans known); SHL (by 0, srl+shl pair, anyext forms,
// operand, sign-bits-only); SRL (by 0, shl+srl pair, sra+srl pair, operand, sign-bits-only); SRA (sign
// bits, low bit → srl, by 0, sra(shl) → sext_inreg, → srl, single bit → srl, operand); ROTL/ROTR (0/-1
// operand, operand, → shl / srl); FSHL/FSHR by constants; SMIN/SMAX/UMIN/UMAX (sign bits → and/or, one
// side always chosen); BITREVERSE, BSWAP (one byte → shift); CTPOP (one bit → parity before ops legal);
// SIGN_EXTEND_INREG (sign bit only → shl, not demanded → drop, known sign → zext_inreg); BUILD_PAIR;
// ZERO/SIGN/ANY_EXTEND (→ any_extend, sext → zext); TRUNCATE (operand, trunc of srl → srl of trunc);
// AssertZext; BITCAST of a same-width scalar; MUL (one bit → shl, x*x → and 1) / ADD / SUB (low bits
// only, neg → x, constant → -1, disguised negative-power-of-two multiply → shift); everything else: known
// bits; finally every demanded bit known → constant.
// Left out (no effect on RISC-V or vector-only): vector opcodes and DemandedElts, ShrinkDemandedOp and
// the narrowing of shifts to half width (need free zext / isNarrowingProfitable, false on RISC-V), the
// AVG matching, FGETSIGN, the target's SimplifyDemandedBitsForTargetNode, LOAD of target constants.
// The target chooses and/or/xor immediates first (TargetLowering::chooseDemandedConstant, LLVM's
// targetShrinkDemandedConstant).
#include "combine/DAGCombiner.h"

#include <optional>

namespace dt {

namespace {

constexpr unsigned MaxDepth = 6; // LLVM's SelectionDAG::MaxRecursionDepth

APInt lowBits(unsigned W, unsigned N) {
  return APInt::lowBitsSet(W, std::min(N, W));
}
APInt highBits(unsigned W, unsigned N) {
  return APInt::highBitsSet(W, std::min(N, W));
}

/// The amount of a shift by a constant below the width (LLVM's getValidShiftAmount for scalars).
std::optional<unsigned> validShiftAmount(SDValue Shift) {
  SDValue Amt = Shift.getOperand(1);
  if (!isConstantNode(Amt) || !Amt->getAPIntValue().ult(Shift.getScalarValueSizeInBits()))
    return std::nullopt;
  return unsigned(Amt->getZExtValue());
}

bool isBitwiseNot(SDValue V) {
  return V.getOpcode() == ISD::XOR && isAllOnesConstant(V.getOperand(1));
}

/// LLVM's TargetLoweringOpt: the one replacement found, Old → New.
struct DemandedBitsOpt {
  SDValue Old, New;
  bool combineTo(SDValue O, SDValue N) {
    Old = O;
    New = N;
    return true;
  }
};

class DemandedBitsSimplifier {
public:
  DemandedBitsSimplifier(DAGCombiner& C, DemandedBitsOpt& TLO) : C(C), DAG(C.dag()), TLI(C.tli()), TLO(TLO) {}

  bool simplify(SDValue Op, const APInt& OriginalDemanded, KnownBits& Known, unsigned Depth,
                bool AssumeSingleUse = false);
  SDValue simplifyMultipleUse(SDValue Op, const APInt& Demanded, unsigned Depth);

private:
  bool shrinkDemandedConstant(SDValue Op, const APInt& Demanded);
  KnownBits known(SDValue V, unsigned Depth) const { return computeKnownBits(TLI, V, Depth); }
  unsigned signBits(SDValue V, unsigned Depth) const { return computeNumSignBits(TLI, V, Depth); }
  bool legalOps() const { return C.legalOperations(); }
  bool legalTypes() const { return C.legalTypes(); }
  /// Clears the no-wrap flags of a node whose operands were simplified (the new operand may wrap).
  static void dropFlags(SDValue Op, uint16_t Flags) { Op->setFlags(Op->getFlags() & uint16_t(~Flags)); }

  bool simplifyAnd(SDValue Op, const APInt& Demanded, KnownBits& Known, unsigned Depth);
  bool simplifyOr(SDValue Op, const APInt& Demanded, KnownBits& Known, unsigned Depth);
  bool simplifyXor(SDValue Op, const APInt& Demanded, KnownBits& Known, unsigned Depth);
  bool simplifyShl(SDValue Op, const APInt& Demanded, KnownBits& Known, unsigned Depth);
  bool simplifySrl(SDValue Op, const APInt& Demanded, KnownBits& Known, unsigned Depth);
  bool simplifySra(SDValue Op, const APInt& Demanded, KnownBits& Known, unsigned Depth);
  bool simplifyRotate(SDValue Op, const APInt& Demanded, KnownBits& Known, unsigned Depth);
  bool simplifyFunnelShift(SDValue Op, const APInt& Demanded, KnownBits& Known, unsigned Depth);
  bool simplifyMinMax(SDValue Op, const APInt& Demanded, KnownBits& Known, unsigned Depth);
  bool simplifyExtend(SDValue Op, const APInt& Demanded, KnownBits& Known, unsigned Depth);
  bool simplifyTruncate(SDValue Op, const APInt& Demanded, KnownBits& Known, unsigned Depth);
  bool simplifySignExtendInReg(SDValue Op, const APInt& Demanded, KnownBits& Known, unsigned Depth);
  bool simplifyArith(SDValue Op, const APInt& Demanded, KnownBits& Known, unsigned Depth);
  /// Op with operands replaced by what simplifyMultipleUse found for them (null when nothing was found).
  bool rebuildWithMultipleUseOperands(SDValue Op, const APInt& Demanded0, const APInt& Demanded1,
                                      unsigned Depth, uint16_t Flags);

  DAGCombiner& C;
  SelectionDAG& DAG;
  const TargetLowering& TLI;
  DemandedBitsOpt& TLO;
};

// ---- ShrinkDemandedConstant ------------------------------------------------------------------------------

bool DemandedBitsSimplifier::shrinkDemandedConstant(SDValue Op, const APInt& Demanded) {
  int32_t Opc = Op.getOpcode();
  if (Opc != ISD::AND && Opc != ISD::OR && Opc != ISD::XOR) return false;
  SDValue RHS = Op.getOperand(1);
  if (!isConstantNode(RHS)) return false;
  EVT VT = Op.getValueType();
  // The target may know an immediate its instructions take (it is asked first, as in LLVM).
  if (std::optional<APInt> Chosen = TLI.chooseDemandedConstant(Op, Demanded, legalOps())) {
    if (*Chosen == RHS->getAPIntValue()) return false;
    return TLO.combineTo(Op, DAG.getNode(Opc, VT, Op.getOperand(0), DAG.getConstant(*Chosen, VT), Op->getFlags()));
  }
  if (RHS->isOpaqueConstant()) return false;
  const APInt& Cst = RHS->getAPIntValue();
  // xor with all demanded bits set is a 'not': a canonical form worth keeping.
  if (Opc == ISD::XOR && Demanded.isSubsetOf(Cst)) return false;
  if (Cst.isSubsetOf(Demanded)) return false;
  SDValue NewC = DAG.getConstant(Demanded & Cst, VT);
  return TLO.combineTo(Op, DAG.getNode(Opc, VT, Op.getOperand(0), NewC, Op->getFlags()));
}

// ---- SimplifyMultipleUseDemandedBits: an existing value that serves for the demanded bits -----------------

SDValue DemandedBitsSimplifier::simplifyMultipleUse(SDValue Op, const APInt& Demanded, unsigned Depth) {
  if (Depth >= MaxDepth || Op.isUndef() || !Op.getValueType().isScalarInteger()) return SDValue();
  EVT VT = Op.getValueType();
  if (Demanded.isZero()) return DAG.getUNDEF(VT);
  unsigned W = Demanded.getBitWidth();
  switch (Op.getOpcode()) {
  case ISD::BITCAST: {
    SDValue Src = Op.getOperand(0);
    if (Src.getValueType() == VT) return Src;
    break;
  }
  case ISD::AND: {
    KnownBits L = known(Op.getOperand(0), Depth + 1), R = known(Op.getOperand(1), Depth + 1);
    if (Demanded.isSubsetOf(L.Zero | R.One)) return Op.getOperand(0);
    if (Demanded.isSubsetOf(R.Zero | L.One)) return Op.getOperand(1);
    break;
  }
  case ISD::OR: {
    KnownBits L = known(Op.getOperand(0), Depth + 1), R = known(Op.getOperand(1), Depth + 1);
    if (Demanded.isSubsetOf(L.One | R.Zero)) return Op.getOperand(0);
    if (Demanded.isSubsetOf(R.One | L.Zero)) return Op.getOperand(1);
    break;
  }
  case ISD::XOR: {
    KnownBits L = known(Op.getOperand(0), Depth + 1), R = known(Op.getOperand(1), Depth + 1);
    if (Demanded.isSubsetOf(R.Zero)) return Op.getOperand(0);
    if (Demanded.isSubsetOf(L.Zero)) return Op.getOperand(1);
    break;
  }
  case ISD::ADD: {
    if (known(Op.getOperand(1), Depth + 1).isZero()) return Op.getOperand(0);
    if (known(Op.getOperand(0), Depth + 1).isZero()) return Op.getOperand(1);
    break;
  }
  case ISD::SHL: {
    // Only sign bits demanded: the unshifted value has them already.
    if (std::optional<unsigned> Amt = validShiftAmount(Op)) {
      unsigned NumSignBits = signBits(Op.getOperand(0), Depth + 1);
      unsigned UpperDemanded = W - Demanded.countTrailingZeros();
      if (NumSignBits > *Amt && NumSignBits - *Amt >= UpperDemanded) return Op.getOperand(0);
    }
    break;
  }
  case ISD::SRL: {
    if (std::optional<unsigned> Amt = validShiftAmount(Op)) {
      if (Demanded.countLeadingZeros() >= *Amt) {
        unsigned NumSignBits = signBits(Op.getOperand(0), Depth + 1);
        if (Demanded.countTrailingZeros() >= W - NumSignBits) return Op.getOperand(0);
      }
    }
    break;
  }
  case ISD::SETCC: {
    SDValue Op0 = Op.getOperand(0), Op1 = Op.getOperand(1);
    if (Demanded.isSignMask() && Op0.getScalarValueSizeInBits() == W &&
        TLI.getBooleanContents(Op0.getValueType()) == BooleanContent::ZeroOrNegativeOne &&
        Op.getOperand(2)->getCondCode() == ISD::SETLT && Op1.getValueType().isInteger() &&
        isNullConstant(Op1))
      return Op0;
    break;
  }
  case ISD::SIGN_EXTEND_INREG: {
    SDValue Op0 = Op.getOperand(0);
    unsigned ExBits = unsigned(Op.getOperand(1)->getVTPayload().scalarSizeInBits());
    if (Demanded.getActiveBits() <= ExBits) return Op0;
    if (signBits(Op0, Depth + 1) >= W - ExBits + 1) return Op0;
    break;
  }
  default: break;
  }
  return SDValue();
}

bool DemandedBitsSimplifier::rebuildWithMultipleUseOperands(SDValue Op, const APInt& Demanded0,
                                                            const APInt& Demanded1, unsigned Depth,
                                                            uint16_t Flags) {
  if (Demanded0.isAllOnes() && Demanded1.isAllOnes()) return false;
  SDValue Op0 = Op.getOperand(0), Op1 = Op.getOperand(1);
  SDValue New0 = simplifyMultipleUse(Op0, Demanded0, Depth + 1);
  SDValue New1 = simplifyMultipleUse(Op1, Demanded1, Depth + 1);
  if (!New0 && !New1) return false;
  return TLO.combineTo(
      Op, DAG.getNode(Op.getOpcode(), Op.getValueType(), New0 ? New0 : Op0, New1 ? New1 : Op1, Flags));
}

// ---- the walk
// ------------------------------------------------------------------------------------------------

bool DemandedBitsSimplifier::simplify(SDValue Op, const APInt& OriginalDemanded, KnownBits& Known,
                                      unsigned Depth, bool AssumeSingleUse) {
  unsigned W = OriginalDemanded.getBitWidth();
  Known = KnownBits(W);
  EVT VT = Op.getValueType();
  if (Op.isUndef() || Op.getOpcode() == ISD::TargetConstant || !VT.isScalarInteger()) return false;
  if (Op.getOpcode() == ISD::Constant) {
    Known = KnownBits::constant(Op->getAPIntValue());
    return false;
  }
  APInt Demanded = OriginalDemanded;
  if (!AssumeSingleUse && !Op.getNode()->hasOneUse()) {
    // Other users read all the bits: only replacements equal on every bit are allowed.
    if (Depth >= MaxDepth) return false;
    Demanded = APInt::allOnes(W);
  } else if (OriginalDemanded.isZero()) {
    return TLO.combineTo(Op, DAG.getUNDEF(VT));
  } else if (Depth >= MaxDepth) {
    return false;
  }

  KnownBits Known2(W);
  switch (Op.getOpcode()) {
  case ISD::LOAD:
    if (Op->getExtensionType() == ISD::ZEXTLOAD && Op.getResNo() == 0) {
      Known.Zero = APInt::bitsSetFrom(W, unsigned(Op->getMemoryVT().scalarSizeInBits()));
      return false;
    }
    break;
  case ISD::AND:
    if (simplifyAnd(Op, Demanded, Known, Depth)) return true;
    break;
  case ISD::OR:
    if (simplifyOr(Op, Demanded, Known, Depth)) return true;
    break;
  case ISD::XOR:
    if (simplifyXor(Op, Demanded, Known, Depth)) return true;
    break;
  case ISD::SELECT:
  case ISD::SELECT_CC: {
    unsigned TrueIdx = Op.getOpcode() == ISD::SELECT ? 1 : 2;
    if (simplify(Op.getOperand(TrueIdx + 1), Demanded, Known, Depth + 1)) return true;
    if (simplify(Op.getOperand(TrueIdx), Demanded, Known2, Depth + 1)) return true;
    Known = Known.intersect(Known2);
    break;
  }
  case ISD::SETCC: {
    SDValue Op0 = Op.getOperand(0), Op1 = Op.getOperand(1);
    BooleanContent BC = TLI.getBooleanContents(Op0.getValueType());
    // With 0/-1 booleans, (setlt X, 0) read only for its sign bit is X.
    if (Demanded.isSignMask() && Op0.getScalarValueSizeInBits() == W &&
        BC == BooleanContent::ZeroOrNegativeOne && Op.getOperand(2)->getCondCode() == ISD::SETLT &&
        Op1.getValueType().isInteger() && isNullConstant(Op1))
      return TLO.combineTo(Op, Op0);
    if (BC == BooleanContent::ZeroOrOne && W > 1) Known.Zero = APInt::bitsSetFrom(W, 1);
    break;
  }
  case ISD::SHL:
    if (simplifyShl(Op, Demanded, Known, Depth)) return true;
    break;
  case ISD::SRL:
    if (simplifySrl(Op, Demanded, Known, Depth)) return true;
    break;
  case ISD::SRA:
    if (simplifySra(Op, Demanded, Known, Depth)) return true;
    break;
  case ISD::FSHL:
  case ISD::FSHR:
    if (simplifyFunnelShift(Op, Demanded, Known, Depth)) return true;
    break;
  case ISD::ROTL:
  case ISD::ROTR:
    if (simplifyRotate(Op, Demanded, Known, Depth)) return true;
    break;
  case ISD::SMIN:
  case ISD::SMAX:
  case ISD::UMIN:
  case ISD::UMAX:
    if (simplifyMinMax(Op, Demanded, Known, Depth)) return true;
    break;
  case ISD::BITREVERSE:
    if (simplify(Op.getOperand(0), Demanded.reverseBits(), Known2, Depth + 1)) return true;
    Known = Known2.reverseBits();
    break;
  case ISD::BSWAP: {
    if (W % 16 != 0) {
      Known = known(Op, Depth);
      break;
    }
    SDValue Src = Op.getOperand(0);
    // Only one byte of the result read: shift that byte of the source into place instead.
    unsigned NLZ = Demanded.countLeadingZeros() / 8 * 8, NTZ = Demanded.countTrailingZeros() / 8 * 8;
    if (W - NLZ - NTZ == 8) {
      int32_t ShiftOpc = NLZ > NTZ ? ISD::SRL : ISD::SHL;
      if (C.isLegalOrBeforeOps(ShiftOpc, VT)) {
        unsigned Amount = NLZ > NTZ ? NLZ - NTZ : NTZ - NLZ;
        return TLO.combineTo(Op, DAG.getNode(ShiftOpc, VT, Src, DAG.getShiftAmountConstant(Amount, VT)));
      }
    }
    if (simplify(Src, Demanded.byteSwap(), Known2, Depth + 1)) return true;
    Known = Known2.byteSwap();
    break;
  }
  case ISD::CTPOP:
    // Only the lowest bit of a population count is its parity.
    if (Demanded.isOne() && !legalOps())
      return TLO.combineTo(Op, DAG.getNode(ISD::PARITY, VT, Op.getOperand(0)));
    Known = known(Op, Depth);
    break;
  case ISD::SIGN_EXTEND_INREG:
    if (simplifySignExtendInReg(Op, Demanded, Known, Depth)) return true;
    break;
  case ISD::BUILD_PAIR: {
    unsigned Half = Op.getOperand(0).getScalarValueSizeInBits();
    KnownBits Lo(Half), Hi(Half);
    if (simplify(Op.getOperand(0), Demanded.trunc(Half), Lo, Depth + 1)) return true;
    if (simplify(Op.getOperand(1), Demanded.lshr(Half).trunc(Half), Hi, Depth + 1)) return true;
    Known.Zero = Lo.Zero.zext(W) | Hi.Zero.zext(W).shl(Half);
    Known.One = Lo.One.zext(W) | Hi.One.zext(W).shl(Half);
    break;
  }
  case ISD::ZERO_EXTEND:
  case ISD::SIGN_EXTEND:
  case ISD::ANY_EXTEND:
    if (simplifyExtend(Op, Demanded, Known, Depth)) return true;
    break;
  case ISD::TRUNCATE:
    if (simplifyTruncate(Op, Demanded, Known, Depth)) return true;
    break;
  case ISD::AssertZext: {
    // The assertion is about all the high bits: they stay demanded.
    unsigned Bits = unsigned(Op.getOperand(1)->getVTPayload().scalarSizeInBits());
    APInt InMask = APInt::lowBitsSet(W, Bits);
    if (simplify(Op.getOperand(0), ~InMask | Demanded, Known, Depth + 1)) return true;
    Known.Zero |= ~InMask;
    Known.One &= ~Known.Zero;
    break;
  }
  case ISD::BITCAST: {
    SDValue Src = Op.getOperand(0);
    if (Src.getValueType().isScalarInteger() && Src.getScalarValueSizeInBits() == W) {
      if (simplify(Src, Demanded, Known2, Depth + 1)) return true;
      if (!Demanded.isAllOnes())
        if (SDValue NewSrc = simplifyMultipleUse(Src, Demanded, Depth + 1))
          return TLO.combineTo(Op, DAG.getNode(ISD::BITCAST, VT, NewSrc));
    }
    if (Depth > 0) {
      Known = known(Op, Depth);
      return false;
    }
    break;
  }
  case ISD::MUL:
  case ISD::ADD:
  case ISD::SUB:
    if (simplifyArith(Op, Demanded, Known, Depth)) return true;
    break;
  default: Known = known(Op, Depth); break;
  }

  // Every demanded bit known: the value is a constant (unless an opaque constant is involved).
  if (Demanded.isSubsetOf(Known.Zero | Known.One)) {
    for (const SDUse& U : Op->ops())
      if (isConstantNode(U.get()) && U.get()->isOpaqueConstant()) return false;
    return TLO.combineTo(Op, DAG.getConstant(Known.One, VT));
  }
  return false;
}

// ---- AND / OR / XOR
// --------------------------------------------------------------------------------------------

bool DemandedBitsSimplifier::simplifyAnd(SDValue Op, const APInt& Demanded, KnownBits& Known,
                                         unsigned Depth) {
  SDValue Op0 = Op.getOperand(0), Op1 = Op.getOperand(1);
  EVT VT = Op.getValueType();
  unsigned W = Demanded.getBitWidth();
  if (isConstantNode(Op1)) {
    const APInt& Mask = Op1->getAPIntValue();
    // Not Depth + 1: a deeper look at the same operand could make the walk loop.
    KnownBits LHSKnown = known(Op0, Depth);
    // The other side is already zero wherever the mask clears a demanded bit: the and is dead.
    if ((LHSKnown.Zero & Demanded) == (~Mask & Demanded)) return TLO.combineTo(Op, Op0);
    if (shrinkDemandedConstant(Op, ~LHSKnown.Zero & Demanded)) return true;
    // and (xor X, -1), C clearing only bits the xor set: xor X, C.
    if (isBitwiseNot(Op0) && Op0.hasOneUse() && LHSKnown.One == ~Mask)
      return TLO.combineTo(Op, DAG.getNode(ISD::XOR, VT, Op0.getOperand(0), Op1));
  }
  KnownBits Known2(W);
  if (simplify(Op1, Demanded, Known, Depth + 1)) return true;
  if (simplify(Op0, ~Known.Zero & Demanded, Known2, Depth + 1)) return true;
  if (Demanded.isSubsetOf(Known2.Zero | Known.One)) return TLO.combineTo(Op, Op0);
  if (Demanded.isSubsetOf(Known.Zero | Known2.One)) return TLO.combineTo(Op, Op1);
  if (Demanded.isSubsetOf(Known.Zero | Known2.Zero)) return TLO.combineTo(Op, DAG.getConstant(0, VT));
  if (shrinkDemandedConstant(Op, ~Known2.Zero & Demanded)) return true;
  if (rebuildWithMultipleUseOperands(Op, Demanded, Demanded, Depth, 0)) return true;
  Known.Zero = Known.Zero | Known2.Zero;
  Known.One = Known.One & Known2.One;
  return false;
}

bool DemandedBitsSimplifier::simplifyOr(SDValue Op, const APInt& Demanded, KnownBits& Known, unsigned Depth) {
  SDValue Op0 = Op.getOperand(0), Op1 = Op.getOperand(1);
  EVT VT = Op.getValueType();
  KnownBits Known2(Demanded.getBitWidth());
  if (simplify(Op1, Demanded, Known, Depth + 1)) {
    dropFlags(Op, SDNodeFlags::Disjoint);
    return true;
  }
  if (simplify(Op0, ~Known.One & Demanded, Known2, Depth + 1)) {
    dropFlags(Op, SDNodeFlags::Disjoint);
    return true;
  }
  if (Demanded.isSubsetOf(Known2.One | Known.Zero)) return TLO.combineTo(Op, Op0);
  if (Demanded.isSubsetOf(Known.One | Known2.Zero)) return TLO.combineTo(Op, Op1);
  if (shrinkDemandedConstant(Op, Demanded)) return true;
  if (rebuildWithMultipleUseOperands(Op, Demanded, Demanded, Depth, 0)) return true;
  // (or (and X, C1), (and (or X, Y), C2)) → (or (and X, C1|C2), (and Y, C2))
  if (Op0.getOpcode() == ISD::AND && Op1.getOpcode() == ISD::AND && Op0->hasOneUse() && Op1->hasOneUse()) {
    for (unsigned I = 0; I != 2; ++I) {
      SDValue X = Op.getOperand(I).getOperand(0), C1 = Op.getOperand(I).getOperand(1);
      SDValue Alt = Op.getOperand(1 - I).getOperand(0), C2 = Op.getOperand(1 - I).getOperand(1);
      if (Alt.getOpcode() != ISD::OR || !isConstantNode(C1) || !isConstantNode(C2)) continue;
      if (C1->isOpaqueConstant() || C2->isOpaqueConstant()) continue;
      for (unsigned J = 0; J != 2; ++J) {
        if (X != Alt.getOperand(J)) continue;
        SDValue Y = Alt.getOperand(1 - J);
        SDValue C12 = DAG.getConstant(C1->getAPIntValue() | C2->getAPIntValue(), VT);
        SDValue MaskX = DAG.getNode(ISD::AND, VT, X, C12);
        SDValue MaskY = DAG.getNode(ISD::AND, VT, Y, C2);
        return TLO.combineTo(Op, DAG.getNode(ISD::OR, VT, MaskX, MaskY));
      }
    }
  }
  Known.Zero = Known.Zero & Known2.Zero;
  Known.One = Known.One | Known2.One;
  return false;
}

bool DemandedBitsSimplifier::simplifyXor(SDValue Op, const APInt& Demanded, KnownBits& Known,
                                         unsigned Depth) {
  SDValue Op0 = Op.getOperand(0), Op1 = Op.getOperand(1);
  EVT VT = Op.getValueType();
  unsigned W = Demanded.getBitWidth();
  KnownBits Known2(W);
  if (simplify(Op1, Demanded, Known, Depth + 1)) return true;
  if (simplify(Op0, Demanded, Known2, Depth + 1)) return true;
  if (Demanded.isSubsetOf(Known.Zero)) return TLO.combineTo(Op, Op0);
  if (Demanded.isSubsetOf(Known2.Zero)) return TLO.combineTo(Op, Op1);
  // No demanded bit can be set on both sides: an inclusive or.
  if (Demanded.isSubsetOf(Known.Zero | Known2.Zero))
    return TLO.combineTo(Op, DAG.getNode(ISD::OR, VT, Op0, Op1));
  bool ConstRHS = isConstantNode(Op1);
  if (ConstRHS) {
    const APInt& Cst = Op1->getAPIntValue();
    // (X | C1) ^ C2 with C2's bits all set on the left: clearing them is an and.
    if (Cst == Known2.One)
      return TLO.combineTo(Op, DAG.getNode(ISD::AND, VT, Op0, DAG.getConstant(~Cst & Demanded, VT)));
    // Flipping every demanded bit: flip them all (a 'not').
    if (!Cst.isAllOnes() && Demanded.isSubsetOf(Cst)) return TLO.combineTo(Op, DAG.getNOT(Op0, VT));
    int32_t Op0Opc = Op0.getOpcode();
    if ((Op0Opc == ISD::SRL || Op0Opc == ISD::SHL) && Op0.hasOneUse()) {
      if (std::optional<unsigned> Amt = validShiftAmount(Op0)) {
        APInt Ones = Op0Opc == ISD::SHL ? APInt::allOnes(W).shl(*Amt) : APInt::allOnes(W).lshr(*Amt);
        // The constant flips exactly the shifted-in-value bits: not before the shift.
        if ((Demanded & Cst) == (Demanded & Ones)) {
          SDValue Not = DAG.getNOT(Op0.getOperand(0), VT);
          return TLO.combineTo(Op, DAG.getNode(Op0Opc, VT, Not, Op0.getOperand(1)));
        }
      }
    }
  }
  if (!ConstRHS || !Op1->getAPIntValue().isAllOnes())
    if (shrinkDemandedConstant(Op, Demanded)) return true;
  if (rebuildWithMultipleUseOperands(Op, Demanded, Demanded, Depth, 0)) return true;
  APInt Zero = (Known.Zero & Known2.Zero) | (Known.One & Known2.One);
  Known.One = (Known.Zero & Known2.One) | (Known.One & Known2.Zero);
  Known.Zero = Zero;
  return false;
}

// ---- shifts and rotates
// ------------------------------------------------------------------------------------

bool DemandedBitsSimplifier::simplifyShl(SDValue Op, const APInt& Demanded, KnownBits& Known,
                                         unsigned Depth) {
  SDValue Op0 = Op.getOperand(0), Op1 = Op.getOperand(1);
  EVT VT = Op.getValueType(), ShiftVT = Op1.getValueType();
  unsigned W = Demanded.getBitWidth();
  if (std::optional<unsigned> Amt = validShiftAmount(Op)) {
    unsigned ShAmt = *Amt;
    if (ShAmt == 0) return TLO.combineTo(Op, Op0);
    // (X >>u C1) << ShAmt with the low ShAmt bits unread: one shift.
    if (Op0.getOpcode() == ISD::SRL && !Demanded.intersects(lowBits(W, ShAmt))) {
      if (std::optional<unsigned> Inner = validShiftAmount(Op0)) {
        int Diff = int(ShAmt) - int(*Inner);
        int32_t Opc = Diff < 0 ? ISD::SRL : ISD::SHL;
        SDValue NewSA = DAG.getConstant(uint64_t(Diff < 0 ? -Diff : Diff), ShiftVT);
        return TLO.combineTo(Op, DAG.getNode(Opc, VT, Op0.getOperand(0), NewSA));
      }
    }
    if (Op0.getOpcode() == ISD::ANY_EXTEND) {
      SDValue Inner = Op0.getOperand(0);
      EVT InnerVT = Inner.getValueType();
      unsigned InnerBits = unsigned(InnerVT.scalarSizeInBits());
      // shl (anyext x), c → anyext (shl x, c) when the high bits are unread.
      if (ShAmt < InnerBits && Demanded.getActiveBits() <= InnerBits && TLI.isTypeLegal(InnerVT)) {
        SDValue NarrowShl = DAG.getNode(ISD::SHL, InnerVT, Inner, DAG.getShiftAmountConstant(ShAmt, InnerVT));
        return TLO.combineTo(Op, DAG.getNode(ISD::ANY_EXTEND, VT, NarrowShl));
      }
      // shl (anyext (srl x, c1)), c2 → shl (anyext x), c2 - c1.
      if (Inner.getOpcode() == ISD::SRL && Op0.hasOneUse() && Inner.hasOneUse()) {
        if (std::optional<unsigned> InnerAmt = validShiftAmount(Inner)) {
          if (*InnerAmt < ShAmt && *InnerAmt < InnerBits &&
              Demanded.getActiveBits() <= InnerBits - *InnerAmt + ShAmt &&
              Demanded.countTrailingZeros() >= ShAmt) {
            SDValue NewSA = DAG.getConstant(ShAmt - *InnerAmt, ShiftVT);
            SDValue NewExt = DAG.getNode(ISD::ANY_EXTEND, VT, Inner.getOperand(0));
            return TLO.combineTo(Op, DAG.getNode(ISD::SHL, VT, NewExt, NewSA));
          }
        }
      }
    }
    APInt InDemanded = Demanded.lshr(ShAmt);
    if (simplify(Op0, InDemanded, Known, Depth + 1)) {
      dropFlags(Op, SDNodeFlags::NoUnsignedWrap | SDNodeFlags::NoSignedWrap);
      return true;
    }
    Known = Known.shl(ShAmt);
    if (!InDemanded.isAllOnes())
      if (SDValue New0 = simplifyMultipleUse(Op0, InDemanded, Depth + 1))
        return TLO.combineTo(Op, DAG.getNode(ISD::SHL, VT, New0, Op1));
  } else if (unsigned LZ = Demanded.countLeadingZeros()) {
    // A variable shift: the operand's high bits are unread too.
    if (simplify(Op0, APInt::lowBitsSet(W, W - LZ), Known, Depth + 1)) {
      dropFlags(Op, SDNodeFlags::NoUnsignedWrap | SDNodeFlags::NoSignedWrap);
      return true;
    }
    Known = KnownBits(W);
  }
  // Only sign bits demanded: the unshifted value has them already.
  if (std::optional<unsigned> Amt = validShiftAmount(Op)) {
    unsigned NumSignBits = signBits(Op0, Depth + 1);
    unsigned UpperDemanded = W - Demanded.countTrailingZeros();
    if (NumSignBits > *Amt && NumSignBits - *Amt >= UpperDemanded) return TLO.combineTo(Op, Op0);
  }
  return false;
}

bool DemandedBitsSimplifier::simplifySrl(SDValue Op, const APInt& Demanded, KnownBits& Known,
                                         unsigned Depth) {
  SDValue Op0 = Op.getOperand(0), Op1 = Op.getOperand(1);
  EVT VT = Op.getValueType(), ShiftVT = Op1.getValueType();
  unsigned W = Demanded.getBitWidth();
  if (std::optional<unsigned> Amt = validShiftAmount(Op)) {
    unsigned ShAmt = *Amt;
    if (ShAmt == 0) return TLO.combineTo(Op, Op0);
    // (X << C1) >>u ShAmt with the top ShAmt bits unread: one shift.
    if (Op0.getOpcode() == ISD::SHL && !Demanded.intersects(highBits(W, ShAmt))) {
      if (std::optional<unsigned> Inner = validShiftAmount(Op0)) {
        int Diff = int(ShAmt) - int(*Inner);
        int32_t Opc = Diff < 0 ? ISD::SHL : ISD::SRL;
        SDValue NewSA = DAG.getConstant(uint64_t(Diff < 0 ? -Diff : Diff), ShiftVT);
        return TLO.combineTo(Op, DAG.getNode(Opc, VT, Op0.getOperand(0), NewSA));
      }
    }
    // (sra X, C1) >>u ShAmt with the top bits unread: one sra.
    if (Op0.getOpcode() == ISD::SRA && Op0.hasOneUse() && !Demanded.intersects(highBits(W, ShAmt))) {
      if (std::optional<unsigned> Inner = validShiftAmount(Op0)) {
        unsigned Combined = std::min(*Inner + ShAmt, W - 1);
        return TLO.combineTo(
            Op, DAG.getNode(ISD::SRA, VT, Op0.getOperand(0), DAG.getConstant(Combined, ShiftVT)));
      }
    }
    APInt InDemanded = Demanded.shl(ShAmt);
    if (Op->getFlags() & SDNodeFlags::Exact) InDemanded |= APInt::lowBitsSet(W, ShAmt);
    if (simplify(Op0, InDemanded, Known, Depth + 1)) return true;
    Known = Known.lshr(ShAmt);
    if (!InDemanded.isAllOnes())
      if (SDValue New0 = simplifyMultipleUse(Op0, InDemanded, Depth + 1))
        return TLO.combineTo(Op, DAG.getNode(ISD::SRL, VT, New0, Op1));
  } else {
    Known = known(Op, Depth);
  }
  if (std::optional<unsigned> Amt = validShiftAmount(Op)) {
    if (Demanded.countLeadingZeros() >= *Amt) {
      unsigned NumSignBits = signBits(Op0, Depth + 1);
      if (Demanded.countTrailingZeros() >= W - NumSignBits) return TLO.combineTo(Op, Op0);
    }
  }
  return false;
}

bool DemandedBitsSimplifier::simplifySra(SDValue Op, const APInt& Demanded, KnownBits& Known,
                                         unsigned Depth) {
  SDValue Op0 = Op.getOperand(0), Op1 = Op.getOperand(1);
  EVT VT = Op.getValueType(), ShiftVT = Op1.getValueType();
  unsigned W = Demanded.getBitWidth();
  // Only bits that already copy the sign bit are read: no shift needed.
  if (signBits(Op0, Depth + 1) >= W - Demanded.countTrailingZeros()) return TLO.combineTo(Op, Op0);
  // Only the low bit read: it never comes from the sign (amounts >= width are undefined anyway).
  if (Demanded.isOne()) return TLO.combineTo(Op, DAG.getNode(ISD::SRL, VT, Op0, Op1));
  std::optional<unsigned> Amt = validShiftAmount(Op);
  if (!Amt) return false;
  unsigned ShAmt = *Amt;
  if (ShAmt == 0) return TLO.combineTo(Op, Op0);
  // sra (shl x, c), c is a sign_extend_inreg.
  if (Op0.getOpcode() == ISD::SHL) {
    if (std::optional<unsigned> Inner = validShiftAmount(Op0); Inner && *Inner == ShAmt) {
      EVT ExtVT = EVT::integer(W - ShAmt);
      if (!legalOps() || TLI.getOperationAction(ISD::SIGN_EXTEND_INREG, ExtVT) == LegalizeAction::Legal)
        return TLO.combineTo(
            Op, DAG.getNode(ISD::SIGN_EXTEND_INREG, VT, Op0.getOperand(0), DAG.getValueType(ExtVT)));
      if (signBits(Op0.getOperand(0), 0) > ShAmt) return TLO.combineTo(Op, Op0.getOperand(0));
    }
  }
  APInt InDemanded = Demanded.shl(ShAmt);
  if (Op->getFlags() & SDNodeFlags::Exact) InDemanded |= APInt::lowBitsSet(W, ShAmt);
  // Demanded bits made of copies of the sign bit demand the sign bit.
  if (Demanded.countLeadingZeros() < ShAmt) InDemanded.setBit(W - 1);
  if (simplify(Op0, InDemanded, Known, Depth + 1)) return true;
  Known.Zero = Known.Zero.lshr(ShAmt);
  Known.One = Known.One.lshr(ShAmt);
  // Sign bit known zero, or no copy of it read: a logical shift.
  if (Known.Zero.getBit(W - ShAmt - 1) || Demanded.countLeadingZeros() >= ShAmt)
    return TLO.combineTo(Op,
                         DAG.getNode(ISD::SRL, VT, Op0, Op1, uint16_t(Op->getFlags() & SDNodeFlags::Exact)));
  // A single demanded bit, a copy of the sign: shift the sign bit there directly.
  if (Demanded.isPowerOf2()) {
    unsigned Log2 = unsigned(Demanded.logBase2());
    return TLO.combineTo(Op, DAG.getNode(ISD::SRL, VT, Op0, DAG.getConstant(W - 1 - Log2, ShiftVT)));
  }
  if (Known.One.getBit(W - ShAmt - 1)) Known.One |= APInt::highBitsSet(W, ShAmt);
  if (!InDemanded.isAllOnes())
    if (SDValue New0 = simplifyMultipleUse(Op0, InDemanded, Depth + 1))
      return TLO.combineTo(Op, DAG.getNode(ISD::SRA, VT, New0, Op1));
  return false;
}

bool DemandedBitsSimplifier::simplifyRotate(SDValue Op, const APInt& Demanded, KnownBits& Known,
                                            unsigned Depth) {
  SDValue Op0 = Op.getOperand(0), Op1 = Op.getOperand(1);
  EVT VT = Op.getValueType();
  unsigned W = Demanded.getBitWidth();
  bool IsROTL = Op.getOpcode() == ISD::ROTL;
  if (signBits(Op0, Depth + 1) == W) return TLO.combineTo(Op, Op0); // 0 or -1 rotates to itself
  if (isConstantNode(Op1)) {
    const APInt& A = Op1->getAPIntValue();
    unsigned Amt = unsigned(A.getBitWidth() <= 64 ? A.getZExtValue() % W
                                                  : A.urem(APInt(A.getBitWidth(), W)).getZExtValue());
    unsigned RevAmt = W - Amt;
    KnownBits Known2(W);
    if (simplify(Op0, Demanded.rotr(IsROTL ? Amt : RevAmt), Known2, Depth + 1)) return true;
    if (Amt == 0) return TLO.combineTo(Op, Op0);
    // One half of the rotated bits unread: a plain shift.
    if (C.isLegalOrBeforeOps(ISD::SHL, VT) && Demanded.countTrailingZeros() >= (IsROTL ? Amt : RevAmt))
      return TLO.combineTo(
          Op, DAG.getNode(ISD::SHL, VT, Op0, DAG.getConstant(IsROTL ? Amt : RevAmt, Op1.getValueType())));
    if (C.isLegalOrBeforeOps(ISD::SRL, VT) && Demanded.countLeadingZeros() >= (IsROTL ? RevAmt : Amt))
      return TLO.combineTo(
          Op, DAG.getNode(ISD::SRL, VT, Op0, DAG.getConstant(IsROTL ? RevAmt : Amt, Op1.getValueType())));
  }
  Known = known(Op, Depth);
  return false;
}

bool DemandedBitsSimplifier::simplifyFunnelShift(SDValue Op, const APInt& Demanded, KnownBits& Known,
                                                 unsigned Depth) {
  SDValue Op0 = Op.getOperand(0), Op1 = Op.getOperand(1), Op2 = Op.getOperand(2);
  unsigned W = Demanded.getBitWidth();
  bool IsFSHL = Op.getOpcode() == ISD::FSHL;
  if (!isConstantNode(Op2)) {
    Known = known(Op, Depth);
    return false;
  }
  const APInt& A = Op2->getAPIntValue();
  unsigned Amt = unsigned(A.getBitWidth() <= 64 ? A.getZExtValue() % W
                                                : A.urem(APInt(A.getBitWidth(), W)).getZExtValue());
  if (Amt == 0) return simplify(IsFSHL ? Op0 : Op1, Demanded, Known, Depth + 1);
  unsigned HiShift = IsFSHL ? Amt : W - Amt, LoShift = W - HiShift;
  APInt Demanded0 = Demanded.lshr(HiShift), Demanded1 = Demanded.shl(LoShift);
  KnownBits Known2(W);
  if (simplify(Op0, Demanded0, Known2, Depth + 1)) return true;
  if (simplify(Op1, Demanded1, Known, Depth + 1)) return true;
  KnownBits Hi = Known2.shl(HiShift), Lo = Known.lshr(LoShift);
  Known.Zero = Hi.Zero & Lo.Zero;
  Known.One = Hi.One | Lo.One;
  if (!Demanded0.isAllOnes() || !Demanded1.isAllOnes()) {
    SDValue New0 = simplifyMultipleUse(Op0, Demanded0, Depth + 1);
    SDValue New1 = simplifyMultipleUse(Op1, Demanded1, Depth + 1);
    if (New0 || New1)
      return TLO.combineTo(
          Op, DAG.getNode(Op.getOpcode(), Op.getValueType(), New0 ? New0 : Op0, New1 ? New1 : Op1, Op2));
  }
  return false;
}

bool DemandedBitsSimplifier::simplifyMinMax(SDValue Op, const APInt& Demanded, KnownBits& Known,
                                            unsigned Depth) {
  int32_t Opc = Op.getOpcode();
  SDValue Op0 = Op.getOperand(0), Op1 = Op.getOperand(1);
  unsigned W = Demanded.getBitWidth();
  // Only sign bits read: min / max of 0/-1-like values are or / and.
  int32_t BitOp = (Opc == ISD::SMIN || Opc == ISD::UMAX) ? ISD::OR : ISD::AND;
  unsigned NumSignBits = std::min(signBits(Op0, Depth + 1), signBits(Op1, Depth + 1));
  if (NumSignBits >= W - Demanded.countTrailingZeros())
    return TLO.combineTo(Op, DAG.getNode(BitOp, Op.getValueType(), Op0, Op1));
  KnownBits K0 = known(Op0, Depth + 1), K1 = known(Op1, Depth + 1);
  // One side always chosen (its bounds never cross the other's).
  auto pick = [&](bool LeftSmaller) {
    return TLO.combineTo(Op, LeftSmaller == (Opc == ISD::SMIN || Opc == ISD::UMIN) ? Op0 : Op1);
  };
  bool Signed = Opc == ISD::SMIN || Opc == ISD::SMAX;
  auto sMax = [](const KnownBits& K) {
    APInt V = ~K.Zero;
    if (!K.One.isNegative()) V.clearBit(V.getBitWidth() - 1);
    return V;
  };
  auto sMin = [](const KnownBits& K) {
    APInt V = K.One;
    if (!K.Zero.isNegative()) V.setBit(V.getBitWidth() - 1);
    return V;
  };
  if (Signed) {
    if (sMax(K0).sle(sMin(K1))) return pick(true);
    if (sMax(K1).sle(sMin(K0))) return pick(false);
  } else {
    if (K0.maxValue().ule(K1.minValue())) return pick(true);
    if (K1.maxValue().ule(K0.minValue())) return pick(false);
  }
  switch (Opc) {
  case ISD::SMIN: Known = KnownBits::smin(K0, K1); break;
  case ISD::SMAX: Known = KnownBits::smax(K0, K1); break;
  case ISD::UMIN: Known = KnownBits::umin(K0, K1); break;
  default: Known = KnownBits::umax(K0, K1); break;
  }
  return false;
}

// ---- extensions and truncation
// ---------------------------------------------------------------------------------

bool DemandedBitsSimplifier::simplifySignExtendInReg(SDValue Op, const APInt& Demanded, KnownBits& Known,
                                                     unsigned Depth) {
  SDValue Op0 = Op.getOperand(0);
  EVT VT = Op.getValueType();
  EVT ExVT = Op.getOperand(1)->getVTPayload();
  unsigned W = Demanded.getBitWidth(), ExBits = unsigned(ExVT.scalarSizeInBits());
  // Only the sign bit read: shift the narrow sign bit up (unless the extension is redundant anyway).
  if (Demanded.isSignMask()) {
    bool AlreadySignExtended = ExBits >= computeMaxSignificantBits(TLI, Op0);
    if (!AlreadySignExtended)
      return TLO.combineTo(Op, DAG.getNode(ISD::SHL, VT, Op0, DAG.getShiftAmountConstant(W - ExBits, VT)));
  }
  // No extended bit read: the extension does nothing.
  if (Demanded.getActiveBits() <= ExBits) return TLO.combineTo(Op, Op0);
  APInt InDemanded = Demanded & APInt::lowBitsSet(W, ExBits);
  InDemanded.setBit(ExBits - 1);
  if (simplify(Op0, InDemanded, Known, Depth + 1)) return true;
  // Narrow sign bit known zero: a zero extension in register.
  if (Known.Zero.getBit(ExBits - 1)) return TLO.combineTo(Op, DAG.getZeroExtendInReg(Op0, ExVT));
  APInt Mask = APInt::lowBitsSet(W, ExBits);
  if (Known.One.getBit(ExBits - 1)) {
    Known.One |= ~Mask;
    Known.Zero &= Mask;
  } else {
    Known.Zero &= Mask;
    Known.One &= Mask;
  }
  return false;
}

bool DemandedBitsSimplifier::simplifyExtend(SDValue Op, const APInt& Demanded, KnownBits& Known,
                                            unsigned Depth) {
  SDValue Src = Op.getOperand(0);
  EVT VT = Op.getValueType();
  unsigned W = Demanded.getBitWidth(), InBits = Src.getScalarValueSizeInBits();
  int32_t Opc = Op.getOpcode();
  APInt InDemanded = Demanded.trunc(InBits);
  KnownBits SrcKnown(InBits);
  if (Opc == ISD::ZERO_EXTEND) {
    // No high bit read: any extension will do.
    if (Demanded.getActiveBits() <= InBits && C.isLegalOrBeforeOps(ISD::ANY_EXTEND, VT))
      return TLO.combineTo(Op, DAG.getNode(ISD::ANY_EXTEND, VT, Src));
    if (simplify(Src, InDemanded, SrcKnown, Depth + 1)) {
      dropFlags(Op, SDNodeFlags::NonNeg);
      return true;
    }
    Known = SrcKnown.zext(W);
  } else if (Opc == ISD::SIGN_EXTEND) {
    InDemanded.setBit(InBits - 1); // some sign copy is read, so the sign bit is
    if (Demanded.getActiveBits() <= InBits) {
      // Keep a 0/-1 value's extension on targets whose booleans are 0/-1.
      if (TLI.getBooleanContents(VT) != BooleanContent::ZeroOrNegativeOne ||
          signBits(Src, Depth + 1) != InBits)
        if (C.isLegalOrBeforeOps(ISD::ANY_EXTEND, VT))
          return TLO.combineTo(Op, DAG.getNode(ISD::ANY_EXTEND, VT, Src));
    }
    if (simplify(Src, InDemanded, SrcKnown, Depth + 1)) return true;
    Known = SrcKnown.sext(W);
    // Sign bit known zero: a zero extension.
    if (Known.isNonNegative() && C.isLegalOrBeforeOps(ISD::ZERO_EXTEND, VT))
      return TLO.combineTo(Op, DAG.getNode(ISD::ZERO_EXTEND, VT, Src, SDNodeFlags::NonNeg));
  } else {
    if (simplify(Src, InDemanded, SrcKnown, Depth + 1)) return true;
    Known = SrcKnown.anyext(W);
  }
  if (SDValue NewSrc = simplifyMultipleUse(Src, InDemanded, Depth + 1))
    return TLO.combineTo(Op, DAG.getNode(Opc, VT, NewSrc));
  return false;
}

bool DemandedBitsSimplifier::simplifyTruncate(SDValue Op, const APInt& Demanded, KnownBits& Known,
                                              unsigned Depth) {
  SDValue Src = Op.getOperand(0);
  EVT VT = Op.getValueType();
  unsigned W = Demanded.getBitWidth(), SrcBits = Src.getScalarValueSizeInBits();
  APInt TruncMask = Demanded.zext(SrcBits);
  KnownBits SrcKnown(SrcBits);
  if (simplify(Src, TruncMask, SrcKnown, Depth + 1)) {
    dropFlags(Op, SDNodeFlags::NoUnsignedWrap | SDNodeFlags::NoSignedWrap);
    return true;
  }
  Known = SrcKnown.trunc(W);
  if (SDValue NewSrc = simplifyMultipleUse(Src, TruncMask, Depth + 1))
    return TLO.combineTo(Op, DAG.getNode(ISD::TRUNCATE, VT, NewSrc));
  // trunc (srl x, c) → srl (trunc x), c when none of the bits shifted in from above the narrow type is read.
  if (Src.getOpcode() == ISD::SRL && Src->hasOneUse() && !(legalTypes() && !TLI.isTypeLegal(VT))) {
    std::optional<unsigned> Amt = validShiftAmount(Src);
    if (Amt && *Amt < W) {
      APInt HighBits = APInt::highBitsSet(SrcBits, SrcBits - W).lshr(*Amt).trunc(W);
      if (!HighBits.intersects(Demanded)) {
        SDValue NewShAmt = DAG.getShiftAmountConstant(*Amt, VT);
        SDValue NewTrunc = DAG.getNode(ISD::TRUNCATE, VT, Src.getOperand(0));
        return TLO.combineTo(Op, DAG.getNode(ISD::SRL, VT, NewTrunc, NewShAmt));
      }
    }
  }
  return false;
}

// ---- add, sub, mul
// ------------------------------------------------------------------------------------------

bool DemandedBitsSimplifier::simplifyArith(SDValue Op, const APInt& Demanded, KnownBits& Known,
                                           unsigned Depth) {
  SDValue Op0 = Op.getOperand(0), Op1 = Op.getOperand(1);
  EVT VT = Op.getValueType();
  int32_t Opc = Op.getOpcode();
  unsigned W = Demanded.getBitWidth();
  if (Opc == ISD::MUL) {
    // One bit N read of X * (odd << N): bit 0 of X, shifted to N.
    if (Demanded.isPowerOf2() && isConstantNode(Op1)) {
      unsigned CTZ = Demanded.countTrailingZeros();
      if (Op1->getAPIntValue().countTrailingZeros() == CTZ)
        return TLO.combineTo(Op, DAG.getNode(ISD::SHL, VT, Op0, DAG.getShiftAmountConstant(CTZ, VT)));
    }
    // X * X: bit 0 is X's bit 0 and bit 1 is zero.
    if (Op0 == Op1 && Demanded.ult(4))
      return TLO.combineTo(Op, DAG.getNode(ISD::AND, VT, Op0, DAG.getConstant(1, VT)));
  }
  // A result bit depends only on operand bits at or below it.
  unsigned DemandedLZ = Demanded.countLeadingZeros();
  APInt LoMask = APInt::lowBitsSet(W, W - DemandedLZ);
  uint16_t NoWrap = SDNodeFlags::NoUnsignedWrap | SDNodeFlags::NoSignedWrap;
  KnownBits Known0(W), Known1(W);
  if (simplify(Op1, LoMask, Known1, Depth + 1)) {
    dropFlags(Op, NoWrap);
    return true;
  }
  APInt LHSMask = LoMask;
  // X * (Y << k): X's top k bits never reach the result.
  if (Opc == ISD::MUL) LHSMask &= APInt::lowBitsSet(W, W - std::min(W, Known1.minTrailingZeros()));
  if (simplify(Op0, LHSMask, Known0, Depth + 1)) {
    dropFlags(Op, NoWrap);
    return true;
  }
  // Only the low bit of 0 - x: x's low bit.
  if (Opc == ISD::SUB && Demanded.isOne() && isNullConstant(Op0)) return TLO.combineTo(Op, Op1);
  if (rebuildWithMultipleUseOperands(Op, LoMask, LoMask, Depth, uint16_t(Op->getFlags() & ~NoWrap)))
    return true;
  // A constant whose unread high bits could be ones: -1 (smaller to materialize, more folds apply).
  APInt HighMask = APInt::highBitsSet(W, DemandedLZ);
  if (isConstantNode(Op1) && !Op1->getAPIntValue().isAllOnes() && !Op1->getAPIntValue().isOne() &&
      (Op1->getAPIntValue() | HighMask).isAllOnes())
    return TLO.combineTo(
        Op, DAG.getNode(Opc, VT, Op0, DAG.getAllOnesConstant(VT), uint16_t(Op->getFlags() & ~NoWrap)));
  // (X * C) + Y with C a negated power of two in the read bits: Y - (X << log2(-C)).
  auto shiftLeftAmount = [&](SDValue Mul) -> unsigned {
    if (Mul.getOpcode() != ISD::MUL || !Mul.hasOneUse() || !isConstantNode(Mul.getOperand(1))) return 0;
    SDValue MulC = Mul.getOperand(1);
    if (MulC->isOpaqueConstant() || MulC->getAPIntValue().isZero() || MulC->getAPIntValue().isPowerOf2())
      return 0;
    APInt Unmasked = MulC->getAPIntValue() | HighMask;
    APInt Negated = -Unmasked;
    return Negated.isPowerOf2() ? unsigned(Negated.logBase2()) : 0;
  };
  auto foldMul = [&](int32_t NewOpc, SDValue X, SDValue Y, unsigned ShlAmt) {
    SDValue Shl = DAG.getNode(ISD::SHL, VT, X, DAG.getShiftAmountConstant(ShlAmt, VT));
    return TLO.combineTo(Op, DAG.getNode(NewOpc, VT, Y, Shl));
  };
  if (TLI.isOperationLegalOrCustom(ISD::SHL, VT)) {
    if (Opc == ISD::ADD) {
      if (unsigned Sh = shiftLeftAmount(Op0)) return foldMul(ISD::SUB, Op0.getOperand(0), Op1, Sh);
      if (unsigned Sh = shiftLeftAmount(Op1)) return foldMul(ISD::SUB, Op1.getOperand(0), Op0, Sh);
    }
    if (Opc == ISD::SUB)
      if (unsigned Sh = shiftLeftAmount(Op1)) return foldMul(ISD::ADD, Op1.getOperand(0), Op0, Sh);
  }
  Known = Opc == ISD::MUL   ? KnownBits::mul(Known0, Known1)
          : Opc == ISD::ADD ? KnownBits::add(Known0, Known1)
                            : KnownBits::sub(Known0, Known1);
  return false;
}

} // namespace

bool DAGCombiner::simplifyDemandedBits(SDValue Op, const APInt& Demanded) {
  DemandedBitsOpt TLO;
  DemandedBitsSimplifier S(*this, TLO);
  KnownBits Known(Demanded.getBitWidth());
  ProvenanceScope Scope = foldScope("SimplifyDemandedBits", Op.getNode());
  if (!S.simplify(Op, Demanded, Known, 0) || TLO.New == TLO.Old) return false;
  // Revisit the node, then commit LLVM's CommitTargetLoweringOpt: replace, requeue, delete the dead.
  addToWorklist(Op.getNode());
  commitReplacement(TLO.Old, TLO.New);
  return true;
}

} // namespace dt
