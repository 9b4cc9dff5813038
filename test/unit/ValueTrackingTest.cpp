// test/unit/ValueTrackingTest.cpp — soundness of the known-bits and sign-bits analyses
// (legalize/ValueTracking.cpp, targets/riscv/RISCVValueTracking.cpp), checked by execution.
//
// Random DAGs of the opcodes the analyses know (generic and RISC-V target nodes) over virtual-register
// inputs are built with folding off; for random and edge inputs the interpreter computes every node, and
// every bit the analysis claims (Zero / One) and every sign bit it counts must hold for the computed value.
// A few exact checks make sure the analysis is not vacuously sound (it does know the bits it should).
#include "legalize/ValueTracking.h"

#include "dag/FunctionLowering.h"
#include "dag/Interpreter.h"
#include "dag/Printer.h"
#include "targets/riscv/RISCVISD.h"
#include "targets/riscv/RISCVInterpreter.h"
#include "targets/riscv/RISCVSubtarget.h"
#include "targets/riscv/RISCVTargetLowering.h"

#include <catch2/catch.hpp>
#include <map>
#include <random>

using namespace dt;

namespace {

struct Fixture {
  riscv::Subtarget ST;
  riscv::RISCVTargetLowering TLI;
  RISCVInterpreter TI;
  SelectionDAG DAG;
  ProgramInterpreter PI;
  std::mt19937_64 Rng;
  std::vector<std::pair<uint32_t, unsigned>> Inputs; // vreg, width
  std::vector<SDValue> Nodes;                        // every value built, for checking

  explicit Fixture(const char* Triple, uint64_t Seed)
      : ST(riscv::Subtarget::create(Triple, "+m", "")), TLI(ST), TI(TLI, RISCVABIConfig::of(ST)), DAG(TLI),
        PI(TLI, TI), Rng(Seed) {
    DAG.FoldOnCreate = false;
  }
  unsigned pick(unsigned N) { return unsigned(Rng() % N); }
  SDValue k(unsigned W, uint64_t V) { return DAG.getConstant(APInt(W, V, true), EVT::integer(W)); }
  SDValue n(int32_t Opc, unsigned W, std::initializer_list<SDValue> Ops) {
    SDValue V = DAG.getNode(Opc, EVT::integer(W), Ops);
    Nodes.push_back(V);
    return V;
  }
  SDValue input(unsigned W) {
    uint32_t Reg = indexToVirtReg(uint32_t(Inputs.size()));
    Inputs.push_back({Reg, W});
    SDValue V = DAG.getCopyFromReg(DAG.getEntryNode(), Reg, EVT::integer(W));
    Nodes.push_back(V);
    return V;
  }
  SDValue constant(unsigned W) {
    static const int64_t Interesting[] = {0,      1,      2,  3,  7,  8,    15,   16,    255,
                                          0xFF00, 0x7FFF, -1, -2, -8, -256, 0x55, 0x0F0F};
    return k(W, uint64_t(Interesting[pick(std::size(Interesting))]));
  }
  SDValue shiftAmount(unsigned W) { return DAG.getConstant(pick(W), EVT::integer(W)); }
  /// A divisor that is never zero (and never -1, so srem cannot overflow).
  SDValue divisor(unsigned W, unsigned Depth) {
    if (pick(2)) {
      static const int64_t Divs[] = {1, 2, 3, 4, 7, 8, 16, -4, -8, 100};
      return k(W, uint64_t(Divs[pick(std::size(Divs))]));
    }
    return n(ISD::OR, W, {n(ISD::AND, W, {value(W, Depth + 1), k(W, 0x7E)}), k(W, 1)});
  }

