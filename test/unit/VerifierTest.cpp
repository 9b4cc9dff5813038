// test/unit/VerifierTest.cpp — the DAG verifier (dag/Verifier.h).
//
// Two directions. Every check must fire: each test breaks one thing on purpose — through the public API,
// with folding off (getNode then creates whatever it is asked for) or by relinking an operand edge by hand —
// and expects the verifier's sentence for it. And the verifier must stay silent on well-formed DAGs: every
// block the pipeline builds for a set of .ll inputs (odd widths, i64/i128 on riscv32, calls, memory, phis,
// soft float, the clang-generated inputs of test/inputs/ir) verifies clean. Tests that corrupt the node list
// restore it before the DAG is destroyed (its destructor walks the list).
#include "dag/Verifier.h"

#include "dag/FunctionLowering.h"
#include "dag/SelectionDAG.h"
#include "ir/IR.h"
#include "ir/Parser.h"
#include "support/Diagnostics.h"
#include "targets/riscv/RISCVSubtarget.h"
#include "targets/riscv/RISCVTargetLowering.h"
#include "tools/lib/Pipeline.h"

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <sstream>

#ifndef DAGTOOL_SOURCE_DIR
#define DAGTOOL_SOURCE_DIR "."
#endif

using namespace dt;

namespace {

/// A DAG with folding off, on the real RV32 target.
struct Bad {
  riscv::Subtarget ST = riscv::Subtarget::create("riscv32", "", "");
  riscv::RISCVTargetLowering TLI{ST};
  SelectionDAG DAG{TLI};
  unsigned NextReg = 0;
  Bad() { DAG.FoldOnCreate = false; }

  SDValue in(EVT VT) { return DAG.getCopyFromReg(DAG.getEntryNode(), indexToVirtReg(NextReg++), VT); }
  SDValue k(unsigned Bits, uint64_t V) { return DAG.getConstant(APInt(Bits, V), EVT::integer(Bits)); }
  SDValue n(int32_t Opc, EVT VT, std::initializer_list<SDValue> Ops) { return DAG.getNode(Opc, VT, Ops); }
  SDValue n2(int32_t Opc, EVT A, EVT B, std::initializer_list<SDValue> Ops) {
    return DAG.getNode(Opc, DAG.getVTList(A, B), Ops);
  }
  SDValue cc(ISD::CondCode C) { return DAG.getCondCode(C); }
  SDValue vt(EVT VT) { return DAG.getValueType(VT); }
  const MemOperand* mem(uint16_t Flags, uint64_t Size) {
    MemOperand MO;
    MO.F = Flags;
    MO.SizeInBytes = Size;
    return DAG.getMemOperand(MO);
  }
  std::vector<SDNode*> order() {
    std::vector<SDNode*> O;
    for (SDNode* N : DAG.allnodes()) O.push_back(N);
    return O;
  }
  std::vector<std::string> verify() const { return verifyDAG(DAG); }
};

/// An unknown target opcode: the verifier applies structural checks only.
constexpr int32_t TargetOpc = ISD::BUILTIN_OP_END + 1000;

std::string joined(const std::vector<std::string>& V) {
  std::string S;
  for (const std::string& L : V) S += L + "\n";
  return S;
}

size_t countWith(const std::vector<std::string>& P, std::string_view Sub) {
  size_t C = 0;
  for (const std::string& L : P) C += L.find(Sub) != std::string::npos;
  return C;
}

std::string idOf(SDValue V) {
  return "t" + std::to_string(V->getPersistentId());
}

} // namespace

/// The verifier reports a problem containing Sub.
#define EXPECT_PROBLEM(B, Sub)                                                                               \
  do {                                                                                                       \
    auto P_ = (B).verify();                                                                                  \
    INFO("problems:\n" << joined(P_));                                                                       \
    CHECK(countWith(P_, Sub) >= 1);                                                                          \
  } while (0)

/// The verifier reports exactly one problem, containing Sub (for typing rules: nothing else is wrong).
#define EXPECT_ONLY_PROBLEM(B, Sub)                                                                          \
  do {                                                                                                       \
    auto P_ = (B).verify();                                                                                  \
    INFO("problems:\n" << joined(P_));                                                                       \
    CHECK(P_.size() == 1);                                                                                   \
    CHECK(countWith(P_, Sub) == 1);                                                                          \
  } while (0)

// ===========================================================================================================
// Structure
// ===========================================================================================================

TEST_CASE("a fresh DAG and a hand-built sound DAG verify clean", "[dag]") {
  Bad B;
  CHECK(B.verify().empty());
  SDValue X = B.in(EVT::i32());
  SDValue S = B.n(ISD::ADD, EVT::i32(), {X, B.k(32, 1)});
  B.DAG.setRoot(B.DAG.getCopyToReg(SDValue(X.getNode(), 1), indexToVirtReg(9), S));
  CHECK(B.verify().empty());
  CHECK_NOTHROW(verifyDAGOrThrow(B.DAG, "test"));
}

TEST_CASE("verifyDAGOrThrow lists every problem", "[dag]") {
  Bad B;
  SDValue X = B.in(EVT::i32());
  B.n(ISD::ADD, EVT::i32(), {X, B.k(16, 1)});
  B.DAG.setRoot(X);
  try {
    verifyDAGOrThrow(B.DAG, "the test phase");
    FAIL("no exception");
  } catch (const InternalError& E) {
    std::string Msg = E.what();
    CHECK(Msg.find("malformed SelectionDAG after the test phase (2 problems):") != std::string::npos);
    CHECK(Msg.find("operand 1 has type i16 but result 0 has type i32") != std::string::npos);
    CHECK(Msg.find("not a chain") != std::string::npos);
  }
}

TEST_CASE("setNodeOrder refuses an order that lists a node twice, and the DAG stays valid", "[dag]") {
  // A repeated node would drop the nodes between its occurrences from the list; setNodeOrder checks its input
  // instead of leaving that to the verifier.
  Bad B;
  SDValue X = B.in(EVT::i32());
  B.n(ISD::ADD, EVT::i32(), {X, X});
  std::vector<SDNode*> Orig = B.order();
  REQUIRE(Orig.size() == 4); // t0, Register, CopyFromReg, add
  std::vector<SDNode*> Dup = Orig;
  Dup[2] = Dup[1];
  CHECK_THROWS_AS(B.DAG.setNodeOrder(Dup), InternalError);
  std::vector<SDNode*> Short = {Orig[0], Orig[1], Orig[2], Orig[0]};
  CHECK_THROWS_AS(B.DAG.setNodeOrder(Short), InternalError);
  CHECK(B.order() == Orig);
  CHECK(B.verify().empty());
}

