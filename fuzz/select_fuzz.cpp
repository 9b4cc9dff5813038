// fuzz/select_fuzz.cpp — libFuzzer target for the whole pipeline through instruction selection and beyond.
//
// Two kinds of input. Bytes that do not contain "define " choose, as in type_legalizer_fuzz, a seed and the
// options of bench/gen's UB-free IR generator, one of fourteen RISC-V configurations (rv32/rv64 × I, +m,
// +m,+zbb, +f, +d, +zfh, +zfhmin; with F or D a flag picks the soft-float ABI instead of LLVM's default
// hard-float one) and the -pre-RA-sched scheduler. Text that contains "define " is IR (the seeds
// examples/*.ll and test/golden/**/*.ll, and libFuzzer's mutations of them), run on a configuration chosen by
// a hash of the text. Either way every function goes through every phase, selection, scheduling, the
// InstrEmitter, finalize-isel and the MIR printer, with the DAG verifier on after each phase. Contract under
// test: this never crashes, hangs, leaks or trips a sanitizer, and never ends in an internal error.
// UnsupportedError and CannotLowerError (a construct or node dagtool refuses, named) are accepted outcomes,
// and for IR text an InputError (the reader's diagnostic); InternalError and everything else escapes, and
// libFuzzer reports it as a crash. Oracle (generated modules only; hand-written IR may have undefined
// behaviour, on which phases may legitimately differ): the generator's calls run under the DAG interpreter on
// the built DAGs and on the selected DAGs (the scheduler and emitter read them without changing them); a call
// whose results differ aborts.
#include "bench/gen/IRGen.h"
#include "fuzz/FuzzOracle.h"
#include "ir/IR.h"
#include "ir/Parser.h"
#include "support/Diagnostics.h"
#include "targets/riscv/RISCVSubtarget.h"
#include "tools/lib/Pipeline.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <string_view>
#include <vector>

using namespace dt;

namespace {
struct Config {
  const char *Triple, *Attrs;
  bool FP; // has FP registers (LLVM's default ABI is then the hard-float one)
};
const Config Configs[] = {
    {"riscv32", "", false},        {"riscv32", "+m", false},     {"riscv32", "+m,+zbb", false},
    {"riscv32", "+f", true},       {"riscv32", "+d", true},      {"riscv32", "+zfh", true},
    {"riscv32", "+zfhmin", true},  {"riscv64", "", false},       {"riscv64", "+m", false},
    {"riscv64", "+m,+zbb", false}, {"riscv64", "+f", true},      {"riscv64", "+d", true},
    {"riscv64", "+zfh", true},     {"riscv64", "+zfhmin", true},
};
const char* const Schedulers[] = {"source", "list-burr", "list-ilp"};
constexpr size_t NumConfigs = sizeof(Configs) / sizeof(Configs[0]);

/// Runs every defined function of M through selection to the end (machine code, finalize-isel, MIR text).
std::vector<FunctionDAGs> selectToTheEnd(const ir::Module& M, Pipeline& Selected) {
  std::vector<FunctionDAGs> Result;
  std::string Debug, Main, MIR;
  for (const auto& F : M.Functions) {
    if (F->isDeclaration()) continue;
    Result.push_back(Selected.runFunction(*F, Debug, Main));
    if (!Result.back().MF) {
      std::fprintf(stderr, "selection to the end made no machine function for @%s\n", F->name().c_str());
      std::abort();
    }
    MIR += Pipeline::renderMIR(*Result.back().MF, Selected.machineInfo(), /*Finalized=*/true);
  }
  return Result;
}

PipelineOptions selectOptions(const riscv::Subtarget& ST, const char* Sched) {
  PipelineOptions Opts;
  Opts.ST = ST;
  Opts.Verify = true;
  Opts.Select = true; // and no StopAfter: scheduling, emission and finalize-isel run too
  Opts.FinalizeISel = true;
  Opts.PreRASched = Sched;
  return Opts;
}

/// Hand-written IR (or a mutation of it): the pipeline must end in a result or a clear error.
void runIRText(const uint8_t* Data, size_t Size) {
  std::string Text(reinterpret_cast<const char*>(Data), Size);
  uint64_t Hash = 1469598103934665603ull;
  for (unsigned char Ch : Text) Hash = (Hash ^ Ch) * 1099511628211ull;
  const Config& C = Configs[Hash % NumConfigs];
  try {
    auto M = ir::parseModule(Text, "fuzz.ll");
    auto ST = riscv::Subtarget::create(C.Triple, C.Attrs, "");
    applyTargetDataLayout(*M, ST);
    Pipeline Selected(*M, selectOptions(ST, Schedulers[(Hash >> 32) % 3]));
    selectToTheEnd(*M, Selected);
  } catch (const InputError&) {
  } catch (const UnsupportedError&) {
  } catch (const CannotLowerError&) {
  }
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* Data, size_t Size) {
  if (std::string_view(reinterpret_cast<const char*>(Data), Size).find("define ") != std::string_view::npos) {
    runIRText(Data, Size);
    return 0;
  }
  if (Size < 13) return 0;
  uint64_t Seed;
  std::memcpy(&Seed, Data, 8);
  const Config& C = Configs[Data[8] % NumConfigs];
  gen::GenOptions G;
  G.Seed = Seed;
  G.NumFunctions = 1 + Data[9] % 3;
  G.InstsPerFunction = 5 + Data[10] % 40;
  G.CallsPerFunction = 2;
  uint8_t Bits = Data[11], More = Data[12];
  G.FP = Bits & 1; // without F, FP is softened into libcalls
  G.Vectors = Bits & 2;
  G.Calls = Bits & 4;
  G.ControlFlow = Bits & 8;
  G.Wide = Bits & 16;
  G.OddWidths = Bits & 32;
  G.Memory = !(Bits & 64);
  G.Intrinsics = !(Bits & 128);
  G.Select = !(More & 1);
  const char* Abi = C.FP && (More & 2) ? (std::strcmp(C.Triple, "riscv64") == 0 ? "lp64" : "ilp32") : "";
  const char* Sched = Schedulers[(More >> 2) % 3];
  for (size_t I = 13; I < Size && I < 21; ++I) G.Widths.push_back(1 + Data[I] % 128);

  gen::GeneratedModule GM = gen::generate(G);
  auto ST = riscv::Subtarget::create(C.Triple, C.Attrs, Abi);
  try {
    auto M = ir::parseModule(GM.ModuleText, "fuzz.ll");
    applyTargetDataLayout(*M, ST);
    PipelineOptions BuildOpts;
    BuildOpts.ST = ST;
    BuildOpts.Verify = true;
    BuildOpts.StopAfter = Phase::Build;
    Pipeline Built(*M, BuildOpts), Selected(*M, selectOptions(ST, Sched));
    std::vector<FunctionDAGs> BuiltDAGs = fuzz::runDefinedFunctions(*M, Built);
    std::vector<FunctionDAGs> SelectedDAGs = selectToTheEnd(*M, Selected);
    fuzz::compareStagesOrAbort(*M, Selected.target(), ST, GM, BuiltDAGs, {{"selection", "selected", &SelectedDAGs}},
                               std::string(C.Triple) + " " + C.Attrs + " " + Abi + ", " + Sched);
  } catch (const UnsupportedError&) {
  } catch (const CannotLowerError&) {
  }
  return 0;
}
