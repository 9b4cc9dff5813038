; Constants for chapter 7: each needs a different RISCVMatInt sequence (isel-cpool.ll has one that RV64 loads from the constant pool).
define i32 @c2048() {
  ret i32 2048
}
define i32 @c12345678() {
  ret i32 305419896
}
define i64 @cffffffff() {
  ret i64 4294967295
}
