// test/unit/MemIntrinsicsTest.cpp — llvm.memcpy / memmove / memset in the builder
// (dag/BuildMemIntrinsics.cpp).
//
// Duty: [dag] the shapes LLVM 19 gives them on RISC-V, each fact checked against llc-19's MIR for the same IR
// (-stop-before=finalize-isel): inline pieces up to 8 stores, a library call beyond; piece widths from the
// alignment; a stack destination's alignment raised; memset splats as opaque constants; length 0 is nothing.
// [exec] the interpreter agrees with lli-19 after every phase on functions that use them.
#include "test/unit/ExecSupport.h"

#include <catch2/catch.hpp>

using namespace dt;

namespace {

const char* const Decls = "declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)\n"
                          "declare void @llvm.memmove.p0.p0.i64(ptr, ptr, i64, i1)\n"
                          "declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)\n"
                          "declare void @use(ptr)\n";

std::string built(const std::string& Body, const std::string& Triple) {
  return exec::dumpAfter(std::string(Decls) + Body, Triple, "", Phase::Build);
}

} // namespace

TEST_CASE("memcpy of a constant length within 8 pieces is loads and stores; beyond, a call to memcpy",
          "[dag]") {
  // llc-19 rv32: cpy32 (align 4) = 8 LW/SW pairs at offsets 28..0; cpy33 = PseudoCALL &memcpy with a2 = 33.
  std::string D =
      built("define void @f(ptr %d, ptr %s) {\n"
            "  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %d, ptr align 4 %s, i64 32, i1 false)\n"
            "  ret void\n}\n",
            "riscv32");
  CHECK(exec::countOf(D, "load<(load (s32) from %ir.s") == 8);
  CHECK(exec::countOf(D, "store<(store (s32) into %ir.d") == 8);
  CHECK(exec::countOf(D, "(load (s32) from %ir.s + 28)") == 1);
  CHECK(exec::countOf(D, "memcpy") == 0);
  D = built("define void @f(ptr %d, ptr %s) {\n"
            "  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %d, ptr align 4 %s, i64 33, i1 false)\n"
            "  ret void\n}\n",
            "riscv32");
  CHECK(exec::countOf(D, "ExternalSymbol:i32'memcpy'") == 1);
  CHECK(exec::countOf(D, "Constant:i32<33>") == 1);
  CHECK(exec::countOf(D, "load<") == 0);
}

TEST_CASE("memcpy pieces follow the alignment; narrow pieces are extending loads and truncating stores",
          "[dag]") {
  // llc-19 rv64: 7 bytes at align 4 = LW/SW at 0, LH/SH at 4, LBU/SB at 6; align 1 = seven LBU/SB pairs.
  std::string D =
      built("define void @f(ptr %d, ptr %s) {\n"
            "  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %d, ptr align 4 %s, i64 7, i1 false)\n"
            "  ret void\n}\n",
            "riscv64");
  CHECK(exec::countOf(D, "i64,ch = load<(load (s32) from %ir.s), anyext from i32>") == 1);
  CHECK(exec::countOf(D, "i64,ch = load<(load (s16) from %ir.s + 4, align 4), anyext from i16>") == 1);
  CHECK(exec::countOf(D, "i64,ch = load<(load (s8) from %ir.s + 6, align 2), anyext from i8>") == 1);
  CHECK(exec::countOf(D, "store<(store (s16) into %ir.d + 4, align 4), trunc to i16>") == 1);
  D = built("define void @f(ptr %d, ptr %s) {\n"
            "  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %d, ptr align 2 %s, i64 7, i1 false)\n"
            "  ret void\n}\n",
            "riscv64");
  CHECK(exec::countOf(D, "(load (s8) from %ir.s") == 7);
}

TEST_CASE("memcpy from a constant global stores its bytes as immediates", "[dag]") {
  // llc-19 rv32: copying 8 bytes of { i32 0x12345678, i16 -2, i8 7 } (align 4) = SW of LUI 74565/ADDI 1656
  // at 0 and SW of LUI 128/ADDI -2 (0x0007fffe: the i16, the i8 and a zero padding byte) at 4.
  std::string D = built("@cs = internal constant { i32, i16, i8 } { i32 305419896, i16 -2, i8 7 }, align 4\n"
                        "define void @f(ptr %d) {\n"
                        "  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %d, ptr align 4 @cs, i64 8, i1 false)\n"
                        "  ret void\n}\n",
                        "riscv32");
  CHECK(exec::countOf(D, "store<(store (s32) into %ir.d)> t0, Constant:i32<305419896>") == 1);
  CHECK(exec::countOf(D, "store<(store (s32) into %ir.d + 4)> t0, Constant:i32<524286>") == 1);
  CHECK(exec::countOf(D, "load<") == 0);
}

