// targets/riscv/RISCVInterpretMachine.h — semantics of the RISC-V machine nodes selection emits.
#pragma once

#include "dag/Interpreter.h"

namespace dt::riscv {

/// Evaluates a selected RISC-V machine node (RISCVInstrs.def); false when the opcode has no semantics yet.
bool evalMachineNode(NodeEval& E, unsigned XLen);
/// The same for the F / D / Zfh / Zfhmin instructions (RISCVInterpretMachineFP.cpp).
bool evalFPMachineNode(NodeEval& E, unsigned XLen);
/// Immediate operand I of a machine node as XLEN bits: a target constant sign-extended, a frame index's
/// address, or the %hi / %lo part of a symbol's address.
APInt machineImmOperand(NodeEval& E, unsigned I, unsigned XLen);

} // namespace dt::riscv
