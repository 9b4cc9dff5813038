// tools/lib/Pipeline.h — the order of the phases, in one place.
//
// Duty: run a module through dagtool's phases, block by block as LLVM does (each block goes through every
// phase before the next block is built, because later blocks read what earlier ones decided), printing
// the dumps that were asked for. The Phase enum names every phase; runFunction() is the one function a
// reader needs to see the whole pipeline. Phases that do not exist yet are absent from the enum.
#pragma once

#include "dag/Builder.h"
#include "dag/FunctionLowering.h"
#include "dag/Printer.h"
#include "dag/SelectionDAG.h"
#include "machine/MachineFunction.h"
#include "targets/riscv/RISCVMachineInfo.h"
#include "targets/riscv/RISCVRegisterInfo.h"
#include "targets/riscv/RISCVSubtarget.h"
#include "targets/riscv/RISCVTargetLowering.h"

#include <functional>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace dt {

namespace ir {
class Module;
class Function;
} // namespace ir

/// The phases, in pipeline order. Each has a dump title (LLVM's) and a short name for --stop-after.
enum class Phase {
  Build,              // "Initial selection DAG"
  Combine1,           // "Optimized lowered selection DAG" (combiner, BeforeLegalizeTypes)
  LegalizeTypes,      // "Type-legalized selection DAG"
  CombineLT,          // "Optimized type-legalized selection DAG" (only when type legalization changed something)
  LegalizeVectorOps,  // "Vector-legalized selection DAG" (dumped only when it changed something)
  LegalizeTypesAgain, // "Vector/type-legalized selection DAG" (runs and dumps only after a change above)
  CombineLV,          // "Optimized vector-legalized selection DAG" (likewise)
  Legalize,           // "Legalized selection DAG"
  Combine2,           // "Optimized legalized selection DAG" (combiner, AfterLegalizeDAG)
  Select,             // "Selected selection DAG" (runs only when asked for: PipelineOptions::Select)
};
/// The last phase every input goes through. Selection comes after it but runs only when asked for (FP and
/// vector nodes have no patterns yet, and the exec/fuzz/golden suites run "to the last phase").
constexpr Phase LastPhase = Phase::Combine2;

const char* phaseTitle(Phase P);     // "Initial selection DAG"
const char* phaseShortName(Phase P); // "build"
std::optional<Phase> phaseByName(std::string_view Name);
std::vector<Phase> allPhases();

struct PipelineOptions {
  riscv::Subtarget ST;
  unsigned OptLevel = 2;
  std::set<std::string> DebugOnly;          // -debug-only=isel-dump,...
  std::vector<std::string> FilterFuncs;     // -filter-print-funcs
  std::optional<Phase> StopAfter;           // --stop-after
  std::set<Phase> PrintAfter;               // --print-after (dump to the main output)
  DumpOptions Dump;                         // --sorted
  bool Verify = false;                      // --verify: check every DAG after every phase
  bool Select = false;                      // run instruction selection after the last phase
  /// -disable-cgp: skip the IR clean-ups of ir/CodeGenPrepare that runFunction otherwise makes at -O1 and above
  /// (llc runs codegenprepare at -O1+ and has the same switch).
  bool DisableCGP = false;
  bool runsCodeGenPrepare() const { return OptLevel > 0 && !DisableCGP; }
  /// Whether Phase::Select runs: asked for directly, or named by --stop-after / --print-after.
  bool runsSelect() const {
    return Select || (StopAfter && *StopAfter == Phase::Select) || PrintAfter.count(Phase::Select);
  }
  bool tracesISel() const { return DebugOnly.count("isel") > 0; }
  /// -pre-RA-sched=: the list scheduler that orders each selected block (isel/ScheduleDAG.h: source, list-burr,
  /// list-ilp) before its machine instructions are emitted.
  std::string PreRASched = "source";
  /// Machine code: when selection runs to the end (no --stop-after), each selected block is scheduled and
  /// emitted into the function's MachineFunction right after its selection, as LLVM does; the function's MIR
  /// body is printed after its last dump (to the debug stream when the dumps go there, to the main output when
  /// MIRToMainOutput). FinalizeISel expands the custom-inserter pseudos first (llc -stop-after=finalize-isel).
  bool FinalizeISel = false;   // --finalize-isel, -stop-after=finalize-isel
  /// The machine passes after finalize-isel (machine/): -stop-after=phi-node-elimination replaces PHIs by
  /// copies; -stop-after=regalloc also allocates registers (linear scan) and prints the MIR on physical
  /// registers with the `stack:` entry, as llc -stop-before=prologepilog does. Each implies the ones before it.
  bool PHIElimination = false;
  bool RegAlloc = false;
  bool MIRToMainOutput = false; // -stop-before=finalize-isel / -stop-after=finalize-isel
  /// Assembly (implies RegAlloc): frame lowering (machine/FrameLowering, prologue/epilogue, frame indexes
  /// resolved) after allocation, then each function's assembly and the module's globals go to MainOut.
  bool EmitAssembly = false;
  bool emitsMachineCode() const { return runsSelect() && !StopAfter; }
  std::vector<ActionOverride> ActionOverrides; // --set-action, applied to each TargetLowering made here
  enum class Emit { None, Dump, Dot, Json } EmitKind = Emit::None; // what --print-after writes
  bool dumpsToDebugStream() const { return DebugOnly.count("isel-dump") || DebugOnly.count("isel"); }
  bool tracesTypeLegalizer() const { return DebugOnly.count("legalize-types") > 0; }
  bool tracesOpLegalizer() const { return DebugOnly.count("legalizedag") > 0; }
  bool tracesVectorLegalizer() const { return DebugOnly.count("legalizevectorops") > 0; }
  bool tracesCombiner() const { return DebugOnly.count("dagcombine") > 0; }
};

