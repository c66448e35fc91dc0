
@cajit_fallback_ops = constant [1 x i8] zeroinitializer
@cajit_library_ops = constant [1 x i8] zeroinitializer
@str = private unnamed_addr constant [40 x i8] c"guard failed: expected 2 inputs, got %d\00", align 1
@str.1 = private unnamed_addr constant [39 x i8] c"guard failed: expected 0 sizes, got %d\00", align 1
@str.2 = private unnamed_addr constant [41 x i8] c"guard failed: expected 0 scalars, got %d\00", align 1
@str.3 = private unnamed_addr constant [39 x i8] c"guard failed: expected 0 hooks, got %d\00", align 1
@str.4 = private unnamed_addr constant [46 x i8] c"guard failed: expected 2 output slots, got %d\00", align 1
@str.5 = private unnamed_addr constant [36 x i8] c"guard failed: call->outputs is NULL\00", align 1
@str.6 = private unnamed_addr constant [35 x i8] c"guard failed: call->inputs is NULL\00", align 1
@str.7 = private unnamed_addr constant [30 x i8] c"guard failed: input 0 is NULL\00", align 1
@str.8 = private unnamed_addr constant [68 x i8] c"guard failed: input 0 is on DLPack device type %d, expected cpu (1)\00", align 1
@str.9 = private unnamed_addr constant [46 x i8] c"guard failed: input 0 has %d dims, expected 2\00", align 1
@str.10 = private unnamed_addr constant [82 x i8] c"guard failed: input 0 has DLPack dtype (code %d, bits %d, lanes %d), expected f32\00", align 1
@str.11 = private unnamed_addr constant [30 x i8] c"guard failed: input 1 is NULL\00", align 1
@str.12 = private unnamed_addr constant [68 x i8] c"guard failed: input 1 is on DLPack device type %d, expected cpu (1)\00", align 1
@str.13 = private unnamed_addr constant [46 x i8] c"guard failed: input 1 has %d dims, expected 4\00", align 1
@str.14 = private unnamed_addr constant [82 x i8] c"guard failed: input 1 has DLPack dtype (code %d, bits %d, lanes %d), expected f32\00", align 1
@str.15 = private unnamed_addr constant [103 x i8] c"guard failed: s0 (input 0 dim 0) is %lld, but it is used as a size or stride, which cannot be negative\00", align 1
@str.16 = private unnamed_addr constant [56 x i8] c"guard failed: input 0 dim 1 is %lld, expected %lld (64)\00", align 1
@str.17 = private unnamed_addr constant [55 x i8] c"guard failed: input 1 dim 0 is %lld, expected %lld (8)\00", align 1
@str.18 = private unnamed_addr constant [56 x i8] c"guard failed: input 1 dim 1 is %lld, expected %lld (16)\00", align 1
@str.19 = private unnamed_addr constant [55 x i8] c"guard failed: input 1 dim 2 is %lld, expected %lld (4)\00", align 1
@str.20 = private unnamed_addr constant [55 x i8] c"guard failed: input 1 dim 3 is %lld, expected %lld (4)\00", align 1
@str.21 = private unnamed_addr constant [66 x i8] c"guard failed: input 0: size arithmetic overflows int64 in s0 * 64\00", align 1
@str.22 = private unnamed_addr constant [69 x i8] c"guard failed: input 0: stride 0 is %lld, a stride cannot be negative\00", align 1
@str.23 = private unnamed_addr constant [69 x i8] c"guard failed: input 0: stride 1 is %lld, a stride cannot be negative\00", align 1
@str.24 = private unnamed_addr constant [69 x i8] c"guard failed: input 1: stride 0 is %lld, a stride cannot be negative\00", align 1
@str.25 = private unnamed_addr constant [69 x i8] c"guard failed: input 1: stride 1 is %lld, a stride cannot be negative\00", align 1
@str.26 = private unnamed_addr constant [69 x i8] c"guard failed: input 1: stride 2 is %lld, a stride cannot be negative\00", align 1
@str.27 = private unnamed_addr constant [69 x i8] c"guard failed: input 1: stride 3 is %lld, a stride cannot be negative\00", align 1
@str.28 = private unnamed_addr constant [40 x i8] c"out of memory creating the call's arena\00", align 1
@str.29 = private unnamed_addr constant [53 x i8] c"out of memory allocating buf2 (%lld elements of f32)\00", align 1
@str.30 = private unnamed_addr constant [53 x i8] c"out of memory allocating buf4 (%lld elements of f32)\00", align 1
@str.31 = private unnamed_addr constant [26 x i8] c"%2 = aten.sum.dim_IntList\00", align 1
@released_inputs = private unnamed_addr constant [1 x i32] zeroinitializer
@str.32 = private unnamed_addr constant [26 x i8] c"%4 = aten.sum.dim_IntList\00", align 1
@released_inputs.33 = private unnamed_addr constant [1 x i32] [i32 1]

; Function Attrs: noinline nounwind
define internal void @k0._2___aten_sum_dim_IntList.range(ptr noalias %buf0, ptr noalias %buf2, i64 %s0, i64 %_in0_st0, i64 %_in0_st1, i64 %lo, i64 %hi) #0 {
entry:
  %0 = mul i64 %hi, 512
  %1 = mul i64 %lo, 512
  %2 = icmp slt i64 %0, 64
  %3 = select i1 %2, i64 %0, i64 64
  br label %loop_i0

loop_i0:                                          ; preds = %body, %entry
  %_i0 = phi i64 [ %1, %entry ], [ %6, %body ]
  %4 = icmp slt i64 %_i0, %3
  br i1 %4, label %body, label %done

body:                                             ; preds = %loop_i0
  %5 = getelementptr inbounds float, ptr %buf2, i64 %_i0
  store float 0.000000e+00, ptr %5, align 4
  %6 = add nuw nsw i64 %_i0, 1
  br label %loop_i0, !llvm.loop !0

done:                                             ; preds = %loop_i0
  %7 = udiv i64 %s0, 4
  %8 = mul i64 %7, 4
  br label %loop_r0

loop_r0:                                          ; preds = %done5, %done
  %_r0 = phi i64 [ 0, %done ], [ %44, %done5 ]
  %9 = icmp slt i64 %_r0, %7
  br i1 %9, label %body1, label %done2

