// test/unit/FloatTypesTest.cpp — the float families of the type legalizer (legalize/SoftenFloats.cpp,
// legalize/PromoteFloats.cpp): what golden dumps cannot show. Node-level checks on hand-built DAGs (operands
// of mixed FP widths, nodes the builder never makes, the PromoteFloat family that RISC-V never uses) and
// executions of small modules against lli.
#include "bench/gen/LLVMTools.h"
#include "dag/FunctionLowering.h"
#include "dag/Interpreter.h"
#include "dag/Printer.h"
#include "legalize/LegalizeTypes.h"
#include "support/Diagnostics.h"
#include "targets/riscv/RISCVInterpreter.h"
#include "targets/riscv/RISCVTargetLowering.h"
#include "test/unit/ExecSupport.h"

#include <bit>
#include <catch2/catch.hpp>
#include <cstdlib>
#include <fstream>
#include <memory>
#include <sstream>

using namespace dt;

namespace {

riscv::Subtarget subtarget(const char* Triple, const char* Attrs = "") {
  return riscv::Subtarget::create(Triple, Attrs, "");
}

APInt fbits(float F) {
  return APInt(32, std::bit_cast<uint32_t>(F));
}
APInt dbits(double D) {
  return APInt(64, std::bit_cast<uint64_t>(D));
}

/// RISC-V with softPromoteHalfType() false: f16 takes the PromoteFloat action (computed in f32 registers).
struct PromoteHalfTLI : riscv::RISCVTargetLowering {
  using riscv::RISCVTargetLowering::RISCVTargetLowering;
  bool softPromoteHalfType() const override { return false; }
};

/// A hand-built DAG for a RISC-V target with a function frame (libcalls need one); FP inputs are bitcasts of
/// opaque integer constants (so no fold computes the answer before the legalizer sees the nodes), and the
/// result is evaluated by the DAG interpreter after type legalization.
template <class TL = riscv::RISCVTargetLowering> struct Bench {
  riscv::Subtarget ST;
  TL TLI;
  RISCVInterpreter TI;
  FunctionLoweringInfo FLI;
  SelectionDAG DAG;
  ProgramInterpreter PI;
  explicit Bench(const char* Triple, const char* Attrs = "")
      : ST(subtarget(Triple, Attrs)), TLI(ST), TI(TLI, RISCVABIConfig::of(ST)), DAG(TLI, &FLI), PI(TLI, TI) {}
  /// V as a value no fold can see through: opaque register-sized constants, truncated or paired up.
  SDValue opaque(const APInt& V) {
    unsigned W = V.getBitWidth(), X = ST.XLen;
    if (W <= X)
      return DAG.getNode(ISD::TRUNCATE, EVT::integer(W),
                         DAG.getConstant(V.zext(X), EVT::integer(X), false, true));
    SDValue Lo = opaque(V.trunc(W / 2));
    SDValue Hi = opaque(V.lshr(W / 2).trunc(W / 2));
    return DAG.getNode(ISD::BUILD_PAIR, EVT::integer(W), Lo, Hi);
  }
  SDValue fp(const APInt& Bits, EVT VT) { return DAG.getNode(ISD::BITCAST, VT, opaque(Bits)); }
  SDValue kf(float F) { return fp(fbits(F), EVT::f32()); }
  SDValue kd(double D) { return fp(dbits(D), EVT::f64()); }
  SDValue kh(uint16_t Bits) { return fp(APInt(16, Bits), EVT::f16()); }
  SDValue n(int32_t Opc, EVT VT, std::initializer_list<SDValue> Ops, uint16_t Flags = 0) {
    return DAG.getNode(Opc, VT, Ops, Flags);
  }
  /// Type-legalizes the DAG rooted at copies of Vs into registers and returns what the copies receive then.
  std::vector<SDValue> legalizeAll(const std::vector<SDValue>& Vs) {
    std::vector<HandleSDNode*> Copies;
    std::vector<SDValue> Chains;
    for (SDValue V : Vs)
      Chains.push_back(DAG.getCopyToReg(DAG.getEntryNode(), FLI.createVirtualRegister(V.getValueType()), V));
    std::vector<std::unique_ptr<HandleSDNode>> Handles;
    for (SDValue C : Chains) Handles.push_back(std::make_unique<HandleSDNode>(C));
    DAG.setRoot(Chains.size() == 1 ? Chains[0] : DAG.getTokenFactor(Chains));
    DAGTypeLegalizer(DAG, TLI).run();
    std::vector<SDValue> Out;
    for (auto& H : Handles) Out.push_back(H->getValue().getOperand(2));
    return Out;
  }
  SDValue legalize(SDValue V) { return legalizeAll({V})[0]; }
  APInt eval(SDValue V) { return PI.evaluate(DAG, std::span<const SDValue>(&V, 1))[0]; }
  std::vector<APInt> evalAll(const std::vector<SDValue>& Vs) { return PI.evaluate(DAG, Vs); }
  std::string dump() const { return dumpSection(DAG, "Type-legalized selection DAG", 0, "t", "", {}); }
  bool has(int32_t Opc) const {
    for (SDNode* N : DAG.allnodes())
      if (N->getOpcode() == Opc) return true;
    return false;
  }
  bool calls(const std::string& Name) const { return dump().find("'" + Name + "'") != std::string::npos; }
  bool allLegal() const {
    for (SDNode* N : DAG.allnodes())
      for (unsigned I = 0; I < N->getNumValues(); ++I)
        if (N->getValueType(I).isData() && !TLI.isTypeLegal(N->getValueType(I))) return false;
    return true;
  }
};

/// Runs every function of Module through type legalization under the options and compares the
/// interpreter's results with lli's on interesting arguments; "" when they agree.
std::string execAgainstLLI(const std::string& Module, const char* Triple, const char* Attrs) {
  std::vector<gen::FunctionSig> Sigs;
  std::vector<gen::Call> Calls;
  std::string Why;
  if (!exec::makeCalls(Module, Sigs, Calls, Why)) return "no callable function: " + Why;
  PipelineOptions Opts;
  Opts.ST = subtarget(Triple, Attrs);
  Opts.StopAfter = Phase::LegalizeTypes;
  exec::Report R = exec::compareWithLLI(Module, gen::buildDriver(Sigs, Calls), Calls, Opts);
  return R.ok() ? ""
                : R.Failure + " (" + std::to_string(R.Mismatches) + " of " + std::to_string(R.Calls) + ")";
}

} // namespace

