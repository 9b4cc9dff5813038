// test/unit/SimplifyDemandedBitsTest.cpp — the combiner's demanded-bits simplification
// (combine/SimplifyDemandedBits.cpp), reached through the and/or/xor visit as LLVM's visitAND/OR/XOR do.
//
// Every case: (1) executed — the combined DAGs at every level agree with lli-19 on riscv32 and riscv64;
// (2) the shape LLVM produces (checked against llc-19's assembly: e.g. `addi a0, a0, -1; andi a0, a0, 255`
// for (x + 511) & 255, `srli a0, a0, 24` for bswap(x) & 255, `li a0, 255` for a select of 511 / 767 masked
// with 255); (3) the masks that are needed stay.
#include "test/unit/ExecSupport.h"

#include <catch2/catch.hpp>

using namespace dt;

namespace {

const char* const Cases = R"(
define i32 @and_zext(i8 %x) {
  %z = zext i8 %x to i32
  %r = and i32 %z, 255
  ret i32 %r
}
define i32 @and_dead_high(i32 %x) {
  %s = lshr i32 %x, 24
  %r = and i32 %s, 65535
  ret i32 %r
}
define i32 @and_shrink(i32 %x) {
  %s = shl i32 %x, 8
  %r = and i32 %s, 65535
  ret i32 %r
}
define i32 @and_not_sign(i32 %x) {
  %s = lshr i32 %x, 31
  %n = xor i32 %s, -1
  %r = and i32 %n, 1
  ret i32 %r
}
define i32 @and_or_dead(i32 %x) {
  %o = or i32 %x, 65280
  %r = and i32 %o, 255
  ret i32 %r
}
define i32 @xor_to_or(i32 %x) {
  %a = and i32 %x, 15
  %r = xor i32 %a, 240
  ret i32 %r
}
define i32 @xor_to_not(i32 %x) {
  %a = xor i32 %x, 255
  %r = and i32 %a, 255
  ret i32 %r
}
define i32 @shl_of_srl(i32 %x) {
  %a = lshr i32 %x, 4
  %b = shl i32 %a, 6
  %r = and i32 %b, 65472
  ret i32 %r
}
define i32 @srl_of_shl(i32 %x) {
  %a = shl i32 %x, 8
  %b = lshr i32 %a, 12
  %r = and i32 %b, 65535
  ret i32 %r
}
define i32 @sra_to_srl(i32 %x) {
  %a = ashr i32 %x, 4
  %r = and i32 %a, 255
  ret i32 %r
}
define i32 @sra_sign_only(i32 %x) {
  %a = ashr i32 %x, 31
  %r = and i32 %a, 1
  ret i32 %r
}
define i32 @add_minus_one(i32 %x) {
  %a = add i32 %x, 511
  %r = and i32 %a, 255
  ret i32 %r
}
define i32 @sub_low_bit(i32 %x) {
  %a = sub i32 0, %x
  %r = and i32 %a, 1
  ret i32 %r
}
define i32 @mul_one_bit(i32 %x) {
  %a = mul i32 %x, 12
  %r = and i32 %a, 4
  ret i32 %r
}
define i32 @mul_square(i32 %x) {
  %a = mul i32 %x, %x
  %r = and i32 %a, 3
  ret i32 %r
}
define i32 @select_known(i1 %c) {
  %s = select i1 %c, i32 511, i32 767
  %r = and i32 %s, 255
  ret i32 %r
}
define i32 @bswap_byte(i32 %x) {
  %b = call i32 @llvm.bswap.i32(i32 %x)
  %r = and i32 %b, 255
  ret i32 %r
}
define i32 @rotate_half(i32 %x) {
  %b = call i32 @llvm.fshl.i32(i32 %x, i32 %x, i32 8)
  %r = and i32 %b, 65280
  ret i32 %r
}
define i32 @umin_masked(i32 %x) {
  %m = call i32 @llvm.umin.i32(i32 %x, i32 15)
  %r = and i32 %m, 15
  ret i32 %r
}
define i32 @sext_low(i8 %x) {
  %s = sext i8 %x to i32
  %r = and i32 %s, 127
  ret i32 %r
}
define i32 @zext_low(i16 %x) {
  %s = zext i16 %x to i32
  %r = and i32 %s, 255
  ret i32 %r
}
define i32 @trunc_srl(i64 %x) {
  %s = lshr i64 %x, 8
  %t = trunc i64 %s to i32
  %r = and i32 %t, 65535
  ret i32 %r
}
define i32 @assert_zext(i8 zeroext %x) {
  %z = zext i8 %x to i32
  %r = and i32 %z, 255
  ret i32 %r
}
define i32 @sext_inreg_promoted(i8 %x, i8 %y) {
  %a = add i8 %x, %y
  %s = ashr i8 %a, 2
  %z = zext i8 %s to i32
  ret i32 %z
}
define i32 @narrow_compare(i32 %v) {
  %lo = trunc i32 %v to i16
  %p = add i16 %lo, 5
  %c = icmp ugt i16 %p, 6
  %r = select i1 %c, i32 %v, i32 9
  ret i32 %r
}
define i64 @wide_mask(i64 %x, i64 %y) {
  %a = and i64 %x, 4294967295
  %b = lshr i64 %y, 32
  %o = or i64 %a, %b
  %r = and i64 %o, 4294967295
  ret i64 %r
}
define i32 @needed_mask(i32 %x) {
  %s = lshr i32 %x, 4
  %r = and i32 %s, 255
  ret i32 %r
}
declare i32 @llvm.bswap.i32(i32)
declare i32 @llvm.fshl.i32(i32, i32, i32)
declare i32 @llvm.umin.i32(i32, i32)
)";