body1:                                            ; preds = %loop_r0
  %10 = mul i64 %_r0, 4
  %11 = add i64 %10, 0
  %12 = add i64 %10, 1
  %13 = add i64 %10, 2
  %14 = add i64 %10, 3
  br label %loop_i03

done2:                                            ; preds = %loop_r0
  %15 = sub i64 %s0, %8
  br label %loop_r07

loop_i03:                                         ; preds = %body4, %body1
  %_i06 = phi i64 [ %1, %body1 ], [ %43, %body4 ]
  %16 = icmp slt i64 %_i06, %3
  br i1 %16, label %body4, label %done5

body4:                                            ; preds = %loop_i03
  %17 = getelementptr inbounds float, ptr %buf2, i64 %_i06
  %18 = load float, ptr %17, align 4
  %19 = mul nsw i64 %_in0_st0, %11
  %20 = mul nsw i64 %_in0_st1, %_i06
  %21 = add nsw i64 %19, %20
  %22 = getelementptr inbounds float, ptr %buf0, i64 %21
  %23 = load float, ptr %22, align 4
  %24 = fadd float %18, %23
  %25 = mul nsw i64 %_in0_st0, %12
  %26 = mul nsw i64 %_in0_st1, %_i06
  %27 = add nsw i64 %25, %26
  %28 = getelementptr inbounds float, ptr %buf0, i64 %27
  %29 = load float, ptr %28, align 4
  %30 = fadd float %24, %29
  %31 = mul nsw i64 %_in0_st0, %13
  %32 = mul nsw i64 %_in0_st1, %_i06
  %33 = add nsw i64 %31, %32
  %34 = getelementptr inbounds float, ptr %buf0, i64 %33
  %35 = load float, ptr %34, align 4
  %36 = fadd float %30, %35
  %37 = mul nsw i64 %_in0_st0, %14
  %38 = mul nsw i64 %_in0_st1, %_i06
  %39 = add nsw i64 %37, %38
  %40 = getelementptr inbounds float, ptr %buf0, i64 %39
  %41 = load float, ptr %40, align 4
  %42 = fadd float %36, %41
  store float %42, ptr %17, align 4
  %43 = add nuw nsw i64 %_i06, 1
  br label %loop_i03, !llvm.loop !3

done5:                                            ; preds = %loop_i03
  %44 = add nuw nsw i64 %_r0, 1
  br label %loop_r0, !llvm.loop !4

loop_r07:                                         ; preds = %done13, %done2
  %_r010 = phi i64 [ 0, %done2 ], [ %57, %done13 ]
  %45 = icmp slt i64 %_r010, %15
  br i1 %45, label %body8, label %done9

body8:                                            ; preds = %loop_r07
  %46 = add i64 %8, %_r010
  br label %loop_i011

done9:                                            ; preds = %loop_r07
  ret void

loop_i011:                                        ; preds = %body12, %body8
  %_i014 = phi i64 [ %1, %body8 ], [ %56, %body12 ]
  %47 = icmp slt i64 %_i014, %3
  br i1 %47, label %body12, label %done13

body12:                                           ; preds = %loop_i011
  %48 = getelementptr inbounds float, ptr %buf2, i64 %_i014
  %49 = load float, ptr %48, align 4
  %50 = mul nsw i64 %_in0_st0, %46
  %51 = mul nsw i64 %_in0_st1, %_i014
  %52 = add nsw i64 %50, %51
  %53 = getelementptr inbounds float, ptr %buf0, i64 %52
  %54 = load float, ptr %53, align 4
  %55 = fadd float %49, %54
  store float %55, ptr %48, align 4
  %56 = add nuw nsw i64 %_i014, 1
  br label %loop_i011, !llvm.loop !5

done13:                                           ; preds = %loop_i011
  %57 = add nuw nsw i64 %_r010, 1
  br label %loop_r07, !llvm.loop !6
}

define internal void @k0._2___aten_sum_dim_IntList.body(i64 %0, i64 %1, ptr %2) {
entry:
  %3 = getelementptr inbounds { ptr, ptr, i64, i64, i64 }, ptr %2, i32 0, i32 0
  %4 = load ptr, ptr %3, align 8
  %5 = getelementptr inbounds { ptr, ptr, i64, i64, i64 }, ptr %2, i32 0, i32 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds { ptr, ptr, i64, i64, i64 }, ptr %2, i32 0, i32 2
  %8 = load i64, ptr %7, align 4
  %9 = getelementptr inbounds { ptr, ptr, i64, i64, i64 }, ptr %2, i32 0, i32 3
  %10 = load i64, ptr %9, align 4
  %11 = getelementptr inbounds { ptr, ptr, i64, i64, i64 }, ptr %2, i32 0, i32 4
  %12 = load i64, ptr %11, align 4
  call void @k0._2___aten_sum_dim_IntList.range(ptr %4, ptr %6, i64 %8, i64 %10, i64 %12, i64 %0, i64 %1)
  ret void
}

define internal void @k0._2___aten_sum_dim_IntList(ptr noalias %buf0, ptr noalias %buf2, i64 %s0, i64 %_in0_st0, i64 %_in0_st1) {
entry:
  %ctx = alloca { ptr, ptr, i64, i64, i64 }, align 8
  %0 = mul i64 64, %s0
  %1 = icmp sge i64 %0, 65536
  %parallel = and i1 %1, false
  br i1 %parallel, label %parallel1, label %serial

serial:                                           ; preds = %entry
  call void @k0._2___aten_sum_dim_IntList.range(ptr %buf0, ptr %buf2, i64 %s0, i64 %_in0_st0, i64 %_in0_st1, i64 0, i64 1)
  ret void

parallel1:                                        ; preds = %entry
  %2 = getelementptr inbounds { ptr, ptr, i64, i64, i64 }, ptr %ctx, i32 0, i32 0
  store ptr %buf0, ptr %2, align 8
  %3 = getelementptr inbounds { ptr, ptr, i64, i64, i64 }, ptr %ctx, i32 0, i32 1
  store ptr %buf2, ptr %3, align 8
  %4 = getelementptr inbounds { ptr, ptr, i64, i64, i64 }, ptr %ctx, i32 0, i32 2
  store i64 %s0, ptr %4, align 4
  %5 = getelementptr inbounds { ptr, ptr, i64, i64, i64 }, ptr %ctx, i32 0, i32 3
  store i64 %_in0_st0, ptr %5, align 4
  %6 = getelementptr inbounds { ptr, ptr, i64, i64, i64 }, ptr %ctx, i32 0, i32 4
  store i64 %_in0_st1, ptr %6, align 4
  %7 = sdiv i64 %0, 1
  %8 = icmp sgt i64 %7, 1
  %9 = select i1 %8, i64 %7, i64 1
  %10 = add i64 32768, %9
  %11 = sub i64 %10, 1
  %12 = sdiv i64 %11, %9
  %13 = icmp sgt i64 %12, 1
  %14 = select i1 %13, i64 %12, i64 1
  call void @cajit_rt_parallel_for(i64 0, i64 1, i64 %14, ptr @k0._2___aten_sum_dim_IntList.body, ptr %ctx)
  ret void
}