TEST_CASE("memset splats its byte: an opaque constant, or the byte times 0x0101...", "[dag]") {
  // llc-19 rv32: set32 (align 4, byte 1) = LUI 4112 / ADDI 257 shared by 8 SW; 33 bytes call memset; 64 zero
  // bytes (16 stores) call memset too.
  std::string D = built("define void @f(ptr %d) {\n"
                        "  call void @llvm.memset.p0.i64(ptr align 4 %d, i8 1, i64 32, i1 false)\n"
                        "  ret void\n}\n",
                        "riscv32");
  CHECK(exec::countOf(D, "OpaqueConstant:i32<16843009>") == 8);
  CHECK(exec::countOf(D, "memset") == 0);
  D = built("define void @f(ptr %d) {\n"
            "  call void @llvm.memset.p0.i64(ptr align 4 %d, i8 0, i64 64, i1 false)\n"
            "  ret void\n}\n",
            "riscv32");
  CHECK(exec::countOf(D, "ExternalSymbol:i32'memset'") == 1);
  // llc-19 rv32 +m, 7 bytes of a variable byte at align 4: SB of the byte, SH of (b << 8 | b & 255), SW of
  // (b & 255) * 0x01010101.
  D = built("define void @f(ptr %d, i8 %c) {\n"
            "  call void @llvm.memset.p0.i64(ptr align 4 %d, i8 %c, i64 7, i1 false)\n"
            "  ret void\n}\n",
            "riscv32");
  CHECK(exec::countOf(D, "mul ") == 2); // the i32 and the i16 splat
  CHECK(exec::countOf(D, "Constant:i32<16843009>") == 1);
  CHECK(exec::countOf(D, "Constant:i16<257>") == 1);
}

TEST_CASE("a stack destination gets the alignment of the widest piece; length 0 is nothing", "[dag]") {
  // llc-19 rv64: `alloca [12 x i8], align 1` set by a 12-byte memset gets alignment 8 and an SD + SW.
  std::string D = built("define void @f(i8 %c) {\n"
                        "  %b = alloca [12 x i8], align 1\n"
                        "  call void @llvm.memset.p0.i64(ptr align 1 %b, i8 %c, i64 12, i1 false)\n"
                        "  call void @use(ptr %b)\n"
                        "  ret void\n}\n",
                        "riscv64");
  CHECK(exec::countOf(D, "store<(store (s64) into %ir.b)>") == 1);
  CHECK(exec::countOf(D, "store<(store (s32) into %ir.b + 8, align 8)>") == 1);
  D = built("define void @f(ptr %d, ptr %s) {\n"
            "  call void @llvm.memmove.p0.p0.i64(ptr %d, ptr %s, i64 0, i1 false)\n"
            "  ret void\n}\n",
            "riscv32");
  CHECK(exec::countOf(D, "load<") == 0);
  CHECK(exec::countOf(D, "memmove") == 0);
}

TEST_CASE("memcpy, memmove and memset compute what lli computes after every phase", "[exec]") {
  const std::string IR =
      std::string(Decls) +
      "define i64 @k(i64 %x, i64 %n) {\n"
      "  %a = alloca [40 x i8], align 8\n"
      "  %b = alloca [40 x i8], align 4\n"
      "  store i64 %x, ptr %a, align 8\n"
      "  %a8 = getelementptr inbounds i8, ptr %a, i64 8\n"
      "  store i64 -81985529216486896, ptr %a8, align 8\n"
      "  %b1 = getelementptr inbounds i8, ptr %b, i64 1\n"
      "  call void @llvm.memset.p0.i64(ptr align 1 %b, i8 -91, i64 40, i1 false)\n"
      "  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %b1, ptr align 8 %a, i64 15, i1 false)\n"
      "  %a4 = getelementptr inbounds i8, ptr %a, i64 4\n"
      "  call void @llvm.memmove.p0.p0.i64(ptr align 4 %a4, ptr align 8 %a, i64 12, i1 false)\n"
      "  %a3 = getelementptr inbounds i8, ptr %a, i64 3\n"
      "  call void @llvm.memmove.p0.p0.i64(ptr align 1 %a3, ptr align 8 %a, i64 13, i1 false)\n"
      "  %c = trunc i64 %x to i8\n"
      "  %m = and i64 %n, 7\n"
      "  %b20 = getelementptr inbounds i8, ptr %b, i64 20\n"
      "  call void @llvm.memset.p0.i64(ptr align 4 %b20, i8 %c, i64 %m, i1 false)\n"
      "  call void @llvm.memset.p0.i64(ptr align 4 %b20, i8 %c, i64 6, i1 true)\n"
      "  %l1 = load i64, ptr %b, align 4\n"
      "  %b8 = getelementptr inbounds i8, ptr %b, i64 8\n"
      "  %l2 = load i64, ptr %b8, align 4\n"
      "  %l3 = load i64, ptr %a, align 8\n"
      "  %l4 = load i64, ptr %a8, align 8\n"
      "  %b24 = getelementptr inbounds i8, ptr %b, i64 24\n"
      "  %l5 = load i64, ptr %b20, align 4\n"
      "  %l6 = load i64, ptr %b24, align 4\n"
      "  %r1 = xor i64 %l1, %l2\n"
      "  %r2 = add i64 %r1, %l3\n"
      "  %r3 = mul i64 %r2, %l4\n"
      "  %r4 = sub i64 %r3, %l5\n"
      "  %r5 = xor i64 %r4, %l6\n"
      "  ret i64 %r5\n}\n";
  for (const char* Triple : {"riscv32", "riscv64"})
    for (const char* Attrs : {"", "+m"})
      for (Phase P : {Phase::Build, Phase::LegalizeTypes, Phase::Legalize, Phase::Combine2, Phase::Select}) {
        INFO(Triple << " " << Attrs << " after " << phaseShortName(P));
        CHECK(exec::execDiffAfter(IR, Triple, Attrs, P) == "");
      }
}
