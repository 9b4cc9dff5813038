// targets/riscv/RISCVActions.cpp — the RISC-V action tables and runtime-library names, as data.
//
// Duty: fill the TargetLowering tables exactly as LLVM 19's RISCVTargetLowering constructor does for the
// scalar configurations dagtool supports (RV32I/RV64I, M, Zmmul, Zbb, Zbkb, F, D, Zfh, Zfhmin, Zfa), after
// the defaults LLVM's TargetLoweringBase sets for every target. Each table is one feature group, each line
// one rule, grouped by opcode, so "which action does SDIV i32 get on RV64 with M" is one grep away.
// The groups are applied in order and a later rule for the same (opcode, type) wins, as repeated
// setOperationAction calls do in LLVM.
//
// What is left out on purpose: vector (V/Zve*) tables, STRICT_* and other opcodes dagtool has no node for
// (FSINCOS, FPOWI, FTAN, EH_DWARF_CFA, GET/SET_ROUNDING, CLEAR_CACHE, atomics), vendor extensions, Zfinx,
// Zfbfmin (bf16 is never legal here), and the vector-only defaults (no vector type is legal without V,
// so their defaults never decide anything).
//
// The generic parts (the defaults and most libcall names) are LLVM's target-independent ones; they live
// here, clearly marked, until legalize/ grows a place for defaults shared by all targets.
#include "targets/riscv/RISCVTargetLowering.h"

#include <span>
#include <vector>

