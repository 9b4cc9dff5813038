// targets/riscv/RISCVRegisters.cpp — register names and the call-preserved register masks.
#include "targets/riscv/RISCVRegisters.h"

namespace dt::riscv {

std::string registerName(uint32_t Reg) {
  if (Reg >= X0 && Reg < X0 + 32) return "x" + std::to_string(Reg - X0);
  if (Reg >= 33 && Reg < 65) return "f" + std::to_string(Reg - 33) + "_h";
  if (Reg >= 65 && Reg < 97) return "f" + std::to_string(Reg - 65) + "_f";
  if (Reg >= 97 && Reg < 129) return "f" + std::to_string(Reg - 97) + "_d";
  if (Reg == FRM) return "frm";
  return "noreg";
}

std::optional<uint32_t> findRegister(std::string_view Name) {
  for (uint32_t R = 1; R < NumPhysRegs; ++R)
    if (registerName(R) == Name) return R;
  return std::nullopt;
}

namespace {
// The psABI's callee-saved registers: ra is not, sp and s0-s11 are (x2, x8, x9, x18-x27); with a hard-float
// ABI also fs0-fs11 (f8, f9, f18-f27) in the ABI's FP width(s).
constexpr bool isCalleeSavedGPR(unsigned N) { return N == 2 || N == 8 || N == 9 || (N >= 18 && N <= 27); }
constexpr bool isCalleeSavedFPR(unsigned N) { return N == 8 || N == 9 || (N >= 18 && N <= 27); }

struct Masks {
  uint32_t Int[5] = {}, F[5] = {}, D[5] = {};
  constexpr Masks() {
    auto set = [](uint32_t* M, uint32_t R) { M[R / 32] |= 1u << (R % 32); };
    for (unsigned N = 0; N < 32; ++N) {
      if (isCalleeSavedGPR(N)) {
        set(Int, X(N));
        set(F, X(N));
        set(D, X(N));
      }
      if (isCalleeSavedFPR(N)) {
        set(F, F_H(N));
        set(F, F_F(N));
        set(D, F_H(N));
        set(D, F_F(N));
        set(D, F_D(N));
      }
    }
  }
};
constexpr Masks AllMasks;
} // namespace

const uint32_t CSR_ILP32_LP64[5] = {AllMasks.Int[0], AllMasks.Int[1], AllMasks.Int[2], AllMasks.Int[3],
                                    AllMasks.Int[4]};
const uint32_t CSR_ILP32F_LP64F[5] = {AllMasks.F[0], AllMasks.F[1], AllMasks.F[2], AllMasks.F[3], AllMasks.F[4]};
const uint32_t CSR_ILP32D_LP64D[5] = {AllMasks.D[0], AllMasks.D[1], AllMasks.D[2], AllMasks.D[3], AllMasks.D[4]};

const char* regMaskName(const uint32_t* Mask) {
  if (Mask == CSR_ILP32_LP64) return "csr_ilp32_lp64";
  if (Mask == CSR_ILP32F_LP64F) return "csr_ilp32f_lp64f";
  if (Mask == CSR_ILP32D_LP64D) return "csr_ilp32d_lp64d";
  return nullptr;
}

} // namespace dt::riscv
