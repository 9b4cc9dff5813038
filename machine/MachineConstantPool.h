// machine/MachineConstantPool.h — the function's pool of constants that instructions load from memory.
//
// Duty: LLVM's MachineConstantPool for constants that come from the DAG (ConstantPool / TargetConstantPool
// nodes): RV64 integers RISCVMatInt finds too costly to build, FP constants no instruction materializes,
// byte tables (the CTTZ de Bruijn table). The InstrEmitter asks for an entry's index when it emits a
// constant-pool operand (%const.N), so entries are numbered in emission order, as in LLVM.
// Invariants: an entry is shared, as LLVM's CanShareConstantPoolEntry allows, by constants of the same type
// and bits, or of different scalar types with the same store size (at most 128 bytes) and the same bits;
// byte arrays share only with equal arrays. A shared entry takes the largest alignment asked for. Entries
// are never removed, so indices stay valid.
#pragma once

#include "dag/ValueType.h"
#include "support/APInt.h"

#include <string>
#include <vector>

namespace dt {

struct MachineConstantPoolEntry {
  APInt Bits;
  /// The constant's own type: an integer, an FP type, or a vector of i8 standing for a byte array.
  EVT Type;
  unsigned Alignment = 1;
  /// Target-specific entries (LLVM's MachineConstantPoolValue) are never made on RISC-V without V; kept so
  /// that the MIR header prints the field as llc does.
  bool IsTargetSpecific = false;
};

class MachineConstantPool {
public:
  /// The index of the entry holding Bits of type Type, created at the end when no entry can be shared.
  unsigned getConstantPoolIndex(const APInt& Bits, EVT Type, unsigned Alignment);
  const std::vector<MachineConstantPoolEntry>& entries() const { return Entries; }
  bool empty() const { return Entries.empty(); }
  /// The largest alignment any entry was asked for (LLVM's pool alignment), 1 for an empty pool.
  unsigned poolAlignment() const { return PoolAlignment; }

private:
  std::vector<MachineConstantPoolEntry> Entries;
  unsigned PoolAlignment = 1;
};

} // namespace dt
