// targets/riscv/RISCVCombine.cpp — RISC-V's target combines (LLVM 19's
// RISCVTargetLowering::PerformDAGCombine), the scalar ones that shape RISC-V code.
//
// Implemented:
//  - RISCVISD::SELECT_CC: equal arms; a sign test selecting between small constants → sra/and/add;
//    combine_CC on the condition (a setcc compared with 0 becomes the setcc's own compare, an xor compared
//    with 0 the xor's operands, a single-bit test a sign test, (x, 1, ne) on a 0/1 value (x, 0, eq), the sra
//    of a sign test dropped); selects of -1 / 0 → neg/or/and of the compare; select_cc x, 0, ne, x, 1 →
//    add x, (x == 0); both arms xor-1 → xor of the select;
//  - RISCVISD::BR_CC: combine_CC on the condition;
//  - ISD::SELECT: (select c, (binop x, y), x) → (binop x, (select c, y, identity)) for add/sub/or/xor/shifts
//    (tryFoldSelectIntoOp), which the lowering then turns into and/neg;
//  - ISD::AND / ISD::OR after legalization: De Morgan of two xor-1 booleans;
//  - ISD::XOR: (xor (setcc C, y, lt), 1) → (setcc y, C+1, lt) when C+1 fits 12 bits;
//  - ISD::SUB: C - boolean → add of the inverted boolean and C-1 (combineSubOfBoolean);
//    (sub 0, (setcc x, 0, lt)) → (sra x, XLEN-1);
//  - ISD::SETCC on RV64: (seteq/ne (and x, 0xffffffff), C) → compare of (sext_inreg x, i32) with C
//  sign-extended;
//  - ISD::SRA on RV64: (sra (sext_inreg (shl x, C1), i32), C2) → slli/srai pair; (sra (shl x, 32), 32-C) and
//    its add/sub-in-the-middle forms → (shl (sext_inreg ..., i32), C) (W-form sign extension);
//  - RISCVISD::SplitF64 of BuildPairF64 (its halves), undef, an FP constant (two i32 constants), and of a
//    one-use fneg / fabs (xor / and of the high half);
//  - RISCVISD::FMV_W_X_RV64 of FMV_X_ANYEXTW_RV64 (the f32 moved out);
//  - RISCVISD::FMV_X_ANYEXTW_RV64 / FMV_X_ANYEXTH of FMV_W_X_RV64 / FMV_H_X (the integer moved in), and of a
//    one-use fneg / fabs (xor / and of the sign bit).
// Registered as LLVM 19 does (RISCVTargetLowering constructor): INTRINSIC_*, ADD, SUB, MUL, AND, OR, XOR,
// SETCC, SELECT always; SRA on RV64; FADD/FMAXNUM/FMINNUM/FMUL, ZERO_EXTEND, FP_TO_* with F; min/max with
// Zbb; TRUNCATE with Zbs on RV64; BITREVERSE with Zbkb; SIGN_EXTEND_INREG with Zfhmin.
// Left out (registered but no fold yet): performADDCombine / MUL (transformAddShlImm,
// combineAddOfBooleanXor, MUL-by-constant forms), SUB's combineSubShiftToOrcB (Zbb), the
// Zbb/Zbs/Zicond/vector combines, foldSelectOfCTTZOrCTLZ, FP_TO_INT rounding combines, ZERO_EXTEND of
// fp_to_uint, the other FMV combines, combineSelectAndUse (only fires with Zicond or conditional-move
// fusion, which dagtool does not model).
#include "legalize/ValueTracking.h"
#include "targets/riscv/RISCVISD.h"
#include "targets/riscv/RISCVTargetLowering.h"

#include <bit>

namespace dt::riscv {

namespace {

bool isInt12(int64_t V) {
  return V >= -2048 && V <= 2047;
}

struct RISCVCombiner {
  const RISCVTargetLowering& TLI;
  DAGCombinerInfo& DCI;
  SelectionDAG& DAG;
  const Subtarget& ST;
  EVT XLenVT;

