// legalize/SoftenFloats.cpp — the SoftenFloat family (LLVM's SoftenFloatRes_* / SoftenFloatOp_*): an FP value
// of a type without registers (f32/f64 without F/D, fp128 always on RISC-V) lives as the integer of the same
// width holding its bits; arithmetic becomes runtime calls (__addsf3, fmodf, __eqsf2 ...), sign operations
// become bit operations.
//
// Invariants:
//  - a softened value is exactly the bit pattern the FP operation would have produced (bitcast to integer);
//  - operands handed to a libcall are the *original* FP values wherever LLVM does so (FP_EXTEND, FP_ROUND
//    results): the call's argument lowering bitcasts them and those new nodes are softened in turn, which
//    keeps the DAG the shape LLVM builds;
//  - runtime function names come from the target's table first and otherwise are LLVM's defaults (the libgcc
//  /
//    compiler-rt names, which RISC-V keeps); an operation without a runtime function is reported, never
//    guessed. FMINIMUM/FMAXIMUM, which llc 19 cannot soften, call LLVM 20's fminimumf/fmaximumf.
// ExpandFloat (LLVM's ppc_fp128 halves) is never used by RISC-V, whose fp128 is softened; it reports.
#include "dag/FunctionLowering.h"
#include "legalize/FPClassExpansion.h"
#include "legalize/IntegerExpansions.h"
#include "legalize/LegalizeTypes.h"
#include "support/Diagnostics.h"
#include "support/FloatFormat.h"

#include <string>
#include <vector>

namespace dt {

namespace {

// ---- runtime function names (LLVM's RuntimeLibcalls defaults, RISC-V flavour) -----------------------------

/// libgcc's mode suffix of an FP type: __addsf3, __extendhfsf2 ...
const char* fpModeSuffix(EVT VT) {
  if (VT == EVT::f16()) return "hf";
  if (VT == EVT::bf16()) return "bf";
  if (VT == EVT::f32()) return "sf";
  if (VT == EVT::f64()) return "df";
  if (VT == EVT::f128()) return "tf";
  return nullptr;
}

/// libgcc's mode suffix of an integer type: __fixsfsi, __floatdidf ...
const char* intModeSuffix(EVT VT) {
  switch (VT.isScalarInteger() ? VT.sizeInBits() : 0) {
  case 32: return "si";
  case 64: return "di";
  case 128: return "ti";
  default: return nullptr;
  }
}

/// The C library's suffix of a math function: sqrtf, sqrt, sqrtl (long double is fp128 on RISC-V).
const char* mathSuffix(EVT VT) {
  if (VT == EVT::f32()) return "f";
  if (VT == EVT::f64()) return "";
  if (VT == EVT::f128()) return "l";
  return nullptr;
}

struct MathName {
  int32_t Op;
  const char* Base;
};
constexpr MathName MathNames[] = {
    {ISD::FREM, "fmod"},
    {ISD::FMA, "fma"},
    {ISD::FSQRT, "sqrt"},
    {ISD::FMINNUM, "fmin"},
    {ISD::FMAXNUM, "fmax"},
    {ISD::FMINIMUM, "fminimum"}, // LLVM 20's names; LLVM 19 has none
    {ISD::FMAXIMUM, "fmaximum"},
    {ISD::FPOW, "pow"},
    {ISD::FSIN, "sin"},
    {ISD::FCOS, "cos"},
    {ISD::FEXP, "exp"},
    {ISD::FEXP2, "exp2"},
    {ISD::FLOG, "log"},
    {ISD::FLOG2, "log2"},
    {ISD::FLOG10, "log10"},
    {ISD::FCBRT, "cbrt"},
    {ISD::FFLOOR, "floor"},
    {ISD::FCEIL, "ceil"},
    {ISD::FTRUNC, "trunc"},
    {ISD::FRINT, "rint"},
    {ISD::FNEARBYINT, "nearbyint"},
    {ISD::FROUND, "round"},
    {ISD::FROUNDEVEN, "roundeven"},
    {ISD::FLDEXP, "ldexp"},
    {ISD::FFREXP, "frexp"},
    {ISD::LROUND, "lround"},
    {ISD::LLROUND, "llround"},
    {ISD::LRINT, "lrint"},
    {ISD::LLRINT, "llrint"},
};

/// The default runtime function for a one-type operation on VT ("" when there is none).
std::string defaultLibcallName(int32_t Op, EVT VT) {
  const char* Mode = fpModeSuffix(VT);
  auto Arith = [&](const char* Base) {
    return Mode && VT != EVT::f16() && VT != EVT::bf16() ? std::string(Base) + Mode + "3" : std::string();
  };
  switch (Op) {
  case ISD::FADD: return Arith("__add");
  case ISD::FSUB: return Arith("__sub");
  case ISD::FMUL: return Arith("__mul");
  case ISD::FDIV: return Arith("__div");
  default: break;
  }
  const char* Sfx = mathSuffix(VT);
  if (!Sfx) return {};
  for (const MathName& M : MathNames)
    if (M.Op == Op) return std::string(M.Base) + Sfx;
  return {};
}

/// The default runtime function for a conversion From → To ("" when there is none).
std::string defaultConversionName(int32_t Op, EVT From, EVT To) {
  switch (Op) {
  case ISD::FP_TO_SINT:
  case ISD::FP_TO_UINT: {
    const char *F = fpModeSuffix(From), *I = intModeSuffix(To);
    if (!F || !I || From == EVT::f16() || From == EVT::bf16()) return {};
    return std::string(Op == ISD::FP_TO_SINT ? "__fix" : "__fixuns") + F + I;
  }
  case ISD::SINT_TO_FP:
  case ISD::UINT_TO_FP: {
    const char *I = intModeSuffix(From), *F = fpModeSuffix(To);
    if (!F || !I || To == EVT::bf16()) return {};
    return std::string(Op == ISD::SINT_TO_FP ? "__float" : "__floatun") + I + F;
  }
  case ISD::FP_EXTEND:
  case ISD::FP_ROUND: {
    const char *F = fpModeSuffix(From), *T = fpModeSuffix(To);
    if (!F || !T) return {};
    // bf16 widens by a shift, never by a call.
    if (Op == ISD::FP_EXTEND && From == EVT::bf16()) return {};
    return std::string(Op == ISD::FP_EXTEND ? "__extend" : "__trunc") + F + T + "2";
  }
  default: return {};
  }
}

/// The soft-float comparison routines (LLVM's OEQ_F32 ... UO_F32 libcalls), named by the condition one call
/// decides, which is also how the target's table keys them.
enum class CmpCall { OEQ, UNE, OGE, OLT, OLE, OGT, UO };

ISD::CondCode cmpCallKey(CmpCall C) {
  static const ISD::CondCode Keys[] = {ISD::SETOEQ, ISD::SETUNE, ISD::SETOGE, ISD::SETOLT,
                                       ISD::SETOLE, ISD::SETOGT, ISD::SETUO};
  return Keys[unsigned(C)];
}

std::string defaultCmpCallName(CmpCall C, EVT VT) {
  static const char* const Base[] = {"__eq", "__ne", "__ge", "__lt", "__le", "__gt", "__unord"};
  const char* Mode = fpModeSuffix(VT);
  if (!Mode || VT == EVT::f16() || VT == EVT::bf16()) return {};
  return std::string(Base[unsigned(C)]) + Mode + "2";
}

/// The integer condition, against zero, under which the routine's result means "true" (LLVM's default
/// getCmpLibcallCC).
ISD::CondCode defaultCmpCallCC(CmpCall C) {
  static const ISD::CondCode CCs[] = {ISD::SETEQ, ISD::SETNE, ISD::SETGE, ISD::SETLT,
                                      ISD::SETLE, ISD::SETGT, ISD::SETNE};
  return CCs[unsigned(C)];
}

/// The type the comparison routines return (LLVM's getCmpLibcallReturnType; RISC-V keeps the default: int).
EVT cmpLibcallReturnType() {
  return EVT::i32();
}

LibCallOptions softenOptions(std::vector<EVT> OpsVT, EVT RetVT) {
  LibCallOptions O;
  O.IsSoften = true;
  O.OpsVTBeforeSoften = std::move(OpsVT);
  O.RetVTBeforeSoften = RetVT;
  return O;
}

// ---- the rules --------------------------------------------------------------------------------------------

struct SoftenFloatRules {
  DAGTypeLegalizer& L;
  SelectionDAG& DAG;

