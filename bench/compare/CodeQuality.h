// bench/compare/CodeQuality.h — instruction counts of dagtool against llc-19 -O2, function by function, on
// the random corpus and on hand-written files.
//
// Duty: compile each module with both compilers for one configuration, count each function's real
// instructions (AsmCount.h) and keep the pairs. When dagtool fails on a module, every function is compiled
// again alone (its module cut down to it, with declarations of the functions it may call), so that one
// failing function neither hides the others nor is silently dropped: it is listed with dagtool's reason.
// Invariants: a function enters the ratio statistics only when both compilers compiled it; every other
// function is in DagtoolFailures or LlcFailures.
#pragma once

#include "bench/compare/Compilers.h"

#include <string>
#include <vector>

namespace dt::compare {

struct FunctionPair {
  std::string Origin; // "seed 12" or the file name
  std::string Name;
  unsigned Dagtool = 0, Llc = 0;
  double ratio() const { return Llc ? double(Dagtool) / Llc : 0; }
};

struct FunctionFailure {
  std::string Origin, Name, Reason;
};

struct QualityResult {
  unsigned Modules = 0;
  std::vector<FunctionPair> Pairs;
  std::vector<FunctionFailure> DagtoolFailures, LlcFailures;
  unsigned long long totalDagtool() const;
  unsigned long long totalLlc() const;
  /// exp(mean(log(dagtool / llc))) over Pairs; 0 when there are none.
  double geomeanRatio() const;
};

struct QualityContext {
  Spawner& Spawn;
  CompilerCommand Dagtool, Llc;
  std::string WorkDir;
  unsigned CpuLimitSeconds = 300;
};

/// Compiles one module (Text, from Origin) for Cfg with both compilers and adds its functions to R.
void compareModule(QualityContext& Ctx, const qemu::TargetConfig& Cfg, const std::string& Origin,
                   const std::string& Text, QualityResult& R);

/// The names of the functions a module defines, in order ("f0", "init", ...).
std::vector<std::string> definedFunctions(const std::string& ModuleText);
/// The module cut down to one defined function: every line outside function bodies is kept, and every other
/// defined function becomes a declaration. Empty when Name is not defined.
std::string isolateFunction(const std::string& ModuleText, const std::string& Name);

} // namespace dt::compare
