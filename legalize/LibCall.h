// legalize/LibCall.h — calls to runtime functions that the legalizers make up (__mulsi3, __addsf3, ...),
// shared by the type legalizer and the operation legalizer.
#pragma once

#include "dag/SelectionDAG.h"
#include "legalize/TargetLowering.h"

#include <span>
#include <utility>
#include <vector>

namespace dt {

/// Options for calls the legalizer makes up (LLVM's MakeLibCallOptions, the parts dagtool uses).
struct LibCallOptions {
  bool IsSigned = false; // integer arguments narrower than a register are sign-extended (else zero)
  bool IsReturnValueUsed = true;
  /// Per-operand override of the signedness (for conversions with mixed operands); empty: IsSigned for all.
  std::vector<bool> OperandSigned;
  /// Set by SoftenFloat: the operands/result are softened FP values, whose types before softening decide
  /// whether the ABI extends them at all (TargetHooks::shouldExtendTypeInLibCall; lp64 passes f32 bits
  /// unextended).
  bool IsSoften = false;
  std::vector<EVT> OpsVTBeforeSoften;
  EVT RetVTBeforeSoften;
};

/// Emits a call to a runtime function `Name` with operands Ops (of any types; they are split into legal
/// calling-convention parts) returning RetVT (Other for void). Returns {result, output chain}. Chain may be
/// null: then the call hangs off the entry node as LLVM's libcalls for pure operations do.
std::pair<SDValue, SDValue> makeLibCall(SelectionDAG& DAG, const TargetLowering& TLI, const char* Name,
                                        EVT RetVT, std::span<const SDValue> Ops,
                                        const LibCallOptions& Opts = {}, SDValue Chain = SDValue());

} // namespace dt
