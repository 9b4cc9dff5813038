// test/unit/QemuHarnessTest.cpp — the qemu execution harness (bench/qemu) and the runtime (runtime/).
//
// Duty: (1) random functions compiled by llc-19 for every standard configuration run under qemu and agree
// with lli-19 (the harness's own proof: llc is the trusted compiler, so any disagreement is a harness,
// runtime or generator bug); (2) every libcall family the runtime provides, on edge inputs (rounding
// ties, subnormals, infinities, NaN, extreme 128-bit values), agrees with lli-19; (3) the harness reports
// what it must: a wrong result (function, arguments, expected, got), a signext result whose register is
// not extended, a compiler that fails; (4) the driver's type rewriting.
// Tests needing the tools or the runtime WARN and return when something is missing.
#include "bench/gen/IRGen.h"
#include "bench/gen/LLVMTools.h"
#include "bench/qemu/QemuRunner.h"
#include "test/unit/QemuTestSupport.h"

#include <bit>
#include <catch2/catch.hpp>
#include <cmath>
#include <limits>
#include <set>
#include <sstream>

using namespace dt;

namespace {

APInt f64(double D) {
  return APInt(64, std::bit_cast<uint64_t>(D));
}
APInt f32(float F) {
  return APInt(32, std::bit_cast<uint32_t>(F));
}
APInt wide(unsigned W, uint64_t Lo, uint64_t Hi) {
  uint64_t Ws[2] = {Lo, Hi};
  return APInt(W, std::span<const uint64_t>(Ws, 2));
}

/// A hand-written module: functions with their IR bodies, and calls on chosen inputs.
struct HandModule {
  gen::GeneratedModule M;
  void fn(const std::string& Name, const std::string& Ret, const std::vector<std::string>& Args,
          const std::string& Body) {
    std::string S = "define " + Ret + " @" + Name + "(";
    for (size_t I = 0; I < Args.size(); ++I) S += (I ? ", " : "") + Args[I] + " %a" + std::to_string(I);
    M.ModuleText += S + ") {\n" + Body + "}\n";
    M.Functions.push_back({Name, Ret, Args});
  }
  void call(const std::string& Name, const std::vector<APInt>& Args) {
    const gen::FunctionSig* F = nullptr;
    unsigned Index = 0;
    for (const gen::FunctionSig& S : M.Functions)
      if (S.Name == Name) F = &S;
    for (const gen::Call& C : M.Calls) Index += C.Function == Name;
    gen::Call C{Name, Index, F->RetType, {}};
    for (size_t I = 0; I < Args.size(); ++I) C.Args.push_back({F->ArgTypes[I], Args[I]});
    M.Calls.push_back(std::move(C));
  }
  gen::GeneratedModule finish(const std::string& Decls) {
    M.ModuleText += Decls;
    M.DriverText = gen::buildDriver(M.Functions, M.Calls);
    return M;
  }
};

std::vector<double> edgeDoubles() {
  double Inf = std::numeric_limits<double>::infinity();
  return {0.0,
          -0.0,
          1.0,
          -1.0,
          0.5,
          -0.5,
          1.5,
          2.5,
          -2.5,
          3.5,
          0.49999999999999994,
          4503599627370495.5,
          4503599627370497.0,
          1e300,
          -1e-300,
          4.9e-324,
          2.2250738585072009e-308,
          65504.0,
          65520.0,
          6.103515625e-05,
          5.960464477539063e-08,
          2.9802322387695312e-08,
          1e-10,
          3.0e38,
          3.4028235677973366e38,
          Inf,
          -Inf,
          std::numeric_limits<double>::quiet_NaN()};
}

/// Functions that make LLVM call every runtime family on soft-float or narrow targets.
gen::GeneratedModule libcallModule() {
  HandModule H;
  const char* Bin = "  %r = {op} {ty} %a0, %a1\n  ret {ty} %r\n";
  auto binop = [&](const std::string& Name, const std::string& Op, const std::string& Ty) {
    std::string B = Bin;
    B.replace(B.find("{op}"), 4, Op);
    for (size_t P; (P = B.find("{ty}")) != std::string::npos;) B.replace(P, 4, Ty);
    H.fn(Name, Ty, {Ty, Ty}, B);
  };
  binop("sdiv128", "sdiv", "i128");
  binop("udiv128", "udiv", "i128");
  binop("srem128", "srem", "i128");
  binop("urem128", "urem", "i128");
  binop("mul128", "mul", "i128");
  binop("sdiv64", "sdiv", "i64");
  binop("urem64", "urem", "i64");
  binop("srem32", "srem", "i32");
  binop("fadd32", "fadd", "float");
  binop("fsub64", "fsub", "double");
  binop("fmul32", "fmul", "float");
  binop("fdiv64", "fdiv", "double");
  binop("frem64", "frem", "double");
  binop("frem32", "frem", "float");
  for (unsigned W : {64u, 128u}) {
    std::string T = "i" + std::to_string(W), T1 = "i" + std::to_string(W + 1);
    H.fn("smulo" + std::to_string(W), T1, {T, T},
         "  %p = call {" + T + ", i1} @llvm.smul.with.overflow." + T + "(" + T + " %a0, " + T + " %a1)\n" +
             "  %v = extractvalue {" + T + ", i1} %p, 0\n  %o = extractvalue {" + T + ", i1} %p, 1\n" +
             "  %vz = zext " + T + " %v to " + T1 + "\n  %oz = zext i1 %o to " + T1 + "\n  %os = shl " + T1 +
             " %oz, " + std::to_string(W) + "\n  %r = or " + T1 + " %vz, %os\n  ret " + T1 + " %r\n");
  }
  auto conv = [&](const std::string& Name, const std::string& Op, const std::string& From,
                  const std::string& To) {
    H.fn(Name, To, {From}, "  %r = " + Op + " " + From + " %a0 to " + To + "\n  ret " + To + " %r\n");
  };
  conv("d2i128", "fptosi", "double", "i128");
  conv("f2u128", "fptoui", "float", "i128");
  conv("d2i64", "fptosi", "double", "i64");
  conv("f2u64", "fptoui", "float", "i64");
  conv("i128d", "sitofp", "i128", "double");
  conv("u128f", "uitofp", "i128", "float");
  conv("i64f", "sitofp", "i64", "float");
  conv("u64d", "uitofp", "i64", "double");
  conv("d2h", "fptrunc", "double", "half");
  conv("f2h", "fptrunc", "float", "half");
  conv("d2f", "fptrunc", "double", "float");
  conv("h2f", "fpext", "half", "float");
  conv("h2d", "fpext", "half", "double");
  auto unary = [&](const std::string& Name, const std::string& Ty) {
    std::string Suf = Ty == "double" ? "f64" : "f32";
    H.fn(Name + Suf, Ty, {Ty},
         "  %r = call " + Ty + " @llvm." + Name + "." + Suf + "(" + Ty + " %a0)\n  ret " + Ty + " %r\n");
  };
  for (const char* N : {"floor", "ceil", "trunc", "round", "roundeven", "rint", "nearbyint", "sqrt"})
    for (const char* T : {"double", "float"}) unary(N, T);
  H.fn("ldexp64", "double", {"double", "i32"},
       "  %r = call double @llvm.ldexp.f64.i32(double %a0, i32 %a1)\n  ret double %r\n");
  H.fn("ldexp32", "float", {"float", "i32"},
       "  %r = call float @llvm.ldexp.f32.i32(float %a0, i32 %a1)\n  ret float %r\n");
  H.fn("fma32", "float", {"float", "float", "float"},
       "  %r = call float @llvm.fma.f32(float %a0, float %a1, float %a2)\n  ret float %r\n");
  H.fn("minnum64", "double", {"double", "double"},
       "  %r = call double @llvm.minnum.f64(double %a0, double %a1)\n  ret double %r\n");
  H.fn("maxnum32", "float", {"float", "float"},
       "  %r = call float @llvm.maxnum.f32(float %a0, float %a1)\n  ret float %r\n");
  // All fcmp predicates at once, one bit each.
  std::string Cmp;
  const char* Preds[] = {"oeq", "ogt", "oge", "olt", "ole", "one", "ord",
                         "ueq", "ugt", "uge", "ult", "ule", "une", "uno"};
  for (unsigned I = 0; I < 14; ++I) {
    std::string N = std::to_string(I);
    Cmp += "  %c" + N + " = fcmp " + Preds[I] + " double %a0, %a1\n  %z" + N + " = zext i1 %c" + N +
           " to i14\n" + "  %s" + N + " = shl i14 %z" + N + ", " + N + "\n";
    Cmp += "  %o" + N + " = or i14 " + (I ? "%o" + std::to_string(I - 1) : "0") + ", %s" + N + "\n";
  }
  H.fn("fcmp64", "i14", {"double", "double"}, Cmp + "  ret i14 %o13\n");

  // Inputs.
  std::vector<double> D = edgeDoubles();
  std::vector<APInt> W128 = {wide(128, 0, 0),
                             wide(128, 1, 0),
                             wide(128, ~0ULL, ~0ULL),
                             wide(128, 7, 0),
                             wide(128, 0, 0x8000000000000000ULL),
                             wide(128, ~0ULL, 0x7fffffffffffffffULL),
                             wide(128, 0x123456789abcdef0ULL, 0x0fedcba987654321ULL),
                             wide(128, 0, 1),
                             wide(128, 0xffffffff00000000ULL, 0xfffffffffffffff0ULL),
                             wide(128, 1ULL << 53, 0),
                             wide(128, (1ULL << 53) + 1, 0),
                             wide(128, ~0ULL, 0)};
  for (const APInt& A : W128)
    for (const APInt& B : W128) {
      if (B.isZero()) continue;
      bool MinByMinusOne = A == wide(128, 0, 0x8000000000000000ULL) && B.isAllOnes();
      for (const char* F : {"udiv128", "urem128", "mul128", "smulo128"}) H.call(F, {A, B});
      if (!MinByMinusOne) H.call("sdiv128", {A, B}), H.call("srem128", {A, B});
      H.call("sdiv64", {A.trunc(64), B.trunc(64).isZero() ? APInt(64, 3) : B.trunc(64)});
      H.call("urem64", {A.trunc(64), B.trunc(64).isZero() ? APInt(64, 3) : B.trunc(64)});
      H.call("smulo64", {A.trunc(64), B.lshr(64).trunc(64)});
    }
  for (int32_t A : {0, 7, -7, 2147483647, -2147483647 - 1})
    for (int32_t B : {1, -1, 3, -3, 2147483647}) {
      if (A == -2147483647 - 1 && B == -1) continue;
      H.call("srem32", {APInt(32, (uint32_t)A), APInt(32, (uint32_t)B)});
    }
  for (double X : D) {
    for (double Y : D) {
      for (const char* F : {"fsub64", "fdiv64", "frem64", "fcmp64"}) H.call(F, {f64(X), f64(Y)});
      for (const char* F : {"fadd32", "fmul32", "frem32"}) H.call(F, {f32((float)X), f32((float)Y)});
      // minnum/maxnum may return either zero for (+0, -0); float rounding can turn tiny values into zeros.
      auto mixedZeros = [](double A, double B) {
        return A == 0 && B == 0 && std::signbit(A) != std::signbit(B);
      };
      if (!mixedZeros(X, Y)) H.call("minnum64", {f64(X), f64(Y)});
      if (!mixedZeros((float)X, (float)Y)) H.call("maxnum32", {f32((float)X), f32((float)Y)});
      H.call("fma32", {f32((float)X), f32((float)Y), f32((float)(X * 0.75))});
    }
    for (const char* F : {"d2h", "d2f", "floorf64", "ceilf64", "truncf64", "roundf64", "roundevenf64",
                          "rintf64", "nearbyintf64", "sqrtf64"})
      H.call(F, {f64(X)});
    for (const char* F : {"f2h", "floorf32", "ceilf32", "truncf32", "roundf32", "roundevenf32", "rintf32",
                          "nearbyintf32", "sqrtf32"})
      H.call(F, {f32((float)X)});
    for (int N : {0, 1, -1, 52, -1074, -1080, 1023, 2000, -2000})
      H.call("ldexp64", {f64(X), APInt(32, (uint32_t)N)}),
          H.call("ldexp32", {f32((float)X), APInt(32, (uint32_t)N)});
    if (std::isfinite(X) && std::fabs(X) < 1.7e38) H.call("d2i128", {f64(X)});
    if (std::isfinite(X) && std::fabs(X) < 9e18) H.call("d2i64", {f64(X)});
    if (std::isfinite(X) && X > -1 && X < 3.4e38) H.call("f2u128", {f32((float)X)});
    if (std::isfinite(X) && X > -1 && X < 1.8e19) H.call("f2u64", {f32((float)X)});
  }
  for (const APInt& A : W128) {
    H.call("i128d", {A}), H.call("u128f", {A}), H.call("i64f", {A.trunc(64)}),
        H.call("u64d", {A.lshr(64).trunc(64)});
  }
  for (uint64_t B : {0x0ULL, 0x8000ULL, 0x1ULL, 0x3ffULL, 0x400ULL, 0x3c00ULL, 0x7bffULL, 0x7c00ULL,
                     0xfc00ULL, 0x7e00ULL, 0xc500ULL})
    H.call("h2f", {APInt(16, B)}), H.call("h2d", {APInt(16, B)});
  return H.finish("declare {i128, i1} @llvm.smul.with.overflow.i128(i128, i128)\n"
                  "declare {i64, i1} @llvm.smul.with.overflow.i64(i64, i64)\n");
}

} // namespace

