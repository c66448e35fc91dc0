
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
@input_guards = private constant [2 x { i32, i32, i32, i32, ptr }] [{ i32, i32, i32, i32, ptr } { i32 0, i32 2, i32 73730, i32 73730, ptr @str.7 }, { i32, i32, i32, i32, ptr } { i32 1, i32 1, i32 73730, i32 73730, ptr @str.8 }]
@str.9 = private unnamed_addr constant [103 x i8] c"guard failed: s0 (input 0 dim 0) is %lld, but it is used as a size or stride, which cannot be negative\00", align 1
@str.10 = private unnamed_addr constant [3 x i8] c"24\00", align 1
@str.11 = private unnamed_addr constant [2 x i8] c"4\00", align 1
@dim_guards = private constant [3 x { i32, i32, i32, i32, { i32, [4 x i32], [4 x i64], ptr, ptr }, { i32, [4 x i32], [4 x i64], ptr, ptr } }] [{ i32, i32, i32, i32, { i32, [4 x i32], [4 x i64], ptr, ptr }, { i32, [4 x i32], [4 x i64], ptr, ptr } } { i32 0, i32 0, i32 1, i32 1, { i32, [4 x i32], [4 x i64], ptr, ptr } zeroinitializer, { i32, [4 x i32], [4 x i64], ptr, ptr } zeroinitializer }, { i32, i32, i32, i32, { i32, [4 x i32], [4 x i64], ptr, ptr }, { i32, [4 x i32], [4 x i64], ptr, ptr } } { i32 0, i32 1, i32 1, i32 2, { i32, [4 x i32], [4 x i64], ptr, ptr } { i32 1, [4 x i32] [i32 -1, i32 -1, i32 -1, i32 -1], [4 x i64] [i64 24, i64 0, i64 0, i64 0], ptr @str.10, ptr null }, { i32, [4 x i32], [4 x i64], ptr, ptr } zeroinitializer }, { i32, i32, i32, i32, { i32, [4 x i32], [4 x i64], ptr, ptr }, { i32, [4 x i32], [4 x i64], ptr, ptr } } { i32 1, i32 1, i32 1, i32 3, { i32, [4 x i32], [4 x i64], ptr, ptr } { i32 1, [4 x i32] [i32 -1, i32 -1, i32 -1, i32 -1], [4 x i64] [i64 4, i64 0, i64 0, i64 0], ptr @str.11, ptr null }, { i32, [4 x i32], [4 x i64], ptr, ptr } zeroinitializer }]
@str.12 = private unnamed_addr constant [66 x i8] c"guard failed: input 0: size arithmetic overflows int64 in s0 * 24\00", align 1
@str.13 = private unnamed_addr constant [69 x i8] c"guard failed: input 0: stride 0 is %lld, a stride cannot be negative\00", align 1
@str.14 = private unnamed_addr constant [69 x i8] c"guard failed: input 0: stride 1 is %lld, a stride cannot be negative\00", align 1
@str.15 = private unnamed_addr constant [69 x i8] c"guard failed: input 1: stride 0 is %lld, a stride cannot be negative\00", align 1
@str.16 = private unnamed_addr constant [95 x i8] c"guard failed: %%2 = aten.view.default (buf2): size arithmetic overflows int64 in s0 * _in0_st0\00", align 1
@str.17 = private unnamed_addr constant [91 x i8] c"guard failed: %%2 = aten.view.default (buf2): size arithmetic overflows int64 in -_in0_st0\00", align 1
@str.18 = private unnamed_addr constant [122 x i8] c"guard failed: %%2 = aten.view.default (buf2): size arithmetic overflows int64 in s0 * _in0_st0 - _in0_st0 + _in0_st1 * 23\00", align 1
@str.19 = private unnamed_addr constant [95 x i8] c"guard failed: %%2 = aten.view.default (buf2): size arithmetic overflows int64 in _in0_st1 * 23\00", align 1
@str.20 = private unnamed_addr constant [122 x i8] c"guard failed: %%2 = aten.view.default (buf2): size arithmetic overflows int64 in s0 * _in0_st0 - _in0_st0 + _in0_st1 * 23\00", align 1
@str.21 = private unnamed_addr constant [129 x i8] c"guard failed: %%2 = aten.view.default (buf2): the view reaches element offsets %lld..%lld of its storage, which holds %lld..%lld\00", align 1
@str.22 = private unnamed_addr constant [89 x i8] c"guard failed: %%4 = aten.slice.Tensor (buf4): size arithmetic overflows int64 in s0 * 16\00", align 1
@str.23 = private unnamed_addr constant [40 x i8] c"out of memory creating the call's arena\00", align 1
@str.24 = private unnamed_addr constant [53 x i8] c"out of memory allocating buf8 (%lld elements of f32)\00", align 1
@str.25 = private unnamed_addr constant [21 x i8] c"%8 = aten.mul.Tensor\00", align 1
@str.26 = private unnamed_addr constant [21 x i8] c"%8 = aten.mul.Tensor\00", align 1
@released_inputs = private unnamed_addr constant [2 x i32] [i32 0, i32 1]

