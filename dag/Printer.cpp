// dag/Printer.cpp — the isel-dump text of a DAG (see Printer.h for the contract and the deviations).
//
// The layout follows LLVM 19's SelectionDAGDumper.cpp, re-derived from its observable output:
//  - a node with no operands (except EntryToken) prints inline inside its users as
//    `<opname>:<types><flags><details>`, and on its own line only when it has no uses (or is the root);
//  - a node is printed at the top level (indent 2) when it is not the root, does not have exactly one use
//    edge, and is not a used inline leaf; each printed node is preceded by the subtrees of its operands
//    that are non-inline and used exactly once, two spaces deeper per level; the root prints last.
// Nothing here allocates per character: lines are appended to one output string.
#include "dag/Printer.h"

#include "dag/ConstantPoolText.h"
#include "dag/FunctionLowering.h"
#include "support/FloatFormat.h"

#include <cctype>
#include <cstdio>
#include <unordered_map>
#include <vector>

namespace dt {

namespace {

void appendUInt(std::string& S, uint64_t V) {
  char Buf[24];
  int N = std::snprintf(Buf, sizeof(Buf), "%llu", static_cast<unsigned long long>(V));
  S.append(Buf, size_t(N));
}

void appendInt(std::string& S, int64_t V) {
  char Buf[24];
  int N = std::snprintf(Buf, sizeof(Buf), "%lld", static_cast<long long>(V));
  S.append(Buf, size_t(N));
}

// LLVM's printEscapedString: printable bytes other than '\\' and '"' as themselves, the rest as \XX (upper hex).
void appendByteArray(std::string& S, const APInt& Bytes, unsigned Count) {
  static const char Hex[] = "0123456789ABCDEF";
  S += '[';
  appendUInt(S, Count);
  S += " x i8] c\"";
  for (unsigned I = 0; I < Count; ++I) {
    auto C = static_cast<unsigned char>(Bytes.extractBits(8, 8 * I).getZExtValue());
    if (C >= 0x20 && C < 0x7f && C != '\\' && C != '"') {
      S += char(C);
    } else {
      S += '\\';
      S += Hex[C >> 4];
      S += Hex[C & 15];
    }
  }
  S += '"';
}

void appendId(std::string& S, const SDNode* N) {
  S += 't';
  appendUInt(S, N->getPersistentId());
}

void appendTypes(std::string& S, const SDNode* N) {
  for (unsigned I = 0, E = N->getNumValues(); I != E; ++I) {
    if (I) S += ',';
    S += N->getValueType(I).str();
  }
}

/// LLVM quotes an IR name unless it is made of [-a-zA-Z0-9._] and does not start with a digit; an all-digit
/// name is how dagtool records an unnamed value's slot number, which LLVM prints bare.
bool nameNeedsQuotes(std::string_view Name) {
  if (Name.empty()) return true;
  bool AllDigits = true;
  for (unsigned char C : Name)
    if (!std::isdigit(C)) AllDigits = false;
  if (AllDigits) return false;
  if (std::isdigit(static_cast<unsigned char>(Name[0]))) return true;
  for (unsigned char C : Name)
    if (!std::isalnum(C) && C != '-' && C != '.' && C != '_') return true;
  return false;
}

void appendIRName(std::string& S, std::string_view Name) {
  if (!nameNeedsQuotes(Name)) {
    S += Name;
    return;
  }
  // LLVM's printEscapedString: printable characters except '\' and '"' stay, the rest become \XX.
  static const char Hex[] = "0123456789ABCDEF";
  S += '"';
  for (unsigned char C : Name) {
    if (std::isprint(C) && C != '\\' && C != '"') {
      S += char(C);
    } else {
      S += '\\';
      S += Hex[C >> 4];
      S += Hex[C & 15];
    }
  }
  S += '"';
}

void appendFlags(std::string& S, uint16_t F) {
  // LLVM 19's order (SDNode::print_details), not the bit order.
  static const std::pair<uint16_t, const char*> Order[] = {
      {SDNodeFlags::NoUnsignedWrap, " nuw"},    {SDNodeFlags::NoSignedWrap, " nsw"},
      {SDNodeFlags::Exact, " exact"},           {SDNodeFlags::Disjoint, " disjoint"},
      {SDNodeFlags::NonNeg, " nneg"},           {SDNodeFlags::NoNaNs, " nnan"},
      {SDNodeFlags::NoInfs, " ninf"},           {SDNodeFlags::NoSignedZeros, " nsz"},
      {SDNodeFlags::AllowReciprocal, " arcp"},  {SDNodeFlags::AllowContract, " contract"},
      {SDNodeFlags::ApproximateFuncs, " afn"},  {SDNodeFlags::AllowReassociation, " reassoc"},
      {SDNodeFlags::NoFPExcept, " nofpexcept"},
  };
  if (!F) return;
  for (const auto& [Bit, Text] : Order)
    if (F & Bit) S += Text;
}

void appendTargetFlags(std::string& S, unsigned TF) {
  if (!TF) return;
  S += " [TF=";
  appendUInt(S, TF);
  S += ']';
}

void appendRegister(std::string& S, const SelectionDAG& DAG, uint32_t Reg) {
  if (Reg == 0) {
    S += "$noreg";
    return;
  }
  if (isVirtualRegister(Reg)) {
    S += '%';
    appendUInt(S, virtRegIndex(Reg));
    return;
  }
  std::string Name = DAG.target().getRegisterName(Reg);
  if (Name.empty()) {
    S += "$physreg";
    appendUInt(S, Reg);
    return;
  }
  S += '$';
  S += Name;
}

/// The number LLVM's MIR printer gives a fixed frame object: indexes are rebased so that the most recently
/// created fixed object (the most negative index) is 0. Without function info the count of fixed objects is
/// unknown, so -1 prints as 0, -2 as 1, ...; Reader.cpp inverts exactly the same rule.
int64_t fixedStackNumber(const SelectionDAG& DAG, int FI) {
  if (const FunctionLoweringInfo* FLI = DAG.functionInfo())
    return int64_t(FI) + int64_t(FLI->Frame.FixedObjects.size());
  return -int64_t(FI) - 1;
}

void appendMemOperand(std::string& S, const SelectionDAG& DAG, const MemOperand& MO) {
  S += '(';
  if (MO.F & MemOperand::Volatile) S += "volatile ";
  if (MO.F & MemOperand::NonTemporal) S += "non-temporal ";
  if (MO.F & MemOperand::Dereferenceable) S += "dereferenceable ";
  if (MO.F & MemOperand::Invariant) S += "invariant ";
  if (MO.isLoad()) S += "load ";
  if (MO.isStore()) S += "store ";
  if (MO.SizeUnknown) {
    S += "unknown-size";
  } else {
    S += "(s";
    appendUInt(S, MO.SizeInBytes * 8);
    S += ')';
  }
  const char* Dir = (MO.isLoad() && MO.isStore()) ? " on " : MO.isLoad() ? " from " : " into ";
  const MachinePointerInfo& P = MO.PtrInfo;
  using K = MachinePointerInfo::Kind;
  switch (P.K) {
  case K::IRValue:
    S += Dir;
    if (P.Name && P.Name[0] == '@') {
      // A global: LLVM prints it as an operand, `@g`.
      S += '@';
      appendIRName(S, P.Name + 1);
    } else {
      S += "%ir.";
      appendIRName(S, P.Name ? std::string_view(P.Name) : std::string_view());
    }
    break;
  case K::FixedStack:
    S += Dir;
    if (P.FrameIndex >= 0) {
      // LLVM decides fixed-ness from the frame index, not from the pseudo source value's kind.
      S += "%stack.";
      appendInt(S, P.FrameIndex);
      if (P.Name && *P.Name) {
        S += '.';
        S += P.Name;
      }
    } else {
      S += "%fixed-stack.";
      appendInt(S, fixedStackNumber(DAG, P.FrameIndex));
    }
    break;
  case K::Stack: {
    S += Dir;
    S += "%stack.";
    appendInt(S, P.FrameIndex);
    const char* Name = P.Name;
    const FunctionLoweringInfo* FLI = DAG.functionInfo();
    if ((!Name || !*Name) && FLI && P.FrameIndex >= 0 && size_t(P.FrameIndex) < FLI->Frame.Objects.size())
      Name = FLI->Frame.Objects[size_t(P.FrameIndex)].Name.c_str();
    if (Name && *Name) {
      S += '.';
      S += Name;
    }
    break;
  }
  case K::ConstantPool:
    S += Dir;
    S += "constant-pool";
    break;
  case K::GOT:
    S += Dir;
    S += "got";
    break;
  case K::JumpTable:
    S += Dir;
    S += "jump-table";
    break;
  case K::Unknown:
    if (P.Offset != 0) {
      S += Dir;
      S += "unknown-address";
    }
    break;
  }
  if (P.Offset < 0) {
    S += " - ";
    appendUInt(S, uint64_t(0) - uint64_t(P.Offset));
  } else if (P.Offset > 0) {
    S += " + ";
    appendInt(S, P.Offset);
  }
  if (MO.SizeUnknown || MO.Align != MO.SizeInBytes) {
    S += ", align ";
    appendUInt(S, MO.Align);
  }
  if (MO.Align != MO.BaseAlign) {
    S += ", basealign ";
    appendUInt(S, MO.BaseAlign);
  }
  if (P.AddrSpace) {
    S += ", addrspace ";
    appendUInt(S, P.AddrSpace);
  }
  S += ')';
}

const char* indexedModeText(ISD::MemIndexedMode M) {
  switch (M) {
  case ISD::PRE_INC: return "<pre-inc>";
  case ISD::PRE_DEC: return "<pre-dec>";
  case ISD::POST_INC: return "<post-inc>";
  case ISD::POST_DEC: return "<post-dec>";
  case ISD::UNINDEXED: break;
  }
  return "";
}

void appendOpcode(std::string& S, const SelectionDAG& DAG, const SDNode* N) {
  int32_t Opc = N->getOpcode();
  if (N->isMachineOpcode()) {
    if (const char* Name = DAG.target().getMachineOpcodeName(N->getMachineOpcode())) {
      S += Name;
    } else {
      S += "<<Unknown Machine Node #";
      appendUInt(S, N->getMachineOpcode());
      S += ">>";
    }
    return;
  }
  if (N->isTargetOpcode()) {
    if (const char* Name = DAG.target().getTargetNodeName(Opc)) {
      S += Name;
    } else {
      S += "<<Unknown Target Node #";
      appendInt(S, Opc);
      S += ">>";
    }
    return;
  }
  switch (Opc) {
  case ISD::CONDCODE: S += ISD::condCodeName(N->getCondCode()); return;
  case ISD::Constant: S += N->isOpaqueConstant() ? "OpaqueConstant" : "Constant"; return;
  case ISD::TargetConstant: S += N->isOpaqueConstant() ? "OpaqueTargetConstant" : "TargetConstant"; return;
  default: break;
  }
  const char* Name = ISD::opcodeName(Opc);
  if (Name) {
    S += Name;
  } else {
    S += "<<Unknown Node #";
    appendInt(S, Opc);
    S += ">>";
  }
}

void appendDetails(std::string& S, const SelectionDAG& DAG, const SDNode* N) {
  appendFlags(S, N->getFlags());
  if (N->isMachineOpcode()) {
    auto Refs = N->memRefs();
    if (!Refs.empty()) {
      S += "<Mem:";
      for (size_t I = 0; I < Refs.size(); ++I) {
        if (I) S += ' ';
        appendMemOperand(S, DAG, *Refs[I]);
      }
      S += '>';
    }
    return;
  }
  switch (N->getOpcode()) {
  case ISD::VECTOR_SHUFFLE: {
    S += '<';
    auto Mask = N->getShuffleMask();
    for (size_t I = 0; I < Mask.size(); ++I) {
      if (I) S += ',';
      if (Mask[I] < 0)
        S += 'u';
      else
        appendInt(S, Mask[I]);
    }
    S += '>';
    return;
  }
  case ISD::Constant:
  case ISD::TargetConstant:
    // LLVM prints the APInt as signed, so i8 255 and i1 true both print -1.
    S += '<';
    S += N->getAPIntValue().toStringSigned(10);
    S += '>';
    return;
  case ISD::ConstantFP:
  case ISD::TargetConstantFP:
    S += '<';
    S += fpDumpText(N->getValueType(0).scalarType().fpFormat(), N->getAPIntValue());
    S += '>';
    return;
  case ISD::GlobalAddress:
  case ISD::TargetGlobalAddress:
  case ISD::GlobalTLSAddress:
  case ISD::TargetGlobalTLSAddress: {
    // LLVM 17+ prints the global as a typed operand; with opaque pointers the type is always `ptr`.
    S += "<ptr @";
    const char* Name = N->getSymbol();
    appendIRName(S, Name ? std::string_view(Name) : std::string_view());
    S += '>';
    if (N->getOffset() > 0) {
      S += " + ";
      appendInt(S, N->getOffset());
    } else {
      S += ' ';
      appendInt(S, N->getOffset());
    }
    appendTargetFlags(S, N->getTargetFlags());
    return;
  }
  case ISD::ConstantPool:
  case ISD::TargetConstantPool: {
    // LLVM prints the pooled IR constant as a typed operand (`<float 1.000000e+00>`, `<i64 4886718345>`).
    S += '<';
    S += constantPoolValueText(N->getAPIntValue(), N->getVTPayload());
    S += '>';
    if (N->getOffset() > 0) {
      S += " + ";
      appendInt(S, N->getOffset());
    } else {
      S += ' ';
      appendInt(S, N->getOffset());
    }
    appendTargetFlags(S, N->getTargetFlags());
    return;
  }
  case ISD::FrameIndex:
  case ISD::TargetFrameIndex:
    S += '<';
    appendInt(S, N->getFrameIndex());
    S += '>';
    return;
  case ISD::JumpTable:
  case ISD::TargetJumpTable:
    S += '<';
    appendInt(S, N->getFrameIndex());
    S += '>';
    appendTargetFlags(S, N->getTargetFlags());
    return;
  case ISD::BasicBlock: {
    // Deviation: LLVM prints the MachineBasicBlock's host address; we print its number.
    S += '<';
    if (const char* Name = N->getSymbol(); Name && *Name) {
      S += Name;
      S += ' ';
    }
    S += "%bb.";
    appendUInt(S, N->getBlockNumber());
    S += '>';
    return;
  }
  case ISD::Register:
    S += ' ';
    appendRegister(S, DAG, N->getReg());
    return;
  case ISD::ExternalSymbol:
  case ISD::TargetExternalSymbol:
    S += '\'';
    if (const char* Sym = N->getSymbol()) S += Sym;
    S += '\'';
    appendTargetFlags(S, N->getTargetFlags());
    return;
  case ISD::VALUETYPE:
    S += ':';
    S += N->getVTPayload().str();
    return;
  case ISD::LOAD: {
    if (!N->getMemOperand()) return;
    S += '<';
    appendMemOperand(S, DAG, *N->getMemOperand());
    const char* Ext = nullptr;
    switch (N->getExtensionType()) {
    case ISD::EXTLOAD: Ext = ", anyext"; break;
    case ISD::SEXTLOAD: Ext = ", sext"; break;
    case ISD::ZEXTLOAD: Ext = ", zext"; break;
    case ISD::NON_EXTLOAD: break;
    }
    if (Ext) {
      S += Ext;
      S += " from ";
      S += N->getMemoryVT().str();
    }
    if (const char* AM = indexedModeText(N->getAddressingMode()); *AM) {
      S += ", ";
      S += AM;
    }
    S += '>';
    return;
  }
  case ISD::STORE: {
    if (!N->getMemOperand()) return;
    S += '<';
    appendMemOperand(S, DAG, *N->getMemOperand());
    if (N->isTruncatingStore()) {
      S += ", trunc to ";
      S += N->getMemoryVT().str();
    }
    if (const char* AM = indexedModeText(N->getAddressingMode()); *AM) {
      S += ", ";
      S += AM;
    }
    S += '>';
    return;
  }
  default:
    // Any other memory node (target memory intrinsics) prints just its memory operand.
    if (const MemOperand* MO = N->getMemOperand()) {
      S += '<';
      appendMemOperand(S, DAG, *MO);
      S += '>';
    }
    return;
  }
}

/// `t5: i16 = add` + details (LLVM's SDNode::printr).
void appendNodeHead(std::string& S, const SelectionDAG& DAG, const SDNode* N) {
  appendId(S, N);
  S += ": ";
  appendTypes(S, N);
  S += " = ";
  appendOpcode(S, DAG, N);
  appendDetails(S, DAG, N);
}

void appendOperand(std::string& S, const SelectionDAG& DAG, SDValue V) {
  const SDNode* N = V.getNode();
  if (!N) {
    S += "<null>";
    return;
  }
  if (printsInline(N)) {
    appendOpcode(S, DAG, N);
    S += ':';
    appendTypes(S, N);
    appendDetails(S, DAG, N);
    return;
  }
  appendId(S, N);
  if (unsigned R = V.getResNo()) {
    S += ':';
    appendUInt(S, R);
  }
}

void appendNodeLine(std::string& S, const SelectionDAG& DAG, const SDNode* N) {
  appendNodeHead(S, DAG, N);
  for (unsigned I = 0, E = N->getNumOperands(); I != E; ++I) {
    S += I ? ", " : " ";
    appendOperand(S, DAG, N->getOperand(I));
  }
}

/// Prints N's subtree: first (recursively) each operand that is not inline and has exactly one use edge,
/// two spaces deeper, then N itself. An explicit stack replaces LLVM's recursion.
void appendSubtree(std::string& S, const SelectionDAG& DAG, const SDNode* Top, unsigned Indent) {
  struct Frame {
    const SDNode* N;
    unsigned Indent;
    unsigned NextOp;
  };
  std::vector<Frame> Stack;
  Stack.push_back({Top, Indent, 0});
  while (!Stack.empty()) {
    Frame& F = Stack.back();
    if (F.NextOp < F.N->getNumOperands()) {
      const SDNode* Op = F.N->getOperand(F.NextOp++).getNode();
      if (Op && !printsInline(Op) && Op->hasOneUse()) {
        unsigned ChildIndent = F.Indent + 2;
        Stack.push_back({Op, ChildIndent, 0}); // invalidates F
      }
      continue;
    }
    S.append(F.Indent, ' ');
    appendNodeLine(S, DAG, F.N);
    S += '\n';
    Stack.pop_back();
  }
}

bool isTopLevel(const SDNode* N, const SDNode* Root) {
  return !N->hasOneUse() && N != Root && (!printsInline(N) || N->use_empty());
}

/// Nodes without operands first (list order), then every node right after its last operand, releasing users
/// newest-use-first — the order of LLVM's topological sort, computed without touching the DAG.
std::vector<const SDNode*> topologicalOrder(const SelectionDAG& DAG) {
  std::vector<const SDNode*> Sorted;
  Sorted.reserve(DAG.size());
  std::unordered_map<const SDNode*, unsigned> Pending;
  Pending.reserve(DAG.size());
  for (const SDNode* N : DAG.allnodes()) {
    if (N->getNumOperands() == 0)
      Sorted.push_back(N);
    else
      Pending.emplace(N, N->getNumOperands());
  }
  for (size_t I = 0; I < Sorted.size(); ++I) {
    for (SDUse* U = Sorted[I]->useListHead(); U; U = U->getNext()) {
      auto It = Pending.find(U->getUser());
      if (It == Pending.end()) continue; // a user outside the node list (a HandleSDNode)
      if (--It->second == 0) Sorted.push_back(It->first);
    }
  }
  // A cycle would leave nodes behind; print them in list order rather than losing them.
  if (Sorted.size() < DAG.size())
    for (const SDNode* N : DAG.allnodes())
      if (N->getNumOperands() != 0 && Pending[N] != 0) Sorted.push_back(N);
  return Sorted;
}

} // namespace

std::string constantPoolValueText(const APInt& Bits, EVT Type) {
  std::string S;
  if (Type.isVector()) {
    // A byte array (LLVM's ConstantDataArray, e.g. CTTZ's de Bruijn table): `[32 x i8] c"\00\01\1C..."`.
    appendByteArray(S, Bits, Type.numElements());
  } else if (Type.isFloatingPoint()) {
    S += fpTypeName(Type.fpFormat());
    S += ' ';
    S += fpIRText(Type.fpFormat(), Bits);
  } else {
    S += Type.str();
    S += ' ';
    S += Bits.toStringSigned(10);
  }
  return S;
}

std::string opcodeText(const SelectionDAG& DAG, const SDNode* N) {
  std::string S;
  appendOpcode(S, DAG, N);
  return S;
}

std::string memOperandText(const SelectionDAG& DAG, const MemOperand& MO) {
  std::string S;
  appendMemOperand(S, DAG, MO);
  return S;
}

std::string nodeText(const SelectionDAG& DAG, const SDNode* N) {
  std::string S;
  appendNodeLine(S, DAG, N);
  return S;
}

std::string operandText(const SelectionDAG& DAG, SDValue V) {
  std::string S;
  appendOperand(S, DAG, V);
  return S;
}

std::string dumpDAG(const SelectionDAG& DAG, const DumpOptions& Opts) {
  std::string S = "SelectionDAG has ";
  appendUInt(S, DAG.size());
  S += " nodes:\n";
  const SDNode* Root = DAG.getRoot().getNode();
  if (Opts.Sorted) {
    for (const SDNode* N : topologicalOrder(DAG))
      if (isTopLevel(N, Root)) appendSubtree(S, DAG, N, 2);
  } else {
    for (const SDNode* N : DAG.allnodes())
      if (isTopLevel(N, Root)) appendSubtree(S, DAG, N, 2);
  }
  if (Root) appendSubtree(S, DAG, Root, 2);
  return S;
}

std::string dumpSection(const SelectionDAG& DAG, std::string_view Title, unsigned MBB,
                        std::string_view FnName, std::string_view BlockName, const DumpOptions& Opts) {
  std::string S = "\n";
  S += Title;
  S += ": %bb.";
  appendUInt(S, MBB);
  S += " '";
  S += FnName;
  S += ':';
  S += BlockName;
  S += "'\n";
  S += dumpDAG(DAG, Opts);
  S += "\n\n";
  return S;
}

} // namespace dt
