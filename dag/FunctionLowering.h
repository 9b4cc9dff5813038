// dag/FunctionLowering.h — what one function's blocks share while each is turned into a DAG.
//
// Duty: the state LLVM keeps in FunctionLoweringInfo, MachineRegisterInfo and MachineFrameInfo: the machine
// blocks (one per IR block, plus blocks made by switch lowering), the virtual registers that carry values
// between blocks (how many and of which type, as the target decides), the PHIs fed by those registers,
// static allocas as frame objects, incoming stack arguments as fixed frame objects, and live-in registers.
// Invariants: a virtual register number is (VirtualRegFlag | index) with index dense from 0; frame indexes
// of fixed objects are negative (-1, -2, ...), of ordinary objects non-negative, as in LLVM.
#pragma once

#include "dag/ValueType.h"
#include "dag/ISD.h"
#include "ir/IR.h"
#include "support/APInt.h"
#include "support/PtrMap.h"

#include <cstdint>
#include <string>
#include <unordered_map>
#include <vector>

namespace dt {

/// IR value → T for the values of one function: a vector indexed by the value's local number (arguments,
/// blocks and instructions; ir::Value::localNumber) and a small flat map for any other key (constants,
/// globals). Lookups neither hash nor allocate for local values, and the memory is one array per function.
template <class T> class LocalValueMap {
public:
  /// Sizes the dense part for a function with N local numbers (optional: it grows on demand).
  void reserve(uint32_t N) {
    if (Dense.size() < N) Dense.resize(N);
  }
  const T* find(const ir::Value* V) const {
    if (V->hasLocalNumber()) {
      uint32_t N = V->localNumber();
      return N < Dense.size() && Dense[N].Set ? &Dense[N].Val : nullptr;
    }
    return Other.find(V);
  }
  bool count(const ir::Value* V) const { return find(V) != nullptr; }
  const T& at(const ir::Value* V) const { return *find(V); }
  /// The entry of V, inserted value-initialized when absent.
  T& operator[](const ir::Value* V) {
    if (!V->hasLocalNumber()) return Other[V];
    return atNumber(V->localNumber());
  }
  /// The entry of the local value numbered N, inserted value-initialized when absent.
  T& atNumber(uint32_t N) {
    if (N >= Dense.size()) Dense.resize(size_t(N) + 1);
    Entry& E = Dense[N];
    if (!E.Set) {
      E.Set = true;
      E.Val = T();
    }
    return E.Val;
  }

private:
  struct Entry {
    T Val{};
    bool Set = false;
  };
  std::vector<Entry> Dense;
  PtrMap<const ir::Value*, T> Other;
};

constexpr uint32_t VirtualRegFlag = 0x80000000u;
inline bool isVirtualRegister(uint32_t R) { return R & VirtualRegFlag; }
inline uint32_t virtRegIndex(uint32_t R) { return R & ~VirtualRegFlag; }
inline uint32_t indexToVirtReg(uint32_t I) { return I | VirtualRegFlag; }

struct FrameObject {
  uint64_t Size = 0;
  uint64_t Align = 1;
  int64_t FixedOffset = 0; // fixed objects: offset from the incoming stack pointer
  bool IsFixed = false;
  bool IsImmutable = false;
  std::string Name; // the alloca's IR name, if any
};

/// LLVM's MachineFrameInfo, as much as DAG building and printing needs.
struct FrameInfo {
  std::vector<FrameObject> Objects;      // index 0.. = ordinary objects
  std::vector<FrameObject> FixedObjects; // index -1, -2, ... = FixedObjects[0], [1], ...
  int createStackObject(uint64_t Size, uint64_t Align, std::string Name = {});
  int createFixedObject(uint64_t Size, int64_t Offset, bool Immutable);
  const FrameObject& object(int FI) const { return FI < 0 ? FixedObjects[-FI - 1] : Objects[FI]; }
  bool hasCalls = false;
  uint64_t MaxCallFrameSize = 0;
  int VarArgsFrameIndex = 0;
};

/// A machine basic block: an IR block, or a block made up during lowering (switch trees).
struct MachineBlockInfo {
  unsigned Number = 0;
  const ir::BasicBlock* IRBlock = nullptr; // the IR block it lowers (made-up blocks: the one they came from)
  std::vector<unsigned> Successors;        // MBB numbers, in order added
  std::vector<unsigned> Predecessors;
  std::vector<uint32_t> LiveIns; // physical registers live into the entry block
};

/// A machine PHI: its result register(s) and, per predecessor block, the incoming register(s).
struct PhiInfo {
  const ir::Instruction* Phi = nullptr;
  unsigned Block = 0;           // MBB number holding the PHI
  uint32_t FirstReg = 0;        // first result vreg (a value may need several registers)
  unsigned NumRegs = 0;
  std::vector<std::pair<unsigned, uint32_t>> Incoming; // (predecessor MBB, first incoming vreg)
};

/// A compare-and-branch block made by switch lowering: `brcond (seteq Cond, CaseValue), TrueMBB; br FalseMBB`.
struct CaseBlock {
  unsigned MBB = 0;
  const ir::Value* Cond = nullptr; // the switch condition (in a virtual register by now)
  const ir::Value* CaseValue = nullptr;
  unsigned TrueMBB = 0, FalseMBB = 0;
};

/// What is known of a virtual register's value wherever it is read (LLVM's FunctionLoweringInfo::LiveOutInfo):
/// recorded when the block that defines it has been selected, or for a PHI from its incoming values, and
/// turned into AssertZext / AssertSext (or the constant 0) where a later block copies the register out.
/// A default entry (width 1, nothing known) means "nothing recorded yet" and is harmless to read.
struct LiveOutInfo {
  unsigned NumSignBits = 0;
  APInt KnownZero = APInt::zero(1), KnownOne = APInt::zero(1);
  bool IsValid = true;
};

struct FunctionLoweringInfo {
  const ir::Function* Fn = nullptr;
  const ir::Module* Mod = nullptr;

