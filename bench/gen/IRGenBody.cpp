// bench/gen/IRGenBody.cpp — generates one random function body (the bulk of the IR generator).
//
// Duty: given a signature, emit a function that exercises as much of instruction selection as the enabled
// features allow, while staying free of undefined behaviour and poison for EVERY argument value.
//
// How safety is kept (each rule is local to the construct that needs it, so no global reasoning):
//   * operands are SSA values or literals; there are no undef/poison constants and no uninitialised memory;
//   * divisors pass through `or d, 1` (or are non-zero literals); sdiv/srem additionally never see
//     INT_MIN / -1 (the divisor's -1 is replaced, or the dividend's INT_MIN is, or the divisor is even);
//   * shift amounts are `and`-ed (power-of-two widths) or `urem`-ed by the width, or are literals < width;
//   * wrap/exact/disjoint/nneg flags only appear on the constructions in genFlagged(), each proven there;
//   * FP->int conversions are clamped into range with NaN mapped to 0 (or use the saturating intrinsics);
//   * memory is arrays alloca'd and fully stored in the entry block; every GEP index is reduced in range;
//   * loops are do-while loops with a counter phi and at most 8 iterations; calls go to higher-numbered
//     functions only, and a function's dynamic invocation count (Cost) is bounded.
// Dominance is kept with a scope stack: `Avail` lists the values usable at the current point; code in a
// branch arm only appends to it, and the arm's values are dropped at the join (phis carry some across).
// Loop bodies keep their values after the loop: the latch is the exit's only predecessor, so it dominates.
#include "bench/gen/IRGenImpl.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace dt::gen::detail {
namespace {

struct Val {
  std::string Name;
  Ty T;
  unsigned Uses = 0;
  /// Whether the value (probably) depends on the arguments. Operands are preferably chosen among such
  /// values, so that results vary with the inputs instead of folding to constants.
  bool Dep = false;
};

/// An alloca'd array [Count x Elem]; every element is initialised in the entry block.
struct Array {
  std::string Name;
  Ty Elem;
  unsigned Count;
  /// Integer elements whose store size equals their alloc size, so the array is a plain byte buffer that
  /// may be read and written at any byte offset with other byte-sized integer types.
  bool Bytes;
  unsigned byteSize() const { return Count * Elem.W / 8; }
};

constexpr uint64_t CostLimit = 64; // max function invocations caused by one call of a generated function
constexpr unsigned MaxDepth = 3;   // nesting of branches and loops
constexpr unsigned MaxLoops = 2;   // loop nesting (2 x 8 iterations)
constexpr size_t ScanWindow = 256; // operand choice looks at this many recent values

bool isPow2(unsigned W) {
  return W && !(W & (W - 1));
}

class FnGen {
public:
  FnGen(const GenOptions& O, const Universe& U, std::vector<FnPlan>& Plans, unsigned Index, Rng& R,
        std::set<std::string>& Decls)
      : O(O), U(U), Plans(Plans), Index(Index), R(R), Decls(Decls) {}
  std::string run();

private:
  const GenOptions& O;
  const Universe& U;
  std::vector<FnPlan>& Plans;
  unsigned Index;
  Rng& R;
  std::set<std::string>& Decls;

  std::string Out;
  std::vector<Val> Vals;
  std::vector<unsigned> Avail; // values that dominate the insertion point, oldest first
  std::vector<Array> Arrays;
  std::string Cur; // current block label
  unsigned NextVal = 0, NextBlock = 0, NextRaw = 0, NumArgs = 0;
  long Budget = 0;
  unsigned Depth = 0, LoopDepth = 0;
  uint64_t Mult = 1; // bound on how often the current point runs per call (8 per enclosing loop)
  uint64_t Cost = 1;

  //--- emission ---------------------------------------------------------------------------------------//
  void line(const std::string& S) {
    Out += "  ";
    Out += S;
    Out += '\n';
    --Budget;
  }
  std::string newBlock() { return "bb" + std::to_string(NextBlock++); }
  void startBlock(const std::string& L) {
    Out += L;
    Out += ":\n";
    Cur = L;
  }
  unsigned reserve(Ty T) {
    Vals.push_back({"%v" + std::to_string(NextVal++), T, 0});
    return (unsigned)Vals.size() - 1;
  }
  unsigned def(Ty T, const std::string& Rhs) {
    unsigned Id = reserve(T);
    Vals[Id].Dep = dependsOnArgs(Rhs);
    line(Vals[Id].Name + " = " + Rhs);
    Avail.push_back(Id);
    return Id;
  }
  /// Scans an instruction's text for operands: arguments and dependent values make it dependent;
  /// untracked pointers and aggregates (%p.., %ov..) are assumed to be.
  bool dependsOnArgs(const std::string& Rhs) const {
    for (size_t P = Rhs.find('%'); P != std::string::npos && P + 2 < Rhs.size(); P = Rhs.find('%', P + 1)) {
      char C = Rhs[P + 1], D = Rhs[P + 2];
      bool Digit = D >= '0' && D <= '9';
      if ((C == 'a' && Digit) || ((C == 'p' || C == 'o') && (Digit || D == 'v'))) return true;
      if (C == 'v' && Digit) {
        size_t N = std::strtoul(Rhs.c_str() + P + 2, nullptr, 10);
        if (NumArgs + N < Vals.size() && Vals[NumArgs + N].Dep) return true;
      }
    }
    return false;
  }
  /// A name for a value that is not tracked (pointers, aggregates).
  std::string raw(const char* Prefix) { return "%" + std::string(Prefix) + std::to_string(NextRaw++); }
  std::string use(unsigned Id) {
    ++Vals[Id].Uses;
    return Vals[Id].Name;
  }
  static std::string t(const Ty& T) { return tyStr(T); }
  /// The value index of a "%vN"/"%aN" name (only called on such names).
  unsigned idOf(const std::string& Name) const {
    unsigned N = (unsigned)std::strtoul(Name.c_str() + 2, nullptr, 10);
    return Name[1] == 'a' ? N : NumArgs + N;
  }
  std::string declare(const std::string& Name, const std::string& Ret, const std::vector<std::string>& Args) {
    std::string D = "declare " + Ret + " @" + Name + "(";
    for (size_t I = 0; I < Args.size(); ++I) D += (I ? ", " : "") + Args[I];
    Decls.insert(D + ")");
    return "@" + Name;
  }
  /// "call RET @llvm.NAME(T a, ...)" text with the declaration recorded.
  std::string intrinsic(const std::string& Name, const std::string& Ret,
                        const std::vector<std::pair<std::string, std::string>>& Args) {
    std::vector<std::string> Types;
    std::string A;
    for (size_t I = 0; I < Args.size(); ++I) {
      Types.push_back(Args[I].first);
      A += (I ? ", " : "") + Args[I].first + " " + Args[I].second;
    }
    return "call " + Ret + " " + declare("llvm." + Name, Ret, Types) + "(" + A + ")";
  }

