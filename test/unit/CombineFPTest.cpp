// test/unit/CombineFPTest.cpp — the combiner's floating-point folds (combine/CombineFP.cpp). Each fold runs
// against lli-19 on riscv32/riscv64 with +f,+d and soft-float, on edge inputs (NaN, ±0.0, ±inf, and
// denormals through integer-bitcast arguments); shapes follow llc-19's assembly for the same IR; the
// identities that are wrong for -0.0 or NaN must not fire without their fast-math flag.
#include "combine/DAGCombiner.h"
#include "test/unit/ExecSupport.h"

#include <catch2/catch.hpp>
#include <sstream>

using namespace dt;

namespace {

std::string execAll(const std::string& IR) {
  for (const char* Triple : {"riscv32", "riscv64"})
    for (const char* Attrs : {"+m,+f,+d", "+m"})
      for (Phase P : {Phase::Combine1, Phase::Combine2}) {
        std::string D = exec::execDiffAfter(IR, Triple, Attrs, P);
        if (!D.empty()) return std::string(Triple) + " " + Attrs + ": " + D;
      }
  return "";
}

std::string after(const std::string& IR, const char* Triple = "riscv32", const char* Attrs = "+f,+d",
                  Phase P = Phase::Combine2) {
  return exec::dumpAfter(IR, Triple, Attrs, P);
}

/// A unary float function of the IR body `%r = ...` using %x, as float and as bits (denormals, NaN payloads).
std::string unary(const std::string& Body, const char* Ty = "float", const char* ITy = "i32") {
  return std::string("define ") + Ty + " @f(" + Ty + " %x) {\n" + Body + "\n  ret " + Ty + " %r\n}\n" +
         "define " + ITy + " @g(" + ITy + " %b) {\n  %x = bitcast " + ITy + " %b to " + Ty + "\n" + Body +
         "\n  %o = bitcast " + Ty + " %r to " + ITy + "\n  ret " + ITy + " %o\n}\n";
}

} // namespace

TEST_CASE("fp: x + -0.0, x - 0.0, x * 1.0, x / 1.0 are x; x + 0.0 is not", "[combine]") {
  for (const char* Body : {"  %r = fadd float %x, -0.0", "  %r = fsub float %x, 0.0",
                           "  %r = fmul float %x, 1.0", "  %r = fdiv float %x, 1.0"}) {
    std::string IR = unary(Body);
    CHECK(execAll(IR) == "");
    std::string D = after(IR);
    INFO(Body << "\n" << D);
    CHECK(D.find(" = f") == std::string::npos); // no fadd/fsub/fmul/fdiv left
  }
  // -0.0 + 0.0 is +0.0: x + 0.0 stays (llc-19 keeps an fadd.s with zero), and so does x - -0.0.
  for (auto [Body, Op] :
       {std::pair{"  %r = fadd float %x, 0.0", " = fadd "}, {"  %r = fsub float %x, -0.0", " = f"}}) {
    std::string IR = unary(Body);
    CHECK(execAll(IR) == "");
    CHECK(after(IR).find(Op) != std::string::npos);
  }
  // With nsz they go.
  std::string Nsz = unary("  %r = fadd nsz float %x, 0.0");
  CHECK(after(Nsz).find(" = fadd ") == std::string::npos);
}

TEST_CASE("fp: fsub x, C becomes fadd x, -C; -0.0 - x and x * -1.0 become fneg", "[combine]") {
  std::string IR = unary("  %r = fsub float %x, 1.5");
  CHECK(execAll(IR) == "");
  CHECK(after(IR).find("fadd t2, ConstantFP:f32<-1.500000e+00>") != std::string::npos);
  for (const char* Body : {"  %r = fsub float -0.0, %x", "  %r = fmul float %x, -1.0"}) {
    std::string N = unary(Body);
    CHECK(execAll(N) == "");
    std::string D = after(N);
    INFO(D);
    CHECK(D.find(" = fneg ") != std::string::npos);
  }
  // +0.0 - x is not -x (for x = +0.0): stays an fsub without nsz.
  std::string P = unary("  %r = fsub float 0.0, %x");
  CHECK(execAll(P) == "");
  CHECK(after(P).find(" = fsub ") != std::string::npos);
}

TEST_CASE("fp: x * 2.0 is x + x; x / 4.0 is x * 0.25 but x / 3.0 stays", "[combine]") {
  std::string M = unary("  %r = fmul double %x, 2.0", "double", "i64");
  CHECK(execAll(M) == "");
  CHECK(after(M).find(" = fadd ") != std::string::npos);
  std::string Q = unary("  %r = fdiv float %x, 4.0");
  CHECK(execAll(Q) == "");
  CHECK(after(Q).find("fmul t2, ConstantFP:f32<2.500000e-01>") != std::string::npos);
  std::string T = unary("  %r = fdiv float %x, 3.0");
  CHECK(execAll(T) == "");
  CHECK(after(T).find(" = fdiv ") != std::string::npos);
  // 1/2^127 would be denormal: no reciprocal.
  std::string Big = unary("  %r = fdiv float %x, 0x47E0000000000000");
  CHECK(execAll(Big) == "");
  CHECK(after(Big).find(" = fdiv ") != std::string::npos);
  // With arcp any normal reciprocal is fine.
  CHECK(after(unary("  %r = fdiv arcp float %x, 3.0")).find(" = fmul ") != std::string::npos);
}

