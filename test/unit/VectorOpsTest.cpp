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
enum class Lanes { Any, Divisor, Bool, AllOnesBool };

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
  VecBench B;
  SDValue A = B.input(v4i32()), C = B.input(v4i32());
  B.TLI.setOperationAction(ISD::SMIN, v4i32(), LegalizeAction::Expand);
  B.finish(B.DAG.getNode(ISD::SMIN, v4i32(), A, C));
  try {
    legalizeVectorOps(B.DAG, B.TLI);
    FAIL("expected a CannotLowerError");
  } catch (const CannotLowerError& E) {
    CHECK(std::string(E.what()).find("t5: v4i32 = smin t2, t4") != std::string::npos);
  }
}
