// test/unit/MachineCleanupTest.cpp — the machine clean-up passes LLVM's -O2 pipeline runs around register
// allocation: dead-mi-elimination (machine/DeadMachineInstrElim) and the branch clean-ups of the control-flow
// optimizer (machine/BranchFolding).
//
// Expected results come from llc-19 itself, run live: a hand-made function is printed as MIR, llc-19 runs the
// same LLVM pass on that text (-run-pass=...), and the body it prints must equal the body our pass leaves. So
// the input both sides see is the same and the expectation is LLVM's, not ours. Whole-pipeline cases check
// properties of the assembly (instruction sequences llc-19 -O2 prints for the same input).
#include "bench/gen/LLVMTools.h"
#include "ir/Parser.h"
#include "machine/BranchFolding.h"
#include "machine/DeadMachineInstrElim.h"
#include "machine/MIRPrinter.h"
#include "targets/riscv/RISCVBranchHooks.h"
#include "targets/riscv/RISCVInstrInfo.h"
#include "targets/riscv/RISCVMachineInfo.h"
#include "targets/riscv/RISCVRegisterInfo.h"
#include "targets/riscv/RISCVRegisters.h"
#include "test/unit/MIRText.h"
#include "tools/lib/Pipeline.h"

#include <catch2/catch.hpp>
#include <map>
#include <regex>
#include <sstream>

using namespace dt;
using namespace dt::riscv;

namespace {

/// A function built instruction by instruction, with the target's descriptions at hand.
struct HandMade {
  explicit HandMade(const char* Triple = "riscv32", const char* Attrs = "+m")
      : Triple(Triple), Attrs(Attrs), ST(Subtarget::create(Triple, Attrs, "")), TMI(ST),
        RI(makeRegisterFileInfo(ST)) {}
  std::string Triple, Attrs;
  Subtarget ST;
  RISCVMachineInfo TMI;
  RegisterFileInfo RI;
  MachineFunction MF{"f"};

  uint32_t vreg(unsigned RC) { return MF.createVirtualRegister(RC); }
  MachineBasicBlock* block(std::vector<unsigned> Successors) {
    MachineBasicBlock* B = MF.createBlock();
    for (unsigned S : Successors) B->addSuccessor(S);
    return B;
  }
  static MachineInstr instr(unsigned Opc, std::vector<MachineOperand> Ops, uint32_t Flags = 0) {
    MachineInstr MI(Opc);
    for (auto& O : Ops) MI.addOperand(std::move(O));
    MI.setFlags(Flags);
    return MI;
  }
  static MachineOperand def(uint32_t R) { return MachineOperand::reg(R, true); }
  static MachineOperand use(uint32_t R) { return MachineOperand::reg(R); }
  static MachineOperand implicitUse(uint32_t R) { return MachineOperand::reg(R, false, true); }
  static MachineOperand implicitDef(uint32_t R, bool Dead = false) {
    return MachineOperand::reg(R, true, true, Dead);
  }

  std::string body() const { return printMIRBody(MF, TMI); }

  /// llc-19 -run-pass=Pass on this function as MIR text (body as printMIRBody prints it).
  std::string llcRunPass(const std::string& Pass, const std::vector<std::string>& Extra = {}) const {
    gen::TempDir T;
    std::string Text = "---\nname: f\ntracksRegLiveness: true\n" + body() + "...\n";
    std::string File = T.write("x.mir", Text);
    std::vector<std::string> Argv = {gen::llvmTool("llc"),
                                     "-mtriple=" + Triple,
                                     "-mattr=" + Attrs,
                                     "-run-pass=" + Pass,
                                     "-x",
                                     "mir",
                                     "-o",
                                     "-",
                                     File};
    Argv.insert(Argv.end(), Extra.begin(), Extra.end());
    gen::RunResult R = gen::runProcess(Argv, "", 60);
    INFO(Text);
    INFO(R.Stderr);
    REQUIRE(R.ExitCode == 0);
    return R.Stdout;
  }
};


/// Our body with blocks numbered by layout position, as LLVM's branch folder leaves them (RenumberBlocks).
std::string renumberedBody(const MachineFunction& MF, const MachineTargetInfo& TMI) {
  std::map<std::string, std::string> Position;
  for (size_t I = 0; I < MF.layout().size(); ++I)
    Position[std::to_string(MF.layout()[I]->Number)] = std::to_string(I);
  std::string Text = printMIRBody(MF, TMI), Out;
  static const std::regex BlockRef("bb\\.([0-9]+)");
  auto Begin = std::sregex_iterator(Text.begin(), Text.end(), BlockRef);
  size_t Last = 0;
  for (auto It = Begin; It != std::sregex_iterator(); ++It) {
    Out += Text.substr(Last, size_t(It->position()) - Last) + "bb." + Position.at((*It)[1].str());
    Last = size_t(It->position() + It->length());
  }
  return Out + Text.substr(Last);
}

std::string joined(const std::vector<std::string>& Lines) {
  std::string S;
  for (const std::string& L : Lines) S += L + "\n";
  return S;
}

} // namespace

