// test/unit/CombineStoreMergeTest.cpp — store merging and chain improvement (combine/CombineStoreMerge.cpp):
// mergeConsecutiveStores of constants and of loaded values, FindBetterChain for loads and stores, and the
// cases where LLVM must not merge (misaligned, volatile, -O0, different bases). Every fold is executed
// against lli-19 (riscv32 and riscv64 +m, after the first and the last combine); the expected shapes follow
// llc-19's assembly for the same IR (quoted at each test); a block of 2,000 stores checks that the combiner
// stays fast and right on big blocks.
#include "dag/Printer.h"
#include "ir/IR.h"
#include "ir/Parser.h"
#include "test/unit/ExecSupport.h"

#include <catch2/catch.hpp>
#include <sstream>

using namespace dt;

namespace {

std::string execAll(const std::string& IR, const char* Attrs = "+m") {
  for (const char* Triple : {"riscv32", "riscv64"})
    for (Phase P : {Phase::Combine1, Phase::Combine2}) {
      std::string D = exec::execDiffAfter(IR, Triple, Attrs, P);
      if (!D.empty())
        return std::string(Triple) + " after " + (P == Phase::Combine1 ? "combine1: " : "combine2: ") + D;
    }
  return "";
}

std::string after(const std::string& IR, Phase P, const char* Triple = "riscv32", unsigned OptLevel = 2) {
  auto M = ir::parseModule(IR, "test.ll");
  PipelineOptions Opts = exec::optionsFor(Triple, "+m", P);
  Opts.OptLevel = OptLevel;
  applyTargetDataLayout(*M, Opts.ST);
  Pipeline Pl(*M, Opts);
  std::string Dbg, Out, Dump;
  for (const auto& F : M->Functions) {
    if (F->isDeclaration()) continue;
    FunctionDAGs D = Pl.runFunction(*F, Dbg, Out);
    for (const auto& B : D.Blocks)
      if (B) Dump += dumpDAG(*B);
  }
  return Dump;
}

/// Four `store i8` constants 1..4 at offsets 0..3 of Ptr with the given alignments.
std::string fourByteStores(const std::string& Ptr, const char* Align0, const char* Align2,
                           const char* Extra = "") {
  std::ostringstream S;
  S << "  store " << Extra << "i8 1, ptr " << Ptr << ", align " << Align0 << "\n"
    << "  %p1 = getelementptr i8, ptr " << Ptr << ", i32 1\n  store " << Extra << "i8 2, ptr %p1, align 1\n"
    << "  %p2 = getelementptr i8, ptr " << Ptr << ", i32 2\n  store " << Extra << "i8 3, ptr %p2, align "
    << Align2 << "\n  %p3 = getelementptr i8, ptr " << Ptr << ", i32 3\n  store " << Extra
    << "i8 4, ptr %p3, align 1\n";
  return S.str();
}

/// A function storing the four bytes into an alloca of the given alignment and returning them as one i32
/// (bytes read back one by one, so the loads do not depend on the merge).
std::string allocaFunction(const char* Align0, const char* Align2, const char* Extra = "") {
  return std::string("define i32 @f(i32 %x) {\n  %a = alloca [4 x i8], align 4\n") +
         fourByteStores("%a", Align0, Align2, Extra) +
         "  %l0 = load i8, ptr %a\n  %l3 = load i8, ptr %p3\n  %z0 = zext i8 %l0 to i32\n"
         "  %z3 = zext i8 %l3 to i32\n  %s3 = shl i32 %z3, 24\n  %o = or i32 %z0, %s3\n  %r = xor i32 %o, "
         "%x\n"
         "  ret i32 %r\n}\n";
}

} // namespace

TEST_CASE("store merging: four i8 constants at an align-4 address become one i32 store", "[combine]") {
  // llc-19 -mtriple=riscv32: `lui a1, 16432; addi a1, a1, 513; sw a1, 0(a0)` — one sw of 0x04030201
  // (67305985) instead of four sb; the memory operand keeps %ir.p.
  const std::string IR = "define void @f(ptr %p) {\n" + fourByteStores("%p", "4", "2") + "  ret void\n}\n";
  for (const char* Triple : {"riscv32", "riscv64"}) {
    std::string D = after(IR, Phase::Combine1, Triple);
    INFO(Triple << "\n" << D);
    CHECK(exec::countOf(D, " = store<") == 1);
    // RV64 has no legal i32: the i64 constant is stored truncated (still one sw).
    bool RV64 = std::string(Triple) == "riscv64";
    CHECK(exec::countOf(D, RV64 ? "store<(store (s32) into %ir.p), trunc to i32>"
                                : "store<(store (s32) into %ir.p)>") == 1);
    CHECK(exec::countOf(D, RV64 ? "Constant:i64<67305985>" : "Constant:i32<67305985>") == 1);
  }
  CHECK(execAll(allocaFunction("4", "2")) == "");
}

