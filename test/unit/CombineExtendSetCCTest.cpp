// test/unit/CombineExtendSetCCTest.cpp — the extension and compare/select folds (combine/CombineExtend.cpp,
// combine/CombineSetCC.cpp): each fold runs on IR that exercises it, the combined DAGs are executed against
// lli-19 on random and edge inputs, the dump shows the fold's result where it must fire, and a variant shows
// it does not fire where a guard forbids it. Expected shapes follow LLVM 19's DAGCombiner/SimplifySetCC and
// llc-19's assembly for the same IR (noted per case where it was compared).
#include "test/unit/ExecSupport.h"

#include <catch2/catch.hpp>

using namespace dt;

namespace {

struct FoldCase {
  const char* Name;
  const char* IR;
  Phase At;           // the dump that must show the fold
  const char* Triple; // for the shape check
  const char* Attrs;
  std::vector<const char*> Present; // substrings the dump must contain
  std::vector<const char*> Absent;  // substrings it must not contain
};

/// The configurations every fold is executed under.
struct Config {
  const char* Triple;
  const char* Attrs;
};
const Config ExecConfigs[] = {{"riscv32", ""}, {"riscv32", "+m"}, {"riscv64", "+m,+zbb"}};

void checkFold(const FoldCase& F) {
  INFO(F.Name);
  std::string Dump = exec::dumpAfter(F.IR, F.Triple, F.Attrs, F.At);
  INFO(Dump);
  for (const char* P : F.Present) CHECK(Dump.find(P) != std::string::npos);
  for (const char* A : F.Absent) CHECK(Dump.find(A) == std::string::npos);
  for (const Config& Cfg : ExecConfigs) {
    INFO(Cfg.Triple << " " << Cfg.Attrs);
    CHECK(exec::execDiffAfter(F.IR, Cfg.Triple, Cfg.Attrs, Phase::Combine1) == "");
    CHECK(exec::execDiffAfter(F.IR, Cfg.Triple, Cfg.Attrs, Phase::Combine2) == "");
  }
}

} // namespace

// ---- extensions
// ----------------------------------------------------------------------------------------------

TEST_CASE("combine ext: sext (trunc x) is sext_inreg, or x when x has the sign bits", "[combine]") {
  // llc-19: slli+srai for the first (sext_inreg), just srai 24 for the second.
  checkFold({"sext-of-trunc",
             R"(define i32 @f(i32 %a) {
  %t = trunc i32 %a to i8
  %e = sext i8 %t to i32
  ret i32 %e
})",
             Phase::Combine1,
             "riscv32",
             "",
             {"sign_extend_inreg t2, ValueType:ch:i8"},
             {"truncate", "sign_extend t"}});
  checkFold({"sext-of-trunc-signbits",
             R"(define i32 @f(i32 %a) {
  %s = ashr i32 %a, 24
  %t = trunc i32 %s to i8
  %e = sext i8 %t to i32
  ret i32 %e
})",
             Phase::Combine1,
             "riscv32",
             "",
             {" = sra t2, Constant:i32<24>"},
             {"sign_extend", "truncate"}});
  // Not enough sign bits (ashr 23 leaves 24): the sext_inreg stays.
  checkFold({"sext-of-trunc-too-few-signbits",
             R"(define i32 @f(i32 %a) {
  %s = ashr i32 %a, 23
  %t = trunc i32 %s to i8
  %e = sext i8 %t to i32
  ret i32 %e
})",
             Phase::Combine1,
             "riscv32",
             "",
             {"sign_extend_inreg"},
             {}});
}