  //--- literals ---------------------------------------------------------------------------------------//
  /// The W-bit literal of V (sign-extended from 64 bits, then truncated to W).
  static std::string intLit(unsigned W, int64_t V) {
    if (W == 1) return (V & 1) ? "true" : "false";
    Words X((W + 63) / 64, V < 0 ? ~0ULL : 0);
    X[0] = (uint64_t)V;
    return signedDecimal(X, W);
  }
  static std::string wordsLit(unsigned W, const Words& V) {
    if (W == 1) return (V[0] & 1) ? "true" : "false";
    return signedDecimal(V, W);
  }
  /// An interesting integer: small, edge or random.
  Words intValue(unsigned W) {
    Words V((W + 63) / 64, 0);
    switch (R.below(8)) {
    case 0: V[0] = R.below(4); break;
    case 1: V.assign(V.size(), ~0ULL); break;
    case 2: setBits(V, W - 1, 1, 1); break;
    case 3: V.assign(V.size(), ~0ULL), setBits(V, W - 1, 1, 0); break;
    case 4: setBits(V, (unsigned)R.below(W), 1, 1); break;
    case 5: V[0] = R.below(64); break;
    case 6: V.assign(V.size(), ~0ULL), V[0] = ~R.below(64); break;
    default:
      for (uint64_t& X : V) X = R.next();
    }
    if (W % 64) V.back() &= (1ULL << (W % 64)) - 1;
    return V;
  }
  std::string fpValueLit(Kind K) {
    static const double Vals[] = {0.0, -0.0, 1.0, -1.0, 0.5, 1.5, -2.5, 3.0, 0.1, 100.0, 1e-3, 65504.0};
    switch (R.below(6)) {
    case 0: return fpLiteral(K, ((1ULL << fpExpBits(K)) - 1) << fpFracBits(K)); // +inf
    case 1: return fpLiteral(K, 1);                                             // smallest subnormal
    case 2: {
      double M = 1.0 + (double)R.below(1024) / 1024;
      return fpLiteral(K, encodeFP(K, std::ldexp(M, R.range(-8, 12))));
    }
    default: return fpLiteral(K, encodeFP(K, Vals[R.below(std::size(Vals))]));
    }
  }
  std::string scalarLit(const Ty& E) {
    if (E.isFPLike()) return fpValueLit(E.K);
    return wordsLit(E.W, intValue(E.W));
  }
  /// A literal of type T; vectors are either splats or per-lane values.
  std::string lit(const Ty& T) {
    if (!T.isVec()) return scalarLit(T);
    if (R.chance(10)) return "zeroinitializer";
    bool Splat = R.chance(50);
    std::string S0 = scalarLit(T.elem()), S = "<";
    for (unsigned L = 0; L < T.Lanes; ++L)
      S += (L ? ", " : "") + t(T.elem()) + " " + (Splat ? S0 : scalarLit(T.elem()));
    return S + ">";
  }
  /// The scalar literal S, splatted when T is a vector.
  static std::string splat(const Ty& T, const std::string& S) {
    if (!T.isVec()) return S;
    std::string V = "<";
    for (unsigned L = 0; L < T.Lanes; ++L) V += (L ? ", " : "") + t(T.elem()) + " " + S;
    return V + ">";
  }
  std::string cst(const Ty& T, int64_t V) { return splat(T, intLit(T.W, V)); }

  //--- values -----------------------------------------------------------------------------------------//
  /// A random available value of type T, or -1. Argument-dependent, unused and recent values are
  /// preferred; Avoid (another operand of the same instruction) is only returned when it is the only one.
  int findVal(const Ty& T, int Avoid = -1) {
    std::vector<unsigned> All, C, Unused;
    // Only the most recent values are considered (unless none fits), so big functions stay linear.
    size_t Stop = Avail.size() > ScanWindow ? Avail.size() - ScanWindow : 0;
    for (size_t I = Avail.size(); I-- > Stop;)
      if (Vals[Avail[I]].T == T && (int)Avail[I] != Avoid) All.push_back(Avail[I]);
    for (size_t I = Stop; All.empty() && I-- > 0;)
      if (Vals[Avail[I]].T == T && (int)Avail[I] != Avoid) All.push_back(Avail[I]);
    if (All.empty()) return Avoid >= 0 && Vals[Avoid].T == T ? Avoid : -1;
    bool OnlyDep = R.chance(85);
    for (unsigned Id : All)
      if (!OnlyDep || Vals[Id].Dep) C.push_back(Id);
    if (C.empty()) C = All;
    for (unsigned Id : C)
      if (!Vals[Id].Uses) Unused.push_back(Id);
    if (!Unused.empty() && R.chance(35)) return (int)Unused[R.below(std::min<size_t>(Unused.size(), 3))];
    if (R.chance(50)) return (int)C[R.below(std::min<size_t>(C.size(), 4))];
    return (int)C[R.below(C.size())];
  }
  unsigned val(const Ty& T, int Avoid = -1) {
    int I = findVal(T, Avoid);
    return I >= 0 ? (unsigned)I : materialize(T);
  }
  std::string opnd(const Ty& T, unsigned ConstPct = 12) { return R.chance(ConstPct) ? lit(T) : use(val(T)); }
  /// A second operand: a literal or a value other than First.
  std::string opnd2(const Ty& T, unsigned First, unsigned ConstPct) {
    return R.chance(ConstPct) ? lit(T) : use(val(T, (int)First));
  }
  /// Any available integer scalar (used as a source of dynamic indices, conditions etc.).
  unsigned anyInt() {
    std::vector<unsigned> C;
    for (size_t I = Avail.size(); I-- > 0 && C.size() < 8;)
      if (Vals[Avail[I]].T.isInt() && Vals[Avail[I]].T.W > 1) C.push_back(Avail[I]);
    if (C.empty()) return val(U.Ints.back());
    return R.pick(C);
  }
  bool intOK(unsigned W) const { // may an internal value have this integer width?
    if ((W > 64 && !O.Wide) || W > std::max(64u, O.MaxWidth)) return false;
    return isPow2(W) || O.OddWidths;
  }

  /// A value of type T derived from an existing value of another type.
  unsigned materialize(const Ty& T) {
    std::vector<unsigned> Same, Any;
    size_t Stop = Avail.size() > ScanWindow ? Avail.size() - ScanWindow : 0;
    for (size_t I = Avail.size(); I-- > Stop;) {
      const Ty& S = Vals[Avail[I]].T;
      if (S.isPtr() || S.isVoid()) continue;
      Any.push_back(Avail[I]);
      if (S.K == T.K && S.isVec() == T.isVec()) Same.push_back(Avail[I]);
    }
    std::vector<unsigned>& From = !Same.empty() && R.chance(70) ? Same : Any;
    if (From.empty()) { // only possible for a function without usable arguments
      unsigned Id = reserve(T);
      Avail.push_back(Id);
      line(Vals[Id].Name + " = freeze " + t(T) + " " + lit(T));
      return Id;
    }
    return convert(From[R.below(std::min<size_t>(From.size(), 6))], T);
  }

  /// Converts value Id to type To (emitting the instructions); information is kept where cheap.
  unsigned convert(unsigned Id, const Ty& To) {
    Ty From = Vals[Id].T;
    if (From == To) return Id;
    if (From.isVec() == To.isVec() && From.lanes() == To.lanes()) return convertShape(Id, To);
    if (From.isVec() && To.isVec() && From.totalBits() == To.totalBits() && To.isIntLike() &&
        !From.isBool() && !To.isBool())
      return def(To,
                 "bitcast " + t(From) + " " + use(From.isFPLike() ? canonicalNaN(Id) : Id) + " to " + t(To));
    if (From.isVec()) { // to a scalar or a different shape: go through one lane
      unsigned E = def(From.elem(), "extractelement " + t(From) + " " + use(Id) + ", i32 " +
                                        std::to_string(R.below(From.Lanes)));
      return convert(E, To);
    }
    // Scalar to vector: insert into an existing vector of that type, or into a literal.
    unsigned S = convert(Id, To.elem());
    int Base = findVal(To);
    std::string B = Base >= 0 ? use((unsigned)Base) : lit(To);
    return def(To, "insertelement " + t(To) + " " + B + ", " + t(To.elem()) + " " + use(S) + ", i32 " +
                       std::to_string(R.below(To.Lanes)));
  }
  /// Conversion between types of the same shape (scalar to scalar, or vectors with equal lane counts).
  unsigned convertShape(unsigned Id, const Ty& To) {
    Ty From = Vals[Id].T;
    if (From.isFPLike() &&
        To.isIntLike()) { // reinterpret the bits: keeps all information, never out of range
      Ty IT = From.withElem(Ty::intTy(From.W));
      return convert(def(IT, "bitcast " + t(From) + " " + use(canonicalNaN(Id)) + " to " + t(IT)), To);
    }
    std::string F = t(From) + " " + use(Id) + " to " + t(To);
    if (From.isIntLike() && To.isIntLike()) {
      if (From.W > To.W) return def(To, "trunc " + F);
      return def(To, (R.chance(50) ? "zext " : "sext ") + F);
    }
    if (From.isFPLike() && To.isFPLike()) return def(To, (From.W < To.W ? "fpext " : "fptrunc ") + F);
    return def(To, (R.chance(50) ? "sitofp " : "uitofp ") + F);
  }

