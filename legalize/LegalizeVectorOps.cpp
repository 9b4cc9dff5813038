// legalize/LegalizeVectorOps.cpp — the vector-operation legalizer (LLVM 19's VectorLegalizer in
// LegalizeVectorOps.cpp). See LegalizeVectorOps.h.
//
// The walk: when some node has a vector value, the node list is put in topological order and every node
// present at the start is legalized in that order. Legalizing a value first legalizes its operands (a memo,
// LLVM's LegalizedNodes map, makes each value legalized once and maps it to its replacement), then updates
// the node's operands. Only opcodes LLVM's VectorLegalizer::LegalizeOp lists consult the action tables, and
// only when the node has a vector result or operand; everything else (BUILD_VECTOR, EXTRACT_VECTOR_ELT,
// shuffles, bitcasts ...) is left for the operation legalizer. A rewrite's results are legalized in turn,
// recursively, before they are recorded as the replacement. No use is ever replaced: users pick up the
// replacements through the memo, so nodes keep LLVM's creation order and ids.
//
// Keys (as LLVM's LegalizeOp): most opcodes by result 0; conversions from integers, lround/lrint and the
// reductions by operand 0 (the sequential FP reductions by operand 1); SETCC by its condition code first,
// then by the compared type; vector extending loads / truncating stores by setLoadExtAction /
// setTruncStoreAction (plain vector loads and stores are the operation legalizer's business);
// MERGE_VALUES is always expanded.
//
// Expand cases implemented (LLVM's VectorLegalizer::Expand):
//   LOAD / STORE         scalarizeVectorLoad / scalarizeVectorStore (one access per element)
//   MERGE_VALUES         its operands
//   SIGN_EXTEND_INREG    shl + sra by the same splat amount when both shifts are not Expand, else unroll
//   VSELECT              (op1 & mask) | (op2 & ~mask) when the target's vector booleans are all-ones and the
//                        mask has the operands' width, else unroll
//   SELECT               (scalar condition) the same with the condition splat to all-ones/zero lanes
//   FNEG / FABS / FCOPYSIGN  xor / and / and+or on the sign bit in the integer vector type
//   FSUB                 left alone when FNEG and FADD are legal (the operation legalizer makes a+(-b)),
//                        else unroll
//   SETCC                unrolled to scalar setcc + select(-1/1, 0) per lane when the condition code is
//                        not Expand (UnrollVSETCC)
//   SREM / UREM          x - (x / y) * y when the divide is Legal/Custom (divrem first), else unroll
//   CTPOP                the parallel bit count on vectors when add/sub/srl/mul/and allow it, else unroll
//   BSWAP                shifts, masks and ors on the vector when shl/srl/and/or allow it, else unroll
//   VECREDUCE_*          expandVecReduce (legalize/IntegerExpansions.h)
//   everything else      UnrollVectorOp: extract each lane, the scalar operation, BUILD_VECTOR (two-result
//                        nodes give two BUILD_VECTORs)
// Promote: bitcast to the promote-to vector type and back (fp_extend / fp_round for FP element types);
// [SU]INT_TO_FP extend the operand; FP_TO_[SU]INT compute in the wider type, assert and truncate; SETCC
// extends both compared operands.
// Remaining Expand cases (they throw a CannotLowerError naming the node, rather than unroll where LLVM
// would first try a vector rewrite): ANY/SIGN/ZERO_EXTEND_VECTOR_INREG, FP_TO_UINT, UINT_TO_FP, CTLZ, CTTZ
// (and _ZERO_UNDEF), BITREVERSE, FSHL/FSHR, ROTL/ROTR, FMINNUM/FMAXNUM, FMINIMUM/FMAXIMUM, SMIN/SMAX/UMIN/
// UMAX, ABS, ABDS/ABDU, [SU]ADDO/[SU]SUBO, [SU]MULO, [SU]ADDSAT/[SU]SUBSAT, [SU]SHLSAT, SCMP/UCMP, SETCC
// whose condition code is Expand, BSWAP when the byte vector type is legal (LLVM's byte shuffle), extending
// loads and truncating stores whose action is Promote/LibCall. FREM unrolls (dagtool has no vector math
// library).
#include "legalize/LegalizeVectorOps.h"

#include "dag/Printer.h"
#include "legalize/IntegerExpansions.h"
#include "legalize/LegalizeTypes.h"
#include "legalize/VectorTypeKit.h"
#include "support/Diagnostics.h"

#include <optional>
#include <unordered_map>
#include <vector>

