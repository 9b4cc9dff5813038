// test/unit/RISCVActionsTest.cpp — the RISC-V TargetLowering: legal types and type actions, the action
// tables of each feature group, the libcall names, and the custom type legalization hooks.
//
// The expected actions are LLVM 19 facts (RISCVTargetLowering's constructor on top of TargetLoweringBase's
// defaults, see ../shared/reference/llvm-selectiondag.md §3–4); libcall names were checked against llc 19's
// call targets. ReplaceNodeResults is tested twice: the shape of what it builds (rendered as
// s-expressions) and, through the DAG interpreter, that the replacement computes what the node computed.
#include "dag/FunctionLowering.h"
#include "dag/Interpreter.h"
#include "dag/SelectionDAG.h"
#include "targets/riscv/RISCVISD.h"
#include "targets/riscv/RISCVInterpreter.h"
#include "targets/riscv/RISCVSubtarget.h"
#include "targets/riscv/RISCVTargetLowering.h"

#include <catch2/catch.hpp>
#include <map>
#include <string>
#include <vector>

using namespace dt;
using riscv::RISCVTargetLowering;
using riscv::Subtarget;
using LA = LegalizeAction;

namespace {

const EVT I1 = EVT::i1(), I8 = EVT::i8(), I16 = EVT::i16(), I32 = EVT::i32(), I64 = EVT::i64(), I128 = EVT::i128();
const EVT F16 = EVT::f16(), F32 = EVT::f32(), F64 = EVT::f64(), F128 = EVT::f128(), Other = EVT::other();

struct TL {
  Subtarget ST;
  RISCVTargetLowering TLI;
  explicit TL(const char* Triple, const char* Attrs = "", const char* Abi = "")
      : ST(Subtarget::create(Triple, Attrs, Abi)), TLI(ST) {}
  LA op(int32_t Op, EVT VT) const { return TLI.getOperationAction(Op, VT); }
  LA cc(ISD::CondCode CC, EVT VT) const { return TLI.getCondCodeAction(CC, VT); }
  std::string step(EVT VT) const {
    return std::string(typeActionName(TLI.getTypeAction(VT))) + " " + TLI.getTypeToTransformTo(VT).str();
  }
  std::string lib(int32_t Op, EVT VT) const {
    const char* N = TLI.getLibcallName(Op, VT);
    return N ? N : "<none>";
  }
  std::string lib(int32_t Op, EVT From, EVT To) const {
    const char* N = TLI.getLibcallName(Op, From, To);
    return N ? N : "<none>";
  }
};

/// A DAG on a RISC-V target, with named opaque inputs, that renders values as s-expressions.
struct Fx {
  Subtarget ST;
  RISCVTargetLowering TLI;
  SelectionDAG DAG;
  std::map<const SDNode*, std::string> Names;
  explicit Fx(const char* Triple, const char* Attrs = "", const char* Abi = "")
      : ST(Subtarget::create(Triple, Attrs, Abi)), TLI(ST), DAG(TLI) {}

  SDValue in(EVT VT, const char* Name) {
    SDValue V = DAG.getCopyFromReg(DAG.getEntryNode(), indexToVirtReg(uint32_t(Names.size())), VT);
    Names[V.getNode()] = Name;
    return V;
  }
  SDValue k(EVT VT, int64_t V) { return DAG.getSignedConstant(V, VT); }
  SDValue n(int32_t Opc, EVT VT, std::initializer_list<SDValue> Ops) { return DAG.getNode(Opc, VT, Ops); }
  SDValue n2(int32_t Opc, EVT VT0, EVT VT1, std::initializer_list<SDValue> Ops) {
    return DAG.getNode(Opc, DAG.getVTList(VT0, VT1), Ops);
  }

  std::string show(SDValue V) const {
    const SDNode* N = V.getNode();
    if (auto It = Names.find(N); It != Names.end()) return It->second;
    int32_t Opc = N->getOpcode();
    std::string Res = V.getResNo() ? ":" + std::to_string(V.getResNo()) : "";
    switch (Opc) {
    case ISD::Constant: return "C:" + V.getValueType().str() + "<" + std::to_string(N->getSExtValue()) + ">";
    case ISD::TargetConstant: return "TC<" + std::to_string(N->getSExtValue()) + ">";
    case ISD::VALUETYPE: return N->getVTPayload().str();
    case ISD::CONDCODE: return ISD::condCodeName(N->getCondCode());
    case ISD::EntryToken: return "entry";
    default: break;
    }
    std::string Name = N->isTargetOpcode() ? TLI.getTargetNodeName(Opc) : ISD::opcodeName(Opc);
    if (Name.rfind("RISCVISD::", 0) == 0) Name = Name.substr(10);
    std::string S = "(" + Name + ":" + V.getValueType().str();
    for (unsigned I = 0; I < N->getNumOperands(); ++I) S += " " + show(N->getOperand(I));
    return S + ")" + Res;
  }

  /// Runs ReplaceNodeResults on V's node; one rendering per result, empty when the hook declined.
  std::vector<SDValue> replaceValues(SDValue V) {
    std::vector<SDValue> R;
    TLI.ReplaceNodeResults(V.getNode(), R, DAG);
    return R;
  }
  std::vector<std::string> replace(SDValue V) {
    std::vector<std::string> Out;
    for (SDValue R : replaceValues(V)) Out.push_back(show(R));
    return Out;
  }
  std::string replace1(SDValue V) {
    auto R = replace(V);
    REQUIRE(R.size() <= 1);
    return R.empty() ? "<declined>" : R[0];
  }
};

} // namespace

// ==== legal types and type actions ==========================================================================

TEST_CASE("riscv: legal types and type actions on RV32", "[legalize]") {
  TL T("riscv32");
  CHECK(T.TLI.isTypeLegal(I32));
  CHECK_FALSE(T.TLI.isTypeLegal(I64));
  CHECK_FALSE(T.TLI.isTypeLegal(F32));
  CHECK(T.step(I1) == "PromoteInteger i32");
  CHECK(T.step(I8) == "PromoteInteger i32");
  CHECK(T.step(I16) == "PromoteInteger i32");
  CHECK(T.step(EVT::integer(17)) == "PromoteInteger i32");
  CHECK(T.step(I64) == "ExpandInteger i32");
  CHECK(T.step(EVT::integer(87)) == "PromoteInteger i128"); // round up, then expand twice
  CHECK(T.step(I128) == "ExpandInteger i64");
  CHECK(T.TLI.getTypeToExpandTo(EVT::integer(87)) == I32);
  CHECK(T.step(F32) == "SoftenFloat i32");
  CHECK(T.step(F64) == "SoftenFloat i64");
  CHECK(T.step(F128) == "SoftenFloat i128");
  CHECK(T.step(F16) == "SoftPromoteHalf f32");
  CHECK(T.step(EVT::vector(I32, 4)) == "SplitVector v2i32");
  CHECK(T.step(EVT::vector(I16, 3)) == "WidenVector v4i16");
  CHECK(T.step(EVT::vector(I32, 1)) == "ScalarizeVector i32");
  // Register breakdowns (cross-block values) follow the type actions.
  CHECK(T.TLI.getNumRegisters(I64) == 2);
  CHECK(T.TLI.getNumRegisters(EVT::integer(87)) == 3);
  CHECK(T.TLI.getNumRegisters(F64) == 2);
  CHECK(T.TLI.getRegisterType(F64) == I32);
  CHECK(T.TLI.getNumRegisters(EVT::vector(I32, 3)) == 4);
  CHECK(T.TLI.getRegisterType(I8) == I32);
  CHECK(T.TLI.getSetCCResultType(I64) == I32);
  CHECK(T.TLI.getBooleanContents(I32) == BooleanContent::ZeroOrOne);
  CHECK_FALSE(T.TLI.isSExtCheaperThanZExt(I32, I64));
}

