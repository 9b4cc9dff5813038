// targets/riscv/RISCVLowerOperation.cpp — the RISC-V custom lowerings of control flow, comparisons, selects,
// addresses and integer operations (the Custom entries of RISCVActions.cpp), after LLVM 19's
// RISCVTargetLowering::LowerOperation and its lower* helpers.
//
// Contract: return the replacement value, the node itself to keep it, or a null SDValue to decline (the
// legalizer then expands). Invariant: nodes are created in the order LLVM creates them (node ids are creation
// numbers, so `tN` in our dumps matches llc's); where LLVM nests calls as arguments we follow the
// left-to-right order a Clang-built llc uses.
//
// Declined on purpose (the builder never produces them, or their types never reach the op legalizer):
// READCYCLECOUNTER, VASTART, GlobalTLSAddress, BlockAddress, JumpTable (no payload modelled), ATOMIC_FENCE,
// INTRINSIC_WO_CHAIN, and the RV64 i32 / RV32 i64 entries that only the type legalizer's ReplaceNodeResults
// sees.
#include "support/Diagnostics.h"
#include "support/FloatFormat.h"
#include "targets/riscv/RISCVISD.h"
#include "targets/riscv/RISCVMatInt.h"
#include "targets/riscv/RISCVTargetLowering.h"

#include <bit>
#include <utility>

namespace dt::riscv {

namespace {

// The operand flags of RISC-V symbol references (LLVM's RISCVII::MO_LO / MO_HI; printed as [TF=3] / [TF=4]).
constexpr unsigned MO_LO = 3;
constexpr unsigned MO_HI = 4;

bool isInt12(int64_t V) {
  return V >= -2048 && V <= 2047;
}

} // namespace

// LLVM's translateSetCCForBranch (declared in RISCVTargetLowering.h; the lowering and the combines share it).
void translateSetCCForBranch(SelectionDAG& DAG, SDValue& LHS, SDValue& RHS, ISD::CondCode& CC) {
  if (ISD::isIntEqualitySetCC(CC) && isNullConstant(RHS) && LHS.getOpcode() == ISD::AND &&
      LHS.hasOneUse() && isConstantNode(LHS.getOperand(1))) {
    uint64_t Mask = LHS.getOperand(1)->getZExtValue();
    bool IsPow2 = Mask != 0 && std::has_single_bit(Mask);
    bool IsLowMask = Mask != 0 && ((Mask + 1) & Mask) == 0;
    if ((IsPow2 || IsLowMask) && !isInt12(int64_t(Mask))) {
      unsigned Bits = unsigned(LHS.getValueSizeInBits());
      unsigned ShAmt = 0;
      if (IsPow2) {
        CC = CC == ISD::SETEQ ? ISD::SETGE : ISD::SETLT;
        ShAmt = Bits - 1 - unsigned(std::countr_zero(Mask));
      } else {
        ShAmt = Bits - unsigned(std::bit_width(Mask));
      }
      LHS = LHS.getOperand(0);
      if (ShAmt != 0)
        LHS = DAG.getNode(ISD::SHL, LHS.getValueType(), LHS, DAG.getConstant(ShAmt, LHS.getValueType()));
      return;
    }
  }
  if (isConstantNode(RHS)) {
    int64_t C = RHS->getSExtValue();
    if (CC == ISD::SETGT && C == -1) { // X > -1  ->  X >= 0
      RHS = DAG.getConstant(0, RHS.getValueType());
      CC = ISD::SETGE;
      return;
    }
    if (CC == ISD::SETLT && C == 1) { // X < 1  ->  0 >= X
      RHS = LHS;
      LHS = DAG.getConstant(0, RHS.getValueType());
      CC = ISD::SETGE;
      return;
    }
  }
  switch (CC) {
  case ISD::SETGT:
  case ISD::SETLE:
  case ISD::SETUGT:
  case ISD::SETULE:
    CC = ISD::getSetCCSwappedOperands(CC);
    std::swap(LHS, RHS);
    break;
  default: break;
  }
}

namespace {

struct IntegerLowering {
  const RISCVTargetLowering& TLI;
  SelectionDAG& DAG;
  const Subtarget& ST;
  EVT XLenVT;

  SDValue freeze(SDValue V) { return DAG.getNode(ISD::FREEZE, V.getValueType(), V); }

