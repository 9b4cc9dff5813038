// dag/Json.h — a SelectionDAG as JSON, for tools (web viewers, diff scripts) that should not parse dumps.
//
// Duty: describe every node completely and without pointers: id, opcode text, result types, operands,
// flags, payload (constant value, condition code, register, memory access ...), provenance (the node it was
// derived from and the rule that made it), and the root. The shape (stable; tools depend on it):
//   { "nodes": [ { "id": 5, "name": "t5", "opcode": "add", "opcodeNumber": 39, "types": ["i32"],
//                  "operands": [ {"id": 3, "resno": 0}, {"inline": "Constant:i32<5>", "id": 4, "resno": 0} ],
//                  "flags": ["nsw"], "payload": {...}, "irOrder": 2, "text": "t5: i32 = add nsw t3, ...",
//                  "provenance": {"origin": 3, "rule": "build"} } ],
//     "root": {"id": 9, "resno": 0}, "size": 10, "nextId": 12 }
// Operands always carry id and resno; operands that the dump prints inline (leaves) also carry "inline", the
// dump's text for them. "origin" is null when the node has no origin. Nodes are listed in node-list order
// (or topological order when asked). Payload keys, present only where they apply: value / unsigned (integer
// constants, decimal strings), opaque, bits (FP constants, hex string), condCode, reg / name / virtual
// (registers), vt, block, index (frame index, jump table), symbol / offset / targetFlags, mask (shuffles),
// ext / truncating / memVT / indexed (loads, stores), mem {text, load, store, volatile, size, align},
// machineOpcode / memRefs (machine nodes).
// Invariants: the DAG is not changed; the output depends only on DAG contents (no addresses).
#pragma once

#include "dag/SelectionDAG.h"

#include <nlohmann/json.hpp>
#include <string_view>
#include <vector>

namespace dt {

struct JsonOptions {
  /// List the leaves that the dump prints inline as nodes of their own too (they always appear in their
  /// users' operands as "inline"); off gives the dump's view: a leaf is listed only when unused or the root.
  bool ListInlineLeaves = true;
  /// Order the nodes topologically (operands first) instead of node-list order.
  bool Sorted = false;
  /// Include "text" (the dump's line for the node).
  bool IncludeText = true;
};

nlohmann::json dagToJson(const SelectionDAG& DAG, const JsonOptions& Opts = {});

/// The printed names of the flags set in Flags ("nuw", "nsw", "exact" ...), in LLVM's print order.
std::vector<std::string_view> nodeFlagNames(uint16_t Flags);

} // namespace dt
