// test/unit/AsmPrinterTest.cpp — frame lowering and the assembly printer: the text is what assemblers accept,
// the frame is llc-19's, and the code runs under qemu with lli-19's results.
//
// Duty: [machine] the frame layout of a function with a call, stack arguments, an alloca and a callee-saved
// register against llc-19's own output (run live); llvm-mc-19 accepts dagtool's assembly for examples/*.ll
// and random modules on several configurations; -filetype=null writes nothing. [qemu] random functions, a
// frame larger than 2 KiB (offsets beyond simm12, the emergency slot) and the rounding intrinsics
// (PseudoFROUND's finalize-isel expansion, with Zfh too) compiled by dagtool run under qemu and agree with
// lli-19. Tests needing LLVM's tools or the qemu harness WARN and return when something is missing.
#include "bench/gen/IRGen.h"
#include "bench/gen/LLVMTools.h"
#include "bench/qemu/QemuRunner.h"

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <sstream>

using namespace dt;

namespace {

const std::string Dagtool = std::string(DAGTOOL_BIN_DIR) + "/dagtool";

gen::RunResult compile(const std::string& IR, const std::string& Triple, const std::string& Attrs,
                       const std::string& Abi = "", const std::string& FileType = "asm") {
  std::vector<std::string> Argv{Dagtool, "-mtriple=" + Triple};
  if (!Attrs.empty()) Argv.push_back("-mattr=" + Attrs);
  if (!Abi.empty()) Argv.push_back("-target-abi=" + Abi);
  Argv.insert(Argv.end(), {"-filetype=" + FileType, "-", "-o", "-"});
  return gen::runProcess(Argv, IR);
}

/// Empty when llvm-mc-19 assembles Asm into an object; else its complaint.
std::string assemble(const std::string& Asm, const std::string& Triple, const std::string& Attrs,
                     const std::string& Abi = "") {
  std::vector<std::string> Argv{gen::llvmTool("llvm-mc"), "-triple=" + Triple, "-filetype=obj", "-o",
                                "/dev/null"};
  if (!Attrs.empty()) Argv.push_back("-mattr=" + Attrs);
  if (!Abi.empty()) Argv.push_back("-target-abi=" + Abi);
  Argv.push_back("-");
  gen::RunResult R = gen::runProcess(Argv, Asm);
  return R.ok() ? "" : R.Stderr + "\n--- assembly ---\n" + Asm;
}

bool haveMC() {
  if (!gen::llvmTool("llvm-mc").empty() && !gen::llvmTool("llc").empty()) return true;
  WARN("llvm-mc-19 / llc-19 not found; skipping");
  return false;
}

std::string readFile(const std::string& Path) {
  std::ifstream In(Path);
  std::stringstream SS;
  SS << In.rdbuf();
  return SS.str();
}

const char* CallingFunction = R"(declare i32 @g(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)
@gv = global i32 5, align 4
define i32 @f(i32 %a, i32 %b) {
entry:
  %arr = alloca [4 x i32], align 4
  %p = getelementptr [4 x i32], ptr %arr, i32 0, i32 1
  store i32 %a, ptr %p
  %r = call i32 @g(i32 %a, i32 %b, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 %a)
  %l = load i32, ptr %p
  %gl = load i32, ptr @gv
  %s = add i32 %r, %l
  %t = add i32 %s, %gl
  %c = icmp sgt i32 %t, 0
  br i1 %c, label %x, label %y
x:
  ret i32 %t
y:
  ret i32 %b
}
)";

} // namespace

