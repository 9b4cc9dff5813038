/* runtime/io.c — output, exit and the memory functions of the freestanding test programs.
 *
 * Duty: the generated driver prints its results through __rt_put_hex / __rt_putc (buffered, flushed by
 * __rt_exit through the Linux write syscall, which qemu-user forwards); memcpy / memmove / memset are the
 * ones LLVM calls for memory intrinsics and large copies.
 * Invariants: byte loops only (the runtime is built with -ffreestanding, so the compiler does not turn
 * them back into calls to themselves); syscall numbers are the generic Linux ones (write 64, exit 93),
 * the same on riscv32 and riscv64.
 */
#include "rt.h"

static long syscall3(long number, long a, long b, long c) {
  register long a0 __asm__("a0") = a;
  register long a1 __asm__("a1") = b;
  register long a2 __asm__("a2") = c;
  register long a7 __asm__("a7") = number;
  __asm__ volatile("ecall" : "+r"(a0) : "r"(a1), "r"(a2), "r"(a7) : "memory");
  return a0;
}

static char out_buf[4096];
static unsigned out_len;

static void flush(void) {
  unsigned done = 0;
  while (done < out_len) {
    long n = syscall3(64, 1, (long)(out_buf + done), (long)(out_len - done));
    if (n <= 0) break;
    done += (unsigned)n;
  }
  out_len = 0;
}

void __rt_putc(int c) {
  if (out_len == sizeof out_buf) flush();
  out_buf[out_len++] = (char)c;
}

/* Lower-case hex without leading zeros ("0" for zero). */
void __rt_put_hex(uint64_t v) {
  int shift = 60;
  while (shift > 0 && !((v >> shift) & 0xf)) shift -= 4;
  for (; shift >= 0; shift -= 4) __rt_putc("0123456789abcdef"[(v >> shift) & 0xf]);
}

void __rt_exit(int code) {
  flush();
  for (;;) syscall3(93, code, 0, 0);
}

void* memcpy(void* dst, const void* src, size_t n) {
  unsigned char* d = dst;
  const unsigned char* s = src;
  for (size_t i = 0; i < n; ++i) d[i] = s[i];
  return dst;
}

void* memmove(void* dst, const void* src, size_t n) {
  unsigned char* d = dst;
  const unsigned char* s = src;
  if (d < s)
    for (size_t i = 0; i < n; ++i) d[i] = s[i];
  else
    for (size_t i = n; i-- > 0;) d[i] = s[i];
  return dst;
}

void* memset(void* dst, int c, size_t n) {
  unsigned char* d = dst;
  for (size_t i = 0; i < n; ++i) d[i] = (unsigned char)c;
  return dst;
}
