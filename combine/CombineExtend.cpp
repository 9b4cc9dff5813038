// combine/CombineExtend.cpp — the combiner's folds for extensions, truncation, sign_extend_inreg, asserts,
// bitcasts, pairs and freeze (LLVM 19's visitSIGN_EXTEND, visitZERO_EXTEND, visitANY_EXTEND, visitTRUNCATE,
// visitSIGN_EXTEND_INREG, visitAssertExt, visitBITCAST, visitBUILD_PAIR and visitFREEZE).
//
// Folds, in LLVM's order of attempts (getNode already folds constants, ext of ext and trunc of ext at
// creation; the visitors repeat those for nodes whose operands changed after creation):
//  sext:  sext (sext/aext x) → sext x; sext (sext_inreg (trunc x)) → sext (trunc x); sext (trunc x) → x,
//         sext x or trunc x when x has the sign bits, else sext_inreg; sext (load) → sextload (one use, or
//         other users that are compares against constants — ExtendUsesToFormExtLoad); sext (sextload) →
//         wider sextload; sext (setgt x, -1) → sra (not x); sext (setcc) through SimplifySelectCC;
//         sext x → zext nneg x when the sign bit is known zero; sext (not i1 x) → add (zext x), -1.
//  zext:  zext (zext/aext x) → zext x; zext (trunc x) / zext (setne x, 0) → x resized when the dropped bits
//         are known zero; zext (trunc x) → and x, mask (when AND is legal); zext (and (trunc x), C) → and x,
//         C; zext (load) → zextload; zext (zextload/extload) → wider zextload; zext (setgt x, -1) → srl (not
//         x); zext (setcc) through SimplifySelectCC.
//  aext:  aext (trunc x) → x resized; aext (and (trunc x), C) → and x, C; aext (load) → extload when the
//         extending load is legal; aext (extload) → wider extload; aext (setcc) through SimplifySelectCC.
//  trunc: trunc (ext x) → x resized; trunc (sext_inreg x) narrowed before type legalization; trunc (select)
//         when truncation is free; trunc (shl x, K) → shl (trunc x), K; trunc (load) → narrower-typed
//         extload when the memory type fits; demanded bits; trunc (add/sub/mul/and/or/xor x, C) narrowed
//         before operation legalization; trunc (build_pair lo, hi) → lo resized.
//  sext_inreg: dropped when the sign bits are known; nested sext_inreg; sext_inreg (sext/aext/zext x) → sext
//  x;
//         → zext_inreg when the sign bit is known zero; demanded bits; sext_inreg (srl x, c) → sra x, c;
//         sext_inreg (extload) / (zextload) → sextload.
//  AssertSext/AssertZext: equal nested asserts; assert (trunc (assert x)) → trunc (stronger assert x).
//  bitcast: of constants (with the legality check after operation legalization); of a bitcast; of a load
//         (one use); of fneg/fabs → integer xor/and of the sign bit; of build_pair of consecutive loads.
//  build_pair: of two consecutive loads → one wide load.
//  freeze: dropped when the operand cannot be undef or poison.
// Left out: reduceLoadWidth (narrowing loads under trunc/srl/sext_inreg), ext of and/or/xor of a load,
// vector forms (extend_vector_inreg, masked loads, vector build/shuffle folds), ext (select of loads),
// widening ctpop/abs, pushing freeze through operations, bswap half-word matching, and the sext/zext of
// add/sub negation folds.
#include "combine/CombineSetCC.h"

#include <algorithm>

