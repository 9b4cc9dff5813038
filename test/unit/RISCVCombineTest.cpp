// test/unit/RISCVCombineTest.cpp — RISC-V's target combines (targets/riscv/RISCVCombine.cpp): SELECT_CC and
// BR_CC condition folds (combine_CC), select of constants, selects folded into their arm's operation, and the
// RV64 SRA / SETCC forms. Executed against lli-19; shapes follow llc-19's assembly for the same IR.
#include "combine/DAGCombiner.h"
#include "dag/Interpreter.h"
#include "dag/Printer.h"
#include "targets/riscv/RISCVISD.h"
#include "targets/riscv/RISCVInterpreter.h"
#include "targets/riscv/RISCVTargetLowering.h"
#include "test/unit/ExecSupport.h"

#include <catch2/catch.hpp>
#include <cctype>
#include <functional>

using namespace dt;

namespace {

std::string execAll(const std::string& IR,
                    std::initializer_list<const char*> Triples = {"riscv32", "riscv64"}) {
  for (const char* Triple : Triples)
    for (Phase P : {Phase::Combine1, Phase::Combine2}) {
      std::string D = exec::execDiffAfter(IR, Triple, "+m", P);
      if (!D.empty()) return std::string(Triple) + ": " + D;
    }
  return "";
}

std::string final(const std::string& IR, const char* Triple = "riscv32") {
  return exec::dumpAfter(IR, Triple, "+m", Phase::Combine2);
}

/// Hand-made riscv32 DAGs for the SELECT_CC / BR_CC combines: on real IR their inputs still carry the
/// `and (setcc), 1` of boolean promotion until the generic known-bits folds (another family) remove it.
/// Build makes the expression from four opaque i32 arguments; it is evaluated by the interpreter before and
/// after combining at AfterLegalizeDAG for every argument tuple, and the combined expression's text returned.
struct HandMade {
  riscv::Subtarget ST = riscv::Subtarget::create("riscv32", "+m", "");
  riscv::RISCVTargetLowering TLI{ST};
  RISCVInterpreter TI{TLI, RISCVABIConfig::of(ST)};
  using BuildFn = std::function<SDValue(SelectionDAG&, const SDValue*)>;

  std::string run(const BuildFn& Build) {
    static const int32_t Vals[] = {0, 1, -1, 5, 16, 17, INT32_MIN, INT32_MAX, -2048, 2047};
    EVT I32 = EVT::i32();
    for (int32_t A : Vals)
      for (int32_t B : {0, 1, -1, 5, 17})
        for (auto [X, Y] : {std::pair{7, -9}, {0, 3}, {-1, 1}}) {
          SelectionDAG DAG(TLI);
          SDValue Args[] = {DAG.getConstant(APInt(32, uint64_t(int64_t(A)), true), I32, false, true),
                            DAG.getConstant(APInt(32, uint64_t(int64_t(B)), true), I32, false, true),
                            DAG.getConstant(APInt(32, uint64_t(int64_t(X)), true), I32, false, true),
                            DAG.getConstant(APInt(32, uint64_t(int64_t(Y)), true), I32, false, true)};
          SDValue V = Build(DAG, Args);
          ProgramInterpreter PI(TLI, TI);
          APInt Before = PI.evaluate(DAG, std::span<const SDValue>(&V, 1))[0];
          SDValue W = combined(DAG, V);
          APInt After = PI.evaluate(DAG, std::span<const SDValue>(&W, 1))[0];
          INFO("a=" << A << " b=" << B << " x=" << X << " y=" << Y);
          CHECK(Before == After);
        }
    // The shape, on arguments that are not constants: a1..a4 name them in the returned text.
    SelectionDAG DAG(TLI);
    SDValue Args[4];
    for (unsigned I = 0; I < 4; ++I) Args[I] = DAG.getCopyFromReg(DAG.getEntryNode(), 0x80000010u + I, I32);
    SDValue W = combined(DAG, Build(DAG, Args));
    std::string Text = nodeText(DAG, W.getNode());
    for (const SDUse& U : W->ops()) Text += "\n  " + nodeText(DAG, U.getNode());
    for (unsigned I = 0; I < 4; ++I) {
      std::string Id = "t" + std::to_string(Args[I]->getPersistentId());
      for (size_t Pos = 0; (Pos = Text.find(Id, Pos)) != std::string::npos;) {
        bool Whole = Pos + Id.size() >= Text.size() ||
                     !std::isdigit(static_cast<unsigned char>(Text[Pos + Id.size()]));
        if (Whole) Text.replace(Pos, Id.size(), "a" + std::to_string(I + 1));
        Pos += 2;
      }
    }
    return Text;
  }

