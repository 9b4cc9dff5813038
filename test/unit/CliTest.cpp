// test/unit/CliTest.cpp — the dagtool command line: options, exit codes, diagnostics, outputs.
#include "bench/gen/LLVMTools.h"
#include "test/unit/GoldenSupport.h"

#include <catch2/catch.hpp>
#include <filesystem>
#include <sstream>

using namespace dt;
namespace fs = std::filesystem;

namespace {
gen::RunResult dagtool(std::vector<std::string> Args, const std::string& Stdin = "") {
  Args.insert(Args.begin(), std::string(DAGTOOL_BIN_DIR) + "/dagtool");
  return gen::runProcess(Args, Stdin, 60);
}
const std::string Foo = std::string(DAGTOOL_SOURCE_DIR) + "/examples/foo.ll";
} // namespace

TEST_CASE("cli: help and usage errors", "[cli]") {
  auto H = dagtool({"--help"});
  CHECK(H.ExitCode == 0);
  CHECK(H.Stdout.find("Examples:") != std::string::npos);
  CHECK(H.Stdout.find("--stop-after") != std::string::npos);
  CHECK(
      H.Stdout.find("in order: build, combine1, legalize-types, combine-lt, legalize-vector-ops, legalize-types-again, "
                              "combine-lv, legalize, combine2") !=
      std::string::npos);
  CHECK(dagtool({"-mtriple=x86_64", Foo}).ExitCode == 2);
  CHECK(dagtool({"-mtriple=riscv32", "-mattr=+q", Foo}).ExitCode == 2);
  CHECK(dagtool({"-mtriple=riscv32", "-target-abi=lp64", Foo}).ExitCode == 2);
  CHECK(dagtool({"-mtriple=riscv32", "-target-abi=ilp32d", Foo}).ExitCode == 2); // needs +d
  CHECK(dagtool({"-mtriple=riscv32", "--stop-after=nonsense", Foo}).ExitCode == 2);
  CHECK(dagtool({"-mtriple=riscv32", "-O7", Foo}).ExitCode == 2);
  CHECK(dagtool({"-mtriple=riscv32"}).ExitCode == 2); // no input
  auto U = dagtool({"-mtriple=riscv32", "-mattr=+zzz", Foo});
  CHECK(U.Stderr.find("unsupported -mattr feature 'zzz'") != std::string::npos);
}

TEST_CASE("cli: input errors carry file:line:col and exit 1", "[cli]") {
  auto R = dagtool({"-mtriple=riscv32", "-filetype=null", "-"}, "define i32 @f() {\n  %x = add i32 1\n}\n");
  CHECK(R.ExitCode == 1);
  CHECK(R.Stderr.rfind("<stdin>:3:1: error: expected ','", 0) == 0);
  CHECK(R.Stderr.find("error:") != std::string::npos);
  CHECK(dagtool({"-mtriple=riscv32", "/nonexistent/file.ll"}).ExitCode == 1);
}

TEST_CASE("cli: unsupported constructs name themselves and exit 3", "[cli]") {
  auto R = dagtool(
      {"-mtriple=riscv32", "-filetype=null", "-"},
      "define void @f(ptr %p, i32 %n) {\n  %a = alloca i8, i32 %n\n  store i8 0, ptr %a\n  ret void\n}\n");
  CHECK(R.ExitCode == 3);
  CHECK(R.Stderr.find("<stdin>:2:3: error: unsupported construct: dynamic alloca") != std::string::npos);
  // Assembly comes only from the whole pipeline: with the dumps asked for (which stop before the machine
  // passes) it is a clear error, not silence; alone, the input compiles to assembly.
  auto A = dagtool({"-mtriple=riscv32", "-debug-only=isel-dump", Foo});
  CHECK(A.ExitCode == 3);
  CHECK(A.Stderr.find("assembly output") != std::string::npos);
  // The dumps made before that error are printed once, not again with the error.
  CHECK(A.Stderr.find("Initial selection DAG") != std::string::npos);
  CHECK(A.Stderr.find("Initial selection DAG") == A.Stderr.rfind("Initial selection DAG"));
  auto Asm = dagtool({"-mtriple=riscv32", Foo});
  CHECK(Asm.ExitCode == 0);
  CHECK(Asm.Stdout.find("\t.globl\tfoo\n") != std::string::npos);
}

