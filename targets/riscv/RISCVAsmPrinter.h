// targets/riscv/RISCVAsmPrinter.h — RISC-V assembly text from machine functions after frame lowering, and the
// data of a module's globals (LLVM's AsmPrinter + RISCVAsmPrinter + RISCVInstPrinter, from behaviour).
//
// Duty: print each instruction in the standard assembler syntax GNU as and llvm-mc accept — ABI register
// names (a0, s1, ft0), `off(base)` memory operands, `%hi(sym)` / `%lo(sym)` relocations, branch targets as
// `.LBB<function>_<block>` labels, the FP rounding mode as the assembler spells it (dynamic omitted, and
// round-to-nearest omitted on the exact widening conversions, as llc prints them) — expanding the pseudos
// that survive to the end: PseudoCALL → `call`, PseudoTAIL → `tail`, PseudoRET → `ret`, PseudoBR → `j`
// (dropped when it jumps to the next block), PseudoBRIND → `jr`, COPY → `mv`/`fmv.*`, IMPLICIT_DEF →
// nothing. Module level: `.text`, per function `.globl` (external linkage), `.p2align 2`, `.type`, the label,
// the body, `.size`; globals in .data / .bss / .rodata with their alignment, bytes and relocated pointers.
// Invariants: the function has no virtual register, no frame index and no call-frame pseudo left; anything
// the printer cannot express (constant-pool operands, PseudoFROUND_*) is an UnsupportedError naming it.
#pragma once

#include "machine/MachineFunction.h"
#include "targets/riscv/RISCVMachineInfo.h"
#include "targets/riscv/RISCVSubtarget.h"

#include <string>

namespace dt::ir {
class Module;
}

namespace dt::riscv {

/// The directives that open the file (`.text`, the `.option`s are left to the assembler's defaults).
std::string asmFileHeader(const std::string& SourceName);
/// One function: FunctionNumber numbers its block labels (.LBB<FunctionNumber>_<block>), as llc's
/// getFunctionNumber does; Global: whether the symbol is exported (.globl).
std::string printFunctionAsm(const MachineFunction& MF, const RISCVMachineInfo& TMI, const Subtarget& ST,
                             unsigned FunctionNumber, bool Global);
/// The module's global variables with initializers, each in its section.
std::string printGlobalsAsm(const ir::Module& M);

} // namespace dt::riscv
