// legalize/PromoteFloats.cpp — the two half-precision families: SoftPromoteHalf (LLVM's SoftPromoteHalfRes_*
// / SoftPromoteHalfOp_*), used by RISC-V for f16 and bf16 without Zfh/Zfhmin, and PromoteFloat (LLVM's
// PromoteFloatRes_* / PromoteFloatOp_*), used by targets whose softPromoteHalfType() is false.
//
// SoftPromoteHalf: a half value lives as its 16 bits in an i16. Every operation converts its operands to the
// type the half transforms to (f32) with FP16_TO_FP (bf16: BF16_TO_FP), computes there, and converts the
// result back with FP_TO_FP16 / FP_TO_BF16, so each operation rounds to half as the IR says. Sign operations
// (fneg, fabs, copysign) work on the bits. The f32 computation may itself be softened (no F), and the
// conversions become __extendhfsf2 / __truncsfhf2 calls there or in the operation legalizer.
//
// PromoteFloat: a half value lives in an f32 register; the conversions happen only where the half's bits
// are observed (bitcasts, loads, stores) or where the IR rounds explicitly (fptrunc, int → half). As in LLVM,
// operations in between are not rounded back to half precision.
//
// Invariants: a soft-promoted value is an i16 holding the exact half bits; a promoted value is an f32 (the
// type the target names) computed as LLVM computes it.
#include "legalize/IntegerExpansions.h"
#include "legalize/LegalizeTypes.h"
#include "support/Diagnostics.h"

#include <vector>

namespace dt {

namespace {

/// The conversion between a half format and the wider type it is computed in (LLVM's GetPromotionOpcode).
int32_t promotionOpcode(EVT OpVT, EVT RetVT) {
  if (OpVT == EVT::f16()) return ISD::FP16_TO_FP;
  if (RetVT == EVT::f16()) return ISD::FP_TO_FP16;
  if (OpVT == EVT::bf16()) return ISD::BF16_TO_FP;
  if (RetVT == EVT::bf16()) return ISD::FP_TO_BF16;
  throw InternalError("half promotion between " + OpVT.str() + " and " + RetVT.str());
}

// ---- SoftPromoteHalf --------------------------------------------------------------------------------------

struct SoftPromoteHalfRules {
  DAGTypeLegalizer& L;
  SelectionDAG& DAG;

  /// The FP type a half is computed in. LLVM's TransformToType for a soft-promoted half is f32 (the i16 is
  /// only its storage); dagtool's type table says i16 there, so the computation type is fixed here.
  static EVT computeType(EVT) { return EVT::f32(); }

  /// The half operand as a value of the wider type NVT.
  SDValue widen(SDValue HalfOp, EVT OVT, EVT NVT) {
    return DAG.getNode(promotionOpcode(OVT, NVT), NVT, L.GetSoftPromotedHalf(HalfOp));
  }
  /// A wider value rounded back to half bits.
  SDValue narrow(SDValue Wide, EVT OVT) {
    return DAG.getNode(promotionOpcode(Wide.getValueType(), OVT), EVT::i16(), Wide);
  }