TEST_CASE("cli: dumps go to stderr with -debug-only, to -o with --print-after", "[cli]") {
  auto R = dagtool({"-mtriple=riscv32", "-debug-only=isel-dump", "-filetype=null", Foo});
  CHECK(R.ExitCode == 0);
  CHECK(R.Stdout.empty());
  CHECK(R.Stderr.rfind("\n\n\n=== foo\n\nInitial selection DAG: %bb.0 'foo:'\n", 0) == 0);
  auto F = dagtool(
      {"-mtriple=riscv32", "-debug-only=isel-dump", "-filetype=null", "-filter-print-funcs=bar", Foo});
  CHECK(F.ExitCode == 0);
  CHECK(F.Stderr.empty());
  gen::TempDir T;
  std::string Out = T.path() + "/out.txt";
  auto P = dagtool({"-mtriple=riscv32", "--print-after=build", "-o", Out, Foo});
  CHECK(P.ExitCode == 0);
  CHECK(golden::readFile(Out).find("SelectionDAG has 14 nodes:") != std::string::npos);
  auto S = dagtool({"-mtriple=riscv32", "--emit=dump", "--sorted", Foo});
  CHECK(S.ExitCode == 0);
  // --emit alone prints after the last phase that runs (the last combine: the select is a SELECT_CC).
  CHECK(S.Stdout.rfind("\nOptimized legalized selection DAG: %bb.0 'foo:'\nSelectionDAG has ", 0) == 0);
  CHECK(S.Stdout.find("RISCVISD::SELECT_CC") != std::string::npos);
  auto B = dagtool({"-mtriple=riscv32", "--stop-after=build", "--emit=dump", Foo});
  CHECK(B.Stdout.find("Initial selection DAG: %bb.0 'foo:'\nSelectionDAG has 14 nodes:") !=
        std::string::npos);
}

TEST_CASE("cli: --emit=dot is valid graphviz and --emit=json parses", "[cli]") {
  auto D = dagtool({"-mtriple=riscv32", "--emit=dot", Foo});
  REQUIRE(D.ExitCode == 0);
  auto V = gen::runProcess({"dot", "-Tsvg"}, D.Stdout, 30);
  if (V.ExitCode == -1) {
    WARN("graphviz not installed");
  } else {
    CHECK(V.ExitCode == 0);
    CHECK(V.Stdout.find("<svg") != std::string::npos);
  }
  auto J = dagtool({"-mtriple=riscv32", "--emit=json", Foo});
  REQUIRE(J.ExitCode == 0);
  CHECK(J.Stdout.find("\"root\"") != std::string::npos);
}

TEST_CASE("cli: a dump (ours or LLVM's) reads back with --start-after", "[cli]") {
  std::string Gold = std::string(DAGTOOL_SEED_REFERENCE_DIR) + "/foo.riscv32.initial.expected";
  auto R = dagtool({"-mtriple=riscv32", "--start-after=build", "--stop-after=build", "--emit=dump", Gold});
  CHECK(R.ExitCode == 0);
  CHECK(R.Stdout == "\n" + golden::readFile(Gold) + "\n\n");
  // Without --stop-after the later phases run on the DAG read: LLVM's own Type-legalized DAG, ids and all.
  auto T = dagtool({"-mtriple=riscv32", "--start-after=build", "--print-after=legalize-types", Gold});
  CHECK(T.ExitCode == 0);
  std::string Want = golden::readFile(std::string(DAGTOOL_SEED_REFERENCE_DIR) +
                                      "/foo.riscv32.type-legalized.expected");
  CHECK(T.Stdout == "\n" + Want + "\n\n");
  auto Bad =
      dagtool({"-mtriple=riscv32", "--start-after=build", "--emit=dump", "-"}, "  t1: i32 = frobnicate t0\n");
  CHECK(Bad.ExitCode == 1);
}