TEST_CASE("fp: negations cancel and move into constants", "[combine]") {
  const std::string IR = "define float @f(float %x, float %y) {\n  %a = fneg float %x\n  %b = fneg float %y\n"
                         "  %m = fmul float %a, %b\n  %d = fdiv float %a, %b\n  %s = fadd float %m, %d\n"
                         "  %n = fneg float %s\n  %t = fadd float %x, %n\n  ret float %t\n}\n"
                         "define float @h(float %x) {\n  %m = fmul float %x, 3.0\n  %n = fneg float %m\n"
                         "  ret float %n\n}\n";
  CHECK(execAll(IR) == "");
  std::string D = after(IR);
  INFO(D);
  CHECK(exec::countOf(D, " = fneg ") == 0);
  CHECK(D.find("ConstantFP:f32<-3.000000e+00>") != std::string::npos);
  CHECK(D.find(" = fsub ") != std::string::npos); // x + (fneg s) → x - s
}

TEST_CASE("fp: fabs and fcopysign drop sign-only operations", "[combine]") {
  const std::string IR =
      "declare float @llvm.fabs.f32(float)\ndeclare float @llvm.copysign.f32(float, float)\n"
      "declare double @llvm.copysign.f64(double, double)\n"
      "define float @f(float %x, float %y) {\n  %n = fneg float %x\n  %a = call float @llvm.fabs.f32(float "
      "%n)\n"
      "  %b = call float @llvm.fabs.f32(float %a)\n  %c = call float @llvm.copysign.f32(float %b, float %y)\n"
      "  %d = call float @llvm.copysign.f32(float %c, float -2.0)\n  %e = call float "
      "@llvm.copysign.f32(float %x, float 2.0)\n"
      "  %s = fadd float %d, %e\n  ret float %s\n}\n"
      "define double @g(double %x, float %y) {\n  %e = fpext float %y to double\n"
      "  %c = call double @llvm.copysign.f64(double %x, double %e)\n  ret double %c\n}\n";
  CHECK(execAll(IR) == "");
  std::string D = after(IR);
  INFO(D);
  // f: every sign operation collapses onto one fabs x: (fneg (fabs x)) + (fabs x) is an fsub of it.
  CHECK(exec::countOf(D, " = fabs ") == 1);
  CHECK(D.find("fsub t6, t6") != std::string::npos);
  // g: copysign(x, fpext y) takes y's sign directly.
  CHECK(D.find(" = fp_extend ") == std::string::npos);
  CHECK(D.find("fcopysign t2, t4") != std::string::npos);
}

TEST_CASE("fp: fma folds: 1.0 multiplicand, -1.0, constant operand order", "[combine]") {
  const std::string IR = "declare float @llvm.fma.f32(float, float, float)\n"
                         "define float @f(float %x, float %z) {\n  %a = call float @llvm.fma.f32(float 1.0, "
                         "float %x, float %z)\n"
                         "  %b = call float @llvm.fma.f32(float %x, float -1.0, float %z)\n"
                         "  %c = call float @llvm.fma.f32(float 3.0, float %x, float %a)\n"
                         "  %r = fadd float %b, %c\n  ret float %r\n}\n";
  CHECK(execAll(IR) == "");
  std::string D = after(IR);
  INFO(D);
  CHECK(exec::countOf(D, " = fma ") == 1);
  CHECK(D.find("ConstantFP:f32<3.000000e+00>, t") != std::string::npos); // constant moved to operand 1
}

TEST_CASE("fp: fmul+fadd contract into fma only with the contract flag", "[combine]") {
  const std::string C =
      "define float @f(float %x, float %y, float %z) {\n  %m = fmul contract float %x, %y\n"
      "  %r = fadd contract float %m, %z\n  ret float %r\n}\n"
      "define double @g(double %x, double %y, double %z) {\n  %m = fmul contract double %x, %y\n"
      "  %r = fsub contract double %m, %z\n  ret double %r\n}\n";
  CHECK(execAll(C) == "");
  std::string D = after(C);
  INFO(D);
  CHECK(exec::countOf(D, " = fma contract ") == 2); // llc-19: fmadd.s and fmsub.d
  // Without the flag (llc-19: fmul.s + fadd.s), and without F (no fast fma), nothing fuses.
  const std::string N = "define float @f(float %x, float %y, float %z) {\n  %m = fmul float %x, %y\n"
                        "  %r = fadd float %m, %z\n  ret float %r\n}\n";
  CHECK(after(N).find(" = fma ") == std::string::npos);
  CHECK(after(C, "riscv32", "").find(" = fma ") == std::string::npos);
}

