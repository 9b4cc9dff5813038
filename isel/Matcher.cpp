// isel/Matcher.cpp — compiling pattern rules against a target's names, matching nodes, emitting results.
#include "isel/Matcher.h"

#include "dag/Printer.h"
#include "support/Diagnostics.h"

#include <algorithm>

namespace dt::isel {

// ---- compiled form ---------------------------------------------------------------------------------------

struct CompiledSource {
  PatternNode::Kind K = PatternNode::Kind::Operator;
  int32_t Opcode = 0;
  const NodeFragment* Fragment = nullptr;
  std::string TypeName;
  const OperandClass* Class = nullptr;
  std::string Var;
  int64_t Value = 0;
  bool IsCondCode = false;
  ISD::CondCode CC = ISD::SETCC_INVALID;
  EVT VT; // Symbol naming a value type
  std::vector<CompiledSource> Kids;
};

struct CompiledResult {
  ResultNode::Kind K = ResultNode::Kind::Call;
  bool IsInstr = false;
  unsigned Instr = 0;
  const ResultXForm* XForm = nullptr;
  uint32_t Reg = 0;
  std::string TypeName;
  std::string Var;
  int64_t Value = 0;
  std::vector<CompiledResult> Kids;
};

struct CompiledRule {
  CompiledSource Source;
  CompiledResult Result;
  int Priority = 0;
  unsigned Index = 0;
};

const std::vector<SDValue>* Bindings::find(std::string_view Name) const {
  for (const auto& [N, V] : Vars)
    if (N == Name) return &V;
  return nullptr;
}

namespace {

struct Compiler {
  const PatternTarget& T;
  const std::string& File;
  const PatternRule& R;
  std::vector<std::string> Bound; // variables the source binds

  [[noreturn]] void fail(const std::string& Msg) const {
    throw InputError(File, {R.Line, 1}, Msg + " in pattern: " + R.Text);
  }

  CompiledSource source(const PatternNode& N, bool IsRoot) {
    CompiledSource C;
    C.K = N.K;
    switch (N.K) {
    case PatternNode::Kind::Operator: {
      if (const NodeFragment* F = T.findFragment(N.Name)) {
        C.Fragment = F;
        C.Opcode = F->Opcode;
      } else if (auto Opc = T.findOperator(N.Name)) {
        C.Opcode = *Opc;
      } else {
        fail("unknown operator '" + N.Name + "'");
      }
      if (!N.TypeName.empty() && !T.findType(N.TypeName)) fail("unknown type '" + N.TypeName + "'");
      C.TypeName = N.TypeName;
      for (size_t I = 0; I < N.Kids.size(); ++I) {
        if (N.Kids[I].K == PatternNode::Kind::Rest && I + 1 != N.Kids.size()) fail("'...' must come last");
        C.Kids.push_back(source(N.Kids[I], false));
      }
      return C;
    }
    case PatternNode::Kind::Bound:
      C.Class = T.findOperandClass(N.Name);
      if (!C.Class) fail("unknown operand class '" + N.Name + "'");
      if (std::find(Bound.begin(), Bound.end(), N.Var) != Bound.end())
        fail("variable $" + N.Var + " bound twice");
      Bound.push_back(N.Var);
      C.Var = N.Var;
      return C;
    case PatternNode::Kind::Variable:
      if (std::find(Bound.begin(), Bound.end(), N.Var) == Bound.end())
        fail("variable $" + N.Var + " is used before it is bound");
      C.Var = N.Var;
      return C;
    case PatternNode::Kind::Literal: C.Value = N.Value; return C;
    case PatternNode::Kind::Symbol:
      for (unsigned CC = 0; CC < ISD::SETCC_INVALID; ++CC)
        if (N.Name == ISD::condCodeName(ISD::CondCode(CC))) {
          C.IsCondCode = true;
          C.CC = ISD::CondCode(CC);
          return C;
        }
      if (auto VT = T.findType(N.Name)) {
        C.VT = *VT;
        return C;
      }
      fail("unknown symbol '" + N.Name + "' (neither a condition code nor a type)");
    case PatternNode::Kind::Rest: return C;
    }
    return C;
  }

