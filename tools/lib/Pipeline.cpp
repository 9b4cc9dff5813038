// tools/lib/Pipeline.cpp — the phase order and the dumps between phases.
#include "tools/lib/Pipeline.h"

#include "combine/DAGCombiner.h"
#include "dag/Dot.h"
#include "dag/Json.h"
#include "dag/Reader.h"
#include "dag/Verifier.h"
#include "legalize/LegalizeDAG.h"
#include "legalize/LegalizeTypes.h"
#include "legalize/LegalizeVectorOps.h"
#include "ir/CodeGenPrepare.h"
#include "ir/IR.h"
#include "isel/InstrEmitter.h"
#include "isel/SelectionDAGISel.h"
#include "machine/BranchFolding.h"
#include "machine/DeadMachineInstrElim.h"
#include "machine/Rematerialize.h"
#include "machine/FinalizeISel.h"
#include "machine/FrameLowering.h"
#include "machine/MIRPrinter.h"
#include "machine/PHIElimination.h"
#include "machine/RegAllocLinearScan.h"
#include "machine/RegAllocVerifier.h"
#include "targets/riscv/RISCVAsmPrinter.h"
#include "targets/riscv/RISCVBranchHooks.h"
#include "targets/riscv/RISCVFrameLowering.h"
#include "targets/riscv/RISCVRegisterInfo.h"
#include "support/Diagnostics.h"
#include "targets/riscv/RISCVISelDAGToDAG.h"
#include "targets/riscv/RISCVMemOpInfo.h"

#include <algorithm>