// A file and variant given in the environment, for investigating one golden input by hand:
//   FLOAT_DEBUG_LL=x.ll FLOAT_DEBUG_TRIPLE=riscv32 FLOAT_DEBUG_ATTRS=+f dagtool-tests "[.float-debug]"
TEST_CASE("float families: one module against lli (from the environment)", "[.float-debug]") {
  const char* File = std::getenv("FLOAT_DEBUG_LL");
  if (!File) return;
  std::ifstream In(File);
  std::stringstream SS;
  SS << In.rdbuf();
  const char* Triple = std::getenv("FLOAT_DEBUG_TRIPLE");
  const char* Attrs = std::getenv("FLOAT_DEBUG_ATTRS");
  std::string Why = execAgainstLLI(SS.str(), Triple ? Triple : "riscv32", Attrs ? Attrs : "");
  INFO(Why);
  CHECK(Why.empty());
}

// ---- SoftenFloat ------------------------------------------------------------------------------------------

TEST_CASE("soften: copysign takes the sign bit from an operand of another width", "[legalize]") {
  SECTION("f32 magnitude, f64 sign (the sign bit is shifted down and truncated)") {
    Bench<> B("riscv32");
    SDValue R = B.legalize(
        B.n(ISD::BITCAST, EVT::i32(), {B.n(ISD::FCOPYSIGN, EVT::f32(), {B.kf(3.5f), B.kd(-1.0)})}));
    INFO(B.dump());
    CHECK(B.allLegal());
    CHECK(B.eval(R) == fbits(-3.5f));
  }
  SECTION("f64 magnitude, f32 sign (the sign bit is extended and shifted up)") {
    Bench<> B("riscv64");
    SDValue R = B.legalize(
        B.n(ISD::BITCAST, EVT::i64(), {B.n(ISD::FCOPYSIGN, EVT::f64(), {B.kd(1.25), B.kf(-2.0f)})}));
    INFO(B.dump());
    CHECK(B.has(ISD::SHL));
    CHECK(B.eval(R) == dbits(-1.25));
  }
  SECTION("a legal f32 magnitude with a softened f64 sign (F without D) stays an f32 copysign") {
    Bench<> B("riscv32", "+f");
    SDValue R = B.legalize(B.n(ISD::FCOPYSIGN, EVT::f32(), {B.kf(0.75f), B.kd(-8.0)}));
    INFO(B.dump());
    CHECK(B.has(ISD::FCOPYSIGN)); // the sign word's bits are the double's high half, picked by the expansion
    CHECK(B.allLegal());
    CHECK(B.eval(R) == fbits(-0.75f));
  }
}