; Function Attrs: noinline nounwind
define internal void @k0._8___aten_mul_Tensor.range(ptr noalias %buf0, ptr noalias %buf1, ptr noalias %buf8, i64 %s0, i64 %_in0_st0, i64 %_in0_st1, i64 %_in1_st0, i64 %lo, i64 %hi) #0 {
entry:
  br label %loop_i0

loop_i0:                                          ; preds = %done2, %entry
  %_i0 = phi i64 [ %lo, %entry ], [ %2, %done2 ]
  %0 = icmp slt i64 %_i0, %hi
  br i1 %0, label %body, label %done

body:                                             ; preds = %loop_i0
  br label %loop_i1

done:                                             ; preds = %loop_i0
  ret void

loop_i1:                                          ; preds = %done4, %body
  %_i1 = phi i64 [ 0, %body ], [ %4, %done4 ]
  %1 = icmp slt i64 %_i1, 4
  br i1 %1, label %body1, label %done2

body1:                                            ; preds = %loop_i1
  br label %loop_i2

done2:                                            ; preds = %loop_i1
  %2 = add nuw nsw i64 %_i0, 1
  br label %loop_i0, !llvm.loop !0

loop_i2:                                          ; preds = %done6, %body1
  %_i2 = phi i64 [ 0, %body1 ], [ %31, %done6 ]
  %3 = icmp slt i64 %_i2, 2
  br i1 %3, label %body3, label %done4

body3:                                            ; preds = %loop_i2
  br label %loop_i3

done4:                                            ; preds = %loop_i2
  %4 = add nuw nsw i64 %_i1, 1
  br label %loop_i1, !llvm.loop !2

loop_i3:                                          ; preds = %body5, %body3
  %_i3 = phi i64 [ 0, %body3 ], [ %30, %body5 ]
  %5 = icmp slt i64 %_i3, 2
  br i1 %5, label %body5, label %done6

body5:                                            ; preds = %loop_i3
  %6 = mul nsw i64 %_in0_st0, %_i0
  %7 = mul nsw i64 4, %_in0_st1
  %8 = add nsw i64 %6, %7
  %9 = mul nsw i64 %_in0_st1, %_i1
  %10 = add nsw i64 %8, %9
  %11 = mul nsw i64 12, %_in0_st1
  %12 = mul nsw i64 %11, %_i2
  %13 = add nsw i64 %10, %12
  %14 = mul nsw i64 4, %_in0_st1
  %15 = mul nsw i64 %14, %_i3
  %16 = add nsw i64 %13, %15
  %17 = getelementptr inbounds float, ptr %buf0, i64 %16
  %18 = load float, ptr %17, align 4
  %19 = mul nsw i64 %_in1_st0, %_i1
  %20 = getelementptr inbounds float, ptr %buf1, i64 %19
  %21 = load float, ptr %20, align 4
  %22 = fmul float %18, %21
  %23 = mul nsw i64 16, %_i0
  %24 = mul nsw i64 4, %_i1
  %25 = add nsw i64 %23, %24
  %26 = mul nsw i64 2, %_i2
  %27 = add nsw i64 %25, %26
  %28 = add nsw i64 %27, %_i3
  %29 = getelementptr inbounds float, ptr %buf8, i64 %28
  store float %22, ptr %29, align 4
  %30 = add nuw nsw i64 %_i3, 1
  br label %loop_i3, !llvm.loop !3

done6:                                            ; preds = %loop_i3
  %31 = add nuw nsw i64 %_i2, 1
  br label %loop_i2, !llvm.loop !4
}

