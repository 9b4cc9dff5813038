// bench/bench_build.cpp — Google Benchmark suite for "read + build": parse a generated module and build
// every block's initial SelectionDAG, side by side with LLVM 19's llvm-as and llc on the identical text.
//
// Inputs (generated once per shape by bench/gen/IRGen, outside every timed loop, cached for the run):
//   block/N   one function @f0 made of a single basic block of N instructions (N = 1000, 10000, 100000);
//   fns/10000 10000 small functions (InstsPerFunction = 10, the generator's default integer features
//             without intrinsics: control flow, memory, odd and wide widths, selects).
// The same text is written once to a private temporary file for the external tools.
//
// Benchmarks (names are what bench/compare.py reads; keep them in step):
//   BM_Parse/N                      ir::parseModule (and destroying the module)
//   BM_ParseAndBuild/N/riscv64|32   parse + Pipeline::runFunction on every function, stopping after Build;
//                                   DAGs destroyed inside the loop
//   BM_LegalizeTypes/N/riscv32|64   DAGTypeLegalizer::run on every block's Initial DAG (parse and build
//                                   untimed); counters "nodes" before and "nodes_after"
//   BM_Legalize/N/riscv32|64        SelectionDAGLegalize::run on every block's Type-legalized DAG (earlier
//                                   phases untimed); the same counters
//   BM_LLVMAs/N                     `llvm-as -o /dev/null file.ll` as an external process
//   BM_LLC/N                        `llc -O2 -filetype=null -mtriple=riscv64 file.ll` (killed after 120 s:
//                                   reported as an error "timeout")
//   BM_LLVMAs/empty, BM_LLC/empty   the tools on an empty module: process start-up, subtracted by
//                                   compare.py when it shows the tools' own growth
//   BM_ManyFunctions/10000[/parse|/riscv32|/llvm-as|/llc]   the same on the 10k-function input
//                                   (without a suffix: parse + build for riscv64)
// Every benchmark reports items/s = IR instructions per second (SetItemsProcessed) and the counter
// "insts"; the build benchmarks add "nodes" (SDNodes in all DAGs built by one iteration). The external
// ones use manual (wall-clock) time around the process and add "child_cpu_ms": the child's user+system
// CPU time per iteration (RUSAGE_CHILDREN), which is what to compare on a loaded machine.
//
// Nothing here asserts a timing: it measures and reports. bench/compare.py turns the JSON into the
// table of bench/README.md.
#include "bench/gen/IRGen.h"
#include "bench/gen/LLVMTools.h"
#include "ir/IR.h"
#include "ir/Parser.h"
#include "support/Diagnostics.h"
#include "targets/riscv/RISCVSubtarget.h"
#include "legalize/LegalizeDAG.h"
#include "legalize/LegalizeTypes.h"
#include "tools/lib/Pipeline.h"

#include <benchmark/benchmark.h>

#include <sys/resource.h>

#include <chrono>
#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace {

using namespace dt;

enum class Shape { SingleBlock, ManyFunctions, Empty };

struct Input {
  std::string Name; // "block1000", "fns10000": the module's and the temp file's name
  std::string Text;
  uint64_t Insts = 0;   // IR instructions in defined functions
  std::string File;     // the text on disk, for llvm-as / llc
  std::string Error;    // non-empty when the input could not be made (the benchmark is skipped)
};

gen::TempDir& tempDir() {
  static gen::TempDir D;
  return D;
}

uint64_t countInstructions(const ir::Module& M) {
  uint64_t N = 0;
  for (const auto& F : M.Functions)
    for (const auto& BB : F->Blocks) N += BB->instructions().size();
  return N;
}

