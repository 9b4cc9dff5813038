// dag/SelectionDAG.h — one basic block's DAG: node arena, CSE, use lists, replacement, deletion.
//
// Duty: own the nodes of one block's DAG and keep them consistent. getNode() creates nodes, CSEs them by
// (opcode, result types, operands, payload) and applies LLVM's canonicalizations and constant folds, so the
// DAG looks as LLVM's does (which shapes the dumps and the node numbering). Replacement (RAUW) re-CSEs
// every modified user and merges duplicates; deletion unlinks nodes and recycles their memory.
// Invariants:
//  - nodes are in one list (AllNodes): creation order, or topological order after AssignTopologicalOrder;
//  - a node with a glue result is never CSE'd; EntryToken is never in the CSE map;
//  - persistent ids count up from 0 per DAG (EntryToken is t0) and are never reused.
#pragma once

#include "dag/SDNode.h"
#include "dag/TargetHooks.h"
#include "support/Arena.h"

#include <array>
#include <deque>
#include <initializer_list>
#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace dt {

struct FunctionLoweringInfo;

/// Observers of DAG changes (legalizers and the combiner keep their worklists in sync through these).
class DAGUpdateListener {
public:
  explicit DAGUpdateListener(SelectionDAG& D);
  virtual ~DAGUpdateListener();
  /// N was deleted; E is what replaced it (may be null).
  virtual void NodeDeleted(SDNode* N, SDNode* E) {}
  /// N's operands changed in place.
  virtual void NodeUpdated(SDNode* N) {}
  /// N was created.
  virtual void NodeInserted(SDNode* N) {}
  DAGUpdateListener* Next;
  SelectionDAG& DAG;
};

/// Sets the provenance recorded on nodes created while it is alive.
class ProvenanceScope {
public:
  ProvenanceScope(SelectionDAG& DAG, std::string_view Rule, const SDNode* Origin = nullptr);
  ~ProvenanceScope();

private:
  SelectionDAG& DAG;
  Provenance Saved;
};

class SelectionDAG {
public:
  SelectionDAG(const TargetHooks& TH, FunctionLoweringInfo* FLI = nullptr);
  ~SelectionDAG();
  SelectionDAG(const SelectionDAG&) = delete;
  SelectionDAG& operator=(const SelectionDAG&) = delete;

  const TargetHooks& target() const { return TH; }
  FunctionLoweringInfo* functionInfo() const { return FLI; }

  // ---- the node list ----------------------------------------------------------------------------------
  SDNode* firstNode() const { return Head; }
  SDNode* lastNode() const { return Tail; }
  /// Number of nodes in the list (LLVM's "SelectionDAG has N nodes").
  unsigned size() const { return NumNodes; }
  /// Iterate nodes in list order. Safe against deletion of the current node only if the caller saved next.
  struct NodeRange {
    SDNode* First;
    struct iterator {
      SDNode* N;
      SDNode* operator*() const { return N; }
      iterator& operator++() {
        N = N->nextInList();
        return *this;
      }
      bool operator!=(const iterator& O) const { return N != O.N; }
      bool operator==(const iterator& O) const { return N == O.N; }
    };
    iterator begin() const { return {First}; }
    iterator end() const { return {nullptr}; }
  };
  NodeRange allnodes() const { return {Head}; }
  /// The next persistent id that will be assigned.
  uint32_t nextPersistentId() const { return NextId; }
  void setNextPersistentId(uint32_t Id) { NextId = Id; } // for the dump reader
  /// Bytes the DAG's arena has taken from the system (nodes, operand lists, payloads, deleted nodes' too, and
  /// the unused rest of the last chunk): the DAG's memory footprint.
  size_t arenaBytes() const { return Arena.capacity(); }

  SDValue getEntryNode() const { return SDValue(Entry, 0); }
  const SDValue& getRoot() const { return Root; }
  SDValue setRoot(SDValue N);

  // ---- types ------------------------------------------------------------------------------------------
  SDVTList getVTList(EVT VT);
  SDVTList getVTList(EVT VT1, EVT VT2);
  SDVTList getVTList(EVT VT1, EVT VT2, EVT VT3);
  SDVTList getVTList(std::span<const EVT> VTs);