std::string function(const char* Name) {
  std::string All = Cases;
  size_t Begin = All.find(std::string("define i32 @") + Name + "(");
  if (Begin == std::string::npos) Begin = All.find(std::string("define i64 @") + Name + "(");
  size_t End = All.find("}\n", Begin);
  return All.substr(Begin, End + 2 - Begin) +
         "declare i32 @llvm.bswap.i32(i32)\ndeclare i32 @llvm.fshl.i32(i32, i32, i32)\n"
         "declare i32 @llvm.umin.i32(i32, i32)\n";
}

std::string combined(const char* Name, const char* Triple = "riscv32") {
  return exec::dumpAfter(function(Name), Triple, "+m", Phase::Combine1);
}

} // namespace

TEST_CASE("demanded bits: every case computes what lli computes, at every level", "[combine]") {
  for (const char* Triple : {"riscv32", "riscv64"})
    for (Phase P : {Phase::Combine1, Phase::CombineLT, Phase::Combine2}) {
      INFO(Triple << " phase " << phaseShortName(P));
      CHECK(exec::execDiffAfter(Cases, Triple, "+m", P).empty());
    }
}

TEST_CASE("demanded bits: seed foo loses the and of its 0/1 setcc after type legalization", "[combine]") {
  std::string IR = function("narrow_compare");
  std::string Before = exec::dumpAfter(IR, "riscv32", "", Phase::LegalizeTypes);
  std::string After = exec::dumpAfter(IR, "riscv32", "", Phase::CombineLT);
  INFO(Before << "\n" << After);
  // Type legalization masks the promoted setcc with 1; the setcc is already 0/1 (ZeroOrOne booleans).
  CHECK(Before.find(" = and t17, Constant:i32<1>") != std::string::npos);
  CHECK(After.find("Constant:i32<1>") == std::string::npos);
  CHECK(After.find(" = select t17, t2, Constant:i32<9>") != std::string::npos);
  // The mask the compare needs stays.
  CHECK(After.find(" = and t16, Constant:i32<65535>") != std::string::npos);
  CHECK(exec::execDiffAfter(IR, "riscv32", "", Phase::CombineLT).empty());
}

TEST_CASE("demanded bits: masks whose bits are already known are dropped", "[combine]") {
  // zext of the truncated argument is itself `and x, 255` (visitZERO_EXTEND); the second mask goes.
  CHECK(exec::countOf(combined("and_zext"), " = and ") == 1);
  CHECK(exec::countOf(combined("and_dead_high"), " = and ") == 0);
  CHECK(exec::countOf(combined("assert_zext"), " = and ") == 0);
  CHECK(exec::countOf(combined("umin_masked"), " = and ") == 0);
  // (x | 0xff00) & 0xff: the or does not touch the read bits.
  std::string D = combined("and_or_dead");
  INFO(D);
  CHECK(exec::countOf(D, " = or ") == 0);
  CHECK(D.find("Constant:i32<255>") != std::string::npos);
}

TEST_CASE("demanded bits: constants shrink to the bits that are read", "[combine]") {
  // (x << 8) & 0xffff: the mask's low byte meets known zeros (llc: slli 24 / srli 16 after isel).
  std::string D = combined("and_shrink");
  INFO(D);
  CHECK(D.find("Constant:i32<65280>") != std::string::npos);
  // (x + 511) & 255 → (x + -1) & 255 (llc: addi a0, a0, -1; andi a0, a0, 255).
  std::string A = combined("add_minus_one");
  INFO(A);
  CHECK(A.find(" = add t2, Constant:i32<-1>") != std::string::npos);
  // select c, 511, 767 masked with 255 is 255 (llc: li a0, 255).
  std::string S = combined("select_known");
  INFO(S);
  CHECK(S.find(" = select ") == std::string::npos);
  CHECK(S.find("Constant:i32<255>") != std::string::npos);
}

