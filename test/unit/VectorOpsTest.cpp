// test/unit/VectorOpsTest.cpp — the vector-operation legalizer (legalize/LegalizeVectorOps.cpp).
//
// RISC-V without V has no legal vector type, so the phase must do nothing there (checked on the vector
// goldens of the type legalizer). Everything else runs on test::TestVectorTarget (RV32 +m with v4i32 and
// v2i64 legal): each test builds a small DAG by hand (vector values come from virtual registers, the result
// goes to one), legalizes its vector operations, checks the shape LLVM's VectorLegalizer gives, and checks by
// execution that the DAG computes the same values before and after — and again after the type legalizer
// has run on the unrolled scalars, as the pipeline does next.
#include "dag/FunctionLowering.h"
#include "dag/Interpreter.h"
#include "dag/Printer.h"
#include "legalize/LegalizeTypes.h"
#include "legalize/LegalizeVectorOps.h"
#include "support/Diagnostics.h"
#include "targets/riscv/RISCVInterpreter.h"
#include "test/unit/ExecSupport.h"
#include "test/unit/GoldenSupport.h"
#include "test/unit/TestVectorTarget.h"

#include <catch2/catch.hpp>
#include <map>
#include <random>

using namespace dt;
using exec::countOf;
using test::TestVectorTarget;

namespace {

EVT v4i32() {
  return TestVectorTarget::v4i32();
}
EVT v2i64() {
  return TestVectorTarget::v2i64();
}

/// What lanes an input gets.
enum class Lanes { Any, Divisor, Bool, AllOnesBool, InRangeShift };

/// A hand-built DAG on the test target, with inputs in virtual registers and one result.
struct VecBench {
  TestVectorTarget TLI;
  RISCVInterpreter TI;
  FunctionLoweringInfo FLI;
  SelectionDAG DAG;
  std::vector<std::tuple<uint32_t, EVT, Lanes>> Inputs;
  uint32_t NextReg = 0;
  std::string Trace;
  std::string VectorDump; // the DAG right after the vector legalizer (before types are legalized again)

  explicit VecBench(bool AllOnesBooleans = false)
      : TLI(AllOnesBooleans), TI(TLI, RISCVABIConfig::of(TLI.subtarget())), DAG(TLI, &FLI) {}

  SDValue input(EVT VT, Lanes L = Lanes::Any) {
    uint32_t R = indexToVirtReg(NextReg++);
    Inputs.emplace_back(R, VT, L);
    return DAG.getCopyFromReg(DAG.getEntryNode(), R, VT);
  }
  void finish(SDValue V, SDValue Chain = SDValue()) {
    DAG.setRoot(DAG.getCopyToReg(Chain ? Chain : DAG.getEntryNode(), indexToVirtReg(NextReg++), V));
  }
  SDValue result() const { return DAG.getRoot()->getOperand(2); }
  std::string dump() const { return dumpDAG(DAG); }

  /// Edge values first, then random ones, per lane.
  static uint64_t laneValue(std::mt19937_64& R, unsigned Bits, Lanes L, unsigned Case) {
    uint64_t Mask = Bits == 64 ? ~0ull : (1ull << Bits) - 1;
    uint64_t SignBit = 1ull << (Bits - 1);
    if (L == Lanes::Bool) return R() & 1;
    if (L == Lanes::AllOnesBool) return (R() & 1) ? Mask : 0;
    if (L == Lanes::InRangeShift) return R() % Bits; // saturating shifts by >= the width are poison
    const uint64_t Edges[] = {0, 1, Mask, SignBit, SignBit - 1, 0x80, 0xFF00FF, 7};
    uint64_t V = Case < 8 ? Edges[(Case + R() % 3) % 8] : R();
    V &= Mask;
    if (L == Lanes::Divisor && (V == 0 || V == Mask)) V = 3;
    return V;
  }
  std::vector<std::map<uint32_t, APInt>> cases(unsigned N) const {
    std::mt19937_64 R(42);
    std::vector<std::map<uint32_t, APInt>> Out;
    for (unsigned C = 0; C < N; ++C) {
      std::map<uint32_t, APInt> M;
      for (auto& [Reg, VT, L] : Inputs) {
        unsigned EltBits = VT.scalarSizeInBits(), Total = unsigned(VT.sizeInBits());
        APInt V(Total, 0);
        for (unsigned I = 0; I < (VT.isVector() ? VT.numElements() : 1); ++I)
          V |= APInt(Total, laneValue(R, EltBits, L, C)).shl(I * EltBits);
        M.emplace(Reg, V);
      }
      Out.push_back(M);
    }
    return Out;
  }
  std::vector<APInt> evaluate(const std::vector<std::map<uint32_t, APInt>>& Cases,
                              bool StrictBooleans = true) {
    InterpOptions O;
    O.StrictBooleans = StrictBooleans;
    ProgramInterpreter PI(TLI, TI, O);
    std::vector<APInt> Out;
    for (auto& C : Cases) {
      SDValue V = result();
      Out.push_back(PI.evaluate(DAG, std::span<const SDValue>(&V, 1), C, &FLI)[0]);
    }
    return Out;
  }

