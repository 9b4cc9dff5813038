// dag/Printer.h — the text dump of a SelectionDAG, byte-compatible with LLVM 19's isel-dump.
//
// Duty: print what `llc -debug-only=isel-dump` prints for a DAG: the "SelectionDAG has N nodes:" line, then
// one line per node that is not folded into its user, nested by the rule of LLVM's SelectionDAG::dump()
// (see /work/shared/reference/llvm-selectiondag.md §1.4–1.6). dag/Reader.h parses the same text back.
// Invariants:
//  - the printer never changes the DAG and never depends on pointer values: the same DAG prints the same
//    bytes on every run and every host;
//  - every node prints at most once (LLVM's rule guarantees it for DAGs whose root has no uses);
//  - the cost is linear in the number of nodes and operands (deep single-use chains are walked with an
//    explicit stack, so they cannot overflow the call stack).
// Deliberate deviations from LLVM's text (both documented in docs and checked by test/unit/DumpTest.cpp):
//  - BasicBlock operands print `BasicBlock:ch<name %bb.N>` (or `<%bb.N>` for an unnamed block) where LLVM
//    prints the host address of the MachineBasicBlock (`<name 0x55d0...>`), which no tool can reproduce;
//  - INTRINSIC_WO_CHAIN / INTRINSIC_W_CHAIN / INTRINSIC_VOID print their generic names, not the intrinsic's
//    base name (dagtool has no target intrinsics that survive into the DAG);
//  - nodes whose payload dagtool does not model (BlockAddress, AssertAlign, lifetime markers,
//    addrspacecast) print without LLVM's details part.
#pragma once

#include "dag/SelectionDAG.h"

#include <string>
#include <string_view>

namespace dt {

struct DumpOptions {
  /// Print the nodes in a topological order (every operand's line before its users' lines) instead of the
  /// node-list order, like LLVM's `-dag-dump-sorted` (llvm-project #161097). The order is the one
  /// AssignTopologicalOrder would produce (nodes without operands first, in list order, then each node
  /// as soon as its last operand is placed, visiting users newest-use-first) but computed on the side:
  /// the DAG is not changed. The nesting rule and the root-last rule are the same as in the unsorted dump.
  bool Sorted = false;
};

/// "SelectionDAG has N nodes:\n" followed by one line per printed node, exactly like the body of LLVM's
/// SelectionDAG::dump() (without its two trailing newlines).
std::string dumpDAG(const SelectionDAG& DAG, const DumpOptions& Opts = {});

/// One node's line without indentation or newline: "t5: i16 = add t3, Constant:i16<5>".
std::string nodeText(const SelectionDAG& DAG, const SDNode* N);

/// The text of an operand inside a node line: "t3", "t12:1", "Constant:i16<5>", "Register:i32 $x10".
std::string operandText(const SelectionDAG& DAG, SDValue V);

/// A whole section as llc prints it:
/// "\n" + Title + ": %bb.<MBB> '<Fn>:<Block>'\n" + dumpDAG(...) + "\n\n".
std::string dumpSection(const SelectionDAG& DAG, std::string_view Title, unsigned MBB,
                        std::string_view FnName, std::string_view BlockName, const DumpOptions& Opts = {});

/// The memory-operand text LLVM prints inside `<...>`: "(volatile load (s32) from %ir.p, align 2)".
/// Fixed-stack frame indexes are numbered as LLVM's MIR printer does (see Printer.cpp).
std::string memOperandText(const SelectionDAG& DAG, const MemOperand& MO);

/// Whether LLVM prints this node inline inside its users (a node without operands, except EntryToken).
inline bool printsInline(const SDNode* N) {
  return N->getNumOperands() == 0 && N->getOpcode() != ISD::EntryToken;
}

/// The opcode name the dumper prints for N ("add", "RISCVISD::RET_GLUE", "ADDI", "setugt",
/// "OpaqueConstant", "<<Unknown Target Node #300>>").
std::string opcodeText(const SelectionDAG& DAG, const SDNode* N);

} // namespace dt
