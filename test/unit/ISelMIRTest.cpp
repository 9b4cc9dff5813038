// test/unit/ISelMIRTest.cpp — the whole back half (every DAG phase, selection, scheduling, emission, live-in
// copies, finalize-isel) against llc-19's MIR, run live.
//
// Each case runs `llc-19 -mtriple=T -mattr=A -stop-before=finalize-isel -o - x.ll` (or -stop-after for the
// expanded select) on the same IR, takes the `body:` of both, numbers virtual registers by first appearance
// on both sides (the numbers are the only thing allowed to differ) and compares line by line; the header's
// `constants:` entry (the constant pool) is compared with it. Cases where we
// differ because another engineer's part is missing are [!mayfail] with the reason next to them.
#include "bench/gen/LLVMTools.h"
#include "dag/Reader.h"
#include "ir/IR.h"
#include "ir/Parser.h"
#include "machine/MIRPrinter.h"
#include "support/Diagnostics.h"
#include "test/unit/ExecSupport.h"
#include "tools/lib/Pipeline.h"

#include <algorithm>
#include <fstream>
#include <catch2/catch.hpp>
#include <map>
#include <regex>
#include <sstream>

using namespace dt;

namespace {

/// The `constants:` entry of a MIR function header (its key line and the indented lines under it) and the
/// lines of its body from "body:" up to the document end, virtual registers renamed %v0, %v1, ... in order
/// of first appearance, blank (or blank-indented) lines kept as they are.
std::vector<std::string> normalizedBody(const std::string& Text) {
  std::vector<std::string> Lines;
  std::istringstream In(Text);
  std::string Line;
  bool InBody = false, InConstants = false;
  std::map<std::string, std::string> Renamed;
  static const std::regex VReg(R"(%([0-9]+)\b)");
  while (std::getline(In, Line)) {
    if (!InBody) {
      if (InConstants && !Line.empty() && Line[0] == ' ') {
        Lines.push_back(Line);
        continue;
      }
      InConstants = Line.rfind("constants:", 0) == 0;
      if (InConstants) Lines.push_back(Line);
      InBody = Line.rfind("body:", 0) == 0;
      if (!InBody) continue;
    } else if (Line == "..." || Line == "---") {
      break;
    }
    std::string Out;
    auto Begin = std::sregex_iterator(Line.begin(), Line.end(), VReg);
    size_t Last = 0;
    for (auto It = Begin; It != std::sregex_iterator(); ++It) {
      Out += Line.substr(Last, size_t(It->position()) - Last);
      auto [Pos, New] = Renamed.emplace((*It)[1].str(), "%v" + std::to_string(Renamed.size()));
      Out += Pos->second;
      Last = size_t(It->position() + It->length());
    }
    Out += Line.substr(Last);
    Lines.push_back(Out);
  }
  while (!Lines.empty() && Lines.back().empty()) Lines.pop_back();
  return Lines;
}

std::string llcMIR(const std::string& IR, const std::string& Triple, const std::string& Attrs, bool After,
                   const std::string& ABI) {
  gen::TempDir T;
  std::string File = T.write("x.ll", IR);
  std::vector<std::string> Argv = {gen::llvmTool("llc"),
                                   "-mtriple=" + Triple,
                                   After ? "-stop-after=finalize-isel" : "-stop-before=finalize-isel",
                                   "-o",
                                   "-",
                                   File};
  if (!Attrs.empty()) Argv.push_back("-mattr=" + Attrs);
  if (!ABI.empty()) Argv.push_back("-target-abi=" + ABI);
  gen::RunResult R = gen::runProcess(Argv, "", 60);
  INFO(R.Stderr);
  REQUIRE(R.ExitCode == 0);
  return R.Stdout;
}

/// Our MIR constants and body of the module's defined functions (one function per test input), or the error
/// that stopped us.
std::string ourMIR(const std::string& IR, const std::string& Triple, const std::string& Attrs, bool After,
                   const std::string& ABI) {
  auto M = ir::parseModule(IR, "x.ll");
  PipelineOptions Opts;
  Opts.ST = riscv::Subtarget::create(Triple, Attrs, ABI);
  Opts.Select = true;
  Opts.FinalizeISel = After;
  applyTargetDataLayout(*M, Opts.ST);
  Pipeline P(*M, Opts);
  std::string Debug, Main, Text;
  try {
    for (const auto& F : M->Functions) {
      if (F->isDeclaration()) continue;
      FunctionDAGs D = P.runFunction(*F, Debug, Main);
      REQUIRE(D.MF);
      Text += printMIRConstants(*D.MF) + printMIRBody(*D.MF, P.machineInfo());
    }
  } catch (const DagtoolError& E) {
    return std::string("error: ") + E.what();
  }
  return Text;
}

void compareWithLLC(const std::string& IR, const std::string& Triple, const std::string& Attrs,
                    bool After = false, const std::string& ABI = "") {
  std::string Theirs = llcMIR(IR, Triple, Attrs, After, ABI);
  std::string Ours = ourMIR(IR, Triple, Attrs, After, ABI);
  INFO(Triple << " " << Attrs << " " << ABI << (After ? " -stop-after" : " -stop-before")
              << "=finalize-isel\nllc-19:\n"
              << Theirs.substr(std::min(Theirs.size(), Theirs.find("constants:"))) << "\nours:\n"
              << Ours);
  CHECK(normalizedBody(Ours) == normalizedBody(Theirs));
}

const char* const Foo = R"(define i32 @foo(i32 %v) {
  %lo = trunc i32 %v to i16
  %p = add i16 %lo, 5
  %c = icmp ugt i16 %p, 6
  %r = select i1 %c, i32 %v, i32 9
  ret i32 %r
}
)";