TEST_CASE("riscv: legal types and type actions on RV64 and with FP extensions", "[legalize]") {
  TL T("riscv64");
  CHECK(T.step(I32) == "PromoteInteger i64");
  CHECK(T.step(I1) == "PromoteInteger i64");
  CHECK(T.step(EVT::integer(17)) == "PromoteInteger i64");
  CHECK(T.step(I128) == "ExpandInteger i64");
  CHECK(T.step(F32) == "SoftenFloat i32");
  CHECK(T.TLI.getNumRegisters(F32) == 1);
  CHECK(T.TLI.getRegisterType(F32) == I64);
  CHECK(T.TLI.getSetCCResultType(I32) == I64);
  CHECK(T.TLI.isSExtCheaperThanZExt(I32, I64));
  CHECK_FALSE(T.TLI.isSExtCheaperThanZExt(I16, I64));

  TL D("riscv32", "+d", "ilp32d");
  CHECK(D.step(F32) == "Legal f32");
  CHECK(D.step(F64) == "Legal f64");
  CHECK(D.step(F16) == "SoftPromoteHalf f32");
  CHECK(D.TLI.getNumRegisters(F64) == 1);
  // Half with F but without Zfh(min) travels in an FP register for the calling convention only.
  CHECK(D.TLI.getRegisterType(F16) == I32);
  CHECK(D.TLI.getRegisterTypeForCallingConv(F16) == F32);

  TL H("riscv64", "+zfhmin");
  CHECK(H.step(F16) == "Legal f16");
  CHECK(H.step(F32) == "Legal f32"); // Zfhmin implies F
  CHECK(H.step(EVT::bf16()) == "SoftPromoteHalf f32");
}

// ==== operation actions per feature group ===================================================================

TEST_CASE("riscv actions: RV32I / RV64I base", "[legalize]") {
  TL T("riscv32");
  EVT X = I32;
  CHECK(T.op(ISD::ADD, X) == LA::Legal);
  CHECK(T.op(ISD::MUL, X) == LA::Expand);
  CHECK(T.op(ISD::MULHU, X) == LA::Expand);
  CHECK(T.op(ISD::SDIV, X) == LA::Expand);
  CHECK(T.op(ISD::UREM, X) == LA::Expand);
  CHECK(T.op(ISD::SDIVREM, X) == LA::Expand);
  CHECK(T.op(ISD::UMUL_LOHI, X) == LA::Expand);
  CHECK(T.op(ISD::SHL_PARTS, X) == LA::Custom);
  CHECK(T.op(ISD::SRA_PARTS, X) == LA::Custom);
  CHECK(T.op(ISD::ROTL, X) == LA::Expand);
  CHECK(T.op(ISD::BSWAP, X) == LA::Expand);
  CHECK(T.op(ISD::BITREVERSE, X) == LA::Expand);
  CHECK(T.op(ISD::CTTZ, X) == LA::Expand);
  CHECK(T.op(ISD::CTLZ, X) == LA::Expand);
  CHECK(T.op(ISD::CTPOP, X) == LA::Expand);
  CHECK(T.op(ISD::CTLZ_ZERO_UNDEF, X) == LA::Expand);
  CHECK(T.op(ISD::SMIN, X) == LA::Expand);
  CHECK(T.op(ISD::ABS, X) == LA::Expand);
  CHECK(T.op(ISD::FSHL, X) == LA::Expand);
  CHECK(T.op(ISD::UADDO, X) == LA::Expand);
  CHECK(T.op(ISD::UADDSAT, X) == LA::Expand);
  CHECK(T.op(ISD::SIGN_EXTEND_INREG, I1) == LA::Expand);
  CHECK(T.op(ISD::SIGN_EXTEND_INREG, I8) == LA::Expand);
  CHECK(T.op(ISD::SIGN_EXTEND_INREG, I16) == LA::Expand);
  CHECK(T.op(ISD::SETCC, X) == LA::Legal);
  CHECK(T.cc(ISD::SETLT, X) == LA::Legal);
  CHECK(T.cc(ISD::SETULT, X) == LA::Legal);
  CHECK(T.cc(ISD::SETEQ, X) == LA::Legal);
  CHECK(T.cc(ISD::SETGT, X) == LA::Custom);
  CHECK(T.cc(ISD::SETUGT, X) == LA::Custom);
  CHECK(T.cc(ISD::SETGE, X) == LA::Expand);
  CHECK(T.cc(ISD::SETUGE, X) == LA::Expand);
  CHECK(T.cc(ISD::SETLE, X) == LA::Expand);
  CHECK(T.cc(ISD::SETULE, X) == LA::Expand);
  CHECK(T.op(ISD::SELECT, X) == LA::Custom);
  CHECK(T.op(ISD::SELECT_CC, X) == LA::Expand);
  CHECK(T.op(ISD::BR_CC, X) == LA::Expand);
  CHECK(T.op(ISD::BRCOND, Other) == LA::Custom);
  CHECK(T.op(ISD::BR_JT, Other) == LA::Expand);
  CHECK(T.op(ISD::GlobalAddress, X) == LA::Custom);
  CHECK(T.op(ISD::ConstantPool, X) == LA::Custom);
  CHECK(T.op(ISD::GlobalTLSAddress, X) == LA::Custom);
  CHECK(T.op(ISD::DYNAMIC_STACKALLOC, X) == LA::Expand);
  CHECK(T.op(ISD::STACKSAVE, Other) == LA::Expand);
  CHECK(T.op(ISD::VASTART, Other) == LA::Custom);
  CHECK(T.op(ISD::VAARG, Other) == LA::Expand);
  CHECK(T.op(ISD::TRAP, Other) == LA::Legal);
  CHECK(T.op(ISD::ATOMIC_FENCE, Other) == LA::Custom);
  CHECK(T.op(ISD::READCYCLECOUNTER, I64) == LA::Custom);
  CHECK(T.op(ISD::Constant, X) == LA::Legal);
  CHECK(T.op(ISD::LOAD, X) == LA::Legal);
  CHECK(T.op(ISD::ADD, I64) == LA::Legal); // i64 is expanded before any action is asked
  for (auto Ext : {ISD::EXTLOAD, ISD::SEXTLOAD, ISD::ZEXTLOAD}) {
    CHECK(T.TLI.getLoadExtAction(Ext, X, I1) == LA::Promote);
    CHECK(T.TLI.getLoadExtAction(Ext, X, I8) == LA::Legal);
    CHECK(T.TLI.getLoadExtAction(Ext, X, I16) == LA::Legal);
  }
  CHECK(T.TLI.getTruncStoreAction(X, I8) == LA::Legal);
  // Generic defaults for FP types without registers (decided by softening, but present in the tables).
  CHECK(T.op(ISD::ConstantFP, F32) == LA::Expand);
  CHECK(T.op(ISD::FFLOOR, F64) == LA::Expand);
  CHECK(T.op(ISD::FMINNUM, F32) == LA::Expand);
}