/// The input of a shape and size, generated on first use (never inside a timed loop: the benchmark
/// functions call this before their loop).
const Input& input(Shape S, unsigned N) {
  static std::map<std::pair<Shape, unsigned>, Input> Cache;
  auto [It, New] = Cache.try_emplace({S, N});
  Input& In = It->second;
  if (!New) return In;
  gen::GenOptions O;
  O.Seed = 1;
  if (S == Shape::Empty) {
    In.Name = "empty";
    In.Text = "; an empty module: what the external tools cost before they read anything\n";
  } else if (S == Shape::SingleBlock) {
    O.SingleBlockInsts = N;
    In.Name = "block" + std::to_string(N);
  } else {
    O.NumFunctions = N;
    O.InstsPerFunction = 10;
    O.CallsPerFunction = 1;
    // The builder does not handle every intrinsic the generator emits yet (on 2026-11-21 a call to
    // llvm.memset throws UnsupportedError), so this shape leaves intrinsics out (memset/memcpy go with
    // them); everything else stays at the generator's default.
    O.Intrinsics = false;
    In.Name = "fns" + std::to_string(N);
  }
  if (S != Shape::Empty) In.Text = gen::generate(O).ModuleText;
  try {
    In.Insts = countInstructions(*ir::parseModule(In.Text, In.Name + ".ll"));
  } catch (const DagtoolError& E) {
    In.Error = std::string("generated input does not parse: ") + E.what();
  }
  In.File = tempDir().write(In.Name + ".ll", In.Text);
  if (In.File.empty() && In.Error.empty()) In.Error = "cannot write the input to " + tempDir().path();
  return In;
}

const riscv::Subtarget& subtarget(unsigned XLen) {
  static const riscv::Subtarget RV64 = riscv::Subtarget::create("riscv64", "", "");
  static const riscv::Subtarget RV32 = riscv::Subtarget::create("riscv32", "", "");
  return XLen == 64 ? RV64 : RV32;
}

void setCommonCounters(benchmark::State& State, const Input& In) {
  State.SetItemsProcessed(int64_t(State.iterations()) * int64_t(In.Insts));
  State.counters["insts"] = double(In.Insts);
}

// ---- dagtool ---------------------------------------------------------------------------------------------

void runParse(benchmark::State& State, Shape S, unsigned N) {
  const Input& In = input(S, N);
  if (!In.Error.empty()) {
    State.SkipWithError(In.Error.c_str());
    return;
  }
  for (auto _ : State) {
    try {
      auto M = ir::parseModule(In.Text, In.Name + ".ll");
      benchmark::DoNotOptimize(M.get());
    } catch (const DagtoolError& E) {
      State.SkipWithError(E.what());
      break;
    }
  }
  setCommonCounters(State, In);
}

void runParseAndBuild(benchmark::State& State, Shape S, unsigned N, unsigned XLen) {
  const Input& In = input(S, N);
  if (!In.Error.empty()) {
    State.SkipWithError(In.Error.c_str());
    return;
  }
  PipelineOptions Opts;
  Opts.ST = subtarget(XLen);
  Opts.StopAfter = Phase::Build;
  uint64_t Nodes = 0;
  for (auto _ : State) {
    try {
      auto M = ir::parseModule(In.Text, In.Name + ".ll");
      Pipeline P(*M, Opts);
      std::string Debug, Main;
      Nodes = 0;
      for (const auto& F : M->Functions) {
        if (F->isDeclaration()) continue;
        FunctionDAGs R = P.runFunction(*F, Debug, Main);
        for (const auto& DAG : R.Blocks)
          if (DAG) Nodes += DAG->size();
      }
      benchmark::DoNotOptimize(Nodes);
    } catch (const DagtoolError& E) {
      State.SkipWithError(E.what());
      break;
    }
  }
  setCommonCounters(State, In);
  State.counters["nodes"] = double(Nodes);
}

