// test/unit/RISCVMatIntTest.cpp — constant materialization (targets/riscv/RISCVMatInt) against execution
// and against llc-19.
//
// (1) Every sequence we choose, run by the evaluator, yields its constant: thousands of edge and seeded
// random values on RV32/RV64 with and without Zba/Zbb/Zbs/Zbkb. (2) For ~200 values per configuration, one
// module with one function per constant goes through `llc-19 -stop-after=finalize-isel`; each function's
// selected instructions (opcode, immediate, and which register each reads) must equal selectImm's choice,
// and llc's constant-pool loads must be exactly the values shouldUseConstantPool names.
#include "targets/riscv/RISCVMatInt.h"

#include "bench/gen/LLVMTools.h"
#include "support/Diagnostics.h"

#include <catch2/catch.hpp>
#include <map>
#include <random>
#include <set>
#include <sstream>

using namespace dt;
using namespace dt::riscv;
using namespace dt::riscv::matint;

namespace {

uint64_t lowOnes(unsigned N) {
  return N == 0 ? 0 : ~0ull >> (64 - N);
}
int64_t sext32(int64_t V) {
  return (int64_t)(int32_t)(uint32_t)(uint64_t)V;
}

/// The values the brief and LLVM's own tests single out: immediate-range borders, powers of two and their
/// neighbours, masks of leading/trailing ones and zeros, repeated patterns, equal halves.
std::vector<int64_t> edgeValues() {
  std::vector<uint64_t> V = {0,
                             1,
                             ~0ull,
                             2047,
                             2048,
                             (uint64_t)-2048,
                             (uint64_t)-2049,
                             0x7ff,
                             0x800,
                             0xfff,
                             0x1000,
                             0x17ff,
                             0x1800,
                             0xffffffff,
                             0x80000000,
                             0x7fffffff,
                             0xffffffff00000000,
                             0x0123456789abcdef,
                             0xfedcba9876543210,
                             0x5555555555555555,
                             0xaaaaaaaaaaaaaaaa,
                             0x1111111111111111,
                             0x0f0f0f0f0f0f0f0f,
                             0x00ff00ff00ff00ff,
                             0x0000ffff0000ffff,
                             0x8000000080000000,
                             0x1234567812345678,
                             0x8765432187654321,
                             0xdeadbeefdeadbeef,
                             0x7fffffff7fffffff,
                             0xfffff000fffff000,
                             0xffffffff7fffffff,
                             0xffffffff80000000,
                             0x80000000ffffffff,
                             0x00000000fffff7ff,
                             0x000000007ffff800,
                             0xffffffffffff1234,
                             0x3000000000000003,
                             0xc000000000000fff,
                             0x00000001fffff800,
                             0x0000100000000801,
                             0x1000000000001000,
                             0xffff0000ffff0000,
                             0x123456789,
                             0x300000003,
                             0x900000009,
                             0x2aaaaaaaa,
                             0x5000000000000,
                             0x400000000000fff};
  for (unsigned B = 0; B < 64; ++B) {
    uint64_t P = 1ull << B;
    for (uint64_t X : {P, P - 1, P + 1, ~P, ~(P - 1), -P, -(P + 1), lowOnes(B), ~lowOnes(B)}) V.push_back(X);
  }
  for (unsigned B = 1; B < 64; B += 7)
    for (unsigned Len = 1; Len + B <= 64; Len += 9) V.push_back(lowOnes(Len) << B); // shifted masks
  std::vector<int64_t> Out;
  std::set<uint64_t> Seen;
  for (uint64_t X : V)
    if (Seen.insert(X).second) Out.push_back((int64_t)X);
  return Out;
}

/// Values whose LLVM sequence comes from a rarer rewrite (found by searching shaped random values for
/// sequences that change when the rewrite is removed), so that the llc comparison is sure to meet them:
/// SH2ADD/SH3ADD with Zba; XORI -1 after a leading-zero form; the ADDI adjustment of low bits 0x1xxx
/// (0xf35e8d0d3a1); RORI of a run of ones straddling bit 32 (the last two).
const int64_t RewriteWitnesses[] = {
    0x000000019b3aaf83,          (int64_t)0xfffffffc84cb535d, 0x00000003771cf2b7, (int64_t)0xffff151da4107fff,
    (int64_t)0xffffe4fecd019fff, 0x00000f35e8d0d3a1,          0x7ffffffffffffc00, 0x5fffffffffffff80};

/// One seeded random value of a shape that exercises a particular rewrite.
int64_t randomShaped(std::mt19937_64& R) {
  auto below = [&](uint64_t N) { return R() % N; };
  switch (below(10)) {
  case 0: return (int64_t)R();
  case 1: { // sparse: one to four bits
    uint64_t V = 0;
    for (unsigned I = 0, N = 1 + below(4); I < N; ++I) V |= 1ull << below(64);
    return (int64_t)V;
  }
  case 2: return (int64_t)((uint64_t)(int64_t)((int64_t)below(4096) - 2048) << below(64)); // simm12 << k
  case 3: return (int64_t)((uint64_t)(int64_t)(int32_t)R() << below(33));                  // simm32 << k
  case 4: { // a run of ones, possibly inverted
    unsigned Len = 1 + below(64), Pos = below(65 - Len);
    uint64_t V = lowOnes(Len) << Pos;
    return (int64_t)(below(2) ? ~V : V);
  }
  case 5: { // equal halves
    uint64_t Lo = (uint32_t)R();
    return (int64_t)(Lo | Lo << 32);
  }
  case 6: { // multiples of 3/5/9 of a 32-bit value, sometimes with low bits added
    static const int64_t F[] = {3, 5, 9};
    int64_t V = (int64_t)(int32_t)R() * F[below(3)];
    return below(2) ? V : (int64_t)((uint64_t)V + below(4096) - 2048);
  }
  case 7: { // leading and trailing ones around a random middle
    uint64_t V = R() | lowOnes(below(40)) | ~lowOnes(64 - below(40));
    return (int64_t)V;
  }
  case 8: return (int64_t)(uint32_t)R(); // zero-extended 32-bit
  default: {                             // low 13 bits of the 0x1xxx shape, upper bits sparse
    uint64_t V = (R() & 0xf0f000000000e000ull) | 0x1000 | below(0x800);
    return (int64_t)V;
  }
  }
}

struct Config {
  const char* Triple;
  const char* Attrs;
};

const Config EvalConfigs[] = {
    {"riscv32", ""},
    {"riscv32", "+zba,+zbb,+zbs,+zbkb"},
    {"riscv64", ""},
    {"riscv64", "+zba"},
    {"riscv64", "+zbb"},
    {"riscv64", "+zbs"},
    {"riscv64", "+zbkb"},
    {"riscv64", "+zba,+zbb,+zbs"},
    {"riscv64", "+zba,+zbb,+zbs,+zbkb"},
    {"riscv64", "+zba,+zbs"},
    {"riscv64", "+c"},
};

std::string describe(const InstSeq& Seq) {
  std::ostringstream OS;
  for (const Inst& I : Seq) OS << opcodeName(I.Opc) << " " << I.Imm << "; ";
  return OS.str();
}

} // namespace

