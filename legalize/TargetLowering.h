// legalize/TargetLowering.h — what a target tells the legalizers: legal types, and per operation and type
// whether it is Legal, Custom, Promote, Expand or LibCall (LLVM's TargetLoweringBase, as data).
//
// Duty: hold the action tables a target fills in its constructor (setOperationAction, setLoadExtAction,
// setTruncStoreAction, setCondCodeAction, AddPromotedToType, libcall names), derive the type actions from
// the register classes as LLVM does (computeRegisterProperties), and declare the hooks through which a
// target customises legalization (LowerOperation, ReplaceNodeResults, LowerOperationWrapper).
// The thing LLVM leaves implicit is explicit here: every opcode names which value type keys its action
// lookup (result 0, an operand, the type a ValueType operand names, MVT::Other, the memory type) and what
// LegalizeOp does around the lookup (condition code first, "Legal means Expand" ...) — actionKeyRule(),
// one table in TargetLowering.cpp; getNodeAction() applies it to a node exactly as LLVM 19's
// SelectionDAGLegalize::LegalizeOp chooses its action.
// Invariants: tables are only written during construction and by overrides (--set-action) applied right
// after it, before any DAG is processed; lookups never allocate; an extended (non-simple) type is never
// Legal and its operation action is Expand, as in LLVM.
#pragma once

#include "dag/TargetHooks.h"

#include <array>
#include <map>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace dt {

struct KnownBits; // legalize/ValueTracking.h

enum class LegalizeAction : uint8_t { Legal, Promote, Expand, LibCall, Custom };
const char* actionName(LegalizeAction A);

/// How the type legalizer turns a value of an illegal type into legal ones.
enum class TypeAction : uint8_t {
  Legal,
  PromoteInteger,  // i8 → i32: compute in a wider integer
  ExpandInteger,   // i64 → i32, i32 on RV32: split into halves
  SoftenFloat,     // f32 without F: the same bits in an integer, operations by libcall
  ExpandFloat,     // fp128: halves (LLVM only for ppcf128-like types; fp128 is softened to i128 here)
  ScalarizeVector, // <1 x T> → T
  SplitVector,     // <4 x i32> → two <2 x i32>
  WidenVector,     // <3 x i16> → <4 x i16>
  PromoteFloat,    // f16 computed in f32 (targets that ask for it)
  SoftPromoteHalf, // f16 held as i16, computed in f32 through conversions
};
const char* typeActionName(TypeAction A);

enum class BooleanContent : uint8_t { Undefined, ZeroOrOne, ZeroOrNegativeOne };

/// Which value type keys an opcode's lookup in the operation-action table (setOperationAction) when LLVM's
/// operation legalizer (LegalizeDAG.cpp, SelectionDAGLegalize::LegalizeOp) handles it.
enum class ActionKey : uint8_t {
  Result0,      // the type of the first result: every opcode not listed in the key table
  Operand0,     // e.g. SETCC (the compared type), SINT_TO_FP (the integer source), IS_FPCLASS
  Operand1,     // e.g. STORE (the stored value), VECREDUCE_SEQ_FADD (the vector after the start value)
  Operand2,     // BR_CC (chain, cc, lhs, rhs, dest): the compared type
  TypeOperand1, // SIGN_EXTEND_INREG: the type its ValueType operand names (i8 in "sext_inreg x, i8")
  Other,        // always MVT::Other, whatever the node's types (intrinsics, STACKSAVE)
  I64,          // always MVT::i64, even where i64 is expanded (READCYCLECOUNTER)
  None,         // never looked up: the node is always Legal (CALLSEQ_START/END, TargetConstant, Register)
};
const char* actionKeyName(ActionKey K);

