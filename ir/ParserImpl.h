// ir/ParserImpl.h — the recursive-descent .ll parser shared by ir/Parser*.cpp and ir/Parse*.cpp.
//
// Duty: internal to the reader (include only from the reader's .cpp files). Parser.cpp holds the module
// level, types and metadata skipping; ParseValues.cpp values, constants and shared type rules;
// ParseInstructions.cpp function bodies and instructions.
// Invariants:
//  - one token of lookahead (Tk); the lexer is copied for the rare second look ahead;
//  - forward references get placeholders: local ones are resolved when their function ends, global ones
//    when the module ends; a placeholder never survives a successful parse;
//  - every recursion over types, constants or metadata goes through DepthGuard (limit MaxDepth);
//  - sizedness is checked as LLVM checks it: for alloca, load and getelementptr with the types defined so
//    far (isSizedNow), for store when the module ends (as LLVM's verifier does);
//  - memory stays linear in the input size (see the budgets below).
#pragma once

#include "ir/IR.h"
#include "ir/Lexer.h"
#include "support/Diagnostics.h"

#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace dt::ir::detail {

constexpr unsigned MaxDepth = 1000;

struct StringHash {
  using is_transparent = void;
  size_t operator()(std::string_view S) const { return std::hash<std::string_view>()(S); }
};

/// A use of a not-yet-defined local value: its placeholder and the first use (for the error message).
struct LocalFwd {
  Value* PH;
  SourceLoc Loc;
};

/// A defined local value as the symbol tables hand it out: the value and its type. The type travels with
/// the entry so that resolving an operand (which checks the type) never has to read the value itself: in a
/// big function the values are spread over far more memory than the tables.
struct LocalEntry {
  Value* V = nullptr;
  const Type* Ty = nullptr;
};

/// The defined named values and blocks of one function, by name. An open-addressing table (linear probing,
/// at most 3/4 full) of 8-byte slots: 32 bits of the name's hash (which also pick the home slot) and the
/// position of a record in a compact side store that holds the value, its type and the name's bytes, in
/// definition order (chunks that never move). A probe compares hashes in the table and reads one record
/// when they match; nothing is allocated per name.
class LocalNameTable {
public:
  static uint64_t hash(std::string_view Name) { return std::hash<std::string_view>()(Name); }
  LocalEntry find(std::string_view Name) const { return find(Name, hash(Name)); }
  LocalEntry find(std::string_view Name, uint64_t H) const {
    if (Slots.empty()) return {};
    const uint32_t Hash = fold(H);
    const size_t Mask = Slots.size() - 1;
    for (size_t I = Hash & Mask;; I = (I + 1) & Mask) {
      const Slot& S = Slots[I];
      if (!S.Record) return {};
      if (S.Hash == Hash && nameAt(S.Record) == Name) return entryAt(S.Record);
    }
  }
  bool contains(std::string_view Name) const { return find(Name).V != nullptr; }
  /// Adds V under Name (whose hash is H); the name must not be in the table yet.
  void insert(std::string_view Name, uint64_t H, Value* V) {
    if ((Count + 1) * 4 > Slots.size() * 3) grow();
    place({fold(H), addRecord(Name, V)});
    ++Count;
  }

private:
  struct Slot {
    uint32_t Hash = 0;
    uint32_t Record = 0; // record position (chunk << ChunkBits | word offset); 0 marks an empty slot
  };
  // A record: [Value*][const Type*][name length][name bytes, padded to whole words], in chunks that
  // double from 64 words up to 2^ChunkBits words (a longer record gets a chunk of its own); word 0 of
  // chunk 0 is unused. A position is (chunk number << ChunkBits | word offset).
  static constexpr unsigned ChunkBits = 13;
  std::vector<std::unique_ptr<uint64_t[]>> Chunks;
  size_t ChunkUsed = 0; // words used in the last chunk
  size_t ChunkCap = 0;  // words in the last chunk
  std::vector<Slot> Slots;                   // size 0 or a power of two
  size_t Count = 0;
  const uint64_t* record(uint32_t R) const {
    return Chunks[R >> ChunkBits].get() + (R & ((uint32_t(1) << ChunkBits) - 1));
  }