TEST_CASE("riscv actions: RV64I custom i32 operations", "[legalize]") {
  TL T("riscv64");
  for (int32_t Op :
       {ISD::LOAD, ISD::ADD, ISD::SUB, ISD::SHL, ISD::SRA, ISD::SRL, ISD::UADDO, ISD::USUBO, ISD::SADDO, ISD::UADDSAT,
        ISD::USUBSAT, ISD::SADDSAT, ISD::SSUBSAT, ISD::ABS, ISD::FP_TO_SINT, ISD::FP_TO_UINT, ISD::LROUND})
    CHECK(T.op(Op, I32) == LA::Custom);
  CHECK(T.op(ISD::AND, I32) == LA::Legal);
  CHECK(T.op(ISD::SSUBO, I32) == LA::Expand);
  CHECK(T.op(ISD::MUL, I32) == LA::Legal); // no M: i32 promotes to an i64 libcall
  CHECK(T.op(ISD::MUL, I64) == LA::Expand);
  CHECK(T.op(ISD::SDIV, I32) == LA::Legal);
  CHECK(T.op(ISD::ROTL, I32) == LA::Legal);
  CHECK(T.op(ISD::CTTZ, I32) == LA::Legal);
  CHECK(T.op(ISD::Constant, I64) == LA::Custom);
  CHECK(T.op(ISD::READCYCLECOUNTER, I64) == LA::Legal);
  CHECK(T.cc(ISD::SETGT, I64) == LA::Custom);
  CHECK(T.cc(ISD::SETGT, I32) == LA::Legal);
  CHECK(T.TLI.getLoadExtAction(ISD::SEXTLOAD, I64, I1) == LA::Promote);
  CHECK(T.TLI.getLoadExtAction(ISD::SEXTLOAD, I32, I1) == LA::Promote);
  CHECK(T.TLI.getLoadExtAction(ISD::SEXTLOAD, I64, I32) == LA::Legal);
}

TEST_CASE("riscv actions: M and Zmmul", "[legalize]") {
  TL M32("riscv32", "+m");
  CHECK(M32.op(ISD::MUL, I32) == LA::Legal);
  CHECK(M32.op(ISD::MULHU, I32) == LA::Legal);
  CHECK(M32.op(ISD::MULHS, I32) == LA::Legal);
  CHECK(M32.op(ISD::MUL, I64) == LA::Custom);
  CHECK(M32.op(ISD::SDIV, I32) == LA::Legal);
  CHECK(M32.op(ISD::SREM, I32) == LA::Legal);
  CHECK(M32.op(ISD::SDIVREM, I32) == LA::Expand);
  CHECK(M32.op(ISD::SMUL_LOHI, I32) == LA::Expand);

  TL M64("riscv64", "+m");
  CHECK(M64.op(ISD::MUL, I64) == LA::Legal);
  CHECK(M64.op(ISD::MUL, I32) == LA::Custom);
  CHECK(M64.op(ISD::MUL, I128) == LA::Custom);
  for (EVT VT : {I8, I16, I32}) {
    CHECK(M64.op(ISD::SDIV, VT) == LA::Custom);
    CHECK(M64.op(ISD::UDIV, VT) == LA::Custom);
    CHECK(M64.op(ISD::UREM, VT) == LA::Custom);
    CHECK(M64.op(ISD::SREM, VT) == LA::Legal); // no remw form is custom: srem promotes generically
  }

  TL Z("riscv64", "+zmmul");
  CHECK(Z.op(ISD::MUL, I64) == LA::Legal);
  CHECK(Z.op(ISD::MUL, I32) == LA::Custom);
  CHECK(Z.op(ISD::SDIV, I64) == LA::Expand);
  CHECK(Z.op(ISD::SDIV, I32) == LA::Legal);
}

TEST_CASE("riscv actions: Zbb and Zbkb", "[legalize]") {
  TL B32("riscv32", "+zbb");
  CHECK(B32.op(ISD::SMIN, I32) == LA::Legal);
  CHECK(B32.op(ISD::UMAX, I32) == LA::Legal);
  CHECK(B32.op(ISD::CTTZ, I32) == LA::Legal);
  CHECK(B32.op(ISD::CTLZ, I32) == LA::Legal);
  CHECK(B32.op(ISD::CTPOP, I32) == LA::Legal);
  CHECK(B32.op(ISD::CTTZ_ZERO_UNDEF, I32) == LA::Expand); // generic: becomes CTTZ
  CHECK(B32.op(ISD::ROTL, I32) == LA::Legal);
  CHECK(B32.op(ISD::BSWAP, I32) == LA::Legal);
  CHECK(B32.op(ISD::BITREVERSE, I32) == LA::Expand);
  CHECK(B32.op(ISD::SIGN_EXTEND_INREG, I8) == LA::Legal);
  CHECK(B32.op(ISD::SIGN_EXTEND_INREG, I16) == LA::Legal);
  CHECK(B32.op(ISD::SIGN_EXTEND_INREG, I1) == LA::Expand);
  CHECK(B32.op(ISD::ABS, I32) == LA::Expand);

  TL B64("riscv64", "+zbb");
  for (int32_t Op : {ISD::CTTZ, ISD::CTTZ_ZERO_UNDEF, ISD::CTLZ, ISD::CTLZ_ZERO_UNDEF, ISD::ROTL, ISD::ROTR})
    CHECK(B64.op(Op, I32) == LA::Custom);
  CHECK(B64.op(ISD::SADDSAT, I32) == LA::Expand); // custom only without Zbb
  CHECK(B64.op(ISD::UADDSAT, I32) == LA::Custom);
  CHECK(B64.op(ISD::ABS, I32) == LA::Custom);

  TL K("riscv64", "+zbkb");
  CHECK(K.op(ISD::BITREVERSE, I64) == LA::Custom);
  CHECK(K.op(ISD::BSWAP, I64) == LA::Legal);
  CHECK(K.op(ISD::ROTR, I64) == LA::Legal);
  CHECK(K.op(ISD::ROTR, I32) == LA::Custom);
  CHECK(K.op(ISD::CTTZ, I64) == LA::Expand);
  CHECK(K.op(ISD::SMIN, I64) == LA::Expand);
}