/// What LegalizeOp does around the table lookup of an opcode.
enum class ActionRule : uint8_t {
  Plain,            // the operation table's entry is the action
  CondCodeFirst,    // setCondCodeAction(cc, compared type) decides first; only a Legal condition consults
                    // the operation table (SETCC, BR_CC, SELECT_CC, SETCCCARRY)
  LoadStore,        // plain loads/stores: the operation table; extending loads: setLoadExtAction(ext, value
                    // type, memory type); truncating stores: setTruncStoreAction(value type, memory type)
  LegalMeansExpand, // the opcode "lies about being legal": a Legal entry means Expand (EXTRACT_ELEMENT ...)
  LegalMeansCustom, // a Legal entry means Custom (FRAMEADDR, RETURNADDR ...; dagtool has none of these nodes)
  PromoteOrOther,   // VAARG: the result type's entry if it is Promote, else the entry for MVT::Other
  ExpandMeansTrap,  // DEBUGTRAP: an Expand entry replaces the node by TRAP, which is legalized in turn
  NotLookedUp,      // no table: always Legal
};
const char* actionRuleName(ActionRule R);

/// One row of the key table: how LegalizeOp finds the action of Op, and why (for docs/action-keys.md).
struct ActionKeyRule {
  int32_t Op;
  ActionKey Key;
  ActionRule Rule;
  int8_t CondCodeOperand; // CondCodeFirst: the operand holding the condition code, else -1
  int8_t CompareOperand;  // CondCodeFirst: the operand whose type the condition is looked up with, else -1
  const char* Reason;
};
/// The rule for an opcode: its row of the key table, or {Result0, Plain} for unlisted ISD opcodes and
/// {None, NotLookedUp} for target opcodes (LegalizeOp asks getCustomOperationAction, Legal by default).
ActionKeyRule actionKeyRule(int32_t Opcode);
/// The rows of the key table, in opcode order.
std::span<const ActionKeyRule> actionKeyRules();
ActionKey actionKey(int32_t Opcode);
const char* actionKeyReason(int32_t Opcode);

/// LegalizeOp's special cases for LLVM opcodes dagtool has no node for (STRICT_*, VP_*, FRAMEADDR ...), so
/// docs/action-keys.md describes the whole switch; names as LLVM spells them, one group per row.
struct LLVMOnlyKeyRule {
  const char* Opcodes;
  const char* KeyedBy;
  const char* Why;
};
std::span<const LLVMOnlyKeyRule> llvmOnlyActionKeyRules();

/// Which value type keys an opcode in LLVM's vector-operation legalizer (LegalizeVectorOps.cpp,
/// VectorLegalizer::LegalizeOp), which only looks at nodes with a vector result or operand.
enum class VectorActionKey : uint8_t {
  NotHandled,       // left as it is for LegalizeDAG (the default)
  Result0,          // the (vector) result type
  Operand0,         // e.g. SINT_TO_FP, VECREDUCE_ADD
  Operand1,         // VECREDUCE_SEQ_FADD / FMUL
  CondCodeFirst,    // SETCC: setCondCodeAction(cc, operand 0's type), then the table with operand 0's type
  LoadExt,          // extending loads of a vector memory type: setLoadExtAction; other loads are not handled
  TruncStore,       // truncating stores of a vector memory type: setTruncStoreAction; other stores are not
  LegalMeansExpand, // MERGE_VALUES: the result type's entry, Legal meaning Expand
};
const char* vectorActionKeyName(VectorActionKey K);
struct VectorKeyRule {
  int32_t Op;
  VectorActionKey Key;
};
VectorActionKey vectorActionKey(int32_t Opcode);
std::span<const VectorKeyRule> vectorActionKeyRules();

/// LLVM's enumerator for an ISD opcode ("ROTL", "SIGN_EXTEND_INREG"), as setOperationAction names it;
/// nullptr for target and machine opcodes.
const char* opcodeEnumName(int32_t Opcode);
/// The ISD opcode named by its enumerator or its dump spelling, case-insensitively, with or without "ISD::"
/// ("rotl", "ROTL", "ISD::ROTL", "sign_extend_inreg", "AtomicFence").
std::optional<int32_t> findISDOpcode(std::string_view Name);

/// The four tables an action can come from.
enum class ActionTable : uint8_t { Operation, CondCode, LoadExt, TruncStore };
const char* actionTableName(ActionTable T); // "setOperationAction" ...