  CompiledResult result(const ResultNode& N) {
    CompiledResult C;
    C.K = N.K;
    switch (N.K) {
    case ResultNode::Kind::Call:
      if (auto I = T.findInstruction(N.Name)) {
        C.IsInstr = true;
        C.Instr = *I;
      } else if (const ResultXForm* X = T.findXForm(N.Name)) {
        C.XForm = X;
        if (N.Kids.size() != 1 || N.Kids[0].K != ResultNode::Kind::Variable)
          fail("transform '" + N.Name + "' takes one variable");
      } else {
        fail("unknown instruction or transform '" + N.Name + "'");
      }
      if (!N.TypeName.empty() && !T.findType(N.TypeName)) fail("unknown type '" + N.TypeName + "'");
      C.TypeName = N.TypeName;
      for (const ResultNode& K : N.Kids) C.Kids.push_back(result(K));
      return C;
    case ResultNode::Kind::Variable:
      if (std::find(Bound.begin(), Bound.end(), N.Var) == Bound.end())
        fail("result uses $" + N.Var + ", which the source does not bind");
      C.Var = N.Var;
      return C;
    case ResultNode::Kind::Literal: C.Value = N.Value; return C;
    case ResultNode::Kind::Symbol:
      if (auto Reg = T.findRegister(N.Name)) {
        C.Reg = *Reg;
        return C;
      }
      fail("unknown register '" + N.Name + "'");
    case ResultNode::Kind::Rest: return C;
    }
    return C;
  }
};

/// TableGen's pattern size: 3 per node, +1 for a predicate on the node, +5 for a literal, +4 for an
/// immediate with a predicate (an `imm` node with a predicate), a complex operand's own complexity.
int complexity(const CompiledSource& N) {
  int S = 3 + (N.Fragment ? 1 : 0);
  for (const CompiledSource& K : N.Kids) {
    switch (K.K) {
    case PatternNode::Kind::Operator: S += complexity(K); break;
    case PatternNode::Kind::Literal: S += 5; break;
    case PatternNode::Kind::Bound:
      if (K.Class->K == OperandClass::Kind::Immediate) S += 4;
      if (K.Class->K == OperandClass::Kind::Complex) S += int(K.Class->Complexity);
      break;
    default: break;
    }
  }
  return S;
}

/// The operands a pattern matches: without the input chain, the trailing glue and, for loads and stores,
/// the (always undef) offset of unindexed accesses.
std::pair<unsigned, unsigned> dataOperands(const SDNode* N) {
  unsigned B = 0, E = N->getNumOperands();
  if (E && N->getOperand(0).getValueType().isOther()) B = 1;
  if (E > B && N->getOperand(E - 1).getValueType().isGlue()) --E;
  if ((N->getOpcode() == ISD::LOAD || N->getOpcode() == ISD::STORE) && E > B &&
      N->getAddressingMode() == ISD::UNINDEXED)
    --E;
  return {B, E};
}

struct MatchState {
  SelectionDAG& DAG;
  const PatternTarget& T;
  Bindings B;
  std::vector<std::string> ConvertToTarget; // variables whose constants become target constants
};

bool typeMatches(const PatternTarget& T, const std::string& TypeName, EVT VT) {
  if (TypeName.empty()) return true;
  auto Want = T.findType(TypeName);
  return Want && *Want == VT;
}

bool matchValue(const CompiledSource& P, SDValue V, MatchState& S);

bool matchOperands(const CompiledSource& P, const SDNode* N, unsigned Begin, unsigned End, MatchState& S) {
  unsigned I = Begin;
  for (const CompiledSource& K : P.Kids) {
    if (K.K == PatternNode::Kind::Rest) {
      for (; I < End; ++I) S.B.Rest.push_back(N->getOperand(I));
      return true;
    }
    if (I >= End) return false;
    if (!matchValue(K, N->getOperand(I), S)) return false;
    ++I;
  }
  return I == End;
}

bool matchValue(const CompiledSource& P, SDValue V, MatchState& S) {
  SDNode* N = V.getNode();
  switch (P.K) {
  case PatternNode::Kind::Operator: {
    if (N->isMachineOpcode() || N->getOpcode() != P.Opcode || V.getResNo() != 0) return false;
    if (P.Fragment && !P.Fragment->Holds(N)) return false;
    if (!typeMatches(S.T, P.TypeName, V.getValueType())) return false;
    auto [B, E] = dataOperands(N);
    if (B != 0) return false; // inner nodes with a chain are not folded
    return matchOperands(P, N, B, E, S);
  }
  case PatternNode::Kind::Bound: {
    const OperandClass& C = *P.Class;
    std::vector<SDValue> Vals;
    if (C.K == OperandClass::Kind::Complex) {
      if (!C.Select(S.DAG, V, Vals)) return false;
    } else {
      if (!C.Accepts(V)) return false;
      Vals.push_back(V);
      if (C.K == OperandClass::Kind::Immediate) S.ConvertToTarget.push_back(P.Var);
    }
    S.B.Vars.emplace_back(P.Var, std::move(Vals));
    return true;
  }
  case PatternNode::Kind::Variable: {
    const std::vector<SDValue>* Prev = S.B.find(P.Var);
    return Prev && Prev->size() == 1 && (*Prev)[0] == V;
  }
  case PatternNode::Kind::Literal:
    return N->getOpcode() == ISD::Constant && N->getAPIntValue().getBitWidth() <= 64 &&
           N->getSExtValue() == P.Value;
  case PatternNode::Kind::Symbol:
    if (P.IsCondCode) return N->getOpcode() == ISD::CONDCODE && N->getCondCode() == P.CC;
    return N->getOpcode() == ISD::VALUETYPE && N->getVTPayload() == P.VT;
  case PatternNode::Kind::Rest: return true;
  }
  return false;
}

struct Emitter {
  SelectionDAG& DAG;
  const PatternTarget& T;
  const MatchState& S;
  SDNode* Root;

