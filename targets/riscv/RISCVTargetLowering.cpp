// targets/riscv/RISCVTargetLowering.cpp — RISC-V names, legal types, custom type legalization and the
// calling convention (the action tables and libcall names are in RISCVActions.cpp).
//
// Custom type legalization follows LLVM 19's RISCVTargetLowering::ReplaceNodeResults: on RV64, i32 is not a
// legal type, yet most i32 operations have a W instruction that computes on the low 32 bits and
// sign-extends the result. Promoting them generically to i64 would lose the fact that only 32 bits matter,
// so they become RISCVISD W nodes (or i64 operations followed by sign_extend_inreg from i32, which
// instruction selection turns into ADDW/SUBW/MULW/SLLIW), truncated back to i32 for the type legalizer.
//
// The calling convention follows the RISC-V psABI as LLVM 19 implements it (CC_RISCV): integer parts in
// a0-a7 then the stack; a value split into two XLEN parts goes in two registers, or a register and the
// stack, or the stack; a value split into more parts goes by reference; FP values use fa0-fa7 under the
// hard-float ABIs and GPRs otherwise; at most two return parts come back in registers.
#include "targets/riscv/RISCVTargetLowering.h"

#include "dag/FunctionLowering.h"
#include "ir/IR.h"
#include "legalize/IntegerExpansions.h"
#include "legalize/ValueTracking.h"
#include "support/Diagnostics.h"
#include "targets/riscv/RISCVISD.h"
#include "targets/riscv/RISCVInstrInfo.h"
#include "targets/riscv/RISCVRegisters.h"

#include <algorithm>
#include <cstring>

