
@cajit_fallback_ops = constant [1 x i8] zeroinitializer
@cajit_library_ops = constant [1 x i8] zeroinitializer
@str = private unnamed_addr constant [40 x i8] c"guard failed: expected 3 inputs, got %d\00", align 1
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
@str.15 = private unnamed_addr constant [30 x i8] c"guard failed: input 2 is NULL\00", align 1
@str.16 = private unnamed_addr constant [68 x i8] c"guard failed: input 2 is on DLPack device type %d, expected cpu (1)\00", align 1
@str.17 = private unnamed_addr constant [46 x i8] c"guard failed: input 2 has %d dims, expected 1\00", align 1
@str.18 = private unnamed_addr constant [82 x i8] c"guard failed: input 2 has DLPack dtype (code %d, bits %d, lanes %d), expected f32\00", align 1
@str.19 = private unnamed_addr constant [103 x i8] c"guard failed: s0 (input 0 dim 0) is %lld, but it is used as a size or stride, which cannot be negative\00", align 1
@str.20 = private unnamed_addr constant [56 x i8] c"guard failed: input 0 dim 1 is %lld, expected %lld (64)\00", align 1
@str.21 = private unnamed_addr constant [56 x i8] c"guard failed: input 1 dim 0 is %lld, expected %lld (s0)\00", align 1
@str.22 = private unnamed_addr constant [56 x i8] c"guard failed: input 1 dim 1 is %lld, expected %lld (64)\00", align 1
@str.23 = private unnamed_addr constant [56 x i8] c"guard failed: input 2 dim 0 is %lld, expected %lld (64)\00", align 1
@str.24 = private unnamed_addr constant [66 x i8] c"guard failed: input 0: size arithmetic overflows int64 in s0 * 64\00", align 1
@str.25 = private unnamed_addr constant [69 x i8] c"guard failed: input 0: stride 0 is %lld, a stride cannot be negative\00", align 1
@str.26 = private unnamed_addr constant [69 x i8] c"guard failed: input 0: stride 1 is %lld, a stride cannot be negative\00", align 1
@str.27 = private unnamed_addr constant [69 x i8] c"guard failed: input 1: stride 0 is %lld, a stride cannot be negative\00", align 1
@str.28 = private unnamed_addr constant [69 x i8] c"guard failed: input 1: stride 1 is %lld, a stride cannot be negative\00", align 1
@str.29 = private unnamed_addr constant [69 x i8] c"guard failed: input 2: stride 0 is %lld, a stride cannot be negative\00", align 1
@str.30 = private unnamed_addr constant [40 x i8] c"out of memory creating the call's arena\00", align 1
@str.31 = private unnamed_addr constant [53 x i8] c"out of memory allocating buf6 (%lld elements of f32)\00", align 1
@str.32 = private unnamed_addr constant [21 x i8] c"%6 = aten.mul.Scalar\00", align 1
@str.33 = private unnamed_addr constant [21 x i8] c"%6 = aten.mul.Scalar\00", align 1
@str.34 = private unnamed_addr constant [21 x i8] c"%6 = aten.mul.Scalar\00", align 1
@released_inputs = private unnamed_addr constant [3 x i32] [i32 0, i32 1, i32 2]

; Function Attrs: noinline nounwind
define internal void @k0._6___aten_mul_Scalar.range(ptr noalias %buf0, ptr noalias %buf1, ptr noalias %buf2, ptr noalias %buf6, i64 %s0, i64 %_in0_st0, i64 %_in0_st1, i64 %_in1_st0, i64 %_in1_st1, i64 %_in2_st0, i64 %lo, i64 %hi) #0 {
entry:
  br label %loop_i0

loop_i0:                                          ; preds = %done2, %entry
  %_i0 = phi i64 [ %lo, %entry ], [ %26, %done2 ]
  %0 = icmp slt i64 %_i0, %hi
  br i1 %0, label %body, label %done

body:                                             ; preds = %loop_i0
  br label %loop_i1

done:                                             ; preds = %loop_i0
  ret void

