// dag/Dot.h — a SelectionDAG as a Graphviz graph, in the look of LLVM's -view-*-dags.
//
// Duty: render one DAG for `dot`. The graph is written by boost::write_graphviz over the DAGGraph model
// (dag/GraphTraits.h), so there is no second graph structure to keep in sync.
// The look (LLVM's SelectionDAG DOTGraphTraits): rankdir=BT, so the entry token is at the top and the root at
// the bottom; each node is a record with its operand ports on top (s0, s1 ...), "tN: opcode<details>" in the
// middle and its result types at the bottom (ports d0, d1 ...); an edge runs from the user's operand port to
// the operand's result port. Chain edges are dashed blue, glue edges bold red, data edges black. Nodes that
// the text dump prints inline (operand-less leaves: constants, registers, condition codes ...) are separate
// small boxes labelled with their inline text. A "GraphRoot" node points at the root, as in LLVM.
// Invariants: the output is accepted by `dot` for any DAG (every label is escaped for its shape: record
// labels escape { } | < > " \ , plain labels escape " \); the output depends only on the DAG's contents
// (ids, not addresses), so it is stable across runs; the DAG is not changed.
#pragma once

#include "dag/SelectionDAG.h"

#include <string>
#include <string_view>

namespace dt {

/// The DAG as a DOT digraph titled Title (shown as the graph label).
std::string dagToDot(const SelectionDAG& DAG, std::string_view Title);

/// Text escaped for a double-quoted DOT string used as a plain (non-record) label: " and \ get a backslash,
/// newlines become \n, other control characters become spaces.
std::string dotEscapeLabel(std::string_view Text);

/// Text escaped for one field of a record label: in addition to dotEscapeLabel, { } | < > get a backslash.
std::string dotEscapeRecordField(std::string_view Text);

} // namespace dt
