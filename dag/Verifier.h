// dag/Verifier.h — consistency checks of a SelectionDAG, for tests and for `--verify` between phases.
//
// Duty: find every way a DAG can be malformed and say so in words, so that a phase that corrupts the DAG is
// caught right after it runs, not three phases later as a crash or a wrong dump. Two layers:
//  - structure (any opcode, including target and machine nodes): the node list holds every node exactly once
//    and its length is size(); no listed node is deleted or a handle; persistent ids are unique and below
//    nextPersistentId; operands are non-null nodes of this DAG with a result number in range; use lists and
//    operand arrays mirror each other exactly (every operand edge is in its node's use list and every use is
//    an operand edge of a listed node or a HandleSDNode); glue is only the last result and the last operand,
//    and a glue result has at most one use; there is no cycle; the root is a chain result of a listed node;
//  - typing (generic ISD opcodes with clear LLVM rules, as LLVM's getNode assertions and
//    SelectionDAG::verifyNode check them): operand count and layout, result types, and the relations between
//    them (binary ops, shifts, extensions, setcc, select, loads and stores, copies, chains, vectors ...).
// Target (RISCVISD) and machine nodes get only the structural checks.
// Invariants: the verifier never changes the DAG and never crashes on a broken one (typing checks of a node
// run only when its operands are sound); the problems come in a fixed order (list, node structure, use lists,
// cycles, root, typing; each in node-list order), so the text is stable from run to run.
#pragma once

#include "dag/SelectionDAG.h"

#include <string>
#include <string_view>
#include <vector>

namespace dt {

/// Every problem found, one human-readable sentence each, starting with the node ("t5 (add): ..."); empty
/// means the DAG is well formed.
std::vector<std::string> verifyDAG(const SelectionDAG& DAG);

/// Throws InternalError listing every problem (prefixed by Context, e.g. the phase that just ran).
void verifyDAGOrThrow(const SelectionDAG& DAG, std::string_view Context = {});

} // namespace dt