; Function Attrs: nounwind
declare void @cajit_rt_parallel_for(i64, i64, i64, ptr, ptr) #1

; Function Attrs: noinline nounwind
define internal void @k1._4___aten_sum_dim_IntList.range(ptr noalias %buf1, ptr noalias %buf4, i64 %_in1_st0, i64 %_in1_st1, i64 %_in1_st2, i64 %_in1_st3, i64 %lo, i64 %hi) #0 {
entry:
  %acc = alloca float, align 4
  %tile = alloca [64 x float], align 4
  %0 = sub i64 %hi, %lo
  %1 = add i64 %0, 63
  %2 = sdiv i64 %1, 64
  br label %loop_i0

loop_i0:                                          ; preds = %done21, %entry
  %_i0 = phi i64 [ 0, %entry ], [ %66, %done21 ]
  %3 = icmp slt i64 %_i0, %2
  br i1 %3, label %body, label %done

body:                                             ; preds = %loop_i0
  %4 = mul i64 %_i0, 64
  %5 = add i64 %lo, %4
  %6 = sub i64 %hi, %5
  %7 = icmp slt i64 %6, 64
  %8 = select i1 %7, i64 %6, i64 64
  br label %loop_i01

done:                                             ; preds = %loop_i0
  ret void

loop_i01:                                         ; preds = %body2, %body
  %_i04 = phi i64 [ 0, %body ], [ %11, %body2 ]
  %9 = icmp slt i64 %_i04, %8
  br i1 %9, label %body2, label %done3

body2:                                            ; preds = %loop_i01
  %10 = getelementptr inbounds [64 x float], ptr %tile, i64 0, i64 %_i04
  store float 0.000000e+00, ptr %10, align 4
  %11 = add nuw nsw i64 %_i04, 1
  br label %loop_i01, !llvm.loop !7

done3:                                            ; preds = %loop_i01
  br label %loop_r0

loop_r0:                                          ; preds = %done9, %done3
  %_r0 = phi i64 [ 0, %done3 ], [ %22, %done9 ]
  %12 = icmp slt i64 %_r0, 8
  br i1 %12, label %body5, label %done6

body5:                                            ; preds = %loop_r0
  br label %loop_i07

done6:                                            ; preds = %loop_r0
  br label %loop_i019

loop_i07:                                         ; preds = %reduced, %body5
  %_i010 = phi i64 [ 0, %body5 ], [ %25, %reduced ]
  %13 = icmp slt i64 %_i010, %8
  br i1 %13, label %body8, label %done9

body8:                                            ; preds = %loop_i07
  %14 = add i64 %5, %_i010
  %15 = getelementptr inbounds [64 x float], ptr %tile, i64 0, i64 %_i010
  %16 = load float, ptr %15, align 4
  store float %16, ptr %acc, align 4
  %17 = mul nsw i64 4, %_in1_st3
  %18 = icmp eq i64 %_in1_st2, %17
  %19 = and i1 true, %18
  %20 = icmp eq i64 %_in1_st2, %17
  %21 = and i1 %19, %20
  br i1 %21, label %collapsed, label %nested

done9:                                            ; preds = %loop_i07
  %22 = add nuw nsw i64 %_r0, 1
  br label %loop_r0, !llvm.loop !8

collapsed:                                        ; preds = %body8
  br label %loop_r2

nested:                                           ; preds = %body8
  br label %loop_r1

reduced:                                          ; preds = %done14, %done12
  %23 = getelementptr inbounds [64 x float], ptr %tile, i64 0, i64 %_i010
  %24 = load float, ptr %acc, align 4
  store float %24, ptr %23, align 4
  %25 = add nuw nsw i64 %_i010, 1
  br label %loop_i07, !llvm.loop !9

loop_r2:                                          ; preds = %body11, %collapsed
  %_r2 = phi i64 [ 0, %collapsed ], [ %41, %body11 ]
  %26 = icmp slt i64 %_r2, 16
  br i1 %26, label %body11, label %done12

body11:                                           ; preds = %loop_r2
  %27 = mul nsw i64 %_in1_st0, %_r0
  %28 = mul nsw i64 %_in1_st1, %14
  %29 = add nsw i64 %27, %28
  %30 = mul nsw i64 %_in1_st2, 0
  %31 = add nsw i64 %29, %30
  %32 = mul nsw i64 %_in1_st3, %_r2
  %33 = add nsw i64 %31, %32
  %34 = getelementptr inbounds float, ptr %buf1, i64 %33
  %35 = load float, ptr %34, align 4
  %36 = getelementptr inbounds float, ptr %buf1, i64 %33
  %37 = load float, ptr %36, align 4
  %38 = fmul float %35, %37
  %39 = load float, ptr %acc, align 4
  %40 = fadd reassoc float %39, %38
  store float %40, ptr %acc, align 4
  %41 = add nuw nsw i64 %_r2, 1
  br label %loop_r2, !llvm.loop !10

done12:                                           ; preds = %loop_r2
  br label %reduced

loop_r1:                                          ; preds = %done17, %nested
  %_r1 = phi i64 [ 0, %nested ], [ %59, %done17 ]
  %42 = icmp slt i64 %_r1, 4
  br i1 %42, label %body13, label %done14

body13:                                           ; preds = %loop_r1
  br label %loop_r215

done14:                                           ; preds = %loop_r1
  br label %reduced

loop_r215:                                        ; preds = %body16, %body13
  %_r218 = phi i64 [ 0, %body13 ], [ %58, %body16 ]
  %43 = icmp slt i64 %_r218, 4
  br i1 %43, label %body16, label %done17

