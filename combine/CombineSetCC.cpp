// combine/CombineSetCC.cpp — the combiner's folds for setcc, select, vselect, select_cc and conditional
// branches (LLVM 19's visitSETCC, visitSELECT, visitVSELECT, visitSELECT_CC, visitBRCOND, visitBR_CC and
// the parts of TargetLowering::SimplifySetCC and DAGCombiner::SimplifySelectCC they rely on).
//
// Folds, in LLVM's order of attempts:
//  setcc:  constant folding; constant to the right with the swapped condition; operands swapped to match an
//          existing `sub y, x`; `(ext x) ==/!= C` narrowed when the narrow type is desirable; `(zext
//          (setcc))` and `(sext (setcc))` against 0/1/-1 → the setcc or its inverse; compares of a
//          zero-extended value against a constant decided or done on the narrow value; `(sext_inreg x) ==/!=
//          C` → masked compare; `setcc (setcc), 0/1` → the setcc or its inverse; `(x ^ 1) ==/!= 0/1` on a 0/1
//          value;
//          `(xor (setcc), (setcc)) ==/!= 1`; `(x & 1) ==/!= 1` → `!= / == 0`; `AssertZext i1 == 1`;
//          min/max bounds (`x >= MIN` true, `x < MIN` false, `x >= C` → `x > C-1`, `x <= C` → `x < C+1`,
//          `x < MAX` → `x != MAX`, `x <u 1` → `x == 0`, `x > MIN` → `x != MIN`, `x >u MAX-1` → `x == MAX`);
//          `x >u SMAX` / `x >=u SMIN` → `x < 0`, `x <u SMIN` / `x <=u SMAX` → `x > -1`;
//          `(x & 2^k) != 0` / `(x & 2^k) == 2^k` → `srl` once the result type is the operand type;
//          compares against constants that are no compare immediate rewritten as shifted compares;
//          `(x op y) ==/!= (x op z)`, `(x + C1) == C2`, `(x ^ C1) == C2`, `(C1 - x) == C2`, `(x + y) == x`
//          → `y == 0` and friends; compares of i1 values as logic operations.
//  select: bool selects as and/or; `select (not c), a, b` → `select c, b, a`; select of constants
//          (foldSelectOfConstants: zext/sext of the condition, add/or/shl forms, the sign-bit sra forms);
//          select of a setcc through SimplifySelectCC (constant condition, sign-bit test → sra/srl and, pow2
//          constants → shl of the zero-extended compare, `x < 0 ? C : ~C` → xor with sra).
//  vselect: bool vselects as logic, inverted condition.
//  select_cc: equal arms, `select_cc b, 0, x, y, eq` → select, simpler compare, SimplifySelectCC.
//  brcond: brcond (setcc) → br_cc when BR_CC is legal or custom; otherwise rebuildSetCC (the `srl (and x,
//          2^k), k` bit test, and brcond (xor ...) → brcond (setcc ne/eq)).
//  br_cc:  the compare simplified by SimplifySetCC.
// Left out (they need analyses or hooks dagtool does not have, or belong to other families): the
// ctpop/ctlz/rotate/funnel-shift and urem/srem compare folds, narrowing `(and (load), C) == 0` loads,
// optimizeSetCCByHoistingAndByConstFromLogicalShift, foldSetCCWithAnd, the FP compare folds (NaN operands,
// ordered/unordered relaxation), SimplifySelectOps (select of loads), select sequences of i1 conditions,
// min/max/abs/uaddo/ctlz select matching, foldSelectOfBinops, the single-bit-test select fold, and select of
// FP constants via the constant pool.
#include "combine/CombineSetCC.h"

