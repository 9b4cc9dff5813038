// targets/riscv/RISCVRegisters.h — RISC-V physical registers and call-preserved masks, as data.
//
// Numbering: X0..X31 are 1..32, then the FP registers once per width (as LLVM names them): F0_H..F31_H
// (33..64), F0_F..F31_F (65..96), F0_D..F31_D (97..128), then FRM (129). Names print as x10, f10_f, f10_d,
// frm ...
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace dt::riscv {

constexpr uint32_t X0 = 1;
constexpr uint32_t X(unsigned N) { return X0 + N; }
constexpr uint32_t F_H(unsigned N) { return 33 + N; }
constexpr uint32_t F_F(unsigned N) { return 65 + N; }
constexpr uint32_t F_D(unsigned N) { return 97 + N; }
/// The dynamic rounding mode (the frm CSR): never allocated, read implicitly by FP instructions whose
/// rounding-mode operand is DYN.
constexpr uint32_t FRM = 129;
constexpr uint32_t NumPhysRegs = 130;
constexpr uint32_t SP = X(2);
constexpr uint32_t RA = X(1);

std::string registerName(uint32_t Reg);
std::optional<uint32_t> findRegister(std::string_view Name);

/// Call-preserved masks (bit i set = register i preserved), one per ABI flavour.
extern const uint32_t CSR_ILP32_LP64[];   // csr_ilp32_lp64
extern const uint32_t CSR_ILP32F_LP64F[]; // csr_ilp32f_lp64f
extern const uint32_t CSR_ILP32D_LP64D[]; // csr_ilp32d_lp64d
const char* regMaskName(const uint32_t* Mask);

} // namespace dt::riscv