body16:                                           ; preds = %loop_r215
  %44 = mul nsw i64 %_in1_st0, %_r0
  %45 = mul nsw i64 %_in1_st1, %14
  %46 = add nsw i64 %44, %45
  %47 = mul nsw i64 %_in1_st2, %_r1
  %48 = add nsw i64 %46, %47
  %49 = mul nsw i64 %_in1_st3, %_r218
  %50 = add nsw i64 %48, %49
  %51 = getelementptr inbounds float, ptr %buf1, i64 %50
  %52 = load float, ptr %51, align 4
  %53 = getelementptr inbounds float, ptr %buf1, i64 %50
  %54 = load float, ptr %53, align 4
  %55 = fmul float %52, %54
  %56 = load float, ptr %acc, align 4
  %57 = fadd reassoc float %56, %55
  store float %57, ptr %acc, align 4
  %58 = add nuw nsw i64 %_r218, 1
  br label %loop_r215, !llvm.loop !11

done17:                                           ; preds = %loop_r215
  %59 = add nuw nsw i64 %_r1, 1
  br label %loop_r1, !llvm.loop !12

loop_i019:                                        ; preds = %body20, %done6
  %_i022 = phi i64 [ 0, %done6 ], [ %65, %body20 ]
  %60 = icmp slt i64 %_i022, %8
  br i1 %60, label %body20, label %done21

body20:                                           ; preds = %loop_i019
  %61 = add i64 %5, %_i022
  %62 = getelementptr inbounds [64 x float], ptr %tile, i64 0, i64 %_i022
  %63 = load float, ptr %62, align 4
  %64 = getelementptr inbounds float, ptr %buf4, i64 %61
  store float %63, ptr %64, align 4
  %65 = add nuw nsw i64 %_i022, 1
  br label %loop_i019, !llvm.loop !13

done21:                                           ; preds = %loop_i019
  %66 = add nuw nsw i64 %_i0, 1
  br label %loop_i0, !llvm.loop !14
}

define internal void @k1._4___aten_sum_dim_IntList.body(i64 %0, i64 %1, ptr %2) {
entry:
  %3 = getelementptr inbounds { ptr, ptr, i64, i64, i64, i64 }, ptr %2, i32 0, i32 0
  %4 = load ptr, ptr %3, align 8
  %5 = getelementptr inbounds { ptr, ptr, i64, i64, i64, i64 }, ptr %2, i32 0, i32 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds { ptr, ptr, i64, i64, i64, i64 }, ptr %2, i32 0, i32 2
  %8 = load i64, ptr %7, align 4
  %9 = getelementptr inbounds { ptr, ptr, i64, i64, i64, i64 }, ptr %2, i32 0, i32 3
  %10 = load i64, ptr %9, align 4
  %11 = getelementptr inbounds { ptr, ptr, i64, i64, i64, i64 }, ptr %2, i32 0, i32 4
  %12 = load i64, ptr %11, align 4
  %13 = getelementptr inbounds { ptr, ptr, i64, i64, i64, i64 }, ptr %2, i32 0, i32 5
  %14 = load i64, ptr %13, align 4
  call void @k1._4___aten_sum_dim_IntList.range(ptr %4, ptr %6, i64 %8, i64 %10, i64 %12, i64 %14, i64 %0, i64 %1)
  ret void
}