  EVT transformed(EVT VT) const { return L.getTypeToTransformTo(VT); }

  /// The runtime function for Op on VT: the target's name, else LLVM's default; reports N when none exists.
  const char* libcall(SDNode* N, int32_t Op, EVT VT, const char* What) {
    if (const char* Name = L.libcallName(Op, VT)) return Name;
    std::string S = defaultLibcallName(Op, VT);
    if (S.empty()) L.unsupported("SoftenFloat", N, What);
    return DAG.internString(S);
  }
  const char* conversionLibcall(SDNode* N, int32_t Op, EVT From, EVT To, const char* What) {
    if (const char* Name = L.libcallName(Op, From, To)) return Name;
    std::string S = defaultConversionName(Op, From, To);
    if (S.empty()) L.unsupported("SoftenFloat", N, What);
    return DAG.internString(S);
  }
  /// Whether a conversion routine exists (target table or default), for the searches over integer widths.
  bool hasConversion(int32_t Op, EVT From, EVT To) const {
    return L.libcallName(Op, From, To) || !defaultConversionName(Op, From, To).empty();
  }

  // ---- results --------------------------------------------------------------------------------------------

  SDValue result(SDNode* N, unsigned ResNo) {
    switch (N->getOpcode()) {
    case ISD::ConstantFP:
      // The same bits as an integer constant.
      return DAG.getConstant(N->getAPIntValue(), transformed(N->getValueType(0)));
    case ISD::UNDEF:
    case ISD::POISON: return DAG.getUNDEF(transformed(N->getValueType(0)));
    case ISD::FREEZE:
      return DAG.getNode(ISD::FREEZE, transformed(N->getValueType(0)), L.GetSoftenedFloat(N->getOperand(0)));
    case ISD::MERGE_VALUES: return L.BitConvertToInteger(L.DisintegrateMERGE_VALUES(N, ResNo));
    case ISD::BITCAST: return L.BitConvertToInteger(N->getOperand(0));
    case ISD::EXTRACT_VECTOR_ELT: {
      SDValue Vec = L.BitConvertVectorToIntegerVector(N->getOperand(0));
      return DAG.getNode(ISD::EXTRACT_VECTOR_ELT, Vec.getValueType().elementType(), Vec, N->getOperand(1));
    }
    case ISD::FNEG: {
      // Sign operations need no call: the sign is one bit of the integer.
      EVT NVT = transformed(N->getValueType(0));
      return DAG.getNode(ISD::XOR, NVT, L.GetSoftenedFloat(N->getOperand(0)),
                         DAG.getConstant(APInt::signMask(unsigned(NVT.sizeInBits())), NVT));
    }
    case ISD::FABS: {
      EVT NVT = transformed(N->getValueType(0));
      return DAG.getNode(ISD::AND, NVT, L.GetSoftenedFloat(N->getOperand(0)),
                         DAG.getConstant(APInt::signedMax(unsigned(NVT.sizeInBits())), NVT));
    }
    case ISD::FCOPYSIGN: return copySign(N);
    case ISD::FMINNUM:
    case ISD::FMAXNUM:
      if (SDValue SelCC = selectForMinMaxNum(N)) return selectCC(SelCC.getNode());
      return binaryCall(N);
    case ISD::FADD:
    case ISD::FSUB:
    case ISD::FMUL:
    case ISD::FDIV:
    case ISD::FREM:
    case ISD::FPOW: return binaryCall(N);
    case ISD::FMA: return ternaryCall(N);
    case ISD::FSQRT:
    case ISD::FSIN:
    case ISD::FCOS:
    case ISD::FEXP:
    case ISD::FEXP2:
    case ISD::FLOG:
    case ISD::FLOG2:
    case ISD::FLOG10:
    case ISD::FCBRT:
    case ISD::FFLOOR:
    case ISD::FCEIL:
    case ISD::FTRUNC:
    case ISD::FRINT:
    case ISD::FNEARBYINT:
    case ISD::FROUND:
    case ISD::FROUNDEVEN: return unaryCall(N);
    case ISD::FLDEXP: return ldexp(N);
    case ISD::FFREXP: return frexp(N);
    case ISD::FP_EXTEND: return fpExtend(N);
    case ISD::FP_ROUND: return fpRound(N);
    case ISD::FP16_TO_FP: return fp16ToFP(N);
    case ISD::BF16_TO_FP: return bf16ToFP(N);
    case ISD::SINT_TO_FP:
    case ISD::UINT_TO_FP: return intToFP(N);
    case ISD::LOAD: return load(N);
    case ISD::SELECT: {
      SDValue T = L.GetSoftenedFloat(N->getOperand(1)), F = L.GetSoftenedFloat(N->getOperand(2));
      return DAG.getSelect(T.getValueType(), N->getOperand(0), T, F);
    }
    case ISD::SELECT_CC: return selectCC(N);
    case ISD::VECREDUCE_FADD:
    case ISD::VECREDUCE_FMUL:
    case ISD::VECREDUCE_FMAX:
    case ISD::VECREDUCE_FMIN:
    case ISD::VECREDUCE_FMAXIMUM:
    case ISD::VECREDUCE_FMINIMUM:
    case ISD::VECREDUCE_SEQ_FADD:
    case ISD::VECREDUCE_SEQ_FMUL:
      // The scalar operations on the elements are softened in turn.
      L.ReplaceValueWith(SDValue(N, 0), expandVecReduce(DAG, L.tli(), N));
      return SDValue();
    case ISD::FMINIMUM:
    case ISD::FMAXIMUM:
      // llc 19 stops here ("Do not know how to soften"); LLVM 20 calls C23's fminimumf/fmaximumf, which
      // dagtool does too, so that a program using llvm.minimum still compiles (a divergence from llc 19).
      return binaryCall(N);
    default: L.unsupported("SoftenFloat", N, "result");
    }
  }