loop_i1:                                          ; preds = %body1, %body
  %_i1 = phi i64 [ 0, %body ], [ %25, %body1 ]
  %1 = icmp slt i64 %_i1, 64
  br i1 %1, label %body1, label %done2

body1:                                            ; preds = %loop_i1
  %2 = mul nsw i64 %_in0_st0, %_i0
  %3 = mul nsw i64 %_in0_st1, %_i1
  %4 = add nsw i64 %2, %3
  %5 = getelementptr inbounds float, ptr %buf0, i64 %4
  %6 = load float, ptr %5, align 4
  %7 = fcmp ole float %6, 0.000000e+00
  %8 = getelementptr inbounds float, ptr %buf0, i64 %4
  %9 = load float, ptr %8, align 4
  %10 = mul nsw i64 %_in1_st0, %_i0
  %11 = mul nsw i64 %_in1_st1, %_i1
  %12 = add nsw i64 %10, %11
  %13 = getelementptr inbounds float, ptr %buf1, i64 %12
  %14 = load float, ptr %13, align 4
  %15 = fmul float %9, %14
  %16 = mul nsw i64 %_in2_st0, %_i1
  %17 = getelementptr inbounds float, ptr %buf2, i64 %16
  %18 = load float, ptr %17, align 4
  %19 = fadd float %15, %18
  %20 = select i1 %7, float 0.000000e+00, float %19
  %21 = fmul float %20, 5.000000e-01
  %22 = mul nsw i64 64, %_i0
  %23 = add nsw i64 %22, %_i1
  %24 = getelementptr inbounds float, ptr %buf6, i64 %23
  store float %21, ptr %24, align 4
  %25 = add nuw nsw i64 %_i1, 1
  br label %loop_i1, !llvm.loop !0

done2:                                            ; preds = %loop_i1
  %26 = add nuw nsw i64 %_i0, 1
  br label %loop_i0, !llvm.loop !3
}

