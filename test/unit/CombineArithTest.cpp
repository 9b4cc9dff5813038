// test/unit/CombineArithTest.cpp — the arithmetic folds (combine/CombineArith.cpp, CombineArithDiv.cpp).
// Every fold is checked three ways: the combined DAGs compute what lli-19 computes on random and edge
// inputs (riscv32 with and without M, riscv64 with M; after the first and the last combine), the fold
// fires where LLVM's does (the node it creates, with the constants llc-19's assembly shows), and it does
// not fire where it must not (no multiply-high without M, shared subexpressions, opaque constants,
// load/store offsets the reassociation would break).
#include "combine/CombineArithSupport.h"
#include "combine/DAGCombiner.h"
#include "targets/riscv/RISCVTargetLowering.h"
#include "test/unit/ExecSupport.h"

#include <catch2/catch.hpp>

using namespace dt;

namespace {

struct Config {
  const char* Triple;
  const char* Attrs;
};
constexpr Config AllConfigs[] = {{"riscv32", "+m"}, {"riscv32", ""}, {"riscv64", "+m"}};

/// The interpreter on the DAGs after the first and the last combine agrees with lli in every configuration.
void checkExecution(const std::string& IR) {
  for (const Config& Cfg : AllConfigs)
    for (Phase P : {Phase::Combine1, Phase::Combine2}) {
      INFO(Cfg.Triple << " " << Cfg.Attrs << " after " << phaseShortName(P));
      CHECK(exec::execDiffAfter(IR, Cfg.Triple, Cfg.Attrs, P) == "");
    }
}

std::string combined(const std::string& IR, const char* Triple = "riscv32", const char* Attrs = "+m",
                     Phase P = Phase::Combine1) {
  return exec::dumpAfter(IR, Triple, Attrs, P);
}

bool has(const std::string& Dump, const std::string& What) {
  return Dump.find(What) != std::string::npos;
}

std::string fn(const std::string& Body, const std::string& Ty = "i32", const std::string& Args = "i32 %x",
               const std::string& Name = "f") {
  return "define " + Ty + " @" + Name + "(" + Args + ") {\n" + Body + "}\n";
}

/// One module with a function per divisor (executing one module is much cheaper than one per case).
std::string divisionModule(const std::string& Ty, std::initializer_list<const char*> Ops,
                           std::initializer_list<const char*> Divisors) {
  std::string M;
  unsigned I = 0;
  for (const char* Op : Ops)
    for (const char* K : Divisors) {
      if (Op[0] == 'u' && K[0] == '-') continue;
      M += fn(std::string("  %r = ") + Op + " " + Ty + " %x, " + K + "\n  ret " + Ty + " %r\n", Ty,
              Ty + " %x", "f" + std::to_string(I++));
    }
  return M;
}

} // namespace

// ---- add / sub
// ------------------------------------------------------------------------------------------------

TEST_CASE("combine arith: constants of nested adds are reassociated", "[combine]") {
  std::string IR = fn("  %a = add i32 %x, 3\n  %b = add i32 %a, 5\n  ret i32 %b\n");
  std::string D = combined(IR);
  INFO(D);
  CHECK(has(D, "Constant:i32<8>"));
  CHECK(exec::countOf(D, " = add ") == 1);
  // llc-19: a single `addi a0, a0, 8`.
  checkExecution(IR);
  // (x + c) + y -> (x + y) + c moves the constant out...
  std::string IR2 =
      fn("  %a = add i32 %x, 7\n  %b = add i32 %a, %y\n  ret i32 %b\n", "i32", "i32 %x, i32 %y");
  std::string D2 = combined(IR2);
  INFO(D2);
  CHECK(has(D2, "add t2, t4"));
  checkExecution(IR2);
  // ...but not when (x + c) has another user.
  std::string IR3 = fn("  %a = add i32 %x, 7\n  %b = add i32 %a, %y\n  %c = xor i32 %a, %b\n  ret i32 %c\n",
                       "i32", "i32 %x, i32 %y");
  std::string D3 = combined(IR3);
  INFO(D3);
  CHECK(exec::countOf(D3, "Constant:i32<7>") == 1);
  CHECK(exec::countOf(D3, " = add ") == 2);
  checkExecution(IR3);
}