  /// Combines with V rooted through a CopyToReg (a HandleSDNode user would be queued by the driver).
  SDValue combined(SelectionDAG& DAG, SDValue V) {
    DAG.setRoot(DAG.getCopyToReg(DAG.getEntryNode(), 0x80000001u, V));
    combineDAG(DAG, TLI, CombineLevel::AfterLegalizeDAG);
    return DAG.getRoot().getOperand(2);
  }
};

SDValue selectCC(SelectionDAG& DAG, SDValue L, SDValue R, ISD::CondCode CC, SDValue T, SDValue F) {
  return DAG.getNode(RISCVISD::SELECT_CC, EVT::i32(), {L, R, DAG.getCondCode(CC), T, F});
}

} // namespace

TEST_CASE("riscv: select_cc of a setcc against zero compares directly", "[combine]") {
  HandMade H;
  EVT I32 = EVT::i32();
  // (select_cc (setcc a, b, lt), 0, ne, x, y) → (select_cc a, b, lt, x, y); eq inverts the compare, and
  // translateSetCCForBranch swaps GT into LT.
  std::string T = H.run([&](SelectionDAG& D, const SDValue* A) {
    return selectCC(D, D.getSetCC(I32, A[0], A[1], ISD::SETLT), D.getConstant(0, I32), ISD::SETNE, A[2],
                    A[3]);
  });
  INFO(T);
  CHECK(T.find("SELECT_CC a1, a2, setlt:ch, a3, a4") != std::string::npos);
  T = H.run([&](SelectionDAG& D, const SDValue* A) {
    return selectCC(D, D.getSetCC(I32, A[0], A[1], ISD::SETGT), D.getConstant(0, I32), ISD::SETEQ, A[2],
                    A[3]);
  });
  INFO(T);
  CHECK(T.find("SELECT_CC a2, a1, setge:ch, a3, a4") != std::string::npos); // !(a > b) is b >= a
}

TEST_CASE("riscv: select_cc condition folds: xor, sra, single bit, 0/1 against 1", "[combine]") {
  HandMade H;
  EVT I32 = EVT::i32();
  std::string T = H.run([&](SelectionDAG& D, const SDValue* A) {
    return selectCC(D, D.getNode(ISD::XOR, I32, A[0], A[1]), D.getConstant(0, I32), ISD::SETEQ, A[2], A[3]);
  });
  INFO(T);
  CHECK(T.find("SELECT_CC a1, a2, seteq:ch") != std::string::npos);
  T = H.run([&](SelectionDAG& D, const SDValue* A) {
    SDValue S = D.getNode(ISD::SRA, I32, A[0], D.getConstant(5, I32));
    return selectCC(D, S, D.getConstant(0, I32), ISD::SETLT, A[2], A[3]);
  });
  INFO(T);
  CHECK(T.find("SELECT_CC a1, Constant:i32<0>, setlt:ch") != std::string::npos);
  T = H.run([&](SelectionDAG& D, const SDValue* A) {
    SDValue M = D.getNode(ISD::AND, I32, A[0], D.getConstant(16, I32));
    SDValue S = D.getNode(ISD::SRL, I32, M, D.getConstant(4, I32));
    return selectCC(D, S, D.getConstant(0, I32), ISD::SETNE, A[2], A[3]);
  });
  INFO(T);
  CHECK(T.find("setlt:ch") != std::string::npos);
  CHECK(T.find("shl a1, Constant:i32<27>") != std::string::npos);
  T = H.run([&](SelectionDAG& D, const SDValue* A) {
    SDValue M = D.getNode(ISD::AND, I32, A[0], D.getConstant(1, I32));
    return selectCC(D, M, D.getConstant(1, I32), ISD::SETNE, A[2], A[3]);
  });
  INFO(T);
  CHECK(T.find("Constant:i32<0>, seteq:ch") != std::string::npos);
  // A value that may be 2 or 3 keeps its compare with 1.
  T = H.run([&](SelectionDAG& D, const SDValue* A) {
    SDValue M = D.getNode(ISD::AND, I32, A[0], D.getConstant(3, I32));
    return selectCC(D, M, D.getConstant(1, I32), ISD::SETNE, A[2], A[3]);
  });
  INFO(T);
  CHECK(T.find("Constant:i32<1>, setne:ch") != std::string::npos);
  // An unsigned compare of an sra is not a sign test: kept.
  T = H.run([&](SelectionDAG& D, const SDValue* A) {
    SDValue S = D.getNode(ISD::SRA, I32, A[0], D.getConstant(5, I32));
    return selectCC(D, S, D.getConstant(0, I32), ISD::SETULT, A[2], A[3]);
  });
  CHECK(T.find(" = sra ") != std::string::npos);
}

