// test/unit/ExecBuilderTest.cpp — the phases checked by execution: for random UB-free IR functions and
// for every golden input, the interpreter's results on the DAGs after building and after type legalization
// equal lli's on the same IR.
// Also registers the execution gate that DAGTOOL_BLESS=1 must pass before rewriting a golden file.
#include "test/unit/ExecSupport.h"
#include "test/unit/GoldenSupport.h"

#include "bench/gen/LLVMTools.h"

#include <catch2/catch.hpp>

#include <cstdlib>
#include <filesystem>

using namespace dt;

namespace {

PipelineOptions optionsFromArgs(const std::vector<std::string>& Args, Phase StopAfter) {
  std::string Triple = "riscv32", Attrs, Abi;
  unsigned O = 2;
  for (const std::string& A : Args) {
    auto value = [&](const char* Prefix) -> std::optional<std::string> {
      std::string P = Prefix;
      if (A.rfind(P, 0) == 0) return A.substr(P.size());
      return std::nullopt;
    };
    if (auto V = value("-mtriple=")) Triple = *V;
    else if (auto V = value("-mattr=")) Attrs = *V;
    else if (auto V = value("-target-abi=")) Abi = *V;
    else if (A.size() == 3 && A.rfind("-O", 0) == 0) O = unsigned(A[2] - '0');
  }
  PipelineOptions Opts;
  Opts.ST = riscv::Subtarget::create(Triple, Attrs, Abi);
  Opts.OptLevel = O;
  Opts.StopAfter = StopAfter;
  return Opts;
}

std::string checkGolden(const std::string& File, const golden::Variant& V) {
  std::string Text = golden::readFile(File);
  std::vector<gen::FunctionSig> Sigs;
  std::vector<gen::Call> Calls;
  std::string Why;
  if (!exec::makeCalls(Text, Sigs, Calls, Why)) return ""; // nothing callable: the dump stands on its own
  // The golden directory names the last phase (test/golden/legalize-types/...): its DAGs are the ones run.
  auto P = phaseByName(std::filesystem::path(File).parent_path().filename().string());
  exec::Report R = exec::compareWithLLI(Text, gen::buildDriver(Sigs, Calls), Calls,
                                        optionsFromArgs(V.Args, P ? *P : Phase::Build));
  return R.ok() ? "" : R.Failure + " (" + std::to_string(R.Mismatches) + " of " + std::to_string(R.Calls) + " calls differ)";
}

// Registered before main runs, so that the golden test's bless mode is gated by execution.
const bool Registered = [] {
  golden::execCheck() = checkGolden;
  return true;
}();

struct Config {
  const char* Name;
  const char* Triple;
  const char* Attrs;
  const char* Abi;
  bool FP;
};

const Config Configs[] = {
    {"riscv32", "riscv32", "", "", false},
    {"riscv32 +m", "riscv32", "+m", "", false},
    {"riscv32 +m,+f,+d ilp32d", "riscv32", "+m,+f,+d", "ilp32d", true},
    {"riscv32 soft-float", "riscv32", "+m", "", true},
    {"riscv64", "riscv64", "", "", false},
    {"riscv64 +m,+zbb", "riscv64", "+m,+zbb", "", false},
    {"riscv64 +m,+f,+d lp64d", "riscv64", "+m,+f,+d", "lp64d", true},
};

} // namespace

TEST_CASE("phases: random UB-free functions compute what lli computes after building and after type legalization", "[exec]") {
  if (!gen::toolsAvailable()) {
    WARN("LLVM 19 tools not found; skipping");
    return;
  }
  // DAGTOOL_EXEC_SEEDS overrides the number of modules per configuration (soak runs).
  unsigned Seeds = 12;
  if (const char* E = std::getenv("DAGTOOL_EXEC_SEEDS")) Seeds = unsigned(std::atoi(E));
  unsigned TotalCalls = 0, Modules = 0, Unsupported = 0;
  for (Phase StopAfter :
       {Phase::Build, Phase::Combine1, Phase::CombineLT, Phase::CombineLV, Phase::Legalize, Phase::Combine2})
  for (const Config& C : Configs) {
    for (unsigned Seed = 1; Seed <= Seeds; ++Seed) {
      gen::GenOptions G;
      G.Seed = Seed * 7919 + (C.FP ? 1 : 0);
      G.NumFunctions = 3;
      G.InstsPerFunction = 30;
      G.CallsPerFunction = 6;
      G.FP = C.FP;
      G.Vectors = Seed % 3 == 0;
      G.Calls = Seed % 2 == 0;
      gen::GeneratedModule GM = gen::generate(G);
      PipelineOptions Opts = optionsFromArgs({std::string("-mtriple=") + C.Triple, std::string("-mattr=") + C.Attrs,
                                              std::string("-target-abi=") + C.Abi},
                                             StopAfter);
      exec::Report R = exec::compareWithLLI(GM.ModuleText, GM.DriverText, GM.Calls, Opts);
      ++Modules;
      if (R.Unsupported) {
        ++Unsupported;
        WARN(phaseShortName(StopAfter) << ", " << C.Name << " seed " << G.Seed << ": " << R.Failure);
        continue;
      }
      INFO("after " << phaseShortName(StopAfter) << ", " << C.Name << ", seed " << G.Seed << ", features fp=" << C.FP << " vec=" << G.Vectors << " calls=" << G.Calls
                  << "\n" << R.Failure << "\nmodule:\n" << GM.ModuleText.substr(0, 6000));
      CHECK(R.ok());
      TotalCalls += R.Calls;
    }
  }
  WARN("builder vs lli: " << Modules << " modules, " << TotalCalls << " calls compared, " << Unsupported
                          << " unsupported");
  CHECK(Unsupported == 0);
  CHECK(TotalCalls > 0);
}

TEST_CASE("phases: every golden input computes what lli computes after its phase", "[exec]") {
  if (!gen::toolsAvailable()) {
    WARN("LLVM 19 tools not found; skipping");
    return;
  }
  unsigned Checked = 0;
  for (const auto& F : golden::goldenInputs()) {
    for (const golden::Variant& V : golden::variantsOf(golden::readFile(F))) {
      INFO(F.string() << " variant " << V.Name);
      std::string Why = checkGolden(F.string(), V);
      CHECK(Why.empty());
      if (!Why.empty()) WARN(Why);
      ++Checked;
    }
  }
  CHECK(Checked > 0);
}
