// targets/riscv/RISCVMachineInfo.cpp — the instruction table (from LLVM 19's RISCVInstrInfo*.td: operand
// lists, Defs/Uses, isCall/isBranch/isTerminator/isBarrier/isReturn, usesCustomInserter), register classes
// and names, operand target flags, and the select pseudos' custom inserter.
#include "targets/riscv/RISCVMachineInfo.h"

#include "machine/MachineFunction.h"
#include "support/Diagnostics.h"
#include "targets/riscv/RISCVRegisters.h"

#include <array>

namespace dt::riscv {

namespace {

using F = MachineInstrDesc::Flag;
constexpr uint32_t Br = F::Branch | F::Terminator;
constexpr uint32_t Ld = F::MayLoad;
constexpr uint32_t St = F::MayStore;

constexpr uint32_t RA_[] = {X(1)};
constexpr uint32_t SP_[] = {X(2)};

struct InstrRow {
  const char* Name;
  unsigned NumOperands, NumDefs;
  uint32_t Flags;
  std::span<const uint32_t> ImplicitDefs = {}, ImplicitUses = {};
};

// Explicit operands count the defs: ADDI is (rd, rs1, imm12) = 3 with 1 def; FADD_S is (rd, rs1, rs2, frm).
const InstrRow Rows[] = {
    // RV32I/RV64I register-register and register-immediate
    {"ADD", 3, 1, F::Commutable},
    {"SUB", 3, 1, 0},
    {"SLL", 3, 1, 0},
    {"SLT", 3, 1, 0},
    {"SLTU", 3, 1, 0},
    {"XOR", 3, 1, F::Commutable},
    {"SRL", 3, 1, 0},
    {"SRA", 3, 1, 0},
    {"OR", 3, 1, F::Commutable},
    {"AND", 3, 1, F::Commutable},
    {"ADDI", 3, 1, 0},
    {"SLTI", 3, 1, 0},
    {"SLTIU", 3, 1, 0},
    {"XORI", 3, 1, 0},
    {"ORI", 3, 1, 0},
    {"ANDI", 3, 1, 0},
    {"SLLI", 3, 1, 0},
    {"SRLI", 3, 1, 0},
    {"SRAI", 3, 1, 0},
    {"LUI", 2, 1, 0},
    {"AUIPC", 2, 1, 0},
    {"ADDW", 3, 1, F::Commutable},
    {"SUBW", 3, 1, 0},
    {"SLLW", 3, 1, 0},
    {"SRLW", 3, 1, 0},
    {"SRAW", 3, 1, 0},
    {"ADDIW", 3, 1, 0},
    {"SLLIW", 3, 1, 0},
    {"SRLIW", 3, 1, 0},
    {"SRAIW", 3, 1, 0},
    // loads and stores: (rd, rs1, imm12) and (rs2, rs1, imm12)
    {"LB", 3, 1, Ld},
    {"LH", 3, 1, Ld},
    {"LW", 3, 1, Ld},
    {"LBU", 3, 1, Ld},
    {"LHU", 3, 1, Ld},
    {"LWU", 3, 1, Ld},
    {"LD", 3, 1, Ld},
    {"SB", 3, 0, St},
    {"SH", 3, 0, St},
    {"SW", 3, 0, St},
    {"SD", 3, 0, St},
    {"FLH", 3, 1, Ld},
    {"FLW", 3, 1, Ld},
    {"FLD", 3, 1, Ld},
    {"FSH", 3, 0, St},
    {"FSW", 3, 0, St},
    {"FSD", 3, 0, St},
    // M
    {"MUL", 3, 1, F::Commutable},
    {"MULH", 3, 1, F::Commutable},
    {"MULHSU", 3, 1, 0},
    {"MULHU", 3, 1, F::Commutable},
    {"DIV", 3, 1, 0},
    {"DIVU", 3, 1, 0},
    {"REM", 3, 1, 0},
    {"REMU", 3, 1, 0},
    {"MULW", 3, 1, F::Commutable},
    {"DIVW", 3, 1, 0},
    {"DIVUW", 3, 1, 0},
    {"REMW", 3, 1, 0},
    {"REMUW", 3, 1, 0},
    // Zba / Zbb / Zbs
    {"SH1ADD", 3, 1, 0},
    {"SH2ADD", 3, 1, 0},
    {"SH3ADD", 3, 1, 0},
    {"ADD_UW", 3, 1, 0},
    {"SH1ADD_UW", 3, 1, 0},
    {"SH2ADD_UW", 3, 1, 0},
    {"SH3ADD_UW", 3, 1, 0},
    {"SLLI_UW", 3, 1, 0},
    {"ANDN", 3, 1, 0},
    {"ORN", 3, 1, 0},
    {"XNOR", 3, 1, 0},
    {"ROL", 3, 1, 0},
    {"ROR", 3, 1, 0},
    {"RORI", 3, 1, 0},
    {"ROLW", 3, 1, 0},
    {"RORW", 3, 1, 0},
    {"RORIW", 3, 1, 0},
    {"CLZ", 2, 1, 0},
    {"CTZ", 2, 1, 0},
    {"CPOP", 2, 1, 0},
    {"CLZW", 2, 1, 0},
    {"CTZW", 2, 1, 0},
    {"CPOPW", 2, 1, 0},
    {"MIN", 3, 1, 0},
    {"MAX", 3, 1, 0},
    {"MINU", 3, 1, 0},
    {"MAXU", 3, 1, 0},
    {"SEXT_B", 2, 1, 0},
    {"SEXT_H", 2, 1, 0},
    {"ZEXT_H_RV32", 2, 1, 0},
    {"ZEXT_H_RV64", 2, 1, 0},
    {"REV8_RV32", 2, 1, 0},
    {"REV8_RV64", 2, 1, 0},
    {"ORC_B", 2, 1, 0},
    {"BCLR", 3, 1, 0},
    {"BSET", 3, 1, 0},
    {"BINV", 3, 1, 0},
    {"BEXT", 3, 1, 0},
    {"BCLRI", 3, 1, 0},
    {"BSETI", 3, 1, 0},
    {"BINVI", 3, 1, 0},
    {"BEXTI", 3, 1, 0},
    // F / D / Zfh: arithmetic with a rounding-mode operand, fused multiply-adds, compares, moves, conversions
    {"FADD_S", 4, 1, 0},
    {"FSUB_S", 4, 1, 0},
    {"FMUL_S", 4, 1, 0},
    {"FDIV_S", 4, 1, 0},
    {"FSQRT_S", 3, 1, 0},
    {"FADD_D", 4, 1, 0},
    {"FSUB_D", 4, 1, 0},
    {"FMUL_D", 4, 1, 0},
    {"FDIV_D", 4, 1, 0},
    {"FSQRT_D", 3, 1, 0},
    {"FADD_H", 4, 1, 0},
    {"FSUB_H", 4, 1, 0},
    {"FMUL_H", 4, 1, 0},
    {"FDIV_H", 4, 1, 0},
    {"FSQRT_H", 3, 1, 0},
    {"FMADD_S", 5, 1, 0},
    {"FMSUB_S", 5, 1, 0},
    {"FNMADD_S", 5, 1, 0},
    {"FNMSUB_S", 5, 1, 0},
    {"FMADD_D", 5, 1, 0},
    {"FMSUB_D", 5, 1, 0},
    {"FNMADD_D", 5, 1, 0},
    {"FNMSUB_D", 5, 1, 0},
    {"FMIN_S", 3, 1, 0},
    {"FMAX_S", 3, 1, 0},
    {"FMIN_D", 3, 1, 0},
    {"FMAX_D", 3, 1, 0},
    {"FSGNJ_S", 3, 1, 0},
    {"FSGNJN_S", 3, 1, 0},
    {"FSGNJX_S", 3, 1, 0},
    {"FSGNJ_D", 3, 1, 0},
    {"FSGNJN_D", 3, 1, 0},
    {"FSGNJX_D", 3, 1, 0},
    {"FEQ_S", 3, 1, 0},
    {"FLT_S", 3, 1, 0},
    {"FLE_S", 3, 1, 0},
    {"FEQ_D", 3, 1, 0},
    {"FLT_D", 3, 1, 0},
    {"FLE_D", 3, 1, 0},
    {"FCLASS_S", 2, 1, 0},
    {"FCLASS_D", 2, 1, 0},
    {"FMV_X_W", 2, 1, 0},
    {"FMV_W_X", 2, 1, 0},
    {"FMV_X_D", 2, 1, 0},
    {"FMV_D_X", 2, 1, 0},
    {"FMV_X_H", 2, 1, 0},
    {"FMV_H_X", 2, 1, 0},
    {"FCVT_W_S", 3, 1, 0},
    {"FCVT_WU_S", 3, 1, 0},
    {"FCVT_L_S", 3, 1, 0},
    {"FCVT_LU_S", 3, 1, 0},
    {"FCVT_S_W", 3, 1, 0},
    {"FCVT_S_WU", 3, 1, 0},
    {"FCVT_S_L", 3, 1, 0},
    {"FCVT_S_LU", 3, 1, 0},
    {"FCVT_W_D", 3, 1, 0},
    {"FCVT_WU_D", 3, 1, 0},
    {"FCVT_L_D", 3, 1, 0},
    {"FCVT_LU_D", 3, 1, 0},
    {"FCVT_D_W", 3, 1, 0},
    {"FCVT_D_WU", 3, 1, 0},
    {"FCVT_D_L", 3, 1, 0},
    {"FCVT_D_LU", 3, 1, 0},
    {"FCVT_S_D", 3, 1, 0},
    {"FCVT_D_S", 3, 1, 0},
    {"FCVT_S_H", 3, 1, 0},
    {"FCVT_H_S", 3, 1, 0},
    // control flow
    {"BEQ", 3, 0, Br},
    {"BNE", 3, 0, Br},
    {"BLT", 3, 0, Br},
    {"BGE", 3, 0, Br},
    {"BLTU", 3, 0, Br},
    {"BGEU", 3, 0, Br},
    {"PseudoBR", 1, 0, Br | F::Barrier},
    {"PseudoBRIND", 2, 0, Br | F::Barrier},
    {"PseudoRET", 0, 0, F::Return | F::Terminator | F::Barrier},
    {"PseudoCALL", 1, 0, F::Call, RA_},
    {"PseudoCALLIndirect", 1, 0, F::Call, RA_},
    {"PseudoTAIL", 1, 0, F::Call | F::Return | F::Terminator | F::Barrier, {}, SP_},
    {"ADJCALLSTACKDOWN", 2, 0, F::CallFrameSetup, SP_, SP_},
    {"ADJCALLSTACKUP", 2, 0, F::CallFrameDestroy, SP_, SP_},
    {"PseudoLLA", 2, 1, 0},
    {"PseudoLA", 2, 1, 0},
    // selects: (dst, lhs, rhs, cc, truev, falsev), expanded into a branch diamond by the custom inserter
    {"Select_GPR_Using_CC_GPR", 6, 1, F::CustomInserter},
    {"Select_FPR16_Using_CC_GPR", 6, 1, F::CustomInserter},
    {"Select_FPR32_Using_CC_GPR", 6, 1, F::CustomInserter},
    {"Select_FPR64_Using_CC_GPR", 6, 1, F::CustomInserter},
};
constexpr size_t NumRows = sizeof(Rows) / sizeof(Rows[0]);

const std::vector<MachineInstrDesc>& descTable() {
  static const std::vector<MachineInstrDesc> Descs = [] {
    std::vector<MachineInstrDesc> V;
    for (const InstrRow& R : Rows)
      V.push_back({R.NumOperands, R.NumDefs, R.Flags, R.ImplicitDefs, R.ImplicitUses});
    return V;
  }();
  return Descs;
}

const std::unordered_map<std::string_view, size_t>& rowByName() {
  static const std::unordered_map<std::string_view, size_t> M = [] {
    std::unordered_map<std::string_view, size_t> R;
    for (size_t I = 0; I < NumRows; ++I) R.emplace(Rows[I].Name, I);
    return R;
  }();
  return M;
}

// RISCVCC::CondCode → the branch testing it (LLVM's getBrCond).
const char* branchFor(int64_t CC) {
  static const char* const Names[] = {"BEQ", "BNE", "BLT", "BGE", "BLTU", "BGEU"};
  return CC >= 0 && CC < 6 ? Names[CC] : nullptr;
}

} // namespace

RISCVMachineInfo::RISCVMachineInfo(const Subtarget& ST, const TargetHooks& TH)
    : RISCVMachineInfo(
          ST, [&TH](unsigned Opc) { return TH.getMachineOpcodeName(Opc); },
          [&TH](std::string_view N) { return TH.findMachineOpcode(N); }) {}

RISCVMachineInfo::RISCVMachineInfo(const Subtarget& ST, NameOf Name, OpcodeOf Find)
    : ST(ST), Name(std::move(Name)), Find(std::move(Find)) {}

RISCVMachineInfo RISCVMachineInfo::withTableOpcodes(const Subtarget& ST) {
  return RISCVMachineInfo(
      ST, [](unsigned Opc) { return Opc >= 1 && Opc <= NumRows ? Rows[Opc - 1].Name : nullptr; },
      [](std::string_view N) -> std::optional<unsigned> {
        auto It = rowByName().find(N);
        if (It == rowByName().end()) return std::nullopt;
        return unsigned(It->second + 1);
      });
}

unsigned RISCVMachineInfo::opcode(std::string_view N) const {
  if (auto Opc = Find(N)) return *Opc;
  throw UnsupportedError("", {}, "RISC-V: no machine opcode for instruction " + std::string(N));
}

const char* RISCVMachineInfo::targetInstrName(unsigned Opcode) const {
  return Name(Opcode);
}

const MachineInstrDesc* RISCVMachineInfo::instrDesc(unsigned Opcode) const {
  if (asGenericOpcode(Opcode)) return nullptr;
  auto It = ByOpcode.find(Opcode);
  if (It != ByOpcode.end()) return It->second;
  const MachineInstrDesc* D = nullptr;
  if (const char* N = Name(Opcode)) {
    auto Row = rowByName().find(N);
    if (Row != rowByName().end()) D = &descTable()[Row->second];
  }
  ByOpcode.emplace(Opcode, D);
  return D;
}

std::optional<unsigned> RISCVMachineInfo::regClassFor(EVT VT) const {
  if (VT == EVT::integer(ST.XLen)) return GPR;
  if (VT == EVT::f16() && (ST.Zfhmin || ST.Zfh)) return FPR16;
  if (VT == EVT::f32() && ST.F) return FPR32;
  if (VT == EVT::f64() && ST.D) return FPR64;
  return std::nullopt;
}

const char* RISCVMachineInfo::regClassName(unsigned RC) const {
  static const char* const Names[] = {"gpr", "fpr16", "fpr32", "fpr64"};
  return RC < NumRegClassIds ? Names[RC] : "<unknown class>";
}

unsigned RISCVMachineInfo::regPressureLimit(unsigned RC) const {
  // The allocatable registers of the class: x0, sp, gp and tp are never allocated; all 32 FP registers are.
  return RC == GPR ? 28 : 32;
}

std::string RISCVMachineInfo::physRegName(uint32_t Reg) const {
  return registerName(Reg);
}

const char* RISCVMachineInfo::regMaskName(const uint32_t* Mask) const {
  return riscv::regMaskName(Mask);
}

const char* RISCVMachineInfo::targetFlagName(unsigned Flags) const {
  // RISCVII::MO_* (LLVM 19), as getSerializableDirectMachineOperandTargetFlags names them.
  static const char* const Names[] = {
      nullptr,           "riscv-call",       "riscv-plt",      "riscv-lo",       "riscv-hi",
      "riscv-pcrel-lo",  "riscv-pcrel-hi",   "riscv-got-hi",   "riscv-tprel-lo", "riscv-tprel-hi",
      "riscv-tprel-add", "riscv-tls-got-hi", "riscv-tls-gd-hi"};
  return Flags < std::size(Names) ? Names[Flags] : nullptr;
}

MachineBasicBlock* RISCVMachineInfo::emitInstrWithCustomInserter(MachineFunction& MF, MachineBasicBlock& Head,
                                                                 size_t Index, size_t& ContinueAt) const {
  const MachineInstr Select = Head.Instrs[Index];
  const char* SelName = instrName(Select.getOpcode());
  const char* Branch = Select.getNumOperands() == 6 && Select.getOperand(3).isImm()
                           ? branchFor(Select.getOperand(3).getImm())
                           : nullptr;
  if (!SelName || std::string_view(SelName).substr(0, 7) != "Select_" || !Branch)
    return MachineTargetInfo::emitInstrWithCustomInserter(MF, Head, Index, ContinueAt);
  // head: branch to tail when the condition holds; ifFalse: falls through; tail: the PHI and the rest.
  MachineBasicBlock* IfFalse = MF.createBlock(&Head);
  MachineBasicBlock* Tail = MF.createBlock(IfFalse);
  IfFalse->IRName = Tail->IRName = Head.IRName;
  IfFalse->IRSlot = Tail->IRSlot = Head.IRSlot;
  MF.splitBlockInto(Head, Index + 1, *Tail, genericOpcode(GenericOpcode::PHI));
  Head.Instrs.erase(Head.Instrs.begin() + std::ptrdiff_t(Index));
  Head.addSuccessor(IfFalse->Number);
  Head.addSuccessor(Tail->Number);
  IfFalse->addSuccessor(Tail->Number);
  IfFalse->Predecessors = {Head.Number};
  Tail->Predecessors = {Head.Number, IfFalse->Number};

  auto use = [](const MachineOperand& MO) { return MachineOperand::reg(MO.getReg()); }; // kill flags dropped
  MachineInstr Br(opcode(Branch));
  Br.addOperand(use(Select.getOperand(1)));
  Br.addOperand(use(Select.getOperand(2)));
  Br.addOperand(MachineOperand::block(Tail->Number));
  Head.Instrs.push_back(std::move(Br));

  MachineInstr Phi(genericOpcode(GenericOpcode::PHI));
  Phi.addOperand(MachineOperand::reg(Select.getOperand(0).getReg(), /*IsDef=*/true));
  Phi.addOperand(use(Select.getOperand(4)));
  Phi.addOperand(MachineOperand::block(Head.Number));
  Phi.addOperand(use(Select.getOperand(5)));
  Phi.addOperand(MachineOperand::block(IfFalse->Number));
  Tail->Instrs.insert(Tail->Instrs.begin(), std::move(Phi));
  ContinueAt = 0;
  return Tail;
}

} // namespace dt::riscv