/// One action lookup as LegalizeOp makes it, taken from a node or described by hand (--query-action).
struct ActionQuery {
  int32_t Op = 0;
  /// The type at the opcode's key (ActionKey): result 0, operand N, the ValueType operand's type ...;
  /// loads: the loaded value type; stores: the stored value's type. Unused for fixed keys (Other, I64).
  EVT VT;
  ISD::CondCode CC = ISD::SETCC_INVALID;   // CondCodeFirst opcodes: the condition
  EVT CompareVT;                           // ... and the compared type (SELECT_CC's VT is its result type)
  ISD::LoadExtType Ext = ISD::NON_EXTLOAD; // extending loads
  bool TruncatingStore = false;
  EVT MemVT; // extending loads and truncating stores
  static ActionQuery fromNode(const SDNode* N);
};

/// The action LegalizeOp takes, the table entry it came from, and (if asked) the steps that led there.
struct ActionDecision {
  LegalizeAction Action = LegalizeAction::Legal;
  std::optional<ActionTable> Table; // none: decided without a table (target nodes, CALLSEQ_*, memory widths)
  EVT LookedUpVT;                   // the type of the deciding lookup
  std::vector<std::string> Steps;
};

/// One --set-action: a table entry and the action (and promote-to type) it gets for this run.
struct ActionOverride {
  ActionTable Table = ActionTable::Operation;
  int32_t Op = 0; // Operation
  EVT VT;         // Operation, CondCode (compared type); LoadExt/TruncStore: value type
  ISD::CondCode CC = ISD::SETCC_INVALID;   // CondCode
  ISD::LoadExtType Ext = ISD::NON_EXTLOAD; // LoadExt
  EVT MemVT;                               // LoadExt, TruncStore
  LegalizeAction Action = LegalizeAction::Legal;
  std::optional<EVT> PromoteTo; // Operation + Promote: AddPromotedToType
  std::string Spec;             // as written on the command line
};

/// The combiner's levels, in pipeline order (LLVM's CombineLevel): after type legalization folds may create
/// only legal types, after vector-op legalization only legal operations.
enum class CombineLevel { BeforeLegalizeTypes, AfterLegalizeTypes, AfterLegalizeVectorOps, AfterLegalizeDAG };

/// What a target combine may ask of and do through the combiner (LLVM's TargetLowering::DAGCombinerInfo).
class DAGCombinerInfo {
public:
  virtual ~DAGCombinerInfo() = default;
  virtual CombineLevel level() const = 0;
  virtual SelectionDAG& dag() = 0;
  bool isBeforeLegalize() const { return level() == CombineLevel::BeforeLegalizeTypes; }
  bool isBeforeLegalizeOps() const { return level() < CombineLevel::AfterLegalizeVectorOps; }
  bool isAfterLegalizeDAG() const { return level() == CombineLevel::AfterLegalizeDAG; }
  virtual void addToWorklist(SDNode* N) = 0;
  /// Replaces every result of N (one value per result); returns SDValue(N, 0).
  virtual SDValue combineTo(SDNode* N, std::span<const SDValue> To, bool AddTo = true) = 0;
  virtual void commitReplacement(SDValue Old, SDValue New) = 0;
  virtual bool simplifyDemandedBits(SDValue Op, const APInt& Demanded) = 0;
};

class TargetLowering : public TargetHooks {
public:
  ~TargetLowering() override = default;

  // ---- types ---------------------------------------------------------------------------------------
  /// Declares VT legal (it has a register class). Call computeRegisterProperties afterwards.
  void addRegisterClass(EVT VT, std::string ClassName);
  /// Derives, for every type, its type action, the type it transforms to, and register breakdowns.
  void computeRegisterProperties();
  bool isTypeLegal(EVT VT) const;
  TypeAction getTypeAction(EVT VT) const;
  /// One step of type legalization: i8 → i32 (promote), i64 → i32 (expand), f32 → i32 (soften) ...
  EVT getTypeToTransformTo(EVT VT) const;
  /// The legal type VT finally becomes (following getTypeToTransformTo until legal).
  EVT getTypeToExpandTo(EVT VT) const;
  unsigned getNumRegisters(EVT VT) const override;
  EVT getRegisterType(EVT VT) const override;
  /// The legal integer register type (XLenVT on RISC-V).
  EVT largestLegalIntType() const { return LargestLegalInt; }
  virtual BooleanContent getBooleanContents(EVT VT) const { return BooleanVal; }
  void setBooleanContents(BooleanContent B) { BooleanVal = B; }
  /// The type SETCC produces for operands of type VT (after type legalization).
  virtual EVT getSetCCResultType(EVT VT) const { return VT.isVector() ? VT.changeTypeToInteger() : LargestLegalInt; }
  /// f16 without a register class: soft-promote (true) or promote (false).
  virtual bool softPromoteHalfType() const { return true; }