  /// FP_ROUND to a soft-promoted half. From a softened source (f64 on RV32 without D, fp128) the truncation
  /// routine is called right here with its half-typed result, so that call lowering returns it where the ABI
  /// puts a half (fa0 under hard-float ABIs). Deliberate divergence from LLVM 19, which made an FP_TO_FP16
  /// and called the routine while softening it, returning an i16 read from a0 where the routine leaves fa0
  /// (llvm-project#107607; LLVM's fix after 19, #119481 in SoftPromoteHalfRes_FP_ROUND, behaves like this).
  SDValue round(SDNode* N, EVT OVT) {
    SDValue Op = N->getOperand(0);
    EVT SVT = Op.getValueType();
    // Only where a half travels in an FP register type (RISC-V with F: f32) can its place differ from an
    // i16's; elsewhere LLVM 19's shape is right, and is kept so that dumps stay llc-19's.
    bool HalfInFPRegister = L.tli().getRegisterTypeForCallingConv(OVT).isFloatingPoint();
    if (HalfInFPRegister && L.getTypeAction(SVT) == TypeAction::SoftenFloat)
      if (const char* Name = L.libcallName(ISD::FP_ROUND, SVT, OVT)) {
        LibCallOptions Opts;
        Opts.IsSoften = true;
        Opts.OpsVTBeforeSoften = {SVT};
        Opts.RetVTBeforeSoften = OVT;
        SDValue Soft = L.GetSoftenedFloat(Op);
        SDValue Half = L.makeLibCall(Name, OVT, std::span<const SDValue>(&Soft, 1), Opts).first;
        return DAG.getNode(ISD::BITCAST, EVT::i16(), Half);
      }
    return DAG.getNode(promotionOpcode(SVT, OVT), EVT::i16(), Op);
  }

