// test/unit/ScheduleTest.cpp — the list schedulers (isel/ScheduleDAG*): every order respects every data,
// chain and glue dependence on all golden and execution DAGs; source order follows the IR; list-burr keeps
// fewer values live than source on a wide expression tree; list-ilp with the RISC-V model hides a load's and
// a multiply's latency. The DAGs are the optimized legalized DAGs (before selection), whose order is well
// defined too.
#include "ir/IR.h"
#include "ir/Parser.h"
#include "isel/ScheduleDAG.h"
#include "targets/riscv/RISCVSchedModel.h"
#include "test/unit/ExecSupport.h"
#include "test/unit/GoldenSupport.h"
#include "tools/lib/Pipeline.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <unordered_map>

using namespace dt;

namespace {

struct Compiled {
  std::unique_ptr<ir::Module> M;
  std::vector<FunctionDAGs> Functions;
};

Compiled compile(const std::string& IR, const std::string& Triple, const std::string& Attrs) {
  Compiled C;
  C.M = ir::parseModule(IR, "test.ll");
  PipelineOptions Opts = exec::optionsFor(Triple, Attrs, Phase::Combine2);
  applyTargetDataLayout(*C.M, Opts.ST);
  Pipeline P(*C.M, Opts);
  std::string Debug, Main;
  for (const auto& F : C.M->Functions)
    if (!F->isDeclaration()) C.Functions.push_back(P.runFunction(*F, Debug, Main));
  return C;
}

/// "" when Sequence respects every operand edge between nodes that have units, and holds each unit once.
std::string checkOrder(ScheduleDAG& S) {
  std::unordered_map<const SUnit*, size_t> Pos;
  for (size_t I = 0; I < S.sequence().size(); ++I)
    if (!Pos.emplace(S.sequence()[I], I).second) return "a unit is scheduled twice";
  if (Pos.size() != S.units().size()) return "not every unit is scheduled";
  for (SDNode* N : S.dag().allnodes()) {
    SUnit* User = S.unitOf(N);
    if (!User) continue;
    for (const SDUse& U : N->ops()) {
      SUnit* Def = S.unitOf(U.getNode());
      if (!Def) continue;
      if (U.getValueType().isGlue() && Def != User) return "glued nodes in different units";
      if (Def != User && Pos[Def] >= Pos[User])
        return "t" + std::to_string(U.getNode()->getPersistentId()) + " is scheduled after its user t" +
               std::to_string(N->getPersistentId());
    }
  }
  return "";
}

/// Most values live at once in a straight-line order of units (a value is live from its unit to its last
/// user).
unsigned maxLive(ScheduleDAG& S) {
  const auto& Seq = S.sequence();
  std::unordered_map<const SUnit*, size_t> Pos;
  for (size_t I = 0; I < Seq.size(); ++I) Pos[Seq[I]] = I;
  std::vector<int> Delta(Seq.size() + 1, 0);
  for (const SUnit* SU : Seq) {
    size_t Last = Pos[SU];
    for (const SDep& D : SU->Succs)
      if (!D.isCtrl()) Last = std::max(Last, Pos[D.SU]);
    if (Last == Pos[SU]) continue;
    ++Delta[Pos[SU]];
    --Delta[Last];
  }
  int Live = 0, Max = 0;
  for (int D : Delta) Max = std::max(Max, Live += D);
  return unsigned(Max);
}

/// Cycles to run the order on an in-order single-issue machine with the model's latencies.
unsigned cycles(ScheduleDAG& S, const SchedModel& Model) {
  std::unordered_map<const SUnit*, unsigned> Ready;
  unsigned Cycle = 0;
  for (const SUnit* SU : S.sequence()) {
    unsigned Start = Cycle;
    for (const SDep& D : SU->Preds) Start = std::max(Start, Ready[D.SU]);
    unsigned Lat = 0;
    for (SDNode* N = SU->Node; N; N = N->getGluedNode()) Lat += Model.latency(N);
    Ready[SU] = Start + Lat;
    Cycle = Start + 1;
  }
  return Cycle;
}

ScheduleOptions opts(SchedulerKind K) {
  ScheduleOptions O;
  O.Kind = K;
  return O;
}

} // namespace