TEST_CASE("qemu harness: llc-19 code for random functions agrees with lli-19 on every configuration",
          "[qemu]") {
  if (!haveQemuHarness()) return;
  // 8 configurations x 4 modules x 10 functions: the CI share of issue 7's 300 random functions.
  for (const qemu::TargetConfig& Cfg : qemu::standardConfigs()) {
    for (uint64_t Seed = 1; Seed <= 4; ++Seed) {
      gen::GeneratedModule M = qemu::randomModule(Cfg, Seed, /*Functions=*/10);
      qemu::RunResult R = qemu::runModule(M, Cfg, qemu::llcCompiler());
      INFO(Cfg.Name << " seed " << Seed << ": " << qemu::statusName(R.State) << "\n" << R.Report);
      CHECK(R.passed());
      CHECK(R.Compared == M.Calls.size());
    }
  }
}

TEST_CASE("qemu harness: the runtime's libcalls agree with lli-19 on edge inputs", "[qemu]") {
  if (!haveQemuHarness()) return;
  gen::GeneratedModule M = libcallModule();
  REQUIRE(gen::verifyModule(M.ModuleText) == "");
  gen::LLIResult L = gen::runLLI(M.ModuleText, M.DriverText);
  REQUIRE(L.ok());
  qemu::RunOptions RO;
  RO.ExpectedLines = &L.Lines;
  for (const qemu::TargetConfig& Cfg : qemu::standardConfigs()) {
    qemu::RunResult R = qemu::runModule(M, Cfg, qemu::llcCompiler(), RO);
    INFO(Cfg.Name << ": " << qemu::statusName(R.State) << "\n" << R.Report);
    CHECK(R.passed());
    CHECK(R.Compared == M.Calls.size());
  }
}

