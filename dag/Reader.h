// dag/Reader.h — reads isel-dump text (ours or a real LLVM's) back into a SelectionDAG.
//
// Duty: the inverse of dag/Printer.h, so a golden test or a user can start the pipeline at any phase from a
// dump, including dumps printed by an assertions-enabled llc. The reader accepts exactly the grammar the
// printer produces (see /work/shared/reference/llvm-selectiondag.md §1), plus LLVM's BasicBlock form with a
// host address, plus dumps without the section header and/or the "SelectionDAG has N nodes:" line.
// Invariants of the DAG it builds:
//  - every printed node keeps its id (tN); inline leaves get fresh ids above every printed id, in the order
//    they first appear in the text; the DAG's next id is one above the largest id used;
//  - the node list is ordered so that printing gives back the same node lines: every node in the order its
//    line appears (nested lines right before their user), inline leaves just before their first user;
//  - the root is the node on the last line;
//  - folding is off while nodes are created (DAG.FoldOnCreate is restored afterwards), and every created node
//    is checked against its line: a node the DAG merges or canonicalizes differently is an InputError.
// Errors: malformed text throws InputError(file, {line, col}, message) with the position of the offending
// token; constructs dagtool has no representation for (indexed loads, jump tables, constant pools, ...)
// throw UnsupportedError. Both derive from DagtoolError.
#pragma once

#include "dag/SelectionDAG.h"

#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace dt {

struct ParsedSection {
  std::string Title; // "Initial selection DAG"; empty when the text had no header line
  unsigned MBB = 0;  // the N of "%bb.N"
  std::string FnName, BlockName;
  bool HasHeader = false;
  bool HasCount = false;      // a "SelectionDAG has N nodes:" line was present
  unsigned DeclaredNodes = 0; // its N
  unsigned FirstLine = 1;     // line of the section's first line in the text it came from (1-based)
  /// Non-fatal findings. Today only: the count line declares more nodes than the lines define. LLVM can have
  /// identical leaves that are distinct nodes (they print identically and so read back as one node), so a
  /// larger declared count is consistent with the text; a smaller one is not and is an error.
  std::vector<std::string> Warnings;
};

/// Parses one dump section into DAG, which must be empty except for its EntryToken. The text is: an optional
/// header ("<Title>: %bb.<N> '<Fn>:<Block>'"), an optional "SelectionDAG has N nodes:" line, then node lines;
/// blank lines are ignored. Lines may use nodes defined on later lines. LineOffset is added to every reported
/// line number (for sections cut out of a bigger file by splitDumpSections: pass FirstLine - 1).
/// Throws InputError / UnsupportedError as described above.
ParsedSection readDump(SelectionDAG& DAG, std::string_view Text, const std::string& FileName,
                       unsigned LineOffset = 0);

/// Splits a whole `-debug-only=isel-dump` (or `isel`) output into its DAG sections: each starts at a header
/// line whose title ends in "selection DAG" and runs over the count line and the node lines that follow it,
/// up to the first other line (blank lines, "=== fn" banners, traces, the MachineFunction print are not part
/// of any section). The string is the section's text (header included), ready for readDump; the
/// ParsedSection has the header fields and FirstLine filled in.
std::vector<std::pair<ParsedSection, std::string>> splitDumpSections(std::string_view Text);

} // namespace dt