namespace dt {

namespace {

bool isConst(SDValue V) {
  return V && isConstantNode(V);
}
bool hasOneUseOfValue(SDValue V) {
  return V.getNode()->hasNUsesOfValue(1, V.getResNo());
}
unsigned bitsOf(SDValue V) {
  return V.getScalarValueSizeInBits();
}
unsigned payloadBits(SDValue VTOperand) {
  return VTOperand->getVTPayload().scalarSizeInBits();
}

bool isUnindexedLoad(SDValue V) {
  return V.getOpcode() == ISD::LOAD && V.getResNo() == 0 && V->getAddressingMode() == ISD::UNINDEXED;
}
bool isNonExtLoad(SDValue V) {
  return isUnindexedLoad(V) && V->getExtensionType() == ISD::NON_EXTLOAD;
}
bool isSimpleLoad(SDValue V) {
  return !V->isVolatile();
}
bool isLoadExtLegal(const TargetLowering& TLI, ISD::LoadExtType Ext, EVT VT, EVT MemVT) {
  return TLI.getLoadExtAction(Ext, VT, MemVT) == LegalizeAction::Legal;
}

// ---- extending loads -------------------------------------------------------------------------------------

/// Whether the other users of load N0 can live with it becoming an extending load of VT: compares against
/// constants are rewritten to compare the extended value (collected in SetCCs); other users need a free
/// truncate (LLVM's ExtendUsesToFormExtLoad).
bool extendUsesToFormExtLoad(const TargetLowering& TLI, EVT VT, SDNode* N, SDValue N0, int32_t ExtOpc,
                             std::vector<SDNode*>& SetCCs) {
  bool HasCopyToRegUses = false;
  bool TruncFree = TLI.isTruncateFree(VT, N0.getValueType());
  for (auto UI = N0->use_begin(); UI != N0->use_end(); ++UI) {
    SDNode* User = *UI;
    if (User == N) continue;
    if (UI.getUse().get().getResNo() != N0.getResNo()) continue;
    if (ExtOpc != ISD::ANY_EXTEND && User->getOpcode() == ISD::SETCC) {
      ISD::CondCode CC = User->getOperand(2)->getCondCode();
      // A zero extension loses the sign that a signed compare reads.
      if (ExtOpc == ISD::ZERO_EXTEND && ISD::isSignedIntSetCC(CC)) return false;
      bool Add = false;
      for (unsigned I = 0; I != 2; ++I) {
        SDValue UseOp = User->getOperand(I);
        if (UseOp == N0) continue;
        if (!isConst(UseOp)) return false;
        Add = true;
      }
      if (Add && std::find(SetCCs.begin(), SetCCs.end(), User) == SetCCs.end()) SetCCs.push_back(User);
      continue;
    }
    if (!TruncFree) return false;
    if (User->getOpcode() == ISD::CopyToReg) HasCopyToRegUses = true;
  }
  if (HasCopyToRegUses) {
    bool BothLiveOut = false;
    for (SDNode* User : N->uses())
      for (const SDUse& Op : User->ops())
        if (Op.get().getNode() == N && Op.get().getResNo() == 0) BothLiveOut = true;
    // Both the narrow and the extended value leave the block: only worth it when compares shrink.
    if (BothLiveOut) return !SetCCs.empty();
  }
  return true;
}

/// The compares collected by extendUsesToFormExtLoad now read the extended load (ExtendSetCCUses).
void extendSetCCUses(DAGCombiner& C, const std::vector<SDNode*>& SetCCs, SDValue OrigLoad, SDValue ExtLoad,
                     int32_t ExtOpc) {
  SelectionDAG& DAG = C.dag();
  for (SDNode* SetCC : SetCCs) {
    SDValue Ops[3];
    for (unsigned J = 0; J != 2; ++J) {
      SDValue SOp = SetCC->getOperand(J);
      Ops[J] = SOp == OrigLoad ? ExtLoad : DAG.getNode(ExtOpc, ExtLoad.getValueType(), SOp);
    }
    Ops[2] = SetCC->getOperand(2);
    C.combineTo(SetCC, DAG.getNode(ISD::SETCC, SetCC->getValueType(0), Ops));
  }
}

/// ext (load x) → extload x; the load's other users read a truncate of it (tryToFoldExtOfLoad).
SDValue tryToFoldExtOfLoad(DAGCombiner& C, EVT VT, SDNode* N, SDValue N0, ISD::LoadExtType ExtLoadType,
                           int32_t ExtOpc) {
  SelectionDAG& DAG = C.dag();
  const TargetLowering& TLI = C.tli();
  if (!isNonExtLoad(N0) || VT.isVector() ||
      ((C.legalOperations() || !isSimpleLoad(N0)) &&
       !isLoadExtLegal(TLI, ExtLoadType, VT, N0.getValueType())))
    return SDValue();
  std::vector<SDNode*> SetCCs;
  if (!hasOneUseOfValue(N0) && !extendUsesToFormExtLoad(TLI, VT, N, N0, ExtOpc, SetCCs)) return SDValue();
  SDNode* Load = N0.getNode();
  SDValue ExtLoad = DAG.getExtLoad(ExtLoadType, VT, Load->getOperand(0), Load->getOperand(1),
                                   N0.getValueType(), Load->getMemOperand());
  extendSetCCUses(C, SetCCs, N0, ExtLoad, ExtOpc);
  bool NoReplaceTrunc = hasOneUseOfValue(N0);
  C.combineTo(N, ExtLoad);
  if (NoReplaceTrunc) {
    C.commitReplacement(SDValue(Load, 1), ExtLoad.getValue(1));
  } else {
    SDValue Trunc = DAG.getNode(ISD::TRUNCATE, N0.getValueType(), ExtLoad);
    C.combineTo(Load, Trunc, ExtLoad.getValue(1));
  }
  return SDValue(N, 0);
}

/// ext (extload x) → a wider extending load of the same memory (tryToFoldExtOfExtload).
SDValue tryToFoldExtOfExtload(DAGCombiner& C, EVT VT, SDNode* N, SDValue N0, ISD::LoadExtType ExtLoadType) {
  if (!isUnindexedLoad(N0) || !hasOneUseOfValue(N0)) return SDValue();
  ISD::LoadExtType Ext = N0->getExtensionType();
  bool Matches =
      ExtLoadType == ISD::SEXTLOAD ? Ext == ISD::SEXTLOAD : (Ext == ISD::EXTLOAD || Ext == ISD::ZEXTLOAD);
  if (!Matches) return SDValue();
  EVT MemVT = N0->getMemoryVT();
  if ((C.legalOperations() || !isSimpleLoad(N0) || VT.isVector()) &&
      !isLoadExtLegal(C.tli(), ExtLoadType, VT, MemVT))
    return SDValue();
  SDNode* Load = N0.getNode();
  SDValue ExtLoad = C.dag().getExtLoad(ExtLoadType, VT, Load->getOperand(0), Load->getOperand(1), MemVT,
                                       Load->getMemOperand());
  C.combineTo(N, ExtLoad);
  C.commitReplacement(SDValue(Load, 1), ExtLoad.getValue(1));
  return SDValue(N, 0);
}

/// sext/zext i1 (setgt x, -1) → sra/srl (not x), bw-1 (foldExtendedSignBitTest).
SDValue foldExtendedSignBitTest(DAGCombiner& C, SDNode* N) {
  SDValue SetCC = N->getOperand(0);
  if (C.legalOperations() || SetCC.getOpcode() != ISD::SETCC || !hasOneUseOfValue(SetCC) ||
      SetCC.getValueType() != EVT::i1())
    return SDValue();
  SDValue X = SetCC.getOperand(0);
  EVT VT = N->getValueType(0);
  if (SetCC.getOperand(2)->getCondCode() != ISD::SETGT || !isAllOnesConstant(SetCC.getOperand(1)) ||
      X.getValueType() != VT)
    return SDValue();
  SelectionDAG& DAG = C.dag();
  SDValue NotX = DAG.getNOT(X, VT);
  SDValue ShiftAmount = DAG.getConstant(VT.sizeInBits() - 1, VT);
  return DAG.getNode(N->getOpcode() == ISD::SIGN_EXTEND ? ISD::SRA : ISD::SRL, VT, NotX, ShiftAmount);
}

// ---- the visitors ----------------------------------------------------------------------------------------

SDValue visitSignExtend(DAGCombiner& C, SDNode* N) {
  SelectionDAG& DAG = C.dag();
  const TargetLowering& TLI = C.tli();
  SDValue N0 = N->getOperand(0);
  EVT VT = N->getValueType(0);
  if (N0.isUndef() || isConst(N0)) {
    auto Scope = C.foldScope("sext-constant", N);
    return DAG.getNode(ISD::SIGN_EXTEND, VT, N0);
  }
  if (N0.getOpcode() == ISD::SIGN_EXTEND || N0.getOpcode() == ISD::ANY_EXTEND) {
    auto Scope = C.foldScope("sext-of-ext", N);
    return DAG.getNode(ISD::SIGN_EXTEND, VT, N0.getOperand(0));
  }
  if (N0.getOpcode() == ISD::SIGN_EXTEND_INREG) {
    SDValue N00 = N0.getOperand(0);
    EVT ExtVT = N0.getOperand(1)->getVTPayload();
    if ((N00.getOpcode() == ISD::TRUNCATE || TLI.isTruncateFree(N00.getValueType(), ExtVT)) &&
        C.isTypeLegalOrBeforeTypes(ExtVT)) {
      auto Scope = C.foldScope("sext-of-sext_inreg", N);
      return DAG.getNode(ISD::SIGN_EXTEND, VT, DAG.getNode(ISD::TRUNCATE, ExtVT, N00));
    }
  }
  if (N0.getOpcode() == ISD::TRUNCATE) {
    auto Scope = C.foldScope("sext-of-trunc", N);
    SDValue Op = N0.getOperand(0);
    unsigned OpBits = bitsOf(Op), MidBits = bitsOf(N0), DestBits = VT.scalarSizeInBits();
    // The truncated value is already sign-extended: drop the pair.
    if ((N0->getFlags() & SDNodeFlags::NoSignedWrap) || C.numSignBits(Op) > OpBits - MidBits) {
      if (OpBits == DestBits) return Op;
      return OpBits < DestBits ? DAG.getNode(ISD::SIGN_EXTEND, VT, Op) : DAG.getNode(ISD::TRUNCATE, VT, Op);
    }
    if (C.isLegalOrBeforeOps(ISD::SIGN_EXTEND_INREG, N0.getValueType())) {
      if (OpBits < DestBits)
        Op = DAG.getNode(ISD::ANY_EXTEND, VT, Op);
      else if (OpBits > DestBits)
        Op = DAG.getNode(ISD::TRUNCATE, VT, Op);
      return DAG.getNode(ISD::SIGN_EXTEND_INREG, VT, Op, DAG.getValueType(N0.getValueType()));
    }
  }
  {
    auto Scope = C.foldScope("sext-of-load", N);
    if (SDValue V = tryToFoldExtOfLoad(C, VT, N, N0, ISD::SEXTLOAD, ISD::SIGN_EXTEND)) return V;
    if (SDValue V = tryToFoldExtOfExtload(C, VT, N, N0, ISD::SEXTLOAD)) return V;
  }
  {
    auto Scope = C.foldScope("sext-sign-bit-test", N);
    if (SDValue V = foldExtendedSignBitTest(C, N)) return V;
  }
  if (N0.getOpcode() == ISD::SETCC && !VT.isVector()) {
    auto Scope = C.foldScope("sext-of-setcc", N);
    // The true value is -1 for an i1 compare, else the target's true value extended.
    SDValue ExtTrueVal = bitsOf(N0) == 1 ? DAG.getAllOnesConstant(VT) : DAG.getBoolConstant(true, VT);
    SDValue Zero = DAG.getConstant(0, VT);
    if (SDValue SCC = simplifySelectCC(C, N0.getOperand(0), N0.getOperand(1), ExtTrueVal, Zero,
                                       N0.getOperand(2)->getCondCode(), true))
      return SCC;
    // RISC-V turns selects of constants into math, so LLVM's sext (setcc) → select form is not taken.
  }
  if (!TLI.isSExtCheaperThanZExt(N0.getValueType(), VT) && C.isLegalOrBeforeOps(ISD::ZERO_EXTEND, VT) &&
      C.maskedValueIsZero(N0, APInt::signMask(bitsOf(N0)))) {
    auto Scope = C.foldScope("sext-to-zext-nneg", N);
    return DAG.getNode(ISD::ZERO_EXTEND, VT, N0, SDNodeFlags::NonNeg);
  }
  if (N0.getValueType() == EVT::i1() && isBitwiseNot(N0) && hasOneUseOfValue(N0) &&
      (!C.legalOperations() ||
       (TLI.isOperationLegal(ISD::ZERO_EXTEND, VT) && TLI.isOperationLegal(ISD::ADD, VT)))) {
    auto Scope = C.foldScope("sext-of-not", N);
    // A not that folds away (xor (setcc), 1 → inverted setcc) is better sign-extended as it is.
    if (SDValue NewXor = combineLogic(C, N0.getNode())) {
      if (NewXor.getNode() == N0.getNode()) return SDValue();
      return DAG.getNode(ISD::SIGN_EXTEND, VT, NewXor);
    }
    SDValue Zext = DAG.getNode(ISD::ZERO_EXTEND, VT, N0.getOperand(0));
    return DAG.getNode(ISD::ADD, VT, Zext, DAG.getAllOnesConstant(VT));
  }
  return SDValue();
}

/// zext (trunc x) and zext (setne x, 0) where x is 0/1: the value x, resized, when the bits the truncate
/// dropped are known zero (isTruncateOf).
SDValue foldZextOfTruncateOfKnownZeros(DAGCombiner& C, SDNode* N, SDValue N0) {
  EVT VT = N->getValueType(0);
  SDValue Op;
  if (N0.getOpcode() == ISD::TRUNCATE) {
    Op = N0.getOperand(0);
    unsigned OpBits = bitsOf(Op), Lo = bitsOf(N0), Hi = std::min(OpBits, VT.scalarSizeInBits());
    APInt Dropped =
        Hi > Lo ? APInt::bitsSetFrom(OpBits, Lo) & APInt::lowBitsSet(OpBits, Hi) : APInt::zero(OpBits);
    if (!C.maskedValueIsZero(Op, Dropped)) return SDValue();
  } else if (N0.getOpcode() == ISD::SETCC && N0.getValueType().scalarType() == EVT::i1() &&
             N0.getOperand(2)->getCondCode() == ISD::SETNE) {
    if (isNullConstant(N0.getOperand(0)))
      Op = N0.getOperand(1);
    else if (isNullConstant(N0.getOperand(1)))
      Op = N0.getOperand(0);
    else
      return SDValue();
    if (!Op.getValueType().isScalarInteger() || !C.maskedValueIsZero(Op, APInt::bitsSetFrom(bitsOf(Op), 1)))
      return SDValue();
  } else {
    return SDValue();
  }
  return C.dag().getZExtOrTrunc(Op, VT);
}

SDValue visitZeroExtend(DAGCombiner& C, SDNode* N) {
  SelectionDAG& DAG = C.dag();
  const TargetLowering& TLI = C.tli();
  SDValue N0 = N->getOperand(0);
  EVT VT = N->getValueType(0);
  if (N0.isUndef() || isConst(N0)) {
    auto Scope = C.foldScope("zext-constant", N);
    return DAG.getNode(ISD::ZERO_EXTEND, VT, N0);
  }
  if (N0.getOpcode() == ISD::ZERO_EXTEND || N0.getOpcode() == ISD::ANY_EXTEND) {
    auto Scope = C.foldScope("zext-of-ext", N);
    uint16_t Flags = N0.getOpcode() == ISD::ZERO_EXTEND ? (N0->getFlags() & SDNodeFlags::NonNeg) : 0;
    return DAG.getNode(ISD::ZERO_EXTEND, VT, N0.getOperand(0), Flags);
  }
  {
    auto Scope = C.foldScope("zext-of-trunc-known-zero", N);
    if (SDValue V = foldZextOfTruncateOfKnownZeros(C, N, N0)) return V;
  }
  if (N0.getOpcode() == ISD::TRUNCATE) {
    auto Scope = C.foldScope("zext-of-trunc", N);
    SDValue Op = N0.getOperand(0);
    if (N->getFlags() & SDNodeFlags::NonNeg) {
      unsigned OpBits = bitsOf(Op), MidBits = bitsOf(N0), DestBits = VT.scalarSizeInBits();
      unsigned SignBits = C.numSignBits(Op);
      if (OpBits == DestBits) {
        if (SignBits > DestBits - MidBits) return Op;
      } else if (SignBits > OpBits - MidBits) {
        return OpBits < DestBits ? DAG.getNode(ISD::SIGN_EXTEND, VT, Op) : DAG.getNode(ISD::TRUNCATE, VT, Op);
      }
    }
    if (C.isLegalOrBeforeOps(ISD::AND, VT)) {
      SDValue Wide = DAG.getAnyExtOrTrunc(Op, VT);
      C.addToWorklist(Wide.getNode());
      return DAG.getZeroExtendInReg(Wide, N0.getValueType());
    }
  }
  // zext (and (trunc x), C) → and x, C, unless both casts are free.
  if (N0.getOpcode() == ISD::AND && N0.getOperand(0).getOpcode() == ISD::TRUNCATE &&
      isConst(N0.getOperand(1)) &&
      (!TLI.isTruncateFree(N0.getOperand(0).getOperand(0).getValueType(), N0.getValueType()) ||
       !TLI.isZExtFree(N0, VT))) {
    auto Scope = C.foldScope("zext-of-and-trunc", N);
    SDValue X = DAG.getAnyExtOrTrunc(N0.getOperand(0).getOperand(0), VT);
    APInt Mask = N0.getOperand(1)->getAPIntValue().zext(VT.scalarSizeInBits());
    return DAG.getNode(ISD::AND, VT, X, DAG.getConstant(Mask, VT));
  }
  {
    auto Scope = C.foldScope("zext-of-load", N);
    if (SDValue V = tryToFoldExtOfLoad(C, VT, N, N0, ISD::ZEXTLOAD, ISD::ZERO_EXTEND)) return V;
    if (SDValue V = tryToFoldExtOfExtload(C, VT, N, N0, ISD::ZEXTLOAD)) return V;
  }
  {
    auto Scope = C.foldScope("zext-sign-bit-test", N);
    if (SDValue V = foldExtendedSignBitTest(C, N)) return V;
  }
  if (N0.getOpcode() == ISD::SETCC && !VT.isVector()) {
    auto Scope = C.foldScope("zext-of-setcc", N);
    if (SDValue SCC = simplifySelectCC(C, N0.getOperand(0), N0.getOperand(1), DAG.getConstant(1, VT),
                                       DAG.getConstant(0, VT), N0.getOperand(2)->getCondCode(), true))
      return SCC;
  }
  return SDValue();
}

SDValue visitAnyExtend(DAGCombiner& C, SDNode* N) {
  SelectionDAG& DAG = C.dag();
  const TargetLowering& TLI = C.tli();
  SDValue N0 = N->getOperand(0);
  EVT VT = N->getValueType(0);
  if (N0.isUndef() || isConst(N0) || N0.getOpcode() == ISD::ANY_EXTEND ||
      N0.getOpcode() == ISD::ZERO_EXTEND || N0.getOpcode() == ISD::SIGN_EXTEND) {
    auto Scope = C.foldScope("aext-of-ext", N);
    return DAG.getNode(ISD::ANY_EXTEND, VT, N0);
  }
  if (N0.getOpcode() == ISD::TRUNCATE) {
    auto Scope = C.foldScope("aext-of-trunc", N);
    return DAG.getAnyExtOrTrunc(N0.getOperand(0), VT);
  }
  if (N0.getOpcode() == ISD::AND && N0.getOperand(0).getOpcode() == ISD::TRUNCATE &&
      isConst(N0.getOperand(1)) &&
      !TLI.isTruncateFree(N0.getOperand(0).getOperand(0).getValueType(), N0.getValueType())) {
    auto Scope = C.foldScope("aext-of-and-trunc", N);
    SDValue X = DAG.getAnyExtOrTrunc(N0.getOperand(0).getOperand(0), VT);
    SDValue Y = DAG.getNode(ISD::ANY_EXTEND, VT, N0.getOperand(1));
    return DAG.getNode(ISD::AND, VT, X, Y);
  }
  if (!VT.isVector() && isNonExtLoad(N0) && isLoadExtLegal(TLI, ISD::EXTLOAD, VT, N0.getValueType())) {
    auto Scope = C.foldScope("aext-of-load", N);
    std::vector<SDNode*> SetCCs;
    if (hasOneUseOfValue(N0) || extendUsesToFormExtLoad(TLI, VT, N, N0, ISD::ANY_EXTEND, SetCCs)) {
      SDNode* Load = N0.getNode();
      SDValue ExtLoad = DAG.getExtLoad(ISD::EXTLOAD, VT, Load->getOperand(0), Load->getOperand(1),
                                       N0.getValueType(), Load->getMemOperand());
      extendSetCCUses(C, SetCCs, N0, ExtLoad, ISD::ANY_EXTEND);
      bool NoReplaceTrunc = hasOneUseOfValue(N0);
      C.combineTo(N, ExtLoad);
      if (NoReplaceTrunc) {
        C.commitReplacement(SDValue(Load, 1), ExtLoad.getValue(1));
      } else {
        SDValue Trunc = DAG.getNode(ISD::TRUNCATE, N0.getValueType(), ExtLoad);
        C.combineTo(Load, Trunc, ExtLoad.getValue(1));
      }
      return SDValue(N, 0);
    }
  }
  if (isUnindexedLoad(N0) && N0->getExtensionType() != ISD::NON_EXTLOAD && hasOneUseOfValue(N0)) {
    ISD::LoadExtType Ext = N0->getExtensionType();
    EVT MemVT = N0->getMemoryVT();
    if (!C.legalOperations() || isLoadExtLegal(TLI, Ext, VT, MemVT)) {
      auto Scope = C.foldScope("aext-of-extload", N);
      SDNode* Load = N0.getNode();
      SDValue ExtLoad =
          DAG.getExtLoad(Ext, VT, Load->getOperand(0), Load->getOperand(1), MemVT, Load->getMemOperand());
      C.combineTo(N, ExtLoad);
      C.commitReplacement(SDValue(Load, 1), ExtLoad.getValue(1));
      return SDValue(N, 0);
    }
  }
  if (N0.getOpcode() == ISD::SETCC && !VT.isVector()) {
    auto Scope = C.foldScope("aext-of-setcc", N);
    if (SDValue SCC = simplifySelectCC(C, N0.getOperand(0), N0.getOperand(1), DAG.getConstant(1, VT),
                                       DAG.getConstant(0, VT), N0.getOperand(2)->getCondCode(), true))
      return SCC;
  }
  return SDValue();
}

SDValue visitTruncate(DAGCombiner& C, SDNode* N) {
  SelectionDAG& DAG = C.dag();
  const TargetLowering& TLI = C.tli();
  SDValue N0 = N->getOperand(0);
  EVT VT = N->getValueType(0), SrcVT = N0.getValueType();
  if (N0.isUndef() || isConst(N0) || N0.getOpcode() == ISD::TRUNCATE || N0.getOpcode() == ISD::ZERO_EXTEND ||
      N0.getOpcode() == ISD::SIGN_EXTEND || N0.getOpcode() == ISD::ANY_EXTEND) {
    auto Scope = C.foldScope("trunc-of-ext", N);
    return DAG.getNode(ISD::TRUNCATE, VT, N0);
  }
  // trunc (sext_inreg x, iM) → sext_inreg (trunc x), iM (RISC-V prefers it whenever the types allow).
  if (!C.legalTypes() && N0.getOpcode() == ISD::SIGN_EXTEND_INREG && hasOneUseOfValue(N0)) {
    EVT ExtVT = N0.getOperand(1)->getVTPayload();
    if (ExtVT.sizeInBits() < VT.sizeInBits() && !VT.isVector()) {
      auto Scope = C.foldScope("trunc-of-sext_inreg", N);
      SDValue TrX = DAG.getNode(ISD::TRUNCATE, VT, N0.getOperand(0));
      return DAG.getNode(ISD::SIGN_EXTEND_INREG, VT, TrX, N0.getOperand(1));
    }
  }
  // An any_extend user folds this truncate away.
  if (N->hasOneUse() && (*N->uses().begin())->getOpcode() == ISD::ANY_EXTEND) return SDValue();
  if (N0.getOpcode() == ISD::SELECT && hasOneUseOfValue(N0) && C.isLegalOrBeforeOps(ISD::SELECT, SrcVT) &&
      TLI.isTruncateFree(SrcVT, VT)) {
    auto Scope = C.foldScope("trunc-of-select", N);
    SDValue T = DAG.getNode(ISD::TRUNCATE, VT, N0.getOperand(1));
    SDValue F = DAG.getNode(ISD::TRUNCATE, VT, N0.getOperand(2));
    return DAG.getNode(ISD::SELECT, VT, N0.getOperand(0), T, F);
  }
  if (N0.getOpcode() == ISD::SHL && hasOneUseOfValue(N0) && C.isLegalOrBeforeOps(ISD::SHL, VT) &&
      C.isTypeLegalOrBeforeTypes(VT) && !VT.isVector()) {
    SDValue Amt = N0.getOperand(1);
    unsigned Size = VT.scalarSizeInBits();
    unsigned Log2Size = 0;
    while ((2u << Log2Size) <= Size) ++Log2Size;
    if (C.knownBits(Amt).maxActiveBits() <= Log2Size) {
      auto Scope = C.foldScope("trunc-of-shl", N);
      EVT AmtVT = C.shiftAmountTy(VT);
      SDValue Trunc = DAG.getNode(ISD::TRUNCATE, VT, N0.getOperand(0));
      if (AmtVT != Amt.getValueType()) {
        Amt = DAG.getZExtOrTrunc(Amt, AmtVT);
        C.addToWorklist(Amt.getNode());
      }
      return DAG.getNode(ISD::SHL, VT, Trunc, Amt);
    }
  }
  // trunc (load) of a memory type that fits VT: the load itself produces VT.
  if ((!C.legalTypes() || TLI.isTypeLegal(VT)) && hasOneUseOfValue(N0) && isUnindexedLoad(N0) &&
      isSimpleLoad(N0) && N0->getMemoryVT().sizeInBits() <= VT.sizeInBits() && !VT.isVector()) {
    auto Scope = C.foldScope("trunc-of-load", N);
    SDNode* Load = N0.getNode();
    SDValue NewLoad = DAG.getExtLoad(Load->getExtensionType(), VT, Load->getOperand(0), Load->getOperand(1),
                                     Load->getMemoryVT(), Load->getMemOperand());
    C.commitReplacement(SDValue(Load, 1), NewLoad.getValue(1));
    return NewLoad;
  }
  if (N0.getOpcode() == ISD::BUILD_PAIR && !VT.isVector()) {
    // The low half holds every bit the truncate keeps.
    SDValue Lo = N0.getOperand(0);
    if (Lo.getValueType().isScalarInteger() && bitsOf(Lo) >= VT.scalarSizeInBits()) {
      auto Scope = C.foldScope("trunc-of-build_pair", N);
      return DAG.getNode(ISD::TRUNCATE, VT, Lo);
    }
  }
  if (C.simplifyDemandedBits(SDValue(N, 0))) return SDValue(N, 0);
  switch (N0.getOpcode()) {
  case ISD::ADD:
  case ISD::SUB:
  case ISD::MUL:
  case ISD::AND:
  case ISD::OR:
  case ISD::XOR:
    if (!C.legalOperations() && hasOneUseOfValue(N0) && VT.isScalarInteger() &&
        ((isConst(N0.getOperand(0)) && !N0.getOperand(0)->isOpaqueConstant()) ||
         (isConst(N0.getOperand(1)) && !N0.getOperand(1)->isOpaqueConstant()))) {
      auto Scope = C.foldScope("trunc-of-binop", N);
      SDValue L = DAG.getNode(ISD::TRUNCATE, VT, N0.getOperand(0));
      SDValue R = DAG.getNode(ISD::TRUNCATE, VT, N0.getOperand(1));
      return DAG.getNode(N0.getOpcode(), VT, L, R);
    }
    break;
  default: break;
  }
  return SDValue();
}

SDValue visitSignExtendInReg(DAGCombiner& C, SDNode* N) {
  SelectionDAG& DAG = C.dag();
  const TargetLowering& TLI = C.tli();
  SDValue N0 = N->getOperand(0), N1 = N->getOperand(1);
  EVT VT = N->getValueType(0), ExtVT = N1->getVTPayload();
  unsigned VTBits = VT.scalarSizeInBits(), ExtVTBits = ExtVT.scalarSizeInBits();
  if (N0.isUndef() || isConst(N0)) {
    auto Scope = C.foldScope("sext_inreg-constant", N);
    return DAG.getNode(ISD::SIGN_EXTEND_INREG, VT, N0, N1);
  }
  if (ExtVTBits >= computeMaxSignificantBits(TLI, N0)) return N0; // already sign-extended
  if (N0.getOpcode() == ISD::SIGN_EXTEND_INREG && ExtVTBits < payloadBits(N0.getOperand(1))) {
    auto Scope = C.foldScope("sext_inreg-of-sext_inreg", N);
    return DAG.getNode(ISD::SIGN_EXTEND_INREG, VT, N0.getOperand(0), N1);
  }
  if (N0.getOpcode() == ISD::SIGN_EXTEND || N0.getOpcode() == ISD::ANY_EXTEND) {
    SDValue N00 = N0.getOperand(0);
    if ((bitsOf(N00) <= ExtVTBits || computeMaxSignificantBits(TLI, N00) <= ExtVTBits) &&
        C.isLegalOrBeforeOps(ISD::SIGN_EXTEND, VT)) {
      auto Scope = C.foldScope("sext_inreg-of-ext", N);
      return DAG.getNode(ISD::SIGN_EXTEND, VT, N00);
    }
  }
  if (N0.getOpcode() == ISD::ZERO_EXTEND && bitsOf(N0.getOperand(0)) == ExtVTBits &&
      C.isLegalOrBeforeOps(ISD::SIGN_EXTEND, VT)) {
    auto Scope = C.foldScope("sext_inreg-of-zext", N);
    return DAG.getNode(ISD::SIGN_EXTEND, VT, N0.getOperand(0));
  }
  if (C.maskedValueIsZero(N0, APInt::one(VTBits).shl(ExtVTBits - 1))) {
    auto Scope = C.foldScope("sext_inreg-to-zext_inreg", N);
    return DAG.getZeroExtendInReg(N0, ExtVT);
  }
  if (C.simplifyDemandedBits(SDValue(N, 0))) return SDValue(N, 0);
  if (N0.getOpcode() == ISD::SRL && isConst(N0.getOperand(1)) &&
      N0.getOperand(1)->getAPIntValue().ule(APInt(bitsOf(N0.getOperand(1)), VTBits - ExtVTBits))) {
    // An srl of a value with enough sign bits is an sra.
    uint64_t ShAmt = N0.getOperand(1)->getZExtValue();
    if ((VTBits - ExtVTBits) - ShAmt < C.numSignBits(N0.getOperand(0))) {
      auto Scope = C.foldScope("sext_inreg-of-srl", N);
      return DAG.getNode(ISD::SRA, VT, N0.getOperand(0), N0.getOperand(1));
    }
  }
  if (isUnindexedLoad(N0) && N0->getMemoryVT() == ExtVT &&
      ((N0->getExtensionType() == ISD::EXTLOAD &&
        ((!C.legalOperations() && isSimpleLoad(N0) && hasOneUseOfValue(N0)) ||
         isLoadExtLegal(TLI, ISD::SEXTLOAD, VT, ExtVT))) ||
       (N0->getExtensionType() == ISD::ZEXTLOAD && hasOneUseOfValue(N0) && !C.legalOperations() &&
        isSimpleLoad(N0) && isLoadExtLegal(TLI, ISD::SEXTLOAD, VT, ExtVT)))) {
    auto Scope = C.foldScope("sext_inreg-of-extload", N);
    SDNode* Load = N0.getNode();
    SDValue ExtLoad = DAG.getExtLoad(ISD::SEXTLOAD, VT, Load->getOperand(0), Load->getOperand(1), ExtVT,
                                     Load->getMemOperand());
    C.combineTo(N, ExtLoad);
    C.combineTo(Load, ExtLoad, ExtLoad.getValue(1));
    C.addToWorklist(ExtLoad.getNode());
    return SDValue(N, 0);
  }
  return SDValue();
}

SDValue visitAssertExt(DAGCombiner& C, SDNode* N) {
  SelectionDAG& DAG = C.dag();
  int32_t Opc = N->getOpcode();
  SDValue N0 = N->getOperand(0), N1 = N->getOperand(1);
  EVT AssertVT = N1->getVTPayload();
  auto Scope = C.foldScope("assert-ext", N);
  if (N0.getOpcode() == Opc && AssertVT == N0.getOperand(1)->getVTPayload()) return N0;
  if (N0.getOpcode() == ISD::TRUNCATE && hasOneUseOfValue(N0) && N0.getOperand(0).getOpcode() == Opc) {
    // assert (trunc (assert x, iA)), iB → trunc (assert x, min(iA, iB))
    SDValue BigA = N0.getOperand(0);
    EVT BigVT = BigA.getOperand(1)->getVTPayload();
    EVT MinVT = AssertVT.sizeInBits() < BigVT.sizeInBits() ? AssertVT : BigVT;
    SDValue NewAssert = DAG.getNode(Opc, BigA.getValueType(), BigA.getOperand(0), DAG.getValueType(MinVT));
    return DAG.getNode(ISD::TRUNCATE, N->getValueType(0), NewAssert);
  }
  if (Opc == ISD::AssertZext && N0.getOpcode() == ISD::TRUNCATE &&
      N0.getOperand(0).getOpcode() == ISD::AssertSext && hasOneUseOfValue(N0)) {
    SDValue BigA = N0.getOperand(0);
    if (AssertVT.sizeInBits() < BigA.getOperand(1)->getVTPayload().sizeInBits()) {
      SDValue NewAssert = DAG.getNode(Opc, BigA.getValueType(), BigA.getOperand(0), N1);
      return DAG.getNode(ISD::TRUNCATE, N->getValueType(0), NewAssert);
    }
  }
  return SDValue();
}

/// Two non-volatile loads of the same chain, the second Bytes after the first.
bool areConsecutiveLoads(SDValue Hi, SDValue Lo, uint64_t Bytes) {
  if (Hi->isVolatile() || Lo->isVolatile() || Hi->getOperand(0) != Lo->getOperand(0)) return false;
  SDValue HiPtr = Hi->getOperand(1), LoPtr = Lo->getOperand(1);
  if (HiPtr.getOpcode() == ISD::ADD && HiPtr.getOperand(0) == LoPtr && isConst(HiPtr.getOperand(1)))
    return HiPtr.getOperand(1)->getAPIntValue().eq(Bytes);
  return false;
}

/// build_pair (load p), (load p+n) → one load of the pair's type (CombineConsecutiveLoads).
SDValue combineConsecutiveLoads(DAGCombiner& C, SDNode* N, EVT VT) {
  SDValue L1 = N->getOperand(0), L2 = N->getOperand(1);
  if (!isNonExtLoad(L1) || !isNonExtLoad(L2) || !L1->hasOneUse() || !L2->hasOneUse()) return SDValue();
  uint64_t Bytes = L1.getValueType().storeSizeInBytes();
  const MemOperand* MMO = L1->getMemOperand();
  if (!C.isLegalOrBeforeOps(ISD::LOAD, VT) || !C.isTypeLegalOrBeforeTypes(VT) ||
      !areConsecutiveLoads(L2, L1, Bytes) || !C.tli().allowsMemoryAccessForAlignment(VT, *MMO))
    return SDValue();
  MemOperand Wide = *MMO;
  Wide.SizeInBytes = VT.storeSizeInBytes();
  return C.dag().getLoad(VT, L1->getOperand(0), L1->getOperand(1), C.dag().getMemOperand(Wide));
}

SDValue visitBitcast(DAGCombiner& C, SDNode* N) {
  SelectionDAG& DAG = C.dag();
  const TargetLowering& TLI = C.tli();
  SDValue N0 = N->getOperand(0);
  EVT VT = N->getValueType(0);
  if (N0.isUndef()) return DAG.getUNDEF(VT);
  if ((isConst(N0) || isConstantFPNode(N0)) && !VT.isVector()) {
    // After operation legalization only a constant of a legal kind may appear.
    if (!C.legalOperations() ||
        (isConst(N0) && VT.isFloatingPoint() && TLI.isOperationLegal(ISD::ConstantFP, VT)) ||
        (isConstantFPNode(N0) && VT.isInteger() && TLI.isOperationLegal(ISD::Constant, VT))) {
      auto Scope = C.foldScope("bitcast-constant", N);
      SDValue R = DAG.getNode(ISD::BITCAST, VT, N0);
      if (R.getNode() != N) return R;
    }
  }
  if (N0.getOpcode() == ISD::BITCAST) {
    auto Scope = C.foldScope("bitcast-of-bitcast", N);
    return DAG.getNode(ISD::BITCAST, VT, N0.getOperand(0));
  }
  // bitcast (load) → load of the other type, when its alignment allows it.
  if (isNonExtLoad(N0) && hasOneUseOfValue(N0) && !VT.isVector() && !N0.getValueType().isVector() &&
      ((!C.legalOperations() && isSimpleLoad(N0)) || TLI.isOperationLegal(ISD::LOAD, VT)) &&
      C.isTypeLegalOrBeforeTypes(VT) && TLI.allowsMemoryAccessForAlignment(VT, *N0->getMemOperand())) {
    auto Scope = C.foldScope("bitcast-of-load", N);
    SDNode* Load = N0.getNode();
    SDValue NewLoad = DAG.getLoad(VT, Load->getOperand(0), Load->getOperand(1), Load->getMemOperand());
    C.commitReplacement(SDValue(Load, 1), NewLoad.getValue(1));
    return NewLoad;
  }
  // bitcast (fneg x) → xor (bitcast x), signbit; bitcast (fabs x) → and (bitcast x), ~signbit
  if ((N0.getOpcode() == ISD::FNEG || N0.getOpcode() == ISD::FABS) && N0.getNode()->hasOneUse() &&
      VT.isScalarInteger() && !N0.getValueType().isVector()) {
    auto Scope = C.foldScope("bitcast-of-fneg-fabs", N);
    SDValue NewConv = DAG.getNode(ISD::BITCAST, VT, N0.getOperand(0));
    C.addToWorklist(NewConv.getNode());
    APInt SignBit = APInt::signMask(unsigned(VT.sizeInBits()));
    if (N0.getOpcode() == ISD::FNEG) return DAG.getNode(ISD::XOR, VT, NewConv, DAG.getConstant(SignBit, VT));
    return DAG.getNode(ISD::AND, VT, NewConv, DAG.getConstant(~SignBit, VT));
  }
  if (N0.getOpcode() == ISD::BUILD_PAIR) {
    auto Scope = C.foldScope("bitcast-of-build_pair", N);
    if (SDValue V = combineConsecutiveLoads(C, N0.getNode(), VT)) return V;
  }
  return SDValue();
}

/// Whether V can be neither undef nor poison (a conservative subset of LLVM's
/// isGuaranteedNotToBeUndefOrPoison).
bool isGuaranteedNotUndefOrPoison(SDValue V, unsigned Depth = 0) {
  if (isConst(V) || isConstantFPNode(V) || V.getOpcode() == ISD::FREEZE) return true;
  if (Depth >= 6) return false;
  switch (V.getOpcode()) {
  case ISD::AND:
  case ISD::OR:
  case ISD::XOR:
  case ISD::ADD:
  case ISD::SUB:
  case ISD::MUL:
  case ISD::ZERO_EXTEND:
  case ISD::SIGN_EXTEND:
  case ISD::ANY_EXTEND:
  case ISD::TRUNCATE:
  case ISD::SETCC:
  case ISD::SELECT:
    // Operations that only pass poison on, without flags that make their own.
    if (V->getFlags() & (SDNodeFlags::NoUnsignedWrap | SDNodeFlags::NoSignedWrap | SDNodeFlags::Disjoint |
                         SDNodeFlags::NonNeg))
      return false;
    for (const SDUse& Op : V->ops())
      if (Op.get().getValueType() != EVT::other() && !isGuaranteedNotUndefOrPoison(Op.get(), Depth + 1))
        return false;
    return true;
  default: return false;
  }
}

SDValue visitFreeze(DAGCombiner& C, SDNode* N) {
  SDValue N0 = N->getOperand(0);
  if (isGuaranteedNotUndefOrPoison(N0)) return N0;
  (void)C;
  return SDValue();
}

} // namespace

SDValue combineExtend(DAGCombiner& C, SDNode* N) {
  switch (N->getOpcode()) {
  case ISD::SIGN_EXTEND: return visitSignExtend(C, N);
  case ISD::ZERO_EXTEND: return visitZeroExtend(C, N);
  case ISD::ANY_EXTEND: return visitAnyExtend(C, N);
  case ISD::TRUNCATE: return visitTruncate(C, N);
  case ISD::SIGN_EXTEND_INREG: return visitSignExtendInReg(C, N);
  case ISD::AssertSext:
  case ISD::AssertZext: return visitAssertExt(C, N);
  case ISD::BITCAST: return visitBitcast(C, N);
  case ISD::BUILD_PAIR: {
    auto Scope = C.foldScope("build_pair-of-loads", N);
    return combineConsecutiveLoads(C, N, N->getValueType(0));
  }
  case ISD::FREEZE: return visitFreeze(C, N);
  default: return SDValue(); // EXTRACT_ELEMENT: getNode folds it; LLVM has no visitor for it
  }
}

} // namespace dt
