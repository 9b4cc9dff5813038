// ir/ParseValues.cpp — values and constants for the .ll reader, and the type rules instructions share.
//
// Duty: parse a value of a known type — local and global references, every literal and aggregate constant
// form, and the constant expressions LLVM 19 still accepts — with LLVM's checks and messages; and host the
// rules shared by instructions and constant expressions (cast validity, getelementptr indexing).
// Invariants: integer literals wrap to the type's width as in LLVM (`i8 300` is 44); FP literals must be
// exact in their type; scalar zeroinitializer is canonicalized to 0 / +0.0 / null.
#include "ir/ParserImpl.h"
#include "support/FloatFormat.h"

#include <unordered_set>

namespace dt::ir::detail {

namespace {
bool isHexChar(char C) {
  return (C >= '0' && C <= '9') || (C >= 'a' && C <= 'f') || (C >= 'A' && C <= 'F');
}
unsigned hexVal(char C) {
  if (C >= '0' && C <= '9') return unsigned(C - '0');
  if (C >= 'a' && C <= 'f') return unsigned(C - 'a' + 10);
  return unsigned(C - 'A' + 10);
}
// LLVM accumulates hex FP digits into 64 bits, silently keeping the low bits of longer inputs.
uint64_t hexWrap(std::string_view D) {
  uint64_t V = 0;
  for (char C : D) V = V * 16 + hexVal(C);
  return V;
}

// LLVM's layout of 0xL (fp128) and 0xM (ppc_fp128) digits: the first 16 digits are the low 64 bits and
// the rest the high 64 — but with fewer than 16 digits, all of them land in the high half.
APInt hexPair128(std::string_view D) {
  uint64_t Lo = 0, Hi = 0;
  size_t I = 0;
  if (D.size() >= 16)
    for (; I < 16; ++I) Lo = Lo * 16 + hexVal(D[I]);
  for (size_t N = 0; N < 16 && I < D.size(); ++N, ++I) Hi = Hi * 16 + hexVal(D[I]);
  uint64_t W[2] = {Lo, Hi};
  return APInt(128, std::span<const uint64_t>(W, 2));
}

// 0xK (x86_fp80): the first 4 digits are the sign and exponent, the next 16 the significand.
APInt hexFP80(std::string_view D) {
  uint64_t Hi = 0, Lo = 0;
  size_t I = 0;
  for (; I < 4 && I < D.size(); ++I) Hi = Hi * 16 + hexVal(D[I]);
  for (size_t N = 0; N < 16 && I < D.size(); ++N, ++I) Lo = Lo * 16 + hexVal(D[I]);
  uint64_t W[2] = {Lo, Hi};
  return APInt(80, std::span<const uint64_t>(W, 2));
}

// Converts a double bit pattern to a narrower IEEE format when that is exact, as LLVM requires of FP
// literals of half/bfloat/float type ("floating point constant invalid for type" otherwise). NaN payloads
// keep their top bits and a signalling NaN stays signalling, like LLVM's parser.
std::optional<uint64_t> narrowDouble(uint64_t D, unsigned ExpBits, unsigned MantBits) {
  uint64_t Sign = D >> 63;
  unsigned E = unsigned((D >> 52) & 0x7ff);
  uint64_t Mant = D & ((uint64_t(1) << 52) - 1);
  unsigned Shift = 52 - MantBits;
  uint64_t TSign = Sign << (ExpBits + MantBits);
  uint64_t TExpAll = ((uint64_t(1) << ExpBits) - 1) << MantBits;
  if (E == 0x7ff) {
    if (Mant == 0) return TSign | TExpAll;
    if (Mant & ((uint64_t(1) << Shift) - 1)) return std::nullopt;
    return TSign | TExpAll | (Mant >> Shift);
  }
  if (E == 0) {
    if (Mant == 0) return TSign;
    return std::nullopt; // below 2^-1022: no narrower format reaches it
  }
  int Exp = int(E) - 1023;
  int Bias = (1 << (ExpBits - 1)) - 1;
  int EMin = 1 - Bias;
  if (Exp > Bias) return std::nullopt;
  if (Exp >= EMin) {
    if (Mant & ((uint64_t(1) << Shift) - 1)) return std::nullopt;
    return TSign | (uint64_t(Exp + Bias) << MantBits) | (Mant >> Shift);
  }
  unsigned Drop = Shift + unsigned(EMin - Exp);
  if (Drop > 53) return std::nullopt;
  uint64_t Sig = Mant | (uint64_t(1) << 52);
  if (Sig & ((uint64_t(1) << Drop) - 1)) return std::nullopt;
  return TSign | (Sig >> Drop);
}

} // namespace

// ---------------------------------------------------------------------------------------------------------
// Values and constants

Value* Parser::parseTypeAndValue(FunctionState* PFS, const Type** TyOut, SourceLoc* LocOut) {
  if (LocOut) *LocOut = Tk.Loc;
  const Type* Ty = parseType();
  if (TyOut) *TyOut = Ty;
  return parseValue(Ty, PFS);
}

Constant* Parser::parseTypeAndConstant() {
  const Type* Ty = parseType();
  return parseConstant(Ty);
}

Constant* Parser::checkConstType(Constant* C, const Type* Ty, SourceLoc L) {
  if (C->type() != Ty)
    error(L, "constant expression type mismatch: got type '" + C->type()->str() + "' but expected '" +
                 Ty->str() + "'");
  return C;
}

Value* Parser::parseValue(const Type* Ty, FunctionState* PFS) {
  SourceLoc L = Tk.Loc;
  DepthGuard G(*this, L);
  if (Ty->isFunction()) error(L, "functions are not values, refer to them as pointers");
  switch (Tk.Kind) {
  case Tok::LocalVar:
  case Tok::LocalVarID: {
    if (!PFS) error(L, "invalid use of function-local name");
    Value* V = Ty->isLabel() ? static_cast<Value*>(getBlock(*PFS, Tk)) : getLocal(*PFS, Tk, Ty);
    next();
    return V;
  }
  case Tok::GlobalVar:
  case Tok::GlobalVarID: {
    Constant* C = getGlobal(Tk, Ty);
    next();
    return C;
  }
  default: break;
  }
  if (Ty->kind() == TypeKind::Metadata) return parseMetadataOperand();
  if (Ty->isLabel()) error(L, "expected a basic block");

  switch (Tk.Kind) {
  case Tok::Integer:
  case Tok::HexInt: return parseIntLiteral(Ty);
  case Tok::FPDecimal:
  case Tok::FPHex: return parseFPLiteral(Ty);
  case Tok::CStringConst: {
    std::string Bytes = stringOf(Tk);
    next();
    const Type* I8 = TC->intTy(8);
    std::vector<Constant*> Elems;
    Elems.reserve(Bytes.size());
    for (unsigned char B : Bytes) Elems.push_back(M->constInt(I8, B));
    return checkConstType(M->aggregate(TC->arrayTy(Bytes.size(), I8), std::move(Elems)), Ty, L);
  }
  case Tok::LBrace:
  case Tok::Less: {
    bool Packed = false;
    if (Tk.is(Tok::Less)) {
      next();
      if (Tk.is(Tok::LBrace)) {
        Packed = true;
      } else { // vector constant
        std::vector<Constant*> Elems;
        SourceLoc FirstLoc = Tk.Loc;
        if (!Tk.is(Tok::Greater)) {
          while (true) {
            Elems.push_back(parseTypeAndConstant());
            if (!eat(Tok::Comma)) break;
          }
        }
        expect(Tok::Greater, "expected end of constant");
        if (Elems.empty()) error(L, "constant vector must not be empty");
        const Type* ET = Elems[0]->type();
        if (!(ET->isInteger() || ET->isFloatingPoint() || ET->isPointer()))
          error(FirstLoc, "vector elements must have integer, pointer or floating point type");
        for (size_t I = 1; I < Elems.size(); ++I)
          if (Elems[I]->type() != ET)
            error(FirstLoc, "vector element #" + std::to_string(I) + " is not of type '" + ET->str() + "'");
        const Type* VT = TC->vectorTy(Elems.size(), ET);
        return checkConstType(M->aggregate(VT, std::move(Elems)), Ty, L);
      }
    }
    next(); // {
    std::vector<Constant*> Elems;
    if (!Tk.is(Tok::RBrace)) {
      while (true) {
        Elems.push_back(parseTypeAndConstant());
        if (!eat(Tok::Comma)) break;
      }
    }
    expect(Tok::RBrace, "expected '}' at end of struct constant");
    if (Packed) expect(Tok::Greater, "expected '>' at end of packed struct");
    if (!Ty->isStruct() || Ty->isOpaqueStruct())
      error(L, "constant expression type mismatch: got a struct constant but expected '" + Ty->str() + "'");
    if (Ty->members().size() != Elems.size()) error(L, "initializer with struct type has wrong # elements");
    if (Ty->isPacked() != Packed) error(L, "packed'ness of initializer and type don't match");
    for (size_t I = 0; I < Elems.size(); ++I)
      if (Elems[I]->type() != Ty->members()[I])
        error(L, "element " + std::to_string(I) + " of struct initializer doesn't match struct element type");
    return M->aggregate(Ty, std::move(Elems));
  }
  case Tok::LSquare: {
    next();
    std::vector<Constant*> Elems;
    SourceLoc FirstLoc = Tk.Loc;
    if (!Tk.is(Tok::RSquare)) {
      while (true) {
        Elems.push_back(parseTypeAndConstant());
        if (!eat(Tok::Comma)) break;
      }
    }
    expect(Tok::RSquare, "expected end of array constant");
    if (Elems.empty()) {
      if (!Ty->isArray() || Ty->numElements() != 0) error(L, "invalid empty array initializer");
      return M->aggregate(Ty, {});
    }
    const Type* ET = Elems[0]->type();
    for (size_t I = 1; I < Elems.size(); ++I)
      if (Elems[I]->type() != ET)
        error(FirstLoc, "array element #" + std::to_string(I) + " is not of type '" + ET->str() + "'");
    const Type* AT = TC->arrayTy(Elems.size(), ET); // before Elems is moved from
    return checkConstType(M->aggregate(AT, std::move(Elems)), Ty, L);
  }
  case Tok::Keyword: break;
  default: error(L, "expected value token");
  }

  std::string_view K = Tk.Text;
  if (K == "true" || K == "false") {
    next();
    return checkConstType(M->constInt(TC->i1(), K == "true" ? 1 : 0), Ty, L);
  }
  if (K == "null") {
    if (!Ty->isPointer()) error(L, "null must be a pointer type");
    next();
    return M->nullValue(Ty);
  }
  if (K == "undef" || K == "poison") {
    if (Ty->isVoid() || Ty->isLabel()) error(L, "invalid type for undef constant");
    next();
    return K == "undef" ? M->undef(Ty) : M->poison(Ty);
  }
  if (K == "zeroinitializer") {
    if (Ty->isVoid() || Ty->isLabel()) error(L, "invalid type for null constant");
    next();
    // Scalars get their canonical zero (as LLVM folds them), so consumers see one form of 0.
    if (Ty->isInteger()) {
      chargeWideConstant(Ty->bitWidth(), L);
      return M->constInt(Ty, 0);
    }
    if (Ty->isFloatingPoint()) return M->constFP(Ty, APInt(Ty->bitWidth(), 0));
    if (Ty->isPointer()) return M->nullValue(Ty);
    return M->zeroInitializer(Ty);
  }
  if (K == "none") {
    if (Ty->kind() != TypeKind::Token) error(L, "invalid type for none constant");
    next();
    return M->zeroInitializer(Ty);
  }
  if (K == "splat") {
    next();
    expect(Tok::LParen, "expected '(' after splat");
    Constant* E = parseTypeAndConstant();
    expect(Tok::RParen, "expected ')' at end of splat");
    if (!Ty->isVector()) error(L, "vector constant must have vector type");
    if (E->type() != Ty->elementType())
      error(L, "constant expression type mismatch: got type '" + E->type()->str() + "' but expected '" +
                   Ty->elementType()->str() + "'");
    if (Ty->numElements() > 65536)
      unsupported(L, "splat constants of more than 65536 elements are not supported");
    chargeExpansion(Ty->numElements(), L);
    return M->aggregate(Ty, std::vector<Constant*>(Ty->numElements(), E));
  }
  if (K == "asm") unsupported(L, "inline assembly is not supported");
  if (K == "blockaddress" || K == "dso_local_equivalent" || K == "no_cfi")
    unsupported(L, "'" + std::string(K) + "' constants are not supported");
  return parseConstantExpr(Ty);
}

Constant* Parser::parseIntLiteral(const Type* Ty) {
  SourceLoc L = Tk.Loc;
  if (!Ty->isInteger()) error(L, "integer constant must have integer type");
  unsigned W = Ty->bitWidth();
  chargeWideConstant(W, L);
  std::string_view S = Tk.Text;
  APInt V;
  if (Tk.is(Tok::Integer)) {
    bool Neg = S[0] == '-';
    std::string_view D = S.substr(Neg ? 1 : 0);
    if (D.size() <= 18) { // fits in int64: the common case, no big-number parsing
      int64_t X = 0;
      for (char C : D) X = X * 10 + (C - '0');
      V = APInt(W, uint64_t(Neg ? -X : X), /*IsSigned=*/true);
    } else {
      // LLVM computes the exact value and truncates it to the type's width (`i8 300` is 44).
      std::optional<APInt> R = APInt::fromString(W, S, 10);
      if (!R) error(L, "invalid integer constant");
      V = *R;
    }
  } else {
    // [us]0x<hex>: LLVM takes the digits at their minimal active width, then sign- (s) or zero- (u) extends
    // or truncates to the type, so `i32 s0xFF` is -1.
    bool Signed = S[0] == 's';
    std::string_view D = S.substr(3);
    if (D.size() > TypeContext::MaxIntBits / 4) error(L, "hexadecimal integer constant is too large");
    unsigned Bits = unsigned(D.size() * 4);
    std::optional<APInt> R = APInt::fromString(Bits, D, 16);
    if (!R) error(L, "invalid hexadecimal integer constant");
    APInt Tmp = *R;
    unsigned Active = Tmp.getActiveBits();
    if (Active > 0 && Active < Bits) Tmp = Tmp.trunc(Active);
    V = Signed ? Tmp.sextOrTrunc(W) : Tmp.zextOrTrunc(W);
  }
  next();
  return M->constInt(Ty, V);
}

Constant* Parser::parseFPLiteral(const Type* Ty) {
  SourceLoc L = Tk.Loc;
  std::string_view S = Tk.Text;
  if (!Ty->isFloatingPoint()) error(L, "floating point constant invalid for type");
  TypeKind K = Ty->kind();
  auto WrongType = [&] { error(L, "floating point constant does not have type '" + Ty->str() + "'"); };
  APInt Bits;
  bool IsDoubleLiteral = Tk.is(Tok::FPDecimal) || isHexChar(S[2]);
  if (IsDoubleLiteral) {
    // LLVM reads every decimal or plain-hex FP literal as a double, then demands that it convert to a
    // half/bfloat/float exactly; the wider formats need their own hex spellings.
    uint64_t D;
    if (Tk.is(Tok::FPDecimal)) {
      std::string Err;
      std::string_view Text = S[0] == '+' ? S.substr(1) : S;
      std::optional<APInt> R = dt::parseFPLiteral(FPFormat::Double, Text, &Err);
      if (!R) error(L, "invalid floating point constant" + (Err.empty() ? std::string() : ": " + Err));
      D = R->lowWord();
    } else {
      D = hexWrap(S.substr(2));
    }
    std::optional<uint64_t> N;
    switch (K) {
    case TypeKind::Double: Bits = APInt(64, D); break;
    case TypeKind::Float:
      if (!(N = narrowDouble(D, 8, 23))) error(L, "floating point constant invalid for type");
      Bits = APInt(32, *N);
      break;
    case TypeKind::Half:
      if (!(N = narrowDouble(D, 5, 10))) error(L, "floating point constant invalid for type");
      Bits = APInt(16, *N);
      break;
    case TypeKind::BFloat:
      if (!(N = narrowDouble(D, 8, 7))) error(L, "floating point constant invalid for type");
      Bits = APInt(16, *N);
      break;
    default: WrongType();
    }
  } else {
    char Kind = S[2];
    std::string_view D = S.substr(3);
    switch (Kind) {
    case 'H':
      if (K != TypeKind::Half) WrongType();
      Bits = APInt(16, hexWrap(D) & 0xffff);
      break;
    case 'R':
      if (K != TypeKind::BFloat) WrongType();
      Bits = APInt(16, hexWrap(D) & 0xffff);
      break;
    case 'K':
      if (K != TypeKind::X86FP80) WrongType();
      if (D.size() > 32) error(L, "constant bigger than 128 bits detected");
      Bits = hexFP80(D);
      break;
    case 'L':
    case 'M':
      if (K != (Kind == 'L' ? TypeKind::FP128 : TypeKind::PPCFP128)) WrongType();
      if (D.size() > 32) error(L, "constant bigger than 128 bits detected");
      Bits = hexPair128(D);
      break;
    default: error(L, "invalid floating point constant");
    }
  }
  next();
  return M->constFP(Ty, Bits);
}

Constant* Parser::parseConstantExpr(const Type* Ty) {
  SourceLoc L = Tk.Loc;
  std::string K(Tk.Text);
  static const std::unordered_set<std::string_view> Removed = {
      "zext", "sext", "fptrunc", "fpext", "fptoui", "fptosi", "uitofp",       "sitofp",     "udiv", "sdiv",
      "urem", "srem", "fadd",    "fsub",  "fmul",   "fdiv",   "frem",         "and",        "or",   "lshr",
      "ashr", "shl",  "icmp",    "fcmp",  "fneg",   "select", "extractvalue", "insertvalue"};
  if (Removed.count(K)) error(L, K + " constexprs are no longer supported");
  if (K == "extractelement" || K == "insertelement" || K == "shufflevector")
    unsupported(L, "'" + K + "' constant expressions are not supported");

  static const std::unordered_map<std::string_view, Opcode> Casts = {
      {"trunc", Opcode::Trunc},
      {"ptrtoint", Opcode::PtrToInt},
      {"inttoptr", Opcode::IntToPtr},
      {"bitcast", Opcode::BitCast},
      {"addrspacecast", Opcode::AddrSpaceCast}};
  if (auto It = Casts.find(K); It != Casts.end()) {
    next();
    expect(Tok::LParen, "expected '(' after constantexpr cast");
    Constant* Src = parseTypeAndConstant();
    expectKw("to", "expected 'to' in constantexpr cast");
    const Type* Dst = parseType();
    expect(Tok::RParen, "expected ')' at end of constantexpr cast");
    if (!castValid(It->second, Src->type(), Dst))
      error(L, "invalid cast opcode for cast from '" + Src->type()->str() + "' to '" + Dst->str() + "'");
    return checkConstType(M->constExpr(Dst, unsigned(It->second), {Src}), Ty, L);
  }

  static const std::unordered_map<std::string_view, Opcode> Binary = {
      {"add", Opcode::Add}, {"sub", Opcode::Sub}, {"mul", Opcode::Mul}, {"xor", Opcode::Xor}};
  if (auto It = Binary.find(K); It != Binary.end()) {
    next();
    uint16_t Flags = 0;
    if (It->second != Opcode::Xor) {
      while (true) {
        if (eatKw("nuw"))
          Flags |= NUW;
        else if (eatKw("nsw"))
          Flags |= NSW;
        else
          break;
      }
    }
    expect(Tok::LParen, "expected '(' in binary constantexpr");
    Constant* A = parseTypeAndConstant();
    expect(Tok::Comma, "expected comma in binary constantexpr");
    Constant* B = parseTypeAndConstant();
    expect(Tok::RParen, "expected ')' in binary constantexpr");
    if (A->type() != B->type()) error(L, "operands of constexpr must have same type");
    if (!A->type()->scalarType()->isInteger())
      error(L, "constexpr requires integer or integer vector operands");
    ConstantExpr* C = M->constExpr(A->type(), unsigned(It->second), {A, B});
    C->Flags = Flags;
    return checkConstType(C, Ty, L);
  }

  if (K == "getelementptr") return checkConstType(parseConstantGEP(L), Ty, L);
  error(L, "expected value token");
}

Constant* Parser::parseConstantGEP(SourceLoc L) {
  next(); // getelementptr
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
  if (eatKw("inrange")) { // inrange(Start, End): an optimization hint, dropped
    expect(Tok::LParen, "expected '('");
    if (!Tk.is(Tok::Integer)) error(Tk.Loc, "expected integer");
    next();
    expect(Tok::Comma, "expected ','");
    if (!Tk.is(Tok::Integer)) error(Tk.Loc, "expected integer");
    next();
    expect(Tok::RParen, "expected ')'");
  }
  expect(Tok::LParen, "expected '(' in constantexpr");
  const Type* Src = parseType();
  expect(Tok::Comma, "expected comma after getelementptr's type");
  std::vector<Constant*> Ops;
  while (true) {
    Ops.push_back(parseTypeAndConstant());
    if (!eat(Tok::Comma)) break;
  }
  expect(Tok::RParen, "expected ')' in constantexpr");
  if (!isValidElementType(Src)) error(L, "base element of getelementptr must be sized");
  checkSizedNow(Src, L, "base element of getelementptr must be sized");
  std::vector<Value*> Vals(Ops.begin(), Ops.end());
  const Type* RT = gepResultType(Src, Vals, L);
  ConstantExpr* C = M->constExpr(RT, unsigned(Opcode::GetElementPtr), std::move(Ops));
  C->SourceElementType = Src;
  C->InBounds = InBounds;
  C->Flags = Flags;
  return C;
}

// ---------------------------------------------------------------------------------------------------------
// Shared type rules

bool Parser::castValid(Opcode Op, const Type* Src, const Type* Dst) {
  if (!Src->isFirstClassNonAggregate() || !Dst->isFirstClassNonAggregate()) return false;
  bool SV = Src->isVector(), DV = Dst->isVector();
  const Type* S = Src->scalarType();
  const Type* D = Dst->scalarType();
  if (Op != Opcode::BitCast) {
    if (SV != DV) return false;
    if (SV && Src->numElements() != Dst->numElements()) return false;
  }
  switch (Op) {
  case Opcode::Trunc: return S->isInteger() && D->isInteger() && S->bitWidth() > D->bitWidth();
  case Opcode::ZExt:
  case Opcode::SExt: return S->isInteger() && D->isInteger() && S->bitWidth() < D->bitWidth();
  case Opcode::FPTrunc: return S->isFloatingPoint() && D->isFloatingPoint() && S->bitWidth() > D->bitWidth();
  case Opcode::FPExt: return S->isFloatingPoint() && D->isFloatingPoint() && S->bitWidth() < D->bitWidth();
  case Opcode::UIToFP:
  case Opcode::SIToFP: return S->isInteger() && D->isFloatingPoint();
  case Opcode::FPToUI:
  case Opcode::FPToSI: return S->isFloatingPoint() && D->isInteger();
  case Opcode::PtrToInt: return S->isPointer() && D->isInteger();
  case Opcode::IntToPtr: return S->isInteger() && D->isPointer();
  case Opcode::AddrSpaceCast:
    return S->isPointer() && D->isPointer() && S->addressSpace() != D->addressSpace();
  case Opcode::BitCast: {
    if (S->isPointer() || D->isPointer()) {
      // Pointers only cast to pointers of the same address space, vector-ness and length.
      if (!S->isPointer() || !D->isPointer() || S->addressSpace() != D->addressSpace() || SV != DV)
        return false;
      return !SV || Src->numElements() == Dst->numElements();
    }
    // Same total width (a vector's width is its element count times the element width).
    auto Bits = [](const Type* T) -> uint64_t {
      return T->isVector() ? T->numElements() * T->elementType()->bitWidth() : T->bitWidth();
    };
    return Bits(Src) == Bits(Dst);
  }
  default: return false;
  }
}

const Type* Parser::cmpResultType(const Type* OpTy) {
  return OpTy->isVector() ? TC->vectorTy(OpTy->numElements(), TC->i1()) : TC->i1();
}

const Type* Parser::gepResultType(const Type* SrcElem, const std::vector<Value*>& Ops, SourceLoc L) {
  const Type* Base = Ops[0]->type();
  if (!Base->scalarType()->isPointer()) error(L, "base of getelementptr must be a pointer");
  uint64_t VecN = Base->isVector() ? Base->numElements() : 0;
  for (size_t I = 1; I < Ops.size(); ++I) {
    const Type* IT = Ops[I]->type();
    if (!IT->scalarType()->isInteger()) error(L, "getelementptr index must be an integer");
    if (IT->isVector()) {
      if (VecN && VecN != IT->numElements())
        error(L, "getelementptr vector index has a wrong number of elements");
      VecN = IT->numElements();
    }
  }
  const Type* Cur = SrcElem;
  for (size_t I = 2; I < Ops.size(); ++I) {
    if (Cur->isStruct()) {
      // Struct fields are selected by (splat) i32 constants.
      const Value* Idx = Ops[I];
      const ConstantInt* CI = nullptr;
      if (Idx->kind() == ValueKind::ConstantInt) {
        CI = static_cast<const ConstantInt*>(Idx);
      } else if (Idx->kind() == ValueKind::ConstantAggregate) {
        const auto& Es = static_cast<const ConstantAggregate*>(Idx)->elements();
        bool Splat = !Es.empty() && Es[0]->kind() == ValueKind::ConstantInt;
        for (const Constant* E : Es) Splat = Splat && E == Es[0];
        if (Splat) CI = static_cast<const ConstantInt*>(Es[0]);
      }
      bool ZeroVec = Idx->kind() == ValueKind::ZeroInitializer;
      if ((!CI && !ZeroVec) || !Idx->type()->scalarType()->isInteger(32) || Cur->isOpaqueStruct())
        error(L, "invalid getelementptr indices");
      uint64_t N = ZeroVec ? 0 : (CI->value().fitsZExt64() ? CI->value().getZExtValue() : UINT64_MAX);
      if (N >= Cur->members().size()) error(L, "invalid getelementptr indices");
      Cur = Cur->members()[N];
    } else if (Cur->isArray() || Cur->isVector()) {
      Cur = Cur->elementType();
    } else {
      error(L, "invalid getelementptr indices");
    }
  }
  const Type* P = Base->scalarType();
  return VecN ? TC->vectorTy(VecN, P) : P;
}

bool Parser::isSizedNow(const Type* T) {
  auto Leaf = [](const Type* X) {
    return X->isInteger() || X->isFloatingPoint() || X->isPointer() || X->isVector();
  };
  if (Leaf(T) || KnownSized.count(T)) return true;
  // Depth-first over containment; reaching an opaque struct or a struct already on the path (a struct that
  // contains itself) means unsized, as in LLVM.
  struct Frame {
    const Type* T;
    size_t Next;
  };
  std::vector<Frame> Stack{{T, 0}};
  std::unordered_set<const Type*> OnPath{T};
  while (!Stack.empty()) {
    Frame& F = Stack.back();
    const Type* X = F.T;
    if (X->isOpaqueStruct()) return false;
    size_t N = X->isStruct() ? X->members().size() : X->isArray() ? 1 : 0;
    if (!X->isStruct() && !X->isArray()) return false; // void, label, metadata, token, function
    if (F.Next < N) {
      const Type* C = X->isStruct() ? X->members()[F.Next] : X->elementType();
      ++F.Next;
      if (Leaf(C) || KnownSized.count(C)) continue;
      if (!OnPath.insert(C).second) return false;
      Stack.push_back({C, 0});
      continue;
    }
    KnownSized.insert(X);
    OnPath.erase(X);
    Stack.pop_back();
  }
  return true;
}

const Type* indexedAggregateType(const Type* T, const std::vector<unsigned>& Indices) {
  for (unsigned I : Indices) {
    if (T->isStruct()) {
      if (T->isOpaqueStruct() || I >= T->members().size()) return nullptr;
      T = T->members()[I];
    } else if (T->isArray()) {
      if (I >= T->numElements()) return nullptr;
      T = T->elementType();
    } else {
      return nullptr;
    }
  }
  return T;
}

} // namespace dt::ir::detail
