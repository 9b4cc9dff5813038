// machine/MachineFunction.h — machine instructions, blocks and functions with virtual registers (LLVM's MIR).
//
// Duty: the representation the InstrEmitter builds from scheduled DAGs and the MIR printer prints: a function
// is a list of blocks in layout order; a block holds successors (with branch probabilities), live-in physical
// registers and instructions; an instruction is an opcode plus operands (registers with def/use, implicit,
// dead and kill flags, immediates, blocks, symbols with target flags, frame indexes, register masks,
// constant-pool indexes), flags (nsw, nofpexcept ...) and memory-operand texts; the function owns its constant
// pool.
// Invariants: a virtual register is (VirtualRegFlag | index) (dag/FunctionLowering.h) and every one used has
// a register class in VRegClasses; block numbers are unique within the function and never reused (new blocks
// take the next number, as LLVM's CreateMachineBasicBlock does, so numbers need not follow layout order);
// explicit operands come before implicit ones and a register mask sits between them, as in LLVM.
#pragma once

#include "dag/FunctionLowering.h"
#include "machine/MachineConstantPool.h"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace dt {

class MachineOperand {
public:
  enum class Kind : uint8_t {
    Register,
    Immediate,
    Block,
    GlobalAddress,
    ExternalSymbol,
    FrameIndex,
    RegisterMask,
    ConstantPoolIndex
  };

  static MachineOperand reg(uint32_t Reg, bool IsDef = false, bool IsImplicit = false, bool IsDead = false,
                            bool IsKill = false) {
    MachineOperand O(Kind::Register);
    O.Reg = Reg;
    O.Def = IsDef;
    O.Implicit = IsImplicit;
    O.Dead = IsDead;
    O.Kill = IsKill;
    return O;
  }
  static MachineOperand imm(int64_t V) {
    MachineOperand O(Kind::Immediate);
    O.Value = V;
    return O;
  }
  static MachineOperand block(unsigned MBBNumber) {
    MachineOperand O(Kind::Block);
    O.Value = MBBNumber;
    return O;
  }
  static MachineOperand global(std::string Name, int64_t Offset = 0, unsigned TargetFlags = 0) {
    MachineOperand O(Kind::GlobalAddress);
    O.Symbol = std::move(Name);
    O.Value = Offset;
    O.TFlags = TargetFlags;
    return O;
  }
  static MachineOperand externalSymbol(std::string Name, unsigned TargetFlags = 0) {
    MachineOperand O(Kind::ExternalSymbol);
    O.Symbol = std::move(Name);
    O.TFlags = TargetFlags;
    return O;
  }
  static MachineOperand frameIndex(int FI) {
    MachineOperand O(Kind::FrameIndex);
    O.Value = FI;
    return O;
  }
  static MachineOperand regMask(const uint32_t* Mask) {
    MachineOperand O(Kind::RegisterMask);
    O.Mask = Mask;
    return O;
  }
  static MachineOperand constantPoolIndex(unsigned Index, int64_t Offset = 0, unsigned TargetFlags = 0) {
    MachineOperand O(Kind::ConstantPoolIndex);
    O.Value = Index;
    O.CPOffset = Offset;
    O.TFlags = TargetFlags;
    return O;
  }

