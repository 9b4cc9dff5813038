// bench/compare/Speed.cpp — the speed inputs and the median-of-N measurement of Speed.h.
#include "bench/compare/Speed.h"

#include <algorithm>
#include <fstream>
#include <iostream>
#include <sstream>

namespace dt::compare {

std::vector<SpeedInput> standardSpeedInputs() {
  const qemu::TargetConfig Rv64{"rv64im", "riscv64", "+m", "lp64"};
  const qemu::TargetConfig Rv32{"rv32im", "riscv32", "+m", "ilp32"};
  std::vector<SpeedInput> Inputs;
  for (unsigned N : {1000u, 10000u, 100000u}) {
    gen::GenOptions O;
    O.SingleBlockInsts = N;
    Inputs.push_back({"block" + std::to_string(N / 1000) + "k",
                      "one basic block of " + std::to_string(N) + " instructions (i8..i64 mix)", O, Rv64});
  }
  // The same blocks without M: every multiply and division is a libcall (__muldi3, __divdi3 ...), a call every
  // few instructions, so register allocation meets thousands of calls' clobbers on one block.
  const qemu::TargetConfig Rv64NoM{"rv64i", "riscv64", "", "lp64"};
  for (unsigned N : {10000u, 100000u}) {
    gen::GenOptions O;
    O.SingleBlockInsts = N;
    Inputs.push_back({"block" + std::to_string(N / 1000) + "k-calls",
                      "the block of " + std::to_string(N) + " instructions without M (multiplies and divisions " +
                          "are libcalls)",
                      O, Rv64NoM});
  }
  for (unsigned N : {1000u, 10000u}) {
    gen::GenOptions O; // the default features: int, wide, intrinsics, control flow, memory, select
    O.NumFunctions = N;
    O.InstsPerFunction = 10;
    std::string Name = "fns" + std::to_string(N / 1000) + "k";
    Inputs.push_back(
        {Name,
         std::to_string(N) + " functions of ~10 instructions, default features (memset/memcpy included)", O,
         Rv64});
    // The same without llvm.memset/memcpy, which dagtool's builder did not take before 2026-11-22: the second
    // row keeps the measurements made before then comparable.
    O.MemIntrinsics = false;
    Inputs.push_back(
        {Name + "-nomemintr",
         std::to_string(N) + " functions of ~10 instructions, default features without memset/memcpy", O,
         Rv64});
  }
  {
    gen::GenOptions O;
    std::string Error;
    gen::parseFeatures("int,wide,intrinsics,cf,select", O, Error);
    O.Widths = {64, 128};
    O.NumFunctions = 1000;
    O.InstsPerFunction = 20;
    Inputs.push_back({"wide-rv32", "1000 functions of ~20 instructions on i64/i128 (and i1), rv32", O, Rv32});
  }
  {
    gen::GenOptions O;
    std::string Error;
    gen::parseFeatures("fp,select,cf", O, Error);
    O.HalfFP = false;
    O.FMinimumMaximum = false; // llc-19 cannot soften llvm.minimum/maximum
    O.NumFunctions = 1000;
    O.InstsPerFunction = 20;
    Inputs.push_back(
        {"softfloat-rv32", "1000 functions of ~20 instructions on f32/f64, rv32 without F/D", O, Rv32});
  }
  return Inputs;
}

unsigned countIRInstructions(const std::string& ModuleText) {
  unsigned N = 0;
  bool InBody = false;
  std::istringstream In(ModuleText);
  for (std::string Line; std::getline(In, Line);) {
    if (!InBody) {
      InBody = Line.rfind("define ", 0) == 0 && Line.find('{') != std::string::npos;
      continue;
    }
    if (Line == "}")
      InBody = false;
    else if (Line.size() > 2 && Line[0] == ' ' && Line.find_first_not_of(' ') != std::string::npos &&
             Line[Line.find_first_not_of(' ')] != ';')
      ++N;
  }
  return N;
}

static double median(std::vector<double> V) {
  if (V.empty()) return 0;
  std::sort(V.begin(), V.end());
  size_t M = V.size() / 2;
  return V.size() % 2 ? V[M] : (V[M - 1] + V[M]) / 2;
}

SpeedRow measureInput(Spawner& S, const SpeedInput& In, const std::vector<CompilerCommand>& Compilers,
                      unsigned Runs, unsigned CpuLimitSeconds, const std::string& WorkDir) {
  SpeedRow Row;
  Row.Input = In;
  const std::string Path = WorkDir + "/" + In.Name + ".ll";
  {
    gen::GeneratedModule M = gen::generate(In.Options);
    Row.IRInstructions = countIRInstructions(M.ModuleText);
    Row.InputBytes = M.ModuleText.size();
    std::ofstream Out(Path, std::ios::binary);
    Out << M.ModuleText;
  }
  const std::string AsmPath = WorkDir + "/" + In.Name + ".s", ErrPath = WorkDir + "/" + In.Name + ".err";
  for (const CompilerCommand& C : Compilers) {
    SpeedCell Cell;
    std::vector<double> Wall, User, Rss;
    for (unsigned K = 0; K < Runs; ++K) {
      Compilation R = compile(S, C, In.Config, Path, AsmPath, ErrPath, CpuLimitSeconds, false);
      std::cerr << "  " << In.Name << " " << C.Name << " run " << K + 1 << "/" << Runs << ": "
                << (R.Succeeded ? std::to_string(R.Run.WallSeconds) + " s" : R.Failure) << "\n";
      if (!R.Succeeded) {
        Cell.Failure = R.Failure;
        break;
      }
      Wall.push_back(R.Run.WallSeconds);
      User.push_back(R.Run.UserSeconds);
      Rss.push_back(double(R.Run.MaxRssKiB) / 1024);
    }
    Cell.Runs = unsigned(Wall.size());
    Cell.Succeeded = Cell.Failure.empty() && Cell.Runs > 0;
    Cell.WallSeconds = median(Wall);
    Cell.UserSeconds = median(User);
    Cell.MaxRssMiB = median(Rss);
    Row.Cells.push_back(Cell);
  }
  return Row;
}

} // namespace dt::compare