namespace dt::riscv {

namespace {
const uint32_t ArgGPRs[] = {X(10), X(11), X(12), X(13), X(14), X(15), X(16), X(17)};
const uint32_t ArgFPR16s[] = {F_H(10), F_H(11), F_H(12), F_H(13), F_H(14), F_H(15), F_H(16), F_H(17)};
const uint32_t ArgFPR32s[] = {F_F(10), F_F(11), F_F(12), F_F(13), F_F(14), F_F(15), F_F(16), F_F(17)};
const uint32_t ArgFPR64s[] = {F_D(10), F_D(11), F_D(12), F_D(13), F_D(14), F_D(15), F_D(16), F_D(17)};

} // namespace

// ---- CCState -------------------------------------------------------------------------------------------
// FP registers of different widths alias: allocating f10_f also takes f10_h and f10_d.
static void markAliases(std::vector<bool>& Used, uint32_t R) {
  Used[R] = true;
  if (R >= 33 && R < 129) {
    unsigned N = (R - 33) % 32;
    Used[F_H(N)] = Used[F_F(N)] = Used[F_D(N)] = true;
  }
}

uint32_t CCState::allocateReg(const uint32_t* Regs, unsigned N) {
  unsigned I = firstUnallocated(Regs, N);
  if (I == N) return 0;
  markAliases(UsedRegs, Regs[I]);
  return Regs[I];
}
unsigned CCState::firstUnallocated(const uint32_t* Regs, unsigned N) const {
  for (unsigned I = 0; I < N; ++I)
    if (!UsedRegs[Regs[I]]) return I;
  return N;
}
uint64_t CCState::allocateStack(uint64_t Size, uint64_t Align) {
  StackSize = (StackSize + Align - 1) / Align * Align;
  uint64_t Off = StackSize;
  StackSize += Size;
  return Off;
}

// ---- construction ------------------------------------------------------------------------------------------
RISCVTargetLowering::RISCVTargetLowering(const Subtarget& ST) : ST(ST) {
  // The legal types: XLEN integers in GPRs, and each FP type whose extension gives it FP registers.
  addRegisterClass(xlenVT(), "GPR");
  if (ST.Zfhmin) addRegisterClass(EVT::f16(), "FPR16"); // Zfh implies Zfhmin
  if (ST.F) addRegisterClass(EVT::f32(), "FPR32");
  if (ST.D) addRegisterClass(EVT::f64(), "FPR64");
  computeRegisterProperties();
  setBooleanContents(BooleanContent::ZeroOrOne);
  initActions();
  initLibcalls();
  initTargetCombines();
}

// ---- names -----------------------------------------------------------------------------------------------

const char* RISCVTargetLowering::getTargetNodeName(int32_t Opc) const { return RISCVISD::nodeName(Opc); }
const char* RISCVTargetLowering::getMachineOpcodeName(unsigned Opc) const {
  const InstrDesc* D = instrDesc(Opc);
  return D ? D->Name : nullptr;
}
std::string RISCVTargetLowering::getRegisterName(uint32_t R) const { return registerName(R); }
std::optional<int32_t> RISCVTargetLowering::findTargetOpcode(std::string_view Name) const {
  return RISCVISD::nodeByName(Name);
}
std::optional<unsigned> RISCVTargetLowering::findMachineOpcode(std::string_view Name) const {
  return findInstr(Name);
}
std::optional<uint32_t> RISCVTargetLowering::findRegister(std::string_view Name) const {
  return riscv::findRegister(Name);
}
const char* RISCVTargetLowering::getRegMaskName(const uint32_t* Mask) const { return regMaskName(Mask); }

const uint32_t* RISCVTargetLowering::getCallPreservedMask() const {
  switch (ST.Abi) {
  case ABI::ILP32F:
  case ABI::LP64F: return CSR_ILP32F_LP64F;
  case ABI::ILP32D:
  case ABI::LP64D: return CSR_ILP32D_LP64D;
  default: return CSR_ILP32_LP64;
  }
}
uint32_t RISCVTargetLowering::getStackPointerRegister() const { return SP; }

// ---- types ------------------------------------------------------------------------------------------------
EVT RISCVTargetLowering::getRegisterTypeForCallingConv(EVT VT) const {
  // With F but without Zfh(min), half travels in an f32 register (NaN-boxed).
  if (VT == EVT::f16() && ST.F && !ST.Zfhmin) return EVT::f32();
  return getRegisterType(VT);
}
unsigned RISCVTargetLowering::getNumRegistersForCallingConv(EVT VT) const {
  if (VT == EVT::f16() && ST.F && !ST.Zfhmin) return 1;
  return getNumRegisters(VT);
}

// Half values passed in an f32 register are NaN-boxed: the upper 16 bits are all ones.
bool RISCVTargetLowering::splitValueIntoRegisterParts(SelectionDAG& DAG, SDValue Val, SDValue* Parts,
                                                      unsigned NumParts, EVT PartVT) const {
  EVT VT = Val.getValueType();
  if ((VT == EVT::f16() || VT == EVT::bf16()) && PartVT == EVT::f32()) {
    Val = DAG.getNode(ISD::BITCAST, EVT::i16(), Val);
    Val = DAG.getNode(ISD::ANY_EXTEND, EVT::i32(), Val);
    Val = DAG.getNode(ISD::OR, EVT::i32(), Val, DAG.getConstant(0xFFFF0000u, EVT::i32()));
    Parts[0] = DAG.getNode(ISD::BITCAST, EVT::f32(), Val);
    return true;
  }
  return false;
}

SDValue RISCVTargetLowering::joinRegisterPartsIntoValue(SelectionDAG& DAG, const SDValue* Parts, unsigned NumParts,
                                                        EVT PartVT, EVT ValueVT) const {
  if ((ValueVT == EVT::f16() || ValueVT == EVT::bf16()) && PartVT == EVT::f32()) {
    SDValue Val = DAG.getNode(ISD::BITCAST, EVT::i32(), Parts[0]);
    Val = DAG.getNode(ISD::TRUNCATE, EVT::i16(), Val);
    return DAG.getNode(ISD::BITCAST, ValueVT, Val);
  }
  return SDValue();
}

// ---- custom type legalization -----------------------------------------------------------------------------
namespace {

// RISC-V rounding-mode operands of the FCVT nodes (the instruction's rm field).
constexpr uint64_t RoundTowardZero = 1;          // rtz: C's conversion to integer
constexpr uint64_t RoundNearestMaxMagnitude = 4; // rmm: lround

int32_t wOpcode(int32_t Opc) {
  switch (Opc) {
  case ISD::SHL: return RISCVISD::SLLW;
  case ISD::SRA: return RISCVISD::SRAW;
  case ISD::SRL: return RISCVISD::SRLW;
  case ISD::SDIV: return RISCVISD::DIVW;
  case ISD::UDIV: return RISCVISD::DIVUW;
  case ISD::UREM: return RISCVISD::REMUW;
  case ISD::ROTL: return RISCVISD::ROLW;
  case ISD::ROTR: return RISCVISD::RORW;
  }
  throw InternalError(std::string("no W instruction for ") + ISD::opcodeName(Opc));
}

/// (truncate (W-node (ext a) (ext b))): a narrow operation done by the W instruction, which reads the low
/// 32 bits and sign-extends its result. i32 operands may be any-extended; i8/i16 ones must be extended as
/// the operation reads them (the W instruction sees 32 bits).
SDValue toWNode(SDNode* N, SelectionDAG& DAG, int32_t ExtOpc = ISD::ANY_EXTEND) {
  SDValue A = DAG.getNode(ExtOpc, EVT::i64(), N->getOperand(0));
  SDValue B = DAG.getNode(ExtOpc, EVT::i64(), N->getOperand(1));
  SDValue W = DAG.getNode(wOpcode(N->getOpcode()), EVT::i64(), A, B);
  return DAG.getNode(ISD::TRUNCATE, N->getValueType(0), W);
}

/// (truncate (sign_extend_inreg (op (any_extend a) (any_extend b)) i32)): an i64 operation whose result is
/// sign-extended from bit 31 — what ADDW/SUBW/MULW compute — so later phases know the upper bits.
SDValue toI64OpWithSExt(SDNode* N, SelectionDAG& DAG) {
  SDValue A = DAG.getNode(ISD::ANY_EXTEND, EVT::i64(), N->getOperand(0));
  SDValue B = DAG.getNode(ISD::ANY_EXTEND, EVT::i64(), N->getOperand(1));
  SDValue Op = DAG.getNode(N->getOpcode(), EVT::i64(), A, B);
  SDValue SExt = DAG.getNode(ISD::SIGN_EXTEND_INREG, EVT::i64(), Op, DAG.getValueType(EVT::i32()));
  return DAG.getNode(ISD::TRUNCATE, EVT::i32(), SExt);
}

} // namespace

void RISCVTargetLowering::ReplaceNodeResults(SDNode* N, std::vector<SDValue>& Results, SelectionDAG& DAG) const {
  ProvenanceScope Prov(DAG, "riscv-custom-type", N);
  EVT VT = N->getValueType(0);
  bool RV64I32 = ST.is64Bit() && VT == EVT::i32();
  switch (N->getOpcode()) {
  case ISD::LOAD: {
    // A plain i32 load becomes LW, which sign-extends: say so with a SEXTLOAD, as for ADDW and friends.
    if (!RV64I32 || N->getExtensionType() != ISD::NON_EXTLOAD || N->getAddressingMode() != ISD::UNINDEXED) return;
    SDValue Load = DAG.getExtLoad(ISD::SEXTLOAD, EVT::i64(), N->getOperand(0), N->getOperand(1), N->getMemoryVT(),
                                  N->getMemOperand());
    Results.push_back(DAG.getNode(ISD::TRUNCATE, EVT::i32(), Load));
    Results.push_back(Load.getValue(1));
    return;
  }
  case ISD::MUL: {
    unsigned XLen = ST.XLen, Size = unsigned(VT.sizeInBits());
    if (Size == 2 * XLen) {
      // A double-width product of a signed and an unsigned XLEN value is MUL (low half) + MULHSU (high
      // half). Both other mixes are left to the generic expansion (MULH / MULHU).
      SDValue LHS = N->getOperand(0), RHS = N->getOperand(1);
      bool LHSIsU = computeKnownBits(*this, LHS).maxActiveBits() <= XLen,
           RHSIsU = computeKnownBits(*this, RHS).maxActiveBits() <= XLen;
      if (LHSIsU == RHSIsU) return;
      bool LHSIsS = computeNumSignBits(*this, LHS) > XLen, RHSIsS = computeNumSignBits(*this, RHS) > XLen;
      auto mulPair = [&](SDValue S, SDValue U) {
        S = DAG.getNode(ISD::TRUNCATE, xlenVT(), S);
        U = DAG.getNode(ISD::TRUNCATE, xlenVT(), U);
        SDValue Lo = DAG.getNode(ISD::MUL, xlenVT(), S, U);
        SDValue Hi = DAG.getNode(RISCVISD::MULHSU, xlenVT(), S, U);
        return DAG.getNode(ISD::BUILD_PAIR, VT, Lo, Hi);
      };
      // The signed side must be known signed, and MULH is still preferred when both are.
      if (RHSIsU && LHSIsS && !RHSIsS)
        Results.push_back(mulPair(LHS, RHS));
      else if (LHSIsU && RHSIsS && !LHSIsS)
        Results.push_back(mulPair(RHS, LHS));
      return;
    }
    if (!RV64I32) return;
    Results.push_back(toI64OpWithSExt(N, DAG)); // mulw
    return;
  }
  case ISD::ADD:
  case ISD::SUB:
    // addw / subw, constants included (ADDIW).
    if (!RV64I32) return;
    Results.push_back(toI64OpWithSExt(N, DAG));
    return;
  case ISD::SHL:
  case ISD::SRA:
  case ISD::SRL: {
    if (!RV64I32) return;
    SDValue Amt = N->getOperand(1);
    if (Amt.getOpcode() != ISD::Constant) {
      // 1 << x is BSET with Zbs; let generic promotion keep that form.
      if (N->getOpcode() == ISD::SHL && ST.Zbs && isOneConstant(N->getOperand(0))) return;
      Results.push_back(toWNode(N, DAG)); // sllw / sraw / srlw
      return;
    }
    // By a constant: SHL becomes an i64 shift sign-extended from bit 31 (SLLIW); SRA/SRL promote
    // generically (SRAIW / SRLIW are found from the promoted form).
    if (N->getOpcode() != ISD::SHL) return;
    SDValue A = DAG.getNode(ISD::ANY_EXTEND, EVT::i64(), N->getOperand(0));
    SDValue B = DAG.getNode(ISD::ZERO_EXTEND, EVT::i64(), Amt);
    SDValue Shl = DAG.getNode(ISD::SHL, EVT::i64(), A, B);
    SDValue SExt = DAG.getNode(ISD::SIGN_EXTEND_INREG, EVT::i64(), Shl, DAG.getValueType(EVT::i32()));
    Results.push_back(DAG.getNode(ISD::TRUNCATE, EVT::i32(), SExt));
    return;
  }
  case ISD::ROTL:
  case ISD::ROTR:
    // rolw / rorw (roriw for constants): only reached with Zbb or Zbkb, where the action is Custom.
    if (!RV64I32 || !(ST.Zbb || ST.Zbkb)) return;
    Results.push_back(toWNode(N, DAG));
    return;
  case ISD::CTTZ:
  case ISD::CTTZ_ZERO_UNDEF:
  case ISD::CTLZ:
  case ISD::CTLZ_ZERO_UNDEF: {
    if (!RV64I32) return;
    bool IsCTZ = N->getOpcode() == ISD::CTTZ || N->getOpcode() == ISD::CTTZ_ZERO_UNDEF;
    SDValue Src = DAG.getNode(ISD::ANY_EXTEND, EVT::i64(), N->getOperand(0));
    SDValue Count = DAG.getNode(IsCTZ ? RISCVISD::CTZW : RISCVISD::CLZW, EVT::i64(), Src);
    Results.push_back(DAG.getNode(ISD::TRUNCATE, EVT::i32(), Count));
    return;
  }
  case ISD::SDIV:
  case ISD::UDIV:
  case ISD::UREM: {
    if (!ST.is64Bit() || !ST.M || (VT != EVT::i8() && VT != EVT::i16() && VT != EVT::i32())) return;
    // A constant divisor is better done by multiplying with a magic number (generic promotion does it).
    // LLVM keeps the division only under minsize, where isIntDivCheap says yes; dagtool does not read
    // function attributes here, so it always declines.
    if (N->getOperand(1).getOpcode() == ISD::Constant) return;
    // The W instruction reads 32 bits: i32 operands may be any-extended, narrower ones must be extended
    // the way the operation interprets them.
    int32_t Ext = VT == EVT::i32()              ? ISD::ANY_EXTEND
                  : N->getOpcode() == ISD::SDIV ? ISD::SIGN_EXTEND
                                                : ISD::ZERO_EXTEND;
    Results.push_back(toWNode(N, DAG, Ext)); // divw / divuw / remuw
    return;
  }
  case ISD::SADDO: {
    // Only with a constant RHS, whose sign is then known (the general case promotes generically).
    if (!RV64I32 || !isConstantNode(N->getOperand(1))) return;
    SDValue LHS = DAG.getNode(ISD::SIGN_EXTEND, EVT::i64(), N->getOperand(0));
    SDValue RHS = DAG.getNode(ISD::SIGN_EXTEND, EVT::i64(), N->getOperand(1));
    SDValue Sum = DAG.getNode(ISD::ADD, EVT::i64(), LHS, RHS);
    Sum = DAG.getNode(ISD::SIGN_EXTEND_INREG, EVT::i64(), Sum, DAG.getValueType(EVT::i32()));
    // The sum is below LHS exactly when RHS is negative, unless the addition overflowed.
    EVT OVT = N->getValueType(1);
    SDValue SumBelowLHS = DAG.getSetCC(OVT, Sum, LHS, ISD::SETLT);
    SDValue RHSNegative = DAG.getSetCC(OVT, RHS, DAG.getConstant(0, EVT::i64()), ISD::SETLT);
    Results.push_back(DAG.getNode(ISD::TRUNCATE, EVT::i32(), Sum));
    Results.push_back(DAG.getNode(ISD::XOR, OVT, RHSNegative, SumBelowLHS));
    return;
  }
  case ISD::UADDO:
  case ISD::USUBO: {
    if (!RV64I32) return;
    bool IsAdd = N->getOpcode() == ISD::UADDO;
    SDValue LHS = DAG.getNode(ISD::ANY_EXTEND, EVT::i64(), N->getOperand(0));
    SDValue RHS = DAG.getNode(ISD::ANY_EXTEND, EVT::i64(), N->getOperand(1));
    SDValue Res = DAG.getNode(IsAdd ? ISD::ADD : ISD::SUB, EVT::i64(), LHS, RHS); // addw / subw
    Res = DAG.getNode(ISD::SIGN_EXTEND_INREG, EVT::i64(), Res, DAG.getValueType(EVT::i32()));
    EVT OVT = N->getValueType(1);
    SDValue Overflow;
    // As LLVM 19, these special cases test the extended RHS: any_extend of a constant folds to its
    // zero-extension, so "x + -1" is not recognised by the second test.
    if (IsAdd && isOneConstant(RHS)) {
      // x + 1 overflows exactly when the result is 0.
      Overflow = DAG.getSetCC(OVT, Res, DAG.getConstant(0, EVT::i64()), ISD::SETEQ);
    } else if (IsAdd && isAllOnesConstant(RHS)) {
      // x + -1 overflows exactly when x is not 0.
      Overflow = DAG.getSetCC(OVT, N->getOperand(0), DAG.getConstant(0, EVT::i32()), ISD::SETNE);
    } else {
      // Both sides sign-extended from bit 31 compare (unsigned) like their low 32 bits.
      SDValue LHSExt = DAG.getNode(ISD::SIGN_EXTEND, EVT::i64(), N->getOperand(0));
      Overflow = DAG.getSetCC(OVT, Res, LHSExt, IsAdd ? ISD::SETULT : ISD::SETUGT);
    }
    Results.push_back(DAG.getNode(ISD::TRUNCATE, EVT::i32(), Res));
    Results.push_back(Overflow);
    return;
  }
  case ISD::UADDSAT:
  case ISD::USUBSAT: {
    if (!RV64I32) return;
    if (ST.Zbb) {
      // Sign-extended operands keep a 32-bit overflow visible at 64 bits, where minu/maxu do the rest.
      SDValue LHS = DAG.getNode(ISD::SIGN_EXTEND, EVT::i64(), N->getOperand(0));
      SDValue RHS = DAG.getNode(ISD::SIGN_EXTEND, EVT::i64(), N->getOperand(1));
      SDValue Res = DAG.getNode(N->getOpcode(), EVT::i64(), LHS, RHS);
      Results.push_back(DAG.getNode(ISD::TRUNCATE, EVT::i32(), Res));
      return;
    }
    Results.push_back(expandAddSubSat(DAG, *this, N)); // uaddo/usubo + select
    return;
  }
  case ISD::SADDSAT:
  case ISD::SSUBSAT:
    if (!RV64I32) return;
    Results.push_back(expandAddSubSat(DAG, *this, N));
    return;
  case ISD::ABS: {
    if (!RV64I32) return;
    if (ST.Zbb) {
      // ABSW (negw + max at selection) remembers that the result is sign-extended.
      SDValue Src = DAG.getNode(ISD::SIGN_EXTEND, EVT::i64(), N->getOperand(0));
      SDValue Abs = DAG.getNode(RISCVISD::ABSW, EVT::i64(), Src);
      Results.push_back(DAG.getNode(ISD::TRUNCATE, EVT::i32(), Abs));
      return;
    }
    // Y = sraiw X, 31; subw (xor X, Y), Y. The source is frozen because it is used twice.
    SDValue Src = DAG.getNode(ISD::FREEZE, EVT::i64(), DAG.getNode(ISD::ANY_EXTEND, EVT::i64(), N->getOperand(0)));
    SDValue SignFill = DAG.getNode(ISD::SIGN_EXTEND_INREG, EVT::i64(), Src, DAG.getValueType(EVT::i32()));
    SignFill = DAG.getNode(ISD::SRA, EVT::i64(), SignFill, DAG.getConstant(31, EVT::i64()));
    SDValue Res = DAG.getNode(ISD::XOR, EVT::i64(), Src, SignFill);
    Res = DAG.getNode(ISD::SUB, EVT::i64(), Res, SignFill);
    Res = DAG.getNode(ISD::SIGN_EXTEND_INREG, EVT::i64(), Res, DAG.getValueType(EVT::i32()));
    Results.push_back(DAG.getNode(ISD::TRUNCATE, EVT::i32(), Res));
    return;
  }
  case ISD::FP_TO_SINT:
  case ISD::FP_TO_UINT:
  case ISD::LROUND: {
    if (!RV64I32) return;
    SDValue Src = N->getOperand(0);
    EVT SrcVT = Src.getValueType();
    // A softened source would call the "si" libcall (__fixsfsi) in LLVM; that needs the legalizer's
    // makeLibCall, so for now generic promotion calls the "di" one. A source still to be legalized
    // otherwise (soft-promoted half) is left to the generic path, as in LLVM.
    if (!isTypeLegal(SrcVT)) return;
    // Without Zfh, half converts through f32 (fcvt.s.h).
    if (SrcVT == EVT::f16() && !ST.Zfh) Src = DAG.getNode(ISD::FP_EXTEND, EVT::f32(), Src);
    bool IsSigned = N->getOpcode() != ISD::FP_TO_UINT;
    uint64_t RM = N->getOpcode() == ISD::LROUND ? RoundNearestMaxMagnitude : RoundTowardZero;
    SDValue Cvt = DAG.getNode(IsSigned ? RISCVISD::FCVT_W_RV64 : RISCVISD::FCVT_WU_RV64, EVT::i64(), Src,
                              DAG.getTargetConstant(RM, EVT::i64()));
    Results.push_back(DAG.getNode(ISD::TRUNCATE, EVT::i32(), Cvt));
    return;
  }
  case ISD::BITCAST: {
    // FP → integer bitcasts whose integer type is illegal: a move out of the FP register file.
    EVT SrcVT = N->getOperand(0).getValueType();
    SDValue Src = N->getOperand(0);
    if (VT == EVT::i16() && SrcVT == EVT::f16() && ST.Zfhmin) {
      SDValue Mv = DAG.getNode(RISCVISD::FMV_X_ANYEXTH, xlenVT(), Src);
      Results.push_back(DAG.getNode(ISD::TRUNCATE, EVT::i16(), Mv));
    } else if (RV64I32 && SrcVT == EVT::f32() && ST.F) {
      SDValue Mv = DAG.getNode(RISCVISD::FMV_X_ANYEXTW_RV64, EVT::i64(), Src);
      Results.push_back(DAG.getNode(ISD::TRUNCATE, EVT::i32(), Mv));
    } else if (!ST.is64Bit() && VT == EVT::i64() && SrcVT == EVT::f64() && ST.D) {
      SDValue Split = DAG.getNode(RISCVISD::SplitF64, DAG.getVTList(EVT::i32(), EVT::i32()), {Src});
      Results.push_back(DAG.getNode(ISD::BUILD_PAIR, EVT::i64(), Split.getValue(0), Split.getValue(1)));
    }
    return;
  }
  case ISD::READCYCLECOUNTER: {
    // RV32 reads the 64-bit counter as two CSRs (rdcycleh, rdcycle, rdcycleh again until stable).
    if (ST.is64Bit() || VT != EVT::i64()) return;
    SDValue Wide =
        DAG.getNode(RISCVISD::READ_CYCLE_WIDE, DAG.getVTList(EVT::i32(), EVT::i32(), EVT::other()), {N->getOperand(0)});
    Results.push_back(DAG.getNode(ISD::BUILD_PAIR, EVT::i64(), Wide.getValue(0), Wide.getValue(1)));
    Results.push_back(Wide.getValue(2));
    return;
  }
  default:
    // INTRINSIC_WO_CHAIN and anything else: decline, the generic path (or its diagnostic) takes over.
    return;
  }
}

SDValue RISCVTargetLowering::LowerOperation(SDValue Op, SelectionDAG& DAG) const {
  ProvenanceScope Prov(DAG, "riscv-custom-op", Op.getNode());
  if (Op.getOpcode() != ISD::BITCAST) {
    if (SDValue R = lowerIntegerOperation(Op, DAG)) return R;
    return lowerFloatOperation(Op, DAG);
  }
  // Integer → FP bitcasts whose integer operand is illegal: a move into the FP register file.
  EVT VT = Op.getValueType();
  SDValue Src = Op.getOperand(0);
  EVT SrcVT = Src.getValueType();
  if (VT == EVT::f16() && SrcVT == EVT::i16() && ST.Zfhmin)
    return DAG.getNode(RISCVISD::FMV_H_X, EVT::f16(), DAG.getNode(ISD::ANY_EXTEND, xlenVT(), Src));
  if (VT == EVT::f32() && SrcVT == EVT::i32() && ST.is64Bit() && ST.F)
    return DAG.getNode(RISCVISD::FMV_W_X_RV64, EVT::f32(), DAG.getNode(ISD::ANY_EXTEND, EVT::i64(), Src));
  if (VT == EVT::f64() && SrcVT == EVT::i64() && !ST.is64Bit() && ST.D) {
    SDValue Lo = DAG.getNode(ISD::EXTRACT_ELEMENT, EVT::i32(), Src, DAG.getIntPtrConstant(0));
    SDValue Hi = DAG.getNode(ISD::EXTRACT_ELEMENT, EVT::i32(), Src, DAG.getIntPtrConstant(1));
    return DAG.getNode(RISCVISD::BuildPairF64, EVT::f64(), Lo, Hi);
  }
  // Other bitcasts, and every other Custom operation, are not lowered by the target yet: decline.
  return SDValue();
}

// ---- calling convention ----------------------------------------------------------------------------------
bool RISCVTargetLowering::assignArgument(CCState& State, unsigned ValNo, EVT ValVT, ArgFlags Flags, bool IsFixed,
                                         bool IsRet, uint64_t OrigTypeAllocSize) const {
  unsigned XLen = ST.XLen;
  EVT XLenVT = xlenVT();
  EVT LocVT = ValVT;
  auto Info = CCValAssign::LocInfo::Full;
  // More than two return parts cannot come back in registers.
  if (IsRet && ValNo > 1) return true;

  bool UseGPRForF16F32 = true, UseGPRForF64 = true;
  switch (ST.Abi) {
  case ABI::ILP32F:
  case ABI::LP64F: UseGPRForF16F32 = !IsFixed; break;
  case ABI::ILP32D:
  case ABI::LP64D:
    UseGPRForF16F32 = !IsFixed;
    UseGPRForF64 = !IsFixed;
    break;
  default: break;
  }
  if (State.firstUnallocated(ArgFPR32s, 8) == 8) UseGPRForF16F32 = UseGPRForF64 = true;

  bool IsHalf = ValVT == EVT::f16() || ValVT == EVT::bf16();
  // An FP value a GPR carries travels as the integer bits of that register (BCvt): the CopyFromReg/CopyToReg
  // is integer-typed and a bitcast or fmv converts, so no COPY ever crosses register files.
  if (UseGPRForF16F32 && (IsHalf || ValVT == EVT::f32())) {
    LocVT = XLenVT;
    Info = CCValAssign::LocInfo::BCvt;
  } else if (UseGPRForF64 && XLen == 64 && ValVT == EVT::f64()) {
    LocVT = EVT::i64();
    Info = CCValAssign::LocInfo::BCvt;
  }

  // Variadic 2×XLEN-aligned values start in an even register.
  unsigned TwoXLenBytes = 2 * XLen / 8;
  if (!IsFixed && Flags.OrigAlign == TwoXLenBytes && OrigTypeAllocSize == TwoXLenBytes) {
    unsigned Idx = State.firstUnallocated(ArgGPRs, 8);
    if (Idx != 8 && Idx % 2 == 1) State.allocateReg(ArgGPRs, 8);
  }

  // f64 with D under a soft-float ABI on RV32: a GPR pair, a GPR and the stack, or the stack.
  if (UseGPRForF64 && XLen == 32 && ValVT == EVT::f64()) {
    uint32_t Reg = State.allocateReg(ArgGPRs, 8);
    if (!Reg) {
      CCValAssign VA{ValNo, ValVT, LocVT, Info, false, false, 0, int64_t(State.allocateStack(8, 8))};
      State.Locs.push_back(VA);
      return false;
    }
    State.Locs.push_back({ValNo, ValVT, EVT::i32(), Info, true, true, Reg, 0});
    if (uint32_t Hi = State.allocateReg(ArgGPRs, 8))
      State.Locs.push_back({ValNo, ValVT, EVT::i32(), Info, true, true, Hi, 0});
    else
      State.Locs.push_back({ValNo, ValVT, EVT::i32(), Info, false, true, 0, int64_t(State.allocateStack(4, 4))});
    return false;
  }

  // Parts of a split integer are collected until the last one; two parts go directly, more by reference.
  if (ValVT.isScalarInteger() && (Flags.Split || !State.PendingLocs.empty())) {
    LocVT = XLenVT;
    Info = CCValAssign::LocInfo::Indirect;
    State.PendingLocs.push_back({ValNo, ValVT, LocVT, Info, false, false, 0, 0});
    State.PendingFlags.push_back(Flags);
    if (!Flags.SplitEnd) return false;
  }
  if (ValVT.isScalarInteger() && Flags.SplitEnd && State.PendingLocs.size() <= 2) {
    CCValAssign VA1 = State.PendingLocs[0];
    ArgFlags AF1 = State.PendingFlags[0];
    State.PendingLocs.clear();
    State.PendingFlags.clear();
    unsigned XLenBytes = XLen / 8;
    if (uint32_t Reg = State.allocateReg(ArgGPRs, 8)) {
      State.Locs.push_back({VA1.ValNo, VA1.ValVT, VA1.LocVT, CCValAssign::LocInfo::Full, true, false, Reg, 0});
    } else {
      uint64_t Align = std::max<uint64_t>(XLenBytes, AF1.OrigAlign);
      State.Locs.push_back({VA1.ValNo, VA1.ValVT, VA1.LocVT, CCValAssign::LocInfo::Full, false, false, 0,
                            int64_t(State.allocateStack(XLenBytes, Align))});
      State.Locs.push_back({ValNo, ValVT, XLenVT, CCValAssign::LocInfo::Full, false, false, 0,
                            int64_t(State.allocateStack(XLenBytes, XLenBytes))});
      return false;
    }
    if (uint32_t Reg = State.allocateReg(ArgGPRs, 8))
      State.Locs.push_back({ValNo, ValVT, XLenVT, CCValAssign::LocInfo::Full, true, false, Reg, 0});
    else
      State.Locs.push_back({ValNo, ValVT, XLenVT, CCValAssign::LocInfo::Full, false, false, 0,
                            int64_t(State.allocateStack(XLenBytes, XLenBytes))});
    return false;
  }

  uint32_t Reg = 0;
  if (IsHalf && !UseGPRForF16F32)
    Reg = State.allocateReg(ArgFPR16s, 8);
  else if (ValVT == EVT::f32() && !UseGPRForF16F32)
    Reg = State.allocateReg(ArgFPR32s, 8);
  else if (ValVT == EVT::f64() && !UseGPRForF64)
    Reg = State.allocateReg(ArgFPR64s, 8);
  else
    Reg = State.allocateReg(ArgGPRs, 8);
  uint64_t StackOffset = Reg ? 0 : State.allocateStack(XLen / 8, XLen / 8);

  if (!State.PendingLocs.empty()) {
    // The end of a value split into more than two parts: every part shares the one pointer location.
    for (CCValAssign VA : State.PendingLocs) {
      VA.IsReg = Reg != 0;
      VA.Reg = Reg;
      VA.MemOffset = int64_t(StackOffset);
      State.Locs.push_back(VA);
    }
    State.PendingLocs.clear();
    State.PendingFlags.clear();
    return false;
  }
  if (Reg) {
    State.Locs.push_back({ValNo, ValVT, LocVT, Info, true, false, Reg, 0});
    return false;
  }
  if (ValVT.isFloatingPoint() && Info != CCValAssign::LocInfo::Indirect) {
    LocVT = ValVT; // FP values on the stack need no conversion
    Info = CCValAssign::LocInfo::Full;
  }
  State.Locs.push_back({ValNo, ValVT, LocVT, Info, false, false, 0, int64_t(StackOffset)});
  return false;
}

bool RISCVTargetLowering::canLowerReturn(const std::vector<OutputArg>& Outs, bool IsVarArg) const {
  CCState State;
  State.IsVarArg = IsVarArg;
  for (unsigned I = 0; I < Outs.size(); ++I)
    if (assignArgument(State, I, Outs[I].VT, Outs[I].Flags, true, true, 0)) return false;
  return true;
}

SDValue RISCVTargetLowering::convertLocVTToValVT(SelectionDAG& DAG, SDValue Val, const CCValAssign& VA) const {
  if (VA.Info != CCValAssign::LocInfo::BCvt) return Val;
  if (VA.LocVT.isScalarInteger() && (VA.ValVT == EVT::f16() || VA.ValVT == EVT::bf16()))
    return DAG.getNode(RISCVISD::FMV_H_X, VA.ValVT, Val);
  if (VA.LocVT == EVT::i64() && VA.ValVT == EVT::f32()) return DAG.getNode(RISCVISD::FMV_W_X_RV64, EVT::f32(), Val);
  return DAG.getNode(ISD::BITCAST, VA.ValVT, Val);
}

SDValue RISCVTargetLowering::convertValVTToLocVT(SelectionDAG& DAG, SDValue Val, const CCValAssign& VA) const {
  if (VA.Info != CCValAssign::LocInfo::BCvt) return Val;
  if (VA.LocVT.isScalarInteger() && (VA.ValVT == EVT::f16() || VA.ValVT == EVT::bf16()))
    return DAG.getNode(RISCVISD::FMV_X_ANYEXTH, VA.LocVT, Val);
  if (VA.LocVT == EVT::i64() && VA.ValVT == EVT::f32())
    return DAG.getNode(RISCVISD::FMV_X_ANYEXTW_RV64, EVT::i64(), Val);
  return DAG.getNode(ISD::BITCAST, VA.LocVT, Val);
}

SDValue RISCVTargetLowering::lowerFormalArguments(SelectionDAG& DAG, SDValue Chain, bool IsVarArg,
                                                  const std::vector<InputArg>& Ins, std::vector<SDValue>& InVals,
                                                  FunctionLoweringInfo& FLI) const {
  if (IsVarArg)
    throw UnsupportedError("", {}, "variadic function definitions are not supported yet (va_start lowering)");
  CCState State;
  for (unsigned I = 0; I < Ins.size(); ++I)
    if (assignArgument(State, I, Ins[I].VT, Ins[I].Flags, true, false, 0))
      throw UnsupportedError("", {}, "cannot assign a location to argument part " + std::to_string(I));
  EVT PtrVT = getPointerTy();
  const auto& Locs = State.Locs;
  for (unsigned I = 0, InsIdx = 0; I < Locs.size(); ++I, ++InsIdx) {
    const CCValAssign& VA = Locs[I];
    SDValue Arg;
    if (VA.Custom) {
      // f64 in GPRs (hard double, soft ABI on RV32): two halves joined by BuildPairF64.
      auto part = [&](const CCValAssign& P) {
        if (P.IsReg) {
          uint32_t V = FLI.createVirtualRegister(EVT::i32());
          FLI.LiveIns.push_back({P.Reg, V});
          return DAG.getCopyFromReg(Chain, V, EVT::i32());
        }
        int FI = FLI.Frame.createFixedObject(4, P.MemOffset, true);
        MemOperand MO;
        MO.F = MemOperand::Load;
        MO.SizeInBytes = 4;
        MO.Align = MO.BaseAlign = 4;
        MO.PtrInfo = MachinePointerInfo::fixedStack(FI);
        return DAG.getLoad(EVT::i32(), Chain, DAG.getFrameIndex(FI, PtrVT), DAG.getMemOperand(MO));
      };
      if (!VA.IsReg && I + 1 == Locs.size()) {
        // entirely on the stack
        int FI = FLI.Frame.createFixedObject(8, VA.MemOffset, true);
        MemOperand MO;
        MO.F = MemOperand::Load;
        MO.SizeInBytes = 8;
        MO.Align = MO.BaseAlign = 8;
        MO.PtrInfo = MachinePointerInfo::fixedStack(FI);
        InVals.push_back(DAG.getLoad(EVT::f64(), Chain, DAG.getFrameIndex(FI, PtrVT), DAG.getMemOperand(MO)));
        continue;
      }
      SDValue Lo = part(VA), Hi = part(Locs[I + 1]);
      ++I;
      InVals.push_back(DAG.getNode(RISCVISD::BuildPairF64, EVT::f64(), Lo, Hi));
      continue;
    }
    if (VA.IsReg) {
      uint32_t V = FLI.createVirtualRegister(VA.LocVT);
      FLI.LiveIns.push_back({VA.Reg, V});
      Arg = DAG.getCopyFromReg(Chain, V, VA.LocVT);
      if (VA.Info != CCValAssign::LocInfo::Indirect) Arg = convertLocVTToValVT(DAG, Arg, VA);
    } else {
      EVT LocVT = VA.LocVT;
      int FI = FLI.Frame.createFixedObject(VA.ValVT.storeSizeInBytes(), VA.MemOffset, true);
      SDValue FIN = DAG.getFrameIndex(FI, PtrVT);
      MemOperand MO;
      MO.F = MemOperand::Load;
      MO.SizeInBytes = VA.ValVT.storeSizeInBytes();
      // No alignment is given for these loads, so the access gets the natural alignment of its type.
      MO.Align = MO.BaseAlign = std::min<uint64_t>(MO.SizeInBytes, ST.XLen == 64 ? 16 : 8);
      MO.PtrInfo = MachinePointerInfo::fixedStack(FI);
      Arg = DAG.getExtLoad(ISD::NON_EXTLOAD, LocVT, Chain, FIN, VA.ValVT, DAG.getMemOperand(MO));
    }
    if (VA.Info == CCValAssign::LocInfo::Indirect) {
      // A value split into more than two parts arrives by reference: load every part from the pointer.
      MemOperand MO;
      MO.F = MemOperand::Load;
      MO.SizeInBytes = VA.ValVT.storeSizeInBytes();
      MO.Align = MO.BaseAlign = MO.SizeInBytes;
      InVals.push_back(DAG.getLoad(VA.ValVT, Chain, Arg, DAG.getMemOperand(MO)));
      unsigned ArgIndex = Ins[InsIdx].OrigArgIndex, Base = Ins[InsIdx].PartOffset;
      while (I + 1 != Locs.size() && Ins[InsIdx + 1].OrigArgIndex == ArgIndex) {
        const CCValAssign& PartVA = Locs[I + 1];
        unsigned Off = Ins[InsIdx + 1].PartOffset - Base;
        SDValue Addr = DAG.getNode(ISD::ADD, PtrVT, Arg, DAG.getIntPtrConstant(Off));
        MemOperand PMO = MO;
        PMO.SizeInBytes = PartVA.ValVT.storeSizeInBytes();
        InVals.push_back(DAG.getLoad(PartVA.ValVT, Chain, Addr, DAG.getMemOperand(PMO)));
        ++I;
        ++InsIdx;
      }
      continue;
    }
    InVals.push_back(Arg);
  }
  return Chain;
}

SDValue RISCVTargetLowering::lowerReturn(SelectionDAG& DAG, SDValue Chain, bool IsVarArg,
                                         const std::vector<OutputArg>& Outs, const std::vector<SDValue>& OutVals,
                                         FunctionLoweringInfo& FLI) const {
  CCState State;
  for (unsigned I = 0; I < Outs.size(); ++I)
    if (assignArgument(State, I, Outs[I].VT, Outs[I].Flags, true, true, 0))
      throw InternalError("return value does not fit the return registers");
  SDValue Glue;
  std::vector<SDValue> RetOps{Chain};
  for (unsigned I = 0, OutIdx = 0; I < State.Locs.size(); ++I, ++OutIdx) {
    const CCValAssign& VA = State.Locs[I];
    SDValue Val = OutVals[OutIdx];
    if (VA.Custom) {
      // f64 returned in a GPR pair under a soft ABI with D.
      SDValue Split = DAG.getNode(RISCVISD::SplitF64, DAG.getVTList(EVT::i32(), EVT::i32()), {Val});
      const CCValAssign& HiVA = State.Locs[++I];
      Chain = DAG.getCopyToRegGlue(Chain, VA.Reg, Split.getValue(0), Glue);
      Glue = Chain.getValue(1);
      RetOps.push_back(DAG.getRegister(VA.Reg, EVT::i32()));
      Chain = DAG.getCopyToRegGlue(Chain, HiVA.Reg, Split.getValue(1), Glue);
      Glue = Chain.getValue(1);
      RetOps.push_back(DAG.getRegister(HiVA.Reg, EVT::i32()));
      continue;
    }
    Val = convertValVTToLocVT(DAG, Val, VA);
    Chain = DAG.getCopyToRegGlue(Chain, VA.Reg, Val, Glue);
    Glue = Chain.getValue(1);
    RetOps.push_back(DAG.getRegister(VA.Reg, VA.LocVT));
  }
  RetOps[0] = Chain;
  if (Glue) RetOps.push_back(Glue);
  return DAG.getNode(RISCVISD::RET_GLUE, DAG.getVTList(EVT::other()), RetOps);
}

SDValue RISCVTargetLowering::lowerCall(SelectionDAG& DAG, CallLoweringInfo& CLI, std::vector<SDValue>& InVals,
                                       FunctionLoweringInfo& FLI) const {
  EVT PtrVT = getPointerTy();
  CCState State;
  State.IsVarArg = CLI.IsVarArg;
  for (unsigned I = 0; I < CLI.Outs.size(); ++I)
    if (assignArgument(State, I, CLI.Outs[I].VT, CLI.Outs[I].Flags, CLI.Outs[I].IsFixed, false,
                       CLI.Outs[I].ArgVT.storeSizeInBytes()))
      throw InternalError("call argument cannot be assigned");
  uint64_t NumBytes = State.StackSize;
  if (CLI.IsTailCall) CLI.IsTailCall = isEligibleForTailCall(State, CLI, FLI);
  bool IsTailCall = CLI.IsTailCall;
  SDValue Chain = CLI.Chain;
  if (!IsTailCall) {
    // A tail call is a jump: no call frame, and the function makes no call of its own for it.
    FLI.Frame.hasCalls = true;
    FLI.Frame.MaxCallFrameSize = std::max(FLI.Frame.MaxCallFrameSize, NumBytes);
    Chain = DAG.getCALLSEQ_START(CLI.Chain, NumBytes, 0);
  }

  std::vector<std::pair<uint32_t, SDValue>> RegsToPass;
  std::vector<SDValue> MemOpChains;
  SDValue StackPtr;
  const auto& Locs = State.Locs;
  for (unsigned I = 0, OutIdx = 0; I < Locs.size(); ++I, ++OutIdx) {
    const CCValAssign& VA = Locs[I];
    SDValue ArgValue = CLI.OutVals[OutIdx];
    if (VA.Custom) {
      SDValue Split = DAG.getNode(RISCVISD::SplitF64, DAG.getVTList(EVT::i32(), EVT::i32()), {ArgValue});
      RegsToPass.push_back({VA.Reg, Split.getValue(0)});
      const CCValAssign& HiVA = Locs[++I];
      if (HiVA.IsReg) {
        RegsToPass.push_back({HiVA.Reg, Split.getValue(1)});
      } else {
        if (!StackPtr) StackPtr = DAG.getCopyFromReg(Chain, SP, PtrVT);
        SDValue Addr = DAG.getNode(ISD::ADD, PtrVT, StackPtr, DAG.getIntPtrConstant(HiVA.MemOffset));
        MemOperand MO;
        MO.F = MemOperand::Store;
        MO.SizeInBytes = 4;
        MO.Align = MO.BaseAlign = 4;
        MemOpChains.push_back(DAG.getStore(Chain, Split.getValue(1), Addr, DAG.getMemOperand(MO)));
      }
      continue;
    }
    if (VA.Info == CCValAssign::LocInfo::Indirect) {
      // Store every part of the value into a stack temporary and pass its address.
      unsigned ArgIndex = CLI.Outs[OutIdx].OrigArgIndex, Base = CLI.Outs[OutIdx].PartOffset;
      uint64_t Size = ArgValue.getValueType().storeSizeInBytes();
      std::vector<std::pair<SDValue, unsigned>> Parts;
      while (I + 1 != Locs.size() && CLI.Outs[OutIdx + 1].OrigArgIndex == ArgIndex) {
        SDValue PV = CLI.OutVals[OutIdx + 1];
        Parts.push_back({PV, CLI.Outs[OutIdx + 1].PartOffset - Base});
        Size += PV.getValueType().storeSizeInBytes();
        ++I;
        ++OutIdx;
      }
      uint64_t Align = std::min<uint64_t>(16, std::max<uint64_t>(ST.XLen / 8, CLI.Outs[OutIdx].ArgVT.storeSizeInBytes()));
      int FI = FLI.Frame.createStackObject(Size, Align);
      SDValue Slot = DAG.getFrameIndex(FI, PtrVT);
      MemOperand MO;
      MO.F = MemOperand::Store;
      MO.PtrInfo.K = MachinePointerInfo::Kind::Stack;
      MO.PtrInfo.FrameIndex = FI;
      MO.SizeInBytes = ArgValue.getValueType().storeSizeInBytes();
      MO.Align = MO.BaseAlign = Align;
      MemOpChains.push_back(DAG.getStore(Chain, ArgValue, Slot, DAG.getMemOperand(MO)));
      for (auto& [PV, Off] : Parts) {
        SDValue Addr = DAG.getNode(ISD::ADD, PtrVT, Slot, DAG.getIntPtrConstant(Off));
        MemOperand PMO = MO;
        PMO.SizeInBytes = PV.getValueType().storeSizeInBytes();
        PMO.PtrInfo.Offset = Off;
        MemOpChains.push_back(DAG.getStore(Chain, PV, Addr, DAG.getMemOperand(PMO)));
      }
      ArgValue = Slot;
    } else {
      ArgValue = convertValVTToLocVT(DAG, ArgValue, VA);
    }
    if (VA.IsReg) {
      RegsToPass.push_back({VA.Reg, ArgValue});
    } else {
      if (!StackPtr) StackPtr = DAG.getCopyFromReg(Chain, SP, PtrVT);
      SDValue Addr = DAG.getNode(ISD::ADD, PtrVT, StackPtr, DAG.getIntPtrConstant(VA.MemOffset));
      MemOperand MO;
      MO.F = MemOperand::Store;
      MO.SizeInBytes = ArgValue.getValueType().storeSizeInBytes();
      MO.Align = MO.BaseAlign = MO.SizeInBytes;
      MemOpChains.push_back(DAG.getStore(Chain, ArgValue, Addr, DAG.getMemOperand(MO)));
    }
  }
  if (!MemOpChains.empty()) Chain = DAG.getNode(ISD::TokenFactor, EVT::other(), MemOpChains);
  SDValue Glue;
  for (auto& [Reg, Val] : RegsToPass) {
    Chain = DAG.getCopyToRegGlue(Chain, Reg, Val, Glue);
    Glue = Chain.getValue(1);
  }
  SDValue Callee = CLI.Callee;
  constexpr unsigned MO_CALL = 1;
  if (Callee.getOpcode() == ISD::GlobalAddress)
    Callee = DAG.getGlobalAddress(Callee->getGlobal(), Callee->getSymbol(), PtrVT, 0, true, MO_CALL);
  else if (Callee.getOpcode() == ISD::ExternalSymbol)
    Callee = DAG.getExternalSymbol(Callee->getSymbol(), PtrVT, true, MO_CALL);
  std::vector<SDValue> Ops{Chain, Callee};
  for (auto& [Reg, Val] : RegsToPass) Ops.push_back(DAG.getRegister(Reg, Val.getValueType()));
  // The callee of a tail call returns to our caller, so our call-preserved registers are not its concern.
  if (!IsTailCall) Ops.push_back(DAG.getRegisterMask(getCallPreservedMask()));
  if (Glue) Ops.push_back(Glue);
  if (IsTailCall) return DAG.getNode(RISCVISD::TAIL, DAG.getVTList(EVT::other(), EVT::glue()), Ops);
  Chain = DAG.getNode(RISCVISD::CALL, DAG.getVTList(EVT::other(), EVT::glue()), Ops);
  Glue = Chain.getValue(1);
  Chain = DAG.getCALLSEQ_END(Chain, NumBytes, 0, Glue);
  Glue = Chain.getValue(1);

  CCState RetState;
  for (unsigned I = 0; I < CLI.Ins.size(); ++I)
    if (assignArgument(RetState, I, CLI.Ins[I].VT, CLI.Ins[I].Flags, true, true, 0))
      throw InternalError("call result does not fit the return registers");
  for (unsigned I = 0; I < RetState.Locs.size(); ++I) {
    const CCValAssign& VA = RetState.Locs[I];
    SDValue RV = DAG.getCopyFromRegGlue(Chain, VA.Reg, VA.LocVT, Glue);
    Chain = RV.getValue(1);
    Glue = RV.getValue(2);
    if (VA.Custom) {
      const CCValAssign& HiVA = RetState.Locs[++I];
      SDValue Hi = DAG.getCopyFromRegGlue(Chain, HiVA.Reg, EVT::i32(), Glue);
      Chain = Hi.getValue(1);
      Glue = Hi.getValue(2);
      InVals.push_back(DAG.getNode(RISCVISD::BuildPairF64, EVT::f64(), RV, Hi));
      continue;
    }
    InVals.push_back(convertLocVTToValVT(DAG, RV, VA));
  }
  return Chain;
}

bool RISCVTargetLowering::isEligibleForTailCall(const CCState& State, const CallLoweringInfo& CLI,
                                                const FunctionLoweringInfo& FLI) const {
  // The arguments must all be in registers: a tail call reuses the caller's incoming stack area.
  if (State.StackSize != 0) return false;
  for (const CCValAssign& VA : State.Locs)
    if (VA.Info == CCValAssign::LocInfo::Indirect) return false;
  // Neither side may return through memory, nor pass a byval copy living in the frame being given up.
  if (FLI.Fn)
    for (const auto& A : FLI.Fn->Args)
      if (A->Attrs.SRet) return false;
  if (!CLI.Outs.empty() && CLI.Outs[0].Flags.SRet) return false;
  for (const OutputArg& O : CLI.Outs)
    if (O.Flags.ByVal) return false;
  // Caller and callee use the same calling convention here, so the callee preserves what the caller must.
  return true;
}

bool RISCVTargetLowering::isUsedByReturnOnly(SDNode* N, SDValue& Chain) const {
  if (N->getNumValues() != 1 || !N->hasNUsesOfValue(1, 0)) return false;
  SDNode* Copy = *N->use_begin();
  if (Copy->getOpcode() == ISD::BITCAST) return isUsedByReturnOnly(Copy, Chain);
  if (Copy->getOpcode() != ISD::CopyToReg) return false;
  // A glued copy is part of a sequence that must stay together: not safe to fold into a tail call.
  if (Copy->getOperand(Copy->getNumOperands() - 1).getValueType() == EVT::glue()) return false;
  bool HasRet = false;
  for (SDNode* User : Copy->uses()) {
    if (User->getOpcode() != RISCVISD::RET_GLUE) return false;
    HasRet = true;
  }
  if (!HasRet) return false;
  Chain = Copy->getOperand(0);
  return true;
}

// Multiplying by a constant: a shift and an add/sub beat a MUL (or, without M, a __mulsi3 call) when the
// constant is 2^N±1 or its negation; with Zba an SH1ADD/SH2ADD/SH3ADD covers 2^N+2/4/8 when the constant
// would need LUI+ADDI; and a constant needing LUI+ADDI of the form (2^N±1)<<S becomes two shifts and an
// add/sub when nothing else uses it. With a multiplier, types wider than XLEN keep the multiply.
bool RISCVTargetLowering::decomposeMulByConstant(EVT VT, const APInt& C, bool ConstantHasOneUse) const {
  if (!VT.isScalarInteger()) return false;
  if (ST.hasStdExtMOrZmmul() && VT.sizeInBits() > ST.XLen) return false;
  unsigned W = C.getBitWidth();
  APInt One(W, 1);
  if ((C + One).isPowerOf2() || (C - One).isPowerOf2() || (One - C).isPowerOf2() || (-C - One).isPowerOf2())
    return true;
  bool IsSImm12 = C.getSignificantBits() <= 12;
  if (ST.Zba && !IsSImm12 &&
      ((C - APInt(W, 2)).isPowerOf2() || (C - APInt(W, 4)).isPowerOf2() || (C - APInt(W, 8)).isPowerOf2()))
    return true;
  if (!IsSImm12 && C.countTrailingZeros() < 12 && ConstantHasOneUse) {
    APInt Odd = C.ashr(C.countTrailingZeros());
    if ((Odd + One).isPowerOf2() || (Odd - One).isPowerOf2() || (One - Odd).isPowerOf2()) return true;
  }
  return false;
}

// (mul (add x, c1), c2) -> (add (mul x, c2), c1*c2) trades an ADDI for a constant that may need LUI+ADDI.
bool RISCVTargetLowering::isMulAddWithConstProfitable(EVT VT, const APInt& AddC, const APInt& MulC) const {
  if (VT.isVector() || VT.scalarSizeInBits() > ST.XLen) return true;
  return !(AddC.getSignificantBits() <= 12 && (AddC * MulC).getSignificantBits() > 12);
}

bool RISCVTargetLowering::isFPImmLegal(const APInt& Bits, EVT VT) const {
  bool HasRegisterClass = (VT == EVT::f16() && (ST.Zfh || ST.Zfhmin)) || (VT == EVT::f32() && ST.F) ||
                          (VT == EVT::f64() && ST.D);
  if (!HasRegisterClass) return false;
  unsigned Width = unsigned(VT.sizeInBits());
  bool IsZero = (Bits.getZExtValue() << (64 - Width)) == 0 || Bits.getZExtValue() == (uint64_t(1) << (Width - 1));
  // A double does not fit an RV32 integer register: only ±0.0 (fmv.d.x of zero, then fneg for -0.0).
  if (Width > ST.XLen) return IsZero;
  if (IsZero) return true;
  // The integer sequence plus the fmv must cost at most two instructions: the sequence must be one
  // instruction (addi of a 12-bit value, lui of a 32-bit value with the low 12 bits clear, bseti of a
  // single bit with Zbs). The value is taken sign-extended, as the materialization sees it.
  int64_t V = int64_t(Bits.getZExtValue() << (64 - Width)) >> (64 - Width);
  bool Simm12 = V >= -2048 && V < 2048;
  bool Lui = V >= INT32_MIN && V <= INT32_MAX && (V & 0xfff) == 0;
  bool Bseti = ST.Zbs && V > 0 && (uint64_t(V) & (uint64_t(V) - 1)) == 0;
  return Simm12 || Lui || Bseti;
}

} // namespace dt::riscv