TEST_CASE("soften: lrint, llrint, lround and llround call the C library on the bits", "[legalize]") {
  Bench<> B("riscv64");
  SDValue A = B.n(ISD::LRINT, EVT::i64(), {B.kf(2.5f)});
  SDValue C = B.n(ISD::LROUND, EVT::i64(), {B.kd(-2.5)});
  SDValue D = B.n(ISD::LLRINT, EVT::i64(), {B.kd(3.5)});
  SDValue E = B.n(ISD::LLROUND, EVT::i64(), {B.kf(0.5f)});
  SDValue Sum =
      B.n(ISD::ADD, EVT::i64(), {B.n(ISD::ADD, EVT::i64(), {A, C}), B.n(ISD::MUL, EVT::i64(), {D, E})});
  SDValue R = B.legalize(Sum);
  INFO(B.dump());
  for (const char* Name : {"lrintf", "lround", "llrint", "llroundf"}) CHECK(B.calls(Name));
  // 2 (ties to even) + -3 (away from zero) + 4 * 1
  CHECK(B.eval(R) == APInt(64, 3));
}

TEST_CASE("soften: fminimum and fmaximum call LLVM 20's fminimumf/fmaximumf (llc 19 cannot soften them)",
          "[legalize]") {
  Bench<> B("riscv32");
  SDValue Min = B.n(ISD::FMINIMUM, EVT::f32(), {B.kf(0.0f), B.kf(-0.0f)});
  SDValue Max =
      B.n(ISD::FMAXIMUM, EVT::f64(), {B.kd(1.0), B.fp(APInt(64, 0x7ff8000000000000ull), EVT::f64())});
  std::vector<SDValue> R =
      B.legalizeAll({B.n(ISD::BITCAST, EVT::i32(), {Min}),
                     B.n(ISD::TRUNCATE, EVT::i32(),
                         {B.n(ISD::SRL, EVT::i64(),
                              {B.n(ISD::BITCAST, EVT::i64(), {Max}), B.DAG.getConstant(32, EVT::i32())})})});
  INFO(B.dump());
  CHECK(B.calls("fminimumf"));
  CHECK(B.calls("fmaximum"));
  std::vector<APInt> V = B.evalAll(R);
  CHECK(V[0] == fbits(-0.0f));          // -0 is below +0
  CHECK(V[1] == APInt(32, 0x7ff80000)); // NaN wins
}

TEST_CASE("soften: fp16_to_fp of a softened result calls __extendhfsf2 (and widens further by call)",
          "[legalize]") {
  SECTION("to f32") {
    Bench<> B("riscv32");
    SDValue R = B.legalize(
        B.n(ISD::BITCAST, EVT::i32(), {B.n(ISD::FP16_TO_FP, EVT::f32(), {B.opaque(APInt(16, 0x3e00))})}));
    INFO(B.dump());
    CHECK(B.calls("__extendhfsf2"));
    CHECK(B.eval(R) == fbits(1.5f));
  }
  SECTION("to f64") {
    Bench<> B("riscv32");
    SDValue Bits =
        B.n(ISD::BITCAST, EVT::i64(), {B.n(ISD::FP16_TO_FP, EVT::f64(), {B.opaque(APInt(16, 0xc100))})});
    // Both words folded into one i32: -2.5 is 0xc0040000'00000000.
    SDValue Hi = B.n(ISD::SRL, EVT::i64(), {Bits, B.DAG.getConstant(32, EVT::i32())});
    SDValue R = B.legalize(B.n(ISD::TRUNCATE, EVT::i32(), {B.n(ISD::OR, EVT::i64(), {Bits, Hi})}));
    INFO(B.dump());
    CHECK(B.calls("__extendhfsf2"));
    CHECK(B.calls("__extendsfdf2"));
    CHECK(B.eval(R) == APInt(32, 0xc0040000));
  }
  SECTION("bf16_to_fp is a shift") {
    Bench<> B("riscv32");
    SDValue R = B.legalize(
        B.n(ISD::BITCAST, EVT::i32(), {B.n(ISD::BF16_TO_FP, EVT::f32(), {B.opaque(APInt(16, 0x3fc0))})}));
    INFO(B.dump());
    CHECK(!B.calls("__extendhfsf2"));
    CHECK(B.eval(R) == fbits(1.5f));
  }
}

