
@cajit_fallback_ops = constant [1 x i8] zeroinitializer
@cajit_library_ops = constant [1 x i8] zeroinitializer
@str = private unnamed_addr constant [40 x i8] c"guard failed: expected 2 inputs, got %d\00", align 1
@str.1 = private unnamed_addr constant [39 x i8] c"guard failed: expected 0 sizes, got %d\00", align 1
@str.2 = private unnamed_addr constant [41 x i8] c"guard failed: expected 0 scalars, got %d\00", align 1
@str.3 = private unnamed_addr constant [39 x i8] c"guard failed: expected 0 hooks, got %d\00", align 1
@str.4 = private unnamed_addr constant [46 x i8] c"guard failed: expected 1 output slots, got %d\00", align 1
@str.5 = private unnamed_addr constant [36 x i8] c"guard failed: call->outputs is NULL\00", align 1
@str.6 = private unnamed_addr constant [35 x i8] c"guard failed: call->inputs is NULL\00", align 1
@str.7 = private unnamed_addr constant [30 x i8] c"guard failed: input 0 is NULL\00", align 1
@str.8 = private unnamed_addr constant [68 x i8] c"guard failed: input 0 is on DLPack device type %d, expected cpu (1)\00", align 1
@str.9 = private unnamed_addr constant [46 x i8] c"guard failed: input 0 has %d dims, expected 2\00", align 1
@str.10 = private unnamed_addr constant [82 x i8] c"guard failed: input 0 has DLPack dtype (code %d, bits %d, lanes %d), expected f32\00", align 1
@str.11 = private unnamed_addr constant [30 x i8] c"guard failed: input 1 is NULL\00", align 1
@str.12 = private unnamed_addr constant [68 x i8] c"guard failed: input 1 is on DLPack device type %d, expected cpu (1)\00", align 1
@str.13 = private unnamed_addr constant [46 x i8] c"guard failed: input 1 has %d dims, expected 2\00", align 1
@str.14 = private unnamed_addr constant [82 x i8] c"guard failed: input 1 has DLPack dtype (code %d, bits %d, lanes %d), expected f32\00", align 1
@str.15 = private unnamed_addr constant [103 x i8] c"guard failed: s0 (input 0 dim 0) is %lld, but it is used as a size or stride, which cannot be negative\00", align 1
@str.16 = private unnamed_addr constant [57 x i8] c"guard failed: input 0 dim 1 is %lld, expected %lld (128)\00", align 1
@str.17 = private unnamed_addr constant [56 x i8] c"guard failed: input 1 dim 0 is %lld, expected %lld (s0)\00", align 1
@str.18 = private unnamed_addr constant [57 x i8] c"guard failed: input 1 dim 1 is %lld, expected %lld (128)\00", align 1
@str.19 = private unnamed_addr constant [67 x i8] c"guard failed: input 0: size arithmetic overflows int64 in s0 * 128\00", align 1
@str.20 = private unnamed_addr constant [69 x i8] c"guard failed: input 0: stride 0 is %lld, a stride cannot be negative\00", align 1
@str.21 = private unnamed_addr constant [69 x i8] c"guard failed: input 0: stride 1 is %lld, a stride cannot be negative\00", align 1
@str.22 = private unnamed_addr constant [69 x i8] c"guard failed: input 1: stride 0 is %lld, a stride cannot be negative\00", align 1
@str.23 = private unnamed_addr constant [69 x i8] c"guard failed: input 1: stride 1 is %lld, a stride cannot be negative\00", align 1
@str.24 = private unnamed_addr constant [40 x i8] c"out of memory creating the call's arena\00", align 1
@elem_sizes = private constant [1 x i64] [i64 4]
@first_use = private constant [1 x i32] zeroinitializer
@last_use = private constant [1 x i32] zeroinitializer
@layout_cache = private global [4 x i64] zeroinitializer, align 64
@str.25 = private unnamed_addr constant [56 x i8] c"out of memory: the intermediate buffers' sizes overflow\00", align 1
@str.26 = private unnamed_addr constant [60 x i8] c"out of memory allocating %lld bytes of intermediate buffers\00", align 1
@str.27 = private unnamed_addr constant [53 x i8] c"out of memory allocating buf4 (%lld elements of f32)\00", align 1
@str.28 = private unnamed_addr constant [26 x i8] c"%3 = aten.sum.dim_IntList\00", align 1
@str.29 = private unnamed_addr constant [26 x i8] c"%3 = aten.sum.dim_IntList\00", align 1
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

