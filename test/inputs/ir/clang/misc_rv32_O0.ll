; ModuleID = 'misc.c'
source_filename = "misc.c"
target datalayout = "e-m:e-p:32:32-i64:64-n32-S128"
target triple = "riscv32"

%struct.P = type { i16, double, [5 x i8] }

@gp = dso_local global %struct.P { i16 1, double 2.500000e+00, [5 x i8] c"abc\00\00" }, align 8
@pp = dso_local global ptr @gp, align 4
@.str = private unnamed_addr constant [2 x i8] c"a\00", align 1
@.str.1 = private unnamed_addr constant [3 x i8] c"bb\00", align 1
@names = dso_local global [3 x ptr] [ptr @.str, ptr @.str.1, ptr null], align 4
@ld = dso_local global fp128 0xL00000000000000003FFF800000000000, align 16
@h = dso_local global half 0xH3E00, align 2
@counter = internal global i32 0, align 4

; Function Attrs: noinline nounwind optnone
define dso_local i32 @get(ptr noundef %0) #0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = getelementptr inbounds %struct.P, ptr %0, i32 0, i32 0
  %4 = load i16, ptr %3, align 8
  %5 = sext i16 %4 to i32
  %6 = getelementptr inbounds %struct.P, ptr %0, i32 0, i32 1
  %7 = load double, ptr %6, align 8
  %8 = fptosi double %7 to i32
  %9 = add nsw i32 %5, %8
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone
define dso_local void @make(ptr dead_on_unwind noalias writable sret(%struct.P) align 8 %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  call void @llvm.memset.p0.i32(ptr align 8 %0, i8 0, i32 24, i1 false)
  %5 = load i32, ptr %4, align 4
  %6 = trunc i32 %5 to i16
  %7 = getelementptr inbounds %struct.P, ptr %0, i32 0, i32 0
  store i16 %6, ptr %7, align 8
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i32(ptr nocapture writeonly, i8, i32, i1 immarg) #1

; Function Attrs: noinline nounwind optnone
define dso_local double @conv(i64 noundef %0, i32 noundef %1, float noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca float, align 4
  store i64 %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store float %2, ptr %6, align 4
  %7 = load i64, ptr %4, align 8
  %8 = sitofp i64 %7 to double
  %9 = load i32, ptr %5, align 4
  %10 = uitofp i32 %9 to double
  %11 = fadd double %8, %10
  %12 = load float, ptr %6, align 4
  %13 = fpext float %12 to double
  %14 = fadd double %11, %13
  %15 = load float, ptr %6, align 4
  %16 = fptosi float %15 to i64
  %17 = sitofp i64 %16 to double
  %18 = fadd double %14, %17
  %19 = load float, ptr %6, align 4
  %20 = fptoui float %19 to i32
  %21 = uitofp i32 %20 to double
  %22 = fadd double %18, %21
  ret double %22
}

; Function Attrs: noinline nounwind optnone
define dso_local fp128 @ldop(fp128 noundef %0) #0 {
  %2 = alloca fp128, align 16
  store fp128 %0, ptr %2, align 16
  %3 = load fp128, ptr %2, align 16
  %4 = fmul fp128 %3, 0xL00000000000000004000000000000000
  ret fp128 %4
}

; Function Attrs: noinline nounwind optnone
define dso_local i32 @loop(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  br label %4

4:                                                ; preds = %20, %12, %1
  %5 = load i32, ptr %2, align 4
  %6 = add nsw i32 %5, -1
  store i32 %6, ptr %2, align 4
  %7 = icmp ne i32 %5, 0
  br i1 %7, label %8, label %21

8:                                                ; preds = %4
  %9 = load i32, ptr %2, align 4
  %10 = srem i32 %9, 3
  %11 = icmp eq i32 %10, 0
  br i1 %11, label %12, label %13

12:                                               ; preds = %8
  br label %4, !llvm.loop !7

13:                                               ; preds = %8
  %14 = load i32, ptr %2, align 4
  %15 = load i32, ptr %3, align 4
  %16 = add nsw i32 %15, %14
  store i32 %16, ptr %3, align 4
  %17 = load i32, ptr %3, align 4
  %18 = icmp sgt i32 %17, 1000
  br i1 %18, label %19, label %20

19:                                               ; preds = %13
  br label %21

20:                                               ; preds = %13
  br label %4, !llvm.loop !7

21:                                               ; preds = %19, %4
  %22 = load i32, ptr %3, align 4
  ret i32 %22
}