TEST_CASE("verifier: deleted nodes and handles in the node list, missing entry token", "[dag]") {
  Bad B;
  SDValue X = B.in(EVT::i32());
  SDValue Dead = B.n(ISD::MUL, EVT::i32(), {X, X});
  SDValue Live = B.n(ISD::ADD, EVT::i32(), {X, X});
  B.DAG.setRoot(B.DAG.getCopyToReg(B.DAG.getEntryNode(), indexToVirtReg(5), Live));
  B.DAG.DeleteNode(Dead.getNode());
  std::vector<SDNode*> Orig = B.order();
  SECTION("deleted") {
    std::vector<SDNode*> O = Orig;
    O[O.size() - 2] = Dead.getNode(); // replaces the Register of the CopyToReg
    B.DAG.setNodeOrder(O);
    EXPECT_PROBLEM(B, "a deleted node is still in the node list");
  }
  SECTION("handle") {
    HandleSDNode H(X);
    std::vector<SDNode*> O = Orig;
    O[O.size() - 2] = &H;
    B.DAG.setNodeOrder(O);
    EXPECT_PROBLEM(B, "a HandleSDNode is in the node list");
    B.DAG.setNodeOrder(Orig);
  }
  SECTION("entry") {
    std::vector<SDNode*> O = Orig;
    REQUIRE(O[0]->getOpcode() == ISD::EntryToken);
    O[0] = Dead.getNode();
    B.DAG.setNodeOrder(O);
    auto P = B.verify();
    INFO(joined(P));
    CHECK(countWith(P, "the entry token is not in the node list") == 1);
    CHECK(countWith(P, "refers to t0, which is not in the DAG") >= 1);
  }
  B.DAG.setNodeOrder(Orig);
  CHECK(B.verify().empty());
}

TEST_CASE("verifier: duplicate and out-of-range persistent ids", "[dag]") {
  Bad B;
  B.in(EVT::i32());
  B.DAG.setNextPersistentId(0);
  B.k(32, 3); // numbered t0 again
  auto P = B.verify();
  INFO(joined(P));
  CHECK(countWith(P, "has the same persistent id as another node") == 1);
  CHECK(countWith(P, "persistent id is not below the next id to assign") >= 1);
}

TEST_CASE("verifier: nodes without results, invalid and misplaced glue results", "[dag]") {
  Bad B;
  SDValue X = B.in(EVT::i32());
  SECTION("no results") {
    B.DAG.getNode(TargetOpc, B.DAG.getVTList(std::span<const EVT>()), {X});
    EXPECT_ONLY_PROBLEM(B, "has no results");
  }
  SECTION("invalid type") {
    B.DAG.getNode(TargetOpc, B.DAG.getVTList(EVT()), {X});
    EXPECT_ONLY_PROBLEM(B, "result 0 has no valid type");
  }
  SECTION("glue first") {
    B.DAG.getNode(TargetOpc, B.DAG.getVTList(EVT::glue(), EVT::i32()), {X});
    EXPECT_ONLY_PROBLEM(B, "glue result 0 is not the last result");
  }
}

TEST_CASE("verifier: null, foreign and deleted operands, result numbers out of range", "[dag]") {
  Bad B;
  SDValue X = B.in(EVT::i32());
  SECTION("null") {
    B.n(TargetOpc, EVT::i32(), {X, SDValue()});
    EXPECT_ONLY_PROBLEM(B, "operand 1 is null");
  }
  SECTION("result number") {
    B.n(TargetOpc, EVT::i32(), {SDValue(X.getNode(), 5)});
    EXPECT_ONLY_PROBLEM(B, "operand 0 uses result 5 of " + idOf(X) + ", which has 2 result(s)");
  }
  SECTION("deleted") {
    SDValue A = B.n(ISD::ADD, EVT::i32(), {X, X});
    SDValue U = B.n(ISD::SHL, EVT::i32(), {A, B.k(32, 1)});
    U->ops()[0].removeFromList();
    B.DAG.DeleteNode(A.getNode());
    EXPECT_ONLY_PROBLEM(B, "operand 0 refers to " + idOf(A) + " (a deleted node), which is not in the DAG");
  }
  SECTION("foreign") {
    SelectionDAG Other(B.TLI);
    SDValue Y = Other.getCopyFromReg(Other.getEntryNode(), indexToVirtReg(0), EVT::i32());
    SDValue N = B.n(TargetOpc, EVT::i32(), {Y});
    EXPECT_ONLY_PROBLEM(B, "operand 0 refers to " + idOf(Y) + ", which is not in the DAG");
    // Seen from the other DAG, its node has a user outside.
    auto P = verifyDAG(Other);
    INFO(joined(P));
    CHECK(countWith(P, "is used by " + idOf(N) + ", which is not in the DAG") == 1);
    N->ops()[0].removeFromList();
  }
}

TEST_CASE("verifier: glue operands must be last and glue has one user", "[dag]") {
  Bad B;
  SDValue X = B.in(EVT::i32());
  SDValue C = B.n2(ISD::ADDC, EVT::i32(), EVT::glue(), {X, X});
  SDValue Glue(C.getNode(), 1);
  SECTION("not last") {
    B.n(TargetOpc, EVT::i32(), {Glue, X});
    EXPECT_ONLY_PROBLEM(B, "glue operand 0 is not the last operand");
  }
  SECTION("two users") {
    B.n(TargetOpc, EVT::i32(), {X, Glue});
    B.n(TargetOpc, EVT::i64(), {X, Glue});
    EXPECT_ONLY_PROBLEM(B, "glue result 1 has 2 users; glue may have only one");
  }
}

TEST_CASE("verifier: use lists must mirror the operand arrays", "[dag]") {
  Bad B;
  SDValue X = B.in(EVT::i32()), Y = B.in(EVT::i32());
  SDValue A = B.n(ISD::ADD, EVT::i32(), {X, Y});
  SDUse& U = A->ops()[1];
  SECTION("an operand edge missing from the use list") {
    U.removeFromList();
    auto P = B.verify();
    INFO(joined(P));
    CHECK(countWith(P, "operand 1 is missing from the use list of " + idOf(Y)) == 1);
    CHECK(countWith(P, idOf(Y) + " (CopyFromReg): use list has 0 use(s) but 1 operand edge(s) point at it") ==
          1);
    U.setInitial(Y); // relink
  }
  SECTION("a use that points elsewhere") {
    const_cast<SDValue&>(U.get()) = X; // retarget without moving the use to X's list
    auto P = B.verify();
    INFO(joined(P));
    CHECK(countWith(P, idOf(Y) + " (CopyFromReg): use list holds an edge that points at " + idOf(X)) == 1);
    CHECK(countWith(P, "operand 1 is missing from the use list of " + idOf(X)) == 1);
    CHECK(countWith(P, idOf(X) + " (CopyFromReg): use list has 1 use(s) but 2 operand edge(s)") == 1);
    const_cast<SDValue&>(U.get()) = Y;
  }
  SECTION("an operand slot that names another user") {
    SDNode* Other = X.getNode();
    U.setUser(Other);
    auto P = B.verify();
    INFO(joined(P));
    CHECK(countWith(P, "operand slot 1 does not name this node as its user") == 1);
    CHECK(countWith(P, "use list holds an edge of " + idOf(X) + " that is not one of its operand slots") ==
          1);
    U.setUser(A.getNode());
  }
  CHECK(B.verify().empty());
}