TEST_CASE("riscv actions: F and D", "[legalize]") {
  TL F("riscv32", "+f", "ilp32f");
  for (int32_t Op : {ISD::FADD, ISD::FSUB, ISD::FMUL, ISD::FDIV, ISD::FMA, ISD::FSQRT, ISD::FNEG, ISD::FABS,
                     ISD::FCOPYSIGN, ISD::FMINNUM, ISD::FMAXNUM, ISD::LRINT, ISD::LROUND, ISD::LLROUND})
    CHECK(F.op(Op, F32) == LA::Legal);
  for (int32_t Op : {ISD::FCEIL, ISD::FFLOOR, ISD::FTRUNC, ISD::FRINT, ISD::FROUND, ISD::FROUNDEVEN, ISD::FMINIMUM,
                     ISD::FMAXIMUM, ISD::IS_FPCLASS, ISD::SELECT, ISD::FP16_TO_FP, ISD::FP_TO_FP16, ISD::FP_TO_BF16})
    CHECK(F.op(Op, F32) == LA::Custom);
  for (int32_t Op : {ISD::FSIN, ISD::FCOS, ISD::FPOW, ISD::FREM, ISD::SELECT_CC, ISD::BR_CC, ISD::FNEARBYINT, ISD::FLOG,
                     ISD::FEXP, ISD::ConstantFP})
    CHECK(F.op(Op, F32) == LA::Expand);
  CHECK(F.op(ISD::FP_TO_SINT_SAT, I32) == LA::Custom);
  CHECK(F.op(ISD::FP_TO_SINT, I32) == LA::Legal);
  CHECK(F.op(ISD::SINT_TO_FP, I32) == LA::Legal);
  for (auto CC : {ISD::SETOEQ, ISD::SETOLT, ISD::SETOLE, ISD::SETEQ, ISD::SETLT, ISD::SETLE})
    CHECK(F.cc(CC, F32) == LA::Legal);
  for (auto CC : {ISD::SETOGT, ISD::SETOGE, ISD::SETONE, ISD::SETUEQ, ISD::SETUGT, ISD::SETUGE, ISD::SETULT,
                  ISD::SETULE, ISD::SETUNE, ISD::SETGT, ISD::SETGE, ISD::SETNE, ISD::SETO, ISD::SETUO})
    CHECK(F.cc(CC, F32) == LA::Expand);
  CHECK(F.TLI.getLoadExtAction(ISD::EXTLOAD, F32, F16) == LA::Expand);
  CHECK(F.TLI.getTruncStoreAction(F32, F16) == LA::Expand);
  CHECK(F.op(ISD::BITCAST, I32) == LA::Legal); // RV32: f32 <-> i32 is a plain fmv

  TL Soft("riscv64", "+f", "lp64");
  CHECK(Soft.op(ISD::FP_TO_BF16, F32) == LA::LibCall); // soft-float ABI
  CHECK(Soft.op(ISD::BITCAST, I32) == LA::Custom);

  TL D32("riscv32", "+d", "ilp32d");
  CHECK(D32.op(ISD::FADD, F64) == LA::Legal);
  CHECK(D32.op(ISD::FMINNUM, F64) == LA::Legal);
  CHECK(D32.op(ISD::FFLOOR, F64) == LA::Expand); // RV32 keeps floor() for doubles
  CHECK(D32.op(ISD::FMAXIMUM, F64) == LA::Custom);
  CHECK(D32.op(ISD::SELECT, F64) == LA::Custom);
  CHECK(D32.op(ISD::FREM, F64) == LA::Expand);
  CHECK(D32.op(ISD::FP16_TO_FP, F64) == LA::Expand);
  CHECK(D32.op(ISD::FP_TO_FP16, F64) == LA::Custom);
  CHECK(D32.op(ISD::BITCAST, I64) == LA::Custom);
  CHECK(D32.cc(ISD::SETUO, F64) == LA::Expand);
  CHECK(D32.cc(ISD::SETOLE, F64) == LA::Legal);
  CHECK(D32.TLI.getLoadExtAction(ISD::EXTLOAD, F64, F32) == LA::Expand);
  CHECK(D32.TLI.getLoadExtAction(ISD::EXTLOAD, F64, F16) == LA::Expand);
  CHECK(D32.TLI.getTruncStoreAction(F64, F32) == LA::Expand);
  CHECK(D32.TLI.getTruncStoreAction(F64, F16) == LA::Expand);

  TL D64("riscv64", "+d", "lp64d");
  CHECK(D64.op(ISD::FFLOOR, F64) == LA::Custom);
  CHECK(D64.op(ISD::BITCAST, I64) == LA::Legal);
  CHECK(D64.op(ISD::BITCAST, I32) == LA::Custom);

  TL Zfa("riscv64", "+d,+zfa");
  CHECK(Zfa.op(ISD::FFLOOR, F32) == LA::Legal);
  CHECK(Zfa.op(ISD::FROUNDEVEN, F64) == LA::Legal);
  CHECK(Zfa.op(ISD::FNEARBYINT, F64) == LA::Legal);
  CHECK(Zfa.op(ISD::FMINIMUM, F32) == LA::Legal);
}

TEST_CASE("riscv actions: Zfh and Zfhmin", "[legalize]") {
  TL Min("riscv64", "+zfhmin");
  for (int32_t Op : {ISD::FADD, ISD::FSUB, ISD::FMUL, ISD::FDIV, ISD::FMA, ISD::FSQRT, ISD::FABS, ISD::FNEG,
                     ISD::FMINNUM, ISD::SETCC, ISD::SELECT, ISD::FCEIL, ISD::FROUNDEVEN, ISD::FREM, ISD::FPOW,
                     ISD::FSIN, ISD::FLOG10, ISD::FNEARBYINT})
    CHECK(Min.op(Op, F16) == LA::Promote);
  CHECK(Min.op(ISD::FCOPYSIGN, F16) == LA::Expand);
  CHECK(Min.op(ISD::SELECT_CC, F16) == LA::Expand);
  CHECK(Min.op(ISD::FMAXIMUM, F16) == LA::Custom);
  CHECK(Min.op(ISD::BITCAST, I16) == LA::Custom);
  CHECK(Min.cc(ISD::SETOGT, F16) == LA::Expand);
  CHECK(Min.TLI.getTypeToPromoteTo(ISD::FADD, F16) == F32);

  TL Zfh("riscv64", "+zfh");
  CHECK(Zfh.op(ISD::FADD, F16) == LA::Legal);
  CHECK(Zfh.op(ISD::FMINNUM, F16) == LA::Legal);
  CHECK(Zfh.op(ISD::SETCC, F16) == LA::Legal);
  CHECK(Zfh.op(ISD::FCOPYSIGN, F16) == LA::Legal);
  CHECK(Zfh.op(ISD::FFLOOR, F16) == LA::Custom);
  CHECK(Zfh.op(ISD::SELECT, F16) == LA::Custom);
  CHECK(Zfh.op(ISD::IS_FPCLASS, F16) == LA::Custom);
  CHECK(Zfh.op(ISD::FREM, F16) == LA::Promote);
  CHECK(Zfh.cc(ISD::SETOLT, F16) == LA::Legal);
  CHECK(Zfh.cc(ISD::SETUNE, F16) == LA::Expand);
}

