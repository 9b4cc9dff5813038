// test/unit/GoldenSupport.h — shared pieces of the golden tests (file discovery, variants, running dagtool).
#pragma once

#include "bench/gen/LLVMTools.h"

#include <filesystem>
#include <functional>
#include <string>
#include <vector>

namespace dt::golden {

struct Variant {
  std::string Name;              // rv32, rv64m, ...
  std::vector<std::string> Args; // dagtool options
};

std::string readFile(const std::filesystem::path& P);
void writeFile(const std::filesystem::path& P, const std::string& Text);
std::vector<Variant> variantsOf(const std::string& LLText);
gen::RunResult runDagtool(const std::vector<std::string>& Args, const std::string& Input);
std::string unifiedDiff(const std::string& Expected, const std::string& Actual);
std::vector<std::filesystem::path> goldenInputs();

/// Returns "" when the input's functions compute what lli computes under this variant, else why not.
using ExecCheck = std::function<std::string(const std::string& LLFile, const Variant& V)>;
/// The execution check used before blessing (set by the execution tests; empty = none registered).
ExecCheck& execCheck();

} // namespace dt::golden
