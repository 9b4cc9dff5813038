// bench/qemu/QemuDriver.cpp — the driver module that makes a GeneratedModule's calls on RISC-V under qemu.
//
// Duty: buildQemuDriver (see QemuRunner.h for the output protocol). The driver prints raw bits only; the
// runner formats them with gen::formatResult, so qemu and lli results go through the same formatting code.
// Invariants: the driver is plain IR that llc-19 compiles for any configuration (no printf, no FP
// operations: FP results are bitcast to integers, so a soft-float driver makes no libcalls); calls are
// split over driver functions of at most 64 calls so that no single function is large; the garbage put
// above narrow integer arguments is a fixed function of the call and argument index (reproducible).
#include "bench/qemu/QemuRunner.h"

#include <map>
#include <stdexcept>

namespace dt::qemu {

namespace {

bool hasWord(const std::string& Attrs, const char* Word) {
  return Attrs.find(Word) != std::string::npos;
}

/// The integer width of a scalar integer type name ("i17" -> 17), or 0.
unsigned intWidth(const std::string& Type) {
  if (Type.size() < 2 || Type[0] != 'i' || Type.find_first_not_of("0123456789", 1) != std::string::npos)
    return 0;
  return (unsigned)std::stoul(Type.substr(1));
}

/// A narrow integer result the callee promises to extend: the driver receives the whole register.
bool widensResult(const gen::FunctionSig& F, unsigned XLen) {
  unsigned W = intWidth(F.RetType);
  return W && W < XLen && (hasWord(F.RetAttrs, "signext") || hasWord(F.RetAttrs, "zeroext"));
}

/// A narrow integer argument without an extension attribute: passed as a whole register with garbage above.
bool widensArg(const gen::FunctionSig& F, size_t I, unsigned XLen) {
  unsigned W = intWidth(F.ArgTypes[I]);
  std::string Attr = I < F.ArgAttrs.size() ? F.ArgAttrs[I] : "";
  return W && W < XLen && !hasWord(Attr, "signext") && !hasWord(Attr, "zeroext");
}

uint64_t garbage(uint64_t CallNo, uint64_t ArgNo) {
  uint64_t X = (CallNo + 1) * 0x9e3779b97f4a7c15ULL ^ (ArgNo + 1) * 0xbf58476d1ce4e5b9ULL;
  X ^= X >> 29;
  return X * 0x94d049bb133111ebULL;
}

/// Scalar type text to (is FP, bit width).
bool scalarShape(const std::string& T, bool& IsFP, unsigned& W) {
  IsFP = true;
  if (T == "half") return W = 16, true;
  if (T == "float") return W = 32, true;
  if (T == "double") return W = 64, true;
  IsFP = false;
  W = intWidth(T);
  return W != 0;
}

class Writer {
public:
  std::string& S;
  unsigned Tmp = 0;
  explicit Writer(std::string& S) : S(S) {}
  std::string tmp() { return "%t" + std::to_string(Tmp++); }
  void line(const std::string& L) { S += "  " + L + "\n"; }
  void putc(char C) { line("call void @__rt_putc(i32 " + std::to_string((int)(unsigned char)C) + ")"); }
  void putHex(const std::string& V64) { line("call void @__rt_put_hex(i64 " + V64 + ")"); }

