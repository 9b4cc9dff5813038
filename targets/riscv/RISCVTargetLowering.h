// targets/riscv/RISCVTargetLowering.h — the RISC-V target as the DAG sees it.
//
// Duty: names (RISCVISD nodes, registers, masks), register types of values (which follow the type
// legalizer's decisions: promote to XLEN, expand wide integers, soften FP without F/D, split vectors), and
// the ilp32/lp64 (+f/+d) calling convention: formal arguments, returns and calls, as LLVM 19's
// RISCVTargetLowering lowers them. The action tables and custom lowerings arrive with the legalizers.
#pragma once

#include "dag/SelectionDAG.h"
#include "dag/TargetHooks.h"
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

class RISCVTargetLowering : public TargetHooks {
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

  // types
  EVT getPointerTy() const override { return xlenVT(); }
  unsigned getNumRegisters(EVT VT) const override;
  EVT getRegisterType(EVT VT) const override;
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
  /// Whether a scalar type has a register class (legal type).
  bool isTypeLegal(EVT VT) const;

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

private:
  SDValue convertLocVTToValVT(SelectionDAG& DAG, SDValue Val, const CCValAssign& VA) const;
  SDValue convertValVTToLocVT(SelectionDAG& DAG, SDValue Val, const CCValAssign& VA) const;
  /// The register-type breakdown of a value type: how many registers of which type hold it.
  std::pair<unsigned, EVT> breakdown(EVT VT) const;
  Subtarget ST;
};

} // namespace dt::riscv
