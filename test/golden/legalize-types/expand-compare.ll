; ExpandInteger: equality compares the XOR of the halves, ORed; ordered compares decide on the high halves
; unless they are equal (a select of two compares); sign tests look at the high half only. Selects split.
; variant rv32: -mtriple=riscv32
; variant rv64: -mtriple=riscv64
define i32 @cmp64(i64 %a, i64 %b) {
  %eq = icmp eq i64 %a, %b
  %ne = icmp ne i64 %a, %b
  %ugt = icmp ugt i64 %a, %b
  %uge = icmp uge i64 %a, %b
  %ult = icmp ult i64 %a, %b
  %ule = icmp ule i64 %a, %b
  %sgt = icmp sgt i64 %a, %b
  %sge = icmp sge i64 %a, %b
  %slt = icmp slt i64 %a, %b
  %sle = icmp sle i64 %a, %b
  %e0 = zext i1 %eq to i32
  %e1 = zext i1 %ne to i32
  %e2 = zext i1 %ugt to i32
  %e3 = zext i1 %uge to i32
  %e4 = zext i1 %ult to i32
  %e5 = zext i1 %ule to i32
  %e6 = zext i1 %sgt to i32
  %e7 = zext i1 %sge to i32
  %e8 = zext i1 %slt to i32
  %e9 = zext i1 %sle to i32
  %s1 = shl i32 %e1, 1
  %s2 = shl i32 %e2, 2
  %s3 = shl i32 %e3, 3
  %s4 = shl i32 %e4, 4
  %s5 = shl i32 %e5, 5
  %s6 = shl i32 %e6, 6
  %s7 = shl i32 %e7, 7
  %s8 = shl i32 %e8, 8
  %s9 = shl i32 %e9, 9
  %o1 = or i32 %e0, %s1
  %o2 = or i32 %o1, %s2
  %o3 = or i32 %o2, %s3
  %o4 = or i32 %o3, %s4
  %o5 = or i32 %o4, %s5
  %o6 = or i32 %o5, %s6
  %o7 = or i32 %o6, %s7
  %o8 = or i32 %o7, %s8
  %o9 = or i32 %o8, %s9
  ret i32 %o9
}

define i32 @cmpconst64(i64 %a) {
  %neg = icmp slt i64 %a, 0
  %pos = icmp sgt i64 %a, -1
  %all = icmp eq i64 %a, -1
  %big = icmp uge i64 %a, 4294967296
  %small = icmp sle i64 %a, 100
  %e0 = zext i1 %neg to i32
  %e1 = zext i1 %pos to i32
  %e2 = zext i1 %all to i32
  %e3 = zext i1 %big to i32
  %e4 = zext i1 %small to i32
  %s1 = shl i32 %e1, 1
  %s2 = shl i32 %e2, 2
  %s3 = shl i32 %e3, 3
  %s4 = shl i32 %e4, 4
  %o1 = or i32 %e0, %s1
  %o2 = or i32 %o1, %s2
  %o3 = or i32 %o2, %s3
  %o4 = or i32 %o3, %s4
  ret i32 %o4
}

define i64 @select64(i64 %a, i64 %b, i64 %c) {
  %lt = icmp slt i64 %a, %b
  %r = select i1 %lt, i64 %c, i64 %a
  ret i64 %r
}

define i32 @cmp128(i128 %a, i128 %b) {
  %lt = icmp ult i128 %a, %b
  %eq = icmp eq i128 %a, %b
  %e0 = zext i1 %lt to i32
  %e1 = zext i1 %eq to i32
  %s1 = shl i32 %e1, 1
  %o = or i32 %e0, %s1
  ret i32 %o
}

define i8 @threeway64(i64 %a, i64 %b) {
  %s = call i8 @llvm.scmp.i8.i64(i64 %a, i64 %b)
  %u = call i8 @llvm.ucmp.i8.i64(i64 %a, i64 %b)
  %r = add i8 %s, %u
  ret i8 %r
}

declare i8 @llvm.scmp.i8.i64(i64, i64)
declare i8 @llvm.ucmp.i8.i64(i64, i64)
