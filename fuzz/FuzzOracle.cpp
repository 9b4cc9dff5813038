// fuzz/FuzzOracle.cpp — the shared compare-with-the-interpreter loop of the fuzz targets (see FuzzOracle.h).
#include "fuzz/FuzzOracle.h"

#include "dag/Interpreter.h"
#include "support/Diagnostics.h"
#include "targets/riscv/RISCVInterpreter.h"

#include <cstdio>
#include <cstdlib>
#include <memory>

namespace dt::fuzz {

std::vector<FunctionDAGs> runDefinedFunctions(const ir::Module& M, Pipeline& P) {
  std::vector<FunctionDAGs> Result;
  std::string Debug, Main;
  for (const auto& F : M.Functions)
    if (!F->isDeclaration()) Result.push_back(P.runFunction(*F, Debug, Main));
  return Result;
}

namespace {
std::vector<InterpFunction> viewsOf(const std::vector<FunctionDAGs>& DAGs) {
  std::vector<InterpFunction> Views;
  for (const FunctionDAGs& D : DAGs) Views.push_back(interpView(D));
  return Views;
}
} // namespace

void compareStagesOrAbort(const ir::Module& M, const riscv::RISCVTargetLowering& TLI,
                          const riscv::Subtarget& ST, const gen::GeneratedModule& GM,
                          const std::vector<FunctionDAGs>& Reference, std::initializer_list<Stage> Stages,
                          const std::string& Context) {
  RISCVInterpreter TI(TLI, RISCVABIConfig::of(ST));
  // The views must outlive the interpreters that read them.
  std::vector<InterpFunction> ReferenceViews = viewsOf(Reference);
  std::vector<std::vector<InterpFunction>> StageViews;
  for (const Stage& S : Stages) StageViews.push_back(viewsOf(*S.DAGs));
  ProgramInterpreter Before(M, TLI, TI, std::span<const InterpFunction>(ReferenceViews));
  std::vector<std::unique_ptr<ProgramInterpreter>> After;
  for (const auto& Views : StageViews)
    After.push_back(std::make_unique<ProgramInterpreter>(M, TLI, TI, std::span<const InterpFunction>(Views)));

  for (const gen::Call& Call : GM.Calls) {
    std::vector<APInt> Args;
    for (const gen::ArgValue& A : Call.Args) Args.push_back(A.Bits);
    std::string Want;
    try {
      Want = gen::formatResult(Call.Function, Call.Index, Call.RetType, Before.call(Call.Function, Args));
    } catch (const DagtoolError&) {
      continue; // the reference DAG cannot be interpreted here: nothing to compare against
    }
    size_t I = 0;
    for (const Stage& S : Stages) {
      std::string Got =
          gen::formatResult(Call.Function, Call.Index, Call.RetType, After[I++]->call(Call.Function, Args));
      if (Got == Want) continue;
      std::fprintf(stderr, "%s changed a result (%s): built DAG gives '%s', %s DAG '%s'\n%s", S.Phase,
                   Context.c_str(), Want.c_str(), S.DAGName, Got.c_str(), GM.ModuleText.c_str());
      std::abort();
    }
  }
}

} // namespace dt::fuzz