/// Type legalization alone: each iteration parses and builds with the timer paused, then times
/// DAGTypeLegalizer::run on every block's DAG.
/// Times one legalizer on every block's DAG as the phase before it left it (parse and earlier phases untimed).
enum class Timed { TypeLegalizer, OpLegalizer };
void runLegalizer(benchmark::State& State, Shape S, unsigned N, unsigned XLen, Timed Which) {
  const Input& In = input(S, N);
  if (!In.Error.empty()) {
    State.SkipWithError(In.Error.c_str());
    return;
  }
  PipelineOptions Opts;
  Opts.ST = subtarget(XLen);
  Opts.StopAfter = Which == Timed::TypeLegalizer ? Phase::Build : Phase::LegalizeTypes;
  uint64_t NodesBefore = 0, NodesAfter = 0;
  for (auto _ : State) {
    State.PauseTiming();
    try {
      auto M = ir::parseModule(In.Text, In.Name + ".ll");
      Pipeline P(*M, Opts);
      std::string Debug, Main;
      std::vector<FunctionDAGs> All;
      NodesBefore = NodesAfter = 0;
      for (const auto& F : M->Functions)
        if (!F->isDeclaration()) All.push_back(P.runFunction(*F, Debug, Main));
      for (const auto& R : All)
        for (const auto& DAG : R.Blocks)
          if (DAG) NodesBefore += DAG->size();
      State.ResumeTiming();
      for (auto& R : All)
        for (auto& DAG : R.Blocks)
          if (DAG) {
            if (Which == Timed::TypeLegalizer)
              DAGTypeLegalizer(*DAG, P.target()).run();
            else
              SelectionDAGLegalize(*DAG, P.target()).run();
            NodesAfter += DAG->size();
          }
      benchmark::DoNotOptimize(NodesAfter);
      State.PauseTiming();
      All.clear();
      M.reset();
    } catch (const DagtoolError& E) {
      State.SkipWithError(E.what()); // ends the run; timing state no longer matters
      break;
    }
    State.ResumeTiming();
  }
  setCommonCounters(State, In);
  State.counters["nodes"] = double(NodesBefore);
  State.counters["nodes_after"] = double(NodesAfter);
}

// ---- LLVM's tools as external processes ------------------------------------------------------------------

double childCpuSeconds() {
  rusage U{};
  getrusage(RUSAGE_CHILDREN, &U);
  return double(U.ru_utime.tv_sec + U.ru_stime.tv_sec) + double(U.ru_utime.tv_usec + U.ru_stime.tv_usec) * 1e-6;
}

constexpr int ToolTimeoutSeconds = 120;

/// Times `Tool Args... <file>` (manual time = wall clock around the process).
void runTool(benchmark::State& State, Shape S, unsigned N, const std::string& ToolName,
             const std::vector<std::string>& Args) {
  const Input& In = input(S, N);
  if (!In.Error.empty()) {
    State.SkipWithError(In.Error.c_str());
    return;
  }
  std::string Tool = gen::llvmTool(ToolName);
  if (Tool.empty()) {
    State.SkipWithError((ToolName + " (LLVM 19) not found").c_str());
    return;
  }
  std::vector<std::string> Argv{Tool};
  Argv.insert(Argv.end(), Args.begin(), Args.end());
  Argv.push_back(In.File);
  double ChildCpu = 0;
  for (auto _ : State) {
    double Cpu0 = childCpuSeconds();
    auto T0 = std::chrono::steady_clock::now();
    gen::RunResult R = gen::runProcess(Argv, "", ToolTimeoutSeconds);
    auto T1 = std::chrono::steady_clock::now();
    ChildCpu += childCpuSeconds() - Cpu0;
    if (R.TimedOut) {
      State.SkipWithError(("timeout (" + std::to_string(ToolTimeoutSeconds) + " s)").c_str());
      break;
    }
    if (!R.ok()) {
      std::string Msg = ToolName + " failed (exit " + std::to_string(R.ExitCode) + "): " + R.Stderr.substr(0, 300);
      State.SkipWithError(Msg.c_str());
      break;
    }
    State.SetIterationTime(std::chrono::duration<double>(T1 - T0).count());
  }
  setCommonCounters(State, In);
  if (State.iterations() > 0) State.counters["child_cpu_ms"] = ChildCpu * 1e3 / double(State.iterations());
}

