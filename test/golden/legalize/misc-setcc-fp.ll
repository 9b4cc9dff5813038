; FP compares with F/D: feq/flt/fle decide OEQ/OLT/OLE; every other condition is swapped (ogt → olt),
; inverted (ugt → !ole), or split into two compares joined by and/or (one → ogt | olt, ueq → !(ogt | olt),
; ord → (a oeq a) & (b oeq b), uno → !ord), as LLVM's LegalizeSetCCCondCode does.
; variant rv32f: -mtriple=riscv32 -mattr=+f,+d
define i1 @ogt(float %a, float %b) {
  %c = fcmp ogt float %a, %b
  ret i1 %c
}

define i1 @oge(float %a, float %b) {
  %c = fcmp oge float %a, %b
  ret i1 %c
}

define i1 @one(float %a, float %b) {
  %c = fcmp one float %a, %b
  ret i1 %c
}

define i1 @ueq(float %a, float %b) {
  %c = fcmp ueq float %a, %b
  ret i1 %c
}

define i1 @ugt(float %a, float %b) {
  %c = fcmp ugt float %a, %b
  ret i1 %c
}

define i1 @ult(float %a, float %b) {
  %c = fcmp ult float %a, %b
  ret i1 %c
}

define i1 @une(float %a, float %b) {
  %c = fcmp une float %a, %b
  ret i1 %c
}

define i1 @ord(float %a, float %b) {
  %c = fcmp ord float %a, %b
  ret i1 %c
}

define i1 @uno(float %a, float %b) {
  %c = fcmp uno float %a, %b
  ret i1 %c
}

define i1 @one_d(double %a, double %b) {
  %c = fcmp one double %a, %b
  ret i1 %c
}

define i1 @uge_d(double %a, double %b) {
  %c = fcmp uge double %a, %b
  ret i1 %c
}

define i1 @uno_d(double %a, double %b) {
  %c = fcmp uno double %a, %b
  ret i1 %c
}
