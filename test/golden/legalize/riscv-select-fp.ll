; SELECT of f32 / f64 values is Custom with F / D and goes through the same lowerSELECT as integers: an XLen
; integer compare folds into RISCVISD::SELECT_CC, an FP compare (a setcc on FP operands) is tested against
; 0, and (select c, 1.0, 0.0) becomes sint_to_fp c.
; variant rv32f: -mtriple=riscv32 -mattr=+f
; variant rv64d: -mtriple=riscv64 -mattr=+d
define float @fsel_icmp(i32 %a, i32 %b, float %x, float %y) {
  %c = icmp sgt i32 %a, %b
  %r = select i1 %c, float %x, float %y
  ret float %r
}

define float @fsel_fcmp(float %a, float %b, float %x, float %y) {
  %c = fcmp olt float %a, %b
  %r = select i1 %c, float %x, float %y
  ret float %r
}

define float @fsel_bool(i1 %c, float %x, float %y) {
  %r = select i1 %c, float %x, float %y
  ret float %r
}

define float @fsel_one_zero(i32 %a, i32 %b) {
  %c = icmp ult i32 %a, %b
  %r = select i1 %c, float 1.0, float 0.0
  ret float %r
}