fail:                                             ; preds = %ok61, %ok60, %bad59, %bad57, %bad55, %bad53, %bad50, %bad48, %bad46, %bad44, %bad42, %bad36, %bad34, %bad31, %bad29, %bad27, %bad25, %bad23, %bad21, %bad19, %bad17, %bad15, %bad13, %bad11, %bad9, %bad7, %bad5, %bad3, %bad1, %bad
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
  %32 = getelementptr inbounds i8, ptr %call, i64 0
  %33 = load ptr, ptr %32, align 8
  %34 = getelementptr inbounds i64, ptr %33, i64 0
  %35 = load ptr, ptr %34, align 8
  %36 = icmp ne ptr %35, null
  br i1 %36, label %ok14, label %bad13

bad13:                                            ; preds = %ok12
  %37 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.7)
  br label %fail

ok14:                                             ; preds = %ok12
  %38 = getelementptr inbounds i8, ptr %35, i64 8
  %39 = load i32, ptr %38, align 4
  %40 = icmp eq i32 %39, 1
  br i1 %40, label %ok16, label %bad15

bad15:                                            ; preds = %ok14
  %41 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.8, i32 %39)
  br label %fail

ok16:                                             ; preds = %ok14
  %42 = getelementptr inbounds i8, ptr %35, i64 16
  %43 = load i32, ptr %42, align 4
  %44 = icmp eq i32 %43, 2
  br i1 %44, label %ok18, label %bad17

bad17:                                            ; preds = %ok16
  %45 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.9, i32 %43)
  br label %fail

ok18:                                             ; preds = %ok16
  %46 = getelementptr inbounds i8, ptr %35, i64 20
  %47 = load i32, ptr %46, align 4
  %48 = icmp eq i32 %47, 73730
  %49 = and i32 %47, 255
  %50 = lshr i32 %47, 8
  %51 = and i32 %50, 255
  %52 = lshr i32 %47, 16
  br i1 %48, label %ok20, label %bad19

bad19:                                            ; preds = %ok18
  %53 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.10, i32 %49, i32 %51, i32 %52)
  br label %fail

ok20:                                             ; preds = %ok18
  %54 = getelementptr inbounds i8, ptr %35, i64 0
  %55 = load ptr, ptr %54, align 8
  %56 = getelementptr inbounds i8, ptr %35, i64 40
  %57 = load i64, ptr %56, align 4
  %58 = getelementptr inbounds i8, ptr %55, i64 %57
  %59 = getelementptr inbounds i64, ptr %bufs, i64 0
  store ptr %58, ptr %59, align 8
  %60 = getelementptr inbounds i8, ptr %call, i64 0
  %61 = load ptr, ptr %60, align 8
  %62 = getelementptr inbounds i64, ptr %61, i64 1
  %63 = load ptr, ptr %62, align 8
  %64 = icmp ne ptr %63, null
  br i1 %64, label %ok22, label %bad21

bad21:                                            ; preds = %ok20
  %65 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.11)
  br label %fail

ok22:                                             ; preds = %ok20
  %66 = getelementptr inbounds i8, ptr %63, i64 8
  %67 = load i32, ptr %66, align 4
  %68 = icmp eq i32 %67, 1
  br i1 %68, label %ok24, label %bad23

bad23:                                            ; preds = %ok22
  %69 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.12, i32 %67)
  br label %fail

ok24:                                             ; preds = %ok22
  %70 = getelementptr inbounds i8, ptr %63, i64 16
  %71 = load i32, ptr %70, align 4
  %72 = icmp eq i32 %71, 2
  br i1 %72, label %ok26, label %bad25

bad25:                                            ; preds = %ok24
  %73 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.13, i32 %71)
  br label %fail

ok26:                                             ; preds = %ok24
  %74 = getelementptr inbounds i8, ptr %63, i64 20
  %75 = load i32, ptr %74, align 4
  %76 = icmp eq i32 %75, 73730
  %77 = and i32 %75, 255
  %78 = lshr i32 %75, 8
  %79 = and i32 %78, 255
  %80 = lshr i32 %75, 16
  br i1 %76, label %ok28, label %bad27

bad27:                                            ; preds = %ok26
  %81 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.14, i32 %77, i32 %79, i32 %80)
  br label %fail

