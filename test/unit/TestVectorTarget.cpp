// test/unit/TestVectorTarget.cpp — see TestVectorTarget.h.
#include "test/unit/TestVectorTarget.h"

namespace dt::test {

TestVectorTarget::TestVectorTarget(bool VectorAllOnesBooleans)
    : RISCVTargetLowering(riscv::Subtarget::create("riscv32", "+m", "")),
      VectorAllOnes(VectorAllOnesBooleans) {
  addRegisterClass(v4i32(), "VR");
  addRegisterClass(v2i64(), "VR");
  computeRegisterProperties();

  using A = LegalizeAction;
  setOperationAction({ISD::MUL, ISD::CTPOP, ISD::SIGN_EXTEND_INREG, ISD::BSWAP, ISD::SETCC, ISD::VSELECT,
                      ISD::SELECT, ISD::UREM, ISD::SREM, ISD::UDIVREM, ISD::SDIVREM},
                     v4i32(), A::Expand);
  setOperationAction({ISD::SDIV, ISD::SREM, ISD::CTPOP, ISD::BSWAP, ISD::OR, ISD::SDIVREM, ISD::UDIVREM}, v2i64(),
                     A::Expand);
  setOperationAction(ISD::AND, v2i64(), A::Promote);
  AddPromotedToType(ISD::AND, v2i64(), v4i32());
  setOperationAction(ISD::XOR, v2i64(), A::Custom);
  for (EVT Mem : {EVT::vector(EVT::i16(), 4), EVT::vector(EVT::i8(), 4)}) {
    for (auto Ext : {ISD::EXTLOAD, ISD::SEXTLOAD, ISD::ZEXTLOAD})
      setLoadExtAction(Ext, v4i32(), Mem, A::Expand);
    setTruncStoreAction(v4i32(), Mem, A::Expand);
  }
}

BooleanContent TestVectorTarget::getBooleanContents(EVT VT) const {
  if (VT.isVector() && VectorAllOnes) return BooleanContent::ZeroOrNegativeOne;
  return RISCVTargetLowering::getBooleanContents(VT);
}

SDValue TestVectorTarget::LowerOperation(SDValue Op, SelectionDAG& DAG) const {
  if (Op.getOpcode() == ISD::XOR && Op.getValueType().isVector()) return SDValue();
  return RISCVTargetLowering::LowerOperation(Op, DAG);
}

} // namespace dt::test
