// dag/SelectionDAG.cpp — node arena, CSE table, use lists, replacement and deletion.
//
// The arena (support/Arena.h) hands out SDNode records and operand arrays; deleted ones are recycled through free
// lists, so a phase that rewrites nodes does not allocate per node in steady state. The CSE table is an
// open-addressing table of (hash, node) pairs (linear probing, backward-shift deletion).
#include "dag/SelectionDAG.h"

#include "support/Diagnostics.h"

#include <algorithm>
#include <array>
#include <deque>
#include <mutex>
#include <unordered_set>

namespace dt {

// ---- listeners and provenance ---------------------------------------------------------------------------
DAGUpdateListener::DAGUpdateListener(SelectionDAG& D) : Next(nullptr), DAG(D) { D.addListener(this); }
DAGUpdateListener::~DAGUpdateListener() { DAG.removeListener(this); }

void SelectionDAG::addListener(DAGUpdateListener* L) {
  L->Next = Listeners;
  Listeners = L;
}
void SelectionDAG::removeListener(DAGUpdateListener* L) {
  for (DAGUpdateListener** P = &Listeners; *P; P = &(*P)->Next)
    if (*P == L) {
      *P = L->Next;
      return;
    }
}

ProvenanceScope::ProvenanceScope(SelectionDAG& D, std::string_view Rule, const SDNode* Origin)
    : DAG(D), Saved(D.currentProvenance()) {
  Provenance P;
  P.Rule = D.ruleIndex(Rule);
  P.OriginId = Origin ? Origin->getPersistentId() : Saved.OriginId;
  D.setCurrentProvenance(P);
}
ProvenanceScope::~ProvenanceScope() { DAG.setCurrentProvenance(Saved); }

namespace {
// The process-wide table of rule names. Names are only ever added (there are a few hundred, nearly all string
// literals); the deque keeps every name where it is, so a name handed out stays valid without the lock.
struct RuleRegistry {
  std::mutex Lock;
  std::deque<std::string> Names{"build"};
  struct NameHash {
    using is_transparent = void; // look up by string_view without building a std::string
    size_t operator()(std::string_view S) const { return std::hash<std::string_view>()(S); }
  };
  std::unordered_map<std::string, uint16_t, NameHash, std::equal_to<>> Index{{"build", 0}};
};
RuleRegistry& ruleRegistry() {
  static RuleRegistry R;
  return R;
}
// Rule names are named again and again (every SimplifyDemandedBits step opens a scope): a small per-thread
// cache keyed by the text's address answers those without hashing or locking. A hit is confirmed by comparing
// the text, since a temporary string may reuse an address.
struct RuleCacheEntry {
  const char* Data = nullptr;
  const std::string* Name = nullptr;
  uint16_t Index = 0;
};
thread_local std::array<RuleCacheEntry, 256> RuleCache{};
} // namespace

uint16_t SelectionDAG::ruleIndex(std::string_view Rule) {
  uintptr_t Address = reinterpret_cast<uintptr_t>(Rule.data());
  RuleCacheEntry& Cached = RuleCache[(Address ^ (Address >> 8)) % RuleCache.size()];
  if (Cached.Data == Rule.data() && Cached.Name && *Cached.Name == Rule) return Cached.Index;
  RuleRegistry& R = ruleRegistry();
  std::lock_guard<std::mutex> Guard(R.Lock);
  uint16_t I;
  if (auto It = R.Index.find(Rule); It != R.Index.end()) {
    I = It->second;
  } else {
    if (R.Names.size() > UINT16_MAX) throw InternalError("more than 65536 provenance rule names");
    I = uint16_t(R.Names.size());
    R.Names.emplace_back(Rule);
    R.Index.emplace(std::string(Rule), I);
  }
  Cached = {Rule.data(), &R.Names[I], I};
  return I;
}

const std::string& SelectionDAG::ruleName(uint16_t Index) {
  RuleRegistry& R = ruleRegistry();
  std::lock_guard<std::mutex> Guard(R.Lock);
  return R.Names.at(Index);
}

// ---- HandleSDNode ---------------------------------------------------------------------------------------
HandleSDNode::HandleSDNode(SDValue V) {
  Opcode = ISD::HANDLENODE;
  static const EVT OtherVT = EVT::other();
  VTs = &OtherVT;
  NumValues = 1;
  NumOperands = 1;
  Ops = &Op;
  Op.setUser(this);
  Op.setInitial(V);
  PersistentId = ~0u;
}
HandleSDNode::~HandleSDNode() { Op.removeFromList(); }

// ---- SDNode / SDValue helpers ---------------------------------------------------------------------------
bool SDValue::hasOneUse() const { return Node->hasNUsesOfValue(1, ResNo); }
bool SDValue::use_empty() const { return !Node->hasAnyUseOfValue(ResNo); }

unsigned SDNode::useCount() const {
  unsigned N = 0;
  for (SDUse* U = UseList; U; U = U->getNext()) ++N;
  return N;
}
bool SDNode::hasNUsesOfValue(unsigned N, unsigned R) const {
  for (SDUse* U = UseList; U; U = U->getNext())
    if (U->getResNo() == R) {
      if (N == 0) return false;
      --N;
    }
  return N == 0;
}
bool SDNode::hasAnyUseOfValue(unsigned R) const {
  for (SDUse* U = UseList; U; U = U->getNext())
    if (U->getResNo() == R) return true;
  return false;
}
bool SDNode::isOnlyUserOf(const SDNode* N) const {
  bool Seen = false;
  for (SDUse* U = N->UseList; U; U = U->getNext()) {
    if (U->getUser() != this) return false;
    Seen = true;
  }
  return Seen;
}
bool SDNode::isOperandOf(const SDNode* N) const {
  for (unsigned I = 0; I < N->NumOperands; ++I)
    if (N->Ops[I].getNode() == this) return true;
  return false;
}
SDNode* SDNode::getGluedNode() const {
  if (NumOperands && Ops[NumOperands - 1].getValueType().isGlue()) return Ops[NumOperands - 1].getNode();
  return nullptr;
}
unsigned SDNode::use_iterator::getOperandNo() const {
  return unsigned(U - U->getUser()->operandUses());
}

// ---- construction -----------------------------------------------------------------------------------
SelectionDAG::SelectionDAG(const TargetHooks& TH, FunctionLoweringInfo* FLI) : TH(TH), FLI(FLI) {
  CSECtrl.assign(64, 0);
  CSETable.assign(64, CSEEntry());
  SDNode* N = allocNode();
  initNode(N, ISD::EntryToken, getVTList(EVT::other(), EVT::glue()), {});
  linkNode(N);
  Entry = N;
  Root = SDValue(N, 0);
}

SelectionDAG::~SelectionDAG() {
  // Nodes live in the arena. Only an APInt payload wider than 128 bits owns heap memory (nothing else in a
  // node needs destruction); when no node ever got one, the chunks are freed without walking the nodes.
  if (!HasWideConstants) return;
  for (SDNode* N = Head; N; N = N->Next) N->~SDNode();
  for (SDNode* N : FreeNodes) N->~SDNode();
}

SDNode* SelectionDAG::allocNode() {
  if (!FreeNodes.empty()) {
    SDNode* N = FreeNodes.back();
    FreeNodes.pop_back();
    N->~SDNode();
    return new (N) SDNode();
  }
  return new (allocate(sizeof(SDNode), alignof(SDNode))) SDNode();
}

SDUse* SelectionDAG::allocOperands(unsigned N) {
  if (N == 0) return nullptr;
  if (N <= 8 && !FreeOps[N].empty()) {
    SDUse* U = FreeOps[N].back();
    FreeOps[N].pop_back();
    for (unsigned I = 0; I < N; ++I) new (&U[I]) SDUse();
    return U;
  }
  SDUse* U = static_cast<SDUse*>(allocate(sizeof(SDUse) * N, alignof(SDUse)));
  for (unsigned I = 0; I < N; ++I) new (&U[I]) SDUse();
  return U;
}

void SelectionDAG::freeOperands(SDUse* Ops, unsigned N) {
  if (Ops && N <= 8) FreeOps[N].push_back(Ops);
}

void SelectionDAG::initNode(SDNode* N, int32_t Opc, SDVTList VTs, std::span<const SDValue> Ops) {
  DT_CHECK(Ops.size() < 65536 && VTs.NumVTs < 65536, "too many operands or results");
  N->Opcode = Opc;
  N->VTs = VTs.VTs;
  N->NumValues = uint16_t(VTs.NumVTs);
  N->NumOperands = uint16_t(Ops.size());
  N->Ops = allocOperands(unsigned(Ops.size()));
  for (unsigned I = 0; I < Ops.size(); ++I) {
    N->Ops[I].setUser(N);
    N->Ops[I].setInitial(Ops[I]);
  }
}

// LLVM makes its leaf nodes (constants, registers, frame indices, blocks, symbols, undef) without a position
// in the IR, global addresses excepted. It matters to the source scheduler: a constant selected into an
// instruction (ADDI $x0, 3) keeps the order of the constant, 0, and is placed as late as its users allow.
static bool carriesIROrder(int32_t Opc) {
  if (!ISD::isLeafOpcode(Opc)) return true;
  return Opc == ISD::GlobalAddress || Opc == ISD::TargetGlobalAddress || Opc == ISD::GlobalTLSAddress ||
         Opc == ISD::TargetGlobalTLSAddress;
}

void SelectionDAG::linkNode(SDNode* N) {
  N->PersistentId = NextId++;
  N->Prov = CurProv;
  N->IROrder = carriesIROrder(N->Opcode) ? CurrentIROrder : 0;
  N->Prev = Tail;
  N->Next = nullptr;
  if (Tail)
    Tail->Next = N;
  else
    Head = N;
  Tail = N;
  ++NumNodes;
  for (DAGUpdateListener* L = Listeners; L; L = L->Next) L->NodeInserted(N);
}

SDValue SelectionDAG::setRoot(SDValue N) {
  Root = N;
  return Root;
}

// ---- type lists and interned strings ----------------------------------------------------------------------
SDVTList SelectionDAG::getVTList(std::span<const EVT> VTs) {
  std::string Key;
  Key.reserve(VTs.size() * 8);
  for (EVT V : VTs) {
    uint64_t H = V.hash();
    Key.append(reinterpret_cast<const char*>(&H), sizeof(H));
  }
  auto It = VTListMap.find(Key);
  if (It != VTListMap.end()) return {It->second, unsigned(VTs.size())};
  VTListStorage.emplace_back(VTs.begin(), VTs.end());
  const EVT* P = VTListStorage.back().data();
  VTListMap.emplace(std::move(Key), P);
  return {P, unsigned(VTs.size())};
}
SDVTList SelectionDAG::getVTList(EVT VT) {
  VTCacheEntry& E = VTCache[VT.hash() >> 59]; // the top bits: the hash multiplies its fields up
  if (E.List && E.VT == VT) return {E.List, 1};
  SDVTList L = getVTList(std::span<const EVT>(&VT, 1));
  E = {VT, L.VTs};
  return L;
}
SDVTList SelectionDAG::getVTList(EVT VT1, EVT VT2) {
  EVT A[] = {VT1, VT2};
  return getVTList(A);
}
SDVTList SelectionDAG::getVTList(EVT VT1, EVT VT2, EVT VT3) {
  EVT A[] = {VT1, VT2, VT3};
  return getVTList(A);
}

const char* SelectionDAG::internString(std::string_view S) {
  auto It = StringMap.find(S);
  if (It != StringMap.end()) return It->second;
  Strings.emplace_back(S);
  const std::string& Stored = Strings.back();
  StringMap.emplace(std::string_view(Stored), Stored.c_str());
  return Stored.c_str();
}

const MemOperand* SelectionDAG::getMemOperand(const MemOperand& MO) {
  MemOperands.push_back(MO);
  return &MemOperands.back();
}

// ---- CSE ---------------------------------------------------------------------------------------------------
bool SelectionDAG::doNotCSE(const SDNode* N) {
  if (N->Opcode == ISD::EntryToken || N->Opcode == ISD::HANDLENODE) return true;
  for (unsigned I = 0; I < N->NumValues; ++I)
    if (N->VTs[I].isGlue()) return true;
  return false;
}

static inline uint64_t mix(uint64_t H, uint64_t V) {
  H ^= V + 0x9E3779B97F4A7C15ull + (H << 6) + (H >> 2);
  return H;
}

uint64_t SelectionDAG::computeHash(const SDNode* N) const {
  uint64_t H = mix(uint64_t(uint32_t(N->Opcode)), reinterpret_cast<uintptr_t>(N->VTs));
  for (unsigned I = 0; I < N->NumOperands; ++I) {
    const SDValue& V = N->Ops[I].get();
    H = mix(H, reinterpret_cast<uintptr_t>(V.getNode()));
    H = mix(H, V.getResNo());
  }
  // Equal nodes must hash equal; unequal ones may collide, since the table compares whole nodes. So a node
  // with operands, which they tell apart, mixes in only the payload such nodes carry (memory type, extension
  // and indexing, condition code); a leaf mixes in all of it.
  H = mix(H, uint64_t(N->ExtOrTrunc) | uint64_t(N->Indexed) << 8 | uint64_t(N->Opaque) << 16 |
                 uint64_t(N->CC) << 24);
  H = mix(H, N->MemVT.hash());
  if (N->NumOperands == 0) {
    H = mix(H, N->Value.hash());
    H = mix(H, N->Reg);
    H = mix(H, uint64_t(uint32_t(N->FrameIdx)) ^ (uint64_t(N->TargetFlags) << 32));
    H = mix(H, uint64_t(N->Offset));
    H = mix(H, reinterpret_cast<uintptr_t>(N->Global) ^ reinterpret_cast<uintptr_t>(N->Symbol));
    H = mix(H, reinterpret_cast<uintptr_t>(N->RegMask));
    H = mix(H, N->PayloadVT.hash());
  }
  if (N->MMO) H = mix(H, uint64_t(N->MMO->F) | uint64_t(N->MMO->PtrInfo.AddrSpace) << 16);
  if (N->ShuffleMask)
    for (unsigned I = 0; I < N->VTs[0].numElements(); ++I) H = mix(H, uint64_t(uint32_t(N->ShuffleMask[I])));
  // Finalize (MurmurHash3's fmix64): the table indexes by the low bits, which mix() alone leaves clustered.
  H ^= H >> 33;
  H *= 0xff51afd7ed558ccdull;
  H ^= H >> 33;
  H *= 0xc4ceb9fe1a85ec53ull;
  H ^= H >> 33;
  return H;
}

bool SelectionDAG::sameNode(const SDNode* A, const SDNode* B) {
  if (A->Opcode != B->Opcode || A->VTs != B->VTs || A->NumOperands != B->NumOperands) return false;
  for (unsigned I = 0; I < A->NumOperands; ++I)
    if (A->Ops[I].get() != B->Ops[I].get()) return false;
  if (A->Value.getBitWidth() != B->Value.getBitWidth() || A->Value != B->Value) return false;
  if (A->Reg != B->Reg || A->CC != B->CC || A->FrameIdx != B->FrameIdx || A->TargetFlags != B->TargetFlags ||
      A->Offset != B->Offset || A->Global != B->Global || A->RegMask != B->RegMask || A->PayloadVT != B->PayloadVT ||
      A->MemVT != B->MemVT || A->ExtOrTrunc != B->ExtOrTrunc || A->Indexed != B->Indexed || A->Opaque != B->Opaque)
    return false;
  // Symbols are interned per DAG (internString), so equal names are the same pointer; computeHash relies on
  // that too, and comparing text here would let two nodes be equal that hash differently.
  if (A->Symbol != B->Symbol) return false;
  if ((A->MMO == nullptr) != (B->MMO == nullptr)) return false;
  if (A->MMO && (A->MMO->F != B->MMO->F || A->MMO->PtrInfo.AddrSpace != B->MMO->PtrInfo.AddrSpace)) return false;
  if ((A->ShuffleMask == nullptr) != (B->ShuffleMask == nullptr)) return false;
  if (A->ShuffleMask &&
      !std::equal(A->ShuffleMask, A->ShuffleMask + A->VTs[0].numElements(), B->ShuffleMask))
    return false;
  return true;
}

SDNode* SelectionDAG::cseLookup(SDNode* Probe) {
  const uint64_t H = Probe->Hash = computeHash(Probe);
  const uint8_t Tag = cseTag(H);
  const size_t Mask = CSETable.size() - 1;
  for (size_t I = H & Mask;; I = (I + 1) & Mask) {
    uint8_t C = CSECtrl[I];
    if (!C) return nullptr;
    if (C != Tag) continue;
    const CSEEntry& E = CSETable[I];
    if (E.Hash == H && E.N != Probe && sameNode(E.N, Probe)) return E.N;
  }
}

void SelectionDAG::cseInsertHashed(SDNode* N) {
  if ((CSECount + 1) * 2 > CSETable.size()) cseRehash();
  const size_t Mask = CSETable.size() - 1;
  size_t I = N->Hash & Mask;
  while (CSECtrl[I]) I = (I + 1) & Mask;
  CSECtrl[I] = cseTag(N->Hash);
  CSETable[I] = {N->Hash, N};
  N->InCSEMap = true;
  ++CSECount;
}

bool SelectionDAG::cseRemove(SDNode* N) {
  if (!N->InCSEMap) return false;
  const uint8_t Tag = cseTag(N->Hash);
  const size_t Mask = CSETable.size() - 1;
  size_t I = N->Hash & Mask;
  for (; !(CSECtrl[I] == Tag && CSETable[I].N == N); I = (I + 1) & Mask)
    if (!CSECtrl[I]) {
      DT_CHECK(false, "node marked as CSE'd is missing from the CSE table");
      return false;
    }
  // Backward-shift deletion: pull later entries of the probe run into the hole unless their home slot lies
  // cyclically in (hole, entry], so that every entry stays reachable from its home without tombstones.
  for (size_t J = I;;) {
    J = (J + 1) & Mask;
    if (!CSECtrl[J]) break;
    size_t Home = CSETable[J].Hash & Mask;
    bool Reachable = I <= J ? (I < Home && Home <= J) : (I < Home || Home <= J);
    if (!Reachable) {
      CSECtrl[I] = CSECtrl[J];
      CSETable[I] = CSETable[J];
      I = J;
    }
  }
  CSECtrl[I] = 0;
  CSETable[I] = CSEEntry();
  N->InCSEMap = false;
  --CSECount;
  return true;
}

void SelectionDAG::reserveNodes(size_t N) {
  size_t Want = CSETable.size();
  while ((CSECount + N) * 2 > Want) Want *= 2;
  if (Want > CSETable.size()) cseRehash(Want);
}

void SelectionDAG::cseRehash(size_t NewSize) {
  if (!NewSize) NewSize = CSETable.size() * 2;
  std::vector<CSEEntry> Old(NewSize);
  Old.swap(CSETable);
  std::vector<uint8_t> OldCtrl(NewSize, 0);
  OldCtrl.swap(CSECtrl);
  const size_t Mask = CSETable.size() - 1;
  for (size_t K = 0; K < Old.size(); ++K) {
    if (!OldCtrl[K]) continue;
    const CSEEntry& E = Old[K];
    size_t I = E.Hash & Mask;
    while (CSECtrl[I]) I = (I + 1) & Mask;
    CSECtrl[I] = OldCtrl[K];
    CSETable[I] = E;
  }
}

SDNode* SelectionDAG::finishNode(SDNode* Probe, bool& IsNew) {
  if (!doNotCSE(Probe)) {
    if (SDNode* E = cseLookup(Probe)) {
      // Discard the probe: unlink its operand uses and recycle it.
      for (unsigned I = 0; I < Probe->NumOperands; ++I) Probe->Ops[I].removeFromList();
      freeOperands(Probe->Ops, Probe->NumOperands);
      Probe->Ops = nullptr;
      Probe->NumOperands = 0;
      Probe->Opcode = ISD::DELETED_NODE;
      FreeNodes.push_back(Probe);
      IsNew = false;
      return E;
    }
    cseInsertHashed(Probe); // hashed by the lookup: computing the hash is most of a node's CSE cost
  }
  linkNode(Probe);
  IsNew = true;
  return Probe;
}

// Looks up a node equal to Template but with operands Ops, without creating anything.
SDNode* SelectionDAG::lookupWithOperands(const SDNode& Template, std::span<const SDValue> Ops) {
  SDNode Probe(Template);
  std::vector<SDUse> Tmp(Ops.size());
  for (unsigned I = 0; I < Ops.size(); ++I) {
    Tmp[I].setUser(&Probe);
    const_cast<SDValue&>(Tmp[I].get()) = Ops[I];
  }
  Probe.Ops = Tmp.data();
  Probe.NumOperands = uint16_t(Ops.size());
  Probe.UseList = nullptr;
  return cseLookup(&Probe);
}

SDNode* SelectionDAG::getNodeIfExists(int32_t Opc, SDVTList VTs, std::span<const SDValue> Ops) {
  SDNode Template;
  Template.Opcode = Opc;
  Template.VTs = VTs.VTs;
  Template.NumValues = uint16_t(VTs.NumVTs);
  if (doNotCSE(&Template)) return nullptr;
  return lookupWithOperands(Template, Ops);
}

// ---- replacement -------------------------------------------------------------------------------------------
void SelectionDAG::AddModifiedNodeToCSEMaps(SDNode* N) {
  if (!doNotCSE(N)) {
    if (SDNode* Existing = cseLookup(N)) {
      // N became identical to an existing node: merge N into it.
      ReplaceAllUsesWith(N, Existing);
      for (DAGUpdateListener* L = Listeners; L; L = L->Next) L->NodeDeleted(N, Existing);
      DeallocateNode(N);
      return;
    }
    cseInsertHashed(N);
  }
  for (DAGUpdateListener* L = Listeners; L; L = L->Next) L->NodeUpdated(N);
}

// The replacements below visit the uses From has when they start, user by user in use-list order, as LLVM
// does. A user re-CSE'd into an existing node merges into it; when that existing node is From itself, the
// merged user's users now use From — uses made during the replacement, which keep From (LLVM's iterator has
// already passed the list head where they are added). A user deleted by such a merge is skipped. Nothing is
// allocated while a replacement runs, so a deleted user's memory still reads DELETED_NODE.
template <class Matches, class NewValue>
void SelectionDAG::replaceOriginalUses(SDNode* From, Matches&& Match, NewValue&& Value) {
  size_t Base = RAUWScratch.size();
  for (SDUse* U = From->UseList; U; U = U->getNext())
    if (Match(*U)) RAUWScratch.push_back({U->getUser(), unsigned(U - U->getUser()->operandUses())});
  size_t End = RAUWScratch.size();
  for (size_t I = Base; I < End; ++I) {
    auto [User, OpNo] = RAUWScratch[I];
    if (User->Opcode == ISD::DELETED_NODE || User->Ops[OpNo].getNode() != From || !Match(User->Ops[OpNo]))
      continue; // deleted by a merge, or already handled with an earlier use by the same user
    RemoveNodeFromCSEMaps(User);
    for (size_t J = I; J < End && RAUWScratch[J].first == User; ++J) {
      SDUse& Use = User->Ops[RAUWScratch[J].second];
      if (Use.getNode() == From && Match(Use)) Use.set(Value(Use));
    }
    AddModifiedNodeToCSEMaps(User);
  }
  RAUWScratch.resize(Base);
}

void SelectionDAG::ReplaceAllUsesWith(SDValue From, SDValue To) {
  SDNode* FromN = From.getNode();
  if (FromN->NumValues != 1) return ReplaceAllUsesOfValueWith(From, To);
  DT_CHECK(FromN != To.getNode(), "cannot replace a node with itself");
  replaceOriginalUses(FromN, [](const SDUse&) { return true; }, [&](const SDUse&) { return To; });
  if (From == Root) Root = To;
}

void SelectionDAG::ReplaceAllUsesWith(SDNode* From, SDNode* To) {
  if (From == To) return;
  replaceOriginalUses(From, [](const SDUse&) { return true; },
                      [&](const SDUse& U) { return SDValue(To, U.getResNo()); });
  if (Root.getNode() == From) Root = SDValue(To, Root.getResNo());
}

void SelectionDAG::ReplaceAllUsesWith(SDNode* From, const SDValue* To) {
  if (From->NumValues == 1) return ReplaceAllUsesWith(SDValue(From, 0), To[0]);
  replaceOriginalUses(From, [](const SDUse&) { return true; }, [&](const SDUse& U) { return To[U.getResNo()]; });
  if (Root.getNode() == From) Root = To[Root.getResNo()];
}

void SelectionDAG::ReplaceAllUsesOfValueWith(SDValue From, SDValue To) {
  if (From == To) return;
  if (From.getNode()->NumValues == 1) return ReplaceAllUsesWith(From, To);
  unsigned ResNo = From.getResNo();
  replaceOriginalUses(From.getNode(), [&](const SDUse& U) { return U.getResNo() == ResNo; },
                      [&](const SDUse&) { return To; });
  if (From == Root) Root = To;
}

void SelectionDAG::ReplaceAllUsesOfValuesWith(const SDValue* From, const SDValue* To, unsigned Num) {
  if (Num == 1) return ReplaceAllUsesOfValueWith(From[0], To[0]);
  // Collect all uses first so that replacing one value cannot feed into another replacement. Re-CSE'ing
  // a user may merge (and delete) another user still on the list; a listener drops those.
  struct UseRec {
    SDNode* User;
    unsigned Index;
    unsigned OpNo;
  };
  std::vector<UseRec> Uses;
  for (unsigned I = 0; I < Num; ++I)
    for (SDUse* U = From[I].getNode()->UseList; U; U = U->getNext())
      if (U->getResNo() == From[I].getResNo())
        Uses.push_back({U->getUser(), I, unsigned(U - U->getUser()->operandUses())});
  std::stable_sort(Uses.begin(), Uses.end(), [](const UseRec& A, const UseRec& B) { return A.User < B.User; });
  struct Tracker : DAGUpdateListener {
    std::unordered_set<const SDNode*> Deleted;
    using DAGUpdateListener::DAGUpdateListener;
    void NodeDeleted(SDNode* N, SDNode*) override { Deleted.insert(N); }
  } T(*this);
  for (size_t I = 0; I < Uses.size();) {
    SDNode* User = Uses[I].User;
    if (T.Deleted.count(User)) {
      while (I < Uses.size() && Uses[I].User == User) ++I;
      continue;
    }
    RemoveNodeFromCSEMaps(User);
    do {
      User->Ops[Uses[I].OpNo].set(To[Uses[I].Index]);
      ++I;
    } while (I < Uses.size() && Uses[I].User == User);
    AddModifiedNodeToCSEMaps(User);
  }
  for (unsigned I = 0; I < Num; ++I)
    if (From[I] == Root) Root = To[I];
}

SDNode* SelectionDAG::UpdateNodeOperands(SDNode* N, std::span<const SDValue> Ops) {
  bool Same = Ops.size() == N->NumOperands;
  for (unsigned I = 0; Same && I < Ops.size(); ++I) Same = N->Ops[I].get() == Ops[I];
  if (Same) return N;
  // If the updated node would equal an existing node, that node is the answer and N stays as it was.
  if (!doNotCSE(N))
    if (SDNode* E = lookupWithOperands(*N, Ops); E && E != N) return E;
  RemoveNodeFromCSEMaps(N);
  if (Ops.size() != N->NumOperands) {
    for (unsigned I = 0; I < N->NumOperands; ++I) N->Ops[I].removeFromList();
    freeOperands(N->Ops, N->NumOperands);
    N->Ops = allocOperands(unsigned(Ops.size()));
    N->NumOperands = uint16_t(Ops.size());
    for (unsigned I = 0; I < Ops.size(); ++I) {
      N->Ops[I].setUser(N);
      N->Ops[I].setInitial(Ops[I]);
    }
  } else {
    for (unsigned I = 0; I < Ops.size(); ++I)
      if (N->Ops[I].get() != Ops[I]) N->Ops[I].set(Ops[I]);
  }
  if (!doNotCSE(N)) cseInsert(N);
  return N;
}

// ---- deletion ------------------------------------------------------------------------------------------------
void SelectionDAG::DeallocateNode(SDNode* N) {
  for (unsigned I = 0; I < N->NumOperands; ++I) N->Ops[I].removeFromList();
  freeOperands(N->Ops, N->NumOperands);
  N->Ops = nullptr;
  N->NumOperands = 0;
  if (N->InCSEMap) cseRemove(N);
  // unlink from the node list
  if (N->Prev)
    N->Prev->Next = N->Next;
  else
    Head = N->Next;
  if (N->Next)
    N->Next->Prev = N->Prev;
  else
    Tail = N->Prev;
  N->Prev = N->Next = nullptr;
  --NumNodes;
  N->Opcode = ISD::DELETED_NODE;
  N->UseList = nullptr;
  FreeNodes.push_back(N);
}

void SelectionDAG::RemoveDeadNodesList(std::vector<SDNode*>& Dead) {
  while (!Dead.empty()) {
    SDNode* N = Dead.back();
    Dead.pop_back();
    for (DAGUpdateListener* L = Listeners; L; L = L->Next) L->NodeDeleted(N, nullptr);
    RemoveNodeFromCSEMaps(N);
    for (unsigned I = 0; I < N->NumOperands; ++I) {
      SDUse& U = N->Ops[I];
      SDNode* Operand = U.getNode();
      U.removeFromList();
      const_cast<SDValue&>(U.get()) = SDValue();
      if (Operand && Operand->use_empty() && Operand != Entry) Dead.push_back(Operand);
    }
    DeallocateNode(N);
  }
}

void SelectionDAG::RemoveDeadNodes() {
  HandleSDNode Dummy(getRoot());
  std::vector<SDNode*> Dead;
  for (SDNode* N = Head; N; N = N->Next)
    if (N->use_empty() && N != Entry) Dead.push_back(N);
  RemoveDeadNodesList(Dead);
  setRoot(Dummy.getValue());
}

void SelectionDAG::RemoveDeadNode(SDNode* N) {
  if (!N->use_empty() || N == Entry) return;
  std::vector<SDNode*> Dead{N};
  RemoveDeadNodesList(Dead);
}

void SelectionDAG::DeleteNode(SDNode* N) {
  DT_CHECK(N->use_empty(), "deleting a node that still has uses");
  RemoveNodeFromCSEMaps(N);
  DeallocateNode(N);
}

// ---- ordering ----------------------------------------------------------------------------------------------
unsigned SelectionDAG::AssignTopologicalOrder() {
  // Phase 1: nodes without operands move to the front (keeping their relative order); the others get their
  // operand count as a pending counter. Phase 2: walk the sorted prefix; each node releases its users
  // (visiting the use list newest-first), and a user whose counter drops to zero is moved to the end of the
  // sorted prefix. This is the order LLVM produces, which later dumps depend on.
  unsigned Size = 0;
  SDNode* Sorted = nullptr; // last node of the sorted prefix
  auto moveAfter = [&](SDNode* N, SDNode* After) {
    if (N->Prev == After) return; // already in place
    // unlink
    if (N->Prev) N->Prev->Next = N->Next; else Head = N->Next;
    if (N->Next) N->Next->Prev = N->Prev; else Tail = N->Prev;
    // insert after `After` (or at the head)
    N->Prev = After;
    N->Next = After ? After->Next : Head;
    if (N->Next) N->Next->Prev = N; else Tail = N;
    if (After) After->Next = N; else Head = N;
  };
  for (SDNode* N = Head; N;) {
    SDNode* Nx = N->Next;
    if (N->NumOperands == 0) {
      N->NodeId = int(Size++);
      moveAfter(N, Sorted);
      Sorted = N;
    } else {
      N->NodeId = N->NumOperands;
    }
    N = Nx;
  }
  for (SDNode* N = Head; N; N = N->Next) {
    for (SDUse* U = N->UseList; U; U = U->getNext()) {
      SDNode* P = U->getUser();
      if (P->Opcode == ISD::HANDLENODE) continue;
      int Degree = P->NodeId - 1;
      if (Degree == 0) {
        P->NodeId = int(Size++);
        moveAfter(P, Sorted);
        Sorted = P;
      } else {
        P->NodeId = Degree;
      }
    }
    // Reaching the end of the sorted prefix with nodes left over means they wait on each other: a cycle.
    if (N == Sorted && N->Next) throw InternalError("cycle in the DAG: topological sort cannot place every node");
  }
  DT_CHECK(Size == NumNodes, "topological sort did not visit every node (cycle?)");
  return Size;
}

void SelectionDAG::setNodeOrder(const std::vector<SDNode*>& Order) {
  DT_CHECK(Order.size() == NumNodes, "setNodeOrder needs every node exactly once");
  std::unordered_set<const SDNode*> Seen(Order.begin(), Order.end());
  DT_CHECK(Seen.size() == Order.size(), "setNodeOrder got a node twice");
  SDNode* Prev = nullptr;
  for (SDNode* N : Order) {
    N->Prev = Prev;
    if (Prev) Prev->Next = N; else Head = N;
    Prev = N;
  }
  if (Prev) Prev->Next = nullptr;
  Tail = Prev;
}

} // namespace dt
