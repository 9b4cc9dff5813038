// bench/gen/LLVMTools.cpp — process running and the LLVM tool wrappers declared in LLVMTools.h.
//
// runProcess uses posix_spawnp (no shell, no fork of a possibly large test process) with three
// close-on-exec pipes and one poll() loop that feeds stdin and drains stdout/stderr together, so a child
// that writes a lot before reading all of its input cannot deadlock us. SIGPIPE is blocked in the calling
// thread while writing (a child may exit without reading its input) and any pending one is consumed, so
// the process-wide signal disposition is never touched.
#include "bench/gen/LLVMTools.h"

#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <fstream>
#include <mutex>
#include <poll.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

extern char** environ;

namespace dt::gen {

namespace {

struct Pipe {
  int Fd[2] = {-1, -1};
  bool open() { return ::pipe2(Fd, O_CLOEXEC) == 0; }
  void close(int I) {
    if (Fd[I] >= 0) ::close(Fd[I]);
    Fd[I] = -1;
  }
  ~Pipe() {
    close(0);
    close(1);
  }
};

/// Blocks SIGPIPE in this thread for its lifetime; a SIGPIPE raised meanwhile is discarded.
class SigPipeGuard {
public:
  SigPipeGuard() {
    sigemptyset(&Set);
    sigaddset(&Set, SIGPIPE);
    pthread_sigmask(SIG_BLOCK, &Set, &Old);
  }
  ~SigPipeGuard() {
    struct timespec Zero = {0, 0};
    while (sigtimedwait(&Set, nullptr, &Zero) > 0) {
    }
    pthread_sigmask(SIG_SETMASK, &Old, nullptr);
  }

private:
  sigset_t Set, Old;
};

} // namespace

RunResult runProcess(const std::vector<std::string>& Argv, const std::string& StdinText, int TimeoutSeconds) {
  RunResult Res;
  if (Argv.empty()) return Res;
  Pipe In, Out, Err;
  if (!In.open() || !Out.open() || !Err.open()) {
    Res.Stderr = std::string("pipe: ") + std::strerror(errno);
    return Res;
  }
  posix_spawn_file_actions_t FA;
  posix_spawn_file_actions_init(&FA);
  posix_spawn_file_actions_adddup2(&FA, In.Fd[0], 0);
  posix_spawn_file_actions_adddup2(&FA, Out.Fd[1], 1);
  posix_spawn_file_actions_adddup2(&FA, Err.Fd[1], 2);
  posix_spawnattr_t Attr;
  posix_spawnattr_init(&Attr);
  sigset_t Empty; // the child starts with no blocked signals, whatever our thread has blocked
  sigemptyset(&Empty);
  posix_spawnattr_setsigmask(&Attr, &Empty);
  posix_spawnattr_setflags(&Attr, POSIX_SPAWN_SETSIGMASK);
  std::vector<char*> Args;
  for (const std::string& A : Argv) Args.push_back(const_cast<char*>(A.c_str()));
  Args.push_back(nullptr);
  pid_t Pid;
  int Rc = posix_spawnp(&Pid, Args[0], &FA, &Attr, Args.data(), environ);
  posix_spawn_file_actions_destroy(&FA);
  posix_spawnattr_destroy(&Attr);
  if (Rc != 0) {
    Res.Stderr = "cannot run " + Argv[0] + ": " + std::strerror(Rc);
    return Res;
  }
  In.close(0);
  Out.close(1);
  Err.close(1);
  ::fcntl(In.Fd[1], F_SETFL, O_NONBLOCK);

  SigPipeGuard Guard;
  using Clock = std::chrono::steady_clock;
  auto Deadline = Clock::now() + std::chrono::seconds(TimeoutSeconds);
  size_t Written = 0;
  if (StdinText.empty()) In.close(1);
  char Buf[65536];
  while (Out.Fd[0] >= 0 || Err.Fd[0] >= 0) {
    struct pollfd P[3];
    int N = 0, IdxIn = -1, IdxOut = -1, IdxErr = -1;
    if (In.Fd[1] >= 0) IdxIn = N, P[N++] = {In.Fd[1], POLLOUT, 0};
    if (Out.Fd[0] >= 0) IdxOut = N, P[N++] = {Out.Fd[0], POLLIN, 0};
    if (Err.Fd[0] >= 0) IdxErr = N, P[N++] = {Err.Fd[0], POLLIN, 0};
    int WaitMs = -1;
    if (TimeoutSeconds > 0 && !Res.TimedOut) {
      auto Left = std::chrono::duration_cast<std::chrono::milliseconds>(Deadline - Clock::now()).count();
      if (Left <= 0) {
        ::kill(Pid, SIGKILL); // the pipes then reach EOF and the loop ends
        Res.TimedOut = true;
        In.close(1);
        continue;
      }
      WaitMs = (int)std::min<long long>(Left, 1000);
    }
    int K = ::poll(P, (nfds_t)N, WaitMs);
    if (K < 0) {
      if (errno == EINTR) continue;
      break;
    }
    if (IdxIn >= 0 && P[IdxIn].revents) {
      ssize_t W = ::write(In.Fd[1], StdinText.data() + Written, StdinText.size() - Written);
      if (W > 0) Written += (size_t)W;
      if ((W < 0 && errno != EAGAIN && errno != EINTR) || Written == StdinText.size()) In.close(1);
    }
    auto drain = [&](int Idx, Pipe& Pp, std::string& Dst) {
      if (Idx < 0 || !P[Idx].revents) return;
      ssize_t R = ::read(Pp.Fd[0], Buf, sizeof Buf);
      if (R > 0)
        Dst.append(Buf, (size_t)R);
      else if (R == 0 || (errno != EINTR && errno != EAGAIN))
        Pp.close(0);
    };
    drain(IdxOut, Out, Res.Stdout);
    drain(IdxErr, Err, Res.Stderr);
  }
  In.close(1);
  int Status = 0;
  while (::waitpid(Pid, &Status, 0) < 0 && errno == EINTR) {
  }
  if (WIFEXITED(Status))
    Res.ExitCode = WEXITSTATUS(Status);
  else if (WIFSIGNALED(Status))
    Res.ExitCode = 128 + WTERMSIG(Status);
  return Res;
}

std::string llvmBinDir() {
  static std::once_flag Once;
  static std::string Dir;
  std::call_once(Once, [] {
    RunResult R = runProcess({"llvm-config-19", "--bindir"}, "", 30);
    if (R.ok()) {
      Dir = R.Stdout;
      while (!Dir.empty() && (Dir.back() == '\n' || Dir.back() == '\r' || Dir.back() == ' ')) Dir.pop_back();
    }
    if (Dir.empty() && ::access("/usr/lib/llvm-19/bin/lli", X_OK) == 0) Dir = "/usr/lib/llvm-19/bin";
  });
  return Dir;
}

std::string llvmTool(const std::string& Name) {
  std::string Dir = llvmBinDir();
  if (Dir.empty()) return "";
  std::string P = Dir + "/" + Name;
  return ::access(P.c_str(), X_OK) == 0 ? P : "";
}

bool toolsAvailable() {
  return !llvmTool("lli").empty() && !llvmTool("opt").empty() && !llvmTool("llvm-as").empty();
}

TempDir::TempDir() {
  const char* Base = std::getenv("TMPDIR");
  std::string Tmpl = std::string(Base && *Base ? Base : "/tmp") + "/dagtool-XXXXXX";
  std::vector<char> B(Tmpl.begin(), Tmpl.end());
  B.push_back(0);
  if (::mkdtemp(B.data())) Path = B.data();
}

TempDir::~TempDir() {
  if (Path.empty()) return;
  std::error_code EC;
  std::filesystem::remove_all(Path, EC);
}

std::string TempDir::write(const std::string& Name, const std::string& Text) {
  if (Path.empty()) return "";
  std::string P = Path + "/" + Name;
  std::ofstream F(P, std::ios::binary);
  F << Text;
  F.close();
  return F ? P : "";
}

static std::string failure(const char* Tool, const RunResult& R) {
  if (R.TimedOut) return std::string(Tool) + " timed out\n" + R.Stderr;
  if (!R.Stderr.empty()) return R.Stderr;
  return std::string(Tool) + " exited with status " + std::to_string(R.ExitCode);
}

std::string verifyModule(const std::string& ModuleText, int TimeoutSeconds) {
  std::string Opt = llvmTool("opt");
  if (Opt.empty()) return "opt-19 not found";
  TempDir D;
  std::string F = D.write("module.ll", ModuleText);
  if (F.empty()) return "cannot write a temporary file";
  RunResult R = runProcess({Opt, "-passes=verify", "-disable-output", F}, "", TimeoutSeconds);
  return R.ok() ? "" : failure("opt", R);
}

std::string hostTriple() {
  static std::once_flag Once;
  static std::string Triple;
  std::call_once(Once, [] {
    std::string Config = llvmTool("llvm-config");
    RunResult R = runProcess({Config.empty() ? "llvm-config-19" : Config, "--host-target"}, "", 30);
    if (R.ok()) {
      Triple = R.Stdout;
      while (!Triple.empty() && (Triple.back() == '\n' || Triple.back() == '\r' || Triple.back() == ' '))
        Triple.pop_back();
    }
  });
  return Triple;
}

bool runOpt(const std::string& ModuleText, const std::string& Passes, std::string& Out,
            const std::vector<std::string>& ExtraArgs, int TimeoutSeconds) {
  std::string Opt = llvmTool("opt");
  if (Opt.empty()) {
    Out = "opt-19 not found";
    return false;
  }
  TempDir D;
  std::string F = D.write("module.ll", ModuleText);
  if (F.empty()) {
    Out = "cannot write a temporary file";
    return false;
  }
  std::vector<std::string> Argv = {Opt, "-passes=" + Passes, "-S"};
  Argv.insert(Argv.end(), ExtraArgs.begin(), ExtraArgs.end());
  Argv.push_back(F);
  RunResult R = runProcess(Argv, "", TimeoutSeconds);
  Out = R.ok() ? R.Stdout : failure("opt", R);
  return R.ok();
}

// The host's JIT lowers some conversions to compiler runtime calls that an older libgcc does not have
// (Debian 12's GCC 12 libgcc_s lacks __truncsfbf2, which x86 code for `fptrunc float to bfloat` calls), and
// lli then aborts with "Symbols not found". This module defines them in IR, with the semantics of
// compiler-rt and of the project's RISC-V runtime (runtime/fpfuncs.c): round to nearest even, and a NaN keeps
// its sign and top payload bits and becomes quiet. A definition in a module takes precedence over the
// process's, so hosts that have the symbol give the same answers.
static const char* const HostBuiltinsModule = R"(
define bfloat @__truncsfbf2(float %a) {
  %b = bitcast float %a to i32
  %abs = and i32 %b, 2147483647
  %nan = icmp ugt i32 %abs, 2139095040
  %top = lshr i32 %b, 16
  %lsb = and i32 %top, 1
  %bias = add i32 %lsb, 32767
  %sum = add i32 %b, %bias
  %rounded = lshr i32 %sum, 16
  %quiet = or i32 %top, 64
  %r = select i1 %nan, i32 %quiet, i32 %rounded
  %t = trunc i32 %r to i16
  %bf = bitcast i16 %t to bfloat
  ret bfloat %bf
}
)";

LLIResult runLLI(const std::string& ModuleText, const std::string& DriverText, int TimeoutSeconds) {
  LLIResult Res;
  std::string Lli = llvmTool("lli");
  if (Lli.empty()) {
    Res.Run.Stderr = "lli-19 not found";
    return Res;
  }
  TempDir D;
  std::string M = D.write("module.ll", ModuleText), Drv = D.write("driver.ll", DriverText),
              Builtins = D.write("host-builtins.ll", HostBuiltinsModule);
  if (M.empty() || Drv.empty() || Builtins.empty()) {
    Res.Run.Stderr = "cannot write a temporary file";
    return Res;
  }
  Res.Run = runProcess({Lli, "-extra-module=" + M, "-extra-module=" + Builtins, Drv}, "", TimeoutSeconds);
  const std::string& S = Res.Run.Stdout;
  size_t Pos = 0;
  while (Pos < S.size()) {
    size_t E = S.find('\n', Pos);
    if (E == std::string::npos) E = S.size();
    Res.Lines.push_back(S.substr(Pos, E - Pos));
    Pos = E + 1;
  }
  return Res;
}

} // namespace dt::gen