  /// LLVM's combine_CC: simplifies the (LHS, RHS, CC) condition of a SELECT_CC or BR_CC.
  bool combineCC(SDValue& LHS, SDValue& RHS, SDValue& CC) {
    ISD::CondCode CCVal = CC->getCondCode();
    // An arithmetic right shift keeps the sign: a sign test can look through it.
    if (isNullConstant(RHS) && (CCVal == ISD::SETGE || CCVal == ISD::SETLT) && LHS.getOpcode() == ISD::SRA) {
      LHS = LHS.getOperand(0);
      return true;
    }
    if (!ISD::isIntEqualitySetCC(CCVal)) return false;
    // ((setcc X, Y, cc), 0, ne/eq) → (X, Y, cc / !cc)
    if (LHS.getOpcode() == ISD::SETCC && isNullConstant(RHS) && LHS.getOperand(0).getValueType() == XLenVT) {
      bool Invert = CCVal == ISD::SETEQ;
      CCVal = LHS.getOperand(2)->getCondCode();
      if (Invert) CCVal = ISD::getSetCCInverse(CCVal, true);
      RHS = LHS.getOperand(1);
      LHS = LHS.getOperand(0);
      translateSetCCForBranch(DAG, LHS, RHS, CCVal);
      CC = DAG.getCondCode(CCVal);
      return true;
    }
    // ((xor X, Y), 0, eq/ne) → (X, Y, eq/ne)
    if (LHS.getOpcode() == ISD::XOR && isNullConstant(RHS)) {
      RHS = LHS.getOperand(1);
      LHS = LHS.getOperand(0);
      return true;
    }
    // ((srl (and X, 1<<C), C), 0, eq/ne) → ((shl X, XLen-1-C), 0, ge/lt)
    if (isNullConstant(RHS) && LHS.getOpcode() == ISD::SRL && LHS.hasOneUse() &&
        isConstantNode(LHS.getOperand(1))) {
      SDValue LHS0 = LHS.getOperand(0);
      if (LHS0.getOpcode() == ISD::AND && isConstantNode(LHS0.getOperand(1))) {
        uint64_t Mask = LHS0.getOperand(1)->getZExtValue();
        uint64_t ShAmt = LHS.getOperand(1)->getZExtValue();
        if (Mask != 0 && std::has_single_bit(Mask) && uint64_t(std::countr_zero(Mask)) == ShAmt) {
          CCVal = CCVal == ISD::SETEQ ? ISD::SETGE : ISD::SETLT;
          CC = DAG.getCondCode(CCVal);
          ShAmt = LHS.getValueSizeInBits() - 1 - ShAmt;
          LHS = LHS0.getOperand(0);
          if (ShAmt != 0)
            LHS = DAG.getNode(ISD::SHL, LHS.getValueType(), LHS0.getOperand(0),
                              DAG.getConstant(ShAmt, LHS.getValueType()));
          return true;
        }
      }
    }
    // (X, 1, ne/eq) → (X, 0, eq/ne) when X is 0 or 1.
    APInt Mask = APInt::bitsSetFrom(unsigned(LHS.getValueSizeInBits()), 1);
    if (isOneConstant(RHS) && maskedValueIsZero(TLI, LHS, Mask)) {
      CCVal = ISD::getSetCCInverse(CCVal, true);
      CC = DAG.getCondCode(CCVal);
      RHS = DAG.getConstant(0, LHS.getValueType());
      return true;
    }
    return false;
  }

