// dag/SDNode.h — DAG nodes, values and use edges.
//
// Duty: the node representation shared by every phase. A node has an opcode, one or more result types,
// operand edges (SDUse) and an intrusive list of the edges that use it. Leaves carry a payload (constant,
// register, condition code, symbol ...); memory nodes carry a MemOperand.
// Invariants:
//  - every SDUse in a node's operand array is linked into the use list of the node it points to; the use
//    list is LIFO (the newest use first), as in LLVM, because traversal orders (and so dump orders) follow it;
//  - PersistentId is the creation number within one DAG (printed as tN) and is never reused;
//  - nodes are owned by their SelectionDAG's arena; a deleted node is never touched again.
#pragma once

#include "dag/ISD.h"
#include "dag/ValueType.h"
#include "support/APInt.h"

#include <cstdint>
#include <iterator>
#include <span>

namespace dt {

namespace ir {
class Value;
}
class SDNode;
class SelectionDAG;

/// One result of a node.
class SDValue {
public:
  SDValue() = default;
  SDValue(SDNode* N, unsigned R) : Node(N), ResNo(R) {}
  SDNode* getNode() const { return Node; }
  unsigned getResNo() const { return ResNo; }
  explicit operator bool() const { return Node != nullptr; }
  bool operator==(const SDValue& O) const { return Node == O.Node && ResNo == O.ResNo; }
  bool operator!=(const SDValue& O) const { return !(*this == O); }
  bool operator<(const SDValue& O) const;
  SDNode* operator->() const { return Node; }

  // Convenience forwarding to the node.
  inline EVT getValueType() const;
  inline int32_t getOpcode() const;
  inline unsigned getNumOperands() const;
  inline const SDValue& getOperand(unsigned I) const;
  inline uint64_t getValueSizeInBits() const;
  inline unsigned getScalarValueSizeInBits() const;
  inline bool isUndef() const;
  SDValue getValue(unsigned R) const { return SDValue(Node, R); }
  /// Exactly one use of this result (other results of the node are not counted).
  bool hasOneUse() const;
  bool use_empty() const;

private:
  SDNode* Node = nullptr;
  unsigned ResNo = 0;
};

struct SDValueHash {
  size_t operator()(const SDValue& V) const {
    return std::hash<const void*>()(V.getNode()) ^ (size_t(V.getResNo()) * 0x9E3779B97F4A7C15ull);
  }
};

/// An operand edge: the value used, the node using it, and the links of the used node's use list.
class SDUse {
public:
  const SDValue& get() const { return Val; }
  operator const SDValue&() const { return Val; }
  SDNode* getUser() const { return User; }
  SDUse* getNext() const { return Next; }
  EVT getValueType() const { return Val.getValueType(); }
  unsigned getResNo() const { return Val.getResNo(); }
  SDNode* getNode() const { return Val.getNode(); }
  /// Point this edge at V, moving it to the front of V's use list.
  void set(const SDValue& V);
  void setUser(SDNode* U) { User = U; }
  void setInitial(const SDValue& V);
  void removeFromList();

private:
  friend class SelectionDAG;
  void addToList(SDUse** List);
  SDValue Val;
  SDNode* User = nullptr;
  SDUse** Prev = nullptr;
  SDUse* Next = nullptr;
};

/// Flags on nodes (printed after the opcode in LLVM 19's order).
struct SDNodeFlags {
  enum : uint16_t {
    NoUnsignedWrap = 1 << 0,
    NoSignedWrap = 1 << 1,
    Exact = 1 << 2,
    Disjoint = 1 << 3,
    NonNeg = 1 << 4,
    NoNaNs = 1 << 5,
    NoInfs = 1 << 6,
    NoSignedZeros = 1 << 7,
    AllowReciprocal = 1 << 8,
    AllowContract = 1 << 9,
    ApproximateFuncs = 1 << 10,
    AllowReassociation = 1 << 11,
    NoFPExcept = 1 << 12,
  };
};

/// Where a memory access points (LLVM's MachinePointerInfo), for printing and alias reasoning.
struct MachinePointerInfo {
  enum class Kind : uint8_t { Unknown, IRValue, FixedStack, Stack, ConstantPool, GOT, JumpTable };
  Kind K = Kind::Unknown;
  const char* Name = nullptr; // IR value name (without %), or stack object name
  int FrameIndex = 0;         // FixedStack / Stack
  int64_t Offset = 0;
  unsigned AddrSpace = 0;
  static MachinePointerInfo fixedStack(int FI, int64_t Off = 0) {
    MachinePointerInfo P;
    P.K = Kind::FixedStack;
    P.FrameIndex = FI;
    P.Offset = Off;
    return P;
  }
  MachinePointerInfo withOffset(int64_t O) const {
    MachinePointerInfo P = *this;
    P.Offset += O;
    return P;
  }
};

/// A memory access's description (LLVM's MachineMemOperand): what dumps print inside <(...)>.
struct MemOperand {
  enum Flags : uint16_t {
    Load = 1,
    Store = 2,
    Volatile = 4,
    NonTemporal = 8,
    Dereferenceable = 16,
    Invariant = 32,
  };
  uint16_t F = 0;
  uint64_t SizeInBytes = 0; // printed as (s<8 × size>)
  bool SizeUnknown = false;
  uint64_t Align = 1;       // bytes
  uint64_t BaseAlign = 1;   // alignment of the base pointer (printed when it differs from Align)
  MachinePointerInfo PtrInfo;
  bool isLoad() const { return F & Load; }
  bool isStore() const { return F & Store; }
  bool isVolatile() const { return F & Volatile; }
};

/// An interned list of result types.
struct SDVTList {
  const EVT* VTs = nullptr;
  unsigned NumVTs = 0;
  EVT operator[](unsigned I) const { return VTs[I]; }
};

/// Where a node came from: the node it was derived from and the rule or action that made it.
struct Provenance {
  uint32_t OriginId = ~0u; // persistent id of the node it replaced/derived from, ~0u = none
  uint16_t Rule = 0;       // index into the DAG's rule-name table; 0 = "build"
};

class SDNode {
public:
  int32_t getOpcode() const { return Opcode; }
  bool isMachineOpcode() const { return Opcode < 0; }
  unsigned getMachineOpcode() const { return unsigned(~Opcode); }
  bool isTargetOpcode() const { return Opcode >= ISD::BUILTIN_OP_END; }
  uint32_t getPersistentId() const { return PersistentId; }

