// targets/riscv/RISCVISelDAGToDAG.cpp — RISC-V selection: special cases in C++, pattern vocabulary, driver.
//
// The special cases are those LLVM 19's RISCVDAGToDAGISel::Select handles by hand (constants through the
// materialization sequence, FP immediates moved over from an integer register, frame indexes as ADDI fi, 0,
// and the shift/mask pairs that avoid materializing a mask); everything else is a line in RISCVPatterns.pat.
// Operand classes, complex operands and transforms depend only on the values they look at (the XLEN is the
// width of the XLEN-typed values), so the compiled table is shared by every subtarget; features and `ixlen`
// are asked of the per-run selector.
#include "targets/riscv/RISCVISelDAGToDAG.h"

#include "dag/ISD.h"
#include "isel/SelectionDAGISel.h"
#include "legalize/ValueTracking.h"
#include "support/Diagnostics.h"
#include "targets/riscv/RISCVISD.h"
#include "targets/riscv/RISCVInstrInfo.h"
#include "targets/riscv/RISCVMatInt.h"
#include "targets/riscv/RISCVRegisters.h"
#include "targets/riscv/RISCVTargetLowering.h"

#include <bit>
#include <map>

namespace dt::riscv {

namespace {

bool isIntN(unsigned N, int64_t V) {
  return V >= -(int64_t(1) << (N - 1)) && V < (int64_t(1) << (N - 1));
}
bool isMask64(uint64_t V) {
  return V && ((V + 1) & V) == 0;
}
bool isShiftedMask64(uint64_t V) {
  return V && isMask64((V - 1) | V);
}
unsigned bitWidth(uint64_t V) {
  return 64 - unsigned(std::countl_zero(V));
}
uint64_t maskTrailingOnes(unsigned N) {
  return N >= 64 ? ~uint64_t(0) : (uint64_t(1) << N) - 1;
}

bool isConstant(SDValue V) {
  return V.getOpcode() == ISD::Constant;
}
int64_t sval(SDValue V) {
  return V->getSExtValue();
}
uint64_t zval(SDValue V) {
  return V->getZExtValue();
}

// ---- operand classes
// ---------------------------------------------------------------------------------------

/// A value a register holds: not a leaf that only names something (registers, target constants, blocks ...).
bool isRegisterValue(SDValue V) {
  int32_t Opc = V.getOpcode();
  if (V->isMachineOpcode() || !ISD::isLeafOpcode(Opc)) return true;
  return Opc == ISD::Constant || Opc == ISD::ConstantFP || Opc == ISD::FrameIndex || Opc == ISD::UNDEF ||
         Opc == ISD::POISON;
}

isel::OperandClass regClass(std::function<bool(EVT)> TypeOk) {
  isel::OperandClass C;
  C.K = isel::OperandClass::Kind::Register;
  C.Accepts = [TypeOk](SDValue V) { return TypeOk(V.getValueType()) && isRegisterValue(V); };
  return C;
}

isel::OperandClass immClass(std::function<bool(SDValue)> Pred) {
  isel::OperandClass C;
  C.K = isel::OperandClass::Kind::Immediate;
  C.Accepts = [Pred](SDValue V) {
    return isConstant(V) && V->getAPIntValue().getBitWidth() <= 64 && Pred(V);
  };
  return C;
}

isel::OperandClass leafClass(std::initializer_list<int32_t> Opcodes) {
  isel::OperandClass C;
  C.K = isel::OperandClass::Kind::Leaf;
  std::vector<int32_t> Ops(Opcodes);
  C.Accepts = [Ops](SDValue V) { return std::find(Ops.begin(), Ops.end(), V.getOpcode()) != Ops.end(); };
  return C;
}

/// LLVM's SelectAddrRegImm: base register and simm12 offset, folding frame indexes, `%lo` parts and
/// base+simm12; offsets in [-4096,-2049] ∪ [2048,4094] take an ADDI of part of the offset.
bool selectAddrRegImm(SelectionDAG& DAG, SDValue Addr, std::vector<SDValue>& Out) {
  EVT VT = Addr.getValueType();
  if (Addr.getOpcode() == ISD::FrameIndex) {
    Out = {DAG.getFrameIndex(Addr->getFrameIndex(), VT, /*IsTarget=*/true), DAG.getTargetConstant(0, VT)};
    return true;
  }
  if (Addr.getOpcode() == RISCVISD::ADD_LO) {
    Out = {Addr.getOperand(0), Addr.getOperand(1)};
    return true;
  }
  bool BaseWithOffset = (Addr.getOpcode() == ISD::ADD ||
                         (Addr.getOpcode() == ISD::OR && (Addr->getFlags() & SDNodeFlags::Disjoint))) &&
                        isConstant(Addr.getOperand(1));
  if (BaseWithOffset) {
    int64_t C = sval(Addr.getOperand(1));
    if (isIntN(12, C)) {
      SDValue Base = Addr.getOperand(0);
      if (Base.getOpcode() == ISD::FrameIndex) Base = DAG.getFrameIndex(Base->getFrameIndex(), VT, true);
      Out = {Base, DAG.getSignedConstant(C, VT, true)};
      return true;
    }
  }
  if (Addr.getOpcode() == ISD::ADD && isConstant(Addr.getOperand(1))) {
    int64_t C = sval(Addr.getOperand(1));
    if (isIntN(12, C / 2) && isIntN(12, C - C / 2)) {
      int64_t Adj = C < 0 ? -2048 : 2047;
      SDValue AdjC = DAG.getSignedConstant(Adj, VT, true);
      SDValue Ops[] = {Addr.getOperand(0), AdjC};
      SDNode* Addi = DAG.getMachineNode(MI::ADDI, DAG.getVTList(VT), Ops);
      Out = {SDValue(Addi, 0), DAG.getSignedConstant(C - Adj, VT, true)};
      return true;
    }
  }
  Out = {Addr, DAG.getTargetConstant(0, VT)};
  return true;
}

/// LLVM's selectShiftMask: RISC-V shifts read only log2(width) bits of the amount, so an AND keeping those
/// bits goes, X+N (N a multiple of the width) shifts by X, N-X shifts by -X (a NEG) or ~X (a NOT).
bool selectShiftMask(SelectionDAG& DAG, SDValue N, unsigned ShiftWidth, std::vector<SDValue>& Out) {
  SDValue Amt = N;
  if (Amt.getOpcode() == ISD::ZERO_EXTEND) Amt = Amt.getOperand(0);
  if (Amt.getOpcode() == ISD::AND && isConstant(Amt.getOperand(1))) {
    uint64_t Mask = zval(Amt.getOperand(1));
    if (((ShiftWidth - 1) & ~Mask) == 0) Amt = Amt.getOperand(0);
  }
  EVT VT = Amt.getValueType();
  if (Amt.getOpcode() == ISD::ADD && isConstant(Amt.getOperand(1))) {
    uint64_t Imm = zval(Amt.getOperand(1));
    if (Imm != 0 && Imm % ShiftWidth == 0) Amt = Amt.getOperand(0);
  } else if (Amt.getOpcode() == ISD::SUB && isConstant(Amt.getOperand(0))) {
    uint64_t Imm = zval(Amt.getOperand(0));
    if (Imm != 0 && Imm % ShiftWidth == 0) {
      SDValue Ops[] = {DAG.getRegister(X0, VT), Amt.getOperand(1)};
      Amt = SDValue(DAG.getMachineNode(VT == EVT::i64() ? MI::SUBW : MI::SUB, DAG.getVTList(VT), Ops), 0);
    } else if (Imm % ShiftWidth == ShiftWidth - 1) {
      SDValue Ops[] = {Amt.getOperand(1), DAG.getSignedConstant(-1, VT, true)};
      Amt = SDValue(DAG.getMachineNode(MI::XORI, DAG.getVTList(VT), Ops), 0);
    }
  }
  Out = {Amt};
  return true;
}

/// The TargetLowering behind a DAG (value tracking needs it; the RISC-V DAG's hooks are one).
const TargetLowering& loweringOf(SelectionDAG& DAG) {
  return static_cast<const TargetLowering&>(DAG.target());
}

/// LLVM's selectSExtBits<32>: a value whose low 32 bits, sign-extended, give the whole value (a
/// sign_extend_inreg from i32 is looked through), for the W forms of int -> FP conversions.
bool selectSExt32(SelectionDAG& DAG, SDValue N, std::vector<SDValue>& Out) {
  if (N.getValueType() != EVT::i64()) return false;
  if (N.getOpcode() == ISD::SIGN_EXTEND_INREG && N.getOperand(1)->getVTPayload().sizeInBits() == 32) {
    Out = {N.getOperand(0)};
    return true;
  }
  if (N.getOpcode() == ISD::AssertSext && N.getOperand(1)->getVTPayload().sizeInBits() <= 32) {
    Out = {N};
    return true;
  }
  if (computeNumSignBits(loweringOf(DAG), N) <= 32) return false;
  Out = {N};
  return true;
}

/// LLVM's selectZExtBits<32>: a value whose upper 32 bits are zero (an AND with 0xffffffff is looked
/// through).
bool selectZExt32(SelectionDAG& DAG, SDValue N, std::vector<SDValue>& Out) {
  if (N.getValueType() != EVT::i64()) return false;
  if (N.getOpcode() == ISD::AND && isConstant(N.getOperand(1)) && zval(N.getOperand(1)) == 0xFFFFFFFFull) {
    Out = {N.getOperand(0)};
    return true;
  }
  if (!maskedValueIsZero(loweringOf(DAG), N, APInt::allOnes(64).shl(32))) return false;
  Out = {N};
  return true;
}

isel::OperandClass complexClass(std::function<bool(SelectionDAG&, SDValue, std::vector<SDValue>&)> F,
                                unsigned Complexity) {
  isel::OperandClass C;
  C.K = isel::OperandClass::Kind::Complex;
  C.Select = std::move(F);
  C.Complexity = Complexity;
  return C;
}

const std::map<std::string, isel::OperandClass, std::less<>>& operandClasses() {
  static const std::map<std::string, isel::OperandClass, std::less<>> Classes = [] {
    std::map<std::string, isel::OperandClass, std::less<>> M;
    M["GPR"] = regClass([](EVT VT) { return VT == EVT::i32() || VT == EVT::i64(); });
    M["FPR16"] = regClass([](EVT VT) { return VT == EVT::f16(); });
    M["FPR32"] = regClass([](EVT VT) { return VT == EVT::f32(); });
    M["FPR64"] = regClass([](EVT VT) { return VT == EVT::f64(); });
    M["imm"] = immClass([](SDValue) { return true; });
    M["simm12"] = immClass([](SDValue V) { return isIntN(12, sval(V)); });
    // C with -C a simm12 (for ADDI x, -C), C nonzero: eq/ne against C becomes a test against zero.
    M["simm12_negatable"] = immClass([](SDValue V) {
      int64_t C = sval(V);
      return C != 0 && C >= -2047 && C <= 2048;
    });
    M["uimm5"] = immClass([](SDValue V) { return zval(V) < 32; });
    M["uimmlog2xlen"] = immClass([](SDValue V) { return zval(V) < V.getValueSizeInBits(); });
    // A mask of trailing ones too wide for ANDI, used once: SLLI+SRLI clear the top bits instead.
    M["TrailingOnesMask"] =
        immClass([](SDValue V) { return V->hasOneUse() && !isIntN(12, sval(V)) && isMask64(zval(V)); });
    // An immediate two ADDIs can add: [-4096,-2049] or [2048,4094], used once.
    M["AddiPair"] = immClass([](SDValue V) {
      int64_t C = sval(V);
      return V->hasOneUse() && !isIntN(12, C) && isIntN(12, C / 2) && isIntN(12, C - C / 2);
    });
    M["timm"] = leafClass({ISD::TargetConstant});
    M["bb"] = leafClass({ISD::BasicBlock});
    M["cond"] = leafClass({ISD::CONDCODE});
    M["tglobaladdr"] = leafClass({ISD::TargetGlobalAddress});
    M["tconstpool"] = leafClass({ISD::TargetConstantPool});
    M["callee"] = leafClass({ISD::TargetGlobalAddress, ISD::TargetExternalSymbol});
    M["AddrRegImm"] = complexClass(selectAddrRegImm, 6);
    M["shiftMaskXLen"] = complexClass(
        [](SelectionDAG& DAG, SDValue N, std::vector<SDValue>& Out) {
          return selectShiftMask(DAG, N, unsigned(N.getValueSizeInBits()), Out);
        },
        3);
    M["shiftMask32"] =
        complexClass([](SelectionDAG& DAG, SDValue N,
                        std::vector<SDValue>& Out) { return selectShiftMask(DAG, N, 32, Out); },
                     3);
    M["sexti32"] = complexClass(selectSExt32, 3);
    M["zexti32"] = complexClass(selectZExt32, 3);
    return M;
  }();
  return Classes;
}

// ---- result transforms
// ---------------------------------------------------------------------------------------

/// LLVM's RISCVCC numbering of a condition code (the select pseudo's cc operand).
int64_t riscvCC(ISD::CondCode CC) {
  switch (CC) {
  case ISD::SETEQ: return 0;
  case ISD::SETNE: return 1;
  case ISD::SETLT: return 2;
  case ISD::SETGE: return 3;
  case ISD::SETULT: return 4;
  case ISD::SETUGE: return 5;
  default:
    throw CannotLowerError(std::string("RISC-V select: condition code ") + ISD::condCodeName(CC) +
                           " has no branch (the lowering should have normalized it)");
  }
}

const std::map<std::string, isel::ResultXForm, std::less<>>& transforms() {
  static const std::map<std::string, isel::ResultXForm, std::less<>> X = [] {
    std::map<std::string, isel::ResultXForm, std::less<>> M;
    M["riscvcc"] = [](SelectionDAG& DAG, SDValue V) {
      return DAG.getSignedConstant(riscvCC(V->getCondCode()), DAG.target().getPointerTy(), true);
    };
    M["neg_imm"] = [](SelectionDAG& DAG, SDValue V) {
      return DAG.getSignedConstant(-sval(V), V.getValueType(), true);
    };
    M["xlen_sub_trailing_ones"] = [](SelectionDAG& DAG, SDValue V) {
      unsigned XLen = unsigned(V.getValueSizeInBits());
      return DAG.getTargetConstant(XLen - unsigned(std::countr_one(zval(V))), V.getValueType());
    };
    M["xlen_sub_imm"] = [](SelectionDAG& DAG, SDValue V) {
      return DAG.getTargetConstant(V.getValueSizeInBits() - zval(V), V.getValueType());
    };
    M["imm32_sub"] = [](SelectionDAG& DAG, SDValue V) {
      return DAG.getTargetConstant(32 - zval(V), V.getValueType());
    };
    M["addi_pair_large"] = [](SelectionDAG& DAG, SDValue V) {
      return DAG.getSignedConstant(sval(V) < 0 ? -2048 : 2047, V.getValueType(), true);
    };
    M["addi_pair_small"] = [](SelectionDAG& DAG, SDValue V) {
      int64_t C = sval(V);
      return DAG.getSignedConstant(C - (C < 0 ? -2048 : 2047), V.getValueType(), true);
    };
    return M;
  }();
  return X;
}

// ---- operators with a predicate ---------------------------------------------------------------------------

/// LLVM's hasAllNBitUsers: every user (already selected, as users are selected first) reads only the low
/// Bits bits of N. Users that are not machine nodes, or read more, make it false. Bitwise users pass the
/// question on to their own users (up to LLVM's recursion limit of 6).
bool hasAllNBitUsers(const SDNode* N, unsigned Bits, unsigned Depth = 0) {
  constexpr unsigned MaxRecursionDepth = 6;
  if (Depth >= MaxRecursionDepth) return false;
  if (Depth == 0 && (!N->getValueType(0).isInteger() || N->getValueType(0).isVector())) return false;
  unsigned XLen = unsigned(N->getValueType(0).sizeInBits());
  for (auto It = N->use_begin(); It != N->use_end(); ++It) {
    const SDNode* U = *It;
    if (!U->isMachineOpcode()) return false;
    unsigned OpNo = It.getOperandNo();
    auto immOf = [&](unsigned I) { return U->getOperand(I)->getZExtValue(); };
    auto usersReadOnly = [&](unsigned B) { return hasAllNBitUsers(U, B, Depth + 1); };
    switch (U->getMachineOpcode()) {
    case MI::ADDW:
    case MI::ADDIW:
    case MI::SUBW:
    case MI::MULW:
    case MI::SLLW:
    case MI::SLLIW:
    case MI::SRAW:
    case MI::SRAIW:
    case MI::SRLW:
    case MI::SRLIW:
    case MI::DIVW:
    case MI::DIVUW:
    case MI::REMW:
    case MI::REMUW:
    case MI::ROLW:
    case MI::RORW:
    case MI::RORIW:
    case MI::CLZW:
    case MI::CTZW:
    case MI::CPOPW:
    case MI::SLLI_UW:
    // int -> FP conversions of a word and the word move read the low 32 bits only.
    case MI::FCVT_S_W:
    case MI::FCVT_S_WU:
    case MI::FCVT_D_W:
    case MI::FCVT_D_WU:
    case MI::FCVT_H_W:
    case MI::FCVT_H_WU:
    case MI::FMV_W_X:
      if (Bits < 32) return false;
      break;
    case MI::FMV_H_X:
      if (Bits < 16) return false;
      break;
    case MI::SLL:
    case MI::SRA:
    case MI::SRL:
    case MI::ROL:
    case MI::ROR:
      if (OpNo != 1 || Bits < unsigned(std::bit_width(XLen - 1))) return false;
      break;
    case MI::SLLI:
      if (Bits < XLen - immOf(1)) return false;
      break;
    case MI::ANDI:
      if (Bits >= unsigned(std::bit_width(immOf(1)))) break;
      if (!usersReadOnly(Bits)) return false;
      break;
    case MI::ORI:
      // Bits above those ORI sets to one are not read.
      if (Bits >= unsigned(std::bit_width(~uint64_t(U->getOperand(1)->getSExtValue())))) break;
      [[fallthrough]];
    case MI::AND:
    case MI::OR:
    case MI::XOR:
    case MI::XORI:
    case MI::ANDN:
    case MI::ORN:
    case MI::XNOR:
    case MI::SH1ADD:
    case MI::SH2ADD:
    case MI::SH3ADD:
      if (!usersReadOnly(Bits)) return false;
      break;
    case MI::SRLI: {
      uint64_t ShAmt = immOf(1);
      if (Bits <= ShAmt || !usersReadOnly(unsigned(Bits - ShAmt))) return false;
      break;
    }
    case MI::SEXT_B:
      if (Bits < 8) return false;
      break;
    case MI::SEXT_H:
    case MI::ZEXT_H_RV32:
    case MI::ZEXT_H_RV64:
      if (Bits < 16) return false;
      break;
    case MI::PACK:
      if (Bits < XLen / 2) return false;
      break;
    case MI::ADD_UW:
      if (OpNo != 0 || Bits < 32) return false;
      break;
    case MI::SB:
      if (OpNo != 0 || Bits < 8) return false;
      break;
    case MI::SH:
      if (OpNo != 0 || Bits < 16) return false;
      break;
    case MI::SW:
      if (OpNo != 0 || Bits < 32) return false;
      break;
    default: return false;
    }
  }
  return true;
}

isel::NodeFragment allWUsers(int32_t Opc) {
  return {Opc, [](const SDNode* N) { return hasAllNBitUsers(N, 32); }};
}

// ---- memory fragments
// ---------------------------------------------------------------------------------------

const std::map<std::string, isel::NodeFragment, std::less<>>& fragments() {
  static const std::map<std::string, isel::NodeFragment, std::less<>> F = [] {
    std::map<std::string, isel::NodeFragment, std::less<>> M;
    auto load = [](ISD::LoadExtType Ext, EVT Mem) {
      return isel::NodeFragment{ISD::LOAD, [Ext, Mem](const SDNode* N) {
                                  return N->getAddressingMode() == ISD::UNINDEXED &&
                                         N->getExtensionType() == Ext &&
                                         (!Mem.isValid() || N->getMemoryVT() == Mem);
                                }};
    };
    M["add_allwusers"] = allWUsers(ISD::ADD);
    M["sub_allwusers"] = allWUsers(ISD::SUB);
    M["shl_allwusers"] = allWUsers(ISD::SHL);
    M["mul_allwusers"] = allWUsers(ISD::MUL);
    // An fma whose sign of zero does not matter: -(a*b+c) may become -a*b-c.
    M["fma_nsz"] = isel::NodeFragment{
        ISD::FMA, [](const SDNode* N) { return (N->getFlags() & SDNodeFlags::NoSignedZeros) != 0; }};
    M["load"] = load(ISD::NON_EXTLOAD, EVT());
    const std::pair<const char*, EVT> Widths[] = {
        {"i8", EVT::i8()}, {"i16", EVT::i16()}, {"i32", EVT::i32()}};
    for (auto [Name, VT] : Widths) {
      M[std::string("sextload") + Name] = load(ISD::SEXTLOAD, VT);
      M[std::string("zextload") + Name] = load(ISD::ZEXTLOAD, VT);
      M[std::string("extload") + Name] = load(ISD::EXTLOAD, VT);
      EVT Mem = VT;
      M[std::string("truncstore") + Name] =
          isel::NodeFragment{ISD::STORE, [Mem](const SDNode* N) {
                               return N->getAddressingMode() == ISD::UNINDEXED && N->isTruncatingStore() &&
                                      N->getMemoryVT() == Mem;
                             }};
    }
    M["store"] =
        isel::NodeFragment{ISD::STORE, [](const SDNode* N) {
                             return N->getAddressingMode() == ISD::UNINDEXED && !N->isTruncatingStore();
                           }};
    return M;
  }();
  return F;
}

// ---- the per-run selector
// ------------------------------------------------------------------------------------

class RISCVSelector final : public isel::ISelTarget {
public:
  RISCVSelector(const Subtarget& ST, const TargetHooks* TH) : ST(ST), TH(TH) {}

