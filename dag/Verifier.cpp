// dag/Verifier.cpp — structural and typing checks of a SelectionDAG (contract in Verifier.h).
//
// Order of work: first the node list (which defines the DAG's members), then each node's own structure and
// operand edges, then the use lists against the operand arrays, then cycles (only when every edge stays
// inside the DAG, because the graph model cannot index foreign nodes), then the root, then the typing rules
// of each generic node whose operands are sound. A node whose operands are broken gets no typing checks:
// reading the type of a dangling operand could crash, and the structural problem is the one to fix.
//
// The typing rules restate LLVM 19's assertions in SelectionDAG::getNode / getLoad / getStore and
// SelectionDAG::verifyNode (BUILD_PAIR, BUILD_VECTOR) in our words; where LLVM folds a degenerate form away
// in getNode (an extension to the same type, a shift of an i1 ...) the verifier treats the unfolded form as
// wrong, since no phase may create it.
#include "dag/Verifier.h"

#include "dag/GraphTraits.h"
#include "dag/Printer.h"
#include "support/Diagnostics.h"

#include <cstdint>
#include <fmt/format.h>
#include <unordered_map>
#include <unordered_set>

namespace dt {

namespace {

std::string idText(const SDNode* N) {
  return "t" + std::to_string(N->getPersistentId());
}

/// The ceiling of log2(X), for the shift-amount width rule.
unsigned log2Ceil(uint64_t X) {
  unsigned L = 0;
  while ((uint64_t(1) << L) < X) ++L;
  return L;
}

bool sameShape(EVT A, EVT B) {
  return A.isVector() == B.isVector() && (!A.isVector() || A.numElements() == B.numElements());
}

class Checker {
public:
  explicit Checker(const SelectionDAG& DAG) : DAG(DAG) {}
  std::vector<std::string> run();

private:
  friend class NodeRules;
  const SelectionDAG& DAG;
  std::vector<std::string> Problems;
  std::vector<const SDNode*> List; // the listed nodes, in list order
  std::unordered_set<const SDNode*> Members;
  std::unordered_set<const SDNode*> Unsound; // nodes with a broken operand edge: no typing checks
  bool ListSound = true;                     // the list can be modelled as a graph (no duplicates or ids)

  std::string name(const SDNode* N) const { return idText(N) + " (" + opcodeText(DAG, N) + ")"; }
  void problem(const SDNode* N, const std::string& Msg) { Problems.push_back(name(N) + ": " + Msg); }
  void problem(const std::string& Msg) { Problems.push_back(Msg); }

  void checkList();
  void checkNode(const SDNode* N);
  void checkUseLists();
  void checkCycles();
  void checkRoot();
};

// ---- the node list ----------------------------------------------------------------------------------------
void Checker::checkList() {
  const SDNode* Prev = nullptr;
  for (const SDNode* N = DAG.firstNode(); N; N = N->nextInList()) {
    if (!Members.insert(N).second) {
      // Seen before: the list loops back; stop walking, or we would never finish.
      problem(N, "appears more than once in the node list (the list loops)");
      ListSound = false;
      break;
    }
    List.push_back(N);
    if (N->prevInList() != Prev) problem(N, "its back link does not point at the node before it in the list");
    Prev = N;
  }
  if (ListSound && DAG.lastNode() != Prev)
    problem("the DAG's last-node pointer is not the end of the node list");
  if (List.size() != DAG.size())
    problem(
        fmt::format("the node list holds {} nodes but the DAG's node count is {}", List.size(), DAG.size()));

  std::unordered_map<uint32_t, const SDNode*> ById;
  for (const SDNode* N : List) {
    auto [It, New] = ById.emplace(N->getPersistentId(), N);
    if (!New) {
      problem(N, "has the same persistent id as another node in the list");
      ListSound = false;
    }
    if (N->getPersistentId() >= DAG.nextPersistentId()) {
      problem(N,
              fmt::format("persistent id is not below the next id to assign (t{})", DAG.nextPersistentId()));
      ListSound = false; // the graph model indexes by id below nextPersistentId
    }
  }
  if (const SDNode* E = DAG.getEntryNode().getNode(); !E || !Members.count(E))
    problem("the entry token is not in the node list");
}

// ---- one node's structure ---------------------------------------------------------------------------------
void Checker::checkNode(const SDNode* N) {
  if (N->isDeleted()) problem(N, "a deleted node is still in the node list");
  if (N->getOpcode() == ISD::HANDLENODE) problem(N, "a HandleSDNode is in the node list");
  if (N->getNumValues() == 0) problem(N, "has no results");
  for (unsigned I = 0; I < N->getNumValues(); ++I) {
    EVT VT = N->getValueType(I);
    if (!VT.isValid()) problem(N, fmt::format("result {} has no valid type", I));
    if (VT.isGlue() && I + 1 != N->getNumValues())
      problem(N, fmt::format("glue result {} is not the last result", I));
  }
  for (unsigned I = 0; I < N->getNumOperands(); ++I) {
    const SDUse& U = N->operandUses()[I];
    if (U.getUser() != N) problem(N, fmt::format("operand slot {} does not name this node as its user", I));
    const SDValue& V = U.get();
    const SDNode* Op = V.getNode();
    if (!Op) {
      problem(N, fmt::format("operand {} is null", I));
      Unsound.insert(N);
      continue;
    }
    if (!Members.count(Op)) {
      problem(N, fmt::format("operand {} refers to {}{}, which is not in the DAG", I, idText(Op),
                             Op->isDeleted() ? " (a deleted node)" : ""));
      Unsound.insert(N);
      continue;
    }
    if (V.getResNo() >= Op->getNumValues()) {
      problem(N, fmt::format("operand {} uses result {} of {}, which has {} result(s)", I, V.getResNo(),
                             idText(Op), Op->getNumValues()));
      Unsound.insert(N);
      continue;
    }
    if (V.getValueType().isGlue() && I + 1 != N->getNumOperands())
      problem(N, fmt::format("glue operand {} is not the last operand", I));
  }
}

// ---- use lists against operand arrays -----------------------------------------------------------------
void Checker::checkUseLists() {
  // Operand edges that point at each member, counted from the operand arrays.
  std::unordered_map<const SDNode*, unsigned> Incoming;
  for (const SDNode* N : List)
    for (const SDUse& U : N->ops())
      if (Members.count(U.getNode())) ++Incoming[U.getNode()];

  // Visited: every use reached through any use list (a revisit means a list loops). Valid: the uses that sit
  // in the right list and are operand slots of their users, i.e. the edges the operand arrays may claim.
  std::unordered_set<const SDUse*> Visited, Valid;
  for (const SDNode* N : List) {
    unsigned Listed = 0;
    std::unordered_map<unsigned, unsigned> GlueUses;
    for (const SDUse* U = N->useListHead(); U; U = U->getNext()) {
      if (!Visited.insert(U).second) {
        problem(N, "use list loops or shares an edge with another node's use list");
        break;
      }
      if (U->getNode() != N) {
        problem(N, fmt::format("use list holds an edge that points at {}",
                               U->getNode() ? idText(U->getNode()) : std::string("<null>")));
        continue;
      }
      const SDNode* User = U->getUser();
      if (!User) {
        problem(N, "use list holds an edge without a user");
        continue;
      }
      if (User->getOpcode() == ISD::HANDLENODE) continue; // handles keep values alive from outside the DAG
      if (!Members.count(User)) {
        problem(N, fmt::format("is used by {}, which is not in the DAG", idText(User)));
        continue;
      }
      // Compare addresses as integers: U need not point into User's operand array when the lists are broken.
      auto Addr = reinterpret_cast<uintptr_t>(U), Base = reinterpret_cast<uintptr_t>(User->operandUses());
      if (Addr < Base || Addr >= Base + sizeof(SDUse) * User->getNumOperands()) {
        problem(N, fmt::format("use list holds an edge of {} that is not one of its operand slots",
                               idText(User)));
        continue;
      }
      ++Listed;
      Valid.insert(U);
      if (U->getResNo() < N->getNumValues() && N->getValueType(U->getResNo()).isGlue())
        ++GlueUses[U->getResNo()];
    }
    if (Listed != Incoming[N])
      problem(N,
              fmt::format("use list has {} use(s) but {} operand edge(s) point at it", Listed, Incoming[N]));
    for (auto [R, Count] : GlueUses)
      if (Count > 1) problem(N, fmt::format("glue result {} has {} users; glue may have only one", R, Count));
  }
  for (const SDNode* N : List)
    for (unsigned I = 0; I < N->getNumOperands(); ++I) {
      const SDUse* U = N->operandUses() + I;
      if (Members.count(U->getNode()) && !Valid.count(U))
        problem(N, fmt::format("operand {} is missing from the use list of {}", I, idText(U->getNode())));
    }
}

// ---- cycles and root --------------------------------------------------------------------------------------
void Checker::checkCycles() {
  if (!ListSound || !Unsound.empty() || List.size() != DAG.size()) return; // not a graph we can walk
  std::vector<const SDNode*> Cycle = findCycle(DAG);
  if (Cycle.empty()) return;
  std::string Path;
  for (const SDNode* N : Cycle) Path += idText(N) + " -> ";
  Path += idText(Cycle.front());
  problem(Cycle.front(), "is on a cycle of operand edges: " + Path);
}

void Checker::checkRoot() {
  const SDValue& Root = DAG.getRoot();
  if (!Root.getNode()) {
    problem("the root is null");
    return;
  }
  if (!Members.count(Root.getNode())) {
    problem("the root " + idText(Root.getNode()) + " is not in the DAG");
    return;
  }
  if (Root.getResNo() >= Root.getNode()->getNumValues()) {
    problem(fmt::format("the root uses result {} of {}, which does not exist", Root.getResNo(),
                        name(Root.getNode())));
    return;
  }
  if (!Root.getValueType().isOther())
    problem(fmt::format("the root {}:{} is a {} value, not a chain", name(Root.getNode()), Root.getResNo(),
                        Root.getValueType().str()));
}

// ---- typing rules of generic opcodes ----------------------------------------------------------------------
/// The typing rules of one node; every helper reports and returns false on a violation, so a rule can stop
/// before reading operands that a failed count check says do not exist.
class NodeRules {
public:
  NodeRules(Checker& C, const SDNode* N) : C(C), N(N) {}
  void run();

private:
  Checker& C;
  const SDNode* N;

