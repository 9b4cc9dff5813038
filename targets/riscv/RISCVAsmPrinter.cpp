// targets/riscv/RISCVAsmPrinter.cpp — instructions, functions and globals as assembly text (see the header).
#include "targets/riscv/RISCVAsmPrinter.h"

#include "ir/IR.h"
#include "support/Diagnostics.h"
#include "targets/riscv/RISCVInstrInfo.h"
#include "targets/riscv/RISCVRegisters.h"

#include <cctype>
#include <cstring>
#include <set>

namespace dt::riscv {

namespace {

const char* const GPRNames[32] = {"zero", "ra", "sp", "gp", "tp",  "t0",  "t1", "t2", "s0", "s1", "a0",
                                  "a1",   "a2", "a3", "a4", "a5",  "a6",  "a7", "s2", "s3", "s4", "s5",
                                  "s6",   "s7", "s8", "s9", "s10", "s11", "t3", "t4", "t5", "t6"};
const char* const FPRNames[32] = {"ft0", "ft1", "ft2",  "ft3",  "ft4", "ft5", "ft6",  "ft7",
                                  "fs0", "fs1", "fa0",  "fa1",  "fa2", "fa3", "fa4",  "fa5",
                                  "fa6", "fa7", "fs2",  "fs3",  "fs4", "fs5", "fs6",  "fs7",
                                  "fs8", "fs9", "fs10", "fs11", "ft8", "ft9", "ft10", "ft11"};

std::string abiName(uint32_t Reg) {
  if (Reg >= X(0) && Reg <= X(31)) return GPRNames[Reg - X(0)];
  for (uint32_t Base : {F_H(0), F_F(0), F_D(0)})
    if (Reg >= Base && Reg < Base + 32) return FPRNames[Reg - Base];
  throw InternalError("no assembler name for register " + std::to_string(Reg));
}

/// LLVM's instruction name as the assembler spells it: FCVT_W_S → fcvt.w.s, ZEXT_H_RV64 → zext.h.
std::string mnemonic(std::string_view Name) {
  for (std::string_view Suffix : {"_RV32", "_RV64"})
    if (Name.ends_with(Suffix)) Name.remove_suffix(Suffix.size());
  std::string S;
  for (char C : Name) S += C == '_' ? '.' : char(std::tolower(static_cast<unsigned char>(C)));
  return S;
}

const char* roundingModeName(int64_t Frm) {
  switch (Frm) {
  case 0: return "rne";
  case 1: return "rtz";
  case 2: return "rdn";
  case 3: return "rup";
  case 4: return "rmm";
  default: return nullptr; // 7 = dyn: the assembler's default
  }
}

/// Conversions that are always exact: llc prints them without a rounding mode, and older assemblers accept
/// none.
bool isExactConversion(unsigned Opc) {
  switch (Opc) {
  case MI::FCVT_D_W:
  case MI::FCVT_D_WU:
  case MI::FCVT_D_S:
  case MI::FCVT_S_H:
  case MI::FCVT_D_H: return true;
  default: return false;
  }
}

std::string blockLabel(unsigned Fn, unsigned Block) {
  return ".LBB" + std::to_string(Fn) + "_" + std::to_string(Block);
}

struct FunctionPrinter {
  const MachineFunction& MF;
  const Subtarget& ST;
  unsigned FnNumber;
  std::string Out;

  [[noreturn]] void unsupported(const std::string& What) const {
    throw UnsupportedError("", {}, What + " in '" + MF.name() + "' has no assembly form in dagtool yet");
  }

  std::string symbol(const MachineOperand& O) const {
    std::string S = O.getSymbol();
    if (O.kind() == MachineOperand::Kind::GlobalAddress && O.getOffset())
      S += (O.getOffset() > 0 ? "+" : "") + std::to_string(O.getOffset());
    return S;
  }