TEST_CASE("asm: the frame of a calling function is llc-19's (size, save slots, alloca, outgoing area)",
          "[machine]") {
  if (!haveMC()) return;
  gen::RunResult Ours = compile(CallingFunction, "riscv64", "+m");
  REQUIRE(Ours.ok());
  gen::RunResult Ref = gen::runProcess(
      {gen::llvmTool("llc"), "-mtriple=riscv64", "-mattr=+m", "-O2", "-o", "-"}, CallingFunction);
  REQUIRE(Ref.ok());
  // Lines both compilers print: the 48-byte frame, ra and s0 at the top, the alloca at 16, the tenth argument
  // at sp+8 (llc stores it from sp directly, dagtool through a copy of sp), the epilogue.
  for (const char* Line :
       {"\taddi\tsp, sp, -48", "\tsd\tra, 40(sp)", "\tsd\ts0, 32(sp)", "\tsw\ta0, 20(sp)", "\tlw\ta1, 20(sp)",
        "\tld\tra, 40(sp)", "\tld\ts0, 32(sp)", "\taddi\tsp, sp, 48", "\tcall\tg", "%hi(gv)", "%lo(gv)"}) {
    INFO(Line << "\n--- dagtool ---\n" << Ours.Stdout << "\n--- llc ---\n" << Ref.Stdout);
    CHECK(Ours.Stdout.find(Line) != std::string::npos);
    CHECK(Ref.Stdout.find(Line) != std::string::npos);
  }
  CHECK(assemble(Ours.Stdout, "riscv64", "+m") == "");
}

TEST_CASE("asm: a leaf function without frame objects has no prologue", "[machine]") {
  gen::RunResult R =
      compile("define i32 @h(i32 %a) {\n  %r = add i32 %a, 1\n  ret i32 %r\n}\n", "riscv32", "");
  REQUIRE(R.ok());
  CHECK(R.Stdout.find("sp, sp") == std::string::npos);
  CHECK(R.Stdout.find("\taddi\ta0, a0, 1\n\tret\n") != std::string::npos);
  CHECK(R.Stdout.find("\t.globl\th\n") != std::string::npos);
  CHECK(R.Stdout.find("\t.size\th, .Lfunc_end0-h\n") != std::string::npos);
}

TEST_CASE("asm: -filetype=null compiles everything and writes nothing", "[machine]") {
  gen::RunResult R = compile(CallingFunction, "riscv32", "+m", "", "null");
  CHECK(R.ok());
  CHECK(R.Stdout.empty());
}

TEST_CASE("asm: llvm-mc-19 accepts dagtool's assembly for the examples and random modules", "[machine]") {
  if (!haveMC()) return;
  namespace fs = std::filesystem;
  struct Config {
    const char *Triple, *Attrs, *Abi;
    bool FP;
  };
  const Config Configs[] = {{"riscv32", "", "", false},
                            {"riscv32", "+m", "", false},
                            {"riscv32", "+m,+f,+d", "ilp32", true},
                            {"riscv32", "+m,+f,+d", "ilp32d", true},
                            {"riscv64", "", "", false},
                            {"riscv64", "+m,+zbb", "", false},
                            {"riscv64", "+m,+f,+d", "lp64d", true}};
  unsigned Assembled = 0;
  for (const Config& C : Configs) {
    for (const auto& E : fs::directory_iterator(fs::path(DAGTOOL_SOURCE_DIR) / "examples")) {
      if (E.path().extension() != ".ll") continue;
      gen::RunResult R = compile(readFile(E.path().string()), C.Triple, C.Attrs, C.Abi);
      INFO(E.path() << " " << C.Triple << " " << C.Attrs << "\n" << R.Stderr);
      REQUIRE(R.ok());
      CHECK(assemble(R.Stdout, C.Triple, C.Attrs, C.Abi) == "");
      ++Assembled;
    }
    for (uint64_t Seed = 1; Seed <= 6; ++Seed) {
      gen::GenOptions O;
      std::string Err;
      REQUIRE(gen::parseFeatures("all", O, Err));
      O.Seed = Seed;
      O.NumFunctions = 1;
      O.InstsPerFunction = 30;
      O.FP = C.FP;
      O.FMinimumMaximum = C.FP;
      gen::GeneratedModule M = gen::generate(O);
      gen::RunResult R = compile(M.ModuleText, C.Triple, C.Attrs, C.Abi);
      INFO(C.Triple << " " << C.Attrs << " seed " << Seed << "\n" << R.Stderr << "\n" << M.ModuleText);
      REQUIRE(R.ok());
      CHECK(assemble(R.Stdout, C.Triple, C.Attrs, C.Abi) == "");
      ++Assembled;
    }
  }
  WARN("llvm-mc: " << Assembled << " outputs assembled");
  CHECK(Assembled > 40);
}

