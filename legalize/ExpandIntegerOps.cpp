// legalize/ExpandIntegerOps.cpp — Expand rules of the operation legalizer for integer operations on legal
// types: LLVM 19's SelectionDAGLegalize::ExpandNode cases for them, which call the shared TargetLowering
// expansions (legalize/IntegerExpansions.h) or build the replacement here, in the same node order, so node
// ids match llc's dumps.
//
// Contract (LegalizeDAG.h): expandIntegerOp returns false when it has no rule for N's opcode; otherwise it
// pushes one value per result of N, or nothing when the rule does not apply in this configuration (a
// multiply or division without the instructions its rewrite needs), so that the driver falls back to a
// libcall (legalize/OpLibCalls.cpp).
#include "legalize/IntegerExpansions.h"
#include "legalize/LegalizeDAG.h"
#include "support/Diagnostics.h"

namespace dt {

namespace {

struct IntegerRules {
  SelectionDAGLegalize& L;
  SelectionDAG& DAG;
  const TargetLowering& TLI;
  std::vector<SDValue>& Results;

  void push(SDValue V) {
    if (V) Results.push_back(V);
  }

  /// PARITY (LLVM's ExpandPARITY): the low bit of CTPOP when CTPOP is legal or promoted, else the halves
  /// xor-folded down to one bit (x ^= x >> 16, 8, 4, 2, 1 for i32); then `and 1`.
  SDValue parity(SDNode* N) {
    EVT VT = N->getValueType(0);
    SDValue Result = N->getOperand(0);
    LegalizeAction CtpopAction = TLI.getOperationAction(ISD::CTPOP, VT);
    if (TLI.isTypeLegal(VT) &&
        (CtpopAction == LegalizeAction::Legal || CtpopAction == LegalizeAction::Promote)) {
      Result = DAG.getNode(ISD::CTPOP, VT, Result);
    } else {
      unsigned Log2Size = 0;
      while ((uint64_t(1) << Log2Size) < uint64_t(VT.scalarSizeInBits())) ++Log2Size;
      for (unsigned I = Log2Size; I != 0;) {
        --I;
        SDValue Shift =
            DAG.getNode(ISD::SRL, VT, Result, DAG.getConstant(uint64_t(1) << I, TLI.getShiftAmountTy(VT)));
        Result = DAG.getNode(ISD::XOR, VT, Result, Shift);
      }
    }
    return DAG.getNode(ISD::AND, VT, Result, DAG.getConstant(1, VT));
  }

  /// An in-register sign extension from the type in operand 1: of an i1 it is the negated low bit, of
  /// anything wider a shift left and an arithmetic shift back.
  void signExtendInReg(SDNode* N) {
    EVT ExtraVT = N->getOperand(1)->getVTPayload();
    EVT VT = N->getValueType(0);
    if (ExtraVT.isScalarInteger() && ExtraVT.sizeInBits() == 1) {
      // The operand's high bits are not known to be zero, so the low bit is masked before negating.
      SDValue One = DAG.getConstant(1, VT);
      SDValue And = DAG.getNode(ISD::AND, VT, N->getOperand(0), One);
      SDValue Zero = DAG.getConstant(0, VT);
      return push(DAG.getNode(ISD::SUB, VT, Zero, And));
    }
    uint64_t BitsDiff = VT.scalarSizeInBits() - ExtraVT.scalarSizeInBits();
    SDValue ShiftCst = DAG.getConstant(BitsDiff, TLI.getShiftAmountTy(VT));
    SDValue Shl = DAG.getNode(ISD::SHL, VT, N->getOperand(0), ShiftCst);
    push(DAG.getNode(ISD::SRA, VT, Shl, ShiftCst));
  }

  void cttz(SDNode* N) { push(expandCttz(DAG, TLI, N)); }

  /// LLVM's ExpandConstant: a constant the target declined to keep becomes a load from the constant pool,
  /// aligned as the constant's type prefers.
  void constant(SDNode* N) {
    EVT VT = N->getValueType(0);
    SDValue CPIdx = DAG.getConstantPool(N->getAPIntValue(), VT, TLI.getPointerTy());
    MemOperand MO;
    MO.F = MemOperand::Load;
    MO.SizeInBytes = VT.storeSizeInBytes();
    MO.Align = MO.BaseAlign = VT.storeSizeInBytes();
    MO.PtrInfo.K = MachinePointerInfo::Kind::ConstantPool;
    push(DAG.getLoad(VT, DAG.getEntryNode(), CPIdx, DAG.getMemOperand(MO)));
  }