TEST_CASE("verifier: cycles", "[dag]") {
  Bad B;
  SDValue X = B.in(EVT::i32());
  SDValue P = B.n(ISD::ADD, EVT::i32(), {X, X});
  SDValue Q = B.n(ISD::MUL, EVT::i32(), {P, X});
  SDValue R = B.n(ISD::SUB, EVT::i32(), {Q, X});
  SDUse& U = P->ops()[0];
  U.removeFromList();
  U.setInitial(R); // P uses R uses Q uses P
  auto Probs = B.verify();
  INFO(joined(Probs));
  REQUIRE(Probs.size() == 1);
  CHECK(countWith(Probs, "is on a cycle of operand edges: ") == 1);
  for (SDValue V : {P, Q, R}) CHECK(countWith(Probs, idOf(V)) == 1);
  U.removeFromList();
  U.setInitial(X);
  CHECK(B.verify().empty());
}

TEST_CASE("verifier: the root", "[dag]") {
  Bad B;
  SDValue X = B.in(EVT::i32());
  SECTION("a data value") {
    B.DAG.setRoot(X);
    EXPECT_ONLY_PROBLEM(B, idOf(X) + " (CopyFromReg):0 is a i32 value, not a chain");
  }
  SECTION("the chain result is fine") {
    B.DAG.setRoot(SDValue(X.getNode(), 1));
    CHECK(B.verify().empty());
  }
  SECTION("null") {
    B.DAG.setRoot(SDValue());
    EXPECT_ONLY_PROBLEM(B, "the root is null");
  }
  SECTION("a result that does not exist") {
    B.DAG.setRoot(SDValue(X.getNode(), 2));
    EXPECT_ONLY_PROBLEM(B, "the root uses result 2 of");
  }
  SECTION("a deleted node") {
    SDValue C = B.DAG.getCopyToReg(B.DAG.getEntryNode(), indexToVirtReg(3), X);
    B.DAG.DeleteNode(C.getNode());
    B.DAG.setRoot(C);
    EXPECT_ONLY_PROBLEM(B, "the root " + idOf(C) + " is not in the DAG");
  }
}

TEST_CASE("verifier: HandleSDNode users are not problems", "[dag]") {
  Bad B;
  SDValue X = B.in(EVT::i32());
  HandleSDNode H(X);
  HandleSDNode H2(SDValue(X.getNode(), 1));
  CHECK(B.verify().empty());
}

TEST_CASE("verifier: target and machine nodes get structural checks only", "[dag]") {
  Bad B;
  SDValue X = B.in(EVT::i32());
  B.DAG.getNode(TargetOpc, B.DAG.getVTList(EVT::f64(), EVT::other()), {X, B.k(8, 1), B.cc(ISD::SETEQ)});
  SDValue MOps[] = {X, X};
  B.DAG.getMachineNode(12, B.DAG.getVTList(EVT::i1()), MOps);
  CHECK(B.verify().empty());
}

// ===========================================================================================================
// Typing rules of generic opcodes
// ===========================================================================================================

TEST_CASE("verifier: leaves", "[dag]") {
  Bad B;
  SECTION("undef of a chain type") {
    B.DAG.getUNDEF(EVT::other());
    EXPECT_ONLY_PROBLEM(B, "undef must be a data value");
  }
  SECTION("an address of FP type") {
    B.DAG.getFrameIndex(0, EVT::f32());
    EXPECT_ONLY_PROBLEM(B, "an address must have a scalar integer (pointer) type");
  }
  SECTION("an FP constant whose bits do not match the type") {
    B.DAG.getConstantFP(APInt(32, 0), EVT::f64());
    EXPECT_ONLY_PROBLEM(B, "the FP constant's bit pattern has 32 bits but its type is f64");
  }
  SECTION("an integer constant of FP type") {
    B.DAG.getConstantFP(APInt(32, 0), EVT::i32());
    EXPECT_ONLY_PROBLEM(B, "an FP constant must have a scalar FP type");
  }
}

TEST_CASE("verifier: binary integer operators", "[dag]") {
  Bad B;
  SDValue X = B.in(EVT::i32()), H = B.in(EVT::i16()), F = B.in(EVT::f32());
  SECTION("operand type differs") {
    B.n(ISD::ADD, EVT::i32(), {X, H});
    EXPECT_ONLY_PROBLEM(B, "operand 1 has type i16 but result 0 has type i32");
  }
  SECTION("result type differs") {
    B.n(ISD::UDIV, EVT::i16(), {X, X});
    EXPECT_PROBLEM(B, "operand 0 has type i32 but result 0 has type i16");
  }
  SECTION("FP types") {
    B.n(ISD::AND, EVT::f32(), {F, F});
    EXPECT_ONLY_PROBLEM(B, "result 0 must be an integer, is f32");
  }
  SECTION("operand count") {
    B.n(ISD::SUB, EVT::i32(), {X});
    EXPECT_ONLY_PROBLEM(B, "has 1 operand(s), expected 2");
  }
  SECTION("two-result forms") {
    B.n2(ISD::UMUL_LOHI, EVT::i32(), EVT::i16(), {X, X});
    EXPECT_ONLY_PROBLEM(B, "result 1 has type i16 but result 0 is i32");
  }
  SECTION("overflow forms") {
    B.n(ISD::UADDO, EVT::i32(), {X, X});
    EXPECT_ONLY_PROBLEM(B, "has 1 result(s), expected 2");
  }
  SECTION("carry forms") {
    B.n2(ISD::UADDO_CARRY, EVT::i32(), EVT::i1(), {X, X, F});
    EXPECT_ONLY_PROBLEM(B, "operand 2 must be an integer, is f32");
  }
  SECTION("addc produces glue") {
    B.n2(ISD::ADDC, EVT::i32(), EVT::i1(), {X, X});
    EXPECT_ONLY_PROBLEM(B, "result 1 must be glue, is i1");
  }
}

TEST_CASE("verifier: bswap needs whole half-words", "[dag]") {
  Bad B;
  SDValue O = B.in(EVT::integer(24));
  B.n(ISD::BSWAP, EVT::integer(24), {O});
  EXPECT_ONLY_PROBLEM(B, "bswap needs a multiple of 16 bits, type is i24");
}

TEST_CASE("verifier: shifts", "[dag]") {
  Bad B;
  SDValue X = B.in(EVT::i32()), H = B.in(EVT::i16());
  SECTION("result differs from the shifted value") {
    B.n(ISD::SHL, EVT::i32(), {H, X});
    EXPECT_ONLY_PROBLEM(B, "operand 0 has type i16 but result 0 has type i32");
  }
  SECTION("any integer amount is fine") {
    B.n(ISD::SRL, EVT::i32(), {X, B.in(EVT::i8())});
    B.n(ISD::SRA, EVT::i16(), {H, X});
    CHECK(B.verify().empty());
  }
  SECTION("an amount too narrow for the width") {
    SDValue W = B.in(EVT::i128());
    B.n(ISD::SHL, EVT::i128(), {W, B.in(EVT::integer(6))});
    EXPECT_ONLY_PROBLEM(B, "shift amount type i6 is too narrow for shifts of i128");
  }
  SECTION("an FP amount") {
    B.n(ISD::ROTL, EVT::i32(), {X, B.in(EVT::f32())});
    EXPECT_ONLY_PROBLEM(B, "operand 1 must be an integer, is f32");
  }
}

