/* runtime/fpcore.c — IEEE-754 decoding and correctly rounded encoding for any binary format, and the
 * conversions between integers of any limb count and floating point built on it.
 *
 * Duty: the exact arithmetic behind the libcalls the hardware cannot do in one instruction (half
 * conversions, 64/128-bit integer conversions, ldexp, fmod, rounding to integral): every result is the
 * exact value rounded once to nearest-even, as compiler-rt and the IEEE standard give it.
 * Invariants: integer arithmetic only (no FP instruction, so the result does not depend on the FPU's
 * rounding mode); mantissas are kept in a uint64 with an explicit exponent; NaN results are quiet.
 */
#include "rt.h"

static int clz64(uint64_t x) {
  int n = 0;
  if (!(x >> 32)) n += 32, x <<= 32;
  while (!(x >> 63)) ++n, x <<= 1;
  return n;
}

int rt_fp_unpack(uint64_t bits, int frac_bits, int exp_bits, int* sign, uint64_t* mant, int* exp) {
  uint64_t frac_mask = ((uint64_t)1 << frac_bits) - 1;
  int exp_max = (1 << exp_bits) - 1, bias = (1 << (exp_bits - 1)) - 1;
  int field = (int)((bits >> frac_bits) & (uint64_t)exp_max);
  uint64_t frac = bits & frac_mask;
  *sign = (int)((bits >> (frac_bits + exp_bits)) & 1);
  *mant = 0;
  *exp = 0;
  if (field == exp_max) return frac ? RT_NAN : RT_INF;
  if (field == 0) {
    if (!frac) return RT_ZERO;
    *mant = frac;
    *exp = 1 - bias - frac_bits;
    return RT_FINITE;
  }
  *mant = frac | ((uint64_t)1 << frac_bits);
  *exp = field - bias - frac_bits;
  return RT_FINITE;
}

uint64_t rt_fp_quiet_nan(int frac_bits, int exp_bits) {
  return (((uint64_t)1 << exp_bits) - 1) << frac_bits | (uint64_t)1 << (frac_bits - 1);
}

uint64_t rt_fp_round_pack(int sign, uint64_t mant, int exp, int sticky, int frac_bits, int exp_bits) {
  uint64_t sign_bit = (uint64_t)sign << (frac_bits + exp_bits);
  int exp_max = (1 << exp_bits) - 1, bias = (1 << (exp_bits - 1)) - 1;
  if (!mant) return sign_bit; /* callers never pass a bare sticky bit */
  int lz = clz64(mant);
  mant <<= lz;
  exp -= lz; /* value = mant * 2^exp with bit 63 of mant set */
  long field = (long)exp + 63 + bias;
  /* Drop enough low bits to keep frac_bits + 1 significant bits, or fewer for a subnormal result. */
  long drop = 63 - frac_bits + (field < 1 ? 1 - field : 0);
  uint64_t q;
  int round_bit, rest;
  if (drop > 64) {
    return sign_bit; /* below half of the smallest subnormal */
  } else if (drop == 64) {
    q = 0;
    round_bit = (int)(mant >> 63);
    rest = (mant << 1) != 0 || sticky;
  } else {
    q = mant >> drop;
    round_bit = (int)((mant >> (drop - 1)) & 1);
    rest = (mant & (((uint64_t)1 << (drop - 1)) - 1)) != 0 || sticky;
  }
  if (round_bit && (rest || (q & 1))) ++q;
  if (field < 1) /* subnormal; a carry into bit frac_bits yields the smallest normal's encoding */
    return sign_bit | q;
  if (q >> (frac_bits + 1)) q >>= 1, ++field;
  if (field >= exp_max) return sign_bit | ((uint64_t)exp_max << frac_bits);
  return sign_bit | ((uint64_t)field << frac_bits) | (q & (((uint64_t)1 << frac_bits) - 1));
}

void rt_fp_to_limbs(uint64_t bits, int frac_bits, int exp_bits, uint32_t* out, int n) {
  int sign, exp;
  uint64_t mant;
  for (int i = 0; i < n; ++i) out[i] = 0;
  if (rt_fp_unpack(bits, frac_bits, exp_bits, &sign, &mant, &exp) != RT_FINITE) return;
  if (exp <= -64) return; /* |value| < 1 */
  if (exp < 0) {
    rt_limbs_from_u64(out, mant >> -exp);
  } else {
    /* mant << exp, limb by limb; bits beyond n limbs wrap away. */
    for (int b = 0; b < 64; ++b) {
      if (!((mant >> b) & 1)) continue;
      long pos = (long)b + exp;
      if (pos < 32L * n) out[pos / 32] |= 1u << (pos % 32);
    }
  }
  if (sign) rt_limbs_negate(out, n);
}

uint64_t rt_limbs_to_fp(const uint32_t* a, int n, int is_signed, int frac_bits, int exp_bits) {
  uint32_t mag[RT_MAX_LIMBS];
  for (int i = 0; i < n; ++i) mag[i] = a[i];
  int sign = is_signed && rt_limbs_negative(mag, n);
  if (sign) rt_limbs_negate(mag, n);
  int top = n - 1;
  while (top > 0 && !mag[top]) --top;
  if (top <= 1)
    return rt_fp_round_pack(sign, (uint64_t)mag[0] | (top ? (uint64_t)mag[1] << 32 : 0), 0, 0, frac_bits,
                            exp_bits);
  /* The top two non-zero limbs and the next one give 64+ significant bits; lower limbs only matter as
   * a sticky bit (they lie more than 64 bits below the leading one). */
  uint64_t hi = ((uint64_t)mag[top] << 32) | mag[top - 1];
  int lz = clz64(hi);
  uint64_t m = (hi << lz) | (lz ? (uint64_t)mag[top - 2] >> (32 - lz) : 0);
  int sticky = lz ? (mag[top - 2] << lz) != 0 : mag[top - 2] != 0;
  for (int i = 0; i < top - 2; ++i) sticky |= mag[i] != 0;
  int exp = 32 * (top - 1) - lz;
  return rt_fp_round_pack(sign, m, exp, sticky, frac_bits, exp_bits);
}
