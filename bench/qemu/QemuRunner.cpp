// bench/qemu/QemuRunner.cpp — configurations, compiler commands and the compile / link / run / compare
// pipeline declared in QemuRunner.h.
//
// Invariants: every step's command line and output goes into the report when it fails, so a failure can be
// reproduced by hand; the qemu output is parsed strictly (a line per call, then "end"), so a program that
// crashes or prints garbage is a RunFailed, never a partial pass.
#include "bench/qemu/QemuRunner.h"

#include "bench/gen/LLVMTools.h"
#include "support/Diagnostics.h"

#include <cstdlib>
#include <filesystem>
#include <functional>
#include <map>
#include <span>
#include <unistd.h>

namespace dt::qemu {

//===--- Configurations ----------------------------------------------------------------------------===//

bool TargetConfig::hasAttr(const std::string& A) const {
  size_t Pos = 0;
  while (Pos <= Attrs.size()) {
    size_t Comma = Attrs.find(',', Pos);
    if (Comma == std::string::npos) Comma = Attrs.size();
    if (Attrs.compare(Pos, Comma - Pos, A) == 0 && Comma - Pos == A.size()) return true;
    Pos = Comma + 1;
  }
  return false;
}

std::string TargetConfig::runtimeVariant() const {
  return std::string(xlen() == 64 ? "rv64-" : "rv32-") + Abi;
}

std::string TargetConfig::qemuBinary() const {
  return xlen() == 64 ? "qemu-riscv64" : "qemu-riscv32";
}

std::string TargetConfig::qemuCpu() const {
  std::string Cpu = xlen() == 64 ? "rv64" : "rv32";
  // qemu 7.2 (Debian 12) spells the half-precision properties with a capital Z and rejects "zfh"; later qemus
  // still accept the capitalised names.
  static const std::pair<const char*, const char*> Properties[] = {
      {"zba", "zba"}, {"zbb", "zbb"}, {"zbc", "zbc"}, {"zbs", "zbs"}, {"zfh", "Zfh"}, {"zfhmin", "Zfhmin"}};
  for (auto [Attr, Property] : Properties)
    if (hasAttr(std::string("+") + Attr)) Cpu += std::string(",") + Property + "=true";
  return Cpu;
}

const std::vector<TargetConfig>& standardConfigs() {
  static const std::vector<TargetConfig> Configs = {
      {"rv32i", "riscv32", "", "ilp32"},
      {"rv32im", "riscv32", "+m", "ilp32"},
      {"rv32imfd-ilp32", "riscv32", "+m,+f,+d", "ilp32"},
      {"rv32imfd-ilp32d", "riscv32", "+m,+f,+d", "ilp32d"},
      {"rv64i", "riscv64", "", "lp64"},
      {"rv64im-zbb", "riscv64", "+m,+zbb", "lp64"},
      {"rv64imfd-lp64", "riscv64", "+m,+f,+d", "lp64"},
      {"rv64imfd-lp64d", "riscv64", "+m,+f,+d", "lp64d"},
  };
  return Configs;
}

const TargetConfig* findConfig(const std::string& Name) {
  for (const TargetConfig& C : standardConfigs())
    if (C.Name == Name) return &C;
  return nullptr;
}

void adaptOptions(gen::GenOptions& Opts, const TargetConfig& Config) {
  if (!(Config.hasAttr("+f") && Config.hasAttr("+d"))) Opts.FMinimumMaximum = false;
}

gen::GenOptions randomModuleOptions(const TargetConfig& Config, uint64_t Seed, unsigned Functions,
                                    unsigned InstsPerFunction, unsigned CallsPerFunction,
                                    const std::string& Features) {
  gen::GenOptions O;
  std::string Error;
  if (!gen::parseFeatures(Features, O, Error))
    throw DagtoolError(ExitUsageError, "", {}, "generator features '" + Features + "': " + Error);
  O.Seed = Seed;
  O.NumFunctions = Functions;
  O.InstsPerFunction = InstsPerFunction;
  O.CallsPerFunction = CallsPerFunction;
  adaptOptions(O, Config);
  return O;
}

gen::GeneratedModule randomModule(const TargetConfig& Config, uint64_t Seed, unsigned Functions,
                                  unsigned InstsPerFunction, unsigned CallsPerFunction, const std::string& Features) {
  return gen::generate(randomModuleOptions(Config, Seed, Functions, InstsPerFunction, CallsPerFunction, Features));
}

//===--- Compilers ---------------------------------------------------------------------------------===//

Compiler llcCompiler(const std::string& OptLevel) {
  std::string Llc = gen::llvmTool("llc");
  return {"llc " + OptLevel,
          {Llc.empty() ? "llc-19" : Llc, OptLevel, "-mtriple={triple}", "-mattr={attrs}", "-target-abi={abi}",
           "{input}", "-o", "{output}"}};
}

Compiler dagtoolCompiler(const std::string& Path) {
  std::string P = Path.empty() ? std::string(DAGTOOL_BIN_DIR) + "/dagtool" : Path;
  return {"dagtool",
          {P, "--mtriple={triple}", "--mattr={attrs}", "--target-abi={abi}", "{input}", "-o", "{output}"}};
}

bool parseCompiler(const std::string& Spec, Compiler& Out, std::string& Error) {
  if (Spec == "llc") return Out = llcCompiler(), true;
  if (Spec == "dagtool") return Out = dagtoolCompiler(), true;
  std::string Cmd = Spec.rfind("cmd:", 0) == 0 ? Spec.substr(4) : Spec;
  Compiler C{"cmd", {}};
  size_t Pos = 0;
  while (Pos < Cmd.size()) {
    size_t Sp = Cmd.find(' ', Pos);
    if (Sp == std::string::npos) Sp = Cmd.size();
    if (Sp > Pos) C.Argv.push_back(Cmd.substr(Pos, Sp - Pos));
    Pos = Sp + 1;
  }
  if (C.Argv.empty()) return Error = "empty compiler command", false;
  Out = std::move(C);
  return true;
}

static std::string replaceAll(std::string S, const std::string& From, const std::string& To) {
  for (size_t P = S.find(From); P != std::string::npos; P = S.find(From, P + To.size()))
    S.replace(P, From.size(), To);
  return S;
}

std::vector<std::string> compilerArgv(const Compiler& C, const TargetConfig& Cfg, const std::string& In,
                                      const std::string& Out) {
  std::vector<std::string> Argv;
  for (const std::string& W : C.Argv) {
    if (Cfg.Attrs.empty() && (W == "-mattr={attrs}" || W == "--mattr={attrs}")) continue;
    std::string X = replaceAll(W, "{triple}", Cfg.Triple);
    X = replaceAll(X, "{attrs}", Cfg.Attrs);
    X = replaceAll(X, "{abi}", Cfg.Abi);
    X = replaceAll(X, "{input}", In);
    Argv.push_back(replaceAll(X, "{output}", Out));
  }
  return Argv;
}

namespace {


std::string commandLine(const std::vector<std::string>& Argv) {
  std::string S;
  for (const std::string& A : Argv) S += (S.empty() ? "" : " ") + A;
  return S;
}

std::string tool(const std::string& Name) {
  std::string P = gen::llvmTool(Name);
  return P.empty() ? Name + "-19" : P;
}

bool inPath(const std::string& Name) {
  const char* Path = std::getenv("PATH");
  std::string P = Path ? Path : "";
  size_t Pos = 0;
  while (Pos <= P.size()) {
    size_t C = P.find(':', Pos);
    if (C == std::string::npos) C = P.size();
    std::string F = P.substr(Pos, C - Pos) + "/" + Name;
    if (::access(F.c_str(), X_OK) == 0) return true;
    Pos = C + 1;
  }
  return false;
}

/// Runs one step; on failure fills R with the command, its output and the status, and returns false.
bool step(RunResult& R, RunResult::Status FailState, const std::string& What,
          const std::vector<std::string>& Argv, int Timeout, gen::RunResult* Out = nullptr) {
  gen::RunResult Run = gen::runProcess(Argv, "", Timeout);
  if (Out) *Out = Run;
  if (Run.ok()) return true;
  R.State = FailState;
  R.Report = What + " failed" + (Run.TimedOut ? " (timed out)" : "") + ", exit status " +
             std::to_string(Run.ExitCode) + ":\n  " + commandLine(Argv) + "\n" + Run.Stderr;
  if (!Run.Stdout.empty() && FailState == RunResult::Status::RunFailed)
    R.Report += "stdout (last 2000 bytes):\n" +
                Run.Stdout.substr(Run.Stdout.size() > 2000 ? Run.Stdout.size() - 2000 : 0);
  return false;
}

std::vector<std::string> splitLines(const std::string& S) {
  std::vector<std::string> L;
  size_t Pos = 0;
  while (Pos < S.size()) {
    size_t E = S.find('\n', Pos);
    if (E == std::string::npos) E = S.size();
    L.push_back(S.substr(Pos, E - Pos));
    Pos = E + 1;
  }
  return L;
}

bool parseHex64(const std::string& S, uint64_t& V) {
  if (S.empty() || S.size() > 16 || S.find_first_not_of("0123456789abcdef") != std::string::npos)
    return false;
  V = std::stoull(S, nullptr, 16);
  return true;
}

/// Parses one lane ("c0:c1:...") into a Width-bit value; false on malformed text or bits above Width.
bool parseLane(const std::string& Text, unsigned Width, APInt& V) {
  std::vector<uint64_t> Words;
  size_t Pos = 0;
  for (;;) {
    size_t C = Text.find(':', Pos);
    uint64_t W;
    if (!parseHex64(Text.substr(Pos, C == std::string::npos ? std::string::npos : C - Pos), W)) return false;
    Words.push_back(W);
    if (C == std::string::npos) break;
    Pos = C + 1;
  }
  if (Words.size() != (Width + 63) / 64) return false;
  APInt Full(64 * (unsigned)Words.size(), std::span<const uint64_t>(Words));
  V = Full.trunc(Width);
  return V.zext(Full.getBitWidth()) == Full;
}

unsigned scalarWidth(const std::string& T) {
  if (T == "half") return 16;
  if (T == "float") return 32;
  if (T == "double") return 64;
  return T.size() > 1 && T[0] == 'i' ? (unsigned)std::stoul(T.substr(1)) : 0;
}

std::string callText(const gen::Call& C) {
  std::string S = C.Function + "(";
  for (size_t I = 0; I < C.Args.size(); ++I)
    S += (I ? ", " : "") + C.Args[I].Type + " " + gen::formatValue(C.Args[I].Type, C.Args[I].Bits);
  return S + ")";
}

/// Turns one qemu output line into formatResult's text; an extension violation or malformed line is
/// described in Problem instead.
std::string decodeLine(const std::string& Line, const gen::Call& C, const gen::FunctionSig& F, unsigned XLen,
                       std::string& Problem) {
  const std::string& RT = F.RetType;
  if (RT == "void") {
    if (Line != "v") Problem = "malformed output line '" + Line + "' for a void call";
    return gen::formatResult(C.Function, C.Index, RT, APInt());
  }
  std::vector<std::string> Lanes;
  size_t Pos = 0;
  for (;;) {
    size_t Sp = Line.find(' ', Pos);
    Lanes.push_back(Line.substr(Pos, Sp == std::string::npos ? std::string::npos : Sp - Pos));
    if (Sp == std::string::npos) break;
    Pos = Sp + 1;
  }
  unsigned NumLanes = 1;
  std::string Elem = RT;
  if (RT.front() == '<') {
    size_t X = RT.find(" x ");
    NumLanes = (unsigned)std::stoul(RT.substr(1, X - 1));
    Elem = RT.substr(X + 3, RT.size() - X - 4);
  }
  unsigned W = scalarWidth(Elem);
  unsigned IntW = Elem[0] == 'i' ? W : 0;
  bool Sext = F.RetAttrs.find("signext") != std::string::npos,
       Zext = F.RetAttrs.find("zeroext") != std::string::npos;
  bool Widened = NumLanes == 1 && IntW && IntW < XLen && (Sext || Zext);
  if (Lanes.size() != NumLanes) {
    Problem = "malformed output line '" + Line + "' (expected " + std::to_string(NumLanes) + " lanes)";
    return "";
  }
  APInt Bits = APInt::zero(W * NumLanes);
  for (unsigned L = 0; L < NumLanes; ++L) {
    APInt V;
    if (!parseLane(Lanes[L], Widened ? XLen : W, V)) {
      Problem = "malformed output line '" + Line + "'";
      return "";
    }
    if (Widened) {
      APInt Low = V.trunc(W);
      APInt Want = Sext ? Low.sext(XLen) : Low.zext(XLen);
      if (Want != V)
        Problem =
            std::string(Sext ? "signext" : "zeroext") + " " + RT +
            " result is not extended in the register: " + gen::formatValue("i" + std::to_string(XLen), V);
      V = Low;
    }
    Bits |= V.zext(W * NumLanes).shl(W * L);
  }
  return gen::formatResult(C.Function, C.Index, RT, Bits);
}

} // namespace

const char* statusName(RunResult::Status S) {
  switch (S) {
  case RunResult::Status::Pass: return "pass";
  case RunResult::Status::Mismatch: return "mismatch";
  case RunResult::Status::CompileFailed: return "compile-failed";
  case RunResult::Status::ToolFailed: return "tool-failed";
  case RunResult::Status::RunFailed: return "run-failed";
  case RunResult::Status::ReferenceFailed: return "reference-failed";
  }
  return "?";
}

std::string defaultRuntimeDir() {
  return DAGTOOL_RUNTIME_DIR;
}

std::string harnessMissing(const std::string& RuntimeDirIn) {
  std::string Missing;
  for (const char* T : {"llc", "llvm-mc", "ld.lld", "lli"})
    if (gen::llvmTool(T).empty()) Missing += std::string(" ") + T + "-19";
  for (const char* Q : {"qemu-riscv32", "qemu-riscv64"})
    if (!inPath(Q)) Missing += std::string(" ") + Q;
  std::string Dir = RuntimeDirIn.empty() ? defaultRuntimeDir() : RuntimeDirIn;
  for (const char* V : {"rv32-ilp32", "rv32-ilp32f", "rv32-ilp32d", "rv64-lp64", "rv64-lp64f", "rv64-lp64d"})
    for (const char* F : {"start.o", "libdtrt.a"})
      if (::access((Dir + "/" + V + "/" + F).c_str(), R_OK) != 0) Missing += " " + Dir + "/" + V + "/" + F;
  return Missing.empty() ? "" : "missing:" + Missing;
}

RunResult runModule(const gen::GeneratedModule& M, const TargetConfig& Cfg, const Compiler& C,
                    const RunOptions& Opts) {
  RunResult R;
  const int T = Opts.TimeoutSeconds;
  gen::TempDir D;
  std::string Module = D.write("module.ll", M.ModuleText);
  std::string Driver =
      D.write("driver.ll", buildQemuDriver(M.Functions, M.Calls, Cfg, Opts.GarbageUpperBits));
  if (Module.empty() || Driver.empty()) return R.Report = "cannot write temporary files", R;
  std::string Dir = D.path(), Asm = Dir + "/module.s", ModObj = Dir + "/module.o", DrvObj = Dir + "/driver.o",
              Prog = Dir + "/prog";
  std::string Rt =
      (Opts.RuntimeDir.empty() ? defaultRuntimeDir() : Opts.RuntimeDir) + "/" + Cfg.runtimeVariant();
  std::vector<std::string> Mattr;
  if (!Cfg.Attrs.empty()) Mattr.push_back("-mattr=" + Cfg.Attrs);

  auto keep = [&] {
    if (Opts.KeepDir.empty()) return;
    std::error_code EC;
    std::filesystem::create_directories(Opts.KeepDir, EC);
    for (const auto& E : std::filesystem::directory_iterator(Dir, EC))
      std::filesystem::copy_file(E.path(), Opts.KeepDir + "/" + E.path().filename().string(),
                                 std::filesystem::copy_options::overwrite_existing, EC);
  };
  struct KeepOnExit {
    std::function<void()> F;
    ~KeepOnExit() { F(); }
  } Keeper{keep};

  if (!step(R, RunResult::Status::CompileFailed, "compiling the module (" + C.Name + ")",
            compilerArgv(C, Cfg, Module, Asm), T))
    return R;
  std::vector<std::string> Mc = {tool("llvm-mc"), "-triple=" + Cfg.Triple, "-target-abi=" + Cfg.Abi,
                                 "-filetype=obj"};
  Mc.insert(Mc.end(), Mattr.begin(), Mattr.end());
  Mc.insert(Mc.end(), {Asm, "-o", ModObj});
  if (!step(R, RunResult::Status::CompileFailed, "assembling the module", Mc, T)) return R;
  std::vector<std::string> Llc = {tool("llc"), "-O1", "-mtriple=" + Cfg.Triple, "-target-abi=" + Cfg.Abi,
                                  "-filetype=obj"};
  Llc.insert(Llc.end(), Mattr.begin(), Mattr.end());
  Llc.insert(Llc.end(), {Driver, "-o", DrvObj});
  if (!step(R, RunResult::Status::ToolFailed, "compiling the driver (llc-19)", Llc, T)) return R;
  std::vector<std::string> Ld = {tool("ld.lld"),  "-static", "-o",   Prog,
                                 Rt + "/start.o", DrvObj,    ModObj, Rt + "/libdtrt.a"};
  if (!step(R, RunResult::Status::CompileFailed, "linking", Ld, T)) return R;
  gen::RunResult Run;
  if (!step(R, RunResult::Status::RunFailed, "running under qemu",
            {Cfg.qemuBinary(), "-cpu", Cfg.qemuCpu(), Prog}, T, &Run))
    return R;

  std::vector<std::string> Expected;
  if (Opts.ExpectedLines) {
    Expected = *Opts.ExpectedLines;
  } else {
    gen::LLIResult L = gen::runLLI(M.ModuleText, M.DriverText, T);
    if (!L.ok()) {
      R.State = RunResult::Status::ReferenceFailed;
      R.Report = "lli-19 failed (exit status " + std::to_string(L.Run.ExitCode) + "):\n" + L.Run.Stderr;
      return R;
    }
    Expected = L.Lines;
  }
  if (Expected.size() != M.Calls.size()) {
    R.State = RunResult::Status::ReferenceFailed;
    R.Report = "lli-19 printed " + std::to_string(Expected.size()) + " lines for " +
               std::to_string(M.Calls.size()) + " calls";
    return R;
  }

  std::vector<std::string> Got = splitLines(Run.Stdout);
  if (Got.size() != M.Calls.size() + 1 || Got.back() != "end") {
    R.State = RunResult::Status::RunFailed;
    R.Report = "the program printed " + std::to_string(Got.size()) + " lines, expected " +
               std::to_string(M.Calls.size()) + " results and 'end' (a crash?); stderr:\n" + Run.Stderr;
    return R;
  }
  std::map<std::string, const gen::FunctionSig*> ByName;
  for (const gen::FunctionSig& F : M.Functions) ByName[F.Name] = &F;
  for (size_t I = 0; I < M.Calls.size(); ++I) {
    const gen::Call& Call = M.Calls[I];
    std::string Problem;
    std::string Text = decodeLine(Got[I], Call, *ByName.at(Call.Function), Cfg.xlen(), Problem);
    ++R.Compared;
    if (Problem.empty() && Text == Expected[I]) continue;
    ++R.Mismatches;
    if (R.Mismatches <= 20) {
      R.Report += Call.Function + "#" + std::to_string(Call.Index) + ": " + callText(Call) + "\n  expected " +
                  Expected[I] + "\n  got      " + (Text.empty() ? Got[I] : Text) + "\n";
      if (!Problem.empty()) R.Report += "  " + Problem + "\n";
    }
  }
  if (R.Mismatches > 20) R.Report += "... and " + std::to_string(R.Mismatches - 20) + " more mismatches\n";
  R.State = R.Mismatches ? RunResult::Status::Mismatch : RunResult::Status::Pass;
  return R;
}

} // namespace dt::qemu
