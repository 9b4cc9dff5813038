; SoftPromoteHalf conversions: fpext reads the bits with fp16_to_fp straight into the wider type,
; fptrunc rounds with fp_to_fp16 (from double too: __truncdfhf2 without D), int -> half converts to float
; and rounds again, half -> int widens to float first. bitcasts are free. bfloat widens by a shift.
; variant rv32: -mtriple=riscv32
; variant rv64f: -mtriple=riscv64 -mattr=+f,+d
define double @hext(half %h, float %f) {
  %a = fpext half %h to float
  %b = fpext half %h to double
  %s = fadd float %a, %f
  %w = fpext float %s to double
  %r = fadd double %w, %b
  ret double %r
}

define half @htrunc(float %f, double %d) {
  %a = fptrunc float %f to half
  %b = fptrunc double %d to half
  %c = fadd half %a, %b
  ret half %c
}

define half @hfromint(i32 %x, i64 %y, i8 %z) {
  %a = sitofp i32 %x to half
  %b = uitofp i64 %y to half
  %c = sitofp i8 %z to half
  %s = fadd half %a, %b
  %t = fadd half %s, %c
  ret half %t
}

; Round trips stay in half's range: the integer is narrowed to 11 bits first.
define i32 @htoint(i32 %x, i8 %y) {
  %n = ashr i32 %x, 21
  %h = sitofp i32 %n to half
  %i = fptosi half %h to i32
  %m = lshr i8 %y, 1
  %g = uitofp i8 %m to half
  %j = fptoui half %g to i8
  %k = fptosi half %g to i64
  %j32 = zext i8 %j to i32
  %k32 = trunc i64 %k to i32
  %s = add i32 %i, %j32
  %r = add i32 %s, %k32
  ret i32 %r
}

define i16 @hbitcast(i16 %x) {
  %h = bitcast i16 %x to half
  %n = fneg half %h
  %r = bitcast half %n to i16
  ret i16 %r
}

define float @bfloat(float %f) {
  %t = fptrunc float %f to bfloat
  %e = fpext bfloat %t to float
  ret float %e
}
