// machine/RegisterInfo.h — a target's register file as data, for liveness, allocation and verification.
//
// Duty: everything the register allocator needs to know about physical registers, without including targets/:
// for each physical register its register unit (the piece of hardware it occupies: on RISC-V f10_h, f10_f and
// f10_d are three names of one unit), whether it is reserved (never allocated and never tracked by liveness),
// whether the ABI makes it callee-saved (a function that writes it must save it; the frame lowering reads the
// list the allocator records); for each register class the allocation order (the target's preference, LLVM's
// AllocationOrder) and how a value of the class is spilled and reloaded (store/load opcodes, slot size).
// Invariants: every register in an allocation order belongs to that class and is not reserved; register 0 is
// "no register"; units are dense from 0; each register occupies exactly one unit (enough for RISC-V's scalar
// files, where no register overlaps two others that do not also overlap each other).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace dt {

struct RegisterFileInfo {
  struct PhysReg {
    unsigned Unit = 0;
    bool Reserved = false;
    bool CalleeSaved = false;
    /// Reserved and always reads the same value (x0): a virtual register that only copies it may be replaced
    /// by it (LLVM's isConstantPhysReg).
    bool Constant = false;
  };
  /// How a value of one register class goes to and comes back from a stack slot: the store takes (value,
  /// frame index, 0), the load defines the value from (frame index, 0), as LLVM's storeRegToStackSlot /
  /// loadRegFromStackSlot build them.
  struct ClassInfo {
    std::vector<uint32_t> AllocationOrder;
    unsigned StoreOpcode = 0, LoadOpcode = 0;
    unsigned SpillSize = 0, SpillAlign = 0; // bytes
  };

  std::vector<PhysReg> Regs; // indexed by physical register number; [0] is unused
  std::vector<ClassInfo> Classes;
  unsigned NumUnits = 0;

  bool isReserved(uint32_t Reg) const { return Reg < Regs.size() && Regs[Reg].Reserved; }
  unsigned unitOf(uint32_t Reg) const { return Regs[Reg].Unit; }
  /// Whether a call-preserved register mask (bit R set = register R survives the call) keeps register R.
  static bool maskPreserves(const uint32_t* Mask, uint32_t Reg) {
    return (Mask[Reg / 32] >> (Reg % 32)) & 1u;
  }
};

} // namespace dt
