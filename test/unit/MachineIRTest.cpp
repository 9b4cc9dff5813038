// test/unit/MachineIRTest.cpp — machine instructions, the MIR printer, the InstrEmitter and finalize-isel
// (machine/, isel/InstrEmitter, targets/riscv/RISCVMachineInfo) against real llc-19 output.
//
// Every expected text below is the `body:` part of llc 19.1.7's output on this machine for the IR quoted next
// to it (the command is in the comment), copied verbatim. The machine DAGs are built by hand as LLVM's
// selector leaves them (operand order, glue, IR order of the nodes), with the selector's opcodes (the rows of
// RISCVInstrs.def, which RISCVMachineInfo describes). ISelMIRTest runs the real selector instead.
#include "isel/InstrEmitter.h"
#include "isel/ScheduleDAG.h"
#include "machine/FinalizeISel.h"
#include "machine/MIRPrinter.h"
#include "targets/riscv/RISCVMachineInfo.h"
#include "targets/riscv/RISCVRegisters.h"
#include "targets/riscv/RISCVSchedModel.h"
#include "support/Diagnostics.h"
#include "targets/riscv/RISCVTargetLowering.h"

#include <catch2/catch.hpp>

using namespace dt;
using namespace dt::riscv;

namespace {

struct MachineDAG {
  Subtarget ST = Subtarget::create("riscv32", "", "");
  RISCVTargetLowering TLI{ST};
  RISCVMachineInfo MI{ST};
  SelectionDAG DAG{TLI};
  EVT I32 = EVT::i32();

  SDValue node(const char* Name, SDVTList VTs, std::vector<SDValue> Ops, uint32_t Order) {
    SDNode* N = DAG.getMachineNode(MI.opcode(Name), VTs, Ops);
    N->setIROrder(Order);
    return SDValue(N, 0);
  }
  SDValue imm(int64_t V) { return DAG.getTargetConstant(uint64_t(V), I32); }
  SDValue reg(uint32_t R) { return DAG.getRegister(R, I32); }
  SDValue copyToReg(SDValue Chain, uint32_t R, SDValue V, SDValue Glue, uint32_t Order) {
    SDValue C = DAG.getCopyToRegGlue(Chain, R, V, Glue);
    C->setIROrder(Order);
    return C;
  }
};

std::string emitFunction(MachineDAG& M, const char* Name, unsigned NumArgs, bool Finalize) {
  MachineFunction MF(Name);
  MachineBasicBlock* BB = MF.createBlockNumbered(0);
  BB->IRSlot = 0;
  for (unsigned I = 0; I < NumArgs; ++I) {
    MF.setVirtualRegisterClass(indexToVirtReg(I), GPR);
    MF.LiveIns.push_back({X(10 + I), indexToVirtReg(I)});
  }
  scheduleAndEmitBlock(M.DAG, MF, 0, M.MI, nullptr, ScheduleOptions{});
  emitLiveInCopies(MF, M.MI);
  if (Finalize) finalizeISel(MF, M.MI);
  return printMIRBody(MF, M.MI);
}

} // namespace

// define i32 @foo(i32 %v) { %lo = trunc i32 %v to i16; %p = add i16 %lo, 5; %c = icmp ugt i16 %p, 6
//                           %r = select i1 %c, i32 %v, i32 9; ret i32 %r }   (examples/foo.ll)
// The selected DAG: constants have no IR position (order 0), the others take their instruction's.
void buildFoo(MachineDAG& M) {
  auto& D = M.DAG;
  SDValue E = D.getEntryNode();
  SDValue V = D.getCopyFromReg(E, indexToVirtReg(0), M.I32);
  SDValue Add = M.node("ADDI", D.getVTList(M.I32), {V, M.imm(5)}, 2);
  SDValue Shl = M.node("SLLI", D.getVTList(M.I32), {Add, M.imm(16)}, 3);
  SDValue Srl = M.node("SRLI", D.getVTList(M.I32), {Shl, M.imm(16)}, 3);
  SDValue Nine = M.node("ADDI", D.getVTList(M.I32), {M.reg(X(0)), M.imm(9)}, 0);
  SDValue Six = M.node("ADDI", D.getVTList(M.I32), {M.reg(X(0)), M.imm(6)}, 0);
  SDValue Sel = M.node("Select_GPR_Using_CC_GPR", D.getVTList(M.I32), {Six, Srl, M.imm(4), V, Nine}, 4);
  SDValue Copy = M.copyToReg(E, X(10), Sel, SDValue(), 5);
  D.setRoot(M.node("PseudoRET", D.getVTList(EVT::other()), {M.reg(X(10)), Copy, Copy.getValue(1)}, 5));
}

