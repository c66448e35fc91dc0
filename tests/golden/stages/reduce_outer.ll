
@cajit_fallback_ops = constant [1 x i8] zeroinitializer
@cajit_library_ops = constant [1 x i8] zeroinitializer
@str = private unnamed_addr constant [40 x i8] c"guard failed: expected 2 inputs, got %d\00", align 1
@str.1 = private unnamed_addr constant [39 x i8] c"guard failed: expected 0 sizes, got %d\00", align 1
@str.2 = private unnamed_addr constant [41 x i8] c"guard failed: expected 0 scalars, got %d\00", align 1
@str.3 = private unnamed_addr constant [39 x i8] c"guard failed: expected 0 hooks, got %d\00", align 1
@str.4 = private unnamed_addr constant [46 x i8] c"guard failed: expected 2 output slots, got %d\00", align 1
@str.5 = private unnamed_addr constant [36 x i8] c"guard failed: call->outputs is NULL\00", align 1
@str.6 = private unnamed_addr constant [35 x i8] c"guard failed: call->inputs is NULL\00", align 1
@str.7 = private unnamed_addr constant [4 x i8] c"f32\00", align 1
@str.8 = private unnamed_addr constant [4 x i8] c"f32\00", align 1
@input_guards = private constant [2 x { i32, i32, i32, i32, ptr }] [{ i32, i32, i32, i32, ptr } { i32 0, i32 2, i32 73730, i32 73730, ptr @str.7 }, { i32, i32, i32, i32, ptr } { i32 1, i32 4, i32 73730, i32 73730, ptr @str.8 }]
@str.9 = private unnamed_addr constant [103 x i8] c"guard failed: s0 (input 0 dim 0) is %lld, but it is used as a size or stride, which cannot be negative\00", align 1
@str.10 = private unnamed_addr constant [3 x i8] c"64\00", align 1
@str.11 = private unnamed_addr constant [2 x i8] c"8\00", align 1
@str.12 = private unnamed_addr constant [3 x i8] c"16\00", align 1
@str.13 = private unnamed_addr constant [2 x i8] c"4\00", align 1
@str.14 = private unnamed_addr constant [2 x i8] c"4\00", align 1
@dim_guards = private constant [6 x { i32, i32, i32, i32, { i32, [4 x i32], [4 x i64], ptr, ptr }, { i32, [4 x i32], [4 x i64], ptr, ptr } }] [{ i32, i32, i32, i32, { i32, [4 x i32], [4 x i64], ptr, ptr }, { i32, [4 x i32], [4 x i64], ptr, ptr } } { i32 0, i32 0, i32 1, i32 1, { i32, [4 x i32], [4 x i64], ptr, ptr } zeroinitializer, { i32, [4 x i32], [4 x i64], ptr, ptr } zeroinitializer }, { i32, i32, i32, i32, { i32, [4 x i32], [4 x i64], ptr, ptr }, { i32, [4 x i32], [4 x i64], ptr, ptr } } { i32 0, i32 1, i32 1, i32 2, { i32, [4 x i32], [4 x i64], ptr, ptr } { i32 1, [4 x i32] [i32 -1, i32 -1, i32 -1, i32 -1], [4 x i64] [i64 64, i64 0, i64 0, i64 0], ptr @str.10, ptr null }, { i32, [4 x i32], [4 x i64], ptr, ptr } zeroinitializer }, { i32, i32, i32, i32, { i32, [4 x i32], [4 x i64], ptr, ptr }, { i32, [4 x i32], [4 x i64], ptr, ptr } } { i32 1, i32 1, i32 1, i32 3, { i32, [4 x i32], [4 x i64], ptr, ptr } { i32 1, [4 x i32] [i32 -1, i32 -1, i32 -1, i32 -1], [4 x i64] [i64 8, i64 0, i64 0, i64 0], ptr @str.11, ptr null }, { i32, [4 x i32], [4 x i64], ptr, ptr } zeroinitializer }, { i32, i32, i32, i32, { i32, [4 x i32], [4 x i64], ptr, ptr }, { i32, [4 x i32], [4 x i64], ptr, ptr } } { i32 1, i32 1, i32 1, i32 4, { i32, [4 x i32], [4 x i64], ptr, ptr } { i32 1, [4 x i32] [i32 -1, i32 -1, i32 -1, i32 -1], [4 x i64] [i64 16, i64 0, i64 0, i64 0], ptr @str.12, ptr null }, { i32, [4 x i32], [4 x i64], ptr, ptr } zeroinitializer }, { i32, i32, i32, i32, { i32, [4 x i32], [4 x i64], ptr, ptr }, { i32, [4 x i32], [4 x i64], ptr, ptr } } { i32 1, i32 1, i32 1, i32 5, { i32, [4 x i32], [4 x i64], ptr, ptr } { i32 1, [4 x i32] [i32 -1, i32 -1, i32 -1, i32 -1], [4 x i64] [i64 4, i64 0, i64 0, i64 0], ptr @str.13, ptr null }, { i32, [4 x i32], [4 x i64], ptr, ptr } zeroinitializer }, { i32, i32, i32, i32, { i32, [4 x i32], [4 x i64], ptr, ptr }, { i32, [4 x i32], [4 x i64], ptr, ptr } } { i32 1, i32 1, i32 1, i32 6, { i32, [4 x i32], [4 x i64], ptr, ptr } { i32 1, [4 x i32] [i32 -1, i32 -1, i32 -1, i32 -1], [4 x i64] [i64 4, i64 0, i64 0, i64 0], ptr @str.14, ptr null }, { i32, [4 x i32], [4 x i64], ptr, ptr } zeroinitializer }]
@str.15 = private unnamed_addr constant [66 x i8] c"guard failed: input 0: size arithmetic overflows int64 in s0 * 64\00", align 1
@str.16 = private unnamed_addr constant [69 x i8] c"guard failed: input 0: stride 0 is %lld, a stride cannot be negative\00", align 1
@str.17 = private unnamed_addr constant [69 x i8] c"guard failed: input 0: stride 1 is %lld, a stride cannot be negative\00", align 1
@str.18 = private unnamed_addr constant [69 x i8] c"guard failed: input 1: stride 0 is %lld, a stride cannot be negative\00", align 1
@str.19 = private unnamed_addr constant [69 x i8] c"guard failed: input 1: stride 1 is %lld, a stride cannot be negative\00", align 1
@str.20 = private unnamed_addr constant [69 x i8] c"guard failed: input 1: stride 2 is %lld, a stride cannot be negative\00", align 1
@str.21 = private unnamed_addr constant [69 x i8] c"guard failed: input 1: stride 3 is %lld, a stride cannot be negative\00", align 1
@str.22 = private unnamed_addr constant [40 x i8] c"out of memory creating the call's arena\00", align 1
@str.23 = private unnamed_addr constant [53 x i8] c"out of memory allocating buf2 (%lld elements of f32)\00", align 1
@str.24 = private unnamed_addr constant [53 x i8] c"out of memory allocating buf4 (%lld elements of f32)\00", align 1
@str.25 = private unnamed_addr constant [26 x i8] c"%2 = aten.sum.dim_IntList\00", align 1
@released_inputs = private unnamed_addr constant [1 x i32] zeroinitializer
@str.26 = private unnamed_addr constant [26 x i8] c"%4 = aten.sum.dim_IntList\00", align 1
@released_inputs.27 = private unnamed_addr constant [1 x i32] [i32 1]

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
  br label %loop_i0

