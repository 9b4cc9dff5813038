// isel/PatternParser.cpp — a small recursive-descent parser for the selection-pattern language.
#include "isel/PatternParser.h"

#include "support/Diagnostics.h"

#include <cctype>

namespace dt::isel {

namespace {

class LineParser {
public:
  LineParser(std::string_view Line, const std::string& File, unsigned LineNo)
      : S(Line), File(File), LineNo(LineNo) {}

  PatternRule parseRule() {
    PatternRule R;
    skip();
    if (peek() == '[') {
      ++P;
      for (;;) {
        skip(); // separators: blanks or commas
        if (peek() == ']') {
          ++P;
          break;
        }
        if (P >= S.size()) fail("expected ']' to close the feature list");
        R.Features.push_back(ident("a feature name"));
      }
      skip();
    }
    if (peek() != '(') fail("expected '(' to start the source pattern");
    R.Source = parseSource();
    skip();
    if (S.substr(P, 2) != "=>") fail("expected '=>' after the source pattern");
    P += 2;
    skip();
    if (peek() != '(') fail("expected '(' to start the result pattern");
    R.Result = parseResult();
    skip();
    while (P < S.size()) {
      std::string Key = ident("an option (prio=N)");
      if (Key != "prio") fail("unknown option '" + Key + "' (only prio=N is known)");
      skip();
      if (peek() != '=') fail("expected '=' after prio");
      ++P;
      skip();
      R.Priority = int(integer());
      R.HasExplicitPriority = true;
      skip();
    }
    return R;
  }

private:
  char peek() const { return P < S.size() ? S[P] : '\0'; }
  void skip() {
    while (P < S.size() && (std::isspace(static_cast<unsigned char>(S[P])) || S[P] == ',')) ++P;
  }
  [[noreturn]] void fail(const std::string& Msg) const {
    throw InputError(File, {LineNo, unsigned(P + 1)}, "pattern syntax: " + Msg);
  }
  static bool identChar(char C) {
    return std::isalnum(static_cast<unsigned char>(C)) || C == '_' || C == '.';
  }
  std::string ident(const char* What) {
    size_t B = P;
    while (P < S.size() && (identChar(S[P]) || (S[P] == ':' && P + 1 < S.size() && S[P + 1] == ':'))) {
      if (S[P] == ':') ++P; // "RISCVISD::X": both colons belong to the name
      ++P;
    }
    if (B == P) fail(std::string("expected ") + What);
    return std::string(S.substr(B, P - B));
  }
  int64_t integer() {
    size_t B = P;
    if (peek() == '-') ++P;
    if (S.substr(P, 2) == "0x" || S.substr(P, 2) == "0X") {
      P += 2;
      while (P < S.size() && std::isxdigit(static_cast<unsigned char>(S[P]))) ++P;
      std::string T(S.substr(B, P - B));
      bool Neg = T[0] == '-';
      uint64_t V = std::stoull(T.substr(Neg ? 3 : 2), nullptr, 16);
      return Neg ? -int64_t(V) : int64_t(V);
    }
    while (P < S.size() && std::isdigit(static_cast<unsigned char>(S[P]))) ++P;
    if (P == B || (P == B + 1 && S[B] == '-')) fail("expected an integer");
    return std::stoll(std::string(S.substr(B, P - B)));
  }
  bool atInteger() const {
    char C = peek();
    return std::isdigit(static_cast<unsigned char>(C)) ||
           (C == '-' && P + 1 < S.size() && std::isdigit(static_cast<unsigned char>(S[P + 1])));
  }
  bool atRest() const { return S.substr(P, 3) == "..."; }
  std::string varName() {
    if (peek() != '$') fail("expected '$name'");
    ++P;
    return ident("a variable name after '$'");
  }
  // "name" or "name:type"
  void operatorName(std::string& Name, std::string& Type) {
    Name = ident("an operator name");
    if (peek() == ':') {
      ++P;
      Type = ident("a type after ':'");
    }
  }

  PatternNode parseSource() {
    PatternNode N;
    ++P; // '('
    skip();
    operatorName(N.Name, N.TypeName);
    for (;;) {
      skip();
      if (peek() == ')') {
        ++P;
        return N;
      }
      if (P >= S.size()) fail("unterminated '(' in the source pattern");
      N.Kids.push_back(parseSourceChild());
    }
  }