TEST_CASE("verifier: setcc", "[dag]") {
  Bad B;
  SDValue X = B.in(EVT::i32()), H = B.in(EVT::i16()), F = B.in(EVT::f32());
  SECTION("two operands") {
    B.n(ISD::SETCC, EVT::i1(), {X, X});
    EXPECT_ONLY_PROBLEM(B, "has 2 operand(s), expected 3");
  }
  SECTION("no condition code") {
    B.n(ISD::SETCC, EVT::i1(), {X, X, X});
    EXPECT_ONLY_PROBLEM(B, "operand 2 must be a condition code");
  }
  SECTION("operands of different types") {
    B.n(ISD::SETCC, EVT::i1(), {X, H, B.cc(ISD::SETEQ)});
    EXPECT_ONLY_PROBLEM(B, "setcc compares i32 with i16");
  }
  SECTION("an FP-only condition on integers") {
    B.n(ISD::SETCC, EVT::i1(), {X, X, B.cc(ISD::SETUO)});
    EXPECT_ONLY_PROBLEM(B, "condition setuo is only for floating-point compares");
  }
  SECTION("FP result") {
    B.n(ISD::SETCC, EVT::f32(), {F, F, B.cc(ISD::SETOLT)});
    EXPECT_ONLY_PROBLEM(B, "result 0 must be an integer, is f32");
  }
  SECTION("sound forms") {
    B.n(ISD::SETCC, EVT::i1(), {F, F, B.cc(ISD::SETUO)});
    B.n(ISD::SETCC, EVT::i32(), {X, X, B.cc(ISD::SETULT)});
    CHECK(B.verify().empty());
  }
}

TEST_CASE("verifier: select and select_cc", "[dag]") {
  Bad B;
  SDValue X = B.in(EVT::i32()), H = B.in(EVT::i16()), F = B.in(EVT::f32()), C = B.in(EVT::i1());
  SECTION("FP condition") {
    B.n(ISD::SELECT, EVT::i32(), {F, X, X});
    EXPECT_ONLY_PROBLEM(B, "select's condition must be i1 or a scalar integer, is f32");
  }
  SECTION("arms differ") {
    B.n(ISD::SELECT, EVT::i32(), {C, X, H});
    EXPECT_ONLY_PROBLEM(B, "operand 2 has type i16 but result 0 has type i32");
  }
  SECTION("integer condition is fine") {
    B.n(ISD::SELECT, EVT::f32(), {X, F, F});
    CHECK(B.verify().empty());
  }
  SECTION("select_cc") {
    B.DAG.getNode(ISD::SELECT_CC, EVT::i32(), std::vector<SDValue>{X, H, X, X, B.cc(ISD::SETLT)});
    EXPECT_ONLY_PROBLEM(B, "select_cc compares i32 with i16");
  }
}

TEST_CASE("verifier: extensions and truncations", "[dag]") {
  Bad B;
  SDValue X = B.in(EVT::i32()), F = B.in(EVT::f32());
  SECTION("truncate to a wider type") {
    B.n(ISD::TRUNCATE, EVT::i64(), {X});
    EXPECT_ONLY_PROBLEM(B, "a truncation must narrow, but i64 is not narrower than i32");
  }
  SECTION("sign_extend to a narrower type") {
    B.n(ISD::SIGN_EXTEND, EVT::i16(), {X});
    EXPECT_ONLY_PROBLEM(B, "an extension must widen, but i16 is not wider than i32");
  }
  SECTION("zero_extend to the same type (getNode folds it away)") {
    B.n(ISD::ZERO_EXTEND, EVT::i32(), {X});
    EXPECT_ONLY_PROBLEM(B, "an extension must widen");
  }
  SECTION("any_extend of FP") {
    B.n(ISD::ANY_EXTEND, EVT::i64(), {F});
    EXPECT_ONLY_PROBLEM(B, "operand 0 must be an integer, is f32");
  }
  SECTION("fp_extend narrowing") {
    B.n(ISD::FP_EXTEND, EVT::f16(), {F});
    EXPECT_ONLY_PROBLEM(B, "an extension must widen, but f16 is not wider than f32");
  }
  SECTION("fp_round widening") {
    B.n(ISD::FP_ROUND, EVT::f64(), {F, B.DAG.getTargetConstant(0, EVT::i32())});
    EXPECT_ONLY_PROBLEM(B, "a truncation must narrow, but f64 is not narrower than f32");
  }
  SECTION("fp_round flag") {
    B.n(ISD::FP_ROUND, EVT::f16(), {F, B.DAG.getTargetConstant(2, EVT::i32())});
    EXPECT_ONLY_PROBLEM(B, "fp_round's flag operand must be 0 or 1");
  }
  SECTION("sign_extend_inreg from a wider type") {
    B.n(ISD::SIGN_EXTEND_INREG, EVT::i32(), {X, B.vt(EVT::i64())});
    EXPECT_ONLY_PROBLEM(B, "the type operand i64 is wider than the value type i32");
  }
  SECTION("AssertZext from a wider type") {
    B.n(ISD::AssertZext, EVT::i32(), {X, B.vt(EVT::i64())});
    EXPECT_ONLY_PROBLEM(B, "the type operand i64 is wider than the value type i32");
  }
  SECTION("AssertSext without a ValueType") {
    B.n(ISD::AssertSext, EVT::i32(), {X, X});
    EXPECT_ONLY_PROBLEM(B, "operand 1 must be a ValueType");
  }
  SECTION("sound forms") {
    B.n(ISD::SIGN_EXTEND_INREG, EVT::i32(), {X, B.vt(EVT::i1())});
    B.n(ISD::AssertSext, EVT::i32(), {X, B.vt(EVT::i32())});
    B.n(ISD::TRUNCATE, EVT::integer(17), {X});
    B.n(ISD::ZERO_EXTEND, EVT::i128(), {X});
    CHECK(B.verify().empty());
  }
}

TEST_CASE("verifier: conversions and FP operators", "[dag]") {
  Bad B;
  SDValue X = B.in(EVT::i32()), F = B.in(EVT::f32()), D = B.in(EVT::f64());
  SECTION("bitcast between sizes") {
    B.n(ISD::BITCAST, EVT::f64(), {X});
    EXPECT_ONLY_PROBLEM(B, "bitcast between types of different sizes (i32 and f64)");
  }
  SECTION("sint_to_fp from FP") {
    B.n(ISD::SINT_TO_FP, EVT::f32(), {D});
    EXPECT_ONLY_PROBLEM(B, "operand 0 must be an integer, is f64");
  }
  SECTION("fp_to_uint to FP") {
    B.n(ISD::FP_TO_UINT, EVT::f32(), {D});
    EXPECT_ONLY_PROBLEM(B, "result 0 must be an integer, is f32");
  }
  SECTION("fadd of mixed types") {
    B.n(ISD::FADD, EVT::f32(), {F, D});
    EXPECT_ONLY_PROBLEM(B, "operand 1 has type f64 but result 0 has type f32");
  }
  SECTION("fneg of an integer") {
    B.n(ISD::FNEG, EVT::i32(), {X});
    EXPECT_ONLY_PROBLEM(B, "result 0 must be floating point, is i32");
  }
  SECTION("fma") {
    B.n(ISD::FMA, EVT::f32(), {F, F, D});
    EXPECT_ONLY_PROBLEM(B, "operand 2 has type f64 but result 0 has type f32");
  }
  SECTION("fp_to_sint_sat wider than its result") {
    B.n(ISD::FP_TO_SINT_SAT, EVT::i32(), {F, B.vt(EVT::i64())});
    EXPECT_ONLY_PROBLEM(B, "saturation type i64 must be an integer no wider than i32");
  }
  SECTION("sound forms") {
    B.n(ISD::FCOPYSIGN, EVT::f32(), {F, D}); // mixed fcopysign is allowed
    B.n(ISD::BITCAST, EVT::f32(), {X});
    B.n(ISD::UINT_TO_FP, EVT::f64(), {B.in(EVT::integer(17))});
    B.n(ISD::FP_ROUND, EVT::f32(), {D, B.DAG.getTargetConstant(1, EVT::i32())});
    CHECK(B.verify().empty());
  }
}