TEST_CASE("dead-mi-elimination: dead values, dead PHIs and dead physical-register copies go, as in llc-19",
          "[machine]") {
  HandMade H;
  // bb.0: arguments; a dead ADD/MUL chain, a dead load, a volatile load and a load without memory operand
  // (both kept), a constant read only by dead code in bb.1.
  // bb.1: a loop whose PHI reads only itself, and a XOR read only by a dead PHI in bb.2.
  // bb.2: a dead PHI, a result copy and a copy to $x11 that the return does not read.
  MachineBasicBlock* B0 = H.block({1, 2});
  MachineBasicBlock* B1 = H.block({1, 2});
  MachineBasicBlock* B2 = H.block({});
  uint32_t A = H.vreg(GPR), B = H.vreg(GPR), Sum = H.vreg(GPR), Sq = H.vreg(GPR), Ld = H.vreg(GPR),
           Vol = H.vreg(GPR), NoMem = H.vreg(GPR), Five = H.vreg(GPR), Loop = H.vreg(GPR), Xor = H.vreg(GPR),
           Phi = H.vreg(GPR);
  B0->LiveIns = {X(10), X(11)};
  H.MF.LiveIns = {{X(10), A}, {X(11), B}};
  B0->Instrs.push_back(H.instr(MI::COPY, {H.def(A), H.use(X(10))}));
  B0->Instrs.push_back(H.instr(MI::COPY, {H.def(B), H.use(X(11))}));
  B0->Instrs.push_back(H.instr(MI::ADD, {H.def(Sum), H.use(A), H.use(B)}));
  B0->Instrs.push_back(H.instr(MI::MUL, {H.def(Sq), H.use(Sum), H.use(Sum)}));
  B0->Instrs.push_back(H.instr(MI::LW, {H.def(Ld), H.use(A), MachineOperand::imm(0)}));
  B0->Instrs.back().MemRefs = {"(load (s32))"};
  B0->Instrs.push_back(H.instr(MI::LW, {H.def(Vol), H.use(A), MachineOperand::imm(4)}));
  B0->Instrs.back().MemRefs = {"(volatile load (s32))"};
  B0->Instrs.push_back(H.instr(MI::LW, {H.def(NoMem), H.use(A), MachineOperand::imm(8)}));
  B0->Instrs.push_back(H.instr(MI::ADDI, {H.def(Five), H.use(X(0)), MachineOperand::imm(5)}));
  B0->Instrs.push_back(H.instr(MI::BEQ, {H.use(A), H.use(X(0)), MachineOperand::block(2)}));
  B0->Instrs.push_back(H.instr(MI::PseudoBR, {MachineOperand::block(1)}));
  B1->Instrs.push_back(H.instr(
      MI::PHI, {H.def(Loop), H.use(B), MachineOperand::block(0), H.use(Loop), MachineOperand::block(1)}));
  B1->Instrs.push_back(H.instr(MI::XOR, {H.def(Xor), H.use(Five), H.use(B)}));
  B1->Instrs.push_back(H.instr(MI::BNE, {H.use(B), H.use(X(0)), MachineOperand::block(1)}));
  B1->Instrs.push_back(H.instr(MI::PseudoBR, {MachineOperand::block(2)}));
  B2->Instrs.push_back(H.instr(
      MI::PHI, {H.def(Phi), H.use(A), MachineOperand::block(0), H.use(Xor), MachineOperand::block(1)}));
  B2->Instrs.push_back(H.instr(MI::COPY, {H.def(X(10)), H.use(A)}));
  B2->Instrs.push_back(H.instr(MI::COPY, {H.def(X(11)), H.use(B)}));
  B2->Instrs.push_back(H.instr(MI::PseudoRET, {H.implicitUse(X(10))}));

  std::string Expected = joined(mirBodyLines(H.llcRunPass("dead-mi-elimination")));
  CHECK(eliminateDeadMachineInstrs(H.MF, H.TMI, H.RI) == 8);
  CHECK(joined(mirBodyLines(H.body())) == Expected);
  // A second run finds nothing: the first reached the fixed point.
  CHECK(eliminateDeadMachineInstrs(H.MF, H.TMI, H.RI) == 0);
}