  /// LLVM's combineSelectToBinOp: selects of -1 / 0 / complementary constants, and selects between the
  /// condition's own compares, become bit operations.
  SDValue selectToBinOp(SDValue CondV, SDValue TrueV, SDValue FalseV, EVT VT) {
    // No short-forward-branch (conditional move fusion) tuning is modelled, so these always apply.
    if (isAllOnesConstant(TrueV)) { // (select c, -1, y) -> -c | y
      SDValue Neg = DAG.getNegative(CondV, VT);
      return DAG.getNode(ISD::OR, VT, Neg, freeze(FalseV));
    }
    if (isAllOnesConstant(FalseV)) { // (select c, y, -1) -> (c-1) | y
      SDValue Dec = DAG.getNode(ISD::ADD, VT, CondV, DAG.getAllOnesConstant(VT));
      return DAG.getNode(ISD::OR, VT, Dec, freeze(TrueV));
    }
    if (isNullConstant(TrueV)) { // (select c, 0, y) -> (c-1) & y
      SDValue Dec = DAG.getNode(ISD::ADD, VT, CondV, DAG.getAllOnesConstant(VT));
      return DAG.getNode(ISD::AND, VT, Dec, freeze(FalseV));
    }
    if (isNullConstant(FalseV)) { // (select c, y, 0) -> -c & y
      SDValue Neg = DAG.getNegative(CondV, VT);
      return DAG.getNode(ISD::AND, VT, Neg, freeze(TrueV));
    }
    if (isConstantNode(TrueV) && isConstantNode(FalseV) &&
        ~TrueV->getAPIntValue() == FalseV->getAPIntValue()) {
      SDValue Neg = DAG.getNegative(CondV, VT); // select c, ~x, x -> xor -c, x
      return DAG.getNode(ISD::XOR, VT, Neg, FalseV);
    }
    if (CondV.getOpcode() == ISD::SETCC && TrueV.getOpcode() == ISD::SETCC &&
        FalseV.getOpcode() == ISD::SETCC) {
      SDValue LHS = CondV.getOperand(0), RHS = CondV.getOperand(1);
      ISD::CondCode CC = CondV.getOperand(2)->getCondCode();
      if (auto Match =
              matchSetCC(LHS, RHS, CC, TrueV)) // (select x, x, y) -> x | y; (select !x, x, y) -> x & y
        return DAG.getNode(*Match ? ISD::OR : ISD::AND, VT, TrueV, freeze(FalseV));
      if (auto Match =
              matchSetCC(LHS, RHS, CC, FalseV)) // (select x, y, x) -> x & y; (select !x, y, x) -> x | y
        return DAG.getNode(*Match ? ISD::AND : ISD::OR, VT, freeze(TrueV), FalseV);
    }
    return SDValue();
  }

  /// Whether Val is the compare (LHS CC RHS) itself (true) or its inverse (false), operands possibly swapped.
  static std::optional<bool> matchSetCC(SDValue LHS, SDValue RHS, ISD::CondCode CC, SDValue Val) {
    SDValue L = Val.getOperand(0), R = Val.getOperand(1);
    ISD::CondCode ValCC = Val.getOperand(2)->getCondCode();
    if (L == LHS && R == RHS) {
      if (CC == ValCC) return true;
      if (CC == ISD::getSetCCInverse(ValCC, true)) return false;
    } else if (L == RHS && R == LHS) {
      ISD::CondCode Swapped = ISD::getSetCCSwappedOperands(ValCC);
      if (CC == Swapped) return true;
      if (CC == ISD::getSetCCInverse(Swapped, true)) return false;
    }
    return std::nullopt;
  }