TEST_CASE("qemu: dagtool's code for random functions agrees with lli-19 on every configuration", "[qemu]") {
  if (!qemu::harnessMissing().empty()) {
    WARN("qemu harness unavailable (" << qemu::harnessMissing() << "); skipping");
    return;
  }
  for (const qemu::TargetConfig& Cfg : qemu::standardConfigs()) {
    unsigned Passed = 0;
    for (uint64_t Seed = 1; Seed <= 6; ++Seed) {
      gen::GeneratedModule M = qemu::randomModule(Cfg, Seed, /*Functions=*/1);
      qemu::RunResult R = qemu::runModule(M, Cfg, qemu::dagtoolCompiler());
      INFO(Cfg.Name << " seed " << Seed << ": " << qemu::statusName(R.State) << "\n" << R.Report);
      CHECK(R.passed());
      Passed += R.passed();
    }
    WARN(Cfg.Name << ": " << Passed << " of 6 passed");
  }
}

TEST_CASE("qemu: a frame beyond 2 KiB (offsets past simm12, emergency slot) runs correctly", "[qemu]") {
  if (!qemu::harnessMissing().empty()) return;
  // A 5000-byte array written and read at both ends and a value kept across a call in a callee-saved
  // register: the stores past 2047 need the scratch register and the emergency slot.
  gen::GeneratedModule M;
  M.ModuleText = R"(define i32 @callee(i32 %x) noinline {
  %r = mul i32 %x, 3
  ret i32 %r
}
define i32 @big(i32 %a, i32 %b) {
  %arr = alloca [5000 x i8], align 4
  %hi = getelementptr [5000 x i8], ptr %arr, i32 0, i32 4990
  %lo = getelementptr [5000 x i8], ptr %arr, i32 0, i32 4
  store i32 %a, ptr %hi
  store i32 %b, ptr %lo
  %c = call i32 @callee(i32 %b)
  %x = load i32, ptr %hi
  %y = load i32, ptr %lo
  %s = add i32 %x, %y
  %t = add i32 %s, %c
  %u = xor i32 %t, %a
  ret i32 %u
}
)";
  M.Functions.push_back({"big", "i32", {"i32", "i32"}});
  for (unsigned I = 0; I < 3; ++I)
    M.Calls.push_back({"big", I, "i32", {{"i32", APInt(32, 1000 + 77 * I)}, {"i32", APInt(32, 3 + 5 * I)}}});
  M.DriverText = gen::buildDriver(M.Functions, M.Calls);
  for (const qemu::TargetConfig& Cfg : qemu::standardConfigs()) {
    qemu::RunResult R = qemu::runModule(M, Cfg, qemu::dagtoolCompiler());
    INFO(Cfg.Name << ": " << qemu::statusName(R.State) << "\n" << R.Report);
    CHECK(R.passed());
    CHECK(R.Compared == 3);
  }
}

