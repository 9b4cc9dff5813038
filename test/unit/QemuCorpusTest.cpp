// test/unit/QemuCorpusTest.cpp — issue 7's execution requirement in CI: dagtool's assembly for a random
// corpus and for every golden input runs under qemu and computes what lli-19 computes.
//
// Duty: [qemu] (1) 10 modules × 5 random functions (every generator feature, 4 calls each) on each standard
// configuration, compiled by dagtool, linked with the project's runtime, run under qemu, compared with
// lli-19 result by result; (2) every function of every test/golden/*/*.ll that the driver can call, compiled
// with the options of each of its `; variant` lines, on exec::makeCalls' interesting arguments.
// Invariants: nothing is excused in bulk. A golden function the driver cannot express is skipped and counted
// (WARN); a golden input that cannot run on qemu for a stated reason is in KnownNotRunnable with that reason.
// Modules run on up to two worker threads (each run is a chain of processes; the Catch2 assertions stay on
// the main thread).
#include "bench/gen/IRGen.h"
#include "bench/gen/LLVMTools.h"
#include "bench/qemu/QemuRunner.h"
#include "test/unit/QemuTestSupport.h"
#include "targets/riscv/RISCVSubtarget.h"
#include "test/unit/ExecSupport.h"
#include "test/unit/GoldenSupport.h"

#include <array>
#include <atomic>
#include <catch2/catch.hpp>
#include <filesystem>
#include <functional>
#include <map>
#include <memory>
#include <thread>

using namespace dt;
namespace fs = std::filesystem;

namespace {

/// Runs every job, two at a time when the machine has two cores, and returns the results in job order.
std::vector<qemu::RunResult> runAll(const std::vector<std::function<qemu::RunResult()>>& Jobs) {
  std::vector<qemu::RunResult> Results(Jobs.size());
  std::atomic<size_t> Next{0};
  auto work = [&] {
    for (size_t I; (I = Next++) < Jobs.size();) Results[I] = Jobs[I]();
  };
  unsigned Workers = std::max(1u, std::min(2u, std::thread::hardware_concurrency()));
  std::vector<std::thread> Threads;
  for (unsigned W = 1; W < Workers; ++W) Threads.emplace_back(work);
  work();
  for (std::thread& T : Threads) T.join();
  return Results;
}

/// A golden input (or one variant of it) that cannot run on qemu. dagtool must still compile and assemble it:
/// the run must fail at exactly the step named (a fragment of the failure report), or the test fails; an
/// entry that starts to pass must be removed.
struct NotRunnable {
  const char* Why;
  const char* FailingStep;
};
const char* const LinkStep = "linking failed";
const char* const QemuStep = "running under qemu failed";
/// Keys: "<phase dir>/<file>.ll" for every variant, "<phase dir>/<file>.ll:<variant>" for one.
const std::map<std::string, NotRunnable> KnownNotRunnable = {
    {"legalize/int-fplibcall.ll",
     {"calls sinf and pow: runtime/ has no libm transcendentals (libms differ in their last bits, so the "
      "generator never makes them either)",
      LinkStep}},
    {"legalize-types/soften-libm.ll",
     {"calls sin, cos, pow, exp, exp2, log, log2, log10 (and the f twins): runtime/ has no libm "
      "transcendentals",
      LinkStep}},
    {"legalize-types/soften-fp128.ll",
     {"fp128 arithmetic: runtime/ has no quad-precision libcalls (__addtf3, __multf3, __divtf3, fmodl, "
      "sqrtl...)",
      LinkStep}},
    {"legalize/riscv-select-int.ll:rv32-zicond", {"qemu 7.2 has no Zicond (czero.eqz/czero.nez)", QemuStep}},
    {"legalize/riscv-select-int-expandcc.ll:rv32-zicond",
     {"qemu 7.2 has no Zicond (czero.eqz/czero.nez)", QemuStep}},
};

/// A golden variant's dagtool options as a qemu configuration (the ABI made explicit: dagtool's default for
/// the extensions, which is LLVM 19's) and a compiler command that passes exactly those options.
struct GoldenVariantRun {
  qemu::TargetConfig Config;
  qemu::Compiler Compiler;
};

GoldenVariantRun variantRun(const std::string& Stem, const golden::Variant& V) {
  GoldenVariantRun R;
  R.Config.Name = Stem + ":" + V.Name;
  R.Config.Triple = "riscv32";
  R.Compiler.Name = "dagtool " + V.Name;
  R.Compiler.Argv.push_back(std::string(DAGTOOL_BIN_DIR) + "/dagtool");
  for (const std::string& A : V.Args) {
    auto value = [&](const std::string& Prefix, std::string& Out) {
      if (A.rfind(Prefix, 0) != 0) return false;
      Out = A.substr(Prefix.size());
      return true;
    };
    if (!value("-mtriple=", R.Config.Triple) && !value("-mattr=", R.Config.Attrs))
      value("-target-abi=", R.Config.Abi);
    R.Compiler.Argv.push_back(A);
  }
  if (R.Config.Abi.empty())
    R.Config.Abi = riscv::Subtarget::create(R.Config.Triple, R.Config.Attrs, "").abiName();
  R.Compiler.Argv.insert(R.Compiler.Argv.end(), {"{input}", "-o", "{output}"});
  return R;
}

} // namespace