  EVT res(unsigned I) const { return N->getValueType(I); }
  EVT op(unsigned I) const { return N->getOperand(I).getValueType(); }
  int32_t opOpc(unsigned I) const { return N->getOperand(I).getOpcode(); }
  const SDValue& opV(unsigned I) const { return N->getOperand(I); }
  unsigned numOps() const { return N->getNumOperands(); }
  unsigned numRes() const { return N->getNumValues(); }
  bool fail(const std::string& Msg) {
    C.problem(N, Msg);
    return false;
  }

  bool ops(unsigned Lo, unsigned Hi) {
    if (numOps() >= Lo && numOps() <= Hi) return true;
    if (Lo == Hi) return fail(fmt::format("has {} operand(s), expected {}", numOps(), Lo));
    return fail(fmt::format("has {} operand(s), expected {} to {}", numOps(), Lo, Hi));
  }
  bool ops(unsigned K) { return ops(K, K); }
  bool results(unsigned Lo, unsigned Hi) {
    if (numRes() >= Lo && numRes() <= Hi) return true;
    if (Lo == Hi) return fail(fmt::format("has {} result(s), expected {}", numRes(), Lo));
    return fail(fmt::format("has {} result(s), expected {} to {}", numRes(), Lo, Hi));
  }
  bool results(unsigned K) { return results(K, K); }

