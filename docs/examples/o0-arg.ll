; An i8 argument used only in the entry block.
define i8 @inc(i8 %a) {
  %r = add i8 %a, 1
  ret i8 %r
}
