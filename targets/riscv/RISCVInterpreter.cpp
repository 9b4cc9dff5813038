// targets/riscv/RISCVInterpreter.cpp — RISC-V node semantics, calling convention and runtime builtins.
//
// Duty: see RISCVInterpreter.h. Three parts: (1) the psABI argument/return layout, shared by call() (IR
// values in, IR value out) and the builtins (which read their C arguments where a caller put them);
// (2) RISCVISD node semantics, following the RISC-V ISA (W forms sign-extend their 32-bit result, FCVT
// saturates with NaN → max, ...); (3) the builtin runtime: libgcc/compiler-rt integer and soft-float
// routines with libgcc's return conventions, libm functions, memcpy/memmove/memset.
// Invariants: a part's value always has the width of its part type (XLEN for GPRs and stack slots, the FP
// width in FPRs); builtins see exactly the C values their prototype has.
#include "targets/riscv/RISCVInterpreter.h"
#include "targets/riscv/RISCVInterpretMachine.h"

#include "ir/IR.h"
#include "support/FloatFormat.h"
#include "targets/riscv/RISCVISD.h"

#include <algorithm>
#include <cmath>
#include <cstring>

namespace dt {

// ===========================================================================================================
// Calling convention
// ===========================================================================================================

namespace {

struct CCState {
  unsigned XLen;
  RISCVFloatABI ABI;
  unsigned NextGPR = 0, NextFPR = 0;
  uint64_t Stack = 0;