  bool chainOp(unsigned I) {
    if (op(I).isOther()) return true;
    return fail(fmt::format("operand {} must be a chain (ch), is {}", I, op(I).str()));
  }
  bool chainRes(unsigned I) {
    if (res(I).isOther()) return true;
    return fail(fmt::format("result {} must be a chain (ch), is {}", I, res(I).str()));
  }
  bool glueOp(unsigned I) {
    if (op(I).isGlue()) return true;
    return fail(fmt::format("operand {} must be glue, is {}", I, op(I).str()));
  }
  bool glueRes(unsigned I) {
    if (res(I).isGlue()) return true;
    return fail(fmt::format("result {} must be glue, is {}", I, res(I).str()));
  }
  /// An optional trailing glue operand at index I.
  bool optGlueOp(unsigned I) { return numOps() <= I || glueOp(I); }
  bool opOpcode(unsigned I, int32_t Opc, const char* What) {
    if (opOpc(I) == Opc) return true;
    return fail(fmt::format("operand {} must be {}, is {}", I, What, opcodeText(C.DAG, opV(I).getNode())));
  }
  bool constOp(unsigned I) {
    if (isConstantNode(opV(I))) return true;
    return fail(fmt::format("operand {} must be a constant, is {}", I, opcodeText(C.DAG, opV(I).getNode())));
  }
  bool intRes(unsigned I) {
    if (res(I).isInteger()) return true;
    return fail(fmt::format("result {} must be an integer, is {}", I, res(I).str()));
  }
  bool intOp(unsigned I) {
    if (op(I).isInteger()) return true;
    return fail(fmt::format("operand {} must be an integer, is {}", I, op(I).str()));
  }
  bool scalarIntOp(unsigned I) {
    if (op(I).isScalarInteger()) return true;
    return fail(fmt::format("operand {} must be a scalar integer, is {}", I, op(I).str()));
  }
  bool fpRes(unsigned I) {
    if (res(I).isFloatingPoint()) return true;
    return fail(fmt::format("result {} must be floating point, is {}", I, res(I).str()));
  }
  bool fpOp(unsigned I) {
    if (op(I).isFloatingPoint()) return true;
    return fail(fmt::format("operand {} must be floating point, is {}", I, op(I).str()));
  }
  bool dataRes(unsigned I) {
    if (res(I).isData()) return true;
    return fail(fmt::format("result {} must be a data value, is {}", I, res(I).str()));
  }
  bool vectorRes(unsigned I) {
    if (res(I).isVector()) return true;
    return fail(fmt::format("result {} must be a vector, is {}", I, res(I).str()));
  }
  bool vectorOp(unsigned I) {
    if (op(I).isVector()) return true;
    return fail(fmt::format("operand {} must be a vector, is {}", I, op(I).str()));
  }
  /// Operand I has exactly type VT (What names VT in the message).
  bool opIs(unsigned I, EVT VT, const char* What) {
    if (op(I) == VT) return true;
    return fail(fmt::format("operand {} has type {} but {} is {}", I, op(I).str(), What, VT.str()));
  }
  bool opIsRes(unsigned I, unsigned R = 0) {
    if (op(I) == res(R)) return true;
    return fail(
        fmt::format("operand {} has type {} but result {} has type {}", I, op(I).str(), R, res(R).str()));
  }
  bool resIs(unsigned R, EVT VT, const char* What) {
    if (res(R) == VT) return true;
    return fail(fmt::format("result {} has type {} but {} is {}", R, res(R).str(), What, VT.str()));
  }
  bool sameShapeAs(EVT A, EVT B, const char* What) {
    if (sameShape(A, B)) return true;
    return fail(fmt::format("{}: {} and {} differ in vector shape", What, A.str(), B.str()));
  }
  /// A VALUETYPE operand, returned through VT.
  bool vtOp(unsigned I, EVT& VT) {
    if (!opOpcode(I, ISD::VALUETYPE, "a ValueType")) return false;
    VT = opV(I)->getVTPayload();
    return true;
  }
  bool condCodeOp(unsigned I) {
    if (!opOpcode(I, ISD::CONDCODE, "a condition code")) return false;
    if (opV(I)->getCondCode() < ISD::SETCC_INVALID) return true;
    return fail(fmt::format("operand {} is an invalid condition code", I));
  }
  /// A scalar fed into a vector lane: the element type, or for integer elements any wider integer (LLVM's
  /// implicit truncation in BUILD_VECTOR, SPLAT_VECTOR, INSERT_VECTOR_ELT ...).
  bool laneOp(unsigned I, EVT Elt) {
    EVT T = op(I);
    if (T == Elt || (Elt.isScalarInteger() && T.isScalarInteger() && T.sizeInBits() >= Elt.sizeInBits()))
      return true;
    return fail(
        fmt::format("operand {} has type {}, which cannot fill a lane of type {}", I, T.str(), Elt.str()));
  }

