// targets/riscv/RISCVMemOpInfo.cpp — see RISCVMemOpInfo.h.
#include "targets/riscv/RISCVMemOpInfo.h"

namespace dt::riscv {

MemOpTargetInfo memOpTargetInfo(const RISCVTargetLowering& TLI) {
  MemOpTargetInfo Info; // LLVM 19's RISC-V keeps the generic limits: 8 pieces for each intrinsic
  const RISCVTargetLowering* T = &TLI;
  Info.AllowsMisalignedAccess = [T](EVT VT, uint64_t Align) {
    return T->allowsMisalignedMemoryAccesses(VT, Align);
  };
  Info.IsTruncateFree = [T](EVT From, EVT To) { return T->isTruncateFree(From, To); };
  // No store takes an immediate value (only x0, which LLVM's hook does not count): the splat is opaque.
  // Bytes of a constant global fit an immediate when they fit a register: without fast misaligned accesses
  // LLVM 19 (shouldConvertConstantLoadToIntImm) prefers building any XLEN constant to loading it.
  unsigned XLen = TLI.subtarget().XLen;
  Info.ConvertConstantLoadToImm = [XLen](const APInt&, EVT VT) { return VT.sizeInBits() <= XLen; };
  return Info;
}

} // namespace dt::riscv
