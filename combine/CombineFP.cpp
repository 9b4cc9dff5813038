// combine/CombineFP.cpp — the combiner's folds for floating-point arithmetic and conversions (LLVM 19's
// DAGCombiner::visitFADD ... visitFP_EXTEND, visitFMinMax, visit[SU]INT_TO_FP, visitFP_TO_[SU]INT, and
// TargetLowering::getNegatedExpression), in LLVM's order of attempts.
//
// Every fold here is exact under IEEE-754 unless the node carries the fast-math flag named next to it:
//  - simplifyFPBinop: x + -0.0 → x, x - +0.0 → x, x * 1.0 → x, x / 1.0 → x; with nnan/ninf an undef or
//    NaN/inf operand gives undef; x * 0.0 → 0.0 only with nnan+nsz. (LLVM does these in getNode; dagtool's
//    getNode does not, so they run here.)
//  - constants to the right (fadd, fmul, fma, fminnum/fmaxnum);
//  - fadd: x + +0.0 → x (nsz); a cheaply negatable operand turns fadd into fsub; fadd (fmul B, -2.0), A →
//    fsub A, (fadd B, B); nnan: (fneg x) + x → 0.0; reassoc+nsz: (x + c1) + c2 → x + (c1+c2); contraction
//    of fadd/fsub with an fmul into fma when both carry `contract` and fma is fast (RISC-V with F/D);
//  - fsub: x - -0.0 → x (nsz); nnan: x - x → 0.0; -0.0 - x → fneg x; reassoc+nsz x - (x + y) → fneg y;
//    x - y → x + (neg y) whenever y negates (fneg, a constant of one use, ...);
//  - fmul: reassoc (x * c1) * c2; x * 2.0 → x + x; x * -1.0 → -0.0 - x; (-x) * (-y) → x * y;
//  - fdiv: x / c → x * (1/c) when 1/c is exact and normal (or with arcp); (-x) / (-y) → x / y;
//  - fneg: negatable operand (fneg, constant, fmul/fdiv with a negatable operand, fp_extend/fp_round, fsub
//  with
//    nsz); fneg (fsub x, y) → fsub y, x with nsz; fneg/fabs of a bitcast integer → xor/and of the sign bit;
//  - fabs: fabs (fabs x), fabs (fneg x), fabs (fcopysign x, y) → fabs x;
//  - fcopysign: constant sign → fabs / fneg fabs; sign-irrelevant magnitude ops dropped; sign through fabs,
//    fcopysign, fp_extend, fp_round;
//  - fma: (-x)*(-y)+z, 1.0 multiplicands → fadd, constant to operand 1, x*-1.0+z → z + fneg x,
//    fma (fneg x), K, z → fma x, -K, z;
//  - fp_round (fp_extend x) → x; fp_round of a value-preserving fp_round merges; fp_round (fcopysign x, y) →
//    fcopysign (fp_round x), y; fp_extend (fp_round x, 1) → x (or a narrower extend/round); fp_extend
//    (load) → extload when the target has that extload;
//  - [su]int_to_fp: the other signedness when only it is legal and the sign bit is zero; of a setcc → select
//    of ±1.0 / 0.0; fp_to_[su]int (int_to_fp x) → extension / truncation of x when the FP type holds x
//    exactly;
//  - fp16_to_fp / bf16_to_fp (and x, 0xffff) → of x (only the low 16 bits are read); fp_to_fp16 (fp16_to_fp
//    x) → x (LLVM's visitFP16_TO_FP / visitFP_TO_FP16);
//  - fminnum/fmaxnum: NaN operand → the other operand; ±inf decides (or drops out under nnan).
// Left out: foldBinOpIntoSelect, reassociation folds beyond (x+c1)+c2 and (x*c1)*c2, FMA folds through
// fp_extend and nested fma, combineRepeatedFPDivisors and reciprocal estimates (arcp), foldFPToIntToFP
// (needs global nsz), SimplifyDemandedBits on fcopysign operands, combineFMulOrFDivWithIntPow2.
#include "combine/DAGCombiner.h"
#include "support/FloatFormat.h"