TEST_CASE("matint: every chosen sequence evaluates to its constant", "[isel]") {
  std::vector<int64_t> Values = edgeValues();
  Values.insert(Values.end(), std::begin(RewriteWitnesses), std::end(RewriteWitnesses));
  std::mt19937_64 R(0x6d61'7469'6e74ull);
  for (int I = 0; I < 6000; ++I) Values.push_back(randomShaped(R));
  for (const Config& C : EvalConfigs) {
    Subtarget ST = Subtarget::create(C.Triple, C.Attrs, "");
    for (int64_t Raw : Values) {
      int64_t V = ST.is64Bit() ? Raw : sext32(Raw);
      InstSeq Seq = generateInstSeq(V, ST);
      INFO(C.Triple << " " << C.Attrs << " value " << V << ": " << describe(Seq));
      REQUIRE(!Seq.empty());
      REQUIRE(Seq.size() <= (ST.is64Bit() ? 8u : 2u));
      REQUIRE(evaluate(Seq, ST) == V);
      ImmSelection Sel = selectImm(V, ST);
      REQUIRE(evaluate(Sel, ST) == V);
      REQUIRE(getIntMatCost(APInt(64, (uint64_t)V), ST.XLen, ST) == Seq.size());
    }
  }
}

TEST_CASE("matint: the API's small contracts", "[isel]") {
  Subtarget RV32 = Subtarget::create("riscv32", "", ""), RV64 = Subtarget::create("riscv64", "", "");
  Subtarget RV64C = Subtarget::create("riscv64", "+c", "");
  // 0x12345678: LUI 0x12345 + ADDI(W) 0x678 on both; ADDIW on RV64 only.
  CHECK(generateInstSeq(0x12345678, RV32) == InstSeq{{Opcode::LUI, 0x12345}, {Opcode::ADDI, 0x678}});
  CHECK(generateInstSeq(0x12345678, RV64) == InstSeq{{Opcode::LUI, 0x12345}, {Opcode::ADDIW, 0x678}});
  CHECK(generateInstSeq(0, RV64) == InstSeq{{Opcode::ADDI, 0}});
  // An i64 on RV32 costs its two halves: 0x1_00000001 is ADDI 1 + ADDI 1.
  CHECK(getIntMatCost(APInt(64, 0x100000001ull), 64, RV32) == 2);
  CHECK(getIntMatCost(APInt(64, 0), 64, RV64) == 1);
  // Compression cost: ADDI 1 + SLLI 40 are both compressible (70 each); LUI 0x12345 + ADDIW 0x678 are not.
  CHECK(getIntMatCost(APInt(64, 1ull << 40), 64, RV64C, true) == 140);
  CHECK(getIntMatCost(APInt(64, 0x12345678), 64, RV64C, true) == 200);
  CHECK(getIntMatCost(APInt(64, 0x12345678), 64, RV64, true) == 2); // no C: instruction count
  CHECK(Inst{Opcode::LUI, 1}.Kind() == OperandKind::Imm);
  CHECK(Inst{Opcode::ADD_UW, 0}.Kind() == OperandKind::RegX0);
  CHECK(Inst{Opcode::SH2ADD, 0}.Kind() == OperandKind::RegReg);
  CHECK(Inst{Opcode::PACK, 0}.Kind() == OperandKind::RegReg);
  CHECK(Inst{Opcode::XORI, -1}.Kind() == OperandKind::RegImm);
  CHECK(std::string(opcodeName(Opcode::SLLI_UW)) == "SLLI_UW");
  CHECK_THROWS_AS(generateInstSeq(1ll << 40, RV32), InternalError);
  CHECK_THROWS_AS(evaluate(InstSeq{{Opcode::ADDIW, 1}}, RV32), InternalError);
  CHECK_THROWS_AS(evaluate(InstSeq{{Opcode::ADDI, 4096}}, RV64), InternalError);
  CHECK(!shouldUseConstantPool(0x0123456789abcdefll, RV32));
  CHECK(!shouldUseConstantPool(INT32_MIN, RV64));
}

