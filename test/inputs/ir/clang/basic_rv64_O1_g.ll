; ModuleID = 'basic.c'
source_filename = "basic.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64"

%struct.S = type { i32, i8, i64 }

@.str = private unnamed_addr constant [7 x i8] c"hello\0A\00", align 1, !dbg !0
@msg = dso_local local_unnamed_addr global ptr @.str, align 8, !dbg !7
@tbl = internal unnamed_addr constant [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 4, !dbg !13
@.str.1 = private unnamed_addr constant [7 x i8] c"%d %s\0A\00", align 1, !dbg !11

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read)
define dso_local signext i32 @sum(ptr nocapture noundef readonly %0, i32 noundef signext %1) local_unnamed_addr #0 !dbg !30 {
    #dbg_value(ptr %0, !41, !DIExpression(), !46)
    #dbg_value(i32 %1, !42, !DIExpression(), !46)
    #dbg_value(i32 0, !43, !DIExpression(), !46)
    #dbg_value(i32 0, !44, !DIExpression(), !47)
  %3 = icmp sgt i32 %1, 0, !dbg !48
  br i1 %3, label %4, label %6, !dbg !50

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64, !dbg !48
  br label %8, !dbg !50

6:                                                ; preds = %8, %2
  %7 = phi i32 [ 0, %2 ], [ %17, %8 ], !dbg !51
  ret i32 %7, !dbg !52

8:                                                ; preds = %4, %8
  %9 = phi i64 [ 0, %4 ], [ %18, %8 ]
  %10 = phi i32 [ 0, %4 ], [ %17, %8 ]
    #dbg_value(i64 %9, !44, !DIExpression(), !47)
    #dbg_value(i32 %10, !43, !DIExpression(), !46)
  %11 = getelementptr inbounds %struct.S, ptr %0, i64 %9, !dbg !53
  %12 = load i32, ptr %11, align 8, !dbg !54, !tbaa !55
  %13 = and i64 %9, 3, !dbg !61
  %14 = getelementptr inbounds [4 x i32], ptr @tbl, i64 0, i64 %13, !dbg !62
  %15 = load i32, ptr %14, align 4, !dbg !62, !tbaa !63
  %16 = mul nsw i32 %15, %12, !dbg !64
  %17 = add nsw i32 %16, %10, !dbg !65
    #dbg_value(i32 %17, !43, !DIExpression(), !46)
  %18 = add nuw nsw i64 %9, 1, !dbg !66
    #dbg_value(i64 %18, !44, !DIExpression(), !47)
  %19 = icmp eq i64 %18, %5, !dbg !48
  br i1 %19, label %6, label %8, !dbg !50, !llvm.loop !67
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef double @fp(double noundef %0, float noundef %1) local_unnamed_addr #2 !dbg !71 {
    #dbg_value(double %0, !77, !DIExpression(), !79)
    #dbg_value(float %1, !78, !DIExpression(), !79)
  %3 = fpext float %1 to double, !dbg !80
  %4 = tail call double @llvm.fmuladd.f64(double %0, double %3, double 1.500000e+00), !dbg !81
  ret double %4, !dbg !82
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local signext range(i32 0, 10) i32 @sw(i32 noundef signext %0) local_unnamed_addr #2 !dbg !83 {
    #dbg_value(i32 %0, !87, !DIExpression(), !88)
  switch i32 %0, label %4 [
    i32 1, label %5
    i32 2, label %2
    i32 10, label %3
  ], !dbg !89

2:                                                ; preds = %1
  br label %5, !dbg !90

3:                                                ; preds = %1
  br label %5, !dbg !92

4:                                                ; preds = %1
  br label %5, !dbg !93

5:                                                ; preds = %1, %4, %3, %2
  %6 = phi i32 [ 0, %4 ], [ 9, %3 ], [ 7, %2 ], [ 5, %1 ], !dbg !94
  ret i32 %6, !dbg !95
}

; Function Attrs: nofree nounwind
define dso_local void @pr(i32 noundef signext %0) local_unnamed_addr #4 !dbg !96 {
    #dbg_value(i32 %0, !100, !DIExpression(), !101)
  %2 = load ptr, ptr @msg, align 8, !dbg !102, !tbaa !103
  %3 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef signext %0, ptr noundef %2), !dbg !105
  ret void, !dbg !106
}