TEST_CASE("qemu harness: a wrong result is reported with function, arguments, expected and got", "[qemu]") {
  if (!haveQemuHarness()) return;
  HandModule H;
  H.fn("f0", "i17", {"i17", "i17"}, "  %r = add i17 %a0, %a1\n  ret i17 %r\n");
  H.call("f0", {APInt(17, 5), APInt(17, 0x1ffff)});
  H.call("f0", {APInt(17, 5), APInt(17, 5)});
  gen::GeneratedModule M = H.finish("");
  gen::LLIResult L = gen::runLLI(M.ModuleText, M.DriverText);
  REQUIRE(L.ok());
  // The compiler under test "miscompiles": it is given a module where add became sub.
  gen::GeneratedModule Wrong = M;
  Wrong.ModuleText.replace(Wrong.ModuleText.find("add"), 3, "sub");
  qemu::RunOptions RO;
  RO.ExpectedLines = &L.Lines;
  const qemu::TargetConfig& Cfg = *qemu::findConfig("rv32im");
  qemu::RunResult R = qemu::runModule(Wrong, Cfg, qemu::llcCompiler(), RO);
  CHECK(R.State == qemu::RunResult::Status::Mismatch);
  CHECK(R.Compared == 2);
  CHECK(R.Mismatches == 2);
  CHECK(
      R.Report.find("f0#0: f0(i17 0x5, i17 0x1ffff)\n  expected f0#0 = i17 0x4\n  got      f0#0 = i17 0x6") !=
      std::string::npos);
  CHECK(qemu::runModule(M, Cfg, qemu::llcCompiler(), RO).passed());
}

