; Constructs dagtool reports as unsupported (exit code 3), one function each.
declare ptr @llvm.stacksave.p0()
declare void @llvm.stackrestore.p0(ptr)
declare void @g()
define void @scope() {
  %sp = call ptr @llvm.stacksave.p0()
  call void @g()
  call void @llvm.stackrestore.p0(ptr %sp)
  ret void
}
