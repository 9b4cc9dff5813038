// dag/Interpreter.cpp — the machine the DAG interpreter runs on: memory, registers, frames, blocks, calls.
//
// Duty: everything of the interpreter except the meaning of individual opcodes (dag/InterpretOps.cpp for
// generic ones, the TargetInterpreter for target ones): laying out globals, ordering a block's nodes,
// running blocks with PHI copies between them, function activations with their frame objects and stack
// pointer, calls by function, symbol or address, and error messages that name the node, block and function.
// Invariants: a block's nodes are evaluated in a topological order of all operand edges; an activation's
// virtual registers change only between blocks (outgoing copies and PHIs); the stack pointer is restored
// when a function returns, and the frame objects it created are freed.
#include "dag/Interpreter.h"

#include "ir/IR.h"

#include <algorithm>
#include <cinttypes>
#include <cstdio>

namespace dt {

// ---- garbage ----------------------------------------------------------------------------------------------

uint64_t GarbageSource::next64() {
  // splitmix64: small state, good bit mixing, trivially reproducible.
  uint64_t Z = (State += 0x9E3779B97F4A7C15ull);
  Z = (Z ^ (Z >> 30)) * 0xBF58476D1CE4E5B9ull;
  Z = (Z ^ (Z >> 27)) * 0x94D049BB133111EBull;
  return Z ^ (Z >> 31);
}

APInt GarbageSource::bits(unsigned Width) {
  std::vector<uint64_t> W((Width + 63) / 64);
  for (auto& X : W) X = next64();
  return APInt(Width, std::span<const uint64_t>(W));
}

APInt GarbageSource::anyExtend(const APInt& V, unsigned Width) {
  unsigned VW = V.getBitWidth();
  if (Width <= VW) return V;
  APInt G = bits(Width - VW);
  // Never all zeros (that would look like a zero extension) and, when there is room, never all ones (a
  // sign extension of a negative value): a phase relying on either must see a wrong value.
  if (G.isZero())
    G.setBit(0);
  else if (G.isAllOnes() && G.getBitWidth() > 1)
    G.clearBit(0);
  return V.zext(Width) | G.zext(Width).shl(VW);
}

// ---- memory -----------------------------------------------------------------------------------------------

static std::string hex(uint64_t V) {
  char Buf[32];
  std::snprintf(Buf, sizeof Buf, "0x%" PRIx64, V);
  return Buf;
}

Memory::Memory(unsigned PointerBits) : PtrBits(PointerBits) {}

uint64_t Memory::allocate(uint64_t Size, uint64_t Align, std::string Name, GarbageSource* G) {
  Align = std::max<uint64_t>(Align, 16);
  if (Align & (Align - 1))
    throw InterpError("allocation alignment " + std::to_string(Align) + " is not a power of two");
  uint64_t Base = (NextData + Align - 1) & ~(Align - 1);
  // Leave a gap after every allocation so that an access just past the end hits unallocated memory.
  uint64_t End = Base + Size + 64;
  uint64_t Limit = PtrBits >= 64 ? ~0ull >> 1 : (1ull << PtrBits) - 0x10000;
  // Interpreted programs are small; a huge request is a garbage size (e.g. a dynamic alloca of an undefined
  // value), which must not exhaust the host.
  constexpr uint64_t MaxAllocation = 1ull << 28;
  if (Size > MaxAllocation || End > Limit)
    throw InterpError("out of interpreter memory allocating " + std::to_string(Size) + " bytes for " + Name);
  NextData = End;
  Allocation A;
  A.Base = Base;
  A.Size = Size;
  A.Name = std::move(Name);
  A.Bytes.resize(Size);
  if (G)
    for (uint64_t I = 0; I < Size; I += 8) {
      uint64_t R = G->next64();
      for (uint64_t J = I; J < std::min(Size, I + 8); ++J, R >>= 8) A.Bytes[J] = uint8_t(R);
    }
  Allocs.emplace(Base, std::move(A));
  return Base;
}

uint64_t Memory::allocateCode(std::string Name) {
  if (NextCode + 16 > 0x10000) return allocate(0, 16, std::move(Name), nullptr); // (rare) many functions
  uint64_t Base = NextCode;
  NextCode += 16;
  Allocation A;
  A.Base = Base;
  A.Name = std::move(Name);
  A.IsCode = true;
  Allocs.emplace(Base, std::move(A));
  return Base;
}

void Memory::release(uint64_t Base) {
  auto It = Allocs.find(Base);
  if (It == Allocs.end()) return;
  It->second.Live = false;
  It->second.Bytes.clear();
  It->second.Bytes.shrink_to_fit();
}

void Memory::setReadOnly(uint64_t Base, bool RO) {
  auto It = Allocs.find(Base);
  if (It != Allocs.end()) It->second.ReadOnly = RO;
}

const Memory::Allocation* Memory::find(uint64_t Addr) const {
  auto It = Allocs.upper_bound(Addr);
  if (It == Allocs.begin()) return nullptr;
  --It;
  const Allocation& A = It->second;
  // A zero-sized allocation still owns its base address (for messages and code addresses).
  if (Addr - A.Base < std::max<uint64_t>(A.Size, 1)) return &A;
  return nullptr;
}

std::string Memory::describe(uint64_t Addr) const {
  const Allocation* A = find(Addr);
  if (!A) {
    // Name the nearest allocation below, which is what an off-by-some access usually meant.
    auto It = Allocs.upper_bound(Addr);
    if (It != Allocs.begin()) {
      --It;
      return hex(Addr) + " (unallocated; " + std::to_string(Addr - It->second.Base) +
             " bytes past the start of " + It->second.Name + " of " + std::to_string(It->second.Size) +
             " bytes)";
    }
    return hex(Addr) + " (unallocated)";
  }
  return A->Name + "+" + std::to_string(Addr - A->Base);
}

const Memory::Allocation& Memory::checkRange(uint64_t Addr, uint64_t Size, bool ForWrite) const {
  const char* What = ForWrite ? "store" : "load";
  const Allocation* A = find(Addr);
  if (!A)
    throw InterpError(std::string(What) + " of " + std::to_string(Size) + " bytes at " + describe(Addr));
  if (A->IsCode) throw InterpError(std::string(What) + " at the address of " + A->Name);
  if (!A->Live)
    throw InterpError(std::string(What) + " at " + describe(Addr) + ", which was freed (use after return)");
  if (Size > A->Size || Addr - A->Base > A->Size - Size)
    throw InterpError(std::string(What) + " of " + std::to_string(Size) + " bytes at " + describe(Addr) +
                      " goes past the end of " + A->Name + " (" + std::to_string(A->Size) + " bytes)");
  return *A;
}

void Memory::read(uint64_t Addr, uint8_t* Out, uint64_t Size) const {
  if (!Size) return;
  const Allocation& A = checkRange(Addr, Size, false);
  std::copy_n(A.Bytes.data() + (Addr - A.Base), Size, Out);
}

void Memory::write(uint64_t Addr, const uint8_t* In, uint64_t Size, bool IgnoreReadOnly) {
  if (!Size) return;
  const Allocation& A = checkRange(Addr, Size, true);
  if (A.ReadOnly && !IgnoreReadOnly) throw InterpError("store to constant " + describe(Addr));
  auto& M = const_cast<Allocation&>(A);
  std::copy_n(In, Size, M.Bytes.data() + (Addr - A.Base));
}

APInt Memory::load(uint64_t Addr, unsigned Bits) const {
  unsigned NB = (Bits + 7) / 8;
  std::vector<uint8_t> B(NB);
  read(Addr, B.data(), NB);
  std::vector<uint64_t> W((NB + 7) / 8, 0);
  for (unsigned I = 0; I < NB; ++I) W[I / 8] |= uint64_t(B[I]) << (8 * (I % 8));
  return APInt(Bits, std::span<const uint64_t>(W));
}

void Memory::store(uint64_t Addr, const APInt& V, bool IgnoreReadOnly) {
  unsigned NB = (V.getBitWidth() + 7) / 8;
  std::vector<uint8_t> B(NB);
  const uint64_t* W = V.words();
  for (unsigned I = 0; I < NB; ++I) B[I] = uint8_t(W[I / 8] >> (8 * (I % 8)));
  write(Addr, B.data(), NB, IgnoreReadOnly);
}

void Memory::copy(uint64_t Dst, uint64_t Src, uint64_t Size) {
  std::vector<uint8_t> B(Size);
  read(Src, B.data(), Size);
  write(Dst, B.data(), Size);
}

void Memory::fill(uint64_t Dst, uint8_t Byte, uint64_t Size) {
  std::vector<uint8_t> B(Size, Byte);
  write(Dst, B.data(), Size);
}

// ---- registers --------------------------------------------------------------------------------------------

static APInt canonicalNaNBits(unsigned Bits) {
  switch (Bits) {
  case 16: return APInt(16, 0x7E00);
  case 32: return APInt(32, 0x7FC00000);
  case 64: return APInt(64, 0x7FF8000000000000ull);
  default: return APInt::signedMax(Bits);
  }
}

APInt RegisterFile::read(PhysRegDesc R, unsigned Bits, GarbageSource& G) const {
  if (R.K == PhysRegDesc::Zero) return APInt(Bits, 0);
  auto It = Regs.find(R.Unit);
  if (It == Regs.end()) return G.bits(Bits); // never written: undefined
  const APInt& V = It->second;
  unsigned W = V.getBitWidth();
  if (W == Bits) return V;
  if (R.K == PhysRegDesc::Float) {
    if (W < Bits) return V.zext(Bits) | APInt::highBitsSet(Bits, Bits - W); // NaN-boxing
    // A narrower read of a value that is not NaN-boxed sees the canonical NaN, as RISC-V F/D do.
    if (V.extractBits(W - Bits, Bits).isAllOnes()) return V.trunc(Bits);
    return canonicalNaNBits(Bits);
  }
  return W > Bits ? V.trunc(Bits) : G.anyExtend(V, Bits);
}

void RegisterFile::write(PhysRegDesc R, const APInt& V) {
  if (R.K == PhysRegDesc::Zero) return;
  Regs.insert_or_assign(R.Unit, V);
}

// ---- node descriptions ------------------------------------------------------------------------------------

static std::string opName(int32_t Opc, const TargetHooks* TH) {
  if (Opc < 0) {
    const char* S = TH ? TH->getMachineOpcodeName(unsigned(~Opc)) : nullptr;
    return S ? S : "machine#" + std::to_string(~Opc);
  }
  if (Opc < ISD::BUILTIN_OP_END) return ISD::opcodeName(Opc);
  const char* S = TH ? TH->getTargetNodeName(Opc) : nullptr;
  return S ? S : "target#" + std::to_string(Opc);
}

std::string describeNode(const SDNode* N, const TargetHooks* TH) {
  std::string S = "t" + std::to_string(N->getPersistentId()) + ": ";
  for (unsigned I = 0; I < N->getNumValues(); ++I) S += (I ? "," : "") + N->getValueType(I).str();
  S += " = " + opName(N->getOpcode(), TH);
  if (N->getOpcode() == ISD::Constant || N->getOpcode() == ISD::TargetConstant)
    S += "<" + N->getAPIntValue().toStringSigned() + ">";
  for (unsigned I = 0; I < N->getNumOperands(); ++I) {
    const SDValue& Op = N->getOperand(I);
    const SDNode* O = Op.getNode();
    S += I ? ", " : " ";
    switch (O->getOpcode()) {
    case ISD::Constant:
    case ISD::TargetConstant:
      S += std::string(ISD::opcodeName(O->getOpcode())) + ":" + O->getValueType(0).str() + "<" +
           O->getAPIntValue().toStringSigned() + ">";
      continue;
    case ISD::Register: {
      uint32_t R = O->getReg();
      S += "Register:" + O->getValueType(0).str() + " " +
           (isVirtualRegister(R) ? "%" + std::to_string(virtRegIndex(R))
                                 : "$" + (TH ? TH->getRegisterName(R) : std::to_string(R)));
      continue;
    }
    case ISD::CONDCODE: S += ISD::condCodeName(O->getCondCode()); continue;
    default: break;
    }
    S += "t" + std::to_string(O->getPersistentId());
    if (Op.getResNo()) S += ":" + std::to_string(Op.getResNo());
  }
  return S;
}

// ---- internal structures ----------------------------------------------------------------------------------

/// A DAG's nodes in evaluation order with their operand slots precomputed.
struct ProgramInterpreter::CompiledDAG {
  // What the order was computed from; a mismatch means the DAG changed since.
  unsigned NumNodes = 0;
  uint32_t NextId = 0;
  SDValue Root;
  std::vector<const SDNode*> Order;
  std::vector<uint32_t> ResultBase; // slot of result 0, per position in Order
  std::vector<uint32_t> OpBegin;    // per position (+1 sentinel): start in OpSlots
  std::vector<uint32_t> OpSlots;    // slot of each operand's value
  uint32_t NumSlots = 0;
  // CopyFromReg of a virtual register that the same DAG also writes: position of the reader → position of
  // the CopyToReg it reads (the last one it depends on), or AmbiguousRead when a write is unordered with it.
  static constexpr int32_t AmbiguousRead = -2;
  std::unordered_map<uint32_t, int32_t> ReadFrom;
};

/// Per-function facts computed once: PHIs per block, outgoing argument area, entry block.
struct ProgramInterpreter::FunctionCache {
  std::unordered_map<unsigned, std::vector<const PhiInfo*>> Phis;
  uint64_t Reserve = 0;
  unsigned Entry = 0;
};

/// One function invocation.
struct ProgramInterpreter::Activation {
  const InterpFunction* F = nullptr;
  FunctionLoweringInfo* FLI = nullptr;
  std::vector<APInt> VRegs;
  std::vector<uint8_t> VRegSet;
  std::vector<std::pair<uint32_t, APInt>> Outgoing;
  std::vector<std::optional<uint64_t>> Objects; // ordinary frame objects, allocated on first use
  std::vector<uint64_t> Owned;                  // allocations freed on return
  uint64_t IncomingSP = 0, BodySP = 0, Reserve = 0;
  unsigned Block = 0;
  const SelectionDAG* DAG = nullptr;
  std::optional<unsigned> Next;
  bool Returned = false;