  static uint32_t fold(uint64_t H) { return uint32_t(H ^ (H >> 32)); }
  uint32_t addRecord(std::string_view Name, Value* V);
  LocalEntry entryAt(uint32_t R) const {
    const uint64_t* W = record(R);
    return {reinterpret_cast<Value*>(W[0]), reinterpret_cast<const Type*>(W[1])};
  }
  std::string_view nameAt(uint32_t R) const {
    const uint64_t* W = record(R);
    return {reinterpret_cast<const char*>(W + 3), size_t(W[2])};
  }
  void place(Slot E) {
    const size_t Mask = Slots.size() - 1;
    size_t I = E.Hash & Mask;
    while (Slots[I].Record) I = (I + 1) & Mask;
    Slots[I] = E;
  }
  void grow() {
    std::vector<Slot> Old(Slots.empty() ? 16 : Slots.size() * 2);
    Old.swap(Slots);
    for (const Slot& E : Old)
      if (E.Record) place(E);
  }
};

/// Names, numbers and forward references of the function being parsed.
struct FunctionState {
  Function* F = nullptr;
  LocalNameTable Names;                               // defined named values and blocks
  std::vector<LocalEntry> Numbers;                    // defined numbered values; gaps are null
  std::unordered_map<uint64_t, Value*> SparseNumbers; // numbers far beyond the dense range
  uint64_t NumbersDefined = 0;
  std::unordered_map<std::string, LocalFwd, StringHash, std::equal_to<>> FwdNames;
  std::map<uint64_t, LocalFwd> FwdNumbers;
  uint64_t NextNumber = 0;
  std::vector<std::unique_ptr<Value>> Placeholders;                     // non-block placeholders
  std::unordered_map<BasicBlock*, std::unique_ptr<BasicBlock>> Pending; // referenced, not yet defined
  std::unordered_map<const Value*, Value*> Repl;                        // placeholder -> definition
};

struct GlobalFwd {
  std::unique_ptr<GlobalVariable> PH;
  SourceLoc Loc;
};

class Parser {
public:
  Parser(std::string_view Text, const std::string& FileName);
  std::unique_ptr<Module> run();

  // ---- tokens ------------------------------------------------------------------------------------------
  Lexer Lex;
  Token Tk;
  std::string File;
  void next() { Tk = Lex.lex(); }
  bool isKw(std::string_view K) const { return Tk.isKeyword(K); }
  bool eatKw(std::string_view K) {
    if (!isKw(K)) return false;
    next();
    return true;
  }
  bool eat(Tok K) {
    if (!Tk.is(K)) return false;
    next();
    return true;
  }
  void expect(Tok K, const std::string& Msg) {
    if (!Tk.is(K)) error(Tk.Loc, Msg);
    next();
  }
  void expectKw(std::string_view K, const std::string& Msg) {
    if (!isKw(K)) error(Tk.Loc, Msg);
    next();
  }
  /// The token after the current one (lexes ahead on a copy of the lexer).
  Token peekToken() const {
    Lexer Copy = Lex;
    return Copy.lex();
  }
  [[noreturn]] void error(SourceLoc L, const std::string& Msg) const { throw InputError(File, L, Msg); }
  [[noreturn]] void unsupported(SourceLoc L, const std::string& Msg) const {
    throw UnsupportedError(File, L, Msg);
  }
  /// The name a LocalVar/GlobalVar/LabelStr token denotes (quoted names unescaped; NUL rejected).
  std::string nameOf(const Token& T) const;
  /// The unescaped contents of a StringConst token.
  std::string stringOf(const Token& T) const { return unescapeLLVM(T.Str); }
  uint64_t parseUInt(const std::string& What); // a non-negative Integer token
  unsigned parseUInt32(const std::string& What);

  unsigned Depth = 0;
  struct DepthGuard {
    Parser& P;
    DepthGuard(Parser& P, SourceLoc L) : P(P) {
      if (++P.Depth > MaxDepth) P.error(L, "nesting too deep");
    }
    ~DepthGuard() { --P.Depth; }
    DepthGuard(const DepthGuard&) = delete;
    DepthGuard& operator=(const DepthGuard&) = delete;
  };

  // ---- module state ------------------------------------------------------------------------------------
  std::unique_ptr<Module> M;
  TypeContext* TC = nullptr;
  // Named types (%T = type ...): the definition, which is a struct or (as LLVM allows) any other type.
  std::unordered_map<std::string, const Type*> NamedTypes;
  std::map<uint64_t, const Type*> NumberedTypes;
  std::unordered_map<const Type*, SourceLoc> TypeFwd; // identified structs used but not yet defined
  std::unordered_set<std::string> DefinedTypeNames;
  std::unordered_set<uint64_t> DefinedTypeNumbers;
  std::vector<std::pair<const Type*, SourceLoc>> StructDefs; // definition order, for the depth check

