; ModuleID = 'misc.c'
source_filename = "misc.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64"

%struct.P = type { i16, double, [5 x i8] }

@gp = dso_local global %struct.P { i16 1, double 2.500000e+00, [5 x i8] c"abc\00\00" }, align 8, !dbg !0
@pp = dso_local local_unnamed_addr global ptr @gp, align 8, !dbg !10
@.str = private unnamed_addr constant [2 x i8] c"a\00", align 1, !dbg !23
@.str.1 = private unnamed_addr constant [3 x i8] c"bb\00", align 1, !dbg !28
@names = dso_local local_unnamed_addr global [3 x ptr] [ptr @.str, ptr @.str.1, ptr null], align 8, !dbg !33
@ld = dso_local local_unnamed_addr global fp128 0xL00000000000000003FFF800000000000, align 16, !dbg !37
@big = dso_local local_unnamed_addr global i128 0, align 16, !dbg !40
@h = dso_local local_unnamed_addr global half 0xH3E00, align 2, !dbg !43
@counter = internal unnamed_addr global i32 0, align 4, !dbg !46

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local signext i32 @get(ptr nocapture noundef readonly %0) local_unnamed_addr #0 !dbg !57 {
    #dbg_value(ptr %0, !61, !DIExpression(DW_OP_deref), !62)
  %2 = load i16, ptr %0, align 8, !dbg !63, !tbaa !64
  %3 = sext i16 %2 to i32, !dbg !70
  %4 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !71
  %5 = load double, ptr %4, align 8, !dbg !71, !tbaa !72
  %6 = fptosi double %5 to i32, !dbg !73
  %7 = add nsw i32 %6, %3, !dbg !74
  ret i32 %7, !dbg !75
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local void @make(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.P) align 8 %0, i32 noundef signext %1) local_unnamed_addr #1 !dbg !76 {
    #dbg_value(ptr %0, !81, !DIExpression(DW_OP_deref), !82)
    #dbg_value(i32 %1, !80, !DIExpression(), !82)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %0, i8 0, i64 24, i1 false), !dbg !83
  %3 = trunc i32 %1 to i16, !dbg !84
  store i16 %3, ptr %0, align 8, !dbg !85, !tbaa !64
  ret void, !dbg !86
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local double @conv(i64 noundef %0, i32 noundef signext %1, float noundef %2) local_unnamed_addr #3 !dbg !87 {
    #dbg_value(i64 %0, !92, !DIExpression(), !95)
    #dbg_value(i32 %1, !93, !DIExpression(), !95)
    #dbg_value(float %2, !94, !DIExpression(), !95)
  %4 = sitofp i64 %0 to double, !dbg !96
  %5 = uitofp i32 %1 to double, !dbg !97
  %6 = fadd double %4, %5, !dbg !98
  %7 = fpext float %2 to double, !dbg !99
  %8 = fadd double %6, %7, !dbg !100
  %9 = fptosi float %2 to i64, !dbg !101
  %10 = sitofp i64 %9 to double, !dbg !101
  %11 = fadd double %8, %10, !dbg !102
  %12 = fptoui float %2 to i32, !dbg !103
  %13 = uitofp i32 %12 to double, !dbg !103
  %14 = fadd double %11, %13, !dbg !104
  ret double %14, !dbg !105
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef fp128 @ldop(fp128 noundef %0) local_unnamed_addr #3 !dbg !106 {
    #dbg_value(fp128 %0, !110, !DIExpression(), !111)
  %2 = fmul fp128 %0, 0xL00000000000000004000000000000000, !dbg !112
  ret fp128 %2, !dbg !113
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local i128 @mul128(i128 noundef %0, i128 noundef %1) local_unnamed_addr #3 !dbg !114 {
    #dbg_value(i128 %0, !118, !DIExpression(), !120)
    #dbg_value(i128 %1, !119, !DIExpression(), !120)
  %3 = mul nsw i128 %1, %0, !dbg !121
  ret i128 %3, !dbg !122
}

; Function Attrs: nofree norecurse nosync nounwind memory(none)
define dso_local signext i32 @loop(i32 noundef signext %0) local_unnamed_addr #4 !dbg !123 {
    #dbg_value(i32 %0, !127, !DIExpression(), !129)
    #dbg_value(i32 0, !128, !DIExpression(), !129)
  br label %2, !dbg !130

2:                                                ; preds = %12, %1
  %3 = phi i32 [ %9, %12 ], [ %0, %1 ]
  %4 = phi i32 [ %13, %12 ], [ 0, %1 ]
  br label %5, !dbg !130

