// targets/riscv/RISCVRegisterInfo.cpp — allocation orders, reserved and callee-saved registers, spill
// opcodes.
#include "targets/riscv/RISCVRegisterInfo.h"

#include "targets/riscv/RISCVInstrInfo.h"
#include "targets/riscv/RISCVMachineInfo.h"
#include "targets/riscv/RISCVRegisters.h"

namespace dt::riscv {

namespace {

// LLVM 19's RISCVRegisterInfo.td orders GPR as a0-a7, t0-t2, t3-t6, s0-s1, s2-s11 and finally zero, ra, sp,
// gp, tp (the reserved ones drop out; ra stays allocatable, last). Argument registers come first because they
// are the ones values arrive and leave in; callee-saved ones come late because using them costs a save.
constexpr unsigned GPROrder[] = {10, 11, 12, 13, 14, 15, 16, 17, 5,  6,  7,  28, 29, 30, 31, 8,
                                 9,  18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 0,  1,  2,  3,  4};
// The FP classes: fa5 down to fa0, ft0-ft7, fa6-fa7, ft8-ft11, fs0-fs1, fs2-fs11 (llc-19 confirms the order
// on a 40-value float kernel).
constexpr unsigned FPROrder[] = {15, 14, 13, 12, 11, 10, 0,  1,  2,  3,  4,  5,  6,  7,  16, 17,
                                 28, 29, 30, 31, 8,  9,  18, 19, 20, 21, 22, 23, 24, 25, 26, 27};

constexpr bool isCalleeSavedGPR(unsigned N) {
  return N == 1 || N == 8 || N == 9 || (N >= 18 && N <= 27);
}
constexpr bool isCalleeSavedFPR(unsigned N) {
  return N == 8 || N == 9 || (N >= 18 && N <= 27);
}

} // namespace

RegisterFileInfo makeRegisterFileInfo(const Subtarget& ST, bool FramePointer) {
  RegisterFileInfo RI;
  RI.Regs.resize(NumPhysRegs);
  RI.NumUnits = 65;
  // frm is a unit of its own, reserved: instructions read it implicitly, nothing allocates or tracks it.
  RI.Regs[FRM] = {64, /*Reserved=*/true, /*CalleeSaved=*/false};
  for (unsigned N = 0; N < 32; ++N) {
    RegisterFileInfo::PhysReg& G = RI.Regs[X(N)];
    G.Unit = N;
    G.Reserved = N == 0 || N == 2 || N == 3 || N == 4 || (FramePointer && N == 8);
    G.CalleeSaved = isCalleeSavedGPR(N);
    G.Constant = N == 0;
    // An FP width the subtarget lacks is reserved: it never holds a value, and a call mask that does not
    // preserve it (csr_ilp32f_lp64f says nothing of f8_d) must not make its unit look clobbered.
    const bool Exists[3] = {ST.Zfh || ST.Zfhmin, ST.F, ST.D};
    const uint32_t Widths[3] = {F_H(N), F_F(N), F_D(N)};
    for (unsigned W = 0; W < 3; ++W) {
      RegisterFileInfo::PhysReg& R = RI.Regs[Widths[W]];
      R.Unit = 32 + N;
      R.Reserved = !Exists[W];
      R.CalleeSaved = ST.hasHardFloatABI() && isCalleeSavedFPR(N);
    }
  }
  RI.Classes.resize(NumRegClassIds);
  auto order = [&](const unsigned(&Numbers)[32], uint32_t (*Reg)(unsigned)) {
    std::vector<uint32_t> V;
    for (unsigned N : Numbers)
      if (!RI.isReserved(Reg(N))) V.push_back(Reg(N));
    return V;
  };
  unsigned XLenBytes = ST.XLen / 8;
  RI.Classes[GPR] = {order(GPROrder, X), ST.is64Bit() ? unsigned(MI::SD) : unsigned(MI::SW),
                     ST.is64Bit() ? unsigned(MI::LD) : unsigned(MI::LW), XLenBytes, XLenBytes};
  RI.Classes[FPR16] = {order(FPROrder, F_H), MI::FSH, MI::FLH, 2, 2};
  RI.Classes[FPR32] = {order(FPROrder, F_F), MI::FSW, MI::FLW, 4, 4};
  RI.Classes[FPR64] = {order(FPROrder, F_D), MI::FSD, MI::FLD, 8, 8};
  return RI;
}

uint32_t calleeSavedRegisterOfUnit(const Subtarget& ST, unsigned Unit) {
  if (Unit < 32) return X(Unit);
  return ST.hasDoubleABI() ? F_D(Unit - 32) : F_F(Unit - 32);
}

} // namespace dt::riscv