TEST_CASE("soften: fp_to_fp16 of a softened operand calls the truncation routine", "[legalize]") {
  Bench<> B("riscv32");
  SDValue R = B.legalize(B.n(ISD::FP_TO_FP16, EVT::i32(), {B.kd(-0.5)}));
  INFO(B.dump());
  CHECK(B.calls("__truncdfhf2"));
  CHECK((B.eval(R).lowWord() & 0xffff) == 0xb800);
}

TEST_CASE("soften: select_cc and br_cc compare through the comparison routines", "[legalize]") {
  Bench<> B("riscv32");
  SDValue T = B.opaque(APInt(32, 7)), F = B.opaque(APInt(32, 9));
  SDValue Sel =
      B.n(ISD::SELECT_CC, EVT::i32(), {B.kf(1.0f), B.kf(2.0f), T, F, B.DAG.getCondCode(ISD::SETOGT)});
  SDValue Sel2 =
      B.n(ISD::SELECT_CC, EVT::i32(), {B.kf(1.0f), B.kf(2.0f), T, F, B.DAG.getCondCode(ISD::SETONE)});
  SDValue R = B.legalize(B.n(ISD::ADD, EVT::i32(), {Sel, Sel2}));
  INFO(B.dump());
  CHECK(B.calls("__gtsf2"));
  CHECK(B.calls("__unordsf2"));
  CHECK(B.eval(R) == APInt(32, 9 + 7));
}

/// Every FP class of interest, as bits of F, with its class bit.
static std::vector<std::pair<APInt, unsigned>> classSamples(FPFormat F) {
  unsigned W = fpBits(F), M = fpPrecision(F) - 1;
  APInt Sign = APInt::signMask(W);
  APInt One = fpConvert(FPFormat::Double, dbits(1.0), F);
  APInt Sub = APInt(W, 1), Inf = fpInf(F), QNaN = fpQNaN(F);
  APInt SNaN = Inf | APInt(W, 1);
  (void)M;
  return {{fpZero(F), 64}, {fpZero(F, true), 32}, {Sub, 128}, {Sub | Sign, 16},
          {One, 256},      {One | Sign, 8},       {Inf, 512}, {fpInf(F, true), 4},
          {QNaN, 2},       {QNaN | Sign, 2},      {SNaN, 1},  {APInt::lowBitsSet(W, M), 128}};
}

TEST_CASE("soften and soft-promote: is_fpclass on the bits agrees with the classification", "[legalize]") {
  const unsigned Masks[] = {1,  2,   3,  4,   8,    16,   32, 64,  128,  256, 512, 516,    504, 448,
                            56, 144, 96, 264, 1020, 1023, 0,  507, 1019, 240, 771, 3 | 96, 1021};
  for (FPFormat F : {FPFormat::Single, FPFormat::Double, FPFormat::Half, FPFormat::Quad}) {
    Bench<> B("riscv32");
    EVT VT = EVT::fp(F);
    std::vector<SDValue> Tests;
    std::vector<APInt> Want;
    std::vector<std::string> What;
    for (auto [Bits, Class] : classSamples(F))
      for (unsigned Mask : Masks) {
        Tests.push_back(
            B.n(ISD::IS_FPCLASS, EVT::i32(), {B.fp(Bits, VT), B.DAG.getTargetConstant(Mask, EVT::i32())}));
        Want.push_back(APInt(32, (Class & Mask) ? 1 : 0));
        What.push_back(std::string(fpTypeName(F)) + " bits " + Bits.toStringUnsigned(16) + " mask " +
                       std::to_string(Mask));
      }
    std::vector<SDValue> Results = B.legalizeAll(Tests);
    CHECK(B.allLegal());
    std::vector<APInt> Got = B.evalAll(Results);
    for (size_t I = 0; I < Got.size(); ++I) {
      INFO(What[I]);
      CHECK(Got[I] == Want[I]);
    }
  }
}