  /// Prints a scalar of type T held in V as 64-bit chunks, least significant first.
  void scalar(const std::string& T, const std::string& V) {
    bool IsFP;
    unsigned W;
    if (!scalarShape(T, IsFP, W)) throw std::invalid_argument("buildQemuDriver: unsupported type " + T);
    std::string IT = "i" + std::to_string(W), X = V;
    if (IsFP) line((X = tmp()) + " = bitcast " + T + " " + V + " to " + IT);
    for (unsigned C = 0; C * 64 < W; ++C) {
      if (C) putc(':');
      std::string Y = X;
      if (C) line((Y = tmp()) + " = lshr " + IT + " " + X + ", " + std::to_string(64 * C));
      std::string Z = Y;
      if (W < 64)
        line((Z = tmp()) + " = zext " + IT + " " + Y + " to i64");
      else if (W > 64)
        line((Z = tmp()) + " = trunc " + IT + " " + Y + " to i64");
      putHex(Z);
    }
  }
};

} // namespace

std::string buildQemuDriver(const std::vector<gen::FunctionSig>& Functions,
                            const std::vector<gen::Call>& Calls, const TargetConfig& Config,
                            bool GarbageUpperBits) {
  const unsigned XLen = Config.xlen();
  const std::string XTy = "i" + std::to_string(XLen);
  std::map<std::string, const gen::FunctionSig*> ByName;
  for (const gen::FunctionSig& F : Functions) ByName[F.Name] = &F;

  std::string S = "; dagtool qemu driver: makes the calls and prints their raw result bits\n";
  S += "declare void @__rt_put_hex(i64)\ndeclare void @__rt_putc(i32)\n";
  auto argType = [&](const gen::FunctionSig& F, size_t I) {
    if (GarbageUpperBits && widensArg(F, I, XLen)) return XTy;
    std::string Attr = I < F.ArgAttrs.size() && !F.ArgAttrs[I].empty() ? " " + F.ArgAttrs[I] : "";
    return F.ArgTypes[I] + Attr;
  };
  auto retType = [&](const gen::FunctionSig& F) { return widensResult(F, XLen) ? XTy : F.RetType; };
  for (const gen::FunctionSig& F : Functions) {
    S += "declare " + retType(F) + " @" + F.Name + "(";
    for (size_t I = 0; I < F.ArgTypes.size(); ++I) S += (I ? ", " : "") + argType(F, I);
    S += ")\n";
  }

  const size_t PerFn = 64;
  size_t NumDrv = (Calls.size() + PerFn - 1) / PerFn;
  for (size_t D = 0; D < NumDrv; ++D) {
    S += "\ndefine internal void @__drv" + std::to_string(D) + "() {\nentry:\n";
    Writer W(S);
    for (size_t I = D * PerFn; I < std::min(Calls.size(), (D + 1) * PerFn); ++I) {
      const gen::Call& C = Calls[I];
      auto It = ByName.find(C.Function);
      if (It == ByName.end())
        throw std::invalid_argument("buildQemuDriver: call to unknown function " + C.Function);
      const gen::FunctionSig& F = *It->second;
      if (F.ArgTypes.size() != C.Args.size())
        throw std::invalid_argument("buildQemuDriver: wrong argument count for " + C.Function);
      std::string Args;
      for (size_t A = 0; A < C.Args.size(); ++A) {
        std::string Value;
        if (GarbageUpperBits && widensArg(F, A, XLen)) {
          unsigned N = C.Args[A].Bits.getBitWidth();
          APInt Wide = C.Args[A].Bits.zext(XLen) | APInt(XLen, garbage(I, A)).shl(N);
          Value = gen::formatConstant(XTy, Wide);
        } else {
          Value = gen::formatConstant(F.ArgTypes[A], C.Args[A].Bits);
        }
        Args += (A ? ", " : "") + argType(F, A) + " " + Value;
      }
      std::string RT = retType(F), R;
      if (RT == "void") {
        W.line("call void @" + F.Name + "(" + Args + ")");
        W.putc('v');
      } else {
        W.line((R = W.tmp()) + " = call " + RT + " @" + F.Name + "(" + Args + ")");
        if (RT.front() == '<') {
          size_t X = RT.find(" x ");
          unsigned Lanes = (unsigned)std::stoul(RT.substr(1, X - 1));
          std::string Elem = RT.substr(X + 3, RT.size() - X - 4);
          for (unsigned L = 0; L < Lanes; ++L) {
            if (L) W.putc(' ');
            std::string E = W.tmp();
            W.line(E + " = extractelement " + RT + " " + R + ", i32 " + std::to_string(L));
            W.scalar(Elem, E);
          }
        } else {
          W.scalar(RT, R);
        }
      }
      W.putc('\n');
    }
    S += "  ret void\n}\n";
  }
  S += "\ndefine i32 @main() {\nentry:\n";
  for (size_t D = 0; D < NumDrv; ++D) S += "  call void @__drv" + std::to_string(D) + "()\n";
  Writer End(S);
  for (char C : std::string("end\n")) End.putc(C);
  S += "  ret i32 0\n}\n";
  return S;
}

} // namespace dt::qemu
