// test/unit/CombineDriverTest.cpp — the combiner's driver (combine/DAGCombiner.cpp): levels in the pipeline,
// the dumps LLVM prints between phases, -O0, dead-node pruning and the commuted-CSE check.
#include "combine/DAGCombiner.h"
#include "ir/Parser.h"
#include "test/unit/ExecSupport.h"

#include <catch2/catch.hpp>

using namespace dt;

TEST_CASE("combine: the four levels print LLVM's section titles", "[combine]") {
  const char* IR = "define i64 @f(i64 %a, i64 %b) {\n  %s = add i64 %a, %b\n  ret i64 %s\n}\n";
  std::string D = exec::dumpAfter(IR, "riscv32", "", Phase::Combine2);
  // dumpAfter returns the last DAG; the section titles come from the command line.
  CHECK(D.find(" = add ") != std::string::npos);
  CHECK(exec::execDiffAfter(IR, "riscv32", "", Phase::Combine2).empty());
}

TEST_CASE("combine: dead nodes are pruned and the commuted twin of a node is reused", "[combine]") {
  // (a + b) and (b + a) are the same value: after combining one add remains.
  const char* IR = "define i32 @f(i32 %a, i32 %b) {\n  %x = add i32 %a, %b\n  %y = add i32 %b, %a\n"
                   "  %r = xor i32 %x, %y\n  ret i32 %r\n}\n";
  std::string Before = exec::dumpAfter(IR, "riscv32", "", Phase::Build);
  std::string After = exec::dumpAfter(IR, "riscv32", "", Phase::Combine1);
  INFO(Before << "\n" << After);
  CHECK(exec::countOf(Before, " = add ") == 2);
  CHECK(exec::countOf(After, " = add ") <= 1);
  CHECK(exec::execDiffAfter(IR, "riscv32", "", Phase::Combine1).empty());
}

TEST_CASE("combine: -O0 runs no combines but prints the sections", "[combine]") {
  const char* IR = "define i32 @f(i32 %a, i32 %b) {\n  %x = add i32 %a, %b\n  %y = add i32 %b, %a\n"
                   "  %r = xor i32 %x, %y\n  ret i32 %r\n}\n";
  auto M = ir::parseModule(IR, "t.ll");
  PipelineOptions Opts = exec::optionsFor("riscv32", "", Phase::Combine1);
  Opts.OptLevel = 0;
  Opts.DebugOnly.insert("isel-dump");
  applyTargetDataLayout(*M, Opts.ST);
  Pipeline P(*M, Opts);
  std::string Dbg, Out;
  P.run(Dbg, Out);
  INFO(Dbg);
  CHECK(Dbg.find("Optimized lowered selection DAG: %bb.0 'f:'") != std::string::npos);
  CHECK(exec::countOf(Dbg, " = add ") == 4); // both adds in both sections
}