TEST_CASE("dead-mi-elimination: FP exceptions, call sequences and clobbered registers, as in llc-19",
          "[machine]") {
  HandMade H("riscv32", "+f");
  const unsigned FPR = FPR32;
  // An FADD that may raise an FP exception stays though unread; one marked nofpexcept goes. The call sequence
  // stays (side effects), its unread result copy goes; $x11 written before the call is clobbered by it, so
  // that copy is dead; $x10 is read by the call and stays.
  MachineBasicBlock* B0 = H.block({});
  // Virtual registers are numbered in order of appearance, as llc's MIR parser numbers them.
  uint32_t F = H.vreg(FPR), A = H.vreg(GPR), Add1 = H.vreg(FPR), Add2 = H.vreg(FPR), R = H.vreg(GPR);
  B0->LiveIns = {X(10), F_F(10)};
  H.MF.LiveIns = {{X(10), A}, {F_F(10), F}};
  B0->Instrs.push_back(H.instr(MI::COPY, {H.def(F), H.use(F_F(10))}));
  B0->Instrs.push_back(H.instr(MI::COPY, {H.def(A), H.use(X(10))}));
  B0->Instrs.push_back(
      H.instr(MI::FADD_S, {H.def(Add1), H.use(F), H.use(F), MachineOperand::imm(7), H.implicitUse(FRM)}));
  B0->Instrs.push_back(H.instr(MI::FADD_S,
                               {H.def(Add2), H.use(F), H.use(F), MachineOperand::imm(7), H.implicitUse(FRM)},
                               MachineInstr::NoFPExcept));
  B0->Instrs.push_back(H.instr(MI::ADJCALLSTACKDOWN, {MachineOperand::imm(0), MachineOperand::imm(0),
                                                      H.implicitDef(X(2), true), H.implicitUse(X(2))}));
  B0->Instrs.push_back(H.instr(MI::COPY, {H.def(X(11)), H.use(A)}));
  B0->Instrs.push_back(H.instr(MI::COPY, {H.def(X(10)), H.use(A)}));
  B0->Instrs.push_back(
      H.instr(MI::PseudoCALL,
              {MachineOperand::externalSymbol("g", 1), MachineOperand::regMask(CSR_ILP32_LP64),
               H.implicitDef(X(1), true), H.implicitUse(X(10)), H.implicitDef(X(2)), H.implicitDef(X(10))}));
  B0->Instrs.push_back(H.instr(MI::ADJCALLSTACKUP, {MachineOperand::imm(0), MachineOperand::imm(0),
                                                    H.implicitDef(X(2), true), H.implicitUse(X(2))}));
  B0->Instrs.push_back(H.instr(MI::COPY, {H.def(R), H.use(X(10))}));
  B0->Instrs.push_back(H.instr(MI::PseudoRET, {}));

  std::string Expected = joined(mirBodyLines(H.llcRunPass("dead-mi-elimination")));
  CHECK(eliminateDeadMachineInstrs(H.MF, H.TMI, H.RI) == 3);
  CHECK(joined(mirBodyLines(H.body())) == Expected);
}