define internal void @k0._8___aten_mul_Tensor.body(i64 %0, i64 %1, ptr %2) {
entry:
  %3 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64 }, ptr %2, i32 0, i32 0
  %4 = load ptr, ptr %3, align 8
  %5 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64 }, ptr %2, i32 0, i32 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64 }, ptr %2, i32 0, i32 2
  %8 = load ptr, ptr %7, align 8
  %9 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64 }, ptr %2, i32 0, i32 3
  %10 = load i64, ptr %9, align 4
  %11 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64 }, ptr %2, i32 0, i32 4
  %12 = load i64, ptr %11, align 4
  %13 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64 }, ptr %2, i32 0, i32 5
  %14 = load i64, ptr %13, align 4
  %15 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64 }, ptr %2, i32 0, i32 6
  %16 = load i64, ptr %15, align 4
  call void @k0._8___aten_mul_Tensor.range(ptr %4, ptr %6, ptr %8, i64 %10, i64 %12, i64 %14, i64 %16, i64 %0, i64 %1)
  ret void
}

define internal void @k0._8___aten_mul_Tensor(ptr noalias %buf0, ptr noalias %buf1, ptr noalias %buf8, i64 %s0, i64 %_in0_st0, i64 %_in0_st1, i64 %_in1_st0) {
entry:
  %ctx = alloca { ptr, ptr, ptr, i64, i64, i64, i64 }, align 8
  %0 = mul i64 1, %s0
  %1 = mul i64 %0, 4
  %2 = mul i64 %1, 2
  %3 = mul i64 %2, 2
  %4 = icmp sge i64 %s0, 2
  %5 = icmp sge i64 %3, 65536
  %parallel = and i1 %5, %4
  br i1 %parallel, label %parallel1, label %serial

serial:                                           ; preds = %entry
  call void @k0._8___aten_mul_Tensor.range(ptr %buf0, ptr %buf1, ptr %buf8, i64 %s0, i64 %_in0_st0, i64 %_in0_st1, i64 %_in1_st0, i64 0, i64 %s0)
  ret void

parallel1:                                        ; preds = %entry
  %6 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 0
  store ptr %buf0, ptr %6, align 8
  %7 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 1
  store ptr %buf1, ptr %7, align 8
  %8 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 2
  store ptr %buf8, ptr %8, align 8
  %9 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 3
  store i64 %s0, ptr %9, align 4
  %10 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 4
  store i64 %_in0_st0, ptr %10, align 4
  %11 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 5
  store i64 %_in0_st1, ptr %11, align 4
  %12 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 6
  store i64 %_in1_st0, ptr %12, align 4
  %13 = sdiv i64 %3, %s0
  %14 = icmp sgt i64 %13, 1
  %15 = select i1 %14, i64 %13, i64 1
  %16 = add i64 32768, %15
  %17 = sub i64 %16, 1
  %18 = sdiv i64 %17, %15
  %19 = icmp sgt i64 %18, 1
  %20 = select i1 %19, i64 %18, i64 1
  call void @cajit_rt_parallel_for(i64 0, i64 %s0, i64 %20, ptr @k0._8___aten_mul_Tensor.body, ptr %ctx)
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
  %4 = getelementptr inbounds i64, ptr %buffers, i64 8
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds i64, ptr %symbols, i64 0
  %7 = load i64, ptr %6, align 8
  %8 = getelementptr inbounds i64, ptr %symbols, i64 1
  %9 = load i64, ptr %8, align 8
  %10 = getelementptr inbounds i64, ptr %symbols, i64 2
  %11 = load i64, ptr %10, align 8
  %12 = getelementptr inbounds i64, ptr %symbols, i64 3
  %13 = load i64, ptr %12, align 8
  call void @k0._8___aten_mul_Tensor(ptr %1, ptr %3, ptr %5, i64 %7, i64 %9, i64 %11, i64 %13)
  ret i32 0

fail:                                             ; No predecessors!
  ret i32 1
}

; Function Attrs: nounwind
declare void @cajit_rt_dlpack_release(ptr) #1

