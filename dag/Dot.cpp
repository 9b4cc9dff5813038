// dag/Dot.cpp — DOT export through boost::write_graphviz over the DAGGraph model.
//
// write_graphviz prints `digraph G {`, then the graph writer's lines, one line per vertex (our vertex writer
// adds the attributes), one line per edge (our edge writer adds the ports and colours), then `}`. Labels
// reuse the dump printer's texts (nodeText / operandText), so the graph says exactly what the dump says.
#include "dag/Dot.h"

#include "dag/GraphTraits.h"
#include "dag/Printer.h"

#include <boost/graph/graphviz.hpp>
#include <boost/property_map/function_property_map.hpp>
#include <sstream>

namespace dt {

namespace {
std::string escapeDot(std::string_view Text, bool Record) {
  std::string S;
  S.reserve(Text.size() + 8);
  for (char C : Text) {
    switch (C) {
    case '"':
    case '\\': // a lone backslash would start a Graphviz escape (\N, \G, \l ...)
      S += '\\';
      S += C;
      break;
    case '{':
    case '}':
    case '|':
    case '<':
    case '>':
      // Record syntax characters: unescaped they would open fields or ports.
      if (Record) S += '\\';
      S += C;
      break;
    case '\n': S += "\\n"; break;
    default: S += (static_cast<unsigned char>(C) < 0x20 || C == 0x7f) ? ' ' : C; break;
    }
  }
  return S;
}
} // namespace

std::string dotEscapeLabel(std::string_view Text) {
  return escapeDot(Text, false);
}
std::string dotEscapeRecordField(std::string_view Text) {
  return escapeDot(Text, true);
}

namespace {

std::string idOf(const SDNode* N) {
  return "t" + std::to_string(N->getPersistentId());
}

/// Leaves are drawn as small boxes without ports; every other node is a record with ports.
bool isSmallLeaf(const SDNode* N) {
  return printsInline(N);
}

/// "add nsw", "load<(load (s32) from %ir.p)>": the node line of the dump without the "tN: types = " head and
/// the operand list, i.e. the opcode with its flags and details exactly as the dump prints them.
std::string opcodeWithDetails(const SelectionDAG& DAG, const SDNode* N) {
  std::string Line = nodeText(DAG, N);
  std::string Prefix = idOf(N) + ": ";
  for (unsigned I = 0; I < N->getNumValues(); ++I) {
    if (I) Prefix += ',';
    Prefix += N->getValueType(I).str();
  }
  Prefix += " = ";
  std::string Suffix;
  for (unsigned I = 0; I < N->getNumOperands(); ++I) {
    Suffix += I ? ", " : " ";
    Suffix += operandText(DAG, N->getOperand(I));
  }
  if (Line.size() >= Prefix.size() + Suffix.size() && Line.compare(0, Prefix.size(), Prefix) == 0 &&
      Line.compare(Line.size() - Suffix.size(), Suffix.size(), Suffix) == 0)
    return Line.substr(Prefix.size(), Line.size() - Prefix.size() - Suffix.size());
  return opcodeText(DAG, N); // the printer changed its layout: fall back to the bare opcode
}

struct VertexWriter {
  const SelectionDAG* DAG;
  void operator()(std::ostream& OS, const SDNode* N) const {
    if (isSmallLeaf(N)) {
      OS << " [shape=box,style=\"rounded,filled\",fillcolor=gray95,fontsize=9,height=0.2,margin=\"0.05,0."
            "02\","
         << "label=\"" << dotEscapeLabel(operandText(*DAG, SDValue(const_cast<SDNode*>(N), 0))) << "\"]";
      return;
    }
    // {{<s0>0|<s1>1}|tN: opcode|{<d0>i32|<d1>ch}}: operands on top, results at the bottom.
    std::string L = "{";
    if (N->getNumOperands()) {
      L += '{';
      for (unsigned I = 0; I < N->getNumOperands(); ++I) {
        if (I) L += '|';
        L += "<s" + std::to_string(I) + ">" + std::to_string(I);
      }
      L += "}|";
    }
    L += dotEscapeRecordField(idOf(N) + ": " + opcodeWithDetails(*DAG, N));
    L += "|{";
    for (unsigned I = 0; I < N->getNumValues(); ++I) {
      if (I) L += '|';
      L += "<d" + std::to_string(I) + ">" + dotEscapeRecordField(N->getValueType(I).str());
    }
    L += "}}";
    OS << " [shape=record,label=\"" << L << "\"]";
  }
};

/// LLVM's DOTGraphTraits<SelectionDAG*>::getEdgeAttributes colours.
const char* edgeStyle(EVT VT) {
  if (VT.isGlue()) return "color=red,style=bold";
  if (VT.isOther()) return "color=blue,style=dashed";
  return "color=black";
}

struct EdgeWriter {
  void operator()(std::ostream& OS, const SDUse* U) const {
    const SDNode* Op = U->getNode();
    OS << "[tailport=s" << (U - U->getUser()->operandUses());
    // A port that does not exist makes dot warn; leaves have none, and a result number past the operand's
    // results (a broken DAG) must still give a drawable graph.
    if (!isSmallLeaf(Op) && U->getResNo() < Op->getNumValues()) OS << ",headport=d" << U->getResNo();
    OS << ',' << edgeStyle(U->getValueType()) << ']';
  }
};

struct GraphWriter {
  const SelectionDAG* DAG;
  std::string_view Title;
  void operator()(std::ostream& OS) const {
    OS << "label=\"" << dotEscapeLabel(Title) << "\";\n";
    OS << "labelloc=t;\nrankdir=BT;\n";
    OS << "node [fontname=\"monospace\",fontsize=10];\n";
    OS << "edge [arrowsize=0.7];\n";
    const SDValue& Root = DAG->getRoot();
    if (!Root.getNode()) return;
    OS << "GraphRoot [shape=plaintext,label=\"GraphRoot\"];\n";
    OS << "GraphRoot -> " << idOf(Root.getNode()) << " [";
    if (!isSmallLeaf(Root.getNode()) && Root.getResNo() < Root.getNode()->getNumValues())
      OS << "headport=d" << Root.getResNo() << ',';
    OS << "color=blue,style=dashed];\n";
  }
};

} // namespace

std::string dagToDot(const SelectionDAG& DAG, std::string_view Title) {
  DAGGraph G(DAG);
  std::ostringstream OS;
  auto Ids = boost::make_function_property_map<const SDNode*>([](const SDNode* N) { return idOf(N); });
  boost::write_graphviz(OS, G, VertexWriter{&DAG}, EdgeWriter{}, GraphWriter{&DAG, Title}, Ids);
  return OS.str();
}

} // namespace dt