  /// Legalizes the vector operations (and then the types, as the pipeline does), checking by execution
  /// that the values stay the same; returns what legalizeVectorOps returned.
  bool legalizeAndCompare(bool StrictBooleans = true, bool TypesAfter = true) {
    auto Cases = cases(40);
    std::vector<APInt> Before = evaluate(Cases, StrictBooleans);
    bool Changed = legalizeVectorOps(DAG, TLI, &Trace);
    VectorDump = dump();
    std::vector<APInt> After = evaluate(Cases, StrictBooleans);
    for (size_t I = 0; I < Cases.size(); ++I) {
      INFO("case " << I << "\n" << dump());
      REQUIRE(After[I] == Before[I]);
    }
    if (Changed && TypesAfter) {
      DAGTypeLegalizer(DAG, TLI).run();
      std::vector<APInt> Typed = evaluate(Cases, StrictBooleans);
      for (size_t I = 0; I < Cases.size(); ++I) {
        INFO("case " << I << " after type legalization\n" << dump());
        REQUIRE(Typed[I] == Before[I]);
      }
    }
    return Changed;
  }
  SDValue binary(int32_t Opc, EVT VT, Lanes RHS = Lanes::Any) {
    SDValue A = input(VT), B = input(VT, RHS);
    return DAG.getNode(Opc, VT, A, B);
  }
};

} // namespace

// ---- RISC-V without V: nothing to do, nothing said
// -----------------------------------------------------------

TEST_CASE("vector ops: RISC-V without V has no legal vector type, so the phase changes nothing",
          "[vectorops]") {
  // The type legalizer's vector goldens, under each of their variants: stopping after the vector legalizer
  // prints exactly what stopping after the combine that follows type legalization prints (no
  // "Vector-legalized" dump, no trace).
  unsigned Runs = 0;
  for (const auto& F : golden::goldenInputs()) {
    std::string Name = F.filename().string();
    if (F.parent_path().filename() != "legalize-types" || Name.find("vector") == std::string::npos) continue;
    for (const golden::Variant& V : golden::variantsOf(golden::readFile(F))) {
      auto run = [&](const char* StopAfter, const char* Debug) {
        std::vector<std::string> Args = V.Args;
        Args.insert(Args.end(), {std::string("--stop-after=") + StopAfter, Debug, "-filetype=null"});
        return golden::runDagtool(Args, F.string());
      };
      auto TypesOnly = run("combine-lt", "-debug-only=isel-dump");
      auto WithVectorOps = run("legalize-vector-ops", "-debug-only=isel-dump,legalizevectorops");
      INFO(Name << " variant " << V.Name << "\n" << WithVectorOps.Stderr.substr(0, 2000));
      REQUIRE(TypesOnly.ExitCode == 0);
      REQUIRE(WithVectorOps.ExitCode == 0);
      CHECK(countOf(WithVectorOps.Stderr, "Vector-legalized") == 0);
      CHECK(countOf(WithVectorOps.Stderr, "Legalizing vector op") == 0);
      CHECK(WithVectorOps.Stderr == TypesOnly.Stderr);
      ++Runs;
    }
  }
  CHECK(Runs >= 10);
}

TEST_CASE("vector ops: a DAG without vector values is left alone", "[vectorops]") {
  VecBench B;
  SDValue X = B.input(EVT::i32());
  B.finish(B.DAG.getNode(ISD::ADD, EVT::i32(), X, X));
  std::string Before = B.dump();
  CHECK_FALSE(legalizeVectorOps(B.DAG, B.TLI, &B.Trace));
  CHECK(B.dump() == Before);
  CHECK(B.Trace.empty());
}

// ---- Legal and Custom
// -----------------------------------------------------------------------------------------

TEST_CASE("vector ops: a legal vector add is kept and reported as legal", "[vectorops]") {
  VecBench B;
  B.finish(B.binary(ISD::ADD, v4i32()));
  std::string Before = B.dump();
  CHECK_FALSE(B.legalizeAndCompare());
  CHECK(B.dump() == Before);
  CHECK(B.Trace == "\nLegalizing vector op: t5: v4i32 = add t2, t4\nLegal node: nothing to do\n");
}

TEST_CASE("vector ops: a Custom action the target declines is expanded (unrolled)", "[vectorops]") {
  VecBench B;
  B.finish(B.binary(ISD::XOR, v2i64()));
  CHECK(B.legalizeAndCompare(true, false));
  INFO(B.Trace << B.dump());
  CHECK(B.Trace.find("\nLegalizing vector op: t5: v2i64 = xor t2, t4\nTrying custom legalization\n"
                     "Could not custom legalize node\nExpanding\n") == 0);
  CHECK(countOf(B.VectorDump, ": i64 = xor ") == 2);
  CHECK(countOf(B.VectorDump, "v2i64 = BUILD_VECTOR") == 1);
}

// ---- Expand: unrolling
// ----------------------------------------------------------------------------------------

TEST_CASE("vector ops: MUL v4i32 (Expand) unrolls into four i32 multiplies", "[vectorops]") {
  VecBench B;
  B.finish(B.binary(ISD::MUL, v4i32()));
  CHECK(B.legalizeAndCompare(true, false));
  std::string D = B.VectorDump;
  INFO(D);
  CHECK(countOf(D, ": i32 = mul ") == 4);
  CHECK(countOf(D, ": i32 = extract_vector_elt t2, Constant:i32<") == 4);
  CHECK(countOf(D, "v4i32 = mul") == 0);
  // LLVM's UnrollVectorOp creates, per lane, the index constant, the two extracts and the operation (t5-t7
  // are the mul, the output register and the CopyToReg).
  CHECK(D.find("t9: i32 = extract_vector_elt t2, Constant:i32<0>") != std::string::npos);
  CHECK(D.find("t10: i32 = extract_vector_elt t4, Constant:i32<0>") != std::string::npos);
  CHECK(D.find("t11: i32 = mul t9, t10") != std::string::npos);
  CHECK(D.find("t24: v4i32 = BUILD_VECTOR t11, t15, t19, t23") != std::string::npos);
}

TEST_CASE("vector ops: SDIV v2i64 unrolls; the i64 divides then become runtime calls", "[vectorops]") {
  VecBench B;
  B.finish(B.binary(ISD::SDIV, v2i64(), Lanes::Divisor));
  CHECK(B.legalizeAndCompare());
  CHECK(countOf(B.dump(), "__divdi3") == 2);
}