TEST_CASE("riscv: select_cc of constants and of -1 / 0 arms becomes arithmetic", "[combine]") {
  HandMade H;
  EVT I32 = EVT::i32();
  // (a < 0 ? 5 : -3) → (sra a, 31) & 8 + -3 (llc-19: srai/andi/addi for `select (icmp slt a, 0), 5, -3`).
  std::string T = H.run([&](SelectionDAG& D, const SDValue* A) {
    return selectCC(D, A[0], D.getConstant(0, I32), ISD::SETLT, D.getConstant(5, I32),
                    D.getSignedConstant(-3, I32));
  });
  INFO(T);
  CHECK(T.find(" = add ") != std::string::npos);
  CHECK(T.find("Constant:i32<-3>") != std::string::npos);
  // Constants 4000 apart do not fit an immediate: the select stays.
  T = H.run([&](SelectionDAG& D, const SDValue* A) {
    return selectCC(D, A[0], D.getConstant(0, I32), ISD::SETGE, D.getConstant(2000, I32),
                    D.getSignedConstant(-2000, I32));
  });
  CHECK(T.find("SELECT_CC") != std::string::npos);
  for (int Form = 0; Form < 4; ++Form) {
    T = H.run([&](SelectionDAG& D, const SDValue* A) {
      SDValue M1 = D.getAllOnesConstant(I32), Z = D.getConstant(0, I32);
      SDValue TV = Form == 0 ? M1 : Form == 2 ? Z : A[2];
      SDValue FV = Form == 1 ? M1 : Form == 3 ? Z : A[2];
      return selectCC(D, A[0], A[1], ISD::SETULT, TV, FV);
    });
    INFO(Form << ": " << T);
    CHECK(T.find(Form < 2 ? " = or " : " = and ") != std::string::npos);
  }
  // select_cc x, 0, ne, x, 1 → x + (x == 0)
  T = H.run([&](SelectionDAG& D, const SDValue* A) {
    return selectCC(D, A[0], D.getConstant(0, I32), ISD::SETNE, A[0], D.getConstant(1, I32));
  });
  INFO(T);
  CHECK(T.find(" = add ") != std::string::npos);
  // Both arms xor 1: one xor after the select.
  T = H.run([&](SelectionDAG& D, const SDValue* A) {
    SDValue One = D.getConstant(1, I32);
    return selectCC(D, A[0], A[1], ISD::SETLT, D.getNode(ISD::XOR, I32, A[2], One),
                    D.getNode(ISD::XOR, I32, A[3], One));
  });
  INFO(T);
  CHECK(T.find(" = xor ") != std::string::npos);
  CHECK(T.find("SELECT_CC a1, a2, setlt:ch, a3, a4") != std::string::npos);
}

TEST_CASE("riscv: br_cc conditions are simplified like select_cc's", "[combine]") {
  // combine_CC is shared with SELECT_CC (whose values are checked above); here the shape of the branch.
  riscv::Subtarget ST = riscv::Subtarget::create("riscv32", "+m", "");
  riscv::RISCVTargetLowering TLI(ST);
  SelectionDAG DAG(TLI);
  EVT I32 = EVT::i32();
  SDValue A = DAG.getCopyFromReg(DAG.getEntryNode(), 0x80000010u, I32);
  SDValue B = DAG.getCopyFromReg(DAG.getEntryNode(), 0x80000011u, I32);
  SDValue X = DAG.getNode(ISD::XOR, I32, A, B);
  SDValue Br = DAG.getNode(RISCVISD::BR_CC, EVT::other(),
                           {DAG.getEntryNode(), X, DAG.getConstant(0, I32), DAG.getCondCode(ISD::SETNE),
                            DAG.getBasicBlock(1, "t")});
  // A `br` after it, as the builder makes (the root itself is held by the driver's HandleSDNode).
  DAG.setRoot(DAG.getNode(ISD::BR, EVT::other(), Br, DAG.getBasicBlock(2, "e")));
  combineDAG(DAG, TLI, CombineLevel::AfterLegalizeDAG);
  SDValue R = DAG.getRoot().getOperand(0);
  REQUIRE(R.getOpcode() == RISCVISD::BR_CC);
  CHECK(R.getOperand(1) == A); // llc-19 for `icmp ne (xor a, b), 0`: bne a0, a1
  CHECK(R.getOperand(2) == B);
  CHECK(R.getOperand(3)->getCondCode() == ISD::SETNE);
}

