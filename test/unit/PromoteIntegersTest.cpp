// test/unit/PromoteIntegersTest.cpp — the PromoteInteger family's extension choices, checked on the
// type-legalized DAG's nodes rather than on whole dumps: which operand extension (any / sign / zero) each
// opcode picks, when an extension is skipped because the value already has it, how promoted booleans are
// re-normalized, what loads and stores become, and that an opcode without a rule is a clean error.
// (test/golden/legalize-types/promote-*.ll show the whole DAGs and are checked by execution.)
#include "ir/Parser.h"
#include "legalize/LegalizeTypes.h"
#include "support/Diagnostics.h"
#include "tools/lib/Pipeline.h"

#include <catch2/catch.hpp>

using namespace dt;

namespace {

/// One function of an IR module taken through type legalization for a RISC-V configuration.
struct Legalized {
  std::unique_ptr<ir::Module> M;
  FunctionDAGs FD;
  const SelectionDAG& dag(unsigned MBB = 0) const { return *FD.Blocks.at(MBB); }
};

Legalized legalize(const char* Triple, const char* Attrs, const std::string& IR) {
  Legalized R;
  PipelineOptions Opts;
  Opts.ST = riscv::Subtarget::create(Triple, Attrs, "");
  Opts.StopAfter = Phase::LegalizeTypes;
  R.M = ir::parseModule(IR, "promote-test.ll");
  applyTargetDataLayout(*R.M, Opts.ST);
  Pipeline P(*R.M, Opts);
  std::string Dbg, Out;
  for (const auto& F : R.M->Functions)
    if (!F->isDeclaration()) R.FD = P.runFunction(*F, Dbg, Out);
  return R;
}

/// The first node with opcode Opc (and condition code CC for setcc), or null.
const SDNode* find(const SelectionDAG& DAG, int32_t Opc, ISD::CondCode CC = ISD::SETCC_INVALID) {
  for (SDNode* N : DAG.allnodes()) {
    if (N->getOpcode() != Opc) continue;
    if (CC != ISD::SETCC_INVALID && N->getOperand(2)->getCondCode() != CC) continue;
    return N;
  }
  return nullptr;
}

unsigned count(const SelectionDAG& DAG, int32_t Opc) {
  unsigned C = 0;
  for (SDNode* N : DAG.allnodes()) C += N->getOpcode() == Opc;
  return C;
}

/// Whether V zero-extends from Bits bits with a mask (and V, 2^Bits-1).
bool isZeroExtendInReg(SDValue V, unsigned Bits) {
  return V.getOpcode() == ISD::AND && isConstantNode(V.getOperand(1)) &&
         V.getOperand(1)->getAPIntValue() == APInt::lowBitsSet(V.getValueType().scalarSizeInBits(), Bits);
}
bool isMaskOf7(SDValue V) {
  return isConstantNode(V.getOperand(1)) && V.getOperand(1)->getAPIntValue().eq(7);
}
bool isSignExtendInReg(SDValue V, unsigned Bits) {
  return V.getOpcode() == ISD::SIGN_EXTEND_INREG && V.getOperand(1)->getVTPayload() == EVT::integer(Bits);
}

} // namespace

TEST_CASE("promote: signed compares sign-extend, unsigned ones zero-extend, rv32", "[legalize]") {
  auto R = legalize("riscv32", "", R"(
define i32 @f(i8 %a, i8 %b) {
  %c1 = icmp slt i8 %a, %b
  %c2 = icmp ult i8 %a, %b
  %z1 = zext i1 %c1 to i32
  %z2 = zext i1 %c2 to i32
  %s = add i32 %z1, %z2
  ret i32 %s
}
)");
  const SDNode* Slt = find(R.dag(), ISD::SETCC, ISD::SETLT);
  const SDNode* Ult = find(R.dag(), ISD::SETCC, ISD::SETULT);
  REQUIRE(Slt);
  REQUIRE(Ult);
  CHECK(Slt->getValueType(0) == EVT::i32()); // the setcc type, not i1
  CHECK(isSignExtendInReg(Slt->getOperand(0), 8));
  CHECK(isSignExtendInReg(Slt->getOperand(1), 8));
  CHECK(isZeroExtendInReg(Ult->getOperand(0), 8));
  CHECK(isZeroExtendInReg(Ult->getOperand(1), 8));
  // zext i1 of a promoted boolean: an and with 1 in the register.
  CHECK(isZeroExtendInReg(SDValue(const_cast<SDNode*>(find(R.dag(), ISD::ADD)), 0).getOperand(0), 1));
}

