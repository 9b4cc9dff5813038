; Constructs dagtool reports as unsupported (exit code 3), one function each.
declare void @llvm.memcpy.p0.p0.i32(ptr, ptr, i32, i1)
define void @copy(ptr %a, ptr %b) {
  call void @llvm.memcpy.p0.p0.i32(ptr %a, ptr %b, i32 16, i1 false)
  ret void
}