  // ---- leaves -----------------------------------------------------------------------------------------
  SDValue getConstant(const APInt& Val, EVT VT, bool IsTarget = false, bool IsOpaque = false);
  SDValue getConstant(uint64_t Val, EVT VT, bool IsTarget = false, bool IsOpaque = false);
  SDValue getSignedConstant(int64_t Val, EVT VT, bool IsTarget = false);
  SDValue getTargetConstant(uint64_t Val, EVT VT) { return getConstant(Val, VT, true); }
  SDValue getAllOnesConstant(EVT VT, bool IsTarget = false);
  SDValue getIntPtrConstant(uint64_t Val, bool IsTarget = false);
  SDValue getShiftAmountConstant(uint64_t Val, EVT VT);
  /// The boolean "true" for a value of type VT under the target's boolean contents (ZeroOrOne here).
  SDValue getBoolConstant(bool V, EVT VT);
  /// FP constant from its bit pattern in VT's format.
  SDValue getConstantFP(const APInt& Bits, EVT VT, bool IsTarget = false);
  SDValue getConstantFPFromDouble(double V, EVT VT, bool IsTarget = false);
  SDValue getCondCode(ISD::CondCode CC);
  SDValue getRegister(uint32_t Reg, EVT VT);
  SDValue getRegisterMask(const uint32_t* Mask);
  SDValue getValueType(EVT VT);
  SDValue getBasicBlock(unsigned MBBNumber, const char* Name);
  SDValue getGlobalAddress(const ir::Value* GV, const char* Name, EVT VT, int64_t Offset = 0, bool IsTarget = false,
                           unsigned TargetFlags = 0);
  SDValue getFrameIndex(int FI, EVT VT, bool IsTarget = false);
  SDValue getExternalSymbol(const char* Sym, EVT VT, bool IsTarget = false, unsigned TargetFlags = 0);
  SDValue getTargetExternalSymbol(const char* Sym, EVT VT, unsigned TargetFlags = 0) {
    return getExternalSymbol(Sym, VT, true, TargetFlags);
  }
  /// A constant-pool entry (LLVM's getConstantPool / getTargetConstantPool): the address, of pointer type VT, of
  /// a constant whose bits are Bits in type ConstVT (f16/bf16/f32/f64/f128 or an integer type; the dump prints it
  /// as LLVM prints the IR constant: `ConstantPool:i32<float 1.000000e+00> 0`). Align 0 means ConstVT's natural
  /// alignment (its store size, LLVM's preferred alignment on RISC-V). Equal constants give the same node (CSE).
  /// The interpreter gives every entry an address in its memory holding the constant's bytes. To expand a
  /// ConstantFP into a load: `getLoad(VT, Entry, CP, MMO{PtrInfo.Kind = ConstantPool, invariant})`.
  SDValue getConstantPool(const APInt& Bits, EVT ConstVT, EVT VT, unsigned Align = 0, int64_t Offset = 0,
                          bool IsTarget = false, unsigned TargetFlags = 0);
  SDValue getTargetConstantPool(const APInt& Bits, EVT ConstVT, EVT VT, unsigned Align = 0, int64_t Offset = 0,
                                unsigned TargetFlags = 0) {
    return getConstantPool(Bits, ConstVT, VT, Align, Offset, true, TargetFlags);
  }
  SDValue getUNDEF(EVT VT);
  SDValue getPOISON(EVT VT); // prints as undef (LLVM 19 had no poison node)
  /// Interns a string for the lifetime of the DAG (symbol names, IR value names).
  const char* internString(std::string_view S);