  std::string operand(const MachineOperand& O) const {
    using K = MachineOperand::Kind;
    switch (O.kind()) {
    case K::Register: return abiName(O.getReg());
    case K::Immediate: return std::to_string(O.getImm());
    case K::Block: return blockLabel(FnNumber, O.getBlock());
    case K::GlobalAddress:
    case K::ExternalSymbol:
      switch (O.getTargetFlags()) {
      case 0:
      case 1:                   // riscv-call
      case 2: return symbol(O); // riscv-plt
      case 3: return "%lo(" + symbol(O) + ")";
      case 4: return "%hi(" + symbol(O) + ")";
      default: unsupported("symbol operand with target flag " + std::to_string(O.getTargetFlags()));
      }
    case K::ConstantPoolIndex: {
      std::string Label = poolLabel(O.getConstantPoolIndex());
      if (O.getOffset()) Label += (O.getOffset() > 0 ? "+" : "") + std::to_string(O.getOffset());
      switch (O.getTargetFlags()) {
      case 3: return "%lo(" + Label + ")";
      case 4: return "%hi(" + Label + ")";
      default: unsupported("constant-pool operand with target flag " + std::to_string(O.getTargetFlags()));
      }
    }
    case K::FrameIndex: throw InternalError("frame index left after frame lowering in '" + MF.name() + "'");
    case K::RegisterMask: break;
    }
    throw InternalError("operand kind without assembly form");
  }

  void line(const std::string& Mn, const std::vector<std::string>& Ops) {
    Out += "\t" + Mn;
    for (size_t I = 0; I < Ops.size(); ++I) Out += (I ? ", " : "\t") + Ops[I];
    Out += "\n";
  }

  void instr(const MachineInstr& MI, const MachineBasicBlock* Next) {
    std::vector<const MachineOperand*> Ex;
    for (const MachineOperand& O : MI.operands())
      if (!O.isRegMask() && !(O.isReg() && O.isImplicit())) Ex.push_back(&O);
    auto op = [&](size_t I) { return operand(*Ex.at(I)); };
    const unsigned Opc = MI.getOpcode();
    const InstrDesc* D = instrDesc(Opc);
    if (!D) throw InternalError("unknown opcode " + std::to_string(Opc));
    switch (Opc) {
    case MI::IMPLICIT_DEF: return; // the value is undefined: any register content will do
    case MI::COPY: {
      uint32_t Dst = Ex.at(0)->getReg(), Src = Ex.at(1)->getReg();
      if (Dst == Src) return;
      // A COPY stays within one register file: values change files only through fmv / BuildPairF64 /
      // SplitF64 instructions the calling-convention lowering puts in (as LLVM's does).
      const bool DstGPR = Dst <= X(31), SrcGPR = Src <= X(31);
      if (DstGPR != SrcGPR)
        throw InternalError("COPY between register files (" + op(0) + " = " + op(1) + ") in '" + MF.name() +
                            "'");
      if (DstGPR) return line("mv", {op(0), op(1)});
      if (Dst >= F_D(0)) return line("fmv.d", {op(0), op(1)});
      if (Dst >= F_F(0) || !ST.Zfh) return line("fmv.s", {op(0), op(1)}); // an f16 moves as its f32 container
      return line("fmv.h", {op(0), op(1)});
    }
    case MI::PHI: throw InternalError("PHI left after PHI elimination in '" + MF.name() + "'");
    case MI::PseudoCALL: return line("call", {op(0)});
    case MI::PseudoTAIL: return line("tail", {op(0)});
    case MI::PseudoCALLIndirect: return line("jalr", {op(0)});
    case MI::PseudoTAILIndirect: return line("jr", {op(0)});
    case MI::PseudoRET: return line("ret", {});
    case MI::PseudoBR:
      if (Next && Ex.at(0)->getBlock() == Next->Number) return; // falls through
      return line("j", {op(0)});
    case MI::PseudoBRIND: return line("jr", {op(1) + "(" + op(0) + ")"});
    case MI::ADJCALLSTACKDOWN:
    case MI::ADJCALLSTACKUP: throw InternalError("call-frame pseudo left after frame lowering");
    default: break;
    }
    if (D->Flags & IF_Pseudo) unsupported(std::string("the pseudo-instruction ") + D->Name);
    std::string Mn = mnemonic(D->Name);
    if ((D->Flags & (IF_MayLoad | IF_MayStore)) && Ex.size() == 3)
      return line(Mn, {op(0), op(2) + "(" + op(1) + ")"});
    std::vector<std::string> Ops;
    bool HasFrm = std::strstr(D->Operands, "frmarg") != nullptr;
    for (size_t I = 0; I < Ex.size(); ++I) {
      if (HasFrm && I + 1 == Ex.size() && Ex[I]->isImm()) {
        int64_t Frm = Ex[I]->getImm();
        const char* Name = roundingModeName(Frm);
        if (Name && !(Frm == 0 && isExactConversion(Opc))) Ops.push_back(Name);
        continue;
      }
      Ops.push_back(op(I));
    }
    line(Mn, Ops);
  }