TEST_CASE("combine arith: reassociation keeps a load offset the target can fold", "[combine]") {
  // (p + 2000) is shared; (p + 2000) + 100 feeds a load: 100 fits LW's 12-bit offset, 2100 would not, so
  // LLVM (shouldConsiderGEPOffsetSplit on RISC-V) leaves it alone.
  std::string IR =
      "define i32 @f(ptr %p) {\n  %a = getelementptr i8, ptr %p, i32 2000\n"
      "  %b = getelementptr i8, ptr %a, i32 100\n  %u = load i32, ptr %a\n  %v = load i32, ptr %b\n"
      "  %r = add i32 %u, %v\n  ret i32 %r\n}\n";
  std::string D = combined(IR);
  INFO(D);
  CHECK(has(D, "Constant:i32<100>"));
  CHECK_FALSE(has(D, "Constant:i32<2100>"));
  // With one load only the inner add has one user, and the constants merge.
  std::string IR2 = "define i32 @f(ptr %p) {\n  %a = getelementptr i8, ptr %p, i32 2000\n"
                    "  %b = getelementptr i8, ptr %a, i32 100\n  %v = load i32, ptr %b\n  ret i32 %v\n}\n";
  std::string D2 = combined(IR2);
  INFO(D2);
  CHECK(has(D2, "Constant:i32<2100>"));
}

TEST_CASE("combine arith: sub of a constant becomes add of its negation", "[combine]") {
  std::string IR = fn("  %r = sub i32 %x, 5\n  ret i32 %r\n");
  std::string D = combined(IR);
  INFO(D);
  CHECK(has(D, " = add "));
  CHECK(has(D, "Constant:i32<-5>"));
  CHECK_FALSE(has(D, " = sub "));
  checkExecution(IR);
  // Also after legalization (the i64 halves on riscv32 keep their subtract-with-borrow form).
  checkExecution(fn("  %r = sub i64 %x, 77777777777\n  ret i64 %r\n", "i64", "i64 %x"));
}

TEST_CASE("combine arith: negations fold into add and sub", "[combine]") {
  // add x, (sub 0, y) -> sub x, y
  std::string IR = fn("  %n = sub i32 0, %y\n  %r = add i32 %x, %n\n  ret i32 %r\n", "i32", "i32 %x, i32 %y");
  std::string D = combined(IR);
  INFO(D);
  CHECK(exec::countOf(D, " = sub ") == 1);
  CHECK(has(D, "sub t2, t4"));
  CHECK_FALSE(has(D, " = add "));
  checkExecution(IR);
  // (0 - y) + x -> x - y
  checkExecution(fn("  %n = sub i32 0, %y\n  %r = add i32 %n, %x\n  ret i32 %r\n", "i32", "i32 %x, i32 %y"));
  // x - (0 - y) -> x + y
  std::string IR2 =
      fn("  %n = sub i32 0, %y\n  %r = sub i32 %x, %n\n  ret i32 %r\n", "i32", "i32 %x, i32 %y");
  std::string D2 = combined(IR2);
  INFO(D2);
  CHECK(has(D2, "add t2, t4"));
  checkExecution(IR2);
  // ~a + 1 -> 0 - a
  std::string IR3 = fn("  %n = xor i32 %x, -1\n  %r = add i32 %n, 1\n  ret i32 %r\n");
  std::string D3 = combined(IR3);
  INFO(D3);
  CHECK(has(D3, "sub Constant:i32<0>, t2"));
  checkExecution(IR3);
}

TEST_CASE("combine arith: x - x, (x + y) - y and friends cancel", "[combine]") {
  std::string IR = fn("  %r = sub i32 %x, %x\n  ret i32 %r\n");
  std::string D = combined(IR);
  INFO(D);
  CHECK_FALSE(has(D, " = sub "));
  checkExecution(IR);
  for (const char* Body : {"  %s = add i32 %x, %y\n  %r = sub i32 %s, %y\n  ret i32 %r\n",
                           "  %s = add i32 %x, %y\n  %r = sub i32 %s, %x\n  ret i32 %r\n",
                           "  %s = sub i32 %x, %y\n  %r = add i32 %s, %y\n  ret i32 %r\n",
                           "  %s = sub i32 %x, %y\n  %r = sub i32 %x, %s\n  ret i32 %r\n"}) {
    std::string IRc = fn(Body, "i32", "i32 %x, i32 %y");
    std::string Dc = combined(IRc);
    INFO(Dc);
    CHECK_FALSE(has(Dc, " = add "));
    CHECK(exec::countOf(Dc, " = sub ") == 0);
    checkExecution(IRc);
  }
}