  /// A random value of width W: leaves are inputs and constants, inner nodes the analysed opcodes.
  SDValue value(unsigned W, unsigned Depth) {
    if (Depth >= 4 || pick(5) == 0) return pick(4) ? input(W) : constant(W);
    auto sub = [&] { return value(W, Depth + 1); };
    EVT VT = EVT::integer(W);
    switch (pick(30)) {
    case 0: return n(ISD::AND, W, {sub(), pick(2) ? constant(W) : sub()});
    case 1: return n(ISD::OR, W, {sub(), pick(2) ? constant(W) : sub()});
    case 2: return n(ISD::XOR, W, {sub(), pick(2) ? constant(W) : sub()});
    case 3: return n(ISD::ADD, W, {sub(), pick(2) ? constant(W) : sub()});
    case 4: return n(ISD::SUB, W, {pick(3) ? sub() : constant(W), sub()});
    case 5: return n(ISD::MUL, W, {sub(), pick(2) ? constant(W) : sub()});
    case 6: return n(ISD::SHL, W, {sub(), shiftAmount(W)});
    case 7: return n(ISD::SRL, W, {sub(), shiftAmount(W)});
    case 8: return n(ISD::SRA, W, {sub(), shiftAmount(W)});
    case 9: {
      static const int32_t Ops[] = {ISD::UDIV, ISD::UREM, ISD::SREM};
      int32_t Opc = Ops[pick(3)];
      SDValue D = divisor(W, Depth);
      if (Opc == ISD::UDIV && isConstantNode(D) && D->getAPIntValue().isNegative()) D = k(W, 5);
      return n(Opc, W, {sub(), D});
    }
    case 10: {
      static const int32_t Ops[] = {ISD::SMIN, ISD::SMAX, ISD::UMIN, ISD::UMAX};
      return n(Ops[pick(4)], W, {sub(), sub()});
    }
    case 11: return n(ISD::ABS, W, {sub()});
    case 12: {
      static const int32_t Ops[] = {ISD::CTPOP, ISD::CTLZ, ISD::CTTZ};
      return n(Ops[pick(3)], W, {sub()});
    }
    case 13: return n(W % 16 == 0 && pick(2) ? ISD::BSWAP : ISD::BITREVERSE, W, {sub()});
    case 14: return n(pick(2) ? ISD::ROTL : ISD::ROTR, W, {sub(), shiftAmount(W)});
    case 15: return n(pick(2) ? ISD::FSHL : ISD::FSHR, W, {sub(), sub(), shiftAmount(W)});
    case 16: {
      SDValue Cond = DAG.getSetCC(VT, sub(), sub(), pick(2) ? ISD::SETULT : ISD::SETGT);
      Nodes.push_back(Cond);
      return n(ISD::SELECT, W, {Cond, sub(), sub()});
    }
    case 17: {
      SDValue V = DAG.getSetCC(VT, sub(), sub(), pick(2) ? ISD::SETEQ : ISD::SETLT);
      Nodes.push_back(V);
      return V;
    }
    case 18: {
      SDValue V = DAG.getNode(ISD::SELECT_CC, VT, {sub(), sub(), sub(), sub(), DAG.getCondCode(ISD::SETNE)});
      Nodes.push_back(V);
      return V;
    }
    case 19: {
      unsigned From = W / 2;
      SDValue Narrow = value(From, Depth + 1);
      static const int32_t Ops[] = {ISD::ZERO_EXTEND, ISD::SIGN_EXTEND, ISD::ANY_EXTEND};
      return n(Ops[pick(3)], W, {Narrow});
    }
    case 20: return n(ISD::TRUNCATE, W, {value(W * 2 > 64 ? 64 : W * 2, Depth + 1)});
    case 21: return n(ISD::SIGN_EXTEND_INREG, W, {sub(), DAG.getValueType(EVT::integer(1 + pick(W - 1)))});
    case 22: {
      // An assertion that holds: AssertZext of a masked value, AssertSext of an in-register extension.
      unsigned Bits = 1 + pick(W - 1);
      if (pick(2))
        return n(ISD::AssertZext, W,
                 {n(ISD::AND, W, {sub(), DAG.getConstant(APInt::lowBitsSet(W, Bits), VT)}),
                  DAG.getValueType(EVT::integer(Bits))});
      return n(ISD::AssertSext, W,
               {n(ISD::SIGN_EXTEND_INREG, W, {sub(), DAG.getValueType(EVT::integer(Bits))}),
                DAG.getValueType(EVT::integer(Bits))});
    }
    case 23:
    case 24: {
      static const int32_t Ops[] = {ISD::UADDO, ISD::SADDO, ISD::USUBO, ISD::SSUBO, ISD::UMULO, ISD::SMULO};
      SDValue V = DAG.getNode(Ops[pick(6)], DAG.getVTList(VT, VT), {sub(), sub()});
      Nodes.push_back(V.getValue(0));
      Nodes.push_back(V.getValue(1));
      return V.getValue(pick(2));
    }
    case 25: return n(ISD::FREEZE, W, {sub()});
    case 26: {
      SDValue V =
          DAG.getNode(RISCVISD::SELECT_CC, VT, {sub(), sub(), DAG.getCondCode(ISD::SETLT), sub(), sub()});
      Nodes.push_back(V);
      return V;
    }
    case 27: {
      if (W != 64 || !ST.is64Bit()) return sub();
      static const int32_t Ops[] = {RISCVISD::SLLW, RISCVISD::SRLW, RISCVISD::SRAW, RISCVISD::ROLW,
                                    RISCVISD::RORW};
      return n(Ops[pick(5)], W, {sub(), k(64, pick(32))});
    }
    case 28: {
      if (W != 64 || !ST.is64Bit()) return sub();
      static const int32_t Ops[] = {RISCVISD::DIVUW, RISCVISD::REMUW, RISCVISD::DIVW};
      SDValue D = n(ISD::OR, W, {n(ISD::AND, W, {sub(), k(W, 0x7E)}), k(W, 1)});
      return n(Ops[pick(3)], W, {sub(), D});
    }
    default: {
      SDValue V = DAG.getNode(pick(2) ? RISCVISD::CZERO_EQZ : RISCVISD::CZERO_NEZ, VT, {sub(), sub()});
      Nodes.push_back(V);
      return V;
    }
    }
  }

