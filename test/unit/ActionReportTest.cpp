// test/unit/ActionReportTest.cpp — the action-key table, getNodeAction on real nodes, overrides, the
// --print-actions / --query-action text, and the generated docs/action-keys.md.
//
// Where the expectations come from: the keys are LLVM 19's SelectionDAGLegalize::LegalizeOp switch
// (llvm/lib/CodeGen/SelectionDAG/LegalizeDAG.cpp) and VectorLegalizer::LegalizeOp (LegalizeVectorOps.cpp),
// read in the LLVM sources; the RISC-V actions are ../shared/reference/llvm-selectiondag.md §3 (ROTL/ROTR
// Expand without Zbb/Zbkb, MUL Expand without M → __mulsi3, SIGN_EXTEND_INREG i8/i16 Expand without Zbb,
// SETGT/SETUGT Custom and SETGE/SETUGE/SETLE/SETULE Expand on XLenVT, SELECT_CC Expand, loads of i1 Promote,
// FP compares beyond OEQ/OLT/OLE Expand). Tagged [legalize] too, so the ctest "legalize" group runs them.
#include "tools/lib/ActionReport.h"

#include "dag/FunctionLowering.h"
#include "dag/SelectionDAG.h"
#include "support/Diagnostics.h"
#include "targets/riscv/RISCVISD.h"
#include "targets/riscv/RISCVTargetLowering.h"

#include <catch2/catch.hpp>
#include <fstream>
#include <functional>
#include <set>
#include <sstream>

using namespace dt;

namespace {

/// A DAG on a real RISC-V configuration, with opaque inputs (copies from virtual registers).
struct Fx {
  explicit Fx(const char* Triple = "riscv32", const char* Attrs = "")
      : ST(riscv::Subtarget::create(Triple, Attrs, "")), TLI(ST), DAG(TLI) {}
  riscv::Subtarget ST;
  riscv::RISCVTargetLowering TLI;
  SelectionDAG DAG;
  unsigned NextReg = 0;

  SDValue in(EVT VT) { return DAG.getCopyFromReg(DAG.getEntryNode(), indexToVirtReg(NextReg++), VT); }
  SDValue ptr() { return in(EVT::i32()); }
  const MemOperand* mem(uint16_t Flags, uint64_t Bytes) {
    MemOperand MO;
    MO.F = Flags;
    MO.SizeInBytes = Bytes;
    MO.Align = Bytes;
    return DAG.getMemOperand(MO);
  }
  LegalizeAction action(SDValue V) const { return TLI.getNodeAction(V.getNode()); }
};

bool contains(const std::string& Text, const std::string& Part) {
  return Text.find(Part) != std::string::npos;
}
std::string join(const std::vector<std::string>& Lines) {
  std::string R;
  for (const std::string& L : Lines) R += L + "\n";
  return R;
}

/// The --print-actions row of an opcode and type ("  rotl  i32  Expand  result 0"), or "" if there is none.
std::string row(const std::string& Report, const std::string& Opcode, const std::string& Type) {
  std::istringstream In(Report);
  for (std::string Line; std::getline(In, Line);) {
    std::istringstream Words(Line);
    std::string Op, Ty;
    if (Words >> Op >> Ty && ("," + Op + ",").find("," + Opcode + ",") != std::string::npos &&
        ("," + Ty + ",").find("," + Type + ",") != std::string::npos)
      return Line;
  }
  return "";
}

int usageCode(const std::function<void()>& F) {
  try {
    F();
  } catch (const DagtoolError& E) {
    return E.code();
  }
  return 0;
}

} // namespace