std::string rotate(unsigned Bits) {
  std::string T = "i" + std::to_string(Bits);
  return "define " + T + " @rot(" + T + " %a, " + T + " %b) {\n  %r = call " + T + " @llvm.fshl." + T + "(" +
         T + " %a, " + T + " %a, " + T + " %b)\n  ret " + T + " %r\n}\ndeclare " + T + " @llvm.fshl." + T +
         "(" + T + ", " + T + ", " + T + ")\n";
}

std::string binary(const char* Op, const char* Type) {
  return std::string("define ") + Type + " @f(" + Type + " %a, " + Type + " %b) {\n  %r = " + Op + " " +
         Type + " %a, %b\n  ret " + Type + " %r\n}\n";
}

std::string constant(const char* Value) {
  return std::string("define i64 @c() {\n  ret i64 ") + Value + "\n}\n";
}

} // namespace

TEST_CASE("MIR of the whole pipeline: seed foo matches llc-19 before and after finalize-isel", "[isel]") {
  for (const char* Triple : {"riscv32", "riscv64"}) {
    compareWithLLC(Foo, Triple, "");
    compareWithLLC(Foo, Triple, "", /*After=*/true);
  }
}

TEST_CASE("MIR of the whole pipeline: fshl rotate with and without Zbb", "[isel]") {
  compareWithLLC(rotate(32), "riscv32", "");
  compareWithLLC(rotate(32), "riscv32", "+zbb");
  compareWithLLC(rotate(64), "riscv64", "");
  compareWithLLC(rotate(64), "riscv64", "+zbb");
  compareWithLLC(rotate(32), "riscv64", "+zbb"); // RORW/ROLW
}

TEST_CASE("MIR of the whole pipeline: i64 add and mul on RV32 with and without M", "[isel]") {
  for (const char* Attrs : {"", "+m"}) {
    compareWithLLC(binary("add", "i64"), "riscv32", Attrs);
    compareWithLLC(binary("mul", "i64"), "riscv32", Attrs); // __muldi3 call without M
  }
}

TEST_CASE("MIR of the whole pipeline: i128 shifts on RV64", "[isel]") {
  compareWithLLC(binary("shl", "i128"), "riscv64", "");
  compareWithLLC(binary("shl", "i128"), "riscv64", "", /*After=*/true); // the select diamond
  compareWithLLC("define i128 @f(i128 %a) {\n  %r = shl i128 %a, 3\n  ret i128 %r\n}\n", "riscv64", "");
}

TEST_CASE("MIR of the whole pipeline: float add on RV32 without F is a libcall", "[isel]") {
  compareWithLLC(binary("fadd", "float"), "riscv32", "");
}

TEST_CASE("MIR of the whole pipeline: RV64 constants a single sequence covers", "[isel]") {
  compareWithLLC(constant("305419896"), "riscv64", ""); // LUI + ADDIW
}

