// ir/IR.h — the in-memory form of an LLVM IR module as dagtool reads it.
//
// Duty: hold what the reader parsed — module header, globals, functions, blocks, instructions, constants —
// with enough detail for the DAG builder: types, flags, predicates, alignments, attributes that change the
// calling convention, and the source location of every instruction (for "unsupported construct" errors).
// Invariants: every Value has a type; instructions are owned by their block, blocks by their function,
// functions, globals and constants by the module. Operands are plain pointers into those owners.
// Metadata is parsed and dropped (nothing in code generation depends on it).
#pragma once

#include "ir/DataLayout.h"
#include "ir/Intrinsics.h"
#include "ir/Type.h"
#include "support/APInt.h"
#include "support/SourceLoc.h"

#include <cstdint>
#include <deque>
#include <initializer_list>
#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

namespace dt::ir {

class BasicBlock;
class Function;
class Module;

enum class ValueKind : uint8_t {
  Argument,
  Instruction,
  BasicBlock,
  Function,
  GlobalVariable,
  // constants
  ConstantInt,
  ConstantFP,
  ConstantNull,     // null pointer
  Undef,
  Poison,
  ZeroInitializer,  // zeroinitializer of any type
  ConstantAggregate, // vector / array / struct constant with explicit elements (also c"..." strings)
  ConstantExpr,     // getelementptr / casts / arithmetic on constants
};

class Value {
public:
  Value(ValueKind K, const Type* T) : Kind(K), Ty(T) {}
  virtual ~Value() = default;
  ValueKind kind() const { return Kind; }
  const Type* type() const { return Ty; }
  /// Name without the sigil ('%' or '@'); empty for unnamed values (they get numbers).
  const std::string& name() const { return Name; }
  void setName(std::string N) { Name = std::move(N); }
  bool isConstant() const { return Kind >= ValueKind::ConstantInt; }
  bool isGlobal() const { return Kind == ValueKind::Function || Kind == ValueKind::GlobalVariable; }

