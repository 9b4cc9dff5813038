; select, and the folds getNode applies while building (select of equal arms, constant conditions).
; variant rv32: -mtriple=riscv32
define i32 @sel(i1 %c, i32 %a, i32 %b) {
  %s = select i1 %c, i32 %a, i32 %b
  %t = select i1 true, i32 %s, i32 %b
  %u = select i1 %c, i32 %t, i32 %t
  ret i32 %u
}