ok28:                                             ; preds = %ok26
  %82 = getelementptr inbounds i8, ptr %63, i64 0
  %83 = load ptr, ptr %82, align 8
  %84 = getelementptr inbounds i8, ptr %63, i64 40
  %85 = load i64, ptr %84, align 4
  %86 = getelementptr inbounds i8, ptr %83, i64 %85
  %87 = getelementptr inbounds i64, ptr %bufs, i64 1
  store ptr %86, ptr %87, align 8
  %88 = getelementptr inbounds i8, ptr %call, i64 0
  %89 = load ptr, ptr %88, align 8
  %90 = getelementptr inbounds i64, ptr %89, i64 0
  %91 = load ptr, ptr %90, align 8
  %92 = getelementptr inbounds i64, ptr %inputs_now, i64 0
  store ptr %91, ptr %92, align 8
  %93 = getelementptr inbounds i8, ptr %call, i64 0
  %94 = load ptr, ptr %93, align 8
  %95 = getelementptr inbounds i64, ptr %94, i64 1
  %96 = load ptr, ptr %95, align 8
  %97 = getelementptr inbounds i64, ptr %inputs_now, i64 1
  store ptr %96, ptr %97, align 8
  %98 = getelementptr inbounds i8, ptr %call, i64 0
  %99 = load ptr, ptr %98, align 8
  %100 = getelementptr inbounds i64, ptr %99, i64 0
  %101 = load ptr, ptr %100, align 8
  %102 = getelementptr inbounds i8, ptr %101, i64 24
  %103 = load ptr, ptr %102, align 8
  %104 = getelementptr inbounds i64, ptr %103, i64 0
  %105 = load i64, ptr %104, align 8
  %106 = getelementptr inbounds i64, ptr %syms, i64 0
  store i64 %105, ptr %106, align 8
  %107 = getelementptr inbounds i64, ptr %syms, i64 0
  %108 = load i64, ptr %107, align 8
  %109 = icmp sge i64 %108, 0
  br i1 %109, label %ok30, label %bad29

bad29:                                            ; preds = %ok28
  %110 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.15, i64 %108)
  br label %fail

ok30:                                             ; preds = %ok28
  %111 = getelementptr inbounds i8, ptr %call, i64 0
  %112 = load ptr, ptr %111, align 8
  %113 = getelementptr inbounds i64, ptr %112, i64 0
  %114 = load ptr, ptr %113, align 8
  %115 = getelementptr inbounds i8, ptr %114, i64 24
  %116 = load ptr, ptr %115, align 8
  %117 = getelementptr inbounds i64, ptr %116, i64 0
  %118 = load i64, ptr %117, align 8
  %119 = getelementptr inbounds i64, ptr %116, i64 1
  %120 = load i64, ptr %119, align 8
  %121 = icmp eq i64 %120, 128
  br i1 %121, label %ok32, label %bad31

bad31:                                            ; preds = %ok30
  %122 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.16, i64 %120, i64 128)
  br label %fail

ok32:                                             ; preds = %ok30
  %123 = mul i64 1, %120
  %124 = getelementptr inbounds i8, ptr %114, i64 32
  %125 = load ptr, ptr %124, align 8
  %126 = icmp ne ptr %125, null
  br i1 %126, label %st, label %st2

st:                                               ; preds = %ok32
  %127 = getelementptr inbounds i64, ptr %125, i64 0
  %128 = load i64, ptr %127, align 8
  %129 = getelementptr inbounds i64, ptr %125, i64 1
  %130 = load i64, ptr %129, align 8
  br label %st2

st2:                                              ; preds = %st, %ok32
  %stride = phi i64 [ %123, %ok32 ], [ %128, %st ]
  %stride33 = phi i64 [ 1, %ok32 ], [ %130, %st ]
  %131 = getelementptr inbounds i64, ptr %syms, i64 1
  store i64 %stride, ptr %131, align 8
  %132 = getelementptr inbounds i64, ptr %syms, i64 2
  store i64 %stride33, ptr %132, align 8
  %133 = getelementptr inbounds i8, ptr %call, i64 0
  %134 = load ptr, ptr %133, align 8
  %135 = getelementptr inbounds i64, ptr %134, i64 1
  %136 = load ptr, ptr %135, align 8
  %137 = getelementptr inbounds i8, ptr %136, i64 24
  %138 = load ptr, ptr %137, align 8
  %139 = getelementptr inbounds i64, ptr %138, i64 0
  %140 = load i64, ptr %139, align 8
  %141 = getelementptr inbounds i64, ptr %syms, i64 0
  %142 = load i64, ptr %141, align 8
  %143 = icmp eq i64 %140, %142
  br i1 %143, label %ok35, label %bad34