  SDValue selectCC(SDNode* N) {
    SDValue LHS = N->getOperand(0), RHS = N->getOperand(1), CC = N->getOperand(2);
    ISD::CondCode CCVal = CC->getCondCode();
    SDValue TrueV = N->getOperand(3), FalseV = N->getOperand(4);
    EVT VT = N->getValueType(0);
    if (TrueV == FalseV) return TrueV;
    auto Scope = ProvenanceScope(DAG, "riscv-select_cc-combine", N);
    // (select (x < 0), y, z) → (x >> (XLEN-1)) & (y - z) + z; x >= 0 swaps the arms.
    if (isConstantNode(TrueV) && isConstantNode(FalseV) && isNullConstant(RHS) &&
        (CCVal == ISD::SETLT || CCVal == ISD::SETGE)) {
      SDValue T = TrueV, F = FalseV;
      if (CCVal == ISD::SETGE) std::swap(T, F);
      int64_t TrueSImm = T->getSExtValue(), FalseSImm = F->getSExtValue();
      if (isInt12(TrueSImm) && isInt12(FalseSImm) && isInt12(TrueSImm - FalseSImm)) {
        SDValue SRA = DAG.getNode(ISD::SRA, VT, LHS, DAG.getConstant(ST.XLen - 1, VT));
        SDValue AND = DAG.getNode(ISD::AND, VT, SRA, DAG.getSignedConstant(TrueSImm - FalseSImm, VT));
        return DAG.getNode(ISD::ADD, VT, AND, F);
      }
    }
    if (combineCC(LHS, RHS, CC)) return DAG.getNode(RISCVISD::SELECT_CC, VT, {LHS, RHS, CC, TrueV, FalseV});
    // No conditional-move fusion is modelled: selects of -1 / 0 become bit operations on the compare.
    if (isAllOnesConstant(TrueV)) {
      SDValue C = DAG.getSetCC(VT, LHS, RHS, CCVal);
      return DAG.getNode(ISD::OR, VT, DAG.getNegative(C, VT), FalseV);
    }
    if (isAllOnesConstant(FalseV)) {
      SDValue C = DAG.getSetCC(VT, LHS, RHS, ISD::getSetCCInverse(CCVal, true));
      return DAG.getNode(ISD::OR, VT, DAG.getNegative(C, VT), TrueV);
    }
    if (isNullConstant(TrueV)) {
      SDValue C = DAG.getSetCC(VT, LHS, RHS, ISD::getSetCCInverse(CCVal, true));
      return DAG.getNode(ISD::AND, VT, DAG.getNegative(C, VT), FalseV);
    }
    if (isNullConstant(FalseV)) {
      SDValue C = DAG.getSetCC(VT, LHS, RHS, CCVal);
      return DAG.getNode(ISD::AND, VT, DAG.getNegative(C, VT), TrueV);
    }
    // select_cc x, 0, ne, x, 1 (or eq, 1, x) → x + (x == 0)
    if (((isOneConstant(FalseV) && LHS == TrueV && CCVal == ISD::SETNE) ||
         (isOneConstant(TrueV) && LHS == FalseV && CCVal == ISD::SETEQ)) &&
        isNullConstant(RHS)) {
      SDValue X = DAG.getNode(ISD::FREEZE, LHS.getValueType(), LHS);
      SDValue C = DAG.getSetCC(VT, X, RHS, ISD::SETEQ);
      return DAG.getNode(ISD::ADD, VT, X, C);
    }
    // Both arms inverted booleans: invert once after the select.
    if (TrueV.getOpcode() == ISD::XOR && FalseV.getOpcode() == ISD::XOR &&
        TrueV.getOperand(1) == FalseV.getOperand(1) && isOneConstant(TrueV.getOperand(1)) &&
        TrueV.hasOneUse() && FalseV.hasOneUse()) {
      SDValue NewSel =
          DAG.getNode(RISCVISD::SELECT_CC, VT, {LHS, RHS, CC, TrueV.getOperand(0), FalseV.getOperand(0)});
      return DAG.getNode(ISD::XOR, VT, NewSel, TrueV.getOperand(1));
    }
    return SDValue();
  }

