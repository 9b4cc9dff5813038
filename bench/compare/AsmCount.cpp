// bench/compare/AsmCount.cpp — the line classifier behind countInstructions (AsmCount.h).
#include "bench/compare/AsmCount.h"

#include <set>
#include <string_view>

namespace dt::compare {

namespace {

std::string_view trim(std::string_view S) {
  size_t B = S.find_first_not_of(" \t\r");
  if (B == std::string_view::npos) return {};
  size_t E = S.find_last_not_of(" \t\r");
  return S.substr(B, E - B + 1);
}

/// The line without its trailing `#` comment. Neither printer puts a '#' inside an instruction's operands.
std::string_view stripComment(std::string_view S) {
  size_t Hash = S.find('#');
  if (Hash != std::string_view::npos) S = S.substr(0, Hash);
  if (S.rfind("//", 0) == 0) return {};
  return trim(S);
}

/// NAME from ".type NAME,@function" (also "NAME, @function" and "%function"), else empty.
std::string_view functionTypeName(std::string_view Line) {
  if (Line.rfind(".type", 0) != 0) return {};
  std::string_view Rest = trim(Line.substr(5));
  size_t Comma = Rest.find(',');
  if (Comma == std::string_view::npos) return {};
  std::string_view Kind = trim(Rest.substr(Comma + 1));
  if (Kind != "@function" && Kind != "%function") return {};
  return trim(Rest.substr(0, Comma));
}

/// NAME from ".size NAME, ...", else empty.
std::string_view sizeName(std::string_view Line) {
  if (Line.rfind(".size", 0) != 0) return {};
  std::string_view Rest = trim(Line.substr(5));
  size_t Comma = Rest.find(',');
  return Comma == std::string_view::npos ? std::string_view{} : trim(Rest.substr(0, Comma));
}

} // namespace

std::vector<FunctionCount> countInstructions(const std::string& AsmText) {
  std::vector<FunctionCount> Result;
  std::set<std::string, std::less<>> FunctionNames;
  bool Inside = false;
  std::string_view Text = AsmText;
  while (!Text.empty()) {
    size_t NL = Text.find('\n');
    std::string_view Line = stripComment(Text.substr(0, NL));
    Text = NL == std::string_view::npos ? std::string_view{} : Text.substr(NL + 1);
    if (Line.empty()) continue;
    if (Line.front() == '.') {
      if (std::string_view Name = functionTypeName(Line); !Name.empty()) FunctionNames.emplace(Name);
      if (std::string_view Name = sizeName(Line); Inside && !Name.empty() && Name == Result.back().Name)
        Inside = false;
      continue;
    }
    if (Line.back() == ':') {
      std::string_view Label = Line.substr(0, Line.size() - 1);
      if (FunctionNames.count(Label)) {
        Result.push_back({std::string(Label), 0});
        Inside = true;
      }
      continue;
    }
    if (Inside) ++Result.back().Instructions;
  }
  return Result;
}

} // namespace dt::compare
