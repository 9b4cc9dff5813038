// combine/CombineArith.cpp — the combiner's folds for add, sub, mul, saturating and overflow arithmetic,
// min/max and abs (LLVM 19's DAGCombiner visitADD/visitADDLike, visitSUB, visitMUL, visitADDSAT/SUBSAT,
// visitADDO/SUBO/MULO, the *_CARRY visits, visitIMINMAX, visitABS), plus the dispatch of the whole family.
// Division, remainder and the multiply-high nodes are in CombineArithDiv.cpp; shared matchers in
// CombineArithSupport.{h,cpp}.
//
// Folds, in LLVM's order inside each visit (the order decides which fold wins and the node numbering):
//  add: undef, constants, constant to the right, x + ~x = -1, x + 0, (A-c1)+c2, (c1-A)+c2, (sext i1)+1,
//       add-like or/xor with a constant, select of constants, reassociation ((x+c1)+c2 -> x+(c1+c2),
//       (x+c)+y -> (x+y)+c) unless it breaks a load/store offset, add-like or reassociation, negations
//       (x+(0-y) -> x-y ...), (A-B)+(C-D) with a constant, demanded bits, ~a+1 -> 0-a, (x-y)-1,
//       add(mul(add(A,CA),CM),CB), the commutative folds (shl of a negation, masked 0/-1, hoisting a
//       subtraction of a constant, (mul x,C)+x, sext i1, sext_inreg i1, carries), add of a masked bool,
//       add of a shifted not, add of disjoint values -> or disjoint;
//  sub: x-x, constants, select of constants, x-C -> x+(-C), negations of shifts/sign masks, -1-x -> ~x,
//       A-(0-B), A-(A-B), (A+B)-A, (A+B)-B, constant re-grouping, (A+(B+C))-B ..., A-(B-C), A-(A&B),
//       A-(-B*C), undef, masked bools, sign bits, masked 0/-1, (A-B)-1, y-~x -> (x+y)+1, hoisting
//       constants, abs pattern, symbol differences, sext_inreg i1, sub of a sign shift, borrows,
//       C-x -> x^C when no borrow is possible;
//  mul: undef, constants, constant to the right, x*0, x*1, select of constants, x*-1 -> 0-x, x*2^c -> shl,
//       x*-2^c -> 0-(x<<c), reuse of a *MUL_LOHI, 2^N±1 / 2^N±2^M -> shifts and add/sub when the target's
//       decomposeMulByConstant agrees, (shl x,c1)*c2, (shl x,c)*y, (add x,c1)*c2 when profitable, the abs
//       pattern, reassociation, demanded bits;
//  addsat/subsat, addo/subo/mulo (result unused, x+0, cannot overflow, constant operands, -1 - x, ~a+1),
//  uaddo_carry/saddo_carry/usubo_carry/ssubo_carry (carry-in false, constants to the right, 0+0+c),
//  smin/smax/umin/umax (constants, x op x, reassociation, signed/unsigned flip), abs (abs abs, known
//  non-negative).
// Left out (and why): vector-only folds (SimplifyVBinOp, vscale, step_vector, reductions, vector masks);
//  MatchRotate on add (CombineLogic owns it); AVGFLOOR/AVGCEIL/ABD formation (no such legal RISC-V scalar
//  operation in LLVM 19); the usubsat/umin matches that need USUBSAT/UMIN (only formed when the operation
//  exists, which it does not for scalars without Zbb); carry diamonds (need legal UADDO_CARRY).
#include "combine/CombineArithSupport.h"
#include "support/Diagnostics.h"

