
@cajit_fallback_ops = constant [1 x i8] zeroinitializer
@cajit_library_ops = constant [1 x i8] zeroinitializer
@str = private unnamed_addr constant [40 x i8] c"guard failed: expected 2 inputs, got %d\00", align 1
@str.1 = private unnamed_addr constant [39 x i8] c"guard failed: expected 0 sizes, got %d\00", align 1
@str.2 = private unnamed_addr constant [41 x i8] c"guard failed: expected 0 scalars, got %d\00", align 1
@str.3 = private unnamed_addr constant [39 x i8] c"guard failed: expected 0 hooks, got %d\00", align 1
@str.4 = private unnamed_addr constant [46 x i8] c"guard failed: expected 1 output slots, got %d\00", align 1
@str.5 = private unnamed_addr constant [36 x i8] c"guard failed: call->outputs is NULL\00", align 1
@str.6 = private unnamed_addr constant [35 x i8] c"guard failed: call->inputs is NULL\00", align 1
@str.7 = private unnamed_addr constant [4 x i8] c"f32\00", align 1
@str.8 = private unnamed_addr constant [4 x i8] c"f32\00", align 1
@input_guards = private constant [2 x { i32, i32, i32, i32, ptr }] [{ i32, i32, i32, i32, ptr } { i32 0, i32 2, i32 73730, i32 73730, ptr @str.7 }, { i32, i32, i32, i32, ptr } { i32 1, i32 2, i32 73730, i32 73730, ptr @str.8 }]
@str.9 = private unnamed_addr constant [103 x i8] c"guard failed: s0 (input 0 dim 0) is %lld, but it is used as a size or stride, which cannot be negative\00", align 1
@str.10 = private unnamed_addr constant [4 x i8] c"128\00", align 1
@str.11 = private unnamed_addr constant [3 x i8] c"s0\00", align 1
@str.12 = private unnamed_addr constant [4 x i8] c"128\00", align 1
@dim_guards = private constant [4 x { i32, i32, i32, i32, { i32, [4 x i32], [4 x i64], ptr, ptr }, { i32, [4 x i32], [4 x i64], ptr, ptr } }] [{ i32, i32, i32, i32, { i32, [4 x i32], [4 x i64], ptr, ptr }, { i32, [4 x i32], [4 x i64], ptr, ptr } } { i32 0, i32 0, i32 1, i32 1, { i32, [4 x i32], [4 x i64], ptr, ptr } zeroinitializer, { i32, [4 x i32], [4 x i64], ptr, ptr } zeroinitializer }, { i32, i32, i32, i32, { i32, [4 x i32], [4 x i64], ptr, ptr }, { i32, [4 x i32], [4 x i64], ptr, ptr } } { i32 0, i32 1, i32 1, i32 2, { i32, [4 x i32], [4 x i64], ptr, ptr } { i32 1, [4 x i32] [i32 -1, i32 -1, i32 -1, i32 -1], [4 x i64] [i64 128, i64 0, i64 0, i64 0], ptr @str.10, ptr null }, { i32, [4 x i32], [4 x i64], ptr, ptr } zeroinitializer }, { i32, i32, i32, i32, { i32, [4 x i32], [4 x i64], ptr, ptr }, { i32, [4 x i32], [4 x i64], ptr, ptr } } { i32 1, i32 1, i32 1, i32 3, { i32, [4 x i32], [4 x i64], ptr, ptr } { i32 1, [4 x i32] [i32 0, i32 -1, i32 -1, i32 -1], [4 x i64] zeroinitializer, ptr @str.11, ptr null }, { i32, [4 x i32], [4 x i64], ptr, ptr } zeroinitializer }, { i32, i32, i32, i32, { i32, [4 x i32], [4 x i64], ptr, ptr }, { i32, [4 x i32], [4 x i64], ptr, ptr } } { i32 1, i32 1, i32 1, i32 4, { i32, [4 x i32], [4 x i64], ptr, ptr } { i32 1, [4 x i32] [i32 -1, i32 -1, i32 -1, i32 -1], [4 x i64] [i64 128, i64 0, i64 0, i64 0], ptr @str.12, ptr null }, { i32, [4 x i32], [4 x i64], ptr, ptr } zeroinitializer }]
@str.13 = private unnamed_addr constant [67 x i8] c"guard failed: input 0: size arithmetic overflows int64 in s0 * 128\00", align 1
@str.14 = private unnamed_addr constant [69 x i8] c"guard failed: input 0: stride 0 is %lld, a stride cannot be negative\00", align 1
@str.15 = private unnamed_addr constant [69 x i8] c"guard failed: input 0: stride 1 is %lld, a stride cannot be negative\00", align 1
@str.16 = private unnamed_addr constant [69 x i8] c"guard failed: input 1: stride 0 is %lld, a stride cannot be negative\00", align 1
@str.17 = private unnamed_addr constant [69 x i8] c"guard failed: input 1: stride 1 is %lld, a stride cannot be negative\00", align 1
@str.18 = private unnamed_addr constant [40 x i8] c"out of memory creating the call's arena\00", align 1
@elem_sizes = private constant [1 x i64] [i64 4]
@first_use = private constant [1 x i32] zeroinitializer
@last_use = private constant [1 x i32] zeroinitializer
@layout_cache = private global [4 x i64] zeroinitializer, align 64
@str.19 = private unnamed_addr constant [56 x i8] c"out of memory: the intermediate buffers' sizes overflow\00", align 1
@str.20 = private unnamed_addr constant [60 x i8] c"out of memory allocating %lld bytes of intermediate buffers\00", align 1
@str.21 = private unnamed_addr constant [53 x i8] c"out of memory allocating buf4 (%lld elements of f32)\00", align 1
@str.22 = private unnamed_addr constant [26 x i8] c"%3 = aten.sum.dim_IntList\00", align 1
@str.23 = private unnamed_addr constant [26 x i8] c"%3 = aten.sum.dim_IntList\00", align 1
@released_inputs = private unnamed_addr constant [2 x i32] [i32 0, i32 1]