  /// Value Id with any NaN replaced by the positive quiet NaN. Needed wherever a NaN's sign or payload
  /// becomes observable (bitcast to integer, copysign's sign operand): LLVM leaves the NaN an operation
  /// produces unspecified, and x86 (negative default NaN), RISC-V (positive canonical NaN) and constant
  /// folding disagree. select/and/or move bits unchanged, so the replacement itself is deterministic.
  unsigned canonicalNaN(unsigned Id) {
    Ty F = Vals[Id].T;
    std::string FS = t(F),
                QNaN = splat(F, fpLiteral(F.K, (((1ULL << fpExpBits(F.K)) - 1) << fpFracBits(F.K)) |
                                                   (1ULL << (fpFracBits(F.K) - 1))));
    unsigned C = def(F.boolTy(), "fcmp uno " + FS + " " + use(Id) + ", " + splat(F, fpLiteral(F.K, 0)));
    if (O.Select)
      return def(F, "select " + t(F.boolTy()) + " " + use(C) + ", " + FS + " " + QNaN + ", " + FS + " " +
                        use(Id));
    // Without select: blend the bits with a mask made from the NaN test.
    Ty IT = F.withElem(Ty::intTy(F.W));
    std::string IS = t(IT);
    unsigned M = def(IT, "sext " + t(F.boolTy()) + " " + use(C) + " to " + IS);
    unsigned B = def(IT, "bitcast " + FS + " " + use(Id) + " to " + IS);
    unsigned NM = def(IT, "xor " + IS + " " + use(M) + ", " + cst(IT, -1));
    unsigned Keep = def(IT, "and " + IS + " " + use(B) + ", " + use(NM));
    unsigned Q = def(IT, "and " + IS + " " + use(M) + ", " +
                             cst(IT, (int64_t)((((1ULL << fpExpBits(F.K)) - 1) << fpFracBits(F.K)) |
                                               (1ULL << (fpFracBits(F.K) - 1)))));
    unsigned Bits = def(IT, "or " + IS + " " + use(Keep) + ", " + use(Q));
    return def(F, "bitcast " + IS + " " + use(Bits) + " to " + FS);
  }

  //--- type choice ------------------------------------------------------------------------------------//
  /// An integer type for arithmetic: mostly the types of live values, sometimes any drawn width, and
  /// (with vectors on) integer vectors. i1 only occasionally (it makes most arithmetic trivial).
  Ty intArithTy() {
    if (!U.IntVecs.empty() && (R.chance(25) || !O.Int)) return R.pick(U.IntVecs);
    if (R.chance(60)) {
      std::vector<Ty> Live;
      for (size_t I = Avail.size(); I-- > 0 && Live.size() < 12;) {
        const Ty& T = Vals[Avail[I]].T;
        if (T.isInt() && (T.W > 1 || R.chance(15))) Live.push_back(T);
      }
      if (!Live.empty()) return R.pick(Live);
    }
    if (U.Ints.size() > 1 && R.chance(92)) return U.Ints[1 + R.below(U.Ints.size() - 1)];
    return U.Ints[0];
  }
  Ty fpArithTy() {
    if (!U.FPVecs.empty() && R.chance(20)) return R.pick(U.FPVecs);
    return R.pick(U.FPs);
  }
  /// Any non-pointer type of a live value (phi and select types).
  Ty liveTy() {
    for (int Tries = 0; Tries < 8; ++Tries) {
      const Ty& T = Vals[Avail[R.below(Avail.size())]].T;
      if (!T.isPtr() && !T.isVoid()) return T;
    }
    return intArithTy();
  }

  //--- safe operand constructions ----------------------------------------------------------------------//
  /// A shift amount of type T, below the element width.
  std::string shiftAmount(const Ty& T) {
    unsigned W = T.W;
    if (R.chance(35)) return cst(T, (int64_t)R.below(W));
    unsigned X = val(T);
    if (isPow2(W)) return use(def(T, "and " + t(T) + " " + use(X) + ", " + cst(T, W - 1)));
    return use(def(T, "urem " + t(T) + " " + use(X) + ", " + cst(T, W)));
  }
  /// A non-zero divisor of type T.
  std::string unsignedDivisor(const Ty& T) {
    if (R.chance(30)) {
      Words V = intValue(T.W);
      if (std::all_of(V.begin(), V.end(), [](uint64_t X) { return X == 0; })) V[0] = 1;
      return splat(T, wordsLit(T.W, V));
    }
    return use(def(T, "or " + t(T) + " " + use(val(T)) + ", " + cst(T, 1)));
  }
  /// Operands for sdiv/srem of type T (W >= 2): the divisor is non-zero and INT_MIN / -1 cannot occur.
  std::pair<std::string, std::string> signedDivOperands(const Ty& T) {
    unsigned W = T.W;
    switch (R.below(O.Select ? 4 : 2)) {
    case 0: { // literal divisor, neither 0 nor -1
      int64_t D = R.range(2, 40);
      if (R.chance(40)) D = -D;
      if (W < 8) D = R.chance(50) ? 1 : (W > 2 ? 2 : 1);
      return {use(val(T)), cst(T, D)};
    }
    case 1: { // even non-zero divisor: (d & -2) | 2 — never 0, never -1
      unsigned A = def(T, "and " + t(T) + " " + use(val(T)) + ", " + cst(T, -2));
      return {use(val(T)), use(def(T, "or " + t(T) + " " + use(A) + ", " + cst(T, 2)))};
    }
    case 2: { // divisor -1 replaced
      unsigned D1 = def(T, "or " + t(T) + " " + use(val(T)) + ", " + cst(T, 1));
      unsigned C = def(T.boolTy(), "icmp eq " + t(T) + " " + use(D1) + ", " + cst(T, -1));
      unsigned D2 = def(T, "select " + t(T.boolTy()) + " " + use(C) + ", " + t(T) + " " +
                               cst(T, W > 2 ? 3 : 1) + ", " + t(T) + " " + use(D1));
      return {use(val(T)), use(D2)};
    }
    default: { // dividend INT_MIN replaced
      unsigned X = val(T);
      Words Min((W + 63) / 64, 0);
      setBits(Min, W - 1, 1, 1);
      unsigned C = def(T.boolTy(), "icmp eq " + t(T) + " " + use(X) + ", " + splat(T, wordsLit(W, Min)));
      unsigned X2 = def(T, "select " + t(T.boolTy()) + " " + use(C) + ", " + t(T) + " " + cst(T, 7) + ", " +
                               t(T) + " " + use(X));
      std::string D = use(def(T, "or " + t(T) + " " + use(val(T)) + ", " + cst(T, 1)));
      return {use(X2), D};
    }
    }
  }
  /// An index operand of type iX in [0, N).
  std::string indexOperand(unsigned N, unsigned X) {
    Ty IT = Ty::intTy(X);
    if (N == 1 || R.chance(30)) return intLit(X, (int64_t)R.below(N));
    unsigned V = convert(anyInt(), IT);
    if (isPow2(N)) return use(def(IT, "and " + t(IT) + " " + use(V) + ", " + intLit(X, N - 1)));
    return use(def(IT, "urem " + t(IT) + " " + use(V) + ", " + intLit(X, N)));
  }

  //--- integer operations -----------------------------------------------------------------------------//
  void genIntBinop(const Ty& T) {
    static const char* Ops[] = {"add", "sub", "mul", "and", "or", "xor"};
    unsigned AV = val(T);
    std::string A = use(AV), B = opnd2(T, AV, 25);
    if (R.chance(15)) std::swap(A, B);
    def(T, std::string(Ops[R.below(6)]) + " " + t(T) + " " + A + ", " + B);
  }
  void genShift(const Ty& T) {
    static const char* Ops[] = {"shl", "lshr", "ashr"};
    std::string A = R.chance(10) ? lit(T) : use(val(T));
    std::string Amt = shiftAmount(T);
    def(T, std::string(Ops[R.below(3)]) + " " + t(T) + " " + A + ", " + Amt);
  }
  void genDivRem(const Ty& T) {
    bool Signed = T.W >= 2 && R.chance(50);
    bool Rem = R.chance(50);
    if (!Signed) {
      std::string A = R.chance(10) ? lit(T) : use(val(T));
      def(T, std::string(Rem ? "urem " : "udiv ") + t(T) + " " + A + ", " + unsignedDivisor(T));
      return;
    }
    auto [A, D] = signedDivOperands(T);
    def(T, std::string(Rem ? "srem " : "sdiv ") + t(T) + " " + A + ", " + D);
  }
  void genICmp() {
    static const char* Preds[] = {"eq", "ne", "ugt", "uge", "ult", "ule", "sgt", "sge", "slt", "sle"};
    Ty T = intArithTy();
    unsigned AV = val(T);
    std::string A = use(AV), B = opnd2(T, AV, 30);
    def(T.boolTy(), std::string("icmp ") + Preds[R.below(10)] + " " + t(T) + " " + A + ", " + B);
  }
  void genSelect(const Ty& T) {
    std::string C = T.isVec() && R.chance(50) ? t(T.boolTy()) + " " + use(val(T.boolTy()))
                                              : "i1 " + use(val(Ty::intTy(1)));
    unsigned AV = val(T);
    std::string A = use(AV), B = opnd2(T, AV, 20);
    if (R.chance(30)) std::swap(A, B);
    def(T, "select " + C + ", " + t(T) + " " + A + ", " + t(T) + " " + B);
  }
  void genIntCast(const Ty& T) {
    std::vector<Ty> Src;
    if (T.isVec()) {
      for (const Ty& V : U.IntVecs)
        if (V.Lanes == T.Lanes && V != T) Src.push_back(V);
    } else {
      for (const Ty& I : U.Ints)
        if (I != T) Src.push_back(I);
    }
    if (Src.empty()) return genIntBinop(T);
    convert(val(R.pick(Src)), T);
  }
  void genFreeze(const Ty& T) { def(T, "freeze " + t(T) + " " + use(val(T))); }