bad34:                                            ; preds = %st2
  %144 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.17, i64 %140, i64 %142)
  br label %fail

ok35:                                             ; preds = %st2
  %145 = getelementptr inbounds i64, ptr %138, i64 1
  %146 = load i64, ptr %145, align 8
  %147 = icmp eq i64 %146, 128
  br i1 %147, label %ok37, label %bad36

bad36:                                            ; preds = %ok35
  %148 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.18, i64 %146, i64 128)
  br label %fail

ok37:                                             ; preds = %ok35
  %149 = mul i64 1, %146
  %150 = getelementptr inbounds i8, ptr %136, i64 32
  %151 = load ptr, ptr %150, align 8
  %152 = icmp ne ptr %151, null
  br i1 %152, label %st38, label %st239

st38:                                             ; preds = %ok37
  %153 = getelementptr inbounds i64, ptr %151, i64 0
  %154 = load i64, ptr %153, align 8
  %155 = getelementptr inbounds i64, ptr %151, i64 1
  %156 = load i64, ptr %155, align 8
  br label %st239

st239:                                            ; preds = %st38, %ok37
  %stride40 = phi i64 [ %149, %ok37 ], [ %154, %st38 ]
  %stride41 = phi i64 [ 1, %ok37 ], [ %156, %st38 ]
  %157 = getelementptr inbounds i64, ptr %syms, i64 3
  store i64 %stride40, ptr %157, align 8
  %158 = getelementptr inbounds i64, ptr %syms, i64 4
  store i64 %stride41, ptr %158, align 8
  %159 = getelementptr inbounds i64, ptr %syms, i64 0
  %160 = load i64, ptr %159, align 8
  %161 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 128, i64 %160)
  %162 = extractvalue { i64, i1 } %161, 1
  %163 = xor i1 %162, true
  br i1 %163, label %ok43, label %bad42

bad42:                                            ; preds = %st239
  %164 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.19)
  br label %fail

ok43:                                             ; preds = %st239
  %165 = extractvalue { i64, i1 } %161, 0
  %166 = getelementptr inbounds i64, ptr %syms, i64 1
  %167 = load i64, ptr %166, align 8
  %168 = icmp sge i64 %167, 0
  br i1 %168, label %ok45, label %bad44

bad44:                                            ; preds = %ok43
  %169 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.20, i64 %167)
  br label %fail

ok45:                                             ; preds = %ok43
  %170 = getelementptr inbounds i64, ptr %syms, i64 2
  %171 = load i64, ptr %170, align 8
  %172 = icmp sge i64 %171, 0
  br i1 %172, label %ok47, label %bad46

bad46:                                            ; preds = %ok45
  %173 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.21, i64 %171)
  br label %fail

ok47:                                             ; preds = %ok45
  %174 = getelementptr inbounds i64, ptr %syms, i64 3
  %175 = load i64, ptr %174, align 8
  %176 = icmp sge i64 %175, 0
  br i1 %176, label %ok49, label %bad48

bad48:                                            ; preds = %ok47
  %177 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.22, i64 %175)
  br label %fail

ok49:                                             ; preds = %ok47
  %178 = getelementptr inbounds i64, ptr %syms, i64 4
  %179 = load i64, ptr %178, align 8
  %180 = icmp sge i64 %179, 0
  br i1 %180, label %ok51, label %bad50

bad50:                                            ; preds = %ok49
  %181 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.23, i64 %179)
  br label %fail

ok51:                                             ; preds = %ok49
  %arena52 = call ptr @cajit_rt_arena_create()
  store ptr %arena52, ptr %arena, align 8
  %182 = icmp ne ptr %arena52, null
  br i1 %182, label %ok54, label %bad53

bad53:                                            ; preds = %ok51
  %183 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 5, ptr @str.24)
  br label %fail

ok54:                                             ; preds = %ok51
  %counts = alloca [1 x i64], align 8
  %184 = getelementptr inbounds i64, ptr %counts, i64 0
  store i64 %160, ptr %184, align 8
  %layout_scratch = alloca [4 x i64], align 8
  %offsets = alloca [1 x i64], align 8
  %total = call i64 @cajit_rt_plan_layout_cached(ptr @layout_cache, i32 1, ptr %counts, ptr @elem_sizes, ptr @first_use, ptr @last_use, ptr %layout_scratch, ptr %offsets)
  %185 = icmp sge i64 %total, 0
  br i1 %185, label %ok56, label %bad55

bad55:                                            ; preds = %ok54
  %186 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 5, ptr @str.25)
  br label %fail