TEST_CASE("combine ext: zext (trunc x) is and x, mask, or x when the dropped bits are zero", "[combine]") {
  // llc-19: andi a0, a0, 255.
  checkFold({"zext-of-trunc",
             R"(define i32 @f(i32 %a) {
  %t = trunc i32 %a to i8
  %e = zext i8 %t to i32
  ret i32 %e
})",
             Phase::Combine1,
             "riscv32",
             "",
             {" = and t2, Constant:i32<255>"},
             {"truncate", "zero_extend"}});
  checkFold({"zext-of-trunc-known-zero",
             R"(define i32 @f(i32 %a) {
  %m = and i32 %a, 127
  %t = trunc i32 %m to i8
  %e = zext i8 %t to i32
  ret i32 %e
})",
             Phase::Combine1,
             "riscv32",
             "",
             {"Constant:i32<127>"},
             {"Constant:i32<255>", "truncate", "zero_extend"}});
  // zext (and (trunc x), C) → and x, C
  checkFold({"zext-of-and-trunc",
             R"(define i64 @f(i64 %a) {
  %t = trunc i64 %a to i32
  %m = and i32 %t, 1000
  %e = zext i32 %m to i64
  ret i64 %e
})",
             Phase::Combine1,
             "riscv64",
             "+m",
             {" = and t2, Constant:i64<1000>"},
             {"truncate", "zero_extend"}});
}

TEST_CASE("combine ext: sext/zext of a load become extending loads", "[combine]") {
  checkFold({"sext-of-load",
             R"(define i32 @f(i8 %x) {
  %p = alloca i8
  store volatile i8 %x, ptr %p
  %v = load i8, ptr %p
  %e = sext i8 %v to i32
  ret i32 %e
})",
             Phase::Combine1,
             "riscv32",
             "",
             {"sext from i8"},
             {"sign_extend"}});
  checkFold({"zext-of-load",
             R"(define i32 @f(i16 %x) {
  %p = alloca i16
  store volatile i16 %x, ptr %p
  %v = load i16, ptr %p
  %e = zext i16 %v to i32
  ret i32 %e
})",
             Phase::Combine1,
             "riscv32",
             "",
             {"zext from i16"},
             {"zero_extend"}});
  // The load's other user is a compare against a constant: it now compares the extended value.
  checkFold({"sext-of-load-with-setcc-user",
             R"(define i32 @f(i8 %x) {
  %p = alloca i8
  store volatile i8 %x, ptr %p
  %v = load i8, ptr %p
  %e = sext i8 %v to i32
  %c = icmp slt i8 %v, -3
  %s = select i1 %c, i32 %e, i32 77
  ret i32 %s
})",
             Phase::Combine1,
             "riscv32",
             "",
             {"sext from i8", "Constant:i32<-3>, setlt"},
             {"sign_extend"}});
  // Another user that is no compare: truncation is not free on RV32, so the load stays plain.
  checkFold({"sext-of-load-other-user",
             R"(define i32 @f(i8 %x) {
  %p = alloca i8
  store volatile i8 %x, ptr %p
  %v = load i8, ptr %p
  %e = sext i8 %v to i32
  %w = add i8 %v, 1
  store volatile i8 %w, ptr %p
  ret i32 %e
})",
             Phase::Combine1,
             "riscv32",
             "",
             {"sign_extend"},
             {"sext from i8"}});
}

TEST_CASE("combine ext: sext_inreg is dropped or narrowed when the sign bits say so", "[combine]") {
  // sext (trunc (srl x, 24)) → sext_inreg (srl x, 24), i8 → sra x, 24 (llc-19: srai a0, a0, 24).
  checkFold({"sext_inreg-of-srl",
             R"(define i32 @f(i32 %a) {
  %s = lshr i32 %a, 24
  %t = trunc i32 %s to i8
  %e = sext i8 %t to i32
  ret i32 %e
})",
             Phase::Combine1,
             "riscv32",
             "",
             {" = sra t2, Constant:i32<24>"},
             {"sign_extend_inreg", " = srl "}});
  // Type legalization sign-extends the promoted ashr's operand and the result; the outer one is redundant.
  const char* TwoInReg = R"(define i32 @f(i8 %x) {
  %s = ashr i8 %x, 2
  %e = sext i8 %s to i32
  ret i32 %e
})";
  std::string Legalized = exec::dumpAfter(TwoInReg, "riscv32", "", Phase::LegalizeTypes);
  std::string Combined = exec::dumpAfter(TwoInReg, "riscv32", "", Phase::CombineLT);
  INFO(Legalized << Combined);
  CHECK(exec::countOf(Combined, "sign_extend_inreg") < exec::countOf(Legalized, "sign_extend_inreg"));
  CHECK(exec::countOf(Combined, "sign_extend_inreg") == 1);
  checkFold({"sext_inreg-known-signbits", TwoInReg, Phase::CombineLT, "riscv32", "", {" = sra "}, {}});
}