  // ---- general nodes ----------------------------------------------------------------------------------
  SDValue getNode(int32_t Opc, EVT VT, uint16_t Flags = 0);
  SDValue getNode(int32_t Opc, EVT VT, SDValue N1, uint16_t Flags = 0);
  SDValue getNode(int32_t Opc, EVT VT, SDValue N1, SDValue N2, uint16_t Flags = 0);
  SDValue getNode(int32_t Opc, EVT VT, SDValue N1, SDValue N2, SDValue N3, uint16_t Flags = 0);
  SDValue getNode(int32_t Opc, EVT VT, SDValue N1, SDValue N2, SDValue N3, SDValue N4, uint16_t Flags = 0);
  SDValue getNode(int32_t Opc, EVT VT, std::span<const SDValue> Ops, uint16_t Flags = 0);
  SDValue getNode(int32_t Opc, SDVTList VTs, std::span<const SDValue> Ops, uint16_t Flags = 0);
  SDValue getNode(int32_t Opc, SDVTList VTs, std::initializer_list<SDValue> Ops, uint16_t Flags = 0) {
    return getNode(Opc, VTs, std::span<const SDValue>(Ops.begin(), Ops.size()), Flags);
  }
  SDValue getNode(int32_t Opc, EVT VT, std::initializer_list<SDValue> Ops, uint16_t Flags = 0) {
    return getNode(Opc, VT, std::span<const SDValue>(Ops.begin(), Ops.size()), Flags);
  }

  SDValue getTokenFactor(std::span<const SDValue> Chains);
  SDValue getMergeValues(std::span<const SDValue> Ops);
  /// CopyToReg with a single chain result (LLVM's 4-argument form).
  SDValue getCopyToReg(SDValue Chain, uint32_t Reg, SDValue N);
  /// CopyToReg producing (ch, glue), taking Glue as last operand when it is set (LLVM's 5-argument form).
  SDValue getCopyToRegGlue(SDValue Chain, uint32_t Reg, SDValue N, SDValue Glue);
  /// CopyFromReg producing (VT, ch).
  SDValue getCopyFromReg(SDValue Chain, uint32_t Reg, EVT VT);
  /// CopyFromReg producing (VT, ch, glue), taking Glue as last operand when it is set.
  SDValue getCopyFromRegGlue(SDValue Chain, uint32_t Reg, EVT VT, SDValue Glue);
  SDValue getSetCC(EVT VT, SDValue LHS, SDValue RHS, ISD::CondCode CC, uint16_t Flags = 0);
  SDValue getSelect(EVT VT, SDValue Cond, SDValue T, SDValue F, uint16_t Flags = 0);
  SDValue getZExtOrTrunc(SDValue Op, EVT VT);
  SDValue getSExtOrTrunc(SDValue Op, EVT VT);
  SDValue getAnyExtOrTrunc(SDValue Op, EVT VT);
  SDValue getZeroExtendInReg(SDValue Op, EVT VT);
  SDValue getNOT(SDValue Op, EVT VT);
  SDValue getLogicalNOT(SDValue Op, EVT VT);
  SDValue getNegative(SDValue Op, EVT VT);
  SDValue getMemBasePlusOffset(SDValue Base, int64_t Offset, uint16_t Flags = 0);
  SDValue getVectorShuffle(EVT VT, SDValue N1, SDValue N2, std::span<const int> Mask);
  SDValue getCALLSEQ_START(SDValue Chain, uint64_t InSize, uint64_t OutSize);
  SDValue getCALLSEQ_END(SDValue Chain, uint64_t Size1, uint64_t Size2, SDValue Glue);

  // ---- memory -------------------------------------------------------------------------------------------
  const MemOperand* getMemOperand(const MemOperand& MO);
  SDValue getLoad(EVT VT, SDValue Chain, SDValue Ptr, const MemOperand* MMO);
  SDValue getExtLoad(ISD::LoadExtType Ext, EVT VT, SDValue Chain, SDValue Ptr, EVT MemVT, const MemOperand* MMO);
  SDValue getStore(SDValue Chain, SDValue Val, SDValue Ptr, const MemOperand* MMO);
  SDValue getTruncStore(SDValue Chain, SDValue Val, SDValue Ptr, EVT MemVT, const MemOperand* MMO);
  /// A target memory node (e.g. a RISC-V W-form load) with the given memory type and access.
  SDValue getMemIntrinsicNode(int32_t Opc, SDVTList VTs, std::span<const SDValue> Ops, EVT MemVT,
                              const MemOperand* MMO);

