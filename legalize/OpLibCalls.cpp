// legalize/OpLibCalls.cpp — LibCall rules of the operation legalizer: operations computed by runtime
// functions (LLVM 19's SelectionDAGLegalize::ConvertNodeToLibcall / ExpandLibCall / ExpandIntLibCall /
// ExpandFPLibCall), and SelectionDAGLegalize::libCall, the call itself.
//
// Contract (LegalizeDAG.h): libcallForOp returns false when it has no rule for N or the target names no
// runtime function for it; otherwise it pushes one value per result of N.
// Tail calls: a libcall whose result only feeds the function's return (the target's isUsedByReturnOnly, no
// sext/zext/inreg on the return, the same return type) becomes a tail call (RISCVISD::TAIL on RISC-V). The
// call is then the DAG's root; the old return is dead and removed here, so N is left without users and
// the driver deletes it.
#include "dag/FunctionLowering.h"
#include "ir/IR.h"
#include "legalize/IntegerExpansions.h"
#include "legalize/LegalizeDAG.h"
#include "support/Diagnostics.h"

#include <algorithm>

namespace dt {

namespace {

/// Whether the IR type T is the type a libcall returning VT returns (LLVM compares the IR types).
bool irTypeIs(const ir::Type* T, EVT VT) {
  switch (T->kind()) {
  case ir::TypeKind::Integer: return VT.isScalarInteger() && VT.sizeInBits() == T->bitWidth();
  case ir::TypeKind::Half: return VT == EVT::f16();
  case ir::TypeKind::BFloat: return VT == EVT::bf16();
  case ir::TypeKind::Float: return VT == EVT::f32();
  case ir::TypeKind::Double: return VT == EVT::f64();
  case ir::TypeKind::FP128: return VT == EVT::f128();
  default: return false;
  }
}

/// LLVM's isInTailCallPosition plus ExpandLibCall's return-type check. Chain gets the chain the return
/// hangs off; Copy the node that copies N into the return register.
bool isInTailCallPosition(const SelectionDAG& DAG, const TargetLowering& TLI, SDNode* N, SDValue& Chain) {
  FunctionLoweringInfo* FLI = DAG.functionInfo();
  if (!FLI || !FLI->Fn) return false;
  const ir::Function& F = *FLI->Fn;
  // An extension the caller promises on its result would be lost if the callee returned directly.
  if (F.RetAttrs.ZeroExt || F.RetAttrs.SignExt || F.RetAttrs.InReg) return false;
  if (!TLI.isUsedByReturnOnly(N, Chain)) return false;
  return F.returnType()->isVoid() || irTypeIs(F.returnType(), N->getValueType(0));
}

/// Removes the return a tail call replaced (isUsedByReturnOnly's path: N, bitcasts, the CopyToReg, the
/// return), which the new root no longer reaches, so that N is left without users.
void removeDeadReturn(SelectionDAG& DAG, SDNode* N) {
  std::vector<SDNode*> Path; // N's users down to the CopyToReg
  for (SDNode* Cur = N; Cur->hasOneUse();) {
    Cur = *Cur->use_begin();
    Path.push_back(Cur);
    if (Cur->getOpcode() != ISD::BITCAST) break;
  }
  if (Path.empty()) return;
  std::vector<SDNode*> Rets;
  for (SDNode* R : Path.back()->uses())
    if (std::find(Rets.begin(), Rets.end(), R) == Rets.end()) Rets.push_back(R);
  auto deleteIfDead = [&](SDNode* D) {
    if (D->use_empty() && D != DAG.getRoot().getNode()) DAG.DeleteNode(D);
  };
  for (SDNode* R : Rets) deleteIfDead(R);
  for (auto It = Path.rbegin(); It != Path.rend(); ++It) deleteIfDead(*It);
}

struct LibCallRules {
  SelectionDAGLegalize& L;
  SelectionDAG& DAG;
  const TargetLowering& TLI;
  std::vector<SDValue>& Results;

  /// The runtime function for N's opcode and result type, computing its first result from its operands.
  bool simple(SDNode* N, bool IsSigned) {
    const char* Name = TLI.getLibcallName(N->getOpcode(), N->getValueType(0));
    if (!Name) return false;
    std::vector<SDValue> Ops;
    for (unsigned I = 0; I < N->getNumOperands(); ++I) Ops.push_back(N->getOperand(I));
    SDValue Value = L.libCall(Name, N, Ops, IsSigned).first;
    if (Value.getValueType() != N->getValueType(0)) {
      // A tail call left N without users (its return is gone), so any value of N's type "replaces" it
      // without effect; an existing one (an operand) keeps node numbering as llc's, which creates none.
      DT_CHECK(N->use_empty(), "a tail call must take over every use of its node");
      Value = N->getOperand(0).getValueType() == N->getValueType(0) ? N->getOperand(0)
                                                                    : DAG.getUNDEF(N->getValueType(0));
    }
    Results.push_back(Value);
    return true;
  }

