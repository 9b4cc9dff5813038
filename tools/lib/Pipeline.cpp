// tools/lib/Pipeline.cpp — the phase order and the dumps between phases.
#include "tools/lib/Pipeline.h"

#include "ir/IR.h"
#include "support/Diagnostics.h"

#include <algorithm>

namespace dt {

namespace {
struct PhaseInfo {
  Phase P;
  const char* Title;
  const char* Short;
};
constexpr PhaseInfo Phases[] = {
    {Phase::Build, "Initial selection DAG", "build"},
};
} // namespace

const char* phaseTitle(Phase P) { return Phases[int(P)].Title; }
const char* phaseShortName(Phase P) { return Phases[int(P)].Short; }
std::optional<Phase> phaseByName(std::string_view Name) {
  for (const PhaseInfo& I : Phases)
    if (Name == I.Short) return I.P;
  return std::nullopt;
}
std::vector<Phase> allPhases() {
  std::vector<Phase> V;
  for (const PhaseInfo& I : Phases) V.push_back(I.P);
  return V;
}

Pipeline::Pipeline(const ir::Module& M, PipelineOptions O) : M(M), Opts(std::move(O)), TLI(Opts.ST) {}

bool Pipeline::shouldPrint(const ir::Function& F) const {
  return Opts.FilterFuncs.empty() ||
         std::find(Opts.FilterFuncs.begin(), Opts.FilterFuncs.end(), F.name()) != Opts.FilterFuncs.end();
}

void Pipeline::run(std::string& DebugOut, std::string& MainOut) {
  for (const auto& F : M.Functions)
    if (!F->isDeclaration()) runFunction(*F, DebugOut, MainOut);
}

FunctionDAGs Pipeline::runFunction(const ir::Function& F, std::string& DebugOut, std::string& MainOut) {
  FunctionDAGs R;
  R.Fn = &F;
  R.FLI = std::make_unique<FunctionLoweringInfo>();
  BuildOptions BO;
  BO.OptLevel = Opts.OptLevel;
  FunctionBuilder Builder(M, F, TLI, *R.FLI, BO);
  Builder.prepare();
  R.Blocks.resize(R.FLI->Blocks.size());

  bool Print = shouldPrint(F);
  bool Debug = Print && Opts.dumpsToDebugStream();
  if (Debug) DebugOut += "\n\n\n=== " + F.name() + "\n";

  for (unsigned MBB : R.FLI->SelectionOrder) {
    auto DAG = std::make_unique<SelectionDAG>(TLI, R.FLI.get());
    const ir::BasicBlock* BB = R.FLI->Blocks[MBB].IRBlock;
    auto dump = [&](Phase P) {
      if (Debug) DebugOut += dumpSection(*DAG, phaseTitle(P), MBB, F.name(), BB->name(), Opts.Dump);
      if (Print && Opts.PrintAfter.count(P))
        MainOut += dumpSection(*DAG, phaseTitle(P), MBB, F.name(), BB->name(), Opts.Dump);
    };
    auto stopsAfter = [&](Phase P) { return Opts.StopAfter && *Opts.StopAfter == P; };

    // The pipeline, in order. Each phase dumps after it runs.
    Builder.buildBlock(*DAG, MBB);
    dump(Phase::Build);
    if (stopsAfter(Phase::Build)) {
      R.Blocks[MBB] = std::move(DAG);
      continue;
    }
    R.Blocks[MBB] = std::move(DAG);
  }
  return R;
}

} // namespace dt