define i32 @cajit_entry(ptr %call) {
entry:
  %bufs = alloca [9 x ptr], align 8
  %syms = alloca [24 x i64], align 8
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

fail:                                             ; preds = %ok44, %ok43, %bad42, %bad40, %bad37, %bad35, %bad33, %bad31, %bad29, %bad27, %bad25, %bad23, %bad21, %bad19, %bad17, %ok15, %bad14, %ok12, %bad11, %bad9, %bad7, %bad5, %bad3, %bad1, %bad
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
  %57 = call i32 @cajit_rt_check_dims(ptr %call, i32 3, ptr @dim_guards, ptr %syms)
  %58 = icmp eq i32 %57, 0
  br i1 %58, label %ok16, label %fail

ok16:                                             ; preds = %ok15
  %59 = getelementptr inbounds i64, ptr %syms, i64 0
  %60 = load i64, ptr %59, align 8
  %61 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 24, i64 %60)
  %62 = extractvalue { i64, i1 } %61, 1
  %63 = xor i1 %62, true
  br i1 %63, label %ok18, label %bad17

bad17:                                            ; preds = %ok16
  %64 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.12)
  br label %fail

ok18:                                             ; preds = %ok16
  %65 = extractvalue { i64, i1 } %61, 0
  %66 = getelementptr inbounds i64, ptr %syms, i64 1
  %67 = load i64, ptr %66, align 8
  %68 = icmp sge i64 %67, 0
  br i1 %68, label %ok20, label %bad19

bad19:                                            ; preds = %ok18
  %69 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.13, i64 %67)
  br label %fail

ok20:                                             ; preds = %ok18
  %70 = getelementptr inbounds i64, ptr %syms, i64 2
  %71 = load i64, ptr %70, align 8
  %72 = icmp sge i64 %71, 0
  br i1 %72, label %ok22, label %bad21

bad21:                                            ; preds = %ok20
  %73 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.14, i64 %71)
  br label %fail

ok22:                                             ; preds = %ok20
  %74 = getelementptr inbounds i64, ptr %syms, i64 3
  %75 = load i64, ptr %74, align 8
  %76 = icmp sge i64 %75, 0
  br i1 %76, label %ok24, label %bad23

bad23:                                            ; preds = %ok22
  %77 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.15, i64 %75)
  br label %fail

ok24:                                             ; preds = %ok22
  %78 = icmp sle i64 1, %60
  %79 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %60, i64 %67)
  %80 = extractvalue { i64, i1 } %79, 1
  %81 = xor i1 %80, true
  br i1 %81, label %ok26, label %bad25

bad25:                                            ; preds = %ok24
  %82 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.16)
  br label %fail

ok26:                                             ; preds = %ok24
  %83 = extractvalue { i64, i1 } %79, 0
  %84 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 -1, i64 %67)
  %85 = extractvalue { i64, i1 } %84, 1
  %86 = xor i1 %85, true
  br i1 %86, label %ok28, label %bad27

bad27:                                            ; preds = %ok26
  %87 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.17)
  br label %fail

ok28:                                             ; preds = %ok26
  %88 = extractvalue { i64, i1 } %84, 0
  %89 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %83, i64 %88)
  %90 = extractvalue { i64, i1 } %89, 1
  %91 = xor i1 %90, true
  br i1 %91, label %ok30, label %bad29

bad29:                                            ; preds = %ok28
  %92 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.18)
  br label %fail

ok30:                                             ; preds = %ok28
  %93 = extractvalue { i64, i1 } %89, 0
  %94 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 23, i64 %71)
  %95 = extractvalue { i64, i1 } %94, 1
  %96 = xor i1 %95, true
  br i1 %96, label %ok32, label %bad31

bad31:                                            ; preds = %ok30
  %97 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.19)
  br label %fail

ok32:                                             ; preds = %ok30
  %98 = extractvalue { i64, i1 } %94, 0
  %99 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %93, i64 %98)
  %100 = extractvalue { i64, i1 } %99, 1
  %101 = xor i1 %100, true
  br i1 %101, label %ok34, label %bad33

bad33:                                            ; preds = %ok32
  %102 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.20)
  br label %fail

ok34:                                             ; preds = %ok32
  %103 = extractvalue { i64, i1 } %99, 0
  %104 = xor i1 %78, true
  %105 = or i1 %104, %78
  br i1 %105, label %ok36, label %bad35

bad35:                                            ; preds = %ok34
  %106 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.21, i64 0, i64 %103, i64 0, i64 %103)
  br label %fail

ok36:                                             ; preds = %ok34
  %107 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 16, i64 %60)
  %108 = extractvalue { i64, i1 } %107, 1
  %109 = xor i1 %108, true
  br i1 %109, label %ok38, label %bad37

bad37:                                            ; preds = %ok36
  %110 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.22)
  br label %fail