TEST_CASE("combine arith: sub regroups constants and hoists them", "[combine]") {
  // (x + 10) - 3 -> x + 7 ; 20 - (x + 5) -> 15 - x ; (x - y) - 1 -> ~y + x ; -1 - x -> ~x
  std::string IR = fn("  %a = add i32 %x, 10\n  %r = sub i32 %a, 3\n  ret i32 %r\n");
  CHECK(has(combined(IR), "Constant:i32<7>"));
  checkExecution(IR);
  std::string IR2 = fn("  %a = add i32 %x, 5\n  %r = sub i32 20, %a\n  ret i32 %r\n");
  std::string D2 = combined(IR2);
  INFO(D2);
  CHECK(has(D2, "sub Constant:i32<15>, t2"));
  checkExecution(IR2);
  std::string IR3 = fn("  %r = sub i32 -1, %x\n  ret i32 %r\n");
  std::string D3 = combined(IR3);
  INFO(D3);
  CHECK(has(D3, " = xor t2, Constant:i32<-1>"));
  checkExecution(IR3);
  checkExecution(fn("  %a = sub i32 %x, %y\n  %r = sub i32 %a, 1\n  ret i32 %r\n", "i32", "i32 %x, i32 %y"));
  checkExecution(fn("  %a = add i32 %x, 9\n  %r = sub i32 %a, %y\n  ret i32 %r\n", "i32", "i32 %x, i32 %y"));
  checkExecution(fn("  %a = sub i32 9, %x\n  %r = sub i32 %a, %y\n  ret i32 %r\n", "i32", "i32 %x, i32 %y"));
}

TEST_CASE("combine arith: add of values without common bits becomes a disjoint or", "[combine]") {
  std::string IR = fn("  %a = shl i32 %x, 8\n  %b = and i32 %y, 255\n  %r = add i32 %a, %b\n  ret i32 %r\n",
                      "i32", "i32 %x, i32 %y");
  std::string D = combined(IR);
  INFO(D);
  CHECK(has(D, " = or disjoint "));
  CHECK_FALSE(has(D, " = add "));
  checkExecution(IR);
  // Not when bits may overlap.
  std::string IR2 =
      fn("  %b = and i32 %y, 255\n  %r = add i32 %x, %b\n  ret i32 %r\n", "i32", "i32 %x, i32 %y");
  CHECK(has(combined(IR2), " = add "));
}

TEST_CASE("combine arith: add/sub of a select of constants folds into the select", "[combine]") {
  std::string IR =
      fn("  %c = icmp slt i32 %x, %y\n  %s = select i1 %c, i32 10, i32 20\n  %r = add i32 %s, 5\n"
         "  ret i32 %r\n",
         "i32", "i32 %x, i32 %y");
  std::string D = combined(IR);
  INFO(D);
  CHECK(has(D, "Constant:i32<15>"));
  CHECK(has(D, "Constant:i32<25>"));
  checkExecution(IR);
}

// ---- mul
// ------------------------------------------------------------------------------------------------------

TEST_CASE("combine arith: mul by a power of two becomes shl", "[combine]") {
  std::string IR = fn("  %r = mul i32 %x, 8\n  ret i32 %r\n");
  std::string D = combined(IR);
  INFO(D);
  CHECK(has(D, " = shl t2, Constant:i32<3>"));
  CHECK_FALSE(has(D, " = mul "));
  checkExecution(IR);
  // On riscv64 the shift amount is an i64 (the shift-amount type), the i32 value is still i32.
  std::string D64 = combined(IR, "riscv64", "+m");
  INFO(D64);
  CHECK(has(D64, " = shl t3, Constant:i64<3>")); // t3: the i32 truncate of the i64 argument
  // x * -8 -> 0 - (x << 3)
  std::string IR2 = fn("  %r = mul i32 %x, -8\n  ret i32 %r\n");
  std::string D2 = combined(IR2);
  INFO(D2);
  CHECK(has(D2, " = shl t2, Constant:i32<3>"));
  CHECK(has(D2, "sub Constant:i32<0>"));
  checkExecution(IR2);
  checkExecution(fn("  %r = mul i64 %x, 4096\n  ret i64 %r\n", "i64", "i64 %x"));
  checkExecution(fn("  %r = mul i8 %x, -128\n  ret i8 %r\n", "i8", "i8 %x"));
}

TEST_CASE("combine arith: mul by -1 becomes a negation", "[combine]") {
  std::string IR = fn("  %r = mul i32 %x, -1\n  ret i32 %r\n");
  std::string D = combined(IR);
  INFO(D);
  CHECK(has(D, " = sub Constant:i32<0>, t2"));
  CHECK_FALSE(has(D, " = mul "));
  checkExecution(IR);
}