  // rule families
  void leaf();
  void unaryInt();
  void unaryFP();
  void binaryInt();
  void binaryFP();
  void shift();
  void extend(bool IsFP);
  void truncate(bool IsFP);
  void intToFP();
  void fpToInt();
  void overflowOp();
  void carryOp();
  void setcc();
  void select();
  void load();
  void store();
  void memOperand(EVT MemVT, bool IsLoad);
  void vectorOps();
  void reduction();
};

void NodeRules::leaf() {
  if (!ops(0) || !results(1)) return;
  EVT VT = res(0);
  switch (N->getOpcode()) {
  case ISD::Constant:
  case ISD::TargetConstant:
    if (!VT.isScalarInteger()) {
      fail("a constant must have a scalar integer type, has " + VT.str());
      return;
    }
    if (N->getAPIntValue().getBitWidth() != VT.sizeInBits())
      fail(fmt::format("the constant's value has {} bits but its type is {}",
                       N->getAPIntValue().getBitWidth(), VT.str()));
    return;
  case ISD::ConstantFP:
  case ISD::TargetConstantFP:
    if (VT.kind() != EVT::Kind::Float) {
      fail("an FP constant must have a scalar FP type, has " + VT.str());
      return;
    }
    if (N->getAPIntValue().getBitWidth() != VT.sizeInBits())
      fail(fmt::format("the FP constant's bit pattern has {} bits but its type is {}",
                       N->getAPIntValue().getBitWidth(), VT.str()));
    return;
  case ISD::CONDCODE:
    if (!VT.isOther()) fail("a condition code must have type ch (Other), has " + VT.str());
    if (N->getCondCode() >= ISD::SETCC_INVALID) fail("invalid condition code");
    return;
  case ISD::VALUETYPE:
    if (!VT.isOther()) fail("a ValueType node must have type ch (Other), has " + VT.str());
    if (!N->getVTPayload().isValid()) fail("the ValueType node carries no valid type");
    return;
  case ISD::BasicBlock:
    if (!VT.isOther()) fail("a BasicBlock must have type ch (Other), has " + VT.str());
    return;
  case ISD::GlobalAddress:
  case ISD::TargetGlobalAddress:
  case ISD::GlobalTLSAddress:
  case ISD::TargetGlobalTLSAddress:
  case ISD::FrameIndex:
  case ISD::TargetFrameIndex:
  case ISD::JumpTable:
  case ISD::TargetJumpTable:
  case ISD::ConstantPool:
  case ISD::TargetConstantPool:
  case ISD::ExternalSymbol:
  case ISD::TargetExternalSymbol:
  case ISD::BlockAddress:
  case ISD::TargetBlockAddress:
    if (!VT.isScalarInteger()) fail("an address must have a scalar integer (pointer) type, has " + VT.str());
    return;
  case ISD::UNDEF:
  case ISD::POISON:
    if (VT.isOther() || VT.isGlue()) fail("undef must be a data value, is " + VT.str());
    return;
  default: return; // Register, RegisterMask, MCSymbol: any type
  }
}

void NodeRules::unaryInt() {
  if (!ops(1) || !results(1) || !intRes(0) || !opIsRes(0)) return;
  if (N->getOpcode() == ISD::BSWAP && res(0).scalarSizeInBits() % 16 != 0)
    fail("bswap needs a multiple of 16 bits, type is " + res(0).str());
}

void NodeRules::unaryFP() {
  if (!ops(1) || !results(1) || !fpRes(0)) return;
  opIsRes(0);
}

void NodeRules::binaryInt() {
  if (!ops(2) || !results(1) || !intRes(0)) return;
  opIsRes(0);
  opIsRes(1);
}

void NodeRules::binaryFP() {
  if (!ops(2) || !results(1) || !fpRes(0)) return;
  opIsRes(0);
  opIsRes(1);
}

void NodeRules::shift() {
  if (!ops(2) || !results(1) || !intRes(0) || !opIsRes(0) || !intOp(1)) return;
  EVT VT = res(0), Amt = op(1);
  if (VT.isVector() && Amt != VT) {
    fail("a vector shift amount must have the shifted type " + VT.str() + ", has " + Amt.str());
    return;
  }
  if (!VT.isVector() && Amt.isVector()) {
    fail("a scalar shift has a vector amount " + Amt.str());
    return;
  }
  // LLVM: "Invalid use of small shift amount with oversized value!"
  if (Amt.scalarSizeInBits() < log2Ceil(VT.scalarSizeInBits()))
    fail(fmt::format("shift amount type {} is too narrow for shifts of {}", Amt.str(), VT.str()));
}

void NodeRules::extend(bool IsFP) {
  if (!ops(1) || !results(1)) return;
  EVT VT = res(0), From = op(0);
  if (IsFP ? (!fpRes(0) || !fpOp(0)) : (!intRes(0) || !intOp(0))) return;
  if (!sameShapeAs(VT, From, "an extension keeps the vector shape")) return;
  if (VT.scalarSizeInBits() <= From.scalarSizeInBits())
    fail(fmt::format("an extension must widen, but {} is not wider than {}", VT.str(), From.str()));
}

void NodeRules::truncate(bool IsFP) {
  unsigned Want = IsFP ? 2 : 1; // fp_round carries the "value is unchanged" flag as operand 1
  if (!ops(Want) || !results(1)) return;
  EVT VT = res(0), From = op(0);
  if (IsFP ? (!fpRes(0) || !fpOp(0)) : (!intRes(0) || !intOp(0))) return;
  if (!sameShapeAs(VT, From, "a truncation keeps the vector shape")) return;
  if (VT.scalarSizeInBits() >= From.scalarSizeInBits())
    fail(fmt::format("a truncation must narrow, but {} is not narrower than {}", VT.str(), From.str()));
  if (IsFP && constOp(1) && opV(1)->getAPIntValue().ugt(APInt(opV(1)->getAPIntValue().getBitWidth(), 1)))
    fail("fp_round's flag operand must be 0 or 1");
}

void NodeRules::intToFP() {
  if (!ops(1) || !results(1) || !fpRes(0) || !intOp(0)) return;
  sameShapeAs(res(0), op(0), "a conversion keeps the vector shape");
}

void NodeRules::fpToInt() {
  if (!ops(1) || !results(1) || !intRes(0) || !fpOp(0)) return;
  sameShapeAs(res(0), op(0), "a conversion keeps the vector shape");
}

void NodeRules::overflowOp() {
  // saddo & co: (a, b) -> (result, overflow flag)
  if (!ops(2) || !results(2) || !intRes(0) || !intRes(1)) return;
  opIsRes(0);
  opIsRes(1);
  sameShapeAs(res(0), res(1), "the overflow flag follows the result's shape");
}

void NodeRules::carryOp() {
  // uaddo_carry & co: (a, b, carry in) -> (result, carry out)
  if (!ops(3) || !results(2) || !intRes(0) || !intRes(1)) return;
  opIsRes(0);
  opIsRes(1);
  intOp(2);
}

void NodeRules::setcc() {
  if (!ops(3) || !results(1) || !intRes(0) || !condCodeOp(2)) return;
  if (op(0) != op(1)) {
    fail(fmt::format("setcc compares {} with {}; the operands must have one type", op(0).str(), op(1).str()));
    return;
  }
  if (!op(0).isData()) {
    fail("setcc compares " + op(0).str() + " values");
    return;
  }
  sameShapeAs(res(0), op(0), "setcc's result is a vector exactly when its operands are");
  ISD::CondCode CC = opV(2)->getCondCode();
  // The ordered/unordered distinction has no meaning for integers (LLVM's FoldSetCC rejects these).
  if (op(0).isInteger() && (CC == ISD::SETO || CC == ISD::SETUO || CC == ISD::SETUEQ || CC == ISD::SETONE))
    fail(fmt::format("condition {} is only for floating-point compares", ISD::condCodeName(CC)));
}

void NodeRules::select() {
  if (!ops(3) || !results(1)) return;
  opIsRes(1);
  opIsRes(2);
  if (N->getOpcode() == ISD::SELECT) {
    if (!op(0).isScalarInteger())
      fail("select's condition must be i1 or a scalar integer, is " + op(0).str());
  } else {
    if (!vectorRes(0) || !vectorOp(0)) return;
    if (!op(0).isInteger())
      fail("vselect's condition must be an integer vector, is " + op(0).str());
    else
      sameShapeAs(op(0), res(0), "vselect's condition has one lane per result lane");
  }
}

void NodeRules::memOperand(EVT MemVT, bool IsLoad) {
  // LLVM's LoadSDNode / StoreSDNode / MemSDNode constructor assertions.
  const MemOperand* MO = N->getMemOperand();
  if (!MO) {
    fail("has no memory operand");
    return;
  }
  if (IsLoad && (!MO->isLoad() || MO->isStore()))
    fail("the memory operand of a load must say load and not store");
  if (!IsLoad && (!MO->isStore() || MO->isLoad()))
    fail("the memory operand of a store must say store and not load");
  // The memory operand may describe a larger range than the access, never a smaller one.
  if (!MO->SizeUnknown && MemVT.storeSizeInBytes() > MO->SizeInBytes)
    fail(fmt::format("the memory type {} stores {} byte(s) but the memory operand covers only {}",
                     MemVT.str(), MemVT.storeSizeInBytes(), MO->SizeInBytes));
}

void NodeRules::load() {
  bool Indexed = N->getAddressingMode() != ISD::UNINDEXED;
  if (!ops(3) || !results(Indexed ? 3 : 2)) return;
  chainOp(0);
  scalarIntOp(1);
  if (!Indexed && opOpc(2) != ISD::UNDEF) fail("the offset operand of an unindexed load must be undef");
  dataRes(0);
  if (Indexed) resIs(1, op(1), "the pointer");
  chainRes(numRes() - 1);
  EVT VT = res(0), MemVT = N->getMemoryVT();
  if (!MemVT.isData()) {
    fail("the memory type is " + MemVT.str());
    return;
  }
  ISD::LoadExtType Ext = N->getExtensionType();
  if (Ext == ISD::NON_EXTLOAD) {
    if (MemVT != VT) fail(fmt::format("a non-extending load of {} produces {}", MemVT.str(), VT.str()));
  } else {
    if (MemVT.scalarSizeInBits() >= VT.scalarSizeInBits())
      fail(
          fmt::format("an extending load must widen, but {} is not narrower than {}", MemVT.str(), VT.str()));
    if (VT.isInteger() != MemVT.isInteger())
      fail(fmt::format("an extending load cannot convert between {} and {}", MemVT.str(), VT.str()));
    if ((Ext == ISD::SEXTLOAD || Ext == ISD::ZEXTLOAD) && !VT.isInteger())
      fail("sign/zero-extending loads are integer only, result is " + VT.str());
    sameShapeAs(VT, MemVT, "an extending load keeps the vector shape");
  }
  memOperand(MemVT, true);
}

void NodeRules::store() {
  bool Indexed = N->getAddressingMode() != ISD::UNINDEXED;
  if (!ops(4) || !results(Indexed ? 2 : 1)) return;
  chainOp(0);
  if (!op(1).isData()) fail("the stored value is " + op(1).str());
  scalarIntOp(2);
  if (!Indexed && opOpc(3) != ISD::UNDEF) fail("the offset operand of an unindexed store must be undef");
  if (Indexed) resIs(0, op(2), "the pointer");
  chainRes(numRes() - 1);
  EVT VT = op(1), MemVT = N->getMemoryVT();
  if (!MemVT.isData()) {
    fail("the memory type is " + MemVT.str());
    return;
  }
  if (!N->isTruncatingStore()) {
    if (MemVT != VT) fail(fmt::format("a non-truncating store of {} writes {}", VT.str(), MemVT.str()));
  } else {
    if (MemVT.scalarSizeInBits() >= VT.scalarSizeInBits())
      fail(fmt::format("a truncating store must narrow, but {} is not narrower than {}", MemVT.str(),
                       VT.str()));
    if (VT.isInteger() != MemVT.isInteger())
      fail(fmt::format("a truncating store cannot convert between {} and {}", VT.str(), MemVT.str()));
    sameShapeAs(VT, MemVT, "a truncating store keeps the vector shape");
  }
  memOperand(MemVT, false);
}

void NodeRules::vectorOps() {
  switch (N->getOpcode()) {
  case ISD::BUILD_VECTOR: {
    if (!results(1) || !vectorRes(0)) return;
    EVT VT = res(0);
    if (numOps() != VT.numElements()) {
      fail(fmt::format("has {} operand(s) for {} lanes", numOps(), VT.numElements()));
      return;
    }
    for (unsigned I = 0; I < numOps(); ++I)
      if (!laneOp(I, VT.elementType())) return;
    for (unsigned I = 1; I < numOps(); ++I)
      if (op(I) != op(0)) {
        fail(fmt::format("operands 0 and {} have different types ({} and {})", I, op(0).str(), op(I).str()));
        return;
      }
    return;
  }
  case ISD::SPLAT_VECTOR:
  case ISD::SCALAR_TO_VECTOR:
    if (!ops(1) || !results(1) || !vectorRes(0)) return;
    laneOp(0, res(0).elementType());
    return;
  case ISD::INSERT_VECTOR_ELT:
    if (!ops(3) || !results(1) || !vectorRes(0) || !opIsRes(0)) return;
    laneOp(1, res(0).elementType());
    scalarIntOp(2);
    return;
  case ISD::EXTRACT_VECTOR_ELT: {
    if (!ops(2) || !results(1) || !vectorOp(0) || !scalarIntOp(1)) return;
    EVT Elt = op(0).elementType(), VT = res(0);
    if (!(VT == Elt ||
          (Elt.isScalarInteger() && VT.isScalarInteger() && VT.sizeInBits() >= Elt.sizeInBits())))
      fail(fmt::format("extracts a {} from a vector of {}", VT.str(), Elt.str()));
    return;
  }
  case ISD::CONCAT_VECTORS: {
    if (!ops(2, 65535) || !results(1) || !vectorRes(0) || !vectorOp(0)) return;
    for (unsigned I = 1; I < numOps(); ++I)
      if (op(I) != op(0)) {
        fail(fmt::format("operands 0 and {} have different types ({} and {})", I, op(0).str(), op(I).str()));
        return;
      }
    if (op(0).elementType() != res(0).elementType() || op(0).numElements() * numOps() != res(0).numElements())
      fail(fmt::format("concatenating {} x {} does not give {}", numOps(), op(0).str(), res(0).str()));
    return;
  }
  case ISD::INSERT_SUBVECTOR: {
    if (!ops(3) || !results(1) || !vectorRes(0) || !opIsRes(0) || !vectorOp(1) || !constOp(2)) return;
    EVT VT = res(0), Sub = op(1);
    if (Sub.elementType() != VT.elementType() || Sub.numElements() > VT.numElements()) {
      fail(fmt::format("cannot insert {} into {}", Sub.str(), VT.str()));
      return;
    }
    uint64_t Idx = opV(2)->getAPIntValue().getZExtValue();
    if (Idx % Sub.numElements() != 0 || Idx + Sub.numElements() > VT.numElements())
      fail(fmt::format("index {} is not a multiple of {} within {} lanes", Idx, Sub.numElements(),
                       VT.numElements()));
    return;
  }
  case ISD::EXTRACT_SUBVECTOR: {
    if (!ops(2) || !results(1) || !vectorRes(0) || !vectorOp(0) || !constOp(1)) return;
    EVT VT = res(0), Src = op(0);
    if (Src.elementType() != VT.elementType() || VT.numElements() > Src.numElements()) {
      fail(fmt::format("cannot extract {} from {}", VT.str(), Src.str()));
      return;
    }
    uint64_t Idx = opV(1)->getAPIntValue().getZExtValue();
    if (Idx % VT.numElements() != 0 || Idx + VT.numElements() > Src.numElements())
      fail(fmt::format("index {} is not a multiple of {} within {} lanes", Idx, VT.numElements(),
                       Src.numElements()));
    return;
  }
  case ISD::VECTOR_SHUFFLE: {
    if (!ops(2) || !results(1) || !vectorRes(0) || !opIsRes(0) || !opIsRes(1)) return;
    auto Mask = N->getShuffleMask();
    int Lanes = int(res(0).numElements());
    if (Mask.size() != size_t(Lanes)) {
      fail(fmt::format("the shuffle mask has {} entries for {} lanes", Mask.size(), Lanes));
      return;
    }
    for (size_t I = 0; I < Mask.size(); ++I)
      if (Mask[I] < -1 || Mask[I] >= 2 * Lanes) {
        fail(fmt::format("shuffle mask entry {} is {}, outside -1..{}", I, Mask[I], 2 * Lanes - 1));
        return;
      }
    return;
  }
  case ISD::ANY_EXTEND_VECTOR_INREG:
  case ISD::SIGN_EXTEND_VECTOR_INREG:
  case ISD::ZERO_EXTEND_VECTOR_INREG: {
    if (!ops(1) || !results(1) || !vectorRes(0) || !vectorOp(0) || !intRes(0) || !intOp(0)) return;
    EVT VT = res(0), Src = op(0);
    if (VT.scalarSizeInBits() <= Src.scalarSizeInBits() || VT.numElements() >= Src.numElements())
      fail(fmt::format("{} is not an in-register extension of {} (wider lanes, fewer of them)", VT.str(),
                       Src.str()));
    return;
  }
  default: return;
  }
}

void NodeRules::reduction() {
  switch (N->getOpcode()) {
  case ISD::VECREDUCE_SEQ_FADD:
  case ISD::VECREDUCE_SEQ_FMUL:
    // (start value, vector)
    if (!ops(2) || !results(1) || !fpRes(0) || !opIsRes(0) || !vectorOp(1)) return;
    if (op(1).elementType() != res(0)) fail("reduces " + op(1).str() + " into " + res(0).str());
    return;
  case ISD::VECREDUCE_FADD:
  case ISD::VECREDUCE_FMUL:
  case ISD::VECREDUCE_FMAX:
  case ISD::VECREDUCE_FMIN:
  case ISD::VECREDUCE_FMAXIMUM:
  case ISD::VECREDUCE_FMINIMUM:
    if (!ops(1) || !results(1) || !fpRes(0) || !vectorOp(0)) return;
    if (op(0).elementType() != res(0)) fail("reduces " + op(0).str() + " into " + res(0).str());
    return;
  default:
    // Integer reductions may produce a wider integer than the element (implicit promotion, as in LLVM).
    if (!ops(1) || !results(1) || !vectorOp(0) || !intOp(0)) return;
    if (!res(0).isScalarInteger() || res(0).sizeInBits() < op(0).scalarSizeInBits())
      fail("reduces " + op(0).str() + " into " + res(0).str());
    return;
  }
}

void NodeRules::run() {
  const int32_t Opc = N->getOpcode();
  if (ISD::isLeafOpcode(Opc)) return leaf();
  switch (Opc) {
  case ISD::EntryToken:
    if (ops(0)) chainRes(0);
    return;
  case ISD::TokenFactor:
    if (!results(1) || !chainRes(0)) return;
    for (unsigned I = 0; I < numOps(); ++I)
      if (!chainOp(I)) return;
    return;
  case ISD::AssertSext:
  case ISD::AssertZext:
  case ISD::SIGN_EXTEND_INREG: {
    EVT From;
    if (!ops(2) || !results(1) || !intRes(0) || !opIsRes(0) || !vtOp(1, From)) return;
    if (!From.isInteger()) {
      fail("the asserted/extended-from type must be an integer, is " + From.str());
      return;
    }
    if (From.scalarSizeInBits() > res(0).scalarSizeInBits())
      fail(fmt::format("the type operand {} is wider than the value type {}", From.str(), res(0).str()));
    if (Opc == ISD::SIGN_EXTEND_INREG && From.isVector() != res(0).isVector())
      fail("sign_extend_inreg's type operand must be a vector exactly when the value is");
    return;
  }
  case ISD::AssertAlign:
  case ISD::FREEZE:
    if (ops(1) && results(1)) opIsRes(0);
    return;
  case ISD::CopyToReg:
    // (chain, register, value [, glue]) -> ch [, glue]
    if (!ops(3, 4) || !results(1, 2)) return;
    chainOp(0);
    if (opOpcode(1, ISD::Register, "a Register")) opIs(2, op(1), "the register's type");
    optGlueOp(3);
    chainRes(0);
    if (numRes() == 2) glueRes(1);
    return;
  case ISD::CopyFromReg:
    // (chain, register [, glue]) -> (value, ch [, glue])
    if (!ops(2, 3) || !results(2, 3)) return;
    chainOp(0);
    if (opOpcode(1, ISD::Register, "a Register")) resIs(0, op(1), "the register's type");
    optGlueOp(2);
    chainRes(1);
    if (numRes() == 3) glueRes(2);
    return;
  case ISD::EXTRACT_ELEMENT: {
    if (!ops(2) || !results(1) || !constOp(1)) return;
    if (!opV(1)->getAPIntValue().ult(APInt(opV(1)->getAPIntValue().getBitWidth(), 2)))
      fail("extract_element's index must be 0 or 1");
    EVT VT = res(0), Pair = op(0);
    if (VT.isVector() || Pair.isVector() || !VT.isData() || !Pair.isData() ||
        VT.isInteger() != Pair.isInteger())
      fail(fmt::format("extract_element cannot take a {} out of a {}", VT.str(), Pair.str()));
    else if (Pair.sizeInBits() != 2 * VT.sizeInBits())
      fail(fmt::format("extract_element takes half of a value, but {} is not half of {}", VT.str(),
                       Pair.str()));
    return;
  }
  case ISD::BUILD_PAIR: {
    // LLVM's verifyNode.
    if (!ops(2) || !results(1)) return;
    EVT VT = res(0), Half = op(0);
    if (VT.isVector() || Half.isVector() || !VT.isData() || !Half.isData()) {
      fail(fmt::format("build_pair of {} into {}: scalars only", Half.str(), VT.str()));
      return;
    }
    if (VT.isInteger() != Half.isInteger()) fail("build_pair cannot mix integer and FP halves and result");
    if (op(1) != Half)
      fail(fmt::format("build_pair's halves differ ({} and {})", Half.str(), op(1).str()));
    else if (2 * Half.sizeInBits() != VT.sizeInBits())
      fail(fmt::format("build_pair of two {} does not make a {}", Half.str(), VT.str()));
    return;
  }
  case ISD::MERGE_VALUES:
    if (numOps() != numRes()) {
      fail(fmt::format("merges {} operand(s) into {} result(s)", numOps(), numRes()));
      return;
    }
    for (unsigned I = 0; I < numOps(); ++I)
      if (!opIsRes(I, I)) return;
    return;

  case ISD::ADD:
  case ISD::SUB:
  case ISD::MUL:
  case ISD::SDIV:
  case ISD::UDIV:
  case ISD::SREM:
  case ISD::UREM:
  case ISD::AND:
  case ISD::OR:
  case ISD::XOR:
  case ISD::SMIN:
  case ISD::SMAX:
  case ISD::UMIN:
  case ISD::UMAX:
  case ISD::MULHU:
  case ISD::MULHS:
  case ISD::ABDS:
  case ISD::ABDU:
  case ISD::SADDSAT:
  case ISD::UADDSAT:
  case ISD::SSUBSAT:
  case ISD::USUBSAT: return binaryInt();
  case ISD::SMUL_LOHI:
  case ISD::UMUL_LOHI:
  case ISD::SDIVREM:
  case ISD::UDIVREM:
    if (!ops(2) || !results(2) || !intRes(0)) return;
    opIsRes(0);
    opIsRes(1);
    resIs(1, res(0), "result 0");
    return;
  case ISD::ADDC:
  case ISD::SUBC:
    if (!ops(2) || !results(2) || !intRes(0)) return;
    opIsRes(0);
    opIsRes(1);
    glueRes(1);
    return;
  case ISD::ADDE:
  case ISD::SUBE:
    if (!ops(3) || !results(2) || !intRes(0)) return;
    opIsRes(0);
    opIsRes(1);
    glueOp(2);
    glueRes(1);
    return;
  case ISD::CARRY_FALSE:
    if (ops(0) && results(1)) glueRes(0);
    return;
  case ISD::UADDO_CARRY:
  case ISD::USUBO_CARRY:
  case ISD::SADDO_CARRY:
  case ISD::SSUBO_CARRY: return carryOp();
  case ISD::SADDO:
  case ISD::UADDO:
  case ISD::SSUBO:
  case ISD::USUBO:
  case ISD::SMULO:
  case ISD::UMULO: return overflowOp();
  case ISD::SHL:
  case ISD::SRA:
  case ISD::SRL:
  case ISD::ROTL:
  case ISD::ROTR:
  case ISD::SSHLSAT:
  case ISD::USHLSAT: return shift();
  case ISD::FSHL:
  case ISD::FSHR:
    if (!ops(3) || !results(1) || !intRes(0)) return;
    opIsRes(0);
    opIsRes(1);
    intOp(2);
    return;
  case ISD::ABS:
  case ISD::BSWAP:
  case ISD::CTTZ:
  case ISD::CTLZ:
  case ISD::CTPOP:
  case ISD::BITREVERSE:
  case ISD::PARITY:
  case ISD::CTTZ_ZERO_UNDEF:
  case ISD::CTLZ_ZERO_UNDEF: return unaryInt();
  case ISD::SELECT:
  case ISD::VSELECT: return select();
  case ISD::SELECT_CC:
    // (lhs, rhs, true value, false value, cc)
    if (!ops(5) || !results(1)) return;
    if (op(0) != op(1)) fail(fmt::format("select_cc compares {} with {}", op(0).str(), op(1).str()));
    opIsRes(2);
    opIsRes(3);
    condCodeOp(4);
    return;
  case ISD::SETCC: return setcc();
  case ISD::SETCCCARRY:
    // (lhs, rhs, carry, cc)
    if (!ops(4) || !results(1) || !intRes(0)) return;
    if (op(0) != op(1)) fail(fmt::format("setcccarry compares {} with {}", op(0).str(), op(1).str()));
    intOp(2);
    condCodeOp(3);
    return;
  case ISD::SHL_PARTS:
  case ISD::SRA_PARTS:
  case ISD::SRL_PARTS:
    // (lo, hi, amount) -> (lo, hi)
    if (!ops(3) || !results(2) || !intRes(0)) return;
    opIsRes(0, 0);
    opIsRes(1, 1);
    resIs(1, res(0), "result 0");
    intOp(2);
    return;
  case ISD::SIGN_EXTEND:
  case ISD::ZERO_EXTEND:
  case ISD::ANY_EXTEND: return extend(false);
  case ISD::TRUNCATE: return truncate(false);
  case ISD::FP_EXTEND: return extend(true);
  case ISD::FP_ROUND: return truncate(true);

  case ISD::FADD:
  case ISD::FSUB:
  case ISD::FMUL:
  case ISD::FDIV:
  case ISD::FREM:
  case ISD::FPOW:
  case ISD::FMINNUM:
  case ISD::FMAXNUM:
  case ISD::FMINIMUM:
  case ISD::FMAXIMUM: return binaryFP();
  case ISD::FCOPYSIGN:
    // The sign source may have another FP type (LLVM allows mixed fcopysign).
    if (!ops(2) || !results(1) || !fpRes(0) || !opIsRes(0)) return;
    fpOp(1);
    return;
  case ISD::FMA:
  case ISD::FMAD:
    if (!ops(3) || !results(1) || !fpRes(0)) return;
    for (unsigned I = 0; I < 3; ++I) opIsRes(I);
    return;
  case ISD::FNEG:
  case ISD::FABS:
  case ISD::FSQRT:
  case ISD::FCBRT:
  case ISD::FSIN:
  case ISD::FCOS:
  case ISD::FEXP:
  case ISD::FEXP2:
  case ISD::FLOG:
  case ISD::FLOG2:
  case ISD::FLOG10:
  case ISD::FCEIL:
  case ISD::FFLOOR:
  case ISD::FTRUNC:
  case ISD::FRINT:
  case ISD::FNEARBYINT:
  case ISD::FROUND:
  case ISD::FROUNDEVEN:
  case ISD::FCANONICALIZE: return unaryFP();
  case ISD::IS_FPCLASS:
    // (value, test mask)
    if (!ops(2) || !results(1) || !intRes(0) || !fpOp(0)) return;
    constOp(1);
    return;
  case ISD::FLDEXP:
    if (!ops(2) || !results(1) || !fpRes(0) || !opIsRes(0)) return;
    intOp(1);
    return;
  case ISD::FFREXP:
    if (!ops(1) || !results(2) || !fpRes(0) || !opIsRes(0)) return;
    intRes(1);
    return;
  case ISD::LROUND:
  case ISD::LLROUND:
  case ISD::LRINT:
  case ISD::LLRINT:
  case ISD::FP_TO_SINT:
  case ISD::FP_TO_UINT: return fpToInt();
  case ISD::FP_TO_SINT_SAT:
  case ISD::FP_TO_UINT_SAT: {
    EVT SatVT;
    if (!ops(2) || !results(1) || !intRes(0) || !fpOp(0) || !vtOp(1, SatVT)) return;
    if (!SatVT.isInteger() || SatVT.scalarSizeInBits() > res(0).scalarSizeInBits())
      fail(fmt::format("saturation type {} must be an integer no wider than {}", SatVT.str(), res(0).str()));
    return;
  }
  case ISD::SINT_TO_FP:
  case ISD::UINT_TO_FP: return intToFP();
  case ISD::FP16_TO_FP:
  case ISD::BF16_TO_FP:
    if (ops(1) && results(1) && fpRes(0)) intOp(0);
    return;
  case ISD::FP_TO_FP16:
  case ISD::FP_TO_BF16:
    if (ops(1) && results(1) && intRes(0)) fpOp(0);
    return;
  case ISD::BITCAST:
    if (!ops(1) || !results(1) || !dataRes(0)) return;
    if (!op(0).isData())
      fail("bitcast of a " + op(0).str() + " value");
    else if (op(0).sizeInBits() != res(0).sizeInBits())
      fail(fmt::format("bitcast between types of different sizes ({} and {})", op(0).str(), res(0).str()));
    return;
  case ISD::ADDRSPACECAST:
    if (ops(1) && results(1) && intRes(0)) intOp(0);
    return;

  case ISD::LOAD: return load();
  case ISD::STORE: return store();
  case ISD::DYNAMIC_STACKALLOC:
    // (chain, size, alignment) -> (pointer, ch)
    if (!ops(3) || !results(2)) return;
    chainOp(0);
    intOp(1);
    intRes(0);
    chainRes(1);
    return;
  case ISD::STACKSAVE:
    if (!ops(1) || !results(2)) return;
    chainOp(0);
    intRes(0);
    chainRes(1);
    return;
  case ISD::STACKRESTORE:
    if (!ops(2) || !results(1)) return;
    chainOp(0);
    intOp(1);
    chainRes(0);
    return;
  case ISD::CALLSEQ_START:
  case ISD::CALLSEQ_END:
    // (chain, size, size [, glue]) -> (ch, glue)
    if (!ops(3, 4) || !results(2)) return;
    chainOp(0);
    if (opOpcode(1, ISD::TargetConstant, "a TargetConstant"))
      opOpcode(2, ISD::TargetConstant, "a TargetConstant");
    optGlueOp(3);
    chainRes(0);
    glueRes(1);
    return;
  case ISD::VAARG:
    if (!ops(2, 4) || !results(2)) return;
    chainOp(0);
    intOp(1);
    chainRes(1);
    return;
  case ISD::VASTART:
  case ISD::VAEND:
  case ISD::VACOPY:
  case ISD::LIFETIME_START:
  case ISD::LIFETIME_END:
  case ISD::ATOMIC_FENCE:
  case ISD::PREFETCH:
  case ISD::TRAP:
  case ISD::DEBUGTRAP:
    if (!ops(1, 65535) || !results(1)) return;
    chainOp(0);
    chainRes(0);
    return;
  case ISD::BR:
    if (!ops(2) || !results(1)) return;
    chainOp(0);
    opOpcode(1, ISD::BasicBlock, "a BasicBlock");
    chainRes(0);
    return;
  case ISD::BRIND:
    if (!ops(2) || !results(1)) return;
    chainOp(0);
    scalarIntOp(1);
    chainRes(0);
    return;
  case ISD::BR_JT:
    if (!ops(3) || !results(1)) return;
    chainOp(0);
    chainRes(0);
    return;
  case ISD::BRCOND:
    // (chain, condition, destination)
    if (!ops(3) || !results(1)) return;
    chainOp(0);
    scalarIntOp(1);
    opOpcode(2, ISD::BasicBlock, "a BasicBlock");
    chainRes(0);
    return;
  case ISD::BR_CC:
    // (chain, cc, lhs, rhs, destination)
    if (!ops(5) || !results(1)) return;
    chainOp(0);
    condCodeOp(1);
    if (op(2) != op(3)) fail(fmt::format("br_cc compares {} with {}", op(2).str(), op(3).str()));
    opOpcode(4, ISD::BasicBlock, "a BasicBlock");
    chainRes(0);
    return;
  case ISD::INTRINSIC_W_CHAIN:
    if (!ops(2, 65535) || !results(2, 65535)) return;
    chainOp(0);
    chainRes(res(numRes() - 1).isGlue() ? numRes() - 2 : numRes() - 1);
    return;
  case ISD::INTRINSIC_VOID:
    if (!ops(2, 65535) || !results(1, 2)) return;
    chainOp(0);
    chainRes(0);
    return;
  case ISD::READCYCLECOUNTER:
    if (!ops(1) || !results(2)) return;
    chainOp(0);
    intRes(0);
    chainRes(1);
    return;

  case ISD::BUILD_VECTOR:
  case ISD::INSERT_VECTOR_ELT:
  case ISD::EXTRACT_VECTOR_ELT:
  case ISD::CONCAT_VECTORS:
  case ISD::INSERT_SUBVECTOR:
  case ISD::EXTRACT_SUBVECTOR:
  case ISD::VECTOR_SHUFFLE:
  case ISD::SCALAR_TO_VECTOR:
  case ISD::SPLAT_VECTOR:
  case ISD::ANY_EXTEND_VECTOR_INREG:
  case ISD::SIGN_EXTEND_VECTOR_INREG:
  case ISD::ZERO_EXTEND_VECTOR_INREG: return vectorOps();
  default:
    if (Opc >= ISD::VECREDUCE_SEQ_FADD && Opc <= ISD::VECREDUCE_UMIN) return reduction();
    return; // no clear LLVM rule (INTRINSIC_WO_CHAIN ...): structure only
  }
}

std::vector<std::string> Checker::run() {
  checkList();
  for (const SDNode* N : List) checkNode(N);
  checkUseLists();
  checkCycles();
  checkRoot();
  for (const SDNode* N : List) {
    int32_t Opc = N->getOpcode();
    // Target, machine, deleted and handle nodes: structure only.
    if (Opc < 0 || Opc >= ISD::BUILTIN_OP_END || N->isDeleted() || Opc == ISD::HANDLENODE) continue;
    if (Unsound.count(N)) continue;
    NodeRules(*this, N).run();
  }
  return std::move(Problems);
}

} // namespace

std::vector<std::string> verifyDAG(const SelectionDAG& DAG) {
  return Checker(DAG).run();
}

void verifyDAGOrThrow(const SelectionDAG& DAG, std::string_view Context) {
  std::vector<std::string> Problems = verifyDAG(DAG);
  if (Problems.empty()) return;
  std::string Msg = "malformed SelectionDAG";
  if (!Context.empty()) Msg += " after " + std::string(Context);
  Msg += fmt::format(" ({} problem{}):", Problems.size(), Problems.size() == 1 ? "" : "s");
  for (const std::string& P : Problems) Msg += "\n  " + P;
  throw InternalError(Msg);
}

} // namespace dt