TEST_CASE(
    "branch folding: forwarding blocks bypassed, branches inverted and dropped, as llc-19's branch folder",
    "[machine]") {
  HandMade H;
  // bb.0: BEQ to the next block, jump to bb.3          -> inverted: BNE to bb.3, falls into bb.1
  // bb.1: ADD, BLT to bb.4, falls into bb.2            -> both ways end in bb.5: one jump
  // bb.2: only a jump to bb.5                          -> bypassed and deleted
  // bb.3: SUB, falls into bb.4
  // bb.4: empty, falls into bb.5                       -> bypassed and deleted
  // bb.5: return
  MachineBasicBlock* B0 = H.block({1, 3});
  MachineBasicBlock* B1 = H.block({2, 4});
  MachineBasicBlock* B2 = H.block({5});
  MachineBasicBlock* B3 = H.block({4});
  MachineBasicBlock* B4 = H.block({5});
  MachineBasicBlock* B5 = H.block({});
  B0->LiveIns = B1->LiveIns = B3->LiveIns = {X(10), X(11)};
  B2->LiveIns = B4->LiveIns = B5->LiveIns = {X(10)};
  H.MF.RegistersAllocated = true;
  B0->Instrs.push_back(H.instr(MI::BEQ, {H.use(X(10)), H.use(X(0)), MachineOperand::block(1)}));
  B0->Instrs.push_back(H.instr(MI::PseudoBR, {MachineOperand::block(3)}));
  B1->Instrs.push_back(H.instr(MI::ADD, {H.def(X(10)), H.use(X(10)), H.use(X(11))}));
  B1->Instrs.push_back(H.instr(MI::BLT, {H.use(X(10)), H.use(X(11)), MachineOperand::block(4)}));
  B2->Instrs.push_back(H.instr(MI::PseudoBR, {MachineOperand::block(5)}));
  B3->Instrs.push_back(H.instr(MI::SUB, {H.def(X(10)), H.use(X(10)), H.use(X(11))}));
  B5->Instrs.push_back(H.instr(MI::PseudoRET, {H.implicitUse(X(10))}));

  std::string Expected = joined(mirBodyLines(H.llcRunPass("branch-folder", {"-enable-tail-merge=false"})));
  BranchFoldingResult R = foldBranches(H.MF, H.TMI, RISCVBranchHooks());
  CHECK(R.BlocksErased == 2);
  CHECK(R.BranchesBefore == 4);
  CHECK(R.BranchesAfter == 2);
  CHECK(joined(mirBodyLines(renumberedBody(H.MF, H.TMI))) == Expected);
  // Predecessor lists follow the new edges.
  CHECK(H.MF.block(5)->Predecessors == std::vector<unsigned>{1, 3});
  // Nothing left to fold.
  CHECK_FALSE(foldBranches(H.MF, H.TMI, RISCVBranchHooks()).changed());
}