define internal void @k1._4___aten_sum_dim_IntList(ptr noalias %buf1, ptr noalias %buf4, i64 %_in1_st0, i64 %_in1_st1, i64 %_in1_st2, i64 %_in1_st3) {
entry:
  %ctx = alloca { ptr, ptr, i64, i64, i64, i64 }, align 8
  br i1 false, label %parallel, label %serial

serial:                                           ; preds = %entry
  call void @k1._4___aten_sum_dim_IntList.range(ptr %buf1, ptr %buf4, i64 %_in1_st0, i64 %_in1_st1, i64 %_in1_st2, i64 %_in1_st3, i64 0, i64 16)
  ret void

parallel:                                         ; preds = %entry
  %0 = getelementptr inbounds { ptr, ptr, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 0
  store ptr %buf1, ptr %0, align 8
  %1 = getelementptr inbounds { ptr, ptr, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 1
  store ptr %buf4, ptr %1, align 8
  %2 = getelementptr inbounds { ptr, ptr, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 2
  store i64 %_in1_st0, ptr %2, align 4
  %3 = getelementptr inbounds { ptr, ptr, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 3
  store i64 %_in1_st1, ptr %3, align 4
  %4 = getelementptr inbounds { ptr, ptr, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 4
  store i64 %_in1_st2, ptr %4, align 4
  %5 = getelementptr inbounds { ptr, ptr, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 5
  store i64 %_in1_st3, ptr %5, align 4
  call void @cajit_rt_parallel_for(i64 0, i64 16, i64 256, ptr @k1._4___aten_sum_dim_IntList.body, ptr %ctx)
  ret void
}

define i32 @cajit_run(ptr %buffers, ptr %symbols, ptr %call) {
entry:
  %held = alloca [1 x ptr], align 8
  %0 = getelementptr inbounds i64, ptr %buffers, i64 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds i64, ptr %buffers, i64 2
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds i64, ptr %symbols, i64 0
  %5 = load i64, ptr %4, align 8
  %6 = getelementptr inbounds i64, ptr %symbols, i64 1
  %7 = load i64, ptr %6, align 8
  %8 = getelementptr inbounds i64, ptr %symbols, i64 2
  %9 = load i64, ptr %8, align 8
  call void @k0._2___aten_sum_dim_IntList(ptr %1, ptr %3, i64 %5, i64 %7, i64 %9)
  %10 = getelementptr inbounds i64, ptr %buffers, i64 1
  %11 = load ptr, ptr %10, align 8
  %12 = getelementptr inbounds i64, ptr %buffers, i64 4
  %13 = load ptr, ptr %12, align 8
  %14 = getelementptr inbounds i64, ptr %symbols, i64 3
  %15 = load i64, ptr %14, align 8
  %16 = getelementptr inbounds i64, ptr %symbols, i64 4
  %17 = load i64, ptr %16, align 8
  %18 = getelementptr inbounds i64, ptr %symbols, i64 5
  %19 = load i64, ptr %18, align 8
  %20 = getelementptr inbounds i64, ptr %symbols, i64 6
  %21 = load i64, ptr %20, align 8
  call void @k1._4___aten_sum_dim_IntList(ptr %11, ptr %13, i64 %15, i64 %17, i64 %19, i64 %21)
  ret i32 0

fail:                                             ; No predecessors!
  ret i32 1
}

; Function Attrs: nounwind
declare void @cajit_rt_dlpack_release(ptr) #1

define i32 @cajit_entry(ptr %call) {
entry:
  %bufs = alloca [5 x ptr], align 8
  %syms = alloca [31 x i64], align 8
  %held = alloca [1 x ptr], align 8
  %outs = alloca [2 x ptr], align 8
  %inputs_now = alloca [2 x ptr], align 8
  %donated = alloca [1 x ptr], align 8
  %arena = alloca ptr, align 8
  store ptr null, ptr %arena, align 8
  %0 = getelementptr inbounds i64, ptr %outs, i64 0
  store ptr null, ptr %0, align 8
  %1 = getelementptr inbounds i64, ptr %outs, i64 1
  store ptr null, ptr %1, align 8
  %2 = getelementptr inbounds i8, ptr %call, i64 8
  %3 = load i32, ptr %2, align 4
  %4 = icmp eq i32 %3, 2
  br i1 %4, label %ok, label %bad

fail:                                             ; preds = %ok70, %ok69, %bad68, %bad65, %bad63, %bad60, %bad58, %bad56, %bad54, %bad52, %bad50, %bad48, %bad40, %bad38, %bad36, %bad34, %bad31, %bad29, %bad27, %bad25, %bad23, %bad21, %bad19, %bad17, %bad15, %bad13, %bad11, %bad9, %bad7, %bad5, %bad3, %bad1, %bad
  %5 = getelementptr inbounds i64, ptr %outs, i64 0
  %6 = load ptr, ptr %5, align 8
  call void @cajit_rt_dlpack_release(ptr %6)
  %7 = getelementptr inbounds i64, ptr %outs, i64 1
  %8 = load ptr, ptr %7, align 8
  call void @cajit_rt_dlpack_release(ptr %8)
  %9 = load ptr, ptr %arena, align 8
  call void @cajit_rt_arena_destroy(ptr %9)
  ret i32 1

bad:                                              ; preds = %entry
  %10 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str, i32 %3)
  br label %fail

ok:                                               ; preds = %entry
  %11 = getelementptr inbounds i8, ptr %call, i64 24
  %12 = load i32, ptr %11, align 4
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %ok2, label %bad1

bad1:                                             ; preds = %ok
  %14 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.1, i32 %12)
  br label %fail

ok2:                                              ; preds = %ok
  %15 = getelementptr inbounds i8, ptr %call, i64 40
  %16 = load i32, ptr %15, align 4
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %ok4, label %bad3

bad3:                                             ; preds = %ok2
  %18 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.2, i32 %16)
  br label %fail

ok4:                                              ; preds = %ok2
  %19 = getelementptr inbounds i8, ptr %call, i64 56
  %20 = load i32, ptr %19, align 4
  %21 = icmp eq i32 %20, 0
  br i1 %21, label %ok6, label %bad5

bad5:                                             ; preds = %ok4
  %22 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.3, i32 %20)
  br label %fail

ok6:                                              ; preds = %ok4
  %23 = getelementptr inbounds i8, ptr %call, i64 80
  %24 = load i32, ptr %23, align 4
  %25 = icmp eq i32 %24, 2
  br i1 %25, label %ok8, label %bad7

bad7:                                             ; preds = %ok6
  %26 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.4, i32 %24)
  br label %fail

ok8:                                              ; preds = %ok6
  %27 = getelementptr inbounds i8, ptr %call, i64 72
  %28 = load ptr, ptr %27, align 8
  %29 = icmp ne ptr %28, null
  br i1 %29, label %ok10, label %bad9

bad9:                                             ; preds = %ok8
  %30 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.5)
  br label %fail

ok10:                                             ; preds = %ok8
  %31 = getelementptr inbounds i8, ptr %call, i64 0
  %32 = load ptr, ptr %31, align 8
  %33 = icmp ne ptr %32, null
  br i1 %33, label %ok12, label %bad11

bad11:                                            ; preds = %ok10
  %34 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.6)
  br label %fail

ok12:                                             ; preds = %ok10
  %35 = getelementptr inbounds i8, ptr %call, i64 0
  %36 = load ptr, ptr %35, align 8
  %37 = getelementptr inbounds i64, ptr %36, i64 0
  %38 = load ptr, ptr %37, align 8
  %39 = icmp ne ptr %38, null
  br i1 %39, label %ok14, label %bad13

bad13:                                            ; preds = %ok12
  %40 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.7)
  br label %fail

ok14:                                             ; preds = %ok12
  %41 = getelementptr inbounds i8, ptr %38, i64 8
  %42 = load i32, ptr %41, align 4
  %43 = icmp eq i32 %42, 1
  br i1 %43, label %ok16, label %bad15

bad15:                                            ; preds = %ok14
  %44 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.8, i32 %42)
  br label %fail

ok16:                                             ; preds = %ok14
  %45 = getelementptr inbounds i8, ptr %38, i64 16
  %46 = load i32, ptr %45, align 4
  %47 = icmp eq i32 %46, 2
  br i1 %47, label %ok18, label %bad17

bad17:                                            ; preds = %ok16
  %48 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.9, i32 %46)
  br label %fail

ok18:                                             ; preds = %ok16
  %49 = getelementptr inbounds i8, ptr %38, i64 20
  %50 = load i32, ptr %49, align 4
  %51 = icmp eq i32 %50, 73730
  %52 = and i32 %50, 255
  %53 = lshr i32 %50, 8
  %54 = and i32 %53, 255
  %55 = lshr i32 %50, 16
  br i1 %51, label %ok20, label %bad19

bad19:                                            ; preds = %ok18
  %56 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.10, i32 %52, i32 %54, i32 %55)
  br label %fail