TEST_CASE("verifier: loads", "[dag]") {
  Bad B;
  SDValue P = B.in(EVT::i32());
  SDValue Ch = B.DAG.getEntryNode();
  SECTION("a non-extending load with another memory type") {
    B.DAG.getExtLoad(ISD::NON_EXTLOAD, EVT::i32(), Ch, P, EVT::i16(), B.mem(MemOperand::Load, 2));
    EXPECT_ONLY_PROBLEM(B, "a non-extending load of i16 produces i32");
  }
  SECTION("an extending load that narrows") {
    B.DAG.getExtLoad(ISD::SEXTLOAD, EVT::i16(), Ch, P, EVT::i32(), B.mem(MemOperand::Load, 4));
    EXPECT_ONLY_PROBLEM(B, "an extending load must widen, but i32 is not narrower than i16");
  }
  SECTION("a sign-extending FP load") {
    B.DAG.getExtLoad(ISD::SEXTLOAD, EVT::f64(), Ch, P, EVT::f32(), B.mem(MemOperand::Load, 4));
    EXPECT_ONLY_PROBLEM(B, "sign/zero-extending loads are integer only");
  }
  SECTION("an extending load between integer and FP") {
    B.DAG.getExtLoad(ISD::EXTLOAD, EVT::i64(), Ch, P, EVT::f32(), B.mem(MemOperand::Load, 4));
    EXPECT_ONLY_PROBLEM(B, "an extending load cannot convert between f32 and i64");
  }
  SECTION("the memory operand's size") {
    B.DAG.getLoad(EVT::i32(), Ch, P, B.mem(MemOperand::Load, 2));
    EXPECT_ONLY_PROBLEM(B, "the memory type i32 stores 4 byte(s) but the memory operand covers only 2");
  }
  SECTION("a memory operand larger than the access is fine (LLVM: a possible address range)") {
    B.DAG.getLoad(EVT::i8(), Ch, P, B.mem(MemOperand::Load, 8));
    CHECK(B.verify().empty());
  }
  SECTION("the memory operand's direction") {
    B.DAG.getLoad(EVT::i32(), Ch, P, B.mem(MemOperand::Store, 4));
    EXPECT_ONLY_PROBLEM(B, "the memory operand of a load must say load and not store");
  }
  SECTION("a memory operand that says load and store") {
    B.DAG.getLoad(EVT::i32(), Ch, P, B.mem(MemOperand::Load | MemOperand::Store, 4));
    EXPECT_ONLY_PROBLEM(B, "the memory operand of a load must say load and not store");
  }
  SECTION("no memory operand") {
    B.DAG.getLoad(EVT::i32(), Ch, P, nullptr);
    EXPECT_ONLY_PROBLEM(B, "has no memory operand");
  }
  SECTION("the chain operand") {
    B.DAG.getLoad(EVT::i32(), P, P, B.mem(MemOperand::Load, 4));
    EXPECT_ONLY_PROBLEM(B, "operand 0 must be a chain (ch), is i32");
  }
  SECTION("the operand layout") {
    B.DAG.getNode(ISD::LOAD, B.DAG.getVTList(EVT::i32(), EVT::other()), {Ch, P});
    EXPECT_ONLY_PROBLEM(B, "has 2 operand(s), expected 3");
  }
  SECTION("the offset of an unindexed load") {
    B.DAG.getNode(ISD::LOAD, B.DAG.getVTList(EVT::i32(), EVT::other()), {Ch, P, P});
    auto Probs = B.verify();
    INFO(joined(Probs));
    CHECK(countWith(Probs, "the offset operand of an unindexed load must be undef") == 1);
  }
  SECTION("odd widths and extending loads are fine") {
    B.DAG.getLoad(EVT::integer(17), Ch, P, B.mem(MemOperand::Load, 3));
    B.DAG.getExtLoad(ISD::ZEXTLOAD, EVT::i32(), Ch, P, EVT::i1(), B.mem(MemOperand::Load, 1));
    B.DAG.getExtLoad(ISD::EXTLOAD, EVT::f64(), Ch, P, EVT::f32(), B.mem(MemOperand::Load, 4));
    CHECK(B.verify().empty());
  }
}

TEST_CASE("verifier: stores", "[dag]") {
  Bad B;
  SDValue P = B.in(EVT::i32()), V = B.in(EVT::i16()), D = B.in(EVT::f64());
  SDValue Ch = B.DAG.getEntryNode();
  SECTION("a truncating store that widens") {
    B.DAG.getTruncStore(Ch, V, P, EVT::i32(), B.mem(MemOperand::Store, 4));
    EXPECT_ONLY_PROBLEM(B, "a truncating store must narrow, but i32 is not narrower than i16");
  }
  SECTION("a truncating store between FP and integer") {
    B.DAG.getTruncStore(Ch, D, P, EVT::i32(), B.mem(MemOperand::Store, 4));
    EXPECT_ONLY_PROBLEM(B, "a truncating store cannot convert between f64 and i32");
  }
  SECTION("the memory operand's direction") {
    B.DAG.getStore(Ch, V, P, B.mem(MemOperand::Load, 2));
    EXPECT_ONLY_PROBLEM(B, "the memory operand of a store must say store and not load");
  }
  SECTION("storing a chain") {
    B.DAG.getStore(Ch, Ch, P, B.mem(MemOperand::Store, 0));
    EXPECT_PROBLEM(B, "the stored value is ch");
  }
  SECTION("the operand layout") {
    B.DAG.getNode(ISD::STORE, EVT::other(), {Ch, V, P});
    EXPECT_ONLY_PROBLEM(B, "has 3 operand(s), expected 4");
  }
  SECTION("sound forms") {
    B.DAG.getStore(Ch, V, P, B.mem(MemOperand::Store, 2));
    B.DAG.getTruncStore(Ch, V, P, EVT::i8(), B.mem(MemOperand::Store, 1));
    B.DAG.getStore(Ch, B.in(EVT::integer(33)), P, B.mem(MemOperand::Store, 5));
    CHECK(B.verify().empty());
  }
}

