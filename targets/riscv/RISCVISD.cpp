// targets/riscv/RISCVISD.cpp — names of the RISC-V target DAG opcodes.
#include "targets/riscv/RISCVISD.h"

namespace dt {

namespace {
const char* const TargetNodeNames[] = {
#define DT_RISCVISD(Name) "RISCVISD::" #Name,
#include "targets/riscv/RISCVISDOpcodes.def"
#undef DT_RISCVISD
};
} // namespace

const char* RISCVISD::nodeName(int32_t Opc) {
  if (Opc <= FIRST_NUMBER || Opc >= LAST_NUMBER) return nullptr;
  return TargetNodeNames[Opc - FIRST_NUMBER - 1];
}

} // namespace dt