namespace dt {

namespace {
struct PhaseInfo {
  Phase P;
  const char* Title;
  const char* Short;
};
constexpr PhaseInfo Phases[] = {
    {Phase::Build, "Initial selection DAG", "build"},
    {Phase::Combine1, "Optimized lowered selection DAG", "combine1"},
    {Phase::LegalizeTypes, "Type-legalized selection DAG", "legalize-types"},
    {Phase::CombineLT, "Optimized type-legalized selection DAG", "combine-lt"},
    {Phase::LegalizeVectorOps, "Vector-legalized selection DAG", "legalize-vector-ops"},
    {Phase::LegalizeTypesAgain, "Vector/type-legalized selection DAG", "legalize-types-again"},
    {Phase::CombineLV, "Optimized vector-legalized selection DAG", "combine-lv"},
    {Phase::Legalize, "Legalized selection DAG", "legalize"},
    {Phase::Combine2, "Optimized legalized selection DAG", "combine2"},
    {Phase::Select, "Selected selection DAG", "select"},
};
} // namespace

const char* phaseTitle(Phase P) { return Phases[int(P)].Title; }
const char* phaseShortName(Phase P) { return Phases[int(P)].Short; }
std::optional<Phase> phaseByName(std::string_view Name) {
  for (const PhaseInfo& I : Phases)
    if (Name == I.Short) return I.P;
  return std::nullopt;
}
std::vector<Phase> allPhases() {
  std::vector<Phase> V;
  for (const PhaseInfo& I : Phases) V.push_back(I.P);
  return V;
}

std::string targetDataLayout(const riscv::Subtarget& ST) {
  return ST.XLen == 64 ? "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128" : "e-m:e-p:32:32-i64:64-n32-S128";
}

void applyTargetDataLayout(ir::Module& M, const riscv::Subtarget& ST) {
  if (!M.DataLayoutString.empty()) return;
  std::string Error;
  M.DataLayoutString = targetDataLayout(ST);
  if (!M.Layout.parse(M.DataLayoutString, Error)) throw InternalError("bad built-in data layout: " + Error);
}

namespace {

/// The type a virtual register of class RC holds (for registers the emitter creates, which the DAG builder's
/// FunctionLoweringInfo must count too: LLVM numbers both from one counter).
EVT typeOfRegClass(unsigned RC, const riscv::Subtarget& ST) {
  switch (RC) {
  case riscv::FPR16: return EVT::f16();
  case riscv::FPR32: return EVT::f32();
  case riscv::FPR64: return EVT::f64();
  default: return EVT::integer(ST.XLen);
  }
}

/// Schedules and emits one selected block into Staged (a function whose blocks are made as blocks come), keeping
/// one virtual-register numbering: the builder's registers so far are known to Staged before emission, and the
/// emitter's registers are counted by FLI afterwards, so later blocks' builder registers come after them.
void emitBlockMachineCode(SelectionDAG& DAG, FunctionLoweringInfo& FLI, MachineFunction& Staged, unsigned MBB,
                          const riscv::RISCVMachineInfo& TMI, const PipelineOptions& Opts) {
  for (size_t I = Staged.numVirtualRegisters(); I < FLI.VRegTypes.size(); ++I) {
    auto RC = TMI.regClassFor(FLI.VRegTypes[I]);
    if (!RC)
      throw UnsupportedError("", {},
                             "no register class holds a value of type " + FLI.VRegTypes[I].str() +
                                 " (virtual register %" + std::to_string(I) + ")");
    Staged.setVirtualRegisterClass(indexToVirtReg(uint32_t(I)), *RC);
  }
  if (!Staged.block(MBB)) Staged.createBlockNumbered(MBB);
  if (MBB < FLI.Blocks.size())
    for (unsigned S : FLI.Blocks[MBB].Successors) Staged.block(MBB)->addSuccessor(S); // for the self-loop test
  ScheduleOptions SO;
  SO.Kind = *schedulerByName(Opts.PreRASched);
  // llc 19 has no itineraries for RISC-V: every node takes one cycle (a null model), so list-ilp matches llc.
  scheduleAndEmitBlock(DAG, Staged, MBB, TMI, nullptr, SO);
  for (size_t I = FLI.VRegTypes.size(); I < Staged.numVirtualRegisters(); ++I)
    FLI.VRegTypes.push_back(typeOfRegClass(Staged.regClassOf(indexToVirtReg(uint32_t(I))), Opts.ST));
}

/// The function as LLVM lays it out (blocks, successors, PHIs from the builder's final FunctionLoweringInfo)
/// with the staged blocks' instructions after the PHIs, then the live-in copies and, if asked, finalize-isel.
std::unique_ptr<MachineFunction> assembleMachineFunction(const FunctionLoweringInfo& FLI, MachineFunction& Staged,
                                                         const riscv::RISCVMachineInfo& TMI,
                                                         const RegisterFileInfo& RI, const PipelineOptions& Opts) {
  auto MF = createMachineFunction(FLI, TMI, Staged.name());
  for (unsigned I = 0; I < Staged.numVirtualRegisters(); ++I)
    MF->setVirtualRegisterClass(indexToVirtReg(I), Staged.regClassOf(indexToVirtReg(I)));
  MF->ConstantPool = Staged.ConstantPool;
  for (const auto& From : Staged.layout()) {
    MachineBasicBlock* To = MF->block(From->Number);
    if (!To) throw InternalError("machine block %bb." + std::to_string(From->Number) + " has no place in the layout");
    for (MachineInstr& MI : From->Instrs) To->Instrs.push_back(std::move(MI));
  }
  emitLiveInCopies(*MF, TMI);
  if (Opts.FinalizeISel || Opts.PHIElimination || Opts.RegAlloc) finalizeISel(*MF, TMI);
  // LLVM's -O1+ SSA machine optimizations; of them dagtool has dead-mi-elimination.
  if ((Opts.PHIElimination || Opts.RegAlloc) && Opts.OptLevel > 0) eliminateDeadMachineInstrs(*MF, TMI, RI);
  if (Opts.PHIElimination || Opts.RegAlloc) eliminatePHIs(*MF, TMI);
  if (Opts.RegAlloc) {
    if (Opts.OptLevel > 0) rematerializeAcrossCalls(*MF, TMI, RI);
    RegAllocOptions RO;
    const riscv::Subtarget ST = Opts.ST;
    RO.CalleeSavedRegisterOfUnit = [ST](unsigned Unit) { return riscv::calleeSavedRegisterOfUnit(ST, Unit); };
    if (Opts.Verify)
      RO.BeforeRewrite = [&](const MachineFunction& Pre, const std::vector<uint32_t>& Assignment) {
        throwIfProblems(verifyAssignment(Pre, TMI, RI, Assignment), "regalloc of '" + Pre.name() + "'");
      };
    allocateRegisters(*MF, TMI, RI, RO);
    if (Opts.Verify) throwIfProblems(verifyAllocatedFunction(*MF, TMI, RI), "regalloc of '" + MF->name() + "'");
  }
  if (Opts.EmitAssembly) {
    // LLVM's control-flow optimizer runs after the frame is laid out; the cases dagtool folds never touch the
    // blocks frame code goes into (the entry and returns), so it runs first, where the verifier still applies,
    // and only for assembly (the -stop-after=regalloc MIR stays comparable with llc -stop-before=prologepilog).
    if (Opts.OptLevel > 0) {
      // What computed the conditions of removed branches is dead now, and deleting it may empty blocks the
      // folder can then remove: the two alternate until neither changes anything (dagtool's addition to
      // LLVM's pipeline; a few rounds at most).
      DeadInstrOptions DO;
      DO.Allocated = true;
      bool Changed = false;
      for (unsigned Round = 0; Round < 4; ++Round) {
        if (!foldBranches(*MF, TMI, riscv::RISCVBranchHooks()).changed()) break;
        Changed = true;
        if (!eliminateDeadMachineInstrs(*MF, TMI, RI, DO)) break;
      }
      if (Changed && Opts.Verify)
        throwIfProblems(verifyAllocatedFunction(*MF, TMI, RI), "branch folding of '" + MF->name() + "'");
    }
    insertPrologEpilog(*MF, TMI, riscv::RISCVFrameLowering(Opts.ST, RI));
  }
  return MF;
}

} // namespace

std::string Pipeline::renderMIR(const MachineFunction& MF, const MachineTargetInfo& TMI, bool Finalized) {
  // The header's other fields say nothing about selection; the constant pool does, when there is one.
  bool HasConstants = !MF.ConstantPool.empty();
  std::string Header = "# *** MIR of '" + MF.name() + (Finalized ? "' after" : "' before") + " finalize-isel (the " +
                       (HasConstants ? "constants and body" : "body") + " of llc -" +
                       (Finalized ? "stop-after" : "stop-before") + "=finalize-isel) ***\n";
  return Header + (HasConstants ? printMIRConstants(MF) : "") + printMIRBody(MF, TMI);
}

std::string Pipeline::renderMachineStage(const MachineFunction& MF, const MachineTargetInfo& TMI,
                                         const PipelineOptions& Opts) {
  if (Opts.RegAlloc)
    return "# *** MIR of '" + MF.name() +
           "' after regalloc (dagtool's linear scan; compare the shape of llc -stop-before=prologepilog) ***\n" +
           printMIRStack(MF) + printMIRBody(MF, TMI);
  if (Opts.PHIElimination)
    return "# *** MIR of '" + MF.name() + "' after phi-node-elimination (compare llc -stop-after=phi-node-elimination) ***\n" +
           printMIRBody(MF, TMI);
  return renderMIR(MF, TMI, Opts.FinalizeISel);
}

Pipeline::Pipeline(const ir::Module& M, PipelineOptions O) : M(M), Opts(std::move(O)), TLI(Opts.ST), TMI(Opts.ST),
      RegisterFile(riscv::makeRegisterFileInfo(Opts.ST)) {
  TLI.overrideActions(Opts.ActionOverrides);
}

bool Pipeline::shouldPrint(const ir::Function& F) const {
  return Opts.FilterFuncs.empty() ||
         std::find(Opts.FilterFuncs.begin(), Opts.FilterFuncs.end(), F.name()) != Opts.FilterFuncs.end();
}

void Pipeline::run(std::string& DebugOut, std::string& MainOut) {
  if (Opts.EmitAssembly) MainOut += riscv::asmFileHeader(M.SourceFileName);
  for (const auto& F : M.Functions)
    if (!F->isDeclaration()) runFunction(*F, DebugOut, MainOut, /*KeepDAGs=*/false);
  if (Opts.EmitAssembly) MainOut += riscv::printGlobalsAsm(M);
}

FunctionDAGs Pipeline::runFunction(const ir::Function& F, std::string& DebugOut, std::string& MainOut,
                                   bool KeepDAGs) {
  // The phases only read the IR; CodeGenPrepare is the one step that rewrites it, in place as llc's pass does
  // (running it again on its own output changes nothing, so a module may go through several pipelines).
  if (Opts.runsCodeGenPrepare())
    ir::codeGenPrepare(const_cast<ir::Module&>(M), const_cast<ir::Function&>(F),
                       {.XLen = Opts.ST.XLen, .SExtCheaperFromI32 = Opts.ST.is64Bit()});
  FunctionDAGs R;
  R.Fn = &F;
  R.FLI = std::make_unique<FunctionLoweringInfo>();
  BuildOptions BO;
  BO.OptLevel = Opts.OptLevel;
  BO.MemOps = riscv::memOpTargetInfo(TLI);
  FunctionBuilder Builder(M, F, TLI, *R.FLI, BO);
  Builder.prepare();
  if (KeepDAGs) R.Blocks.resize(R.FLI->Blocks.size());

  bool Print = shouldPrint(F);
  bool Debug = Print && Opts.dumpsToDebugStream();
  if (Debug) DebugOut += "\n\n\n=== " + F.name() + "\n";

  // Blocks are processed in selection order; switch lowering may append case blocks, processed right after.
  std::vector<unsigned> Order = R.FLI->SelectionOrder;
  // Case blocks by MBB number, and how many of FLI->PendingCaseBlocks are already in Order (a switch only
  // appends new ones, whose MBB numbers are new), so that each block finds its case in constant time.
  constexpr size_t NoCase = ~size_t(0);
  std::vector<size_t> CaseOf; // index into FLI->PendingCaseBlocks, or NoCase
  size_t CasesSeen = 0;
  // Machine code is emitted block by block right after selection; the function takes shape at the end.
  std::unique_ptr<MachineFunction> Staged;
  if (Opts.emitsMachineCode()) Staged = std::make_unique<MachineFunction>(F.name());
  for (size_t Next = 0; Next < Order.size(); ++Next) {
    unsigned MBB = Order[Next];
    auto DAG = std::make_unique<SelectionDAG>(TLI, R.FLI.get());
    const ir::BasicBlock* BB = R.FLI->Blocks[MBB].IRBlock;
    auto dump = [&](Phase P) {
      if (Opts.Verify) verifyDAGOrThrow(*DAG, std::string(phaseShortName(P)) + " (%bb." + std::to_string(MBB) + ")");
      if (Debug) DebugOut += dumpSection(*DAG, phaseTitle(P), MBB, F.name(), BB->name(), Opts.Dump);
      if (Print && Opts.PrintAfter.count(P)) MainOut += render(*DAG, Opts, P, MBB, F.name(), BB->name());
    };
    auto stopsAfter = [&](Phase P) { return Opts.StopAfter && *Opts.StopAfter == P; };
    auto finish = [&]() {
      if (!KeepDAGs) return; // the block's DAG dies here
      if (R.Blocks.size() < R.FLI->Blocks.size()) R.Blocks.resize(R.FLI->Blocks.size());
      R.Blocks[MBB] = std::move(DAG);
    };

    // The pipeline, in order. Each phase dumps after it runs.
    const CaseBlock* CB =
        MBB < CaseOf.size() && CaseOf[MBB] != NoCase ? &R.FLI->PendingCaseBlocks[CaseOf[MBB]] : nullptr;
    if (CB)
      Builder.buildCaseBlock(*DAG, *CB);
    else
      Builder.buildBlock(*DAG, MBB);
    // Case blocks made by this block's switch come next, in order.
    const auto& Cases = R.FLI->PendingCaseBlocks;
    if (CasesSeen < Cases.size()) {
      CaseOf.resize(R.FLI->Blocks.size(), NoCase);
      std::vector<unsigned> New;
      for (size_t K = CasesSeen; K < Cases.size(); ++K) {
        CaseOf[Cases[K].MBB] = K;
        New.push_back(Cases[K].MBB);
      }
      CasesSeen = Cases.size();
      Order.insert(Order.begin() + Next + 1, New.begin(), New.end());
    }
    dump(Phase::Build);
    if (!stopsAfter(Phase::Build)) runPhasesAfter(Phase::Build, *DAG, TLI, Opts, Print, DebugOut, dump,
                     "%bb." + std::to_string(MBB) + " '" + BB->name() + "'");
    if (Staged) emitBlockMachineCode(*DAG, *R.FLI, *Staged, MBB, TMI, Opts);
    finish();
  }
  R.FLI->SelectionOrder = Order;
  if (Staged) {
    R.MF = assembleMachineFunction(*R.FLI, *Staged, TMI, RegisterFile, Opts);
    if (Opts.EmitAssembly) {
      bool Global = F.Linkage != "internal" && F.Linkage != "private";
      MainOut += riscv::printFunctionAsm(*R.MF, TMI, Opts.ST, NextFunctionNumber++, Global);
    } else if (Print && Opts.MIRToMainOutput)
      MainOut += renderMachineStage(*R.MF, TMI, Opts);
    else if (Print && Opts.dumpsToDebugStream())
      DebugOut += "\n" + renderMachineStage(*R.MF, TMI, Opts);
  }
  return R;
}

Phase Pipeline::runPhasesAfter(Phase After, SelectionDAG& DAG, const TargetLowering& TLI, const PipelineOptions& Opts,
                               bool Trace, std::string& DebugOut, const std::function<void(Phase)>& Dump,
                               const std::string& BlockLabel) {
  auto runs = [&](Phase P) { return int(After) < int(P); };
  auto stopsAfter = [&](Phase P) { return Opts.StopAfter && *Opts.StopAfter == P; };
  Phase Last = After;

  // Runs one legalizer with its trace; the trace up to a failure is what explains the failure.
  auto traced = [&](bool Wanted, auto&& Body) {
    std::string TraceText;
    try {
      Body(Trace && Wanted ? &TraceText : nullptr);
    } catch (...) {
      DebugOut += TraceText;
      throw;
    }
    DebugOut += TraceText;
  };

  // The combiner at one level (none at -O0; the dump is printed all the same, as llc -O0 prints it).
  auto combine = [&](Phase P, CombineLevel Level) {
    if (Opts.OptLevel > 0)
      traced(Opts.tracesCombiner(), [&](std::string* T) {
        CombineOptions CO;
        CO.Trace = T;
        combineDAG(DAG, TLI, Level, CO);
      });
    Dump(Last = P);
    return stopsAfter(P);
  };

  // Combining the DAG as built.
  if (runs(Phase::Combine1) && combine(Phase::Combine1, CombineLevel::BeforeLegalizeTypes)) return Last;

  // Type legalization: afterwards every value has a type the target holds in a register. The combiner
  // cleans up after it only when it changed something (as in LLVM).
  if (runs(Phase::LegalizeTypes)) {
    bool Changed = false;
    traced(Opts.tracesTypeLegalizer(), [&](std::string* T) { Changed = DAGTypeLegalizer(DAG, TLI, T).run(); });
    Dump(Last = Phase::LegalizeTypes);
    if (stopsAfter(Phase::LegalizeTypes)) return Last;
    if (Changed && combine(Phase::CombineLT, CombineLevel::AfterLegalizeTypes)) return Last;
    if (stopsAfter(Phase::CombineLT)) return Last;
  } else if (runs(Phase::CombineLT) && combine(Phase::CombineLT, CombineLevel::AfterLegalizeTypes)) {
    return Last; // started from a type-legalized dump
  }

  // Vector operations on legal vector types; unrolling may create illegal types, so the type legalizer
  // runs again. All three dump only when the vector legalizer changed something (as in LLVM).
  if (runs(Phase::LegalizeVectorOps)) {
    bool Changed = false;
    traced(Opts.tracesVectorLegalizer(), [&](std::string* T) { Changed = legalizeVectorOps(DAG, TLI, T); });
    if (Changed) {
      Dump(Last = Phase::LegalizeVectorOps);
      if (stopsAfter(Phase::LegalizeVectorOps)) return Last;
      traced(Opts.tracesTypeLegalizer(), [&](std::string* T) { DAGTypeLegalizer(DAG, TLI, T).run(); });
      Dump(Last = Phase::LegalizeTypesAgain);
      if (stopsAfter(Phase::LegalizeTypesAgain)) return Last;
      if (combine(Phase::CombineLV, CombineLevel::AfterLegalizeVectorOps)) return Last;
    }
    if (stopsAfter(Phase::LegalizeVectorOps) || stopsAfter(Phase::LegalizeTypesAgain) ||
        stopsAfter(Phase::CombineLV))
      return Last;
  }

  // Operation legalization: afterwards every node is one the target can select.
  if (runs(Phase::Legalize)) {
    traced(Opts.tracesOpLegalizer(), [&](std::string* T) { SelectionDAGLegalize(DAG, TLI, T).run(); });
    Dump(Last = Phase::Legalize);
    if (stopsAfter(Phase::Legalize)) return Last;
  }

  // The last clean-up: folds may create only legal operations, and each node is re-legalized first.
  if (runs(Phase::Combine2) && combine(Phase::Combine2, CombineLevel::AfterLegalizeDAG)) return Last;

  // What later blocks may assume of the values this one leaves in virtual registers (recorded before
  // selection, as LLVM does, whether or not selection runs, so that later blocks' DAGs are LLVM's).
  if (runs(Phase::Combine2) && Opts.OptLevel > 0) isel::computeLiveOutVRegInfo(DAG, TLI);

  // Instruction selection: every node becomes a RISC-V machine node (only when asked for, see LastPhase).
  if (runs(Phase::Select) && Opts.runsSelect()) {
    const auto* RISCV = dynamic_cast<const riscv::RISCVTargetLowering*>(&TLI);
    if (!RISCV) throw UnsupportedError("", {}, "instruction selection exists only for the RISC-V target");
    traced(Opts.tracesISel(), [&](std::string* T) {
      riscv::SelectOptions SO;
      SO.Trace = T;
      SO.BlockLabel = BlockLabel;
      riscv::selectRISCV(DAG, *RISCV, SO);
    });
    Dump(Last = Phase::Select);
  }
  return Last;
}

std::string Pipeline::render(const SelectionDAG& DAG, const PipelineOptions& Opts, Phase P, unsigned MBB,
                             std::string_view Fn, std::string_view Block) {
  std::string Title = std::string(phaseTitle(P)) + ": %bb." + std::to_string(MBB) + " '" + std::string(Fn) + ":" +
                      std::string(Block) + "'";
  switch (Opts.EmitKind) {
  case PipelineOptions::Emit::Dot: return dagToDot(DAG, Title);
  case PipelineOptions::Emit::Json: {
    nlohmann::json J = dagToJson(DAG);
    J["title"] = Title;
    return J.dump(1) + "\n";
  }
  default: return dumpSection(DAG, phaseTitle(P), MBB, Fn, Block, Opts.Dump);
  }
}

void Pipeline::runFromDump(std::string_view Text, const std::string& FileName, Phase StartAfter,
                           const PipelineOptions& Opts, std::string& DebugOut, std::string& MainOut) {
  riscv::RISCVTargetLowering TLI(Opts.ST);
  TLI.overrideActions(Opts.ActionOverrides);
  auto Sections = splitDumpSections(Text);
  if (Sections.empty()) {
    // A bare list of node lines (as blogs print them) is one section without a header.
    ParsedSection Bare;
    Sections.push_back({Bare, std::string(Text)});
  }
  std::string LastFn;
  for (auto& [Sec, Body] : Sections) {
    FunctionLoweringInfo FLI;
    // %fixed-stack.N numbers fixed objects from the lowest frame index up, so the reader needs to know how
    // many there are: as many as the most negative FrameIndex operand says.
    int MinFI = 0;
    for (size_t Pos = 0; (Pos = Body.find("FrameIndex:", Pos)) != std::string::npos; ++Pos) {
      size_t Lt = Body.find('<', Pos);
      if (Lt != std::string::npos && Lt + 1 < Body.size() && Body[Lt + 1] == '-')
        MinFI = std::min(MinFI, -std::atoi(Body.c_str() + Lt + 2));
    }
    for (int I = 0; I < -MinFI; ++I) FLI.Frame.createFixedObject(0, 0, true);
    SelectionDAG DAG(TLI, &FLI);
    ParsedSection PS = readDump(DAG, Body, FileName, Sec.FirstLine ? Sec.FirstLine - 1 : 0);
    // A dump can describe a DAG no phase could have produced; refuse it before running anything on it.
    if (auto Problems = verifyDAG(DAG); !Problems.empty())
      throw InputError(FileName, {PS.FirstLine, 1}, "the dump describes an invalid DAG: " + Problems.front());
    std::string Fn = PS.FnName.empty() ? "dump" : PS.FnName;
    bool Print = Opts.FilterFuncs.empty() ||
                 std::find(Opts.FilterFuncs.begin(), Opts.FilterFuncs.end(), Fn) != Opts.FilterFuncs.end();
    if (Print && Opts.dumpsToDebugStream() && Fn != LastFn) DebugOut += "\n\n\n=== " + Fn + "\n";
    LastFn = Fn;
    // The DAG as read, under the title it had, then the phases after StartAfter in pipeline order.
    Phase P = StartAfter;
    std::string Title = PS.Title.empty() ? phaseTitle(P) : PS.Title;
    if (Print && Opts.dumpsToDebugStream())
      DebugOut += dumpSection(DAG, Title, PS.MBB, Fn, PS.BlockName, Opts.Dump);
    if (Print && Opts.PrintAfter.count(P)) MainOut += render(DAG, Opts, P, PS.MBB, Fn, PS.BlockName);
    if (Opts.StopAfter && int(*Opts.StopAfter) <= int(StartAfter)) continue;
    auto dump = [&](Phase Done) {
      if (Opts.Verify)
        verifyDAGOrThrow(DAG, std::string(phaseShortName(Done)) + " (%bb." + std::to_string(PS.MBB) + ")");
      if (Print && Opts.dumpsToDebugStream())
        DebugOut += dumpSection(DAG, phaseTitle(Done), PS.MBB, Fn, PS.BlockName, Opts.Dump);
      if (Print && Opts.PrintAfter.count(Done)) MainOut += render(DAG, Opts, Done, PS.MBB, Fn, PS.BlockName);
    };
    runPhasesAfter(StartAfter, DAG, TLI, Opts, Print, DebugOut, dump,
                   "%bb." + std::to_string(PS.MBB) + " '" + PS.BlockName + "'");
  }
}

} // namespace dt
