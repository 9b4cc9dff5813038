// test/unit/TargetLoweringTest.cpp — type actions derived from register classes, as LLVM derives them
// (see ../shared/reference/llvm-selectiondag.md §4.1), and the action tables' defaults.
#include "legalize/TargetLowering.h"

#include <catch2/catch.hpp>

using namespace dt;

namespace {
// A target with only the integer registers of one XLEN (and optionally F/D), enough to derive type actions.
struct TestTL : TargetLowering {
  explicit TestTL(unsigned XLen, bool F = false, bool D = false) {
    addRegisterClass(EVT::integer(XLen), "GPR");
    if (F) addRegisterClass(EVT::f32(), "FPR32");
    if (D) addRegisterClass(EVT::f64(), "FPR64");
    computeRegisterProperties();
  }
  const char* getTargetNodeName(int32_t) const override { return nullptr; }
  const char* getMachineOpcodeName(unsigned) const override { return nullptr; }
  std::string getRegisterName(uint32_t) const override { return "r"; }
  std::optional<int32_t> findTargetOpcode(std::string_view) const override { return std::nullopt; }
  std::optional<unsigned> findMachineOpcode(std::string_view) const override { return std::nullopt; }
  std::optional<uint32_t> findRegister(std::string_view) const override { return std::nullopt; }
  EVT getPointerTy() const override { return largestLegalIntType(); }
  bool canLowerReturn(const std::vector<OutputArg>&, bool) const override { return true; }
  const uint32_t* getCallPreservedMask() const override { return nullptr; }
  uint32_t getStackPointerRegister() const override { return 0; }
  unsigned getStackAlignment() const override { return 16; }
  SDValue lowerFormalArguments(SelectionDAG&, SDValue C, bool, const std::vector<InputArg>&, std::vector<SDValue>&,
                               FunctionLoweringInfo&) const override {
    return C;
  }
  SDValue lowerReturn(SelectionDAG&, SDValue C, bool, const std::vector<OutputArg>&, const std::vector<SDValue>&,
                      FunctionLoweringInfo&) const override {
    return C;
  }
  SDValue lowerCall(SelectionDAG&, CallLoweringInfo& CLI, std::vector<SDValue>&, FunctionLoweringInfo&) const override {
    return CLI.Chain;
  }
};

std::string step(const TargetLowering& TL, EVT VT) {
  return std::string(typeActionName(TL.getTypeAction(VT))) + " " + TL.getTypeToTransformTo(VT).str();
}
} // namespace

TEST_CASE("type actions on riscv32-like registers", "[legalize]") {
  TestTL TL(32);
  CHECK(step(TL, EVT::i1()) == "PromoteInteger i32");
  CHECK(step(TL, EVT::integer(7)) == "PromoteInteger i32");
  CHECK(step(TL, EVT::i16()) == "PromoteInteger i32");
  CHECK(step(TL, EVT::integer(17)) == "PromoteInteger i32");
  CHECK(step(TL, EVT::i32()) == "Legal i32");
  CHECK(step(TL, EVT::integer(33)) == "PromoteInteger i64"); // round up first, then expand
  CHECK(step(TL, EVT::i64()) == "ExpandInteger i32");
  CHECK(step(TL, EVT::integer(87)) == "PromoteInteger i128");
  CHECK(step(TL, EVT::i128()) == "ExpandInteger i64");
  CHECK(TL.getTypeToExpandTo(EVT::i128()) == EVT::i32());
  CHECK(TL.getNumRegisters(EVT::i128()) == 4);
  CHECK(TL.getNumRegisters(EVT::integer(87)) == 3);
  CHECK(step(TL, EVT::f32()) == "SoftenFloat i32");
  CHECK(step(TL, EVT::f64()) == "SoftenFloat i64");
  CHECK(TL.getNumRegisters(EVT::f64()) == 2);
  CHECK(step(TL, EVT::f16()) == "SoftPromoteHalf f32");
  CHECK(step(TL, EVT::vector(EVT::i32(), 4)) == "SplitVector v2i32");
  CHECK(step(TL, EVT::vector(EVT::i32(), 2)) == "SplitVector v1i32");
  CHECK(step(TL, EVT::vector(EVT::i32(), 1)) == "ScalarizeVector i32");
  CHECK(step(TL, EVT::vector(EVT::i16(), 3)) == "WidenVector v4i16");
  CHECK(TL.getNumRegisters(EVT::vector(EVT::i64(), 2)) == 4);
}

TEST_CASE("type actions on riscv64-like registers with F and D", "[legalize]") {
  TestTL TL(64, true, true);
  CHECK(step(TL, EVT::i32()) == "PromoteInteger i64");
  CHECK(step(TL, EVT::integer(17)) == "PromoteInteger i64"); // i17 → i32 → i64 in one step
  CHECK(step(TL, EVT::integer(65)) == "PromoteInteger i128");
  CHECK(step(TL, EVT::i128()) == "ExpandInteger i64");
  CHECK(step(TL, EVT::f32()) == "Legal f32");
  CHECK(step(TL, EVT::f64()) == "Legal f64");
  CHECK(step(TL, EVT::f128()) == "SoftenFloat i128");
  CHECK(TL.getNumRegisters(EVT::f128()) == 2);
}

TEST_CASE("operation action tables: defaults, extended types, keys", "[legalize]") {
  TestTL TL(32);
  CHECK(TL.getOperationAction(ISD::ADD, EVT::i32()) == LegalizeAction::Legal);
  TL.setOperationAction(ISD::ROTL, EVT::i32(), LegalizeAction::Expand);
  CHECK(TL.getOperationAction(ISD::ROTL, EVT::i32()) == LegalizeAction::Expand);
  CHECK(TL.getOperationAction(ISD::ADD, EVT::integer(17)) == LegalizeAction::Expand); // extended types
  TL.setCondCodeAction(ISD::SETUGT, EVT::i32(), LegalizeAction::Custom);
  CHECK_FALSE(TL.isCondCodeLegal(ISD::SETUGT, EVT::i32()));
  CHECK(TL.isCondCodeLegal(ISD::SETULT, EVT::i32()));
  CHECK(actionKey(ISD::SETCC) == ActionKey::Operand0);
  CHECK(actionKey(ISD::STORE) == ActionKey::Operand1);
  CHECK(actionKey(ISD::BR_CC) == ActionKey::Operand2);
  CHECK(actionKey(ISD::ROTL) == ActionKey::Result0);
  TL.setLibcallName(ISD::MUL, EVT::i32(), "__mulsi3");
  CHECK(std::string(TL.getLibcallName(ISD::MUL, EVT::i32())) == "__mulsi3");
  CHECK(TL.getLibcallName(ISD::MUL, EVT::i64()) == nullptr);
  auto Entries = TL.operationActions();
  REQUIRE(Entries.size() == 1);
  CHECK(Entries[0].Action == LegalizeAction::Expand);
}
