// fuzz/type_legalizer_fuzz.cpp — libFuzzer target for the builder and both legalizers together.
//
// The input bytes do not become IR text (nearly all of it would be rejected by the reader): they choose a
// seed and the options of bench/gen's UB-free IR generator (widths i1..i128, features, sizes) and one of
// seven RISC-V configurations. The module is parsed, built and type-legalized with the verifier on.
// Contract under test: this never crashes, hangs, leaks or trips a sanitizer, and never ends in an
// internal error. An UnsupportedError (a construct dagtool reports as not supported) or a
// CannotLowerError (an opcode no legalizer rule handles, named with its node) is an accepted outcome;
// InternalError and everything else escapes, and libFuzzer reports it as a crash.
// Oracle: the generator's calls run under the DAG interpreter on the built DAGs, the type-legalized DAGs and
// the (operation-)legalized DAGs; a call whose results differ aborts (legalization must not change what a
// program computes).
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

using namespace dt;

namespace {
struct Config {
  const char *Triple, *Attrs, *Abi;
  bool FP;
};
const Config Configs[] = {
    {"riscv32", "", "", false},
    {"riscv32", "+m", "", false},
    {"riscv32", "+m,+f,+d", "ilp32d", true},
    {"riscv32", "+m", "", true},
    {"riscv64", "", "", false},
    {"riscv64", "+m,+zbb", "", false},
    {"riscv64", "+m,+f,+d", "lp64d", true},
};
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* Data, size_t Size) {
  if (Size < 12) return 0;
  uint64_t Seed;
  std::memcpy(&Seed, Data, 8);
  const Config& C = Configs[Data[8] % (sizeof(Configs) / sizeof(Configs[0]))];
  gen::GenOptions G;
  G.Seed = Seed;
  G.NumFunctions = 1 + Data[9] % 3;
  G.InstsPerFunction = 5 + Data[10] % 60;
  G.CallsPerFunction = 1;
  uint8_t Bits = Data[11];
  G.FP = C.FP && (Bits & 1);
  G.Vectors = Bits & 2;
  G.Calls = Bits & 4;
  G.ControlFlow = Bits & 8;
  G.Wide = Bits & 16;
  G.OddWidths = Bits & 32;
  for (size_t I = 12; I < Size && I < 20; ++I) G.Widths.push_back(1 + Data[I] % 128);

  gen::GeneratedModule GM = gen::generate(G);
  auto ST = riscv::Subtarget::create(C.Triple, C.Attrs, C.Abi);
  PipelineOptions Opts;
  Opts.ST = ST;
  Opts.Verify = true;
  try {
    auto M = ir::parseModule(GM.ModuleText, "fuzz.ll");
    applyTargetDataLayout(*M, ST);
    // One pipeline per phase, so that both DAGs of every function stay alive for the interpreter.
    PipelineOptions BuildOpts = Opts, TypesOpts = Opts, LegalOpts = Opts;
    BuildOpts.StopAfter = Phase::Build;
    TypesOpts.StopAfter = Phase::LegalizeTypes;
    LegalOpts.StopAfter = LastPhase; // operation legalization and every combine
    Pipeline Built(*M, BuildOpts), Typed(*M, TypesOpts), Legal(*M, LegalOpts);
    std::vector<FunctionDAGs> BuiltDAGs, TypedDAGs, LegalDAGs;
    std::string Debug, Main;
    for (const auto& F : M->Functions) {
      if (F->isDeclaration()) continue;
      BuiltDAGs.push_back(Built.runFunction(*F, Debug, Main));
      TypedDAGs.push_back(Typed.runFunction(*F, Debug, Main));
      LegalDAGs.push_back(Legal.runFunction(*F, Debug, Main));
    }
    fuzz::compareStagesOrAbort(*M, Legal.target(), ST, GM, BuiltDAGs,
                               {{"type legalization", "legalized", &TypedDAGs},
                                {"operation legalization", "legalized", &LegalDAGs}},
                               std::string(C.Triple) + " " + C.Attrs);
  } catch (const UnsupportedError&) {
  } catch (const CannotLowerError&) {
  }
  return 0;
}