  // names
  std::optional<int32_t> findOperator(std::string_view Name) const override {
    if (auto Opc = ISD::opcodeByName(Name)) return Opc;
    return RISCVISD::nodeByName(Name);
  }
  const isel::NodeFragment* findFragment(std::string_view Name) const override {
    auto It = fragments().find(Name);
    return It == fragments().end() ? nullptr : &It->second;
  }
  std::optional<unsigned> findInstruction(std::string_view Name) const override { return findInstr(Name); }
  const char* instructionName(unsigned Opc) const override {
    const InstrDesc* D = instrDesc(Opc);
    return D ? D->Name : nullptr;
  }
  std::optional<uint32_t> findRegister(std::string_view Name) const override {
    if (Name == "X0") return X0;
    return riscv::findRegister(Name);
  }
  const isel::OperandClass* findOperandClass(std::string_view Name) const override {
    auto It = operandClasses().find(Name);
    return It == operandClasses().end() ? nullptr : &It->second;
  }
  const isel::ResultXForm* findXForm(std::string_view Name) const override {
    auto It = transforms().find(Name);
    return It == transforms().end() ? nullptr : &It->second;
  }
  bool isFeature(std::string_view F) const override {
    return F == "RV32" || F == "RV64" || F == "M" || F == "Zbb" || F == "NoZbb" || F == "F" || F == "D" ||
           F == "Zfh" || F == "NoZfh" || F == "Zfhmin" || F == "Zba" || F == "Zbs" || F == "Zicond";
  }
  bool hasFeature(std::string_view F) const override {
    if (F == "RV32") return !ST.is64Bit();
    if (F == "RV64") return ST.is64Bit();
    if (F == "M") return ST.hasStdExtMOrZmmul();
    if (F == "Zbb") return ST.Zbb;
    if (F == "NoZbb") return !ST.Zbb;
    if (F == "F") return ST.F;
    if (F == "D") return ST.D;
    if (F == "Zfh") return ST.Zfh;
    if (F == "NoZfh") return !ST.Zfh;
    if (F == "Zfhmin") return ST.Zfhmin || ST.Zfh;
    if (F == "Zba") return ST.Zba;
    if (F == "Zbs") return ST.Zbs;
    if (F == "Zicond") return ST.Zicond;
    return false;
  }
  std::optional<EVT> findType(std::string_view Name) const override {
    if (Name == "ixlen") return EVT::integer(ST.XLen);
    if (Name == "i8") return EVT::i8();
    if (Name == "i16") return EVT::i16();
    if (Name == "i32") return EVT::i32();
    if (Name == "i64") return EVT::i64();
    if (Name == "f16") return EVT::f16();
    if (Name == "f32") return EVT::f32();
    if (Name == "f64") return EVT::f64();
    return std::nullopt;
  }
  EVT immediateType() const override { return EVT::integer(ST.XLen); }
  bool mayRaiseFPException(unsigned Opc) const override {
    const InstrDesc* D = riscv::instrDesc(Opc);
    return D && (D->Flags & IF_MayRaiseFPException);
  }
  isel::PatternTable& patterns() const override { return riscvPatternTable(); }