  unsigned getNumValues() const { return NumValues; }
  EVT getValueType(unsigned I) const { return VTs[I]; }
  SDVTList getVTList() const { return {VTs, NumValues}; }
  std::span<const EVT> values() const { return {VTs, NumValues}; }

  unsigned getNumOperands() const { return NumOperands; }
  const SDValue& getOperand(unsigned I) const { return Ops[I].get(); }
  SDUse* operandUses() const { return Ops; }
  std::span<SDUse> ops() const { return {Ops, NumOperands}; }
  SDNode* getGluedNode() const; // the node whose glue is our last operand, if any

  // Use list.
  bool use_empty() const { return UseList == nullptr; }
  SDUse* useListHead() const { return UseList; }
  /// Number of operand edges pointing at this node (all results together).
  unsigned useCount() const;
  bool hasOneUse() const { return UseList && !UseList->getNext(); }
  /// Whether result R has exactly N uses.
  bool hasNUsesOfValue(unsigned N, unsigned R) const;
  bool hasAnyUseOfValue(unsigned R) const;
  bool isOnlyUserOf(const SDNode* N) const;
  bool isOperandOf(const SDNode* N) const;

  /// Iterates users once per use edge (a node using us twice appears twice), newest first.
  class use_iterator {
  public:
    using iterator_category = std::forward_iterator_tag;
    using value_type = SDNode*;
    using difference_type = std::ptrdiff_t;
    using pointer = SDNode**;
    using reference = SDNode*;
    use_iterator() = default;
    explicit use_iterator(SDUse* U) : U(U) {}
    SDNode* operator*() const { return U->getUser(); }
    SDUse& getUse() const { return *U; }
    unsigned getOperandNo() const;
    use_iterator& operator++() {
      U = U->getNext();
      return *this;
    }
    use_iterator operator++(int) {
      use_iterator T = *this;
      ++*this;
      return T;
    }
    bool operator==(const use_iterator& O) const { return U == O.U; }
    bool operator!=(const use_iterator& O) const { return U != O.U; }