// ==== libcall names ===========================================================================================

TEST_CASE("riscv libcalls: integer, soft-float, libm, compares, conversions", "[legalize]") {
  TL T32("riscv32"), T64("riscv64");
  CHECK(T32.lib(ISD::MUL, I32) == "__mulsi3");
  CHECK(T32.lib(ISD::MUL, I64) == "__muldi3");
  CHECK(T32.lib(ISD::MUL, I128) == "<none>"); // compiler-rt only: not called on 32-bit targets
  CHECK(T64.lib(ISD::MUL, I128) == "__multi3");
  CHECK(T32.lib(ISD::SDIV, I32) == "__divsi3");
  CHECK(T32.lib(ISD::UDIV, I32) == "__udivsi3");
  CHECK(T32.lib(ISD::SREM, I32) == "__modsi3");
  CHECK(T32.lib(ISD::UREM, I32) == "__umodsi3");
  CHECK(T64.lib(ISD::SDIV, I64) == "__divdi3");
  CHECK(T32.lib(ISD::SDIV, I128) == "__divti3");
  CHECK(T64.lib(ISD::UREM, I128) == "__umodti3");
  CHECK(T32.lib(ISD::SHL, I128) == "<none>");
  CHECK(T64.lib(ISD::SRA, I128) == "__ashrti3");
  CHECK(T32.lib(ISD::SMULO, I64) == "<none>");
  CHECK(T64.lib(ISD::SMULO, I64) == "__mulodi4");
  CHECK(T32.lib(ISD::SMULO, I128) == "__muloti4");

  CHECK(T32.lib(ISD::FADD, F32) == "__addsf3");
  CHECK(T32.lib(ISD::FSUB, F64) == "__subdf3");
  CHECK(T64.lib(ISD::FMUL, F128) == "__multf3");
  CHECK(T64.lib(ISD::FDIV, F32) == "__divsf3");
  CHECK(T32.lib(ISD::FREM, F32) == "fmodf");
  CHECK(T32.lib(ISD::FREM, F128) == "fmodl");
  CHECK(T32.lib(ISD::FSQRT, F64) == "sqrt");
  CHECK(T64.lib(ISD::FSQRT, F128) == "sqrtl");
  CHECK(T32.lib(ISD::FSIN, F32) == "sinf");
  CHECK(T32.lib(ISD::FCOS, F32) == "cosf");
  CHECK(T32.lib(ISD::FPOW, F32) == "powf");
  CHECK(T32.lib(ISD::FMA, F32) == "fmaf");
  CHECK(T32.lib(ISD::FFLOOR, F128) == "floorl");
  CHECK(T32.lib(ISD::FCEIL, F32) == "ceilf");
  CHECK(T32.lib(ISD::FTRUNC, F32) == "truncf");
  CHECK(T32.lib(ISD::FRINT, F32) == "rintf");
  CHECK(T32.lib(ISD::FROUND, F32) == "roundf");
  CHECK(T32.lib(ISD::FROUNDEVEN, F32) == "roundevenf");
  CHECK(T32.lib(ISD::FMINNUM, F32) == "fminf");
  CHECK(T32.lib(ISD::FMAXNUM, F64) == "fmax");
  CHECK(T32.lib(ISD::FCOPYSIGN, F32) == "copysignf");
  CHECK(T32.lib(ISD::FLDEXP, F64) == "ldexp");
  CHECK(T32.lib(ISD::LROUND, F32) == "lroundf");

  CHECK(std::string(T32.TLI.getCmpLibcallName(ISD::SETOEQ, F32)) == "__eqsf2");
  CHECK(T32.TLI.getCmpLibcallCC(ISD::SETOEQ, F32) == ISD::SETEQ);
  CHECK(std::string(T32.TLI.getCmpLibcallName(ISD::SETUNE, F64)) == "__nedf2");
  CHECK(T32.TLI.getCmpLibcallCC(ISD::SETUNE, F64) == ISD::SETNE);
  CHECK(std::string(T32.TLI.getCmpLibcallName(ISD::SETOLT, F32)) == "__ltsf2");
  CHECK(std::string(T32.TLI.getCmpLibcallName(ISD::SETOLE, F32)) == "__lesf2");
  CHECK(std::string(T32.TLI.getCmpLibcallName(ISD::SETOGT, F32)) == "__gtsf2");
  CHECK(T32.TLI.getCmpLibcallCC(ISD::SETOGT, F32) == ISD::SETGT);
  CHECK(std::string(T32.TLI.getCmpLibcallName(ISD::SETOGE, F128)) == "__getf2");
  CHECK(std::string(T32.TLI.getCmpLibcallName(ISD::SETUO, F32)) == "__unordsf2");
  CHECK(T32.TLI.getCmpLibcallCC(ISD::SETUO, F32) == ISD::SETNE);
  CHECK(std::string(T32.TLI.getCmpLibcallName(ISD::SETO, F128)) == "__unordtf2");
  CHECK(T32.TLI.getCmpLibcallCC(ISD::SETO, F128) == ISD::SETEQ);
  CHECK(T32.TLI.getCmpLibcallName(ISD::SETONE, F32) == nullptr); // composed from __eqsf2 and __unordsf2

  CHECK(T64.lib(ISD::FP_TO_SINT, F32, I32) == "__fixsfsi");
  CHECK(T64.lib(ISD::FP_TO_UINT, F32, I32) == "__fixunssfsi");
  CHECK(T64.lib(ISD::FP_TO_SINT, F32, I64) == "__fixsfdi");
  CHECK(T64.lib(ISD::FP_TO_UINT, F64, I32) == "__fixunsdfsi");
  CHECK(T64.lib(ISD::FP_TO_SINT, F32, I128) == "__fixsfti");
  CHECK(T64.lib(ISD::FP_TO_SINT, F128, I64) == "__fixtfdi");
  CHECK(T64.lib(ISD::SINT_TO_FP, I32, F32) == "__floatsisf");
  CHECK(T64.lib(ISD::UINT_TO_FP, I32, F32) == "__floatunsisf");
  CHECK(T64.lib(ISD::SINT_TO_FP, I64, F32) == "__floatdisf");
  CHECK(T64.lib(ISD::SINT_TO_FP, I128, F32) == "__floattisf");
  CHECK(T64.lib(ISD::SINT_TO_FP, I128, F128) == "__floattitf");
  CHECK(T64.lib(ISD::SINT_TO_FP, I32, F64) == "__floatsidf");
  CHECK(T64.lib(ISD::FP_EXTEND, F32, F64) == "__extendsfdf2");
  CHECK(T64.lib(ISD::FP_EXTEND, F16, F32) == "__extendhfsf2");
  CHECK(T64.lib(ISD::FP_EXTEND, F64, F128) == "__extenddftf2");
  CHECK(T64.lib(ISD::FP_EXTEND, F32, F128) == "__extendsftf2");
  CHECK(T64.lib(ISD::FP_ROUND, F64, F32) == "__truncdfsf2");
  CHECK(T64.lib(ISD::FP_ROUND, F32, F16) == "__truncsfhf2");
  CHECK(T64.lib(ISD::FP_ROUND, F64, F16) == "__truncdfhf2");
  CHECK(T64.lib(ISD::FP_ROUND, F128, F64) == "__trunctfdf2");
  CHECK(T64.lib(ISD::FP_ROUND, F128, F32) == "__trunctfsf2");
}