TEST_CASE("combine arith: mul by 2^N±1 becomes a shift and an add or sub (RISC-V decomposeMulByConstant)",
          "[combine]") {
  // llc-19 -mattr=+m: mul x, 7 = slli a1, a0, 3; sub a0, a1, a0 ; mul x, 9 = slli; add ; mul x, -3 = slli 1,
  // neg, sub
  std::string IR7 = fn("  %r = mul i32 %x, 7\n  ret i32 %r\n");
  std::string D7 = combined(IR7);
  INFO(D7);
  CHECK(has(D7, " = shl t2, Constant:i32<3>"));
  CHECK(has(D7, " = sub "));
  CHECK_FALSE(has(D7, " = mul "));
  std::string D9 = combined(fn("  %r = mul i32 %x, 9\n  ret i32 %r\n"));
  INFO(D9);
  CHECK(has(D9, " = shl t2, Constant:i32<3>"));
  CHECK(has(D9, " = add "));
  std::string Dm3 = combined(fn("  %r = mul i32 %x, -3\n  ret i32 %r\n"));
  INFO(Dm3);
  CHECK(has(Dm3, " = shl t2, Constant:i32<1>"));
  CHECK(has(Dm3, "sub Constant:i32<0>"));
  // 0x8800 = 2^15 + 2^11 needs LUI+ADDI: two shifts and an add.
  std::string Dk = combined(fn("  %r = mul i32 %x, 34816\n  ret i32 %r\n"));
  INFO(Dk);
  CHECK(has(Dk, " = shl t2, Constant:i32<15>"));
  CHECK(has(Dk, " = shl t2, Constant:i32<11>"));
  checkExecution(
      divisionModule("i32", {"mul"}, {"7", "9", "-3", "15", "33", "-15", "34816", "63488", "2", "69632"}));
  checkExecution(fn("  %r = mul i64 %x, 31\n  ret i64 %r\n", "i64", "i64 %x"));
  checkExecution(fn("  %r = mul i16 %x, 17\n  ret i16 %r\n", "i16", "i16 %x"));
}

TEST_CASE("combine arith: decomposeMulByConstant declines where RISC-V keeps the multiply", "[combine]") {
  riscv::Subtarget STm = riscv::Subtarget::create("riscv32", "+m", "");
  riscv::RISCVTargetLowering TLIm(STm);
  riscv::Subtarget ST = riscv::Subtarget::create("riscv32", "", "");
  riscv::RISCVTargetLowering TLI(ST);
  // 11 is neither 2^N±1 nor a shifted one: a multiply (or __mulsi3).
  CHECK_FALSE(TLIm.decomposeMulByConstant(EVT::i32(), APInt(32, 11)));
  CHECK(TLIm.decomposeMulByConstant(EVT::i32(), APInt(32, 7)));
  // i64 on riscv32 with M: wider than XLEN keeps the (expanded) multiply; without M it decomposes.
  CHECK_FALSE(TLIm.decomposeMulByConstant(EVT::i64(), APInt(64, 7)));
  CHECK(TLI.decomposeMulByConstant(EVT::i64(), APInt(64, 7)));
  // (2^4+1)<<11 = 34816 needs LUI+ADDI: shifts, unless the constant is shared; (2^4+1)<<12 has 12 trailing
  // zeros (a single LUI) and keeps the multiply.
  CHECK(TLIm.decomposeMulByConstant(EVT::i32(), APInt(32, 34816), true));
  CHECK_FALSE(TLIm.decomposeMulByConstant(EVT::i32(), APInt(32, 34816), false));
  CHECK_FALSE(TLIm.decomposeMulByConstant(EVT::i32(), APInt(32, 69632), true));
  std::string D = combined(fn("  %r = mul i32 %x, 11\n  ret i32 %r\n"));
  INFO(D);
  CHECK(has(D, " = mul t2, Constant:i32<11>"));
  checkExecution(fn("  %r = mul i32 %x, 11\n  ret i32 %r\n"));
}

TEST_CASE("combine arith: mul of shifted and added operands", "[combine]") {
  // (x << 2) * 11 -> x * 44 ; (x + 3) * 11 -> x*11 + 33 (RISC-V: 3 and 33 both fit ADDI). Multipliers like 3
  // or 5 are decomposed into shifts first (LLVM tries decomposeMulByConstant before these folds).
  std::string IR = fn("  %s = shl i32 %x, 2\n  %r = mul i32 %s, 11\n  ret i32 %r\n");
  std::string D = combined(IR);
  INFO(D);
  CHECK(has(D, " = mul t2, Constant:i32<44>"));
  checkExecution(IR);
  checkExecution(fn("  %s = shl i32 %x, 2\n  %r = mul i32 %s, 3\n  ret i32 %r\n"));
  std::string IR2 = fn("  %a = add i32 %x, 3\n  %r = mul i32 %a, 11\n  ret i32 %r\n");
  std::string D2 = combined(IR2);
  INFO(D2);
  CHECK(has(D2, "Constant:i32<33>"));
  checkExecution(IR2);
  // Not when c1 fits ADDI but c1*c2 does not (RISC-V isMulAddWithConstProfitable): (x + 3) * 1000.
  std::string D3 = combined(fn("  %a = add i32 %x, 3\n  %r = mul i32 %a, 1000\n  ret i32 %r\n"));
  INFO(D3);
  CHECK_FALSE(has(D3, "Constant:i32<3000>"));
  checkExecution(fn("  %a = add i32 %x, 3\n  %r = mul i32 %a, 1000\n  ret i32 %r\n"));
}

