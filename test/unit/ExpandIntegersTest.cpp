// test/unit/ExpandIntegersTest.cpp — the ExpandInteger family (legalize/ExpandIntegers.cpp, the generic
// expansions of legalize/LegalizeTypesGeneric.cpp and legalize/IntegerExpansions.cpp): the shapes that
// decide code quality (carries by SLTU, MUL/MULHU under +m, SHL_PARTS, the double expansion of i128 on
// RV32, memory operands of split accesses) and, by execution against lli, that every rule computes the
// right value, including at edge values.
#include "bench/gen/LLVMTools.h"
#include "dag/FunctionLowering.h"
#include "dag/Printer.h"
#include "ir/IR.h"
#include "ir/Parser.h"
#include "legalize/IntegerExpansions.h"
#include "legalize/LegalizeTypes.h"
#include "support/Diagnostics.h"
#include "test/unit/ExecSupport.h"
#include "test/unit/GoldenSupport.h"

#include <catch2/catch.hpp>
#include <cstdlib>
#include <sstream>

using namespace dt;
using exec::countOf;
using exec::execDiff;
using exec::legalizedDump;
using exec::optionsFor;


TEST_CASE("expand: i64 add on RV32 carries with an unsigned compare of the low halves", "[legalize]") {
  std::string D =
      legalizedDump("define i64 @f(i64 %a, i64 %b) {\n  %r = add i64 %a, %b\n  ret i64 %r\n}\n", "riscv32");
  INFO(D);
  // LLVM's final code is ADD, ADD, SLTU, ADD: two adds of halves, the carry compare, the carry add.
  CHECK(countOf(D, " = add ") == 3);
  CHECK(countOf(D, "setult") == 1);
  CHECK(D.find("i64") == std::string::npos);
}

TEST_CASE("expand: i64 mul is __muldi3 on RV32, MUL/MULHU with +m", "[legalize]") {
  const std::string IR = "define i64 @f(i64 %a, i64 %b) {\n  %r = mul i64 %a, %b\n  ret i64 %r\n}\n";
  std::string Plain = legalizedDump(IR, "riscv32");
  CHECK(Plain.find("__muldi3") != std::string::npos);
  std::string M = legalizedDump(IR, "riscv32", "+m");
  INFO(M);
  CHECK(M.find("__muldi3") == std::string::npos);
  CHECK(countOf(M, " = mul ") == 3);
  CHECK(countOf(M, " = mulhu ") == 1);
  CHECK(countOf(M, " = add ") == 2);
}

TEST_CASE("expand: zero-extended operands multiply with one MUL/MULHU pair", "[legalize]") {
  std::string D = legalizedDump("define i64 @f(i32 %a, i32 %b) {\n  %x = zext i32 %a to i64\n"
                                "  %y = zext i32 %b to i64\n  %r = mul i64 %x, %y\n  ret i64 %r\n}\n",
                                "riscv32", "+m");
  INFO(D);
  CHECK(countOf(D, " = mul ") == 1);
  CHECK(countOf(D, " = mulhu ") == 1);
}

TEST_CASE("expand: i128 on RV32 is expanded twice, down to i32", "[legalize]") {
  std::string D = legalizedDump(
      "define i128 @f(i128 %a, i128 %b) {\n  %r = add i128 %a, %b\n  ret i128 %r\n}\n", "riscv32");
  INFO(D);
  CHECK(D.find("i128") == std::string::npos);
  CHECK(D.find("i64") == std::string::npos);
  CHECK(countOf(D, "store<") == 4);
}

TEST_CASE("expand: variable i64 shifts become SHL_PARTS/SRL_PARTS/SRA_PARTS on RV32", "[legalize]") {
  std::string D = legalizedDump("define i64 @f(i64 %a, i32 %n) {\n  %m = zext i32 %n to i64\n"
                                "  %x = shl i64 %a, %m\n  %y = lshr i64 %x, %m\n  %z = ashr i64 %y, %m\n"
                                "  ret i64 %z\n}\n",
                                "riscv32");
  INFO(D);
  CHECK(countOf(D, "shl_parts") == 1);
  CHECK(countOf(D, "srl_parts") == 1);
  CHECK(countOf(D, "sra_parts") == 1);
}