// ==== ReplaceNodeResults: shapes ==============================================================================

TEST_CASE("riscv ReplaceNodeResults: RV64 i32 arithmetic and shifts", "[legalize]") {
  Fx X("riscv64", "+m");
  SDValue A = X.in(I32, "a"), B = X.in(I32, "b"), S = X.in(I64, "s");
  const std::string AddW = "(truncate:i32 (sign_extend_inreg:i64 (add:i64 (any_extend:i64 a) (any_extend:i64 b)) i32))";
  CHECK(X.replace1(X.n(ISD::ADD, I32, {A, B})) == AddW);
  // A constant operand takes the same route in LLVM 19 (ADDIW); the any_extend of it folds as a sign
  // extension (getNode asks isSExtCheaperThanZExt, true for i32 -> i64 on RV64).
  CHECK(X.replace1(X.n(ISD::SUB, I32, {A, X.k(I32, -5)})) ==
        "(truncate:i32 (sign_extend_inreg:i64 (sub:i64 (any_extend:i64 a) C:i64<-5>) i32))");
  CHECK(X.replace1(X.n(ISD::MUL, I32, {A, B})) ==
        "(truncate:i32 (sign_extend_inreg:i64 (mul:i64 (any_extend:i64 a) (any_extend:i64 b)) i32))");
  // Variable shifts: the W instructions (the amount is already XLEN-typed).
  CHECK(X.replace1(X.n(ISD::SHL, I32, {A, S})) == "(truncate:i32 (SLLW:i64 (any_extend:i64 a) s))");
  CHECK(X.replace1(X.n(ISD::SRA, I32, {A, S})) == "(truncate:i32 (SRAW:i64 (any_extend:i64 a) s))");
  CHECK(X.replace1(X.n(ISD::SRL, I32, {A, S})) == "(truncate:i32 (SRLW:i64 (any_extend:i64 a) s))");
  // Constant shifts: SHL sign-extends an i64 shift (slliw); SRA/SRL go through generic promotion.
  CHECK(X.replace1(X.n(ISD::SHL, I32, {A, X.k(I64, 3)})) ==
        "(truncate:i32 (sign_extend_inreg:i64 (shl:i64 (any_extend:i64 a) C:i64<3>) i32))");
  CHECK(X.replace1(X.n(ISD::SRA, I32, {A, X.k(I64, 3)})) == "<declined>");
  CHECK(X.replace1(X.n(ISD::SRL, I32, {A, X.k(I64, 3)})) == "<declined>");
  // Division by a variable: divw / divuw / remuw; by a constant: declined (magic-number multiply).
  CHECK(X.replace1(X.n(ISD::SDIV, I32, {A, B})) == "(truncate:i32 (DIVW:i64 (any_extend:i64 a) (any_extend:i64 b)))");
  CHECK(X.replace1(X.n(ISD::UDIV, I32, {A, B})) == "(truncate:i32 (DIVUW:i64 (any_extend:i64 a) (any_extend:i64 b)))");
  CHECK(X.replace1(X.n(ISD::UREM, I32, {A, B})) == "(truncate:i32 (REMUW:i64 (any_extend:i64 a) (any_extend:i64 b)))");
  CHECK(X.replace1(X.n(ISD::SDIV, I32, {A, X.k(I32, 7)})) == "<declined>");
  SDValue C = X.in(I8, "c"), D = X.in(I8, "d");
  CHECK(X.replace1(X.n(ISD::SDIV, I8, {C, D})) == "(truncate:i8 (DIVW:i64 (sign_extend:i64 c) (sign_extend:i64 d)))");
  CHECK(X.replace1(X.n(ISD::UREM, I8, {C, D})) == "(truncate:i8 (REMUW:i64 (zero_extend:i64 c) (zero_extend:i64 d)))");
  // Not custom on RV32 or for other types: declined.
  Fx Y("riscv32", "+m");
  CHECK(Y.replace1(Y.n(ISD::ADD, I32, {Y.in(I32, "a"), Y.in(I32, "b")})) == "<declined>");
}

TEST_CASE("riscv ReplaceNodeResults: bit manipulation, abs, loads", "[legalize]") {
  Fx Z("riscv64", "+zbb");
  SDValue A = Z.in(I32, "a"), S = Z.in(I64, "s");
  CHECK(Z.replace1(Z.n(ISD::ROTL, I32, {A, S})) == "(truncate:i32 (ROLW:i64 (any_extend:i64 a) s))");
  CHECK(Z.replace1(Z.n(ISD::ROTR, I32, {A, Z.k(I64, 5)})) == "(truncate:i32 (RORW:i64 (any_extend:i64 a) C:i64<5>))");
  CHECK(Z.replace1(Z.n(ISD::CTTZ, I32, {A})) == "(truncate:i32 (CTZW:i64 (any_extend:i64 a)))");
  CHECK(Z.replace1(Z.n(ISD::CTLZ_ZERO_UNDEF, I32, {A})) == "(truncate:i32 (CLZW:i64 (any_extend:i64 a)))");
  CHECK(Z.replace1(Z.n(ISD::ABS, I32, {A})) == "(truncate:i32 (ABSW:i64 (sign_extend:i64 a)))");

  Fx N("riscv64");
  SDValue B = N.in(I32, "b");
  CHECK(N.replace1(N.n(ISD::ABS, I32, {B})) ==
        "(truncate:i32 (sign_extend_inreg:i64 (sub:i64 (xor:i64 (freeze:i64 (any_extend:i64 b)) "
        "(sra:i64 (sign_extend_inreg:i64 (freeze:i64 (any_extend:i64 b)) i32) C:i64<31>)) "
        "(sra:i64 (sign_extend_inreg:i64 (freeze:i64 (any_extend:i64 b)) i32) C:i64<31>)) i32))");

  // An i32 load becomes a sign-extending i64 load of the same memory (LW), truncated.
  MemOperand MO;
  MO.F = MemOperand::Load;
  MO.SizeInBytes = 4;
  MO.Align = MO.BaseAlign = 4;
  SDValue Ptr = N.in(I64, "p");
  SDValue Ld = N.DAG.getLoad(I32, N.DAG.getEntryNode(), Ptr, N.DAG.getMemOperand(MO));
  auto R = N.replaceValues(Ld);
  REQUIRE(R.size() == 2);
  CHECK(N.show(R[0]).rfind("(truncate:i32 (load:i64 entry p ", 0) == 0);
  SDValue NewLd = R[0].getOperand(0);
  CHECK(NewLd->getExtensionType() == ISD::SEXTLOAD);
  CHECK(NewLd->getMemoryVT() == I32);
  CHECK(NewLd->getMemOperand() == Ld->getMemOperand());
  CHECK(R[1] == NewLd.getValue(1));
  // Created nodes carry the rule that made them.
  CHECK(N.DAG.ruleName(NewLd->provenance().Rule) == "riscv-custom-type");
  CHECK(NewLd->provenance().OriginId == Ld->getPersistentId());
  // An extending i32 load is left alone.
  SDValue ExtLd = N.DAG.getExtLoad(ISD::ZEXTLOAD, I32, N.DAG.getEntryNode(), Ptr, I8, N.DAG.getMemOperand(MO));
  CHECK(N.replaceValues(ExtLd).empty());
}

