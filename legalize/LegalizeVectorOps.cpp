// legalize/LegalizeVectorOps.cpp — the vector-operation legalizer. See LegalizeVectorOps.h.
#include "legalize/LegalizeVectorOps.h"

#include "support/Diagnostics.h"

namespace dt {

bool legalizeVectorOps(SelectionDAG& DAG, const TargetLowering& TLI, std::string* Trace) {
  // Only nodes with a legal vector result or operand type are this phase's business.
  for (SDNode* N : DAG.allnodes()) {
    for (unsigned I = 0; I < N->getNumValues(); ++I)
      if (N->getValueType(I).isVector() && TLI.isTypeLegal(N->getValueType(I)))
        throw CannotLowerError("vector operation legalization is not implemented yet; the node with a legal "
                               "vector type is: " +
                               std::to_string(N->getPersistentId()));
  }
  return false;
}

} // namespace dt
