// ir/ParseInstructions.cpp — function bodies: blocks, local names and numbers, instructions.
//
// Duty: parse a `define` body into blocks of instructions with LLVM 19's syntax and checks. Invariants:
//  - numbering follows LLVM 19: unnamed arguments, unlabelled blocks and unnamed non-void instructions take
//    the next number; an explicit %N / N: must be at least the next number (gaps are allowed);
//  - a use before the definition gets a placeholder of the expected type (a pending BasicBlock for labels);
//    the definition must have that type, and finishFunction rewrites every use;
//  - a block ends at its terminator; what follows starts a new (possibly unlabelled) block, as in LLVM.
#include "ir/ParserImpl.h"

#include <algorithm>
#include <cstring>
#include <unordered_set>

namespace dt::ir::detail {

namespace {
/// Stands for a local value used before its definition; never outlives its function's parse.
struct LocalPlaceholder final : Value {
  explicit LocalPlaceholder(const Type* T) : Value(ValueKind::Argument, T) {}
};

const std::unordered_map<std::string_view, Opcode>& opcodeTable() {
  static const std::unordered_map<std::string_view, Opcode> T = {
#define X(Name, Text) {Text, Opcode::Name},
      DT_IR_OPCODES(X)
#undef X
  };
  return T;
}

bool lessLoc(SourceLoc A, SourceLoc B) {
  return A.Line < B.Line || (A.Line == B.Line && A.Col < B.Col);
}
} // namespace

// ---------------------------------------------------------------------------------------------------------
// Local symbol table

uint32_t LocalNameTable::addRecord(std::string_view Name, Value* V) {
  const size_t MaxChunk = size_t(1) << ChunkBits;
  const size_t Words = 3 + (Name.size() + 7) / 8;
  if (ChunkUsed + Words > ChunkCap) {
    // A new chunk, twice the last one up to MaxChunk words (small functions stay small); a record too big
    // for that gets a chunk of its own size. Chunk numbers must fit the 32-bit position beside the offset,
    // and position 0 (chunk 0, word 0) marks empty slots.
    if (Chunks.size() >= (size_t(1) << (32 - ChunkBits)))
      throw UnsupportedError("", {}, "a function with more local value names than dagtool supports");
    size_t First = Chunks.empty() ? 1 : 0;
    size_t Cap = std::max(First + Words, std::min(MaxChunk, std::max<size_t>(64, ChunkCap * 2)));
    Chunks.push_back(std::unique_ptr<uint64_t[]>(new uint64_t[Cap]));
    ChunkUsed = First;
    ChunkCap = std::min(Cap, MaxChunk); // an oversized record fills its chunk
  }
  uint64_t* W = Chunks.back().get() + ChunkUsed;
  W[0] = reinterpret_cast<uint64_t>(V);
  W[1] = reinterpret_cast<uint64_t>(V->type());
  W[2] = Name.size();
  if (!Name.empty()) std::memcpy(W + 3, Name.data(), Name.size());
  uint32_t R = uint32_t(((Chunks.size() - 1) << ChunkBits) | ChunkUsed);
  ChunkUsed = std::min(ChunkCap, ChunkUsed + Words);
  return R;
}

LocalEntry Parser::lookupNumber(FunctionState& PFS, uint64_t N) {
  if (N < PFS.Numbers.size()) return PFS.Numbers[N];
  if (auto It = PFS.SparseNumbers.find(N); It != PFS.SparseNumbers.end()) return {It->second, It->second->type()};
  return {};
}

void Parser::setNumber(FunctionState& PFS, uint64_t N, Value* V) {
  // Gaps in numbering are valid, so the dense vector may only grow in proportion to the values defined
  // (memory stays linear in the input); numbers far beyond that go to a map.
  if (N < PFS.Numbers.size() || N < 2 * PFS.NumbersDefined + 1024) {
    if (PFS.Numbers.size() <= N) PFS.Numbers.resize(N + 1);
    PFS.Numbers[N] = {V, V->type()};
  } else {
    PFS.SparseNumbers[N] = V;
  }
  ++PFS.NumbersDefined;
}

LocalFwd* Parser::findFwd(FunctionState& PFS, const Token* NameTok, uint64_t N, std::string* NameOut) {
  if (!NameTok || NameTok->is(Tok::LocalVarID) || NameTok->is(Tok::LabelID)) {
    auto It = PFS.FwdNumbers.find(N);
    return It == PFS.FwdNumbers.end() ? nullptr : &It->second;
  }
  *NameOut = nameOf(*NameTok);
  auto It = PFS.FwdNames.find(*NameOut);
  return It == PFS.FwdNames.end() ? nullptr : &It->second;
}

void Parser::eraseFwd(FunctionState& PFS, const Token* NameTok, uint64_t N, const std::string& Name) {
  if (!NameTok || NameTok->is(Tok::LocalVarID) || NameTok->is(Tok::LabelID))
    PFS.FwdNumbers.erase(N);
  else
    PFS.FwdNames.erase(Name);
}

Value* Parser::getLocal(FunctionState& PFS, const Token& T, const Type* Ty) {
  // The tables hand out each value with its type, so the check below reads no value.
  LocalEntry Found;
  if (T.is(Tok::LocalVarID)) {
    Found = lookupNumber(PFS, T.Num);
    if (!Found.V)
      if (auto It = PFS.FwdNumbers.find(T.Num); It != PFS.FwdNumbers.end())
        Found = {It->second.PH, It->second.PH->type()};
  } else if (!T.Quoted) { // the common case: look up the unquoted name without building a string
    Found = PFS.Names.find(T.Str);
    if (!Found.V)
      if (auto F = PFS.FwdNames.find(T.Str); F != PFS.FwdNames.end()) Found = {F->second.PH, F->second.PH->type()};
  } else {
    std::string Name = nameOf(T);
    Found = PFS.Names.find(Name);
    if (!Found.V)
      if (auto F = PFS.FwdNames.find(Name); F != PFS.FwdNames.end()) Found = {F->second.PH, F->second.PH->type()};
  }
  if (Found.V) {
    if (Found.Ty != Ty)
      error(T.Loc, "'" + std::string(T.Text) + "' defined with type '" + Found.Ty->str() +
                       "' but expected '" + Ty->str() + "'");
    return Found.V;
  }
  if (Ty->isVoid() || Ty->isFunction() || Ty->kind() == TypeKind::Metadata)
    error(T.Loc, "invalid use of a non-first-class type");
  auto PH = std::make_unique<LocalPlaceholder>(Ty);
  Value* R = PH.get();
  PFS.Placeholders.push_back(std::move(PH));
  if (T.is(Tok::LocalVarID))
    PFS.FwdNumbers.emplace(T.Num, LocalFwd{R, T.Loc});
  else
    PFS.FwdNames.emplace(nameOf(T), LocalFwd{R, T.Loc});
  return R;
}

BasicBlock* Parser::getBlock(FunctionState& PFS, const Token& T) {
  Value* Found = nullptr;
  std::string Name;
  if (T.is(Tok::LocalVarID)) {
    Found = lookupNumber(PFS, T.Num).V;
    if (!Found)
      if (auto It = PFS.FwdNumbers.find(T.Num); It != PFS.FwdNumbers.end()) Found = It->second.PH;
  } else {
    Name = nameOf(T);
    if (Value* V = PFS.Names.find(Name).V)
      Found = V;
    else if (auto F = PFS.FwdNames.find(Name); F != PFS.FwdNames.end())
      Found = F->second.PH;
  }
  if (Found) {
    if (Found->kind() != ValueKind::BasicBlock)
      error(T.Loc, "'" + std::string(T.Text) + "' is not a basic block");
    return static_cast<BasicBlock*>(Found);
  }
  auto BB = std::make_unique<BasicBlock>(TC->labelTy(), PFS.F);
  BasicBlock* R = BB.get();
  PFS.Pending.emplace(R, std::move(BB));
  if (T.is(Tok::LocalVarID))
    PFS.FwdNumbers.emplace(T.Num, LocalFwd{R, T.Loc});
  else
    PFS.FwdNames.emplace(std::move(Name), LocalFwd{R, T.Loc});
  return R;
}

void Parser::defineLocal(FunctionState& PFS, const Token* NameTok, Value* V, SourceLoc L, const char* What) {
  bool Numbered = !NameTok || NameTok->is(Tok::LocalVarID);
  uint64_t N = 0;
  std::string Name;
  uint64_t NameHash = 0;
  if (Numbered) {
    N = NameTok ? NameTok->Num : PFS.NextNumber;
    if (N < PFS.NextNumber)
      error(L, std::string(What) + " expected to be numbered '%" + std::to_string(PFS.NextNumber) +
                   "' or greater");
    if (N >= (uint64_t(1) << 32)) error(L, "value number too large");
    PFS.NextNumber = N + 1;
  } else {
    Name = nameOf(*NameTok);
    // The name is hashed once: for this check and for the insertion below (keyed by V's name).
    NameHash = LocalNameTable::hash(Name);
    if (PFS.Names.find(Name, NameHash).V)
      error(L, "multiple definition of local value named '" + Name + "'");
  }
  if (!PFS.FwdNames.empty() || !PFS.FwdNumbers.empty()) {
    std::string FwdName;
    if (LocalFwd* F = findFwd(PFS, NameTok, N, &FwdName)) {
      if (F->PH->kind() == ValueKind::BasicBlock)
        error(L, std::string(What) + " forward referenced with type 'label'");
      if (F->PH->type() != V->type())
        error(L, std::string(What) + " forward referenced with type '" + F->PH->type()->str() + "'");
      PFS.Repl[F->PH] = V;
      eraseFwd(PFS, NameTok, N, FwdName);
    }
  }
  if (Numbered) {
    setNumber(PFS, N, V);
  } else {
    PFS.Names.insert(Name, NameHash, V);
    V->setName(std::move(Name));
  }
}

BasicBlock* Parser::defineBlock(FunctionState& PFS, const Token* Label, SourceLoc L) {
  bool Numbered = !Label || Label->is(Tok::LabelID);
  uint64_t N = 0;
  std::string Name;
  if (Numbered) {
    N = Label ? Label->Num : PFS.NextNumber;
    if (N < PFS.NextNumber)
      error(L, "label expected to be numbered '" + std::to_string(PFS.NextNumber) + "' or greater");
    if (N >= (uint64_t(1) << 32)) error(L, "label number too large");
    PFS.NextNumber = N + 1;
  } else {
    Name = nameOf(*Label);
    if (PFS.Names.contains(Name)) error(L, "multiple definition of local value named '" + Name + "'");
  }
  std::unique_ptr<BasicBlock> BB;
  std::string FwdName;
  if (LocalFwd* F = findFwd(PFS, Label, N, &FwdName)) {
    if (F->PH->kind() != ValueKind::BasicBlock)
      error(L, "unable to create block named '" + (Numbered ? std::to_string(N) : Name) + "'");
    auto It = PFS.Pending.find(static_cast<BasicBlock*>(F->PH));
    BB = std::move(It->second);
    PFS.Pending.erase(It);
    eraseFwd(PFS, Label, N, FwdName);
  } else {
    BB = std::make_unique<BasicBlock>(TC->labelTy(), PFS.F);
  }
  BasicBlock* R = BB.get();
  if (Numbered) {
    setNumber(PFS, N, R);
  } else {
    PFS.Names.insert(Name, LocalNameTable::hash(Name), R);
    R->setName(std::move(Name));
  }
  R->Loc = L;
  R->Number = unsigned(PFS.F->Blocks.size());
  R->setLocalNumber(PFS.F->NumLocalValues++); // layout order is definition order (Function::numberLocalValues)
  PFS.F->Blocks.push_back(std::move(BB));
  return R;
}

void Parser::finishFunction(FunctionState& PFS) {
  if (!PFS.FwdNames.empty() || !PFS.FwdNumbers.empty()) {
    // Report the first undefined use in the file.
    SourceLoc Best{};
    std::string What;
    for (const auto& [N, F] : PFS.FwdNames)
      if (!Best.known() || lessLoc(F.Loc, Best)) {
        Best = F.Loc;
        What = "%" + llvmNameString(N);
      }
    for (const auto& [N, F] : PFS.FwdNumbers)
      if (!Best.known() || lessLoc(F.Loc, Best)) {
        Best = F.Loc;
        What = "%" + std::to_string(N);
      }
    error(Best, "use of undefined value '" + What + "'");
  }
  if (!PFS.Repl.empty()) {
    for (auto& BB : PFS.F->Blocks)
      for (auto& I : BB->instructions()) {
        for (Value*& Op : I->Ops)
          if (auto It = PFS.Repl.find(Op); It != PFS.Repl.end()) Op = It->second;
        if (I->Callee)
          if (auto It = PFS.Repl.find(I->Callee); It != PFS.Repl.end()) I->Callee = It->second;
      }
  }
  // Within a block a value must be defined before it is used (PHIs read their operands on the edge, so they
  // may name later values and themselves); LLVM's verifier rejects the rest, and the DAG builder relies on it.
  // In an unreachable block only the self-reference is an error (everything dominates unreachable code).
  std::unordered_set<const BasicBlock*> Reachable;
  if (!PFS.F->Blocks.empty()) {
    std::vector<const BasicBlock*> Work{PFS.F->Blocks.front().get()};
    Reachable.insert(Work.back());
    while (!Work.empty()) {
      const BasicBlock* B = Work.back();
      Work.pop_back();
      if (B->instructions().empty()) continue;
      for (const Value* Op : B->instructions().back()->Ops)
        if (Op && Op->kind() == ValueKind::BasicBlock && Reachable.insert(static_cast<const BasicBlock*>(Op)).second)
          Work.push_back(static_cast<const BasicBlock*>(Op));
    }
  }
  for (auto& BB : PFS.F->Blocks)
    for (auto& I : BB->instructions()) {
      if (I->opcode() == Opcode::Phi) continue;
      for (const Value* Op : I->Ops) {
        if (!Op || Op->kind() != ValueKind::Instruction) continue;
        auto* Def = static_cast<const Instruction*>(Op);
        if (Def->parent() != BB.get() || Def->localNumber() < I->localNumber()) continue;
        if (Def != I.get() && !Reachable.count(BB.get())) continue;
        error(I->Loc, Def == I.get() ? "Only PHI nodes may reference their own value!"
                                     : "Instruction does not dominate all uses!");
      }
    }
}

// ---------------------------------------------------------------------------------------------------------
// Blocks

void Parser::parseFunctionBody(Function* F, FunctionState& PFS) {
  next(); // {
  if (Tk.is(Tok::RBrace)) error(Tk.Loc, "function body requires at least one basic block");
  while (!Tk.is(Tok::RBrace)) {
    if (isKw("uselistorder") || isKw("uselistorder_bb"))
      unsupported(Tk.Loc, "'" + std::string(Tk.Text) + "' directives are not supported");
    parseBasicBlock(PFS);
  }
  next(); // }
  finishFunction(PFS);
}

void Parser::parseBasicBlock(FunctionState& PFS) {
  SourceLoc L = Tk.Loc;
  BasicBlock* BB;
  if (Tk.is(Tok::LabelStr) || Tk.is(Tok::LabelID)) {
    Token LT = Tk;
    next();
    BB = defineBlock(PFS, &LT, L);
  } else {
    BB = defineBlock(PFS, nullptr, L);
  }
  while (true) {
    // Debug records (#dbg_value(...) etc.) describe variables only; they are dropped.
    while (Tk.is(Tok::DbgRecord)) {
      if (Tk.Str != "dbg_value" && Tk.Str != "dbg_declare" && Tk.Str != "dbg_assign" && Tk.Str != "dbg_label")
        error(Tk.Loc, "expected debug record type");
      next();
      if (!Tk.is(Tok::LParen)) error(Tk.Loc, "Expected '(' here");
      skipBalanced();
    }
    SourceLoc IL = Tk.Loc;
    Token NameTok;
    bool HasName = false;
    if (Tk.is(Tok::LocalVar) || Tk.is(Tok::LocalVarID)) {
      NameTok = Tk;
      HasName = true;
      next();
      expect(Tok::Equal, "expected '=' after instruction name");
    }
    std::unique_ptr<Instruction> I = parseInstruction(PFS, IL);
    I->Loc = IL;
    Instruction* IP = BB->append(std::move(I));
    IP->setLocalNumber(PFS.F->NumLocalValues++);
    if (HasName) {
      if (IP->type()->isVoid()) error(IL, "instructions returning void cannot have a name");
      defineLocal(PFS, &NameTok, IP, IL, "instruction");
    } else if (!IP->type()->isVoid()) {
      defineLocal(PFS, nullptr, IP, IL, "instruction");
    }
    if (isTerminator(IP->opcode())) return;
  }
}

// ---------------------------------------------------------------------------------------------------------
// Instruction pieces

BasicBlock* Parser::parseLabelOperand(FunctionState& PFS) {
  SourceLoc L = Tk.Loc;
  const Type* T = parseType();
  if (!T->isLabel()) error(L, "expected a basic block");
  if (!Tk.is(Tok::LocalVar) && !Tk.is(Tok::LocalVarID)) error(Tk.Loc, "expected a basic block");
  BasicBlock* BB = getBlock(PFS, Tk);
  next();
  return BB;
}

uint16_t Parser::parseFastMathFlags() {
  uint16_t F = 0;
  while (Tk.is(Tok::Keyword)) {
    std::string_view K = Tk.Text;
    if (K == "fast")
      F |= FastMathMask;
    else if (K == "nnan")
      F |= NNaN;
    else if (K == "ninf")
      F |= NInf;
    else if (K == "nsz")
      F |= NSZ;
    else if (K == "arcp")
      F |= ARcp;
    else if (K == "contract")
      F |= Contract;
    else if (K == "afn")
      F |= AFn;
    else if (K == "reassoc")
      F |= Reassoc;
    else
      break;
    next();
  }
  return F;
}

uint16_t Parser::parseWrapFlags(bool AllowNUW, bool AllowNSW, bool AllowExact, bool AllowDisjoint,
                                bool AllowNNeg) {
  uint16_t F = 0;
  // Each flag at most once; a repeated one ends the list (and then fails to parse as a type, as in LLVM).
  while (Tk.is(Tok::Keyword)) {
    std::string_view K = Tk.Text;
    uint16_t Bit = 0;
    if (AllowNUW && K == "nuw")
      Bit = NUW;
    else if (AllowNSW && K == "nsw")
      Bit = NSW;
    else if (AllowExact && K == "exact")
      Bit = Exact;
    else if (AllowDisjoint && K == "disjoint")
      Bit = Disjoint;
    else if (AllowNNeg && K == "nneg")
      Bit = NNeg;
    if (!Bit || (F & Bit)) break;
    F |= Bit;
    next();
  }
  return F;
}

void Parser::parseOptionalAlignAndMetadata(unsigned& Align, unsigned* AddrSpace) {
  while (eat(Tok::Comma)) {
    if (isKw("align")) {
      next();
      Align = parseAlignValue();
    } else if (AddrSpace && isKw("addrspace")) {
      parseOptionalAddrSpace(*AddrSpace);
    } else if (Tk.is(Tok::MetadataVar)) {
      next();
      skipMetadataValue();
      parseInstMetadata();
      return;
    } else {
      error(Tk.Loc, "expected metadata or 'align'");
    }
  }
}

void Parser::parseIndexList(std::vector<unsigned>& Indices) {
  if (!Tk.is(Tok::Comma)) error(Tk.Loc, "expected ',' as start of index list");
  while (eat(Tok::Comma)) {
    if (Tk.is(Tok::MetadataVar)) {
      if (Indices.empty()) error(Tk.Loc, "expected index");
      next();
      skipMetadataValue();
      parseInstMetadata();
      return;
    }
    if (!Tk.is(Tok::Integer) || Tk.Text[0] == '-') error(Tk.Loc, "expected index");
    Indices.push_back(parseUInt32("index"));
  }
}

// ---------------------------------------------------------------------------------------------------------
// Instructions

std::unique_ptr<Instruction> Parser::parseInstruction(FunctionState& PFS, SourceLoc InstLoc) {
  if (Tk.is(Tok::Eof)) error(Tk.Loc, "found end of file when expecting more instructions");
  if (!Tk.is(Tok::Keyword)) error(Tk.Loc, "expected instruction opcode");
  std::string_view K = Tk.Text;
  SourceLoc OpLoc = Tk.Loc;
  if (K == "tail" || K == "musttail" || K == "notail") {
    next();
    expectKw("call", "expected 'tail call', 'musttail call', or 'notail call'");
    return parseCall(PFS, InstLoc, K != "notail");
  }
  if (K == "catchswitch" || K == "catchret" || K == "cleanupret" || K == "catchpad" || K == "cleanuppad")
    unsupported(InstLoc, "'" + std::string(K) + "' instructions (exception handling) are not supported");
  auto It = opcodeTable().find(K);
  if (It == opcodeTable().end()) error(OpLoc, "expected instruction opcode");
  Opcode Op = It->second;
  next();

  auto Make = [](Opcode O, const Type* T) { return std::make_unique<Instruction>(O, T); };
  switch (Op) {
  case Opcode::Fence:
  case Opcode::AtomicCmpXchg:
  case Opcode::AtomicRMW:
    unsupported(InstLoc, "'" + std::string(K) + "' instructions (atomics) are not supported");
  case Opcode::Invoke:
  case Opcode::LandingPad:
  case Opcode::Resume:
  case Opcode::CallBr:
    unsupported(InstLoc, "'" + std::string(K) + "' instructions (exception handling) are not supported");

  case Opcode::Ret: {
    SourceLoc L = Tk.Loc;
    const Type* Ty = parseType(true);
    const Type* RT = PFS.F->returnType();
    auto I = Make(Op, TC->voidTy());
    if (!Ty->isVoid()) I->Ops.push_back(parseValue(Ty, &PFS));
    if (Ty != RT) error(L, "value doesn't match function result type '" + RT->str() + "'");
    parseInstMetadata();
    return I;
  }
  case Opcode::Br: {
    SourceLoc L = Tk.Loc;
    const Type* Ty;
    Value* V = parseTypeAndValue(&PFS, &Ty);
    auto I = Make(Op, TC->voidTy());
    I->Ops.push_back(V);
    if (!Ty->isLabel()) {
      if (!Ty->isInteger(1)) error(L, "branch condition must have 'i1' type");
      expect(Tok::Comma, "expected ',' after branch condition");
      I->Ops.push_back(parseLabelOperand(PFS));
      expect(Tok::Comma, "expected ',' after true destination");
      I->Ops.push_back(parseLabelOperand(PFS));
    }
    parseInstMetadata();
    return I;
  }
  case Opcode::Switch: return parseSwitch(PFS);
  case Opcode::IndirectBr: {
    SourceLoc L = Tk.Loc;
    const Type* Ty;
    Value* Addr = parseTypeAndValue(&PFS, &Ty);
    if (!Ty->isPointer()) error(L, "indirectbr address must have pointer type");
    expect(Tok::Comma, "expected ',' after indirectbr address");
    expect(Tok::LSquare, "expected '[' with indirectbr");
    auto I = Make(Op, TC->voidTy());
    I->Ops.push_back(Addr);
    if (!Tk.is(Tok::RSquare)) {
      while (true) {
        I->Ops.push_back(parseLabelOperand(PFS));
        if (!eat(Tok::Comma)) break;
      }
    }
    expect(Tok::RSquare, "expected ']' at end of block list");
    parseInstMetadata();
    return I;
  }
  case Opcode::Unreachable: {
    parseInstMetadata();
    return Make(Op, TC->voidTy());
  }

  case Opcode::FNeg: {
    uint16_t Flags = parseFastMathFlags();
    SourceLoc L = Tk.Loc;
    const Type* Ty;
    Value* A = parseTypeAndValue(&PFS, &Ty);
    if (!Ty->scalarType()->isFloatingPoint()) error(L, "invalid operand type for instruction");
    auto I = Make(Op, Ty);
    I->Ops = {A};
    I->Flags = Flags;
    parseInstMetadata();
    return I;
  }
  case Opcode::Add:
  case Opcode::Sub:
  case Opcode::Mul:
  case Opcode::Shl:
  case Opcode::UDiv:
  case Opcode::SDiv:
  case Opcode::LShr:
  case Opcode::AShr:
  case Opcode::URem:
  case Opcode::SRem:
  case Opcode::And:
  case Opcode::Or:
  case Opcode::Xor:
  case Opcode::FAdd:
  case Opcode::FSub:
  case Opcode::FMul:
  case Opcode::FDiv:
  case Opcode::FRem: return parseBinary(PFS, Op);

  case Opcode::Alloca: return parseAlloca(PFS);
  case Opcode::Load: return parseLoad(PFS);
  case Opcode::Store: return parseStore(PFS);
  case Opcode::GetElementPtr: return parseGEP(PFS);

  case Opcode::Trunc:
  case Opcode::ZExt:
  case Opcode::SExt:
  case Opcode::FPToUI:
  case Opcode::FPToSI:
  case Opcode::UIToFP:
  case Opcode::SIToFP:
  case Opcode::FPTrunc:
  case Opcode::FPExt:
  case Opcode::PtrToInt:
  case Opcode::IntToPtr:
  case Opcode::BitCast:
  case Opcode::AddrSpaceCast: return parseCast(PFS, Op);

  case Opcode::ICmp:
  case Opcode::FCmp: return parseCompare(PFS, Op);
  case Opcode::Phi: return parsePhi(PFS);
  case Opcode::Select: {
    uint16_t Flags = parseFastMathFlags();
    SourceLoc L = Tk.Loc;
    const Type *CT, *AT, *BT;
    Value* C = parseTypeAndValue(&PFS, &CT);
    expect(Tok::Comma, "expected ',' after select condition");
    Value* A = parseTypeAndValue(&PFS, &AT);
    expect(Tok::Comma, "expected ',' after select value");
    Value* B = parseTypeAndValue(&PFS, &BT);
    if (AT != BT) error(L, "both values to select must have same type");
    if (AT->kind() == TypeKind::Token) error(L, "select values cannot have token type");
    if (CT->isVector()) {
      if (!CT->elementType()->isInteger(1)) error(L, "vector select condition element type must be i1");
      if (!AT->isVector()) error(L, "selected values for vector select must be vectors");
      if (AT->numElements() != CT->numElements())
        error(L,
              "vector select requires selected vectors to have the same vector length as select condition");
    } else if (!CT->isInteger(1)) {
      error(L, "select condition must be i1 or <n x i1>");
    }
    auto I = Make(Op, AT);
    I->Ops = {C, A, B};
    I->Flags = Flags;
    parseInstMetadata();
    return I;
  }
  case Opcode::Freeze: {
    SourceLoc L = Tk.Loc;
    const Type* Ty;
    Value* V = parseTypeAndValue(&PFS, &Ty);
    if (!isValidElementType(Ty)) error(L, "invalid type for freeze");
    auto I = Make(Op, Ty);
    I->Ops = {V};
    parseInstMetadata();
    return I;
  }
  case Opcode::Call: return parseCall(PFS, InstLoc, false);
  case Opcode::VAArg: {
    const Type* OT;
    Value* V = parseTypeAndValue(&PFS, &OT);
    expect(Tok::Comma, "expected ',' after vaarg operand");
    SourceLoc RL = Tk.Loc;
    const Type* RT = parseType();
    if (!isValidElementType(RT)) error(RL, "va_arg requires operand with first class type");
    auto I = Make(Op, RT);
    I->Ops = {V};
    parseInstMetadata();
    return I;
  }
  case Opcode::ExtractElement: {
    SourceLoc L = Tk.Loc;
    const Type *VT, *IT;
    Value* V = parseTypeAndValue(&PFS, &VT);
    expect(Tok::Comma, "expected ',' after extract value");
    Value* Idx = parseTypeAndValue(&PFS, &IT);
    if (!VT->isVector() || !IT->isInteger()) error(L, "invalid extractelement operands");
    auto I = Make(Op, VT->elementType());
    I->Ops = {V, Idx};
    parseInstMetadata();
    return I;
  }
  case Opcode::InsertElement: {
    SourceLoc L = Tk.Loc;
    const Type *VT, *ET, *IT;
    Value* V = parseTypeAndValue(&PFS, &VT);
    expect(Tok::Comma, "expected ',' after insertelement value");
    Value* E = parseTypeAndValue(&PFS, &ET);
    expect(Tok::Comma, "expected ',' after insertelement value");
    Value* Idx = parseTypeAndValue(&PFS, &IT);
    if (!VT->isVector() || VT->elementType() != ET || !IT->isInteger())
      error(L, "invalid insertelement operands");
    auto I = Make(Op, VT);
    I->Ops = {V, E, Idx};
    parseInstMetadata();
    return I;
  }
  case Opcode::ShuffleVector: return parseShuffle(PFS);
  case Opcode::ExtractValue: {
    SourceLoc L = Tk.Loc;
    const Type* AT;
    Value* Agg = parseTypeAndValue(&PFS, &AT);
    if (!AT->isAggregate()) error(L, "extractvalue operand must be aggregate type");
    std::vector<unsigned> Idx;
    parseIndexList(Idx);
    const Type* RT = indexedAggregateType(AT, Idx);
    if (!RT) error(L, "invalid indices for extractvalue");
    auto I = Make(Op, RT);
    I->Ops = {Agg};
    I->extra().Indices = std::move(Idx);
    return I;
  }
  case Opcode::InsertValue: {
    SourceLoc L = Tk.Loc;
    const Type *AT, *VT;
    Value* Agg = parseTypeAndValue(&PFS, &AT);
    expect(Tok::Comma, "expected comma after insertvalue operand");
    SourceLoc VL = Tk.Loc;
    Value* V = parseTypeAndValue(&PFS, &VT);
    if (!AT->isAggregate()) error(L, "insertvalue operand must be aggregate type");
    std::vector<unsigned> Idx;
    parseIndexList(Idx);
    const Type* ET = indexedAggregateType(AT, Idx);
    if (!ET) error(L, "invalid indices for insertvalue");
    if (ET != VT)
      error(VL, "insertvalue operand and field disagree in type: '" + VT->str() + "' instead of '" +
                    ET->str() + "'");
    auto I = Make(Op, AT);
    I->Ops = {Agg, V};
    I->extra().Indices = std::move(Idx);
    return I;
  }
  }
  error(OpLoc, "expected instruction opcode");
}

std::unique_ptr<Instruction> Parser::parseBinary(FunctionState& PFS, Opcode Op) {
  bool IsFP = Op == Opcode::FAdd || Op == Opcode::FSub || Op == Opcode::FMul || Op == Opcode::FDiv ||
              Op == Opcode::FRem;
  uint16_t Flags;
  if (IsFP) {
    Flags = parseFastMathFlags();
  } else {
    bool Wrap = Op == Opcode::Add || Op == Opcode::Sub || Op == Opcode::Mul || Op == Opcode::Shl;
    bool Exact = Op == Opcode::UDiv || Op == Opcode::SDiv || Op == Opcode::LShr || Op == Opcode::AShr;
    Flags = parseWrapFlags(Wrap, Wrap, Exact, Op == Opcode::Or, false);
  }
  SourceLoc L = Tk.Loc;
  const Type* Ty;
  Value* A = parseTypeAndValue(&PFS, &Ty);
  expect(Tok::Comma, "expected ',' in arithmetic operation");
  Value* B = parseValue(Ty, &PFS);
  bool Valid = IsFP ? Ty->scalarType()->isFloatingPoint() : Ty->scalarType()->isInteger();
  if (!Valid) error(L, "invalid operand type for instruction");
  auto I = std::make_unique<Instruction>(Op, Ty);
  I->Ops = {A, B};
  I->Flags = Flags;
  parseInstMetadata();
  return I;
}

std::unique_ptr<Instruction> Parser::parseCast(FunctionState& PFS, Opcode Op) {
  uint16_t Flags = 0;
  if (Op == Opcode::Trunc) Flags = parseWrapFlags(true, true, false, false, false);
  if (Op == Opcode::ZExt || Op == Opcode::UIToFP) Flags = parseWrapFlags(false, false, false, false, true);
  SourceLoc L = Tk.Loc;
  const Type* ST;
  Value* V = parseTypeAndValue(&PFS, &ST);
  expectKw("to", "expected 'to' after cast value");
  const Type* DT = parseType();
  if (!castValid(Op, ST, DT))
    error(L, "invalid cast opcode for cast from '" + ST->str() + "' to '" + DT->str() + "'");
  auto I = std::make_unique<Instruction>(Op, DT);
  I->Ops = {V};
  I->Flags = Flags;
  parseInstMetadata();
  return I;
}

std::unique_ptr<Instruction> Parser::parseCompare(FunctionState& PFS, Opcode Op) {
  bool IsF = Op == Opcode::FCmp;
  uint16_t Flags = IsF ? parseFastMathFlags() : 0;
  static const std::unordered_map<std::string_view, Predicate> FPreds = {
      {"false", Predicate::FCMP_FALSE}, {"oeq", Predicate::FCMP_OEQ}, {"ogt", Predicate::FCMP_OGT},
      {"oge", Predicate::FCMP_OGE},     {"olt", Predicate::FCMP_OLT}, {"ole", Predicate::FCMP_OLE},
      {"one", Predicate::FCMP_ONE},     {"ord", Predicate::FCMP_ORD}, {"uno", Predicate::FCMP_UNO},
      {"ueq", Predicate::FCMP_UEQ},     {"ugt", Predicate::FCMP_UGT}, {"uge", Predicate::FCMP_UGE},
      {"ult", Predicate::FCMP_ULT},     {"ule", Predicate::FCMP_ULE}, {"une", Predicate::FCMP_UNE},
      {"true", Predicate::FCMP_TRUE}};
  static const std::unordered_map<std::string_view, Predicate> IPreds = {
      {"eq", Predicate::ICMP_EQ},   {"ne", Predicate::ICMP_NE},   {"ugt", Predicate::ICMP_UGT},
      {"uge", Predicate::ICMP_UGE}, {"ult", Predicate::ICMP_ULT}, {"ule", Predicate::ICMP_ULE},
      {"sgt", Predicate::ICMP_SGT}, {"sge", Predicate::ICMP_SGE}, {"slt", Predicate::ICMP_SLT},
      {"sle", Predicate::ICMP_SLE}};
  const auto& Preds = IsF ? FPreds : IPreds;
  auto PIt = Tk.is(Tok::Keyword) ? Preds.find(Tk.Text) : Preds.end();
  if (PIt == Preds.end())
    error(Tk.Loc, IsF ? "expected fcmp predicate (e.g. 'oeq')" : "expected icmp predicate (e.g. 'eq')");
  Predicate P = PIt->second;
  next();
  SourceLoc L = Tk.Loc;
  const Type* Ty;
  Value* A = parseTypeAndValue(&PFS, &Ty);
  expect(Tok::Comma, "expected ',' after compare value");
  Value* B = parseValue(Ty, &PFS);
  const Type* S = Ty->scalarType();
  if (IsF && !S->isFloatingPoint()) error(L, "fcmp requires floating point operands");
  if (!IsF && !(S->isInteger() || S->isPointer())) error(L, "icmp requires integer operands");
  auto I = std::make_unique<Instruction>(Op, cmpResultType(Ty));
  I->Ops = {A, B};
  I->Pred = P;
  I->Flags = Flags;
  parseInstMetadata();
  return I;
}

std::unique_ptr<Instruction> Parser::parseGEP(FunctionState& PFS) {
  bool InBounds = false;
  uint16_t Flags = 0;
  while (true) {
    if (eatKw("inbounds"))
      InBounds = true;
    else if (eatKw("nusw"))
      Flags |= NSW;
    else if (eatKw("nuw"))
      Flags |= NUW;
    else
      break;
  }
  SourceLoc L = Tk.Loc;
  const Type* Src = parseType();
  expect(Tok::Comma, "expected comma after getelementptr's type");
  SourceLoc BL = Tk.Loc;
  std::vector<Value*> Ops;
  Ops.push_back(parseTypeAndValue(&PFS));
  while (eat(Tok::Comma)) {
    if (Tk.is(Tok::MetadataVar)) {
      next();
      skipMetadataValue();
      parseInstMetadata();
      break;
    }
    Ops.push_back(parseTypeAndValue(&PFS));
  }
  if (!isValidElementType(Src)) error(L, "base element of getelementptr must be sized");
  checkSizedNow(Src, BL, "base element of getelementptr must be sized");
  const Type* RT = gepResultType(Src, Ops, BL);
  auto I = std::make_unique<Instruction>(Opcode::GetElementPtr, RT);
  I->Ops = std::move(Ops);
  I->AuxType = Src;
  I->InBounds = InBounds;
  I->Flags = Flags;
  return I;
}

std::unique_ptr<Instruction> Parser::parseAlloca(FunctionState& PFS) {
  if (isKw("inalloca")) unsupported(Tk.Loc, "'alloca inalloca' is not supported");
  eatKw("swifterror");
  SourceLoc L = Tk.Loc;
  const Type* Ty = parseType();
  if (!isValidElementType(Ty)) error(L, "invalid type for alloca");
  checkSizedNow(Ty, L, "Cannot allocate unsized type");
  Value* Size = nullptr;
  unsigned Align = 0;
  unsigned AS = M->Layout.allocaAddrSpace();
  bool SeenOption = false;
  while (eat(Tok::Comma)) {
    if (isKw("align")) {
      next();
      Align = parseAlignValue();
      SeenOption = true;
    } else if (isKw("addrspace")) {
      parseOptionalAddrSpace(AS);
      SeenOption = true;
    } else if (Tk.is(Tok::MetadataVar)) {
      next();
      skipMetadataValue();
      parseInstMetadata();
      break;
    } else if (!Size && !SeenOption) {
      SourceLoc SL = Tk.Loc;
      const Type* ST;
      Size = parseTypeAndValue(&PFS, &ST);
      if (!ST->isInteger()) error(SL, "element count must have integer type");
    } else {
      error(Tk.Loc, "expected metadata after comma");
    }
  }
  if (!Size) Size = M->constInt(TC->intTy(32), 1);
  auto I = std::make_unique<Instruction>(Opcode::Alloca, TC->ptrTy(AS));
  I->Ops = {Size};
  I->AuxType = Ty;
  I->Align = Align;
  return I;
}

std::unique_ptr<Instruction> Parser::parseLoad(FunctionState& PFS) {
  if (isKw("atomic")) unsupported(Tk.Loc, "atomic loads are not supported");
  bool Volatile = eatKw("volatile");
  if (isKw("atomic")) unsupported(Tk.Loc, "atomic loads are not supported");
  SourceLoc L = Tk.Loc;
  const Type* Ty = parseType();
  expect(Tok::Comma, "expected comma after load's type");
  SourceLoc PL = Tk.Loc;
  const Type* PT;
  Value* P = parseTypeAndValue(&PFS, &PT);
  if (!PT->isPointer()) error(PL, "load operand must be a pointer to a first class type");
  if (!isValidElementType(Ty)) error(L, "loading unsized types is not allowed");
  checkSizedNow(Ty, L, "loading unsized types is not allowed");
  auto I = std::make_unique<Instruction>(Opcode::Load, Ty);
  I->Ops = {P};
  I->Volatile = Volatile;
  parseOptionalAlignAndMetadata(I->Align);
  return I;
}

std::unique_ptr<Instruction> Parser::parseStore(FunctionState& PFS) {
  if (isKw("atomic")) unsupported(Tk.Loc, "atomic stores are not supported");
  bool Volatile = eatKw("volatile");
  if (isKw("atomic")) unsupported(Tk.Loc, "atomic stores are not supported");
  SourceLoc L = Tk.Loc;
  const Type* VT;
  Value* V = parseTypeAndValue(&PFS, &VT);
  expect(Tok::Comma, "expected ',' after store operand");
  SourceLoc PL = Tk.Loc;
  const Type* PT;
  Value* P = parseTypeAndValue(&PFS, &PT);
  if (!PT->isPointer()) error(PL, "store operand must be a pointer");
  if (!isValidElementType(VT)) error(L, "store operand must be a first class value");
  requireSized(VT, L, "storing unsized types is not allowed");
  auto I = std::make_unique<Instruction>(Opcode::Store, TC->voidTy());
  I->Ops = {V, P};
  I->Volatile = Volatile;
  parseOptionalAlignAndMetadata(I->Align);
  return I;
}

std::unique_ptr<Instruction> Parser::parsePhi(FunctionState& PFS) {
  uint16_t Flags = parseFastMathFlags();
  SourceLoc L = Tk.Loc;
  const Type* Ty = parseType();
  if (!isValidElementType(Ty)) error(L, "phi node must have first class type");
  auto I = std::make_unique<Instruction>(Opcode::Phi, Ty);
  I->Flags = Flags;
  while (true) {
    expect(Tok::LSquare, "expected '[' in phi value list");
    I->Ops.push_back(parseValue(Ty, &PFS));
    expect(Tok::Comma, "expected ',' after phi value");
    I->Ops.push_back(parseValue(TC->labelTy(), &PFS));
    expect(Tok::RSquare, "expected ']' in phi value list");
    if (!eat(Tok::Comma)) break;
    if (Tk.is(Tok::MetadataVar)) {
      next();
      skipMetadataValue();
      parseInstMetadata();
      break;
    }
  }
  return I;
}

std::unique_ptr<Instruction> Parser::parseSwitch(FunctionState& PFS) {
  SourceLoc L = Tk.Loc;
  const Type* CT;
  Value* Cond = parseTypeAndValue(&PFS, &CT);
  expect(Tok::Comma, "expected ',' after switch condition");
  BasicBlock* Def = parseLabelOperand(PFS);
  expect(Tok::LSquare, "expected '[' with switch table");
  if (!CT->isInteger()) error(L, "switch condition must have integer type");
  auto I = std::make_unique<Instruction>(Opcode::Switch, TC->voidTy());
  I->Ops = {Cond, Def};
  std::unordered_set<const Value*> Seen;
  while (!Tk.is(Tok::RSquare)) {
    SourceLoc CL = Tk.Loc;
    const Type* KT;
    Value* C = parseTypeAndValue(&PFS, &KT);
    if (C->kind() != ValueKind::ConstantInt) error(CL, "case value is not a constant integer");
    if (KT != CT)
      error(CL, "switch case value type '" + KT->str() + "' does not match the condition type '" + CT->str() +
                    "'");
    if (!Seen.insert(C).second) error(CL, "duplicate case value in switch");
    expect(Tok::Comma, "expected ',' after case value");
    I->Ops.push_back(C);
    I->Ops.push_back(parseLabelOperand(PFS));
  }
  next(); // ]
  parseInstMetadata();
  return I;
}

std::unique_ptr<Instruction> Parser::parseShuffle(FunctionState& PFS) {
  SourceLoc L = Tk.Loc;
  const Type *AT, *BT, *MT;
  Value* A = parseTypeAndValue(&PFS, &AT);
  expect(Tok::Comma, "expected ',' after shuffle mask");
  Value* B = parseTypeAndValue(&PFS, &BT);
  expect(Tok::Comma, "expected ',' after shuffle value");
  Value* Mask = parseTypeAndValue(&PFS, &MT);
  if (!AT->isVector() || AT != BT || !MT->isVector() || !MT->elementType()->isInteger(32) ||
      !Mask->isConstant())
    error(L, "invalid shufflevector operands");
  std::vector<int> Lanes;
  uint64_t N = MT->numElements();
  if (N > 65536) unsupported(L, "shufflevector masks of more than 65536 lanes are not supported");
  uint64_t Limit = 2 * AT->numElements();
  switch (Mask->kind()) {
  case ValueKind::ZeroInitializer: Lanes.assign(N, 0); break;
  case ValueKind::Undef:
  case ValueKind::Poison: Lanes.assign(N, -1); break;
  case ValueKind::ConstantAggregate:
    for (const Constant* E : static_cast<const ConstantAggregate*>(Mask)->elements()) {
      if (E->kind() == ValueKind::Undef || E->kind() == ValueKind::Poison) {
        Lanes.push_back(-1);
        continue;
      }
      if (E->kind() != ValueKind::ConstantInt) error(L, "invalid shufflevector operands");
      const APInt& V = static_cast<const ConstantInt*>(E)->value();
      if (!V.ult(Limit)) error(L, "invalid shufflevector operands");
      Lanes.push_back(int(V.getZExtValue()));
    }
    break;
  default: error(L, "invalid shufflevector operands");
  }
  auto I = std::make_unique<Instruction>(Opcode::ShuffleVector, TC->vectorTy(N, AT->elementType()));
  I->Ops = {A, B};
  I->extra().Mask = std::move(Lanes);
  parseInstMetadata();
  return I;
}

std::unique_ptr<Instruction> Parser::parseCall(FunctionState& PFS, SourceLoc InstLoc, bool Tail) {
  uint16_t Flags = parseFastMathFlags();
  std::string CC;
  parseOptionalCallingConv(CC);
  ParamAttrs RetAttrs;
  parseParamAttrs(RetAttrs, true);
  unsigned AS = M->Layout.programAddrSpace();
  parseOptionalAddrSpace(AS);
  SourceLoc RL = Tk.Loc;
  const Type* Ty = parseType(true);
  if (isKw("asm")) unsupported(Tk.Loc, "inline assembly is not supported");
  SourceLoc CalleeLoc = Tk.Loc;
  const Token CalleeTok = Tk;
  Value* Callee = parseValue(TC->ptrTy(AS), &PFS);
  expect(Tok::LParen, "expected '(' in call");
  std::vector<Value*> Args;
  std::vector<ParamAttrs> ArgAttrs;
  std::vector<SourceLoc> ArgLocs;
  if (!Tk.is(Tok::RParen)) {
    while (true) {
      if (Tk.is(Tok::DotDotDot)) unsupported(Tk.Loc, "forwarding varargs ('...') in a call is not supported");
      SourceLoc AL = Tk.Loc;
      const Type* AT = parseType();
      ParamAttrs A;
      Value* V;
      if (AT->kind() == TypeKind::Metadata) {
        V = parseMetadataOperand();
      } else {
        parseParamAttrs(A, false);
        V = parseValue(AT, &PFS);
      }
      Args.push_back(V);
      ArgAttrs.push_back(A);
      ArgLocs.push_back(AL);
      if (!eat(Tok::Comma)) break;
    }
  }
  expect(Tok::RParen, "expected ')' at end of argument list");
  parseFnAttrs();
  if (Tk.is(Tok::LSquare)) unsupported(Tk.Loc, "operand bundles are not supported");
  parseInstMetadata();

  const Type* FnTy = Ty;
  if (!Ty->isFunction()) {
    if (Ty->isLabel() || Ty->kind() == TypeKind::Metadata) error(RL, "Invalid result type for LLVM function");
    std::vector<const Type*> PTys;
    for (Value* A : Args) PTys.push_back(A->type());
    FnTy = TC->functionTy(Ty, PTys, false);
  }
  for (size_t I = 0; I < Args.size(); ++I) {
    if (I >= FnTy->numParams()) {
      if (!FnTy->isVarArg()) error(ArgLocs[I], "too many arguments specified");
    } else if (Args[I]->type() != FnTy->paramType(unsigned(I))) {
      error(ArgLocs[I], "argument is not of expected type '" + FnTy->paramType(unsigned(I))->str() + "'");
    }
  }
  if (Args.size() < FnTy->numParams()) error(CalleeLoc, "not enough parameters specified for call");
  if (CalleeTok.is(Tok::GlobalVar)) {
    std::string Name = nameOf(CalleeTok);
    if (Name.starts_with("llvm.") && FwdGlobals.count(Name)) ImplicitIntrinsics.try_emplace(Name, FnTy, CalleeLoc);
  }

  auto I = std::make_unique<Instruction>(Opcode::Call, FnTy->returnType());
  I->Ops = std::move(Args);
  I->Callee = Callee;
  InstExtra& X = I->extra();
  X.CalleeType = FnTy;
  X.ArgAttrs = std::move(ArgAttrs);
  X.RetAttrs = RetAttrs;
  X.TailCall = Tail;
  I->Flags = Flags;
  (void)InstLoc;
  return I;
}

} // namespace dt::ir::detail
