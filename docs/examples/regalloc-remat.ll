; A constant passed to three calls: one ADDI in the DAG, recreated before each call by the allocator.
declare void @g(i32)

define void @f() {
  call void @g(i32 100)
  call void @g(i32 100)
  call void @g(i32 100)
  ret void
}