; Function Attrs: noinline nounwind
define internal void @k0._3___aten_sum_dim_IntList.range(ptr noalias %buf0, ptr noalias %buf1, ptr noalias %buf3, ptr noalias %buf4, i64 %s0, i64 %_in0_st0, i64 %_in0_st1, i64 %_in1_st0, i64 %_in1_st1, i64 %lo, i64 %hi) #0 {
entry:
  %acc = alloca float, align 4
  br label %loop_i0

loop_i0:                                          ; preds = %done2, %entry
  %_i0 = phi i64 [ %lo, %entry ], [ %2, %done2 ]
  %0 = icmp slt i64 %_i0, %hi
  br i1 %0, label %body, label %done

body:                                             ; preds = %loop_i0
  br label %loop_i1

done:                                             ; preds = %loop_i0
  ret void

loop_i1:                                          ; preds = %done7, %body
  %_i1 = phi i64 [ 0, %body ], [ %34, %done7 ]
  %1 = icmp slt i64 %_i1, 1
  br i1 %1, label %body1, label %done2

body1:                                            ; preds = %loop_i1
  store float 0.000000e+00, ptr %acc, align 4
  br label %loop_r0

done2:                                            ; preds = %loop_i1
  %2 = add nuw nsw i64 %_i0, 1
  br label %loop_i0, !llvm.loop !0

loop_r0:                                          ; preds = %body3, %body1
  %_r0 = phi i64 [ 0, %body1 ], [ %17, %body3 ]
  %3 = icmp slt i64 %_r0, 128
  br i1 %3, label %body3, label %done4

body3:                                            ; preds = %loop_r0
  %4 = mul nsw i64 %_in0_st0, %_i0
  %5 = mul nsw i64 %_in0_st1, %_r0
  %6 = add nsw i64 %4, %5
  %7 = getelementptr inbounds float, ptr %buf0, i64 %6
  %8 = load float, ptr %7, align 4
  %9 = mul nsw i64 %_in1_st0, %_i0
  %10 = mul nsw i64 %_in1_st1, %_r0
  %11 = add nsw i64 %9, %10
  %12 = getelementptr inbounds float, ptr %buf1, i64 %11
  %13 = load float, ptr %12, align 4
  %14 = fmul float %8, %13
  %15 = load float, ptr %acc, align 4
  %16 = fadd reassoc float %15, %14
  store float %16, ptr %acc, align 4
  %17 = add nuw nsw i64 %_r0, 1
  br label %loop_r0, !llvm.loop !3