  /// Poison-generating flags, each on a construction that proves it.
  void genFlagged(const Ty& T) {
    unsigned W = T.W;
    // Narrower widths usable as sources (drawn widths first, then internal powers of two).
    auto narrower = [&](unsigned Max) -> unsigned {
      std::vector<unsigned> C;
      for (const Ty& I : U.Ints)
        if (I.W <= Max) C.push_back(I.W);
      for (unsigned P = 1; P <= Max && P <= 64; P *= 2) C.push_back(P);
      return C.empty() ? 0 : R.pick(C);
    };
    switch (R.below(9)) {
    case 0: { // add/sub/mul of zero-extended narrower values cannot wrap
      unsigned Op = (unsigned)R.below(3);
      unsigned K = W < 3 ? 0 : narrower(Op == 2 ? (W - 1) / 2 : W - 2);
      if (!K) break;
      Ty N = Ty::intTy(K);
      unsigned A = def(T, "zext " + t(N) + " " + use(val(N)) + " to " + t(T));
      unsigned B = def(T, "zext " + t(N) + " " + use(val(N)) + " to " + t(T));
      static const char* Forms[] = {"add nuw nsw ", "sub nsw ", "mul nuw nsw "};
      def(T, Forms[Op] + t(T) + " " + use(A) + ", " + use(B));
      return;
    }
    case 1: { // add of sign-extended narrower values cannot signed-wrap
      unsigned K = W < 2 ? 0 : narrower(W - 1);
      if (!K) break;
      Ty N = Ty::intTy(K);
      unsigned A = def(T, "sext " + t(N) + " " + use(val(N)) + " to " + t(T));
      unsigned B = def(T, "sext " + t(N) + " " + use(val(N)) + " to " + t(T));
      def(T, "add nsw " + t(T) + " " + use(A) + ", " + use(B));
      return;
    }
    case 2: { // or of values with disjoint masks
      std::string M = wordsLit(W, intValue(W));
      unsigned A = def(T, "and " + t(T) + " " + use(val(T)) + ", " + M);
      unsigned NotM = def(T, "xor " + t(T) + " " + M + ", " + intLit(W, -1));
      std::string Y = use(val(T));
      unsigned B = def(T, "and " + t(T) + " " + Y + ", " + use(NotM));
      def(T, "or disjoint " + t(T) + " " + use(A) + ", " + use(B));
      return;
    }
    case 3: { // (x | M) - (y & M) cannot unsigned-wrap
      std::string M = wordsLit(W, intValue(W));
      unsigned A = def(T, "or " + t(T) + " " + use(val(T)) + ", " + M);
      unsigned B = def(T, "and " + t(T) + " " + use(val(T)) + ", " + M);
      def(T, "sub nuw " + t(T) + " " + use(A) + ", " + use(B));
      return;
    }
    case 4: { // trunc of an extended narrower value drops only copies of known bits
      unsigned K = narrower(W);
      std::vector<unsigned> Wide;
      for (const Ty& I : U.Ints)
        if (I.W > W) Wide.push_back(I.W);
      if (!K || Wide.empty()) break;
      Ty N = Ty::intTy(K), B = Ty::intTy(R.pick(Wide));
      if (R.chance(50)) {
        unsigned Z = def(B, "zext " + t(N) + " " + use(val(N)) + " to " + t(B));
        def(T, std::string(K < W ? "trunc nuw nsw " : "trunc nuw ") + t(B) + " " + use(Z) + " to " + t(T));
      } else {
        unsigned S = def(B, "sext " + t(N) + " " + use(val(N)) + " to " + t(B));
        def(T, "trunc nsw " + t(B) + " " + use(S) + " to " + t(T));
      }
      return;
    }
    case 5: { // zext nneg of a value with a clear sign bit
      unsigned K = W < 3 ? 0 : narrower(W - 1);
      if (K < 2) break;
      Ty N = Ty::intTy(K);
      Words SMax((K + 63) / 64, ~0ULL);
      setBits(SMax, K - 1, 1, 0);
      unsigned Src = val(N), NN;
      if (R.chance(50))
        NN = def(N, "lshr " + t(N) + " " + use(Src) + ", " + intLit(K, R.range(1, K - 1)));
      else
        NN = def(N, "and " + t(N) + " " + use(Src) + ", " + wordsLit(K, SMax));
      def(T, "zext nneg " + t(N) + " " + use(NN) + " to " + t(T));
      return;
    }
    case 6: { // exact right shifts of values whose shifted-out bits are zero
      if (W < 2) break;
      unsigned S = (unsigned)R.range(1, (int)W - 1);
      Words M((W + 63) / 64, ~0ULL);
      for (unsigned I = 0; I < S; ++I) setBits(M, I, 1, 0);
      unsigned A = def(T, "and " + t(T) + " " + use(val(T)) + ", " + wordsLit(W, M));
      def(T, std::string(R.chance(50) ? "lshr exact " : "ashr exact ") + t(T) + " " + use(A) + ", " +
                 intLit(W, S));
      return;
    }
    case 7: { // left shifts that cannot shift out set bits (nuw) or change the sign (nsw)
      if (W < 2) break;
      unsigned S = (unsigned)R.range(1, (int)W - 1);
      if (R.chance(50)) {
        Words M((W + 63) / 64, 0);
        for (unsigned I = 0; I < W - S; ++I) setBits(M, I, 1, 1);
        unsigned A = def(T, "and " + t(T) + " " + use(val(T)) + ", " + wordsLit(W, M));
        def(T, "shl nuw " + t(T) + " " + use(A) + ", " + intLit(W, S));
      } else {
        unsigned A = def(T, "ashr " + t(T) + " " + use(val(T)) + ", " + intLit(W, S));
        def(T, "shl nsw " + t(T) + " " + use(A) + ", " + intLit(W, S));
      }
      return;
    }
    default: { // exact division by a power of two of a value with the low bits clear
      if (W < 3) break;
      unsigned S = (unsigned)R.range(1, (int)W - 2);
      Words M((W + 63) / 64, ~0ULL), P((W + 63) / 64, 0);
      for (unsigned I = 0; I < S; ++I) setBits(M, I, 1, 0);
      setBits(P, S, 1, 1);
      unsigned A = def(T, "and " + t(T) + " " + use(val(T)) + ", " + wordsLit(W, M));
      def(T, std::string(R.chance(50) ? "udiv exact " : "sdiv exact ") + t(T) + " " + use(A) + ", " +
                 wordsLit(W, P));
      return;
    }
    }
    genIntBinop(T); // the chosen construction does not fit this width
  }