  Kind kind() const { return K; }
  bool isReg() const { return K == Kind::Register; }
  bool isImm() const { return K == Kind::Immediate; }
  bool isBlock() const { return K == Kind::Block; }
  bool isRegMask() const { return K == Kind::RegisterMask; }
  uint32_t getReg() const { return Reg; }
  void setReg(uint32_t R) { Reg = R; }
  bool isDef() const { return Def; }
  bool isUse() const { return isReg() && !Def; }
  bool isImplicit() const { return Implicit; }
  bool isDead() const { return Dead; }
  bool isKill() const { return Kill; }
  /// Allocated from a virtual register (MIR's "renamable"): later passes may rename it.
  bool isRenamable() const { return Renamable; }
  void setRenamable(bool R = true) { Renamable = R; }
  void setDead(bool D = true) { Dead = D; }
  void setKill(bool Kl = true) { Kill = Kl; }
  void setImplicit(bool I = true) { Implicit = I; }
  int64_t getImm() const { return Value; }
  unsigned getBlock() const { return unsigned(Value); }
  void setBlock(unsigned N) { Value = N; }
  int getFrameIndex() const { return int(Value); }
  unsigned getConstantPoolIndex() const { return unsigned(Value); }
  int64_t getOffset() const { return K == Kind::ConstantPoolIndex ? CPOffset : Value; }
  const std::string& getSymbol() const { return Symbol; }
  unsigned getTargetFlags() const { return TFlags; }
  const uint32_t* getRegMask() const { return Mask; }

private:
  explicit MachineOperand(Kind K) : K(K) {}
  Kind K;
  bool Def = false, Implicit = false, Dead = false, Kill = false, Renamable = false;
  unsigned TFlags = 0;
  uint32_t Reg = 0;
  int64_t Value = 0; // immediate, block number, global offset, frame index, constant-pool index
  int64_t CPOffset = 0;
  const uint32_t* Mask = nullptr;
  std::string Symbol;
};

class MachineInstr {
public:
  /// LLVM's MachineInstr::MIFlag bits dagtool sets: the IR flags the emitter carries over from the DAG node
  /// and nofpexcept. MIR prints them before the opcode in this order.
  enum MIFlag : uint32_t {
    FmNoNans = 1u << 0,
    FmNoInfs = 1u << 1,
    FmNsz = 1u << 2,
    FmArcp = 1u << 3,
    FmContract = 1u << 4,
    FmAfn = 1u << 5,
    FmReassoc = 1u << 6,
    NoUWrap = 1u << 7,
    NoSWrap = 1u << 8,
    IsExact = 1u << 9,
    NoFPExcept = 1u << 10, // raises no FP exception the program may observe
  };

  explicit MachineInstr(unsigned Opcode) : Opcode(Opcode) {}
  unsigned getOpcode() const { return Opcode; }
  uint32_t getFlags() const { return Flags; }
  bool getFlag(MIFlag F) const { return (Flags & F) != 0; }
  void setFlag(MIFlag F) { Flags |= F; }
  void setFlags(uint32_t F) { Flags = F; }
  std::vector<MachineOperand>& operands() { return Ops; }
  const std::vector<MachineOperand>& operands() const { return Ops; }
  MachineOperand& getOperand(unsigned I) { return Ops[I]; }
  const MachineOperand& getOperand(unsigned I) const { return Ops[I]; }
  unsigned getNumOperands() const { return unsigned(Ops.size()); }

  /// Adds an operand where LLVM's MachineInstr::addOperand puts it: implicit registers at the end, a register
  /// mask after the explicit operands, any other operand after the last explicit (non-implicit) operand.
  void addOperand(MachineOperand Op);
  /// Marks every physical-register def not in Used as dead; if the instruction has a register mask, each
  /// used register becomes an implicit def (LLVM's setPhysRegsDeadExcept).
  void setPhysRegsDeadExcept(const std::vector<uint32_t>& Used);

  /// Memory-operand texts as MIR prints them after " :: " ("(load (s32) from %ir.p)").
  std::vector<std::string> MemRefs;

private:
  unsigned Opcode;
  uint32_t Flags = 0;
  std::vector<MachineOperand> Ops;
};

class MachineBasicBlock {
public:
  unsigned Number = 0;
  /// The IR block it lowers: its name ("entry"), or its slot number when unnamed (%ir-block.N); a block with
  /// neither (-1 and empty) prints as plain "bb.N:".
  std::string IRName;
  int IRSlot = -1;
  struct Successor {
    unsigned Number;
    uint32_t Probability; // numerator over 2^31; Unknown until someone decides
  };
  static constexpr uint32_t UnknownProbability = ~0u;
  std::vector<Successor> Successors;
  std::vector<unsigned> Predecessors;
  std::vector<uint32_t> LiveIns;
  std::vector<MachineInstr> Instrs;