TEST_CASE("fp: fminnum/fmaxnum with NaN or infinity constants", "[combine]") {
  const std::string IR =
      "declare float @llvm.minnum.f32(float, float)\ndeclare float @llvm.maxnum.f32(float, float)\n"
      "define float @f(float %x) {\n  %a = call float @llvm.minnum.f32(float %x, float 0x7FF8000000000000)\n"
      "  %b = call float @llvm.maxnum.f32(float %a, float 0xFFF0000000000000)\n"
      "  %c = call float @llvm.minnum.f32(float %b, float 0xFFF0000000000000)\n"
      "  %r = fadd float %b, %c\n  ret float %r\n}\n";
  CHECK(execAll(IR) == "");
  std::string D = after(IR);
  INFO(D);
  // minnum(x, NaN) → x; minnum(_, -inf) → -inf; maxnum(x, -inf) stays without nnan (x may be NaN).
  CHECK(exec::countOf(D, " = fmaxnum ") == 1);
  CHECK(exec::countOf(D, " = fminnum ") == 0);
}

TEST_CASE("fp: conversions: fp_round of fp_extend, int round trips, setcc to FP", "[combine]") {
  const std::string IR =
      "define float @f(float %x) {\n  %e = fpext float %x to double\n"
      "  %r = fptrunc double %e to float\n  ret float %r\n}\n"
      "define i32 @g(i16 %a) {\n  %f = sitofp i16 %a to float\n  %r = fptosi float %f to i32\n"
      "  ret i32 %r\n}\n"
      "define i32 @h(i32 %b) {\n  %a = ashr i32 %b, 8\n  %f = sitofp i32 %a to float\n"
      "  %r = fptosi float %f to i32\n  ret i32 %r\n}\n"
      "define float @k(i32 %a, i32 %b) {\n  %c = icmp slt i32 %a, %b\n  %f = uitofp i1 %c to float\n"
      "  ret float %f\n}\n";
  CHECK(execAll(IR) == "");
  std::string D = after(IR);
  INFO(D);
  CHECK(D.find(" = fp_round ") == std::string::npos);
  CHECK(D.find(" = fp_extend ") == std::string::npos);
  // i16 fits a float's 24-bit significand (llc-19: slli/srai only); i32 does not (fcvt.s.w + fcvt.w.s).
  CHECK(exec::countOf(D, " = sint_to_fp ") == 2); // h's, and k's select of 1.0/0.0 lowered back
  CHECK(exec::countOf(D, " = fp_to_sint ") == 1);
}

TEST_CASE("fp: fneg and fabs of an integer bitcast work on the sign bit", "[combine]") {
  const std::string IR = "declare float @llvm.fabs.f32(float)\n"
                         "define float @f(i32 %b) {\n  %x = bitcast i32 %b to float\n  %n = fneg float %x\n"
                         "  ret float %n\n}\n"
                         "define float @g(i32 %b) {\n  %x = bitcast i32 %b to float\n"
                         "  %a = call float @llvm.fabs.f32(float %x)\n  ret float %a\n}\n";
  CHECK(execAll(IR) == "");
  std::string D = after(IR, "riscv32", "+f", Phase::Combine1);
  INFO(D);
  CHECK(D.find("Constant:i32<-2147483648>") != std::string::npos);
  CHECK(D.find("Constant:i32<2147483647>") != std::string::npos);
}

// Soft-promoted half on RV64 with F under lp64d: the i16 is zero-extended for fp16_to_fp, which reads only the
// low 16 bits, so the mask goes (LLVM's visitFP16_TO_FP); the f32 then moved to the integer registers and back
// for the libcall is the f32 itself (RISC-V's FMV_W_X_RV64 combine). llc-19 prints the same assembly for
// test/golden/legalize/fp-half-rv64.ll (checked when this test was written).
TEST_CASE("fp: fp16_to_fp ignores a mask of its 16 bits; fmv.w.x of fmv.x.w is the f32", "[combine]") {
  const std::string IR = "define half @g(i16 %x, half %a) {\n  %f = sitofp i16 %x to half\n"
                         "  %r = fadd half %f, %a\n  ret half %r\n}\n"
                         "define float @h(half %h) {\n  %r = fpext half %h to float\n  ret float %r\n}\n";
  CHECK(execAll(IR) == "");
  std::string D = exec::dumpAfter(IR, "riscv64", "+f,+d", Phase::Combine2);
  INFO(D);
  CHECK(D.find("Constant:i64<65535>") == std::string::npos);
  // No FMV_W_X_RV64 reads an FMV_X_ANYEXTW_RV64 (lp64 passes the half in an integer register, so other
  // FMV_W_X_RV64 nodes stay).
  std::istringstream Lines(D);
  std::vector<std::string> MovedOut;
  for (std::string L; std::getline(Lines, L);)
    if (size_t At = L.find(": i64 = RISCVISD::FMV_X_ANYEXTW_RV64"); At != std::string::npos)
      MovedOut.push_back(L.substr(L.find_first_not_of(' '), At - L.find_first_not_of(' ')));
  CHECK(!MovedOut.empty());
  for (const std::string& T : MovedOut) CHECK(D.find("FMV_W_X_RV64 " + T + "\n") == std::string::npos);
  CHECK(exec::countOf(D, "__extendhfsf2") == 3);
}
