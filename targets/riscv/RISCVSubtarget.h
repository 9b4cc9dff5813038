// targets/riscv/RISCVSubtarget.h — which RISC-V: XLEN, extensions and ABI, from -mtriple/-mattr/-target-abi.
#pragma once

#include <string>
#include <string_view>

namespace dt::riscv {

enum class ABI { ILP32, ILP32F, ILP32D, LP64, LP64F, LP64D };

struct Subtarget {
  unsigned XLen = 32;
  bool M = false, A = false, F = false, D = false, C = false;
  bool Zbb = false, Zba = false, Zbs = false, Zbkb = false, Zfh = false, Zfhmin = false, Zfa = false;
  bool Zicond = false, Zmmul = false;
  ABI Abi = ABI::ILP32;

  bool is64Bit() const { return XLen == 64; }
  bool hasStdExtMOrZmmul() const { return M || Zmmul; }
  bool hasHardFloatABI() const { return Abi != ABI::ILP32 && Abi != ABI::LP64; }
  bool hasDoubleABI() const { return Abi == ABI::ILP32D || Abi == ABI::LP64D; }
  const char* abiName() const;
  /// "riscv32" with "+m,+zbb": the canonical feature string printed in diagnostics and headers.
  std::string describe() const;

  /// Builds a subtarget from llc-style options. Throws dt::DagtoolError (usage error) for an unknown
  /// triple, extension or ABI. An empty ABI picks LLVM 19's default from the extensions: ilp32d/lp64d
  /// with D, ilp32f/lp64f with F, ilp32/lp64 otherwise.
  static Subtarget create(std::string_view Triple, std::string_view Attrs, std::string_view AbiName);
};

} // namespace dt::riscv