  std::string poolLabel(unsigned Index) const {
    return ".LCPI" + std::to_string(FnNumber) + "_" + std::to_string(Index);
  }

  /// The function's constant pool ahead of its code, as llc places it: entries of 2, 4 or 8 bytes in the
  /// mergeable small-data sections (.srodata.cstN, reachable by %hi/%lo like any data), 16-byte ones in
  /// .rodata.cst16, byte tables in .rodata; each entry little-endian in the widest directive that fits.
  void constantPool() {
    const auto& Entries = MF.ConstantPool.entries();
    for (unsigned I = 0; I < Entries.size(); ++I) {
      const MachineConstantPoolEntry& E = Entries[I];
      const unsigned Size = unsigned(E.Bits.getBitWidth() + 7) / 8;
      const bool Mergeable = !E.Type.isVector() && (Size == 2 || Size == 4 || Size == 8 || Size == 16);
      if (Mergeable)
        Out += std::string("\t.section\t") + (Size == 16 ? ".rodata" : ".srodata") + ".cst" +
               std::to_string(Size) + ",\"aM\",@progbits," + std::to_string(Size) + "\n";
      else
        Out += "\t.section\t.rodata,\"a\",@progbits\n";
      unsigned Log2 = 0;
      while ((1u << Log2) < E.Alignment) ++Log2;
      Out += "\t.p2align\t" + std::to_string(Log2) + ", 0x0\n" + poolLabel(I) + ":\n";
      for (unsigned Done = 0; Done < Size;) {
        unsigned Left = Size - Done, Chunk = Left >= 8 ? 8 : Left >= 4 ? 4 : Left >= 2 ? 2 : 1;
        const char* Directive = Chunk == 8 ? ".quad" : Chunk == 4 ? ".word" : Chunk == 2 ? ".half" : ".byte";
        uint64_t V = E.Bits.extractBits(Chunk * 8, Done * 8).lowWord();
        Out += std::string("\t") + Directive + "\t" + std::to_string(V) + "\n";
        Done += Chunk;
      }
    }
  }