  // ---- operation actions ---------------------------------------------------------------------------
  void setOperationAction(int32_t Op, EVT VT, LegalizeAction A);
  void setOperationAction(std::initializer_list<int32_t> Ops, EVT VT, LegalizeAction A) {
    for (int32_t Op : Ops) setOperationAction(Op, VT, A);
  }
  LegalizeAction getOperationAction(int32_t Op, EVT VT) const;
  bool isOperationLegal(int32_t Op, EVT VT) const {
    return isTypeLegal(VT) && getOperationAction(Op, VT) == LegalizeAction::Legal;
  }
  bool isOperationLegalOrCustom(int32_t Op, EVT VT) const {
    auto A = getOperationAction(Op, VT);
    return isTypeLegal(VT) && (A == LegalizeAction::Legal || A == LegalizeAction::Custom);
  }
  void AddPromotedToType(int32_t Op, EVT From, EVT To);
  EVT getTypeToPromoteTo(int32_t Op, EVT VT) const;

  void setLoadExtAction(ISD::LoadExtType Ext, EVT ValVT, EVT MemVT, LegalizeAction A);
  LegalizeAction getLoadExtAction(ISD::LoadExtType Ext, EVT ValVT, EVT MemVT) const;
  void setTruncStoreAction(EVT ValVT, EVT MemVT, LegalizeAction A);
  LegalizeAction getTruncStoreAction(EVT ValVT, EVT MemVT) const;
  /// LLVM's isTruncStoreLegal / isLoadExtLegal: the action is Legal (and the types are simple).
  bool isTruncStoreLegal(EVT ValVT, EVT MemVT) const {
    return isTypeLegal(ValVT) && MemVT.isSimple() && getTruncStoreAction(ValVT, MemVT) == LegalizeAction::Legal;
  }
  bool isLoadExtLegal(ISD::LoadExtType Ext, EVT ValVT, EVT MemVT) const {
    return ValVT.isSimple() && MemVT.isSimple() && getLoadExtAction(Ext, ValVT, MemVT) == LegalizeAction::Legal;
  }
  void setCondCodeAction(ISD::CondCode CC, EVT VT, LegalizeAction A);
  LegalizeAction getCondCodeAction(ISD::CondCode CC, EVT VT) const;
  bool isCondCodeLegal(ISD::CondCode CC, EVT VT) const override {
    return getCondCodeAction(CC, VT) == LegalizeAction::Legal;
  }
  /// legalize/FPClassExpansion.h: the integer form when IS_FPCLASS is neither Legal nor Custom for the type.
  SDValue expandIsFPClassInBuilder(SelectionDAG& DAG, EVT ResultVT, SDValue Op, unsigned Test) const override;

  // ---- libcalls --------------------------------------------------------------------------------------
  /// The runtime function implementing Op on VT ("__mulsi3" for MUL i32), or nullptr.
  const char* getLibcallName(int32_t Op, EVT VT) const;
  /// For conversions keyed by two types (FP_TO_SINT f32 → i64: "__fixsfdi").
  const char* getLibcallName(int32_t Op, EVT From, EVT To) const;
  void setLibcallName(int32_t Op, EVT VT, const char* Name);
  void setLibcallName(int32_t Op, EVT From, EVT To, const char* Name);
  /// Soft-float compares (LLVM's RTLIB::OEQ_F32 ... with getCmpLibcallCC): the runtime function deciding
  /// condition CC on VT ("__ltsf2" for SETOLT f32) and the integer condition its result is tested with
  /// against zero (SETLT). Only conditions one call decides have an entry; the legalizer composes the rest.
  void setCmpLibcall(ISD::CondCode CC, EVT VT, const char* Name, ISD::CondCode ResultCC);
  const char* getCmpLibcallName(ISD::CondCode CC, EVT VT) const;
  ISD::CondCode getCmpLibcallCC(ISD::CondCode CC, EVT VT) const;

