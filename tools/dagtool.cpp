// tools/dagtool.cpp — the command line: llc-compatible options in front of the pipeline.
//
// Exit codes: 0 success, 1 malformed input, 2 usage error, 3 unsupported construct, 4 a phase could not
// handle a node, 70 internal error. Every error prints one "file:line:col: error: message" line on stderr.
#include "ir/IR.h"
#include "ir/Parser.h"
#include "support/Diagnostics.h"
#include "tools/lib/Pipeline.h"

#include <CLI/CLI.hpp>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <sstream>

using namespace dt;

namespace {

const char* Examples = R"(Examples:
  dagtool -mtriple=riscv32 -debug-only=isel-dump -filetype=null examples/foo.ll
      print every phase's DAG of foo.ll to stderr, as llc -debug-only=isel-dump does
  dagtool -mtriple=riscv64 -mattr=+m,+zbb --print-after=build -o - foo.ll
      print the Initial selection DAG to stdout
  dagtool -mtriple=riscv32 -filter-print-funcs=foo -debug-only=isel-dump -filetype=null -O2 in.ll
  cat in.ll | dagtool -mtriple=riscv32 --stop-after=build --print-after=build -
  dagtool -mtriple=riscv32 --emit=dot -o foo.dot foo.ll && dot -Tsvg foo.dot -o foo.svg
  dagtool -mtriple=riscv32 --start-after=build --emit=dump llvm-dump.txt
      read a dump (dagtool's or llc's) and continue from there
)";

std::string helpFooter() {
  std::string Phases;
  for (Phase P : allPhases()) Phases += std::string(Phases.empty() ? "" : ", ") + phaseShortName(P);
  return std::string(Examples) +
         "\nPhases (for --stop-after / --start-after / --print-after), in order: " + Phases +
         "\nExit codes: 0 ok, 1 bad input, 2 usage, 3 unsupported construct, 4 cannot lower, 70 internal "
         "error.";
}

// llc spells long options with one dash (-mtriple=riscv32); CLI11 wants two. Rewrite them first.
std::vector<std::string> normalizeArgs(int argc, char** argv) {
  std::vector<std::string> Out;
  for (int I = 1; I < argc; ++I) {
    std::string A = argv[I];
    bool SingleDashLong = A.size() > 2 && A[0] == '-' && A[1] != '-';
    if (SingleDashLong && A[1] == 'O' && A.size() == 3) { // -O0 .. -O3
      Out.push_back("-O");
      Out.push_back(A.substr(2));
      continue;
    }
    if (SingleDashLong && !(A.size() == 2)) A = "-" + A;
    Out.push_back(A);
  }
  return Out;
}

std::vector<std::string> splitComma(const std::string& S) {
  std::vector<std::string> V;
  std::stringstream SS(S);
  std::string Item;
  while (std::getline(SS, Item, ','))
    if (!Item.empty()) V.push_back(Item);
  return V;
}

int fail(const DagtoolError& E) {
  std::fprintf(stderr, "%s\n", E.format().c_str());
  return E.code();
}

} // namespace

