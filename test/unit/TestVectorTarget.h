// test/unit/TestVectorTarget.h — a RISC-V target with two legal vector types, for testing the
// vector-operation legalizer (legalize/LegalizeVectorOps.cpp), which has nothing to do on RISC-V without V.
//
// Duty: show that a target with vector registers is a few lines on top of the library: RV32 +m with v4i32
// and v2i64 in a register class, and one operation per interesting action: Expand (MUL v4i32 unrolls, CTPOP
// v2i64 becomes the parallel bit count, UREM v4i32 becomes x - x/y*y, SDIV v2i64 unrolls, BSWAP v2i64 unrolls for want of a vector OR ...), Promote
// (AND v2i64 computed as v4i32), Custom that declines (XOR v2i64, then expanded), extending loads and
// truncating stores of v4i16 / v4i8 memory that are scalarized. Invariant: every other vector operation is
// Legal, as in LLVM's defaults for a type with a register class.
#pragma once

#include "targets/riscv/RISCVTargetLowering.h"

namespace dt::test {

class TestVectorTarget : public riscv::RISCVTargetLowering {
public:
  /// VectorAllOnesBooleans: vector compares give all-ones lanes for true (as RISC-V V does) instead of 1.
  explicit TestVectorTarget(bool VectorAllOnesBooleans = false);
  BooleanContent getBooleanContents(EVT VT) const override;
  /// Declines XOR on vectors (so it is expanded); everything else goes to the RISC-V lowering.
  SDValue LowerOperation(SDValue Op, SelectionDAG& DAG) const override;

  static EVT v4i32() { return EVT::vector(EVT::i32(), 4); }
  static EVT v2i64() { return EVT::vector(EVT::i64(), 2); }

private:
  bool VectorAllOnes;
};

} // namespace dt::test