TEST_CASE("action keys are LLVM 19's LegalizeOp switch", "[actions][legalize]") {
  // Compares: the condition code first (operand index, compared operand), then the table.
  auto cc = [](int32_t Op, ActionKey K, int CCOp, int CmpOp) {
    ActionKeyRule R = actionKeyRule(Op);
    CHECK(R.Key == K);
    CHECK(R.Rule == ActionRule::CondCodeFirst);
    CHECK(R.CondCodeOperand == CCOp);
    CHECK(R.CompareOperand == CmpOp);
  };
  cc(ISD::SETCC, ActionKey::Operand0, 2, 0);
  cc(ISD::BR_CC, ActionKey::Operand2, 1, 2);
  cc(ISD::SELECT_CC, ActionKey::Result0, 4, 0); // the table with the selected type, not the compared one
  cc(ISD::SETCCCARRY, ActionKey::Operand0, 3, 0);

  CHECK(actionKey(ISD::ROTL) == ActionKey::Result0);
  CHECK(actionKeyRule(ISD::ROTL).Rule == ActionRule::Plain);
  CHECK(actionKey(ISD::FP_ROUND) == ActionKey::Result0);          // the narrower result, not the source
  CHECK(actionKey(ISD::EXTRACT_SUBVECTOR) == ActionKey::Result0); // default branch of the switch
  CHECK(actionKey(ISD::FP_TO_SINT) == ActionKey::Result0);
  CHECK(actionKey(ISD::SINT_TO_FP) == ActionKey::Operand0);
  CHECK(actionKey(ISD::FP_TO_FP16) == ActionKey::Operand0);
  CHECK(actionKey(ISD::FP16_TO_FP) == ActionKey::Result0);
  CHECK(actionKey(ISD::LROUND) == ActionKey::Operand0);
  CHECK(actionKey(ISD::IS_FPCLASS) == ActionKey::Operand0);
  CHECK(actionKey(ISD::EXTRACT_VECTOR_ELT) == ActionKey::Operand0);
  CHECK(actionKey(ISD::VECREDUCE_ADD) == ActionKey::Operand0);
  CHECK(actionKey(ISD::VECREDUCE_SEQ_FADD) == ActionKey::Operand1);
  CHECK(actionKey(ISD::SIGN_EXTEND_INREG) == ActionKey::TypeOperand1);
  CHECK(actionKey(ISD::INTRINSIC_WO_CHAIN) == ActionKey::Other);
  CHECK(actionKey(ISD::STACKSAVE) == ActionKey::Other);
  CHECK(actionKey(ISD::READCYCLECOUNTER) == ActionKey::I64);
  CHECK(actionKey(ISD::STORE) == ActionKey::Operand1);
  CHECK(actionKeyRule(ISD::STORE).Rule == ActionRule::LoadStore);
  CHECK(actionKeyRule(ISD::LOAD).Rule == ActionRule::LoadStore);
  CHECK(actionKeyRule(ISD::VAARG).Rule == ActionRule::PromoteOrOther);
  CHECK(actionKeyRule(ISD::EXTRACT_ELEMENT).Rule == ActionRule::LegalMeansExpand);
  CHECK(actionKeyRule(ISD::MERGE_VALUES).Rule == ActionRule::LegalMeansExpand);
  CHECK(actionKeyRule(ISD::READCYCLECOUNTER).Rule == ActionRule::Plain); // keyed by i64, not a lie
  CHECK(actionKeyRule(ISD::DEBUGTRAP).Rule == ActionRule::ExpandMeansTrap);
  CHECK(actionKeyRule(ISD::CALLSEQ_START).Rule == ActionRule::NotLookedUp);
  CHECK(actionKeyRule(ISD::TargetConstant).Rule == ActionRule::NotLookedUp);
  CHECK(actionKeyRule(RISCVISD::SELECT_CC).Rule == ActionRule::NotLookedUp);

  // LegalizeVectorOps: its own list; unlisted opcodes wait for LegalizeDAG.
  CHECK(vectorActionKey(ISD::SIGN_EXTEND_INREG) == VectorActionKey::Result0); // unlike LegalizeDAG
  CHECK(vectorActionKey(ISD::SETCC) == VectorActionKey::CondCodeFirst);
  CHECK(vectorActionKey(ISD::SINT_TO_FP) == VectorActionKey::Operand0);
  CHECK(vectorActionKey(ISD::VECREDUCE_SEQ_FMUL) == VectorActionKey::Operand1);
  CHECK(vectorActionKey(ISD::MERGE_VALUES) == VectorActionKey::LegalMeansExpand);
  CHECK(vectorActionKey(ISD::LROUND) == VectorActionKey::NotHandled);
  CHECK(vectorActionKey(ISD::EXTRACT_VECTOR_ELT) == VectorActionKey::NotHandled);
  CHECK(vectorActionKey(ISD::BR_CC) == VectorActionKey::NotHandled);

  // Each opcode has one row in each table; the key table is in opcode order.
  std::set<int32_t> Seen;
  int32_t Previous = -1;
  for (const ActionKeyRule& R : actionKeyRules()) {
    CHECK(Seen.insert(R.Op).second);
    CHECK(R.Op > Previous);
    Previous = R.Op;
  }
  Seen.clear();
  for (const VectorKeyRule& R : vectorActionKeyRules()) CHECK(Seen.insert(R.Op).second);
}

