define void @f(ptr %p) {
  fence seq_cst
  ret void
}
