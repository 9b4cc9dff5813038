; A 64-bit constant whose materialization would take too many instructions: RV64 loads it from the
; constant pool instead (RISCVTargetLowering::lowerConstant).
define i64 @cbig() {
  ret i64 1311768467463790320
}
