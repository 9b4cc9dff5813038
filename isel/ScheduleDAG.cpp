// isel/ScheduleDAG.cpp — building scheduling units and the bottom-up list scheduling loop (LLVM's
// ScheduleDAGSDNodes::BuildSchedUnits/AddSchedEdges and ScheduleDAGRRList's ListScheduleBottomUp).
//
// Heights are accumulated as successors are scheduled, one released edge at a time: LLVM recomputes them lazily
// from the successors' heights when a unit becomes ready, which gives the same value, but reading every
// successor again is one cache miss per edge on a big DAG.
// Depths depend only on predecessors, which bottom-up scheduling never changes: the priority queue computes
// them once, in the same post-order walk as its Sethi–Ullman numbers (isel/SchedulePriority.cpp).
#include "isel/ScheduleDAG.h"

#include "isel/SchedulePriority.h"
#include "support/Diagnostics.h"

#include <algorithm>

namespace dt {

std::optional<SchedulerKind> schedulerByName(std::string_view Name) {
  if (Name == "source") return SchedulerKind::Source;
  if (Name == "list-burr") return SchedulerKind::ListBURR;
  if (Name == "list-ilp") return SchedulerKind::ListILP;
  return std::nullopt;
}

const char* schedulerName(SchedulerKind K) {
  switch (K) {
  case SchedulerKind::Source: return "source";
  case SchedulerKind::ListBURR: return "list-burr";
  case SchedulerKind::ListILP: return "list-ilp";
  }
  return "?";
}

void EdgeList::reserve(size_t N, BumpArena& Pool) {
  if (N <= Cap) return;
  auto* New = static_cast<SDep*>(Pool.allocate(sizeof(SDep) * N, alignof(SDep)));
  std::copy(Data, Data + Size, New);
  Data = New;
  Cap = uint32_t(N);
}

void EdgeList::erase(size_t I) {
  std::copy(Data + I + 1, Data + Size, Data + I);
  --Size;
}

bool SUnit::addPred(SUnit* Pred, SDep::Kind K, unsigned Lat, BumpArena& Pool) {
  for (SDep& P : Preds) {
    if (P.SU != Pred || P.K != K) continue;
    if (P.Latency < Lat) {
      P.Latency = Lat;
      for (SDep& S : Pred->Succs)
        if (S.SU == this && S.K == K) S.Latency = Lat;
    }
    return false;
  }
  addPredUnchecked(Pred, K, Lat, Pool);
  return true;
}

void SUnit::addPredUnchecked(SUnit* Pred, SDep::Kind K, unsigned Lat, BumpArena& Pool) {
  Preds.push_back({Pred, K, Lat}, Pool);
  Pred->Succs.push_back({this, K, Lat}, Pool);
  if (K == SDep::Kind::Data) {
    ++NumPreds;
    ++Pred->NumSuccs;
  }
}

void SUnit::removePred(SUnit* Pred, SDep::Kind K) {
  for (size_t I = 0; I < Preds.size(); ++I) {
    if (Preds[I].SU != Pred || Preds[I].K != K) continue;
    Preds.erase(I);
    for (size_t J = 0; J < Pred->Succs.size(); ++J)
      if (Pred->Succs[J].SU == this && Pred->Succs[J].K == K) {
        Pred->Succs.erase(J);
        break;
      }
    if (K == SDep::Kind::Data) {
      --NumPreds;
      --Pred->NumSuccs;
    }
    return;
  }
}

ScheduleDAG::ScheduleDAG(SelectionDAG& DAG, const MachineTargetInfo* TMI, const SchedModel* Model,
                         ScheduleOptions Opts)
    : DAG(DAG), TMI(TMI), Model(Model), Opts(Opts),
      // source and list-burr ignore latencies (LLVM creates them with NeedLatency = false).
      ForceUnitLatencies(Opts.Kind != SchedulerKind::ListILP || !Opts.ModelLatencies || !Model) {}

bool ScheduleDAG::isPassiveNode(const SDNode* N) {
  if (N->isMachineOpcode()) return false;
  switch (N->getOpcode()) {
  case ISD::EntryToken:
  case ISD::Constant:
  case ISD::ConstantFP:
  case ISD::TargetConstant:
  case ISD::TargetConstantFP:
  case ISD::Register:
  case ISD::RegisterMask:
  case ISD::GlobalAddress:
  case ISD::TargetGlobalAddress:
  case ISD::GlobalTLSAddress:
  case ISD::TargetGlobalTLSAddress:
  case ISD::BasicBlock:
  case ISD::FrameIndex:
  case ISD::TargetFrameIndex:
  case ISD::ConstantPool:
  case ISD::TargetConstantPool:
  case ISD::JumpTable:
  case ISD::TargetJumpTable:
  case ISD::ExternalSymbol:
  case ISD::TargetExternalSymbol:
  case ISD::MCSymbol:
  case ISD::BlockAddress:
  case ISD::TargetBlockAddress:
  // Leaves that only DAGs before selection have (selection folds or replaces them).
  case ISD::CONDCODE:
  case ISD::VALUETYPE:
  case ISD::UNDEF:
  case ISD::POISON: return true;
  default: return false;
  }
}

SUnit* ScheduleDAG::unitOf(const SDNode* N) const {
  uint32_t Id = N->getPersistentId();
  if (Id >= UnitByNodeId.size() || UnitByNodeId[Id] < 0) return nullptr;
  return const_cast<SUnit*>(&SUnits[size_t(UnitByNodeId[Id])]);
}

std::vector<SDNode*> ScheduleDAG::gluedNodes(const SUnit* SU) {
  std::vector<SDNode*> Nodes;
  for (SDNode* N = SU->Node; N; N = N->getGluedNode()) Nodes.push_back(N);
  std::reverse(Nodes.begin(), Nodes.end());
  return Nodes;
}

const MachineInstrDesc* ScheduleDAG::descOf(const SDNode* N) const {
  return TMI && N->isMachineOpcode() ? TMI->instrDesc(N->getMachineOpcode()) : nullptr;
}

bool ScheduleDAG::isCallFrameOpcode(const SDNode* N, bool Setup) const {
  const MachineInstrDesc* D = descOf(N);
  return D && D->is(Setup ? MachineInstrDesc::CallFrameSetup : MachineInstrDesc::CallFrameDestroy);
}

unsigned ScheduleDAG::regClassOf(EVT VT) const {
  if (!TMI) return 0;
  auto RC = TMI->regClassFor(VT);
  return RC ? *RC : 0;
}

unsigned ScheduleDAG::numRegClasses() const {
  return TMI ? std::max(1u, TMI->numRegClasses()) : 1u;
}

namespace {
/// Results before the trailing chain and glue (LLVM's InstrEmitter::CountResults).
unsigned countResults(const SDNode* N) {
  unsigned R = N->getNumValues();
  while (R && N->getValueType(R - 1).isGlue()) --R;
  if (R && N->getValueType(R - 1).isOther()) --R;
  return R;
}
} // namespace

void ScheduleDAG::forEachRegDef(const SUnit* SU,
                                const std::function<bool(const SDNode*, unsigned)>& F) const {
  for (const SDNode* N : unitNodes(SU)) {
    unsigned NumDefs = 0;
    if (!N->isMachineOpcode()) {
      // LLVM counts only CopyFromReg among generic nodes (after selection no others define registers); before
      // selection every data result of an operation will become a register.
      if (N->getOpcode() == ISD::CopyFromReg)
        NumDefs = 1;
      else if (N->getOpcode() != ISD::CopyToReg && N->getOpcode() != ISD::TokenFactor &&
               N->getOpcode() != ISD::MERGE_VALUES)
        NumDefs = countResults(N);
    } else if (const MachineInstrDesc* D = descOf(N)) {
      NumDefs = std::min(N->getNumValues(), D->NumDefs);
      if (TMI->asGenericOpcode(N->getMachineOpcode()) == GenericOpcode::IMPLICIT_DEF) NumDefs = 0;
    } else {
      NumDefs = countResults(N);
    }
    for (unsigned I = 0; I < NumDefs; ++I)
      if (N->hasAnyUseOfValue(I) && !F(N, I)) return;
  }
}

// ---- building ------------------------------------------------------------------------------------------

// One depth-first walk from the root visits every node once (LLVM's BuildSchedUnits order, which numbers the
// units). Everything later passes need from a node is taken during that visit: the unit's glued run, its
// flags, and each node's operands as OperandRefs.
void ScheduleDAG::buildSchedUnits() {
  size_t NumIds = DAG.nextPersistentId();
  UnitByNodeId.assign(NumIds, -1);
  SUnits.reserve(DAG.size());
  UnitNodes.reserve(DAG.size());
  SlotOf.assign(NumIds, NoSlot);
  std::vector<bool> Visited(NumIds, false);
  std::vector<SUnit*> CallUnits;
  SDNode* Root = DAG.getRoot().getNode();
  if (!Root) return;
  std::vector<SDNode*> Worklist{Root};
  std::vector<SDNode*> Above, Below;
  Visited[Root->getPersistentId()] = true;
  auto assign = [&](SDNode* N, size_t Unit) {
    if (UnitByNodeId[N->getPersistentId()] != -1)
      throw InternalError("scheduler: node t" + std::to_string(N->getPersistentId()) +
                          " glued into two units");
    UnitByNodeId[N->getPersistentId()] = int(Unit);
  };
  auto isCallNode = [&](const SDNode* N) {
    if (const MachineInstrDesc* D = descOf(N)) return D->is(MachineInstrDesc::Call);
    return !N->isMachineOpcode() && Model && Model->isCall(N);
  };
  auto recordOperands = [&](uint32_t Slot) {
    NodeOpsBegin[Slot] = uint32_t(Operands.size());
    for (const SDUse& U : UnitNodes[Slot]->ops()) {
      const SDNode* OpN = U.getNode();
      EVT VT = U.getValueType();
      Operands.push_back({OpN->getPersistentId(), uint8_t(VT.isOther()), uint8_t(VT.isGlue()),
                          uint8_t(isPassiveNode(OpN)), uint8_t(OpN->getOpcode() == ISD::TokenFactor)});
    }
    NodeOpsEnd[Slot] = uint32_t(Operands.size());
  };
  while (!Worklist.empty()) {
    SDNode* NI = Worklist.back();
    Worklist.pop_back();
    // Every operand's node is read below (its value type, id and opcode), the glue operand's first: start
    // them all now, so that their misses overlap instead of following one another.
    for (const SDUse& U : NI->ops()) __builtin_prefetch(U.getNode());
    bool Passive = isPassiveNode(NI);
    if (!Passive && UnitByNodeId[NI->getPersistentId()] == -1) {
      size_t Index = SUnits.size();
      SUnits.emplace_back();
      SUnit& SU = SUnits.back();
      SU.NodeNum = unsigned(Index);
      // Up the glue operands ...
      Above.clear();
      Below.clear();
      for (SDNode* N = NI; N->getNumOperands() && N->getOperand(N->getNumOperands() - 1).getValueType().isGlue();) {
        N = N->getOperand(N->getNumOperands() - 1).getNode();
        assign(N, Index);
        Above.push_back(N);
        if (isCallNode(N)) SU.isCall = true;
      }
      // ... and down the glue results; the last one reached is the bottom-most node of the run.
      for (SDNode* N = NI; N->getValueType(N->getNumValues() - 1).isGlue();) {
        SDValue Glue(N, N->getNumValues() - 1);
        SDNode* GlueUser = nullptr;
        for (SDUse* U = N->useListHead(); U; U = U->getNext())
          if (U->get() == Glue) {
            GlueUser = U->getUser();
            break;
          }
        if (!GlueUser) break;
        N = GlueUser;
        Below.push_back(N);
        if (isCallNode(N)) SU.isCall = true;
      }
      assign(NI, Index);
      for (SDNode* N : Below) assign(N, Index);
      SU.Node = Below.empty() ? NI : Below.back();
      SU.IROrder = SU.Node->getIROrder();
      SU.isCopyToReg = !SU.Node->isMachineOpcode() && SU.Node->getOpcode() == ISD::CopyToReg;
      SU.isTokenFactor = !SU.Node->isMachineOpcode() && SU.Node->getOpcode() == ISD::TokenFactor;
      SU.FirstNode = uint32_t(UnitNodes.size());
      auto addNode = [&](SDNode* N) {
        SlotOf[N->getPersistentId()] = uint32_t(UnitNodes.size());
        UnitNodes.push_back(N);
        uint8_t Kind = 0;
        if (isCallFrameOpcode(N, /*Setup=*/true)) {
          SU.hasCallSeqStart = true;
          Kind |= SlotCallSeqStart;
        }
        if (isCallFrameOpcode(N, /*Setup=*/false)) {
          SU.hasCallSeqEnd = true;
          Kind |= SlotCallSeqEnd;
        }
        if (!N->isMachineOpcode() && N->getOpcode() == ISD::TokenFactor) Kind |= SlotTokenFactor;
        SlotKind.push_back(Kind);
        if (const MachineInstrDesc* D = descOf(N); D && !D->ImplicitDefs.empty()) {
          SU.hasPhysRegClobbers = true;
          unsigned NumUsed = countResults(N);
          while (NumUsed != 0 && !N->hasAnyUseOfValue(NumUsed - 1)) --NumUsed;
          if (NumUsed > D->NumDefs) SU.hasPhysRegDefs = true;
        }
      };
      for (auto It = Below.rbegin(); It != Below.rend(); ++It) addNode(*It);
      addNode(NI);
      for (SDNode* N : Above) addNode(N);
      SU.NumNodes = uint32_t(UnitNodes.size()) - SU.FirstNode;
      NodeOpsBegin.resize(UnitNodes.size(), NoSlot);
      NodeOpsEnd.resize(UnitNodes.size(), NoSlot);
      if (SU.isCall) CallUnits.push_back(&SU);
      // A TokenFactor takes no time; scheduling it low keeps its operands from looking stalled.
      if (NI->getOpcode() == ISD::TokenFactor) SU.isScheduleLow = true;
      // Only list-ilp tracks register pressure; the count walks use lists, which a big DAG pays for in cache
      // misses.
      if (Opts.Kind == SchedulerKind::ListILP) initNumRegDefsLeft(SU);
      computeLatency(SU);
    }
    uint32_t Slot = Passive ? NoSlot : SlotOf[NI->getPersistentId()];
    if (Slot != NoSlot) recordOperands(Slot);
    for (const SDUse& U : NI->ops())
      if (uint32_t OpId = U.getNode()->getPersistentId(); !Visited[OpId]) {
        Visited[OpId] = true;
        Worklist.push_back(U.getNode());
        __builtin_prefetch(&UnitByNodeId[OpId]);
        // The node's operand list is read when it is popped; on a big DAG it is a miss: start it now.
        __builtin_prefetch(U.getNode()->ops().data());
      }
  }
  // A node glued below a reachable one but itself unreachable (dead) was never visited: its operands still
  // order its unit.
  for (uint32_t Slot = 0; Slot != UnitNodes.size(); ++Slot)
    if (NodeOpsBegin[Slot] == NoSlot) recordOperands(Slot);
  // Values copied into argument registers of a call are call operands.
  for (SUnit* SU : CallUnits)
    for (SDNode* N : unitNodes(SU)) {
      if (N->getOpcode() != ISD::CopyToReg) continue;
      SDNode* Src = N->getOperand(2).getNode();
      if (!isPassiveNode(Src))
        if (SUnit* SrcSU = unitOf(Src)) SrcSU->isCallOp = true;
    }
}

void ScheduleDAG::initNumRegDefsLeft(SUnit& SU) {
  forEachRegDef(&SU, [&](const SDNode*, unsigned) {
    ++SU.NumRegDefsLeft;
    return SU.NumRegDefsLeft < 0xFFFF;
  });
}

void ScheduleDAG::computeLatency(SUnit& SU) {
  if (SU.Node->getOpcode() == ISD::TokenFactor) {
    SU.Latency = 0;
    return;
  }
  if (ForceUnitLatencies) {
    SU.Latency = 1;
    return;
  }
  // The glued nodes issue one after another, so their latencies add up.
  unsigned Sum = 0;
  for (SDNode* N : unitNodes(&SU)) Sum += Model->latency(N);
  SU.Latency = uint16_t(std::min(Sum, 0xFFFFu));
}

void ScheduleDAG::addSchedEdges() {
  const size_t NumUnits = SUnits.size();
  // Where the edge from a unit to the current one sits in its Preds, so a repeated operand (a TokenFactor
  // with thousands of chains, a value used twice) is found in constant time instead of by scanning Preds.
  constexpr uint32_t None = ~0u;
  std::vector<uint32_t> DataEdge(NumUnits, None), OrderEdge(NumUnits, None);
  std::vector<unsigned> Stamp(NumUnits, ~0u);
  // Size every edge list first (operands bound both ends' counts), so the lists are packed in unit order.
  // Each operand's unit is looked up once (the id-indexed table is bigger than the second-level cache) and
  // kept beside the operand for the edge pass.
  std::vector<uint32_t> MaxSuccs(NumUnits, 0);
  std::vector<int> OperandUnit(Operands.size(), -1);
  for (SUnit& SU : SUnits) {
    size_t MaxPreds = 0;
    for (uint32_t Slot = SU.FirstNode; Slot != SU.FirstNode + SU.NumNodes; ++Slot)
      for (uint32_t I = NodeOpsBegin[Slot]; I != NodeOpsEnd[Slot]; ++I)
        if (const OperandRef& Op = Operands[I]; !Op.Passive && (OperandUnit[I] = UnitByNodeId[Op.NodeId]) >= 0) {
          ++MaxPreds;
          ++MaxSuccs[size_t(OperandUnit[I])];
        }
    SU.Preds.reserve(MaxPreds, EdgePool);
  }
  // The successor lists are slices of one block, filled through dense cursors: adding an edge writes the
  // other unit's slice but reads nothing of that unit, which on a big block would be a miss per edge. Its
  // latency comes from a dense copy for the same reason.
  std::vector<uint32_t> SuccAt(NumUnits + 1, 0), SuccCount(NumUnits, 0);
  for (size_t U = 0; U < NumUnits; ++U) SuccAt[U + 1] = SuccAt[U] + MaxSuccs[U];
  SDep* SuccBlock =
      SuccAt[NumUnits] ? static_cast<SDep*>(EdgePool.allocate(sizeof(SDep) * SuccAt[NumUnits], alignof(SDep)))
                       : nullptr;
  std::vector<uint16_t> UnitLatency(NumUnits);
  for (size_t U = 0; U < NumUnits; ++U) UnitLatency[U] = SUnits[U].Latency;
  for (SUnit& SU : SUnits) {
    const unsigned Self = SU.NodeNum;
    for (uint32_t Slot = SU.FirstNode; Slot != SU.FirstNode + SU.NumNodes; ++Slot) {
      for (uint32_t I = NodeOpsBegin[Slot]; I != NodeOpsEnd[Slot]; ++I) {
        const OperandRef& Op = Operands[I];
        if (Op.Passive) continue;
        int OpUnit = OperandUnit[I];
        if (OpUnit < 0)
          throw InternalError("scheduler: operand t" + std::to_string(Op.NodeId) + " of t" +
                              std::to_string(UnitNodes[Slot]->getPersistentId()) +
                              " has no unit (unreachable node?)");
        const size_t OpIndex = size_t(OpUnit);
        SUnit* OpSU = &SUnits[OpIndex];
        if (OpIndex == Self) continue;
        if (Op.IsGlue)
          throw InternalError("scheduler: glue from t" + std::to_string(Op.NodeId) + " crosses units");
        bool IsChain = Op.IsChain;
        unsigned Lat = IsChain ? 1 : UnitLatency[OpIndex];
        if (IsChain && Op.FromTokenFactor) Lat = 0;
        SDep::Kind K = IsChain ? SDep::Kind::Order : SDep::Kind::Data;
        if (Stamp[OpIndex] != Self) {
          Stamp[OpIndex] = Self;
          DataEdge[OpIndex] = OrderEdge[OpIndex] = None;
        }
        uint32_t& Known = IsChain ? OrderEdge[OpIndex] : DataEdge[OpIndex];
        bool Added = Known == None;
        if (Added) {
          Known = uint32_t(SU.Preds.size());
          SU.Preds.push_back({OpSU, K, Lat}, EdgePool);
          if (K == SDep::Kind::Data) ++SU.NumPreds;
          SuccBlock[SuccAt[OpIndex] + SuccCount[OpIndex]++] = {&SU, K, Lat};
        } else if (SU.Preds[Known].Latency < Lat) {
          SU.Preds[Known].Latency = Lat;
          for (uint32_t J = SuccAt[OpIndex]; J != SuccAt[OpIndex] + SuccCount[OpIndex]; ++J)
            if (SuccBlock[J].SU == &SU && SuccBlock[J].K == K) SuccBlock[J].Latency = Lat;
        }
        // Several register uses between the same two units count once for pressure: so must their defs.
        if (!Added && !IsChain && OpSU->NumRegDefsLeft > 1) --OpSU->NumRegDefsLeft;
      }
    }
  }
  // Each unit takes its slice, in unit order.
  for (size_t U = 0; U < NumUnits; ++U) {
    SUnit& SU = SUnits[U];
    SU.Succs.adopt(SuccBlock + SuccAt[U], SuccCount[U], MaxSuccs[U]);
    unsigned Data = 0;
    for (const SDep& E : SU.Succs) Data += E.K == SDep::Kind::Data;
    SU.NumSuccs = Data;
  }
  findCallSequenceStarts();
  // The tables served their purpose; the units' node lists stay for the passes that follow.
  std::vector<OperandRef>().swap(Operands);
  std::vector<uint32_t>().swap(NodeOpsBegin);
  std::vector<uint32_t>().swap(NodeOpsEnd);
  std::vector<uint32_t>().swap(SlotOf);
  std::vector<uint8_t>().swap(SlotKind);
}

uint32_t ScheduleDAG::callSeqStartSlot(uint32_t Slot, unsigned& Nest, unsigned& MaxNest) const {
  // The slot of an operand's node; passive nodes (EntryToken is the only one with a chain) have none.
  auto slotOf = [&](const OperandRef& Op) { return Op.Passive ? NoSlot : SlotOf[Op.NodeId]; };
  while (true) {
    if (SlotKind[Slot] & SlotTokenFactor) {
      uint32_t Best = NoSlot;
      unsigned BestMaxNest = MaxNest;
      for (uint32_t I = NodeOpsBegin[Slot]; I != NodeOpsEnd[Slot]; ++I) {
        uint32_t OpSlot = slotOf(Operands[I]);
        if (OpSlot == NoSlot) continue; // the entry token: no call sequence above it
        unsigned MyNest = Nest, MyMaxNest = MaxNest;
        uint32_t New = callSeqStartSlot(OpSlot, MyNest, MyMaxNest);
        if (New != NoSlot && (Best == NoSlot || MyMaxNest > BestMaxNest)) {
          Best = New;
          BestMaxNest = MyMaxNest;
        }
      }
      MaxNest = BestMaxNest;
      return Best;
    }
    if (SlotKind[Slot] & SlotCallSeqEnd) {
      ++Nest;
      MaxNest = std::max(MaxNest, Nest);
    } else if (SlotKind[Slot] & SlotCallSeqStart) {
      if (Nest == 0) return NoSlot;
      if (--Nest == 0) return Slot;
    }
    uint32_t Next = NoSlot;
    for (uint32_t I = NodeOpsBegin[Slot]; I != NodeOpsEnd[Slot]; ++I)
      if (Operands[I].IsChain) {
        Next = slotOf(Operands[I]);
        break;
      }
    if (Next == NoSlot) return NoSlot;
    Slot = Next;
  }
}

void ScheduleDAG::findCallSequenceStarts() {
  // Which call sequence a unit ending one opens is fixed by the DAG, so it is found here, over the compact
  // operand tables, rather than by climbing the chain through the nodes when the unit is scheduled.
  CallSeqStartUnit.assign(SUnits.size(), NoCallSeqStart);
  for (const SUnit& SU : SUnits) {
    if (!SU.hasCallSeqEnd) continue;
    for (uint32_t Slot = SU.FirstNode; Slot != SU.FirstNode + SU.NumNodes; ++Slot) {
      if (!(SlotKind[Slot] & SlotCallSeqEnd)) continue;
      unsigned Nest = 0, MaxNest = 0;
      uint32_t Start = callSeqStartSlot(Slot, Nest, MaxNest);
      if (Start != NoSlot)
        if (SUnit* StartSU = unitOf(UnitNodes[Start])) CallSeqStartUnit[SU.NodeNum] = int(indexOf(StartSU));
      break;
    }
  }
}

void ScheduleDAG::computeTopologicalOrder() {
  std::vector<unsigned> PredsLeft(SUnits.size());
  std::vector<SUnit*> Ready;
  for (SUnit& SU : SUnits) {
    PredsLeft[SU.NodeNum] = unsigned(SU.Preds.size());
    if (SU.Preds.empty()) Ready.push_back(&SU);
  }
  unsigned Index = 0;
  while (!Ready.empty()) {
    SUnit* SU = Ready.back();
    Ready.pop_back();
    SU->TopoIndex = Index++;
    for (const SDep& S : SU->Succs)
      if (--PredsLeft[indexOf(S.SU)] == 0) Ready.push_back(S.SU);
  }
  if (Index != SUnits.size()) throw InternalError("scheduler: the dependence graph has a cycle");
}

// ---- the bottom-up list scheduler ------------------------------------------------------------------------

namespace {

/// Whether Outer reaches Inner by climbing chains (LLVM's IsChainDependent), counting call-sequence nesting.
bool isChainDependent(const SDNode* Outer, const SDNode* Inner, unsigned Nest, const ScheduleDAG& S) {
  const SDNode* N = Outer;
  while (true) {
    if (N == Inner) return true;
    if (N->getOpcode() == ISD::TokenFactor) {
      for (const SDUse& U : N->ops())
        if (isChainDependent(U.getNode(), Inner, Nest, S)) return true;
      return false;
    }
    if (S.isCallFrameOpcode(N, /*Setup=*/false)) {
      ++Nest;
    } else if (S.isCallFrameOpcode(N, /*Setup=*/true)) {
      if (Nest == 0) return false;
      --Nest;
    }
    const SDNode* Next = nullptr;
    for (const SDUse& U : N->ops())
      if (U.getValueType().isOther()) {
        Next = U.getNode();
        break;
      }
    if (!Next || Next->getOpcode() == ISD::EntryToken) return false;
    N = Next;
  }
}

} // namespace

const std::vector<SUnit*>& ScheduleDAG::run() {
  buildSchedUnits();
  addSchedEdges();
  PriorityQueue PQ(*this, Opts);
  Queue = &PQ;
  listScheduleBottomUp();
  Queue = nullptr;
  return Sequence;
}

void ScheduleDAG::releasePred(SUnit* SU, SDep& Edge) {
  // Only the edge and the scheduled unit in hand are read; the predecessor's counters live in dense arrays,
  // and the unit itself is touched once, when its last successor releases it.
  const unsigned Pred = indexOf(Edge.SU);
  if (SuccsLeft[Pred] == 0) throw InternalError("scheduler: unit released twice");
  // SU is scheduled, so its height is final: the predecessor's height is the maximum over its successor
  // edges, taken one edge at a time as each is released (no edges change once scheduling has begun).
  PendingHeight[Pred] = std::max(PendingHeight[Pred], SU->Height + Edge.Latency);
  Queue->releasedEdge(SU, Edge, Edge.SU);
  if (--SuccsLeft[Pred] != 0) return;
  SUnit* P = Edge.SU;
  P->Height = std::max(P->Height, PendingHeight[Pred]);
  P->isAvailable = true;
  // Its own edges are read when it is scheduled, which may be soon.
  __builtin_prefetch(P->Preds.begin());
  Queue->push(P);
}

void ScheduleDAG::releasePredecessors(SUnit* SU) {
  // The predecessors whose last successor this is are read and queued below: fetch them all first.
  for (const SDep& P : SU->Preds) {
    __builtin_prefetch(P.SU);
    __builtin_prefetch(&SuccsLeft[indexOf(P.SU)]);
  }
  for (SDep& P : SU->Preds) releasePred(SU, P);
  // Scheduling a call sequence's end opens the sequence (bottom-up): until its start is scheduled, no other
  // call sequence may begin, which keeps calls from interleaving.
  if (!CallResourceDef && SU->hasCallSeqEnd) {
    int Start = CallSeqStartUnit[indexOf(SU)];
    if (Start == NoCallSeqStart) throw InternalError("scheduler: call sequence without a start");
    CallResourceDef = &SUnits[size_t(Start)];
    CallResourceGen = SU;
  }
}

bool ScheduleDAG::delayForCallResource(SUnit* SU) const {
  if (!CallResourceDef || !SU->hasCallSeqEnd) return false;
  for (SDNode* N : unitNodes(SU)) {
    if (!isCallFrameOpcode(N, /*Setup=*/false)) continue;
    const SDNode* Gen = CallResourceGen->Node;
    while (const SDNode* G = Gen->getGluedNode()) Gen = G;
    if (!isChainDependent(Gen, N, 0, *this)) return true;
  }
  return false;
}

void ScheduleDAG::releaseInterferences() {
  std::vector<SUnit*> Delayed;
  Delayed.swap(Interferences);
  for (SUnit* SU : Delayed) {
    SU->isPending = false;
    if (SU->isAvailable && !SU->isScheduled) Queue->push(SU);
  }
}

SUnit* ScheduleDAG::pickNode() {
  SUnit* SU = Queue->empty() ? nullptr : Queue->pop();
  while (SU && delayForCallResource(SU)) {
    SU->isPending = true;
    Interferences.push_back(SU);
    SU = Queue->empty() ? nullptr : Queue->pop();
  }
  if (SU) return SU;
  // Every ready unit waits for the open call sequence. LLVM would backtrack here; calls all sit on the chain
  // in the DAGs dagtool builds, so this cannot happen — but never loop or crash: take the first delayed unit.
  SU = Interferences.front();
  Interferences.erase(Interferences.begin());
  SU->isPending = false;
  return SU;
}

void ScheduleDAG::scheduleNodeBottomUp(SUnit* SU) {
  SU->Height = std::max(SU->Height, CurCycle);
  Sequence.push_back(SU);
  Queue->scheduledNode(SU);
  // No hazard recognizer and one instruction per cycle: the cycle advances with every unit.
  ++CurCycle;
  releasePredecessors(SU);
  if (CallResourceDef == SU && SU->hasCallSeqStart)
    for (SDNode* N : unitNodes(SU))
      if (isCallFrameOpcode(N, /*Setup=*/true)) {
        CallResourceDef = CallResourceGen = nullptr;
        releaseInterferences();
        break;
      }
  Queue->resetVRegCycle(SU);
  SU->isScheduled = true;
}

void ScheduleDAG::listScheduleBottomUp() {
  Sequence.reserve(SUnits.size());
  SuccsLeft.resize(SUnits.size());
  PendingHeight.assign(SUnits.size(), 0);
  for (size_t I = 0; I < SUnits.size(); ++I) SuccsLeft[I] = uint32_t(SUnits[I].Succs.size()); // none scheduled yet
  SDNode* Root = DAG.getRoot().getNode();
  if (SUnit* RootSU = Root ? unitOf(Root) : nullptr) {
    if (!RootSU->Succs.empty()) throw InternalError("scheduler: the root has successors");
    RootSU->isAvailable = true;
    Queue->push(RootSU);
  }
  while (!Queue->empty() || !Interferences.empty()) {
    SUnit* SU = pickNode();
    CurCycle = std::max(CurCycle, SU->Height); // a stall: wait until its results are needed
    scheduleNodeBottomUp(SU);
  }
  if (Sequence.size() != SUnits.size())
    throw InternalError("scheduler: " + std::to_string(SUnits.size() - Sequence.size()) +
                        " units were never ready (a unit not reachable from the root?)");
  std::reverse(Sequence.begin(), Sequence.end());
}

} // namespace dt
