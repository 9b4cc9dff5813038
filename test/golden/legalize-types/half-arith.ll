; SoftPromoteHalf: without Zfh a half lives as its 16 bits; each operation widens its operands to float
; (fp16_to_fp), computes in float and rounds back (fp_to_fp16). Without F the float operation is softened
; too, so the conversions become __extendhfsf2/__truncsfhf2 calls around __addsf3; with F (rv64f) the
; conversions stay nodes for the operation legalizer. fneg/fabs/copysign work on the bits.
; variant rv32: -mtriple=riscv32
; variant rv64f: -mtriple=riscv64 -mattr=+f,+d
define half @harith(half %a, half %b, half %c) {
  %s = fadd half %a, %b
  %d = fsub half %s, 0xH3C00
  %m = fmul half %d, %c
  %q = fdiv half %m, %a
  %r = frem half %q, %b
  %f = call half @llvm.fma.f16(half %r, half %b, half %c)
  ret half %f
}

define half @hunary(half %a, half %b) {
  %s = call half @llvm.sqrt.f16(half %a)
  %f = call half @llvm.floor.f16(half %s)
  %m = call half @llvm.minnum.f16(half %f, half %b)
  %z = fadd half %m, 0xH0000 ; minnum may pick either zero of -0 and +0: +0 makes it one value
  ret half %z
}

define half @hbits(half %a, half %b, float %c) {
  %n = fneg half %a
  %x = call half @llvm.fabs.f16(half %n)
  %y = call half @llvm.copysign.f16(half %x, half %b)
  %t = fptrunc float %c to half
  %z = call half @llvm.copysign.f16(half %y, half %t)
  ret half %z
}

declare half @llvm.fma.f16(half, half, half)
declare half @llvm.sqrt.f16(half)
declare half @llvm.floor.f16(half)
declare half @llvm.minnum.f16(half, half)
declare half @llvm.fabs.f16(half)
declare half @llvm.copysign.f16(half, half)
