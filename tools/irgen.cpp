// tools/irgen.cpp — dagtool-irgen: writes random UB-free LLVM IR functions, a driver and the call list.
//
//   dagtool-irgen --seed 7 --functions 20 --insts 40 --features int,wide,cf,mem,intrinsics
//                 -o module.ll --driver driver.ll --calls calls.txt
//   lli-19 -extra-module=module.ll driver.ll      # prints one "fN#k = <type> <value>" line per call
//
// Duty: a thin command-line front end over dt::gen::generate (bench/gen/IRGen.h); --verify and --run
// call LLVM 19's opt and lli directly for quick checks. Exit codes: 0 success, 1 a tool or file failure,
// 2 bad command line.
#include "bench/gen/IRGen.h"

#include "bench/gen/LLVMTools.h"

#include <CLI/CLI.hpp>
#include <fstream>
#include <iostream>

namespace {

bool writeFile(const std::string& Path, const std::string& Text) {
  if (Path == "-") {
    std::cout << Text;
    return bool(std::cout);
  }
  std::ofstream F(Path, std::ios::binary);
  F << Text;
  F.close();
  if (!F) std::cerr << "dagtool-irgen: cannot write " << Path << "\n";
  return bool(F);
}

} // namespace

int main(int argc, char** argv) {
  CLI::App App{"dagtool-irgen: seeded generator of random, UB-free LLVM IR functions"};
  dt::gen::GenOptions O;
  std::string Features, Output = "-", DriverPath, CallsPath;
  std::vector<unsigned> Widths;
  bool Verify = false, Run = false;
  App.add_option("--seed", O.Seed, "random seed (same seed, same output)");
  App.add_option("--functions", O.NumFunctions, "number of functions @f0..@fN-1")
      ->check(CLI::Range(1u, 10000000u));
  App.add_option("--insts", O.InstsPerFunction, "approximate instructions per function");
  App.add_option("--calls-per-function", O.CallsPerFunction, "input vectors per function in the driver");
  App.add_option(
      "--features", Features,
      "comma list: int,wide,intrinsics,cf,mem,fp,vec,calls (exactly these), odd,select,memintr,fminmax "
      "(default on), no-X to switch one off, or all / none");
  App.add_option("--widths", Widths, "integer widths to draw from, e.g. 1,8,17")->delimiter(',');
  App.add_option("--max-width", O.MaxWidth, "largest integer width");
  App.add_option("--single-block", O.SingleBlockInsts,
                 "benchmark shape: one straight-line function with exactly N instructions");
  App.add_option("-o,--output", Output, "module output file ('-' for stdout)");
  App.add_option("--driver", DriverPath, "write the lli driver module here");
  App.add_option("--calls", CallsPath, "write the call list (name#index, types, argument bits) here");
  App.add_flag("--verify", Verify, "check the module with opt-19 -passes=verify");
  App.add_flag("--run", Run, "run the driver under lli-19 and print its output to stderr");
  CLI11_PARSE(App, argc, argv);

  if (!Features.empty()) {
    std::string Err;
    if (!dt::gen::parseFeatures(Features, O, Err)) {
      std::cerr << "dagtool-irgen: " << Err << "\n";
      return 2;
    }
  }
  O.Widths = Widths;
  dt::gen::GeneratedModule M = dt::gen::generate(O);
  if (!writeFile(Output, M.ModuleText)) return 1;
  if (!DriverPath.empty() && !writeFile(DriverPath, M.DriverText)) return 1;
  if (!CallsPath.empty() && !writeFile(CallsPath, dt::gen::writeCallsFile(M.Calls))) return 1;
  if (Verify) {
    std::string E = dt::gen::verifyModule(M.ModuleText);
    if (!E.empty()) {
      std::cerr << "dagtool-irgen: verification failed:\n" << E;
      return 1;
    }
  }
  if (Run) {
    dt::gen::LLIResult R = dt::gen::runLLI(M.ModuleText, M.DriverText);
    std::cerr << R.Run.Stdout;
    if (!R.ok()) {
      std::cerr << "dagtool-irgen: lli failed (status " << R.Run.ExitCode << "):\n" << R.Run.Stderr;
      return 1;
    }
  }
  return 0;
}
