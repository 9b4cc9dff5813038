// test/unit/CompareToolTest.cpp — dagtool-compare's building blocks: the per-function instruction counter
// (bench/compare/AsmCount.h) on real llc-19 and dagtool outputs, the one-function module cut
// (bench/compare/CodeQuality.h), and the measured process runner (bench/compare/MeasuredRun.h).
//
// The assembly texts are the verbatim outputs of `llc-19 -O2 -mtriple=riscv64 -mattr=+m,+f,+d
// -target-abi=lp64d` and of dagtool with the same options on the module in CallAndConstantPool; the
// expected counts were made by hand, instruction by instruction.
#include "bench/compare/AsmCount.h"
#include "bench/compare/CodeQuality.h"
#include "bench/compare/MeasuredRun.h"

#include <catch2/catch.hpp>

using namespace dt::compare;

namespace {

// declare double @h(double)
// define double @g(double %x, i1 %c) { entry: br i1 %c, label %a, label %b
//   a: %y = fadd double %x, 2.5; %z = call double @h(double %y); ret double %z    b: ret double %x }
const char* LlcOutput = R"(	.text
	.attribute	4, 16
	.attribute	5, "rv64i2p1_m2p0_f2p2_d2p2_zicsr2p0_zmmul1p0"
	.file	"cp.ll"
	.section	.srodata.cst8,"aM",@progbits,8
	.p2align	3, 0x0                          # -- Begin function g
.LCPI0_0:
	.quad	0x4004000000000000              # double 2.5
	.text
	.globl	g
	.p2align	2
	.type	g,@function
g:                                      # @g
	.cfi_startproc
# %bb.0:                                # %entry
	andi	a0, a0, 1
	beqz	a0, .LBB0_2
# %bb.1:                                # %a
	addi	sp, sp, -16
	.cfi_def_cfa_offset 16
	sd	ra, 8(sp)                       # 8-byte Folded Spill
	.cfi_offset ra, -8
	lui	a0, %hi(.LCPI0_0)
	fld	fa5, %lo(.LCPI0_0)(a0)
	fadd.d	fa0, fa0, fa5
	call	h
	ld	ra, 8(sp)                       # 8-byte Folded Reload
	addi	sp, sp, 16
.LBB0_2:                                # %b
	ret
.Lfunc_end0:
	.size	g, .Lfunc_end0-g
	.cfi_endproc
                                        # -- End function
	.section	".note.GNU-stack","",@progbits
)";

const char* DagtoolOutput = R"(	.text
	.section	.srodata.cst8,"aM",@progbits,8
	.p2align	3, 0x0
.LCPI0_0:
	.quad	4612811918334230528
	.text
	.globl	g
	.p2align	2
	.type	g,@function
g:
# %bb.0:
	addi	sp, sp, -16
	sd	ra, 8(sp)
	andi	a0, a0, 1
	beq	a0, zero, .LBB0_2
.LBB0_1:
	lui	a0, %hi(.LCPI0_0)
	fld	fa5, %lo(.LCPI0_0)(a0)
	fadd.d	fa0, fa0, fa5
	call	h
	ld	ra, 8(sp)
	addi	sp, sp, 16
	ret
.LBB0_2:
	ld	ra, 8(sp)
	addi	sp, sp, 16
	ret
.Lfunc_end0:
	.size	g, .Lfunc_end0-g
)";

} // namespace

TEST_CASE("asm instruction counter: llc-19 and dagtool outputs", "[cli]") {
  SECTION("llc: directives, .cfi, comments, labels and the constant pool are not counted") {
    auto C = countInstructions(LlcOutput);
    REQUIRE(C.size() == 1);
    CHECK(C[0].Name == "g");
    // andi beqz addi sd lui fld fadd.d call ld addi ret
    CHECK(C[0].Instructions == 11);
  }
  SECTION("dagtool") {
    auto C = countInstructions(DagtoolOutput);
    REQUIRE(C.size() == 1);
    // addi sd andi beq lui fld fadd.d call ld addi ret ld addi ret
    CHECK(C[0].Instructions == 14);
  }
  SECTION("two functions; text after .size belongs to neither") {
    auto C = countInstructions("\t.type\ta,@function\na:\n\tli a0, 1\n\tret\n\t.size\ta, 8\n\tnop\n"
                               "\t.type\tb,@function\nb:\n# %bb.0:\n\n\tret\n");
    REQUIRE(C.size() == 2);
    CHECK(C[0].Name == "a");
    CHECK(C[0].Instructions == 2);
    CHECK(C[1].Name == "b");
    CHECK(C[1].Instructions == 1);
  }
}

TEST_CASE("compare: one function cut out of a module", "[cli]") {
  const std::string M =
      "; header\ndefine i32 @f0(i32 %a) {\nentry:\n  %r = call i32 @f1(i32 %a)\n  ret i32 %r\n}\n\n"
      "define i32 @f1(i32 %a) {\nentry:\n  ret i32 %a\n}\n\ndeclare void @llvm.trap()\n";
  CHECK(definedFunctions(M) == std::vector<std::string>{"f0", "f1"});
  CHECK(isolateFunction(M, "f0") ==
        "; header\ndefine i32 @f0(i32 %a) {\nentry:\n  %r = call i32 @f1(i32 %a)\n"
        "  ret i32 %r\n}\n\ndeclare i32 @f1(i32 %a)\n\ndeclare void @llvm.trap()\n");
  CHECK(isolateFunction(M, "f1") == "; header\ndeclare i32 @f0(i32 %a)\n\ndefine i32 @f1(i32 %a) {\nentry:\n"
                                    "  ret i32 %a\n}\n\ndeclare void @llvm.trap()\n");
  CHECK(isolateFunction(M, "nope").empty());
}

TEST_CASE("compare: measured runs report exit status, time and peak RSS", "[cli]") {
  Spawner S;
  Measurement Ok = S.run({"true"}, "", 10);
  CHECK(Ok.ok());
  CHECK(Ok.MaxRssKiB > 0);
  CHECK(Ok.WallSeconds >= 0);
  Measurement Fails = S.run({"false"}, "", 10);
  CHECK(Fails.ExitCode == 1);
  Measurement Missing = S.run({"/nonexistent/program"}, "", 10);
  CHECK(Missing.ExitCode == 127);
}
