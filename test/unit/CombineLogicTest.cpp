// test/unit/CombineLogicTest.cpp — the and/or/xor, rotate and shift folds (combine/CombineLogic.cpp,
// CombineRotate.cpp, CombineShifts.cpp). Every fold: the combined DAGs agree with lli-19 on random and edge
// inputs (riscv32, riscv32+zbb, riscv64+m,+zbb, after both combines), the DAG after the first combine has the
// shape LLVM 19's DAGCombiner source gives, and the fold stays away where its guards say it must.
#include "test/unit/ExecSupport.h"

#include <catch2/catch.hpp>

using namespace dt;

namespace {

struct Config {
  const char* Triple;
  const char* Attrs;
};
const Config Configs[] = {{"riscv32", ""}, {"riscv32", "+zbb"}, {"riscv64", "+m,+zbb"}};

/// Runs IR under every configuration after both combines and checks it against lli.
void checkExec(const std::string& IR) {
  for (const Config& Cfg : Configs)
    for (Phase P : {Phase::Combine1, Phase::Combine2}) {
      std::string Diff = exec::execDiffAfter(IR, Cfg.Triple, Cfg.Attrs, P);
      INFO(Cfg.Triple << " " << Cfg.Attrs << " phase " << int(P) << "\n" << IR);
      CHECK(Diff.empty());
      if (!Diff.empty()) WARN(Diff);
    }
}

std::string combined(const std::string& IR, const char* Triple = "riscv32", const char* Attrs = "") {
  return exec::dumpAfter(IR, Triple, Attrs, Phase::Combine1);
}
bool has(const std::string& Dump, const std::string& What) {
  return Dump.find(What) != std::string::npos;
}

std::string fn(const std::string& Sig, const std::string& Body) {
  return "define " + Sig + " {\n" + Body + "}\n";
}

} // namespace

// ---- rotates --------------------------------------------------------------------------------------------

TEST_CASE("logic: or of opposite constant shifts becomes rotl", "[combine]") {
  std::string IR = fn("i32 @f(i32 %x)", "  %s = shl i32 %x, 8\n  %t = lshr i32 %x, 24\n  %r = or i32 %s, %t\n"
                                        "  ret i32 %r\n");
  checkExec(IR);
  // LLVM matches a rotate by constants before operation legalization even without a rotate instruction.
  std::string Plain = combined(IR), Zbb = combined(IR, "riscv32", "+zbb");
  INFO(Plain << "\n" << Zbb);
  CHECK(has(Zbb, " = rotl "));
  CHECK(has(Plain, " = rotl "));
  // Without Zbb the legalizer expands it and the last combine does not form it again.
  std::string After = exec::dumpAfter(IR, "riscv32", "", Phase::Combine2);
  INFO(After);
  CHECK_FALSE(has(After, " = rotl "));
  CHECK(has(exec::dumpAfter(IR, "riscv32", "+zbb", Phase::Combine2), " = rotl "));
}

TEST_CASE("logic: variable masked rotate needs Zbb", "[combine]") {
  std::string IR =
      fn("i32 @f(i32 %x, i32 %y)",
         "  %a = and i32 %y, 31\n  %s = shl i32 %x, %a\n  %n = sub i32 0, %y\n  %b = and i32 %n, 31\n"
         "  %t = lshr i32 %x, %b\n  %r = or i32 %s, %t\n  ret i32 %r\n");
  checkExec(IR);
  std::string Zbb = combined(IR, "riscv32", "+zbb"), Plain = combined(IR);
  INFO(Zbb << "\n" << Plain);
  CHECK(has(Zbb, " = rotl "));
  CHECK_FALSE(has(Plain, " = rotl "));
  CHECK_FALSE(has(Plain, " = rotr "));
  // RV64 promotes i32; ROTL i32 is Custom there, so the rotate is formed for the promoted type too.
  std::string RV64 = combined(IR, "riscv64", "+m,+zbb");
  INFO(RV64);
  CHECK(has(RV64, " = rotl "));
}

TEST_CASE("logic: xor of (shl 1, x) with -1 becomes rotl -2 only with Zbb", "[combine]") {
  std::string IR = fn("i32 @f(i32 %x)", "  %m = and i32 %x, 31\n  %s = shl i32 1, %m\n  %r = xor i32 %s, -1\n"
                                        "  ret i32 %r\n");
  checkExec(IR);
  std::string Zbb = combined(IR, "riscv32", "+zbb");
  INFO(Zbb);
  CHECK(has(Zbb, " = rotl Constant:i32<-2>"));
  CHECK_FALSE(has(combined(IR), " = rotl "));
}