  SDValue brCC(SDNode* N) {
    SDValue LHS = N->getOperand(1), RHS = N->getOperand(2), CC = N->getOperand(3);
    auto Scope = ProvenanceScope(DAG, "riscv-br_cc-combine", N);
    if (combineCC(LHS, RHS, CC))
      return DAG.getNode(RISCVISD::BR_CC, N->getValueType(0),
                         {N->getOperand(0), LHS, RHS, CC, N->getOperand(4)});
    return SDValue();
  }

  /// (select C, (binop X, Y), X) → (binop X, (select C, Y, identity)) (LLVM's tryFoldSelectIntoOp).
  SDValue foldSelectIntoOp(SDNode* N, SDValue TrueVal, SDValue FalseVal, bool Swapped) {
    bool Commutative = true;
    int32_t Opc = TrueVal.getOpcode();
    switch (Opc) {
    case ISD::SHL:
    case ISD::SRA:
    case ISD::SRL:
    case ISD::SUB: Commutative = false; break;
    case ISD::ADD:
    case ISD::OR:
    case ISD::XOR: break;
    default: return SDValue();
    }
    if (!TrueVal.hasOneUse() || isConstantNode(FalseVal)) return SDValue();
    unsigned OpToFold;
    if (FalseVal == TrueVal.getOperand(0))
      OpToFold = 0;
    else if (Commutative && FalseVal == TrueVal.getOperand(1))
      OpToFold = 1;
    else
      return SDValue();
    EVT VT = N->getValueType(0);
    SDValue OtherOp = TrueVal.getOperand(1 - OpToFold);
    EVT OtherVT = OtherOp.getValueType();
    auto Scope = ProvenanceScope(DAG, "riscv-select-into-op", N);
    // The identity of add/sub/or/xor/shifts is 0.
    SDValue Identity = DAG.getConstant(0, OtherVT);
    if (Swapped) std::swap(OtherOp, Identity);
    SDValue NewSel = DAG.getSelect(OtherVT, N->getOperand(0), OtherOp, Identity);
    return DAG.getNode(Opc, VT, FalseVal, NewSel);
  }

  SDValue select(SDNode* N) {
    // No conditional-move fusion is modelled, so the fold always applies.
    SDValue TrueVal = N->getOperand(1), FalseVal = N->getOperand(2);
    if (!N->getValueType(0).isScalarInteger()) return SDValue();
    if (SDValue V = foldSelectIntoOp(N, TrueVal, FalseVal, false)) return V;
    return foldSelectIntoOp(N, FalseVal, TrueVal, true);
  }

  /// (and/or (xor X, 1), (xor Y, 1)) → (xor (or/and X, Y), 1) for 0/1 values X, Y (combineDeMorganOfBoolean).
  SDValue deMorganOfBoolean(SDNode* N) {
    SDValue N0 = N->getOperand(0), N1 = N->getOperand(1);
    EVT VT = N->getValueType(0);
    if (!VT.isScalarInteger()) return SDValue();
    if (N0.getOpcode() != ISD::XOR || N1.getOpcode() != ISD::XOR) return SDValue();
    if (!isOneConstant(N0.getOperand(1)) || !isOneConstant(N1.getOperand(1))) return SDValue();
    if (!N0.hasOneUse() || !N1.hasOneUse()) return SDValue();
    SDValue N00 = N0.getOperand(0), N10 = N1.getOperand(0);
    APInt Mask = APInt::bitsSetFrom(unsigned(VT.sizeInBits()), 1);
    if (!maskedValueIsZero(TLI, N00, Mask) || !maskedValueIsZero(TLI, N10, Mask)) return SDValue();
    auto Scope = ProvenanceScope(DAG, "riscv-demorgan-of-boolean", N);
    int32_t InvOpc = N->getOpcode() == ISD::AND ? ISD::OR : ISD::AND;
    SDValue Logic = DAG.getNode(InvOpc, VT, N00, N10);
    return DAG.getNode(ISD::XOR, VT, Logic, DAG.getConstant(1, VT));
  }

