// dag/BuildCalls.cpp — calls and intrinsics, IR → SelectionDAG (the rest of the builder is Builder.cpp).
//
// As in Builder.cpp, node creation order is part of the contract: calls build their argument parts, the
// call sequence and the result copies in LLVM's order, and each intrinsic creates its nodes as LLVM's
// SelectionDAGBuilder::visitIntrinsicCall does, so node ids match.
#include "dag/Builder.h"
#include "dag/BuilderImpl.h"
#include "dag/CallParts.h"

#include "ir/IR.h"
#include "support/Diagnostics.h"

namespace dt {

using ir::Opcode;

// ---- calls -------------------------------------------------------------------------------------------------
void FunctionBuilder::visitCall(BlockState& S, const ir::Instruction& I) {
  if (I.Callee && I.Callee->kind() == ir::ValueKind::Function &&
      static_cast<const ir::Function*>(I.Callee)->Intrinsic != ir::IntrinsicID::NotIntrinsic) {
    if (visitIntrinsic(S, I)) return;
  }
  SelectionDAG& DAG = S.DAG;
  SDValue Callee = getValue(S, I.Callee);
  const ir::Type* FnTy = I.calleeType();
  CallLoweringInfo CLI;
  CLI.RetTy = FnTy->returnType();
  CLI.IsVarArg = FnTy->isVarArg();
  CLI.NumFixedArgs = FnTy->numParams();
  CLI.CB = &I;
  CLI.Callee = Callee;
  std::vector<SDValue> ArgVals;
  for (const ir::Value* A : I.Ops) ArgVals.push_back(getValue(S, A));
  CLI.Chain = getRoot(S);
  std::vector<uint64_t> RetOffsets;
  auto RetVTs = valueVTs(CLI.RetTy, &RetOffsets);
  bool Demote = !RetVTs.empty() && !TH.canLowerReturn(returnParts(CLI.RetTy, I.retAttrs().SignExt, I.retAttrs().ZeroExt),
                                                       CLI.IsVarArg);
  int DemoteFI = 0;
  SDValue DemoteSlot;
  if (Demote) {
    // The callee returns through memory: pass a stack slot as the hidden first (sret) argument.
    DemoteFI = FLI.Frame.createStackObject(M.Layout.typeAllocSize(CLI.RetTy), M.Layout.prefAlign(CLI.RetTy));
    DemoteSlot = DAG.getFrameIndex(DemoteFI, TH.getPointerTy());
    OutputArg O;
    O.Flags.SRet = true;
    O.VT = O.ArgVT = TH.getPointerTy();
    O.OrigArgIndex = ~0u;
    CLI.Outs.insert(CLI.Outs.begin(), O);
    CLI.OutVals.insert(CLI.OutVals.begin(), DemoteSlot);
    CLI.NumFixedArgs += 1;
  }
  for (unsigned AI = 0; AI < I.Ops.size(); ++AI) {
    const ir::Value* A = I.Ops[AI];
    ir::ParamAttrs PA = AI < I.argAttrs().size() ? I.argAttrs()[AI] : ir::ParamAttrs{};
    if (PA.ByVal) unsupported(I, "byval call argument");
    auto VTs = valueVTs(A->type());
    int32_t Ext = PA.SignExt ? ISD::SIGN_EXTEND : PA.ZeroExt ? ISD::ZERO_EXTEND : ISD::ANY_EXTEND;
    unsigned PartBase = 0;
    for (unsigned J = 0; J < VTs.size(); ++J) {
      EVT VT = VTs[J];
      EVT PartVT = TH.getRegisterTypeForCallingConv(VT);
      unsigned N = TH.getNumRegistersForCallingConv(VT);
      std::vector<SDValue> Parts(N);
      abiCopyToParts(TH, DAG, SDValue(ArgVals[AI].getNode(), ArgVals[AI].getResNo() + J), Parts.data(), N, PartVT, Ext);
      ArgFlags Fl;
      Fl.SExt = PA.SignExt;
      Fl.ZExt = PA.ZeroExt;
      Fl.InReg = PA.InReg;
      Fl.OrigAlign = unsigned(M.Layout.abiAlign(A->type()));
      for (unsigned K = 0; K < N; ++K) {
        OutputArg O;
        O.Flags = Fl;
        O.VT = Parts[K].getValueType();
        O.ArgVT = VT;
        O.IsFixed = AI < CLI.NumFixedArgs;
        O.OrigArgIndex = AI;
        O.PartOffset = PartBase + K * unsigned(Parts[K].getValueType().storeSizeInBytes());
        if (N > 1 && K == 0) O.Flags.Split = true;
        else if (K > 0) {
          O.Flags.OrigAlign = 1;
          if (K == N - 1) O.Flags.SplitEnd = true;
        }
        CLI.Outs.push_back(O);
        CLI.OutVals.push_back(Parts[K]);
      }
      PartBase += unsigned(VT.storeSizeInBytes());
    }
  }
  if (!Demote)
  for (EVT VT : RetVTs) {
    EVT RT = TH.getRegisterTypeForCallingConv(VT);
    for (unsigned K = 0; K < TH.getNumRegistersForCallingConv(VT); ++K) {
      InputArg In;
      In.VT = RT;
      In.ArgVT = VT;
      In.Flags.SExt = I.retAttrs().SignExt;
      In.Flags.ZExt = I.retAttrs().ZeroExt;
      In.OrigArgIndex = ~0u;
      CLI.Ins.push_back(In);
    }
  }
  std::vector<SDValue> InVals;
  SDValue Chain = TH.lowerCall(DAG, CLI, InVals, FLI);
  if (Demote) {
    std::vector<SDValue> Values, Chains;
    uint64_t Align = FLI.Frame.object(DemoteFI).Align;
    for (unsigned K = 0; K < RetVTs.size(); ++K) {
      SDValue Add = DAG.getNode(ISD::ADD, TH.getPointerTy(), DemoteSlot,
                                DAG.getConstant(RetOffsets[K], TH.getPointerTy()), SDNodeFlags::NoUnsignedWrap);
      MemOperand MO;
      MO.F = MemOperand::Load;
      MO.SizeInBytes = RetVTs[K].storeSizeInBytes();
      MO.BaseAlign = Align;
      MO.Align = Align;
      while (MO.Align > 1 && RetOffsets[K] % MO.Align) MO.Align /= 2;
      MO.PtrInfo = MachinePointerInfo::fixedStack(DemoteFI, int64_t(RetOffsets[K]));
      MO.PtrInfo.K = MachinePointerInfo::Kind::Stack;
      SDValue L = DAG.getLoad(RetVTs[K], Chain, Add, DAG.getMemOperand(MO));
      Values.push_back(L);
      Chains.push_back(L.getValue(1));
    }
    DAG.setRoot(DAG.getNode(ISD::TokenFactor, EVT::other(), Chains));
    S.setNode(&I, Values.size() == 1 ? Values[0] : DAG.getMergeValues(Values));
    return;
  }
  DAG.setRoot(Chain);
  if (RetVTs.empty()) return;
  std::optional<int32_t> AssertOp;
  if (I.retAttrs().SignExt) AssertOp = ISD::AssertSext;
  else if (I.retAttrs().ZeroExt) AssertOp = ISD::AssertZext;
  std::vector<SDValue> Values;
  unsigned Idx = 0;
  for (EVT VT : RetVTs) {
    EVT RT = TH.getRegisterTypeForCallingConv(VT);
    unsigned N = TH.getNumRegistersForCallingConv(VT);
    Values.push_back(abiCopyFromParts(TH, DAG, &InVals[Idx], N, RT, VT, AssertOp));
    Idx += N;
  }
  S.setNode(&I, Values.size() == 1 ? Values[0] : DAG.getMergeValues(Values));
}

bool FunctionBuilder::visitIntrinsic(BlockState& S, const ir::Instruction& I) {
  using ir::IntrinsicID;
  SelectionDAG& DAG = S.DAG;
  auto* Fn = static_cast<const ir::Function*>(I.Callee);
  EVT VT = valueType(I.type());
  auto arg = [&](unsigned K) { return getValue(S, I.operand(K)); };
  auto set = [&](SDValue V) { S.setNode(&I, V); };
  auto un = [&](int32_t Opc) {
    SDValue A = arg(0);
    set(DAG.getNode(Opc, A.getValueType(), A, nodeFlags(I)));
  };
  auto bin = [&](int32_t Opc) {
    SDValue A = arg(0), B = arg(1);
    set(DAG.getNode(Opc, A.getValueType(), A, B, nodeFlags(I)));
  };
  auto ovf = [&](int32_t Opc) {
    SDValue A = arg(0), B = arg(1);
    EVT RT = A.getValueType();
    EVT OT = RT.isVector() ? EVT::vector(EVT::i1(), RT.numElements()) : EVT::i1();
    SDValue Ops[] = {A, B};
    set(DAG.getNode(Opc, DAG.getVTList(RT, OT), std::span<const SDValue>(Ops)));
  };
  auto isFalseConst = [&](unsigned K) {
    const ir::Value* V = I.operand(K);
    return V->kind() == ir::ValueKind::ConstantInt && static_cast<const ir::ConstantInt*>(V)->value().isZero();
  };
  switch (Fn->Intrinsic) {
  case IntrinsicID::fshl:
  case IntrinsicID::fshr: {
    bool L = Fn->Intrinsic == IntrinsicID::fshl;
    SDValue X = arg(0), Y = arg(1), Z = arg(2);
    if (X == Y) set(DAG.getNode(L ? ISD::ROTL : ISD::ROTR, X.getValueType(), X, Z));
    else set(DAG.getNode(L ? ISD::FSHL : ISD::FSHR, X.getValueType(), X, Y, Z));
    return true;
  }
  case IntrinsicID::ctpop: un(ISD::CTPOP); return true;
  case IntrinsicID::ctlz: {
    SDValue A = arg(0);
    set(DAG.getNode(isFalseConst(1) ? ISD::CTLZ : ISD::CTLZ_ZERO_UNDEF, A.getValueType(), A));
    return true;
  }
  case IntrinsicID::cttz: {
    SDValue A = arg(0);
    set(DAG.getNode(isFalseConst(1) ? ISD::CTTZ : ISD::CTTZ_ZERO_UNDEF, A.getValueType(), A));
    return true;
  }
  case IntrinsicID::bswap: un(ISD::BSWAP); return true;
  case IntrinsicID::bitreverse: un(ISD::BITREVERSE); return true;
  case IntrinsicID::abs: {
    SDValue A = arg(0);
    set(DAG.getNode(ISD::ABS, A.getValueType(), A));
    return true;
  }
  case IntrinsicID::smin: bin(ISD::SMIN); return true;
  case IntrinsicID::smax: bin(ISD::SMAX); return true;
  case IntrinsicID::umin: bin(ISD::UMIN); return true;
  case IntrinsicID::umax: bin(ISD::UMAX); return true;
  case IntrinsicID::sadd_with_overflow: ovf(ISD::SADDO); return true;
  case IntrinsicID::uadd_with_overflow: ovf(ISD::UADDO); return true;
  case IntrinsicID::ssub_with_overflow: ovf(ISD::SSUBO); return true;
  case IntrinsicID::usub_with_overflow: ovf(ISD::USUBO); return true;
  case IntrinsicID::smul_with_overflow: ovf(ISD::SMULO); return true;
  case IntrinsicID::umul_with_overflow: ovf(ISD::UMULO); return true;
  case IntrinsicID::sadd_sat: bin(ISD::SADDSAT); return true;
  case IntrinsicID::uadd_sat: bin(ISD::UADDSAT); return true;
  case IntrinsicID::ssub_sat: bin(ISD::SSUBSAT); return true;
  case IntrinsicID::usub_sat: bin(ISD::USUBSAT); return true;
  case IntrinsicID::sshl_sat:
  case IntrinsicID::ushl_sat: {
    SDValue A = arg(0), B = arg(1);
    EVT ShTy = TH.getShiftAmountTy(A.getValueType());
    if (!I.type()->isVector() && B.getValueType() != ShTy) B = DAG.getZExtOrTrunc(B, ShTy);
    set(DAG.getNode(Fn->Intrinsic == IntrinsicID::sshl_sat ? ISD::SSHLSAT : ISD::USHLSAT, A.getValueType(), A, B));
    return true;
  }
  case IntrinsicID::fabs: un(ISD::FABS); return true;
  case IntrinsicID::sqrt: un(ISD::FSQRT); return true;
  case IntrinsicID::floor: un(ISD::FFLOOR); return true;
  case IntrinsicID::ceil: un(ISD::FCEIL); return true;
  case IntrinsicID::trunc: un(ISD::FTRUNC); return true;
  case IntrinsicID::rint: un(ISD::FRINT); return true;
  case IntrinsicID::nearbyint: un(ISD::FNEARBYINT); return true;
  case IntrinsicID::round: un(ISD::FROUND); return true;
  case IntrinsicID::roundeven: un(ISD::FROUNDEVEN); return true;
  case IntrinsicID::sin: un(ISD::FSIN); return true;
  case IntrinsicID::cos: un(ISD::FCOS); return true;
  case IntrinsicID::exp: un(ISD::FEXP); return true;
  case IntrinsicID::exp2: un(ISD::FEXP2); return true;
  case IntrinsicID::log: un(ISD::FLOG); return true;
  case IntrinsicID::log2: un(ISD::FLOG2); return true;
  case IntrinsicID::log10: un(ISD::FLOG10); return true;
  case IntrinsicID::pow: bin(ISD::FPOW); return true;
  case IntrinsicID::copysign: bin(ISD::FCOPYSIGN); return true;
  case IntrinsicID::minnum: bin(ISD::FMINNUM); return true;
  case IntrinsicID::maxnum: bin(ISD::FMAXNUM); return true;
  case IntrinsicID::minimum: bin(ISD::FMINIMUM); return true;
  case IntrinsicID::maximum: bin(ISD::FMAXIMUM); return true;
  case IntrinsicID::fma: {
    SDValue A = arg(0), B = arg(1), C = arg(2);
    set(DAG.getNode(ISD::FMA, A.getValueType(), A, B, C, nodeFlags(I)));
    return true;
  }
  case IntrinsicID::fmuladd: {
    // Fused only where the target has an FMA for the type; otherwise a multiply and an add.
    SDValue A = arg(0), B = arg(1), C = arg(2);
    EVT T = A.getValueType();
    bool HasFMA = !T.isVector() && TH.isFMAFasterThanFMulAndFAdd(T);
    if (HasFMA) set(DAG.getNode(ISD::FMA, T, A, B, C, nodeFlags(I)));
    else set(DAG.getNode(ISD::FADD, T, DAG.getNode(ISD::FMUL, T, A, B, nodeFlags(I)), C, nodeFlags(I)));
    return true;
  }
  case IntrinsicID::vector_reduce_add: set(DAG.getNode(ISD::VECREDUCE_ADD, VT, arg(0))); return true;
  case IntrinsicID::vector_reduce_mul: set(DAG.getNode(ISD::VECREDUCE_MUL, VT, arg(0))); return true;
  case IntrinsicID::vector_reduce_and: set(DAG.getNode(ISD::VECREDUCE_AND, VT, arg(0))); return true;
  case IntrinsicID::vector_reduce_or: set(DAG.getNode(ISD::VECREDUCE_OR, VT, arg(0))); return true;
  case IntrinsicID::vector_reduce_xor: set(DAG.getNode(ISD::VECREDUCE_XOR, VT, arg(0))); return true;
  case IntrinsicID::vector_reduce_smax: set(DAG.getNode(ISD::VECREDUCE_SMAX, VT, arg(0))); return true;
  case IntrinsicID::vector_reduce_smin: set(DAG.getNode(ISD::VECREDUCE_SMIN, VT, arg(0))); return true;
  case IntrinsicID::vector_reduce_umax: set(DAG.getNode(ISD::VECREDUCE_UMAX, VT, arg(0))); return true;
  case IntrinsicID::vector_reduce_umin: set(DAG.getNode(ISD::VECREDUCE_UMIN, VT, arg(0))); return true;
  case IntrinsicID::vector_reduce_fmax: set(DAG.getNode(ISD::VECREDUCE_FMAX, VT, arg(0), nodeFlags(I))); return true;
  case IntrinsicID::vector_reduce_fmin: set(DAG.getNode(ISD::VECREDUCE_FMIN, VT, arg(0), nodeFlags(I))); return true;
  case IntrinsicID::vector_reduce_fadd:
  case IntrinsicID::vector_reduce_fmul: {
    bool Add = Fn->Intrinsic == IntrinsicID::vector_reduce_fadd;
    SDValue Start = arg(0), Vec = arg(1);
    uint16_t Fl = nodeFlags(I);
    if (Fl & SDNodeFlags::AllowReassociation)
      set(DAG.getNode(Add ? ISD::FADD : ISD::FMUL, VT, Start,
                      DAG.getNode(Add ? ISD::VECREDUCE_FADD : ISD::VECREDUCE_FMUL, VT, Vec, Fl), Fl));
    else
      set(DAG.getNode(Add ? ISD::VECREDUCE_SEQ_FADD : ISD::VECREDUCE_SEQ_FMUL, VT, Start, Vec, Fl));
    return true;
  }
  case IntrinsicID::vector_reduce_fminimum: set(DAG.getNode(ISD::VECREDUCE_FMINIMUM, VT, arg(0), nodeFlags(I))); return true;
  case IntrinsicID::vector_reduce_fmaximum: set(DAG.getNode(ISD::VECREDUCE_FMAXIMUM, VT, arg(0), nodeFlags(I))); return true;
  case IntrinsicID::scmp:
  case IntrinsicID::ucmp: {
    SDValue A = arg(0), B = arg(1);
    set(DAG.getNode(Fn->Intrinsic == IntrinsicID::scmp ? ISD::SCMP : ISD::UCMP, VT, A, B));
    return true;
  }
  case IntrinsicID::ldexp: {
    SDValue X = arg(0), E = arg(1);
    set(DAG.getNode(ISD::FLDEXP, X.getValueType(), X, E, nodeFlags(I)));
    return true;
  }
  case IntrinsicID::fptosi_sat:
  case IntrinsicID::fptoui_sat: {
    SDValue X = arg(0);
    set(DAG.getNode(Fn->Intrinsic == IntrinsicID::fptosi_sat ? ISD::FP_TO_SINT_SAT : ISD::FP_TO_UINT_SAT, VT, X,
                    DAG.getValueType(VT.scalarType())));
    return true;
  }
  case IntrinsicID::is_fpclass: {
    // As in LLVM, the test is written out here already when the target has no IS_FPCLASS for the type: the
    // expansion may use illegal types (i16 for half), which the type legalizer then handles.
    SDValue X = arg(0);
    uint64_t Test = static_cast<const ir::ConstantInt*>(I.operand(1))->value().getZExtValue();
    if (SDValue Expanded = TH.expandIsFPClassInBuilder(DAG, VT, X, unsigned(Test))) {
      set(Expanded);
      return true;
    }
    set(DAG.getNode(ISD::IS_FPCLASS, VT, X, DAG.getTargetConstant(Test, EVT::i32()), nodeFlags(I)));
    return true;
  }
  case IntrinsicID::expect: set(arg(0)); return true;
  case IntrinsicID::assume:
  case IntrinsicID::donothing:
  case IntrinsicID::dbg_value:
  case IntrinsicID::dbg_declare:
  case IntrinsicID::dbg_label:
  case IntrinsicID::lifetime_start:
  case IntrinsicID::lifetime_end: return true; // no code (lifetime markers only matter for stack coloring)
  case IntrinsicID::memcpy:
  case IntrinsicID::memmove:
  case IntrinsicID::memset: visitMemIntrinsic(S, I); return true;
  case IntrinsicID::trap: DAG.setRoot(DAG.getNode(ISD::TRAP, EVT::other(), getRoot(S))); return true;
  case IntrinsicID::NotIntrinsic: return false;
  default: break;
  }
  unsupported(I, "call to intrinsic @" + Fn->name());
}

} // namespace dt