  SDValue lowerSELECT(SDValue Op) {
    SDValue CondV = Op.getOperand(0), TrueV = Op.getOperand(1), FalseV = Op.getOperand(2);
    EVT VT = Op.getValueType();
    if (VT.isVector()) return SDValue();

    if (ST.Zicond && VT.isScalarInteger()) {
      if (isNullConstant(FalseV)) return DAG.getNode(RISCVISD::CZERO_EQZ, VT, TrueV, CondV);
      if (isNullConstant(TrueV)) return DAG.getNode(RISCVISD::CZERO_NEZ, VT, FalseV, CondV);
      // (select c, (and f, x), f) -> (or (and f, x), (czero_nez f, c))
      if (TrueV.getOpcode() == ISD::AND && (TrueV.getOperand(0) == FalseV || TrueV.getOperand(1) == FalseV))
        return DAG.getNode(ISD::OR, VT, TrueV, DAG.getNode(RISCVISD::CZERO_NEZ, VT, FalseV, CondV));
      // (select c, t, (and t, x)) -> (or (czero_eqz t, c), (and t, x))
      if (FalseV.getOpcode() == ISD::AND && (FalseV.getOperand(0) == TrueV || FalseV.getOperand(1) == TrueV))
        return DAG.getNode(ISD::OR, VT, FalseV, DAG.getNode(RISCVISD::CZERO_EQZ, VT, TrueV, CondV));
      if (SDValue V = selectToBinOp(CondV, TrueV, FalseV, VT)) return V;
      SDValue T = DAG.getNode(RISCVISD::CZERO_EQZ, VT, TrueV, CondV);
      SDValue F = DAG.getNode(RISCVISD::CZERO_NEZ, VT, FalseV, CondV);
      return DAG.getNode(ISD::OR, VT, T, F);
    }

    if (VT.isScalarInteger())
      if (SDValue V = selectToBinOp(CondV, TrueV, FalseV, VT)) return V;
    // Not modelled: LLVM's foldBinOpIntoSelectIfProfitable (a single binop user with a constant operand
    // folded into a select of constants when that yields 0 / -1).

    // (select c, 1.0, 0.0) -> (sint_to_fp c); (select c, 0.0, 1.0) -> (sint_to_fp (xor c, 1))
    if (isConstantFPNode(TrueV) && isConstantFPNode(FalseV)) {
      FPFormat F = VT.fpFormat();
      APInt One = fpFromDouble(F, 1.0), Zero = fpZero(F);
      if (TrueV->getAPIntValue() == One && FalseV->getAPIntValue() == Zero)
        return DAG.getNode(ISD::SINT_TO_FP, VT, CondV);
      if (TrueV->getAPIntValue() == Zero && FalseV->getAPIntValue() == One) {
        SDValue Xor = DAG.getNode(ISD::XOR, XLenVT, CondV, DAG.getConstant(1, XLenVT));
        return DAG.getNode(ISD::SINT_TO_FP, VT, Xor);
      }
    }

    // A condition that is not an XLen integer compare is tested against zero.
    if (CondV.getOpcode() != ISD::SETCC || CondV.getOperand(0).getValueType() != XLenVT) {
      SDValue Zero = DAG.getConstant(0, XLenVT);
      SDValue SetNE = DAG.getCondCode(ISD::SETNE);
      return DAG.getNode(RISCVISD::SELECT_CC, VT, {CondV, Zero, SetNE, TrueV, FalseV});
    }

    // An XLen compare folds into the select's own compare-and-branch.
    SDValue LHS = CondV.getOperand(0), RHS = CondV.getOperand(1);
    ISD::CondCode CC = CondV.getOperand(2)->getCondCode();

    // Constants one apart under SETLT: the compare's 0/1 is the difference (saturating add/sub produce this).
    if (isConstantNode(TrueV) && isConstantNode(FalseV) && CC == ISD::SETLT) {
      const APInt& T = TrueV->getAPIntValue();
      const APInt& F = FalseV->getAPIntValue();
      if (T - APInt(T.getBitWidth(), 1) == F) return DAG.getNode(ISD::ADD, VT, CondV, FalseV);
      if (T + APInt(T.getBitWidth(), 1) == F) return DAG.getNode(ISD::SUB, VT, FalseV, CondV);
    }

    translateSetCCForBranch(DAG, LHS, RHS, CC);
    // 1 < x ? x : 1  ->  0 < x ? x : 1 (and 0 <u x is x != 0)
    if (isOneConstant(LHS) && (CC == ISD::SETLT || CC == ISD::SETULT) && RHS == TrueV && LHS == FalseV) {
      LHS = DAG.getConstant(0, VT);
      if (CC == ISD::SETULT) {
        std::swap(LHS, RHS);
        CC = ISD::SETNE;
      }
    }
    // x <s -1 ? x : -1  ->  x <s 0 ? x : -1
    if (isAllOnesConstant(RHS) && CC == ISD::SETLT && LHS == TrueV && RHS == FalseV)
      RHS = DAG.getConstant(0, VT);

    SDValue TargetCC = DAG.getCondCode(CC);
    if (isConstantNode(TrueV) && !isConstantNode(FalseV)) {
      // Keep the constant in the false slot: invert the compare instead.
      std::swap(TrueV, FalseV);
      TargetCC = DAG.getCondCode(ISD::getSetCCInverse(CC, LHS.getValueType().isInteger()));
    }
    return DAG.getNode(RISCVISD::SELECT_CC, VT, {LHS, RHS, TargetCC, TrueV, FalseV});
  }