TEST_CASE("combine ext: sext of a known non-negative value is zext nneg", "[combine]") {
  checkFold({"sext-to-zext-nneg",
             R"(define i32 @f(i32 %a) {
  %t = trunc i32 %a to i16
  %m = and i16 %t, 1000
  %e = sext i16 %m to i32
  ret i32 %e
})",
             Phase::Combine1,
             "riscv32",
             "",
             {"Constant:i32<1000>"},
             {"sign_extend", "truncate"}});
  // RV64: sext i32 → i64 is cheaper than zext, the sext stays.
  checkFold({"sext-nneg-kept-on-rv64",
             R"(define i64 @f(i32 %a) {
  %m = and i32 %a, 1000
  %e = sext i32 %m to i64
  ret i64 %e
})",
             Phase::Combine1,
             "riscv64",
             "+m",
             {"sign_extend"},
             {"zero_extend"}});
}

TEST_CASE("combine ext: sext/zext of a sign-bit test are shifts", "[combine]") {
  // zext (x > -1) → srl (not x), 31; sext (x < 0) → sra x, 31 (llc-19: not+srli, srai).
  checkFold({"zext-setgt-minus1",
             R"(define i32 @f(i32 %a) {
  %c = icmp sgt i32 %a, -1
  %e = zext i1 %c to i32
  ret i32 %e
})",
             Phase::Combine1,
             "riscv32",
             "",
             {" = srl ", "Constant:i32<31>", " = xor t2, Constant:i32<-1>"},
             {"setcc"}});
  checkFold({"sext-setlt-0",
             R"(define i32 @f(i32 %a) {
  %c = icmp slt i32 %a, 0
  %e = sext i1 %c to i32
  ret i32 %e
})",
             Phase::Combine1,
             "riscv32",
             "",
             {" = sra t2, Constant:i32<31>"},
             {"setcc"}});
  // A compare against another value is no sign-bit test.
  checkFold({"zext-setcc-kept",
             R"(define i32 @f(i32 %a) {
  %c = icmp sgt i32 %a, 5
  %e = zext i1 %c to i32
  ret i32 %e
})",
             Phase::Combine1,
             "riscv32",
             "",
             {"setcc", "zero_extend"},
             {" = srl "}});
}

TEST_CASE("combine ext: truncate of a binary operation with a constant is narrowed before legalization",
          "[combine]") {
  checkFold({"trunc-of-add",
             R"(define i16 @f(i32 %a) {
  %x = add i32 %a, 7
  %t = trunc i32 %x to i16
  %m = mul i16 %t, %t
  ret i16 %m
})",
             Phase::Combine1,
             "riscv32",
             "+m",
             {"i16 = add ", "Constant:i16<7>"},
             {"i32 = add "}});
  // A second user of the add keeps it wide.
  checkFold({"trunc-of-add-two-uses",
             R"(define i32 @f(i32 %a) {
  %x = add i32 %a, 7
  %t = trunc i32 %x to i16
  %z = zext i16 %t to i32
  %r = mul i32 %z, %x
  ret i32 %r
})",
             Phase::Combine1,
             "riscv32",
             "+m",
             {"i32 = add "},
             {"i16 = add "}});
}

