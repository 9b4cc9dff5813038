// isel/ScheduleDAG.h — scheduling units built from one block's SelectionDAG, and the list schedulers.
//
// Duty: LLVM's ScheduleDAGSDNodes::BuildSchedUnits / AddSchedEdges — one unit (SUnit) per node that becomes
// an instruction, nodes glued together clustered into one unit (the unit's node is the bottom-most of the
// glued run), data edges (a value), order edges (a chain) between units; nodes that emit nothing (EntryToken,
// constants, Register, BasicBlock, symbols, frame indexes ...) get no unit — and then the bottom-up list
// schedulers of LLVM's ScheduleDAGRRList selectable as -pre-RA-sched=:
//   source     source order (IROrder) first, then register reduction (RISC-V's default in LLVM 19);
//   list-burr  register reduction by Sethi–Ullman numbers;
//   list-ilp   register pressure, then latency/critical path from the scheduling model, then burr.
// Invariants: the schedule (Sequence, top-down) holds every unit once and respects every edge; glued nodes
// stay together; the cost is O((nodes + edges) log nodes) for source and list-burr (their priorities are
// fixed once a unit is available, so a heap holds the ready units), and list-ilp scans at most 1000 ready
// units per pick exactly as LLVM does (its priorities change with register pressure), i.e. linear with a
// bounded constant.
#pragma once

#include "dag/SelectionDAG.h"
#include "isel/SchedModel.h"
#include "machine/MachineTargetInfo.h"
#include "support/Arena.h"

#include <cstddef>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace dt {

struct SUnit;

/// One dependence edge; in Preds it names the predecessor, in Succs the successor.
struct SDep {
  enum class Kind : uint8_t { Data, Order, Artificial };
  SUnit* SU = nullptr;
  Kind K = Kind::Data;
  unsigned Latency = 1;
  bool isCtrl() const { return K != Kind::Data; }
};

/// A unit's edges: a slice of memory from the ScheduleDAG's edge pool. The scheduler sizes each list before
/// filling it (the operands say how many edges there can be), so a DAG's edges lie packed in unit order and
/// a unit stays small; a list that must grow later (list-burr's rerouting) moves to a bigger slice.
class EdgeList {
public:
  SDep* begin() const { return Data; }
  SDep* end() const { return Data + Size; }
  size_t size() const { return Size; }
  bool empty() const { return Size == 0; }
  SDep& operator[](size_t I) const { return Data[I]; }
  void reserve(size_t N, BumpArena& Pool);
  void push_back(const SDep& E, BumpArena& Pool) {
    if (Size == Cap) reserve(Cap ? 2 * size_t(Cap) : 4, Pool);
    Data[Size++] = E;
  }
  void erase(size_t I);
  /// Takes Size edges already written at Data, with room for Cap (the caller carved them from the pool).
  void adopt(SDep* D, uint32_t N, uint32_t Capacity) {
    Data = D;
    Size = N;
    Cap = Capacity;
  }

private:
  SDep* Data = nullptr;
  uint32_t Size = 0, Cap = 0;
};

