/* runtime/fpfuncs.c — the floating-point libcalls: soft-float arithmetic and comparisons, conversions,
 * and the libm functions LLVM calls for intrinsics the target cannot do inline.
 *
 * Duty: compiler-rt's and libm's semantics under round-to-nearest-even. The runtime is compiled for a CPU
 * with F and D (qemu's has them) but with the configuration's ABI, so soft-float entry points take their
 * operands in integer registers and still use the FPU inside: one correctly rounded instruction per
 * operation, exactly what compiler-rt's soft-float code computes. What one instruction cannot do (half,
 * 64/128-bit integers on any XLEN, rounding to integral, fmod, ldexp) uses fpcore.c's exact integer code.
 * Invariants: comparisons follow libgcc's contract (__eq/__ne: 0 iff ordered-equal; __lt/__le: < 0 / <= 0
 * iff less / less-or-equal, 1 when unordered; __gt/__ge: > 0 / >= 0 iff greater / greater-or-equal, -1
 * when unordered; __unord: non-zero iff a NaN is involved). A half travels in the low 16 bits of a float
 * (NaN-boxed when the ABI passes it in an FP register, zero-extended in an integer register, where LLVM
 * assumes a zero-extended i16).
 */
#include "rt.h"

enum { H_F = 10, H_E = 5, BF_F = 7, BF_E = 8, S_F = 23, S_E = 8, D_F = 52, D_E = 11 };

/*--- soft-float arithmetic and comparisons --------------------------------------------------------*/

float __addsf3(float a, float b) {
  return a + b;
}
float __subsf3(float a, float b) {
  return a - b;
}
float __mulsf3(float a, float b) {
  return a * b;
}
float __divsf3(float a, float b) {
  return a / b;
}
float __negsf2(float a) {
  return -a;
}
double __adddf3(double a, double b) {
  return a + b;
}
double __subdf3(double a, double b) {
  return a - b;
}
double __muldf3(double a, double b) {
  return a * b;
}
double __divdf3(double a, double b) {
  return a / b;
}
double __negdf2(double a) {
  return -a;
}

#define RT_COMPARISONS(T, S)                                                                                 \
  static int cmp_##S(T a, T b, int unordered) {                                                              \
    return a < b ? -1 : a == b ? 0 : a > b ? 1 : unordered;                                                  \
  }                                                                                                          \
  int __eq##S##2(T a, T b) {                                                                                 \
    return cmp_##S(a, b, 1);                                                                                 \
  }                                                                                                          \
  int __ne##S##2(T a, T b) {                                                                                 \
    return cmp_##S(a, b, 1);                                                                                 \
  }                                                                                                          \
  int __lt##S##2(T a, T b) {                                                                                 \
    return cmp_##S(a, b, 1);                                                                                 \
  }                                                                                                          \
  int __le##S##2(T a, T b) {                                                                                 \
    return cmp_##S(a, b, 1);                                                                                 \
  }                                                                                                          \
  int __gt##S##2(T a, T b) {                                                                                 \
    return cmp_##S(a, b, -1);                                                                                \
  }                                                                                                          \
  int __ge##S##2(T a, T b) {                                                                                 \
    return cmp_##S(a, b, -1);                                                                                \
  }                                                                                                          \
  int __unord##S##2(T a, T b) {                                                                              \
    return a != a || b != b;                                                                                 \
  }
RT_COMPARISONS(float, sf)
RT_COMPARISONS(double, df)

/*--- conversions between FP formats ---------------------------------------------------------------*/

static uint64_t convert_format(uint64_t bits, int sf, int se, int df, int de) {
  int sign, exp;
  uint64_t mant;
  switch (rt_fp_unpack(bits, sf, se, &sign, &mant, &exp)) {
  case RT_NAN: return rt_fp_quiet_nan(df, de);
  case RT_INF: return ((uint64_t)sign << (df + de)) | ((((uint64_t)1 << de) - 1) << df);
  default: return rt_fp_round_pack(sign, mant, exp, 0, df, de);
  }
}

static float half_result(uint64_t h) {
#ifdef __riscv_float_abi_soft
  return rt_bits_float((uint32_t)h);
#else
  return rt_bits_float(0xffff0000u | (uint32_t)h);
#endif
}

double __extendsfdf2(float a) {
  return a;
}
float __truncdfsf2(double a) {
  return (float)a;
}
float __extendhfsf2(float h) {
  return rt_bits_float((uint32_t)convert_format(rt_float_bits(h) & 0xffff, H_F, H_E, S_F, S_E));
}
double __extendhfdf2(float h) {
  return rt_bits_double(convert_format(rt_float_bits(h) & 0xffff, H_F, H_E, D_F, D_E));
}
float __truncsfhf2(float a) {
  return half_result(convert_format(rt_float_bits(a), S_F, S_E, H_F, H_E));
}
float __truncdfhf2(double a) {
  return half_result(convert_format(rt_double_bits(a), D_F, D_E, H_F, H_E));
}
/* bfloat travels like half: llc-19 reads __truncsfbf2's result from fa0 under a hard-float ABI. */
float __truncsfbf2(float a) {
  return half_result(convert_format(rt_float_bits(a), S_F, S_E, BF_F, BF_E));
}