  SDValue unaryCall(SDNode* N) {
    EVT VT = N->getValueType(0);
    SDValue Op = L.GetSoftenedFloat(N->getOperand(0));
    const char* Name = libcall(N, N->getOpcode(), VT, "result (no runtime function for this type)");
    return L
        .makeLibCall(Name, transformed(VT), std::span<const SDValue>(&Op, 1),
                     softenOptions({N->getOperand(0).getValueType()}, VT))
        .first;
  }

  SDValue binaryCall(SDNode* N) {
    EVT VT = N->getValueType(0);
    SDValue Ops[] = {L.GetSoftenedFloat(N->getOperand(0)), L.GetSoftenedFloat(N->getOperand(1))};
    const char* Name = libcall(N, N->getOpcode(), VT, "result (no runtime function for this type)");
    return L
        .makeLibCall(Name, transformed(VT), Ops,
                     softenOptions({N->getOperand(0).getValueType(), N->getOperand(1).getValueType()}, VT))
        .first;
  }

  SDValue ternaryCall(SDNode* N) {
    EVT VT = N->getValueType(0);
    SDValue Ops[] = {L.GetSoftenedFloat(N->getOperand(0)), L.GetSoftenedFloat(N->getOperand(1)),
                     L.GetSoftenedFloat(N->getOperand(2))};
    const char* Name = libcall(N, N->getOpcode(), VT, "result (no runtime function for this type)");
    return L.makeLibCall(Name, transformed(VT), Ops, softenOptions({VT, VT, VT}, VT)).first;
  }