TEST_CASE("vector ops: CTPOP v4i32 unrolls when the vector multiply is not available", "[vectorops]") {
  VecBench B;
  SDValue A = B.input(v4i32());
  B.finish(B.DAG.getNode(ISD::CTPOP, v4i32(), A));
  CHECK(B.legalizeAndCompare(true, false));
  CHECK(countOf(B.VectorDump, ": i32 = ctpop ") == 4);
}

TEST_CASE("vector ops: SREM v2i64 without a vector divide unrolls", "[vectorops]") {
  VecBench B;
  B.finish(B.binary(ISD::SREM, v2i64(), Lanes::Divisor));
  CHECK(B.legalizeAndCompare());
  CHECK(countOf(B.dump(), "__moddi3") == 2);
}

// ---- Expand: vector rewrites
// ----------------------------------------------------------------------------------

TEST_CASE("vector ops: UREM v4i32 is x - (x / y) * y, and the multiply (Expand) unrolls", "[vectorops]") {
  VecBench B;
  B.finish(B.binary(ISD::UREM, v4i32(), Lanes::Divisor));
  CHECK(B.legalizeAndCompare());
  std::string D = B.VectorDump;
  INFO(D);
  CHECK(countOf(D, "v4i32 = udiv") == 1);
  CHECK(countOf(D, "v4i32 = sub") == 1);
  CHECK(countOf(D, ": i32 = mul ") == 4);
}

TEST_CASE("vector ops: CTPOP v2i64 is the parallel bit count, its ANDs promoted to v4i32", "[vectorops]") {
  VecBench B;
  SDValue A = B.input(v2i64());
  B.finish(B.DAG.getNode(ISD::CTPOP, v2i64(), A));
  CHECK(B.legalizeAndCompare());
  std::string D = B.VectorDump;
  INFO(D);
  CHECK(countOf(D, "ctpop") == 0);
  CHECK(countOf(D, "v4i32 = and ") == 4); // 0x55.., 0x33.. twice, 0x0f..
  CHECK(countOf(D, "v2i64 = mul ") == 1);
  CHECK(D.find("Constant:i64<72340172838076673>") != std::string::npos); // 0x0101010101010101
}

TEST_CASE("vector ops: AND v2i64 (Promote) is computed as v4i32 between bitcasts", "[vectorops]") {
  VecBench B;
  B.finish(B.binary(ISD::AND, v2i64()));
  CHECK(B.legalizeAndCompare());
  std::string D = B.VectorDump;
  INFO(B.Trace << D);
  CHECK(B.Trace.find("Promoting\n") != std::string::npos);
  CHECK(countOf(D, "v4i32 = and ") == 1);
  CHECK(countOf(D, "v4i32 = bitcast ") == 2);
  CHECK(countOf(D, "v2i64 = bitcast ") == 1);
}

TEST_CASE("vector ops: SIGN_EXTEND_INREG v4i32 is shl then sra by the same splat", "[vectorops]") {
  VecBench B;
  SDValue A = B.input(v4i32());
  B.finish(B.DAG.getNode(ISD::SIGN_EXTEND_INREG, v4i32(), A, B.DAG.getValueType(EVT::vector(EVT::i8(), 4))));
  CHECK(B.legalizeAndCompare());
  std::string D = B.VectorDump;
  INFO(D);
  CHECK(countOf(D, "v4i32 = shl ") == 1);
  CHECK(countOf(D, "v4i32 = sra ") == 1);
  CHECK(countOf(D, "sign_extend_inreg") == 0);
}

TEST_CASE("vector ops: BSWAP v4i32 with vector shifts; BSWAP v2i64 without SRL unrolls", "[vectorops]") {
  VecBench B;
  SDValue A = B.input(v4i32());
  B.finish(B.DAG.getNode(ISD::BSWAP, v4i32(), A));
  CHECK(B.legalizeAndCompare());
  CHECK(countOf(B.VectorDump, "bswap") == 0);
  CHECK(countOf(B.VectorDump, "v4i32 = or ") == 3);

  VecBench C;
  SDValue X = C.input(v2i64());
  C.finish(C.DAG.getNode(ISD::BSWAP, v2i64(), X));
  CHECK(C.legalizeAndCompare(true, false));
  CHECK(countOf(C.VectorDump, ": i64 = bswap ") == 2);
}

TEST_CASE("vector ops: SETCC v4i32 unrolls into scalar compares and selects", "[vectorops]") {
  VecBench B;
  SDValue A = B.input(v4i32()), C = B.input(v4i32());
  B.finish(B.DAG.getSetCC(v4i32(), A, C, ISD::SETLT));
  CHECK(B.legalizeAndCompare());
  VecBench B2;
  SDValue A2 = B2.input(v4i32()), C2 = B2.input(v4i32());
  B2.finish(B2.DAG.getSetCC(v4i32(), A2, C2, ISD::SETUGT));
  CHECK(B2.legalizeAndCompare(true, false));
  std::string D = B2.VectorDump;
  INFO(D);
  CHECK(countOf(D, ": i32 = setcc ") == 4);
  CHECK(countOf(D, ": i32 = select ") == 4);
}