TEST_CASE("MIR of the whole pipeline: RV64 constants chosen by RISCVMatInt", "[isel]") {
  compareWithLLC(constant("2048"), "riscv64", "");
  compareWithLLC(constant("4294967295"), "riscv64", "");
}

TEST_CASE("MIR of the whole pipeline: every -pre-RA-sched scheduler emits a complete function", "[isel]") {
  // The other schedulers order instructions differently from llc's default (source); what must hold is that
  // each emits the same instructions (as a multiset) for the same selected DAG.
  auto sortedLines = [](std::vector<std::string> L) {
    std::sort(L.begin(), L.end());
    return L;
  };
  auto run = [](const std::string& Sched) {
    auto M = ir::parseModule(binary("mul", "i64"), "x.ll");
    PipelineOptions Opts;
    Opts.ST = riscv::Subtarget::create("riscv32", "+m", "");
    Opts.Select = true;
    Opts.PreRASched = Sched;
    applyTargetDataLayout(*M, Opts.ST);
    Pipeline P(*M, Opts);
    std::string Debug, Main;
    FunctionDAGs D = P.runFunction(*M->Functions.front(), Debug, Main);
    REQUIRE(D.MF);
    std::vector<std::string> Ops;
    for (const auto& MBB : D.MF->layout())
      for (const MachineInstr& MI : MBB->Instrs) Ops.push_back(P.machineInfo().instrName(MI.getOpcode()));
    return Ops;
  };
  auto Source = run("source");
  CHECK(sortedLines(run("list-burr")) == sortedLines(Source));
  CHECK(sortedLines(run("list-ilp")) == sortedLines(Source));
}

namespace {
const char* const Diamond = R"(define i32 @f(i32 %a, i32 %b) {
entry:
  %c = icmp slt i32 %a, %b
  br i1 %c, label %then, label %done
then:
  %x = add i32 %a, 7
  br label %done
done:
  %r = phi i32 [ %x, %then ], [ 3, %entry ]
  ret i32 %r
}
)";
} // namespace

TEST_CASE("MIR of the whole pipeline: blocks, cross-block registers and a PHI on RV32", "[isel]") {
  compareWithLLC(Diamond, "riscv32", "");
}

// On RV64 the compare's operands are sign-extended (ADDIW) by the type legalizer with the arguments' order
// (LLVM: SExtPromotedInteger uses SDLoc(Op); the arguments have order 1, LowestSDNodeOrder), the PHI constant's
// ADDI has none (constants carry order 0), so the source scheduler puts the ADDIWs first and the ADDI last.
TEST_CASE("MIR of the whole pipeline: blocks and a PHI on RV64", "[isel]") {
  compareWithLLC(Diamond, "riscv64", "");
}

TEST_CASE("MIR of the whole pipeline: source order of argument extensions, exports and PHI constants on RV64",
          "[isel]") {
  // The PHI's constants only: the ADDI goes after the ADDIWs of the compare.
  compareWithLLC(R"(define i32 @f(i32 %a, i32 %b) {
entry:
  %c = icmp slt i32 %a, %b
  br i1 %c, label %then, label %done
then:
  br label %done
done:
  %r = phi i32 [ 5, %then ], [ 3, %entry ]
  ret i32 %r
}
)",
                 "riscv64", "");
  // A value computed before the compare and exported to the PHI: its ADDW comes after the ADDIWs, which carry
  // the arguments' order.
  compareWithLLC(R"(define i32 @f(i32 %a, i32 %b) {
entry:
  %s = add i32 %a, %b
  %c = icmp slt i32 %a, %b
  br i1 %c, label %then, label %done
then:
  %x = add i32 %a, 7
  br label %done
done:
  %r = phi i32 [ %x, %then ], [ %s, %entry ]
  ret i32 %r
}
)",
                 "riscv64", "");
}

