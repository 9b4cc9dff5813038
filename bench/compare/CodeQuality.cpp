// bench/compare/CodeQuality.cpp — per-function comparison of CodeQuality.h, with the one-function retry
// after a dagtool failure.
#include "bench/compare/CodeQuality.h"

#include "bench/compare/AsmCount.h"

#include <cmath>
#include <fstream>
#include <map>
#include <sstream>

namespace dt::compare {

unsigned long long QualityResult::totalDagtool() const {
  unsigned long long N = 0;
  for (const FunctionPair& P : Pairs) N += P.Dagtool;
  return N;
}

unsigned long long QualityResult::totalLlc() const {
  unsigned long long N = 0;
  for (const FunctionPair& P : Pairs) N += P.Llc;
  return N;
}

double QualityResult::geomeanRatio() const {
  double LogSum = 0;
  unsigned N = 0;
  for (const FunctionPair& P : Pairs)
    if (P.Dagtool && P.Llc) LogSum += std::log(P.ratio()), ++N;
  return N ? std::exp(LogSum / N) : 0;
}

namespace {

std::vector<std::string> lines(const std::string& Text) {
  std::vector<std::string> L;
  std::istringstream In(Text);
  for (std::string Line; std::getline(In, Line);) L.push_back(Line);
  return L;
}

/// "@name(" in a define line; empty when the line defines nothing.
std::string definedName(const std::string& Line) {
  if (Line.rfind("define ", 0) != 0) return "";
  size_t At = Line.find('@');
  size_t Paren = Line.find('(', At);
  if (At == std::string::npos || Paren == std::string::npos) return "";
  std::string Name = Line.substr(At + 1, Paren - At - 1);
  if (Name.size() >= 2 && Name.front() == '"' && Name.back() == '"') Name = Name.substr(1, Name.size() - 2);
  return Name;
}

bool writeText(const std::string& Path, const std::string& Text) {
  std::ofstream Out(Path, std::ios::binary);
  Out << Text;
  return bool(Out);
}

std::map<std::string, unsigned> countsByName(const std::string& Asm) {
  std::map<std::string, unsigned> M;
  for (const FunctionCount& F : countInstructions(Asm)) M[F.Name] = F.Instructions;
  return M;
}

} // namespace

std::vector<std::string> definedFunctions(const std::string& ModuleText) {
  std::vector<std::string> Names;
  for (const std::string& L : lines(ModuleText))
    if (std::string N = definedName(L); !N.empty()) Names.push_back(N);
  return Names;
}

std::string isolateFunction(const std::string& ModuleText, const std::string& Name) {
  std::string Out;
  bool Found = false, InBody = false, Keep = false;
  for (const std::string& L : lines(ModuleText)) {
    if (!InBody) {
      std::string Defined = definedName(L);
      if (Defined.empty()) {
        Out += L + "\n";
        continue;
      }
      InBody = L.find('{') != std::string::npos;
      Keep = Defined == Name;
      Found |= Keep;
      if (Keep) {
        Out += L + "\n";
      } else {
        // "define <sig> {" -> "declare <sig>": the kept function may call it.
        std::string Sig =
            L.substr(7, L.rfind('{') == std::string::npos ? std::string::npos : L.rfind('{') - 7);
        while (!Sig.empty() && Sig.back() == ' ') Sig.pop_back();
        Out += "declare " + Sig + "\n";
      }
      continue;
    }
    if (Keep) Out += L + "\n";
    if (L == "}") InBody = false;
  }
  return Found ? Out : "";
}

/// The reason without the private directory's path, which only makes reasons from different runs differ.
static std::string withoutWorkDir(std::string Reason, const std::string& WorkDir) {
  for (size_t P = Reason.find(WorkDir + "/"); P != std::string::npos; P = Reason.find(WorkDir + "/"))
    Reason.erase(P, WorkDir.size() + 1);
  return Reason;
}

void compareModule(QualityContext& Ctx, const qemu::TargetConfig& Cfg, const std::string& Origin,
                   const std::string& Text, QualityResult& R) {
  ++R.Modules;
  const std::string In = Ctx.WorkDir + "/module.ll", Err = Ctx.WorkDir + "/stderr.txt";
  const std::string LlcOut = Ctx.WorkDir + "/llc.s", DagOut = Ctx.WorkDir + "/dagtool.s";
  std::vector<std::string> Names = definedFunctions(Text);
  writeText(In, Text);
  Compilation L = compile(Ctx.Spawn, Ctx.Llc, Cfg, In, LlcOut, Err, Ctx.CpuLimitSeconds, true);
  if (!L.Succeeded) {
    for (const std::string& N : Names)
      R.LlcFailures.push_back({Origin, N, withoutWorkDir(L.Failure, Ctx.WorkDir)});
    return;
  }
  std::map<std::string, unsigned> LlcCounts = countsByName(L.Asm);
  std::map<std::string, unsigned> DagCounts;
  std::map<std::string, std::string> DagReasons;
  Compilation D = compile(Ctx.Spawn, Ctx.Dagtool, Cfg, In, DagOut, Err, Ctx.CpuLimitSeconds, true);
  if (D.Succeeded) {
    DagCounts = countsByName(D.Asm);
  } else if (Names.size() == 1) {
    DagReasons[Names.front()] = withoutWorkDir(D.Failure, Ctx.WorkDir);
  } else {
    const std::string One = Ctx.WorkDir + "/one.ll";
    for (const std::string& N : Names) {
      writeText(One, isolateFunction(Text, N));
      Compilation D1 = compile(Ctx.Spawn, Ctx.Dagtool, Cfg, One, DagOut, Err, Ctx.CpuLimitSeconds, true);
      if (!D1.Succeeded) {
        DagReasons[N] = withoutWorkDir(D1.Failure, Ctx.WorkDir);
        continue;
      }
      std::map<std::string, unsigned> C = countsByName(D1.Asm);
      if (C.count(N)) DagCounts[N] = C[N];
    }
  }
  for (const std::string& N : Names) {
    auto LI = LlcCounts.find(N);
    if (LI == LlcCounts.end()) {
      R.LlcFailures.push_back({Origin, N, "no such function in llc's assembly"});
      continue;
    }
    auto DI = DagCounts.find(N);
    if (DI != DagCounts.end()) {
      R.Pairs.push_back({Origin, N, DI->second, LI->second});
      continue;
    }
    auto Why = DagReasons.find(N);
    R.DagtoolFailures.push_back(
        {Origin, N, Why != DagReasons.end() ? Why->second : "no such function in dagtool's assembly"});
  }
}

} // namespace dt::compare
