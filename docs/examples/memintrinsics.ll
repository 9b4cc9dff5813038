; llvm.memcpy / memset of a constant length: loads and stores (see chapter 3, "memcpy, memmove, memset").
declare void @llvm.memcpy.p0.p0.i32(ptr, ptr, i32, i1)
declare void @llvm.memset.p0.i32(ptr, i8, i32, i1)
define void @copy7(ptr %d, ptr %s) {
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %d, ptr align 4 %s, i32 7, i1 false)
  ret void
}
define void @fill(ptr %d, i8 %c, i32 %n) {
  %b = alloca [6 x i8], align 1
  call void @llvm.memset.p0.i32(ptr align 1 %b, i8 -86, i32 6, i1 false)
  call void @llvm.memset.p0.i32(ptr align 1 %d, i8 %c, i32 %n, i1 false)
  call void @llvm.memcpy.p0.p0.i32(ptr align 1 %d, ptr align 1 %b, i32 6, i1 false)
  ret void
}
