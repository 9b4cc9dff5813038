// legalize/FPClassExpansion.h — IS_FPCLASS written out in integer operations on the value's bits (the
// integer path of LLVM's TargetLowering::expandIS_FPCLASS).
//
// Duty: one expansion for the three places that need it: the DAG builder (LLVM's SelectionDAGBuilder expands
// llvm.is.fpclass right away when the target has no IS_FPCLASS for the type, since the expansion may use
// illegal types the type legalizer then handles: i16 for half), and the type legalizer's soften and
// soft-promote-half paths for IS_FPCLASS nodes read from a dump.
// Invariants: only builds nodes (the caller records the result); the result is a boolean of ResultVT (the
// caller's type, i1 in the builder, promoted in the type legalizer); the tests LLVM inverts when the
// complement is simpler are inverted here too.
#pragma once

#include "dag/SelectionDAG.h"
#include "legalize/TargetLowering.h"

namespace dt {

/// IS_FPCLASS of an FP value of FloatVT whose bits OpAsInt holds; Test is the FPClassTest mask.
SDValue expandIsFPClassOnBits(SelectionDAG& DAG, EVT ResultVT, SDValue OpAsInt, EVT FloatVT, unsigned Test);

/// What LLVM's builder does for llvm.is.fpclass on Op: null when the target has IS_FPCLASS for Op's type
/// (Legal or Custom on a legal type; the builder then makes the node), else the expansion on Op's bits
/// (a BITCAST to the same-width integer, then expandIsFPClassOnBits). Vectors keep the node.
SDValue expandIsFPClassEarly(SelectionDAG& DAG, const TargetLowering& TLI, EVT ResultVT, SDValue Op,
                             unsigned Test);

} // namespace dt