  // ---- machine nodes (instruction selection) ------------------------------------------------------------
  SDNode* getMachineNode(unsigned MachineOpc, SDVTList VTs, std::span<const SDValue> Ops);
  void setMemRefs(SDNode* N, std::span<const MemOperand* const> Refs);
  /// Turns N into another node in place (keeping its id), CSE-ing with an existing equal node if one exists;
  /// returns the node that now stands for N.
  SDNode* MorphNodeTo(SDNode* N, int32_t Opc, SDVTList VTs, std::span<const SDValue> Ops);

  // ---- changing the DAG ---------------------------------------------------------------------------------
  /// Replaces the operands of N in place (re-CSE'ing it); returns N or the existing node it became equal to.
  SDNode* UpdateNodeOperands(SDNode* N, std::span<const SDValue> Ops);
  SDNode* UpdateNodeOperands(SDNode* N, std::initializer_list<SDValue> Ops) {
    return UpdateNodeOperands(N, std::span<const SDValue>(Ops.begin(), Ops.size()));
  }
  /// Every use of result From becomes a use of To (From must be single-result, or To covers it).
  void ReplaceAllUsesWith(SDValue From, SDValue To);
  /// Every result i of From is replaced by result i of To (same result types).
  void ReplaceAllUsesWith(SDNode* From, SDNode* To);
  /// Every result i of From is replaced by To[i].
  void ReplaceAllUsesWith(SDNode* From, const SDValue* To);
  void ReplaceAllUsesOfValueWith(SDValue From, SDValue To);
  void ReplaceAllUsesOfValuesWith(const SDValue* From, const SDValue* To, unsigned Num);

  /// Deletes every node not reachable from the root (LLVM's RemoveDeadNodes).
  void RemoveDeadNodes();
  /// Deletes N if it has no uses, and then its operands that became unused.
  void RemoveDeadNode(SDNode* N);
  /// Deletes N, which must have no uses.
  void DeleteNode(SDNode* N);

  /// Sorts the node list topologically (LLVM's algorithm, so orders match) and sets node ids to the
  /// position; returns the number of nodes.
  unsigned AssignTopologicalOrder();
  /// Relinks the node list in exactly this order (it must contain every node once); for the dump reader.
  void setNodeOrder(const std::vector<SDNode*>& Order);

  /// Expects about N more nodes: sizes the CSE table for them now rather than growing it step by step
  /// (each growth rehashes every node, which in a big DAG means reading and writing far more memory).
  void reserveNodes(size_t N);

  /// Finds an existing node equal to the one these arguments describe (no creation), for CSE queries.
  SDNode* getNodeIfExists(int32_t Opc, SDVTList VTs, std::span<const SDValue> Ops);

  // ---- provenance -----------------------------------------------------------------------------------
  /// Rule names are interned process-wide (the same literals name the same rules in every DAG), so an index
  /// means the same name in every DAG and a new DAG starts with nothing to intern.
  static uint16_t ruleIndex(std::string_view Rule);
  static const std::string& ruleName(uint16_t Index);
  Provenance currentProvenance() const { return CurProv; }
  void setCurrentProvenance(Provenance P) { CurProv = P; }

  /// Called by the listener base class.
  void addListener(DAGUpdateListener* L);
  void removeListener(DAGUpdateListener* L);

  /// Whether getNode folds constants and applies identities (LLVM always does; tests may turn it off).
  bool FoldOnCreate = true;
  /// The IR order stamped on new nodes (the builder sets it per instruction).
  uint32_t CurrentIROrder = 0;

private:
  friend class HandleSDNode;
  friend class DAGUpdateListener;