  void genIntIntrinsic(const Ty& T) {
    std::string TS = t(T), Suf = tySuffix(T);
    unsigned W = T.W;
    auto un = [&](const std::string& N) { def(T, intrinsic(N + "." + Suf, TS, {{TS, use(val(T))}})); };
    auto bin = [&](const std::string& N, std::string B) {
      std::string A = use(val(T, B.size() > 1 && B[0] == '%' ? (int)idOf(B) : -1));
      def(T, intrinsic(N + "." + Suf, TS, {{TS, A}, {TS, B}}));
    };
    switch (R.below(10)) {
    case 0: {
      static const char* N[] = {"ctpop", "bitreverse", "bswap"};
      unsigned K = (unsigned)R.below(W % 16 == 0 ? 3 : 2);
      return un(N[K]);
    }
    case 1: { // the i1 false operand: a zero input gives the width, not poison
      static const char* N[] = {"ctlz", "cttz", "abs"};
      const char* Name = N[R.below(3)];
      def(T, intrinsic(std::string(Name) + "." + Suf, TS, {{TS, use(val(T))}, {"i1", "false"}}));
      return;
    }
    case 2:
    case 3: {
      static const char* N[] = {"smin", "smax", "umin", "umax"};
      const char* Name = N[R.below(4)];
      return bin(Name, opnd(T, 20));
    }
    case 4: {
      static const char* N[] = {"sadd.sat", "uadd.sat", "ssub.sat", "usub.sat"};
      const char* Name = N[R.below(4)];
      return bin(Name, opnd(T, 20));
    }
    case 5: // saturating shifts are poison for amounts >= width
    {
      const char* Name = R.chance(50) ? "ushl.sat" : "sshl.sat";
      return bin(Name, shiftAmount(T));
    }
    case 6: { // funnel shifts take the amount modulo the width: any value is fine
      std::string A = use(val(T)), B = use(val(T)), C = opnd(T, 30);
      def(T, intrinsic(std::string(R.chance(50) ? "fshl." : "fshr.") + Suf, TS, {{TS, A}, {TS, B}, {TS, C}}));
      return;
    }
    case 7:
    case 8: { // overflow intrinsics: both results are used
      static const char* N[] = {"sadd", "uadd", "ssub", "usub", "smul", "umul"};
      std::string ST = "{ " + TS + ", " + t(T.boolTy()) + " }";
      std::string A = use(val(T)), B = opnd(T, 20), S = raw("ov");
      line(S + " = " +
           intrinsic(std::string(N[R.below(6)]) + ".with.overflow." + Suf, ST, {{TS, A}, {TS, B}}));
      unsigned V = def(T, "extractvalue " + ST + " " + S + ", 0");
      unsigned F = def(T.boolTy(), "extractvalue " + ST + " " + S + ", 1");
      if (R.chance(50) && O.Select) { // consume the flag right away so it is rarely dead
        std::string Other = opnd(T, 40);
        def(T, "select " + t(T.boolTy()) + " " + use(F) + ", " + TS + " " + use(V) + ", " + TS + " " + Other);
      }
      return;
    }
    default: { // three-way comparisons (LLVM 19), scalar only
      if (T.isVec()) return un("ctpop");
      Ty RT = Ty::intTy(R.chance(70) ? 8 : 32);
      std::string A = use(val(T)), B = opnd(T, 20);
      def(RT, intrinsic(std::string(R.chance(50) ? "scmp." : "ucmp.") + tySuffix(RT) + "." + Suf, t(RT),
                        {{TS, A}, {TS, B}}));
      return;
    }
    }
  }

  //--- floating-point operations ----------------------------------------------------------------------//
  void genFPBinop(const Ty& F) {
    static const char* Ops[] = {"fadd", "fsub", "fmul", "fdiv", "frem"};
    unsigned AV = val(F);
    std::string A = use(AV), B = opnd2(F, AV, 20);
    if (R.chance(15)) std::swap(A, B);
    def(F, std::string(Ops[R.below(R.chance(85) ? 4 : 5)]) + " " + t(F) + " " + A + ", " + B);
  }
  void genFCmp() {
    static const char* Preds[] = {"oeq", "ogt", "oge", "olt", "ole", "one", "ord",  "ueq",
                                  "ugt", "uge", "ult", "ule", "une", "uno", "true", "false"};
    Ty F = fpArithTy();
    unsigned AV = val(F);
    std::string A = use(AV), B = opnd2(F, AV, 25);
    def(F.boolTy(),
        std::string("fcmp ") + Preds[R.below(R.chance(90) ? 14 : 16)] + " " + t(F) + " " + A + ", " + B);
  }
  /// FP results from other FP types or from integers.
  void genFPCast(const Ty& F) {
    if (!F.isVec() && R.chance(45)) {
      Ty S = R.pick(U.FPs);
      if (S != F) {
        convert(val(S), F);
        return;
      }
    }
    Ty S = F.isVec() ? Ty::vec(Ty::intTy(R.chance(50) ? 8 : 64), F.Lanes) : R.pick(U.Ints);
    std::string X = use(val(S));
    def(F, std::string(R.chance(50) ? "sitofp " : "uitofp ") + t(S) + " " + X + " to " + t(F));
  }
  /// FP to integer conversions that are defined for every input.
  void genFPToInt() {
    Ty F = fpArithTy(), T;
    if (F.isVec())
      T = Ty::vec(Ty::intTy(R.chance(50) ? 8 : 64), F.Lanes);
    else
      T = intArithTy().elem();
    bool Signed = R.chance(50);
    if (O.Intrinsics && (R.chance(40) || !O.Select)) { // saturating: NaN -> 0, out of range -> min/max
      def(T, intrinsic(std::string(Signed ? "fptosi.sat." : "fptoui.sat.") + tySuffix(T) + "." + tySuffix(F),
                       t(T), {{t(F), use(val(F))}}));
      return;
    }
    if (!O.Select) return genFPBinop(F);
    // Clamp into [Lo, Hi], the widest range whose truncation fits the integer, and map NaN to 0.
    unsigned W = T.W, P = fpFracBits(F.K) + 1;
    double Max = fpMaxFinite(F.K);
    unsigned HiExp = Signed ? W - 1 : W;
    double Hi = std::ldexp(1.0, (int)HiExp) - std::ldexp(1.0, (int)HiExp - (int)P); // predecessor of 2^HiExp
    if (std::ldexp(1.0, (int)HiExp) > Max) Hi = Max;
    double Lo = Signed ? -std::ldexp(1.0, (int)W - 1) : 0.0;
    if (Lo < -Max) Lo = -Max;
    std::string FS = t(F), BS = t(F.boolTy());
    std::string LoS = splat(F, fpLiteral(F.K, encodeFP(F.K, Lo))),
                HiS = splat(F, fpLiteral(F.K, encodeFP(F.K, Hi)));
    unsigned X = val(F);
    unsigned C1 = def(F.boolTy(), "fcmp olt " + FS + " " + use(X) + ", " + LoS);
    unsigned X1 = def(F, "select " + BS + " " + use(C1) + ", " + FS + " " + LoS + ", " + FS + " " + use(X));
    unsigned C2 = def(F.boolTy(), "fcmp ogt " + FS + " " + use(X1) + ", " + HiS);
    unsigned X2 = def(F, "select " + BS + " " + use(C2) + ", " + FS + " " + HiS + ", " + FS + " " + use(X1));
    unsigned C3 = def(F.boolTy(), "fcmp uno " + FS + " " + use(X) + ", " + splat(F, fpLiteral(F.K, 0)));
    unsigned X3 = def(F, "select " + BS + " " + use(C3) + ", " + FS + " " + splat(F, fpLiteral(F.K, 0)) +
                             ", " + FS + " " + use(X2));
    def(T, std::string(Signed ? "fptosi " : "fptoui ") + FS + " " + use(X3) + " to " + t(T));
  }
  void genFPIntrinsic(const Ty& F) {
    std::string FS = t(F), Suf = tySuffix(F);
    switch (R.below(8)) {
    case 0:
    case 1: {
      static const char* N[] = {"sqrt",  "fabs",      "floor", "ceil",     "trunc",
                                "round", "roundeven", "rint",  "nearbyint"};
      std::string Name = std::string(N[R.below(std::size(N))]) + "." + Suf;
      def(F, intrinsic(Name, FS, {{FS, use(val(F))}}));
      return;
    }
    case 2: { // minimum/maximum order -0 < +0 and propagate NaN: fully specified
      static const char* N[] = {"minimum", "maximum", "copysign"};
      unsigned K = (unsigned)R.below(3);
      if (!O.FMinimumMaximum) K = 2;
      std::string A = use(val(F));
      std::string B = K == 2 ? use(canonicalNaN(val(F))) : opnd(F, 20); // copysign reads the NaN's sign
      def(F, intrinsic(std::string(N[K]) + "." + Suf, FS, {{FS, A}, {FS, B}}));
      return;
    }
    case 3: { // minnum/maxnum may return either zero for (+0, -0): add +0.0 first, which turns -0 into +0
      std::string Z = splat(F, fpLiteral(F.K, 0));
      unsigned A = def(F, "fadd " + FS + " " + use(val(F)) + ", " + Z);
      unsigned B = def(F, "fadd " + FS + " " + use(val(F)) + ", " + Z);
      def(F, intrinsic(std::string(R.chance(50) ? "minnum." : "maxnum.") + Suf, FS,
                       {{FS, use(A)}, {FS, use(B)}}));
      return;
    }
    case 4: { // fma rounds once; for half the x86 lowering goes through float and could round twice
      if (F.elem().K == Kind::Half) return genFPBinop(F);
      std::string A = use(val(F)), B = use(val(F)), C = opnd(F, 20);
      def(F, intrinsic("fma." + Suf, FS, {{FS, A}, {FS, B}, {FS, C}}));
      return;
    }
    case 5: { // ldexp with any exponent is exact up to the final rounding
      if (F.isVec()) return genFPBinop(F);
      Ty E = Ty::intTy(32);
      std::string X = use(val(F));
      std::string N = R.chance(50) ? intLit(32, R.range(-40, 40)) : use(convert(anyInt(), E));
      def(F, intrinsic("ldexp." + Suf + ".i32", FS, {{FS, X}, {"i32", N}}));
      return;
    }
    case 6: { // class test
      if (F.isVec()) return genFPBinop(F);
      def(Ty::intTy(1), intrinsic("is.fpclass." + Suf, "i1",
                                  {{FS, use(val(F))}, {"i32", std::to_string(R.range(1, 1023))}}));
      return;
    }
    default: {
      def(F, "fneg " + FS + " " + use(val(F)));
      return;
    }
    }
  }

