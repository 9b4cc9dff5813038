#include "support/Diagnostics.h"

namespace dt {

std::string DagtoolError::format() const {
  std::string S;
  if (!File.empty()) {
    S += File;
    if (Loc.known()) S += ":" + std::to_string(Loc.Line) + ":" + std::to_string(Loc.Col);
    S += ": ";
  }
  S += "error: ";
  S += what();
  return S;
}

} // namespace dt