  /// ldexp(x, int): the exponent operand stays an integer, and must be C's int as the routine takes one.
  SDValue ldexp(SDNode* N) {
    EVT VT = N->getValueType(0);
    SDValue Exp = N->getOperand(1);
    if (Exp.getValueType() != EVT::i32())
      L.unsupported("SoftenFloat", N, "result (the exponent is not an int)");
    SDValue Ops[] = {L.GetSoftenedFloat(N->getOperand(0)), Exp};
    const char* Name = libcall(N, ISD::FLDEXP, VT, "result (no runtime function for this type)");
    return L.makeLibCall(Name, transformed(VT), Ops, softenOptions({VT, Exp.getValueType()}, VT)).first;
  }

  /// frexp(x, &exp): the exponent comes back through a stack slot that is loaded after the call.
  SDValue frexp(SDNode* N) {
    EVT VT = N->getValueType(0), ExpVT = N->getValueType(1);
    if (ExpVT != EVT::i32()) L.unsupported("SoftenFloat", N, "result (the exponent is not an int)");
    auto [Slot, FI] = L.CreateStackTemporary(ExpVT);
    SDValue Ops[] = {L.GetSoftenedFloat(N->getOperand(0)), Slot};
    const char* Name = libcall(N, ISD::FFREXP, VT, "result (no runtime function for this type)");
    auto [Value, Chain] =
        L.makeLibCall(Name, transformed(VT), Ops, softenOptions({VT, Slot.getValueType()}, VT));
    MemOperand MO;
    MO.F = MemOperand::Load;
    MO.SizeInBytes = ExpVT.storeSizeInBytes();
    MO.Align = MO.BaseAlign = DAG.functionInfo()->Frame.object(FI).Align;
    MO.PtrInfo = MachinePointerInfo::fixedStack(FI);
    SDValue Exp = DAG.getLoad(ExpVT, Chain, Slot, DAG.getMemOperand(MO));
    L.ReplaceValueWith(SDValue(N, 1), Exp);
    return Value;
  }

  /// copysign on bits: the magnitude bits of the first operand, the sign bit of the second (whose type may
  /// differ in width; its sign bit is moved into place).
  SDValue copySign(SDNode* N) {
    return L.CopySignOnBits(L.GetSoftenedFloat(N->getOperand(0)), N->getOperand(1));
  }

  /// Without NaNs, minnum/maxnum are a compare and select (LLVM's createSelectForFMINNUM_FMAXNUM), which
  /// saves the call to fminf/fmaxf.
  SDValue selectForMinMaxNum(SDNode* N) {
    if (!(N->getFlags() & SDNodeFlags::NoNaNs)) return SDValue();
    ISD::CondCode Pred = N->getOpcode() == ISD::FMINNUM ? ISD::SETLT : ISD::SETGT;
    SDValue A = N->getOperand(0), B = N->getOperand(1);
    uint16_t Flags = N->getFlags() | SDNodeFlags::NoSignedZeros;
    return DAG.getNode(ISD::SELECT_CC, N->getValueType(0), {A, B, A, B, DAG.getCondCode(Pred)}, Flags);
  }

  SDValue selectCC(SDNode* N) {
    SDValue T = L.GetSoftenedFloat(N->getOperand(2)), F = L.GetSoftenedFloat(N->getOperand(3));
    return DAG.getNode(ISD::SELECT_CC, T.getValueType(),
                       {N->getOperand(0), N->getOperand(1), T, F, N->getOperand(4)});
  }

  SDValue fpExtend(SDNode* N) {
    EVT VT = N->getValueType(0), NVT = transformed(VT);
    SDValue Op = N->getOperand(0);
    if (L.getTypeAction(Op.getValueType()) == TypeAction::PromoteFloat) {
      Op = L.GetPromotedFloat(Op);
      // The promotion may have widened to the destination type already.
      if (Op.getValueType() == VT) return L.BitConvertToInteger(Op);
    }
    // Half formats have a routine only to f32 (bf16 not even that), so wider results go through f32.
    if ((Op.getValueType() == EVT::f16() || Op.getValueType() == EVT::bf16()) && VT != EVT::f32())
      Op = DAG.getNode(ISD::FP_EXTEND, EVT::f32(), Op);
    if (Op.getValueType() == EVT::bf16()) return bf16ToFP(N);
    const char* Name =
        conversionLibcall(N, ISD::FP_EXTEND, Op.getValueType(), VT, "result (no extension routine)");
    return L
        .makeLibCall(Name, NVT, std::span<const SDValue>(&Op, 1),
                     softenOptions({N->getOperand(0).getValueType()}, VT))
        .first;
  }