TEST_CASE(
    "branch folding: a conditional branch over a jump to the next block, a loop, and blocks nobody reaches",
    "[machine]") {
  HandMade H;
  // bb.0: BLTU to bb.3, jump to bb.1 (the next block)   -> the jump goes
  // bb.1: loop: ADDI, BGE back to bb.1, jump to bb.2    -> BGE stays, the jump to the next block goes
  // bb.2: return
  // bb.3: ADDI, return (bb.0's branch target)
  // bb.4: a jump to bb.3 nobody reaches                 -> deleted
  // (Shaped so that LLVM's folder moves no block: it may move a return block that is only branched to,
  // which dagtool does not do.)
  MachineBasicBlock* B0 = H.block({3, 1});
  MachineBasicBlock* B1 = H.block({1, 2});
  MachineBasicBlock* B2 = H.block({});
  MachineBasicBlock* B3 = H.block({});
  MachineBasicBlock* B4 = H.block({3});
  B0->LiveIns = B1->LiveIns = {X(10), X(11)};
  B2->LiveIns = B3->LiveIns = B4->LiveIns = {X(10)};
  H.MF.RegistersAllocated = true;
  B0->Instrs.push_back(H.instr(MI::BLTU, {H.use(X(10)), H.use(X(11)), MachineOperand::block(3)}));
  B0->Instrs.push_back(H.instr(MI::PseudoBR, {MachineOperand::block(1)}));
  B1->Instrs.push_back(H.instr(MI::ADDI, {H.def(X(10)), H.use(X(10)), MachineOperand::imm(1)}));
  B1->Instrs.push_back(H.instr(MI::BGE, {H.use(X(10)), H.use(X(11)), MachineOperand::block(1)}));
  B1->Instrs.push_back(H.instr(MI::PseudoBR, {MachineOperand::block(2)}));
  B2->Instrs.push_back(H.instr(MI::PseudoRET, {H.implicitUse(X(10))}));
  B3->Instrs.push_back(H.instr(MI::ADDI, {H.def(X(10)), H.use(X(10)), MachineOperand::imm(2)}));
  B3->Instrs.push_back(H.instr(MI::PseudoRET, {H.implicitUse(X(10))}));
  B4->Instrs.push_back(H.instr(MI::PseudoBR, {MachineOperand::block(3)}));

  std::string Expected = joined(mirBodyLines(H.llcRunPass("branch-folder", {"-enable-tail-merge=false"})));
  BranchFoldingResult R = foldBranches(H.MF, H.TMI, RISCVBranchHooks());
  CHECK(R.BlocksErased == 1);
  CHECK(joined(mirBodyLines(renumberedBody(H.MF, H.TMI))) == Expected);
}

TEST_CASE("branch folding leaves a function with a block it cannot read untouched", "[machine]") {
  HandMade H;
  // Two conditional branches in a row are not a shape analyzeBranch reads (and bb.0 does not end in a
  // barrier).
  MachineBasicBlock* B0 = H.block({1, 2});
  MachineBasicBlock* B1 = H.block({});
  MachineBasicBlock* B2 = H.block({});
  H.MF.RegistersAllocated = true;
  B0->Instrs.push_back(H.instr(MI::BEQ, {H.use(X(10)), H.use(X(0)), MachineOperand::block(1)}));
  B0->Instrs.push_back(H.instr(MI::BNE, {H.use(X(10)), H.use(X(0)), MachineOperand::block(2)}));
  B1->Instrs.push_back(H.instr(MI::PseudoRET, {}));
  B2->Instrs.push_back(H.instr(MI::PseudoRET, {}));
  std::string Before = printMIRBody(H.MF, H.TMI);
  CHECK_FALSE(foldBranches(H.MF, H.TMI, RISCVBranchHooks()).changed());
  CHECK(printMIRBody(H.MF, H.TMI) == Before);
}

namespace {

/// The whole pipeline to assembly for riscv32 +m, with the verifiers on.
std::string rv32imAssembly(const std::string& IR) {
  auto M = ir::parseModule(IR, "x.ll");
  PipelineOptions Opts;
  Opts.ST = Subtarget::create("riscv32", "+m", "");
  Opts.Select = Opts.FinalizeISel = Opts.PHIElimination = Opts.RegAlloc = Opts.EmitAssembly = true;
  Opts.Verify = true;
  applyTargetDataLayout(*M, Opts.ST);
  Pipeline P(*M, Opts);
  std::string Debug, Asm;
  P.run(Debug, Asm);
  return Asm;
}

/// Instruction lines of assembly text (tab-indented, not a directive).
size_t instructionCount(const std::string& Asm) {
  size_t N = 0;
  std::istringstream Lines(Asm);
  for (std::string Line; std::getline(Lines, Line);)
    if (Line.size() > 1 && Line[0] == '\t' && Line[1] != '.') ++N;
  return N;
}

} // namespace