TEST_CASE("expand: a shift amount known below the half width needs no selection", "[legalize]") {
  std::string D = legalizedDump("define i64 @f(i64 %a, i32 %n) {\n  %k = and i32 %n, 31\n"
                                "  %m = zext i32 %k to i64\n  %x = shl i64 %a, %m\n  ret i64 %x\n}\n",
                                "riscv32");
  INFO(D);
  CHECK(countOf(D, "shl_parts") == 0);
  CHECK(countOf(D, "select") == 0);
  CHECK(countOf(D, "xor") == 1); // 31 ^ amount: the trick that keeps the cross shift defined at 0
}

TEST_CASE("expand: split loads keep the base alignment and offset the pointer info", "[legalize]") {
  std::string D = legalizedDump(
      "define i64 @f(ptr %p) {\n  %v = load i64, ptr %p, align 8\n  ret i64 %v\n}\n", "riscv32");
  INFO(D);
  CHECK(D.find("load<(load (s32) from %ir.p, align 8)>") != std::string::npos);
  CHECK(D.find("load<(load (s32) from %ir.p + 4, basealign 8)>") != std::string::npos);
  CHECK(D.find("add nuw") != std::string::npos);
}

TEST_CASE("expand: truncating stores of more than a half split into a store and a truncating store",
          "[legalize]") {
  std::string D = legalizedDump("define void @f(ptr %p, i64 %a) {\n  %t = trunc i64 %a to i48\n"
                                "  store i48 %t, ptr %p, align 8\n  ret void\n}\n",
                                "riscv32");
  INFO(D);
  CHECK(D.find("store<(store (s32) into %ir.p, align 8)>") != std::string::npos);
  CHECK(D.find("trunc to i16") != std::string::npos);
  CHECK(D.find("%ir.p + 4") != std::string::npos);
}

TEST_CASE("expand: equality compares OR the XORed halves", "[legalize]") {
  std::string D =
      legalizedDump("define i1 @f(i64 %a, i64 %b) {\n  %c = icmp eq i64 %a, %b\n  ret i1 %c\n}\n", "riscv32");
  INFO(D);
  CHECK(countOf(D, " = xor ") == 2);
  CHECK(countOf(D, " = or ") == 1);
  CHECK(D.find("seteq") != std::string::npos);
}

TEST_CASE("expand: value tracking sees constants, masks, extensions and shifts", "[legalize]") {
  PipelineOptions Opts = optionsFor("riscv32", "", Phase::Build);
  riscv::RISCVTargetLowering TLI(Opts.ST);
  SelectionDAG DAG(TLI);
  SDValue X = DAG.getCopyFromReg(DAG.getEntryNode(), indexToVirtReg(0), EVT::i32());
  SDValue Masked = DAG.getNode(ISD::AND, EVT::i32(), X, DAG.getConstant(0xF0, EVT::i32()));
  KnownBits K = computeKnownBits(TLI, Masked);
  CHECK(K.Zero == APInt(32, 0xFFFFFF0Fu));
  CHECK(K.minTrailingZeros() == 4);
  SDValue Z = DAG.getNode(ISD::ZERO_EXTEND, EVT::i64(), X);
  CHECK(maskedValueIsZero(TLI, Z, APInt::highBitsSet(64, 32)));
  SDValue S = DAG.getNode(ISD::SIGN_EXTEND, EVT::i64(), X);
  CHECK(computeNumSignBits(TLI, S) == 33);
  SDValue Sh = DAG.getNode(ISD::SRA, EVT::i32(), X, DAG.getConstant(20, EVT::i32()));
  CHECK(computeNumSignBits(TLI, Sh) == 21);
  CHECK(multiplicativeInverse(APInt(64, 3)) * APInt(64, 3) == APInt(64, 1));
  CHECK(multiplicativeInverse(APInt(128, 12345677)) * APInt(128, 12345677) == APInt(128, 1));
}