  void setVReg(uint32_t Reg, APInt V) {
    unsigned I = virtRegIndex(Reg);
    if (I >= VRegs.size()) {
      VRegs.resize(I + 1);
      VRegSet.resize(I + 1, 0);
    }
    VRegs[I] = std::move(V);
    VRegSet[I] = 1;
  }
  const APInt* getVReg(uint32_t Reg) const {
    unsigned I = virtRegIndex(Reg);
    return I < VRegs.size() && VRegSet[I] ? &VRegs[I] : nullptr;
  }
  unsigned vregBits(uint32_t Reg) const {
    unsigned I = virtRegIndex(Reg);
    if (FLI && I < FLI->VRegTypes.size() && FLI->VRegTypes[I].isData())
      return unsigned(FLI->VRegTypes[I].sizeInBits());
    return 0;
  }
};

/// The state of one block execution.
struct BlockRun {
  ProgramInterpreter& P;
  ProgramInterpreter::Activation& A;
  const ProgramInterpreter::CompiledDAG& C;
  std::vector<APInt> Slots;
  bool IgnoreControl = false;
  BlockRun(ProgramInterpreter& P, ProgramInterpreter::Activation& A, const ProgramInterpreter::CompiledDAG& C)
      : P(P), A(A), C(C), Slots(C.NumSlots) {}
};

// ---- NodeEval ---------------------------------------------------------------------------------------------

const APInt& NodeEval::op(unsigned I) const {
  return Run.Slots[Run.C.OpSlots[Run.C.OpBegin[Index] + I]];
}

APInt NodeEval::lane(unsigned I, unsigned L) const {
  EVT VT = opType(I);
  const APInt& V = op(I);
  if (!VT.isVector()) return V;
  unsigned EB = VT.scalarSizeInBits();
  return V.extractBits(EB, L * EB);
}

const APInt& NodeEval::constOp(unsigned I) const {
  const SDNode* O = opNode(I);
  if (O->getOpcode() != ISD::Constant && O->getOpcode() != ISD::TargetConstant)
    fail("operand " + std::to_string(I) + " must be a constant");
  return O->getAPIntValue();
}

void NodeEval::set(unsigned R, APInt V) {
  EVT VT = N->getValueType(R);
  if (VT.isData() && V.getBitWidth() != VT.sizeInBits())
    fail("result " + std::to_string(R) + " computed with " + std::to_string(V.getBitWidth()) +
         " bits for type " + VT.str());
  Run.Slots[Run.C.ResultBase[Index] + R] = std::move(V);
}

ProgramInterpreter& NodeEval::program() const {
  return Run.P;
}
const InterpOptions& NodeEval::options() const {
  return Run.P.Opts;
}
APInt NodeEval::garbage(unsigned Bits) const {
  return Run.P.Garbage.bits(Bits);
}
APInt NodeEval::anyExtend(const APInt& V, unsigned Bits) const {
  return Run.P.Garbage.anyExtend(V, Bits);
}
Memory& NodeEval::memory() const {
  return Run.P.Mem;
}
APInt NodeEval::pointer(uint64_t Addr) const {
  return APInt(Run.P.PtrBits, Addr);
}

bool NodeEval::boolValue(const APInt& V) const {
  if (V.getBitWidth() == 1) return V.getBit(0);
  if (V.isZero()) return false;
  if (V.isOne()) return true;
  if (Run.P.Opts.StrictBooleans)
    fail("boolean operand is " + V.toStringUnsigned(16) +
         " (hex), not 0 or 1: a phase leaked undefined bits into a boolean");
  return V.getBit(0);
}

APInt NodeEval::readReg(uint32_t Reg, unsigned Bits) const {
  if (!isVirtualRegister(Reg)) return Run.P.readRegister(Reg, Bits);
  const APInt* V = Run.A.getVReg(Reg);
  if (!Run.C.ReadFrom.empty() && N->getOpcode() == ISD::CopyFromReg) {
    auto It = Run.C.ReadFrom.find(Index);
    if (It != Run.C.ReadFrom.end()) {
      if (It->second == ProgramInterpreter::CompiledDAG::AmbiguousRead)
        fail("reads %" + std::to_string(virtRegIndex(Reg)) +
             ", which this block also writes, but no chain orders the read and the write (LLVM chains a "
             "same-block read after the write)");
      V = &Run.Slots[Run.C.OpSlots[Run.C.OpBegin[uint32_t(It->second)] + 2]]; // the CopyToReg's value
    }
  }
  if (V) {
    if (V->getBitWidth() != Bits)
      fail("reads %" + std::to_string(virtRegIndex(Reg)) + " as " + std::to_string(Bits) +
           " bits, but it holds " + std::to_string(V->getBitWidth()) + " bits");
    return *V;
  }
  return garbage(Bits); // never written on this path: undefined (an undef PHI input, for example)
}

void NodeEval::writeReg(uint32_t Reg, const APInt& V) const {
  if (!isVirtualRegister(Reg)) {
    Run.P.writeRegister(Reg, V);
    return;
  }
  unsigned Want = Run.A.vregBits(Reg);
  if (Want && Want != V.getBitWidth())
    fail("writes " + std::to_string(V.getBitWidth()) + " bits to %" + std::to_string(virtRegIndex(Reg)) +
         " of type " + Run.A.FLI->VRegTypes[virtRegIndex(Reg)].str());
  Run.A.Outgoing.emplace_back(Reg, V);
}

void NodeEval::branchTo(unsigned MBB) const {
  if (Run.IgnoreControl || Run.A.Next || Run.A.Returned) return;
  Run.A.Next = MBB;
}

void NodeEval::returnFromFunction() const {
  if (Run.IgnoreControl || Run.A.Next) return;
  Run.A.Returned = true;
}

void NodeEval::callOperand(unsigned I) const {
  const SDNode* C = opNode(I);
  switch (C->getOpcode()) {
  case ISD::GlobalAddress:
  case ISD::TargetGlobalAddress: {
    const ir::Value* G = C->getGlobal();
    if (!G || G->kind() != ir::ValueKind::Function || C->getOffset() != 0)
      fail("call target " + std::string(C->getSymbol() ? C->getSymbol() : "?") + " is not a function");
    Run.P.callFunction(*static_cast<const ir::Function*>(G));
    return;
  }
  case ISD::ExternalSymbol:
  case ISD::TargetExternalSymbol: Run.P.callSymbol(C->getSymbol()); return;
  default: Run.P.callAddress(address(op(I))); return;
  }
}

void NodeEval::checkCallFrame(uint64_t Bytes) const {
  if (Bytes > Run.A.Reserve)
    fail("call frame of " + std::to_string(Bytes) + " bytes exceeds the reserved outgoing area of " +
         std::to_string(Run.A.Reserve) + " bytes");
}

uint64_t NodeEval::frameObjectAddress(int FI) const {
  try {
    return Run.P.frameObjectAddress(Run.A, FI);
  } catch (const InterpError& E) {
    if (E.Located) throw;
    fail(E.what());
  }
}

uint64_t NodeEval::allocateInFrame(uint64_t Size, uint64_t Align) const {
  uint64_t A = Run.P.Mem.allocate(Size, Align, "dynamic alloca", &Run.P.Garbage);
  Run.A.Owned.push_back(A);
  return A;
}

void NodeEval::fail(const std::string& Msg) const {
  throw InterpError("interpreter: " + Run.P.where(&Run.A) + ": " + describeNode(N, &Run.P.TH) + ": " + Msg,
                    true);
}

// ---- ProgramInterpreter: construction and globals
// -----------------------------------------------------------

ProgramInterpreter::ProgramInterpreter(const ir::Module& M, const TargetHooks& TH,
                                       const TargetInterpreter& TI, DAGLookup L, InterpOptions O)
    : Mod(&M), TH(TH), TI(TI), Lookup(std::move(L)), Opts(O) {
  init();
}

ProgramInterpreter::ProgramInterpreter(const ir::Module& M, const TargetHooks& TH,
                                       const TargetInterpreter& TI, std::span<const InterpFunction> Fns,
                                       InterpOptions O)
    : Mod(&M), TH(TH), TI(TI), OwnedFns(Fns.begin(), Fns.end()), Opts(O) {
  Lookup = [this](const ir::Function& F) -> const InterpFunction* {
    for (const InterpFunction& D : OwnedFns)
      if (D.Fn == &F) return &D;
    return nullptr;
  };
  init();
}

ProgramInterpreter::ProgramInterpreter(const TargetHooks& TH, const TargetInterpreter& TI, InterpOptions O)
    : TH(TH), TI(TI), Lookup([](const ir::Function&) { return nullptr; }), Opts(O) {
  init();
}

ProgramInterpreter::~ProgramInterpreter() = default;

const ir::DataLayout* ProgramInterpreter::dataLayout() const {
  return Mod ? &Mod->Layout : nullptr;
}

void ProgramInterpreter::init() {
  PtrBits = unsigned(TH.getPointerTy().sizeInBits());
  Garbage.reseed(Opts.Seed);
  Mem = Memory(PtrBits);
  StackBase = Mem.allocate(Opts.StackSize, 16, "stack", &Garbage);
  StackTop = StackBase + Opts.StackSize;
  initGlobals();
}

/// Bits of a first-class IR type (pointers: the target's pointer width).
static unsigned irTypeBits(const ir::Type* T, unsigned PtrBits) {
  if (T->isPointer()) return PtrBits;
  if (T->isVector()) return unsigned(T->numElements()) * irTypeBits(T->elementType(), PtrBits);
  if (T->isInteger() || T->isFloatingPoint()) return T->bitWidth();
  throw InterpError("interpreter: no bit width for type " + T->str());
}

void ProgramInterpreter::initGlobals() {
  if (!Mod) return;
  for (const auto& F : Mod->Functions) {
    uint64_t A = Mem.allocateCode("function @" + F->name());
    GlobalAddrs[F.get()] = A;
    AddrToFunction[A] = F.get();
  }
  const ir::DataLayout& DL = Mod->Layout;
  for (const auto& G : Mod->Globals) {
    uint64_t Size = DL.typeAllocSize(G->valueType());
    uint64_t Align = std::max<uint64_t>(G->Align, DL.abiAlign(G->valueType()));
    // Declarations without an initializer hold unknown data.
    GlobalAddrs[G.get()] = Mem.allocate(Size, Align, "@" + G->name(), G->Initializer ? nullptr : &Garbage);
  }
  // Initializers may take the address of any global, so they are written after all are placed.
  for (const auto& G : Mod->Globals) {
    if (!G->Initializer) continue;
    uint64_t A = GlobalAddrs[G.get()];
    writeConstant(A, G->Initializer);
    if (G->IsConstant) Mem.setReadOnly(A, true);
  }
}

void ProgramInterpreter::writeConstant(uint64_t Addr, const ir::Constant* C) {
  const ir::DataLayout& DL = Mod->Layout;
  const ir::Type* T = C->type();
  switch (C->kind()) {
  case ir::ValueKind::ZeroInitializer: Mem.fill(Addr, 0, DL.typeAllocSize(T)); return;
  case ir::ValueKind::Undef:
  case ir::ValueKind::Poison: {
    uint64_t N = DL.typeStoreSize(T);
    std::vector<uint8_t> B(N);
    for (auto& X : B) X = uint8_t(Garbage.next64());
    Mem.write(Addr, B.data(), N, true);
    return;
  }
  case ir::ValueKind::ConstantAggregate:
    if (T->isStruct() || T->isArray()) {
      const auto& Elems = static_cast<const ir::ConstantAggregate*>(C)->elements();
      for (unsigned I = 0; I < Elems.size(); ++I) {
        uint64_t Off = T->isStruct() ? DL.structMemberOffset(T, I) : I * DL.typeAllocSize(T->elementType());
        writeConstant(Addr + Off, Elems[I]);
      }
      return;
    }
    break; // vectors are stored as one packed value
  default: break;
  }
  Mem.store(Addr, constantValue(C), true);
}

APInt ProgramInterpreter::constantValue(const ir::Constant* C) {
  const ir::Type* T = C->type();
  switch (C->kind()) {
  case ir::ValueKind::ConstantInt: return static_cast<const ir::ConstantInt*>(C)->value();
  case ir::ValueKind::ConstantFP: return static_cast<const ir::ConstantFP*>(C)->bits();
  case ir::ValueKind::ConstantNull:
  case ir::ValueKind::ZeroInitializer: return APInt::zero(irTypeBits(T, PtrBits));
  case ir::ValueKind::Undef:
  case ir::ValueKind::Poison: return Garbage.bits(irTypeBits(T, PtrBits));
  case ir::ValueKind::Function:
  case ir::ValueKind::GlobalVariable: return APInt(PtrBits, globalAddress(C));
  case ir::ValueKind::ConstantAggregate: {
    if (!T->isVector()) break;
    const auto& Elems = static_cast<const ir::ConstantAggregate*>(C)->elements();
    unsigned EB = irTypeBits(T->elementType(), PtrBits);
    APInt R = APInt::zero(EB * unsigned(Elems.size()));
    for (unsigned I = 0; I < Elems.size(); ++I) R = R.insertBits(constantValue(Elems[I]), I * EB);
    return R;
  }
  case ir::ValueKind::ConstantExpr: {
    auto* CE = static_cast<const ir::ConstantExpr*>(C);
    const auto& Ops = CE->operands();
    unsigned W = irTypeBits(T, PtrBits);
    switch (ir::Opcode(CE->opcode())) {
    case ir::Opcode::GetElementPtr: {
      const ir::DataLayout& DL = Mod->Layout;
      APInt P = constantValue(Ops[0]);
      int64_t Off = 0;
      const ir::Type* Cur = CE->SourceElementType;
      for (unsigned I = 1; I < Ops.size(); ++I) {
        int64_t Idx = constantValue(Ops[I]).sextOrTrunc(64).getSExtValue();
        if (I == 1) {
          Off += Idx * int64_t(DL.typeAllocSize(Cur));
        } else if (Cur->isStruct()) {
          Off += int64_t(DL.structMemberOffset(Cur, unsigned(Idx)));
          Cur = Cur->members()[Idx];
        } else {
          Cur = Cur->elementType();
          Off += Idx * int64_t(DL.typeAllocSize(Cur));
        }
      }
      return P + APInt(P.getBitWidth(), uint64_t(Off), true);
    }
    case ir::Opcode::BitCast:
    case ir::Opcode::AddrSpaceCast: return constantValue(Ops[0]);
    case ir::Opcode::PtrToInt:
    case ir::Opcode::IntToPtr:
    case ir::Opcode::Trunc:
    case ir::Opcode::ZExt: return constantValue(Ops[0]).zextOrTrunc(W);
    case ir::Opcode::SExt: return constantValue(Ops[0]).sext(W);
    default: break;
    }
    if (Ops.size() == 2) {
      APInt A = constantValue(Ops[0]), B = constantValue(Ops[1]);
      auto Amt = [&] { return unsigned(B.ult(W) ? B.lowWord() : W); };
      switch (ir::Opcode(CE->opcode())) {
      case ir::Opcode::Add: return A + B;
      case ir::Opcode::Sub: return A - B;
      case ir::Opcode::Mul: return A * B;
      case ir::Opcode::And: return A & B;
      case ir::Opcode::Or: return A | B;
      case ir::Opcode::Xor: return A ^ B;
      case ir::Opcode::Shl: return A.shl(Amt());
      case ir::Opcode::LShr: return A.lshr(Amt());
      case ir::Opcode::AShr: return A.ashr(Amt());
      default: break;
      }
    }
    throw InterpError(std::string("interpreter: constant expression '") +
                      ir::opcodeName(ir::Opcode(CE->opcode())) + "' is not supported in initializers");
  }
  default: break;
  }
  throw InterpError("interpreter: cannot evaluate a constant of type " + T->str());
}

uint64_t ProgramInterpreter::globalAddress(const ir::Value* GV) {
  auto It = GlobalAddrs.find(GV);
  if (It != GlobalAddrs.end()) return It->second;
  if (GV && GV->kind() == ir::ValueKind::Function) {
    // A function of another module (hand-made tests): give it an address on first use.
    uint64_t A = Mem.allocateCode("function @" + GV->name());
    GlobalAddrs[GV] = A;
    AddrToFunction[A] = static_cast<const ir::Function*>(GV);
    return A;
  }
  throw InterpError("interpreter: no address for global @" + (GV ? GV->name() : std::string("?")));
}

uint64_t ProgramInterpreter::symbolAddress(std::string_view Name) {
  std::string S(Name);
  auto It = SymbolAddrs.find(S);
  if (It != SymbolAddrs.end()) return It->second;
  if (Mod)
    if (const ir::Function* F = Mod->function(S)) return SymbolAddrs[S] = globalAddress(F);
  uint64_t A = Mem.allocateCode("symbol " + S);
  AddrToSymbol[A] = S;
  return SymbolAddrs[S] = A;
}

uint64_t ProgramInterpreter::constantPoolAddress(const APInt& Bits, unsigned Align) {
  auto Key = std::make_pair(Bits.getBitWidth(), Bits.toString(16, false));
  auto It = ConstantPoolAddrs.find(Key);
  if (It != ConstantPoolAddrs.end()) return It->second;
  uint64_t Size = (Bits.getBitWidth() + 7) / 8;
  uint64_t A = Mem.allocate(Size, std::max(1u, Align), "constant-pool", nullptr);
  Mem.store(A, Bits, /*IgnoreReadOnly=*/true);
  Mem.setReadOnly(A, true);
  return ConstantPoolAddrs[Key] = A;
}

// ---- registers and stack pointer --------------------------------------------------------------------------

APInt ProgramInterpreter::readRegister(uint32_t Reg, unsigned Bits) {
  return Regs.read(TI.describeRegister(Reg), Bits, Garbage);
}
void ProgramInterpreter::writeRegister(uint32_t Reg, const APInt& V) {
  Regs.write(TI.describeRegister(Reg), V);
}

uint64_t ProgramInterpreter::stackPointerValue() {
  return Regs.read(TI.stackPointer(), PtrBits, Garbage).lowWord();
}
void ProgramInterpreter::setStackPointerValue(uint64_t SP) {
  Regs.write(TI.stackPointer(), APInt(PtrBits, SP));
}

// ---- compiling a DAG into an evaluation order
// ---------------------------------------------------------------

void ProgramInterpreter::buildOrder(CompiledDAG& C, std::span<const SDNode* const> Roots) {
  // Iterative post-order DFS over all operand edges (data, chain, glue): a node comes after everything it
  // uses, so side effects follow the chains. Iterative because chains of thousands of nodes are normal.
  // Nodes tied together by glue (argument copies into physical registers, the call, the copies of its
  // results) are one unit, as the scheduler keeps them: everything any of them uses is evaluated before the
  // first of them, and then all of them in glue order. Otherwise an operand reached through the third
  // CopyToReg of a call could run another call in between and clobber the registers already set.
  // node → position in Order; InProgress while on the DFS stack
  std::unordered_map<const SDNode*, uint32_t> Pos;
  constexpr uint32_t InProgress = ~0u;
  auto gluedFrom = [](const SDNode* N) -> const SDNode* {
    unsigned K = N->getNumOperands();
    return K && N->getOperand(K - 1).getValueType().isGlue() ? N->getOperand(K - 1).getNode() : nullptr;
  };
  auto gluedTo = [](const SDNode* N) -> const SDNode* {
    for (auto UI = N->use_begin(), UE = N->use_end(); UI != UE; ++UI)
      if (UI.getUse().getValueType().isGlue()) return *UI;
    return nullptr;
  };
  struct Frame {
    std::vector<const SDNode*> Members; // the glued unit, in glue order
    unsigned Member = 0, NextOp = 0;
  };
  std::vector<Frame> Stack;
  auto push = [&](const SDNode* N) {
    Frame F;
    const SDNode* Head = N;
    while (const SDNode* P = gluedFrom(Head)) Head = P;
    for (const SDNode* M = Head; M; M = gluedTo(M)) F.Members.push_back(M);
    for (const SDNode* M : F.Members) Pos[M] = InProgress;
    Stack.push_back(std::move(F));
  };
  for (const SDNode* Root : Roots) {
    if (!Root || Pos.count(Root)) continue;
    push(Root);
    while (!Stack.empty()) {
      Frame& F = Stack.back();
      if (F.Member < F.Members.size()) {
        const SDNode* M = F.Members[F.Member];
        if (F.NextOp == M->getNumOperands()) {
          ++F.Member;
          F.NextOp = 0;
          continue;
        }
        const SDValue& V = M->getOperand(F.NextOp++);
        const SDNode* O = V.getNode();
        if (std::find(F.Members.begin(), F.Members.begin() + F.Member, O) != F.Members.begin() + F.Member)
          continue; // an earlier member of the unit (its glue or chain): evaluated just before
        auto It = Pos.find(O);
        if (It == Pos.end()) {
          push(O); // invalidates F
        } else if (It->second == InProgress) {
          throw InterpError("interpreter: the DAG has a cycle through " + describeNode(O, nullptr));
        }
        continue;
      }
      for (const SDNode* M : F.Members) {
        Pos[M] = uint32_t(C.Order.size());
        C.Order.push_back(M);
      }
      Stack.pop_back();
    }
  }
  C.ResultBase.resize(C.Order.size());
  C.OpBegin.resize(C.Order.size() + 1);
  uint32_t Slots = 0, Ops = 0;
  for (size_t I = 0; I < C.Order.size(); ++I) {
    C.ResultBase[I] = Slots;
    Slots += std::max(1u, C.Order[I]->getNumValues());
    C.OpBegin[I] = Ops;
    Ops += C.Order[I]->getNumOperands();
  }
  C.OpBegin[C.Order.size()] = Ops;
  C.NumSlots = Slots;
  C.OpSlots.reserve(Ops);
  for (const SDNode* N : C.Order)
    for (unsigned I = 0; I < N->getNumOperands(); ++I) {
      const SDValue& V = N->getOperand(I);
      C.OpSlots.push_back(C.ResultBase[Pos[V.getNode()]] + V.getResNo());
    }

  // Virtual registers written and read in the same DAG. Normally a vreg is read in other blocks only, but
  // LLVM also chains a read after a write in one block (the sret pointer of a single-block function): the
  // read then sees that write. A read the chains leave unordered with a write depends on the scheduler,
  // so it is reported rather than guessed.
  auto vregOf = [](const SDNode* N) -> uint32_t {
    if ((N->getOpcode() != ISD::CopyToReg && N->getOpcode() != ISD::CopyFromReg) || N->getNumOperands() < 2)
      return 0;
    const SDNode* R = N->getOperand(1).getNode();
    return R->getOpcode() == ISD::Register && isVirtualRegister(R->getReg()) ? R->getReg() : 0;
  };
  std::unordered_map<uint32_t, std::vector<uint32_t>> Writers;
  for (uint32_t I = 0; I < C.Order.size(); ++I)
    if (C.Order[I]->getOpcode() == ISD::CopyToReg)
      if (uint32_t R = vregOf(C.Order[I])) Writers[R].push_back(I);
  if (Writers.empty()) return;
  // Whether the node at position From uses the node at position To (To < From), through any operands.
  auto DependsOn = [&](uint32_t From, uint32_t To) {
    if (From <= To) return false;
    std::vector<const SDNode*> Work{C.Order[From]};
    std::unordered_map<const SDNode*, bool> Seen;
    while (!Work.empty()) {
      const SDNode* N = Work.back();
      Work.pop_back();
      for (const SDUse& U : N->ops()) {
        const SDNode* O = U.getNode();
        uint32_t P = Pos[O];
        if (P == To) return true;
        if (P > To && !Seen[O]) {
          Seen[O] = true;
          Work.push_back(O);
        }
      }
    }
    return false;
  };
  for (uint32_t I = 0; I < C.Order.size(); ++I) {
    if (C.Order[I]->getOpcode() != ISD::CopyFromReg) continue;
    uint32_t R = vregOf(C.Order[I]);
    auto It = R ? Writers.find(R) : Writers.end();
    if (It == Writers.end()) continue;
    int32_t From = -1;
    for (uint32_t W : It->second) {
      if (DependsOn(I, W))
        From = std::max(From, int32_t(W));
      else if (!DependsOn(W, I))
        From = CompiledDAG::AmbiguousRead;
      if (From == CompiledDAG::AmbiguousRead) break;
    }
    if (From != -1) C.ReadFrom[I] = From;
  }
}

const ProgramInterpreter::CompiledDAG& ProgramInterpreter::compile(const SelectionDAG& DAG) {
  auto& Slot = Compiled[&DAG];
  // The fingerprint catches most changes; invalidateCaches() is the reliable way.
  if (Slot && Slot->NumNodes == DAG.size() && Slot->NextId == DAG.nextPersistentId() &&
      Slot->Root == DAG.getRoot())
    return *Slot;
  auto C = std::make_unique<CompiledDAG>();
  C->NumNodes = DAG.size();
  C->NextId = DAG.nextPersistentId();
  C->Root = DAG.getRoot();
  const SDNode* Root = DAG.getRoot().getNode();
  buildOrder(*C, std::span<const SDNode* const>(&Root, Root ? 1 : 0));
  Slot = std::move(C);
  return *Slot;
}

void ProgramInterpreter::invalidateCaches() {
  Compiled.clear();
  FnCaches.clear();
}

ProgramInterpreter::FunctionCache& ProgramInterpreter::functionCache(const InterpFunction& F) {
  auto& Slot = FnCaches[&F];
  if (Slot) return *Slot;
  Slot = std::make_unique<FunctionCache>();
  FunctionCache& FC = *Slot;
  if (F.FLI)
    for (const PhiInfo& P : F.FLI->Phis) FC.Phis[P.Block].push_back(&P);
  // The outgoing argument area must hold the largest call sequence of the function.
  uint64_t Max = F.FLI ? F.FLI->Frame.MaxCallFrameSize : 0;
  for (const auto& [MBB, DAG] : F.Blocks)
    for (const SDNode* N : DAG->allnodes())
      if (N->getOpcode() == ISD::CALLSEQ_START && N->getNumOperands() > 1 && isConstantNode(N->getOperand(1)))
        Max = std::max<uint64_t>(Max, N->getOperand(1)->getAPIntValue().lowWord());
  FC.Reserve = (Max + 15) & ~uint64_t(15);
  FC.Entry = F.Blocks.empty() ? 0 : F.Blocks.begin()->first;
  if (F.FLI && F.Fn && F.Fn->entry()) {
    auto It = F.FLI->BlockNumber.find(F.Fn->entry());
    if (It != F.FLI->BlockNumber.end()) FC.Entry = It->second;
  }
  return FC;
}

// ---- running functions and blocks -------------------------------------------------------------------------

std::string ProgramInterpreter::where(const Activation* A) const {
  if (!A) return "?";
  std::string S = "function ";
  S += A->F && A->F->Fn ? "@" + A->F->Fn->name() : std::string("<none>");
  S += ", %bb." + std::to_string(A->Block);
  if (A->FLI && A->Block < A->FLI->Blocks.size() && A->FLI->Blocks[A->Block].IRBlock)
    S += " '" + A->FLI->Blocks[A->Block].IRBlock->name() + "'";
  return S;
}

uint64_t ProgramInterpreter::frameObjectAddress(Activation& A, int FI) {
  if (!A.FLI) throw InterpError("frame index " + std::to_string(FI) + " without FunctionLoweringInfo");
  const FrameInfo& Frame = A.FLI->Frame;
  if (FI < 0) {
    unsigned I = unsigned(-FI - 1);
    if (I >= Frame.FixedObjects.size()) throw InterpError("no fixed frame object " + std::to_string(FI));
    // Fixed objects (incoming stack arguments) live at the incoming stack pointer + their offset.
    return A.IncomingSP + uint64_t(Frame.FixedObjects[I].FixedOffset);
  }
  unsigned I = unsigned(FI);
  if (I >= Frame.Objects.size()) throw InterpError("no frame object " + std::to_string(FI));
  if (I >= A.Objects.size()) A.Objects.resize(Frame.Objects.size());
  if (!A.Objects[I]) {
    const FrameObject& O = Frame.Objects[I];
    std::string Name = "%stack." + std::to_string(I) + (O.Name.empty() ? "" : "." + O.Name);
    uint64_t Addr = Mem.allocate(O.Size, O.Align, Name, &Garbage);
    A.Objects[I] = Addr;
    A.Owned.push_back(Addr);
  }
  return *A.Objects[I];
}

void ProgramInterpreter::releaseFrame(Activation& A) {
  for (uint64_t Base : A.Owned) Mem.release(Base);
  A.Owned.clear();
}

void ProgramInterpreter::evalNode(BlockRun& R, unsigned Index) {
  const SDNode* N = R.C.Order[Index];
  NodeEval E(R, N, Index);
  try {
    int32_t Opc = N->getOpcode();
    bool Known = Opc >= 0 && Opc < ISD::BUILTIN_OP_END ? interpretGenericNode(E) : TI.evalTargetNode(E);
    if (!Known) E.fail("the interpreter has no semantics for this opcode");
  } catch (const InterpError& Err) {
    if (!Err.Located) E.fail(Err.what());
    // Errors inside a callee are located there; say where the call came from (the innermost few calls:
    // a runaway recursion would otherwise print a thousand lines).
    if (N->getOpcode() >= ISD::BUILTIN_OP_END || N->getOpcode() < 0) {
      std::string Msg = Err.what();
      size_t Frames = size_t(std::count(Msg.begin(), Msg.end(), '\n'));
      if (Frames < 8)
        Msg += "\n  called from " + where(&R.A) + ": " + describeNode(N, &TH);
      else if (Frames == 8)
        Msg += "\n  ...";
      throw InterpError(Msg, true);
    }
    throw;
  } catch (const DagtoolError& Err) {
    // Internal checks (e.g. APInt operands of different widths) mean the DAG is malformed here.
    E.fail(Err.what());
  }
}

void ProgramInterpreter::runBlock(Activation& A, const SelectionDAG& DAG, const CompiledDAG& C,
                                  unsigned MBB) {
  A.Block = MBB;
  A.DAG = &DAG;
  A.Next.reset();
  A.Returned = false;
  BlockRun R(*this, A, C);
  for (unsigned I = 0; I < C.Order.size(); ++I) {
    if (++Steps > Opts.MaxSteps)
      throw InterpError("interpreter: " + where(&A) + ": more than " + std::to_string(Opts.MaxSteps) +
                            " node evaluations (endless loop?)",
                        true);
    evalNode(R, I);
  }
  // Virtual registers written by the block become visible to the next block only.
  for (auto& [Reg, V] : A.Outgoing) A.setVReg(Reg, std::move(V));
  A.Outgoing.clear();
}

void ProgramInterpreter::enterBlock(Activation& A, unsigned From, unsigned To) {
  FunctionCache& FC = functionCache(*A.F);
  auto It = FC.Phis.find(To);
  if (It == FC.Phis.end()) return;
  // A parallel copy: read every incoming value before writing any PHI register (a PHI may feed another
  // PHI of the same block through a back edge).
  std::vector<std::pair<uint32_t, APInt>> Writes;
  for (const PhiInfo* P : It->second) {
    const std::pair<unsigned, uint32_t>* In = nullptr;
    for (const auto& I : P->Incoming)
      if (I.first == From) {
        In = &I;
        break;
      }
    A.Block = To;
    if (!In)
      throw InterpError("interpreter: " + where(&A) + ": PHI of %" +
                            std::to_string(virtRegIndex(P->FirstReg)) +
                            " has no incoming value for the edge from %bb." + std::to_string(From),
                        true);
    for (unsigned K = 0; K < P->NumRegs; ++K) {
      uint32_t Src = indexToVirtReg(virtRegIndex(In->second) + K);
      uint32_t Dst = indexToVirtReg(virtRegIndex(P->FirstReg) + K);
      const APInt* V = A.getVReg(Src);
      unsigned Bits = V ? V->getBitWidth() : A.vregBits(Dst) ? A.vregBits(Dst) : A.vregBits(Src);
      if (!V && !Bits)
        throw InterpError("interpreter: " + where(&A) + ": PHI input %" + std::to_string(virtRegIndex(Src)) +
                              " has no value and no type",
                          true);
      Writes.emplace_back(Dst, V ? *V : Garbage.bits(Bits));
    }
  }
  for (auto& [Reg, V] : Writes) A.setVReg(Reg, std::move(V));
}

void ProgramInterpreter::runFunction(const InterpFunction& F) {
  if (Depth >= Opts.MaxCallDepth)
    throw InterpError("interpreter: call depth exceeds " + std::to_string(Opts.MaxCallDepth) + " calling @" +
                          (F.Fn ? F.Fn->name() : std::string("?")),
                      true);
  FunctionCache& FC = functionCache(F);
  Activation A;
  A.F = &F;
  A.FLI = F.FLI;
  A.Block = FC.Entry;
  A.IncomingSP = stackPointerValue();
  A.Reserve = FC.Reserve;
  A.BodySP = (A.IncomingSP - A.Reserve) & ~uint64_t(15);
  if (A.IncomingSP > StackTop || A.BodySP < StackBase + 256 || A.BodySP > A.IncomingSP)
    throw InterpError("interpreter: stack overflow (or a bad stack pointer " + hex(A.IncomingSP) +
                          ") entering @" + (F.Fn ? F.Fn->name() : std::string("?")),
                      true);
  // Arguments arrive in physical registers; the entry block reads them through their live-in vregs.
  if (F.FLI) {
    A.VRegs.resize(F.FLI->VRegTypes.size());
    A.VRegSet.assign(F.FLI->VRegTypes.size(), 0);
    for (const auto& [Phys, VReg] : F.FLI->LiveIns) {
      unsigned Bits = A.vregBits(VReg);
      if (!Bits)
        throw InterpError("interpreter: live-in %" + std::to_string(virtRegIndex(VReg)) + " has no type",
                          true);
      A.setVReg(VReg, readRegister(Phys, Bits));
    }
  }
  setStackPointerValue(A.BodySP);
  ++Depth;
  CallStack.push_back(&A);
  struct Cleanup {
    ProgramInterpreter& P;
    Activation& A;
    ~Cleanup() {
      P.releaseFrame(A);
      P.setStackPointerValue(A.IncomingSP);
      P.CallStack.pop_back();
      --P.Depth;
    }
  } Guard{*this, A};

  unsigned Cur = FC.Entry;
  std::optional<unsigned> Prev;
  for (;;) {
    if (Prev) enterBlock(A, *Prev, Cur);
    auto It = F.Blocks.find(Cur);
    A.Block = Cur;
    if (It == F.Blocks.end() || !It->second)
      throw InterpError("interpreter: " + where(&A) + ": no DAG for this block", true);
    runBlock(A, *It->second, compile(*It->second), Cur);
    if (A.Returned) return;
    unsigned Next = A.Next ? *A.Next : Cur + 1; // no branch: fall through to the layout successor
    if (!F.Blocks.count(Next))
      throw InterpError("interpreter: " + where(&A) +
                            (A.Next ? ": branches to %bb." + std::to_string(Next) + ", which has no DAG"
                                    : ": ends without a branch or return and has no next block"),
                        true);
    Prev = Cur;
    Cur = Next;
  }
}

// ---- calls ------------------------------------------------------------------------------------------------

const InterpFunction* ProgramInterpreter::lookup(const ir::Function& F) {
  return Lookup ? Lookup(F) : nullptr;
}

void ProgramInterpreter::callFunction(const ir::Function& F) {
  if (const InterpFunction* D = lookup(F)) {
    runFunction(*D);
    return;
  }
  if (!F.isDeclaration()) throw InterpError("interpreter: no DAGs for function @" + F.name());
  if (!TI.callBuiltin(*this, F.name()))
    throw InterpError("interpreter: call to external function @" + F.name() + ", which has no builtin");
}

void ProgramInterpreter::callSymbol(std::string_view Name) {
  // A symbol may name a function of the module (a libcall implemented in IR) before a builtin.
  if (Mod)
    if (const ir::Function* F = Mod->function(std::string(Name)))
      if (lookup(*F)) {
        runFunction(*lookup(*F));
        return;
      }
  if (!TI.callBuiltin(*this, Name))
    throw InterpError("interpreter: call to external symbol '" + std::string(Name) +
                      "', which has no builtin");
}

void ProgramInterpreter::callAddress(uint64_t Addr) {
  if (auto It = AddrToFunction.find(Addr); It != AddrToFunction.end()) return callFunction(*It->second);
  if (auto It = AddrToSymbol.find(Addr); It != AddrToSymbol.end()) return callSymbol(It->second);
  throw InterpError("interpreter: indirect call to " + Mem.describe(Addr) + ", which is not a function");
}

APInt ProgramInterpreter::call(const ir::Function& Fn, std::span<const APInt> Args) {
  if (!CallStack.empty()) throw InterpError("interpreter: call() while a call is running");
  if (!lookup(Fn) && !Fn.isDeclaration())
    throw InterpError("interpreter: no DAGs for function @" + Fn.name());
  Steps = 0;
  Regs.clear(); // nothing may depend on registers left over from an earlier call
  setStackPointerValue(StackTop);
  return TI.callWithIRValues(*this, Fn, Args, [&] { callFunction(Fn); });
}

APInt ProgramInterpreter::call(std::string_view Name, std::span<const APInt> Args) {
  const ir::Function* F = Mod ? Mod->function(std::string(Name)) : nullptr;
  if (!F) throw InterpError("interpreter: no function @" + std::string(Name) + " in the module");
  return call(*F, Args);
}

std::vector<APInt> ProgramInterpreter::evaluate(const SelectionDAG& DAG, std::span<const SDValue> Values,
                                                const std::map<uint32_t, APInt>& VRegs,
                                                FunctionLoweringInfo* FLI) {
  CompiledDAG C;
  std::vector<const SDNode*> Roots;
  for (const SDValue& V : Values) Roots.push_back(V.getNode());
  buildOrder(C, Roots);
  std::unordered_map<const SDNode*, uint32_t> Pos;
  for (uint32_t I = 0; I < C.Order.size(); ++I) Pos[C.Order[I]] = I;

  Activation A;
  A.FLI = FLI;
  A.IncomingSP = CallStack.empty() ? StackTop : stackPointerValue();
  A.Reserve = 256;
  A.BodySP = A.IncomingSP - A.Reserve;
  for (const auto& [Reg, V] : VRegs) A.setVReg(Reg, V);
  uint64_t SavedSP = stackPointerValue();
  setStackPointerValue(A.BodySP);
  struct Cleanup {
    ProgramInterpreter& P;
    Activation& A;
    uint64_t SP;
    ~Cleanup() {
      P.releaseFrame(A);
      P.setStackPointerValue(SP);
    }
  } Guard{*this, A, SavedSP};

  BlockRun R(*this, A, C);
  R.IgnoreControl = true;
  for (unsigned I = 0; I < C.Order.size(); ++I) evalNode(R, I);
  std::vector<APInt> Out;
  for (const SDValue& V : Values) Out.push_back(R.Slots[C.ResultBase[Pos[V.getNode()]] + V.getResNo()]);
  return Out;
}

} // namespace dt