TEST_CASE("combine arith: an opaque multiplier is not turned into shifts", "[combine]") {
  riscv::Subtarget ST = riscv::Subtarget::create("riscv32", "+m", "");
  riscv::RISCVTargetLowering TLI(ST);
  SelectionDAG DAG(TLI);
  SDValue X = DAG.getCopyFromReg(DAG.getEntryNode(), 0x80000001u, EVT::i32());
  SDValue K = DAG.getConstant(8, EVT::i32(), false, /*IsOpaque=*/true);
  SDValue M = DAG.getNode(ISD::MUL, EVT::i32(), X, K);
  DAG.setRoot(DAG.getCopyToReg(X.getValue(1), 0x80000002u, M));
  combineDAG(DAG, TLI, CombineLevel::BeforeLegalizeTypes);
  bool HasMul = false, HasShl = false;
  for (SDNode* N : DAG.allnodes()) {
    HasMul |= N->getOpcode() == ISD::MUL;
    HasShl |= N->getOpcode() == ISD::SHL;
  }
  CHECK(HasMul);
  CHECK_FALSE(HasShl);
}

// ---- division
// -------------------------------------------------------------------------------------------------

TEST_CASE("combine arith: the magic numbers are LLVM's", "[combine]") {
  // llc-19 -mattr=+m: udiv 7 -> lui 149797; addi -1755 (0x24924925) with the add fix-up and shift 2;
  // sdiv 7 -> 0x92492493, shift 2; udiv 6 -> 0xAAAAAAAB, shift 2 (even divisor: no pre-shift needed).
  auto U7 = arith::unsignedDivisionMagic(APInt(32, 7));
  CHECK(U7.Magic.getZExtValue() == 0x24924925u);
  CHECK(U7.IsAdd);
  CHECK(U7.PostShift == 2);
  CHECK(U7.PreShift == 0);
  auto S7 = arith::signedDivisionMagic(APInt(32, 7));
  CHECK(S7.Magic.getZExtValue() == 0x92492493u);
  CHECK(S7.Shift == 2);
  auto Sm7 = arith::signedDivisionMagic(APInt(32, uint64_t(-7), true));
  CHECK(Sm7.Magic.getZExtValue() == 0x6DB6DB6Du);
  CHECK(Sm7.Shift == 2);
  auto U6 = arith::unsignedDivisionMagic(APInt(32, 6));
  CHECK(U6.Magic.getZExtValue() == 0xAAAAAAABu);
  CHECK(U6.PostShift == 2);
  CHECK_FALSE(U6.IsAdd);
  // i16 udiv 7 promoted on riscv32: the dividend's 16 known leading zeros of the i32 give 0x24925 (llc-19
  // `lui a2, 149808` = 0x24930000 is that magic shifted into the high half by the i32 mulhu).
  auto U7x16 = arith::unsignedDivisionMagic(APInt(16, 7));
  CHECK(U7x16.Magic.getZExtValue() == 0x2493u);
  CHECK(U7x16.IsAdd);
}