done4:                                            ; preds = %loop_r0
  %18 = load float, ptr %acc, align 4
  %19 = add nsw i64 %_i0, %_i1
  %20 = getelementptr inbounds float, ptr %buf3, i64 %19
  store float %18, ptr %20, align 4
  br label %loop_i15

loop_i15:                                         ; preds = %body6, %done4
  %_i18 = phi i64 [ 0, %done4 ], [ %33, %body6 ]
  %21 = icmp slt i64 %_i18, 128
  br i1 %21, label %body6, label %done7

body6:                                            ; preds = %loop_i15
  %22 = mul nsw i64 %_in0_st0, %_i0
  %23 = mul nsw i64 %_in0_st1, %_i18
  %24 = add nsw i64 %22, %23
  %25 = getelementptr inbounds float, ptr %buf0, i64 %24
  %26 = load float, ptr %25, align 4
  %27 = getelementptr inbounds float, ptr %buf3, i64 %_i0
  %28 = load float, ptr %27, align 4
  %29 = fsub float %26, %28
  %30 = mul nsw i64 128, %_i0
  %31 = add nsw i64 %30, %_i18
  %32 = getelementptr inbounds float, ptr %buf4, i64 %31
  store float %29, ptr %32, align 4
  %33 = add nuw nsw i64 %_i18, 1
  br label %loop_i15, !llvm.loop !4

done7:                                            ; preds = %loop_i15
  %34 = add nuw nsw i64 %_i1, 1
  br label %loop_i1, !llvm.loop !5
}