TEST_CASE("verifier: CopyToReg, CopyFromReg and TokenFactor", "[dag]") {
  Bad B;
  SDValue X = B.in(EVT::i32()), H = B.in(EVT::i16());
  SDValue Ch = B.DAG.getEntryNode();
  SDValue R32 = B.DAG.getRegister(indexToVirtReg(40), EVT::i32());
  SECTION("value type differs from the register's") {
    B.n(ISD::CopyToReg, EVT::other(), {Ch, R32, H});
    EXPECT_ONLY_PROBLEM(B, "operand 2 has type i16 but the register's type is i32");
  }
  SECTION("no register operand") {
    B.n(ISD::CopyToReg, EVT::other(), {Ch, X, X});
    EXPECT_ONLY_PROBLEM(B, "operand 1 must be a Register, is CopyFromReg");
  }
  SECTION("a glue operand that is not glue") {
    B.DAG.getNode(ISD::CopyToReg, B.DAG.getVTList(EVT::other(), EVT::glue()), {Ch, R32, X, X});
    EXPECT_ONLY_PROBLEM(B, "operand 3 must be glue, is i32");
  }
  SECTION("CopyFromReg's result type differs from the register's") {
    B.n2(ISD::CopyFromReg, EVT::i16(), EVT::other(), {Ch, R32});
    EXPECT_ONLY_PROBLEM(B, "result 0 has type i16 but the register's type is i32");
  }
  SECTION("CopyFromReg without a chain result") {
    B.n2(ISD::CopyFromReg, EVT::i32(), EVT::i32(), {Ch, R32});
    EXPECT_ONLY_PROBLEM(B, "result 1 must be a chain (ch), is i32");
  }
  SECTION("TokenFactor of data") {
    B.n(ISD::TokenFactor, EVT::other(), {Ch, X});
    EXPECT_ONLY_PROBLEM(B, "operand 1 must be a chain (ch), is i32");
  }
  SECTION("TokenFactor producing data") {
    B.n(ISD::TokenFactor, EVT::i32(), {Ch, Ch});
    EXPECT_ONLY_PROBLEM(B, "result 0 must be a chain (ch), is i32");
  }
  SECTION("sound glued forms") {
    SDValue C = B.DAG.getCopyToRegGlue(Ch, 11, X, SDValue());
    SDValue F = B.DAG.getCopyFromRegGlue(C, 11, EVT::i32(), SDValue(C.getNode(), 1));
    B.DAG.setRoot(B.DAG.getTokenFactor(std::vector<SDValue>{SDValue(F.getNode(), 1), C}));
    CHECK(B.verify().empty());
  }
}

TEST_CASE("verifier: build_pair, extract_element and merge_values", "[dag]") {
  Bad B;
  SDValue X = B.in(EVT::i32()), H = B.in(EVT::i16()), W = B.in(EVT::i64()), F = B.in(EVT::f32());
  SECTION("halves differ") {
    B.n(ISD::BUILD_PAIR, EVT::i64(), {X, H});
    EXPECT_ONLY_PROBLEM(B, "build_pair's halves differ (i32 and i16)");
  }
  SECTION("halves do not make the result") {
    B.n(ISD::BUILD_PAIR, EVT::i64(), {H, H});
    EXPECT_ONLY_PROBLEM(B, "build_pair of two i16 does not make a i64");
  }
  SECTION("mixing FP and integer") {
    B.n(ISD::BUILD_PAIR, EVT::i64(), {F, F});
    EXPECT_ONLY_PROBLEM(B, "build_pair cannot mix integer and FP halves and result");
  }
  SECTION("extract_element index") {
    B.n(ISD::EXTRACT_ELEMENT, EVT::i32(), {W, B.k(32, 2)});
    EXPECT_ONLY_PROBLEM(B, "extract_element's index must be 0 or 1");
  }
  SECTION("extract_element of a non-half") {
    B.n(ISD::EXTRACT_ELEMENT, EVT::i16(), {W, B.k(32, 1)});
    EXPECT_ONLY_PROBLEM(B, "extract_element takes half of a value, but i16 is not half of i64");
  }
  SECTION("extract_element with a variable index") {
    B.n(ISD::EXTRACT_ELEMENT, EVT::i32(), {W, X});
    EXPECT_ONLY_PROBLEM(B, "operand 1 must be a constant, is CopyFromReg");
  }
  SECTION("merge_values types") {
    B.DAG.getNode(ISD::MERGE_VALUES, B.DAG.getVTList(EVT::i32(), EVT::i32()), {X, H});
    EXPECT_ONLY_PROBLEM(B, "operand 1 has type i16 but result 1 has type i32");
  }
  SECTION("merge_values counts") {
    B.DAG.getNode(ISD::MERGE_VALUES, B.DAG.getVTList(EVT::i32(), EVT::i16()), {X});
    EXPECT_ONLY_PROBLEM(B, "merges 1 operand(s) into 2 result(s)");
  }
  SECTION("sound forms") {
    SDValue P = B.n(ISD::BUILD_PAIR, EVT::i64(), {X, X});
    B.n(ISD::EXTRACT_ELEMENT, EVT::i32(), {P, B.k(32, 1)});
    B.n(ISD::BUILD_PAIR, EVT::i128(), {W, W});
    B.DAG.getMergeValues(std::vector<SDValue>{X, H, F});
    CHECK(B.verify().empty());
  }
}

TEST_CASE("verifier: vectors", "[dag]") {
  Bad B;
  EVT V4 = EVT::vector(EVT::i32(), 4), V2 = EVT::vector(EVT::i32(), 2);
  SDValue X = B.in(EVT::i32()), A = B.in(V4), C = B.in(V4), H = B.in(EVT::i16());
  SECTION("build_vector lane count") {
    B.n(ISD::BUILD_VECTOR, V4, {X, X, X});
    EXPECT_ONLY_PROBLEM(B, "has 3 operand(s) for 4 lanes");
  }
  SECTION("build_vector lane type") {
    B.DAG.getNode(ISD::BUILD_VECTOR, V4, std::vector<SDValue>{X, X, X, H});
    EXPECT_ONLY_PROBLEM(B, "operand 3 has type i16, which cannot fill a lane of type i32");
  }
  SECTION("shuffle mask out of range") {
    int Mask[] = {0, 1, 9, -1};
    B.DAG.getVectorShuffle(V4, A, C, Mask);
    EXPECT_ONLY_PROBLEM(B, "shuffle mask entry 2 is 9, outside -1..7");
  }
  SECTION("extract_vector_elt from a scalar") {
    B.n(ISD::EXTRACT_VECTOR_ELT, EVT::i32(), {X, X});
    EXPECT_ONLY_PROBLEM(B, "operand 0 must be a vector, is i32");
  }
  SECTION("insert_subvector at a misaligned index") {
    SDValue S = B.in(V2);
    B.n(ISD::INSERT_SUBVECTOR, V4, {A, S, B.k(32, 1)});
    EXPECT_ONLY_PROBLEM(B, "index 1 is not a multiple of 2 within 4 lanes");
  }
  SECTION("concat_vectors") {
    B.n(ISD::CONCAT_VECTORS, V4, {A, A});
    EXPECT_ONLY_PROBLEM(B, "concatenating 2 x v4i32 does not give v4i32");
  }
  SECTION("sound forms") {
    B.DAG.getNode(ISD::BUILD_VECTOR, V4, std::vector<SDValue>{X, X, X, X});
    int Mask[] = {0, 5, -1, 3};
    B.DAG.getVectorShuffle(V4, A, C, Mask);
    B.n(ISD::EXTRACT_SUBVECTOR, V2, {A, B.k(32, 2)});
    B.n(ISD::INSERT_VECTOR_ELT, V4, {A, X, X});
    B.n(ISD::CONCAT_VECTORS, EVT::vector(EVT::i32(), 8), {A, C});
    B.n(ISD::VECREDUCE_ADD, EVT::i32(), {A});
    B.n(ISD::VSELECT, V4, {B.in(EVT::vector(EVT::i1(), 4)), A, C});
    CHECK(B.verify().empty());
  }
}

