// targets/riscv/RISCVFrameLowering.cpp — prologue, epilogue and frame-index elimination for RISC-V (see the
// header for the layout and the scratch-register choice).
#include "targets/riscv/RISCVFrameLowering.h"

#include "support/Diagnostics.h"
#include "targets/riscv/RISCVInstrInfo.h"
#include "targets/riscv/RISCVRegisterInfo.h"
#include "targets/riscv/RISCVRegisters.h"

#include <algorithm>
#include <set>

namespace dt::riscv {

namespace {

using MO = MachineOperand;
constexpr uint32_t T0 = X(5);
constexpr int64_t FirstAdjustOfLargeFrame = 2048 - 16;

bool isSimm12(int64_t V) {
  return V >= -2048 && V <= 2047;
}

MachineInstr make(unsigned Opc, std::initializer_list<MO> Ops) {
  MachineInstr MI(Opc);
  for (const MO& O : Ops) MI.addOperand(O);
  return MI;
}
MachineInstr addi(uint32_t Rd, uint32_t Rs, int64_t Imm) {
  return make(MI::ADDI, {MO::reg(Rd, true), MO::reg(Rs), MO::imm(Imm)});
}

/// The lui/addi halves of a 32-bit value: Hi << 12 plus the sign-extended Lo equals V.
std::pair<int64_t, int64_t> hiLo(int64_t V) {
  int64_t Hi = ((V + 0x800) >> 12) & 0xFFFFF;
  int64_t Lo = V - (((V + 0x800) >> 12) << 12);
  return {Hi, Lo};
}

/// sp += Delta, through t0 when Delta does not fit an addi immediate.
std::vector<MachineInstr> adjustSP(int64_t Delta) {
  if (Delta == 0) return {};
  if (isSimm12(Delta)) return {addi(SP, SP, Delta)};
  int64_t Mag = Delta < 0 ? -Delta : Delta;
  if (Mag >= (int64_t(1) << 31) - 2048) throw UnsupportedError("", {}, "stack frame larger than 2 GiB");
  auto [Hi, Lo] = hiLo(Mag);
  return {make(MI::LUI, {MO::reg(T0, true), MO::imm(Hi)}), addi(T0, T0, Lo),
          make(Delta < 0 ? MI::SUB : MI::ADD, {MO::reg(SP, true), MO::reg(SP), MO::reg(T0)})};
}

unsigned storeOpcodeFor(uint32_t Reg, unsigned XLen) {
  if (Reg >= F_D(0) && Reg <= F_D(31)) return MI::FSD;
  if (Reg >= F_F(0) && Reg <= F_F(31)) return MI::FSW;
  return XLen == 64 ? MI::SD : MI::SW;
}
unsigned loadOpcodeFor(uint32_t Reg, unsigned XLen) {
  if (Reg >= F_D(0) && Reg <= F_D(31)) return MI::FLD;
  if (Reg >= F_F(0) && Reg <= F_F(31)) return MI::FLW;
  return XLen == 64 ? MI::LD : MI::LW;
}

bool isGPRLoad(unsigned Opc) {
  switch (Opc) {
  case MI::LB:
  case MI::LH:
  case MI::LW:
  case MI::LBU:
  case MI::LHU:
  case MI::LWU:
  case MI::LD: return true;
  default: return false;
  }
}

/// First adjustment of the prologue: everything when it fits one addi, else enough to reach the save slots.
int64_t firstAdjustment(const FrameLayout& L) {
  return isSimm12(int64_t(L.StackSize)) ? int64_t(L.StackSize) : FirstAdjustOfLargeFrame;
}

} // namespace

void RISCVFrameLowering::expandBeforeLayout(MachineFunction& MF) const {
  int Slot = -1;
  for (const auto& MBB : MF.layout()) {
    auto& Instrs = MBB->Instrs;
    for (size_t I = 0; I < Instrs.size(); ++I) {
      unsigned Opc = Instrs[I].getOpcode();
      if (Opc != MI::SplitF64Pseudo && Opc != MI::BuildPairF64Pseudo) continue;
      if (Slot < 0) Slot = MF.createSpillSlot(8, 8); // LLVM's MoveF64FrameIndex: one per function
      MachineInstr Old = Instrs[I];
      std::vector<MachineInstr> New;
      if (Opc == MI::SplitF64Pseudo) { // lo, hi = split f64: through memory, low word first (little endian)
        New.push_back(make(MI::FSD, {MO::reg(Old.getOperand(2).getReg()), MO::frameIndex(Slot), MO::imm(0)}));
        New.push_back(
            make(MI::LW, {MO::reg(Old.getOperand(0).getReg(), true), MO::frameIndex(Slot), MO::imm(0)}));
        New.push_back(
            make(MI::LW, {MO::reg(Old.getOperand(1).getReg(), true), MO::frameIndex(Slot), MO::imm(4)}));
      } else { // f64 = pair lo, hi
        New.push_back(make(MI::SW, {MO::reg(Old.getOperand(1).getReg()), MO::frameIndex(Slot), MO::imm(0)}));
        New.push_back(make(MI::SW, {MO::reg(Old.getOperand(2).getReg()), MO::frameIndex(Slot), MO::imm(4)}));
        New.push_back(
            make(MI::FLD, {MO::reg(Old.getOperand(0).getReg(), true), MO::frameIndex(Slot), MO::imm(0)}));
      }
      Instrs.erase(Instrs.begin() + long(I));
      Instrs.insert(Instrs.begin() + long(I), New.begin(), New.end());
      I += New.size() - 1;
    }
  }
}

std::vector<CalleeSavedSlot> RISCVFrameLowering::calleeSavedRegisters(const MachineFunction& MF) const {
  std::set<unsigned> Units;
  for (uint32_t R : MF.UsedCalleeSavedRegs)
    if (R < RI.Regs.size()) Units.insert(RI.unitOf(R));
  // Physical definitions too: the call's implicit def of ra, and anything written to a fixed register.
  for (const auto& MBB : MF.layout())
    for (const MachineInstr& MI : MBB->Instrs)
      for (const MachineOperand& Op : MI.operands())
        if (Op.isReg() && Op.isDef() && Op.getReg() && !isVirtualRegister(Op.getReg()) &&
            Op.getReg() < RI.Regs.size() && RI.Regs[Op.getReg()].CalleeSaved && !RI.isReserved(Op.getReg()))
          Units.insert(RI.unitOf(Op.getReg()));
  // LLVM's CSR list order: ra, s0, s1, s2-s11, then fs0, fs1, fs2-fs11.
  static constexpr unsigned Order[] = {1, 8, 9, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27};
  std::vector<CalleeSavedSlot> V;
  for (unsigned N : Order)
    if (Units.count(N)) V.push_back({X(N), ST.XLen / 8, 0});
  for (unsigned N : Order)
    if (N != 1 && Units.count(32 + N)) {
      uint32_t R = calleeSavedRegisterOfUnit(ST, 32 + N);
      V.push_back({R, R >= F_D(0) && R <= F_D(31) ? 8u : 4u, 0});
    }
  return V;
}

void RISCVFrameLowering::eliminateCallFramePseudos(MachineFunction& MF) const {
  for (const auto& MBB : MF.layout())
    std::erase_if(MBB->Instrs, [](const MachineInstr& MI) {
      return MI.getOpcode() == MI::ADJCALLSTACKDOWN || MI.getOpcode() == MI::ADJCALLSTACKUP;
    });
}

void RISCVFrameLowering::emitPrologue(MachineFunction&, MachineBasicBlock& Entry,
                                      const FrameLayout& L) const {
  if (L.StackSize == 0) return;
  int64_t First = firstAdjustment(L);
  std::vector<MachineInstr> P = adjustSP(-First);
  int64_t Below = int64_t(L.StackSize) - First; // the part of the frame the second adjustment adds
  for (const CalleeSavedSlot& S : L.CalleeSaved)
    P.push_back(
        make(storeOpcodeFor(S.Reg, ST.XLen), {MO::reg(S.Reg), MO::reg(SP), MO::imm(S.SPOffset - Below)}));
  for (MachineInstr& MI : adjustSP(-Below)) P.push_back(std::move(MI));
  Entry.Instrs.insert(Entry.Instrs.begin(), P.begin(), P.end());
}

size_t RISCVFrameLowering::emitEpilogue(MachineFunction&, MachineBasicBlock& MBB, size_t ReturnIndex,
                                        const FrameLayout& L) const {
  if (L.StackSize == 0) return 0;
  int64_t First = firstAdjustment(L);
  int64_t Below = int64_t(L.StackSize) - First;
  std::vector<MachineInstr> E = adjustSP(Below);
  for (const CalleeSavedSlot& S : L.CalleeSaved)
    E.push_back(make(loadOpcodeFor(S.Reg, ST.XLen),
                     {MO::reg(S.Reg, true), MO::reg(SP), MO::imm(S.SPOffset - Below)}));
  for (MachineInstr& MI : adjustSP(First)) E.push_back(std::move(MI));
  MBB.Instrs.insert(MBB.Instrs.begin() + long(ReturnIndex), E.begin(), E.end());
  return E.size();
}

size_t RISCVFrameLowering::eliminateFrameIndex(MachineFunction& MF, MachineBasicBlock& MBB, size_t Index,
                                               unsigned OpIndex, const FrameLayout& L) const {
  MachineInstr& MI = MBB.Instrs[Index];
  const char* Name = instrDesc(MI.getOpcode())->Name;
  if (OpIndex + 1 >= MI.getNumOperands() || !MI.getOperand(OpIndex + 1).isImm() ||
      MI.getOperand(OpIndex + 1).getTargetFlags())
    throw UnsupportedError("", {},
                           std::string("frame index in an operand position dagtool cannot rewrite (") + Name +
                               " in '" + MF.name() + "')");
  int64_t Off = L.offsetOf(MF, MI.getOperand(OpIndex).getFrameIndex()) + MI.getOperand(OpIndex + 1).getImm();
  if (isSimm12(Off)) {
    MI.operands()[OpIndex] = MO::reg(SP);
    MI.operands()[OpIndex + 1] = MO::imm(Off);
    return 0;
  }
  auto [Hi, Lo] = hiLo(Off);
  // The address sp + (Hi << 12) in Base, then the instruction takes Lo as its offset.
  auto buildBase = [&](uint32_t Base) {
    return std::vector<MachineInstr>{make(MI::LUI, {MO::reg(Base, true), MO::imm(Hi)}),
                                     make(MI::ADD, {MO::reg(Base, true), MO::reg(Base), MO::reg(SP)})};
  };
  bool OwnDest = (MI.getOpcode() == MI::ADDI || isGPRLoad(MI.getOpcode())) && OpIndex == 1 &&
                 MI.getOperand(0).isReg() && MI.getOperand(0).isDef() && MI.getOperand(0).getReg() != SP;
  if (OwnDest) {
    uint32_t Rd = MI.getOperand(0).getReg();
    MI.operands()[OpIndex] = MO::reg(Rd);
    MI.operands()[OpIndex + 1] = MO::imm(Lo);
    auto Pre = buildBase(Rd);
    MBB.Instrs.insert(MBB.Instrs.begin() + long(Index), Pre.begin(), Pre.end());
    return Pre.size();
  }
  if (L.EmergencySlotOffset < 0 || !isSimm12(L.EmergencySlotOffset))
    throw InternalError("frame offset " + std::to_string(Off) +
                        " out of range without an emergency slot in '" + MF.name() + "'");
  uint32_t Scratch = 0;
  for (uint32_t Cand : {X(5), X(6), X(7)}) {
    bool Used = std::any_of(MI.operands().begin(), MI.operands().end(),
                            [&](const MachineOperand& O) { return O.isReg() && O.getReg() == Cand; });
    if (!Used) {
      Scratch = Cand;
      break;
    }
  }
  MI.operands()[OpIndex] = MO::reg(Scratch);
  MI.operands()[OpIndex + 1] = MO::imm(Lo);
  std::vector<MachineInstr> Pre{make(storeOpcodeFor(Scratch, ST.XLen),
                                     {MO::reg(Scratch), MO::reg(SP), MO::imm(L.EmergencySlotOffset)})};
  for (MachineInstr& B : buildBase(Scratch)) Pre.push_back(std::move(B));
  MBB.Instrs.insert(MBB.Instrs.begin() + long(Index) + 1,
                    make(loadOpcodeFor(Scratch, ST.XLen),
                         {MO::reg(Scratch, true), MO::reg(SP), MO::imm(L.EmergencySlotOffset)}));
  MBB.Instrs.insert(MBB.Instrs.begin() + long(Index), Pre.begin(), Pre.end());
  return Pre.size();
}

} // namespace dt::riscv
