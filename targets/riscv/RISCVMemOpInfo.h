// targets/riscv/RISCVMemOpInfo.h — what RISC-V tells the builder about writing out memcpy/memmove/memset.
//
// Duty: LLVM 19's RISCVTargetLowering answers for SelectionDAG::getMemcpy & co. as the builder's
// MemOpTargetInfo (dag/Builder.h): the default store limits, misaligned accesses and free truncations as the
// lowering's hooks say, and constant-global bytes stored as immediates when they fit a register.
// Invariant: the answers refer to TLI, which must outlive the returned object.
#pragma once

#include "dag/Builder.h"
#include "targets/riscv/RISCVTargetLowering.h"

namespace dt::riscv {

MemOpTargetInfo memOpTargetInfo(const RISCVTargetLowering& TLI);

} // namespace dt::riscv