/// The target's data layout string ("e-m:e-p:32:32-i64:64-n32-S128" ...).
std::string targetDataLayout(const riscv::Subtarget& ST);
/// Gives a module without a `target datalayout` line the target's layout (llc does the same).
void applyTargetDataLayout(ir::Module& M, const riscv::Subtarget& ST);

/// A function's DAGs after the last phase that ran, one per machine block (kept for the interpreter).
struct FunctionDAGs {
  const ir::Function* Fn = nullptr;
  std::unique_ptr<FunctionLoweringInfo> FLI;
  std::vector<std::unique_ptr<SelectionDAG>> Blocks; // indexed by MBB number (null if never built)
  /// The machine code (PipelineOptions::emitsMachineCode), before or after finalize-isel as asked; else null.
  std::unique_ptr<MachineFunction> MF;
};

class Pipeline {
public:
  Pipeline(const ir::Module& M, PipelineOptions Opts);
  const riscv::RISCVTargetLowering& target() const { return TLI; }
  const riscv::RISCVMachineInfo& machineInfo() const { return TMI; }
  /// The MIR text of a function's machine code: a header naming the function and the llc command whose `body:`
  /// it reproduces, then the body.
  static std::string renderMIR(const MachineFunction& MF, const MachineTargetInfo& TMI, bool Finalized);
  /// renderMIR for the last machine pass Opts runs (finalize-isel, phi-node-elimination or regalloc).
  static std::string renderMachineStage(const MachineFunction& MF, const MachineTargetInfo& TMI,
                                        const PipelineOptions& Opts);
  /// Runs every defined function; dumps go to DebugOut (isel-dump) and MainOut (--print-after).
  void run(std::string& DebugOut, std::string& MainOut);
  /// Runs one function and returns its DAGs.
  /// Without KeepDAGs each block's DAG is freed once its machine code is emitted (FunctionDAGs::Blocks stays
  /// empty): a function of thousands of blocks then holds one DAG at a time, not all of them.
  FunctionDAGs runFunction(const ir::Function& F, std::string& DebugOut, std::string& MainOut, bool KeepDAGs = true);
  /// Reads a DAG dump (ours or LLVM's) and runs the phases after StartAfter on each section.
  static void runFromDump(std::string_view Text, const std::string& FileName, Phase StartAfter,
                          const PipelineOptions& Opts, std::string& DebugOut, std::string& MainOut);

  /// The text --print-after writes for one DAG: a dump section, DOT or JSON.
  static std::string render(const SelectionDAG& DAG, const PipelineOptions& Opts, Phase P, unsigned MBB,
                            std::string_view Fn, std::string_view Block);

  /// Runs the phases after `After` on one block's DAG, in pipeline order, calling Dump after each; returns
  /// the last phase that ran (the one --stop-after named, or the last phase). BlockLabel names the block in
  /// traces as LLVM's MBB reference does: "%bb.0 'entry'".
  static Phase runPhasesAfter(Phase After, SelectionDAG& DAG, const TargetLowering& TLI, const PipelineOptions& Opts,
                              bool Trace, std::string& DebugOut, const std::function<void(Phase)>& Dump,
                              const std::string& BlockLabel);

private:
  bool shouldPrint(const ir::Function& F) const;
  const ir::Module& M;
  PipelineOptions Opts;
  riscv::RISCVTargetLowering TLI;
  riscv::RISCVMachineInfo TMI;
  RegisterFileInfo RegisterFile; // the allocator's view of Opts.ST's registers, the same for every function
  unsigned NextFunctionNumber = 0; // numbers the block labels of each function's assembly (.LBB<n>_<b>)
};

} // namespace dt