namespace {

/// One function per rounding intrinsic for type T (float, double, half), and calls with the inputs where the
/// finalize-isel expansion of PseudoFROUND can go wrong: halves (ties of round/roundeven), signed zeros and
/// values that round to zero (the sign is restored by FSGNJ), the largest magnitudes still below the bound
/// (they go through the integer conversion) and values at or above it (they skip it), infinities.
void addRoundingFunctions(gen::GeneratedModule& M, const std::string& T, const std::string& Suffix,
                          unsigned Bits, const std::vector<uint64_t>& Inputs) {
  for (const char* Op : {"floor", "ceil", "trunc", "round", "roundeven", "rint", "nearbyint"}) {
    std::string Name = std::string(Op) + "_" + Suffix, Intrinsic = "@llvm." + std::string(Op) + "." + Suffix;
    M.ModuleText += "declare " + T + " " + Intrinsic + "(" + T + ")\ndefine " + T + " @" + Name + "(" + T +
                    " %x) {\n  %r = call " + T + " " + Intrinsic + "(" + T + " %x)\n  ret " + T + " %r\n}\n";
    M.Functions.push_back({Name, T, {T}});
    for (unsigned I = 0; I < Inputs.size(); ++I)
      M.Calls.push_back({Name, I, T, {{T, APInt(Bits, Inputs[I])}}});
  }
}

} // namespace

TEST_CASE("qemu: floor/ceil/trunc/round/roundeven/rint/nearbyint (PseudoFROUND) agree with lli-19",
          "[qemu]") {
  if (!qemu::harnessMissing().empty()) return;
  // 0.5, -0.5, 1.5, -2.5, 2.5, -0.0, 0x3EFFFFFF (just below 0.5), -7.75, 2^23 - 0.5, 2^23 + 1, 1e10, -inf.
  const std::vector<uint64_t> Floats = {0x3F000000, 0xBF000000, 0x3FC00000, 0xC0200000,
                                        0x40200000, 0x80000000, 0x3EFFFFFF, 0xC0F80000,
                                        0x4AFFFFFF, 0x4B000001, 0x501502F9, 0xFF800000};
  // 0.5, -0.5, 1.5, -2.5, -0.0, 0.49999999999999994, 2^52 - 0.5, -(2^52 - 0.5), 2^52 + 1, 1e300, inf.
  const std::vector<uint64_t> Doubles = {0x3FE0000000000000, 0xBFE0000000000000, 0x3FF8000000000000,
                                         0xC004000000000000, 0x8000000000000000, 0x3FDFFFFFFFFFFFFF,
                                         0x432FFFFFFFFFFFFF, 0xC32FFFFFFFFFFFFF, 0x4330000000000001,
                                         0x7E37E43C8800759C, 0x7FF0000000000000};
  // 0.5, -0.5, -2.5, 3.25, -0.0, 1023.5 (2^10 - 0.5), 1025 (above 2^10), 65504, -inf.
  const std::vector<uint64_t> Halves = {0x3800, 0xB800, 0xC100, 0x4280, 0x8000,
                                        0x63FF, 0x6402, 0x7BFF, 0xFC00};
  struct Case {
    qemu::TargetConfig Cfg;
    bool Double, Half;
  };
  const Case Cases[] = {{*qemu::findConfig("rv32imfd-ilp32d"), true, false}, // f64 is a libcall on RV32
                        {*qemu::findConfig("rv64imfd-lp64d"), true, false},
                        {*qemu::findConfig("rv64imfd-lp64"), true, false},
                        {{"rv32imfd-zfh-ilp32d", "riscv32", "+m,+f,+d,+zfh", "ilp32d"}, false, true},
                        {{"rv64imfd-zfh-lp64d", "riscv64", "+m,+f,+d,+zfh", "lp64d"}, true, true}};
  for (const Case& C : Cases) {
    gen::GeneratedModule M;
    addRoundingFunctions(M, "float", "f32", 32, Floats);
    if (C.Double) addRoundingFunctions(M, "double", "f64", 64, Doubles);
    if (C.Half) addRoundingFunctions(M, "half", "f16", 16, Halves);
    M.DriverText = gen::buildDriver(M.Functions, M.Calls);
    qemu::RunResult R = qemu::runModule(M, C.Cfg, qemu::dagtoolCompiler());
    INFO(C.Cfg.Name << ": " << qemu::statusName(R.State) << "\n" << R.Report);
    CHECK(R.passed());
    CHECK(R.Compared == M.Calls.size());
  }
}