loop_i0:                                          ; preds = %done2, %entry
  %_i0 = phi i64 [ %lo, %entry ], [ %9, %done2 ]
  %0 = icmp slt i64 %_i0, %hi
  br i1 %0, label %body, label %done

body:                                             ; preds = %loop_i0
  store float 0.000000e+00, ptr %acc, align 4
  br label %loop_r0

done:                                             ; preds = %loop_i0
  ret void

loop_r0:                                          ; preds = %reduced, %body
  %_r0 = phi i64 [ 0, %body ], [ %10, %reduced ]
  %1 = icmp slt i64 %_r0, 8
  br i1 %1, label %body1, label %done2

body1:                                            ; preds = %loop_r0
  %2 = mul nsw i64 4, %_in1_st3
  %3 = icmp eq i64 %_in1_st2, %2
  %4 = and i1 true, %3
  %5 = icmp eq i64 %_in1_st2, %2
  %6 = and i1 %4, %5
  br i1 %6, label %collapsed, label %nested

done2:                                            ; preds = %loop_r0
  %7 = load float, ptr %acc, align 4
  %8 = getelementptr inbounds float, ptr %buf4, i64 %_i0
  store float %7, ptr %8, align 4
  %9 = add nuw nsw i64 %_i0, 1
  br label %loop_i0, !llvm.loop !7