TEST_CASE("combine ext: trunc of build_pair and bitcast of fneg", "[combine]") {
  // On RV32 an i64 argument arrives as build_pair (lo, hi); its truncation is the low half.
  checkFold({"trunc-of-build_pair",
             R"(define i32 @f(i64 %a) {
  %t = trunc i64 %a to i32
  ret i32 %t
})",
             Phase::Combine1,
             "riscv32",
             "",
             {},
             {"build_pair", "truncate"}});
  // bitcast (fneg x) → xor (bitcast x), signbit (llc-19 on soft-float RV32: lui 524288 + xor).
  checkFold({"bitcast-of-fneg",
             R"(define i32 @f(float %x) {
  %n = fneg float %x
  %b = bitcast float %n to i32
  ret i32 %b
})",
             Phase::Combine1,
             "riscv32",
             "",
             {" = xor ", "Constant:i32<-2147483648>"},
             {"fneg"}});
}

TEST_CASE("combine ext: freeze of a value that cannot be poison is dropped", "[combine]") {
  checkFold({"freeze-of-frozen-arith",
             R"(define i32 @f(i32 %a) {
  %f1 = freeze i32 %a
  %x = add i32 %f1, 1
  %f2 = freeze i32 %x
  ret i32 %f2
})",
             Phase::Combine1,
             "riscv32",
             "",
             {" = freeze t2"},
             {}});
  std::string D = exec::dumpAfter(R"(define i32 @f(i32 %a) {
  %f1 = freeze i32 %a
  %x = add i32 %f1, 1
  %f2 = freeze i32 %x
  ret i32 %f2
})",
                                  "riscv32", "", Phase::Combine1);
  INFO(D);
  CHECK(exec::countOf(D, " = freeze ") == 1);
  // A frozen argument may be poison: the freeze stays.
  std::string Kept = exec::dumpAfter("define i32 @f(i32 %a) {\n  %f = freeze i32 %a\n  ret i32 %f\n}\n",
                                     "riscv32", "", Phase::Combine1);
  CHECK(exec::countOf(Kept, " = freeze ") == 1);
}

// ---- compares ---------------------------------------------------------------------------------------------

TEST_CASE("combine setcc: constants go right, uge 1 is ne 0, ult 1 is eq 0, bounds decide", "[combine]") {
  checkFold({"setcc-constant-left",
             R"(define i32 @f(i32 %a) {
  %c = icmp slt i32 5, %a
  %e = zext i1 %c to i32
  ret i32 %e
})",
             Phase::Combine1,
             "riscv32",
             "",
             {"setcc t2, Constant:i32<5>, setgt:ch"},
             {}});
  // llc-19: snez a0, a0.
  checkFold({"setuge-1",
             R"(define i32 @f(i32 %a) {
  %c = icmp uge i32 %a, 1
  %e = zext i1 %c to i32
  ret i32 %e
})",
             Phase::Combine1,
             "riscv32",
             "",
             {"setcc t2, Constant:i32<0>, setne:ch"},
             {"setuge"}});
  // llc-19: seqz a0, a0.
  checkFold({"setult-1",
             R"(define i32 @f(i32 %a) {
  %c = icmp ult i32 %a, 1
  %e = zext i1 %c to i32
  ret i32 %e
})",
             Phase::Combine1,
             "riscv32",
             "",
             {"setcc t2, Constant:i32<0>, seteq:ch"},
             {"setult"}});
  checkFold({"setcc-bounds",
             R"(define i32 @f(i32 %a) {
  %c1 = icmp sle i32 %a, 2147483647
  %c2 = icmp ult i32 %a, 0
  %e1 = zext i1 %c1 to i32
  %e2 = zext i1 %c2 to i32
  %r = add i32 %e1, %e2
  ret i32 %r
})",
             Phase::Combine1,
             "riscv32",
             "",
             {"Constant:i32<1>"},
             {"setcc"}});
  // x <u SMIN is x > -1 (llc-19: not+srli)
  checkFold({"setult-signedmin",
             R"(define i32 @f(i32 %a) {
  %c = icmp ult i32 %a, 2147483648
  %e = zext i1 %c to i32
  ret i32 %e
})",
             Phase::Combine1,
             "riscv32",
             "",
             {" = srl "},
             {"setult"}});
  // x <=s C is x <s C+1 only before operation legalization; after it setle stays unless legal. The
  // compare x <s 100 must not be rewritten at all.
  checkFold({"setlt-kept",
             R"(define i32 @f(i32 %a) {
  %c = icmp slt i32 %a, 100
  %e = zext i1 %c to i32
  ret i32 %e
})",
             Phase::Combine1,
             "riscv32",
             "",
             {"Constant:i32<100>, setlt:ch"},
             {}});
}