  /// Dense number of a function-local value (argument, basic block, instruction) inside its function:
  /// 0 .. Function::NumLocalValues - 1, in order arguments, then per block the block and its instructions.
  /// The reader assigns them when a function is complete (Function::numberLocalValues); passes use them to
  /// index per-value vectors instead of hashing pointers. NoLocalNumber for constants and globals.
  static constexpr uint32_t NoLocalNumber = ~uint32_t(0);
  uint32_t localNumber() const { return LocalNum; }
  bool hasLocalNumber() const { return LocalNum != NoLocalNumber; }
  void setLocalNumber(uint32_t N) { LocalNum = N; }

private:
  ValueKind Kind;
  uint32_t LocalNum = NoLocalNumber;
  const Type* Ty;
  std::string Name;
};

// ---------------------------------------------------------------------------------------------------------
// Attributes that matter for code generation (all others are accepted and dropped).
struct ParamAttrs {
  bool ZeroExt = false;
  bool SignExt = false;
  bool InReg = false;
  bool NoUndef = false;
  bool NonNull = false;
  bool Returned = false;
  const Type* ByVal = nullptr; // byval(T)
  const Type* SRet = nullptr;  // sret(T)
  unsigned Align = 0;          // align N (0 = none)
  bool any() const { return ZeroExt || SignExt || InReg || ByVal || SRet; }
};

// ---------------------------------------------------------------------------------------------------------
// Constants
class Constant : public Value {
public:
  using Value::Value;
};

class ConstantInt : public Constant {
public:
  ConstantInt(const Type* T, APInt V) : Constant(ValueKind::ConstantInt, T), Val(std::move(V)) {}
  const APInt& value() const { return Val; }

private:
  APInt Val;
};

/// An FP constant, stored as the bit pattern of its own type (f32 → 32 bits, fp128 → 128 bits).
class ConstantFP : public Constant {
public:
  ConstantFP(const Type* T, APInt Bits) : Constant(ValueKind::ConstantFP, T), Bits(std::move(Bits)) {}
  const APInt& bits() const { return Bits; }

private:
  APInt Bits;
};

class ConstantAggregate : public Constant {
  friend class Module; // resolves forward references to globals among the elements
public:
  ConstantAggregate(const Type* T, std::vector<Constant*> Elems)
      : Constant(ValueKind::ConstantAggregate, T), Elems(std::move(Elems)) {}
  const std::vector<Constant*>& elements() const { return Elems; }

private:
  std::vector<Constant*> Elems;
};

class ConstantExpr : public Constant {
  friend class Module; // resolves forward references to globals among the operands
public:
  /// Opcode is an Instruction opcode (GetElementPtr, a cast, or a binary operator).
  ConstantExpr(const Type* T, unsigned Opcode, std::vector<Constant*> Ops)
      : Constant(ValueKind::ConstantExpr, T), Opc(Opcode), Ops(std::move(Ops)) {}
  unsigned opcode() const { return Opc; }
  const std::vector<Constant*>& operands() const { return Ops; }
  const Type* SourceElementType = nullptr; // for getelementptr
  bool InBounds = false;
  uint16_t Flags = 0; // InstFlags: nuw / nsw on add, sub, mul; nuw / nusw (as NSW) on getelementptr

private:
  unsigned Opc;
  std::vector<Constant*> Ops;
};

// ---------------------------------------------------------------------------------------------------------
class Argument : public Value {
public:
  Argument(const Type* T, Function* F, unsigned Index) : Value(ValueKind::Argument, T), Parent(F), Idx(Index) {}
  Function* parent() const { return Parent; }
  unsigned index() const { return Idx; }
  ParamAttrs Attrs;

private:
  Function* Parent;
  unsigned Idx;
};

// ---------------------------------------------------------------------------------------------------------
// Instructions
#define DT_IR_OPCODES(X)                                                                                    \
  /* terminators */                                                                                         \
  X(Ret, "ret") X(Br, "br") X(Switch, "switch") X(Unreachable, "unreachable") X(IndirectBr, "indirectbr")    \
  /* unary / binary */                                                                                      \
  X(FNeg, "fneg") X(Add, "add") X(FAdd, "fadd") X(Sub, "sub") X(FSub, "fsub") X(Mul, "mul") X(FMul, "fmul")  \
  X(UDiv, "udiv") X(SDiv, "sdiv") X(FDiv, "fdiv") X(URem, "urem") X(SRem, "srem") X(FRem, "frem")            \
  X(Shl, "shl") X(LShr, "lshr") X(AShr, "ashr") X(And, "and") X(Or, "or") X(Xor, "xor")                      \
  /* memory */                                                                                              \
  X(Alloca, "alloca") X(Load, "load") X(Store, "store") X(GetElementPtr, "getelementptr") X(Fence, "fence")  \
  X(AtomicCmpXchg, "cmpxchg") X(AtomicRMW, "atomicrmw")                                                     \
  /* casts */                                                                                               \
  X(Trunc, "trunc") X(ZExt, "zext") X(SExt, "sext") X(FPToUI, "fptoui") X(FPToSI, "fptosi")                  \
  X(UIToFP, "uitofp") X(SIToFP, "sitofp") X(FPTrunc, "fptrunc") X(FPExt, "fpext") X(PtrToInt, "ptrtoint")    \
  X(IntToPtr, "inttoptr") X(BitCast, "bitcast") X(AddrSpaceCast, "addrspacecast")                           \
  /* other */                                                                                               \
  X(ICmp, "icmp") X(FCmp, "fcmp") X(Phi, "phi") X(Select, "select") X(Freeze, "freeze") X(Call, "call")      \
  X(VAArg, "va_arg") X(ExtractElement, "extractelement") X(InsertElement, "insertelement")                  \
  X(ShuffleVector, "shufflevector") X(ExtractValue, "extractvalue") X(InsertValue, "insertvalue")           \
  X(LandingPad, "landingpad") X(Invoke, "invoke") X(Resume, "resume") X(CallBr, "callbr")

enum class Opcode : uint8_t {
#define X(Name, Text) Name,
  DT_IR_OPCODES(X)
#undef X
};
const char* opcodeName(Opcode Op);
bool isTerminator(Opcode Op);
bool isCast(Opcode Op);
bool isBinaryOp(Opcode Op);

/// icmp / fcmp predicates, numbered as LLVM's CmpInst::Predicate.
enum class Predicate : uint8_t {
  FCMP_FALSE = 0, FCMP_OEQ, FCMP_OGT, FCMP_OGE, FCMP_OLT, FCMP_OLE, FCMP_ONE, FCMP_ORD,
  FCMP_UNO, FCMP_UEQ, FCMP_UGT, FCMP_UGE, FCMP_ULT, FCMP_ULE, FCMP_UNE, FCMP_TRUE,
  ICMP_EQ = 32, ICMP_NE, ICMP_UGT, ICMP_UGE, ICMP_ULT, ICMP_ULE, ICMP_SGT, ICMP_SGE, ICMP_SLT, ICMP_SLE,
};
const char* predicateName(Predicate P); // "eq", "ult", "oeq", ...

/// Wrap/exact flags and fast-math flags, as bits.
enum InstFlags : uint16_t {
  NUW = 1 << 0,
  NSW = 1 << 1,
  Exact = 1 << 2,
  Disjoint = 1 << 3,
  NNeg = 1 << 4,
  // fast-math
  NNaN = 1 << 5,
  NInf = 1 << 6,
  NSZ = 1 << 7,
  ARcp = 1 << 8,
  Contract = 1 << 9,
  AFn = 1 << 10,
  Reassoc = 1 << 11,
  FastMathMask = NNaN | NInf | NSZ | ARcp | Contract | AFn | Reassoc,
};

/// An instruction's operands: a vector of Value* with room for three inside the instruction (most
/// instructions have at most three), so that they cost no allocation of their own and are read from the
/// instruction's own cache lines. Not copyable: it lives inside its instruction.
class OperandList {
public:
  using value_type = Value*;
  using iterator = Value**;
  using const_iterator = Value* const*;