  private:
    SDUse* U = nullptr;
  };
  use_iterator use_begin() const { return use_iterator(UseList); }
  use_iterator use_end() const { return use_iterator(); }
  struct UseRange {
    use_iterator B, E;
    use_iterator begin() const { return B; }
    use_iterator end() const { return E; }
  };
  UseRange uses() const { return {use_begin(), use_end()}; }

  // Flags (nuw, nsw, exact, fast-math ...).
  uint16_t getFlags() const { return Flags; }
  void setFlags(uint16_t F) { Flags = F; }
  void intersectFlagsWith(uint16_t F) { Flags &= F; }

  // Scratch id for algorithms (legalizer states, topological index); -1 when unset.
  int getNodeId() const { return NodeId; }
  void setNodeId(int Id) { NodeId = Id; }
  uint32_t getIROrder() const { return IROrder; }
  void setIROrder(uint32_t O) { IROrder = O; }

  // ---- payloads -------------------------------------------------------------------------------------
  // Constant / TargetConstant: the value; ConstantFP / TargetConstantFP: the bit pattern.
  const APInt& getAPIntValue() const { return Value; }
  uint64_t getZExtValue() const { return Value.getZExtValue(); }
  int64_t getSExtValue() const { return Value.getSExtValue(); }
  bool isOpaqueConstant() const { return Opaque; }
  ISD::CondCode getCondCode() const { return CC; }
  /// Register: the register number (virtual registers have bit 31 set).
  uint32_t getReg() const { return Reg; }
  const uint32_t* getRegMask() const { return RegMask; }
  EVT getVTPayload() const { return PayloadVT; } // ValueType nodes
  int getFrameIndex() const { return FrameIdx; }
  const ir::Value* getGlobal() const { return Global; }
  const char* getSymbol() const { return Symbol; } // global name, external symbol or block name
  int64_t getOffset() const { return Offset; }
  unsigned getTargetFlags() const { return TargetFlags; }
  unsigned getBlockNumber() const { return unsigned(FrameIdx); } // BasicBlock nodes
  std::span<const int> getShuffleMask() const { return {ShuffleMask, ShuffleMask ? VTs[0].numElements() : 0}; }

  // Memory nodes (load, store, and target memory nodes): memory type and the access description.
  EVT getMemoryVT() const { return MemVT; }
  const MemOperand* getMemOperand() const { return MMO; }
  ISD::LoadExtType getExtensionType() const { return ISD::LoadExtType(ExtOrTrunc); }
  bool isTruncatingStore() const { return ExtOrTrunc != 0; }
  ISD::MemIndexedMode getAddressingMode() const { return Indexed; }
  bool isVolatile() const { return MMO && MMO->isVolatile(); }
  // Machine nodes: memory references (LLVM prints them as <Mem:...>).
  std::span<const MemOperand* const> memRefs() const { return {MemRefs, NumMemRefs}; }

  const Provenance& provenance() const { return Prov; }
  void setProvenance(Provenance P) { Prov = P; }

  SDNode* prevInList() const { return Prev; }
  SDNode* nextInList() const { return Next; }
  bool isDeleted() const { return Opcode == ISD::DELETED_NODE; }

protected:
  friend class SelectionDAG;
  friend class SDUse;
  friend class HandleSDNode;
  SDNode() = default;

