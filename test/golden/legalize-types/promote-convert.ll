; PromoteInteger on FP conversions (hard float): a narrow fptosi/fptoui result is computed by the wide
; signed conversion and asserted to fit (AssertSext/AssertZext); the saturating forms keep their width
; operand; a narrow integer converted to FP is sign- or zero-extended first.
; variant rv32fd: -mtriple=riscv32 -mattr=+f,+d -target-abi=ilp32d
; variant rv64fd: -mtriple=riscv64 -mattr=+f,+d -target-abi=lp64d
define float @itofp(i8 %a, i16 %b) {
  %x = sitofp i8 %a to float
  %y = uitofp i16 %b to float
  %s = fadd float %x, %y
  ret float %s
}

define i32 @fptoint(float %a) {
  %c = call float @llvm.minnum.f32(float %a, float 100.0)
  %d = call float @llvm.maxnum.f32(float %c, float 0.0)
  %x = fptosi float %d to i8
  %y = fptoui float %d to i16
  %xs = sext i8 %x to i32
  %yz = zext i16 %y to i32
  %s = add i32 %xs, %yz
  ret i32 %s
}

define i8 @fptosat(double %a) {
  %x = call i8 @llvm.fptosi.sat.i8.f64(double %a)
  %y = call i8 @llvm.fptoui.sat.i8.f64(double %a)
  %s = xor i8 %x, %y
  ret i8 %s
}

declare float @llvm.minnum.f32(float, float)
declare float @llvm.maxnum.f32(float, float)
declare i8 @llvm.fptosi.sat.i8.f64(double)
declare i8 @llvm.fptoui.sat.i8.f64(double)