  OperandList() = default;
  OperandList(const OperandList&) = delete;
  OperandList& operator=(const OperandList&) = delete;
  ~OperandList() {
    if (Ptr != Inline) delete[] Ptr;
  }
  OperandList& operator=(std::initializer_list<Value*> L) {
    assign(L.begin(), L.end());
    return *this;
  }
  OperandList& operator=(const std::vector<Value*>& V) {
    assign(V.data(), V.data() + V.size());
    return *this;
  }

  size_t size() const { return Size; }
  bool empty() const { return Size == 0; }
  Value*& operator[](size_t I) { return Ptr[I]; }
  Value* operator[](size_t I) const { return Ptr[I]; }
  Value** data() { return Ptr; }
  Value* const* data() const { return Ptr; }
  iterator begin() { return Ptr; }
  iterator end() { return Ptr + Size; }
  const_iterator begin() const { return Ptr; }
  const_iterator end() const { return Ptr + Size; }
  void push_back(Value* V) {
    if (Size == Cap) grow(size_t(Cap) * 2);
    Ptr[Size++] = V;
  }

private:
  void assign(Value* const* B, Value* const* E) {
    Size = 0;
    if (size_t(E - B) > Cap) grow(size_t(E - B));
    for (; B != E; ++B) Ptr[Size++] = *B;
  }
  void grow(size_t NewCap);
  Value** Ptr = Inline;
  uint32_t Size = 0;
  uint32_t Cap = 3;
  Value* Inline[3];
};

/// What only a few kinds of instruction carry (aggregate indices, shuffle masks, call details). It lives out
/// of line, so that the common instruction stays small: every pass over a big function walks instructions
/// and their operands, and their size decides how much of the function fits in the caches.
struct InstExtra {
  std::vector<unsigned> Indices;      // extractvalue / insertvalue
  std::vector<int> Mask;              // shufflevector (-1 = poison / undef lane)
  const Type* CalleeType = nullptr;   // call: the call's function type
  std::vector<ParamAttrs> ArgAttrs;   // call: per call argument
  ParamAttrs RetAttrs;                // call
  bool TailCall = false;              // call: tail / musttail / notail marker "tail"
};

class Instruction : public Value {
public:
  Instruction(Opcode Op, const Type* T) : Value(ValueKind::Instruction, T), Op(Op) {}
  Opcode opcode() const { return Op; }
  BasicBlock* parent() const { return Parent; }