namespace {
// Constant-pool entries: RISCVMatInt sends this RV64 constant to the pool (LUI %hi + LD %lo).
const char* const PooledI64 = R"(define i64 @c() {
  ret i64 81985529216486895
}
)";
// The same constant twice in one block is one node, so one LUI/LD pair and one entry.
const char* const PooledI64Twice = R"(define i64 @d(i64 %a) {
  %x = add i64 %a, 81985529216486895
  %y = xor i64 %x, 81985529216486895
  ret i64 %y
}
)";
const char* const PooledDouble = "define double @c() {\n  ret double 1.5\n}\n";
// 1.25e-3 rounded to float: no short decimal reads back as it, so LLVM prints the double's bits in hex.
const char* const PooledFloat = "define float @c() {\n  ret float 0x3F547AE140000000\n}\n";
// Two blocks load the same constant: each block's DAG makes its own ConstantPool node, the function's pool
// shares one entry (%const.0 in both).
const char* const PooledInTwoBlocks = R"(define double @f(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  ret double 1.5
b:
  ret double 1.5
}
)";
// An i64 and a double with the same bits share an entry (LLVM's CanShareConstantPoolEntry compares the bits
// of scalars of one store size); the entry keeps the first constant's type.
const char* const PooledAcrossTypes = R"(define double @f(ptr %p) {
  store i64 81985529216486895, ptr %p
  ret double 0x0123456789ABCDEF
}
)";
const char* const PooledAcrossTypesFP = R"(define i64 @f(double %x) {
  %d = fadd double %x, 0x0123456789ABCDEF
  %b = bitcast double %d to i64
  %r = add i64 %b, 81985529216486895
  ret i64 %r
}
)";
} // namespace

TEST_CASE("MIR of the whole pipeline: RV64 integer constants from the constant pool", "[isel]") {
  compareWithLLC(PooledI64, "riscv64", "");
  compareWithLLC(PooledI64, "riscv64", "", /*After=*/true);
  compareWithLLC(PooledI64Twice, "riscv64", "");
  CHECK(exec::execDiffAfter(PooledI64, "riscv64", "", Phase::Select) == "");
  CHECK(exec::execDiffAfter(PooledI64Twice, "riscv64", "", Phase::Select) == "");
}

TEST_CASE("MIR of the whole pipeline: FP constants from the constant pool", "[isel]") {
  compareWithLLC(PooledDouble, "riscv32", "+d", false, "ilp32d"); // 'double 1.500000e+00', quoted by YAML
  compareWithLLC(PooledDouble, "riscv64", "+d", false, "lp64d");
  compareWithLLC(PooledFloat, "riscv64", "+f", false, "lp64f"); // float 0x3F547AE140000000, alignment 4
  CHECK(exec::execDiffAfter(PooledDouble, "riscv32", "+d", Phase::Select) == "");
  CHECK(exec::execDiffAfter(PooledFloat, "riscv64", "+f", Phase::Select) == "");
}

TEST_CASE("MIR of the whole pipeline: equal constants share one constant-pool entry", "[isel]") {
  compareWithLLC(PooledInTwoBlocks, "riscv32", "+d", false, "ilp32d");
  compareWithLLC(PooledInTwoBlocks, "riscv64", "+d", false, "lp64d");
  compareWithLLC(PooledAcrossTypes, "riscv64", "+d", false, "lp64d");
  CHECK(exec::execDiffAfter(PooledInTwoBlocks, "riscv64", "+d", Phase::Select) == "");
  CHECK(exec::execDiffAfter(PooledAcrossTypesFP, "riscv64", "+d", Phase::Select) == "");
}

namespace {
// FP values under the soft-float ABIs with hardware F/D: arguments, results and call operands travel in GPRs
// as integers and change register files only through FMV_W_X / FMV_D_X / BuildPairF64Pseudo and back, as
// LLVM's convertLocVTToValVT puts them in (no GPR<->FPR COPY). copysign keeps the values in FPRs (FSGNJ);
// the call passes an argument on unchanged (the move back out folds away: FMV_X_ANYEXTW_RV64 of
// FMV_W_X_RV64 on RV64, bitcast of bitcast on RV32). One function per module (the comparison reads one).
const char* const SoftABIFloatFns[] = {
    R"(define float @cs(float %a, float %b) {
  %r = call float @llvm.copysign.f32(float %a, float %b)
  ret float %r
}
declare float @llvm.copysign.f32(float, float)
)",
    R"(define float @cstwice(float %a, float %b) {
  %r = call float @llvm.copysign.f32(float %a, float %b)
  %s = call float @ext(float %r)
  %t = call float @llvm.copysign.f32(float %s, float %a)
  ret float %t
}
declare float @ext(float)
declare float @llvm.copysign.f32(float, float)
)",
    R"(define float @pass(float %a, i32 %i, ptr %p) {
  store i32 %i, ptr %p
  %r = call float @ext(float %a)
  ret float %r
}
declare float @ext(float)
)"};
const char* const SoftABIDouble = R"(define double @csd(double %a, double %b) {
  %r = call double @llvm.copysign.f64(double %a, double %b)
  ret double %r
}
declare double @llvm.copysign.f64(double, double)
)";
} // namespace