TEST_CASE("dead-mi-elimination and branch folding in the pipeline: the dead diamond of seed 20's f9",
          "[machine]") {
  // A select whose result nobody reads still leaves its branch diamond after selection (the branch condition
  // is read); dead-mi-elimination deletes everything else and the folder removes the empty diamond. llc-19
  // -O2 compiles it to two instructions and ret; dagtool must be within the few copies PHI elimination adds.
  const std::string IR = R"(
define void @f9(i8 %a0, i128 %a1) {
entry:
  %v0 = trunc i8 %a0 to i1
  br i1 %v0, label %bb0, label %bb1
bb0:
  %v3 = and i128 %a1, 127
  %v4 = ashr i128 %a1, %v3
  br label %bb1
bb1:
  %v8 = phi i128 [ 6, %entry ], [ %a1, %bb0 ]
  %v9 = phi i1 [ %v0, %entry ], [ %v0, %bb0 ]
  br i1 %v9, label %bb2, label %bb3
bb2:
  %v11 = icmp eq i128 %v8, -170141183460469231731687303715884105728
  %v12 = select i1 %v11, i128 7, i128 %v8
  %v13 = or i128 %v12, 1
  br label %bb3
bb3:
  ret void
}
)";
  std::string Asm = rv32imAssembly(IR);
  INFO(Asm);
  // Nothing of the i128 arithmetic survives: no loads of the i128's words, no shifts, no select diamond.
  CHECK(Asm.find("lw\t") == std::string::npos);
  CHECK(Asm.find("sra") == std::string::npos);
  CHECK(Asm.find("sll") == std::string::npos);
  // No block is left that holds only a jump.
  CHECK(std::regex_search(Asm, std::regex(":\n\tj\t")) == false);
}

TEST_CASE("branch folding and dead-mi-elimination alternate on allocated code: all of seed 20's f9",
          "[machine]") {
  // The whole function as dagtool-irgen --seed 20 --functions 10 --insts 30 --features all,no-fminmax made it:
  // a select's diamond survives selection because its condition is read; once dead-mi-elimination and the
  // folder have removed it, the copies PHI elimination made for the i128 PHI are dead too, but only liveness
  // recomputed after the deletions says so (the allocator's live-in lists still name their registers). llc-19
  // -O2: three instructions; dagtool before this: 17.
  const std::string IR = R"(
define void @f9(i8 %a0, i128 %a1) {
entry:
  %v0 = trunc i8 %a0 to i1
  br i1 %v0, label %bb0, label %bb1
bb0:
  %v1 = or i8 %a0, 1
  %v2 = udiv i8 %a0, %v1
  %v3 = and i128 %a1, 127
  %v4 = ashr i128 %a1, %v3
  %v5 = sext i8 %v2 to i32
  %v6 = insertelement <4 x i32> <i32 -40, i32 131072, i32 -1, i32 8388608>, i32 %v5, i32 2
  %v7 = shl <4 x i32> %v6, <i32 27, i32 27, i32 27, i32 27>
  br label %bb1
bb1:
  %v8 = phi i128 [ 6, %entry ], [ %a1, %bb0 ]
  %v9 = phi i1 [ %v0, %entry ], [ %v0, %bb0 ]
  %v10 = phi i1 [ %v0, %entry ], [ %v0, %bb0 ]
  br i1 %v9, label %bb2, label %bb3
bb2:
  %v11 = icmp eq i128 %v8, -170141183460469231731687303715884105728
  %v12 = select i1 %v11, i128 7, i128 %v8
  %v13 = or i128 %v12, 1
  %v14 = sdiv i128 %v12, %v13
  br label %bb3
bb3:
  %v15 = phi i128 [ %v8, %bb1 ], [ %v12, %bb2 ]
  %v16 = sext i1 %v0 to i32
  %v17 = insertelement <4 x i32> <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>, i32 %v16, i32 2
  %v18 = mul <4 x i32> %v17, %v17
  %v19 = extractelement <4 x i32> %v18, i32 0
  %v20 = sitofp i32 %v19 to double
  %v21 = fcmp one double %v20, 0x3FB999999999999A
  %v22 = sext i32 %v16 to i65
  %v23 = or i65 %v22, -18446744073709551616
  %v24 = ashr i65 %v23, 63
  %v25 = extractelement <4 x i32> %v18, i32 1
  %v26 = trunc i32 %v25 to i16
  %v27 = insertelement <3 x i16> <i16 12010, i16 12010, i16 12010>, i16 %v26, i32 1
  %v28 = icmp sge <3 x i16> %v27, %v27
  ret void
}
)";
  std::string Asm = rv32imAssembly(IR);
  INFO(Asm);
  CHECK(instructionCount(Asm) <= 3);
}

