// test/unit/VectorTypesTest.cpp — the vector families of the type legalizer
// (legalize/ScalarizeSplitVectors.cpp, legalize/SplitVectors.cpp, legalize/WidenVectors.cpp,
// legalize/VectorTypeKit.cpp): the shapes the dumps cannot show at a glance (which bytes a widened access
// touches, that trapping operations never see undefined lanes, what reductions pad with, when a stack slot is
// used), the shared helpers, clear errors for nodes without a rule, and — by execution against lli — that the
// vector goldens compute the right values.
#include "bench/gen/LLVMTools.h"
#include "dag/FunctionLowering.h"
#include "dag/Printer.h"
#include "ir/IR.h"
#include "ir/Parser.h"
#include "legalize/LegalizeTypes.h"
#include "legalize/VectorTypeKit.h"
#include "support/Diagnostics.h"
#include "test/unit/ExecSupport.h"
#include "test/unit/GoldenSupport.h"

#include <catch2/catch.hpp>
#include <filesystem>

using namespace dt;
using exec::countOf;
using exec::execDiff;
using exec::legalizedDump;


// ---- shapes
// --------------------------------------------------------------------------------------------------

TEST_CASE("vector: <4 x i32> add on RV32 becomes four scalar adds", "[legalize]") {
  std::string D = legalizedDump("define <4 x i32> @f(<4 x i32> %a, <4 x i32> %b) {\n  %r = add <4 x i32> %a, "
                                "%b\n  ret <4 x i32> %r\n}\n",
                                "riscv32");
  INFO(D);
  CHECK(countOf(D, " = add t") >= 4);
  CHECK(countOf(D, "v4i32") == 0);
  CHECK(countOf(D, "v2i32") == 0);
  CHECK(countOf(D, "v1i32") == 0);
}

TEST_CASE("vector: a widened <3 x i16> load with align 2 reads only its 6 bytes (i32 + i16)", "[legalize]") {
  std::string D =
      legalizedDump("define i16 @f(ptr %p) {\n  %v = load <3 x i16>, ptr %p, align 2\n"
                    "  %a = extractelement <3 x i16> %v, i32 0\n"
                    "  %b = extractelement <3 x i16> %v, i32 2\n  %r = add i16 %a, %b\n  ret i16 %r\n}\n",
                    "riscv32");
  INFO(D);
  CHECK(countOf(D, "load (s64)") == 0);
  CHECK(D.find("(load (s16) from %ir.p + 4)") != std::string::npos);
  CHECK(D.find("(load (s32) from %ir.p, align 2)") != std::string::npos);
}

TEST_CASE("vector: a widened <3 x i16> store writes only the original elements", "[legalize]") {
  std::string D = legalizedDump("define void @f(ptr %p, i16 %x) {\n"
                                "  %v = insertelement <3 x i16> zeroinitializer, i16 %x, i32 1\n"
                                "  store <3 x i16> %v, ptr %p, align 2\n  ret void\n}\n",
                                "riscv32");
  INFO(D);
  CHECK(D.find("store (s32) into %ir.p, align 2") != std::string::npos);
  CHECK(D.find("store (s16) into %ir.p + 4") != std::string::npos);
  CHECK(countOf(D, "store (s64)") == 0);
  CHECK(countOf(D, " = store<") == 2);
}

TEST_CASE("vector: a widened divide never divides the undefined lane", "[legalize]") {
  std::string D = legalizedDump("define <3 x i32> @f(<3 x i32> %a, <3 x i32> %b) {\n"
                                "  %r = udiv <3 x i32> %a, %b\n  ret <3 x i32> %r\n}\n",
                                "riscv32", "+m");
  INFO(D);
  CHECK(countOf(D, " = udiv ") == 3);
}

TEST_CASE("vector: widened reductions pad with the operation's neutral element", "[legalize]") {
  std::string Max =
      legalizedDump("define i16 @f(<3 x i16> %a) {\n"
                    "  %r = call i16 @llvm.vector.reduce.umax.v3i16(<3 x i16> %a)\n  ret i16 %r\n}\n"
                    "declare i16 @llvm.vector.reduce.umax.v3i16(<3 x i16>)\n",
                    "riscv32");
  INFO(Max);
  // umax with 0 leaves the value alone: the fourth lane never changes the result.
  CHECK(countOf(Max, "umax") == 3);
  CHECK((countOf(Max, "Constant:i32<0>") + countOf(Max, "Constant:i16<0>")) >= 1);
  std::string And =
      legalizedDump("define i16 @f(<3 x i16> %a) {\n"
                    "  %r = call i16 @llvm.vector.reduce.and.v3i16(<3 x i16> %a)\n  ret i16 %r\n}\n"
                    "declare i16 @llvm.vector.reduce.and.v3i16(<3 x i16>)\n",
                    "riscv32");
  INFO(And);
  CHECK(countOf(And, " = and ") >= 2);
}