  SDValue lowerBRCOND(SDValue Op) {
    SDValue CondV = Op.getOperand(1);
    if (CondV.getOpcode() == ISD::SETCC && CondV.getOperand(0).getValueType() == XLenVT) {
      SDValue LHS = CondV.getOperand(0), RHS = CondV.getOperand(1);
      ISD::CondCode CC = CondV.getOperand(2)->getCondCode();
      translateSetCCForBranch(DAG, LHS, RHS, CC);
      SDValue TargetCC = DAG.getCondCode(CC);
      return DAG.getNode(RISCVISD::BR_CC, Op.getValueType(),
                         {Op.getOperand(0), LHS, RHS, TargetCC, Op.getOperand(2)});
    }
    SDValue Zero = DAG.getConstant(0, XLenVT);
    SDValue SetNE = DAG.getCondCode(ISD::SETNE);
    return DAG.getNode(RISCVISD::BR_CC, Op.getValueType(),
                       {Op.getOperand(0), CondV, Zero, SetNE, Op.getOperand(2)});
  }

  /// SETGT / SETUGT on XLen integers (slt/sltu only test "less than"): against a small constant C it becomes
  /// !(X < C+1) so C+1 fits slti's immediate; otherwise the operands swap.
  SDValue lowerSETCC(SDValue Op) {
    SDValue LHS = Op.getOperand(0), RHS = Op.getOperand(1);
    EVT OpVT = LHS.getValueType();
    if (!OpVT.isScalarInteger()) return SDValue();
    EVT VT = Op.getValueType();
    ISD::CondCode CC = Op.getOperand(2)->getCondCode();
    if (CC != ISD::SETGT && CC != ISD::SETUGT) return SDValue();
    if (isConstantNode(RHS)) {
      int64_t Imm = RHS->getSExtValue();
      if (Imm != 0 && isInt12(int64_t(uint64_t(Imm) + 1))) {
        if (CC == ISD::SETUGT && Imm == -1) return DAG.getConstant(0, VT); // nothing is above the maximum
        CC = ISD::getSetCCSwappedOperands(CC);
        SDValue SetCC = DAG.getSetCC(VT, LHS, DAG.getSignedConstant(Imm + 1, OpVT), CC);
        return DAG.getLogicalNOT(SetCC, VT);
      }
    }
    return DAG.getSetCC(VT, RHS, LHS, ISD::getSetCCSwappedOperands(CC));
  }

  /// LLVM's getAddr for the small (medlow) code model without PIC: (ADD_LO (HI sym %hi), sym %lo).
  SDValue lowerAddress(SDValue Op) {
    SDNode* N = Op.getNode();
    EVT Ty = TLI.getPointerTy();
    auto targetNode = [&](unsigned Flags) {
      if (N->getOpcode() == ISD::GlobalAddress)
        return DAG.getGlobalAddress(N->getGlobal(), N->getSymbol(), Ty, 0, true, Flags);
      return DAG.getTargetConstantPool(N->getAPIntValue(), N->getVTPayload(), Ty,
                                       unsigned(N->getFrameIndex()), N->getOffset(), Flags);
    };
    if (N->getOpcode() == ISD::GlobalAddress && N->getOffset() != 0)
      throw dt::CannotLowerError(
          "RISC-V GlobalAddress with a folded offset (offset folding is not legal here)");
    SDValue AddrHi = targetNode(MO_HI);
    SDValue AddrLo = targetNode(MO_LO);
    SDValue MNHi = DAG.getNode(RISCVISD::HI, Ty, AddrHi);
    return DAG.getNode(RISCVISD::ADD_LO, Ty, MNHi, AddrLo);
  }

  /// SHL_PARTS: a shift of a two-register value by Shamt, choosing between the Shamt < XLEN and
  /// Shamt >= XLEN forms with selects on (Shamt - XLEN) < 0.
  SDValue lowerShiftLeftParts(SDValue Op) {
    SDValue Lo = Op.getOperand(0), Hi = Op.getOperand(1), Shamt = Op.getOperand(2);
    EVT VT = Lo.getValueType();
    SDValue Zero = DAG.getConstant(0, VT);
    SDValue One = DAG.getConstant(1, VT);
    SDValue MinusXLen = DAG.getSignedConstant(-int64_t(ST.XLen), VT);
    SDValue XLenMinus1 = DAG.getConstant(ST.XLen - 1, VT);
    SDValue ShamtMinusXLen = DAG.getNode(ISD::ADD, VT, Shamt, MinusXLen);
    SDValue XLenMinus1Shamt = DAG.getNode(ISD::SUB, VT, XLenMinus1, Shamt);

    SDValue LoTrue = DAG.getNode(ISD::SHL, VT, Lo, Shamt);
    SDValue ShiftRight1Lo = DAG.getNode(ISD::SRL, VT, Lo, One);
    SDValue ShiftRightLo = DAG.getNode(ISD::SRL, VT, ShiftRight1Lo, XLenMinus1Shamt);
    SDValue ShiftLeftHi = DAG.getNode(ISD::SHL, VT, Hi, Shamt);
    SDValue HiTrue = DAG.getNode(ISD::OR, VT, ShiftLeftHi, ShiftRightLo);
    SDValue HiFalse = DAG.getNode(ISD::SHL, VT, Lo, ShamtMinusXLen);

    SDValue CC = DAG.getSetCC(VT, ShamtMinusXLen, Zero, ISD::SETLT);
    SDValue Parts[] = {DAG.getNode(ISD::SELECT, VT, CC, LoTrue, Zero),
                       DAG.getNode(ISD::SELECT, VT, CC, HiTrue, HiFalse)};
    return DAG.getMergeValues(Parts);
  }

