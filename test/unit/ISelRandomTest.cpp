// test/unit/ISelRandomTest.cpp — random UB-free functions through selection on every extension set, against
// lli.
//
// The matrix: rv32 and rv64 × {I, +m, +m,+zbb, +f, +d, +zfh, +zfhmin}, F and D with both their hard-float
// default ABI and the soft-float one; per configuration one module per feature group of bench/gen's generator
// (integers with odd and wide widths, intrinsics and selects; control flow, memory and calls; vectors, which
// the type legalizer turns into scalars; floating point, softened into libcalls where there is no F), each
// module's calls run by the DAG interpreter on the selected DAGs and compared with lli-19's output.
// DAGTOOL_EXEC_SEEDS=N runs N seeds per group instead of one (about 7 s per seed for the 18 configurations);
// the second seed has an open mismatch, kept visible in the [!mayfail] case at the end.
// Known gaps other engineers are closing are excused only by their exact failure text (knownGap below),
// counted and listed; such a module is replaced by the next seed so that every configuration and group
// compares one. Anything else fails the test.
#include "bench/gen/IRGen.h"
#include "bench/gen/LLVMTools.h"
#include "test/unit/ExecSupport.h"

#include <catch2/catch.hpp>
#include <cstdlib>
#include <string>

using namespace dt;

namespace {

struct Config {
  const char *Triple, *Attrs, *Abi; // Abi "" = LLVM's default for the extensions (hard-float with F/D)
  bool HasF;
};

const Config Configs[] = {
    {"riscv32", "", "", false},       {"riscv32", "+m", "", false},     {"riscv32", "+m,+zbb", "", false},
    {"riscv32", "+f", "", true},      {"riscv32", "+f", "ilp32", true}, {"riscv32", "+d", "", true},
    {"riscv32", "+d", "ilp32", true}, {"riscv32", "+zfh", "", true},    {"riscv32", "+zfhmin", "", true},
    {"riscv64", "", "", false},       {"riscv64", "+m", "", false},     {"riscv64", "+m,+zbb", "", false},
    {"riscv64", "+f", "", true},      {"riscv64", "+f", "lp64", true},  {"riscv64", "+d", "", true},
    {"riscv64", "+d", "lp64", true},  {"riscv64", "+zfh", "", true},    {"riscv64", "+zfhmin", "", true},
};

enum class Group { Int, CFMemCalls, Vectors, FP };
const Group Groups[] = {Group::Int, Group::CFMemCalls, Group::Vectors, Group::FP};
const char* groupName(Group G) {
  switch (G) {
  case Group::Int: return "int";
  case Group::CFMemCalls: return "cf+mem+calls";
  case Group::Vectors: return "vectors";
  case Group::FP: return "fp";
  }
  return "?";
}

gen::GenOptions optionsFor(Group Grp, unsigned Seed) {
  gen::GenOptions G;
  G.Seed = Seed;
  G.NumFunctions = 2;
  G.InstsPerFunction = 20;
  G.CallsPerFunction = 4;
  G.Int = true;
  G.OddWidths = true;
  G.Wide = true;
  G.Intrinsics = true;
  G.Select = true;
  G.ControlFlow = Grp == Group::CFMemCalls || Grp == Group::FP;
  G.Memory = Grp == Group::CFMemCalls;
  G.Calls = Grp == Group::CFMemCalls;
  G.Vectors = Grp == Group::Vectors;
  G.FP = Grp == Group::FP;
  return G;
}

/// A failure another engineer's work will remove (the brief names them: f16/Zfhmin conversions, is_fpclass on
/// f16, the SplitF64/BuildPairF64 combines, sign_extend_inreg/parity expansion), recognised by its exact
/// text;
/// "" when Failure is none of them.
std::string knownGap(const Config& C, const std::string& Failure) {
  auto has = [&](const char* Text) { return Failure.find(Text) != std::string::npos; };
  const bool HalfExtension = std::string(C.Attrs).find("zfh") != std::string::npos;
  if (has("no expansion or runtime call for Expand")) {
    if (has(" = parity ")) return "parity expansion";
    if (has(" = sign_extend_inreg ")) return "sign_extend_inreg expansion";
    if (HalfExtension && has(" = is_fpclass ")) return "is_fpclass on f16";
  }
  if (HalfExtension && has("cannot select") &&
      (has("f16 = sint_to_fp") || has("f16 = uint_to_fp") || has("operands f16)")))
    return "f16 <-> integer conversion under Zfh/Zfhmin";
  if (has("SplitF64") || has("BuildPairF64")) return "SplitF64/BuildPairF64 combine";
  return "";
}

struct Counts {
  unsigned Modules = 0, Compared = 0, Calls = 0, Excused = 0;
  std::string ExcusedSeeds;
};

} // namespace

