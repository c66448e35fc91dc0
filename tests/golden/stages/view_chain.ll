
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
@str.13 = private unnamed_addr constant [46 x i8] c"guard failed: input 1 has %d dims, expected 1\00", align 1
@str.14 = private unnamed_addr constant [82 x i8] c"guard failed: input 1 has DLPack dtype (code %d, bits %d, lanes %d), expected f32\00", align 1
@str.15 = private unnamed_addr constant [103 x i8] c"guard failed: s0 (input 0 dim 0) is %lld, but it is used as a size or stride, which cannot be negative\00", align 1
@str.16 = private unnamed_addr constant [56 x i8] c"guard failed: input 0 dim 1 is %lld, expected %lld (24)\00", align 1
@str.17 = private unnamed_addr constant [55 x i8] c"guard failed: input 1 dim 0 is %lld, expected %lld (4)\00", align 1
@str.18 = private unnamed_addr constant [66 x i8] c"guard failed: input 0: size arithmetic overflows int64 in s0 * 24\00", align 1
@str.19 = private unnamed_addr constant [69 x i8] c"guard failed: input 0: stride 0 is %lld, a stride cannot be negative\00", align 1
@str.20 = private unnamed_addr constant [69 x i8] c"guard failed: input 0: stride 1 is %lld, a stride cannot be negative\00", align 1
@str.21 = private unnamed_addr constant [69 x i8] c"guard failed: input 1: stride 0 is %lld, a stride cannot be negative\00", align 1
@str.22 = private unnamed_addr constant [95 x i8] c"guard failed: %%2 = aten.view.default (buf2): size arithmetic overflows int64 in s0 * _in0_st0\00", align 1
@str.23 = private unnamed_addr constant [91 x i8] c"guard failed: %%2 = aten.view.default (buf2): size arithmetic overflows int64 in -_in0_st0\00", align 1
@str.24 = private unnamed_addr constant [122 x i8] c"guard failed: %%2 = aten.view.default (buf2): size arithmetic overflows int64 in s0 * _in0_st0 - _in0_st0 + _in0_st1 * 23\00", align 1
@str.25 = private unnamed_addr constant [95 x i8] c"guard failed: %%2 = aten.view.default (buf2): size arithmetic overflows int64 in _in0_st1 * 23\00", align 1
@str.26 = private unnamed_addr constant [122 x i8] c"guard failed: %%2 = aten.view.default (buf2): size arithmetic overflows int64 in s0 * _in0_st0 - _in0_st0 + _in0_st1 * 23\00", align 1
@str.27 = private unnamed_addr constant [129 x i8] c"guard failed: %%2 = aten.view.default (buf2): the view reaches element offsets %lld..%lld of its storage, which holds %lld..%lld\00", align 1
@str.28 = private unnamed_addr constant [89 x i8] c"guard failed: %%4 = aten.slice.Tensor (buf4): size arithmetic overflows int64 in s0 * 16\00", align 1
@str.29 = private unnamed_addr constant [40 x i8] c"out of memory creating the call's arena\00", align 1
@str.30 = private unnamed_addr constant [53 x i8] c"out of memory allocating buf8 (%lld elements of f32)\00", align 1
@str.31 = private unnamed_addr constant [21 x i8] c"%8 = aten.mul.Tensor\00", align 1
@str.32 = private unnamed_addr constant [21 x i8] c"%8 = aten.mul.Tensor\00", align 1
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
  br label %loop_i1, !llvm.loop !3

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
  br label %loop_i3, !llvm.loop !4

done6:                                            ; preds = %loop_i3
  %31 = add nuw nsw i64 %_i2, 1
  br label %loop_i2, !llvm.loop !5
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

fail:                                             ; preds = %ok66, %ok65, %bad64, %bad62, %bad59, %bad57, %bad55, %bad53, %bad51, %bad49, %bad47, %bad45, %bad43, %bad41, %bad39, %bad34, %bad31, %bad29, %bad27, %bad25, %bad23, %bad21, %bad19, %bad17, %bad15, %bad13, %bad11, %bad9, %bad7, %bad5, %bad3, %bad1, %bad
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
  %72 = icmp eq i32 %71, 1
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
  %121 = icmp eq i64 %120, 24
  br i1 %121, label %ok32, label %bad31

bad31:                                            ; preds = %ok30
  %122 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.16, i64 %120, i64 24)
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
  %141 = icmp eq i64 %140, 4
  br i1 %141, label %ok35, label %bad34

bad34:                                            ; preds = %st2
  %142 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.17, i64 %140, i64 4)
  br label %fail