  SDValue xorCombine(SDNode* N) {
    SDValue N0 = N->getOperand(0), N1 = N->getOperand(1);
    // (xor (setcc C, y, lt), 1) → (setcc y, C+1, lt): !(C < y) is y < C+1.
    if (N0.getOpcode() == ISD::SETCC && isOneConstant(N1) && N0.hasOneUse() &&
        isConstantNode(N0.getOperand(0)) && N0.getOperand(2)->getCondCode() == ISD::SETLT) {
      EVT VT = N0.getValueType();
      APInt Imm =
          N0.getOperand(0)->getAPIntValue() + APInt(N0.getOperand(0)->getAPIntValue().getBitWidth(), 1);
      if (Imm.getSignificantBits() <= 12) {
        auto Scope = ProvenanceScope(DAG, "riscv-xor-of-setlt", N);
        return DAG.getSetCC(VT, N0.getOperand(1), DAG.getConstant(Imm, N0.getOperand(0).getValueType()),
                            ISD::SETLT);
      }
    }
    return SDValue();
  }

  /// LLVM's performSUBCombine, its scalar folds: a constant minus a boolean becomes an add of the inverted
  /// boolean (combineSubOfBoolean); the negated sign test (sub 0, (setcc x, 0, lt)) is the sign mask
  /// (sra x, XLEN-1), which is what the SHL/SRL_PARTS lowering's (select c, y, 0) → -c & y relies on.
  SDValue subCombine(SDNode* N) {
    SDValue N0 = N->getOperand(0), N1 = N->getOperand(1);
    EVT VT = N->getValueType(0);
    if (isConstantNode(N0)) {
      APInt MinusOne = N0->getAPIntValue() - APInt(N0->getAPIntValue().getBitWidth(), 1);
      if (MinusOne.getSignificantBits() <= 12) {
        if (N1.getOpcode() == ISD::SETCC && N1.hasOneUse()) {
          ISD::CondCode CC = N1.getOperand(2)->getCondCode();
          if (ISD::isIntEqualitySetCC(CC) && N1.getOperand(0).getValueType().isInteger()) {
            auto Scope = ProvenanceScope(DAG, "riscv-sub-of-boolean", N);
            SDValue Inverted =
                DAG.getSetCC(VT, N1.getOperand(0), N1.getOperand(1), ISD::getSetCCInverse(CC, true));
            return DAG.getNode(ISD::ADD, VT, Inverted, DAG.getConstant(MinusOne, VT));
          }
        } else if (N1.getOpcode() == ISD::XOR && isOneConstant(N1.getOperand(1)) &&
                   N1.getOperand(0).getOpcode() == ISD::SETCC) {
          // A boolean xor 1 is 1 minus the boolean.
          auto Scope = ProvenanceScope(DAG, "riscv-sub-of-boolean", N);
          return DAG.getNode(ISD::ADD, VT, N1.getOperand(0), DAG.getConstant(MinusOne, VT));
        }
      }
    }
    if (isNullConstant(N0) && N1.getOpcode() == ISD::SETCC && N1.hasOneUse() &&
        isNullConstant(N1.getOperand(1)) && N1.getOperand(2)->getCondCode() == ISD::SETLT) {
      auto Scope = ProvenanceScope(DAG, "riscv-neg-of-sign-test", N);
      return DAG.getNode(ISD::SRA, VT, N1.getOperand(0), DAG.getConstant(N0.getValueSizeInBits() - 1, VT));
    }
    return SDValue();
  }