5:                                                ; preds = %2, %8
  %6 = phi i32 [ %9, %8 ], [ %3, %2 ]
    #dbg_value(i32 %4, !128, !DIExpression(), !129)
    #dbg_value(i32 %6, !127, !DIExpression(), !129)
    #dbg_value(i32 %6, !127, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !129)
  %7 = icmp eq i32 %6, 0, !dbg !130
  br i1 %7, label %15, label %8, !dbg !130

8:                                                ; preds = %5
  %9 = add nsw i32 %6, -1, !dbg !131
    #dbg_value(i32 %9, !127, !DIExpression(), !129)
  %10 = srem i32 %9, 3, !dbg !132
  %11 = icmp eq i32 %10, 0, !dbg !135
  br i1 %11, label %5, label %12, !dbg !136, !llvm.loop !137

12:                                               ; preds = %8
  %13 = add nsw i32 %4, %9, !dbg !140
    #dbg_value(i32 %13, !128, !DIExpression(), !129)
  %14 = icmp sgt i32 %13, 1000, !dbg !141
  br i1 %14, label %15, label %2, !dbg !143, !llvm.loop !137

15:                                               ; preds = %12, %5
  %16 = phi i32 [ %4, %5 ], [ %13, %12 ], !dbg !144
    #dbg_value(i32 %16, !128, !DIExpression(), !129)
  ret i32 %16, !dbg !145
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none)
define dso_local void @inc() local_unnamed_addr #5 !dbg !146 {
  %1 = load i32, ptr @counter, align 4, !dbg !149, !tbaa !150
  %2 = add nsw i32 %1, 1, !dbg !149
  store i32 %2, ptr @counter, align 4, !dbg !149, !tbaa !150
  ret void, !dbg !152
}

