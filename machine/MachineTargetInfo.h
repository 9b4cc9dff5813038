// machine/MachineTargetInfo.h — what the machine layer needs to know about a target's instructions and
// registers.
//
// Duty: the narrow interface through which machine/ (the MIR printer, finalize-isel) and isel/ (the scheduler
// and the InstrEmitter) reach a target without including targets/: instruction names and descriptions
// (explicit operand count, defs, implicit defs/uses, call/branch/custom-inserter properties, as LLVM's
// MCInstrDesc), register-class and register names, target-flag names, and the custom-inserter hook that
// finalize-isel calls for pseudos whose expansion needs new blocks, and the emitter's post-selection hook.
// Invariants: machine opcodes are the numbers SDNode::getMachineOpcode() carries; the target-independent
// opcodes the emitter itself creates (COPY, PHI, IMPLICIT_DEF) have reserved numbers above every target
// opcode unless the target maps them to its own; a description, once returned, lives as long as the target.
#pragma once

#include "dag/ValueType.h"

#include <cstdint>
#include <optional>
#include <span>
#include <string>

namespace dt {

class MachineFunction;
class MachineBasicBlock;
class MachineInstr;

/// One machine instruction's static description (the parts of LLVM's MCInstrDesc dagtool uses).
struct MachineInstrDesc {
  enum Flag : uint32_t {
    Call = 1u << 0,
    Return = 1u << 1,
    Branch = 1u << 2,
    Terminator = 1u << 3,
    Barrier = 1u << 4,
    MayLoad = 1u << 5,
    MayStore = 1u << 6,
    CustomInserter = 1u << 7, // expanded by MachineTargetInfo::emitInstrWithCustomInserter in finalize-isel
    Variadic = 1u << 8,       // operands beyond NumOperands stay explicit
    CallFrameSetup = 1u << 9, // ADJCALLSTACKDOWN: opens a call sequence
    CallFrameDestroy = 1u << 10, // ADJCALLSTACKUP: closes it
    Commutable = 1u << 11,
    MayRaiseFPException = 1u << 12, // may set FP exception flags (selection then marks it nofpexcept)
    HasSideEffects = 1u << 13,      // an effect no operand describes (LLVM's hasSideEffects): never deleted
    // May be re-executed anywhere to recreate its result when its register operands are constant registers
    // (LLVM's isReMaterializable hint, checked per instruction as isReallyTriviallyReMaterializable does).
    Rematerializable = 1u << 14,
  };
  unsigned NumOperands = 0; // explicit operands, defs included
  unsigned NumDefs = 0;
  uint32_t Flags = 0;
  std::span<const uint32_t> ImplicitDefs;
  std::span<const uint32_t> ImplicitUses;
  bool is(Flag F) const { return (Flags & F) != 0; }
};

/// The target-independent opcodes the machine layer creates itself.
enum class GenericOpcode : unsigned { COPY, PHI, IMPLICIT_DEF };

class MachineTargetInfo {
public:
  virtual ~MachineTargetInfo() = default;

  // ---- instructions -----------------------------------------------------------------------------------
  /// The instruction's name ("ADDI", "COPY"); nullptr if the opcode is unknown.
  virtual const char* instrName(unsigned Opcode) const;
  /// The description of a target opcode; nullptr if the target does not describe it.
  virtual const MachineInstrDesc* instrDesc(unsigned Opcode) const = 0;
  /// The number of a target-independent opcode (reserved numbers unless the target overrides this).
  virtual unsigned genericOpcode(GenericOpcode G) const { return ReservedBase + unsigned(G); }
  /// Which generic opcode Opcode is, if any.
  virtual std::optional<GenericOpcode> asGenericOpcode(unsigned Opcode) const;
  /// The target part of instrName (generic opcodes are named by the base class).
  virtual const char* targetInstrName(unsigned Opcode) const = 0;

  // ---- registers --------------------------------------------------------------------------------------
  /// The register class of a value of type VT (LLVM's getRegClassFor); nullopt if VT has none.
  virtual std::optional<unsigned> regClassFor(EVT VT) const = 0;
  /// The class name as MIR prints it ("gpr", "fpr32").
  virtual const char* regClassName(unsigned RC) const = 0;
  /// A physical register's name without '$' ("x10", "f10_f").
  virtual std::string physRegName(uint32_t Reg) const = 0;
  /// The name of a call-preserved register mask ("csr_ilp32_lp64"); nullptr if unknown.
  virtual const char* regMaskName(const uint32_t* Mask) const = 0;
  /// Registers the scheduler may keep live at once per class before it counts as high pressure.
  virtual unsigned regPressureLimit(unsigned RC) const { return 0; }
  virtual unsigned numRegClasses() const = 0;
  /// The name MIR prints inside target-flags(...) ("riscv-call"); nullptr if unknown.
  virtual const char* targetFlagName(unsigned Flags) const = 0;

  /// Completes an instruction the emitter has just built from a DAG node (LLVM's
  /// AdjustInstrPostInstrSelection), e.g. with implicit reads of control registers its operands imply.
  virtual void adjustInstrPostInstrSelection(MachineInstr& MI) const { (void)MI; }

  // ---- finalize-isel ------------------------------------------------------------------------------------
  /// Expands the custom-inserter pseudo at position Index of MBB (LLVM's EmitInstrWithCustomInserter). May
  /// split MBB and create blocks; returns the block in which finalize-isel continues after the expansion (it
  /// continues at that block's position ContinueAt).
  virtual MachineBasicBlock* emitInstrWithCustomInserter(MachineFunction& MF, MachineBasicBlock& MBB,
                                                         size_t Index, size_t& ContinueAt) const;

  static constexpr unsigned ReservedBase = 0x7FFF0000u;
};

} // namespace dt