TEST_CASE("MIR: selected foo prints as llc -stop-before=finalize-isel", "[isel]") {
  // llc-19 -mtriple=riscv32 -stop-before=finalize-isel -o - examples/foo.ll
  const char* Expected = "body:             |\n"
                         "  bb.0 (%ir-block.0):\n"
                         "    liveins: $x10\n"
                         "  \n"
                         "    %0:gpr = COPY $x10\n"
                         "    %1:gpr = ADDI %0, 5\n"
                         "    %2:gpr = SLLI killed %1, 16\n"
                         "    %3:gpr = SRLI killed %2, 16\n"
                         "    %4:gpr = ADDI $x0, 9\n"
                         "    %5:gpr = ADDI $x0, 6\n"
                         "    %6:gpr = Select_GPR_Using_CC_GPR killed %5, killed %3, 4, %0, killed %4\n"
                         "    $x10 = COPY %6\n"
                         "    PseudoRET implicit $x10\n"
                         "\n";
  MachineDAG M;
  buildFoo(M);
  CHECK(emitFunction(M, "foo", 1, false) == Expected);
}

TEST_CASE("MIR: finalize-isel expands the select into llc's branch diamond", "[isel]") {
  // llc-19 -mtriple=riscv32 -stop-after=finalize-isel -o - examples/foo.ll
  const char* Expected = "body:             |\n"
                         "  bb.0 (%ir-block.0):\n"
                         "    successors: %bb.1(0x40000000), %bb.2(0x40000000)\n"
                         "    liveins: $x10\n"
                         "  \n"
                         "    %0:gpr = COPY $x10\n"
                         "    %1:gpr = ADDI %0, 5\n"
                         "    %2:gpr = SLLI killed %1, 16\n"
                         "    %3:gpr = SRLI killed %2, 16\n"
                         "    %4:gpr = ADDI $x0, 9\n"
                         "    %5:gpr = ADDI $x0, 6\n"
                         "    BLTU %5, %3, %bb.2\n"
                         "  \n"
                         "  bb.1 (%ir-block.0):\n"
                         "    successors: %bb.2(0x80000000)\n"
                         "  \n"
                         "  bb.2 (%ir-block.0):\n"
                         "    %6:gpr = PHI %0, %bb.0, %4, %bb.1\n"
                         "    $x10 = COPY %6\n"
                         "    PseudoRET implicit $x10\n"
                         "\n";
  MachineDAG M;
  buildFoo(M);
  CHECK(emitFunction(M, "foo", 1, true) == Expected);
}

