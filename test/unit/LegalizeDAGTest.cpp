// test/unit/LegalizeDAGTest.cpp — the operation legalizer's fallback chain (legalize/LegalizeDAG.cpp): a
// Custom lowering that declines falls to Expand, an Expand rule that cannot apply falls to LibCall, and an
// operation with no way out is reported with a CannotLowerError naming the node; plus the libcall tail-call
// rule (LLVM 19: `mul i32` returned directly on riscv32 is `tail __mulsi3`, used otherwise `call __mulsi3`).
#include "legalize/LegalizeDAG.h"

#include "dag/FunctionLowering.h"
#include "dag/Printer.h"
#include "ir/IR.h"
#include "ir/Parser.h"
#include "support/Diagnostics.h"
#include "targets/riscv/RISCVTargetLowering.h"
#include "test/unit/ExecSupport.h"

#include <catch2/catch.hpp>

using namespace dt;
using exec::countOf;
using exec::optionsFor;

namespace {

/// RISC-V with one operation switched to Custom whose lowering declines (returns a null value).
struct DecliningRISCV : riscv::RISCVTargetLowering {
  DecliningRISCV(const riscv::Subtarget& ST, int32_t Op, EVT VT) : RISCVTargetLowering(ST), Op(Op) {
    setOperationAction(Op, VT, LegalizeAction::Custom);
  }
  SDValue LowerOperation(SDValue V, SelectionDAG& DAG) const override {
    if (V.getOpcode() == Op) return SDValue();
    return RISCVTargetLowering::LowerOperation(V, DAG);
  }
  int32_t Op;
};

/// A bare target whose SDIV i32 is LibCall but which names no runtime function for it.
struct NoLibcallTarget : TargetLowering {
  NoLibcallTarget() {
    addRegisterClass(EVT::i32(), "GPR");
    computeRegisterProperties();
    setOperationAction(ISD::SDIV, EVT::i32(), LegalizeAction::LibCall);
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
  SDValue lowerFormalArguments(SelectionDAG&, SDValue C, bool, const std::vector<InputArg>&,
                               std::vector<SDValue>&, FunctionLoweringInfo&) const override {
    return C;
  }
  SDValue lowerReturn(SelectionDAG&, SDValue C, bool, const std::vector<OutputArg>&,
                      const std::vector<SDValue>&, FunctionLoweringInfo&) const override {
    return C;
  }
  SDValue lowerCall(SelectionDAG&, CallLoweringInfo& CLI, std::vector<SDValue>&,
                    FunctionLoweringInfo&) const override {
    return CLI.Chain;
  }
};

/// x op y of two live-in registers, copied into a virtual register (not a return: no tail call).
SDValue binaryIntoVReg(SelectionDAG& DAG, int32_t Op) {
  SDValue X = DAG.getCopyFromReg(DAG.getEntryNode(), indexToVirtReg(0), EVT::i32());
  SDValue Y = DAG.getCopyFromReg(DAG.getEntryNode(), indexToVirtReg(1), EVT::i32());
  SDValue R = DAG.getNode(Op, EVT::i32(), X, Y);
  DAG.setRoot(DAG.getCopyToReg(DAG.getEntryNode(), indexToVirtReg(2), R));
  return R;
}

/// The Legalized DAG of every block of IR's functions, printed one after another.
std::string operationLegalizedDump(const std::string& IR, const std::string& Triple,
                                   const std::string& Attrs = "") {
  auto M = ir::parseModule(IR, "test.ll");
  PipelineOptions Opts = optionsFor(Triple, Attrs, Phase::Legalize);
  applyTargetDataLayout(*M, Opts.ST);
  Pipeline P(*M, Opts);
  std::string Dbg, Out, Dump;
  for (const auto& F : M->Functions) {
    if (F->isDeclaration()) continue;
    FunctionDAGs D = P.runFunction(*F, Dbg, Out);
    for (const auto& B : D.Blocks)
      if (B) Dump += dumpDAG(*B);
  }
  return Dump;
}

} // namespace

TEST_CASE("legalize: a Custom lowering that declines falls to Expand", "[legalize]") {
  PipelineOptions Opts = optionsFor("riscv32", "", Phase::Legalize);
  DecliningRISCV TLI(Opts.ST, ISD::ROTL, EVT::i32());
  SelectionDAG DAG(TLI);
  binaryIntoVReg(DAG, ISD::ROTL);
  std::string Trace;
  SelectionDAGLegalize L(DAG, TLI, &Trace);
  L.run();
  std::string D = dumpDAG(DAG);
  INFO(D << Trace);
  CHECK(Trace.find("Could not custom legalize node") != std::string::npos);
  CHECK(Trace.find("Successfully expanded node") != std::string::npos);
  CHECK(countOf(D, "rotl") == 0);
  CHECK(countOf(D, " = shl ") == 1);
  CHECK(countOf(D, " = srl ") == 1);
  CHECK(countOf(D, " = or ") == 1);
}

TEST_CASE("legalize: an Expand that cannot apply falls to LibCall (MUL i32 without M is __mulsi3)",
          "[legalize]") {
  PipelineOptions Opts = optionsFor("riscv32", "", Phase::Legalize);
  riscv::RISCVTargetLowering TLI(Opts.ST);
  FunctionLoweringInfo FLI;
  SelectionDAG DAG(TLI, &FLI);
  binaryIntoVReg(DAG, ISD::MUL);
  std::string Trace;
  SelectionDAGLegalize L(DAG, TLI, &Trace);
  L.run();
  std::string D = dumpDAG(DAG);
  INFO(D << Trace);
  CHECK(Trace.find("Cannot expand node") != std::string::npos);
  CHECK(Trace.find("Successfully converted node to libcall") != std::string::npos);
  // LLVM's Legalized DAG: callseq_start, RISCVISD::CALL to TargetExternalSymbol:i32'__mulsi3', callseq_end,
  // CopyFromReg $x10.
  CHECK(D.find("TargetExternalSymbol:i32'__mulsi3'") != std::string::npos);
  CHECK(countOf(D, "RISCVISD::CALL") == 1);
  CHECK(countOf(D, "callseq_start") == 1);
  CHECK(countOf(D, "callseq_end") == 1);
  CHECK(D.find("CopyFromReg t") != std::string::npos);
  CHECK(countOf(D, " = mul ") == 0);
}

TEST_CASE("legalize: an operation with no way out is a CannotLowerError naming the node", "[legalize]") {
  NoLibcallTarget TLI;
  SelectionDAG DAG(TLI);
  binaryIntoVReg(DAG, ISD::SDIV);
  SelectionDAGLegalize L(DAG, TLI);
  try {
    L.run();
    FAIL("expected a CannotLowerError");
  } catch (const CannotLowerError& E) {
    std::string What = E.what();
    INFO(What);
    CHECK(What.find("sdiv") != std::string::npos);
    CHECK(What.find("LibCall") != std::string::npos);
  }
}

TEST_CASE("legalize: a libcall feeding only the return is a tail call, as llc-19's `tail __mulsi3`",
          "[legalize]") {
  std::string D =
      operationLegalizedDump("define i32 @f(i32 %a, i32 %b) {\n  %m = mul i32 %a, %b\n  ret i32 %m\n}\n"
                             "define i32 @g(i32 %a, i32 %b) {\n  %m = mul i32 %a, %b\n"
                             "  %r = add i32 %m, 1\n  ret i32 %r\n}\n"
                             "define signext i32 @h(i32 %a, i32 %b) {\n  %m = mul i32 %a, %b\n"
                             "  ret i32 %m\n}\n",
                             "riscv32");
  INFO(D);
  // f: the call replaces the return; g (the product is used) and h (signext return) keep a call sequence.
  CHECK(countOf(D, "RISCVISD::TAIL") == 1);
  CHECK(countOf(D, "RISCVISD::CALL") == 2);
  CHECK(countOf(D, "RISCVISD::RET_GLUE") == 2);
  CHECK(countOf(D, "callseq_start") == 2);
}

TEST_CASE("legalize: a libcall returned through bitcasts is still a tail call (pow under lp64)",
          "[legalize]") {
  // llc-19 -mtriple=riscv64 -mattr=+f,+d: `tail pow`; the f64 goes to the return register as an i64 bitcast.
  std::string D =
      operationLegalizedDump("define double @f(double %a, double %b) {\n"
                             "  %r = call double @llvm.pow.f64(double %a, double %b)\n  ret double %r\n}\n"
                             "declare double @llvm.pow.f64(double, double)\n",
                             "riscv64", "+f,+d");
  INFO(D);
  CHECK(countOf(D, "RISCVISD::TAIL") == 1);
  CHECK(D.find("TargetExternalSymbol:i64'pow'") != std::string::npos);
  CHECK(countOf(D, "RISCVISD::RET_GLUE") == 0);
}

TEST_CASE("legalize: two-result multiplies and divisions without instructions for them", "[legalize]") {
  PipelineOptions Opts = optionsFor("riscv32", "", Phase::Legalize);
  riscv::RISCVTargetLowering TLI(Opts.ST);
  FunctionLoweringInfo FLI;
  auto build = [&](SelectionDAG& DAG, int32_t Op) {
    SDValue X = DAG.getCopyFromReg(DAG.getEntryNode(), indexToVirtReg(0), EVT::i32());
    SDValue Y = DAG.getCopyFromReg(DAG.getEntryNode(), indexToVirtReg(1), EVT::i32());
    SDValue R = DAG.getNode(Op, DAG.getVTList(EVT::i32(), EVT::i32()), {X, Y});
    SDValue C0 = DAG.getCopyToReg(DAG.getEntryNode(), indexToVirtReg(2), R.getValue(0));
    DAG.setRoot(DAG.getCopyToReg(C0, indexToVirtReg(3), R.getValue(1)));
  };
  SECTION("umul_lohi: the double-width product from __muldi3 of the zero-extended operands") {
    SelectionDAG DAG(TLI, &FLI);
    build(DAG, ISD::UMUL_LOHI);
    SelectionDAGLegalize(DAG, TLI).run();
    std::string D = dumpDAG(DAG);
    INFO(D);
    CHECK(D.find("'__muldi3'") != std::string::npos);
    CHECK(countOf(D, "umul_lohi") == 0);
  }
  SECTION("sdivrem: the quotient and the remainder by their own functions") {
    SelectionDAG DAG(TLI, &FLI);
    build(DAG, ISD::SDIVREM);
    SelectionDAGLegalize(DAG, TLI).run();
    std::string D = dumpDAG(DAG);
    INFO(D);
    CHECK(D.find("'__divsi3'") != std::string::npos);
    CHECK(D.find("'__modsi3'") != std::string::npos);
  }
  SECTION("sdivrem with M: sdiv and srem nodes") {
    PipelineOptions MOpts = optionsFor("riscv32", "+m", Phase::Legalize);
    riscv::RISCVTargetLowering MTLI(MOpts.ST);
    SelectionDAG DAG(MTLI, &FLI);
    build(DAG, ISD::SDIVREM);
    SelectionDAGLegalize(DAG, MTLI).run();
    std::string D = dumpDAG(DAG);
    INFO(D);
    CHECK(countOf(D, " = sdiv ") == 1);
    CHECK(countOf(D, " = srem ") == 1);
  }
}

TEST_CASE("legalize: cttz without Zbb is LLVM's de Bruijn table lookup in the constant pool", "[legalize]") {
  const char* IR = "define i32 @f(i32 %a) {\n  %r = call i32 @llvm.cttz.i32(i32 %a, i1 false)\n"
                   "  ret i32 %r\n}\ndeclare i32 @llvm.cttz.i32(i32, i1)\n";
  std::string D = operationLegalizedDump(IR, "riscv32");
  INFO(D);
  // 0x077CB531 (125613361) is multiplied by a libcall without M; the top 5 bits index the table.
  CHECK(D.find("Constant:i32<125613361>") != std::string::npos);
  CHECK(D.find("'__mulsi3'") != std::string::npos);
  CHECK(D.find("srl") != std::string::npos);
  CHECK(D.find("<[32 x i8] c\"\\00\\01\\1C\\02\\1D\\0E\\18\\03\\1E\\16\\14\\0F") != std::string::npos);
  CHECK(D.find("load<(load (s8) from constant-pool), zext from i8>") != std::string::npos);
  CHECK(D.find("cttz") == std::string::npos);
}
