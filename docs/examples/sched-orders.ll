; Three schedulers, three orders (chapter 8): two independent multiplies, a sum, and uses of the arguments.
define i32 @orders(i32 %a, i32 %b, i32 %c, i32 %d) {
  %x = mul i32 %a, %b
  %y = mul i32 %c, %d
  %z = add i32 %a, %d
  %s = add i32 %x, %y
  %t = xor i32 %s, %z
  %u = sub i32 %t, %c
  ret i32 %u
}
