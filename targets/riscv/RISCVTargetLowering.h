// targets/riscv/RISCVTargetLowering.h — the RISC-V target as the DAG and the legalizers see it.
//
// Duty: names (RISCVISD nodes, registers, masks); the legal types (register classes) from which the
// TargetLowering base derives every type action and register breakdown; the operation-action tables and
// libcall names of LLVM 19's RISCVTargetLowering constructor (targets/riscv/RISCVActions.cpp); the custom
// type legalization of RV64's i32 operations into W instructions (ReplaceNodeResults) and of FP bitcasts
// (LowerOperation); and the ilp32/lp64 (+f/+d) calling convention: formal arguments, returns and calls.
// Invariant: every custom hook either returns a complete replacement or declines with nothing, so the
// generic legalizer path stays available.
#pragma once

#include "dag/SelectionDAG.h"
#include "legalize/TargetLowering.h"
#include "targets/riscv/RISCVSubtarget.h"

#include <vector>

namespace dt::riscv {

/// Where the calling convention put one part of a value (LLVM's CCValAssign).
struct CCValAssign {
  enum class LocInfo : uint8_t { Full, BCvt, Indirect };
  unsigned ValNo = 0;
  EVT ValVT, LocVT;
  LocInfo Info = LocInfo::Full;
  bool IsReg = false;
  bool Custom = false; // f64 in a GPR pair on RV32 (hard double, soft ABI)
  uint32_t Reg = 0;
  int64_t MemOffset = 0;
};

/// The state of a calling-convention assignment (LLVM's CCState).
struct CCState {
  bool IsVarArg = false;
  uint64_t StackSize = 0;
  std::vector<bool> UsedRegs;
  std::vector<CCValAssign> Locs;
  std::vector<CCValAssign> PendingLocs;
  std::vector<ArgFlags> PendingFlags;
  CCState() : UsedRegs(256, false) {}
  uint32_t allocateReg(const uint32_t* Regs, unsigned N);
  unsigned firstUnallocated(const uint32_t* Regs, unsigned N) const;
  uint64_t allocateStack(uint64_t Size, uint64_t Align);
};

class RISCVTargetLowering : public TargetLowering {
public:
  explicit RISCVTargetLowering(const Subtarget& ST);
  const Subtarget& subtarget() const { return ST; }
  EVT xlenVT() const { return EVT::integer(ST.XLen); }

  // names
  const char* getTargetNodeName(int32_t Opcode) const override;
  const char* getMachineOpcodeName(unsigned Opcode) const override;
  std::string getRegisterName(uint32_t PhysReg) const override;
  std::optional<int32_t> findTargetOpcode(std::string_view Name) const override;
  std::optional<unsigned> findMachineOpcode(std::string_view Name) const override;
  std::optional<uint32_t> findRegister(std::string_view Name) const override;
  const char* getRegMaskName(const uint32_t* Mask) const override;

  // types (getNumRegisters / getRegisterType come from the register classes, see TargetLowering)
  EVT getPointerTy() const override { return xlenVT(); }
  EVT getSetCCResultType(EVT VT) const override { return VT.isVector() ? VT.changeTypeToInteger() : xlenVT(); }
  /// LW sign-extends, and so do the W instructions: an i32 already in a register is sign-extended for free.
  bool isSExtCheaperThanZExt(EVT From, EVT To) const override {
    return ST.is64Bit() && From == EVT::i32() && To == EVT::i64();
  }
  EVT getRegisterTypeForCallingConv(EVT VT) const override;
  unsigned getNumRegistersForCallingConv(EVT VT) const override;
  bool canLowerReturn(const std::vector<OutputArg>& Outs, bool IsVarArg) const override;
  const uint32_t* getCallPreservedMask() const override;
  uint32_t getStackPointerRegister() const override;
  unsigned getStackAlignment() const override { return 16; }
  bool isOffsetFoldingLegal(const SDNode*) const override { return false; }
  /// On RV64, i32 constants live sign-extended in registers (the W instructions produce them so).
  bool signExtendConstant(unsigned Bits) const override { return ST.XLen == 64 && Bits == 32; }
  bool isFMAFasterThanFMulAndFAdd(EVT VT) const override {
    if (VT == EVT::f16()) return ST.Zfh;
    if (VT == EVT::f32()) return ST.F;
    if (VT == EVT::f64()) return ST.D;
    return false;
  }
  /// i8/i16 loads zero-extend for free (LBU/LHU); i32 on RV64 deliberately not (compares prefer sext).
  using TargetLowering::isZExtFree;
  bool isZExtFree(SDValue Val, EVT VT) const override {
    if (Val.getOpcode() != ISD::LOAD) return false;
    EVT Mem = Val->getMemoryVT();
    auto Ext = Val->getExtensionType();
    return (Mem == EVT::i8() || Mem == EVT::i16()) && (Ext == ISD::NON_EXTLOAD || Ext == ISD::ZEXTLOAD);
  }
  SDValue joinRegisterPartsIntoValue(SelectionDAG& DAG, const SDValue* Parts, unsigned NumParts, EVT PartVT,
                                     EVT ValueVT) const override;
  bool splitValueIntoRegisterParts(SelectionDAG& DAG, SDValue Val, SDValue* Parts, unsigned NumParts,
                                   EVT PartVT) const override;

