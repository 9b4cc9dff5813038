// machine/MIRPrinter.cpp — LLVM 19's MIR text for blocks, instructions and operands.
#include "machine/MIRPrinter.h"

#include "dag/ConstantPoolText.h"

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <regex>
#include <string_view>
#include <unordered_set>

namespace dt {

namespace {

struct Printer {
  const MachineFunction& MF;
  const MachineTargetInfo& TMI;
  std::unordered_set<uint32_t> DefinedVRegs;

  Printer(const MachineFunction& MF, const MachineTargetInfo& TMI) : MF(MF), TMI(TMI) {
    for (const auto& MBB : MF.layout())
      for (const MachineInstr& MI : MBB->Instrs)
        for (const MachineOperand& MO : MI.operands())
          if (MO.isReg() && MO.isDef() && isVirtualRegister(MO.getReg())) DefinedVRegs.insert(MO.getReg());
  }

  void reg(std::string& S, uint32_t R, bool WithClass) const {
    if (R == 0) {
      S += "$noreg";
    } else if (isVirtualRegister(R)) {
      S += '%';
      S += std::to_string(virtRegIndex(R));
      if (WithClass && virtRegIndex(R) < MF.numVirtualRegisters()) {
        S += ':';
        S += TMI.regClassName(MF.regClassOf(R));
      }
    } else {
      S += '$';
      S += TMI.physRegName(R);
    }
  }

  static void offset(std::string& S, int64_t Off) {
    if (Off > 0) S += " + " + std::to_string(Off);
    if (Off < 0) S += " - " + std::to_string(-Off);
  }

  void targetFlags(std::string& S, unsigned F) const {
    if (!F) return;
    const char* Name = TMI.targetFlagName(F);
    S += "target-flags(";
    S += Name ? Name : "<unknown target flag>";
    S += ") ";
  }

  // InDefList: the operand is one of the defs printed before " = " (LLVM prints their classes, and no "def").
  void operand(std::string& S, const MachineOperand& MO, bool InDefList) const {
    using K = MachineOperand::Kind;
    switch (MO.kind()) {
    case K::Register:
      if (MO.isImplicit())
        S += MO.isDef() ? "implicit-def " : "implicit ";
      else if (MO.isDef() && !InDefList)
        S += "def ";
      if (MO.isDead()) S += "dead ";
      if (MO.isKill()) S += "killed ";
      if (MO.isRenamable()) S += "renamable ";
      reg(S, MO.getReg(), InDefList || !DefinedVRegs.count(MO.getReg()));
      break;
    case K::Immediate: S += std::to_string(MO.getImm()); break;
    case K::Block: S += "%bb." + std::to_string(MO.getBlock()); break;
    case K::GlobalAddress:
      targetFlags(S, MO.getTargetFlags());
      S += '@';
      S += MO.getSymbol();
      offset(S, MO.getOffset());
      break;
    case K::ExternalSymbol:
      targetFlags(S, MO.getTargetFlags());
      S += '&';
      S += MO.getSymbol();
      break;
    case K::FrameIndex: {
      int FI = MO.getFrameIndex();
      if (FI < 0) {
        S += "%fixed-stack." + std::to_string(FI + int(MF.NumFixedObjects));
      } else {
        S += "%stack." + std::to_string(FI);
        if (size_t(FI) < MF.StackObjectNames.size() && !MF.StackObjectNames[size_t(FI)].empty())
          S += "." + MF.StackObjectNames[size_t(FI)];
      }
      break;
    }
    case K::RegisterMask: {
      const char* Name = TMI.regMaskName(MO.getRegMask());
      S += Name ? Name : "CustomRegMask";
      break;
    }
    case K::ConstantPoolIndex:
      targetFlags(S, MO.getTargetFlags());
      S += "%const." + std::to_string(MO.getConstantPoolIndex());
      offset(S, MO.getOffset());
      break;
    }
  }