TEST_CASE("schedule: every scheduler respects every dependence on the golden DAGs", "[isel]") {
  unsigned Blocks = 0;
  for (const auto& File : golden::goldenInputs()) {
    std::string Text = golden::readFile(File);
    for (const auto& [Triple, Attrs] :
         {std::pair<std::string, std::string>{"riscv32", "+m"}, {"riscv64", "+m,+f,+d"}}) {
      Compiled C;
      try {
        C = compile(Text, Triple, Attrs);
      } catch (const DagtoolError&) {
        continue; // inputs for other variants (e.g. vectors needing extensions) are checked elsewhere
      }
      riscv::RISCVTargetLowering TLI(riscv::Subtarget::create(Triple, Attrs, ""));
      riscv::RISCVSchedModel Model(TLI);
      for (auto& F : C.Functions)
        for (auto& DAG : F.Blocks) {
          if (!DAG) continue;
          for (SchedulerKind K : {SchedulerKind::Source, SchedulerKind::ListBURR, SchedulerKind::ListILP}) {
            ScheduleDAG S(*DAG, nullptr, &Model, opts(K));
            S.run();
            INFO(File.string() << " " << Triple << " " << schedulerName(K));
            REQUIRE(checkOrder(S) == "");
          }
          ++Blocks;
        }
    }
  }
  CHECK(Blocks > 100);
}

TEST_CASE("schedule: the execution-test functions schedule under every scheduler", "[isel]") {
  // Calls, memory, control flow and i64 arithmetic on RV32: chains, glue and TokenFactors in one place.
  const char* IR = "declare i32 @g(i32, i32)\n"
                   "define i64 @f(ptr %p, i64 %a, i32 %c) {\n"
                   "entry:\n  %x = load i32, ptr %p\n  %y = call i32 @g(i32 %x, i32 %c)\n"
                   "  %z = call i32 @g(i32 %y, i32 %x)\n  store i32 %z, ptr %p\n  %w = zext i32 %z to i64\n"
                   "  %m = mul i64 %w, %a\n  %t = icmp ult i32 %z, 7\n  br i1 %t, label %a1, label %b1\n"
                   "a1:\n  ret i64 %m\nb1:\n  %d = udiv i64 %m, %a\n  ret i64 %d\n}\n";
  for (const char* Triple : {"riscv32", "riscv64"}) {
    Compiled C = compile(IR, Triple, "");
    for (auto& F : C.Functions)
      for (auto& DAG : F.Blocks)
        for (SchedulerKind K : {SchedulerKind::Source, SchedulerKind::ListBURR, SchedulerKind::ListILP}) {
          if (!DAG) continue;
          ScheduleDAG S(*DAG, nullptr, nullptr, opts(K));
          S.run();
          INFO(Triple << " " << schedulerName(K));
          CHECK(checkOrder(S) == "");
        }
  }
}

TEST_CASE("schedule: source order follows the IR order of the instructions", "[isel]") {
  // Three independent chains written in this order; source keeps it, whatever their register needs.
  const char* IR = "define void @f(ptr %p, ptr %q, ptr %r, i32 %a, i32 %b) {\n"
                   "  %x = mul i32 %a, %b\n  store volatile i32 %x, ptr %p\n"
                   "  %y = add i32 %a, 3\n  store volatile i32 %y, ptr %q\n"
                   "  %z = xor i32 %b, 5\n  store volatile i32 %z, ptr %r\n  ret void\n}\n";
  Compiled C = compile(IR, "riscv32", "+m");
  SelectionDAG& DAG = *C.Functions[0].Blocks[0];
  ScheduleDAG S(DAG, nullptr, nullptr, opts(SchedulerKind::Source));
  S.run();
  REQUIRE(checkOrder(S) == "");
  uint32_t Last = 0;
  std::string Orders;
  for (const SUnit* SU : S.sequence()) {
    uint32_t O = SU->Node->getIROrder();
    Orders += std::to_string(O) + " ";
    if (O == 0) continue; // nodes without an IR position (constants, copies) go where their users need them
    CHECK(O >= Last);
    Last = O;
  }
  INFO(Orders);
  CHECK(Last > 0);
}