namespace dt {

namespace {

bool hasVectorValueOrOperand(const SDNode* N) {
  for (unsigned I = 0; I < N->getNumValues(); ++I)
    if (N->getValueType(I).isVector()) return true;
  for (unsigned I = 0; I < N->getNumOperands(); ++I)
    if (N->getOperand(I).getValueType().isVector()) return true;
  return false;
}

bool isLegalOrCustom(LegalizeAction A) {
  return A == LegalizeAction::Legal || A == LegalizeAction::Custom;
}

class VectorLegalizer {
public:
  VectorLegalizer(SelectionDAG& DAG, const TargetLowering& TLI, std::string* Trace)
      : DAG(DAG), TLI(TLI), Trace(Trace), SideTypeLegalizer(DAG, TLI), Kit(SideTypeLegalizer) {}

  bool run();

private:
  // ---- the walk (LLVM's LegalizeOp, TranslateLegalizeResults, RecursivelyLegalizeResults) ----------------
  SDValue legalizeOp(SDValue Op);
  void addLegalized(SDValue From, SDValue To) {
    Legalized.emplace(From, To);
    if (From != To) Legalized.emplace(To, To); // a replacement asked for again is itself
  }
  SDValue translateResults(SDValue Op, SDNode* Result) {
    for (unsigned I = 0; I < Op->getNumValues(); ++I) addLegalized(Op.getValue(I), SDValue(Result, I));
    return SDValue(Result, Op.getResNo());
  }
  SDValue legalizeResults(SDValue Op, std::vector<SDValue>& Results) {
    DT_CHECK(Results.size() == Op->getNumValues(), "a vector rewrite must give one value per result");
    for (unsigned I = 0; I < Results.size(); ++I) {
      Results[I] = legalizeOp(Results[I]);
      addLegalized(Op.getValue(I), Results[I]);
    }
    return Results[Op.getResNo()];
  }
  /// Whether the tables say anything about N here, and what (the switch of LLVM's LegalizeOp).
  std::optional<LegalizeAction> actionFor(const SDNode* N) const;
  bool lowerCustom(SDNode* N, std::vector<SDValue>& Results);

  // ---- promotion ---------------------------------------------------------------------------------------
  void promote(SDNode* N, std::vector<SDValue>& Results);
  void promoteIntToFP(SDNode* N, std::vector<SDValue>& Results);
  void promoteFPToInt(SDNode* N, std::vector<SDValue>& Results);
  void promoteSetCC(SDNode* N, std::vector<SDValue>& Results);

  // ---- expansion -----------------------------------------------------------------------------------------
  void expand(SDNode* N, std::vector<SDValue>& Results);
  SDValue expandSignExtendInReg(SDNode* N);
  SDValue expandVSelect(SDNode* N);
  SDValue expandSelect(SDNode* N);
  SDValue expandFNeg(SDNode* N);
  SDValue expandFAbs(SDNode* N);
  SDValue expandFCopySign(SDNode* N);
  SDValue expandRem(SDNode* N);
  SDValue expandCTPop(SDNode* N);
  SDValue expandBSwap(SDNode* N);
  SDValue unrollVSetCC(SDNode* N);
  [[noreturn]] void notImplemented(const SDNode* N, const char* What) const {
    throw CannotLowerError(std::string("vector operation legalization: ") + What +
                           " is not implemented: " + nodeText(DAG, N));
  }

  void trace(const std::string& Line) {
    if (Trace) Trace->append(Line).push_back('\n');
  }
  LegalizeAction action(int32_t Op, EVT VT) const { return TLI.getOperationAction(Op, VT); }
  bool legalOrCustom(int32_t Op, EVT VT) const { return TLI.isOperationLegalOrCustom(Op, VT); }
  bool legalOrCustomOrPromote(int32_t Op, EVT VT) const {
    return TLI.isTypeLegal(VT) &&
           (isLegalOrCustom(action(Op, VT)) || action(Op, VT) == LegalizeAction::Promote);
  }

