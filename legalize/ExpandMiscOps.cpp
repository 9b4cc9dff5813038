// legalize/ExpandMiscOps.cpp — Expand rules for comparisons, selects, branches, stack and element nodes
// (the operation legalizer's family; contract in legalize/LegalizeDAG.h), and the condition-code rewrite
// SelectionDAGLegalize::legalizeSetCCCondCode (LLVM's TargetLowering::LegalizeSetCCCondCode).
//
// Invariants: node creation follows LLVM 19's LegalizeDAG ExpandNode cases and LegalizeSetCCCondCode step by
// step (node ids are creation numbers, so the order of getNode calls is part of the output); a rewrite never
// changes the types of the values it replaces; a comparison that no combination of swapping, inverting and
// splitting can express is reported with a CannotLowerError, never left behind.
#include "legalize/LegalizeDAG.h"
#include "support/Diagnostics.h"

namespace dt {

namespace {

bool condCodeLegalOrCustom(const TargetLowering& TLI, ISD::CondCode CC, EVT VT) {
  LegalizeAction A = TLI.getCondCodeAction(CC, VT);
  return A == LegalizeAction::Legal || A == LegalizeAction::Custom;
}

/// The FP condition codes carry their meaning in bits: E=1, G=2, L=4, U=8 (see dag/ISD.h).
constexpr unsigned UnorderedBit = 0x8;

struct MiscRules {
  SelectionDAGLegalize& L;
  SelectionDAG& DAG;
  const TargetLowering& TLI;

  SDValue selectCC(EVT VT, SDValue LHS, SDValue RHS, SDValue T, SDValue F, SDValue CC, uint16_t Flags) {
    return DAG.getNode(ISD::SELECT_CC, VT, {LHS, RHS, T, F, CC}, Flags);
  }

  /// LLVM's ExpandNode SETCC: a rewritten condition, an inversion as "xor 1", or, when the condition was
  /// legal and only SETCC itself is not, a SELECT_CC of the booleans.
  void expandSetCC(SDNode* N, std::vector<SDValue>& Results) {
    SDValue LHS = N->getOperand(0), RHS = N->getOperand(1), CC = N->getOperand(2);
    EVT VT = N->getValueType(0);
    bool NeedInvert = false, NeedSwap = false;
    if (L.legalizeSetCCCondCode(VT, LHS, RHS, CC, NeedInvert, SDValue(), NeedSwap)) {
      if (CC) LHS = DAG.getNode(ISD::SETCC, VT, LHS, RHS, CC, N->getFlags());
      if (NeedInvert) LHS = DAG.getLogicalNOT(LHS, LHS.getValueType());
      Results.push_back(LHS);
      return;
    }
    Results.push_back(selectCC(VT, LHS, RHS, DAG.getBoolConstant(true, VT), DAG.getBoolConstant(false, VT),
                               CC, N->getFlags()));
  }

  /// LLVM's ExpandNode SELECT_CC: with a usable condition, SETCC + SELECT; otherwise a SELECT_CC with the
  /// inverted (or swapped inverted) condition and the arms exchanged, or with a rewritten condition.
  void expandSelectCC(SDNode* N, std::vector<SDValue>& Results) {
    SDValue LHS = N->getOperand(0), RHS = N->getOperand(1), T = N->getOperand(2), F = N->getOperand(3);
    SDValue CC = N->getOperand(4);
    EVT VT = N->getValueType(0), CmpVT = LHS.getValueType();
    ISD::CondCode Code = CC->getCondCode();
    if (condCodeLegalOrCustom(TLI, Code, CmpVT)) {
      if (TLI.getOperationAction(ISD::SELECT, VT) == LegalizeAction::Expand)
        L.cannotLegalize(N, "SELECT_CC cannot become a SELECT: SELECT needs expanding too");
      SDValue Cond = DAG.getNode(ISD::SETCC, TLI.getSetCCResultType(CmpVT), LHS, RHS, CC, N->getFlags());
      Results.push_back(DAG.getSelect(VT, Cond, T, F));
      return;
    }
    ISD::CondCode InvCC = ISD::getSetCCInverse(Code, CmpVT.isInteger());
    if (condCodeLegalOrCustom(TLI, InvCC, CmpVT)) {
      Results.push_back(selectCC(VT, LHS, RHS, F, T, DAG.getCondCode(InvCC), N->getFlags()));
      return;
    }
    ISD::CondCode SwapInvCC = ISD::getSetCCSwappedOperands(InvCC);
    if (condCodeLegalOrCustom(TLI, SwapInvCC, CmpVT)) {
      Results.push_back(selectCC(VT, RHS, LHS, F, T, DAG.getCondCode(SwapInvCC), N->getFlags()));
      return;
    }
    bool NeedInvert = false, NeedSwap = false;
    if (!L.legalizeSetCCCondCode(TLI.getSetCCResultType(CmpVT), LHS, RHS, CC, NeedInvert, SDValue(),
                                 NeedSwap))
      L.cannotLegalize(N, "no way to express this SELECT_CC condition");
    if (NeedInvert) std::swap(T, F);
    if (CC) {
      Results.push_back(selectCC(VT, LHS, RHS, T, F, CC, N->getFlags()));
      return;
    }
    // The condition became a boolean in LHS: select on it being non-zero.
    SDValue Zero = DAG.getConstant(0, LHS.getValueType());
    Results.push_back(selectCC(VT, LHS, Zero, T, F, DAG.getCondCode(ISD::SETNE), N->getFlags()));
  }