ok20:                                             ; preds = %ok18
  %57 = getelementptr inbounds i8, ptr %38, i64 0
  %58 = load ptr, ptr %57, align 8
  %59 = getelementptr inbounds i8, ptr %38, i64 40
  %60 = load i64, ptr %59, align 4
  %61 = getelementptr inbounds i8, ptr %58, i64 %60
  %62 = getelementptr inbounds i64, ptr %bufs, i64 0
  store ptr %61, ptr %62, align 8
  %63 = getelementptr inbounds i8, ptr %call, i64 0
  %64 = load ptr, ptr %63, align 8
  %65 = getelementptr inbounds i64, ptr %64, i64 1
  %66 = load ptr, ptr %65, align 8
  %67 = icmp ne ptr %66, null
  br i1 %67, label %ok22, label %bad21

bad21:                                            ; preds = %ok20
  %68 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.11)
  br label %fail

ok22:                                             ; preds = %ok20
  %69 = getelementptr inbounds i8, ptr %66, i64 8
  %70 = load i32, ptr %69, align 4
  %71 = icmp eq i32 %70, 1
  br i1 %71, label %ok24, label %bad23

bad23:                                            ; preds = %ok22
  %72 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.12, i32 %70)
  br label %fail

ok24:                                             ; preds = %ok22
  %73 = getelementptr inbounds i8, ptr %66, i64 16
  %74 = load i32, ptr %73, align 4
  %75 = icmp eq i32 %74, 4
  br i1 %75, label %ok26, label %bad25

bad25:                                            ; preds = %ok24
  %76 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.13, i32 %74)
  br label %fail

ok26:                                             ; preds = %ok24
  %77 = getelementptr inbounds i8, ptr %66, i64 20
  %78 = load i32, ptr %77, align 4
  %79 = icmp eq i32 %78, 73730
  %80 = and i32 %78, 255
  %81 = lshr i32 %78, 8
  %82 = and i32 %81, 255
  %83 = lshr i32 %78, 16
  br i1 %79, label %ok28, label %bad27

bad27:                                            ; preds = %ok26
  %84 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.14, i32 %80, i32 %82, i32 %83)
  br label %fail

ok28:                                             ; preds = %ok26
  %85 = getelementptr inbounds i8, ptr %66, i64 0
  %86 = load ptr, ptr %85, align 8
  %87 = getelementptr inbounds i8, ptr %66, i64 40
  %88 = load i64, ptr %87, align 4
  %89 = getelementptr inbounds i8, ptr %86, i64 %88
  %90 = getelementptr inbounds i64, ptr %bufs, i64 1
  store ptr %89, ptr %90, align 8
  %91 = getelementptr inbounds i8, ptr %call, i64 0
  %92 = load ptr, ptr %91, align 8
  %93 = getelementptr inbounds i64, ptr %92, i64 0
  %94 = load ptr, ptr %93, align 8
  %95 = getelementptr inbounds i64, ptr %inputs_now, i64 0
  store ptr %94, ptr %95, align 8
  %96 = getelementptr inbounds i8, ptr %call, i64 0
  %97 = load ptr, ptr %96, align 8
  %98 = getelementptr inbounds i64, ptr %97, i64 1
  %99 = load ptr, ptr %98, align 8
  %100 = getelementptr inbounds i64, ptr %inputs_now, i64 1
  store ptr %99, ptr %100, align 8
  %101 = getelementptr inbounds i8, ptr %call, i64 0
  %102 = load ptr, ptr %101, align 8
  %103 = getelementptr inbounds i64, ptr %102, i64 0
  %104 = load ptr, ptr %103, align 8
  %105 = getelementptr inbounds i8, ptr %104, i64 24
  %106 = load ptr, ptr %105, align 8
  %107 = getelementptr inbounds i64, ptr %106, i64 0
  %108 = load i64, ptr %107, align 8
  %109 = getelementptr inbounds i64, ptr %syms, i64 0
  store i64 %108, ptr %109, align 8
  %110 = getelementptr inbounds i64, ptr %syms, i64 0
  %111 = load i64, ptr %110, align 8
  %112 = icmp sge i64 %111, 0
  br i1 %112, label %ok30, label %bad29

bad29:                                            ; preds = %ok28
  %113 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.15, i64 %111)
  br label %fail

ok30:                                             ; preds = %ok28
  %114 = getelementptr inbounds i8, ptr %call, i64 0
  %115 = load ptr, ptr %114, align 8
  %116 = getelementptr inbounds i64, ptr %115, i64 0
  %117 = load ptr, ptr %116, align 8
  %118 = getelementptr inbounds i8, ptr %117, i64 24
  %119 = load ptr, ptr %118, align 8
  %120 = getelementptr inbounds i64, ptr %119, i64 0
  %121 = load i64, ptr %120, align 8
  %122 = getelementptr inbounds i64, ptr %119, i64 1
  %123 = load i64, ptr %122, align 8
  %124 = icmp eq i64 %123, 64
  br i1 %124, label %ok32, label %bad31

bad31:                                            ; preds = %ok30
  %125 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.16, i64 %123, i64 64)
  br label %fail

ok32:                                             ; preds = %ok30
  %126 = mul i64 1, %123
  %127 = getelementptr inbounds i8, ptr %117, i64 32
  %128 = load ptr, ptr %127, align 8
  %129 = icmp ne ptr %128, null
  br i1 %129, label %st, label %st2

st:                                               ; preds = %ok32
  %130 = getelementptr inbounds i64, ptr %128, i64 0
  %131 = load i64, ptr %130, align 8
  %132 = getelementptr inbounds i64, ptr %128, i64 1
  %133 = load i64, ptr %132, align 8
  br label %st2

st2:                                              ; preds = %st, %ok32
  %stride = phi i64 [ %126, %ok32 ], [ %131, %st ]
  %stride33 = phi i64 [ 1, %ok32 ], [ %133, %st ]
  %134 = getelementptr inbounds i64, ptr %syms, i64 1
  store i64 %stride, ptr %134, align 8
  %135 = getelementptr inbounds i64, ptr %syms, i64 2
  store i64 %stride33, ptr %135, align 8
  %136 = getelementptr inbounds i8, ptr %call, i64 0
  %137 = load ptr, ptr %136, align 8
  %138 = getelementptr inbounds i64, ptr %137, i64 1
  %139 = load ptr, ptr %138, align 8
  %140 = getelementptr inbounds i8, ptr %139, i64 24
  %141 = load ptr, ptr %140, align 8
  %142 = getelementptr inbounds i64, ptr %141, i64 0
  %143 = load i64, ptr %142, align 8
  %144 = icmp eq i64 %143, 8
  br i1 %144, label %ok35, label %bad34