  // custom legalization (the Custom entries of the action tables)
  /// Type legalization of illegal results: RV64 i32 arithmetic as W instructions, i32 loads as sign-extending
  /// loads, FP-to-integer conversions and bitcasts. Leaves Results empty to decline (generic path).
  void ReplaceNodeResults(SDNode* N, std::vector<SDValue>& Results, SelectionDAG& DAG) const override;
  /// Custom operation lowering: the bitcasts the type legalizer reaches through illegal operands (i16 → f16,
  /// i32 → f32 on RV64, i64 → f64 on RV32) here, everything else in the two families below.
  SDValue LowerOperation(SDValue Op, SelectionDAG& DAG) const override;
  /// The Custom entries for control flow, comparisons, selects, addresses, shifts and other integer
  /// operations (targets/riscv/RISCVLowerOperation.cpp); null to decline.
  SDValue lowerIntegerOperation(SDValue Op, SelectionDAG& DAG) const;
  /// The Custom entries for floating-point operations (targets/riscv/RISCVLowerFloat.cpp); null to decline.
  SDValue lowerFloatOperation(SDValue Op, SelectionDAG& DAG) const;

  /// An FP constant is materialized directly when it is ±0.0, or when building its bits in an integer
  /// register takes one instruction (then an fmv moves it over); otherwise it is loaded from the constant
  /// pool. (LLVM also accepts Zfa's fli constants; dagtool does not model Zfa's fli.)
  bool isFPImmLegal(const APInt& Bits, EVT VT) const override;

  // combiner cost answers (LLVM 19's RISCVTargetLowering overrides)
  bool decomposeMulByConstant(EVT VT, const APInt& C, bool ConstantHasOneUse = true) const override;
  bool isMulAddWithConstProfitable(EVT VT, const APInt& AddC, const APInt& MulC) const override;
  bool isLegalAddImmediate(int64_t Imm) const override { return Imm >= -2048 && Imm < 2048; }
  bool isLegalICmpImmediate(int64_t Imm) const override { return Imm >= -2048 && Imm < 2048; } // SLTI/SLTIU
  std::optional<APInt> chooseDemandedConstant(SDValue Op, const APInt& Demanded, bool LegalOps) const override;
  /// On RV64 an i32 lives in the low half of an i64 register: taking it is free. Nothing else is.
  bool isTruncateFree(EVT From, EVT To) const override {
    return ST.is64Bit() && From == EVT::i64() && To == EVT::i32();
  }
  /// ANDN comes with Zbb (or Zbkb); a constant operand is better inverted and folded into ANDI.
  bool hasAndNot(SDValue Y) const override {
    return !Y.getValueType().isVector() && (ST.Zbb || ST.Zbkb) && !isConstantNode(Y);
  }
  /// A bit index up to 10 fits ANDI's immediate once shifted into a mask.
  bool hasBitTest(SDValue, SDValue Y) const override {
    return isConstantNode(Y) && Y->getAPIntValue().ule(APInt(Y->getAPIntValue().getBitWidth(), 10));
  }
  bool isDesirableToCommuteWithShift(const SDNode* Shl) const override;
  bool shouldConsiderGEPOffsetSplit() const override { return true; }
  // LLVM 19 declines merging after legalization only when fixed-length vectors live in RVV registers (merged
  // BUILD_VECTOR stores would loop in legalization); dagtool has no RVV code generation, so merging always runs.
  bool mergeStoresAfterLegalization(EVT) const override { return true; }
  /// Scalar loads and stores take a 12-bit signed offset from a base register.
  bool isLegalBaseOffsetAddressingMode(int64_t Offset, EVT AccessVT) const override {
    return Offset >= -2048 && Offset < 2048;
  }
  // value tracking of RISCVISD nodes (targets/riscv/RISCVValueTracking.cpp)
  void computeKnownBitsForTargetNode(SDValue Op, KnownBits& Known, unsigned Depth) const override;
  unsigned ComputeNumSignBitsForTargetNode(SDValue Op, unsigned Depth) const override;

