; A frame of more than 2 KiB: %v is allocated first, so it sits at the top of the frame, beyond the reach of a
; 12-bit offset from sp; the call keeps ra (and %b, in s0) in save slots at the top as well.
declare void @use(ptr)
define i32 @big(i32 %a, i32 %b) {
  %v = alloca i32, align 4
  %arr = alloca [5000 x i8], align 4
  store volatile i32 %a, ptr %v
  call void @use(ptr %arr)
  %x = load volatile i32, ptr %v
  %r = add i32 %x, %b
  ret i32 %r
}