TEST_CASE("dead-mi-elimination on allocated code: liveness from the blocks' live-in lists, as in llc-19",
          "[machine]") {
  HandMade H;
  // bb.0: $x12 = ADDI (read by nobody: deleted), $x11 = ADDI (read in bb.1: kept), $x10 = ADDI (returned)
  // bb.1: $x10 = ADD $x10, $x11; return
  MachineBasicBlock* B0 = H.block({1});
  MachineBasicBlock* B1 = H.block({});
  B0->LiveIns = {X(10)};
  B1->LiveIns = {X(10), X(11)};
  H.MF.RegistersAllocated = true;
  B0->Instrs.push_back(H.instr(MI::ADDI, {H.def(X(12)), H.use(X(10)), MachineOperand::imm(1)}));
  B0->Instrs.push_back(H.instr(MI::ADDI, {H.def(X(11)), H.use(X(10)), MachineOperand::imm(3)}));
  B0->Instrs.push_back(H.instr(MI::ADDI, {H.def(X(10)), H.use(X(10)), MachineOperand::imm(2)}));
  B1->Instrs.push_back(H.instr(MI::ADD, {H.def(X(10)), H.use(X(10)), H.use(X(11))}));
  B1->Instrs.push_back(H.instr(MI::PseudoRET, {H.implicitUse(X(10))}));

  std::string Expected = joined(mirBodyLines(H.llcRunPass("dead-mi-elimination")));
  DeadInstrOptions Opts;
  Opts.Allocated = true;
  CHECK(eliminateDeadMachineInstrs(H.MF, H.TMI, H.RI, Opts) == 1);
  CHECK(joined(mirBodyLines(H.body())) == Expected);
}

TEST_CASE("dead-mi-elimination on allocated code: a value a loop carries only to a dead reader dies too",
          "[machine]") {
  HandMade H;
  // bb.0: $x11 = ADDI $x10, 1            (read only by the dead ADD in bb.2, through the loop)
  // bb.1: $x10 = ADDI $x10, -1; BNE $x10, $x0, %bb.1
  // bb.2: $x13 = ADD $x11, $x11 (dead); return $x10
  // Deleting the ADD leaves $x11 live around the loop by the liveness kept up to date while deleting (each
  // block of the loop keeps it live for the other); only liveness computed afresh lets the ADDI in bb.0 go.
  MachineBasicBlock* B0 = H.block({1});
  MachineBasicBlock* B1 = H.block({1, 2});
  MachineBasicBlock* B2 = H.block({});
  B0->LiveIns = {X(10)};
  B1->LiveIns = {X(10), X(11)};
  B2->LiveIns = {X(10), X(11)};
  H.MF.RegistersAllocated = true;
  B0->Instrs.push_back(H.instr(MI::ADDI, {H.def(X(11)), H.use(X(10)), MachineOperand::imm(1)}));
  B1->Instrs.push_back(H.instr(MI::ADDI, {H.def(X(10)), H.use(X(10)), MachineOperand::imm(-1)}));
  B1->Instrs.push_back(H.instr(MI::BNE, {H.use(X(10)), H.use(X(0)), MachineOperand::block(1)}));
  B2->Instrs.push_back(H.instr(MI::ADD, {H.def(X(13)), H.use(X(11)), H.use(X(11))}));
  B2->Instrs.push_back(H.instr(MI::PseudoRET, {H.implicitUse(X(10))}));

  DeadInstrOptions Opts;
  Opts.Allocated = true;
  CHECK(eliminateDeadMachineInstrs(H.MF, H.TMI, H.RI, Opts) == 2);
  CHECK(B0->Instrs.empty());
  CHECK(B1->Instrs.size() == 2);
  CHECK(B2->Instrs.size() == 1);
}
