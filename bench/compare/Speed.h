// bench/compare/Speed.h — end-to-end `.ll -> .s` time and peak memory of dagtool, llc-19 -O2 and llc-19 -O0
// on generated inputs.
//
// Duty: the standard inputs (single blocks of 1k/10k/100k instructions, modules of 1k and 10k small
// functions, i64/i128-heavy code on rv32, soft-float f32/f64 code on rv32 without F), each compiled Runs
// times by each compiler; the medians of wall time, user time and peak RSS are kept.
// Invariants: a run counts only when the compiler exited with 0 and wrote a non-empty .s; the first failing
// run stops that compiler on that input and its reason is kept (inputs are never changed to avoid a
// failure). Inputs are generated deterministically from their options.
#pragma once

#include "bench/compare/Compilers.h"
#include "bench/gen/IRGen.h"

#include <string>
#include <vector>

namespace dt::compare {

struct SpeedInput {
  std::string Name;        // "block10k"
  std::string Description; // how it was generated, for the report
  gen::GenOptions Options;
  qemu::TargetConfig Config;
};

/// The inputs of issue 7, in report order.
std::vector<SpeedInput> standardSpeedInputs();

struct SpeedCell {
  bool Succeeded = false;
  std::string Failure;
  unsigned Runs = 0;
  double WallSeconds = 0, UserSeconds = 0; // medians
  double MaxRssMiB = 0;                    // median
};

struct SpeedRow {
  SpeedInput Input;
  unsigned IRInstructions = 0;
  size_t InputBytes = 0;
  std::vector<SpeedCell> Cells; // one per compiler, in the order given to measureInput
};

/// Generates the input, writes it into WorkDir and measures every compiler on it.
SpeedRow measureInput(Spawner& S, const SpeedInput& In, const std::vector<CompilerCommand>& Compilers,
                      unsigned Runs, unsigned CpuLimitSeconds, const std::string& WorkDir);

/// Instructions inside function bodies (indented lines of `define` bodies).
unsigned countIRInstructions(const std::string& ModuleText);

} // namespace dt::compare
