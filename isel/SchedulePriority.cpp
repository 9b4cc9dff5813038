// isel/SchedulePriority.cpp — LLVM 19's list-scheduling priorities (source, list-burr, list-ilp), re-derived.
#include "isel/SchedulePriority.h"

#include "dag/FunctionLowering.h"
#include "support/Diagnostics.h"

#include <algorithm>
#include <cstdlib>

namespace dt {

namespace {

constexpr unsigned MaxReorderWindow = 6; // list-ilp: how far ahead of the critical path a unit may go
constexpr size_t ScanWindow = 1000;      // list-ilp: LLVM compares at most this many waiting units per pick

bool isCopyOfVirtualRegister(const SDNode* N, int32_t Opc) {
  return N && N->getOpcode() == Opc && N->getNumOperands() > 1 &&
         N->getOperand(1).getOpcode() == ISD::Register && isVirtualRegister(N->getOperand(1)->getReg());
}

bool hasOnlyLiveInOpers(const SUnit* SU) {
  bool Any = false;
  for (const SDep& P : SU->Preds) {
    if (P.isCtrl()) continue;
    if (!isCopyOfVirtualRegister(P.SU->Node, ISD::CopyFromReg)) return false;
    Any = true;
  }
  return Any;
}

bool hasOnlyLiveOutUses(const SUnit* SU) {
  bool Any = false;
  for (const SDep& Succ : SU->Succs) {
    if (Succ.isCtrl()) continue;
    if (!isCopyOfVirtualRegister(Succ.SU->Node, ISD::CopyToReg)) return false;
    Any = true;
  }
  return Any;
}

unsigned maxScratches(const SUnit* SU) {
  unsigned N = 0;
  for (const SDep& P : SU->Preds)
    if (!P.isCtrl()) ++N;
  return N;
}

bool canEnableCoalescing(const SUnit* SU) {
  if (SU->isTokenFactor || SU->isCopyToReg) return true;
  return SU->NumPreds == 0 && SU->NumSuccs != 0;
}

} // namespace

ScheduleDAG::PriorityQueue::PriorityQueue(ScheduleDAG& S, const ScheduleOptions& Opts)
    : S(S), Kind(Opts.Kind), UseHeap(Opts.Kind != SchedulerKind::ListILP),
      TracksRegPressure(Opts.Kind == SchedulerKind::ListILP) {
  if (TracksRegPressure) {
    unsigned N = S.numRegClasses();
    RegPressure.assign(N, 0);
    // Without a target (DAGs before selection) assume a RISC-like register file of 32.
    RegLimit.assign(N, 32);
    if (S.targetInfo())
      for (unsigned RC = 0; RC < N; ++RC) RegLimit[RC] = S.targetInfo()->regPressureLimit(RC);
  }
  ClosestSucc.assign(S.units().size(), 0);
  if (Kind == SchedulerKind::ListBURR) prescheduleNodesWithMultipleUses();
  computeDepthsAndSethiUllmanNumbers();
  if (Opts.SelfLoop) initVRegCycles();
}

// ---- static priorities -----------------------------------------------------------------------------------

// One post-order walk over the predecessors gives both static numbers. Everything the walk reads of another
// unit sits in dense per-unit arrays (a big DAG's units do not fit the caches, these arrays do); each unit is
// touched once, to read its edge list, and once more at the end to store its depth.
void ScheduleDAG::PriorityQueue::computeDepthsAndSethiUllmanNumbers() {
  std::vector<SUnit>& Units = S.units();
  constexpr unsigned Unvisited = 0, OnStack = ~0u;
  SethiUllman.assign(Units.size(), Unvisited); // a finished unit's number is at least 1
  std::vector<unsigned> Depth(Units.size(), 0);
  struct Frame {
    const SUnit* SU;
    size_t NextPred;
  };
  std::vector<Frame> Stack;
  for (const SUnit& Start : Units) {
    if (SethiUllman[S.indexOf(&Start)] != Unvisited) continue;
    SethiUllman[S.indexOf(&Start)] = OnStack;
    Stack.push_back({&Start, 0});
    while (!Stack.empty()) {
      Frame& F = Stack.back();
      // First visit: the operands are walked into next, each needing its unit's edge list: start them all.
      if (F.NextPred == 0)
        for (const SDep& P : F.SU->Preds) __builtin_prefetch(P.SU);
      bool Pushed = false;
      for (size_t P = F.NextPred; P < F.SU->Preds.size(); ++P) {
        unsigned& Mark = SethiUllman[S.indexOf(F.SU->Preds[P].SU)];
        if (Mark == OnStack) throw InternalError("scheduler: the dependence graph has a cycle");
        if (Mark != Unvisited) continue;
        Mark = OnStack;
        F.NextPred = P + 1;
        Stack.push_back({F.SU->Preds[P].SU, 0});
        Pushed = true;
        break;
      }
      if (Pushed) continue;
      // All operands numbered: the most demanding data operand, plus one for each other equally demanding one;
      // the depth is the longest path through any edge.
      unsigned Number = 0, Extra = 0, D = 0;
      for (const SDep& P : F.SU->Preds) {
        unsigned Pred = S.indexOf(P.SU);
        D = std::max(D, Depth[Pred] + P.Latency);
        if (P.isCtrl()) continue;
        unsigned PN = SethiUllman[Pred];
        if (PN > Number) {
          Number = PN;
          Extra = 0;
        } else if (PN == Number) {
          ++Extra;
        }
      }
      Number += Extra;
      unsigned Self = S.indexOf(F.SU);
      SethiUllman[Self] = Number ? Number : 1;
      Depth[Self] = D;
      Stack.pop_back();
    }
  }
  for (size_t I = 0; I < Units.size(); ++I) Units[I].Depth = Depth[I];
}

unsigned ScheduleDAG::PriorityQueue::nodePriority(const SUnit* SU) const {
  // Copies into registers stay next to their users, which helps coalescing and keeps live ranges short.
  if (SU->isTokenFactor || SU->isCopyToReg) return 0;
  // A unit whose value nobody reads (a store) ends a computation: schedule it right after its operands.
  if (SU->NumSuccs == 0 && SU->NumPreds != 0) return 0xffff;
  // A unit that reads no register lengthens no live range: schedule it next to its users.
  if (SU->NumPreds == 0 && SU->NumSuccs != 0) return 0;
  return SethiUllman[S.indexOf(SU)];
}

void ScheduleDAG::PriorityQueue::initVRegCycles() {
  for (SUnit& SU : S.units()) {
    if (!hasOnlyLiveInOpers(&SU) || !hasOnlyLiveOutUses(&SU)) continue;
    SU.isVRegCycle = true;
    AnyVRegCycle = true;
    for (const SDep& P : SU.Preds)
      if (!P.isCtrl()) P.SU->isVRegCycle = true;
  }
}

void ScheduleDAG::PriorityQueue::resetVRegCycle(SUnit* SU) {
  if (!SU->isVRegCycle) return;
  bool Changed = false;
  for (const SDep& P : SU->Preds)
    if (!P.isCtrl() && P.SU->isVRegCycle) {
      P.SU->isVRegCycle = false;
      Changed = true;
    }
  // Waiting units that used those copies just lost their penalty: their heap positions are stale.
  if (Changed && UseHeap)
    std::make_heap(Queue.begin(), Queue.end(), HeapOrder{this});
}

bool ScheduleDAG::PriorityQueue::hasVRegCycleUse(const SUnit* SU) const {
  if (!AnyVRegCycle || SU->isVRegCycle) return false;
  for (const SDep& P : SU->Preds)
    if (!P.isCtrl() && P.SU->isVRegCycle && P.SU->Node->getOpcode() == ISD::CopyFromReg) return true;
  return false;
}

bool ScheduleDAG::PriorityQueue::emitsInstruction(const SDNode* N) const {
  if (N->isMachineOpcode()) return true;
  int32_t Opc = N->getOpcode();
  return Opc != ISD::CopyFromReg && Opc != ISD::CopyToReg && Opc != ISD::TokenFactor &&
         Opc != ISD::MERGE_VALUES;
}

// ---- list-burr's rerouting of multiple uses -------------------------------------------------------------

bool ScheduleDAG::PriorityQueue::isReachable(const SUnit* Target, const SUnit* From) {
  if (TopoDirty) {
    S.computeTopologicalOrder();
    TopoDirty = false;
  }
  // Successor edges only lead to higher topological positions, so the search stops above Target's.
  // A stamp per unit instead of a fresh "seen" set: each query costs what it visits, not the DAG's size.
  if (ReachStamp.size() != S.units().size()) ReachStamp.assign(S.units().size(), 0);
  ++CurReachStamp;
  ReachWork.assign(1, From);
  ReachStamp[From->NodeNum] = CurReachStamp;
  while (!ReachWork.empty()) {
    const SUnit* SU = ReachWork.back();
    ReachWork.pop_back();
    if (SU == Target) return true;
    for (const SDep& Succ : SU->Succs)
      if (ReachStamp[S.indexOf(Succ.SU)] != CurReachStamp && Succ.SU->TopoIndex <= Target->TopoIndex) {
        ReachStamp[S.indexOf(Succ.SU)] = CurReachStamp;
        ReachWork.push_back(Succ.SU);
      }
  }
  return false;
}

void ScheduleDAG::PriorityQueue::prescheduleNodesWithMultipleUses() {
  // A value with several users, one of which (a store) uses nothing else: the other users are made to wait
  // for that one, so it is scheduled right after the value and the value's live range stays short.
  for (SUnit& SU : S.units()) {
    if (SU.NumSuccs != 0 || SU.NumPreds != 1) continue;
    if (isCopyOfVirtualRegister(SU.Node, ISD::CopyToReg)) continue;
    bool AfterFrameSetup = false;
    for (const SDep& P : SU.Preds)
      if (P.isCtrl() && P.SU->Node && S.isCallFrameOpcode(P.SU->Node, /*Setup=*/true)) AfterFrameSetup = true;
    if (AfterFrameSetup) continue;
    SUnit* PredSU = nullptr;
    for (const SDep& P : SU.Preds)
      if (!P.isCtrl()) {
        PredSU = P.SU;
        break;
      }
    if (PredSU->hasPhysRegDefs || PredSU->NumSuccs == 1) continue;
    if (isCopyOfVirtualRegister(SU.Node, ISD::CopyFromReg)) continue;
    bool Safe = true;
    for (const SDep& PS : PredSU->Succs) {
      SUnit* Other = PS.SU;
      if (Other == &SU) continue;
      if (Other->NumSuccs == 0 || (SU.hasPhysRegClobbers && Other->hasPhysRegDefs) ||
          isReachable(&SU, Other)) {
        Safe = false;
        break;
      }
    }
    if (!Safe) continue;
    for (size_t I = 0; I < PredSU->Succs.size(); ++I) {
      SDep Edge = PredSU->Succs[I];
      if (Edge.SU == &SU) continue;
      Edge.SU->removePred(PredSU, Edge.K);
      SU.addPred(PredSU, Edge.K, Edge.Latency, S.edgePool());
      Edge.SU->addPred(&SU, Edge.K, Edge.Latency, S.edgePool());
      TopoDirty = true;
      --I;
    }
  }
}

// ---- the queue
// ---------------------------------------------------------------------------------------------

uint64_t ScheduleDAG::PriorityQueue::leadingKey(const SUnit* SU) const {
  // checkSpecialNodes first: a unit scheduled low is preferred whatever the scheduler.
  uint64_t Key = uint64_t(SU->isScheduleLow) << 33;
  // source: then the source position, where 0 (none) beats every position and a later position beats an
  // earlier one. list-burr and list-ilp compare nothing else that can be packed without cross terms.
  if (Kind == SchedulerKind::Source) Key |= SU->IROrder ? uint64_t(SU->IROrder) : uint64_t(1) << 32;
  return Key;
}

void ScheduleDAG::PriorityQueue::push(SUnit* SU) {
  SU->NodeQueueId = ++CurQueueId;
  Queue.push_back({leadingKey(SU), SU});
  if (UseHeap)
    std::push_heap(Queue.begin(), Queue.end(), HeapOrder{this});
}

SUnit* ScheduleDAG::PriorityQueue::pop() {
  SUnit* SU;
  if (UseHeap) {
    std::pop_heap(Queue.begin(), Queue.end(), HeapOrder{this});
    SU = Queue.back().SU;
    Queue.pop_back();
  } else {
    size_t Best = 0;
    for (size_t I = 1, E = std::min(Queue.size(), ScanWindow); I < E; ++I)
      if (prefersRight(Queue[Best].SU, Queue[I].SU)) Best = I;
    SU = Queue[Best].SU;
    if (Best + 1 != Queue.size()) std::swap(Queue[Best], Queue.back());
    Queue.pop_back();
  }
  SU->NodeQueueId = 0;
  return SU;
}

// ---- priorities
// --------------------------------------------------------------------------------------------

int ScheduleDAG::PriorityQueue::checkSpecialNodes(const SUnit* Left, const SUnit* Right) const {
  if (Left->isScheduleLow != Right->isScheduleLow) return Left->isScheduleLow < Right->isScheduleLow ? 1 : -1;
  return 0;
}

// -1: Left first, 1: Right first, 0: latency does not decide.
int ScheduleDAG::PriorityQueue::compareLatency(SUnit* Left, SUnit* Right) const {
  // Using a loop-carried value whose update is not yet scheduled costs a copy: count it as a cycle.
  int LPenalty = hasVRegCycleUse(Left) ? 1 : 0;
  int RPenalty = hasVRegCycleUse(Right) ? 1 : 0;
  int LHeight = int(Left->Height) + LPenalty;
  int RHeight = int(Right->Height) + RPenalty;
  bool LStall = int(S.curCycle()) < LHeight;
  bool RStall = int(S.curCycle()) < RHeight;
  if (LStall) {
    if (!RStall) return 1;
    if (LHeight != RHeight) return LHeight > RHeight ? 1 : -1;
  } else if (RStall) {
    return -1;
  }
  if (LHeight != RHeight) return LHeight > RHeight ? 1 : -1;
  int LDepth = int(Left->Depth) - LPenalty;
  int RDepth = int(Right->Depth) - RPenalty;
  if (LDepth != RDepth) return LDepth < RDepth ? 1 : -1;
  if (Left->Latency != Right->Latency) return Left->Latency > Right->Latency ? 1 : -1;
  return 0;
}

bool ScheduleDAG::PriorityQueue::burrSort(SUnit* Left, SUnit* Right) const {
  // Physical-register definitions go right next to their uses.
  if (Left->hasPhysRegDefs != Right->hasPhysRegDefs) return Left->hasPhysRegDefs < Right->hasPhysRegDefs;
  unsigned LPriority = nodePriority(Left);
  unsigned RPriority = nodePriority(Right);
  // Hoisting a call's operands above an earlier call is allowed only when it lowers register pressure.
  if (Left->isCall && Right->isCallOp) {
    unsigned N = Right->Node->getNumValues();
    RPriority = RPriority > N ? RPriority - N : 0;
  }
  if (Right->isCall && Left->isCallOp) {
    unsigned N = Left->Node->getNumValues();
    LPriority = LPriority > N ? LPriority - N : 0;
  }
  if (LPriority != RPriority) return LPriority > RPriority;
  if (Left->isCall || Right->isCall) {
    unsigned LOrder = nodeOrdering(Left), ROrder = nodeOrdering(Right);
    if ((LOrder || ROrder) && LOrder != ROrder) return LOrder != 0 && (LOrder < ROrder || ROrder == 0);
  }
  // Equal numbers: the unit whose user is closest goes first, which makes short live ranges.
  unsigned LDist = ClosestSucc[S.indexOf(Left)], RDist = ClosestSucc[S.indexOf(Right)];
  if (LDist != RDist) return LDist < RDist;
  unsigned LScratch = maxScratches(Left), RScratch = maxScratches(Right);
  if (LScratch != RScratch) return LScratch > RScratch;
  if ((Left->isCall && RPriority > 0) || (Right->isCall && LPriority > 0))
    return Left->NodeQueueId > Right->NodeQueueId;
  if (!(Left->isCall || Right->isCall)) {
    if (int R = compareLatency(Left, Right)) return R > 0;
  } else {
    if (Left->Height != Right->Height) return Left->Height > Right->Height;
    if (Left->Depth != Right->Depth) return Left->Depth < Right->Depth;
  }
  return Left->NodeQueueId > Right->NodeQueueId;
}

int ScheduleDAG::PriorityQueue::regPressureDiff(const SUnit* SU, unsigned& LiveUses) const {
  LiveUses = 0;
  int PDiff = 0;
  for (const SDep& P : SU->Preds) {
    if (P.isCtrl()) continue;
    if (P.SU->NumRegDefsLeft == 0) {
      if (emitsInstruction(P.SU->Node)) ++LiveUses;
      continue;
    }
    S.forEachRegDef(P.SU, [&](const SDNode* N, unsigned R) {
      unsigned RC = S.regClassOf(N->getValueType(R));
      if (RegPressure[RC] >= RegLimit[RC]) ++PDiff;
      return true;
    });
  }
  const SDNode* N = SU->Node;
  if (!N || !emitsInstruction(N) || !SU->NumSuccs) return PDiff;
  const MachineInstrDesc* D = S.descOf(N);
  unsigned NumDefs = D ? D->NumDefs : 0;
  if (!D)
    while (NumDefs < N->getNumValues() && N->getValueType(NumDefs).isData()) ++NumDefs;
  for (unsigned I = 0; I < NumDefs && I < N->getNumValues(); ++I) {
    if (!N->hasAnyUseOfValue(I)) continue;
    unsigned RC = S.regClassOf(N->getValueType(I));
    if (RegPressure[RC] >= RegLimit[RC]) --PDiff;
  }
  return PDiff;
}

bool ScheduleDAG::PriorityQueue::ilpSort(SUnit* Left, SUnit* Right) const {
  if (Left->isCall || Right->isCall) return burrSort(Left, Right); // a call's latency is unknown
  unsigned LLiveUses = 0, RLiveUses = 0;
  int LPDiff = regPressureDiff(Left, LLiveUses);
  int RPDiff = regPressureDiff(Right, RLiveUses);
  if (LPDiff != RPDiff) return LPDiff > RPDiff;
  if (LPDiff > 0 || RPDiff > 0) {
    bool LReduce = canEnableCoalescing(Left), RReduce = canEnableCoalescing(Right);
    if (LReduce && !RReduce) return false;
    if (RReduce && !LReduce) return true;
  }
  // The critical path: a unit far deeper than another goes first (bottom-up: it ends up later).
  int Spread = int(Left->Depth) - int(Right->Depth);
  if (unsigned(std::abs(Spread)) > MaxReorderWindow) return Left->Depth < Right->Depth;
  if (Left->Height != Right->Height) {
    int HSpread = int(Left->Height) - int(Right->Height);
    if (unsigned(std::abs(HSpread)) > MaxReorderWindow) return Left->Height > Right->Height;
  }
  return burrSort(Left, Right);
}

bool ScheduleDAG::PriorityQueue::prefersRight(SUnit* Left, SUnit* Right) const {
  if (int R = checkSpecialNodes(Left, Right)) return R > 0;
  switch (Kind) {
  case SchedulerKind::Source: {
    // The lower the (non-zero) source position, the later it is picked bottom-up, i.e. the earlier it runs.
    unsigned LOrder = nodeOrdering(Left), ROrder = nodeOrdering(Right);
    if ((LOrder || ROrder) && LOrder != ROrder) return LOrder != 0 && (LOrder < ROrder || ROrder == 0);
    return burrSort(Left, Right);
  }
  case SchedulerKind::ListBURR: return burrSort(Left, Right);
  case SchedulerKind::ListILP: return ilpSort(Left, Right);
  }
  return false;
}

// ---- register pressure ------------------------------------------------------------------------------------

void ScheduleDAG::PriorityQueue::scheduledNode(SUnit* SU) {
  if (!TracksRegPressure || !SU->Node) return;
  // Each data operand whose defs are not all live yet makes one more of them live (which one is not tracked:
  // LLVM's approximation, kept).
  for (const SDep& P : SU->Preds) {
    if (P.isCtrl() || P.SU->NumRegDefsLeft == 0) continue;
    --P.SU->NumRegDefsLeft;
    unsigned Skip = P.SU->NumRegDefsLeft;
    S.forEachRegDef(P.SU, [&](const SDNode* N, unsigned R) {
      if (Skip) {
        --Skip;
        return true;
      }
      ++RegPressure[S.regClassOf(N->getValueType(R))];
      return false;
    });
  }
  // Its own defs die here (bottom-up: nothing above uses them before they are defined).
  int Skip = int(SU->NumRegDefsLeft);
  S.forEachRegDef(SU, [&](const SDNode* N, unsigned R) {
    if (Skip-- > 0) return true;
    unsigned RC = S.regClassOf(N->getValueType(R));
    RegPressure[RC] = RegPressure[RC] ? RegPressure[RC] - 1 : 0;
    return true;
  });
}

} // namespace dt