TEST_CASE("vector ops: VSELECT with 0/1 booleans unrolls; with all-ones booleans it is and/or/xor",
          "[vectorops]") {
  VecBench B;
  SDValue M = B.input(v4i32(), Lanes::Bool), X = B.input(v4i32()), Y = B.input(v4i32());
  B.finish(B.DAG.getNode(ISD::VSELECT, v4i32(), M, X, Y));
  CHECK(B.legalizeAndCompare());

  VecBench C(/*AllOnesBooleans=*/true);
  SDValue M2 = C.input(v4i32(), Lanes::AllOnesBool), X2 = C.input(v4i32()), Y2 = C.input(v4i32());
  C.finish(C.DAG.getNode(ISD::VSELECT, v4i32(), M2, X2, Y2));
  CHECK(C.legalizeAndCompare(/*StrictBooleans=*/false));
  std::string D = C.VectorDump;
  INFO(D);
  CHECK(countOf(D, "v4i32 = xor ") == 1);
  CHECK(countOf(D, "v4i32 = and ") == 2);
  CHECK(countOf(D, "v4i32 = or ") == 1);
  CHECK(countOf(D, "vselect") == 0);
}

TEST_CASE("vector ops: SELECT of vectors on a scalar condition masks with a splat", "[vectorops]") {
  VecBench B;
  SDValue Cond = B.input(EVT::i32(), Lanes::Bool), X = B.input(v4i32()), Y = B.input(v4i32());
  B.finish(B.DAG.getSelect(v4i32(), Cond, X, Y));
  CHECK(B.legalizeAndCompare());
  std::string D = B.VectorDump;
  INFO(D);
  CHECK(D.find(": i32 = select t2, Constant:i32<-1>, Constant:i32<0>") != std::string::npos);
  CHECK(countOf(D, "v4i32 = xor ") == 1);
}

// ---- Expand: memory
// -------------------------------------------------------------------------------------------

TEST_CASE("vector ops: extending loads and truncating stores of v4i16 are scalarized", "[vectorops]") {
  VecBench B;
  int FI = B.FLI.Frame.createStackObject(16, 16, "buf");
  SDValue Ptr = B.DAG.getFrameIndex(FI, EVT::i32());
  EVT V4i16 = EVT::vector(EVT::i16(), 4);
  MemOperand MO;
  MO.F = MemOperand::Store;
  MO.SizeInBytes = 8;
  MO.Align = 8;
  const MemOperand* SMO = B.DAG.getMemOperand(MO);
  MO.F = MemOperand::Load;
  const MemOperand* LMO = B.DAG.getMemOperand(MO);
  SDValue X = B.input(v4i32());
  SDValue St = B.DAG.getTruncStore(B.DAG.getEntryNode(), X, Ptr, V4i16, SMO);
  SDValue Ld = B.DAG.getExtLoad(ISD::SEXTLOAD, v4i32(), St, Ptr, V4i16, LMO);
  B.finish(Ld, Ld.getValue(1));
  CHECK(B.legalizeAndCompare());
  std::string D = B.VectorDump;
  INFO(D);
  CHECK(countOf(D, ", trunc to i16>") == 4);
  CHECK(countOf(D, ", sext from i16>") == 4);
  CHECK(countOf(D, "v4i16") == 0);
}

// ---- errors
// ---------------------------------------------------------------------------------------------------

TEST_CASE("vector ops: an Expand case without its vector rewrite names the node", "[vectorops]") {
  // FP min/max on an FP vector type in registers (no dagtool target has one) is not implemented.
  VecBench B;
  EVT V4f32 = EVT::vector(EVT::f32(), 4);
  B.TLI.addRegisterClass(V4f32, "VR");
  B.TLI.computeRegisterProperties();
  SDValue A = B.input(V4f32), C = B.input(V4f32);
  B.TLI.setOperationAction(ISD::FMINNUM, V4f32, LegalizeAction::Expand);
  B.finish(B.DAG.getNode(ISD::FMINNUM, V4f32, A, C));
  try {
    legalizeVectorOps(B.DAG, B.TLI);
    FAIL("expected a CannotLowerError");
  } catch (const CannotLowerError& E) {
    CHECK(std::string(E.what()).find("t5: v4f32 = fminnum t2, t4") != std::string::npos);
  }
}

// ---- Expand: LLVM's vector rewrites and their unroll fallbacks
// ------------------------------------------------------------------
// Each opcode twice: with the vector operations its rewrite needs available on the test target (the shape is
// what LLVM 19's TargetLowering::expand* helper builds, read from its source), and with one of them set to
// Expand, when LLVM unrolls. Both are checked by execution on edge and random lanes, before and after the
// type legalizer.

namespace {

using Act = LegalizeAction;

/// A bench whose listed operations on VT get the given action before the node is built.
void setActions(VecBench& B, std::initializer_list<int32_t> Ops, EVT VT, Act A) {
  for (int32_t Op : Ops) B.TLI.setOperationAction(Op, VT, A);
}

std::string unaryExpanded(VecBench& B, int32_t Opc, EVT VT) {
  SDValue X = B.input(VT);
  B.TLI.setOperationAction(Opc, VT, Act::Expand);
  B.finish(B.DAG.getNode(Opc, VT, X));
  REQUIRE(B.legalizeAndCompare());
  return B.VectorDump;
}

std::string binaryExpanded(VecBench& B, int32_t Opc, EVT VT, Lanes RHS = Lanes::Any,
                           bool StrictBooleans = true) {
  B.TLI.setOperationAction(Opc, VT, Act::Expand);
  B.finish(B.binary(Opc, VT, RHS));
  REQUIRE(B.legalizeAndCompare(StrictBooleans));
  return B.VectorDump;
}

} // namespace

