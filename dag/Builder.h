// dag/Builder.h — turning one IR function, block by block, into SelectionDAGs (LLVM's FunctionLoweringInfo
// set-up plus SelectionDAGBuilder).
//
// Duty: prepare the function (machine blocks, selection order, virtual registers for values that cross
// blocks and for PHIs, static allocas as frame objects), then build each block's DAG as LLVM does for
// RISC-V: arguments through the calling convention in the entry block, one or a few nodes per instruction
// in program order, exports of cross-block values as CopyToReg, PHI inputs copied in predecessors, and the
// terminator. Node creation order matches LLVM's, so node ids (tN) match too.
// Invariants: a block's DAG only refers to values of other blocks through virtual registers; anything not
// supported is reported as dt::UnsupportedError naming the construct and its source location.
#pragma once

#include "dag/FunctionLowering.h"
#include "dag/SelectionDAG.h"
#include "ir/Type.h"

#include <functional>
#include <memory>
#include <optional>
#include <unordered_map>

namespace dt {

namespace ir {
class Module;
class Function;
class BasicBlock;
class Instruction;
class Type;
class Value;
} // namespace ir

/// What the target says about writing memcpy/memmove/memset out as loads and stores (in LLVM, TargetLowering
/// answers these for SelectionDAG::getMemcpy & co.). The pipeline fills it from the target's lowering; the
/// defaults are LLVM's TargetLoweringBase defaults, and a null answer means "no".
struct MemOpTargetInfo {
  /// The most pieces an inline memcpy/memmove/memset may have; beyond, it calls the C library function.
  unsigned MaxStoresPerMemcpy = 8, MaxStoresPerMemmove = 8, MaxStoresPerMemset = 8;
  /// Whether an access of type VT below its natural alignment (Align bytes) is allowed (and fast).
  std::function<bool(EVT VT, uint64_t Align)> AllowsMisalignedAccess;
  /// Whether truncating From to To costs nothing (a memset then stores the wide splat truncated).
  std::function<bool(EVT From, EVT To)> IsTruncateFree;
  /// Whether a store takes the constant Imm as its value directly; a memset splat that is not such an
  /// immediate is an opaque constant, materialized once for all the stores.
  std::function<bool(int64_t Imm)> IsLegalStoreImmediate;
  /// Whether bytes of a constant global that a memcpy copies are better stored as an immediate of type VT
  /// than loaded (LLVM's shouldConvertConstantLoadToIntImm).
  std::function<bool(const APInt& Imm, EVT VT)> ConvertConstantLoadToImm;
};

/// Options that change what the builder emits (LLVM's -O level decides some of them).
struct BuildOptions {
  unsigned OptLevel = 2; // -O0 keeps unconditional branches to the next block
  MemOpTargetInfo MemOps;
};

enum class MemOpKind { Memcpy, Memmove, Memset };

class FunctionBuilder {
public:
  FunctionBuilder(const ir::Module& M, const ir::Function& F, const TargetHooks& TH, FunctionLoweringInfo& FLI,
                  BuildOptions Opts = {});
  /// Set up blocks, registers and frame objects (LLVM's FunctionLoweringInfo::set).
  void prepare();
  /// Build the DAG of machine block MBB into DAG (which must be fresh).
  void buildBlock(SelectionDAG& DAG, unsigned MBB);
  /// Build the DAG of a case block made by switch lowering (FunctionLoweringInfo::PendingCaseBlocks).
  void buildCaseBlock(SelectionDAG& DAG, const CaseBlock& CB);
  /// The value types one IR type breaks into (LLVM's ComputeValueVTs), with byte offsets.
  std::vector<EVT> valueVTs(const ir::Type* T, std::vector<uint64_t>* Offsets = nullptr) const;
  EVT valueType(const ir::Type* T) const {
    // Integers, the common case, inline: the EVT stays in registers (no store-then-reload of a 12-byte
    // temporary, which stalls behind every pending store when a big DAG is being written to memory).
    if (T->kind() == ir::TypeKind::Integer) return EVT::integer(T->bitWidth());
    return valueTypeSlow(T);
  }

private:
  EVT valueTypeSlow(const ir::Type* T) const;
  struct BlockState;
  SDValue getValue(BlockState& S, const ir::Value* V);
  SDValue getValueImpl(BlockState& S, const ir::Value* V);
  SDValue getCopyFromRegs(BlockState& S, const ir::Value* V, uint32_t FirstReg);
  // Facts about values from other blocks (dag/BuildLiveOut.cpp)
  void computePhiLiveOutInfo(unsigned MBB);
  SDValue assertLiveOutFacts(SelectionDAG& DAG, SDValue Part, uint32_t Reg, EVT RegVT);
  void copyValueToVirtualRegister(BlockState& S, const ir::Value* V, SDValue Val, uint32_t FirstReg,
                                  std::optional<int32_t> ExtendOverride = std::nullopt);
  /// LLVM's name for a value in memory operands and symbols: its name, or its slot number when unnamed.
  std::string slotName(const ir::Value* V);
  uint32_t newBlockGeneration();
  void visit(BlockState& S, const ir::Instruction& I);
  void lowerArguments(BlockState& S);
  void handlePHINodesInSuccessorBlocks(BlockState& S, const ir::BasicBlock& BB);
  void visitRet(BlockState& S, const ir::Instruction& I);
  void visitBr(BlockState& S, const ir::Instruction& I);
  void visitSwitch(BlockState& S, const ir::Instruction& I);
  void addSuccessor(unsigned From, unsigned To);
  void visitCall(BlockState& S, const ir::Instruction& I);
  bool visitIntrinsic(BlockState& S, const ir::Instruction& I);
  // llvm.memcpy / memmove / memset (dag/BuildMemIntrinsics.cpp)
  void visitMemIntrinsic(BlockState& S, const ir::Instruction& I);
  SDValue memcpyLoadsAndStores(BlockState& S, MemOpKind Kind, SDValue Chain, SDValue Dst, SDValue Src,
                               const ir::Value* DstV, const ir::Value* SrcV, uint64_t Size, uint64_t Alignment,
                               bool IsVolatile);
  SDValue memsetStores(BlockState& S, SDValue Chain, SDValue Dst, SDValue Byte, const ir::Value* DstV, uint64_t Size,
                       uint64_t Alignment, bool IsVolatile);
  uint64_t inferPtrAlign(SDValue Ptr) const;
  uint64_t raiseDstAlignment(int FI, EVT FirstVT, uint64_t Alignment);
  void visitLoad(BlockState& S, const ir::Instruction& I);
  void visitStore(BlockState& S, const ir::Instruction& I);
  void visitGEP(BlockState& S, const ir::Instruction& I);
  SDValue gepOffsets(BlockState& S, SDValue N, const ir::Type* SrcElemTy, const std::vector<const ir::Value*>& Idx,
                     bool InBounds);
  SDValue getRoot(BlockState& S);
  SDValue getMemoryRoot(BlockState& S) { return getRoot(S); }
  SDValue getControlRoot(BlockState& S);
  SDValue updateRoot(BlockState& S, std::vector<SDValue>& Pending);
  std::vector<OutputArg> returnParts(const ir::Type* T, bool SExt, bool ZExt) const;
  [[noreturn]] void unsupported(const ir::Instruction& I, const std::string& What) const;
  const ir::Value* underlyingObject(const ir::Value* V, int64_t* Offset, bool* Known) const;
  const MemOperand* memOperand(BlockState& S, const ir::Value* Ptr, uint16_t Flags, uint64_t Size, uint64_t Align,
                               int64_t Offset = 0);

