; SoftPromoteHalf memory: a half load is an i16 load and a half store an i16 store; the value is widened
; only where it is computed with.
; variant rv32: -mtriple=riscv32
; variant rv64f: -mtriple=riscv64 -mattr=+f,+d
define half @hmem(half %v) {
  %slot = alloca [2 x half]
  %q = getelementptr half, ptr %slot, i32 1
  store half %v, ptr %slot
  %n = fadd half %v, 0xH4000
  store half %n, ptr %q
  %a = load half, ptr %slot
  %b = load half, ptr %q
  %s = fmul half %a, %b
  ret half %s
}
