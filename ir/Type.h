// ir/Type.h — LLVM IR types, interned in a TypeContext.
//
// Duty: represent every type the reader accepts (iN for any N >= 1, the FP formats, ptr, vectors, arrays,
// literal and identified structs, function types) as unique immutable objects, so that type equality is
// pointer equality. Sizes and alignments live in DataLayout, not here.
#pragma once

#include <cstdint>
#include <deque>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace dt::ir {

enum class TypeKind : uint8_t {
  Void,
  Label,
  Metadata,
  Token,
  Integer,
  Half,
  BFloat,
  Float,
  Double,
  X86FP80,
  FP128,
  PPCFP128,
  Pointer,
  Vector,
  Array,
  Struct,
  Function,
};

class Type {
public:
  TypeKind kind() const { return Kind; }
  bool isVoid() const { return Kind == TypeKind::Void; }
  bool isInteger() const { return Kind == TypeKind::Integer; }
  bool isInteger(unsigned Bits) const { return Kind == TypeKind::Integer && Width == Bits; }
  bool isFloatingPoint() const { return Kind >= TypeKind::Half && Kind <= TypeKind::PPCFP128; }
  bool isPointer() const { return Kind == TypeKind::Pointer; }
  bool isVector() const { return Kind == TypeKind::Vector; }
  bool isArray() const { return Kind == TypeKind::Array; }
  bool isStruct() const { return Kind == TypeKind::Struct; }
  bool isAggregate() const { return isArray() || isStruct(); }
  bool isFunction() const { return Kind == TypeKind::Function; }
  bool isLabel() const { return Kind == TypeKind::Label; }
  /// Scalar integer, FP or pointer; or a vector of them.
  bool isFirstClassNonAggregate() const;

  /// Bit width of an integer type; for FP types their format width; 0 otherwise.
  unsigned bitWidth() const { return Width; }
  /// Number of elements of a vector or array.
  uint64_t numElements() const { return Count; }
  /// Element type of a vector or array.
  const Type* elementType() const { return Elem; }
  /// The element type for vectors, the type itself otherwise.
  const Type* scalarType() const { return isVector() ? Elem : this; }
  /// Struct members, or for a function type: return type followed by parameter types.
  const std::vector<const Type*>& members() const { return Members; }
  const Type* returnType() const { return Members[0]; }
  unsigned numParams() const { return unsigned(Members.size() - 1); }
  const Type* paramType(unsigned I) const { return Members[I + 1]; }
  bool isVarArg() const { return VarArg; }
  bool isPacked() const { return Packed; }
  unsigned addressSpace() const { return AddrSpace; }
  /// Identified structs (%T = type {...}) have a name; literal structs do not.
  const std::string& structName() const { return Name; }
  bool isOpaqueStruct() const { return Opaque; }
  /// An identified struct named by number (%0); structName() is then the decimal number.
  bool isNumberedStruct() const { return Numbered; }

  /// LLVM's spelling: i32, float, ptr, <4 x i32>, [2 x i8], { i32, i1 }, %T, i32 (ptr, ...).
  std::string str() const;

private:
  friend class TypeContext;
  TypeKind Kind = TypeKind::Void;
  unsigned Width = 0;
  uint64_t Count = 0;
  const Type* Elem = nullptr;
  std::vector<const Type*> Members;
  bool VarArg = false;
  bool Packed = false;
  bool Opaque = false;
  bool Numbered = false; // identified struct named by number (%0 = type ...): printed without quotes
  unsigned AddrSpace = 0;
  std::string Name;
};

/// A value or type name as LLVM prints it after the sigil: bare when it matches [-a-zA-Z$._][-a-zA-Z$._0-9]*,
/// otherwise quoted with \XX escapes ("my var" -> "\"my var\"").
std::string llvmNameString(std::string_view Name);

/// Owns and uniques all types of a module.
class TypeContext {
public:
  TypeContext();
  const Type* voidTy() const { return Void; }
  const Type* labelTy() const { return Label; }
  const Type* metadataTy() const { return Metadata; }
  const Type* tokenTy() const { return Token; }
  const Type* intTy(unsigned Bits);
  const Type* i1() { return intTy(1); }
  const Type* fpTy(TypeKind K);
  const Type* ptrTy(unsigned AddrSpace = 0);
  const Type* vectorTy(uint64_t N, const Type* Elem);
  const Type* arrayTy(uint64_t N, const Type* Elem);
  const Type* structTy(const std::vector<const Type*>& Members, bool Packed = false);
  /// Identified struct; created opaque on first mention, its body set by setStructBody.
  Type* namedStructTy(const std::string& Name);
  /// Identified struct referred to by number (%0 = type {...}); a separate namespace from named ones.
  Type* numberedStructTy(unsigned Number);
  /// LLVM's limit on integer widths (IntegerType::MAX_INT_BITS).
  static constexpr unsigned MaxIntBits = 1u << 23;
  void setStructBody(Type* T, const std::vector<const Type*>& Members, bool Packed);
  const Type* functionTy(const Type* Ret, const std::vector<const Type*>& Params, bool VarArg);

private:
  const Type* intern(Type&& T);
  std::deque<Type> Storage;
  std::map<std::string, const Type*> Unique; // keyed by a canonical description
  std::map<std::string, Type*> Named;
  std::map<unsigned, Type*> NumberedStructs;
  // Integer types are requested per token, so small widths are looked up by index, not by string key.
  std::vector<const Type*> SmallInts;
  std::map<unsigned, const Type*> LargeInts;
  const Type* FP[7] = {};
  std::vector<const Type*> Ptrs;
  const Type *Void, *Label, *Metadata, *Token;
};

} // namespace dt::ir