  /// Slot numbers of the function's unnamed local values, by local number (computed on first use; ~0u for
  /// named values).
  std::vector<uint32_t> LocalSlots;
  /// A local value's node in the block being built: valid while Generation is that block's generation.
  struct NodeSlot {
    SDNode* Node = nullptr;
    uint32_t ResNo = 0;
    uint32_t Generation = 0;
  };
  std::vector<NodeSlot> LocalNodes; // by local number
  /// The local numbers of every instruction's operands (NoLocalNumber for constants and globals), and
  /// where those of the value numbered N start (OperandStart[N], up to OperandStart[N + 1]); set by prepare.
  std::vector<uint32_t> OperandNumbers;
  std::vector<uint32_t> OperandStart;
  uint32_t BlockGeneration = 0;     // incremented for every block built
  /// Per argument (by index): used at all; used outside the entry block (or where that counts as such).
  std::vector<char> ArgUsed, ArgUsedOutside;
  /// The IR predecessors of each IR block's machine block (MBB numbers), and which IR blocks have been built:
  /// a PHI's live-out facts are computed only when all its predecessors have been.
  std::vector<std::vector<unsigned>> IRPredecessors;
  std::vector<char> VisitedIRBlocks;
  /// FLI.Phis index of each PHI that has a record, by local number.
  LocalValueMap<uint32_t> PhiRecord;
  const ir::Module& M;
  const ir::Function& F;
  const TargetHooks& TH;
  FunctionLoweringInfo& FLI;
  BuildOptions Opts;
};

/// "ptr", "i32", "<4 x i32>": the IR type text used in GlobalAddress nodes (`<ptr @g>`).
std::string irTypeText(const ir::Type* T);

} // namespace dt