  SDValue result(SDNode* N, unsigned ResNo) {
    EVT OVT = N->getValueType(ResNo);
    switch (N->getOpcode()) {
    case ISD::BITCAST: return L.BitConvertToInteger(N->getOperand(0));
    case ISD::ConstantFP: return DAG.getConstant(N->getAPIntValue(), EVT::i16());
    case ISD::UNDEF:
    case ISD::POISON: return DAG.getUNDEF(EVT::i16());
    case ISD::MERGE_VALUES: return L.BitConvertToInteger(L.DisintegrateMERGE_VALUES(N, ResNo));
    case ISD::EXTRACT_VECTOR_ELT: {
      SDValue Vec = L.BitConvertVectorToIntegerVector(N->getOperand(0));
      return DAG.getNode(ISD::EXTRACT_VECTOR_ELT, Vec.getValueType().elementType(), Vec, N->getOperand(1));
    }
    case ISD::FCOPYSIGN: return copySign(N);
    case ISD::FP_ROUND: return round(N, OVT);
    case ISD::FABS:
      return DAG.getNode(ISD::AND, EVT::i16(), L.GetSoftPromotedHalf(N->getOperand(0)),
                         DAG.getConstant(0x7fff, EVT::i16()));
    case ISD::FNEG:
      return DAG.getNode(ISD::XOR, EVT::i16(), L.GetSoftPromotedHalf(N->getOperand(0)),
                         DAG.getConstant(0x8000, EVT::i16()));
    case ISD::FCBRT:
    case ISD::FCEIL:
    case ISD::FCOS:
    case ISD::FEXP:
    case ISD::FEXP2:
    case ISD::FFLOOR:
    case ISD::FLOG:
    case ISD::FLOG2:
    case ISD::FLOG10:
    case ISD::FNEARBYINT:
    case ISD::FREEZE:
    case ISD::FRINT:
    case ISD::FROUND:
    case ISD::FROUNDEVEN:
    case ISD::FSIN:
    case ISD::FSQRT:
    case ISD::FTRUNC:
    case ISD::FCANONICALIZE: {
      EVT NVT = computeType(OVT);
      SDValue Op = widen(N->getOperand(0), OVT, NVT);
      return narrow(DAG.getNode(N->getOpcode(), NVT, Op), OVT);
    }
    case ISD::FADD:
    case ISD::FSUB:
    case ISD::FMUL:
    case ISD::FDIV:
    case ISD::FREM:
    case ISD::FPOW:
    case ISD::FMINNUM:
    case ISD::FMAXNUM:
    case ISD::FMINIMUM:
    case ISD::FMAXIMUM: {
      EVT NVT = computeType(OVT);
      SDValue Op0 = widen(N->getOperand(0), OVT, NVT), Op1 = widen(N->getOperand(1), OVT, NVT);
      // LLVM drops the node's flags here.
      return narrow(DAG.getNode(N->getOpcode(), NVT, Op0, Op1), OVT);
    }
    case ISD::FMA:
    case ISD::FMAD: {
      EVT NVT = computeType(OVT);
      SDValue Op0 = widen(N->getOperand(0), OVT, NVT), Op1 = widen(N->getOperand(1), OVT, NVT),
              Op2 = widen(N->getOperand(2), OVT, NVT);
      return narrow(DAG.getNode(N->getOpcode(), NVT, Op0, Op1, Op2), OVT);
    }
    case ISD::FLDEXP: {
      EVT NVT = computeType(OVT);
      SDValue Op0 = widen(N->getOperand(0), OVT, NVT);
      return narrow(DAG.getNode(ISD::FLDEXP, NVT, Op0, N->getOperand(1)), OVT);
    }
    case ISD::FFREXP: {
      EVT NVT = computeType(OVT);
      SDValue Op = widen(N->getOperand(0), OVT, NVT);
      SDValue Res = DAG.getNode(ISD::FFREXP, DAG.getVTList(NVT, N->getValueType(1)), {Op});
      L.ReplaceValueWith(SDValue(N, 1), Res.getValue(1));
      return narrow(Res, OVT);
    }
    case ISD::LOAD: {
      if (N->getExtensionType() != ISD::NON_EXTLOAD || N->getAddressingMode() != ISD::UNINDEXED)
        L.unsupported("SoftPromoteHalf", N, "result (extending or indexed load)");
      SDValue NewL = DAG.getLoad(EVT::i16(), N->getOperand(0), N->getOperand(1), N->getMemOperand());
      L.ReplaceValueWith(SDValue(N, 1), NewL.getValue(1));
      return NewL;
    }
    case ISD::SELECT: {
      SDValue T = L.GetSoftPromotedHalf(N->getOperand(1)), F = L.GetSoftPromotedHalf(N->getOperand(2));
      return DAG.getSelect(T.getValueType(), N->getOperand(0), T, F);
    }
    case ISD::SELECT_CC: {
      SDValue T = L.GetSoftPromotedHalf(N->getOperand(2)), F = L.GetSoftPromotedHalf(N->getOperand(3));
      return DAG.getNode(ISD::SELECT_CC, T.getValueType(),
                         {N->getOperand(0), N->getOperand(1), T, F, N->getOperand(4)});
    }
    case ISD::VECREDUCE_FADD:
    case ISD::VECREDUCE_FMUL:
    case ISD::VECREDUCE_FMAX:
    case ISD::VECREDUCE_FMIN:
    case ISD::VECREDUCE_FMAXIMUM:
    case ISD::VECREDUCE_FMINIMUM:
    case ISD::VECREDUCE_SEQ_FADD:
    case ISD::VECREDUCE_SEQ_FMUL: L.ReplaceValueWith(SDValue(N, 0), expandVecReduce(DAG, L.tli(), N)); return SDValue();
    case ISD::SINT_TO_FP:
    case ISD::UINT_TO_FP: {
      // Convert to the wide type, then round to half (two roundings, as LLVM does).
      EVT NVT = computeType(OVT);
      return narrow(DAG.getNode(N->getOpcode(), NVT, N->getOperand(0)), OVT);
    }
    default: L.unsupported("SoftPromoteHalf", N, "result");
    }
  }

  /// copysign on the half's bits; the sign source may be any FP type (its sign bit is moved into place).
  SDValue copySign(SDNode* N) {
    return L.CopySignOnBits(L.GetSoftPromotedHalf(N->getOperand(0)), N->getOperand(1));
  }

