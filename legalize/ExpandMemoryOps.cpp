// legalize/ExpandMemoryOps.cpp — the operation legalizer's rewrites of loads and stores the target cannot
// do as they are: misaligned accesses, odd-width memory types, extending loads without a legal form, and FP
// constants stored as integers.
#include "legalize/LegalizeDAG.h"

namespace dt {

std::pair<SDValue, SDValue> expandUnalignedLoad(SelectionDAGLegalize& L, SDNode* Load) {
  L.cannotLegalize(Load, "misaligned loads are not split yet");
}

SDValue expandUnalignedStore(SelectionDAGLegalize& L, SDNode* Store) {
  L.cannotLegalize(Store, "misaligned stores are not split yet");
}

std::pair<SDValue, SDValue> expandNonPow2ExtLoad(SelectionDAGLegalize& L, SDNode* Load) {
  L.cannotLegalize(Load, "extending loads of odd widths are not split yet");
}

SDValue expandNonPow2TruncStore(SelectionDAGLegalize& L, SDNode* Store) {
  L.cannotLegalize(Store, "truncating stores of odd widths are not split yet");
}

std::pair<SDValue, SDValue> expandExtLoad(SelectionDAGLegalize& L, SDNode* Load) {
  L.cannotLegalize(Load, "extending loads whose action is Expand are not rewritten yet");
}

SDValue optimizeFloatStore(SelectionDAGLegalize& L, SDNode* Store) {
  return SDValue();
}

} // namespace dt