  bool selectSpecial(isel::SelectionDAGISel& ISel, SDNode* N) override;

private:
  SDValue selectImmSeq(SelectionDAG& DAG, EVT VT, const matint::InstSeq& Seq) const;
  SDValue selectImm(SelectionDAG& DAG, EVT VT, int64_t Imm) const;
  SDNode* machine(SelectionDAG& DAG, unsigned Opc, EVT VT, SDValue A, SDValue B) const {
    SDValue Ops[] = {A, B};
    return DAG.getMachineNode(Opc, DAG.getVTList(VT), Ops);
  }
  /// Two dependent shifts by immediates: Second(First(X, A), B).
  SDNode* shiftPair(SelectionDAG& DAG, EVT VT, unsigned First, SDValue X, uint64_t A, unsigned Second,
                    uint64_t B) const {
    SDNode* F = machine(DAG, First, VT, X, DAG.getTargetConstant(A, VT));
    return machine(DAG, Second, VT, SDValue(F, 0), DAG.getTargetConstant(B, VT));
  }
  SDNode* selectConstantFP(SelectionDAG& DAG, SDNode* N) const;
  bool selectAnd(isel::SelectionDAGISel& ISel, SDNode* N) const;
  bool selectSrl(isel::SelectionDAGISel& ISel, SDNode* N) const;
  bool selectShl(isel::SelectionDAGISel& ISel, SDNode* N) const;