  APInt inputValue(unsigned W) {
    switch (pick(6)) {
    case 0: return APInt::zero(W);
    case 1: return APInt::allOnes(W);
    case 2: return APInt::signedMin(W);
    case 3: return APInt(W, pick(300));
    default: return APInt(W, Rng(), false);
    }
  }
};

unsigned actualSignBits(const APInt& V) {
  return V.isNegative() ? V.countLeadingOnes() : V.countLeadingZeros();
}

void checkSoundness(const char* Triple, uint64_t Seed, unsigned& KnownBitsSeen) {
  Fixture F(Triple, Seed);
  static const unsigned Widths[] = {8, 16, 32, 64};
  F.value(Widths[F.pick(4)], 0);
  for (unsigned Trial = 0; Trial < 24; ++Trial) {
    std::map<uint32_t, APInt> VRegs;
    for (auto [Reg, W] : F.Inputs) VRegs.emplace(Reg, F.inputValue(W));
    std::vector<APInt> Values = F.PI.evaluate(F.DAG, F.Nodes, VRegs);
    for (size_t I = 0; I < F.Nodes.size(); ++I) {
      SDValue N = F.Nodes[I];
      KnownBits K = computeKnownBits(F.TLI, N);
      unsigned Sign = computeNumSignBits(F.TLI, N);
      if (Trial == 0) KnownBitsSeen += (K.Zero | K.One).popcount();
      const APInt& V = Values[I];
      bool Sound = (V & K.Zero).isZero() && (V & K.One) == K.One && !K.hasConflict();
      bool SignSound = Sign >= 1 && Sign <= actualSignBits(V);
      if (!Sound || !SignSound) {
        INFO(Triple << " seed " << Seed << " node " << nodeText(F.DAG, N.getNode()) << " value 0x"
                    << V.toStringUnsigned(16) << " known zero 0x" << K.Zero.toStringUnsigned(16) << " one 0x"
                    << K.One.toStringUnsigned(16) << " sign bits " << Sign << " actual "
                    << actualSignBits(V));
        CHECK(Sound);
        CHECK(SignSound);
        return;
      }
    }
  }
}

} // namespace