; Function Attrs: nounwind
define dso_local signext i32 @fp(ptr nocapture noundef readonly %0, i32 noundef signext %1) local_unnamed_addr #6 !dbg !153 {
    #dbg_value(ptr %0, !158, !DIExpression(), !160)
    #dbg_value(i32 %1, !159, !DIExpression(), !160)
  %3 = tail call signext i32 %0(i32 noundef signext %1) #8, !dbg !161
  %4 = add nsw i32 %1, 1, !dbg !162
  %5 = tail call signext i32 %0(i32 noundef signext %4) #8, !dbg !163
  %6 = add nsw i32 %5, %3, !dbg !164
  ret i32 %6, !dbg !165
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef zeroext i1 @cmpf(float noundef %0, float noundef %1) local_unnamed_addr #3 !dbg !166 {
    #dbg_value(float %0, !171, !DIExpression(), !173)
    #dbg_value(float %1, !172, !DIExpression(), !173)
  %3 = fcmp olt float %0, %1, !dbg !174
  %4 = fcmp uno float %0, 0.000000e+00, !dbg !175
  %5 = or i1 %4, %3, !dbg !175
  ret i1 %5, !dbg !176
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef half @hadd(half noundef %0, half noundef %1) local_unnamed_addr #3 !dbg !177 {
    #dbg_value(half %0, !181, !DIExpression(), !183)
    #dbg_value(half %1, !182, !DIExpression(), !183)
  %3 = fadd half %0, %1, !dbg !184
  ret half %3, !dbg !185
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef signext i32 @sel(i32 noundef signext %0, i32 noundef signext %1) local_unnamed_addr #3 !dbg !186 {
    #dbg_value(i32 %0, !190, !DIExpression(), !192)
    #dbg_value(i32 %1, !191, !DIExpression(), !192)
  %3 = tail call i32 @llvm.smax.i32(i32 %0, i32 %1), !dbg !193
  ret i32 %3, !dbg !194
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noalias noundef ptr @alloc(i32 noundef signext %0) local_unnamed_addr #3 !dbg !195 {
    #dbg_assign(i1 undef, !201, !DIExpression(), !206, ptr undef, !DIExpression(), !207)
    #dbg_value(i32 %0, !200, !DIExpression(), !207)
    #dbg_value(ptr undef, !205, !DIExpression(), !207)
  ret ptr null, !dbg !208
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #7

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+m,+relax,+zmmul,-b,-d,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-f,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zicsr,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+m,+relax,+zmmul,-b,-d,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-f,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zicsr,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+m,+relax,+zmmul,-b,-d,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-f,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zicsr,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #4 = { nofree norecurse nosync nounwind memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+m,+relax,+zmmul,-b,-d,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-f,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zicsr,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #5 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+m,+relax,+zmmul,-b,-d,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-f,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zicsr,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #6 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+m,+relax,+zmmul,-b,-d,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-f,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zicsr,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!48, !49, !50, !51, !52, !54, !55}
!llvm.ident = !{!56}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "gp", scope: !2, file: !3, line: 3, type: !13, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !9, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "misc.c", directory: "/work/main/test/inputs/ir/clang", checksumkind: CSK_MD5, checksum: "23e611ed70c708049ea7a57b41848619")
!4 = !{!5, !6, !7, !8}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!7 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!8 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!9 = !{!0, !10, !23, !28, !33, !37, !40, !43, !46}
!10 = !DIGlobalVariableExpression(var: !11, expr: !DIExpression())
!11 = distinct !DIGlobalVariable(name: "pp", scope: !2, file: !3, line: 4, type: !12, isLocal: false, isDefinition: true)
!12 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!13 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "P", file: !3, line: 2, size: 192, elements: !14)
!14 = !{!15, !17, !18}
!15 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !13, file: !3, line: 2, baseType: !16, size: 16)
!16 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!17 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !13, file: !3, line: 2, baseType: !6, size: 64, offset: 64)
!18 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !13, file: !3, line: 2, baseType: !19, size: 40, offset: 128)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 40, elements: !21)
!20 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!21 = !{!22}
!22 = !DISubrange(count: 5)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(scope: null, file: !3, line: 5, type: !25, isLocal: true, isDefinition: true)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 16, elements: !26)
!26 = !{!27}
!27 = !DISubrange(count: 2)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !3, line: 5, type: !30, isLocal: true, isDefinition: true)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 24, elements: !31)
!31 = !{!32}
!32 = !DISubrange(count: 3)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(name: "names", scope: !2, file: !3, line: 5, type: !35, isLocal: false, isDefinition: true)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !36, size: 192, elements: !31)
!36 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(name: "ld", scope: !2, file: !3, line: 6, type: !39, isLocal: false, isDefinition: true)
!39 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(name: "big", scope: !2, file: !3, line: 8, type: !42, isLocal: false, isDefinition: true)
!42 = !DIBasicType(name: "__int128", size: 128, encoding: DW_ATE_signed)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(name: "h", scope: !2, file: !3, line: 10, type: !45, isLocal: false, isDefinition: true)
!45 = !DIBasicType(name: "_Float16", size: 16, encoding: DW_ATE_float)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(name: "counter", scope: !2, file: !3, line: 11, type: !5, isLocal: true, isDefinition: true)
!48 = !{i32 7, !"Dwarf Version", i32 5}
!49 = !{i32 2, !"Debug Info Version", i32 3}
!50 = !{i32 1, !"wchar_size", i32 4}
!51 = !{i32 1, !"target-abi", !"lp64"}
!52 = !{i32 6, !"riscv-isa", !53}
!53 = !{!"rv64i2p1_m2p0_a2p1_c2p0_zmmul1p0"}
!54 = !{i32 8, !"SmallDataLimit", i32 8}
!55 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!56 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!57 = distinct !DISubprogram(name: "get", scope: !3, file: !3, line: 12, type: !58, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !60)
!58 = !DISubroutineType(types: !59)
!59 = !{!5, !13}
!60 = !{!61}
!61 = !DILocalVariable(name: "p", arg: 1, scope: !57, file: !3, line: 12, type: !13)
!62 = !DILocation(line: 0, scope: !57)
!63 = !DILocation(line: 12, column: 32, scope: !57)
!64 = !{!65, !66, i64 0}
!65 = !{!"P", !66, i64 0, !69, i64 8, !67, i64 16}
!66 = !{!"short", !67, i64 0}
!67 = !{!"omnipotent char", !68, i64 0}
!68 = !{!"Simple C/C++ TBAA"}
!69 = !{!"double", !67, i64 0}
!70 = !DILocation(line: 12, column: 30, scope: !57)
!71 = !DILocation(line: 12, column: 43, scope: !57)
!72 = !{!65, !69, i64 8}
!73 = !DILocation(line: 12, column: 36, scope: !57)
!74 = !DILocation(line: 12, column: 34, scope: !57)
!75 = !DILocation(line: 12, column: 23, scope: !57)
!76 = distinct !DISubprogram(name: "make", scope: !3, file: !3, line: 13, type: !77, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !79)
!77 = !DISubroutineType(types: !78)
!78 = !{!13, !5}
!79 = !{!80, !81}
!80 = !DILocalVariable(name: "v", arg: 1, scope: !76, file: !3, line: 13, type: !5)
!81 = !DILocalVariable(name: "p", scope: !76, file: !3, line: 13, type: !13)
!82 = !DILocation(line: 0, scope: !76)
!83 = !DILocation(line: 13, column: 36, scope: !76)
!84 = !DILocation(line: 13, column: 77, scope: !76)
!85 = !DILocation(line: 13, column: 75, scope: !76)
!86 = !DILocation(line: 13, column: 80, scope: !76)
!87 = distinct !DISubprogram(name: "conv", scope: !3, file: !3, line: 14, type: !88, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !91)
!88 = !DISubroutineType(types: !89)
!89 = !{!6, !7, !8, !90}
!90 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!91 = !{!92, !93, !94}
!92 = !DILocalVariable(name: "a", arg: 1, scope: !87, file: !3, line: 14, type: !7)
!93 = !DILocalVariable(name: "u", arg: 2, scope: !87, file: !3, line: 14, type: !8)
!94 = !DILocalVariable(name: "f", arg: 3, scope: !87, file: !3, line: 14, type: !90)
!95 = !DILocation(line: 0, scope: !87)
!96 = !DILocation(line: 14, column: 56, scope: !87)
!97 = !DILocation(line: 14, column: 68, scope: !87)
!98 = !DILocation(line: 14, column: 66, scope: !87)
!99 = !DILocation(line: 14, column: 72, scope: !87)
!100 = !DILocation(line: 14, column: 70, scope: !87)
!101 = !DILocation(line: 14, column: 76, scope: !87)
!102 = !DILocation(line: 14, column: 74, scope: !87)
!103 = !DILocation(line: 14, column: 91, scope: !87)
!104 = !DILocation(line: 14, column: 89, scope: !87)
!105 = !DILocation(line: 14, column: 49, scope: !87)
!106 = distinct !DISubprogram(name: "ldop", scope: !3, file: !3, line: 15, type: !107, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !109)
!107 = !DISubroutineType(types: !108)
!108 = !{!39, !39}
!109 = !{!110}
!110 = !DILocalVariable(name: "a", arg: 1, scope: !106, file: !3, line: 15, type: !39)
!111 = !DILocation(line: 0, scope: !106)
!112 = !DILocation(line: 15, column: 44, scope: !106)
!113 = !DILocation(line: 15, column: 35, scope: !106)
!114 = distinct !DISubprogram(name: "mul128", scope: !3, file: !3, line: 17, type: !115, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !117)
!115 = !DISubroutineType(types: !116)
!116 = !{!42, !42, !42}
!117 = !{!118, !119}
!118 = !DILocalVariable(name: "a", arg: 1, scope: !114, file: !3, line: 17, type: !42)
!119 = !DILocalVariable(name: "b", arg: 2, scope: !114, file: !3, line: 17, type: !42)
!120 = !DILocation(line: 0, scope: !114)
!121 = !DILocation(line: 17, column: 52, scope: !114)
!122 = !DILocation(line: 17, column: 43, scope: !114)
!123 = distinct !DISubprogram(name: "loop", scope: !3, file: !3, line: 19, type: !124, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !126)
!124 = !DISubroutineType(types: !125)
!125 = !{!5, !5}
!126 = !{!127, !128}
!127 = !DILocalVariable(name: "n", arg: 1, scope: !123, file: !3, line: 19, type: !5)
!128 = !DILocalVariable(name: "s", scope: !123, file: !3, line: 19, type: !5)
!129 = !DILocation(line: 0, scope: !123)
!130 = !DILocation(line: 19, column: 30, scope: !123)
!131 = !DILocation(line: 19, column: 38, scope: !123)
!132 = !DILocation(line: 19, column: 50, scope: !133)
!133 = distinct !DILexicalBlock(scope: !134, file: !3, line: 19, column: 48)
!134 = distinct !DILexicalBlock(scope: !123, file: !3, line: 19, column: 42)
!135 = !DILocation(line: 19, column: 54, scope: !133)
!136 = !DILocation(line: 19, column: 48, scope: !134)
!137 = distinct !{!137, !130, !138, !139}
!138 = !DILocation(line: 19, column: 99, scope: !123)
!139 = !{!"llvm.loop.mustprogress"}
!140 = !DILocation(line: 19, column: 72, scope: !134)
!141 = !DILocation(line: 19, column: 84, scope: !142)
!142 = distinct !DILexicalBlock(scope: !134, file: !3, line: 19, column: 82)
!143 = !DILocation(line: 19, column: 82, scope: !134)
!144 = !DILocation(line: 19, scope: !123)
!145 = !DILocation(line: 19, column: 101, scope: !123)
!146 = distinct !DISubprogram(name: "inc", scope: !3, file: !3, line: 20, type: !147, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!147 = !DISubroutineType(types: !148)
!148 = !{null}
!149 = !DILocation(line: 20, column: 25, scope: !146)
!150 = !{!151, !151, i64 0}
!151 = !{!"int", !67, i64 0}
!152 = !DILocation(line: 20, column: 29, scope: !146)
!153 = distinct !DISubprogram(name: "fp", scope: !3, file: !3, line: 21, type: !154, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !157)
!154 = !DISubroutineType(types: !155)
!155 = !{!5, !156, !5}
!156 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !124, size: 64)
!157 = !{!158, !159}
!158 = !DILocalVariable(name: "f", arg: 1, scope: !153, file: !3, line: 21, type: !156)
!159 = !DILocalVariable(name: "v", arg: 2, scope: !153, file: !3, line: 21, type: !5)
!160 = !DILocation(line: 0, scope: !153)
!161 = !DILocation(line: 21, column: 39, scope: !153)
!162 = !DILocation(line: 21, column: 49, scope: !153)
!163 = !DILocation(line: 21, column: 46, scope: !153)
!164 = !DILocation(line: 21, column: 44, scope: !153)
!165 = !DILocation(line: 21, column: 32, scope: !153)
!166 = distinct !DISubprogram(name: "cmpf", scope: !3, file: !3, line: 22, type: !167, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !170)
!167 = !DISubroutineType(types: !168)
!168 = !{!169, !90, !90}
!169 = !DIBasicType(name: "_Bool", size: 8, encoding: DW_ATE_boolean)
!170 = !{!171, !172}
!171 = !DILocalVariable(name: "a", arg: 1, scope: !166, file: !3, line: 22, type: !90)
!172 = !DILocalVariable(name: "b", arg: 2, scope: !166, file: !3, line: 22, type: !90)
!173 = !DILocation(line: 0, scope: !166)
!174 = !DILocation(line: 22, column: 41, scope: !166)
!175 = !DILocation(line: 22, column: 45, scope: !166)
!176 = !DILocation(line: 22, column: 32, scope: !166)
!177 = distinct !DISubprogram(name: "hadd", scope: !3, file: !3, line: 23, type: !178, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !180)
!178 = !DISubroutineType(types: !179)
!179 = !{!45, !45, !45}
!180 = !{!181, !182}
!181 = !DILocalVariable(name: "a", arg: 1, scope: !177, file: !3, line: 23, type: !45)
!182 = !DILocalVariable(name: "b", arg: 2, scope: !177, file: !3, line: 23, type: !45)
!183 = !DILocation(line: 0, scope: !177)
!184 = !DILocation(line: 23, column: 50, scope: !177)
!185 = !DILocation(line: 23, column: 41, scope: !177)
!186 = distinct !DISubprogram(name: "sel", scope: !3, file: !3, line: 24, type: !187, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !189)
!187 = !DISubroutineType(types: !188)
!188 = !{!5, !5, !5}
!189 = !{!190, !191}
!190 = !DILocalVariable(name: "a", arg: 1, scope: !186, file: !3, line: 24, type: !5)
!191 = !DILocalVariable(name: "b", arg: 2, scope: !186, file: !3, line: 24, type: !5)
!192 = !DILocation(line: 0, scope: !186)
!193 = !DILocation(line: 24, column: 32, scope: !186)
!194 = !DILocation(line: 24, column: 25, scope: !186)
!195 = distinct !DISubprogram(name: "alloc", scope: !3, file: !3, line: 25, type: !196, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !199)
!196 = !DISubroutineType(types: !197)
!197 = !{!198, !5}
!198 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!199 = !{!200, !201, !205}
!200 = !DILocalVariable(name: "n", arg: 1, scope: !195, file: !3, line: 25, type: !5)
!201 = !DILocalVariable(name: "buf", scope: !195, file: !3, line: 25, type: !202)
!202 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 512, elements: !203)
!203 = !{!204}
!204 = !DISubrange(count: 64)
!205 = !DILocalVariable(name: "p", scope: !195, file: !3, line: 25, type: !36)
!206 = distinct !DIAssignID()
!207 = !DILocation(line: 0, scope: !195)
!208 = !DILocation(line: 25, column: 87, scope: !195)
