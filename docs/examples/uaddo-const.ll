; An overflow intrinsic with the constant first.
declare { i32, i1 } @llvm.uadd.with.overflow.i32(i32, i32)
define i1 @carry5(i32 %a) {
  %u = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 5, i32 %a)
  %o = extractvalue { i32, i1 } %u, 1
  ret i1 %o
}