TEST_CASE("combine arith: udiv/sdiv by a constant multiply by a magic number when MULH exists", "[combine]") {
  std::string IRu = fn("  %r = udiv i32 %x, 7\n  ret i32 %r\n");
  std::string Du = combined(IRu);
  INFO(Du);
  CHECK(has(Du, " = mulhu t2, Constant:i32<613566757>"));
  CHECK_FALSE(has(Du, " = udiv "));
  std::string IRs = fn("  %r = sdiv i32 %x, 7\n  ret i32 %r\n");
  std::string Ds = combined(IRs);
  INFO(Ds);
  CHECK(has(Ds, " = mulhs t2, Constant:i32<-1840700269>"));
  CHECK_FALSE(has(Ds, " = sdiv "));
  // Without M there is no multiply-high: riscv32 keeps the division (a __udivsi3 call later).
  std::string Dnm = combined(IRu, "riscv32", "");
  INFO(Dnm);
  CHECK(has(Dnm, " = udiv "));
  CHECK_FALSE(has(Dnm, "mulhu"));
  std::string Dnm2 = combined(IRs, "riscv32", "", Phase::Combine2);
  INFO(Dnm2);
  CHECK_FALSE(has(Dnm2, "mulh"));
  // riscv64: i32 is promoted, and the magic multiply happens in the i64 multiply.
  std::string D64 = combined(IRu, "riscv64", "+m");
  INFO(D64);
  CHECK_FALSE(has(D64, " = udiv "));
  CHECK(has(D64, " = mul "));
  checkExecution(
      divisionModule("i32", {"udiv", "sdiv", "urem", "srem"},
                     {"7", "6", "3", "10", "641", "-7", "-3", "1000000", "2147483647", "-2147483647"}));
  checkExecution(fn("  %r = udiv i32 %x, -3\n  ret i32 %r\n"));
  checkExecution(fn("  %r = urem i32 %x, -1\n  ret i32 %r\n"));
}

TEST_CASE("combine arith: division of narrow and wide types by constants", "[combine]") {
  for (const char* Ty : {"i8", "i16", "i64"})
    checkExecution(divisionModule(Ty, {"udiv", "sdiv", "urem", "srem"}, {"7", "3", "-5", "12", "100"}));
  // A udiv whose dividend has known leading zeros uses the smaller magic number (no add fix-up).
  std::string IR = fn("  %a = and i32 %x, 65535\n  %r = udiv i32 %a, 7\n  ret i32 %r\n");
  std::string D = combined(IR);
  INFO(D);
  CHECK(has(D, "mulhu"));
  CHECK_FALSE(has(D, " = sub "));
  checkExecution(IR);
}

TEST_CASE("combine arith: division by powers of two uses shifts", "[combine]") {
  // udiv x, 16 -> srl x, 4 ; urem x, 16 -> and x, 15 ; sdiv x, 8 -> llc's srai/srli/add/srai
  std::string D = combined(fn("  %r = udiv i32 %x, 16\n  ret i32 %r\n"), "riscv32", "");
  INFO(D);
  CHECK(has(D, " = srl t2, Constant:i32<4>"));
  std::string Dr = combined(fn("  %r = urem i32 %x, 16\n  ret i32 %r\n"), "riscv32", "");
  INFO(Dr);
  CHECK(has(Dr, " = and t2, Constant:i32<15>"));
  std::string Ds = combined(fn("  %r = sdiv i32 %x, 8\n  ret i32 %r\n"), "riscv32", "");
  INFO(Ds);
  CHECK(has(Ds, " = sra t2, Constant:i32<31>"));
  CHECK(has(Ds, "Constant:i32<29>"));
  CHECK_FALSE(has(Ds, " = sdiv "));
  checkExecution(
      divisionModule("i32", {"udiv", "sdiv", "urem", "srem"}, {"2", "8", "1024", "-8", "-2", "-2147483648"}));
  checkExecution(fn("  %r = sdiv i64 %x, 16\n  ret i64 %r\n", "i64", "i64 %x"));
  // udiv x, (shl 4, y) -> srl x, y + 2
  std::string IRs = fn("  %m = and i32 %y, 15\n  %d = shl i32 4, %m\n  %r = udiv i32 %x, %d\n  ret i32 %r\n",
                       "i32", "i32 %x, i32 %y");
  std::string Dsh = combined(IRs, "riscv32", "");
  INFO(Dsh);
  CHECK_FALSE(has(Dsh, " = udiv "));
  checkExecution(IRs);
}