  const Subtarget& ST;
  const TargetHooks* TH;
};

/// LLVM's selectImmSeq: the sequence as a chain of machine nodes from x0, each instruction reading the
/// previous result. Node creation order is LLVM's: x0 first (even when the first instruction is a LUI), then
/// per instruction its immediate (made even for the register-register kinds, whose immediate is 0), then the
/// node.
SDValue RISCVSelector::selectImmSeq(SelectionDAG& DAG, EVT VT, const matint::InstSeq& Seq) const {
  SDValue Src = DAG.getRegister(X0, VT);
  for (const matint::Inst& I : Seq) {
    SDValue Imm = DAG.getSignedConstant(I.Imm, VT, /*IsTarget=*/true);
    std::optional<unsigned> Opc = findInstr(matint::opcodeName(I.Opc));
    if (!Opc)
      throw InternalError(std::string("RISC-V constant: no machine instruction ") +
                          matint::opcodeName(I.Opc));
    SDNode* R = nullptr;
    switch (I.Kind()) {
    case matint::OperandKind::Imm: {
      SDValue Ops[] = {Imm};
      R = DAG.getMachineNode(*Opc, DAG.getVTList(VT), Ops);
      break;
    }
    case matint::OperandKind::RegX0: R = machine(DAG, *Opc, VT, Src, DAG.getRegister(X0, VT)); break;
    case matint::OperandKind::RegReg: R = machine(DAG, *Opc, VT, Src, Src); break;
    case matint::OperandKind::RegImm: R = machine(DAG, *Opc, VT, Src, Imm); break;
    }
    Src = SDValue(R, 0);
  }
  return Src;
}

/// LLVM's selectImm: the matint sequence, or X then (ADD X, (SLLI X, n)) (ADD_UW with Zba) when that is
/// shorter.
SDValue RISCVSelector::selectImm(SelectionDAG& DAG, EVT VT, int64_t Imm) const {
  matint::ImmSelection Sel = matint::selectImm(Imm, ST);
  SDValue X = selectImmSeq(DAG, VT, Sel.Seq);
  if (!Sel.TwoReg) return X;
  SDNode* Shifted = machine(DAG, MI::SLLI, VT, X, DAG.getTargetConstant(Sel.ShiftAmt, VT));
  std::optional<unsigned> AddOpc = findInstr(matint::opcodeName(Sel.AddOpc));
  if (!AddOpc) throw InternalError("RISC-V constant: no machine instruction for the two-register add");
  return SDValue(machine(DAG, *AddOpc, VT, X, SDValue(Shifted, 0)), 0);
}

bool RISCVSelector::selectSpecial(isel::SelectionDAGISel& ISel, SDNode* N) {
  SelectionDAG& DAG = ISel.dag();
  EVT VT = N->getValueType(0);
  switch (N->getOpcode()) {
  case ISD::Constant: {
    if (N->getAPIntValue().isZero()) {
      // Zero is the register x0, read through a copy (LLVM's Select does exactly this).
      SDValue Zero = DAG.getCopyFromReg(DAG.getEntryNode(), X0, VT);
      ISel.replaceNode(N, Zero.getNode());
      return true;
    }
    // When the users read only the low 8, 16 or 32 bits, a sign-extended form of those bits may be cheaper
    // (a simm6 for C.LI, a simm12 for ADDI, a simm32 for LUI+ADDI).
    int64_t Imm = N->getSExtValue();
    auto sext = [](int64_t V, unsigned Bits) { return int64_t(uint64_t(V) << (64 - Bits)) >> (64 - Bits); };
    if (uint64_t(Imm) < 0x100 && isIntN(6, sext(Imm, 8)) && hasAllNBitUsers(N, 8)) Imm = sext(Imm, 8);
    if (uint64_t(Imm) < 0x10000 && isIntN(12, sext(Imm, 16)) && hasAllNBitUsers(N, 16)) Imm = sext(Imm, 16);
    if (!isIntN(32, Imm) && uint64_t(Imm) <= 0xFFFFFFFFull && hasAllNBitUsers(N, 32)) Imm = sext(Imm, 32);
    ISel.replaceNode(N, selectImm(DAG, VT, Imm).getNode());
    return true;
  }
  case ISD::ConstantFP: ISel.replaceNode(N, selectConstantFP(DAG, N)); return true;
  case ISD::FrameIndex: {
    SDValue Imm = DAG.getTargetConstant(0, VT);
    SDValue TFI = DAG.getFrameIndex(N->getFrameIndex(), VT, true);
    ISel.replaceNode(N, machine(DAG, MI::ADDI, VT, TFI, Imm));
    return true;
  }
  case ISD::SHL: return selectShl(ISel, N);
  case ISD::SRL: return selectSrl(ISel, N);
  case ISD::AND: return selectAnd(ISel, N);
  default: return false;
  }
}

// A legal FP immediate is built in an integer register and moved over (FMV_*_X); +0.0 moves x0. RV32
// cannot move 64 bits, so f64 ±0.0 converts the integer 0 instead (FCVT_D_W x0, RNE); f64 -0.0 is
// +0.0 with its sign flipped (FSGNJN_D), as LLVM's Select does.
SDNode* RISCVSelector::selectConstantFP(SelectionDAG& DAG, SDNode* N) const {
  EVT VT = N->getValueType(0), XLenVT = EVT::integer(ST.XLen);
  const APInt& Bits = N->getAPIntValue();
  unsigned Width = Bits.getBitWidth();
  bool IsZero = (Bits.shl(1)).isZero(), IsNeg = Bits.isNegative();
  bool NegZeroF64 = IsZero && IsNeg && VT == EVT::f64();
  SDValue Imm = IsZero && (!IsNeg || NegZeroF64) ? DAG.getRegister(X0, XLenVT)
                                                 : selectImm(DAG, XLenVT, Bits.sext(64).getSExtValue());
  SDNode* Res;
  if (VT == EVT::f64() && !ST.is64Bit()) {
    if (!IsZero) throw CannotLowerError("RISC-V RV32: the f64 immediate cannot be built in a register");
    SDValue Ops[] = {Imm, DAG.getTargetConstant(0, XLenVT)};
    Res = DAG.getMachineNode(MI::FCVT_D_W, DAG.getVTList(VT), Ops);
  } else {
    unsigned Opc = VT == EVT::f64() ? MI::FMV_D_X : VT == EVT::f32() ? MI::FMV_W_X : MI::FMV_H_X;
    if (Width != 16 && Width != 32 && Width != 64)
      throw CannotLowerError("RISC-V: no register class for the FP immediate of type " + VT.str());
    SDValue Ops[] = {Imm};
    Res = DAG.getMachineNode(Opc, DAG.getVTList(VT), Ops);
  }
  if (NegZeroF64) {
    SDValue Ops[] = {SDValue(Res, 0), SDValue(Res, 0)};
    Res = DAG.getMachineNode(MI::FSGNJN_D, DAG.getVTList(VT), Ops);
  }
  return Res;
}

// (shl (and X, C2), C) with C2 a shifted mask of 32 leading zeros → (slli (srliw X, tz), tz + C).
bool RISCVSelector::selectShl(isel::SelectionDAGISel& ISel, SDNode* N) const {
  SDValue N0 = N->getOperand(0);
  if (!isConstant(N->getOperand(1)) || N0.getOpcode() != ISD::AND || !N0.hasOneUse() ||
      !isConstant(N0.getOperand(1)))
    return false;
  uint64_t ShAmt = zval(N->getOperand(1)), Mask = zval(N0.getOperand(1));
  unsigned XLen = ST.XLen;
  if (ShAmt > 32 || !isShiftedMask64(Mask)) return false;
  unsigned Leading = XLen - bitWidth(Mask), Trailing = unsigned(std::countr_zero(Mask));
  if (Trailing == 0 || Leading != 32) return false;
  EVT VT = N->getValueType(0);
  ISel.replaceNode(
      N, shiftPair(ISel.dag(), VT, MI::SRLIW, N0.getOperand(0), Trailing, MI::SLLI, Trailing + ShAmt));
  return true;
}

bool RISCVSelector::selectSrl(isel::SelectionDAGISel& ISel, SDNode* N) const {
  SDValue N0 = N->getOperand(0);
  if (!isConstant(N->getOperand(1)) || N0.getOpcode() != ISD::AND || !isConstant(N0.getOperand(1)))
    return false;
  SelectionDAG& DAG = ISel.dag();
  EVT VT = N->getValueType(0);
  unsigned XLen = ST.XLen;
  uint64_t ShAmt = zval(N->getOperand(1)), Mask = zval(N0.getOperand(1));
  // (srl (and X, C2), C) with C2 of 32 leading zeros and more than C trailing zeros → SRLIW then SLLI.
  if (isShiftedMask64(Mask) && N0.hasOneUse()) {
    unsigned Leading = XLen - bitWidth(Mask), Trailing = unsigned(std::countr_zero(Mask));
    if (Leading == 32 && Trailing > ShAmt) {
      ISel.replaceNode(N,
                       shiftPair(DAG, VT, MI::SRLIW, N0.getOperand(0), Trailing, MI::SLLI, Trailing - ShAmt));
      return true;
    }
  }
  // (srl (and X, mask of C3 ones), C) → (srli (slli X, XLen-C3), XLen-C3+C): no mask to materialize.
  Mask |= maskTrailingOnes(unsigned(ShAmt));
  if (!isMask64(Mask)) return false;
  unsigned Ones = unsigned(std::countr_one(Mask));
  if (ShAmt >= Ones) return false;
  if (Ones == 32) {
    SDNode* R = machine(DAG, ST.is64Bit() ? MI::SRLIW : MI::SRLI, VT, N0.getOperand(0),
                        DAG.getTargetConstant(ShAmt, VT));
    ISel.replaceNode(N, R);
    return true;
  }
  if (!N0.hasOneUse()) return false;
  unsigned L = XLen - Ones;
  ISel.replaceNode(N, shiftPair(DAG, VT, MI::SLLI, N0.getOperand(0), L, MI::SRLI, L + ShAmt));
  return true;
}

bool RISCVSelector::selectAnd(isel::SelectionDAGISel& ISel, SDNode* N) const {
  if (!isConstant(N->getOperand(1))) return false;
  SelectionDAG& DAG = ISel.dag();
  EVT VT = N->getValueType(0);
  unsigned XLen = ST.XLen;
  SDValue N0 = N->getOperand(0);
  bool LeftShift = N0.getOpcode() == ISD::SHL;
  if ((LeftShift || N0.getOpcode() == ISD::SRL) && isConstant(N0.getOperand(1))) {
    unsigned C2 = unsigned(zval(N0.getOperand(1)));
    if (C2 == 0 || C2 >= XLen) return false;
    bool IsCANDI = isIntN(6, sval(N->getOperand(1)));
    uint64_t C1 = zval(N->getOperand(1));
    C1 &= LeftShift ? ~maskTrailingOnes(C2) : maskTrailingOnes(XLen - C2);
    bool OneUseOrZExtW = N0.hasOneUse() || C1 == 0xFFFFFFFFull;
    SDValue X = N0.getOperand(0);
    if (!LeftShift && isMask64(C1)) {
      unsigned Leading = XLen - bitWidth(C1);
      if (C2 < Leading) {
        if (C2 + 32 == Leading) {
          ISel.replaceNode(N, machine(DAG, MI::SRLIW, VT, X, DAG.getTargetConstant(C2, VT)));
          return true;
        }
        if (OneUseOrZExtW) {
          ISel.replaceNode(N, shiftPair(DAG, VT, MI::SLLI, X, Leading - C2, MI::SRLI, Leading));
          return true;
        }
      }
    }
    if (LeftShift && isShiftedMask64(C1)) {
      unsigned Leading = XLen - bitWidth(C1);
      if (C2 + Leading < XLen && C1 == (maskTrailingOnes(XLen - (C2 + Leading)) << C2) && OneUseOrZExtW &&
          !IsCANDI) {
        ISel.replaceNode(N, shiftPair(DAG, VT, MI::SLLI, X, C2 + Leading, MI::SRLI, Leading));
        return true;
      }
    }
    if (!LeftShift && isShiftedMask64(C1)) {
      unsigned Leading = XLen - bitWidth(C1), Trailing = unsigned(std::countr_zero(C1));
      if (Leading == C2 && C2 + Trailing < XLen && OneUseOrZExtW && !IsCANDI) {
        unsigned SrliOpc = MI::SRLI;
        if (X.getOpcode() == ISD::AND && isConstant(X.getOperand(1)) &&
            zval(X.getOperand(1)) == 0xFFFFFFFFull) {
          SrliOpc = MI::SRLIW;
          X = X.getOperand(0);
        }
        ISel.replaceNode(N, shiftPair(DAG, VT, SrliOpc, X, C2 + Trailing, MI::SLLI, Trailing));
        return true;
      }
      if (Leading > 32 && Leading - 32 == C2 && C2 + Trailing < 32 && OneUseOrZExtW && !IsCANDI) {
        ISel.replaceNode(N, shiftPair(DAG, VT, MI::SRLIW, X, C2 + Trailing, MI::SLLI, Trailing));
        return true;
      }
    }
    if (LeftShift && isShiftedMask64(C1)) {
      unsigned Leading = XLen - bitWidth(C1), Trailing = unsigned(std::countr_zero(C1));
      if (Leading == 0 && C2 < Trailing && OneUseOrZExtW && !IsCANDI) {
        ISel.replaceNode(N, shiftPair(DAG, VT, MI::SRLI, X, Trailing - C2, MI::SLLI, Trailing));
        return true;
      }
      if (C2 < Trailing && Leading + C2 == 32 && OneUseOrZExtW && !IsCANDI) {
        ISel.replaceNode(N, shiftPair(DAG, VT, MI::SRLIW, X, Trailing - C2, MI::SLLI, Trailing));
        return true;
      }
    }
  }
  if (N0.getOpcode() == ISD::SRA && isConstant(N0.getOperand(1)) && N0.hasOneUse()) {
    unsigned C2 = unsigned(zval(N0.getOperand(1)));
    uint64_t C1 = zval(N->getOperand(1));
    SDValue X = N0.getOperand(0);
    bool Skip = C2 > 32 && isIntN(12, sval(N->getOperand(1))) && X.getOpcode() == ISD::SHL &&
                isConstant(X.getOperand(1)) && zval(X.getOperand(1)) == 32;
    if (isMask64(C1) && !Skip) {
      unsigned Leading = XLen - bitWidth(C1);
      if (C2 > Leading) {
        ISel.replaceNode(N, shiftPair(DAG, VT, MI::SRAI, X, C2 - Leading, MI::SRLI, Leading));
        return true;
      }
    }
  }
  return false;
}

} // namespace

isel::PatternTable& riscvPatternTable() {
  static Subtarget Names; // names do not depend on the subtarget
  static RISCVSelector Resolver(Names, nullptr);
  static isel::PatternTable Table(riscvPatternText(), "RISCVPatterns.pat", Resolver);
  return Table;
}

void selectRISCV(SelectionDAG& DAG, const RISCVTargetLowering& TLI, const SelectOptions& Opts) {
  RISCVSelector Sel(TLI.subtarget(), &DAG.target());
  isel::ISelOptions O;
  O.Trace = Opts.Trace;
  O.BlockLabel = Opts.BlockLabel;
  isel::SelectionDAGISel(DAG, Sel, O).run();
}

} // namespace dt::riscv
