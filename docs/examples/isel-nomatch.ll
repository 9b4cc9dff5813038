; Nothing selects this when the action table is told that RV32I has a rotate instruction:
;   dagtool -mtriple=riscv32 --set-action rotl:i32=Legal ...
; (only Zbb and Zbkb have ROL; the legalizer normally expands rotl into shifts and an or).
define i32 @f(i32 %a, i32 %b) {
  %r = call i32 @llvm.fshl.i32(i32 %a, i32 %a, i32 %b)
  ret i32 %r
}
declare i32 @llvm.fshl.i32(i32, i32, i32)