TEST_CASE("opcode names: enumerators and dump spellings, any case", "[actions][legalize]") {
  CHECK(std::string(opcodeEnumName(ISD::SIGN_EXTEND_INREG)) == "SIGN_EXTEND_INREG");
  CHECK(findISDOpcode("rotl") == ISD::ROTL);
  CHECK(findISDOpcode("ROTL") == ISD::ROTL);
  CHECK(findISDOpcode("ISD::Rotl") == ISD::ROTL);
  CHECK(findISDOpcode("sign_extend_inreg") == ISD::SIGN_EXTEND_INREG);
  CHECK(findISDOpcode("AtomicFence") == ISD::ATOMIC_FENCE);
  CHECK(findISDOpcode("atomic_fence") == ISD::ATOMIC_FENCE);
  CHECK_FALSE(findISDOpcode("rotx"));
}

TEST_CASE("getNodeAction: RISC-V operations on riscv32", "[actions][legalize]") {
  Fx F;
  SDValue A = F.in(EVT::i32()), B = F.in(EVT::i32());
  CHECK(F.action(F.DAG.getNode(ISD::ROTL, EVT::i32(), A, B)) == LegalizeAction::Expand);
  CHECK(F.action(F.DAG.getNode(ISD::MUL, EVT::i32(), A, B)) == LegalizeAction::Expand);
  CHECK(F.action(F.DAG.getNode(ISD::ADD, EVT::i32(), A, B)) == LegalizeAction::Legal);
  // SIGN_EXTEND_INREG is keyed by the type its ValueType operand names.
  CHECK(F.action(F.DAG.getNode(ISD::SIGN_EXTEND_INREG, EVT::i32(), A, F.DAG.getValueType(EVT::i8()))) ==
        LegalizeAction::Expand);
  // Condition codes decide first: SETUGT Custom, SETUGE Expand, SETULT Legal (then SETCC i32 Legal).
  CHECK(F.action(F.DAG.getSetCC(EVT::i32(), A, B, ISD::SETUGT)) == LegalizeAction::Custom);
  CHECK(F.action(F.DAG.getSetCC(EVT::i32(), A, B, ISD::SETUGE)) == LegalizeAction::Expand);
  CHECK(F.action(F.DAG.getSetCC(EVT::i32(), A, B, ISD::SETULT)) == LegalizeAction::Legal);
  // BR_CC: (chain, cc, lhs, rhs, dest); a Legal condition leaves BR_CC i32 Expand.
  SDValue BB = F.DAG.getBasicBlock(1, "next");
  SDValue BrCC = F.DAG.getNode(ISD::BR_CC, EVT::other(),
                               {F.DAG.getEntryNode(), F.DAG.getCondCode(ISD::SETLT), A, B, BB});
  CHECK(F.action(BrCC) == LegalizeAction::Expand);
  SDValue BrCCGt = F.DAG.getNode(ISD::BR_CC, EVT::other(),
                                 {F.DAG.getEntryNode(), F.DAG.getCondCode(ISD::SETGT), A, B, BB});
  CHECK(F.action(BrCCGt) == LegalizeAction::Custom);
  // "Lying" opcodes: EXTRACT_ELEMENT has no entry (Legal) and means Expand.
  SDValue Pair = F.in(EVT::i64());
  CHECK(F.action(F.DAG.getNode(ISD::EXTRACT_ELEMENT, EVT::i32(), Pair, F.DAG.getIntPtrConstant(1))) ==
        LegalizeAction::Expand);
  // Target nodes are never looked up.
  SDValue TargetSel =
      F.DAG.getNode(RISCVISD::SELECT_CC, EVT::i32(), {A, B, F.DAG.getCondCode(ISD::SETLT), A, B});
  CHECK(F.action(TargetSel) == LegalizeAction::Legal);
  // Intrinsics are keyed by MVT::Other (Custom on RISC-V), whatever they return.
  SDValue Intr =
      F.DAG.getNode(ISD::INTRINSIC_WO_CHAIN, EVT::i32(), {F.DAG.getTargetConstant(1, EVT::i32()), A});
  CHECK(F.action(Intr) == LegalizeAction::Custom);
}