  /// LLVM's ExpandNode BR_CC: a BR_CC on the rewritten condition, or on "boolean != 0" / "boolean == 0"
  /// when the condition was split into two comparisons.
  void expandBrCC(SDNode* N, std::vector<SDValue>& Results) {
    SDValue Chain = N->getOperand(0), CC = N->getOperand(1), LHS = N->getOperand(2), RHS = N->getOperand(3);
    SDValue Dest = N->getOperand(4);
    EVT CCVT = TLI.getSetCCResultType(LHS.getValueType());
    bool NeedInvert = false, NeedSwap = false;
    bool Rewritten = L.legalizeSetCCCondCode(CCVT, LHS, RHS, CC, NeedInvert, SDValue(), NeedSwap);
    if (!Rewritten || (CC && NeedInvert)) {
      // LLVM asserts here (a BR_CC with a legal condition, or one only an inversion expresses, is never
      // formed when BR_CC is Expand). Branch on the comparison instead: BRCOND of a SETCC that the next
      // sweep legalizes on its own.
      SDValue Cond = DAG.getSetCC(CCVT, N->getOperand(2), N->getOperand(3), N->getOperand(1)->getCondCode());
      Results.push_back(DAG.getNode(ISD::BRCOND, EVT::other(), Chain, Cond, Dest));
      return;
    }
    if (CC) {
      Results.push_back(DAG.getNode(ISD::BR_CC, EVT::other(), {Chain, CC, LHS, RHS, Dest}));
      return;
    }
    SDValue Zero = DAG.getConstant(0, LHS.getValueType());
    SDValue Test = DAG.getCondCode(NeedInvert ? ISD::SETEQ : ISD::SETNE);
    Results.push_back(DAG.getNode(ISD::BR_CC, EVT::other(), {Chain, Test, LHS, Zero, Dest}));
  }

  /// LLVM's ExpandNode SELECT: a SELECT_CC on the compare feeding it, or on "condition != 0".
  void expandSelect(SDNode* N, std::vector<SDValue>& Results) {
    // Reached after a declined Custom lowering too; a SELECT_CC expands back into a SELECT, so rewriting a
    // SELECT the target meant to lower itself would never end (LLVM relies on the target not declining).
    if (L.actionFor(N) != LegalizeAction::Expand) return;
    SDValue Cond = N->getOperand(0), T = N->getOperand(1), F = N->getOperand(2);
    EVT VT = N->getValueType(0);
    SDValue Res;
    if (Cond.getOpcode() == ISD::SETCC)
      Res = selectCC(VT, Cond.getOperand(0), Cond.getOperand(1), T, F, Cond.getOperand(2), 0);
    else
      Res = selectCC(VT, Cond, DAG.getConstant(0, Cond.getValueType()), T, F, DAG.getCondCode(ISD::SETNE), 0);
    Res->setFlags(N->getFlags());
    Results.push_back(Res);
  }

  /// EXTRACT_ELEMENT of a legal wider integer: the low half by truncation, the high half shifted down first.
  SDValue expandExtractElement(SDNode* N) {
    SDValue Whole = N->getOperand(0);
    EVT WholeVT = Whole.getValueType();
    if (N->getOperand(1)->getZExtValue()) {
      SDValue Amt = DAG.getConstant(WholeVT.sizeInBits() / 2, TLI.getShiftAmountTy(WholeVT));
      SDValue Hi = DAG.getNode(ISD::SRL, WholeVT, Whole, Amt);
      return DAG.getNode(ISD::TRUNCATE, N->getValueType(0), Hi);
    }
    return DAG.getNode(ISD::TRUNCATE, N->getValueType(0), Whole);
  }

