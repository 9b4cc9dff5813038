; Unnamed blocks and values get numbers; a block that only falls through has an empty DAG.
define i32 @num(i32 %x) {
  br label %1
1:
  %y = add i32 %x, 1
  br label %2
2:
  ret i32 %y
}
