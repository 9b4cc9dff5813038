// dag/CallParts.h — splitting a value into calling-convention register parts and joining it back.
//
// Duty: the one place that knows how a value of any type becomes NumParts registers of PartVT (and back),
// as LLVM's getCopyToParts/getCopyFromParts do, with the target's say first (NaN-boxing of half, etc.).
// The builder uses it for arguments, returns and calls; the legalizers for the calls they make up.
#pragma once

#include "dag/SelectionDAG.h"

#include <optional>

namespace dt {

/// Assembles a value of ValueVT from NumParts parts of PartVT; AssertOp (AssertSext/AssertZext) records
/// that the parts are wider than the value and extended by the callee.
SDValue abiCopyFromParts(const TargetHooks& TH, SelectionDAG& DAG, const SDValue* Parts, unsigned NumParts, EVT PartVT,
                         EVT ValueVT, std::optional<int32_t> AssertOp = std::nullopt);
/// Splits Val into NumParts parts of PartVT, extending with ExtendKind (ANY/SIGN/ZERO_EXTEND) when the parts
/// are wider than the value.
void abiCopyToParts(const TargetHooks& TH, SelectionDAG& DAG, SDValue Val, SDValue* Parts, unsigned NumParts,
                    EVT PartVT, int32_t ExtendKind);

} // namespace dt
