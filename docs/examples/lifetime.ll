; Lifetime markers around a stack slot.
declare void @llvm.lifetime.start.p0(i64, ptr)
declare void @llvm.lifetime.end.p0(i64, ptr)
declare void @use(ptr)
define void @lt() {
  %x = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr %x)
  call void @use(ptr %x)
  call void @llvm.lifetime.end.p0(i64 4, ptr %x)
  ret void
}
