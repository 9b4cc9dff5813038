; IS_FPCLASS of f64 with D: fclass.d (RV32 and RV64).
; variant rv64d: -mtriple=riscv64 -mattr=+f,+d -target-abi=lp64d
define i1 @issubnormal_f64(double %x) {
  %r = call i1 @llvm.is.fpclass.f64(double %x, i32 144)
  ret i1 %r
}
declare i1 @llvm.is.fpclass.f64(double, i32)
