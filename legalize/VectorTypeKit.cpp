// legalize/VectorTypeKit.cpp — shared utilities of the vector type-legalization families (see the header).
#include "legalize/VectorTypeKit.h"

#include "dag/FunctionLowering.h"

#include <algorithm>
#include <bit>

namespace dt::vectors {

namespace {
bool isByteSized(EVT VT) {
  return VT.sizeInBits() % 8 == 0;
}
uint64_t pow2Ceil(uint64_t V) {
  uint64_t P = 1;
  while (P < V) P <<= 1;
  return P;
}
bool isConst(SDValue V) {
  return V.getOpcode() == ISD::Constant;
}
} // namespace

int32_t extendForContent(BooleanContent BC) {
  switch (BC) {
  case BooleanContent::Undefined: return ISD::ANY_EXTEND;
  case BooleanContent::ZeroOrOne: return ISD::ZERO_EXTEND;
  case BooleanContent::ZeroOrNegativeOne: return ISD::SIGN_EXTEND;
  }
  return ISD::ZERO_EXTEND;
}

int32_t vecReduceBaseOpcode(int32_t ReduceOpc) {
  switch (ReduceOpc) {
  case ISD::VECREDUCE_FADD:
  case ISD::VECREDUCE_SEQ_FADD: return ISD::FADD;
  case ISD::VECREDUCE_FMUL:
  case ISD::VECREDUCE_SEQ_FMUL: return ISD::FMUL;
  case ISD::VECREDUCE_ADD: return ISD::ADD;
  case ISD::VECREDUCE_MUL: return ISD::MUL;
  case ISD::VECREDUCE_AND: return ISD::AND;
  case ISD::VECREDUCE_OR: return ISD::OR;
  case ISD::VECREDUCE_XOR: return ISD::XOR;
  case ISD::VECREDUCE_SMAX: return ISD::SMAX;
  case ISD::VECREDUCE_SMIN: return ISD::SMIN;
  case ISD::VECREDUCE_UMAX: return ISD::UMAX;
  case ISD::VECREDUCE_UMIN: return ISD::UMIN;
  case ISD::VECREDUCE_FMAX: return ISD::FMAXNUM;
  case ISD::VECREDUCE_FMIN: return ISD::FMINNUM;
  case ISD::VECREDUCE_FMAXIMUM: return ISD::FMAXIMUM;
  case ISD::VECREDUCE_FMINIMUM: return ISD::FMINIMUM;
  default: return -1;
  }
}

std::pair<EVT, EVT> splitDestVTs(EVT VT) {
  EVT Half = EVT::vector(VT.scalarType(), VT.numElements() / 2);
  return {Half, Half};
}

uint64_t commonAlign(uint64_t A, uint64_t Offset) {
  uint64_t R = A;
  while (R > 1 && Offset % R) R /= 2;
  return R;
}

uint64_t typeAlign(EVT VT, const TargetLowering& TLI) {
  if (VT.isVector()) return pow2Ceil(VT.storeSizeInBytes());
  uint64_t Bytes = pow2Ceil(VT.storeSizeInBytes());
  // RV32's data layout names no i128 alignment: it takes the largest integer one below (i64's).
  if (VT.isScalarInteger() && Bytes > 8 && TLI.getPointerTy().sizeInBits() == 32) return 8;
  return Bytes;
}

// ---- building vectors
// --------------------------------------------------------------------------------------
SDValue VectorKit::extractElt(SDValue Vec, uint64_t I) {
  return extractElt(Vec.getValueType().scalarType(), Vec, I);
}

SDValue VectorKit::extractElt(EVT EltVT, SDValue Vec, uint64_t I) {
  return extractElt(EltVT, Vec, idx(I));
}

SDValue VectorKit::extractElt(EVT VT, SDValue Vec, SDValue Index) {
  if (Index.isUndef() || Vec.isUndef()) return DAG.getUNDEF(VT);
  if (isConst(Index)) {
    uint64_t I = Index->getZExtValue();
    EVT VecVT = Vec.getValueType();
    if (I >= VecVT.numElements()) return DAG.getUNDEF(VT);
    switch (Vec.getOpcode()) {
    case ISD::CONCAT_VECTORS: {
      unsigned Factor = Vec.getOperand(0).getValueType().numElements();
      return extractElt(VT, Vec.getOperand(unsigned(I / Factor)), idx(I % Factor));
    }
    case ISD::BUILD_VECTOR: {
      SDValue Elt = Vec.getOperand(unsigned(I));
      return Elt.getValueType() == VT ? Elt : DAG.getAnyExtOrTrunc(Elt, VT);
    }
    case ISD::INSERT_VECTOR_ELT:
      if (isConst(Vec.getOperand(2))) {
        if (Vec.getOperand(2)->getZExtValue() != I) return extractElt(VT, Vec.getOperand(0), Index);
        SDValue Elt = Vec.getOperand(1);
        if (Elt.getValueType() == VT) return Elt;
        if (VT.isFloatingPoint())
          return Elt.getValueType().sizeInBits() < VT.sizeInBits()
                     ? DAG.getNode(ISD::FP_EXTEND, VT, Elt)
                     : DAG.getNode(ISD::FP_ROUND, VT, Elt, DAG.getIntPtrConstant(0, true));
        return DAG.getSExtOrTrunc(Elt, VT);
      }
      break;
    case ISD::EXTRACT_SUBVECTOR:
      if (VecVT.numElements() == 1) return extractElt(VT, Vec.getOperand(0), Vec.getOperand(1));
      break;
    default: break;
    }
  }
  return DAG.getNode(ISD::EXTRACT_VECTOR_ELT, VT, Vec, Index);
}

SDValue VectorKit::extractSubvector(EVT VT, SDValue Vec, uint64_t Index) {
  if (VT == Vec.getValueType()) return Vec;
  if (Vec.isUndef()) return DAG.getUNDEF(VT);
  if (Vec.getOpcode() == ISD::CONCAT_VECTORS && Vec.getOperand(0).getValueType() == VT)
    return Vec.getOperand(unsigned(Index / VT.numElements()));
  if (Vec.getOpcode() == ISD::INSERT_SUBVECTOR && isConst(Vec.getOperand(2)) &&
      Vec.getOperand(2)->getZExtValue() == Index && Vec.getOperand(1).getValueType() == VT)
    return Vec.getOperand(1);
  return DAG.getNode(ISD::EXTRACT_SUBVECTOR, VT, Vec, idx(Index));
}

SDValue VectorKit::concatVectors(EVT VT, std::span<const SDValue> Ops) {
  if (Ops.size() == 1) return Ops[0];
  if (std::all_of(Ops.begin(), Ops.end(), [](SDValue O) { return O.isUndef(); })) return DAG.getUNDEF(VT);
  // concat (extract X, 0), (extract X, n), ... is X itself.
  SDValue Src;
  bool Identity = true;
  for (size_t I = 0; I < Ops.size() && Identity; ++I) {
    SDValue Op = Ops[I];
    uint64_t Want = I * Op.getValueType().numElements();
    if (Op.getOpcode() != ISD::EXTRACT_SUBVECTOR || Op.getOperand(0).getValueType() != VT ||
        (Src && Op.getOperand(0) != Src) || !isConst(Op.getOperand(1)) ||
        Op.getOperand(1)->getZExtValue() != Want)
      Identity = false;
    else
      Src = Op.getOperand(0);
  }
  if (Identity) return Src;
  // Pieces that are all BUILD_VECTORs (or undef) make one BUILD_VECTOR.
  EVT SVT = VT.scalarType();
  std::vector<SDValue> Elts;
  bool AllBuild = true;
  for (SDValue Op : Ops) {
    if (Op.isUndef()) {
      for (unsigned E = 0; E < Op.getValueType().numElements(); ++E) Elts.push_back(DAG.getUNDEF(SVT));
    } else if (Op.getOpcode() == ISD::BUILD_VECTOR) {
      for (unsigned E = 0; E < Op.getNumOperands(); ++E) Elts.push_back(Op.getOperand(E));
    } else {
      AllBuild = false;
      break;
    }
  }
  if (AllBuild) {
    for (SDValue E : Elts)
      if (E.getValueType().sizeInBits() > SVT.sizeInBits()) SVT = E.getValueType();
    if (SVT.sizeInBits() > VT.scalarType().sizeInBits())
      for (SDValue& E : Elts) {
        if (E.isUndef())
          E = DAG.getUNDEF(SVT);
        else
          E = TLI.isZExtFree(E, SVT) ? DAG.getZExtOrTrunc(E, SVT) : DAG.getSExtOrTrunc(E, SVT);
      }
    return buildVector(VT, Elts);
  }
  return DAG.getNode(ISD::CONCAT_VECTORS, VT, Ops);
}

SDValue VectorKit::buildVector(EVT VT, std::span<const SDValue> Ops) {
  if (std::all_of(Ops.begin(), Ops.end(), [](SDValue O) { return O.isUndef(); })) return DAG.getUNDEF(VT);
  SDValue Src;
  bool Identity = true;
  for (size_t I = 0; I < Ops.size() && Identity; ++I) {
    SDValue Op = Ops[I];
    if (Op.getOpcode() != ISD::EXTRACT_VECTOR_ELT || Op.getOperand(0).getValueType() != VT ||
        (Src && Op.getOperand(0) != Src) || !isConst(Op.getOperand(1)) ||
        Op.getOperand(1)->getZExtValue() != I)
      Identity = false;
    else
      Src = Op.getOperand(0);
  }
  if (Identity) return Src;
  return DAG.getNode(ISD::BUILD_VECTOR, VT, Ops);
}

std::pair<SDValue, SDValue> VectorKit::splitVector(SDValue V) {
  auto [LoVT, HiVT] = splitDestVTs(V.getValueType());
  return {extractSubvector(LoVT, V, 0), extractSubvector(HiVT, V, LoVT.numElements())};
}

SDValue VectorKit::widenVector(SDValue V) {
  EVT VT = V.getValueType();
  // LLVM's NextPowerOf2 is strictly greater, so even a power-of-two count doubles.
  unsigned N = 1;
  while (N <= VT.numElements()) N <<= 1;
  EVT WideVT = EVT::vector(VT.scalarType(), N);
  return DAG.getNode(ISD::INSERT_SUBVECTOR, WideVT, DAG.getUNDEF(WideVT), V, idx(0));
}

SDValue VectorKit::modifyToType(SDValue In, EVT NVT, bool FillWithZeroes) {
  EVT InVT = In.getValueType();
  if (InVT == NVT) return In;
  unsigned InN = InVT.numElements(), WideN = NVT.numElements();
  if (WideN % InN == 0) {
    std::vector<SDValue> Ops(WideN / InN, FillWithZeroes ? DAG.getConstant(0, InVT) : DAG.getUNDEF(InVT));
    Ops[0] = In;
    return concatVectors(NVT, Ops);
  }
  if (InN % WideN == 0) return extractSubvector(NVT, In, 0);
  EVT EltVT = NVT.scalarType();
  unsigned MinN = std::min(InN, WideN);
  std::vector<SDValue> Ops;
  for (unsigned I = 0; I < MinN; ++I) Ops.push_back(extractElt(EltVT, In, I));
  while (Ops.size() < WideN) Ops.push_back(DAG.getUNDEF(EltVT));
  SDValue Widened = buildVector(NVT, Ops);
  if (!FillWithZeroes) return Widened;
  std::vector<SDValue> MaskOps(MinN, DAG.getAllOnesConstant(EltVT));
  while (MaskOps.size() < WideN) MaskOps.push_back(DAG.getConstant(0, EltVT));
  return DAG.getNode(ISD::AND, NVT, Widened, buildVector(NVT, MaskOps));
}

SDValue VectorKit::shiftAmountOperand(EVT LHSTy, SDValue Amount) {
  EVT ShTy = TLI.getShiftAmountTy(LHSTy);
  EVT OpTy = Amount.getValueType();
  if (OpTy == ShTy || OpTy.isVector()) return Amount;
  return DAG.getZExtOrTrunc(Amount, ShTy);
}

SDValue VectorKit::unrollVectorOp(SDNode* N, unsigned ResNE) {
  EVT VT = N->getValueType(0);
  unsigned NE = VT.numElements();
  EVT EltVT = VT.scalarType();
  if (ResNE == 0)
    ResNE = NE;
  else if (NE > ResNE)
    NE = ResNE;
  std::vector<SDValue> Operands(N->getNumOperands());
  auto scalarOperands = [&](unsigned I) {
    for (unsigned J = 0; J < N->getNumOperands(); ++J) {
      SDValue Op = N->getOperand(J);
      Operands[J] = Op.getValueType().isVector() ? extractElt(Op, I) : Op;
    }
  };
  if (N->getNumValues() == 2) {
    EVT VT1 = N->getValueType(1);
    std::vector<SDValue> S0, S1;
    for (unsigned I = 0; I < NE; ++I) {
      scalarOperands(I);
      SDValue E =
          DAG.getNode(N->getOpcode(), DAG.getVTList(EltVT, VT1.scalarType()), Operands, N->getFlags());
      S0.push_back(E);
      S1.push_back(E.getValue(1));
    }
    SDValue Parts[] = {buildVector(VT, S0), buildVector(VT1, S1)};
    return DAG.getMergeValues(Parts);
  }
  std::vector<SDValue> Scalars;
  unsigned I = 0;
  for (; I < NE; ++I) {
    scalarOperands(I);
    switch (N->getOpcode()) {
    case ISD::VSELECT: Scalars.push_back(DAG.getNode(ISD::SELECT, EltVT, Operands, N->getFlags())); break;
    case ISD::SHL:
    case ISD::SRA:
    case ISD::SRL:
    case ISD::ROTL:
    case ISD::ROTR:
      Scalars.push_back(DAG.getNode(N->getOpcode(), EltVT, Operands[0],
                                    shiftAmountOperand(Operands[0].getValueType(), Operands[1]),
                                    N->getFlags()));
      break;
    case ISD::SIGN_EXTEND_INREG:
      Scalars.push_back(DAG.getNode(N->getOpcode(), EltVT, Operands[0],
                                    DAG.getValueType(Operands[1]->getVTPayload().scalarType())));
      break;
    default: Scalars.push_back(DAG.getNode(N->getOpcode(), EltVT, Operands, N->getFlags())); break;
    }
  }
  for (; I < ResNE; ++I) Scalars.push_back(DAG.getUNDEF(EltVT));
  return buildVector(EVT::vector(EltVT, ResNE), Scalars);
}

SDValue VectorKit::neutralElement(int32_t BaseOpc, EVT VT, uint16_t Flags) {
  unsigned Bits = unsigned(VT.scalarSizeInBits());
  switch (BaseOpc) {
  case ISD::ADD:
  case ISD::OR:
  case ISD::XOR:
  case ISD::UMAX: return DAG.getConstant(0, VT);
  case ISD::MUL: return DAG.getConstant(1, VT);
  case ISD::AND:
  case ISD::UMIN: return DAG.getAllOnesConstant(VT);
  case ISD::SMAX: return DAG.getConstant(APInt::signedMin(Bits), VT);
  case ISD::SMIN: return DAG.getConstant(APInt::signedMax(Bits), VT);
  default: break;
  }
  FPFormat F = VT.fpFormat();
  switch (BaseOpc) {
  case ISD::FADD: return DAG.getConstantFP(fpZero(F, true), VT);
  case ISD::FMUL: return DAG.getConstantFP(fpFromDouble(F, 1.0), VT);
  case ISD::FMINNUM:
  case ISD::FMAXNUM:
  case ISD::FMINIMUM:
  case ISD::FMAXIMUM: {
    bool NoNaNs = Flags & SDNodeFlags::NoNaNs, NoInfs = Flags & SDNodeFlags::NoInfs;
    bool IsNum = BaseOpc == ISD::FMINNUM || BaseOpc == ISD::FMAXNUM;
    bool Negate = BaseOpc == ISD::FMAXNUM || BaseOpc == ISD::FMAXIMUM;
    APInt V = IsNum && !NoNaNs ? fpQNaN(F) : !NoInfs ? fpInf(F) : fpInf(F) - 1; // largest finite below inf
    return DAG.getConstantFP(Negate ? fpNeg(F, V) : V, VT);
  }
  default: return SDValue();
  }
}

bool VectorKit::isConstantBuildVector(SDValue V) {
  if (V.getResNo() != 0 || V.getOpcode() != ISD::BUILD_VECTOR) return false;
  bool AllConstOrUndef = true, Splat = true;
  SDValue First;
  for (unsigned I = 0; I < V.getNumOperands(); ++I) {
    SDValue Op = V.getOperand(I);
    if (Op.isUndef()) continue;
    if (!isConst(Op)) AllConstOrUndef = false;
    if (!isConst(Op) && Op.getOpcode() != ISD::ConstantFP) Splat = false;
    if (First && Op != First) Splat = false;
    if (!First) First = Op;
  }
  return AllConstOrUndef || (Splat && First);
}

// ---- memory
// ------------------------------------------------------------------------------------------------
SDValue VectorKit::objectPtrOffset(SDValue Ptr, int64_t Offset) {
  return DAG.getMemBasePlusOffset(Ptr, Offset, SDNodeFlags::NoUnsignedWrap);
}

const MemOperand* VectorKit::partMemOperand(const MemOperand* MMO, int64_t Offset, uint64_t Size) {
  MemOperand MO = *MMO;
  MO.PtrInfo = MMO->PtrInfo.withOffset(Offset);
  MO.SizeInBytes = Size;
  MO.SizeUnknown = false;
  int64_t At = MO.PtrInfo.Offset;
  MO.Align = commonAlign(MO.BaseAlign, uint64_t(At < 0 ? -At : At));
  return DAG.getMemOperand(MO);
}

const MemOperand* VectorKit::stackMemOperand(int FI, uint16_t Flags, uint64_t Size, uint64_t Align) {
  MemOperand MO;
  MO.F = Flags;
  MO.SizeInBytes = Size;
  MO.Align = MO.BaseAlign = Align;
  if (FI >= 0) MO.PtrInfo = MachinePointerInfo::fixedStack(FI);
  return DAG.getMemOperand(MO);
}

uint64_t VectorKit::reducedAlign(EVT VT) {
  uint64_t A = typeAlign(VT, TLI);
  if (TLI.isTypeLegal(VT) || !VT.isVector()) return A;
  if (A > TLI.getStackAlignment()) {
    // The vector is stored in the parts it is broken into: the part's alignment is enough.
    unsigned N = VT.numElements();
    if (N & (N - 1)) N = 1;
    while (N > 1 && !TLI.isTypeLegal(EVT::vector(VT.scalarType(), N))) N /= 2;
    EVT Part = EVT::vector(VT.scalarType(), N);
    if (!TLI.isTypeLegal(Part)) Part = VT.scalarType();
    A = std::min(A, typeAlign(Part, TLI));
  }
  return A;
}

std::pair<SDValue, int> VectorKit::stackTemporary(EVT VT, uint64_t Align) {
  return L.CreateStackTemporary(VT, Align);
}

SDValue VectorKit::vectorElementPointer(SDValue VecPtr, EVT VecVT, SDValue Index, unsigned NumSubElts) {
  EVT PtrVT = VecPtr.getValueType();
  Index = DAG.getZExtOrTrunc(Index, PtrVT);
  unsigned N = VecVT.numElements();
  if ((N & (N - 1)) == 0 && NumSubElts == 1) {
    APInt Mask = APInt::lowBitsSet(unsigned(PtrVT.sizeInBits()), unsigned(std::countr_zero(N)));
    Index = DAG.getNode(ISD::AND, PtrVT, Index, DAG.getConstant(Mask, PtrVT));
  } else {
    Index = DAG.getNode(ISD::UMIN, PtrVT, Index, DAG.getConstant(NumSubElts < N ? N - NumSubElts : 0, PtrVT));
  }
  uint64_t EltBytes = VecVT.scalarSizeInBits() / 8;
  Index = DAG.getNode(ISD::MUL, PtrVT, Index, DAG.getConstant(EltBytes, PtrVT));
  return DAG.getNode(ISD::ADD, PtrVT, VecPtr, Index);
}

std::pair<SDValue, SDValue> VectorKit::scalarizeVectorLoad(SDNode* LD) {
  SDValue Chain = LD->getOperand(0), Base = loadPtr(LD);
  EVT SrcVT = LD->getMemoryVT(), DstVT = LD->getValueType(0);
  ISD::LoadExtType Ext = LD->getExtensionType();
  const MemOperand* MMO = LD->getMemOperand();
  unsigned NumElem = SrcVT.numElements();
  EVT SrcEltVT = SrcVT.scalarType(), DstEltVT = DstVT.scalarType();
  int32_t ExtOpc = Ext == ISD::SEXTLOAD   ? ISD::SIGN_EXTEND
                   : Ext == ISD::ZEXTLOAD ? ISD::ZERO_EXTEND
                                          : ISD::ANY_EXTEND;
  std::vector<SDValue> Vals;
  if (!isByteSized(SrcEltVT)) {
    // Elements are packed bits of one integer: load it whole and pick the fields.
    EVT LoadVT = EVT::integer(unsigned(SrcVT.storeSizeInBytes() * 8));
    EVT SrcIntVT = EVT::integer(unsigned(SrcVT.sizeInBits()));
    unsigned EltBits = SrcEltVT.scalarSizeInBits();
    SDValue Mask = DAG.getConstant(APInt::lowBitsSet(unsigned(LoadVT.sizeInBits()), EltBits), LoadVT);
    SDValue Load = DAG.getExtLoad(ISD::EXTLOAD, LoadVT, Chain, Base, SrcIntVT,
                                  partMemOperand(MMO, 0, SrcIntVT.storeSizeInBytes()));
    for (unsigned I = 0; I < NumElem; ++I) {
      SDValue Sh = DAG.getNode(ISD::SRL, LoadVT, Load, DAG.getShiftAmountConstant(I * EltBits, LoadVT));
      SDValue Elt = DAG.getNode(ISD::TRUNCATE, SrcEltVT, DAG.getNode(ISD::AND, LoadVT, Sh, Mask));
      if (Ext != ISD::NON_EXTLOAD) Elt = DAG.getNode(ExtOpc, DstEltVT, Elt);
      Vals.push_back(Elt);
    }
    return {buildVector(DstVT, Vals), Load.getValue(1)};
  }
  uint64_t Stride = SrcEltVT.storeSizeInBytes();
  std::vector<SDValue> Chains;
  for (unsigned I = 0; I < NumElem; ++I) {
    SDValue L = DAG.getExtLoad(Ext, DstEltVT, Chain, Base, SrcEltVT,
                               partMemOperand(MMO, int64_t(I * Stride), Stride));
    Base = objectPtrOffset(Base, int64_t(Stride));
    Vals.push_back(L);
    Chains.push_back(L.getValue(1));
  }
  return {buildVector(DstVT, Vals), DAG.getNode(ISD::TokenFactor, EVT::other(), Chains)};
}

SDValue VectorKit::scalarizeVectorStore(SDNode* ST) {
  SDValue Chain = ST->getOperand(0), Value = ST->getOperand(1), Base = storePtr(ST);
  EVT StVT = ST->getMemoryVT();
  const MemOperand* MMO = ST->getMemOperand();
  EVT RegSclVT = Value.getValueType().scalarType(), MemSclVT = StVT.scalarType();
  unsigned NumElem = StVT.numElements();
  if (!isByteSized(MemSclVT)) {
    EVT IntVT = EVT::integer(unsigned(StVT.sizeInBits()));
    SDValue Cur = DAG.getConstant(0, IntVT);
    for (unsigned I = 0; I < NumElem; ++I) {
      SDValue Elt = DAG.getNode(ISD::EXTRACT_VECTOR_ELT, RegSclVT, Value, idx(I));
      SDValue Ext = DAG.getNode(ISD::ZERO_EXTEND, IntVT, DAG.getNode(ISD::TRUNCATE, MemSclVT, Elt));
      SDValue Sh = DAG.getNode(ISD::SHL, IntVT, Ext, DAG.getConstant(I * MemSclVT.scalarSizeInBits(), IntVT));
      Cur = DAG.getNode(ISD::OR, IntVT, Cur, Sh);
    }
    return DAG.getStore(Chain, Cur, Base, partMemOperand(MMO, 0, IntVT.storeSizeInBytes()));
  }
  uint64_t Stride = MemSclVT.storeSizeInBytes();
  std::vector<SDValue> Stores;
  for (unsigned I = 0; I < NumElem; ++I) {
    SDValue Elt = DAG.getNode(ISD::EXTRACT_VECTOR_ELT, RegSclVT, Value, idx(I));
    SDValue Ptr = I ? objectPtrOffset(Base, int64_t(I * Stride)) : Base;
    Stores.push_back(
        DAG.getTruncStore(Chain, Elt, Ptr, MemSclVT, partMemOperand(MMO, int64_t(I * Stride), Stride)));
  }
  return DAG.getNode(ISD::TokenFactor, EVT::other(), Stores);
}

} // namespace dt::vectors
