// bench/qemu/QemuRunner.h — runs generated IR as real RISC-V code under qemu-user and compares every
// result with lli-19's.
//
// Duty: given a GeneratedModule (bench/gen/IRGen.h), a target configuration and a compiler command
// ("compile this .ll to this .s"), produce the assembly, assemble it (llvm-mc-19), compile a driver that
// makes the module's calls (llc-19: the driver is not under test), link both with the project's runtime
// (runtime/, ld.lld-19 -static), run the program under qemu-riscv32/64, and compare the results value by
// value with lli-19 running the module's own driver on the host.
// Invariants: nothing is run through a shell; temporary files live in a private directory removed on
// return (unless RunOptions::KeepDir names one to keep them in); a failure at any step is reported in the
// result, never thrown. Results are compared on their IR width only (the low N bits of an iN), except
// that a signext/zeroext integer result narrower than XLEN is also checked for its extension bits.
#pragma once

#include "bench/gen/IRGen.h"

#include <string>
#include <vector>

namespace dt::qemu {

/// One target configuration: what the code under test is compiled for and how qemu runs it.
struct TargetConfig {
  std::string Name;   // "rv32imfd-ilp32d"
  std::string Triple; // "riscv32" or "riscv64"
  std::string Attrs;  // -mattr value, e.g. "+m,+f,+d" (may be empty)
  std::string Abi;    // -target-abi value: ilp32, ilp32d, lp64, lp64d
  unsigned xlen() const { return Triple == "riscv64" ? 64 : 32; }
  bool hasAttr(const std::string& A) const; // "+m", "+zbb", ...
  /// The runtime build for this XLEN and ABI: "rv32-ilp32", ..., "rv64-lp64d".
  std::string runtimeVariant() const;
  std::string qemuBinary() const; // qemu-riscv32 / qemu-riscv64
  /// qemu's -cpu value: the default CPU (which has I, M, A, F, D, C) plus the Z* extensions named in Attrs.
  std::string qemuCpu() const;
};

/// The configurations of issue 7: riscv32, riscv32 +m, riscv32 +m,+f,+d (ilp32 and ilp32d), riscv64,
/// riscv64 +m,+zbb, riscv64 +m,+f,+d (lp64 and lp64d).
const std::vector<TargetConfig>& standardConfigs();
/// The standard configuration with this name, or null.
const TargetConfig* findConfig(const std::string& Name);
/// Switches off generator features llc-19 cannot compile for this configuration (llvm.minimum/maximum
/// abort in llc-19 without hardware F and D).
void adaptOptions(gen::GenOptions& Opts, const TargetConfig& Config);
/// The generator options every qemu test and the soak use: the features (gen::parseFeatures' syntax), seed and
/// sizes given, adapted to Config (adaptOptions). Throws DagtoolError (a usage error) for an unknown feature.
gen::GenOptions randomModuleOptions(const TargetConfig& Config, uint64_t Seed, unsigned Functions,
                                    unsigned InstsPerFunction = 30, unsigned CallsPerFunction = 4,
                                    const std::string& Features = "all");
/// gen::generate(randomModuleOptions(...)): Functions random functions that Config's compilers can take.
gen::GeneratedModule randomModule(const TargetConfig& Config, uint64_t Seed, unsigned Functions,
                                  unsigned InstsPerFunction = 30, unsigned CallsPerFunction = 4,
                                  const std::string& Features = "all");

/// A command that compiles one .ll file to one .s file. Argv words may contain the placeholders
/// {triple}, {attrs}, {abi}, {input} and {output}; a word that is exactly "-mattr={attrs}" or
/// "--mattr={attrs}" is dropped when the configuration has no attributes.
struct Compiler {
  std::string Name;
  std::vector<std::string> Argv;
};
/// llc-19 at an optimization level, -O2 by default (the reference compiler), named "llc -O2" etc.
Compiler llcCompiler(const std::string& OptLevel = "-O2");
/// dagtool at the given path (or the one built next to this library when empty).
Compiler dagtoolCompiler(const std::string& Path = "");
/// "llc", "dagtool", or a command line with placeholders ("cmd:/path/to/x -O1 {input} -o {output}",
/// split at spaces). Returns false with a message for an empty command.
bool parseCompiler(const std::string& Spec, Compiler& Out, std::string& Error);
/// The argument vector of C compiling Input to Output for Config, placeholders filled in.
std::vector<std::string> compilerArgv(const Compiler& C, const TargetConfig& Config, const std::string& Input,
                                      const std::string& Output);

/// The driver module for qemu: declares the functions, makes every call with constant arguments and prints
/// one line per call through the runtime's __rt_put_hex / __rt_putc (lanes separated by spaces, 64-bit
/// chunks of a lane by ':', least significant first; "v" for void), then "end". Integer arguments
/// narrower than XLEN without an extension attribute are passed as XLEN-bit values whose upper bits are
/// garbage when GarbageUpperBits is set (LLVM assumes nothing about them, so neither may the callee);
/// signext/zeroext integer results narrower than XLEN are received as XLEN-bit values so that the runner
/// can check the extension.
std::string buildQemuDriver(const std::vector<gen::FunctionSig>& Functions,
                            const std::vector<gen::Call>& Calls, const TargetConfig& Config,
                            bool GarbageUpperBits = true);

struct RunOptions {
  /// The directory holding <variant>/start.o and <variant>/libdtrt.a; empty: the build's runtime/.
  std::string RuntimeDir;
  int TimeoutSeconds = 120;
  bool GarbageUpperBits = true;
  /// When not empty, the module, assembly, driver, objects and program are copied here for reproduction.
  std::string KeepDir;
  /// lli-19's output lines for the module, when the caller already has them (saves running lli again).
  const std::vector<std::string>* ExpectedLines = nullptr;
};

struct RunResult {
  enum class Status { Pass, Mismatch, CompileFailed, ToolFailed, RunFailed, ReferenceFailed };
  Status State = Status::ToolFailed;
  unsigned Compared = 0; // results compared (equal or not)
  unsigned Mismatches = 0;
  /// A human-readable account: the failing step's command and output, or one block per mismatching call
  /// (function, arguments, expected, got).
  std::string Report;
  bool passed() const { return State == Status::Pass; }
};
const char* statusName(RunResult::Status S);

/// Compiles, links, runs under qemu and compares with lli-19 (see the file comment).
RunResult runModule(const gen::GeneratedModule& M, const TargetConfig& Config, const Compiler& C,
                    const RunOptions& Opts = {});

/// Empty when every tool the harness needs (llc-19, llvm-mc-19, ld.lld-19, lli-19, qemu for both XLENs)
/// and the runtime builds are present; otherwise what is missing.
std::string harnessMissing(const std::string& RuntimeDir = "");
/// The build's runtime directory (<build>/runtime).
std::string defaultRuntimeDir();

} // namespace dt::qemu