ok35:                                             ; preds = %st2
  %143 = getelementptr inbounds i8, ptr %136, i64 32
  %144 = load ptr, ptr %143, align 8
  %145 = icmp ne ptr %144, null
  br i1 %145, label %st36, label %st237

st36:                                             ; preds = %ok35
  %146 = getelementptr inbounds i64, ptr %144, i64 0
  %147 = load i64, ptr %146, align 8
  br label %st237

st237:                                            ; preds = %st36, %ok35
  %stride38 = phi i64 [ 1, %ok35 ], [ %147, %st36 ]
  %148 = getelementptr inbounds i64, ptr %syms, i64 3
  store i64 %stride38, ptr %148, align 8
  %149 = getelementptr inbounds i64, ptr %syms, i64 0
  %150 = load i64, ptr %149, align 8
  %151 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 24, i64 %150)
  %152 = extractvalue { i64, i1 } %151, 1
  %153 = xor i1 %152, true
  br i1 %153, label %ok40, label %bad39

bad39:                                            ; preds = %st237
  %154 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.18)
  br label %fail

ok40:                                             ; preds = %st237
  %155 = extractvalue { i64, i1 } %151, 0
  %156 = getelementptr inbounds i64, ptr %syms, i64 1
  %157 = load i64, ptr %156, align 8
  %158 = icmp sge i64 %157, 0
  br i1 %158, label %ok42, label %bad41

bad41:                                            ; preds = %ok40
  %159 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.19, i64 %157)
  br label %fail

ok42:                                             ; preds = %ok40
  %160 = getelementptr inbounds i64, ptr %syms, i64 2
  %161 = load i64, ptr %160, align 8
  %162 = icmp sge i64 %161, 0
  br i1 %162, label %ok44, label %bad43

bad43:                                            ; preds = %ok42
  %163 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.20, i64 %161)
  br label %fail

ok44:                                             ; preds = %ok42
  %164 = getelementptr inbounds i64, ptr %syms, i64 3
  %165 = load i64, ptr %164, align 8
  %166 = icmp sge i64 %165, 0
  br i1 %166, label %ok46, label %bad45

bad45:                                            ; preds = %ok44
  %167 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.21, i64 %165)
  br label %fail

ok46:                                             ; preds = %ok44
  %168 = icmp sle i64 1, %150
  %169 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %150, i64 %157)
  %170 = extractvalue { i64, i1 } %169, 1
  %171 = xor i1 %170, true
  br i1 %171, label %ok48, label %bad47

bad47:                                            ; preds = %ok46
  %172 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.22)
  br label %fail

ok48:                                             ; preds = %ok46
  %173 = extractvalue { i64, i1 } %169, 0
  %174 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 -1, i64 %157)
  %175 = extractvalue { i64, i1 } %174, 1
  %176 = xor i1 %175, true
  br i1 %176, label %ok50, label %bad49

bad49:                                            ; preds = %ok48
  %177 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.23)
  br label %fail

ok50:                                             ; preds = %ok48
  %178 = extractvalue { i64, i1 } %174, 0
  %179 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %173, i64 %178)
  %180 = extractvalue { i64, i1 } %179, 1
  %181 = xor i1 %180, true
  br i1 %181, label %ok52, label %bad51

bad51:                                            ; preds = %ok50
  %182 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.24)
  br label %fail

ok52:                                             ; preds = %ok50
  %183 = extractvalue { i64, i1 } %179, 0
  %184 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 23, i64 %161)
  %185 = extractvalue { i64, i1 } %184, 1
  %186 = xor i1 %185, true
  br i1 %186, label %ok54, label %bad53

bad53:                                            ; preds = %ok52
  %187 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.25)
  br label %fail

ok54:                                             ; preds = %ok52
  %188 = extractvalue { i64, i1 } %184, 0
  %189 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %183, i64 %188)
  %190 = extractvalue { i64, i1 } %189, 1
  %191 = xor i1 %190, true
  br i1 %191, label %ok56, label %bad55

bad55:                                            ; preds = %ok54
  %192 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.26)
  br label %fail

ok56:                                             ; preds = %ok54
  %193 = extractvalue { i64, i1 } %189, 0
  %194 = xor i1 %168, true
  %195 = or i1 %194, %168
  br i1 %195, label %ok58, label %bad57

bad57:                                            ; preds = %ok56
  %196 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.27, i64 0, i64 %193, i64 0, i64 %193)
  br label %fail

ok58:                                             ; preds = %ok56
  %197 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 16, i64 %150)
  %198 = extractvalue { i64, i1 } %197, 1
  %199 = xor i1 %198, true
  br i1 %199, label %ok60, label %bad59

bad59:                                            ; preds = %ok58
  %200 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.28)
  br label %fail