define internal void @k0._6___aten_mul_Scalar.body(i64 %0, i64 %1, ptr %2) {
entry:
  %3 = getelementptr inbounds { ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 0
  %4 = load ptr, ptr %3, align 8
  %5 = getelementptr inbounds { ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds { ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 2
  %8 = load ptr, ptr %7, align 8
  %9 = getelementptr inbounds { ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 3
  %10 = load ptr, ptr %9, align 8
  %11 = getelementptr inbounds { ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 4
  %12 = load i64, ptr %11, align 4
  %13 = getelementptr inbounds { ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 5
  %14 = load i64, ptr %13, align 4
  %15 = getelementptr inbounds { ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 6
  %16 = load i64, ptr %15, align 4
  %17 = getelementptr inbounds { ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 7
  %18 = load i64, ptr %17, align 4
  %19 = getelementptr inbounds { ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 8
  %20 = load i64, ptr %19, align 4
  %21 = getelementptr inbounds { ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 9
  %22 = load i64, ptr %21, align 4
  call void @k0._6___aten_mul_Scalar.range(ptr %4, ptr %6, ptr %8, ptr %10, i64 %12, i64 %14, i64 %16, i64 %18, i64 %20, i64 %22, i64 %0, i64 %1)
  ret void
}

define internal void @k0._6___aten_mul_Scalar(ptr noalias %buf0, ptr noalias %buf1, ptr noalias %buf2, ptr noalias %buf6, i64 %s0, i64 %_in0_st0, i64 %_in0_st1, i64 %_in1_st0, i64 %_in1_st1, i64 %_in2_st0) {
entry:
  %ctx = alloca { ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64 }, align 8
  %0 = mul i64 1, %s0
  %1 = mul i64 %0, 64
  %2 = icmp sge i64 %s0, 2
  %3 = icmp sge i64 %1, 65536
  %parallel = and i1 %3, %2
  br i1 %parallel, label %parallel1, label %serial

serial:                                           ; preds = %entry
  call void @k0._6___aten_mul_Scalar.range(ptr %buf0, ptr %buf1, ptr %buf2, ptr %buf6, i64 %s0, i64 %_in0_st0, i64 %_in0_st1, i64 %_in1_st0, i64 %_in1_st1, i64 %_in2_st0, i64 0, i64 %s0)
  ret void

parallel1:                                        ; preds = %entry
  %4 = getelementptr inbounds { ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 0
  store ptr %buf0, ptr %4, align 8
  %5 = getelementptr inbounds { ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 1
  store ptr %buf1, ptr %5, align 8
  %6 = getelementptr inbounds { ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 2
  store ptr %buf2, ptr %6, align 8
  %7 = getelementptr inbounds { ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 3
  store ptr %buf6, ptr %7, align 8
  %8 = getelementptr inbounds { ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 4
  store i64 %s0, ptr %8, align 4
  %9 = getelementptr inbounds { ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 5
  store i64 %_in0_st0, ptr %9, align 4
  %10 = getelementptr inbounds { ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 6
  store i64 %_in0_st1, ptr %10, align 4
  %11 = getelementptr inbounds { ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 7
  store i64 %_in1_st0, ptr %11, align 4
  %12 = getelementptr inbounds { ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 8
  store i64 %_in1_st1, ptr %12, align 4
  %13 = getelementptr inbounds { ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 9
  store i64 %_in2_st0, ptr %13, align 4
  %14 = sdiv i64 %1, %s0
  %15 = icmp sgt i64 %14, 1
  %16 = select i1 %15, i64 %14, i64 1
  %17 = add i64 32768, %16
  %18 = sub i64 %17, 1
  %19 = sdiv i64 %18, %16
  %20 = icmp sgt i64 %19, 1
  %21 = select i1 %20, i64 %19, i64 1
  call void @cajit_rt_parallel_for(i64 0, i64 %s0, i64 %21, ptr @k0._6___aten_mul_Scalar.body, ptr %ctx)
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
  %4 = getelementptr inbounds i64, ptr %buffers, i64 2
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds i64, ptr %buffers, i64 6
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
  %18 = getelementptr inbounds i64, ptr %symbols, i64 5
  %19 = load i64, ptr %18, align 8
  call void @k0._6___aten_mul_Scalar(ptr %1, ptr %3, ptr %5, ptr %7, i64 %9, i64 %11, i64 %13, i64 %15, i64 %17, i64 %19)
  ret i32 0

fail:                                             ; No predecessors!
  ret i32 1
}

; Function Attrs: nounwind
declare void @cajit_rt_dlpack_release(ptr) #1

define i32 @cajit_entry(ptr %call) {
entry:
  %bufs = alloca [7 x ptr], align 8
  %syms = alloca [24 x i64], align 8
  %held = alloca [1 x ptr], align 8
  %outs = alloca [1 x ptr], align 8
  %inputs_now = alloca [3 x ptr], align 8
  %donated = alloca [1 x ptr], align 8
  %arena = alloca ptr, align 8
  store ptr null, ptr %arena, align 8
  %0 = getelementptr inbounds i64, ptr %outs, i64 0
  store ptr null, ptr %0, align 8
  %1 = getelementptr inbounds i8, ptr %call, i64 8
  %2 = load i32, ptr %1, align 4
  %3 = icmp eq i32 %2, 3
  br i1 %3, label %ok, label %bad

fail:                                             ; preds = %ok73, %ok72, %ok71, %bad70, %bad68, %bad65, %bad63, %bad61, %bad59, %bad57, %bad55, %bad50, %bad44, %bad42, %bad39, %bad37, %bad35, %bad33, %bad31, %bad29, %bad27, %bad25, %bad23, %bad21, %bad19, %bad17, %bad15, %bad13, %bad11, %bad9, %bad7, %bad5, %bad3, %bad1, %bad
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
  %90 = getelementptr inbounds i64, ptr %89, i64 2
  %91 = load ptr, ptr %90, align 8
  %92 = icmp ne ptr %91, null
  br i1 %92, label %ok30, label %bad29

bad29:                                            ; preds = %ok28
  %93 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.15)
  br label %fail

ok30:                                             ; preds = %ok28
  %94 = getelementptr inbounds i8, ptr %91, i64 8
  %95 = load i32, ptr %94, align 4
  %96 = icmp eq i32 %95, 1
  br i1 %96, label %ok32, label %bad31

bad31:                                            ; preds = %ok30
  %97 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.16, i32 %95)
  br label %fail

ok32:                                             ; preds = %ok30
  %98 = getelementptr inbounds i8, ptr %91, i64 16
  %99 = load i32, ptr %98, align 4
  %100 = icmp eq i32 %99, 1
  br i1 %100, label %ok34, label %bad33

bad33:                                            ; preds = %ok32
  %101 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.17, i32 %99)
  br label %fail

ok34:                                             ; preds = %ok32
  %102 = getelementptr inbounds i8, ptr %91, i64 20
  %103 = load i32, ptr %102, align 4
  %104 = icmp eq i32 %103, 73730
  %105 = and i32 %103, 255
  %106 = lshr i32 %103, 8
  %107 = and i32 %106, 255
  %108 = lshr i32 %103, 16
  br i1 %104, label %ok36, label %bad35

bad35:                                            ; preds = %ok34
  %109 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.18, i32 %105, i32 %107, i32 %108)
  br label %fail

ok36:                                             ; preds = %ok34
  %110 = getelementptr inbounds i8, ptr %91, i64 0
  %111 = load ptr, ptr %110, align 8
  %112 = getelementptr inbounds i8, ptr %91, i64 40
  %113 = load i64, ptr %112, align 4
  %114 = getelementptr inbounds i8, ptr %111, i64 %113
  %115 = getelementptr inbounds i64, ptr %bufs, i64 2
  store ptr %114, ptr %115, align 8
  %116 = getelementptr inbounds i8, ptr %call, i64 0
  %117 = load ptr, ptr %116, align 8
  %118 = getelementptr inbounds i64, ptr %117, i64 0
  %119 = load ptr, ptr %118, align 8
  %120 = getelementptr inbounds i64, ptr %inputs_now, i64 0
  store ptr %119, ptr %120, align 8
  %121 = getelementptr inbounds i8, ptr %call, i64 0
  %122 = load ptr, ptr %121, align 8
  %123 = getelementptr inbounds i64, ptr %122, i64 1
  %124 = load ptr, ptr %123, align 8
  %125 = getelementptr inbounds i64, ptr %inputs_now, i64 1
  store ptr %124, ptr %125, align 8
  %126 = getelementptr inbounds i8, ptr %call, i64 0
  %127 = load ptr, ptr %126, align 8
  %128 = getelementptr inbounds i64, ptr %127, i64 2
  %129 = load ptr, ptr %128, align 8
  %130 = getelementptr inbounds i64, ptr %inputs_now, i64 2
  store ptr %129, ptr %130, align 8
  %131 = getelementptr inbounds i8, ptr %call, i64 0
  %132 = load ptr, ptr %131, align 8
  %133 = getelementptr inbounds i64, ptr %132, i64 0
  %134 = load ptr, ptr %133, align 8
  %135 = getelementptr inbounds i8, ptr %134, i64 24
  %136 = load ptr, ptr %135, align 8
  %137 = getelementptr inbounds i64, ptr %136, i64 0
  %138 = load i64, ptr %137, align 8
  %139 = getelementptr inbounds i64, ptr %syms, i64 0
  store i64 %138, ptr %139, align 8
  %140 = getelementptr inbounds i64, ptr %syms, i64 0
  %141 = load i64, ptr %140, align 8
  %142 = icmp sge i64 %141, 0
  br i1 %142, label %ok38, label %bad37

bad37:                                            ; preds = %ok36
  %143 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.19, i64 %141)
  br label %fail

ok38:                                             ; preds = %ok36
  %144 = getelementptr inbounds i8, ptr %call, i64 0
  %145 = load ptr, ptr %144, align 8
  %146 = getelementptr inbounds i64, ptr %145, i64 0
  %147 = load ptr, ptr %146, align 8
  %148 = getelementptr inbounds i8, ptr %147, i64 24
  %149 = load ptr, ptr %148, align 8
  %150 = getelementptr inbounds i64, ptr %149, i64 0
  %151 = load i64, ptr %150, align 8
  %152 = getelementptr inbounds i64, ptr %149, i64 1
  %153 = load i64, ptr %152, align 8
  %154 = icmp eq i64 %153, 64
  br i1 %154, label %ok40, label %bad39

bad39:                                            ; preds = %ok38
  %155 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.20, i64 %153, i64 64)
  br label %fail

ok40:                                             ; preds = %ok38
  %156 = mul i64 1, %153
  %157 = getelementptr inbounds i8, ptr %147, i64 32
  %158 = load ptr, ptr %157, align 8
  %159 = icmp ne ptr %158, null
  br i1 %159, label %st, label %st2

st:                                               ; preds = %ok40
  %160 = getelementptr inbounds i64, ptr %158, i64 0
  %161 = load i64, ptr %160, align 8
  %162 = getelementptr inbounds i64, ptr %158, i64 1
  %163 = load i64, ptr %162, align 8
  br label %st2

st2:                                              ; preds = %st, %ok40
  %stride = phi i64 [ %156, %ok40 ], [ %161, %st ]
  %stride41 = phi i64 [ 1, %ok40 ], [ %163, %st ]
  %164 = getelementptr inbounds i64, ptr %syms, i64 1
  store i64 %stride, ptr %164, align 8
  %165 = getelementptr inbounds i64, ptr %syms, i64 2
  store i64 %stride41, ptr %165, align 8
  %166 = getelementptr inbounds i8, ptr %call, i64 0
  %167 = load ptr, ptr %166, align 8
  %168 = getelementptr inbounds i64, ptr %167, i64 1
  %169 = load ptr, ptr %168, align 8
  %170 = getelementptr inbounds i8, ptr %169, i64 24
  %171 = load ptr, ptr %170, align 8
  %172 = getelementptr inbounds i64, ptr %171, i64 0
  %173 = load i64, ptr %172, align 8
  %174 = getelementptr inbounds i64, ptr %syms, i64 0
  %175 = load i64, ptr %174, align 8
  %176 = icmp eq i64 %173, %175
  br i1 %176, label %ok43, label %bad42

bad42:                                            ; preds = %st2
  %177 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.21, i64 %173, i64 %175)
  br label %fail

ok43:                                             ; preds = %st2
  %178 = getelementptr inbounds i64, ptr %171, i64 1
  %179 = load i64, ptr %178, align 8
  %180 = icmp eq i64 %179, 64
  br i1 %180, label %ok45, label %bad44

bad44:                                            ; preds = %ok43
  %181 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.22, i64 %179, i64 64)
  br label %fail

ok45:                                             ; preds = %ok43
  %182 = mul i64 1, %179
  %183 = getelementptr inbounds i8, ptr %169, i64 32
  %184 = load ptr, ptr %183, align 8
  %185 = icmp ne ptr %184, null
  br i1 %185, label %st46, label %st247

st46:                                             ; preds = %ok45
  %186 = getelementptr inbounds i64, ptr %184, i64 0
  %187 = load i64, ptr %186, align 8
  %188 = getelementptr inbounds i64, ptr %184, i64 1
  %189 = load i64, ptr %188, align 8
  br label %st247

st247:                                            ; preds = %st46, %ok45
  %stride48 = phi i64 [ %182, %ok45 ], [ %187, %st46 ]
  %stride49 = phi i64 [ 1, %ok45 ], [ %189, %st46 ]
  %190 = getelementptr inbounds i64, ptr %syms, i64 3
  store i64 %stride48, ptr %190, align 8
  %191 = getelementptr inbounds i64, ptr %syms, i64 4
  store i64 %stride49, ptr %191, align 8
  %192 = getelementptr inbounds i8, ptr %call, i64 0
  %193 = load ptr, ptr %192, align 8
  %194 = getelementptr inbounds i64, ptr %193, i64 2
  %195 = load ptr, ptr %194, align 8
  %196 = getelementptr inbounds i8, ptr %195, i64 24
  %197 = load ptr, ptr %196, align 8
  %198 = getelementptr inbounds i64, ptr %197, i64 0
  %199 = load i64, ptr %198, align 8
  %200 = icmp eq i64 %199, 64
  br i1 %200, label %ok51, label %bad50

bad50:                                            ; preds = %st247
  %201 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.23, i64 %199, i64 64)
  br label %fail

ok51:                                             ; preds = %st247
  %202 = getelementptr inbounds i8, ptr %195, i64 32
  %203 = load ptr, ptr %202, align 8
  %204 = icmp ne ptr %203, null
  br i1 %204, label %st52, label %st253

st52:                                             ; preds = %ok51
  %205 = getelementptr inbounds i64, ptr %203, i64 0
  %206 = load i64, ptr %205, align 8
  br label %st253

st253:                                            ; preds = %st52, %ok51
  %stride54 = phi i64 [ 1, %ok51 ], [ %206, %st52 ]
  %207 = getelementptr inbounds i64, ptr %syms, i64 5
  store i64 %stride54, ptr %207, align 8
  %208 = getelementptr inbounds i64, ptr %syms, i64 0
  %209 = load i64, ptr %208, align 8
  %210 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 64, i64 %209)
  %211 = extractvalue { i64, i1 } %210, 1
  %212 = xor i1 %211, true
  br i1 %212, label %ok56, label %bad55

bad55:                                            ; preds = %st253
  %213 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.24)
  br label %fail

ok56:                                             ; preds = %st253
  %214 = extractvalue { i64, i1 } %210, 0
  %215 = getelementptr inbounds i64, ptr %syms, i64 1
  %216 = load i64, ptr %215, align 8
  %217 = icmp sge i64 %216, 0
  br i1 %217, label %ok58, label %bad57

bad57:                                            ; preds = %ok56
  %218 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.25, i64 %216)
  br label %fail

ok58:                                             ; preds = %ok56
  %219 = getelementptr inbounds i64, ptr %syms, i64 2
  %220 = load i64, ptr %219, align 8
  %221 = icmp sge i64 %220, 0
  br i1 %221, label %ok60, label %bad59

bad59:                                            ; preds = %ok58
  %222 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.26, i64 %220)
  br label %fail

ok60:                                             ; preds = %ok58
  %223 = getelementptr inbounds i64, ptr %syms, i64 3
  %224 = load i64, ptr %223, align 8
  %225 = icmp sge i64 %224, 0
  br i1 %225, label %ok62, label %bad61

bad61:                                            ; preds = %ok60
  %226 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.27, i64 %224)
  br label %fail

ok62:                                             ; preds = %ok60
  %227 = getelementptr inbounds i64, ptr %syms, i64 4
  %228 = load i64, ptr %227, align 8
  %229 = icmp sge i64 %228, 0
  br i1 %229, label %ok64, label %bad63

bad63:                                            ; preds = %ok62
  %230 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.28, i64 %228)
  br label %fail

ok64:                                             ; preds = %ok62
  %231 = getelementptr inbounds i64, ptr %syms, i64 5
  %232 = load i64, ptr %231, align 8
  %233 = icmp sge i64 %232, 0
  br i1 %233, label %ok66, label %bad65

bad65:                                            ; preds = %ok64
  %234 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.29, i64 %232)
  br label %fail

ok66:                                             ; preds = %ok64
  %arena67 = call ptr @cajit_rt_arena_create()
  store ptr %arena67, ptr %arena, align 8
  %235 = icmp ne ptr %arena67, null
  br i1 %235, label %ok69, label %bad68

bad68:                                            ; preds = %ok66
  %236 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 5, ptr @str.30)
  br label %fail

ok69:                                             ; preds = %ok66
  %oshape = alloca [2 x i64], align 8
  %237 = getelementptr inbounds i64, ptr %oshape, i64 0
  store i64 %209, ptr %237, align 8
  %238 = getelementptr inbounds i64, ptr %oshape, i64 1
  store i64 64, ptr %238, align 8
  %239 = call ptr @cajit_rt_dlpack_alloc(i32 2, i32 32, i32 2, ptr %oshape)
  %240 = getelementptr inbounds i64, ptr %outs, i64 0
  store ptr %239, ptr %240, align 8
  %241 = icmp ne ptr %239, null
  br i1 %241, label %ok71, label %bad70

bad70:                                            ; preds = %ok69
  %242 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 5, ptr @str.31, i64 %214)
  br label %fail

ok71:                                             ; preds = %ok69
  %243 = getelementptr inbounds i8, ptr %239, i64 0
  %244 = load ptr, ptr %243, align 8
  %245 = getelementptr inbounds i64, ptr %bufs, i64 6
  store ptr %244, ptr %245, align 8
  %246 = getelementptr inbounds i64, ptr %inputs_now, i64 0
  %247 = getelementptr inbounds i64, ptr %bufs, i64 0
  %248 = call i32 @cajit_rt_input_ready(ptr %call, i32 0, ptr %246, ptr %247, ptr @str.32)
  %249 = icmp eq i32 %248, 0
  br i1 %249, label %ok72, label %fail

ok72:                                             ; preds = %ok71
  %250 = getelementptr inbounds i64, ptr %inputs_now, i64 1
  %251 = getelementptr inbounds i64, ptr %bufs, i64 1
  %252 = call i32 @cajit_rt_input_ready(ptr %call, i32 1, ptr %250, ptr %251, ptr @str.33)
  %253 = icmp eq i32 %252, 0
  br i1 %253, label %ok73, label %fail

ok73:                                             ; preds = %ok72
  %254 = getelementptr inbounds i64, ptr %inputs_now, i64 2
  %255 = getelementptr inbounds i64, ptr %bufs, i64 2
  %256 = call i32 @cajit_rt_input_ready(ptr %call, i32 2, ptr %254, ptr %255, ptr @str.34)
  %257 = icmp eq i32 %256, 0
  br i1 %257, label %ok74, label %fail

ok74:                                             ; preds = %ok73
  %258 = getelementptr inbounds i64, ptr %bufs, i64 0
  %259 = load ptr, ptr %258, align 8
  %260 = getelementptr inbounds i64, ptr %bufs, i64 1
  %261 = load ptr, ptr %260, align 8
  %262 = getelementptr inbounds i64, ptr %bufs, i64 2
  %263 = load ptr, ptr %262, align 8
  %264 = getelementptr inbounds i64, ptr %bufs, i64 6
  %265 = load ptr, ptr %264, align 8
  %266 = getelementptr inbounds i64, ptr %syms, i64 0
  %267 = load i64, ptr %266, align 8
  %268 = getelementptr inbounds i64, ptr %syms, i64 1
  %269 = load i64, ptr %268, align 8
  %270 = getelementptr inbounds i64, ptr %syms, i64 2
  %271 = load i64, ptr %270, align 8
  %272 = getelementptr inbounds i64, ptr %syms, i64 3
  %273 = load i64, ptr %272, align 8
  %274 = getelementptr inbounds i64, ptr %syms, i64 4
  %275 = load i64, ptr %274, align 8
  %276 = getelementptr inbounds i64, ptr %syms, i64 5
  %277 = load i64, ptr %276, align 8
  call void @k0._6___aten_mul_Scalar(ptr %259, ptr %261, ptr %263, ptr %265, i64 %267, i64 %269, i64 %271, i64 %273, i64 %275, i64 %277)
  call void @cajit_rt_release_inputs(ptr %call, ptr @released_inputs, i32 3)
  %278 = getelementptr inbounds i8, ptr %call, i64 72
  %279 = load ptr, ptr %278, align 8
  %280 = getelementptr inbounds i64, ptr %outs, i64 0
  %281 = load ptr, ptr %280, align 8
  %282 = getelementptr inbounds i64, ptr %279, i64 0
  store ptr %281, ptr %282, align 8
  %283 = load ptr, ptr %arena, align 8
  call void @cajit_rt_arena_destroy(ptr %283)
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
