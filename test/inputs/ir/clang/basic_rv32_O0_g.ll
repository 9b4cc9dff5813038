; ModuleID = 'basic.c'
source_filename = "basic.c"
target datalayout = "e-m:e-p:32:32-i64:64-n32-S128"
target triple = "riscv32"

%struct.S = type { i32, i8, i64 }

@.str = private unnamed_addr constant [7 x i8] c"hello\0A\00", align 1, !dbg !0
@msg = dso_local global ptr @.str, align 4, !dbg !7
@tbl = internal global [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 4, !dbg !13
@.str.1 = private unnamed_addr constant [7 x i8] c"%d %s\0A\00", align 1, !dbg !11

; Function Attrs: noinline nounwind optnone
define dso_local i32 @sum(ptr noundef %0, i32 noundef %1) #0 !dbg !30 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !41, !DIExpression(), !42)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !43, !DIExpression(), !44)
    #dbg_declare(ptr %5, !45, !DIExpression(), !46)
  store i32 0, ptr %5, align 4, !dbg !46
    #dbg_declare(ptr %6, !47, !DIExpression(), !49)
  store i32 0, ptr %6, align 4, !dbg !49
  br label %7, !dbg !50

7:                                                ; preds = %24, %2
  %8 = load i32, ptr %6, align 4, !dbg !51
  %9 = load i32, ptr %4, align 4, !dbg !53
  %10 = icmp slt i32 %8, %9, !dbg !54
  br i1 %10, label %11, label %27, !dbg !55

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 4, !dbg !56
  %13 = load i32, ptr %6, align 4, !dbg !57
  %14 = getelementptr inbounds %struct.S, ptr %12, i32 %13, !dbg !56
  %15 = getelementptr inbounds %struct.S, ptr %14, i32 0, i32 0, !dbg !58
  %16 = load i32, ptr %15, align 8, !dbg !58
  %17 = load i32, ptr %6, align 4, !dbg !59
  %18 = and i32 %17, 3, !dbg !60
  %19 = getelementptr inbounds [4 x i32], ptr @tbl, i32 0, i32 %18, !dbg !61
  %20 = load i32, ptr %19, align 4, !dbg !61
  %21 = mul nsw i32 %16, %20, !dbg !62
  %22 = load i32, ptr %5, align 4, !dbg !63
  %23 = add nsw i32 %22, %21, !dbg !63
  store i32 %23, ptr %5, align 4, !dbg !63
  br label %24, !dbg !64

24:                                               ; preds = %11
  %25 = load i32, ptr %6, align 4, !dbg !65
  %26 = add nsw i32 %25, 1, !dbg !65
  store i32 %26, ptr %6, align 4, !dbg !65
  br label %7, !dbg !66, !llvm.loop !67

27:                                               ; preds = %7
  %28 = load i32, ptr %5, align 4, !dbg !70
  ret i32 %28, !dbg !71
}

; Function Attrs: noinline nounwind optnone
define dso_local double @fp(double noundef %0, float noundef %1) #0 !dbg !72 {
  %3 = alloca double, align 8
  %4 = alloca float, align 4
  store double %0, ptr %3, align 8
    #dbg_declare(ptr %3, !77, !DIExpression(), !78)
  store float %1, ptr %4, align 4
    #dbg_declare(ptr %4, !79, !DIExpression(), !80)
  %5 = load double, ptr %3, align 8, !dbg !81
  %6 = load float, ptr %4, align 4, !dbg !82
  %7 = fpext float %6 to double, !dbg !82
  %8 = call double @llvm.fmuladd.f64(double %5, double %7, double 1.500000e+00), !dbg !83
  ret double %8, !dbg !84
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @sw(i32 noundef %0) #0 !dbg !85 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !88, !DIExpression(), !89)
  %4 = load i32, ptr %3, align 4, !dbg !90
  switch i32 %4, label %8 [
    i32 1, label %5
    i32 2, label %6
    i32 10, label %7
  ], !dbg !91

5:                                                ; preds = %1
  store i32 5, ptr %2, align 4, !dbg !92
  br label %9, !dbg !92

6:                                                ; preds = %1
  store i32 7, ptr %2, align 4, !dbg !94
  br label %9, !dbg !94

7:                                                ; preds = %1
  store i32 9, ptr %2, align 4, !dbg !95
  br label %9, !dbg !95

8:                                                ; preds = %1
  store i32 0, ptr %2, align 4, !dbg !96
  br label %9, !dbg !96

9:                                                ; preds = %8, %7, %6, %5
  %10 = load i32, ptr %2, align 4, !dbg !97
  ret i32 %10, !dbg !97
}

