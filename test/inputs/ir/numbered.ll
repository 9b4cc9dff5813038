; Implicit numbering (unnamed arguments, blocks, instructions), gaps in explicit numbers, quoted names,
; forward references to values, blocks and functions defined later in the file.
%0 = type { i32, %1 }
%1 = type { i8 }
%"quoted type" = type { i64 }

@0 = private constant [3 x i8] c"ab\00"
@1 = global ptr @0
@"quoted global" = global i32 1

define i32 @numbered(i32, i32 %1) {
  %3 = add i32 %0, %1
  br label %5

5:
  %6 = phi i32 [ %3, %2 ], [ %8, %7 ]
  %cond = icmp ult i32 %6, 100
  br i1 %cond, label %7, label %done

7:
  %8 = mul i32 %6, 2
  br label %5

done:
  %10 = call i32 @later(i32 %6)
  ret i32 %10
}

define i32 @unlabelled(i32 %x) {
  %1 = add i32 %x, 1
  ret i32 %1
  %3 = add i32 %1, 2
  ret i32 %3
}

define i32 @"quoted name"(i32 %"arg 1") {
"entry block":
  %"v\22x" = add i32 %"arg 1", 1
  br label %"next block"

"next block":
  %r = call i32 @"quoted name"(i32 %"v\22x")
  ret i32 %r
}

define i32 @later(i32 %v) {
  ret i32 %v
}

define void @gaps() {
  %5 = alloca i32
  br label %10
10:
  %11 = load i32, ptr %5
  ret void
}