  SelectionDAG& DAG;
  const TargetLowering& TLI;
  std::string* Trace;
  // The type legalizer's vector kit (unrolling, scalarized loads and stores) needs a type legalizer to ask
  // for stack temporaries; none of the helpers used here does, and nothing is recorded in it.
  DAGTypeLegalizer SideTypeLegalizer;
  vectors::VectorKit Kit;
  std::unordered_map<SDValue, SDValue, SDValueHash> Legalized;
  bool Changed = false;
};

bool VectorLegalizer::run() {
  bool HasVectors = false;
  for (SDNode* N : DAG.allnodes())
    for (unsigned I = 0; I < N->getNumValues() && !HasVectors; ++I)
      HasVectors = N->getValueType(I).isVector();
  if (!HasVectors) return false;

  // Topological order, so that each node's operands are legalized before it (no deep recursion). Nodes a
  // rewrite creates are appended behind the last original node and legalized through the recursion.
  DAG.AssignTopologicalOrder();
  SDNode* Last = DAG.lastNode();
  for (SDNode* N = DAG.firstNode();; N = N->nextInList()) {
    legalizeOp(SDValue(N, 0));
    if (N == Last) break;
  }
  SDValue OldRoot = DAG.getRoot();
  auto It = Legalized.find(OldRoot);
  DT_CHECK(It != Legalized.end(), "the vector legalizer did not reach the root");
  DAG.setRoot(It->second);
  Legalized.clear();
  DAG.RemoveDeadNodes();
  return Changed;
}

std::optional<LegalizeAction> VectorLegalizer::actionFor(const SDNode* N) const {
  // The keys are TargetLowering's vector key table (what --print-action-keys documents).
  int32_t Opc = N->getOpcode();
  switch (vectorActionKey(Opc)) {
  case VectorActionKey::NotHandled: return std::nullopt;
  case VectorActionKey::Result0: return action(Opc, N->getValueType(0));
  case VectorActionKey::Operand0: {
    LegalizeAction A = action(Opc, N->getOperand(0).getValueType());
    // A promoted scalar result of an FP min/max reduction is the operation legalizer's business.
    bool FPMinMaxReduce = Opc == ISD::VECREDUCE_FMAX || Opc == ISD::VECREDUCE_FMIN ||
                          Opc == ISD::VECREDUCE_FMAXIMUM || Opc == ISD::VECREDUCE_FMINIMUM;
    return FPMinMaxReduce && A == LegalizeAction::Promote ? LegalizeAction::Legal : A;
  }
  case VectorActionKey::Operand1: return action(Opc, N->getOperand(1).getValueType());
  case VectorActionKey::CondCodeFirst: {
    EVT OpVT = N->getOperand(0).getValueType();
    LegalizeAction A = TLI.getCondCodeAction(N->getOperand(2)->getCondCode(), OpVT);
    return A == LegalizeAction::Legal ? action(Opc, OpVT) : A;
  }
  case VectorActionKey::LoadExt: {
    EVT MemVT = N->getMemoryVT();
    if (MemVT.isVector() && N->getExtensionType() != ISD::NON_EXTLOAD)
      return TLI.getLoadExtAction(N->getExtensionType(), N->getValueType(0), MemVT);
    return LegalizeAction::Legal;
  }
  case VectorActionKey::TruncStore: {
    EVT MemVT = N->getMemoryVT();
    if (MemVT.isVector() && N->isTruncatingStore())
      return TLI.getTruncStoreAction(N->getOperand(1).getValueType(), MemVT);
    return LegalizeAction::Legal;
  }
  case VectorActionKey::LegalMeansExpand: {
    LegalizeAction A = action(Opc, N->getValueType(0));
    return A == LegalizeAction::Legal ? LegalizeAction::Expand : A;
  }
  }
  return std::nullopt;
}

SDValue VectorLegalizer::legalizeOp(SDValue Op) {
  if (auto It = Legalized.find(Op); It != Legalized.end()) return It->second;

  std::vector<SDValue> Ops;
  Ops.reserve(Op->getNumOperands());
  for (unsigned I = 0; I < Op->getNumOperands(); ++I) Ops.push_back(legalizeOp(Op->getOperand(I)));
  SDNode* Node = DAG.UpdateNodeOperands(Op.getNode(), Ops);

  if (!hasVectorValueOrOperand(Node)) return translateResults(Op, Node);
  std::optional<LegalizeAction> Action = actionFor(Node);
  if (!Action) return translateResults(Op, Node);

  if (Trace) trace("\nLegalizing vector op: " + nodeText(DAG, Node));
  std::vector<SDValue> Results;
  ProvenanceScope Scope(DAG, "vector-legalize", Node);
  switch (*Action) {
  case LegalizeAction::Promote:
    if (Node->getOpcode() == ISD::LOAD || Node->getOpcode() == ISD::STORE)
      notImplemented(Node, "promoting an extending load or truncating store");
    trace("Promoting");
    promote(Node, Results);
    break;
  case LegalizeAction::Legal: trace("Legal node: nothing to do"); break;
  case LegalizeAction::Custom:
    trace("Trying custom legalization");
    if (lowerCustom(Node, Results)) break;
    trace("Could not custom legalize node");
    [[fallthrough]];
  case LegalizeAction::Expand:
    trace("Expanding");
    expand(Node, Results);
    break;
  case LegalizeAction::LibCall:
    throw CannotLowerError("vector operation legalization: no rule for a LibCall action: " +
                           nodeText(DAG, Node));
  }
  if (Results.empty()) return translateResults(Op, Node);
  Changed = true;
  return legalizeResults(Op, Results);
}

bool VectorLegalizer::lowerCustom(SDNode* N, std::vector<SDValue>& Results) {
  SDValue Res = TLI.LowerOperation(SDValue(N, 0), DAG);
  if (!Res) return false;
  if (Res == SDValue(N, 0)) return true; // kept as it is
  if (N->getNumValues() == 1) {
    Results.push_back(Res); // may be another result number than 0
    return true;
  }
  DT_CHECK(Res->getNumValues() == N->getNumValues(), "custom lowering returned the wrong number of results");
  for (unsigned I = 0; I < N->getNumValues(); ++I) Results.push_back(Res.getValue(I));
  return true;
}

// ---- promotion ----------------------------------------------------------------------------------------

void VectorLegalizer::promote(SDNode* N, std::vector<SDValue>& Results) {
  switch (N->getOpcode()) {
  case ISD::SINT_TO_FP:
  case ISD::UINT_TO_FP: return promoteIntToFP(N, Results);
  case ISD::FP_TO_SINT:
  case ISD::FP_TO_UINT: return promoteFPToInt(N, Results);
  case ISD::SETCC: return promoteSetCC(N, Results);
  case ISD::FP_ROUND:
  case ISD::FP_EXTEND: notImplemented(N, "promoting the conversions promotion is made of");
  default: break;
  }
  // A vector of integers as another vector of the same width (AND v2i64 as v4i32), or FP elements computed
  // in a wider FP type of the same count.
  if (N->getNumValues() != 1) notImplemented(N, "promoting a node with several results");
  EVT VT = N->getValueType(0);
  EVT NVT = TLI.getTypeToPromoteTo(N->getOpcode(), VT);
  bool FPToFP = VT.isFloatingPoint() && NVT.isFloatingPoint();
  std::vector<SDValue> Operands;
  for (unsigned I = 0; I < N->getNumOperands(); ++I) {
    SDValue O = N->getOperand(I);
    if (!O.getValueType().isVector())
      Operands.push_back(O);
    else if (O.getValueType().isFloatingPoint() && NVT.isVector() && NVT.isFloatingPoint())
      Operands.push_back(DAG.getNode(ISD::FP_EXTEND, NVT, O));
    else
      Operands.push_back(DAG.getNode(ISD::BITCAST, NVT, O));
  }
  SDValue Res = DAG.getNode(N->getOpcode(), NVT, Operands, N->getFlags());
  if (FPToFP)
    Res = DAG.getNode(ISD::FP_ROUND, VT, Res, DAG.getIntPtrConstant(0, /*IsTarget=*/true));
  else
    Res = DAG.getNode(ISD::BITCAST, VT, Res);
  Results.push_back(Res);
}

void VectorLegalizer::promoteIntToFP(SDNode* N, std::vector<SDValue>& Results) {
  // The integer operand is extended (by the conversion's signedness) to the promote-to type.
  EVT VT = N->getOperand(0).getValueType();
  EVT NVT = TLI.getTypeToPromoteTo(N->getOpcode(), VT);
  DT_CHECK(NVT.numElements() == VT.numElements(), "promotion must keep the element count");
  int32_t Ext = N->getOpcode() == ISD::UINT_TO_FP ? ISD::ZERO_EXTEND : ISD::SIGN_EXTEND;
  std::vector<SDValue> Operands;
  for (unsigned I = 0; I < N->getNumOperands(); ++I) {
    SDValue O = N->getOperand(I);
    Operands.push_back(O.getValueType().isVector() ? DAG.getNode(Ext, NVT, O) : O);
  }
  Results.push_back(DAG.getNode(N->getOpcode(), N->getValueType(0), Operands));
}

void VectorLegalizer::promoteFPToInt(SDNode* N, std::vector<SDValue>& Results) {
  // Converted to wider integers, which are known to fit the original ones (else the result was poison).
  EVT VT = N->getValueType(0);
  EVT NVT = TLI.getTypeToPromoteTo(N->getOpcode(), VT);
  DT_CHECK(NVT.numElements() == VT.numElements(), "promotion must keep the element count");
  int32_t NewOpc = N->getOpcode();
  if (NewOpc == ISD::FP_TO_UINT && legalOrCustom(ISD::FP_TO_SINT, NVT)) NewOpc = ISD::FP_TO_SINT;
  SDValue Promoted = DAG.getNode(NewOpc, NVT, N->getOperand(0));
  int32_t Assert = N->getOpcode() == ISD::FP_TO_UINT ? ISD::AssertZext : ISD::AssertSext;
  Promoted = DAG.getNode(Assert, NVT, Promoted, DAG.getValueType(VT.scalarType()));
  Results.push_back(DAG.getNode(ISD::TRUNCATE, VT, Promoted));
}

void VectorLegalizer::promoteSetCC(SDNode* N, std::vector<SDValue>& Results) {
  EVT VecVT = N->getOperand(0).getValueType();
  EVT NewVecVT = TLI.getTypeToPromoteTo(N->getOpcode(), VecVT);
  int32_t Ext = VecVT.isFloatingPoint() ? ISD::FP_EXTEND : ISD::ANY_EXTEND;
  SDValue LHS = DAG.getNode(Ext, NewVecVT, N->getOperand(0));
  SDValue RHS = DAG.getNode(Ext, NewVecVT, N->getOperand(1));
  Results.push_back(DAG.getNode(ISD::SETCC, N->getValueType(0), {LHS, RHS, N->getOperand(2)}, N->getFlags()));
}

// ---- expansion ------------------------------------------------------------------------------------------

void VectorLegalizer::expand(SDNode* N, std::vector<SDValue>& Results) {
  auto use = [&](SDValue V) {
    if (!V) return false;
    Results.push_back(V);
    return true;
  };
  switch (N->getOpcode()) {
  case ISD::LOAD: {
    auto [Value, Chain] = Kit.scalarizeVectorLoad(N);
    Results.push_back(Value);
    Results.push_back(Chain);
    return;
  }
  case ISD::STORE: Results.push_back(Kit.scalarizeVectorStore(N)); return;
  case ISD::MERGE_VALUES:
    for (unsigned I = 0; I < N->getNumValues(); ++I) Results.push_back(N->getOperand(I));
    return;
  case ISD::SIGN_EXTEND_INREG:
    if (use(expandSignExtendInReg(N))) return;
    break;
  case ISD::VSELECT:
    if (use(expandVSelect(N))) return;
    break;
  case ISD::SELECT:
    if (use(expandSelect(N))) return;
    break;
  case ISD::FNEG:
    if (use(expandFNeg(N))) return;
    break;
  case ISD::FABS:
    if (use(expandFAbs(N))) return;
    break;
  case ISD::FCOPYSIGN:
    if (use(expandFCopySign(N))) return;
    break;
  case ISD::FSUB:
    // a - b is a + (-b): with FNEG and FADD legal the operation legalizer does that.
    if (legalOrCustom(ISD::FNEG, N->getValueType(0)) && legalOrCustom(ISD::FADD, N->getValueType(0))) return;
    break;
  case ISD::SETCC: {
    EVT OpVT = N->getOperand(0).getValueType();
    if (TLI.getCondCodeAction(N->getOperand(2)->getCondCode(), OpVT) == LegalizeAction::Expand)
      notImplemented(N, "a vector setcc whose condition code is Expand (LegalizeSetCCCondCode)");
    Results.push_back(unrollVSetCC(N));
    return;
  }
  case ISD::SREM:
  case ISD::UREM:
    if (use(expandRem(N))) return;
    break;
  case ISD::CTPOP:
    if (use(expandCTPop(N))) return;
    break;
  case ISD::BSWAP:
    if (use(expandBSwap(N))) return;
    break;
  case ISD::VECREDUCE_ADD:
  case ISD::VECREDUCE_MUL:
  case ISD::VECREDUCE_AND:
  case ISD::VECREDUCE_OR:
  case ISD::VECREDUCE_XOR:
  case ISD::VECREDUCE_SMAX:
  case ISD::VECREDUCE_SMIN:
  case ISD::VECREDUCE_UMAX:
  case ISD::VECREDUCE_UMIN:
  case ISD::VECREDUCE_FADD:
  case ISD::VECREDUCE_FMUL:
  case ISD::VECREDUCE_FMAX:
  case ISD::VECREDUCE_FMIN:
  case ISD::VECREDUCE_FMAXIMUM:
  case ISD::VECREDUCE_FMINIMUM:
  case ISD::VECREDUCE_SEQ_FADD:
  case ISD::VECREDUCE_SEQ_FMUL:
    if (use(expandVecReduce(DAG, TLI, N))) return;
    notImplemented(N, "this reduction's expansion");
  case ISD::ANY_EXTEND_VECTOR_INREG:
  case ISD::SIGN_EXTEND_VECTOR_INREG:
  case ISD::ZERO_EXTEND_VECTOR_INREG:
  case ISD::FP_TO_UINT:
  case ISD::UINT_TO_FP:
  case ISD::CTLZ:
  case ISD::CTTZ:
  case ISD::CTLZ_ZERO_UNDEF:
  case ISD::CTTZ_ZERO_UNDEF:
  case ISD::BITREVERSE:
  case ISD::FSHL:
  case ISD::FSHR:
  case ISD::ROTL:
  case ISD::ROTR:
  case ISD::FMINNUM:
  case ISD::FMAXNUM:
  case ISD::FMINIMUM:
  case ISD::FMAXIMUM:
  case ISD::SMIN:
  case ISD::SMAX:
  case ISD::UMIN:
  case ISD::UMAX:
  case ISD::ABS:
  case ISD::ABDS:
  case ISD::ABDU:
  case ISD::UADDO:
  case ISD::USUBO:
  case ISD::SADDO:
  case ISD::SSUBO:
  case ISD::UMULO:
  case ISD::SMULO:
  case ISD::UADDSAT:
  case ISD::SADDSAT:
  case ISD::USUBSAT:
  case ISD::SSUBSAT:
  case ISD::USHLSAT:
  case ISD::SSHLSAT:
  case ISD::SCMP:
  case ISD::UCMP: notImplemented(N, "the vector expansion LLVM tries before unrolling this opcode");
  default: break;
  }
  // Element by element.
  SDValue Unrolled = Kit.unrollVectorOp(N);
  if (N->getNumValues() == 1) {
    Results.push_back(Unrolled);
    return;
  }
  DT_CHECK(Unrolled->getNumValues() == N->getNumValues(), "unrolling gave the wrong number of results");
  for (unsigned I = 0; I < N->getNumValues(); ++I) Results.push_back(Unrolled.getValue(I));
}

SDValue VectorLegalizer::expandSignExtendInReg(SDNode* N) {
  EVT VT = N->getValueType(0);
  if (action(ISD::SRA, VT) == LegalizeAction::Expand || action(ISD::SHL, VT) == LegalizeAction::Expand)
    return SDValue();
  unsigned BW = VT.scalarSizeInBits();
  unsigned OrigBW = N->getOperand(1)->getVTPayload().scalarSizeInBits();
  SDValue ShiftSz = DAG.getConstant(BW - OrigBW, VT);
  SDValue Shl = DAG.getNode(ISD::SHL, VT, N->getOperand(0), ShiftSz);
  return DAG.getNode(ISD::SRA, VT, Shl, ShiftSz);
}

SDValue VectorLegalizer::expandVSelect(SDNode* N) {
  SDValue Mask = N->getOperand(0), Op1 = N->getOperand(1), Op2 = N->getOperand(2);
  EVT VT = Mask.getValueType();
  if (action(ISD::AND, VT) == LegalizeAction::Expand || action(ISD::XOR, VT) == LegalizeAction::Expand ||
      action(ISD::OR, VT) == LegalizeAction::Expand)
    return SDValue();
  // Masking needs all-ones lanes for true; 0/1 booleans only do for i1 elements.
  BooleanContent BC = TLI.getBooleanContents(Op1.getValueType());
  if (BC != BooleanContent::ZeroOrNegativeOne &&
      !(BC == BooleanContent::ZeroOrOne && Op1.getValueType().scalarType() == EVT::i1()))
    return SDValue();
  // A mask of another width than the operands (v4i8 = vselect v4i32 ...) cannot mask them.
  if (VT.sizeInBits() != Op1.getValueType().sizeInBits()) return SDValue();
  Op1 = DAG.getNode(ISD::BITCAST, VT, Op1);
  Op2 = DAG.getNode(ISD::BITCAST, VT, Op2);
  SDValue NotMask = DAG.getNOT(Mask, VT);
  Op1 = DAG.getNode(ISD::AND, VT, Op1, Mask);
  Op2 = DAG.getNode(ISD::AND, VT, Op2, NotMask);
  SDValue Val = DAG.getNode(ISD::OR, VT, Op1, Op2);
  return DAG.getNode(ISD::BITCAST, N->getValueType(0), Val);
}

SDValue VectorLegalizer::expandSelect(SDNode* N) {
  EVT VT = N->getValueType(0);
  SDValue Mask = N->getOperand(0), Op1 = N->getOperand(1), Op2 = N->getOperand(2);
  if (action(ISD::AND, VT) == LegalizeAction::Expand || action(ISD::XOR, VT) == LegalizeAction::Expand ||
      action(ISD::OR, VT) == LegalizeAction::Expand ||
      action(ISD::BUILD_VECTOR, VT) == LegalizeAction::Expand)
    return SDValue();
  EVT MaskTy = VT.changeTypeToInteger();
  EVT BitTy = MaskTy.scalarType();
  // The scalar condition as an all-ones or zero lane, broadcast.
  Mask = DAG.getSelect(BitTy, Mask, DAG.getAllOnesConstant(BitTy), DAG.getConstant(0, BitTy));
  std::vector<SDValue> Lanes(MaskTy.numElements(), Mask);
  Mask = DAG.getNode(ISD::BUILD_VECTOR, MaskTy, Lanes);
  Op1 = DAG.getNode(ISD::BITCAST, MaskTy, Op1);
  Op2 = DAG.getNode(ISD::BITCAST, MaskTy, Op2);
  SDValue NotMask = DAG.getNOT(Mask, MaskTy);
  Op1 = DAG.getNode(ISD::AND, MaskTy, Op1, Mask);
  Op2 = DAG.getNode(ISD::AND, MaskTy, Op2, NotMask);
  SDValue Val = DAG.getNode(ISD::OR, MaskTy, Op1, Op2);
  return DAG.getNode(ISD::BITCAST, VT, Val);
}

SDValue VectorLegalizer::expandFNeg(SDNode* N) {
  EVT VT = N->getValueType(0), IntVT = VT.changeTypeToInteger();
  if (!legalOrCustom(ISD::XOR, IntVT) || !legalOrCustomOrPromote(ISD::FSUB, VT)) return SDValue();
  SDValue Cast = DAG.getNode(ISD::BITCAST, IntVT, N->getOperand(0));
  SDValue SignMask = DAG.getConstant(APInt::signMask(IntVT.scalarSizeInBits()), IntVT);
  return DAG.getNode(ISD::BITCAST, VT, DAG.getNode(ISD::XOR, IntVT, Cast, SignMask));
}

SDValue VectorLegalizer::expandFAbs(SDNode* N) {
  EVT VT = N->getValueType(0), IntVT = VT.changeTypeToInteger();
  if (!legalOrCustom(ISD::AND, IntVT) || !legalOrCustomOrPromote(ISD::FSUB, VT)) return SDValue();
  SDValue Cast = DAG.getNode(ISD::BITCAST, IntVT, N->getOperand(0));
  SDValue ClearSignMask = DAG.getConstant(APInt::signedMax(IntVT.scalarSizeInBits()), IntVT);
  return DAG.getNode(ISD::BITCAST, VT, DAG.getNode(ISD::AND, IntVT, Cast, ClearSignMask));
}

SDValue VectorLegalizer::expandFCopySign(SDNode* N) {
  EVT VT = N->getValueType(0), IntVT = VT.changeTypeToInteger();
  if (VT != N->getOperand(1).getValueType() || !legalOrCustom(ISD::AND, IntVT) ||
      !legalOrCustom(ISD::OR, IntVT) || !legalOrCustomOrPromote(ISD::FSUB, VT))
    return SDValue();
  unsigned Bits = IntVT.scalarSizeInBits();
  SDValue Mag = DAG.getNode(ISD::BITCAST, IntVT, N->getOperand(0));
  SDValue Sign = DAG.getNode(ISD::BITCAST, IntVT, N->getOperand(1));
  SDValue SignBit = DAG.getNode(ISD::AND, IntVT, Sign, DAG.getConstant(APInt::signMask(Bits), IntVT));
  SDValue Cleared = DAG.getNode(ISD::AND, IntVT, Mag, DAG.getConstant(APInt::signedMax(Bits), IntVT));
  SDValue Copied = DAG.getNode(ISD::OR, IntVT, Cleared, SignBit, SDNodeFlags::Disjoint);
  return DAG.getNode(ISD::BITCAST, VT, Copied);
}

SDValue VectorLegalizer::expandRem(SDNode* N) {
  EVT VT = N->getValueType(0);
  bool Signed = N->getOpcode() == ISD::SREM;
  int32_t DivOpc = Signed ? ISD::SDIV : ISD::UDIV, DivRemOpc = Signed ? ISD::SDIVREM : ISD::UDIVREM;
  SDValue X = N->getOperand(0), Y = N->getOperand(1);
  if (legalOrCustom(DivRemOpc, VT)) return DAG.getNode(DivRemOpc, DAG.getVTList(VT, VT), {X, Y}).getValue(1);
  if (!legalOrCustom(DivOpc, VT)) return Kit.unrollVectorOp(N);
  SDValue Div = DAG.getNode(DivOpc, VT, X, Y);
  SDValue Mul = DAG.getNode(ISD::MUL, VT, Div, Y);
  return DAG.getNode(ISD::SUB, VT, X, Mul);
}

SDValue VectorLegalizer::expandCTPop(SDNode* N) {
  EVT VT = N->getValueType(0);
  unsigned Len = VT.scalarSizeInBits();
  if (Len > 128 || Len % 8 != 0) return SDValue();
  bool CanExpand = legalOrCustom(ISD::ADD, VT) && legalOrCustom(ISD::SUB, VT) &&
                   legalOrCustom(ISD::SRL, VT) && (Len == 8 || legalOrCustom(ISD::MUL, VT)) &&
                   legalOrCustomOrPromote(ISD::AND, VT);
  if (!CanExpand) return SDValue();
  // The parallel bit count: pairs, nibbles, bytes, then the bytes summed by a multiply.
  auto splatByte = [&](uint8_t B) {
    APInt Bits(Len, 0);
    for (unsigned I = 0; I < Len; I += 8) Bits |= APInt(Len, B).shl(I);
    return DAG.getConstant(Bits, VT);
  };
  auto amount = [&](unsigned S) { return DAG.getConstant(S, VT); };
  SDValue Mask55 = splatByte(0x55), Mask33 = splatByte(0x33), Mask0F = splatByte(0x0F);
  SDValue Op = N->getOperand(0);
  Op = DAG.getNode(ISD::SUB, VT, Op,
                   DAG.getNode(ISD::AND, VT, DAG.getNode(ISD::SRL, VT, Op, amount(1)), Mask55));
  Op = DAG.getNode(ISD::ADD, VT, DAG.getNode(ISD::AND, VT, Op, Mask33),
                   DAG.getNode(ISD::AND, VT, DAG.getNode(ISD::SRL, VT, Op, amount(2)), Mask33));
  Op = DAG.getNode(ISD::AND, VT, DAG.getNode(ISD::ADD, VT, Op, DAG.getNode(ISD::SRL, VT, Op, amount(4))),
                   Mask0F);
  if (Len <= 8) return Op;
  SDValue V = DAG.getNode(ISD::MUL, VT, Op, splatByte(0x01));
  return DAG.getNode(ISD::SRL, VT, V, amount(Len - 8));
}

SDValue VectorLegalizer::expandBSwap(SDNode* N) {
  EVT VT = N->getValueType(0);
  unsigned Bytes = VT.scalarSizeInBits() / 8;
  if (TLI.isTypeLegal(EVT::vector(EVT::i8(), VT.numElements() * Bytes)))
    notImplemented(N, "a vector bswap as a byte shuffle");
  if (!(legalOrCustom(ISD::SHL, VT) && legalOrCustom(ISD::SRL, VT) && legalOrCustomOrPromote(ISD::AND, VT) &&
        legalOrCustomOrPromote(ISD::OR, VT)))
    return SDValue();
  // LLVM's expandBSWAP, lane-wise.
  SDValue Op = N->getOperand(0);
  auto k = [&](uint64_t V) { return DAG.getConstant(V, VT); };
  auto shl = [&](SDValue A, unsigned S) { return DAG.getNode(ISD::SHL, VT, A, k(S)); };
  auto srl = [&](SDValue A, unsigned S) { return DAG.getNode(ISD::SRL, VT, A, k(S)); };
  auto band = [&](SDValue A, uint64_t M) { return DAG.getNode(ISD::AND, VT, A, k(M)); };
  auto bor = [&](SDValue A, SDValue B) { return DAG.getNode(ISD::OR, VT, A, B); };
  switch (VT.scalarSizeInBits()) {
  case 16: return DAG.getNode(ISD::ROTL, VT, Op, k(8));
  case 32: {
    SDValue T4 = shl(Op, 24);
    SDValue T3 = shl(band(Op, 0xFF00), 8);
    SDValue T2 = band(srl(Op, 8), 0xFF00);
    SDValue T1 = srl(Op, 24);
    T4 = bor(T4, T3);
    T2 = bor(T2, T1);
    return bor(T4, T2);
  }
  case 64: {
    SDValue T8 = shl(Op, 56);
    SDValue T7 = shl(band(Op, 0xFF00), 40);
    SDValue T6 = shl(band(Op, 0xFF0000), 24);
    SDValue T5 = shl(band(Op, 0xFF000000), 8);
    SDValue T4 = band(srl(Op, 8), 0xFF000000);
    SDValue T3 = band(srl(Op, 24), 0xFF0000);
    SDValue T2 = band(srl(Op, 40), 0xFF00);
    SDValue T1 = srl(Op, 56);
    T8 = bor(T8, T7);
    T6 = bor(T6, T5);
    T4 = bor(T4, T3);
    T2 = bor(T2, T1);
    T8 = bor(T8, T6);
    T4 = bor(T4, T2);
    return bor(T8, T4);
  }
  default: return SDValue();
  }
}

SDValue VectorLegalizer::unrollVSetCC(SDNode* N) {
  // Each lane compared as scalars, and the scalar boolean widened to the lane's true value.
  EVT VT = N->getValueType(0), EltVT = VT.scalarType();
  SDValue LHS = N->getOperand(0), RHS = N->getOperand(1), CC = N->getOperand(2);
  EVT TmpEltVT = LHS.getValueType().scalarType();
  std::vector<SDValue> Ops(VT.numElements());
  for (unsigned I = 0; I < VT.numElements(); ++I) {
    SDValue L = Kit.extractElt(TmpEltVT, LHS, I);
    SDValue R = Kit.extractElt(TmpEltVT, RHS, I);
    Ops[I] = DAG.getNode(ISD::SETCC, TLI.getSetCCResultType(TmpEltVT), {L, R, CC});
    APInt True = TLI.getBooleanContents(VT) == BooleanContent::ZeroOrNegativeOne
                     ? APInt::allOnes(EltVT.scalarSizeInBits())
                     : APInt(EltVT.scalarSizeInBits(), 1);
    Ops[I] = DAG.getSelect(EltVT, Ops[I], DAG.getConstant(True, EltVT), DAG.getConstant(0, EltVT));
  }
  return DAG.getNode(ISD::BUILD_VECTOR, VT, Ops);
}

} // namespace

bool legalizeVectorOps(SelectionDAG& DAG, const TargetLowering& TLI, std::string* Trace) {
  return VectorLegalizer(DAG, TLI, Trace).run();
}

} // namespace dt