; Function Attrs: noinline nounwind optnone
define dso_local void @pr(i32 noundef %0) #0 !dbg !98 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !101, !DIExpression(), !102)
  %3 = load i32, ptr %2, align 4, !dbg !103
  %4 = load ptr, ptr @msg, align 4, !dbg !104
  %5 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %3, ptr noundef %4), !dbg !105
  ret void, !dbg !106
}

declare dso_local i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone
define dso_local i64 @sh(i64 noundef %0, i32 noundef %1) #0 !dbg !107 {
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store i64 %0, ptr %3, align 8
    #dbg_declare(ptr %3, !110, !DIExpression(), !111)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !112, !DIExpression(), !113)
  %5 = load i64, ptr %3, align 8, !dbg !114
  %6 = load i32, ptr %4, align 4, !dbg !115
  %7 = zext i32 %6 to i64, !dbg !116
  %8 = shl i64 %5, %7, !dbg !116
  %9 = load i64, ptr %3, align 8, !dbg !117
  %10 = ashr i64 %9, 3, !dbg !118
  %11 = or i64 %8, %10, !dbg !119
  ret i64 %11, !dbg !120
}

; Function Attrs: noinline nounwind optnone
define dso_local zeroext i8 @uc(i32 noundef %0) #0 !dbg !121 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !126, !DIExpression(), !127)
  %3 = load i32, ptr %2, align 4, !dbg !128
  %4 = udiv i32 %3, 3, !dbg !129
  %5 = trunc i32 %4 to i8, !dbg !128
  ret i8 %5, !dbg !130
}

; Function Attrs: noinline nounwind optnone
define dso_local i32 @vs(i32 noundef %0, ...) #0 !dbg !131 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !134, !DIExpression(), !135)
    #dbg_declare(ptr %3, !136, !DIExpression(), !141)
  call void @llvm.va_start.p0(ptr %3), !dbg !142
    #dbg_declare(ptr %4, !143, !DIExpression(), !144)
  %5 = load ptr, ptr %3, align 4, !dbg !145
  %6 = getelementptr inbounds i8, ptr %5, i32 4, !dbg !145
  store ptr %6, ptr %3, align 4, !dbg !145
  %7 = load i32, ptr %5, align 4, !dbg !145
  store i32 %7, ptr %4, align 4, !dbg !144
  call void @llvm.va_end.p0(ptr %3), !dbg !146
  %8 = load i32, ptr %4, align 4, !dbg !147
  ret i32 %8, !dbg !148
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #3