  // ---- target hooks ------------------------------------------------------------------------------------
  /// Custom operation legalization: the replacement value, or a null SDValue to decline (then Expand).
  virtual SDValue LowerOperation(SDValue Op, SelectionDAG& DAG) const { return SDValue(); }
  /// The target's combine for N (LLVM's PerformDAGCombine), tried when the generic folds found nothing and
  /// N's opcode was registered with setTargetDAGCombine (target opcodes always): the replacement, N itself
  /// after DCI.combineTo, or null.
  virtual SDValue PerformDAGCombine(SDNode* N, DAGCombinerInfo& DCI) const { return SDValue(); }
  void setTargetDAGCombine(std::initializer_list<int32_t> Ops) {
    for (int32_t Op : Ops) TargetCombines.insert(Op);
  }
  bool hasTargetDAGCombine(int32_t Op) const { return TargetCombines.count(Op) > 0; }
  /// Known bits of a target node's result Op (computeKnownBits asks for target opcodes): Known arrives
  /// all-unknown with Op's width; recurse with computeKnownBits(*this, ..., Depth + 1).
  virtual void computeKnownBitsForTargetNode(SDValue Op, KnownBits& Known, unsigned Depth) const {}
  /// Sign bits of a target node's result Op (at least 1; 1 when nothing is known).
  virtual unsigned ComputeNumSignBitsForTargetNode(SDValue Op, unsigned Depth) const { return 1; }
  /// Custom type legalization of N's illegal results; leave Results empty to decline.
  virtual void ReplaceNodeResults(SDNode* N, std::vector<SDValue>& Results, SelectionDAG& DAG) const {}
  /// Custom type legalization of N's illegal operands; leave Results empty to decline.
  virtual void LowerOperationWrapper(SDNode* N, std::vector<SDValue>& Results, SelectionDAG& DAG) const {
    if (SDValue R = LowerOperation(SDValue(N, 0), DAG))
      for (unsigned I = 0; I < R->getNumValues(); ++I) Results.push_back(R.getValue(I));
  }
  /// Whether an integer argument or result of a libcall narrower than a register is sign-extended
  /// (RISC-V RV64 sign-extends every i32, whatever the operation's signedness).
  virtual bool shouldSignExtendTypeInLibCall(EVT VT, bool IsSigned) const { return IsSigned; }
  /// Whether N's only use is the function's return, so a libcall computing it can be a tail call (LLVM's
  /// isUsedByReturnOnly); Chain receives the chain the return hangs off. Added for the op legalizer's
  /// libcalls (legalize/OpLibCalls.cpp).
  virtual bool isUsedByReturnOnly(SDNode* N, SDValue& Chain) const { return false; }
  /// Whether the FP constant with these bits can be materialized without a constant-pool load.
  virtual bool isFPImmLegal(const APInt& Bits, EVT VT) const { return false; }
  /// Whether a memory access of type VT at alignment Align (bytes) below its ABI alignment is allowed.
  virtual bool allowsMisalignedMemoryAccesses(EVT VT, uint64_t Align) const { return false; }
  /// The ABI alignment of VT in memory (bytes), as the target's data layout gives it.
  virtual uint64_t abiAlignment(EVT VT) const;
  /// Whether an access of type VT described by MMO is allowed at its alignment (LLVM's
  /// allowsMemoryAccessForAlignment): aligned to the ABI alignment, or misaligned accesses are allowed.
  bool allowsMemoryAccessForAlignment(EVT VT, const MemOperand& MMO) const {
    return MMO.Align >= abiAlignment(VT) || allowsMisalignedMemoryAccesses(VT, MMO.Align);
  }