TEST_CASE("getNodeAction: select_cc keeps the compared and the selected type apart", "[actions][legalize]") {
  Fx F("riscv32", "+f");
  SDValue X = F.in(EVT::f32()), Y = F.in(EVT::f32()), T = F.in(EVT::i32()), E = F.in(EVT::i32());
  SDValue Olt = F.DAG.getNode(ISD::SELECT_CC, EVT::i32(), {X, Y, T, E, F.DAG.getCondCode(ISD::SETOLT)});
  SDValue Ogt = F.DAG.getNode(ISD::SELECT_CC, EVT::i32(), {X, Y, T, E, F.DAG.getCondCode(ISD::SETOGT)});
  // SETOLT f32 is Legal, so SELECT_CC decides with the selected type i32 (Expand); SETOGT f32 is Expand
  // itself.
  CHECK(F.action(Olt) == LegalizeAction::Expand);
  CHECK(F.action(Ogt) == LegalizeAction::Expand);
  ActionDecision D = F.TLI.explainNodeAction(Olt.getNode());
  REQUIRE(D.Table);
  CHECK(*D.Table == ActionTable::Operation);
  CHECK(D.LookedUpVT == EVT::i32());
  ActionDecision G = F.TLI.explainNodeAction(Ogt.getNode());
  CHECK(*G.Table == ActionTable::CondCode);
  CHECK(G.LookedUpVT == EVT::f32());
  // An entry for the compared type is not the key: making SELECT_CC f32 Legal changes nothing here.
  ActionOverride O;
  O.Op = ISD::SELECT_CC;
  O.VT = EVT::f32();
  O.Action = LegalizeAction::Legal;
  F.TLI.overrideAction(O);
  CHECK(F.action(Olt) == LegalizeAction::Expand);
  O.VT = EVT::i32();
  F.TLI.overrideAction(O);
  CHECK(F.action(Olt) == LegalizeAction::Legal);
}

TEST_CASE("getNodeAction: loads and stores use their own tables", "[actions][legalize]") {
  Fx F;
  SDValue Ch = F.DAG.getEntryNode(), P = F.ptr();
  auto ld = [&](ISD::LoadExtType Ext, EVT Mem) {
    return F.DAG.getExtLoad(Ext, EVT::i32(), Ch, P, Mem, F.mem(MemOperand::Load, Mem.storeSizeInBytes()));
  };
  CHECK(F.action(F.DAG.getLoad(EVT::i32(), Ch, P, F.mem(MemOperand::Load, 4))) == LegalizeAction::Legal);
  CHECK(F.action(ld(ISD::SEXTLOAD, EVT::i8())) == LegalizeAction::Legal);        // LB
  CHECK(F.action(ld(ISD::ZEXTLOAD, EVT::i16())) == LegalizeAction::Legal);       // LHU
  CHECK(F.action(ld(ISD::ZEXTLOAD, EVT::i1())) == LegalizeAction::Promote);      // loaded as a byte
  CHECK(F.action(ld(ISD::EXTLOAD, EVT::integer(24))) == LegalizeAction::Expand); // split in two loads
  SDValue V = F.in(EVT::i32());
  CHECK(F.action(F.DAG.getStore(Ch, V, P, F.mem(MemOperand::Store, 4))) == LegalizeAction::Legal);
  CHECK(F.action(F.DAG.getTruncStore(Ch, V, P, EVT::i8(), F.mem(MemOperand::Store, 1))) ==
        LegalizeAction::Legal);
  CHECK(F.action(F.DAG.getTruncStore(Ch, V, P, EVT::i1(), F.mem(MemOperand::Store, 1))) ==
        LegalizeAction::Promote); // stored as a byte
  ActionDecision D = F.TLI.explainNodeAction(ld(ISD::SEXTLOAD, EVT::i8()).getNode());
  REQUIRE(D.Table);
  CHECK(*D.Table == ActionTable::LoadExt);
  CHECK(contains(join(D.Steps), "setLoadExtAction(SEXTLOAD, i32, i8) = Legal"));
}

TEST_CASE("getNodeAction follows the subtarget: Zbb, M", "[actions][legalize]") {
  Fx Z("riscv32", "+zbb,+m");
  SDValue A = Z.in(EVT::i32()), B = Z.in(EVT::i32());
  CHECK(Z.action(Z.DAG.getNode(ISD::ROTL, EVT::i32(), A, B)) == LegalizeAction::Legal);
  CHECK(Z.action(Z.DAG.getNode(ISD::MUL, EVT::i32(), A, B)) == LegalizeAction::Legal);
  CHECK(Z.action(Z.DAG.getNode(ISD::SIGN_EXTEND_INREG, EVT::i32(), A, Z.DAG.getValueType(EVT::i8()))) ==
        LegalizeAction::Legal);
}

