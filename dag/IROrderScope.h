// dag/IROrderScope.h — the IR order stamped on the nodes a transformation creates.
//
// Duty: LLVM gives every node it creates the order of an SDLoc, usually the node being legalized, combined or
// selected (SDLoc(N)), sometimes an operand's (SExtPromotedInteger uses SDLoc(Op)). The order is the source
// scheduler's first key, so a node stamped with the wrong one moves in the emitted block. Invariant: while a
// scope lives, new nodes (other than the order-less leaves, see SelectionDAG::linkNode) get Order; the
// previous order is restored when it ends.
#pragma once

#include "dag/SelectionDAG.h"

namespace dt {

class IROrderScope {
public:
  IROrderScope(SelectionDAG& D, uint32_t Order) : DAG(D), Saved(D.CurrentIROrder) {
    D.CurrentIROrder = Order;
  }
  ~IROrderScope() { DAG.CurrentIROrder = Saved; }
  IROrderScope(const IROrderScope&) = delete;
  IROrderScope& operator=(const IROrderScope&) = delete;

private:
  SelectionDAG& DAG;
  uint32_t Saved;
};

} // namespace dt