  PatternNode parseSourceChild() {
    PatternNode C;
    if (peek() == '(') return parseSource();
    if (atRest()) {
      P += 3;
      C.K = PatternNode::Kind::Rest;
      return C;
    }
    if (peek() == '$') {
      C.K = PatternNode::Kind::Variable;
      C.Var = varName();
      return C;
    }
    if (atInteger()) {
      C.K = PatternNode::Kind::Literal;
      C.Value = integer();
      return C;
    }
    std::string Name = ident("an operand");
    if (peek() == ':') {
      ++P;
      C.K = PatternNode::Kind::Bound;
      C.Name = Name;
      C.Var = varName();
      return C;
    }
    C.K = PatternNode::Kind::Symbol;
    C.Name = Name;
    return C;
  }

  ResultNode parseResult() {
    ResultNode N;
    ++P; // '('
    skip();
    operatorName(N.Name, N.TypeName);
    for (;;) {
      skip();
      if (peek() == ')') {
        ++P;
        return N;
      }
      if (P >= S.size()) fail("unterminated '(' in the result pattern");
      ResultNode C;
      if (peek() == '(') {
        C = parseResult();
      } else if (atRest()) {
        P += 3;
        C.K = ResultNode::Kind::Rest;
      } else if (peek() == '$') {
        C.K = ResultNode::Kind::Variable;
        C.Var = varName();
      } else if (atInteger()) {
        C.K = ResultNode::Kind::Literal;
        C.Value = integer();
      } else {
        C.K = ResultNode::Kind::Symbol;
        C.Name = ident("an operand");
      }
      N.Kids.push_back(std::move(C));
    }
  }

  std::string_view S;
  size_t P = 0;
  const std::string& File;
  unsigned LineNo;
};

std::string_view trim(std::string_view L) {
  while (!L.empty() && std::isspace(static_cast<unsigned char>(L.front()))) L.remove_prefix(1);
  while (!L.empty() && std::isspace(static_cast<unsigned char>(L.back()))) L.remove_suffix(1);
  return L;
}

} // namespace

std::vector<PatternRule> parsePatternFile(std::string_view Text, const std::string& FileName) {
  std::vector<PatternRule> Rules;
  std::string Group;
  unsigned LineNo = 0;
  size_t Pos = 0;
  while (Pos <= Text.size()) {
    size_t End = Text.find('\n', Pos);
    if (End == std::string_view::npos) End = Text.size();
    std::string_view Line = Text.substr(Pos, End - Pos);
    Pos = End + 1;
    ++LineNo;
    size_t Semi = Line.find(';');
    std::string_view Comment = Semi == std::string_view::npos ? std::string_view() : Line.substr(Semi + 1);
    std::string_view Code = trim(Line.substr(0, Semi));
    if (Code.empty()) {
      // A comment line opening with "==" names the group the following rules belong to.
      Comment = trim(Comment);
      if (Comment.size() > 2 && Comment.substr(0, 2) == "==") Group = std::string(trim(Comment.substr(2)));
      if (End == Text.size()) break;
      continue;
    }
    LineParser LP(Code, FileName, LineNo);
    PatternRule R = LP.parseRule();
    R.Line = LineNo;
    R.Text = std::string(Code);
    R.Group = Group;
    Rules.push_back(std::move(R));
    if (End == Text.size()) break;
  }
  return Rules;
}

std::string toString(const PatternNode& N) {
  switch (N.K) {
  case PatternNode::Kind::Operator: {
    std::string S = "(" + N.Name + (N.TypeName.empty() ? "" : ":" + N.TypeName);
    for (const auto& K : N.Kids) S += " " + toString(K);
    return S + ")";
  }
  case PatternNode::Kind::Bound: return N.Name + ":$" + N.Var;
  case PatternNode::Kind::Variable: return "$" + N.Var;
  case PatternNode::Kind::Literal: return std::to_string(N.Value);
  case PatternNode::Kind::Symbol: return N.Name;
  case PatternNode::Kind::Rest: return "...";
  }
  return "";
}

std::string toString(const ResultNode& N) {
  switch (N.K) {
  case ResultNode::Kind::Call: {
    std::string S = "(" + N.Name + (N.TypeName.empty() ? "" : ":" + N.TypeName);
    for (const auto& K : N.Kids) S += " " + toString(K);
    return S + ")";
  }
  case ResultNode::Kind::Variable: return "$" + N.Var;
  case ResultNode::Kind::Literal: return std::to_string(N.Value);
  case ResultNode::Kind::Symbol: return N.Name;
  case ResultNode::Kind::Rest: return "...";
  }
  return "";
}

} // namespace dt::isel
