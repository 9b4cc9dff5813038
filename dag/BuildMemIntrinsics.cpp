// dag/BuildMemIntrinsics.cpp — llvm.memcpy / llvm.memmove / llvm.memset, IR → SelectionDAG (LLVM's
// SelectionDAG::getMemcpy / getMemmove / getMemset, with TargetLowering::findOptimalMemOpLowering).
//
// A memory intrinsic of constant length whose pieces fit the target's store limit becomes integer loads and
// stores of the widest types the destination's alignment allows (any width up to the widest legal integer
// when the destination is a stack object whose alignment can still be raised), tied together by a
// TokenFactor; a memset stores its byte splatted into an integer constant (or multiplied by 0x0101... when it
// is not a constant), a memcpy from a constant global stores the global's bytes as immediates. Anything else
// is a call to the C library function of the same name, whose result (the destination) nobody reads.
// The target's answers (store limits, misaligned accesses, free truncations) come in BuildOptions::MemOps.
// Invariants: node creation order follows LLVM's (offset constant, address, load, address, store per piece;
// memmove: all loads, their TokenFactor, then the stores), so node ids match; length 0 creates nothing.
#include "dag/Builder.h"
#include "dag/BuilderImpl.h"
#include "dag/CallParts.h"
#include "ir/IR.h"
#include "support/Diagnostics.h"

#include <algorithm>

