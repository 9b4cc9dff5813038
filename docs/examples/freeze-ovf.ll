; freeze of the second result of a two-result node.
declare { i32, i1 } @llvm.uadd.with.overflow.i32(i32, i32)
define i1 @carry(i32 %a, i32 %b) {
  %u = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %a, i32 %b)
  %o = extractvalue { i32, i1 } %u, 1
  %f = freeze i1 %o
  ret i1 %f
}
