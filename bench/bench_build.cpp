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
//   BM_Combine1/<input>/riscv32|64  the combiner at BeforeLegalizeTypes on every block's Initial DAG
//   BM_Combine2/<input>/riscv32|64  the combiner at AfterLegalizeDAG on every block's Legalized DAG
//   BM_Select/<input>/riscv32|64    instruction selection (riscv::selectRISCV) on every block's optimized
//                                   legalized DAG (scheduling is bench_schedule.cpp's BM_Schedule)
//                                   (<input> = N for the generated block, stores/N, mulchain/N; earlier phases
//                                   untimed; a combiner that exceeds its budget reports the error)
//   BM_LLC/stores/N, BM_LLC/mulchain/N   llc -O2 on the two stress inputs
//   BM_LLCPhase/N/select|schedule   llc -O2 -stop-after=finalize-isel -time-passes on block/N (N = 10000,
//                                   100000), timed by llc's own "Instruction Selection" / "Instruction
//                                   Scheduling" timer: the LLVM side of BM_Select and BM_Schedule
// The two stress inputs are the upstream complaints about the combiner: stores/N is one block of N stores
// through one pointer argument (byte, halfword and word stores at consecutive offsets, which store merging
// looks at, and a word store to offset 0 in every group of eight, which aliases all the others); mulchain/N
// is one block whose N multiplies each use the previous product (a dependence chain N deep), compiled with
// +m so the multiplies stay multiplies.
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
#include "combine/DAGCombiner.h"
#include "legalize/LegalizeDAG.h"
#include "legalize/LegalizeTypes.h"
#include "targets/riscv/RISCVISelDAGToDAG.h"
#include "tools/lib/Pipeline.h"

#include <benchmark/benchmark.h>

#include <sys/resource.h>

#include <cctype>
#include <chrono>
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace {

using namespace dt;

enum class Shape { SingleBlock, ManyFunctions, Empty, Stores, MulChain };

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
/// One block of N stores through one base pointer (see the header comment).
std::string storesModule(unsigned N) {
  std::string T = "define void @stores(ptr %p, i32 %x) {\n";
  for (unsigned K = 0; K < N; ++K) {
    unsigned G = K / 8, J = K % 8;
    uint64_t Off = 0;
    std::string Store;
    std::string Val = "%v" + std::to_string(G);
    if (J == 0) T += "  " + Val + " = add i32 %x, " + std::to_string(G) + "\n";
    if (J < 4) {
      Off = 16 * uint64_t(G) + J;
      Store = "store i8 " + std::to_string((G * 7 + J) & 255) + ", ptr %a" + std::to_string(K) + ", align " +
              (J == 0 ? "4" : "1");
    } else if (J == 4) {
      Off = 16 * uint64_t(G) + 4;
      Store = "store i32 " + Val + ", ptr %a" + std::to_string(K) + ", align 4";
    } else if (J < 7) {
      Off = 16 * uint64_t(G) + 8 + 2 * (J - 5);
      Store = "store i16 " + std::to_string(G + J) + ", ptr %a" + std::to_string(K) + ", align 2";
    } else {
      Off = 0;
      Store = "store i32 " + Val + ", ptr %a" + std::to_string(K) + ", align 4";
    }
    T += "  %a" + std::to_string(K) + " = getelementptr inbounds i8, ptr %p, i64 " + std::to_string(Off) + "\n";
    T += "  " + Store + "\n";
  }
  return T + "  ret void\n}\n";
}

/// One block whose N multiplies form a chain: each multiplies the previous product by an argument or a
/// constant, so every node depends on all the ones before it.
std::string mulChainModule(unsigned N) {
  std::string T = "define i32 @mulchain(i32 %x, i32 %y) {\n  %m0 = add i32 %x, 1\n";
  for (unsigned K = 1; K <= N; ++K) {
    std::string Rhs = K % 3 == 0 ? "%x" : K % 3 == 1 ? "%y" : std::to_string(int(K % 29) + 3);
    T += "  %m" + std::to_string(K) + " = mul i32 %m" + std::to_string(K - 1) + ", " + Rhs + "\n";
  }
  return T + "  ret i32 %m" + std::to_string(N) + "\n}\n";
}

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
  } else if (S == Shape::Stores) {
    In.Name = "stores" + std::to_string(N);
    In.Text = storesModule(N);
  } else if (S == Shape::MulChain) {
    In.Name = "mulchain" + std::to_string(N);
    In.Text = mulChainModule(N);
  } else {
    O.NumFunctions = N;
    O.InstsPerFunction = 10;
    O.CallsPerFunction = 1;
    // This shape leaves intrinsics out (memset/memcpy go with them), as it did when the builder still refused
    // llvm.memset (until 2026-11-22), so that its numbers stay comparable; everything else stays at the
    // generator's default.
    O.Intrinsics = false;
    In.Name = "fns" + std::to_string(N);
  }
  if (S == Shape::SingleBlock || S == Shape::ManyFunctions) In.Text = gen::generate(O).ModuleText;
  try {
    In.Insts = countInstructions(*ir::parseModule(In.Text, In.Name + ".ll"));
  } catch (const DagtoolError& E) {
    In.Error = std::string("generated input does not parse: ") + E.what();
  }
  In.File = tempDir().write(In.Name + ".ll", In.Text);
  if (In.File.empty() && In.Error.empty()) In.Error = "cannot write the input to " + tempDir().path();
  return In;
}