int main(int argc, char** argv) {
  CLI::App App{"dagtool — LLVM's SelectionDAG instruction selector for RISC-V, every step visible",
               "dagtool"};
  App.footer(helpFooter());
  std::string Triple = "riscv32", Attrs, Abi, DebugOnly, FilterFuncs, Output = "-", FileType = "asm", Emit;
  std::string StopAfter, StartAfter, Input;
  std::vector<std::string> PrintAfter;
  unsigned OptLevel = 2;
  bool Sorted = false;
  App.add_option("--mtriple", Triple, "target triple: riscv32 or riscv64 (with optional -unknown-elf etc.)");
  App.add_option("--mattr", Attrs, "extensions, e.g. +m,+a,+f,+d,+zbb,+zfh,+zfhmin");
  App.add_option("--target-abi", Abi, "ilp32, ilp32f, ilp32d, lp64, lp64f, lp64d");
  App.add_option("-O", OptLevel, "optimization level 0-3 (default 2)")->check(CLI::Range(0, 3));
  App.add_option("--debug-only", DebugOnly,
                 "comma list of debug streams: isel-dump, isel, legalize-types, dagcombine ...");
  App.add_option("--filter-print-funcs", FilterFuncs, "only print dumps of these functions (comma list)");
  App.add_option("-o", Output, "output file ('-' = stdout)");
  App.add_option("--filetype", FileType, "asm or null")->check(CLI::IsMember({"asm", "null"}));
  App.add_option("--stop-after", StopAfter, "stop after this phase");
  App.add_option("--start-after", StartAfter, "read a DAG dump as input and run the phases after this one");
  App.add_option("--print-after", PrintAfter, "print the DAG after this phase to the output (repeatable)");
  App.add_option("--emit", Emit, "what to write to the output: dump, dot or json")
      ->check(CLI::IsMember({"dump", "dot", "json"}));
  App.add_flag("--sorted", Sorted, "print dumps in topological order");
  bool Verify = false;
  App.add_flag("--verify", Verify, "check every DAG after every phase (use lists, types, operand layouts)");
  App.add_option("input", Input, "input .ll file ('-' = stdin)")->required();

  std::vector<std::string> Args = normalizeArgs(argc, argv);
  std::reverse(Args.begin(), Args.end()); // CLI11 parses a reversed vector
  try {
    App.parse(Args);
  } catch (const CLI::CallForHelp&) {
    std::printf("%s", App.help().c_str());
    return 0;
  } catch (const CLI::ParseError& E) {
    std::fprintf(stderr, "dagtool: error: %s\n(run dagtool --help for usage)\n", E.what());
    return ExitUsageError;
  }

  std::string DebugOut, MainOut;
  try {
    PipelineOptions Opts;
    Opts.ST = riscv::Subtarget::create(Triple, Attrs, Abi);
    Opts.OptLevel = OptLevel;
    for (const std::string& D : splitComma(DebugOnly)) Opts.DebugOnly.insert(D);
    Opts.FilterFuncs = splitComma(FilterFuncs);
    Opts.Dump.Sorted = Sorted;
    Opts.Verify = Verify;
    if (!StopAfter.empty()) {
      auto P = phaseByName(StopAfter);
      if (!P)
        throw DagtoolError(ExitUsageError, "", {}, "unknown phase '" + StopAfter + "' for --stop-after");
      Opts.StopAfter = P;
    }
    for (const std::string& S : PrintAfter) {
      auto P = phaseByName(S);
      if (!P) throw DagtoolError(ExitUsageError, "", {}, "unknown phase '" + S + "' for --print-after");
      Opts.PrintAfter.insert(*P);
    }
    if (Emit == "dump") Opts.EmitKind = PipelineOptions::Emit::Dump;
    if (Emit == "dot") Opts.EmitKind = PipelineOptions::Emit::Dot;
    if (Emit == "json") Opts.EmitKind = PipelineOptions::Emit::Json;
    // --emit without --print-after prints after the last phase that runs.
    if (!Emit.empty() && Opts.PrintAfter.empty())
      Opts.PrintAfter.insert(Opts.StopAfter ? *Opts.StopAfter : DefaultLastPhase);

    if (!StartAfter.empty()) {
      auto SA = phaseByName(StartAfter);
      if (!SA)
        throw DagtoolError(ExitUsageError, "", {}, "unknown phase '" + StartAfter + "' for --start-after");
      std::string Text;
      if (Input == "-") {
        std::stringstream SS;
        SS << std::cin.rdbuf();
        Text = SS.str();
      } else {
        std::ifstream In(Input, std::ios::binary);
        if (!In) throw InputError(Input, {}, "cannot read input file");
        std::stringstream SS;
        SS << In.rdbuf();
        Text = SS.str();
      }
      Pipeline::runFromDump(Text, Input == "-" ? "<stdin>" : Input, *SA, Opts, DebugOut, MainOut);
    } else {
      auto M = ir::parseModuleFile(Input);
      applyTargetDataLayout(*M, Opts.ST);
      Pipeline P(*M, Opts);
      P.run(DebugOut, MainOut);
    }
    std::fwrite(DebugOut.data(), 1, DebugOut.size(), stderr);

    bool WantsAsm = FileType == "asm" && Opts.PrintAfter.empty();
    if (WantsAsm)
      throw UnsupportedError(
          "", {},
          "assembly output needs instruction selection and register allocation, "
          "which dagtool does not have yet; use -filetype=null with -debug-only=isel-dump, "
          "or --print-after=PHASE / --emit=dump");
    if (Output == "-") {
      std::fwrite(MainOut.data(), 1, MainOut.size(), stdout);
    } else {
      std::ofstream OS(Output, std::ios::binary);
      if (!OS) throw DagtoolError(ExitUsageError, Output, {}, "cannot open output file");
      OS << MainOut;
    }
    return 0;
  } catch (const DagtoolError& E) {
    // The debug streams up to a failure in a phase explain it (llc prints them before it stops, too); a
    // bad input file produces none.
    std::fwrite(DebugOut.data(), 1, DebugOut.size(), stderr);
    return fail(E);
  } catch (const std::exception& E) {
    std::fwrite(DebugOut.data(), 1, DebugOut.size(), stderr);
    std::fprintf(stderr, "dagtool: internal error: %s\n", E.what());
    return ExitInternalError;
  }
}
