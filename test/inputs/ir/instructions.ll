; Every instruction kind the reader builds, with the flags and options LLVM 19 prints.
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

%pair = type { i32, i64 }
%packed = type <{ i8, i32 }>

@g = global i32 7, align 4
@arr = global [4 x i16] [i16 1, i16 2, i16 3, i16 4], align 2

declare i32 @ext(i32 noundef signext, ptr nocapture readonly) nounwind
declare i32 @printf(ptr, ...)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg)
declare { i32, i1 } @llvm.umul.with.overflow.i32(i32, i32)
declare float @llvm.fma.f32(float, float, float)

define i32 @intops(i32 %a, i32 %b, i64 %w) {
entry:
  %add = add nuw nsw i32 %a, %b
  %sub = sub nsw i32 %add, 1
  %mul = mul nuw i32 %sub, %b
  %udiv = udiv exact i32 %mul, 3
  %sdiv = sdiv i32 %udiv, -2
  %urem = urem i32 %sdiv, 7
  %srem = srem i32 %urem, 5
  %shl = shl nuw nsw i32 %srem, 2
  %lshr = lshr exact i32 %shl, 1
  %ashr = ashr i32 %lshr, 1
  %and = and i32 %ashr, 255
  %or = or disjoint i32 %and, 256
  %xor = xor i32 %or, -1
  %t = trunc nuw nsw i64 %w to i32
  %t2 = trunc i64 %w to i16
  %z = zext nneg i16 %t2 to i32
  %s = sext i16 %t2 to i64
  %r = add i32 %xor, %t
  %r2 = add i32 %r, %z
  ret i32 %r2
}

define double @fpops(float %x, double %y, half %h) {
  %a = fadd fast float %x, 1.000000e+00
  %b = fsub nnan ninf float %a, 0x3FB99999A0000000
  %c = fmul nsz arcp contract float %b, %x
  %d = fdiv afn reassoc float %c, 2.0
  %e = frem float %d, 3.0
  %n = fneg nnan float %e
  %ext = fpext float %n to double
  %tr = fptrunc double %y to float
  %hi = fptosi float %tr to i32
  %ui = fptoui double %y to i64
  %sf = sitofp i32 %hi to double
  %uf = uitofp nneg i64 %ui to double
  %hh = fadd half %h, 0xH3C00
  %cmp = fcmp olt double %sf, %uf
  %cmp2 = fcmp fast true double %sf, %uf
  %sel = select nnan i1 %cmp, double %ext, double %uf
  %fma = call fast float @llvm.fma.f32(float %x, float %x, float 1.5)
  ret double %sel
}

define ptr @memory(ptr %p, i64 %i, <4 x ptr> %vp) {
  %slot = alloca i32, align 4
  %many = alloca i64, i32 4, align 8
  %as = alloca i8, align 1, addrspace(0)
  %v = load volatile i32, ptr %p, align 4, !tbaa !0
  store i32 %v, ptr %slot, align 4
  store volatile i64 %i, ptr %many
  %q = getelementptr inbounds %pair, ptr %p, i64 %i, i32 1
  %q2 = getelementptr inbounds nuw [4 x i16], ptr @arr, i64 0, i64 %i
  %q3 = getelementptr i8, ptr %q, i32 -4
  %q4 = getelementptr nusw %packed, ptr %q3, i64 1, i32 0
  %vq = getelementptr i32, <4 x ptr> %vp, i64 1
  %pi = ptrtoint ptr %q4 to i64
  %ip = inttoptr i64 %pi to ptr
  %bc = bitcast ptr %ip to ptr
  %asc = addrspacecast ptr %bc to ptr addrspace(1)
  %fr = freeze ptr %bc
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %slot, ptr align 4 %p, i64 4, i1 false)
  ret ptr %fr
}

define i32 @control(i32 %x, i1 %c) {
entry:
  br i1 %c, label %then, label %else

then:
  switch i32 %x, label %else [
    i32 0, label %done
    i32 1, label %done
    i32 -5, label %then2
  ]

then2:
  br label %done

else:
  %e = add i32 %x, 1
  br label %done

done:
  %r = phi i32 [ 0, %then ], [ 0, %then ], [ 2, %then2 ], [ %e, %else ]
  %ic = icmp slt i32 %r, 10
  br i1 %ic, label %ret, label %dead

dead:
  unreachable

ret:
  ret i32 %r
}

define <4 x i32> @vectors(<4 x i32> %a, <4 x i32> %b, i32 %s) {
  %e = extractelement <4 x i32> %a, i32 2
  %i = insertelement <4 x i32> %b, i32 %e, i64 0
  %sh = shufflevector <4 x i32> %a, <4 x i32> %i, <4 x i32> <i32 0, i32 5, i32 poison, i32 7>
  %sz = shufflevector <4 x i32> %sh, <4 x i32> poison, <2 x i32> zeroinitializer
  %cmp = icmp ult <4 x i32> %sh, %b
  %sel = select <4 x i1> %cmp, <4 x i32> %sh, <4 x i32> %a
  %add = add <4 x i32> %sel, <i32 1, i32 2, i32 3, i32 4>
  %spl = mul <4 x i32> %add, splat (i32 3)
  ret <4 x i32> %spl
}

define i64 @aggregates(%pair %p, i32 %v) {
  %a = extractvalue %pair %p, 1
  %b = insertvalue %pair %p, i32 %v, 0
  %c = insertvalue { [2 x i8], i1 } undef, i8 3, 0, 1
  %o = call { i32, i1 } @llvm.umul.with.overflow.i32(i32 %v, i32 %v)
  %ov = extractvalue { i32, i1 } %o, 1
  ret i64 %a
}

define void @calls(ptr %fp, ...) {
  %r = call i32 @ext(i32 noundef signext 1, ptr nonnull @g) #0
  %r2 = tail call i32 (ptr, ...) @printf(ptr @g, i32 %r, double 1.0)
  %r3 = tail call i32 %fp(i32 %r2)
  %r4 = notail call fastcc i32 %fp(i32 %r3) nounwind
  call void @calls(ptr %fp), !dbg !1
  %va = va_arg ptr %fp, i32
  ret void
}

define i32 @recurse(i32 %x) {
  %r = musttail call i32 @recurse(i32 %x)
  ret i32 %r
}

define void @indirect(ptr %addr) {
  indirectbr ptr %addr, [label %a, label %b]
a:
  ret void
b:
  ret void
}

attributes #0 = { nounwind "frame-pointer"="all" }

!0 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!1 = !DILocation(line: 1, column: 2, scope: !2)
!2 = distinct !DISubprogram(name: "calls", scope: null, spFlags: DISPFlagDefinition, unit: !3)
!3 = distinct !DICompileUnit(language: DW_LANG_C11, file: !4, emissionKind: FullDebug)
!4 = !DIFile(filename: "x.c", directory: "/tmp")
!llvm.dbg.cu = !{!3}
!llvm.module.flags = !{!5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