TEST_CASE("MIR of the whole pipeline: FP arguments, results and calls under the soft-float ABIs", "[isel]") {
  for (const char* IR : SoftABIFloatFns)
    for (const char* Attrs : {"+f", "+f,+d"}) {
      compareWithLLC(IR, "riscv32", Attrs, false, "ilp32");
      compareWithLLC(IR, "riscv64", Attrs, false, "lp64");
    }
  compareWithLLC(SoftABIDouble, "riscv32", "+f,+d", false, "ilp32");
  compareWithLLC(SoftABIDouble, "riscv64", "+f,+d", false, "lp64");
}

namespace {
const char* AbsI32 = R"(define i32 @abs32(i32 %a) {
  %r = call i32 @llvm.abs.i32(i32 %a, i1 false)
  ret i32 %r
}
declare i32 @llvm.abs.i32(i32, i1)
)";
const char* SelectsForZicond = R"(define i32 @sel_eq(i32 %a, i32 %b, i32 %x, i32 %y) {
  %c = icmp eq i32 %a, %b
  %r = select i1 %c, i32 %x, i32 %y
  ret i32 %r
}
define i32 @sel_slt(i32 %a, i32 %b, i32 %x, i32 %y) {
  %c = icmp slt i32 %a, %b
  %r = select i1 %c, i32 %x, i32 %y
  ret i32 %r
}
define i32 @sel_zero(i32 %a, i32 %x) {
  %c = icmp ne i32 %a, 0
  %r = select i1 %c, i32 %x, i32 0
  ret i32 %r
}
)";
} // namespace

TEST_CASE("MIR of the whole pipeline: i32 abs on RV64 with Zbb is MAX of the value and its SUBW negation",
          "[isel]") {
  // RISCVISD::ABSW had no pattern: found by the qemu corpus test on the golden inputs.
  compareWithLLC(AbsI32, "riscv64", "+zbb");
  compareWithLLC(AbsI32, "riscv64", "+m,+zbb");
  CHECK(exec::execDiffAfter(AbsI32, "riscv64", "+m,+zbb", Phase::Select) == "");
}

TEST_CASE("selection: Zicond's CZERO_EQZ / CZERO_NEZ are selected and compute what lli computes", "[isel]") {
  // The nodes had no instructions: found by the qemu corpus test (qemu 7.2 cannot run Zicond, so the machine
  // interpreter is the execution check). llc-19 compares eq/ne conditions as (xor a, b) against zero before
  // selection and so folds them into the czero; dagtool still selects the setcc apart (a combine difference,
  // not a selection one), which is why this is not a compareWithLLC case.
  CHECK(exec::execDiffAfter(SelectsForZicond, "riscv32", "+zicond", Phase::Select) == "");
  CHECK(exec::execDiffAfter(SelectsForZicond, "riscv64", "+zicond", Phase::Select) == "");
  std::string Mir = ourMIR(SelectsForZicond, "riscv32", "+zicond", false, "");
  CHECK(Mir.find("CZERO_EQZ") != std::string::npos);
  CHECK(Mir.find("CZERO_NEZ") != std::string::npos);
}

