// combine/CombineLogic.cpp — the combiner's folds for and, or, xor (LLVM 19's visitAND / visitOR / visitXOR
// with visitANDLike, visitORLike, foldLogicOfSetCCs, foldAndOrOfSETCC, hoistLogicOpWithSameOpcodeHands,
// foldLogicOfShifts and MatchRotate), in LLVM's order of attempts inside each visit function.
//
// Folds implemented (constant folding, x&0, x|0, x^0, x&-1 and undef operands are getNode's):
//   and: x&x; x & ~x -> 0; known-zero result -> 0; and/or of setccs into min/max (when legal); reassociation
//        of constants; (and (or x, C), D) -> D; (and (any_ext V), c) -> zext V; (and (ext (and V, c1)), c2);
//        visitANDLike (undef, setcc pairs, add-immediate widening); hoisting through same-opcode hands;
//        logic of shifts; and (sub 0, zext/sext bool), 1 -> zext bool; the bit-test form; sext & mask ->
//        zext.
//   or:  x|x; (or x, c) -> c; setcc pairs; visitORLike; reassociation; (or (and X, c1), c2) ->
//        (and (or X, c2), c1|c2); visitORCommutative; hoisting; MatchRotate (rotl/rotr/fshl/fshr).
//   xor: undef; reassociation; !(setcc) -> setcc with the inverse condition; not (zext setcc); De Morgan for
//        i1 setcc and constant operands; not (neg x); not (add x, -1); (xor (and x, y), y); abs idiom;
//        x^x -> 0; (xor (shl 1, x), -1) -> rotl ~1, x; hoisting; logic of shifts; masked-merge unfolding.
// Left out (see the report / other families): load narrowing (reduceLoadWidth, BackwardsPropagateMask, zextload
// forming: memory family), foldBinOpIntoSelect, visitADDLike, carry diamonds, bswap-halfword and
// load-combine matching, vector-only folds, unfoldExtremeBitClearingToShifts and the usubsat idiom.
//
// Target facts come through TargetLowering hooks (hasAndNot, hasBitTest, isTruncateFree, isZExtFree).
#include "combine/CombineLogicShared.h"