TEST_CASE("expand: i128 variable shifts on RV32 go through a stack slot, as LLVM 19's default strategy",
          "[legalize]") {
  std::string D = legalizedDump("define i128 @f(i128 %a, i32 %n) {\n  %k = and i32 %n, 127\n"
                                "  %m = zext i32 %k to i128\n  %x = lshr i128 %a, %m\n  ret i128 %x\n}\n",
                                "riscv32");
  INFO(D);
  // The value goes to a 32-byte slot (align 1) and comes back from byte offset amount/8, then the rest of
  // the amount (amount & 7) is shifted with no select: its high bits are known zero.
  CHECK(D.find("into %stack.0, align 1") != std::string::npos);
  CHECK(D.find("Constant:i32<3>") != std::string::npos);
  CHECK(D.find("Constant:i32<7>") != std::string::npos);
  CHECK(countOf(D, "select") == 0);
  CHECK(D.find("srl_parts") == std::string::npos);
}

TEST_CASE("expand: an opcode without a rule is reported with the node, not a crash", "[legalize]") {
  PipelineOptions Opts = optionsFor("riscv32", "", Phase::Build);
  riscv::RISCVTargetLowering TLI(Opts.ST);
  FunctionLoweringInfo FLI;
  SelectionDAG DAG(TLI, &FLI);
  SDValue Lo = DAG.getCopyFromReg(DAG.getEntryNode(), indexToVirtReg(0), EVT::i32());
  SDValue Hi = DAG.getCopyFromReg(DAG.getEntryNode(), indexToVirtReg(1), EVT::i32());
  SDValue Pair = DAG.getNode(ISD::BUILD_PAIR, EVT::i64(), Lo, Hi);
  SDValue Abd = DAG.getNode(ISD::ABDS, EVT::i64(), Pair, Pair);
  SDValue Part = DAG.getNode(ISD::EXTRACT_ELEMENT, EVT::i32(), Abd, DAG.getIntPtrConstant(0));
  DAG.setRoot(DAG.getCopyToReg(DAG.getEntryNode(), indexToVirtReg(2), Part));
  DAGTypeLegalizer L(DAG, TLI);
  try {
    L.run();
    FAIL("expected a CannotLowerError");
  } catch (const CannotLowerError& E) {
    CHECK(std::string(E.what()).find("ExpandInteger") != std::string::npos);
    CHECK(std::string(E.what()).find("abds") != std::string::npos);
  }
}

TEST_CASE("expand: debug", "[.debug]") {
  const char* IR = std::getenv("EXPAND_IR");
  const char* T = std::getenv("EXPAND_TRIPLE");
  const char* A = std::getenv("EXPAND_ATTRS");
  std::string Text = golden::readFile(IR ? IR : "");
  WARN(legalizedDump(Text, T ? T : "riscv32", A ? A : ""));
  WARN(execDiff(Text, T ? T : "riscv32", A ? A : ""));
}