TEST_CASE("riscv: a select between (op x, y) and x selects y against the identity", "[combine]") {
  // llc-19: (select c, (add x, y), x) → neg/and/add without a branch.
  const std::string IR =
      "define i32 @f(i1 %c, i32 %x, i32 %y) {\n  %s = add i32 %x, %y\n"
      "  %r = select i1 %c, i32 %s, i32 %x\n  ret i32 %r\n}\n"
      "define i32 @g(i1 %c, i32 %x, i32 %y) {\n  %m = and i32 %y, 31\n  %s = shl i32 %x, %m\n"
      "  %r = select i1 %c, i32 %x, i32 %s\n  ret i32 %r\n}\n";
  CHECK(execAll(IR) == "");
  std::string D = exec::dumpAfter(IR, "riscv32", "+m", Phase::Combine1);
  INFO(D);
  CHECK(D.find("select t") != std::string::npos);
  CHECK(D.find("Constant:i32<0>") != std::string::npos);
  // Not when the operation has another use.
  const std::string Two = "define i32 @f(i1 %c, i32 %x, i32 %y) {\n  %s = add i32 %x, %y\n"
                          "  %r = select i1 %c, i32 %s, i32 %x\n  %t = xor i32 %r, %s\n  ret i32 %t\n}\n";
  CHECK(execAll(Two) == "");
  CHECK(exec::dumpAfter(Two, "riscv32", "+m", Phase::Combine1).find("Constant:i32<0>") == std::string::npos);
}

TEST_CASE("riscv: RV64 (sra (shl x, 32), 32-C) is a shifted sign extension", "[combine]") {
  // llc-19 riscv64: sext.w a0, a0; slli a0, a0, 2
  const std::string IR =
      "define i64 @f(i64 %a) {\n  %s = shl i64 %a, 32\n  %r = ashr i64 %s, 30\n  ret i64 %r\n}\n"
      "define i64 @g(i64 %a) {\n  %s = shl i64 %a, 32\n  %t = add i64 %s, 8589934592\n"
      "  %r = ashr i64 %t, 32\n  ret i64 %r\n}\n"
      "define i32 @h(i32 %a) {\n  %s = shl i32 %a, 3\n  %r = ashr i32 %s, 5\n  ret i32 %r\n}\n";
  CHECK(execAll(IR, {"riscv64"}) == "");
  std::string D = final(IR, "riscv64");
  INFO(D);
  CHECK(D.find("sign_extend_inreg t2, ValueType:ch:i32") != std::string::npos); // f: sext.w + slli 2
  CHECK(D.find("add t2, Constant:i64<2>") != std::string::npos);                // g: addiw-like form
  // riscv32 has no such combine (SRA is not registered there).
  CHECK(execAll(IR, {"riscv32"}) == "");
}

TEST_CASE("riscv: RV64 i32 shift pair becomes slli/srai by 35/37", "[combine]") {
  // Needs the extend family's sext_inreg(sext_inreg x) → sext_inreg x first. llc-19: slli 35; srai 37.
  const std::string IR =
      "define i32 @h(i32 %a) {\n  %s = shl i32 %a, 3\n  %r = ashr i32 %s, 5\n  ret i32 %r\n}\n";
  CHECK(execAll(IR, {"riscv64"}) == "");
  std::string D = final(IR, "riscv64");
  INFO(D);
  CHECK(D.find("Constant:i64<35>") != std::string::npos);
  CHECK(D.find("Constant:i64<37>") != std::string::npos);
}