  /// RV64: (seteq/ne (and X, 0xffffffff), C) → (seteq/ne (sext_inreg X, i32), sext32(C)).
  SDValue setccCombine(SDNode* N) {
    SDValue N0 = N->getOperand(0), N1 = N->getOperand(1);
    ISD::CondCode Cond = N->getOperand(2)->getCondCode();
    EVT VT = N->getValueType(0), OpVT = N0.getValueType();
    if (OpVT != EVT::i64() || !ST.is64Bit()) return SDValue();
    if (!ISD::isIntEqualitySetCC(Cond) || !isConstantNode(N1)) return SDValue();
    if (N0.getOpcode() != ISD::AND || !isConstantNode(N0.getOperand(1)) ||
        N0.getOperand(1)->getZExtValue() != 0xffffffffull || !N0.hasOneUse())
      return SDValue();
    // With bit 31 known zero the sext_inreg would turn back into this AND.
    if (maskedValueIsZero(TLI, N0.getOperand(0), APInt::lowBitsSet(64, 32) & ~APInt::lowBitsSet(64, 31)))
      return SDValue();
    const APInt& C1 = N1->getAPIntValue();
    auto Scope = ProvenanceScope(DAG, "riscv-setcc-and-ffffffff", N);
    if (C1.getActiveBits() > 32) return DAG.getBoolConstant(Cond == ISD::SETNE, VT);
    SDValue SExt = DAG.getNode(ISD::SIGN_EXTEND_INREG, OpVT, N0.getOperand(0), DAG.getValueType(EVT::i32()));
    return DAG.getSetCC(VT, SExt, DAG.getConstant(C1.trunc(32).sext(64), OpVT), Cond);
  }

  /// RV64 W-form sign extension (LLVM's performSRACombine).
  SDValue sraCombine(SDNode* N) {
    if (N->getValueType(0) != EVT::i64() || !ST.is64Bit() || !isConstantNode(N->getOperand(1)))
      return SDValue();
    uint64_t ShAmt = N->getOperand(1)->getZExtValue();
    if (ShAmt > 32) return SDValue();
    SDValue N0 = N->getOperand(0);
    EVT I64 = EVT::i64();
    auto Scope = ProvenanceScope(DAG, "riscv-sra-combine", N);
    // (sra (sext_inreg (shl X, C1), i32), C2) → (sra (shl X, C1+32), C2+32): SLLI+SRAI, not SLLIW+SRAIW.
    if (ShAmt < 32 && N0.getOpcode() == ISD::SIGN_EXTEND_INREG &&
        N0.getOperand(1)->getVTPayload() == EVT::i32() && N0.getOperand(0).getOpcode() == ISD::SHL &&
        N0.hasOneUse() && N0.getOperand(0).hasOneUse() && isConstantNode(N0.getOperand(0).getOperand(1))) {
      uint64_t LShAmt = N0.getOperand(0).getOperand(1)->getZExtValue();
      if (LShAmt < 32) {
        SDValue Shl =
            DAG.getNode(ISD::SHL, I64, N0.getOperand(0).getOperand(0), DAG.getConstant(LShAmt + 32, I64));
        return DAG.getNode(ISD::SRA, I64, Shl, DAG.getConstant(ShAmt + 32, I64));
      }
    }
    // (sra (shl X, 32), 32-C) → (shl (sext_inreg X, i32), C), also with an add/sub of a constant in between.
    SDValue Shl;
    SDNode* AddC = nullptr;
    bool IsAdd = N0.getOpcode() == ISD::ADD;
    if (IsAdd || N0.getOpcode() == ISD::SUB) {
      SDValue CV = N0.getOperand(IsAdd ? 1 : 0);
      if (!isConstantNode(CV)) return SDValue();
      AddC = CV.getNode();
      if (AddC->getAPIntValue().countTrailingZeros() < 32) return SDValue();
      // Every user must be such an sra, so they all share the new add/sub + sext_inreg.
      for (SDNode* U : N0->uses())
        if (U->getOpcode() != ISD::SRA || !isConstantNode(U->getOperand(1)) ||
            U->getOperand(1)->getZExtValue() > 32)
          return SDValue();
      Shl = N0.getOperand(IsAdd ? 0 : 1);
    } else {
      Shl = N0;
    }
    if (Shl.getOpcode() != ISD::SHL || !isConstantNode(Shl.getOperand(1)) ||
        Shl.getOperand(1)->getZExtValue() != 32)
      return SDValue();
    if (!AddC && !Shl.hasOneUse()) return SDValue();
    SDValue In = Shl.getOperand(0);
    if (AddC) {
      SDValue ShiftedAddC = DAG.getConstant(AddC->getAPIntValue().lshr(32), I64);
      In = IsAdd ? DAG.getNode(ISD::ADD, I64, In, ShiftedAddC) : DAG.getNode(ISD::SUB, I64, ShiftedAddC, In);
    }
    SDValue SExt = DAG.getNode(ISD::SIGN_EXTEND_INREG, I64, In, DAG.getValueType(EVT::i32()));
    if (ShAmt == 32) return SExt;
    return DAG.getNode(ISD::SHL, I64, SExt, DAG.getConstant(32 - ShAmt, I64));
  }

