// legalize/LegalizeDAG.cpp — the operation legalizer's driver: the sweep, the action chain, loads and stores,
// condition codes and libcalls. The rewrites themselves live in the family files named in LegalizeDAG.h.
//
// The sweep follows LLVM: the node list is put in topological order, then walked from the end so that a
// node is seen before its operands, with nodes that lost their last use deleted on the way. Rewrites append
// new nodes to the end of the list, behind the walk, so they are legalized in the next sweep; sweeps repeat
// until one legalizes nothing new. The per-node trace uses LLVM's words (-debug-only=legalize).
#include "legalize/LegalizeDAG.h"

#include "dag/Printer.h"
#include "support/Diagnostics.h"

#include <bit>

namespace dt {

namespace {
enum : uint8_t { NotSeen = 0, Seen = 1, KeptAsIs = 2 };

bool isLoadOrStore(const SDNode* N) {
  return N->getOpcode() == ISD::LOAD || N->getOpcode() == ISD::STORE;
}
} // namespace

SelectionDAGLegalize::SelectionDAGLegalize(SelectionDAG& DAG, const TargetLowering& TLI, std::string* Trace)
    : DAG(DAG), TLI(TLI), Trace(Trace) {}

std::string SelectionDAGLegalize::nodeLine(const SDNode* N) const {
  return nodeText(DAG, N);
}

void SelectionDAGLegalize::trace(std::string_view Line) {
  if (!Trace) return;
  Trace->append(Line);
  Trace->push_back('\n');
}

void SelectionDAGLegalize::cannotLegalize(const SDNode* N, const std::string& Why) const {
  throw CannotLowerError("operation legalization: " + Why + ": " + nodeLine(N));
}

void SelectionDAGLegalize::forgetLegalized(const SDNode* N) {
  if (N->getPersistentId() < Legalized.size()) Legalized[N->getPersistentId()] = NotSeen;
}

void SelectionDAGLegalize::replaceNode(SDNode* Old, std::span<const SDValue> New) {
  DT_CHECK(New.size() == Old->getNumValues(), "a rewrite must replace every result of its node");
  if (tracing()) {
    trace(" ... replacing: " + nodeLine(Old));
    for (size_t I = 0; I < New.size(); ++I)
      trace(std::string(I == 0 ? "     with:      " : "      and:      ") + nodeLine(New[I].getNode()));
  }
  for (size_t I = 0; I < New.size(); ++I)
    DT_CHECK(New[I].getValueType() == Old->getValueType(unsigned(I)) ||
                 Old->getValueType(unsigned(I)) == EVT::glue(),
             "a rewrite must keep the result types");
  DAG.ReplaceAllUsesWith(Old, New.data());
  forgetLegalized(Old);
}

void SelectionDAGLegalize::replaceValue(SDValue Old, SDValue New) {
  if (tracing()) {
    trace(" ... replacing: " + nodeLine(Old.getNode()));
    trace("     with:      " + nodeLine(New.getNode()));
  }
  DAG.ReplaceAllUsesOfValueWith(Old, New);
  forgetLegalized(Old.getNode());
}

// ---- which action
// ------------------------------------------------------------------------------------------

LegalizeAction SelectionDAGLegalize::actionFor(const SDNode* N) const {
  // One source of truth: the key table in TargetLowering.cpp, applied as LLVM's LegalizeOp applies it (also
  // what --query-action explains).
  return TLI.getNodeAction(N);
}

// ---- the sweep
// ---------------------------------------------------------------------------------------------

bool SelectionDAGLegalize::run() {
  DAG.AssignTopologicalOrder();
  bool Changed = false;
  // Nodes deleted while legalizing must not count as legalized if their memory comes back as a new node;
  // persistent ids are never reused, so indexing by them is enough.
  for (;;) {
    bool AnyLegalized = false;
    for (SDNode* N = DAG.lastNode(); N;) {
      SDNode* Prev = N->prevInList();
      if (N->use_empty() && N != DAG.getRoot().getNode()) {
        DAG.DeleteNode(N);
        N = Prev;
        continue;
      }
      uint32_t Id = N->getPersistentId();
      if (Id >= Legalized.size()) Legalized.resize(std::max<size_t>(Id + 1, Legalized.size() * 2), NotSeen);
      if (Legalized[Id] == NotSeen) {
        Legalized[Id] = Seen;
        AnyLegalized = true;
        uint32_t NextIdBefore = DAG.nextPersistentId();
        legalizeOp(N);
        if (DAG.nextPersistentId() != NextIdBefore) Changed = true;
        // legalizeOp may have deleted nodes before N in the list (merged by CSE); the list itself is
        // intact, so restart from N's current predecessor when N survives.
        if (N->use_empty() && N != DAG.getRoot().getNode()) {
          Prev = N->prevInList();
          DAG.DeleteNode(N);
          Changed = true;
          N = Prev;
          continue;
        }
        Prev = N->prevInList();
      }
      N = Prev;
    }
    if (!AnyLegalized) break;
  }
  DAG.RemoveDeadNodes();
  checkLegalized();
  return Changed;
}

bool SelectionDAGLegalize::legalizeSingle(SDNode* N, std::vector<SDNode*>& Updated) {
  struct Collector final : DAGUpdateListener {
    Collector(SelectionDAG& D, SDNode* N, std::vector<SDNode*>& U) : DAGUpdateListener(D), Watched(N), Out(U) {}
    void NodeInserted(SDNode* M) override { Out.push_back(M); }
    void NodeUpdated(SDNode* M) override { Out.push_back(M); }
    void NodeDeleted(SDNode* M, SDNode*) override {
      if (M == Watched) WatchedDeleted = true;
      std::erase(Out, M);
    }
    SDNode* Watched;
    std::vector<SDNode*>& Out;
    bool WatchedDeleted = false;
  } Listener(DAG, N, Updated);
  if (Legalized.size() < DAG.nextPersistentId()) Legalized.resize(DAG.nextPersistentId() * 2, NotSeen);
  legalizeOp(N);
  if (Listener.WatchedDeleted) return false;
  if (N->use_empty() && N != DAG.getRoot().getNode()) {
    Updated.push_back(N); // replaced: the combiner deletes it
    return false;
  }
  return true;
}

void SelectionDAGLegalize::legalizeOp(SDNode* N) {
  // Target constants and registers are operands of target nodes, never selected on their own.
  if (N->getOpcode() == ISD::TargetConstant || N->getOpcode() == ISD::Register) return;
  if (tracing()) trace("\nLegalizing: " + nodeLine(N));
  for (unsigned I = 0; I < N->getNumValues(); ++I) {
    EVT VT = N->getValueType(I);
    if (VT.isData() && !TLI.isTypeLegal(VT))
      throw InternalError("operation legalization found a value of illegal type " + VT.str() + ": " +
                          nodeLine(N));
  }

  if (N->getOpcode() == ISD::LOAD) return legalizeLoad(N);
  if (N->getOpcode() == ISD::STORE) return legalizeStore(N);
  if (N->getOpcode() == ISD::CALLSEQ_START || N->getOpcode() == ISD::CALLSEQ_END) return;

  LegalizeAction Action = actionFor(N);

  // Shift amounts get the target's shift-amount type first (the new operand is legalized in a later sweep).
  auto shiftAmountOperand = [&](unsigned OpNo) {
    SDValue Amt = N->getOperand(OpNo);
    if (Amt.getValueType().isVector()) return;
    EVT ShTy = TLI.getShiftAmountTy(N->getOperand(0).getValueType());
    if (Amt.getValueType() == ShTy) return;
    std::vector<SDValue> Ops;
    for (unsigned I = 0; I < N->getNumOperands(); ++I) Ops.push_back(N->getOperand(I));
    Ops[OpNo] = DAG.getZExtOrTrunc(Amt, ShTy);
    SDNode* M = DAG.UpdateNodeOperands(N, Ops);
    if (M != N) {
      std::vector<SDValue> Vals;
      for (unsigned R = 0; R < N->getNumValues(); ++R) Vals.push_back(SDValue(M, R));
      replaceNode(N, Vals);
      N = M;
    }
  };
  switch (N->getOpcode()) {
  case ISD::SHL:
  case ISD::SRL:
  case ISD::SRA:
  case ISD::ROTL:
  case ISD::ROTR: shiftAmountOperand(1); break;
  case ISD::FSHL:
  case ISD::FSHR:
  case ISD::SHL_PARTS:
  case ISD::SRL_PARTS:
  case ISD::SRA_PARTS: shiftAmountOperand(2); break;
  default: break;
  }

  switch (Action) {
  case LegalizeAction::Legal: trace("Legal node: nothing to do"); return;
  case LegalizeAction::Custom:
    trace("Trying custom legalization");
    if (SDValue Res = TLI.LowerOperation(SDValue(N, 0), DAG)) {
      if (Res.getNode() == N && Res.getResNo() == 0) {
        // Lowered in place: the target keeps the node as it is.
        Legalized[N->getPersistentId()] = KeptAsIs;
        return;
      }
      trace("Successfully custom legalized node");
      std::vector<SDValue> Vals;
      if (N->getNumValues() == 1)
        Vals.push_back(Res);
      else
        for (unsigned R = 0; R < N->getNumValues(); ++R) Vals.push_back(Res.getValue(R));
      replaceNode(N, Vals);
      return;
    }
    trace("Could not custom legalize node");
    [[fallthrough]];
  case LegalizeAction::Expand:
    if (expandNode(N)) return;
    [[fallthrough]];
  case LegalizeAction::LibCall:
    if (convertNodeToLibcall(N)) return;
    if (legalAfterAll(N)) {
      Legalized[N->getPersistentId()] = KeptAsIs;
      return;
    }
    cannotLegalize(N, std::string("no expansion or runtime call for ") + actionName(Action) + " action");
  case LegalizeAction::Promote:
    if (promoteNode(N)) return;
    cannotLegalize(N, "no rule to promote");
  }
}

bool SelectionDAGLegalize::expandNode(SDNode* N) {
  trace("Trying to expand node");
  std::vector<SDValue> Results;
  if (expandIntegerOp(*this, N, Results) || expandFloatOp(*this, N, Results) ||
      expandMiscOp(*this, N, Results)) {
    if (!Results.empty()) {
      trace("Successfully expanded node");
      replaceNode(N, Results);
      return true;
    }
  }
  trace("Cannot expand node");
  return false;
}

bool SelectionDAGLegalize::convertNodeToLibcall(SDNode* N) {
  trace("Trying to convert node to libcall");
  std::vector<SDValue> Results;
  if (libcallForOp(*this, N, Results) && !Results.empty()) {
    trace("Successfully converted node to libcall");
    replaceNode(N, Results);
    return true;
  }
  trace("Could not convert node to libcall");
  return false;
}

bool SelectionDAGLegalize::promoteNode(SDNode* N) {
  trace("Trying to promote node");
  std::vector<SDValue> Results;
  if (promoteOp(*this, N, Results) && !Results.empty()) {
    trace("Successfully promoted node");
    replaceNode(N, Results);
    return true;
  }
  trace("Could not promote node");
  return false;
}

bool SelectionDAGLegalize::legalAfterAll(const SDNode* N) const {
  // ConstantFP: Expand only turns it into a constant-pool load when the target cannot materialize it.
  if (N->getOpcode() == ISD::ConstantFP) return TLI.isFPImmLegal(N->getAPIntValue(), N->getValueType(0));
  return false;
}

// ---- loads and stores
// --------------------------------------------------------------------------------------

void SelectionDAGLegalize::legalizeLoad(SDNode* N) {
  SDValue Chain = N->getOperand(0), Ptr = N->getOperand(1);
  const MemOperand* MMO = N->getMemOperand();
  EVT VT = N->getValueType(0);
  SDValue Value(N, 0), OutChain(N, 1);
  ISD::LoadExtType Ext = N->getExtensionType();
  // A Custom load the target declines stays as it is.
  auto lowerCustom = [&] {
    if (SDValue Res = TLI.LowerOperation(SDValue(N, 0), DAG)) {
      Value = Res;
      OutChain = Res.getValue(1);
    }
  };

  if (Ext == ISD::NON_EXTLOAD) {
    trace("Legalizing non-extending load operation");
    switch (TLI.getOperationAction(ISD::LOAD, VT)) {
    case LegalizeAction::Legal:
      if (!TLI.allowsMemoryAccessForAlignment(N->getMemoryVT(), *MMO))
        std::tie(Value, OutChain) = expandUnalignedLoad(*this, N);
      break;
    case LegalizeAction::Custom:
      lowerCustom();
      break;
    case LegalizeAction::Promote: {
      EVT NVT = TLI.getTypeToPromoteTo(ISD::LOAD, VT);
      SDValue Res = DAG.getLoad(NVT, Chain, Ptr, MMO);
      Value = DAG.getNode(ISD::BITCAST, VT, Res);
      OutChain = Res.getValue(1);
      break;
    }
    default:
      cannotLegalize(N, std::string("no rule for a load whose action is ") +
                            actionName(TLI.getOperationAction(ISD::LOAD, VT)));
    }
  } else {
    trace("Legalizing extending load operation");
    EVT MemVT = N->getMemoryVT();
    uint64_t Width = MemVT.sizeInBits(), StoreWidth = MemVT.storeSizeInBytes() * 8;
    if (Width != StoreWidth &&
        (MemVT != EVT::i1() || TLI.getLoadExtAction(Ext, VT, EVT::i1()) == LegalizeAction::Promote)) {
      // Load whole bytes: the bits above MemVT were stored as zeros, so a zero-extending load of the byte
      // width gives the zero extension, and a sign extension is redone in the register.
      EVT NVT = EVT::integer(unsigned(StoreWidth));
      ISD::LoadExtType NewExt = Ext == ISD::ZEXTLOAD ? ISD::ZEXTLOAD : ISD::EXTLOAD;
      SDValue Res = DAG.getExtLoad(NewExt, VT, Chain, Ptr, NVT, MMO);
      OutChain = Res.getValue(1);
      if (Ext == ISD::SEXTLOAD)
        Res = DAG.getNode(ISD::SIGN_EXTEND_INREG, VT, Res, DAG.getValueType(MemVT));
      else if (Ext == ISD::ZEXTLOAD || NVT == VT)
        Res = DAG.getNode(ISD::AssertZext, VT, Res, DAG.getValueType(MemVT));
      Value = Res;
    } else if (std::popcount(Width) != 1) {
      std::tie(Value, OutChain) = expandNonPow2ExtLoad(*this, N);
    } else {
      LegalizeAction A = TLI.getLoadExtAction(Ext, VT, MemVT);
      switch (A) {
      case LegalizeAction::Legal:
        if (!TLI.allowsMemoryAccessForAlignment(MemVT, *MMO))
          std::tie(Value, OutChain) = expandUnalignedLoad(*this, N);
        break;
      case LegalizeAction::Custom:
        lowerCustom();
        break;
      case LegalizeAction::Expand: std::tie(Value, OutChain) = expandExtLoad(*this, N); break;
      default:
        cannotLegalize(N, std::string("no rule for an extending load whose action is ") + actionName(A));
      }
    }
  }
  if (OutChain.getNode() != N) {
    DT_CHECK(Value.getNode() != N, "a load must be replaced completely");
    SDValue New[2] = {Value, OutChain};
    replaceNode(N, New);
  }
}

void SelectionDAGLegalize::legalizeStore(SDNode* N) {
  SDValue Chain = N->getOperand(0), Value = N->getOperand(1), Ptr = N->getOperand(2);
  const MemOperand* MMO = N->getMemOperand();
  auto replaceWith = [&](SDValue Res) {
    if (Res && Res != SDValue(N, 0)) replaceValue(SDValue(N, 0), Res);
  };
  if (!N->isTruncatingStore()) {
    trace("Legalizing store operation");
    if (SDValue Opt = optimizeFloatStore(*this, N)) return replaceWith(Opt);
    EVT VT = Value.getValueType();
    LegalizeAction A = TLI.getOperationAction(ISD::STORE, VT);
    switch (A) {
    case LegalizeAction::Legal:
      if (!TLI.allowsMemoryAccessForAlignment(N->getMemoryVT(), *MMO)) {
        trace("Expanding unsupported unaligned store");
        replaceWith(expandUnalignedStore(*this, N));
      } else {
        trace("Legal store");
      }
      return;
    case LegalizeAction::Custom:
      trace("Trying custom lowering");
      return replaceWith(TLI.LowerOperation(SDValue(N, 0), DAG));
    case LegalizeAction::Promote: {
      EVT NVT = TLI.getTypeToPromoteTo(ISD::STORE, VT);
      SDValue Cast = DAG.getNode(ISD::BITCAST, NVT, Value);
      return replaceWith(DAG.getStore(Chain, Cast, Ptr, MMO));
    }
    default: cannotLegalize(N, std::string("no rule for a store whose action is ") + actionName(A));
    }
  }

  trace("Legalizing truncating store operations");
  EVT MemVT = N->getMemoryVT();
  uint64_t Width = MemVT.sizeInBits(), StoreWidth = MemVT.storeSizeInBytes() * 8;
  if (Width != StoreWidth) {
    // Store whole bytes, with the bits above MemVT zero (an i1 is stored as the byte 0 or 1).
    EVT NVT = EVT::integer(unsigned(StoreWidth));
    SDValue Zext = DAG.getZeroExtendInReg(Value, MemVT);
    return replaceWith(DAG.getTruncStore(Chain, Zext, Ptr, NVT, MMO));
  }
  if (!MemVT.isVector() && std::popcount(Width) != 1) return replaceWith(expandNonPow2TruncStore(*this, N));
  LegalizeAction A = TLI.getTruncStoreAction(Value.getValueType(), MemVT);
  switch (A) {
  case LegalizeAction::Legal:
    if (!TLI.allowsMemoryAccessForAlignment(MemVT, *MMO)) replaceWith(expandUnalignedStore(*this, N));
    return;
  case LegalizeAction::Custom: return replaceWith(TLI.LowerOperation(SDValue(N, 0), DAG));
  case LegalizeAction::Expand: {
    if (TLI.isTypeLegal(MemVT)) {
      // A truncating store to a legal type is a truncate and a plain store.
      SDValue Trunc = DAG.getNode(ISD::TRUNCATE, MemVT, Value);
      return replaceWith(DAG.getStore(Chain, Trunc, Ptr, MMO));
    }
    SDValue Trunc = DAG.getNode(ISD::TRUNCATE, TLI.getTypeToTransformTo(MemVT), Value);
    return replaceWith(DAG.getTruncStore(Chain, Trunc, Ptr, MemVT, MMO));
  }
  default: cannotLegalize(N, std::string("no rule for a truncating store whose action is ") + actionName(A));
  }
}

// ---- the final check
// ---------------------------------------------------------------------------------------

void SelectionDAGLegalize::checkLegalized() const {
  for (SDNode* N : DAG.allnodes()) {
    int32_t Opc = N->getOpcode();
    if (Opc == ISD::TargetConstant || Opc == ISD::Register || Opc == ISD::CALLSEQ_START ||
        Opc == ISD::CALLSEQ_END)
      continue;
    if (N->getPersistentId() < Legalized.size() && Legalized[N->getPersistentId()] == KeptAsIs) continue;
    if (isLoadOrStore(N)) continue; // their own actions were applied by legalizeLoad / legalizeStore
    LegalizeAction A = actionFor(N);
    if (A != LegalizeAction::Legal)
      throw InternalError(std::string("operation legalization left a node whose action is ") + actionName(A) +
                          ": " + nodeLine(N));
  }
}

} // namespace dt