TEST_CASE("riscv ReplaceNodeResults: overflow and saturating arithmetic", "[legalize]") {
  Fx X("riscv64");
  SDValue A = X.in(I32, "a"), B = X.in(I32, "b");
  const std::string AddW = "(sign_extend_inreg:i64 (add:i64 (any_extend:i64 a) (any_extend:i64 b)) i32)";
  auto R = X.replace(X.n2(ISD::UADDO, I32, I1, {A, B}));
  REQUIRE(R.size() == 2);
  CHECK(R[0] == "(truncate:i32 " + AddW + ")");
  CHECK(R[1] == "(setcc:i1 " + AddW + " (sign_extend:i64 a) setult)");
  R = X.replace(X.n2(ISD::UADDO, I32, I1, {A, X.k(I32, 1)}));
  REQUIRE(R.size() == 2);
  CHECK(R[1] == "(setcc:i1 (sign_extend_inreg:i64 (add:i64 (any_extend:i64 a) C:i64<1>) i32) C:i64<0> seteq)");
  R = X.replace(X.n2(ISD::USUBO, I32, I1, {A, B}));
  REQUIRE(R.size() == 2);
  CHECK(R[1] == "(setcc:i1 (sign_extend_inreg:i64 (sub:i64 (any_extend:i64 a) (any_extend:i64 b)) i32) "
                "(sign_extend:i64 a) setugt)");
  // SADDO: only with a constant RHS (its sign folds the second compare).
  CHECK(X.replace(X.n2(ISD::SADDO, I32, I1, {A, B})).empty());
  R = X.replace(X.n2(ISD::SADDO, I32, I1, {A, X.k(I32, -3)}));
  REQUIRE(R.size() == 2);
  CHECK(R[1] == "(xor:i1 (setcc:i1 (sign_extend_inreg:i64 (add:i64 (sign_extend:i64 a) C:i64<-3>) i32) "
                "(sign_extend:i64 a) setlt) C:i1<-1>)");
  // Saturation without Zbb: the overflow node and a select (the overflow node is custom again later).
  CHECK(X.replace1(X.n(ISD::UADDSAT, I32, {A, B})) == "(select:i32 (uaddo:i64 a b):1 C:i32<-1> (uaddo:i32 a b))");
  CHECK(X.replace1(X.n(ISD::USUBSAT, I32, {A, B})) == "(select:i32 (usubo:i64 a b):1 C:i32<0> (usubo:i32 a b))");
  CHECK(X.replace1(X.n(ISD::SADDSAT, I32, {A, X.k(I32, 5)})) ==
        "(select:i32 (saddo:i64 a C:i32<5>):1 C:i32<2147483647> (saddo:i32 a C:i32<5>))");
  CHECK(X.replace1(X.n(ISD::SSUBSAT, I32, {A, X.k(I32, 5)})) ==
        "(select:i32 (ssubo:i64 a C:i32<5>):1 C:i32<-2147483648> (ssubo:i32 a C:i32<5>))");
  CHECK(X.replace1(X.n(ISD::SADDSAT, I32, {A, B})) ==
        "(select:i32 (saddo:i64 a b):1 (xor:i32 (sra:i32 (saddo:i32 a b) C:i64<31>) C:i32<-2147483648>) "
        "(saddo:i32 a b))");
  // With Zbb the unsigned forms sign-extend and saturate at 64 bits (minu/maxu).
  Fx Z("riscv64", "+zbb");
  SDValue C = Z.in(I32, "c"), D = Z.in(I32, "d");
  CHECK(Z.replace1(Z.n(ISD::USUBSAT, I32, {C, D})) ==
        "(truncate:i32 (usubsat:i64 (sign_extend:i64 c) (sign_extend:i64 d)))");
}