TEST_CASE("schedule: list-burr keeps fewer values live than source on a wide expression tree", "[isel]") {
  // Eight loads written first, the additions after: in source order all eight values are live at once;
  // register reduction interleaves loads and additions.
  std::string IR = "define i32 @f(ptr %p) {\n";
  for (int I = 0; I < 8; ++I)
    IR += "  %g" + std::to_string(I) + " = getelementptr i32, ptr %p, i32 " + std::to_string(I) + "\n  %v" +
          std::to_string(I) + " = load i32, ptr %g" + std::to_string(I) + "\n";
  IR += "  %a0 = add i32 %v0, %v1\n  %a1 = add i32 %v2, %v3\n  %a2 = add i32 %v4, %v5\n  %a3 = add i32 %v6, "
        "%v7\n"
        "  %b0 = add i32 %a0, %a1\n  %b1 = add i32 %a2, %a3\n  %c = add i32 %b0, %b1\n  ret i32 %c\n}\n";
  Compiled C = compile(IR, "riscv32", "");
  SelectionDAG& DAG = *C.Functions[0].Blocks[0];
  ScheduleDAG Src(DAG, nullptr, nullptr, opts(SchedulerKind::Source));
  Src.run();
  unsigned SrcLive = maxLive(Src);
  ScheduleDAG Burr(DAG, nullptr, nullptr, opts(SchedulerKind::ListBURR));
  Burr.run();
  unsigned BurrLive = maxLive(Burr);
  REQUIRE(checkOrder(Src) == "");
  REQUIRE(checkOrder(Burr) == "");
  INFO("source " << SrcLive << ", list-burr " << BurrLive);
  CHECK(BurrLive < SrcLive);
}

TEST_CASE("schedule: list-ilp with the RISC-V model hides load and multiply latency", "[isel]") {
  // The source puts each use right after its load/multiply; the model says loads and multiplies take 3
  // cycles, so list-ilp moves independent work in between and the block runs in fewer cycles.
  const char* IR =
      "define i32 @f(ptr %p, ptr %q, i32 %a, i32 %b, i32 %c) {\n"
      "  %x = load i32, ptr %p\n  %x1 = add i32 %x, 1\n"
      "  %m = mul i32 %a, %b\n  %m1 = add i32 %m, %c\n"
      "  %y = load i32, ptr %q\n  %y1 = xor i32 %y, 7\n"
      "  %n = mul i32 %b, %c\n  %n1 = or i32 %n, %a\n"
      "  %s = add i32 %x1, %m1\n  %t = add i32 %y1, %n1\n  %r = add i32 %s, %t\n  ret i32 %r\n}\n";
  Compiled C = compile(IR, "riscv32", "+m");
  SelectionDAG& DAG = *C.Functions[0].Blocks[0];
  riscv::RISCVTargetLowering TLI(riscv::Subtarget::create("riscv32", "+m", ""));
  riscv::RISCVSchedModel Model(TLI);
  ScheduleDAG Src(DAG, nullptr, &Model, opts(SchedulerKind::Source));
  Src.run();
  ScheduleDAG Ilp(DAG, nullptr, &Model, opts(SchedulerKind::ListILP));
  Ilp.run();
  REQUIRE(checkOrder(Src) == "");
  REQUIRE(checkOrder(Ilp) == "");
  unsigned SrcCycles = cycles(Src, Model), IlpCycles = cycles(Ilp, Model);
  INFO("source " << SrcCycles << " cycles, list-ilp " << IlpCycles);
  CHECK(IlpCycles < SrcCycles);
  CHECK(Model.latency(DAG.getRoot().getNode()) >= 1);
}

TEST_CASE("schedule: scheduler names", "[isel]") {
  CHECK(schedulerByName("source") == SchedulerKind::Source);
  CHECK(schedulerByName("list-burr") == SchedulerKind::ListBURR);
  CHECK(schedulerByName("list-ilp") == SchedulerKind::ListILP);
  CHECK_FALSE(schedulerByName("fast"));
  CHECK(std::string(schedulerName(SchedulerKind::ListILP)) == "list-ilp");
}

TEST_CASE("schedule: dagtool accepts -pre-RA-sched= with LLVM's scheduler names", "[isel]") {
  const char* IR = "define i32 @f(i32 %a) {\n  %b = add i32 %a, 1\n  ret i32 %b\n}\n";
  const std::string Dagtool = std::string(DAGTOOL_BIN_DIR) + "/dagtool";
  for (const char* Name : {"source", "list-burr", "list-ilp"}) {
    auto R = gen::runProcess(
        {Dagtool, "-mtriple=riscv32", std::string("-pre-RA-sched=") + Name, "-filetype=null", "-"}, IR, 60);
    INFO(Name << ": " << R.Stderr);
    CHECK(R.ok());
  }
  auto Bad =
      gen::runProcess({Dagtool, "-mtriple=riscv32", "-pre-RA-sched=fast", "-filetype=null", "-"}, IR, 60);
  CHECK(Bad.ExitCode == 2);
  CHECK(Bad.Stderr.find("unknown scheduler 'fast'") != std::string::npos);
}
