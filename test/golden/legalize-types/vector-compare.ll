; Vector compares give <N x i1> masks that split/widen with the data; select on them becomes per-lane SELECTs.
; variant rv32: -mtriple=riscv32
; variant rv64: -mtriple=riscv64
; variant rv64fd: -mtriple=riscv64 -mattr=+f,+d
define <4 x i32> @smax4(<4 x i32> %a, <4 x i32> %b) {
  %c = icmp sgt <4 x i32> %a, %b
  %r = select <4 x i1> %c, <4 x i32> %a, <4 x i32> %b
  ret <4 x i32> %r
}

define <3 x i16> @umin3(<3 x i16> %a, <3 x i16> %b) {
  %c = icmp ult <3 x i16> %a, %b
  %r = select <3 x i1> %c, <3 x i16> %a, <3 x i16> %b
  ret <3 x i16> %r
}

define <2 x i8> @eqsel(<2 x i8> %a, <2 x i8> %b, i1 %s) {
  %c = icmp eq <2 x i8> %a, %b
  %z = zext <2 x i1> %c to <2 x i8>
  %r = select i1 %s, <2 x i8> %z, <2 x i8> %b
  ret <2 x i8> %r
}

define <2 x i64> @ne64(<2 x i64> %a, <2 x i64> %b) {
  %c = icmp ne <2 x i64> %a, %b
  %r = sext <2 x i1> %c to <2 x i64>
  ret <2 x i64> %r
}
