; No pattern selects this: Zfhmin has no half -> integer conversion, and LLVM 19 converts through f32
; first; dagtool's legalizer does not yet, so the node reaches selection.
define i64 @f(half %a) {
  %r = fptosi half %a to i64
  ret i64 %r
}
