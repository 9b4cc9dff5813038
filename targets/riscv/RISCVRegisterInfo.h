// targets/riscv/RISCVRegisterInfo.h — the RISC-V register file for the allocator, as data.
//
// Duty: build machine/RegisterInfo.h's RegisterFileInfo for one subtarget and ABI from LLVM 19's
// RISCVRegisterInfo.td and RISCVCallingConv.td: units (x0..x31 are units 0..31; f<N>_h, f<N>_f and f<N>_d all
// occupy unit 32+N), reserved registers (x0, sp, gp, tp — and s0 when the function needs a frame pointer),
// the FP widths the subtarget lacks (f<N>_d without D ...: they cannot hold values, and a unit counts as
// clobbered by a call only if a width that exists is clobbered — so under ilp32f with D, where the mask keeps
// f8_f but not f8_d, fs0 is treated as clobbered: conservative, never wrong), the ABI's callee-saved
// registers (ra, s0-s11; fs0-fs11 only under a hard-float ABI — under ilp32/lp64 every FP register is
// caller-saved, even with the F or D extension), each class's allocation order and its spill instructions
// (SW/LW or SD/LD, FSH/FLH, FSW/FLW, FSD/FLD). Invariant: class ids are RISCVMachineInfo's RegClassId values.
#pragma once

#include "machine/RegisterInfo.h"
#include "targets/riscv/RISCVSubtarget.h"

namespace dt::riscv {

/// The register file of ST's ABI; FramePointer reserves s0 (x8) as LLVM does for functions with a frame
/// pointer.
RegisterFileInfo makeRegisterFileInfo(const Subtarget& ST, bool FramePointer = false);

/// The register through which the frame lowering saves callee-saved unit U (x<N>, or f<N>_f / f<N>_d by the
/// ABI's FP width).
uint32_t calleeSavedRegisterOfUnit(const Subtarget& ST, unsigned Unit);

} // namespace dt::riscv
