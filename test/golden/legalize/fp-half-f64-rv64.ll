; Half to and from double without Zfhmin: FP16_TO_FP to f64 is Expanded (through f32, then fp_extend);
; FP_TO_FP16 from f64 is Custom (__truncdfhf2).
; variant rv64d: -mtriple=riscv64 -mattr=+f,+d -target-abi=lp64d
define double @h2d(half %h) {
  %r = fpext half %h to double
  ret double %r
}
define half @d2h(double %x) {
  %h = fptrunc double %x to half
  ret half %h
}
