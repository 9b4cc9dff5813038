// combine/CombineShifts.cpp — the combiner's folds for shifts, rotates, funnel shifts, bit counts and
// byte/bit reversal (LLVM 19's visitSHL / visitSRA / visitSRL / visitRotate / visitFunnelShift / visitCTLZ /
// visitCTTZ / visitCTPOP / visitBSWAP / visitBITREVERSE), in LLVM's order of attempts.
//
// Folds implemented (constant folding, shifts by 0, out-of-range constant amounts -> undef and shifts of
// undef are getNode's, dag/GetNode.cpp simplifyShift):
//   shl: known-zero result -> 0; shl of trunc(and) amount; nested shl by constants (sum, or 0 when out of
//        range); shl (ext (shl x, c1)), c2; shl (zext (srl x, c)), c; exact sr[la] then shl; shl (srl x, c1),
//        c2
//        -> and of one shift; shl (sra x, c), c -> and; shl (add/or x, c1), c2 (when RISC-V finds it
//        desirable); shl (mul x, c1), c2; shift of a logic op by constants (visitShiftByConstant).
//   sra: all-sign-bits operand; nested sra (clamped); sra of trunc(and) amount; sra (trunc (sr[la] x, c1)),
//   c2;
//        sign bit known zero -> srl; visitShiftByConstant; shift of a widened multiply -> mulh.
//   srl: known-zero result -> 0; nested srl; srl (trunc (srl x, c1)), c2; srl (shl x, c1), c2 -> and of one
//        shift; srl (anyext x), c; srl (sra x, y), bw-1; srl (ctlz x), log2(bw); srl of trunc(and) amount;
//        visitShiftByConstant; mulh; revisiting a brcond/logic user.
//   rotl/rotr: amount a multiple of the width -> x; constant amounts modulo the width; nested rotates by
//        constants; rot of trunc(and) amount.  fshl/fshr: amount 0 -> operand; constant amount modulo the
//        width; zero operand -> plain shift; equal operands -> rotate when the target has it.
//   ctlz/cttz: known non-zero operand -> the _ZERO_UNDEF form.  ctpop: of a shift that moves only zeros.
//   bswap: bswap (bswap x) -> x; bswap (bitreverse x) -> bitreverse (bswap x); bswap of a byte-multiple
//   shift;
//        bswap (logic (bswap x), y).  bitreverse: double application; bitreverse (srl/shl (bitreverse x), y).
// Not done, as in LLVM 19 on RISC-V: `shl x, (and y, 31)` keeps its mask (RISC-V instruction selection drops
// it, not the combiner); rotr by a constant is not turned into rotl (selection picks RORI). Left out: the
// SimplifyDemandedBits calls of the shifts (no-ops until the demanded-bits helper lands; called here where
// LLVM calls them), foldBinOpIntoSelect, load narrowing (reduceLoadWidth), sra-of-shl to sext-of-trunc and
// the other forms that need a legal narrower type (never on RISC-V scalars), average and vector-only folds.
#include "combine/CombineLogicShared.h"