  std::unordered_map<std::string, Constant*> Globals; // defined functions and variables by name
  std::vector<Constant*> GlobalNumbers;
  std::unordered_map<uint64_t, Constant*> SparseGlobalNumbers;
  uint64_t GlobalNumbersDefined = 0;
  uint64_t NextGlobalNumber = 0;
  std::unordered_map<std::string, GlobalFwd> FwdGlobals;
  /// Intrinsics called without a `declare` (LLVM 19 accepts them): the first call's function type, declared
  /// implicitly at the end of the module.
  std::map<std::string, std::pair<const Type*, SourceLoc>> ImplicitIntrinsics;
  std::map<uint64_t, GlobalFwd> FwdGlobalNumbers;
  std::vector<std::unique_ptr<GlobalVariable>> DeadPlaceholders; // resolved, kept until patched
  std::unordered_map<const Value*, Constant*> GlobalRepl;

  // Budgets that keep memory linear in the input: a few bytes of text can ask for a 1 MB integer constant
  // (i8388608) or a splat of 65536 elements; past these totals the module is reported as unsupported.
  uint64_t WideConstantWords = 0; // 64-bit words of integer constants wider than 64 bits
  uint64_t ExpandedElements = 0;  // elements materialized for splat constants
  void chargeWideConstant(unsigned Bits, SourceLoc L) {
    if (Bits <= 64) return;
    WideConstantWords += (Bits + 63) / 64;
    if (WideConstantWords > (uint64_t(1) << 25))
      unsupported(L, "integer constants wider than 64 bits need more than 256 MB in total");
  }
  void chargeExpansion(uint64_t N, SourceLoc L) {
    ExpandedElements += N;
    if (ExpandedElements > (uint64_t(1) << 24))
      unsupported(L, "splat constants expand to more than 16M elements in total");
  }

  struct SizedCheck {
    const Type* Ty;
    SourceLoc Loc;
    const char* Msg;
  };
  std::vector<SizedCheck> SizedChecks;

  // ---- module level (Parser.cpp) -----------------------------------------------------------------------
  void parseTopLevel();
  void parseTarget();
  void parseTypeDefinition();
  void parseGlobalOrAlias();
  void parseFunction(bool IsDefine);
  void parseFunctionBody(Function* F, FunctionState& PFS);
  void parseComdatDef();
  void parseNamedMetadata();
  void parseStandaloneMetadata();
  void parseAttributeGroup();
  void finishModule();
  void defineGlobal(const Token& NameTok, Constant* G, SourceLoc L, const char* Kind);
  Constant* getGlobal(const Token& T, const Type* Ty);
  void skipLinkageEtc(std::string* Linkage, bool* ThreadLocal);
  bool parseOptionalCallingConv(std::string& CC);
  void parseOptionalAddrSpace(unsigned& AS);
  unsigned parseAlignValue(); // after the `align` keyword
  void parseParamAttrs(ParamAttrs& A, bool IsReturn);
  void parseFnAttrs(); // attributes after a function's or call's argument list
  void skipBalanced(); // the current token opens ( [ { or <; skips through its match
  void skipComdat();

  // ---- types (Parser.cpp) ------------------------------------------------------------------------------
  const Type* parseType(bool AllowVoid = false, const char* Msg = "expected type");
  const Type* parseNamedTypeRef();
  const Type* parseFunctionTypeSuffix(const Type* Ret);
  bool isValidElementType(const Type* T) const {
    return !(T->isVoid() || T->isLabel() || T->isFunction() || T->kind() == TypeKind::Metadata ||
             T->kind() == TypeKind::Token);
  }
  /// Sizedness as far as the file has defined types so far — what LLVM checks while parsing alloca, load
  /// and getelementptr. Iterative (named structs may nest arbitrarily deep before the module-end depth
  /// check) and memoized for positive answers, which can never be revoked.
  bool isSizedNow(const Type* T);
  std::unordered_set<const Type*> KnownSized;
  void checkSizedNow(const Type* T, SourceLoc L, const char* Msg) {
    if (!isSizedNow(T)) error(L, Msg);
  }
  /// A sizedness check made when the module is complete (what LLVM's verifier checks).
  void requireSized(const Type* T, SourceLoc L, const char* Msg) { SizedChecks.push_back({T, L, Msg}); }