TEST_CASE("combine arith: trivial divisions and sign-bit knowledge", "[combine]") {
  // x / 1, x % 1, x / x (x non-zero here), 0 / x, sdiv/srem of non-negative values -> udiv/urem
  std::string D = combined(fn("  %r = sdiv i32 %x, 1\n  ret i32 %r\n"));
  CHECK_FALSE(has(D, " = sdiv "));
  std::string IR = fn("  %a = and i32 %x, 1023\n  %b = and i32 %y, 1023\n  %c = or i32 %b, 1\n"
                      "  %r = sdiv i32 %a, %c\n  ret i32 %r\n",
                      "i32", "i32 %x, i32 %y");
  std::string Du = combined(IR);
  INFO(Du);
  CHECK(has(Du, " = udiv "));
  CHECK_FALSE(has(Du, " = sdiv "));
  checkExecution(IR);
  // sdiv x, -1 -> 0 - x (x kept away from INT_MIN: that would be UB)
  std::string IRn = fn("  %a = and i32 %x, 2147483647\n  %r = sdiv i32 %a, -1\n  ret i32 %r\n");
  std::string Dn = combined(IRn);
  INFO(Dn);
  CHECK(has(Dn, " = sub Constant:i32<0>"));
  checkExecution(IRn);
  // udiv x, -1 -> x == -1
  std::string IRa = fn("  %r = udiv i32 %x, -1\n  ret i32 %r\n");
  std::string Da = combined(IRa);
  INFO(Da);
  CHECK(has(Da, "setcc"));
  checkExecution(IRa);
  checkExecution(fn("  %r = sdiv i32 %x, -2147483648\n  ret i32 %r\n"));
  checkExecution(fn("  %r = srem i32 %x, 1\n  ret i32 %r\n"));
  checkExecution(fn("  %d = or i32 %y, 1\n  %r = urem i32 0, %d\n  ret i32 %r\n", "i32", "i32 %x, i32 %y"));
}

TEST_CASE("combine arith: a quotient and remainder of the same constant share the division", "[combine]") {
  std::string IR = fn("  %q = udiv i32 %x, 7\n  %m = urem i32 %x, 7\n  %r = xor i32 %q, %m\n  ret i32 %r\n");
  std::string D = combined(IR);
  INFO(D);
  CHECK(exec::countOf(D, " = mulhu ") == 1);
  CHECK_FALSE(has(D, " = urem "));
  checkExecution(IR);
  checkExecution(fn("  %q = sdiv i32 %x, -9\n  %m = srem i32 %x, -9\n  %r = add i32 %q, %m\n  ret i32 %r\n"));
}

TEST_CASE("combine arith: exact division multiplies by the inverse", "[combine]") {
  // The dividend is a multiple of the divisor without wrapping (otherwise `exact` would make it poison), and
  // its sign is unknown (a known non-negative dividend would make the division unsigned first).
  std::string IR = fn("  %t = trunc i32 %x to i16\n  %m = sext i16 %t to i32\n  %a = mul i32 %m, 24\n"
                      "  %r = sdiv exact i32 %a, 24\n  ret i32 %r\n");
  std::string D = combined(IR);
  INFO(D);
  CHECK(has(D, "sra exact"));
  CHECK(has(D, "Constant:i32<-1431655765>")); // 0xAAAAAAAB, the inverse of 3 modulo 2^32
  checkExecution(IR);
  checkExecution(
      fn("  %m = and i32 %x, 65535\n  %a = mul i32 %m, 10\n  %r = udiv exact i32 %a, 10\n  ret i32 %r\n"));
}

// ---- mulh, overflow, min/max, abs, saturating
// ------------------------------------------------------------------

TEST_CASE("combine arith: overflow intrinsics fold when they cannot overflow or the flag is unused",
          "[combine]") {
  // The flag unused: a plain add.
  std::string IR = "declare {i32, i1} @llvm.uadd.with.overflow.i32(i32, i32)\n" +
                   fn("  %s = call {i32, i1} @llvm.uadd.with.overflow.i32(i32 %x, i32 %y)\n"
                      "  %v = extractvalue {i32, i1} %s, 0\n  ret i32 %v\n",
                      "i32", "i32 %x, i32 %y");
  std::string D = combined(IR);
  INFO(D);
  CHECK_FALSE(has(D, "uaddo"));
  checkExecution(IR);
  // Small operands cannot overflow: the flag is the constant 0.
  std::string IR2 = "declare {i32, i1} @llvm.uadd.with.overflow.i32(i32, i32)\n" +
                    fn("  %a = and i32 %x, 65535\n  %b = and i32 %y, 65535\n"
                       "  %s = call {i32, i1} @llvm.uadd.with.overflow.i32(i32 %a, i32 %b)\n"
                       "  %o = extractvalue {i32, i1} %s, 1\n  %z = zext i1 %o to i32\n"
                       "  %v = extractvalue {i32, i1} %s, 0\n  %r = add i32 %v, %z\n  ret i32 %r\n",
                       "i32", "i32 %x, i32 %y");
  std::string D2 = combined(IR2);
  INFO(D2);
  CHECK_FALSE(has(D2, "uaddo"));
  checkExecution(IR2);
  // The flag used and overflow possible: kept.
  std::string IR3 = "declare {i32, i1} @llvm.ssub.with.overflow.i32(i32, i32)\n" +
                    fn("  %s = call {i32, i1} @llvm.ssub.with.overflow.i32(i32 %x, i32 %y)\n"
                       "  %o = extractvalue {i32, i1} %s, 1\n  %z = zext i1 %o to i32\n"
                       "  %v = extractvalue {i32, i1} %s, 0\n  %r = add i32 %v, %z\n  ret i32 %r\n",
                       "i32", "i32 %x, i32 %y");
  CHECK(has(combined(IR3), "ssubo"));
  checkExecution(IR3);
  // ssubo x, C -> saddo x, -C
  std::string IR4 = "declare {i32, i1} @llvm.ssub.with.overflow.i32(i32, i32)\n" +
                    fn("  %s = call {i32, i1} @llvm.ssub.with.overflow.i32(i32 %x, i32 100)\n"
                       "  %o = extractvalue {i32, i1} %s, 1\n  %z = zext i1 %o to i32\n"
                       "  %v = extractvalue {i32, i1} %s, 0\n  %r = add i32 %v, %z\n  ret i32 %r\n");
  std::string D4 = combined(IR4);
  INFO(D4);
  CHECK(has(D4, "saddo"));
  CHECK(has(D4, "Constant:i32<-100>"));
  checkExecution(IR4);
  // umul by 2 -> uaddo x, x
  std::string IR5 = "declare {i32, i1} @llvm.umul.with.overflow.i32(i32, i32)\n" +
                    fn("  %s = call {i32, i1} @llvm.umul.with.overflow.i32(i32 %x, i32 2)\n"
                       "  %o = extractvalue {i32, i1} %s, 1\n  %z = zext i1 %o to i32\n"
                       "  %v = extractvalue {i32, i1} %s, 0\n  %r = add i32 %v, %z\n  ret i32 %r\n");
  std::string D5 = combined(IR5);
  INFO(D5);
  CHECK(has(D5, "uaddo t2, t2"));
  checkExecution(IR5);
}