  //--- vector operations ------------------------------------------------------------------------------//
  Ty anyVecTy() {
    if (!U.FPVecs.empty() && R.chance(25)) return R.pick(U.FPVecs);
    return R.pick(U.IntVecs);
  }
  std::string laneIndex(unsigned Lanes) { return "i32 " + indexOperand(Lanes, 32); }
  void genExtract() {
    Ty V = anyVecTy();
    std::string X = use(val(V));
    def(V.elem(), "extractelement " + t(V) + " " + X + ", " + laneIndex(V.Lanes));
  }
  void genInsert() {
    Ty V = anyVecTy();
    std::string X = opnd(V, 10), E = opnd(V.elem(), 25);
    def(V, "insertelement " + t(V) + " " + X + ", " + t(V.elem()) + " " + E + ", " + laneIndex(V.Lanes));
  }
  void genShuffle() {
    Ty V = anyVecTy();
    std::string A = use(val(V)), B = R.chance(30) ? lit(V) : use(val(V));
    std::string M = "<";
    for (unsigned L = 0; L < V.Lanes; ++L)
      M += (L ? ", i32 " : "i32 ") + std::to_string(R.below(2 * V.Lanes));
    def(V, "shufflevector " + t(V) + " " + A + ", " + t(V) + " " + B + ", <" + std::to_string(V.Lanes) +
               " x i32> " + M + ">");
  }
  void genReduce() {
    Ty V = anyVecTy();
    std::string VS = t(V), ES = t(V.elem()), Suf = tySuffix(V);
    if (V.isFPLike()) {
      // Ordered fadd/fmul (no reassoc flag) and fmaximum/fminimum are fully specified.
      unsigned K = (unsigned)R.below(4);
      if (!O.FMinimumMaximum) K &= 1;
      if (K < 2) {
        std::string S = opnd(V.elem(), 50), X = use(val(V));
        def(V.elem(), intrinsic(std::string(K ? "vector.reduce.fmul." : "vector.reduce.fadd.") + Suf, ES,
                                {{ES, S}, {VS, X}}));
      } else {
        def(V.elem(),
            intrinsic(std::string(K == 2 ? "vector.reduce.fmaximum." : "vector.reduce.fminimum.") + Suf, ES,
                      {{VS, use(val(V))}}));
      }
      return;
    }
    static const char* N[] = {"add", "mul", "and", "or", "xor", "smax", "smin", "umax", "umin"};
    std::string Name = std::string("vector.reduce.") + N[R.below(9)] + "." + Suf;
    def(V.elem(), intrinsic(Name, ES, {{VS, use(val(V))}}));
  }
  void genVecBitcast() {
    Ty V = anyVecTy();
    std::vector<Ty> To;
    for (const Ty& W : U.IntVecs)
      if (W != V && W.totalBits() == V.totalBits()) To.push_back(W);
    if (intOK(V.totalBits())) To.push_back(Ty::intTy(V.totalBits()));
    if (To.empty()) return genExtract();
    Ty D = R.pick(To);
    unsigned X = val(V);
    if (V.isFPLike()) X = canonicalNaN(X);
    def(D, "bitcast " + t(V) + " " + use(X) + " to " + t(D));
  }

  //--- memory -----------------------------------------------------------------------------------------//
  void makeArrays() {
    unsigned N = (unsigned)R.weighted({2, 4, 2});
    for (unsigned I = 0; I < N; ++I) {
      std::vector<Ty> Elems;
      for (size_t K = 1; K < U.Ints.size(); ++K) Elems.push_back(U.Ints[K]);
      if (R.chance(10)) Elems.push_back(U.Ints[0]);
      for (const Ty& F : U.FPs) Elems.push_back(F);
      for (const Ty& V : U.IntVecs) Elems.push_back(V);
      for (const Ty& V : U.FPVecs) Elems.push_back(V);
      Ty E = R.pick(Elems);
      unsigned Count = (unsigned)R.range(1, 8);
      bool Bytes = E.isInt() && isPow2(E.W) && E.W >= 8 && E.W <= 128;
      Array A{"%arr" + std::to_string(I), E, Count, Bytes};
      line(A.Name + " = alloca [" + std::to_string(Count) + " x " + t(E) + "]");
      for (unsigned K = 0; K < Count; ++K) { // initialise every element before any load can run
        std::string P = A.Name;
        if (K) {
          P = raw("p");
          line(P + " = getelementptr inbounds " + t(E) + ", ptr " + A.Name + ", i64 " + std::to_string(K));
        }
        line("store " + t(E) + " " + opnd(E, 30) + ", ptr " + P);
      }
      Arrays.push_back(A);
    }
  }
  /// A pointer to an element of A (in bounds).
  std::string elemPtr(const Array& A) {
    if (R.chance(15)) return A.Name;
    std::string P = raw("p");
    unsigned X = R.chance(50) ? 64 : R.chance(50) ? 32 : 8;
    std::string Idx = indexOperand(A.Count, X);
    if (R.chance(50))
      line(P + " = getelementptr inbounds [" + std::to_string(A.Count) + " x " + t(A.Elem) + "], ptr " +
           A.Name + ", i64 0, i" + std::to_string(X) + " " + Idx);
    else
      line(P + " = getelementptr inbounds " + t(A.Elem) + ", ptr " + A.Name + ", i" + std::to_string(X) +
           " " + Idx);
    return P;
  }
  void genLoad() {
    const Array& A = R.pick(Arrays);
    std::string P = elemPtr(A);
    def(A.Elem, std::string(R.chance(10) ? "load volatile " : "load ") + t(A.Elem) + ", ptr " + P);
  }
  void genStore() {
    const Array& A = R.pick(Arrays);
    std::string V = opnd(A.Elem, 15);
    std::string P = elemPtr(A);
    line("store " + t(A.Elem) + " " + V + ", ptr " + P);
  }
  const Array* byteArray() {
    std::vector<const Array*> C;
    for (const Array& A : Arrays)
      if (A.Bytes) C.push_back(&A);
    return C.empty() ? nullptr : R.pick(C);
  }
  /// Unaligned accesses with other integer types at any byte offset of an integer array.
  void genByteAccess() {
    const Array* A = byteArray();
    if (!A) return genLoad();
    unsigned Bytes = A->byteSize();
    std::vector<unsigned> Ws;
    for (unsigned W = 8; W <= 64 && W / 8 <= Bytes; W *= 2) Ws.push_back(W);
    unsigned W = R.pick(Ws);
    Ty IT = Ty::intTy(W);
    std::string Off = indexOperand(Bytes - W / 8 + 1, 64), P = raw("p");
    std::string V = R.chance(50) ? "" : opnd(IT, 15);
    line(P + " = getelementptr inbounds i8, ptr " + A->Name + ", i64 " + Off);
    if (V.empty())
      def(IT, "load " + t(IT) + ", ptr " + P + ", align 1");
    else
      line("store " + t(IT) + " " + V + ", ptr " + P + ", align 1");
  }
  /// memset / memcpy / memmove on integer arrays (bytes of FP arrays could form signalling NaNs).
  void genMemIntrinsic() {
    const Array* A = byteArray();
    if (!A) return genStore();
    unsigned Bytes = A->byteSize();
    unsigned Len = (unsigned)R.range(1, (int)Bytes);
    std::string Dst = raw("p");
    line(Dst + " = getelementptr inbounds i8, ptr " + A->Name + ", i64 " + indexOperand(Bytes - Len + 1, 64));
    std::string LenS = R.chance(70) ? std::to_string(Len) : indexOperand(Len + 1, 64); // dynamic: in [0, Len]
    switch (R.below(3)) {
    case 0:
      line(intrinsic("memset.p0.i64", "void",
                     {{"ptr", Dst}, {"i8", opnd(Ty::intTy(8), 40)}, {"i64", LenS}, {"i1", "false"}}));
      return;
    case 1: { // memmove within the same array: overlapping ranges are allowed
      std::string Src = raw("p");
      line(Src + " = getelementptr inbounds i8, ptr " + A->Name + ", i64 " +
           indexOperand(Bytes - Len + 1, 64));
      line(intrinsic("memmove.p0.p0.i64", "void",
                     {{"ptr", Dst}, {"ptr", Src}, {"i64", LenS}, {"i1", "false"}}));
      return;
    }
    default: { // memcpy from another integer array (must not overlap: a different alloca)
      const Array* B = nullptr;
      for (const Array& X : Arrays)
        if (&X != A && X.Bytes && X.byteSize() >= Len) B = &X;
      if (!B) return genStore();
      std::string Src = raw("p");
      line(Src + " = getelementptr inbounds i8, ptr " + B->Name + ", i64 " +
           indexOperand(B->byteSize() - Len + 1, 64));
      line(intrinsic("memcpy.p0.p0.i64", "void",
                     {{"ptr", Dst}, {"ptr", Src}, {"i64", LenS}, {"i1", "false"}}));
      return;
    }
    }
  }
  void genPtrSelect() {
    const Array& A = R.pick(Arrays);
    std::string P1 = elemPtr(A), P2 = elemPtr(A), S = raw("p");
    line(S + " = select i1 " + use(val(Ty::intTy(1))) + ", ptr " + P1 + ", ptr " + P2);
    def(A.Elem, "load " + t(A.Elem) + ", ptr " + S);
  }