const riscv::Subtarget& subtarget(unsigned XLen, bool WithM = false) {
  static const riscv::Subtarget RV64 = riscv::Subtarget::create("riscv64", "", "");
  static const riscv::Subtarget RV32 = riscv::Subtarget::create("riscv32", "", "");
  static const riscv::Subtarget RV64M = riscv::Subtarget::create("riscv64", "+m", "");
  static const riscv::Subtarget RV32M = riscv::Subtarget::create("riscv32", "+m", "");
  if (WithM) return XLen == 64 ? RV64M : RV32M;
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
/// Times one phase on every block's DAG as the phase before it left it (parse and earlier phases untimed).
enum class Timed { TypeLegalizer, OpLegalizer, CombineBeforeTypes, CombineAfterDAG, Select };
void runLegalizer(benchmark::State& State, Shape S, unsigned N, unsigned XLen, Timed Which) {
  const Input& In = input(S, N);
  if (!In.Error.empty()) {
    State.SkipWithError(In.Error.c_str());
    return;
  }
  PipelineOptions Opts;
  Opts.ST = subtarget(XLen, S == Shape::MulChain);
  switch (Which) {
  case Timed::TypeLegalizer: Opts.StopAfter = Phase::Build; break;
  case Timed::OpLegalizer: Opts.StopAfter = Phase::LegalizeTypes; break;
  case Timed::CombineBeforeTypes: Opts.StopAfter = Phase::Build; break;
  case Timed::CombineAfterDAG: Opts.StopAfter = Phase::Legalize; break;
  case Timed::Select: Opts.StopAfter = Phase::Combine2; break;
  }
  uint64_t NodesBefore = 0, NodesAfter = 0;
  CombineStats Stats;
  CombineOptions CO;
  CO.Stats = &Stats;
  for (auto _ : State) {
    State.PauseTiming();
    try {
      auto M = ir::parseModule(In.Text, In.Name + ".ll");
      Pipeline P(*M, Opts);
      std::string Debug, Main;
      std::vector<FunctionDAGs> All;
      NodesBefore = NodesAfter = 0;
      Stats = CombineStats();
      for (const auto& F : M->Functions)
        if (!F->isDeclaration()) All.push_back(P.runFunction(*F, Debug, Main));
      for (const auto& R : All)
        for (const auto& DAG : R.Blocks)
          if (DAG) NodesBefore += DAG->size();
      State.ResumeTiming();
      for (auto& R : All)
        for (auto& DAG : R.Blocks)
          if (DAG) {
            switch (Which) {
            case Timed::TypeLegalizer: DAGTypeLegalizer(*DAG, P.target()).run(); break;
            case Timed::OpLegalizer: SelectionDAGLegalize(*DAG, P.target()).run(); break;
            case Timed::CombineBeforeTypes: combineDAG(*DAG, P.target(), CombineLevel::BeforeLegalizeTypes, CO); break;
            case Timed::CombineAfterDAG: combineDAG(*DAG, P.target(), CombineLevel::AfterLegalizeDAG, CO); break;
            case Timed::Select: riscv::selectRISCV(*DAG, P.target()); break;
            }
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
  if (Which == Timed::CombineBeforeTypes || Which == Timed::CombineAfterDAG) {
    State.counters["visited"] = double(Stats.Visited);
    State.counters["combined"] = double(Stats.Combined);
    State.counters["budget"] = double(Stats.Budget);
  }
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

// llc's own timer for one phase of SelectionDAG instruction selection (-time-passes prints the group
// "Instruction Selection and Scheduling"): "Instruction Selection" is DoInstructionSelection, "Instruction
// Scheduling" builds the scheduling units and runs the list scheduler. The wall-clock column is the last
// "seconds (percent)" pair on the timer's line; llc leaves out the system-time column when it is all zero.
std::optional<double> llcTimerSeconds(const std::string& TimePasses, const std::string& Timer) {
  size_t Pos = 0;
  while ((Pos = TimePasses.find("  " + Timer + "\n", Pos)) != std::string::npos) {
    size_t LineStart = TimePasses.rfind('\n', Pos);
    std::string Line = TimePasses.substr(LineStart == std::string::npos ? 0 : LineStart + 1,
                                         Pos - (LineStart == std::string::npos ? 0 : LineStart + 1));
    std::optional<double> Last;
    for (size_t Paren = Line.find('('); Paren != std::string::npos; Paren = Line.find('(', Paren + 1)) {
      size_t End = Paren;
      while (End > 0 && Line[End - 1] == ' ') --End;
      size_t Begin = End;
      while (Begin > 0 && (std::isdigit(static_cast<unsigned char>(Line[Begin - 1])) || Line[Begin - 1] == '.'))
        --Begin;
      if (Begin < End) Last = std::stod(Line.substr(Begin, End - Begin));
    }
    if (Last) return Last;
    Pos += Timer.size();
  }
  return std::nullopt;
}

// BM_LLCPhase/N/select|schedule: llc -O2 up to finalize-isel on the block, timed by llc's own phase timer, so
// that BM_Select and BM_Schedule can be read beside the same phase of LLVM on the same input in one run.
void runLLCPhase(benchmark::State& State, unsigned N, const std::string& Timer) {
  const Input& In = input(Shape::SingleBlock, N);
  if (!In.Error.empty()) {
    State.SkipWithError(In.Error.c_str());
    return;
  }
  std::string Tool = gen::llvmTool("llc");
  if (Tool.empty()) {
    State.SkipWithError("llc (LLVM 19) not found");
    return;
  }
  std::vector<std::string> Argv{Tool, "-O2", "-mtriple=riscv64", "-stop-after=finalize-isel", "-time-passes",
                                "-o", "/dev/null", In.File};
  for (auto _ : State) {
    gen::RunResult R = gen::runProcess(Argv, "", ToolTimeoutSeconds);
    if (!R.ok()) {
      State.SkipWithError(R.TimedOut ? "llc timed out" : ("llc failed: " + R.Stderr.substr(0, 300)).c_str());
      break;
    }
    std::optional<double> Seconds = llcTimerSeconds(R.Stderr, Timer);
    if (!Seconds) {
      State.SkipWithError(("llc -time-passes printed no \"" + Timer + "\" timer").c_str());
      break;
    }
    State.SetIterationTime(*Seconds);
  }
  setCommonCounters(State, In);
}

const std::vector<std::string> LLVMAsArgs{"-o", "/dev/null"};
const std::vector<std::string> LLCArgs{"-O2", "-filetype=null", "-mtriple=riscv64"};
const std::vector<std::string> LLCMArgs{"-O2", "-filetype=null", "-mtriple=riscv64", "-mattr=+m"};

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
  // The combiner: the generated block, then the two stress inputs.
  struct CombineInput {
    Shape S;
    unsigned N;
    std::string Label;
  };
  std::vector<CombineInput> CombineInputs;
  for (unsigned N : {1000u, 10000u, 100000u}) CombineInputs.push_back({Shape::SingleBlock, N, std::to_string(N)});
  for (unsigned N : {2000u, 20000u}) CombineInputs.push_back({Shape::Stores, N, "stores/" + std::to_string(N)});
  for (unsigned N : {10000u, 100000u}) CombineInputs.push_back({Shape::MulChain, N, "mulchain/" + std::to_string(N)});
  for (const CombineInput& CI : CombineInputs)
    for (unsigned XLen : {32u, 64u}) {
      std::string Suffix = CI.Label + "/riscv" + std::to_string(XLen);
      Shape S = CI.S;
      unsigned N = CI.N;
      reg("BM_Combine1/" + Suffix,
          [S, N, XLen](benchmark::State& St) { runLegalizer(St, S, N, XLen, Timed::CombineBeforeTypes); });
      reg("BM_Combine2/" + Suffix,
          [S, N, XLen](benchmark::State& St) { runLegalizer(St, S, N, XLen, Timed::CombineAfterDAG); });
      reg("BM_Select/" + Suffix, [S, N, XLen](benchmark::State& St) { runLegalizer(St, S, N, XLen, Timed::Select); });
    }
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
  for (unsigned N : {2000u, 20000u})
    reg("BM_LLC/stores/" + std::to_string(N),
        [N](benchmark::State& St) { runTool(St, Shape::Stores, N, "llc", LLCArgs); })
        ->UseManualTime();
  for (unsigned N : {10000u, 100000u})
    reg("BM_LLC/mulchain/" + std::to_string(N),
        [N](benchmark::State& St) { runTool(St, Shape::MulChain, N, "llc", LLCMArgs); })
        ->UseManualTime();
  for (unsigned N : {10000u, 100000u}) {
    std::string Sz = std::to_string(N);
    reg("BM_LLCPhase/" + Sz + "/select",
        [N](benchmark::State& St) { runLLCPhase(St, N, "Instruction Selection"); })
        ->UseManualTime();
    reg("BM_LLCPhase/" + Sz + "/schedule",
        [N](benchmark::State& St) { runLLCPhase(St, N, "Instruction Scheduling"); })
        ->UseManualTime();
  }
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
