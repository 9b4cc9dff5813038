// dag/Interpreter.h — executes a function's per-block DAGs, at any phase, on concrete inputs.
//
// Duty: the project's rule is "correctness is executed": every phase must preserve the values a block
// computes. This interpreter evaluates the DAGs of a whole function (and of the functions it calls) on
// concrete arguments so that a test can compare the result with LLVM's `lli` on the same IR, or the
// results of two phases with each other. Generic ISD opcodes are interpreted here (dag/InterpretOps.cpp);
// target nodes, physical registers, the calling convention and runtime library calls come from a
// TargetInterpreter (targets/riscv/RISCVInterpreter.h for RISC-V).
//
// Model (the invariants every phase is checked against):
//  - Values. Every data value is an APInt holding its bits: integers as such, FP values as their IEEE bit
//    pattern, vectors packed little-endian (element i at bits [i*eltBits, (i+1)*eltBits)), so that bitcast
//    is the identity on bits. Chains carry nothing; glue carries nothing except between ADDC/ADDE/SUBC/SUBE
//    (the carry bit, as LLVM's glue-carry nodes mean it).
//  - Undefined bits. undef, the high bits of any_extend / anyext loads / EXTRACT_VECTOR_ELT widening,
//    shifts by >= the width, out-of-range vector indices, fp_to_[su]int out of range (all "undefined" or
//    poison in LLVM) produce bits from a seeded PRNG (GarbageSource). The high bits an any_extend adds are
//    never all zero, so a phase that wrongly relies on them being zero (or a sign extension) gets a wrong
//    result instead of passing by luck. The pattern is deterministic for a given seed and evaluation order.
//  - Booleans are ZeroOrOne (RISC-V's BooleanContent): setcc and overflow results are 0 or 1 with zeros
//    above. Boolean *inputs* (select / brcond conditions, carries) wider than i1 must be 0 or 1; anything
//    else is an InterpError (InterpOptions::StrictBooleans), because it means a phase leaked garbage into a
//    boolean.
//  - Asserts are checked: AssertZext / AssertSext / AssertAlign throw when the value breaks the assertion.
//  - A zero divisor in sdiv/udiv/srem/urem (and the RISC-V W forms) is an InterpError, never host UB.
//  - Block execution: the nodes reachable from the root are evaluated in a topological order of all
//    operands (data, chain and glue); side effects (stores, register copies, calls) happen in that order.
//    CopyFromReg of a virtual register reads the value the register had when the block was entered;
//    CopyToReg of a virtual register writes an "outgoing" set committed when the block ends (a block can
//    be its own successor). Exception: a read that the chains order after a write of the same register in
//    the same block reads that write (LLVM emits this, e.g. for the sret pointer of a single-block
//    function); a read that no chain orders with such a write is an InterpError, because its value would
//    depend on the scheduler. Physical registers form one register file updated immediately.
//  - Control flow: br / brcond / br_cc (and target branches) choose the successor; the first branch taken
//    in evaluation order wins. A block that takes no branch falls through to the next MBB number (the
//    builder leaves out the br to the layout successor, as LLVM does). Entering a block copies, for every
//    PHI of the block (FunctionLoweringInfo::Phis), the incoming registers of the edge taken into the
//    PHI's registers, all reads before all writes (a parallel copy). A target return node ends the function.
//  - Memory is byte-addressed and little-endian with separate, bounds-checked allocations (globals, frame
//    objects, dynamic allocas, the stack that holds argument areas, buffers made by the host). Any access
//    outside a live allocation is an InterpError naming the node. Stores of types that are not whole
//    bytes (i1, i17, v3i5) write the extra bits of the last byte as zero (LLVM's legalizer relies on that).
//    Fresh stack objects are filled with garbage; globals are initialised from the IR initializers.
//  - Frames: each call gets fresh frame objects (freed on return, so dangling accesses are caught), a
//    stack pointer lowered by the function's outgoing-argument area, and fixed objects at the incoming
//    stack pointer + FrameObject::FixedOffset.
// Errors are InterpError (exit code ExitInternalError): a phase produced a DAG that does not compute what
// the IR says, or the DAG uses something the interpreter does not model (the message says which).
#pragma once

