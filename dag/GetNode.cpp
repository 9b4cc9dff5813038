// dag/GetNode.cpp — node factories: leaves, getNode with LLVM's canonicalizations and constant folding,
// and the helpers built on them (setcc, select, extensions, loads, stores, call sequences).
//
// Why fold here at all: LLVM's getNode folds as it creates, and the shape of every dump — and which node
// ids are consumed — depends on it. The rules below follow LLVM 19's getNode: constants go to the right of
// commutative operators, identities (x+0, x&-1, x&0, shifts by 0) vanish, constants fold, undef operands
// fold, ext-of-ext and trunc-of-ext collapse. Folding can be turned off (FoldOnCreate) for the dump reader.
#include "dag/SelectionDAG.h"

#include "support/Diagnostics.h"
#include "support/FloatFormat.h"

#include <cstring>

namespace dt {

// ---- leaves ------------------------------------------------------------------------------------------------
template <typename F> SDValue SelectionDAG::getLeaf(int32_t Opc, EVT VT, F&& SetPayload) {
  SDNode* N = allocNode();
  initNode(N, Opc, getVTList(VT), {});
  SetPayload(N);
  bool IsNew;
  return SDValue(finishNode(N, IsNew), 0);
}

SDValue SelectionDAG::getConstant(const APInt& Val, EVT VT, bool IsTarget, bool IsOpaque) {
  if (VT.isVector()) {
    SDValue Elt = getConstant(Val, VT.scalarType(), IsTarget, IsOpaque);
    std::vector<SDValue> Ops(VT.numElements(), Elt);
    return getNode(ISD::BUILD_VECTOR, VT, Ops);
  }
  DT_CHECK(VT.isScalarInteger() && Val.getBitWidth() == VT.scalarSizeInBits(), "constant width mismatch");
  if (Val.isHeap()) HasWideConstants = true;
  return getLeaf(IsTarget ? ISD::TargetConstant : ISD::Constant, VT, [&](SDNode* N) {
    N->Value = Val;
    N->Opaque = IsOpaque;
  });
}
SDValue SelectionDAG::getConstant(uint64_t Val, EVT VT, bool IsTarget, bool IsOpaque) {
  return getConstant(APInt(VT.scalarSizeInBits(), Val), VT, IsTarget, IsOpaque);
}
SDValue SelectionDAG::getSignedConstant(int64_t Val, EVT VT, bool IsTarget) {
  return getConstant(APInt(VT.scalarSizeInBits(), uint64_t(Val), true), VT, IsTarget);
}
SDValue SelectionDAG::getAllOnesConstant(EVT VT, bool IsTarget) {
  return getConstant(APInt::allOnes(VT.scalarSizeInBits()), VT, IsTarget);
}
SDValue SelectionDAG::getIntPtrConstant(uint64_t Val, bool IsTarget) {
  return getConstant(Val, TH.getPointerTy(), IsTarget);
}
SDValue SelectionDAG::getShiftAmountConstant(uint64_t Val, EVT VT) {
  return getConstant(Val, TH.getShiftAmountTy(VT));
}
SDValue SelectionDAG::getBoolConstant(bool V, EVT VT) { return getConstant(V ? 1 : 0, VT); }

SDValue SelectionDAG::getConstantFP(const APInt& Bits, EVT VT, bool IsTarget) {
  if (VT.isVector()) {
    SDValue Elt = getConstantFP(Bits, VT.scalarType(), IsTarget);
    std::vector<SDValue> Ops(VT.numElements(), Elt);
    return getNode(ISD::BUILD_VECTOR, VT, Ops);
  }
  if (Bits.isHeap()) HasWideConstants = true;
  return getLeaf(IsTarget ? ISD::TargetConstantFP : ISD::ConstantFP, VT, [&](SDNode* N) { N->Value = Bits; });
}
SDValue SelectionDAG::getConstantFPFromDouble(double V, EVT VT, bool IsTarget) {
  return getConstantFP(fpFromDouble(VT.scalarType().fpFormat(), V), VT, IsTarget);
}
SDValue SelectionDAG::getCondCode(ISD::CondCode CC) {
  return getLeaf(ISD::CONDCODE, EVT::other(), [&](SDNode* N) { N->CC = CC; });
}
SDValue SelectionDAG::getRegister(uint32_t Reg, EVT VT) {
  return getLeaf(ISD::Register, VT, [&](SDNode* N) { N->Reg = Reg; });
}
SDValue SelectionDAG::getRegisterMask(const uint32_t* Mask) {
  return getLeaf(ISD::RegisterMask, EVT::untyped(), [&](SDNode* N) { N->RegMask = Mask; });
}
SDValue SelectionDAG::getValueType(EVT VT) {
  return getLeaf(ISD::VALUETYPE, EVT::other(), [&](SDNode* N) { N->PayloadVT = VT; });
}
SDValue SelectionDAG::getBasicBlock(unsigned MBB, const char* Name) {
  const char* S = internString(Name ? Name : "");
  return getLeaf(ISD::BasicBlock, EVT::other(), [&](SDNode* N) {
    N->FrameIdx = int(MBB);
    N->Symbol = S;
  });
}
SDValue SelectionDAG::getGlobalAddress(const ir::Value* GV, const char* Name, EVT VT, int64_t Offset, bool IsTarget,
                                       unsigned TF) {
  const char* S = internString(Name);
  return getLeaf(IsTarget ? ISD::TargetGlobalAddress : ISD::GlobalAddress, VT, [&](SDNode* N) {
    N->Global = GV;
    N->Symbol = S;
    N->Offset = Offset;
    N->TargetFlags = TF;
  });
}
SDValue SelectionDAG::getFrameIndex(int FI, EVT VT, bool IsTarget) {
  return getLeaf(IsTarget ? ISD::TargetFrameIndex : ISD::FrameIndex, VT, [&](SDNode* N) { N->FrameIdx = FI; });
}
SDValue SelectionDAG::getExternalSymbol(const char* Sym, EVT VT, bool IsTarget, unsigned TF) {
  const char* S = internString(Sym);
  return getLeaf(IsTarget ? ISD::TargetExternalSymbol : ISD::ExternalSymbol, VT, [&](SDNode* N) {
    N->Symbol = S;
    N->TargetFlags = TF;
  });
}
SDValue SelectionDAG::getConstantPool(const APInt& Bits, EVT ConstVT, EVT VT, unsigned Align, int64_t Offset,
                                      bool IsTarget, unsigned TF) {
  if (Align == 0) Align = unsigned(std::max<uint64_t>(1, ConstVT.storeSizeInBytes()));
  if (Bits.isHeap()) HasWideConstants = true;
  return getLeaf(IsTarget ? ISD::TargetConstantPool : ISD::ConstantPool, VT, [&](SDNode* N) {
    N->Value = Bits;
    N->PayloadVT = ConstVT; // the constant's own type (the node's result is the pointer)
    N->FrameIdx = int(Align);
    N->Offset = Offset;
    N->TargetFlags = TF;
  });
}
SDValue SelectionDAG::getUNDEF(EVT VT) { return getNode(ISD::UNDEF, VT); }
SDValue SelectionDAG::getPOISON(EVT VT) { return getUNDEF(VT); }

// ---- small helpers ---------------------------------------------------------------------------------------
static bool isConst(const SDValue& V) { return V && isConstantNode(V); }
static bool isConstFP(const SDValue& V) { return V && isConstantFPNode(V); }

// ---- general getNode ---------------------------------------------------------------------------------------
SDValue SelectionDAG::getNode(int32_t Opc, EVT VT, uint16_t Flags) {
  return getNode(Opc, getVTList(VT), std::span<const SDValue>(), Flags);
}

SDValue SelectionDAG::getNode(int32_t Opc, EVT VT, SDValue N1, uint16_t Flags) {
  if (FoldOnCreate)
    if (SDValue V = foldUnary(Opc, VT, N1, Flags)) return V;
  SDValue Ops[] = {N1};
  return getNode(Opc, getVTList(VT), std::span<const SDValue>(Ops), Flags);
}

SDValue SelectionDAG::getNode(int32_t Opc, EVT VT, SDValue N1, SDValue N2, uint16_t Flags) {
  if (FoldOnCreate)
    if (SDValue V = foldBinary(Opc, VT, N1, N2, Flags)) return V;
  SDValue Ops[] = {N1, N2};
  return getNode(Opc, getVTList(VT), std::span<const SDValue>(Ops), Flags);
}

SDValue SelectionDAG::getNode(int32_t Opc, EVT VT, SDValue N1, SDValue N2, SDValue N3, uint16_t Flags) {
  if (FoldOnCreate)
    if (SDValue V = foldTernary(Opc, VT, N1, N2, N3, Flags)) return V;
  SDValue Ops[] = {N1, N2, N3};
  return getNode(Opc, getVTList(VT), std::span<const SDValue>(Ops), Flags);
}

SDValue SelectionDAG::getNode(int32_t Opc, EVT VT, SDValue N1, SDValue N2, SDValue N3, SDValue N4, uint16_t Flags) {
  SDValue Ops[] = {N1, N2, N3, N4};
  return getNode(Opc, getVTList(VT), std::span<const SDValue>(Ops), Flags);
}

SDValue SelectionDAG::getNode(int32_t Opc, EVT VT, std::span<const SDValue> Ops, uint16_t Flags) {
  switch (Ops.size()) {
  case 0: return getNode(Opc, getVTList(VT), Ops, Flags);
  case 1: return getNode(Opc, VT, Ops[0], Flags);
  case 2: return getNode(Opc, VT, Ops[0], Ops[1], Flags);
  case 3: return getNode(Opc, VT, Ops[0], Ops[1], Ops[2], Flags);
  default: break;
  }
  if (FoldOnCreate && Opc == ISD::BUILD_VECTOR) {
    bool AllUndef = true;
    for (const SDValue& O : Ops) AllUndef &= O.isUndef();
    if (AllUndef) return getUNDEF(VT);
  }
  return getNode(Opc, getVTList(VT), Ops, Flags);
}

SDValue SelectionDAG::getNode(int32_t Opc, SDVTList VTs, std::span<const SDValue> Ops, uint16_t Flags) {
  if (FoldOnCreate && VTs.NumVTs == 2 && Ops.size() == 2 &&
      (Opc == ISD::SADDO || Opc == ISD::UADDO || Opc == ISD::SSUBO || Opc == ISD::USUBO) && isNullConstant(Ops[1])) {
    // x +/- 0 cannot overflow.
    SDValue M[] = {Ops[0], getConstant(0, VTs[1])};
    return getNode(ISD::MERGE_VALUES, VTs, std::span<const SDValue>(M), Flags);
  }
  SDNode* N = allocNode();
  initNode(N, Opc, VTs, Ops);
  N->Flags = Flags;
  bool IsNew;
  SDNode* R = finishNode(N, IsNew);
  if (!IsNew) R->intersectFlagsWith(Flags);
  return SDValue(R, 0);
}

// ---- folding --------------------------------------------------------------------------------------------
SDValue SelectionDAG::foldUnary(int32_t Opc, EVT VT, SDValue N1, uint16_t Flags) {
  int32_t OpOpc = N1.getOpcode();
  // Extensions of constants fold even for opaque constants (which stay opaque): the type legalizer promotes
  // and expands them, and an unfolded extension of a constant would be a new node it must legalize again,
  // forever. A truncation of an opaque constant stays a node, as in LLVM (a memset's narrow stores reuse the
  // wide splat's register).
  if (isConst(N1) && N1->isOpaqueConstant() && VT.isScalarInteger()) {
    const APInt& C = N1->getAPIntValue();
    unsigned W = VT.scalarSizeInBits();
    bool Target = N1.getOpcode() == ISD::TargetConstant;
    switch (Opc) {
    case ISD::SIGN_EXTEND: return getConstant(C.sextOrTrunc(W), VT, Target, true);
    case ISD::ANY_EXTEND:
      if (target().isSExtCheaperThanZExt(N1.getValueType(), VT))
        return getConstant(C.sextOrTrunc(W), VT, Target, true);
      return getConstant(C.zextOrTrunc(W), VT, Target, true);
    case ISD::ZERO_EXTEND: return getConstant(C.zextOrTrunc(W), VT, Target, true);
    default: break;
    }
  }
  // Constant folding of integer operands.
  if (isConst(N1) && !N1->isOpaqueConstant() && VT.isScalarInteger() == true) {
    const APInt& C = N1->getAPIntValue();
    unsigned W = VT.scalarSizeInBits();
    switch (Opc) {
    case ISD::SIGN_EXTEND: return getConstant(C.sextOrTrunc(W), VT);
    // The bits above the operand's are free: the target's cheaper extension decides (RISC-V: sign for
    // i32 -> i64, so an i32 constant keeps fitting ADDIW's immediate).
    case ISD::ANY_EXTEND:
      if (target().isSExtCheaperThanZExt(N1.getValueType(), VT)) return getConstant(C.sextOrTrunc(W), VT);
      return getConstant(C.zextOrTrunc(W), VT);
    case ISD::ZERO_EXTEND: return getConstant(C.zextOrTrunc(W), VT);
    case ISD::TRUNCATE: return getConstant(C.trunc(W), VT);
    case ISD::ABS: return getConstant(C.abs(), VT);
    case ISD::BITREVERSE: return getConstant(C.reverseBits(), VT);
    case ISD::BSWAP: return getConstant(C.byteSwap(), VT);
    case ISD::CTPOP: return getConstant(APInt(W, C.popcount()), VT);
    case ISD::CTLZ:
    case ISD::CTLZ_ZERO_UNDEF: return getConstant(APInt(W, C.countLeadingZeros()), VT);
    case ISD::CTTZ:
    case ISD::CTTZ_ZERO_UNDEF: return getConstant(APInt(W, C.countTrailingZeros()), VT);
    case ISD::FREEZE: return N1;
    default: break;
    }
  }
  if (isConst(N1) && !N1->isOpaqueConstant() && VT.isFloatingPoint() && !VT.isVector()) {
    const APInt& C = N1->getAPIntValue();
    switch (Opc) {
    case ISD::SINT_TO_FP:
    case ISD::UINT_TO_FP: return getConstantFP(intToFP(VT.fpFormat(), C, Opc == ISD::SINT_TO_FP), VT);
    case ISD::BITCAST:
      if (VT.sizeInBits() == C.getBitWidth()) return getConstantFP(C, VT);
      break;
    case ISD::FP16_TO_FP:
    case ISD::BF16_TO_FP: {
      // The low 16 bits are the half (bfloat); converted exactly or rounded to nearest-even, as LLVM folds.
      FPFormat From = Opc == ISD::FP16_TO_FP ? FPFormat::Half : FPFormat::BFloat;
      return getConstantFP(fpConvert(From, C.zextOrTrunc(16), VT.fpFormat()), VT);
    }
    default: break;
    }
  }
  if (isConstFP(N1) && !VT.isVector()) {
    EVT SrcVT = N1.getValueType();
    FPFormat F = SrcVT.fpFormat();
    const APInt& C = N1->getAPIntValue();
    switch (Opc) {
    case ISD::FNEG: return getConstantFP(fpNeg(F, C), VT);
    case ISD::FABS: return getConstantFP(fpAbs(F, C), VT);
    case ISD::FCEIL: return getConstantFP(fpRound(F, C, RoundMode::Ceil), VT);
    case ISD::FFLOOR: return getConstantFP(fpRound(F, C, RoundMode::Floor), VT);
    case ISD::FTRUNC: return getConstantFP(fpRound(F, C, RoundMode::Trunc), VT);
    case ISD::FROUND: return getConstantFP(fpRound(F, C, RoundMode::NearestAway), VT);
    case ISD::FRINT:
    case ISD::FNEARBYINT:
    case ISD::FROUNDEVEN: return getConstantFP(fpRound(F, C, RoundMode::NearestEven), VT);
    case ISD::FP_EXTEND: return getConstantFP(fpConvert(F, C, VT.fpFormat()), VT);
    case ISD::FP_TO_SINT:
    case ISD::FP_TO_UINT: {
      bool InRange = false;
      APInt R = fpToInt(F, C, VT.scalarSizeInBits(), Opc == ISD::FP_TO_SINT, InRange);
      if (InRange) return getConstant(R, VT);
      break;
    }
    case ISD::BITCAST:
      if (VT.isScalarInteger() && VT.sizeInBits() == C.getBitWidth()) return getConstant(C, VT);
      break;
    case ISD::FP_TO_FP16:
    case ISD::FP_TO_BF16:
      // Rounded to nearest-even (overflow and inexactness ignored, as LLVM folds), zero-extended.
      if (VT.isScalarInteger()) {
        FPFormat To = Opc == ISD::FP_TO_FP16 ? FPFormat::Half : FPFormat::BFloat;
        return getConstant(fpConvert(F, C, To).zextOrTrunc(VT.scalarSizeInBits()), VT);
      }
      break;
    case ISD::FREEZE: return N1;
    default: break;
    }
  }

  switch (Opc) {
  case ISD::TokenFactor:
  case ISD::MERGE_VALUES:
  case ISD::CONCAT_VECTORS: return N1; // a single operand is the result
  case ISD::BUILD_VECTOR:
    if (VT == N1.getValueType()) return N1;
    break;
  case ISD::FREEZE:
    if (isConst(N1) || isConstFP(N1) || OpOpc == ISD::FREEZE) return N1;
    break;
  case ISD::FP_EXTEND:
    if (N1.getValueType() == VT) return N1;
    if (N1.isUndef()) return getUNDEF(VT);
    break;
  case ISD::FP_TO_SINT:
  case ISD::FP_TO_UINT:
    if (N1.isUndef()) return getUNDEF(VT);
    break;
  case ISD::SINT_TO_FP:
  case ISD::UINT_TO_FP:
    if (N1.isUndef()) return getConstantFP(APInt::zero(VT.scalarSizeInBits()), VT);
    break;
  case ISD::SIGN_EXTEND:
    if (N1.getValueType() == VT) return N1;
    if (OpOpc == ISD::SIGN_EXTEND || OpOpc == ISD::ZERO_EXTEND) return getNode(OpOpc, VT, N1.getOperand(0), N1->getFlags());
    if (N1.isUndef()) return getConstant(0, VT); // all top bits equal: pick zero
    break;
  case ISD::ZERO_EXTEND:
    if (N1.getValueType() == VT) return N1;
    if (OpOpc == ISD::ZERO_EXTEND) return getNode(ISD::ZERO_EXTEND, VT, N1.getOperand(0), N1->getFlags());
    if (N1.isUndef()) return getConstant(0, VT);
    break;
  case ISD::ANY_EXTEND:
    if (N1.getValueType() == VT) return N1;
    if (OpOpc == ISD::ZERO_EXTEND || OpOpc == ISD::SIGN_EXTEND || OpOpc == ISD::ANY_EXTEND)
      return getNode(OpOpc, VT, N1.getOperand(0));
    if (N1.isUndef()) return getUNDEF(VT);
    if (OpOpc == ISD::TRUNCATE && N1.getOperand(0).getValueType() == VT) return N1.getOperand(0);
    break;
  case ISD::TRUNCATE:
    if (N1.getValueType() == VT) return N1;
    if (OpOpc == ISD::TRUNCATE) return getNode(ISD::TRUNCATE, VT, N1.getOperand(0));
    if (OpOpc == ISD::ZERO_EXTEND || OpOpc == ISD::SIGN_EXTEND || OpOpc == ISD::ANY_EXTEND) {
      SDValue X = N1.getOperand(0);
      uint64_t XBits = X.getValueType().scalarSizeInBits(), VBits = VT.scalarSizeInBits();
      if (XBits < VBits) return getNode(OpOpc, VT, X);
      if (XBits > VBits) return getNode(ISD::TRUNCATE, VT, X);
      return X;
    }
    if (N1.isUndef()) return getUNDEF(VT);
    break;
  case ISD::ABS:
    if (N1.isUndef()) return getConstant(0, VT);
    break;
  case ISD::BSWAP:
  case ISD::BITREVERSE:
  case ISD::CTPOP:
    if (N1.isUndef()) return getUNDEF(VT);
    break;
  case ISD::BITCAST:
    if (VT == N1.getValueType()) return N1;
    if (OpOpc == ISD::BITCAST) return getNode(ISD::BITCAST, VT, N1.getOperand(0));
    if (N1.isUndef()) return getUNDEF(VT);
    break;
  case ISD::SCALAR_TO_VECTOR:
    if (N1.isUndef()) return getUNDEF(VT);
    break;
  case ISD::FNEG:
    if (OpOpc == ISD::FNEG) return N1.getOperand(0);
    if (N1.isUndef()) return N1;
    break;
  case ISD::FABS:
    if (OpOpc == ISD::FNEG) return getNode(ISD::FABS, VT, N1.getOperand(0));
    break;
  default: break;
  }
  return SDValue();
}

SDValue SelectionDAG::simplifyShift(SDValue X, SDValue Y) {
  EVT VT = X.getValueType();
  if (X.isUndef()) return getConstant(0, VT); // shifting undef can produce zero
  if (Y.isUndef()) return getUNDEF(VT);
  if (isNullConstant(Y)) return X;
  if (isConst(Y)) {
    const APInt& A = Y->getAPIntValue();
    if (A.getActiveBits() > 32 || A.getZExtValue() >= VT.scalarSizeInBits())
      return getUNDEF(VT); // shift amount out of range
  }
  if (VT.scalarSizeInBits() == 1) return X; // an i1 can only be shifted by zero
  return SDValue();
}

SDValue SelectionDAG::FoldConstantArithmetic(int32_t Opc, EVT VT, SDValue N1, SDValue N2) {
  if (Opc >= ISD::BUILTIN_OP_END || Opc < 0) return SDValue();
  // Division by zero (or undef) is undefined.
  if ((Opc == ISD::UDIV || Opc == ISD::SDIV || Opc == ISD::UREM || Opc == ISD::SREM) &&
      (isNullConstant(N2) || N2.isUndef()))
    return getUNDEF(VT);
  if (isConst(N1) && isConst(N2) && VT.isScalarInteger()) {
    if (N1->isOpaqueConstant() || N2->isOpaqueConstant()) return SDValue();
    const APInt& A = N1->getAPIntValue();
    const APInt& B = N2->getAPIntValue();
    unsigned W = A.getBitWidth();
    auto Amt = [&]() -> std::optional<unsigned> {
      if (B.getActiveBits() > 32 || B.getZExtValue() >= W) return std::nullopt;
      return unsigned(B.getZExtValue());
    };
    bool Ov;
    switch (Opc) {
    case ISD::ADD: return getConstant(A + B, VT);
    case ISD::SUB: return getConstant(A - B, VT);
    case ISD::MUL: return getConstant(A * B, VT);
    case ISD::AND: return getConstant(A & B, VT);
    case ISD::OR: return getConstant(A | B, VT);
    case ISD::XOR: return getConstant(A ^ B, VT);
    case ISD::SHL: if (auto S = Amt()) return getConstant(A.shl(*S), VT); return SDValue();
    case ISD::SRL: if (auto S = Amt()) return getConstant(A.lshr(*S), VT); return SDValue();
    case ISD::SRA: if (auto S = Amt()) return getConstant(A.ashr(*S), VT); return SDValue();
    case ISD::ROTL: return getConstant(A.rotl(unsigned(B.urem(APInt(B.getBitWidth(), W)).getZExtValue())), VT);
    case ISD::ROTR: return getConstant(A.rotr(unsigned(B.urem(APInt(B.getBitWidth(), W)).getZExtValue())), VT);
    case ISD::SMIN: return getConstant(APInt::smin(A, B), VT);
    case ISD::SMAX: return getConstant(APInt::smax(A, B), VT);
    case ISD::UMIN: return getConstant(APInt::umin(A, B), VT);
    case ISD::UMAX: return getConstant(APInt::umax(A, B), VT);
    case ISD::UDIV: return getConstant(A.udiv(B), VT);
    case ISD::UREM: return getConstant(A.urem(B), VT);
    case ISD::SDIV: return getConstant(A.sdiv(B), VT);
    case ISD::SREM: return getConstant(A.srem(B), VT);
    case ISD::MULHU: return getConstant(A.mulhu(B), VT);
    case ISD::MULHS: return getConstant(A.mulhs(B), VT);
    case ISD::SADDSAT: return getConstant(A.sadd_sat(B), VT);
    case ISD::UADDSAT: return getConstant(A.uadd_sat(B), VT);
    case ISD::SSUBSAT: return getConstant(A.ssub_sat(B), VT);
    case ISD::USUBSAT: return getConstant(A.usub_sat(B), VT);
    case ISD::ABDS: return getConstant(A.slt(B) ? B - A : A - B, VT);
    case ISD::ABDU: return getConstant(A.ult(B) ? B - A : A - B, VT);
    default: (void)Ov; return SDValue();
    }
  }
  if (isConstFP(N1) && isConstFP(N2) && VT.isFloatingPoint() && !VT.isVector()) {
    FPFormat F = VT.fpFormat();
    const APInt& A = N1->getAPIntValue();
    const APInt& B = N2->getAPIntValue();
    switch (Opc) {
    case ISD::FADD: return getConstantFP(fpAdd(F, A, B), VT);
    case ISD::FSUB: return getConstantFP(fpSub(F, A, B), VT);
    case ISD::FMUL: return getConstantFP(fpMul(F, A, B), VT);
    case ISD::FDIV: return getConstantFP(fpDiv(F, A, B), VT);
    case ISD::FREM: return getConstantFP(fpRem(F, A, B), VT);
    case ISD::FCOPYSIGN: return getConstantFP(fpCopySign(F, A, B), VT);
    case ISD::FMINNUM: return getConstantFP(fpMinNum(F, A, B), VT);
    case ISD::FMAXNUM: return getConstantFP(fpMaxNum(F, A, B), VT);
    case ISD::FMINIMUM: return getConstantFP(fpMinimum(F, A, B), VT);
    case ISD::FMAXIMUM: return getConstantFP(fpMaximum(F, A, B), VT);
    default: return SDValue();
    }
  }
  // GlobalAddress + constant folds into the address's offset.
  if ((Opc == ISD::ADD || Opc == ISD::SUB) && N1.getOpcode() == ISD::GlobalAddress && isConst(N2) &&
      TH.isOffsetFoldingLegal(N1.getNode()) &&
      N2->getAPIntValue().fitsSExt64()) {
    int64_t Off = N2->getSExtValue();
    return getGlobalAddress(N1->getGlobal(), N1->getSymbol(), VT,
                            N1->getOffset() + (Opc == ISD::ADD ? Off : -Off), false, N1->getTargetFlags());
  }
  return SDValue();
}

SDValue SelectionDAG::foldBinary(int32_t Opc, EVT VT, SDValue& N1, SDValue& N2, uint16_t Flags) {
  if (ISD::isCommutative(Opc)) {
    if (isConst(N1) && !isConst(N2)) std::swap(N1, N2);
    else if (isConstFP(N1) && !isConstFP(N2)) std::swap(N1, N2);
  }
  bool IsI1Vector = VT.isVector() && VT.scalarSizeInBits() == 1;
  switch (Opc) {
  case ISD::BUILD_VECTOR:
  case ISD::CONCAT_VECTORS:
    if (N1.isUndef() && N2.isUndef()) return getUNDEF(VT);
    break;
  case ISD::TokenFactor:
    if (N1.getOpcode() == ISD::EntryToken) return N2;
    if (N2.getOpcode() == ISD::EntryToken) return N1;
    if (N1 == N2) return N1;
    break;
  case ISD::AND:
    if (isNullConstant(N2)) return N2;
    if (isAllOnesConstant(N2)) return N1;
    break;
  case ISD::OR:
  case ISD::XOR:
  case ISD::ADD:
  case ISD::SUB:
    if (isNullConstant(N2)) return N1;
    if ((Opc == ISD::ADD || Opc == ISD::SUB) && IsI1Vector) return getNode(ISD::XOR, VT, N1, N2);
    break;
  case ISD::MUL:
    if (IsI1Vector) return getNode(ISD::AND, VT, N1, N2);
    break;
  case ISD::SMIN:
  case ISD::UMAX:
    if (IsI1Vector) return getNode(ISD::OR, VT, N1, N2);
    break;
  case ISD::SMAX:
  case ISD::UMIN:
    if (IsI1Vector) return getNode(ISD::AND, VT, N1, N2);
    break;
  case ISD::SHL:
  case ISD::SRA:
  case ISD::SRL:
    if (SDValue V = simplifyShift(N1, N2)) return V;
    [[fallthrough]];
  case ISD::ROTL:
  case ISD::ROTR:
    if (VT.scalarSizeInBits() == 1 && !VT.isVector()) return N1;
    if (isNullConstant(N2)) return N1;
    break;
  case ISD::FP_ROUND:
    if (N1.getValueType() == VT) return N1;
    if (isConstFP(N1)) return getConstantFP(fpConvert(N1.getValueType().fpFormat(), N1->getAPIntValue(), VT.fpFormat()), VT);
    break;
  case ISD::AssertSext:
  case ISD::AssertZext:
    if (N2->getVTPayload() == VT.scalarType()) return N1;
    break;
  case ISD::SIGN_EXTEND_INREG: {
    EVT From = N2->getVTPayload();
    if (From == VT) return N1;
    if (isConst(N1)) {
      unsigned W = VT.scalarSizeInBits(), FromBits = From.scalarSizeInBits();
      return getConstant(N1->getAPIntValue().shl(W - FromBits).ashr(W - FromBits), VT);
    }
    break;
  }
  case ISD::EXTRACT_ELEMENT:
    if (N1.getOpcode() == ISD::BUILD_PAIR) return N1.getOperand(unsigned(N2->getZExtValue()));
    if (isConst(N1)) {
      unsigned Sz = VT.scalarSizeInBits();
      return getConstant(N1->getAPIntValue().extractBits(Sz, Sz * unsigned(N2->getZExtValue())), VT);
    }
    break;
  case ISD::EXTRACT_VECTOR_ELT:
    if (N1.isUndef()) return getUNDEF(VT);
    if (isConst(N2) && N2->getAPIntValue().uge(APInt(N2->getAPIntValue().getBitWidth(), N1.getValueType().numElements())))
      return getUNDEF(VT);
    if (isConst(N2) && N1.getOpcode() == ISD::BUILD_VECTOR) {
      SDValue Elt = N1.getOperand(unsigned(N2->getZExtValue()));
      if (Elt.getValueType() != VT) return getAnyExtOrTrunc(Elt, VT);
      return Elt;
    }
    if (isConst(N2) && N1.getOpcode() == ISD::INSERT_VECTOR_ELT && N1.getOperand(2) == N2 &&
        N1.getOperand(1).getValueType() == VT)
      return N1.getOperand(1);
    break;
  default: break;
  }

  if (SDValue V = FoldConstantArithmetic(Opc, VT, N1, N2)) return V;

  // Undef operands.
  if (N1.isUndef()) {
    if (ISD::isCommutative(Opc)) {
      std::swap(N1, N2);
    } else {
      switch (Opc) {
      case ISD::SUB: return getUNDEF(VT);
      case ISD::SIGN_EXTEND_INREG:
      case ISD::UDIV:
      case ISD::SDIV:
      case ISD::UREM:
      case ISD::SREM:
      case ISD::SSUBSAT:
      case ISD::USUBSAT: return getConstant(0, VT);
      default: break;
      }
    }
  }
  if (N2.isUndef()) {
    switch (Opc) {
    case ISD::XOR:
      if (N1.isUndef()) return getConstant(0, VT);
      [[fallthrough]];
    case ISD::ADD:
    case ISD::SUB:
    case ISD::UDIV:
    case ISD::SDIV:
    case ISD::UREM:
    case ISD::SREM: return getUNDEF(VT);
    case ISD::MUL:
    case ISD::AND:
    case ISD::SSUBSAT:
    case ISD::USUBSAT: return getConstant(0, VT);
    case ISD::OR:
    case ISD::SADDSAT:
    case ISD::UADDSAT: return getAllOnesConstant(VT);
    default: break;
    }
  }
  return SDValue();
}

SDValue SelectionDAG::FoldSetCC(EVT VT, SDValue N1, SDValue N2, ISD::CondCode Cond) {
  EVT OpVT = N1.getValueType();
  switch (Cond) {
  case ISD::SETFALSE:
  case ISD::SETFALSE2: return getBoolConstant(false, VT);
  case ISD::SETTRUE:
  case ISD::SETTRUE2: return getBoolConstant(true, VT);
  default: break;
  }
  if (OpVT.isInteger()) {
    if ((N1.isUndef() || N2.isUndef()) && (Cond == ISD::SETEQ || Cond == ISD::SETNE)) return getUNDEF(VT);
    if (N1.isUndef() && N2.isUndef()) return getUNDEF(VT);
    if (N1.isUndef() || N2.isUndef() || N1 == N2) {
      bool TrueWhenEqual = (Cond & 1) != 0; // the E bit
      return getBoolConstant(TrueWhenEqual, VT);
    }
  }
  if (isConst(N1) && isConst(N2) && !VT.isVector()) {
    const APInt& A = N1->getAPIntValue();
    const APInt& B = N2->getAPIntValue();
    bool Signed = ISD::isSignedIntSetCC(Cond);
    int Order = A == B ? 0 : (Signed ? (A.slt(B) ? -1 : 1) : (A.ult(B) ? -1 : 1));
    return getBoolConstant(ISD::condCodeHolds(Cond, Order, false), VT);
  }
  if (isConstFP(N1) && isConstFP(N2) && !VT.isVector()) {
    FPCmpResult R = fpCompare(OpVT.fpFormat(), N1->getAPIntValue(), N2->getAPIntValue());
    bool Unordered = R == FPCmpResult::Unordered;
    // The "don't care" codes (seteq ...) with a NaN operand give undef.
    if (Unordered && Cond >= ISD::SETFALSE2) return getUNDEF(VT);
    int Order = R == FPCmpResult::Less ? -1 : R == FPCmpResult::Greater ? 1 : 0;
    return getBoolConstant(ISD::condCodeHolds(Cond, Order, Unordered), VT);
  }
  if (isConstFP(N1) && !N2.isUndef()) {
    // Constants go to the right, if the swapped condition is legal.
    ISD::CondCode Swapped = ISD::getSetCCSwappedOperands(Cond);
    if (!TH.isCondCodeLegal(Swapped, OpVT)) return SDValue();
    return getSetCC(VT, N2, N1, Swapped);
  }
  if ((isConstFP(N2) && fpIsNaN(OpVT.fpFormat(), N2->getAPIntValue())) ||
      (OpVT.isFloatingPoint() && (N1.isUndef() || N2.isUndef()))) {
    // A NaN operand decides ordered (false) and unordered (true) compares; "don't care" ones give undef.
    unsigned Flavor = Cond >= ISD::SETFALSE2 ? 2 : ((Cond & 8) ? 1 : 0);
    if (Flavor == 2) return getUNDEF(VT);
    return getBoolConstant(Flavor == 1, VT);
  }
  return SDValue();
}

SDValue SelectionDAG::simplifySelect(SDValue Cond, SDValue T, SDValue F) {
  if (Cond.isUndef()) return (isConst(T) || isConstFP(T)) ? T : F;
  if (T.isUndef()) return F;
  if (F.isUndef()) return T;
  if (isConst(Cond)) return Cond->getAPIntValue().isZero() ? F : T;
  if (T == F) return T;
  return SDValue();
}

SDValue SelectionDAG::foldTernary(int32_t Opc, EVT VT, SDValue N1, SDValue N2, SDValue N3, uint16_t Flags) {
  switch (Opc) {
  case ISD::SETCC:
    return FoldSetCC(VT, N1, N2, N3->getCondCode());
  case ISD::SELECT:
  case ISD::VSELECT:
    return simplifySelect(N1, N2, N3);
  case ISD::FMA:
    if (isConstFP(N1) && isConstFP(N2) && isConstFP(N3) && !VT.isVector())
      return getConstantFP(fpFma(VT.fpFormat(), N1->getAPIntValue(), N2->getAPIntValue(), N3->getAPIntValue()), VT);
    break;
  case ISD::INSERT_VECTOR_ELT:
    if (isConst(N3) && N3->getAPIntValue().uge(APInt(N3->getAPIntValue().getBitWidth(), VT.numElements())))
      return getUNDEF(VT);
    if (N3.isUndef()) return getUNDEF(VT);
    if (N2.isUndef()) return N1;
    break;
  case ISD::TokenFactor:
  case ISD::BUILD_VECTOR:
  case ISD::CONCAT_VECTORS: {
    bool AllUndef = Opc != ISD::TokenFactor && N1.isUndef() && N2.isUndef() && N3.isUndef();
    if (AllUndef) return getUNDEF(VT);
    break;
  }
  default: break;
  }
  return SDValue();
}

// ---- helpers built on getNode --------------------------------------------------------------------------------
SDValue SelectionDAG::getTokenFactor(std::span<const SDValue> Chains) {
  if (Chains.empty()) return getEntryNode();
  if (Chains.size() == 1) return Chains[0];
  return getNode(ISD::TokenFactor, EVT::other(), Chains);
}

SDValue SelectionDAG::getMergeValues(std::span<const SDValue> Ops) {
  if (Ops.size() == 1) return Ops[0];
  std::vector<EVT> VTs;
  for (const SDValue& O : Ops) VTs.push_back(O.getValueType());
  return getNode(ISD::MERGE_VALUES, getVTList(VTs), Ops);
}

SDValue SelectionDAG::getCopyToReg(SDValue Chain, uint32_t Reg, SDValue N) {
  SDValue R = getRegister(Reg, N.getValueType());
  return getNode(ISD::CopyToReg, EVT::other(), Chain, R, N);
}

SDValue SelectionDAG::getCopyToRegGlue(SDValue Chain, uint32_t Reg, SDValue N, SDValue Glue) {
  SDValue R = getRegister(Reg, N.getValueType());
  SDValue Ops[] = {Chain, R, N, Glue};
  return getNode(ISD::CopyToReg, getVTList(EVT::other(), EVT::glue()),
                 std::span<const SDValue>(Ops, Glue ? 4 : 3));
}

SDValue SelectionDAG::getCopyFromReg(SDValue Chain, uint32_t Reg, EVT VT) {
  SDValue R = getRegister(Reg, VT);
  SDValue Ops[] = {Chain, R};
  return getNode(ISD::CopyFromReg, getVTList(VT, EVT::other()), std::span<const SDValue>(Ops));
}

SDValue SelectionDAG::getCopyFromRegGlue(SDValue Chain, uint32_t Reg, EVT VT, SDValue Glue) {
  SDValue R = getRegister(Reg, VT);
  SDValue Ops[] = {Chain, R, Glue};
  return getNode(ISD::CopyFromReg, getVTList(VT, EVT::other(), EVT::glue()),
                 std::span<const SDValue>(Ops, Glue ? 3 : 2));
}

SDValue SelectionDAG::getSetCC(EVT VT, SDValue LHS, SDValue RHS, ISD::CondCode CC, uint16_t Flags) {
  return getNode(ISD::SETCC, VT, LHS, RHS, getCondCode(CC), Flags);
}

SDValue SelectionDAG::getSelect(EVT VT, SDValue Cond, SDValue T, SDValue F, uint16_t Flags) {
  return getNode(Cond.getValueType().isVector() ? ISD::VSELECT : ISD::SELECT, VT, Cond, T, F, Flags);
}

SDValue SelectionDAG::getZExtOrTrunc(SDValue Op, EVT VT) {
  return VT.scalarSizeInBits() > Op.getValueType().scalarSizeInBits() ? getNode(ISD::ZERO_EXTEND, VT, Op)
                                                                      : getNode(ISD::TRUNCATE, VT, Op);
}
SDValue SelectionDAG::getSExtOrTrunc(SDValue Op, EVT VT) {
  return VT.scalarSizeInBits() > Op.getValueType().scalarSizeInBits() ? getNode(ISD::SIGN_EXTEND, VT, Op)
                                                                      : getNode(ISD::TRUNCATE, VT, Op);
}
SDValue SelectionDAG::getAnyExtOrTrunc(SDValue Op, EVT VT) {
  return VT.scalarSizeInBits() > Op.getValueType().scalarSizeInBits() ? getNode(ISD::ANY_EXTEND, VT, Op)
                                                                      : getNode(ISD::TRUNCATE, VT, Op);
}
SDValue SelectionDAG::getZeroExtendInReg(SDValue Op, EVT VT) {
  EVT OpVT = Op.getValueType();
  if (OpVT == VT) return Op;
  APInt Imm = APInt::lowBitsSet(OpVT.scalarSizeInBits(), VT.scalarSizeInBits());
  return getNode(ISD::AND, OpVT, Op, getConstant(Imm, OpVT));
}
SDValue SelectionDAG::getNOT(SDValue Op, EVT VT) { return getNode(ISD::XOR, VT, Op, getAllOnesConstant(VT)); }
SDValue SelectionDAG::getLogicalNOT(SDValue Op, EVT VT) { return getNode(ISD::XOR, VT, Op, getBoolConstant(true, VT)); }
SDValue SelectionDAG::getNegative(SDValue Op, EVT VT) { return getNode(ISD::SUB, VT, getConstant(0, VT), Op); }

SDValue SelectionDAG::getMemBasePlusOffset(SDValue Base, int64_t Offset, uint16_t Flags) {
  EVT VT = Base.getValueType();
  return getNode(ISD::ADD, VT, Base, getSignedConstant(Offset, VT), Flags);
}

SDValue SelectionDAG::getVectorShuffle(EVT VT, SDValue N1, SDValue N2, std::span<const int> Mask) {
  std::vector<int> M(Mask.begin(), Mask.end());
  int NElts = int(M.size());
  if (FoldOnCreate) {
    // LLVM's canonical forms: undef operands last, a single-input shuffle uses the left operand, identity
    // shuffles vanish.
    auto commute = [&]() {
      std::swap(N1, N2);
      for (int& X : M)
        if (X >= 0) X = X < NElts ? X + NElts : X - NElts;
    };
    if (N1.isUndef() && N2.isUndef()) return getUNDEF(VT);
    if (N1 == N2) {
      N2 = getUNDEF(VT);
      for (int& X : M)
        if (X >= NElts) X -= NElts;
    }
    if (N1.isUndef()) commute();
    bool AllLHS = true, AllRHS = true, N2Undef = N2.isUndef();
    for (int& X : M) {
      if (X >= NElts) {
        if (N2Undef) X = -1;
        else AllLHS = false;
      } else if (X >= 0) {
        AllRHS = false;
      }
    }
    if (AllLHS && AllRHS) return getUNDEF(VT);
    if (AllLHS && !N2Undef) N2 = getUNDEF(VT);
    if (AllRHS) {
      N1 = getUNDEF(VT);
      commute();
    }
    if (N1.isUndef() && N2.isUndef()) return getUNDEF(VT);
    bool Identity = true;
    for (int I = 0; I < NElts; ++I)
      if (M[I] >= 0 && M[I] != I) Identity = false;
    if (Identity && NElts) return N1;
  }
  Masks.push_back(std::move(M));
  const int* MP = Masks.back().data();
  SDNode* N = allocNode();
  SDValue Ops[] = {N1, N2};
  initNode(N, ISD::VECTOR_SHUFFLE, getVTList(VT), Ops);
  N->ShuffleMask = MP;
  bool IsNew;
  return SDValue(finishNode(N, IsNew), 0);
}

SDValue SelectionDAG::getCALLSEQ_START(SDValue Chain, uint64_t InSize, uint64_t OutSize) {
  SDValue Ops[] = {Chain, getIntPtrConstant(InSize, true), getIntPtrConstant(OutSize, true)};
  return getNode(ISD::CALLSEQ_START, getVTList(EVT::other(), EVT::glue()), std::span<const SDValue>(Ops));
}

SDValue SelectionDAG::getCALLSEQ_END(SDValue Chain, uint64_t Size1, uint64_t Size2, SDValue Glue) {
  SDValue Ops[] = {Chain, getIntPtrConstant(Size1, true), getIntPtrConstant(Size2, true), Glue};
  return getNode(ISD::CALLSEQ_END, getVTList(EVT::other(), EVT::glue()),
                 std::span<const SDValue>(Ops, Glue ? 4 : 3));
}

// ---- memory ------------------------------------------------------------------------------------------------
SDValue SelectionDAG::getLoad(EVT VT, SDValue Chain, SDValue Ptr, const MemOperand* MMO) {
  return getExtLoad(ISD::NON_EXTLOAD, VT, Chain, Ptr, VT, MMO);
}

SDValue SelectionDAG::getExtLoad(ISD::LoadExtType Ext, EVT VT, SDValue Chain, SDValue Ptr, EVT MemVT,
                                 const MemOperand* MMO) {
  if (VT == MemVT) Ext = ISD::NON_EXTLOAD;
  SDValue Undef = getUNDEF(Ptr.getValueType());
  SDValue Ops[] = {Chain, Ptr, Undef};
  SDNode* N = allocNode();
  initNode(N, ISD::LOAD, getVTList(VT, EVT::other()), Ops);
  N->ExtOrTrunc = Ext;
  N->MemVT = MemVT;
  N->MMO = MMO;
  bool IsNew;
  return SDValue(finishNode(N, IsNew), 0);
}

SDValue SelectionDAG::getStore(SDValue Chain, SDValue Val, SDValue Ptr, const MemOperand* MMO) {
  return getTruncStore(Chain, Val, Ptr, Val.getValueType(), MMO);
}

SDValue SelectionDAG::getTruncStore(SDValue Chain, SDValue Val, SDValue Ptr, EVT MemVT, const MemOperand* MMO) {
  SDValue Undef = getUNDEF(Ptr.getValueType());
  SDValue Ops[] = {Chain, Val, Ptr, Undef};
  SDNode* N = allocNode();
  initNode(N, ISD::STORE, getVTList(EVT::other()), Ops);
  N->ExtOrTrunc = MemVT != Val.getValueType() ? 1 : 0;
  N->MemVT = MemVT;
  N->MMO = MMO;
  bool IsNew;
  return SDValue(finishNode(N, IsNew), 0);
}

SDValue SelectionDAG::getMemIntrinsicNode(int32_t Opc, SDVTList VTs, std::span<const SDValue> Ops, EVT MemVT,
                                          const MemOperand* MMO) {
  SDNode* N = allocNode();
  initNode(N, Opc, VTs, Ops);
  N->MemVT = MemVT;
  N->MMO = MMO;
  bool IsNew;
  return SDValue(finishNode(N, IsNew), 0);
}

// ---- machine nodes -------------------------------------------------------------------------------------------
SDNode* SelectionDAG::getMachineNode(unsigned MachineOpc, SDVTList VTs, std::span<const SDValue> Ops) {
  SDNode* N = allocNode();
  initNode(N, ~int32_t(MachineOpc), VTs, Ops);
  bool IsNew;
  return finishNode(N, IsNew);
}

void SelectionDAG::setMemRefs(SDNode* N, std::span<const MemOperand* const> Refs) {
  MemRefLists.emplace_back(Refs.begin(), Refs.end());
  N->MemRefs = MemRefLists.back().data();
  N->NumMemRefs = uint16_t(Refs.size());
}

SDNode* SelectionDAG::MorphNodeTo(SDNode* N, int32_t Opc, SDVTList VTs, std::span<const SDValue> Ops) {
  // An equal node may already exist; then N's users move to it and N goes away.
  SDNode Template;
  Template.Opcode = Opc;
  Template.VTs = VTs.VTs;
  Template.NumValues = uint16_t(VTs.NumVTs);
  if (!doNotCSE(&Template))
    if (SDNode* E = lookupWithOperands(Template, Ops); E && E != N) {
      ReplaceAllUsesWith(N, E);
      for (DAGUpdateListener* L = Listeners; L; L = L->Next) L->NodeDeleted(N, E);
      // N is gone; operands it kept alive may die with it (their listeners are told without a replacement).
      std::vector<SDNode*> Dead;
      for (unsigned I = 0; I < N->NumOperands; ++I) {
        SDNode* Old = N->Ops[I].getNode();
        N->Ops[I].removeFromList();
        if (Old && Old->use_empty() && Old != Entry) Dead.push_back(Old);
      }
      DeallocateNode(N);
      RemoveDeadNodesList(Dead);
      return E;
    }
  RemoveNodeFromCSEMaps(N);
  std::vector<SDNode*> Dead;
  for (unsigned I = 0; I < N->NumOperands; ++I) {
    SDNode* Old = N->Ops[I].getNode();
    N->Ops[I].removeFromList();
    if (Old && Old->use_empty() && Old != Entry) Dead.push_back(Old);
  }
  freeOperands(N->Ops, N->NumOperands);
  N->Opcode = Opc;
  N->VTs = VTs.VTs;
  N->NumValues = uint16_t(VTs.NumVTs);
  N->NumOperands = uint16_t(Ops.size());
  N->Ops = allocOperands(unsigned(Ops.size()));
  for (unsigned I = 0; I < Ops.size(); ++I) {
    N->Ops[I].setUser(N);
    N->Ops[I].setInitial(Ops[I]);
  }
  // Operands that lost their last use die, unless the new operands revived them.
  std::vector<SDNode*> ReallyDead;
  for (SDNode* D : Dead)
    if (D->use_empty()) ReallyDead.push_back(D);
  RemoveDeadNodesList(ReallyDead);
  if (!doNotCSE(N)) cseInsert(N);
  return N;
}

} // namespace dt