  RISCVArgLoc stack(uint64_t Size, uint64_t Align) {
    Stack = (Stack + Align - 1) / Align * Align;
    RISCVArgLoc L{RISCVArgLoc::Stack, 0, Stack};
    Stack += Size;
    return L;
  }
  RISCVArgLoc gprOrStack() {
    if (NextGPR < 8) return {RISCVArgLoc::GPR, NextGPR++, 0};
    return stack(XLen / 8, XLen / 8);
  }
  /// The 2×XLEN rule: a register pair, a register and a stack slot, or two stack slots (the first aligned
  /// to the value's alignment).
  void pair(RISCVArgLoc& Lo, RISCVArgLoc& Hi, unsigned OrigAlign) {
    unsigned XB = XLen / 8;
    if (NextGPR < 8) {
      Lo = {RISCVArgLoc::GPR, NextGPR++, 0};
      Hi = gprOrStack();
      return;
    }
    Lo = stack(XB, std::max(XB, OrigAlign));
    Hi = stack(XB, XB);
  }
  /// Whether an FP scalar of type VT goes to an FPR now.
  bool fpInFPR(EVT VT, bool IsFixed) const {
    if (!VT.isFloatingPoint() || !IsFixed || NextFPR >= 8) return false;
    switch (VT.fpFormat()) {
    case FPFormat::Half:
    case FPFormat::BFloat:
    case FPFormat::Single: return ABI != RISCVFloatABI::Soft;
    case FPFormat::Double: return ABI == RISCVFloatABI::Double;
    default: return false;
    }
  }
};

void assignLeaf(CCState& S, RISCVValueLayout& V) {
  unsigned XLen = S.XLen;
  EVT XVT = EVT::integer(XLen);
  EVT Elt = V.VT.scalarType();
  unsigned NL = V.VT.isVector() ? V.VT.numElements() : 1;
  unsigned EB = Elt.scalarSizeInBits();
  unsigned SubPerLane = (EB + XLen - 1) / XLen;
  V.Parts.clear();
  V.Indirect = false;
  if (Elt.isFloatingPoint() && (Elt.fpFormat() == FPFormat::X87))
    throw InterpError("interpreter: x86_fp80 arguments are not supported on RISC-V");

  // FP lanes bound for FPRs are assigned one by one (LLVM does not treat them as a split value).
  if (S.fpInFPR(Elt, V.IsFixed)) {
    for (unsigned L = 0; L < NL; ++L) {
      if (S.fpInFPR(Elt, V.IsFixed)) {
        V.Parts.push_back({Elt, L, 0, {RISCVArgLoc::FPR, S.NextFPR++, 0}});
        continue;
      }
      // FPRs ran out: the lane goes like an integer of its width.
      if (SubPerLane == 1) {
        V.Parts.push_back({XVT, L, 0, S.gprOrStack()});
      } else {
        RISCVPart Lo{XVT, L, 0, {}}, Hi{XVT, L, 1, {}};
        S.pair(Lo.Loc, Hi.Loc, V.OrigAlign);
        V.Parts.push_back(Lo);
        V.Parts.push_back(Hi);
      }
    }
    return;
  }

  for (unsigned L = 0; L < NL; ++L)
    for (unsigned Sub = 0; Sub < SubPerLane; ++Sub) V.Parts.push_back({XVT, L, Sub, {}});
  // Variadic 2×XLEN-aligned values start at an even register.
  unsigned TwoXB = 2 * XLen / 8;
  if (!V.IsFixed && V.OrigAlign == TwoXB && V.VT.storeSizeInBytes() == TwoXB && S.NextGPR < 8 &&
      S.NextGPR % 2)
    ++S.NextGPR;
  if (V.Parts.size() == 1) {
    V.Parts[0].Loc = S.gprOrStack();
  } else if (V.Parts.size() == 2) {
    S.pair(V.Parts[0].Loc, V.Parts[1].Loc, V.OrigAlign);
  } else {
    V.Indirect = true;
    V.PtrLoc = S.gprOrStack();
  }
}

EVT irLeafEVT(const ir::Type* T, unsigned XLen) {
  switch (T->kind()) {
  case ir::TypeKind::Integer: return EVT::integer(T->bitWidth());
  case ir::TypeKind::Pointer: return EVT::integer(XLen);
  case ir::TypeKind::Half: return EVT::f16();
  case ir::TypeKind::BFloat: return EVT::bf16();
  case ir::TypeKind::Float: return EVT::f32();
  case ir::TypeKind::Double: return EVT::f64();
  case ir::TypeKind::X86FP80: return EVT::f80();
  case ir::TypeKind::FP128: return EVT::f128();
  case ir::TypeKind::Vector:
    return EVT::vector(irLeafEVT(T->elementType(), XLen), unsigned(T->numElements()));
  default: throw InterpError("interpreter: values of type " + T->str() + " cannot be passed");
  }
}

/// Bits of a value of a first-class IR type, or of an aggregate's memory image.
unsigned irValueBits(const ir::Type* T, const ir::DataLayout& DL, unsigned XLen) {
  if (T->isAggregate()) return unsigned(DL.typeAllocSize(T) * 8);
  return unsigned(irLeafEVT(T, XLen).sizeInBits());
}

} // namespace

void assignRISCVLocations(const RISCVABIConfig& Cfg, RISCVCallLayout& L) {
  // Returns: at most two parts in registers, otherwise through memory (LLVM's CanLowerReturn).
  CCState R{Cfg.XLen, Cfg.FloatABI};
  size_t RetParts = 0;
  bool RetIndirect = false;
  for (RISCVValueLayout& V : L.Ret) {
    assignLeaf(R, V);
    RetParts += V.Parts.size();
    RetIndirect |= V.Indirect;
  }
  L.SRet = RetIndirect || RetParts > 2;
  CCState S{Cfg.XLen, Cfg.FloatABI};
  if (L.SRet) S.NextGPR = 1; // the hidden result pointer takes a0
  for (RISCVValueLayout& V : L.Args) assignLeaf(S, V);
  L.StackBytes = (S.Stack + 15) & ~uint64_t(15);
}

std::vector<RISCVLeaf> flattenIRType(const ir::Type* T, const ir::DataLayout& DL, unsigned XLen) {
  std::vector<RISCVLeaf> Out;
  std::function<void(const ir::Type*, uint64_t)> Walk = [&](const ir::Type* Ty, uint64_t Off) {
    if (Ty->isStruct()) {
      for (unsigned I = 0; I < Ty->members().size(); ++I)
        Walk(Ty->members()[I], Off + DL.structMemberOffset(Ty, I));
      return;
    }
    if (Ty->isArray()) {
      uint64_t Stride = DL.typeAllocSize(Ty->elementType());
      for (uint64_t I = 0; I < Ty->numElements(); ++I) Walk(Ty->elementType(), Off + I * Stride);
      return;
    }
    Out.push_back({irLeafEVT(Ty, XLen), Off, DL.abiAlign(Ty)});
  };
  Walk(T, 0);
  return Out;
}

RISCVCallLayout computeRISCVCallLayout(const RISCVABIConfig& Cfg, const ir::Function& Fn,
                                       const ir::DataLayout& DL) {
  RISCVCallLayout L;
  auto ExtOf = [](const ir::ParamAttrs& A) {
    return A.SignExt ? RISCVExt::Sign : A.ZeroExt ? RISCVExt::Zero : RISCVExt::Any;
  };
  const ir::Type* RetTy = Fn.returnType();
  if (!RetTy->isVoid())
    for (const RISCVLeaf& Leaf : flattenIRType(RetTy, DL, Cfg.XLen)) {
      RISCVValueLayout V;
      V.VT = Leaf.VT;
      V.MemOffset = Leaf.Offset;
      V.OrigAlign = Leaf.Align;
      V.Ext = V.VT.isScalarInteger() ? ExtOf(Fn.RetAttrs) : RISCVExt::Any;
      V.ArgIndex = ~0u;
      L.Ret.push_back(V);
    }
  for (unsigned I = 0; I < Fn.Args.size(); ++I) {
    const ir::Argument& A = *Fn.Args[I];
    for (const RISCVLeaf& Leaf : flattenIRType(A.type(), DL, Cfg.XLen)) {
      RISCVValueLayout V;
      V.VT = Leaf.VT;
      V.MemOffset = Leaf.Offset;
      V.OrigAlign = Leaf.Align;
      V.Ext = V.VT.isScalarInteger() ? ExtOf(A.Attrs) : RISCVExt::Any;
      V.ArgIndex = I;
      L.Args.push_back(V);
    }
  }
  assignRISCVLocations(Cfg, L);
  return L;
}

std::vector<APInt> splitRISCVParts(const RISCVABIConfig& Cfg, const RISCVValueLayout& V, const APInt& Bits,
                                   GarbageSource& G) {
  unsigned XLen = Cfg.XLen;
  EVT Elt = V.VT.scalarType();
  unsigned EB = Elt.scalarSizeInBits();
  if (Bits.getBitWidth() != V.VT.sizeInBits())
    throw InterpError("interpreter: a value of " + std::to_string(Bits.getBitWidth()) + " bits passed as " +
                      V.VT.str());
  std::vector<APInt> Out;
  unsigned WideLane = ~0u;
  APInt Wide;
  for (const RISCVPart& P : V.Parts) {
    APInt Lane = V.VT.isVector() ? Bits.extractBits(EB, P.Lane * EB) : Bits;
    if (P.VT.isFloatingPoint()) {
      Out.push_back(Lane);
      continue;
    }
    if (WideLane != P.Lane) {
      // The lane extended to all its parts: by the attribute for scalar integers, else undefined bits.
      unsigned Sub = (EB + XLen - 1) / XLen, W = Sub * XLen;
      RISCVExt Ext = V.VT.isVector() || Elt.isFloatingPoint() ? RISCVExt::Any : V.Ext;
      Wide = W == EB                 ? Lane
             : Ext == RISCVExt::Sign ? Lane.sext(W)
             : Ext == RISCVExt::Zero ? Lane.zext(W)
                                     : G.anyExtend(Lane, W);
      WideLane = P.Lane;
    }
    Out.push_back(Wide.extractBits(XLen, P.Sub * XLen));
  }
  return Out;
}

APInt joinRISCVParts(const RISCVABIConfig& Cfg, const RISCVValueLayout& V, std::span<const APInt> Parts) {
  unsigned XLen = Cfg.XLen;
  EVT Elt = V.VT.scalarType();
  unsigned EB = Elt.scalarSizeInBits();
  unsigned NL = V.VT.isVector() ? V.VT.numElements() : 1;
  unsigned Sub = (EB + XLen - 1) / XLen;
  std::vector<APInt> Lanes(NL, APInt::zero(std::max(EB, Sub * XLen)));
  for (size_t I = 0; I < V.Parts.size(); ++I) {
    const RISCVPart& P = V.Parts[I];
    if (P.VT.isFloatingPoint())
      Lanes[P.Lane] = Parts[I].zextOrTrunc(Lanes[P.Lane].getBitWidth());
    else
      Lanes[P.Lane] = Lanes[P.Lane].insertBits(Parts[I].trunc(XLen), P.Sub * XLen);
  }
  if (NL == 1) return Lanes[0].trunc(EB);
  APInt R = APInt::zero(NL * EB);
  for (unsigned L = 0; L < NL; ++L) R = R.insertBits(Lanes[L].trunc(EB), L * EB);
  return R;
}

// ===========================================================================================================
// Registers and value placement
// ===========================================================================================================

RISCVInterpreter::~RISCVInterpreter() = default;

PhysRegDesc RISCVInterpreter::describeRegister(uint32_t Reg) const {
  auto It = RegCache.find(Reg);
  if (It != RegCache.end()) return It->second;
  std::string Name = TH.getRegisterName(Reg);
  PhysRegDesc D{1000 + Reg, PhysRegDesc::Int}; // unknown registers get a unit of their own
  auto Num = [](std::string_view S, unsigned& N) {
    if (S.empty() || S.size() > 2) return false;
    N = 0;
    for (char C : S) {
      if (C < '0' || C > '9') return false;
      N = N * 10 + unsigned(C - '0');
    }
    return true;
  };
  std::string_view S = Name;
  if (auto U = S.find('_'); U != std::string_view::npos) S = S.substr(0, U); // f10_f, f10_d, f10_h
  unsigned N = 0;
  static const char* const GprAbi[32] = {"zero", "ra", "sp", "gp", "tp",  "t0",  "t1", "t2", "s0", "s1", "a0",
                                         "a1",   "a2", "a3", "a4", "a5",  "a6",  "a7", "s2", "s3", "s4", "s5",
                                         "s6",   "s7", "s8", "s9", "s10", "s11", "t3", "t4", "t5", "t6"};
  static const char* const FprAbi[32] = {"ft0", "ft1", "ft2",  "ft3",  "ft4", "ft5", "ft6",  "ft7",
                                         "fs0", "fs1", "fa0",  "fa1",  "fa2", "fa3", "fa4",  "fa5",
                                         "fa6", "fa7", "fs2",  "fs3",  "fs4", "fs5", "fs6",  "fs7",
                                         "fs8", "fs9", "fs10", "fs11", "ft8", "ft9", "ft10", "ft11"};
  if (S.size() > 1 && S[0] == 'x' && Num(S.substr(1), N) && N < 32)
    D = gpr(N);
  else if (S.size() > 1 && S[0] == 'f' && Num(S.substr(1), N) && N < 32)
    D = fpr(N);
  else {
    for (unsigned I = 0; I < 32; ++I) {
      if (S == GprAbi[I]) D = gpr(I);
      if (S == FprAbi[I]) D = fpr(I);
    }
    if (S == "fp") D = gpr(8);
  }
  RegCache.emplace(Reg, D);
  return D;
}

void RISCVInterpreter::writeLoc(ProgramInterpreter& P, const RISCVArgLoc& L, const APInt& V,
                                uint64_t SP) const {
  switch (L.K) {
  case RISCVArgLoc::GPR: P.writeUnit(gpr(10 + L.Index), V); return;
  case RISCVArgLoc::FPR: P.writeUnit(fpr(10 + L.Index), V); return;
  case RISCVArgLoc::Stack: P.memory().store(SP + L.Offset, V); return;
  }
}

APInt RISCVInterpreter::readLoc(ProgramInterpreter& P, const RISCVArgLoc& L, EVT VT, uint64_t SP) const {
  unsigned Bits = unsigned(VT.sizeInBits());
  switch (L.K) {
  case RISCVArgLoc::GPR: return P.readUnit(gpr(10 + L.Index), Bits);
  case RISCVArgLoc::FPR: return P.readUnit(fpr(10 + L.Index), Bits);
  case RISCVArgLoc::Stack: return P.memory().load(SP + L.Offset, Bits);
  }
  return APInt(Bits, 0);
}

void RISCVInterpreter::placeLeaf(ProgramInterpreter& P, const RISCVValueLayout& V, const APInt& Bits,
                                 uint64_t SP, std::vector<uint64_t>& Temps) const {
  std::vector<APInt> Parts = splitRISCVParts(Cfg, V, Bits, P.garbage());
  if (!V.Indirect) {
    for (size_t I = 0; I < Parts.size(); ++I) writeLoc(P, V.Parts[I].Loc, Parts[I], SP);
    return;
  }
  // By reference: a copy of the parts, XLEN bytes apart (LLVM's PartOffset), whose address is passed.
  unsigned XB = Cfg.XLen / 8;
  uint64_t Buf = P.memory().allocate(Parts.size() * XB, 16, "indirect argument", &P.garbage());
  Temps.push_back(Buf);
  for (size_t I = 0; I < Parts.size(); ++I) P.memory().store(Buf + I * XB, Parts[I]);
  writeLoc(P, V.PtrLoc, APInt(Cfg.XLen, Buf), SP);
}

APInt RISCVInterpreter::fetchLeaf(ProgramInterpreter& P, const RISCVValueLayout& V, uint64_t SP) const {
  std::vector<APInt> Parts;
  if (V.Indirect) {
    uint64_t Ptr = readLoc(P, V.PtrLoc, EVT::integer(Cfg.XLen), SP).lowWord();
    for (size_t I = 0; I < V.Parts.size(); ++I)
      Parts.push_back(P.memory().load(Ptr + I * (Cfg.XLen / 8), Cfg.XLen));
  } else {
    for (const RISCVPart& Part : V.Parts) Parts.push_back(readLoc(P, Part.Loc, Part.VT, SP));
  }
  return joinRISCVParts(Cfg, V, Parts);
}

APInt RISCVInterpreter::callWithIRValues(ProgramInterpreter& P, const ir::Function& Fn,
                                         std::span<const APInt> Args,
                                         const std::function<void()>& Run) const {
  const ir::DataLayout* DL = P.dataLayout();
  if (!DL) throw InterpError("interpreter: calling @" + Fn.name() + " needs the module (for its DataLayout)");
  if (Fn.isVarArg())
    throw InterpError("interpreter: call() of the variadic function @" + Fn.name() + " is not supported");
  if (Args.size() != Fn.Args.size())
    throw InterpError("interpreter: @" + Fn.name() + " takes " + std::to_string(Fn.Args.size()) +
                      " arguments, got " + std::to_string(Args.size()));
  RISCVCallLayout L = computeRISCVCallLayout(Cfg, Fn, *DL);
  unsigned XLen = Cfg.XLen;
  uint64_t SP = (P.stackPointerValue() - L.StackBytes) & ~uint64_t(15);
  P.setStackPointerValue(SP);
  std::vector<uint64_t> Temps;
  struct Release {
    ProgramInterpreter& P;
    std::vector<uint64_t>& T;
    ~Release() {
      for (uint64_t B : T) P.memory().release(B);
    }
  } Guard{P, Temps};

  const ir::Type* RetTy = Fn.returnType();
  uint64_t SRetBuf = 0;
  if (L.SRet) {
    SRetBuf = P.memory().allocate(DL->typeAllocSize(RetTy), std::max(16u, DL->abiAlign(RetTy)), "sret buffer",
                                  &P.garbage());
    Temps.push_back(SRetBuf);
    writeLoc(P, {RISCVArgLoc::GPR, 0, 0}, APInt(XLen, SRetBuf), SP);
  }
  std::vector<APInt> Vals(Args.begin(), Args.end());
  for (unsigned I = 0; I < Fn.Args.size(); ++I) {
    const ir::Argument& A = *Fn.Args[I];
    unsigned Bits = irValueBits(A.type(), *DL, XLen);
    if (Vals[I].getBitWidth() != Bits)
      throw InterpError("interpreter: argument " + std::to_string(I) + " of @" + Fn.name() + " has " +
                        std::to_string(Vals[I].getBitWidth()) + " bits; its type " + A.type()->str() +
                        " needs " + std::to_string(Bits));
    if (A.Attrs.ByVal) {
      // byval: the callee gets the address of a copy the caller made.
      uint64_t Size = DL->typeAllocSize(A.Attrs.ByVal);
      uint64_t Copy =
          P.memory().allocate(Size, std::max(16u, DL->abiAlign(A.Attrs.ByVal)), "byval copy", nullptr);
      Temps.push_back(Copy);
      P.memory().copy(Copy, Vals[I].lowWord(), Size);
      Vals[I] = APInt(XLen, Copy);
    }
  }
  for (const RISCVValueLayout& V : L.Args) {
    const APInt& Arg = Vals[V.ArgIndex];
    bool Agg = Fn.Args[V.ArgIndex]->type()->isAggregate();
    placeLeaf(P, V, Agg ? Arg.extractBits(unsigned(V.VT.sizeInBits()), unsigned(V.MemOffset * 8)) : Arg, SP,
              Temps);
  }

  Run();

  if (RetTy->isVoid()) return APInt(1, 0);
  unsigned RetBits = irValueBits(RetTy, *DL, XLen);
  if (L.SRet) return P.memory().load(SRetBuf, RetBits);
  // signext / zeroext on the return value is a promise of the callee: check it.
  for (const RISCVValueLayout& V : L.Ret) {
    if (V.Ext == RISCVExt::Any || V.Parts.size() != 1 || V.VT.sizeInBits() >= XLen) continue;
    APInt Raw = readLoc(P, V.Parts[0].Loc, V.Parts[0].VT, SP);
    unsigned B = unsigned(V.VT.sizeInBits());
    APInt Want = V.Ext == RISCVExt::Sign ? Raw.trunc(B).sext(XLen) : Raw.trunc(B).zext(XLen);
    if (Raw != Want)
      throw InterpError("interpreter: @" + Fn.name() + " returned 0x" + Raw.toStringUnsigned(16) +
                        ", which is not " + (V.Ext == RISCVExt::Sign ? "sign" : "zero") + "-extended from i" +
                        std::to_string(B) + " as its return attribute promises");
  }
  if (!RetTy->isAggregate()) return fetchLeaf(P, L.Ret[0], SP);
  APInt R = APInt::zero(RetBits);
  for (const RISCVValueLayout& V : L.Ret) R = R.insertBits(fetchLeaf(P, V, SP), unsigned(V.MemOffset * 8));
  return R;
}

// ===========================================================================================================
// Target nodes
// ===========================================================================================================

namespace {

APInt sext32(const APInt& V32, unsigned XLen) {
  return V32.sext(XLen);
}

RoundMode riscvRoundMode(NodeEval& E, uint64_t RM) {
  switch (RM) {
  case 0: return RoundMode::NearestEven; // RNE
  case 1: return RoundMode::Trunc;       // RTZ
  case 2: return RoundMode::Floor;       // RDN
  case 3: return RoundMode::Ceil;        // RUP
  case 4: return RoundMode::NearestAway; // RMM
  case 7: return RoundMode::NearestEven; // DYN: frm is RNE unless the program changes it
  default: E.fail("invalid rounding mode " + std::to_string(RM));
  }
}

/// RISC-V fcvt to an integer: rounds by RM, saturates, NaN → the maximum.
APInt riscvFCvt(FPFormat F, const APInt& X, unsigned Bits, bool Signed, RoundMode RM) {
  if (fpIsNaN(F, X)) return Signed ? APInt::signedMax(Bits) : APInt::allOnes(Bits);
  bool InRange = true;
  return fpToInt(F, fpRound(F, X, RM), Bits, Signed, InRange);
}

unsigned riscvFClass(FPFormat F, const APInt& X) {
  unsigned M = interp::fpClassMask(F, X);
  static const unsigned Map[][2] = {{0x1, 8},  {0x2, 9},  {0x4, 0},  {0x8, 1},   {0x10, 2},
                                    {0x20, 3}, {0x40, 4}, {0x80, 5}, {0x100, 6}, {0x200, 7}};
  for (const auto& [LLVMBit, RVBit] : Map)
    if (M & LLVMBit) return 1u << RVBit;
  return 0;
}

} // namespace

bool RISCVInterpreter::evalTargetNode(NodeEval& E) const {
  const SDNode& N = E.node();
  unsigned XLen = Cfg.XLen;
  auto W32 = [&](unsigned I) { return E.op(I).trunc(32); };
  auto Amt5 = [&](unsigned I) { return unsigned(E.op(I).lowWord() & 31); };
  if (N.isMachineOpcode()) return riscv::evalMachineNode(E, XLen);
  switch (N.getOpcode()) {
  case RISCVISD::RET_GLUE:
  case RISCVISD::SRET_GLUE:
  case RISCVISD::MRET_GLUE: E.returnFromFunction(); return true;
  case RISCVISD::CALL: E.callOperand(1); return true;
  case RISCVISD::TAIL:
    E.callOperand(1);
    E.returnFromFunction();
    return true;
  case RISCVISD::SELECT_CC: {
    bool C = interp::evalCondCode(E, N.getOperand(2)->getCondCode(), E.opType(0), E.op(0), E.op(1));
    E.set(0, C ? E.op(3) : E.op(4));
    return true;
  }
  case RISCVISD::BR_CC:
    if (interp::evalCondCode(E, N.getOperand(3)->getCondCode(), E.opType(1), E.op(1), E.op(2)))
      E.branchTo(E.opNode(4)->getBlockNumber());
    return true;
  case RISCVISD::BuildPairF64:
    E.set(0, E.op(0).trunc(32).zext(64) | E.op(1).trunc(32).zext(64).shl(32));
    return true;
  case RISCVISD::SplitF64:
    E.set(0, E.op(0).trunc(32));
    E.set(1, E.op(0).extractBits(32, 32));
    return true;
  case RISCVISD::HI: {
    // lui %hi(sym): the address rounded so that adding the sign-extended %lo part gives it back.
    uint64_t A = E.op(0).lowWord();
    APInt Hi32 = APInt(32, ((A + 0x800) >> 12) << 12);
    E.set(0, Hi32.sextOrTrunc(unsigned(E.vt().sizeInBits())));
    return true;
  }
  case RISCVISD::ADD_LO: {
    APInt Lo = APInt(12, E.op(1).lowWord() & 0xFFF).sext(unsigned(E.vt().sizeInBits()));
    E.set(0, E.op(0) + Lo);
    return true;
  }
  case RISCVISD::LLA: E.set(0, E.op(0)); return true;
  case RISCVISD::MULHSU: {
    unsigned W = E.op(0).getBitWidth();
    E.set(0, (E.op(0).sext(2 * W) * E.op(1).zext(2 * W)).extractBits(W, W));
    return true;
  }
  case RISCVISD::SLLW: E.set(0, sext32(W32(0).shl(Amt5(1)), XLen)); return true;
  case RISCVISD::SRLW: E.set(0, sext32(W32(0).lshr(Amt5(1)), XLen)); return true;
  case RISCVISD::SRAW: E.set(0, sext32(W32(0).ashr(Amt5(1)), XLen)); return true;
  case RISCVISD::ROLW: E.set(0, sext32(W32(0).rotl(Amt5(1)), XLen)); return true;
  case RISCVISD::RORW: E.set(0, sext32(W32(0).rotr(Amt5(1)), XLen)); return true;
  case RISCVISD::DIVW:
  case RISCVISD::DIVUW:
  case RISCVISD::REMUW: {
    APInt A = W32(0), B = W32(1);
    if (B.isZero()) E.fail("division by zero");
    APInt R = N.getOpcode() == RISCVISD::DIVW    ? A.sdiv(B)
              : N.getOpcode() == RISCVISD::DIVUW ? A.udiv(B)
                                                 : A.urem(B);
    E.set(0, sext32(R, XLen));
    return true;
  }
  case RISCVISD::CLZW: E.set(0, APInt(XLen, W32(0).countLeadingZeros())); return true;
  case RISCVISD::CTZW: E.set(0, APInt(XLen, W32(0).countTrailingZeros())); return true;
  case RISCVISD::ABSW: E.set(0, sext32(W32(0).abs(), XLen)); return true;
  case RISCVISD::FMV_H_X: E.set(0, E.op(0).trunc(16)); return true;
  case RISCVISD::FMV_X_ANYEXTH: E.set(0, E.anyExtend(E.op(0), unsigned(E.vt().sizeInBits()))); return true;
  case RISCVISD::FMV_X_SIGNEXTH: E.set(0, E.op(0).sext(unsigned(E.vt().sizeInBits()))); return true;
  case RISCVISD::FMV_W_X_RV64: E.set(0, E.op(0).trunc(32)); return true;
  case RISCVISD::FMV_X_ANYEXTW_RV64: E.set(0, E.anyExtend(E.op(0), 64)); return true;
  case RISCVISD::FCVT_X:
  case RISCVISD::FCVT_XU:
  case RISCVISD::FCVT_W_RV64:
  case RISCVISD::FCVT_WU_RV64: {
    int32_t Opc = N.getOpcode();
    bool Signed = Opc == RISCVISD::FCVT_X || Opc == RISCVISD::FCVT_W_RV64;
    bool Word = Opc == RISCVISD::FCVT_W_RV64 || Opc == RISCVISD::FCVT_WU_RV64;
    FPFormat F = interp::fpFormatOf(E.opType(0));
    RoundMode RM = riscvRoundMode(E, E.numOperands() > 1 ? E.constOp(1).lowWord() : 7);
    unsigned Bits = unsigned(E.vt().sizeInBits());
    if (Word)
      E.set(0, riscvFCvt(F, E.op(0), 32, Signed, RM).sext(Bits)); // fcvt.w[u] sign-extends on RV64
    else
      E.set(0, riscvFCvt(F, E.op(0), Bits, Signed, RM));
    return true;
  }
  case RISCVISD::FROUND: {
    // (src, max, rm): round to an integral value unless |src| >= max (already integral) or NaN.
    FPFormat F = interp::fpFormatOf(E.vt());
    const APInt& X = E.op(0);
    if (fpIsNaN(F, X)) {
      E.set(0, fpAdd(F, X, X));
      return true;
    }
    bool Big = fpCompare(F, fpAbs(F, X), E.op(1)) != FPCmpResult::Less;
    E.set(0, Big ? X : fpCopySign(F, fpRound(F, X, riscvRoundMode(E, E.constOp(2).lowWord())), X));
    return true;
  }
  case RISCVISD::FCLASS:
    E.set(0, APInt(unsigned(E.vt().sizeInBits()), riscvFClass(interp::fpFormatOf(E.opType(0)), E.op(0))));
    return true;
  case RISCVISD::FMAX:
  case RISCVISD::FMIN: {
    FPFormat F = interp::fpFormatOf(E.vt());
    const APInt &A = E.op(0), &B = E.op(1);
    if (fpIsNaN(F, A) && fpIsNaN(F, B))
      E.set(0, fpQNaN(F)); // RISC-V: the canonical NaN
    else
      E.set(0, N.getOpcode() == RISCVISD::FMAX ? fpMaxNum(F, A, B) : fpMinNum(F, A, B));
    return true;
  }
  case RISCVISD::CZERO_EQZ:
    E.set(0, E.op(1).isZero() ? APInt::zero(E.op(0).getBitWidth()) : E.op(0));
    return true;
  case RISCVISD::CZERO_NEZ:
    E.set(0, !E.op(1).isZero() ? APInt::zero(E.op(0).getBitWidth()) : E.op(0));
    return true;
  case RISCVISD::READ_CYCLE_WIDE: {
    APInt C(64, E.program().steps());
    E.set(0, C.trunc(32));
    E.set(1, C.extractBits(32, 32));
    return true;
  }
  case RISCVISD::BREV8:
  case RISCVISD::ORC_B: {
    const APInt& X = E.op(0);
    unsigned W = X.getBitWidth();
    APInt R = APInt::zero(W);
    for (unsigned B = 0; B + 8 <= W; B += 8) {
      APInt Byte = X.extractBits(8, B);
      APInt Out = N.getOpcode() == RISCVISD::BREV8 ? Byte.reverseBits()
                  : Byte.isZero()                  ? Byte
                                                   : APInt::allOnes(8);
      R = R.insertBits(Out, B);
    }
    E.set(0, R);
    return true;
  }
  case RISCVISD::ZIP:
  case RISCVISD::UNZIP: {
    const APInt& X = E.op(0);
    unsigned W = X.getBitWidth(), H = W / 2;
    APInt R = APInt::zero(W);
    for (unsigned I = 0; I < H; ++I) {
      if (N.getOpcode() == RISCVISD::ZIP) {
        if (X.getBit(I)) R.setBit(2 * I);
        if (X.getBit(I + H)) R.setBit(2 * I + 1);
      } else {
        if (X.getBit(2 * I)) R.setBit(I);
        if (X.getBit(2 * I + 1)) R.setBit(I + H);
      }
    }
    E.set(0, R);
    return true;
  }
  default: return false;
  }
}

// ===========================================================================================================
// Builtins: the runtime library
// ===========================================================================================================

/// A builtin: its C prototype as type codes and its implementation on the C values.
///   i int32  u uint32  l int64  L uint64  t int128  T uint128  z size_t/long (XLEN)  p pointer
///   h _Float16  b bfloat  f float  d double  q fp128 (long double)  v void
struct RISCVInterpreter::Builtin {
  std::string Ret;
  std::string Args;
  std::function<APInt(ProgramInterpreter&, std::vector<APInt>&)> Fn;
};

namespace {

EVT codeVT(char C, unsigned XLen) {
  switch (C) {
  case 'i':
  case 'u': return EVT::i32();
  case 'l':
  case 'L': return EVT::i64();
  case 't':
  case 'T': return EVT::i128();
  case 'z':
  case 'p': return EVT::integer(XLen);
  case 'h': return EVT::f16();
  case 'b': return EVT::bf16();
  case 'f': return EVT::f32();
  case 'd': return EVT::f64();
  case 'q': return EVT::f128();
  default: return EVT();
  }
}

RISCVValueLayout codeLeaf(char C, unsigned XLen, unsigned Index) {
  RISCVValueLayout V;
  V.VT = codeVT(C, XLen);
  V.ArgIndex = Index;
  unsigned Bytes = unsigned(V.VT.storeSizeInBytes());
  V.OrigAlign = std::min(Bytes, XLen == 32 ? 8u : 16u);
  // 32-bit values are sign-extended on RV64 whatever their signedness (psABI); smaller ones do not occur.
  V.Ext = (C == 'i' || C == 'u') && XLen == 64 ? RISCVExt::Sign : C == 'i' ? RISCVExt::Sign : RISCVExt::Any;
  return V;
}

FPFormat codeFormat(char C) {
  switch (C) {
  case 'h': return FPFormat::Half;
  case 'b': return FPFormat::BFloat;
  case 'f': return FPFormat::Single;
  case 'd': return FPFormat::Double;
  default: return FPFormat::Quad;
  }
}

unsigned codeBits(char C) {
  switch (C) {
  case 'i':
  case 'u': return 32;
  case 'l':
  case 'L': return 64;
  default: return 128;
  }
}

bool codeSigned(char C) {
  return C == 'i' || C == 'l' || C == 't';
}

using BuiltinTable = std::unordered_map<std::string, std::unique_ptr<RISCVInterpreter::Builtin>>;

void add(BuiltinTable& T, const std::string& Name, std::string Sig,
         std::function<APInt(ProgramInterpreter&, std::vector<APInt>&)> Fn) {
  auto Colon = Sig.find(':');
  auto B = std::make_unique<RISCVInterpreter::Builtin>();
  B->Ret = Sig.substr(0, Colon);
  B->Args = Sig.substr(Colon + 1);
  B->Fn = std::move(Fn);
  T[Name] = std::move(B);
}

APInt checkedDivisor(const APInt& B) {
  if (B.isZero()) throw InterpError("division by zero in a runtime library call");
  return B;
}

APInt intResult(int64_t V) {
  return APInt(32, uint64_t(V), true);
}

void addIntegerBuiltins(BuiltinTable& T) {
  struct Mode {
    const char* Suffix;
    char S, U;
  };
  for (Mode M : {Mode{"si", 'i', 'u'}, Mode{"di", 'l', 'L'}, Mode{"ti", 't', 'T'}}) {
    std::string Sfx = M.Suffix;
    std::string SS = std::string(1, M.S) + ":" + M.S + M.S, UU = std::string(1, M.U) + ":" + M.U + M.U;
    add(T, "__mul" + Sfx + "3", SS, [](ProgramInterpreter&, std::vector<APInt>& A) { return A[0] * A[1]; });
    add(T, "__div" + Sfx + "3", SS,
        [](ProgramInterpreter&, std::vector<APInt>& A) { return A[0].sdiv(checkedDivisor(A[1])); });
    add(T, "__mod" + Sfx + "3", SS,
        [](ProgramInterpreter&, std::vector<APInt>& A) { return A[0].srem(checkedDivisor(A[1])); });
    add(T, "__udiv" + Sfx + "3", UU,
        [](ProgramInterpreter&, std::vector<APInt>& A) { return A[0].udiv(checkedDivisor(A[1])); });
    add(T, "__umod" + Sfx + "3", UU,
        [](ProgramInterpreter&, std::vector<APInt>& A) { return A[0].urem(checkedDivisor(A[1])); });
    add(T, "__neg" + Sfx + "2", std::string(1, M.S) + ":" + M.S,
        [](ProgramInterpreter&, std::vector<APInt>& A) { return -A[0]; });
    std::string Sh = std::string(1, M.S) + ":" + M.S + "i";
    // Shift amounts >= the width are undefined in C; the routines are only called with valid ones.
    auto Amt = [](const APInt& V, const APInt& A) {
      uint64_t N = A.lowWord() & 0xFFFFFFFF;
      if (N >= V.getBitWidth()) throw InterpError("shift amount out of range in a runtime library call");
      return unsigned(N);
    };
    add(T, "__ashl" + Sfx + "3", Sh,
        [Amt](ProgramInterpreter&, std::vector<APInt>& A) { return A[0].shl(Amt(A[0], A[1])); });
    add(T, "__lshr" + Sfx + "3", Sh,
        [Amt](ProgramInterpreter&, std::vector<APInt>& A) { return A[0].lshr(Amt(A[0], A[1])); });
    add(T, "__ashr" + Sfx + "3", Sh,
        [Amt](ProgramInterpreter&, std::vector<APInt>& A) { return A[0].ashr(Amt(A[0], A[1])); });
    std::string Cnt = std::string("i:") + M.U;
    add(T, "__clz" + Sfx + "2", Cnt,
        [](ProgramInterpreter&, std::vector<APInt>& A) { return intResult(A[0].countLeadingZeros()); });
    add(T, "__ctz" + Sfx + "2", Cnt,
        [](ProgramInterpreter&, std::vector<APInt>& A) { return intResult(A[0].countTrailingZeros()); });
    add(T, "__popcount" + Sfx + "2", Cnt,
        [](ProgramInterpreter&, std::vector<APInt>& A) { return intResult(A[0].popcount()); });
    add(T, "__parity" + Sfx + "2", Cnt,
        [](ProgramInterpreter&, std::vector<APInt>& A) { return intResult(A[0].popcount() & 1); });
    add(T, "__bswap" + Sfx + "2", UU.substr(0, 3),
        [](ProgramInterpreter&, std::vector<APInt>& A) { return A[0].byteSwap(); });
    // Checked multiplication (ExpandInteger's SMULO): the product, and through the pointer an int that is
    // 1 when the signed product overflowed, else 0.
    add(T, "__mulo" + Sfx + "4", std::string(1, M.S) + ":" + M.S + M.S + "p",
        [](ProgramInterpreter& P, std::vector<APInt>& A) {
          bool Overflow = false;
          APInt R = A[0].smul_ov(A[1], Overflow);
          P.memory().store(A[2].lowWord(), APInt(32, Overflow ? 1 : 0));
          return R;
        });
  }
}

void addFloatBuiltins(BuiltinTable& T) {
  struct Fmt {
    const char* Suffix;
    char C;
  };
  for (Fmt M : {Fmt{"hf", 'h'}, Fmt{"sf", 'f'}, Fmt{"df", 'd'}, Fmt{"tf", 'q'}}) {
    std::string S = M.Suffix;
    char C = M.C;
    FPFormat F = codeFormat(C);
    std::string Bin = std::string(1, C) + ":" + C + C, Cmp = std::string("i:") + C + C;
    add(T, "__add" + S + "3", Bin,
        [F](ProgramInterpreter&, std::vector<APInt>& A) { return fpAdd(F, A[0], A[1]); });
    add(T, "__sub" + S + "3", Bin,
        [F](ProgramInterpreter&, std::vector<APInt>& A) { return fpSub(F, A[0], A[1]); });
    add(T, "__mul" + S + "3", Bin,
        [F](ProgramInterpreter&, std::vector<APInt>& A) { return fpMul(F, A[0], A[1]); });
    add(T, "__div" + S + "3", Bin,
        [F](ProgramInterpreter&, std::vector<APInt>& A) { return fpDiv(F, A[0], A[1]); });
    add(T, "__neg" + S + "2", std::string(1, C) + ":" + C,
        [F](ProgramInterpreter&, std::vector<APInt>& A) { return fpNeg(F, A[0]); });
    // libgcc's comparison conventions: __eq/__ne give 0 when equal; __lt/__le give <0/<=0 for less (and
    // 1 when unordered, so the test fails); __gt/__ge give >0/>=0 for greater (-1 when unordered).
    auto Three = [F](const std::vector<APInt>& A, int Unordered) {
      switch (fpCompare(F, A[0], A[1])) {
      case FPCmpResult::Less: return intResult(-1);
      case FPCmpResult::Equal: return intResult(0);
      case FPCmpResult::Greater: return intResult(1);
      default: return intResult(Unordered);
      }
    };
    for (const char* Name : {"__eq", "__ne"})
      add(T, Name + S + "2", Cmp, [F](ProgramInterpreter&, std::vector<APInt>& A) {
        return intResult(fpCompare(F, A[0], A[1]) == FPCmpResult::Equal ? 0 : 1);
      });
    for (const char* Name : {"__lt", "__le", "__cmp"})
      add(T, Name + S + "2", Cmp,
          [Three](ProgramInterpreter&, std::vector<APInt>& A) { return Three(A, 1); });
    for (const char* Name : {"__gt", "__ge"})
      add(T, Name + S + "2", Cmp,
          [Three](ProgramInterpreter&, std::vector<APInt>& A) { return Three(A, -1); });
    add(T, "__unord" + S + "2", Cmp, [F](ProgramInterpreter&, std::vector<APInt>& A) {
      return intResult(fpCompare(F, A[0], A[1]) == FPCmpResult::Unordered ? 1 : 0);
    });
    // Conversions to and from integers. Out-of-range conversions are undefined in C; the routines
    // saturate (compiler-rt's behaviour), NaN gives 0.
    for (char I : std::string("iulLtT")) {
      bool Sg = codeSigned(I);
      unsigned Bits = codeBits(I);
      std::string Mode = Bits == 32 ? "si" : Bits == 64 ? "di" : "ti";
      add(T, std::string(Sg ? "__fix" : "__fixuns") + S + Mode, std::string(1, I) + ":" + C,
          [F, Bits, Sg](ProgramInterpreter&, std::vector<APInt>& A) {
            bool InRange = true;
            return fpToInt(F, A[0], Bits, Sg, InRange);
          });
      add(T, std::string(Sg ? "__float" : "__floatun") + Mode + S, std::string(1, C) + ":" + I,
          [F, Sg](ProgramInterpreter&, std::vector<APInt>& A) { return intToFP(F, A[0], Sg); });
    }
  }
  // Conversions between formats: __extend<from><to>2 / __trunc<from><to>2.
  const std::pair<const char*, char> Fmts[] = {
      {"hf", 'h'}, {"bf", 'b'}, {"sf", 'f'}, {"df", 'd'}, {"tf", 'q'}};
  for (const auto& [FromS, FromC] : Fmts)
    for (const auto& [ToS, ToC] : Fmts) {
      if (FromC == ToC) continue;
      FPFormat From = codeFormat(FromC), To = codeFormat(ToC);
      bool Widen = fpPrecision(To) > fpPrecision(From);
      add(T, std::string(Widen ? "__extend" : "__trunc") + FromS + ToS + "2",
          std::string(1, ToC) + ":" + FromC,
          [From, To](ProgramInterpreter&, std::vector<APInt>& A) { return fpConvert(From, A[0], To); });
    }
  add(T, "__gnu_h2f_ieee", "f:h", [](ProgramInterpreter&, std::vector<APInt>& A) {
    return fpConvert(FPFormat::Half, A[0], FPFormat::Single);
  });
  add(T, "__gnu_f2h_ieee", "h:f", [](ProgramInterpreter&, std::vector<APInt>& A) {
    return fpConvert(FPFormat::Single, A[0], FPFormat::Half);
  });
}

void addMathBuiltins(BuiltinTable& T) {
  struct Fmt {
    const char* Suffix;
    char C;
  };
  for (Fmt M : {Fmt{"f", 'f'}, Fmt{"", 'd'}, Fmt{"l", 'q'}}) {
    std::string S = M.Suffix;
    char C = M.C;
    FPFormat F = codeFormat(C);
    std::string Un = std::string(1, C) + ":" + C, Bin = Un + C;
    auto Add = [&](const char* Name, const std::string& Sig, auto Fn) { add(T, Name + S, Sig, Fn); };
    Add("fmod", Bin, [F](ProgramInterpreter&, std::vector<APInt>& A) { return fpRem(F, A[0], A[1]); });
    Add("sqrt", Un, [F](ProgramInterpreter&, std::vector<APInt>& A) { return fpSqrt(F, A[0]); });
    Add("fma", Un + C + C,
        [F](ProgramInterpreter&, std::vector<APInt>& A) { return fpFma(F, A[0], A[1], A[2]); });
    Add("fabs", Un, [F](ProgramInterpreter&, std::vector<APInt>& A) { return fpAbs(F, A[0]); });
    Add("copysign", Bin,
        [F](ProgramInterpreter&, std::vector<APInt>& A) { return fpCopySign(F, A[0], A[1]); });
    Add("fmin", Bin, [F](ProgramInterpreter&, std::vector<APInt>& A) { return fpMinNum(F, A[0], A[1]); });
    Add("fmax", Bin, [F](ProgramInterpreter&, std::vector<APInt>& A) { return fpMaxNum(F, A[0], A[1]); });
    Add("fminimum", Bin,
        [F](ProgramInterpreter&, std::vector<APInt>& A) { return fpMinimum(F, A[0], A[1]); });
    Add("fmaximum", Bin,
        [F](ProgramInterpreter&, std::vector<APInt>& A) { return fpMaximum(F, A[0], A[1]); });
    const std::pair<const char*, RoundMode> Rounds[] = {
        {"floor", RoundMode::Floor},           {"ceil", RoundMode::Ceil},
        {"trunc", RoundMode::Trunc},           {"rint", RoundMode::NearestEven},
        {"nearbyint", RoundMode::NearestEven}, {"round", RoundMode::NearestAway},
        {"roundeven", RoundMode::NearestEven}};
    for (const auto& [Name, RM] : Rounds)
      add(T, Name + S, Un,
          [F, RM = RM](ProgramInterpreter&, std::vector<APInt>& A) { return fpRound(F, A[0], RM); });
    for (const char* Name : {"lrint", "llrint", "lround", "llround"}) {
      bool Long = Name[1] == 'l';
      RoundMode RM = std::strstr(Name, "round") ? RoundMode::NearestAway : RoundMode::NearestEven;
      add(T, Name + S, std::string(Long ? "l" : "z") + ":" + C,
          [F, RM, Long](ProgramInterpreter& P, std::vector<APInt>& A) {
            unsigned Bits = Long ? 64 : P.pointerBits();
            bool InRange = true;
            return fpToInt(F, fpRound(F, A[0], RM), Bits, true, InRange);
          });
    }
    Add("ldexp", Bin.substr(0, 2) + C + "i", [F](ProgramInterpreter&, std::vector<APInt>& A) {
      return interp::fpLdexp(F, A[0], A[1].getSExtValue());
    });
    Add("frexp", Un + "p", [F](ProgramInterpreter& P, std::vector<APInt>& A) {
      int Exp = 0;
      APInt R = interp::fpFrexp(F, A[0], Exp);
      P.memory().store(A[1].lowWord(), APInt(32, uint64_t(int64_t(Exp)), true));
      return R;
    });
    if (C == 'q') continue; // no host math for fp128
    for (const char* Name : {"sin", "cos", "tan", "exp", "exp2", "exp10", "log", "log2", "log10", "cbrt"})
      add(T, Name + S, Un,
          [F, Name](ProgramInterpreter&, std::vector<APInt>& A) { return interp::hostMath1(F, A[0], Name); });
    for (const char* Name : {"pow", "atan2"})
      add(T, Name + S, Bin, [F, Name](ProgramInterpreter&, std::vector<APInt>& A) {
        return interp::hostMath2(F, A[0], A[1], Name);
      });
  }
}

void addMemoryBuiltins(BuiltinTable& T) {
  add(T, "memcpy", "p:ppz", [](ProgramInterpreter& P, std::vector<APInt>& A) {
    uint64_t Dst = A[0].lowWord(), Src = A[1].lowWord(), N = A[2].lowWord();
    // memcpy's operands must not overlap: a phase that makes them overlap is wrong.
    if (N && Dst < Src + N && Src < Dst + N && Dst != Src)
      throw InterpError("memcpy with overlapping operands");
    P.memory().copy(Dst, Src, N);
    return A[0];
  });
  add(T, "memmove", "p:ppz", [](ProgramInterpreter& P, std::vector<APInt>& A) {
    P.memory().copy(A[0].lowWord(), A[1].lowWord(), A[2].lowWord());
    return A[0];
  });
  add(T, "memset", "p:piz", [](ProgramInterpreter& P, std::vector<APInt>& A) {
    P.memory().fill(A[0].lowWord(), uint8_t(A[1].lowWord()), A[2].lowWord());
    return A[0];
  });
  auto Cmp = [](ProgramInterpreter& P, std::vector<APInt>& A) {
    uint64_t N = A[2].lowWord();
    std::vector<uint8_t> X(N), Y(N);
    P.memory().read(A[0].lowWord(), X.data(), N);
    P.memory().read(A[1].lowWord(), Y.data(), N);
    for (uint64_t I = 0; I < N; ++I)
      if (X[I] != Y[I]) return intResult(X[I] < Y[I] ? -1 : 1);
    return intResult(0);
  };
  add(T, "memcmp", "i:ppz", Cmp);
  add(T, "bcmp", "i:ppz", Cmp);
  add(T, "abort",
      "v:", [](ProgramInterpreter&, std::vector<APInt>&) -> APInt { throw InterpError("abort() called"); });
}

} // namespace

RISCVInterpreter::RISCVInterpreter(const TargetHooks& TH, RISCVABIConfig C) : TH(TH), Cfg(C) {
  if (Cfg.XLen != 32 && Cfg.XLen != 64) throw InterpError("RISC-V XLEN must be 32 or 64");
  addIntegerBuiltins(Builtins);
  addFloatBuiltins(Builtins);
  addMathBuiltins(Builtins);
  addMemoryBuiltins(Builtins);
}

bool RISCVInterpreter::hasBuiltin(std::string_view Name) const {
  return Builtins.count(std::string(Name)) != 0;
}

RISCVCallLayout RISCVInterpreter::builtinLayout(const Builtin& B) const {
  RISCVCallLayout L;
  if (B.Ret != "v") L.Ret.push_back(codeLeaf(B.Ret[0], Cfg.XLen, ~0u));
  for (unsigned I = 0; I < B.Args.size(); ++I) L.Args.push_back(codeLeaf(B.Args[I], Cfg.XLen, I));
  assignRISCVLocations(Cfg, L);
  return L;
}

bool RISCVInterpreter::callBuiltin(ProgramInterpreter& P, std::string_view Name) const {
  auto It = Builtins.find(std::string(Name));
  if (It == Builtins.end()) return false;
  const Builtin& B = *It->second;
  RISCVCallLayout L = builtinLayout(B);
  uint64_t SP = P.stackPointerValue();
  std::vector<APInt> Args;
  for (unsigned I = 0; I < L.Args.size(); ++I) {
    const RISCVValueLayout& V = L.Args[I];
    char Code = B.Args[I];
    if ((Code == 'h' || Code == 'b') && V.Parts.size() == 1 && V.Parts[0].Loc.K == RISCVArgLoc::FPR) {
      // The runtime's half routines take the half's bits from the low 16 bits of the FPR (fmv.x.w): LLVM's
      // callers without Zfhmin (lowerFP16_TO_FP) pass them there without NaN-boxing.
      Args.push_back(readLoc(P, V.Parts[0].Loc, EVT::f32(), SP).trunc(16));
      continue;
    }
    Args.push_back(fetchLeaf(P, V, SP));
  }
  uint64_t SRetPtr = L.SRet ? readLoc(P, {RISCVArgLoc::GPR, 0, 0}, EVT::integer(Cfg.XLen), SP).lowWord() : 0;
  APInt R;
  try {
    R = B.Fn(P, Args);
  } catch (const InterpError& E) {
    if (E.Located) throw;
    throw InterpError("in builtin " + std::string(Name) + ": " + E.what());
  }
  // What the callee may clobber (a0-a7, t0-t6, fa0-fa7, ft0-ft11) becomes garbage: nothing may expect a
  // caller-saved register to survive a call.
  for (unsigned X : {5u, 6u, 7u, 10u, 11u, 12u, 13u, 14u, 15u, 16u, 17u, 28u, 29u, 30u, 31u})
    P.writeUnit(gpr(X), P.garbage().bits(Cfg.XLen));
  for (unsigned F :
       {0u, 1u, 2u, 3u, 4u, 5u, 6u, 7u, 10u, 11u, 12u, 13u, 14u, 15u, 16u, 17u, 28u, 29u, 30u, 31u})
    P.writeUnit(fpr(F), P.garbage().bits(64));
  if (L.Ret.empty()) return true;
  if (L.SRet) {
    P.memory().store(SRetPtr, R);
    return true;
  }
  std::vector<uint64_t> Temps;
  placeLeaf(P, L.Ret[0], R, SP, Temps);
  return true;
}

APInt RISCVInterpreter::callBuiltinWithValues(ProgramInterpreter& P, std::string_view Name,
                                              std::span<const APInt> Args) const {
  auto It = Builtins.find(std::string(Name));
  if (It == Builtins.end()) throw InterpError("no builtin " + std::string(Name));
  RISCVCallLayout L = builtinLayout(*It->second);
  if (Args.size() != L.Args.size())
    throw InterpError("builtin " + std::string(Name) + ": wrong number of arguments");
  uint64_t OldSP = P.stackPointerValue();
  uint64_t SP = (OldSP - L.StackBytes - 16) & ~uint64_t(15);
  P.setStackPointerValue(SP);
  std::vector<uint64_t> Temps;
  uint64_t SRetBuf = 0;
  if (L.SRet) {
    SRetBuf = P.memory().allocate(L.Ret[0].VT.storeSizeInBytes(), 16, "sret buffer", &P.garbage());
    Temps.push_back(SRetBuf);
    writeLoc(P, {RISCVArgLoc::GPR, 0, 0}, APInt(Cfg.XLen, SRetBuf), SP);
  }
  for (size_t I = 0; I < Args.size(); ++I) placeLeaf(P, L.Args[I], Args[I], SP, Temps);
  callBuiltin(P, Name);
  APInt R = L.Ret.empty() ? APInt(1, 0)
            : L.SRet      ? P.memory().load(SRetBuf, unsigned(L.Ret[0].VT.sizeInBits()))
                          : fetchLeaf(P, L.Ret[0], SP);
  for (uint64_t T : Temps) P.memory().release(T);
  P.setStackPointerValue(OldSP);
  return R;
}

} // namespace dt