// A big block's units do not fit the caches, and the scheduler visits them in dependence order, not in memory
// order: the fields every pass and the priority functions read sit in the first cache line, the rest in the
// second, and a unit never straddles more than two lines.
// The priority functions compare units many times each, so what they need of the unit's node (its source
// position, whether it is a generic CopyToReg or TokenFactor) is copied into that first line too: reading the
// node itself is one more miss per comparison.
struct alignas(64) SUnit {
  EdgeList Preds, Succs;
  unsigned Height = 0, Depth = 0;
  unsigned NodeQueueId = 0;            // order of entry into the ready queue, 0 when not queued
  unsigned NumPreds = 0, NumSuccs = 0; // data edges only
  unsigned IROrder = 0;                // Node->getIROrder()
  uint16_t Latency = 1;                // cycles of the glued run (saturates)
  bool isCall : 1 = false, isCallOp : 1 = false, isScheduleLow : 1 = false;
  bool hasCallSeqStart : 1 = false, hasCallSeqEnd : 1 = false; // a glued node is CALLSEQ_START / CALLSEQ_END
  bool hasPhysRegDefs : 1 = false, hasPhysRegClobbers : 1 = false;
  bool isAvailable : 1 = false, isScheduled : 1 = false, isPending : 1 = false, isVRegCycle : 1 = false;
  bool isCopyToReg : 1 = false, isTokenFactor : 1 = false; // Node is a generic CopyToReg / TokenFactor
  // -- second cache line --
  SDNode* Node = nullptr; // the bottom-most node of its glued run
  unsigned NodeNum = 0;
  unsigned NumRegDefsLeft = 0;
  unsigned TopoIndex = 0;
  uint32_t FirstNode = 0, NumNodes = 0; // the unit's nodes, bottom-up, in ScheduleDAG's flat node table
  /// Adds an edge Pred → this; returns false when an equal edge existed (its latency is raised if needed).
  bool addPred(SUnit* Pred, SDep::Kind K, unsigned Latency, BumpArena& Pool);
  /// Adds the edge without looking for an equal one (the caller knows there is none).
  void addPredUnchecked(SUnit* Pred, SDep::Kind K, unsigned Latency, BumpArena& Pool);
  /// Removes the edge Pred → this of kind K (for list-burr's rerouting).
  void removePred(SUnit* Pred, SDep::Kind K);
};
static_assert(sizeof(SUnit) == 128, "SUnit is meant to span exactly two cache lines");
static_assert(offsetof(SUnit, Node) == 64, "the hot fields are meant to fill the first cache line");

enum class SchedulerKind { Source, ListBURR, ListILP };
/// "source", "list-burr", "list-ilp" (the -pre-RA-sched= names).
std::optional<SchedulerKind> schedulerByName(std::string_view Name);
const char* schedulerName(SchedulerKind K);

struct ScheduleOptions {
  SchedulerKind Kind = SchedulerKind::Source;
  /// list-ilp only: latencies from the model (default) or one cycle each, which is what llc 19 uses on RISC-V
  /// (no itineraries), so `Unit` reproduces llc's -pre-RA-sched=list-ilp.
  bool ModelLatencies = true;
  /// The block branches to itself (LLVM then favours coalescing the induction variable: isVRegCycle).
  bool SelfLoop = false;
};

/// The units of one DAG and a schedule of them.
class ScheduleDAG {
public:
  /// TMI may be null (DAGs before selection have no machine nodes); Model may be null (unit latencies).
  ScheduleDAG(SelectionDAG& DAG, const MachineTargetInfo* TMI, const SchedModel* Model, ScheduleOptions Opts);
  ScheduleDAG(const ScheduleDAG&) = delete;
  ScheduleDAG& operator=(const ScheduleDAG&) = delete;

  /// Builds the units and edges (BuildSchedUnits + AddSchedEdges), then schedules them; returns Sequence.
  const std::vector<SUnit*>& run();

  std::vector<SUnit>& units() { return SUnits; }
  /// Where the units' edge lists live (for list-burr's rerouting, which adds edges).
  BumpArena& edgePool() { return EdgePool; }
  const std::vector<SUnit*>& sequence() const { return Sequence; }
  /// A unit's index (its NodeNum) from its address alone: hot loops over edges use it to index side tables
  /// without loading the other unit, which on a big DAG is a cache miss.
  unsigned indexOf(const SUnit* SU) const { return unsigned(SU - SUnits.data()); }
  /// The unit a node belongs to, or nullptr (nodes that emit nothing).
  SUnit* unitOf(const SDNode* N) const;
  /// Whether a node emits no instruction and so gets no unit (LLVM's isPassiveNode, plus the leaves of DAGs
  /// before selection: condition codes, value types, undef).
  static bool isPassiveNode(const SDNode* N);
  /// The nodes of a unit top-down (the glued run from its top to SU->Node), the order the emitter uses.
  static std::vector<SDNode*> gluedNodes(const SUnit* SU);
  /// The nodes of a unit bottom-up (SU->Node first), from the table built with the units: no pointer chasing.
  std::span<SDNode* const> unitNodes(const SUnit* SU) const {
    return {UnitNodes.data() + SU->FirstNode, SU->NumNodes};
  }