TEST_CASE("isel random: selected DAGs on every extension set compute what lli computes", "[isel]") {
  if (!gen::toolsAvailable()) {
    WARN("LLVM 19 tools not found; skipping");
    return;
  }
  unsigned Seeds = 1;
  if (const char* E = std::getenv("DAGTOOL_EXEC_SEEDS")) Seeds = unsigned(std::max(1, std::atoi(E)));
  Counts Total;
  for (const Config& C : Configs) {
    PipelineOptions Opts = exec::optionsFor(C.Triple, C.Attrs, Phase::Select);
    Opts.ST = riscv::Subtarget::create(C.Triple, C.Attrs, C.Abi);
    for (Group Grp : Groups)
      for (unsigned S = 0; S < Seeds; ++S) {
        // A module that runs into a known gap is counted and replaced by the next seed (at most MaxTries), so
        // that every configuration and group still compares something.
        constexpr unsigned MaxTries = 4;
        for (unsigned Try = 0; Try < MaxTries; ++Try) {
          gen::GenOptions G = optionsFor(Grp, 7919 * (S + 1) + 101 * Try + unsigned(Grp));
          gen::GeneratedModule GM = gen::generate(G);
          exec::Report R = exec::compareWithLLI(GM.ModuleText, GM.DriverText, GM.Calls, Opts);
          ++Total.Modules;
          std::string Label = std::string(C.Triple) + " " + C.Attrs + " " + C.Abi + " " + groupName(Grp) +
                              " seed " + std::to_string(G.Seed);
          if (std::string Gap = knownGap(C, R.Failure); !Gap.empty()) {
            ++Total.Excused;
            Total.ExcusedSeeds += "\n  " + Label + ": " + Gap;
            continue;
          }
          INFO(Label << "\n" << R.Failure << "\n" << GM.ModuleText.substr(0, 6000));
          CHECK(R.ok());
          CHECK(!R.Unsupported);
          Total.Calls += R.Calls;
          ++Total.Compared;
          break;
        }
      }
  }
  WARN("selected DAGs vs lli: " << Total.Modules << " modules, " << Total.Compared << " compared ("
                                << Total.Calls << " calls), " << Total.Excused
                                << " excused as known gaps:" << Total.ExcusedSeeds);
  // Every configuration × group compares at least one module per seed.
  CHECK(Total.Compared ==
        Seeds * (sizeof(Configs) / sizeof(Configs[0])) * (sizeof(Groups) / sizeof(Groups[0])));
}

// The second seed's FP module (7919 * 2 + 3) on +f with the default hard-float ABI truncates a softened
// double to half: __truncdfhf2 returns the half in fa0 (psABI). LLVM 19 read it from a0
// (llvm-project#107607); dagtool takes the fix LLVM made after 19 (#119481), a deliberate divergence from
// llc-19 (docs/divergences.md).
TEST_CASE("isel random: FP module seed 15841 on +f reads __truncdfhf2's half from fa0", "[isel]") {
  if (!gen::toolsAvailable()) return;
  for (const char* Triple : {"riscv32", "riscv64"}) {
    PipelineOptions Opts = exec::optionsFor(Triple, "+f", Phase::Select);
    gen::GeneratedModule GM = gen::generate(optionsFor(Group::FP, 15841));
    exec::Report R = exec::compareWithLLI(GM.ModuleText, GM.DriverText, GM.Calls, Opts);
    INFO(Triple << " +f: " << R.Failure);
    CHECK(R.ok());
  }
}
