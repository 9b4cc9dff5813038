// tools/compare.cpp — dagtool-compare: dagtool side by side with llc-19 on the same inputs.
//
//   dagtool-compare                                   # code quality and speed, default sizes
//   dagtool-compare --mode quality --count 500 --config rv32im,rv64i
//   dagtool-compare --mode speed --runs 5 --inputs block10k,block100k
//
// Duty: the "measured against llc" part of issue 7. Code quality: the random corpus (bench/gen, the qemu
// harness's configurations with their adapted features) and hand-written files (examples/*.ll), compiled by
// dagtool and by llc-19 -O2, compared by real instructions per function (bench/compare/AsmCount.h).
// Speed and memory: end-to-end .ll -> .s wall time, user time and peak RSS of dagtool, llc-19 -O2 and
// llc-19 -O0, medians of --runs runs (bench/compare/Speed.h). Prints markdown tables on stdout and
// progress on stderr.
// Invariants: nothing is tuned to the results; functions dagtool cannot compile are counted and listed, and
// a failing or timed-out speed run is reported with its input's parameters. The exit code is 0 whenever
// the measurements ran (even when dagtool failed on some input), 2 for a bad command line or missing tool.
#include "bench/compare/CodeQuality.h"
#include "bench/compare/Speed.h"
#include "bench/gen/LLVMTools.h"

#include <CLI/CLI.hpp>
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <map>

using namespace dt;
using namespace dt::compare;