namespace {
std::string rounding(const char* Op, const char* Type) {
  std::string T = Type, Suffix = T == "float" ? "f32" : T == "double" ? "f64" : "f16";
  std::string Intrinsic = std::string("@llvm.") + Op + "." + Suffix;
  return "define " + T + " @f(" + T + " %x) {\n  %r = call " + T + " " + Intrinsic + "(" + T + " %x)\n  ret " + T +
         " %r\n}\ndeclare " + T + " " + Intrinsic + "(" + T + ")\n";
}

// Every kind of FP instruction the selector emits, for the flags: nofpexcept on those that may raise an FP
// exception (arithmetic, fused multiply-add, square root, min/max, compares, conversions — also the exact
// ones and those with a static rounding mode), none on sign injections, moves and fclass, "implicit $frm" on
// those whose rounding mode is 7, and the IR's fast-math flags carried over. One function per module (the
// comparison reads one MIR body).
const char* const FPKinds[] = {R"(define double @d(double %a, double %b, double %c, i32 %i, float %f) {
  %1 = fadd nnan nsz double %a, %b
  %2 = fsub double %1, %c
  %3 = fmul double %2, %a
  %4 = fdiv double %3, %b
  %5 = call double @llvm.sqrt.f64(double %4)
  %6 = call double @llvm.minnum.f64(double %5, double %a)
  %7 = call double @llvm.maxnum.f64(double %6, double %b)
  %8 = call double @llvm.fma.f64(double %7, double %a, double %c)
  %9 = fneg double %8
  %10 = call double @llvm.fabs.f64(double %9)
  %11 = sitofp i32 %i to double
  %12 = fadd double %10, %11
  %13 = fpext float %f to double
  %14 = fadd double %12, %13
  ret double %14
}
declare double @llvm.sqrt.f64(double)
declare double @llvm.minnum.f64(double, double)
declare double @llvm.maxnum.f64(double, double)
declare double @llvm.fma.f64(double, double, double)
declare double @llvm.fabs.f64(double)
)",
                               R"(define i32 @c(double %a, double %b, float %f) {
  %c1 = fcmp olt double %a, %b
  %c2 = fcmp oeq double %a, %b
  %x1 = zext i1 %c1 to i32
  %x2 = zext i1 %c2 to i32
  %i = fptosi double %a to i32
  %t = fptrunc double %a to float
  %g = fadd float %t, %f
  %gi = fptoui float %g to i32
  %s1 = add i32 %x1, %x2
  %s2 = add i32 %s1, %i
  %s3 = add i32 %s2, %gi
  ret i32 %s3
}
)",
                               R"(define half @h(half %a, half %b, float %f) {
  %1 = fadd half %a, %b
  %2 = fpext half %1 to float
  %3 = fmul float %2, %f
  %4 = fptrunc float %3 to half
  ret half %4
}
)",
                               // Built by C++ selection code: no nofpexcept on RV32's FCVT_D_W x0.
                               "define double @z() {\n  ret double -0.0\n}\n"};
} // namespace

// llvm.floor & co. select PseudoFROUND_{H,S,D} (f64 on RV64 only; RV32 calls floor etc.), which finalize-isel
// expands into the compare-and-convert diamond of LLVM's emitFROUND; the flags on both sides are compared.
TEST_CASE("MIR of the whole pipeline: rounding intrinsics and PseudoFROUND's expansion", "[isel]") {
  const char* Ops[] = {"floor", "ceil", "trunc", "round", "roundeven", "nearbyint", "rint"};
  for (const char* Triple : {"riscv32", "riscv64"})
    for (const char* Op : Ops) {
      for (const char* Type : {"float", "double"})
        for (bool After : {false, true}) compareWithLLC(rounding(Op, Type), Triple, "+f,+d", After);
      compareWithLLC(rounding(Op, "half"), Triple, "+zfh", /*After=*/true);
    }
  CHECK(exec::execDiffAfter(rounding("round", "float"), "riscv64", "+f,+d", Phase::Select) == "");
  CHECK(exec::execDiffAfter(rounding("floor", "double"), "riscv64", "+f,+d", Phase::Select) == "");
}

TEST_CASE("MIR of the whole pipeline: nofpexcept, implicit $frm and fast-math flags on FP instructions",
          "[isel]") {
  for (const char* IR : FPKinds) {
    compareWithLLC(IR, "riscv32", "+m,+f,+d,+zfh", false, "ilp32d");
    compareWithLLC(IR, "riscv64", "+m,+f,+d,+zfh", false, "lp64d");
  }
  compareWithLLC(binary("fadd", "float"), "riscv64", "+f");
  compareWithLLC(binary("fdiv", "double"), "riscv32", "+d", false, "ilp32d");
  compareWithLLC(PooledAcrossTypesFP, "riscv64", "+d", false, "lp64d");
}