TEST_CASE("combine setcc: compares of zero-extended values are narrowed or decided", "[combine]") {
  checkFold({"setcc-of-zext-narrowed",
             R"(define i32 @f(i8 %x) {
  %z = zext i8 %x to i32
  %c = icmp ult i32 %z, 10
  %e = zext i1 %c to i32
  ret i32 %e
})",
             Phase::Combine1,
             "riscv32",
             "",
             {"Constant:i8<10>, setult:ch"},
             {"Constant:i32<10>"}});
  checkFold({"setcc-of-zext-decided",
             R"(define i32 @f(i8 %x) {
  %z = zext i8 %x to i32
  %c = icmp eq i32 %z, 300
  %e = zext i1 %c to i32
  ret i32 %e
})",
             Phase::Combine1,
             "riscv32",
             "",
             {},
             {"setcc"}});
  // A signed compare of a zero-extended value is not narrowed.
  checkFold({"setcc-of-zext-signed-kept",
             R"(define i32 @f(i8 %x) {
  %z = zext i8 %x to i32
  %c = icmp slt i32 %z, 10
  %e = zext i1 %c to i32
  ret i32 %e
})",
             Phase::Combine1,
             "riscv32",
             "",
             {"Constant:i32<10>, setlt:ch"},
             {}});
}

TEST_CASE("combine setcc: boolean compares, setcc of setcc, single-bit tests", "[combine]") {
  checkFold({"setcc-of-zext-setcc",
             R"(define i32 @f(i32 %a, i32 %b) {
  %c = icmp slt i32 %a, %b
  %z = zext i1 %c to i32
  %d = icmp eq i32 %z, 0
  %e = zext i1 %d to i32
  ret i32 %e
})",
             Phase::Combine1,
             "riscv32",
             "",
             {"setge:ch"},
             {"setlt", "seteq"}});
  checkFold({"setcc-of-i1",
             R"(define i32 @f(i32 %a, i32 %b, i32 %c) {
  %x = icmp slt i32 %a, %b
  %y = icmp slt i32 %b, %c
  %d = icmp eq i1 %x, %y
  %e = zext i1 %d to i32
  ret i32 %e
})",
             Phase::Combine1,
             "riscv32",
             "",
             {" = xor "},
             {"seteq"}});
  // (x & 8) != 0 is (x & 8) >> 3 once the setcc produces an i32 (after type legalization).
  checkFold({"and-pow2-ne-0",
             R"(define i32 @f(i32 %a) {
  %m = and i32 %a, 8
  %c = icmp ne i32 %m, 0
  %e = zext i1 %c to i32
  ret i32 %e
})",
             Phase::CombineLT,
             "riscv32",
             "",
             {" = srl ", "Constant:i32<3>"},
             {"setne"}});
  // ... but not before type legalization (an i1 result is no legal type).
  checkFold({"and-pow2-ne-0-before-types",
             R"(define i32 @f(i32 %a) {
  %m = and i32 %a, 8
  %c = icmp ne i32 %m, 0
  %e = zext i1 %c to i32
  ret i32 %e
})",
             Phase::Combine1,
             "riscv32",
             "",
             {"setne"},
             {" = srl "}});
  // (x + 5) == 12 → x == 7; (x ^ y) == x → y == 0
  checkFold({"setcc-add-const",
             R"(define i32 @f(i32 %a, i32 %b) {
  %x = add i32 %a, 5
  %c = icmp eq i32 %x, 12
  %y = xor i32 %a, %b
  %d = icmp ne i32 %y, %a
  %e = zext i1 %c to i32
  %g = zext i1 %d to i32
  %r = add i32 %e, %g
  ret i32 %r
})",
             Phase::Combine1,
             "riscv32",
             "",
             {"setcc t2, Constant:i32<7>, seteq:ch", "setcc t4, Constant:i32<0>, setne:ch"},
             {"Constant:i32<12>"}});
  // An unsigned compare against a constant that is no immediate becomes a shifted compare (llc-19: srli 12;
  // seqz).
  checkFold({"setcc-shifted-immediate",
             R"(define i32 @f(i32 %a) {
  %c = icmp ult i32 %a, 4096
  %e = zext i1 %c to i32
  ret i32 %e
})",
             Phase::CombineLT,
             "riscv32",
             "",
             {" = srl t2, Constant:i32<12>"},
             {"Constant:i32<4096>"}});
}

