// legalize/ExpandMemoryOps.cpp — the operation legalizer's rewrites of loads and stores the target cannot
// do as they are: misaligned accesses, odd-width memory types, extending loads without a legal form, and FP
// constants stored as integers.
//
// Invariants: the rewrites follow LLVM 19 (TargetLowering::expandUnalignedLoad/Store, LegalizeDAG's
// LegalizeLoadOps/LegalizeStoreOps and OptimizeFloatStore) in node creation order; every part of a split
// access keeps the original access's base alignment and pointer info, offset by the part's position, so its
// own alignment is what that offset allows (LLVM's MachineMemOperand::getAlign); parts are joined with a
// TokenFactor because they are independent of each other.
#include "legalize/LegalizeDAG.h"

#include <bit>

namespace dt {

namespace {

/// The memory operand of a Bytes-wide part at Offset bytes into the access Orig describes.
const MemOperand* partMemOperand(SelectionDAG& DAG, const MemOperand* Orig, int64_t Offset, uint64_t Bytes) {
  MemOperand MO = *Orig;
  MO.SizeInBytes = Bytes;
  MO.SizeUnknown = false;
  MO.PtrInfo = Orig->PtrInfo.withOffset(Offset);
  uint64_t A = MO.BaseAlign;
  while (A > 1 && MO.PtrInfo.Offset % int64_t(A)) A /= 2;
  MO.Align = A;
  return DAG.getMemOperand(MO);
}

/// The address Offset bytes further into the same object (LLVM's getObjectPtrOffset: the add cannot wrap).
SDValue objectPtrOffset(SelectionDAG& DAG, SDValue Ptr, int64_t Offset) {
  return DAG.getMemBasePlusOffset(Ptr, Offset, SDNodeFlags::NoUnsignedWrap);
}

/// The extension that completes a load of MemVT (LLVM's ISD::getExtForLoadExtType).
int32_t extendForLoad(bool IsFP, ISD::LoadExtType Ext) {
  switch (Ext) {
  case ISD::EXTLOAD: return IsFP ? ISD::FP_EXTEND : ISD::ANY_EXTEND;
  case ISD::SEXTLOAD: return ISD::SIGN_EXTEND;
  case ISD::ZEXTLOAD: return ISD::ZERO_EXTEND;
  default: return ISD::DELETED_NODE;
  }
}

bool isLoadExtLegal(const TargetLowering& TLI, ISD::LoadExtType Ext, EVT ValVT, EVT MemVT) {
  return TLI.isTypeLegal(ValVT) && TLI.getLoadExtAction(Ext, ValVT, MemVT) == LegalizeAction::Legal;
}

} // namespace

std::pair<SDValue, SDValue> expandUnalignedLoad(SelectionDAGLegalize& L, SDNode* Load) {
  SelectionDAG& DAG = L.dag();
  const TargetLowering& TLI = L.tli();
  SDValue Chain = Load->getOperand(0), Ptr = Load->getOperand(1);
  EVT VT = Load->getValueType(0), LoadedVT = Load->getMemoryVT();
  const MemOperand* MMO = Load->getMemOperand();

  if (VT.isFloatingPoint() || VT.isVector()) {
    // The same bits through an integer register, whose misaligned load is split in turn.
    EVT IntVT = EVT::integer(unsigned(LoadedVT.sizeInBits()));
    if (!TLI.isTypeLegal(IntVT) || !TLI.isTypeLegal(LoadedVT) || LoadedVT.isVector())
      L.cannotLegalize(Load, "misaligned FP or vector loads without a legal integer of their width (a copy "
                             "through a stack slot) are not supported");
    SDValue IntLoad = DAG.getLoad(IntVT, Chain, Ptr, MMO);
    SDValue Result = DAG.getNode(ISD::BITCAST, LoadedVT, IntLoad);
    if (LoadedVT != VT)
      Result = DAG.getNode(VT.isFloatingPoint() ? ISD::FP_EXTEND : ISD::ANY_EXTEND, VT, Result);
    return {Result, IntLoad.getValue(1)};
  }
  if (!LoadedVT.isScalarInteger()) L.cannotLegalize(Load, "misaligned load of an unsupported type");

  // Two loads of half the width; the high half carries the original extension.
  unsigned HalfBits = unsigned(LoadedVT.sizeInBits() / 2);
  EVT HalfVT = EVT::integer(HalfBits);
  int64_t IncrementSize = HalfBits / 8;
  ISD::LoadExtType HiExt = Load->getExtensionType();
  if (HiExt == ISD::NON_EXTLOAD) HiExt = ISD::ZEXTLOAD;
  SDValue Lo =
      DAG.getExtLoad(ISD::ZEXTLOAD, VT, Chain, Ptr, HalfVT, partMemOperand(DAG, MMO, 0, HalfBits / 8));
  SDValue HiPtr = objectPtrOffset(DAG, Ptr, IncrementSize);
  SDValue Hi =
      DAG.getExtLoad(HiExt, VT, Chain, HiPtr, HalfVT, partMemOperand(DAG, MMO, IncrementSize, HalfBits / 8));
  SDValue ShiftAmount = DAG.getConstant(HalfBits, TLI.getShiftAmountTy(VT));
  SDValue Result = DAG.getNode(ISD::SHL, VT, Hi, ShiftAmount);
  Result = DAG.getNode(ISD::OR, VT, Result, Lo);
  SDValue TF = DAG.getNode(ISD::TokenFactor, EVT::other(), Lo.getValue(1), Hi.getValue(1));
  return {Result, TF};
}

SDValue expandUnalignedStore(SelectionDAGLegalize& L, SDNode* Store) {
  SelectionDAG& DAG = L.dag();
  const TargetLowering& TLI = L.tli();
  SDValue Chain = Store->getOperand(0), Val = Store->getOperand(1), Ptr = Store->getOperand(2);
  EVT VT = Val.getValueType(), StoreMemVT = Store->getMemoryVT();
  const MemOperand* MMO = Store->getMemOperand();

  if (StoreMemVT.isFloatingPoint() || StoreMemVT.isVector()) {
    EVT IntVT = EVT::integer(unsigned(VT.sizeInBits()));
    if (!TLI.isTypeLegal(IntVT) || StoreMemVT.isVector() || StoreMemVT != VT)
      L.cannotLegalize(Store, "misaligned FP or vector stores without a legal integer of their width (a copy "
                              "through a stack slot) are not supported");
    SDValue Cast = DAG.getNode(ISD::BITCAST, IntVT, Val);
    return DAG.getStore(Chain, Cast, Ptr, MMO);
  }
  if (!StoreMemVT.isScalarInteger()) L.cannotLegalize(Store, "misaligned store of an unsupported type");

  unsigned HalfBits = unsigned(StoreMemVT.sizeInBits() / 2);
  EVT HalfVT = EVT::integer(HalfBits);
  int64_t IncrementSize = HalfBits / 8;
  SDValue ShiftAmount = DAG.getConstant(HalfBits, TLI.getShiftAmountTy(VT));
  SDValue Lo = Val;
  // A constant's upper bits are cleared so that the low part is a smaller immediate.
  if (Val.getOpcode() == ISD::Constant && !Val->isOpaqueConstant())
    Lo = DAG.getNode(ISD::AND, VT, Lo,
                     DAG.getConstant(APInt::lowBitsSet(unsigned(VT.sizeInBits()), HalfBits), VT));
  SDValue Hi = DAG.getNode(ISD::SRL, VT, Val, ShiftAmount);
  SDValue Store1 = DAG.getTruncStore(Chain, Lo, Ptr, HalfVT, partMemOperand(DAG, MMO, 0, HalfBits / 8));
  SDValue HiPtr = objectPtrOffset(DAG, Ptr, IncrementSize);
  SDValue Store2 =
      DAG.getTruncStore(Chain, Hi, HiPtr, HalfVT, partMemOperand(DAG, MMO, IncrementSize, HalfBits / 8));
  return DAG.getNode(ISD::TokenFactor, EVT::other(), Store1, Store2);
}

std::pair<SDValue, SDValue> expandNonPow2ExtLoad(SelectionDAGLegalize& L, SDNode* Load) {
  SelectionDAG& DAG = L.dag();
  const TargetLowering& TLI = L.tli();
  SDValue Chain = Load->getOperand(0), Ptr = Load->getOperand(1);
  EVT VT = Load->getValueType(0), SrcVT = Load->getMemoryVT();
  const MemOperand* MMO = Load->getMemOperand();
  if (SrcVT.isVector()) L.cannotLegalize(Load, "extending vector load of an odd width");
  // i24 = zextload i16 | (extload i8 at +2) << 16: the power-of-two part first, the rest after it.
  unsigned Width = unsigned(SrcVT.sizeInBits());
  unsigned RoundWidth = std::bit_floor(Width), ExtraWidth = Width - RoundWidth;
  if (RoundWidth % 8 || ExtraWidth % 8)
    L.cannotLegalize(Load, "extending load of a width that is not whole bytes");
  EVT RoundVT = EVT::integer(RoundWidth), ExtraVT = EVT::integer(ExtraWidth);
  int64_t IncrementSize = RoundWidth / 8;
  SDValue Lo =
      DAG.getExtLoad(ISD::ZEXTLOAD, VT, Chain, Ptr, RoundVT, partMemOperand(DAG, MMO, 0, RoundWidth / 8));
  SDValue HiPtr = DAG.getMemBasePlusOffset(Ptr, IncrementSize);
  SDValue Hi = DAG.getExtLoad(Load->getExtensionType(), VT, Chain, HiPtr, ExtraVT,
                              partMemOperand(DAG, MMO, IncrementSize, ExtraWidth / 8));
  SDValue Ch = DAG.getNode(ISD::TokenFactor, EVT::other(), Lo.getValue(1), Hi.getValue(1));
  Hi = DAG.getNode(ISD::SHL, VT, Hi, DAG.getConstant(RoundWidth, TLI.getShiftAmountTy(VT)));
  return {DAG.getNode(ISD::OR, VT, Lo, Hi), Ch};
}

SDValue expandNonPow2TruncStore(SelectionDAGLegalize& L, SDNode* Store) {
  SelectionDAG& DAG = L.dag();
  const TargetLowering& TLI = L.tli();
  SDValue Chain = Store->getOperand(0), Value = Store->getOperand(1), Ptr = Store->getOperand(2);
  EVT VT = Value.getValueType();
  const MemOperand* MMO = Store->getMemOperand();
  // truncstore i24 x = truncstore i16 x, truncstore i8 (x >> 16) at +2.
  unsigned Width = unsigned(Store->getMemoryVT().sizeInBits());
  unsigned RoundWidth = std::bit_floor(Width), ExtraWidth = Width - RoundWidth;
  if (RoundWidth % 8 || ExtraWidth % 8)
    L.cannotLegalize(Store, "truncating store of a width that is not whole bytes");
  EVT RoundVT = EVT::integer(RoundWidth), ExtraVT = EVT::integer(ExtraWidth);
  int64_t IncrementSize = RoundWidth / 8;
  SDValue Lo = DAG.getTruncStore(Chain, Value, Ptr, RoundVT, partMemOperand(DAG, MMO, 0, RoundWidth / 8));
  SDValue HiPtr = DAG.getMemBasePlusOffset(Ptr, IncrementSize);
  SDValue Hi = DAG.getNode(ISD::SRL, VT, Value, DAG.getConstant(RoundWidth, TLI.getShiftAmountTy(VT)));
  Hi = DAG.getTruncStore(Chain, Hi, HiPtr, ExtraVT, partMemOperand(DAG, MMO, IncrementSize, ExtraWidth / 8));
  return DAG.getNode(ISD::TokenFactor, EVT::other(), Lo, Hi);
}

std::pair<SDValue, SDValue> expandExtLoad(SelectionDAGLegalize& L, SDNode* Load) {
  SelectionDAG& DAG = L.dag();
  const TargetLowering& TLI = L.tli();
  SDValue Chain = Load->getOperand(0), Ptr = Load->getOperand(1);
  EVT DestVT = Load->getValueType(0), SrcVT = Load->getMemoryVT();
  ISD::LoadExtType Ext = Load->getExtensionType();
  const MemOperand* MMO = Load->getMemOperand();

  if (!isLoadExtLegal(TLI, ISD::EXTLOAD, DestVT, SrcVT)) {
    // A load of the memory type in its register type, then a separate extension.
    EVT LoadVT = TLI.getRegisterType(SrcVT);
    if (TLI.isTypeLegal(SrcVT) || isLoadExtLegal(TLI, Ext, LoadVT, SrcVT)) {
      ISD::LoadExtType MidExt = LoadVT == SrcVT ? ISD::NON_EXTLOAD : Ext;
      SDValue Mid = DAG.getExtLoad(MidExt, LoadVT, Chain, Ptr, SrcVT, MMO);
      SDValue Value = DAG.getNode(extendForLoad(SrcVT.isFloatingPoint(), Ext), DestVT, Mid);
      return {Value, Mid.getValue(1)};
    }
    // An f16 in memory whose type has no register: load its bits and convert them.
    if (SrcVT == EVT::f16()) {
      EVT ILoadVT = TLI.getRegisterType(DestVT.changeTypeToInteger());
      SDValue Bits = DAG.getExtLoad(ISD::ZEXTLOAD, ILoadVT, Chain, Ptr, EVT::i16(), MMO);
      return {DAG.getNode(ISD::FP16_TO_FP, DestVT, Bits), Bits.getValue(1)};
    }
  }
  if (SrcVT.isVector() || Ext == ISD::EXTLOAD)
    L.cannotLegalize(Load, "no legal form for this extending load");
  // Any-extending load, then the extension done in the register.
  SDValue Result = DAG.getExtLoad(ISD::EXTLOAD, DestVT, Chain, Ptr, SrcVT, MMO);
  SDValue Value = Ext == ISD::SEXTLOAD
                      ? DAG.getNode(ISD::SIGN_EXTEND_INREG, DestVT, Result, DAG.getValueType(SrcVT))
                      : DAG.getZeroExtendInReg(Result, SrcVT);
  return {Value, Result.getValue(1)};
}

SDValue optimizeFloatStore(SelectionDAGLegalize& L, SDNode* Store) {
  SelectionDAG& DAG = L.dag();
  const TargetLowering& TLI = L.tli();
  if (Store->isTruncatingStore()) return SDValue();
  L.trace("Optimizing float store operations");
  SDValue Chain = Store->getOperand(0), Value = Store->getOperand(1), Ptr = Store->getOperand(2);
  if (Value.getOpcode() != ISD::ConstantFP) return SDValue(); // TargetConstantFP stays as it is
  const MemOperand* MMO = Store->getMemOperand();
  const APInt& Bits = Value->getAPIntValue();
  EVT VT = Value.getValueType();
  if (VT == EVT::f32() && TLI.isTypeLegal(EVT::i32())) {
    SDValue Con = DAG.getConstant(Bits.zextOrTrunc(32), EVT::i32());
    return DAG.getStore(Chain, Con, Ptr, partMemOperand(DAG, MMO, 0, 4));
  }
  if (VT != EVT::f64()) return SDValue();
  if (TLI.isTypeLegal(EVT::i64())) {
    SDValue Con = DAG.getConstant(Bits.zextOrTrunc(64), EVT::i64());
    return DAG.getStore(Chain, Con, Ptr, partMemOperand(DAG, MMO, 0, 8));
  }
  // Two 32-bit stores, unless the double is an immediate the target materializes as cheaply.
  if (!TLI.isTypeLegal(EVT::i32()) || MMO->isVolatile() || TLI.isFPImmLegal(Bits, VT)) return SDValue();
  SDValue Lo = DAG.getConstant(Bits.trunc(32), EVT::i32());
  SDValue Hi = DAG.getConstant(Bits.lshr(32).trunc(32), EVT::i32());
  Lo = DAG.getStore(Chain, Lo, Ptr, partMemOperand(DAG, MMO, 0, 4));
  SDValue HiPtr = DAG.getMemBasePlusOffset(Ptr, 4);
  Hi = DAG.getStore(Chain, Hi, HiPtr, partMemOperand(DAG, MMO, 4, 4));
  return DAG.getNode(ISD::TokenFactor, EVT::other(), Lo, Hi);
}

} // namespace dt
