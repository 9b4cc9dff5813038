// ir/Type.cpp — type spelling and the interning TypeContext.
//
// Duty: make every structurally equal type one object, so the rest of dagtool compares types by pointer.
// Invariants: a Type never changes after interning, except an identified struct's body, which is set once
// (opaque -> body) by setStructBody. Identified structs are never uniqued structurally: two names are two
// types even with equal bodies, as in LLVM.
#include "ir/Type.h"

#include "support/Diagnostics.h"

#include <charconv>
#include <cstdio>

namespace dt::ir {

bool Type::isFirstClassNonAggregate() const {
  const Type* S = scalarType();
  return S->isInteger() || S->isFloatingPoint() || S->isPointer();
}

std::string llvmNameString(std::string_view Name) {
  auto IsBare = [](char C) {
    return (C >= 'a' && C <= 'z') || (C >= 'A' && C <= 'Z') || (C >= '0' && C <= '9') || C == '-' ||
           C == '$' || C == '.' || C == '_';
  };
  bool Bare = !Name.empty() && !(Name[0] >= '0' && Name[0] <= '9');
  for (char C : Name) Bare = Bare && IsBare(C);
  if (Bare) return std::string(Name);
  std::string S = "\"";
  for (char C : Name) {
    auto U = static_cast<unsigned char>(C);
    if (U >= 0x20 && U < 0x7f && C != '"' && C != '\\') {
      S += C;
    } else {
      static const char Hex[] = "0123456789ABCDEF";
      S += '\\';
      S += Hex[U >> 4];
      S += Hex[U & 15];
    }
  }
  S += '"';
  return S;
}

static void appendType(std::string& S, const Type* T);

static void appendMembers(std::string& S, const std::vector<const Type*>& Ms, size_t From) {
  for (size_t I = From; I < Ms.size(); ++I) {
    if (I != From) S += ", ";
    appendType(S, Ms[I]);
  }
}

static void appendType(std::string& S, const Type* T) {
  switch (T->kind()) {
  case TypeKind::Void: S += "void"; return;
  case TypeKind::Label: S += "label"; return;
  case TypeKind::Metadata: S += "metadata"; return;
  case TypeKind::Token: S += "token"; return;
  case TypeKind::Integer:
    S += 'i';
    S += std::to_string(T->bitWidth());
    return;
  case TypeKind::Half: S += "half"; return;
  case TypeKind::BFloat: S += "bfloat"; return;
  case TypeKind::Float: S += "float"; return;
  case TypeKind::Double: S += "double"; return;
  case TypeKind::X86FP80: S += "x86_fp80"; return;
  case TypeKind::FP128: S += "fp128"; return;
  case TypeKind::PPCFP128: S += "ppc_fp128"; return;
  case TypeKind::Pointer:
    S += "ptr";
    if (T->addressSpace()) S += " addrspace(" + std::to_string(T->addressSpace()) + ")";
    return;
  case TypeKind::Vector:
  case TypeKind::Array:
    S += T->isVector() ? '<' : '[';
    S += std::to_string(T->numElements());
    S += " x ";
    appendType(S, T->elementType());
    S += T->isVector() ? '>' : ']';
    return;
  case TypeKind::Struct:
    if (!T->structName().empty()) {
      S += '%';
      // Numbered structs keep their number as the name and print bare (%0); a named struct whose name
      // starts with a digit needs quotes (%"0x").
      S += T->isNumberedStruct() ? T->structName() : llvmNameString(T->structName());
      return;
    }
    if (T->isPacked()) S += '<';
    if (T->members().empty()) {
      S += "{}";
    } else {
      S += "{ ";
      appendMembers(S, T->members(), 0);
      S += " }";
    }
    if (T->isPacked()) S += '>';
    return;
  case TypeKind::Function:
    appendType(S, T->returnType());
    S += " (";
    appendMembers(S, T->members(), 1);
    if (T->isVarArg()) S += T->numParams() ? ", ..." : "...";
    S += ')';
    return;
  }
}

std::string Type::str() const {
  std::string S;
  appendType(S, this);
  return S;
}

// ---------------------------------------------------------------------------------------------------------
TypeContext::TypeContext() {
  auto Make = [this](TypeKind K) {
    Type T;
    T.Kind = K;
    Storage.push_back(std::move(T));
    return &Storage.back();
  };
  Void = Make(TypeKind::Void);
  Label = Make(TypeKind::Label);
  Metadata = Make(TypeKind::Metadata);
  Token = Make(TypeKind::Token);
}

const Type* TypeContext::intern(Type&& T) {
  Storage.push_back(std::move(T));
  return &Storage.back();
}

const Type* TypeContext::intTy(unsigned Bits) {
  DT_CHECK(Bits >= 1 && Bits <= MaxIntBits, "integer width out of range");
  constexpr unsigned SmallLimit = 4097;
  if (Bits < SmallLimit) {
    if (SmallInts.size() <= Bits) SmallInts.resize(Bits < 129 ? 129 : SmallLimit, nullptr);
    if (const Type* T = SmallInts[Bits]) return T;
  } else if (auto It = LargeInts.find(Bits); It != LargeInts.end()) {
    return It->second;
  }
  Type T;
  T.Kind = TypeKind::Integer;
  T.Width = Bits;
  const Type* R = intern(std::move(T));
  if (Bits < SmallLimit)
    SmallInts[Bits] = R;
  else
    LargeInts.emplace(Bits, R);
  return R;
}

const Type* TypeContext::fpTy(TypeKind K) {
  DT_CHECK(K >= TypeKind::Half && K <= TypeKind::PPCFP128, "not a floating-point type kind");
  unsigned Idx = unsigned(K) - unsigned(TypeKind::Half);
  if (!FP[Idx]) {
    static const unsigned Widths[] = {16, 16, 32, 64, 80, 128, 128};
    Type T;
    T.Kind = K;
    T.Width = Widths[Idx];
    FP[Idx] = intern(std::move(T));
  }
  return FP[Idx];
}

const Type* TypeContext::ptrTy(unsigned AddrSpace) {
  if (AddrSpace < 64) {
    if (Ptrs.size() <= AddrSpace) Ptrs.resize(AddrSpace + 1, nullptr);
    if (Ptrs[AddrSpace]) return Ptrs[AddrSpace];
  }
  std::string Key = "p" + std::to_string(AddrSpace);
  if (AddrSpace >= 64)
    if (auto It = Unique.find(Key); It != Unique.end()) return It->second;
  Type T;
  T.Kind = TypeKind::Pointer;
  T.AddrSpace = AddrSpace;
  const Type* R = intern(std::move(T));
  if (AddrSpace < 64)
    Ptrs[AddrSpace] = R;
  else
    Unique.emplace(std::move(Key), R);
  return R;
}

// Keys identify element types by address: types are interned, so the address is the identity.
static void appendPtr(std::string& Key, const void* P) {
  char Buf[24];
  auto R = std::to_chars(Buf, Buf + sizeof(Buf), reinterpret_cast<uintptr_t>(P), 16);
  Key.append(Buf, R.ptr);
  Key += ',';
}

const Type* TypeContext::vectorTy(uint64_t N, const Type* Elem) {
  std::string Key = "v" + std::to_string(N) + ":";
  appendPtr(Key, Elem);
  if (auto It = Unique.find(Key); It != Unique.end()) return It->second;
  Type T;
  T.Kind = TypeKind::Vector;
  T.Count = N;
  T.Elem = Elem;
  return Unique[Key] = intern(std::move(T));
}

const Type* TypeContext::arrayTy(uint64_t N, const Type* Elem) {
  std::string Key = "a" + std::to_string(N) + ":";
  appendPtr(Key, Elem);
  if (auto It = Unique.find(Key); It != Unique.end()) return It->second;
  Type T;
  T.Kind = TypeKind::Array;
  T.Count = N;
  T.Elem = Elem;
  return Unique[Key] = intern(std::move(T));
}

const Type* TypeContext::structTy(const std::vector<const Type*>& Members, bool Packed) {
  std::string Key = Packed ? "S:" : "s:";
  for (const Type* M : Members) appendPtr(Key, M);
  if (auto It = Unique.find(Key); It != Unique.end()) return It->second;
  Type T;
  T.Kind = TypeKind::Struct;
  T.Members = Members;
  T.Packed = Packed;
  return Unique[Key] = intern(std::move(T));
}

Type* TypeContext::namedStructTy(const std::string& Name) {
  if (auto It = Named.find(Name); It != Named.end()) return It->second;
  Type T;
  T.Kind = TypeKind::Struct;
  T.Opaque = true;
  T.Name = Name;
  Storage.push_back(std::move(T));
  return Named[Name] = &Storage.back();
}

Type* TypeContext::numberedStructTy(unsigned Number) {
  if (auto It = NumberedStructs.find(Number); It != NumberedStructs.end()) return It->second;
  Type T;
  T.Kind = TypeKind::Struct;
  T.Opaque = true;
  T.Numbered = true;
  T.Name = std::to_string(Number);
  Storage.push_back(std::move(T));
  return NumberedStructs[Number] = &Storage.back();
}

void TypeContext::setStructBody(Type* T, const std::vector<const Type*>& Members, bool Packed) {
  DT_CHECK(T->isStruct() && !T->Name.empty(), "setStructBody on a literal type");
  T->Members = Members;
  T->Packed = Packed;
  T->Opaque = false;
}

const Type* TypeContext::functionTy(const Type* Ret, const std::vector<const Type*>& Params, bool VarArg) {
  std::string Key = VarArg ? "F:" : "f:";
  appendPtr(Key, Ret);
  for (const Type* P : Params) appendPtr(Key, P);
  if (auto It = Unique.find(Key); It != Unique.end()) return It->second;
  Type T;
  T.Kind = TypeKind::Function;
  T.Members.reserve(Params.size() + 1);
  T.Members.push_back(Ret);
  T.Members.insert(T.Members.end(), Params.begin(), Params.end());
  T.VarArg = VarArg;
  return Unique[Key] = intern(std::move(T));
}

} // namespace dt::ir