  /// RISCVISD::SplitF64 (RV32 with D: an f64 leaving the FP registers as two i32 halves) of a value built
  /// from integer halves anyway: the halves directly, without the round trip through the stack slot.
  SDValue splitF64(SDNode* N) {
    SDValue Op0 = N->getOperand(0);
    EVT I32 = EVT::i32();
    if (Op0.getOpcode() == RISCVISD::BuildPairF64) {
      const SDValue Halves[] = {Op0.getOperand(0), Op0.getOperand(1)};
      return DCI.combineTo(N, Halves);
    }
    if (Op0.isUndef()) {
      const SDValue Halves[] = {DAG.getUNDEF(I32), DAG.getUNDEF(I32)};
      return DCI.combineTo(N, Halves);
    }
    // Two 32-bit immediates are cheaper than a constant-pool load moved to GPRs through the stack.
    if (isConstantFPNode(Op0)) {
      const APInt& Bits = Op0->getAPIntValue();
      const SDValue Halves[] = {DAG.getConstant(Bits.trunc(32), I32),
                                DAG.getConstant(Bits.lshr(32).trunc(32), I32)};
      return DCI.combineTo(N, Halves);
    }
    // The sign operations act on the high half only (the generic bitcast-of-fneg/fabs fold, for SplitF64).
    if ((Op0.getOpcode() != ISD::FNEG && Op0.getOpcode() != ISD::FABS) || !Op0.hasOneUse()) return SDValue();
    SDValue Split = DAG.getNode(RISCVISD::SplitF64, DAG.getVTList(I32, I32), {Op0.getOperand(0)});
    APInt SignBit = APInt::signMask(32);
    SDValue Hi = Op0.getOpcode() == ISD::FNEG
                     ? DAG.getNode(ISD::XOR, I32, Split.getValue(1), DAG.getConstant(SignBit, I32))
                     : DAG.getNode(ISD::AND, I32, Split.getValue(1), DAG.getConstant(~SignBit, I32));
    const SDValue Halves[] = {Split.getValue(0), Hi};
    return DCI.combineTo(N, Halves);
  }

