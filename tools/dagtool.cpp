// tools/dagtool.cpp — the command line: llc-compatible options in front of the pipeline.
//
// Exit codes: 0 success, 1 malformed input, 2 usage error, 3 unsupported construct, 4 a phase could not
// handle a node, 70 internal error. Every error prints one "file:line:col: error: message" line on stderr.
#include "ir/IR.h"
#include "ir/Parser.h"
#include "isel/ScheduleDAG.h"
#include "support/Diagnostics.h"
#include "isel/SelectionDAGISel.h"
#include "targets/riscv/RISCVISelDAGToDAG.h"
#include "tools/lib/ActionReport.h"
#include "tools/lib/Pipeline.h"

#include <CLI/CLI.hpp>
#include <algorithm>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <sstream>

using namespace dt;

namespace {

const char* Examples = R"(Examples:
  dagtool -mtriple=riscv32 -debug-only=isel-dump -filetype=null examples/foo.ll
      print every phase's DAG of foo.ll to stderr, as llc -debug-only=isel-dump does, then the function's
      machine code (MIR body, as llc -stop-before=finalize-isel prints it; --finalize-isel: after finalize-isel)
  dagtool -mtriple=riscv32 -mattr=+m -stop-before=finalize-isel -o - foo.ll
      print the machine code (MIR body) to stdout; -stop-after=finalize-isel: with select pseudos expanded
  dagtool -mtriple=riscv64 -mattr=+m -stop-after=regalloc --verify -o - foo.ll
      the machine code on physical registers (linear scan), with its spill slots, allocation verified
  dagtool -mtriple=riscv64 -mattr=+m,+zbb --print-after=build -o - foo.ll
      print the Initial selection DAG to stdout
  dagtool -mtriple=riscv32 -filter-print-funcs=foo -debug-only=isel-dump -filetype=null -O2 in.ll
  cat in.ll | dagtool -mtriple=riscv32 --stop-after=build --print-after=build -
  dagtool -mtriple=riscv32 --emit=dot -o foo.dot foo.ll && dot -Tsvg foo.dot -o foo.svg
  dagtool -mtriple=riscv32 --start-after=build --emit=dump llvm-dump.txt
      read a dump (dagtool's or llc's) and continue from there
  dagtool -mtriple=riscv32 -mattr=+zbb --print-actions
      the action tables of a configuration (no input file)
  dagtool -mtriple=riscv32 --query-action=mul:i32 --set-action=mul:i32=LibCall
      why an operation gets its action, step by step, here with an entry overridden
)";