  void function(bool Global) {
    const std::string& Name = MF.name();
    if (!MF.ConstantPool.empty()) constantPool();
    Out += "\t.text\n";
    if (Global) Out += "\t.globl\t" + Name + "\n";
    Out += "\t.p2align\t2\n\t.type\t" + Name + ",@function\n" + Name + ":\n";
    // Labels only where something branches to (the other blocks get llc's comment).
    std::set<unsigned> Targets;
    for (const auto& MBB : MF.layout())
      for (const MachineInstr& MI : MBB->Instrs)
        for (const MachineOperand& O : MI.operands())
          if (O.isBlock()) Targets.insert(O.getBlock());
    const auto& Blocks = MF.layout();
    for (size_t B = 0; B < Blocks.size(); ++B) {
      const MachineBasicBlock& MBB = *Blocks[B];
      if (Targets.count(MBB.Number))
        Out += blockLabel(FnNumber, MBB.Number) + ":\n";
      else
        Out += "# %bb." + std::to_string(MBB.Number) + ":\n";
      const MachineBasicBlock* Next = B + 1 < Blocks.size() ? Blocks[B + 1].get() : nullptr;
      for (const MachineInstr& MI : MBB.Instrs) instr(MI, Next);
    }
    std::string End = ".Lfunc_end" + std::to_string(FnNumber);
    Out += End + ":\n\t.size\t" + Name + ", " + End + "-" + Name + "\n\n";
  }
};

/// The initializer as bytes (little endian) with the pointers to symbols that go at given offsets.
struct DataImage {
  std::vector<uint8_t> Bytes;
  std::vector<std::pair<size_t, std::string>> Pointers;
};

void serialize(const ir::Module& M, const ir::Constant* C, const ir::Type* T, size_t At, DataImage& Img) {
  using VK = ir::ValueKind;
  const ir::DataLayout& DL = M.Layout;
  auto putWords = [&](const APInt& V, uint64_t Bytes) {
    for (uint64_t I = 0; I < Bytes; ++I) {
      uint64_t Bit = I * 8;
      uint8_t B = 0;
      if (Bit < V.getBitWidth()) B = uint8_t(V.words()[Bit / 64] >> (Bit % 64));
      Img.Bytes[At + I] = B;
    }
  };
  switch (C->kind()) {
  case VK::ZeroInitializer:
  case VK::ConstantNull:
  case VK::Undef:
  case VK::Poison: return; // bytes are already zero
  case VK::ConstantInt: return putWords(static_cast<const ir::ConstantInt*>(C)->value(), DL.typeStoreSize(T));
  case VK::ConstantFP: return putWords(static_cast<const ir::ConstantFP*>(C)->bits(), DL.typeStoreSize(T));
  case VK::GlobalVariable:
  case VK::Function: Img.Pointers.push_back({At, C->name()}); return;
  case VK::ConstantAggregate: {
    const auto& Elems = static_cast<const ir::ConstantAggregate*>(C)->elements();
    for (size_t I = 0; I < Elems.size(); ++I) {
      if (T->isStruct()) {
        serialize(M, Elems[I], T->members()[I], At + DL.structMemberOffset(T, unsigned(I)), Img);
      } else if (T->isArray()) {
        serialize(M, Elems[I], T->elementType(), At + I * DL.typeAllocSize(T->elementType()), Img);
      } else {
        throw UnsupportedError("", {}, "vector initializers of globals are not printed yet");
      }
    }
    return;
  }
  default: throw UnsupportedError("", {}, "a constant expression in a global initializer is not printed yet");
  }
}

} // namespace

std::string asmFileHeader(const std::string& SourceName) {
  return SourceName.empty() ? "\t.text\n" : "\t.text\n\t.file\t\"" + SourceName + "\"\n";
}

std::string printFunctionAsm(const MachineFunction& MF, const RISCVMachineInfo&, const Subtarget& ST,
                             unsigned FunctionNumber, bool Global) {
  FunctionPrinter P{MF, ST, FunctionNumber, {}};
  P.function(Global);
  return P.Out;
}

std::string printGlobalsAsm(const ir::Module& M) {
  std::string Out;
  const ir::DataLayout& DL = M.Layout;
  for (const auto& G : M.Globals) {
    if (!G->Initializer) continue; // a declaration: the linker finds it elsewhere
    if (G->name().empty()) throw UnsupportedError("", G->Loc, "unnamed globals are not printed yet");
    if (G->ThreadLocal) throw UnsupportedError("", G->Loc, "thread-local globals are not supported");
    const ir::Type* T = G->valueType();
    uint64_t Size = DL.typeAllocSize(T);
    unsigned Align = G->Align ? G->Align : DL.prefAlign(T);
    DataImage Img;
    Img.Bytes.assign(Size, 0);
    serialize(M, G->Initializer, T, 0, Img);
    bool AllZero = Img.Pointers.empty();
    for (uint8_t B : Img.Bytes) AllZero = AllZero && B == 0;
    const std::string& Name = G->name();
    Out += "\t.type\t" + Name + ",@object\n";
    if (!G->Section.empty())
      Out += "\t.section\t\"" + G->Section + "\",\"aw\",@progbits\n";
    else if (G->IsConstant)
      Out += "\t.section\t.rodata,\"a\",@progbits\n";
    else if (AllZero)
      Out += "\t.bss\n";
    else
      Out += "\t.data\n";
    bool Local = G->Linkage == "internal" || G->Linkage == "private";
    if (!Local) Out += "\t.globl\t" + Name + "\n";
    unsigned Log2 = 0;
    while ((1u << Log2) < Align) ++Log2;
    Out += "\t.p2align\t" + std::to_string(Log2) + "\n" + Name + ":\n";
    if (AllZero) {
      Out += "\t.zero\t" + std::to_string(Size ? Size : 1) + "\n";
    } else {
      const unsigned PtrBytes = DL.pointerSizeInBits() / 8;
      size_t NextPtr = 0;
      for (size_t I = 0; I < Size;) {
        if (NextPtr < Img.Pointers.size() && Img.Pointers[NextPtr].first == I) {
          Out +=
              std::string(PtrBytes == 8 ? "\t.quad\t" : "\t.word\t") + Img.Pointers[NextPtr++].second + "\n";
          I += PtrBytes;
          continue;
        }
        Out += "\t.byte\t" + std::to_string(Img.Bytes[I]) + "\n";
        ++I;
      }
    }
    Out += "\t.size\t" + Name + ", " + std::to_string(Size) + "\n\n";
  }
  return Out;
}

} // namespace dt::riscv
