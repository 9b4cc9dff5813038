// test/unit/ExecSupport.cpp — running IR through dagtool + the DAG interpreter and through lli, and
// comparing the results.
#include "test/unit/ExecSupport.h"

#include "bench/gen/LLVMTools.h"
#include "dag/Interpreter.h"
#include "dag/Printer.h"
#include "ir/IR.h"
#include "ir/Parser.h"
#include "support/Diagnostics.h"
#include "targets/riscv/RISCVInterpreter.h"

#include <map>
#include <sstream>

namespace dt::exec {

Report compareWithLLI(const std::string& ModuleText, const std::string& DriverText,
                      const std::vector<gen::Call>& Calls, const PipelineOptions& Opts) {
  Report R;
  gen::LLIResult Ref = gen::runLLI(ModuleText, DriverText);
  if (!Ref.ok()) {
    R.Failure = "lli failed (exit " + std::to_string(Ref.Run.ExitCode) + "): " + Ref.Run.Stderr.substr(0, 500);
    return R;
  }
  std::unique_ptr<ir::Module> M;
  std::vector<FunctionDAGs> Owned;
  std::vector<InterpFunction> Views;
  try {
    M = ir::parseModule(ModuleText, "exec.ll");
    applyTargetDataLayout(*M, Opts.ST);
    Pipeline P(*M, Opts);
    std::string Dbg, Out;
    for (const auto& F : M->Functions)
      if (!F->isDeclaration()) Owned.push_back(P.runFunction(*F, Dbg, Out));
    for (const FunctionDAGs& D : Owned) Views.push_back(interpView(D));
    RISCVInterpreter TI(P.target(), RISCVABIConfig::of(Opts.ST));
    ProgramInterpreter PI(*M, P.target(), TI, std::span<const InterpFunction>(Views.data(), Views.size()));
    for (size_t I = 0; I < Calls.size(); ++I) {
      const gen::Call& C = Calls[I];
      std::vector<APInt> Args;
      for (const gen::ArgValue& A : C.Args) Args.push_back(A.Bits);
      std::string Got;
      try {
        APInt V = PI.call(C.Function, Args);
        Got = gen::formatResult(C.Function, C.Index, C.RetType, V);
      } catch (const DagtoolError& E) {
        Got = "<interpreter error: " + std::string(E.what()) + ">";
      }
      ++R.Calls;
      std::string Want = I < Ref.Lines.size() ? Ref.Lines[I] : "<missing lli line>";
      if (Got != Want) {
        ++R.Mismatches;
        if (R.Failure.empty()) {
          std::ostringstream OS;
          OS << "call " << C.Function << "#" << C.Index << "(";
          for (size_t K = 0; K < C.Args.size(); ++K)
            OS << (K ? ", " : "") << C.Args[K].Type << " " << gen::formatValue(C.Args[K].Type, C.Args[K].Bits);
          OS << "): lli says '" << Want << "', dagtool's DAG gives '" << Got << "'";
          R.Failure = OS.str();
        }
      }
    }
  } catch (const UnsupportedError& E) {
    R.Unsupported = true;
    R.Failure = std::string("unsupported: ") + E.what();
  } catch (const DagtoolError& E) {
    R.Failure = E.format();
  }
  return R;
}

std::vector<APInt> interestingValues(const std::string& Type, unsigned Bits, unsigned Count, uint64_t Seed) {
  std::vector<APInt> V;
  uint64_t State = Seed * 0x9E3779B97F4A7C15ull + 1;
  auto next = [&]() {
    State ^= State << 13;
    State ^= State >> 7;
    State ^= State << 17;
    return State;
  };
  auto random = [&]() {
    std::vector<uint64_t> W((Bits + 63) / 64);
    for (auto& X : W) X = next();
    return APInt(Bits, W);
  };
  bool IsFP = Type == "half" || Type == "float" || Type == "double" || Type == "bfloat" || Type == "fp128";
  if (IsFP) {
    FPFormat F = Type == "half" ? FPFormat::Half
                 : Type == "bfloat" ? FPFormat::BFloat
                 : Type == "float" ? FPFormat::Single
                 : Type == "double" ? FPFormat::Double
                                    : FPFormat::Quad;
    for (double D : {0.0, -0.0, 1.0, -1.5, 3.25, 1e10, -7e-3, 65504.0, 1e-30})
      V.push_back(fpFromDouble(F, D));
    V.push_back(fpInf(F));
    V.push_back(fpInf(F, true));
    V.push_back(fpQNaN(F));
  } else if (Type.rfind("i", 0) == 0) {
    V.push_back(APInt::zero(Bits));
    V.push_back(APInt::one(Bits));
    V.push_back(APInt::allOnes(Bits));
    V.push_back(APInt::signedMin(Bits));
    V.push_back(APInt::signedMax(Bits));
    if (Bits > 2) {
      std::vector<uint64_t> W((Bits + 63) / 64, 0x5555555555555555ull);
      V.push_back(APInt(Bits, W));
      for (auto& X : W) X = ~X;
      V.push_back(APInt(Bits, W));
    }
  }
  while (V.size() < Count) V.push_back(random());
  if (V.size() > Count) V.resize(Count);
  return V;
}

bool makeCalls(const std::string& ModuleText, std::vector<gen::FunctionSig>& Sigs, std::vector<gen::Call>& Calls,
               std::string& Why, std::vector<std::string>* Skipped) {
  std::unique_ptr<ir::Module> M;
  try {
    M = ir::parseModule(ModuleText, "golden.ll");
  } catch (const DagtoolError& E) {
    Why = E.format();
    return false;
  }
  auto supported = [](const ir::Type* T) {
    if (T->isInteger() || T->isVoid()) return true;
    switch (T->kind()) {
    case ir::TypeKind::Half:
    case ir::TypeKind::Float:
    case ir::TypeKind::Double: return true;
    case ir::TypeKind::Vector: return T->elementType()->isInteger() || T->elementType()->isFloatingPoint();
    default: return false;
    }
  };
  uint64_t Seed = 1;
  for (const auto& F : M->Functions) {
    if (F->isDeclaration()) continue;
    std::string SkipWhy;
    if (!supported(F->returnType())) SkipWhy = "returns " + F->returnType()->str();
    for (const auto& A : F->Args)
      if (SkipWhy.empty() && (!supported(A->type()) || A->type()->isVoid()))
        SkipWhy = "takes " + A->type()->str();
    // Functions calling external declarations cannot run under lli without a definition.
    for (const auto& BB : F->Blocks)
      for (const auto& I : BB->instructions())
        if (SkipWhy.empty() && I->opcode() == ir::Opcode::Call && I->Callee &&
            I->Callee->kind() == ir::ValueKind::Function) {
          auto* Fn = static_cast<const ir::Function*>(I->Callee);
          if (Fn->isDeclaration() && Fn->Intrinsic == ir::IntrinsicID::NotIntrinsic)
            SkipWhy = "calls the external @" + Fn->name();
        }
    if (!SkipWhy.empty()) {
      if (Skipped) Skipped->push_back(F->name() + ": " + SkipWhy);
      continue;
    }
    gen::FunctionSig Sig;
    Sig.Name = F->name();
    Sig.RetType = F->returnType()->str();
    auto attrs = [](const ir::ParamAttrs& P) {
      return std::string(P.SignExt ? "signext" : P.ZeroExt ? "zeroext" : "");
    };
    for (const auto& A : F->Args) {
      Sig.ArgTypes.push_back(A->type()->str());
      Sig.ArgAttrs.push_back(attrs(A->Attrs));
    }
    Sig.RetAttrs = attrs(F->RetAttrs);
    Sigs.push_back(Sig);
    const unsigned N = 12;
    std::vector<std::vector<APInt>> PerArg;
    for (const std::string& T : Sig.ArgTypes) PerArg.push_back(interestingValues(T, gen::typeBits(T), N, Seed++));
    for (unsigned K = 0; K < N; ++K) {
      gen::Call C;
      C.Function = Sig.Name;
      C.Index = K;
      C.RetType = Sig.RetType;
      for (size_t A = 0; A < Sig.ArgTypes.size(); ++A) C.Args.push_back({Sig.ArgTypes[A], PerArg[A][(K + A) % N]});
      Calls.push_back(C);
    }
  }
  if (Sigs.empty()) {
    Why = "no function with a signature the driver can call";
    return false;
  }
  return true;
}

PipelineOptions optionsFor(const std::string& Triple, const std::string& Attrs, Phase StopAfter) {
  PipelineOptions Opts;
  Opts.ST = riscv::Subtarget::create(Triple, Attrs, "");
  Opts.StopAfter = StopAfter;
  return Opts;
}

std::string legalizedDump(const std::string& IR, const std::string& Triple, const std::string& Attrs) {
  return dumpAfter(IR, Triple, Attrs, Phase::LegalizeTypes);
}

std::string dumpAfter(const std::string& IR, const std::string& Triple, const std::string& Attrs, Phase StopAfter) {
  auto M = ir::parseModule(IR, "test.ll");
  PipelineOptions Opts = optionsFor(Triple, Attrs, StopAfter);
  applyTargetDataLayout(*M, Opts.ST);
  Pipeline P(*M, Opts);
  std::string Dbg, Out, Dump;
  for (const auto& F : M->Functions) {
    if (F->isDeclaration()) continue;
    FunctionDAGs D = P.runFunction(*F, Dbg, Out);
    for (const auto& B : D.Blocks)
      if (B) Dump += dumpDAG(*B);
  }
  return Dump;
}

unsigned countOf(const std::string& Text, const std::string& What) {
  unsigned N = 0;
  for (size_t P = Text.find(What); P != std::string::npos; P = Text.find(What, P + 1)) ++N;
  return N;
}

std::string execDiff(const std::string& IR, const std::string& Triple, const std::string& Attrs) {
  return execDiffAfter(IR, Triple, Attrs, Phase::LegalizeTypes);
}

std::string execDiffAfter(const std::string& IR, const std::string& Triple, const std::string& Attrs,
                          Phase StopAfter) {
  std::vector<gen::FunctionSig> Sigs;
  std::vector<gen::Call> Calls;
  std::string Why;
  if (!makeCalls(IR, Sigs, Calls, Why)) return "no callable function: " + Why;
  Report R = compareWithLLI(IR, gen::buildDriver(Sigs, Calls), Calls, optionsFor(Triple, Attrs, StopAfter));
  if (R.ok()) return "";
  return R.Failure + " (" + std::to_string(R.Mismatches) + " of " + std::to_string(R.Calls) + " calls differ)";
}

} // namespace dt::exec