namespace {

/// One selected machine instruction from llc's MIR: `%D:gpr = OPC %A, killed %B, 123`.
struct MInst {
  std::string Opc;
  int Def = -1;
  std::vector<std::string> Ops; // operands with "killed " removed
};

/// The body instructions of each function of a -stop-after=finalize-isel MIR file, by function name.
std::map<std::string, std::vector<MInst>> parseMIRBodies(const std::string& MIR) {
  std::map<std::string, std::vector<MInst>> Out;
  std::istringstream In(MIR);
  std::string Line, Current;
  bool InBody = false;
  while (std::getline(In, Line)) {
    if (Line.rfind("name:", 0) == 0) {
      Current = Line.substr(Line.find_first_not_of(' ', 5));
      InBody = false;
      Out[Current];
      continue;
    }
    if (Line.rfind("body:", 0) == 0) {
      InBody = true;
      continue;
    }
    if (!InBody || Line.rfind("    ", 0) != 0) continue;
    std::string Text = Line.substr(4);
    MInst MI;
    size_t Eq = Text.find(" = ");
    if (Eq != std::string::npos) {
      std::string Def = Text.substr(0, Eq);
      if (Def[0] == '%') MI.Def = std::stoi(Def.substr(1, Def.find(':') - 1));
      Text = Text.substr(Eq + 3);
    }
    size_t Sp = Text.find(' ');
    MI.Opc = Text.substr(0, Sp);
    if (Sp != std::string::npos) {
      std::string Rest = Text.substr(Sp + 1), Op;
      std::istringstream Ops(Rest);
      while (std::getline(Ops, Op, ',')) {
        Op.erase(0, Op.find_first_not_of(' '));
        if (Op.rfind("killed ", 0) == 0) Op = Op.substr(7);
        MI.Ops.push_back(Op);
      }
    }
    Out[Current].push_back(MI);
  }
  return Out;
}

/// What selectImm's choice must look like in MIR, checked instruction by instruction; "" when it does.
std::string compareWithLLC(int64_t V, const Subtarget& ST, const std::vector<MInst>& Body) {
  std::vector<MInst> Sel;
  bool ConstantPool = false, CopiesX0 = false;
  for (const MInst& MI : Body) {
    for (const std::string& Op : MI.Ops)
      if (Op.find("%const.") != std::string::npos) ConstantPool = true;
    if (MI.Opc == "COPY" && MI.Def >= 0 && MI.Ops.size() == 1 && MI.Ops[0] == "$x0") CopiesX0 = true;
    if (MI.Def >= 0 && MI.Opc != "COPY") Sel.push_back(MI);
  }
  std::ostringstream Why;
  if (ConstantPool != shouldUseConstantPool(V, ST))
    return std::string("llc ") + (ConstantPool ? "loads" : "does not load") + " it from the constant pool";
  if (ConstantPool) return "";
  if (V == 0) return CopiesX0 && Sel.empty() ? "" : "zero is not a copy of $x0";

  ImmSelection Choice = selectImm(V, ST);
  InstSeq Expected = Choice.Seq;
  if (Choice.TwoReg) {
    Expected.push_back({Opcode::SLLI, Choice.ShiftAmt});
    Expected.push_back({Choice.AddOpc, 0});
  }
  std::ostringstream Ours, Theirs;
  for (const Inst& I : Expected) Ours << opcodeName(I.Opc) << " " << I.Imm << "; ";
  for (const MInst& MI : Sel) {
    Theirs << MI.Opc;
    for (const std::string& Op : MI.Ops) Theirs << " " << Op;
    Theirs << "; ";
  }
  std::string Mismatch = "ours: " + Ours.str() + " llc: " + Theirs.str();
  if (Sel.size() != Expected.size()) return Mismatch;
  int Prev = -1, LowResult = -1;
  for (size_t I = 0; I < Expected.size(); ++I) {
    const Inst& E = Expected[I];
    const MInst& M = Sel[I];
    if (M.Opc != opcodeName(E.Opc)) return Mismatch;
    auto reg = [&](int R) { return R < 0 ? std::string("$x0") : "%" + std::to_string(R); };
    std::vector<std::string> Want;
    bool Final = Choice.TwoReg && I + 1 == Expected.size();
    bool Shift = Choice.TwoReg && I + 2 == Expected.size();
    if (Final) {
      Want = {reg(LowResult), reg(Prev)}; // AddOpc X, (SLLI X, ShiftAmt)
    } else if (Shift) {
      Want = {reg(Prev), std::to_string(E.Imm)};
      LowResult = Prev;
    } else {
      switch (E.Kind()) {
      case OperandKind::Imm: Want = {std::to_string(E.Imm)}; break;
      case OperandKind::RegImm: Want = {reg(Prev), std::to_string(E.Imm)}; break;
      case OperandKind::RegReg: Want = {reg(Prev), reg(Prev)}; break;
      case OperandKind::RegX0: Want = {reg(Prev), "$x0"}; break;
      }
    }
    if (M.Ops != Want) return Mismatch + " (operands of instruction " + std::to_string(I) + ")";
    Prev = M.Def;
  }
  return "";
}

} // namespace

