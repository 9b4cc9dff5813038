// bench/compare/Compilers.h — the compilers dagtool-compare runs side by side, and one measured
// `.ll -> .s` compilation.
//
// Duty: command lines with {triple} {attrs} {abi} {input} {output} placeholders for dagtool, llc-19 -O2 and
// llc-19 -O0, instantiated for a target configuration, run through the Spawner, and judged: a compilation
// succeeded only when the compiler exited with 0 and wrote a non-empty assembly file.
// Invariants: a failure always carries a one-line reason (the compiler's first error line, or its exit
// status); nothing here throws for a failing compiler.
#pragma once

#include "bench/compare/MeasuredRun.h"
#include "bench/qemu/QemuRunner.h"

#include <string>
#include <vector>

namespace dt::compare {

/// dagtool-compare runs the qemu harness's compilers: qemu::dagtoolCompiler(Path), qemu::llcCompiler("-O2")
/// and qemu::llcCompiler("-O0"), with their placeholders filled in by qemu::compilerArgv.
using CompilerCommand = qemu::Compiler;

struct Compilation {
  Measurement Run;
  bool Succeeded = false;
  std::string Failure; // one line, empty on success
  std::string Asm;     // the assembly text when ReadAsm was asked for
};

/// Compiles Input to Output with C for Cfg, stderr into ErrPath. Reads the assembly back when ReadAsm.
Compilation compile(Spawner& S, const CompilerCommand& C, const qemu::TargetConfig& Cfg,
                    const std::string& Input, const std::string& Output, const std::string& ErrPath,
                    unsigned CpuLimitSeconds, bool ReadAsm);

/// Reads a whole file ("" when it cannot be read).
std::string readFile(const std::string& Path);

} // namespace dt::compare