std::string helpFooter() {
  std::string Phases;
  for (Phase P : allPhases()) Phases += std::string(Phases.empty() ? "" : ", ") + phaseShortName(P);
  return std::string(Examples) + "\n" + ActionKeySyntaxHelp +
         "\nPhases (for --stop-after / --start-after / --print-after), in order: " + Phases +
         "; then the machine passes finalize-isel (--stop-before / --stop-after), phi-node-elimination and "
         "regalloc (--stop-after; --verify checks the allocation)" +
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

void writeOutput(const std::string& Output, const std::string& Text) {
  if (Output == "-") {
    std::fwrite(Text.data(), 1, Text.size(), stdout);
    return;
  }
  std::ofstream OS(Output, std::ios::binary);
  if (!OS) throw DagtoolError(ExitUsageError, Output, {}, "cannot open output file");
  OS << Text;
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
  App.add_option("--stop-after", StopAfter,
                 "stop after this phase; finalize-isel: print the machine code (MIR body) after finalize-isel "
                 "to the output, as llc -stop-after=finalize-isel; phi-node-elimination, regalloc: after those "
                 "machine passes");
  std::string StopBefore;
  App.add_option("--stop-before", StopBefore,
                 "finalize-isel: print the machine code (MIR body) as selection and scheduling leave it to the "
                 "output, as llc -stop-before=finalize-isel");
  App.add_option("--start-after", StartAfter, "read a DAG dump as input and run the phases after this one");
  App.add_option("--print-after", PrintAfter, "print the DAG after this phase to the output (repeatable)");
  App.add_option("--emit", Emit, "what to write to the output: dump, dot or json")
      ->check(CLI::IsMember({"dump", "dot", "json"}));
  App.add_flag("--sorted", Sorted, "print dumps in topological order");
  bool DisableCGP = false;
  App.add_flag("--disable-cgp", DisableCGP,
               "skip CodeGenPrepare's IR clean-ups before the builder (they run at -O1 and above, as in llc)");
  std::string PreRASched = "source";
  App.add_option("--pre-RA-sched", PreRASched,
                 "list scheduler for selected blocks: source (default, as llc on RISC-V), list-burr, list-ilp");
  bool Verify = false;
  App.add_flag("--verify", Verify, "check every DAG after every phase (use lists, types, operand layouts)");
  bool ISelStats = false;
  App.add_flag("--isel-stats", ISelStats, "after the run, list the selection patterns that never fired");
  bool FinalizeISelFlag = false;
  App.add_flag("--finalize-isel", FinalizeISelFlag,
               "the machine code printed after the dumps is finalize-isel's (select pseudos expanded into a "
               "branch diamond and a PHI)");
  bool NoSelect = false;
  App.add_flag("--no-select", NoSelect,
               "with -debug-only=isel-dump, stop before instruction selection (it runs by default there)");
  bool PrintActions = false;
  std::string QueryAction, PrintActionKeys;
  std::vector<std::string> SetActions;
  App.add_flag("--print-actions", PrintActions,
               "print the action tables of the target (-mtriple/-mattr/-target-abi) and exit; no input file");
  App.add_option("--query-action", QueryAction,
                 "explain the action of one KEY step by step and exit, e.g. rotl:i32 or setcc:i32:setugt");
  App.add_option(
         "--set-action", SetActions,
         "override one table entry for this run: KEY=ACTION, e.g. rotl:i32=Expand, rotl:i32=Promote:i64 "
         "(repeatable)")
      ->expected(1)
      ->multi_option_policy(CLI::MultiOptionPolicy::TakeAll);
  App.add_option(
         "--print-action-keys", PrintActionKeys,
         "print which type keys each opcode's action and exit: markdown (docs/action-keys.md) or text")
      ->check(CLI::IsMember({"markdown", "text"}));
  auto* InputOption = App.add_option("input", Input, "input .ll file ('-' = stdin)");

  std::vector<std::string> Args = normalizeArgs(argc, argv);
  // The reports read no input; everything else needs one. Marking the input required also keeps CLI11's
  // repeatable options (--print-after) from swallowing it.
  bool WantsReport = std::any_of(Args.begin(), Args.end(), [](const std::string& A) {
    for (const char* Switch : {"--print-actions", "--query-action", "--print-action-keys"})
      if (A.rfind(Switch, 0) == 0) return true;
    return false;
  });
  if (!WantsReport) InputOption->required();
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
    bool Report = PrintActions || !QueryAction.empty() || !PrintActionKeys.empty();
    if (Report && !Input.empty())
      throw DagtoolError(
          ExitUsageError, "", {},
          "--print-actions, --query-action and --print-action-keys read no input file; drop '" + Input + "'");
    PipelineOptions Opts;
    Opts.ST = riscv::Subtarget::create(Triple, Attrs, Abi);
    riscv::RISCVTargetLowering TLI(Opts.ST);
    for (const std::string& S : SetActions) Opts.ActionOverrides.push_back(parseActionOverride(S, TLI));
    if (Report) {
      TLI.overrideActions(Opts.ActionOverrides);
      if (!PrintActionKeys.empty())
        MainOut += printActionKeys(PrintActionKeys == "markdown" ? ActionKeyDocFormat::Markdown
                                                                 : ActionKeyDocFormat::Text);
      if (PrintActions) MainOut += printActions(TLI, Opts.ST.describe());
      if (!QueryAction.empty()) MainOut += explainAction(TLI, QueryAction, Opts.ST.describe());
      writeOutput(Output, MainOut);
      return 0;
    }
    Opts.OptLevel = OptLevel;
    Opts.DisableCGP = DisableCGP;
    for (const std::string& D : splitComma(DebugOnly)) Opts.DebugOnly.insert(D);
    Opts.FilterFuncs = splitComma(FilterFuncs);
    Opts.Dump.Sorted = Sorted;
    Opts.Verify = Verify;
    if (!schedulerByName(PreRASched))
      throw DagtoolError(ExitUsageError, "", {},
                         "unknown scheduler '" + PreRASched + "' for -pre-RA-sched (source, list-burr, list-ilp)");
    Opts.PreRASched = PreRASched;
    // finalize-isel is a machine pass, not a DAG phase: stopping at it means running every phase, selection,
    // scheduling and emission, and printing the function's MIR body to the output (as llc does).
    constexpr const char* FinalizeISelPass = "finalize-isel";
    if (!StopBefore.empty() && StopBefore != FinalizeISelPass)
      throw DagtoolError(ExitUsageError, "", {},
                         "--stop-before knows only finalize-isel (got '" + StopBefore + "'); DAG phases: --stop-after");
    // The later machine passes (machine/): each implies the ones before it.
    const bool StopsAtMachinePass =
        StopAfter == FinalizeISelPass || StopAfter == "phi-node-elimination" || StopAfter == "regalloc";
    if (StopsAtMachinePass || !StopBefore.empty()) {
      if (StopsAtMachinePass && !StopBefore.empty())
        throw DagtoolError(ExitUsageError, "", {}, "--stop-before and --stop-after=" + StopAfter + " exclude each other");
      Opts.MIRToMainOutput = true;
      Opts.FinalizeISel = StopsAtMachinePass;
      Opts.PHIElimination = StopAfter == "phi-node-elimination" || StopAfter == "regalloc";
      Opts.RegAlloc = StopAfter == "regalloc";
      StopAfter.clear();
    }
    if (FinalizeISelFlag) Opts.FinalizeISel = true;
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
    // Selection runs after the last phase when the dumps are printed (as llc prints "Selected selection DAG")
    // and no --stop-after names an earlier phase; FP and vector nodes without patterns stop it with an error.
    // The machine code of each function is printed after its dumps whenever selection runs to the end.
    Opts.Select = !NoSelect && (ISelStats || (Opts.dumpsToDebugStream() && !Opts.StopAfter));
    if (Opts.MIRToMainOutput) {
      if (NoSelect || Opts.StopAfter)
        throw DagtoolError(ExitUsageError, "", {}, "finalize-isel needs instruction selection (drop --no-select)");
      Opts.Select = true;
    }
    if (Emit == "dump") Opts.EmitKind = PipelineOptions::Emit::Dump;
    if (Emit == "dot") Opts.EmitKind = PipelineOptions::Emit::Dot;
    if (Emit == "json") Opts.EmitKind = PipelineOptions::Emit::Json;
    // --emit without --print-after prints after the last phase that runs.
    if (!Emit.empty() && Opts.PrintAfter.empty())
      Opts.PrintAfter.insert(Opts.StopAfter ? *Opts.StopAfter : LastPhase);

    // Assembly (or, with -filetype=null, the same work written nowhere) when nothing else was asked for: the
    // whole pipeline through register allocation and frame lowering, as llc compiles a module.
    const bool CompilesToEnd = Opts.PrintAfter.empty() && !Opts.MIRToMainOutput && !Opts.StopAfter &&
                               StartAfter.empty() && !Opts.dumpsToDebugStream() && !ISelStats && !NoSelect;
    if (CompilesToEnd) {
      Opts.Select = Opts.FinalizeISel = Opts.PHIElimination = Opts.RegAlloc = Opts.EmitAssembly = true;
    }

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
    if (ISelStats) DebugOut += isel::unusedPatternReport(riscv::riscvPatternTable());
    std::fwrite(DebugOut.data(), 1, DebugOut.size(), stderr);
    DebugOut.clear(); // written: an error below must not print it a second time

    bool WantsAsm = FileType == "asm" && Opts.PrintAfter.empty() && !Opts.MIRToMainOutput && !Opts.EmitAssembly;
    if (WantsAsm)
      throw UnsupportedError("", {},
                             "assembly output is written only when the whole pipeline runs: drop --stop-after, "
                             "-debug-only and --no-select, or use -filetype=null, --print-after=PHASE or "
                             "--emit=dump");
    if (Opts.EmitAssembly && FileType == "null") return 0;
    writeOutput(Output, MainOut);
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
