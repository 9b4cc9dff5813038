// legalize/ExpandFloatOps.cpp — Expand rules for floating-point operations (the operation legalizer's
// family; contract in legalize/LegalizeDAG.h): LLVM 19's ExpandNode FP cases and the TargetLowering::expand*
// rewrites they use, in the same node creation order so node ids match llc's dumps.
//
// Contract: expandFloatOp returns false when it has no rule for N's opcode; otherwise it pushes one value per
// result of N, or nothing when the rule does not apply here (the driver then tries a libcall).
// Invariant: sign-bit rewrites work on an integer of the FP type's width when that type is legal, else (f16
// on RISC-V, where i16 is not legal) on the byte holding the sign, through a stack slot, as LLVM does.
#include "dag/FunctionLowering.h"
#include "legalize/IntegerExpansions.h"
#include "legalize/LegalizeDAG.h"
#include "support/Diagnostics.h"

namespace dt {

namespace {

/// An FP value's sign as an integer (LLVM's FloatSignAsInt): either the whole value bitcast, or the byte
/// holding the sign bit loaded from a stack copy of the value.
struct FloatSignAsInt {
  EVT FloatVT;
  SDValue Chain;    // the store of the stack copy (null for the bitcast form)
  SDValue FloatPtr; // the stack copy
  SDValue IntPtr;   // the byte holding the sign
  MachinePointerInfo FloatPointerInfo, IntPointerInfo;
  SDValue IntValue;
  APInt SignMask = APInt(1, 0);
  unsigned SignBit = 0;
};

struct FloatRules {
  SelectionDAGLegalize& L;
  SelectionDAG& DAG;
  const TargetLowering& TLI;

  /// A stack access at the natural alignment of its type, as LLVM's getLoad/getStore give one without an
  /// explicit alignment.
  const MemOperand* stackAccess(MemOperand::Flags Kind, const MachinePointerInfo& PtrInfo, uint64_t Size) {
    MemOperand MO;
    MO.F = Kind;
    MO.SizeInBytes = Size;
    MO.PtrInfo = PtrInfo;
    MO.Align = MO.BaseAlign = Size;
    return DAG.getMemOperand(MO);
  }

  /// LLVM's getSignAsIntValue.
  FloatSignAsInt signAsInt(SDValue Value) {
    FloatSignAsInt State;
    EVT FloatVT = Value.getValueType();
    unsigned NumBits = unsigned(FloatVT.scalarSizeInBits());
    State.FloatVT = FloatVT;
    EVT IntVT = EVT::integer(NumBits);
    if (TLI.isTypeLegal(IntVT)) {
      State.IntValue = DAG.getNode(ISD::BITCAST, IntVT, Value);
      State.SignMask = APInt::signMask(NumBits);
      State.SignBit = NumBits - 1;
      return State;
    }
    // Store the value, then load the byte holding the sign (little-endian: the last one) as an integer.
    FunctionLoweringInfo* FLI = DAG.functionInfo();
    if (!FLI) throw InternalError("operation legalization: a stack temporary needs the function's frame");
    EVT LoadTy = TLI.getRegisterType(EVT::i8());
    // A slot aligned for both the FP store and the integer load (LLVM's CreateStackTemporary(VT1, VT2)).
    uint64_t Size = std::max(FloatVT.storeSizeInBytes(), LoadTy.storeSizeInBytes());
    uint64_t Align = std::min<uint64_t>(16, Size);
    int FI = FLI->Frame.createStackObject(Size, Align);
    SDValue StackPtr = DAG.getFrameIndex(FI, TLI.getPointerTy());
    State.FloatPtr = StackPtr;
    State.FloatPointerInfo = MachinePointerInfo::fixedStack(FI);
    State.Chain =
        DAG.getStore(DAG.getEntryNode(), Value, StackPtr,
                     stackAccess(MemOperand::Store, State.FloatPointerInfo, FloatVT.storeSizeInBytes()));
    int64_t ByteOffset = int64_t(NumBits / 8) - 1;
    State.IntPtr = DAG.getMemBasePlusOffset(StackPtr, ByteOffset);
    State.IntPointerInfo = MachinePointerInfo::fixedStack(FI, ByteOffset);
    State.IntValue = DAG.getExtLoad(ISD::EXTLOAD, LoadTy, State.Chain, State.IntPtr, EVT::i8(),
                                    stackAccess(MemOperand::Load, State.IntPointerInfo, 1));
    State.SignMask = APInt(unsigned(LoadTy.scalarSizeInBits()), 0x80);
    State.SignBit = 7;
    return State;
  }