  void overflow(SDNode* N, bool Unsigned) {
    SDValue Result, Overflow;
    if (Unsigned)
      expandUAddSubO(DAG, TLI, N, Result, Overflow);
    else
      expandSAddSubO(DAG, TLI, N, Result, Overflow);
    Results.push_back(Result);
    Results.push_back(Overflow);
  }

  void mulOverflow(SDNode* N) {
    SDValue Result, Overflow;
    if (!expandMulO(DAG, TLI, N, Result, Overflow)) return;
    Results.push_back(Result);
    Results.push_back(Overflow);
  }

  /// MUL through a two-result multiply when the target has one (preferring the one whose plain MULH it
  /// lacks); otherwise nothing, so the multiply becomes a libcall (the half-width expansion LLVM also
  /// tries needs a legal half-width type, which RISC-V never has).
  void mul(SDNode* N) {
    EVT VT = N->getValueType(0);
    bool HasSMulLoHi = TLI.isOperationLegalOrCustom(ISD::SMUL_LOHI, VT);
    bool HasUMulLoHi = TLI.isOperationLegalOrCustom(ISD::UMUL_LOHI, VT);
    bool HasMulHS = TLI.isOperationLegalOrCustom(ISD::MULHS, VT);
    bool HasMulHU = TLI.isOperationLegalOrCustom(ISD::MULHU, VT);
    int32_t OpToUse = 0;
    if (HasSMulLoHi && !HasMulHS)
      OpToUse = ISD::SMUL_LOHI;
    else if (HasUMulLoHi && !HasMulHU)
      OpToUse = ISD::UMUL_LOHI;
    else if (HasSMulLoHi)
      OpToUse = ISD::SMUL_LOHI;
    else if (HasUMulLoHi)
      OpToUse = ISD::UMUL_LOHI;
    if (OpToUse) push(DAG.getNode(OpToUse, DAG.getVTList(VT, VT), {N->getOperand(0), N->getOperand(1)}));
  }

  /// SDIV/UDIV as the quotient of a DIVREM the target has.
  void div(SDNode* N) {
    EVT VT = N->getValueType(0);
    int32_t DivRem = N->getOpcode() == ISD::SDIV ? ISD::SDIVREM : ISD::UDIVREM;
    if (TLI.isOperationLegalOrCustom(DivRem, VT))
      push(DAG.getNode(DivRem, DAG.getVTList(VT, VT), {N->getOperand(0), N->getOperand(1)}));
  }

  /// SREM/UREM as the remainder of a DIVREM, or x - x / y * y with a division the target has.
  void rem(SDNode* N) {
    EVT VT = N->getValueType(0);
    bool Signed = N->getOpcode() == ISD::SREM;
    int32_t DivOpc = Signed ? ISD::SDIV : ISD::UDIV, DivRemOpc = Signed ? ISD::SDIVREM : ISD::UDIVREM;
    SDValue Dividend = N->getOperand(0), Divisor = N->getOperand(1);
    if (TLI.isOperationLegalOrCustom(DivRemOpc, VT))
      return push(DAG.getNode(DivRemOpc, DAG.getVTList(VT, VT), {Dividend, Divisor}).getValue(1));
    if (TLI.isOperationLegalOrCustom(DivOpc, VT)) {
      SDValue Divide = DAG.getNode(DivOpc, VT, Dividend, Divisor);
      SDValue Mul = DAG.getNode(ISD::MUL, VT, Divide, Divisor);
      push(DAG.getNode(ISD::SUB, VT, Dividend, Mul));
    }
  }

  /// SDIVREM/UDIVREM as separate division and remainder nodes when the target has both.
  void divRem(SDNode* N) {
    EVT VT = N->getValueType(0);
    bool Signed = N->getOpcode() == ISD::SDIVREM;
    int32_t DivOpc = Signed ? ISD::SDIV : ISD::UDIV, RemOpc = Signed ? ISD::SREM : ISD::UREM;
    if (!TLI.isOperationLegalOrCustom(DivOpc, VT) || !TLI.isOperationLegalOrCustom(RemOpc, VT)) return;
    SDValue Div = DAG.getNode(DivOpc, VT, N->getOperand(0), N->getOperand(1));
    SDValue Rem = DAG.getNode(RemOpc, VT, N->getOperand(0), N->getOperand(1));
    Results.push_back(Div);
    Results.push_back(Rem);
  }