namespace {
/// docs/examples/liveout-facts.ll: values that cross blocks with facts the defining block knows (%z has 24
/// known high zeros, %s 21 sign bits — on RV64, exported sign-extended, 53 —, %k is zero, the PHI %q is %z or
/// 3). Chapter 3 shows its dumps.
std::string liveOutFactsIR() {
  std::ifstream In(std::string(DAGTOOL_SOURCE_DIR) + "/docs/examples/liveout-facts.ll");
  std::stringstream S;
  S << In.rdbuf();
  return S.str();
}

/// The -debug-only=isel-dump text of IR's functions.
std::string iselDumps(const std::string& IR, const std::string& Triple, unsigned OptLevel = 2) {
  auto M = ir::parseModule(IR, "x.ll");
  PipelineOptions Opts;
  Opts.ST = riscv::Subtarget::create(Triple, "", "");
  Opts.Select = true;
  Opts.DebugOnly = {"isel-dump"};
  Opts.OptLevel = OptLevel;
  applyTargetDataLayout(*M, Opts.ST);
  Pipeline P(*M, Opts);
  std::string Debug, Main;
  for (const auto& F : M->Functions)
    if (!F->isDeclaration()) P.runFunction(*F, Debug, Main);
  return Debug;
}

/// The text of the section of Dumps titled Title for block %bb.MBB ("" when there is none).
std::string dumpSection(const std::string& Dumps, const std::string& Title, unsigned MBB) {
  for (const auto& [Section, Text] : splitDumpSections(Dumps))
    if (Section.Title == Title && Section.MBB == MBB) return Text;
  return "";
}
} // namespace

// With the facts asserted, block t's masks and sign extensions fold away and the PHI's mask in j too; the
// selected code then equals llc's on both XLENs (without them there are ANDI/SLLI/SRAI left over).
TEST_CASE("MIR of the whole pipeline: known bits of values from other blocks become assertions", "[isel]") {
  const std::string IR = liveOutFactsIR();
  REQUIRE(!IR.empty());
  compareWithLLC(IR, "riscv32", "");
  compareWithLLC(IR, "riscv64", "");
  std::string Dumps = iselDumps(IR, "riscv64");
  std::string T = dumpSection(Dumps, "Initial selection DAG", 1);
  INFO(T);
  CHECK(T.find("AssertZext t2, ValueType:ch:i8") != std::string::npos);
  CHECK(T.find("AssertSext t9, ValueType:ch:i12") != std::string::npos);
  // %k (register %2) is the constant 0, so `or %r, %k` folds while the DAG is built.
  CHECK(T.find("i64 = Constant<0>") != std::string::npos);
  CHECK(T.find(" = or ") == std::string::npos);
  std::string J = dumpSection(Dumps, "Initial selection DAG", 3);
  INFO(J);
  CHECK(J.find("AssertZext") != std::string::npos); // %q is %z or 3: 56 known zeros on RV64
}

// A loop header is built before its latch, so its PHIs' facts are invalid: no assertion on %i although both
// incoming values are small, since the back edge's value is not known yet.
TEST_CASE("live-out facts: a loop header's PHIs assert nothing, at -O0 nothing is recorded", "[isel]") {
  const char* Loop = R"(define i32 @f(i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i2, %loop ]
  %im = and i32 %i, 65535
  %i2 = add i32 %im, 1
  %d = icmp ult i32 %i2, %n
  br i1 %d, label %loop, label %out
out:
  %o = and i32 %i2, 131071
  ret i32 %o
}
)";
  std::string Dumps = iselDumps(Loop, "riscv32");
  REQUIRE(!dumpSection(Dumps, "Initial selection DAG", 1).empty());
  CHECK(dumpSection(Dumps, "Initial selection DAG", 1).find("Assert") == std::string::npos);
  CHECK(dumpSection(Dumps, "Initial selection DAG", 2).find("AssertZext") != std::string::npos);
  std::string O0 = iselDumps(Loop, "riscv32", 0);
  REQUIRE(!dumpSection(O0, "Initial selection DAG", 2).empty());
  CHECK(dumpSection(O0, "Initial selection DAG", 2).find("Assert") == std::string::npos);
}
