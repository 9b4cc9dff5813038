// bench/compare/MeasuredRun.cpp — the spawner helper and the measured fork/exec/wait4 of MeasuredRun.h.
//
// Protocol on the helper's pipes: a request is the word count, then each word (length-prefixed), then the
// stderr path and the CPU limit; the reply is one Measurement written as raw bytes (same binary, same
// layout). The helper exits when its request pipe closes.
#include "bench/compare/MeasuredRun.h"

#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstdint>
#include <cstdlib>
#include <fcntl.h>
#include <stdexcept>
#include <sys/resource.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <unistd.h>

namespace dt::compare {

namespace {

bool writeAll(int Fd, const void* Data, size_t Size) {
  const char* P = static_cast<const char*>(Data);
  while (Size) {
    ssize_t N = ::write(Fd, P, Size);
    if (N < 0 && errno == EINTR) continue;
    if (N <= 0) return false;
    P += N, Size -= size_t(N);
  }
  return true;
}

bool readAll(int Fd, void* Data, size_t Size) {
  char* P = static_cast<char*>(Data);
  while (Size) {
    ssize_t N = ::read(Fd, P, Size);
    if (N < 0 && errno == EINTR) continue;
    if (N <= 0) return false;
    P += N, Size -= size_t(N);
  }
  return true;
}

bool writeString(int Fd, const std::string& S) {
  uint64_t Len = S.size();
  return writeAll(Fd, &Len, sizeof Len) && writeAll(Fd, S.data(), S.size());
}

bool readString(int Fd, std::string& S) {
  uint64_t Len = 0;
  if (!readAll(Fd, &Len, sizeof Len) || Len > (1u << 24)) return false;
  S.resize(Len);
  return readAll(Fd, S.data(), Len);
}

double seconds(const timeval& T) {
  return double(T.tv_sec) + double(T.tv_usec) * 1e-6;
}

/// In the helper: fork, exec, wait4. Everything the child does between fork and exec is async-signal-safe.
Measurement measure(const std::vector<std::string>& Argv, const std::string& StderrPath, unsigned CpuLimit) {
  Measurement M;
  std::vector<char*> Args;
  for (const std::string& A : Argv) Args.push_back(const_cast<char*>(A.c_str()));
  Args.push_back(nullptr);
  const char* ErrPath = StderrPath.empty() ? "/dev/null" : StderrPath.c_str();
  auto Start = std::chrono::steady_clock::now();
  pid_t Pid = ::fork();
  if (Pid < 0) return M;
  if (Pid == 0) {
    int Null = ::open("/dev/null", O_RDWR);
    int Err = ::open(ErrPath, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (Null < 0 || Err < 0) ::_exit(127);
    ::dup2(Null, 0);
    ::dup2(Null, 1);
    ::dup2(Err, 2);
    if (CpuLimit) {
      rlimit L{CpuLimit, CpuLimit + 2};
      ::setrlimit(RLIMIT_CPU, &L);
    }
    ::execvp(Args[0], Args.data());
    ::_exit(127);
  }
  int Status = 0;
  rusage Usage{};
  while (::wait4(Pid, &Status, 0, &Usage) < 0 && errno == EINTR) {
  }
  M.WallSeconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - Start).count();
  M.UserSeconds = seconds(Usage.ru_utime);
  M.SystemSeconds = seconds(Usage.ru_stime);
  M.MaxRssKiB = Usage.ru_maxrss;
  if (WIFEXITED(Status)) {
    M.ExitCode = WEXITSTATUS(Status);
  } else if (WIFSIGNALED(Status)) {
    M.ExitCode = 128 + WTERMSIG(Status);
    M.TimedOut = CpuLimit && (WTERMSIG(Status) == SIGXCPU || WTERMSIG(Status) == SIGKILL);
  }
  return M;
}

[[noreturn]] void helperLoop(int In, int Out) {
  for (;;) {
    uint64_t Count = 0;
    if (!readAll(In, &Count, sizeof Count) || Count > 4096) ::_exit(0);
    std::vector<std::string> Argv(Count);
    for (std::string& A : Argv)
      if (!readString(In, A)) ::_exit(0);
    std::string ErrPath;
    uint32_t Limit = 0;
    if (!readString(In, ErrPath) || !readAll(In, &Limit, sizeof Limit)) ::_exit(0);
    Measurement M = Argv.empty() ? Measurement{} : measure(Argv, ErrPath, Limit);
    if (!writeAll(Out, &M, sizeof M)) ::_exit(0);
  }
}

} // namespace

Spawner::Spawner() {
  int Req[2], Rep[2];
  if (::pipe2(Req, O_CLOEXEC) != 0 || ::pipe2(Rep, O_CLOEXEC) != 0)
    throw std::runtime_error("dagtool-compare: cannot create the spawner's pipes");
  pid_t Pid = ::fork();
  if (Pid < 0) throw std::runtime_error("dagtool-compare: cannot fork the spawner");
  if (Pid == 0) {
    ::close(Req[1]);
    ::close(Rep[0]);
    helperLoop(Req[0], Rep[1]);
  }
  ::close(Req[0]);
  ::close(Rep[1]);
  ToHelper = Req[1];
  FromHelper = Rep[0];
  HelperPid = Pid;
}

Spawner::~Spawner() {
  ::close(ToHelper);
  ::close(FromHelper);
  int Status = 0;
  if (HelperPid > 0) ::waitpid(HelperPid, &Status, 0);
}

Measurement Spawner::run(const std::vector<std::string>& Argv, const std::string& StderrPath,
                         unsigned CpuLimitSeconds) {
  uint64_t Count = Argv.size();
  bool Sent = writeAll(ToHelper, &Count, sizeof Count);
  for (const std::string& A : Argv) Sent = Sent && writeString(ToHelper, A);
  uint32_t Limit = CpuLimitSeconds;
  Sent = Sent && writeString(ToHelper, StderrPath) && writeAll(ToHelper, &Limit, sizeof Limit);
  Measurement M;
  if (!Sent || !readAll(FromHelper, &M, sizeof M))
    throw std::runtime_error("dagtool-compare: the spawner helper died");
  return M;
}

} // namespace dt::compare