namespace dt::riscv {

namespace {

/// A type in a rule. XLen is the subtarget's integer register type; FP is the FP type a shared FP table is
/// applied to; AnyScalar and LibmFP stand for the type sets LLVM's defaults loop over.
enum class Ty : uint8_t {
  XLen,
  I1,
  I2,
  I4,
  I8,
  I16,
  I32,
  I64,
  I128,
  F16,
  BF16,
  F32,
  F64,
  F80,
  F128,
  Other,
  FP,        // bound per group (f16, f32 or f64)
  AnyScalar, // every scalar integer and FP type LLVM has an MVT for
  LibmFP,    // f32, f64, f128: the types LLVM defaults library-function operations to Expand on
};

using enum Ty;
using enum LegalizeAction;

struct OpRule {
  int32_t Op;
  Ty VT;
  LegalizeAction Action;
};
struct CondCodeRule {
  ISD::CondCode CC;
  Ty VT;
  LegalizeAction Action;
};
struct LoadExtRule {
  ISD::LoadExtType Ext;
  Ty ValVT;
  Ty MemVT;
  LegalizeAction Action;
};
struct TruncStoreRule {
  Ty ValVT;
  Ty MemVT;
  LegalizeAction Action;
};

/// One feature group: the condition (as the reference tables name it) and its rules.
struct Group {
  const char* Name;
  bool (*Applies)(const Subtarget&);
  std::span<const OpRule> Ops;
  std::span<const CondCodeRule> CondCodes = {};
  std::span<const LoadExtRule> LoadExts = {};
  std::span<const TruncStoreRule> TruncStores = {};
  Ty FPType = F32; // what Ty::FP means in this group
};

std::vector<EVT> resolve(Ty T, const Subtarget& ST, Ty FPType) {
  switch (T) {
  case XLen: return {EVT::integer(ST.XLen)};
  case I1: return {EVT::i1()};
  case I2: return {EVT::integer(2)};
  case I4: return {EVT::integer(4)};
  case I8: return {EVT::i8()};
  case I16: return {EVT::i16()};
  case I32: return {EVT::i32()};
  case I64: return {EVT::i64()};
  case I128: return {EVT::i128()};
  case F16: return {EVT::f16()};
  case BF16: return {EVT::bf16()};
  case F32: return {EVT::f32()};
  case F64: return {EVT::f64()};
  case F80: return {EVT::f80()};
  case F128: return {EVT::f128()};
  case Other: return {EVT::other()};
  case FP: return resolve(FPType, ST, FPType);
  case AnyScalar:
    return {EVT::i1(),  EVT::i8(),   EVT::i16(), EVT::i32(), EVT::i64(), EVT::i128(),
            EVT::f16(), EVT::bf16(), EVT::f32(), EVT::f64(), EVT::f80(), EVT::f128()};
  case LibmFP: return {EVT::f32(), EVT::f64(), EVT::f128()};
  }
  return {};
}

// The tables keep one rule per line (clang-format would pack them).
// clang-format off
// ==== LLVM's TargetLoweringBase::initActions: defaults every target starts from ==========================
constexpr OpRule GenericDefaults[] = {
    // integer operations most targets lack
    {ISD::SMIN, AnyScalar, Expand},
    {ISD::SMAX, AnyScalar, Expand},
    {ISD::UMIN, AnyScalar, Expand},
    {ISD::UMAX, AnyScalar, Expand},
    {ISD::ABS, AnyScalar, Expand},
    {ISD::ABDS, AnyScalar, Expand},
    {ISD::ABDU, AnyScalar, Expand},
    {ISD::SCMP, AnyScalar, Expand},
    {ISD::UCMP, AnyScalar, Expand},
    {ISD::FSHL, AnyScalar, Expand},
    {ISD::FSHR, AnyScalar, Expand},
    {ISD::BITREVERSE, AnyScalar, Expand},
    {ISD::PARITY, AnyScalar, Expand},
    // In-register sign extensions from the sub-byte MVTs: llc-19 expands them to shift pairs (seen: i4 on
    // RV32/RV64, SLLI+SRAI), the only way they can be selected.
    {ISD::SIGN_EXTEND_INREG, I2, Expand},
    {ISD::SIGN_EXTEND_INREG, I4, Expand},
    {ISD::CTLZ_ZERO_UNDEF, AnyScalar, Expand}, // so that they become CTLZ/CTTZ
    {ISD::CTTZ_ZERO_UNDEF, AnyScalar, Expand},
    // saturating and overflow arithmetic
    {ISD::SADDSAT, AnyScalar, Expand},
    {ISD::UADDSAT, AnyScalar, Expand},
    {ISD::SSUBSAT, AnyScalar, Expand},
    {ISD::USUBSAT, AnyScalar, Expand},
    {ISD::SSHLSAT, AnyScalar, Expand},
    {ISD::USHLSAT, AnyScalar, Expand},
    {ISD::SADDO, AnyScalar, Expand},
    {ISD::SSUBO, AnyScalar, Expand},
    {ISD::UADDO, AnyScalar, Expand},
    {ISD::USUBO, AnyScalar, Expand},
    {ISD::SMULO, AnyScalar, Expand},
    {ISD::UMULO, AnyScalar, Expand},
    {ISD::UADDO_CARRY, AnyScalar, Expand},
    {ISD::USUBO_CARRY, AnyScalar, Expand},
    {ISD::SADDO_CARRY, AnyScalar, Expand},
    {ISD::SSUBO_CARRY, AnyScalar, Expand},
    {ISD::SETCCCARRY, AnyScalar, Expand},
    {ISD::ADDC, AnyScalar, Expand},
    {ISD::ADDE, AnyScalar, Expand},
    {ISD::SUBC, AnyScalar, Expand},
    {ISD::SUBE, AnyScalar, Expand},
    // FP operations most targets lack
    {ISD::FMINNUM, AnyScalar, Expand},
    {ISD::FMAXNUM, AnyScalar, Expand},
    {ISD::FMINIMUM, AnyScalar, Expand},
    {ISD::FMAXIMUM, AnyScalar, Expand},
    {ISD::FMAD, AnyScalar, Expand},
    {ISD::IS_FPCLASS, AnyScalar, Expand},
    {ISD::FP_TO_SINT_SAT, AnyScalar, Expand},
    {ISD::FP_TO_UINT_SAT, AnyScalar, Expand},
    {ISD::FROUND, AnyScalar, Expand},
    {ISD::FLDEXP, AnyScalar, Expand},
    {ISD::FFREXP, AnyScalar, Expand},
    {ISD::CONCAT_VECTORS, AnyScalar, Expand},
    // FP constants: Expand unless the target says otherwise (RISC-V uses isFPImmLegal instead)
    {ISD::ConstantFP, BF16, Expand},
    {ISD::ConstantFP, F16, Expand},
    {ISD::ConstantFP, F32, Expand},
    {ISD::ConstantFP, F64, Expand},
    {ISD::ConstantFP, F80, Expand},
    {ISD::ConstantFP, F128, Expand},
    // library functions (f32, f64, f128)
    {ISD::FCBRT, LibmFP, Expand},
    {ISD::FLOG, LibmFP, Expand},
    {ISD::FLOG2, LibmFP, Expand},
    {ISD::FLOG10, LibmFP, Expand},
    {ISD::FEXP, LibmFP, Expand},
    {ISD::FEXP2, LibmFP, Expand},
    {ISD::FFLOOR, LibmFP, Expand},
    {ISD::FCEIL, LibmFP, Expand},
    {ISD::FTRUNC, LibmFP, Expand},
    {ISD::FRINT, LibmFP, Expand},
    {ISD::FNEARBYINT, LibmFP, Expand},
    {ISD::FROUNDEVEN, LibmFP, Expand},
    {ISD::LROUND, LibmFP, Expand},
    {ISD::LLROUND, LibmFP, Expand},
    {ISD::LRINT, LibmFP, Expand},
    {ISD::LLRINT, LibmFP, Expand},
    // chains and intrinsics
    {ISD::PREFETCH, Other, Expand},
    {ISD::READCYCLECOUNTER, I64, Expand},
    {ISD::TRAP, Other, Expand},
    {ISD::DEBUGTRAP, Other, Expand},
};

// ==== RV32I / RV64I ===========================================================================================
constexpr OpRule BaseOps[] = {
    // control flow: branches on a compare are matched from BRCOND; no jump tables
    {ISD::BR_JT, Other, Expand},
    {ISD::BR_CC, XLen, Expand},
    {ISD::BRCOND, Other, Custom},
    {ISD::SELECT_CC, XLen, Expand},
    {ISD::SELECT, XLen, Custom},
    // stack and varargs
    {ISD::DYNAMIC_STACKALLOC, XLen, Expand},
    {ISD::STACKSAVE, Other, Expand},
    {ISD::STACKRESTORE, Other, Expand},
    {ISD::VASTART, Other, Custom},
    {ISD::VAARG, Other, Expand},
    {ISD::VACOPY, Other, Expand},
    {ISD::VAEND, Other, Expand},
    // extension and multiplication forms with no instruction
    {ISD::SIGN_EXTEND_INREG, I1, Expand},
    {ISD::SDIVREM, XLen, Expand},
    {ISD::UDIVREM, XLen, Expand},
    {ISD::SMUL_LOHI, XLen, Expand},
    {ISD::UMUL_LOHI, XLen, Expand},
    // double-width shifts of expanded integers
    {ISD::SHL_PARTS, XLen, Custom},
    {ISD::SRL_PARTS, XLen, Custom},
    {ISD::SRA_PARTS, XLen, Custom},
    // addresses: lui/addi or auipc pairs
    {ISD::GlobalAddress, XLen, Custom},
    {ISD::BlockAddress, XLen, Custom},
    {ISD::ConstantPool, XLen, Custom},
    {ISD::JumpTable, XLen, Custom},
    {ISD::GlobalTLSAddress, XLen, Custom},
    // misc
    {ISD::TRAP, Other, Legal},
    {ISD::DEBUGTRAP, Other, Legal},
    {ISD::INTRINSIC_WO_CHAIN, Other, Custom},
    {ISD::ATOMIC_FENCE, Other, Custom},
};
// Integer compares: slt/sltu give LT and ULT; GT/UGT swap operands (Custom), the rest are inverted (Expand).
constexpr CondCodeRule BaseCondCodes[] = {
    {ISD::SETGT, XLen, Custom},
    {ISD::SETUGT, XLen, Custom},
    {ISD::SETGE, XLen, Expand},
    {ISD::SETUGE, XLen, Expand},
    {ISD::SETLE, XLen, Expand},
    {ISD::SETULE, XLen, Expand},
};
// Loads of i1 are done as i8 loads (also for i32: the DAG combiner may ask about it on RV64).
constexpr LoadExtRule BaseLoadExts[] = {
    {ISD::EXTLOAD, XLen, I1, Promote},
    {ISD::SEXTLOAD, XLen, I1, Promote},
    {ISD::ZEXTLOAD, XLen, I1, Promote},
    {ISD::EXTLOAD, I32, I1, Promote},
    {ISD::SEXTLOAD, I32, I1, Promote},
    {ISD::ZEXTLOAD, I32, I1, Promote},
};

// ==== RV64I: i32 is illegal, W instructions keep 32-bit operations cheap (ReplaceNodeResults) =============
constexpr OpRule RV64Ops[] = {
    {ISD::LOAD, I32, Custom}, // LW sign-extends
    {ISD::ADD, I32, Custom},
    {ISD::SUB, I32, Custom},
    {ISD::SHL, I32, Custom},
    {ISD::SRA, I32, Custom},
    {ISD::SRL, I32, Custom},
    {ISD::UADDO, I32, Custom},
    {ISD::USUBO, I32, Custom},
    {ISD::SADDO, I32, Custom},
    {ISD::UADDSAT, I32, Custom},
    {ISD::USUBSAT, I32, Custom},
    {ISD::ABS, I32, Custom},
    {ISD::FP_TO_SINT, I32, Custom}, // fcvt.w / fcvt.wu, or the "si" libcall
    {ISD::FP_TO_UINT, I32, Custom},
    {ISD::LROUND, I32, Custom},
    {ISD::INTRINSIC_WO_CHAIN, I32, Custom},
    {ISD::Constant, I64, Custom}, // materialization cost decides between instructions and a constant pool
    {ISD::READCYCLECOUNTER, I64, Legal},
};
constexpr OpRule RV32Ops[] = {
    {ISD::READCYCLECOUNTER, I64, Custom}, // rdcycleh/rdcycle/rdcycleh loop
};

// ==== Zbb (basic bit manipulation) and Zbkb (bit manipulation for cryptography) =============================
constexpr OpRule NoZbbOps[] = {
    {ISD::SIGN_EXTEND_INREG, I8, Expand}, // sext.b / sext.h come with Zbb
    {ISD::SIGN_EXTEND_INREG, I16, Expand},
    {ISD::CTTZ, XLen, Expand},
    {ISD::CTLZ, XLen, Expand},
    {ISD::CTPOP, XLen, Expand},
};
constexpr OpRule RV64NoZbbOps[] = {
    {ISD::SADDSAT, I32, Custom},
    {ISD::SSUBSAT, I32, Custom},
};
constexpr OpRule ZbbOps[] = {
    {ISD::SMIN, XLen, Legal},
    {ISD::SMAX, XLen, Legal},
    {ISD::UMIN, XLen, Legal},
    {ISD::UMAX, XLen, Legal},
};
constexpr OpRule RV64ZbbOps[] = {
    {ISD::CTTZ, I32, Custom}, // ctzw / clzw
    {ISD::CTTZ_ZERO_UNDEF, I32, Custom},
    {ISD::CTLZ, I32, Custom},
    {ISD::CTLZ_ZERO_UNDEF, I32, Custom},
};
constexpr OpRule ZbbOrZbkbOps[] = {
    {ISD::BSWAP, XLen, Legal}, // rev8; ROTL/ROTR stay Legal (rol/ror)
};
constexpr OpRule NoZbbNorZbkbOps[] = {
    {ISD::ROTL, XLen, Expand},
    {ISD::ROTR, XLen, Expand},
    {ISD::BSWAP, XLen, Expand},
};
constexpr OpRule RV64ZbbOrZbkbOps[] = {
    {ISD::ROTL, I32, Custom}, // rolw / rorw
    {ISD::ROTR, I32, Custom},
};
constexpr OpRule ZbkbOps[] = {
    {ISD::BITREVERSE, XLen, Custom}, // rev8 + brev8
};
constexpr OpRule NoZbkbOps[] = {
    {ISD::BITREVERSE, XLen, Expand},
};

// ==== M (multiply/divide) and Zmmul (multiply only) ==========================================================
constexpr OpRule NoZmmulOps[] = {
    {ISD::MUL, XLen, Expand}, // → __mulsi3 / __muldi3
    {ISD::MULHS, XLen, Expand},
    {ISD::MULHU, XLen, Expand},
};
constexpr OpRule RV64ZmmulOps[] = {
    {ISD::MUL, I32, Custom},  // mulw
    {ISD::MUL, I128, Custom}, // mulhsu when exactly one side is known unsigned
};
constexpr OpRule RV32ZmmulOps[] = {
    {ISD::MUL, I64, Custom}, // mulhsu when exactly one side is known unsigned
};
constexpr OpRule NoMOps[] = {
    {ISD::SDIV, XLen, Expand}, // → __divsi3 / __divdi3 ...
    {ISD::UDIV, XLen, Expand},
    {ISD::SREM, XLen, Expand},
    {ISD::UREM, XLen, Expand},
};
constexpr OpRule RV64MOps[] = {
    {ISD::SDIV, I8, Custom}, // divw / divuw / remuw on extended operands
    {ISD::SDIV, I16, Custom},
    {ISD::SDIV, I32, Custom},
    {ISD::UDIV, I8, Custom},
    {ISD::UDIV, I16, Custom},
    {ISD::UDIV, I32, Custom},
    {ISD::UREM, I8, Custom},
    {ISD::UREM, I16, Custom},
    {ISD::UREM, I32, Custom},
};

// ==== scalar FP: tables shared by f16 (Zfh), f32 (F) and f64 (D) =============================================
// FP is the group's type.
constexpr OpRule FPLegalOps[] = {
    {ISD::FMINNUM, FP, Legal}, // fmin / fmax
    {ISD::FMAXNUM, FP, Legal},
    {ISD::LRINT, FP, Legal}, // fcvt with the dynamic / rmm rounding mode
    {ISD::LLRINT, FP, Legal},
    {ISD::LROUND, FP, Legal},
    {ISD::LLROUND, FP, Legal},
};
// feq / flt / fle decide OEQ, OLT, OLE (and EQ, LT, LE); every other condition is derived from them.
constexpr CondCodeRule FPCondCodes[] = {
    {ISD::SETOGT, FP, Expand}, {ISD::SETOGE, FP, Expand}, {ISD::SETONE, FP, Expand}, {ISD::SETUEQ, FP, Expand},
    {ISD::SETUGT, FP, Expand}, {ISD::SETUGE, FP, Expand}, {ISD::SETULT, FP, Expand}, {ISD::SETULE, FP, Expand},
    {ISD::SETUNE, FP, Expand}, {ISD::SETGT, FP, Expand},  {ISD::SETGE, FP, Expand},  {ISD::SETNE, FP, Expand},
    {ISD::SETO, FP, Expand},   {ISD::SETUO, FP, Expand},
};
constexpr OpRule FPBranchOps[] = {
    {ISD::SELECT_CC, FP, Expand},
    {ISD::BR_CC, FP, Expand},
};
constexpr OpRule FPRoundingCustom[] = {
    {ISD::FCEIL, FP, Custom}, // fcvt to integer and back, when the value is not already integral
    {ISD::FFLOOR, FP, Custom},
    {ISD::FTRUNC, FP, Custom},
    {ISD::FRINT, FP, Custom},
    {ISD::FROUND, FP, Custom},
    {ISD::FROUNDEVEN, FP, Custom},
};
constexpr OpRule FPRoundingZfa[] = {
    {ISD::FCEIL, FP, Legal}, // fround / froundnx
    {ISD::FFLOOR, FP, Legal},
    {ISD::FTRUNC, FP, Legal},
    {ISD::FRINT, FP, Legal},
    {ISD::FROUND, FP, Legal},
    {ISD::FROUNDEVEN, FP, Legal},
};
constexpr OpRule FPMinMaxZfa[] = {
    {ISD::FNEARBYINT, FP, Legal},
    {ISD::FMAXIMUM, FP, Legal}, // fmaxm / fminm
    {ISD::FMINIMUM, FP, Legal},
};
constexpr OpRule FPMinMaxCustom[] = {
    {ISD::FMAXIMUM, FP, Custom}, // NaN checks around fmax / fmin
    {ISD::FMINIMUM, FP, Custom},
};
constexpr OpRule FPClassSelect[] = {
    {ISD::SELECT, FP, Custom},
    {ISD::IS_FPCLASS, FP, Custom}, // fclass
};
constexpr OpRule FPLibmExpand[] = {
    {ISD::FSIN, FP, Expand}, // → sinf / sin
    {ISD::FCOS, FP, Expand},
    {ISD::FPOW, FP, Expand},
    {ISD::FREM, FP, Expand},
};

// ==== Zfhmin / Zfh (half precision) ===========================================================================
constexpr OpRule ZfhminOps[] = {
    {ISD::BITCAST, I16, Custom}, // fmv.x.h
    {ISD::FREM, F16, Promote},   // computed in f32
    {ISD::FPOW, F16, Promote},
    {ISD::FCOS, F16, Promote},
    {ISD::FSIN, F16, Promote},
    {ISD::FEXP, F16, Promote},
    {ISD::FEXP2, F16, Promote},
    {ISD::FLOG, F16, Promote},
    {ISD::FLOG2, F16, Promote},
    {ISD::FLOG10, F16, Promote},
};
constexpr OpRule ZfhminNoZfaOps[] = {
    {ISD::FNEARBYINT, F16, Promote},
};
// Zfhmin without Zfh: only conversions and moves exist, arithmetic is done in f32.
constexpr OpRule ZfhminOnlyOps[] = {
    {ISD::FADD, F16, Promote},
    {ISD::FSUB, F16, Promote},
    {ISD::FMUL, F16, Promote},
    {ISD::FDIV, F16, Promote},
    {ISD::FMA, F16, Promote},
    {ISD::FSQRT, F16, Promote},
    {ISD::FABS, F16, Promote},
    {ISD::FNEG, F16, Promote},
    {ISD::FMINNUM, F16, Promote},
    {ISD::FMAXNUM, F16, Promote},
    {ISD::FCEIL, F16, Promote},
    {ISD::FFLOOR, F16, Promote},
    {ISD::FTRUNC, F16, Promote},
    {ISD::FRINT, F16, Promote},
    {ISD::FROUND, F16, Promote},
    {ISD::FROUNDEVEN, F16, Promote},
    {ISD::SETCC, F16, Promote},
    {ISD::SELECT, F16, Promote},
    {ISD::FCOPYSIGN, F16, Expand},
};

// ==== F (single precision) ===================================================================================
constexpr OpRule FOps[] = {
    {ISD::FP16_TO_FP, F32, Custom},
    {ISD::FP_TO_FP16, F32, Custom},
    {ISD::BF16_TO_FP, F32, Custom},
    {ISD::FP_TO_SINT_SAT, XLen, Custom}, // fcvt (saturating) + a NaN check
    {ISD::FP_TO_UINT_SAT, XLen, Custom},
};
constexpr OpRule FSoftABIOps[] = {
    {ISD::FP_TO_BF16, F32, LibCall},
};
constexpr OpRule FHardABIOps[] = {
    {ISD::FP_TO_BF16, F32, Custom},
};
constexpr OpRule RV64FOps[] = {
    {ISD::BITCAST, I32, Custom}, // fmv.x.w
};
constexpr LoadExtRule FLoadExts[] = {
    {ISD::EXTLOAD, F32, F16, Expand},
    {ISD::EXTLOAD, F32, BF16, Expand},
};
constexpr TruncStoreRule FTruncStores[] = {
    {F32, F16, Expand},
    {F32, BF16, Expand},
};

// ==== D (double precision) ===================================================================================
constexpr OpRule DOps[] = {
    {ISD::FP16_TO_FP, F64, Expand},
    {ISD::FP_TO_FP16, F64, Custom},
    {ISD::BF16_TO_FP, F64, Custom},
};
constexpr OpRule DSoftABIOps[] = {
    {ISD::FP_TO_BF16, F64, LibCall},
};
constexpr OpRule DHardABIOps[] = {
    {ISD::FP_TO_BF16, F64, Custom},
};
constexpr OpRule RV32DOps[] = {
    {ISD::BITCAST, I64, Custom}, // SplitF64 into a GPR pair
};
constexpr LoadExtRule DLoadExts[] = {
    {ISD::EXTLOAD, F64, F32, Expand},
    {ISD::EXTLOAD, F64, F16, Expand},
    {ISD::EXTLOAD, F64, BF16, Expand},
};
constexpr TruncStoreRule DTruncStores[] = {
    {F64, F32, Expand},
    {F64, F16, Expand},
    {F64, BF16, Expand},
};

// ---- feature conditions ----------------------------------------------------------------------------------
bool always(const Subtarget&) { return true; }
bool rv64(const Subtarget& S) { return S.is64Bit(); }
bool rv32(const Subtarget& S) { return !S.is64Bit(); }
bool noZbb(const Subtarget& S) { return !S.Zbb; }
bool rv64NoZbb(const Subtarget& S) { return S.is64Bit() && !S.Zbb; }
bool zbb(const Subtarget& S) { return S.Zbb; }
bool rv64Zbb(const Subtarget& S) { return S.is64Bit() && S.Zbb; }
bool zbbOrZbkb(const Subtarget& S) { return S.Zbb || S.Zbkb; }
bool noZbbNorZbkb(const Subtarget& S) { return !S.Zbb && !S.Zbkb; }
bool rv64ZbbOrZbkb(const Subtarget& S) { return S.is64Bit() && (S.Zbb || S.Zbkb); }
bool zbkb(const Subtarget& S) { return S.Zbkb; }
bool noZbkb(const Subtarget& S) { return !S.Zbkb; }
bool noZmmul(const Subtarget& S) { return !S.hasStdExtMOrZmmul(); }
bool rv64Zmmul(const Subtarget& S) { return S.is64Bit() && S.hasStdExtMOrZmmul(); }
bool rv32Zmmul(const Subtarget& S) { return !S.is64Bit() && S.hasStdExtMOrZmmul(); }
bool noM(const Subtarget& S) { return !S.M; }
bool rv64M(const Subtarget& S) { return S.is64Bit() && S.M; }
bool zfhmin(const Subtarget& S) { return S.Zfhmin; }
bool zfhminZfa(const Subtarget& S) { return S.Zfhmin && S.Zfa; }
bool zfhminNoZfa(const Subtarget& S) { return S.Zfhmin && !S.Zfa; }
bool zfhminOnly(const Subtarget& S) { return S.Zfhmin && !S.Zfh; }
bool zfh(const Subtarget& S) { return S.Zfh; }
bool zfhZfa(const Subtarget& S) { return S.Zfh && S.Zfa; }
bool zfhNoZfa(const Subtarget& S) { return S.Zfh && !S.Zfa; }
bool f(const Subtarget& S) { return S.F; }
bool fZfa(const Subtarget& S) { return S.F && S.Zfa; }
bool fNoZfa(const Subtarget& S) { return S.F && !S.Zfa; }
bool fSoftABI(const Subtarget& S) { return S.F && !S.hasHardFloatABI(); }
bool fHardABI(const Subtarget& S) { return S.F && S.hasHardFloatABI(); }
bool rv64F(const Subtarget& S) { return S.is64Bit() && S.F; }
bool d(const Subtarget& S) { return S.D; }
bool dZfa(const Subtarget& S) { return S.D && S.Zfa; }
bool dNoZfa(const Subtarget& S) { return S.D && !S.Zfa; }
bool rv64DNoZfa(const Subtarget& S) { return S.is64Bit() && S.D && !S.Zfa; }
bool dSoftABI(const Subtarget& S) { return S.D && !S.hasHardFloatABI(); }
bool dHardABI(const Subtarget& S) { return S.D && S.hasHardFloatABI(); }
bool rv32D(const Subtarget& S) { return !S.is64Bit() && S.D; }

// In LLVM's order; a later group overrides an earlier one for the same (opcode, type).
const Group Groups[] = {
    {"generic defaults", always, GenericDefaults},
    {"RV32I/RV64I", always, BaseOps, BaseCondCodes, BaseLoadExts},
    {"RV64I", rv64, RV64Ops},
    {"RV32I", rv32, RV32Ops},
    {"no Zbb", noZbb, NoZbbOps},
    {"RV64I, no Zbb", rv64NoZbb, RV64NoZbbOps},
    {"no Zmmul", noZmmul, NoZmmulOps},
    {"RV64I + Zmmul", rv64Zmmul, RV64ZmmulOps},
    {"RV32I + Zmmul", rv32Zmmul, RV32ZmmulOps},
    {"no M", noM, NoMOps},
    {"RV64I + M", rv64M, RV64MOps},
    {"Zbb or Zbkb", zbbOrZbkb, ZbbOrZbkbOps},
    {"neither Zbb nor Zbkb", noZbbNorZbkb, NoZbbNorZbkbOps},
    {"RV64I + Zbb or Zbkb", rv64ZbbOrZbkb, RV64ZbbOrZbkbOps},
    {"Zbkb", zbkb, ZbkbOps},
    {"no Zbkb", noZbkb, NoZbkbOps},
    {"Zbb", zbb, ZbbOps},
    {"RV64I + Zbb", rv64Zbb, RV64ZbbOps},
    // half precision
    {"Zfh", zfh, FPLegalOps, {}, {}, {}, F16},
    {"Zfh + Zfa", zfhZfa, FPRoundingZfa, {}, {}, {}, F16},
    {"Zfh, no Zfa", zfhNoZfa, FPRoundingCustom, {}, {}, {}, F16},
    {"Zfh (select, fclass)", zfh, FPClassSelect, {}, {}, {}, F16},
    {"Zfhmin, no Zfh", zfhminOnly, ZfhminOnlyOps},
    {"Zfhmin", zfhmin, FPBranchOps, FPCondCodes, {}, {}, F16},
    {"Zfhmin (promoted library functions)", zfhmin, ZfhminOps},
    {"Zfhmin, no Zfa", zfhminNoZfa, ZfhminNoZfaOps},
    {"Zfhmin + Zfa", zfhminZfa, FPMinMaxZfa, {}, {}, {}, F16},
    {"Zfhmin, no Zfa (fmaximum)", zfhminNoZfa, FPMinMaxCustom, {}, {}, {}, F16},
    // single precision
    {"F", f, FPLegalOps, {}, {}, {}, F32},
    {"F + Zfa", fZfa, FPRoundingZfa, {}, {}, {}, F32},
    {"F, no Zfa", fNoZfa, FPRoundingCustom, {}, {}, {}, F32},
    {"F (compares, branches)", f, FPBranchOps, FPCondCodes, {}, {}, F32},
    {"F (select, fclass)", f, FPClassSelect, {}, {}, {}, F32},
    {"F (library functions)", f, FPLibmExpand, {}, FLoadExts, FTruncStores, F32},
    {"F (conversions)", f, FOps},
    {"F, soft-float ABI", fSoftABI, FSoftABIOps},
    {"F, hard-float ABI", fHardABI, FHardABIOps},
    {"F + Zfa (fmaximum)", fZfa, FPMinMaxZfa, {}, {}, {}, F32},
    {"F, no Zfa (fmaximum)", fNoZfa, FPMinMaxCustom, {}, {}, {}, F32},
    {"RV64I + F", rv64F, RV64FOps},
    // double precision
    {"D", d, FPLegalOps, {}, {}, {}, F64},
    {"RV32I + D", rv32D, RV32DOps},
    {"D + Zfa", dZfa, FPRoundingZfa, {}, {}, {}, F64},
    {"D + Zfa (fmaximum)", dZfa, FPMinMaxZfa, {}, {}, {}, F64},
    {"RV64I + D, no Zfa", rv64DNoZfa, FPRoundingCustom, {}, {}, {}, F64}, // RV32 keeps the libcalls
    {"D, no Zfa (fmaximum)", dNoZfa, FPMinMaxCustom, {}, {}, {}, F64},
    {"D (compares, branches)", d, FPBranchOps, FPCondCodes, {}, {}, F64},
    {"D (select, fclass)", d, FPClassSelect, {}, {}, {}, F64},
    {"D (library functions)", d, FPLibmExpand, {}, DLoadExts, DTruncStores, F64},
    {"D (conversions)", d, DOps},
    {"D, soft-float ABI", dSoftABI, DSoftABIOps},
    {"D, hard-float ABI", dHardABI, DHardABIOps},
};

// ==== runtime-library names (LLVM's RuntimeLibcalls defaults, with RISC-V's two overrides) ===================
struct IntLibcallRow {
  int32_t Op;
  const char *I32, *I64, *I128;
};
constexpr IntLibcallRow IntLibcalls[] = {
    {ISD::MUL, "__mulsi3", "__muldi3", "__multi3"},
    {ISD::SDIV, "__divsi3", "__divdi3", "__divti3"},
    {ISD::UDIV, "__udivsi3", "__udivdi3", "__udivti3"},
    {ISD::SREM, "__modsi3", "__moddi3", "__modti3"},
    {ISD::UREM, "__umodsi3", "__umoddi3", "__umodti3"},
    {ISD::SHL, "__ashlsi3", "__ashldi3", "__ashlti3"},
    {ISD::SRL, "__lshrsi3", "__lshrdi3", "__lshrti3"},
    {ISD::SRA, "__ashrsi3", "__ashrdi3", "__ashrti3"},
    {ISD::SMULO, "__mulosi4", "__mulodi4", "__muloti4"}, // llc 19 calls __muloti4 on RV32 too
};
// Functions only compiler-rt provides, which LLVM does not call on 32-bit targets (libgcc lacks them).
struct IntLibcallGap {
  int32_t Op;
  Ty VT;
};
constexpr IntLibcallGap NotOn32Bit[] = {
    {ISD::MUL, I128},
    {ISD::SHL, I128},
    {ISD::SRL, I128},
    {ISD::SRA, I128},
    {ISD::SMULO, I64},
};

struct FPLibcallRow {
  int32_t Op;
  const char *F32, *F64, *F128;
};
constexpr FPLibcallRow FPLibcalls[] = {
    // soft-float arithmetic
    {ISD::FADD, "__addsf3", "__adddf3", "__addtf3"},
    {ISD::FSUB, "__subsf3", "__subdf3", "__subtf3"},
    {ISD::FMUL, "__mulsf3", "__muldf3", "__multf3"},
    {ISD::FDIV, "__divsf3", "__divdf3", "__divtf3"},
    // libm (long double is IEEE quad on RISC-V, so the f128 forms are the "l" functions)
    {ISD::FREM, "fmodf", "fmod", "fmodl"},
    {ISD::FMA, "fmaf", "fma", "fmal"},
    {ISD::FSQRT, "sqrtf", "sqrt", "sqrtl"},
    {ISD::FCBRT, "cbrtf", "cbrt", "cbrtl"},
    {ISD::FSIN, "sinf", "sin", "sinl"},
    {ISD::FCOS, "cosf", "cos", "cosl"},
    {ISD::FPOW, "powf", "pow", "powl"},
    {ISD::FEXP, "expf", "exp", "expl"},
    {ISD::FEXP2, "exp2f", "exp2", "exp2l"},
    {ISD::FLOG, "logf", "log", "logl"},
    {ISD::FLOG2, "log2f", "log2", "log2l"},
    {ISD::FLOG10, "log10f", "log10", "log10l"},
    {ISD::FCEIL, "ceilf", "ceil", "ceill"},
    {ISD::FFLOOR, "floorf", "floor", "floorl"},
    {ISD::FTRUNC, "truncf", "trunc", "truncl"},
    {ISD::FRINT, "rintf", "rint", "rintl"},
    {ISD::FNEARBYINT, "nearbyintf", "nearbyint", "nearbyintl"},
    {ISD::FROUND, "roundf", "round", "roundl"},
    {ISD::FROUNDEVEN, "roundevenf", "roundeven", "roundevenl"},
    {ISD::FMINNUM, "fminf", "fmin", "fminl"},
    {ISD::FMAXNUM, "fmaxf", "fmax", "fmaxl"},
    {ISD::FCOPYSIGN, "copysignf", "copysign", "copysignl"},
    {ISD::FLDEXP, "ldexpf", "ldexp", "ldexpl"},
    {ISD::FFREXP, "frexpf", "frexp", "frexpl"},
    {ISD::LROUND, "lroundf", "lround", "lroundl"},
    {ISD::LLROUND, "llroundf", "llround", "llroundl"},
    {ISD::LRINT, "lrintf", "lrint", "lrintl"},
    {ISD::LLRINT, "llrintf", "llrint", "llrintl"},
};

// Soft-float compares: the call returns an integer that is compared with zero by ResultCC.
struct CmpLibcallRow {
  ISD::CondCode CC, ResultCC;
  const char *F32, *F64, *F128;
};
constexpr CmpLibcallRow SoftFloatCompares[] = {
    {ISD::SETOEQ, ISD::SETEQ, "__eqsf2", "__eqdf2", "__eqtf2"},
    {ISD::SETUNE, ISD::SETNE, "__nesf2", "__nedf2", "__netf2"},
    {ISD::SETOGE, ISD::SETGE, "__gesf2", "__gedf2", "__getf2"},
    {ISD::SETOLT, ISD::SETLT, "__ltsf2", "__ltdf2", "__lttf2"},
    {ISD::SETOLE, ISD::SETLE, "__lesf2", "__ledf2", "__letf2"},
    {ISD::SETOGT, ISD::SETGT, "__gtsf2", "__gtdf2", "__gttf2"},
    {ISD::SETUO, ISD::SETNE, "__unordsf2", "__unorddf2", "__unordtf2"},
    {ISD::SETO, ISD::SETEQ, "__unordsf2", "__unorddf2", "__unordtf2"},
};

// Conversions, keyed by (source type, result type).
struct ConvLibcallRow {
  int32_t Op;
  Ty From, To;
  const char* Name;
};
constexpr ConvLibcallRow ConvLibcalls[] = {
    // FP → FP
    {ISD::FP_EXTEND, F16, F32, "__extendhfsf2"}, // RISC-V: not LLVM's default __gnu_h2f_ieee
    {ISD::FP_EXTEND, F16, F64, "__extendhfdf2"},
    {ISD::FP_EXTEND, F16, F128, "__extendhftf2"},
    {ISD::FP_EXTEND, F32, F64, "__extendsfdf2"},
    {ISD::FP_EXTEND, F32, F128, "__extendsftf2"},
    {ISD::FP_EXTEND, F64, F128, "__extenddftf2"},
    {ISD::FP_ROUND, F32, F16, "__truncsfhf2"}, // RISC-V: not LLVM's default __gnu_f2h_ieee
    {ISD::FP_ROUND, F64, F16, "__truncdfhf2"},
    {ISD::FP_ROUND, F128, F16, "__trunctfhf2"},
    {ISD::FP_ROUND, F64, F32, "__truncdfsf2"},
    {ISD::FP_ROUND, F128, F32, "__trunctfsf2"},
    {ISD::FP_ROUND, F128, F64, "__trunctfdf2"},
    {ISD::FP_ROUND, F32, BF16, "__truncsfbf2"},
    {ISD::FP_ROUND, F64, BF16, "__truncdfbf2"},
    {ISD::FP_ROUND, F128, BF16, "__trunctfbf2"},
    // FP → integer
    {ISD::FP_TO_SINT, F16, I32, "__fixhfsi"},
    {ISD::FP_TO_SINT, F16, I64, "__fixhfdi"},
    {ISD::FP_TO_SINT, F16, I128, "__fixhfti"},
    {ISD::FP_TO_SINT, F32, I32, "__fixsfsi"},
    {ISD::FP_TO_SINT, F32, I64, "__fixsfdi"},
    {ISD::FP_TO_SINT, F32, I128, "__fixsfti"},
    {ISD::FP_TO_SINT, F64, I32, "__fixdfsi"},
    {ISD::FP_TO_SINT, F64, I64, "__fixdfdi"},
    {ISD::FP_TO_SINT, F64, I128, "__fixdfti"},
    {ISD::FP_TO_SINT, F128, I32, "__fixtfsi"},
    {ISD::FP_TO_SINT, F128, I64, "__fixtfdi"},
    {ISD::FP_TO_SINT, F128, I128, "__fixtfti"},
    {ISD::FP_TO_UINT, F16, I32, "__fixunshfsi"},
    {ISD::FP_TO_UINT, F16, I64, "__fixunshfdi"},
    {ISD::FP_TO_UINT, F16, I128, "__fixunshfti"},
    {ISD::FP_TO_UINT, F32, I32, "__fixunssfsi"},
    {ISD::FP_TO_UINT, F32, I64, "__fixunssfdi"},
    {ISD::FP_TO_UINT, F32, I128, "__fixunssfti"},
    {ISD::FP_TO_UINT, F64, I32, "__fixunsdfsi"},
    {ISD::FP_TO_UINT, F64, I64, "__fixunsdfdi"},
    {ISD::FP_TO_UINT, F64, I128, "__fixunsdfti"},
    {ISD::FP_TO_UINT, F128, I32, "__fixunstfsi"},
    {ISD::FP_TO_UINT, F128, I64, "__fixunstfdi"},
    {ISD::FP_TO_UINT, F128, I128, "__fixunstfti"},
    // integer → FP
    {ISD::SINT_TO_FP, I32, F16, "__floatsihf"},
    {ISD::SINT_TO_FP, I64, F16, "__floatdihf"},
    {ISD::SINT_TO_FP, I128, F16, "__floattihf"},
    {ISD::SINT_TO_FP, I32, F32, "__floatsisf"},
    {ISD::SINT_TO_FP, I64, F32, "__floatdisf"},
    {ISD::SINT_TO_FP, I128, F32, "__floattisf"},
    {ISD::SINT_TO_FP, I32, F64, "__floatsidf"},
    {ISD::SINT_TO_FP, I64, F64, "__floatdidf"},
    {ISD::SINT_TO_FP, I128, F64, "__floattidf"},
    {ISD::SINT_TO_FP, I32, F128, "__floatsitf"},
    {ISD::SINT_TO_FP, I64, F128, "__floatditf"},
    {ISD::SINT_TO_FP, I128, F128, "__floattitf"},
    {ISD::UINT_TO_FP, I32, F16, "__floatunsihf"},
    {ISD::UINT_TO_FP, I64, F16, "__floatundihf"},
    {ISD::UINT_TO_FP, I128, F16, "__floatuntihf"},
    {ISD::UINT_TO_FP, I32, F32, "__floatunsisf"},
    {ISD::UINT_TO_FP, I64, F32, "__floatundisf"},
    {ISD::UINT_TO_FP, I128, F32, "__floatuntisf"},
    {ISD::UINT_TO_FP, I32, F64, "__floatunsidf"},
    {ISD::UINT_TO_FP, I64, F64, "__floatundidf"},
    {ISD::UINT_TO_FP, I128, F64, "__floatuntidf"},
    {ISD::UINT_TO_FP, I32, F128, "__floatunsitf"},
    {ISD::UINT_TO_FP, I64, F128, "__floatunditf"},
    {ISD::UINT_TO_FP, I128, F128, "__floatuntitf"},
};

// clang-format on

EVT only(Ty T) {
  return resolve(T, Subtarget{}, T).front();
}

} // namespace

void RISCVTargetLowering::initActions() {
  for (const Group& G : Groups) {
    if (!G.Applies(ST)) continue;
    for (const OpRule& R : G.Ops)
      for (EVT VT : resolve(R.VT, ST, G.FPType)) setOperationAction(R.Op, VT, R.Action);
    for (const CondCodeRule& R : G.CondCodes)
      for (EVT VT : resolve(R.VT, ST, G.FPType)) setCondCodeAction(R.CC, VT, R.Action);
    for (const LoadExtRule& R : G.LoadExts)
      for (EVT ValVT : resolve(R.ValVT, ST, G.FPType))
        for (EVT MemVT : resolve(R.MemVT, ST, G.FPType)) setLoadExtAction(R.Ext, ValVT, MemVT, R.Action);
    for (const TruncStoreRule& R : G.TruncStores)
      for (EVT ValVT : resolve(R.ValVT, ST, G.FPType))
        for (EVT MemVT : resolve(R.MemVT, ST, G.FPType)) setTruncStoreAction(ValVT, MemVT, R.Action);
  }
}

void RISCVTargetLowering::initLibcalls() {
  for (const IntLibcallRow& R : IntLibcalls) {
    setLibcallName(R.Op, EVT::i32(), R.I32);
    setLibcallName(R.Op, EVT::i64(), R.I64);
    setLibcallName(R.Op, EVT::i128(), R.I128);
  }
  if (!ST.is64Bit())
    for (const IntLibcallGap& G : NotOn32Bit) setLibcallName(G.Op, only(G.VT), nullptr);
  for (const FPLibcallRow& R : FPLibcalls) {
    setLibcallName(R.Op, EVT::f32(), R.F32);
    setLibcallName(R.Op, EVT::f64(), R.F64);
    setLibcallName(R.Op, EVT::f128(), R.F128);
  }
  for (const CmpLibcallRow& R : SoftFloatCompares) {
    setCmpLibcall(R.CC, EVT::f32(), R.F32, R.ResultCC);
    setCmpLibcall(R.CC, EVT::f64(), R.F64, R.ResultCC);
    setCmpLibcall(R.CC, EVT::f128(), R.F128, R.ResultCC);
  }
  for (const ConvLibcallRow& R : ConvLibcalls) setLibcallName(R.Op, only(R.From), only(R.To), R.Name);
}

} // namespace dt::riscv