bad34:                                            ; preds = %st2
  %145 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.17, i64 %143, i64 8)
  br label %fail

ok35:                                             ; preds = %st2
  %146 = getelementptr inbounds i64, ptr %141, i64 1
  %147 = load i64, ptr %146, align 8
  %148 = icmp eq i64 %147, 16
  br i1 %148, label %ok37, label %bad36

bad36:                                            ; preds = %ok35
  %149 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.18, i64 %147, i64 16)
  br label %fail

ok37:                                             ; preds = %ok35
  %150 = getelementptr inbounds i64, ptr %141, i64 2
  %151 = load i64, ptr %150, align 8
  %152 = icmp eq i64 %151, 4
  br i1 %152, label %ok39, label %bad38

bad38:                                            ; preds = %ok37
  %153 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.19, i64 %151, i64 4)
  br label %fail

ok39:                                             ; preds = %ok37
  %154 = getelementptr inbounds i64, ptr %141, i64 3
  %155 = load i64, ptr %154, align 8
  %156 = icmp eq i64 %155, 4
  br i1 %156, label %ok41, label %bad40

bad40:                                            ; preds = %ok39
  %157 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.20, i64 %155, i64 4)
  br label %fail

ok41:                                             ; preds = %ok39
  %158 = mul i64 1, %155
  %159 = mul i64 %158, %151
  %160 = mul i64 %159, %147
  %161 = getelementptr inbounds i8, ptr %139, i64 32
  %162 = load ptr, ptr %161, align 8
  %163 = icmp ne ptr %162, null
  br i1 %163, label %st42, label %st243

st42:                                             ; preds = %ok41
  %164 = getelementptr inbounds i64, ptr %162, i64 0
  %165 = load i64, ptr %164, align 8
  %166 = getelementptr inbounds i64, ptr %162, i64 1
  %167 = load i64, ptr %166, align 8
  %168 = getelementptr inbounds i64, ptr %162, i64 2
  %169 = load i64, ptr %168, align 8
  %170 = getelementptr inbounds i64, ptr %162, i64 3
  %171 = load i64, ptr %170, align 8
  br label %st243

st243:                                            ; preds = %st42, %ok41
  %stride44 = phi i64 [ %160, %ok41 ], [ %165, %st42 ]
  %stride45 = phi i64 [ %159, %ok41 ], [ %167, %st42 ]
  %stride46 = phi i64 [ %158, %ok41 ], [ %169, %st42 ]
  %stride47 = phi i64 [ 1, %ok41 ], [ %171, %st42 ]
  %172 = getelementptr inbounds i64, ptr %syms, i64 3
  store i64 %stride44, ptr %172, align 8
  %173 = getelementptr inbounds i64, ptr %syms, i64 4
  store i64 %stride45, ptr %173, align 8
  %174 = getelementptr inbounds i64, ptr %syms, i64 5
  store i64 %stride46, ptr %174, align 8
  %175 = getelementptr inbounds i64, ptr %syms, i64 6
  store i64 %stride47, ptr %175, align 8
  %176 = getelementptr inbounds i64, ptr %syms, i64 0
  %177 = load i64, ptr %176, align 8
  %178 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 64, i64 %177)
  %179 = extractvalue { i64, i1 } %178, 1
  %180 = xor i1 %179, true
  br i1 %180, label %ok49, label %bad48

bad48:                                            ; preds = %st243
  %181 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.21)
  br label %fail

ok49:                                             ; preds = %st243
  %182 = extractvalue { i64, i1 } %178, 0
  %183 = getelementptr inbounds i64, ptr %syms, i64 1
  %184 = load i64, ptr %183, align 8
  %185 = icmp sge i64 %184, 0
  br i1 %185, label %ok51, label %bad50

bad50:                                            ; preds = %ok49
  %186 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.22, i64 %184)
  br label %fail

ok51:                                             ; preds = %ok49
  %187 = getelementptr inbounds i64, ptr %syms, i64 2
  %188 = load i64, ptr %187, align 8
  %189 = icmp sge i64 %188, 0
  br i1 %189, label %ok53, label %bad52

bad52:                                            ; preds = %ok51
  %190 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.23, i64 %188)
  br label %fail

ok53:                                             ; preds = %ok51
  %191 = getelementptr inbounds i64, ptr %syms, i64 3
  %192 = load i64, ptr %191, align 8
  %193 = icmp sge i64 %192, 0
  br i1 %193, label %ok55, label %bad54

bad54:                                            ; preds = %ok53
  %194 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.24, i64 %192)
  br label %fail

ok55:                                             ; preds = %ok53
  %195 = getelementptr inbounds i64, ptr %syms, i64 4
  %196 = load i64, ptr %195, align 8
  %197 = icmp sge i64 %196, 0
  br i1 %197, label %ok57, label %bad56

bad56:                                            ; preds = %ok55
  %198 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.25, i64 %196)
  br label %fail

ok57:                                             ; preds = %ok55
  %199 = getelementptr inbounds i64, ptr %syms, i64 5
  %200 = load i64, ptr %199, align 8
  %201 = icmp sge i64 %200, 0
  br i1 %201, label %ok59, label %bad58

bad58:                                            ; preds = %ok57
  %202 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.26, i64 %200)
  br label %fail

ok59:                                             ; preds = %ok57
  %203 = getelementptr inbounds i64, ptr %syms, i64 6
  %204 = load i64, ptr %203, align 8
  %205 = icmp sge i64 %204, 0
  br i1 %205, label %ok61, label %bad60

bad60:                                            ; preds = %ok59
  %206 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.27, i64 %204)
  br label %fail

ok61:                                             ; preds = %ok59
  %arena62 = call ptr @cajit_rt_arena_create()
  store ptr %arena62, ptr %arena, align 8
  %207 = icmp ne ptr %arena62, null
  br i1 %207, label %ok64, label %bad63

bad63:                                            ; preds = %ok61
  %208 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 5, ptr @str.28)
  br label %fail

ok64:                                             ; preds = %ok61
  %oshape = alloca [1 x i64], align 8
  %209 = getelementptr inbounds i64, ptr %oshape, i64 0
  store i64 64, ptr %209, align 8
  %210 = call ptr @cajit_rt_dlpack_alloc(i32 2, i32 32, i32 1, ptr %oshape)
  %211 = getelementptr inbounds i64, ptr %outs, i64 0
  store ptr %210, ptr %211, align 8
  %212 = icmp ne ptr %210, null
  br i1 %212, label %ok66, label %bad65

