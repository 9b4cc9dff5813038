// ir/Lexer.h — tokens of LLVM's textual IR.
//
// Duty: split a .ll buffer into tokens with 1-based line:column positions, exactly as LLVM's LLLexer
// draws the token boundaries (labels "x:", "%"/"@"/"!"/"#"/"$" sigils, quoted names, c"..." strings,
// integer, hex-integer and FP literals, "; ..." comments).
// Invariants: tokens hold string_views into the caller's buffer (no allocation per token); any byte
// sequence is accepted without undefined behaviour — bytes that cannot start a token raise InputError;
// the lexer never reads past the end of the buffer (the buffer need not be NUL-terminated).
#pragma once

#include "support/SourceLoc.h"

#include <cstdint>
#include <string>
#include <string_view>

namespace dt::ir {

enum class Tok : uint8_t {
  Eof,
  // punctuation
  Equal,
  Comma,
  Star,
  LSquare,
  RSquare,
  LBrace,
  RBrace,
  LParen,
  RParen,
  Less,
  Greater,
  Exclaim,
  Bar,
  Colon,
  DotDotDot,
  // names: Str is the name without sigil (raw: a quoted name still holds its \XX escapes; see Quoted)
  LocalVar,    // %foo  %"foo"
  LocalVarID,  // %42 (Num)
  GlobalVar,   // @foo  @"foo"
  GlobalVarID, // @42 (Num)
  MetadataVar, // !foo  !llvm.module.flags  !DILocation
  AttrGrpID,   // #42 (Num)
  ComdatVar,   // $foo
  SummaryID,   // ^42 (Num)
  DbgRecord,   // #dbg_value  #dbg_declare ... (Str = "value", "declare", ...)
  LabelStr,    // foo:  "foo bar":  (Str = name)
  LabelID,     // 42: (Num)
  // literals
  StringConst,  // "..." (Str = raw body, escapes not processed)
  CStringConst, // c"..." (Str = raw body)
  Integer,      // [-]digits (Text)
  HexInt,       // u0x... / s0x... (Text)
  FPDecimal,    // [-+]digits.digits[e[-+]digits] (Text)
  FPHex,        // 0x..., 0xK..., 0xL..., 0xM..., 0xH..., 0xR... (Text)
  IntType,      // i32 (Num = width)
  Keyword,      // any other bare word: define, add, nuw, ptr, ... (Text)
};

struct Token {
  Tok Kind = Tok::Eof;
  bool Quoted = false; // name or label was written in quotes (Str may contain \XX escapes)
  SourceLoc Loc;
  std::string_view Text; // the whole token as written
  std::string_view Str;  // payload: name / string body
  uint64_t Num = 0;      // numeric IDs and integer type widths (saturated at UINT64_MAX)

  bool is(Tok K) const { return Kind == K; }
  bool isKeyword(std::string_view K) const { return Kind == Tok::Keyword && Text == K; }
};

class Lexer {
public:
  Lexer(std::string_view Buffer, const std::string& FileName) : Buf(Buffer), File(FileName) {}
  /// Lexes the next token (Tok::Eof at the end, repeatedly). Throws InputError on a malformed token.
  Token lex();
  const std::string& fileName() const { return File; }

private:
  [[noreturn]] void error(SourceLoc L, const std::string& Msg) const;
  SourceLoc locOf(size_t Pos) const { return {Line, uint32_t(Pos - LineStart + 1)}; }
  int peek(size_t Off = 0) const {
    return Cur + Off < Buf.size() ? static_cast<unsigned char>(Buf[Cur + Off]) : -1;
  }
  void newline(size_t PosAfterNewline) {
    ++Line;
    LineStart = PosAfterNewline;
  }
  void skipLineComment();
  /// Reads a "..." body starting after the opening quote; returns the body; Cur ends after the closing quote.
  std::string_view readString(size_t Start, const char* What);
  Token lexVar(Token T, Tok Named, Tok Numbered, const char* What);
  Token lexDigitOrNegative(Token T);
  Token lexIdentifier(Token T);
  Token lexHash(Token T);
  bool tryLabel(Token& T, size_t Start);

  std::string_view Buf;
  std::string File;
  size_t Cur = 0;
  uint32_t Line = 1;
  size_t LineStart = 0;
};

/// Unescapes a raw name or string body the way LLVM does: "\\\\" -> '\', "\XX" (two hex digits) -> that byte,
/// any other backslash stays.
std::string unescapeLLVM(std::string_view Raw);

} // namespace dt::ir