namespace dt::riscv {

// LLVM 19's RISC-V rule: keep (shl (add/or x, c1), c2) when c1 fits ADDI and c1 << c2 does not; otherwise
// commute unless c1 is cheaper to build than c1 << c2.
// After legalization, pick the mask an instruction takes: bits nobody reads may be set or cleared at
// will, so aim for a simm12 (ANDI/ORI/XORI), for 0xffff / 0xffffffff on AND (zext.h or an SLLI/SRLI pair,
// zext.w or SLLI/SRLI), or for a negative 32-bit value (LUI+ADDI) instead of a 64-bit one.
std::optional<APInt> RISCVTargetLowering::chooseDemandedConstant(SDValue Op, const APInt& Demanded,
                                                                 bool LegalOps) const {
  if (!LegalOps) return std::nullopt; // as late as possible: earlier folds prefer the shrunk form
  EVT VT = Op.getValueType();
  int32_t Opc = Op.getOpcode();
  if (VT.isVector() || (Opc != ISD::AND && Opc != ISD::OR && Opc != ISD::XOR)) return std::nullopt;
  SDValue RHS = Op.getOperand(1);
  if (!isConstantNode(RHS)) return std::nullopt;
  const APInt& Mask = RHS->getAPIntValue();
  unsigned W = Mask.getBitWidth();
  APInt Shrunk = Mask & Demanded;   // the bits that must stay set
  APInt Expanded = Mask | ~Demanded; // the bits that may be set
  auto Fits = [&](const APInt& M) { return (Shrunk & ~M).isZero() && (M & ~Expanded).isZero(); };
  if (Shrunk.getSignificantBits() <= 12) return std::nullopt; // the generic shrinking finds a simm12
  if (Opc == ISD::AND) {
    APInt Low16(W, 0xffff);
    if (Fits(Low16)) return Low16;
    if (VT == EVT::i64()) {
      APInt Low32(64, 0xffffffffu);
      if (Fits(Low32)) return Low32;
    }
  }
  // Otherwise only a negative immediate can absorb the free bits.
  if (!Expanded.isNegative()) return std::nullopt;
  unsigned MinSignedBits = Expanded.getSignificantBits();
  unsigned From;
  if (MinSignedBits <= 12)
    From = 11;
  else if (!RHS->isOpaqueConstant() && MinSignedBits <= 32 && Shrunk.getSignificantBits() > 32)
    From = 31;
  else
    return std::nullopt;
  return Shrunk | APInt::highBitsSet(W, W - From);
}

bool RISCVTargetLowering::isDesirableToCommuteWithShift(const SDNode* Shl) const {
  SDValue N0 = Shl->getOperand(0);
  EVT Ty = N0.getValueType();
  if (!Ty.isScalarInteger() || (N0.getOpcode() != ISD::ADD && N0.getOpcode() != ISD::OR)) return true;
  if (!isConstantNode(N0.getOperand(1)) || !isConstantNode(Shl->getOperand(1))) return true;
  const APInt& C1 = N0.getOperand(1)->getAPIntValue();
  const APInt& C2 = Shl->getOperand(1)->getAPIntValue();
  if (!C2.ult(Ty.scalarSizeInBits())) return true;
  APInt Shifted = C1.shl(unsigned(C2.getZExtValue()));
  if (Shifted.getSignificantBits() <= 64 && isLegalAddImmediate(Shifted.getSExtValue())) return true;
  if (C1.getSignificantBits() <= 64 && isLegalAddImmediate(C1.getSExtValue())) return false;
  // Neither fits an immediate: compare materialization costs; a value LUI builds alone (low 12 bits zero,
  // 32-bit signed) costs one instruction, others count as two.
  auto Cost = [](const APInt& V) {
    if (V.getSignificantBits() > 32) return 3;
    return (V.getSExtValue() & 0xfff) == 0 ? 1 : 2;
  };
  return Cost(C1) >= Cost(Shifted);
}

} // namespace dt::riscv
