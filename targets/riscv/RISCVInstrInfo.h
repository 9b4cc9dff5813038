// targets/riscv/RISCVInstrInfo.h — the RISC-V machine instructions as data (rows of RISCVInstrs.def).
//
// Duty: machine opcode numbers, LLVM names, result counts, flags and providing features, so that the
// selector, the dump printer/reader (through RISCVTargetLowering::getMachineOpcodeName / findMachineOpcode)
// and the interpreter all read one table. Invariant: opcode N is row N of RISCVInstrs.def.
#pragma once

#include <optional>
#include <string_view>

namespace dt::riscv {

enum InstrFlag : unsigned {
  IF_MayLoad = 1u << 0,
  IF_MayStore = 1u << 1,
  IF_Branch = 1u << 2,
  IF_Terminator = 1u << 3,
  IF_Call = 1u << 4,
  IF_Return = 1u << 5,
  IF_SideEffects = 1u << 6,
  IF_Pseudo = 1u << 7,
  // LLVM's mayRaiseFPException: the instruction may set an FP exception flag, so selection marks it
  // nofpexcept when nothing it replaces had to keep exceptions (the MIR prints "nofpexcept").
  IF_MayRaiseFPException = 1u << 8,
  // Reads the dynamic rounding mode in the frm CSR when its rounding-mode operand is 7 (DYN): the emitter
  // adds "implicit $frm" then (LLVM's hasPostISelHook and RISCVTargetLowering::AdjustInstrPostInstrSelection,
  // which look for an operand named frm; PseudoFROUND's is named rm, so it has no such read).
  IF_UsesFRM = 1u << 9,
};

/// Which subtarget feature provides an instruction.
enum class InstrFeature : unsigned char { Base, RV64, M, Zbb, Zba, Zbs, Zbkb, Zicond, F, D, Zfh };

namespace MI {
enum Opcode : unsigned {
#define DT_RISCV_INSTR(Name, NumDefs, Operands, Flags, Feature) Name,
#include "targets/riscv/RISCVInstrs.def"
#undef DT_RISCV_INSTR
  INSTRUCTION_LIST_END
};
} // namespace MI

struct InstrDesc {
  const char* Name;
  unsigned NumDefs;
  const char* Operands;
  unsigned Flags;
  InstrFeature Feature;
};

/// The row of machine opcode Opc (nullptr past the table).
const InstrDesc* instrDesc(unsigned Opc);
std::optional<unsigned> findInstr(std::string_view Name);

} // namespace dt::riscv