// ---- xor ------------------------------------------------------------------------------------------------

TEST_CASE("logic: xor of a setcc with true inverts the condition", "[combine]") {
  std::string IR = fn("i32 @f(i32 %a, i32 %b)", "  %c = icmp slt i32 %a, %b\n  %n = xor i1 %c, true\n"
                                                "  %z = zext i1 %n to i32\n  ret i32 %z\n");
  checkExec(IR);
  std::string D = combined(IR);
  INFO(D);
  CHECK(has(D, "setge:ch"));
  CHECK_FALSE(has(D, " = xor "));
}

TEST_CASE("logic: not of and of setccs (i1 De Morgan) and of a negation", "[combine]") {
  std::string IR = fn("i32 @f(i32 %a, i32 %b)",
                      "  %c1 = icmp ult i32 %a, 10\n  %c2 = icmp sgt i32 %b, 3\n  %x = and i1 %c1, %c2\n"
                      "  %n = xor i1 %x, true\n  %z = zext i1 %n to i32\n  ret i32 %z\n") +
                   fn("i32 @g(i32 %a)", "  %n = sub i32 0, %a\n  %r = xor i32 %n, -1\n  ret i32 %r\n");
  checkExec(IR);
  std::string D = combined(IR);
  INFO(D);
  // De Morgan gives uge a, 10 and sle b, 3; SimplifySetCC then prefers the strict forms ugt 9 and slt 4.
  CHECK(has(D, "Constant:i32<9>, setugt:ch"));
  CHECK(has(D, "Constant:i32<4>, setlt:ch"));
  CHECK(has(D, " = or "));
  CHECK(has(D, " = add ")); // not (neg a) -> add a, -1
  CHECK(has(D, "Constant:i32<-1>"));
}

TEST_CASE("logic: xor (and x, y), y -> and (not x), y and x^x", "[combine]") {
  std::string IR =
      fn("i32 @f(i32 %x, i32 %y)", "  %a = and i32 %x, %y\n  %r = xor i32 %a, %y\n  ret i32 %r\n");
  checkExec(IR);
  std::string D = combined(IR);
  INFO(D);
  CHECK(has(D, "Constant:i32<-1>"));
  CHECK(exec::countOf(D, " = and ") == 1);
}

// ---- and / or -----------------------------------------------------------------------------------------

TEST_CASE("logic: and x, ~x is zero; constants reassociate", "[combine]") {
  std::string IR = fn("i32 @f(i32 %x)", "  %n = xor i32 %x, -1\n  %r = and i32 %x, %n\n  ret i32 %r\n") +
                   fn("i32 @g(i32 %x)", "  %a = and i32 %x, 12\n  %r = and i32 %a, 10\n  ret i32 %r\n") +
                   fn("i32 @h(i32 %x)", "  %a = xor i32 %x, 12\n  %r = xor i32 %a, 10\n  ret i32 %r\n");
  checkExec(IR);
  std::string D = combined(IR);
  INFO(D);
  CHECK(has(D, "Constant:i32<8>"));
  CHECK(has(D, "Constant:i32<6>"));
  CHECK_FALSE(has(D, "Constant:i32<12>"));
}

TEST_CASE("logic: and/or of compares against zero merge", "[combine]") {
  std::string IR =
      fn("i32 @f(i32 %a, i32 %b)", "  %c1 = icmp eq i32 %a, 0\n  %c2 = icmp eq i32 %b, 0\n"
                                   "  %x = and i1 %c1, %c2\n  %z = zext i1 %x to i32\n  ret i32 %z\n") +
      fn("i32 @g(i32 %a, i32 %b)", "  %c1 = icmp slt i32 %a, %b\n  %c2 = icmp eq i32 %a, %b\n"
                                   "  %x = or i1 %c1, %c2\n  %z = zext i1 %x to i32\n  ret i32 %z\n");
  checkExec(IR);
  std::string D = combined(IR);
  INFO(D);
  CHECK(exec::countOf(D, " = setcc ") == 2); // one compare per function
  CHECK(has(D, " = or "));
  CHECK(has(D, "setle:ch"));
}

