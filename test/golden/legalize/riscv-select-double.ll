; SELECT of f64 values with D (Custom): as for f32, on RV32 and RV64.
; variant rv32d: -mtriple=riscv32 -mattr=+d
; variant rv64d: -mtriple=riscv64 -mattr=+d
define double @dsel_icmp(i32 %a, i32 %b, double %x, double %y) {
  %c = icmp ult i32 %a, %b
  %r = select i1 %c, double %x, double %y
  ret double %r
}

define double @dsel_fcmp(double %a, double %b, double %x, double %y) {
  %c = fcmp oeq double %a, %b
  %r = select i1 %c, double %x, double %y
  ret double %r
}
