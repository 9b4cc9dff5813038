// targets/riscv/RISCVInstrInfo.cpp — the instruction table built from RISCVInstrs.def, and name lookup.
#include "targets/riscv/RISCVInstrInfo.h"

#include <string>
#include <unordered_map>

namespace dt::riscv {

namespace {
constexpr InstrDesc Table[] = {
#define DT_RISCV_INSTR(Name, NumDefs, Operands, Flags, Feature)                                              \
  {#Name, NumDefs, Operands, Flags, InstrFeature::Feature},
#include "targets/riscv/RISCVInstrs.def"
#undef DT_RISCV_INSTR
};
static_assert(sizeof(Table) / sizeof(Table[0]) == MI::INSTRUCTION_LIST_END);
} // namespace

const InstrDesc* instrDesc(unsigned Opc) {
  return Opc < MI::INSTRUCTION_LIST_END ? &Table[Opc] : nullptr;
}

std::optional<unsigned> findInstr(std::string_view Name) {
  static const std::unordered_map<std::string_view, unsigned> ByName = [] {
    std::unordered_map<std::string_view, unsigned> M;
    for (unsigned I = 0; I < MI::INSTRUCTION_LIST_END; ++I) M.emplace(Table[I].Name, I);
    return M;
  }();
  auto It = ByName.find(Name);
  if (It == ByName.end()) return std::nullopt;
  return It->second;
}

} // namespace dt::riscv