TEST_CASE("promote: unsigned compares of already-extended values need no extension", "[legalize]") {
  // Sign-extended arguments (AssertSext) compare unsigned as they are; zero-extended ones too.
  auto R = legalize("riscv32", "", R"(
define i1 @f(i8 signext %a, i8 signext %b, i16 zeroext %c, i16 zeroext %d) {
  %x = icmp ugt i8 %a, %b
  %y = icmp eq i16 %c, %d
  %r = and i1 %x, %y
  ret i1 %r
}
)");
  const SDNode* Ugt = find(R.dag(), ISD::SETCC, ISD::SETUGT);
  const SDNode* Eq = find(R.dag(), ISD::SETCC, ISD::SETEQ);
  REQUIRE(Ugt);
  REQUIRE(Eq);
  CHECK(Ugt->getOperand(0).getOpcode() == ISD::AssertSext);
  CHECK(Ugt->getOperand(1).getOpcode() == ISD::AssertSext);
  // An AssertZext i16 value has 17 significant bits as a signed number: zero-extension is still emitted
  // (LLVM asks ComputeMaxSignificantBits, not the known zero bits, on this path).
  CHECK(isZeroExtendInReg(Eq->getOperand(0), 16));
}

TEST_CASE("promote: i32 compares on rv64 sign-extend unless both values are zero-extended", "[legalize]") {
  auto R = legalize("riscv64", "", R"(
define i1 @f(i32 %a, i32 %b, i32 zeroext %c, i32 zeroext %d) {
  %x = icmp ult i32 %a, %b
  %y = icmp ult i32 %c, %d
  %z = icmp slt i32 %c, %d
  %r = and i1 %x, %y
  %s = and i1 %r, %z
  ret i1 %s
}
)");
  std::vector<const SDNode*> Ult;
  for (SDNode* N : R.dag().allnodes())
    if (N->getOpcode() == ISD::SETCC && N->getOperand(2)->getCondCode() == ISD::SETULT) Ult.push_back(N);
  REQUIRE(Ult.size() == 2);
  unsigned SExt = 0, Plain = 0;
  for (const SDNode* N : Ult) {
    if (isSignExtendInReg(N->getOperand(0), 32) && isSignExtendInReg(N->getOperand(1), 32)) ++SExt;
    if (N->getOperand(0).getOpcode() == ISD::AssertZext && N->getOperand(1).getOpcode() == ISD::AssertZext)
      ++Plain;
  }
  CHECK(SExt == 1);  // %a, %b: isSExtCheaperThanZExt(i32, i64)
  CHECK(Plain == 1); // %c, %d: already zero-extended
  const SDNode* Slt = find(R.dag(), ISD::SETCC, ISD::SETLT);
  REQUIRE(Slt);
  CHECK(isSignExtendInReg(Slt->getOperand(0), 32)); // signed: always sign-extended
}

TEST_CASE("promote: each arithmetic opcode picks its extension", "[legalize]") {
  auto R = legalize("riscv32", "+m", R"(
define i8 @f(i8 %a, i8 %b) {
  %bo = or i8 %b, 1
  %q = sdiv i8 %a, %bo
  %u = udiv i8 %a, %bo
  %amt = and i8 %b, 7
  %l = shl i8 %a, %amt
  %r = ashr i8 %a, %amt
  %z = lshr i8 %a, %amt
  %s1 = add i8 %q, %u
  %s2 = xor i8 %l, %r
  %s3 = sub i8 %s1, %s2
  %s4 = mul i8 %s3, %z
  ret i8 %s4
}
)");
  const SDNode* SDiv = find(R.dag(), ISD::SDIV);
  const SDNode* UDiv = find(R.dag(), ISD::UDIV);
  const SDNode* Shl = find(R.dag(), ISD::SHL);
  const SDNode* Sra = find(R.dag(), ISD::SRA);
  const SDNode* Srl = find(R.dag(), ISD::SRL);
  REQUIRE((SDiv && UDiv && Shl && Sra && Srl));
  CHECK(isSignExtendInReg(SDiv->getOperand(0), 8));
  CHECK(isSignExtendInReg(SDiv->getOperand(1), 8));
  CHECK(isZeroExtendInReg(UDiv->getOperand(0), 8));
  CHECK(isZeroExtendInReg(UDiv->getOperand(1), 8));
  CHECK(Shl->getOperand(0).getOpcode() == ISD::CopyFromReg); // any-extended: used as it is
  CHECK(isSignExtendInReg(Sra->getOperand(0), 8));
  CHECK(isZeroExtendInReg(Srl->getOperand(0), 8));
  // The shift amount's zero extension of (and (trunc b), 7) is folded by the first combine (LLVM's
  // zext (and (trunc x), C) → and x, C) into and b, 7: its top bits are already zero.
  CHECK(Srl->getOperand(1).getOpcode() == ISD::AND);
  CHECK(isMaskOf7(Srl->getOperand(1)));
  // add/sub/xor/mul take their operands as they are: no extension feeds them.
  for (int32_t Opc : {ISD::ADD, ISD::SUB, ISD::XOR, ISD::MUL}) {
    const SDNode* N = find(R.dag(), Opc);
    REQUIRE(N);
    CHECK(N->getValueType(0) == EVT::i32());
    CHECK(N->getOperand(0).getOpcode() != ISD::SIGN_EXTEND_INREG);
    CHECK(N->getOperand(1).getOpcode() != ISD::SIGN_EXTEND_INREG);
  }
}

