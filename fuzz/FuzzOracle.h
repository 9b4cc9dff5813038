// fuzz/FuzzOracle.h — the execution oracle the generator-driven fuzz targets share.
//
// Duty: run a generated module's calls under the DAG interpreter on a reference set of DAGs (the built
// ones) and on the DAGs of later phases, and abort, with the module and both results on stderr, when a
// later phase computes something else. A call the reference cannot interpret (a DagtoolError) is skipped:
// there is nothing to compare it against. Every other error escapes to the fuzz target.
#pragma once

#include "bench/gen/IRGen.h"
#include "ir/IR.h"
#include "targets/riscv/RISCVSubtarget.h"
#include "tools/lib/Pipeline.h"

#include <initializer_list>
#include <string>
#include <vector>

namespace dt::fuzz {

/// Every defined function of M through P, in module order.
std::vector<FunctionDAGs> runDefinedFunctions(const ir::Module& M, Pipeline& P);

/// DAGs after a later phase, and how the abort message names them.
struct Stage {
  const char* Phase;   // "selection": "<Phase> changed a result"
  const char* DAGName; // "selected": "..., <DAGName> DAG '<result>'"
  const std::vector<FunctionDAGs>* DAGs;
};

/// Compares every call of GM on Reference with each stage, in the order given; Context (the configuration)
/// goes into the abort message. TLI is the target the DAGs were built for.
void compareStagesOrAbort(const ir::Module& M, const riscv::RISCVTargetLowering& TLI,
                          const riscv::Subtarget& ST, const gen::GeneratedModule& GM,
                          const std::vector<FunctionDAGs>& Reference, std::initializer_list<Stage> Stages,
                          const std::string& Context);

} // namespace dt::fuzz