// ---- selects ----------------------------------------------------------------------------------------------

TEST_CASE("combine select: select of constants becomes arithmetic on the condition", "[combine]") {
  const char* Head = "define i32 @f(i32 %a, i32 %b) {\n  %c = icmp slt i32 %a, %b\n";
  auto Sel = [&](const char* T, const char* F) {
    return std::string(Head) + "  %r = select i1 %c, i32 " + T + ", i32 " + F + "\n  ret i32 %r\n}\n";
  };
  std::string S10 = Sel("1", "0"), Sm10 = Sel("-1", "0"), S54 = Sel("5", "4"), S45 = Sel("4", "5"),
              S80 = Sel("8", "0"), Sm17 = Sel("-1", "7"), S7m1 = Sel("7", "-1"), S01 = Sel("0", "1");
  // llc-19 on riscv32: slt (1,0); slt+neg (-1,0); slt+addi 4 (5,4); slt+slli 3 (8,0).
  checkFold({"select-1-0", S10.c_str(), Phase::Combine1, "riscv32", "", {" = zero_extend "}, {"select"}});
  checkFold({"select-m1-0", Sm10.c_str(), Phase::Combine1, "riscv32", "", {" = sign_extend "}, {"select"}});
  checkFold({"select-0-1", S01.c_str(), Phase::Combine1, "riscv32", "", {" = zero_extend "}, {"select"}});
  checkFold({"select-5-4",
             S54.c_str(),
             Phase::Combine1,
             "riscv32",
             "",
             // zext c + 4, which visitADD turns into `or disjoint` (the two share no bits).
             {" = zero_extend ", " = or disjoint ", "Constant:i32<4>"},
             {"select"}});
  checkFold({"select-4-5",
             S45.c_str(),
             Phase::Combine1,
             "riscv32",
             "",
             // sext c + 5 = 5 - zext c, which visitSUB turns into xor (5 - x cannot borrow for x in {0, 1}).
             {" = zero_extend ", " = xor ", "Constant:i32<5>"},
             {"select"}});
  checkFold({"select-8-0",
             S80.c_str(),
             Phase::Combine1,
             "riscv32",
             "",
             {" = shl ", "Constant:i32<3>"},
             {"select"}});
  checkFold({"select-m1-7",
             Sm17.c_str(),
             Phase::Combine1,
             "riscv32",
             "",
             {" = or ", "Constant:i32<7>"},
             {"select"}});
  checkFold({"select-7-m1",
             S7m1.c_str(),
             Phase::Combine1,
             "riscv32",
             "",
             {" = or ", "Constant:i32<7>"},
             {"select"}});
  for (const std::string& IR : {S10, S54, S80, Sm17})
    CHECK(exec::execDiffAfter(IR, "riscv64", "+m,+zicond", Phase::Combine2) == "");
  // Constants far apart stay a select.
  std::string S100 = Sel("100", "3");
  checkFold({"select-100-3-kept", S100.c_str(), Phase::Combine1, "riscv32", "", {"select"}, {}});
}

