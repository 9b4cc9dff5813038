// targets/riscv/RISCVInterpretMachine.h — semantics of the RISC-V machine nodes selection emits.
#pragma once

#include "dag/Interpreter.h"

namespace dt::riscv {

/// Evaluates a selected RISC-V machine node (RISCVInstrs.def); false when the opcode has no semantics yet.
bool evalMachineNode(NodeEval& E, unsigned XLen);

} // namespace dt::riscv