  std::string instr(const MachineInstr& MI) const {
    std::string S;
    unsigned I = 0, E = MI.getNumOperands();
    for (; I < E && MI.getOperand(I).isReg() && MI.getOperand(I).isDef() && !MI.getOperand(I).isImplicit();
         ++I) {
      if (I) S += ", ";
      operand(S, MI.getOperand(I), /*InDefList=*/true);
    }
    if (I) S += " = ";
    static const std::pair<MachineInstr::MIFlag, const char*> FlagNames[] = {
        {MachineInstr::FmNoNans, "nnan "},
        {MachineInstr::FmNoInfs, "ninf "},
        {MachineInstr::FmNsz, "nsz "},
        {MachineInstr::FmArcp, "arcp "},
        {MachineInstr::FmContract, "contract "},
        {MachineInstr::FmAfn, "afn "},
        {MachineInstr::FmReassoc, "reassoc "},
        {MachineInstr::NoUWrap, "nuw "},
        {MachineInstr::NoSWrap, "nsw "},
        {MachineInstr::IsExact, "exact "},
        {MachineInstr::NoFPExcept, "nofpexcept "}};
    for (auto [Flag, Name] : FlagNames)
      if (MI.getFlag(Flag)) S += Name;
    const char* Name = TMI.instrName(MI.getOpcode());
    S += Name ? Name : "<unknown opcode " + std::to_string(MI.getOpcode()) + ">";
    if (I < E) S += ' ';
    for (bool First = true; I < E; ++I, First = false) {
      if (!First) S += ", ";
      operand(S, MI.getOperand(I), /*InDefList=*/false);
    }
    if (!MI.MemRefs.empty()) {
      S += " :: ";
      for (size_t M = 0; M < MI.MemRefs.size(); ++M) {
        if (M) S += ", ";
        S += MI.MemRefs[M];
      }
    }
    return S;
  }