  /// Operands in LLVM's order. Special layouts:
  ///   br:      [dest]  or  [cond, trueDest, falseDest]
  ///   switch:  [cond, defaultDest, caseValue0, caseDest0, caseValue1, caseDest1, ...]
  ///   phi:     [value0, block0, value1, block1, ...]
  ///   call:    the arguments (the callee is `Callee`)
  ///   store:   [value, pointer];  load: [pointer];  alloca: [arraySize]
  ///   getelementptr: [pointer, index...];  select: [cond, trueVal, falseVal]
  OperandList Ops;
  Value* operand(unsigned I) const { return Ops[I]; }
  unsigned numOperands() const { return unsigned(Ops.size()); }

  Value* Callee = nullptr;            // call: a Function for direct calls, any pointer value otherwise
  const Type* AuxType = nullptr;      // alloca: allocated type; getelementptr: source element type
  SourceLoc Loc;                      // where the instruction starts in the input
  unsigned Align = 0;                 // load / store / alloca: align N (0 = unspecified)
  uint16_t Flags = 0;                 // InstFlags
  Predicate Pred = Predicate::ICMP_EQ; // icmp / fcmp
  bool Volatile = false;              // load / store
  bool InBounds = false;              // getelementptr

private:
  Opcode Op; // declared here to share the padding after the small fields above

public:
  // The out-of-line details (InstExtra); an instruction without them reads as empty / null / false.
  const std::vector<unsigned>& indices() const { return extraOrEmpty().Indices; }
  const std::vector<int>& mask() const { return extraOrEmpty().Mask; }
  const Type* calleeType() const { return extraOrEmpty().CalleeType; }
  const std::vector<ParamAttrs>& argAttrs() const { return extraOrEmpty().ArgAttrs; }
  const ParamAttrs& retAttrs() const { return extraOrEmpty().RetAttrs; }
  bool isTailCall() const { return extraOrEmpty().TailCall; }
  /// The details for writing (made on first use).
  InstExtra& extra() {
    if (!Extra) Extra = std::make_unique<InstExtra>();
    return *Extra;
  }

private:
  friend class BasicBlock;
  const InstExtra& extraOrEmpty() const;
  std::unique_ptr<InstExtra> Extra;
  BasicBlock* Parent = nullptr;
};

class BasicBlock : public Value {
public:
  BasicBlock(const Type* LabelTy, Function* F) : Value(ValueKind::BasicBlock, LabelTy), Parent(F) {}
  ~BasicBlock() override;
  Function* parent() const { return Parent; }
  const std::vector<std::unique_ptr<Instruction>>& instructions() const { return Insts; }
  Instruction* append(std::unique_ptr<Instruction> I);
  /// Mutation for IR-to-IR steps (ir/CodeGenPrepare): insert before position Pos, or take the instruction at
  /// Pos out of the block (its operands stay as they are; the caller owns it). Local numbers go stale:
  /// Function::numberLocalValues must run again before the builder sees the function.
  Instruction* insert(size_t Pos, std::unique_ptr<Instruction> I);
  std::unique_ptr<Instruction> remove(size_t Pos);
  /// Takes every instruction out of the block at once, in order (remove(0) over and over would move the rest
  /// of the block each time).
  std::vector<std::unique_ptr<Instruction>> removeAll();
  /// Takes the instruction at Pos out but leaves an empty slot (nullptr) in its place, so that the rest of the
  /// block does not move: a step that deletes many instructions of a long block in one walk would otherwise
  /// pay for the whole tail at every deletion. Until closeHoles() the block holds empty slots, which only the
  /// step that made them may see.
  std::unique_ptr<Instruction> removeLeavingHole(size_t Pos);
  /// Drops the empty slots, keeping the order of the rest.
  void closeHoles();
  Instruction* terminator() const { return Insts.empty() ? nullptr : Insts.back().get(); }
  /// Position of this block in its function (0 = entry).
  unsigned Number = 0;
  SourceLoc Loc;

private:
  Function* Parent;
  std::vector<std::unique_ptr<Instruction>> Insts;
};

/// Functions and global variables are constants (their address), so they can be elements of aggregates,
/// operands of constant expressions and initializers, as in LLVM. isConstant() stays false for them: it
/// means "constant data".
class Function : public Constant {
public:
  Function(const Type* PtrTy, const Type* FnTy) : Constant(ValueKind::Function, PtrTy), FnTy(FnTy) {}
  const Type* functionType() const { return FnTy; }
  const Type* returnType() const { return FnTy->returnType(); }
  bool isDeclaration() const { return Blocks.empty(); }
  bool isVarArg() const { return FnTy->isVarArg(); }