  /// RISCVISD::FMV_X_ANYEXTW_RV64 / FMV_X_ANYEXTH (an f32 / f16 leaving the FP registers as integer bits): of
  /// the matching move into the FP registers, the integer it moved (a soft-float-ABI argument passed straight
  /// on to a call); of a one-use fneg / fabs, an xor / and of the sign bit on the moved bits.
  SDValue fmvXAnyExt(SDNode* N) {
    SDValue Op0 = N->getOperand(0);
    bool IsWord = N->getOpcode() == RISCVISD::FMV_X_ANYEXTW_RV64;
    if (Op0.getOpcode() == (IsWord ? RISCVISD::FMV_W_X_RV64 : RISCVISD::FMV_H_X)) return Op0.getOperand(0);
    if ((Op0.getOpcode() != ISD::FNEG && Op0.getOpcode() != ISD::FABS) || !Op0.hasOneUse()) return SDValue();
    EVT VT = N->getValueType(0);
    SDValue Moved = DAG.getNode(N->getOpcode(), VT, Op0.getOperand(0));
    // The sign bit of the FP value, at its place in the sign-extended register image.
    APInt SignBit = APInt::signMask(IsWord ? 32 : 16).sext(VT.sizeInBits());
    if (Op0.getOpcode() == ISD::FNEG) return DAG.getNode(ISD::XOR, VT, Moved, DAG.getConstant(SignBit, VT));
    return DAG.getNode(ISD::AND, VT, Moved, DAG.getConstant(~SignBit, VT));
  }

  SDValue run(SDNode* N) {
    switch (N->getOpcode()) {
    case RISCVISD::SplitF64: return splitF64(N);
    case RISCVISD::FMV_X_ANYEXTW_RV64:
    case RISCVISD::FMV_X_ANYEXTH: return fmvXAnyExt(N);
    case RISCVISD::FMV_W_X_RV64:
      // An f32 moved out to the integer registers and straight back is the f32 itself.
      if (N->getOperand(0).getOpcode() == RISCVISD::FMV_X_ANYEXTW_RV64) return N->getOperand(0).getOperand(0);
      return SDValue();
    case RISCVISD::SELECT_CC: return selectCC(N);
    case RISCVISD::BR_CC: return brCC(N);
    case ISD::SELECT: return select(N);
    case ISD::AND:
    case ISD::OR:
      if (DCI.isAfterLegalizeDAG()) return deMorganOfBoolean(N);
      return SDValue();
    case ISD::XOR: return xorCombine(N);
    case ISD::SUB: return subCombine(N);
    case ISD::SETCC: return setccCombine(N);
    case ISD::SRA: return sraCombine(N);
    default: return SDValue();
    }
  }
};

} // namespace

void RISCVTargetLowering::initTargetCombines() {
  setTargetDAGCombine({ISD::INTRINSIC_VOID, ISD::INTRINSIC_W_CHAIN, ISD::INTRINSIC_WO_CHAIN, ISD::ADD,
                       ISD::SUB, ISD::MUL, ISD::AND, ISD::OR, ISD::XOR, ISD::SETCC, ISD::SELECT});
  if (ST.is64Bit()) setTargetDAGCombine({ISD::SRA});
  if (ST.F) setTargetDAGCombine({ISD::FADD, ISD::FMAXNUM, ISD::FMINNUM, ISD::FMUL});
  if (ST.Zbb) setTargetDAGCombine({ISD::UMAX, ISD::UMIN, ISD::SMAX, ISD::SMIN});
  if (ST.Zbs && ST.is64Bit()) setTargetDAGCombine({ISD::TRUNCATE});
  if (ST.Zbkb) setTargetDAGCombine({ISD::BITREVERSE});
  if (ST.Zfhmin) setTargetDAGCombine({ISD::SIGN_EXTEND_INREG});
  if (ST.F)
    setTargetDAGCombine(
        {ISD::ZERO_EXTEND, ISD::FP_TO_SINT, ISD::FP_TO_UINT, ISD::FP_TO_SINT_SAT, ISD::FP_TO_UINT_SAT});
}

SDValue RISCVTargetLowering::PerformDAGCombine(SDNode* N, DAGCombinerInfo& DCI) const {
  // The combiner is the only DAGCombinerInfo; it owns the DAG the new nodes go into.
  SelectionDAG& DAG = DCI.dag();
  RISCVCombiner R{*this, DCI, DAG, ST, xlenVT()};
  return R.run(N);
}

} // namespace dt::riscv
