// targets/riscv/RISCVISD.cpp — names of the RISC-V target DAG opcodes.
#include "targets/riscv/RISCVISD.h"

#include <unordered_map>

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

std::optional<int32_t> RISCVISD::nodeByName(std::string_view Name) {
  static const std::unordered_map<std::string_view, int32_t> Index = [] {
    std::unordered_map<std::string_view, int32_t> M;
    for (int32_t Opc = FIRST_NUMBER + 1; Opc < LAST_NUMBER; ++Opc) M.try_emplace(nodeName(Opc), Opc);
    return M;
  }();
  auto It = Index.find(Name);
  if (It == Index.end()) return std::nullopt;
  return It->second;
}

} // namespace dt