TEST_CASE("logic: or of and with constants", "[combine]") {
  // (or (and x, 0xff), 0x0f) -> (and (or x, 0x0f), 0xff)
  std::string IR =
      fn("i32 @f(i32 %x)", "  %a = and i32 %x, 255\n  %r = or i32 %a, 15\n  ret i32 %r\n") +
      // (or (and x, 0xf0), (and x, 0x0f)) -> (and x, 0xff)
      fn("i32 @g(i32 %x)", "  %a = and i32 %x, 240\n  %b = and i32 %x, 15\n  %r = or i32 %a, %b\n"
                           "  ret i32 %r\n");
  checkExec(IR);
  std::string D = combined(IR);
  INFO(D);
  CHECK(exec::countOf(D, "Constant:i32<255>") >= 2);
}

TEST_CASE("logic: hoisting a logic op through equal shifts and extensions", "[combine]") {
  std::string IR =
      fn("i32 @f(i32 %x, i32 %y)", "  %a = shl i32 %x, 3\n  %b = shl i32 %y, 3\n  %r = xor i32 %a, %b\n"
                                   "  ret i32 %r\n") +
      fn("i32 @g(i8 %x, i8 %y)", "  %a = zext i8 %x to i32\n  %b = zext i8 %y to i32\n"
                                 "  %r = and i32 %a, %b\n  ret i32 %r\n");
  checkExec(IR);
  std::string D = combined(IR);
  INFO(D);
  CHECK(exec::countOf(D, " = shl ") == 1);
  // and (zext a), (zext b) -> zext (and a, b); the zext of the truncated argument is then an and with 255
  // (visitZERO_EXTEND), so no extension is left.
  CHECK(exec::countOf(D, " = and ") == 2);
  CHECK(exec::countOf(D, " = zero_extend ") == 0);
  CHECK(has(D, "Constant:i32<255>"));
  // Multiple uses of both hands: no hoisting.
  std::string Multi =
      fn("i32 @h(i32 %x, i32 %y)", "  %a = shl i32 %x, 3\n  %b = shl i32 %y, 3\n  %r = xor i32 %a, %b\n"
                                   "  %s = add i32 %a, %b\n  %t = add i32 %r, %s\n  ret i32 %t\n");
  checkExec(Multi);
  CHECK(exec::countOf(combined(Multi), " = shl ") == 2);
}

TEST_CASE("logic: sext masked to its width becomes zext; and-not bit test", "[combine]") {
  std::string IR = fn("i32 @f(i8 %x)", "  %s = sext i8 %x to i32\n  %r = and i32 %s, 255\n  ret i32 %r\n") +
                   fn("i32 @g(i32 %x)", "  %n = xor i32 %x, -1\n  %s = lshr i32 %n, 5\n  %r = and i32 %s, 1\n"
                                        "  ret i32 %r\n");
  checkExec(IR);
  std::string D = combined(IR);
  INFO(D);
  // sext masked to 8 bits is zext, and zext of the truncated argument is and 255.
  CHECK(has(D, " = and t2, Constant:i32<255>"));
  CHECK(has(D, "Constant:i32<32>"));
  CHECK(has(D, "seteq:ch"));
}

// ---- shifts ---------------------------------------------------------------------------------------------

TEST_CASE("shift: nested constant shifts", "[combine]") {
  std::string IR = fn("i32 @f(i32 %x)", "  %a = shl i32 %x, 3\n  %r = shl i32 %a, 5\n  ret i32 %r\n") +
                   fn("i32 @g(i32 %x)", "  %a = shl i32 %x, 20\n  %r = shl i32 %a, 20\n  ret i32 %r\n") +
                   fn("i32 @h(i32 %x)", "  %a = lshr i32 %x, 7\n  %r = lshr i32 %a, 9\n  ret i32 %r\n") +
                   fn("i32 @k(i32 %x)", "  %a = ashr i32 %x, 20\n  %r = ashr i32 %a, 20\n  ret i32 %r\n");
  checkExec(IR);
  std::string D = combined(IR);
  INFO(D);
  CHECK(has(D, "Constant:i32<8>"));
  CHECK(has(D, "Constant:i32<16>"));
  CHECK(has(D, "Constant:i32<31>")); // clamped sra
  CHECK(exec::countOf(D, " = shl ") == 1);
}