TEST_CASE("store merging: an align-2 start gives two truncating i16 stores", "[combine]") {
  // llc-19 (both XLENs): `li a1, 513; sh a1, 0(a0); li a1, 1027; sh a1, 2(a0)`. An i32 store would need
  // align 4; i16 is promoted, so each pair becomes a truncating store of the widened constant.
  const std::string IR = "define void @f(ptr %p) {\n" + fourByteStores("%p", "2", "2") + "  ret void\n}\n";
  std::string D = after(IR, Phase::Combine1);
  INFO(D);
  CHECK(exec::countOf(D, " = store<") == 2);
  CHECK(exec::countOf(D, "trunc to i16") == 2);
  CHECK(exec::countOf(D, "Constant:i32<513>") == 1);
  CHECK(exec::countOf(D, "Constant:i32<1027>") == 1);
  CHECK(execAll(allocaFunction("2", "2")) == "");
}

TEST_CASE("store merging: misaligned, volatile, -O0 and different bases do not merge", "[combine]") {
  SECTION("align 1: RISC-V has no fast misaligned access") {
    // llc-19: four sb.
    const std::string IR = "define void @f(ptr %p) {\n" + fourByteStores("%p", "1", "1") + "  ret void\n}\n";
    CHECK(exec::countOf(after(IR, Phase::Combine2), " = store<") == 4);
    CHECK(execAll(allocaFunction("1", "1")) == "");
  }
  SECTION("volatile stores") {
    // llc-19: four sb (volatile accesses are never merged or reordered).
    const std::string IR =
        "define void @f(ptr %p) {\n" + fourByteStores("%p", "4", "2", "volatile ") + "  ret void\n}\n";
    CHECK(exec::countOf(after(IR, Phase::Combine2), " = store<") == 4);
    CHECK(execAll(allocaFunction("4", "2", "volatile ")) == "");
  }
  SECTION("-O0 runs no combine") {
    const std::string IR = "define void @f(ptr %p) {\n" + fourByteStores("%p", "4", "2") + "  ret void\n}\n";
    CHECK(exec::countOf(after(IR, Phase::Combine2, "riscv32", 0), " = store<") == 4);
  }
  SECTION("different base pointers") {
    // llc-19: `sb a2, 0(a0)` and `sb a0, 1(a1)`.
    const std::string IR = "define void @f(ptr %p, ptr %q) {\n  store i8 1, ptr %p, align 4\n"
                           "  %q1 = getelementptr i8, ptr %q, i32 1\n  store i8 2, ptr %q1, align 1\n"
                           "  ret void\n}\n";
    CHECK(exec::countOf(after(IR, Phase::Combine2), " = store<") == 2);
    const std::string Exec = "define i32 @f(i32 %x) {\n  %a = alloca [2 x i8], align 4\n"
                             "  %b = alloca [2 x i8], align 4\n  store i8 1, ptr %a, align 4\n"
                             "  %b1 = getelementptr i8, ptr %b, i32 1\n  store i8 2, ptr %b1, align 1\n"
                             "  %l = load i8, ptr %a\n  %m = load i8, ptr %b1\n  %s = add i8 %l, %m\n"
                             "  %z = zext i8 %s to i32\n  %r = add i32 %z, %x\n  ret i32 %r\n}\n";
    CHECK(execAll(Exec) == "");
  }
  SECTION("wider than the widest legal type") {
    // llc-19 -mtriple=riscv32: two sw (no i64 store on RV32); riscv64: one sd of 0x200000001.
    const std::string IR = "define void @f(ptr %p) {\n  store i32 1, ptr %p, align 8\n"
                           "  %p1 = getelementptr i8, ptr %p, i32 4\n  store i32 2, ptr %p1, align 4\n"
                           "  ret void\n}\n";
    CHECK(exec::countOf(after(IR, Phase::Combine2, "riscv32"), " = store<") == 2);
    std::string D64 = after(IR, Phase::Combine1, "riscv64");
    INFO(D64);
    CHECK(exec::countOf(D64, " = store<") == 1);
    CHECK(exec::countOf(D64, "Constant:i64<8589934593>") == 1);
    const std::string Exec =
        "define i64 @f(i64 %x) {\n  %a = alloca [2 x i32], align 8\n"
        "  store i32 1, ptr %a, align 8\n  %a1 = getelementptr i8, ptr %a, i32 4\n"
        "  store i32 2, ptr %a1, align 4\n  %l = load i64, ptr %a\n  %r = add i64 %l, %x\n"
        "  ret i64 %r\n}\n";
    CHECK(execAll(Exec) == "");
  }
}

