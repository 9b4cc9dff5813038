; Every constant form: integers (decimal, negative, hex u0x/s0x, wide, truncating), FP (decimal and all hex
; spellings), null/undef/poison/zeroinitializer/none, vectors, arrays, strings, structs, global references
; and the constant expressions LLVM 19 still accepts.
target datalayout = "e-m:e-p:32:32-i64:64-n32-S128"
target triple = "riscv32"

%struct.S = type { i32, ptr, [2 x i8] }
%opaque = type opaque

@i1t = global i1 true
@i1f = global i1 false
@i8 = global i8 -1
@i8wrap = global i8 300
@i16 = global i16 65535
@i64 = global i64 -9223372036854775808
@i128 = global i128 170141183460469231731687303715884105727
@i200 = global i200 -1
@hexu = global i32 u0xFFFFFFFF
@hexs = global i64 s0xFF
@hexwide = global i128 u0x123456789ABCDEF0123456789ABCDEF
@i4096 = global i4096 12345678901234567890123456789

@f = global float 1.500000e+00
@fneg = global float -0.000000e+00
@fhex = global float 0x3FB99999A0000000
@d = global double 0x7FF0000000000000
@dnan = global double 0x7FF8000000000000
@ddec = global double 3.141592653589793
@h = global half 0xH3C00
@hdec = global half 2.5
@bf = global bfloat 0xR3F80
@x87 = global x86_fp80 0xK3FFF8000000000000000
@q = global fp128 0xL00000000000000003FFF000000000000
@ppc = global ppc_fp128 0xM3FF00000000000000000000000000000

@null = global ptr null
@nullas = global ptr addrspace(1) null
@und = global i32 undef
@poi = global i32 poison
@zero = global %struct.S zeroinitializer
@zeroi = global i32 zeroinitializer
@vec = global <4 x i32> <i32 1, i32 -2, i32 3, i32 poison>
@vecf = global <2 x float> <float 1.000000e+00, float 2.000000e+00>
@arr = global [3 x i16] [i16 1, i16 2, i16 3]
@empty = global [0 x i32] []
@str = private unnamed_addr constant [6 x i8] c"hi\0A\00\22\\", align 1
@st = global %struct.S { i32 5, ptr @i8, [2 x i8] c"ab" }
@lit = global { i32, { i8, double } } { i32 1, { i8, double } { i8 2, double 3.0 } }
@pk = global <{ i8, i32 }> <{ i8 1, i32 2 }>
@nested = global [2 x [2 x i8]] [[2 x i8] c"ab", [2 x i8] zeroinitializer]
@ptrs = global [2 x ptr] [ptr @i8, ptr @later]
@spl = global <4 x i16> splat (i16 7)

@gep = global ptr getelementptr inbounds (%struct.S, ptr @st, i32 0, i32 2)
@gep2 = global ptr getelementptr (i8, ptr @str, i64 3)
@gepr = global ptr getelementptr inbounds nuw inrange(-4, 8) (%struct.S, ptr @st, i32 0, i32 1)
@p2i = global i32 ptrtoint (ptr @st to i32)
@i2p = global ptr inttoptr (i32 4096 to ptr)
@tr = global i8 trunc (i32 ptrtoint (ptr @st to i32) to i8)
@bc = global ptr bitcast (ptr @st to ptr)
@asc = global ptr addrspace(1) addrspacecast (ptr @st to ptr addrspace(1))
@arith = global i32 add nuw (i32 ptrtoint (ptr @st to i32), i32 4)
@arith2 = global i32 sub (i32 ptrtoint (ptr @later to i32), i32 ptrtoint (ptr @st to i32))
@arith3 = global i64 mul nsw (i64 3, i64 5)
@arith4 = global i32 xor (i32 1, i32 3)
@self = global ptr @self
@fnptr = global ptr @fn
@ext = external global %opaque
@later = global i32 0

define i32 @fn() {
  ret i32 0
}

declare void @llvm.tokeninit(token)

define void @tok() {
  call void @llvm.tokeninit(token none)
  ret void
}