  // The body as LLVM's MIRPrinter writes it, one entry per line, before YAML indents it.
  std::vector<std::string> lines() const {
    std::vector<std::string> L;
    bool First = true;
    for (const auto& MBBPtr : MF.layout()) {
      const MachineBasicBlock& MBB = *MBBPtr;
      if (!First) L.emplace_back();
      First = false;
      std::string H = "bb." + std::to_string(MBB.Number);
      if (!MBB.IRName.empty())
        H += "." + MBB.IRName;
      else if (MBB.IRSlot >= 0)
        H += " (%ir-block." + std::to_string(MBB.IRSlot) + ")";
      L.push_back(H + ":");
      bool HasLineAttributes = false;
      if (!MBB.Successors.empty()) {
        std::string S = "  successors: ";
        for (size_t I = 0; I < MBB.Successors.size(); ++I) {
          if (I) S += ", ";
          char Prob[16];
          std::snprintf(Prob, sizeof Prob, "(0x%08x)", MBB.successorProbability(I));
          S += "%bb." + std::to_string(MBB.Successors[I].Number) + Prob;
        }
        L.push_back(S);
        HasLineAttributes = true;
      }
      if (!MBB.LiveIns.empty()) {
        std::string S = "  liveins: ";
        for (size_t I = 0; I < MBB.LiveIns.size(); ++I) {
          if (I) S += ", ";
          reg(S, MBB.LiveIns[I], false);
        }
        L.push_back(S);
        HasLineAttributes = true;
      }
      if (HasLineAttributes && !MBB.Instrs.empty()) L.emplace_back();
      for (const MachineInstr& MI : MBB.Instrs) L.push_back("  " + instr(MI));
    }
    return L;
  }
};

/// LLVM's YAML writer pads "key:" to 17 columns (one space at least) before a scalar value.
std::string yamlKey(std::string_view Key) {
  std::string S(Key);
  S += ':';
  S.append(S.size() < 17 ? 17 - S.size() : 1, ' ');
  return S;
}

bool yamlIsNumber(std::string_view S) {
  // The YAML 1.2 core-schema numbers LLVM's writer protects with quotes (decimal, 0x, 0o, floats, .inf,
  // .nan).
  static const std::regex Number(
      R"(([-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?)|0x[0-9a-fA-F]+|0o[0-7]+|[-+]?\.(inf|Inf|INF)|\.(nan|NaN|NAN))");
  return std::regex_match(S.begin(), S.end(), Number);
}

/// A plain scalar when YAML can read it back unchanged, else single-quoted (quotes doubled), as LLVM's
/// yaml::needsQuotes decides. Pooled constants never hold control or non-ASCII bytes (c"..." escapes them).
std::string yamlScalar(std::string_view S) {
  bool Quote = S.empty() || S.front() == ' ' || S.back() == ' ' || yamlIsNumber(S) || S == "null" ||
               S == "Null" || S == "NULL" || S == "~" || S == "true" || S == "True" || S == "TRUE" ||
               S == "false" || S == "False" || S == "FALSE";
  if (!Quote && std::string_view(R"(-?:\,[]{}#&*!|>'"%@`)").find(S.front()) != std::string_view::npos)
    Quote = true;
  for (char C : S)
    if (!std::isalnum(static_cast<unsigned char>(C)) &&
        std::string_view("_-^., \t").find(C) == std::string_view::npos)
      Quote = true;
  if (!Quote) return std::string(S);
  std::string Q = "'";
  for (char C : S) {
    if (C == '\'') Q += '\'';
    Q += C;
  }
  return Q + "'";
}

} // namespace

std::string printMIRConstants(const MachineFunction& MF) {
  const auto& Entries = MF.ConstantPool.entries();
  if (Entries.empty()) return yamlKey("constants") + "[]\n";
  std::string S = "constants:\n";
  for (size_t I = 0; I < Entries.size(); ++I) {
    const MachineConstantPoolEntry& E = Entries[I];
    S += "  - " + yamlKey("id") + std::to_string(I) + "\n";
    S += "    " + yamlKey("value") + yamlScalar(constantPoolValueText(E.Bits, E.Type)) + "\n";
    S += "    " + yamlKey("alignment") + std::to_string(E.Alignment) + "\n";
    S += "    " + yamlKey("isTargetSpecific") + (E.IsTargetSpecific ? "true" : "false") + "\n";
  }
  return S;
}

std::string printMachineInstr(const MachineFunction& MF, const MachineInstr& MI,
                              const MachineTargetInfo& TMI) {
  return Printer(MF, TMI).instr(MI);
}

std::string printMIRStack(const MachineFunction& MF) {
  if (MF.Frame.Objects.empty()) return "stack:           []\n";
  std::string S = "stack:\n";
  for (size_t FI = 0; FI < MF.Frame.Objects.size(); ++FI) {
    const FrameObject& O = MF.Frame.Objects[FI];
    bool Spill = std::any_of(MF.SpillSlots.begin(), MF.SpillSlots.end(),
                             [&](const MachineFunction::SpillSlot& Slot) { return Slot.FrameIndex == int(FI); });
    std::string Name = FI < MF.StackObjectNames.size() ? MF.StackObjectNames[FI] : O.Name;
    S += "  - { id: " + std::to_string(FI) + ", name: '" + Name + "', type: " + (Spill ? "spill-slot" : "default") +
         ", offset: 0, size: " + std::to_string(O.Size) + ", alignment: " + std::to_string(O.Align) + ", \n";
    S += "      stack-id: default, callee-saved-register: '', callee-saved-restored: true, \n";
    S += "      debug-info-variable: '', debug-info-expression: '', debug-info-location: '' }\n";
  }
  return S;
}

std::string printMIRBody(const MachineFunction& MF, const MachineTargetInfo& TMI) {
  std::string S = "body:             |\n";
  for (const std::string& Line : Printer(MF, TMI).lines()) S += "  " + Line + "\n";
  S += "\n";
  return S;
}

} // namespace dt