  // creation and CSE
  SDNode* allocNode();
  SDUse* allocOperands(unsigned N);
  void freeOperands(SDUse* Ops, unsigned N);
  void initNode(SDNode* N, int32_t Opc, SDVTList VTs, std::span<const SDValue> Ops);
  void linkNode(SDNode* N); // assign id, append to list, notify
  static bool doNotCSE(const SDNode* N);
  uint64_t computeHash(const SDNode* N) const;
  static bool sameNode(const SDNode* A, const SDNode* B);
  SDNode* cseLookup(SDNode* Probe);
  SDNode* lookupWithOperands(const SDNode& Template, std::span<const SDValue> Ops);
  void cseInsert(SDNode* N) {
    N->Hash = computeHash(N);
    cseInsertHashed(N);
  }
  /// cseInsert for a node whose Hash is current: cseLookup just set it and nothing changed since.
  void cseInsertHashed(SDNode* N);
  bool cseRemove(SDNode* N);
  void cseRehash(size_t NewSize = 0); // to NewSize slots (a power of two), by default twice as many
  /// Finishes a probe node: returns an existing equal node (and discards the probe) or inserts it.
  SDNode* finishNode(SDNode* Probe, bool& IsNew);
  SDValue getLeaf(int32_t Opc, EVT VT, auto&& SetPayload);
  void AddModifiedNodeToCSEMaps(SDNode* N);
  void RemoveNodeFromCSEMaps(SDNode* N) { cseRemove(N); }
  template <class Matches, class NewValue> void replaceOriginalUses(SDNode* From, Matches&& Match, NewValue&& Value);
  void DeallocateNode(SDNode* N);
  void RemoveDeadNodesList(std::vector<SDNode*>& Dead);

  // folding (dag/GetNode.cpp)
  SDValue foldUnary(int32_t Opc, EVT VT, SDValue N1, uint16_t Flags);
  SDValue foldBinary(int32_t Opc, EVT VT, SDValue& N1, SDValue& N2, uint16_t Flags);
  SDValue foldTernary(int32_t Opc, EVT VT, SDValue N1, SDValue N2, SDValue N3, uint16_t Flags);
  SDValue FoldConstantArithmetic(int32_t Opc, EVT VT, SDValue N1, SDValue N2);
  SDValue FoldSetCC(EVT VT, SDValue N1, SDValue N2, ISD::CondCode CC);
  SDValue simplifyShift(SDValue X, SDValue Y);
  SDValue simplifySelect(SDValue Cond, SDValue T, SDValue F);

  const TargetHooks& TH;
  FunctionLoweringInfo* FLI;

  // arena
  BumpArena Arena;
  void* allocate(size_t Bytes, size_t Align) { return Arena.allocate(Bytes, Align); }
  std::vector<SDNode*> FreeNodes;
  std::vector<std::pair<SDNode*, unsigned>> RAUWScratch; // (user, operand) snapshots of running replacements
  /// Set when a node gets an APInt payload wider than 128 bits (heap memory that ~SelectionDAG must free).
  bool HasWideConstants = false;
  std::vector<SDUse*> FreeOps[9]; // recycled operand arrays by size (1..8)

  SDNode* Head = nullptr;
  SDNode* Tail = nullptr;
  unsigned NumNodes = 0;
  uint32_t NextId = 0;
  SDNode* Entry = nullptr;
  SDValue Root;

  // CSE hash table: open addressing with linear probing, at most half full. Each slot has a control byte
  // (0 = empty, else 0x80 | the hash's top 7 bits) in one small array and a (hash, node) entry in another:
  // a probe reads the control bytes, an entry only when its control byte matches, and a node only when the
  // full hash matches. Most lookups miss, so they touch one byte per slot however big the DAG grows.
  struct CSEEntry {
    uint64_t Hash = 0;
    SDNode* N = nullptr;
  };
  std::vector<uint8_t> CSECtrl;   // size: a power of two
  std::vector<CSEEntry> CSETable; // same size
  static uint8_t cseTag(uint64_t H) { return uint8_t(0x80 | (H >> 57)); }
  size_t CSECount = 0;

  // interned type lists and strings
  std::deque<std::vector<EVT>> VTListStorage;
  std::unordered_map<std::string, const EVT*> VTListMap;
  // Single-type lists, which nearly every node asks for: a small direct-mapped cache in front of the map.
  struct VTCacheEntry {
    EVT VT;
    const EVT* List = nullptr;
  };
  VTCacheEntry VTCache[32];
  std::deque<std::string> Strings;
  std::unordered_map<std::string_view, const char*> StringMap;
  std::deque<MemOperand> MemOperands;
  std::deque<std::vector<const MemOperand*>> MemRefLists;
  std::deque<std::vector<int>> Masks;

  Provenance CurProv;

  DAGUpdateListener* Listeners = nullptr;
};

} // namespace dt