TEST_CASE("demanded bits: cheaper opcodes for the read bits", "[combine]") {
  // (x & 15) ^ 240 → or (llc: andi 15 then addi 240, the or of disjoint bits).
  std::string X = combined("xor_to_or");
  INFO(X);
  CHECK(exec::countOf(X, " = xor ") == 0);
  CHECK(exec::countOf(X, " = or ") == 1);
  // (x ^ 255) & 255 → (not x) & 255.
  CHECK(combined("xor_to_not").find("Constant:i32<-1>") != std::string::npos);
  // and (not (x >>u 31)), 1 → xor (x >>u 31), 1.
  std::string N = combined("and_not_sign");
  INFO(N);
  CHECK(N.find(" = xor ") != std::string::npos);
  CHECK(exec::countOf(N, " = and ") == 0);
  // ashr read only below its copies of the sign: lshr; only the sign bit read at bit 0: lshr 31.
  std::string R = combined("sra_to_srl");
  INFO(R);
  CHECK(exec::countOf(R, " = sra ") == 0);
  CHECK(exec::countOf(R, " = srl ") == 1);
  std::string R1 = combined("sra_sign_only");
  INFO(R1);
  CHECK(exec::countOf(R1, " = sra ") == 0);
  // (x * 12) & 4 → (x << 2) & 4 (llc: slli a0, a0, 2; andi a0, a0, 4).
  std::string M = combined("mul_one_bit");
  INFO(M);
  CHECK(exec::countOf(M, " = mul ") == 0);
  CHECK(M.find(" = shl t2, Constant:i32<2>") != std::string::npos);
  CHECK(exec::countOf(combined("mul_square"), " = mul ") == 0);
  // 0 - x read at bit 0 is x.
  CHECK(exec::countOf(combined("sub_low_bit"), " = sub ") == 0);
  // bswap read for one byte: a shift (llc: srli a0, a0, 24).
  std::string B = combined("bswap_byte");
  INFO(B);
  CHECK(exec::countOf(B, " = bswap ") == 0);
  CHECK(B.find(" = srl t2, Constant:i32<24>") != std::string::npos);
  // A rotate read only in its shifted-left half: shl.
  std::string Rot = combined("rotate_half");
  INFO(Rot);
  CHECK(exec::countOf(Rot, " = rotl ") == 0);
  CHECK(exec::countOf(Rot, " = shl ") == 1);
}

TEST_CASE("demanded bits: shift pairs and extensions", "[combine]") {
  // ((x >> 4) << 6) & 0xffc0: the low bits the srl would clear are not read: one shl by 2.
  std::string A = combined("shl_of_srl");
  INFO(A);
  CHECK(exec::countOf(A, " = srl ") == 0);
  CHECK(A.find(" = shl t2, Constant:i32<2>") != std::string::npos);
  std::string B = combined("srl_of_shl");
  INFO(B);
  CHECK(exec::countOf(B, " = shl ") == 0);
  CHECK(B.find(" = srl t2, Constant:i32<4>") != std::string::npos);
  // Extensions whose high bits are not read become any_extend.
  CHECK(exec::countOf(combined("sext_low"), " = sign_extend ") == 0);
  CHECK(exec::countOf(combined("zext_low"), " = zero_extend ") == 0);
  // trunc (srl x, 8) read for 16 bits: srl of the truncated value (before type legalization).
  std::string T = combined("trunc_srl", "riscv64");
  INFO(T);
  CHECK(T.find("i32 = srl ") != std::string::npos);
}

TEST_CASE("demanded bits: nothing changes where every bit is needed", "[combine]") {
  std::string D = combined("needed_mask");
  INFO(D);
  CHECK(D.find(" = and ") != std::string::npos);
  CHECK(D.find("Constant:i32<255>") != std::string::npos);
  CHECK(D.find(" = srl ") != std::string::npos);
  // ((x & 0xffffffff) | (y >> 32)) & 0xffffffff on rv64: the outer mask is dead (both sides of the or have
  // zero high halves), the inner one is needed.
  std::string W = combined("wide_mask", "riscv64");
  INFO(W);
  CHECK(exec::countOf(W, " = and ") == 1);
  CHECK(W.find("Constant:i64<4294967295>") != std::string::npos);
}