bad65:                                            ; preds = %ok64
  %213 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 5, ptr @str.29, i64 64)
  br label %fail

ok66:                                             ; preds = %ok64
  %214 = getelementptr inbounds i8, ptr %210, i64 0
  %215 = load ptr, ptr %214, align 8
  %216 = getelementptr inbounds i64, ptr %bufs, i64 2
  store ptr %215, ptr %216, align 8
  %oshape67 = alloca [1 x i64], align 8
  %217 = getelementptr inbounds i64, ptr %oshape67, i64 0
  store i64 16, ptr %217, align 8
  %218 = call ptr @cajit_rt_dlpack_alloc(i32 2, i32 32, i32 1, ptr %oshape67)
  %219 = getelementptr inbounds i64, ptr %outs, i64 1
  store ptr %218, ptr %219, align 8
  %220 = icmp ne ptr %218, null
  br i1 %220, label %ok69, label %bad68

bad68:                                            ; preds = %ok66
  %221 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 5, ptr @str.30, i64 16)
  br label %fail

ok69:                                             ; preds = %ok66
  %222 = getelementptr inbounds i8, ptr %218, i64 0
  %223 = load ptr, ptr %222, align 8
  %224 = getelementptr inbounds i64, ptr %bufs, i64 4
  store ptr %223, ptr %224, align 8
  %225 = getelementptr inbounds i64, ptr %inputs_now, i64 0
  %226 = getelementptr inbounds i64, ptr %bufs, i64 0
  %227 = call i32 @cajit_rt_input_ready(ptr %call, i32 0, ptr %225, ptr %226, ptr @str.31)
  %228 = icmp eq i32 %227, 0
  br i1 %228, label %ok70, label %fail

ok70:                                             ; preds = %ok69
  %229 = getelementptr inbounds i64, ptr %bufs, i64 0
  %230 = load ptr, ptr %229, align 8
  %231 = getelementptr inbounds i64, ptr %bufs, i64 2
  %232 = load ptr, ptr %231, align 8
  %233 = getelementptr inbounds i64, ptr %syms, i64 0
  %234 = load i64, ptr %233, align 8
  %235 = getelementptr inbounds i64, ptr %syms, i64 1
  %236 = load i64, ptr %235, align 8
  %237 = getelementptr inbounds i64, ptr %syms, i64 2
  %238 = load i64, ptr %237, align 8
  call void @k0._2___aten_sum_dim_IntList(ptr %230, ptr %232, i64 %234, i64 %236, i64 %238)
  call void @cajit_rt_release_inputs(ptr %call, ptr @released_inputs, i32 1)
  %239 = getelementptr inbounds i64, ptr %inputs_now, i64 1
  %240 = getelementptr inbounds i64, ptr %bufs, i64 1
  %241 = call i32 @cajit_rt_input_ready(ptr %call, i32 1, ptr %239, ptr %240, ptr @str.32)
  %242 = icmp eq i32 %241, 0
  br i1 %242, label %ok71, label %fail

ok71:                                             ; preds = %ok70
  %243 = getelementptr inbounds i64, ptr %bufs, i64 1
  %244 = load ptr, ptr %243, align 8
  %245 = getelementptr inbounds i64, ptr %bufs, i64 4
  %246 = load ptr, ptr %245, align 8
  %247 = getelementptr inbounds i64, ptr %syms, i64 3
  %248 = load i64, ptr %247, align 8
  %249 = getelementptr inbounds i64, ptr %syms, i64 4
  %250 = load i64, ptr %249, align 8
  %251 = getelementptr inbounds i64, ptr %syms, i64 5
  %252 = load i64, ptr %251, align 8
  %253 = getelementptr inbounds i64, ptr %syms, i64 6
  %254 = load i64, ptr %253, align 8
  call void @k1._4___aten_sum_dim_IntList(ptr %244, ptr %246, i64 %248, i64 %250, i64 %252, i64 %254)
  call void @cajit_rt_release_inputs(ptr %call, ptr @released_inputs.33, i32 1)
  %255 = getelementptr inbounds i8, ptr %call, i64 72
  %256 = load ptr, ptr %255, align 8
  %257 = getelementptr inbounds i64, ptr %outs, i64 0
  %258 = load ptr, ptr %257, align 8
  %259 = getelementptr inbounds i64, ptr %256, i64 0
  store ptr %258, ptr %259, align 8
  %260 = getelementptr inbounds i64, ptr %outs, i64 1
  %261 = load ptr, ptr %260, align 8
  %262 = getelementptr inbounds i64, ptr %256, i64 1
  store ptr %261, ptr %262, align 8
  %263 = load ptr, ptr %arena, align 8
  call void @cajit_rt_arena_destroy(ptr %263)
  ret i32 0
}

; Function Attrs: nounwind
declare void @cajit_rt_arena_destroy(ptr) #1

; Function Attrs: nounwind
declare i32 @cajit_rt_fail(ptr, i32, ptr, ...) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #2

; Function Attrs: nounwind
declare ptr @cajit_rt_arena_create() #1

; Function Attrs: nounwind
declare ptr @cajit_rt_dlpack_alloc(i32, i32, i32, ptr) #1

; Function Attrs: nounwind
declare i32 @cajit_rt_input_ready(ptr, i32, ptr, ptr, ptr) #1

; Function Attrs: nounwind
declare void @cajit_rt_release_inputs(ptr, ptr, i32) #1

attributes #0 = { noinline nounwind }
attributes #1 = { nounwind }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.unroll.runtime.disable"}
!2 = !{!"llvm.loop.unroll.disable"}
!3 = distinct !{!3, !1, !2}
!4 = distinct !{!4, !1, !2}
!5 = distinct !{!5, !1, !2}
!6 = distinct !{!6, !1, !2}
!7 = distinct !{!7, !1, !2}
!8 = distinct !{!8, !1, !2}
!9 = distinct !{!9, !1, !2}
!10 = distinct !{!10, !1, !2}
!11 = distinct !{!11, !1}
!12 = distinct !{!12, !1}
!13 = distinct !{!13, !1, !2}
!14 = distinct !{!14, !1, !2}
