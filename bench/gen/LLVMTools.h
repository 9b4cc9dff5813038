// bench/gen/LLVMTools.h — running LLVM 19's command-line tools (opt, lli, llvm-as) from tests and tools.
//
// Duty: find the tools (llvm-config-19 --bindir, cached), run a process without a shell (posix_spawn,
// pipes for stdin/stdout/stderr, killed on timeout), and wrap the few uses the project has: verify a
// module, run a module + driver under lli, run opt passes.
// Invariants: temporary files live in a private mkdtemp directory that is removed before returning; no
// function throws for a failing tool (failures come back in the result); nothing is run through a shell,
// so file names and texts are never interpreted.
#pragma once

#include <string>
#include <vector>

namespace dt::gen {

struct RunResult {
  /// The exit status; 128 + signal number when killed by a signal; -1 when the program could not start.
  int ExitCode = -1;
  bool TimedOut = false;
  std::string Stdout, Stderr;
  bool ok() const { return ExitCode == 0 && !TimedOut; }
};

/// Runs Argv[0] (searched in PATH when it has no '/') with Argv, feeding StdinText. After TimeoutSeconds
/// (0 = no limit) the process is killed with SIGKILL and TimedOut is set.
RunResult runProcess(const std::vector<std::string>& Argv, const std::string& StdinText = "",
                     int TimeoutSeconds = 60);

/// `llvm-config-19 --bindir` (computed once); falls back to /usr/lib/llvm-19/bin when that exists; empty
/// when LLVM 19 is not installed.
std::string llvmBinDir();
/// The path of an LLVM tool ("opt", "lli", ...) in llvmBinDir(), or empty.
std::string llvmTool(const std::string& Name);
/// True when lli, opt and llvm-as are all present.
bool toolsAvailable();

/// A private temporary directory (mkdtemp under $TMPDIR or /tmp), removed with its files on destruction.
class TempDir {
public:
  TempDir();
  ~TempDir();
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;
  const std::string& path() const { return Path; }
  /// Writes Text to Path/Name and returns the full path (empty on failure).
  std::string write(const std::string& Name, const std::string& Text);

private:
  std::string Path;
};

/// `opt -passes=verify -disable-output`: empty when the module is valid, else the error text.
std::string verifyModule(const std::string& ModuleText, int TimeoutSeconds = 60);

/// `llvm-config-19 --host-target` (computed once), e.g. "x86_64-pc-linux-gnu"; empty when unknown.
std::string hostTriple();

/// `opt -passes=<Passes> -S [ExtraArgs...]`: the transformed module in Out; false (with the error in Out) on
/// failure. Generated modules have no datalayout, so opt would bake LLVM's default layout (e.g. a 12-byte
/// stride for i87) into the GEPs it rewrites, while lli lays memory out for the host: pass
/// {"-mtriple=" + hostTriple()} to make opt use the host's layout when the result is run under lli.
bool runOpt(const std::string& ModuleText, const std::string& Passes, std::string& Out,
            const std::vector<std::string>& ExtraArgs = {}, int TimeoutSeconds = 60);

struct LLIResult {
  RunResult Run;
  std::vector<std::string> Lines; // stdout split at '\n' (a final unterminated line is kept)
  bool ok() const { return Run.ok(); }
};

/// `lli -extra-module=<module.ll> <driver.ll>` on the host.
LLIResult runLLI(const std::string& ModuleText, const std::string& DriverText, int TimeoutSeconds = 120);

} // namespace dt::gen