TEST_CASE("qemu corpus: dagtool's code for 50 random functions per configuration agrees with lli-19",
          "[qemu]") {
  if (!haveQemuHarness()) return;
  constexpr unsigned Modules = 10, FunctionsPerModule = 5;
  struct Job {
    const qemu::TargetConfig* Config;
    uint64_t Seed;
    gen::GeneratedModule M;
  };
  std::vector<Job> Work;
  for (const qemu::TargetConfig& Cfg : qemu::standardConfigs())
    for (uint64_t Seed = 1001; Seed < 1001 + Modules; ++Seed)
      Work.push_back({&Cfg, Seed, qemu::randomModule(Cfg, Seed, FunctionsPerModule)});
  std::vector<std::function<qemu::RunResult()>> Jobs;
  for (const Job& J : Work)
    Jobs.push_back([&J] { return qemu::runModule(J.M, *J.Config, qemu::dagtoolCompiler()); });
  std::vector<qemu::RunResult> Results = runAll(Jobs);

  std::map<std::string, std::array<unsigned, 2>> PerConfig; // functions run, results compared
  for (size_t I = 0; I < Work.size(); ++I) {
    const Job& J = Work[I];
    const qemu::RunResult& R = Results[I];
    auto& Counts = PerConfig[J.Config->Name];
    INFO(J.Config->Name << " seed " << J.Seed << " (" << FunctionsPerModule
                        << " functions; reproduce: dagtool-soak --compiler dagtool --config "
                        << J.Config->Name << " --seed " << J.Seed << " --count " << FunctionsPerModule
                        << " --functions " << FunctionsPerModule << "): " << qemu::statusName(R.State) << "\n"
                        << R.Report);
    CHECK(R.passed());
    CHECK(R.Compared == J.M.Calls.size());
    Counts[0] += FunctionsPerModule;
    Counts[1] += R.Compared;
  }
  unsigned Total = 0;
  for (const auto& [Name, Counts] : PerConfig) {
    WARN(Name << ": " << Counts[0] << " random functions ran (" << Counts[1] << " results compared)");
    Total += Counts[0];
  }
  CHECK(Total >= 300);
}

