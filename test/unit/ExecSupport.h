// test/unit/ExecSupport.h — "correctness is executed": run IR functions through dagtool's phases and the
// DAG interpreter, run the same IR under LLVM 19's lli, and compare the printed results call by call.
#pragma once

#include "bench/gen/IRGen.h"
#include "tools/lib/Pipeline.h"

#include <string>
#include <vector>

namespace dt::exec {

struct Report {
  unsigned Calls = 0;       // calls compared
  unsigned Mismatches = 0;  // calls whose results differ
  bool Unsupported = false; // the module uses something dagtool reports as unsupported
  std::string Failure;      // first mismatch or error, with context
  bool ok() const { return Mismatches == 0 && Failure.empty(); }
};

/// Builds every function of ModuleText with Opts (up to Opts.StopAfter), interprets each call and compares
/// with lli running DriverText + ModuleText on the host. ModuleText must not carry a target datalayout.
Report compareWithLLI(const std::string& ModuleText, const std::string& DriverText,
                      const std::vector<gen::Call>& Calls, const PipelineOptions& Opts);

/// Edge and pattern values for an IR type given as text ("i17", "float", "<4 x i32>"), Count of them.
std::vector<APInt> interestingValues(const std::string& Type, unsigned Bits, unsigned Count, uint64_t Seed);

/// For a hand-written .ll: calls with interesting arguments for every defined function whose signature the
/// driver can express; returns false (with Why) when no function qualifies. Skipped, when given, receives
/// one "name: reason" line per defined function left out.
bool makeCalls(const std::string& ModuleText, std::vector<gen::FunctionSig>& Sigs, std::vector<gen::Call>& Calls,
               std::string& Why, std::vector<std::string>* Skipped = nullptr);

/// llc-style options for Triple/Attrs (default ABI) that stop after StopAfter.
PipelineOptions optionsFor(const std::string& Triple, const std::string& Attrs, Phase StopAfter);
/// Every block's DAG after type legalization of the functions in IR, printed one after another.
std::string legalizedDump(const std::string& IR, const std::string& Triple, const std::string& Attrs = "");
/// The same after phase StopAfter (e.g. Phase::Combine1 for the DAG the first combine leaves).
std::string dumpAfter(const std::string& IR, const std::string& Triple, const std::string& Attrs, Phase StopAfter);
/// How often What occurs in Text.
unsigned countOf(const std::string& Text, const std::string& What);
/// Runs every function of IR after type legalization under the interpreter and under lli with interesting
/// arguments; returns the first difference (empty when all agree).
std::string execDiff(const std::string& IR, const std::string& Triple, const std::string& Attrs = "");
/// The same with the DAGs as phase StopAfter leaves them.
std::string execDiffAfter(const std::string& IR, const std::string& Triple, const std::string& Attrs, Phase StopAfter);

} // namespace dt::exec
