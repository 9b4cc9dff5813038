// legalize/ExpandIntegers.cpp — the ExpandInteger action family: an integer too wide for a register (i64 on
// RV32, i128 on RV64) becomes a low and a high half of half its width.
//
// Duty: LLVM 19's ExpandIntRes_* / ExpandIntOp_* rules (LegalizeIntegerTypes.cpp), so that expanded DAGs
// have the shapes llc's have: the same opcodes, operand order and extension choices. The generic
// TargetLowering expansions they lean on (expandMUL_LOHI, forceExpandWideMUL, expandAddSubSat, expandCMP,
// expandDIVREMByConstant, SimplifySetCC's constant rules, value tracking) are in IntegerExpansions.cpp.
// Invariants:
//  - a result rule records the halves of result ResNo (SetExpandedInteger) and replaces every other result
//    of its node (ReplaceValueWith); an operand rule updates its node in place or returns its replacement;
//  - halves have the type getTypeToTransformTo gives (which may itself be expanded again: i128 on RV32
//    becomes two i64 values, each of which becomes two i32 values when it is reached on the worklist);
//  - new nodes of illegal types are fine: the worklist legalizes them when they are first used;
//  - every opcode without a rule goes to unsupported(), which names the node.
#include "dag/FunctionLowering.h"
#include "legalize/IntegerExpansions.h"
#include "legalize/LegalizeTypes.h"
#include "support/Diagnostics.h"

#include <algorithm>
#include <bit>

namespace dt {

namespace {

// ---- the rules --------------------------------------------------------------------------------------------

class ExpandIntegerRules {
public:
  explicit ExpandIntegerRules(DAGTypeLegalizer& L) : L(L), DAG(L.dag()), TLI(L.tli()) {}

  /// Legalizes result ResNo of N (and every other result of N).
  void result(SDNode* N, unsigned ResNo);
  /// Legalizes operand OpNo of N: N itself when updated in place, its replacement value, or null when
  /// N's values were replaced here.
  SDValue operand(SDNode* N, unsigned OpNo);

private:
  DAGTypeLegalizer& L;
  SelectionDAG& DAG;
  const TargetLowering& TLI;

  [[noreturn]] void noRule(SDNode* N, const char* What) { L.unsupported("ExpandInteger", N, What); }
  EVT halfOf(EVT VT) const { return L.getTypeToTransformTo(VT); }
  EVT ccVT(EVT VT) const { return L.getSetCCResultType(VT); }
  EVT ptrVT() const { return TLI.getPointerTy(); }
  bool legalOrCustom(int32_t Op, EVT VT) const { return TLI.isOperationLegalOrCustom(Op, VT); }
  /// Whether the carry-chain opcode Op is available for the halves of VT once they are fully expanded.
  bool legalOrCustomExpanded(int32_t Op, EVT VT) const {
    return legalOrCustom(Op, TLI.getTypeToExpandTo(VT));
  }
  SDValue node(int32_t Op, EVT VT, SDValue A) { return DAG.getNode(Op, VT, A); }
  SDValue node(int32_t Op, EVT VT, SDValue A, SDValue B, uint16_t Flags = 0) {
    return DAG.getNode(Op, VT, A, B, Flags);
  }
  SDValue node(int32_t Op, EVT VT, SDValue A, SDValue B, SDValue C) { return DAG.getNode(Op, VT, A, B, C); }
  SDValue node(int32_t Op, SDVTList VTs, std::initializer_list<SDValue> Ops) {
    return DAG.getNode(Op, VTs, Ops);
  }
  SDValue cst(uint64_t V, EVT VT) { return DAG.getConstant(V, VT); }
  SDValue cst(const APInt& V, EVT VT) { return DAG.getConstant(V, VT); }
  SDValue shAmt(uint64_t V, EVT VT) { return DAG.getShiftAmountConstant(V, VT); }
  SDValue setcc(EVT VT, SDValue A, SDValue B, ISD::CondCode CC) { return DAG.getSetCC(VT, A, B, CC); }
  SDValue select(EVT VT, SDValue C, SDValue T, SDValue F) { return DAG.getSelect(VT, C, T, F); }
  void expanded(SDValue V, SDValue& Lo, SDValue& Hi) { L.GetExpandedInteger(V, Lo, Hi); }
  void split(SDValue V, SDValue& Lo, SDValue& Hi) { L.SplitInteger(V, Lo, Hi); }
  KnownBits known(SDValue V) const { return computeKnownBits(TLI, V); }
  unsigned signBits(SDValue V) const { return computeNumSignBits(TLI, V); }
  std::pair<SDValue, SDValue> libCall(const char* Name, EVT RetVT, std::initializer_list<SDValue> Ops,
                                      const LibCallOptions& Opts, SDValue Chain = SDValue()) {
    return L.makeLibCall(Name, RetVT, std::span<const SDValue>(Ops.begin(), Ops.size()), Opts, Chain);
  }
  const MemOperand* partMemOperand(const MemOperand* Orig, int64_t Offset, uint64_t Bytes);

  // results
  void constant(SDNode* N, SDValue& Lo, SDValue& Hi);
  void extend(SDNode* N, SDValue& Lo, SDValue& Hi);
  void assertExt(SDNode* N, SDValue& Lo, SDValue& Hi);
  void signExtendInReg(SDNode* N, SDValue& Lo, SDValue& Hi);
  void truncate(SDNode* N, SDValue& Lo, SDValue& Hi);
  void load(SDNode* N, SDValue& Lo, SDValue& Hi);
  void logical(SDNode* N, SDValue& Lo, SDValue& Hi);
  void addSub(SDNode* N, SDValue& Lo, SDValue& Hi);
  void addSubGlue(SDNode* N, SDValue& Lo, SDValue& Hi);
  void carryChain(SDNode* N, SDValue& Lo, SDValue& Hi);
  void uAddSubO(SDNode* N, SDValue& Lo, SDValue& Hi);
  void sAddSubO(SDNode* N, SDValue& Lo, SDValue& Hi);
  void mul(SDNode* N, SDValue& Lo, SDValue& Hi);
  void mulHigh(SDNode* N, SDValue& Lo, SDValue& Hi);
  void mulO(SDNode* N, SDValue& Lo, SDValue& Hi);
  void divRem(SDNode* N, SDValue& Lo, SDValue& Hi);
  void shift(SDNode* N, SDValue& Lo, SDValue& Hi);
  void shiftByConstant(SDNode* N, const APInt& Amt, SDValue& Lo, SDValue& Hi);
  bool shiftWithKnownAmountBit(SDNode* N, SDValue& Lo, SDValue& Hi);
  void shiftWithUnknownAmountBit(SDNode* N, SDValue& Lo, SDValue& Hi);
  void shiftThroughStack(SDNode* N, SDValue& Lo, SDValue& Hi);
  void funnelShift(SDNode* N, SDValue& Lo, SDValue& Hi);
  void minMax(SDNode* N, SDValue& Lo, SDValue& Hi);
  void abs(SDNode* N, SDValue& Lo, SDValue& Hi);
  void countZeros(SDNode* N, SDValue& Lo, SDValue& Hi);
  void ctpop(SDNode* N, SDValue& Lo, SDValue& Hi);
  void fpToInt(SDNode* N, SDValue& Lo, SDValue& Hi);
  void fpRoundToInt(SDNode* N, SDValue& Lo, SDValue& Hi);
  void readCounter(SDNode* N, SDValue& Lo, SDValue& Hi);
  void setccResult(SDNode* N, SDValue& Lo, SDValue& Hi);