/*--- conversions between FP and integers ----------------------------------------------------------*/

int32_t __fixsfsi(float a) {
  return (int32_t)a;
}
int32_t __fixdfsi(double a) {
  return (int32_t)a;
}
uint32_t __fixunssfsi(float a) {
  return (uint32_t)a;
}
uint32_t __fixunsdfsi(double a) {
  return (uint32_t)a;
}
float __floatsisf(int32_t a) {
  return (float)a;
}
double __floatsidf(int32_t a) {
  return (double)a;
}
float __floatunsisf(uint32_t a) {
  return (float)a;
}
double __floatunsidf(uint32_t a) {
  return (double)a;
}

static uint64_t fix64(uint64_t bits, int f, int e) {
  uint32_t l[2];
  rt_fp_to_limbs(bits, f, e, l, 2);
  return rt_limbs_to_u64(l);
}
static rt_ti fix128(uint64_t bits, int f, int e) {
  uint32_t l[4];
  rt_fp_to_limbs(bits, f, e, l, 4);
  return rt_limbs_to_ti(l);
}
/* Unsigned conversions share the signed code: for in-range inputs trunc(value) mod 2^N is the result. */
int64_t __fixsfdi(float a) {
  return (int64_t)fix64(rt_float_bits(a), S_F, S_E);
}
int64_t __fixdfdi(double a) {
  return (int64_t)fix64(rt_double_bits(a), D_F, D_E);
}
uint64_t __fixunssfdi(float a) {
  return fix64(rt_float_bits(a), S_F, S_E);
}
uint64_t __fixunsdfdi(double a) {
  return fix64(rt_double_bits(a), D_F, D_E);
}
rt_ti __fixsfti(float a) {
  return fix128(rt_float_bits(a), S_F, S_E);
}
rt_ti __fixdfti(double a) {
  return fix128(rt_double_bits(a), D_F, D_E);
}
rt_uti __fixunssfti(float a) {
  return fix128(rt_float_bits(a), S_F, S_E);
}
rt_uti __fixunsdfti(double a) {
  return fix128(rt_double_bits(a), D_F, D_E);
}

static uint64_t float64(uint64_t v, int is_signed, int f, int e) {
  uint32_t l[2];
  rt_limbs_from_u64(l, v);
  return rt_limbs_to_fp(l, 2, is_signed, f, e);
}
static uint64_t float128(rt_ti v, int is_signed, int f, int e) {
  uint32_t l[4];
  rt_limbs_from_ti(l, v);
  return rt_limbs_to_fp(l, 4, is_signed, f, e);
}
float __floatdisf(int64_t a) {
  return rt_bits_float((uint32_t)float64((uint64_t)a, 1, S_F, S_E));
}
double __floatdidf(int64_t a) {
  return rt_bits_double(float64((uint64_t)a, 1, D_F, D_E));
}
float __floatundisf(uint64_t a) {
  return rt_bits_float((uint32_t)float64(a, 0, S_F, S_E));
}
double __floatundidf(uint64_t a) {
  return rt_bits_double(float64(a, 0, D_F, D_E));
}
float __floattisf(rt_ti a) {
  return rt_bits_float((uint32_t)float128(a, 1, S_F, S_E));
}
double __floattidf(rt_ti a) {
  return rt_bits_double(float128(a, 1, D_F, D_E));
}
float __floatuntisf(rt_uti a) {
  return rt_bits_float((uint32_t)float128(a, 0, S_F, S_E));
}
double __floatuntidf(rt_uti a) {
  return rt_bits_double(float128(a, 0, D_F, D_E));
}

/*--- libm -----------------------------------------------------------------------------------------*/

enum RoundMode { TOWARD_ZERO, DOWN, UP, HALF_AWAY, HALF_EVEN };

