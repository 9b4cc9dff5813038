; The select idiom for abs. LLVM's builder turns it into an `abs` node; dagtool keeps setcc + select.
define i32 @absp(i32 %x) {
  %c = icmp slt i32 %x, 0
  %n = sub i32 0, %x
  %r = select i1 %c, i32 %n, i32 %x
  ret i32 %r
}