TEST_CASE("shift: opposite constant shifts become a mask", "[combine]") {
  std::string IR = fn("i32 @f(i32 %x)", "  %a = shl i32 %x, 8\n  %r = lshr i32 %a, 8\n  ret i32 %r\n") +
                   fn("i32 @g(i32 %x)", "  %a = lshr i32 %x, 4\n  %r = shl i32 %a, 4\n  ret i32 %r\n") +
                   fn("i32 @h(i32 %x)", "  %a = ashr i32 %x, 4\n  %r = shl i32 %a, 4\n  ret i32 %r\n");
  checkExec(IR);
  std::string D = combined(IR);
  INFO(D);
  CHECK(has(D, "Constant:i32<16777215>"));
  CHECK(exec::countOf(D, "Constant:i32<-16>") >= 2);
  CHECK_FALSE(has(D, " = sra "));
  // The inner shift has another use and a different amount: no fold.
  std::string Multi =
      fn("i32 @m(i32 %x)", "  %a = shl i32 %x, 8\n  %r = lshr i32 %a, 4\n  %s = add i32 %r, %a\n"
                           "  ret i32 %s\n");
  checkExec(Multi);
  std::string DM = combined(Multi);
  INFO(DM);
  CHECK(has(DM, " = srl "));
  CHECK(has(DM, " = shl "));
}

TEST_CASE("shift: sra of a non-negative value is srl; shl of add by constant", "[combine]") {
  std::string IR = fn("i32 @f(i32 %x)", "  %a = lshr i32 %x, 1\n  %r = ashr i32 %a, 3\n  ret i32 %r\n") +
                   fn("i32 @g(i32 %x)", "  %a = add i32 %x, 3\n  %r = shl i32 %a, 4\n  ret i32 %r\n") +
                   fn("i32 @h(i32 %x)", "  %a = add i32 %x, 1000\n  %r = shl i32 %a, 4\n  ret i32 %r\n");
  checkExec(IR);
  std::string D = combined(IR);
  INFO(D);
  CHECK_FALSE(has(D, " = sra "));
  CHECK(has(D, "Constant:i32<4>"));
  CHECK(has(D, "Constant:i32<48>"));
  // 1000 is an ADDI immediate and 16000 is not: RISC-V keeps (shl (add x, 1000), 4).
  CHECK(has(D, "Constant:i32<1000>"));
  CHECK_FALSE(has(D, "Constant:i32<16000>"));
}

TEST_CASE("shift: a masked shift amount keeps its mask", "[combine]") {
  std::string IR =
      fn("i32 @f(i32 %x, i32 %y)", "  %a = and i32 %y, 31\n  %r = shl i32 %x, %a\n  ret i32 %r\n");
  checkExec(IR);
  std::string D = combined(IR);
  INFO(D);
  CHECK(has(D, "Constant:i32<31>"));
}

TEST_CASE("shift: rotates and funnel shifts by constants", "[combine]") {
  std::string IR =
      "declare i32 @llvm.fshl.i32(i32, i32, i32)\ndeclare i32 @llvm.fshr.i32(i32, i32, i32)\n" +
      fn("i32 @f(i32 %x)", "  %r = call i32 @llvm.fshl.i32(i32 %x, i32 %x, i32 35)\n  ret i32 %r\n") +
      fn("i32 @g(i32 %x)", "  %r = call i32 @llvm.fshl.i32(i32 %x, i32 0, i32 5)\n  ret i32 %r\n") +
      fn("i32 @h(i32 %x)", "  %r = call i32 @llvm.fshr.i32(i32 0, i32 %x, i32 7)\n  ret i32 %r\n");
  checkExec(IR);
  std::string D = combined(IR, "riscv32", "+zbb");
  INFO(D);
  CHECK(has(D, " = rotl "));
  CHECK(has(D, "Constant:i32<3>"));
  CHECK_FALSE(has(D, " = fshl "));
  CHECK_FALSE(has(D, " = fshr "));
}

TEST_CASE("shift: ctlz of a non-zero value, double bswap and bitreverse", "[combine]") {
  std::string IR =
      "declare i32 @llvm.ctlz.i32(i32, i1)\ndeclare i32 @llvm.bswap.i32(i32)\n"
      "declare i32 @llvm.bitreverse.i32(i32)\n" +
      fn("i32 @f(i32 %x)", "  %o = or i32 %x, 1\n  %r = call i32 @llvm.ctlz.i32(i32 %o, i1 false)\n"
                           "  ret i32 %r\n") +
      fn("i32 @g(i32 %x)",
         "  %a = call i32 @llvm.bswap.i32(i32 %x)\n  %b = call i32 @llvm.bswap.i32(i32 %a)\n"
         "  %c = call i32 @llvm.bitreverse.i32(i32 %b)\n"
         "  %d = call i32 @llvm.bitreverse.i32(i32 %c)\n  ret i32 %d\n");
  checkExec(IR);
  std::string D = combined(IR, "riscv32", "+zbb");
  INFO(D);
  CHECK(has(D, " = ctlz_zero_undef "));
  CHECK_FALSE(has(D, " = bswap "));
  CHECK_FALSE(has(D, " = bitreverse "));
}
