// bench/compare/MeasuredRun.h — runs one external program and measures it: wall time, user and system CPU
// time, and peak resident memory (ru_maxrss from wait4).
//
// Duty: the process layer of dagtool-compare. Programs are started with fork + execvp (never a shell), with
// stdin and stdout on /dev/null and stderr written to a file, and reaped with wait4 so that the rusage is
// the child's own.
// Invariants: the forks come from a small helper process started by the first Spawner, before the caller
// has grown: Linux carries a process's peak RSS across fork and exec, so forking from a parent that holds
// large generated modules would charge that parent's memory to the measured compiler. Nothing throws for a
// failing program; the failure is in the result.
#pragma once

#include <string>
#include <vector>

namespace dt::compare {

struct Measurement {
  /// Exit status; 128 + signal number when killed by a signal; -1 when the program could not start.
  int ExitCode = -1;
  /// Killed for exceeding the CPU-time limit (SIGXCPU or the hard limit's SIGKILL).
  bool TimedOut = false;
  double WallSeconds = 0, UserSeconds = 0, SystemSeconds = 0;
  long MaxRssKiB = 0;
  bool ok() const { return ExitCode == 0 && !TimedOut; }
};

/// Starts programs from a helper process forked while the caller is still small (see the file comment).
class Spawner {
public:
  /// Forks the helper. Call early in main, before large allocations.
  Spawner();
  ~Spawner();
  Spawner(const Spawner&) = delete;
  Spawner& operator=(const Spawner&) = delete;

  /// Runs Argv (Argv[0] searched in PATH when it has no '/'), stderr to StderrPath (or /dev/null when
  /// empty), with a CPU-time limit of CpuLimitSeconds (0 = none). Blocks until the program ends.
  Measurement run(const std::vector<std::string>& Argv, const std::string& StderrPath,
                  unsigned CpuLimitSeconds);

private:
  int ToHelper = -1, FromHelper = -1;
  int HelperPid = -1;
};

} // namespace dt::compare
