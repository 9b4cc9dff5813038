// legalize/LibCall.cpp — calls to runtime functions that the legalizers make up (__muldi3, __addsf3, ...).
//
// Duty: turn "call Name(Ops) returning RetVT" into the same call sequence the builder produces for an IR
// call: operands split into calling-convention parts (extended as the target's libcall rules say), the
// target's call lowering, the result joined from its parts — or, when the result does not fit the return
// registers (an i128 on RV32), returned through a stack slot passed as a hidden first argument.
// Invariants: operands may have illegal types (the parts are built with EXTRACT_ELEMENT / TRUNCATE nodes
// that the type legalizer then legalizes); the call's chain starts at Chain, or at the entry node for
// calls that compute a pure value.
#include "dag/CallParts.h"
#include "dag/FunctionLowering.h"
#include "legalize/LibCall.h"
#include "support/Diagnostics.h"

#include <algorithm>
#include <bit>

namespace dt {

namespace {
/// How a libcall operand or result narrower than its register is extended.
struct Extension {
  bool SExt = false, ZExt = false;
};
Extension libcallExtension(const TargetLowering& TLI, EVT VT, bool IsSigned, const LibCallOptions& Opts,
                           const EVT* VTBeforeSoften) {
  Extension E;
  E.SExt = TLI.shouldSignExtendTypeInLibCall(VT, IsSigned);
  E.ZExt = !E.SExt;
  // A softened FP value keeps the extension its FP type has in the ABI (none for f32 under lp64).
  if (Opts.IsSoften && VTBeforeSoften && VTBeforeSoften->isValid() && !TLI.shouldExtendTypeInLibCall(*VTBeforeSoften))
    E.SExt = E.ZExt = false;
  return E;
}
} // namespace

std::pair<SDValue, SDValue> makeLibCall(SelectionDAG& DAG, const TargetLowering& TLI, const char* Name, EVT RetVT,
                                        std::span<const SDValue> Ops, const LibCallOptions& Opts, SDValue Chain) {
  FunctionLoweringInfo* FLI = DAG.functionInfo();
  if (!FLI) throw InternalError(std::string("a call to ") + Name + " needs the function's lowering information");
  EVT PtrVT = TLI.getPointerTy();
  CallLoweringInfo CLI;
  CLI.Chain = Chain ? Chain : DAG.getEntryNode();
  CLI.Callee = DAG.getExternalSymbol(DAG.internString(Name), PtrVT);
  CLI.LibcallName = Name;
  bool HasResult = RetVT.isData();

  // The result's parts, and whether they fit the return registers.
  Extension RetExt = HasResult ? libcallExtension(TLI, RetVT, Opts.IsSigned, Opts, &Opts.RetVTBeforeSoften)
                               : Extension{};
  EVT RetPartVT;
  unsigned NumRetParts = 0;
  bool Demote = false;
  if (HasResult) {
    RetPartVT = TLI.getRegisterTypeForCallingConv(RetVT);
    NumRetParts = TLI.getNumRegistersForCallingConv(RetVT);
    std::vector<OutputArg> RetParts(NumRetParts);
    for (OutputArg& O : RetParts) {
      O.VT = RetPartVT;
      O.ArgVT = RetVT;
      O.Flags.SExt = RetExt.SExt;
      O.Flags.ZExt = RetExt.ZExt;
    }
    Demote = !TLI.canLowerReturn(RetParts, false);
  }

  int DemoteFI = 0;
  SDValue DemoteSlot;
  if (Demote) {
    uint64_t Size = RetVT.storeSizeInBytes();
    uint64_t Align = std::min<uint64_t>(16, std::bit_ceil(Size));
    DemoteFI = FLI->Frame.createStackObject(Size, Align);
    DemoteSlot = DAG.getFrameIndex(DemoteFI, PtrVT);
    OutputArg O;
    O.Flags.SRet = true;
    O.VT = O.ArgVT = PtrVT;
    O.OrigArgIndex = ~0u;
    CLI.Outs.push_back(O);
    CLI.OutVals.push_back(DemoteSlot);
  }

  for (unsigned AI = 0; AI < Ops.size(); ++AI) {
    SDValue Op = Ops[AI];
    EVT VT = Op.getValueType();
    bool Signed = AI < Opts.OperandSigned.size() ? Opts.OperandSigned[AI] : Opts.IsSigned;
    const EVT* Before = AI < Opts.OpsVTBeforeSoften.size() ? &Opts.OpsVTBeforeSoften[AI] : nullptr;
    Extension Ext = libcallExtension(TLI, VT, Signed, Opts, Before);
    EVT PartVT = TLI.getRegisterTypeForCallingConv(VT);
    unsigned N = TLI.getNumRegistersForCallingConv(VT);
    std::vector<SDValue> Parts(N);
    int32_t ExtOp = Ext.SExt ? ISD::SIGN_EXTEND : Ext.ZExt ? ISD::ZERO_EXTEND : ISD::ANY_EXTEND;
    abiCopyToParts(TLI, DAG, Op, Parts.data(), N, PartVT, ExtOp);
    for (unsigned K = 0; K < N; ++K) {
      OutputArg O;
      O.Flags.SExt = Ext.SExt;
      O.Flags.ZExt = Ext.ZExt;
      O.Flags.OrigAlign = unsigned(std::min<uint64_t>(16, std::bit_ceil(std::max<uint64_t>(1, VT.storeSizeInBytes()))));
      O.VT = Parts[K].getValueType();
      O.ArgVT = VT;
      O.OrigArgIndex = AI;
      O.PartOffset = K * unsigned(Parts[K].getValueType().storeSizeInBytes());
      if (N > 1 && K == 0) O.Flags.Split = true;
      if (K > 0) {
        O.Flags.OrigAlign = 1;
        if (K == N - 1) O.Flags.SplitEnd = true;
      }
      CLI.Outs.push_back(O);
      CLI.OutVals.push_back(Parts[K]);
    }
  }
  CLI.NumFixedArgs = unsigned(CLI.Outs.size());

  if (HasResult && !Demote)
    for (unsigned K = 0; K < NumRetParts; ++K) {
      InputArg In;
      In.VT = RetPartVT;
      In.ArgVT = RetVT;
      In.Flags.SExt = RetExt.SExt;
      In.Flags.ZExt = RetExt.ZExt;
      In.OrigArgIndex = ~0u;
      CLI.Ins.push_back(In);
    }

  std::vector<SDValue> InVals;
  SDValue OutChain = TLI.lowerCall(DAG, CLI, InVals, *FLI);
  if (!HasResult) return {SDValue(), OutChain};
  if (Demote) {
    MemOperand MO;
    MO.F = MemOperand::Load;
    MO.SizeInBytes = RetVT.storeSizeInBytes();
    MO.Align = MO.BaseAlign = FLI->Frame.object(DemoteFI).Align;
    MO.PtrInfo = MachinePointerInfo::fixedStack(DemoteFI);
    MO.PtrInfo.K = MachinePointerInfo::Kind::Stack;
    SDValue L = DAG.getLoad(RetVT, OutChain, DemoteSlot, DAG.getMemOperand(MO));
    return {L, L.getValue(1)};
  }
  std::optional<int32_t> AssertOp;
  if (RetExt.SExt) AssertOp = ISD::AssertSext;
  else if (RetExt.ZExt) AssertOp = ISD::AssertZext;
  SDValue Result = abiCopyFromParts(TLI, DAG, InVals.data(), NumRetParts, RetPartVT, RetVT, AssertOp);
  return {Result, OutChain};
}

} // namespace dt