  SDValue operand(SDNode* N, unsigned OpNo) {
    switch (N->getOpcode()) {
    case ISD::BITCAST:
      return DAG.getNode(ISD::BITCAST, N->getValueType(0), L.GetSoftPromotedHalf(N->getOperand(0)));
    case ISD::FCOPYSIGN: {
      // Only the sign source can be the half here (a half result is handled as a result).
      if (OpNo != 1) L.unsupported("SoftPromoteHalf", N, "operand");
      EVT SVT = N->getOperand(1).getValueType(), NVT = computeType(SVT);
      return DAG.getNode(ISD::FCOPYSIGN, N->getValueType(0), N->getOperand(0),
                         widen(N->getOperand(1), SVT, NVT));
    }
    case ISD::FP_TO_SINT:
    case ISD::FP_TO_UINT:
    case ISD::LRINT:
    case ISD::LLRINT:
    case ISD::LROUND:
    case ISD::LLROUND: {
      EVT SVT = N->getOperand(0).getValueType(), NVT = computeType(SVT);
      return DAG.getNode(N->getOpcode(), N->getValueType(0), widen(N->getOperand(0), SVT, NVT));
    }
    case ISD::FP_TO_SINT_SAT:
    case ISD::FP_TO_UINT_SAT: {
      EVT SVT = N->getOperand(0).getValueType(), NVT = computeType(SVT);
      return DAG.getNode(N->getOpcode(), N->getValueType(0), widen(N->getOperand(0), SVT, NVT),
                         N->getOperand(1));
    }
    case ISD::FP_EXTEND: {
      // Straight from the bits to the destination type (f64 too): FP16_TO_FP takes any FP result.
      EVT SVT = N->getOperand(0).getValueType();
      return DAG.getNode(promotionOpcode(SVT, N->getValueType(0)), N->getValueType(0),
                         L.GetSoftPromotedHalf(N->getOperand(0)));
    }
    case ISD::SELECT_CC: {
      if (OpNo > 1) L.unsupported("SoftPromoteHalf", N, "operand");
      EVT SVT = N->getOperand(0).getValueType(), NVT = computeType(SVT);
      SDValue Op0 = widen(N->getOperand(0), SVT, NVT), Op1 = widen(N->getOperand(1), SVT, NVT);
      return DAG.getNode(ISD::SELECT_CC, N->getValueType(0),
                         {Op0, Op1, N->getOperand(2), N->getOperand(3), N->getOperand(4)});
    }
    case ISD::SETCC: {
      EVT SVT = N->getOperand(0).getValueType(), NVT = computeType(SVT);
      SDValue Op0 = widen(N->getOperand(0), SVT, NVT), Op1 = widen(N->getOperand(1), SVT, NVT);
      return DAG.getSetCC(N->getValueType(0), Op0, Op1, N->getOperand(2)->getCondCode());
    }
    case ISD::STORE: {
      if (OpNo != 1 || N->isTruncatingStore() || N->getAddressingMode() != ISD::UNINDEXED)
        L.unsupported("SoftPromoteHalf", N, "operand (truncating or indexed store)");
      return DAG.getStore(N->getOperand(0), L.GetSoftPromotedHalf(N->getOperand(1)), N->getOperand(2),
                          N->getMemOperand());
    }
    case ISD::IS_FPCLASS:
      // The class is read off the bits (a conversion to f32 would turn subnormal halves into normals).
      return L.expandIsFPClassOnBits(N->getValueType(0), L.GetSoftPromotedHalf(N->getOperand(0)),
                                     N->getOperand(0).getValueType(),
                                     unsigned(N->getOperand(1)->getZExtValue()));
    default: L.unsupported("SoftPromoteHalf", N, "operand");
    }
  }
};

// ---- PromoteFloat -----------------------------------------------------------------------------------------

struct PromoteFloatRules {
  DAGTypeLegalizer& L;
  SelectionDAG& DAG;

  EVT transformed(EVT VT) const { return L.getTypeToTransformTo(VT); }