TEST_CASE("promote: constants zero-extend unless byte-sized", "[legalize]") {
  auto R = legalize("riscv32", "", R"(
define i32 @f(i7 %a, i8 %b) {
  %x = mul i7 %a, -11
  %y = mul i8 %b, -11
  %xs = sext i7 %x to i32
  %ys = sext i8 %y to i32
  %s = add i32 %xs, %ys
  ret i32 %s
}
)");
  std::vector<int64_t> Factors;
  for (SDNode* N : R.dag().allnodes())
    if (N->getOpcode() == ISD::MUL && isConstantNode(N->getOperand(1)))
      Factors.push_back(N->getOperand(1)->getSExtValue());
  std::sort(Factors.begin(), Factors.end());
  // -11, not -3: the first combine turns a multiply by -3 into shifts (decomposeMulByConstant), as LLVM does.
  CHECK(Factors == std::vector<int64_t>{-11, 117}); // i8 -11 sign-extended, i7 -11 zero-extended (117)
}

TEST_CASE("promote: loads become extending loads, stores truncating stores, memory type kept", "[legalize]") {
  auto R = legalize("riscv32", "", R"(
define i16 @f(i16 %a) {
  %p = alloca i16
  store i16 %a, ptr %p
  %v = load volatile i16, ptr %p
  %w = ashr i16 %v, 3
  ret i16 %w
}
)");
  const SDNode* Ld = find(R.dag(), ISD::LOAD);
  const SDNode* St = find(R.dag(), ISD::STORE);
  REQUIRE(Ld);
  REQUIRE(St);
  CHECK(Ld->getValueType(0) == EVT::i32());
  CHECK(Ld->getMemoryVT() == EVT::i16());
  CHECK(Ld->getExtensionType() == ISD::EXTLOAD);
  CHECK(St->isTruncatingStore());
  CHECK(St->getMemoryVT() == EVT::i16());
  CHECK(St->getOperand(1).getValueType() == EVT::i32());
}

TEST_CASE("promote: overflow flags are recomputed from the wide result", "[legalize]") {
  auto R = legalize("riscv32", "", R"(
define i1 @f(i8 %a, i8 %b, i16 %c, i16 %d) {
  %r = call {i8, i1} @llvm.uadd.with.overflow.i8(i8 %a, i8 %b)
  %o = extractvalue {i8, i1} %r, 1
  %s = call {i16, i1} @llvm.ssub.with.overflow.i16(i16 %c, i16 %d)
  %p = extractvalue {i16, i1} %s, 1
  %x = or i1 %o, %p
  ret i1 %x
}
declare {i8, i1} @llvm.uadd.with.overflow.i8(i8, i8)
declare {i16, i1} @llvm.ssub.with.overflow.i16(i16, i16)
)");
  CHECK(count(R.dag(), ISD::UADDO) == 0);
  CHECK(count(R.dag(), ISD::SSUBO) == 0);
  unsigned ZextChecks = 0, SextChecks = 0;
  for (SDNode* N : R.dag().allnodes()) {
    if (N->getOpcode() != ISD::SETCC || N->getOperand(2)->getCondCode() != ISD::SETNE) continue;
    SDValue Narrowed = N->getOperand(0), Wide = N->getOperand(1);
    if (isZeroExtendInReg(Narrowed, 8) && Narrowed.getOperand(0) == Wide && Wide.getOpcode() == ISD::ADD)
      ++ZextChecks;
    if (isSignExtendInReg(Narrowed, 16) && Narrowed.getOperand(0) == Wide && Wide.getOpcode() == ISD::SUB)
      ++SextChecks;
  }
  CHECK(ZextChecks == 1);
  CHECK(SextChecks == 1);
}