  /// LLVM's modifySignAsInt: the FP value whose sign part is now NewIntValue.
  SDValue modifySignAsInt(const FloatSignAsInt& State, SDValue NewIntValue) {
    if (!State.Chain) return DAG.getNode(ISD::BITCAST, State.FloatVT, NewIntValue);
    SDValue Chain = DAG.getTruncStore(State.Chain, NewIntValue, State.IntPtr, EVT::i8(),
                                      stackAccess(MemOperand::Store, State.IntPointerInfo, 1));
    return DAG.getLoad(
        State.FloatVT, Chain, State.FloatPtr,
        stackAccess(MemOperand::Load, State.FloatPointerInfo, State.FloatVT.storeSizeInBytes()));
  }

  /// FCOPYSIGN: through FABS/FNEG and a select when those are available, else on the integer bits.
  SDValue expandFCopySign(SDNode* N) {
    SDValue Mag = N->getOperand(0), Sign = N->getOperand(1);
    FloatSignAsInt SignAsInt = signAsInt(Sign);
    EVT IntVT = SignAsInt.IntValue.getValueType();
    SDValue SignMask = DAG.getConstant(SignAsInt.SignMask, IntVT);
    SDValue SignBit = DAG.getNode(ISD::AND, IntVT, SignAsInt.IntValue, SignMask);
    EVT FloatVT = Mag.getValueType();
    if (TLI.isOperationLegalOrCustom(ISD::FABS, FloatVT) &&
        TLI.isOperationLegalOrCustom(ISD::FNEG, FloatVT)) {
      SDValue Abs = DAG.getNode(ISD::FABS, FloatVT, Mag);
      SDValue Neg = DAG.getNode(ISD::FNEG, FloatVT, Abs);
      SDValue Cond =
          DAG.getSetCC(TLI.getSetCCResultType(IntVT), SignBit, DAG.getConstant(0, IntVT), ISD::SETNE);
      return DAG.getSelect(FloatVT, Cond, Neg, Abs);
    }
    FloatSignAsInt MagAsInt = signAsInt(Mag);
    EVT MagVT = MagAsInt.IntValue.getValueType();
    SDValue ClearSignMask = DAG.getConstant(~MagAsInt.SignMask, MagVT);
    SDValue Cleared = DAG.getNode(ISD::AND, MagVT, MagAsInt.IntValue, ClearSignMask);
    // Move the sign bit to the magnitude's sign position.
    int ShiftAmount = int(SignAsInt.SignBit) - int(MagAsInt.SignBit);
    EVT ShiftVT = IntVT;
    if (SignBit.getScalarValueSizeInBits() < Cleared.getScalarValueSizeInBits()) {
      SignBit = DAG.getNode(ISD::ZERO_EXTEND, MagVT, SignBit);
      ShiftVT = MagVT;
    }
    if (ShiftAmount > 0)
      SignBit = DAG.getNode(ISD::SRL, ShiftVT, SignBit, DAG.getConstant(uint64_t(ShiftAmount), ShiftVT));
    else if (ShiftAmount < 0)
      SignBit = DAG.getNode(ISD::SHL, ShiftVT, SignBit, DAG.getConstant(uint64_t(-ShiftAmount), ShiftVT));
    if (SignBit.getScalarValueSizeInBits() > Cleared.getScalarValueSizeInBits())
      SignBit = DAG.getNode(ISD::TRUNCATE, MagVT, SignBit);
    SDValue Copied = DAG.getNode(ISD::OR, MagVT, Cleared, SignBit);
    return modifySignAsInt(MagAsInt, Copied);
  }