  /// FP_TO_FP16 / FP_TO_BF16: the rounding function of the source type (__truncsfhf2, __truncdfbf2 ...),
  /// returning the half's bits in N's integer type.
  bool roundToHalfBits(SDNode* N, EVT HalfVT) {
    const char* Name = TLI.getLibcallName(ISD::FP_ROUND, N->getOperand(0).getValueType(), HalfVT);
    if (!Name) return false;
    SDValue Op = N->getOperand(0);
    Results.push_back(L.libCall(Name, N, std::span<const SDValue>(&Op, 1), false).first);
    return true;
  }

  /// SDIVREM / UDIVREM: the target's combined function when it names one, else the quotient and the
  /// remainder by their own functions.
  bool divRem(SDNode* N) {
    bool Signed = N->getOpcode() == ISD::SDIVREM;
    EVT VT = N->getValueType(0);
    const char* DivName = TLI.getLibcallName(Signed ? ISD::SDIV : ISD::UDIV, VT);
    const char* RemName = TLI.getLibcallName(Signed ? ISD::SREM : ISD::UREM, VT);
    if (!DivName || !RemName) return false;
    SDValue Ops[] = {N->getOperand(0), N->getOperand(1)};
    SDValue Div = L.libCall(DivName, N, Ops, Signed).first;
    SDValue Rem = L.libCall(RemName, N, Ops, Signed).first;
    Results.push_back(Div);
    Results.push_back(Rem);
    return true;
  }

  /// The double-width product as its halves (the runtime's wider multiply, or the schoolbook expansion):
  /// SMUL_LOHI / UMUL_LOHI, and MULHS / MULHU from its high half.
  bool wideMul(SDNode* N) {
    int32_t Opc = N->getOpcode();
    bool Signed = Opc == ISD::SMUL_LOHI || Opc == ISD::MULHS;
    SDValue Lo, Hi;
    forceExpandWideMul(DAG, TLI, Signed, N->getOperand(0), N->getOperand(1), Lo, Hi);
    if (Opc == ISD::SMUL_LOHI || Opc == ISD::UMUL_LOHI) Results.push_back(Lo);
    Results.push_back(Hi);
    return true;
  }
};

} // namespace

std::pair<SDValue, SDValue> SelectionDAGLegalize::libCall(const char* Name, SDNode* N,
                                                          std::span<const SDValue> Ops, bool IsSigned) {
  // A pure operation's call hangs off the entry node, unless it becomes a tail call: then it takes the
  // return's place in the chain.
  SDValue InChain = DAG.getEntryNode();
  SDValue TCChain = InChain;
  bool IsTailCall = isInTailCallPosition(DAG, TLI, N, TCChain);
  if (IsTailCall) InChain = TCChain;
  LibCallOptions Opts;
  Opts.IsSigned = IsSigned;
  Opts.IsTailCall = IsTailCall;
  auto [Value, Chain] = makeLibCall(DAG, TLI, Name, N->getValueType(0), Ops, Opts, InChain);
  if (!Chain) {
    trace("Created tailcall: " + nodeLine(DAG.getRoot().getNode()));
    removeDeadReturn(DAG, N);
    return {DAG.getRoot(), DAG.getRoot()};
  }
  return {Value, Chain};
}

bool libcallForOp(SelectionDAGLegalize& L, SDNode* N, std::vector<SDValue>& Results) {
  LibCallRules R{L, L.dag(), L.tli(), Results};
  switch (N->getOpcode()) {
  case ISD::MUL:
  case ISD::SDIV:
  case ISD::SREM: return R.simple(N, true);
  case ISD::UDIV:
  case ISD::UREM: return R.simple(N, false);
  case ISD::SDIVREM:
  case ISD::UDIVREM: return R.divRem(N);
  case ISD::MULHS:
  case ISD::MULHU:
  case ISD::SMUL_LOHI:
  case ISD::UMUL_LOHI: return R.wideMul(N);
  // libm functions of one FP type (their integer operands, as FLDEXP's, are C ints: signed)
  case ISD::FP_TO_FP16: return R.roundToHalfBits(N, EVT::f16());
  case ISD::FP_TO_BF16: return R.roundToHalfBits(N, EVT::bf16());
  case ISD::FSIN:
  case ISD::FCOS:
  case ISD::FPOW:
  case ISD::FREM:
  case ISD::FEXP:
  case ISD::FEXP2:
  case ISD::FLOG:
  case ISD::FLOG2:
  case ISD::FLOG10:
  case ISD::FSQRT:
  case ISD::FFLOOR:
  case ISD::FCEIL:
  case ISD::FTRUNC:
  case ISD::FRINT:
  case ISD::FNEARBYINT:
  case ISD::FROUND:
  case ISD::FROUNDEVEN:
  case ISD::FMINNUM:
  case ISD::FMAXNUM:
  case ISD::FLDEXP: // LLVM prefers ldexpf/ldexp over expanding it whenever the runtime has one
  case ISD::FMA: return R.simple(N, false);
  default: return false;
  }
}

} // namespace dt