  //--- calls ------------------------------------------------------------------------------------------//
  bool genCall() {
    unsigned N = (unsigned)Plans.size();
    if (Index + 1 >= N) return false;
    unsigned J = Index + 1 + (unsigned)R.below(std::min(8u, N - Index - 1));
    const FnPlan& P = Plans[J];
    if (Cost + Mult * P.Cost > CostLimit) return false;
    Cost += Mult * P.Cost;
    std::string Args;
    for (size_t I = 0; I < P.Args.size(); ++I)
      Args += (I ? ", " : "") + t(P.Args[I]) + " " + opnd(P.Args[I], 15);
    if (P.Ret.isVoid())
      line("call void @" + P.Name + "(" + Args + ")");
    else
      def(P.Ret, "call " + t(P.Ret) + " @" + P.Name + "(" + Args + ")");
    return true;
  }

  //--- statements -------------------------------------------------------------------------------------//
  enum Op {
    IBin,
    IShift,
    IDiv,
    ICmp,
    ICast,
    IFlag,
    IFreeze,
    IIntr,
    Sel,
    FBin,
    FCmp,
    FCast,
    FToI,
    FIntr,
    VExt,
    VIns,
    VShuf,
    VRed,
    VCast,
    MLoad,
    MStore,
    MByte,
    MIntr,
    MPtrSel,
    CallOp,
    NumOps
  };
  void genInst() {
    std::vector<unsigned> W(NumOps, 0);
    bool IntOps = O.Int || !U.IntVecs.empty();
    if (IntOps) {
      W[IBin] = 12, W[IShift] = 4, W[IDiv] = 3, W[ICmp] = 4, W[ICast] = 3, W[IFreeze] = 1;
      if (O.Int) W[IFlag] = 3;
      if (O.Intrinsics) W[IIntr] = 6;
    }
    if (O.Select) W[Sel] = 4;
    if (!U.FPs.empty()) {
      W[FBin] = 8, W[FCmp] = 3, W[FCast] = 3, W[FToI] = 2;
      if (O.Intrinsics) W[FIntr] = 5;
    }
    if (!U.IntVecs.empty()) {
      W[VExt] = 3, W[VIns] = 3, W[VShuf] = 2, W[VCast] = 1;
      if (O.Intrinsics) W[VRed] = 2;
    }
    if (!Arrays.empty()) {
      W[MLoad] = 5, W[MStore] = 4;
      if (byteArray()) W[MByte] = 3;
      if (O.Intrinsics && O.MemIntrinsics) W[MIntr] = 1;
      if (O.Select) W[MPtrSel] = 1;
    }
    if (O.Calls && Index + 1 < Plans.size()) W[CallOp] = 3;
    switch ((Op)R.weighted(W)) {
    case IBin: return genIntBinop(intArithTy());
    case IShift: return genShift(intArithTy());
    case IDiv: return genDivRem(intArithTy());
    case ICmp: return genICmp();
    case ICast: return genIntCast(intArithTy());
    case IFlag: {
      Ty T = intArithTy();
      return T.isVec() ? genIntBinop(T) : genFlagged(T);
    }
    case IFreeze: return genFreeze(intArithTy());
    case IIntr: return genIntIntrinsic(intArithTy());
    case Sel:
      return genSelect(R.chance(70) || Avail.empty()
                           ? (U.FPs.empty() || R.chance(60) ? intArithTy() : fpArithTy())
                           : liveTy());
    case FBin: return genFPBinop(fpArithTy());
    case FCmp: return genFCmp();
    case FCast: return genFPCast(fpArithTy());
    case FToI: return genFPToInt();
    case FIntr: return genFPIntrinsic(fpArithTy());
    case VExt: return genExtract();
    case VIns: return genInsert();
    case VShuf: return genShuffle();
    case VRed: return genReduce();
    case VCast: return genVecBitcast();
    case MLoad: return genLoad();
    case MStore: return genStore();
    case MByte: return genByteAccess();
    case MIntr: return genMemIntrinsic();
    case MPtrSel: return genPtrSelect();
    case CallOp:
      if (!genCall()) genIntBinop(intArithTy());
      return;
    case NumOps: break;
    }
  }