TEST_CASE(
    "qemu corpus: every golden input's functions compiled by dagtool for each variant agree with lli-19",
    "[qemu]") {
  if (!haveQemuHarness()) return;
  struct Job {
    GoldenVariantRun Run;
    std::shared_ptr<const gen::GeneratedModule> M;
    std::shared_ptr<const std::vector<std::string>> Expected;
    const NotRunnable* Excuse;
  };
  std::vector<Job> Work;
  unsigned Files = 0, FunctionsRun = 0, FunctionsSkipped = 0;
  std::map<std::string, unsigned> SkipReasons;
  for (const fs::path& F : golden::goldenInputs()) {
    std::string Stem = F.parent_path().filename().string() + "/" + F.filename().string();
    std::string Text = golden::readFile(F);
    ++Files;
    auto M = std::make_shared<gen::GeneratedModule>();
    std::string Why;
    std::vector<std::string> Skipped;
    exec::makeCalls(Text, M->Functions, M->Calls, Why, &Skipped);
    FunctionsSkipped += (unsigned)Skipped.size();
    for (const std::string& S : Skipped) {
      std::string Reason = S.substr(S.find(": ") + 2);
      ++SkipReasons[Reason.rfind("calls the external", 0) == 0 ? "calls an external function" : Reason];
    }
    if (M->Functions.empty()) continue;
    FunctionsRun += (unsigned)M->Functions.size();
    M->ModuleText = Text;
    M->DriverText = gen::buildDriver(M->Functions, M->Calls);
    gen::LLIResult L = gen::runLLI(M->ModuleText, M->DriverText);
    INFO(Stem << ": lli-19 failed\n" << L.Run.Stderr);
    REQUIRE(L.ok());
    auto Expected = std::make_shared<const std::vector<std::string>>(L.Lines);
    for (const golden::Variant& V : golden::variantsOf(Text)) {
      auto Known = KnownNotRunnable.find(Stem + ":" + V.Name);
      if (Known == KnownNotRunnable.end()) Known = KnownNotRunnable.find(Stem);
      Work.push_back(
          {variantRun(Stem, V), M, Expected, Known == KnownNotRunnable.end() ? nullptr : &Known->second});
    }
  }
  std::vector<std::function<qemu::RunResult()>> Jobs;
  for (const Job& J : Work)
    Jobs.push_back([&J] {
      qemu::RunOptions RO;
      RO.ExpectedLines = J.Expected.get();
      return qemu::runModule(*J.M, J.Run.Config, J.Run.Compiler, RO);
    });
  std::vector<qemu::RunResult> Results = runAll(Jobs);

  unsigned Passed = 0, Compared = 0, Excused = 0;
  for (size_t I = 0; I < Work.size(); ++I) {
    const Job& J = Work[I];
    const qemu::RunResult& R = Results[I];
    std::string Args;
    for (const std::string& A : J.Run.Compiler.Argv) Args += " " + A;
    INFO(J.Run.Config.Name << " (" << J.Run.Config.Triple << " " << J.Run.Config.Attrs << " "
                           << J.Run.Config.Abi << "; dagtool" << Args << "): " << qemu::statusName(R.State)
                           << "\n"
                           << R.Report);
    if (J.Excuse) {
      INFO("listed in KnownNotRunnable (" << J.Excuse->Why << "): it must fail at '" << J.Excuse->FailingStep
                                          << "', not before");
      CHECK(R.Report.find(J.Excuse->FailingStep) != std::string::npos);
      ++Excused;
      continue;
    }
    CHECK(R.passed());
    Passed += R.passed();
    Compared += R.Compared;
  }
  std::string Reasons;
  for (const auto& [Reason, N] : SkipReasons) Reasons += " " + std::to_string(N) + " " + Reason + ";";
  WARN("golden inputs: " << Files << " files, " << FunctionsRun << " functions in " << Work.size()
                         << " file variants: " << Passed << " passed (" << Compared << " results compared), " << Excused
                         << " compiled but not run (KnownNotRunnable); " << FunctionsSkipped
                         << " functions the driver cannot call:" << Reasons);
  CHECK(Passed > 100);
}