namespace {

std::vector<std::string> splitComma(const std::string& S) {
  std::vector<std::string> Out;
  size_t Pos = 0;
  while (Pos <= S.size()) {
    size_t C = S.find(',', Pos);
    if (C == std::string::npos) C = S.size();
    if (C > Pos) Out.push_back(S.substr(Pos, C - Pos));
    Pos = C + 1;
  }
  return Out;
}

std::string fixed(double V, int Digits) {
  char Buf[64];
  std::snprintf(Buf, sizeof Buf, "%.*f", Digits, V);
  return Buf;
}

/// Seconds with three significant digits at least (0.0123, 1.23, 123).
std::string secs(double S) {
  return S >= 100 ? fixed(S, 0) : S >= 10 ? fixed(S, 1) : S >= 1 ? fixed(S, 2) : fixed(S, 3);
}

/// Digits replaced by '#', so that failures differing only in node numbers or values group together.
std::string failureKey(const std::string& Reason) {
  std::string K = Reason;
  for (char& C : K)
    if (C >= '0' && C <= '9') C = '#';
  return K;
}

struct QualityOptions {
  uint64_t Seed = 1;
  unsigned Count = 300, PerModule = 10, Insts = 30, ListFailures = 10, Worst = 5;
  std::string Features = "all";
};

void printWorst(const std::string& Title, const QualityResult& R, unsigned Worst, const std::string& Repro) {
  std::vector<FunctionPair> Sorted = R.Pairs;
  std::stable_sort(Sorted.begin(), Sorted.end(),
                   [](const FunctionPair& A, const FunctionPair& B) { return A.ratio() > B.ratio(); });
  if (Sorted.size() > Worst) Sorted.resize(Worst);
  std::cout << "\nWorst " << Sorted.size() << " functions, " << Title
            << (Repro.empty() ? "" : " (" + Repro + ")")
            << ":\n\n| module | function | dagtool | llc -O2 | ratio |\n|---|---|---:|---:|---:|\n";
  for (const FunctionPair& P : Sorted)
    std::cout << "| " << P.Origin << " | " << P.Name << " | " << P.Dagtool << " | " << P.Llc << " | "
              << fixed(P.ratio(), 2) << " |\n";
}

void printFailures(const std::string& Title, const std::vector<FunctionFailure>& Failures, const char* Who,
                   unsigned List) {
  if (Failures.empty()) return;
  std::map<std::string, std::pair<unsigned, std::string>> Groups; // key -> count, first reason
  for (const FunctionFailure& F : Failures) {
    auto& G = Groups[failureKey(F.Reason)];
    if (!G.first++) G.second = F.Reason;
  }
  std::cout << "\n"
            << Who << " failed on " << Failures.size() << " functions, " << Title << ", by reason:\n\n";
  for (const auto& [Key, G] : Groups) std::cout << "- " << G.first << " x " << G.second << "\n";
  std::cout << "\nThe first " << std::min<size_t>(List, Failures.size()) << ":\n\n";
  for (size_t I = 0; I < Failures.size() && I < List; ++I)
    std::cout << "- " << Failures[I].Origin << " " << Failures[I].Name << ": " << Failures[I].Reason << "\n";
}

std::string summaryRow(const std::string& Label, const QualityResult& R) {
  double Total = R.totalLlc() ? double(R.totalDagtool()) / double(R.totalLlc()) : 0;
  double G = R.geomeanRatio();
  return "| " + Label + " | " + std::to_string(R.Modules) + " | " + std::to_string(R.Pairs.size()) + " | " +
         std::to_string(R.DagtoolFailures.size()) + " | " + std::to_string(R.LlcFailures.size()) + " | " +
         std::to_string(R.totalDagtool()) + " | " + std::to_string(R.totalLlc()) + " | " + fixed(Total, 3) +
         " | " + fixed(G, 3) + (G > 1.10 ? " (goal 1.10 missed)" : "") + " |\n";
}

const char* SummaryHeader = "| configuration | modules | functions compared | dagtool failed | llc failed | "
                            "insts dagtool | insts llc -O2 | total ratio | geomean ratio |\n"
                            "|---|---:|---:|---:|---:|---:|---:|---:|---:|\n";

void runQuality(Spawner& S, const std::vector<qemu::TargetConfig>& Configs, const QualityOptions& QO,
                const std::vector<std::string>& Examples, const CompilerCommand& Dagtool, unsigned CpuLimit) {
  gen::TempDir Work;
  QualityContext Ctx{S, Dagtool, qemu::llcCompiler("-O2"), Work.path(), CpuLimit};
  std::vector<std::pair<std::string, QualityResult>> Random, Hand;
  unsigned Modules = (QO.Count + QO.PerModule - 1) / QO.PerModule;
  for (const qemu::TargetConfig& Cfg : Configs) {
    QualityResult R, E;
    for (unsigned K = 0; K < Modules; ++K) {
      gen::GenOptions O;
      std::string Err;
      gen::parseFeatures(QO.Features, O, Err);
      O.Seed = QO.Seed + K;
      O.NumFunctions = QO.PerModule;
      O.InstsPerFunction = QO.Insts;
      qemu::adaptOptions(O, Cfg);
      compareModule(Ctx, Cfg, "seed " + std::to_string(O.Seed), gen::generate(O).ModuleText, R);
    }
    for (const std::string& File : Examples)
      compareModule(Ctx, Cfg, std::filesystem::path(File).filename().string(), readFile(File), E);
    std::cerr << "quality " << Cfg.Name << ": " << R.Pairs.size() << " functions compared, "
              << R.DagtoolFailures.size() << " dagtool failures\n";
    Random.emplace_back(Cfg.Name, std::move(R));
    Hand.emplace_back(Cfg.Name, std::move(E));
  }

  std::cout << "## Code quality: real instructions per function, dagtool / llc-19 -O2\n\n"
            << "Random corpus: " << Modules << " modules of " << QO.PerModule << " functions of ~" << QO.Insts
            << " instructions per configuration, seeds " << QO.Seed << ".." << QO.Seed + Modules - 1
            << ", features `" << QO.Features << "` (adapted per configuration as in the qemu harness).\n\n"
            << SummaryHeader;
  for (const auto& [Name, R] : Random) std::cout << summaryRow(Name, R);
  if (!Examples.empty()) {
    std::cout << "\nHand-written files (" << Examples.size() << "):\n\n" << SummaryHeader;
    for (const auto& [Name, R] : Hand) std::cout << summaryRow(Name, R);
  }
  for (size_t I = 0; I < Random.size(); ++I) {
    const std::string& Name = Random[I].first;
    std::string Repro = "regenerate a module: dagtool-irgen --seed S --functions " +
                        std::to_string(QO.PerModule) + " --insts " + std::to_string(QO.Insts) +
                        " --features " + QO.Features;
    gen::GenOptions Probe;
    qemu::adaptOptions(Probe, Configs[I]);
    if (!Probe.FMinimumMaximum && QO.Features.find("no-fminmax") == std::string::npos) Repro += ",no-fminmax";
    printWorst(Name + ", random corpus", Random[I].second, QO.Worst, Repro);
    printFailures(Name + ", random corpus", Random[I].second.DagtoolFailures, "dagtool", QO.ListFailures);
    printFailures(Name + ", random corpus", Random[I].second.LlcFailures, "llc -O2", QO.ListFailures);
    if (!Examples.empty()) {
      printWorst(Name + ", hand-written files", Hand[I].second, QO.Worst, "");
      printFailures(Name + ", hand-written files", Hand[I].second.DagtoolFailures, "dagtool",
                    QO.ListFailures);
    }
  }
}

std::string cellText(const SpeedCell& C, double Value, int Kind) {
  if (!C.Succeeded) return "FAILED";
  return Kind == 2 ? fixed(Value, 1) : secs(Value);
}

void runSpeed(Spawner& S, const std::vector<SpeedInput>& Inputs, const CompilerCommand& Dagtool,
              unsigned Runs, unsigned CpuLimit) {
  gen::TempDir Work;
  std::vector<CompilerCommand> Compilers{Dagtool, qemu::llcCompiler("-O2"), qemu::llcCompiler("-O0")};
  Measurement Floor = S.run({"true"}, "", 0);
  std::vector<SpeedRow> Rows;
  for (const SpeedInput& In : Inputs)
    Rows.push_back(measureInput(S, In, Compilers, Runs, CpuLimit, Work.path()));

  std::cout
      << "\n## Speed and memory: end-to-end .ll -> .s (median of " << Runs << " runs)\n\n"
      << "Wall and user time in seconds, peak RSS in MiB (wait4's ru_maxrss; a process that does nothing "
         "(`true`) measures "
      << fixed(double(Floor.MaxRssKiB) / 1024, 1) << " MiB here).\n\n"
      << "| input | target | IR insts | dagtool wall | user | RSS | llc -O2 wall | user | RSS | llc -O0 wall "
         "| "
         "user | RSS | llc -O2 / dagtool | llc -O0 / dagtool |\n"
      << "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n";
  for (const SpeedRow& R : Rows) {
    std::cout << "| " << R.Input.Name << " | " << R.Input.Config.Triple << " " << R.Input.Config.Attrs
              << " | " << R.IRInstructions << " |";
    for (const SpeedCell& C : R.Cells)
      std::cout << " " << cellText(C, C.WallSeconds, 0) << " | " << cellText(C, C.UserSeconds, 0) << " | "
                << cellText(C, C.MaxRssMiB, 2) << " |";
    for (size_t K = 1; K < R.Cells.size(); ++K) {
      bool Both = R.Cells[0].Succeeded && R.Cells[K].Succeeded && R.Cells[0].WallSeconds > 0;
      std::cout << " " << (Both ? fixed(R.Cells[K].WallSeconds / R.Cells[0].WallSeconds, 2) + "x" : "-")
                << " |";
    }
    std::cout << "\n";
  }

  const SpeedRow *Lo = nullptr, *Hi = nullptr;
  for (const SpeedRow& R : Rows) {
    if (R.Input.Name == "block10k") Lo = &R;
    if (R.Input.Name == "block100k") Hi = &R;
  }
  if (Lo && Hi) {
    std::cout << "\nGrowth from one block of 10k to one block of 100k instructions (linear = 10x):\n\n"
              << "| compiler | wall | user | peak RSS |\n|---|---:|---:|---:|\n";
    for (size_t K = 0; K < Compilers.size(); ++K) {
      const SpeedCell &A = Lo->Cells[K], &B = Hi->Cells[K];
      auto G = [&](double X, double Y) {
        return A.Succeeded && B.Succeeded && X > 0 ? fixed(Y / X, 1) + "x" : "-";
      };
      std::cout << "| " << Compilers[K].Name << " | " << G(A.WallSeconds, B.WallSeconds) << " | "
                << G(A.UserSeconds, B.UserSeconds) << " | " << G(A.MaxRssMiB, B.MaxRssMiB) << " |\n";
    }
  }
  std::cout << "\nInputs (bench/gen, seed 1):\n\n";
  for (const SpeedRow& R : Rows) {
    std::cout << "- " << R.Input.Name << ": " << R.Input.Description << "; " << R.InputBytes << " bytes, "
              << R.Input.Config.Triple << " -mattr=" << R.Input.Config.Attrs
              << " -target-abi=" << R.Input.Config.Abi << "\n";
    for (size_t K = 0; K < R.Cells.size(); ++K)
      if (!R.Cells[K].Succeeded)
        std::cout << "  - " << Compilers[K].Name << " FAILED after " << R.Cells[K].Runs
                  << " good runs: " << R.Cells[K].Failure << "\n";
  }
}

} // namespace