; Function Attrs: nofree nounwind
declare !dbg !107 dso_local noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local i64 @sh(i64 noundef %0, i32 noundef signext %1) local_unnamed_addr #2 !dbg !110 {
    #dbg_value(i64 %0, !114, !DIExpression(), !116)
    #dbg_value(i32 %1, !115, !DIExpression(), !116)
  %3 = zext nneg i32 %1 to i64, !dbg !117
  %4 = shl i64 %0, %3, !dbg !117
  %5 = ashr i64 %0, 3, !dbg !118
  %6 = or i64 %4, %5, !dbg !119
  ret i64 %6, !dbg !120
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef zeroext i8 @uc(i32 noundef signext %0) local_unnamed_addr #2 !dbg !121 {
    #dbg_value(i32 %0, !127, !DIExpression(), !128)
  %2 = udiv i32 %0, 3, !dbg !129
  %3 = trunc i32 %2 to i8, !dbg !130
  ret i8 %3, !dbg !131
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local signext i32 @vs(i32 noundef signext %0, ...) local_unnamed_addr #5 !dbg !132 {
  %2 = alloca ptr, align 8, !DIAssignID !143
    #dbg_assign(i1 undef, !137, !DIExpression(), !143, ptr %2, !DIExpression(), !144)
    #dbg_value(i32 %0, !136, !DIExpression(), !144)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #7, !dbg !145
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !146
  %3 = load ptr, ptr %2, align 8, !dbg !147
  %4 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !147
  store ptr %4, ptr %2, align 8, !dbg !147, !DIAssignID !148
    #dbg_assign(ptr %4, !137, !DIExpression(), !148, ptr %2, !DIExpression(), !144)
  %5 = load i32, ptr %3, align 8, !dbg !147, !tbaa !63
    #dbg_value(i32 %5, !142, !DIExpression(), !144)
  call void @llvm.va_end.p0(ptr %2), !dbg !149
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #7, !dbg !150
  ret i32 %5, !dbg !151
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #6

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local [2 x i64] @ret([2 x i64] %0) local_unnamed_addr #2 !dbg !152 {
  %2 = extractvalue [2 x i64] %0, 0
  %3 = and i64 %2, -4294967296, !dbg !157
  %4 = extractvalue [2 x i64] %0, 1
    #dbg_value(i64 %2, !156, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 32), !158)
    #dbg_value(i64 %2, !156, !DIExpression(DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 32), !158)
    #dbg_value(i64 %4, !156, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !158)
  %5 = add i64 %2, 1, !dbg !159
  %6 = and i64 %5, 4294967295, !dbg !157
    #dbg_value(i64 %5, !156, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !158)
  %7 = or disjoint i64 %6, %3, !dbg !157
  %8 = insertvalue [2 x i64] poison, i64 %7, 0, !dbg !160
  %9 = insertvalue [2 x i64] %8, i64 %4, 1, !dbg !160
  ret [2 x i64] %9, !dbg !160
}

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+m,+relax,+zmmul,-b,-d,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-f,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zicsr,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+m,+relax,+zmmul,-b,-d,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-f,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zicsr,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+m,+relax,+zmmul,-b,-d,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-f,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zicsr,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #5 = { mustprogress nofree norecurse nosync nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+m,+relax,+zmmul,-b,-d,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-f,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zicsr,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #7 = { nounwind }

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
!9 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !10, splitDebugInlining: false, nameTableKind: None)
!10 = !{!0, !7, !11, !13}
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !2, line: 9, type: !3, isLocal: true, isDefinition: true)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(name: "tbl", scope: !9, file: !2, line: 3, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 128, elements: !17)
!16 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!17 = !{!18}
!18 = !DISubrange(count: 4)
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!20 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!21 = !{i32 7, !"Dwarf Version", i32 5}
!22 = !{i32 2, !"Debug Info Version", i32 3}
!23 = !{i32 1, !"wchar_size", i32 4}
!24 = !{i32 1, !"target-abi", !"lp64"}
!25 = !{i32 6, !"riscv-isa", !26}
!26 = !{!"rv64i2p1_m2p0_a2p1_c2p0_zmmul1p0"}
!27 = !{i32 8, !"SmallDataLimit", i32 8}
!28 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!29 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!30 = distinct !DISubprogram(name: "sum", scope: !2, file: !2, line: 6, type: !31, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !40)
!31 = !DISubroutineType(types: !32)
!32 = !{!16, !33, !16}
!33 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 64)
!34 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S", file: !2, line: 2, size: 128, elements: !35)
!35 = !{!36, !37, !38}
!36 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !34, file: !2, line: 2, baseType: !16, size: 32)
!37 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !34, file: !2, line: 2, baseType: !4, size: 8, offset: 32)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !34, file: !2, line: 2, baseType: !39, size: 64, offset: 64)
!39 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!40 = !{!41, !42, !43, !44}
!41 = !DILocalVariable(name: "s", arg: 1, scope: !30, file: !2, line: 6, type: !33)
!42 = !DILocalVariable(name: "n", arg: 2, scope: !30, file: !2, line: 6, type: !16)
!43 = !DILocalVariable(name: "t", scope: !30, file: !2, line: 6, type: !16)
!44 = !DILocalVariable(name: "i", scope: !45, file: !2, line: 6, type: !16)
!45 = distinct !DILexicalBlock(scope: !30, file: !2, line: 6, column: 42)
!46 = !DILocation(line: 0, scope: !30)
!47 = !DILocation(line: 0, scope: !45)
!48 = !DILocation(line: 6, column: 60, scope: !49)
!49 = distinct !DILexicalBlock(scope: !45, file: !2, line: 6, column: 42)
!50 = !DILocation(line: 6, column: 42, scope: !45)
!51 = !DILocation(line: 6, scope: !30)
!52 = !DILocation(line: 6, column: 96, scope: !30)
!53 = !DILocation(line: 6, column: 75, scope: !49)
!54 = !DILocation(line: 6, column: 80, scope: !49)
!55 = !{!56, !57, i64 0}
!56 = !{!"S", !57, i64 0, !58, i64 4, !60, i64 8}
!57 = !{!"int", !58, i64 0}
!58 = !{!"omnipotent char", !59, i64 0}
!59 = !{!"Simple C/C++ TBAA"}
!60 = !{!"long long", !58, i64 0}
!61 = !DILocation(line: 6, column: 90, scope: !49)
!62 = !DILocation(line: 6, column: 84, scope: !49)
!63 = !{!57, !57, i64 0}
!64 = !DILocation(line: 6, column: 82, scope: !49)
!65 = !DILocation(line: 6, column: 72, scope: !49)
!66 = !DILocation(line: 6, column: 66, scope: !49)
!67 = distinct !{!67, !50, !68, !69, !70}
!68 = !DILocation(line: 6, column: 93, scope: !45)
!69 = !{!"llvm.loop.mustprogress"}
!70 = !{!"llvm.loop.unroll.disable"}
!71 = distinct !DISubprogram(name: "fp", scope: !2, file: !2, line: 7, type: !72, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !76)
!72 = !DISubroutineType(types: !73)
!73 = !{!74, !74, !75}
!74 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!75 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!76 = !{!77, !78}
!77 = !DILocalVariable(name: "x", arg: 1, scope: !71, file: !2, line: 7, type: !74)
!78 = !DILocalVariable(name: "y", arg: 2, scope: !71, file: !2, line: 7, type: !75)
!79 = !DILocation(line: 0, scope: !71)
!80 = !DILocation(line: 7, column: 43, scope: !71)
!81 = !DILocation(line: 7, column: 45, scope: !71)
!82 = !DILocation(line: 7, column: 32, scope: !71)
!83 = distinct !DISubprogram(name: "sw", scope: !2, file: !2, line: 8, type: !84, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !86)
!84 = !DISubroutineType(types: !85)
!85 = !{!16, !16}
!86 = !{!87}
!87 = !DILocalVariable(name: "x", arg: 1, scope: !83, file: !2, line: 8, type: !16)
!88 = !DILocation(line: 0, scope: !83)
!89 = !DILocation(line: 8, column: 17, scope: !83)
!90 = !DILocation(line: 8, column: 56, scope: !91)
!91 = distinct !DILexicalBlock(scope: !83, file: !2, line: 8, column: 28)
!92 = !DILocation(line: 8, column: 75, scope: !91)
!93 = !DILocation(line: 8, column: 94, scope: !91)
!94 = !DILocation(line: 8, scope: !91)
!95 = !DILocation(line: 8, column: 106, scope: !83)
!96 = distinct !DISubprogram(name: "pr", scope: !2, file: !2, line: 9, type: !97, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !99)
!97 = !DISubroutineType(types: !98)
!98 = !{null, !16}
!99 = !{!100}
!100 = !DILocalVariable(name: "x", arg: 1, scope: !96, file: !2, line: 9, type: !16)
!101 = !DILocation(line: 0, scope: !96)
!102 = !DILocation(line: 9, column: 39, scope: !96)
!103 = !{!104, !104, i64 0}
!104 = !{!"any pointer", !58, i64 0}
!105 = !DILocation(line: 9, column: 18, scope: !96)
!106 = !DILocation(line: 9, column: 45, scope: !96)
!107 = !DISubprogram(name: "printf", scope: !2, file: !2, line: 5, type: !108, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!108 = !DISubroutineType(types: !109)
!109 = !{!16, !19, null}
!110 = distinct !DISubprogram(name: "sh", scope: !2, file: !2, line: 10, type: !111, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !113)
!111 = !DISubroutineType(types: !112)
!112 = !{!39, !39, !16}
!113 = !{!114, !115}
!114 = !DILocalVariable(name: "a", arg: 1, scope: !110, file: !2, line: 10, type: !39)
!115 = !DILocalVariable(name: "b", arg: 2, scope: !110, file: !2, line: 10, type: !16)
!116 = !DILocation(line: 0, scope: !110)
!117 = !DILocation(line: 10, column: 46, scope: !110)
!118 = !DILocation(line: 10, column: 57, scope: !110)
!119 = !DILocation(line: 10, column: 52, scope: !110)
!120 = !DILocation(line: 10, column: 36, scope: !110)
!121 = distinct !DISubprogram(name: "uc", scope: !2, file: !2, line: 11, type: !122, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !126)
!122 = !DISubroutineType(types: !123)
!123 = !{!124, !125}
!124 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!125 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!126 = !{!127}
!127 = !DILocalVariable(name: "x", arg: 1, scope: !121, file: !2, line: 11, type: !125)
!128 = !DILocation(line: 0, scope: !121)
!129 = !DILocation(line: 11, column: 41, scope: !121)
!130 = !DILocation(line: 11, column: 39, scope: !121)
!131 = !DILocation(line: 11, column: 32, scope: !121)
!132 = distinct !DISubprogram(name: "vs", scope: !2, file: !2, line: 12, type: !133, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !135)
!133 = !DISubroutineType(types: !134)
!134 = !{!16, !16, null}
!135 = !{!136, !137, !142}
!136 = !DILocalVariable(name: "n", arg: 1, scope: !132, file: !2, line: 12, type: !16)
!137 = !DILocalVariable(name: "ap", scope: !132, file: !2, line: 12, type: !138)
!138 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !139, line: 12, baseType: !140)
!139 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stdarg_va_list.h", directory: "", checksumkind: CSK_MD5, checksum: "7bd78a282b99fcfe41a9e3c566d14f7d")
!140 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !141)
!141 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!142 = !DILocalVariable(name: "r", scope: !132, file: !2, line: 12, type: !16)
!143 = distinct !DIAssignID()
!144 = !DILocation(line: 0, scope: !132)
!145 = !DILocation(line: 12, column: 22, scope: !132)
!146 = !DILocation(line: 12, column: 34, scope: !132)
!147 = !DILocation(line: 12, column: 59, scope: !132)
!148 = distinct !DIAssignID()
!149 = !DILocation(line: 12, column: 76, scope: !132)
!150 = !DILocation(line: 12, column: 98, scope: !132)
!151 = !DILocation(line: 12, column: 88, scope: !132)
!152 = distinct !DISubprogram(name: "ret", scope: !2, file: !2, line: 13, type: !153, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !155)
!153 = !DISubroutineType(types: !154)
!154 = !{!34, !34}
!155 = !{!156}
!156 = !DILocalVariable(name: "s", arg: 1, scope: !152, file: !2, line: 13, type: !34)
!157 = !DILocation(line: 13, column: 42, scope: !152)
!158 = !DILocation(line: 0, scope: !152)
!159 = !DILocation(line: 13, column: 31, scope: !152)
!160 = !DILocation(line: 13, column: 35, scope: !152)