TEST_CASE("MIR: a libcall's call sequence (i64 mul on RV32 without M)", "[isel]") {
  // define i64 @mul64(i64 %a, i64 %b) { %r = mul i64 %a, %b; ret i64 %r }
  // llc-19 -mtriple=riscv32 -stop-after=finalize-isel -o - mul64.ll
  const char* Expected = "body:             |\n"
                         "  bb.0 (%ir-block.0):\n"
                         "    liveins: $x10, $x11, $x12, $x13\n"
                         "  \n"
                         "    %3:gpr = COPY $x13\n"
                         "    %2:gpr = COPY $x12\n"
                         "    %1:gpr = COPY $x11\n"
                         "    %0:gpr = COPY $x10\n"
                         "    ADJCALLSTACKDOWN 0, 0, implicit-def dead $x2, implicit $x2\n"
                         "    $x10 = COPY %0\n"
                         "    $x11 = COPY %1\n"
                         "    $x12 = COPY %2\n"
                         "    $x13 = COPY %3\n"
                         "    PseudoCALL target-flags(riscv-call) &__muldi3, csr_ilp32_lp64, implicit-def "
                         "dead $x1, implicit $x10, implicit $x11, implicit $x12, implicit $x13, implicit-def "
                         "$x2, implicit-def $x10, implicit-def $x11\n"
                         "    ADJCALLSTACKUP 0, 0, implicit-def dead $x2, implicit $x2\n"
                         "    %4:gpr = COPY $x10\n"
                         "    %5:gpr = COPY $x11\n"
                         "    $x10 = COPY %4\n"
                         "    $x11 = COPY %5\n"
                         "    PseudoRET implicit $x10, implicit $x11\n"
                         "\n";
  MachineDAG M;
  auto& D = M.DAG;
  SDValue E = D.getEntryNode();
  SDValue Args[4];
  for (unsigned I = 0; I < 4; ++I) Args[I] = D.getCopyFromReg(E, indexToVirtReg(I), M.I32);
  SDVTList ChGlue = D.getVTList(EVT::other(), EVT::glue());
  SDValue Down = M.node("ADJCALLSTACKDOWN", ChGlue, {M.imm(0), M.imm(0), E}, 1);
  SDValue Chain = Down, Glue;
  for (unsigned I = 0; I < 4; ++I) {
    SDValue C = M.copyToReg(Chain, X(10 + I), Args[I], Glue, 1);
    Chain = C;
    Glue = C.getValue(1);
  }
  SDValue Callee = D.getTargetExternalSymbol("__muldi3", M.I32, /*MO_CALL=*/1);
  SDValue Call = M.node("PseudoCALL", ChGlue,
                        {Callee, M.reg(X(10)), M.reg(X(11)), M.reg(X(12)), M.reg(X(13)),
                         D.getRegisterMask(CSR_ILP32_LP64), Chain, Glue},
                        1);
  SDValue Up = M.node("ADJCALLSTACKUP", ChGlue, {M.imm(0), M.imm(0), Call, Call.getValue(1)}, 1);
  SDValue Lo = D.getCopyFromRegGlue(Up, X(10), M.I32, Up.getValue(1));
  SDValue Hi = D.getCopyFromRegGlue(Lo.getValue(1), X(11), M.I32, Lo.getValue(2));
  Lo->setIROrder(1);
  Hi->setIROrder(1);
  SDValue R0 = M.copyToReg(Hi.getValue(1), X(10), Lo, SDValue(), 2);
  SDValue R1 = M.copyToReg(R0, X(11), Hi, R0.getValue(1), 2);
  D.setRoot(
      M.node("PseudoRET", D.getVTList(EVT::other()), {M.reg(X(10)), M.reg(X(11)), R1, R1.getValue(1)}, 2));
  CHECK(emitFunction(M, "mul64", 4, true) == Expected);
}

TEST_CASE("MIR: named blocks, probabilities, target flags, globals and PHIs print as llc prints them",
          "[isel]") {
  // @g = global i32 0; define i32 @glob(i32 %c) { entry: %t = icmp eq i32 %c, 0; br i1 %t, label %then, label
  // %else
  //   then: %v = load i32, ptr @g; br label %else   else: %r = phi i32 [%c, %entry], [%v, %then]; ret i32 %r
  //   }
  // llc-19 -mtriple=riscv32 -stop-after=finalize-isel -o - glob.ll
  const char* Expected =
      "body:             |\n"
      "  bb.0.entry:\n"
      "    successors: %bb.1(0x30000000), %bb.2(0x50000000)\n"
      "    liveins: $x10\n"
      "  \n"
      "    %2:gpr = COPY $x10\n"
      "    BNE %2, $x0, %bb.2\n"
      "    PseudoBR %bb.1\n"
      "  \n"
      "  bb.1.then:\n"
      "    successors: %bb.2(0x80000000)\n"
      "  \n"
      "    %3:gpr = LUI target-flags(riscv-hi) @g\n"
      "    %0:gpr = LW killed %3, target-flags(riscv-lo) @g :: (dereferenceable load (s32) from @g)\n"
      "  \n"
      "  bb.2.else:\n"
      "    %1:gpr = PHI %2, %bb.0, %0, %bb.1\n"
      "    $x10 = COPY %1\n"
      "    PseudoRET implicit $x10\n"
      "\n";
  RISCVMachineInfo MI{Subtarget::create("riscv32", "", "")};
  MachineFunction MF("glob");
  for (unsigned I = 0; I < 6; ++I) MF.createVirtualRegister(GPR);
  auto V = [](unsigned I) { return indexToVirtReg(I); };
  auto instr = [&](const char* Name, std::vector<MachineOperand> Ops) {
    MachineInstr I(Name == std::string("COPY")  ? MI.genericOpcode(GenericOpcode::COPY)
                   : Name == std::string("PHI") ? MI.genericOpcode(GenericOpcode::PHI)
                                                : MI.opcode(Name));
    for (auto& O : Ops) I.addOperand(O);
    return I;
  };
  using MO = MachineOperand;
  MachineBasicBlock* B0 = MF.createBlock();
  MachineBasicBlock* B1 = MF.createBlock();
  MachineBasicBlock* B2 = MF.createBlock();
  B0->IRName = "entry";
  B1->IRName = "then";
  B2->IRName = "else";
  B0->addSuccessor(1, 0x30000000);
  B0->addSuccessor(2, 0x50000000);
  B1->addSuccessor(2);
  B0->LiveIns = {X(10)};
  B0->Instrs.push_back(instr("COPY", {MO::reg(V(2), true), MO::reg(X(10))}));
  B0->Instrs.push_back(instr("BNE", {MO::reg(V(2)), MO::reg(X(0)), MO::block(2)}));
  B0->Instrs.push_back(instr("PseudoBR", {MO::block(1)}));
  B1->Instrs.push_back(instr("LUI", {MO::reg(V(3), true), MO::global("g", 0, 4)}));
  MachineInstr Load =
      instr("LW", {MO::reg(V(0), true), MO::reg(V(3), false, false, false, true), MO::global("g", 0, 3)});
  Load.MemRefs.push_back("(dereferenceable load (s32) from @g)");
  B1->Instrs.push_back(Load);
  B2->Instrs.push_back(
      instr("PHI", {MO::reg(V(1), true), MO::reg(V(2)), MO::block(0), MO::reg(V(0)), MO::block(1)}));
  B2->Instrs.push_back(instr("COPY", {MO::reg(X(10), true), MO::reg(V(1))}));
  B2->Instrs.push_back(instr("PseudoRET", {MO::reg(X(10), false, true)}));
  CHECK(printMIRBody(MF, MI) == Expected);
}

