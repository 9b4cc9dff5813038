// ir/Lexer.cpp — the .ll tokenizer.
//
// Duty: LLVM-compatible token boundaries (see Lexer.h). Every read goes through peek(), which returns -1
// past the end, so arbitrary input (NUL bytes, invalid UTF-8, unterminated strings) cannot read out of
// bounds. Line and column are tracked incrementally: newlines inside strings count too. Only `;` line
// comments exist: LLVM 19 has no block comments.
#include "ir/Lexer.h"

#include "support/Diagnostics.h"

namespace dt::ir {

namespace {
bool isDigit(int C) {
  return C >= '0' && C <= '9';
}
bool isAlpha(int C) {
  return (C >= 'a' && C <= 'z') || (C >= 'A' && C <= 'Z');
}
bool isHex(int C) {
  return isDigit(C) || (C >= 'a' && C <= 'f') || (C >= 'A' && C <= 'F');
}
// [-a-zA-Z$._0-9]: the characters of labels and unquoted names.
bool isLabelChar(int C) {
  return isAlpha(C) || isDigit(C) || C == '-' || C == '$' || C == '.' || C == '_';
}
int hexValue(int C) {
  if (isDigit(C)) return C - '0';
  if (C >= 'a' && C <= 'f') return C - 'a' + 10;
  return C - 'A' + 10;
}
uint64_t decimalValue(std::string_view S) {
  uint64_t V = 0;
  for (char C : S) {
    unsigned D = unsigned(C - '0');
    if (V > (UINT64_MAX - D) / 10) return UINT64_MAX; // saturate; callers range-check
    V = V * 10 + D;
  }
  return V;
}
} // namespace

std::string unescapeLLVM(std::string_view Raw) {
  std::string S;
  S.reserve(Raw.size());
  for (size_t I = 0; I < Raw.size(); ++I) {
    char C = Raw[I];
    if (C == '\\' && I + 1 < Raw.size()) {
      if (Raw[I + 1] == '\\') {
        S += '\\';
        ++I;
        continue;
      }
      if (I + 2 < Raw.size() && isHex(static_cast<unsigned char>(Raw[I + 1])) &&
          isHex(static_cast<unsigned char>(Raw[I + 2]))) {
        S += char(hexValue(static_cast<unsigned char>(Raw[I + 1])) * 16 +
                  hexValue(static_cast<unsigned char>(Raw[I + 2])));
        I += 2;
        continue;
      }
    }
    S += C;
  }
  return S;
}

void Lexer::error(SourceLoc L, const std::string& Msg) const {
  throw InputError(File, L, Msg);
}

void Lexer::skipLineComment() {
  while (Cur < Buf.size() && Buf[Cur] != '\n' && Buf[Cur] != '\r') ++Cur;
}

std::string_view Lexer::readString(size_t Start, const char* What) {
  SourceLoc L = locOf(Start);
  size_t Body = Cur;
  while (true) {
    int C = peek();
    if (C < 0) error(L, std::string("end of file in ") + What);
    ++Cur;
    if (C == '"') return Buf.substr(Body, Cur - 1 - Body);
    if (C == '\n') newline(Cur);
  }
}

bool Lexer::tryLabel(Token& T, size_t Start) {
  size_t P = Cur;
  while (P < Buf.size() && isLabelChar(static_cast<unsigned char>(Buf[P]))) ++P;
  if (P < Buf.size() && Buf[P] == ':') {
    T.Kind = Tok::LabelStr;
    T.Str = Buf.substr(Start, P - Start);
    Cur = P + 1;
    T.Text = Buf.substr(Start, Cur - Start);
    return true;
  }
  return false;
}

Token Lexer::lexVar(Token T, Tok Named, Tok Numbered, const char* What) {
  size_t Start = Cur - 1;
  int C = peek();
  if (C == '"') {
    ++Cur;
    T.Str = readString(Start, What);
    T.Quoted = true;
    T.Kind = Named;
  } else if (isAlpha(C) || C == '-' || C == '$' || C == '.' || C == '_') {
    size_t B = Cur;
    while (isLabelChar(peek())) ++Cur;
    T.Str = Buf.substr(B, Cur - B);
    T.Kind = Named;
  } else if (isDigit(C)) {
    size_t B = Cur;
    while (isDigit(peek())) ++Cur;
    T.Str = Buf.substr(B, Cur - B);
    T.Num = decimalValue(T.Str);
    T.Kind = Numbered;
  } else {
    error(T.Loc, std::string("invalid ") + What);
  }
  T.Text = Buf.substr(Start, Cur - Start);
  return T;
}

Token Lexer::lexDigitOrNegative(Token T) {
  size_t Start = Cur - 1;
  bool Neg = Buf[Start] == '-';
  if (Neg && !isDigit(peek())) {
    if (tryLabel(T, Start)) return T;
    error(T.Loc, "expected a number after '-'");
  }
  while (isDigit(peek())) ++Cur;
  if (!Neg && peek() == ':') { // fully numeric label "42:"
    T.Kind = Tok::LabelID;
    T.Str = Buf.substr(Start, Cur - Start);
    T.Num = decimalValue(T.Str);
    ++Cur;
    T.Text = Buf.substr(Start, Cur - Start);
    return T;
  }
  if (isLabelChar(peek()) || peek() == ':') {
    size_t Save = Cur;
    Cur = Start;
    if (tryLabel(T, Start)) return T;
    Cur = Save;
  }
  if (peek() != '.') {
    if (!Neg && Cur == Start + 1 && Buf[Start] == '0' && peek() == 'x') {
      // 0x[KLMHR]?[0-9A-Fa-f]+ : a hexadecimal FP constant.
      ++Cur;
      int K = peek();
      if ((K >= 'K' && K <= 'M') || K == 'H' || K == 'R') ++Cur;
      if (!isHex(peek())) error(T.Loc, "expected hexadecimal digits in floating point constant");
      while (isHex(peek())) ++Cur;
      T.Kind = Tok::FPHex;
      T.Text = Buf.substr(Start, Cur - Start);
      return T;
    }
    T.Kind = Tok::Integer;
    T.Text = Buf.substr(Start, Cur - Start);
    return T;
  }
  ++Cur; // '.'
  while (isDigit(peek())) ++Cur;
  if (peek() == 'e' || peek() == 'E') {
    if (isDigit(peek(1)) || ((peek(1) == '-' || peek(1) == '+') && isDigit(peek(2)))) {
      Cur += 2;
      while (isDigit(peek())) ++Cur;
    }
  }
  T.Kind = Tok::FPDecimal;
  T.Text = Buf.substr(Start, Cur - Start);
  return T;
}

Token Lexer::lexIdentifier(Token T) {
  size_t Start = Cur - 1;
  // Scan the longest label-character run first: a trailing ':' makes the whole run a label.
  size_t P = Cur;
  while (P < Buf.size() && isLabelChar(static_cast<unsigned char>(Buf[P]))) ++P;
  if (P < Buf.size() && Buf[P] == ':') {
    T.Kind = Tok::LabelStr;
    T.Str = Buf.substr(Start, P - Start);
    Cur = P + 1;
    T.Text = Buf.substr(Start, Cur - Start);
    return T;
  }
  // iN: an integer type (the digits may be followed by other characters, which start the next token).
  if (Buf[Start] == 'i' && isDigit(peek())) {
    size_t D = Cur;
    while (isDigit(peek())) ++Cur;
    T.Kind = Tok::IntType;
    T.Num = decimalValue(Buf.substr(D, Cur - D));
    T.Text = Buf.substr(Start, Cur - Start);
    return T;
  }
  // [us]0x[0-9A-Fa-f]+ : hexadecimal integer constants.
  if ((Buf[Start] == 'u' || Buf[Start] == 's') && peek() == '0' && peek(1) == 'x' && isHex(peek(2))) {
    Cur += 2;
    while (isHex(peek())) ++Cur;
    T.Kind = Tok::HexInt;
    T.Text = Buf.substr(Start, Cur - Start);
    return T;
  }
  // Keywords are [a-zA-Z_][a-zA-Z0-9_]*; other label characters start the next token.
  while (isAlpha(peek()) || isDigit(peek()) || peek() == '_') ++Cur;
  T.Text = Buf.substr(Start, Cur - Start);
  if (T.Text == "c" && peek() == '"') {
    ++Cur;
    T.Str = readString(Start, "string constant");
    T.Kind = Tok::CStringConst;
    T.Text = Buf.substr(Start, Cur - Start);
    return T;
  }
  // LLVM reads "cc1234" as the keyword "cc" followed by the number.
  if (T.Text.size() > 2 && T.Text[0] == 'c' && T.Text[1] == 'c' &&
      isDigit(static_cast<unsigned char>(T.Text[2]))) {
    bool AllDigits = true;
    for (size_t I = 2; I < T.Text.size(); ++I)
      AllDigits = AllDigits && isDigit(static_cast<unsigned char>(T.Text[I]));
    if (AllDigits) {
      Cur = Start + 2;
      T.Text = Buf.substr(Start, 2);
    }
  }
  T.Kind = Tok::Keyword;
  return T;
}

Token Lexer::lexHash(Token T) {
  size_t Start = Cur - 1;
  if (isDigit(peek())) {
    size_t B = Cur;
    while (isDigit(peek())) ++Cur;
    T.Kind = Tok::AttrGrpID;
    T.Str = Buf.substr(B, Cur - B);
    T.Num = decimalValue(T.Str);
  } else if (isAlpha(peek()) || peek() == '_') {
    size_t B = Cur;
    while (isAlpha(peek()) || isDigit(peek()) || peek() == '_') ++Cur;
    T.Kind = Tok::DbgRecord;
    T.Str = Buf.substr(B, Cur - B);
  } else {
    error(T.Loc, "expected attribute group id or debug record after '#'");
  }
  T.Text = Buf.substr(Start, Cur - Start);
  return T;
}

Token Lexer::lex() {
  while (true) {
    Token T;
    if (Cur >= Buf.size()) {
      T.Kind = Tok::Eof;
      T.Loc = locOf(Buf.size());
      return T;
    }
    size_t Start = Cur;
    int C = static_cast<unsigned char>(Buf[Cur++]);
    T.Loc = locOf(Start);
    auto Punct = [&](Tok K) {
      T.Kind = K;
      T.Text = Buf.substr(Start, Cur - Start);
      return T;
    };
    switch (C) {
    case 0: // LLVM treats embedded NUL bytes as whitespace
    case ' ':
    case '\t':
    case '\r': continue;
    case '\n': newline(Cur); continue;
    case ';': skipLineComment(); continue;
    case '=': return Punct(Tok::Equal);
    case ',': return Punct(Tok::Comma);
    case '*': return Punct(Tok::Star);
    case '[': return Punct(Tok::LSquare);
    case ']': return Punct(Tok::RSquare);
    case '{': return Punct(Tok::LBrace);
    case '}': return Punct(Tok::RBrace);
    case '(': return Punct(Tok::LParen);
    case ')': return Punct(Tok::RParen);
    case '<': return Punct(Tok::Less);
    case '>': return Punct(Tok::Greater);
    case '|': return Punct(Tok::Bar);
    case ':': return Punct(Tok::Colon);
    case '%': return lexVar(T, Tok::LocalVar, Tok::LocalVarID, "local name");
    case '@': return lexVar(T, Tok::GlobalVar, Tok::GlobalVarID, "global name");
    case '$':
      if (tryLabel(T, Start)) return T;
      return lexVar(T, Tok::ComdatVar, Tok::ComdatVar, "comdat name");
    case '^': {
      if (!isDigit(peek())) error(T.Loc, "expected summary id after '^'");
      size_t B = Cur;
      while (isDigit(peek())) ++Cur;
      T.Kind = Tok::SummaryID;
      T.Str = Buf.substr(B, Cur - B);
      T.Num = decimalValue(T.Str);
      T.Text = Buf.substr(Start, Cur - Start);
      return T;
    }
    case '#': return lexHash(T);
    case '!': {
      int N = peek();
      if (isAlpha(N) || N == '-' || N == '$' || N == '.' || N == '_' || N == '\\') {
        size_t B = Cur;
        while (isLabelChar(peek()) || peek() == '\\') ++Cur;
        T.Kind = Tok::MetadataVar;
        T.Str = Buf.substr(B, Cur - B);
        T.Text = Buf.substr(Start, Cur - Start);
        return T;
      }
      return Punct(Tok::Exclaim);
    }
    case '"': {
      T.Str = readString(Start, "string constant");
      if (peek() == ':') {
        ++Cur;
        T.Kind = Tok::LabelStr;
        T.Quoted = true;
      } else {
        T.Kind = Tok::StringConst;
      }
      T.Text = Buf.substr(Start, Cur - Start);
      return T;
    }
    case '.':
      if (tryLabel(T, Start)) return T;
      if (peek() == '.' && peek(1) == '.') {
        Cur += 2;
        return Punct(Tok::DotDotDot);
      }
      error(T.Loc, "unexpected character '.'");
    case '+': {
      // Only "+digits.digits..." is a token (a positive FP constant).
      if (!isDigit(peek())) error(T.Loc, "unexpected character '+'");
      while (isDigit(peek())) ++Cur;
      if (peek() != '.') error(T.Loc, "expected '.' in floating point constant");
      ++Cur;
      while (isDigit(peek())) ++Cur;
      if (peek() == 'e' || peek() == 'E') {
        if (isDigit(peek(1)) || ((peek(1) == '-' || peek(1) == '+') && isDigit(peek(2)))) {
          Cur += 2;
          while (isDigit(peek())) ++Cur;
        }
      }
      T.Kind = Tok::FPDecimal;
      T.Text = Buf.substr(Start, Cur - Start);
      return T;
    }
    default:
      if (isDigit(C) || C == '-') return lexDigitOrNegative(T);
      if (isAlpha(C) || C == '_') return lexIdentifier(T);
      {
        static const char Hex[] = "0123456789ABCDEF";
        std::string Shown = (C >= 0x20 && C < 0x7f) ? std::string(1, char(C))
                                                    : std::string("\\x") + Hex[C >> 4] + Hex[C & 15];
        error(T.Loc, "unexpected character '" + Shown + "'");
      }
    }
  }
}

} // namespace dt::ir