TEST_CASE("riscv: RV64 equality of the low word compares sign-extended words", "[combine]") {
  const std::string IR = "define i64 @f(i64 %a) {\n  %m = and i64 %a, 4294967295\n"
                         "  %c = icmp eq i64 %m, 4294967295\n  %r = zext i1 %c to i64\n  ret i64 %r\n}\n"
                         "define i64 @g(i64 %a) {\n  %m = and i64 %a, 4294967295\n"
                         "  %c = icmp ne i64 %m, 8589934592\n  %r = zext i1 %c to i64\n  ret i64 %r\n}\n";
  CHECK(execAll(IR, {"riscv64"}) == "");
  std::string D = final(IR, "riscv64");
  INFO(D);
  CHECK(D.find("sign_extend_inreg") != std::string::npos); // llc-19: sext.w + addi/seqz
  CHECK(D.find("Constant:i64<-1>") != std::string::npos);
}

TEST_CASE("riscv: seed foo compares directly in the optimized legalized DAG", "[combine]") {
  // Needs the generic folds of the other families too (known bits drop `and t, 1`, xor of setcc inverts
  // the compare); then combine_CC folds the compare into the select. llc-19: li a2, 6; bltu a2, a1.
  const std::string IR = "define i32 @foo(i32 %v) {\n  %lo = trunc i32 %v to i16\n  %p = add i16 %lo, 5\n"
                         "  %c = icmp ugt i16 %p, 6\n  %r = select i1 %c, i32 %v, i32 9\n  ret i32 %r\n}\n";
  CHECK(execAll(IR, {"riscv32"}) == "");
  std::string D = final(IR);
  INFO(D);
  CHECK(D.find(" = setcc ") == std::string::npos);
  CHECK(D.find("Constant:i32<6>") != std::string::npos);
}

// RISC-V's targetShrinkDemandedConstant (TargetLowering::chooseDemandedConstant): once operations are legal,
// an and whose users read only some bits takes a mask an instruction can hold. llc-19 on both functions:
// `andi a0, a0, -16` then `sh` / `sw` (not `lui`+`addi` for 65520 / a 64-bit 0xfffffff0).
TEST_CASE("riscv: and masks become simm12 where the unread bits allow", "[combine]") {
  const std::string IR16 = "define void @f(i16 %x, ptr %p) {\n"
                           "  %a = and i16 %x, -16\n"
                           "  store i16 %a, ptr %p\n"
                           "  ret void\n"
                           "}\n";
  const std::string IR64 = "define void @g(i64 %x, ptr %p) {\n"
                           "  %a = and i64 %x, 4294967280\n"
                           "  %t = trunc i64 %a to i32\n"
                           "  store i32 %t, ptr %p\n"
                           "  ret void\n"
                           "}\n";
  // The same stores, executed: a volatile slot keeps the truncating store and reads it back.
  const std::string Exec16 = "define i16 @f(i16 %x) {\n"
                             "  %p = alloca i16\n"
                             "  %a = and i16 %x, -16\n"
                             "  store volatile i16 %a, ptr %p\n"
                             "  %r = load volatile i16, ptr %p\n"
                             "  ret i16 %r\n"
                             "}\n";
  const std::string Exec64 = "define i32 @g(i64 %x) {\n"
                             "  %p = alloca i32\n"
                             "  %a = and i64 %x, 4294967280\n"
                             "  %t = trunc i64 %a to i32\n"
                             "  store volatile i32 %t, ptr %p\n"
                             "  %r = load volatile i32, ptr %p\n"
                             "  ret i32 %r\n"
                             "}\n";
  CHECK(execAll(Exec16).empty());
  CHECK(execAll(Exec64, {"riscv64"}).empty());
  CHECK(final(Exec16).find("Constant:i32<-16>") != std::string::npos);
  CHECK(final(Exec64, "riscv64").find("Constant:i64<-16>") != std::string::npos);
  std::string D16 = final(IR16);
  CHECK(D16.find("= and t2, Constant:i32<-16>") != std::string::npos);
  std::string D64 = final(IR64, "riscv64");
  CHECK(D64.find("= and t2, Constant:i64<-16>") != std::string::npos);
  // Not before operations are legal: the type-legalized combine keeps the shrunk mask.
  std::string LT = exec::dumpAfter(IR16, "riscv32", "+m", Phase::CombineLT);
  CHECK(LT.find("Constant:i32<65520>") != std::string::npos);
  CHECK(LT.find("Constant:i32<-16>") == std::string::npos);
}
