// dag/TargetHooks.h — what the DAG core and the builder need to know about a target.
//
// Duty: the narrow interface through which dag/ (node naming, the builder's calling-convention lowering,
// register types of cross-block values) reaches a target without including targets/. legalize/'s
// TargetLowering extends it with the action tables; targets/riscv implements both.
#pragma once

#include "dag/SDNode.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace dt {

namespace ir {
class Function;
class Instruction;
class Type;
class Value;
} // namespace ir

class SelectionDAG;
struct FunctionLoweringInfo;

/// Per-argument flags of a calling-convention part (LLVM's ISD::ArgFlagsTy, the parts dagtool uses).
struct ArgFlags {
  bool ZExt = false, SExt = false, InReg = false, SRet = false, ByVal = false, Nest = false;
  bool Split = false;    // first part of a value split into several registers
  bool SplitEnd = false; // last part of a split value
  bool Returned = false;
  unsigned OrigAlign = 1; // alignment of the original value, bytes
  unsigned ByValSize = 0, ByValAlign = 1;
};

/// One register-sized part of an incoming formal argument or call result.
struct InputArg {
  ArgFlags Flags;
  EVT VT;         // the part's type (a legal register type for the calling convention)
  EVT ArgVT;      // the value type the part belongs to, before splitting
  bool Used = true;
  unsigned OrigArgIndex = 0; // IR argument number (~0u for the return value / sret)
  unsigned PartOffset = 0;   // byte offset of this part in the original value
};

/// One register-sized part of an outgoing call argument or return value.
struct OutputArg {
  ArgFlags Flags;
  EVT VT;
  EVT ArgVT;
  bool IsFixed = true; // false for variadic arguments
  unsigned OrigArgIndex = 0;
  unsigned PartOffset = 0;
};

/// Everything a target needs to lower a call (LLVM's CallLoweringInfo, trimmed).
struct CallLoweringInfo {
  SDValue Chain;
  SDValue Callee; // GlobalAddress / ExternalSymbol / a pointer value
  const ir::Type* RetTy = nullptr;
  bool IsVarArg = false;
  bool IsTailCall = false;
  bool DoesNotReturn = false;
  unsigned NumFixedArgs = 0;
  std::vector<OutputArg> Outs;
  std::vector<SDValue> OutVals;
  std::vector<InputArg> Ins;
  const ir::Instruction* CB = nullptr; // the IR call, when there is one
  const char* LibcallName = nullptr;   // for calls made up by legalization
};

class TargetHooks {
public:
  virtual ~TargetHooks() = default;

  // ---- names, for printing and reading dumps -------------------------------------------------------
  /// "RISCVISD::RET_GLUE" for target opcodes, nullptr if unknown.
  virtual const char* getTargetNodeName(int32_t Opcode) const = 0;
  /// The instruction name of a machine opcode ("ADDI"), nullptr if unknown.
  virtual const char* getMachineOpcodeName(unsigned Opcode) const = 0;
  /// Name of a physical register without the '$' ("x10").
  virtual std::string getRegisterName(uint32_t PhysReg) const = 0;
  /// Reverse lookups for the dump reader.
  virtual std::optional<int32_t> findTargetOpcode(std::string_view Name) const = 0;
  virtual std::optional<unsigned> findMachineOpcode(std::string_view Name) const = 0;
  virtual std::optional<uint32_t> findRegister(std::string_view Name) const = 0;
  /// Name of a register mask (for printing), and its lookup.
  virtual const char* getRegMaskName(const uint32_t* Mask) const { return nullptr; }