define internal void @k0._3___aten_sum_dim_IntList.body(i64 %0, i64 %1, ptr %2) {
entry:
  %3 = getelementptr inbounds { ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 0
  %4 = load ptr, ptr %3, align 8
  %5 = getelementptr inbounds { ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds { ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 2
  %8 = load ptr, ptr %7, align 8
  %9 = getelementptr inbounds { ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 3
  %10 = load ptr, ptr %9, align 8
  %11 = getelementptr inbounds { ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 4
  %12 = load i64, ptr %11, align 4
  %13 = getelementptr inbounds { ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 5
  %14 = load i64, ptr %13, align 4
  %15 = getelementptr inbounds { ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 6
  %16 = load i64, ptr %15, align 4
  %17 = getelementptr inbounds { ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 7
  %18 = load i64, ptr %17, align 4
  %19 = getelementptr inbounds { ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 8
  %20 = load i64, ptr %19, align 4
  call void @k0._3___aten_sum_dim_IntList.range(ptr %4, ptr %6, ptr %8, ptr %10, i64 %12, i64 %14, i64 %16, i64 %18, i64 %20, i64 %0, i64 %1)
  ret void
}

define internal void @k0._3___aten_sum_dim_IntList(ptr noalias %buf0, ptr noalias %buf1, ptr noalias %buf3, ptr noalias %buf4, i64 %s0, i64 %_in0_st0, i64 %_in0_st1, i64 %_in1_st0, i64 %_in1_st1) {
entry:
  %ctx = alloca { ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64 }, align 8
  %0 = mul i64 1, %s0
  %1 = mul i64 %0, 1
  %2 = mul i64 %1, 128
  %3 = icmp sge i64 %s0, 2
  %4 = icmp sge i64 %2, 65536
  %parallel = and i1 %4, %3
  br i1 %parallel, label %parallel1, label %serial

serial:                                           ; preds = %entry
  call void @k0._3___aten_sum_dim_IntList.range(ptr %buf0, ptr %buf1, ptr %buf3, ptr %buf4, i64 %s0, i64 %_in0_st0, i64 %_in0_st1, i64 %_in1_st0, i64 %_in1_st1, i64 0, i64 %s0)
  ret void

parallel1:                                        ; preds = %entry
  %5 = getelementptr inbounds { ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 0
  store ptr %buf0, ptr %5, align 8
  %6 = getelementptr inbounds { ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 1
  store ptr %buf1, ptr %6, align 8
  %7 = getelementptr inbounds { ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 2
  store ptr %buf3, ptr %7, align 8
  %8 = getelementptr inbounds { ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 3
  store ptr %buf4, ptr %8, align 8
  %9 = getelementptr inbounds { ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 4
  store i64 %s0, ptr %9, align 4
  %10 = getelementptr inbounds { ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 5
  store i64 %_in0_st0, ptr %10, align 4
  %11 = getelementptr inbounds { ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 6
  store i64 %_in0_st1, ptr %11, align 4
  %12 = getelementptr inbounds { ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 7
  store i64 %_in1_st0, ptr %12, align 4
  %13 = getelementptr inbounds { ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 8
  store i64 %_in1_st1, ptr %13, align 4
  %14 = sdiv i64 %2, %s0
  %15 = icmp sgt i64 %14, 1
  %16 = select i1 %15, i64 %14, i64 1
  %17 = add i64 32768, %16
  %18 = sub i64 %17, 1
  %19 = sdiv i64 %18, %16
  %20 = icmp sgt i64 %19, 1
  %21 = select i1 %20, i64 %19, i64 1
  call void @cajit_rt_parallel_for(i64 0, i64 %s0, i64 %21, ptr @k0._3___aten_sum_dim_IntList.body, ptr %ctx)
  ret void
}

; Function Attrs: nounwind
declare void @cajit_rt_parallel_for(i64, i64, i64, ptr, ptr) #1

define i32 @cajit_run(ptr %buffers, ptr %symbols, ptr %call) {
entry:
  %held = alloca [1 x ptr], align 8
  %0 = getelementptr inbounds i64, ptr %buffers, i64 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds i64, ptr %buffers, i64 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds i64, ptr %buffers, i64 3
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds i64, ptr %buffers, i64 4
  %7 = load ptr, ptr %6, align 8
  %8 = getelementptr inbounds i64, ptr %symbols, i64 0
  %9 = load i64, ptr %8, align 8
  %10 = getelementptr inbounds i64, ptr %symbols, i64 1
  %11 = load i64, ptr %10, align 8
  %12 = getelementptr inbounds i64, ptr %symbols, i64 2
  %13 = load i64, ptr %12, align 8
  %14 = getelementptr inbounds i64, ptr %symbols, i64 3
  %15 = load i64, ptr %14, align 8
  %16 = getelementptr inbounds i64, ptr %symbols, i64 4
  %17 = load i64, ptr %16, align 8
  call void @k0._3___aten_sum_dim_IntList(ptr %1, ptr %3, ptr %5, ptr %7, i64 %9, i64 %11, i64 %13, i64 %15, i64 %17)
  ret i32 0

fail:                                             ; No predecessors!
  ret i32 1
}

; Function Attrs: nounwind
declare void @cajit_rt_dlpack_release(ptr) #1

define i32 @cajit_entry(ptr %call) {
entry:
  %bufs = alloca [5 x ptr], align 8
  %syms = alloca [25 x i64], align 8
  %held = alloca [1 x ptr], align 8
  %outs = alloca [1 x ptr], align 8
  %inputs_now = alloca [2 x ptr], align 8
  %donated = alloca [1 x ptr], align 8
  %arena = alloca ptr, align 8
  store ptr null, ptr %arena, align 8
  %0 = getelementptr inbounds i64, ptr %outs, i64 0
  store ptr null, ptr %0, align 8
  %1 = getelementptr inbounds i8, ptr %call, i64 8
  %2 = load i32, ptr %1, align 4
  %3 = icmp eq i32 %2, 2
  br i1 %3, label %ok, label %bad

fail:                                             ; preds = %ok36, %ok35, %bad34, %bad32, %bad30, %bad28, %bad25, %bad23, %bad21, %bad19, %bad17, %ok15, %bad14, %ok12, %bad11, %bad9, %bad7, %bad5, %bad3, %bad1, %bad
  %4 = getelementptr inbounds i64, ptr %outs, i64 0
  %5 = load ptr, ptr %4, align 8
  call void @cajit_rt_dlpack_release(ptr %5)
  %6 = load ptr, ptr %arena, align 8
  call void @cajit_rt_arena_destroy(ptr %6)
  ret i32 1

bad:                                              ; preds = %entry
  %7 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str, i32 %2)
  br label %fail

ok:                                               ; preds = %entry
  %8 = getelementptr inbounds i8, ptr %call, i64 24
  %9 = load i32, ptr %8, align 4
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %ok2, label %bad1

bad1:                                             ; preds = %ok
  %11 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.1, i32 %9)
  br label %fail

ok2:                                              ; preds = %ok
  %12 = getelementptr inbounds i8, ptr %call, i64 40
  %13 = load i32, ptr %12, align 4
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %ok4, label %bad3

bad3:                                             ; preds = %ok2
  %15 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.2, i32 %13)
  br label %fail

ok4:                                              ; preds = %ok2
  %16 = getelementptr inbounds i8, ptr %call, i64 56
  %17 = load i32, ptr %16, align 4
  %18 = icmp eq i32 %17, 0
  br i1 %18, label %ok6, label %bad5

bad5:                                             ; preds = %ok4
  %19 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.3, i32 %17)
  br label %fail

ok6:                                              ; preds = %ok4
  %20 = getelementptr inbounds i8, ptr %call, i64 80
  %21 = load i32, ptr %20, align 4
  %22 = icmp eq i32 %21, 1
  br i1 %22, label %ok8, label %bad7

bad7:                                             ; preds = %ok6
  %23 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.4, i32 %21)
  br label %fail

ok8:                                              ; preds = %ok6
  %24 = getelementptr inbounds i8, ptr %call, i64 72
  %25 = load ptr, ptr %24, align 8
  %26 = icmp ne ptr %25, null
  br i1 %26, label %ok10, label %bad9

bad9:                                             ; preds = %ok8
  %27 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.5)
  br label %fail

ok10:                                             ; preds = %ok8
  %28 = getelementptr inbounds i8, ptr %call, i64 0
  %29 = load ptr, ptr %28, align 8
  %30 = icmp ne ptr %29, null
  br i1 %30, label %ok12, label %bad11

bad11:                                            ; preds = %ok10
  %31 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.6)
  br label %fail

ok12:                                             ; preds = %ok10
  %32 = call i32 @cajit_rt_check_inputs(ptr %call, i32 2, ptr @input_guards, ptr %bufs)
  %33 = icmp eq i32 %32, 0
  br i1 %33, label %ok13, label %fail

ok13:                                             ; preds = %ok12
  %34 = getelementptr inbounds i8, ptr %call, i64 0
  %35 = load ptr, ptr %34, align 8
  %36 = getelementptr inbounds i64, ptr %35, i64 0
  %37 = load ptr, ptr %36, align 8
  %38 = getelementptr inbounds i64, ptr %inputs_now, i64 0
  store ptr %37, ptr %38, align 8
  %39 = getelementptr inbounds i8, ptr %call, i64 0
  %40 = load ptr, ptr %39, align 8
  %41 = getelementptr inbounds i64, ptr %40, i64 1
  %42 = load ptr, ptr %41, align 8
  %43 = getelementptr inbounds i64, ptr %inputs_now, i64 1
  store ptr %42, ptr %43, align 8
  %44 = getelementptr inbounds i8, ptr %call, i64 0
  %45 = load ptr, ptr %44, align 8
  %46 = getelementptr inbounds i64, ptr %45, i64 0
  %47 = load ptr, ptr %46, align 8
  %48 = getelementptr inbounds i8, ptr %47, i64 24
  %49 = load ptr, ptr %48, align 8
  %50 = getelementptr inbounds i64, ptr %49, i64 0
  %51 = load i64, ptr %50, align 8
  %52 = getelementptr inbounds i64, ptr %syms, i64 0
  store i64 %51, ptr %52, align 8
  %53 = getelementptr inbounds i64, ptr %syms, i64 0
  %54 = load i64, ptr %53, align 8
  %55 = icmp sge i64 %54, 0
  br i1 %55, label %ok15, label %bad14

bad14:                                            ; preds = %ok13
  %56 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.9, i64 %54)
  br label %fail

ok15:                                             ; preds = %ok13
  %57 = call i32 @cajit_rt_check_dims(ptr %call, i32 4, ptr @dim_guards, ptr %syms)
  %58 = icmp eq i32 %57, 0
  br i1 %58, label %ok16, label %fail

ok16:                                             ; preds = %ok15
  %59 = getelementptr inbounds i64, ptr %syms, i64 0
  %60 = load i64, ptr %59, align 8
  %61 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 128, i64 %60)
  %62 = extractvalue { i64, i1 } %61, 1
  %63 = xor i1 %62, true
  br i1 %63, label %ok18, label %bad17

bad17:                                            ; preds = %ok16
  %64 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.13)
  br label %fail

ok18:                                             ; preds = %ok16
  %65 = extractvalue { i64, i1 } %61, 0
  %66 = getelementptr inbounds i64, ptr %syms, i64 1
  %67 = load i64, ptr %66, align 8
  %68 = icmp sge i64 %67, 0
  br i1 %68, label %ok20, label %bad19

bad19:                                            ; preds = %ok18
  %69 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.14, i64 %67)
  br label %fail

ok20:                                             ; preds = %ok18
  %70 = getelementptr inbounds i64, ptr %syms, i64 2
  %71 = load i64, ptr %70, align 8
  %72 = icmp sge i64 %71, 0
  br i1 %72, label %ok22, label %bad21

bad21:                                            ; preds = %ok20
  %73 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.15, i64 %71)
  br label %fail

ok22:                                             ; preds = %ok20
  %74 = getelementptr inbounds i64, ptr %syms, i64 3
  %75 = load i64, ptr %74, align 8
  %76 = icmp sge i64 %75, 0
  br i1 %76, label %ok24, label %bad23

bad23:                                            ; preds = %ok22
  %77 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.16, i64 %75)
  br label %fail

ok24:                                             ; preds = %ok22
  %78 = getelementptr inbounds i64, ptr %syms, i64 4
  %79 = load i64, ptr %78, align 8
  %80 = icmp sge i64 %79, 0
  br i1 %80, label %ok26, label %bad25

bad25:                                            ; preds = %ok24
  %81 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.17, i64 %79)
  br label %fail

ok26:                                             ; preds = %ok24
  %arena27 = call ptr @cajit_rt_arena_create()
  store ptr %arena27, ptr %arena, align 8
  %82 = icmp ne ptr %arena27, null
  br i1 %82, label %ok29, label %bad28

bad28:                                            ; preds = %ok26
  %83 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 5, ptr @str.18)
  br label %fail

ok29:                                             ; preds = %ok26
  %counts = alloca [1 x i64], align 8
  %84 = getelementptr inbounds i64, ptr %counts, i64 0
  store i64 %60, ptr %84, align 8
  %layout_scratch = alloca [4 x i64], align 8
  %offsets = alloca [1 x i64], align 8
  %total = call i64 @cajit_rt_plan_layout_cached(ptr @layout_cache, i32 1, ptr %counts, ptr @elem_sizes, ptr @first_use, ptr @last_use, ptr %layout_scratch, ptr %offsets)
  %85 = icmp sge i64 %total, 0
  br i1 %85, label %ok31, label %bad30

bad30:                                            ; preds = %ok29
  %86 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 5, ptr @str.19)
  br label %fail

ok31:                                             ; preds = %ok29
  %intermediates = call ptr @cajit_rt_arena_alloc(ptr %arena27, i64 %total, i64 1)
  %87 = icmp ne ptr %intermediates, null
  br i1 %87, label %ok33, label %bad32

bad32:                                            ; preds = %ok31
  %88 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 5, ptr @str.20, i64 %total)
  br label %fail

ok33:                                             ; preds = %ok31
  %89 = getelementptr inbounds i64, ptr %offsets, i64 0
  %90 = load i64, ptr %89, align 8
  %91 = getelementptr i8, ptr %intermediates, i64 %90
  %92 = getelementptr inbounds i64, ptr %bufs, i64 3
  store ptr %91, ptr %92, align 8
  %oshape = alloca [2 x i64], align 8
  %93 = getelementptr inbounds i64, ptr %oshape, i64 0
  store i64 %60, ptr %93, align 8
  %94 = getelementptr inbounds i64, ptr %oshape, i64 1
  store i64 128, ptr %94, align 8
  %95 = call ptr @cajit_rt_dlpack_alloc(i32 2, i32 32, i32 2, ptr %oshape)
  %96 = getelementptr inbounds i64, ptr %outs, i64 0
  store ptr %95, ptr %96, align 8
  %97 = icmp ne ptr %95, null
  br i1 %97, label %ok35, label %bad34

bad34:                                            ; preds = %ok33
  %98 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 5, ptr @str.21, i64 %65)
  br label %fail

ok35:                                             ; preds = %ok33
  %99 = getelementptr inbounds i8, ptr %95, i64 0
  %100 = load ptr, ptr %99, align 8
  %101 = getelementptr inbounds i64, ptr %bufs, i64 4
  store ptr %100, ptr %101, align 8
  %102 = getelementptr inbounds i64, ptr %inputs_now, i64 0
  %103 = getelementptr inbounds i64, ptr %bufs, i64 0
  %104 = call i32 @cajit_rt_input_ready(ptr %call, i32 0, ptr %102, ptr %103, ptr @str.22)
  %105 = icmp eq i32 %104, 0
  br i1 %105, label %ok36, label %fail

ok36:                                             ; preds = %ok35
  %106 = getelementptr inbounds i64, ptr %inputs_now, i64 1
  %107 = getelementptr inbounds i64, ptr %bufs, i64 1
  %108 = call i32 @cajit_rt_input_ready(ptr %call, i32 1, ptr %106, ptr %107, ptr @str.23)
  %109 = icmp eq i32 %108, 0
  br i1 %109, label %ok37, label %fail

ok37:                                             ; preds = %ok36
  %110 = getelementptr inbounds i64, ptr %bufs, i64 0
  %111 = load ptr, ptr %110, align 8
  %112 = getelementptr inbounds i64, ptr %bufs, i64 1
  %113 = load ptr, ptr %112, align 8
  %114 = getelementptr inbounds i64, ptr %bufs, i64 3
  %115 = load ptr, ptr %114, align 8
  %116 = getelementptr inbounds i64, ptr %bufs, i64 4
  %117 = load ptr, ptr %116, align 8
  %118 = getelementptr inbounds i64, ptr %syms, i64 0
  %119 = load i64, ptr %118, align 8
  %120 = getelementptr inbounds i64, ptr %syms, i64 1
  %121 = load i64, ptr %120, align 8
  %122 = getelementptr inbounds i64, ptr %syms, i64 2
  %123 = load i64, ptr %122, align 8
  %124 = getelementptr inbounds i64, ptr %syms, i64 3
  %125 = load i64, ptr %124, align 8
  %126 = getelementptr inbounds i64, ptr %syms, i64 4
  %127 = load i64, ptr %126, align 8
  call void @k0._3___aten_sum_dim_IntList(ptr %111, ptr %113, ptr %115, ptr %117, i64 %119, i64 %121, i64 %123, i64 %125, i64 %127)
  call void @cajit_rt_release_inputs(ptr %call, ptr @released_inputs, i32 2)
  %128 = getelementptr inbounds i8, ptr %call, i64 72
  %129 = load ptr, ptr %128, align 8
  %130 = getelementptr inbounds i64, ptr %outs, i64 0
  %131 = load ptr, ptr %130, align 8
  %132 = getelementptr inbounds i64, ptr %129, i64 0
  store ptr %131, ptr %132, align 8
  %133 = load ptr, ptr %arena, align 8
  call void @cajit_rt_arena_destroy(ptr %133)
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

declare i64 @cajit_rt_plan_layout_cached(ptr, i32, ptr, ptr, ptr, ptr, ptr, ptr)

; Function Attrs: nounwind
declare ptr @cajit_rt_arena_alloc(ptr, i64, i64) #1

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