  /// MULHS/MULHU as the high result of the two-result multiply (which is legalized in turn).
  void mulHigh(SDNode* N) {
    EVT VT = N->getValueType(0);
    int32_t LoHi = N->getOpcode() == ISD::MULHU ? ISD::UMUL_LOHI : ISD::SMUL_LOHI;
    push(DAG.getNode(LoHi, DAG.getVTList(VT, VT), {N->getOperand(0), N->getOperand(1)}).getValue(1));
  }

  /// SMUL_LOHI/UMUL_LOHI as MUL and MULH when the target has the high multiply; otherwise nothing (the
  /// half-width expansion needs a legal half type), and the libcall path computes the double-width product.
  void mulLoHi(SDNode* N) {
    SDValue LHS = N->getOperand(0), RHS = N->getOperand(1);
    EVT VT = LHS.getValueType();
    int32_t MulH = N->getOpcode() == ISD::UMUL_LOHI ? ISD::MULHU : ISD::MULHS;
    if (!TLI.isOperationLegalOrCustom(MulH, VT)) return;
    SDValue Lo = DAG.getNode(ISD::MUL, VT, LHS, RHS);
    SDValue Hi = DAG.getNode(MulH, VT, LHS, RHS);
    Results.push_back(Lo);
    Results.push_back(Hi);
  }
};

} // namespace

bool expandIntegerOp(SelectionDAGLegalize& L, SDNode* N, std::vector<SDValue>& Results) {
  IntegerRules R{L, L.dag(), L.tli(), Results};
  SelectionDAG& DAG = L.dag();
  const TargetLowering& TLI = L.tli();
  switch (N->getOpcode()) {
  case ISD::ROTL:
  case ISD::ROTR: R.push(expandRotate(DAG, TLI, N)); return true;
  case ISD::FSHL:
  case ISD::FSHR: R.push(expandFunnelShift(DAG, TLI, N)); return true;
  case ISD::CTPOP: R.push(expandCtpop(DAG, TLI, N)); return true;
  case ISD::PARITY: R.push(R.parity(N)); return true;
  case ISD::CTLZ:
  case ISD::CTLZ_ZERO_UNDEF: R.push(expandCtlz(DAG, TLI, N)); return true;
  case ISD::CTTZ:
  case ISD::CTTZ_ZERO_UNDEF: R.cttz(N); return true;
  case ISD::BSWAP: R.push(expandBswap(DAG, TLI, N)); return true;
  case ISD::BITREVERSE: R.push(expandBitreverse(DAG, TLI, N)); return true;
  case ISD::SIGN_EXTEND_INREG: R.signExtendInReg(N); return true;
  case ISD::SMIN:
  case ISD::SMAX:
  case ISD::UMIN:
  case ISD::UMAX: R.push(expandIntMinMax(DAG, TLI, N)); return true;
  case ISD::ABS: R.push(expandAbs(DAG, TLI, N)); return true;
  case ISD::ABDS:
  case ISD::ABDU: R.push(expandAbd(DAG, TLI, N)); return true;
  case ISD::UADDO:
  case ISD::USUBO: R.overflow(N, true); return true;
  case ISD::SADDO:
  case ISD::SSUBO: R.overflow(N, false); return true;
  case ISD::UMULO:
  case ISD::SMULO: R.mulOverflow(N); return true;
  case ISD::UADDSAT:
  case ISD::USUBSAT:
  case ISD::SADDSAT:
  case ISD::SSUBSAT: R.push(expandAddSubSat(DAG, TLI, N)); return true;
  case ISD::SSHLSAT:
  case ISD::USHLSAT: R.push(expandShlSat(DAG, TLI, N)); return true;
  case ISD::SCMP:
  case ISD::UCMP: R.push(expandCmp(DAG, TLI, N)); return true;
  case ISD::Constant: R.constant(N); return true;
  case ISD::MUL: R.mul(N); return true;
  case ISD::SDIV:
  case ISD::UDIV: R.div(N); return true;
  case ISD::SREM:
  case ISD::UREM: R.rem(N); return true;
  case ISD::SDIVREM:
  case ISD::UDIVREM: R.divRem(N); return true;
  case ISD::MULHS:
  case ISD::MULHU: R.mulHigh(N); return true;
  case ISD::SMUL_LOHI:
  case ISD::UMUL_LOHI: R.mulLoHi(N); return true;
  default: return false;
  }
}

} // namespace dt