  // ---- types --------------------------------------------------------------------------------------------
  virtual EVT getPointerTy() const = 0;
  /// The type of shift amounts for shifts of VT when building the DAG.
  virtual EVT getShiftAmountTy(EVT VT) const { return VT.isVector() ? VT : getPointerTy(); }
  /// How many registers, and of what type, hold a value of type VT that lives across blocks.
  virtual unsigned getNumRegisters(EVT VT) const = 0;
  virtual EVT getRegisterType(EVT VT) const = 0;
  /// The same for the calling convention (may differ for FP in integer registers etc.).
  virtual unsigned getNumRegistersForCallingConv(EVT VT) const { return getNumRegisters(VT); }
  virtual EVT getRegisterTypeForCallingConv(EVT VT) const { return getRegisterType(VT); }
  /// Whether a value of this IR type is returned directly (else through an sret pointer).
  virtual bool canLowerReturn(const std::vector<OutputArg>& Outs, bool IsVarArg) const = 0;
  /// The extension applied to a small integer return value / call argument with no attribute.
  virtual bool shouldExtendTypeInLibCall(EVT Type) const { return true; }
  /// ABI copies only: let the target assemble a value from its calling-convention parts (null = generic).
  virtual SDValue joinRegisterPartsIntoValue(SelectionDAG& DAG, const SDValue* Parts, unsigned NumParts, EVT PartVT,
                                             EVT ValueVT) const {
    return SDValue();
  }
  /// ABI copies only: let the target split a value into calling-convention parts (false = generic).
  virtual bool splitValueIntoRegisterParts(SelectionDAG& DAG, SDValue Val, SDValue* Parts, unsigned NumParts,
                                           EVT PartVT) const {
    return false;
  }
  /// Whether a constant copied into a PHI's register is sign- (true) or zero-extended (false).
  virtual bool signExtendConstant(unsigned Bits) const { return false; }
  /// Whether llvm.fmuladd of VT becomes one fused multiply-add (else a multiply and an add).
  virtual bool isFMAFasterThanFMulAndFAdd(EVT VT) const { return false; }
  /// Whether zero-extending Val to VT costs nothing (e.g. folds into a load).
  virtual bool isZExtFree(SDValue Val, EVT VT) const { return false; }
  /// Whether sign extension is cheaper than zero extension from From to To (RISC-V: i32 → i64). getNode
  /// asks it too: an any_extend of a constant takes the cheaper form.
  virtual bool isSExtCheaperThanZExt(EVT From, EVT To) const { return false; }
  /// Whether `add GlobalAddress, C` may fold into the address's offset (RISC-V: no).
  virtual bool isOffsetFoldingLegal(const SDNode* GA) const { return true; }
  /// Whether a condition code is legal for compares of VT (getNode only swaps FP compares to legal codes).
  virtual bool isCondCodeLegal(ISD::CondCode CC, EVT VT) const { return true; }
  /// llvm.is.fpclass of Op written out when the target has no IS_FPCLASS for Op's type (LLVM's builder calls
  /// expandIS_FPCLASS right away, as the expansion may use illegal types); null: make the IS_FPCLASS node.
  virtual SDValue expandIsFPClassInBuilder(SelectionDAG& DAG, EVT ResultVT, SDValue Op, unsigned Test) const {
    return SDValue();
  }
  /// The preferred register-mask operand for calls (RegisterMask node payload).
  virtual const uint32_t* getCallPreservedMask() const = 0;
  /// The physical register number of the stack pointer (for dynamic allocas).
  virtual uint32_t getStackPointerRegister() const = 0;
  virtual unsigned getStackAlignment() const = 0; // bytes

  // ---- calling convention ---------------------------------------------------------------------------
  /// Lowers the incoming formal arguments of the entry block; returns the new chain and fills InVals with
  /// one value per InputArg part (in order).
  virtual SDValue lowerFormalArguments(SelectionDAG& DAG, SDValue Chain, bool IsVarArg,
                                       const std::vector<InputArg>& Ins, std::vector<SDValue>& InVals,
                                       FunctionLoweringInfo& FLI) const = 0;
  /// Lowers a return; returns the terminating node (e.g. RISCVISD::RET_GLUE).
  virtual SDValue lowerReturn(SelectionDAG& DAG, SDValue Chain, bool IsVarArg, const std::vector<OutputArg>& Outs,
                              const std::vector<SDValue>& OutVals, FunctionLoweringInfo& FLI) const = 0;
  /// Lowers a call; returns the output chain and fills InVals with one value per Ins part.
  virtual SDValue lowerCall(SelectionDAG& DAG, CallLoweringInfo& CLI, std::vector<SDValue>& InVals,
                            FunctionLoweringInfo& FLI) const = 0;
};

} // namespace dt