  SelectionDAG& dag() const { return DAG; }
  const MachineTargetInfo* targetInfo() const { return TMI; }

  // ---- used by the priority queues (isel/ScheduleDAG.cpp) ---------------------------------------------
  unsigned curCycle() const { return CurCycle; }
  /// Register defs of a unit's nodes that have uses: (node, result) in glued order, as LLVM's RegDefIter.
  void forEachRegDef(const SUnit* SU, const std::function<bool(const SDNode*, unsigned)>& F) const;
  unsigned regClassOf(EVT VT) const;
  unsigned numRegClasses() const;
  const MachineInstrDesc* descOf(const SDNode* N) const;
  bool isCallFrameOpcode(const SDNode* N, bool Setup) const;

private:
  void buildSchedUnits();
  void addSchedEdges();
  void computeLatency(SUnit& SU);
  void initNumRegDefsLeft(SUnit& SU);
  /// TopoIndex of every unit (Kahn's algorithm over predecessors), for list-burr's reachability queries.
  void computeTopologicalOrder();
  void listScheduleBottomUp();
  void scheduleNodeBottomUp(SUnit* SU);
  void releasePred(SUnit* SU, SDep& Edge);
  void releasePredecessors(SUnit* SU);
  bool delayForCallResource(SUnit* SU) const;
  SUnit* pickNode();
  void releaseInterferences();
  /// For every unit that ends a call sequence, the unit of its start (LLVM's FindCallSeqStart).
  void findCallSequenceStarts();
  uint32_t callSeqStartSlot(uint32_t Slot, unsigned& Nest, unsigned& MaxNest) const;

  SelectionDAG& DAG;
  const MachineTargetInfo* TMI;
  const SchedModel* Model;
  ScheduleOptions Opts;
  bool ForceUnitLatencies;
  std::vector<SUnit> SUnits;
  BumpArena EdgePool;
  std::vector<int> UnitByNodeId; // persistent id → index into SUnits, -1 for none
  // Every node of every unit, grouped by unit (bottom-up within a unit), and for each of them its operands as
  // recorded while the nodes were visited once: the passes after building read these compact tables instead
  // of the nodes, which a big DAG has scattered over memory (each node visit there is a cache miss).
  struct OperandRef {
    uint32_t NodeId;  // persistent id of the operand's node
    uint8_t IsChain;  // the operand is a chain (MVT::Other)
    uint8_t IsGlue;   // the operand is glue
    uint8_t Passive;  // the operand's node emits nothing (no unit)
    uint8_t FromTokenFactor;
  };
  std::vector<SDNode*> UnitNodes;
  std::vector<uint32_t> NodeOpsBegin, NodeOpsEnd; // per UnitNodes entry: its range in Operands
  std::vector<OperandRef> Operands;
  static constexpr uint32_t NoSlot = ~0u;
  std::vector<uint32_t> SlotOf; // persistent id → index into UnitNodes (until the edges are built)
  enum : uint8_t { SlotCallSeqStart = 1, SlotCallSeqEnd = 2, SlotTokenFactor = 4 };
  std::vector<uint8_t> SlotKind; // per UnitNodes entry (until the edges are built)
  static constexpr int NoCallSeqStart = -1;
  std::vector<int> CallSeqStartUnit; // per unit ending a call sequence, its start's unit
  std::vector<SUnit*> Sequence;
  std::vector<SUnit*> Interferences;
  // While scheduling, per unit: successors not yet scheduled, and the height gathered from those that are.
  // Releasing an edge updates these instead of the predecessor, which on a big block is a miss per edge.
  std::vector<unsigned> SuccsLeft, PendingHeight;
  unsigned CurCycle = 0;
  SUnit* CallResourceDef = nullptr; // the open call sequence's start (bottom-up: its end was scheduled)
  SUnit* CallResourceGen = nullptr;
  class PriorityQueue;
  friend class PriorityQueue;
  PriorityQueue* Queue = nullptr;
};

} // namespace dt