  SDValue result(SDNode* N, unsigned ResNo) {
    EVT VT = N->getValueType(ResNo), NVT = transformed(VT);
    switch (N->getOpcode()) {
    case ISD::BITCAST: {
      // The bits become a value of the wide type (the source need not be a scalar integer: bitcast first).
      EVT IVT = EVT::integer(unsigned(N->getOperand(0).getValueSizeInBits()));
      SDValue Cast = DAG.getNode(ISD::BITCAST, IVT, N->getOperand(0));
      return DAG.getNode(promotionOpcode(VT, NVT), NVT, Cast);
    }
    case ISD::FREEZE: {
      EVT IVT = EVT::integer(unsigned(N->getOperand(0).getValueSizeInBits()));
      SDValue Cast = DAG.getNode(ISD::BITCAST, IVT, N->getOperand(0));
      return DAG.getNode(promotionOpcode(VT, NVT), NVT, DAG.getNode(ISD::FREEZE, IVT, Cast));
    }
    case ISD::ConstantFP: {
      SDValue C = DAG.getConstant(N->getAPIntValue(), EVT::integer(unsigned(VT.sizeInBits())));
      return DAG.getNode(promotionOpcode(VT, NVT), NVT, C);
    }
    case ISD::UNDEF:
    case ISD::POISON: return DAG.getUNDEF(NVT);
    case ISD::EXTRACT_VECTOR_ELT: {
      SDValue Vec = L.BitConvertVectorToIntegerVector(N->getOperand(0));
      SDValue Elt =
          DAG.getNode(ISD::EXTRACT_VECTOR_ELT, Vec.getValueType().elementType(), Vec, N->getOperand(1));
      return DAG.getNode(promotionOpcode(VT, NVT), NVT, Elt);
    }
    case ISD::FCOPYSIGN:
      // The sign operand, if it needs promotion, is handled as an operand.
      return DAG.getNode(ISD::FCOPYSIGN, NVT, L.GetPromotedFloat(N->getOperand(0)), N->getOperand(1));
    case ISD::FABS:
    case ISD::FCBRT:
    case ISD::FCEIL:
    case ISD::FCOS:
    case ISD::FEXP:
    case ISD::FEXP2:
    case ISD::FFLOOR:
    case ISD::FLOG:
    case ISD::FLOG2:
    case ISD::FLOG10:
    case ISD::FNEARBYINT:
    case ISD::FNEG:
    case ISD::FRINT:
    case ISD::FROUND:
    case ISD::FROUNDEVEN:
    case ISD::FSIN:
    case ISD::FSQRT:
    case ISD::FTRUNC:
    case ISD::FCANONICALIZE: return DAG.getNode(N->getOpcode(), NVT, L.GetPromotedFloat(N->getOperand(0)));
    case ISD::FADD:
    case ISD::FSUB:
    case ISD::FMUL:
    case ISD::FDIV:
    case ISD::FREM:
    case ISD::FPOW:
    case ISD::FMINNUM:
    case ISD::FMAXNUM:
    case ISD::FMINIMUM:
    case ISD::FMAXIMUM:
      return DAG.getNode(N->getOpcode(), NVT, L.GetPromotedFloat(N->getOperand(0)),
                         L.GetPromotedFloat(N->getOperand(1)), N->getFlags());
    case ISD::FMA:
    case ISD::FMAD:
      return DAG.getNode(N->getOpcode(), NVT, L.GetPromotedFloat(N->getOperand(0)),
                         L.GetPromotedFloat(N->getOperand(1)), L.GetPromotedFloat(N->getOperand(2)));
    case ISD::FLDEXP:
      return DAG.getNode(ISD::FLDEXP, NVT, L.GetPromotedFloat(N->getOperand(0)), N->getOperand(1));
    case ISD::FFREXP: {
      SDValue Res = DAG.getNode(ISD::FFREXP, DAG.getVTList(NVT, N->getValueType(1)),
                                {L.GetPromotedFloat(N->getOperand(0))});
      L.ReplaceValueWith(SDValue(N, 1), Res.getValue(1));
      return Res;
    }
    case ISD::FP_ROUND: {
      // Round to the half's precision (as bits), then back to the wide type.
      SDValue Op = N->getOperand(0);
      EVT IVT = EVT::integer(unsigned(VT.sizeInBits()));
      SDValue Round = DAG.getNode(promotionOpcode(Op.getValueType(), VT), IVT, Op);
      return DAG.getNode(promotionOpcode(VT, NVT), NVT, Round);
    }
    case ISD::LOAD: {
      if (N->getAddressingMode() != ISD::UNINDEXED) L.unsupported("PromoteFloat", N, "result (indexed load)");
      EVT IVT = EVT::integer(unsigned(VT.sizeInBits()));
      SDValue NewL = DAG.getExtLoad(N->getExtensionType(), IVT, N->getOperand(0), N->getOperand(1), IVT,
                                    N->getMemOperand());
      L.ReplaceValueWith(SDValue(N, 1), NewL.getValue(1));
      return DAG.getNode(promotionOpcode(VT, NVT), NVT, NewL);
    }
    case ISD::SELECT: {
      SDValue T = L.GetPromotedFloat(N->getOperand(1)), F = L.GetPromotedFloat(N->getOperand(2));
      return DAG.getNode(ISD::SELECT, T.getValueType(), N->getOperand(0), T, F);
    }
    case ISD::SELECT_CC: {
      SDValue T = L.GetPromotedFloat(N->getOperand(2)), F = L.GetPromotedFloat(N->getOperand(3));
      return DAG.getNode(ISD::SELECT_CC, T.getValueType(),
                         {N->getOperand(0), N->getOperand(1), T, F, N->getOperand(4)});
    }
    case ISD::VECREDUCE_FADD:
    case ISD::VECREDUCE_FMUL:
    case ISD::VECREDUCE_FMAX:
    case ISD::VECREDUCE_FMIN:
    case ISD::VECREDUCE_FMAXIMUM:
    case ISD::VECREDUCE_FMINIMUM:
    case ISD::VECREDUCE_SEQ_FADD:
    case ISD::VECREDUCE_SEQ_FMUL: L.ReplaceValueWith(SDValue(N, 0), expandVecReduce(DAG, L.tli(), N)); return SDValue();
    case ISD::SINT_TO_FP:
    case ISD::UINT_TO_FP: {
      // Convert in the wide type, then round to the half's precision and widen again (the FP_ROUND and
      // FP_EXTEND are legalized in turn: the round becomes the conversions through the bits).
      SDValue NV = DAG.getNode(N->getOpcode(), NVT, N->getOperand(0));
      SDValue Round = DAG.getNode(ISD::FP_ROUND, VT, NV, DAG.getIntPtrConstant(0, /*IsTarget=*/true));
      return DAG.getNode(ISD::FP_EXTEND, NVT, Round);
    }
    default: L.unsupported("PromoteFloat", N, "result");
    }
  }

