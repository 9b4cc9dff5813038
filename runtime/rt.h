/* runtime/rt.h — shared declarations of dagtool's freestanding RISC-V test runtime.
 *
 * Duty: the helpers every runtime file uses: multi-word integers as little-endian arrays of 32-bit limbs
 * (so 64- and 128-bit arithmetic never needs the very libcalls this runtime provides), the IEEE-754
 * unpack / round-and-pack core, and the C types that match LLVM's libcall signatures.
 * Invariants: calls between runtime functions never form a cycle (the limb code uses no 64-bit division
 * on rv32 and no 128-bit multiply or divide anywhere, so it never re-enters the libcalls built on it), and
 * the archive has no undefined symbols (a [qemu] test checks). Rounding is always round-to-nearest-even, the
 * only mode generated code uses.
 */
#ifndef DAGTOOL_RUNTIME_RT_H
#define DAGTOOL_RUNTIME_RT_H

#include <stddef.h>
#include <stdint.h>

/* LLVM passes i128 on rv64 in a register pair (like __int128) and on rv32 by reference, with an i128
 * result returned through a hidden pointer: exactly how a 16-byte struct travels in C on rv32. */
#if __riscv_xlen == 64
typedef __int128 rt_ti;
typedef unsigned __int128 rt_uti;
#else
typedef struct {
  uint32_t w[4];
} rt_ti;
typedef rt_ti rt_uti;
#endif

enum { RT_MAX_LIMBS = 8 };

/* Limb arithmetic on n limbs (n <= RT_MAX_LIMBS); results may not alias inputs unless stated. */
void rt_limbs_from_u64(uint32_t* dst, uint64_t v);
uint64_t rt_limbs_to_u64(const uint32_t* src);
void rt_limbs_from_ti(uint32_t* dst, rt_ti v);
rt_ti rt_limbs_to_ti(const uint32_t* src);
int rt_limbs_negative(const uint32_t* a, int n);
int rt_limbs_zero(const uint32_t* a, int n);
void rt_limbs_negate(uint32_t* a, int n); /* in place, two's complement */
/* q = a / b, r = a % b (unsigned, b != 0; q or r may be null). */
void rt_limbs_udivmod(const uint32_t* a, const uint32_t* b, uint32_t* q, uint32_t* r, int n);
/* Signed, truncating toward zero (C semantics); the remainder takes the dividend's sign. */
void rt_limbs_sdivmod(const uint32_t* a, const uint32_t* b, uint32_t* q, uint32_t* r, int n);
/* out (2n limbs) = a * b, unsigned. */
void rt_limbs_mul_full(const uint32_t* a, const uint32_t* b, uint32_t* out, int n);
/* out (n limbs) = a * b mod 2^(32n); returns 1 when the signed product overflowed n limbs. */
int rt_limbs_smul_overflow(const uint32_t* a, const uint32_t* b, uint32_t* out, int n);

/* IEEE formats by field widths: half (10, 5), float (23, 8), double (52, 11). */
enum { RT_ZERO, RT_FINITE, RT_INF, RT_NAN };
/* Splits bits into sign and value = mant * 2^exp (mant != 0 for RT_FINITE); returns the class. */
int rt_fp_unpack(uint64_t bits, int frac_bits, int exp_bits, int* sign, uint64_t* mant, int* exp);
/* Rounds (mant + sticky/2) * 2^exp, i.e. mant * 2^exp plus "something below the last bit" when sticky, to
 * nearest-even in the format; mant == 0 gives a signed zero. Overflow gives infinity. */
uint64_t rt_fp_round_pack(int sign, uint64_t mant, int exp, int sticky, int frac_bits, int exp_bits);
/* The format's quiet NaN with the given sign. */
uint64_t rt_fp_quiet_nan(int frac_bits, int exp_bits);
/* trunc(value) mod 2^(32n) into n limbs (NaN, infinity and out-of-range give an unspecified value). */
void rt_fp_to_limbs(uint64_t bits, int frac_bits, int exp_bits, uint32_t* out, int n);
/* The n-limb integer (signed or unsigned) rounded to the format. */
uint64_t rt_limbs_to_fp(const uint32_t* a, int n, int is_signed, int frac_bits, int exp_bits);

static inline uint32_t rt_float_bits(float f) {
  union {
    float f;
    uint32_t u;
  } c = {f};
  return c.u;
}
static inline float rt_bits_float(uint32_t u) {
  union {
    uint32_t u;
    float f;
  } c = {u};
  return c.f;
}
static inline uint64_t rt_double_bits(double d) {
  union {
    double d;
    uint64_t u;
  } c = {d};
  return c.u;
}
static inline double rt_bits_double(uint64_t u) {
  union {
    uint64_t u;
    double d;
  } c = {u};
  return c.d;
}

#endif
