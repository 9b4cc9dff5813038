// isel/SchedulePriority.h — the ready queue of the bottom-up list schedulers and their priority functions.
//
// Duty: decide which ready unit goes next (bottom-up, so "next" is placed above everything already
// scheduled), with the priorities of LLVM 19's ScheduleDAGRRList: source order (src_ls_rr_sort), register
// reduction by Sethi–Ullman numbers (bu_ls_rr_sort / BURRSort), and register pressure plus latency
// (ilp_ls_rr_sort); and keep the register-pressure bookkeeping list-ilp needs. Invariants: better(A, B) is
// LLVM's picker with the arguments' roles spelled out (true when B is preferred); the last tie-break is the
// order in which units entered the queue, so choices never depend on addresses. For source and list-burr a
// unit's priority is fixed while it waits (its successors are all scheduled, and with unit latencies no unit
// ever stalls), so a binary heap picks exactly what a full scan would; list-ilp's priorities move with
// register pressure, so it scans the first 1000 waiting units, as LLVM does.
#pragma once

#include "isel/ScheduleDAG.h"

#include <algorithm>
#include <vector>

namespace dt {

class ScheduleDAG::PriorityQueue {
public:
  PriorityQueue(ScheduleDAG& S, const ScheduleOptions& Opts);

  bool empty() const { return Queue.empty(); }
  void push(SUnit* SU);
  /// Succ was just scheduled and releases its edge to Pred: Pred's distance to its closest user is taken
  /// from the unit in hand, not gathered from Pred's successors (scattered units) when Pred is pushed.
  void releasedEdge(const SUnit* Succ, const SDep& Edge, const SUnit* Pred) {
    if (Edge.isCtrl()) return;
    // Stacked copies into registers count as one position.
    unsigned H = Succ->isCopyToReg ? ClosestSucc[S.indexOf(Succ)] + 1 : Succ->Height;
    unsigned& Closest = ClosestSucc[S.indexOf(Pred)];
    Closest = std::max(Closest, H);
  }
  SUnit* pop();
  /// Register-pressure bookkeeping after SU is scheduled (list-ilp only).
  void scheduledNode(SUnit* SU);
  /// After the definition of a loop-carried value is scheduled, its other uses are no longer penalized.
  void resetVRegCycle(SUnit* SU);

  /// True when Right should be scheduled before Left (bottom-up: placed lower in the block).
  bool prefersRight(SUnit* Left, SUnit* Right) const;

private:
  /// A waiting unit with the leading part of its priority packed into a number. Where two numbers differ they
  /// decide exactly as prefersRight would (the smaller is placed later); only equal numbers need the units
  /// themselves. On a big block the heap's comparisons then rarely touch a unit, each of which is a miss.
  struct Waiting {
    uint64_t Key;
    SUnit* SU;
  };
  uint64_t leadingKey(const SUnit* SU) const;
  /// The heap's order (the preferred unit is the greatest).
  struct HeapOrder {
    const PriorityQueue* Q;
    bool operator()(const Waiting& L, const Waiting& R) const {
      return L.Key != R.Key ? L.Key < R.Key : Q->prefersRight(L.SU, R.SU);
    }
  };

  void computeDepthsAndSethiUllmanNumbers();
  void prescheduleNodesWithMultipleUses();
  void initVRegCycles();
  unsigned nodePriority(const SUnit* SU) const;
  static unsigned nodeOrdering(const SUnit* SU) { return SU->IROrder; }
  int checkSpecialNodes(const SUnit* Left, const SUnit* Right) const;
  bool hasVRegCycleUse(const SUnit* SU) const;
  int compareLatency(SUnit* Left, SUnit* Right) const;
  bool burrSort(SUnit* Left, SUnit* Right) const;
  bool ilpSort(SUnit* Left, SUnit* Right) const;
  int regPressureDiff(const SUnit* SU, unsigned& LiveUses) const;
  bool isReachable(const SUnit* From, const SUnit* To);
  bool emitsInstruction(const SDNode* N) const;

  ScheduleDAG& S;
  SchedulerKind Kind;
  bool UseHeap;
  bool TracksRegPressure;
  bool AnyVRegCycle = false;
  std::vector<Waiting> Queue;
  unsigned CurQueueId = 0;
  std::vector<unsigned> SethiUllman;
  std::vector<unsigned> ClosestSucc; // per unit: the height of its closest data user, final once it is ready
  std::vector<unsigned> RegPressure, RegLimit;
  bool TopoDirty = true; // TopoIndex is computed when list-burr first asks for reachability
  std::vector<unsigned> ReachStamp; // isReachable's visited marks: equal to CurReachStamp when seen
  unsigned CurReachStamp = 0;
  std::vector<const SUnit*> ReachWork;
};

} // namespace dt
