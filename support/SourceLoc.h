// support/SourceLoc.h — a position in an input file (1-based line and column; 0 = unknown).
#pragma once

#include <cstdint>

namespace dt {

struct SourceLoc {
  uint32_t Line = 0;
  uint32_t Col = 0;
  bool known() const { return Line != 0; }
};

} // namespace dt
