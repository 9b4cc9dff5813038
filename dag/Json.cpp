// dag/Json.cpp — the JSON form of a DAG (shape documented in Json.h).
//
// Values that may not fit a JSON number exactly (APInt constants of any width, FP bit patterns) are strings:
// JSON readers commonly parse numbers as doubles, which would silently round an i64 or i128.
#include "dag/Json.h"

#include "dag/FunctionLowering.h"
#include "dag/GraphTraits.h"
#include "dag/Printer.h"

#include <utility>

namespace dt {

std::vector<std::string_view> nodeFlagNames(uint16_t Flags) {
  // LLVM 19's print order (SDNode::print_details), which is not the bit order.
  static const std::pair<uint16_t, const char*> Order[] = {
      {SDNodeFlags::NoUnsignedWrap, "nuw"},    {SDNodeFlags::NoSignedWrap, "nsw"},
      {SDNodeFlags::Exact, "exact"},           {SDNodeFlags::Disjoint, "disjoint"},
      {SDNodeFlags::NonNeg, "nneg"},           {SDNodeFlags::NoNaNs, "nnan"},
      {SDNodeFlags::NoInfs, "ninf"},           {SDNodeFlags::NoSignedZeros, "nsz"},
      {SDNodeFlags::AllowReciprocal, "arcp"},  {SDNodeFlags::AllowContract, "contract"},
      {SDNodeFlags::ApproximateFuncs, "afn"},  {SDNodeFlags::AllowReassociation, "reassoc"},
      {SDNodeFlags::NoFPExcept, "nofpexcept"},
  };
  std::vector<std::string_view> Names;
  for (const auto& [Bit, Name] : Order)
    if (Flags & Bit) Names.emplace_back(Name);
  return Names;
}

namespace {

using nlohmann::json;

json valueRef(const SelectionDAG& DAG, const SDValue& V) {
  json J = json::object();
  if (!V.getNode()) return nullptr;
  J["id"] = V.getNode()->getPersistentId();
  J["resno"] = V.getResNo();
  if (printsInline(V.getNode())) J["inline"] = operandText(DAG, V);
  return J;
}

std::string registerName(const SelectionDAG& DAG, uint32_t Reg) {
  if (Reg == 0) return "$noreg";
  if (isVirtualRegister(Reg)) return "%" + std::to_string(virtRegIndex(Reg));
  std::string Name = DAG.target().getRegisterName(Reg);
  return Name.empty() ? "$physreg" + std::to_string(Reg) : "$" + Name;
}

const char* extName(ISD::LoadExtType E) {
  switch (E) {
  case ISD::NON_EXTLOAD: return "none";
  case ISD::EXTLOAD: return "anyext";
  case ISD::SEXTLOAD: return "sext";
  case ISD::ZEXTLOAD: return "zext";
  }
  return "?";
}

const char* indexedName(ISD::MemIndexedMode M) {
  switch (M) {
  case ISD::UNINDEXED: return "unindexed";
  case ISD::PRE_INC: return "pre-inc";
  case ISD::PRE_DEC: return "pre-dec";
  case ISD::POST_INC: return "post-inc";
  case ISD::POST_DEC: return "post-dec";
  }
  return "?";
}

json memOperandJson(const SelectionDAG& DAG, const MemOperand& MO) {
  json J;
  J["text"] = memOperandText(DAG, MO);
  J["load"] = MO.isLoad();
  J["store"] = MO.isStore();
  J["volatile"] = MO.isVolatile();
  if (MO.SizeUnknown)
    J["size"] = nullptr;
  else
    J["size"] = MO.SizeInBytes;
  J["align"] = MO.Align;
  return J;
}

/// The node's payload: whatever distinguishes it beyond opcode, types and operands.
json payloadOf(const SelectionDAG& DAG, const SDNode* N) {
  json P = json::object();
  if (N->isMachineOpcode()) {
    P["machineOpcode"] = N->getMachineOpcode();
    if (!N->memRefs().empty()) {
      json Refs = json::array();
      for (const MemOperand* MO : N->memRefs()) Refs.push_back(memOperandJson(DAG, *MO));
      P["memRefs"] = std::move(Refs);
    }
    return P;
  }
  switch (N->getOpcode()) {
  case ISD::Constant:
  case ISD::TargetConstant:
    P["value"] = N->getAPIntValue().toStringSigned(10);
    P["unsigned"] = N->getAPIntValue().toStringUnsigned(10);
    if (N->isOpaqueConstant()) P["opaque"] = true;
    break;
  case ISD::ConstantFP:
  case ISD::TargetConstantFP: P["bits"] = "0x" + N->getAPIntValue().toStringUnsigned(16); break;
  case ISD::CONDCODE: P["condCode"] = ISD::condCodeName(N->getCondCode()); break;
  case ISD::Register:
    P["reg"] = N->getReg();
    P["name"] = registerName(DAG, N->getReg());
    P["virtual"] = isVirtualRegister(N->getReg());
    break;
  case ISD::RegisterMask:
    if (const char* Name = DAG.target().getRegMaskName(N->getRegMask())) P["name"] = Name;
    break;
  case ISD::VALUETYPE: P["vt"] = N->getVTPayload().str(); break;
  case ISD::BasicBlock:
    P["block"] = N->getBlockNumber();
    if (N->getSymbol()) P["name"] = N->getSymbol();
    break;
  case ISD::FrameIndex:
  case ISD::TargetFrameIndex:
  case ISD::JumpTable:
  case ISD::TargetJumpTable: P["index"] = N->getFrameIndex(); break;
  case ISD::GlobalAddress:
  case ISD::TargetGlobalAddress:
  case ISD::GlobalTLSAddress:
  case ISD::TargetGlobalTLSAddress:
  case ISD::ExternalSymbol:
  case ISD::TargetExternalSymbol:
    if (N->getSymbol()) P["symbol"] = N->getSymbol();
    if (N->getOffset()) P["offset"] = N->getOffset();
    if (N->getTargetFlags()) P["targetFlags"] = N->getTargetFlags();
    break;
  case ISD::VECTOR_SHUFFLE: {
    json M = json::array();
    for (int I : N->getShuffleMask()) M.push_back(I);
    P["mask"] = std::move(M);
    break;
  }
  case ISD::LOAD:
    P["ext"] = extName(N->getExtensionType());
    P["memVT"] = N->getMemoryVT().str();
    P["indexed"] = indexedName(N->getAddressingMode());
    break;
  case ISD::STORE:
    P["truncating"] = N->isTruncatingStore();
    P["memVT"] = N->getMemoryVT().str();
    P["indexed"] = indexedName(N->getAddressingMode());
    break;
  default:
    // Target memory nodes have a memory type too.
    if (N->getMemOperand()) P["memVT"] = N->getMemoryVT().str();
    break;
  }
  if (const MemOperand* MO = N->getMemOperand()) P["mem"] = memOperandJson(DAG, *MO);
  return P;
}

json nodeJson(const SelectionDAG& DAG, const SDNode* N, const JsonOptions& Opts) {
  json J;
  J["id"] = N->getPersistentId();
  J["name"] = "t" + std::to_string(N->getPersistentId());
  J["opcode"] = opcodeText(DAG, N);
  J["opcodeNumber"] = N->getOpcode();
  json Types = json::array();
  for (EVT VT : N->values()) Types.push_back(VT.str());
  J["types"] = std::move(Types);
  json Ops = json::array();
  for (unsigned I = 0; I < N->getNumOperands(); ++I) Ops.push_back(valueRef(DAG, N->getOperand(I)));
  J["operands"] = std::move(Ops);
  json Flags = json::array();
  for (std::string_view F : nodeFlagNames(N->getFlags())) Flags.push_back(F);
  J["flags"] = std::move(Flags);
  J["payload"] = payloadOf(DAG, N);
  J["irOrder"] = N->getIROrder();
  const Provenance& P = N->provenance();
  json Prov;
  if (P.OriginId == ~0u)
    Prov["origin"] = nullptr;
  else
    Prov["origin"] = P.OriginId;
  Prov["rule"] = DAG.ruleName(P.Rule);
  J["provenance"] = std::move(Prov);
  if (Opts.IncludeText) J["text"] = nodeText(DAG, N);
  return J;
}

} // namespace

nlohmann::json dagToJson(const SelectionDAG& DAG, const JsonOptions& Opts) {
  std::vector<const SDNode*> Order;
  if (Opts.Sorted) {
    Order = topologicalOrder(DAG);
  } else {
    for (const SDNode* N : DAG.allnodes()) Order.push_back(N);
  }
  const SDNode* Root = DAG.getRoot().getNode();
  json Nodes = json::array();
  for (const SDNode* N : Order) {
    if (!Opts.ListInlineLeaves && printsInline(N) && !N->use_empty() && N != Root) continue;
    Nodes.push_back(nodeJson(DAG, N, Opts));
  }
  json J;
  J["nodes"] = std::move(Nodes);
  J["root"] = valueRef(DAG, DAG.getRoot());
  J["size"] = DAG.size();
  J["nextId"] = DAG.nextPersistentId();
  return J;
}

} // namespace dt