TEST_CASE("vector ops: FSHL v4i32 becomes shl/srl/or on the vector, amounts taken modulo 32", "[vectorops]") {
  VecBench B;
  SDValue X = B.input(v4i32()), Y = B.input(v4i32()), Z = B.input(v4i32()); // Z lanes include 0, -1, 2^31
  B.TLI.setOperationAction(ISD::FSHL, v4i32(), Act::Expand);
  B.TLI.setOperationAction(ISD::FSHR, v4i32(), Act::Expand);
  B.finish(B.DAG.getNode(ISD::FSHL, v4i32(), X, Y, Z));
  REQUIRE(B.legalizeAndCompare());
  std::string D = B.VectorDump;
  INFO(D);
  // expandFunnelShift, variable amount, power-of-two width: z & 31, ~z & 31, x << a | (y >> 1) >> b.
  CHECK(countOf(D, "fshl") == 0);
  CHECK(countOf(D, "v4i32 = and ") == 2);
  CHECK(countOf(D, "v4i32 = xor ") == 1);
  CHECK(countOf(D, "v4i32 = shl ") == 1);
  CHECK(countOf(D, "v4i32 = srl ") == 2);
  CHECK(countOf(D, "v4i32 = or ") == 1);
}

TEST_CASE("vector ops: FSHR by a constant splat; FSHL without a vector SRL unrolls", "[vectorops]") {
  VecBench B;
  SDValue X = B.input(v4i32()), Y = B.input(v4i32());
  B.TLI.setOperationAction(ISD::FSHR, v4i32(), Act::Expand);
  B.TLI.setOperationAction(ISD::FSHL, v4i32(), Act::Expand);
  B.finish(B.DAG.getNode(ISD::FSHR, v4i32(), X, Y, B.DAG.getConstant(37, v4i32())));
  REQUIRE(B.legalizeAndCompare());
  // 37 % 32 is not zero: x << (32 - 5) | y >> 5, no guard shift by one.
  CHECK(countOf(B.VectorDump, "fshr") == 0);
  CHECK(countOf(B.VectorDump, "v4i32 = shl ") == 1);
  CHECK(countOf(B.VectorDump, "v4i32 = srl ") == 1);

  VecBench C;
  SDValue X2 = C.input(v4i32()), Y2 = C.input(v4i32()), Z2 = C.input(v4i32());
  setActions(C, {ISD::FSHL, ISD::SRL}, v4i32(), Act::Expand);
  C.finish(C.DAG.getNode(ISD::FSHL, v4i32(), X2, Y2, Z2));
  REQUIRE(C.legalizeAndCompare());
  CHECK(countOf(C.VectorDump, ": i32 = fshl ") == 4);
}

TEST_CASE("vector ops: ROTL v4i32 is two masked shifts and an or; ROTR without vector AND unrolls",
          "[vectorops]") {
  VecBench B;
  setActions(B, {ISD::ROTL, ISD::ROTR}, v4i32(), Act::Expand);
  std::string D = binaryExpanded(B, ISD::ROTL, v4i32());
  INFO(D);
  // expandROT: x << (c & 31) | x >> (-c & 31).
  CHECK(countOf(D, "rotl") == 0);
  CHECK(countOf(D, "v4i32 = sub ") == 1);
  CHECK(countOf(D, "v4i32 = and ") == 2);
  CHECK(countOf(D, "v4i32 = shl ") == 1);
  CHECK(countOf(D, "v4i32 = srl ") == 1);

  VecBench C;
  setActions(C, {ISD::ROTL, ISD::ROTR, ISD::AND}, v4i32(), Act::Expand);
  CHECK(countOf(binaryExpanded(C, ISD::ROTR, v4i32()), ": i32 = rotr ") == 4);
}

TEST_CASE("vector ops: ROTL with only ROTR available is rotr by the negated amount", "[vectorops]") {
  VecBench B;
  std::string D = binaryExpanded(B, ISD::ROTL, v4i32());
  CHECK(countOf(D, "v4i32 = rotr ") == 1);
  CHECK(countOf(D, "v4i32 = sub ") == 1);
}

TEST_CASE("vector ops: CTLZ v2i64 smears and counts with the vector bit count; v4i32 unrolls",
          "[vectorops]") {
  VecBench B;
  B.TLI.setOperationAction(ISD::OR, v2i64(), Act::Legal); // the smear needs a vector OR
  B.TLI.setOperationAction(ISD::CTLZ_ZERO_UNDEF, v2i64(), Act::Expand);
  std::string D = unaryExpanded(B, ISD::CTLZ, v2i64());
  INFO(D);
  CHECK(countOf(D, "ctlz") == 0);
  CHECK(countOf(D, "ctpop") == 0);       // itself expanded, as CTPOP v2i64 is Expand
  CHECK(countOf(D, "v2i64 = or ") == 6); // x |= x >> 1, 2, 4, 8, 16, 32
  // (the NOT's XOR v2i64 is the Custom action the test target declines, so that one is unrolled)
  CHECK(countOf(D, ": i64 = xor ") == 2);

  VecBench C; // CTPOP and MUL v4i32 are Expand: no vector bit count, so no vector smear either
  C.TLI.setOperationAction(ISD::CTLZ_ZERO_UNDEF, v4i32(), Act::Expand);
  CHECK(countOf(unaryExpanded(C, ISD::CTLZ, v4i32()), ": i32 = ctlz ") == 4);
}

TEST_CASE("vector ops: CTLZ_ZERO_UNDEF becomes CTLZ when that one is legal", "[vectorops]") {
  VecBench B;
  SDValue X = B.input(v4i32(), Lanes::Divisor); // no zero lanes: their count is undefined
  B.TLI.setOperationAction(ISD::CTLZ_ZERO_UNDEF, v4i32(), Act::Expand);
  B.finish(B.DAG.getNode(ISD::CTLZ_ZERO_UNDEF, v4i32(), X));
  REQUIRE(B.legalizeAndCompare());
  CHECK(B.VectorDump.find("v4i32 = ctlz t2") != std::string::npos);
}

