; A switch with three cases.
define i32 @sw(i32 %x) {
entry:
  switch i32 %x, label %d [ i32 1, label %a
                            i32 2, label %b
                            i32 7, label %c ]
a:
  ret i32 10
b:
  ret i32 20
c:
  ret i32 70
d:
  ret i32 0
}