TEST_CASE("verifier: control flow and call sequences", "[dag]") {
  Bad B;
  SDValue X = B.in(EVT::i32());
  SDValue Ch = B.DAG.getEntryNode();
  SECTION("brcond to a non-block") {
    B.n(ISD::BRCOND, EVT::other(), {Ch, X, X});
    EXPECT_ONLY_PROBLEM(B, "operand 2 must be a BasicBlock, is CopyFromReg");
  }
  SECTION("br_cc compares different types") {
    B.DAG.getNode(
        ISD::BR_CC, EVT::other(),
        std::vector<SDValue>{Ch, B.cc(ISD::SETEQ), X, B.in(EVT::i16()), B.DAG.getBasicBlock(1, "b")});
    EXPECT_ONLY_PROBLEM(B, "br_cc compares i32 with i16");
  }
  SECTION("callseq_start with plain constants") {
    B.n2(ISD::CALLSEQ_START, EVT::other(), EVT::glue(), {Ch, B.k(32, 0), B.k(32, 0)});
    EXPECT_ONLY_PROBLEM(B, "operand 1 must be a TargetConstant, is Constant");
  }
  SECTION("sound forms") {
    SDValue S = B.DAG.getCALLSEQ_START(Ch, 0, 0);
    B.DAG.getCALLSEQ_END(S, 0, 0, SDValue(S.getNode(), 1));
    SDValue Br = B.n(ISD::BRCOND, EVT::other(), {Ch, X, B.DAG.getBasicBlock(2, "t")});
    B.DAG.setRoot(B.n(ISD::BR, EVT::other(), {Br, B.DAG.getBasicBlock(3, "f")}));
    CHECK(B.verify().empty());
  }
}

// ===========================================================================================================
// Silent on what the pipeline builds
// ===========================================================================================================