TEST_CASE("promote: an i1 select condition is re-normalized to a ZeroOrOne boolean", "[legalize]") {
  auto R = legalize("riscv64", "", R"(
define i8 @f(i8 %a, i8 %b, i1 %c) {
  %r = select i1 %c, i8 %a, i8 %b
  ret i8 %r
}
)");
  const SDNode* Sel = find(R.dag(), ISD::SELECT);
  REQUIRE(Sel);
  CHECK(Sel->getValueType(0) == EVT::i64());
  CHECK(isZeroExtendInReg(Sel->getOperand(0), 1));
}

TEST_CASE("promote: bit counts are expanded in the narrow type without Zbb, promoted with it", "[legalize]") {
  const char* IR = R"(
define i8 @f(i8 %a) {
  %r = call i8 @llvm.ctlz.i8(i8 %a, i1 false)
  ret i8 %r
}
declare i8 @llvm.ctlz.i8(i8, i1)
)";
  auto Plain = legalize("riscv32", "", IR);
  CHECK(count(Plain.dag(), ISD::CTLZ) == 0);
  CHECK(count(Plain.dag(), ISD::CTPOP) == 0); // the ctpop of the expansion is expanded as well
  auto Zbb = legalize("riscv32", "+zbb", IR);
  const SDNode* Clz = find(Zbb.dag(), ISD::CTLZ);
  REQUIRE(Clz);
  CHECK(isZeroExtendInReg(Clz->getOperand(0), 8));
  const SDNode* Sub = find(Zbb.dag(), ISD::SUB); // minus the 24 extra leading zeros
  REQUIRE(Sub);
  CHECK(isConstantNode(Sub->getOperand(1)));
  CHECK(Sub->getOperand(1)->getZExtValue() == 24);
}

TEST_CASE("promote: SExtOrZExtPromotedInteger follows isSExtCheaperThanZExt", "[legalize]") {
  for (bool RV64 : {false, true}) {
    riscv::RISCVTargetLowering TLI(riscv::Subtarget::create(RV64 ? "riscv64" : "riscv32", "", ""));
    SelectionDAG DAG(TLI);
    EVT XLen = TLI.xlenVT();
    EVT Narrow = RV64 ? EVT::i32() : EVT::i16();
    SDValue Wide = DAG.getCopyFromReg(DAG.getEntryNode(), 0x80000000u, XLen);
    SDValue N = DAG.getNode(ISD::TRUNCATE, Narrow, Wide);
    DAGTypeLegalizer L(DAG, TLI);
    L.SetPromotedInteger(N, Wide);
    SDValue E = L.SExtOrZExtPromotedInteger(N);
    if (RV64)
      CHECK(isSignExtendInReg(E, 32));
    else
      CHECK(isZeroExtendInReg(E, 16));
    CHECK(isSignExtendInReg(L.SExtPromotedInteger(N), Narrow.scalarSizeInBits()));
    CHECK(isZeroExtendInReg(L.ZExtPromotedInteger(N), Narrow.scalarSizeInBits()));
  }
}

TEST_CASE("promote: a node without a promotion rule is a clean error naming it", "[legalize]") {
  riscv::RISCVTargetLowering TLI(riscv::Subtarget::create("riscv32", "", ""));
  SelectionDAG DAG(TLI);
  // A CopyToReg of an i8: the builder never makes one (it copies register-sized parts), LLVM has no rule.
  SDValue V = DAG.getCopyFromReg(DAG.getEntryNode(), 0x80000000u, EVT::i32());
  SDValue T = DAG.getNode(ISD::TRUNCATE, EVT::i8(), V);
  DAG.setRoot(DAG.getCopyToReg(V.getValue(1), 0x80000001u, T));
  DAGTypeLegalizer L(DAG, TLI);
  try {
    L.run();
    FAIL("expected CannotLowerError");
  } catch (const CannotLowerError& E) {
    std::string Msg = E.what();
    CHECK(Msg.find("PromoteInteger") != std::string::npos);
    CHECK(Msg.find("CopyToReg") != std::string::npos);
  }
}