TEST_CASE("qemu harness: signext/zeroext results are checked above their width; compiler failures reported",
          "[qemu]") {
  if (!haveQemuHarness()) return;
  HandModule H;
  H.fn("f0", "i8", {"i8"}, "  ret i8 %a0\n");
  H.M.Functions.back().RetAttrs = "signext";
  H.call("f0", {APInt(8, 0xff)});
  gen::GeneratedModule M = H.finish("");
  M.ModuleText.replace(M.ModuleText.find("define i8"), 9, "define signext i8");
  M.DriverText = gen::buildDriver(M.Functions, M.Calls);
  const qemu::TargetConfig& Cfg = *qemu::findConfig("rv64im-zbb");
  CHECK(qemu::runModule(M, Cfg, qemu::llcCompiler()).passed());

  // Hand-written "compiler output": returns the argument's low byte without sign-extending it.
  gen::TempDir D;
  std::string Bad =
      D.write("bad.s", "  .text\n  .globl f0\n  .type f0, @function\nf0:\n  andi a0, a0, 255\n  ret\n");
  qemu::Compiler Fake;
  std::string Err;
  REQUIRE(qemu::parseCompiler("cmd:cp " + Bad + " {output}", Fake, Err));
  qemu::RunResult R = qemu::runModule(M, Cfg, Fake);
  CHECK(R.State == qemu::RunResult::Status::Mismatch);
  CHECK(R.Report.find("signext i8 result is not extended in the register: 0xff") != std::string::npos);

  REQUIRE(qemu::parseCompiler("cmd:false {input} {output}", Fake, Err));
  R = qemu::runModule(M, Cfg, Fake);
  CHECK(R.State == qemu::RunResult::Status::CompileFailed);
  CHECK(R.Report.find("compiling the module (cmd) failed") != std::string::npos);
}