; Function Attrs: noinline nounwind optnone
define dso_local void @inc() #0 {
  %1 = load i32, ptr @counter, align 4
  %2 = add nsw i32 %1, 1
  store i32 %2, ptr @counter, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone
define dso_local i32 @fp(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = call i32 %5(i32 noundef %6)
  %8 = load ptr, ptr %3, align 4
  %9 = load i32, ptr %4, align 4
  %10 = add nsw i32 %9, 1
  %11 = call i32 %8(i32 noundef %10)
  %12 = add nsw i32 %7, %11
  ret i32 %12
}

; Function Attrs: noinline nounwind optnone
define dso_local zeroext i1 @cmpf(float noundef %0, float noundef %1) #0 {
  %3 = alloca float, align 4
  %4 = alloca float, align 4
  store float %0, ptr %3, align 4
  store float %1, ptr %4, align 4
  %5 = load float, ptr %3, align 4
  %6 = load float, ptr %4, align 4
  %7 = fcmp olt float %5, %6
  br i1 %7, label %12, label %8

8:                                                ; preds = %2
  %9 = load float, ptr %3, align 4
  %10 = load float, ptr %3, align 4
  %11 = fcmp une float %9, %10
  br label %12

12:                                               ; preds = %8, %2
  %13 = phi i1 [ true, %2 ], [ %11, %8 ]
  ret i1 %13
}

; Function Attrs: noinline nounwind optnone
define dso_local half @hadd(half noundef %0, half noundef %1) #0 {
  %3 = alloca half, align 2
  %4 = alloca half, align 2
  store half %0, ptr %3, align 2
  store half %1, ptr %4, align 2
  %5 = load half, ptr %3, align 2
  %6 = fpext half %5 to float
  %7 = load half, ptr %4, align 2
  %8 = fpext half %7 to float
  %9 = fadd float %6, %8
  %10 = fptrunc float %9 to half
  ret half %10
}

; Function Attrs: noinline nounwind optnone
define dso_local i32 @sel(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = icmp sgt i32 %5, %6
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load i32, ptr %3, align 4
  br label %12

10:                                               ; preds = %2
  %11 = load i32, ptr %4, align 4
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi i32 [ %9, %8 ], [ %11, %10 ]
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone
define dso_local ptr @alloc(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca [64 x i8], align 1
  %4 = alloca ptr, align 4
  store i32 %0, ptr %2, align 4
  %5 = load i32, ptr %2, align 4
  %6 = alloca i8, i32 %5, align 16
  store ptr %6, ptr %4, align 4
  %7 = load i32, ptr %2, align 4
  %8 = and i32 %7, 63
  %9 = getelementptr inbounds [64 x i8], ptr %3, i32 0, i32 %8
  %10 = load i8, ptr %9, align 1
  %11 = load ptr, ptr %4, align 4
  %12 = getelementptr inbounds i8, ptr %11, i32 0
  store i8 %10, ptr %12, align 1
  ret ptr null
}

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv32" "target-features"="+32bit,+a,+c,+m,+relax,+zmmul,-b,-d,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-f,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zicsr,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }

!llvm.module.flags = !{!0, !1, !2, !4, !5}
!llvm.ident = !{!6}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"target-abi", !"ilp32"}
!2 = !{i32 6, !"riscv-isa", !3}
!3 = !{!"rv32i2p1_m2p0_a2p1_c2p0_zmmul1p0"}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{i32 8, !"SmallDataLimit", i32 8}
!6 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}