  SDValue lowerShiftRightParts(SDValue Op, bool IsSRA) {
    SDValue Lo = Op.getOperand(0), Hi = Op.getOperand(1), Shamt = Op.getOperand(2);
    EVT VT = Lo.getValueType();
    int32_t ShiftRightOp = IsSRA ? ISD::SRA : ISD::SRL;
    SDValue Zero = DAG.getConstant(0, VT);
    SDValue One = DAG.getConstant(1, VT);
    SDValue MinusXLen = DAG.getSignedConstant(-int64_t(ST.XLen), VT);
    SDValue XLenMinus1 = DAG.getConstant(ST.XLen - 1, VT);
    SDValue ShamtMinusXLen = DAG.getNode(ISD::ADD, VT, Shamt, MinusXLen);
    SDValue XLenMinus1Shamt = DAG.getNode(ISD::SUB, VT, XLenMinus1, Shamt);

    SDValue ShiftRightLo = DAG.getNode(ISD::SRL, VT, Lo, Shamt);
    SDValue ShiftLeftHi1 = DAG.getNode(ISD::SHL, VT, Hi, One);
    SDValue ShiftLeftHi = DAG.getNode(ISD::SHL, VT, ShiftLeftHi1, XLenMinus1Shamt);
    SDValue LoTrue = DAG.getNode(ISD::OR, VT, ShiftRightLo, ShiftLeftHi);
    SDValue HiTrue = DAG.getNode(ShiftRightOp, VT, Hi, Shamt);
    SDValue LoFalse = DAG.getNode(ShiftRightOp, VT, Hi, ShamtMinusXLen);
    SDValue HiFalse = IsSRA ? DAG.getNode(ISD::SRA, VT, Hi, XLenMinus1) : Zero;

    SDValue CC = DAG.getSetCC(VT, ShamtMinusXLen, Zero, ISD::SETLT);
    SDValue Parts[] = {DAG.getNode(ISD::SELECT, VT, CC, LoTrue, LoFalse),
                       DAG.getNode(ISD::SELECT, VT, CC, HiTrue, HiFalse)};
    return DAG.getMergeValues(Parts);
  }
};

} // namespace

SDValue RISCVTargetLowering::lowerIntegerOperation(SDValue Op, SelectionDAG& DAG) const {
  IntegerLowering L{*this, DAG, ST, xlenVT()};
  switch (Op.getOpcode()) {
  case ISD::SELECT: return L.lowerSELECT(Op);
  case ISD::BRCOND: return L.lowerBRCOND(Op);
  case ISD::SETCC: return L.lowerSETCC(Op);
  case ISD::GlobalAddress:
  case ISD::ConstantPool: return L.lowerAddress(Op);
  case ISD::SHL_PARTS: return L.lowerShiftLeftParts(Op);
  case ISD::SRL_PARTS: return L.lowerShiftRightParts(Op, false);
  case ISD::SRA_PARTS: return L.lowerShiftRightParts(Op, true);
  case ISD::Constant:
    // RV64 i64 constants (LLVM's lowerConstant): kept for the selector unless building them takes more
    // instructions than the CPU's limit; then declining the custom lowering lets the generic Expand load the
    // constant from the constant pool.
    if (matint::shouldUseConstantPool(Op->getSExtValue(), ST)) return SDValue();
    return Op;
  case ISD::BITREVERSE:
    // Zbkb: rev8 reverses the bytes, brev8 the bits within each byte.
    if (Op.getValueType() == xlenVT() && ST.Zbkb)
      return DAG.getNode(RISCVISD::BREV8, xlenVT(), DAG.getNode(ISD::BSWAP, xlenVT(), Op.getOperand(0)));
    return SDValue();
  default: return SDValue();
  }
}

} // namespace dt::riscv
