; llvm.memcpy / memmove / memset: a small constant length becomes loads and stores of the widest integers the
; alignment allows, joined by a TokenFactor (memcpy: extload/truncstore pairs; memmove: all loads first; memset:
; an opaque splat constant, or the byte times 0x01010101); a stack destination's alignment is raised to the
; register width. A variable length calls the C library function (its result is unused).
; Checked against llc-19 -stop-before=finalize-isel: set11, setvar3, copyn give the same MIR (rv64 copyn: one
; instruction ordered differently); in copy7 and move6 LLVM's combiner also forwards the values stored just
; before into some pieces' loads, which dagtool's does not (the pieces themselves are the same).
; variant rv32: -mtriple=riscv32
; variant rv64: -mtriple=riscv64
declare void @llvm.memcpy.p0.p0.i32(ptr, ptr, i32, i1)
declare void @llvm.memmove.p0.p0.i32(ptr, ptr, i32, i1)
declare void @llvm.memset.p0.i32(ptr, i8, i32, i1)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)

define i32 @copy7(i32 %x) {
  %a = alloca [4 x i32], align 4
  %b = alloca [4 x i32], align 4
  store i32 %x, ptr %b, align 4
  %b4 = getelementptr inbounds i8, ptr %b, i32 4
  store i32 -559038737, ptr %b4, align 4
  %a4 = getelementptr inbounds i8, ptr %a, i32 4
  store i32 0, ptr %a, align 4
  store i32 0, ptr %a4, align 4
  %a8 = getelementptr inbounds i8, ptr %a, i32 8
  store i32 0, ptr %a8, align 4
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %a4, ptr align 4 %b, i32 7, i1 false)
  %l1 = load i32, ptr %a4, align 4
  %l2 = load i32, ptr %a8, align 4
  %r = xor i32 %l1, %l2
  ret i32 %r
}

define i32 @move6(i32 %x) {
  %a = alloca [4 x i32], align 4
  store i32 %x, ptr %a, align 4
  %a4 = getelementptr inbounds i8, ptr %a, i32 4
  store i32 305419896, ptr %a4, align 4
  %a2 = getelementptr inbounds i8, ptr %a, i32 2
  call void @llvm.memmove.p0.p0.i32(ptr align 2 %a2, ptr align 4 %a, i32 6, i1 false)
  %l1 = load i32, ptr %a, align 4
  %l2 = load i32, ptr %a4, align 4
  %r = add i32 %l1, %l2
  ret i32 %r
}

define i32 @set11(i32 %x) {
  %a = alloca [3 x i32], align 1
  call void @llvm.memset.p0.i32(ptr align 1 %a, i8 -85, i32 11, i1 false)
  %a8 = getelementptr inbounds i8, ptr %a, i32 8
  %l1 = load i16, ptr %a8, align 1
  %w = zext i16 %l1 to i32
  %r = add i32 %w, %x
  ret i32 %r
}

define i32 @setvar3(i32 %x) {
  %a = alloca i32, align 4
  store i32 %x, ptr %a, align 4
  %c = trunc i32 %x to i8
  %a1 = getelementptr inbounds i8, ptr %a, i32 1
  call void @llvm.memset.p0.i32(ptr %a1, i8 %c, i32 3, i1 true)
  %r = load i32, ptr %a, align 4
  ret i32 %r
}

define i32 @copyn(i32 %x, i64 %n) {
  %a = alloca [16 x i8], align 4
  %b = alloca [16 x i8], align 4
  store i32 %x, ptr %a, align 4
  store i32 %x, ptr %b, align 4
  %m = and i64 %n, 15
  call void @llvm.memcpy.p0.p0.i64(ptr %b, ptr %a, i64 %m, i1 false)
  %r = load i32, ptr %b, align 4
  ret i32 %r
}
