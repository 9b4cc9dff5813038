// bench/compare/Compilers.cpp — command lines and the judged compilation of Compilers.h.
#include "bench/compare/Compilers.h"

#include "bench/gen/LLVMTools.h"

#include <cstdio>
#include <fstream>
#include <sstream>

namespace dt::compare {

std::string readFile(const std::string& Path) {
  std::ifstream In(Path, std::ios::binary);
  std::stringstream SS;
  SS << In.rdbuf();
  return SS.str();
}

/// The line that says why a compiler failed: its first line mentioning "error" (or an LLVM "LLVM ERROR"),
/// else its last non-empty stderr line.
static std::string reasonFrom(const std::string& Stderr) {
  std::string Last;
  std::istringstream In(Stderr);
  for (std::string Line; std::getline(In, Line);) {
    if (Line.find_first_not_of(" \t") == std::string::npos) continue;
    if (Line.find("error") != std::string::npos || Line.find("ERROR") != std::string::npos) return Line;
    Last = Line;
  }
  return Last;
}

Compilation compile(Spawner& S, const CompilerCommand& C, const qemu::TargetConfig& Cfg,
                    const std::string& Input, const std::string& Output, const std::string& ErrPath,
                    unsigned CpuLimitSeconds, bool ReadAsm) {
  Compilation R;
  std::remove(Output.c_str());
  R.Run = S.run(qemu::compilerArgv(C, Cfg, Input, Output), ErrPath, CpuLimitSeconds);
  std::string Asm = readFile(Output);
  if (R.Run.ok() && !Asm.empty()) {
    R.Succeeded = true;
    if (ReadAsm) R.Asm = std::move(Asm);
    return R;
  }
  std::string Reason = reasonFrom(readFile(ErrPath));
  if (R.Run.TimedOut)
    R.Failure = "CPU-time limit of " + std::to_string(CpuLimitSeconds) + " s exceeded";
  else if (R.Run.ok())
    R.Failure = "exit status 0 but empty assembly";
  else
    R.Failure = "exit status " + std::to_string(R.Run.ExitCode) + (Reason.empty() ? "" : ": " + Reason);
  if (R.Failure.size() > 240) R.Failure = R.Failure.substr(0, 240) + "...";
  return R;
}

} // namespace dt::compare