TEST_CASE("value tracking: known bits and sign bits hold for every interpreted value", "[combine]") {
  unsigned Seen = 0;
  for (uint64_t Seed = 1; Seed <= 150; ++Seed) checkSoundness(Seed % 2 ? "riscv64" : "riscv32", Seed, Seen);
  CHECK(Seen > 1000); // the analysis does know bits: soundness is not vacuous
}

TEST_CASE("value tracking: the cases the combiner relies on are known exactly", "[combine]") {
  Fixture F("riscv64", 7);
  SDValue X = F.input(64), Y = F.input(64);
  auto kb = [&](SDValue V) { return computeKnownBits(F.TLI, V); };
  auto ns = [&](SDValue V) { return computeNumSignBits(F.TLI, V); };
  SDValue Lo8 = F.n(ISD::AND, 64, {X, F.k(64, 0xFF)});
  SDValue Lo4 = F.n(ISD::AND, 64, {Y, F.k(64, 0x0F)});
  // A product of an 8-bit and a 4-bit number fits in 12 bits.
  CHECK(kb(F.n(ISD::MUL, 64, {Lo8, Lo4})).minLeadingZeros() == 52);
  // x * 8 has three low zeros; urem by 16 keeps four low bits.
  CHECK(kb(F.n(ISD::MUL, 64, {X, F.k(64, 8)})).minTrailingZeros() == 3);
  CHECK(kb(F.n(ISD::UREM, 64, {X, F.k(64, 16)})).minLeadingZeros() == 60);
  CHECK(kb(F.n(ISD::UDIV, 64, {Lo8, F.k(64, 16)})).minLeadingZeros() == 60);
  CHECK(kb(F.n(ISD::UMIN, 64, {X, Lo4})).minLeadingZeros() == 60);
  CHECK(kb(F.n(ISD::CTPOP, 64, {X})).minLeadingZeros() == 57);
  CHECK(kb(F.n(ISD::CTLZ, 64, {Lo8})).minLeadingZeros() == 57);
  CHECK(kb(F.n(ISD::BSWAP, 64, {Lo8})).Zero == APInt::lowBitsSet(64, 56));
  CHECK(kb(F.n(ISD::ROTL, 64, {Lo8, F.k(64, 60)})).Zero == ~APInt(64, 0xF00000000000000Full));
  // Booleans of RISC-V (0/1): setcc and the overflow result.
  SDValue O = F.DAG.getNode(ISD::UADDO, F.DAG.getVTList(EVT::i64(), EVT::i64()), {X, Y});
  CHECK(kb(O.getValue(1)).minLeadingZeros() == 63);
  CHECK(kb(F.DAG.getSetCC(EVT::i64(), X, Y, ISD::SETLT)).minLeadingZeros() == 63);
  // RISC-V target nodes: SELECT_CC knows what both arms share, the W forms are sign-extended words.
  SDValue Sel =
      F.DAG.getNode(RISCVISD::SELECT_CC, EVT::i64(), {X, Y, F.DAG.getCondCode(ISD::SETLT), Lo8, Lo4});
  CHECK(kb(Sel).minLeadingZeros() == 56);
  CHECK(ns(F.n(RISCVISD::SLLW, 64, {X, Y})) == 33);
  CHECK(ns(F.n(RISCVISD::REMUW, 64, {X, F.k(64, 3)})) >= 33);
  CHECK(kb(F.n(RISCVISD::SRLW, 64, {X, F.k(64, 4)})).minLeadingZeros() == 36);
  // Sign bits of a product of two sign-extended bytes: at least 64 - 16 + 1.
  SDValue SB = F.n(ISD::SIGN_EXTEND_INREG, 64, {X, F.DAG.getValueType(EVT::i8())});
  CHECK(ns(F.n(ISD::MUL, 64, {SB, SB})) >= 49);
  CHECK(ns(F.n(ISD::SREM, 64, {SB, Y})) >= 57);
}
