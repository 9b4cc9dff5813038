// isel/InstrEmitter.cpp — machine instructions from scheduled DAG nodes (LLVM's InstrEmitter, re-derived).
#include "isel/InstrEmitter.h"

#include "dag/Printer.h"
#include "ir/IR.h"
#include "support/Diagnostics.h"

#include <algorithm>

namespace dt {

namespace {

unsigned countResults(const SDNode* N) {
  unsigned R = N->getNumValues();
  while (R && N->getValueType(R - 1).isGlue()) --R;
  if (R && N->getValueType(R - 1).isOther()) --R;
  return R;
}

unsigned countOperands(const SDNode* N) {
  unsigned K = N->getNumOperands();
  while (K && N->getOperand(K - 1).getValueType().isGlue()) --K;
  if (K && N->getOperand(K - 1).getValueType().isOther()) --K;
  return K;
}

SDNode* gluedUser(const SDNode* N) {
  if (!N->getValueType(N->getNumValues() - 1).isGlue()) return nullptr;
  SDValue Glue(const_cast<SDNode*>(N), N->getNumValues() - 1);
  for (SDUse* U = N->useListHead(); U; U = U->getNext())
    if (U->get() == Glue) return U->getUser();
  return nullptr;
}

/// The node flags LLVM 19's InstrEmitter carries over to the instruction (disjoint and nneg it does not).
uint32_t machineFlags(uint16_t NodeFlags) {
  static const std::pair<uint16_t, MachineInstr::MIFlag> Map[] = {
      {SDNodeFlags::NoNaNs, MachineInstr::FmNoNans},
      {SDNodeFlags::NoInfs, MachineInstr::FmNoInfs},
      {SDNodeFlags::NoSignedZeros, MachineInstr::FmNsz},
      {SDNodeFlags::AllowReciprocal, MachineInstr::FmArcp},
      {SDNodeFlags::AllowContract, MachineInstr::FmContract},
      {SDNodeFlags::ApproximateFuncs, MachineInstr::FmAfn},
      {SDNodeFlags::AllowReassociation, MachineInstr::FmReassoc},
      {SDNodeFlags::NoUnsignedWrap, MachineInstr::NoUWrap},
      {SDNodeFlags::NoSignedWrap, MachineInstr::NoSWrap},
      {SDNodeFlags::Exact, MachineInstr::IsExact},
      {SDNodeFlags::NoFPExcept, MachineInstr::NoFPExcept}};
  uint32_t Flags = 0;
  for (auto [Node, Machine] : Map)
    if (NodeFlags & Node) Flags |= Machine;
  return Flags;
}

std::string nodeName(const SelectionDAG& DAG, const SDNode* N) {
  return "t" + std::to_string(N->getPersistentId()) + " (" + opcodeText(DAG, N) + ")";
}

} // namespace

MachineInstr& InstrEmitter::append(MachineInstr MI) {
  MBB.Instrs.push_back(std::move(MI));
  return MBB.Instrs.back();
}

unsigned InstrEmitter::regClassFor(EVT VT, const SDNode* N) const {
  if (auto RC = TMI.regClassFor(VT)) return *RC;
  throw UnsupportedError("", {},
                         "InstrEmitter: no register class holds a value of type " + VT.str() + " of " +
                             nodeName(DAG, N));
}

void InstrEmitter::emitSchedule(const std::vector<SUnit*>& Sequence) {
  for (const SUnit* SU : Sequence)
    for (SDNode* N : ScheduleDAG::gluedNodes(SU)) emitNode(N);
}

void InstrEmitter::emitNode(SDNode* N) {
  if (N->isMachineOpcode())
    emitMachineNode(N);
  else
    emitSpecialNode(N);
}

uint32_t InstrEmitter::getVR(SDValue Op) {
  SDNode* N = Op.getNode();
  if (N->isMachineOpcode() && TMI.asGenericOpcode(N->getMachineOpcode()) == GenericOpcode::IMPLICIT_DEF) {
    // Every use of an IMPLICIT_DEF gets an IMPLICIT_DEF of its own, right before it.
    uint32_t VReg = MF.createVirtualRegister(regClassFor(Op.getValueType(), N));
    MachineInstr MI(TMI.genericOpcode(GenericOpcode::IMPLICIT_DEF));
    MI.addOperand(MachineOperand::reg(VReg, /*IsDef=*/true));
    append(std::move(MI));
    return VReg;
  }
  auto It = VRBaseMap.find(Op);
  if (It == VRBaseMap.end())
    throw InternalError("InstrEmitter: " + nodeName(DAG, N) +
                        " is used before it is emitted (schedule order)");
  return It->second;
}

void InstrEmitter::emitCopyFromReg(SDNode* N, unsigned ResNo, uint32_t SrcReg) {
  SDValue Op(N, ResNo);
  if (isVirtualRegister(SrcReg)) {
    VRBaseMap[Op] = SrcReg; // the value already lives in a virtual register: use it
    return;
  }
  // A physical register is copied into a new virtual register of the value's class (LLVM keeps a physical
  // register only when copying its class is impossible, which never happens for RISC-V's classes).
  uint32_t VReg = MF.createVirtualRegister(regClassFor(N->getValueType(ResNo), N));
  MachineInstr MI(TMI.genericOpcode(GenericOpcode::COPY));
  MI.addOperand(MachineOperand::reg(VReg, /*IsDef=*/true));
  MI.addOperand(MachineOperand::reg(SrcReg));
  append(std::move(MI));
  VRBaseMap[Op] = VReg;
}

void InstrEmitter::emitSpecialNode(SDNode* N) {
  switch (N->getOpcode()) {
  case ISD::EntryToken:
  case ISD::TokenFactor: return;
  case ISD::CopyToReg: {
    uint32_t Dest = N->getOperand(1)->getReg();
    SDValue Src = N->getOperand(2);
    if (isVirtualRegister(Dest) && Src->isMachineOpcode() &&
        TMI.asGenericOpcode(Src->getMachineOpcode()) == GenericOpcode::IMPLICIT_DEF) {
      MachineInstr MI(TMI.genericOpcode(GenericOpcode::IMPLICIT_DEF));
      MI.addOperand(MachineOperand::reg(Dest, /*IsDef=*/true));
      append(std::move(MI));
      return;
    }
    uint32_t SrcReg = Src.getOpcode() == ISD::Register ? Src->getReg() : getVR(Src);
    if (SrcReg == Dest) return; // the value was defined straight into the destination
    MachineInstr MI(TMI.genericOpcode(GenericOpcode::COPY));
    MI.addOperand(MachineOperand::reg(Dest, /*IsDef=*/true));
    MI.addOperand(MachineOperand::reg(SrcReg));
    append(std::move(MI));
    return;
  }
  case ISD::CopyFromReg: emitCopyFromReg(N, 0, N->getOperand(1)->getReg()); return;
  default:
    throw UnsupportedError("", {},
                           "InstrEmitter: " + nodeName(DAG, N) +
                               " is not a machine node (the DAG must be selected before it is emitted)");
  }
}

void InstrEmitter::createVirtualRegisters(SDNode* N, MachineInstr& MI, const MachineInstrDesc& D) {
  unsigned NumResults = countResults(N);
  for (unsigned I = 0; I < D.NumDefs; ++I) {
    if (I >= NumResults)
      throw UnsupportedError("", {},
                             "InstrEmitter: " + nodeName(DAG, N) + " has fewer results than its " +
                                 "instruction has defs");
    unsigned RC = regClassFor(N->getValueType(I), N);
    uint32_t VReg = 0;
    // A value whose user is a CopyToReg into a virtual register of the same class is defined right there.
    for (SDUse* U = N->useListHead(); U; U = U->getNext()) {
      SDNode* User = U->getUser();
      if (User->getOpcode() == ISD::CopyToReg && User->getOperand(2) == SDValue(N, I)) {
        uint32_t R = User->getOperand(1)->getReg();
        if (isVirtualRegister(R) && virtRegIndex(R) < MF.numVirtualRegisters() && MF.regClassOf(R) == RC) {
          VReg = R;
          break;
        }
      }
    }
    if (!VReg) VReg = MF.createVirtualRegister(RC);
    MI.addOperand(MachineOperand::reg(VReg, /*IsDef=*/true));
    VRBaseMap[SDValue(N, I)] = VReg;
  }
}

void InstrEmitter::addOperand(MachineInstr& MI, SDValue Op, unsigned OpNum, const MachineInstrDesc* D) {
  SDNode* N = Op.getNode();
  if (N->isMachineOpcode() || !ScheduleDAG::isPassiveNode(N) || N->getOpcode() == ISD::UNDEF) {
    EVT VT = Op.getValueType();
    if (VT.isOther() || VT.isGlue())
      throw UnsupportedError("", {},
                             "InstrEmitter: a chain or glue operand of " + nodeName(DAG, N) +
                                 " is not at the end of the operand list");
    if (!N->isMachineOpcode() && N->getOpcode() == ISD::UNDEF)
      throw UnsupportedError("", {}, "InstrEmitter: undef operand " + nodeName(DAG, N) + " was not selected");
    uint32_t VReg = getVR(Op);
    // A value with one use dies at that use; values read from registers are left alone (LLVM coalesces them).
    bool Kill =
        Op.hasOneUse() && N->getOpcode() != ISD::CopyFromReg &&
        !(N->isMachineOpcode() && TMI.asGenericOpcode(N->getMachineOpcode()) == GenericOpcode::IMPLICIT_DEF);
    MI.addOperand(MachineOperand::reg(VReg, false, false, false, Kill));
    return;
  }
  switch (N->getOpcode()) {
  case ISD::Constant:
  case ISD::TargetConstant: MI.addOperand(MachineOperand::imm(N->getSExtValue())); return;
  case ISD::Register: {
    // Physical registers beyond the explicit operands are the implicit uses of calls and returns.
    bool Implicit = D && OpNum >= D->NumOperands && !D->is(MachineInstrDesc::Variadic);
    MI.addOperand(MachineOperand::reg(N->getReg(), false, Implicit));
    return;
  }
  case ISD::RegisterMask: MI.addOperand(MachineOperand::regMask(N->getRegMask())); return;
  case ISD::GlobalAddress:
  case ISD::TargetGlobalAddress: {
    std::string Name = N->getSymbol() ? N->getSymbol() : "";
    if (!Name.empty() && Name[0] == '@') Name.erase(0, 1);
    MI.addOperand(MachineOperand::global(Name, N->getOffset(), N->getTargetFlags()));
    return;
  }
  case ISD::BasicBlock: MI.addOperand(MachineOperand::block(N->getBlockNumber())); return;
  case ISD::FrameIndex:
  case ISD::TargetFrameIndex: MI.addOperand(MachineOperand::frameIndex(N->getFrameIndex())); return;
  case ISD::ExternalSymbol:
  case ISD::TargetExternalSymbol:
    MI.addOperand(MachineOperand::externalSymbol(N->getSymbol() ? N->getSymbol() : "", N->getTargetFlags()));
    return;
  case ISD::ConstantPool:
  case ISD::TargetConstantPool: {
    // The entry is made (or shared) when its first operand is emitted, so %const numbers follow emission.
    unsigned Index = MF.ConstantPool.getConstantPoolIndex(N->getAPIntValue(), N->getVTPayload(),
                                                          unsigned(N->getFrameIndex()));
    MI.addOperand(MachineOperand::constantPoolIndex(Index, N->getOffset(), N->getTargetFlags()));
    return;
  }
  default:
    throw UnsupportedError("", {},
                           "InstrEmitter: cannot emit operand " + nodeName(DAG, N) + " of a machine node");
  }
}

void InstrEmitter::emitMachineNode(SDNode* N) {
  unsigned Opc = N->getMachineOpcode();
  if (TMI.asGenericOpcode(Opc) == GenericOpcode::IMPLICIT_DEF) return; // emitted at each use (getVR)
  const MachineInstrDesc* D = TMI.instrDesc(Opc);
  if (!D) {
    const char* Name = TMI.instrName(Opc);
    throw UnsupportedError("", {},
                           "InstrEmitter: no description of instruction " +
                               std::string(Name ? Name : std::to_string(Opc)) + " of " + nodeName(DAG, N));
  }
  unsigned NumResults = countResults(N);
  bool HasPhysRegOuts = NumResults > D->NumDefs && !D->ImplicitDefs.empty();

  MachineInstr MI(Opc);
  // The description's implicit operands come first; explicit ones are inserted before them.
  for (uint32_t R : D->ImplicitDefs)
    MI.addOperand(MachineOperand::reg(R, /*IsDef=*/true, /*IsImplicit=*/true));
  for (uint32_t R : D->ImplicitUses) MI.addOperand(MachineOperand::reg(R, false, /*IsImplicit=*/true));
  if (NumResults) createVirtualRegisters(N, MI, *D);
  unsigned NumOps = countOperands(N);
  for (unsigned I = 0; I < NumOps; ++I) addOperand(MI, N->getOperand(I), I + D->NumDefs, D);
  MI.setFlags(machineFlags(N->getFlags()));
  for (const MemOperand* MMO : N->memRefs()) MI.MemRefs.push_back(memOperandText(DAG, *MMO));
  size_t Index = MBB.Instrs.size();
  append(std::move(MI));

  // Physical registers read after this instruction: results beyond the defs (copied out), registers read by
  // glued copies and by the glued instructions' implicit and register operands. Other physical defs are dead.
  std::vector<uint32_t> UsedRegs;
  if (HasPhysRegOuts)
    for (unsigned I = D->NumDefs; I < NumResults; ++I) {
      if (I - D->NumDefs >= D->ImplicitDefs.size() || !N->hasAnyUseOfValue(I)) continue;
      uint32_t R = D->ImplicitDefs[I - D->NumDefs];
      UsedRegs.push_back(R);
      emitCopyFromReg(N, I, R);
    }
  for (SDNode* F = gluedUser(N); F; F = gluedUser(F)) {
    if (F->getOpcode() == ISD::CopyFromReg) {
      UsedRegs.push_back(F->getOperand(1)->getReg());
      continue;
    }
    if (F->getOpcode() == ISD::CopyToReg || !F->isMachineOpcode()) continue;
    if (const MachineInstrDesc* FD = TMI.instrDesc(F->getMachineOpcode()))
      UsedRegs.insert(UsedRegs.end(), FD->ImplicitUses.begin(), FD->ImplicitUses.end());
    for (const SDUse& U : F->ops())
      if (U.getNode()->getOpcode() == ISD::Register && !isVirtualRegister(U.getNode()->getReg()))
        UsedRegs.push_back(U.getNode()->getReg());
  }
  if (!UsedRegs.empty() || !D->ImplicitDefs.empty()) MBB.Instrs[Index].setPhysRegsDeadExcept(UsedRegs);
  TMI.adjustInstrPostInstrSelection(MBB.Instrs[Index]);
}

// ---- the function around the blocks
// ------------------------------------------------------------------------

int irBlockSlot(const ir::BasicBlock* BB) {
  if (!BB || !BB->name().empty() || !BB->parent()) return -1;
  const ir::Function* F = BB->parent();
  int Slot = 0;
  for (const auto& A : F->Args)
    if (A->name().empty()) ++Slot;
  for (const auto& B : F->Blocks) {
    if (B.get() == BB) return Slot;
    if (B->name().empty()) ++Slot;
    for (const auto& I : B->instructions())
      if (I->name().empty() && I->type() && !I->type()->isVoid()) ++Slot;
  }
  return -1;
}

std::unique_ptr<MachineFunction> createMachineFunction(const FunctionLoweringInfo& FLI,
                                                       const MachineTargetInfo& TMI, std::string Name) {
  auto MF = std::make_unique<MachineFunction>(std::move(Name));
  for (size_t I = 0; I < FLI.VRegTypes.size(); ++I) {
    auto RC = TMI.regClassFor(FLI.VRegTypes[I]);
    if (!RC)
      throw UnsupportedError("", {},
                             "no register class holds a value of type " + FLI.VRegTypes[I].str() +
                                 " (virtual register %" + std::to_string(I) + ")");
    MF->setVirtualRegisterClass(indexToVirtReg(uint32_t(I)), *RC);
  }
  // Layout follows the block numbers (LLVM numbers blocks in IR order; switch blocks come after).
  for (const MachineBlockInfo& B : FLI.Blocks) {
    MachineBasicBlock* MBB = MF->createBlockNumbered(B.Number);
    if (B.IRBlock) {
      MBB->IRName = B.IRBlock->name();
      MBB->IRSlot = irBlockSlot(B.IRBlock);
    }
    for (unsigned S : B.Successors) MBB->addSuccessor(S);
    MBB->Predecessors = B.Predecessors;
  }
  for (const PhiInfo& P : FLI.Phis) {
    MachineBasicBlock* MBB = MF->block(P.Block);
    if (!MBB) continue;
    auto Pos = MBB->Instrs.begin();
    while (Pos != MBB->Instrs.end() && Pos->getOpcode() == TMI.genericOpcode(GenericOpcode::PHI)) ++Pos;
    for (unsigned R = 0; R < P.NumRegs; ++R) {
      MachineInstr MI(TMI.genericOpcode(GenericOpcode::PHI));
      MI.addOperand(MachineOperand::reg(P.FirstReg + R, /*IsDef=*/true));
      for (const auto& [Pred, Reg] : P.Incoming) {
        MI.addOperand(MachineOperand::reg(Reg + R));
        MI.addOperand(MachineOperand::block(Pred));
      }
      Pos = MBB->Instrs.insert(Pos, std::move(MI)) + 1;
    }
  }
  MF->LiveIns = FLI.LiveIns;
  for (const FrameObject& O : FLI.Frame.Objects) MF->StackObjectNames.push_back(O.Name);
  MF->NumFixedObjects = unsigned(FLI.Frame.FixedObjects.size());
  MF->Frame = FLI.Frame;
  return MF;
}

void scheduleAndEmitBlock(SelectionDAG& DAG, MachineFunction& MF, unsigned MBBNumber,
                          const MachineTargetInfo& TMI, const SchedModel* Model,
                          const ScheduleOptions& Opts) {
  MachineBasicBlock* MBB = MF.block(MBBNumber);
  if (!MBB) throw InternalError("no machine block %bb." + std::to_string(MBBNumber));
  ScheduleOptions O = Opts;
  O.SelfLoop = MBB->isSuccessor(MBBNumber);
  ScheduleDAG Sched(DAG, &TMI, Model, O);
  const std::vector<SUnit*>& Sequence = Sched.run();
  InstrEmitter(MF, *MBB, TMI, DAG).emitSchedule(Sequence);
}

void emitLiveInCopies(MachineFunction& MF, const MachineTargetInfo& TMI) {
  if (MF.layout().empty()) return;
  MachineBasicBlock& Entry = *MF.layout().front();
  std::vector<bool> Used(MF.numVirtualRegisters(), false);
  for (const auto& MBB : MF.layout())
    for (const MachineInstr& MI : MBB->Instrs)
      for (const MachineOperand& MO : MI.operands())
        if (MO.isReg() && !MO.isDef() && isVirtualRegister(MO.getReg()) &&
            virtRegIndex(MO.getReg()) < Used.size())
          Used[virtRegIndex(MO.getReg())] = true;
  std::vector<std::pair<uint32_t, uint32_t>> Kept;
  for (const auto& [Phys, VReg] : MF.LiveIns) {
    if (VReg && !(virtRegIndex(VReg) < Used.size() && Used[virtRegIndex(VReg)])) continue; // unused argument
    Kept.push_back({Phys, VReg});
    Entry.LiveIns.push_back(Phys);
    if (!VReg) continue;
    // Each copy goes to the very top, so the last live-in's copy ends up first (as in LLVM).
    MachineInstr MI(TMI.genericOpcode(GenericOpcode::COPY));
    MI.addOperand(MachineOperand::reg(VReg, /*IsDef=*/true));
    MI.addOperand(MachineOperand::reg(Phys));
    Entry.Instrs.insert(Entry.Instrs.begin(), std::move(MI));
  }
  MF.LiveIns = std::move(Kept);
}

} // namespace dt
