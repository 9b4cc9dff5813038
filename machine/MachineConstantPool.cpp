// machine/MachineConstantPool.cpp — entry sharing as LLVM's MachineConstantPool::getConstantPoolIndex does.
#include "machine/MachineConstantPool.h"

#include <algorithm>

namespace dt {

namespace {

// LLVM shares two IR constants when they are the same constant, or when both are scalars (not arrays or
// structs) of one store size of at most 128 bytes whose bits, read as one integer, are equal.
bool canShare(const MachineConstantPoolEntry& E, const APInt& Bits, EVT Type) {
  if (E.Type == Type) return E.Bits == Bits;
  if (E.Type.isVector() || Type.isVector()) return false; // byte arrays are LLVM arrays
  uint64_t Size = Type.storeSizeInBytes();
  if (Size != E.Type.storeSizeInBytes() || Size > 128) return false;
  return E.Bits.getBitWidth() == Bits.getBitWidth() && E.Bits == Bits;
}

} // namespace

unsigned MachineConstantPool::getConstantPoolIndex(const APInt& Bits, EVT Type, unsigned Alignment) {
  PoolAlignment = std::max(PoolAlignment, Alignment);
  for (size_t I = 0; I < Entries.size(); ++I) {
    MachineConstantPoolEntry& E = Entries[I];
    if (E.IsTargetSpecific || !canShare(E, Bits, Type)) continue;
    E.Alignment = std::max(E.Alignment, Alignment);
    return unsigned(I);
  }
  Entries.push_back({Bits, Type, Alignment, false});
  return unsigned(Entries.size() - 1);
}

} // namespace dt
