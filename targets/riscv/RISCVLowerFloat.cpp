// targets/riscv/RISCVLowerFloat.cpp — the RISC-V custom lowerings of floating-point operations (the Custom entries of RISCVActions.cpp for FP types).
// Contract: return the replacement value, or a null SDValue to decline (the legalizer then expands).
#include "targets/riscv/RISCVTargetLowering.h"

namespace dt::riscv {

SDValue RISCVTargetLowering::lowerFloatOperation(SDValue Op, SelectionDAG& DAG) const {
  switch (Op.getOpcode()) {
  default: return SDValue();
  }
}

} // namespace dt::riscv