  /// FNEG: flip the sign bit.
  SDValue expandFNeg(SDNode* N) {
    FloatSignAsInt SignAsInt = signAsInt(N->getOperand(0));
    EVT IntVT = SignAsInt.IntValue.getValueType();
    SDValue SignMask = DAG.getConstant(SignAsInt.SignMask, IntVT);
    SDValue Flipped = DAG.getNode(ISD::XOR, IntVT, SignAsInt.IntValue, SignMask);
    return modifySignAsInt(SignAsInt, Flipped);
  }

  /// FABS: copysign with +0.0 when copysign is available, else clear the sign bit.
  SDValue expandFAbs(SDNode* N) {
    SDValue Value = N->getOperand(0);
    EVT FloatVT = Value.getValueType();
    if (TLI.isOperationLegalOrCustom(ISD::FCOPYSIGN, FloatVT)) {
      SDValue Zero = DAG.getConstantFP(APInt::zero(unsigned(FloatVT.sizeInBits())), FloatVT);
      return DAG.getNode(ISD::FCOPYSIGN, FloatVT, Value, Zero);
    }
    FloatSignAsInt ValueAsInt = signAsInt(Value);
    EVT IntVT = ValueAsInt.IntValue.getValueType();
    SDValue ClearSignMask = DAG.getConstant(~ValueAsInt.SignMask, IntVT);
    SDValue Cleared = DAG.getNode(ISD::AND, IntVT, ValueAsInt.IntValue, ClearSignMask);
    return modifySignAsInt(ValueAsInt, Cleared);
  }

  /// ConstantFP the target cannot materialize: a load from the constant pool. (LLVM would store a constant
  /// exact in a narrower type in that type when an extending load from it is legal; RISC-V has no FP
  /// extending loads, so the constant keeps its type.)
  SDValue expandConstantFP(SDNode* N) {
    EVT VT = N->getValueType(0);
    if (TLI.isFPImmLegal(N->getAPIntValue(), VT)) return SDValue();
    SDValue CPIdx = DAG.getConstantPool(N->getAPIntValue(), VT, TLI.getPointerTy());
    MemOperand MO;
    MO.F = MemOperand::Load;
    MO.SizeInBytes = VT.storeSizeInBytes();
    MO.Align = MO.BaseAlign = VT.storeSizeInBytes();
    MO.PtrInfo.K = MachinePointerInfo::Kind::ConstantPool;
    return DAG.getLoad(VT, DAG.getEntryNode(), CPIdx, DAG.getMemOperand(MO));
  }

  /// FP16_TO_FP to a type wider than f32: through f32 (exact), which targets commonly have; f32 itself has no
  /// expansion (a libcall).
  SDValue expandFP16ToFP(SDNode* N) {
    EVT VT = N->getValueType(0);
    if (VT == EVT::f32()) return SDValue();
    SDValue Res = DAG.getNode(ISD::FP16_TO_FP, EVT::f32(), N->getOperand(0));
    return DAG.getNode(ISD::FP_EXTEND, VT, Res);
  }
};

} // namespace

bool expandFloatOp(SelectionDAGLegalize& L, SDNode* N, std::vector<SDValue>& Results) {
  FloatRules R{L, L.dag(), L.tli()};
  auto push = [&](SDValue V) {
    if (V) Results.push_back(V);
    return true;
  };
  switch (N->getOpcode()) {
  case ISD::ConstantFP: return push(R.expandConstantFP(N));
  case ISD::FCOPYSIGN: return push(R.expandFCopySign(N));
  case ISD::FNEG: return push(R.expandFNeg(N));
  case ISD::FABS: return push(R.expandFAbs(N));
  case ISD::FP16_TO_FP: return push(R.expandFP16ToFP(N));
  case ISD::FP_TO_SINT_SAT:
  case ISD::FP_TO_UINT_SAT: return push(expandFPToIntSat(R.DAG, R.TLI, N));
  default: return false;
  }
}

} // namespace dt