  /// Phi types for a join: types of live values.
  std::vector<Ty> phiTypes(unsigned Max) {
    std::vector<Ty> Ts;
    unsigned N = (unsigned)R.range(1, (int)Max);
    for (unsigned I = 0; I < N; ++I) Ts.push_back(liveTy());
    return Ts;
  }
  long armBudget(unsigned Arms) {
    long B = std::max(2L, Budget / (long)(Arms + 2));
    return std::min(B, (long)R.range(2, 12));
  }
  /// One arm of a branch: a new block, a region, the phi inputs computed at its end, and a branch to Join.
  void genArm(const std::string& Label, long ArmBudget, const std::vector<Ty>& PhiTys,
              std::vector<std::vector<std::string>>& In, std::vector<std::string>& Preds,
              const std::string& Join) {
    size_t Mark = Avail.size();
    ++Depth;
    startBlock(Label);
    genRegion(Budget - ArmBudget);
    std::vector<std::string> V;
    for (const Ty& T : PhiTys) V.push_back(opnd(T, 15));
    In.push_back(V);
    Preds.push_back(Cur);
    line("br label %" + Join);
    Avail.resize(Mark); // the arm's values do not dominate the join
    --Depth;
  }
  void joinPhis(const std::vector<Ty>& PhiTys, const std::vector<std::vector<std::string>>& In,
                const std::vector<std::string>& Preds) {
    for (size_t K = 0; K < PhiTys.size(); ++K) {
      std::string S = "phi " + t(PhiTys[K]) + " ";
      for (size_t P = 0; P < Preds.size(); ++P) S += (P ? ", [ " : "[ ") + In[P][K] + ", %" + Preds[P] + " ]";
      def(PhiTys[K], S);
    }
  }
  /// if-then-else (Triangle: if-then) joined by phis.
  void genDiamond(bool Triangle) {
    unsigned C = val(Ty::intTy(1));
    std::vector<Ty> PhiTys = phiTypes(3);
    std::string Then = newBlock(), Else = Triangle ? "" : newBlock(), Join = newBlock();
    std::vector<std::vector<std::string>> In;
    std::vector<std::string> Preds;
    if (Triangle) { // the skip edge's phi inputs are computed before the branch
      std::vector<std::string> V;
      for (const Ty& T : PhiTys) V.push_back(opnd(T, 15));
      In.push_back(V);
      Preds.push_back(Cur);
    }
    line("br i1 " + use(C) + ", label %" + Then + ", label %" + (Triangle ? Join : Else));
    long B = armBudget(2);
    genArm(Then, B, PhiTys, In, Preds, Join);
    if (!Triangle) genArm(Else, B, PhiTys, In, Preds, Join);
    startBlock(Join);
    joinPhis(PhiTys, In, Preds);
  }
  void genSwitch() {
    std::vector<Ty> Cands;
    for (const Ty& T : U.Ints)
      if (T.W >= 2) Cands.push_back(T);
    Ty T = R.pick(Cands);
    unsigned W = T.W;
    unsigned X = val(T);
    bool Masked = R.chance(60);
    if (Masked) // make the small case values likely
      X = def(T, "and " + t(T) + " " + use(X) + ", " + intLit(W, W >= 3 ? 3 : 1));
    unsigned N = (unsigned)R.range(1, W >= 3 ? 4 : 3);
    std::vector<std::string> Cases;
    for (int Tries = 0; Cases.size() < N && Tries < 20; ++Tries) {
      std::string C;
      if (Masked || R.chance(70)) {
        int64_t V = (int64_t)R.below(Masked ? 4 : 5);
        if (!Masked && R.chance(20)) V -= 5;
        C = intLit(W, V);
      } else {
        C = wordsLit(W, intValue(W));
      }
      if (std::find(Cases.begin(), Cases.end(), C) == Cases.end()) Cases.push_back(C);
    }
    std::vector<Ty> PhiTys = phiTypes(2);
    std::string Def = newBlock(), Join;
    std::vector<std::string> Labels;
    for (size_t I = 0; I < Cases.size(); ++I) Labels.push_back(newBlock());
    Join = newBlock();
    std::string S = "switch " + t(T) + " " + use(X) + ", label %" + Def + " [";
    for (size_t I = 0; I < Cases.size(); ++I) S += " " + t(T) + " " + Cases[I] + ", label %" + Labels[I];
    line(S + " ]");
    std::vector<std::vector<std::string>> In;
    std::vector<std::string> Preds;
    long B = armBudget((unsigned)Cases.size() + 1);
    genArm(Def, B, PhiTys, In, Preds, Join);
    for (const std::string& L : Labels) genArm(L, B, PhiTys, In, Preds, Join);
    startBlock(Join);
    joinPhis(PhiTys, In, Preds);
  }
  /// A do-while loop: header phis (counter + accumulators), a body region, a latch that counts to at most 8.
  void genLoop() {
    static const unsigned CW[] = {8, 32, 64};
    Ty CT = Ty::intTy(CW[R.below(3)]);
    std::string Trip;
    bool Dynamic = R.chance(40);
    if (Dynamic) // n in [0, 7]: the do-while runs max(1, n) times
      Trip = use(def(CT, "and " + t(CT) + " " + use(convert(anyInt(), CT)) + ", 7"));
    else
      Trip = std::to_string(R.range(1, 8));
    std::vector<Ty> AccTys = phiTypes(2);
    std::vector<std::string> Init;
    for (const Ty& T : AccTys) Init.push_back(opnd(T, 20));
    std::string Header = newBlock(), Exit = newBlock(), Pre = Cur;
    line("br label %" + Header);
    startBlock(Header);
    size_t PhiPos = Out.size();
    unsigned I = reserve(CT);
    Vals[I].Dep = Dynamic;
    Avail.push_back(I);
    std::vector<unsigned> Accs;
    for (size_t K = 0; K < AccTys.size(); ++K) {
      Accs.push_back(reserve(AccTys[K]));
      Vals[Accs.back()].Dep = dependsOnArgs(Init[K]);
      Avail.push_back(Accs.back());
    }
    Budget -= 1 + (long)Accs.size(); // the phis, inserted below
    ++LoopDepth, ++Depth;
    Mult *= 8;
    long B = std::min(std::max(3L, Budget / 2), (long)R.range(4, 16));
    genRegion(Budget - B);
    std::vector<std::string> Next;
    for (const Ty& T : AccTys) Next.push_back(opnd(T, 10));
    unsigned INext = def(CT, "add nuw nsw " + t(CT) + " " + use(I) + ", 1"); // at most 8: cannot wrap
    unsigned C = def(Ty::intTy(1), std::string(Dynamic || R.chance(50) ? "icmp ult " : "icmp ne ") + t(CT) +
                                       " " + use(INext) + ", " + Trip);
    std::string Latch = Cur;
    line("br i1 " + use(C) + ", label %" + Header + ", label %" + Exit);
    std::string Phis = "  " + Vals[I].Name + " = phi " + t(CT) + " [ 0, %" + Pre + " ], [ " + use(INext) +
                       ", %" + Latch + " ]\n";
    for (size_t K = 0; K < Accs.size(); ++K)
      Phis += "  " + Vals[Accs[K]].Name + " = phi " + t(AccTys[K]) + " [ " + Init[K] + ", %" + Pre +
              " ], [ " + Next[K] + ", %" + Latch + " ]\n";
    Out.insert(PhiPos, Phis);
    Mult /= 8;
    --LoopDepth, --Depth;
    startBlock(Exit); // the latch is the only predecessor: everything defined in the body dominates
  }
  void genStmt() {
    if (O.ControlFlow && Depth < MaxDepth && Budget > 8 && R.chance(10)) {
      std::vector<unsigned> W = {4, 3, 2, LoopDepth < MaxLoops ? 3u : 0u};
      switch (R.weighted(W)) {
      case 0: return genDiamond(false);
      case 1: return genDiamond(true);
      case 2: return genSwitch();
      default: return genLoop();
      }
    }
    genInst();
  }
  void genRegion(long Until) {
    while (Budget > Until) {
      long Before = Budget;
      genStmt();
      if (Budget == Before) genFreeze(intArithTy()); // every step must make progress
    }
  }

  /// The return value: a live value of the result type with the unused values folded in, so most of the
  /// computation influences the printed result.
  void genReturn(const Ty& RT) {
    if (RT.isVoid()) {
      line("ret void");
      return;
    }
    unsigned Acc = val(RT);
    ++Vals[Acc].Uses;
    std::vector<unsigned> Unused;
    for (size_t I = Avail.size(); I-- > 0 && Unused.size() < 8;)
      if (!Vals[Avail[I]].Uses && !Vals[Avail[I]].T.isPtr()) Unused.push_back(Avail[I]);
    for (unsigned X : Unused) {
      if (RT.isIntLike()) {
        unsigned C = convert(X, RT);
        static const char* Ops[] = {"xor", "add", "sub"};
        Acc = def(RT, std::string(Ops[R.below(3)]) + " " + t(RT) + " " + use(Acc) + ", " + use(C));
      } else { // through a 16-bit integer: folded values never turn the result into NaN or infinity
        unsigned C = convert(X, RT.withElem(Ty::intTy(16)));
        unsigned F = def(RT, "sitofp " + t(RT.withElem(Ty::intTy(16))) + " " + use(C) + " to " + t(RT));
        Acc = def(RT, "fadd " + t(RT) + " " + use(Acc) + ", " + use(F));
      }
    }
    line("ret " + t(RT) + " " + use(Acc));
  }
};

std::string FnGen::run() {
  const FnPlan& P = Plans[Index];
  Out = "define " + t(P.Ret) + " @" + P.Name + "(";
  for (size_t I = 0; I < P.Args.size(); ++I) {
    Vals.push_back({"%a" + std::to_string(I), P.Args[I], 0, true});
    Avail.push_back((unsigned)Vals.size() - 1);
    Out += (I ? ", " : "") + t(P.Args[I]) + " %a" + std::to_string(I);
  }
  NumArgs = (unsigned)P.Args.size();
  Out += ") {\n";
  startBlock("entry");
  Budget = std::max(4u, O.InstsPerFunction);
  if (O.Memory) makeArrays();
  genRegion(0);
  genReturn(P.Ret);
  Out += "}\n";
  Plans[Index].Cost = Cost;
  return std::move(Out);
}

} // namespace

std::string generateFunction(const GenOptions& Opts, const Universe& U, std::vector<FnPlan>& Plans,
                             unsigned Index, Rng& R, std::set<std::string>& Decls) {
  return FnGen(Opts, U, Plans, Index, R, Decls).run();
}

} // namespace dt::gen::detail
