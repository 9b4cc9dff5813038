// targets/riscv/RISCVPatternText.cpp — the text of RISCVPatterns.pat, embedded at build time (CMake writes
// it as a raw string literal into RISCVPatterns.inc whenever the .pat file changes).
#include "targets/riscv/RISCVISelDAGToDAG.h"

namespace dt::riscv {

std::string_view riscvPatternText() {
  static constexpr std::string_view Text =
#include "targets/riscv/RISCVPatterns.inc"
      ;
  return Text;
}

} // namespace dt::riscv
