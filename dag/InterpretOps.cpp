// dag/InterpretOps.cpp — what every generic (ISD) opcode computes, for the DAG interpreter.
//
// Duty: the semantics of the target-independent nodes as LLVM defines them (ISDOpcodes.h), on APInt bit
// patterns of any width: integer and FP arithmetic, conversions, vectors (element-wise, lane 0 in the low
// bits), memory, registers and control flow. Where LLVM leaves a result undefined (shift amounts >= width,
// out-of-range indices and conversions, *_ZERO_UNDEF of zero, the high bits of any-extensions, results of
// operations whose nuw/nsw/exact/disjoint/nneg flag is violated) the result is garbage from the
// interpreter's GarbageSource, so a phase that relies on it computes a wrong value.
// Invariants: every result has exactly the width of its value type; operands are never modified.
#include "dag/Interpreter.h"
#include "support/FloatFormat.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <functional>

namespace dt {

namespace {

unsigned lanesOf(EVT VT) {
  return VT.isVector() ? VT.numElements() : 1;
}

/// Builds a value of type VT from its lanes: Fn(L) gives lane L with VT's element width.
template <class F> APInt mapLanes(EVT VT, F&& Fn) {
  if (!VT.isVector()) return Fn(0u);
  unsigned N = VT.numElements(), EB = VT.scalarSizeInBits();
  if (N == 1) return Fn(0u);
  // Vectors are small (a few lanes), so lane-by-lane insertion is cheap enough.
  APInt R = APInt::zero(N * EB);
  for (unsigned L = 0; L < N; ++L) R = R.insertBits(Fn(L), L * EB);
  return R;
}

APInt getLane(const APInt& V, EVT VT, unsigned L) {
  if (!VT.isVector()) return V;
  unsigned EB = VT.scalarSizeInBits();
  return V.extractBits(EB, L * EB);
}

/// A shift amount below Width, or nullopt (the shift result is then undefined).
std::optional<unsigned> shiftAmount(const APInt& A, unsigned Width) {
  if (A.ult(Width)) return unsigned(A.lowWord());
  return std::nullopt;
}

/// A rotate / funnel-shift amount: taken modulo the width.
unsigned amountModWidth(const APInt& A, unsigned Width) {
  if (A.getActiveBits() <= 64) return unsigned(A.lowWord() % Width);
  return unsigned(A.urem(APInt(A.getBitWidth(), Width)).lowWord());
}

/// Evaluates an integer or FP condition code. FP "don't care" codes (seteq, setlt ...) on a NaN give an
/// arbitrary boolean: LLVM only makes them where NaNs cannot occur.
bool condHolds(NodeEval& E, ISD::CondCode CC, EVT OpVT, const APInt& A, const APInt& B) {
  if (CC == ISD::SETTRUE || CC == ISD::SETTRUE2) return true;
  if (CC == ISD::SETFALSE || CC == ISD::SETFALSE2) return false;
  if (OpVT.isFloatingPoint()) {
    FPCmpResult R = fpCompare(interp::fpFormatOf(OpVT), A, B);
    bool Unordered = R == FPCmpResult::Unordered;
    int Order = R == FPCmpResult::Less ? -1 : R == FPCmpResult::Greater ? 1 : 0;
    if (CC >= ISD::SETFALSE2 && Unordered) return E.garbage(1).getBit(0);
    return ISD::condCodeHolds(CC, Order, Unordered);
  }
  switch (CC) {
  case ISD::SETEQ: return A == B;
  case ISD::SETNE: return A != B;
  case ISD::SETLT: return A.slt(B);
  case ISD::SETLE: return A.sle(B);
  case ISD::SETGT: return A.sgt(B);
  case ISD::SETGE: return A.sge(B);
  case ISD::SETULT: return A.ult(B);
  case ISD::SETULE: return A.ule(B);
  case ISD::SETUGT: return A.ugt(B);
  case ISD::SETUGE: return A.uge(B);
  default: E.fail(std::string("condition code ") + ISD::condCodeName(CC) + " on integers");
  }
}

ISD::CondCode condCodeOf(NodeEval& E, unsigned I) {
  const SDNode* N = E.opNode(I);
  if (N->getOpcode() != ISD::CONDCODE) E.fail("operand " + std::to_string(I) + " must be a condition code");
  return N->getCondCode();
}

unsigned vtPayloadBits(NodeEval& E, unsigned I) {
  const SDNode* N = E.opNode(I);
  if (N->getOpcode() != ISD::VALUETYPE) E.fail("operand " + std::to_string(I) + " must be a ValueType");
  return N->getVTPayload().scalarSizeInBits();
}

/// Element-wise integer binary operation.
template <class F> void intBinary(NodeEval& E, F&& Fn) {
  E.set(0, mapLanes(E.vt(0), [&](unsigned L) { return Fn(E.lane(0, L), E.lane(1, L)); }));
}

/// Element-wise operation with a value and an overflow/carry boolean result.
template <class F> void withFlag(NodeEval& E, F&& Fn) {
  EVT VT = E.vt(0), BT = E.vt(1);
  unsigned N = lanesOf(VT);
  std::vector<APInt> R(N);
  std::vector<bool> O(N);
  for (unsigned L = 0; L < N; ++L) {
    bool Ov = false;
    R[L] = Fn(L, Ov);
    O[L] = Ov;
  }
  E.set(0, mapLanes(VT, [&](unsigned L) { return R[L]; }));
  E.set(1, mapLanes(BT, [&](unsigned L) { return NodeEval::makeBool(O[L], BT.scalarSizeInBits()); }));
}

/// Poison (violated nuw/nsw/exact/disjoint/nneg) becomes garbage, which a later phase cannot depend on.
APInt poisonIf(NodeEval& E, bool Violated, APInt V) {
  if (!Violated) return V;
  return E.garbage(V.getBitWidth());
}

APInt divisor(NodeEval& E, const APInt& B) {
  if (B.isZero()) E.fail("division by zero");
  return B;
}

// ---- FP helpers
// ---------------------------------------------------------------------------------------------

template <class F> void fpUnary(NodeEval& E, F&& Fn) {
  FPFormat Fmt = interp::fpFormatOf(E.vt(0));
  E.set(0, mapLanes(E.vt(0), [&](unsigned L) { return Fn(Fmt, E.lane(0, L)); }));
}
template <class F> void fpBinary(NodeEval& E, F&& Fn) {
  FPFormat Fmt = interp::fpFormatOf(E.vt(0));
  E.set(0, mapLanes(E.vt(0), [&](unsigned L) { return Fn(Fmt, E.lane(0, L), E.lane(1, L)); }));
}

/// fp -> int conversion with LLVM's poison for out-of-range values.
APInt fpToIntOrGarbage(NodeEval& E, FPFormat F, const APInt& X, unsigned Bits, bool Signed) {
  bool InRange = true;
  APInt R = fpToInt(F, X, Bits, Signed, InRange);
  return InRange ? R : E.garbage(Bits);
}

// ---- memory
// -------------------------------------------------------------------------------------------------

/// Converts loaded memory bits (MemVT) to the value type of a load with extension Ext.
APInt extendLoaded(NodeEval& E, const APInt& Raw, EVT MemVT, EVT VT, ISD::LoadExtType Ext) {
  if (Ext == ISD::NON_EXTLOAD) {
    if (MemVT.sizeInBits() != VT.sizeInBits())
      E.fail("non-extending load of " + MemVT.str() + " as " + VT.str());
    return Raw;
  }
  if (lanesOf(MemVT) != lanesOf(VT)) E.fail("extending load from " + MemVT.str() + " to " + VT.str());
  unsigned EB = VT.scalarSizeInBits();
  return mapLanes(VT, [&](unsigned L) {
    APInt X = getLane(Raw, MemVT, L);
    if (VT.isFloatingPoint()) {
      if (Ext != ISD::EXTLOAD || !MemVT.isFloatingPoint())
        E.fail("FP extending load must be extload from FP");
      return fpConvert(interp::fpFormatOf(MemVT), X, interp::fpFormatOf(VT));
    }
    switch (Ext) {
    case ISD::SEXTLOAD: return X.sext(EB);
    case ISD::ZEXTLOAD: return X.zext(EB);
    default: return E.anyExtend(X, EB);
    }
  });
}

/// Converts a stored value to the memory type of a (possibly truncating) store.
APInt truncateStored(NodeEval& E, const APInt& V, EVT VT, EVT MemVT, bool Truncating) {
  if (!Truncating || VT == MemVT) {
    if (MemVT.sizeInBits() != VT.sizeInBits()) E.fail("store of " + VT.str() + " as " + MemVT.str());
    return V;
  }
  if (lanesOf(MemVT) != lanesOf(VT)) E.fail("truncating store from " + VT.str() + " to " + MemVT.str());
  unsigned MB = MemVT.scalarSizeInBits();
  return mapLanes(MemVT, [&](unsigned L) {
    APInt X = getLane(V, VT, L);
    if (VT.isFloatingPoint()) return fpConvert(interp::fpFormatOf(VT), X, interp::fpFormatOf(MemVT));
    return X.trunc(MB);
  });
}

// ---- vector reductions
// -------------------------------------------------------------------------------------

APInt reduce(NodeEval& E, unsigned VecOp, const std::function<APInt(const APInt&, const APInt&)>& Fn,
             std::optional<APInt> Start = std::nullopt) {
  EVT VT = E.opType(VecOp);
  unsigned N = lanesOf(VT);
  APInt Acc = Start ? *Start : E.lane(VecOp, 0);
  for (unsigned L = Start ? 0 : 1; L < N; ++L) Acc = Fn(Acc, E.lane(VecOp, L));
  return Acc;
}

} // namespace

// ---- interp helpers
// -----------------------------------------------------------------------------------------

namespace interp {

bool evalCondCode(NodeEval& E, ISD::CondCode CC, EVT OperandVT, const APInt& A, const APInt& B) {
  return condHolds(E, CC, OperandVT, A, B);
}

unsigned fpClassMask(FPFormat F, const APInt& Bits) {
  bool Neg = fpSignBit(F, Bits);
  if (fpIsNaN(F, Bits)) return fpIsSignalingNaN(F, Bits) ? 0x1 : 0x2;
  if (fpIsInf(F, Bits)) return Neg ? 0x4 : 0x200;
  if (fpIsZero(F, Bits)) return Neg ? 0x20 : 0x40;
  unsigned ExpBits = F == FPFormat::X87 ? 15 : fpBits(F) - fpPrecision(F);
  unsigned MantBits = F == FPFormat::X87 ? 64 : fpPrecision(F) - 1;
  bool Subnormal = Bits.extractBits(ExpBits, MantBits).isZero();
  if (Subnormal) return Neg ? 0x10 : 0x80;
  return Neg ? 0x8 : 0x100;
}

static bool hostFloatFormat(FPFormat F) {
  return F == FPFormat::Half || F == FPFormat::BFloat || F == FPFormat::Single;
}

static double callHost(const char* Fn, double X, double Y, bool AsFloat) {
  auto Is = [&](const char* S) { return std::strcmp(Fn, S) == 0; };
  if (AsFloat) {
    float A = float(X), B = float(Y);
    if (Is("sin")) return sinf(A);
    if (Is("cos")) return cosf(A);
    if (Is("tan")) return tanf(A);
    if (Is("exp")) return expf(A);
    if (Is("exp2")) return exp2f(A);
    if (Is("exp10")) return std::pow(10.0f, A);
    if (Is("log")) return logf(A);
    if (Is("log2")) return log2f(A);
    if (Is("log10")) return log10f(A);
    if (Is("cbrt")) return cbrtf(A);
    if (Is("pow")) return powf(A, B);
    if (Is("atan2")) return atan2f(A, B);
  } else {
    if (Is("sin")) return sin(X);
    if (Is("cos")) return cos(X);
    if (Is("tan")) return tan(X);
    if (Is("exp")) return exp(X);
    if (Is("exp2")) return exp2(X);
    if (Is("exp10")) return std::pow(10.0, X);
    if (Is("log")) return log(X);
    if (Is("log2")) return log2(X);
    if (Is("log10")) return log10(X);
    if (Is("cbrt")) return cbrt(X);
    if (Is("pow")) return pow(X, Y);
    if (Is("atan2")) return atan2(X, Y);
  }
  throw InterpError(std::string("no host math function ") + Fn);
}

APInt hostMath2(FPFormat F, const APInt& X, const APInt& Y, const char* Fn) {
  if (F != FPFormat::Double && !hostFloatFormat(F))
    throw InterpError(std::string("math function ") + Fn + " is not supported for " + fpTypeName(F));
  // Half and bfloat are computed in float and rounded, as LLVM promotes them to float libcalls.
  bool AsFloat = hostFloatFormat(F);
  double R = callHost(Fn, fpToDouble(F, X), fpToDouble(F, Y), AsFloat);
  return fpFromDouble(F, R);
}

APInt hostMath1(FPFormat F, const APInt& X, const char* Fn) {
  return hostMath2(F, X, X, Fn);
}

APInt fpLdexp(FPFormat F, const APInt& X, int64_t Exp) {
  if (F != FPFormat::Double && !hostFloatFormat(F))
    throw InterpError(std::string("ldexp is not supported for ") + fpTypeName(F));
  if (fpIsNaN(F, X)) return fpAdd(F, X, X); // quiets
  if (fpIsInf(F, X) || fpIsZero(F, X)) return X;
  // The scaling is exact in double for the narrower formats, so only the final conversion rounds; for
  // double the host's ldexp rounds correctly itself. Clamping keeps int conversions safe and changes
  // nothing (the result is already 0 or inf well inside the clamp).
  Exp = std::clamp<int64_t>(Exp, -5000, 5000);
  return fpFromDouble(F, std::ldexp(fpToDouble(F, X), int(Exp)));
}

APInt fpFrexp(FPFormat F, const APInt& X, int& Exp) {
  Exp = 0;
  if (F != FPFormat::Double && !hostFloatFormat(F))
    throw InterpError(std::string("frexp is not supported for ") + fpTypeName(F));
  if (fpIsNaN(F, X)) return fpAdd(F, X, X);
  if (fpIsInf(F, X) || fpIsZero(F, X)) return X;
  return fpFromDouble(F, std::frexp(fpToDouble(F, X), &Exp));
}

} // namespace interp

// ---- the opcode switch
// ---------------------------------------------------------------------------------------

bool interpretGenericNode(NodeEval& E) {
  const SDNode& N = E.node();
  const EVT VT = N.getNumValues() ? N.getValueType(0) : EVT();
  const unsigned EB = VT.isData() ? VT.scalarSizeInBits() : 0;
  const uint16_t Fl = N.getFlags();
  auto L = [&](unsigned I, unsigned Lane) { return E.lane(I, Lane); };

  switch (N.getOpcode()) {
  // ---- leaves and structure -------------------------------------------------------------------------------
  case ISD::EntryToken:
  case ISD::TokenFactor:
  case ISD::HANDLENODE:
  case ISD::BasicBlock:
  case ISD::VALUETYPE:
  case ISD::CONDCODE:
  case ISD::Register:
  case ISD::RegisterMask:
  case ISD::CALLSEQ_END:
  case ISD::LIFETIME_START:
  case ISD::LIFETIME_END:
  case ISD::ATOMIC_FENCE:
  case ISD::PREFETCH:
  case ISD::STACKRESTORE: // dynamic allocas are separate objects, freed when the function returns
    return true;
  case ISD::Constant:
  case ISD::TargetConstant: {
    const APInt& V = N.getAPIntValue();
    if (VT.isVector())
      E.set(0, mapLanes(VT, [&](unsigned) { return V.zextOrTrunc(EB); }));
    else
      E.set(0, V.getBitWidth() == EB ? V : V.zextOrTrunc(EB));
    return true;
  }
  case ISD::ConstantFP:
  case ISD::TargetConstantFP: {
    const APInt& V = N.getAPIntValue();
    E.set(0, mapLanes(VT, [&](unsigned) { return V; }));
    return true;
  }
  case ISD::GlobalAddress:
  case ISD::TargetGlobalAddress: {
    uint64_t A = E.program().globalAddress(N.getGlobal()) + uint64_t(N.getOffset());
    E.set(0, APInt(EB, A));
    return true;
  }
  case ISD::ExternalSymbol:
  case ISD::TargetExternalSymbol: E.set(0, APInt(EB, E.program().symbolAddress(N.getSymbol()))); return true;
  case ISD::ConstantPool:
  case ISD::TargetConstantPool: {
    uint64_t A = E.program().constantPoolAddress(N.getAPIntValue(), unsigned(N.getFrameIndex()));
    E.set(0, APInt(EB, A + uint64_t(N.getOffset())));
    return true;
  }
  case ISD::FrameIndex:
  case ISD::TargetFrameIndex: E.set(0, APInt(EB, E.frameObjectAddress(N.getFrameIndex()))); return true;
  case ISD::UNDEF:
  case ISD::POISON: E.set(0, E.garbage(unsigned(VT.sizeInBits()))); return true;

  case ISD::CopyToReg: E.writeReg(E.opNode(1)->getReg(), E.op(2)); return true;
  case ISD::CopyFromReg: E.set(0, E.readReg(E.opNode(1)->getReg(), unsigned(VT.sizeInBits()))); return true;
  case ISD::MERGE_VALUES:
    for (unsigned I = 0; I < N.getNumOperands(); ++I) E.set(I, E.op(I));
    return true;
  case ISD::FREEZE:
  case ISD::BITCAST:
  case ISD::ADDRSPACECAST:
  case ISD::AssertAlign: E.set(0, E.op(0)); return true;
  case ISD::AssertZext:
  case ISD::AssertSext: {
    unsigned From = vtPayloadBits(E, 1);
    bool Sext = N.getOpcode() == ISD::AssertSext;
    for (unsigned I = 0; I < lanesOf(VT); ++I) {
      APInt X = L(0, I);
      APInt Ext = Sext ? X.trunc(From).sext(EB) : X.trunc(From).zext(EB);
      if (X != Ext)
        E.fail(std::string("assertion violated: 0x") + X.toStringUnsigned(16) + " is not " +
               (Sext ? "sign" : "zero") + "-extended from i" + std::to_string(From));
    }
    E.set(0, E.op(0));
    return true;
  }
  case ISD::EXTRACT_ELEMENT: {
    uint64_t Idx = E.constOp(1).lowWord();
    unsigned W = unsigned(VT.sizeInBits());
    if ((Idx + 1) * W > E.op(0).getBitWidth()) E.fail("extract_element index out of range");
    E.set(0, E.op(0).extractBits(W, unsigned(Idx) * W));
    return true;
  }
  case ISD::BUILD_PAIR: {
    const APInt &Lo = E.op(0), &Hi = E.op(1);
    unsigned W = Lo.getBitWidth() + Hi.getBitWidth();
    E.set(0, Lo.zext(W) | Hi.zext(W).shl(Lo.getBitWidth()));
    return true;
  }

  // ---- integer arithmetic --------------------------------------------------------------------------------
  case ISD::ADD:
    intBinary(E, [&](const APInt& A, const APInt& B) {
      bool OU = false, OS = false;
      APInt R = A.uadd_ov(B, OU);
      A.sadd_ov(B, OS);
      return poisonIf(
          E, ((Fl & SDNodeFlags::NoUnsignedWrap) && OU) || ((Fl & SDNodeFlags::NoSignedWrap) && OS), R);
    });
    return true;
  case ISD::SUB:
    intBinary(E, [&](const APInt& A, const APInt& B) {
      bool OU = false, OS = false;
      APInt R = A.usub_ov(B, OU);
      A.ssub_ov(B, OS);
      return poisonIf(
          E, ((Fl & SDNodeFlags::NoUnsignedWrap) && OU) || ((Fl & SDNodeFlags::NoSignedWrap) && OS), R);
    });
    return true;
  case ISD::MUL:
    intBinary(E, [&](const APInt& A, const APInt& B) {
      bool OU = false, OS = false;
      APInt R = A * B;
      if (Fl & (SDNodeFlags::NoUnsignedWrap | SDNodeFlags::NoSignedWrap)) {
        A.umul_ov(B, OU);
        A.smul_ov(B, OS);
      }
      return poisonIf(
          E, ((Fl & SDNodeFlags::NoUnsignedWrap) && OU) || ((Fl & SDNodeFlags::NoSignedWrap) && OS), R);
    });
    return true;
  case ISD::SDIV:
    intBinary(E, [&](const APInt& A, const APInt& B) {
      APInt Q = A.sdiv(divisor(E, B));
      return poisonIf(E, (Fl & SDNodeFlags::Exact) && !A.srem(B).isZero(), Q);
    });
    return true;
  case ISD::UDIV:
    intBinary(E, [&](const APInt& A, const APInt& B) {
      APInt Q = A.udiv(divisor(E, B));
      return poisonIf(E, (Fl & SDNodeFlags::Exact) && !A.urem(B).isZero(), Q);
    });
    return true;
  case ISD::SREM:
    intBinary(E, [&](const APInt& A, const APInt& B) { return A.srem(divisor(E, B)); });
    return true;
  case ISD::UREM:
    intBinary(E, [&](const APInt& A, const APInt& B) { return A.urem(divisor(E, B)); });
    return true;
  case ISD::SDIVREM:
  case ISD::UDIVREM: {
    bool S = N.getOpcode() == ISD::SDIVREM;
    E.set(0, mapLanes(VT, [&](unsigned I) {
            return S ? L(0, I).sdiv(divisor(E, L(1, I))) : L(0, I).udiv(divisor(E, L(1, I)));
          }));
    E.set(1, mapLanes(VT, [&](unsigned I) { return S ? L(0, I).srem(L(1, I)) : L(0, I).urem(L(1, I)); }));
    return true;
  }
  case ISD::SMUL_LOHI:
  case ISD::UMUL_LOHI: {
    bool S = N.getOpcode() == ISD::SMUL_LOHI;
    E.set(0, mapLanes(VT, [&](unsigned I) { return L(0, I) * L(1, I); }));
    E.set(1, mapLanes(VT, [&](unsigned I) { return S ? L(0, I).mulhs(L(1, I)) : L(0, I).mulhu(L(1, I)); }));
    return true;
  }
  case ISD::MULHU: intBinary(E, [](const APInt& A, const APInt& B) { return A.mulhu(B); }); return true;
  case ISD::MULHS: intBinary(E, [](const APInt& A, const APInt& B) { return A.mulhs(B); }); return true;
  case ISD::ABDS:
    intBinary(E, [](const APInt& A, const APInt& B) { return APInt::smax(A, B) - APInt::smin(A, B); });
    return true;
  case ISD::ABDU:
    intBinary(E, [](const APInt& A, const APInt& B) { return APInt::umax(A, B) - APInt::umin(A, B); });
    return true;
  case ISD::SMIN: intBinary(E, [](const APInt& A, const APInt& B) { return APInt::smin(A, B); }); return true;
  case ISD::SMAX: intBinary(E, [](const APInt& A, const APInt& B) { return APInt::smax(A, B); }); return true;
  case ISD::UMIN: intBinary(E, [](const APInt& A, const APInt& B) { return APInt::umin(A, B); }); return true;
  case ISD::UMAX: intBinary(E, [](const APInt& A, const APInt& B) { return APInt::umax(A, B); }); return true;
  case ISD::SCMP:
  case ISD::UCMP: {
    bool Signed = N.getOpcode() == ISD::SCMP;
    E.set(0, mapLanes(VT, [&](unsigned I) {
            const APInt A = L(0, I), B = L(1, I);
            bool Less = Signed ? A.slt(B) : A.ult(B);
            return APInt(EB, A == B ? 0 : Less ? uint64_t(-1) : 1, true);
          }));
    return true;
  }
  case ISD::AND: intBinary(E, [](const APInt& A, const APInt& B) { return A & B; }); return true;
  case ISD::OR:
    intBinary(E, [&](const APInt& A, const APInt& B) {
      return poisonIf(E, (Fl & SDNodeFlags::Disjoint) && !(A & B).isZero(), A | B);
    });
    return true;
  case ISD::XOR: intBinary(E, [](const APInt& A, const APInt& B) { return A ^ B; }); return true;
  case ISD::ABS: E.set(0, mapLanes(VT, [&](unsigned I) { return L(0, I).abs(); })); return true;

  // ---- overflow, carry and saturation
  // ----------------------------------------------------------------------
  case ISD::UADDO: withFlag(E, [&](unsigned I, bool& O) { return L(0, I).uadd_ov(L(1, I), O); }); return true;
  case ISD::SADDO: withFlag(E, [&](unsigned I, bool& O) { return L(0, I).sadd_ov(L(1, I), O); }); return true;
  case ISD::USUBO: withFlag(E, [&](unsigned I, bool& O) { return L(0, I).usub_ov(L(1, I), O); }); return true;
  case ISD::SSUBO: withFlag(E, [&](unsigned I, bool& O) { return L(0, I).ssub_ov(L(1, I), O); }); return true;
  case ISD::UMULO: withFlag(E, [&](unsigned I, bool& O) { return L(0, I).umul_ov(L(1, I), O); }); return true;
  case ISD::SMULO: withFlag(E, [&](unsigned I, bool& O) { return L(0, I).smul_ov(L(1, I), O); }); return true;
  case ISD::UADDO_CARRY:
  case ISD::USUBO_CARRY:
  case ISD::SADDO_CARRY:
  case ISD::SSUBO_CARRY: {
    int32_t Opc = N.getOpcode();
    bool Sub = Opc == ISD::USUBO_CARRY || Opc == ISD::SSUBO_CARRY;
    bool Signed = Opc == ISD::SADDO_CARRY || Opc == ISD::SSUBO_CARRY;
    withFlag(E, [&](unsigned I, bool& O) {
      APInt A = L(0, I), B = L(1, I);
      unsigned W = A.getBitWidth();
      APInt C(W + 2, E.boolValue(L(2, I)) ? 1 : 0);
      // Exact arithmetic in W+2 bits, then: unsigned carry/borrow = the result does not fit in W bits
      // unsigned; signed overflow = it does not fit in W bits signed.
      APInt XA = Signed ? A.sext(W + 2) : A.zext(W + 2), XB = Signed ? B.sext(W + 2) : B.zext(W + 2);
      APInt R = Sub ? XA - XB - C : XA + XB + C;
      APInt T = R.trunc(W);
      O = Signed ? R != T.sext(W + 2) : R != T.zext(W + 2);
      return T;
    });
    return true;
  }
  case ISD::ADDC:
  case ISD::SUBC:
  case ISD::ADDE:
  case ISD::SUBE: {
    // The carry travels in the glue result (the only glue that carries a value).
    int32_t Opc = N.getOpcode();
    bool Sub = Opc == ISD::SUBC || Opc == ISD::SUBE;
    bool CarryIn = (Opc == ISD::ADDE || Opc == ISD::SUBE) && E.op(2).getBitWidth() >= 1 && E.op(2).getBit(0);
    APInt A = E.op(0), B = E.op(1);
    unsigned W = A.getBitWidth();
    APInt C(W + 1, CarryIn ? 1 : 0);
    APInt R = Sub ? A.zext(W + 1) - B.zext(W + 1) - C : A.zext(W + 1) + B.zext(W + 1) + C;
    E.set(0, R.trunc(W));
    E.set(1, APInt(1, R.getBit(W) ? 1 : 0));
    return true;
  }
  case ISD::UADDSAT: intBinary(E, [](const APInt& A, const APInt& B) { return A.uadd_sat(B); }); return true;
  case ISD::SADDSAT: intBinary(E, [](const APInt& A, const APInt& B) { return A.sadd_sat(B); }); return true;
  case ISD::USUBSAT: intBinary(E, [](const APInt& A, const APInt& B) { return A.usub_sat(B); }); return true;
  case ISD::SSUBSAT: intBinary(E, [](const APInt& A, const APInt& B) { return A.ssub_sat(B); }); return true;
  case ISD::USHLSAT:
  case ISD::SSHLSAT: {
    bool S = N.getOpcode() == ISD::SSHLSAT;
    intBinary(E, [&](const APInt& A, const APInt& B) {
      auto Amt = shiftAmount(B, A.getBitWidth());
      if (!Amt) return E.garbage(A.getBitWidth());
      return S ? A.sshl_sat(*Amt) : A.ushl_sat(*Amt);
    });
    return true;
  }

  // ---- shifts and bit manipulation ---------------------------------------------------------------------
  case ISD::SHL:
    intBinary(E, [&](const APInt& A, const APInt& B) {
      unsigned W = A.getBitWidth();
      auto Amt = shiftAmount(B, W);
      if (!Amt) return E.garbage(W);
      APInt R = A.shl(*Amt);
      bool NUW = (Fl & SDNodeFlags::NoUnsignedWrap) && R.lshr(*Amt) != A;
      bool NSW = (Fl & SDNodeFlags::NoSignedWrap) && R.ashr(*Amt) != A;
      return poisonIf(E, NUW || NSW, R);
    });
    return true;
  case ISD::SRA:
  case ISD::SRL: {
    bool Arith = N.getOpcode() == ISD::SRA;
    intBinary(E, [&](const APInt& A, const APInt& B) {
      unsigned W = A.getBitWidth();
      auto Amt = shiftAmount(B, W);
      if (!Amt) return E.garbage(W);
      APInt R = Arith ? A.ashr(*Amt) : A.lshr(*Amt);
      return poisonIf(E, (Fl & SDNodeFlags::Exact) && R.shl(*Amt) != A, R);
    });
    return true;
  }
  case ISD::ROTL:
    intBinary(E, [](const APInt& A, const APInt& B) { return A.rotl(amountModWidth(B, A.getBitWidth())); });
    return true;
  case ISD::ROTR:
    intBinary(E, [](const APInt& A, const APInt& B) { return A.rotr(amountModWidth(B, A.getBitWidth())); });
    return true;
  case ISD::FSHL:
  case ISD::FSHR: {
    bool Left = N.getOpcode() == ISD::FSHL;
    E.set(0, mapLanes(VT, [&](unsigned I) {
            APInt A = L(0, I), B = L(1, I);
            unsigned W = A.getBitWidth(), C = amountModWidth(L(2, I), W);
            if (C == 0) return Left ? A : B;
            return Left ? A.shl(C) | B.lshr(W - C) : A.shl(W - C) | B.lshr(C);
          }));
    return true;
  }
  case ISD::SHL_PARTS:
  case ISD::SRA_PARTS:
  case ISD::SRL_PARTS: {
    unsigned W = EB;
    APInt Full = E.op(0).zext(2 * W) | E.op(1).zext(2 * W).shl(W);
    auto Amt = shiftAmount(E.op(2), 2 * W);
    APInt R = !Amt                              ? E.garbage(2 * W)
              : N.getOpcode() == ISD::SHL_PARTS ? Full.shl(*Amt)
              : N.getOpcode() == ISD::SRA_PARTS ? Full.ashr(*Amt)
                                                : Full.lshr(*Amt);
    E.set(0, R.trunc(W));
    E.set(1, R.extractBits(W, W));
    return true;
  }
  case ISD::BSWAP:
    if (EB % 16) E.fail("bswap of a width that is not a multiple of 16");
    E.set(0, mapLanes(VT, [&](unsigned I) { return L(0, I).byteSwap(); }));
    return true;
  case ISD::BITREVERSE:
    E.set(0, mapLanes(VT, [&](unsigned I) { return L(0, I).reverseBits(); }));
    return true;
  case ISD::CTPOP:
    E.set(0, mapLanes(VT, [&](unsigned I) { return APInt(EB, L(0, I).popcount()); }));
    return true;
  case ISD::PARITY:
    E.set(0, mapLanes(VT, [&](unsigned I) { return APInt(EB, L(0, I).popcount() & 1); }));
    return true;
  case ISD::CTLZ:
  case ISD::CTTZ:
  case ISD::CTLZ_ZERO_UNDEF:
  case ISD::CTTZ_ZERO_UNDEF: {
    int32_t Opc = N.getOpcode();
    bool Leading = Opc == ISD::CTLZ || Opc == ISD::CTLZ_ZERO_UNDEF;
    bool ZeroUndef = Opc == ISD::CTLZ_ZERO_UNDEF || Opc == ISD::CTTZ_ZERO_UNDEF;
    E.set(0, mapLanes(VT, [&](unsigned I) {
            APInt X = L(0, I);
            if (ZeroUndef && X.isZero()) return E.garbage(EB);
            return APInt(EB, Leading ? X.countLeadingZeros() : X.countTrailingZeros());
          }));
    return true;
  }

  // ---- comparisons and selects --------------------------------------------------------------------------
  case ISD::SETCC: {
    ISD::CondCode CC = condCodeOf(E, 2);
    EVT OpVT = E.opType(0);
    E.set(0, mapLanes(VT, [&](unsigned I) {
            return NodeEval::makeBool(condHolds(E, CC, OpVT, L(0, I), L(1, I)), EB);
          }));
    return true;
  }
  case ISD::SETCCCARRY: {
    // The high-part compare of an expanded wide compare: LHS cc (RHS + carry) in exact arithmetic, signed or
    // unsigned by the condition code (carry = the borrow of the low parts).
    ISD::CondCode CC = condCodeOf(E, 3);
    bool Signed = ISD::isSignedIntSetCC(CC);
    E.set(0, mapLanes(VT, [&](unsigned I) {
            APInt A = L(0, I), B = L(1, I);
            unsigned W = A.getBitWidth();
            APInt C(W + 2, E.boolValue(L(2, I)) ? 1 : 0);
            APInt D = (Signed ? A.sext(W + 2) - B.sext(W + 2) : A.zext(W + 2) - B.zext(W + 2)) - C;
            // D is exact as a signed W+2-bit number; compare it with zero.
            bool R;
            switch (CC) {
            case ISD::SETEQ: R = D.isZero(); break;
            case ISD::SETNE: R = !D.isZero(); break;
            case ISD::SETLT:
            case ISD::SETULT: R = D.isNegative(); break;
            case ISD::SETLE:
            case ISD::SETULE: R = D.isNegative() || D.isZero(); break;
            case ISD::SETGT:
            case ISD::SETUGT: R = !D.isNegative() && !D.isZero(); break;
            case ISD::SETGE:
            case ISD::SETUGE: R = !D.isNegative(); break;
            default: E.fail(std::string("setcccarry with ") + ISD::condCodeName(CC));
            }
            return NodeEval::makeBool(R, EB);
          }));
    return true;
  }
  case ISD::SELECT:
  case ISD::VSELECT: {
    EVT CT = E.opType(0);
    if (!CT.isVector()) {
      E.set(0, E.boolValue(E.op(0)) ? E.op(1) : E.op(2));
      return true;
    }
    E.set(0, mapLanes(VT, [&](unsigned I) { return E.boolValue(L(0, I)) ? L(1, I) : L(2, I); }));
    return true;
  }
  case ISD::SELECT_CC: {
    ISD::CondCode CC = condCodeOf(E, 4);
    EVT OpVT = E.opType(0);
    if (!OpVT.isVector()) {
      E.set(0, condHolds(E, CC, OpVT, E.op(0), E.op(1)) ? E.op(2) : E.op(3));
      return true;
    }
    E.set(0, mapLanes(VT, [&](unsigned I) {
            return condHolds(E, CC, OpVT, L(0, I), L(1, I)) ? L(2, I) : L(3, I);
          }));
    return true;
  }

  // ---- extensions
  // -------------------------------------------------------------------------------------------
  case ISD::SIGN_EXTEND: E.set(0, mapLanes(VT, [&](unsigned I) { return L(0, I).sext(EB); })); return true;
  case ISD::ZERO_EXTEND:
    E.set(0, mapLanes(VT, [&](unsigned I) {
            APInt X = L(0, I);
            return poisonIf(E, (Fl & SDNodeFlags::NonNeg) && X.isNegative(), X.zext(EB));
          }));
    return true;
  case ISD::ANY_EXTEND:
    E.set(0, mapLanes(VT, [&](unsigned I) { return E.anyExtend(L(0, I), EB); }));
    return true;
  case ISD::TRUNCATE: E.set(0, mapLanes(VT, [&](unsigned I) { return L(0, I).trunc(EB); })); return true;
  case ISD::SIGN_EXTEND_INREG: {
    unsigned From = vtPayloadBits(E, 1);
    if (From > EB) E.fail("sign_extend_inreg from a wider type");
    E.set(0, mapLanes(VT, [&](unsigned I) { return L(0, I).trunc(From).sext(EB); }));
    return true;
  }
  case ISD::ANY_EXTEND_VECTOR_INREG:
  case ISD::SIGN_EXTEND_VECTOR_INREG:
  case ISD::ZERO_EXTEND_VECTOR_INREG: {
    int32_t Opc = N.getOpcode();
    if (lanesOf(E.opType(0)) < lanesOf(VT)) E.fail("*_extend_vector_inreg with too few input lanes");
    E.set(0, mapLanes(VT, [&](unsigned I) {
            APInt X = L(0, I);
            return Opc == ISD::SIGN_EXTEND_VECTOR_INREG   ? X.sext(EB)
                   : Opc == ISD::ZERO_EXTEND_VECTOR_INREG ? X.zext(EB)
                                                          : E.anyExtend(X, EB);
          }));
    return true;
  }

  // ---- floating point
  // --------------------------------------------------------------------------------------
  case ISD::FADD:
    fpBinary(E, [](FPFormat F, const APInt& A, const APInt& B) { return fpAdd(F, A, B); });
    return true;
  case ISD::FSUB:
    fpBinary(E, [](FPFormat F, const APInt& A, const APInt& B) { return fpSub(F, A, B); });
    return true;
  case ISD::FMUL:
    fpBinary(E, [](FPFormat F, const APInt& A, const APInt& B) { return fpMul(F, A, B); });
    return true;
  case ISD::FDIV:
    fpBinary(E, [](FPFormat F, const APInt& A, const APInt& B) { return fpDiv(F, A, B); });
    return true;
  case ISD::FREM:
    fpBinary(E, [](FPFormat F, const APInt& A, const APInt& B) { return fpRem(F, A, B); });
    return true;
  case ISD::FMINNUM:
    fpBinary(E, [](FPFormat F, const APInt& A, const APInt& B) { return fpMinNum(F, A, B); });
    return true;
  case ISD::FMAXNUM:
    fpBinary(E, [](FPFormat F, const APInt& A, const APInt& B) { return fpMaxNum(F, A, B); });
    return true;
  case ISD::FMINIMUM:
    fpBinary(E, [](FPFormat F, const APInt& A, const APInt& B) { return fpMinimum(F, A, B); });
    return true;
  case ISD::FMAXIMUM:
    fpBinary(E, [](FPFormat F, const APInt& A, const APInt& B) { return fpMaximum(F, A, B); });
    return true;
  case ISD::FPOW:
    fpBinary(E, [](FPFormat F, const APInt& A, const APInt& B) { return interp::hostMath2(F, A, B, "pow"); });
    return true;
  case ISD::FMA:
  case ISD::FMAD: {
    FPFormat F = interp::fpFormatOf(VT);
    bool Fused = N.getOpcode() == ISD::FMA;
    E.set(0, mapLanes(VT, [&](unsigned I) {
            return Fused ? fpFma(F, L(0, I), L(1, I), L(2, I))
                         : fpAdd(F, fpMul(F, L(0, I), L(1, I)), L(2, I));
          }));
    return true;
  }
  case ISD::FNEG: fpUnary(E, [](FPFormat F, const APInt& A) { return fpNeg(F, A); }); return true;
  case ISD::FABS: fpUnary(E, [](FPFormat F, const APInt& A) { return fpAbs(F, A); }); return true;
  case ISD::FSQRT: fpUnary(E, [](FPFormat F, const APInt& A) { return fpSqrt(F, A); }); return true;
  case ISD::FCBRT:
    fpUnary(E, [](FPFormat F, const APInt& A) { return interp::hostMath1(F, A, "cbrt"); });
    return true;
  case ISD::FSIN:
    fpUnary(E, [](FPFormat F, const APInt& A) { return interp::hostMath1(F, A, "sin"); });
    return true;
  case ISD::FCOS:
    fpUnary(E, [](FPFormat F, const APInt& A) { return interp::hostMath1(F, A, "cos"); });
    return true;
  case ISD::FEXP:
    fpUnary(E, [](FPFormat F, const APInt& A) { return interp::hostMath1(F, A, "exp"); });
    return true;
  case ISD::FEXP2:
    fpUnary(E, [](FPFormat F, const APInt& A) { return interp::hostMath1(F, A, "exp2"); });
    return true;
  case ISD::FLOG:
    fpUnary(E, [](FPFormat F, const APInt& A) { return interp::hostMath1(F, A, "log"); });
    return true;
  case ISD::FLOG2:
    fpUnary(E, [](FPFormat F, const APInt& A) { return interp::hostMath1(F, A, "log2"); });
    return true;
  case ISD::FLOG10:
    fpUnary(E, [](FPFormat F, const APInt& A) { return interp::hostMath1(F, A, "log10"); });
    return true;
  case ISD::FCEIL:
    fpUnary(E, [](FPFormat F, const APInt& A) { return fpRound(F, A, RoundMode::Ceil); });
    return true;
  case ISD::FFLOOR:
    fpUnary(E, [](FPFormat F, const APInt& A) { return fpRound(F, A, RoundMode::Floor); });
    return true;
  case ISD::FTRUNC:
    fpUnary(E, [](FPFormat F, const APInt& A) { return fpRound(F, A, RoundMode::Trunc); });
    return true;
  case ISD::FRINT:
  case ISD::FNEARBYINT:
  case ISD::FROUNDEVEN:
    fpUnary(E, [](FPFormat F, const APInt& A) { return fpRound(F, A, RoundMode::NearestEven); });
    return true;
  case ISD::FROUND:
    fpUnary(E, [](FPFormat F, const APInt& A) { return fpRound(F, A, RoundMode::NearestAway); });
    return true;
  case ISD::FCANONICALIZE:
    fpUnary(E, [](FPFormat F, const APInt& A) { return fpIsNaN(F, A) ? fpQNaN(F) : A; });
    return true;
  case ISD::FCOPYSIGN: {
    // The sign operand may have another FP type: only its sign bit matters.
    EVT ST = E.opType(1);
    unsigned SB = ST.scalarSizeInBits();
    E.set(0, mapLanes(VT, [&](unsigned I) {
            APInt Mag = L(0, I);
            bool Neg = L(1, I).getBit(SB - 1);
            Mag.clearBit(EB - 1);
            if (Neg) Mag.setBit(EB - 1);
            return Mag;
          }));
    return true;
  }
  case ISD::IS_FPCLASS: {
    FPFormat F = interp::fpFormatOf(E.opType(0));
    unsigned Test = unsigned(E.constOp(1).lowWord());
    E.set(0, mapLanes(VT, [&](unsigned I) {
            return NodeEval::makeBool(interp::fpClassMask(F, L(0, I)) & Test, EB);
          }));
    return true;
  }
  case ISD::FLDEXP: {
    FPFormat F = interp::fpFormatOf(VT);
    E.set(0, mapLanes(VT, [&](unsigned I) {
            APInt X = L(1, I);
            int64_t Exp =
                X.getSignificantBits() <= 64 ? X.getSExtValue() : (X.isNegative() ? INT64_MIN : INT64_MAX);
            return interp::fpLdexp(F, L(0, I), Exp);
          }));
    return true;
  }
  case ISD::FFREXP: {
    FPFormat F = interp::fpFormatOf(VT);
    unsigned XB = E.vt(1).scalarSizeInBits();
    std::vector<int> Exps(lanesOf(VT));
    E.set(0, mapLanes(VT, [&](unsigned I) { return interp::fpFrexp(F, L(0, I), Exps[I]); }));
    E.set(1, mapLanes(E.vt(1), [&](unsigned I) { return APInt(XB, uint64_t(int64_t(Exps[I])), true); }));
    return true;
  }
  case ISD::LROUND:
  case ISD::LLROUND:
  case ISD::LRINT:
  case ISD::LLRINT: {
    FPFormat F = interp::fpFormatOf(E.opType(0));
    bool Away = N.getOpcode() == ISD::LROUND || N.getOpcode() == ISD::LLROUND;
    E.set(0, mapLanes(VT, [&](unsigned I) {
            APInt R = fpRound(F, L(0, I), Away ? RoundMode::NearestAway : RoundMode::NearestEven);
            return fpToIntOrGarbage(E, F, R, EB, true);
          }));
    return true;
  }
  case ISD::FP_ROUND:
  case ISD::FP_EXTEND: {
    FPFormat From = interp::fpFormatOf(E.opType(0)), To = interp::fpFormatOf(VT);
    E.set(0, mapLanes(VT, [&](unsigned I) { return fpConvert(From, L(0, I), To); }));
    return true;
  }
  case ISD::FP_TO_SINT:
  case ISD::FP_TO_UINT: {
    FPFormat F = interp::fpFormatOf(E.opType(0));
    bool S = N.getOpcode() == ISD::FP_TO_SINT;
    E.set(0, mapLanes(VT, [&](unsigned I) { return fpToIntOrGarbage(E, F, L(0, I), EB, S); }));
    return true;
  }
  case ISD::FP_TO_SINT_SAT:
  case ISD::FP_TO_UINT_SAT: {
    FPFormat F = interp::fpFormatOf(E.opType(0));
    bool S = N.getOpcode() == ISD::FP_TO_SINT_SAT;
    unsigned SatW = vtPayloadBits(E, 1);
    if (SatW > EB) E.fail("saturation width wider than the result");
    E.set(0, mapLanes(VT, [&](unsigned I) {
            bool InRange = true;
            APInt R = fpToInt(F, L(0, I), SatW, S, InRange); // saturates, NaN → 0
            return S ? R.sext(EB) : R.zext(EB);
          }));
    return true;
  }
  case ISD::SINT_TO_FP:
  case ISD::UINT_TO_FP: {
    FPFormat F = interp::fpFormatOf(VT);
    bool S = N.getOpcode() == ISD::SINT_TO_FP;
    E.set(0, mapLanes(VT, [&](unsigned I) {
            APInt X = L(0, I);
            return poisonIf(E, !S && (Fl & SDNodeFlags::NonNeg) && X.isNegative(), intToFP(F, X, S));
          }));
    return true;
  }
  case ISD::FP16_TO_FP:
  case ISD::BF16_TO_FP: {
    FPFormat From = N.getOpcode() == ISD::FP16_TO_FP ? FPFormat::Half : FPFormat::BFloat;
    FPFormat To = interp::fpFormatOf(VT);
    E.set(0, mapLanes(VT, [&](unsigned I) { return fpConvert(From, L(0, I).trunc(16), To); }));
    return true;
  }
  case ISD::FP_TO_FP16:
  case ISD::FP_TO_BF16: {
    FPFormat From = interp::fpFormatOf(E.opType(0));
    FPFormat To = N.getOpcode() == ISD::FP_TO_FP16 ? FPFormat::Half : FPFormat::BFloat;
    // The half's bits in a (possibly wider) integer: the bits above 16 are undefined.
    E.set(0, mapLanes(VT, [&](unsigned I) { return E.anyExtend(fpConvert(From, L(0, I), To), EB); }));
    return true;
  }

  // ---- memory ---------------------------------------------------------------------------------------------
  case ISD::LOAD: {
    if (N.getAddressingMode() != ISD::UNINDEXED) E.fail("indexed loads are not supported");
    EVT MemVT = N.getMemoryVT();
    uint64_t Addr = E.address(E.op(1));
    APInt Raw = E.memory().load(Addr, unsigned(MemVT.sizeInBits()));
    E.set(0, extendLoaded(E, Raw, MemVT, VT, N.getExtensionType()));
    return true;
  }
  case ISD::STORE: {
    if (N.getAddressingMode() != ISD::UNINDEXED) E.fail("indexed stores are not supported");
    EVT MemVT = N.getMemoryVT();
    APInt V = truncateStored(E, E.op(1), E.opType(1), MemVT, N.isTruncatingStore());
    E.memory().store(E.address(E.op(2)), V);
    return true;
  }
  case ISD::DYNAMIC_STACKALLOC: {
    uint64_t Size = E.address(E.op(1));
    uint64_t Align = E.numOperands() > 2 && isConstantNode(E.operand(2)) ? E.constOp(2).lowWord() : 16;
    E.set(0, E.pointer(E.allocateInFrame(Size, Align ? Align : 16)));
    return true;
  }
  case ISD::STACKSAVE: E.set(0, E.pointer(E.program().stackPointerValue())); return true;
  case ISD::CALLSEQ_START: E.checkCallFrame(E.constOp(1).lowWord()); return true;
  case ISD::READCYCLECOUNTER: E.set(0, APInt(EB, E.program().steps())); return true;

  // ---- control flow ------------------------------------------------------------------------------------
  case ISD::BR: E.branchTo(E.opNode(1)->getBlockNumber()); return true;
  case ISD::BRCOND:
    if (E.boolValue(E.op(1))) E.branchTo(E.opNode(2)->getBlockNumber());
    return true;
  case ISD::BR_CC:
    if (condHolds(E, condCodeOf(E, 1), E.opType(2), E.op(2), E.op(3)))
      E.branchTo(E.opNode(4)->getBlockNumber());
    return true;
  case ISD::TRAP:
  case ISD::DEBUGTRAP: E.fail("trap executed"); return true;

  // ---- vectors
  // ----------------------------------------------------------------------------------------------
  case ISD::BUILD_VECTOR:
    // Integer operands may be wider than the element (implicitly truncated).
    E.set(0, mapLanes(VT, [&](unsigned I) { return E.op(I).trunc(EB); }));
    return true;
  case ISD::SPLAT_VECTOR: E.set(0, mapLanes(VT, [&](unsigned) { return E.op(0).trunc(EB); })); return true;
  case ISD::SCALAR_TO_VECTOR:
    E.set(0, mapLanes(VT, [&](unsigned I) { return I == 0 ? E.op(0).trunc(EB) : E.garbage(EB); }));
    return true;
  case ISD::INSERT_VECTOR_ELT: {
    const APInt& Idx = E.op(2);
    unsigned NL = lanesOf(VT);
    if (!Idx.ult(NL)) {
      E.set(0, E.garbage(unsigned(VT.sizeInBits()))); // out of range: poison
      return true;
    }
    E.set(0, E.op(0).insertBits(E.op(1).trunc(EB), unsigned(Idx.lowWord()) * EB));
    return true;
  }
  case ISD::EXTRACT_VECTOR_ELT: {
    EVT VecVT = E.opType(0);
    const APInt& Idx = E.op(1);
    unsigned W = unsigned(VT.sizeInBits());
    if (!Idx.ult(lanesOf(VecVT))) {
      E.set(0, E.garbage(W));
      return true;
    }
    // A result wider than the element gets undefined high bits.
    E.set(0, E.anyExtend(E.lane(0, unsigned(Idx.lowWord())), W));
    return true;
  }
  case ISD::CONCAT_VECTORS: {
    APInt R = APInt::zero(unsigned(VT.sizeInBits()));
    unsigned Pos = 0;
    for (unsigned I = 0; I < N.getNumOperands(); ++I) {
      R = R.insertBits(E.op(I), Pos);
      Pos += E.op(I).getBitWidth();
    }
    E.set(0, R);
    return true;
  }
  case ISD::INSERT_SUBVECTOR: {
    uint64_t Idx = E.constOp(2).lowWord();
    EVT SubVT = E.opType(1);
    if (Idx + lanesOf(SubVT) > lanesOf(VT)) E.fail("insert_subvector index out of range");
    E.set(0, E.op(0).insertBits(E.op(1), unsigned(Idx) * EB));
    return true;
  }
  case ISD::EXTRACT_SUBVECTOR: {
    uint64_t Idx = E.constOp(1).lowWord();
    if (Idx + lanesOf(VT) > lanesOf(E.opType(0))) E.fail("extract_subvector index out of range");
    E.set(0, E.op(0).extractBits(unsigned(VT.sizeInBits()), unsigned(Idx) * EB));
    return true;
  }
  case ISD::VECTOR_SHUFFLE: {
    auto Mask = N.getShuffleMask();
    int NL = int(lanesOf(VT));
    E.set(0, mapLanes(VT, [&](unsigned I) {
            int M = I < Mask.size() ? Mask[I] : -1;
            if (M < 0 || M >= 2 * NL) return E.garbage(EB);
            return M < NL ? L(0, unsigned(M)) : L(1, unsigned(M - NL));
          }));
    return true;
  }
  case ISD::VECREDUCE_ADD:
  case ISD::VECREDUCE_MUL:
  case ISD::VECREDUCE_AND:
  case ISD::VECREDUCE_OR:
  case ISD::VECREDUCE_XOR:
  case ISD::VECREDUCE_SMAX:
  case ISD::VECREDUCE_SMIN:
  case ISD::VECREDUCE_UMAX:
  case ISD::VECREDUCE_UMIN: {
    int32_t Opc = N.getOpcode();
    APInt R = reduce(E, 0, [Opc](const APInt& A, const APInt& B) {
      switch (Opc) {
      case ISD::VECREDUCE_ADD: return A + B;
      case ISD::VECREDUCE_MUL: return A * B;
      case ISD::VECREDUCE_AND: return A & B;
      case ISD::VECREDUCE_OR: return A | B;
      case ISD::VECREDUCE_XOR: return A ^ B;
      case ISD::VECREDUCE_SMAX: return APInt::smax(A, B);
      case ISD::VECREDUCE_SMIN: return APInt::smin(A, B);
      case ISD::VECREDUCE_UMAX: return APInt::umax(A, B);
      default: return APInt::umin(A, B);
      }
    });
    // The result may be a promoted (wider) type: the extra bits are undefined.
    E.set(0, E.anyExtend(R, unsigned(VT.sizeInBits())));
    return true;
  }
  case ISD::VECREDUCE_SEQ_FADD:
  case ISD::VECREDUCE_SEQ_FMUL:
  case ISD::VECREDUCE_FADD:
  case ISD::VECREDUCE_FMUL:
  case ISD::VECREDUCE_FMAX:
  case ISD::VECREDUCE_FMIN:
  case ISD::VECREDUCE_FMAXIMUM:
  case ISD::VECREDUCE_FMINIMUM: {
    int32_t Opc = N.getOpcode();
    bool Seq = Opc == ISD::VECREDUCE_SEQ_FADD || Opc == ISD::VECREDUCE_SEQ_FMUL;
    unsigned VecOp = Seq ? 1 : 0;
    FPFormat F = interp::fpFormatOf(E.opType(VecOp));
    auto Fn = [Opc, F](const APInt& A, const APInt& B) {
      switch (Opc) {
      case ISD::VECREDUCE_SEQ_FADD:
      case ISD::VECREDUCE_FADD: return fpAdd(F, A, B);
      case ISD::VECREDUCE_SEQ_FMUL:
      case ISD::VECREDUCE_FMUL: return fpMul(F, A, B);
      case ISD::VECREDUCE_FMAX: return fpMaxNum(F, A, B);
      case ISD::VECREDUCE_FMIN: return fpMinNum(F, A, B);
      case ISD::VECREDUCE_FMAXIMUM: return fpMaximum(F, A, B);
      default: return fpMinimum(F, A, B);
      }
    };
    // Unordered reductions are allowed any association; the sequential one is among them.
    E.set(0, Seq ? reduce(E, 1, Fn, E.op(0)) : reduce(E, 0, Fn));
    return true;
  }

  // ---- unsupported
  // ------------------------------------------------------------------------------------------
  case ISD::INTRINSIC_WO_CHAIN:
  case ISD::INTRINSIC_W_CHAIN:
  case ISD::INTRINSIC_VOID: E.fail("intrinsic nodes are not supported by the interpreter"); return true;
  case ISD::VASTART:
  case ISD::VAARG:
  case ISD::VAEND:
  case ISD::VACOPY: E.fail("variadic functions are not supported by the interpreter"); return true;
  case ISD::BRIND:
  case ISD::BR_JT:
  case ISD::JumpTable:
  case ISD::TargetJumpTable:
  case ISD::BlockAddress:
  case ISD::TargetBlockAddress: E.fail("indirect branches are not supported by the interpreter"); return true;
  case ISD::GlobalTLSAddress:
  case ISD::TargetGlobalTLSAddress:
  case ISD::MCSymbol:
  case ISD::CARRY_FALSE: E.fail("not supported by the interpreter"); return true;
  default: return false;
  }
}

} // namespace dt