TEST_CASE("vector ops: CTTZ v4i32 is ctpop(~x & (x - 1)); without a vector SUB it unrolls", "[vectorops]") {
  VecBench B;
  B.TLI.setOperationAction(ISD::CTPOP, v4i32(), Act::Legal);
  B.TLI.setOperationAction(ISD::CTTZ_ZERO_UNDEF, v4i32(), Act::Expand);
  std::string D = unaryExpanded(B, ISD::CTTZ, v4i32());
  INFO(D);
  CHECK(countOf(D, "cttz") == 0);
  CHECK(countOf(D, "v4i32 = xor ") == 1);
  CHECK(countOf(D, "v4i32 = sub ") == 1);
  CHECK(countOf(D, "v4i32 = and ") == 1);
  CHECK(countOf(D, "v4i32 = ctpop ") == 1);

  VecBench C;
  setActions(C, {ISD::SUB, ISD::CTTZ_ZERO_UNDEF}, v4i32(), Act::Expand);
  C.TLI.setOperationAction(ISD::CTPOP, v4i32(), Act::Legal);
  CHECK(countOf(unaryExpanded(C, ISD::CTTZ, v4i32()), ": i32 = cttz ") == 4);
}

TEST_CASE("vector ops: BITREVERSE v4i32 is a vector bswap and three swaps; without vector SHL it unrolls",
          "[vectorops]") {
  VecBench B;
  std::string D = unaryExpanded(B, ISD::BITREVERSE, v4i32());
  INFO(D);
  CHECK(countOf(D, "bitreverse") == 0);
  CHECK(countOf(D, "bswap") == 0); // the vector bswap (Expand) became shifts in turn
  CHECK(D.find("Constant:i32<252645135>") != std::string::npos);    // 0x0f0f0f0f, the nibble mask
  CHECK(countOf(D, ": i32 = ") == countOf(D, ": i32 = Constant<")); // only splat constants are scalar

  VecBench C;
  setActions(C, {ISD::SHL}, v4i32(), Act::Expand);
  CHECK(countOf(unaryExpanded(C, ISD::BITREVERSE, v4i32()), ": i32 = bitreverse ") == 4);
}

TEST_CASE("vector ops: SMIN/SMAX/UMIN/UMAX are setcc + vselect with a vector select, else unrolled",
          "[vectorops]") {
  for (auto [Opc, CC] :
       {std::pair{ISD::SMIN, "setlt"}, {ISD::SMAX, "setgt"}, {ISD::UMIN, "setult"}, {ISD::UMAX, "setugt"}}) {
    VecBench B;
    setActions(B, {ISD::VSELECT, ISD::SETCC}, v4i32(), Act::Legal);
    B.TLI.setOperationAction(ISD::USUBSAT, v4i32(), Act::Expand); // else umin/umax use it
    std::string D = binaryExpanded(B, Opc, v4i32());
    INFO(D);
    CHECK(D.find(std::string("v4i32 = setcc t2, t4, ") + CC + ":ch") != std::string::npos);
    CHECK(countOf(D, "v4i32 = vselect ") == 1);

    VecBench C; // VSELECT v4i32 is Expand on the test target
    C.TLI.setOperationAction(ISD::USUBSAT, v4i32(), Act::Expand);
    CHECK(countOf(binaryExpanded(C, Opc, v4i32()), ": i32 = " + std::string(ISD::opcodeName(Opc)) + " ") ==
          4);
  }
}

TEST_CASE("vector ops: UMIN with a vector USUBSAT is x - usubsat(x, y)", "[vectorops]") {
  VecBench B;
  B.TLI.setOperationAction(ISD::USUBSAT, v4i32(), Act::Legal);
  std::string D = binaryExpanded(B, ISD::UMIN, v4i32());
  CHECK(D.find("v4i32 = usubsat t2, t4") != std::string::npos);
  CHECK(countOf(D, "v4i32 = sub t2, ") == 1);
}

TEST_CASE("vector ops: ABS v4i32 is (x ^ s) - s; without a vector SRA it unrolls", "[vectorops]") {
  VecBench B;
  setActions(B, {ISD::SMAX, ISD::UMIN}, v4i32(), Act::Expand); // else smax(x, -x)
  std::string D = unaryExpanded(B, ISD::ABS, v4i32());
  INFO(D);
  CHECK(countOf(D, "v4i32 = freeze t2") == 1);
  CHECK(countOf(D, "v4i32 = sra ") == 1);
  CHECK(countOf(D, "v4i32 = xor ") == 1);
  CHECK(countOf(D, "v4i32 = sub ") == 1);

  VecBench C;
  setActions(C, {ISD::SRA, ISD::SMAX, ISD::UMIN}, v4i32(), Act::Expand);
  CHECK(countOf(unaryExpanded(C, ISD::ABS, v4i32()), ": i32 = abs ") == 4);
}