// Expected actions are ../shared/reference/llvm-selectiondag.md §3 (RISC-V, LLVM 19): ROTL/ROTR Expand on
// RV32I and Legal with Zbb; MUL Expand without M, ending in __mulsi3 (§3.4); SETUGT Custom on XLenVT.
TEST_CASE("cli: --print-actions, --query-action, --set-action", "[cli]") {
  auto has = [](const std::string& Text, const std::string& Part) {
    return Text.find(Part) != std::string::npos;
  };
  auto rowOf = [](const std::string& Text, const std::string& Opcode, const std::string& Type) {
    std::istringstream In(Text);
    for (std::string Line; std::getline(In, Line);) {
      std::istringstream Words(Line);
      std::string Op, Ty;
      if (Words >> Op >> Ty && ("," + Op + ",").find("," + Opcode + ",") != std::string::npos &&
          ("," + Ty + ",").find("," + Type + ",") != std::string::npos)
        return Line;
    }
    return std::string();
  };
  auto P = dagtool({"-mtriple=riscv32", "--print-actions"});
  REQUIRE(P.ExitCode == 0);
  CHECK(has(P.Stdout, "Action tables of riscv32 (ilp32)"));
  CHECK(has(rowOf(P.Stdout, "rotl", "i32"), "Expand"));
  auto Z = dagtool({"-mtriple=riscv32", "-mattr=+zbb", "--print-actions"});
  REQUIRE(Z.ExitCode == 0);
  CHECK(rowOf(Z.Stdout, "rotl", "i32").empty()); // no entry: Legal

  auto Q = dagtool({"-mtriple=riscv32", "--query-action=rotl:i32"});
  REQUIRE(Q.ExitCode == 0);
  CHECK(has(Q.Stdout, "setOperationAction(ROTL, i32) = Expand"));
  CHECK(has(Q.Stdout, "=> Expand"));
  auto QZ = dagtool({"-mtriple=riscv32", "-mattr=+zbb", "--query-action=ROTL:i32"});
  CHECK(has(QZ.Stdout, "setOperationAction(ROTL, i32) = Legal"));
  CHECK(has(QZ.Stdout, "=> Legal"));
  auto M = dagtool({"-mtriple=riscv32", "--query-action=mul:i32"});
  CHECK(has(M.Stdout, "setOperationAction(MUL, i32) = Expand"));
  CHECK(has(M.Stdout, "LibCall: a call to __mulsi3"));
  auto MM = dagtool({"-mtriple=riscv32", "-mattr=+m", "--query-action=mul:i32"});
  CHECK(has(MM.Stdout, "=> Legal"));
  auto C = dagtool({"-mtriple=riscv32", "--query-action=setcc:i32:setugt"});
  CHECK(has(C.Stdout, "setCondCodeAction(SETUGT, i32) = Custom"));
  CHECK(has(C.Stdout, "=> Custom"));

  auto S = dagtool({"-mtriple=riscv32", "--set-action=rotl:i32=Legal", "--query-action=rotl:i32"});
  REQUIRE(S.ExitCode == 0);
  CHECK(has(S.Stdout, "setOperationAction(ROTL, i32) = Legal"));
  CHECK(has(S.Stdout, "--set-action=rotl:i32=Legal"));
  CHECK(has(S.Stdout, "=> Legal"));
  auto SP = dagtool({"-mtriple=riscv32", "--set-action", "rotl:i32=Legal",
                     "--set-action=setcc:i32:setugt=Expand", "--print-actions"});
  REQUIRE(SP.ExitCode == 0);
  CHECK(has(rowOf(SP.Stdout, "rotl", "i32"), "[--set-action]"));
  CHECK(has(rowOf(SP.Stdout, "i32", "Expand"), "setugt"));
  // --set-action reaches the pipeline: an RV64 i32 add without its Custom entry is promoted generically.
  auto Add = [&](const std::vector<std::string>& Extra) {
    std::vector<std::string> Args = {"-mtriple=riscv64", "--print-after=legalize-types", "-"};
    Args.insert(Args.begin() + 1, Extra.begin(), Extra.end());
    return dagtool(Args, "define i32 @f(i32 %a, i32 %b) {\n  %s = add i32 %a, %b\n  ret i32 %s\n}\n");
  };
  auto Custom = Add({});
  auto Generic = Add({"--set-action=add:i32=Legal"});
  REQUIRE(Custom.ExitCode == 0);
  REQUIRE(Generic.ExitCode == 0);
  CHECK(has(Custom.Stdout, "sign_extend_inreg")); // RISC-V's ADDW form (§4.3)
  CHECK_FALSE(has(Generic.Stdout, "sign_extend_inreg"));

  // ... and the operation legalizer: rotl by 3 expands to shl/srl/or (the blog's llc dump, seed 001), unless
  // the entry says Legal.
  const std::string Rotl = "define i32 @r(i32 %a) {\n  %s = call i32 @llvm.fshl.i32(i32 %a, i32 %a, i32 3)\n"
                           "  ret i32 %s\n}\ndeclare i32 @llvm.fshl.i32(i32, i32, i32)\n";
  auto Expanded = dagtool({"-mtriple=riscv32", "--stop-after=legalize", "--print-after=legalize", "-"}, Rotl);
  CHECK(has(Expanded.Stdout, "t13: i32 = srl t2, Constant:i32<29>"));
  CHECK(has(Expanded.Stdout, "t14: i32 = or t11, t13"));
  auto Kept = dagtool({"-mtriple=riscv32", "--set-action=rotl:i32=Legal", "--stop-after=legalize",
                       "--print-after=legalize", "-"},
                      Rotl);
  CHECK(has(Kept.Stdout, "t4: i32 = rotl t2, Constant:i32<3>"));
  CHECK_FALSE(has(Kept.Stdout, " srl "));

  auto K = dagtool({"--print-action-keys=text"});
  CHECK(K.ExitCode == 0);
  CHECK(has(K.Stdout, "SIGN_EXTEND_INREG"));
  CHECK(dagtool({"--help"}).Stdout.find("Action keys (--query-action=KEY") != std::string::npos);
}