ok60:                                             ; preds = %ok58
  %201 = extractvalue { i64, i1 } %197, 0
  %arena61 = call ptr @cajit_rt_arena_create()
  store ptr %arena61, ptr %arena, align 8
  %202 = icmp ne ptr %arena61, null
  br i1 %202, label %ok63, label %bad62

bad62:                                            ; preds = %ok60
  %203 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 5, ptr @str.29)
  br label %fail

ok63:                                             ; preds = %ok60
  %oshape = alloca [4 x i64], align 8
  %204 = getelementptr inbounds i64, ptr %oshape, i64 0
  store i64 %150, ptr %204, align 8
  %205 = getelementptr inbounds i64, ptr %oshape, i64 1
  store i64 4, ptr %205, align 8
  %206 = getelementptr inbounds i64, ptr %oshape, i64 2
  store i64 2, ptr %206, align 8
  %207 = getelementptr inbounds i64, ptr %oshape, i64 3
  store i64 2, ptr %207, align 8
  %208 = call ptr @cajit_rt_dlpack_alloc(i32 2, i32 32, i32 4, ptr %oshape)
  %209 = getelementptr inbounds i64, ptr %outs, i64 0
  store ptr %208, ptr %209, align 8
  %210 = icmp ne ptr %208, null
  br i1 %210, label %ok65, label %bad64

bad64:                                            ; preds = %ok63
  %211 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 5, ptr @str.30, i64 %201)
  br label %fail

ok65:                                             ; preds = %ok63
  %212 = getelementptr inbounds i8, ptr %208, i64 0
  %213 = load ptr, ptr %212, align 8
  %214 = getelementptr inbounds i64, ptr %bufs, i64 8
  store ptr %213, ptr %214, align 8
  %215 = getelementptr inbounds i64, ptr %inputs_now, i64 0
  %216 = getelementptr inbounds i64, ptr %bufs, i64 0
  %217 = call i32 @cajit_rt_input_ready(ptr %call, i32 0, ptr %215, ptr %216, ptr @str.31)
  %218 = icmp eq i32 %217, 0
  br i1 %218, label %ok66, label %fail

ok66:                                             ; preds = %ok65
  %219 = getelementptr inbounds i64, ptr %inputs_now, i64 1
  %220 = getelementptr inbounds i64, ptr %bufs, i64 1
  %221 = call i32 @cajit_rt_input_ready(ptr %call, i32 1, ptr %219, ptr %220, ptr @str.32)
  %222 = icmp eq i32 %221, 0
  br i1 %222, label %ok67, label %fail

ok67:                                             ; preds = %ok66
  %223 = getelementptr inbounds i64, ptr %bufs, i64 0
  %224 = load ptr, ptr %223, align 8
  %225 = getelementptr inbounds i64, ptr %bufs, i64 1
  %226 = load ptr, ptr %225, align 8
  %227 = getelementptr inbounds i64, ptr %bufs, i64 8
  %228 = load ptr, ptr %227, align 8
  %229 = getelementptr inbounds i64, ptr %syms, i64 0
  %230 = load i64, ptr %229, align 8
  %231 = getelementptr inbounds i64, ptr %syms, i64 1
  %232 = load i64, ptr %231, align 8
  %233 = getelementptr inbounds i64, ptr %syms, i64 2
  %234 = load i64, ptr %233, align 8
  %235 = getelementptr inbounds i64, ptr %syms, i64 3
  %236 = load i64, ptr %235, align 8
  call void @k0._8___aten_mul_Tensor(ptr %224, ptr %226, ptr %228, i64 %230, i64 %232, i64 %234, i64 %236)
  call void @cajit_rt_release_inputs(ptr %call, ptr @released_inputs, i32 2)
  %237 = getelementptr inbounds i8, ptr %call, i64 72
  %238 = load ptr, ptr %237, align 8
  %239 = getelementptr inbounds i64, ptr %outs, i64 0
  %240 = load ptr, ptr %239, align 8
  %241 = getelementptr inbounds i64, ptr %238, i64 0
  store ptr %240, ptr %241, align 8
  %242 = load ptr, ptr %arena, align 8
  call void @cajit_rt_arena_destroy(ptr %242)
  ret i32 0
}

; Function Attrs: nounwind
declare void @cajit_rt_arena_destroy(ptr) #1

; Function Attrs: nounwind
declare i32 @cajit_rt_fail(ptr, i32, ptr, ...) #1

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

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.unroll.runtime.disable"}
!2 = !{!"llvm.loop.vectorize.width", i32 1}
!3 = distinct !{!3, !1}
!4 = distinct !{!4, !1}
!5 = distinct !{!5, !1}