TEST_CASE("vector ops: ABDS/ABDU: branchless with all-ones compares, a select, or unrolled", "[vectorops]") {
  for (int32_t Opc : {ISD::ABDS, ISD::ABDU}) {
    // Not max - min nor usubsat | usubsat: those are Expand here.
    auto noMinMax = [](VecBench& V) {
      setActions(V, {ISD::SMAX, ISD::SMIN, ISD::UMAX, ISD::UMIN, ISD::USUBSAT}, v4i32(), Act::Expand);
    };
    // With all-ones vector compares (checked by shape only: the interpreter's setcc gives 0/1 lanes).
    VecBench B(/*AllOnesBooleans=*/true);
    noMinMax(B);
    B.TLI.setOperationAction(ISD::SETCC, v4i32(), Act::Legal);
    B.TLI.setOperationAction(Opc, v4i32(), Act::Expand);
    B.finish(B.binary(Opc, v4i32()));
    REQUIRE(legalizeVectorOps(B.DAG, B.TLI));
    std::string D = B.dump();
    INFO(D);
    // cmp - ((lhs - rhs) ^ cmp) on the frozen operands.
    CHECK(D.find(std::string("v4i32 = setcc t8, t9, ") + (Opc == ISD::ABDS ? "setgt" : "setugt")) !=
          std::string::npos);
    CHECK(D.find("v4i32 = sub t8, t9") != std::string::npos);
    CHECK(countOf(D, "v4i32 = sub ") == 2);
    CHECK(countOf(D, "v4i32 = xor ") == 1);

    VecBench S; // 0/1 booleans, vector select available
    noMinMax(S);
    setActions(S, {ISD::SETCC, ISD::VSELECT}, v4i32(), Act::Legal);
    CHECK(countOf(binaryExpanded(S, Opc, v4i32()), "v4i32 = vselect ") == 1);

    VecBench C;
    noMinMax(C);
    CHECK(countOf(binaryExpanded(C, Opc, v4i32()), ": i32 = " + std::string(ISD::opcodeName(Opc)) + " ") ==
          4);
  }
}

TEST_CASE("vector ops: UADDO/USUBO/SADDO/SSUBO overflow flags from vector compares", "[vectorops]") {
  for (int32_t Opc : {ISD::UADDO, ISD::USUBO, ISD::SADDO, ISD::SSUBO}) {
    for (unsigned Res : {0u, 1u}) {
      VecBench B;
      B.TLI.setOperationAction(ISD::SETCC, v4i32(), Act::Legal);
      // Not the carry operations nor the saturating ones (other rewrites).
      setActions(B, {ISD::UADDO_CARRY, ISD::USUBO_CARRY, ISD::SADDSAT, ISD::SSUBSAT}, v4i32(), Act::Expand);
      SDValue X = B.input(v4i32()), Y = B.input(v4i32());
      B.TLI.setOperationAction(Opc, v4i32(), Act::Expand);
      SDValue O = B.DAG.getNode(Opc, B.DAG.getVTList(v4i32(), v4i32()), {X, Y});
      B.finish(O.getValue(Res));
      REQUIRE(B.legalizeAndCompare());
      std::string D = B.VectorDump;
      INFO(ISD::opcodeName(Opc) << " result " << Res << "\n" << D);
      CHECK(countOf(D, ISD::opcodeName(Opc)) == 0);
      bool Signed = Opc == ISD::SADDO || Opc == ISD::SSUBO;
      if (Res == 1) CHECK(countOf(D, "v4i32 = setcc ") == (Signed ? 2u : 1u));
    }
  }
}

TEST_CASE("vector ops: UMULO/SMULO use the vector high multiply, else unroll lane by lane", "[vectorops]") {
  for (int32_t Opc : {ISD::UMULO, ISD::SMULO}) {
    int32_t MulH = Opc == ISD::UMULO ? ISD::MULHU : ISD::MULHS;
    for (bool HasMulH : {true, false}) {
      VecBench B;
      setActions(B, {ISD::SETCC, ISD::MUL}, v4i32(), Act::Legal);
      B.TLI.setOperationAction(MulH, v4i32(), HasMulH ? Act::Legal : Act::Expand);
      setActions(B, {ISD::UMUL_LOHI, ISD::SMUL_LOHI}, v4i32(), Act::Expand);
      SDValue X = B.input(v4i32()), Y = B.input(v4i32());
      B.TLI.setOperationAction(Opc, v4i32(), Act::Expand);
      SDValue O = B.DAG.getNode(Opc, B.DAG.getVTList(v4i32(), v4i32()), {X, Y});
      B.finish(O.getValue(1));
      REQUIRE(B.legalizeAndCompare());
      std::string D = B.VectorDump;
      INFO(D);
      if (HasMulH) {
        CHECK(countOf(D, std::string("v4i32 = ") + ISD::opcodeName(MulH) + " t2, t4") == 1);
        CHECK(D.find("v4i32 = setcc ") != std::string::npos);
      } else {
        // v4i64 is not legal, so no wider multiply: UnrollVectorOverflowOp.
        CHECK(countOf(D, std::string("i32,i32 = ") + ISD::opcodeName(Opc) + " ") == 4);
        CHECK(countOf(D, ": i32 = select ") == 4);
      }
    }
  }
}

TEST_CASE("vector ops: UMULO by a power-of-two splat is a shift and a shift back", "[vectorops]") {
  VecBench B;
  B.TLI.setOperationAction(ISD::SETCC, v4i32(), Act::Legal);
  SDValue X = B.input(v4i32());
  B.TLI.setOperationAction(ISD::UMULO, v4i32(), Act::Expand);
  SDValue O =
      B.DAG.getNode(ISD::UMULO, B.DAG.getVTList(v4i32(), v4i32()), {X, B.DAG.getConstant(8, v4i32())});
  B.finish(O.getValue(1));
  REQUIRE(B.legalizeAndCompare());
  CHECK(countOf(B.VectorDump, "v4i32 = shl ") == 1);
  CHECK(countOf(B.VectorDump, "v4i32 = srl ") == 1);
  CHECK(countOf(B.VectorDump, "umulo") == 0);
}

