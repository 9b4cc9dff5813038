; f64 rounding on RV64 + D is Custom (RISCVISD::FROUND with 2^52, which comes from the constant pool: its
; bits take more than one instruction to build); on RV32 + D it stays a libcall (Expand).
; variant rv64d: -mtriple=riscv64 -mattr=+f,+d -target-abi=lp64d
define double @floor_f64(double %x) {
  %r = call double @llvm.floor.f64(double %x)
  ret double %r
}
define double @roundeven_f64(double %x) {
  %r = call double @llvm.roundeven.f64(double %x)
  ret double %r
}
declare double @llvm.floor.f64(double)
declare double @llvm.roundeven.f64(double)