  SDValue fpRound(SDNode* N) {
    EVT VT = N->getValueType(0);
    SDValue Op = N->getOperand(0);
    const char* Name =
        conversionLibcall(N, ISD::FP_ROUND, Op.getValueType(), VT, "result (no truncation routine)");
    return L
        .makeLibCall(Name, transformed(VT), std::span<const SDValue>(&Op, 1),
                     softenOptions({Op.getValueType()}, VT))
        .first;
  }

  /// f16 bits → f32 (→ wider) by __extendhfsf2 (and the f32 extension routine).
  SDValue fp16ToFP(SDNode* N) {
    EVT VT = N->getValueType(0);
    EVT MidVT = transformed(EVT::f32());
    SDValue Op = N->getOperand(0);
    LibCallOptions Opts = softenOptions({Op.getValueType()}, VT);
    const char* Name =
        conversionLibcall(N, ISD::FP_EXTEND, EVT::f16(), EVT::f32(), "result (no half extension routine)");
    SDValue Res32 = L.makeLibCall(Name, MidVT, std::span<const SDValue>(&Op, 1), Opts).first;
    if (VT == EVT::f32()) return Res32;
    const char* Wide = conversionLibcall(N, ISD::FP_EXTEND, EVT::f32(), VT, "result (no extension routine)");
    return L.makeLibCall(Wide, transformed(VT), std::span<const SDValue>(&Res32, 1), Opts).first;
  }

  /// bf16 is the top half of an f32: widening is a shift.
  SDValue bf16ToFP(SDNode* N) {
    if (N->getValueType(0) != EVT::f32()) L.unsupported("SoftenFloat", N, "result (bf16 widens only to f32)");
    EVT NVT = transformed(EVT::f32());
    // The operand is the bf16 (FP_EXTEND) or its bits (BF16_TO_FP: i16, or wider once promoted).
    SDValue Bits = N->getOperand(0);
    if (!Bits.getValueType().isScalarInteger()) Bits = DAG.getNode(ISD::BITCAST, EVT::i16(), Bits);
    SDValue Op = DAG.getAnyExtOrTrunc(Bits, NVT);
    return DAG.getNode(ISD::SHL, NVT, Op, DAG.getShiftAmountConstant(16, NVT));
  }

  /// int → FP: the narrowest integer width with a routine that holds the source (sign/zero-extended to it).
  SDValue intToFP(SDNode* N) {
    bool Signed = N->getOpcode() == ISD::SINT_TO_FP;
    EVT SVT = N->getOperand(0).getValueType(), RVT = N->getValueType(0);
    EVT CallVT;
    for (unsigned Bits = 1; Bits <= 128 && !CallVT.isValid(); Bits *= 2)
      if (Bits >= SVT.sizeInBits() && hasConversion(N->getOpcode(), EVT::integer(Bits), RVT))
        CallVT = EVT::integer(Bits);
    if (!CallVT.isValid()) L.unsupported("SoftenFloat", N, "result (no conversion routine for this width)");
    const char* Name = conversionLibcall(N, N->getOpcode(), CallVT, RVT, "result");
    SDValue Op = DAG.getNode(Signed ? ISD::SIGN_EXTEND : ISD::ZERO_EXTEND, CallVT, N->getOperand(0));
    LibCallOptions Opts = softenOptions({SVT}, RVT);
    Opts.IsSigned = Signed;
    return L.makeLibCall(Name, transformed(RVT), std::span<const SDValue>(&Op, 1), Opts).first;
  }

  SDValue load(SDNode* N) {
    EVT VT = N->getValueType(0), NVT = transformed(VT);
    if (N->getAddressingMode() != ISD::UNINDEXED) L.unsupported("SoftenFloat", N, "result (indexed load)");
    // The integer load may not claim the FP load's invariance or dereferenceability (as LLVM drops them).
    MemOperand MO = *N->getMemOperand();
    MO.F &= uint16_t(~(MemOperand::Invariant | MemOperand::Dereferenceable));
    const MemOperand* MMO = DAG.getMemOperand(MO);
    if (N->getExtensionType() == ISD::NON_EXTLOAD) {
      SDValue NewL = DAG.getLoad(NVT, N->getOperand(0), N->getOperand(1), MMO);
      L.ReplaceValueWith(SDValue(N, 1), NewL.getValue(1));
      return NewL;
    }
    // An extending FP load: load the narrow type as it is, then extend it (which is softened in turn).
    SDValue NewL = DAG.getLoad(N->getMemoryVT(), N->getOperand(0), N->getOperand(1), MMO);
    L.ReplaceValueWith(SDValue(N, 1), NewL.getValue(1));
    return L.BitConvertToInteger(DAG.getNode(ISD::FP_EXTEND, VT, NewL));
  }

  // ---- operands -------------------------------------------------------------------------------------------