TEST_CASE("qemu driver: narrow arguments become XLEN-wide with garbage, extended results XLEN-wide",
          "[qemu]") {
  std::vector<gen::FunctionSig> Fns = {{"f0", "i8", {"i8", "i64", "i32"}, {"", "", "zeroext"}, "signext"},
                                       {"f1", "<2 x float>", {"half"}}};
  std::vector<gen::Call> Calls = {
      {"f0", 0, "i8", {{"i8", APInt(8, 1)}, {"i64", APInt(64, 2)}, {"i32", APInt(32, 3)}}},
      {"f1", 0, "<2 x float>", {{"half", APInt(16, 0x3c00)}}}};
  std::string Rv32 = qemu::buildQemuDriver(Fns, Calls, *qemu::findConfig("rv32i"));
  CHECK(Rv32.find("declare i32 @f0(i32, i64, i32 zeroext)") != std::string::npos);
  CHECK(Rv32.find("declare <2 x float> @f1(half)") != std::string::npos);
  std::string Rv64 = qemu::buildQemuDriver(Fns, Calls, *qemu::findConfig("rv64i"), false);
  CHECK(Rv64.find("declare i64 @f0(i8, i64, i32 zeroext)") != std::string::npos);
  CHECK(Rv64.find("call i64 @f0(i8 1, i64 2, i32 zeroext 3)") != std::string::npos);
  CHECK(qemu::findConfig("rv64im-zbb")->qemuCpu() == "rv64,zbb=true");
  CHECK(qemu::findConfig("rv32imfd-ilp32d")->runtimeVariant() == "rv32-ilp32d");
}

TEST_CASE("qemu runtime: every archive is self-contained (no undefined symbols)", "[qemu]") {
  if (!haveQemuHarness()) return;
  std::string Nm = gen::llvmTool("llvm-nm");
  REQUIRE(!Nm.empty());
  for (const char* V : {"rv32-ilp32", "rv32-ilp32f", "rv32-ilp32d", "rv64-lp64", "rv64-lp64f", "rv64-lp64d"}) {
    std::string Lib = qemu::defaultRuntimeDir() + "/" + V + "/libdtrt.a";
    gen::RunResult Undef = gen::runProcess({Nm, "--undefined-only", "--format=just-symbols", Lib});
    gen::RunResult Def = gen::runProcess({Nm, "--defined-only", "--format=just-symbols", Lib});
    REQUIRE(Undef.ok());
    REQUIRE(Def.ok());
    std::set<std::string> Defined;
    std::istringstream DS(Def.Stdout);
    for (std::string S; DS >> S;) Defined.insert(S);
    std::istringstream US(Undef.Stdout);
    for (std::string S; US >> S;) {
      if (S.back() == ':') continue; // an archive member's name
      INFO(V << ": " << S);
      CHECK(Defined.count(S));
    }
  }
}