  EVT typeOf(const CompiledResult& R, const std::vector<SDValue>& Ops) const {
    if (!R.TypeName.empty()) return *T.findType(R.TypeName);
    EVT VT0 = Root->getValueType(0);
    if (VT0.isData()) return VT0;
    for (const SDValue& O : Ops)
      if (O.getValueType().isData()) return O.getValueType();
    return T.immediateType();
  }

  // As LLVM's SelectCodeCommon: an emitted instruction that may raise an FP exception is nofpexcept unless a
  // matched node had to keep its exceptions. Only strict FP nodes do, and dagtool has none (LLVM makes
  // ordinary FP nodes from IR without constrained intrinsics, and selects them as if exceptions were off).
  void markNoFPExcept(SDNode* N, unsigned Opc) const {
    if (T.mayRaiseFPException(Opc)) N->setFlags(N->getFlags() | SDNodeFlags::NoFPExcept);
  }

  bool converts(const std::string& Var) const {
    return std::find(S.ConvertToTarget.begin(), S.ConvertToTarget.end(), Var) != S.ConvertToTarget.end();
  }

  void operand(const CompiledResult& R, std::vector<SDValue>& Out) {
    switch (R.K) {
    case ResultNode::Kind::Variable: {
      bool Conv = converts(R.Var);
      for (const SDValue& V : *S.B.find(R.Var))
        Out.push_back(Conv && V.getOpcode() == ISD::Constant
                          ? DAG.getConstant(V->getAPIntValue(), V.getValueType(), /*IsTarget=*/true)
                          : V);
      return;
    }
    case ResultNode::Kind::Literal:
      Out.push_back(DAG.getSignedConstant(R.Value, T.immediateType(), /*IsTarget=*/true));
      return;
    case ResultNode::Kind::Symbol: Out.push_back(DAG.getRegister(R.Reg, T.immediateType())); return;
    case ResultNode::Kind::Rest: Out.insert(Out.end(), S.B.Rest.begin(), S.B.Rest.end()); return;
    case ResultNode::Kind::Call:
      if (R.XForm) {
        Out.push_back((*R.XForm)(DAG, (*S.B.find(R.Kids[0].Var))[0]));
        return;
      }
      std::vector<SDValue> Ops;
      for (const CompiledResult& K : R.Kids) operand(K, Ops);
      SDNode* M = DAG.getMachineNode(R.Instr, DAG.getVTList(typeOf(R, Ops)), Ops);
      markNoFPExcept(M, R.Instr);
      Out.push_back(SDValue(M, 0));
      return;
    }
  }