namespace dt {

namespace {

using namespace logic;

// ---- setcc pairs ---------------------------------------------------------------------------------------

int signedness(ISD::CondCode CC) {
  if (ISD::isIntEqualitySetCC(CC)) return 0;
  return ISD::isSignedIntSetCC(CC) ? 1 : 2;
}

ISD::CondCode setCCOr(ISD::CondCode A, ISD::CondCode B, bool IsInteger) {
  if (IsInteger && (signedness(A) | signedness(B)) == 3) return ISD::SETCC_INVALID;
  unsigned Op = unsigned(A) | unsigned(B);
  if (Op > ISD::SETTRUE2) Op &= ~16u;
  if (IsInteger && Op == ISD::SETUNE) Op = ISD::SETNE;
  return ISD::CondCode(Op);
}

ISD::CondCode setCCAnd(ISD::CondCode A, ISD::CondCode B, bool IsInteger) {
  if (IsInteger && (signedness(A) | signedness(B)) == 3) return ISD::SETCC_INVALID;
  auto R = ISD::CondCode(unsigned(A) & unsigned(B));
  if (IsInteger) {
    switch (R) {
    case ISD::SETUO: R = ISD::SETFALSE; break;
    case ISD::SETOEQ:
    case ISD::SETUEQ: R = ISD::SETEQ; break;
    case ISD::SETOLT: R = ISD::SETULT; break;
    case ISD::SETOGT: R = ISD::SETUGT; break;
    default: break;
    }
  }
  return R;
}

/// LLVM's foldLogicOfSetCCs: and/or of two compares that share operands or a constant.
SDValue foldLogicOfSetCCs(DAGCombiner& C, bool IsAnd, SDValue N0, SDValue N1) {
  if (N0.getOpcode() != ISD::SETCC || N1.getOpcode() != ISD::SETCC) return SDValue();
  SelectionDAG& DAG = C.dag();
  SDValue LL = N0.getOperand(0), LR = N0.getOperand(1), RL = N1.getOperand(0), RR = N1.getOperand(1);
  EVT VT = N0.getValueType(), OpVT = LL.getValueType();
  if ((C.legalOperations() || VT.scalarSizeInBits() != 1) && VT != C.setCCResultType(OpVT)) return SDValue();
  if (OpVT != RL.getValueType()) return SDValue();
  ISD::CondCode CC0 = N0.getOperand(2)->getCondCode(), CC1 = N1.getOperand(2)->getCondCode();
  bool IsInteger = OpVT.isInteger();
  if (LR == RR && CC0 == CC1 && IsInteger) {
    bool IsZero = isNullConstant(LR), IsNeg1 = isAllOnesConstant(LR);
    bool ToOr = (IsAnd && CC1 == ISD::SETEQ && IsZero) || (IsAnd && CC1 == ISD::SETGT && IsNeg1) ||
                (!IsAnd && CC1 == ISD::SETNE && IsZero) || (!IsAnd && CC1 == ISD::SETLT && IsZero);
    if (ToOr) {
      SDValue Or = DAG.getNode(ISD::OR, OpVT, LL, RL);
      C.addToWorklist(Or.getNode());
      return DAG.getSetCC(VT, Or, LR, CC1);
    }
    bool ToAnd = (IsAnd && CC1 == ISD::SETEQ && IsNeg1) || (IsAnd && CC1 == ISD::SETLT && IsZero) ||
                 (!IsAnd && CC1 == ISD::SETNE && IsNeg1) || (!IsAnd && CC1 == ISD::SETGT && IsNeg1);
    if (ToAnd) {
      SDValue And = DAG.getNode(ISD::AND, OpVT, LL, RL);
      C.addToWorklist(And.getNode());
      return DAG.getSetCC(VT, And, LR, CC1);
    }
  }
  // (and (setne X, 0), (setne X, -1)) --> (setuge (add X, 1), 2)
  if (IsAnd && LL == RL && CC0 == CC1 && OpVT.scalarSizeInBits() > 1 && IsInteger && CC0 == ISD::SETNE &&
      ((isNullConstant(LR) && isAllOnesConstant(RR)) || (isAllOnesConstant(LR) && isNullConstant(RR)))) {
    SDValue One = DAG.getConstant(1, OpVT);
    SDValue Two = DAG.getConstant(2, OpVT);
    SDValue Add = DAG.getNode(ISD::ADD, OpVT, LL, One);
    C.addToWorklist(Add.getNode());
    return DAG.getSetCC(VT, Add, Two, ISD::SETUGE);
  }
  // RISC-V keeps convertSetCCLogicToBitwiseLogic false: the xor/or forms are not made here.
  if (LL == RR && LR == RL) {
    CC1 = ISD::getSetCCSwappedOperands(CC1);
    std::swap(RL, RR);
  }
  if (LL == RL && LR == RR) {
    ISD::CondCode NewCC = IsAnd ? setCCAnd(CC0, CC1, IsInteger) : setCCOr(CC0, CC1, IsInteger);
    if (NewCC != ISD::SETCC_INVALID && (!C.legalOperations() || (C.tli().isCondCodeLegal(NewCC, OpVT) &&
                                                                 C.tli().isOperationLegal(ISD::SETCC, OpVT))))
      return DAG.getSetCC(VT, LL, LR, NewCC);
  }
  return SDValue();
}

/// LLVM's foldAndOrOfSETCC, integer part: two one-use compares against a common value -> min/max compare.
SDValue foldAndOrOfSetCCMinMax(DAGCombiner& C, SDNode* N) {
  SDValue LHS = N->getOperand(0), RHS = N->getOperand(1);
  if (LHS.getOpcode() != ISD::SETCC || RHS.getOpcode() != ISD::SETCC || !LHS.hasOneUse() || !RHS.hasOneUse())
    return SDValue();
  const TargetLowering& TLI = C.tli();
  SDValue LHS0 = LHS.getOperand(0), RHS0 = RHS.getOperand(0), LHS1 = LHS.getOperand(1),
          RHS1 = RHS.getOperand(1);
  ISD::CondCode CCL = LHS.getOperand(2)->getCondCode(), CCR = RHS.getOperand(2)->getCondCode();
  EVT OpVT = LHS0.getValueType();
  if (!OpVT.isInteger() || !TLI.isOperationLegal(ISD::UMAX, OpVT) || !TLI.isOperationLegal(ISD::SMAX, OpVT) ||
      !TLI.isOperationLegal(ISD::UMIN, OpVT) || !TLI.isOperationLegal(ISD::SMIN, OpVT))
    return SDValue();
  if (ISD::isIntEqualitySetCC(CCL) || CCL == ISD::SETFALSE || CCL == ISD::SETO || CCL == ISD::SETUO ||
      CCL == ISD::SETTRUE || (CCL != CCR && CCL != ISD::getSetCCSwappedOperands(CCR)))
    return SDValue();
  SDValue Common, Op1, Op2;
  ISD::CondCode CC = ISD::SETCC_INVALID;
  if (CCL == CCR) {
    if (LHS0 == RHS0) {
      Common = LHS0, Op1 = LHS1, Op2 = RHS1, CC = ISD::getSetCCSwappedOperands(CCL);
    } else if (LHS1 == RHS1) {
      Common = LHS1, Op1 = LHS0, Op2 = RHS0, CC = CCL;
    }
  } else if (LHS0 == RHS1) {
    Common = LHS0, Op1 = LHS1, Op2 = RHS0, CC = CCR;
  } else if (RHS0 == LHS1) {
    Common = LHS1, Op1 = LHS0, Op2 = RHS1, CC = CCL;
  }
  // Sign-bit tests are left to foldLogicOfSetCCs.
  if ((CC == ISD::SETLT && isNullConstant(Common)) || (CC == ISD::SETGT && isAllOnesConstant(Common)))
    CC = ISD::SETCC_INVALID;
  if (CC == ISD::SETCC_INVALID) return SDValue();
  bool IsLess = CC == ISD::SETLE || CC == ISD::SETULE || CC == ISD::SETLT || CC == ISD::SETULT;
  bool IsOr = N->getOpcode() == ISD::OR, IsSigned = ISD::isSignedIntSetCC(CC);
  int32_t Opc = IsLess == IsOr ? (IsSigned ? ISD::SMIN : ISD::UMIN) : (IsSigned ? ISD::SMAX : ISD::UMAX);
  SDValue MinMax = C.dag().getNode(Opc, OpVT, Op1, Op2);
  return C.dag().getSetCC(N->getValueType(0), MinMax, Common, CC);
}

// ---- shared pieces of and/or/xor ---------------------------------------------------------------------

/// LLVM's reassociateOps for the logic opcodes (one direction; the caller tries both).
SDValue reassociateLogicCommutative(DAGCombiner& C, int32_t Opc, SDValue N0, SDValue N1) {
  if (N0.getOpcode() != Opc) return SDValue();
  SelectionDAG& DAG = C.dag();
  EVT VT = N0.getValueType();
  SDValue N00 = N0.getOperand(0), N01 = N0.getOperand(1);
  if (isConstantNode(N01)) {
    if (isConstantNode(N1)) return DAG.getNode(Opc, VT, N00, DAG.getNode(Opc, VT, N01, N1));
    if (N0.hasOneUse()) {
      SDValue Inner = DAG.getNode(Opc, VT, N00, N1);
      return DAG.getNode(Opc, VT, Inner, N01);
    }
  }
  if ((Opc == ISD::AND || Opc == ISD::OR) && (N1 == N00 || N1 == N01)) return N0;
  if (Opc == ISD::XOR) {
    if (N1 == N00) return N01;
    if (N1 == N01) return N00;
  }
  if (N0.hasOneUse()) {
    const SDValue PairA[] = {N00, N1};
    if (N1 != N01)
      if (SDNode* E = DAG.getNodeIfExists(Opc, DAG.getVTList(VT), PairA)) {
        const SDValue Outer[] = {SDValue(E, 0), N01};
        if (!DAG.getNodeIfExists(Opc, DAG.getVTList(VT), Outer))
          return DAG.getNode(Opc, VT, SDValue(E, 0), N01);
      }
    const SDValue PairB[] = {N01, N1};
    if (N1 != N00)
      if (SDNode* E = DAG.getNodeIfExists(Opc, DAG.getVTList(VT), PairB)) {
        const SDValue Outer[] = {SDValue(E, 0), N00};
        if (!DAG.getNodeIfExists(Opc, DAG.getVTList(VT), Outer))
          return DAG.getNode(Opc, VT, SDValue(E, 0), N00);
      }
  }
  return SDValue();
}

SDValue reassociateLogic(DAGCombiner& C, int32_t Opc, SDValue N0, SDValue N1) {
  if (SDValue V = reassociateLogicCommutative(C, Opc, N0, N1)) return V;
  return reassociateLogicCommutative(C, Opc, N1, N0);
}

/// LLVM's hoistLogicOpWithSameOpcodeHands (scalar part): logic (op x), (op y) -> op (logic x, y).
SDValue hoistLogicOpWithSameOpcodeHands(DAGCombiner& C, SDNode* N) {
  SDValue N0 = N->getOperand(0), N1 = N->getOperand(1);
  EVT VT = N0.getValueType();
  int32_t LogicOpc = N->getOpcode(), HandOpc = N0.getOpcode();
  if (N0.getNumOperands() == 0) return SDValue();
  SelectionDAG& DAG = C.dag();
  const TargetLowering& TLI = C.tli();
  SDValue X = N0.getOperand(0), Y = N1.getOperand(0);
  EVT XVT = X.getValueType();
  bool IsExt = HandOpc == ISD::ZERO_EXTEND || HandOpc == ISD::SIGN_EXTEND || HandOpc == ISD::ANY_EXTEND;
  if (IsExt || (HandOpc == ISD::SIGN_EXTEND_INREG && N0.getOperand(1) == N1.getOperand(1))) {
    if (!N0.hasOneUse() && !N1.hasOneUse()) return SDValue();
    if (XVT != Y.getValueType()) return SDValue();
    if ((VT.isVector() || C.legalOperations()) && !TLI.isOperationLegalOrCustom(LogicOpc, XVT))
      return SDValue();
    // Avoid looping with integer promotion: RISC-V finds no narrower type desirable for logic ops.
    if (HandOpc == ISD::ANY_EXTEND && C.legalTypes() && !TLI.isTypeLegal(XVT)) return SDValue();
    uint16_t Flags = (N->getFlags() & SDNodeFlags::Disjoint) && IsExt ? SDNodeFlags::Disjoint : 0;
    SDValue Logic = DAG.getNode(LogicOpc, XVT, X, Y, Flags);
    if (HandOpc == ISD::SIGN_EXTEND_INREG) return DAG.getNode(HandOpc, VT, Logic, N0.getOperand(1));
    return DAG.getNode(HandOpc, VT, Logic);
  }
  if (HandOpc == ISD::TRUNCATE) {
    if (!N0.hasOneUse() && !N1.hasOneUse()) return SDValue();
    if (XVT != Y.getValueType()) return SDValue();
    if (C.legalOperations() && !TLI.isOperationLegal(LogicOpc, XVT)) return SDValue();
    if (TLI.isZExtFree(VT, XVT) && TLI.isTruncateFree(XVT, VT)) return SDValue();
    if (!TLI.isTypeLegal(XVT)) return SDValue();
    return DAG.getNode(HandOpc, VT, DAG.getNode(LogicOpc, XVT, X, Y));
  }
  if ((HandOpc == ISD::SHL || HandOpc == ISD::SRL || HandOpc == ISD::SRA || HandOpc == ISD::AND) &&
      N0.getOperand(1) == N1.getOperand(1)) {
    if (!N0.hasOneUse() || !N1.hasOneUse()) return SDValue();
    SDValue Logic = DAG.getNode(LogicOpc, XVT, X, Y);
    return DAG.getNode(HandOpc, VT, Logic, N0.getOperand(1));
  }
  if (HandOpc == ISD::BSWAP) {
    if (!N0.hasOneUse() || !N1.hasOneUse()) return SDValue();
    return DAG.getNode(HandOpc, VT, DAG.getNode(LogicOpc, XVT, X, Y));
  }
  if ((HandOpc == ISD::FSHL || HandOpc == ISD::FSHR) && N0.getOperand(2) == N1.getOperand(2)) {
    if (!N0.hasOneUse() || !N1.hasOneUse()) return SDValue();
    SDValue Logic0 = DAG.getNode(LogicOpc, VT, X, Y);
    SDValue Logic1 = DAG.getNode(LogicOpc, VT, N0.getOperand(1), N1.getOperand(1));
    return DAG.getNode(HandOpc, VT, Logic0, Logic1, N0.getOperand(2));
  }
  if (HandOpc == ISD::BITCAST && C.level() <= CombineLevel::AfterLegalizeTypes && XVT.isInteger() &&
      XVT == Y.getValueType() &&
      !(VT.isVector() && TLI.isTypeLegal(VT) && !XVT.isVector() && !TLI.isTypeLegal(XVT)))
    return DAG.getNode(HandOpc, VT, DAG.getNode(LogicOpc, XVT, X, Y));
  return SDValue();
}

/// LLVM's foldLogicOfShifts: LOGIC (LOGIC (SH X0, Y), Z), (SH X1, Y) -> LOGIC (SH (LOGIC X0, X1), Y), Z.
SDValue foldLogicOfShifts(DAGCombiner& C, SDNode* N, SDValue LogicOp, SDValue ShiftOp) {
  int32_t LogicOpc = N->getOpcode();
  if (!LogicOp.hasOneUse() || !ShiftOp.hasOneUse()) return SDValue();
  int32_t ShiftOpc = ShiftOp.getOpcode();
  if (LogicOp.getOpcode() != LogicOpc ||
      !(ShiftOpc == ISD::SHL || ShiftOpc == ISD::SRL || ShiftOpc == ISD::SRA))
    return SDValue();
  SDValue X1 = ShiftOp.getOperand(0), Y = ShiftOp.getOperand(1), X0, Z;
  if (LogicOp.getOperand(0).getOpcode() == ShiftOpc && LogicOp.getOperand(0).getOperand(1) == Y) {
    X0 = LogicOp.getOperand(0).getOperand(0);
    Z = LogicOp.getOperand(1);
  } else if (LogicOp.getOperand(1).getOpcode() == ShiftOpc && LogicOp.getOperand(1).getOperand(1) == Y) {
    X0 = LogicOp.getOperand(1).getOperand(0);
    Z = LogicOp.getOperand(0);
  } else {
    return SDValue();
  }
  EVT VT = N->getValueType(0);
  SelectionDAG& DAG = C.dag();
  SDValue LogicX = DAG.getNode(LogicOpc, VT, X0, X1);
  SDValue NewShift = DAG.getNode(ShiftOpc, VT, LogicX, Y);
  return DAG.getNode(LogicOpc, VT, NewShift, Z);
}

/// LLVM's foldLogicTreeOfShifts: LOGIC (LOGIC (SH X0, Y), Z), (LOGIC (SH X1, Y), W).
SDValue foldLogicTreeOfShifts(DAGCombiner& C, SDNode* N, SDValue Left, SDValue Right) {
  int32_t Opc = N->getOpcode();
  if (Left.getOpcode() != Opc || Right.getOpcode() != Opc || !Left.hasOneUse() || !Right.hasOneUse())
    return SDValue();
  SDValue R0 = Right.getOperand(0), R1 = Right.getOperand(1), Combined, W;
  if ((Combined = foldLogicOfShifts(C, N, Left, R0)))
    W = R1;
  else if ((Combined = foldLogicOfShifts(C, N, Left, R1)))
    W = R0;
  else
    return SDValue();
  return C.dag().getNode(Opc, N->getValueType(0), Combined, W);
}

// ---- and ------------------------------------------------------------------------------------------------

SDValue visitANDLike(DAGCombiner& C, SDValue N0, SDValue N1, SDNode* N) {
  EVT VT = N1.getValueType();
  SelectionDAG& DAG = C.dag();
  if (N0.isUndef() || N1.isUndef()) return DAG.getConstant(0, VT);
  if (SDValue V = foldLogicOfSetCCs(C, true, N0, N1)) return V;
  if (N1.getOpcode() == ISD::ADD) std::swap(N0, N1);
  // (and (add x, c1), (srl y, c2)): set the top c2 bits of c1 when that makes it an add immediate.
  if (N0.getOpcode() == ISD::ADD && N1.getOpcode() == ISD::SRL && VT.isScalarInteger() &&
      VT.scalarSizeInBits() <= 64 && N0.hasOneUse() && isConstantNode(N0.getOperand(1)) &&
      isConstantNode(N1.getOperand(1))) {
    APInt AddC = N0->getOperand(1)->getAPIntValue();
    const APInt& SrlC = N1->getOperand(1)->getAPIntValue();
    unsigned W = VT.scalarSizeInBits();
    if (AddC.getSignificantBits() <= 64 && SrlC.ult(W) && !C.tli().isLegalAddImmediate(AddC.getSExtValue())) {
      APInt Mask = APInt::highBitsSet(W, unsigned(SrlC.getZExtValue()));
      if (C.maskedValueIsZero(N0.getOperand(1), Mask)) {
        AddC = AddC | Mask;
        if (C.tli().isLegalAddImmediate(AddC.getSExtValue())) {
          auto Scope = C.foldScope("and-add-immediate", N);
          SDValue NewAdd = DAG.getNode(ISD::ADD, VT, N0.getOperand(0), DAG.getConstant(AddC, VT));
          C.combineTo(N0.getNode(), NewAdd);
          return SDValue(N, 0);
        }
      }
    }
  }
  return SDValue();
}

/// LLVM's combineShiftAnd1ToBitTest: and (not (srl X, C)), 1 -> (and X, 1<<C) == 0 (and its mirror).
SDValue combineShiftAnd1ToBitTest(DAGCombiner& C, SDNode* And) {
  SDValue And0 = And->getOperand(0), And1 = And->getOperand(1);
  if (And0.getOpcode() == ISD::ANY_EXTEND && And0.hasOneUse()) And0 = And0.getOperand(0);
  if (!isOneConstant(And1) || !And0.hasOneUse()) return SDValue();
  SDValue Src = And0;
  bool FoundNot = false;
  if (isBitwiseNot(Src)) {
    FoundNot = true;
    Src = Src.getOperand(0);
    if (Src.getOpcode() == ISD::TRUNCATE && Src.hasOneUse()) Src = Src.getOperand(0);
  }
  if (Src.getOpcode() != ISD::SRL || !Src.hasOneUse()) return SDValue();
  EVT SrcVT = Src.getValueType();
  if (!C.tli().isTypeLegal(SrcVT)) return SDValue();
  unsigned BitWidth = SrcVT.scalarSizeInBits();
  SDValue ShiftAmt = Src.getOperand(1);
  if (!isConstantNode(ShiftAmt) || !ShiftAmt->getAPIntValue().ult(BitWidth)) return SDValue();
  Src = Src.getOperand(0);
  if (!FoundNot) {
    if (!isBitwiseNot(Src)) return SDValue();
    Src = Src.getOperand(0);
  }
  if (!C.tli().hasBitTest(Src, ShiftAmt)) return SDValue();
  SelectionDAG& DAG = C.dag();
  SDValue X = DAG.getZExtOrTrunc(Src, SrcVT);
  EVT CCVT = C.tli().getSetCCResultType(SrcVT);
  SDValue Mask = DAG.getConstant(APInt::one(BitWidth).shl(unsigned(ShiftAmt->getZExtValue())), SrcVT);
  SDValue NewAnd = DAG.getNode(ISD::AND, SrcVT, X, Mask);
  SDValue Zero = DAG.getConstant(0, SrcVT);
  SDValue SetCC = DAG.getSetCC(CCVT, NewAnd, Zero, ISD::SETEQ);
  return DAG.getZExtOrTrunc(SetCC, And->getValueType(0));
}

SDValue visitAND(DAGCombiner& C, SDNode* N) {
  SDValue N0 = N->getOperand(0), N1 = N->getOperand(1);
  EVT VT = N1.getValueType();
  SelectionDAG& DAG = C.dag();
  unsigned BitWidth = VT.scalarSizeInBits();
  if (N0 == N1) return N0;
  if (VT.isVector()) return SDValue();
  {
    auto Scope = C.foldScope("and-not-self", N);
    if (areBitwiseNotOfEachOther(N0, N1)) return DAG.getConstant(0, VT);
  }
  bool N1IsConst = isConstantNode(N1);
  if (N1IsConst && C.maskedValueIsZero(SDValue(N, 0), APInt::allOnes(BitWidth))) {
    auto Scope = C.foldScope("and-known-zero", N);
    return DAG.getConstant(0, VT);
  }
  {
    auto Scope = C.foldScope("and-setcc-minmax", N);
    if (SDValue R = foldAndOrOfSetCCMinMax(C, N)) return R;
  }
  {
    auto Scope = C.foldScope("reassociate-and", N);
    if (SDValue R = reassociateLogic(C, ISD::AND, N0, N1)) return R;
  }
  // (and (or x, C), D) -> D if D is a subset of C.
  if (N0.getOpcode() == ISD::OR && isConstantNode(N0.getOperand(1)) && N1IsConst &&
      N1->getAPIntValue().isSubsetOf(N0->getOperand(1)->getAPIntValue()))
    return N1;
  if (N1IsConst && N0.getOpcode() == ISD::ANY_EXTEND) {
    SDValue V = N0.getOperand(0);
    unsigned SrcBits = V.getValueType().scalarSizeInBits();
    APInt Mask = (~N1->getAPIntValue()).trunc(SrcBits);
    auto Scope = C.foldScope("and-anyext-to-zext", N);
    if (C.maskedValueIsZero(V, Mask)) return DAG.getNode(ISD::ZERO_EXTEND, VT, V);
    // The narrowing variant needs isTruncateFree and isZExtFree, which RISC-V only grants for i64 -> i32 on
    // RV64, where i32 is not a legal (desirable) type: it never fires.
  }
  // (and (ext (and V, c1)), c2) -> (and (ext V), (and c1, (ext c2)))
  int32_t ExtOpc = N0.getOpcode();
  if ((ExtOpc == ISD::ZERO_EXTEND || ExtOpc == ISD::SIGN_EXTEND || ExtOpc == ISD::ANY_EXTEND) && N1IsConst) {
    SDValue Inner = N0.getOperand(0);
    if (Inner.getOpcode() == ISD::AND && (ExtOpc != ISD::ZERO_EXTEND || !C.tli().isZExtFree(Inner, VT)) &&
        N0.hasOneUse() && Inner.hasOneUse() && isConstantNode(Inner.getOperand(1))) {
      auto Scope = C.foldScope("and-ext-and", N);
      SDValue NewExt = DAG.getNode(ExtOpc, VT, Inner.getOperand(1));
      SDValue NewMask = DAG.getNode(ISD::AND, VT, N1, NewExt);
      return DAG.getNode(ISD::AND, VT, DAG.getNode(ExtOpc, VT, Inner.getOperand(0)), NewMask);
    }
  }
  {
    auto Scope = C.foldScope("and-like", N);
    if (SDValue R = visitANDLike(C, N0, N1, N)) return R;
  }
  if (N0.getOpcode() == N1.getOpcode()) {
    auto Scope = C.foldScope("hoist-logic-hands", N);
    if (SDValue V = hoistLogicOpWithSameOpcodeHands(C, N)) return V;
  }
  {
    auto Scope = C.foldScope("logic-of-shifts", N);
    if (SDValue R = foldLogicOfShifts(C, N, N0, N1)) return R;
    if (SDValue R = foldLogicOfShifts(C, N, N1, N0)) return R;
  }
  // and X, (bswap/bitreverse (not Y)) and and X, (rot (not Y), Z): need hasAndNot or a one-use not.
  for (int32_t Opc : {ISD::BSWAP, ISD::BITREVERSE, ISD::ROTL, ISD::ROTR}) {
    for (int Side = 0; Side < 2; ++Side) {
      SDValue X = N->getOperand(unsigned(1 - Side)), U = N->getOperand(unsigned(Side));
      if (U.getOpcode() != Opc || !U.hasOneUse()) continue;
      SDValue NotY = U.getOperand(0);
      if (!isBitwiseNot(NotY) || !(C.tli().hasAndNot(SDValue(N, 0)) || NotY.hasOneUse())) continue;
      auto Scope = C.foldScope("and-sink-not", N);
      SDValue Y = NotY.getOperand(0);
      SDValue Inner =
          U.getNumOperands() == 1 ? DAG.getNode(Opc, VT, Y) : DAG.getNode(Opc, VT, Y, U.getOperand(1));
      return DAG.getNode(ISD::AND, VT, X, DAG.getNOT(Inner, VT));
    }
  }
  // and (sub 0, zext/sext (i1 X)), 1 --> zext X
  if (N0.getOpcode() == ISD::SUB && isNullConstant(N0.getOperand(0)) && isOneConstant(N1)) {
    SDValue X = N0.getOperand(1);
    if (X.getOpcode() == ISD::ZERO_EXTEND && X.getOperand(0).getScalarValueSizeInBits() == 1) return X;
    if (X.getOpcode() == ISD::SIGN_EXTEND && X.getOperand(0).getScalarValueSizeInBits() == 1) {
      auto Scope = C.foldScope("and-neg-bool", N);
      return DAG.getNode(ISD::ZERO_EXTEND, VT, X.getOperand(0));
    }
  }
  // Bits no user reads (combine/SimplifyDemandedBits.cpp).
  if (C.simplifyDemandedBits(SDValue(N, 0))) return SDValue(N, 0);
  {
    auto Scope = C.foldScope("and-bit-test", N);
    if (SDValue V = combineShiftAnd1ToBitTest(C, N)) return V;
  }
  // (and (sign_extend X), mask of X's width) -> (zero_extend X)
  if (N0.getOpcode() == ISD::SIGN_EXTEND && N1IsConst &&
      N1->getAPIntValue() == APInt::lowBitsSet(BitWidth, N0.getOperand(0).getScalarValueSizeInBits())) {
    auto Scope = C.foldScope("and-sext-to-zext", N);
    return DAG.getNode(ISD::ZERO_EXTEND, VT, N0.getOperand(0));
  }
  if (C.legalOperations()) {
    auto Scope = C.foldScope("logic-tree-of-shifts", N);
    if (SDValue R = foldLogicTreeOfShifts(C, N, N0, N1)) return R;
  }
  return SDValue();
}

// ---- or ---------------------------------------------------------------------------------------------------

SDValue visitORLike(DAGCombiner& C, SDValue N0, SDValue N1) {
  EVT VT = N1.getValueType();
  SelectionDAG& DAG = C.dag();
  if (!C.legalOperations() && (N0.isUndef() || N1.isUndef())) return DAG.getAllOnesConstant(VT);
  if (SDValue V = foldLogicOfSetCCs(C, false, N0, N1)) return V;
  if (N0.getOpcode() == ISD::AND && N1.getOpcode() == ISD::AND && (N0.hasOneUse() || N1.hasOneUse())) {
    // (or (and X, C1), (and Y, C2)) -> (and (or X, Y), C1|C2) when the other mask's bits are known zero.
    SDValue M0 = N0.getOperand(1), M1 = N1.getOperand(1);
    if (isConstantNode(M0) && !M0->isOpaqueConstant() && isConstantNode(M1) && !M1->isOpaqueConstant()) {
      const APInt &LHSMask = M0->getAPIntValue(), &RHSMask = M1->getAPIntValue();
      if (C.maskedValueIsZero(N0.getOperand(0), RHSMask & ~LHSMask) &&
          C.maskedValueIsZero(N1.getOperand(0), LHSMask & ~RHSMask)) {
        SDValue X = DAG.getNode(ISD::OR, VT, N0.getOperand(0), N1.getOperand(0));
        return DAG.getNode(ISD::AND, VT, X, DAG.getConstant(LHSMask | RHSMask, VT));
      }
    }
    // (or (and X, M), (and X, N)) -> (and X, (or M, N))
    if (N0.getOperand(0) == N1.getOperand(0)) {
      SDValue X = DAG.getNode(ISD::OR, VT, N0.getOperand(1), N1.getOperand(1));
      return DAG.getNode(ISD::AND, VT, N0.getOperand(0), X);
    }
  }
  return SDValue();
}

SDValue visitORCommutative(DAGCombiner& C, SDValue N0, SDValue N1, SDNode* N) {
  EVT VT = N0.getValueType();
  SelectionDAG& DAG = C.dag();
  auto PeekResize = [](SDValue V) {
    return V.getOpcode() == ISD::ZERO_EXTEND || V.getOpcode() == ISD::TRUNCATE ? V.getOperand(0) : V;
  };
  SDValue N0R = PeekResize(N0);
  if (N0R.getOpcode() == ISD::AND) {
    SDValue N1R = PeekResize(N1), N00 = N0R.getOperand(0), N01 = N0R.getOperand(1);
    if (N00 == N1R || N01 == N1R) return N1;
    // (or (and X, (xor Y, -1)), Y) -> (or X, Y), either operand order of the and.
    if (isBitwiseNot(N01) && PeekResize(N01.getOperand(0)) == N1R)
      return DAG.getNode(ISD::OR, VT, DAG.getZExtOrTrunc(N00, VT), N1);
    if (isBitwiseNot(N00) && PeekResize(N00.getOperand(0)) == N1R)
      return DAG.getNode(ISD::OR, VT, DAG.getZExtOrTrunc(N01, VT), N1);
  }
  if (N0.getOpcode() == ISD::XOR) {
    SDValue X = N0.getOperand(0), Y = N0.getOperand(1);
    // or (xor X, N1), N1 --> or X, N1
    if (Y == N1) return DAG.getNode(ISD::OR, VT, X, N1);
    // or (xor x, y), (x and/or y) --> or x, y
    if ((N1.getOpcode() == ISD::AND || N1.getOpcode() == ISD::OR) && N1.getOperand(0) == X &&
        N1.getOperand(1) == Y)
      return DAG.getNode(ISD::OR, VT, X, Y);
    if ((N1.getOpcode() == ISD::AND || N1.getOpcode() == ISD::OR) && N1.getOperand(0) == Y &&
        N1.getOperand(1) == X)
      return DAG.getNode(ISD::OR, VT, X, Y);
  }
  if (SDValue R = foldLogicOfShifts(C, N, N0, N1)) return R;
  auto PeekZext = [](SDValue V) { return V.getOpcode() == ISD::ZERO_EXTEND ? V.getOperand(0) : V; };
  if (N0.getOpcode() == ISD::FSHL && N1.getOpcode() == ISD::SHL && N0.getOperand(0) == N1.getOperand(0) &&
      PeekZext(N0.getOperand(2)) == PeekZext(N1.getOperand(1)))
    return N0;
  if (N0.getOpcode() == ISD::FSHR && N1.getOpcode() == ISD::SRL && N0.getOperand(1) == N1.getOperand(0) &&
      PeekZext(N0.getOperand(2)) == PeekZext(N1.getOperand(1)))
    return N0;
  return SDValue();
}

SDValue visitOR(DAGCombiner& C, SDNode* N) {
  SDValue N0 = N->getOperand(0), N1 = N->getOperand(1);
  EVT VT = N1.getValueType();
  SelectionDAG& DAG = C.dag();
  if (N0 == N1) return N0;
  if (VT.isVector()) return SDValue();
  if (isAllOnesConstant(N1)) return N1;
  if (isConstantNode(N1) && C.maskedValueIsZero(N0, ~N1->getAPIntValue())) return N1;
  {
    auto Scope = C.foldScope("or-setcc-minmax", N);
    if (SDValue R = foldAndOrOfSetCCMinMax(C, N)) return R;
  }
  {
    auto Scope = C.foldScope("or-like", N);
    if (SDValue R = visitORLike(C, N0, N1)) return R;
  }
  {
    auto Scope = C.foldScope("reassociate-or", N);
    if (SDValue R = reassociateLogic(C, ISD::OR, N0, N1)) return R;
  }
  // (or (and X, c1), c2) -> (and (or X, c2), c1|c2) when c1 and c2 intersect.
  if (N0.getOpcode() == ISD::AND && N0.hasOneUse() && isConstantNode(N0.getOperand(1)) &&
      isConstantNode(N1) && !(N0->getOperand(1)->getAPIntValue() & N1->getAPIntValue()).isZero()) {
    auto Scope = C.foldScope("or-and-constants", N);
    SDValue COr = DAG.getNode(ISD::OR, VT, N1, N0.getOperand(1));
    SDValue IOr = DAG.getNode(ISD::OR, VT, N0.getOperand(0), N1);
    C.addToWorklist(IOr.getNode());
    return DAG.getNode(ISD::AND, VT, COr, IOr);
  }
  {
    auto Scope = C.foldScope("or-commutative", N);
    if (SDValue R = visitORCommutative(C, N0, N1, N)) return R;
    if (SDValue R = visitORCommutative(C, N1, N0, N)) return R;
  }
  if (N0.getOpcode() == N1.getOpcode()) {
    auto Scope = C.foldScope("hoist-logic-hands", N);
    if (SDValue V = hoistLogicOpWithSameOpcodeHands(C, N)) return V;
  }
  {
    auto Scope = C.foldScope("match-rotate", N);
    if (SDValue Rot = matchRotate(C, N0, N1)) return Rot;
  }
  // Bits no user reads (combine/SimplifyDemandedBits.cpp).
  if (C.simplifyDemandedBits(SDValue(N, 0))) return SDValue(N, 0);
  if (C.legalOperations()) {
    auto Scope = C.foldScope("logic-tree-of-shifts", N);
    if (SDValue R = foldLogicTreeOfShifts(C, N, N0, N1)) return R;
  }
  return SDValue();
}

// ---- xor --------------------------------------------------------------------------------------------------

bool isConstTrueVal(const TargetLowering& TLI, SDValue V) {
  if (!isConstantNode(V)) return false;
  const APInt& A = V->getAPIntValue();
  switch (TLI.getBooleanContents(V.getValueType())) {
  case BooleanContent::ZeroOrOne: return A.isOne();
  case BooleanContent::ZeroOrNegativeOne: return A.isAllOnes();
  default: return A.getBit(0);
  }
}

bool isOneUseSetCC(SDValue V) {
  return V.getOpcode() == ISD::SETCC && V.hasOneUse();
}

/// LLVM's unfoldMaskedMerge: ((x ^ y) & m) ^ y -> (x & m) | (y & ~m) when the target has and-not.
SDValue unfoldMaskedMerge(DAGCombiner& C, SDNode* N) {
  if (isAllOnesConstant(N->getOperand(1))) return SDValue();
  EVT VT = N->getValueType(0);
  SDValue X, Y, M;
  auto MatchAndXor = [&](SDValue And, unsigned XorIdx, SDValue Other) {
    if (And.getOpcode() != ISD::AND || !And.hasOneUse()) return false;
    SDValue Xor = And.getOperand(XorIdx);
    if (Xor.getOpcode() != ISD::XOR || !Xor.hasOneUse()) return false;
    SDValue Xor0 = Xor.getOperand(0), Xor1 = Xor.getOperand(1);
    if (isAllOnesConstant(Xor1)) return false;
    if (Other == Xor0) std::swap(Xor0, Xor1);
    if (Other != Xor1) return false;
    X = Xor0, Y = Xor1, M = And.getOperand(XorIdx ? 0 : 1);
    return true;
  };
  SDValue N0 = N->getOperand(0), N1 = N->getOperand(1);
  if (!MatchAndXor(N0, 0, N1) && !MatchAndXor(N0, 1, N1) && !MatchAndXor(N1, 0, N0) &&
      !MatchAndXor(N1, 1, N0))
    return SDValue();
  if (isConstantNode(M) || !C.tli().hasAndNot(M)) return SDValue();
  SelectionDAG& DAG = C.dag();
  if (!C.tli().hasAndNot(Y) && !isBitwiseNot(M)) {
    SDValue NotX = DAG.getNOT(X, VT);
    SDValue LHS = DAG.getNode(ISD::AND, VT, NotX, M);
    SDValue NotLHS = DAG.getNOT(LHS, VT);
    SDValue RHS = DAG.getNode(ISD::OR, VT, M, Y);
    return DAG.getNode(ISD::AND, VT, NotLHS, RHS);
  }
  if (!C.tli().hasAndNot(X) && isBitwiseNot(M)) {
    SDValue NotM = M.getOperand(0);
    SDValue LHS = DAG.getNode(ISD::OR, VT, X, NotM);
    SDValue NotY = DAG.getNOT(Y, VT);
    SDValue RHS = DAG.getNode(ISD::AND, VT, NotM, NotY);
    SDValue NotRHS = DAG.getNOT(RHS, VT);
    return DAG.getNode(ISD::AND, VT, LHS, NotRHS);
  }
  SDValue LHS = DAG.getNode(ISD::AND, VT, X, M);
  SDValue NotM = DAG.getNOT(M, VT);
  SDValue RHS = DAG.getNode(ISD::AND, VT, Y, NotM);
  return DAG.getNode(ISD::OR, VT, LHS, RHS);
}

SDValue visitXOR(DAGCombiner& C, SDNode* N) {
  SDValue N0 = N->getOperand(0), N1 = N->getOperand(1);
  EVT VT = N0.getValueType();
  SelectionDAG& DAG = C.dag();
  const TargetLowering& TLI = C.tli();
  if (N0.isUndef() && N1.isUndef()) return DAG.getConstant(0, VT);
  if (N0.isUndef()) return N0;
  if (N1.isUndef()) return N1;
  if (VT.isVector()) return SDValue();
  {
    auto Scope = C.foldScope("reassociate-xor", N);
    if (SDValue R = reassociateLogic(C, ISD::XOR, N0, N1)) return R;
  }
  int32_t N0Opc = N0.getOpcode();
  // !(x cc y) -> (x !cc y)
  if (isConstTrueVal(TLI, N1) && N0Opc == ISD::SETCC) {
    SDValue LHS = N0.getOperand(0), RHS = N0.getOperand(1);
    ISD::CondCode NotCC =
        ISD::getSetCCInverse(N0.getOperand(2)->getCondCode(), LHS.getValueType().isInteger());
    if (!C.legalOperations() || TLI.isCondCodeLegal(NotCC, LHS.getValueType())) {
      auto Scope = C.foldScope("not-setcc", N);
      return DAG.getSetCC(VT, LHS, RHS, NotCC);
    }
  }
  // (not (zext (setcc x, y))) -> (zext (not (setcc x, y)))
  if (isOneConstant(N1) && N0Opc == ISD::ZERO_EXTEND && N0.hasOneUse() &&
      N0.getOperand(0).getOpcode() == ISD::SETCC) {
    auto Scope = C.foldScope("not-zext-setcc", N);
    SDValue V = N0.getOperand(0);
    V = DAG.getNode(ISD::XOR, V.getValueType(), V, DAG.getConstant(1, V.getValueType()));
    C.addToWorklist(V.getNode());
    return DAG.getNode(ISD::ZERO_EXTEND, VT, V);
  }
  // De Morgan when an operand is a one-use setcc (i1) or a constant.
  bool IsAndOr = N0Opc == ISD::OR || N0Opc == ISD::AND;
  if (IsAndOr && N0.hasOneUse() &&
      ((isOneConstant(N1) && VT.scalarSizeInBits() == 1 &&
        (isOneUseSetCC(N0.getOperand(1)) || isOneUseSetCC(N0.getOperand(0)))) ||
       (isAllOnesConstant(N1) && (isConstantNode(N0.getOperand(1)) || isConstantNode(N0.getOperand(0)))))) {
    auto Scope = C.foldScope("not-demorgan", N);
    int32_t NewOpc = N0Opc == ISD::AND ? ISD::OR : ISD::AND;
    SDValue N00 = DAG.getNode(ISD::XOR, VT, N0.getOperand(0), N1);
    SDValue N01 = DAG.getNode(ISD::XOR, VT, N0.getOperand(1), N1);
    C.addToWorklist(N00.getNode());
    C.addToWorklist(N01.getNode());
    return DAG.getNode(NewOpc, VT, N00, N01);
  }
  // (not (neg x)) -> (add x, -1)
  if (isAllOnesConstant(N1) && N0Opc == ISD::SUB && isNullConstant(N0.getOperand(0))) {
    auto Scope = C.foldScope("not-neg", N);
    return DAG.getNode(ISD::ADD, VT, N0.getOperand(1), DAG.getAllOnesConstant(VT));
  }
  // (not (add x, -1)) -> (neg x)
  if (N0Opc == ISD::ADD && N0.hasOneUse() && isAllOnesConstant(N1) && isAllOnesConstant(N0.getOperand(1))) {
    auto Scope = C.foldScope("not-dec", N);
    return DAG.getNegative(N0.getOperand(0), VT);
  }
  // (xor (and x, y), y) -> (and (not x), y)
  if (N0Opc == ISD::AND && N0.hasOneUse() && N0.getOperand(1) == N1) {
    auto Scope = C.foldScope("xor-and-common", N);
    SDValue NotX = DAG.getNOT(N0.getOperand(0), VT);
    C.addToWorklist(NotX.getNode());
    return DAG.getNode(ISD::AND, VT, NotX, N1);
  }
  // Y = sra (X, size(X)-1); xor (add (X, Y), Y) -> (abs X)
  if (!C.legalOperations() || TLI.isOperationLegalOrCustom(ISD::ABS, VT)) {
    SDValue A = N0Opc == ISD::ADD ? N0 : N1, S = N0Opc == ISD::SRA ? N0 : N1;
    if (A.getOpcode() == ISD::ADD && S.getOpcode() == ISD::SRA) {
      SDValue A0 = A.getOperand(0), A1 = A.getOperand(1), S0 = S.getOperand(0);
      if (((A0 == S && A1 == S0) || (A1 == S && A0 == S0)) && isConstantNode(S.getOperand(1)) &&
          S->getOperand(1)->getAPIntValue().eq(VT.scalarSizeInBits() - 1)) {
        auto Scope = C.foldScope("xor-abs", N);
        return DAG.getNode(ISD::ABS, VT, S0);
      }
    }
  }
  if (N0 == N1) {
    if (!C.legalOperations() || TLI.isOperationLegal(ISD::XOR, VT)) return DAG.getConstant(0, VT);
    return SDValue();
  }
  // (xor (shl 1, x), -1) -> (rotl ~1, x)
  if (TLI.isOperationLegalOrCustom(ISD::ROTL, VT) && N0Opc == ISD::SHL && isAllOnesConstant(N1) &&
      isOneConstant(N0.getOperand(0))) {
    auto Scope = C.foldScope("not-shl-one-to-rotl", N);
    return DAG.getNode(ISD::ROTL, VT, DAG.getSignedConstant(~int64_t(1), VT), N0.getOperand(1));
  }
  if (N0Opc == N1.getOpcode()) {
    auto Scope = C.foldScope("hoist-logic-hands", N);
    if (SDValue V = hoistLogicOpWithSameOpcodeHands(C, N)) return V;
  }
  {
    auto Scope = C.foldScope("logic-of-shifts", N);
    if (SDValue R = foldLogicOfShifts(C, N, N0, N1)) return R;
    if (SDValue R = foldLogicOfShifts(C, N, N1, N0)) return R;
    if (SDValue R = foldLogicTreeOfShifts(C, N, N0, N1)) return R;
  }
  {
    auto Scope = C.foldScope("unfold-masked-merge", N);
    if (SDValue MM = unfoldMaskedMerge(C, N)) return MM;
  }
  // Bits no user reads (combine/SimplifyDemandedBits.cpp).
  if (C.simplifyDemandedBits(SDValue(N, 0))) return SDValue(N, 0);
  return SDValue();
}

} // namespace

SDValue combineLogic(DAGCombiner& C, SDNode* N) {
  switch (N->getOpcode()) {
  case ISD::AND: return visitAND(C, N);
  case ISD::OR: return visitOR(C, N);
  case ISD::XOR: return visitXOR(C, N);
  default: return SDValue();
  }
}

} // namespace dt
