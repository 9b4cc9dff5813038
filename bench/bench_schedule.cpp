// bench/bench_schedule.cpp — Google Benchmark suite for the list schedulers (isel/ScheduleDAG).
//
// Inputs: the single-block modules of bench_build.cpp (bench/gen/IRGen with Seed 1 and SingleBlockInsts = N,
// N = 1000, 3000, 10000, 30000, 100000, 300000), run through the pipeline up to the selected DAG (Phase::Select) for riscv64,
// once, outside the timed loop. The DAGs are not changed by scheduling, so every iteration schedules the same
// DAGs again, with the RISC-V machine descriptions as the pipeline uses them. Benchmarks:
//   BM_Schedule/N                  the source scheduler (LLVM's RISC-V default) on every block's DAG
//   BM_Schedule/N/list-burr|ilp    the other two schedulers (list-ilp with the RISC-V SiFive7 latencies)
// Counters: "nodes" (SDNodes in the selected DAGs), "units" (scheduling units), "ids" (persistent ids handed
// out: the length of the id-indexed tables) and "dag_MB" (the DAGs' arena); items/s = nodes per second.
// Linear time means BM_Schedule/100000 costs at most about 10x BM_Schedule/10000 (the goal allows 12x); the
// 3k/30k/300k points show where the nodes per second settle once the DAG no longer fits the caches.
#include "bench/gen/IRGen.h"
#include "ir/IR.h"
#include "ir/Parser.h"
#include "isel/ScheduleDAG.h"
#include "support/Diagnostics.h"
#include "targets/riscv/RISCVMachineInfo.h"
#include "targets/riscv/RISCVSchedModel.h"
#include "tools/lib/Pipeline.h"

#include <benchmark/benchmark.h>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace {

using namespace dt;

struct Prepared {
  std::unique_ptr<ir::Module> M;
  std::unique_ptr<Pipeline> P;
  std::vector<FunctionDAGs> Functions;
  std::string Error;
  uint64_t Nodes = 0;
  uint64_t Ids = 0; // persistent ids handed out (live and deleted nodes): the size of id-indexed tables
  uint64_t ArenaBytes = 0; // the DAGs' memory: compare it with BM_MemoryLatency's sizes
};

Prepared& prepared(unsigned N) {
  static std::map<unsigned, Prepared> Cache;
  auto [It, New] = Cache.try_emplace(N);
  Prepared& R = It->second;
  if (!New) return R;
  try {
    gen::GenOptions O;
    O.Seed = 1;
    O.SingleBlockInsts = N;
    R.M = ir::parseModule(gen::generate(O).ModuleText, "block" + std::to_string(N) + ".ll");
    PipelineOptions Opts;
    Opts.ST = riscv::Subtarget::create("riscv64", "", "");
    Opts.Select = true;
    Opts.StopAfter = Phase::Select;
    applyTargetDataLayout(*R.M, Opts.ST);
    R.P = std::make_unique<Pipeline>(*R.M, std::move(Opts));
    std::string Debug, Main;
    for (const auto& F : R.M->Functions)
      if (!F->isDeclaration()) R.Functions.push_back(R.P->runFunction(*F, Debug, Main));
    for (const auto& F : R.Functions)
      for (const auto& DAG : F.Blocks)
        if (DAG) {
          R.Nodes += DAG->size();
          R.Ids += DAG->nextPersistentId();
          R.ArenaBytes += DAG->arenaBytes();
        }
  } catch (const DagtoolError& E) {
    R.Error = E.what();
  }
  return R;
}

void runSchedule(benchmark::State& State, unsigned N, SchedulerKind Kind) {
  Prepared& In = prepared(N);
  if (!In.Error.empty()) {
    State.SkipWithError(In.Error.c_str());
    return;
  }
  riscv::RISCVSchedModel Model(In.P->target());
  riscv::RISCVMachineInfo TMI(In.P->target().subtarget());
  ScheduleOptions Opts;
  Opts.Kind = Kind;
  uint64_t Units = 0;
  for (auto _ : State) {
    Units = 0;
    for (auto& F : In.Functions)
      for (auto& DAG : F.Blocks)
        if (DAG) {
          ScheduleDAG S(*DAG, &TMI, &Model, Opts);
          Units += S.run().size();
        }
    benchmark::DoNotOptimize(Units);
  }
  State.SetItemsProcessed(int64_t(State.iterations()) * int64_t(In.Nodes));
  State.counters["nodes"] = double(In.Nodes);
  State.counters["units"] = double(Units);
  State.counters["ids"] = double(In.Ids);
  State.counters["dag_MB"] = double(In.ArenaBytes) / double(1 << 20);
}

const bool Registered = [] {
  for (unsigned N : {1000u, 3000u, 10000u, 30000u, 100000u, 300000u}) {
    std::string Sz = std::to_string(N);
    benchmark::RegisterBenchmark(("BM_Schedule/" + Sz).c_str(), [N](benchmark::State& S) {
      runSchedule(S, N, SchedulerKind::Source);
    })->Unit(benchmark::kMillisecond);
    benchmark::RegisterBenchmark(("BM_Schedule/" + Sz + "/list-burr").c_str(), [N](benchmark::State& S) {
      runSchedule(S, N, SchedulerKind::ListBURR);
    })->Unit(benchmark::kMillisecond);
    benchmark::RegisterBenchmark(("BM_Schedule/" + Sz + "/list-ilp").c_str(), [N](benchmark::State& S) {
      runSchedule(S, N, SchedulerKind::ListILP);
    })->Unit(benchmark::kMillisecond);
  }
  return true;
}();

} // namespace
