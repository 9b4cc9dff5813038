; A struct of three i32 does not fit the two return registers: it is returned through memory, both when
; defining such a function and when calling one.
declare { i32, i32, i32 } @mk(i32)
define { i32, i32, i32 } @three(i32 %a) {
  %x = insertvalue { i32, i32, i32 } undef, i32 %a, 0
  %y = insertvalue { i32, i32, i32 } %x, i32 1, 1
  %z = insertvalue { i32, i32, i32 } %y, i32 2, 2
  ret { i32, i32, i32 } %z
}
define i32 @second(i32 %x) {
  %s = call { i32, i32, i32 } @mk(i32 %x)
  %b = extractvalue { i32, i32, i32 } %s, 1
  ret i32 %b
}