int main(int argc, char** argv) {
  // Before anything grows: the spawner's helper is forked from this small process (MeasuredRun.h).
  Spawner Spawn;
  CLI::App App{"dagtool-compare: dagtool side by side with llc-19 (code quality, speed, memory)"};
  std::string Mode = "all", ConfigList = "all", InputList = "all", DagtoolPath, ExamplesArg;
  QualityOptions QO;
  unsigned Runs = 3, CpuLimit = 900;
  App.add_option("--mode", Mode, "quality, speed or all")->check(CLI::IsMember({"quality", "speed", "all"}));
  App.add_option("--dagtool", DagtoolPath, "the dagtool binary (default: the one built with this tool)");
  App.add_option("--seed", QO.Seed, "first seed of the random corpus (module k uses seed + k)");
  App.add_option("--count", QO.Count, "random functions per configuration");
  App.add_option("--functions", QO.PerModule, "functions per generated module")->check(CLI::Range(1u, 1000u));
  App.add_option("--insts", QO.Insts, "approximate instructions per random function");
  App.add_option("--features", QO.Features, "generator features (see dagtool-irgen --help)");
  App.add_option("--config", ConfigList, "comma list of configurations (dagtool-soak's names), or all");
  App.add_option(
      "--examples", ExamplesArg,
      "comma list of .ll files or directories of hand-written inputs (default: examples/; 'none')");
  App.add_option("--worst", QO.Worst, "worst functions listed per configuration");
  App.add_option("--list-failures", QO.ListFailures, "failing functions listed per configuration");
  App.add_option("--runs", Runs, "runs per compiler and speed input (the median is reported)")
      ->check(CLI::Range(1u, 100u));
  App.add_option("--inputs", InputList, "comma list of speed inputs, or all");
  App.add_option("--cpu-limit", CpuLimit, "CPU seconds before a compilation is killed and reported");
  CLI11_PARSE(App, argc, argv);

  if (gen::llvmTool("llc").empty()) {
    std::cerr << "dagtool-compare: llc-19 not found (llvm-config-19 --bindir)\n";
    return 2;
  }
  if (DagtoolPath.empty()) DagtoolPath = std::string(DAGTOOL_BIN_DIR) + "/dagtool";
  if (!std::filesystem::exists(DagtoolPath)) {
    std::cerr << "dagtool-compare: no dagtool at " << DagtoolPath << " (build it or pass --dagtool)\n";
    return 2;
  }
  CompilerCommand Dagtool = qemu::dagtoolCompiler(DagtoolPath);

  std::vector<qemu::TargetConfig> Configs;
  for (const std::string& Name : ConfigList == "all" ? std::vector<std::string>{} : splitComma(ConfigList)) {
    const qemu::TargetConfig* C = qemu::findConfig(Name);
    if (!C) {
      std::cerr << "dagtool-compare: unknown configuration '" << Name << "'; known:";
      for (const auto& K : qemu::standardConfigs()) std::cerr << " " << K.Name;
      std::cerr << "\n";
      return 2;
    }
    Configs.push_back(*C);
  }
  if (ConfigList == "all") Configs = qemu::standardConfigs();

  std::vector<std::string> Examples;
  if (ExamplesArg != "none") {
    for (const std::string& Item :
         ExamplesArg.empty() ? std::vector<std::string>{std::string(DAGTOOL_SOURCE_DIR) + "/examples"}
                             : splitComma(ExamplesArg)) {
      if (std::filesystem::is_directory(Item)) {
        std::vector<std::string> Found;
        for (const auto& E : std::filesystem::directory_iterator(Item))
          if (E.path().extension() == ".ll") Found.push_back(E.path().string());
        std::sort(Found.begin(), Found.end());
        Examples.insert(Examples.end(), Found.begin(), Found.end());
      } else if (std::filesystem::exists(Item)) {
        Examples.push_back(Item);
      } else {
        std::cerr << "dagtool-compare: no such file or directory '" << Item << "'\n";
        return 2;
      }
    }
  }

  std::vector<SpeedInput> Inputs;
  std::vector<SpeedInput> Standard = standardSpeedInputs();
  for (const std::string& Name : InputList == "all" ? std::vector<std::string>{} : splitComma(InputList)) {
    auto It =
        std::find_if(Standard.begin(), Standard.end(), [&](const SpeedInput& I) { return I.Name == Name; });
    if (It == Standard.end()) {
      std::cerr << "dagtool-compare: unknown speed input '" << Name << "'; known:";
      for (const SpeedInput& I : Standard) std::cerr << " " << I.Name;
      std::cerr << "\n";
      return 2;
    }
    Inputs.push_back(*It);
  }
  if (InputList == "all") Inputs = Standard;

  if (Mode != "speed") runQuality(Spawn, Configs, QO, Examples, Dagtool, CpuLimit);
  if (Mode != "quality") runSpeed(Spawn, Inputs, Dagtool, Runs, CpuLimit);
  return 0;
}