TEST_CASE("riscv ReplaceNodeResults: FP conversions, bitcasts, wide multiply, cycle counter", "[legalize]") {
  Fx F("riscv64", "+f", "lp64f");
  SDValue X = F.in(F32, "x");
  CHECK(F.replace1(F.n(ISD::FP_TO_SINT, I32, {X})) == "(truncate:i32 (FCVT_W_RV64:i64 x TC<1>))");
  CHECK(F.replace1(F.n(ISD::FP_TO_UINT, I32, {X})) == "(truncate:i32 (FCVT_WU_RV64:i64 x TC<1>))");
  CHECK(F.replace1(F.n(ISD::LROUND, I32, {X})) == "(truncate:i32 (FCVT_W_RV64:i64 x TC<4>))");
  CHECK(F.replace1(F.n(ISD::BITCAST, I32, {X})) == "(truncate:i32 (FMV_X_ANYEXTW_RV64:i64 x))");
  // The other direction is an operand legalization: LowerOperation.
  SDValue I = F.in(I32, "i");
  SDValue FromInt = F.n(ISD::BITCAST, F32, {I});
  CHECK(F.show(F.TLI.LowerOperation(FromInt, F.DAG)) == "(FMV_W_X_RV64:f32 (any_extend:i64 i))");
  CHECK_FALSE(F.TLI.LowerOperation(F.n(ISD::ADD, I64, {F.in(I64, "u"), F.in(I64, "v")}), F.DAG));
  // Without F the source is softened: declined (LLVM calls __fixsfsi; dagtool promotes to __fixsfdi).
  Fx Soft("riscv64");
  CHECK(Soft.replace1(Soft.n(ISD::FP_TO_SINT, I32, {Soft.in(F32, "x")})) == "<declined>");
  // Half under Zfhmin converts through f32.
  Fx H("riscv64", "+zfhmin");
  CHECK(H.replace1(H.n(ISD::FP_TO_SINT, I32, {H.in(F16, "h")})) ==
        "(truncate:i32 (FCVT_W_RV64:i64 (fp_extend:f32 h) TC<1>))");
  CHECK(H.replace1(H.n(ISD::BITCAST, I16, {H.in(F16, "g")})) == "(truncate:i16 (FMV_X_ANYEXTH:i64 g))");

  Fx D("riscv32", "+d", "ilp32d");
  CHECK(D.replace1(D.n(ISD::BITCAST, I64, {D.in(F64, "y")})) == "(build_pair:i64 (SplitF64:i32 y) (SplitF64:i32 y):1)");
  CHECK(D.show(D.TLI.LowerOperation(D.n(ISD::BITCAST, F64, {D.in(I64, "z")}), D.DAG)) ==
        "(BuildPairF64:f64 (extract_element:i32 z C:i32<0>) (extract_element:i32 z C:i32<1>))");

  // RV32 + M, i64 multiply of a sign- and a zero-extended value: MUL + MULHSU.
  Fx M("riscv32", "+m");
  SDValue S = M.n(ISD::SIGN_EXTEND, I64, {M.in(I32, "s")}), U = M.n(ISD::ZERO_EXTEND, I64, {M.in(I32, "u")});
  CHECK(M.replace1(M.n(ISD::MUL, I64, {U, S})) == "(build_pair:i64 (mul:i32 s u) (MULHSU:i32 s u))");
  CHECK(M.replace1(M.n(ISD::MUL, I64, {M.in(I64, "p"), M.in(I64, "q")})) == "<declined>");
  CHECK(M.replace1(M.n(ISD::MUL, I64, {S, S})) == "<declined>"); // both signed: MULH is better

  Fx C("riscv32");
  auto R = C.replace(C.n2(ISD::READCYCLECOUNTER, I64, Other, {C.DAG.getEntryNode()}));
  REQUIRE(R.size() == 2);
  CHECK(R[0] == "(build_pair:i64 (READ_CYCLE_WIDE:i32 entry) (READ_CYCLE_WIDE:i32 entry):1)");
  CHECK(R[1] == "(READ_CYCLE_WIDE:ch entry):2");
}

// ==== ReplaceNodeResults: the replacement computes what the node computed ====================================

TEST_CASE("riscv ReplaceNodeResults: replacements agree with the original nodes under the interpreter",
          "[legalize][interp]") {
  for (const char* Attrs : {"+m", "+m,+zbb"}) {
    Fx X("riscv64", Attrs);
    RISCVInterpreter TI(X.TLI, RISCVABIConfig::of(X.ST));
    ProgramInterpreter PI(X.TLI, TI);
    SDValue A = X.in(I32, "a"), B = X.in(I32, "b"), S = X.in(I64, "s");
    const uint32_t RegA = indexToVirtReg(0), RegB = indexToVirtReg(1), RegS = indexToVirtReg(2);

    std::vector<SDValue> Nodes;
    for (int32_t Op : {ISD::ADD, ISD::SUB, ISD::MUL, ISD::SDIV, ISD::UDIV, ISD::UREM})
      Nodes.push_back(X.n(Op, I32, {A, B}));
    for (int32_t Op : {ISD::SHL, ISD::SRA, ISD::SRL}) Nodes.push_back(X.n(Op, I32, {A, S}));
    Nodes.push_back(X.n(ISD::SHL, I32, {A, X.k(I64, 13)})); // SRA/SRL by constants are declined
    for (int32_t Op : {ISD::ADD, ISD::SUB, ISD::MUL}) Nodes.push_back(X.n(Op, I32, {A, X.k(I32, -77)}));
    if (X.ST.Zbb) {
      for (int32_t Op : {ISD::ROTL, ISD::ROTR}) Nodes.push_back(X.n(Op, I32, {A, S}));
      for (int32_t Op : {ISD::CTTZ, ISD::CTLZ}) Nodes.push_back(X.n(Op, I32, {A}));
    }
    Nodes.push_back(X.n(ISD::ABS, I32, {A}));
    for (int32_t Op : {ISD::UADDSAT, ISD::USUBSAT, ISD::SADDSAT, ISD::SSUBSAT}) {
      Nodes.push_back(X.n(Op, I32, {A, B}));
      Nodes.push_back(X.n(Op, I32, {A, X.k(I32, 100)}));
      Nodes.push_back(X.n(Op, I32, {A, X.k(I32, -100)}));
    }
    for (int32_t Op : {ISD::UADDO, ISD::USUBO}) {
      Nodes.push_back(X.n2(Op, I32, I1, {A, B}));
      Nodes.push_back(X.n2(Op, I32, I1, {A, X.k(I32, 1)}));
      Nodes.push_back(X.n2(Op, I32, I1, {A, X.k(I32, -1)}));
    }
    Nodes.push_back(X.n2(ISD::SADDO, I32, I1, {A, X.k(I32, 9)}));
    Nodes.push_back(X.n2(ISD::SADDO, I32, I1, {A, X.k(I32, -9)}));

    const uint32_t Values[] = {0,          1,          2,          5,          31,         32,        0x7FFFFFFF,
                               0x80000000, 0x80000001, 0xFFFFFFFF, 0xFFFFFFF9, 0x12345678, 0xFFFF0000};
    unsigned Compared = 0;
    for (SDValue V : Nodes) {
      std::vector<SDValue> Repl = X.replaceValues(V);
      INFO(Attrs << ": " << X.show(V));
      REQUIRE(Repl.size() == V->getNumValues());
      std::vector<SDValue> Orig;
      for (unsigned I = 0; I < V->getNumValues(); ++I) Orig.push_back(V.getValue(I));
      bool IsDiv = V.getOpcode() == ISD::SDIV || V.getOpcode() == ISD::UDIV || V.getOpcode() == ISD::UREM;
      for (uint32_t AV : Values)
        for (uint32_t BV : Values) {
          if (IsDiv && (BV == 0 || (V.getOpcode() == ISD::SDIV && AV == 0x80000000 && BV == 0xFFFFFFFF))) continue;
          // Registers hold W results sign-extended, and the upper bits of an i32's register are garbage.
          std::map<uint32_t, APInt> Regs{{RegA, APInt(32, AV)}, {RegB, APInt(32, BV)}, {RegS, APInt(64, BV % 32)}};
          auto Want = PI.evaluate(X.DAG, Orig, Regs);
          auto Got = PI.evaluate(X.DAG, Repl, Regs);
          INFO("a=" << AV << " b=" << BV);
          for (unsigned I = 0; I < Want.size(); ++I) CHECK(Got[I] == Want[I]);
          ++Compared;
        }
    }
    CHECK(Compared > 5000);
  }
}
