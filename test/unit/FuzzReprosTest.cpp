// test/unit/FuzzReprosTest.cpp — every input a fuzzer once broke stays fixed.
//
// test/inputs/fuzz-repros/NAME.ll holds the IR (NAME.bin the fuzzer's raw input) and a first line
// "; config: -mtriple=... [-mattr=...]". Each must type-legalize with the verifier on, exit 0 from the
// command line, and compute under the DAG interpreter what lli computes.
#include "bench/gen/LLVMTools.h"
#include "ir/Parser.h"
#include "support/Diagnostics.h"
#include "test/unit/ExecSupport.h"

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <sstream>

using namespace dt;
namespace fs = std::filesystem;

namespace {
std::string readFile(const fs::path& P) {
  std::ifstream In(P);
  std::stringstream SS;
  SS << In.rdbuf();
  return SS.str();
}

/// The value of "-Name=" in the config line, or "".
std::string configValue(const std::string& Config, const std::string& Name) {
  std::string Key = "-" + Name + "=";
  size_t At = Config.find(Key);
  if (At == std::string::npos) return "";
  size_t Start = At + Key.size();
  size_t End = Config.find_first_of(" \n", Start);
  return Config.substr(Start, End == std::string::npos ? std::string::npos : End - Start);
}
} // namespace

TEST_CASE("fuzz repros: each legalizes, verifies and executes like lli", "[fuzz][exec]") {
  fs::path Dir = fs::path(DAGTOOL_SOURCE_DIR) / "test" / "inputs" / "fuzz-repros";
  std::vector<fs::path> Inputs;
  for (const auto& E : fs::directory_iterator(Dir))
    if (E.path().extension() == ".ll") Inputs.push_back(E.path());
  std::sort(Inputs.begin(), Inputs.end());
  REQUIRE(!Inputs.empty());
  for (const fs::path& P : Inputs) {
    INFO(P.filename().string());
    std::string IR = readFile(P);
    const std::string Prefix = "; config: ";
    REQUIRE(IR.rfind(Prefix, 0) == 0);
    std::string Config = IR.substr(Prefix.size(), IR.find('\n') - Prefix.size());
    std::string Triple = configValue(Config, "mtriple"), Attrs = configValue(Config, "mattr");
    REQUIRE(!Triple.empty());
    CHECK(fs::exists(fs::path(P).replace_extension(".bin")));

    std::vector<std::string> Args = {std::string(DAGTOOL_BIN_DIR) + "/dagtool",
                                     "-mtriple=" + Triple,
                                     "--stop-after=legalize-types",
                                     "--verify",
                                     "-filetype=null",
                                     P.string()};
    if (!Attrs.empty()) Args.insert(Args.begin() + 2, "-mattr=" + Attrs);
    gen::RunResult R = gen::runProcess(Args, "", 60);
    INFO(R.Stderr);
    CHECK(R.ExitCode == 0);
    CHECK(exec::execDiff(IR, Triple, Attrs) == "");
  }
}

TEST_CASE("fuzz repros: IR that uses a value before its definition in a block is the reader's error",
          "[fuzz][ir]") {
  // select_fuzz (a mutation of test/golden/build/icmp.ll) made `%x7 = xor i1 %x7, %c8`: the reader
  // accepted it and the DAG builder stopped with an internal error. llvm-as/opt-19 reject both forms.
  const char* SelfUse = "define i1 @f(i1 %a) {\n  %x = xor i1 %x, %a\n  ret i1 %x\n}\n";
  const char* UseBeforeDef =
      "define i1 @f(i1 %a) {\n  %x = xor i1 %y, %a\n  %y = and i1 %a, %a\n  ret i1 %x\n}\n";
  for (const char* IR : {SelfUse, UseBeforeDef}) {
    INFO(IR);
    try {
      (void)ir::parseModule(IR, "x.ll");
      FAIL("accepted");
    } catch (const InputError& E) {
      std::string What = E.what();
      CHECK((What.find("Only PHI nodes may reference their own value") != std::string::npos ||
             What.find("Instruction does not dominate all uses") != std::string::npos));
    }
  }
  // Unreachable code may use a value before its definition (everything dominates it), as in LLVM.
  CHECK_NOTHROW(ir::parseModule("define i1 @f(i1 %a) {\n  ret i1 %a\ndead:\n  %x = xor i1 %y, %a\n"
                                "  %y = and i1 %a, %a\n  ret i1 %x\n}\n",
                                "x.ll"));
}

TEST_CASE("fuzz repros: the half truncated from a softened double is read from fa0 through selection",
          "[fuzz][exec]") {
  // select_fuzz saw the difference only in the selected DAG's result; check that phase too.
  fs::path P = fs::path(DAGTOOL_SOURCE_DIR) / "test" / "inputs" / "fuzz-repros" /
               "select-rv32f-half-softened-double.ll";
  CHECK(exec::execDiffAfter(readFile(P), "riscv32", "+f", Phase::Select) == "");
}
