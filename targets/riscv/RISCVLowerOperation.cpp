// targets/riscv/RISCVLowerOperation.cpp — the RISC-V custom lowerings of control flow, comparisons, selects, addresses and integer operations (the Custom entries of RISCVActions.cpp).
// Contract: return the replacement value, or a null SDValue to decline (the legalizer then expands).
#include "targets/riscv/RISCVTargetLowering.h"

namespace dt::riscv {

SDValue RISCVTargetLowering::lowerIntegerOperation(SDValue Op, SelectionDAG& DAG) const {
  switch (Op.getOpcode()) {
  default: return SDValue();
  }
}

} // namespace dt::riscv