TEST_CASE("matint: sequences and constant-pool choices equal llc-19's", "[isel]") {
  std::string LLC = gen::llvmTool("llc");
  if (LLC.empty()) {
    WARN("llc-19 not found; skipping the comparison with LLVM");
    return;
  }
  const Config LLCConfigs[] = {
      {"riscv32", ""},     {"riscv32", "+zba,+zbb,+zbs"}, {"riscv64", ""},      {"riscv64", "+zba"},
      {"riscv64", "+zbb"}, {"riscv64", "+zbs"},           {"riscv64", "+zbkb"}, {"riscv64", "+zba,+zbb,+zbs"},
  };
  // The same 200 values for every configuration: the rewrite witnesses, 115 edge values (spread over the
  // list) and 80 shaped random ones from a fixed seed.
  std::vector<int64_t> Edge = edgeValues(), Values(std::begin(RewriteWitnesses), std::end(RewriteWitnesses));
  for (size_t I = 0; I < 115; ++I) Values.push_back(Edge[I * Edge.size() / 115]);
  std::mt19937_64 R(20240917);
  for (int I = 0; I < 80; ++I) Values.push_back(randomShaped(R));

  std::ostringstream Summary;
  std::set<Opcode> OpcodesCompared;
  size_t LongestBuilt = 0, ShortestPooled = 99; // single-sequence lengths around the RV64 budget
  for (const Config& C : LLCConfigs) {
    Subtarget ST = Subtarget::create(C.Triple, C.Attrs, "");
    const char* Ty = ST.is64Bit() ? "i64" : "i32";
    std::vector<int64_t> Used;
    std::set<int64_t> Seen;
    std::ostringstream IR;
    auto add = [&](int64_t V) {
      if (!Seen.insert(V).second) return;
      IR << "define " << Ty << " @c" << Used.size() << "() {\n  ret " << Ty << " " << V << "\n}\n";
      Used.push_back(V);
    };
    for (int64_t Raw : Values) add(ST.is64Bit() ? Raw : sext32(Raw));
    // On RV32 many values coincide once truncated: top up with random 32-bit ones.
    std::mt19937_64 R32(32);
    while (Used.size() < Values.size()) add(sext32(randomShaped(R32)));
    gen::TempDir Dir;
    std::string File = Dir.write("consts.ll", IR.str());
    std::vector<std::string> Argv = {
        LLC, "-mtriple=" + std::string(C.Triple), "-stop-after=finalize-isel", "-o", "-", File};
    if (*C.Attrs) Argv.push_back("-mattr=" + std::string(C.Attrs));
    gen::RunResult Run = gen::runProcess(Argv, "", 120);
    INFO(C.Triple << " " << C.Attrs << ": " << Run.Stderr);
    REQUIRE(Run.ok());
    auto Bodies = parseMIRBodies(Run.Stdout);
    unsigned Compared = 0, Pool = 0;
    for (size_t I = 0; I < Used.size(); ++I) {
      std::string Name = "c" + std::to_string(I);
      INFO(C.Triple << " " << C.Attrs << " value " << Used[I] << " (@" << Name << ")");
      REQUIRE(Bodies.count(Name));
      CHECK(compareWithLLC(Used[I], ST, Bodies[Name]) == "");
      ++Compared;
      bool FromPool = shouldUseConstantPool(Used[I], ST);
      Pool += FromPool;
      ImmSelection Sel = selectImm(Used[I], ST);
      for (const Inst& In : Sel.Seq) OpcodesCompared.insert(In.Opc);
      if (Sel.TwoReg) OpcodesCompared.insert(Sel.AddOpc);
      size_t Length = generateInstSeq(Used[I], ST).size();
      if (ST.is64Bit() && !FromPool && !Sel.TwoReg) LongestBuilt = std::max(LongestBuilt, Length);
      if (FromPool) ShortestPooled = std::min(ShortestPooled, Length);
    }
    Summary << C.Triple << (*C.Attrs ? " " : "") << C.Attrs << ": " << Compared << " values (" << Pool
            << " from the constant pool); ";
  }
  WARN("matint vs llc-19: " << Summary.str());
  // The value set reaches every rewrite (every opcode) and both sides of the constant-pool budget.
  for (int O = 0; O <= (int)Opcode::ADD; ++O) {
    INFO("no compared value uses " << opcodeName(Opcode(O)));
    CHECK(OpcodesCompared.count(Opcode(O)));
  }
  CHECK(LongestBuilt == maxBuildIntsCost(Subtarget::create("riscv64", "", "")));
  CHECK(ShortestPooled == LongestBuilt + 1);
}
