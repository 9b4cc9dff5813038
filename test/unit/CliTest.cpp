// test/unit/CliTest.cpp — the dagtool command line: options, exit codes, diagnostics, outputs.
#include "bench/gen/LLVMTools.h"
#include "test/unit/GoldenSupport.h"

#include <catch2/catch.hpp>
#include <filesystem>

using namespace dt;
namespace fs = std::filesystem;

namespace {
gen::RunResult dagtool(std::vector<std::string> Args, const std::string& Stdin = "") {
  Args.insert(Args.begin(), std::string(DAGTOOL_BIN_DIR) + "/dagtool");
  return gen::runProcess(Args, Stdin, 60);
}
const std::string Foo = std::string(DAGTOOL_SOURCE_DIR) + "/examples/foo.ll";
} // namespace

TEST_CASE("cli: help and usage errors", "[cli]") {
  auto H = dagtool({"--help"});
  CHECK(H.ExitCode == 0);
  CHECK(H.Stdout.find("Examples:") != std::string::npos);
  CHECK(H.Stdout.find("--stop-after") != std::string::npos);
  CHECK(H.Stdout.find("in order: build, legalize-types, legalize-vector-ops, legalize-types-again, legalize") != std::string::npos);
  CHECK(dagtool({"-mtriple=x86_64", Foo}).ExitCode == 2);
  CHECK(dagtool({"-mtriple=riscv32", "-mattr=+q", Foo}).ExitCode == 2);
  CHECK(dagtool({"-mtriple=riscv32", "-target-abi=lp64", Foo}).ExitCode == 2);
  CHECK(dagtool({"-mtriple=riscv32", "-target-abi=ilp32d", Foo}).ExitCode == 2); // needs +d
  CHECK(dagtool({"-mtriple=riscv32", "--stop-after=nonsense", Foo}).ExitCode == 2);
  CHECK(dagtool({"-mtriple=riscv32", "-O7", Foo}).ExitCode == 2);
  CHECK(dagtool({"-mtriple=riscv32"}).ExitCode == 2); // no input
  auto U = dagtool({"-mtriple=riscv32", "-mattr=+zzz", Foo});
  CHECK(U.Stderr.find("unsupported -mattr feature 'zzz'") != std::string::npos);
}

TEST_CASE("cli: input errors carry file:line:col and exit 1", "[cli]") {
  auto R = dagtool({"-mtriple=riscv32", "-filetype=null", "-"}, "define i32 @f() {\n  %x = add i32 1\n}\n");
  CHECK(R.ExitCode == 1);
  CHECK(R.Stderr.rfind("<stdin>:3:1: error: expected ','", 0) == 0);
  CHECK(R.Stderr.find("error:") != std::string::npos);
  CHECK(dagtool({"-mtriple=riscv32", "/nonexistent/file.ll"}).ExitCode == 1);
}

TEST_CASE("cli: unsupported constructs name themselves and exit 3", "[cli]") {
  auto R = dagtool(
      {"-mtriple=riscv32", "-filetype=null", "-"},
      "define void @f(ptr %p, i32 %n) {\n  %a = alloca i8, i32 %n\n  store i8 0, ptr %a\n  ret void\n}\n");
  CHECK(R.ExitCode == 3);
  CHECK(R.Stderr.find("<stdin>:2:3: error: unsupported construct: dynamic alloca") != std::string::npos);
  // Assembly output does not exist yet: a clear error, not silence.
  auto A = dagtool({"-mtriple=riscv32", Foo});
  CHECK(A.ExitCode == 3);
  CHECK(A.Stderr.find("assembly output") != std::string::npos);
}

TEST_CASE("cli: dumps go to stderr with -debug-only, to -o with --print-after", "[cli]") {
  auto R = dagtool({"-mtriple=riscv32", "-debug-only=isel-dump", "-filetype=null", Foo});
  CHECK(R.ExitCode == 0);
  CHECK(R.Stdout.empty());
  CHECK(R.Stderr.rfind("\n\n\n=== foo\n\nInitial selection DAG: %bb.0 'foo:'\n", 0) == 0);
  auto F = dagtool(
      {"-mtriple=riscv32", "-debug-only=isel-dump", "-filetype=null", "-filter-print-funcs=bar", Foo});
  CHECK(F.ExitCode == 0);
  CHECK(F.Stderr.empty());
  gen::TempDir T;
  std::string Out = T.path() + "/out.txt";
  auto P = dagtool({"-mtriple=riscv32", "--print-after=build", "-o", Out, Foo});
  CHECK(P.ExitCode == 0);
  CHECK(golden::readFile(Out).find("SelectionDAG has 14 nodes:") != std::string::npos);
  auto S = dagtool({"-mtriple=riscv32", "--emit=dump", "--sorted", Foo});
  CHECK(S.ExitCode == 0);
  // --emit alone prints after the last phase that runs: type legalization adds three nodes to foo.
  CHECK(S.Stdout.find("Type-legalized selection DAG: %bb.0 'foo:'\nSelectionDAG has 17 nodes:") !=
        std::string::npos);
  auto B = dagtool({"-mtriple=riscv32", "--stop-after=build", "--emit=dump", Foo});
  CHECK(B.Stdout.find("Initial selection DAG: %bb.0 'foo:'\nSelectionDAG has 14 nodes:") !=
        std::string::npos);
}

TEST_CASE("cli: --emit=dot is valid graphviz and --emit=json parses", "[cli]") {
  auto D = dagtool({"-mtriple=riscv32", "--emit=dot", Foo});
  REQUIRE(D.ExitCode == 0);
  auto V = gen::runProcess({"dot", "-Tsvg"}, D.Stdout, 30);
  if (V.ExitCode == -1) {
    WARN("graphviz not installed");
  } else {
    CHECK(V.ExitCode == 0);
    CHECK(V.Stdout.find("<svg") != std::string::npos);
  }
  auto J = dagtool({"-mtriple=riscv32", "--emit=json", Foo});
  REQUIRE(J.ExitCode == 0);
  CHECK(J.Stdout.find("\"root\"") != std::string::npos);
}

TEST_CASE("cli: a dump (ours or LLVM's) reads back with --start-after", "[cli]") {
  std::string Gold = std::string(DAGTOOL_SHARED_DIR) + "/reference/golden/foo.riscv32.initial.expected";
  auto R = dagtool({"-mtriple=riscv32", "--start-after=build", "--stop-after=build", "--emit=dump", Gold});
  CHECK(R.ExitCode == 0);
  CHECK(R.Stdout == "\n" + golden::readFile(Gold) + "\n\n");
  // Without --stop-after the later phases run on the DAG read: LLVM's own Type-legalized DAG, ids and all.
  auto T = dagtool({"-mtriple=riscv32", "--start-after=build", "--print-after=legalize-types", Gold});
  CHECK(T.ExitCode == 0);
  std::string Want = golden::readFile(std::string(DAGTOOL_SHARED_DIR) +
                                      "/reference/golden/foo.riscv32.type-legalized.expected");
  CHECK(T.Stdout == "\n" + Want + "\n\n");
  auto Bad =
      dagtool({"-mtriple=riscv32", "--start-after=build", "--emit=dump", "-"}, "  t1: i32 = frobnicate t0\n");
  CHECK(Bad.ExitCode == 1);
}