TEST_CASE("cli: bad action keys exit 2 and say what is valid", "[cli]") {
  auto has = [](const std::string& Text, const std::string& Part) {
    return Text.find(Part) != std::string::npos;
  };
  auto NoType = dagtool({"-mtriple=riscv32", "--query-action=rotl"});
  CHECK(NoType.ExitCode == 2);
  CHECK(has(NoType.Stderr, "expected OPCODE:TYPE"));
  auto Op = dagtool({"-mtriple=riscv32", "--query-action=rotx:i32"});
  CHECK(Op.ExitCode == 2);
  CHECK(has(Op.Stderr, "unknown opcode 'rotx' (did you mean rotl, rotr?)"));
  CHECK(has(Op.Stderr, "sign_extend_inreg"));
  auto Ty = dagtool({"-mtriple=riscv32", "--query-action=rotl:int"});
  CHECK(Ty.ExitCode == 2);
  CHECK(has(Ty.Stderr, "unknown type 'int'; valid types: i1 i8"));
  auto CC = dagtool({"-mtriple=riscv32", "--query-action=setcc:i32:bigger"});
  CHECK(CC.ExitCode == 2);
  CHECK(has(CC.Stderr, "setugt"));
  auto Act = dagtool({"-mtriple=riscv32", "--set-action=rotl:i32=Sideways", "--print-actions"});
  CHECK(Act.ExitCode == 2);
  CHECK(has(Act.Stderr, "unknown action 'Sideways'; valid: Legal, Custom, Expand, LibCall, Promote"));
  auto NoEq = dagtool({"-mtriple=riscv32", "--set-action=rotl:i32", Foo});
  CHECK(NoEq.ExitCode == 2);
  CHECK(has(NoEq.Stderr, "expected KEY=ACTION"));
  auto Both = dagtool({"-mtriple=riscv32", "--print-actions", Foo});
  CHECK(Both.ExitCode == 2);
  CHECK(dagtool({"--print-action-keys=html"}).ExitCode == 2);
}