collapsed:                                        ; preds = %body1
  br label %loop_r2

nested:                                           ; preds = %body1
  br label %loop_r1

reduced:                                          ; preds = %done6, %done4
  %10 = add nuw nsw i64 %_r0, 1
  br label %loop_r0, !llvm.loop !8

loop_r2:                                          ; preds = %body3, %collapsed
  %_r2 = phi i64 [ 0, %collapsed ], [ %26, %body3 ]
  %11 = icmp slt i64 %_r2, 16
  br i1 %11, label %body3, label %done4

body3:                                            ; preds = %loop_r2
  %12 = mul nsw i64 %_in1_st0, %_r0
  %13 = mul nsw i64 %_in1_st1, %_i0
  %14 = add nsw i64 %12, %13
  %15 = mul nsw i64 %_in1_st2, 0
  %16 = add nsw i64 %14, %15
  %17 = mul nsw i64 %_in1_st3, %_r2
  %18 = add nsw i64 %16, %17
  %19 = getelementptr inbounds float, ptr %buf1, i64 %18
  %20 = load float, ptr %19, align 4
  %21 = getelementptr inbounds float, ptr %buf1, i64 %18
  %22 = load float, ptr %21, align 4
  %23 = fmul float %20, %22
  %24 = load float, ptr %acc, align 4
  %25 = fadd reassoc float %24, %23
  store float %25, ptr %acc, align 4
  %26 = add nuw nsw i64 %_r2, 1
  br label %loop_r2, !llvm.loop !9

done4:                                            ; preds = %loop_r2
  br label %reduced

loop_r1:                                          ; preds = %done9, %nested
  %_r1 = phi i64 [ 0, %nested ], [ %44, %done9 ]
  %27 = icmp slt i64 %_r1, 4
  br i1 %27, label %body5, label %done6

body5:                                            ; preds = %loop_r1
  br label %loop_r27

done6:                                            ; preds = %loop_r1
  br label %reduced

loop_r27:                                         ; preds = %body8, %body5
  %_r210 = phi i64 [ 0, %body5 ], [ %43, %body8 ]
  %28 = icmp slt i64 %_r210, 4
  br i1 %28, label %body8, label %done9

body8:                                            ; preds = %loop_r27
  %29 = mul nsw i64 %_in1_st0, %_r0
  %30 = mul nsw i64 %_in1_st1, %_i0
  %31 = add nsw i64 %29, %30
  %32 = mul nsw i64 %_in1_st2, %_r1
  %33 = add nsw i64 %31, %32
  %34 = mul nsw i64 %_in1_st3, %_r210
  %35 = add nsw i64 %33, %34
  %36 = getelementptr inbounds float, ptr %buf1, i64 %35
  %37 = load float, ptr %36, align 4
  %38 = getelementptr inbounds float, ptr %buf1, i64 %35
  %39 = load float, ptr %38, align 4
  %40 = fmul float %37, %39
  %41 = load float, ptr %acc, align 4
  %42 = fadd reassoc float %41, %40
  store float %42, ptr %acc, align 4
  %43 = add nuw nsw i64 %_r210, 1
  br label %loop_r27, !llvm.loop !10