  SDValue operand(SDNode* N, unsigned OpNo) {
    switch (N->getOpcode()) {
    case ISD::BITCAST:
      return DAG.getNode(ISD::BITCAST, N->getValueType(0), L.GetSoftenedFloat(N->getOperand(0)));
    case ISD::FP_ROUND:
    case ISD::FP_TO_FP16:
    case ISD::FP_TO_BF16: return roundOperand(N);
    case ISD::FP_TO_SINT:
    case ISD::FP_TO_UINT: return fpToInt(N);
    case ISD::FP_TO_SINT_SAT:
    case ISD::FP_TO_UINT_SAT: return expandFPToIntSat(DAG, L.tli(), N);
    case ISD::LROUND:
    case ISD::LLROUND:
    case ISD::LRINT:
    case ISD::LLRINT: return roundToIntCall(N);
    case ISD::SETCC: return setCC(N);
    case ISD::SELECT_CC: return selectCCOperand(N);
    case ISD::BR_CC: return brCC(N);
    case ISD::STORE: return store(N, OpNo);
    case ISD::FCOPYSIGN: return copySignOperand(N);
    case ISD::IS_FPCLASS:
      return L.expandIsFPClassOnBits(N->getValueType(0), L.GetSoftenedFloat(N->getOperand(0)),
                                     N->getOperand(0).getValueType(),
                                     unsigned(N->getOperand(1)->getZExtValue()));
    case ISD::CopyToReg: return copyToReg(N, OpNo);
    default: L.unsupported("SoftenFloat", N, "operand");
    }
  }

  /// FP_ROUND from a softened type to a legal one, or FP_TO_FP16/FP_TO_BF16 (an integer result holding the
  /// narrow value's bits): one truncation routine.
  SDValue roundOperand(SDNode* N) {
    SDValue Op = N->getOperand(0);
    EVT SVT = Op.getValueType(), RVT = N->getValueType(0), FloatRVT = RVT;
    if (N->getOpcode() == ISD::FP_TO_FP16) FloatRVT = EVT::f16();
    if (N->getOpcode() == ISD::FP_TO_BF16) FloatRVT = EVT::bf16();
    const char* Name = conversionLibcall(N, ISD::FP_ROUND, SVT, FloatRVT, "operand (no truncation routine)");
    SDValue Soft = L.GetSoftenedFloat(Op);
    return L.makeLibCall(Name, RVT, std::span<const SDValue>(&Soft, 1), softenOptions({SVT}, RVT)).first;
  }

  /// FP → int: the narrowest routine whose result holds the integer (there is no __fixsfqi), truncated back.
  SDValue fpToInt(SDNode* N) {
    SDValue Op = N->getOperand(0);
    EVT SVT = Op.getValueType(), RVT = N->getValueType(0);
    EVT CallVT;
    for (unsigned Bits = 1; Bits <= 128 && !CallVT.isValid(); Bits *= 2)
      if (Bits >= RVT.sizeInBits() && hasConversion(N->getOpcode(), SVT, EVT::integer(Bits)))
        CallVT = EVT::integer(Bits);
    if (!CallVT.isValid()) L.unsupported("SoftenFloat", N, "operand (no conversion routine for this width)");
    const char* Name = conversionLibcall(N, N->getOpcode(), SVT, CallVT, "operand");
    SDValue Soft = L.GetSoftenedFloat(Op);
    SDValue Res =
        L.makeLibCall(Name, CallVT, std::span<const SDValue>(&Soft, 1), softenOptions({SVT}, RVT)).first;
    return DAG.getNode(ISD::TRUNCATE, RVT, Res);
  }

  /// lround/llround/lrint/llrint: one routine keyed by the FP operand's type.
  SDValue roundToIntCall(SDNode* N) {
    SDValue Op = N->getOperand(0);
    EVT OpVT = Op.getValueType(), RVT = N->getValueType(0);
    const char* Name = libcall(N, N->getOpcode(), OpVT, "operand (no runtime function for this type)");
    SDValue Soft = L.GetSoftenedFloat(Op);
    return L
        .makeLibCall(Name, transformed(RVT), std::span<const SDValue>(&Soft, 1), softenOptions({OpVT}, RVT))
        .first;
  }