  // ---- cost answers the DAG combiner asks (LLVM's TargetLowering hooks of the same names) -------------------
  /// Whether `mul x, C` should become shifts and an add/sub (x*(2^N±1), x*(2^N±2^M)) rather than a multiply.
  /// ConstantHasOneUse: the constant's node has no other user (a shared constant is materialized anyway).
  virtual bool decomposeMulByConstant(EVT VT, const APInt& C, bool ConstantHasOneUse = true) const { return false; }
  /// Whether `(mul (add x, AddC), MulC) -> (add (mul x, MulC), AddC*MulC)` does not make the code worse.
  virtual bool isMulAddWithConstProfitable(EVT VT, const APInt& AddC, const APInt& MulC) const { return true; }
  /// Whether an add of this immediate is one instruction.
  virtual bool isLegalAddImmediate(int64_t Imm) const { return true; }
  /// Whether a compare against this immediate is one instruction.
  virtual bool isLegalICmpImmediate(int64_t Imm) const { return true; }
  /// Whether `(shl (add/or x, c1), c2)` should become `(add/or (shl x, c2), c1 << c2)`.
  virtual bool isDesirableToCommuteWithShift(const SDNode* Shl) const { return true; }
  /// LLVM's targetShrinkDemandedConstant: Op is an and/or/xor with a constant right operand whose users read
  /// only the Demanded bits. A target may choose the constant itself (one its instructions take as an
  /// immediate). nullopt leaves the choice to the generic shrinking; the current constant keeps the node
  /// as it is and stops the generic shrinking.
  virtual std::optional<APInt> chooseDemandedConstant(SDValue Op, const APInt& Demanded, bool LegalOps) const {
    return std::nullopt;
  }
  /// Whether truncating From to To costs no instruction (LLVM's type form of isTruncateFree).
  virtual bool isTruncateFree(EVT From, EVT To) const { return false; }
  /// Whether zero-extending any From value to To costs no instruction (the type form; the SDValue form in
  /// TargetHooks knows about loads).
  using TargetHooks::isZExtFree;
  virtual bool isZExtFree(EVT From, EVT To) const { return false; }
  /// Whether `and x, (not y)` is one instruction for this y (LLVM's hasAndNot).
  virtual bool hasAndNot(SDValue Y) const { return false; }
  /// Whether testing bit Y of X is one instruction (LLVM's hasBitTest).
  virtual bool hasBitTest(SDValue X, SDValue Y) const { return false; }
  /// Whether an integer division is as cheap as its multiply-by-magic-number replacement (LLVM asks the
  /// function's attributes too; dagtool has no minsize, so a target answers for speed).
  virtual bool isIntDivCheap(EVT VT) const { return false; }
  /// Whether CodeGenPrepare split GEP offsets that reassociating `(add (add x, c1), c2)` could undo.
  virtual bool shouldConsiderGEPOffsetSplit() const { return false; }
  /// Whether store merging also runs once types are legal, for stores of MemVT (LLVM's
  /// mergeStoresAfterLegalization; before type legalization it always runs).
  virtual bool mergeStoresAfterLegalization(EVT MemVT) const { return true; }
  /// Whether several stores may become one store of MemVT (LLVM's canMergeStoresTo).
  virtual bool canMergeStoresTo(EVT MemVT) const { return true; }
  /// Whether `base register + Offset` addresses a memory access of type AccessVT in one instruction.
  virtual bool isLegalBaseOffsetAddressingMode(int64_t Offset, EVT AccessVT) const { return true; }

  /// Every (opcode, type) entry that differs from Legal, for --print-actions and docs/action-keys.md.
  struct ActionEntry {
    int32_t Op;
    EVT VT;
    LegalizeAction Action;
  };
  std::vector<ActionEntry> operationActions() const;

  // ---- the action LegalizeOp takes for a node (LLVM 19's SelectionDAGLegalize::LegalizeOp) --------------
  /// Target nodes and CALLSEQ_* are Legal; SETCC/BR_CC/SELECT_CC/SETCCCARRY consult the condition-code table
  /// first; "lying" opcodes turn Legal into Expand or Custom; loads/stores use the load-extension and
  /// truncating-store tables. For extending loads (truncating stores) whose memory type is not byte-sized,
  /// LegalizeLoadOps (LegalizeStoreOps) widens the access before any table is asked: that is Promote here;
  /// a byte-sized but not power-of-two memory type is split into two accesses: Expand here.
  LegalizeAction getNodeAction(const SDNode* N) const;
  /// The same decision with the steps that lead to it, one sentence each (--query-action, -debug-only).
  ActionDecision explainNodeAction(const SDNode* N) const {
    return decideAction(ActionQuery::fromNode(N), true);
  }
  ActionDecision decideAction(const ActionQuery& Q, bool WithSteps) const;