TEST_CASE("MIR: frame indexes and volatile memory operands", "[isel]") {
  // define i32 @frame(i32 %a) { %x = alloca i32; store volatile i32 %a, ptr %x; %v = load volatile i32, ptr
  // %x
  //                             ret i32 %v }
  // llc-19 -mtriple=riscv32 -stop-after=finalize-isel -o - frame.ll
  const char* Expected = "body:             |\n"
                         "  bb.0 (%ir-block.0):\n"
                         "    liveins: $x10\n"
                         "  \n"
                         "    %0:gpr = COPY $x10\n"
                         "    SW %0, %stack.0.x, 0 :: (volatile store (s32) into %ir.x)\n"
                         "    %1:gpr = LW %stack.0.x, 0 :: (volatile dereferenceable load (s32) from %ir.x)\n"
                         "    $x10 = COPY %1\n"
                         "    PseudoRET implicit $x10\n"
                         "\n";
  RISCVMachineInfo MI{Subtarget::create("riscv32", "", "")};
  MachineFunction MF("frame");
  MF.createVirtualRegister(GPR);
  MF.createVirtualRegister(GPR);
  MF.StackObjectNames = {"x"};
  MachineBasicBlock* B = MF.createBlock();
  B->IRSlot = 0;
  B->LiveIns = {X(10)};
  using MO = MachineOperand;
  MachineInstr Copy(MI.genericOpcode(GenericOpcode::COPY));
  Copy.addOperand(MO::reg(indexToVirtReg(0), true));
  Copy.addOperand(MO::reg(X(10)));
  MachineInstr Store(MI.opcode("SW"));
  for (MO O : {MO::reg(indexToVirtReg(0)), MO::frameIndex(0), MO::imm(0)}) Store.addOperand(O);
  Store.MemRefs.push_back("(volatile store (s32) into %ir.x)");
  MachineInstr Load(MI.opcode("LW"));
  for (MO O : {MO::reg(indexToVirtReg(1), true), MO::frameIndex(0), MO::imm(0)}) Load.addOperand(O);
  Load.MemRefs.push_back("(volatile dereferenceable load (s32) from %ir.x)");
  MachineInstr Ret(MI.genericOpcode(GenericOpcode::COPY));
  Ret.addOperand(MO::reg(X(10), true));
  Ret.addOperand(MO::reg(indexToVirtReg(1)));
  MachineInstr PR(MI.opcode("PseudoRET"));
  PR.addOperand(MO::reg(X(10), false, true));
  B->Instrs = {Copy, Store, Load, Ret, PR};
  CHECK(printMIRBody(MF, MI) == Expected);
}

