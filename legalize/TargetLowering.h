// legalize/TargetLowering.h — what a target tells the legalizers: legal types, and per operation and type
// whether it is Legal, Custom, Promote, Expand or LibCall (LLVM's TargetLoweringBase, as data).
//
// Duty: hold the action tables a target fills in its constructor (setOperationAction, setLoadExtAction,
// setTruncStoreAction, setCondCodeAction, AddPromotedToType, libcall names), derive the type actions from
// the register classes as LLVM does (computeRegisterProperties), and declare the hooks through which a
// target customises legalization (LowerOperation, ReplaceNodeResults, LowerOperationWrapper).
// The thing LLVM leaves implicit is explicit here: every opcode names which value type keys its action
// lookup (result 0, an operand, the memory type, the condition code's operand type) — actionKey().
// Invariants: tables are only written during construction; lookups never allocate; an extended
// (non-simple) type is never Legal and its operation action is Expand, as in LLVM.
#pragma once

#include "dag/TargetHooks.h"

#include <array>
#include <map>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace dt {

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

/// Which value type keys an opcode's action lookup.
enum class ActionKey : uint8_t {
  Result0,   // most operations: the type they produce
  Operand0,  // e.g. SETCC (the compared type), BR_CC... see actionKey()
  Operand1,  // e.g. STORE's value, INSERT_VECTOR_ELT
  Operand2,  // e.g. BR_CC's compared type
  MemoryVT,  // loads/stores through setLoadExtAction / setTruncStoreAction
  None,      // no type (chains, leaves that are always legal)
};
const char* actionKeyName(ActionKey K);
/// The key LLVM's legalizer uses for an opcode (ISD or target), and a short reason for the documentation.
ActionKey actionKey(int32_t Opcode);
const char* actionKeyReason(int32_t Opcode);

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
  void setCondCodeAction(ISD::CondCode CC, EVT VT, LegalizeAction A);
  LegalizeAction getCondCodeAction(ISD::CondCode CC, EVT VT) const;
  bool isCondCodeLegal(ISD::CondCode CC, EVT VT) const override {
    return getCondCodeAction(CC, VT) == LegalizeAction::Legal;
  }

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
  /// Whether sign extension is cheaper than zero extension from From to To (RISC-V: i32 → i64).
  virtual bool isSExtCheaperThanZExt(EVT From, EVT To) const { return false; }
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

  /// Every (opcode, type) entry that differs from Legal, for --print-actions and docs/action-keys.md.
  struct ActionEntry {
    int32_t Op;
    EVT VT;
    LegalizeAction Action;
  };
  std::vector<ActionEntry> operationActions() const;

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
};

} // namespace dt