namespace dt {

using namespace arith;

namespace {

/// LLVM's isADDLike: an `or` of disjoint bits, or an `xor` with the sign mask.
bool isADDLike(DAGCombiner& C, SDValue V) {
  if (V.getOpcode() == ISD::OR)
    return (V->getFlags() & SDNodeFlags::Disjoint) ||
           haveNoCommonBitsSet(C, V.getOperand(0), V.getOperand(1));
  if (V.getOpcode() == ISD::XOR)
    return isConstantNode(V.getOperand(1)) && V.getOperand(1)->getAPIntValue().isSignMask();
  return false;
}

bool isMinSignedConstant(SDValue V) {
  return isConstantNode(V) && V->getAPIntValue().isSignMask();
}

/// Whether reassociating `(add (add x, c1), c2)` would turn an offset that loads and stores of N fold
/// (c2) into one they cannot (c1+c2) — undoing CodeGenPrepare's GEP offset split (LLVM's
/// reassociationCanBreakAddressingModePattern, constant case).
bool reassociationBreaksAddressing(DAGCombiner& C, SDNode* N, SDValue N0, SDValue N1) {
  const TargetLowering& TLI = C.tli();
  if (!TLI.shouldConsiderGEPOffsetSplit() || N->getOpcode() != ISD::ADD) return false;
  if (!isConstantNode(N1) || N0.getOpcode() != ISD::ADD || !isConstantNode(N0.getOperand(1))) return false;
  if (N0.hasOneUse()) return false;
  const APInt& C2 = N1->getAPIntValue();
  APInt Sum = N0.getOperand(1)->getAPIntValue() + C2;
  if (C2.getSignificantBits() > 64 || Sum.getSignificantBits() > 64) return false;
  for (SDNode* User : N->uses()) {
    if (User->getOpcode() != ISD::LOAD && User->getOpcode() != ISD::STORE) continue;
    EVT MemVT = User->getMemoryVT();
    if (!TLI.isLegalBaseOffsetAddressingMode(C2.getSExtValue(), MemVT)) continue;
    if (!TLI.isLegalBaseOffsetAddressingMode(Sum.getSExtValue(), MemVT)) return true;
  }
  return false;
}

/// `add (zext (seteq (X & 1), 0)), C -> sub C+1, (zext (X & 1))` and the sub form.
SDValue foldAddSubBoolOfMaskedVal(DAGCombiner& C, SDNode* N) {
  bool IsAdd = N->getOpcode() == ISD::ADD;
  SDValue K = N->getOperand(IsAdd ? 1 : 0), Z = N->getOperand(IsAdd ? 0 : 1);
  if (!isConstantNode(K) || Z.getOpcode() != ISD::ZERO_EXTEND) return SDValue();
  SDValue SetCC = Z.getOperand(0);
  if (SetCC.getValueType() != EVT::i1() || SetCC.getOpcode() != ISD::SETCC) return SDValue();
  if (SetCC.getOperand(2)->getCondCode() != ISD::SETEQ || !isNullConstant(SetCC.getOperand(1)))
    return SDValue();
  SDValue And = SetCC.getOperand(0);
  if (And.getOpcode() != ISD::AND || !isOneConstant(And.getOperand(1))) return SDValue();
  EVT VT = K.getValueType();
  SelectionDAG& DAG = C.dag();
  auto Scope = C.foldScope("add-sub-bool-of-masked-bit", N);
  SDValue LowBit = DAG.getZExtOrTrunc(And, VT);
  APInt NewK = IsAdd ? K->getAPIntValue() + 1 : K->getAPIntValue() - 1;
  return DAG.getNode(IsAdd ? ISD::SUB : ISD::ADD, VT, DAG.getConstant(NewK, VT), LowBit);
}

/// `add (srl (not X), W-1), C -> add (sra X, W-1), C+1` and `sub C, (srl (not X), W-1) -> add (srl X, W-1),
/// C-1`.
SDValue foldAddSubOfSignBit(DAGCombiner& C, SDNode* N) {
  bool IsAdd = N->getOpcode() == ISD::ADD;
  SDValue K = N->getOperand(IsAdd ? 1 : 0), Shift = N->getOperand(IsAdd ? 0 : 1);
  if (!isConstantIntOrBuildVector(K) || Shift.getOpcode() != ISD::SRL) return SDValue();
  SDValue Not = Shift.getOperand(0);
  if (!Not.hasOneUse() || !isBitwiseNot(Not)) return SDValue();
  EVT VT = Shift.getValueType();
  SDValue Amt = Shift.getOperand(1);
  if (!isConstantNode(Amt) || !Amt->getAPIntValue().eq(VT.scalarSizeInBits() - 1)) return SDValue();
  SelectionDAG& DAG = C.dag();
  auto Scope = C.foldScope("add-sub-of-sign-bit", N);
  SDValue NewK = foldConstants(DAG, IsAdd ? ISD::ADD : ISD::SUB, VT, K, DAG.getConstant(1, VT));
  if (!NewK) return SDValue();
  SDValue NewShift = DAG.getNode(IsAdd ? ISD::SRA : ISD::SRL, VT, Not.getOperand(0), Amt);
  return DAG.getNode(ISD::ADD, VT, NewShift, NewK);
}

/// `add N0, (and X, 1)` where X is 0 or -1 -> `sub N0, X` (and the sub form -> add).
SDValue foldAddSubMasked1(DAGCombiner& C, bool IsAdd, SDValue N0, SDValue N1, SDNode* N) {
  if (N1.getOpcode() == ISD::ZERO_EXTEND) N1 = N1.getOperand(0);
  if (N1.getOpcode() != ISD::AND || !isOneConstant(N1.getOperand(1))) return SDValue();
  EVT VT = N0.getValueType();
  SDValue N10 = N1.getOperand(0);
  if (N10.getValueType() != VT && N10.getOpcode() == ISD::TRUNCATE) N10 = N10.getOperand(0);
  if (N10.getValueType() != VT) return SDValue();
  if (C.numSignBits(N10) != VT.scalarSizeInBits()) return SDValue();
  auto Scope = C.foldScope("add-sub-masked-sign", N);
  return C.dag().getNode(IsAdd ? ISD::SUB : ISD::ADD, VT, N0, N10);
}

/// A carry (result 1 of UADDO/USUBO/UADDO_CARRY/USUBO_CARRY), possibly behind trunc/zext/and 1 (LLVM's
/// getAsCarry).
SDValue getAsCarry(const TargetLowering& TLI, SDValue V) {
  bool Masked = false;
  for (;;) {
    if (V.getOpcode() == ISD::TRUNCATE || V.getOpcode() == ISD::ZERO_EXTEND) {
      V = V.getOperand(0);
      continue;
    }
    if (V.getOpcode() == ISD::AND && isOneConstant(V.getOperand(1))) {
      Masked = true;
      V = V.getOperand(0);
      continue;
    }
    break;
  }
  if (V.getResNo() != 1) return SDValue();
  int32_t Opc = V.getOpcode();
  if (Opc != ISD::UADDO_CARRY && Opc != ISD::USUBO_CARRY && Opc != ISD::UADDO && Opc != ISD::USUBO)
    return SDValue();
  if (!TLI.isOperationLegalOrCustom(Opc, V->getValueType(0))) return SDValue();
  if (Masked || TLI.getBooleanContents(V.getValueType()) == BooleanContent::ZeroOrOne) return V;
  return SDValue();
}

SDValue visitADDLikeCommutative(DAGCombiner& C, SDValue N0, SDValue N1, SDNode* N) {
  SelectionDAG& DAG = C.dag();
  const TargetLowering& TLI = C.tli();
  EVT VT = N0.getValueType();
  SDValue Y;
  // add x, (shl (0 - y), n) -> sub x, (shl y, n)
  if (N1.getOpcode() == ISD::SHL && isNegation(N1.getOperand(0), Y)) {
    auto Scope = C.foldScope("add-of-shifted-negation", N);
    return DAG.getNode(ISD::SUB, VT, N0, DAG.getNode(ISD::SHL, VT, Y, N1.getOperand(1)));
  }
  if (SDValue V = foldAddSubMasked1(C, true, N0, N1, N)) return V;
  // TLI.preferIncOfAddToSubOfNot holds for scalars: `add (add x, 1), y -> sub y, ~x` only for vectors.
  if (VT.isVector() && N0.getOpcode() == ISD::ADD && N0.hasOneUse() && isOneConstant(N0.getOperand(1)) &&
      (C.legalDAG() || !(N0->getFlags() & (SDNodeFlags::NoUnsignedWrap | SDNodeFlags::NoSignedWrap)))) {
    auto Scope = C.foldScope("inc-of-add-to-sub-of-not", N);
    SDValue Not = DAG.getNOT(N0.getOperand(0), VT);
    return DAG.getNode(ISD::SUB, VT, N1, Not);
  }
  if (N0.getOpcode() == ISD::SUB && N0.hasOneUse()) {
    // (x - C) + y -> (x + y) - C
    if (isScalarConstant(N0.getOperand(1), true)) {
      auto Scope = C.foldScope("hoist-sub-constant", N);
      SDValue Add = DAG.getNode(ISD::ADD, VT, N0.getOperand(0), N1);
      return DAG.getNode(ISD::SUB, VT, Add, N0.getOperand(1));
    }
    // (C - x) + y -> (y - x) + C
    if (isScalarConstant(N0.getOperand(0), true)) {
      auto Scope = C.foldScope("hoist-sub-from-constant", N);
      SDValue Sub = DAG.getNode(ISD::SUB, VT, N1, N0.getOperand(1));
      return DAG.getNode(ISD::ADD, VT, Sub, N0.getOperand(0));
    }
  }
  // add (mul x, C), x -> mul x, C+1
  if (N0.getOpcode() == ISD::MUL && N0.getOperand(0) == N1 && isScalarConstant(N0.getOperand(1), true) &&
      N0.hasOneUse()) {
    auto Scope = C.foldScope("add-of-mul-by-constant", N);
    SDValue NewC = DAG.getNode(ISD::ADD, VT, N0.getOperand(1), DAG.getConstant(1, VT));
    return DAG.getNode(ISD::MUL, VT, N0.getOperand(0), NewC);
  }
  // add (sext i1 Y), X -> sub X, (zext i1 Y)
  if (N0.getOpcode() == ISD::SIGN_EXTEND && N0.getOperand(0).getScalarValueSizeInBits() == 1 &&
      TLI.getBooleanContents(VT) == BooleanContent::ZeroOrOne) {
    auto Scope = C.foldScope("add-sext-bool-to-sub-zext", N);
    SDValue ZExt = DAG.getNode(ISD::ZERO_EXTEND, VT, N0.getOperand(0));
    return DAG.getNode(ISD::SUB, VT, N1, ZExt);
  }
  // add X, (sext_inreg Y, i1) -> sub X, (and Y, 1)
  if (N1.getOpcode() == ISD::SIGN_EXTEND_INREG && N1.getOperand(1)->getVTPayload() == EVT::i1()) {
    auto Scope = C.foldScope("add-sext-inreg-bool-to-sub", N);
    SDValue ZExt = DAG.getNode(ISD::AND, VT, N1.getOperand(0), DAG.getConstant(1, VT));
    return DAG.getNode(ISD::SUB, VT, N0, ZExt);
  }
  // add X, (uaddo_carry Y, 0, Carry) -> uaddo_carry X, Y, Carry
  if (N1.getOpcode() == ISD::UADDO_CARRY && isNullConstant(N1.getOperand(1)) && N1.getResNo() == 0) {
    auto Scope = C.foldScope("add-into-carry", N);
    const SDValue Ops[] = {N0, N1.getOperand(0), N1.getOperand(2)};
    return DAG.getNode(ISD::UADDO_CARRY, N1->getVTList(), Ops);
  }
  // add X, Carry -> uaddo_carry X, 0, Carry
  if (TLI.isOperationLegalOrCustom(ISD::UADDO_CARRY, VT))
    if (SDValue Carry = getAsCarry(TLI, N1)) {
      auto Scope = C.foldScope("add-of-carry", N);
      const SDValue Ops[] = {N0, DAG.getConstant(0, VT), Carry};
      return DAG.getNode(ISD::UADDO_CARRY, DAG.getVTList(VT, Carry.getValueType()), Ops);
    }
  return SDValue();
}

SDValue visitADDLike(DAGCombiner& C, SDNode* N) {
  SelectionDAG& DAG = C.dag();
  const TargetLowering& TLI = C.tli();
  SDValue N0 = N->getOperand(0), N1 = N->getOperand(1);
  EVT VT = N0.getValueType();

  if (N0.isUndef()) return N0;
  if (N1.isUndef()) return N1;
  if (SDValue K = foldConstants(DAG, ISD::ADD, VT, N0, N1)) return K;
  if (isConstantIntOrBuildVector(N0) && !isConstantIntOrBuildVector(N1)) {
    auto Scope = C.foldScope("constant-to-rhs", N);
    return DAG.getNode(ISD::ADD, VT, N1, N0, N->getFlags());
  }
  // x + ~x = -1
  if ((isBitwiseNot(N0) && N0.getOperand(0) == N1) || (isBitwiseNot(N1) && N1.getOperand(0) == N0)) {
    auto Scope = C.foldScope("add-of-not-self", N);
    return DAG.getAllOnesConstant(VT);
  }
  if (isNullConstant(N1)) return N0;

  if (N0.getOpcode() == ISD::SUB) {
    // ((A - c1) + c2) -> A + (c2 - c1)
    if (SDValue K = foldConstants(DAG, ISD::SUB, VT, N1, N0.getOperand(1))) {
      auto Scope = C.foldScope("reassociate-sub-constant", N);
      return DAG.getNode(ISD::ADD, VT, N0.getOperand(0), K);
    }
    // ((c1 - A) + c2) -> (c1 + c2) - A
    if (SDValue K = foldConstants(DAG, ISD::ADD, VT, N1, N0.getOperand(0))) {
      auto Scope = C.foldScope("reassociate-constant-minus", N);
      return DAG.getNode(ISD::SUB, VT, K, N0.getOperand(1));
    }
  }
  // add (sext i1 X), 1 -> zext (not X)
  if (N0.getOpcode() == ISD::SIGN_EXTEND && N0.hasOneUse() && isOneConstant(N1)) {
    SDValue X = N0.getOperand(0);
    if ((!C.legalOperations() ||
         (TLI.isOperationLegal(ISD::XOR, X.getValueType()) && TLI.isOperationLegal(ISD::ZERO_EXTEND, VT))) &&
        X.getScalarValueSizeInBits() == 1) {
      auto Scope = C.foldScope("add-sext-bool-one", N);
      SDValue Not = DAG.getNOT(X, X.getValueType());
      return DAG.getNode(ISD::ZERO_EXTEND, VT, Not);
    }
  }
  // (add (or|xor x, c0), c1) -> (add x, c0 + c1) when the or/xor adds.
  if (isADDLike(C, N0))
    if (SDValue K = foldConstants(DAG, ISD::ADD, VT, N1, N0.getOperand(1))) {
      auto Scope = C.foldScope("add-like-constant", N);
      return DAG.getNode(ISD::ADD, VT, N0.getOperand(0), K);
    }
  if (SDValue V = foldBinOpIntoSelect(C, N)) return V;

  if (!reassociationBreaksAddressing(C, N, N0, N1)) {
    if (SDValue R = reassociateOps(C, ISD::ADD, N0, N1, N->getFlags())) return R;
    // (add (or|xor x, c), y) -> (add (add x, y), c) when the or/xor adds and no carry chain appears.
    auto ReassociateAddOr = [&](SDValue A, SDValue B) -> SDValue {
      if (!isADDLike(C, A) || !A.hasOneUse() || !isScalarConstant(A.getOperand(1), true)) return SDValue();
      TypeAction TA = TLI.getTypeAction(A.getValueType());
      bool NoAddCarry =
          TA == TypeAction::Legal || TA == TypeAction::PromoteInteger || isMinSignedConstant(A.getOperand(1));
      if (!NoAddCarry) return SDValue();
      auto Scope = C.foldScope("reassociate-add-like", N);
      return DAG.getNode(ISD::ADD, VT, DAG.getNode(ISD::ADD, VT, B, A.getOperand(0)), A.getOperand(1));
    };
    if (SDValue R = ReassociateAddOr(N0, N1)) return R;
    if (SDValue R = ReassociateAddOr(N1, N0)) return R;
  }

  SDValue A, B, Cv, D;
  // ((0 - A) + B) -> B - A
  if (isNegation(N0, A)) {
    auto Scope = C.foldScope("add-of-negation", N);
    return DAG.getNode(ISD::SUB, VT, N1, A);
  }
  // (A + (0 - B)) -> A - B
  if (isNegation(N1, B)) {
    auto Scope = C.foldScope("add-of-negation", N);
    return DAG.getNode(ISD::SUB, VT, N0, B);
  }
  // A + (B - A) -> B ; (B - A) + A -> B
  if (N1.getOpcode() == ISD::SUB && N1.getOperand(1) == N0) return N1.getOperand(0);
  if (N0.getOpcode() == ISD::SUB && N0.getOperand(1) == N1) return N0.getOperand(0);
  if (N0.getOpcode() == ISD::SUB && N1.getOpcode() == ISD::SUB) {
    // ((A - B) + (C - A)) -> C - B
    if (N1.getOperand(1) == N0.getOperand(0)) {
      auto Scope = C.foldScope("add-of-subs", N);
      return DAG.getNode(ISD::SUB, VT, N1.getOperand(0), N0.getOperand(1));
    }
    // ((A - B) + (B - C)) -> A - C
    if (N1.getOperand(0) == N0.getOperand(1)) {
      auto Scope = C.foldScope("add-of-subs", N);
      return DAG.getNode(ISD::SUB, VT, N0.getOperand(0), N1.getOperand(1));
    }
  }
  // A + (B - (A + C)) -> B - C  (either order of the inner add)
  if (N1.getOpcode() == ISD::SUB && N1.getOperand(1).getOpcode() == ISD::ADD) {
    SDValue Inner = N1.getOperand(1);
    SDValue Other = Inner.getOperand(0) == N0   ? Inner.getOperand(1)
                    : Inner.getOperand(1) == N0 ? Inner.getOperand(0)
                                                : SDValue();
    if (Other) {
      auto Scope = C.foldScope("add-cancels-inner-add", N);
      return DAG.getNode(ISD::SUB, VT, N1.getOperand(0), Other);
    }
  }
  // A + ((B - A) +/- C) -> B +/- C
  if ((N1.getOpcode() == ISD::ADD || N1.getOpcode() == ISD::SUB)) {
    auto Match = [&](SDValue S, SDValue Rest) -> SDValue {
      if (S.getOpcode() != ISD::SUB || S.getOperand(1) != N0) return SDValue();
      auto Scope = C.foldScope("add-cancels-inner-sub", N);
      return DAG.getNode(N1.getOpcode(), VT, S.getOperand(0), Rest);
    };
    if (SDValue R = Match(N1.getOperand(0), N1.getOperand(1))) return R;
    if (N1.getOpcode() == ISD::ADD)
      if (SDValue R = Match(N1.getOperand(1), N1.getOperand(0))) return R;
  }
  // (A - B) + (C - D) -> (A + C) - (B + D) when A or C is constant
  if (N0.getOpcode() == ISD::SUB && N0.hasOneUse() && N1.getOpcode() == ISD::SUB && N1.hasOneUse() &&
      (isScalarConstant(N0.getOperand(0)) || isScalarConstant(N1.getOperand(0)))) {
    auto Scope = C.foldScope("add-of-subs-with-constant", N);
    SDValue L = DAG.getNode(ISD::ADD, VT, N0.getOperand(0), N1.getOperand(0));
    SDValue R = DAG.getNode(ISD::ADD, VT, N0.getOperand(1), N1.getOperand(1));
    return DAG.getNode(ISD::SUB, VT, L, R);
  }
  // add (umax X, C), -C -> usubsat X, C
  if (N0.getOpcode() == ISD::UMAX && hasOperation(C, ISD::USUBSAT, VT) && isConstantNode(N0.getOperand(1)) &&
      isConstantNode(N1) && N0.getOperand(1)->getAPIntValue() == -N1->getAPIntValue()) {
    auto Scope = C.foldScope("add-of-umax-to-usubsat", N);
    return DAG.getNode(ISD::USUBSAT, VT, N0.getOperand(0), N0.getOperand(1));
  }

  if (C.simplifyDemandedBits(SDValue(N, 0))) return SDValue(N, 0);

  if (isOneConstant(N1)) {
    // (add (xor a, -1), 1) -> (sub 0, a)
    if (isBitwiseNot(N0)) {
      auto Scope = C.foldScope("not-plus-one-to-neg", N);
      return DAG.getNode(ISD::SUB, VT, DAG.getConstant(0, VT), N0.getOperand(0));
    }
    // (add (add (xor a, -1), b), 1) -> (sub b, a)
    if (N0.getOpcode() == ISD::ADD) {
      SDValue Av, Xor;
      if (isBitwiseNot(N0.getOperand(0))) {
        Av = N0.getOperand(1);
        Xor = N0.getOperand(0);
      } else if (isBitwiseNot(N0.getOperand(1))) {
        Av = N0.getOperand(0);
        Xor = N0.getOperand(1);
      }
      if (Xor) {
        auto Scope = C.foldScope("not-plus-one-to-sub", N);
        return DAG.getNode(ISD::SUB, VT, Av, Xor.getOperand(0));
      }
    }
    // preferIncOfAddToSubOfNot holds for scalars; the sub-of-not form only for vectors.
    if (VT.isVector() && N0.getOpcode() == ISD::ADD && N0.hasOneUse() &&
        (C.legalDAG() || !(N->getFlags() & (SDNodeFlags::NoUnsignedWrap | SDNodeFlags::NoSignedWrap)))) {
      auto Scope = C.foldScope("inc-of-add-to-sub-of-not", N);
      SDValue Not = DAG.getNOT(N0.getOperand(0), VT);
      return DAG.getNode(ISD::SUB, VT, N0.getOperand(1), Not);
    }
  }
  // (x - y) + -1 -> add (xor y, -1), x
  if (N0.getOpcode() == ISD::SUB && N0.hasOneUse() && isAllOnesConstant(N1)) {
    auto Scope = C.foldScope("sub-minus-one-to-add-not", N);
    SDValue Not = DAG.getNOT(N0.getOperand(1), VT);
    return DAG.getNode(ISD::ADD, VT, Not, N0.getOperand(0));
  }
  // add(mul(add(A, CA), CM), CB) -> add(mul(A, CM), CM*CA+CB), also through one intermediate add.
  if (isConstantNode(N1) && VT.scalarSizeInBits() <= 64) {
    const APInt& CB = N1->getAPIntValue();
    auto MatchMulAdd = [&](SDValue M, SDValue& Av, APInt& CA, APInt& CM) {
      if (M.getOpcode() != ISD::MUL || !M.hasOneUse() || !isConstantNode(M.getOperand(1))) return false;
      SDValue Inner = M.getOperand(0);
      if (Inner.getOpcode() != ISD::ADD || !isConstantNode(Inner.getOperand(1))) return false;
      Av = Inner.getOperand(0);
      CA = Inner.getOperand(1)->getAPIntValue();
      CM = M.getOperand(1)->getAPIntValue();
      return true;
    };
    SDValue Av;
    APInt CA, CM;
    if (MatchMulAdd(N0, Av, CA, CM) && TLI.isLegalAddImmediate((CA * CM + CB).getSExtValue())) {
      auto Scope = C.foldScope("add-of-mul-of-add-constants", N);
      SDValue Mul = DAG.getNode(ISD::MUL, VT, Av, DAG.getConstant(CM, VT));
      return DAG.getNode(ISD::ADD, VT, Mul, DAG.getConstant(CA * CM + CB, VT));
    }
    if (N0.getOpcode() == ISD::ADD && N0.hasOneUse()) {
      for (unsigned I = 0; I < 2; ++I) {
        SDValue M = N0.getOperand(I), Other = N0.getOperand(1 - I);
        if (MatchMulAdd(M, Av, CA, CM) && TLI.isLegalAddImmediate((CA * CM + CB).getSExtValue())) {
          auto Scope = C.foldScope("add-of-mul-of-add-constants", N);
          SDValue Mul = DAG.getNode(ISD::MUL, VT, Av, DAG.getConstant(CM, VT));
          SDValue Add = DAG.getNode(ISD::ADD, VT, Mul, Other);
          return DAG.getNode(ISD::ADD, VT, Add, DAG.getConstant(CA * CM + CB, VT));
        }
      }
    }
  }
  if (SDValue V = visitADDLikeCommutative(C, N0, N1, N)) return V;
  if (SDValue V = visitADDLikeCommutative(C, N1, N0, N)) return V;
  return SDValue();
}

SDValue visitADD(DAGCombiner& C, SDNode* N) {
  if (SDValue V = visitADDLike(C, N)) return V;
  if (SDValue V = foldAddSubBoolOfMaskedVal(C, N)) return V;
  if (SDValue V = foldAddSubOfSignBit(C, N)) return V;
  SDValue N0 = N->getOperand(0), N1 = N->getOperand(1);
  EVT VT = N0.getValueType();
  // (a + b) -> (a | b) when no bit is set in both.
  if (C.isLegalOrBeforeOps(ISD::OR, VT) && haveNoCommonBitsSet(C, N0, N1)) {
    auto Scope = C.foldScope("add-of-disjoint-to-or", N);
    return C.dag().getNode(ISD::OR, VT, N0, N1, SDNodeFlags::Disjoint);
  }
  return SDValue();
}

SDValue visitSUB(DAGCombiner& C, SDNode* N) {
  SelectionDAG& DAG = C.dag();
  const TargetLowering& TLI = C.tli();
  SDValue N0 = N->getOperand(0), N1 = N->getOperand(1);
  EVT VT = N0.getValueType();
  unsigned BitWidth = VT.scalarSizeInBits();
  auto PeekFreeze = [](SDValue V) {
    return V.getOpcode() == ISD::FREEZE && V.hasOneUse() ? V.getOperand(0) : V;
  };

  // x - x -> 0
  if (PeekFreeze(N0) == PeekFreeze(N1)) {
    if (VT.isVector() && C.legalOperations() && !TLI.isOperationLegal(ISD::BUILD_VECTOR, VT))
      return SDValue();
    auto Scope = C.foldScope("sub-of-self", N);
    return DAG.getConstant(0, VT);
  }
  if (SDValue K = foldConstants(DAG, ISD::SUB, VT, N0, N1)) return K;
  if (SDValue V = foldBinOpIntoSelect(C, N)) return V;
  // x - C -> x + (-C): RISC-V has ADDI but no SUBI, and adds reassociate.
  if (const APInt* K = nonOpaqueConstant(N1)) {
    auto Scope = C.foldScope("sub-constant-to-add", N);
    return DAG.getNode(ISD::ADD, VT, N0, DAG.getConstant(-*K, VT));
  }
  if (isNullConstant(N0)) {
    // -(X >>u W-1) -> X >>s W-1 and -(X >>s W-1) -> X >>u W-1
    if (N1.getOpcode() == ISD::SRA || N1.getOpcode() == ISD::SRL) {
      SDValue Amt = N1.getOperand(1);
      if (isConstantNode(Amt) && Amt->getAPIntValue().eq(BitWidth - 1)) {
        int32_t NewSh = N1.getOpcode() == ISD::SRA ? ISD::SRL : ISD::SRA;
        if (C.isLegalOrBeforeOps(NewSh, VT)) {
          auto Scope = C.foldScope("neg-of-sign-shift", N);
          return DAG.getNode(NewSh, VT, N1.getOperand(0), Amt);
        }
      }
    }
    if (N->getFlags() & SDNodeFlags::NoUnsignedWrap) return N0;
    if (C.maskedValueIsZero(N1, ~APInt::signMask(BitWidth))) {
      // N1 is 0 or the signed minimum: both are their own negation.
      if (N->getFlags() & SDNodeFlags::NoSignedWrap) return N0;
      return N1;
    }
    // sub 0, (and x, 1) -> sign_extend_inreg x, i1 when that is Legal
    if (N1.getOpcode() == ISD::AND && N1.hasOneUse() && isOneConstant(N1.getOperand(1)) && !VT.isVector() &&
        TLI.getOperationAction(ISD::SIGN_EXTEND_INREG, EVT::i1()) == LegalizeAction::Legal) {
      auto Scope = C.foldScope("neg-of-low-bit", N);
      return DAG.getNode(ISD::SIGN_EXTEND_INREG, VT, N1.getOperand(0), DAG.getValueType(EVT::i1()));
    }
  }
  // -1 - x -> ~x
  if (isAllOnesConstant(N0)) {
    auto Scope = C.foldScope("all-ones-minus-to-not", N);
    return DAG.getNode(ISD::XOR, VT, N1, N0);
  }
  SDValue B;
  // A - (0 - B) -> A + B
  if (isNegation(N1, B)) {
    auto Scope = C.foldScope("sub-of-negation", N);
    return DAG.getNode(ISD::ADD, VT, N0, B);
  }
  // A - (A - B) -> B
  if (N1.getOpcode() == ISD::SUB && N0 == N1.getOperand(0)) return N1.getOperand(1);
  // (A + B) - A -> B ; (A + B) - B -> A
  if (N0.getOpcode() == ISD::ADD && N0.getOperand(0) == N1) return N0.getOperand(1);
  if (N0.getOpcode() == ISD::ADD && N0.getOperand(1) == N1) return N0.getOperand(0);
  // (A + C1) - C2 -> A + (C1 - C2)
  if (N0.getOpcode() == ISD::ADD)
    if (SDValue K = foldConstants(DAG, ISD::SUB, VT, N0.getOperand(1), N1)) {
      auto Scope = C.foldScope("reassociate-add-sub-constants", N);
      return DAG.getNode(ISD::ADD, VT, N0.getOperand(0), K);
    }
  // C2 - (A + C1) -> (C2 - C1) - A
  if (N1.getOpcode() == ISD::ADD)
    if (SDValue K = foldConstants(DAG, ISD::SUB, VT, N0, N1.getOperand(1))) {
      auto Scope = C.foldScope("reassociate-constant-minus-add", N);
      return DAG.getNode(ISD::SUB, VT, K, N1.getOperand(0));
    }
  if (N0.getOpcode() == ISD::SUB) {
    // (A - C1) - C2 -> A - (C1 + C2)
    if (SDValue K = foldConstants(DAG, ISD::ADD, VT, N0.getOperand(1), N1)) {
      auto Scope = C.foldScope("reassociate-sub-sub-constants", N);
      return DAG.getNode(ISD::SUB, VT, N0.getOperand(0), K);
    }
    // (C1 - A) - C2 -> (C1 - C2) - A
    if (SDValue K = foldConstants(DAG, ISD::SUB, VT, N0.getOperand(0), N1)) {
      auto Scope = C.foldScope("reassociate-constant-sub-sub", N);
      return DAG.getNode(ISD::SUB, VT, K, N0.getOperand(1));
    }
  }
  if (N0.getOpcode() == ISD::ADD) {
    SDValue A = N0.getOperand(0), Inner = N0.getOperand(1);
    // ((A + (B + C)) - B) -> A + C
    if (Inner.getOpcode() == ISD::ADD && (Inner.getOperand(0) == N1 || Inner.getOperand(1) == N1)) {
      auto Scope = C.foldScope("sub-cancels-inner-add", N);
      return DAG.getNode(ISD::ADD, VT, A,
                         Inner.getOperand(0) == N1 ? Inner.getOperand(1) : Inner.getOperand(0));
    }
    // ((A + (B - C)) - B) -> A - C
    if (Inner.getOpcode() == ISD::SUB && Inner.getOperand(0) == N1) {
      auto Scope = C.foldScope("sub-cancels-inner-sub", N);
      return DAG.getNode(ISD::SUB, VT, A, Inner.getOperand(1));
    }
  }
  // ((A - (B - C)) - C) -> A - B
  if (N0.getOpcode() == ISD::SUB && N0.getOperand(1).getOpcode() == ISD::SUB &&
      N0.getOperand(1).getOperand(1) == N1) {
    auto Scope = C.foldScope("sub-cancels-inner-sub", N);
    return DAG.getNode(ISD::SUB, VT, N0.getOperand(0), N0.getOperand(1).getOperand(0));
  }
  // A - (B - C) -> A + (C - B)
  if (N1.getOpcode() == ISD::SUB && N1.hasOneUse()) {
    auto Scope = C.foldScope("sub-of-sub-to-add", N);
    return DAG.getNode(ISD::ADD, VT, N0, DAG.getNode(ISD::SUB, VT, N1.getOperand(1), N1.getOperand(0)));
  }
  // A - (A & B) -> A & ~B
  if (N1.getOpcode() == ISD::AND && (N1.getOperand(0) == N0 || N1.getOperand(1) == N0)) {
    SDValue Bv = N1.getOperand(0) == N0 ? N1.getOperand(1) : N1.getOperand(0);
    if (N1.hasOneUse() || isScalarConstant(Bv, true)) {
      auto Scope = C.foldScope("sub-of-and-to-and-not", N);
      return DAG.getNode(ISD::AND, VT, N0, DAG.getNOT(Bv, VT));
    }
  }
  // A - (-B * C) -> A + (B * C)
  if (N1.getOpcode() == ISD::MUL && N1.hasOneUse()) {
    for (unsigned I = 0; I < 2; ++I) {
      SDValue NegB;
      if (isNegation(N1.getOperand(I), NegB)) {
        auto Scope = C.foldScope("sub-of-neg-mul", N);
        return DAG.getNode(ISD::ADD, VT, N0, DAG.getNode(ISD::MUL, VT, NegB, N1.getOperand(1 - I)));
      }
    }
  }
  if (N0.isUndef()) return N0;
  if (N1.isUndef()) return N1;
  if (SDValue V = foldAddSubBoolOfMaskedVal(C, N)) return V;
  if (SDValue V = foldAddSubOfSignBit(C, N)) return V;
  if (SDValue V = foldAddSubMasked1(C, false, N0, N1, N)) return V;
  // (A - B) - 1 -> add (xor B, -1), A
  if (N0.getOpcode() == ISD::SUB && N0.hasOneUse() && isOneConstant(N1)) {
    auto Scope = C.foldScope("sub-minus-one-to-add-not", N);
    return DAG.getNode(ISD::ADD, VT, N0.getOperand(0), DAG.getNOT(N0.getOperand(1), VT));
  }
  // sub y, (xor x, -1) -> add (add x, y), 1 (scalars prefer the increment).
  if (VT.isScalarInteger() && N1.hasOneUse() && isBitwiseNot(N1)) {
    auto Scope = C.foldScope("sub-of-not-to-inc", N);
    SDValue Add = DAG.getNode(ISD::ADD, VT, N0, N1.getOperand(0));
    return DAG.getNode(ISD::ADD, VT, Add, DAG.getConstant(1, VT));
  }
  // (x + C) - y -> (x - y) + C
  if (!reassociationBreaksAddressing(C, N, N0, N1) && N0.getOpcode() == ISD::ADD && N0.hasOneUse() &&
      isScalarConstant(N0.getOperand(1), true)) {
    auto Scope = C.foldScope("hoist-add-constant", N);
    SDValue Sub = DAG.getNode(ISD::SUB, VT, N0.getOperand(0), N1);
    return DAG.getNode(ISD::ADD, VT, Sub, N0.getOperand(1));
  }
  // y - (x + C) -> (y - x) - C
  if (N1.getOpcode() == ISD::ADD && N1.hasOneUse() && isScalarConstant(N1.getOperand(1), true)) {
    auto Scope = C.foldScope("hoist-add-constant", N);
    SDValue Sub = DAG.getNode(ISD::SUB, VT, N0, N1.getOperand(0));
    return DAG.getNode(ISD::SUB, VT, Sub, N1.getOperand(1));
  }
  if (N0.getOpcode() == ISD::SUB && N0.hasOneUse()) {
    // (x - C) - y -> (x - y) - C
    if (isScalarConstant(N0.getOperand(1), true)) {
      auto Scope = C.foldScope("hoist-sub-constant", N);
      SDValue Sub = DAG.getNode(ISD::SUB, VT, N0.getOperand(0), N1);
      return DAG.getNode(ISD::SUB, VT, Sub, N0.getOperand(1));
    }
    // (C - x) - y -> C - (x + y)
    if (isScalarConstant(N0.getOperand(0), true)) {
      auto Scope = C.foldScope("hoist-sub-from-constant", N);
      SDValue Add = DAG.getNode(ISD::ADD, VT, N0.getOperand(1), N1);
      return DAG.getNode(ISD::SUB, VT, N0.getOperand(0), Add);
    }
  }
  // sub X, (zext i1 Y) -> add X, (sext i1 Y) only under 0/-1 booleans (not RISC-V's).
  if (N1.getOpcode() == ISD::ZERO_EXTEND && N1.getOperand(0).getScalarValueSizeInBits() == 1 &&
      TLI.getBooleanContents(VT) == BooleanContent::ZeroOrNegativeOne) {
    auto Scope = C.foldScope("sub-zext-bool-to-add-sext", N);
    return DAG.getNode(ISD::ADD, VT, N0, DAG.getNode(ISD::SIGN_EXTEND, VT, N1.getOperand(0)));
  }
  // B = sra A, W-1; sub (xor A, B), B -> abs A
  if (hasOperation(C, ISD::ABS, VT) || !C.legalOperations()) {
    if (N1.getOpcode() == ISD::SRA && isConstantNode(N1.getOperand(1)) &&
        N1.getOperand(1)->getAPIntValue().eq(BitWidth - 1) && N0.getOpcode() == ISD::XOR) {
      SDValue A = N1.getOperand(0);
      if ((N0.getOperand(0) == A && N0.getOperand(1) == N1) ||
          (N0.getOperand(1) == A && N0.getOperand(0) == N1)) {
        auto Scope = C.foldScope("abs-pattern", N);
        return DAG.getNode(ISD::ABS, VT, A);
      }
    }
  }
  // sub Sym+c1, Sym+c2 -> c1 - c2
  if (N0.getOpcode() == ISD::GlobalAddress && N1.getOpcode() == ISD::GlobalAddress && !C.legalOperations() &&
      TLI.isOffsetFoldingLegal(N0.getNode()) && N0->getGlobal() == N1->getGlobal()) {
    auto Scope = C.foldScope("sub-of-same-symbol", N);
    return DAG.getConstant(uint64_t(N0->getOffset() - N1->getOffset()), VT);
  }
  // sub X, (sext_inreg Y, i1) -> add X, (and Y, 1)
  if (N1.getOpcode() == ISD::SIGN_EXTEND_INREG && N1.getOperand(1)->getVTPayload() == EVT::i1()) {
    auto Scope = C.foldScope("sub-sext-inreg-bool-to-add", N);
    SDValue ZExt = DAG.getNode(ISD::AND, VT, N1.getOperand(0), DAG.getConstant(1, VT));
    return DAG.getNode(ISD::ADD, VT, N0, ZExt);
  }
  // sub N0, (srl X, W-1) -> add N0, (sra X, W-1)
  if (!C.legalOperations() && N1.getOpcode() == ISD::SRL && N1.hasOneUse() &&
      isConstantNode(N1.getOperand(1)) && N1.getOperand(1)->getAPIntValue().eq(BitWidth - 1)) {
    auto Scope = C.foldScope("sub-of-sign-bit-to-add", N);
    SDValue Sra = DAG.getNode(ISD::SRA, VT, N1.getOperand(0), N1.getOperand(1));
    return DAG.getNode(ISD::ADD, VT, N0, Sra);
  }
  // N0 - (X << W-1) -> N0 + (X << W-1): subtracting 0 or the sign mask is adding it.
  if (N1.getOpcode() == ISD::SHL && isConstantNode(N1.getOperand(1)) &&
      N1.getOperand(1)->getAPIntValue().eq(BitWidth - 1)) {
    auto Scope = C.foldScope("sub-of-sign-mask-to-add", N);
    return DAG.getNode(ISD::ADD, VT, N1, N0);
  }
  // sub (usubo_carry X, 0, Carry), Y -> usubo_carry X, Y, Carry
  if (N0.getOpcode() == ISD::USUBO_CARRY && isNullConstant(N0.getOperand(1)) && N0.getResNo() == 0 &&
      N0.hasOneUse()) {
    auto Scope = C.foldScope("sub-into-borrow", N);
    const SDValue Ops[] = {N0.getOperand(0), N1, N0.getOperand(2)};
    return DAG.getNode(ISD::USUBO_CARRY, N0->getVTList(), Ops);
  }
  if (TLI.isOperationLegalOrCustom(ISD::UADDO_CARRY, VT))
    if (SDValue Carry = getAsCarry(TLI, N0)) {
      auto Scope = C.foldScope("sub-from-carry", N);
      SDValue Zero = DAG.getConstant(0, VT);
      SDValue NegX = DAG.getNode(ISD::SUB, VT, Zero, N1);
      const SDValue Ops[] = {NegX, Zero, Carry};
      return DAG.getNode(ISD::UADDO_CARRY, DAG.getVTList(VT, Carry.getValueType()), Ops);
    }
  // C0 - X -> X ^ C0 when no bit can borrow.
  if (const APInt* C0 = nonOpaqueConstant(N0)) {
    APInt MaybeOnes = ~C.knownBits(N1).Zero;
    if ((*C0 - MaybeOnes) == (*C0 ^ MaybeOnes)) {
      auto Scope = C.foldScope("sub-without-borrow-to-xor", N);
      return DAG.getNode(ISD::XOR, VT, N1, N0);
    }
  }
  return SDValue();
}

SDValue visitMUL(DAGCombiner& C, SDNode* N) {
  SelectionDAG& DAG = C.dag();
  const TargetLowering& TLI = C.tli();
  SDValue N0 = N->getOperand(0), N1 = N->getOperand(1);
  EVT VT = N0.getValueType();
  unsigned BitWidth = VT.scalarSizeInBits();

  if (N0.isUndef() || N1.isUndef()) return DAG.getConstant(0, VT);
  if (SDValue K = foldConstants(DAG, ISD::MUL, VT, N0, N1)) return K;
  if (isConstantIntOrBuildVector(N0) && !isConstantIntOrBuildVector(N1)) {
    auto Scope = C.foldScope("constant-to-rhs", N);
    return DAG.getNode(ISD::MUL, VT, N1, N0);
  }
  bool N1IsConst = isConstantNode(N1);
  bool N1IsOpaque = N1IsConst && N1->isOpaqueConstant();
  APInt K1 = N1IsConst ? N1->getAPIntValue() : APInt();

  if (N1IsConst && K1.isZero()) return N1;
  if (N1IsConst && K1.isOne()) return N0;
  if (SDValue V = foldBinOpIntoSelect(C, N)) return V;
  // x * -1 -> 0 - x
  if (N1IsConst && K1.isAllOnes()) {
    auto Scope = C.foldScope("mul-by-minus-one-to-neg", N);
    return DAG.getNode(ISD::SUB, VT, DAG.getConstant(0, VT), N0);
  }
  // x * 2^c -> x << c
  if (N1IsConst && !N1IsOpaque && K1.isPowerOf2()) {
    auto Scope = C.foldScope("mul-by-power-of-two-to-shl", N);
    SDValue Log2 = DAG.getConstant(unsigned(K1.logBase2()), VT);
    SDValue Amt = DAG.getZExtOrTrunc(Log2, C.shiftAmountTy(VT));
    return DAG.getNode(ISD::SHL, VT, N0, Amt);
  }
  // x * -2^c -> 0 - (x << c)
  if (N1IsConst && !N1IsOpaque && (-K1).isPowerOf2()) {
    auto Scope = C.foldScope("mul-by-negated-power-of-two", N);
    unsigned Log2 = unsigned((-K1).logBase2());
    SDValue Zero = DAG.getConstant(0, VT);
    return DAG.getNode(ISD::SUB, VT, Zero,
                       DAG.getNode(ISD::SHL, VT, N0, DAG.getShiftAmountConstant(Log2, VT)));
  }
  // Reuse an existing *MUL_LOHI whose high half is used.
  for (int32_t LoHiOpc : {ISD::UMUL_LOHI, ISD::SMUL_LOHI}) {
    if (!C.isLegalOrCustomOrBeforeOps(LoHiOpc, VT)) continue;
    SDVTList LoHiVT = DAG.getVTList(VT, VT);
    const SDValue Ops[] = {N0, N1};
    const SDValue Swapped[] = {N1, N0};
    if (SDNode* LoHi = DAG.getNodeIfExists(LoHiOpc, LoHiVT, Ops))
      if (LoHi->hasAnyUseOfValue(1)) return SDValue(LoHi, 0);
    if (SDNode* LoHi = DAG.getNodeIfExists(LoHiOpc, LoHiVT, Swapped))
      if (LoHi->hasAnyUseOfValue(1)) return SDValue(LoHi, 0);
  }
  // x * (2^N ± 1) -> (x << N) ± x, x * (2^N ± 2^M) -> (x << N) ± (x << M), negated for negative constants,
  // when the target prefers shifts and adds to a multiply.
  if (N1IsConst && TLI.decomposeMulByConstant(VT, K1, N1.hasOneUse())) {
    int32_t MathOp = ISD::DELETED_NODE;
    APInt MulC = K1.abs();
    unsigned TZeros = MulC.eq(2) ? 0 : MulC.countTrailingZeros();
    MulC = MulC.lshr(TZeros);
    if ((MulC - 1).isPowerOf2())
      MathOp = ISD::ADD;
    else if ((MulC + 1).isPowerOf2())
      MathOp = ISD::SUB;
    if (MathOp != ISD::DELETED_NODE) {
      unsigned ShAmt = unsigned(MathOp == ISD::ADD ? (MulC - 1).logBase2() : (MulC + 1).logBase2()) + TZeros;
      DT_CHECK(ShAmt < BitWidth, "multiply-by-constant made an out-of-range shift");
      auto Scope = C.foldScope("mul-by-constant-to-shift-add", N);
      SDValue Shl = DAG.getNode(ISD::SHL, VT, N0, DAG.getConstant(ShAmt, VT));
      SDValue R =
          TZeros ? DAG.getNode(MathOp, VT, Shl, DAG.getNode(ISD::SHL, VT, N0, DAG.getConstant(TZeros, VT)))
                 : DAG.getNode(MathOp, VT, Shl, N0);
      if (K1.isNegative()) R = DAG.getNegative(R, VT);
      return R;
    }
  }
  // (mul (shl X, c1), c2) -> (mul X, c2 << c1)
  if (N0.getOpcode() == ISD::SHL)
    if (SDValue K = foldConstants(DAG, ISD::SHL, VT, N1, N0.getOperand(1))) {
      auto Scope = C.foldScope("mul-of-shl-constants", N);
      return DAG.getNode(ISD::MUL, VT, N0.getOperand(0), K);
    }
  // (mul (shl X, C), Y) -> (shl (mul X, Y), C) when the shift has one use.
  {
    SDValue Sh, Y;
    if (N0.getOpcode() == ISD::SHL && N0.hasOneUse() && isConstantIntOrBuildVector(N0.getOperand(1))) {
      Sh = N0;
      Y = N1;
    } else if (N1.getOpcode() == ISD::SHL && N1.hasOneUse() && isConstantIntOrBuildVector(N1.getOperand(1))) {
      Sh = N1;
      Y = N0;
    }
    if (Sh) {
      auto Scope = C.foldScope("mul-of-shl-to-shl-of-mul", N);
      SDValue Mul = DAG.getNode(ISD::MUL, VT, Sh.getOperand(0), Y);
      return DAG.getNode(ISD::SHL, VT, Mul, Sh.getOperand(1));
    }
  }
  // (mul (add x, c1), c2) -> (add (mul x, c2), c1*c2) when profitable.
  if (N0.getOpcode() == ISD::ADD && isConstantIntOrBuildVector(N1) &&
      isConstantIntOrBuildVector(N0.getOperand(1)) && isConstantNode(N1) &&
      isConstantNode(N0.getOperand(1))) {
    auto Profitable = [&] {
      if (N0.hasOneUse() && TLI.isMulAddWithConstProfitable(VT, N0.getOperand(1)->getAPIntValue(), K1))
        return true;
      // Another multiply by the same constant of the same variable (or of the variable plus a constant)
      // becomes a common subexpression.
      SDNode* MulVar = N0.getOperand(0).getNode();
      for (SDNode* Use : N1->uses()) {
        if (Use == N || Use->getOpcode() != ISD::MUL) continue;
        SDNode* Other =
            Use->getOperand(0) == N1 ? Use->getOperand(1).getNode() : Use->getOperand(0).getNode();
        if (Other == MulVar) return true;
        if (Other->getOpcode() == ISD::ADD && isConstantIntOrBuildVector(Other->getOperand(1)) &&
            Other->getOperand(0).getNode() == MulVar)
          return true;
      }
      return false;
    };
    if (Profitable()) {
      auto Scope = C.foldScope("mul-of-add-constant", N);
      SDValue L = DAG.getNode(ISD::MUL, VT, N0.getOperand(0), N1);
      SDValue R = DAG.getNode(ISD::MUL, VT, N0.getOperand(1), N1);
      return DAG.getNode(ISD::ADD, VT, L, R);
    }
  }
  // Y = sra X, W-1; mul (or Y, 1), X -> abs X
  if (!C.legalOperations() || hasOperation(C, ISD::ABS, VT)) {
    for (unsigned I = 0; I < 2; ++I) {
      SDValue Or = N->getOperand(I), X = N->getOperand(1 - I);
      if (Or.getOpcode() == ISD::OR && isOneConstant(Or.getOperand(1)) &&
          Or.getOperand(0).getOpcode() == ISD::SRA && Or.getOperand(0).getOperand(0) == X &&
          isConstantNode(Or.getOperand(0).getOperand(1)) &&
          Or.getOperand(0).getOperand(1)->getAPIntValue().eq(BitWidth - 1)) {
        auto Scope = C.foldScope("abs-pattern", N);
        return DAG.getNode(ISD::ABS, VT, X);
      }
    }
  }
  if (SDValue R = reassociateOps(C, ISD::MUL, N0, N1, N->getFlags())) return R;
  if (C.simplifyDemandedBits(SDValue(N, 0))) return SDValue(N, 0);
  return SDValue();
}

SDValue visitADDSAT(DAGCombiner& C, SDNode* N) {
  SelectionDAG& DAG = C.dag();
  int32_t Opc = N->getOpcode();
  SDValue N0 = N->getOperand(0), N1 = N->getOperand(1);
  EVT VT = N0.getValueType();
  if (N0.isUndef() || N1.isUndef()) return DAG.getAllOnesConstant(VT);
  if (SDValue K = foldConstants(DAG, Opc, VT, N0, N1)) return K;
  if (isConstantIntOrBuildVector(N0) && !isConstantIntOrBuildVector(N1)) {
    auto Scope = C.foldScope("constant-to-rhs", N);
    return DAG.getNode(Opc, VT, N1, N0);
  }
  if (isNullConstant(N1)) return N0;
  if (willNotOverflowAdd(C, Opc == ISD::SADDSAT, N0, N1)) {
    auto Scope = C.foldScope("addsat-without-overflow", N);
    return DAG.getNode(ISD::ADD, VT, N0, N1);
  }
  return SDValue();
}

SDValue visitSUBSAT(DAGCombiner& C, SDNode* N) {
  SelectionDAG& DAG = C.dag();
  int32_t Opc = N->getOpcode();
  SDValue N0 = N->getOperand(0), N1 = N->getOperand(1);
  EVT VT = N0.getValueType();
  if (N0.isUndef() || N1.isUndef() || N0 == N1) return DAG.getConstant(0, VT);
  if (SDValue K = foldConstants(DAG, Opc, VT, N0, N1)) return K;
  if (isNullConstant(N1)) return N0;
  if (willNotOverflowSub(C, Opc == ISD::SSUBSAT, N0, N1)) {
    auto Scope = C.foldScope("subsat-without-overflow", N);
    return DAG.getNode(ISD::SUB, VT, N0, N1);
  }
  return SDValue();
}

/// Both operands constant: the value and the overflow bit, folded (LLVM 19 only does this for MULO; the
/// others reach it through the no-overflow test or not at all — folding them too is what "constant folding
/// of every integer opcode" asks).
SDValue foldOverflowConstants(DAGCombiner& C, SDNode* N) {
  const APInt* A = nonOpaqueConstant(N->getOperand(0));
  const APInt* B = nonOpaqueConstant(N->getOperand(1));
  if (!A || !B) return SDValue();
  bool Ov = false;
  APInt R;
  switch (N->getOpcode()) {
  case ISD::UADDO: R = A->uadd_ov(*B, Ov); break;
  case ISD::SADDO: R = A->sadd_ov(*B, Ov); break;
  case ISD::USUBO: R = A->usub_ov(*B, Ov); break;
  case ISD::SSUBO: R = A->ssub_ov(*B, Ov); break;
  case ISD::UMULO: R = A->umul_ov(*B, Ov); break;
  case ISD::SMULO: R = A->smul_ov(*B, Ov); break;
  default: return SDValue();
  }
  SelectionDAG& DAG = C.dag();
  auto Scope = C.foldScope("overflow-constants", N);
  SDValue Res = DAG.getConstant(R, N->getValueType(0));
  SDValue Flag = DAG.getBoolConstant(Ov, N->getValueType(1));
  return C.combineTo(N, Res, Flag);
}

SDValue visitADDO(DAGCombiner& C, SDNode* N) {
  SelectionDAG& DAG = C.dag();
  SDValue N0 = N->getOperand(0), N1 = N->getOperand(1);
  EVT VT = N0.getValueType(), CarryVT = N->getValueType(1);
  bool Signed = N->getOpcode() == ISD::SADDO;
  if (!N->hasAnyUseOfValue(1)) {
    auto Scope = C.foldScope("overflow-unused", N);
    SDValue Res = DAG.getNode(ISD::ADD, VT, N0, N1);
    SDValue Flag = DAG.getUNDEF(CarryVT);
    return C.combineTo(N, Res, Flag);
  }
  if (isConstantIntOrBuildVector(N0) && !isConstantIntOrBuildVector(N1)) {
    auto Scope = C.foldScope("constant-to-rhs", N);
    const SDValue Ops[] = {N1, N0};
    return DAG.getNode(N->getOpcode(), N->getVTList(), Ops);
  }
  if (isNullConstant(N1)) {
    auto Scope = C.foldScope("overflow-add-zero", N);
    return C.combineTo(N, N0, DAG.getConstant(0, CarryVT));
  }
  if (SDValue V = foldOverflowConstants(C, N)) return V;
  if (willNotOverflowAdd(C, Signed, N0, N1)) {
    auto Scope = C.foldScope("addo-without-overflow", N);
    SDValue Res = DAG.getNode(ISD::ADD, VT, N0, N1);
    SDValue Flag = DAG.getConstant(0, CarryVT);
    return C.combineTo(N, Res, Flag);
  }
  // (saddo|uaddo (xor a, -1), 1) -> (ssubo|usubo 0, a), the unsigned carry inverted.
  if (isBitwiseNot(N0) && isOneConstant(N1)) {
    auto Scope = C.foldScope("addo-not-plus-one", N);
    const SDValue Ops[] = {DAG.getConstant(0, VT), N0.getOperand(0)};
    SDValue Sub = DAG.getNode(Signed ? ISD::SSUBO : ISD::USUBO, N->getVTList(), Ops);
    if (Signed) return Sub;
    return C.combineTo(N, Sub, DAG.getLogicalNOT(Sub.getValue(1), CarryVT));
  }
  if (!Signed) {
    // (uaddo X, (uaddo_carry Y, 0, Carry)) -> (uaddo_carry X, Y, Carry) when Y + 1 cannot overflow.
    for (unsigned I = 0; I < 2; ++I) {
      SDValue X = N->getOperand(I), Cy = N->getOperand(1 - I);
      if (Cy.getOpcode() == ISD::UADDO_CARRY && isNullConstant(Cy.getOperand(1)) && !VT.isVector()) {
        SDValue Y = Cy.getOperand(0);
        if (willNotOverflowAdd(C, false, Y, DAG.getConstant(1, Y.getValueType()))) {
          auto Scope = C.foldScope("uaddo-of-carry", N);
          const SDValue Ops[] = {X, Y, Cy.getOperand(2)};
          return DAG.getNode(ISD::UADDO_CARRY, N->getVTList(), Ops);
        }
      }
      if (!VT.isVector() && C.tli().isOperationLegalOrCustom(ISD::UADDO_CARRY, VT))
        if (SDValue Carry = getAsCarry(C.tli(), Cy)) {
          auto Scope = C.foldScope("uaddo-of-carry", N);
          const SDValue Ops[] = {X, DAG.getConstant(0, VT), Carry};
          return DAG.getNode(ISD::UADDO_CARRY, N->getVTList(), Ops);
        }
    }
  }
  return SDValue();
}

SDValue visitSUBO(DAGCombiner& C, SDNode* N) {
  SelectionDAG& DAG = C.dag();
  SDValue N0 = N->getOperand(0), N1 = N->getOperand(1);
  EVT VT = N0.getValueType(), CarryVT = N->getValueType(1);
  bool Signed = N->getOpcode() == ISD::SSUBO;
  if (!N->hasAnyUseOfValue(1)) {
    auto Scope = C.foldScope("overflow-unused", N);
    SDValue Res = DAG.getNode(ISD::SUB, VT, N0, N1);
    SDValue Flag = DAG.getUNDEF(CarryVT);
    return C.combineTo(N, Res, Flag);
  }
  if (N0 == N1) {
    auto Scope = C.foldScope("subo-of-self", N);
    SDValue Res = DAG.getConstant(0, VT);
    SDValue Flag = DAG.getConstant(0, CarryVT);
    return C.combineTo(N, Res, Flag);
  }
  // ssubo x, c -> saddo x, -c (not for the signed minimum, whose negation overflows)
  if (const APInt* K = nonOpaqueConstant(N1))
    if (Signed && !K->isSignMask()) {
      auto Scope = C.foldScope("ssubo-constant-to-saddo", N);
      const SDValue Ops[] = {N0, DAG.getConstant(-*K, VT)};
      return DAG.getNode(ISD::SADDO, N->getVTList(), Ops);
    }
  if (isNullConstant(N1)) {
    auto Scope = C.foldScope("overflow-sub-zero", N);
    return C.combineTo(N, N0, DAG.getConstant(0, CarryVT));
  }
  if (SDValue V = foldOverflowConstants(C, N)) return V;
  if (willNotOverflowSub(C, Signed, N0, N1)) {
    auto Scope = C.foldScope("subo-without-overflow", N);
    SDValue Res = DAG.getNode(ISD::SUB, VT, N0, N1);
    SDValue Flag = DAG.getConstant(0, CarryVT);
    return C.combineTo(N, Res, Flag);
  }
  // usubo -1, x -> ~x, never a borrow
  if (!Signed && isAllOnesConstant(N0)) {
    auto Scope = C.foldScope("usubo-all-ones-to-not", N);
    SDValue Res = DAG.getNode(ISD::XOR, VT, N1, N0);
    SDValue Flag = DAG.getConstant(0, CarryVT);
    return C.combineTo(N, Res, Flag);
  }
  return SDValue();
}

SDValue visitMULO(DAGCombiner& C, SDNode* N) {
  SelectionDAG& DAG = C.dag();
  SDValue N0 = N->getOperand(0), N1 = N->getOperand(1);
  EVT VT = N0.getValueType(), CarryVT = N->getValueType(1);
  bool Signed = N->getOpcode() == ISD::SMULO;
  if (SDValue V = foldOverflowConstants(C, N)) return V;
  if (isConstantIntOrBuildVector(N0) && !isConstantIntOrBuildVector(N1)) {
    auto Scope = C.foldScope("constant-to-rhs", N);
    const SDValue Ops[] = {N1, N0};
    return DAG.getNode(N->getOpcode(), N->getVTList(), Ops);
  }
  if (isNullConstant(N1)) {
    auto Scope = C.foldScope("mulo-by-zero", N);
    SDValue Res = DAG.getConstant(0, VT);
    SDValue Flag = DAG.getConstant(0, CarryVT);
    return C.combineTo(N, Res, Flag);
  }
  // mulo x, 2 -> addo x, x
  if (isConstantNode(N1) && N1->getAPIntValue().eq(2) && (!Signed || VT.scalarSizeInBits() > 2)) {
    auto Scope = C.foldScope("mulo-by-two-to-addo", N);
    const SDValue Ops[] = {N0, N0};
    return DAG.getNode(Signed ? ISD::SADDO : ISD::UADDO, N->getVTList(), Ops);
  }
  // An i1 smulo overflows when both inputs are 1 (-1 * -1 = 1).
  if (Signed && VT.scalarSizeInBits() == 1) {
    auto Scope = C.foldScope("smulo-i1", N);
    SDValue And = DAG.getNode(ISD::AND, VT, N0, N1);
    SDValue Cmp = DAG.getSetCC(CarryVT, And, DAG.getConstant(0, VT), ISD::SETNE);
    return C.combineTo(N, And, Cmp);
  }
  if (willNotOverflowMul(C, Signed, N0, N1)) {
    auto Scope = C.foldScope("mulo-without-overflow", N);
    SDValue Res = DAG.getNode(ISD::MUL, VT, N0, N1);
    SDValue Flag = DAG.getConstant(0, CarryVT);
    return C.combineTo(N, Res, Flag);
  }
  return SDValue();
}

/// UADDO_CARRY / SADDO_CARRY / USUBO_CARRY / SSUBO_CARRY.
SDValue visitCarryOp(DAGCombiner& C, SDNode* N) {
  SelectionDAG& DAG = C.dag();
  int32_t Opc = N->getOpcode();
  SDValue N0 = N->getOperand(0), N1 = N->getOperand(1), CarryIn = N->getOperand(2);
  bool IsAdd = Opc == ISD::UADDO_CARRY || Opc == ISD::SADDO_CARRY;
  if (IsAdd && isConstantNode(N0) && !isConstantNode(N1)) {
    auto Scope = C.foldScope("constant-to-rhs", N);
    const SDValue Ops[] = {N1, N0, CarryIn};
    return DAG.getNode(Opc, N->getVTList(), Ops);
  }
  // A carry-in of false: the plain overflow operation.
  if (isNullConstant(CarryIn)) {
    int32_t Plain = Opc == ISD::UADDO_CARRY   ? ISD::UADDO
                    : Opc == ISD::SADDO_CARRY ? ISD::SADDO
                    : Opc == ISD::USUBO_CARRY ? ISD::USUBO
                                              : ISD::SSUBO;
    if (C.isLegalOrCustomOrBeforeOps(Plain, N->getValueType(0))) {
      auto Scope = C.foldScope("carry-in-false", N);
      const SDValue Ops[] = {N0, N1};
      return DAG.getNode(Plain, N->getVTList(), Ops);
    }
  }
  if (Opc == ISD::UADDO_CARRY) {
    // uaddo_carry 0, 0, X -> (and (ext X), 1) and no carry.
    if (isNullConstant(N0) && isNullConstant(N1)) {
      auto Scope = C.foldScope("carry-of-zeros", N);
      EVT VT = N0.getValueType(), CarryVT = CarryIn.getValueType();
      SDValue Ext = DAG.getZExtOrTrunc(CarryIn, VT);
      C.addToWorklist(Ext.getNode());
      SDValue Res = DAG.getNode(ISD::AND, VT, Ext, DAG.getConstant(1, VT));
      SDValue Flag = DAG.getConstant(0, CarryVT);
      return C.combineTo(N, Res, Flag);
    }
    // A commuted twin already exists.
    const SDValue Ops[] = {N1, N0, CarryIn};
    if (SDNode* Twin = DAG.getNodeIfExists(ISD::UADDO_CARRY, N->getVTList(), Ops)) return SDValue(Twin, 0);
  }
  return SDValue();
}

SDValue visitIMINMAX(DAGCombiner& C, SDNode* N) {
  SelectionDAG& DAG = C.dag();
  const TargetLowering& TLI = C.tli();
  int32_t Opc = N->getOpcode();
  SDValue N0 = N->getOperand(0), N1 = N->getOperand(1);
  EVT VT = N0.getValueType();
  if (SDValue K = foldConstants(DAG, Opc, VT, N0, N1)) return K;
  if (N0 == N1) return N0;
  if (isConstantIntOrBuildVector(N0) && !isConstantIntOrBuildVector(N1)) {
    auto Scope = C.foldScope("constant-to-rhs", N);
    return DAG.getNode(Opc, VT, N1, N0);
  }
  if (SDValue R = reassociateOps(C, Opc, N0, N1, N->getFlags())) return R;
  // Both operands non-negative: signed and unsigned min/max agree; pick the one that is legal, or keep
  // the saturation pattern umin(smax(x, 0), C) recognisable.
  bool IsOpIllegal = !TLI.isOperationLegal(Opc, VT);
  bool IsSatBroken = Opc == ISD::UMIN && N0.getOpcode() == ISD::SMAX;
  if ((IsSatBroken || IsOpIllegal) && (N0.isUndef() || signBitIsZero(C, N0)) &&
      (N1.isUndef() || signBitIsZero(C, N1))) {
    int32_t Alt = Opc == ISD::SMIN   ? ISD::UMIN
                  : Opc == ISD::SMAX ? ISD::UMAX
                  : Opc == ISD::UMIN ? ISD::SMIN
                                     : ISD::SMAX;
    if ((IsSatBroken && IsOpIllegal) || TLI.isOperationLegal(Alt, VT)) {
      auto Scope = C.foldScope("minmax-signedness-flip", N);
      return DAG.getNode(Alt, VT, N0, N1);
    }
  }
  if (C.simplifyDemandedBits(SDValue(N, 0))) return SDValue(N, 0);
  return SDValue();
}

SDValue visitABS(DAGCombiner& C, SDNode* N) {
  SDValue N0 = N->getOperand(0);
  if (isScalarConstant(N0, true)) return C.dag().getNode(ISD::ABS, N->getValueType(0), N0);
  if (N0.getOpcode() == ISD::ABS) return N0;
  if (signBitIsZero(C, N0)) return N0;
  return SDValue();
}

} // namespace

SDValue combineIntegerArith(DAGCombiner& C, SDNode* N) {
  // Vector operations are left to the vector folds (which dagtool does not have yet).
  if (N->getValueType(0).isVector()) return SDValue();
  switch (N->getOpcode()) {
  case ISD::ADD: return visitADD(C, N);
  case ISD::SUB: return visitSUB(C, N);
  case ISD::MUL: return visitMUL(C, N);
  case ISD::SDIV: return visitSDIV(C, N);
  case ISD::UDIV: return visitUDIV(C, N);
  case ISD::SREM:
  case ISD::UREM: return visitREM(C, N);
  case ISD::SDIVREM:
  case ISD::UDIVREM: return visitDIVREM(C, N);
  case ISD::MULHS: return visitMULHS(C, N);
  case ISD::MULHU: return visitMULHU(C, N);
  case ISD::SMUL_LOHI:
  case ISD::UMUL_LOHI: return visitMUL_LOHI(C, N);
  case ISD::SADDO:
  case ISD::UADDO: return visitADDO(C, N);
  case ISD::SSUBO:
  case ISD::USUBO: return visitSUBO(C, N);
  case ISD::SMULO:
  case ISD::UMULO: return visitMULO(C, N);
  case ISD::UADDO_CARRY:
  case ISD::USUBO_CARRY:
  case ISD::SADDO_CARRY:
  case ISD::SSUBO_CARRY: return visitCarryOp(C, N);
  case ISD::SMIN:
  case ISD::SMAX:
  case ISD::UMIN:
  case ISD::UMAX: return visitIMINMAX(C, N);
  case ISD::ABS: return visitABS(C, N);
  case ISD::SADDSAT:
  case ISD::UADDSAT: return visitADDSAT(C, N);
  case ISD::SSUBSAT:
  case ISD::USUBSAT: return visitSUBSAT(C, N);
  default: return SDValue();
  }
}

} // namespace dt