TEST_CASE("combine arith: min/max, abs and saturating arithmetic", "[combine]") {
  // smax(x, x) is x; constants go right and fold; abs of a non-negative value is the value.
  std::string IR = "declare i32 @llvm.smax.i32(i32, i32)\n" +
                   fn("  %a = call i32 @llvm.smax.i32(i32 %x, i32 %x)\n  ret i32 %a\n");
  CHECK_FALSE(has(combined(IR), "smax"));
  checkExecution(IR);
  std::string IR2 =
      "declare i32 @llvm.abs.i32(i32, i1)\n" +
      fn("  %a = and i32 %x, 1023\n  %r = call i32 @llvm.abs.i32(i32 %a, i1 false)\n  ret i32 %r\n");
  std::string D2 = combined(IR2);
  INFO(D2);
  CHECK_FALSE(has(D2, " = abs "));
  checkExecution(IR2);
  // umin of two non-negative values becomes smin only if smin is legal (Zbb); without Zbb it stays.
  std::string IR3 = "declare i32 @llvm.umin.i32(i32, i32)\n" +
                    fn("  %a = and i32 %x, 1023\n  %b = and i32 %y, 4095\n"
                       "  %r = call i32 @llvm.umin.i32(i32 %a, i32 %b)\n  ret i32 %r\n",
                       "i32", "i32 %x, i32 %y");
  CHECK(has(combined(IR3), "umin"));
  checkExecution(IR3);
  // Nested min with constants reassociates.
  std::string IR4 = "declare i32 @llvm.smin.i32(i32, i32)\n" +
                    fn("  %a = call i32 @llvm.smin.i32(i32 %x, i32 100)\n"
                       "  %r = call i32 @llvm.smin.i32(i32 %a, i32 50)\n  ret i32 %r\n");
  std::string D4 = combined(IR4);
  INFO(D4);
  CHECK(exec::countOf(D4, " = smin ") == 1);
  CHECK(has(D4, "Constant:i32<50>"));
  checkExecution(IR4);
  // Saturating add of values that cannot overflow is an add.
  std::string IR5 =
      "declare i32 @llvm.uadd.sat.i32(i32, i32)\n" +
      fn("  %a = and i32 %x, 65535\n  %r = call i32 @llvm.uadd.sat.i32(i32 %a, i32 7)\n  ret i32 %r\n");
  std::string D5 = combined(IR5);
  INFO(D5);
  CHECK_FALSE(has(D5, "uaddsat"));
  checkExecution(IR5);
  std::string IR6 =
      "declare i32 @llvm.usub.sat.i32(i32, i32)\n" +
      fn("  %r = call i32 @llvm.usub.sat.i32(i32 %x, i32 %y)\n  ret i32 %r\n", "i32", "i32 %x, i32 %y");
  CHECK(has(combined(IR6), "usubsat"));
  checkExecution(IR6);
}
