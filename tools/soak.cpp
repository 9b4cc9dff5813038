// tools/soak.cpp — dagtool-soak: random functions compiled for RISC-V, run under qemu, checked against
// lli-19.
//
//   dagtool-soak --seed 1 --count 1000 --config all --compiler llc
//   dagtool-soak --seed 7 --count 50 --config rv32im --compiler dagtool --keep /tmp/fail
//
// Duty: the long-running form of the [qemu] tests. For each configuration, modules of --functions random
// functions are generated (seeds seed, seed+1, ...; features adapted to what llc-19 can compile there),
// compiled with the compiler under test, run under qemu and compared with lli-19. Prints one line per
// failing module (with the reproduction command) and a per-configuration summary.
// Exit codes: 0 all passed, 1 some module failed, 2 bad command line or a missing tool.
#include "bench/gen/IRGen.h"
#include "bench/qemu/QemuRunner.h"
#include "support/Diagnostics.h"

#include <CLI/CLI.hpp>
#include <chrono>
#include <iostream>

int main(int argc, char** argv) {
  CLI::App App{"dagtool-soak: random IR on RISC-V under qemu, compared with lli-19"};
  uint64_t Seed = 1;
  unsigned Count = 100, PerModule = 10, Insts = 30, Calls = 4;
  std::string ConfigList = "all", CompilerSpec = "llc", Features = "all", KeepDir, RuntimeDir;
  bool Verbose = false, NoGarbage = false;
  App.add_option("--seed", Seed, "first seed (module k uses seed + k)");
  App.add_option("--count", Count, "random functions per configuration");
  App.add_option("--functions", PerModule, "functions per generated module")->check(CLI::Range(1u, 1000u));
  App.add_option("--insts", Insts, "approximate instructions per function");
  App.add_option("--calls-per-function", Calls, "input vectors per function");
  App.add_option("--features", Features, "generator features (see dagtool-irgen --help); default all");
  App.add_option("--config", ConfigList, "comma list of configurations, or all");
  App.add_option("--compiler", CompilerSpec,
                 "llc, dagtool, or a command with {triple} {attrs} {abi} {input} {output} placeholders");
  App.add_option("--keep", KeepDir, "copy the files of failing modules to <dir>/<config>-seed<N>");
  App.add_option("--runtime-dir", RuntimeDir,
                 "the runtime builds (<dir>/<variant>/libdtrt.a); default: the build's");
  App.add_flag("--no-garbage", NoGarbage, "pass narrow integer arguments without garbage in the upper bits");
  App.add_flag("-v,--verbose", Verbose, "print every module's result");
  CLI11_PARSE(App, argc, argv);

  std::vector<dt::qemu::TargetConfig> Configs;
  if (ConfigList == "all") {
    Configs = dt::qemu::standardConfigs();
  } else {
    size_t Pos = 0;
    while (Pos <= ConfigList.size()) {
      size_t C = ConfigList.find(',', Pos);
      if (C == std::string::npos) C = ConfigList.size();
      std::string Name = ConfigList.substr(Pos, C - Pos);
      Pos = C + 1;
      const dt::qemu::TargetConfig* Cfg = dt::qemu::findConfig(Name);
      if (!Cfg) {
        std::cerr << "dagtool-soak: unknown configuration '" << Name << "'; known:";
        for (const auto& K : dt::qemu::standardConfigs()) std::cerr << " " << K.Name;
        std::cerr << "\n";
        return 2;
      }
      Configs.push_back(*Cfg);
    }
  }
  dt::qemu::Compiler Compiler;
  std::string Err;
  if (!dt::qemu::parseCompiler(CompilerSpec, Compiler, Err)) {
    std::cerr << "dagtool-soak: " << Err << "\n";
    return 2;
  }
  std::string Missing = dt::qemu::harnessMissing(RuntimeDir);
  if (!Missing.empty()) {
    std::cerr << "dagtool-soak: " << Missing << "\n";
    return 2;
  }
  try {
    dt::qemu::randomModuleOptions(Configs.front(), Seed, PerModule, Insts, Calls, Features);
  } catch (const dt::DagtoolError& E) {
    std::cerr << "dagtool-soak: " << E.what() << "\n";
    return 2;
  }

  bool AllPassed = true;
  unsigned Modules = (Count + PerModule - 1) / PerModule;
  for (const dt::qemu::TargetConfig& Cfg : Configs) {
    auto Start = std::chrono::steady_clock::now();
    unsigned Passed = 0, Functions = 0, Compared = 0, Mismatches = 0;
    for (unsigned K = 0; K < Modules; ++K) {
      dt::gen::GenOptions O = dt::qemu::randomModuleOptions(Cfg, Seed + K, PerModule, Insts, Calls, Features);
      dt::gen::GeneratedModule M = dt::gen::generate(O);
      dt::qemu::RunOptions RO;
      RO.GarbageUpperBits = !NoGarbage;
      RO.RuntimeDir = RuntimeDir;
      dt::qemu::RunResult R = dt::qemu::runModule(M, Cfg, Compiler, RO);
      Functions += (unsigned)M.Functions.size();
      Compared += R.Compared;
      Mismatches += R.Mismatches;
      if (R.passed()) ++Passed;
      if (!R.passed() || Verbose)
        std::cout << Cfg.Name << " seed " << O.Seed << ": " << dt::qemu::statusName(R.State) << " ("
                  << R.Compared << " results compared)\n";
      if (!R.passed()) {
        AllPassed = false;
        std::cout << R.Report << "  reproduce: dagtool-irgen --seed " << O.Seed << " --functions "
                  << PerModule << " --insts " << Insts << " --calls-per-function " << Calls << " --features "
                  << Features << (O.FMinimumMaximum ? "" : ",no-fminmax") << " -o module.ll\n";
        if (!KeepDir.empty()) {
          RO.KeepDir = KeepDir + "/" + Cfg.Name + "-seed" + std::to_string(O.Seed);
          dt::qemu::runModule(M, Cfg, Compiler, RO);
          std::cout << "  files kept in " << RO.KeepDir << "\n";
        }
      }
    }
    double Secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - Start).count();
    std::cout << Cfg.Name << ": " << Passed << "/" << Modules << " modules passed, " << Functions
              << " functions, " << Compared << " results compared, " << Mismatches << " mismatches (" << Secs
              << " s, compiler " << Compiler.Name << ")\n";
  }
  return AllPassed ? 0 : 1;
}
