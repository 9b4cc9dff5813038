# runtime/start.S — the entry point of the freestanding test programs run under qemu-user.
# Duty: qemu-user starts _start with a valid stack (argc/argv on it); align it to the ABI's 16 bytes,
# run main, and leave through __rt_exit with main's result (which flushes the output buffer first).
  .text
  .globl _start
  .type _start, @function
_start:
  andi sp, sp, -16
  call main
  tail __rt_exit
  .size _start, . - _start