ok38:                                             ; preds = %ok36
  %111 = extractvalue { i64, i1 } %107, 0
  %arena39 = call ptr @cajit_rt_arena_create()
  store ptr %arena39, ptr %arena, align 8
  %112 = icmp ne ptr %arena39, null
  br i1 %112, label %ok41, label %bad40

bad40:                                            ; preds = %ok38
  %113 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 5, ptr @str.23)
  br label %fail

ok41:                                             ; preds = %ok38
  %oshape = alloca [4 x i64], align 8
  %114 = getelementptr inbounds i64, ptr %oshape, i64 0
  store i64 %60, ptr %114, align 8
  %115 = getelementptr inbounds i64, ptr %oshape, i64 1
  store i64 4, ptr %115, align 8
  %116 = getelementptr inbounds i64, ptr %oshape, i64 2
  store i64 2, ptr %116, align 8
  %117 = getelementptr inbounds i64, ptr %oshape, i64 3
  store i64 2, ptr %117, align 8
  %118 = call ptr @cajit_rt_dlpack_alloc(i32 2, i32 32, i32 4, ptr %oshape)
  %119 = getelementptr inbounds i64, ptr %outs, i64 0
  store ptr %118, ptr %119, align 8
  %120 = icmp ne ptr %118, null
  br i1 %120, label %ok43, label %bad42

bad42:                                            ; preds = %ok41
  %121 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 5, ptr @str.24, i64 %111)
  br label %fail

ok43:                                             ; preds = %ok41
  %122 = getelementptr inbounds i8, ptr %118, i64 0
  %123 = load ptr, ptr %122, align 8
  %124 = getelementptr inbounds i64, ptr %bufs, i64 8
  store ptr %123, ptr %124, align 8
  %125 = getelementptr inbounds i64, ptr %inputs_now, i64 0
  %126 = getelementptr inbounds i64, ptr %bufs, i64 0
  %127 = call i32 @cajit_rt_input_ready(ptr %call, i32 0, ptr %125, ptr %126, ptr @str.25)
  %128 = icmp eq i32 %127, 0
  br i1 %128, label %ok44, label %fail

ok44:                                             ; preds = %ok43
  %129 = getelementptr inbounds i64, ptr %inputs_now, i64 1
  %130 = getelementptr inbounds i64, ptr %bufs, i64 1
  %131 = call i32 @cajit_rt_input_ready(ptr %call, i32 1, ptr %129, ptr %130, ptr @str.26)
  %132 = icmp eq i32 %131, 0
  br i1 %132, label %ok45, label %fail

ok45:                                             ; preds = %ok44
  %133 = getelementptr inbounds i64, ptr %bufs, i64 0
  %134 = load ptr, ptr %133, align 8
  %135 = getelementptr inbounds i64, ptr %bufs, i64 1
  %136 = load ptr, ptr %135, align 8
  %137 = getelementptr inbounds i64, ptr %bufs, i64 8
  %138 = load ptr, ptr %137, align 8
  %139 = getelementptr inbounds i64, ptr %syms, i64 0
  %140 = load i64, ptr %139, align 8
  %141 = getelementptr inbounds i64, ptr %syms, i64 1
  %142 = load i64, ptr %141, align 8
  %143 = getelementptr inbounds i64, ptr %syms, i64 2
  %144 = load i64, ptr %143, align 8
  %145 = getelementptr inbounds i64, ptr %syms, i64 3
  %146 = load i64, ptr %145, align 8
  call void @k0._8___aten_mul_Tensor(ptr %134, ptr %136, ptr %138, i64 %140, i64 %142, i64 %144, i64 %146)
  call void @cajit_rt_release_inputs(ptr %call, ptr @released_inputs, i32 2)
  %147 = getelementptr inbounds i8, ptr %call, i64 72
  %148 = load ptr, ptr %147, align 8
  %149 = getelementptr inbounds i64, ptr %outs, i64 0
  %150 = load ptr, ptr %149, align 8
  %151 = getelementptr inbounds i64, ptr %148, i64 0
  store ptr %150, ptr %151, align 8
  %152 = load ptr, ptr %arena, align 8
  call void @cajit_rt_arena_destroy(ptr %152)
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

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.sadd.with.overflow.i64(i64, i64) #2

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

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.runtime.disable"}
!2 = distinct !{!2, !1}
!3 = distinct !{!3, !1}
!4 = distinct !{!4, !1}
