// test/unit/ISelShapes.cpp — see ISelShapes.h.
#include "test/unit/ISelShapes.h"

#include "targets/riscv/RISCVInstrInfo.h"

#include <algorithm>
#include <regex>
#include <set>
#include <sstream>

namespace dt::isel_shapes {

std::vector<std::string> fromDAG(const std::string& Dump) {
  std::vector<std::string> Out;
  std::istringstream In(Dump);
  std::string Line;
  while (std::getline(In, Line)) {
    size_t Eq = Line.find(" = ");
    if (Eq == std::string::npos) continue;
    size_t B = Eq + 3, E = Line.find_first_of(" <", B);
    std::string Name = Line.substr(B, E == std::string::npos ? std::string::npos : E - B);
    if (!riscv::findInstr(Name) || Name == "COPY") continue;
    std::string S = Name;
    // Operands in order: target constants by value, x0 by name.
    for (size_t P = E; P != std::string::npos && P < Line.size();) {
      size_t TC = Line.find("TargetConstant:", P), X0 = Line.find("$x0", P);
      if (TC == std::string::npos && X0 == std::string::npos) break;
      if (X0 < TC) {
        S += " $x0";
        P = X0 + 3;
      } else {
        size_t L = Line.find('<', TC), R = Line.find('>', L);
        S += " " + Line.substr(L + 1, R - L - 1);
        P = R;
      }
    }
    Out.push_back(S);
  }
  std::sort(Out.begin(), Out.end());
  return Out;
}

std::vector<std::string> fromMIR(const std::string& MIR) {
  static const std::regex Integer(R"(-?\d+)");
  std::vector<std::string> Out;
  for (size_t Body = MIR.find("body:"); Body != std::string::npos; Body = MIR.find("body:", Body + 1)) {
    std::istringstream In(MIR.substr(Body + 5, MIR.find("\n...", Body) - Body - 5));
    std::string Line;
    while (std::getline(In, Line)) {
      Line = Line.substr(0, Line.find("::"));
      size_t Eq = Line.find(" = ");
      std::istringstream W(Eq == std::string::npos ? Line : Line.substr(Eq + 3));
      std::string Name, Tok;
      W >> Name;
      // Instruction flags (nsw, nnan, nofpexcept ...) precede the name; the MIR tests compare them, shapes do not.
      static const std::set<std::string> Flags = {"nnan", "ninf", "nsz", "arcp", "contract", "afn",
                                                  "reassoc", "nuw", "nsw", "exact", "nofpexcept"};
      while (Flags.count(Name)) W >> Name;
      if (!riscv::findInstr(Name) || Name == "COPY") continue;
      std::string S = Name;
      while (W >> Tok) {
        if (!Tok.empty() && Tok.back() == ',') Tok.pop_back();
        if (Tok == "implicit" || Tok == "implicit-def") break;
        if (Tok == "$x0" || std::regex_match(Tok, Integer)) S += " " + Tok;
      }
      Out.push_back(S);
    }
  }
  std::sort(Out.begin(), Out.end());
  return Out;
}

std::string join(const std::vector<std::string>& Shapes) {
  std::string S;
  for (const auto& X : Shapes) S += X + "\n";
  return S;
}

} // namespace dt::isel_shapes