  std::vector<std::unique_ptr<Argument>> Args;
  std::vector<std::unique_ptr<BasicBlock>> Blocks;
  ParamAttrs RetAttrs;
  std::string Linkage; // "" (external), "internal", "private", "weak", ...
  std::string CallingConv; // "" = ccc
  IntrinsicID Intrinsic = IntrinsicID::NotIntrinsic; // set from the name for "llvm.*" functions
  SourceLoc Loc;

  BasicBlock* entry() const { return Blocks.empty() ? nullptr : Blocks.front().get(); }

  /// LLVM's slot number (@N) when the function is unnamed (Module::numberUnnamedGlobals); NoLocalNumber otherwise.
  uint32_t UnnamedSlot = NoLocalNumber;
  /// How many local numbers the function uses (Value::localNumber); set by numberLocalValues.
  uint32_t NumLocalValues = 0;
  /// Gives the arguments, blocks and instructions their dense local numbers (arguments first, then each
  /// block followed by its instructions, in layout order).
  void numberLocalValues();

private:
  const Type* FnTy;
};

class GlobalVariable : public Constant {
public:
  GlobalVariable(const Type* PtrTy, const Type* ValueTy)
      : Constant(ValueKind::GlobalVariable, PtrTy), ValTy(ValueTy) {}
  const Type* valueType() const { return ValTy; }
  Constant* Initializer = nullptr; // null for external declarations
  bool IsConstant = false;
  unsigned Align = 0;
  std::string Linkage;
  std::string Section;
  bool ThreadLocal = false; // thread_local[(model)]
  SourceLoc Loc;
  /// LLVM's slot number (@N) when the variable is unnamed (Module::numberUnnamedGlobals); NoLocalNumber otherwise.
  uint32_t UnnamedSlot = NoLocalNumber;

private:
  const Type* ValTy;
};

class Module {
public:
  Module();
  TypeContext Types;
  std::string SourceFileName;
  std::string DataLayoutString;
  std::string TargetTriple;
  DataLayout Layout; // parsed from DataLayoutString (defaults when absent)
  std::string FileName; // the input's path (or "<stdin>"), for diagnostics

  std::vector<std::unique_ptr<GlobalVariable>> Globals;
  std::vector<std::unique_ptr<Function>> Functions;

  /// Gives unnamed global variables and functions their slot numbers (GlobalVariable::UnnamedSlot,
  /// Function::UnnamedSlot) as LLVM's slot tracker does: global variables first, then functions, in order.
  void numberUnnamedGlobals();

  Function* function(const std::string& Name) const;
  GlobalVariable* global(const std::string& Name) const;

  // Constant factories; constants are uniqued per module where cheap (ints, FP, null/undef/poison/zero).
  ConstantInt* constInt(const Type* T, const APInt& V);
  ConstantInt* constInt(const Type* T, uint64_t V) { return constInt(T, APInt(T->scalarType()->bitWidth(), V)); }
  ConstantFP* constFP(const Type* T, const APInt& Bits);
  Constant* nullValue(const Type* PtrTy);
  Constant* undef(const Type* T);
  Constant* poison(const Type* T);
  Constant* zeroInitializer(const Type* T);
  ConstantAggregate* aggregate(const Type* T, std::vector<Constant*> Elems);
  ConstantExpr* constExpr(const Type* T, unsigned Opcode, std::vector<Constant*> Ops);

  /// Replaces, inside every constant aggregate, constant expression and global initializer, each operand
  /// that is a key of Map by its value. The reader resolves forward references to globals this way.
  void replaceConstantOperands(const std::unordered_map<const Value*, Constant*>& Map);

private:
  std::deque<std::unique_ptr<Constant>> ConstantPool;
  struct Impl;
  std::shared_ptr<Impl> Uniq;
};

} // namespace dt::ir
