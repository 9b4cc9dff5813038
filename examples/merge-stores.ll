; Four byte stores into one aligned word: the combiner merges them into one 32-bit store of the
; combined constant (LLVM's mergeConsecutiveStores), as llc-19 does: `lui a1, 16432; addi a1, a1, 513;
; sw a1, 0(a0)`. With `align 1` on %p the merge would need a misaligned word store, which RISC-V
; without fast unaligned access does not allow, and the four `sb` stay.
define void @init(ptr align 4 %p) {
  store i8 1, ptr %p, align 4
  %p1 = getelementptr inbounds i8, ptr %p, i32 1
  store i8 2, ptr %p1, align 1
  %p2 = getelementptr inbounds i8, ptr %p, i32 2
  store i8 3, ptr %p2, align 2
  %p3 = getelementptr inbounds i8, ptr %p, i32 3
  store i8 4, ptr %p3, align 1
  ret void
}
