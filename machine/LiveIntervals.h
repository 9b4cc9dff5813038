// machine/LiveIntervals.h — instruction numbering and live intervals of virtual registers and register units.
//
// Duty: number every instruction of a function in layout order (slot indexes) and compute, by backward
// dataflow over the blocks, where each virtual register and each physical register unit holds a value that
// is still needed: a list of half-open segments [start, end) — an interval with holes, across blocks and
// around loops. Physical registers get "fixed" segments: argument registers from the function's entry to the
// COPY that reads them, call arguments from their COPY to the call, results from the call to their COPY, and
// a one-slot segment for every register a call's register mask clobbers (the FakeKill of Subzero's notes: a
// call kills every caller-saved register, so nothing can live in one across it) or that an instruction
// defines without using the value (dead defs). Also collected: each virtual register's spill weight (uses and
// defs, weighted by loop depth, per unit of length), its copy hints and its def slots, and for each register
// unit the fixed segments that a COPY from a virtual register starts (they hold that register's value, so
// the allocator may put the virtual register there: Chaitin's copy exception).
// Slot numbering: block number b starts at slot 2k for a reserved k; its i-th instruction is k+1+i, reads its
// operands at slot 2(k+1+i) and writes its results at 2(k+1+i)+1; the block ends at the slot where the next
// block starts. So a value whose last use is instruction j and a value that instruction j defines never
// overlap and may share a register, while two values read by the same instruction always do.
// Cost: block liveness is a worklist in reverse layout order over sets of 64-register chunks (one pass
// without back edges); segments are built forwards, touching per block only the registers whose liveness
// changes at its boundaries or that its instructions name, so it is about linear in the code plus those
// changes, not in blocks times live registers. Segments, def slots and hints live in flat per-register
// arrays (support/KeyedLists.h); intervals view them, so a LiveIntervals is not copied.
// Invariants: segments of one interval are sorted, disjoint and non-adjacent; reserved registers have no
// segments (they are never allocated and never tracked); the analysis reads the function and never changes
// it.
#pragma once

#include "machine/MachineFunction.h"
#include "machine/MachineTargetInfo.h"
#include "machine/RegisterInfo.h"
#include "support/KeyedLists.h"

#include <cstdint>
#include <optional>
#include <span>
#include <vector>

namespace dt {

struct LiveSegment {
  uint32_t Start, End; // [Start, End)
};

struct LiveInterval {
  uint32_t Reg = 0;                      // a virtual register
  std::span<const LiveSegment> Segments; // into the LiveIntervals that made it
  float SpillWeight = 0;                 // higher = costlier to spill; infinity = never spill
  bool empty() const { return Segments.empty(); }
  uint32_t start() const { return Segments.front().Start; }
  uint32_t end() const { return Segments.back().End; }
  bool overlaps(std::span<const LiveSegment> Other) const;
};

/// Adds [Start, End) to a sorted segment list, merging overlapping or adjacent segments.
void addSegment(std::vector<LiveSegment>& Segments, LiveSegment S);

class LiveIntervals {
public:
  LiveIntervals(const MachineFunction& MF, const MachineTargetInfo& TMI, const RegisterFileInfo& RI);
  LiveIntervals(const LiveIntervals&) = delete; // the intervals view its lists
  LiveIntervals& operator=(const LiveIntervals&) = delete;

  /// The interval of virtual register index I (empty if the register is never used or defined).
  const LiveInterval& interval(uint32_t VRegIndex) const { return VRegs[VRegIndex]; }
  unsigned numVirtualRegisters() const { return unsigned(VRegs.size()); }
  /// Fixed segments of a register unit.
  std::span<const LiveSegment> unitSegments(unsigned Unit) const { return Segments[VRegs.size() + Unit]; }
  /// Physical registers copied to or from virtual register I (preferred assignments): each once, the register
  /// whose copies weigh most (by loop depth) first.
  std::span<const uint32_t> physHints(uint32_t VRegIndex) const { return PhysHints[VRegIndex]; }
  /// The slots at which virtual register I is written, in increasing order.
  std::span<const uint32_t> defSlots(uint32_t VRegIndex) const { return DefSlots[VRegIndex]; }
  /// The virtual register (index) a COPY writes into register unit U at def slot Slot, if that is what
  /// happens there: such a fixed segment holds the virtual register's value.
  std::optional<uint32_t> unitCopySource(unsigned Unit, uint32_t Slot) const;
  /// Whether two slots lie in one block.
  bool sameBlock(uint32_t SlotA, uint32_t SlotB) const;
  /// Virtual registers copied to or from virtual register I.
  std::span<const uint32_t> virtHints(uint32_t VRegIndex) const { return VirtHints[VRegIndex]; }
  /// The slot at which instruction I of the block at layout position B reads its operands.
  uint32_t useSlot(size_t B, size_t I) const { return 2 * (BlockFirst[B] + 1 + uint32_t(I)); }

private:
  std::vector<LiveInterval> VRegs;
  KeyedLists<LiveSegment> Segments; // keys: virtual register indexes, then register units
  KeyedLists<uint32_t> PhysHints, VirtHints, DefSlots;
  KeyedLists<std::pair<uint32_t, uint32_t>> UnitCopies; // per unit: (def slot, vreg index), sorted
  std::vector<uint32_t> BlockFirst; // the reserved instruction number of each block (layout order)
};

/// One set of register units per block (layout order), as bits: Words 64-bit words per block, in one array
/// (a vector per block cost an allocation per block and call on functions of tens of thousands of blocks).
struct BlockUnitSets {
  size_t Words = 0;
  std::vector<uint64_t> Bits;
  bool contains(size_t Block, unsigned Unit) const { return Bits[Block * Words + Unit / 64] >> (Unit % 64) & 1; }
};

/// The register units live into each block (layout order) of a function whose registers are all physical,
/// by backward dataflow (reserved units are never live).
BlockUnitSets physicalLiveIns(const MachineFunction& MF, const RegisterFileInfo& RI);

/// Loop depth of each block (layout order), from the back edges of the layout: a successor at or before its
/// predecessor in layout closes a loop over the blocks between them. Good enough to weight spill costs.
std::vector<unsigned> approximateLoopDepths(const MachineFunction& MF);

} // namespace dt