done9:                                            ; preds = %loop_r27
  %44 = add nuw nsw i64 %_r1, 1
  br label %loop_r1, !llvm.loop !11
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

fail:                                             ; preds = %ok39, %ok38, %bad37, %bad34, %bad32, %bad29, %bad27, %bad25, %bad23, %bad21, %bad19, %bad17, %ok15, %bad14, %ok12, %bad11, %bad9, %bad7, %bad5, %bad3, %bad1, %bad
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
  %35 = call i32 @cajit_rt_check_inputs(ptr %call, i32 2, ptr @input_guards, ptr %bufs)
  %36 = icmp eq i32 %35, 0
  br i1 %36, label %ok13, label %fail

ok13:                                             ; preds = %ok12
  %37 = getelementptr inbounds i8, ptr %call, i64 0
  %38 = load ptr, ptr %37, align 8
  %39 = getelementptr inbounds i64, ptr %38, i64 0
  %40 = load ptr, ptr %39, align 8
  %41 = getelementptr inbounds i64, ptr %inputs_now, i64 0
  store ptr %40, ptr %41, align 8
  %42 = getelementptr inbounds i8, ptr %call, i64 0
  %43 = load ptr, ptr %42, align 8
  %44 = getelementptr inbounds i64, ptr %43, i64 1
  %45 = load ptr, ptr %44, align 8
  %46 = getelementptr inbounds i64, ptr %inputs_now, i64 1
  store ptr %45, ptr %46, align 8
  %47 = getelementptr inbounds i8, ptr %call, i64 0
  %48 = load ptr, ptr %47, align 8
  %49 = getelementptr inbounds i64, ptr %48, i64 0
  %50 = load ptr, ptr %49, align 8
  %51 = getelementptr inbounds i8, ptr %50, i64 24
  %52 = load ptr, ptr %51, align 8
  %53 = getelementptr inbounds i64, ptr %52, i64 0
  %54 = load i64, ptr %53, align 8
  %55 = getelementptr inbounds i64, ptr %syms, i64 0
  store i64 %54, ptr %55, align 8
  %56 = getelementptr inbounds i64, ptr %syms, i64 0
  %57 = load i64, ptr %56, align 8
  %58 = icmp sge i64 %57, 0
  br i1 %58, label %ok15, label %bad14

bad14:                                            ; preds = %ok13
  %59 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.9, i64 %57)
  br label %fail

ok15:                                             ; preds = %ok13
  %60 = call i32 @cajit_rt_check_dims(ptr %call, i32 6, ptr @dim_guards, ptr %syms)
  %61 = icmp eq i32 %60, 0
  br i1 %61, label %ok16, label %fail

ok16:                                             ; preds = %ok15
  %62 = getelementptr inbounds i64, ptr %syms, i64 0
  %63 = load i64, ptr %62, align 8
  %64 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 64, i64 %63)
  %65 = extractvalue { i64, i1 } %64, 1
  %66 = xor i1 %65, true
  br i1 %66, label %ok18, label %bad17

bad17:                                            ; preds = %ok16
  %67 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.15)
  br label %fail

ok18:                                             ; preds = %ok16
  %68 = extractvalue { i64, i1 } %64, 0
  %69 = getelementptr inbounds i64, ptr %syms, i64 1
  %70 = load i64, ptr %69, align 8
  %71 = icmp sge i64 %70, 0
  br i1 %71, label %ok20, label %bad19

bad19:                                            ; preds = %ok18
  %72 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.16, i64 %70)
  br label %fail

ok20:                                             ; preds = %ok18
  %73 = getelementptr inbounds i64, ptr %syms, i64 2
  %74 = load i64, ptr %73, align 8
  %75 = icmp sge i64 %74, 0
  br i1 %75, label %ok22, label %bad21