  /// The softened comparison (LLVM's TargetLowering::softenSetCCOperands): one routine, or two for ueq/one,
  /// whose int result is compared with zero. On return either NewRHS is the zero to compare NewLHS with
  /// under CC, or NewRHS is null and NewLHS is the finished boolean.
  void softenSetCCOperands(SDNode* N, EVT VT, SDValue& NewLHS, SDValue& NewRHS, ISD::CondCode& CC) {
    std::optional<CmpCall> C1, C2;
    bool Invert = false;
    switch (CC) {
    case ISD::SETEQ:
    case ISD::SETOEQ: C1 = CmpCall::OEQ; break;
    case ISD::SETNE:
    case ISD::SETUNE: C1 = CmpCall::UNE; break;
    case ISD::SETGE:
    case ISD::SETOGE: C1 = CmpCall::OGE; break;
    case ISD::SETLT:
    case ISD::SETOLT: C1 = CmpCall::OLT; break;
    case ISD::SETLE:
    case ISD::SETOLE: C1 = CmpCall::OLE; break;
    case ISD::SETGT:
    case ISD::SETOGT: C1 = CmpCall::OGT; break;
    case ISD::SETO:
      Invert = true;
      C1 = CmpCall::UO;
      break;
    case ISD::SETUO: C1 = CmpCall::UO; break;
    case ISD::SETONE: // ordered and unequal: not (unordered or equal)
      Invert = true;
      C1 = CmpCall::UO;
      C2 = CmpCall::OEQ;
      break;
    case ISD::SETUEQ:
      C1 = CmpCall::UO;
      C2 = CmpCall::OEQ;
      break;
    // The unordered relations are the negations of the ordered opposite ones.
    case ISD::SETULT:
      Invert = true;
      C1 = CmpCall::OGE;
      break;
    case ISD::SETULE:
      Invert = true;
      C1 = CmpCall::OGT;
      break;
    case ISD::SETUGT:
      Invert = true;
      C1 = CmpCall::OLE;
      break;
    case ISD::SETUGE:
      Invert = true;
      C1 = CmpCall::OLT;
      break;
    default: L.unsupported("SoftenFloat", N, "operand (condition code)");
    }
    EVT RetVT = cmpLibcallReturnType();
    SDValue Ops[] = {NewLHS, NewRHS};
    LibCallOptions Opts = softenOptions({VT, VT}, RetVT);
    auto Call = [&](CmpCall C) {
      const char* Name = L.tli().getCmpLibcallName(cmpCallKey(C), VT);
      if (!Name) {
        std::string S = defaultCmpCallName(C, VT);
        if (S.empty()) L.unsupported("SoftenFloat", N, "operand (no comparison routine for this type)");
        Name = DAG.internString(S);
      }
      return L.makeLibCall(Name, RetVT, Ops, Opts).first;
    };
    auto ResultCC = [&](CmpCall C) {
      ISD::CondCode R = L.tli().getCmpLibcallCC(cmpCallKey(C), VT);
      R = R == ISD::SETCC_INVALID ? defaultCmpCallCC(C) : R;
      return Invert ? ISD::getSetCCInverse(R, true) : R;
    };
    SDValue R1 = Call(*C1);
    NewLHS = R1;
    NewRHS = DAG.getConstant(0, RetVT);
    CC = ResultCC(*C1);
    if (!C2) return;
    EVT SetCCVT = L.getSetCCResultType(RetVT);
    SDValue Tmp = DAG.getSetCC(SetCCVT, NewLHS, NewRHS, CC);
    SDValue R2 = Call(*C2);
    SDValue Second = DAG.getSetCC(SetCCVT, R2, NewRHS, ResultCC(*C2));
    NewLHS = DAG.getNode(Invert ? ISD::AND : ISD::OR, SetCCVT, Tmp, Second);
    NewRHS = SDValue();
  }

  SDValue setCC(SDNode* N) {
    SDValue Op0 = N->getOperand(0), Op1 = N->getOperand(1);
    ISD::CondCode CC = N->getOperand(2)->getCondCode();
    SDValue NewLHS = L.GetSoftenedFloat(Op0), NewRHS = L.GetSoftenedFloat(Op1);
    softenSetCCOperands(N, Op0.getValueType(), NewLHS, NewRHS, CC);
    if (NewRHS) return SDValue(DAG.UpdateNodeOperands(N, {NewLHS, NewRHS, DAG.getCondCode(CC)}), 0);
    if (NewLHS.getValueType() != N->getValueType(0))
      NewLHS = DAG.getZExtOrTrunc(NewLHS, N->getValueType(0)); // booleans are 0/1 on every width
    return NewLHS;
  }

  SDValue selectCCOperand(SDNode* N) {
    SDValue NewLHS = L.GetSoftenedFloat(N->getOperand(0)), NewRHS = L.GetSoftenedFloat(N->getOperand(1));
    ISD::CondCode CC = N->getOperand(4)->getCondCode();
    softenSetCCOperands(N, N->getOperand(0).getValueType(), NewLHS, NewRHS, CC);
    // A finished boolean is compared with zero to choose.
    if (!NewRHS) {
      NewRHS = DAG.getConstant(0, NewLHS.getValueType());
      CC = ISD::SETNE;
    }
    return SDValue(
        DAG.UpdateNodeOperands(N, {NewLHS, NewRHS, N->getOperand(2), N->getOperand(3), DAG.getCondCode(CC)}),
        0);
  }

  SDValue brCC(SDNode* N) {
    SDValue NewLHS = L.GetSoftenedFloat(N->getOperand(2)), NewRHS = L.GetSoftenedFloat(N->getOperand(3));
    ISD::CondCode CC = N->getOperand(1)->getCondCode();
    softenSetCCOperands(N, N->getOperand(2).getValueType(), NewLHS, NewRHS, CC);
    if (!NewRHS) {
      NewRHS = DAG.getConstant(0, NewLHS.getValueType());
      CC = ISD::SETNE;
    }
    return SDValue(
        DAG.UpdateNodeOperands(N, {N->getOperand(0), DAG.getCondCode(CC), NewLHS, NewRHS, N->getOperand(4)}),
        0);
  }

