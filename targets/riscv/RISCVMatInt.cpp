// targets/riscv/RISCVMatInt.cpp — LLVM 19's constant materialization for RISC-V, restated.
//
// Duty: the search LLVM 19's RISCVMatInt performs: a base sequence built from the most significant end
// (LUI/ADDI(W) then SLLI/ADDI steps), then a series of rewrites, each kept only when strictly shorter
// (trailing-zero SLLI, ADDI -1 adjustment, leading-zero SRLI, XORI inversion, PACK, BSETI/BCLRI, SH*ADD,
// RORI). The order of these rewrites and their tie-breaking are part of the contract: llc-19's choice is
// the first sequence of minimal length in that order, so reordering changes the output.
// Invariant: bit manipulation is done on uint64_t (no signed overflow); arithmetic right shifts are explicit.
#include "targets/riscv/RISCVMatInt.h"

#include "support/Diagnostics.h"

#include <bit>
#include <string>

namespace dt::riscv::matint {

namespace {

int64_t signExtend(uint64_t V, unsigned Bits) {
  return (int64_t)(V << (64 - Bits)) >> (64 - Bits);
}
int64_t arithShiftRight(int64_t V, unsigned Amt) {
  return V >> Amt;
} // C++20: arithmetic by definition
uint64_t lowOnes(unsigned N) {
  return N == 0 ? 0 : ~0ull >> (64 - N);
}
bool isPowerOfTwo(uint64_t V) {
  return V != 0 && (V & (V - 1)) == 0;
}

// The sequence before the whole-value rewrites (LLVM's generateInstSeqImpl). Signed 32-bit values take
// LUI + ADDI(W); wider values peel off the low 12 bits as a final ADDI, shift the rest right past its
// trailing zeros and recurse, so that every ADDI can use its full signed 12-bit range.
void buildBase(int64_t Val, const Subtarget& ST, InstSeq& Out) {
  bool RV64 = ST.is64Bit();
  // A lone bit that neither LUI nor ADDI can produce in one instruction; 0x800 is the one 32-bit case
  // (it would need ADDI 1 + SLLI 11 or LUI + ADDI).
  if (ST.Zbs && isPowerOfTwo((uint64_t)Val) && (!isSimm32(Val) || Val == 0x800)) {
    Out.push_back({Opcode::BSETI, std::countr_zero((uint64_t)Val)});
    return;
  }
  if (isSimm32(Val)) {
    // LUI takes the upper 20 bits rounded so that the sign-extended low 12 bits complete the value.
    int64_t Upper20 = ((Val + 0x800) >> 12) & 0xFFFFF;
    int64_t Lower12 = signExtend((uint64_t)Val, 12);
    if (Upper20 != 0) Out.push_back({Opcode::LUI, Upper20});
    // After LUI on RV64 the add must re-sign-extend from bit 31 (LUI+ADDI could carry into bit 32).
    if (Lower12 != 0 || Upper20 == 0)
      Out.push_back({RV64 && Upper20 ? Opcode::ADDIW : Opcode::ADDI, Lower12});
    return;
  }
  DT_CHECK(RV64, "a constant wider than 32 bits on RV32");

  int64_t Lower12 = signExtend((uint64_t)Val, 12);
  int64_t Rest = (int64_t)((uint64_t)Val - (uint64_t)Lower12);
  unsigned Shift = 0;
  bool ShiftIsUnsigned = false; // SLLI_UW: the recursion built Rest with ones in bits 32..63
  if (!isSimm32(Rest)) {
    Shift = std::countr_zero((uint64_t)Rest);
    Rest = arithShiftRight(Rest, Shift);
    // A long shift of a value too wide for ADDI: give 12 of the shift back so that LUI's implicit zeros
    // replace them (LUI x; SLLI n-12 instead of LUI; ADDI; SLLI n).
    if (Shift > 12 && !isSimm12(Rest)) {
      uint64_t Widened = (uint64_t)Rest << 12;
      if (isSimm32((int64_t)Widened)) {
        Shift -= 12;
        Rest = (int64_t)Widened;
      } else if (isUimm32((int64_t)Widened) && ST.Zba) {
        Shift -= 12;
        Rest = (int64_t)(Widened | 0xFFFFFFFF00000000ull);
        ShiftIsUnsigned = true;
      }
    }
    // An unsigned 32-bit value is as cheap as its sign-extended twin when SLLI_UW drops the upper ones.
    if (isUimm32(Rest) && !isSimm32(Rest) && ST.Zba) {
      Rest = (int64_t)((uint64_t)Rest | 0xFFFFFFFF00000000ull);
      ShiftIsUnsigned = true;
    }
  }
  buildBase(Rest, ST, Out);
  if (Shift != 0) Out.push_back({ShiftIsUnsigned ? Opcode::SLLI_UW : Opcode::SLLI, Shift});
  if (Lower12 != 0) Out.push_back({Opcode::ADDI, Lower12});
}

InstSeq base(int64_t Val, const Subtarget& ST) {
  InstSeq S;
  buildBase(Val, ST, S);
  return S;
}

// Candidate + Tail replaces Best when strictly shorter (the first minimal sequence wins ties).
void keepIfShorter(InstSeq& Best, InstSeq Candidate, std::initializer_list<Inst> Tail) {
  if (Candidate.size() + Tail.size() >= Best.size()) return;
  Candidate.insert(Candidate.end(), Tail);
  Best = std::move(Candidate);
}

// Positive values with leading zeros: build the value shifted up to bit 63 and shift it back with SRLI
// (the vacated low bits filled with ones, then with zeros), or with exactly 32 leading zeros build the
// value with ones above and clear them with ADD_UW (zext.w). Best may be empty: then any candidate shorter
// than 8 instructions counts (the caller is the XORI inversion, which has no sequence of its own yet).
void tryLeadingZeroForms(int64_t Val, const Subtarget& ST, InstSeq& Best) {
  unsigned LeadingZeros = std::countl_zero((uint64_t)Val);
  auto consider = [&](uint64_t Built, Inst Tail) {
    InstSeq Candidate = base((int64_t)Built, ST);
    if (Candidate.size() + 1 < Best.size() || (Best.empty() && Candidate.size() < 8)) {
      Candidate.push_back(Tail);
      Best = std::move(Candidate);
    }
  };
  uint64_t Shifted = (uint64_t)Val << LeadingZeros;
  consider(Shifted | lowOnes(LeadingZeros), {Opcode::SRLI, LeadingZeros});
  consider(Shifted & ~lowOnes(LeadingZeros), {Opcode::SRLI, LeadingZeros});
  if (LeadingZeros == 32 && ST.Zba) consider((uint64_t)Val | 0xFFFFFFFF00000000ull, {Opcode::ADD_UW, 0});
}

// The rotate amount that turns Val into a signed 12-bit value whose rotation right restores Val, or 0.
// Two shapes qualify: ones at both ends with at most 11 other bits (rotate by 64 - trailing ones), and
// a run of ones straddling bit 32 with at most 11 other bits (rotate by 32 - ones above bit 31).
unsigned rotateAmountForSimm12(int64_t Val) {
  uint64_t U = (uint64_t)Val;
  unsigned LeadingOnes = std::countl_one(U), TrailingOnes = std::countr_one(U);
  if (TrailingOnes > 0 && TrailingOnes < 64 && LeadingOnes + TrailingOnes > 64 - 12) return 64 - TrailingOnes;
  unsigned OnesAboveBit31 = std::countr_one((uint32_t)(U >> 32));
  unsigned OnesBelowBit32 = std::countl_one((uint32_t)U);
  if (OnesAboveBit31 < 32 && OnesAboveBit31 + OnesBelowBit32 > 64 - 12) return 32 - OnesAboveBit31;
  return 0;
}

// Zbs: set or clear bit 31 of a 32-bit value, or set/clear each upper bit of a 32-bit low half.
void tryBitSetClear(int64_t Val, const Subtarget& ST, InstSeq& Best) {
  bool Negative = Val < 0;
  int64_t WithBit31Flipped = Negative ? (Val | 0x80000000ll) : (Val & ~0x80000000ll);
  if (isSimm32(WithBit31Flipped))
    keepIfShorter(Best, base(WithBit31Flipped, ST), {{Negative ? Opcode::BCLRI : Opcode::BSETI, 31}});

  int32_t Low = (int32_t)(uint32_t)Val;
  uint32_t High = (uint32_t)((uint64_t)Val >> 32);
  InstSeq Candidate = base(Low, ST);
  Opcode BitOp;
  uint32_t BitsToChange;
  // A positive low half has zeros above it (set the ones of High); a negative one has ones (clear the zeros).
  if (Low > 0 && Candidate.size() + std::popcount(High) < Best.size()) {
    BitOp = Opcode::BSETI;
    BitsToChange = High;
  } else if (Low < 0 && Candidate.size() + std::popcount(~High) < Best.size()) {
    BitOp = Opcode::BCLRI;
    BitsToChange = ~High;
  } else {
    return;
  }
  for (; BitsToChange != 0; BitsToChange &= BitsToChange - 1)
    Candidate.push_back({BitOp, 32 + std::countr_zero(BitsToChange)});
  if (Candidate.size() < Best.size()) Best = std::move(Candidate);
}

// Zba: Val = X * {3,5,9} with X a 32-bit value is SH{1,2,3}ADD X, X; otherwise try the same for Val
// without its low 12 bits (rounded as LUI rounds) and add them back with ADDI.
void tryShiftAdd(int64_t Val, const Subtarget& ST, InstSeq& Best) {
  struct Factor {
    int64_t Div;
    Opcode Opc;
  };
  static constexpr Factor Factors[] = {{3, Opcode::SH1ADD}, {5, Opcode::SH2ADD}, {9, Opcode::SH3ADD}};
  auto pick = [](int64_t V) -> const Factor* {
    for (const Factor& F : Factors)
      if (V % F.Div == 0 && isSimm32(V / F.Div)) return &F;
    return nullptr;
  };
  if (const Factor* F = pick(Val)) {
    keepIfShorter(Best, base(Val / F->Div, ST), {{F->Opc, 0}});
    return;
  }
  int64_t Upper = (int64_t)(((uint64_t)Val + 0x800) & ~0xFFFull);
  int64_t Lower12 = signExtend((uint64_t)Val, 12);
  // Lower12 is non-zero here: with zero low bits Upper == Val, which the first attempt rejected.
  if (const Factor* F = pick(Upper))
    keepIfShorter(Best, base(Upper / F->Div, ST), {{F->Opc, 0}, {Opcode::ADDI, Lower12}});
}

} // namespace

OperandKind Inst::Kind() const {
  switch (Opc) {
  case Opcode::LUI: return OperandKind::Imm;
  case Opcode::ADD_UW: return OperandKind::RegX0;
  case Opcode::SH1ADD:
  case Opcode::SH2ADD:
  case Opcode::SH3ADD:
  case Opcode::PACK:
  case Opcode::ADD: return OperandKind::RegReg;
  default: return OperandKind::RegImm;
  }
}

const char* opcodeName(Opcode Opc) {
  switch (Opc) {
  case Opcode::LUI: return "LUI";
  case Opcode::ADDI: return "ADDI";
  case Opcode::ADDIW: return "ADDIW";
  case Opcode::XORI: return "XORI";
  case Opcode::SLLI: return "SLLI";
  case Opcode::SRLI: return "SRLI";
  case Opcode::SLLI_UW: return "SLLI_UW";
  case Opcode::ADD_UW: return "ADD_UW";
  case Opcode::SH1ADD: return "SH1ADD";
  case Opcode::SH2ADD: return "SH2ADD";
  case Opcode::SH3ADD: return "SH3ADD";
  case Opcode::BSETI: return "BSETI";
  case Opcode::BCLRI: return "BCLRI";
  case Opcode::RORI: return "RORI";
  case Opcode::PACK: return "PACK";
  case Opcode::ADD: return "ADD";
  }
  return "?";
}

InstSeq generateInstSeq(int64_t Val, const Subtarget& ST) {
  DT_CHECK(ST.is64Bit() || isSimm32(Val),
           "RV32 constant not sign-extended from 32 bits: " + std::to_string(Val));
  InstSeq Best = base(Val, ST);

  // An even value whose low 12 bits are not all zero: the base sequence ends in ADDI(W) with the zeros
  // built in; building Val >> trailing zeros and shifting may be shorter. LLVM also prefers it when the
  // shifted value fits C.LI (6 bits) even at equal length, unless the CPU fuses LUI+ADDI (our CPUs don't).
  if ((Val & 0xfff) != 0 && (Val & 1) == 0 && Best.size() >= 2) {
    unsigned TrailingZeros = std::countr_zero((uint64_t)Val);
    int64_t Shifted = arithShiftRight(Val, TrailingZeros);
    InstSeq Candidate = base(Shifted, ST);
    if (Candidate.size() + 1 < Best.size() || (Shifted >= -32 && Shifted < 32)) {
      Candidate.push_back({Opcode::SLLI, TrailingZeros});
      Best = std::move(Candidate);
    }
  }
  // Two instructions cannot be beaten; every RV32 value stops here.
  if (Best.size() <= 2) return Best;
  DT_CHECK(ST.is64Bit(), "RV32 constant needing more than two instructions");

  // Low 13 bits of the form 0b1_0xxx_xxxx_xxxx (e.g. 0x17ff): subtracting a negative 12-bit value makes
  // them 0x1800, which the base sequence then peels off in one more ADDI, leaving more trailing zeros.
  if ((Val & 0xfff) != 0 && (Val & 0x1800) == 0x1000) {
    int64_t Adjust = -(0x800 - (Val & 0xfff));
    keepIfShorter(Best, base((int64_t)((uint64_t)Val - (uint64_t)Adjust), ST), {{Opcode::ADDI, Adjust}});
  }
  if (Val > 0 && Best.size() > 2) tryLeadingZeroForms(Val, ST, Best);
  // Negative values: build the complement with the leading-zero forms and invert with XORI -1.
  if (Val < 0 && Best.size() > 3) {
    InstSeq Inverted;
    tryLeadingZeroForms((int64_t) ~(uint64_t)Val, ST, Inverted);
    if (!Inverted.empty()) keepIfShorter(Best, std::move(Inverted), {{Opcode::XORI, -1}});
  }
  // Zbkb: equal 32-bit halves are PACK X, X.
  if (Best.size() > 2 && ST.Zbkb) {
    int64_t Low = signExtend((uint64_t)Val, 32), High = signExtend((uint64_t)Val >> 32, 32);
    if (Low == High) keepIfShorter(Best, base(Low, ST), {{Opcode::PACK, 0}});
  }
  if (Best.size() > 2 && ST.Zbs) tryBitSetClear(Val, ST, Best);
  if (Best.size() > 2 && ST.Zba) tryShiftAdd(Val, ST, Best);
  // Zbb: a rotated 12-bit value is always two instructions, so it replaces anything longer outright.
  if (Best.size() > 2 && ST.Zbb) {
    if (unsigned Rotate = rotateAmountForSimm12(Val)) {
      int64_t Small = (int64_t)std::rotl((uint64_t)Val, (int)Rotate);
      Best = {{Opcode::ADDI, Small}, {Opcode::RORI, Rotate}};
    }
  }
  return Best;
}

InstSeq generateTwoRegInstSeq(int64_t Val, const Subtarget& ST, unsigned& ShiftAmt, Opcode& AddOpc) {
  int64_t Low = signExtend((uint64_t)Val, 32);
  // The final ADD contributes Low itself; what remains must be Low shifted up (it has 32+ trailing zeros).
  uint64_t Remainder = (uint64_t)Val - (uint64_t)Low;
  if (Low == 0 || Remainder == 0) return {};
  ShiftAmt = std::countr_zero(Remainder) - std::countr_zero((uint64_t)Low);
  AddOpc = Opcode::ADD;
  if (Remainder == (uint64_t)Low << ShiftAmt) return generateInstSeq(Low, ST);
  // Equal halves with bit 31 set: ADD would subtract the sign-extension ones; ADD_UW zero-extends first.
  if (ST.Zba && (uint32_t)Val == (uint32_t)((uint64_t)Val >> 32)) {
    ShiftAmt = 32;
    AddOpc = Opcode::ADD_UW;
    return generateInstSeq(Low, ST);
  }
  return {};
}

unsigned getIntMatCost(const APInt& Val, unsigned Size, const Subtarget& ST, bool CompressionCost) {
  bool CountCompressed = CompressionCost && ST.C;
  unsigned Cost = 0;
  for (unsigned Offset = 0; Offset < Size; Offset += ST.XLen) {
    int64_t Chunk = Val.ashr(Offset).sextOrTrunc(ST.XLen).getSExtValue();
    InstSeq Seq = generateInstSeq(Chunk, ST);
    if (!CountCompressed) {
      Cost += Seq.size();
      continue;
    }
    // In percent of one RVI instruction: a compressible one costs 70 (two of them take one RVI's space
    // but may execute slower). Only shifts and small ADDI/ADDIW/LUI have compressed forms here.
    for (const Inst& I : Seq) {
      bool Compressible = I.Opc == Opcode::SLLI || I.Opc == Opcode::SRLI ||
                          ((I.Opc == Opcode::ADDI || I.Opc == Opcode::ADDIW || I.Opc == Opcode::LUI) &&
                           I.Imm >= -32 && I.Imm < 32);
      Cost += Compressible ? 70 : 100;
    }
  }
  return Cost < 1 ? 1 : Cost;
}

ImmSelection selectImm(int64_t Imm, const Subtarget& ST) {
  ImmSelection Sel;
  Sel.Seq = generateInstSeq(Imm, ST);
  // X built once, then SLLI + ADD: worth an extra register when it saves at least one instruction.
  if (Sel.Seq.size() > 3) {
    unsigned ShiftAmt = 0;
    Opcode AddOpc = Opcode::ADD;
    InstSeq Low = generateTwoRegInstSeq(Imm, ST, ShiftAmt, AddOpc);
    if (!Low.empty() && Low.size() + 2 < Sel.Seq.size()) {
      Sel.Seq = std::move(Low);
      Sel.TwoReg = true;
      Sel.ShiftAmt = ShiftAmt;
      Sel.AddOpc = AddOpc;
    }
  }
  return Sel;
}

// LLVM 19 computes LoadLatency + 1 from the CPU's scheduling model when -riscv-max-build-ints-cost is 0
// (its default); the generic CPUs have none, so MCSchedModel's default LoadLatency (4) applies.
unsigned maxBuildIntsCost(const Subtarget&) {
  return 4 + 1;
}

// LLVM 19's RISCVTargetLowering lowerConstant (ISD::Constant i64 is Custom on RV64 only):
//  - simm32 constants are always left to the selector;
//  - -riscv-disable-using-constant-pool-for-large-ints is off by default, so the cost check applies;
//  - a sequence of at most getMaxBuildIntsCost() instructions is built;
//  - (a function optimized for size loads from the pool here; we model no optsize/minsize functions);
//  - otherwise the two-register form is built when it fits the same budget counting its SLLI and ADD;
//  - else the constant becomes a constant-pool load.
bool shouldUseConstantPool(int64_t Val, const Subtarget& ST) {
  if (!ST.is64Bit() || isSimm32(Val)) return false;
  unsigned Budget = maxBuildIntsCost(ST);
  if (generateInstSeq(Val, ST).size() <= Budget) return false;
  unsigned ShiftAmt = 0;
  Opcode AddOpc = Opcode::ADD;
  InstSeq Low = generateTwoRegInstSeq(Val, ST, ShiftAmt, AddOpc);
  return Low.empty() || Low.size() + 2 > Budget;
}

namespace {

// One instruction on an XLen-bit machine; Prev is the previous result (x0 = 0 for the first).
int64_t step(const Inst& I, int64_t Prev, const Subtarget& ST) {
  const bool RV64 = ST.is64Bit();
  const unsigned XLen = ST.XLen;
  auto fail = [&](const char* Why) -> int64_t {
    throw InternalError(std::string("matint: ") + opcodeName(I.Opc) + " " + std::to_string(I.Imm) + ": " +
                        Why);
  };
  auto needs = [&](bool Have, const char* What) {
    if (!Have) fail(What);
  };
  auto shamt = [&] {
    if (I.Imm < 0 || I.Imm >= (int64_t)XLen) fail("shift amount out of range");
    return (unsigned)I.Imm;
  };
  auto simm12 = [&] {
    if (!isSimm12(I.Imm)) fail("immediate is not a signed 12-bit value");
    return (uint64_t)I.Imm;
  };
  uint64_t P = (uint64_t)Prev;
  uint64_t R = 0;
  switch (I.Opc) {
  case Opcode::LUI:
    if (I.Imm < 0 || I.Imm > 0xFFFFF) fail("LUI immediate is not a 20-bit value");
    R = (uint64_t)signExtend((uint64_t)I.Imm << 12, 32);
    break;
  case Opcode::ADDI: R = P + simm12(); break;
  case Opcode::ADDIW:
    needs(RV64, "ADDIW needs RV64");
    R = (uint64_t)signExtend(P + simm12(), 32);
    break;
  case Opcode::XORI: R = P ^ simm12(); break;
  case Opcode::SLLI: R = P << shamt(); break;
  case Opcode::SRLI: {
    unsigned Amt = shamt();
    R = (RV64 ? P : (P & 0xFFFFFFFFull)) >> Amt;
    break;
  }
  case Opcode::SLLI_UW:
    needs(RV64 && ST.Zba, "SLLI_UW needs RV64 Zba");
    R = (P & 0xFFFFFFFFull) << shamt();
    break;
  case Opcode::ADD_UW:
    needs(RV64 && ST.Zba, "ADD_UW needs RV64 Zba");
    R = P & 0xFFFFFFFFull;
    break;
  case Opcode::SH1ADD:
    needs(ST.Zba, "SH1ADD needs Zba");
    R = (P << 1) + P;
    break;
  case Opcode::SH2ADD:
    needs(ST.Zba, "SH2ADD needs Zba");
    R = (P << 2) + P;
    break;
  case Opcode::SH3ADD:
    needs(ST.Zba, "SH3ADD needs Zba");
    R = (P << 3) + P;
    break;
  case Opcode::BSETI:
    needs(ST.Zbs, "BSETI needs Zbs");
    R = P | (1ull << shamt());
    break;
  case Opcode::BCLRI:
    needs(ST.Zbs, "BCLRI needs Zbs");
    R = P & ~(1ull << shamt());
    break;
  case Opcode::RORI: {
    needs(ST.Zbb, "RORI needs Zbb");
    unsigned Amt = shamt();
    R = RV64 ? std::rotr(P, (int)Amt) : std::rotr((uint32_t)P, (int)Amt);
    break;
  }
  case Opcode::PACK: {
    needs(ST.Zbkb, "PACK needs Zbkb");
    unsigned Half = XLen / 2;
    R = (P & lowOnes(Half)) | ((P & lowOnes(Half)) << Half);
    break;
  }
  case Opcode::ADD: R = P + P; break;
  }
  return RV64 ? (int64_t)R : signExtend(R, 32);
}

} // namespace

int64_t evaluate(const InstSeq& Seq, const Subtarget& ST) {
  if (Seq.empty()) throw InternalError("matint: empty instruction sequence");
  int64_t V = 0;
  for (const Inst& I : Seq) V = step(I, V, ST);
  return V;
}

int64_t evaluate(const ImmSelection& Sel, const Subtarget& ST) {
  int64_t X = evaluate(Sel.Seq, ST);
  if (!Sel.TwoReg) return X;
  if (!ST.is64Bit() || Sel.ShiftAmt >= 64) throw InternalError("matint: two-register form outside RV64");
  uint64_t Shifted = (uint64_t)X << Sel.ShiftAmt;
  switch (Sel.AddOpc) {
  case Opcode::ADD: return (int64_t)((uint64_t)X + Shifted);
  case Opcode::ADD_UW:
    if (!ST.Zba) throw InternalError("matint: ADD_UW needs Zba");
    return (int64_t)(((uint64_t)X & 0xFFFFFFFFull) + Shifted);
  default: throw InternalError(std::string("matint: two-register form ending in ") + opcodeName(Sel.AddOpc));
  }
}

} // namespace dt::riscv::matint