  SDValue operand(SDNode* N, unsigned OpNo) {
    switch (N->getOpcode()) {
    case ISD::BITCAST: {
      // The half's bits: round the promoted value back, then reinterpret.
      EVT OpVT = N->getOperand(0).getValueType();
      SDValue Promoted = L.GetPromotedFloat(N->getOperand(0));
      EVT IVT = EVT::integer(unsigned(OpVT.sizeInBits()));
      SDValue Convert = DAG.getNode(promotionOpcode(Promoted.getValueType(), OpVT), IVT, Promoted);
      return DAG.getNode(ISD::BITCAST, N->getValueType(0), Convert);
    }
    case ISD::FCOPYSIGN:
      if (OpNo != 1) L.unsupported("PromoteFloat", N, "operand");
      return DAG.getNode(ISD::FCOPYSIGN, N->getValueType(0), N->getOperand(0),
                         L.GetPromotedFloat(N->getOperand(1)));
    case ISD::FP_TO_SINT:
    case ISD::FP_TO_UINT:
    case ISD::LROUND:
    case ISD::LLROUND:
    case ISD::LRINT:
    case ISD::LLRINT:
      return DAG.getNode(N->getOpcode(), N->getValueType(0), L.GetPromotedFloat(N->getOperand(0)));
    case ISD::FP_TO_SINT_SAT:
    case ISD::FP_TO_UINT_SAT:
      return DAG.getNode(N->getOpcode(), N->getValueType(0), L.GetPromotedFloat(N->getOperand(0)),
                         N->getOperand(1));
    case ISD::FP_EXTEND: {
      SDValue Op = L.GetPromotedFloat(N->getOperand(0));
      // Already in the destination type: nothing to extend.
      if (Op.getValueType() == N->getValueType(0)) return Op;
      return DAG.getNode(ISD::FP_EXTEND, N->getValueType(0), Op);
    }
    case ISD::SELECT_CC: {
      SDValue LHS = L.GetPromotedFloat(N->getOperand(0)), RHS = L.GetPromotedFloat(N->getOperand(1));
      return DAG.getNode(ISD::SELECT_CC, N->getValueType(0),
                         {LHS, RHS, N->getOperand(2), N->getOperand(3), N->getOperand(4)});
    }
    case ISD::SETCC:
      return DAG.getSetCC(N->getValueType(0), L.GetPromotedFloat(N->getOperand(0)),
                          L.GetPromotedFloat(N->getOperand(1)), N->getOperand(2)->getCondCode());
    case ISD::STORE: {
      if (OpNo != 1 || N->getAddressingMode() != ISD::UNINDEXED) L.unsupported("PromoteFloat", N, "operand");
      SDValue Promoted = L.GetPromotedFloat(N->getOperand(1));
      EVT VT = N->getOperand(1).getValueType();
      EVT IVT = EVT::integer(unsigned(VT.sizeInBits()));
      SDValue NewVal = DAG.getNode(promotionOpcode(Promoted.getValueType(), VT), IVT, Promoted);
      return DAG.getStore(N->getOperand(0), NewVal, N->getOperand(2), N->getMemOperand());
    }
    default: L.unsupported("PromoteFloat", N, "operand");
    }
  }
};

} // namespace

// ---- entry points -----------------------------------------------------------------------------------------

void DAGTypeLegalizer::SoftPromoteHalfResult(SDNode* N, unsigned ResNo) {
  if (CustomLowerNode(N, N->getValueType(ResNo), true)) return;
  SoftPromoteHalfRules R{*this, dag()};
  SDValue Res = R.result(N, ResNo);
  if (Res) SetSoftPromotedHalf(SDValue(N, ResNo), Res);
}

bool DAGTypeLegalizer::SoftPromoteHalfOperand(SDNode* N, unsigned OpNo) {
  if (CustomLowerNode(N, N->getOperand(OpNo).getValueType(), false)) return false;
  SoftPromoteHalfRules R{*this, dag()};
  SDValue Res = R.operand(N, OpNo);
  if (!Res) return false;
  DT_CHECK(Res.getNode() != N, "soft promotion of an operand makes a new node");
  ReplaceValueWith(SDValue(N, 0), Res);
  return false;
}

void DAGTypeLegalizer::PromoteFloatResult(SDNode* N, unsigned ResNo) {
  if (CustomLowerNode(N, N->getValueType(ResNo), true)) return;
  PromoteFloatRules R{*this, dag()};
  SDValue Res = R.result(N, ResNo);
  if (Res) SetPromotedFloat(SDValue(N, ResNo), Res);
}

bool DAGTypeLegalizer::PromoteFloatOperand(SDNode* N, unsigned OpNo) {
  if (CustomLowerNode(N, N->getOperand(OpNo).getValueType(), false)) return false;
  PromoteFloatRules R{*this, dag()};
  SDValue Res = R.operand(N, OpNo);
  if (Res) ReplaceValueWith(SDValue(N, 0), Res);
  return false;
}

} // namespace dt
