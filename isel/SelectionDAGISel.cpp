// isel/SelectionDAGISel.cpp — LLVM's DoInstructionSelection walk and the generic cases of SelectCode.
#include "isel/SelectionDAGISel.h"

#include "dag/FunctionLowering.h"
#include "dag/IROrderScope.h"
#include "legalize/ValueTracking.h"

#include "dag/Printer.h"
#include "support/Diagnostics.h"
#include "support/PtrMap.h"

namespace dt::isel {

namespace {

/// Keeps the walk's position valid when selection deletes the node it stands on (LLVM's ISelUpdater).
class PositionUpdater : public DAGUpdateListener {
public:
  PositionUpdater(SelectionDAG& D, SDNode*& Pos) : DAGUpdateListener(D), Pos(Pos) {}
  void NodeDeleted(SDNode* N, SDNode*) override {
    if (N == Pos) Pos = N->nextInList();
  }

private:
  SDNode*& Pos;
};

/// Nodes that selection leaves as they are (LLVM's SelectCodeCommon passes them through).
bool staysUnselected(int32_t Opc) {
  switch (Opc) {
  case ISD::EntryToken:
  case ISD::BasicBlock:
  case ISD::Register:
  case ISD::RegisterMask:
  case ISD::TargetConstant:
  case ISD::TargetConstantFP:
  case ISD::TargetConstantPool:
  case ISD::TargetFrameIndex:
  case ISD::TargetExternalSymbol:
  case ISD::TargetGlobalAddress:
  case ISD::TargetGlobalTLSAddress:
  case ISD::TokenFactor:
  case ISD::CopyFromReg:
  case ISD::CopyToReg:
  case ISD::CONDCODE:
  case ISD::VALUETYPE: return true;
  default: return false;
  }
}

std::string typeList(const SDNode* N) {
  std::string S;
  for (unsigned I = 0; I < N->getNumValues(); ++I) S += (I ? "," : "") + N->getValueType(I).str();
  return S;
}

} // namespace

SelectionDAGISel::SelectionDAGISel(SelectionDAG& DAG, ISelTarget& T, ISelOptions O)
    : DAG(DAG), T(T), Opts(std::move(O)) {}

void SelectionDAGISel::run() {
  if (Opts.Trace) *Opts.Trace += "===== Instruction selection begins: " + Opts.BlockLabel + "\n";
  DAG.AssignTopologicalOrder();
  {
    HandleSDNode Dummy(DAG.getRoot());
    // Pos is one past the node being selected; the walk goes from the root toward the list's head.
    SDNode* Pos = DAG.getRoot().getNode()->nextInList();
    PositionUpdater Updater(DAG, Pos);
    for (;;) {
      SDNode* Node = Pos ? Pos->prevInList() : DAG.lastNode();
      if (!Node) break;
      Pos = Node;
      if (Node->use_empty()) continue;
      if (Opts.Trace) *Opts.Trace += "\nISEL: Starting selection on root node: " + nodeText(DAG, Node) + "\n";
      select(Node);
      if (Pos == DAG.firstNode()) break;
    }
    DAG.setRoot(Dummy.getValue());
  }
  if (Opts.Trace) *Opts.Trace += "\n===== Instruction selection ends:\n";
}

void SelectionDAGISel::select(SDNode* N) {
  if (N->isMachineOpcode() || staysUnselected(N->getOpcode())) return;
  // LLVM creates every node of a selection with SDLoc(N): the new machine nodes take N's IR order (the source
  // scheduler's first key), not the order of whatever instruction the builder saw last.
  IROrderScope Order(DAG, N->getIROrder());
  switch (N->getOpcode()) {
  case ISD::AssertSext:
  case ISD::AssertZext:
  case ISD::AssertAlign:
    replaceUses(SDValue(N, 0), N->getOperand(0));
    DAG.RemoveDeadNode(N);
    return;
  default: break;
  }
  if (T.selectSpecial(*this, N)) return;
  switch (N->getOpcode()) {
  case ISD::UNDEF:
  case ISD::POISON:
    if (auto Opc = T.findInstruction("IMPLICIT_DEF")) {
      selectNodeTo(N, *Opc, {});
      return;
    }
    break;
  case ISD::FREEZE:
    if (auto Opc = T.findInstruction("COPY")) {
      SDValue Ops[] = {N->getOperand(0)};
      selectNodeTo(N, *Opc, Ops);
      return;
    }
    break;
  default: break;
  }
  MatchObserver Obs{Opts.Trace};
  if (Opts.Trace) *Opts.Trace += "ISEL: Starting pattern match\n";
  if (T.patterns().selectNode(DAG, N, T, Obs)) {
    if (Opts.Trace) *Opts.Trace += "ISEL: Match complete!\n";
    return;
  }
  cannotSelect(N);
}

void SelectionDAGISel::cannotSelect(SDNode* N) const {
  std::string Msg = "cannot select: " + nodeText(DAG, N) + " (results " + typeList(N) + "; operands";
  for (unsigned I = 0; I < N->getNumOperands(); ++I)
    Msg += (I ? ", " : " ") + N->getOperand(I).getValueType().str();
  Msg += ")";
  auto Near = T.patterns().rulesFor(N->getOpcode());
  if (Near.empty()) {
    Msg += "; no pattern has this root opcode";
  } else {
    Msg += "; the patterns with this root opcode, none of which matched:";
    for (const std::string& R : Near) Msg += "\n  " + R;
  }
  throw CannotLowerError(Msg);
}

void SelectionDAGISel::replaceNode(SDNode* N, SDNode* M) {
  DAG.ReplaceAllUsesWith(N, M);
  DAG.RemoveDeadNode(N);
}

void SelectionDAGISel::replaceUses(SDValue From, SDValue To) {
  DAG.ReplaceAllUsesOfValueWith(From, To);
}

SDNode* SelectionDAGISel::selectNodeTo(SDNode* N, unsigned Opc, std::span<const SDValue> Ops) {
  SDNode* Res = DAG.MorphNodeTo(N, ~int32_t(Opc), N->getVTList(), Ops);
  if (Opts.Trace) *Opts.Trace += "  Morphed node: " + nodeText(DAG, Res) + "\n";
  return Res;
}

std::string unusedPatternReport(const PatternTable& Table) {
  std::string S;
  const auto& Counts = Table.fireCounts();
  size_t Unused = 0;
  for (size_t I = 0; I < Counts.size(); ++I)
    if (!Counts[I]) {
      S += "  " + Table.describe(I) + "\n";
      ++Unused;
    }
  return "isel-stats: " + std::to_string(Unused) + " of " + std::to_string(Counts.size()) +
         " patterns never fired:\n" + S;
}

void computeLiveOutVRegInfo(SelectionDAG& DAG, const TargetLowering& TLI) {
  FunctionLoweringInfo* FLI = DAG.functionInfo();
  if (!FLI || !DAG.getRoot().getNode()) return;
  // The copies out of the block hang off the root by chains; walk the chains only.
  std::vector<SDNode*> Worklist{DAG.getRoot().getNode()};
  PtrMap<const SDNode*, char> Added; // flat: this runs for every block, and most blocks have few chains
  Added.insert(Worklist.front(), 1);
  while (!Worklist.empty()) {
    SDNode* N = Worklist.back();
    Worklist.pop_back();
    for (const SDUse& Op : N->ops())
      if (Op.getValueType().isOther() && Added.insert(Op.getNode(), 1).second)
        Worklist.push_back(Op.getNode());
    if (N->getOpcode() != ISD::CopyToReg) continue;
    const uint32_t Reg = N->getOperand(1)->getReg();
    if (!isVirtualRegister(Reg)) continue;
    SDValue Src = N->getOperand(2);
    if (!Src.getValueType().isInteger()) continue;
    const unsigned SignBits = computeNumSignBits(TLI, Src);
    const KnownBits Known = computeKnownBits(TLI, Src);
    FLI->addLiveOutRegInfo(Reg, SignBits, Known.Zero, Known.One);
  }
}

} // namespace dt::isel
