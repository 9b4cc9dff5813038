// dag/BuildLiveOut.cpp — what the builder knows of values that come from other blocks (LLVM's PHI live-out
// info in FunctionLoweringInfo and the assertions RegsForValue::getCopyFromRegs adds).
//
// After a block is selected, the pipeline records the known bits and sign bits of every integer it copies
// into a virtual register (isel/SelectionDAGISel.h, computeLiveOutVRegInfo). When a later block reads such a
// register, the builder states the fact in the DAG: a register known to be zero becomes the constant 0, one
// with known high zeros gets AssertZext to the narrowest type, one with known sign copies AssertSext. A PHI's
// facts are what all its incoming values share, computed before its block is built — but only when every
// predecessor has been built already (blocks go in reverse post order, so a loop header's back edge has not
// been), otherwise they are invalid.
// Invariants: only at -O1 and above (the pipeline records nothing at -O0); node creation order is LLVM's
// (each part's CopyFromReg, then its ValueType and assertion, before the next part's CopyFromReg); a fact is
// only ever about a register's value on every path, so asserting it is sound.
#include "dag/Builder.h"
#include "dag/BuilderImpl.h"
#include "ir/IR.h"

namespace dt {

namespace {

/// The sign bits of a constant: how many top bits equal the sign bit.
unsigned signBitsOf(const APInt& V) {
  return V.isNegative() ? V.countLeadingOnes() : V.countLeadingZeros();
}

} // namespace

void FunctionBuilder::computePhiLiveOutInfo(unsigned MBB) {
  const ir::BasicBlock* BB = FLI.Blocks[MBB].IRBlock;
  bool AllPredsVisited = true;
  for (unsigned P : IRPredecessors[MBB])
    if (!VisitedIRBlocks[P]) AllPredsVisited = false;
  VisitedIRBlocks[MBB] = 1;

  for (const auto& PI : BB->instructions()) {
    if (PI->opcode() != ir::Opcode::Phi) break;
    const uint32_t* DestReg = FLI.ValueMap.find(PI.get());
    if (!DestReg) continue; // nobody uses the PHI
    if (!AllPredsVisited) {
      FLI.growLiveOutRegInfo(*DestReg).IsValid = false;
      continue;
    }
    const ir::Type* T = PI->type();
    if (T->kind() != ir::TypeKind::Integer) continue;
    EVT VT = valueType(T);
    if (TH.getNumRegisters(VT) != 1) continue;
    const unsigned BitWidth = unsigned(TH.getRegisterType(VT).sizeInBits());
    LiveOutInfo& Dest = FLI.growLiveOutRegInfo(*DestReg);

    bool First = true;
    for (unsigned K = 0; K + 1 < PI->Ops.size(); K += 2) {
      const ir::Value* In = PI->Ops[K];
      const ir::ValueKind Kind = In->kind();
      if (Kind == ir::ValueKind::Undef || Kind == ir::ValueKind::Poison ||
          Kind == ir::ValueKind::ConstantExpr) {
        Dest.NumSignBits = 1;
        Dest.KnownZero = APInt::zero(BitWidth);
        Dest.KnownOne = APInt::zero(BitWidth);
        break;
      }
      unsigned SignBits;
      APInt Zero = APInt::zero(BitWidth), One = APInt::zero(BitWidth);
      if (Kind == ir::ValueKind::ConstantInt || Kind == ir::ValueKind::ZeroInitializer ||
          Kind == ir::ValueKind::ConstantNull) {
        APInt C = Kind == ir::ValueKind::ConstantInt ? static_cast<const ir::ConstantInt*>(In)->value()
                                                     : APInt::zero(T->bitWidth());
        APInt Val = TH.signExtendConstant(T->bitWidth()) ? C.sextOrTrunc(BitWidth) : C.zextOrTrunc(BitWidth);
        SignBits = signBitsOf(Val);
        Zero = ~Val;
        One = Val;
      } else {
        const uint32_t* SrcReg = FLI.ValueMap.find(In);
        const LiveOutInfo* Src = SrcReg ? FLI.liveOutRegInfo(*SrcReg, BitWidth) : nullptr;
        if (!Src) {
          Dest.IsValid = false;
          break;
        }
        SignBits = Src->NumSignBits;
        Zero = Src->KnownZero;
        One = Src->KnownOne;
      }
      if (First) {
        Dest.NumSignBits = SignBits;
        Dest.KnownZero = Zero;
        Dest.KnownOne = One;
        First = false;
      } else {
        Dest.NumSignBits = std::min(Dest.NumSignBits, SignBits);
        Dest.KnownZero = Dest.KnownZero & Zero;
        Dest.KnownOne = Dest.KnownOne & One;
      }
    }
  }
}

SDValue FunctionBuilder::assertLiveOutFacts(SelectionDAG& DAG, SDValue Part, uint32_t Reg, EVT RegVT) {
  if (!RegVT.isInteger()) return Part;
  const LiveOutInfo* LOI = FLI.liveOutRegInfo(Reg);
  if (!LOI) return Part;
  const unsigned RegSize = RegVT.scalarSizeInBits();
  const unsigned ZeroBits = LOI->KnownZero.countLeadingOnes();
  if (ZeroBits == RegSize) return DAG.getConstant(0, RegVT);
  unsigned FromBits;
  ISD::NodeType Assert;
  if (ZeroBits) {
    FromBits = RegSize - ZeroBits;
    Assert = ISD::AssertZext;
  } else if (LOI->NumSignBits > 1) {
    FromBits = RegSize - LOI->NumSignBits + 1;
    Assert = ISD::AssertSext;
  } else {
    return Part;
  }
  return DAG.getNode(Assert, RegVT, Part, DAG.getValueType(EVT::integer(FromBits)));
}

} // namespace dt
