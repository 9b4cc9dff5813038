// targets/riscv/RISCVSchedModel.cpp — latencies of SiFive's 7-series core, keyed by instruction name.
//
// Which model and why: LLVM 19 gives the default RISC-V CPUs (generic-rv32/rv64) no scheduling model, so the
// SelectionDAG schedulers see one cycle per instruction; a latency-aware scheduler needs a real core. The
// SiFive 7 series (E76/S76/U74, LLVM's RISCVSchedSiFive7.td) is the documented in-order core LLVM models in
// most detail, and in-order issue is where pre-RA list scheduling matters most. Its numbers, as that file has
// them:
//   integer ALU, shifts, bit manipulation, multiply  3      integer divide/remainder  66 (W forms 34)
//   integer loads                                    3      FP loads                  2      stores   1
//   f16/f32 add, mul, fma                            5      f64 add, mul, fma         7
//   FP sign-injection, min/max, compare, class,      3      f16 div/sqrt 14, f32 27, f64 56
//   moves and conversions
// Branches, jumps and calls take the model's default of 1. Copies are free (0), as LLVM counts only machine
// instructions of a unit.
#include "targets/riscv/RISCVSchedModel.h"

#include "dag/ISD.h"

#include <string_view>
#include <unordered_map>

namespace dt::riscv {

unsigned latencyOf(LatencyClass C) {
  switch (C) {
  case LatencyClass::ALU:
  case LatencyClass::Shift:
  case LatencyClass::Mul:
  case LatencyClass::Load: return 3;
  case LatencyClass::Div: return 66;
  case LatencyClass::Div32: return 34;
  case LatencyClass::FPLoad: return 2;
  case LatencyClass::Store:
  case LatencyClass::Branch:
  case LatencyClass::Call: return 1;
  case LatencyClass::FPAdd32:
  case LatencyClass::FPMul32: return 5;
  case LatencyClass::FPDiv32:
  case LatencyClass::FPSqrt32: return 27;
  case LatencyClass::FPAdd64:
  case LatencyClass::FPMul64: return 7;
  case LatencyClass::FPDiv64:
  case LatencyClass::FPSqrt64: return 56;
  case LatencyClass::FPCvt:
  case LatencyClass::FPMove:
  case LatencyClass::FPCmp: return 3;
  case LatencyClass::Copy: return 0;
  }
  return 1;
}

std::optional<LatencyClass> RISCVSchedModel::classOfInstruction(std::string_view Name) {
  using L = LatencyClass;
  static const std::unordered_map<std::string_view, L> Table = [] {
    std::unordered_map<std::string_view, L> T;
    auto add = [&](L C, std::initializer_list<std::string_view> Names) {
      for (std::string_view N : Names) T.emplace(N, C);
    };
    add(L::ALU, {"ADD",         "SUB",         "SLT",       "SLTU",
                 "XOR",         "OR",          "AND",       "ADDI",
                 "SLTI",        "SLTIU",       "XORI",      "ORI",
                 "ANDI",        "LUI",         "AUIPC",     "ADDW",
                 "SUBW",        "ADDIW",       "SH1ADD",    "SH2ADD",
                 "SH3ADD",      "ADD_UW",      "SH1ADD_UW", "SH2ADD_UW",
                 "SH3ADD_UW",   "ANDN",        "ORN",       "XNOR",
                 "CLZ",         "CTZ",         "CPOP",      "CLZW",
                 "CTZW",        "CPOPW",       "MIN",       "MAX",
                 "MINU",        "MAXU",        "SEXT_B",    "SEXT_H",
                 "ZEXT_H_RV32", "ZEXT_H_RV64", "REV8_RV32", "REV8_RV64",
                 "ORC_B",       "BCLR",        "BSET",      "BINV",
                 "BEXT",        "BCLRI",       "BSETI",     "BINVI",
                 "BEXTI",       "PseudoLLA",   "PseudoLA",  "Select_GPR_Using_CC_GPR"});
    add(L::Shift, {"SLL", "SRL", "SRA", "SLLI", "SRLI", "SRAI", "SLLW", "SRLW", "SRAW", "SLLIW", "SRLIW",
                   "SRAIW", "SLLI_UW", "ROL", "ROR", "RORI", "ROLW", "RORW", "RORIW"});
    add(L::Mul, {"MUL", "MULH", "MULHSU", "MULHU", "MULW"});
    add(L::Div, {"DIV", "DIVU", "REM", "REMU"});
    add(L::Div32, {"DIVW", "DIVUW", "REMW", "REMUW"});
    add(L::Load, {"LB", "LH", "LW", "LBU", "LHU", "LWU", "LD"});
    add(L::FPLoad, {"FLH", "FLW", "FLD"});
    add(L::Store, {"SB", "SH", "SW", "SD", "FSH", "FSW", "FSD"});
    add(L::Branch, {"BEQ", "BNE", "BLT", "BGE", "BLTU", "BGEU", "PseudoBR", "PseudoBRIND", "PseudoRET",
                    "ADJCALLSTACKDOWN", "ADJCALLSTACKUP"});
    add(L::Call, {"PseudoCALL", "PseudoCALLIndirect", "PseudoTAIL"});
    add(L::FPAdd32, {"FADD_S", "FSUB_S", "FADD_H", "FSUB_H"});
    add(L::FPMul32, {"FMUL_S", "FMUL_H", "FMADD_S", "FMSUB_S", "FNMADD_S", "FNMSUB_S"});
    add(L::FPAdd64, {"FADD_D", "FSUB_D"});
    add(L::FPMul64, {"FMUL_D", "FMADD_D", "FMSUB_D", "FNMADD_D", "FNMSUB_D"});
    add(L::FPDiv32, {"FDIV_S"});
    add(L::FPSqrt32, {"FSQRT_S"});
    add(L::FPDiv64, {"FDIV_D"});
    add(L::FPSqrt64, {"FSQRT_D"});
    add(L::FPCmp, {"FEQ_S",
                   "FLT_S",
                   "FLE_S",
                   "FEQ_D",
                   "FLT_D",
                   "FLE_D",
                   "FCLASS_S",
                   "FCLASS_D",
                   "FMIN_S",
                   "FMAX_S",
                   "FMIN_D",
                   "FMAX_D",
                   "FSGNJ_S",
                   "FSGNJN_S",
                   "FSGNJX_S",
                   "FSGNJ_D",
                   "FSGNJN_D",
                   "FSGNJX_D",
                   "Select_FPR16_Using_CC_GPR",
                   "Select_FPR32_Using_CC_GPR",
                   "Select_FPR64_Using_CC_GPR"});
    add(L::FPMove, {"FMV_X_W", "FMV_W_X", "FMV_X_D", "FMV_D_X", "FMV_X_H", "FMV_H_X"});
    add(L::FPCvt, {"FCVT_W_S",  "FCVT_WU_S", "FCVT_L_S",  "FCVT_LU_S", "FCVT_S_W",  "FCVT_S_WU", "FCVT_S_L",
                   "FCVT_S_LU", "FCVT_W_D",  "FCVT_WU_D", "FCVT_L_D",  "FCVT_LU_D", "FCVT_D_W",  "FCVT_D_WU",
                   "FCVT_D_L",  "FCVT_D_LU", "FCVT_S_D",  "FCVT_D_S",  "FCVT_S_H",  "FCVT_H_S"});
    return T;
  }();
  auto It = Table.find(Name);
  if (It == Table.end()) return std::nullopt;
  return It->second;
}

RISCVSchedModel::RISCVSchedModel(const TargetHooks& TH)
    : Hooks(&TH), Name([&TH](unsigned Opc) { return TH.getMachineOpcodeName(Opc); }) {}

namespace {

// DAGs before selection: the class the node's instruction will most likely have.
LatencyClass classOfGenericNode(const SDNode* N, const TargetHooks* Hooks) {
  using L = LatencyClass;
  EVT VT = N->getValueType(0);
  bool F64 = VT == EVT::f64();
  bool FP = VT.isFloatingPoint();
  switch (N->getOpcode()) {
  case ISD::TokenFactor:
  case ISD::CopyFromReg:
  case ISD::CopyToReg:
  case ISD::MERGE_VALUES: return L::Copy;
  case ISD::MUL:
  case ISD::MULHS:
  case ISD::MULHU: return L::Mul;
  case ISD::SDIV:
  case ISD::UDIV:
  case ISD::SREM:
  case ISD::UREM: return L::Div;
  case ISD::SHL:
  case ISD::SRA:
  case ISD::SRL:
  case ISD::ROTL:
  case ISD::ROTR: return L::Shift;
  case ISD::LOAD: return FP ? L::FPLoad : L::Load;
  case ISD::STORE: return L::Store;
  case ISD::BR:
  case ISD::BRCOND:
  case ISD::BR_CC: return L::Branch;
  case ISD::FADD:
  case ISD::FSUB: return F64 ? L::FPAdd64 : L::FPAdd32;
  case ISD::FMUL:
  case ISD::FMA: return F64 ? L::FPMul64 : L::FPMul32;
  case ISD::FDIV: return F64 ? L::FPDiv64 : L::FPDiv32;
  case ISD::FSQRT: return F64 ? L::FPSqrt64 : L::FPSqrt32;
  case ISD::FP_ROUND:
  case ISD::FP_EXTEND:
  case ISD::FP_TO_SINT:
  case ISD::FP_TO_UINT:
  case ISD::SINT_TO_FP:
  case ISD::UINT_TO_FP: return L::FPCvt;
  default: break;
  }
  if (N->isTargetOpcode() && Hooks)
    if (const char* Name = Hooks->getTargetNodeName(N->getOpcode())) {
      std::string_view S(Name);
      if (S.ends_with("::CALL") || S.ends_with("::TAIL")) return L::Call;
      if (S.ends_with("::RET_GLUE") || S.ends_with("::BR_CC")) return L::Branch;
      if (S.ends_with("DIVW") || S.ends_with("DIVUW") || S.ends_with("REMUW")) return L::Div32;
      if (S.ends_with("SLLW") || S.ends_with("SRAW") || S.ends_with("SRLW") || S.ends_with("ROLW") ||
          S.ends_with("RORW"))
        return L::Shift;
      if (S.find("::FMV") != std::string_view::npos) return L::FPMove;
    }
  return FP ? L::FPAdd32 : L::ALU;
}

} // namespace

unsigned RISCVSchedModel::latency(const SDNode* N) const {
  if (!N->isMachineOpcode()) return latencyOf(classOfGenericNode(N, Hooks));
  unsigned Opc = N->getMachineOpcode();
  auto It = ByOpcode.find(Opc);
  if (It != ByOpcode.end()) return It->second;
  unsigned Lat = 1; // instructions the model does not name: one cycle, like an unmodelled instruction in LLVM
  if (const char* InstrName = Name ? Name(Opc) : nullptr) {
    if (std::string_view(InstrName) == "COPY" || std::string_view(InstrName) == "IMPLICIT_DEF")
      Lat = 0;
    else if (auto C = classOfInstruction(InstrName))
      Lat = latencyOf(*C);
  }
  ByOpcode.emplace(Opc, Lat);
  return Lat;
}

bool RISCVSchedModel::isCall(const SDNode* N) const {
  if (N->isMachineOpcode()) {
    const char* InstrName = Name ? Name(N->getMachineOpcode()) : nullptr;
    return InstrName && classOfInstruction(InstrName) == LatencyClass::Call;
  }
  return classOfGenericNode(N, Hooks) == LatencyClass::Call;
}

} // namespace dt::riscv
