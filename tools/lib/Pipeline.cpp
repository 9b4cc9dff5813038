// tools/lib/Pipeline.cpp — the phase order and the dumps between phases.
#include "tools/lib/Pipeline.h"

#include "dag/Dot.h"
#include "dag/Json.h"
#include "dag/Reader.h"
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
      if (Print && Opts.PrintAfter.count(P)) MainOut += render(*DAG, Opts, P, MBB, F.name(), BB->name());
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

std::string Pipeline::render(const SelectionDAG& DAG, const PipelineOptions& Opts, Phase P, unsigned MBB,
                             std::string_view Fn, std::string_view Block) {
  std::string Title = std::string(phaseTitle(P)) + ": %bb." + std::to_string(MBB) + " '" + std::string(Fn) + ":" +
                      std::string(Block) + "'";
  switch (Opts.EmitKind) {
  case PipelineOptions::Emit::Dot: return dagToDot(DAG, Title);
  case PipelineOptions::Emit::Json: {
    nlohmann::json J = dagToJson(DAG);
    J["title"] = Title;
    return J.dump(1) + "\n";
  }
  default: return dumpSection(DAG, phaseTitle(P), MBB, Fn, Block, Opts.Dump);
  }
}

void Pipeline::runFromDump(std::string_view Text, const std::string& FileName, Phase StartAfter,
                           const PipelineOptions& Opts, std::string& DebugOut, std::string& MainOut) {
  riscv::RISCVTargetLowering TLI(Opts.ST);
  auto Sections = splitDumpSections(Text);
  if (Sections.empty()) throw InputError(FileName, {1, 1}, "no DAG dump found in the input");
  std::string LastFn;
  for (auto& [Sec, Body] : Sections) {
    FunctionLoweringInfo FLI;
    SelectionDAG DAG(TLI, &FLI);
    ParsedSection PS = readDump(DAG, Body, FileName, Sec.FirstLine - 1);
    std::string Fn = PS.FnName.empty() ? "dump" : PS.FnName;
    bool Print = Opts.FilterFuncs.empty() ||
                 std::find(Opts.FilterFuncs.begin(), Opts.FilterFuncs.end(), Fn) != Opts.FilterFuncs.end();
    if (Print && Opts.dumpsToDebugStream() && Fn != LastFn) DebugOut += "\n\n\n=== " + Fn + "\n";
    LastFn = Fn;
    // The phases after StartAfter, in pipeline order (none follow the builder yet): print the DAG as read.
    Phase P = StartAfter;
    if (Print && Opts.dumpsToDebugStream())
      DebugOut += dumpSection(DAG, phaseTitle(P), PS.MBB, Fn, PS.BlockName, Opts.Dump);
    if (Print && Opts.PrintAfter.count(P)) MainOut += render(DAG, Opts, P, PS.MBB, Fn, PS.BlockName);
  }
}

} // namespace dt
