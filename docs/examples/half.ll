; half values under the F extension without Zfh/Zfhmin travel in f32 registers.
define half @h(half %a, half %b) {
  %s = fadd half %a, %b
  ret half %s
}