bad21:                                            ; preds = %ok20
  %76 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.17, i64 %74)
  br label %fail

ok22:                                             ; preds = %ok20
  %77 = getelementptr inbounds i64, ptr %syms, i64 3
  %78 = load i64, ptr %77, align 8
  %79 = icmp sge i64 %78, 0
  br i1 %79, label %ok24, label %bad23

bad23:                                            ; preds = %ok22
  %80 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.18, i64 %78)
  br label %fail

ok24:                                             ; preds = %ok22
  %81 = getelementptr inbounds i64, ptr %syms, i64 4
  %82 = load i64, ptr %81, align 8
  %83 = icmp sge i64 %82, 0
  br i1 %83, label %ok26, label %bad25

bad25:                                            ; preds = %ok24
  %84 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.19, i64 %82)
  br label %fail

ok26:                                             ; preds = %ok24
  %85 = getelementptr inbounds i64, ptr %syms, i64 5
  %86 = load i64, ptr %85, align 8
  %87 = icmp sge i64 %86, 0
  br i1 %87, label %ok28, label %bad27

bad27:                                            ; preds = %ok26
  %88 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.20, i64 %86)
  br label %fail

ok28:                                             ; preds = %ok26
  %89 = getelementptr inbounds i64, ptr %syms, i64 6
  %90 = load i64, ptr %89, align 8
  %91 = icmp sge i64 %90, 0
  br i1 %91, label %ok30, label %bad29

bad29:                                            ; preds = %ok28
  %92 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.21, i64 %90)
  br label %fail

ok30:                                             ; preds = %ok28
  %arena31 = call ptr @cajit_rt_arena_create()
  store ptr %arena31, ptr %arena, align 8
  %93 = icmp ne ptr %arena31, null
  br i1 %93, label %ok33, label %bad32

bad32:                                            ; preds = %ok30
  %94 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 5, ptr @str.22)
  br label %fail

ok33:                                             ; preds = %ok30
  %oshape = alloca [1 x i64], align 8
  %95 = getelementptr inbounds i64, ptr %oshape, i64 0
  store i64 64, ptr %95, align 8
  %96 = call ptr @cajit_rt_dlpack_alloc(i32 2, i32 32, i32 1, ptr %oshape)
  %97 = getelementptr inbounds i64, ptr %outs, i64 0
  store ptr %96, ptr %97, align 8
  %98 = icmp ne ptr %96, null
  br i1 %98, label %ok35, label %bad34

bad34:                                            ; preds = %ok33
  %99 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 5, ptr @str.23, i64 64)
  br label %fail

ok35:                                             ; preds = %ok33
  %100 = getelementptr inbounds i8, ptr %96, i64 0
  %101 = load ptr, ptr %100, align 8
  %102 = getelementptr inbounds i64, ptr %bufs, i64 2
  store ptr %101, ptr %102, align 8
  %oshape36 = alloca [1 x i64], align 8
  %103 = getelementptr inbounds i64, ptr %oshape36, i64 0
  store i64 16, ptr %103, align 8
  %104 = call ptr @cajit_rt_dlpack_alloc(i32 2, i32 32, i32 1, ptr %oshape36)
  %105 = getelementptr inbounds i64, ptr %outs, i64 1
  store ptr %104, ptr %105, align 8
  %106 = icmp ne ptr %104, null
  br i1 %106, label %ok38, label %bad37

bad37:                                            ; preds = %ok35
  %107 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 5, ptr @str.24, i64 16)
  br label %fail

ok38:                                             ; preds = %ok35
  %108 = getelementptr inbounds i8, ptr %104, i64 0
  %109 = load ptr, ptr %108, align 8
  %110 = getelementptr inbounds i64, ptr %bufs, i64 4
  store ptr %109, ptr %110, align 8
  %111 = getelementptr inbounds i64, ptr %inputs_now, i64 0
  %112 = getelementptr inbounds i64, ptr %bufs, i64 0
  %113 = call i32 @cajit_rt_input_ready(ptr %call, i32 0, ptr %111, ptr %112, ptr @str.25)
  %114 = icmp eq i32 %113, 0
  br i1 %114, label %ok39, label %fail