namespace dt {

namespace {

using F = SDNodeFlags;

bool isCFP(const SDValue& V) {
  return V.getOpcode() == ISD::ConstantFP;
}
bool hasFlag(const SDNode* N, uint16_t Flag) {
  return (N->getFlags() & Flag) != 0;
}
FPFormat fmtOf(const SDValue& V) {
  return V.getValueType().scalarType().fpFormat();
}
bool isExactly(const SDValue& V, double D) {
  return isCFP(V) && V->getAPIntValue() == fpFromDouble(fmtOf(V), D) &&
         !fpIsNaN(fmtOf(V), V->getAPIntValue());
}
bool isCFPZero(const SDValue& V) {
  return isCFP(V) && fpIsZero(fmtOf(V), V->getAPIntValue());
}
bool isCFPNegative(const SDValue& V) {
  return isCFP(V) && fpSignBit(fmtOf(V), V->getAPIntValue());
}
/// Whether Bits is a finite ±2^k (normal or denormal): exactly then is 1/x representable (range permitting).
bool isPowerOfTwoValue(FPFormat Fm, const APInt& Bits) {
  if (Fm == FPFormat::X87) return false; // explicit integer bit: not worth the special case
  unsigned W = fpBits(Fm), P = fpPrecision(Fm);
  APInt Mant = Bits.extractBits(P - 1, 0);
  APInt Exp = Bits.extractBits(W - P, P - 1);
  if (Exp.isAllOnes()) return false; // inf / NaN
  if (Exp.isZero()) return !Mant.isZero() && Mant.popcount() == 1;
  return Mant.isZero();
}
/// Whether Bits is a normal (not zero, denormal, inf or NaN) value.
bool isNormalValue(FPFormat Fm, const APInt& Bits) {
  unsigned W = fpBits(Fm), P = fpPrecision(Fm);
  APInt Exp = Bits.extractBits(W - P, P - 1);
  return !Exp.isZero() && !Exp.isAllOnes();
}

// ---- negation (LLVM's TargetLowering::getNegatedExpression)
// ------------------------------------------------

enum class NegCost { Cheaper = 0, Neutral = 1, Expensive = 2 };

SDValue negatedExpression(DAGCombiner& C, SDValue Op, NegCost& Cost, unsigned Depth = 0) {
  SelectionDAG& DAG = C.dag();
  const TargetLowering& TLI = C.tli();
  // fneg is removable even with several uses.
  if (Op.getOpcode() == ISD::FNEG) {
    Cost = NegCost::Cheaper;
    return Op.getOperand(0);
  }
  if (Depth > 6) return SDValue();
  ++Depth;
  EVT VT = Op.getValueType();
  int32_t Opc = Op.getOpcode();
  uint16_t Flags = Op->getFlags();
  if (!Op.hasOneUse() && Opc != ISD::ConstantFP) return SDValue();
  switch (Opc) {
  case ISD::ConstantFP: {
    APInt Neg = fpNeg(fmtOf(Op), Op->getAPIntValue());
    bool IsOpLegal = TLI.isOperationLegal(ISD::ConstantFP, VT) || TLI.isFPImmLegal(Neg, VT);
    if (C.legalOperations() && !IsOpLegal) break;
    SDValue CFP = DAG.getConstantFP(Neg, VT);
    // With several uses the negation is only free when the negated constant exists already.
    if (!Op.hasOneUse() && CFP.use_empty()) break; // the unused constant is pruned by the driver
    Cost = NegCost::Neutral;
    return CFP;
  }
  case ISD::FSUB: {
    if (!(Flags & F::NoSignedZeros)) break; // -(a-b) is not b-a when a == b
    SDValue X = Op.getOperand(0), Y = Op.getOperand(1);
    if (isCFPZero(X)) {
      Cost = NegCost::Cheaper;
      return Y;
    }
    Cost = NegCost::Neutral;
    return DAG.getNode(ISD::FSUB, VT, Y, X, Flags);
  }
  case ISD::FMUL:
  case ISD::FDIV: {
    SDValue X = Op.getOperand(0), Y = Op.getOperand(1);
    NegCost CostX = NegCost::Expensive, CostY = NegCost::Expensive;
    SDValue NegX = negatedExpression(C, X, CostX, Depth);
    HandleSDNode KeepX(NegX ? NegX : DAG.getEntryNode());
    SDValue NegY = negatedExpression(C, Y, CostY, Depth);
    NegX = NegX ? KeepX.getValue() : SDValue();
    if (NegX && CostX <= CostY) {
      Cost = CostX;
      return DAG.getNode(Opc, VT, NegX, Y, Flags);
    }
    // x * 2.0 is meant to become x + x.
    if (Opc == ISD::FMUL && isExactly(Y, 2.0)) break;
    if (NegY) {
      Cost = CostY;
      return DAG.getNode(Opc, VT, X, NegY, Flags);
    }
    break;
  }
  case ISD::FP_EXTEND:
    if (SDValue NegV = negatedExpression(C, Op.getOperand(0), Cost, Depth)) return DAG.getNode(Opc, VT, NegV);
    break;
  case ISD::FP_ROUND:
    if (SDValue NegV = negatedExpression(C, Op.getOperand(0), Cost, Depth))
      return DAG.getNode(ISD::FP_ROUND, VT, NegV, Op.getOperand(1));
    break;
  default: break;
  }
  return SDValue();
}

SDValue negatedExpression(DAGCombiner& C, SDValue Op) {
  NegCost Cost = NegCost::Expensive;
  return negatedExpression(C, Op, Cost);
}
SDValue cheaperNegatedExpression(DAGCombiner& C, SDValue Op) {
  NegCost Cost = NegCost::Expensive;
  SDValue Neg = negatedExpression(C, Op, Cost);
  return Neg && Cost == NegCost::Cheaper ? Neg : SDValue();
}

// ---- shared helpers
// --------------------------------------------------------------------------------------------

/// LLVM's SelectionDAG::simplifyFPBinop.
SDValue simplifyFPBinop(DAGCombiner& C, int32_t Opc, SDValue X, SDValue Y, uint16_t Flags) {
  EVT VT = X.getValueType();
  bool HasNaN = (isCFP(X) && fpIsNaN(fmtOf(X), X->getAPIntValue())) ||
                (isCFP(Y) && fpIsNaN(fmtOf(Y), Y->getAPIntValue()));
  bool HasInf = (isCFP(X) && fpIsInf(fmtOf(X), X->getAPIntValue())) ||
                (isCFP(Y) && fpIsInf(fmtOf(Y), Y->getAPIntValue()));
  if ((Flags & F::NoNaNs) && (HasNaN || X.isUndef() || Y.isUndef())) return C.dag().getUNDEF(VT);
  if ((Flags & F::NoInfs) && (HasInf || X.isUndef() || Y.isUndef())) return C.dag().getUNDEF(VT);
  if (!isCFP(Y)) return SDValue();
  const APInt& B = Y->getAPIntValue();
  FPFormat Fm = fmtOf(Y);
  if (Opc == ISD::FADD && fpIsZero(Fm, B) && fpSignBit(Fm, B)) return X;  // x + -0.0
  if (Opc == ISD::FSUB && fpIsZero(Fm, B) && !fpSignBit(Fm, B)) return X; // x - +0.0
  if ((Opc == ISD::FMUL || Opc == ISD::FDIV) && isExactly(Y, 1.0)) return X;
  if (Opc == ISD::FMUL && (Flags & F::NoNaNs) && (Flags & F::NoSignedZeros) && fpIsZero(Fm, B))
    return C.dag().getConstantFP(fpZero(Fm), VT);
  return SDValue();
}

/// HasFMA / AllowFusion of LLVM's visitF{ADD,SUB}ForFMACombine: the node may contract, and fma is fast.
bool canFormFMA(DAGCombiner& C, SDNode* N) {
  EVT VT = N->getValueType(0);
  if (VT.isVector() || !C.tli().isFMAFasterThanFMulAndFAdd(VT)) return false;
  if (C.legalOperations() && !C.tli().isOperationLegalOrCustom(ISD::FMA, VT)) return false;
  return hasFlag(N, F::AllowContract);
}
bool isContractableFMul(const SDValue& V) {
  return V.getOpcode() == ISD::FMUL && hasFlag(V.getNode(), F::AllowContract);
}

// ---- arithmetic
// ----------------------------------------------------------------------------------------------

SDValue visitFAdd(DAGCombiner& C, SDNode* N) {
  SelectionDAG& DAG = C.dag();
  SDValue N0 = N->getOperand(0), N1 = N->getOperand(1);
  EVT VT = N->getValueType(0);
  uint16_t Flags = N->getFlags();
  auto Scope = C.foldScope("fadd-fold", N);
  if (SDValue R = simplifyFPBinop(C, ISD::FADD, N0, N1, Flags)) return R;
  if (isCFP(N0) && !isCFP(N1)) return DAG.getNode(ISD::FADD, VT, N1, N0, Flags);
  // x + +0.0 is x only when the sign of a zero result does not matter.
  if (isCFPZero(N1) && (isCFPNegative(N1) || (Flags & F::NoSignedZeros))) return N0;
  if (C.isLegalOrCustomOrBeforeOps(ISD::FSUB, VT)) {
    if (SDValue NegN1 = cheaperNegatedExpression(C, N1)) return DAG.getNode(ISD::FSUB, VT, N0, NegN1, Flags);
    if (SDValue NegN0 = cheaperNegatedExpression(C, N0)) return DAG.getNode(ISD::FSUB, VT, N1, NegN0, Flags);
  }
  auto IsFMulNegTwo = [](SDValue V) {
    return V.getOpcode() == ISD::FMUL && V.hasOneUse() && isExactly(V.getOperand(1), -2.0);
  };
  if (IsFMulNegTwo(N0)) {
    SDValue B = N0.getOperand(0);
    return DAG.getNode(ISD::FSUB, VT, N1, DAG.getNode(ISD::FADD, VT, B, B, Flags), Flags);
  }
  if (IsFMulNegTwo(N1)) {
    SDValue B = N1.getOperand(0);
    return DAG.getNode(ISD::FSUB, VT, N0, DAG.getNode(ISD::FADD, VT, B, B, Flags), Flags);
  }
  const bool AllowNewConst = !C.legalDAG();
  if ((Flags & F::NoNaNs) && AllowNewConst) {
    if ((N0.getOpcode() == ISD::FNEG && N0.getOperand(0) == N1) ||
        (N1.getOpcode() == ISD::FNEG && N1.getOperand(0) == N0))
      return DAG.getConstantFP(fpZero(VT.fpFormat()), VT);
  }
  if ((Flags & F::AllowReassociation) && (Flags & F::NoSignedZeros) && AllowNewConst) {
    if (isCFP(N1) && N0.getOpcode() == ISD::FADD && isCFP(N0.getOperand(1))) {
      SDValue NewC = DAG.getNode(ISD::FADD, VT, N0.getOperand(1), N1, Flags);
      return DAG.getNode(ISD::FADD, VT, N0.getOperand(0), NewC, Flags);
    }
  }
  // Contraction: (fadd (fmul x, y), z) → (fma x, y, z), then the commuted form.
  if (canFormFMA(C, N) && N0 != N1) {
    auto FScope = C.foldScope("fma-contraction", N);
    if (isContractableFMul(N0) && N0.hasOneUse())
      return DAG.getNode(ISD::FMA, VT, {N0.getOperand(0), N0.getOperand(1), N1}, Flags);
    if (isContractableFMul(N1) && N1.hasOneUse())
      return DAG.getNode(ISD::FMA, VT, {N1.getOperand(0), N1.getOperand(1), N0}, Flags);
  }
  return SDValue();
}

SDValue visitFSub(DAGCombiner& C, SDNode* N) {
  SelectionDAG& DAG = C.dag();
  SDValue N0 = N->getOperand(0), N1 = N->getOperand(1);
  EVT VT = N->getValueType(0);
  uint16_t Flags = N->getFlags();
  auto Scope = C.foldScope("fsub-fold", N);
  if (SDValue R = simplifyFPBinop(C, ISD::FSUB, N0, N1, Flags)) return R;
  if (isCFPZero(N1) && (!isCFPNegative(N1) || (Flags & F::NoSignedZeros))) return N0;
  if (N0 == N1 && (Flags & F::NoNaNs)) return DAG.getConstantFP(fpZero(VT.fpFormat()), VT);
  // -0.0 - x is fneg x (and with nsz also +0.0 - x). Denormals are IEEE on RISC-V.
  if (isCFPZero(N0) && (isCFPNegative(N0) || (Flags & F::NoSignedZeros))) {
    if (SDValue NegN1 = negatedExpression(C, N1)) return NegN1;
    if (C.isLegalOrBeforeOps(ISD::FNEG, VT)) return DAG.getNode(ISD::FNEG, VT, N1, Flags);
  }
  if ((Flags & F::AllowReassociation) && (Flags & F::NoSignedZeros) && N1.getOpcode() == ISD::FADD) {
    if (N0 == N1.getOperand(0)) return DAG.getNode(ISD::FNEG, VT, N1.getOperand(1), Flags);
    if (N0 == N1.getOperand(1)) return DAG.getNode(ISD::FNEG, VT, N1.getOperand(0), Flags);
  }
  if (SDValue NegN1 = negatedExpression(C, N1)) return DAG.getNode(ISD::FADD, VT, N0, NegN1, Flags);
  if (canFormFMA(C, N)) {
    auto FScope = C.foldScope("fma-contraction", N);
    auto XYSubZ = [&](SDValue XY, SDValue Z) -> SDValue {
      if (!isContractableFMul(XY) || !XY.hasOneUse()) return SDValue();
      return DAG.getNode(ISD::FMA, VT,
                         {XY.getOperand(0), XY.getOperand(1), DAG.getNode(ISD::FNEG, VT, Z, Flags)}, Flags);
    };
    auto XSubYZ = [&](SDValue X, SDValue YZ) -> SDValue {
      if (!isContractableFMul(YZ) || !YZ.hasOneUse()) return SDValue();
      return DAG.getNode(ISD::FMA, VT,
                         {DAG.getNode(ISD::FNEG, VT, YZ.getOperand(0), Flags), YZ.getOperand(1), X}, Flags);
    };
    if (isContractableFMul(N0) && isContractableFMul(N1) && N0->useCount() > N1->useCount()) {
      if (SDValue V = XSubYZ(N0, N1)) return V;
      if (SDValue V = XYSubZ(N0, N1)) return V;
    } else {
      if (SDValue V = XYSubZ(N0, N1)) return V;
      if (SDValue V = XSubYZ(N0, N1)) return V;
    }
    if (N0.getOpcode() == ISD::FNEG && isContractableFMul(N0.getOperand(0)) && N0.hasOneUse() &&
        N0.getOperand(0).hasOneUse()) {
      SDValue M = N0.getOperand(0);
      return DAG.getNode(ISD::FMA, VT,
                         {DAG.getNode(ISD::FNEG, VT, M.getOperand(0), Flags), M.getOperand(1),
                          DAG.getNode(ISD::FNEG, VT, N1, Flags)},
                         Flags);
    }
  }
  return SDValue();
}

/// (-N0) op (-N1) → N0 op N1 when at least one negation is cheaper (fmul, fdiv, fma).
bool negateBoth(DAGCombiner& C, SDValue N0, SDValue N1, SDValue& NegN0, SDValue& NegN1) {
  NegCost Cost0 = NegCost::Expensive, Cost1 = NegCost::Expensive;
  NegN0 = negatedExpression(C, N0, Cost0);
  if (!NegN0) return false;
  HandleSDNode Keep(NegN0);
  NegN1 = negatedExpression(C, N1, Cost1);
  NegN0 = Keep.getValue();
  return NegN1 && (Cost0 == NegCost::Cheaper || Cost1 == NegCost::Cheaper);
}

SDValue visitFMul(DAGCombiner& C, SDNode* N) {
  SelectionDAG& DAG = C.dag();
  SDValue N0 = N->getOperand(0), N1 = N->getOperand(1);
  EVT VT = N->getValueType(0);
  uint16_t Flags = N->getFlags();
  auto Scope = C.foldScope("fmul-fold", N);
  if (SDValue R = simplifyFPBinop(C, ISD::FMUL, N0, N1, Flags)) return R;
  if (isCFP(N0) && !isCFP(N1)) return DAG.getNode(ISD::FMUL, VT, N1, N0, Flags);
  if (Flags & F::AllowReassociation) {
    if (isCFP(N1) && N0.getOpcode() == ISD::FMUL && isCFP(N0.getOperand(1)) && !isCFP(N0.getOperand(0))) {
      SDValue MulConsts = DAG.getNode(ISD::FMUL, VT, N0.getOperand(1), N1, Flags);
      return DAG.getNode(ISD::FMUL, VT, N0.getOperand(0), MulConsts, Flags);
    }
  }
  if (isExactly(N1, 2.0)) return DAG.getNode(ISD::FADD, VT, N0, N0, Flags);
  if (isExactly(N1, -1.0) && C.isLegalOrBeforeOps(ISD::FSUB, VT))
    return DAG.getNode(ISD::FSUB, VT, DAG.getConstantFP(fpZero(VT.fpFormat(), true), VT), N0, Flags);
  SDValue NegN0, NegN1;
  if (negateBoth(C, N0, N1, NegN0, NegN1)) return DAG.getNode(ISD::FMUL, VT, NegN0, NegN1, Flags);
  return SDValue();
}

SDValue visitFDiv(DAGCombiner& C, SDNode* N) {
  SelectionDAG& DAG = C.dag();
  SDValue N0 = N->getOperand(0), N1 = N->getOperand(1);
  EVT VT = N->getValueType(0);
  uint16_t Flags = N->getFlags();
  auto Scope = C.foldScope("fdiv-fold", N);
  if (SDValue R = simplifyFPBinop(C, ISD::FDIV, N0, N1, Flags)) return R;
  // x / c → x * (1/c) when 1/c is exact and not denormal (any normal 1/c with arcp). APFloat's status:
  // a NaN or infinite divisor is exact, zero divides by zero, a power of two is exact unless 1/c leaves the
  // range, anything else is inexact.
  if (isCFP(N1) && !VT.isVector()) {
    FPFormat Fm = VT.fpFormat();
    const APInt& D = N1->getAPIntValue();
    APInt Recip = fpDiv(Fm, fpFromDouble(Fm, 1.0), D);
    bool Ok = false;
    if (fpIsNaN(Fm, D) || fpIsInf(Fm, D))
      Ok = true;
    else if (fpIsZero(Fm, D))
      Ok = false;
    else if (isPowerOfTwoValue(Fm, D))
      Ok = isNormalValue(Fm, Recip);
    else
      Ok = (Flags & F::AllowReciprocal) && isNormalValue(Fm, Recip);
    if (Ok && (!C.legalOperations() || C.tli().isOperationLegal(ISD::ConstantFP, VT) ||
               C.tli().isFPImmLegal(Recip, VT)))
      return DAG.getNode(ISD::FMUL, VT, N0, DAG.getConstantFP(Recip, VT), Flags);
  }
  SDValue NegN0, NegN1;
  if (negateBoth(C, N0, N1, NegN0, NegN1)) return DAG.getNode(ISD::FDIV, VT, NegN0, NegN1, Flags);
  return SDValue();
}

/// fneg / fabs of an integer bitcast: flip / clear the sign bit in the integer (LLVM's
/// foldSignChangeInBitcast).
SDValue signChangeInBitcast(DAGCombiner& C, SDNode* N) {
  SDValue N0 = N->getOperand(0);
  EVT VT = N->getValueType(0);
  bool IsFabs = N->getOpcode() == ISD::FABS;
  if (N0.getOpcode() != ISD::BITCAST || !N0.hasOneUse()) return SDValue();
  SDValue Int = N0.getOperand(0);
  EVT IntVT = Int.getValueType();
  if (!IntVT.isInteger() || IntVT.isVector() || N0.getValueType().isVector()) return SDValue();
  APInt SignMask = APInt::signMask(unsigned(IntVT.sizeInBits()));
  if (IsFabs) SignMask = ~SignMask;
  auto Scope = C.foldScope(IsFabs ? "fabs-of-bitcast" : "fneg-of-bitcast", N);
  Int = C.dag().getNode(IsFabs ? ISD::AND : ISD::XOR, IntVT, Int, C.dag().getConstant(SignMask, IntVT));
  C.addToWorklist(Int.getNode());
  return C.dag().getNode(ISD::BITCAST, VT, Int);
}

SDValue visitFNeg(DAGCombiner& C, SDNode* N) {
  SDValue N0 = N->getOperand(0);
  EVT VT = N->getValueType(0);
  auto Scope = C.foldScope("fneg-fold", N);
  if (SDValue NegN0 = negatedExpression(C, N0)) return NegN0;
  if (N0.getOpcode() == ISD::FSUB && hasFlag(N, F::NoSignedZeros) && N0.hasOneUse())
    return C.dag().getNode(ISD::FSUB, VT, N0.getOperand(1), N0.getOperand(0), N->getFlags());
  return signChangeInBitcast(C, N);
}

SDValue visitFAbs(DAGCombiner& C, SDNode* N) {
  SDValue N0 = N->getOperand(0);
  auto Scope = C.foldScope("fabs-fold", N);
  if (N0.getOpcode() == ISD::FABS) return N0;
  if (N0.getOpcode() == ISD::FNEG || N0.getOpcode() == ISD::FCOPYSIGN)
    return C.dag().getNode(ISD::FABS, N->getValueType(0), N0.getOperand(0), N->getFlags());
  return signChangeInBitcast(C, N);
}

SDValue visitFCopySign(DAGCombiner& C, SDNode* N) {
  SelectionDAG& DAG = C.dag();
  SDValue N0 = N->getOperand(0), N1 = N->getOperand(1);
  EVT VT = N->getValueType(0);
  auto Scope = C.foldScope("fcopysign-fold", N);
  if (isCFP(N1)) {
    if (!fpSignBit(fmtOf(N1), N1->getAPIntValue())) {
      if (C.isLegalOrBeforeOps(ISD::FABS, VT)) return DAG.getNode(ISD::FABS, VT, N0);
    } else if (C.isLegalOrBeforeOps(ISD::FNEG, VT)) {
      return DAG.getNode(ISD::FNEG, VT, DAG.getNode(ISD::FABS, VT, N0));
    }
  }
  // The magnitude's own sign does not matter.
  if (N0.getOpcode() == ISD::FABS || N0.getOpcode() == ISD::FNEG || N0.getOpcode() == ISD::FCOPYSIGN)
    return DAG.getNode(ISD::FCOPYSIGN, VT, N0.getOperand(0), N1);
  if (N1.getOpcode() == ISD::FABS) return DAG.getNode(ISD::FABS, VT, N0);
  if (N1.getOpcode() == ISD::FCOPYSIGN) return DAG.getNode(ISD::FCOPYSIGN, VT, N0, N1.getOperand(1));
  // Conversions keep the sign.
  if ((N1.getOpcode() == ISD::FP_EXTEND || N1.getOpcode() == ISD::FP_ROUND) &&
      N1.getOperand(0).getValueType() != EVT::f128() && !N1.getOperand(0).getValueType().isVector())
    return DAG.getNode(ISD::FCOPYSIGN, VT, N0, N1.getOperand(0));
  return SDValue();
}

SDValue visitFMA(DAGCombiner& C, SDNode* N) {
  SelectionDAG& DAG = C.dag();
  SDValue N0 = N->getOperand(0), N1 = N->getOperand(1), N2 = N->getOperand(2);
  EVT VT = N->getValueType(0);
  uint16_t Flags = N->getFlags();
  auto Scope = C.foldScope("fma-fold", N);
  SDValue NegN0, NegN1;
  if (negateBoth(C, N0, N1, NegN0, NegN1)) return DAG.getNode(ISD::FMA, VT, {NegN0, NegN1, N2}, Flags);
  if (isExactly(N0, 1.0)) return DAG.getNode(ISD::FADD, VT, N1, N2, Flags);
  if (isExactly(N1, 1.0)) return DAG.getNode(ISD::FADD, VT, N0, N2, Flags);
  if (isCFP(N0) && !isCFP(N1)) return DAG.getNode(ISD::FMA, VT, {N1, N0, N2}, Flags);
  if (isCFP(N1)) {
    if (isExactly(N1, -1.0) && C.isLegalOrBeforeOps(ISD::FNEG, VT)) {
      SDValue RHSNeg = DAG.getNode(ISD::FNEG, VT, N0, Flags);
      C.addToWorklist(RHSNeg.getNode());
      return DAG.getNode(ISD::FADD, VT, N2, RHSNeg, Flags);
    }
    if (N0.getOpcode() == ISD::FNEG && (C.tli().isOperationLegal(ISD::ConstantFP, VT) ||
                                        (N1.hasOneUse() && !C.tli().isFPImmLegal(N1->getAPIntValue(), VT))))
      return DAG.getNode(ISD::FMA, VT, {N0.getOperand(0), DAG.getNode(ISD::FNEG, VT, N1, Flags), N2}, Flags);
  }
  return SDValue();
}

SDValue visitFMinMax(DAGCombiner& C, SDNode* N) {
  SDValue N0 = N->getOperand(0), N1 = N->getOperand(1);
  EVT VT = N->getValueType(0);
  bool IsMin = N->getOpcode() == ISD::FMINNUM;
  uint16_t Flags = N->getFlags();
  auto Scope = C.foldScope("fminmax-fold", N);
  if (isCFP(N0) && !isCFP(N1)) return C.dag().getNode(N->getOpcode(), VT, N1, N0, Flags);
  if (isCFP(N1)) {
    FPFormat Fm = fmtOf(N1);
    const APInt& B = N1->getAPIntValue();
    if (fpIsNaN(Fm, B)) return N0; // minnum/maxnum ignore a NaN operand
    if (fpIsInf(Fm, B)) {
      if (IsMin == fpSignBit(Fm, B)) return N1; // minnum(x, -inf), maxnum(x, +inf)
      if (Flags & F::NoNaNs) return N0;         // minnum(x, +inf), maxnum(x, -inf) unless x is NaN
    }
  }
  return SDValue();
}

// ---- conversions
// -----------------------------------------------------------------------------------------------

SDValue visitFPRound(DAGCombiner& C, SDNode* N) {
  SelectionDAG& DAG = C.dag();
  SDValue N0 = N->getOperand(0), N1 = N->getOperand(1);
  EVT VT = N->getValueType(0);
  auto Scope = C.foldScope("fp_round-fold", N);
  if (N0.getOpcode() == ISD::FP_EXTEND && VT == N0.getOperand(0).getValueType()) return N0.getOperand(0);
  if (N0.getOpcode() == ISD::FP_ROUND) {
    bool NIsTrunc = N1->getZExtValue() == 1, N0IsTrunc = N0.getOperand(1)->getZExtValue() == 1;
    if (!C.isLegalOrCustomOrBeforeOps(ISD::FP_ROUND, VT) || !C.tli().isTypeLegal(VT)) return SDValue();
    if (N0.getOperand(0).getValueType() == EVT::f80() && VT == EVT::f16()) return SDValue();
    // Rounding twice is rounding once only when the first rounding kept the value.
    if (N0IsTrunc)
      return DAG.getNode(ISD::FP_ROUND, VT, N0.getOperand(0),
                         DAG.getIntPtrConstant(NIsTrunc && N0IsTrunc, true));
  }
  if (N0.getOpcode() == ISD::FCOPYSIGN && N0.hasOneUse()) {
    SDValue Tmp = DAG.getNode(ISD::FP_ROUND, VT, N0.getOperand(0), N1);
    C.addToWorklist(Tmp.getNode());
    return DAG.getNode(ISD::FCOPYSIGN, VT, Tmp, N0.getOperand(1));
  }
  return SDValue();
}

SDValue visitFPExtend(DAGCombiner& C, SDNode* N) {
  SelectionDAG& DAG = C.dag();
  SDValue N0 = N->getOperand(0);
  EVT VT = N->getValueType(0);
  // An fp_round user will fold this extension away itself.
  if (N->hasOneUse() && (*N->use_begin())->getOpcode() == ISD::FP_ROUND) return SDValue();
  auto Scope = C.foldScope("fp_extend-fold", N);
  if (N0.getOpcode() == ISD::FP_ROUND && N0.getOperand(1)->getZExtValue() == 1) {
    SDValue In = N0.getOperand(0);
    if (In.getValueType() == VT) return In;
    if (VT.sizeInBits() < In.getValueType().sizeInBits())
      return DAG.getNode(ISD::FP_ROUND, VT, In, N0.getOperand(1));
    return DAG.getNode(ISD::FP_EXTEND, VT, In);
  }
  if (N0.getOpcode() == ISD::LOAD && N0->getExtensionType() == ISD::NON_EXTLOAD &&
      N0->getAddressingMode() == ISD::UNINDEXED && N0.hasOneUse()) {
    LegalizeAction A = C.tli().getLoadExtAction(ISD::EXTLOAD, VT, N0.getValueType());
    if (A == LegalizeAction::Legal || A == LegalizeAction::Custom) {
      SDNode* LN0 = N0.getNode();
      SDValue ExtLoad = DAG.getExtLoad(ISD::EXTLOAD, VT, LN0->getOperand(0), LN0->getOperand(1),
                                       N0.getValueType(), LN0->getMemOperand());
      C.combineTo(N, ExtLoad);
      SDValue Round = DAG.getNode(ISD::FP_ROUND, N0.getValueType(), ExtLoad, DAG.getIntPtrConstant(1, true));
      C.combineTo(LN0, Round, ExtLoad.getValue(1));
      return SDValue(N, 0);
    }
  }
  return SDValue();
}

SDValue visitIntToFP(DAGCombiner& C, SDNode* N) {
  SelectionDAG& DAG = C.dag();
  SDValue N0 = N->getOperand(0);
  EVT VT = N->getValueType(0), OpVT = N0.getValueType();
  const bool Signed = N->getOpcode() == ISD::SINT_TO_FP;
  const int32_t Other = Signed ? ISD::UINT_TO_FP : ISD::SINT_TO_FP;
  auto Scope = C.foldScope(Signed ? "sint_to_fp-fold" : "uint_to_fp-fold", N);
  auto HasOp = [&](int32_t Opc) {
    return C.legalOperations() ? C.tli().isOperationLegal(Opc, OpVT)
                               : C.tli().isOperationLegalOrCustom(Opc, OpVT);
  };
  // Only the other signedness is available: fine when the sign bit is zero.
  if (!HasOp(N->getOpcode()) && HasOp(Other) && !OpVT.isVector() &&
      C.maskedValueIsZero(N0, APInt::signMask(OpVT.scalarSizeInBits())))
    return DAG.getNode(Other, VT, N0);
  if (VT.isVector() || !C.isLegalOrCustomOrBeforeOps(ISD::ConstantFP, VT)) return SDValue();
  FPFormat Fm = VT.fpFormat();
  SDValue Zero = DAG.getConstantFP(fpZero(Fm), VT);
  if (Signed) {
    // An i1 true is -1 when read as signed.
    if (N0.getOpcode() == ISD::SETCC && N0.getValueType() == EVT::i1())
      return DAG.getSelect(VT, N0, DAG.getConstantFP(fpFromDouble(Fm, -1.0), VT), Zero);
    if (N0.getOpcode() == ISD::ZERO_EXTEND && N0.getOperand(0).getOpcode() == ISD::SETCC)
      return DAG.getSelect(VT, N0.getOperand(0), DAG.getConstantFP(fpFromDouble(Fm, 1.0), VT), Zero);
  } else if (N0.getOpcode() == ISD::SETCC) {
    return DAG.getSelect(VT, N0, DAG.getConstantFP(fpFromDouble(Fm, 1.0), VT), Zero);
  }
  return SDValue();
}

/// fp_to_[su]int ([su]int_to_fp x) → x extended or truncated, when the FP type holds every value that can
/// reach it (LLVM's FoldIntToFPToInt: out-of-range conversions are poison, so the output range bounds it
/// too).
SDValue visitFPToInt(DAGCombiner& C, SDNode* N) {
  SDValue N0 = N->getOperand(0);
  EVT VT = N->getValueType(0);
  if (N0.getOpcode() != ISD::UINT_TO_FP && N0.getOpcode() != ISD::SINT_TO_FP) return SDValue();
  SDValue Src = N0.getOperand(0);
  EVT SrcVT = Src.getValueType();
  bool InSigned = N0.getOpcode() == ISD::SINT_TO_FP, OutSigned = N->getOpcode() == ISD::FP_TO_SINT;
  unsigned InputSize = SrcVT.scalarSizeInBits() - (InSigned ? 1 : 0);
  unsigned ActualSize = std::min(InputSize, unsigned(VT.scalarSizeInBits()));
  if (fpPrecision(N0.getValueType().scalarType().fpFormat()) < ActualSize) return SDValue();
  auto Scope = C.foldScope("fp_to_int-of-int_to_fp", N);
  if (VT.scalarSizeInBits() > SrcVT.scalarSizeInBits())
    return C.dag().getNode(InSigned && OutSigned ? ISD::SIGN_EXTEND : ISD::ZERO_EXTEND, VT, Src);
  if (VT.scalarSizeInBits() < SrcVT.scalarSizeInBits()) return C.dag().getNode(ISD::TRUNCATE, VT, Src);
  return C.dag().getNode(ISD::BITCAST, VT, Src);
}

// fp16_to_fp / bf16_to_fp read only the low 16 bits of their operand, so a mask of exactly those bits (what
// promoting the i16 operand leaves) is dropped; then a half moved between registers needs no masking.
SDValue visitHalfToFP(DAGCombiner& C, SDNode* N) {
  SDValue N0 = N->getOperand(0);
  if (N0.getOpcode() != ISD::AND || !isConstantNode(N0.getOperand(1)) || N0.getOperand(1)->isOpaqueConstant())
    return SDValue();
  if (N0.getOperand(1)->getAPIntValue() != APInt(N0.getOperand(1)->getAPIntValue().getBitWidth(), 0xffff))
    return SDValue();
  auto Scope = C.foldScope(N->getOpcode() == ISD::FP16_TO_FP ? "fp16_to_fp-of-mask" : "bf16_to_fp-of-mask", N);
  return C.dag().getNode(N->getOpcode(), N->getValueType(0), N0.getOperand(0));
}

// Rounding a half that was just widened gives the half back (its bits; what is above them is unspecified).
SDValue visitFPToHalf(DAGCombiner& C, SDNode* N) {
  SDValue N0 = N->getOperand(0);
  if (N0.getOpcode() != ISD::FP16_TO_FP || N->getOpcode() != ISD::FP_TO_FP16) return SDValue();
  if (N0.getOperand(0).getValueType() != N->getValueType(0)) return SDValue();
  auto Scope = C.foldScope("fp_to_fp16-of-fp16_to_fp", N);
  return N0.getOperand(0);
}

} // namespace

SDValue combineFloat(DAGCombiner& C, SDNode* N) {
  switch (N->getOpcode()) {
  case ISD::FADD: return visitFAdd(C, N);
  case ISD::FSUB: return visitFSub(C, N);
  case ISD::FMUL: return visitFMul(C, N);
  case ISD::FDIV: return visitFDiv(C, N);
  case ISD::FNEG: return visitFNeg(C, N);
  case ISD::FABS: return visitFAbs(C, N);
  case ISD::FCOPYSIGN: return visitFCopySign(C, N);
  case ISD::FMA: return visitFMA(C, N);
  case ISD::FMINNUM:
  case ISD::FMAXNUM: return visitFMinMax(C, N);
  case ISD::FP_ROUND: return visitFPRound(C, N);
  case ISD::FP_EXTEND: return visitFPExtend(C, N);
  case ISD::SINT_TO_FP:
  case ISD::UINT_TO_FP: return visitIntToFP(C, N);
  case ISD::FP_TO_SINT:
  case ISD::FP_TO_UINT: return visitFPToInt(C, N);
  case ISD::FP16_TO_FP:
  case ISD::BF16_TO_FP: return visitHalfToFP(C, N);
  case ISD::FP_TO_FP16: return visitFPToHalf(C, N);
  default: return SDValue();
  }
}

} // namespace dt
