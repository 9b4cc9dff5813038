; Floating point without F or D: the bits live in integers, the arithmetic in the runtime library.
define float @fadd(float %a, float %b) {
  %r = fadd float %a, %b
  ret float %r
}

define i1 @folt(double %a, double %b) {
  %r = fcmp olt double %a, %b
  ret i1 %r
}

define half @hmul(half %a, half %b) {
  %r = fmul half %a, %b
  ret half %r
}
