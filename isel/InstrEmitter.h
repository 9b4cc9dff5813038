// isel/InstrEmitter.h — turns a scheduled block DAG into machine instructions with virtual registers.
//
// Duty: LLVM's InstrEmitter and the function-level steps around it: walk the schedule top-down and emit each
// unit's glued nodes top-down; a machine node becomes one MachineInstr with one def per result before its
// chain and glue (reusing the virtual register of a CopyToReg that is the value's only user, as LLVM does),
// operands as LLVM adds them (registers with kill flags on single uses, constants as immediates, physical
// registers beyond the explicit operands as implicit uses, symbols with target flags, frame indexes, masks,
// blocks, constant-pool entries as %const.N of the function's pool), memory operands, the target's implicit defs/uses (unused physical defs marked dead); CopyFromReg
// of a virtual register reuses it, of a physical register becomes a COPY into a new one; CopyToReg becomes a
// COPY. Around the blocks: the function's blocks, virtual-register classes and PHIs from the DAG builder's
// FunctionLoweringInfo, and the entry block's live-in copies (LLVM's EmitLiveInCopies).
// Invariants: every value is defined before it is used (the schedule respects every edge); a node that is not
// a machine node (other than the copies, EntryToken, TokenFactor) is refused with an UnsupportedError naming
// it.
#pragma once

#include "dag/FunctionLowering.h"
#include "dag/SelectionDAG.h"
#include "isel/ScheduleDAG.h"
#include "machine/MachineFunction.h"
#include "machine/MachineTargetInfo.h"

#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

namespace dt {

class InstrEmitter {
public:
  InstrEmitter(MachineFunction& MF, MachineBasicBlock& MBB, const MachineTargetInfo& TMI,
               const SelectionDAG& DAG)
      : MF(MF), MBB(MBB), TMI(TMI), DAG(DAG) {}
  /// Emits the units in schedule order (each unit's glued nodes top-down).
  void emitSchedule(const std::vector<SUnit*>& Sequence);
  void emitNode(SDNode* N);

private:
  void emitMachineNode(SDNode* N);
  void emitSpecialNode(SDNode* N);
  void emitCopyFromReg(SDNode* N, unsigned ResNo, uint32_t SrcReg);
  void createVirtualRegisters(SDNode* N, MachineInstr& MI, const MachineInstrDesc& D);
  void addOperand(MachineInstr& MI, SDValue Op, unsigned OpNum, const MachineInstrDesc* D);
  uint32_t getVR(SDValue Op);
  unsigned regClassFor(EVT VT, const SDNode* N) const;
  MachineInstr& append(MachineInstr MI);

  MachineFunction& MF;
  MachineBasicBlock& MBB;
  const MachineTargetInfo& TMI;
  const SelectionDAG& DAG;
  std::unordered_map<SDValue, uint32_t, SDValueHash> VRBaseMap;
};

/// The function's blocks (numbers, IR names or slots, successors; live-ins on the entry block come later),
/// virtual-register classes of the registers the builder created, and the PHIs at the top of their blocks.
std::unique_ptr<MachineFunction> createMachineFunction(const FunctionLoweringInfo& FLI,
                                                       const MachineTargetInfo& TMI, std::string Name);

/// Schedules one block's DAG with the chosen scheduler and appends its instructions to block MBB of MF.
void scheduleAndEmitBlock(SelectionDAG& DAG, MachineFunction& MF, unsigned MBB, const MachineTargetInfo& TMI,
                          const SchedModel* Model, const ScheduleOptions& Opts);

/// Copies the live-in argument registers into their virtual registers at the top of the entry block (unused
/// ones are dropped), and lists them as the block's live-ins, as LLVM's EmitLiveInCopies does.
void emitLiveInCopies(MachineFunction& MF, const MachineTargetInfo& TMI);

/// LLVM's slot number of an unnamed IR block (%ir-block.N), or -1 for a named one.
int irBlockSlot(const ir::BasicBlock* BB);

} // namespace dt