namespace dt {

namespace {

bool isConst(SDValue V) {
  return V && isConstantNode(V);
}


/// The extension that turns a boolean of one width into another under the target's boolean contents.
SDValue getBoolExtOrTrunc(DAGCombiner& C, SDValue V, EVT VT, EVT OpVT) {
  unsigned From = V.getValueType().scalarSizeInBits(), To = VT.scalarSizeInBits();
  if (From == To) return V;
  if (From > To) return C.dag().getNode(ISD::TRUNCATE, VT, V);
  int32_t Ext = C.tli().getBooleanContents(OpVT) == BooleanContent::ZeroOrNegativeOne ? ISD::SIGN_EXTEND
                                                                                      : ISD::ZERO_EXTEND;
  if (C.tli().getBooleanContents(OpVT) == BooleanContent::Undefined) Ext = ISD::ANY_EXTEND;
  return C.dag().getNode(Ext, VT, V);
}

/// LLVM's DAG.FoldSetCC as the combiner calls it: the compare's value when it is known from the operands
/// alone (constants, equal operands, undef), otherwise null. Uses getSetCC, which folds exactly these cases,
/// only when it will fold, so that no node is created for nothing.
SDValue foldSetCCOperands(DAGCombiner& C, EVT VT, SDValue N0, SDValue N1, ISD::CondCode CC) {
  bool Decided = CC == ISD::SETTRUE || CC == ISD::SETTRUE2 || CC == ISD::SETFALSE || CC == ISD::SETFALSE2 ||
                 (isConst(N0) && isConst(N1)) || (isConstantFPNode(N0) && isConstantFPNode(N1)) ||
                 (N0.getValueType().isInteger() && (N0 == N1 || N0.isUndef() || N1.isUndef()));
  if (!Decided) return SDValue();
  return C.dag().getSetCC(VT, N0, N1, CC);
}

/// (x + y) == x → y == 0, (x ^ y) == y → x == 0, (x - y) == y → x == y << 1
/// (TargetLowering::foldSetCCWithBinOp).
SDValue foldSetCCWithBinOp(DAGCombiner& C, EVT VT, SDValue N0, SDValue N1, ISD::CondCode CC) {
  SelectionDAG& DAG = C.dag();
  EVT OpVT = N0.getValueType();
  SDValue X = N0.getOperand(0), Y = N0.getOperand(1);
  if (X == N1) return DAG.getSetCC(VT, Y, DAG.getConstant(0, OpVT), CC);
  if (Y != N1) return SDValue();
  if (N0.getOpcode() == ISD::ADD || N0.getOpcode() == ISD::XOR)
    return DAG.getSetCC(VT, X, DAG.getConstant(0, OpVT), CC);
  // Doubling a boolean is meaningless.
  if (!N0.getNode()->hasNUsesOfValue(1, N0.getResNo()) || OpVT.scalarSizeInBits() == 1) return SDValue();
  SDValue YShl1 = DAG.getNode(ISD::SHL, N1.getValueType(), Y, DAG.getShiftAmountConstant(1, OpVT));
  C.addToWorklist(YShl1.getNode());
  return DAG.getSetCC(VT, X, YShl1, CC);
}

bool hasOneUseOfValue(SDValue V) {
  return V.getNode()->hasNUsesOfValue(1, V.getResNo());
}

/// The parts of SimplifySetCC that need a constant right operand.
SDValue simplifySetCCWithConstant(DAGCombiner& C, EVT VT, SDValue N0, SDValue N1, ISD::CondCode Cond) {
  SelectionDAG& DAG = C.dag();
  const TargetLowering& TLI = C.tli();
  const APInt& C1 = N1->getAPIntValue();
  EVT OpVT = N0.getValueType();
  bool BeforeOps = !C.legalOperations();

  // (zext x) == C, (sext x) == C → compare the narrow value, when that type suits compares.
  if ((Cond == ISD::SETEQ || Cond == ISD::SETNE) && C.level() == CombineLevel::BeforeLegalizeTypes &&
      N0.getNode()->hasOneUse()) {
    unsigned MinBits = unsigned(N0.getValueSizeInBits());
    SDValue PreExt;
    bool Signed = false;
    if (N0.getOpcode() == ISD::ZERO_EXTEND) {
      MinBits = unsigned(N0.getOperand(0).getValueSizeInBits());
      PreExt = N0.getOperand(0);
    } else if (N0.getOpcode() == ISD::AND) {
      if (isConst(N0.getOperand(1)) && (N0.getOperand(1)->getAPIntValue() + 1).isPowerOf2()) {
        MinBits = N0.getOperand(1)->getAPIntValue().countTrailingOnes();
        PreExt = N0.getOperand(0);
      }
    } else if (N0.getOpcode() == ISD::SIGN_EXTEND) {
      MinBits = unsigned(N0.getOperand(0).getValueSizeInBits());
      PreExt = N0.getOperand(0);
      Signed = true;
    } else if (N0.getOpcode() == ISD::LOAD && N0.getResNo() == 0) {
      if (N0->getExtensionType() == ISD::ZEXTLOAD) {
        MinBits = unsigned(N0->getMemoryVT().sizeInBits());
        PreExt = N0;
      } else if (N0->getExtensionType() == ISD::SEXTLOAD) {
        Signed = true;
        MinBits = unsigned(N0->getMemoryVT().sizeInBits());
        PreExt = N0;
      }
    }
    unsigned ReqdBits = Signed ? C1.getSignificantBits() : C1.getActiveBits();
    if (MinBits > 0 && MinBits < C1.getBitWidth() && MinBits >= ReqdBits) {
      EVT MinVT = EVT::integer(MinBits);
      // LLVM's isTypeDesirableForOp(SETCC, MinVT) is "MinVT is legal" on RISC-V.
      if (TLI.isTypeLegal(MinVT)) {
        SDValue Trunc = DAG.getNode(ISD::TRUNCATE, MinVT, PreExt);
        if (MinBits == 1 && C1.isOne())
          return DAG.getSetCC(VT, Trunc, DAG.getConstant(0, EVT::i1()),
                              Cond == ISD::SETEQ ? ISD::SETNE : ISD::SETEQ);
        return DAG.getSetCC(VT, Trunc, DAG.getConstant(C1.trunc(MinBits), MinVT), Cond);
      }
      // setcc (zext/sext (setcc x, y, cc)), 0/1/-1 → the inner setcc or its inverse.
      SDValue Top = N0.getOperand(0);
      bool SExt = N0.getOpcode() == ISD::SIGN_EXTEND;
      bool IsExtendedTrue = SExt ? C1.isAllOnes() : C1.isOne();
      if (Top.getValueType() == EVT::i1() && VT == EVT::i1() && Top.getOpcode() == ISD::SETCC &&
          (N0.getOpcode() == ISD::ZERO_EXTEND || SExt) && (C1.isZero() || IsExtendedTrue)) {
        bool Inverse = (C1.isZero() && Cond == ISD::SETEQ) || (!C1.isZero() && Cond == ISD::SETNE);
        if (!Inverse) return Top;
        EVT TopOpVT = Top.getOperand(0).getValueType();
        ISD::CondCode Inv = ISD::getSetCCInverse(Top.getOperand(2)->getCondCode(), TopOpVT.isInteger());
        if (BeforeOps || TLI.isCondCodeLegal(Inv, TopOpVT))
          return DAG.getSetCC(VT, Top.getOperand(0), Top.getOperand(1), Inv);
      }
    }
  }

  if (N0.getOpcode() == ISD::ZERO_EXTEND) {
    unsigned InSize = unsigned(N0.getOperand(0).getValueSizeInBits());
    // Constant bits above the narrow value decide the compare.
    if (!(C1 & APInt::highBitsSet(C1.getBitWidth(), C1.getBitWidth() - InSize)).isZero()) {
      switch (Cond) {
      case ISD::SETUGT:
      case ISD::SETUGE:
      case ISD::SETEQ: return DAG.getConstant(0, VT);
      case ISD::SETULT:
      case ISD::SETULE:
      case ISD::SETNE: return DAG.getConstant(1, VT);
      case ISD::SETGT:
      case ISD::SETGE: return DAG.getConstant(C1.isNegative() ? 1 : 0, VT);
      case ISD::SETLT:
      case ISD::SETLE: return DAG.getConstant(C1.isNonNegative() ? 1 : 0, VT);
      default: break;
      }
    }
    switch (Cond) {
    case ISD::SETEQ:
    case ISD::SETNE:
    case ISD::SETUGT:
    case ISD::SETUGE:
    case ISD::SETULT:
    case ISD::SETULE: {
      EVT NewVT = N0.getOperand(0).getValueType();
      if (BeforeOps || (TLI.isOperationLegal(ISD::SETCC, NewVT) && TLI.isCondCodeLegal(Cond, NewVT))) {
        EVT NewSetCCVT = C.setCCResultType(NewVT);
        SDValue NewConst = DAG.getConstant(C1.trunc(InSize), NewVT);
        SDValue NewSetCC = DAG.getSetCC(NewSetCCVT, N0.getOperand(0), NewConst, Cond);
        return getBoolExtOrTrunc(C, NewSetCC, VT, OpVT);
      }
      break;
    }
    default: break;
    }
  } else if (N0.getOpcode() == ISD::SIGN_EXTEND_INREG && (Cond == ISD::SETEQ || Cond == ISD::SETNE) &&
             // Where sign extension is the cheap one (RV64 i32) the target prefers the sext_inreg form and
             // rewrites the masked compare into it: doing this then would undo that forever.
             !C.tli().isSExtCheaperThanZExt(N0.getOperand(1)->getVTPayload(), N0.getValueType())) {
    unsigned FromBits = N0.getOperand(1)->getVTPayload().scalarSizeInBits();
    EVT DstVT = N0.getValueType();
    // A constant that does not fit the narrow value can never be equal to it.
    if (C1.getSignificantBits() > FromBits) return DAG.getBoolConstant(Cond == ISD::SETNE, VT);
    APInt Imm = APInt::lowBitsSet(unsigned(DstVT.sizeInBits()), FromBits);
    SDValue ZextOp = DAG.getNode(ISD::AND, DstVT, N0.getOperand(0), DAG.getConstant(Imm, DstVT));
    C.addToWorklist(ZextOp.getNode());
    return DAG.getSetCC(VT, ZextOp, DAG.getConstant(C1 & Imm, DstVT), Cond);
  } else if ((C1.isZero() || C1.isOne()) && (Cond == ISD::SETEQ || Cond == ISD::SETNE)) {
    // setcc (setcc), 0/1 is the inner setcc or its inverse.
    if (N0.getOpcode() == ISD::SETCC && TLI.isTypeLegal(VT) &&
        VT.sizeInBits() <= N0.getValueType().sizeInBits() &&
        (N0.getValueType() == EVT::i1() ||
         TLI.getBooleanContents(N0.getOperand(0).getValueType()) == BooleanContent::ZeroOrOne)) {
      bool TrueWhenTrue = (Cond == ISD::SETEQ) ^ !C1.isOne();
      if (TrueWhenTrue) return DAG.getNode(ISD::TRUNCATE, VT, N0);
      EVT InnerVT = N0.getOperand(0).getValueType();
      ISD::CondCode Inv = ISD::getSetCCInverse(N0.getOperand(2)->getCondCode(), InnerVT.isInteger());
      if (BeforeOps || TLI.isCondCodeLegal(Inv, InnerVT))
        return DAG.getSetCC(VT, N0.getOperand(0), N0.getOperand(1), Inv);
    }
    if ((N0.getOpcode() == ISD::XOR ||
         (N0.getOpcode() == ISD::AND && N0.getOperand(0).getOpcode() == ISD::XOR &&
          N0.getOperand(1) == N0.getOperand(0).getOperand(1))) &&
        isOneConstant(N0.getOperand(1))) {
      // (x ^ 1) == 0/1 on a 0/1 value: compare x the other way round.
      unsigned BitWidth = unsigned(N0.getValueSizeInBits());
      if (C.maskedValueIsZero(N0, APInt::highBitsSet(BitWidth, BitWidth - 1))) {
        SDValue Val =
            N0.getOpcode() == ISD::XOR
                ? N0.getOperand(0)
                : DAG.getNode(ISD::AND, N0.getValueType(), N0.getOperand(0).getOperand(0), N0.getOperand(1));
        return DAG.getSetCC(VT, Val, N1, Cond == ISD::SETEQ ? ISD::SETNE : ISD::SETEQ);
      }
    } else if (C1.isOne()) {
      SDValue Op0 = N0;
      if (Op0.getOpcode() == ISD::TRUNCATE) Op0 = Op0.getOperand(0);
      if (Op0.getOpcode() == ISD::XOR && Op0.getOperand(0).getOpcode() == ISD::SETCC &&
          Op0.getOperand(1).getOpcode() == ISD::SETCC) {
        SDValue L = Op0.getOperand(0), R = Op0.getOperand(1);
        if (Op0.getValueType() == EVT::i1() ||
            (TLI.getBooleanContents(L.getOperand(0).getValueType()) == BooleanContent::ZeroOrOne &&
             TLI.getBooleanContents(R.getOperand(0).getValueType()) == BooleanContent::ZeroOrOne))
          return DAG.getSetCC(VT, L, R, Cond == ISD::SETEQ ? ISD::SETNE : ISD::SETEQ);
      }
      if (Op0.getOpcode() == ISD::AND && isOneConstant(Op0.getOperand(1))) {
        // (x & 1) == 1 is (x & 1) != 0.
        if (Op0.getValueType().sizeInBits() > VT.sizeInBits())
          Op0 = DAG.getNode(ISD::AND, VT, DAG.getNode(ISD::TRUNCATE, VT, Op0.getOperand(0)),
                            DAG.getConstant(1, VT));
        else if (Op0.getValueType().sizeInBits() < VT.sizeInBits())
          Op0 = DAG.getNode(ISD::AND, VT, DAG.getNode(ISD::ANY_EXTEND, VT, Op0.getOperand(0)),
                            DAG.getConstant(1, VT));
        return DAG.getSetCC(VT, Op0, DAG.getConstant(0, Op0.getValueType()),
                            Cond == ISD::SETEQ ? ISD::SETNE : ISD::SETEQ);
      }
      if (Op0.getOpcode() == ISD::AssertZext && Op0.getOperand(1)->getVTPayload() == EVT::i1())
        return DAG.getSetCC(VT, Op0, DAG.getConstant(0, Op0.getValueType()),
                            Cond == ISD::SETEQ ? ISD::SETNE : ISD::SETEQ);
    }
  }
  return SDValue();
}

/// Bounds of the compared type: x >= MIN, x < MIN, x <= MAX ... and the canonical strict forms.
SDValue simplifySetCCBounds(DAGCombiner& C, EVT VT, SDValue N0, SDValue N1, ISD::CondCode Cond) {
  SelectionDAG& DAG = C.dag();
  const TargetLowering& TLI = C.tli();
  const APInt& C1 = N1->getAPIntValue();
  unsigned Bits = C1.getBitWidth();
  bool BeforeOps = !C.legalOperations();
  bool Signed = ISD::isSignedIntSetCC(Cond);
  APInt MinVal = Signed ? APInt::signedMin(Bits) : APInt::zero(Bits);
  APInt MaxVal = Signed ? APInt::signedMax(Bits) : APInt::allOnes(Bits);
  EVT OpVT = N0.getValueType();
  // An opaque constant is kept unless the adjusted value is still a compare immediate.
  auto MayAdjust = [&](const APInt& NewC) {
    return !N1->isOpaqueConstant() || (NewC.fitsSExt64() && C.tli().isLegalICmpImmediate(NewC.getSExtValue()));
  };

  if (Cond == ISD::SETGE || Cond == ISD::SETUGE) {
    if (C1 == MinVal) return DAG.getBoolConstant(true, VT);
    if (!VT.isVector()) {
      APInt NewC = C1 - 1;
      ISD::CondCode NewCC = Cond == ISD::SETGE ? ISD::SETGT : ISD::SETUGT;
      // LLVM asks about the condition code on the result type here.
      if ((BeforeOps || TLI.isCondCodeLegal(NewCC, VT)) && MayAdjust(NewC))
        return DAG.getSetCC(VT, N0, DAG.getConstant(NewC, OpVT), NewCC);
    }
  }
  if (Cond == ISD::SETLE || Cond == ISD::SETULE) {
    if (C1 == MaxVal) return DAG.getBoolConstant(true, VT);
    if (!VT.isVector()) {
      APInt NewC = C1 + 1;
      ISD::CondCode NewCC = Cond == ISD::SETLE ? ISD::SETLT : ISD::SETULT;
      if ((BeforeOps || TLI.isCondCodeLegal(NewCC, VT)) && MayAdjust(NewC))
        return DAG.getSetCC(VT, N0, DAG.getConstant(NewC, OpVT), NewCC);
    }
  }
  if (Cond == ISD::SETLT || Cond == ISD::SETULT) {
    if (C1 == MinVal) return DAG.getBoolConstant(false, VT);
    if (!VT.isVector() || BeforeOps) {
      if (C1 == MaxVal) return DAG.getSetCC(VT, N0, N1, ISD::SETNE);
      if (C1 == MinVal + 1) return DAG.getSetCC(VT, N0, DAG.getConstant(MinVal, OpVT), ISD::SETEQ);
    }
  }
  if (Cond == ISD::SETGT || Cond == ISD::SETUGT) {
    if (C1 == MaxVal) return DAG.getBoolConstant(false, VT);
    if (!VT.isVector() || BeforeOps) {
      if (C1 == MinVal) return DAG.getSetCC(VT, N0, N1, ISD::SETNE);
      if (C1 == MaxVal - 1) return DAG.getSetCC(VT, N0, DAG.getConstant(MaxVal, OpVT), ISD::SETEQ);
    }
  }
  // Unsigned compares against the signed bounds are sign tests.
  if (!VT.isVector() || BeforeOps) {
    if ((Cond == ISD::SETUGT && C1.isSignedMax()) || (Cond == ISD::SETUGE && C1.isSignedMin()))
      return DAG.getSetCC(VT, N0, DAG.getConstant(0, OpVT), ISD::SETLT);
    if ((Cond == ISD::SETULT && C1.isSignedMin()) || (Cond == ISD::SETULE && C1.isSignedMax()))
      return DAG.getSetCC(VT, N0, DAG.getAllOnesConstant(OpVT), ISD::SETGT);
  }
  return SDValue();
}

/// Single-bit tests as shifts, and compares against constants that are no compare immediate as compares of
/// a shifted value.
SDValue simplifySetCCBitTests(DAGCombiner& C, EVT VT, SDValue N0, SDValue N1, ISD::CondCode Cond) {
  SelectionDAG& DAG = C.dag();
  const TargetLowering& TLI = C.tli();
  const APInt& C1 = N1->getAPIntValue();
  EVT ShValTy = N0.getValueType();
  if ((VT.sizeInBits() == 1 || TLI.getBooleanContents(ShValTy) == BooleanContent::ZeroOrOne) &&
      (Cond == ISD::SETEQ || Cond == ISD::SETNE) &&
      (VT == ShValTy || (TLI.isTypeLegal(VT) && VT.sizeInBits() <= ShValTy.sizeInBits())) &&
      N0.getOpcode() == ISD::AND && isConst(N0.getOperand(1))) {
    const APInt& AndRHS = N0.getOperand(1)->getAPIntValue();
    // (x & 8) != 0 → (x & 8) >> 3; (x & 8) == 8 → (x & 8) >> 3.
    if (Cond == ISD::SETNE && C1.isZero() && AndRHS.isPowerOf2())
      return DAG.getNode(ISD::TRUNCATE, VT,
                         DAG.getNode(ISD::SRL, ShValTy, N0,
                                     DAG.getShiftAmountConstant(unsigned(AndRHS.logBase2()), ShValTy)));
    if (Cond == ISD::SETEQ && C1 == AndRHS && C1.isPowerOf2())
      return DAG.getNode(
          ISD::TRUNCATE, VT,
          DAG.getNode(ISD::SRL, ShValTy, N0, DAG.getShiftAmountConstant(unsigned(C1.logBase2()), ShValTy)));
  }
  if (C1.getSignificantBits() <= 64 && !C.tli().isLegalICmpImmediate(C1.getSExtValue())) {
    if ((Cond == ISD::SETEQ || Cond == ISD::SETNE) && N0.getOpcode() == ISD::AND && hasOneUseOfValue(N0)) {
      // (x & -256) == 256 → (x >> 8) == 1
      if (isConst(N0.getOperand(1))) {
        const APInt& AndRHS = N0.getOperand(1)->getAPIntValue();
        if ((-AndRHS).isPowerOf2() && (AndRHS & C1) == C1) {
          unsigned ShiftBits = AndRHS.countTrailingZeros();
          SDValue Shift = DAG.getNode(ISD::SRL, ShValTy, N0.getOperand(0),
                                      DAG.getShiftAmountConstant(ShiftBits, ShValTy));
          return DAG.getSetCC(VT, Shift, DAG.getConstant(C1.lshr(ShiftBits), ShValTy), Cond);
        }
      }
    } else if (Cond == ISD::SETULT || Cond == ISD::SETUGE || Cond == ISD::SETULE || Cond == ISD::SETUGT) {
      // x <u 0x100000000 → (x >> 32) <u 1, x >u 0x0ffffffff → (x >> 32) >=u 1 ...
      bool AdjOne = Cond == ISD::SETULE || Cond == ISD::SETUGT;
      unsigned ShiftBits;
      APInt NewC = C1;
      ISD::CondCode NewCond = Cond;
      if (AdjOne) {
        ShiftBits = C1.countTrailingOnes();
        NewC = NewC + 1;
        NewCond = Cond == ISD::SETULE ? ISD::SETULT : ISD::SETUGE;
      } else {
        ShiftBits = C1.countTrailingZeros();
      }
      NewC = NewC.lshr(ShiftBits);
      if (ShiftBits && NewC.getSignificantBits() <= 64 && C.tli().isLegalICmpImmediate(NewC.getSExtValue())) {
        SDValue Shift = DAG.getNode(ISD::SRL, ShValTy, N0, DAG.getShiftAmountConstant(ShiftBits, ShValTy));
        return DAG.getSetCC(VT, Shift, DAG.getConstant(NewC, ShValTy), NewCond);
      }
    }
  }
  return SDValue();
}

/// Equality compares of additions, subtractions and xors (the part of SimplifySetCC after the constants).
SDValue simplifySetCCEquality(DAGCombiner& C, EVT VT, SDValue N0, SDValue N1, ISD::CondCode Cond) {
  SelectionDAG& DAG = C.dag();
  auto IsArith = [](SDValue V) {
    return V.getOpcode() == ISD::ADD || V.getOpcode() == ISD::SUB || V.getOpcode() == ISD::XOR;
  };
  if (IsArith(N0)) {
    if (N0.getOpcode() == N1.getOpcode()) {
      // (x op y) == (x op z) → y == z
      if (N0.getOperand(0) == N1.getOperand(0))
        return DAG.getSetCC(VT, N0.getOperand(1), N1.getOperand(1), Cond);
      if (N0.getOperand(1) == N1.getOperand(1))
        return DAG.getSetCC(VT, N0.getOperand(0), N1.getOperand(0), Cond);
      if (ISD::isCommutative(N0.getOpcode())) {
        if (N0.getOperand(0) == N1.getOperand(1))
          return DAG.getSetCC(VT, N0.getOperand(1), N1.getOperand(0), Cond);
        if (N0.getOperand(1) == N1.getOperand(0))
          return DAG.getSetCC(VT, N0.getOperand(0), N1.getOperand(1), Cond);
      }
    }
    bool LegalRHSImm = false;
    if (isConst(N1)) {
      const APInt& RHSC = N1->getAPIntValue();
      if (isConst(N0.getOperand(1))) {
        const APInt& LHSR = N0.getOperand(1)->getAPIntValue();
        // (x + C1) == C2 → x == C2 - C1; (x ^ C1) == C2 → x == C1 ^ C2
        if (N0.getOpcode() == ISD::ADD && N0.getNode()->hasOneUse())
          return DAG.getSetCC(VT, N0.getOperand(0), DAG.getConstant(RHSC - LHSR, N0.getValueType()), Cond);
        if (N0.getOpcode() == ISD::XOR && N0.getNode()->hasOneUse())
          return DAG.getSetCC(VT, N0.getOperand(0), DAG.getConstant(LHSR ^ RHSC, N0.getValueType()), Cond);
      }
      // (C1 - x) == C2 → x == C1 - C2
      if (N0.getOpcode() == ISD::SUB && isConst(N0.getOperand(0)) && N0.getNode()->hasOneUse())
        return DAG.getSetCC(VT, N0.getOperand(1),
                            DAG.getConstant(N0.getOperand(0)->getAPIntValue() - RHSC, N0.getValueType()),
                            Cond);
      if (RHSC.getBitWidth() <= 64) LegalRHSImm = C.tli().isLegalICmpImmediate(RHSC.getSExtValue());
    }
    // Keeps an add with other users (an induction variable) from growing register pressure.
    if (!LegalRHSImm || hasOneUseOfValue(N0))
      if (SDValue V = foldSetCCWithBinOp(C, VT, N0, N1, Cond)) return V;
  }
  if (IsArith(N1))
    if (SDValue V = foldSetCCWithBinOp(C, VT, N1, N0, Cond)) return V;
  return SDValue();
}

/// Compares of i1 values are logic operations.
SDValue foldBooleanSetCC(DAGCombiner& C, EVT VT, SDValue N0, SDValue N1, ISD::CondCode Cond) {
  SelectionDAG& DAG = C.dag();
  EVT OpVT = N0.getValueType();
  SDValue Temp, R;
  switch (Cond) {
  case ISD::SETEQ: // ~(x ^ y)
    Temp = DAG.getNode(ISD::XOR, OpVT, N0, N1);
    R = DAG.getNOT(Temp, OpVT);
    C.addToWorklist(Temp.getNode());
    break;
  case ISD::SETNE: R = DAG.getNode(ISD::XOR, OpVT, N0, N1); break;
  case ISD::SETGT:  // x == 0 & y == 1
  case ISD::SETULT: // x == 0 & y == 1
    Temp = DAG.getNOT(N0, OpVT);
    R = DAG.getNode(ISD::AND, OpVT, N1, Temp);
    C.addToWorklist(Temp.getNode());
    break;
  case ISD::SETLT:  // x == 1 & y == 0
  case ISD::SETUGT: // x == 1 & y == 0
    Temp = DAG.getNOT(N1, OpVT);
    R = DAG.getNode(ISD::AND, OpVT, N0, Temp);
    break;
  case ISD::SETULE: // x == 0 | y == 1
  case ISD::SETGE:  // x == 0 | y == 1
    Temp = DAG.getNOT(N0, OpVT);
    R = DAG.getNode(ISD::OR, OpVT, N1, Temp);
    break;
  case ISD::SETUGE: // x == 1 | y == 0
  case ISD::SETLE:  // x == 1 | y == 0
    Temp = DAG.getNOT(N1, OpVT);
    R = DAG.getNode(ISD::OR, OpVT, N0, Temp);
    break;
  default: return SDValue();
  }
  if (VT.scalarType() != EVT::i1()) {
    C.addToWorklist(R.getNode());
    R = getBoolExtOrTrunc(C, R, VT, OpVT);
  }
  return R;
}

} // namespace

SDValue simplifySetCC(DAGCombiner& C, EVT VT, SDValue N0, SDValue N1, ISD::CondCode Cond, bool FoldBooleans) {
  SelectionDAG& DAG = C.dag();
  const TargetLowering& TLI = C.tli();
  EVT OpVT = N0.getValueType();
  bool BeforeOps = !C.legalOperations();

  if (SDValue Fold = foldSetCCOperands(C, VT, N0, N1, Cond)) return Fold;

  // Constants go to the right.
  ISD::CondCode Swapped = ISD::getSetCCSwappedOperands(Cond);
  bool N0Const = isConst(N0) || isConstantFPNode(N0), N1Const = isConst(N1) || isConstantFPNode(N1);
  if (N0Const && !N1Const && (BeforeOps || TLI.isCondCodeLegal(Swapped, OpVT)))
    return DAG.getSetCC(VT, N1, N0, Swapped);
  // Match the operand order of an existing `sub y, x` (a target may fuse the compare with it).
  if (!N0Const && !N1Const && (BeforeOps || TLI.isCondCodeLegal(Swapped, OpVT))) {
    const SDValue Fwd[] = {N0, N1}, Rev[] = {N1, N0};
    SDVTList VTs = DAG.getVTList(OpVT);
    if (OpVT.isInteger() && DAG.getNodeIfExists(ISD::SUB, VTs, Rev) &&
        !DAG.getNodeIfExists(ISD::SUB, VTs, Fwd))
      return DAG.getSetCC(VT, N1, N0, Swapped);
  }

  if (isConst(N1) && OpVT.isScalarInteger()) {
    if (SDValue V = simplifySetCCWithConstant(C, VT, N0, N1, Cond)) return V;
    if (SDValue V = simplifySetCCBounds(C, VT, N0, N1, Cond)) return V;
    if (SDValue V = simplifySetCCBitTests(C, VT, N0, N1, Cond)) return V;
  }

  if ((Cond == ISD::SETEQ || Cond == ISD::SETNE) && OpVT.isScalarInteger())
    if (SDValue V = simplifySetCCEquality(C, VT, N0, N1, Cond)) return V;

  if (OpVT.scalarType() == EVT::i1() && FoldBooleans) return foldBooleanSetCC(C, VT, N0, N1, Cond);
  return SDValue();
}

// ---- SimplifySelectCC ------------------------------------------------------------------------------------

namespace {

/// select_cc setlt X, 0, A, 0 → and (sra X, size-1), A, or srl when A is a single bit
/// (foldSelectCCToShiftAnd).
SDValue foldSelectCCToShiftAnd(DAGCombiner& C, SDValue N0, SDValue N1, SDValue N2, SDValue N3,
                               ISD::CondCode CC) {
  SelectionDAG& DAG = C.dag();
  EVT XType = N0.getValueType(), AType = N2.getValueType();
  if (!isNullConstant(N3) || !XType.isScalarInteger() || XType.sizeInBits() < AType.sizeInBits())
    return SDValue();
  // The SETGT form needs an and-not instruction; RISC-V's hasAndNot refuses constant masks, and a
  // variable A only reaches here from selects, so only the SETLT forms are done.
  if (CC != ISD::SETLT) return SDValue();
  if (!(isNullConstant(N1) || (isOneConstant(N1) && N0 == N2))) return SDValue();
  EVT ShiftAmtTy = C.shiftAmountTy(XType);
  if (isConst(N2) && (N2->getAPIntValue() & (N2->getAPIntValue() - 1)).isZero()) {
    unsigned ShCt = unsigned(XType.sizeInBits()) - unsigned(N2->getAPIntValue().logBase2()) - 1;
    SDValue Shift = DAG.getNode(ISD::SRL, XType, N0, DAG.getConstant(ShCt, ShiftAmtTy));
    C.addToWorklist(Shift.getNode());
    if (XType.sizeInBits() > AType.sizeInBits()) {
      Shift = DAG.getNode(ISD::TRUNCATE, AType, Shift);
      C.addToWorklist(Shift.getNode());
    }
    return DAG.getNode(ISD::AND, AType, Shift, N2);
  }
  SDValue Shift = DAG.getNode(ISD::SRA, XType, N0, DAG.getConstant(XType.sizeInBits() - 1, ShiftAmtTy));
  C.addToWorklist(Shift.getNode());
  if (XType.sizeInBits() > AType.sizeInBits()) {
    Shift = DAG.getNode(ISD::TRUNCATE, AType, Shift);
    C.addToWorklist(Shift.getNode());
  }
  return DAG.getNode(ISD::AND, AType, Shift, N2);
}

} // namespace

SDValue simplifySelectCC(DAGCombiner& C, SDValue N0, SDValue N1, SDValue N2, SDValue N3, ISD::CondCode CC,
                         bool NotExtCompare) {
  SelectionDAG& DAG = C.dag();
  const TargetLowering& TLI = C.tli();
  if (N2 == N3) return N2;
  EVT CmpOpVT = N0.getValueType(), CmpResVT = C.setCCResultType(CmpOpVT), VT = N2.getValueType();

  if (SDValue SCC = foldSetCCOperands(C, CmpResVT, N0, N1, CC)) {
    C.addToWorklist(SCC.getNode());
    if (isConst(SCC)) return SCC->getAPIntValue().isZero() ? N3 : N2;
  }
  if (!CmpOpVT.isScalarInteger() || !VT.isScalarInteger()) return SDValue();

  if (SDValue V = foldSelectCCToShiftAnd(C, N0, N1, N2, N3, CC)) return V;

  // select C, 2^k, 0 → (zext C) << k
  bool Fold = isConst(N2) && isNullConstant(N3) && N2->getAPIntValue().isPowerOf2();
  bool Swap = isConst(N3) && isNullConstant(N2) && N3->getAPIntValue().isPowerOf2();
  if ((Fold || Swap) && TLI.getBooleanContents(CmpOpVT) == BooleanContent::ZeroOrOne &&
      C.isLegalOrBeforeOps(ISD::SETCC, CmpOpVT)) {
    SDValue Pow2 = N2;
    if (Swap) {
      CC = ISD::getSetCCInverse(CC, true);
      Pow2 = N3;
    }
    if (NotExtCompare && Pow2->getAPIntValue().isOne()) return SDValue();
    SDValue SCC, Temp;
    if (C.legalTypes()) {
      SCC = DAG.getSetCC(C.setCCResultType(CmpOpVT), N0, N1, CC);
      Temp = DAG.getZExtOrTrunc(SCC, VT);
    } else {
      SCC = DAG.getSetCC(EVT::i1(), N0, N1, CC);
      Temp = DAG.getNode(ISD::ZERO_EXTEND, VT, SCC);
    }
    C.addToWorklist(SCC.getNode());
    C.addToWorklist(Temp.getNode());
    if (Pow2->getAPIntValue().isOne()) return Temp;
    return DAG.getNode(ISD::SHL, VT, Temp,
                       DAG.getConstant(unsigned(Pow2->getAPIntValue().logBase2()), C.shiftAmountTy(VT)));
  }

  // select_cc setgt X, -1, C, ~C → xor (sra X, bw-1), C; select_cc setlt X, 0, C, ~C → xor (sra X, bw-1), ~C
  if (!NotExtCompare && isConst(N1) && isConst(N2) && isConst(N3) &&
      N2->getAPIntValue() == ~N3->getAPIntValue() &&
      ((isAllOnesConstant(N1) && CC == ISD::SETGT) || (isNullConstant(N1) && CC == ISD::SETLT))) {
    SDValue ASR = DAG.getNode(ISD::SRA, CmpOpVT, N0,
                              DAG.getConstant(CmpOpVT.scalarSizeInBits() - 1, C.shiftAmountTy(CmpOpVT)));
    return DAG.getNode(ISD::XOR, VT, DAG.getSExtOrTrunc(ASR, VT), CC == ISD::SETGT ? N2 : N3);
  }
  return SDValue();
}

// ---- the visitors ---------------------------------------------------------------------------------------

namespace {

SDValue rebuildSetCC(DAGCombiner& C, SDValue V);

SDValue visitSetCC(DAGCombiner& C, SDNode* N) {
  auto Scope = C.foldScope("setcc", N);
  SDValue N0 = N->getOperand(0), N1 = N->getOperand(1);
  ISD::CondCode Cond = N->getOperand(2)->getCondCode();
  bool PreferSetCC = N->hasOneUse() && (*N->uses().begin())->getOpcode() == ISD::BRCOND;
  SDValue Combined = simplifySetCC(C, N->getValueType(0), N0, N1, Cond, !PreferSetCC);
  if (!Combined || Combined.getNode() == N) return SDValue();
  // A branch wants a setcc: try to express the simplified value as one.
  if (PreferSetCC && Combined.getOpcode() != ISD::SETCC) {
    SDValue NewSetCC = rebuildSetCC(C, Combined);
    if (NewSetCC.getNode() == N) return SDValue();
    if (NewSetCC) return NewSetCC;
  }
  return Combined;
}

/// `xor c, true` → c (LLVM's extractBooleanFlip without Force).
SDValue extractBooleanFlip(DAGCombiner& C, SDValue V) {
  if (V.getOpcode() != ISD::XOR || !isConst(V.getOperand(1))) return SDValue();
  const APInt& K = V.getOperand(1)->getAPIntValue();
  bool IsFlip = false;
  switch (C.tli().getBooleanContents(V.getValueType())) {
  case BooleanContent::ZeroOrOne: IsFlip = K.isOne(); break;
  case BooleanContent::ZeroOrNegativeOne: IsFlip = K.isAllOnes(); break;
  case BooleanContent::Undefined: IsFlip = K.getBit(0); break;
  }
  return IsFlip ? V.getOperand(0) : SDValue();
}

/// Selects of i1 values are and/or (foldBoolSelectToLogic).
SDValue foldBoolSelectToLogic(DAGCombiner& C, SDNode* N) {
  SelectionDAG& DAG = C.dag();
  SDValue Cond = N->getOperand(0), T = N->getOperand(1), F = N->getOperand(2);
  EVT VT = N->getValueType(0);
  if (VT != Cond.getValueType() || VT.scalarSizeInBits() != 1 || VT.isVector()) return SDValue();
  auto Freeze = [&](SDValue V) { return DAG.getNode(ISD::FREEZE, VT, V); };
  if (Cond == T || isOneConstant(T)) return DAG.getNode(ISD::OR, VT, Cond, Freeze(F));
  if (Cond == F || isNullConstant(F)) return DAG.getNode(ISD::AND, VT, Cond, Freeze(T));
  if (isOneConstant(F)) {
    SDValue NotCond = DAG.getNode(ISD::XOR, VT, Cond, DAG.getAllOnesConstant(VT));
    return DAG.getNode(ISD::OR, VT, NotCond, Freeze(T));
  }
  if (isNullConstant(T)) {
    SDValue NotCond = DAG.getNode(ISD::XOR, VT, Cond, DAG.getAllOnesConstant(VT));
    return DAG.getNode(ISD::AND, VT, NotCond, Freeze(F));
  }
  return SDValue();
}

/// select (setgt X, -1), C1, -1 → (sra X, bw-1) | C1; select (setlt X, 0), C1, 0 → (sra X, bw-1) & C1.
SDValue foldSelectOfConstantsUsingSra(DAGCombiner& C, SDNode* N) {
  SelectionDAG& DAG = C.dag();
  SDValue Cond = N->getOperand(0), C1 = N->getOperand(1), C2 = N->getOperand(2);
  EVT VT = N->getValueType(0);
  if (Cond.getOpcode() != ISD::SETCC || !hasOneUseOfValue(Cond) || VT != Cond.getOperand(0).getValueType())
    return SDValue();
  SDValue X = Cond.getOperand(0), CondC = Cond.getOperand(1);
  ISD::CondCode CC = Cond.getOperand(2)->getCondCode();
  SDValue ShAmt = DAG.getConstant(X.getScalarValueSizeInBits() - 1, VT);
  if (CC == ISD::SETGT && isAllOnesConstant(CondC) && isAllOnesConstant(C2))
    return DAG.getNode(ISD::OR, VT, DAG.getNode(ISD::SRA, VT, X, ShAmt), C1);
  if (CC == ISD::SETLT && isNullConstant(CondC) && isNullConstant(C2))
    return DAG.getNode(ISD::AND, VT, DAG.getNode(ISD::SRA, VT, X, ShAmt), C1);
  return SDValue();
}

/// select of two integer constants as arithmetic on the condition (foldSelectOfConstants).
SDValue foldSelectOfConstants(DAGCombiner& C, SDNode* N) {
  SelectionDAG& DAG = C.dag();
  const TargetLowering& TLI = C.tli();
  SDValue Cond = N->getOperand(0), N1 = N->getOperand(1), N2 = N->getOperand(2);
  EVT VT = N->getValueType(0), CondVT = Cond.getValueType();
  if (!VT.isScalarInteger() || !isConst(N1) || !isConst(N2)) return SDValue();
  const APInt& C1 = N1->getAPIntValue();
  const APInt& C2 = N2->getAPIntValue();
  if (CondVT != EVT::i1() || C.legalOperations()) {
    // select Cond, 0, 1 → xor Cond, 1 (booleans are 0/1 for integer and FP compares alike here).
    if (CondVT.isInteger() && TLI.getBooleanContents(CondVT) == BooleanContent::ZeroOrOne && C1.isZero() &&
        C2.isOne()) {
      SDValue NotCond = DAG.getNode(ISD::XOR, CondVT, Cond, DAG.getConstant(1, CondVT));
      if (VT.sizeInBits() == CondVT.sizeInBits()) return NotCond;
      return DAG.getZExtOrTrunc(NotCond, VT);
    }
    return SDValue();
  }
  if (C1.isOne() && C2.isZero()) return DAG.getZExtOrTrunc(Cond, VT);
  if (C1.isAllOnes() && C2.isZero()) return DAG.getSExtOrTrunc(Cond, VT);
  if (C1.isZero() && C2.isOne()) return DAG.getZExtOrTrunc(DAG.getNOT(Cond, EVT::i1()), VT);
  if (C1.isZero() && C2.isAllOnes()) return DAG.getSExtOrTrunc(DAG.getNOT(Cond, EVT::i1()), VT);
  // RISC-V's convertSelectOfConstantsToMath is true: constants one apart become an extension and an add.
  if (C1 - 1 == C2) return DAG.getNode(ISD::ADD, VT, DAG.getZExtOrTrunc(Cond, VT), N2);
  if (C1 + 1 == C2) return DAG.getNode(ISD::ADD, VT, DAG.getSExtOrTrunc(Cond, VT), N2);
  if (C1.isPowerOf2() && C2.isZero())
    return DAG.getNode(ISD::SHL, VT, DAG.getZExtOrTrunc(Cond, VT),
                       DAG.getShiftAmountConstant(unsigned(C1.logBase2()), VT));
  if (C1.isAllOnes()) return DAG.getNode(ISD::OR, VT, DAG.getSExtOrTrunc(Cond, VT), N2);
  if (C2.isAllOnes()) {
    SDValue NotCond = DAG.getSExtOrTrunc(DAG.getNOT(Cond, EVT::i1()), VT);
    return DAG.getNode(ISD::OR, VT, NotCond, N1);
  }
  return foldSelectOfConstantsUsingSra(C, N);
}

SDValue visitSelect(DAGCombiner& C, SDNode* N) {
  SelectionDAG& DAG = C.dag();
  SDValue N0 = N->getOperand(0), N1 = N->getOperand(1), N2 = N->getOperand(2);
  EVT VT = N->getValueType(0);
  {
    auto Scope = C.foldScope("select-simplify", N);
    if (N1 == N2) return N1;
    if (isConst(N0)) return N0->getAPIntValue().isZero() ? N2 : N1;
    if (N0.isUndef()) return (isConst(N1) || isConstantFPNode(N1)) ? N1 : N2;
    if (N1.isUndef()) return N2;
    if (N2.isUndef()) return N1;
  }
  {
    auto Scope = C.foldScope("select-bool-logic", N);
    if (SDValue V = foldBoolSelectToLogic(C, N)) return V;
  }
  if (SDValue F = extractBooleanFlip(C, N0)) {
    auto Scope = C.foldScope("select-not-cond", N);
    return DAG.getSelect(VT, F, N2, N1, N->getFlags());
  }
  {
    auto Scope = C.foldScope("select-of-constants", N);
    if (SDValue V = foldSelectOfConstants(C, N)) return V;
  }
  if (N0.getOpcode() == ISD::SETCC && !VT.isVector()) {
    auto Scope = C.foldScope("select-setcc", N);
    // RISC-V's SELECT_CC is Expand, so the select stays a select of a setcc (SimplifySelect).
    if (C.tli().isOperationLegalOrCustom(ISD::SELECT_CC, VT)) {
      const SDValue Ops[] = {N0.getOperand(0), N0.getOperand(1), N1, N2, N0.getOperand(2)};
      return DAG.getNode(ISD::SELECT_CC, VT, Ops, N0->getFlags());
    }
    SDValue SCC =
        simplifySelectCC(C, N0.getOperand(0), N0.getOperand(1), N1, N2, N0.getOperand(2)->getCondCode());
    if (!SCC) return SDValue();
    if (SCC.getOpcode() == ISD::SELECT_CC) {
      SDValue SetCC = DAG.getNode(ISD::SETCC, N0.getValueType(), SCC.getOperand(0), SCC.getOperand(1),
                                  SCC.getOperand(4), N0->getFlags());
      C.addToWorklist(SetCC.getNode());
      return DAG.getSelect(SCC.getValueType(), SetCC, SCC.getOperand(2), SCC.getOperand(3), N0->getFlags());
    }
    return SCC;
  }
  return SDValue();
}

SDValue visitVSelect(DAGCombiner& C, SDNode* N) {
  SDValue N0 = N->getOperand(0), N1 = N->getOperand(1), N2 = N->getOperand(2);
  if (N1 == N2) return N1;
  if (SDValue F = extractBooleanFlip(C, N0)) {
    auto Scope = C.foldScope("vselect-not-cond", N);
    return C.dag().getSelect(N->getValueType(0), F, N2, N1, N->getFlags());
  }
  return SDValue();
}

SDValue visitSelectCC(DAGCombiner& C, SDNode* N) {
  SelectionDAG& DAG = C.dag();
  auto Scope = C.foldScope("select_cc", N);
  SDValue N0 = N->getOperand(0), N1 = N->getOperand(1), N2 = N->getOperand(2), N3 = N->getOperand(3);
  ISD::CondCode CC = N->getOperand(4)->getCondCode();
  if (N2 == N3) return N2;
  // select_cc b, 0, x, y, seteq → select b, y, x
  if (CC == ISD::SETEQ && !C.legalTypes() && N0.getValueType() == EVT::i1() && isNullConstant(N1))
    return DAG.getSelect(N2.getValueType(), N0, N3, N2);
  if (SDValue SCC = simplifySetCC(C, C.setCCResultType(N0.getValueType()), N0, N1, CC, false)) {
    C.addToWorklist(SCC.getNode());
    if (isConst(SCC)) return SCC->getAPIntValue().isZero() ? N3 : N2;
    if (SCC.getOpcode() == ISD::SETCC) {
      const SDValue Ops[] = {SCC.getOperand(0), SCC.getOperand(1), N2, N3, SCC.getOperand(2)};
      return DAG.getNode(ISD::SELECT_CC, N2.getValueType(), Ops, SCC->getFlags());
    }
  }
  return simplifySelectCC(C, N0, N1, N2, N3, CC);
}

/// brcond of a bit test or of an xor becomes brcond of a setcc (LLVM's rebuildSetCC).
SDValue rebuildSetCC(DAGCombiner& C, SDValue V) {
  SelectionDAG& DAG = C.dag();
  if (V.getOpcode() == ISD::SRL || (V.getOpcode() == ISD::TRUNCATE && hasOneUseOfValue(V.getOperand(0)) &&
                                    V.getOperand(0).getOpcode() == ISD::SRL)) {
    if (V.getOpcode() == ISD::TRUNCATE) V = V.getOperand(0);
    // brcond (srl (and x, 2^k), k) → brcond (setne (and x, 2^k), 0)
    SDValue Op0 = V.getOperand(0), Op1 = V.getOperand(1);
    if (Op0.getOpcode() == ISD::AND && isConst(Op1) && isConst(Op0.getOperand(1))) {
      const APInt& AndC = Op0.getOperand(1)->getAPIntValue();
      if (AndC.isPowerOf2() &&
          Op1->getAPIntValue() == APInt(Op1->getAPIntValue().getBitWidth(), unsigned(AndC.logBase2())))
        return DAG.getSetCC(C.setCCResultType(Op0.getValueType()), Op0,
                            DAG.getConstant(0, Op0.getValueType()), ISD::SETNE);
    }
  }
  if (V.getOpcode() == ISD::XOR) {
    // The xor may simplify first (xor (setcc), 1 → inverted setcc); the handle follows replacements.
    HandleSDNode XorHandle(V);
    while (V.getOpcode() == ISD::XOR) {
      SDValue Tmp = combineLogic(C, V.getNode());
      if (!Tmp) break;
      V = Tmp.getNode() == V.getNode() ? XorHandle.getValue() : Tmp;
    }
    if (V.getOpcode() != ISD::XOR) return V;
    SDValue Op0 = V.getOperand(0), Op1 = V.getOperand(1);
    if (Op0.getOpcode() != ISD::SETCC && Op1.getOpcode() != ISD::SETCC) {
      bool Equal = false;
      // brcond (xor (xor x, y), -1) → brcond (seteq x, y)
      if (isBitwiseNot(V) && hasOneUseOfValue(Op0) && Op0.getOpcode() == ISD::XOR &&
          Op0.getValueType() == EVT::i1()) {
        V = Op0;
        Op0 = V.getOperand(0);
        Op1 = V.getOperand(1);
        Equal = true;
      }
      EVT SetCCVT = V.getValueType();
      if (C.legalTypes()) SetCCVT = C.setCCResultType(SetCCVT);
      return DAG.getSetCC(SetCCVT, Op0, Op1, Equal ? ISD::SETEQ : ISD::SETNE);
    }
  }
  return SDValue();
}

SDValue visitBrCond(DAGCombiner& C, SDNode* N) {
  SelectionDAG& DAG = C.dag();
  auto Scope = C.foldScope("brcond", N);
  SDValue Chain = N->getOperand(0), Cond = N->getOperand(1), Dest = N->getOperand(2);
  if (Cond.getOpcode() == ISD::SETCC &&
      C.tli().isOperationLegalOrCustom(ISD::BR_CC, Cond.getOperand(0).getValueType())) {
    const SDValue Ops[] = {Chain, Cond.getOperand(2), Cond.getOperand(0), Cond.getOperand(1), Dest};
    return DAG.getNode(ISD::BR_CC, EVT::other(), Ops);
  }
  if (SDValue NewCond = rebuildSetCC(C, Cond)) {
    if (N->isDeleted()) return SDValue(N, 0);
    return DAG.getNode(ISD::BRCOND, EVT::other(), {Chain, NewCond, Dest}, N->getFlags());
  }
  return SDValue();
}

SDValue visitBrCC(DAGCombiner& C, SDNode* N) {
  SelectionDAG& DAG = C.dag();
  auto Scope = C.foldScope("br_cc", N);
  SDValue LHS = N->getOperand(2), RHS = N->getOperand(3);
  SDValue Simp = simplifySetCC(C, C.setCCResultType(LHS.getValueType()), LHS, RHS,
                               N->getOperand(1)->getCondCode(), false);
  if (Simp) C.addToWorklist(Simp.getNode());
  if (Simp && Simp.getOpcode() == ISD::SETCC) {
    const SDValue Ops[] = {N->getOperand(0), Simp.getOperand(2), Simp.getOperand(0), Simp.getOperand(1),
                           N->getOperand(4)};
    return DAG.getNode(ISD::BR_CC, EVT::other(), Ops);
  }
  return SDValue();
}

} // namespace

SDValue combineCompareSelect(DAGCombiner& C, SDNode* N) {
  switch (N->getOpcode()) {
  case ISD::SETCC: return visitSetCC(C, N);
  case ISD::SELECT: return visitSelect(C, N);
  case ISD::VSELECT: return visitVSelect(C, N);
  case ISD::SELECT_CC: return visitSelectCC(C, N);
  case ISD::BRCOND: return visitBrCond(C, N);
  case ISD::BR_CC: return visitBrCC(C, N);
  default: return SDValue();
  }
}

} // namespace dt