TEST_CASE("store merging: overlapping stores merge in the right order", "[combine]") {
  // llc-19 (both XLENs): `lui a1, 20544; addi a1, a1, 515; sw a1, 0(a0)` — 0x05040203: the second store to
  // offset 0 wins, and the merged store writes what the four remaining stores wrote.
  const std::string Body = "  store i8 1, ptr %a, align 4\n  %p1 = getelementptr i8, ptr %a, i32 1\n"
                           "  store i8 2, ptr %p1, align 1\n  store i8 3, ptr %a, align 4\n"
                           "  %p2 = getelementptr i8, ptr %a, i32 2\n  store i8 4, ptr %p2, align 2\n"
                           "  %p3 = getelementptr i8, ptr %a, i32 3\n  store i8 5, ptr %p3, align 1\n";
  const std::string IR = "define void @f(ptr %a) {\n" + Body + "  ret void\n}\n";
  std::string D = after(IR, Phase::Combine2);
  INFO(D);
  CHECK(exec::countOf(D, " = store<") == 1);
  CHECK(exec::countOf(D, "Constant:i32<84148739>") == 1);
  const std::string Exec = "define i32 @f(i32 %x) {\n  %a = alloca [4 x i8], align 4\n" + Body +
                           "  %l = load i32, ptr %a\n  %r = xor i32 %l, %x\n  ret i32 %r\n}\n";
  CHECK(execAll(Exec) == "");
}

TEST_CASE("store merging: stores of consecutive loads become one load and one store", "[combine]") {
  // llc-19 (both XLENs): `lw a1, 0(a1); sw a1, 0(a0)` for a 4-byte copy at align 4.
  std::string Copy = "  %l0 = load i8, ptr %q, align 4\n  %q1 = getelementptr i8, ptr %q, i32 1\n"
                     "  %l1 = load i8, ptr %q1, align 1\n  %q2 = getelementptr i8, ptr %q, i32 2\n"
                     "  %l2 = load i8, ptr %q2, align 2\n  %q3 = getelementptr i8, ptr %q, i32 3\n"
                     "  %l3 = load i8, ptr %q3, align 1\n  store i8 %l0, ptr %p, align 4\n"
                     "  %p1 = getelementptr i8, ptr %p, i32 1\n  store i8 %l1, ptr %p1, align 1\n"
                     "  %p2 = getelementptr i8, ptr %p, i32 2\n  store i8 %l2, ptr %p2, align 2\n"
                     "  %p3 = getelementptr i8, ptr %p, i32 3\n  store i8 %l3, ptr %p3, align 1\n";
  const std::string IR = "define void @f(ptr %p, ptr %q) {\n" + Copy + "  ret void\n}\n";
  for (const char* Triple : {"riscv32", "riscv64"}) {
    std::string D = after(IR, Phase::Combine1, Triple);
    INFO(Triple << "\n" << D);
    CHECK(exec::countOf(D, " = store<") == 1);
    CHECK(exec::countOf(D, " = load<") == 1);
    // RV64 has no legal i32: an extending load and a truncating store of i64 (llc-19 still gives lw + sw).
    CHECK(exec::countOf(D, "store<(store (s32) into %ir.p)") == 1);
    CHECK(exec::countOf(D, "load<(load (s32) from %ir.q)") == 1);
  }
  const std::string Exec = "define i32 @f(i32 %x) {\n  %q = alloca i32, align 4\n  %p = alloca i32, align 4\n"
                           "  store i32 %x, ptr %q\n" +
                           Copy + "  %r = load i32, ptr %p\n  ret i32 %r\n}\n";
  CHECK(execAll(Exec) == "");
}