  // operands
  void expandSetCCOperands(SDValue& NewLHS, SDValue& NewRHS, ISD::CondCode& CC);
  SDValue opSetCC(SDNode* N);
  SDValue opBrCC(SDNode* N);
  SDValue opSelectCC(SDNode* N);
  SDValue opSetCCCarry(SDNode* N);
  SDValue opBrCond(SDNode* N);
  SDValue opStore(SDNode* N, unsigned OpNo);
  SDValue opIntToFP(SDNode* N);
};

const MemOperand* ExpandIntegerRules::partMemOperand(const MemOperand* Orig, int64_t Offset, uint64_t Bytes) {
  // The part keeps the access's base alignment; its own alignment follows from its offset.
  MemOperand MO = *Orig;
  MO.SizeInBytes = Bytes;
  MO.SizeUnknown = false;
  MO.PtrInfo = Orig->PtrInfo.withOffset(Offset);
  uint64_t A = MO.BaseAlign;
  while (A > 1 && MO.PtrInfo.Offset % int64_t(A)) A /= 2;
  MO.Align = A;
  return DAG.getMemOperand(MO);
}

// ===========================================================================================================
// Results
// ===========================================================================================================

void ExpandIntegerRules::result(SDNode* N, unsigned ResNo) {
  SDValue Lo, Hi;
  switch (N->getOpcode()) {
  case ISD::MERGE_VALUES: L.SplitRes_MERGE_VALUES(N, ResNo, Lo, Hi); break;
  case ISD::SELECT: L.SplitRes_SELECT(N, Lo, Hi); break;
  case ISD::SELECT_CC: L.SplitRes_SELECT_CC(N, Lo, Hi); break;
  case ISD::UNDEF:
  case ISD::POISON: L.SplitRes_UNDEF(N, Lo, Hi); break;
  case ISD::FREEZE: L.SplitRes_FREEZE(N, Lo, Hi); break;
  case ISD::SETCC: setccResult(N, Lo, Hi); break;

  case ISD::BITCAST: L.ExpandRes_BITCAST(N, Lo, Hi); break;
  case ISD::BUILD_PAIR: L.ExpandRes_BUILD_PAIR(N, Lo, Hi); break;
  case ISD::EXTRACT_ELEMENT: L.ExpandRes_EXTRACT_ELEMENT(N, Lo, Hi); break;
  case ISD::EXTRACT_VECTOR_ELT: L.ExpandRes_EXTRACT_VECTOR_ELT(N, Lo, Hi); break;

  case ISD::Constant: constant(N, Lo, Hi); break;
  case ISD::ANY_EXTEND:
  case ISD::SIGN_EXTEND:
  case ISD::ZERO_EXTEND: extend(N, Lo, Hi); break;
  case ISD::AssertSext:
  case ISD::AssertZext: assertExt(N, Lo, Hi); break;
  case ISD::SIGN_EXTEND_INREG: signExtendInReg(N, Lo, Hi); break;
  case ISD::TRUNCATE: truncate(N, Lo, Hi); break;
  case ISD::LOAD: load(N, Lo, Hi); break;

  case ISD::AND:
  case ISD::OR:
  case ISD::XOR: logical(N, Lo, Hi); break;
  case ISD::ADD:
  case ISD::SUB: addSub(N, Lo, Hi); break;
  case ISD::ADDC:
  case ISD::SUBC:
  case ISD::ADDE:
  case ISD::SUBE: addSubGlue(N, Lo, Hi); break;
  case ISD::UADDO_CARRY:
  case ISD::USUBO_CARRY:
  case ISD::SADDO_CARRY:
  case ISD::SSUBO_CARRY: carryChain(N, Lo, Hi); break;
  case ISD::UADDO:
  case ISD::USUBO: uAddSubO(N, Lo, Hi); break;
  case ISD::SADDO:
  case ISD::SSUBO: sAddSubO(N, Lo, Hi); break;
  case ISD::UADDSAT:
  case ISD::SADDSAT:
  case ISD::USUBSAT:
  case ISD::SSUBSAT: split(expandAddSubSat(DAG, TLI, N), Lo, Hi); break;
  case ISD::USHLSAT:
  case ISD::SSHLSAT: split(expandShlSat(DAG, TLI, N), Lo, Hi); break;

  case ISD::MUL: mul(N, Lo, Hi); break;
  case ISD::MULHU:
  case ISD::MULHS:
  case ISD::UMUL_LOHI:
  case ISD::SMUL_LOHI: mulHigh(N, Lo, Hi); break;
  case ISD::UMULO:
  case ISD::SMULO: mulO(N, Lo, Hi); break;
  case ISD::SDIV:
  case ISD::UDIV:
  case ISD::SREM:
  case ISD::UREM: divRem(N, Lo, Hi); break;

  case ISD::SHL:
  case ISD::SRA:
  case ISD::SRL: shift(N, Lo, Hi); break;
  case ISD::ROTL:
  case ISD::ROTR: {
    // A rotate is a funnel shift of a value with itself.
    int32_t Opc = N->getOpcode() == ISD::ROTL ? ISD::FSHL : ISD::FSHR;
    SDValue X = N->getOperand(0);
    split(node(Opc, N->getValueType(0), X, X, N->getOperand(1)), Lo, Hi);
    break;
  }
  case ISD::FSHL:
  case ISD::FSHR: funnelShift(N, Lo, Hi); break;

  case ISD::SMIN:
  case ISD::SMAX:
  case ISD::UMIN:
  case ISD::UMAX: minMax(N, Lo, Hi); break;
  case ISD::SCMP:
  case ISD::UCMP: split(expandCmp(DAG, TLI, N), Lo, Hi); break;
  case ISD::ABS: abs(N, Lo, Hi); break;

  case ISD::CTLZ:
  case ISD::CTLZ_ZERO_UNDEF:
  case ISD::CTTZ:
  case ISD::CTTZ_ZERO_UNDEF: countZeros(N, Lo, Hi); break;
  case ISD::CTPOP: ctpop(N, Lo, Hi); break;
  case ISD::PARITY: {
    // parity(Hi:Lo) = parity(Lo ^ Hi)
    expanded(N->getOperand(0), Lo, Hi);
    EVT NVT = Lo.getValueType();
    Lo = node(ISD::PARITY, NVT, node(ISD::XOR, NVT, Lo, Hi));
    Hi = cst(0, NVT);
    break;
  }
  case ISD::BSWAP:
  case ISD::BITREVERSE: {
    // The halves swap places, each reversed in itself.
    expanded(N->getOperand(0), Hi, Lo);
    Lo = node(N->getOpcode(), Lo.getValueType(), Lo);
    Hi = node(N->getOpcode(), Hi.getValueType(), Hi);
    break;
  }

  case ISD::FP_TO_SINT:
  case ISD::FP_TO_UINT: fpToInt(N, Lo, Hi); break;
  case ISD::FP_TO_SINT_SAT:
  case ISD::FP_TO_UINT_SAT: split(expandFPToIntSat(DAG, TLI, N), Lo, Hi); break;
  case ISD::LROUND:
  case ISD::LLROUND:
  case ISD::LRINT:
  case ISD::LLRINT: fpRoundToInt(N, Lo, Hi); break;
  case ISD::READCYCLECOUNTER: readCounter(N, Lo, Hi); break;
  case ISD::VECREDUCE_ADD:
  case ISD::VECREDUCE_MUL:
  case ISD::VECREDUCE_AND:
  case ISD::VECREDUCE_OR:
  case ISD::VECREDUCE_XOR:
  case ISD::VECREDUCE_SMAX:
  case ISD::VECREDUCE_SMIN:
  case ISD::VECREDUCE_UMAX:
  case ISD::VECREDUCE_UMIN: split(expandVecReduce(DAG, TLI, N), Lo, Hi); break;

  default: noRule(N, "result");
  }
  // A null Lo means the rule replaced the node's values itself.
  if (Lo) L.SetExpandedInteger(SDValue(N, ResNo), Lo, Hi);
}

void ExpandIntegerRules::constant(SDNode* N, SDValue& Lo, SDValue& Hi) {
  EVT NVT = halfOf(N->getValueType(0));
  unsigned NBits = unsigned(NVT.sizeInBits());
  const APInt& C = N->getAPIntValue();
  bool Opaque = N->isOpaqueConstant();
  Lo = DAG.getConstant(C.trunc(NBits), NVT, false, Opaque);
  Hi = DAG.getConstant(C.lshr(NBits).trunc(NBits), NVT, false, Opaque);
}

void ExpandIntegerRules::extend(SDNode* N, SDValue& Lo, SDValue& Hi) {
  int32_t Opc = N->getOpcode();
  EVT NVT = halfOf(N->getValueType(0));
  SDValue Op = N->getOperand(0);
  if (Op.getValueSizeInBits() <= NVT.sizeInBits()) {
    // The low half is the extended operand; the high half is undefined, zero or copies of the sign.
    Lo = node(Opc, NVT, Op);
    if (Opc == ISD::ANY_EXTEND)
      Hi = DAG.getUNDEF(NVT);
    else if (Opc == ISD::ZERO_EXTEND)
      Hi = cst(0, NVT);
    else
      Hi = node(ISD::SRA, NVT, Lo, cst(NVT.sizeInBits() - 1, ptrVT()));
    return;
  }
  // An operand wider than a half (i48 → i64 on RV32) is promoted to the result type: split that instead,
  // and make the bits above the operand's width what the extension says.
  if (L.getTypeAction(Op.getValueType()) != TypeAction::PromoteInteger)
    noRule(N, "result (operand neither fits a half nor is promoted)");
  SDValue Res = L.GetPromotedInteger(Op);
  if (Res.getValueType() != N->getValueType(0)) noRule(N, "result (operand promoted to another type)");
  split(Res, Lo, Hi);
  EVT Excess = EVT::integer(unsigned(Op.getValueSizeInBits() - NVT.sizeInBits()));
  if (Opc == ISD::SIGN_EXTEND)
    Hi = node(ISD::SIGN_EXTEND_INREG, Hi.getValueType(), Hi, DAG.getValueType(Excess));
  else if (Opc == ISD::ZERO_EXTEND)
    Hi = DAG.getZeroExtendInReg(Hi, Excess);
}

void ExpandIntegerRules::assertExt(SDNode* N, SDValue& Lo, SDValue& Hi) {
  bool Signed = N->getOpcode() == ISD::AssertSext;
  expanded(N->getOperand(0), Lo, Hi);
  EVT NVT = Lo.getValueType();
  EVT From = N->getOperand(1)->getVTPayload();
  uint64_t NBits = NVT.sizeInBits(), FromBits = From.sizeInBits();
  if (NBits < FromBits) {
    // The assertion is about bits of the high half only.
    Hi = node(N->getOpcode(), NVT, Hi, DAG.getValueType(EVT::integer(unsigned(FromBits - NBits))));
    return;
  }
  Lo = node(N->getOpcode(), NVT, Lo, N->getOperand(1));
  // The high half is known: copies of the sign bit, or zero. Say so explicitly.
  Hi = Signed ? node(ISD::SRA, NVT, Lo, cst(NBits - 1, ptrVT())) : cst(0, NVT);
}

void ExpandIntegerRules::signExtendInReg(SDNode* N, SDValue& Lo, SDValue& Hi) {
  expanded(N->getOperand(0), Lo, Hi);
  EVT From = N->getOperand(1)->getVTPayload();
  if (From.sizeInBits() <= Lo.getValueSizeInBits()) {
    // sext_inreg the low half (if needed), the high half is its sign.
    Lo = node(ISD::SIGN_EXTEND_INREG, Lo.getValueType(), Lo, N->getOperand(1));
    Hi = node(ISD::SRA, Hi.getValueType(), Lo, cst(Hi.getValueSizeInBits() - 1, ptrVT()));
    return;
  }
  // The sign bit lies in the high half: leave the low half alone.
  EVT Excess = EVT::integer(unsigned(From.sizeInBits() - Lo.getValueSizeInBits()));
  Hi = node(ISD::SIGN_EXTEND_INREG, Hi.getValueType(), Hi, DAG.getValueType(Excess));
}

void ExpandIntegerRules::truncate(SDNode* N, SDValue& Lo, SDValue& Hi) {
  EVT NVT = halfOf(N->getValueType(0));
  SDValue Op = N->getOperand(0);
  Lo = node(ISD::TRUNCATE, NVT, Op);
  Hi = node(ISD::SRL, Op.getValueType(), Op, cst(NVT.sizeInBits(), ptrVT()));
  Hi = node(ISD::TRUNCATE, NVT, Hi);
}

void ExpandIntegerRules::load(SDNode* N, SDValue& Lo, SDValue& Hi) {
  if (N->getAddressingMode() != ISD::UNINDEXED) noRule(N, "result (indexed load)");
  ISD::LoadExtType Ext = N->getExtensionType();
  if (Ext == ISD::NON_EXTLOAD) {
    L.ExpandRes_NormalLoad(N, Lo, Hi);
    return;
  }
  EVT NVT = halfOf(N->getValueType(0));
  SDValue Ch = N->getOperand(0);
  SDValue Ptr = N->getOperand(1);
  EVT MemVT = N->getMemoryVT();
  const MemOperand* MMO = N->getMemOperand();
  if (MemVT.sizeInBits() <= NVT.sizeInBits()) {
    // The memory fits the low half; the high half follows from the extension.
    Lo = DAG.getExtLoad(Ext, NVT, Ch, Ptr, MemVT, partMemOperand(MMO, 0, MemVT.storeSizeInBytes()));
    Ch = Lo.getValue(1);
    if (Ext == ISD::SEXTLOAD)
      Hi = node(ISD::SRA, NVT, Lo, cst(NVT.sizeInBits() - 1, ptrVT()));
    else if (Ext == ISD::ZEXTLOAD)
      Hi = cst(0, NVT);
    else
      Hi = DAG.getUNDEF(NVT);
  } else {
    // Little-endian: a full low half, then the rest extended into the high half.
    Lo = DAG.getLoad(NVT, Ch, Ptr, partMemOperand(MMO, 0, NVT.storeSizeInBytes()));
    EVT ExcessVT = EVT::integer(unsigned(MemVT.sizeInBits() - NVT.sizeInBits()));
    uint64_t Increment = NVT.sizeInBits() / 8;
    SDValue HiPtr = DAG.getMemBasePlusOffset(Ptr, int64_t(Increment));
    Hi = DAG.getExtLoad(Ext, NVT, Ch, HiPtr, ExcessVT,
                        partMemOperand(MMO, int64_t(Increment), ExcessVT.storeSizeInBytes()));
    SDValue Chains[] = {Lo.getValue(1), Hi.getValue(1)};
    Ch = DAG.getNode(ISD::TokenFactor, EVT::other(), std::span<const SDValue>(Chains));
  }
  L.ReplaceValueWith(SDValue(N, 1), Ch);
}

void ExpandIntegerRules::logical(SDNode* N, SDValue& Lo, SDValue& Hi) {
  SDValue LL, LH, RL, RH;
  expanded(N->getOperand(0), LL, LH);
  expanded(N->getOperand(1), RL, RH);
  Lo = node(N->getOpcode(), LL.getValueType(), LL, RL);
  Hi = node(N->getOpcode(), LL.getValueType(), LH, RH);
}

void ExpandIntegerRules::setccResult(SDNode* N, SDValue& Lo, SDValue& Hi) {
  // A compare producing a too-wide boolean: compare in the legal boolean type, then widen.
  SDValue LHS = N->getOperand(0);
  EVT NewVT = ccVT(LHS.getValueType());
  SDValue Res = node(ISD::SETCC, NewVT, LHS, N->getOperand(1), N->getOperand(2));
  EVT VT = N->getValueType(0);
  if (TLI.getBooleanContents(NewVT) == BooleanContent::ZeroOrNegativeOne)
    Res = DAG.getSExtOrTrunc(Res, VT);
  else
    Res = DAG.getZExtOrTrunc(Res, VT);
  split(Res, Lo, Hi);
}

void ExpandIntegerRules::readCounter(SDNode* N, SDValue& Lo, SDValue& Hi) {
  EVT NVT = halfOf(N->getValueType(0));
  SDValue R = DAG.getNode(N->getOpcode(), DAG.getVTList(NVT, NVT, EVT::other()), {N->getOperand(0)});
  Lo = R.getValue(0);
  Hi = R.getValue(1);
  L.ReplaceValueWith(SDValue(N, 1), R.getValue(2));
}

// ---- additions and subtractions ---------------------------------------------------------------------------

void ExpandIntegerRules::addSub(SDNode* N, SDValue& Lo, SDValue& Hi) {
  bool IsAdd = N->getOpcode() == ISD::ADD;
  SDValue LHSL, LHSH, RHSL, RHSH;
  expanded(N->getOperand(0), LHSL, LHSH);
  expanded(N->getOperand(1), RHSL, RHSH);
  EVT NVT = LHSL.getValueType();
  EVT CCT = ccVT(NVT);

  if (legalOrCustomExpanded(IsAdd ? ISD::UADDO_CARRY : ISD::USUBO_CARRY, NVT)) {
    SDVTList VTs = DAG.getVTList(NVT, CCT);
    Lo = node(IsAdd ? ISD::UADDO : ISD::USUBO, VTs, {LHSL, RHSL});
    SDValue Carry = Lo.getValue(1);
    if (known(Carry).Zero.isAllOnes())
      Hi = node(IsAdd ? ISD::ADD : ISD::SUB, NVT, LHSH, RHSH);
    else
      Hi = node(IsAdd ? ISD::UADDO_CARRY : ISD::USUBO_CARRY, VTs, {LHSH, RHSH, Carry});
    return;
  }
  if (legalOrCustomExpanded(IsAdd ? ISD::ADDC : ISD::SUBC, NVT)) {
    SDVTList VTs = DAG.getVTList(NVT, EVT::glue());
    Lo = node(IsAdd ? ISD::ADDC : ISD::SUBC, VTs, {LHSL, RHSL});
    Hi = node(IsAdd ? ISD::ADDE : ISD::SUBE, VTs, {LHSH, RHSH, Lo.getValue(1)});
    return;
  }
  BooleanContent Bool = TLI.getBooleanContents(NVT);
  if (legalOrCustomExpanded(IsAdd ? ISD::UADDO : ISD::USUBO, NVT)) {
    SDVTList VTs = DAG.getVTList(NVT, CCT);
    Lo = node(IsAdd ? ISD::UADDO : ISD::USUBO, VTs, {LHSL, RHSL});
    Hi = node(IsAdd ? ISD::ADD : ISD::SUB, NVT, LHSH, RHSH);
    SDValue Ovf = Lo.getValue(1);
    if (Bool == BooleanContent::ZeroOrNegativeOne) {
      // -1 for a carry: subtract it when adding, add it when subtracting.
      Hi = node(IsAdd ? ISD::SUB : ISD::ADD, NVT, Hi, DAG.getSExtOrTrunc(Ovf, NVT));
      return;
    }
    if (Bool == BooleanContent::Undefined) Ovf = node(ISD::AND, CCT, cst(1, CCT), Ovf);
    Hi = node(N->getOpcode(), NVT, Hi, DAG.getZExtOrTrunc(Ovf, NVT));
    return;
  }

  // No carry operations at all (RISC-V): recover the carry with an unsigned compare of the low halves.
  auto toNumber = [&](SDValue Cmp) {
    if (Bool == BooleanContent::ZeroOrOne) return DAG.getZExtOrTrunc(Cmp, NVT);
    return select(NVT, Cmp, cst(1, NVT), cst(0, NVT));
  };
  if (IsAdd) {
    Lo = node(ISD::ADD, NVT, LHSL, RHSL);
    SDValue Cmp;
    if (isOneConstant(RHSL))
      Cmp = setcc(CCT, Lo, cst(0, NVT), ISD::SETEQ); // x+1 carries iff the sum is 0
    else if (isAllOnesConstant(RHSL))
      // x-1 carries iff x != 0; with an all-ones high half too, count the borrow instead.
      Cmp = setcc(CCT, LHSL, cst(0, NVT), isAllOnesConstant(RHSH) ? ISD::SETEQ : ISD::SETNE);
    else
      Cmp = setcc(CCT, Lo, LHSL, ISD::SETULT);
    SDValue Carry = toNumber(Cmp);
    if (isAllOnesConstant(RHSL) && isAllOnesConstant(RHSH)) {
      Hi = node(ISD::SUB, NVT, LHSH, Carry);
    } else {
      Hi = node(ISD::ADD, NVT, LHSH, RHSH);
      Hi = node(ISD::ADD, NVT, Hi, Carry);
    }
    return;
  }
  Lo = node(ISD::SUB, NVT, LHSL, RHSL);
  Hi = node(ISD::SUB, NVT, LHSH, RHSH);
  SDValue Borrow = toNumber(setcc(ccVT(LHSL.getValueType()), LHSL, RHSL, ISD::SETULT));
  Hi = node(ISD::SUB, NVT, Hi, Borrow);
}

void ExpandIntegerRules::addSubGlue(SDNode* N, SDValue& Lo, SDValue& Hi) {
  // ADDC/SUBC start a glued carry chain, ADDE/SUBE continue one: the low half continues N's chain.
  int32_t Opc = N->getOpcode();
  SDValue LHSL, LHSH, RHSL, RHSH;
  expanded(N->getOperand(0), LHSL, LHSH);
  expanded(N->getOperand(1), RHSL, RHSH);
  SDVTList VTs = DAG.getVTList(LHSL.getValueType(), EVT::glue());
  bool Starts = Opc == ISD::ADDC || Opc == ISD::SUBC;
  bool IsAdd = Opc == ISD::ADDC || Opc == ISD::ADDE;
  Lo = Starts ? node(Opc, VTs, {LHSL, RHSL}) : node(Opc, VTs, {LHSL, RHSL, N->getOperand(2)});
  Hi = node(IsAdd ? ISD::ADDE : ISD::SUBE, VTs, {LHSH, RHSH, Lo.getValue(1)});
  L.ReplaceValueWith(SDValue(N, 1), Hi.getValue(1));
}

void ExpandIntegerRules::carryChain(SDNode* N, SDValue& Lo, SDValue& Hi) {
  int32_t Opc = N->getOpcode();
  SDValue LHSL, LHSH, RHSL, RHSH;
  expanded(N->getOperand(0), LHSL, LHSH);
  expanded(N->getOperand(1), RHSL, RHSH);
  SDVTList VTs = DAG.getVTList(LHSL.getValueType(), N->getValueType(1));
  // The low half's carry is always unsigned; the high half keeps the node's signedness.
  int32_t LoOpc = Opc;
  if (Opc == ISD::SADDO_CARRY) LoOpc = ISD::UADDO_CARRY;
  if (Opc == ISD::SSUBO_CARRY) LoOpc = ISD::USUBO_CARRY;
  Lo = node(LoOpc, VTs, {LHSL, RHSL, N->getOperand(2)});
  Hi = node(Opc, VTs, {LHSH, RHSH, Lo.getValue(1)});
  L.ReplaceValueWith(SDValue(N, 1), Hi.getValue(1));
}

void ExpandIntegerRules::uAddSubO(SDNode* N, SDValue& Lo, SDValue& Hi) {
  bool IsAdd = N->getOpcode() == ISD::UADDO;
  SDValue LHS = N->getOperand(0), RHS = N->getOperand(1);
  int32_t CarryOp = IsAdd ? ISD::UADDO_CARRY : ISD::USUBO_CARRY;
  SDValue Ovf;
  if (legalOrCustomExpanded(CarryOp, LHS.getValueType())) {
    SDValue LHSL, LHSH, RHSL, RHSH;
    expanded(LHS, LHSL, LHSH);
    expanded(RHS, RHSL, RHSH);
    SDVTList VTs = DAG.getVTList(LHSL.getValueType(), N->getValueType(1));
    Lo = node(N->getOpcode(), VTs, {LHSL, RHSL});
    Hi = node(CarryOp, VTs, {LHSH, RHSH, Lo.getValue(1)});
    Ovf = Hi.getValue(1);
  } else {
    // The plain operation, and the overflow from comparing its result with the left operand.
    SDValue Sum = node(IsAdd ? ISD::ADD : ISD::SUB, LHS.getValueType(), LHS, RHS);
    split(Sum, Lo, Hi);
    EVT OvfVT = N->getValueType(1);
    if (IsAdd && isOneConstant(RHS)) {
      // x+1 overflows iff the sum is zero, i.e. both halves are.
      SDValue Or = node(ISD::OR, Lo.getValueType(), Lo, Hi);
      Ovf = setcc(OvfVT, Or, cst(0, Lo.getValueType()), ISD::SETEQ);
    } else if (IsAdd && isAllOnesConstant(RHS)) {
      Ovf = setcc(OvfVT, LHS, cst(0, LHS.getValueType()), ISD::SETNE);
    } else {
      Ovf = setcc(OvfVT, Sum, LHS, IsAdd ? ISD::SETULT : ISD::SETUGT);
    }
  }
  L.ReplaceValueWith(SDValue(N, 1), Ovf);
}

void ExpandIntegerRules::sAddSubO(SDNode* N, SDValue& Lo, SDValue& Hi) {
  bool IsAdd = N->getOpcode() == ISD::SADDO;
  SDValue LHS = N->getOperand(0), RHS = N->getOperand(1);
  int32_t CarryOp = IsAdd ? ISD::SADDO_CARRY : ISD::SSUBO_CARRY;
  SDValue Ovf;
  if (legalOrCustomExpanded(CarryOp, LHS.getValueType())) {
    SDValue LHSL, LHSH, RHSL, RHSH;
    expanded(LHS, LHSL, LHSH);
    expanded(RHS, RHSL, RHSH);
    SDVTList VTs = DAG.getVTList(LHSL.getValueType(), N->getValueType(1));
    Lo = node(IsAdd ? ISD::UADDO : ISD::USUBO, VTs, {LHSL, RHSL});
    Hi = node(CarryOp, VTs, {LHSH, RHSH, Lo.getValue(1)});
    Ovf = Hi.getValue(1);
  } else {
    EVT VT = LHS.getValueType();
    SDValue Sum = node(IsAdd ? ISD::ADD : ISD::SUB, VT, LHS, RHS);
    split(Sum, Lo, Hi);
    // Overflow iff the operands' signs agree (add) / differ (sub) and the result's sign differs from the
    // left operand's: ((LHS ^ RHS) [inverted for add] & (LHS ^ Sum)) < 0.
    SDValue SignsMatch = node(ISD::XOR, VT, LHS, RHS);
    if (IsAdd) SignsMatch = DAG.getNOT(SignsMatch, VT);
    SDValue SumSignNE = node(ISD::XOR, VT, LHS, Sum);
    SDValue Both = node(ISD::AND, VT, SignsMatch, SumSignNE);
    Ovf = setcc(N->getValueType(1), Both, cst(0, VT), ISD::SETLT);
  }
  L.ReplaceValueWith(SDValue(N, 1), Ovf);
}

// ---- multiplication and division --------------------------------------------------------------------------

void ExpandIntegerRules::mul(SDNode* N, SDValue& Lo, SDValue& Hi) {
  EVT VT = N->getValueType(0);
  EVT NVT = halfOf(VT);
  SDValue LL, LH, RL, RH;
  expanded(N->getOperand(0), LL, LH);
  expanded(N->getOperand(1), RL, RH);
  if (expandMulLoHi(DAG, TLI, VT, N->getOperand(0), N->getOperand(1), NVT, LL, LH, RL, RH, Lo, Hi)) return;
  const char* Name = L.libcallName(ISD::MUL, VT);
  if (!Name) {
    // No runtime routine for this width (i128 on RV32): multiply the halves schoolbook-style.
    forceExpandWideMul(DAG, TLI, false, VT, LL, LH, RL, RH, Lo, Hi);
    return;
  }
  // Only the low VT bits of the product are needed, which is what the routine returns.
  LibCallOptions Opts;
  Opts.IsSigned = true;
  split(libCall(Name, VT, {N->getOperand(0), N->getOperand(1)}, Opts).first, Lo, Hi);
}

void ExpandIntegerRules::mulHigh(SDNode* N, SDValue& Lo, SDValue& Hi) {
  // LLVM has no rule for these (nothing makes them on illegal types); here the full product is formed from
  // the operands extended by their sign or with zeros, and the high half taken.
  bool Signed = N->getOpcode() == ISD::MULHS || N->getOpcode() == ISD::SMUL_LOHI;
  SDValue ProdLo, ProdHi;
  forceExpandWideMul(DAG, TLI, Signed, N->getOperand(0), N->getOperand(1), ProdLo, ProdHi);
  if (N->getOpcode() == ISD::MULHS || N->getOpcode() == ISD::MULHU) {
    split(ProdHi, Lo, Hi);
    return;
  }
  // *MUL_LOHI: result 0 is the low product, result 1 the high one; the caller records ResNo 0 only.
  split(ProdLo, Lo, Hi);
  L.ReplaceValueWith(SDValue(N, 1), ProdHi);
}

void ExpandIntegerRules::mulO(SDNode* N, SDValue& Lo, SDValue& Hi) {
  EVT VT = N->getValueType(0);
  EVT OvfVT = N->getValueType(1);
  SDValue LHS = N->getOperand(0), RHS = N->getOperand(1);
  if (N->getOpcode() == ISD::UMULO) {
    // With halves a1:a0 and b1:b0 (h = half width):
    //   overflow = (a1 != 0 && b1 != 0) || umulo(a1, b0) || umulo(b1, a0) || carry of the high sum
    //   product  = zext(a0) * zext(b0) + ((a1*b0 + b1*a0) << h)
    SDValue LHSLo, LHSHi, RHSLo, RHSHi;
    expanded(LHS, LHSLo, LHSHi);
    expanded(RHS, RHSLo, RHSHi);
    EVT HalfVT = LHSLo.getValueType();
    SDVTList HalfWithO = DAG.getVTList(HalfVT, OvfVT);
    SDValue Zero = cst(0, HalfVT);
    SDValue Ovf =
        node(ISD::AND, OvfVT, setcc(OvfVT, LHSHi, Zero, ISD::SETNE), setcc(OvfVT, RHSHi, Zero, ISD::SETNE));
    SDValue One = node(ISD::UMULO, HalfWithO, {LHSHi, RHSLo});
    Ovf = node(ISD::OR, OvfVT, Ovf, One.getValue(1));
    SDValue Two = node(ISD::UMULO, HalfWithO, {RHSHi, LHSLo});
    Ovf = node(ISD::OR, OvfVT, Ovf, Two.getValue(1));
    SDValue HighSum = node(ISD::ADD, HalfVT, One, Two);
    SDValue Three = node(ISD::MUL, VT, node(ISD::ZERO_EXTEND, VT, LHSLo), node(ISD::ZERO_EXTEND, VT, RHSLo));
    split(Three, Lo, Hi);
    Hi = node(ISD::UADDO, HalfWithO, {Hi, HighSum});
    Ovf = node(ISD::OR, OvfVT, Ovf, Hi.getValue(1));
    L.ReplaceValueWith(SDValue(N, 1), Ovf);
    return;
  }

  const char* Name = L.libcallName(ISD::SMULO, VT);
  if (!Name) {
    // No checking routine (__mulodi4 is missing on RV32): form the double-width signed product and
    // compare its high half with the sign of its low half.
    SDValue MulLo, MulHi;
    forceExpandWideMul(DAG, TLI, true, LHS, RHS, MulLo, MulHi);
    SDValue Sign = node(ISD::SRA, VT, MulLo, cst(VT.sizeInBits() - 1, VT));
    SDValue Ovf = setcc(OvfVT, MulHi, Sign, ISD::SETNE);
    split(MulLo, Lo, Hi);
    L.ReplaceValueWith(SDValue(N, 1), Ovf);
    return;
  }
  // __mulo?i4(a, b, &overflow): the flag lives in a stack slot that starts out zero.
  EVT PtrVT = ptrVT();
  auto [Temp, FI] = L.CreateStackTemporary(PtrVT);
  MemOperand MO;
  MO.SizeInBytes = PtrVT.storeSizeInBytes();
  MO.Align = MO.BaseAlign = DAG.functionInfo()->Frame.object(FI).Align;
  MO.F = MemOperand::Store;
  SDValue Chain = DAG.getStore(DAG.getEntryNode(), cst(0, PtrVT), Temp, DAG.getMemOperand(MO));
  LibCallOptions Opts;
  Opts.IsSigned = true;
  auto [Res, OutChain] = libCall(Name, VT, {LHS, RHS, Temp}, Opts, Chain);
  split(Res, Lo, Hi);
  MO.F = MemOperand::Load;
  SDValue Flag = DAG.getLoad(PtrVT, OutChain, Temp, DAG.getMemOperand(MO));
  L.ReplaceValueWith(SDValue(N, 1), setcc(OvfVT, Flag, cst(0, PtrVT), ISD::SETNE));
}

void ExpandIntegerRules::divRem(SDNode* N, SDValue& Lo, SDValue& Hi) {
  int32_t Opc = N->getOpcode();
  EVT VT = N->getValueType(0);
  SDValue Ops[] = {N->getOperand(0), N->getOperand(1)};
  bool Signed = Opc == ISD::SDIV || Opc == ISD::SREM;
  bool WantsRem = Opc == ISD::SREM || Opc == ISD::UREM;
  int32_t DivRem = Signed ? ISD::SDIVREM : ISD::UDIVREM;
  if (TLI.getOperationAction(DivRem, VT) == LegalizeAction::Custom) {
    SDValue R = DAG.getNode(DivRem, DAG.getVTList(VT, VT), std::span<const SDValue>(Ops));
    split(R.getValue(WantsRem ? 1 : 0), Lo, Hi);
    return;
  }
  if (!Signed && isConstantNode(Ops[1])) {
    // Unsigned division by a small constant can be done on the halves (with a multiply-high).
    EVT NVT = halfOf(VT);
    if (L.isTypeLegal(NVT)) {
      SDValue InL, InH;
      expanded(Ops[0], InL, InH);
      std::vector<SDValue> Result;
      if (expandDivRemByConstant(DAG, TLI, N, NVT, InL, InH, Result)) {
        Lo = Result[0];
        Hi = Result[1];
        return;
      }
    }
  }
  const char* Name = L.libcallName(Opc, VT);
  if (!Name) noRule(N, "result (the target has no runtime routine for this width)");
  LibCallOptions Opts;
  Opts.IsSigned = Signed;
  split(libCall(Name, VT, {Ops[0], Ops[1]}, Opts).first, Lo, Hi);
}

// ---- shifts -----------------------------------------------------------------------------------------------

void ExpandIntegerRules::shift(SDNode* N, SDValue& Lo, SDValue& Hi) {
  EVT VT = N->getValueType(0);
  int32_t Opc = N->getOpcode();
  if (isConstantNode(N->getOperand(1))) return shiftByConstant(N, N->getOperand(1)->getAPIntValue(), Lo, Hi);
  if (shiftWithKnownAmountBit(N, Lo, Hi)) return;

  int32_t PartsOpc = Opc == ISD::SHL ? ISD::SHL_PARTS : Opc == ISD::SRL ? ISD::SRL_PARTS : ISD::SRA_PARTS;
  EVT NVT = halfOf(VT);
  LegalizeAction Action = TLI.getOperationAction(PartsOpc, NVT);
  bool PartsLegalOrCustom =
      (Action == LegalizeAction::Legal && L.isTypeLegal(NVT)) || Action == LegalizeAction::Custom;
  // How many times the value is halved before it fits: LLVM's default strategy shifts through a stack
  // slot when that is more than once (i128 on RV32), and works on the two halves otherwise.
  unsigned ExpansionFactor = 1;
  for (EVT T = NVT; L.getTypeToTransformTo(T) != T; T = L.getTypeToTransformTo(T)) ++ExpansionFactor;
  if (ExpansionFactor > 1 && VT.sizeInBits() % 8 == 0 && std::has_single_bit(VT.sizeInBits() / 8))
    return shiftThroughStack(N, Lo, Hi);

  if (PartsLegalOrCustom) {
    SDValue LHSL, LHSH;
    expanded(N->getOperand(0), LHSL, LHSH);
    EVT HalfVT = LHSL.getValueType();
    SDValue Amt = N->getOperand(1);
    EVT ShiftTy = L.getShiftAmountTy(HalfVT);
    if (Amt.getValueType() != ShiftTy) Amt = DAG.getZExtOrTrunc(Amt, ShiftTy);
    Lo = node(PartsOpc, DAG.getVTList(HalfVT, HalfVT), {LHSL, LHSH, Amt});
    Hi = Lo.getValue(1);
    return;
  }
  int32_t LibOp = Opc;
  if (const char* Name = L.libcallName(LibOp, VT)) {
    LibCallOptions Opts;
    Opts.IsSigned = Opc == ISD::SRA;
    SDValue Amt = DAG.getZExtOrTrunc(N->getOperand(1), EVT::i32()); // the C int of __ashldi3 and friends
    split(libCall(Name, VT, {N->getOperand(0), Amt}, Opts).first, Lo, Hi);
    return;
  }
  shiftWithUnknownAmountBit(N, Lo, Hi);
}

void ExpandIntegerRules::shiftByConstant(SDNode* N, const APInt& AmtV, SDValue& Lo, SDValue& Hi) {
  SDValue InL, InH;
  expanded(N->getOperand(0), InL, InH);
  if (AmtV.isZero()) {
    Lo = InL;
    Hi = InH;
    return;
  }
  EVT NVT = InL.getValueType();
  uint64_t VTBits = N->getValueType(0).sizeInBits(), NBits = NVT.sizeInBits();
  uint64_t Amt = AmtV.getActiveBits() > 63 ? ~uint64_t(0) : AmtV.getZExtValue();
  auto sh = [&](int32_t Op, SDValue V, uint64_t By) { return node(Op, NVT, V, shAmt(By, NVT)); };
  switch (N->getOpcode()) {
  case ISD::SHL:
    if (Amt >= VTBits) {
      Lo = Hi = cst(0, NVT);
    } else if (Amt > NBits) {
      Lo = cst(0, NVT);
      Hi = sh(ISD::SHL, InL, Amt - NBits);
    } else if (Amt == NBits) {
      Lo = cst(0, NVT);
      Hi = InL;
    } else {
      Lo = sh(ISD::SHL, InL, Amt);
      Hi = node(ISD::OR, NVT, sh(ISD::SHL, InH, Amt), sh(ISD::SRL, InL, NBits - Amt));
    }
    return;
  case ISD::SRL:
    if (Amt >= VTBits) {
      Lo = Hi = cst(0, NVT);
    } else if (Amt > NBits) {
      Lo = sh(ISD::SRL, InH, Amt - NBits);
      Hi = cst(0, NVT);
    } else if (Amt == NBits) {
      Lo = InH;
      Hi = cst(0, NVT);
    } else {
      Lo = node(ISD::OR, NVT, sh(ISD::SRL, InL, Amt), sh(ISD::SHL, InH, NBits - Amt));
      Hi = sh(ISD::SRL, InH, Amt);
    }
    return;
  default: // SRA
    if (Amt >= VTBits) {
      Hi = Lo = sh(ISD::SRA, InH, NBits - 1);
    } else if (Amt > NBits) {
      Lo = sh(ISD::SRA, InH, Amt - NBits);
      Hi = sh(ISD::SRA, InH, NBits - 1);
    } else if (Amt == NBits) {
      Lo = InH;
      Hi = sh(ISD::SRA, InH, NBits - 1);
    } else {
      Lo = node(ISD::OR, NVT, sh(ISD::SRL, InL, Amt), sh(ISD::SHL, InH, NBits - Amt));
      Hi = sh(ISD::SRA, InH, Amt);
    }
    return;
  }
}

bool ExpandIntegerRules::shiftWithKnownAmountBit(SDNode* N, SDValue& Lo, SDValue& Hi) {
  // If the amount is known to be below the half width, or known to be at least it, the shift needs no
  // selection between the two cases.
  int32_t Opc = N->getOpcode();
  SDValue Amt = N->getOperand(1);
  EVT NVT = halfOf(N->getValueType(0));
  EVT ShTy = Amt.getValueType();
  unsigned ShBits = unsigned(ShTy.scalarSizeInBits());
  unsigned NBits = unsigned(NVT.scalarSizeInBits());
  if (!std::has_single_bit(NBits)) return false;
  unsigned Log2 = unsigned(std::countr_zero(NBits));
  if (ShBits <= Log2) return false;
  APInt HighBitMask = APInt::highBitsSet(ShBits, ShBits - Log2);
  KnownBits K = known(Amt);
  if (((K.Zero | K.One) & HighBitMask).isZero()) return false;

  SDValue InL, InH;
  expanded(N->getOperand(0), InL, InH);
  if (!(K.One & HighBitMask).isZero()) {
    // At least the half width: one half is the other shifted by the rest, the other is zero or sign.
    Amt = node(ISD::AND, ShTy, Amt, cst(~HighBitMask, ShTy));
    switch (Opc) {
    case ISD::SHL:
      Lo = cst(0, NVT);
      Hi = node(ISD::SHL, NVT, InL, Amt);
      return true;
    case ISD::SRL:
      Hi = cst(0, NVT);
      Lo = node(ISD::SRL, NVT, InH, Amt);
      return true;
    default:
      Hi = node(ISD::SRA, NVT, InH, cst(NBits - 1, ShTy));
      Lo = node(ISD::SRA, NVT, InH, Amt);
      return true;
    }
  }
  if ((HighBitMask & ~K.Zero).isZero()) {
    // Below the half width: the bits crossing between the halves are shifted by one and then by
    // (width-1) ^ amount, which stays defined when the amount is zero.
    SDValue Amt2 = node(ISD::XOR, ShTy, Amt, cst(NBits - 1, ShTy));
    int32_t Op1 = Opc == ISD::SHL ? ISD::SHL : ISD::SRL;
    int32_t Op2 = Opc == ISD::SHL ? ISD::SRL : ISD::SHL;
    if (Opc != ISD::SHL) std::swap(InL, InH);
    SDValue Sh1 = node(Op2, NVT, InL, cst(1, ShTy));
    SDValue Sh2 = node(Op2, NVT, Sh1, Amt2);
    Lo = node(Opc, NVT, InL, Amt);
    Hi = node(ISD::OR, NVT, node(Op1, NVT, InH, Amt), Sh2);
    if (Opc != ISD::SHL) std::swap(Hi, Lo);
    return true;
  }
  return false;
}

void ExpandIntegerRules::shiftWithUnknownAmountBit(SDNode* N, SDValue& Lo, SDValue& Hi) {
  // Both cases computed, the right one selected: short (amount < half width) and long.
  SDValue Amt = N->getOperand(1);
  EVT NVT = halfOf(N->getValueType(0));
  EVT ShTy = Amt.getValueType();
  uint64_t NBits = NVT.sizeInBits();
  SDValue InL, InH;
  expanded(N->getOperand(0), InL, InH);
  SDValue NBitsNode = cst(NBits, ShTy);
  SDValue AmtExcess = node(ISD::SUB, ShTy, Amt, NBitsNode);
  SDValue AmtLack = node(ISD::SUB, ShTy, NBitsNode, Amt);
  SDValue IsShort = setcc(ccVT(ShTy), Amt, NBitsNode, ISD::SETULT);
  SDValue IsZero = setcc(ccVT(ShTy), Amt, cst(0, ShTy), ISD::SETEQ);
  SDValue LoS, HiS, LoL, HiL;
  switch (N->getOpcode()) {
  case ISD::SHL:
    LoS = node(ISD::SHL, NVT, InL, Amt);
    HiS = node(ISD::OR, NVT, node(ISD::SHL, NVT, InH, Amt), node(ISD::SRL, NVT, InL, AmtLack));
    LoL = cst(0, NVT);
    HiL = node(ISD::SHL, NVT, InL, AmtExcess);
    Lo = select(NVT, IsShort, LoS, LoL);
    Hi = select(NVT, IsZero, InH, select(NVT, IsShort, HiS, HiL));
    return;
  case ISD::SRL:
  case ISD::SRA: {
    bool Arith = N->getOpcode() == ISD::SRA;
    HiS = node(N->getOpcode(), NVT, InH, Amt);
    LoS = node(ISD::OR, NVT, node(ISD::SRL, NVT, InL, Amt), node(ISD::SHL, NVT, InH, AmtLack));
    HiL = Arith ? node(ISD::SRA, NVT, InH, cst(NBits - 1, ShTy)) : cst(0, NVT);
    LoL = node(N->getOpcode(), NVT, InH, AmtExcess);
    Lo = select(NVT, IsZero, InL, select(NVT, IsShort, LoS, LoL));
    Hi = select(NVT, IsShort, HiS, HiL);
    return;
  }
  default: noRule(N, "result");
  }
}

void ExpandIntegerRules::shiftThroughStack(SDNode* N, SDValue& Lo, SDValue& Hi) {
  // LLVM 19's byte-granular shift through memory: store the value into a slot twice its size (padded with
  // zeros or sign bits on the side the bits come in from), load it back at the byte offset amount/8, then
  // shift by the remaining amount%8.
  int32_t Opc = N->getOpcode();
  SDValue Shiftee = N->getOperand(0);
  EVT VT = Shiftee.getValueType();
  SDValue ShAmt = N->getOperand(1);
  EVT ShAmtVT = ShAmt.getValueType();
  bool ByteMultiple = known(ShAmt).minTrailingZeros() >= 3;
  // The amount is used twice otherwise: both uses must see the same value.
  if (!ByteMultiple) ShAmt = node(ISD::FREEZE, ShAmtVT, ShAmt);

  uint64_t VTBytes = VT.sizeInBits() / 8;
  EVT SlotVT = EVT::integer(unsigned(VTBytes * 16));
  FunctionLoweringInfo* FLI = DAG.functionInfo();
  if (!FLI) noRule(N, "result (a shift through the stack needs the function's frame)");
  int FI = FLI->Frame.createStackObject(2 * VTBytes, 1);
  EVT PtrVT = ptrVT();
  SDValue StackPtr = DAG.getFrameIndex(FI, PtrVT);

  SDValue Init;
  if (Opc != ISD::SHL)
    Init = node(Opc == ISD::SRA ? ISD::SIGN_EXTEND : ISD::ZERO_EXTEND, SlotVT, Shiftee);
  else
    Init = node(ISD::BUILD_PAIR, SlotVT, cst(0, VT), Shiftee); // zeros below the value
  MemOperand SMO;
  SMO.F = MemOperand::Store;
  SMO.SizeInBytes = 2 * VTBytes;
  SMO.Align = SMO.BaseAlign = 1;
  SMO.PtrInfo = MachinePointerInfo::fixedStack(FI);
  SDValue Ch = DAG.getStore(DAG.getEntryNode(), Init, StackPtr, DAG.getMemOperand(SMO));

  SDValue ByteOffset =
      node(ISD::SRL, ShAmtVT, ShAmt, cst(3, ShAmtVT), uint16_t(ByteMultiple ? SDNodeFlags::Exact : 0));
  // Clamp the offset: an out-of-bounds load would be undefined where the shift was merely poison.
  ByteOffset = node(ISD::AND, ShAmtVT, ByteOffset, cst(VTBytes - 1, ShAmtVT));
  // Right shifts read upwards from the slot's start; left shifts downwards from its middle.
  SDValue AdjStackPtr = StackPtr;
  if (Opc == ISD::SHL) {
    AdjStackPtr = DAG.getMemBasePlusOffset(StackPtr, int64_t(VTBytes));
    ByteOffset = DAG.getNegative(ByteOffset, ShAmtVT);
  }
  ByteOffset = DAG.getSExtOrTrunc(ByteOffset, PtrVT);
  AdjStackPtr = node(ISD::ADD, PtrVT, AdjStackPtr, ByteOffset);
  MemOperand LMO;
  LMO.F = MemOperand::Load;
  LMO.SizeInBytes = VTBytes;
  LMO.Align = LMO.BaseAlign = 1;
  SDValue Res = DAG.getLoad(VT, Ch, AdjStackPtr, DAG.getMemOperand(LMO));
  if (!ByteMultiple) Res = node(Opc, VT, Res, node(ISD::AND, ShAmtVT, ShAmt, cst(7, ShAmtVT)));
  split(Res, Lo, Hi);
}

void ExpandIntegerRules::funnelShift(SDNode* N, SDValue& Lo, SDValue& Hi) {
  // Quarters numbered from the least significant: In4:In3 is operand 0, In2:In1 operand 1. When the
  // amount has the half-width bit set the inputs move over by one half; then two half-width funnel
  // shifts of neighbouring quarters give the result.
  SDValue In1, In2, In3, In4;
  expanded(N->getOperand(0), In3, In4);
  expanded(N->getOperand(1), In1, In2);
  EVT HalfVT = In1.getValueType();
  int32_t Opc = N->getOpcode();
  SDValue ShAmt = N->getOperand(2);
  EVT ShAmtVT = ShAmt.getValueType();
  SDValue AndNode = node(ISD::AND, ShAmtVT, ShAmt, cst(HalfVT.scalarSizeInBits(), ShAmtVT));
  SDValue Cond = setcc(ccVT(ShAmtVT), AndNode, cst(0, ShAmtVT), Opc == ISD::FSHL ? ISD::SETNE : ISD::SETEQ);
  SDValue NewShAmt = DAG.getAnyExtOrTrunc(ShAmt, L.getShiftAmountTy(HalfVT));
  SDValue Select1 = node(ISD::SELECT, HalfVT, Cond, In1, In2);
  SDValue Select2 = node(ISD::SELECT, HalfVT, Cond, In2, In3);
  SDValue Select3 = node(ISD::SELECT, HalfVT, Cond, In3, In4);
  Lo = node(Opc, HalfVT, Select2, Select1, NewShAmt);
  Hi = node(Opc, HalfVT, Select3, Select2, NewShAmt);
}

// ---- min/max, compare, abs, bit counts --------------------------------------------------------------------

void ExpandIntegerRules::minMax(SDNode* N, SDValue& Lo, SDValue& Hi) {
  int32_t Opc = N->getOpcode();
  SDValue LHS = N->getOperand(0), RHS = N->getOperand(1);
  unsigned NumBits = unsigned(N->getValueType(0).scalarSizeInBits());
  unsigned NumHalfBits = NumBits / 2;

  // Both high halves are only sign copies: min/max the low halves, the high half is the result's sign.
  if (signBits(LHS) > NumHalfBits && signBits(RHS) > NumHalfBits) {
    SDValue LHSL, LHSH, RHSL, RHSH;
    expanded(LHS, LHSL, LHSH);
    expanded(RHS, RHSL, RHSH);
    EVT NVT = LHSL.getValueType();
    Lo = node(Opc, NVT, LHSL, RHSL);
    Hi = node(ISD::SRA, NVT, Lo, shAmt(NumHalfBits - 1, NVT));
    return;
  }
  // smax(x, 0) and smin(x, -1): the low half is decided by the sign of x alone.
  if ((Opc == ISD::SMAX && isNullConstant(RHS)) || (Opc == ISD::SMIN && isAllOnesConstant(RHS))) {
    SDValue LHSL, LHSH, RHSL, RHSH;
    expanded(LHS, LHSL, LHSH);
    expanded(RHS, RHSL, RHSH);
    EVT NVT = LHSL.getValueType();
    SDValue HiNeg = setcc(ccVT(NVT), LHSH, cst(0, NVT), ISD::SETLT);
    if (Opc == ISD::SMIN)
      Lo = select(NVT, HiNeg, LHSL, DAG.getAllOnesConstant(NVT));
    else
      Lo = select(NVT, HiNeg, cst(0, NVT), LHSL);
    Hi = node(Opc, NVT, LHSH, RHSH);
    return;
  }
  const APInt* RHSVal = isConstantNode(RHS) ? &RHS->getAPIntValue() : nullptr;
  // Unsigned against a constant whose high half is all zeros or all ones: the high half is the min/max
  // of the high halves, the low half follows from comparing them.
  if (RHSVal && (Opc == ISD::UMIN || Opc == ISD::UMAX) &&
      (RHSVal->countLeadingOnes() >= NumHalfBits || RHSVal->countLeadingZeros() >= NumHalfBits)) {
    SDValue LHSL, LHSH, RHSL, RHSH;
    expanded(LHS, LHSL, LHSH);
    expanded(RHS, RHSL, RHSH);
    EVT NVT = LHSL.getValueType();
    EVT CCT = ccVT(NVT);
    ISD::CondCode CondC = Opc == ISD::UMAX ? ISD::SETUGT : ISD::SETULT;
    int32_t LoOpc = Opc == ISD::UMAX ? ISD::UMAX : ISD::UMIN;
    Hi = node(Opc, NVT, LHSH, RHSH);
    SDValue IsHiLeft = setcc(CCT, LHSH, RHSH, CondC);
    SDValue IsHiEq = setcc(CCT, LHSH, RHSH, ISD::SETEQ);
    SDValue LoCmp = select(NVT, IsHiLeft, LHSL, RHSL);
    SDValue LoMinMax = node(LoOpc, NVT, LHSL, RHSL);
    Lo = select(NVT, IsHiEq, LoMinMax, LoCmp);
    return;
  }
  // Otherwise a compare and a select of the whole values; ge/le when that makes the constant simpler.
  ISD::CondCode Pred;
  auto lowZeros = [&] { return RHSVal && RHSVal->countTrailingZeros() >= NumHalfBits; };
  auto lowOnes = [&] { return RHSVal && RHSVal->countTrailingOnes() >= NumHalfBits; };
  switch (Opc) {
  case ISD::SMAX: Pred = lowZeros() ? ISD::SETGE : ISD::SETGT; break;
  case ISD::SMIN: Pred = lowOnes() ? ISD::SETLE : ISD::SETLT; break;
  case ISD::UMAX: Pred = lowZeros() ? ISD::SETUGE : ISD::SETUGT; break;
  default: Pred = lowOnes() ? ISD::SETULE : ISD::SETULT; break;
  }
  EVT VT = N->getValueType(0);
  SDValue Cond = setcc(ccVT(VT), LHS, RHS, Pred);
  split(select(VT, Cond, LHS, RHS), Lo, Hi);
}

void ExpandIntegerRules::abs(SDNode* N, SDValue& Lo, SDValue& Hi) {
  SDValue N0 = N->getOperand(0);
  expanded(N0, Lo, Hi);
  EVT NVT = Lo.getValueType();
  // The high half only copies the sign: abs of the low half, zero above.
  if (signBits(N0) > NVT.scalarSizeInBits()) {
    Lo = node(ISD::ABS, NVT, Lo);
    Hi = cst(0, NVT);
    return;
  }
  if (legalOrCustomExpanded(ISD::USUBO_CARRY, NVT)) {
    // (x ^ sign) - sign on the halves, with the borrow carried.
    SDValue Sign = node(ISD::SRA, NVT, Hi, shAmt(NVT.sizeInBits() - 1, NVT));
    SDVTList VTs = DAG.getVTList(NVT, ccVT(NVT));
    Lo = node(ISD::XOR, NVT, Lo, Sign);
    Hi = node(ISD::XOR, NVT, Hi, Sign);
    Lo = node(ISD::USUBO, VTs, {Lo, Sign});
    Hi = node(ISD::USUBO_CARRY, VTs, {Hi, Sign, Lo.getValue(1)});
    return;
  }
  // abs(x) = x < 0 ? 0 - x : x, deciding on the high half's sign.
  EVT VT = N->getValueType(0);
  SDValue Neg = node(ISD::SUB, VT, cst(0, VT), N0);
  SDValue NegLo, NegHi;
  split(Neg, NegLo, NegHi);
  SDValue HiIsNeg = setcc(ccVT(NVT), Hi, cst(0, NVT), ISD::SETLT);
  Lo = select(NVT, HiIsNeg, NegLo, Lo);
  Hi = select(NVT, HiIsNeg, NegHi, Hi);
}

void ExpandIntegerRules::countZeros(SDNode* N, SDValue& Lo, SDValue& Hi) {
  expanded(N->getOperand(0), Lo, Hi);
  EVT NVT = Lo.getValueType();
  SDValue Width = cst(NVT.sizeInBits(), NVT);
  if (N->getOpcode() == ISD::CTLZ || N->getOpcode() == ISD::CTLZ_ZERO_UNDEF) {
    // ctlz(Hi:Lo) = Hi != 0 ? ctlz(Hi) : ctlz(Lo) + h
    SDValue HiNotZero = setcc(ccVT(NVT), Hi, cst(0, NVT), ISD::SETNE);
    SDValue LoLZ = node(N->getOpcode(), NVT, Lo);
    SDValue HiLZ = node(ISD::CTLZ_ZERO_UNDEF, NVT, Hi);
    Lo = select(NVT, HiNotZero, HiLZ, node(ISD::ADD, NVT, LoLZ, Width));
  } else {
    // cttz(Hi:Lo) = Lo != 0 ? cttz(Lo) : cttz(Hi) + h
    SDValue LoNotZero = setcc(ccVT(NVT), Lo, cst(0, NVT), ISD::SETNE);
    SDValue LoTZ = node(ISD::CTTZ_ZERO_UNDEF, NVT, Lo);
    SDValue HiTZ = node(N->getOpcode(), NVT, Hi);
    Lo = select(NVT, LoNotZero, LoTZ, node(ISD::ADD, NVT, HiTZ, Width));
  }
  Hi = cst(0, NVT);
}

void ExpandIntegerRules::ctpop(SDNode* N, SDValue& Lo, SDValue& Hi) {
  SDValue Op = N->getOperand(0);
  EVT VT = N->getValueType(0);
  if (TLI.getOperationAction(ISD::CTPOP, VT) == LegalizeAction::LibCall) {
    const char* Name = L.libcallName(ISD::CTPOP, VT);
    if (!Name) noRule(N, "result (CTPOP is a libcall but the target names none)");
    SDValue Res = libCall(Name, EVT::i32(), {Op}, LibCallOptions()).first; // returns a C int
    split(DAG.getSExtOrTrunc(Res, VT), Lo, Hi);
    return;
  }
  // ctpop(Hi:Lo) = ctpop(Hi) + ctpop(Lo)
  expanded(Op, Lo, Hi);
  EVT NVT = Lo.getValueType();
  Lo = node(ISD::ADD, NVT, node(ISD::CTPOP, NVT, Lo), node(ISD::CTPOP, NVT, Hi));
  Hi = cst(0, NVT);
}

// ---- conversions from floating point ----------------------------------------------------------------------

void ExpandIntegerRules::fpToInt(SDNode* N, SDValue& Lo, SDValue& Hi) {
  EVT VT = N->getValueType(0);
  bool Signed = N->getOpcode() == ISD::FP_TO_SINT;
  SDValue Op = N->getOperand(0);
  if (L.getTypeAction(Op.getValueType()) == TypeAction::PromoteFloat) Op = L.GetPromotedFloat(Op);
  // Half precision has no conversion routines of its own: go through f32.
  if (L.getTypeAction(Op.getValueType()) == TypeAction::SoftPromoteHalf || Op.getValueType() == EVT::bf16())
    Op = node(ISD::FP_EXTEND, EVT::f32(), Op);
  EVT OpVT = Op.getValueType();
  const char* Name = L.libcallName(N->getOpcode(), OpVT, VT);
  if (!Name) noRule(N, "result (no conversion routine for these types)");
  LibCallOptions Opts;
  if (L.getTypeAction(OpVT) == TypeAction::SoftenFloat) {
    Opts.IsSoften = true;
    Opts.OpsVTBeforeSoften = {OpVT};
    Opts.RetVTBeforeSoften = VT;
  } else {
    Opts.IsSigned = true;
  }
  (void)Signed;
  split(libCall(Name, VT, {Op}, Opts).first, Lo, Hi);
}

void ExpandIntegerRules::fpRoundToInt(SDNode* N, SDValue& Lo, SDValue& Hi) {
  SDValue Op = N->getOperand(0);
  if (Op.getValueType() == EVT::f16()) Op = node(ISD::FP_EXTEND, EVT::f32(), Op);
  const char* Name = L.libcallName(N->getOpcode(), Op.getValueType());
  if (!Name) noRule(N, "result (no rounding routine for this type)");
  LibCallOptions Opts;
  Opts.IsSigned = true;
  split(libCall(Name, N->getValueType(0), {Op}, Opts).first, Lo, Hi);
}

// ===========================================================================================================
// Operands
// ===========================================================================================================

SDValue ExpandIntegerRules::operand(SDNode* N, unsigned OpNo) {
  switch (N->getOpcode()) {
  case ISD::BITCAST: return L.ExpandOp_BITCAST(N);
  case ISD::BUILD_VECTOR: return L.ExpandOp_BUILD_VECTOR(N);
  case ISD::EXTRACT_ELEMENT: return L.ExpandOp_EXTRACT_ELEMENT(N);
  case ISD::INSERT_VECTOR_ELT: return L.ExpandOp_INSERT_VECTOR_ELT(N);
  case ISD::SCALAR_TO_VECTOR: return L.ExpandOp_SCALAR_TO_VECTOR(N);
  case ISD::BR_CC: return opBrCC(N);
  case ISD::BRCOND: return opBrCond(N);
  case ISD::SELECT_CC: return opSelectCC(N);
  case ISD::SETCC: return opSetCC(N);
  case ISD::SETCCCARRY: return opSetCCCarry(N);
  case ISD::SINT_TO_FP:
  case ISD::UINT_TO_FP: return opIntToFP(N);
  case ISD::STORE: return opStore(N, OpNo);
  case ISD::TRUNCATE: {
    // Only the low half survives a truncation to a legal type.
    SDValue InL, InH;
    expanded(N->getOperand(0), InL, InH);
    return node(ISD::TRUNCATE, N->getValueType(0), InL);
  }
  case ISD::SHL:
  case ISD::SRA:
  case ISD::SRL:
  case ISD::ROTL:
  case ISD::ROTR: {
    // A too-wide shift amount: either its high half is zero or the shift is undefined, so use the low one.
    SDValue AmtLo, AmtHi;
    expanded(N->getOperand(1), AmtLo, AmtHi);
    return SDValue(DAG.UpdateNodeOperands(N, {N->getOperand(0), AmtLo}), 0);
  }
  case ISD::SCMP:
  case ISD::UCMP: return expandCmp(DAG, TLI, N);
  case ISD::CopyToReg:
    noRule(N, "operand (values live in registers only as parts: the builder copies each part separately)");
  default: noRule(N, "operand");
  }
}

void ExpandIntegerRules::expandSetCCOperands(SDValue& NewLHS, SDValue& NewRHS, ISD::CondCode& CC) {
  SDValue LHSLo, LHSHi, RHSLo, RHSHi;
  expanded(NewLHS, LHSLo, LHSHi);
  expanded(NewRHS, RHSLo, RHSHi);
  EVT HalfVT = LHSLo.getValueType();

  if (CC == ISD::SETEQ || CC == ISD::SETNE) {
    if (RHSLo == RHSHi && isAllOnesConstant(RHSLo)) {
      // x == -1: both halves are all ones, i.e. their AND is.
      NewLHS = node(ISD::AND, HalfVT, LHSLo, LHSHi);
      NewRHS = RHSLo;
      return;
    }
    // x == y: no bit of (xl ^ yl) | (xh ^ yh) is set.
    NewLHS = node(ISD::XOR, HalfVT, LHSLo, RHSLo);
    NewRHS = node(ISD::XOR, HalfVT, LHSHi, RHSHi);
    NewLHS = node(ISD::OR, HalfVT, NewLHS, NewRHS);
    NewRHS = cst(0, HalfVT);
    return;
  }
  // Sign tests (x < 0, x > -1) only look at the high half.
  if (isConstantNode(NewRHS) && ((CC == ISD::SETLT && NewRHS->getAPIntValue().isZero()) ||
                                 (CC == ISD::SETGT && NewRHS->getAPIntValue().isAllOnes()))) {
    NewLHS = LHSHi;
    NewRHS = RHSHi;
    return;
  }
  // hi(x) == hi(y) ? lo(x) <u lo(y) : hi(x) < hi(y), the low halves compared unsigned.
  ISD::CondCode LowCC;
  switch (CC) {
  case ISD::SETLT:
  case ISD::SETULT: LowCC = ISD::SETULT; break;
  case ISD::SETGT:
  case ISD::SETUGT: LowCC = ISD::SETUGT; break;
  case ISD::SETLE:
  case ISD::SETULE: LowCC = ISD::SETULE; break;
  case ISD::SETGE:
  case ISD::SETUGE: LowCC = ISD::SETUGE; break;
  default:
    throw InternalError(std::string("expanding an integer compare with condition ") + ISD::condCodeName(CC));
  }
  EVT HiVT = LHSHi.getValueType();
  SDValue LoCmp = L.isTypeLegal(HalfVT) ? simplifySetCC(DAG, TLI, ccVT(HalfVT), LHSLo, RHSLo, LowCC)
                                        : setcc(ccVT(HalfVT), LHSLo, RHSLo, LowCC);
  SDValue HiCmp = L.isTypeLegal(HiVT) ? simplifySetCC(DAG, TLI, ccVT(HiVT), LHSHi, RHSHi, CC)
                                      : setcc(ccVT(HiVT), LHSHi, RHSHi, CC);
  bool LoCmpIsZero = isNullConstant(LoCmp), HiCmpIsZero = isNullConstant(HiCmp),
       HiCmpIsOne = isOneConstant(HiCmp);
  bool EqAllowed = (CC & 1) != 0; // the E bit of the condition code
  if ((EqAllowed && HiCmpIsZero) || (!EqAllowed && (HiCmpIsOne || LoCmpIsZero))) {
    // le/ge with the high compare known false, lt/gt with the low compare known false or the high one
    // known true: the high compare decides.
    NewLHS = HiCmp;
    NewRHS = SDValue();
    return;
  }
  if (LHSHi == RHSHi) {
    NewLHS = LoCmp;
    NewRHS = SDValue();
    return;
  }
  if (legalOrCustomExpanded(ISD::SETCCCARRY, HiVT)) {
    // A wide subtraction whose borrow feeds a compare of the high halves; lt/ge only, so swap gt/le.
    bool Flip = true;
    switch (CC) {
    case ISD::SETGT: CC = ISD::SETLT; break;
    case ISD::SETUGT: CC = ISD::SETULT; break;
    case ISD::SETLE: CC = ISD::SETGE; break;
    case ISD::SETULE: CC = ISD::SETUGE; break;
    default: Flip = false; break;
    }
    if (Flip) {
      std::swap(LHSLo, RHSLo);
      std::swap(LHSHi, RHSHi);
    }
    EVT LoVT = LHSLo.getValueType();
    SDValue LowCmp = node(ISD::USUBO, DAG.getVTList(LoVT, ccVT(LoVT)), {LHSLo, RHSLo});
    SDValue Ops[] = {LHSHi, RHSHi, LowCmp.getValue(1), DAG.getCondCode(CC)};
    NewLHS = DAG.getNode(ISD::SETCCCARRY, ccVT(HiVT), std::span<const SDValue>(Ops));
    NewRHS = SDValue();
    return;
  }
  SDValue HiEq = L.isTypeLegal(HiVT) ? simplifySetCC(DAG, TLI, ccVT(HiVT), LHSHi, RHSHi, ISD::SETEQ)
                                     : setcc(ccVT(HiVT), LHSHi, RHSHi, ISD::SETEQ);
  NewLHS = select(LoCmp.getValueType(), HiEq, LoCmp, HiCmp);
  NewRHS = SDValue();
}

SDValue ExpandIntegerRules::opSetCC(SDNode* N) {
  SDValue NewLHS = N->getOperand(0), NewRHS = N->getOperand(1);
  ISD::CondCode CC = N->getOperand(2)->getCondCode();
  expandSetCCOperands(NewLHS, NewRHS, CC);
  if (!NewRHS) {
    // The expansion produced the boolean itself.
    EVT VT = N->getValueType(0);
    if (NewLHS.getValueType() == VT) return NewLHS;
    return TLI.getBooleanContents(VT) == BooleanContent::ZeroOrNegativeOne ? DAG.getSExtOrTrunc(NewLHS, VT)
                                                                           : DAG.getZExtOrTrunc(NewLHS, VT);
  }
  return SDValue(DAG.UpdateNodeOperands(N, {NewLHS, NewRHS, DAG.getCondCode(CC)}), 0);
}

SDValue ExpandIntegerRules::opBrCC(SDNode* N) {
  SDValue NewLHS = N->getOperand(2), NewRHS = N->getOperand(3);
  ISD::CondCode CC = N->getOperand(1)->getCondCode();
  expandSetCCOperands(NewLHS, NewRHS, CC);
  if (!NewRHS) {
    // A boolean: branch on it being nonzero.
    NewRHS = cst(0, NewLHS.getValueType());
    CC = ISD::SETNE;
  }
  SDValue Ops[] = {N->getOperand(0), DAG.getCondCode(CC), NewLHS, NewRHS, N->getOperand(4)};
  return SDValue(DAG.UpdateNodeOperands(N, std::span<const SDValue>(Ops)), 0);
}

SDValue ExpandIntegerRules::opSelectCC(SDNode* N) {
  SDValue NewLHS = N->getOperand(0), NewRHS = N->getOperand(1);
  ISD::CondCode CC = N->getOperand(4)->getCondCode();
  expandSetCCOperands(NewLHS, NewRHS, CC);
  if (!NewRHS) {
    NewRHS = cst(0, NewLHS.getValueType());
    CC = ISD::SETNE;
  }
  SDValue Ops[] = {NewLHS, NewRHS, N->getOperand(2), N->getOperand(3), DAG.getCondCode(CC)};
  return SDValue(DAG.UpdateNodeOperands(N, std::span<const SDValue>(Ops)), 0);
}

SDValue ExpandIntegerRules::opSetCCCarry(SDNode* N) {
  // The low halves subtract with the incoming borrow; the high halves compare with the borrow out.
  SDValue LHSLo, LHSHi, RHSLo, RHSHi;
  expanded(N->getOperand(0), LHSLo, LHSHi);
  expanded(N->getOperand(1), RHSLo, RHSHi);
  SDValue Carry = N->getOperand(2);
  SDVTList VTs = DAG.getVTList(LHSLo.getValueType(), Carry.getValueType());
  SDValue LowCmp = node(ISD::USUBO_CARRY, VTs, {LHSLo, RHSLo, Carry});
  SDValue Ops[] = {LHSHi, RHSHi, LowCmp.getValue(1), N->getOperand(3)};
  return DAG.getNode(ISD::SETCCCARRY, N->getValueType(0), std::span<const SDValue>(Ops));
}

SDValue ExpandIntegerRules::opBrCond(SDNode* N) {
  // Not an LLVM rule (IR conditions are i1): branch on the wide value being nonzero.
  SDValue Lo, Hi;
  expanded(N->getOperand(1), Lo, Hi);
  EVT HalfVT = Lo.getValueType();
  SDValue Any = node(ISD::OR, HalfVT, Lo, Hi);
  SDValue Cond = setcc(ccVT(HalfVT), Any, cst(0, HalfVT), ISD::SETNE);
  return SDValue(DAG.UpdateNodeOperands(N, {N->getOperand(0), Cond, N->getOperand(2)}), 0);
}

SDValue ExpandIntegerRules::opStore(SDNode* N, unsigned OpNo) {
  if (N->getAddressingMode() != ISD::UNINDEXED) noRule(N, "operand (indexed store)");
  if (!N->isTruncatingStore()) return L.ExpandOp_NormalStore(N, OpNo);
  if (OpNo != 1) noRule(N, "operand (only the stored value can be expanded)");
  SDValue Ch = N->getOperand(0), Val = N->getOperand(1), Ptr = N->getOperand(2);
  EVT NVT = halfOf(Val.getValueType());
  EVT MemVT = N->getMemoryVT();
  const MemOperand* MMO = N->getMemOperand();
  SDValue Lo, Hi;
  expanded(Val, Lo, Hi);
  if (MemVT.sizeInBits() <= NVT.sizeInBits())
    return DAG.getTruncStore(Ch, Lo, Ptr, MemVT, partMemOperand(MMO, 0, MemVT.storeSizeInBytes()));
  // Little-endian: the full low half, then the rest of the high half truncated.
  Lo = DAG.getStore(Ch, Lo, Ptr, partMemOperand(MMO, 0, NVT.storeSizeInBytes()));
  EVT ExcessVT = EVT::integer(unsigned(MemVT.sizeInBits() - NVT.sizeInBits()));
  uint64_t Increment = NVT.sizeInBits() / 8;
  SDValue HiPtr = DAG.getMemBasePlusOffset(Ptr, int64_t(Increment), SDNodeFlags::NoUnsignedWrap);
  Hi = DAG.getTruncStore(Ch, Hi, HiPtr, ExcessVT,
                         partMemOperand(MMO, int64_t(Increment), ExcessVT.storeSizeInBytes()));
  SDValue Chains[] = {Lo, Hi};
  return DAG.getNode(ISD::TokenFactor, EVT::other(), std::span<const SDValue>(Chains));
}

SDValue ExpandIntegerRules::opIntToFP(SDNode* N) {
  SDValue Op = N->getOperand(0);
  EVT DstVT = N->getValueType(0);
  const char* Name = L.libcallName(N->getOpcode(), Op.getValueType(), DstVT);
  if (!Name) noRule(N, "operand (no conversion routine for these types)");
  LibCallOptions Opts;
  Opts.IsSigned = true;
  return libCall(Name, DstVT, {Op}, Opts).first;
}

} // namespace

// ===========================================================================================================
// Entry points
// ===========================================================================================================

void DAGTypeLegalizer::ExpandIntegerResult(SDNode* N, unsigned ResNo) {
  if (CustomLowerNode(N, N->getValueType(ResNo), true)) return;
  ExpandIntegerRules(*this).result(N, ResNo);
}

bool DAGTypeLegalizer::ExpandIntegerOperand(SDNode* N, unsigned OpNo) {
  if (CustomLowerNode(N, N->getOperand(OpNo).getValueType(), false)) return false;
  SDValue Res = ExpandIntegerRules(*this).operand(N, OpNo);
  if (!Res) return false;
  // Updated in place: the driver re-analyzes N.
  if (Res.getNode() == N) return true;
  DT_CHECK(N->getNumValues() == 1 && Res.getValueType() == N->getValueType(0),
           "operand expansion changed the type");
  ReplaceValueWith(SDValue(N, 0), Res);
  return false;
}

} // namespace dt