TEST_CASE("vector: a variable insert index goes through a stack slot", "[legalize]") {
  std::string D = legalizedDump("define <4 x i32> @f(<4 x i32> %a, i32 %x, i32 %i) {\n"
                                "  %j = and i32 %i, 3\n  %r = insertelement <4 x i32> %a, i32 %x, i32 %j\n"
                                "  ret <4 x i32> %r\n}\n",
                                "riscv32");
  INFO(D);
  CHECK(D.find("FrameIndex:i32<") != std::string::npos);
  CHECK(D.find("into %stack.") != std::string::npos);
  CHECK(countOf(D, "from %stack.") >= 4); // the four elements are reloaded
}

TEST_CASE("vector: split loads get memory operands at the half's offset", "[legalize]") {
  std::string D = legalizedDump("define i64 @f(ptr %p) {\n  %v = load <2 x i64>, ptr %p, align 16\n"
                                "  %e = extractelement <2 x i64> %v, i32 1\n  ret i64 %e\n}\n",
                                "riscv64");
  INFO(D);
  CHECK(D.find("(load (s64) from %ir.p + 8, basealign 16)") != std::string::npos);
  CHECK(D.find("add nuw") != std::string::npos);
}

// ---- the shared helpers
// --------------------------------------------------------------------------------------

TEST_CASE("vector kit: split types, reduction opcodes, alignments", "[legalize]") {
  auto [Lo, Hi] = vectors::splitDestVTs(EVT::vector(EVT::i32(), 4));
  CHECK(Lo == EVT::vector(EVT::i32(), 2));
  CHECK(Hi == Lo);
  CHECK(vectors::vecReduceBaseOpcode(ISD::VECREDUCE_UMAX) == ISD::UMAX);
  CHECK(vectors::vecReduceBaseOpcode(ISD::VECREDUCE_SEQ_FADD) == ISD::FADD);
  CHECK(vectors::vecReduceBaseOpcode(ISD::ADD) == -1);
  CHECK(vectors::commonAlign(16, 8) == 8);
  CHECK(vectors::commonAlign(16, 4) == 4);
  CHECK(vectors::commonAlign(4, 0) == 4);
  CHECK(vectors::extendForContent(BooleanContent::ZeroOrOne) == ISD::ZERO_EXTEND);
  CHECK(vectors::extendForContent(BooleanContent::ZeroOrNegativeOne) == ISD::SIGN_EXTEND);
}

TEST_CASE("vector kit: neutral elements and folds", "[legalize]") {
  riscv::Subtarget ST = riscv::Subtarget::create("riscv32", "", "");
  riscv::RISCVTargetLowering TLI(ST);
  SelectionDAG DAG(TLI);
  DAGTypeLegalizer L(DAG, TLI);
  vectors::VectorKit K(L);
  EVT I16 = EVT::i16();
  CHECK(K.neutralElement(ISD::UMAX, I16, 0)->getAPIntValue().isZero());
  CHECK(K.neutralElement(ISD::AND, I16, 0)->getAPIntValue().isAllOnes());
  CHECK(K.neutralElement(ISD::SMAX, I16, 0)->getAPIntValue().isSignedMin());
  CHECK(K.neutralElement(ISD::SMIN, I16, 0)->getAPIntValue().isSignedMax());
  CHECK(K.neutralElement(ISD::MUL, I16, 0)->getAPIntValue().isOne());
  SDValue FAdd = K.neutralElement(ISD::FADD, EVT::f32(), 0);
  CHECK(FAdd->getAPIntValue().getZExtValue() == 0x80000000u); // -0.0: x + -0.0 == x for every x
  CHECK(!K.neutralElement(ISD::SUB, I16, 0));

  // extract of a BUILD_VECTOR lane and build of in-order extracts fold away, as LLVM's getNode does.
  EVT V2 = EVT::vector(EVT::i32(), 2);
  SDValue A = DAG.getConstant(7, EVT::i32()),
          B = DAG.getCopyFromReg(DAG.getEntryNode(), indexToVirtReg(1), EVT::i32());
  SDValue Ops[] = {A, B};
  SDValue BV = K.buildVector(V2, Ops);
  CHECK(K.extractElt(BV, 1) == B);
  SDValue X = DAG.getCopyFromReg(DAG.getEntryNode(), indexToVirtReg(2), V2);
  SDValue Ex[] = {K.extractElt(X, 0), K.extractElt(X, 1)};
  CHECK(K.buildVector(V2, Ex) == X);
  auto [XLo, XHi] = K.splitVector(X);
  CHECK(K.concatVectors(V2, XLo, XHi) == X);
}