static uint64_t round_integral(uint64_t bits, int f, int e, enum RoundMode mode) {
  int sign, exp;
  uint64_t mant;
  int cls = rt_fp_unpack(bits, f, e, &sign, &mant, &exp);
  if (cls == RT_NAN) return rt_fp_quiet_nan(f, e);
  if (cls != RT_FINITE || exp >= 0) return bits; /* zero, infinity, or already an integer */
  uint64_t ip = 0, frac = mant, half = 0;
  if (-exp < 64) {
    ip = mant >> -exp;
    frac = mant & (((uint64_t)1 << -exp) - 1);
    half = (uint64_t)1 << (-exp - 1);
  } else if (-exp == 64) {
    half = (uint64_t)1 << 63;
  } /* else: half exceeds any mantissa; leave it 0 and treat frac as below half below */
  int below_half = half ? frac < half : 1, is_half = half && frac == half;
  int up = 0;
  switch (mode) {
  case TOWARD_ZERO: break;
  case DOWN: up = sign && frac; break;
  case UP: up = !sign && frac; break;
  case HALF_AWAY: up = !below_half; break;
  case HALF_EVEN: up = !below_half && (!is_half || (ip & 1)); break;
  }
  return rt_fp_round_pack(sign, ip + (uint64_t)up, 0, 0, f, e);
}

#define RT_ROUNDING(NAME, MODE)                                                                              \
  double NAME(double a) {                                                                                    \
    return rt_bits_double(round_integral(rt_double_bits(a), D_F, D_E, MODE));                                \
  }                                                                                                          \
  float NAME##f(float a) {                                                                                   \
    return rt_bits_float((uint32_t)round_integral(rt_float_bits(a), S_F, S_E, MODE));                        \
  }
RT_ROUNDING(trunc, TOWARD_ZERO)
RT_ROUNDING(floor, DOWN)
RT_ROUNDING(ceil, UP)
RT_ROUNDING(round, HALF_AWAY)
RT_ROUNDING(roundeven, HALF_EVEN)
RT_ROUNDING(rint, HALF_EVEN) /* the current rounding mode is always nearest-even */
RT_ROUNDING(nearbyint, HALF_EVEN)

double sqrt(double a) {
  return __builtin_sqrt(a);
}
float sqrtf(float a) {
  return __builtin_sqrtf(a);
}
double fma(double a, double b, double c) {
  return __builtin_fma(a, b, c);
}
float fmaf(float a, float b, float c) {
  return __builtin_fmaf(a, b, c);
}
double fmin(double a, double b) {
  return __builtin_fmin(a, b);
}
float fminf(float a, float b) {
  return __builtin_fminf(a, b);
}
double fmax(double a, double b) {
  return __builtin_fmax(a, b);
}
float fmaxf(float a, float b) {
  return __builtin_fmaxf(a, b);
}

static uint64_t scale(uint64_t bits, int f, int e, int n) {
  int sign, exp;
  uint64_t mant;
  int cls = rt_fp_unpack(bits, f, e, &sign, &mant, &exp);
  if (cls == RT_NAN) return rt_fp_quiet_nan(f, e);
  if (cls != RT_FINITE) return bits;
  /* Beyond +-4000 every finite input overflows or underflows anyway; clamping keeps exp in range. */
  n = n > 4000 ? 4000 : n < -4000 ? -4000 : n;
  return rt_fp_round_pack(sign, mant, exp + n, 0, f, e);
}
double ldexp(double a, int n) {
  return rt_bits_double(scale(rt_double_bits(a), D_F, D_E, n));
}
float ldexpf(float a, int n) {
  return rt_bits_float((uint32_t)scale(rt_float_bits(a), S_F, S_E, n));
}

/* fmod is exact: the remainder of x by y is representable, so it is computed on the integer mantissas. */
static uint64_t remainder_trunc(uint64_t xb, uint64_t yb, int f, int e) {
  int sx, sy, ex, ey;
  uint64_t mx, my;
  int cx = rt_fp_unpack(xb, f, e, &sx, &mx, &ex), cy = rt_fp_unpack(yb, f, e, &sy, &my, &ey);
  if (cx == RT_NAN || cy == RT_NAN || cx == RT_INF || cy == RT_ZERO) return rt_fp_quiet_nan(f, e);
  if (cx == RT_ZERO || cy == RT_INF) return xb;
  uint64_t magnitude_mask = ((uint64_t)1 << (f + e)) - 1;
  if ((xb & magnitude_mask) < (yb & magnitude_mask)) return xb;
  /* |x| >= |y|: with ey > ex, my << (ey - ex) <= mx still fits in 64 bits. */
  uint64_t r;
  int exp;
  if (ex >= ey) {
    r = mx % my;
    for (int i = 0; i < ex - ey; ++i) r = (r << 1) % my;
    exp = ey;
  } else {
    r = mx % (my << (ey - ex));
    exp = ex;
  }
  return rt_fp_round_pack(sx, r, exp, 0, f, e);
}
double fmod(double a, double b) {
  return rt_bits_double(remainder_trunc(rt_double_bits(a), rt_double_bits(b), D_F, D_E));
}
float fmodf(float a, float b) {
  return rt_bits_float((uint32_t)remainder_trunc(rt_float_bits(a), rt_float_bits(b), S_F, S_E));
}