  SDValue store(SDNode* N, unsigned OpNo) {
    if (OpNo != 1 || N->getAddressingMode() != ISD::UNINDEXED) L.unsupported("SoftenFloat", N, "operand");
    SDValue Val = N->getOperand(1);
    // A truncating FP store rounds first and stores the narrow value's bits whole.
    if (N->isTruncatingStore())
      Val = L.BitConvertToInteger(
          DAG.getNode(ISD::FP_ROUND, N->getMemoryVT(), Val, DAG.getIntPtrConstant(0, /*IsTarget=*/true)));
    else
      Val = L.GetSoftenedFloat(Val);
    return DAG.getStore(N->getOperand(0), Val, N->getOperand(2), N->getMemOperand());
  }

  /// copysign(legal x, softened y): y's sign bit moved to x's width, then an ordinary copysign.
  SDValue copySignOperand(SDNode* N) {
    SDValue LHS = N->getOperand(0);
    SDValue RHS = L.BitConvertToInteger(N->getOperand(1));
    EVT LVT = LHS.getValueType(), RVT = RHS.getValueType();
    EVT ILVT = EVT::integer(unsigned(LVT.sizeInBits()));
    int SizeDiff = int(RVT.sizeInBits()) - int(LVT.sizeInBits());
    if (SizeDiff > 0) {
      RHS = DAG.getNode(ISD::SRL, RVT, RHS, DAG.getConstant(uint64_t(SizeDiff), L.getShiftAmountTy(RVT)));
      RHS = DAG.getNode(ISD::TRUNCATE, ILVT, RHS);
    } else if (SizeDiff < 0) {
      RHS = DAG.getNode(ISD::ANY_EXTEND, ILVT, RHS);
      RHS = DAG.getNode(ISD::SHL, ILVT, RHS, DAG.getConstant(uint64_t(-SizeDiff), L.getShiftAmountTy(ILVT)));
    }
    RHS = DAG.getNode(ISD::BITCAST, LVT, RHS);
    return DAG.getNode(ISD::FCOPYSIGN, LVT, LHS, RHS);
  }

  /// A copy of a softened value into a virtual register (LLVM's builder never makes one; dagtool's tools
  /// may): the register takes the integer type.
  SDValue copyToReg(SDNode* N, unsigned OpNo) {
    if (OpNo != 2) L.unsupported("SoftenFloat", N, "operand");
    SDValue Soft = L.GetSoftenedFloat(N->getOperand(2));
    uint32_t Reg = N->getOperand(1)->getReg();
    if (FunctionLoweringInfo* FLI = DAG.functionInfo();
        FLI && isVirtualRegister(Reg) && virtRegIndex(Reg) < FLI->VRegTypes.size())
      FLI->VRegTypes[virtRegIndex(Reg)] = Soft.getValueType();
    std::vector<SDValue> Ops;
    for (unsigned I = 0; I < N->getNumOperands(); ++I) Ops.push_back(N->getOperand(I));
    Ops[1] = DAG.getRegister(Reg, Soft.getValueType());
    Ops[2] = Soft;
    return SDValue(DAG.UpdateNodeOperands(N, Ops), 0);
  }
};

} // namespace

// ---- entry points -----------------------------------------------------------------------------------------

// LLVM asks the target for no custom softening: RISC-V has no custom rules for types without registers.
void DAGTypeLegalizer::SoftenFloatResult(SDNode* N, unsigned ResNo) {
  SoftenFloatRules R{*this, dag()};
  SDValue Res = R.result(N, ResNo);
  if (Res) SetSoftenedFloat(SDValue(N, ResNo), Res);
}

bool DAGTypeLegalizer::SoftenFloatOperand(SDNode* N, unsigned OpNo) {
  SoftenFloatRules R{*this, dag()};
  SDValue Res = R.operand(N, OpNo);
  if (!Res) return false;
  if (Res.getNode() == N) return true;
  ReplaceValueWith(SDValue(N, 0), Res);
  return false;
}

// LLVM expands floats into halves only for ppc_fp128 (a pair of doubles). RISC-V's fp128 is softened to i128,
// so no RISC-V type ever takes this action; a target that asks for it gets a clear report.
void DAGTypeLegalizer::ExpandFloatResult(SDNode* N, unsigned) {
  unsupported("ExpandFloat", N, "result (float expansion exists only for ppc_fp128)");
}

bool DAGTypeLegalizer::ExpandFloatOperand(SDNode* N, unsigned) {
  unsupported("ExpandFloat", N, "operand (float expansion exists only for ppc_fp128)");
}

// ---- IS_FPCLASS on the bits (shared with SoftPromoteHalf; legalize/FPClassExpansion.h) -------------------

SDValue DAGTypeLegalizer::expandIsFPClassOnBits(EVT ResultVT, SDValue OpAsInt, EVT FloatVT, unsigned Test) {
  return dt::expandIsFPClassOnBits(dag(), ResultVT, OpAsInt, FloatVT, Test);
}

} // namespace dt