ok56:                                             ; preds = %ok54
  %intermediates = call ptr @cajit_rt_arena_alloc(ptr %arena52, i64 %total, i64 1)
  %187 = icmp ne ptr %intermediates, null
  br i1 %187, label %ok58, label %bad57

bad57:                                            ; preds = %ok56
  %188 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 5, ptr @str.26, i64 %total)
  br label %fail

ok58:                                             ; preds = %ok56
  %189 = getelementptr inbounds i64, ptr %offsets, i64 0
  %190 = load i64, ptr %189, align 8
  %191 = getelementptr i8, ptr %intermediates, i64 %190
  %192 = getelementptr inbounds i64, ptr %bufs, i64 3
  store ptr %191, ptr %192, align 8
  %oshape = alloca [2 x i64], align 8
  %193 = getelementptr inbounds i64, ptr %oshape, i64 0
  store i64 %160, ptr %193, align 8
  %194 = getelementptr inbounds i64, ptr %oshape, i64 1
  store i64 128, ptr %194, align 8
  %195 = call ptr @cajit_rt_dlpack_alloc(i32 2, i32 32, i32 2, ptr %oshape)
  %196 = getelementptr inbounds i64, ptr %outs, i64 0
  store ptr %195, ptr %196, align 8
  %197 = icmp ne ptr %195, null
  br i1 %197, label %ok60, label %bad59

bad59:                                            ; preds = %ok58
  %198 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 5, ptr @str.27, i64 %165)
  br label %fail

ok60:                                             ; preds = %ok58
  %199 = getelementptr inbounds i8, ptr %195, i64 0
  %200 = load ptr, ptr %199, align 8
  %201 = getelementptr inbounds i64, ptr %bufs, i64 4
  store ptr %200, ptr %201, align 8
  %202 = getelementptr inbounds i64, ptr %inputs_now, i64 0
  %203 = getelementptr inbounds i64, ptr %bufs, i64 0
  %204 = call i32 @cajit_rt_input_ready(ptr %call, i32 0, ptr %202, ptr %203, ptr @str.28)
  %205 = icmp eq i32 %204, 0
  br i1 %205, label %ok61, label %fail

ok61:                                             ; preds = %ok60
  %206 = getelementptr inbounds i64, ptr %inputs_now, i64 1
  %207 = getelementptr inbounds i64, ptr %bufs, i64 1
  %208 = call i32 @cajit_rt_input_ready(ptr %call, i32 1, ptr %206, ptr %207, ptr @str.29)
  %209 = icmp eq i32 %208, 0
  br i1 %209, label %ok62, label %fail

ok62:                                             ; preds = %ok61
  %210 = getelementptr inbounds i64, ptr %bufs, i64 0
  %211 = load ptr, ptr %210, align 8
  %212 = getelementptr inbounds i64, ptr %bufs, i64 1
  %213 = load ptr, ptr %212, align 8
  %214 = getelementptr inbounds i64, ptr %bufs, i64 3
  %215 = load ptr, ptr %214, align 8
  %216 = getelementptr inbounds i64, ptr %bufs, i64 4
  %217 = load ptr, ptr %216, align 8
  %218 = getelementptr inbounds i64, ptr %syms, i64 0
  %219 = load i64, ptr %218, align 8
  %220 = getelementptr inbounds i64, ptr %syms, i64 1
  %221 = load i64, ptr %220, align 8
  %222 = getelementptr inbounds i64, ptr %syms, i64 2
  %223 = load i64, ptr %222, align 8
  %224 = getelementptr inbounds i64, ptr %syms, i64 3
  %225 = load i64, ptr %224, align 8
  %226 = getelementptr inbounds i64, ptr %syms, i64 4
  %227 = load i64, ptr %226, align 8
  call void @k0._3___aten_sum_dim_IntList(ptr %211, ptr %213, ptr %215, ptr %217, i64 %219, i64 %221, i64 %223, i64 %225, i64 %227)
  call void @cajit_rt_release_inputs(ptr %call, ptr @released_inputs, i32 2)
  %228 = getelementptr inbounds i8, ptr %call, i64 72
  %229 = load ptr, ptr %228, align 8
  %230 = getelementptr inbounds i64, ptr %outs, i64 0
  %231 = load ptr, ptr %230, align 8
  %232 = getelementptr inbounds i64, ptr %229, i64 0
  store ptr %231, ptr %232, align 8
  %233 = load ptr, ptr %arena, align 8
  call void @cajit_rt_arena_destroy(ptr %233)
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
