/* runtime/intops.c — the integer libcalls LLVM emits for RISC-V: multiply, divide and remainder on 32,
 * 64 and 128 bits, multiply-with-overflow, and the bit-counting helpers.
 *
 * Duty: semantics of compiler-rt's functions of the same names (C truncating division; results of
 * division by zero and of INT_MIN / -1 are unspecified: the generator never produces them).
 * Invariants: 32-bit operations use the hardware (the runtime is built for a CPU with M even when the
 * code under test is not); 64-bit division on rv32 and every 128-bit multiply or divide go through the
 * limb routines, since the compiler would otherwise call these very functions.
 */
#include "rt.h"

int32_t __mulsi3(int32_t a, int32_t b) {
  return (int32_t)((uint32_t)a * (uint32_t)b);
}
int32_t __divsi3(int32_t a, int32_t b) {
  return a / b;
}
uint32_t __udivsi3(uint32_t a, uint32_t b) {
  return a / b;
}
int32_t __modsi3(int32_t a, int32_t b) {
  return a % b;
}
uint32_t __umodsi3(uint32_t a, uint32_t b) {
  return a % b;
}

int64_t __muldi3(int64_t a, int64_t b) {
  return (int64_t)((uint64_t)a * (uint64_t)b);
}

#if __riscv_xlen == 64
int64_t __divdi3(int64_t a, int64_t b) {
  return a / b;
}
uint64_t __udivdi3(uint64_t a, uint64_t b) {
  return a / b;
}
int64_t __moddi3(int64_t a, int64_t b) {
  return a % b;
}
uint64_t __umoddi3(uint64_t a, uint64_t b) {
  return a % b;
}
#else
static uint64_t divmod64(uint64_t a, uint64_t b, int is_signed, int want_rem) {
  uint32_t la[2], lb[2], q[2], r[2];
  rt_limbs_from_u64(la, a);
  rt_limbs_from_u64(lb, b);
  if (is_signed)
    rt_limbs_sdivmod(la, lb, q, r, 2);
  else
    rt_limbs_udivmod(la, lb, q, r, 2);
  return rt_limbs_to_u64(want_rem ? r : q);
}
int64_t __divdi3(int64_t a, int64_t b) {
  return (int64_t)divmod64((uint64_t)a, (uint64_t)b, 1, 0);
}
uint64_t __udivdi3(uint64_t a, uint64_t b) {
  return divmod64(a, b, 0, 0);
}
int64_t __moddi3(int64_t a, int64_t b) {
  return (int64_t)divmod64((uint64_t)a, (uint64_t)b, 1, 1);
}
uint64_t __umoddi3(uint64_t a, uint64_t b) {
  return divmod64(a, b, 0, 1);
}
#endif

int64_t __mulodi4(int64_t a, int64_t b, int* overflow) {
  uint32_t la[2], lb[2], p[2];
  rt_limbs_from_u64(la, (uint64_t)a);
  rt_limbs_from_u64(lb, (uint64_t)b);
  *overflow = rt_limbs_smul_overflow(la, lb, p, 2);
  return (int64_t)rt_limbs_to_u64(p);
}

int32_t __mulosi4(int32_t a, int32_t b, int* overflow) {
  int64_t p = (int64_t)a * b; /* a 32x32->64 product: mul + mulh, no libcall */
  *overflow = p != (int32_t)p;
  return (int32_t)p;
}

static rt_ti divmod128(rt_ti a, rt_ti b, int is_signed, int want_rem) {
  uint32_t la[4], lb[4], q[4], r[4];
  rt_limbs_from_ti(la, a);
  rt_limbs_from_ti(lb, b);
  if (is_signed)
    rt_limbs_sdivmod(la, lb, q, r, 4);
  else
    rt_limbs_udivmod(la, lb, q, r, 4);
  return rt_limbs_to_ti(want_rem ? r : q);
}

rt_ti __divti3(rt_ti a, rt_ti b) {
  return divmod128(a, b, 1, 0);
}
rt_ti __modti3(rt_ti a, rt_ti b) {
  return divmod128(a, b, 1, 1);
}
rt_uti __udivti3(rt_uti a, rt_uti b) {
  return divmod128(a, b, 0, 0);
}
rt_uti __umodti3(rt_uti a, rt_uti b) {
  return divmod128(a, b, 0, 1);
}

rt_ti __multi3(rt_ti a, rt_ti b) {
  uint32_t la[4], lb[4], full[8];
  rt_limbs_from_ti(la, a);
  rt_limbs_from_ti(lb, b);
  rt_limbs_mul_full(la, lb, full, 4);
  return rt_limbs_to_ti(full);
}

rt_ti __muloti4(rt_ti a, rt_ti b, int* overflow) {
  uint32_t la[4], lb[4], p[4];
  rt_limbs_from_ti(la, a);
  rt_limbs_from_ti(lb, b);
  *overflow = rt_limbs_smul_overflow(la, lb, p, 4);
  return rt_limbs_to_ti(p);
}

/* Bit counting: LLVM expands these inline on RISC-V today, but they are part of the libcall table. */
int __clzsi2(uint32_t a) {
  int n = 0;
  for (uint32_t m = 0x80000000u; m && !(a & m); m >>= 1) ++n;
  return n;
}
int __ctzsi2(uint32_t a) {
  int n = 0;
  for (uint32_t m = 1; m && !(a & m); m <<= 1) ++n;
  return n;
}
int __clzdi2(uint64_t a) {
  return (uint32_t)(a >> 32) ? __clzsi2((uint32_t)(a >> 32)) : 32 + __clzsi2((uint32_t)a);
}
int __ctzdi2(uint64_t a) {
  return (uint32_t)a ? __ctzsi2((uint32_t)a) : 32 + __ctzsi2((uint32_t)(a >> 32));
}
int __popcountsi2(uint32_t a) {
  int n = 0;
  for (; a; a &= a - 1) ++n;
  return n;
}
int __popcountdi2(uint64_t a) {
  return __popcountsi2((uint32_t)a) + __popcountsi2((uint32_t)(a >> 32));
}