TEST_CASE("soften: a saturating conversion clamps and maps NaN to zero", "[legalize]") {
  struct Case {
    double In;
    int64_t Want;
  };
  for (Case C : {Case{1e10, 127}, Case{-1e10, -128}, Case{-3.75, -3},
                 Case{std::bit_cast<double>(0x7ff8000000000000ull), 0}}) {
    Bench<> B("riscv32");
    SDValue R = B.legalize(B.n(ISD::FP_TO_SINT_SAT, EVT::i32(), {B.kd(C.In), B.DAG.getValueType(EVT::i8())}));
    INFO(C.In << "\n" << B.dump());
    CHECK(B.allLegal());
    CHECK(B.eval(R).getSExtValue() == C.Want);
  }
}

// ---- SoftPromoteHalf --------------------------------------------------------------------------------------

TEST_CASE("soft promote half: each operation rounds to half, sign operations stay on the bits",
          "[legalize]") {
  Bench<> B("riscv32");
  // (1 + 2^-11) + 1: in f32 the sum is exact, rounded to half it ties to even: 2.0
  SDValue Sum = B.n(ISD::FADD, EVT::f16(), {B.kh(0x3c00), B.kh(0x1000)});
  SDValue Neg = B.n(ISD::FNEG, EVT::f16(), {Sum});
  SDValue R = B.legalize(B.n(ISD::ZERO_EXTEND, EVT::i32(), {B.n(ISD::BITCAST, EVT::i16(), {Neg})}));
  INFO(B.dump());
  CHECK(B.allLegal());
  CHECK(B.calls("__truncsfhf2"));
  CHECK((B.eval(R).lowWord() & 0xffff) == 0xbc00);
}

// ---- PromoteFloat (targets that keep half in f32 registers) -----------------------------------------------

TEST_CASE("promote float: half values live in f32 and round where the IR rounds", "[legalize]") {
  Bench<PromoteHalfTLI> B("riscv32", "+f");
  REQUIRE(B.TLI.getTypeAction(EVT::f16()) == TypeAction::PromoteFloat);
  SECTION("arithmetic, constants and the bits at the end") {
    SDValue Sum = B.n(ISD::FADD, EVT::f16(), {B.kh(0x3c00), B.kh(0x4000)}); // 1 + 2
    SDValue Prod = B.n(ISD::FMUL, EVT::f16(), {Sum, B.kh(0x3800)});         // * 0.5
    SDValue R = B.legalize(B.n(ISD::ZERO_EXTEND, EVT::i32(), {B.n(ISD::BITCAST, EVT::i16(), {Prod})}));
    INFO(B.dump());
    CHECK(B.allLegal());
    CHECK(B.has(ISD::FP16_TO_FP));
    CHECK(B.has(ISD::FP_TO_FP16));
    CHECK((B.eval(R).lowWord() & 0xffff) == 0x3e00); // 1.5
  }
  SECTION("conversions from and to other types") {
    SDValue H = B.n(ISD::SINT_TO_FP, EVT::f16(), {B.opaque(APInt(32, 2049))}); // rounds to 2048
    SDValue F = B.n(ISD::FP_EXTEND, EVT::f32(), {H});
    SDValue T = B.n(ISD::FP_ROUND, EVT::f16(), {B.kf(0.1f), B.DAG.getIntPtrConstant(0, true)});
    SDValue I = B.n(ISD::FP_TO_SINT, EVT::i32(), {B.n(ISD::FMUL, EVT::f16(), {T, B.kh(0x6400)})}); // * 1024
    SDValue R = B.legalize(B.n(ISD::ADD, EVT::i32(), {B.n(ISD::FP_TO_SINT, EVT::i32(), {F}), I}));
    INFO(B.dump());
    CHECK(B.allLegal());
    CHECK(B.eval(R) == APInt(32, 2048 + 102)); // 0.1 in half is 0.0999755..., * 1024 = 102.375
  }
  SECTION("compares and selects") {
    SDValue A = B.kh(0x4200), C = B.kh(0x4400); // 3, 4
    SDValue Lt = B.n(ISD::SETCC, EVT::i32(), {A, C, B.DAG.getCondCode(ISD::SETOLT)});
    SDValue Sel = B.n(ISD::SELECT, EVT::f16(), {Lt, C, A});
    SDValue Abs = B.n(ISD::FABS, EVT::f16(), {B.n(ISD::FNEG, EVT::f16(), {Sel})});
    SDValue R = B.legalize(B.n(ISD::ZERO_EXTEND, EVT::i32(), {B.n(ISD::BITCAST, EVT::i16(), {Abs})}));
    INFO(B.dump());
    CHECK(B.allLegal());
    CHECK((B.eval(R).lowWord() & 0xffff) == 0x4400);
  }
}