ok39:                                             ; preds = %ok38
  %115 = getelementptr inbounds i64, ptr %bufs, i64 0
  %116 = load ptr, ptr %115, align 8
  %117 = getelementptr inbounds i64, ptr %bufs, i64 2
  %118 = load ptr, ptr %117, align 8
  %119 = getelementptr inbounds i64, ptr %syms, i64 0
  %120 = load i64, ptr %119, align 8
  %121 = getelementptr inbounds i64, ptr %syms, i64 1
  %122 = load i64, ptr %121, align 8
  %123 = getelementptr inbounds i64, ptr %syms, i64 2
  %124 = load i64, ptr %123, align 8
  call void @k0._2___aten_sum_dim_IntList(ptr %116, ptr %118, i64 %120, i64 %122, i64 %124)
  call void @cajit_rt_release_inputs(ptr %call, ptr @released_inputs, i32 1)
  %125 = getelementptr inbounds i64, ptr %inputs_now, i64 1
  %126 = getelementptr inbounds i64, ptr %bufs, i64 1
  %127 = call i32 @cajit_rt_input_ready(ptr %call, i32 1, ptr %125, ptr %126, ptr @str.26)
  %128 = icmp eq i32 %127, 0
  br i1 %128, label %ok40, label %fail

ok40:                                             ; preds = %ok39
  %129 = getelementptr inbounds i64, ptr %bufs, i64 1
  %130 = load ptr, ptr %129, align 8
  %131 = getelementptr inbounds i64, ptr %bufs, i64 4
  %132 = load ptr, ptr %131, align 8
  %133 = getelementptr inbounds i64, ptr %syms, i64 3
  %134 = load i64, ptr %133, align 8
  %135 = getelementptr inbounds i64, ptr %syms, i64 4
  %136 = load i64, ptr %135, align 8
  %137 = getelementptr inbounds i64, ptr %syms, i64 5
  %138 = load i64, ptr %137, align 8
  %139 = getelementptr inbounds i64, ptr %syms, i64 6
  %140 = load i64, ptr %139, align 8
  call void @k1._4___aten_sum_dim_IntList(ptr %130, ptr %132, i64 %134, i64 %136, i64 %138, i64 %140)
  call void @cajit_rt_release_inputs(ptr %call, ptr @released_inputs.27, i32 1)
  %141 = getelementptr inbounds i8, ptr %call, i64 72
  %142 = load ptr, ptr %141, align 8
  %143 = getelementptr inbounds i64, ptr %outs, i64 0
  %144 = load ptr, ptr %143, align 8
  %145 = getelementptr inbounds i64, ptr %142, i64 0
  store ptr %144, ptr %145, align 8
  %146 = getelementptr inbounds i64, ptr %outs, i64 1
  %147 = load ptr, ptr %146, align 8
  %148 = getelementptr inbounds i64, ptr %142, i64 1
  store ptr %147, ptr %148, align 8
  %149 = load ptr, ptr %arena, align 8
  call void @cajit_rt_arena_destroy(ptr %149)
  ret i32 0
}

; Function Attrs: nounwind
declare void @cajit_rt_arena_destroy(ptr) #1

; Function Attrs: nounwind
declare i32 @cajit_rt_fail(ptr, i32, ptr, ...) #1

; Function Attrs: nounwind
declare i32 @cajit_rt_check_inputs(ptr, i32, ptr, ptr) #1

; Function Attrs: nounwind
declare i32 @cajit_rt_check_dims(ptr, i32, ptr, ptr) #1

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
!10 = distinct !{!10, !1}
!11 = distinct !{!11, !1}