namespace {

const char* const DL32 = "target datalayout = \"e-m:e-p:32:32-i64:64-n32-S128\"\n";
const char* const DL64 = "target datalayout = \"e-m:e-p:64:64-i64:64-i128:128-n32:64-S128\"\n";

struct PipelineRun {
  unsigned Functions = 0, Blocks = 0, Skipped = 0;
  std::vector<std::string> Problems; // "function/block: problem"
};

/// Builds every defined function of Text and verifies every block's DAG. Functions that use constructs
/// dagtool does not support yet are counted as skipped when AllowUnsupported.
PipelineRun verifyPipeline(const std::string& Text, const char* Triple, const char* Attrs = "",
                           const char* Abi = "", bool AllowUnsupported = false) {
  auto M = ir::parseModule(Text, "t.ll");
  PipelineOptions Opts;
  Opts.ST = riscv::Subtarget::create(Triple, Attrs, Abi);
  Pipeline P(*M, Opts);
  PipelineRun R;
  for (const auto& F : M->Functions) {
    if (F->isDeclaration()) continue;
    std::string Dbg, Out;
    FunctionDAGs D;
    try {
      D = P.runFunction(*F, Dbg, Out);
    } catch (const UnsupportedError& E) {
      if (!AllowUnsupported) throw;
      ++R.Skipped;
      continue;
    }
    ++R.Functions;
    for (size_t MBB = 0; MBB < D.Blocks.size(); ++MBB) {
      if (!D.Blocks[MBB]) continue;
      ++R.Blocks;
      for (const std::string& Prob : verifyDAG(*D.Blocks[MBB]))
        R.Problems.push_back(F->name() + "/bb." + std::to_string(MBB) + ": " + Prob);
    }
  }
  return R;
}

struct Input {
  const char* Name;
  const char* Triple;
  const char* Attrs;
  const char* Abi;
  const char* IR;
};

const Input Inputs[] = {
    {"odd widths", "riscv32", "", "", R"(
define i17 @odd(i17 %a, i17 %b, i33 %c, i7 %d) {
  %s = add nsw i17 %a, %b
  %m = mul i17 %s, 3
  %q = udiv i17 %m, %b
  %r = srem i17 %q, 5
  %sh = shl i17 %r, 4
  %l = lshr i17 %sh, 2
  %x = ashr i17 %l, 1
  %t = trunc i33 %c to i17
  %z = zext i7 %d to i17
  %y = xor i17 %t, %z
  %cmp = icmp ult i17 %x, %y
  %sel = select i1 %cmp, i17 %x, i17 %y
  %w = sext i17 %sel to i33
  %w2 = add i33 %w, %c
  %back = trunc i33 %w2 to i17
  ret i17 %back
}
)"},
    {"i64 on riscv32", "riscv32", "", "", R"(
define i64 @wide(i64 %a, i64 %b, i32 %n) {
  %s = add i64 %a, %b
  %m = mul i64 %s, %a
  %d = udiv i64 %m, 7
  %sh = shl i64 %d, 33
  %e = zext i32 %n to i64
  %v = lshr i64 %sh, %e
  %c = icmp sgt i64 %v, %a
  %r = select i1 %c, i64 %v, i64 -1
  ret i64 %r
}
)"},
    {"i128 on riscv32", "riscv32", "", "", R"(
define i128 @huge(i128 %a, i128 %b) {
  %s = add i128 %a, %b
  %m = mul i128 %s, 3
  %x = xor i128 %m, %a
  %sh = shl i128 %x, 70
  ret i128 %sh
}
define i32 @huge_use(i128 %a) {
  %t = trunc i128 %a to i32
  ret i32 %t
}
)"},
    {"i128 on riscv64", "riscv64", "", "", R"(
define i128 @huge64(i128 %a, i128 %b, i64 %c) {
  %s = sub i128 %a, %b
  %e = sext i64 %c to i128
  %m = mul i128 %s, %e
  %u = icmp ugt i128 %m, %a
  %r = select i1 %u, i128 %m, i128 %b
  ret i128 %r
}
)"},
    {"calls", "riscv32", "", "", R"(
declare i32 @callee(i32, i64, i8 signext, i16 zeroext)
declare void @sink(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)
declare i64 @wide_ret(i64)
define i32 @caller(i32 %a, i64 %b) {
  %r = call i32 @callee(i32 %a, i64 %b, i8 signext 3, i16 zeroext 7)
  call void @sink(i32 %r, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 %a)
  %w = call i64 @wide_ret(i64 %b)
  %t = trunc i64 %w to i32
  %s = add i32 %t, %r
  ret i32 %s
}
define void @void_caller() {
  call void @sink(i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}
)"},
    {"memory", "riscv32", "", "", R"(
@g = global i32 5
@arr = global [4 x i16] zeroinitializer
define i32 @mem(ptr %p, i32 %i) {
  %slot = alloca i32
  %big = alloca i64
  store i32 %i, ptr %slot
  %v = load i32, ptr %slot
  %gp = getelementptr inbounds [4 x i16], ptr @arr, i32 0, i32 %i
  %h = load i16, ptr %gp
  %hs = sext i16 %h to i32
  %b = load volatile i8, ptr %p
  %bz = zext i8 %b to i32
  %odd = load i17, ptr %p
  %oz = zext i17 %odd to i32
  %gv = load i32, ptr @g
  %w = load i64, ptr %big
  %wt = trunc i64 %w to i32
  store i64 0, ptr %big
  store i16 7, ptr %gp
  store i17 3, ptr %p
  %s1 = add i32 %v, %hs
  %s2 = add i32 %s1, %bz
  %s3 = add i32 %s2, %oz
  %s4 = add i32 %s3, %gv
  %s5 = add i32 %s4, %wt
  ret i32 %s5
}
)"},
    {"phis and branches", "riscv32", "", "", R"(
define i32 @loop(i32 %n, i64 %acc0) {
entry:
  %z = icmp eq i32 %n, 0
  br i1 %z, label %exit, label %body
body:
  %i = phi i32 [ 0, %entry ], [ %i1, %body ]
  %acc = phi i64 [ %acc0, %entry ], [ %acc1, %body ]
  %f = phi i1 [ false, %entry ], [ %nf, %body ]
  %e = zext i32 %i to i64
  %acc1 = add i64 %acc, %e
  %nf = xor i1 %f, true
  %i1 = add i32 %i, 1
  %done = icmp uge i32 %i1, %n
  br i1 %done, label %exit, label %body
exit:
  %r = phi i64 [ %acc0, %entry ], [ %acc1, %body ]
  %ff = phi i1 [ true, %entry ], [ %nf, %body ]
  %t = trunc i64 %r to i32
  %fz = zext i1 %ff to i32
  %s = add i32 %t, %fz
  ret i32 %s
}
)"},
    {"soft float on riscv32", "riscv32", "", "", R"(
declare float @fcallee(float, double)
define float @soft(float %a, float %b, double %d, i32 %i) {
  %s = fadd float %a, %b
  %m = fmul float %s, 2.0
  %c = fcmp olt float %m, %a
  %f = sitofp i32 %i to float
  %r = select i1 %c, float %m, float %f
  %e = fpext float %r to double
  %dd = fadd double %e, %d
  %t = fptrunc double %dd to float
  %k = call float @fcallee(float %t, double %dd)
  %n = fneg float %k
  ret float %n
}
define i32 @soft_conv(double %d) {
  %i = fptosi double %d to i32
  ret i32 %i
}
)"},
    {"hard float on riscv32", "riscv32", "+f,+d", "ilp32d", R"(
declare double @dcallee(double, float)
define double @hard(float %a, double %b) {
  %e = fpext float %a to double
  %s = fadd double %e, %b
  %c = fcmp une double %s, 0.0
  %r = select i1 %c, double %s, double %b
  %k = call double @dcallee(double %r, float %a)
  ret double %k
}
)"},
    {"riscv64 mixed", "riscv64", "", "", R"(
declare signext i32 @ext32(i32 signext)
define i64 @mixed(i32 signext %a, i64 %b, i8 zeroext %c) {
  %x = add nsw i32 %a, 1
  %r = call signext i32 @ext32(i32 signext %x)
  %w = sext i32 %r to i64
  %cz = zext i8 %c to i64
  %s = add i64 %w, %b
  %t = sub i64 %s, %cz
  %sh = ashr i64 %t, 3
  ret i64 %sh
}
)"},
    {"i1 values and selects", "riscv32", "", "", R"(
define i1 @bools(i1 %a, i1 %b, i32 %x, i32 %y) {
  %c = icmp slt i32 %x, %y
  %d = and i1 %a, %c
  %e = or i1 %d, %b
  %f = xor i1 %e, %a
  %s = select i1 %f, i32 %x, i32 %y
  %g = icmp ne i32 %s, 0
  %h = select i1 %g, i1 %a, i1 %b
  ret i1 %h
}
)"},
    {"vectors", "riscv64", "", "", R"(
define <4 x i32> @vec(<4 x i32> %a, <4 x i32> %b) {
  %s = add <4 x i32> %a, %b
  %m = mul <4 x i32> %s, <i32 1, i32 2, i32 3, i32 4>
  ret <4 x i32> %m
}
)"},
};

} // namespace

TEST_CASE("the verifier is silent on every DAG the pipeline builds", "[dag]") {
  for (const Input& In : Inputs) {
    DYNAMIC_SECTION(In.Name) {
      std::string Text = std::string(std::string_view(In.Triple) == "riscv64" ? DL64 : DL32) + In.IR;
      PipelineRun R;
      REQUIRE_NOTHROW(R = verifyPipeline(Text, In.Triple, In.Attrs, In.Abi));
      INFO(joined(R.Problems));
      CHECK(R.Problems.empty());
      CHECK(R.Functions > 0);
      CHECK(R.Blocks >= R.Functions);
    }
  }
}

TEST_CASE("the verifier is silent on the pipeline's DAGs for the repository's .ll inputs", "[dag]") {
  namespace fs = std::filesystem;
  struct File {
    const char* Path;
    const char* Triple;
  };
  const File Files[] = {
      {"test/inputs/ir/clang/basic_rv32_O0_g.ll", "riscv32"},
      {"test/inputs/ir/clang/basic_rv32_O1.ll", "riscv32"},
      {"test/inputs/ir/clang/basic_rv64_O1_g.ll", "riscv64"},
      {"test/inputs/ir/clang/misc_rv32_O0.ll", "riscv32"},
      {"test/inputs/ir/clang/misc_rv64_O2_g.ll", "riscv64"},
      {"test/inputs/ir/clang/vec_rv32_O1.ll", "riscv32"},
      {"test/inputs/ir/clang/vec_rv64_O3.ll", "riscv64"},
      {"test/inputs/ir/instructions.ll", "riscv64"},
      {"test/inputs/ir/constants.ll", "riscv64"},
      {"test/inputs/ir/numbered.ll", "riscv64"},
      {"examples/foo.ll", "riscv32"},
      {"examples/rot.ll", "riscv32"},
  };
  unsigned Functions = 0, Blocks = 0;
  for (const File& F : Files) {
    fs::path Path = fs::path(DAGTOOL_SOURCE_DIR) / F.Path;
    if (!fs::exists(Path)) {
      WARN(F.Path << " is missing");
      continue;
    }
    std::stringstream SS;
    SS << std::ifstream(Path).rdbuf();
    INFO(F.Path);
    PipelineRun R;
    try {
      R = verifyPipeline(SS.str(), F.Triple, "", "", /*AllowUnsupported=*/true);
    } catch (const DagtoolError& E) {
      // A file the reader or builder rejects as a whole says nothing about the verifier.
      WARN(F.Path << ": " << E.what());
      continue;
    }
    INFO(joined(R.Problems));
    CHECK(R.Problems.empty());
    Functions += R.Functions;
    Blocks += R.Blocks;
  }
  CHECK(Functions >= 10);
  CHECK(Blocks >= 20);
}
