// targets/riscv/RISCVMachineInfo.cpp — machine-level instruction descriptions built from the instruction
// table (RISCVInstrs.def) plus the facts only a few instructions need (from LLVM 19's RISCVInstrInfo*.td:
// Defs/Uses, isBarrier, usesCustomInserter, isCommutable), register classes and names, operand target flags,
// and the custom inserters (select pseudos, PseudoFROUND).
#include "targets/riscv/RISCVMachineInfo.h"

#include "machine/MachineFunction.h"
#include "support/Diagnostics.h"
#include "targets/riscv/RISCVInstrInfo.h"
#include "targets/riscv/RISCVRegisters.h"

#include <array>
#include <string_view>
#include <vector>

namespace dt::riscv {

namespace {

using F = MachineInstrDesc::Flag;

constexpr uint32_t RA_[] = {X(1)};
constexpr uint32_t SP_[] = {X(2)};

/// What the machine layer needs beyond the table's row: flags the table has no column for and implicit
/// registers.
struct MachineExtra {
  unsigned Opcode;
  uint32_t Flags;
  std::span<const uint32_t> ImplicitDefs = {}, ImplicitUses = {};
};

const MachineExtra Extras[] = {
    {MI::ADD, F::Commutable},
    {MI::XOR, F::Commutable},
    {MI::OR, F::Commutable},
    {MI::AND, F::Commutable},
    {MI::ADDW, F::Commutable},
    {MI::MUL, F::Commutable},
    {MI::MULH, F::Commutable},
    {MI::MULHU, F::Commutable},
    {MI::MULW, F::Commutable},
    {MI::PseudoBR, F::Barrier},
    {MI::PseudoBRIND, F::Barrier},
    {MI::PseudoRET, F::Barrier},
    {MI::PseudoCALL, 0, RA_},
    {MI::PseudoCALLIndirect, 0, RA_},
    {MI::PseudoTAIL, F::Barrier, {}, SP_},
    {MI::PseudoTAILIndirect, F::Barrier, {}, SP_},
    {MI::ADJCALLSTACKDOWN, F::CallFrameSetup, SP_, SP_},
    {MI::ADJCALLSTACKUP, F::CallFrameDestroy, SP_, SP_},
    // isReMaterializable in RISCVInstrInfo.td: LUI, and ADDI/XORI/ORI (trivially so only when reading x0).
    {MI::LUI, F::Rematerializable},
    {MI::ADDI, F::Rematerializable},
    {MI::XORI, F::Rematerializable},
    {MI::ORI, F::Rematerializable},
};

/// The table's IF_* bits as MachineInstrDesc flags (IF_Pseudo has no machine-level use yet; IF_UsesFRM is
/// read by adjustInstrPostInstrSelection).
uint32_t machineFlags(unsigned TableFlags) {
  uint32_t Flags = 0;
  if (TableFlags & IF_MayLoad) Flags |= F::MayLoad;
  if (TableFlags & IF_MayStore) Flags |= F::MayStore;
  if (TableFlags & IF_Branch) Flags |= F::Branch;
  if (TableFlags & IF_Terminator) Flags |= F::Terminator;
  if (TableFlags & IF_Call) Flags |= F::Call;
  if (TableFlags & IF_Return) Flags |= F::Return;
  if (TableFlags & IF_MayRaiseFPException) Flags |= F::MayRaiseFPException;
  if (TableFlags & IF_SideEffects) Flags |= F::HasSideEffects;
  return Flags;
}

/// Explicit operands of a row: its operand kinds, defs included; "..." (operands the selector adds beyond the
/// declared ones: argument registers of calls and returns, PHI's incoming pairs) does not count, so the
/// emitter makes those registers implicit, as LLVM does for instructions without variable_ops.
unsigned explicitOperandCount(std::string_view Kinds) {
  unsigned N = 0;
  while (!Kinds.empty()) {
    size_t Comma = Kinds.find(',');
    std::string_view Kind = Kinds.substr(0, Comma);
    while (!Kind.empty() && Kind.front() == ' ') Kind.remove_prefix(1);
    if (!Kind.empty() && Kind != "...") ++N;
    Kinds = Comma == std::string_view::npos ? std::string_view() : Kinds.substr(Comma + 1);
  }
  return N;
}

const std::vector<MachineInstrDesc>& descTable() {
  static const std::vector<MachineInstrDesc> Descs = [] {
    std::vector<MachineInstrDesc> V(MI::INSTRUCTION_LIST_END);
    for (unsigned Opc = 0; Opc < MI::INSTRUCTION_LIST_END; ++Opc) {
      const InstrDesc& Row = *riscv::instrDesc(Opc);
      V[Opc] = {explicitOperandCount(Row.Operands), Row.NumDefs, machineFlags(Row.Flags), {}, {}};
    }
    // Every Select_<class>_Using_CC_GPR pseudo (GPR and the FP classes) is expanded by the custom inserter.
    for (unsigned Opc = 0; Opc < MI::INSTRUCTION_LIST_END; ++Opc) {
      std::string_view Name = riscv::instrDesc(Opc)->Name;
      if (Name.starts_with("Select_") && Name.ends_with("_Using_CC_GPR")) V[Opc].Flags |= F::CustomInserter;
    }
    for (unsigned Opc : {MI::PseudoFROUND_H, MI::PseudoFROUND_S, MI::PseudoFROUND_D})
      V[Opc].Flags |= F::CustomInserter;
    for (const MachineExtra& E : Extras) {
      V[E.Opcode].Flags |= E.Flags;
      V[E.Opcode].ImplicitDefs = E.ImplicitDefs;
      V[E.Opcode].ImplicitUses = E.ImplicitUses;
    }
    return V;
  }();
  return Descs;
}

// RISCVCC::CondCode → the branch testing it (LLVM's getBrCond).
const char* branchFor(int64_t CC) {
  static const char* const Names[] = {"BEQ", "BNE", "BLT", "BGE", "BLTU", "BGEU"};
  return CC >= 0 && CC < 6 ? Names[CC] : nullptr;
}

} // namespace

RISCVMachineInfo::RISCVMachineInfo(const Subtarget& ST) : ST(ST) {}

unsigned RISCVMachineInfo::opcode(std::string_view N) const {
  if (auto Opc = findInstr(N)) return *Opc;
  throw UnsupportedError("", {}, "RISC-V: no machine opcode for instruction " + std::string(N));
}

const char* RISCVMachineInfo::targetInstrName(unsigned Opcode) const {
  const InstrDesc* Row = riscv::instrDesc(Opcode);
  return Row ? Row->Name : nullptr;
}

unsigned RISCVMachineInfo::genericOpcode(GenericOpcode G) const {
  switch (G) {
  case GenericOpcode::COPY: return MI::COPY;
  case GenericOpcode::PHI: return MI::PHI;
  case GenericOpcode::IMPLICIT_DEF: return MI::IMPLICIT_DEF;
  }
  throw InternalError("unknown generic opcode");
}

std::optional<GenericOpcode> RISCVMachineInfo::asGenericOpcode(unsigned Opcode) const {
  switch (Opcode) {
  case MI::COPY: return GenericOpcode::COPY;
  case MI::PHI: return GenericOpcode::PHI;
  case MI::IMPLICIT_DEF: return GenericOpcode::IMPLICIT_DEF;
  default: return std::nullopt;
  }
}

const MachineInstrDesc* RISCVMachineInfo::instrDesc(unsigned Opcode) const {
  // COPY (one def, one source) is an ordinary instruction to the emitter when the selector makes one (LLVM's
  // TargetOpcode::COPY has a description, too); PHI and IMPLICIT_DEF are handled by their kind.
  return Opcode < MI::INSTRUCTION_LIST_END ? &descTable()[Opcode] : nullptr;
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
  // LLVM 19's RISCVRegisterInfo keeps TargetRegisterInfo's limit of 0 for every class, so list-ilp counts
  // every value it makes live as "over the limit" from the first one. A limit of the allocatable registers
  // (28 GPRs) looks more sensible but orders many blocks differently from llc-19 -pre-RA-sched=list-ilp.
  (void)RC;
  return 0;
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

/// The two blocks a custom inserter hangs below Head: Middle (laid out right after Head) and Tail, which
/// takes the instructions after the pseudo at Index and Head's successors; the pseudo itself is erased.
/// Head's new successors are Middle and Tail, Middle falls through to Tail (LLVM's emitSelectPseudo and
/// emitFROUND make the same shape).
struct Diamond {
  MachineBasicBlock* Middle;
  MachineBasicBlock* Tail;
};

static Diamond splitIntoDiamond(MachineFunction& MF, MachineBasicBlock& Head, size_t Index,
                                unsigned PhiOpcode) {
  MachineBasicBlock* Middle = MF.createBlock(&Head);
  MachineBasicBlock* Tail = MF.createBlock(Middle);
  Middle->IRName = Tail->IRName = Head.IRName;
  Middle->IRSlot = Tail->IRSlot = Head.IRSlot;
  MF.splitBlockInto(Head, Index + 1, *Tail, PhiOpcode);
  Head.Instrs.erase(Head.Instrs.begin() + std::ptrdiff_t(Index));
  Head.addSuccessor(Middle->Number);
  Head.addSuccessor(Tail->Number);
  Middle->addSuccessor(Tail->Number);
  Middle->Predecessors = {Head.Number};
  Tail->Predecessors = {Head.Number, Middle->Number};
  return {Middle, Tail};
}

static MachineOperand use(const MachineOperand& MO) {
  return MachineOperand::reg(MO.getReg()); // kill flags dropped: the expansion reads registers more than once
}

void RISCVMachineInfo::adjustInstrPostInstrSelection(MachineInstr& MI) const {
  // The rounding-mode operand is the last explicit one; 7 (DYN) means "the mode in frm", which the
  // instruction then reads, so that nothing reorders it across a write of frm.
  constexpr int64_t DynamicRoundingMode = 7;
  const InstrDesc* Row = riscv::instrDesc(MI.getOpcode());
  const MachineInstrDesc* D = instrDesc(MI.getOpcode());
  if (!Row || !(Row->Flags & IF_UsesFRM) || !D || D->NumOperands == 0 || MI.getNumOperands() < D->NumOperands)
    return;
  const MachineOperand& Mode = MI.getOperand(D->NumOperands - 1);
  if (!Mode.isImm() || Mode.getImm() != DynamicRoundingMode) return;
  for (const MachineOperand& MO : MI.operands())
    if (MO.isReg() && !MO.isDef() && MO.getReg() == FRM) return;
  MI.addOperand(MachineOperand::reg(FRM, /*IsDef=*/false, /*IsImplicit=*/true));
}

MachineBasicBlock* RISCVMachineInfo::emitInstrWithCustomInserter(MachineFunction& MF, MachineBasicBlock& Head,
                                                                 size_t Index, size_t& ContinueAt) const {
  switch (Head.Instrs[Index].getOpcode()) {
  case MI::PseudoFROUND_H:
  case MI::PseudoFROUND_S:
  case MI::PseudoFROUND_D: return emitFRound(MF, Head, Index, ContinueAt);
  default: return emitSelect(MF, Head, Index, ContinueAt);
  }
}

MachineBasicBlock* RISCVMachineInfo::emitSelect(MachineFunction& MF, MachineBasicBlock& Head, size_t Index,
                                                size_t& ContinueAt) const {
  const MachineInstr Select = Head.Instrs[Index];
  const char* SelName = instrName(Select.getOpcode());
  const char* Branch = Select.getNumOperands() == 6 && Select.getOperand(3).isImm()
                           ? branchFor(Select.getOperand(3).getImm())
                           : nullptr;
  if (!SelName || std::string_view(SelName).substr(0, 7) != "Select_" || !Branch)
    return MachineTargetInfo::emitInstrWithCustomInserter(MF, Head, Index, ContinueAt);
  // head: branch to tail when the condition holds; ifFalse: falls through; tail: the PHI and the rest.
  auto [IfFalse, Tail] = splitIntoDiamond(MF, Head, Index, MI::PHI);

  MachineInstr Br(opcode(Branch));
  Br.addOperand(use(Select.getOperand(1)));
  Br.addOperand(use(Select.getOperand(2)));
  Br.addOperand(MachineOperand::block(Tail->Number));
  Head.Instrs.push_back(std::move(Br));

  MachineInstr Phi(MI::PHI);
  Phi.addOperand(MachineOperand::reg(Select.getOperand(0).getReg(), /*IsDef=*/true));
  Phi.addOperand(use(Select.getOperand(4)));
  Phi.addOperand(MachineOperand::block(Head.Number));
  Phi.addOperand(use(Select.getOperand(5)));
  Phi.addOperand(MachineOperand::block(IfFalse->Number));
  Tail->Instrs.insert(Tail->Instrs.begin(), std::move(Phi));
  ContinueAt = 0;
  return Tail;
}

MachineBasicBlock* RISCVMachineInfo::emitFRound(MachineFunction& MF, MachineBasicBlock& Head, size_t Index,
                                                size_t& ContinueAt) const {
  // The instructions of one FP format. The conversion goes through a W (32-bit) integer for half and single,
  // whose largest non-integral magnitudes (2^10, 2^23) fit in it on RV32 and RV64 alike, and through an L
  // integer for double (2^52), which is why LLVM lowers f64 rounding this way on RV64 only.
  struct Format {
    unsigned Compare, ToInt, FromInt, SignInject, SignXor;
    RegClassId RC;
  };
  const MachineInstr Round = Head.Instrs[Index];
  Format Fmt{};
  switch (Round.getOpcode()) {
  case MI::PseudoFROUND_H:
    Fmt = {MI::FLT_H, MI::FCVT_W_H, MI::FCVT_H_W, MI::FSGNJ_H, MI::FSGNJX_H, FPR16};
    break;
  case MI::PseudoFROUND_S:
    Fmt = {MI::FLT_S, MI::FCVT_W_S, MI::FCVT_S_W, MI::FSGNJ_S, MI::FSGNJX_S, FPR32};
    break;
  case MI::PseudoFROUND_D:
    if (ST.XLen != 64)
      throw UnsupportedError("", {}, "RISC-V: PseudoFROUND_D needs 64-bit integer registers");
    Fmt = {MI::FLT_D, MI::FCVT_L_D, MI::FCVT_D_L, MI::FSGNJ_D, MI::FSGNJX_D, FPR64};
    break;
  default: return MachineTargetInfo::emitInstrWithCustomInserter(MF, Head, Index, ContinueAt);
  }
  if (Round.getNumOperands() != 4 || !Round.getOperand(3).isImm())
    throw InternalError("PseudoFROUND without (dst, src, max, rm) operands");
  const uint32_t Dst = Round.getOperand(0).getReg(), Src = Round.getOperand(1).getReg();
  const int64_t RoundingMode = Round.getOperand(3).getImm();

  // head: |src| < max? (else src is integral, infinite or NaN already); convert: round through an integer and
  // put src's sign back (so -0.5 rounds to -0.0); done: the PHI of src and the rounded value.
  auto [Convert, Done] = splitIntoDiamond(MF, Head, Index, MI::PHI);

  // The compare and the conversions may raise exceptions; they are as exception-free as the pseudo was.
  const uint32_t FPExcept = Round.getFlags() & MachineInstr::NoFPExcept;
  auto build = [&](MachineBasicBlock& MBB, unsigned Opc, uint32_t Def,
                   std::initializer_list<MachineOperand> Ops) {
    MachineInstr I(Opc);
    if (instrDesc(Opc)->is(MachineInstrDesc::MayRaiseFPException)) I.setFlags(FPExcept);
    I.addOperand(MachineOperand::reg(Def, /*IsDef=*/true));
    for (const MachineOperand& O : Ops) I.addOperand(O);
    MBB.Instrs.push_back(std::move(I));
  };
  const uint32_t Abs = MF.createVirtualRegister(Fmt.RC);
  build(Head, Fmt.SignXor, Abs, {MachineOperand::reg(Src), MachineOperand::reg(Src)});
  const uint32_t InRange = MF.createVirtualRegister(GPR);
  build(Head, Fmt.Compare, InRange, {MachineOperand::reg(Abs), use(Round.getOperand(2))});
  MachineInstr Br(MI::BEQ);
  Br.addOperand(MachineOperand::reg(InRange));
  Br.addOperand(MachineOperand::reg(X(0)));
  Br.addOperand(MachineOperand::block(Done->Number));
  Head.Instrs.push_back(std::move(Br));

  const uint32_t AsInt = MF.createVirtualRegister(GPR);
  build(*Convert, Fmt.ToInt, AsInt, {MachineOperand::reg(Src), MachineOperand::imm(RoundingMode)});
  const uint32_t Back = MF.createVirtualRegister(Fmt.RC);
  build(*Convert, Fmt.FromInt, Back, {MachineOperand::reg(AsInt), MachineOperand::imm(RoundingMode)});
  const uint32_t Signed = MF.createVirtualRegister(Fmt.RC);
  build(*Convert, Fmt.SignInject, Signed, {MachineOperand::reg(Back), MachineOperand::reg(Src)});

  MachineInstr Phi(MI::PHI);
  Phi.addOperand(MachineOperand::reg(Dst, /*IsDef=*/true));
  Phi.addOperand(MachineOperand::reg(Src));
  Phi.addOperand(MachineOperand::block(Head.Number));
  Phi.addOperand(MachineOperand::reg(Signed));
  Phi.addOperand(MachineOperand::block(Convert->Number));
  Done->Instrs.insert(Done->Instrs.begin(), std::move(Phi));
  ContinueAt = 0;
  return Done;
}

} // namespace dt::riscv