TEST_CASE("cli: machine code after the dumps, -stop-before/-stop-after=finalize-isel to the output",
          "[cli]") {
  // The bodies themselves are compared with llc-19's in ISelMIRTest; here: where each option puts them.
  auto D = dagtool({"-mtriple=riscv32", "-debug-only=isel-dump", "-filetype=null", Foo});
  CHECK(D.ExitCode == 0);
  size_t Selected = D.Stderr.rfind("Selected selection DAG: %bb.0 'foo:'");
  size_t MIR = D.Stderr.find(
      "# *** MIR of 'foo' before finalize-isel (the body of llc -stop-before=finalize-isel) ***\n"
      "body:             |\n");
  CHECK(Selected != std::string::npos);
  CHECK(MIR != std::string::npos);
  CHECK(MIR > Selected);
  CHECK(D.Stderr.find("Select_GPR_Using_CC_GPR", MIR) != std::string::npos);
  auto E = dagtool({"-mtriple=riscv32", "-debug-only=isel-dump", "-filetype=null", "--finalize-isel", Foo});
  CHECK(E.Stderr.find("# *** MIR of 'foo' after finalize-isel") != std::string::npos);
  CHECK(E.Stderr.find("%6:gpr = PHI %0, %bb.0, %4, %bb.1\n") != std::string::npos);
  auto N = dagtool({"-mtriple=riscv32", "-debug-only=isel-dump", "-filetype=null", "--no-select", Foo});
  CHECK(N.Stderr.find("# *** MIR") == std::string::npos);

  auto B = dagtool({"-mtriple=riscv32", "-stop-before=finalize-isel", "-o", "-", Foo});
  CHECK(B.ExitCode == 0);
  CHECK(B.Stderr.empty());
  CHECK(B.Stdout.rfind("# *** MIR of 'foo' before finalize-isel", 0) == 0);
  CHECK(B.Stdout.find("    PseudoRET implicit $x10\n") != std::string::npos);
  auto A = dagtool({"-mtriple=riscv32", "-stop-after=finalize-isel", "-o", "-", Foo});
  CHECK(A.ExitCode == 0);
  CHECK(A.Stdout.find("    BLTU %5, %3, %bb.2\n") != std::string::npos);
  for (const char* Sched : {"list-burr", "list-ilp"})
    CHECK(dagtool(
              {"-mtriple=riscv32", "-stop-before=finalize-isel", std::string("-pre-RA-sched=") + Sched, Foo})
              .ExitCode == 0);
  CHECK(dagtool({"-mtriple=riscv32", "-stop-before=legalize", Foo}).ExitCode == 2);
  CHECK(dagtool({"-mtriple=riscv32", "-stop-after=finalize-isel", "--no-select", Foo}).ExitCode == 2);
}

TEST_CASE("cli: a function with a constant pool prints its constants before the body", "[cli]") {
  // The entry's text is compared with llc-19's in ISelMIRTest; here: the emitter accepts %const operands and
  // both ways of printing machine code show the pool.
  gen::TempDir T;
  std::string In = T.write("c.ll", "define i64 @c() {\n  ret i64 81985529216486895\n}\n");
  const std::string Constants = "# *** MIR of 'c' before finalize-isel (the constants and body of llc "
                                "-stop-before=finalize-isel) ***\n"
                                "constants:\n"
                                "  - id:              0\n"
                                "    value:           i64 81985529216486895\n"
                                "    alignment:       8\n"
                                "    isTargetSpecific: false\n"
                                "body:             |\n";
  auto D = dagtool({"-mtriple=riscv64", "-debug-only=isel-dump", "-filetype=null", In});
  CHECK(D.ExitCode == 0);
  CHECK(D.Stderr.find(Constants) != std::string::npos);
  CHECK(D.Stderr.find("    %0:gpr = LUI target-flags(riscv-hi) %const.0\n") != std::string::npos);
  auto B = dagtool({"-mtriple=riscv64", "-stop-before=finalize-isel", "-o", "-", In});
  CHECK(B.ExitCode == 0);
  CHECK(B.Stdout.rfind(Constants, 0) == 0);
}