  /// lp64 passes a softened f32 to a libcall as its 32 bits, unextended (LLVM's RISC-V rule).
  bool shouldExtendTypeInLibCall(EVT Type) const override {
    return !(ST.Abi == ABI::LP64 && Type == EVT::f32());
  }
  /// RV64 keeps every i32 sign-extended in its register, so libcalls get i32 arguments sign-extended too.
  bool shouldSignExtendTypeInLibCall(EVT Type, bool IsSigned) const override {
    return (ST.is64Bit() && Type == EVT::i32()) || IsSigned;
  }
  // calling convention
  /// Assigns a location to one part (LLVM's CC_RISCV); returns true when it cannot be assigned (returns
  /// with more than two parts go through memory instead).
  bool assignArgument(CCState& State, unsigned ValNo, EVT ValVT, ArgFlags Flags, bool IsFixed, bool IsRet,
                      uint64_t OrigTypeAllocSize) const;
  SDValue lowerFormalArguments(SelectionDAG& DAG, SDValue Chain, bool IsVarArg, const std::vector<InputArg>& Ins,
                               std::vector<SDValue>& InVals, FunctionLoweringInfo& FLI) const override;
  SDValue lowerReturn(SelectionDAG& DAG, SDValue Chain, bool IsVarArg, const std::vector<OutputArg>& Outs,
                      const std::vector<SDValue>& OutVals, FunctionLoweringInfo& FLI) const override;
  SDValue lowerCall(SelectionDAG& DAG, CallLoweringInfo& CLI, std::vector<SDValue>& InVals,
                    FunctionLoweringInfo& FLI) const override;
  /// One use, by a CopyToReg without glue that only RISCVISD::RET_GLUE uses (libcall tail calls).
  bool isUsedByReturnOnly(SDNode* N, SDValue& Chain) const override;
  /// RISC-V's target combines (targets/riscv/RISCVCombine.cpp).
  SDValue PerformDAGCombine(SDNode* N, DAGCombinerInfo& DCI) const override;

private:
  /// LLVM's isEligibleForTailCallOptimization, for the calls dagtool makes tail calls (libcalls).
  bool isEligibleForTailCall(const CCState& State, const CallLoweringInfo& CLI,
                             const FunctionLoweringInfo& FLI) const;
  SDValue convertLocVTToValVT(SelectionDAG& DAG, SDValue Val, const CCValAssign& VA) const;
  SDValue convertValVTToLocVT(SelectionDAG& DAG, SDValue Val, const CCValAssign& VA) const;
  /// The constructor's tables (targets/riscv/RISCVActions.cpp): operation, condition-code, extending-load
  /// and truncating-store actions, and the runtime-library names.
  void initActions();
  void initLibcalls();
  /// The opcodes with a target combine (setTargetDAGCombine, as LLVM 19's constructor registers them).
  void initTargetCombines();
  Subtarget ST;
};

/// LLVM's translateSetCCForBranch: rewrites a compare so that a branch (or a select's branch) can test it
/// directly: single-bit and low-mask tests beyond ANDI's reach become sign tests of a shifted value,
/// X > -1 and X < 1 become compares with zero, and GT/LE/UGT/ULE swap their operands (RISC-V has only
/// blt/bge/bltu/bgeu). Shared by the SELECT/BRCOND lowering and the SELECT_CC/BR_CC combines.
void translateSetCCForBranch(SelectionDAG& DAG, SDValue& LHS, SDValue& RHS, ISD::CondCode& CC);

} // namespace dt::riscv
