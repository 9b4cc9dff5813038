; GlobalAddress is Custom (LLVM 19's getAddr, small code model, no PIC): (RISCVISD::ADD_LO
; (RISCVISD::HI TargetGlobalAddress [TF=4 = MO_HI]), TargetGlobalAddress [TF=3 = MO_LO]).
; variant rv32: -mtriple=riscv32
; variant rv64: -mtriple=riscv64
@g = global i32 42
@h = global i64 7
@arr = global [4 x i32] [i32 1, i32 2, i32 3, i32 4]

define i32 @load_g() {
  %v = load i32, ptr @g
  ret i32 %v
}

define void @store_g(i32 %x) {
  store i32 %x, ptr @g
  ret void
}

define i64 @load_h() {
  %v = load i64, ptr @h
  ret i64 %v
}

define i32 @load_arr2() {
  %p = getelementptr [4 x i32], ptr @arr, i32 0, i32 2
  %v = load i32, ptr %p
  ret i32 %v
}

define i32 @incr_g(i32 %x) {
  %v = load i32, ptr @g
  %s = add i32 %v, %x
  store i32 %s, ptr @g
  ret i32 %s
}