TEST_CASE("MIR: operand placement and dead physical defs follow LLVM's rules", "[isel]") {
  RISCVMachineInfo MI{Subtarget::create("riscv32", "", "")};
  MachineInstr I(MI.opcode("PseudoCALL"));
  I.addOperand(MachineOperand::reg(X(1), true, true));
  I.addOperand(MachineOperand::externalSymbol("f", 1));
  I.addOperand(MachineOperand::reg(X(10), false, true));
  I.addOperand(MachineOperand::regMask(CSR_ILP32_LP64));
  I.setPhysRegsDeadExcept({X(2), X(10)});
  MachineFunction MF("f");
  CHECK(printMachineInstr(MF, I, MI) ==
        "PseudoCALL target-flags(riscv-call) &f, csr_ilp32_lp64, implicit-def dead "
        "$x1, implicit $x10, implicit-def $x2, implicit-def $x10");
}

TEST_CASE("MIR: the emitter refuses nodes that were not selected", "[isel]") {
  MachineDAG M;
  SDValue E = M.DAG.getEntryNode();
  SDValue V = M.DAG.getCopyFromReg(E, indexToVirtReg(0), M.I32);
  SDValue Add = M.DAG.getNode(ISD::ADD, M.I32, V, M.DAG.getConstant(1, M.I32));
  SDValue Copy = M.copyToReg(E, X(10), Add, SDValue(), 1);
  M.DAG.setRoot(
      M.node("PseudoRET", M.DAG.getVTList(EVT::other()), {M.reg(X(10)), Copy, Copy.getValue(1)}, 1));
  CHECK_THROWS_AS(emitFunction(M, "f", 1, false), dt::UnsupportedError);
}

TEST_CASE("MIR: the RISC-V scheduling model knows instruction classes by name", "[isel]") {
  CHECK(RISCVSchedModel::classOfInstruction("MUL") == LatencyClass::Mul);
  CHECK(latencyOf(LatencyClass::Load) == 3);
  CHECK(latencyOf(LatencyClass::Div) == 66);
  CHECK(latencyOf(LatencyClass::FPAdd64) == 7);
  CHECK_FALSE(RISCVSchedModel::classOfInstruction("NOT_AN_INSTRUCTION"));
}

// The sharing rules are those of LLVM 19's MachineConstantPool::getConstantPoolIndex and
// CanShareConstantPoolEntry (llvm/lib/CodeGen/MachineFunction.cpp); the printed entry is llc's format.
TEST_CASE("MIR: constant-pool entries are shared as LLVM shares them", "[isel]") {
  MachineFunction MF("f");
  MachineConstantPool& CP = MF.ConstantPool;
  CHECK(printMIRConstants(MF) == "constants:       []\n");
  CHECK(CP.getConstantPoolIndex(APInt(64, 0x3FF8000000000000ull), EVT::f64(), 8) == 0);
  CHECK(CP.getConstantPoolIndex(APInt(64, 0x3FF8000000000000ull), EVT::f64(), 8) == 0);
  // Same bits, same store size, another scalar type: shared, and the entry keeps its first type.
  CHECK(CP.getConstantPoolIndex(APInt(64, 0x3FF8000000000000ull), EVT::i64(), 16) == 0);
  CHECK(CP.entries()[0].Type == EVT::f64());
  CHECK(CP.entries()[0].Alignment == 16); // the larger alignment wins
  // Same bits in a type of another store size: a new entry.
  CHECK(CP.getConstantPoolIndex(APInt(32, 0x3FC00000), EVT::f32(), 4) == 1);
  CHECK(CP.getConstantPoolIndex(APInt(32, 0x3FC00000), EVT::i32(), 4) == 1);
  // A byte array (LLVM's [4 x i8]) never shares with a scalar, only with the same array.
  CHECK(CP.getConstantPoolIndex(APInt(32, 0x3FC00000), EVT::vector(EVT::i8(), 4), 1) == 2);
  CHECK(CP.getConstantPoolIndex(APInt(32, 0x3FC00000), EVT::vector(EVT::i8(), 4), 1) == 2);
  CHECK(CP.poolAlignment() == 16);
  CHECK(printMIRConstants(MF) == "constants:\n"
                                 "  - id:              0\n"
                                 "    value:           'double 1.500000e+00'\n"
                                 "    alignment:       16\n"
                                 "    isTargetSpecific: false\n"
                                 "  - id:              1\n"
                                 "    value:           'float 1.500000e+00'\n"
                                 "    alignment:       4\n"
                                 "    isTargetSpecific: false\n"
                                 "  - id:              2\n"
                                 "    value:           '[4 x i8] c\"\\00\\00\\C0?\"'\n"
                                 "    alignment:       1\n"
                                 "    isTargetSpecific: false\n");
}
