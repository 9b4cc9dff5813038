// machine/MIRPrinter.h — prints a MachineFunction's body exactly as LLVM 19's MIR printer does.
//
// Duty: the text of the `body:` entry of `llc -stop-before=finalize-isel` / `-stop-after=finalize-isel`
// output, byte for byte: block headers (`bb.0 (%ir-block.0):`, `bb.1.then:`), `successors:` with
// probabilities, `liveins:`, instructions (`%1:gpr = ADDI %0, 5`, `$x10 = COPY %6`, flags `implicit-def dead
// $x1`, `killed`, `renamable`, target flags, register masks, frame indexes, memory operands after ` :: `)
// and YAML's indentation; and the `constants:` entry of the header (the function's constant pool).
// Invariants: printing never changes the function and does not depend on pointers; the register class of a
// virtual register is printed where LLVM prints it (at its defs, and at uses of registers nothing defines).
#pragma once

#include "machine/MachineFunction.h"
#include "machine/MachineTargetInfo.h"

#include <string>

namespace dt {

/// The `constants:` entry of the function's YAML header as LLVM 19 prints it: "constants:       []\n" for an
/// empty pool, else one `- id:` mapping per entry (id, value as the IR printer spells the constant, quoted
/// as LLVM's YAML writer quotes it, alignment, isTargetSpecific).
std::string printMIRConstants(const MachineFunction& MF);

/// "body:             |\n" + the blocks, each line indented as in the YAML document, + the closing empty line
/// (everything llc prints between the function's `body:` key and the `...` document end).
std::string printMIRBody(const MachineFunction& MF, const MachineTargetInfo& TMI);

/// The `stack:` entry: every ordinary frame object, with the allocator's spill slots as `type: spill-slot`
/// (offsets are 0 until the frame is laid out, as llc prints them before prologepilog).
std::string printMIRStack(const MachineFunction& MF);

/// One instruction as MIR prints it, without indentation or newline ("%1:gpr = ADDI %0, 5").
std::string printMachineInstr(const MachineFunction& MF, const MachineInstr& MI,
                              const MachineTargetInfo& TMI);

} // namespace dt