; Function Attrs: noinline nounwind optnone
define dso_local void @ret(ptr dead_on_unwind noalias writable sret(%struct.S) align 8 %0, ptr noundef %1) #0 !dbg !149 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
    #dbg_declare(ptr %4, !152, !DIExpression(DW_OP_deref), !153)
  %5 = getelementptr inbounds %struct.S, ptr %1, i32 0, i32 0, !dbg !154
  %6 = load i32, ptr %5, align 8, !dbg !155
  %7 = add nsw i32 %6, 1, !dbg !155
  store i32 %7, ptr %5, align 8, !dbg !155
  call void @llvm.memcpy.p0.p0.i32(ptr align 8 %0, ptr align 8 %1, i32 16, i1 false), !dbg !156
  ret void, !dbg !157
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #4

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv32" "target-features"="+32bit,+a,+c,+m,+relax,+zmmul,-b,-d,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-f,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zicsr,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv32" "target-features"="+32bit,+a,+c,+m,+relax,+zmmul,-b,-d,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-f,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zicsr,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { nocallback nofree nosync nounwind willreturn }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!llvm.dbg.cu = !{!9}
!llvm.module.flags = !{!21, !22, !23, !24, !25, !27, !28}
!llvm.ident = !{!29}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 4, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "basic.c", directory: "/work/main/test/inputs/ir/clang", checksumkind: CSK_MD5, checksum: "d5519474257034c6a1470355f24b70f7")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!5 = !{!6}
!6 = !DISubrange(count: 7)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "msg", scope: !9, file: !2, line: 4, type: !19, isLocal: false, isDefinition: true)
!9 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !10, splitDebugInlining: false, nameTableKind: None)
!10 = !{!0, !7, !11, !13}
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !2, line: 9, type: !3, isLocal: true, isDefinition: true)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(name: "tbl", scope: !9, file: !2, line: 3, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 128, elements: !17)
!16 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!17 = !{!18}
!18 = !DISubrange(count: 4)
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 32)
!20 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!21 = !{i32 7, !"Dwarf Version", i32 5}
!22 = !{i32 2, !"Debug Info Version", i32 3}
!23 = !{i32 1, !"wchar_size", i32 4}
!24 = !{i32 1, !"target-abi", !"ilp32"}
!25 = !{i32 6, !"riscv-isa", !26}
!26 = !{!"rv32i2p1_m2p0_a2p1_c2p0_zmmul1p0"}
!27 = !{i32 7, !"frame-pointer", i32 2}
!28 = !{i32 8, !"SmallDataLimit", i32 8}
!29 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!30 = distinct !DISubprogram(name: "sum", scope: !2, file: !2, line: 6, type: !31, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !9, retainedNodes: !40)
!31 = !DISubroutineType(types: !32)
!32 = !{!16, !33, !16}
!33 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 32)
!34 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S", file: !2, line: 2, size: 128, elements: !35)
!35 = !{!36, !37, !38}
!36 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !34, file: !2, line: 2, baseType: !16, size: 32)
!37 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !34, file: !2, line: 2, baseType: !4, size: 8, offset: 32)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !34, file: !2, line: 2, baseType: !39, size: 64, offset: 64)
!39 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!40 = !{}
!41 = !DILocalVariable(name: "s", arg: 1, scope: !30, file: !2, line: 6, type: !33)
!42 = !DILocation(line: 6, column: 19, scope: !30)
!43 = !DILocalVariable(name: "n", arg: 2, scope: !30, file: !2, line: 6, type: !16)
!44 = !DILocation(line: 6, column: 26, scope: !30)
!45 = !DILocalVariable(name: "t", scope: !30, file: !2, line: 6, type: !16)
!46 = !DILocation(line: 6, column: 35, scope: !30)
!47 = !DILocalVariable(name: "i", scope: !48, file: !2, line: 6, type: !16)
!48 = distinct !DILexicalBlock(scope: !30, file: !2, line: 6, column: 42)
!49 = !DILocation(line: 6, column: 51, scope: !48)
!50 = !DILocation(line: 6, column: 47, scope: !48)
!51 = !DILocation(line: 6, column: 58, scope: !52)
!52 = distinct !DILexicalBlock(scope: !48, file: !2, line: 6, column: 42)
!53 = !DILocation(line: 6, column: 62, scope: !52)
!54 = !DILocation(line: 6, column: 60, scope: !52)
!55 = !DILocation(line: 6, column: 42, scope: !48)
!56 = !DILocation(line: 6, column: 75, scope: !52)
!57 = !DILocation(line: 6, column: 77, scope: !52)
!58 = !DILocation(line: 6, column: 80, scope: !52)
!59 = !DILocation(line: 6, column: 88, scope: !52)
!60 = !DILocation(line: 6, column: 90, scope: !52)
!61 = !DILocation(line: 6, column: 84, scope: !52)
!62 = !DILocation(line: 6, column: 82, scope: !52)
!63 = !DILocation(line: 6, column: 72, scope: !52)
!64 = !DILocation(line: 6, column: 70, scope: !52)
!65 = !DILocation(line: 6, column: 66, scope: !52)
!66 = !DILocation(line: 6, column: 42, scope: !52)
!67 = distinct !{!67, !55, !68, !69}
!68 = !DILocation(line: 6, column: 93, scope: !48)
!69 = !{!"llvm.loop.mustprogress"}
!70 = !DILocation(line: 6, column: 103, scope: !30)
!71 = !DILocation(line: 6, column: 96, scope: !30)
!72 = distinct !DISubprogram(name: "fp", scope: !2, file: !2, line: 7, type: !73, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !9, retainedNodes: !40)
!73 = !DISubroutineType(types: !74)
!74 = !{!75, !75, !76}
!75 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!76 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!77 = !DILocalVariable(name: "x", arg: 1, scope: !72, file: !2, line: 7, type: !75)
!78 = !DILocation(line: 7, column: 18, scope: !72)
!79 = !DILocalVariable(name: "y", arg: 2, scope: !72, file: !2, line: 7, type: !76)
!80 = !DILocation(line: 7, column: 27, scope: !72)
!81 = !DILocation(line: 7, column: 39, scope: !72)
!82 = !DILocation(line: 7, column: 43, scope: !72)
!83 = !DILocation(line: 7, column: 45, scope: !72)
!84 = !DILocation(line: 7, column: 32, scope: !72)
!85 = distinct !DISubprogram(name: "sw", scope: !2, file: !2, line: 8, type: !86, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !9, retainedNodes: !40)
!86 = !DISubroutineType(types: !87)
!87 = !{!16, !16}
!88 = !DILocalVariable(name: "x", arg: 1, scope: !85, file: !2, line: 8, type: !16)
!89 = !DILocation(line: 8, column: 12, scope: !85)
!90 = !DILocation(line: 8, column: 25, scope: !85)
!91 = !DILocation(line: 8, column: 17, scope: !85)
!92 = !DILocation(line: 8, column: 38, scope: !93)
!93 = distinct !DILexicalBlock(scope: !85, file: !2, line: 8, column: 28)
!94 = !DILocation(line: 8, column: 56, scope: !93)
!95 = !DILocation(line: 8, column: 75, scope: !93)
!96 = !DILocation(line: 8, column: 94, scope: !93)
!97 = !DILocation(line: 8, column: 106, scope: !85)
!98 = distinct !DISubprogram(name: "pr", scope: !2, file: !2, line: 9, type: !99, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !9, retainedNodes: !40)
!99 = !DISubroutineType(types: !100)
!100 = !{null, !16}
!101 = !DILocalVariable(name: "x", arg: 1, scope: !98, file: !2, line: 9, type: !16)
!102 = !DILocation(line: 9, column: 13, scope: !98)
!103 = !DILocation(line: 9, column: 36, scope: !98)
!104 = !DILocation(line: 9, column: 39, scope: !98)
!105 = !DILocation(line: 9, column: 18, scope: !98)
!106 = !DILocation(line: 9, column: 45, scope: !98)
!107 = distinct !DISubprogram(name: "sh", scope: !2, file: !2, line: 10, type: !108, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !9, retainedNodes: !40)
!108 = !DISubroutineType(types: !109)
!109 = !{!39, !39, !16}
!110 = !DILocalVariable(name: "a", arg: 1, scope: !107, file: !2, line: 10, type: !39)
!111 = !DILocation(line: 10, column: 24, scope: !107)
!112 = !DILocalVariable(name: "b", arg: 2, scope: !107, file: !2, line: 10, type: !16)
!113 = !DILocation(line: 10, column: 31, scope: !107)
!114 = !DILocation(line: 10, column: 44, scope: !107)
!115 = !DILocation(line: 10, column: 49, scope: !107)
!116 = !DILocation(line: 10, column: 46, scope: !107)
!117 = !DILocation(line: 10, column: 55, scope: !107)
!118 = !DILocation(line: 10, column: 57, scope: !107)
!119 = !DILocation(line: 10, column: 52, scope: !107)
!120 = !DILocation(line: 10, column: 36, scope: !107)
!121 = distinct !DISubprogram(name: "uc", scope: !2, file: !2, line: 11, type: !122, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !9, retainedNodes: !40)
!122 = !DISubroutineType(types: !123)
!123 = !{!124, !125}
!124 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!125 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!126 = !DILocalVariable(name: "x", arg: 1, scope: !121, file: !2, line: 11, type: !125)
!127 = !DILocation(line: 11, column: 27, scope: !121)
!128 = !DILocation(line: 11, column: 39, scope: !121)
!129 = !DILocation(line: 11, column: 41, scope: !121)
!130 = !DILocation(line: 11, column: 32, scope: !121)
!131 = distinct !DISubprogram(name: "vs", scope: !2, file: !2, line: 12, type: !132, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !9, retainedNodes: !40)
!132 = !DISubroutineType(types: !133)
!133 = !{!16, !16, null}
!134 = !DILocalVariable(name: "n", arg: 1, scope: !131, file: !2, line: 12, type: !16)
!135 = !DILocation(line: 12, column: 12, scope: !131)
!136 = !DILocalVariable(name: "ap", scope: !131, file: !2, line: 12, type: !137)
!137 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !138, line: 12, baseType: !139)
!138 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stdarg_va_list.h", directory: "", checksumkind: CSK_MD5, checksum: "7bd78a282b99fcfe41a9e3c566d14f7d")
!139 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !140)
!140 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!141 = !DILocation(line: 12, column: 30, scope: !131)
!142 = !DILocation(line: 12, column: 34, scope: !131)
!143 = !DILocalVariable(name: "r", scope: !131, file: !2, line: 12, type: !16)
!144 = !DILocation(line: 12, column: 55, scope: !131)
!145 = !DILocation(line: 12, column: 59, scope: !131)
!146 = !DILocation(line: 12, column: 76, scope: !131)
!147 = !DILocation(line: 12, column: 95, scope: !131)
!148 = !DILocation(line: 12, column: 88, scope: !131)
!149 = distinct !DISubprogram(name: "ret", scope: !2, file: !2, line: 13, type: !150, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !9, retainedNodes: !40)
!150 = !DISubroutineType(types: !151)
!151 = !{!34, !34}
!152 = !DILocalVariable(name: "s", arg: 1, scope: !149, file: !2, line: 13, type: !34)
!153 = !DILocation(line: 13, column: 23, scope: !149)
!154 = !DILocation(line: 13, column: 30, scope: !149)
!155 = !DILocation(line: 13, column: 31, scope: !149)
!156 = !DILocation(line: 13, column: 42, scope: !149)
!157 = !DILocation(line: 13, column: 35, scope: !149)
