; Half without Zfhmin is soft-promoted: FP16_TO_FP / FP_TO_FP16 on f32 are Custom (__extendhfsf2 /
; __truncsfhf2 with the half in an FPR under hard-float ABIs, fmv between register files); FP16_TO_FP to f64
; is Expanded through f32; FP_TO_FP16 from f64 is Custom (__truncdfhf2).
; variant rv64d: -mtriple=riscv64 -mattr=+f,+d -target-abi=lp64d
define float @h2f(half %h) {
  %r = fpext half %h to float
  ret float %r
}
define half @f2h(float %x) {
  %h = fptrunc float %x to half
  ret half %h
}