namespace dt {

namespace {

using namespace logic;

const APInt* constAmount(SDValue V) {
  return isConstantNode(V) ? &V->getAPIntValue() : nullptr;
}

/// APInt sum of two amounts of possibly different widths, in a width wide enough not to overflow.
APInt sumOf(const APInt& A, const APInt& B) {
  unsigned W = std::max(A.getBitWidth(), B.getBitWidth()) + 1;
  return A.zext(W) + B.zext(W);
}

/// LLVM's distributeTruncateThroughAnd: (truncate (and y, c)) -> (and (truncate y), (truncate c)).
SDValue distributeTruncateThroughAnd(DAGCombiner& C, SDNode* N) {
  EVT TruncVT = N->getValueType(0);
  SDValue And = N->getOperand(0);
  // RISC-V finds only its register type desirable for AND.
  if (!N->hasOneUse() || !And.hasOneUse() || TruncVT != C.tli().largestLegalIntType()) return SDValue();
  SDValue N01 = And.getOperand(1);
  if (!isConstantNode(N01) || N01->isOpaqueConstant()) return SDValue();
  SelectionDAG& DAG = C.dag();
  SDValue T0 = DAG.getNode(ISD::TRUNCATE, TruncVT, And.getOperand(0));
  SDValue T1 = DAG.getNode(ISD::TRUNCATE, TruncVT, N01);
  C.addToWorklist(T0.getNode());
  C.addToWorklist(T1.getNode());
  return DAG.getNode(ISD::AND, TruncVT, T0, T1);
}

SDValue shiftAmountOfTruncAnd(DAGCombiner& C, SDNode* N) {
  SDValue N1 = N->getOperand(1);
  if (N1.getOpcode() == ISD::TRUNCATE && N1.getOperand(0).getOpcode() == ISD::AND)
    if (SDValue NewOp1 = distributeTruncateThroughAnd(C, N1.getNode()))
      return C.dag().getNode(N->getOpcode(), N->getValueType(0), N->getOperand(0), NewOp1);
  return SDValue();
}

/// LLVM's combineShiftOfShiftedLogic: shift (logic (shift X, C0), Y), C1 -> logic (shift X, C0+C1), (shift Y,
/// C1).
SDValue combineShiftOfShiftedLogic(DAGCombiner& C, SDNode* Shift) {
  SDValue LogicOp = Shift->getOperand(0);
  if (!LogicOp.hasOneUse()) return SDValue();
  int32_t LogicOpc = LogicOp.getOpcode();
  if (LogicOpc != ISD::AND && LogicOpc != ISD::OR && LogicOpc != ISD::XOR) return SDValue();
  int32_t ShiftOpc = Shift->getOpcode();
  SDValue C1 = Shift->getOperand(1);
  const APInt& C1Val = C1->getAPIntValue();
  SDValue X, Y;
  APInt C0Val;
  auto MatchFirstShift = [&](SDValue V) {
    if (V.getOpcode() != ShiftOpc || !V.hasOneUse()) return false;
    const APInt* A = constAmount(V.getOperand(1));
    if (!A || A->getBitWidth() != C1Val.getBitWidth()) return false;
    bool Overflow = false;
    APInt Sum = C1Val.uadd_ov(*A, Overflow);
    if (Overflow || Sum.uge(APInt(Sum.getBitWidth(), V.getScalarValueSizeInBits()))) return false;
    X = V.getOperand(0);
    C0Val = *A;
    return true;
  };
  if (MatchFirstShift(LogicOp.getOperand(0)))
    Y = LogicOp.getOperand(1);
  else if (MatchFirstShift(LogicOp.getOperand(1)))
    Y = LogicOp.getOperand(0);
  else
    return SDValue();
  SelectionDAG& DAG = C.dag();
  EVT VT = Shift->getValueType(0);
  SDValue SumC = DAG.getConstant(C0Val + C1Val, C1.getValueType());
  SDValue S1 = DAG.getNode(ShiftOpc, VT, X, SumC);
  SDValue S2 = DAG.getNode(ShiftOpc, VT, Y, C1);
  return DAG.getNode(LogicOpc, VT, S1, S2, LogicOp->getFlags());
}

/// LLVM's visitShiftByConstant: shift (binop X, C0), C1 -> binop (shift X, C1), (shift C0, C1).
SDValue visitShiftByConstant(DAGCombiner& C, SDNode* N) {
  SDValue LHS = N->getOperand(0);
  if (isBitwiseNot(LHS)) return SDValue();
  if (!LHS.hasOneUse() || !C.tli().isDesirableToCommuteWithShift(N)) return SDValue();
  if (SDValue R = combineShiftOfShiftedLogic(C, N)) return R;
  switch (LHS.getOpcode()) {
  case ISD::OR:
  case ISD::XOR:
  case ISD::AND: break;
  case ISD::ADD:
    if (N->getOpcode() != ISD::SHL) return SDValue();
    break;
  default: return SDValue();
  }
  SDValue BinLHS = LHS.getOperand(0);
  bool IsShiftByConstant =
      (BinLHS.getOpcode() == ISD::SHL || BinLHS.getOpcode() == ISD::SRA || BinLHS.getOpcode() == ISD::SRL) &&
      isConstantNode(BinLHS.getOperand(1));
  bool IsCopyOrSelect = BinLHS.getOpcode() == ISD::CopyFromReg || BinLHS.getOpcode() == ISD::SELECT;
  if (!IsShiftByConstant && !IsCopyOrSelect) return SDValue();
  if (IsCopyOrSelect && N->hasOneUse()) return SDValue();
  if (!isConstantNode(LHS.getOperand(1))) return SDValue();
  SelectionDAG& DAG = C.dag();
  EVT VT = N->getValueType(0);
  SDValue NewRHS = DAG.getNode(N->getOpcode(), VT, LHS.getOperand(1), N->getOperand(1));
  if (!isConstantNode(NewRHS)) return SDValue();
  SDValue NewShift = DAG.getNode(N->getOpcode(), VT, LHS.getOperand(0), N->getOperand(1));
  return DAG.getNode(LHS.getOpcode(), VT, NewShift, NewRHS);
}

/// LLVM's combineShiftToMULH: (srl/sra (mul (ext a), (ext b)), narrow width) -> ext (mulhu/mulhs a, b).
SDValue combineShiftToMULH(DAGCombiner& C, SDNode* N) {
  const APInt* Amt = constAmount(N->getOperand(1));
  SDValue Mul = N->getOperand(0);
  if (!Amt || Mul.getOpcode() != ISD::MUL) return SDValue();
  SDValue L = Mul.getOperand(0), R = Mul.getOperand(1);
  bool IsSExt = L.getOpcode() == ISD::SIGN_EXTEND, IsZExt = L.getOpcode() == ISD::ZERO_EXTEND;
  if (!IsSExt && !IsZExt) return SDValue();
  EVT NarrowVT = L.getOperand(0).getValueType();
  unsigned NarrowBits = NarrowVT.scalarSizeInBits();
  const TargetLowering& TLI = C.tli();
  int32_t LoHi = IsSExt ? ISD::SMUL_LOHI : ISD::UMUL_LOHI;
  if (!Mul.hasOneUse() && TLI.isOperationLegalOrCustom(LoHi, NarrowVT)) {
    for (SDNode* U : Mul->uses()) {
      const APInt* UA =
          U->getOpcode() == ISD::SRL || U->getOpcode() == ISD::SRA ? constAmount(U->getOperand(1)) : nullptr;
      if (!UA || UA->ult(NarrowBits)) return SDValue();
    }
  }
  SelectionDAG& DAG = C.dag();
  SDValue MulhRHS;
  if (const APInt* RC = constAmount(R)) {
    unsigned Active = IsSExt ? RC->getSignificantBits() : RC->getActiveBits();
    if (Active > NarrowBits) return SDValue();
    MulhRHS = DAG.getConstant(RC->trunc(NarrowBits), NarrowVT);
  } else {
    if (L.getOpcode() != R.getOpcode() || NarrowVT != R.getOperand(0).getValueType()) return SDValue();
    MulhRHS = R.getOperand(0);
  }
  EVT WideVT = L.getValueType();
  if (WideVT.scalarSizeInBits() != 2 * NarrowBits || !Amt->eq(NarrowBits)) return SDValue();
  int32_t MulhOpc = IsSExt ? ISD::MULHS : ISD::MULHU;
  if (!TLI.isOperationLegalOrCustom(MulhOpc, NarrowVT)) return SDValue();
  SDValue Res = DAG.getNode(MulhOpc, NarrowVT, L.getOperand(0), MulhRHS);
  return N->getOpcode() == ISD::SRA ? DAG.getSExtOrTrunc(Res, WideVT) : DAG.getZExtOrTrunc(Res, WideVT);
}

// ---- shl ------------------------------------------------------------------------------------------------

SDValue visitSHL(DAGCombiner& C, SDNode* N) {
  SDValue N0 = N->getOperand(0), N1 = N->getOperand(1);
  EVT VT = N0.getValueType(), ShiftVT = N1.getValueType();
  unsigned Bits = VT.scalarSizeInBits();
  SelectionDAG& DAG = C.dag();
  if (VT.isVector()) return SDValue();
  if (C.maskedValueIsZero(SDValue(N, 0), APInt::allOnes(Bits))) {
    auto Scope = C.foldScope("shl-known-zero", N);
    return DAG.getConstant(0, VT);
  }
  {
    auto Scope = C.foldScope("shift-amount-trunc-and", N);
    if (SDValue R = shiftAmountOfTruncAnd(C, N)) return R;
  }
  const APInt* N1C = constAmount(N1);
  // (shl (shl x, c1), c2) -> 0 or (shl x, c1 + c2)
  if (N0.getOpcode() == ISD::SHL && N1C && N0.getOperand(1).getValueType() == ShiftVT)
    if (const APInt* C1 = constAmount(N0.getOperand(1))) {
      auto Scope = C.foldScope("shl-of-shl", N);
      if (sumOf(*C1, *N1C).uge(APInt(sumOf(*C1, *N1C).getBitWidth(), Bits))) return DAG.getConstant(0, VT);
      return DAG.getNode(ISD::SHL, VT, N0.getOperand(0),
                         DAG.getNode(ISD::ADD, ShiftVT, N1, N0.getOperand(1)));
    }
  // (shl (ext (shl x, c1)), c2) -> (shl (ext x), c1 + c2) when c2 covers the bits the extension added.
  if ((N0.getOpcode() == ISD::ZERO_EXTEND || N0.getOpcode() == ISD::ANY_EXTEND ||
       N0.getOpcode() == ISD::SIGN_EXTEND) &&
      N0.getOperand(0).getOpcode() == ISD::SHL && N1C) {
    SDValue Inner = N0.getOperand(0);
    unsigned InnerBits = Inner.getScalarValueSizeInBits();
    if (const APInt* C1 = constAmount(Inner.getOperand(1))) {
      APInt Sum = sumOf(*C1, *N1C);
      if (N1C->uge(APInt(N1C->getBitWidth(), Bits - InnerBits))) {
        auto Scope = C.foldScope("shl-of-ext-shl", N);
        if (Sum.uge(APInt(Sum.getBitWidth(), Bits))) return DAG.getConstant(0, VT);
        SDValue Ext = DAG.getNode(N0.getOpcode(), VT, Inner.getOperand(0));
        SDValue S = DAG.getNode(ISD::ADD, ShiftVT, DAG.getZExtOrTrunc(Inner.getOperand(1), ShiftVT), N1);
        return DAG.getNode(ISD::SHL, VT, Ext, S);
      }
    }
  }
  // (shl (zext (srl x, c)), c) -> (zext (shl (srl x, c), c))
  if (N0.getOpcode() == ISD::ZERO_EXTEND && N0.hasOneUse() && N0.getOperand(0).getOpcode() == ISD::SRL &&
      N1C) {
    SDValue Srl = N0.getOperand(0);
    const APInt* C1 = constAmount(Srl.getOperand(1));
    if (C1 && C1->ult(Bits) && C1->zextOrTrunc(64) == N1C->zextOrTrunc(64)) {
      auto Scope = C.foldScope("shl-of-zext-srl", N);
      SDValue Amt = DAG.getZExtOrTrunc(N1, Srl.getOperand(1).getValueType());
      SDValue NewShl = DAG.getNode(ISD::SHL, Srl.getValueType(), Srl, Amt);
      C.addToWorklist(NewShl.getNode());
      return DAG.getNode(ISD::ZERO_EXTEND, VT, NewShl);
    }
  }
  if ((N0.getOpcode() == ISD::SRL || N0.getOpcode() == ISD::SRA) && N1C) {
    const APInt* C1 = constAmount(N0.getOperand(1));
    auto InRangeLE = [&](const APInt& A, const APInt& B) {
      return A.ult(Bits) && B.ult(Bits) && A.getZExtValue() <= B.getZExtValue();
    };
    if (C1 && (N0->getFlags() & SDNodeFlags::Exact)) {
      auto Scope = C.foldScope("shl-of-exact-shr", N);
      SDValue N01 = DAG.getZExtOrTrunc(N0.getOperand(1), ShiftVT);
      if (InRangeLE(*C1, *N1C))
        return DAG.getNode(ISD::SHL, VT, N0.getOperand(0), DAG.getNode(ISD::SUB, ShiftVT, N1, N01));
      if (InRangeLE(*N1C, *C1))
        return DAG.getNode(N0.getOpcode(), VT, N0.getOperand(0), DAG.getNode(ISD::SUB, ShiftVT, N01, N1));
    }
    // (shl (srl x, c1), c2) -> (and (srl x, c1 - c2), mask) or (and (shl x, c2 - c1), mask)
    if (C1 && N0.getOpcode() == ISD::SRL && (N0.getOperand(1) == N1 || N0.hasOneUse())) {
      auto Scope = C.foldScope("shift-pair-to-mask", N);
      if (InRangeLE(*N1C, *C1)) {
        SDValue N01 = DAG.getZExtOrTrunc(N0.getOperand(1), ShiftVT);
        SDValue Diff = DAG.getNode(ISD::SUB, ShiftVT, N01, N1);
        SDValue Mask = DAG.getAllOnesConstant(VT);
        Mask = DAG.getNode(ISD::SHL, VT, Mask, N01);
        Mask = DAG.getNode(ISD::SRL, VT, Mask, Diff);
        SDValue Shift = DAG.getNode(ISD::SRL, VT, N0.getOperand(0), Diff);
        return DAG.getNode(ISD::AND, VT, Shift, Mask);
      }
      if (InRangeLE(*C1, *N1C)) {
        SDValue N01 = DAG.getZExtOrTrunc(N0.getOperand(1), ShiftVT);
        SDValue Diff = DAG.getNode(ISD::SUB, ShiftVT, N1, N01);
        SDValue Mask = DAG.getAllOnesConstant(VT);
        Mask = DAG.getNode(ISD::SHL, VT, Mask, N1);
        SDValue Shift = DAG.getNode(ISD::SHL, VT, N0.getOperand(0), Diff);
        return DAG.getNode(ISD::AND, VT, Shift, Mask);
      }
    }
  }
  // (shl (sra x, c1), c1) -> (and x, (shl -1, c1))
  if (N0.getOpcode() == ISD::SRA && N1 == N0.getOperand(1) && N1C && !N1->isOpaqueConstant()) {
    auto Scope = C.foldScope("shl-of-sra-to-mask", N);
    SDValue HiBits = DAG.getNode(ISD::SHL, VT, DAG.getAllOnesConstant(VT), N1);
    return DAG.getNode(ISD::AND, VT, N0.getOperand(0), HiBits);
  }
  // (shl (add/or x, c1), c2) -> (add/or (shl x, c2), c1 << c2)
  if ((N0.getOpcode() == ISD::ADD || N0.getOpcode() == ISD::OR) && N1C && isConstantNode(N0.getOperand(1)) &&
      C.tli().isDesirableToCommuteWithShift(N)) {
    auto Scope = C.foldScope("shl-of-add-or-constant", N);
    SDValue Shl1 = DAG.getNode(ISD::SHL, VT, N0.getOperand(1), N1);
    if (isConstantNode(Shl1)) {
      SDValue Shl0 = DAG.getNode(ISD::SHL, VT, N0.getOperand(0), N1);
      C.addToWorklist(Shl0.getNode());
      uint16_t Flags = N0.getOpcode() == ISD::OR ? (N0->getFlags() & SDNodeFlags::Disjoint) : 0;
      return DAG.getNode(N0.getOpcode(), VT, Shl0, Shl1, Flags);
    }
  }
  // (shl (mul x, c1), c2) -> (mul x, c1 << c2)
  if (N0.getOpcode() == ISD::MUL && N0.hasOneUse() && N1C && isConstantNode(N0.getOperand(1))) {
    auto Scope = C.foldScope("shl-of-mul-constant", N);
    SDValue Shl = DAG.getNode(ISD::SHL, VT, N0.getOperand(1), N1);
    if (isConstantNode(Shl)) return DAG.getNode(ISD::MUL, VT, N0.getOperand(0), Shl);
  }
  if (N1C && !N1->isOpaqueConstant()) {
    auto Scope = C.foldScope("shift-by-constant", N);
    if (SDValue R = visitShiftByConstant(C, N)) return R;
  }
  if (C.simplifyDemandedBits(SDValue(N, 0))) return SDValue(N, 0);
  return SDValue();
}

// ---- sra ------------------------------------------------------------------------------------------------

SDValue visitSRA(DAGCombiner& C, SDNode* N) {
  SDValue N0 = N->getOperand(0), N1 = N->getOperand(1);
  EVT VT = N0.getValueType();
  unsigned Bits = VT.scalarSizeInBits();
  SelectionDAG& DAG = C.dag();
  if (VT.isVector()) return SDValue();
  if (C.numSignBits(N0) == Bits) return N0;
  const APInt* N1C = constAmount(N1);
  // (sra (sra x, c1), c2) -> (sra x, min(c1 + c2, bw - 1))
  if (N0.getOpcode() == ISD::SRA && N1C && N0.getOperand(1).getValueType() == N1.getValueType())
    if (const APInt* C1 = constAmount(N0.getOperand(1))) {
      auto Scope = C.foldScope("sra-of-sra", N);
      APInt Sum = sumOf(*C1, *N1C);
      uint64_t S = Sum.uge(APInt(Sum.getBitWidth(), Bits)) ? Bits - 1 : Sum.getZExtValue();
      return DAG.getNode(ISD::SRA, VT, N0.getOperand(0), DAG.getConstant(S, N1.getValueType()));
    }
  {
    auto Scope = C.foldScope("shift-amount-trunc-and", N);
    if (SDValue R = shiftAmountOfTruncAnd(C, N)) return R;
  }
  // (sra (trunc (sr[la] x, c1)), c2) -> (trunc (sra x, c1 + c2)) when c1 is what the truncate drops.
  if (N0.getOpcode() == ISD::TRUNCATE && N1C &&
      (N0.getOperand(0).getOpcode() == ISD::SRL || N0.getOperand(0).getOpcode() == ISD::SRA) &&
      N0.getOperand(0).hasOneUse() && N0.getOperand(0).getOperand(1).hasOneUse()) {
    SDValue Inner = N0.getOperand(0);
    EVT LargeVT = Inner.getValueType();
    unsigned TruncBits = LargeVT.scalarSizeInBits() - Bits;
    if (const APInt* C1 = constAmount(Inner.getOperand(1)); C1 && C1->eq(TruncBits)) {
      auto Scope = C.foldScope("sra-of-trunc-shift", N);
      EVT AmtVT = C.shiftAmountTy(LargeVT);
      SDValue Amt =
          DAG.getNode(ISD::ADD, AmtVT, DAG.getZExtOrTrunc(N1, AmtVT), DAG.getConstant(TruncBits, AmtVT));
      return DAG.getNode(ISD::TRUNCATE, VT, DAG.getNode(ISD::SRA, LargeVT, Inner.getOperand(0), Amt));
    }
  }
  if (C.simplifyDemandedBits(SDValue(N, 0))) return SDValue(N, 0);
  if (C.knownBits(N0).isNonNegative()) {
    auto Scope = C.foldScope("sra-to-srl", N);
    return DAG.getNode(ISD::SRL, VT, N0, N1);
  }
  if (N1C && !N1->isOpaqueConstant()) {
    auto Scope = C.foldScope("shift-by-constant", N);
    if (SDValue R = visitShiftByConstant(C, N)) return R;
  }
  {
    auto Scope = C.foldScope("shift-to-mulh", N);
    if (SDValue R = combineShiftToMULH(C, N)) return R;
  }
  return SDValue();
}

// ---- srl ------------------------------------------------------------------------------------------------

SDValue visitSRL(DAGCombiner& C, SDNode* N) {
  SDValue N0 = N->getOperand(0), N1 = N->getOperand(1);
  EVT VT = N0.getValueType(), ShiftVT = N1.getValueType();
  unsigned Bits = VT.scalarSizeInBits();
  SelectionDAG& DAG = C.dag();
  if (VT.isVector()) return SDValue();
  const APInt* N1C = constAmount(N1);
  if (N1C && C.maskedValueIsZero(SDValue(N, 0), APInt::allOnes(Bits))) {
    auto Scope = C.foldScope("srl-known-zero", N);
    return DAG.getConstant(0, VT);
  }
  if (N0.getOpcode() == ISD::SRL && N1C && N0.getOperand(1).getValueType() == ShiftVT)
    if (const APInt* C1 = constAmount(N0.getOperand(1))) {
      auto Scope = C.foldScope("srl-of-srl", N);
      APInt Sum = sumOf(*C1, *N1C);
      if (Sum.uge(APInt(Sum.getBitWidth(), Bits))) return DAG.getConstant(0, VT);
      return DAG.getNode(ISD::SRL, VT, N0.getOperand(0),
                         DAG.getNode(ISD::ADD, ShiftVT, N1, N0.getOperand(1)));
    }
  if (N1C && N0.getOpcode() == ISD::TRUNCATE && N0.getOperand(0).getOpcode() == ISD::SRL)
    if (const APInt* C1A = constAmount(N0.getOperand(0).getOperand(1))) {
      SDValue Inner = N0.getOperand(0);
      uint64_t C1 = C1A->getZExtValue(), C2 = N1C->getZExtValue();
      EVT InnerVT = Inner.getValueType(), AmtVT = Inner.getOperand(1).getValueType();
      uint64_t InnerBits = InnerVT.scalarSizeInBits();
      auto Scope = C.foldScope("srl-of-trunc-srl", N);
      if (C1 + Bits == InnerBits) {
        if (C1 + C2 >= InnerBits) return DAG.getConstant(0, VT);
        SDValue S = DAG.getNode(ISD::SRL, InnerVT, Inner.getOperand(0), DAG.getConstant(C1 + C2, AmtVT));
        return DAG.getNode(ISD::TRUNCATE, VT, S);
      }
      if (N0.hasOneUse() && Inner.hasOneUse() && C1 + C2 < InnerBits) {
        SDValue S = DAG.getNode(ISD::SRL, InnerVT, Inner.getOperand(0), DAG.getConstant(C1 + C2, AmtVT));
        SDValue Mask = DAG.getConstant(APInt::lowBitsSet(unsigned(InnerBits), unsigned(Bits - C2)), InnerVT);
        return DAG.getNode(ISD::TRUNCATE, VT, DAG.getNode(ISD::AND, InnerVT, S, Mask));
      }
    }
  // (srl (shl x, c1), c2) -> (and (shl x, c1 - c2), mask) or (and (srl x, c2 - c1), mask)
  if (N0.getOpcode() == ISD::SHL && N1C && (N0.getOperand(1) == N1 || N0.hasOneUse()))
    if (const APInt* C1 = constAmount(N0.getOperand(1))) {
      auto InRangeLE = [&](const APInt& A, const APInt& B) {
        return A.ult(Bits) && B.ult(Bits) && A.getZExtValue() <= B.getZExtValue();
      };
      auto Scope = C.foldScope("shift-pair-to-mask", N);
      if (InRangeLE(*N1C, *C1)) {
        SDValue N01 = DAG.getZExtOrTrunc(N0.getOperand(1), ShiftVT);
        SDValue Diff = DAG.getNode(ISD::SUB, ShiftVT, N01, N1);
        SDValue Mask = DAG.getAllOnesConstant(VT);
        Mask = DAG.getNode(ISD::SRL, VT, Mask, N01);
        Mask = DAG.getNode(ISD::SHL, VT, Mask, Diff);
        SDValue Shift = DAG.getNode(ISD::SHL, VT, N0.getOperand(0), Diff);
        return DAG.getNode(ISD::AND, VT, Shift, Mask);
      }
      if (InRangeLE(*C1, *N1C)) {
        SDValue N01 = DAG.getZExtOrTrunc(N0.getOperand(1), ShiftVT);
        SDValue Diff = DAG.getNode(ISD::SUB, ShiftVT, N1, N01);
        SDValue Mask = DAG.getAllOnesConstant(VT);
        Mask = DAG.getNode(ISD::SRL, VT, Mask, N1);
        SDValue Shift = DAG.getNode(ISD::SRL, VT, N0.getOperand(0), Diff);
        return DAG.getNode(ISD::AND, VT, Shift, Mask);
      }
    }
  // (srl (anyext x), c) -> (and (anyext (srl x, c)), mask)
  if (N1C && N0.getOpcode() == ISD::ANY_EXTEND) {
    EVT SmallVT = N0.getOperand(0).getValueType();
    unsigned SmallBits = SmallVT.scalarSizeInBits();
    if (N1C->uge(APInt(N1C->getBitWidth(), SmallBits))) return DAG.getUNDEF(VT);
    if (!C.legalTypes() || C.tli().isTypeLegal(SmallVT)) {
      auto Scope = C.foldScope("srl-of-anyext", N);
      uint64_t Amt = N1C->getZExtValue();
      SDValue Small =
          DAG.getNode(ISD::SRL, SmallVT, N0.getOperand(0), DAG.getShiftAmountConstant(Amt, SmallVT));
      C.addToWorklist(Small.getNode());
      APInt Mask = APInt::lowBitsSet(Bits, unsigned(Bits - Amt));
      return DAG.getNode(ISD::AND, VT, DAG.getNode(ISD::ANY_EXTEND, VT, Small), DAG.getConstant(Mask, VT));
    }
  }
  // (srl (sra x, y), bw-1) -> (srl x, bw-1)
  if (N1C && N1C->eq(Bits - 1) && N0.getOpcode() == ISD::SRA) {
    auto Scope = C.foldScope("srl-sign-of-sra", N);
    return DAG.getNode(ISD::SRL, VT, N0.getOperand(0), N1);
  }
  // (srl (ctlz x), log2(bw)): 1 iff x == 0.
  if (N1C && N0.getOpcode() == ISD::CTLZ && (Bits & (Bits - 1)) == 0) {
    unsigned Log2 = 0;
    while ((1u << Log2) < Bits) ++Log2;
    if (N1C->eq(Log2)) {
      auto Scope = C.foldScope("srl-of-ctlz", N);
      KnownBits Known = C.knownBits(N0.getOperand(0));
      if (!Known.One.isZero()) return DAG.getConstant(0, VT);
      APInt Unknown = ~Known.Zero;
      if (Unknown.isZero()) return DAG.getConstant(1, VT);
      if (Unknown.isPowerOf2()) {
        unsigned ShAmt = Unknown.countTrailingZeros();
        SDValue Op = N0.getOperand(0);
        if (ShAmt) {
          Op = DAG.getNode(ISD::SRL, VT, Op, DAG.getShiftAmountConstant(ShAmt, VT));
          C.addToWorklist(Op.getNode());
        }
        return DAG.getNode(ISD::XOR, VT, Op, DAG.getConstant(1, VT));
      }
    }
  }
  {
    auto Scope = C.foldScope("shift-amount-trunc-and", N);
    if (SDValue R = shiftAmountOfTruncAnd(C, N)) return R;
  }
  if (C.simplifyDemandedBits(SDValue(N, 0))) return SDValue(N, 0);
  if (N1C && !N1->isOpaqueConstant()) {
    auto Scope = C.foldScope("shift-by-constant", N);
    if (SDValue R = visitShiftByConstant(C, N)) return R;
  }
  // A user that may now fold (a brcond or logic op on the shifted bit) is revisited.
  if (N->hasOneUse()) {
    SDNode* User = *N->uses().begin();
    if (User->getOpcode() == ISD::TRUNCATE && User->hasOneUse()) User = *User->uses().begin();
    int32_t UOpc = User->getOpcode();
    if (UOpc == ISD::BRCOND || UOpc == ISD::AND || UOpc == ISD::OR || UOpc == ISD::XOR) C.addToWorklist(User);
  }
  {
    auto Scope = C.foldScope("shift-to-mulh", N);
    if (SDValue R = combineShiftToMULH(C, N)) return R;
  }
  return SDValue();
}

// ---- rotates and funnel shifts ------------------------------------------------------------------------

SDValue visitRotate(DAGCombiner& C, SDNode* N) {
  SDValue N0 = N->getOperand(0), N1 = N->getOperand(1);
  EVT VT = N->getValueType(0);
  unsigned Bits = VT.scalarSizeInBits();
  SelectionDAG& DAG = C.dag();
  if (VT.isVector()) return SDValue();
  if ((Bits & (Bits - 1)) == 0 && Bits > 1 &&
      C.maskedValueIsZero(N1, APInt(N1.getScalarValueSizeInBits(), Bits - 1)))
    return N0;
  if (const APInt* A = constAmount(N1); A && A->uge(APInt(A->getBitWidth(), Bits))) {
    auto Scope = C.foldScope("rotate-amount-modulo", N);
    return DAG.getNode(N->getOpcode(), VT, N0,
                       DAG.getConstant(A->urem(APInt(A->getBitWidth(), Bits)), N1.getValueType()));
  }
  if (C.simplifyDemandedBits(SDValue(N, 0))) return SDValue(N, 0);
  {
    auto Scope = C.foldScope("shift-amount-trunc-and", N);
    if (SDValue R = shiftAmountOfTruncAnd(C, N)) return R;
  }
  int32_t Next = N0.getOpcode();
  if ((Next == ISD::ROTL || Next == ISD::ROTR) && isConstantNode(N1) && isConstantNode(N0.getOperand(1)) &&
      N1.getValueType() == N0.getOperand(1).getValueType()) {
    auto Scope = C.foldScope("rotate-of-rotate", N);
    unsigned AW = N1->getAPIntValue().getBitWidth();
    APInt BitsC(AW, Bits);
    APInt Norm1 = N1->getAPIntValue().urem(BitsC), Norm2 = N0->getOperand(1)->getAPIntValue().urem(BitsC);
    APInt Combined = N->getOpcode() == Next ? Norm1 + Norm2 : Norm1 - Norm2;
    APInt Amt = (Combined + BitsC).urem(BitsC);
    return DAG.getNode(N->getOpcode(), VT, N0.getOperand(0), DAG.getConstant(Amt, N1.getValueType()));
  }
  return SDValue();
}

SDValue visitFunnelShift(DAGCombiner& C, SDNode* N) {
  EVT VT = N->getValueType(0);
  SDValue N0 = N->getOperand(0), N1 = N->getOperand(1), N2 = N->getOperand(2);
  bool IsFSHL = N->getOpcode() == ISD::FSHL;
  unsigned Bits = VT.scalarSizeInBits();
  SelectionDAG& DAG = C.dag();
  if (VT.isVector()) return SDValue();
  bool Pow2 = (Bits & (Bits - 1)) == 0;
  if (Pow2 && C.maskedValueIsZero(N2, APInt(N2.getScalarValueSizeInBits(), Bits - 1)))
    return IsFSHL ? N0 : N1;
  auto IsUndefOrZero = [](SDValue V) { return V.isUndef() || isNullConstant(V); };
  if (const APInt* A = constAmount(N2)) {
    EVT AmtVT = N2.getValueType();
    if (A->uge(APInt(A->getBitWidth(), Bits))) {
      auto Scope = C.foldScope("funnel-amount-modulo", N);
      return DAG.getNode(N->getOpcode(), VT, N0, N1,
                         DAG.getConstant(A->urem(APInt(A->getBitWidth(), Bits)), AmtVT));
    }
    uint64_t Sh = A->getZExtValue();
    if (Sh == 0) return IsFSHL ? N0 : N1;
    auto Scope = C.foldScope("funnel-constant-to-shift", N);
    if (IsUndefOrZero(N0))
      return DAG.getNode(ISD::SRL, VT, N1, DAG.getConstant(IsFSHL ? Bits - Sh : Sh, AmtVT));
    if (IsUndefOrZero(N1))
      return DAG.getNode(ISD::SHL, VT, N0, DAG.getConstant(IsFSHL ? Sh : Bits - Sh, AmtVT));
  }
  if (Pow2) {
    APInt HighBits = ~APInt(N2.getScalarValueSizeInBits(), Bits - 1);
    auto Scope = C.foldScope("funnel-zero-operand-to-shift", N);
    if (IsUndefOrZero(N0) && !IsFSHL && C.maskedValueIsZero(N2, HighBits))
      return DAG.getNode(ISD::SRL, VT, N1, N2);
    if (IsUndefOrZero(N1) && IsFSHL && C.maskedValueIsZero(N2, HighBits))
      return DAG.getNode(ISD::SHL, VT, N0, N2);
  }
  int32_t RotOpc = IsFSHL ? ISD::ROTL : ISD::ROTR;
  if (N0 == N1 && hasOperation(C, RotOpc, VT)) {
    auto Scope = C.foldScope("funnel-to-rotate", N);
    return DAG.getNode(RotOpc, VT, N0, N2);
  }
  if (C.simplifyDemandedBits(SDValue(N, 0))) return SDValue(N, 0);
  return SDValue();
}

// ---- bit counts and reversals ----------------------------------------------------------------------------

/// A cut-down isKnownNeverZero: known one bits, or an or with a never-zero operand.
bool isKnownNeverZero(DAGCombiner& C, SDValue V, unsigned Depth = 0) {
  if (!C.knownBits(V).One.isZero()) return true;
  if (Depth < 4 && V.getOpcode() == ISD::OR)
    return isKnownNeverZero(C, V.getOperand(0), Depth + 1) || isKnownNeverZero(C, V.getOperand(1), Depth + 1);
  return false;
}

SDValue visitCountZeros(DAGCombiner& C, SDNode* N) {
  int32_t UndefOpc = N->getOpcode() == ISD::CTLZ ? ISD::CTLZ_ZERO_UNDEF : ISD::CTTZ_ZERO_UNDEF;
  EVT VT = N->getValueType(0);
  if (!C.legalOperations() || C.tli().isOperationLegal(UndefOpc, VT))
    if (isKnownNeverZero(C, N->getOperand(0))) {
      auto Scope = C.foldScope("count-zeros-never-zero", N);
      return C.dag().getNode(UndefOpc, VT, N->getOperand(0));
    }
  return SDValue();
}

SDValue visitCTPOP(DAGCombiner& C, SDNode* N) {
  SDValue N0 = N->getOperand(0);
  EVT VT = N->getValueType(0);
  unsigned Bits = VT.scalarSizeInBits();
  if (N0.getOpcode() == ISD::SRL || N0.getOpcode() == ISD::SHL)
    if (const APInt* A = constAmount(N0.getOperand(1)); A && A->ult(Bits)) {
      KnownBits K = C.knownBits(N0.getOperand(0));
      unsigned Amt = unsigned(A->getZExtValue());
      if ((N0.getOpcode() == ISD::SRL && Amt <= K.minTrailingZeros()) ||
          (N0.getOpcode() == ISD::SHL && Amt <= K.Zero.countLeadingOnes())) {
        auto Scope = C.foldScope("ctpop-of-shift", N);
        return C.dag().getNode(ISD::CTPOP, VT, N0.getOperand(0));
      }
    }
  // Counting only the low half needs a legal half-width type: never on RISC-V scalars.
  return SDValue();
}

/// LLVM's foldBitOrderCrossLogicOp: bswap (logic (bswap x), y) -> logic (x, bswap y).
SDValue foldBitOrderCrossLogicOp(DAGCombiner& C, SDNode* N) {
  int32_t Opc = N->getOpcode();
  SDValue N0 = N->getOperand(0);
  EVT VT = N->getValueType(0);
  int32_t L = N0.getOpcode();
  if (!N0.hasOneUse() || (L != ISD::AND && L != ISD::OR && L != ISD::XOR)) return SDValue();
  SDValue A = N0.getOperand(0), B = N0.getOperand(1);
  SelectionDAG& DAG = C.dag();
  if (A.getOpcode() == Opc && B.getOpcode() == Opc)
    return DAG.getNode(L, VT, A.getOperand(0), B.getOperand(0));
  for (int Side = 0; Side < 2; ++Side) {
    SDValue X = Side ? B : A, Y = Side ? A : B;
    if (X.getOpcode() == Opc && X.hasOneUse()) {
      SDValue NewY = DAG.getNode(Opc, VT, Y);
      return DAG.getNode(L, VT, X.getOperand(0), NewY);
    }
  }
  return SDValue();
}

SDValue visitBSWAP(DAGCombiner& C, SDNode* N) {
  SDValue N0 = N->getOperand(0);
  EVT VT = N->getValueType(0);
  SelectionDAG& DAG = C.dag();
  if (N0.getOpcode() == ISD::BSWAP) return N0.getOperand(0);
  if (N0.getOpcode() == ISD::BITREVERSE && N0.hasOneUse()) {
    auto Scope = C.foldScope("bswap-of-bitreverse", N);
    return DAG.getNode(ISD::BITREVERSE, VT, DAG.getNode(ISD::BSWAP, VT, N0.getOperand(0)));
  }
  // (The shl-to-half-width form needs a legal half-width type: never on RISC-V scalars.)
  unsigned BW = VT.scalarSizeInBits();
  if ((N0.getOpcode() == ISD::SHL || N0.getOpcode() == ISD::SRL) && N0.hasOneUse())
    if (const APInt* A = constAmount(N0.getOperand(1)); A && A->ult(BW) && A->getZExtValue() % 8 == 0) {
      auto Scope = C.foldScope("bswap-of-byte-shift", N);
      SDValue Swap = DAG.getNode(ISD::BSWAP, VT, N0.getOperand(0));
      return DAG.getNode(N0.getOpcode() == ISD::SHL ? ISD::SRL : ISD::SHL, VT, Swap, N0.getOperand(1));
    }
  auto Scope = C.foldScope("bit-order-cross-logic", N);
  return foldBitOrderCrossLogicOp(C, N);
}

SDValue visitBITREVERSE(DAGCombiner& C, SDNode* N) {
  SDValue N0 = N->getOperand(0);
  EVT VT = N->getValueType(0);
  if (N0.getOpcode() == ISD::BITREVERSE) return N0.getOperand(0);
  if ((N0.getOpcode() == ISD::SRL || N0.getOpcode() == ISD::SHL) &&
      N0.getOperand(0).getOpcode() == ISD::BITREVERSE) {
    int32_t Opc = N0.getOpcode() == ISD::SRL ? ISD::SHL : ISD::SRL;
    if (C.isLegalOrBeforeOps(Opc, VT)) {
      auto Scope = C.foldScope("bitreverse-of-shifted-bitreverse", N);
      return C.dag().getNode(Opc, VT, N0.getOperand(0).getOperand(0), N0.getOperand(1));
    }
  }
  return SDValue();
}

} // namespace

SDValue combineShift(DAGCombiner& C, SDNode* N) {
  switch (N->getOpcode()) {
  case ISD::SHL: return visitSHL(C, N);
  case ISD::SRA: return visitSRA(C, N);
  case ISD::SRL: return visitSRL(C, N);
  case ISD::ROTL:
  case ISD::ROTR: return visitRotate(C, N);
  case ISD::FSHL:
  case ISD::FSHR: return visitFunnelShift(C, N);
  case ISD::CTLZ:
  case ISD::CTTZ: return visitCountZeros(C, N);
  case ISD::CTPOP: return visitCTPOP(C, N);
  case ISD::BSWAP: return visitBSWAP(C, N);
  case ISD::BITREVERSE: return visitBITREVERSE(C, N);
  default: return SDValue();
  }
}

} // namespace dt