#include "dag/FunctionLowering.h"
#include "dag/SelectionDAG.h"
#include "support/APInt.h"
#include "support/Diagnostics.h"

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace dt {

namespace ir {
class Constant;
class DataLayout;
class Function;
class Module;
class Type;
class Value;
} // namespace ir

/// What went wrong while interpreting (a wrong DAG, an unsupported construct, a bad memory access ...).
struct InterpError : DagtoolError {
  explicit InterpError(const std::string& Msg, bool Located = false)
      : DagtoolError(ExitInternalError, "", {}, Msg), Located(Located) {}
  /// The message already names the node, block and function (set once, by the innermost block).
  bool Located;
};

/// Deterministic "garbage" bits for undefined values (splitmix64).
class GarbageSource {
public:
  explicit GarbageSource(uint64_t Seed = 0x5eed'dead'beef'cafeull) { reseed(Seed); }
  void reseed(uint64_t Seed) { State = Seed; }
  uint64_t next64();
  /// Width bits of garbage (any pattern, zero included).
  APInt bits(unsigned Width);
  /// V widened to Width bits with garbage above V's width; the added bits are never all zero.
  APInt anyExtend(const APInt& V, unsigned Width);

private:
  uint64_t State = 0;
};

/// Byte-addressed little-endian memory made of separate allocations.
class Memory {
public:
  struct Allocation {
    uint64_t Base = 0;
    uint64_t Size = 0;
    std::string Name; // "@g", "%stack.0.x", "stack", "function @f" ...
    std::vector<uint8_t> Bytes;
    bool Live = true;
    bool ReadOnly = false;
    bool IsCode = false; // a function's or external symbol's address: never readable
  };
  explicit Memory(unsigned PointerBits = 64);

  /// A new allocation (Align: a power of two); its bytes are garbage when G is given, else zero.
  uint64_t allocate(uint64_t Size, uint64_t Align, std::string Name, GarbageSource* G);
  /// A distinct address that cannot be read or written (functions, external symbols).
  uint64_t allocateCode(std::string Name);
  /// Frees the allocation starting at Base; later accesses are reported as use after free.
  void release(uint64_t Base);
  void setReadOnly(uint64_t Base, bool RO);

  /// Reads / writes raw bytes; throws InterpError unless [Addr, Addr+Size) lies in one live allocation.
  void read(uint64_t Addr, uint8_t* Out, uint64_t Size) const;
  void write(uint64_t Addr, const uint8_t* In, uint64_t Size, bool IgnoreReadOnly = false);
  /// Reads ceil(Bits/8) bytes and returns the low Bits bits.
  APInt load(uint64_t Addr, unsigned Bits) const;
  /// Writes V in ceil(width/8) bytes; the bits above V's width in the last byte are zero.
  void store(uint64_t Addr, const APInt& V, bool IgnoreReadOnly = false);
  void copy(uint64_t Dst, uint64_t Src, uint64_t Size); // memmove semantics
  void fill(uint64_t Dst, uint8_t Byte, uint64_t Size);

  /// The live or freed allocation containing Addr, or null.
  const Allocation* find(uint64_t Addr) const;
  /// "%stack.0.x+4", "@g+0", "0x1234 (unallocated; ...)".
  std::string describe(uint64_t Addr) const;
  unsigned pointerBits() const { return PtrBits; }

private:
  const Allocation& checkRange(uint64_t Addr, uint64_t Size, bool ForWrite) const;
  std::map<uint64_t, Allocation> Allocs; // by base address
  uint64_t NextData = 0x10000;
  uint64_t NextCode = 0x1000;
  unsigned PtrBits;
};

/// How a physical register is stored: registers that alias (RISC-V f10_f / f10_d) share a unit.
struct PhysRegDesc {
  enum Kind : uint8_t {
    Int,   // narrower reads truncate; wider reads see garbage above what was written
    Float, // narrower values are NaN-boxed (ones above); narrower reads of an unboxed value give a NaN
    Zero,  // hard-wired zero (RISC-V x0): reads 0, writes are dropped
  };
  uint32_t Unit = 0;
  Kind K = Int;
};

/// The physical register file (one per program run), indexed by storage unit.
class RegisterFile {
public:
  APInt read(PhysRegDesc R, unsigned Bits, GarbageSource& G) const;
  void write(PhysRegDesc R, const APInt& V);
  bool isSet(PhysRegDesc R) const { return Regs.count(R.Unit) != 0; }
  void clear() { Regs.clear(); }

private:
  std::unordered_map<uint32_t, APInt> Regs;
};

/// One function's DAGs at some phase, as the interpreter sees them (it owns nothing).
struct InterpFunction {
  const ir::Function* Fn = nullptr;
  FunctionLoweringInfo* FLI = nullptr;
  std::map<unsigned, const SelectionDAG*> Blocks; // MBB number → that block's DAG
};

/// The view of any holder with members Fn, FLI (pointer-like) and Blocks (pointer-likes indexed by MBB
/// number, null for blocks never built) — e.g. tools/lib's FunctionDAGs:
/// `interpView(Pipeline.runFunction(F))`.
template <class Owner> InterpFunction interpView(const Owner& O) {
  InterpFunction V;
  V.Fn = O.Fn;
  V.FLI = &*O.FLI;
  for (unsigned I = 0; I < O.Blocks.size(); ++I)
    if (O.Blocks[I]) V.Blocks[I] = &*O.Blocks[I];
  return V;
}

struct InterpOptions {
  uint64_t Seed = 0x5eed'dead'beef'cafeull; // garbage pattern seed
  uint64_t MaxSteps = 200'000'000;          // node evaluations per call() before giving up (loops)
  unsigned MaxCallDepth = 1000;             // nested calls (each uses some host stack)
  uint64_t StackSize = 1 << 20;             // bytes of the region holding argument areas
  bool StrictBooleans = true;               // boolean inputs wider than i1 must be 0 or 1
};

class ProgramInterpreter;
struct BlockRun;

/// The view a node's semantics get: operand values, result slots and the machine state.
class NodeEval {
public:
  NodeEval(BlockRun& R, const SDNode* N, unsigned Index) : Run(R), N(N), Index(Index) {}
  const SDNode& node() const { return *N; }
  int32_t opcode() const { return N->getOpcode(); }
  unsigned numOperands() const { return N->getNumOperands(); }
  const SDValue& operand(unsigned I) const { return N->getOperand(I); }
  const SDNode* opNode(unsigned I) const { return N->getOperand(I).getNode(); }
  EVT opType(unsigned I) const { return N->getOperand(I).getValueType(); }
  /// The value of operand I (data operands; the glue carry of ADDC-style nodes).
  const APInt& op(unsigned I) const;
  /// Lane L of operand I (the whole value when the operand is a scalar).
  APInt lane(unsigned I, unsigned L) const;
  /// The payload of a Constant / TargetConstant operand (throws if operand I is not one).
  const APInt& constOp(unsigned I) const;
  EVT vt(unsigned R = 0) const { return N->getValueType(R); }
  /// Sets result R; the width must be that of the result type (any width for chain/glue results).
  void set(unsigned R, APInt V);

  ProgramInterpreter& program() const;
  const InterpOptions& options() const;
  APInt garbage(unsigned Bits) const;
  APInt anyExtend(const APInt& V, unsigned Bits) const;
  /// A boolean operand value (an i1, or a 0/1 integer under ZeroOrOne) read strictly.
  bool boolValue(const APInt& V) const;
  /// A ZeroOrOne boolean of Bits bits.
  static APInt makeBool(bool B, unsigned Bits) { return APInt(Bits, B ? 1 : 0); }

  // Registers: physical registers go to the register file, virtual ones to the current frame.
  APInt readReg(uint32_t Reg, unsigned Bits) const;
  void writeReg(uint32_t Reg, const APInt& V) const;

  // Control flow.
  void branchTo(unsigned MBB) const;
  void returnFromFunction() const;
  /// Calls whatever operand I designates: a (Target)GlobalAddress of a function, a (Target)ExternalSymbol,
  /// or a pointer value that is a function's or symbol's address. Arguments are where the caller put them.
  void callOperand(unsigned I) const;
  /// Checks that the outgoing argument area of a call sequence (bytes) fits the reserved area.
  void checkCallFrame(uint64_t Bytes) const;

  /// Address of frame object FI of the current activation.
  uint64_t frameObjectAddress(int FI) const;
  /// A new garbage-filled object freed when the current function returns (dynamic allocas).
  uint64_t allocateInFrame(uint64_t Size, uint64_t Align) const;
  /// Memory, and pointer values as addresses.
  Memory& memory() const;
  uint64_t address(const APInt& Ptr) const {
    return Ptr.getBitWidth() <= 64 ? Ptr.lowWord() : Ptr.trunc(64).lowWord();
  }
  APInt pointer(uint64_t Addr) const;

  /// Throws an InterpError naming this node, its function and block.
  [[noreturn]] void fail(const std::string& Msg) const;

private:
  BlockRun& Run;
  const SDNode* N;
  unsigned Index;
};

/// Target-specific semantics: target and machine nodes, registers, calling convention, runtime library.
class TargetInterpreter {
public:
  virtual ~TargetInterpreter() = default;
  /// Evaluates a target node (opcode >= ISD::BUILTIN_OP_END) or a machine node (opcode < 0).
  /// Returns false for an opcode the target does not interpret.
  virtual bool evalTargetNode(NodeEval& E) const = 0;
  /// Storage unit and kind of a physical register.
  virtual PhysRegDesc describeRegister(uint32_t Reg) const { return {Reg, PhysRegDesc::Int}; }
  /// The stack pointer's storage (written at every function entry and return).
  virtual PhysRegDesc stackPointer() const = 0;
  /// Runs the builtin implementation of an external function (runtime libcall, C library function)
  /// with its arguments where the calling convention puts them; false if there is no such builtin.
  virtual bool callBuiltin(ProgramInterpreter& P, std::string_view Name) const { return false; }
  /// Calls Fn with IR-level values: puts Args where Fn's calling convention wants them (registers, the
  /// argument area at the stack pointer, indirect copies, an sret buffer), calls Run (which executes the
  /// callee), and reads the IR-level result back. See ProgramInterpreter::call for the value encoding.
  virtual APInt callWithIRValues(ProgramInterpreter& P, const ir::Function& Fn, std::span<const APInt> Args,
                                 const std::function<void()>& Run) const = 0;
};

/// Evaluates a generic (ISD) node; false if the opcode is not a generic one it knows. Exposed so target
/// interpreters can delegate to it.
bool interpretGenericNode(NodeEval& E);

/// Runs programs made of per-block DAGs.
///
/// Typical use (differential test):
///   RISCVInterpreter TI(TLI, RISCVABIConfig::of(Subtarget));
///   std::vector<InterpFunction> Fns;  // e.g. interpView(Pipeline.runFunction(F)) per function
///   ProgramInterpreter PI(Module, TLI, TI, Fns);
///   APInt R = PI.call("f0", Args);    // compare gen::formatResult(..., R) with lli's line
/// Value encoding of call(): one APInt per IR argument with the bits of its IR type (iN: N bits, FP: the
/// IEEE bits, ptr: pointer width, vectors packed lane 0 lowest, aggregates: their in-memory bytes as laid
/// out by the DataLayout, little-endian); the result likewise (void: a 1-bit zero).
/// The DAGs must not change while the interpreter caches them: call invalidateCaches() after a phase
/// modified a DAG that is interpreted again by the same ProgramInterpreter.
/// The module's DataLayout (ir::Module::Layout) must be the target's — the one the builder used — since
/// globals, sret buffers and aggregate values are laid out with it.
class ProgramInterpreter {
public:
  using DAGLookup = std::function<const InterpFunction*(const ir::Function&)>;

  ProgramInterpreter(const ir::Module& M, const TargetHooks& TH, const TargetInterpreter& TI,
                     DAGLookup Lookup, InterpOptions Opts = {});
  ProgramInterpreter(const ir::Module& M, const TargetHooks& TH, const TargetInterpreter& TI,
                     std::span<const InterpFunction> Fns, InterpOptions Opts = {});
  /// Without a module: for evaluating hand-made DAGs (no globals) and builtins.
  ProgramInterpreter(const TargetHooks& TH, const TargetInterpreter& TI, InterpOptions Opts = {});
  ~ProgramInterpreter();
  ProgramInterpreter(const ProgramInterpreter&) = delete;
  ProgramInterpreter& operator=(const ProgramInterpreter&) = delete;

  /// Calls Fn (a function with DAGs, or a declaration with a builtin) with IR-level argument values.
  APInt call(const ir::Function& Fn, std::span<const APInt> Args);
  APInt call(std::string_view FunctionName, std::span<const APInt> Args);

  /// Evaluates Values of one DAG (and what they depend on) outside any function, for unit tests:
  /// CopyFromReg of a virtual register reads VRegs (garbage when absent), frame indexes refer to the
  /// objects of FLI (if given), branches and returns are ignored, stores and register writes happen.
  std::vector<APInt> evaluate(const SelectionDAG& DAG, std::span<const SDValue> Values,
                              const std::map<uint32_t, APInt>& VRegs = {},
                              FunctionLoweringInfo* FLI = nullptr);

  // ---- machine state (for targets and tests) ------------------------------------------------------------
  Memory& memory() { return Mem; }
  GarbageSource& garbage() { return Garbage; }
  const InterpOptions& options() const { return Opts; }
  const ir::Module* module() const { return Mod; }
  const ir::DataLayout* dataLayout() const;
  const TargetHooks& hooks() const { return TH; }
  const TargetInterpreter& target() const { return TI; }
  unsigned pointerBits() const { return PtrBits; }

  APInt readRegister(uint32_t Reg, unsigned Bits);
  void writeRegister(uint32_t Reg, const APInt& V);
  APInt readUnit(PhysRegDesc R, unsigned Bits) { return Regs.read(R, Bits, Garbage); }
  void writeUnit(PhysRegDesc R, const APInt& V) { Regs.write(R, V); }
  uint64_t stackPointerValue();
  void setStackPointerValue(uint64_t SP);
  /// Lowest valid stack address (the stack grows down towards it).
  uint64_t stackLimit() const { return StackBase; }

  /// Address of a global variable or function (functions get distinct unreadable addresses).
  uint64_t globalAddress(const ir::Value* GV);
  /// Address standing for an external symbol (so a pointer to it can be called).
  uint64_t symbolAddress(std::string_view Name);
  /// Address of a read-only constant-pool entry holding Bits (little-endian, whole bytes); equal constants of
  /// equal width share one entry, as LLVM's constant pool does.
  uint64_t constantPoolAddress(const APInt& Bits, unsigned Align);

  // ---- calls (from target call nodes) -----------------------------------------------------------------
  /// Runs F: its DAGs if it has some, else a builtin of its name. Arguments are already in place.
  void callFunction(const ir::Function& F);
  void callSymbol(std::string_view Name);
  void callAddress(uint64_t Addr);

  /// Node evaluations so far (the step counter of the MaxSteps limit).
  uint64_t steps() const { return Steps; }
  void invalidateCaches();

private:
  friend class NodeEval;
  friend struct BlockRun;
  struct CompiledDAG;
  struct Activation;
  struct FunctionCache;

  void init();
  void initGlobals();
  void writeConstant(uint64_t Addr, const ir::Constant* C);
  APInt constantValue(const ir::Constant* C);
  const InterpFunction* lookup(const ir::Function& F);
  const CompiledDAG& compile(const SelectionDAG& DAG);
  static void buildOrder(CompiledDAG& C, std::span<const SDNode* const> Roots);
  void evalNode(BlockRun& R, unsigned Index);
  FunctionCache& functionCache(const InterpFunction& F);
  void runFunction(const InterpFunction& F);
  void runBlock(Activation& A, const SelectionDAG& DAG, const CompiledDAG& C, unsigned MBB);
  void enterBlock(Activation& A, unsigned From, unsigned To);
  uint64_t frameObjectAddress(Activation& A, int FI);
  void releaseFrame(Activation& A);
  std::string where(const Activation* A) const;

  const ir::Module* Mod = nullptr;
  const TargetHooks& TH;
  const TargetInterpreter& TI;
  DAGLookup Lookup;
  std::vector<InterpFunction> OwnedFns;
  InterpOptions Opts;
  unsigned PtrBits = 64;
  GarbageSource Garbage;
  Memory Mem;
  RegisterFile Regs;
  uint64_t StackBase = 0, StackTop = 0;
  uint64_t Steps = 0;
  unsigned Depth = 0;
  std::vector<Activation*> CallStack;
  std::unordered_map<const ir::Value*, uint64_t> GlobalAddrs;
  std::unordered_map<std::string, uint64_t> SymbolAddrs;
  std::map<std::pair<unsigned, std::string>, uint64_t> ConstantPoolAddrs; // (bit width, hex bits) -> address
  std::unordered_map<uint64_t, const ir::Function*> AddrToFunction;
  std::unordered_map<uint64_t, std::string> AddrToSymbol;
  std::unordered_map<const SelectionDAG*, std::unique_ptr<CompiledDAG>> Compiled;
  std::unordered_map<const InterpFunction*, std::unique_ptr<FunctionCache>> FnCaches;
};

/// "t12: i32,ch = load t0, t5, t3" — a node's line (operands by id), for error messages.
std::string describeNode(const SDNode* N, const TargetHooks* TH);

namespace interp {
/// Whether `A CC B` holds for integer (signed/unsigned by CC) or FP operands of type OperandVT. FP codes
/// that do not care about NaNs (seteq, setlt ...) give an arbitrary boolean on unordered operands.
bool evalCondCode(NodeEval& E, ISD::CondCode CC, EVT OperandVT, const APInt& A, const APInt& B);
/// The FP format of an FP scalar or vector type.
inline FPFormat fpFormatOf(EVT VT) {
  return VT.scalarType().fpFormat();
}
/// LLVM's FPClassTest bits for one value (fcSNan = 1 ... fcPosInf = 0x200).
unsigned fpClassMask(FPFormat F, const APInt& Bits);
/// One-argument libm functions evaluated on the host (sin, cos, exp, exp2, log, log2, log10, cbrt) and
/// two-argument ones (pow): computed in the host type of F's precision (float for half/bfloat/single),
/// then rounded to F. Throws InterpError for X87/Quad.
APInt hostMath1(FPFormat F, const APInt& X, const char* Fn);
APInt hostMath2(FPFormat F, const APInt& X, const APInt& Y, const char* Fn);
/// ldexp / frexp on F's bits (correctly rounded via the host for formats up to double).
APInt fpLdexp(FPFormat F, const APInt& X, int64_t Exp);
APInt fpFrexp(FPFormat F, const APInt& X, int& Exp);
} // namespace interp

} // namespace dt