  /// BUILD_PAIR of two halves into a legal wider integer: zext(lo) | (anyext(hi) << half).
  SDValue expandBuildPair(SDNode* N) {
    EVT PairVT = N->getValueType(0);
    SDValue Lo = DAG.getNode(ISD::ZERO_EXTEND, PairVT, N->getOperand(0));
    SDValue Hi = DAG.getNode(ISD::ANY_EXTEND, PairVT, N->getOperand(1));
    SDValue Amt = DAG.getConstant(PairVT.sizeInBits() / 2, TLI.getShiftAmountTy(PairVT));
    Hi = DAG.getNode(ISD::SHL, PairVT, Hi, Amt);
    return DAG.getNode(ISD::OR, PairVT, Lo, Hi);
  }
};

} // namespace

bool SelectionDAGLegalize::legalizeSetCCCondCode(EVT VT, SDValue& LHS, SDValue& RHS, SDValue& CC,
                                                 bool& NeedInvert, SDValue Chain, bool& NeedSwap) {
  EVT OpVT = LHS.getValueType();
  ISD::CondCode Code = CC->getCondCode();
  NeedInvert = false;
  NeedSwap = false;
  LegalizeAction Action = TLI.getCondCodeAction(Code, OpVT);
  if (Action == LegalizeAction::Legal) return false;
  if (Action != LegalizeAction::Expand)
    throw CannotLowerError(std::string("operation legalization: no rule for condition code ") +
                           ISD::condCodeName(Code) + " whose action is " + actionName(Action));
  (void)Chain; // strict FP compares are not built; their chains would be joined here

  // a CC b == b swapped(CC) a.
  ISD::CondCode Swapped = ISD::getSetCCSwappedOperands(Code);
  if (condCodeLegalOrCustom(TLI, Swapped, OpVT)) {
    std::swap(LHS, RHS);
    CC = DAG.getCondCode(Swapped);
    NeedSwap = true;
    return true;
  }
  // !(a inverse(CC) b), possibly with the operands swapped as well.
  ISD::CondCode Inverse = ISD::getSetCCInverse(Code, OpVT.isInteger());
  bool SwapToo = false;
  if (!condCodeLegalOrCustom(TLI, Inverse, OpVT)) {
    Inverse = ISD::getSetCCSwappedOperands(Inverse);
    SwapToo = true;
  }
  if (condCodeLegalOrCustom(TLI, Inverse, OpVT)) {
    CC = DAG.getCondCode(Inverse);
    NeedInvert = true;
    if (SwapToo) {
      std::swap(LHS, RHS);
      NeedSwap = true;
    }
    return true;
  }

  if (OpVT == EVT::i1()) {
    // Booleans compare with logic: the only values are 0 and 1.
    SDValue Ret;
    switch (Code) {
    case ISD::SETEQ: Ret = DAG.getNOT(DAG.getNode(ISD::XOR, OpVT, LHS, RHS), OpVT); break;
    case ISD::SETNE: Ret = DAG.getNode(ISD::XOR, OpVT, LHS, RHS); break;
    case ISD::SETGT:
    case ISD::SETULT: Ret = DAG.getNode(ISD::AND, OpVT, RHS, DAG.getNOT(LHS, OpVT)); break;
    case ISD::SETLT:
    case ISD::SETUGT: Ret = DAG.getNode(ISD::AND, OpVT, LHS, DAG.getNOT(RHS, OpVT)); break;
    case ISD::SETULE:
    case ISD::SETGE: Ret = DAG.getNode(ISD::OR, OpVT, RHS, DAG.getNOT(LHS, OpVT)); break;
    case ISD::SETUGE:
    case ISD::SETLE: Ret = DAG.getNode(ISD::OR, OpVT, LHS, DAG.getNOT(RHS, OpVT)); break;
    default:
      throw CannotLowerError(std::string("operation legalization: no way to compare i1 values with ") +
                             ISD::condCodeName(Code));
    }
    LHS = DAG.getZExtOrTrunc(Ret, VT);
    RHS = SDValue();
    CC = SDValue();
    return true;
  }

  // Two comparisons joined by and/or.
  ISD::CondCode CC1 = ISD::SETCC_INVALID, CC2 = ISD::SETCC_INVALID;
  int32_t JoinOpc = 0;
  bool FPForm = false;
  switch (Code) {
  case ISD::SETUO:
    if (TLI.isCondCodeLegal(ISD::SETUNE, OpVT)) {
      CC1 = CC2 = ISD::SETUNE; // x != x is true only for a NaN
      JoinOpc = ISD::OR;
      break;
    }
    NeedInvert = true; // unordered = !ordered
    [[fallthrough]];
  case ISD::SETO:
    CC1 = CC2 = ISD::SETOEQ; // x == x is false only for a NaN
    JoinOpc = ISD::AND;
    break;
  case ISD::SETONE:
  case ISD::SETUEQ:
    // One of OGT/OLT legal is enough (the other is reached by swapping): one = ogt | olt, ueq = !(ogt | olt).
    CC2 = (unsigned(Code) & UnorderedBit) ? ISD::SETUO : ISD::SETO;
    if (!TLI.isCondCodeLegal(CC2, OpVT) &&
        (TLI.isCondCodeLegal(ISD::SETOGT, OpVT) || TLI.isCondCodeLegal(ISD::SETOLT, OpVT))) {
      CC1 = ISD::SETOGT;
      CC2 = ISD::SETOLT;
      JoinOpc = ISD::OR;
      NeedInvert = (unsigned(Code) & UnorderedBit) != 0;
      break;
    }
    FPForm = true;
    break;
  case ISD::SETOEQ:
  case ISD::SETOGT:
  case ISD::SETOGE:
  case ISD::SETOLT:
  case ISD::SETOLE:
  case ISD::SETUNE:
  case ISD::SETUGT:
  case ISD::SETUGE:
  case ISD::SETULT:
  case ISD::SETULE: FPForm = !OpVT.isInteger(); break;
  default: break;
  }
  if (FPForm) {
    // The ordering-agnostic condition, and'ed with "ordered" or or'ed with "unordered".
    bool Unordered = unsigned(Code) & UnorderedBit;
    CC2 = Unordered ? ISD::SETUO : ISD::SETO;
    JoinOpc = Unordered ? ISD::OR : ISD::AND;
    CC1 = ISD::CondCode((unsigned(Code) & 0x7) | 0x10);
  }
  if (!JoinOpc)
    throw CannotLowerError(std::string("operation legalization: no way to express condition ") +
                           ISD::condCodeName(Code) + " for " + OpVT.str());

  SDValue SetCC1, SetCC2;
  if (Code != ISD::SETO && Code != ISD::SETUO) {
    SetCC1 = DAG.getSetCC(VT, LHS, RHS, CC1);
    SetCC2 = DAG.getSetCC(VT, LHS, RHS, CC2);
  } else {
    // Each operand compared with itself: ordered means neither is a NaN.
    SetCC1 = DAG.getSetCC(VT, LHS, LHS, CC1);
    SetCC2 = DAG.getSetCC(VT, RHS, RHS, CC2);
  }
  LHS = DAG.getNode(JoinOpc, VT, SetCC1, SetCC2);
  RHS = SDValue();
  CC = SDValue();
  return true;
}

bool expandMiscOp(SelectionDAGLegalize& L, SDNode* N, std::vector<SDValue>& Results) {
  MiscRules R{L, L.dag(), L.tli()};
  SelectionDAG& DAG = L.dag();
  switch (N->getOpcode()) {
  case ISD::SETCC: R.expandSetCC(N, Results); return true;
  case ISD::SELECT_CC: R.expandSelectCC(N, Results); return true;
  case ISD::BR_CC: R.expandBrCC(N, Results); return true;
  case ISD::SELECT: R.expandSelect(N, Results); return true;
  case ISD::MERGE_VALUES:
    for (unsigned I = 0; I < N->getNumValues(); ++I) Results.push_back(N->getOperand(I));
    return true;
  case ISD::EXTRACT_ELEMENT: Results.push_back(R.expandExtractElement(N)); return true;
  case ISD::BUILD_PAIR: Results.push_back(R.expandBuildPair(N)); return true;
  case ISD::STACKSAVE: {
    // The saved "stack state" is the stack pointer itself.
    SDValue Copy =
        DAG.getCopyFromReg(N->getOperand(0), L.tli().getStackPointerRegister(), N->getValueType(0));
    Results.push_back(Copy);
    Results.push_back(Copy.getValue(1));
    return true;
  }
  case ISD::STACKRESTORE:
    Results.push_back(
        DAG.getCopyToReg(N->getOperand(0), L.tli().getStackPointerRegister(), N->getOperand(1)));
    return true;
  case ISD::UNDEF: {
    EVT VT = N->getValueType(0);
    Results.push_back(VT.isInteger() ? DAG.getConstant(0, VT)
                                     : DAG.getConstantFP(APInt(unsigned(VT.sizeInBits()), 0), VT));
    return true;
  }
  default: return false;
  }
}

} // namespace dt