  void addSuccessor(unsigned N, uint32_t Prob = UnknownProbability) { Successors.push_back({N, Prob}); }
  bool isSuccessor(unsigned N) const;
  /// The probability MIR prints for successor I: the stored one, or an equal share when any is unknown.
  uint32_t successorProbability(size_t I) const;
};

class MachineFunction {
public:
  explicit MachineFunction(std::string Name) : Name(std::move(Name)) {}
  const std::string& name() const { return Name; }

  /// Creates a block with the next unused number, placed in layout after After (at the end when null).
  MachineBasicBlock* createBlock(const MachineBasicBlock* After = nullptr);
  /// Creates the block with exactly this number at the end of the layout (for functions built block by block
  /// from the DAGs, whose MBB numbers the builder chose).
  MachineBasicBlock* createBlockNumbered(unsigned Number);
  MachineBasicBlock* block(unsigned Number) const; // by number; nullptr if absent
  /// Deletes the block from the layout; its number is never reused. Nothing may branch to it any more.
  void eraseBlock(unsigned Number);
  /// eraseBlock for many blocks in one pass over the layout (one at a time costs the layout's length each).
  void eraseBlocks(const std::vector<unsigned>& Numbers);
  const std::vector<std::unique_ptr<MachineBasicBlock>>& layout() const { return Blocks; }
  /// Layout position of each block, indexed by block number (NotInLayout for numbers with no block): one
  /// dense vector, since blocks are numbered densely.
  static constexpr size_t NotInLayout = ~size_t(0);
  std::vector<size_t> layoutPositions() const;

  uint32_t createVirtualRegister(unsigned RegClass);
  /// Registers created before emission (by the DAG builder), with their classes.
  void setVirtualRegisterClass(uint32_t VReg, unsigned RegClass);
  unsigned regClassOf(uint32_t VReg) const { return VRegClasses[virtRegIndex(VReg)]; }
  unsigned numVirtualRegisters() const { return unsigned(VRegClasses.size()); }

  /// Live-in physical registers of the function and the vregs they are copied into (MIR's liveins list).
  std::vector<std::pair<uint32_t, uint32_t>> LiveIns;
  /// Frame objects: names of ordinary objects (%stack.N.name) and the number of fixed objects.
  std::vector<std::string> StackObjectNames;
  unsigned NumFixedObjects = 0;
  /// The frame as the DAG builder left it (objects' sizes and alignments); spill slots are appended to it.
  FrameInfo Frame;
  /// Frame objects the register allocator made for spilled values (MIR's "type: spill-slot"), by frame index.
  struct SpillSlot {
    int FrameIndex;
    unsigned Size, Align;
  };
  std::vector<SpillSlot> SpillSlots;
  /// A new spill slot after every ordinary object (its name stays empty).
  int createSpillSlot(unsigned Size, unsigned Align);
  /// Set by register allocation: the callee-saved registers the function writes, one per register unit, in
  /// allocation order of first use; the frame lowering saves and restores exactly these.
  std::vector<uint32_t> UsedCalleeSavedRegs;
  bool RegistersAllocated = false; // no virtual register is left; blocks list their live-in registers
  /// Constants loaded from memory (%const.N operands index it).
  MachineConstantPool ConstantPool;

  /// Moves the instructions from Index on out of From into To (appended), and To takes From's successors; the
  /// PHIs in those successors that named From now name To (LLVM's splice + transferSuccessorsAndUpdatePHIs).
  void splitBlockInto(MachineBasicBlock& From, size_t Index, MachineBasicBlock& To, unsigned PhiOpcode);

private:
  std::string Name;
  std::vector<std::unique_ptr<MachineBasicBlock>> Blocks;
  std::vector<MachineBasicBlock*> ByNumber;
  std::vector<unsigned> VRegClasses;
  size_t LastInsertedAt = 0; // where createBlock last placed a block: the next After is usually near it
};

} // namespace dt
