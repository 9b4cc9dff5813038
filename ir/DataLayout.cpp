// ir/DataLayout.cpp — LLVM's datalayout rules: parsing the spec string and computing sizes and alignments.
//
// Duty: give the same answers as LLVM 19's DataLayout for every type the reader produces. Invariants: a
// failed parse leaves the object unchanged; alignments are powers of two in bytes; struct layouts are
// cached per type (types are immutable once the module is read). Unsized types (void, label, functions,
// opaque or self-containing structs) have size 0 and alignment 1 rather than being an error, so a query
// can never recurse forever.
#include "ir/DataLayout.h"

#include "ir/Type.h"
#include "support/Diagnostics.h"

#include <algorithm>
#include <charconv>

namespace dt::ir {

namespace {
constexpr unsigned MaxTypeDepth = 10000; // bounds the recursion of size queries (the reader allows 1000)

uint64_t alignTo(uint64_t V, uint64_t A) {
  return A <= 1 ? V : (V + A - 1) / A * A;
}

unsigned pow2Ceil(uint64_t V) {
  uint64_t P = 1;
  while (P < V && P < (uint64_t(1) << 31)) P <<= 1;
  return unsigned(P);
}

bool isPow2(uint64_t V) {
  return V && !(V & (V - 1));
}

// The spec grammar splits on '-' and then ':'; LLVM rejects empty pieces with these two messages.
bool split(std::string_view Str, char Sep, std::string_view& First, std::string_view& Second,
           std::string& Error) {
  size_t Pos = Str.find(Sep);
  First = Str.substr(0, Pos);
  Second = Pos == std::string_view::npos ? std::string_view() : Str.substr(Pos + 1);
  if (Second.empty() && First.size() != Str.size()) {
    Error = "Trailing separator in datalayout string";
    return false;
  }
  if (!Second.empty() && First.empty()) {
    Error = "Expected token before separator in datalayout string";
    return false;
  }
  return true;
}

bool getInt(std::string_view S, unsigned& Out, std::string& Error) {
  uint64_t V = 0;
  auto R = std::from_chars(S.data(), S.data() + S.size(), V);
  if (S.empty() || R.ec != std::errc() || R.ptr != S.data() + S.size() || V > 0xffffffffu) {
    Error = "not a number, or does not fit in an unsigned int";
    return false;
  }
  Out = unsigned(V);
  return true;
}

bool getIntInBytes(std::string_view S, unsigned& Out, std::string& Error) {
  if (!getInt(S, Out, Error)) return false;
  if (Out % 8) {
    Error = "number of bits must be a byte width multiple";
    return false;
  }
  Out /= 8;
  return true;
}

bool getAddrSpace(std::string_view S, unsigned& Out, std::string& Error) {
  if (!getInt(S, Out, Error)) return false;
  if (Out >= (1u << 24)) {
    Error = "Invalid address space, must be a 24-bit integer";
    return false;
  }
  return true;
}
} // namespace

DataLayout::DataLayout() {
  IntAlign = {{1, 1}, {8, 1}, {16, 2}, {32, 4}, {64, 4}};
  IntPref = {{1, 1}, {8, 1}, {16, 2}, {32, 4}, {64, 8}};
  FloatAlign = FloatPref = {{16, 2}, {32, 4}, {64, 8}, {128, 16}};
  VectorAlign = VectorPref = {{64, 8}, {128, 16}};
  Pointers = {{0, {64, 8}}};
  PointerExtra = {{0, {8, 64}}};
}

bool DataLayout::parse(std::string_view Spec, std::string& Error) {
  DataLayout L; // parse into a fresh default layout so a failure leaves *this untouched
  std::string_view Desc = Spec;
  while (!Desc.empty()) {
    std::string_view Piece, Rest;
    if (!split(Desc, '-', Piece, Desc, Error)) return false;
    std::string_view Tok;
    if (!split(Piece, ':', Tok, Rest, Error)) return false;

    if (Tok == "ni") { // non-integral address spaces: accepted, nothing in dagtool depends on them
      while (!Rest.empty()) {
        std::string_view AS;
        if (!split(Rest, ':', AS, Rest, Error)) return false;
        unsigned N;
        if (!getAddrSpace(AS, N, Error)) return false;
        if (N == 0) {
          Error = "Address space 0 can never be non-integral";
          return false;
        }
      }
      continue;
    }

    char C = Tok.front();
    Tok.remove_prefix(1);
    switch (C) {
    case 's': break; // deprecated, ignored by LLVM too
    case 'E': L.BigEndian = true; break;
    case 'e': L.BigEndian = false; break;
    case 'p': {
      unsigned AS = 0;
      if (!Tok.empty() && !getInt(Tok, AS, Error)) return false;
      if (AS >= (1u << 24)) {
        Error = "Invalid address space, must be a 24bit integer";
        return false;
      }
      if (Rest.empty()) {
        Error = "Missing size specification for pointer in datalayout string";
        return false;
      }
      std::string_view F;
      if (!split(Rest, ':', F, Rest, Error)) return false;
      unsigned SizeBytes;
      if (!getIntInBytes(F, SizeBytes, Error)) return false;
      if (!SizeBytes) {
        Error = "Invalid pointer size of 0 bytes";
        return false;
      }
      if (Rest.empty()) {
        Error = "Missing alignment specification for pointer in datalayout string";
        return false;
      }
      if (!split(Rest, ':', F, Rest, Error)) return false;
      unsigned ABI;
      if (!getIntInBytes(F, ABI, Error)) return false;
      if (!isPow2(ABI)) {
        Error = "Pointer ABI alignment must be a power of 2";
        return false;
      }
      unsigned Pref = ABI, IndexBytes = SizeBytes;
      if (!Rest.empty()) {
        if (!split(Rest, ':', F, Rest, Error)) return false;
        if (!getIntInBytes(F, Pref, Error)) return false;
        if (!isPow2(Pref)) {
          Error = "Pointer preferred alignment must be a power of 2";
          return false;
        }
        if (!Rest.empty()) {
          if (!split(Rest, ':', F, Rest, Error)) return false;
          if (!getIntInBytes(F, IndexBytes, Error)) return false;
          if (!IndexBytes) {
            Error = "Invalid index size of 0 bytes";
            return false;
          }
        }
      }
      if (Pref < ABI) {
        Error = "Preferred alignment cannot be less than the ABI alignment";
        return false;
      }
      L.Pointers[AS] = {SizeBytes * 8, ABI};
      L.PointerExtra[AS] = {Pref, IndexBytes * 8};
      break;
    }
    case 'i':
    case 'v':
    case 'f':
    case 'a': {
      unsigned Size = 0;
      if (!Tok.empty() && !getInt(Tok, Size, Error)) return false;
      if (C == 'a' && Size != 0) {
        Error = "Sized aggregate specification in datalayout string";
        return false;
      }
      if (Rest.empty()) {
        Error = "Missing alignment specification in datalayout string";
        return false;
      }
      std::string_view F;
      if (!split(Rest, ':', F, Rest, Error)) return false;
      unsigned ABI;
      if (!getIntInBytes(F, ABI, Error)) return false;
      if (C != 'a' && !ABI) {
        Error = "ABI alignment specification must be >0 for non-aggregate types";
        return false;
      }
      if (ABI >= (1u << 16)) {
        Error = "Invalid ABI alignment, must be a 16bit integer";
        return false;
      }
      if (ABI && !isPow2(ABI)) {
        Error = "Invalid ABI alignment, must be a power of 2";
        return false;
      }
      if (C == 'i' && Size == 8 && ABI != 1) {
        Error = "Invalid ABI alignment, i8 must be naturally aligned";
        return false;
      }
      unsigned Pref = ABI;
      if (!Rest.empty()) {
        if (!split(Rest, ':', F, Rest, Error)) return false;
        if (!getIntInBytes(F, Pref, Error)) return false;
      }
      if (Pref >= (1u << 16)) {
        Error = "Invalid preferred alignment, must be a 16bit integer";
        return false;
      }
      if (Pref && !isPow2(Pref)) {
        Error = "Invalid preferred alignment, must be a power of 2";
        return false;
      }
      // LLVM stores a zero alignment as 1 byte ("assumeAligned").
      ABI = std::max(ABI, 1u);
      Pref = std::max(Pref, 1u);
      if (Size >= (1u << 24)) {
        Error = "Invalid bit width, must be a 24-bit integer";
        return false;
      }
      if (Pref < ABI) {
        Error = "Preferred alignment cannot be less than the ABI alignment";
        return false;
      }
      if (C == 'i') {
        L.IntAlign[Size] = ABI;
        L.IntPref[Size] = Pref;
      } else if (C == 'f') {
        L.FloatAlign[Size] = ABI;
        L.FloatPref[Size] = Pref;
      } else if (C == 'v') {
        L.VectorAlign[Size] = ABI;
        L.VectorPref[Size] = Pref;
      } else {
        L.AggABI = ABI;
        L.AggPref = Pref;
      }
      break;
    }
    case 'n': {
      std::string_view W = Tok;
      while (true) {
        unsigned Width;
        if (!getInt(W, Width, Error)) return false;
        if (!Width) {
          Error = "Zero width native integer type in datalayout string";
          return false;
        }
        L.Native[Width] = true;
        if (Rest.empty()) break;
        if (!split(Rest, ':', W, Rest, Error)) return false;
      }
      break;
    }
    case 'S': {
      unsigned A;
      if (!getIntInBytes(Tok, A, Error)) return false;
      if (A && !isPow2(A)) {
        Error = "Alignment is neither 0 nor a power of 2";
        return false;
      }
      L.StackAlignBytes = A;
      break;
    }
    case 'F': {
      if (Tok.empty() || (Tok.front() != 'i' && Tok.front() != 'n')) {
        Error = "Unknown function pointer alignment type in datalayout string";
        return false;
      }
      Tok.remove_prefix(1);
      unsigned A;
      if (!getIntInBytes(Tok, A, Error)) return false;
      if (A && !isPow2(A)) {
        Error = "Alignment is neither 0 nor a power of 2";
        return false;
      }
      break;
    }
    case 'P':
      if (!getAddrSpace(Tok, L.ProgramAS, Error)) return false;
      break;
    case 'A':
      if (!getAddrSpace(Tok, L.AllocaAS, Error)) return false;
      break;
    case 'G':
      if (!getAddrSpace(Tok, L.GlobalsAS, Error)) return false;
      break;
    case 'm':
      if (!Tok.empty()) {
        Error = "Unexpected trailing characters after mangling specifier in datalayout string";
        return false;
      }
      if (Rest.empty()) {
        Error = "Expected mangling specifier in datalayout string";
        return false;
      }
      if (Rest.size() > 1) {
        Error = "Unknown mangling specifier in datalayout string";
        return false;
      }
      if (std::string_view("elomwxa").find(Rest[0]) == std::string_view::npos) {
        Error = "Unknown mangling in datalayout string";
        return false;
      }
      break;
    default: Error = "Unknown specifier in datalayout string"; return false;
    }
  }
  *this = std::move(L);
  return true;
}

unsigned DataLayout::pointerSizeInBits(unsigned AS) const {
  auto It = Pointers.find(AS);
  if (It == Pointers.end()) It = Pointers.find(0);
  return It->second.first;
}

unsigned DataLayout::pointerABIAlign(unsigned AS) const {
  auto It = Pointers.find(AS);
  if (It == Pointers.end()) It = Pointers.find(0);
  return It->second.second;
}

unsigned DataLayout::indexSizeInBits(unsigned AS) const {
  auto It = PointerExtra.find(AS);
  if (It == PointerExtra.end()) It = PointerExtra.find(0);
  return It->second.IndexBits;
}

const DataLayout::StructInfo& DataLayout::structInfo(const Type* T, unsigned Depth) const {
  if (Depth > MaxTypeDepth) throw InternalError("type nesting too deep for a layout query");
  StructInfo& SI = StructCache[T]; // node-based map: the reference survives the inserts made below
  if (SI.LayoutDone || SI.InProgress) return SI;
  SI.InProgress = true;
  bool Sized = !T->isOpaqueStruct();
  for (const Type* M : T->members())
    if (!sizedImpl(M, Depth + 1)) Sized = false;
  if (Sized) {
    uint64_t Off = 0;
    unsigned MaxAlign = 1;
    SI.Offsets.clear();
    for (const Type* M : T->members()) {
      unsigned A = T->isPacked() ? 1 : alignImpl(M, true, Depth + 1);
      MaxAlign = std::max(MaxAlign, A);
      Off = alignTo(Off, A);
      SI.Offsets.push_back(Off);
      Off += allocSizeImpl(M, Depth + 1);
    }
    SI.Size = alignTo(Off, MaxAlign);
    SI.Align = MaxAlign;
  }
  SI.Sized = Sized;
  SI.InProgress = false;
  SI.LayoutDone = true;
  return SI;
}

bool DataLayout::sizedImpl(const Type* T, unsigned Depth) const {
  if (Depth > MaxTypeDepth) throw InternalError("type nesting too deep for a layout query");
  switch (T->kind()) {
  case TypeKind::Integer:
  case TypeKind::Pointer:
  case TypeKind::Vector: return true;
  case TypeKind::Array: return sizedImpl(T->elementType(), Depth + 1);
  case TypeKind::Struct: return structInfo(T, Depth + 1).Sized;
  default: return T->isFloatingPoint();
  }
}

bool DataLayout::isSized(const Type* T) const {
  return sizedImpl(T, 0);
}

uint64_t DataLayout::sizeBitsImpl(const Type* T, unsigned Depth) const {
  switch (T->kind()) {
  case TypeKind::Integer:
  case TypeKind::Half:
  case TypeKind::BFloat:
  case TypeKind::Float:
  case TypeKind::Double:
  case TypeKind::X86FP80:
  case TypeKind::FP128:
  case TypeKind::PPCFP128: return T->bitWidth();
  case TypeKind::Pointer: return pointerSizeInBits(T->addressSpace());
  case TypeKind::Label: return pointerSizeInBits(0);
  case TypeKind::Vector: return T->numElements() * sizeBitsImpl(T->elementType(), Depth + 1);
  case TypeKind::Array: return T->numElements() * allocSizeImpl(T->elementType(), Depth + 1) * 8;
  case TypeKind::Struct: {
    const StructInfo& SI = structInfo(T, Depth + 1);
    return SI.Sized ? SI.Size * 8 : 0;
  }
  default: return 0;
  }
}

unsigned DataLayout::alignImpl(const Type* T, bool ABI, unsigned Depth) const {
  if (Depth > MaxTypeDepth) throw InternalError("type nesting too deep for a layout query");
  auto StoreBytes = [&] { return (sizeBitsImpl(T, Depth + 1) + 7) / 8; };
  switch (T->kind()) {
  case TypeKind::Integer: {
    const auto& M = ABI ? IntAlign : IntPref;
    // No exact entry: the next larger specified width, or the largest one when none is larger.
    auto It = M.lower_bound(T->bitWidth());
    if (It == M.end()) --It;
    return It->second;
  }
  case TypeKind::Half:
  case TypeKind::BFloat:
  case TypeKind::Float:
  case TypeKind::Double:
  case TypeKind::X86FP80:
  case TypeKind::FP128:
  case TypeKind::PPCFP128: {
    const auto& M = ABI ? FloatAlign : FloatPref;
    if (auto It = M.find(T->bitWidth()); It != M.end()) return It->second;
    return pow2Ceil(StoreBytes());
  }
  case TypeKind::Vector: {
    const auto& M = ABI ? VectorAlign : VectorPref;
    uint64_t Bits = sizeBitsImpl(T, Depth + 1);
    if (Bits <= 0xffffffffu)
      if (auto It = M.find(unsigned(Bits)); It != M.end()) return It->second;
    return pow2Ceil(StoreBytes());
  }
  case TypeKind::Pointer:
  case TypeKind::Label: {
    unsigned AS = T->isPointer() ? T->addressSpace() : 0;
    if (ABI) return pointerABIAlign(AS);
    auto It = PointerExtra.find(AS);
    if (It == PointerExtra.end()) It = PointerExtra.find(0);
    return It->second.PrefAlign;
  }
  case TypeKind::Array: return alignImpl(T->elementType(), ABI, Depth + 1);
  case TypeKind::Struct: {
    const StructInfo& SI = structInfo(T, Depth + 1);
    unsigned A = SI.Sized ? SI.Align : 1;
    return std::max(A, ABI ? AggABI : AggPref);
  }
  default: return 1;
  }
}

uint64_t DataLayout::allocSizeImpl(const Type* T, unsigned Depth) const {
  if (Depth > MaxTypeDepth) throw InternalError("type nesting too deep for a layout query");
  uint64_t Store = (sizeBitsImpl(T, Depth + 1) + 7) / 8;
  return alignTo(Store, alignImpl(T, true, Depth + 1));
}

uint64_t DataLayout::typeSizeInBits(const Type* T) const {
  return sizeBitsImpl(T, 0);
}
uint64_t DataLayout::typeStoreSize(const Type* T) const {
  return (sizeBitsImpl(T, 0) + 7) / 8;
}
uint64_t DataLayout::typeAllocSize(const Type* T) const {
  return allocSizeImpl(T, 0);
}
unsigned DataLayout::abiAlign(const Type* T) const {
  return alignImpl(T, true, 0);
}
unsigned DataLayout::prefAlign(const Type* T) const {
  return alignImpl(T, false, 0);
}

uint64_t DataLayout::structMemberOffset(const Type* Struct, unsigned Member) const {
  DT_CHECK(Struct->isStruct() && Member < Struct->members().size(), "structMemberOffset: bad member");
  const StructInfo& SI = structInfo(Struct, 0);
  return SI.Sized ? SI.Offsets[Member] : 0;
}

} // namespace dt::ir