  SDNode* root(const CompiledResult& R) {
    std::vector<SDValue> Ops;
    for (const CompiledResult& K : R.Kids) operand(K, Ops);
    unsigned NumOps = Root->getNumOperands();
    if (NumOps && Root->getOperand(0).getValueType().isOther()) Ops.push_back(Root->getOperand(0));
    if (NumOps > 1 && Root->getOperand(NumOps - 1).getValueType().isGlue())
      Ops.push_back(Root->getOperand(NumOps - 1));
    const MemOperand* MMO = Root->getMemOperand();
    SDNode* Res = DAG.MorphNodeTo(Root, ~int32_t(R.Instr), Root->getVTList(), Ops);
    markNoFPExcept(Res, R.Instr);
    if (MMO && Res->memRefs().empty()) {
      const MemOperand* Refs[] = {MMO};
      DAG.setMemRefs(Res, Refs);
    }
    return Res;
  }
};

} // namespace

PatternTable::PatternTable(std::string_view Text, std::string FileName, const PatternTarget& Names)
    : File(std::move(FileName)), Rules(parsePatternFile(Text, File)) {
  for (unsigned I = 0; I < Rules.size(); ++I) {
    const PatternRule& R = Rules[I];
    Compiler C{Names, File, R, {}};
    for (const std::string& F : R.Features)
      if (!Names.isFeature(F)) C.fail("unknown feature '" + F + "'");
    auto CR = std::make_unique<CompiledRule>();
    CR->Source = C.source(R.Source, true);
    if (CR->Source.K != PatternNode::Kind::Operator) C.fail("a source pattern must start with an operator");
    CR->Result = C.result(R.Result);
    if (!CR->Result.IsInstr) C.fail("a result pattern must start with an instruction");
    CR->Priority = R.HasExplicitPriority ? R.Priority : complexity(CR->Source);
    CR->Index = I;
    ByRoot[CR->Source.Opcode].push_back(I);
    Compiled.push_back(std::move(CR));
  }
  for (auto& [Opc, List] : ByRoot)
    std::stable_sort(List.begin(), List.end(),
                     [&](unsigned A, unsigned B) { return Compiled[A]->Priority > Compiled[B]->Priority; });
  Fired.assign(Rules.size(), 0);
}

PatternTable::~PatternTable() = default;

std::string PatternTable::describe(size_t I) const {
  return File + ":" + std::to_string(Rules[I].Line) + ": " + Rules[I].Text;
}
int PatternTable::priority(size_t I) const {
  return Compiled[I]->Priority;
}

std::vector<std::string> PatternTable::rulesFor(int32_t Opcode) const {
  std::vector<std::string> Out;
  auto It = ByRoot.find(Opcode);
  if (It == ByRoot.end()) return Out;
  for (unsigned I : It->second) Out.push_back(describe(I) + "  [prio " + std::to_string(priority(I)) + "]");
  return Out;
}

SDNode* PatternTable::selectNode(SelectionDAG& DAG, SDNode* N, const PatternTarget& T,
                                 const MatchObserver& Obs) {
  auto It = ByRoot.find(N->getOpcode());
  if (It == ByRoot.end()) return nullptr;
  auto [Begin, End] = dataOperands(N);
  for (unsigned I : It->second) {
    const CompiledRule& R = *Compiled[I];
    const PatternRule& PR = Rules[I];
    bool FeaturesHold = std::all_of(PR.Features.begin(), PR.Features.end(),
                                    [&](const std::string& F) { return T.hasFeature(F); });
    if (!FeaturesHold) {
      if (Obs.Trace)
        *Obs.Trace += "  Skipped (features) [prio " + std::to_string(R.Priority) + "] " + describe(I) + "\n";
      continue;
    }
    MatchState S{DAG, T, {}, {}};
    bool Ok = typeMatches(T, R.Source.TypeName, N->getValueType(0)) &&
              (!R.Source.Fragment || R.Source.Fragment->Holds(N)) &&
              matchOperands(R.Source, N, Begin, End, S);
    if (Obs.Trace)
      *Obs.Trace += std::string(Ok ? "  Matched " : "  Failed  ") + "[prio " + std::to_string(R.Priority) +
                    "] " + describe(I) + "\n";
    if (!Ok) continue;
    Emitter E{DAG, T, S, N};
    SDNode* Res = E.root(R.Result);
    ++Fired[I];
    if (Obs.Trace) *Obs.Trace += "  Morphed node: " + nodeText(DAG, Res) + "\n";
    return Res;
  }
  return nullptr;
}

} // namespace dt::isel
