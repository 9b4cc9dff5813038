// targets/riscv/RISCVSubtarget.cpp — parsing -mtriple / -mattr / -target-abi.
#include "targets/riscv/RISCVSubtarget.h"

#include "support/Diagnostics.h"

namespace dt::riscv {

const char* Subtarget::abiName() const {
  switch (Abi) {
  case ABI::ILP32: return "ilp32";
  case ABI::ILP32F: return "ilp32f";
  case ABI::ILP32D: return "ilp32d";
  case ABI::LP64: return "lp64";
  case ABI::LP64F: return "lp64f";
  case ABI::LP64D: return "lp64d";
  }
  return "?";
}

std::string Subtarget::describe() const {
  std::string S = XLen == 64 ? "riscv64" : "riscv32";
  std::string A;
  auto add = [&](bool On, const char* Name) {
    if (On) A += std::string(A.empty() ? "" : ",") + "+" + Name;
  };
  add(M, "m"); add(this->A, "a"); add(F, "f"); add(D, "d"); add(C, "c"); add(Zba, "zba"); add(Zbb, "zbb");
  add(Zbs, "zbs"); add(Zbkb, "zbkb"); add(Zfh, "zfh"); add(Zfhmin, "zfhmin"); add(Zfa, "zfa"); add(Zicond, "zicond");
  add(Zmmul, "zmmul");
  if (!A.empty()) S += " " + A;
  S += std::string(" (") + abiName() + ")";
  return S;
}

static void usage(const std::string& Msg) { throw DagtoolError(ExitUsageError, "", {}, Msg); }

Subtarget Subtarget::create(std::string_view Triple, std::string_view Attrs, std::string_view AbiName) {
  Subtarget ST;
  std::string_view Arch = Triple.substr(0, Triple.find('-'));
  if (Arch == "riscv32")
    ST.XLen = 32;
  else if (Arch == "riscv64")
    ST.XLen = 64;
  else
    usage("unsupported target triple '" + std::string(Triple) + "' (dagtool targets riscv32 and riscv64)");

  // -mattr is a comma list of +ext / -ext.
  size_t Pos = 0;
  while (Pos < Attrs.size()) {
    size_t Comma = Attrs.find(',', Pos);
    std::string_view Item = Attrs.substr(Pos, Comma == std::string_view::npos ? std::string_view::npos : Comma - Pos);
    Pos = Comma == std::string_view::npos ? Attrs.size() : Comma + 1;
    if (Item.empty()) continue;
    bool On = true;
    if (Item[0] == '+' || Item[0] == '-') {
      On = Item[0] == '+';
      Item.remove_prefix(1);
    }
    bool* Flag = nullptr;
    if (Item == "m") Flag = &ST.M;
    else if (Item == "a") Flag = &ST.A;
    else if (Item == "f") Flag = &ST.F;
    else if (Item == "d") Flag = &ST.D;
    else if (Item == "c") Flag = &ST.C;
    else if (Item == "zba") Flag = &ST.Zba;
    else if (Item == "zbb") Flag = &ST.Zbb;
    else if (Item == "zbs") Flag = &ST.Zbs;
    else if (Item == "zbkb") Flag = &ST.Zbkb;
    else if (Item == "zfh") Flag = &ST.Zfh;
    else if (Item == "zfhmin") Flag = &ST.Zfhmin;
    else if (Item == "zfa") Flag = &ST.Zfa;
    else if (Item == "zicond") Flag = &ST.Zicond;
    else if (Item == "zmmul") Flag = &ST.Zmmul;
    else if (Item == "relax" || Item == "zicsr" || Item == "zifencei" || Item == "save-restore") continue;
    else
      usage("unsupported -mattr feature '" + std::string(Item) +
            "' (known: m a f d c zba zbb zbs zbkb zfh zfhmin zfa zicond zmmul)");
    *Flag = On;
  }
  // Implied extensions, as in the RISC-V ISA string rules.
  if (ST.D) ST.F = true;
  if (ST.Zfh) ST.Zfhmin = true;
  if (ST.Zfhmin || ST.Zfa) ST.F = true;

  bool RV64 = ST.XLen == 64;
  if (AbiName.empty())
    // LLVM 19 derives the default ABI from the extensions (RISCVISAInfo::computeDefaultABI): with D the
    // double-float ABI, with F the single-float one, else soft-float. llc -mattr=+f passes floats in fa0.
    ST.Abi = ST.D ? (RV64 ? ABI::LP64D : ABI::ILP32D) : ST.F ? (RV64 ? ABI::LP64F : ABI::ILP32F)
                                                        : (RV64 ? ABI::LP64 : ABI::ILP32);
  else if (AbiName == "ilp32" && !RV64) ST.Abi = ABI::ILP32;
  else if (AbiName == "ilp32f" && !RV64) ST.Abi = ABI::ILP32F;
  else if (AbiName == "ilp32d" && !RV64) ST.Abi = ABI::ILP32D;
  else if (AbiName == "lp64" && RV64) ST.Abi = ABI::LP64;
  else if (AbiName == "lp64f" && RV64) ST.Abi = ABI::LP64F;
  else if (AbiName == "lp64d" && RV64) ST.Abi = ABI::LP64D;
  else
    usage("-target-abi '" + std::string(AbiName) + "' does not fit " + (RV64 ? "riscv64" : "riscv32"));
  if ((ST.Abi == ABI::ILP32F || ST.Abi == ABI::LP64F) && !ST.F)
    usage(std::string("-target-abi ") + ST.abiName() + " needs the F extension (-mattr=+f)");
  if ((ST.Abi == ABI::ILP32D || ST.Abi == ABI::LP64D) && !ST.D)
    usage(std::string("-target-abi ") + ST.abiName() + " needs the D extension (-mattr=+d)");
  return ST;
}

} // namespace dt::riscv