TEST_CASE("combine select: sign-bit selects, inverted conditions, boolean selects", "[combine]") {
  // select (x < 0), 100, 0 → and (sra x, 31), 100 (llc-19: srai + andi).
  checkFold({"select-signbit-and",
             R"(define i32 @f(i32 %a) {
  %c = icmp slt i32 %a, 0
  %r = select i1 %c, i32 100, i32 0
  ret i32 %r
})",
             Phase::Combine1,
             "riscv32",
             "",
             {" = sra t2, Constant:i32<31>", " = and ", "Constant:i32<100>"},
             {"select"}});
  // select (not c), a, b → select c, b, a
  checkFold({"select-not-cond",
             R"(define i32 @f(i32 %a, i32 %b, i32 %x) {
  %c = icmp slt i32 %a, %b
  %n = xor i1 %c, true
  %r = select i1 %n, i32 %a, i32 %x
  ret i32 %r
})",
             Phase::Combine1,
             "riscv32",
             "",
             {"select t"},
             {" = xor "}});
  // Selects of i1 values are logic.
  checkFold({"select-bool",
             R"(define i32 @f(i32 %a, i32 %b, i32 %c) {
  %x = icmp slt i32 %a, %b
  %y = icmp slt i32 %b, %c
  %s = select i1 %x, i1 true, i1 %y
  %e = zext i1 %s to i32
  ret i32 %e
})",
             Phase::Combine1,
             "riscv32",
             "",
             {" = or "},
             {"select"}});
}

// ---- branches -------------------------------------------------------------------------------------------

TEST_CASE("combine brcond: a branch on an inverted bit becomes a branch on a compare", "[combine]") {
  // The builder inverts the branch into brcond (xor (xor t, 1), 1); rebuildSetCC turns the not of an xor into
  // seteq (the logic family's visitXOR folds the double xor away first once it exists).
  // The builder inverts the branch into brcond (xor (xor t, 1), 1); visitXOR folds the double xor away
  // before rebuildSetCC would see it, so the branch tests the truncated bit itself.
  checkFold({"brcond-xor",
             R"(define i32 @f(i32 %a, i32 %b) {
entry:
  %t = trunc i32 %a to i1
  %n = xor i1 %t, true
  br i1 %n, label %yes, label %no
yes:
  ret i32 %b
no:
  ret i32 7
})",
             Phase::Combine1,
             "riscv32",
             "",
             {"= brcond t0, t5, "},
             {" = xor ", "setcc"}});
  // brcond (setcc) stays: RISC-V's BR_CC is Expand. (The builder branches on the inverted compare, with the
  // destinations swapped, and visitXOR folds the not into the condition: slt becomes setge.)
  checkFold({"brcond-setcc-kept",
             R"(define i32 @f(i32 %a, i32 %b) {
entry:
  %c = icmp slt i32 %a, %b
  br i1 %c, label %yes, label %no
yes:
  ret i32 %b
no:
  ret i32 7
})",
             Phase::Combine1,
             "riscv32",
             "",
             {"brcond", "setge"},
             {"br_cc"}});
}

TEST_CASE("combine: seed foo keeps its compare shape", "[combine]") {
  const char* Foo = R"(define i32 @foo(i32 %v) {
  %lo = trunc i32 %v to i16
  %p = add i16 %lo, 5
  %c = icmp ugt i16 %p, 6
  %r = select i1 %c, i32 %v, i32 9
  ret i32 %r
})";
  std::string D = exec::dumpAfter(Foo, "riscv32", "", Phase::Combine2);
  INFO(D);
  // The select compares the masked add with 6 directly (RISC-V's SELECT_CC combine folds the boolean away):
  // 6 <u p, as llc-19's `li a2, 6; bltu a2, a1` does.
  CHECK(D.find("RISCVISD::SELECT_CC Constant:i32<6>, t22, setult:ch, t2, Constant:i32<9>") != std::string::npos);
  CHECK(D.find(" = setcc ") == std::string::npos);
  for (const Config& Cfg : ExecConfigs)
    CHECK(exec::execDiffAfter(Foo, Cfg.Triple, Cfg.Attrs, Phase::Combine2) == "");
}