TEST_CASE("FindBetterChain: a load past a store to another offset of the same base hangs from the entry",
          "[combine]") {
  // llc-19 (both XLENs): `lw a2, 0(a0); sw a1, 4(a0)` — the load is scheduled before the store because its
  // chain no longer goes through it.
  const std::string IR = "define i32 @f(ptr %p, i32 %v) {\n  %p1 = getelementptr i8, ptr %p, i32 4\n"
                         "  store i32 %v, ptr %p1\n  %l = load i32, ptr %p\n  ret i32 %l\n}\n";
  std::string D = after(IR, Phase::Combine1);
  INFO(D);
  CHECK(D.find("load<(load (s32) from %ir.p)> t0, ") != std::string::npos);
  // Frame-index form: the load of a[0] skips the store to a[1] and then takes the value stored to a[0]
  // (llc-19 returns the argument: `mv a0, a1`-free `ret`).
  const std::string Frame = "define i32 @f(i32 %v, i32 %w) {\n  %a = alloca [2 x i32], align 4\n"
                            "  store i32 %v, ptr %a\n  %a1 = getelementptr i32, ptr %a, i32 1\n"
                            "  store i32 %w, ptr %a1\n  %l = load i32, ptr %a\n  %r = sub i32 %l, %w\n"
                            "  ret i32 %r\n}\n";
  std::string F = after(Frame, Phase::Combine1);
  INFO(F);
  CHECK(exec::countOf(F, " = load<") == 0);
  CHECK(execAll(Frame) == "");
}

TEST_CASE("FindBetterChain: stores to different stack objects hang from the entry side by side",
          "[combine]") {
  const std::string IR = "define i32 @f(i32 %v, i32 %w) {\n  %a = alloca i32\n  %b = alloca i32\n"
                         "  store i32 %v, ptr %a\n  store i32 %w, ptr %b\n  %la = load volatile i32, ptr %a\n"
                         "  %lb = load volatile i32, ptr %b\n  %r = sub i32 %la, %lb\n  ret i32 %r\n}\n";
  std::string D = after(IR, Phase::Combine1);
  INFO(D);
  // Both stores take the entry token as their chain (a TokenFactor joins them for the volatile loads).
  CHECK(exec::countOf(D, "= store<(store (s32) into %ir.a)> t0,") +
            exec::countOf(D, "= store<(store (s32) into %ir.b)> t0,") ==
        2);
  CHECK(execAll(IR) == "");
}

TEST_CASE("store merging: a block of 2,000 stores to one base combines correctly", "[combine]") {
  // Consecutive i8 constants (merged four at a time), consecutive i32 constants, and 2,000 stores to one
  // address (each overwriting the last): the combiner must stay near-linear; the loads read results back.
  std::ostringstream S;
  S << "define i32 @f(i32 %x) {\n  %a = alloca [2000 x i8], align 4\n  %b = alloca [2000 x i32], align 4\n"
       "  %c = alloca i32, align 4\n";
  // Three runs, each in program order (LLVM parallelizes a run of chained stores at ascending addresses).
  for (int I = 0; I < 2000; ++I) {
    int Align = I % 4 == 0 ? 4 : I % 2 == 0 ? 2 : 1;
    S << "  %pa" << I << " = getelementptr i8, ptr %a, i32 " << I << "\n  store i8 " << (I * 7 + 3) % 256
      << ", ptr %pa" << I << ", align " << Align << "\n";
  }
  for (int I = 0; I < 2000; ++I)
    S << "  %pb" << I << " = getelementptr i32, ptr %b, i32 " << I << "\n  store i32 " << I * 977
      << ", ptr %pb" << I << ", align 4\n";
  for (int I = 0; I < 2000; ++I) S << "  store i32 " << I << ", ptr %c, align 4\n";
  S << "  %l0 = load i32, ptr %pa1000\n  %l1 = load i32, ptr %pb1999\n  %l2 = load i32, ptr %c\n"
       "  %l3 = load i32, ptr %pa4\n  %s0 = add i32 %l0, %l1\n  %s1 = xor i32 %s0, %l2\n  %s2 = sub i32 %s1, "
       "%l3\n"
       "  %r = add i32 %s2, %x\n  ret i32 %r\n}\n";
  const std::string IR = S.str();
  CHECK(exec::execDiffAfter(IR, "riscv32", "+m", Phase::Combine2) == "");
  CHECK(exec::execDiffAfter(IR, "riscv64", "+m", Phase::Combine1) == "");
  std::string D = after(IR, Phase::Combine1);
  // Far fewer than the 6,000 stores of the IR remain: the i8 stores merge four at a time.
  CHECK(exec::countOf(D, " = store<") < 4000);
}
