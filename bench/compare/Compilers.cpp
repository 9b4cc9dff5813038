// bench/compare/Compilers.cpp — command lines and the judged compilation of Compilers.h.
#include "bench/compare/Compilers.h"

#include "bench/gen/LLVMTools.h"

#include <cstdio>
#include <fstream>
#include <sstream>

namespace dt::compare {

CompilerCommand dagtoolCommand(const std::string& DagtoolPath) {
  return {"dagtool",
          {DagtoolPath, "--mtriple={triple}", "--mattr={attrs}", "--target-abi={abi}", "{input}", "-o",
           "{output}"}};
}

CompilerCommand llcCommand(const std::string& OptLevel) {
  std::string Llc = gen::llvmTool("llc");
  return {"llc " + OptLevel,
          {Llc.empty() ? "llc-19" : Llc, OptLevel, "-mtriple={triple}", "-mattr={attrs}", "-target-abi={abi}",
           "{input}", "-o", "{output}"}};
}

static std::string replaceAll(std::string S, const std::string& From, const std::string& To) {
  for (size_t P = S.find(From); P != std::string::npos; P = S.find(From, P + To.size()))
    S.replace(P, From.size(), To);
  return S;
}

std::vector<std::string> instantiate(const CompilerCommand& C, const qemu::TargetConfig& Cfg,
                                     const std::string& Input, const std::string& Output) {
  std::vector<std::string> Argv;
  for (const std::string& W : C.Argv) {
    if (Cfg.Attrs.empty() && (W == "-mattr={attrs}" || W == "--mattr={attrs}")) continue;
    std::string X = replaceAll(W, "{triple}", Cfg.Triple);
    X = replaceAll(X, "{attrs}", Cfg.Attrs);
    X = replaceAll(X, "{abi}", Cfg.Abi);
    X = replaceAll(X, "{input}", Input);
    Argv.push_back(replaceAll(X, "{output}", Output));
  }
  return Argv;
}

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
  R.Run = S.run(instantiate(C, Cfg, Input, Output), ErrPath, CpuLimitSeconds);
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
