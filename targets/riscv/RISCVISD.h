// targets/riscv/RISCVISD.h — RISC-V target DAG opcodes, numbered after the generic ones.
#pragma once

#include "dag/ISD.h"

namespace dt::RISCVISD {

enum NodeType : int32_t {
  FIRST_NUMBER = ISD::BUILTIN_OP_END,
#define DT_RISCVISD(Name) Name,
#include "targets/riscv/RISCVISDOpcodes.def"
#undef DT_RISCVISD
  LAST_NUMBER,
};

/// "RISCVISD::RET_GLUE" for a RISC-V opcode, nullptr otherwise.
const char* nodeName(int32_t Opc);
/// The RISC-V opcode whose nodeName is exactly Name (an index built on first use).
std::optional<int32_t> nodeByName(std::string_view Name);

} // namespace dt::RISCVISD