  std::vector<MachineBlockInfo> Blocks;
  std::unordered_map<const ir::BasicBlock*, unsigned> BlockNumber; // IR block → MBB number

  /// Virtual registers: type of each (indexed by virtRegIndex).
  std::vector<EVT> VRegTypes;
  uint32_t createVirtualRegister(EVT VT) {
    VRegTypes.push_back(VT);
    return indexToVirtReg(uint32_t(VRegTypes.size() - 1));
  }
  /// IR value → first of its consecutive vregs (values used outside their block, phis, arguments).
  LocalValueMap<uint32_t> ValueMap;
  /// The extension used when copying a value into its vregs (ANY_EXTEND, SIGN_EXTEND, ZERO_EXTEND).
  LocalValueMap<ISD::NodeType> PreferredExtendType;
  std::vector<PhiInfo> Phis;
  /// Live-in physical register → its vreg (CopyFromReg of arguments).
  std::vector<std::pair<uint32_t, uint32_t>> LiveIns;
  /// Static allocas → frame index.
  std::unordered_map<const ir::Value*, int> StaticAllocaMap;
  FrameInfo Frame;
  /// The vreg holding the sret pointer when the return value is returned through memory.
  uint32_t DemoteRegister = 0;
  bool CanLowerReturn = true;
  /// Blocks in the order they are selected (reverse post order of the CFG).
  std::vector<unsigned> SelectionOrder;
  /// Case blocks the builder made while lowering a switch; the pipeline builds them right after the block.
  std::vector<CaseBlock> PendingCaseBlocks;

  unsigned getMBB(const ir::BasicBlock* BB) const { return BlockNumber.at(BB); }

  /// Live-out facts by virtRegIndex; like LLVM's IndexedMap it grows on demand with default entries, and
  /// only what was ever grown is "in bounds".
  std::vector<LiveOutInfo> LiveOutRegInfo;
  /// Records what a block's CopyToReg into Reg tells (nothing when it tells nothing: one sign bit and no
  /// known bit).
  void addLiveOutRegInfo(uint32_t Reg, unsigned NumSignBits, const APInt& KnownZero, const APInt& KnownOne);
  /// The facts of Reg, or null when none were recorded or they were invalidated.
  const LiveOutInfo* liveOutRegInfo(uint32_t Reg) const;
  /// The same, first widening the facts to BitWidth bits (the new bits unknown) when they are narrower.
  const LiveOutInfo* liveOutRegInfo(uint32_t Reg, unsigned BitWidth);
  /// The entry of Reg, growing the table to hold it.
  LiveOutInfo& growLiveOutRegInfo(uint32_t Reg);
};

} // namespace dt