TEST_CASE("decision steps name the tables and entries", "[actions][legalize]") {
  Fx F;
  ActionQuery Q;
  Q.Op = ISD::ROTL;
  Q.VT = EVT::i32();
  ActionDecision D = F.TLI.decideAction(Q, true);
  CHECK(D.Action == LegalizeAction::Expand);
  REQUIRE(D.Steps.size() == 2);
  CHECK(D.Steps[0] == "the action is keyed by result 0's type: i32");
  CHECK(D.Steps[1] == "setOperationAction(ROTL, i32) = Expand");
  CHECK(F.TLI.decideAction(Q, false).Steps.empty());
}

TEST_CASE("--set-action overrides: parsing and effect", "[actions][legalize]") {
  Fx F;
  ActionOverride O = parseActionOverride("rotl:i32=Legal", F.TLI);
  CHECK(O.Table == ActionTable::Operation);
  CHECK(O.Op == ISD::ROTL);
  F.TLI.overrideAction(O);
  SDValue A = F.in(EVT::i32()), B = F.in(EVT::i32());
  CHECK(F.action(F.DAG.getNode(ISD::ROTL, EVT::i32(), A, B)) == LegalizeAction::Legal);
  CHECK(F.TLI.findOverride(ActionTable::Operation, ISD::ROTL, EVT::i32()) != nullptr);

  ActionOverride C = parseActionOverride("SETCC:i32:SETUGT=Legal", F.TLI);
  CHECK(C.Table == ActionTable::CondCode);
  CHECK(C.CC == ISD::SETUGT);
  F.TLI.overrideAction(C);
  CHECK(F.action(F.DAG.getSetCC(EVT::i32(), A, B, ISD::SETUGT)) == LegalizeAction::Legal);

  ActionOverride L = parseActionOverride("load:i32:sextload:i8=Expand", F.TLI);
  CHECK(L.Table == ActionTable::LoadExt);
  CHECK(L.Ext == ISD::SEXTLOAD);
  CHECK(L.MemVT == EVT::i8());
  ActionOverride S = parseActionOverride("store:i32:truncstore:i16=Expand", F.TLI);
  CHECK(S.Table == ActionTable::TruncStore);
  ActionOverride P = parseActionOverride("mul:i32=Promote:i32", F.TLI);
  REQUIRE(P.PromoteTo);
  CHECK(*P.PromoteTo == EVT::i32());

  for (const char* Bad :
       {"rotl:i32", "rotl:i32=Sideways", "rotl=Legal", "rotx:i32=Legal", "rotl:i33x=Legal",
        "rotl:i32=Expand:i64", "setcc:i32:setugt=Promote:i32", "RISCVISD::SELECT_CC:i32=Legal",
        "add:i17=Expand", "load:i32:sextload=Legal", "rotl:i32:setugt=Legal"})
    CHECK(usageCode([&] { parseActionOverride(Bad, F.TLI); }) == ExitUsageError);
}

TEST_CASE("--query-action keys: opcodes, types, condition codes, memory", "[actions][legalize]") {
  Fx F;
  ActionQuery Q = parseActionQuery("RISCVISD::SELECT_CC:i32", F.TLI);
  CHECK(Q.Op == RISCVISD::SELECT_CC);
  Q = parseActionQuery("riscvisd::select_cc:i32", F.TLI);
  CHECK(Q.Op == RISCVISD::SELECT_CC);
  Q = parseActionQuery("select_cc:f32:setolt:i32", F.TLI);
  CHECK(Q.CompareVT == EVT::f32());
  CHECK(Q.VT == EVT::i32());
  CHECK(Q.CC == ISD::SETOLT);
  Q = parseActionQuery("vecreduce_add:v4i32", F.TLI);
  CHECK(Q.VT == EVT::vector(EVT::i32(), 4));
  Q = parseActionQuery("brcond:other", F.TLI);
  CHECK(Q.VT == EVT::other());
  for (const char* Bad : {"", "rotl", ":i32", "rotl:", "rotl:float", "setcc:i32:setbig", "load:i32:sextload",
                          "store:i32:wide:i8", "rotl:i32:i32", "v0i32", "rotl:v0i32"})
    CHECK(usageCode([&] { parseActionQuery(Bad, F.TLI); }) == ExitUsageError);
}