  // ---- values, constants and shared type rules (ParseValues.cpp) --------------------------------------
  Value* parseValue(const Type* Ty, FunctionState* PFS);
  Value* parseTypeAndValue(FunctionState* PFS, const Type** TyOut = nullptr, SourceLoc* LocOut = nullptr);
  Constant* parseConstant(const Type* Ty) { return static_cast<Constant*>(parseValue(Ty, nullptr)); }
  Constant* parseTypeAndConstant();
  Constant* parseIntLiteral(const Type* Ty);
  Constant* parseFPLiteral(const Type* Ty);
  Constant* parseConstantExpr(const Type* Ty);
  Constant* parseConstantGEP(SourceLoc L);
  Constant* checkConstType(Constant* C, const Type* Ty, SourceLoc L);
  Value* parseMetadataOperand();  // after a `metadata` type: skips the metadata, yields an undef placeholder
  void skipMetadataValue();       // !N, !{...}, !"...", !DIFoo(...), or `T value` (ValueAsMetadata)
  void skipMetadataAttachments(); // `!kind !N` pairs (no leading comma)
  /// After an instruction: `, !kind !N` pairs. Returns when the token after ',' is not metadata.
  void parseInstMetadata();

  // shared type checks
  const Type* gepResultType(const Type* SrcElem, const std::vector<Value*>& Ops, SourceLoc L);
  static bool castValid(Opcode Op, const Type* Src, const Type* Dst);
  const Type* cmpResultType(const Type* OpTy);

  // ---- function bodies (ParseInstructions.cpp) ----------------------------------------------------------
  Value* getLocal(FunctionState& PFS, const Token& T, const Type* Ty);
  BasicBlock* getBlock(FunctionState& PFS, const Token& T);
  BasicBlock* defineBlock(FunctionState& PFS, const Token* Label, SourceLoc L);
  void defineLocal(FunctionState& PFS, const Token* NameTok, Value* V, SourceLoc L, const char* What);
  void finishFunction(FunctionState& PFS);
  void parseBasicBlock(FunctionState& PFS);
  LocalEntry lookupNumber(FunctionState& PFS, uint64_t N);
  void setNumber(FunctionState& PFS, uint64_t N, Value* V);
  LocalFwd* findFwd(FunctionState& PFS, const Token* NameTok, uint64_t N, std::string* NameOut);
  void eraseFwd(FunctionState& PFS, const Token* NameTok, uint64_t N, const std::string& Name);
  std::unique_ptr<Instruction> parseInstruction(FunctionState& PFS, SourceLoc InstLoc);
  BasicBlock* parseLabelOperand(FunctionState& PFS);
  uint16_t parseWrapFlags(bool AllowNUW, bool AllowNSW, bool AllowExact, bool AllowDisjoint, bool AllowNNeg);
  uint16_t parseFastMathFlags();
  void parseOptionalAlignAndMetadata(unsigned& Align, unsigned* AddrSpace = nullptr);
  void parseIndexList(std::vector<unsigned>& Indices);
  std::unique_ptr<Instruction> parseCall(FunctionState& PFS, SourceLoc InstLoc, bool Tail);
  std::unique_ptr<Instruction> parseBinary(FunctionState& PFS, Opcode Op);
  std::unique_ptr<Instruction> parseCast(FunctionState& PFS, Opcode Op);
  std::unique_ptr<Instruction> parseCompare(FunctionState& PFS, Opcode Op);
  std::unique_ptr<Instruction> parseGEP(FunctionState& PFS);
  std::unique_ptr<Instruction> parseAlloca(FunctionState& PFS);
  std::unique_ptr<Instruction> parseLoad(FunctionState& PFS);
  std::unique_ptr<Instruction> parseStore(FunctionState& PFS);
  std::unique_ptr<Instruction> parsePhi(FunctionState& PFS);
  std::unique_ptr<Instruction> parseSwitch(FunctionState& PFS);
  std::unique_ptr<Instruction> parseShuffle(FunctionState& PFS);
};

/// Walks `Indices` into aggregate type T (extractvalue / insertvalue); null when an index is out of range.
const Type* indexedAggregateType(const Type* T, const std::vector<unsigned>& Indices);

} // namespace dt::ir::detail
