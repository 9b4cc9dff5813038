// ir/Parser.cpp — the .ll reader: module level, types, constants, metadata skipping.
//
// Duty: see Parser.h. This file parses the module level (header lines, types, globals, function headers,
// attributes, metadata to skip) and checks the module as a whole at its end; ParseValues.cpp parses values
// and constants, ParseInstructions.cpp function bodies. Error messages use LLVM's wording so users can
// search for them. Invariants: see ParserImpl.h.
#include "ir/Parser.h"

#include "ir/ParserImpl.h"

#include <algorithm>
#include <fstream>
#include <iostream>
#include <sstream>

namespace dt::ir {

namespace detail {

namespace {

bool isOneOf(std::string_view K, std::initializer_list<std::string_view> L) {
  return std::find(L.begin(), L.end(), K) != L.end();
}

// A set of the space-separated words of a string literal (the views point into the literal).
std::unordered_set<std::string_view> wordSet(std::string_view Words) {
  std::unordered_set<std::string_view> S;
  while (!Words.empty()) {
    size_t End = Words.find(' ');
    if (End != 0) S.insert(Words.substr(0, End));
    if (End == std::string_view::npos) break;
    Words.remove_prefix(End + 1);
  }
  return S;
}

const std::unordered_set<std::string_view>& linkageNames() {
  static const auto S = wordSet("private internal available_externally linkonce weak common appending "
                                "extern_weak linkonce_odr weak_odr external");
  return S;
}

const std::unordered_set<std::string_view>& callingConvNames() {
  static const auto S = wordSet(
      "ccc fastcc coldcc webkit_jscc anyregcc preserve_mostcc preserve_allcc preserve_nonecc ghccc swiftcc "
      "swifttailcc x86_intrcc hhvmcc hhvm_ccc cxx_fast_tlscc tailcc cfguard_checkcc riscv_vector_cc "
      "spir_func "
      "spir_kernel intel_ocl_bicc x86_stdcallcc x86_fastcallcc x86_thiscallcc x86_vectorcallcc x86_regcallcc "
      "x86_64_sysvcc win64cc arm_apcscc arm_aapcscc arm_aapcs_vfpcc aarch64_vector_pcs "
      "aarch64_sve_vector_pcs "
      "aarch64_sme_preservemost_from_x0 aarch64_sme_preservemost_from_x1 aarch64_sme_preservemost_from_x2 "
      "msp430_intrcc avr_intrcc avr_signalcc ptx_kernel ptx_device amdgpu_vs amdgpu_gs amdgpu_ps amdgpu_cs "
      "amdgpu_kernel amdgpu_gfx amdgpu_hs amdgpu_ls amdgpu_es amdgpu_cs_chain amdgpu_cs_chain_preserve "
      "m68k_rtdcc m68k_intrcc graalcc arm64ec_thunk_x64 arm64ec_thunk_native");
  return S;
}

// Words that can never be an attribute: attribute lists are open-ended (any identifier is accepted, as
// new LLVM attributes keep appearing), so they end at the first word that starts something else — a type,
// a value, the next instruction or top-level entity, or a function-header trailer.
const std::unordered_set<std::string_view>& reservedWords() {
  static const std::unordered_set<std::string_view> S = [] {
    auto R = wordSet(
        // values
        "null undef poison true false zeroinitializer none splat asm blockaddress dso_local_equivalent "
        "no_cfi c "
        // types
        "void half bfloat float double x86_fp80 fp128 ppc_fp128 ptr label metadata token x86_mmx x86_amx "
        "target opaque type "
        // instructions that are not in the opcode table
        "tail musttail notail catchswitch catchret cleanupret catchpad cleanuppad "
        // top level and function-header trailers
        "declare define attributes source_filename module uselistorder uselistorder_bb global constant alias "
        "ifunc section partition comdat gc prefix prologue personality unnamed_addr local_unnamed_addr "
        "addrspace align to x distinct");
#define X(Name, Text) R.insert(Text);
    DT_IR_OPCODES(X)
#undef X
    return R;
  }();
  return S;
}

} // namespace

// ---------------------------------------------------------------------------------------------------------
Parser::Parser(std::string_view Text, const std::string& FileName) : Lex(Text, FileName), File(FileName) {}

std::string Parser::nameOf(const Token& T) const {
  if (!T.Quoted) return std::string(T.Str);
  std::string S = unescapeLLVM(T.Str);
  if (S.find('\0') != std::string::npos) error(T.Loc, "Null bytes are not allowed in names");
  return S;
}

uint64_t Parser::parseUInt(const std::string& What) {
  if (!Tk.is(Tok::Integer) || Tk.Text[0] == '-') error(Tk.Loc, "expected " + What);
  uint64_t V = 0;
  for (char C : Tk.Text) {
    uint64_t D = uint64_t(C - '0');
    if (V > (UINT64_MAX - D) / 10) error(Tk.Loc, What + " is too large");
    V = V * 10 + D;
  }
  next();
  return V;
}

unsigned Parser::parseUInt32(const std::string& What) {
  SourceLoc L = Tk.Loc;
  uint64_t V = parseUInt(What);
  if (V > 0xffffffffu) error(L, What + " is too large");
  return unsigned(V);
}

std::unique_ptr<Module> Parser::run() {
  M = std::make_unique<Module>();
  M->FileName = File;
  TC = &M->Types;
  next();
  while (!Tk.is(Tok::Eof)) parseTopLevel();
  finishModule();
  return std::move(M);
}

void Parser::parseTopLevel() {
  SourceLoc L = Tk.Loc;
  switch (Tk.Kind) {
  case Tok::Keyword:
    if (isKw("define")) return parseFunction(true);
    if (isKw("declare")) return parseFunction(false);
    if (isKw("target")) return parseTarget();
    if (isKw("source_filename")) {
      next();
      expect(Tok::Equal, "expected '=' after source_filename");
      if (!Tk.is(Tok::StringConst)) error(Tk.Loc, "expected source_filename string");
      M->SourceFileName = stringOf(Tk);
      next();
      return;
    }
    if (isKw("attributes")) return parseAttributeGroup();
    if (isKw("module")) {
      next();
      if (isKw("asm")) unsupported(L, "module-level inline assembly ('module asm') is not supported");
      error(Tk.Loc, "expected 'module asm'");
    }
    if (isKw("uselistorder") || isKw("uselistorder_bb"))
      unsupported(L, "'" + std::string(Tk.Text) + "' directives are not supported");
    error(L, "expected top-level entity");
  case Tok::LocalVar:
  case Tok::LocalVarID: return parseTypeDefinition();
  case Tok::GlobalVar:
  case Tok::GlobalVarID: return parseGlobalOrAlias();
  case Tok::ComdatVar: return parseComdatDef();
  case Tok::Exclaim: return parseStandaloneMetadata();
  case Tok::MetadataVar: return parseNamedMetadata();
  case Tok::SummaryID: unsupported(L, "module summary entries ('^N = ...') are not supported");
  default: error(L, "expected top-level entity");
  }
}

void Parser::parseTarget() {
  next(); // target
  if (isKw("triple")) {
    next();
    expect(Tok::Equal, "expected '=' after target triple");
    if (!Tk.is(Tok::StringConst)) error(Tk.Loc, "expected string");
    M->TargetTriple = stringOf(Tk);
    next();
    return;
  }
  if (isKw("datalayout")) {
    next();
    expect(Tok::Equal, "expected '=' after target datalayout");
    if (!Tk.is(Tok::StringConst)) error(Tk.Loc, "expected string");
    std::string S = stringOf(Tk), Err;
    if (!M->Layout.parse(S, Err)) error(Tk.Loc, Err);
    M->DataLayoutString = S;
    next();
    return;
  }
  error(Tk.Loc, "unknown target property");
}

void Parser::parseAttributeGroup() {
  next(); // attributes
  if (!Tk.is(Tok::AttrGrpID)) error(Tk.Loc, "expected attribute group id");
  next();
  expect(Tok::Equal, "expected '=' here");
  if (!Tk.is(Tok::LBrace)) error(Tk.Loc, "expected '{' here");
  skipBalanced();
}

void Parser::parseComdatDef() {
  next();
  expect(Tok::Equal, "expected '=' here");
  expectKw("comdat", "expected comdat keyword");
  if (!(isKw("any") || isKw("exactmatch") || isKw("largest") || isKw("nodeduplicate") || isKw("samesize")))
    error(Tk.Loc, "unknown selection kind");
  next();
}

void Parser::parseNamedMetadata() {
  next();
  expect(Tok::Equal, "expected '=' here");
  expect(Tok::Exclaim, "Expected '!' here");
  if (!Tk.is(Tok::LBrace)) error(Tk.Loc, "Expected '{' here");
  skipBalanced();
}

void Parser::parseStandaloneMetadata() {
  next(); // !
  if (!Tk.is(Tok::Integer) || Tk.Text[0] == '-') error(Tk.Loc, "expected metadata number");
  next();
  expect(Tok::Equal, "expected '=' here");
  eatKw("distinct");
  if (!Tk.is(Tok::Exclaim) && !Tk.is(Tok::MetadataVar)) error(Tk.Loc, "Expected '!' here");
  skipMetadataValue();
}

// ---------------------------------------------------------------------------------------------------------
// Skipping what dagtool does not keep.

void Parser::skipBalanced() {
  std::vector<Tok> Closers; // explicit stack: nesting depth cannot overflow the call stack
  auto Push = [&](Tok K) {
    switch (K) {
    case Tok::LParen: Closers.push_back(Tok::RParen); return true;
    case Tok::LSquare: Closers.push_back(Tok::RSquare); return true;
    case Tok::LBrace: Closers.push_back(Tok::RBrace); return true;
    case Tok::Less: Closers.push_back(Tok::Greater); return true;
    default: return false;
    }
  };
  auto CloserText = [](Tok K) {
    switch (K) {
    case Tok::RParen: return "')'";
    case Tok::RSquare: return "']'";
    case Tok::RBrace: return "'}'";
    default: return "'>'";
    }
  };
  if (!Push(Tk.Kind)) error(Tk.Loc, "expected '(', '[', '{' or '<'");
  next();
  while (!Closers.empty()) {
    if (Tk.is(Tok::Eof)) error(Tk.Loc, std::string("expected ") + CloserText(Closers.back()));
    if (Push(Tk.Kind)) {
      next();
      continue;
    }
    if (Tk.is(Tok::RParen) || Tk.is(Tok::RSquare) || Tk.is(Tok::RBrace) || Tk.is(Tok::Greater)) {
      if (Tk.Kind != Closers.back()) error(Tk.Loc, std::string("expected ") + CloserText(Closers.back()));
      Closers.pop_back();
    }
    next();
  }
}

void Parser::skipMetadataValue() {
  DepthGuard G(*this, Tk.Loc);
  if (eatKw("distinct")) return skipMetadataValue();
  if (Tk.is(Tok::Exclaim)) {
    next();
    if (Tk.is(Tok::Integer) || Tk.is(Tok::StringConst)) return next();
    if (Tk.is(Tok::LBrace)) return skipBalanced();
    error(Tk.Loc, "expected metadata");
  }
  if (Tk.is(Tok::MetadataVar)) { // !DILocation(...) or a reference to named metadata
    next();
    if (Tk.is(Tok::LParen)) skipBalanced();
    return;
  }
  // ValueAsMetadata: a typed value ("i32 %x", "ptr @g", "i32 0"); skipped without resolving it.
  parseType();
  if (Tk.is(Tok::LParen) || Tk.is(Tok::LSquare) || Tk.is(Tok::LBrace) || Tk.is(Tok::Less))
    return skipBalanced();
  switch (Tk.Kind) {
  case Tok::LocalVar:
  case Tok::LocalVarID:
  case Tok::GlobalVar:
  case Tok::GlobalVarID:
  case Tok::Integer:
  case Tok::HexInt:
  case Tok::FPDecimal:
  case Tok::FPHex:
  case Tok::CStringConst: return next();
  case Tok::Keyword: {
    bool Simple = isKw("null") || isKw("undef") || isKw("poison") || isKw("true") || isKw("false") ||
                  isKw("zeroinitializer") || isKw("none");
    next();
    if (Simple) return;
    while (Tk.is(Tok::Keyword)) next(); // a constant expression: its flags, then its operand list
    if (Tk.is(Tok::LParen)) skipBalanced();
    return;
  }
  default: error(Tk.Loc, "expected metadata operand");
  }
}

void Parser::skipMetadataAttachments() {
  while (Tk.is(Tok::MetadataVar)) {
    next();
    skipMetadataValue();
  }
}

void Parser::parseInstMetadata() {
  while (eat(Tok::Comma)) {
    if (!Tk.is(Tok::MetadataVar)) error(Tk.Loc, "expected metadata after comma");
    next();
    skipMetadataValue();
  }
}

Value* Parser::parseMetadataOperand() {
  skipMetadataValue();
  return M->undef(TC->metadataTy());
}

void Parser::skipComdat() {
  // `comdat` or `comdat($name)`
  next();
  if (Tk.is(Tok::LParen)) {
    next();
    if (!Tk.is(Tok::ComdatVar)) error(Tk.Loc, "expected comdat variable");
    next();
    expect(Tok::RParen, "expected ')' after comdat var");
  }
}

// ---------------------------------------------------------------------------------------------------------
// Linkage, attributes, calling conventions.

void Parser::skipLinkageEtc(std::string* Linkage, bool* ThreadLocal) {
  while (Tk.is(Tok::Keyword)) {
    std::string_view K = Tk.Text;
    if (linkageNames().count(K)) {
      if (Linkage) *Linkage = K == "external" ? "external" : std::string(K);
      next();
    } else if (isOneOf(K, {"dso_local", "dso_preemptable", "default", "hidden", "protected", "dllimport",
                           "dllexport", "unnamed_addr", "local_unnamed_addr", "externally_initialized"})) {
      next();
    } else if (K == "thread_local") {
      if (ThreadLocal) *ThreadLocal = true;
      next();
      if (Tk.is(Tok::LParen)) skipBalanced();
    } else {
      return;
    }
  }
}

bool Parser::parseOptionalCallingConv(std::string& CC) {
  if (!Tk.is(Tok::Keyword)) return false;
  if (isKw("cc")) {
    next();
    CC = "cc " + std::to_string(parseUInt32("calling convention number"));
    return true;
  }
  if (!callingConvNames().count(Tk.Text)) return false;
  CC = Tk.Text == "ccc" ? "" : std::string(Tk.Text);
  next();
  return true;
}

void Parser::parseOptionalAddrSpace(unsigned& AS) {
  if (!isKw("addrspace")) return;
  next();
  expect(Tok::LParen, "expected '(' in address space");
  if (Tk.is(Tok::StringConst)) { // addrspace("A") / ("G") / ("P"): the datalayout's address spaces
    std::string S = stringOf(Tk);
    if (S == "A")
      AS = M->Layout.allocaAddrSpace();
    else if (S == "G")
      AS = M->Layout.globalsAddrSpace();
    else if (S == "P")
      AS = M->Layout.programAddrSpace();
    else
      error(Tk.Loc, "invalid symbolic addrspace '" + S + "'");
    next();
  } else {
    SourceLoc L = Tk.Loc;
    uint64_t V = parseUInt("address space");
    if (V >= (1u << 24)) error(L, "invalid address space, must be a 24-bit integer");
    AS = unsigned(V);
  }
  expect(Tok::RParen, "expected ')' in address space");
}

unsigned Parser::parseAlignValue() {
  bool Paren = eat(Tok::LParen);
  SourceLoc L = Tk.Loc;
  if (!Tk.is(Tok::Integer) || Tk.Text[0] == '-') error(L, "expected integer");
  uint64_t V = UINT64_MAX; // stands for any literal too long to convert: rejected below either way
  if (Tk.Text.size() <= 19) {
    V = 0;
    for (char C : Tk.Text) V = V * 10 + uint64_t(C - '0');
  }
  next();
  if (V == 0 || (V & (V - 1))) error(L, "alignment is not a power of two");
  if (V > (uint64_t(1) << 32)) error(L, "huge alignments are not supported yet");
  if (V > (uint64_t(1) << 31)) unsupported(L, "alignment " + std::to_string(V) + " is not supported");
  if (Paren) expect(Tok::RParen, "expected ')'");
  return unsigned(V);
}

void Parser::parseParamAttrs(ParamAttrs& A, bool IsReturn) {
  while (true) {
    if (Tk.is(Tok::StringConst)) { // "key" or "key"="value"
      next();
      if (eat(Tok::Equal)) {
        if (!Tk.is(Tok::StringConst)) error(Tk.Loc, "expected string");
        next();
      }
      continue;
    }
    if (!Tk.is(Tok::Keyword)) return;
    std::string_view K = Tk.Text;
    if (K == "align") {
      next();
      A.Align = parseAlignValue();
      continue;
    }
    if (reservedWords().count(K) || callingConvNames().count(K) || linkageNames().count(K)) return;
    SourceLoc L = Tk.Loc;
    next();
    if (isOneOf(K, {"inalloca", "preallocated"}) && !IsReturn)
      unsupported(L, "'" + std::string(K) + "' arguments are not supported");
    if (K == "zeroext")
      A.ZeroExt = true;
    else if (K == "signext")
      A.SignExt = true;
    else if (K == "inreg")
      A.InReg = true;
    else if (K == "noundef")
      A.NoUndef = true;
    else if (K == "nonnull")
      A.NonNull = true;
    else if (K == "returned")
      A.Returned = true;
    if (isOneOf(K, {"byval", "sret", "byref", "inalloca", "preallocated", "elementtype"})) {
      if (!Tk.is(Tok::LParen)) {
        if (K == "byval" || K == "sret") error(Tk.Loc, "expected '('");
        continue;
      }
      next();
      const Type* T = parseType();
      if (K == "byval") A.ByVal = T;
      if (K == "sret") A.SRet = T;
      expect(Tok::RParen, "expected ')'");
      continue;
    }
    if (Tk.is(Tok::LParen)) skipBalanced(); // dereferenceable(N), range(i32 0, 10), nofpclass(...), ...
  }
}

void Parser::parseFnAttrs() {
  while (true) {
    if (Tk.is(Tok::AttrGrpID)) {
      next();
      continue;
    }
    if (Tk.is(Tok::StringConst)) {
      next();
      if (eat(Tok::Equal)) {
        if (!Tk.is(Tok::StringConst)) error(Tk.Loc, "expected string");
        next();
      }
      continue;
    }
    if (!Tk.is(Tok::Keyword)) return;
    std::string_view K = Tk.Text;
    if (reservedWords().count(K) || callingConvNames().count(K) || linkageNames().count(K)) return;
    next();
    if (Tk.is(Tok::LParen)) skipBalanced(); // memory(...), allocsize(...), uwtable(sync), ...
  }
}

// ---------------------------------------------------------------------------------------------------------
// Types

void Parser::parseTypeDefinition() {
  Token NameTok = Tk;
  SourceLoc L = Tk.Loc;
  bool Numbered = Tk.is(Tok::LocalVarID);
  std::string Name = Numbered ? std::string() : nameOf(Tk);
  next();
  expect(Tok::Equal, "expected '=' after name");
  expectKw("type", "expected 'type' after name");

  const Type* Existing = nullptr;
  if (Numbered) {
    if (DefinedTypeNumbers.count(NameTok.Num)) error(L, "redefinition of type");
    if (auto It = NumberedTypes.find(NameTok.Num); It != NumberedTypes.end()) Existing = It->second;
  } else {
    if (DefinedTypeNames.count(Name)) error(L, "redefinition of type");
    if (auto It = NamedTypes.find(Name); It != NamedTypes.end()) Existing = It->second;
  }

  bool IsStructBody =
      Tk.is(Tok::LBrace) || isKw("opaque") || (Tk.is(Tok::Less) && peekToken().is(Tok::LBrace));
  if (!IsStructBody) {
    // `%T = type i32`: LLVM lets a name stand for any type; only structs may be referred to before this.
    if (Existing) error(L, "non-struct types may not be recursive");
    const Type* T = parseType();
    if (Numbered) {
      if (NumberedTypes.count(NameTok.Num)) error(L, "non-struct types may not be recursive");
      NumberedTypes[NameTok.Num] = T;
      DefinedTypeNumbers.insert(NameTok.Num);
    } else {
      if (NamedTypes.count(Name)) error(L, "non-struct types may not be recursive");
      NamedTypes[Name] = T;
      DefinedTypeNames.insert(Name);
    }
    return;
  }

  Type* S = nullptr;
  if (Existing) {
    S = const_cast<Type*>(Existing); // forward references are always identified structs we created
  } else {
    if (Numbered && NameTok.Num > 0xffffffffu) error(L, "type number too large");
    S = Numbered ? TC->numberedStructTy(unsigned(NameTok.Num)) : TC->namedStructTy(Name);
    if (Numbered)
      NumberedTypes[NameTok.Num] = S;
    else
      NamedTypes[Name] = S;
  }
  if (Numbered)
    DefinedTypeNumbers.insert(NameTok.Num);
  else
    DefinedTypeNames.insert(Name);
  TypeFwd.erase(S);
  StructDefs.push_back({S, L});
  if (eatKw("opaque")) return;

  bool Packed = eat(Tok::Less);
  expect(Tok::LBrace, "expected '{'");
  std::vector<const Type*> Members;
  if (!Tk.is(Tok::RBrace)) {
    while (true) {
      SourceLoc EL = Tk.Loc;
      const Type* E = parseType();
      if (!isValidElementType(E)) error(EL, "invalid element type for struct");
      Members.push_back(E);
      if (!eat(Tok::Comma)) break;
    }
  }
  expect(Tok::RBrace, "expected '}' at end of struct");
  if (Packed) expect(Tok::Greater, "expected '>' in packed struct");
  TC->setStructBody(S, Members, Packed);
}

const Type* Parser::parseNamedTypeRef() {
  SourceLoc L = Tk.Loc;
  const Type* T = nullptr;
  if (Tk.is(Tok::LocalVarID)) {
    uint64_t N = Tk.Num;
    if (auto It = NumberedTypes.find(N); It != NumberedTypes.end()) {
      T = It->second;
    } else {
      if (N > 0xffffffffu) error(L, "type number too large");
      T = NumberedTypes[N] = TC->numberedStructTy(unsigned(N));
      TypeFwd.emplace(T, L);
    }
  } else {
    std::string Name = nameOf(Tk);
    if (auto It = NamedTypes.find(Name); It != NamedTypes.end()) {
      T = It->second;
    } else {
      T = NamedTypes[Name] = TC->namedStructTy(Name);
      TypeFwd.emplace(T, L);
    }
  }
  next();
  return T;
}

const Type* Parser::parseType(bool AllowVoid, const char* Msg) {
  SourceLoc L = Tk.Loc;
  DepthGuard G(*this, L);
  const Type* Ty = nullptr;
  switch (Tk.Kind) {
  case Tok::IntType:
    if (Tk.Num < 1 || Tk.Num > TypeContext::MaxIntBits) error(L, "bitwidth for integer type out of range");
    Ty = TC->intTy(unsigned(Tk.Num));
    next();
    break;
  case Tok::Keyword: {
    std::string_view K = Tk.Text;
    if (K == "void")
      Ty = TC->voidTy();
    else if (K == "half")
      Ty = TC->fpTy(TypeKind::Half);
    else if (K == "bfloat")
      Ty = TC->fpTy(TypeKind::BFloat);
    else if (K == "float")
      Ty = TC->fpTy(TypeKind::Float);
    else if (K == "double")
      Ty = TC->fpTy(TypeKind::Double);
    else if (K == "x86_fp80")
      Ty = TC->fpTy(TypeKind::X86FP80);
    else if (K == "fp128")
      Ty = TC->fpTy(TypeKind::FP128);
    else if (K == "ppc_fp128")
      Ty = TC->fpTy(TypeKind::PPCFP128);
    else if (K == "label")
      Ty = TC->labelTy();
    else if (K == "metadata")
      Ty = TC->metadataTy();
    else if (K == "token")
      Ty = TC->tokenTy();
    else if (K == "x86_mmx" || K == "x86_amx" || K == "target")
      unsupported(L, "type '" + std::string(K) + "' is not supported");
    else if (K != "ptr")
      error(L, Msg);
    next();
    if (K == "ptr") {
      unsigned AS = 0;
      parseOptionalAddrSpace(AS);
      Ty = TC->ptrTy(AS);
    }
    break;
  }
  case Tok::LBrace:
  case Tok::Less: {
    bool Packed = false;
    if (Tk.is(Tok::Less)) {
      next();
      if (!Tk.is(Tok::LBrace)) { // vector: <N x T>
        if (isKw("vscale")) unsupported(L, "scalable vector types are not supported");
        SourceLoc NL = Tk.Loc;
        uint64_t N = parseUInt("number in vector type");
        expectKw("x", "expected 'x' after element count");
        SourceLoc EL = Tk.Loc;
        const Type* E = parseType();
        expect(Tok::Greater, "expected end of sequential type");
        if (N == 0) error(NL, "zero element vector is illegal");
        if (N > 0xffffffffu) error(NL, "size too large for vector");
        if (!(E->isInteger() || E->isFloatingPoint() || E->isPointer()))
          error(EL, "invalid vector element type");
        Ty = TC->vectorTy(N, E);
        break;
      }
      Packed = true;
    }
    next(); // {
    std::vector<const Type*> Members;
    if (!Tk.is(Tok::RBrace)) {
      while (true) {
        SourceLoc EL = Tk.Loc;
        const Type* E = parseType();
        if (!isValidElementType(E)) error(EL, "invalid element type for struct");
        Members.push_back(E);
        if (!eat(Tok::Comma)) break;
      }
    }
    expect(Tok::RBrace, "expected '}' at end of struct");
    if (Packed) expect(Tok::Greater, "expected '>' in packed struct");
    Ty = TC->structTy(Members, Packed);
    break;
  }
  case Tok::LSquare: {
    next();
    uint64_t N = parseUInt("number in array type");
    expectKw("x", "expected 'x' after element count");
    SourceLoc EL = Tk.Loc;
    const Type* E = parseType();
    if (!isValidElementType(E)) error(EL, "invalid array element type");
    expect(Tok::RSquare, "expected end of sequential type");
    Ty = TC->arrayTy(N, E);
    break;
  }
  case Tok::LocalVar:
  case Tok::LocalVarID: Ty = parseNamedTypeRef(); break;
  default: error(L, Msg);
  }

  while (true) {
    if (Tk.is(Tok::Star) || (isKw("addrspace") && !Ty->isPointer()))
      error(Tk.Loc, "typed pointers ('" + Ty->str() +
                        "*') are not supported; this is pre-LLVM-15 IR: use the opaque pointer type 'ptr'");
    if (!Tk.is(Tok::LParen)) break;
    Ty = parseFunctionTypeSuffix(Ty);
  }
  if (!AllowVoid && Ty->isVoid()) error(L, "void type only allowed for function results");
  return Ty;
}

const Type* Parser::parseFunctionTypeSuffix(const Type* Ret) {
  SourceLoc L = Tk.Loc;
  DepthGuard G(*this, L);
  if (Ret->isLabel() || Ret->kind() == TypeKind::Metadata || Ret->isFunction())
    error(L, "invalid function return type");
  next(); // (
  std::vector<const Type*> Params;
  bool VarArg = false;
  if (!Tk.is(Tok::RParen)) {
    while (true) {
      if (eat(Tok::DotDotDot)) {
        VarArg = true;
        break;
      }
      SourceLoc PL = Tk.Loc;
      const Type* P = parseType();
      if (P->isLabel() || P->isFunction()) error(PL, "invalid type for function argument");
      if (Tk.is(Tok::Keyword) || Tk.is(Tok::StringConst))
        error(Tk.Loc, "argument attributes invalid in function type");
      if (Tk.is(Tok::LocalVar) || Tk.is(Tok::LocalVarID))
        error(Tk.Loc, "argument name invalid in function type");
      Params.push_back(P);
      if (!eat(Tok::Comma)) break;
    }
  }
  expect(Tok::RParen, "expected ')' at end of argument list");
  return TC->functionTy(Ret, Params, VarArg);
}

// ---------------------------------------------------------------------------------------------------------
// Globals and functions

Constant* Parser::getGlobal(const Token& T, const Type* Ty) {
  if (!Ty->isPointer()) error(T.Loc, "global variable reference must have pointer type");
  Constant* Found = nullptr;
  std::string Name;
  if (T.is(Tok::GlobalVarID)) {
    if (T.Num < GlobalNumbers.size())
      Found = GlobalNumbers[T.Num];
    else if (auto It = SparseGlobalNumbers.find(T.Num); It != SparseGlobalNumbers.end())
      Found = It->second;
    if (!Found)
      if (auto It = FwdGlobalNumbers.find(T.Num); It != FwdGlobalNumbers.end()) Found = It->second.PH.get();
  } else {
    Name = nameOf(T);
    if (auto It = Globals.find(Name); It != Globals.end())
      Found = It->second;
    else if (auto F = FwdGlobals.find(Name); F != FwdGlobals.end())
      Found = F->second.PH.get();
  }
  if (Found) {
    if (Found->type() != Ty)
      error(T.Loc, "'" + std::string(T.Text) + "' defined with type '" + Found->type()->str() +
                       "' but expected '" + Ty->str() + "'");
    return Found;
  }
  auto PH = std::make_unique<GlobalVariable>(Ty, Ty);
  Constant* R = PH.get();
  if (T.is(Tok::GlobalVarID))
    FwdGlobalNumbers[T.Num] = GlobalFwd{std::move(PH), T.Loc};
  else
    FwdGlobals[Name] = GlobalFwd{std::move(PH), T.Loc};
  return R;
}

void Parser::defineGlobal(const Token& NameTok, Constant* G, SourceLoc L, const char* Kind) {
  GlobalFwd Fwd;
  bool HadFwd = false;
  if (NameTok.is(Tok::GlobalVarID)) {
    uint64_t N = NameTok.Num;
    if (N < NextGlobalNumber)
      error(L, std::string(Kind) + " expected to be numbered '@" + std::to_string(NextGlobalNumber) +
                   "' or greater");
    if (N >= (uint64_t(1) << 32)) error(L, "global number too large");
    NextGlobalNumber = N + 1;
    // As for local numbers: the vector grows only in proportion to the globals defined.
    if (N < GlobalNumbers.size() || N < 2 * GlobalNumbersDefined + 1024) {
      if (GlobalNumbers.size() <= N) GlobalNumbers.resize(N + 1, nullptr);
      GlobalNumbers[N] = G;
    } else {
      SparseGlobalNumbers[N] = G;
    }
    ++GlobalNumbersDefined;
    if (auto It = FwdGlobalNumbers.find(N); It != FwdGlobalNumbers.end()) {
      Fwd = std::move(It->second);
      FwdGlobalNumbers.erase(It);
      HadFwd = true;
    }
  } else {
    std::string Name = nameOf(NameTok);
    if (Globals.count(Name)) {
      if (G->kind() == ValueKind::Function) error(L, "invalid redefinition of function '" + Name + "'");
      error(L, "redefinition of global '@" + llvmNameString(Name) + "'");
    }
    G->setName(Name);
    Globals[Name] = G;
    if (auto It = FwdGlobals.find(Name); It != FwdGlobals.end()) {
      Fwd = std::move(It->second);
      FwdGlobals.erase(It);
      HadFwd = true;
    }
  }
  if (HadFwd) {
    if (Fwd.PH->type() != G->type())
      error(L, std::string("forward reference and definition of ") + Kind +
                   " have different types: used as '" + Fwd.PH->type()->str() + "', defined as '" +
                   G->type()->str() + "'");
    GlobalRepl[Fwd.PH.get()] = G;
    DeadPlaceholders.push_back(std::move(Fwd.PH));
  }
}

void Parser::parseGlobalOrAlias() {
  Token NameTok = Tk;
  SourceLoc L = Tk.Loc;
  if (NameTok.is(Tok::GlobalVar)) (void)nameOf(NameTok); // rejects NUL in quoted names early
  next();
  expect(Tok::Equal, "expected '=' in global variable");
  std::string Linkage;
  bool ThreadLocal = false;
  unsigned AS = 0;
  while (true) {
    skipLinkageEtc(&Linkage, &ThreadLocal);
    if (!isKw("addrspace")) break;
    parseOptionalAddrSpace(AS);
  }
  if (isKw("alias") || isKw("ifunc"))
    unsupported(L, std::string("global ") + (isKw("alias") ? "aliases" : "ifuncs") + " are not supported");
  bool IsConst;
  if (eatKw("global"))
    IsConst = false;
  else if (eatKw("constant"))
    IsConst = true;
  else
    error(Tk.Loc, "expected 'global' or 'constant'");
  SourceLoc TL = Tk.Loc;
  const Type* VT = parseType();
  if (VT->isLabel() || VT->isFunction() || VT->kind() == TypeKind::Metadata || VT->kind() == TypeKind::Token)
    error(TL, "invalid type for global variable");

  auto GV = std::make_unique<GlobalVariable>(TC->ptrTy(AS), VT);
  GV->IsConstant = IsConst;
  GV->ThreadLocal = ThreadLocal;
  GV->Loc = L;
  bool IsDecl = Linkage == "external" || Linkage == "extern_weak";
  GV->Linkage = Linkage == "external" ? "" : Linkage;
  // The initializer may refer to this very global (`@p = global ptr @p`), so define the name first.
  GlobalVariable* G = GV.get();
  M->Globals.push_back(std::move(GV));
  defineGlobal(NameTok, G, L, "global");
  if (!IsDecl) G->Initializer = parseConstant(VT);

  while (eat(Tok::Comma)) {
    if (isKw("section") || isKw("partition") || isKw("code_model")) {
      bool IsSection = isKw("section");
      next();
      if (!Tk.is(Tok::StringConst)) error(Tk.Loc, "expected string");
      if (IsSection) G->Section = stringOf(Tk);
      next();
    } else if (isKw("align")) {
      next();
      G->Align = parseAlignValue();
    } else if (isKw("comdat")) {
      skipComdat();
    } else if (isKw("no_sanitize_address") || isKw("no_sanitize_hwaddress") || isKw("sanitize_memtag") ||
               isKw("sanitize_address_dyninit")) {
      next();
    } else if (Tk.is(Tok::MetadataVar)) {
      next();
      skipMetadataValue();
    } else {
      error(Tk.Loc, "expected global variable option");
    }
  }
  parseFnAttrs(); // global attributes (#N, "key"="value")
}

void Parser::parseFunction(bool IsDefine) {
  SourceLoc L = Tk.Loc;
  next();                    // define / declare
  skipMetadataAttachments(); // `declare !dbg !5 ...`
  std::string Linkage;
  skipLinkageEtc(&Linkage, nullptr);
  std::string CC;
  parseOptionalCallingConv(CC);
  ParamAttrs RetAttrs;
  parseParamAttrs(RetAttrs, true);
  SourceLoc RetLoc = Tk.Loc;
  const Type* Ret = parseType(true);
  if (Ret->isLabel() || Ret->kind() == TypeKind::Metadata || Ret->isFunction())
    error(RetLoc, "invalid function return type");
  if (!Tk.is(Tok::GlobalVar) && !Tk.is(Tok::GlobalVarID)) error(Tk.Loc, "expected function name");
  Token NameTok = Tk;
  SourceLoc NameLoc = Tk.Loc;
  std::string Name = Tk.is(Tok::GlobalVar) ? nameOf(Tk) : std::string();
  next();
  expect(Tok::LParen, "expected '(' in function argument list");

  struct ArgInfo {
    const Type* Ty;
    ParamAttrs Attrs;
    Token NameTok;
    bool HasName;
  };
  std::vector<ArgInfo> Args;
  bool VarArg = false;
  if (!Tk.is(Tok::RParen)) {
    while (true) {
      if (eat(Tok::DotDotDot)) {
        VarArg = true;
        break;
      }
      SourceLoc PL = Tk.Loc;
      const Type* P = parseType();
      if (P->isLabel() || P->isFunction()) error(PL, "invalid type for function argument");
      ArgInfo A{P, {}, {}, false};
      parseParamAttrs(A.Attrs, false);
      if (Tk.is(Tok::LocalVar) || Tk.is(Tok::LocalVarID)) {
        A.NameTok = Tk;
        A.HasName = true;
        next();
      }
      Args.push_back(A);
      if (!eat(Tok::Comma)) break;
    }
  }
  expect(Tok::RParen, "expected ')' at end of argument list");

  unsigned AS = M->Layout.programAddrSpace();
  while (true) {
    if (eatKw("unnamed_addr") || eatKw("local_unnamed_addr")) continue;
    if (isKw("addrspace")) {
      parseOptionalAddrSpace(AS);
      continue;
    }
    break;
  }
  parseFnAttrs();
  while (true) {
    if (isKw("section") || isKw("partition") || isKw("gc")) {
      next();
      if (!Tk.is(Tok::StringConst)) error(Tk.Loc, "expected string");
      next();
    } else if (isKw("comdat")) {
      skipComdat();
    } else if (isKw("align")) {
      next();
      parseAlignValue();
    } else if (isKw("prefix") || isKw("prologue") || isKw("personality")) {
      next();
      parseTypeAndConstant();
    } else if (Tk.is(Tok::MetadataVar)) {
      next();
      skipMetadataValue();
    } else {
      break;
    }
  }

  std::vector<const Type*> PTys;
  for (const ArgInfo& A : Args) PTys.push_back(A.Ty);
  const Type* FnTy = TC->functionTy(Ret, PTys, VarArg);
  auto FP = std::make_unique<Function>(TC->ptrTy(AS), FnTy);
  Function* F = FP.get();
  F->Linkage = Linkage == "external" ? "" : Linkage;
  F->CallingConv = CC;
  F->RetAttrs = RetAttrs;
  F->Loc = L;
  if (!Name.empty() && Name.compare(0, 5, "llvm.") == 0) {
    if (IsDefine) error(NameLoc, "llvm intrinsics cannot be defined");
    F->Intrinsic = lookupIntrinsic(Name);
  }
  M->Functions.push_back(std::move(FP));
  defineGlobal(NameTok, F, NameLoc, "function");

  FunctionState PFS;
  PFS.F = F;
  for (size_t I = 0; I < Args.size(); ++I) {
    auto A = std::make_unique<Argument>(Args[I].Ty, F, unsigned(I));
    A->Attrs = Args[I].Attrs;
    A->setLocalNumber(F->NumLocalValues++); // local numbers are given in layout order as the body is read
    Argument* AP = A.get();
    F->Args.push_back(std::move(A));
    const Token& AT = Args[I].NameTok;
    if (!Args[I].HasName) {
      defineLocal(PFS, nullptr, AP, L, "argument");
    } else if (AT.is(Tok::LocalVarID)) {
      defineLocal(PFS, &AT, AP, AT.Loc, "argument");
    } else {
      std::string AN = nameOf(AT);
      if (PFS.Names.contains(AN)) error(AT.Loc, "redefinition of argument '%" + llvmNameString(AN) + "'");
      defineLocal(PFS, &AT, AP, AT.Loc, "argument");
    }
  }

  if (!IsDefine) {
    if (Tk.is(Tok::LBrace)) error(Tk.Loc, "expected top-level entity");
    return;
  }
  if (!Tk.is(Tok::LBrace)) error(Tk.Loc, "expected '{' in function body");
  parseFunctionBody(F, PFS);
}

// ---------------------------------------------------------------------------------------------------------
// End of module

void Parser::finishModule() {
  // Intrinsics that were only called: declared with the type of their first call, as LLVM 19 does.
  for (const auto& [Name, TyLoc] : ImplicitIntrinsics) {
    if (!FwdGlobals.count(Name)) continue; // declared later in the file
    auto FP = std::make_unique<Function>(TC->ptrTy(M->Layout.programAddrSpace()), TyLoc.first);
    Function* F = FP.get();
    F->Loc = TyLoc.second;
    F->Intrinsic = lookupIntrinsic(Name);
    M->Functions.push_back(std::move(FP));
    Token NameTok;
    NameTok.Kind = Tok::GlobalVar;
    NameTok.Str = Name;
    NameTok.Loc = TyLoc.second;
    defineGlobal(NameTok, F, TyLoc.second, "function");
  }
  // Undefined globals and types: report the first use in the file.
  {
    const GlobalFwd* First = nullptr;
    std::string Name;
    auto Consider = [&](const GlobalFwd& F, std::string N) {
      if (!First || F.Loc.Line < First->Loc.Line ||
          (F.Loc.Line == First->Loc.Line && F.Loc.Col < First->Loc.Col)) {
        First = &F;
        Name = std::move(N);
      }
    };
    for (const auto& [N, F] : FwdGlobals) Consider(F, "@" + llvmNameString(N));
    for (const auto& [N, F] : FwdGlobalNumbers) Consider(F, "@" + std::to_string(N));
    if (First) error(First->Loc, "use of undefined value '" + Name + "'");
  }
  if (!TypeFwd.empty()) {
    auto It = std::min_element(TypeFwd.begin(), TypeFwd.end(), [](const auto& A, const auto& B) {
      return A.second.Line < B.second.Line || (A.second.Line == B.second.Line && A.second.Col < B.second.Col);
    });
    const Type* T = It->first;
    if (T->isNumberedStruct()) error(It->second, "use of undefined type '%" + T->structName() + "'");
    error(It->second, "use of undefined type named '" + T->structName() + "'");
  }

  if (!GlobalRepl.empty()) {
    auto Fix = [&](Value*& V) {
      if (auto It = GlobalRepl.find(V); It != GlobalRepl.end()) V = It->second;
    };
    for (auto& F : M->Functions)
      for (auto& BB : F->Blocks)
        for (auto& I : BB->instructions()) {
          for (Value*& Op : I->Ops) Fix(Op);
          if (I->Callee) Fix(I->Callee);
        }
    M->replaceConstantOperands(GlobalRepl);
  }
  DeadPlaceholders.clear();

  // Identified structs may nest through each other without limit in the text; the layout code recurses
  // over that nesting, so bound it here (an explicit stack: the check itself must not recurse).
  {
    std::unordered_map<const Type*, unsigned> DepthOf; // 0 = on the stack (a cycle: unsized, no deeper)
    for (const auto& [Root, Loc] : StructDefs) {
      if (DepthOf.count(Root)) continue;
      struct Frame {
        const Type* T;
        size_t Next;
        unsigned Max;
      };
      std::vector<Frame> Stack{{Root, 0, 0}};
      DepthOf[Root] = 0;
      while (!Stack.empty()) {
        Frame& Fr = Stack.back();
        const Type* T = Fr.T;
        size_t NumChildren = T->isStruct() ? T->members().size() : (T->isArray() || T->isVector()) ? 1 : 0;
        if (Fr.Next < NumChildren) {
          const Type* C = T->isStruct() ? T->members()[Fr.Next] : T->elementType();
          ++Fr.Next;
          if (auto It = DepthOf.find(C); It != DepthOf.end()) {
            Fr.Max = std::max(Fr.Max, It->second);
            continue;
          }
          if (C->isStruct() || C->isArray() || C->isVector()) {
            DepthOf[C] = 0;
            Stack.push_back({C, 0, 0});
          }
          continue;
        }
        unsigned D = Fr.Max + 1;
        if (D > MaxDepth) error(Loc, "nesting too deep");
        DepthOf[T] = D;
        Stack.pop_back();
        if (!Stack.empty()) Stack.back().Max = std::max(Stack.back().Max, D);
      }
    }
  }
  for (const SizedCheck& C : SizedChecks)
    if (!M->Layout.isSized(C.Ty)) error(C.Loc, C.Msg);
  M->numberUnnamedGlobals();
}

} // namespace detail

// ---------------------------------------------------------------------------------------------------------
std::unique_ptr<Module> parseModule(std::string_view Text, const std::string& FileName) {
  detail::Parser P(Text, FileName);
  return P.run();
}

std::unique_ptr<Module> parseModuleFile(const std::string& Path) {
  std::string Data;
  std::string Shown = Path == "-" ? "<stdin>" : Path;
  if (Path == "-") {
    std::ostringstream SS;
    SS << std::cin.rdbuf();
    Data = SS.str();
  } else {
    std::ifstream In(Path, std::ios::binary);
    if (!In) throw InputError(Path, {}, "cannot open file");
    std::ostringstream SS;
    SS << In.rdbuf();
    if (In.bad()) throw InputError(Path, {}, "cannot read file");
    Data = SS.str();
  }
  return parseModule(Data, Shown);
}

} // namespace dt::ir