TEST_CASE("--query-action explanations", "[actions][legalize]") {
  Fx F;
  std::string R = explainAction(F.TLI, "rotl:i32", F.ST.describe());
  CHECK(R.rfind("rotl:i32 on riscv32 (ilp32)\n", 0) == 0);
  CHECK(contains(R, "1. type i32 is legal (register class GPR)"));
  CHECK(contains(R, "2. the action is keyed by result 0's type: i32"));
  CHECK(contains(R, "3. setOperationAction(ROTL, i32) = Expand"));
  CHECK(contains(R, "shl, srl and or"));
  CHECK(contains(R, "no runtime function is registered for ROTL i32"));
  CHECK(contains(R, "=> Expand"));
  std::string M = explainAction(F.TLI, "mul:i32", F.ST.describe());
  CHECK(contains(M, "setOperationAction(MUL, i32) = Expand"));
  CHECK(contains(M, "LibCall: a call to __mulsi3"));
  std::string I = explainAction(F.TLI, "mul:i64", F.ST.describe());
  CHECK(contains(I, "type i64 is illegal: ExpandInteger → 2 x i32"));
  std::string C = explainAction(F.TLI, "setcc:i32:setugt", F.ST.describe());
  CHECK(contains(C, "setCondCodeAction(SETUGT, i32) = Custom"));
  CHECK(contains(C, "=> Custom"));
  std::string Z = explainAction(F.TLI, "sign_extend_inreg:i8", F.ST.describe());
  CHECK(contains(Z, "keyed by the type its ValueType operand names: i8"));
  CHECK(contains(Z, "shl then sra"));
  Fx R64("riscv64");
  std::string A = explainAction(R64.TLI, "add:i32", R64.ST.describe());
  CHECK(contains(A, "type i32 is illegal: PromoteInteger → i64"));
  CHECK(contains(A, "Custom on the illegal type i32: the type legalizer asks this entry"));
}

TEST_CASE("--print-actions lists entries with keys, libcalls and overrides", "[actions][legalize]") {
  Fx F;
  std::string R = printActions(F.TLI, F.ST.describe());
  CHECK(contains(R, "Every (opcode, legal type) pair not listed is Legal"));
  std::string Rotl = row(R, "rotl", "i32");
  CHECK(contains(Rotl, "Expand"));
  CHECK(contains(Rotl, "result 0"));
  CHECK(contains(row(R, "mul", "i32"), "libcall __mulsi3"));
  CHECK(contains(row(R, "sign_extend_inreg", "i8"), "the type named by operand 1"));
  CHECK(contains(row(R, "i32", "Custom"), "setugt setgt"));
  CHECK(contains(row(R, "i32", "Expand"), "setuge setule setge setle"));
  CHECK(contains(row(R, "zextload", "i32"), "Promote"));
  CHECK(contains(row(R, "i64", "ExpandInteger"), "2 x i32"));
  CHECK(row(R, "smin", "i8").empty()); // an illegal type's Expand entry is never consulted
  Fx Zbb("riscv32", "+zbb");
  CHECK(row(printActions(Zbb.TLI, Zbb.ST.describe()), "rotl", "i32").empty());
  F.TLI.overrideAction(parseActionOverride("rotl:i32=Legal", F.TLI));
  std::string Overridden = row(printActions(F.TLI, F.ST.describe()), "rotl", "i32");
  CHECK(contains(Overridden, " Legal "));
  CHECK(contains(Overridden, "[--set-action]"));
  Fx D("riscv32", "+f,+d,+zfhmin");
  std::string FP = printActions(D.TLI, D.ST.describe());
  CHECK(contains(row(FP, "fadd", "f16"), "promote to f32"));
  CHECK(contains(row(FP, "fsin", "f32"), "libcall sinf"));
  CHECK(contains(row(FP, "f64", "Expand"), "setogt setoge setone seto setuo setueq setugt"));
  CHECK(contains(row(FP, "f64", "f32"), "Expand")); // truncating store f64 → f32
}

TEST_CASE("docs/action-keys.md is generated from the key tables", "[actions][legalize]") {
  std::ifstream In(std::string(DAGTOOL_SOURCE_DIR) + "/docs/action-keys.md", std::ios::binary);
  REQUIRE(In);
  std::stringstream Committed;
  Committed << In.rdbuf();
  INFO("docs/action-keys.md differs from the key tables; regenerate it with "
       "`build/bin/dagtool --print-action-keys=markdown > docs/action-keys.md`");
  CHECK(Committed.str() == printActionKeys(ActionKeyDocFormat::Markdown));
  std::string Text = printActionKeys(ActionKeyDocFormat::Text);
  CHECK(contains(Text, "Keys of the operation legalizer (LegalizeDAG)\n---"));
  CHECK_FALSE(contains(Text, "| opcode |"));
}