namespace dt {

namespace {

/// The question findOptimalMemOpTypes answers (LLVM's MemOp).
struct MemOpShape {
  uint64_t Size = 0;
  bool DstAlignCanChange = false; // the destination is a stack object whose alignment may still grow
  uint64_t DstAlign = 1;
  bool AllowOverlap = true; // a last piece may overlap the one before it (never for volatile accesses)
};

/// Whether VT is a legal register type of the target (one register of exactly that type).
bool isLegalType(const TargetHooks& TH, EVT VT) {
  return TH.getNumRegisters(VT) == 1 && TH.getRegisterType(VT) == VT;
}

/// The integer types of the pieces, in address order (LLVM's findOptimalMemOpLowering for a target without
/// a preferred memory-op type): start from the widest integer the destination alignment allows — capped at
/// the widest legal integer — and halve it for the tail. Empty when more than Limit pieces would be needed.
std::vector<EVT> findOptimalMemOpTypes(const TargetHooks& TH, const MemOpTargetInfo& Info,
                                       const MemOpShape& Op, unsigned Limit) {
  auto misaligned = [&](EVT VT, uint64_t Align) {
    return Info.AllowsMisalignedAccess && Info.AllowsMisalignedAccess(VT, Align);
  };
  unsigned Bits = 128;
  if (!Op.DstAlignCanChange)
    while (Op.DstAlign < Bits / 8 && !misaligned(EVT::integer(Bits), Op.DstAlign)) Bits /= 2;
  unsigned LegalBits = 128;
  while (LegalBits > 8 && !isLegalType(TH, EVT::integer(LegalBits))) LegalBits /= 2;
  Bits = std::min(Bits, LegalBits);

  std::vector<EVT> Types;
  uint64_t Left = Op.Size;
  while (Left) {
    uint64_t PieceSize = Bits / 8;
    while (PieceSize > Left) {
      unsigned Narrower = Bits / 2;
      // A misaligned access that overlaps the previous piece can finish the tail in one go where the target
      // allows misaligned accesses (MemOpTargetInfo has no separate "fast" answer: allowed counts as fast).
      uint64_t Align = Op.DstAlignCanChange ? 1 : Op.DstAlign;
      if (!Types.empty() && Op.AllowOverlap && Narrower / 8 < Left && misaligned(EVT::integer(Bits), Align)) {
        PieceSize = Left;
      } else {
        Bits = Narrower;
        PieceSize = Bits / 8;
      }
    }
    if (Types.size() + 1 > Limit) return {};
    Types.push_back(EVT::integer(Bits));
    Left -= std::min(PieceSize, Left);
  }
  return Types;
}

/// The largest power of two dividing both A and Offset (LLVM's commonAlignment).
uint64_t commonAlignment(uint64_t A, uint64_t Offset) {
  while (A > 1 && Offset % A) A /= 2;
  return A;
}

/// Appends the bytes of constant C, laid out as in memory (little-endian), to Out; false for constants whose
/// bytes are not known at compile time (addresses, expressions).
bool appendConstantBytes(const ir::DataLayout& DL, const ir::Constant* C, std::vector<uint8_t>& Out) {
  const ir::Type* T = C->type();
  size_t Start = Out.size();
  switch (C->kind()) {
  case ir::ValueKind::ZeroInitializer:
  case ir::ValueKind::Undef: // LLVM reads undefined bytes of an initializer as zeros
  case ir::ValueKind::Poison: Out.resize(Start + DL.typeAllocSize(T), 0); return true;
  case ir::ValueKind::ConstantInt:
  case ir::ValueKind::ConstantFP: {
    const APInt& V = C->kind() == ir::ValueKind::ConstantInt ? static_cast<const ir::ConstantInt*>(C)->value()
                                                             : static_cast<const ir::ConstantFP*>(C)->bits();
    uint64_t N = DL.typeStoreSize(T);
    APInt Stored = V.zextOrTrunc(unsigned(N * 8));
    for (uint64_t K = 0; K < N; ++K)
      Out.push_back(uint8_t(Stored.extractBits(8, unsigned(K * 8)).getZExtValue()));
    Out.resize(Start + DL.typeAllocSize(T), 0);
    return true;
  }
  case ir::ValueKind::ConstantAggregate: {
    if (T->isVector()) return false; // packed elements: not needed by anything dagtool reads
    const auto& Elems = static_cast<const ir::ConstantAggregate*>(C)->elements();
    for (unsigned K = 0; K < Elems.size(); ++K) {
      uint64_t Off = T->isStruct() ? DL.structMemberOffset(T, K) : K * DL.typeAllocSize(T->elementType());
      Out.resize(Start + Off, 0);
      if (!appendConstantBytes(DL, Elems[K], Out)) return false;
    }
    Out.resize(Start + DL.typeAllocSize(T), 0);
    return true;
  }
  default: return false;
  }
}

} // namespace

// ---- the builder's part ----------------------------------------------------------------------------------

void FunctionBuilder::visitMemIntrinsic(BlockState& S, const ir::Instruction& I) {
  SelectionDAG& DAG = S.DAG;
  auto* Fn = static_cast<const ir::Function*>(I.Callee);
  const MemOpKind Kind = Fn->Intrinsic == ir::IntrinsicID::memcpy    ? MemOpKind::Memcpy
                         : Fn->Intrinsic == ir::IntrinsicID::memmove ? MemOpKind::Memmove
                                                                     : MemOpKind::Memset;
  const ir::Value* DstV = I.operand(0);
  const ir::Value* SrcV = I.operand(1); // the byte value for memset
  SDValue Dst = getValue(S, DstV);
  SDValue Src = getValue(S, SrcV);
  SDValue Len = getValue(S, I.operand(2));
  auto paramAlign = [&](unsigned K) -> uint64_t {
    unsigned A = K < I.argAttrs().size() ? I.argAttrs()[K].Align : 0;
    return A ? A : 1; // 0 and 1 both mean "no alignment known"
  };
  uint64_t Alignment = paramAlign(0);
  if (Kind != MemOpKind::Memset) Alignment = std::min(Alignment, paramAlign(1));
  const ir::Value* VolV = I.operand(3);
  bool IsVolatile = VolV->kind() == ir::ValueKind::ConstantInt &&
                    !static_cast<const ir::ConstantInt*>(VolV)->value().isZero();
  SDValue Chain = IsVolatile ? getRoot(S) : getMemoryRoot(S);

  if (isConstantNode(Len)) {
    uint64_t Size = Len->getZExtValue();
    if (Size == 0) {
      DAG.setRoot(Chain);
      return;
    }
    SDValue Inline =
        Kind == MemOpKind::Memset
            ? memsetStores(S, Chain, Dst, Src, DstV, Size, Alignment, IsVolatile)
            : memcpyLoadsAndStores(S, Kind, Chain, Dst, Src, DstV, SrcV, Size, Alignment, IsVolatile);
    if (Inline) {
      DAG.setRoot(Inline);
      return;
    }
  }

  // A call to the C library function: (dst, src or byte, length as a pointer-sized integer), returning dst,
  // which is not read. Arguments go without extension attributes (LLVM's plain argument list entries).
  // LLVM makes it a tail call when the intrinsic call is marked `tail` and sits in tail position; dagtool
  // forms no tail calls for IR calls (docs/divergences.md).
  EVT PtrVT = TH.getPointerTy();
  const char* Name = Kind == MemOpKind::Memcpy ? "memcpy" : Kind == MemOpKind::Memmove ? "memmove" : "memset";
  CallLoweringInfo CLI;
  CLI.Chain = Chain;
  CLI.Callee = DAG.getExternalSymbol(Name, PtrVT);
  CLI.LibcallName = Name;
  CLI.RetTy = DstV->type();
  SDValue Args[] = {Dst, Src, Len};
  EVT ArgVTs[] = {PtrVT, Kind == MemOpKind::Memset ? Src.getValueType() : PtrVT, PtrVT};
  for (unsigned AI = 0; AI < 3; ++AI) {
    EVT VT = ArgVTs[AI];
    EVT PartVT = TH.getRegisterTypeForCallingConv(VT);
    unsigned N = TH.getNumRegistersForCallingConv(VT);
    std::vector<SDValue> Parts(N);
    abiCopyToParts(TH, DAG, Args[AI], Parts.data(), N, PartVT, ISD::ANY_EXTEND);
    for (unsigned K = 0; K < N; ++K) {
      OutputArg O;
      O.Flags.OrigAlign = unsigned(VT.storeSizeInBytes());
      O.VT = Parts[K].getValueType();
      O.ArgVT = VT;
      O.OrigArgIndex = AI;
      CLI.Outs.push_back(O);
      CLI.OutVals.push_back(Parts[K]);
    }
  }
  CLI.NumFixedArgs = unsigned(CLI.Outs.size());
  for (unsigned K = 0; K < TH.getNumRegistersForCallingConv(PtrVT); ++K) {
    InputArg In;
    In.VT = TH.getRegisterTypeForCallingConv(PtrVT);
    In.ArgVT = PtrVT;
    In.OrigArgIndex = ~0u;
    CLI.Ins.push_back(In);
  }
  std::vector<SDValue> InVals;
  DAG.setRoot(TH.lowerCall(DAG, CLI, InVals, FLI));
}

/// The known alignment of the address Ptr (LLVM's InferPtrAlign): a global's, or a stack object's, at a
/// constant offset; 0 when nothing is known.
uint64_t FunctionBuilder::inferPtrAlign(SDValue Ptr) const {
  int64_t Offset = 0;
  SDValue Base = Ptr;
  if (Ptr.getOpcode() == ISD::ADD && isConstantNode(Ptr.getOperand(1))) {
    Base = Ptr.getOperand(0);
    Offset = Ptr.getOperand(1)->getSExtValue();
  }
  if (Base.getOpcode() == ISD::GlobalAddress && Base->getGlobal() &&
      Base->getGlobal()->kind() == ir::ValueKind::GlobalVariable) {
    // A global's alignment: its own, else what the data layout gives a definition (large ones get 16), else
    // the ABI alignment of its type.
    auto* G = static_cast<const ir::GlobalVariable*>(Base->getGlobal());
    uint64_t A = G->Align;
    if (!A && G->Initializer) {
      A = M.Layout.prefAlign(G->valueType());
      if (M.Layout.typeStoreSize(G->valueType()) > 16 && A < 16) A = 16;
    }
    if (!A) A = M.Layout.abiAlign(G->valueType());
    return commonAlignment(A, uint64_t(Offset + Base->getOffset()));
  }
  if (Base.getOpcode() == ISD::FrameIndex)
    return commonAlignment(FLI.Frame.object(Base->getFrameIndex()).Align, uint64_t(Offset));
  return 0;
}

/// A stack object that Dst is the address of, when its alignment may still be raised (LLVM's
/// DstAlignCanChange: an ordinary, not a fixed, frame object); -1 otherwise.
static int raisableFrameIndex(SDValue Dst) {
  return Dst.getOpcode() == ISD::FrameIndex && Dst->getFrameIndex() >= 0 ? Dst->getFrameIndex() : -1;
}

/// Raises the alignment of stack object FI to what the first piece type wants (at most the stack alignment:
/// no dynamic realignment), and returns the alignment the stores may assume.
uint64_t FunctionBuilder::raiseDstAlignment(int FI, EVT FirstVT, uint64_t Alignment) {
  uint64_t NewAlign = std::min<uint64_t>(FirstVT.storeSizeInBytes(), TH.getStackAlignment());
  if (NewAlign <= Alignment) return Alignment;
  FrameObject& Obj = FLI.Frame.Objects[FI];
  Obj.Align = std::max(Obj.Align, NewAlign);
  return NewAlign;
}

SDValue FunctionBuilder::memcpyLoadsAndStores(BlockState& S, MemOpKind Kind, SDValue Chain, SDValue Dst,
                                              SDValue Src, const ir::Value* DstV, const ir::Value* SrcV,
                                              uint64_t Size, uint64_t Alignment, bool IsVolatile) {
  SelectionDAG& DAG = S.DAG;
  if (Src.isUndef()) return Chain;
  const bool IsMemmove = Kind == MemOpKind::Memmove;
  int FI = raisableFrameIndex(Dst);
  uint64_t SrcAlign = std::max(inferPtrAlign(Src), Alignment);

  // A memcpy from a constant global stores the global's bytes as immediates (LLVM: isMemSrcFromConstant).
  std::vector<uint8_t> ConstBytes;
  bool CopyFromConstant = false, ZeroConstant = false;
  if (!IsMemmove && !IsVolatile) {
    SDValue G = Src;
    uint64_t Delta = 0;
    if (G.getOpcode() == ISD::ADD && G.getOperand(0).getOpcode() == ISD::GlobalAddress &&
        isConstantNode(G.getOperand(1))) {
      Delta = G.getOperand(1)->getZExtValue();
      G = G.getOperand(0);
    }
    if (G.getOpcode() == ISD::GlobalAddress && G->getGlobal() &&
        G->getGlobal()->kind() == ir::ValueKind::GlobalVariable) {
      auto* GV = static_cast<const ir::GlobalVariable*>(G->getGlobal());
      Delta += uint64_t(G->getOffset());
      if (GV->IsConstant && GV->Initializer && appendConstantBytes(M.Layout, GV->Initializer, ConstBytes) &&
          Delta <= ConstBytes.size()) {
        CopyFromConstant = true;
        ZeroConstant = GV->Initializer->kind() == ir::ValueKind::ZeroInitializer;
        ConstBytes.erase(ConstBytes.begin(), ConstBytes.begin() + int64_t(Delta));
      }
    }
  }

  MemOpShape Op;
  Op.Size = Size;
  Op.DstAlignCanChange = FI >= 0;
  Op.DstAlign = Alignment;
  Op.AllowOverlap = !IsVolatile && !IsMemmove;
  unsigned Limit = IsMemmove ? Opts.MemOps.MaxStoresPerMemmove : Opts.MemOps.MaxStoresPerMemcpy;
  std::vector<EVT> Types = findOptimalMemOpTypes(TH, Opts.MemOps, Op, Limit);
  if (Types.empty()) return SDValue();
  if (FI >= 0) Alignment = raiseDstAlignment(FI, Types[0], Alignment);

  const uint16_t Vol = IsVolatile ? MemOperand::Volatile : 0;
  std::vector<SDValue> OutChains, LoadChains, StoreChains, LoadValues;
  uint64_t SrcOff = 0, DstOff = 0, Left = Size;
  for (EVT VT : Types) {
    uint64_t PieceSize = VT.storeSizeInBytes();
    if (PieceSize > Left) { // the last piece overlaps the one before it
      SrcOff -= PieceSize - Left;
      DstOff -= PieceSize - Left;
    }
    SDValue Store;
    if (CopyFromConstant && VT.isScalarInteger()) {
      // The bytes as an immediate (beyond the global's end, which is undefined behaviour, read zeros).
      APInt Bits = APInt::zero(unsigned(VT.sizeInBits()));
      if (!ZeroConstant)
        for (uint64_t K = 0; K < PieceSize && SrcOff + K < ConstBytes.size(); ++K)
          Bits = Bits.insertBits(APInt(8, ConstBytes[SrcOff + K]), unsigned(K * 8));
      if (ZeroConstant ||
          (Opts.MemOps.ConvertConstantLoadToImm && Opts.MemOps.ConvertConstantLoadToImm(Bits, VT))) {
        SDValue Value = DAG.getConstant(Bits, VT);
        SDValue Addr = DAG.getMemBasePlusOffset(Dst, int64_t(DstOff), SDNodeFlags::NoUnsignedWrap);
        Store =
            DAG.getStore(Chain, Value, Addr,
                         memOperand(S, DstV, MemOperand::Store | Vol, PieceSize, Alignment, int64_t(DstOff)));
        OutChains.push_back(Store);
      }
    }
    if (!Store) {
      SDValue SrcAddr = DAG.getMemBasePlusOffset(Src, int64_t(SrcOff), SDNodeFlags::NoUnsignedWrap);
      if (IsMemmove) {
        // memmove reads everything before it writes anything; its loads keep the source's base alignment.
        SDValue Value =
            DAG.getLoad(VT, Chain, SrcAddr,
                        memOperand(S, SrcV, MemOperand::Load | Vol, PieceSize, SrcAlign, int64_t(SrcOff)));
        LoadValues.push_back(Value);
        LoadChains.push_back(Value.getValue(1));
      } else {
        // Pieces narrower than a register are loaded extended to the register type and stored truncated.
        EVT RegVT = isLegalType(TH, VT) ? VT : TH.getRegisterType(VT);
        SDValue Value = DAG.getExtLoad(ISD::EXTLOAD, RegVT, Chain, SrcAddr, VT,
                                       memOperand(S, SrcV, MemOperand::Load | Vol, PieceSize,
                                                  commonAlignment(SrcAlign, SrcOff), int64_t(SrcOff)));
        LoadChains.push_back(Value.getValue(1));
        SDValue DstAddr = DAG.getMemBasePlusOffset(Dst, int64_t(DstOff), SDNodeFlags::NoUnsignedWrap);
        StoreChains.push_back(DAG.getTruncStore(
            Chain, Value, DstAddr, VT,
            memOperand(S, DstV, MemOperand::Store | Vol, PieceSize, Alignment, int64_t(DstOff))));
      }
    }
    SrcOff += PieceSize;
    DstOff += PieceSize;
    Left -= std::min(PieceSize, Left);
  }

  if (IsMemmove) {
    SDValue Loaded = DAG.getNode(ISD::TokenFactor, EVT::other(), LoadChains);
    DstOff = 0;
    for (unsigned K = 0; K < Types.size(); ++K) {
      uint64_t PieceSize = Types[K].storeSizeInBytes();
      SDValue DstAddr = DAG.getMemBasePlusOffset(Dst, int64_t(DstOff), SDNodeFlags::NoUnsignedWrap);
      OutChains.push_back(
          DAG.getStore(Loaded, LoadValues[K], DstAddr,
                       memOperand(S, DstV, MemOperand::Store | Vol, PieceSize, Alignment, int64_t(DstOff))));
      DstOff += PieceSize;
    }
  } else {
    // Each load's chain next to its store's (LLVM 19's RISC-V glues no load/store groups together).
    for (size_t K = 0; K < StoreChains.size(); ++K) {
      OutChains.push_back(LoadChains[K]);
      OutChains.push_back(StoreChains[K]);
    }
  }
  return DAG.getNode(ISD::TokenFactor, EVT::other(), OutChains);
}

/// The memset byte Byte splatted into an integer of type VT (LLVM's getMemsetValue): a constant (opaque
/// unless the target stores it as an immediate), or the byte zero-extended and multiplied by 0x0101....
static SDValue memsetValue(const MemOpTargetInfo& Info, SelectionDAG& DAG, SDValue Byte, EVT VT) {
  unsigned Bits = unsigned(VT.sizeInBits());
  if (isConstantNode(Byte)) {
    APInt B = Byte->getAPIntValue();
    APInt Splat = APInt::zero(Bits);
    for (unsigned K = 0; K < Bits; K += 8) Splat = Splat.insertBits(B, K);
    bool Opaque =
        Bits > 64 || !Info.IsLegalStoreImmediate || !Info.IsLegalStoreImmediate(Byte->getSExtValue());
    return DAG.getConstant(Splat, VT, false, Opaque);
  }
  SDValue Value = DAG.getNode(ISD::ZERO_EXTEND, VT, Byte);
  if (Bits > 8) {
    APInt Magic = APInt::zero(Bits);
    for (unsigned K = 0; K < Bits; K += 8) Magic = Magic.insertBits(APInt(8, 1), K);
    Value = DAG.getNode(ISD::MUL, VT, Value, DAG.getConstant(Magic, VT));
  }
  return Value;
}

SDValue FunctionBuilder::memsetStores(BlockState& S, SDValue Chain, SDValue Dst, SDValue Byte,
                                      const ir::Value* DstV, uint64_t Size, uint64_t Alignment,
                                      bool IsVolatile) {
  SelectionDAG& DAG = S.DAG;
  if (Byte.isUndef()) return Chain;
  int FI = raisableFrameIndex(Dst);
  MemOpShape Op;
  Op.Size = Size;
  Op.DstAlignCanChange = FI >= 0;
  Op.DstAlign = Alignment;
  Op.AllowOverlap = !IsVolatile;
  std::vector<EVT> Types = findOptimalMemOpTypes(TH, Opts.MemOps, Op, Opts.MemOps.MaxStoresPerMemset);
  if (Types.empty()) return SDValue();
  if (FI >= 0) Alignment = raiseDstAlignment(FI, Types[0], Alignment);

  EVT LargestVT = *std::max_element(Types.begin(), Types.end(),
                                    [](EVT A, EVT B) { return A.sizeInBits() < B.sizeInBits(); });
  SDValue Largest = memsetValue(Opts.MemOps, DAG, Byte, LargestVT);
  const uint16_t Vol = IsVolatile ? MemOperand::Volatile : 0;
  std::vector<SDValue> OutChains;
  uint64_t DstOff = 0, Left = Size;
  for (EVT VT : Types) {
    uint64_t PieceSize = VT.storeSizeInBytes();
    if (PieceSize > Left) DstOff -= PieceSize - Left; // the last piece overlaps the one before it
    // A narrower piece takes the wide value truncated where that is free, else its own splat.
    SDValue Value = Largest;
    if (VT.sizeInBits() < LargestVT.sizeInBits())
      Value = Opts.MemOps.IsTruncateFree && Opts.MemOps.IsTruncateFree(LargestVT, VT)
                  ? DAG.getNode(ISD::TRUNCATE, VT, Largest)
                  : memsetValue(Opts.MemOps, DAG, Byte, VT);
    SDValue Addr = DAG.getMemBasePlusOffset(Dst, int64_t(DstOff), SDNodeFlags::NoUnsignedWrap);
    OutChains.push_back(
        DAG.getStore(Chain, Value, Addr,
                     memOperand(S, DstV, MemOperand::Store | Vol, PieceSize, Alignment, int64_t(DstOff))));
    DstOff += PieceSize;
    Left -= std::min(PieceSize, Left);
  }
  return DAG.getNode(ISD::TokenFactor, EVT::other(), OutChains);
}

} // namespace dt
