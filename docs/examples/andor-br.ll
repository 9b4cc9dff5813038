; A branch on the `and` of two compares. LLVM splits it into two branches at -O1 and above.
define i32 @both(i32 %a, i32 %b) {
entry:
  %c1 = icmp slt i32 %a, 10
  %c2 = icmp sgt i32 %b, 0
  %c = and i1 %c1, %c2
  br i1 %c, label %yes, label %no
yes:
  ret i32 1
no:
  ret i32 0
}