  // ---- what the tables hold (for --print-actions) -------------------------------------------------------
  struct CondCodeEntry {
    ISD::CondCode CC;
    EVT VT;
    LegalizeAction Action;
  };
  struct LoadExtEntry {
    ISD::LoadExtType Ext;
    EVT ValVT, MemVT;
    LegalizeAction Action;
  };
  struct TruncStoreEntry {
    EVT ValVT, MemVT;
    LegalizeAction Action;
  };
  /// The entries set, in the order first set, each with its last setting.
  std::vector<CondCodeEntry> condCodeActions() const;
  std::vector<LoadExtEntry> loadExtActions() const;
  std::vector<TruncStoreEntry> truncStoreActions() const;
  /// Whether the table holds an entry (as opposed to answering Legal by default).
  bool hasOperationActionEntry(int32_t Op, EVT VT) const;
  bool hasCondCodeActionEntry(ISD::CondCode CC, EVT VT) const;
  bool hasLoadExtActionEntry(ISD::LoadExtType Ext, EVT ValVT, EVT MemVT) const;
  bool hasTruncStoreActionEntry(EVT ValVT, EVT MemVT) const;
  /// The register class holding VT ("GPR"), or nullptr if VT is not a legal type.
  const char* registerClassName(EVT VT) const;
  /// The legal types with their register classes.
  std::vector<std::pair<EVT, std::string>> registerClasses() const;

  // ---- overrides (--set-action): applied once, right after construction --------------------------------
  void overrideAction(const ActionOverride& O);
  void overrideActions(std::span<const ActionOverride> Os) {
    for (const ActionOverride& O : Os) overrideAction(O);
  }
  /// The override that set this entry, if any (the last one wins).
  const ActionOverride* findOverride(ActionTable T, int32_t Op, EVT VT, ISD::CondCode CC = ISD::SETCC_INVALID,
                                     ISD::LoadExtType Ext = ISD::NON_EXTLOAD, EVT MemVT = EVT()) const;
  const std::vector<ActionOverride>& actionOverrides() const { return Overrides; }

protected:
  TargetLowering() = default;

private:
  struct TypeInfo {
    TypeAction Action = TypeAction::Legal;
    EVT TransformTo;
    unsigned NumRegs = 1;
    EVT RegisterVT;
  };
  TypeInfo computeTypeInfo(EVT VT) const;
  std::map<uint64_t, std::pair<EVT, std::string>> RegClasses; // legal types
  EVT LargestLegalInt = EVT::i32();
  BooleanContent BooleanVal = BooleanContent::ZeroOrOne;
  mutable std::unordered_map<uint64_t, TypeInfo> TypeCache;
  std::unordered_map<uint64_t, LegalizeAction> OpActions;     // (op, vt) → action
  std::unordered_map<uint64_t, EVT> PromoteTo;                // (op, vt) → type
  std::unordered_map<uint64_t, LegalizeAction> LoadExtActions; // (ext, val, mem)
  std::unordered_map<uint64_t, LegalizeAction> TruncStoreActions;
  std::unordered_map<uint64_t, LegalizeAction> CondCodeActions;
  std::unordered_map<uint64_t, const char*> Libcalls;
  std::unordered_map<uint64_t, std::pair<const char*, ISD::CondCode>> CmpLibcalls; // (cc, vt)
  std::vector<ActionEntry> ActionLog; // in the order they were set (for printing)
  std::vector<CondCodeEntry> CondCodeLog;
  std::vector<LoadExtEntry> LoadExtLog;
  std::vector<TruncStoreEntry> TruncStoreLog;
  std::vector<ActionOverride> Overrides;
  std::unordered_set<int32_t> TargetCombines; // opcodes with a target combine (setTargetDAGCombine)
};

} // namespace dt
