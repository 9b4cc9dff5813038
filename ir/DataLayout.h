// ir/DataLayout.h — sizes, alignments and struct layouts from a `target datalayout` string.
//
// Duty: answer "how many bytes does this type occupy / how is it aligned" the way LLVM's DataLayout does,
// for the specifications RISC-V uses (e, m:e, p:32:32 / p:64:64, i64:64, i128:128, n32:64, S128) and
// LLVM's defaults for everything else. Integers of odd widths take the alignment of the next larger
// specified integer (or the largest one), and their store size is ceil(bits / 8).
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace dt::ir {

class Type;

class DataLayout {
public:
  DataLayout(); // LLVM's defaults (little endian, 64-bit pointers, i64 aligned to 4 ...)
  /// Parses a datalayout string; on a malformed string returns false and sets Error.
  bool parse(std::string_view Spec, std::string& Error);

  bool isLittleEndian() const { return !BigEndian; }
  unsigned pointerSizeInBits(unsigned AddrSpace = 0) const;
  unsigned pointerABIAlign(unsigned AddrSpace = 0) const; // bytes
  uint64_t typeSizeInBits(const Type* T) const;  // iN: N; vectors: elements * element bits
  uint64_t typeStoreSize(const Type* T) const;   // bytes: ceil(bits / 8)
  uint64_t typeAllocSize(const Type* T) const;   // store size rounded up to the ABI alignment
  unsigned abiAlign(const Type* T) const;        // bytes
  unsigned prefAlign(const Type* T) const;       // bytes (what an alloca without `align` gets)
  /// Whether the type has a size: false for void, label, metadata, token, function types, opaque structs
  /// and structs that contain themselves (LLVM accepts `%T = type { %T }` but treats it as unsized).
  bool isSized(const Type* T) const;
  unsigned allocaAddrSpace() const { return AllocaAS; } // A<n>
  unsigned programAddrSpace() const { return ProgramAS; } // P<n>
  unsigned globalsAddrSpace() const { return GlobalsAS; } // G<n>
  /// Width of GEP index arithmetic for pointers of that address space (bits).
  unsigned indexSizeInBits(unsigned AddrSpace = 0) const;
  uint64_t structMemberOffset(const Type* Struct, unsigned Member) const;
  unsigned stackAlign() const { return StackAlignBytes; } // S128 → 16; 0 when unspecified
  /// Native integer widths (n32:64).
  const std::map<unsigned, bool>& nativeIntegers() const { return Native; }

private:
  bool BigEndian = false;
  unsigned StackAlignBytes = 0;
  std::map<unsigned, unsigned> IntAlign;  // bit width → ABI alignment in bytes
  std::map<unsigned, unsigned> FloatAlign;
  std::map<unsigned, unsigned> VectorAlign;
  std::map<unsigned, std::pair<unsigned, unsigned>> Pointers; // addrspace → (size bits, align bytes)
  std::map<unsigned, bool> Native;

  // Preferred alignments (bytes), parallel to the ABI maps above.
  std::map<unsigned, unsigned> IntPref, FloatPref, VectorPref;
  struct PtrSpec {
    unsigned PrefAlign;  // bytes
    unsigned IndexBits;
  };
  std::map<unsigned, PtrSpec> PointerExtra;
  unsigned AggABI = 1, AggPref = 8; // a:<abi>:<pref>, bytes (LLVM's default a:0:64)
  unsigned AllocaAS = 0, ProgramAS = 0, GlobalsAS = 0;

  // Struct layouts are computed once per struct type: nested aggregates would otherwise be walked again
  // for every query, which is exponential for types built by repeated doubling.
  struct StructInfo {
    bool Sized = false;
    bool InProgress = false; // on the current walk: reaching it again means the struct contains itself
    bool LayoutDone = false;
    unsigned Align = 1;
    uint64_t Size = 0;
    std::vector<uint64_t> Offsets;
  };
  mutable std::unordered_map<const Type*, StructInfo> StructCache;
  const StructInfo& structInfo(const Type* T, unsigned Depth) const;
  bool sizedImpl(const Type* T, unsigned Depth) const;
  uint64_t sizeBitsImpl(const Type* T, unsigned Depth) const;
  unsigned alignImpl(const Type* T, bool ABI, unsigned Depth) const;
  uint64_t allocSizeImpl(const Type* T, unsigned Depth) const;
};

} // namespace dt::ir
