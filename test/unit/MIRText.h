// test/unit/MIRText.h — reading MIR text in tests (ours and llc-19's).
//
// Duty: the body lines of every function in a MIR document, so that tests compare bodies without YAML
// headers, dagtool's "# ***" banners or blank lines. Invariant: lines are returned unchanged, in order.
#pragma once

#include <sstream>
#include <string>
#include <vector>

/// The non-blank lines after each "body:" up to the end of its document ("...", "---" or a "# ***" banner).
inline std::vector<std::string> mirBodyLines(const std::string& Text) {
  std::vector<std::string> Lines;
  std::istringstream In(Text);
  std::string Line;
  bool InBody = false;
  while (std::getline(In, Line)) {
    if (!InBody) {
      InBody = Line.rfind("body:", 0) == 0;
      continue;
    }
    if (Line == "..." || Line == "---" || Line.rfind("# ***", 0) == 0) {
      InBody = false;
      continue;
    }
    if (Line.find_first_not_of(' ') != std::string::npos) Lines.push_back(Line);
  }
  return Lines;
}