const std::vector<std::string> LLVMAsArgs{"-o", "/dev/null"};
const std::vector<std::string> LLCArgs{"-O2", "-filetype=null", "-mtriple=riscv64"};

void registerAll() {
  using benchmark::kMillisecond;
  auto reg = [](const std::string& Name, auto Fn) {
    return benchmark::RegisterBenchmark(Name.c_str(), Fn)->Unit(kMillisecond);
  };
  for (unsigned N : {1000u, 10000u, 100000u}) {
    std::string Sz = std::to_string(N);
    reg("BM_Parse/" + Sz, [N](benchmark::State& St) { runParse(St, Shape::SingleBlock, N); });
    for (unsigned XLen : {64u, 32u})
      reg("BM_ParseAndBuild/" + Sz + "/riscv" + std::to_string(XLen),
          [N, XLen](benchmark::State& St) { runParseAndBuild(St, Shape::SingleBlock, N, XLen); });
    reg("BM_LLVMAs/" + Sz, [N](benchmark::State& St) { runTool(St, Shape::SingleBlock, N, "llvm-as", LLVMAsArgs); })
        ->UseManualTime();
  }
  for (unsigned N : {1000u, 10000u, 100000u})
    for (unsigned XLen : {32u, 64u})
      reg("BM_LegalizeTypes/" + std::to_string(N) + "/riscv" + std::to_string(XLen),
          [N, XLen](benchmark::State& St) { runLegalizer(St, Shape::SingleBlock, N, XLen, Timed::TypeLegalizer); });
  for (unsigned N : {1000u, 10000u, 100000u})
    for (unsigned XLen : {32u, 64u})
      reg("BM_Legalize/" + std::to_string(N) + "/riscv" + std::to_string(XLen),
          [N, XLen](benchmark::State& St) { runLegalizer(St, Shape::SingleBlock, N, XLen, Timed::OpLegalizer); });
  const unsigned F = 10000;
  std::string Fs = "BM_ManyFunctions/" + std::to_string(F);
  reg(Fs + "/parse", [](benchmark::State& St) { runParse(St, Shape::ManyFunctions, F); });
  reg(Fs, [](benchmark::State& St) { runParseAndBuild(St, Shape::ManyFunctions, F, 64); });
  reg(Fs + "/riscv32", [](benchmark::State& St) { runParseAndBuild(St, Shape::ManyFunctions, F, 32); });
  reg(Fs + "/llvm-as", [](benchmark::State& St) { runTool(St, Shape::ManyFunctions, F, "llvm-as", LLVMAsArgs); })
      ->UseManualTime();
  // Process start-up and an empty module: subtracted by compare.py to show the tools' own growth.
  reg("BM_LLVMAs/empty", [](benchmark::State& St) { runTool(St, Shape::Empty, 0, "llvm-as", LLVMAsArgs); })
      ->UseManualTime();
  reg("BM_LLC/empty", [](benchmark::State& St) { runTool(St, Shape::Empty, 0, "llc", LLCArgs); })->UseManualTime();
  // llc last: the slowest by far; one iteration is enough once it takes longer than the minimum time.
  for (unsigned N : {1000u, 10000u, 100000u})
    reg("BM_LLC/" + std::to_string(N),
        [N](benchmark::State& St) { runTool(St, Shape::SingleBlock, N, "llc", LLCArgs); })
        ->UseManualTime();
  reg(Fs + "/llc", [](benchmark::State& St) { runTool(St, Shape::ManyFunctions, F, "llc", LLCArgs); })
      ->UseManualTime();
}

} // namespace

int main(int argc, char** argv) {
  registerAll();
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