  int32_t Opcode = ISD::DELETED_NODE;
  uint32_t PersistentId = 0;
  int32_t NodeId = -1;
  uint32_t IROrder = 0;
  uint16_t Flags = 0;
  uint16_t NumOperands = 0;
  uint16_t NumValues = 0;
  uint8_t ExtOrTrunc = 0;
  ISD::MemIndexedMode Indexed = ISD::UNINDEXED;
  bool Opaque = false;
  bool InCSEMap = false;
  ISD::CondCode CC = ISD::SETCC_INVALID;
  uint16_t NumMemRefs = 0;
  const EVT* VTs = nullptr;
  SDUse* Ops = nullptr;
  SDUse* UseList = nullptr;
  SDNode* Prev = nullptr; // the DAG's node list (creation / topological order)
  SDNode* Next = nullptr;
  uint64_t Hash = 0; // CSE hash, set while the node is in the CSE table

  APInt Value;
  uint32_t Reg = 0;
  int FrameIdx = 0;
  unsigned TargetFlags = 0;
  int64_t Offset = 0;
  const uint32_t* RegMask = nullptr;
  const ir::Value* Global = nullptr;
  const char* Symbol = nullptr; // interned by the DAG (internString): equal names are the same pointer
  EVT PayloadVT;
  EVT MemVT;
  const MemOperand* MMO = nullptr;
  const MemOperand* const* MemRefs = nullptr;
  const int* ShuffleMask = nullptr;
  Provenance Prov;
};

/// Holds a value alive across deletions and follows it through RAUW (LLVM's HandleSDNode).
class HandleSDNode : public SDNode {
public:
  explicit HandleSDNode(SDValue V);
  ~HandleSDNode();
  const SDValue& getValue() const { return Op.get(); }
  HandleSDNode(const HandleSDNode&) = delete;
  HandleSDNode& operator=(const HandleSDNode&) = delete;

private:
  SDUse Op;
};

// ---- inline forwarding ---------------------------------------------------------------------------------
inline EVT SDValue::getValueType() const { return Node->getValueType(ResNo); }
inline int32_t SDValue::getOpcode() const { return Node->getOpcode(); }
inline unsigned SDValue::getNumOperands() const { return Node->getNumOperands(); }
inline const SDValue& SDValue::getOperand(unsigned I) const { return Node->getOperand(I); }
inline uint64_t SDValue::getValueSizeInBits() const { return getValueType().sizeInBits(); }
inline unsigned SDValue::getScalarValueSizeInBits() const { return getValueType().scalarSizeInBits(); }
inline bool SDValue::isUndef() const {
  return Node->getOpcode() == ISD::UNDEF || Node->getOpcode() == ISD::POISON;
}
inline bool SDValue::operator<(const SDValue& O) const {
  return Node != O.Node ? Node->getPersistentId() < O.Node->getPersistentId() : ResNo < O.ResNo;
}

inline void SDUse::addToList(SDUse** List) {
  Next = *List;
  if (Next) Next->Prev = &Next;
  Prev = List;
  *List = this;
}
inline void SDUse::removeFromList() {
  if (!Prev) return;
  *Prev = Next;
  if (Next) Next->Prev = Prev;
  Prev = nullptr;
  Next = nullptr;
}
inline void SDUse::set(const SDValue& V) {
  removeFromList();
  Val = V;
  if (V.getNode()) addToList(&V.getNode()->UseList);
}
inline void SDUse::setInitial(const SDValue& V) {
  Val = V;
  if (V.getNode()) addToList(&V.getNode()->UseList);
}

/// Constant-node helpers.
inline bool isConstantNode(const SDValue& V) {
  return V.getOpcode() == ISD::Constant || V.getOpcode() == ISD::TargetConstant;
}
inline bool isConstantFPNode(const SDValue& V) {
  return V.getOpcode() == ISD::ConstantFP || V.getOpcode() == ISD::TargetConstantFP;
}
inline bool isNullConstant(const SDValue& V) { return isConstantNode(V) && V->getAPIntValue().isZero(); }
inline bool isOneConstant(const SDValue& V) { return isConstantNode(V) && V->getAPIntValue().isOne(); }
inline bool isAllOnesConstant(const SDValue& V) { return isConstantNode(V) && V->getAPIntValue().isAllOnes(); }

} // namespace dt