TEST_CASE("vector: a node without a rule is reported by name", "[legalize]") {
  riscv::Subtarget ST = riscv::Subtarget::create("riscv32", "", "");
  riscv::RISCVTargetLowering TLI(ST);
  SelectionDAG DAG(TLI);
  // A one-element SPLAT_VECTOR has no scalarization rule in LLVM either.
  SDValue Splat = DAG.getNode(ISD::SPLAT_VECTOR, EVT::vector(EVT::i32(), 1), DAG.getConstant(1, EVT::i32()));
  SDValue Elt = DAG.getNode(ISD::EXTRACT_VECTOR_ELT, EVT::i32(), Splat, DAG.getIntPtrConstant(0));
  DAG.setRoot(DAG.getCopyToReg(DAG.getEntryNode(), indexToVirtReg(0), Elt));
  DAGTypeLegalizer L(DAG, TLI);
  try {
    L.run();
    FAIL("expected an error for splat_vector");
  } catch (const DagtoolError& E) {
    std::string Msg = E.format();
    INFO(Msg);
    CHECK(Msg.find("ScalarizeVector") != std::string::npos);
    CHECK(Msg.find("splat_vector") != std::string::npos);
  }
}

// ---- execution
// -----------------------------------------------------------------------------------------------

TEST_CASE("vector: the vector goldens compute what lli computes after type legalization", "[exec][vector]") {
  if (!gen::toolsAvailable()) {
    WARN("LLVM 19 tools not found; skipping");
    return;
  }
  unsigned Checked = 0;
  for (const auto& F : golden::goldenInputs()) {
    if (F.filename().string().rfind("vector-", 0) != 0) continue;
    std::string Text = golden::readFile(F);
    for (const golden::Variant& V : golden::variantsOf(Text)) {
      std::string Triple = "riscv32", Attrs;
      for (const std::string& A : V.Args) {
        if (A.rfind("-mtriple=", 0) == 0) Triple = A.substr(9);
        if (A.rfind("-mattr=", 0) == 0) Attrs = A.substr(7);
      }
      INFO(F.filename().string() << " variant " << V.Name);
      std::string Why = execDiff(Text, Triple, Attrs);
      CHECK(Why.empty());
      if (!Why.empty()) WARN(F.filename().string() << " " << V.Name << ": " << Why);
      ++Checked;
    }
  }
  CHECK(Checked > 0);
}

TEST_CASE("vector: edge lanes survive every family (unsigned, signed, FP and odd counts)", "[exec][vector]") {
  if (!gen::toolsAvailable()) {
    WARN("LLVM 19 tools not found; skipping");
    return;
  }
  const char* IR = R"(
define <3 x i32> @srem3(<3 x i32> %a, <3 x i32> %b) {
  %m = and <3 x i32> %b, <i32 127, i32 127, i32 127>
  %d = or <3 x i32> %m, <i32 1, i32 1, i32 1>
  %r = srem <3 x i32> %a, %d
  ret <3 x i32> %r
}
define <2 x i8> @minmax(<2 x i8> %a, <2 x i8> %b) {
  %c = icmp slt <2 x i8> %a, %b
  %lo = select <2 x i1> %c, <2 x i8> %a, <2 x i8> %b
  %hi = select <2 x i1> %c, <2 x i8> %b, <2 x i8> %a
  %r = sub <2 x i8> %hi, %lo
  ret <2 x i8> %r
}
define <4 x i32> @zext_cmp(<4 x i16> %a, <4 x i16> %b) {
  %c = icmp uge <4 x i16> %a, %b
  %r = zext <4 x i1> %c to <4 x i32>
  ret <4 x i32> %r
}
define <2 x i64> @mul64(<2 x i64> %a, <2 x i64> %b) {
  %r = mul <2 x i64> %a, %b
  ret <2 x i64> %r
}
)";
  for (auto [Triple, Attrs] :
       {std::pair{"riscv32", ""}, std::pair{"riscv64", ""}, std::pair{"riscv64", "+m,+f,+d"}}) {
    INFO(Triple << " " << Attrs);
    CHECK(execDiff(IR, Triple, Attrs) == "");
  }
  // An ordered FP reduction of a widened vector: the padding lane adds -0.0, which changes no sum (not even
  // a -0.0 one), and the lanes are added in order.
  const char* FP = R"(
define float @fsum(float %a, float %b, float %c) {
  %v0 = insertelement <3 x float> poison, float %a, i32 0
  %v1 = insertelement <3 x float> %v0, float %b, i32 1
  %v = insertelement <3 x float> %v1, float %c, i32 2
  %r = call float @llvm.vector.reduce.fadd.v3f32(float -0.0, <3 x float> %v)
  ret float %r
}
declare float @llvm.vector.reduce.fadd.v3f32(float, <3 x float>)
)";
  CHECK(execDiff(FP, "riscv64", "+f,+d") == "");
}
