/* runtime/wideint.c — multi-word integer arithmetic on 32-bit limbs (see rt.h).
 *
 * Duty: the slow but obviously correct building blocks behind the 64-bit (on rv32) and 128-bit libcalls:
 * bit-serial long division, schoolbook multiplication, negation. Speed does not matter here: the
 * generated tests make a handful of calls each.
 * Invariants: only 32-bit limb operations and 32x32->64 products (a single mul/mulhu pair on rv32 with
 * M), so nothing here turns into a call to a libcall of this runtime.
 */
#include "rt.h"

void rt_limbs_from_u64(uint32_t* dst, uint64_t v) {
  dst[0] = (uint32_t)v;
  dst[1] = (uint32_t)(v >> 32);
}

uint64_t rt_limbs_to_u64(const uint32_t* src) {
  return (uint64_t)src[0] | ((uint64_t)src[1] << 32);
}

void rt_limbs_from_ti(uint32_t* dst, rt_ti v) {
#if __riscv_xlen == 64
  rt_uti u = (rt_uti)v;
  for (int i = 0; i < 4; ++i) dst[i] = (uint32_t)(u >> (32 * i));
#else
  for (int i = 0; i < 4; ++i) dst[i] = v.w[i];
#endif
}

rt_ti rt_limbs_to_ti(const uint32_t* src) {
#if __riscv_xlen == 64
  rt_uti u = 0;
  for (int i = 3; i >= 0; --i) u = (u << 32) | src[i];
  return (rt_ti)u;
#else
  rt_ti v;
  for (int i = 0; i < 4; ++i) v.w[i] = src[i];
  return v;
#endif
}

int rt_limbs_negative(const uint32_t* a, int n) {
  return (int)(a[n - 1] >> 31);
}

int rt_limbs_zero(const uint32_t* a, int n) {
  for (int i = 0; i < n; ++i)
    if (a[i]) return 0;
  return 1;
}

void rt_limbs_negate(uint32_t* a, int n) {
  uint32_t carry = 1;
  for (int i = 0; i < n; ++i) {
    uint32_t x = ~a[i] + carry;
    carry = carry && x == 0;
    a[i] = x;
  }
}

static int limbs_geq(const uint32_t* a, const uint32_t* b, int n) {
  for (int i = n - 1; i >= 0; --i)
    if (a[i] != b[i]) return a[i] > b[i];
  return 1;
}

static void limbs_sub_in_place(uint32_t* a, const uint32_t* b, int n) {
  uint32_t borrow = 0;
  for (int i = 0; i < n; ++i) {
    uint32_t x = a[i] - b[i];
    uint32_t next = a[i] < b[i] || (x == 0 && borrow);
    a[i] = x - borrow;
    borrow = next;
  }
}

void rt_limbs_udivmod(const uint32_t* a, const uint32_t* b, uint32_t* q, uint32_t* r, int n) {
  uint32_t rem[RT_MAX_LIMBS] = {0}, quo[RT_MAX_LIMBS] = {0};
  for (int bit = 32 * n - 1; bit >= 0; --bit) {
    /* rem = rem * 2 + bit of a; rem < b <= 2^(32n) - 1 before the shift, so the shift loses at most the
     * top bit, which then means rem >= b anyway. */
    uint32_t top = rem[n - 1] >> 31;
    for (int i = n - 1; i > 0; --i) rem[i] = (rem[i] << 1) | (rem[i - 1] >> 31);
    rem[0] = (rem[0] << 1) | ((a[bit / 32] >> (bit % 32)) & 1);
    if (top || limbs_geq(rem, b, n)) {
      limbs_sub_in_place(rem, b, n);
      quo[bit / 32] |= 1u << (bit % 32);
    }
  }
  for (int i = 0; i < n; ++i) {
    if (q) q[i] = quo[i];
    if (r) r[i] = rem[i];
  }
}

void rt_limbs_sdivmod(const uint32_t* a, const uint32_t* b, uint32_t* q, uint32_t* r, int n) {
  uint32_t ua[RT_MAX_LIMBS], ub[RT_MAX_LIMBS], uq[RT_MAX_LIMBS], ur[RT_MAX_LIMBS];
  int na = rt_limbs_negative(a, n), nb = rt_limbs_negative(b, n);
  for (int i = 0; i < n; ++i) ua[i] = a[i], ub[i] = b[i];
  if (na) rt_limbs_negate(ua, n);
  if (nb) rt_limbs_negate(ub, n);
  rt_limbs_udivmod(ua, ub, uq, ur, n);
  if (na != nb) rt_limbs_negate(uq, n);
  if (na) rt_limbs_negate(ur, n);
  for (int i = 0; i < n; ++i) {
    if (q) q[i] = uq[i];
    if (r) r[i] = ur[i];
  }
}

void rt_limbs_mul_full(const uint32_t* a, const uint32_t* b, uint32_t* out, int n) {
  for (int i = 0; i < 2 * n; ++i) out[i] = 0;
  for (int i = 0; i < n; ++i) {
    uint32_t carry = 0;
    for (int j = 0; j < n; ++j) {
      uint64_t t = (uint64_t)a[i] * b[j] + out[i + j] + carry;
      out[i + j] = (uint32_t)t;
      carry = (uint32_t)(t >> 32);
    }
    out[i + n] = carry;
  }
}

int rt_limbs_smul_overflow(const uint32_t* a, const uint32_t* b, uint32_t* out, int n) {
  uint32_t ua[RT_MAX_LIMBS], ub[RT_MAX_LIMBS], full[2 * RT_MAX_LIMBS];
  int na = rt_limbs_negative(a, n), nb = rt_limbs_negative(b, n);
  for (int i = 0; i < n; ++i) ua[i] = a[i], ub[i] = b[i];
  if (na) rt_limbs_negate(ua, n);
  if (nb) rt_limbs_negate(ub, n);
  rt_limbs_mul_full(ua, ub, full, n);
  int neg = na != nb && !rt_limbs_zero(full, 2 * n);
  /* The magnitude must fit in 32n-1 bits, except that exactly 2^(32n-1) is fine for a negative result. */
  int overflow = !rt_limbs_zero(full + n, n);
  if (!overflow && (full[n - 1] >> 31)) {
    int exactly_min = full[n - 1] == 0x80000000u;
    for (int i = 0; i < n - 1; ++i) exactly_min = exactly_min && full[i] == 0;
    overflow = !(neg && exactly_min);
  }
  if (neg) rt_limbs_negate(full, n);
  for (int i = 0; i < n; ++i) out[i] = full[i];
  return overflow;
}