TEST_CASE("expand: every rule computes what lli computes at edge values", "[legalize][exec]") {
  if (!gen::toolsAvailable()) {
    WARN("LLVM 19 tools not found; skipping");
    return;
  }
  // Each function exercises one family of rules; the harness calls them with edge and random values.
  const std::string IR = R"(
define i64 @divs(i64 %a, i64 %b) {
  %p = and i64 %b, 9223372036854775807
  %d = or i64 %p, 1
  %q = sdiv i64 %a, %d
  %r = srem i64 %a, %d
  %s = add i64 %q, %r
  ret i64 %s
}
define i64 @udivs(i64 %a) {
  %q = udiv i64 %a, 3
  %r = urem i64 %a, 12
  %s = udiv i64 %a, 20
  %x = xor i64 %q, %r
  %y = add i64 %x, %s
  ret i64 %y
}
define i64 @shifts(i64 %a, i64 %n) {
  %ok = icmp ult i64 %n, 64
  %amt = select i1 %ok, i64 %n, i64 63
  %x = shl i64 %a, %amt
  %y = lshr i64 %a, %amt
  %z = ashr i64 %a, %amt
  %m = and i64 %n, 31
  %w = shl i64 %a, %m
  %s = add i64 %x, %y
  %t = xor i64 %s, %z
  %u = sub i64 %t, %w
  ret i64 %u
}
define i128 @shifts128(i128 %a, i128 %n) {
  %ok = icmp ult i128 %n, 128
  %amt = select i1 %ok, i128 %n, i128 5
  %x = shl i128 %a, %amt
  %y = lshr i128 %a, %amt
  %z = ashr i128 %a, %amt
  %s = add i128 %x, %y
  %t = xor i128 %s, %z
  ret i128 %t
}
define i64 @cmps(i64 %a, i64 %b) {
  %c1 = icmp sle i64 %a, %b
  %c2 = icmp ugt i64 %a, 4294967295
  %c3 = icmp sge i64 %a, -5
  %c4 = icmp ult i64 %b, 1
  %x = select i1 %c1, i64 %a, i64 %b
  %y = select i1 %c2, i64 %x, i64 7
  %z = select i1 %c3, i64 %y, i64 %b
  %w = select i1 %c4, i64 %z, i64 %a
  ret i64 %w
}
define i64 @bits(i64 %a) {
  %p = call i64 @llvm.ctpop.i64(i64 %a)
  %l = call i64 @llvm.ctlz.i64(i64 %a, i1 false)
  %t = call i64 @llvm.cttz.i64(i64 %a, i1 false)
  %b = call i64 @llvm.bitreverse.i64(i64 %a)
  %s = call i64 @llvm.bswap.i64(i64 %b)
  %x = add i64 %p, %l
  %y = add i64 %x, %t
  %z = xor i64 %y, %s
  ret i64 %z
}
define i64 @mulo(i64 %a, i64 %b) {
  %u = call {i64, i1} @llvm.umul.with.overflow.i64(i64 %a, i64 %b)
  %s = call {i64, i1} @llvm.smul.with.overflow.i64(i64 %a, i64 %b)
  %uo = extractvalue {i64, i1} %u, 1
  %so = extractvalue {i64, i1} %s, 1
  %sv = extractvalue {i64, i1} %s, 0
  %uz = zext i1 %uo to i64
  %sz = zext i1 %so to i64
  %x = shl i64 %sz, 1
  %y = or i64 %x, %uz
  %z = xor i64 %y, %sv
  ret i64 %z
}
define i64 @sats(i64 %a, i64 %b) {
  %x = call i64 @llvm.sadd.sat.i64(i64 %a, i64 %b)
  %y = call i64 @llvm.ssub.sat.i64(i64 %a, i64 %b)
  %z = call i64 @llvm.uadd.sat.i64(i64 %a, i64 %b)
  %w = call i64 @llvm.usub.sat.i64(i64 %a, i64 %b)
  %s = add i64 %x, %y
  %t = xor i64 %z, %w
  %r = sub i64 %s, %t
  ret i64 %r
}
define i64 @rots(i64 %a, i64 %b, i64 %n) {
  %r = call i64 @llvm.fshl.i64(i64 %a, i64 %b, i64 %n)
  %s = call i64 @llvm.fshr.i64(i64 %a, i64 %a, i64 %n)
  %t = call i64 @llvm.fshl.i64(i64 %r, i64 %s, i64 40)
  ret i64 %t
}
define i8 @three(i64 %a, i64 %b) {
  %s = call i8 @llvm.scmp.i8.i64(i64 %a, i64 %b)
  %u = call i8 @llvm.ucmp.i8.i64(i64 %a, i64 %b)
  %m = mul i8 %s, 3
  %r = add i8 %m, %u
  ret i8 %r
}
define i64 @minmax(i64 %a, i64 %b) {
  %x = call i64 @llvm.smin.i64(i64 %a, i64 %b)
  %y = call i64 @llvm.umax.i64(i64 %a, i64 4294967295)
  %z = call i64 @llvm.abs.i64(i64 %b, i1 false)
  %s = add i64 %x, %y
  %r = xor i64 %s, %z
  ret i64 %r
}
declare i64 @llvm.ctpop.i64(i64)
declare i64 @llvm.ctlz.i64(i64, i1)
declare i64 @llvm.cttz.i64(i64, i1)
declare i64 @llvm.bitreverse.i64(i64)
declare i64 @llvm.bswap.i64(i64)
declare {i64, i1} @llvm.umul.with.overflow.i64(i64, i64)
declare {i64, i1} @llvm.smul.with.overflow.i64(i64, i64)
declare i64 @llvm.sadd.sat.i64(i64, i64)
declare i64 @llvm.ssub.sat.i64(i64, i64)
declare i64 @llvm.uadd.sat.i64(i64, i64)
declare i64 @llvm.usub.sat.i64(i64, i64)
declare i64 @llvm.fshl.i64(i64, i64, i64)
declare i64 @llvm.fshr.i64(i64, i64, i64)
declare i8 @llvm.scmp.i8.i64(i64, i64)
declare i8 @llvm.ucmp.i8.i64(i64, i64)
declare i64 @llvm.smin.i64(i64, i64)
declare i64 @llvm.umax.i64(i64, i64)
declare i64 @llvm.abs.i64(i64, i1)
)";
  // One module per function, so that a failure names its rule.
  std::string Declares;
  std::vector<std::string> Functions;
  std::istringstream In(IR);
  for (std::string Line; std::getline(In, Line);) {
    if (Line.rfind("declare", 0) == 0)
      Declares += Line + "\n";
    else if (Line.rfind("define", 0) == 0)
      Functions.push_back(Line + "\n");
    else if (!Functions.empty())
      Functions.back() += Line + "\n";
  }
  for (auto [Triple, Attrs] :
       {std::pair{"riscv32", ""}, {"riscv32", "+m"}, {"riscv64", ""}, {"riscv64", "+m"}})
    for (const std::string& F : Functions) {
      INFO(Triple << " " << Attrs << "\n" << F);
      CHECK(execDiff(F + Declares, Triple, Attrs) == "");
    }
}

TEST_CASE("expand: debug a generated module", "[.debug]") {
  gen::GenOptions G;
  G.Seed = uint64_t(std::atoll(std::getenv("EXPAND_SEED") ? std::getenv("EXPAND_SEED") : "1"));
  G.NumFunctions = 3;
  G.InstsPerFunction = 30;
  G.CallsPerFunction = 6;
  G.FP = std::getenv("EXPAND_FP") != nullptr;
  G.Vectors = std::getenv("EXPAND_VEC") != nullptr;
  G.Calls = std::getenv("EXPAND_CALLS") != nullptr;
  gen::GeneratedModule GM = gen::generate(G);
  const char* T = std::getenv("EXPAND_TRIPLE");
  const char* A = std::getenv("EXPAND_ATTRS");
  exec::Report R = exec::compareWithLLI(GM.ModuleText, GM.DriverText, GM.Calls,
                                        optionsFor(T ? T : "riscv32", A ? A : "", Phase::LegalizeTypes));
  if (const char* Out = std::getenv("EXPAND_OUT")) golden::writeFile(Out, GM.ModuleText);
  WARN(R.Failure);
}