TEST_CASE("vector ops: saturating add/sub with a vector select; unrolled without one", "[vectorops]") {
  for (int32_t Opc : {ISD::UADDSAT, ISD::SADDSAT, ISD::USUBSAT, ISD::SSUBSAT}) {
    VecBench B;
    setActions(B, {ISD::SETCC, ISD::VSELECT}, v4i32(), Act::Legal);
    setActions(B, {ISD::UMIN, ISD::UMAX}, v4i32(), Act::Expand); // else usub.sat is umax - b, uadd.sat umin
    std::string D = binaryExpanded(B, Opc, v4i32());
    INFO(D);
    CHECK(countOf(D, ISD::opcodeName(Opc)) == 0);
    CHECK(countOf(D, "v4i32 = vselect ") == 1);

    VecBench C;
    setActions(C, {ISD::UMIN, ISD::UMAX}, v4i32(), Act::Expand);
    CHECK(countOf(binaryExpanded(C, Opc, v4i32()), ": i32 = " + std::string(ISD::opcodeName(Opc)) + " ") ==
          4);
  }
  VecBench M; // usub.sat(a, b) = umax(a, b) - b
  M.TLI.setOperationAction(ISD::UMAX, v4i32(), Act::Legal);
  std::string D = binaryExpanded(M, ISD::USUBSAT, v4i32());
  CHECK(D.find("v4i32 = umax t2, t4") != std::string::npos);
}

TEST_CASE("vector ops: USHLSAT/SSHLSAT shift back and compare; unrolled without a vector select",
          "[vectorops]") {
  for (int32_t Opc : {ISD::USHLSAT, ISD::SSHLSAT}) {
    VecBench B;
    setActions(B, {ISD::SETCC, ISD::VSELECT}, v4i32(), Act::Legal);
    std::string D = binaryExpanded(B, Opc, v4i32(), Lanes::InRangeShift);
    INFO(D);
    CHECK(countOf(D, "v4i32 = shl t2, t4") == 1);
    CHECK(countOf(D, Opc == ISD::SSHLSAT ? "v4i32 = sra " : "v4i32 = srl ") == 1);
    CHECK(countOf(D, "v4i32 = vselect ") == (Opc == ISD::SSHLSAT ? 2u : 1u));

    VecBench C;
    CHECK(countOf(binaryExpanded(C, Opc, v4i32(), Lanes::InRangeShift),
                  ": i32 = " + std::string(ISD::opcodeName(Opc)) + " ") == 4);
  }
}

TEST_CASE("vector ops: SCMP/UCMP are (a > b) - (a < b) on vector compares", "[vectorops]") {
  for (int32_t Opc : {ISD::SCMP, ISD::UCMP}) {
    VecBench B;
    B.TLI.setOperationAction(ISD::SETCC, v4i32(), Act::Legal);
    std::string D = binaryExpanded(B, Opc, v4i32());
    INFO(D);
    CHECK(countOf(D, "v4i32 = setcc ") == 2);
    CHECK(countOf(D, "v4i32 = sub ") == 1);
    CHECK(countOf(D, ISD::opcodeName(Opc)) == 0);
  }
}

TEST_CASE("vector ops: a vector setcc whose condition code is Expand is swapped or inverted", "[vectorops]") {
  VecBench B; // setgt Expand, setlt legal: b < a
  B.TLI.setCondCodeAction(ISD::SETGT, v2i64(), Act::Expand);
  SDValue X = B.input(v2i64()), Y = B.input(v2i64());
  B.finish(B.DAG.getSetCC(v2i64(), X, Y, ISD::SETGT));
  REQUIRE(B.legalizeAndCompare());
  INFO(B.VectorDump);
  CHECK(B.VectorDump.find("v2i64 = setcc t4, t2, setlt:ch") != std::string::npos);

  VecBench C; // setge and its swap setle Expand: !(a < b), the not an xor with the true splat
  C.TLI.setOperationAction(ISD::SETCC, v4i32(), Act::Legal);
  C.TLI.setCondCodeAction(ISD::SETGE, v4i32(), Act::Expand);
  C.TLI.setCondCodeAction(ISD::SETLE, v4i32(), Act::Expand);
  SDValue X2 = C.input(v4i32()), Y2 = C.input(v4i32());
  C.finish(C.DAG.getSetCC(v4i32(), X2, Y2, ISD::SETGE));
  REQUIRE(C.legalizeAndCompare());
  INFO(C.VectorDump);
  CHECK(C.VectorDump.find("v4i32 = setcc t2, t4, setlt:ch") != std::string::npos);
  CHECK(C.VectorDump.find("v4i32 = xor ") != std::string::npos);
  CHECK(C.VectorDump.find("Constant:i32<1>") != std::string::npos);
}

TEST_CASE("vector ops: SIGN/ZERO_EXTEND_VECTOR_INREG become shuffles (and shifts)", "[vectorops]") {
  for (int32_t Opc : {ISD::SIGN_EXTEND_VECTOR_INREG, ISD::ZERO_EXTEND_VECTOR_INREG}) {
    VecBench B;
    setActions(B,
               {ISD::ANY_EXTEND_VECTOR_INREG, ISD::SIGN_EXTEND_VECTOR_INREG, ISD::ZERO_EXTEND_VECTOR_INREG},
               v2i64(), Act::Expand);
    SDValue X = B.input(v4i32());
    B.finish(B.DAG.getNode(Opc, v2i64(), X));
    REQUIRE(B.legalizeAndCompare());
    std::string D = B.VectorDump;
    INFO(D);
    CHECK(countOf(D, "extend_vector_inreg") == 0);
    if (Opc == ISD::SIGN_EXTEND_VECTOR_INREG) {
      // Any-extend: lanes 0 and 1 to the low halves, the high halves undef; then shl + sra by 32.
      CHECK(D.find("vector_shuffle<0,u,1,u>") != std::string::npos);
      CHECK(countOf(D, "v2i64 = shl ") == 1);
      CHECK(countOf(D, "v2i64 = sra ") == 1);
    } else {
      // Blend with zero: lanes 0 and 1 of the source (4, 5) into the low halves, zeros above.
      CHECK(D.find("vector_shuffle<4,1,5,3>") != std::string::npos);
    }
  }
}
