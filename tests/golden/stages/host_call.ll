
@cajit_fallback_ops = constant [1 x i8] zeroinitializer
@cajit_library_ops = constant [1 x i8] zeroinitializer
@str = private unnamed_addr constant [26 x i8] c"%2 = host.tensor_pre_hook\00", align 1
@site = private constant { i32, i32, i32, i32, i32, i32, i32, i32, i32, ptr, ptr, ptr } { i32 0, i32 0, i32 1, i32 1, i32 1, i32 0, i32 0, i32 0, i32 0, ptr null, ptr null, ptr @str }
@str.1 = private unnamed_addr constant [71 x i8] c"host call %%2 = host.tensor_pre_hook returned none for tensor result 0\00", align 1
@str.2 = private unnamed_addr constant [71 x i8] c"host call %%2 = host.tensor_pre_hook: result 0 has %d dims, expected 2\00", align 1
@str.3 = private unnamed_addr constant [107 x i8] c"host call %%2 = host.tensor_pre_hook: result 0 has DLPack dtype (code %d, bits %d, lanes %d), expected f32\00", align 1
@str.4 = private unnamed_addr constant [81 x i8] c"host call %%2 = host.tensor_pre_hook: result 0 dim 0 is %lld, expected %lld (s0)\00", align 1
@str.5 = private unnamed_addr constant [80 x i8] c"host call %%2 = host.tensor_pre_hook: result 0 dim 1 is %lld, expected %lld (8)\00", align 1
@str.6 = private unnamed_addr constant [21 x i8] c"host.accumulate_grad\00", align 1
@site.7 = private constant { i32, i32, i32, i32, i32, i32, i32, i32, i32, ptr, ptr, ptr } { i32 5, i32 -1, i32 2, i32 2, i32 0, i32 0, i32 0, i32 0, i32 3, ptr null, ptr null, ptr @str.6 }
@str.8 = private unnamed_addr constant [21 x i8] c"host.final_callbacks\00", align 1
@site.9 = private constant { i32, i32, i32, i32, i32, i32, i32, i32, i32, ptr, ptr, ptr } { i32 6, i32 -1, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 4, ptr null, ptr null, ptr @str.8 }
@str.10 = private unnamed_addr constant [40 x i8] c"guard failed: expected 2 inputs, got %d\00", align 1
@str.11 = private unnamed_addr constant [39 x i8] c"guard failed: expected 0 sizes, got %d\00", align 1
@str.12 = private unnamed_addr constant [41 x i8] c"guard failed: expected 0 scalars, got %d\00", align 1
@str.13 = private unnamed_addr constant [39 x i8] c"guard failed: expected 1 hooks, got %d\00", align 1
@str.14 = private unnamed_addr constant [46 x i8] c"guard failed: expected 1 output slots, got %d\00", align 1
@str.15 = private unnamed_addr constant [36 x i8] c"guard failed: call->outputs is NULL\00", align 1
@str.16 = private unnamed_addr constant [35 x i8] c"guard failed: call->inputs is NULL\00", align 1
@str.17 = private unnamed_addr constant [4 x i8] c"f32\00", align 1
@str.18 = private unnamed_addr constant [4 x i8] c"f32\00", align 1
@input_guards = private constant [2 x { i32, i32, i32, i32, ptr }] [{ i32, i32, i32, i32, ptr } { i32 0, i32 2, i32 73730, i32 73730, ptr @str.17 }, { i32, i32, i32, i32, ptr } { i32 1, i32 1, i32 73730, i32 73730, ptr @str.18 }]
@str.19 = private unnamed_addr constant [103 x i8] c"guard failed: s0 (input 0 dim 0) is %lld, but it is used as a size or stride, which cannot be negative\00", align 1
@str.20 = private unnamed_addr constant [2 x i8] c"8\00", align 1
@str.21 = private unnamed_addr constant [2 x i8] c"8\00", align 1
@dim_guards = private constant [3 x { i32, i32, i32, i32, { i32, [4 x i32], [4 x i64], ptr, ptr }, { i32, [4 x i32], [4 x i64], ptr, ptr } }] [{ i32, i32, i32, i32, { i32, [4 x i32], [4 x i64], ptr, ptr }, { i32, [4 x i32], [4 x i64], ptr, ptr } } { i32 0, i32 0, i32 1, i32 1, { i32, [4 x i32], [4 x i64], ptr, ptr } zeroinitializer, { i32, [4 x i32], [4 x i64], ptr, ptr } zeroinitializer }, { i32, i32, i32, i32, { i32, [4 x i32], [4 x i64], ptr, ptr }, { i32, [4 x i32], [4 x i64], ptr, ptr } } { i32 0, i32 1, i32 1, i32 2, { i32, [4 x i32], [4 x i64], ptr, ptr } { i32 1, [4 x i32] [i32 -1, i32 -1, i32 -1, i32 -1], [4 x i64] [i64 8, i64 0, i64 0, i64 0], ptr @str.20, ptr null }, { i32, [4 x i32], [4 x i64], ptr, ptr } zeroinitializer }, { i32, i32, i32, i32, { i32, [4 x i32], [4 x i64], ptr, ptr }, { i32, [4 x i32], [4 x i64], ptr, ptr } } { i32 1, i32 1, i32 1, i32 3, { i32, [4 x i32], [4 x i64], ptr, ptr } { i32 1, [4 x i32] [i32 -1, i32 -1, i32 -1, i32 -1], [4 x i64] [i64 8, i64 0, i64 0, i64 0], ptr @str.21, ptr null }, { i32, [4 x i32], [4 x i64], ptr, ptr } zeroinitializer }]
@str.22 = private unnamed_addr constant [65 x i8] c"guard failed: input 0: size arithmetic overflows int64 in s0 * 8\00", align 1
@str.23 = private unnamed_addr constant [69 x i8] c"guard failed: input 0: stride 0 is %lld, a stride cannot be negative\00", align 1
@str.24 = private unnamed_addr constant [69 x i8] c"guard failed: input 0: stride 1 is %lld, a stride cannot be negative\00", align 1
@str.25 = private unnamed_addr constant [69 x i8] c"guard failed: input 1: stride 0 is %lld, a stride cannot be negative\00", align 1
@str.26 = private unnamed_addr constant [40 x i8] c"out of memory creating the call's arena\00", align 1
@str.27 = private unnamed_addr constant [53 x i8] c"out of memory allocating buf3 (%lld elements of f32)\00", align 1
@str.28 = private unnamed_addr constant [53 x i8] c"out of memory allocating buf4 (%lld elements of f32)\00", align 1
@str.29 = private unnamed_addr constant [26 x i8] c"%2 = host.tensor_pre_hook\00", align 1
@str.30 = private unnamed_addr constant [26 x i8] c"%2 = host.tensor_pre_hook\00", align 1
@site.31 = private constant { i32, i32, i32, i32, i32, i32, i32, i32, i32, ptr, ptr, ptr } { i32 0, i32 0, i32 1, i32 1, i32 1, i32 0, i32 0, i32 0, i32 0, ptr null, ptr null, ptr @str.30 }
@str.32 = private unnamed_addr constant [71 x i8] c"host call %%2 = host.tensor_pre_hook returned none for tensor result 0\00", align 1
@str.33 = private unnamed_addr constant [71 x i8] c"host call %%2 = host.tensor_pre_hook: result 0 has %d dims, expected 2\00", align 1
@str.34 = private unnamed_addr constant [107 x i8] c"host call %%2 = host.tensor_pre_hook: result 0 has DLPack dtype (code %d, bits %d, lanes %d), expected f32\00", align 1
@str.35 = private unnamed_addr constant [81 x i8] c"host call %%2 = host.tensor_pre_hook: result 0 dim 0 is %lld, expected %lld (s0)\00", align 1
@str.36 = private unnamed_addr constant [80 x i8] c"host call %%2 = host.tensor_pre_hook: result 0 dim 1 is %lld, expected %lld (8)\00", align 1
@released_inputs = private unnamed_addr constant [1 x i32] zeroinitializer
@str.37 = private unnamed_addr constant [21 x i8] c"host.accumulate_grad\00", align 1
@str.38 = private unnamed_addr constant [21 x i8] c"host.accumulate_grad\00", align 1
@site.39 = private constant { i32, i32, i32, i32, i32, i32, i32, i32, i32, ptr, ptr, ptr } { i32 5, i32 -1, i32 2, i32 2, i32 0, i32 0, i32 0, i32 0, i32 3, ptr null, ptr null, ptr @str.38 }
@released_inputs.40 = private unnamed_addr constant [1 x i32] [i32 1]
@str.41 = private unnamed_addr constant [21 x i8] c"host.final_callbacks\00", align 1
@site.42 = private constant { i32, i32, i32, i32, i32, i32, i32, i32, i32, ptr, ptr, ptr } { i32 6, i32 -1, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 4, ptr null, ptr null, ptr @str.41 }

; Function Attrs: noinline nounwind
define internal void @k1._3___aten_mul_Scalar.range(ptr noalias %buf2, ptr noalias %buf3, i64 %s0, i64 %_h2_st0, i64 %_h2_st1, i64 %lo, i64 %hi) #0 {
entry:
  br label %loop_i0

loop_i0:                                          ; preds = %done2, %entry
  %_i0 = phi i64 [ %lo, %entry ], [ %12, %done2 ]
  %0 = icmp slt i64 %_i0, %hi
  br i1 %0, label %body, label %done

body:                                             ; preds = %loop_i0
  br label %loop_i1

done:                                             ; preds = %loop_i0
  ret void

loop_i1:                                          ; preds = %body1, %body
  %_i1 = phi i64 [ 0, %body ], [ %11, %body1 ]
  %1 = icmp slt i64 %_i1, 8
  br i1 %1, label %body1, label %done2

body1:                                            ; preds = %loop_i1
  %2 = mul nsw i64 %_h2_st0, %_i0
  %3 = mul nsw i64 %_h2_st1, %_i1
  %4 = add nsw i64 %2, %3
  %5 = getelementptr inbounds float, ptr %buf2, i64 %4
  %6 = load float, ptr %5, align 4
  %7 = fmul float %6, 2.000000e+00
  %8 = mul nsw i64 8, %_i0
  %9 = add nsw i64 %8, %_i1
  %10 = getelementptr inbounds float, ptr %buf3, i64 %9
  store float %7, ptr %10, align 4
  %11 = add nuw nsw i64 %_i1, 1
  br label %loop_i1, !llvm.loop !0

done2:                                            ; preds = %loop_i1
  %12 = add nuw nsw i64 %_i0, 1
  br label %loop_i0, !llvm.loop !2
}

define internal void @k1._3___aten_mul_Scalar.body(i64 %0, i64 %1, ptr %2) {
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
  call void @k1._3___aten_mul_Scalar.range(ptr %4, ptr %6, i64 %8, i64 %10, i64 %12, i64 %0, i64 %1)
  ret void
}

define internal void @k1._3___aten_mul_Scalar(ptr noalias %buf2, ptr noalias %buf3, i64 %s0, i64 %_h2_st0, i64 %_h2_st1) {
entry:
  %ctx = alloca { ptr, ptr, i64, i64, i64 }, align 8
  %0 = mul i64 1, %s0
  %1 = mul i64 %0, 8
  %2 = icmp sge i64 %s0, 2
  %3 = icmp sge i64 %1, 65536
  %parallel = and i1 %3, %2
  br i1 %parallel, label %parallel1, label %serial

serial:                                           ; preds = %entry
  call void @k1._3___aten_mul_Scalar.range(ptr %buf2, ptr %buf3, i64 %s0, i64 %_h2_st0, i64 %_h2_st1, i64 0, i64 %s0)
  ret void

parallel1:                                        ; preds = %entry
  %4 = getelementptr inbounds { ptr, ptr, i64, i64, i64 }, ptr %ctx, i32 0, i32 0
  store ptr %buf2, ptr %4, align 8
  %5 = getelementptr inbounds { ptr, ptr, i64, i64, i64 }, ptr %ctx, i32 0, i32 1
  store ptr %buf3, ptr %5, align 8
  %6 = getelementptr inbounds { ptr, ptr, i64, i64, i64 }, ptr %ctx, i32 0, i32 2
  store i64 %s0, ptr %6, align 4
  %7 = getelementptr inbounds { ptr, ptr, i64, i64, i64 }, ptr %ctx, i32 0, i32 3
  store i64 %_h2_st0, ptr %7, align 4
  %8 = getelementptr inbounds { ptr, ptr, i64, i64, i64 }, ptr %ctx, i32 0, i32 4
  store i64 %_h2_st1, ptr %8, align 4
  %9 = sdiv i64 %1, %s0
  %10 = icmp sgt i64 %9, 1
  %11 = select i1 %10, i64 %9, i64 1
  %12 = add i64 32768, %11
  %13 = sub i64 %12, 1
  %14 = sdiv i64 %13, %11
  %15 = icmp sgt i64 %14, 1
  %16 = select i1 %15, i64 %14, i64 1
  call void @cajit_rt_parallel_for(i64 0, i64 %s0, i64 %16, ptr @k1._3___aten_mul_Scalar.body, ptr %ctx)
  ret void
}

; Function Attrs: nounwind
declare void @cajit_rt_parallel_for(i64, i64, i64, ptr, ptr) #1

; Function Attrs: noinline nounwind
define internal void @k2._4___aten_sum_dim_IntList.range(ptr noalias %buf3, ptr noalias %buf4, i64 %s0, i64 %lo, i64 %hi) #0 {
entry:
  %0 = mul i64 %hi, 512
  %1 = mul i64 %lo, 512
  %2 = icmp slt i64 %0, 8
  %3 = select i1 %2, i64 %0, i64 8
  br label %loop_i0

loop_i0:                                          ; preds = %body, %entry
  %_i0 = phi i64 [ %1, %entry ], [ %6, %body ]
  %4 = icmp slt i64 %_i0, %3
  br i1 %4, label %body, label %done

body:                                             ; preds = %loop_i0
  %5 = getelementptr inbounds float, ptr %buf4, i64 %_i0
  store float 0.000000e+00, ptr %5, align 4
  %6 = add nuw nsw i64 %_i0, 1
  br label %loop_i0, !llvm.loop !3

done:                                             ; preds = %loop_i0
  %7 = udiv i64 %s0, 4
  %8 = mul i64 %7, 4
  br label %loop_r0

loop_r0:                                          ; preds = %done5, %done
  %_r0 = phi i64 [ 0, %done ], [ %40, %done5 ]
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
  %_i06 = phi i64 [ %1, %body1 ], [ %39, %body4 ]
  %16 = icmp slt i64 %_i06, %3
  br i1 %16, label %body4, label %done5

body4:                                            ; preds = %loop_i03
  %17 = getelementptr inbounds float, ptr %buf4, i64 %_i06
  %18 = load float, ptr %17, align 4
  %19 = mul nsw i64 8, %11
  %20 = add nsw i64 %_i06, %19
  %21 = getelementptr inbounds float, ptr %buf3, i64 %20
  %22 = load float, ptr %21, align 4
  %23 = fadd float %18, %22
  %24 = mul nsw i64 8, %12
  %25 = add nsw i64 %_i06, %24
  %26 = getelementptr inbounds float, ptr %buf3, i64 %25
  %27 = load float, ptr %26, align 4
  %28 = fadd float %23, %27
  %29 = mul nsw i64 8, %13
  %30 = add nsw i64 %_i06, %29
  %31 = getelementptr inbounds float, ptr %buf3, i64 %30
  %32 = load float, ptr %31, align 4
  %33 = fadd float %28, %32
  %34 = mul nsw i64 8, %14
  %35 = add nsw i64 %_i06, %34
  %36 = getelementptr inbounds float, ptr %buf3, i64 %35
  %37 = load float, ptr %36, align 4
  %38 = fadd float %33, %37
  store float %38, ptr %17, align 4
  %39 = add nuw nsw i64 %_i06, 1
  br label %loop_i03, !llvm.loop !5

done5:                                            ; preds = %loop_i03
  %40 = add nuw nsw i64 %_r0, 1
  br label %loop_r0, !llvm.loop !6

loop_r07:                                         ; preds = %done13, %done2
  %_r010 = phi i64 [ 0, %done2 ], [ %52, %done13 ]
  %41 = icmp slt i64 %_r010, %15
  br i1 %41, label %body8, label %done9

body8:                                            ; preds = %loop_r07
  %42 = add i64 %8, %_r010
  br label %loop_i011

done9:                                            ; preds = %loop_r07
  ret void

loop_i011:                                        ; preds = %body12, %body8
  %_i014 = phi i64 [ %1, %body8 ], [ %51, %body12 ]
  %43 = icmp slt i64 %_i014, %3
  br i1 %43, label %body12, label %done13

body12:                                           ; preds = %loop_i011
  %44 = getelementptr inbounds float, ptr %buf4, i64 %_i014
  %45 = load float, ptr %44, align 4
  %46 = mul nsw i64 8, %42
  %47 = add nsw i64 %_i014, %46
  %48 = getelementptr inbounds float, ptr %buf3, i64 %47
  %49 = load float, ptr %48, align 4
  %50 = fadd float %45, %49
  store float %50, ptr %44, align 4
  %51 = add nuw nsw i64 %_i014, 1
  br label %loop_i011, !llvm.loop !7

done13:                                           ; preds = %loop_i011
  %52 = add nuw nsw i64 %_r010, 1
  br label %loop_r07, !llvm.loop !8
}

define internal void @k2._4___aten_sum_dim_IntList.body(i64 %0, i64 %1, ptr %2) {
entry:
  %3 = getelementptr inbounds { ptr, ptr, i64 }, ptr %2, i32 0, i32 0
  %4 = load ptr, ptr %3, align 8
  %5 = getelementptr inbounds { ptr, ptr, i64 }, ptr %2, i32 0, i32 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds { ptr, ptr, i64 }, ptr %2, i32 0, i32 2
  %8 = load i64, ptr %7, align 4
  call void @k2._4___aten_sum_dim_IntList.range(ptr %4, ptr %6, i64 %8, i64 %0, i64 %1)
  ret void
}

define internal void @k2._4___aten_sum_dim_IntList(ptr noalias %buf3, ptr noalias %buf4, i64 %s0) {
entry:
  %ctx = alloca { ptr, ptr, i64 }, align 8
  %0 = mul i64 8, %s0
  %1 = icmp sge i64 %0, 65536
  %parallel = and i1 %1, false
  br i1 %parallel, label %parallel1, label %serial

serial:                                           ; preds = %entry
  call void @k2._4___aten_sum_dim_IntList.range(ptr %buf3, ptr %buf4, i64 %s0, i64 0, i64 1)
  ret void

parallel1:                                        ; preds = %entry
  %2 = getelementptr inbounds { ptr, ptr, i64 }, ptr %ctx, i32 0, i32 0
  store ptr %buf3, ptr %2, align 8
  %3 = getelementptr inbounds { ptr, ptr, i64 }, ptr %ctx, i32 0, i32 1
  store ptr %buf4, ptr %3, align 8
  %4 = getelementptr inbounds { ptr, ptr, i64 }, ptr %ctx, i32 0, i32 2
  store i64 %s0, ptr %4, align 4
  %5 = sdiv i64 %0, 1
  %6 = icmp sgt i64 %5, 1
  %7 = select i1 %6, i64 %5, i64 1
  %8 = add i64 32768, %7
  %9 = sub i64 %8, 1
  %10 = sdiv i64 %9, %7
  %11 = icmp sgt i64 %10, 1
  %12 = select i1 %11, i64 %10, i64 1
  call void @cajit_rt_parallel_for(i64 0, i64 1, i64 %12, ptr @k2._4___aten_sum_dim_IntList.body, ptr %ctx)
  ret void
}

define i32 @cajit_run(ptr %buffers, ptr %symbols, ptr %call) {
entry:
  %held = alloca [1 x ptr], align 8
  %0 = getelementptr inbounds i64, ptr %held, i64 0
  store ptr null, ptr %0, align 8
  %args = alloca [1 x ptr], align 8
  %results = alloca [1 x ptr], align 8
  %ints = alloca [1 x i64], align 8
  %floats = alloca [1 x double], align 8
  %1 = getelementptr inbounds i8, ptr %call, i64 0
  %2 = load ptr, ptr %1, align 8
  %3 = getelementptr inbounds i64, ptr %2, i64 0
  %4 = load ptr, ptr %3, align 8
  %5 = getelementptr inbounds i64, ptr %args, i64 0
  store ptr %4, ptr %5, align 8
  %6 = getelementptr inbounds i64, ptr %results, i64 0
  store ptr null, ptr %6, align 8
  %7 = call i32 @cajit_rt_host_call(ptr %call, ptr @site, ptr %args, ptr %results, ptr %ints, ptr %floats, ptr null)
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %ok, label %fail

fail:                                             ; preds = %ok15, %st2, %bad8, %bad6, %bad4, %bad2, %bad, %entry
  %9 = getelementptr inbounds i64, ptr %held, i64 0
  %10 = load ptr, ptr %9, align 8
  call void @cajit_rt_dlpack_release(ptr %10)
  ret i32 1

ok:                                               ; preds = %entry
  %11 = getelementptr inbounds i64, ptr %results, i64 0
  %12 = load ptr, ptr %11, align 8
  %13 = getelementptr inbounds i64, ptr %held, i64 0
  store ptr %12, ptr %13, align 8
  %14 = icmp ne ptr %12, null
  br i1 %14, label %ok1, label %bad

bad:                                              ; preds = %ok
  %15 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 7, ptr @str.1)
  br label %fail

ok1:                                              ; preds = %ok
  %16 = getelementptr inbounds i8, ptr %12, i64 16
  %17 = load i32, ptr %16, align 4
  %18 = icmp eq i32 %17, 2
  br i1 %18, label %ok3, label %bad2

bad2:                                             ; preds = %ok1
  %19 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 7, ptr @str.2, i32 %17)
  br label %fail

ok3:                                              ; preds = %ok1
  %20 = getelementptr inbounds i8, ptr %12, i64 20
  %21 = load i32, ptr %20, align 4
  %22 = icmp eq i32 %21, 73730
  %23 = and i32 %21, 255
  %24 = lshr i32 %21, 8
  %25 = and i32 %24, 255
  %26 = lshr i32 %21, 16
  br i1 %22, label %ok5, label %bad4

bad4:                                             ; preds = %ok3
  %27 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 7, ptr @str.3, i32 %23, i32 %25, i32 %26)
  br label %fail

ok5:                                              ; preds = %ok3
  %28 = getelementptr inbounds i8, ptr %12, i64 0
  %29 = load ptr, ptr %28, align 8
  %30 = getelementptr inbounds i8, ptr %12, i64 40
  %31 = load i64, ptr %30, align 4
  %32 = getelementptr inbounds i8, ptr %29, i64 %31
  %33 = getelementptr inbounds i64, ptr %buffers, i64 2
  store ptr %32, ptr %33, align 8
  %34 = getelementptr inbounds i8, ptr %12, i64 24
  %35 = load ptr, ptr %34, align 8
  %36 = getelementptr inbounds i64, ptr %35, i64 0
  %37 = load i64, ptr %36, align 8
  %38 = getelementptr inbounds i64, ptr %symbols, i64 0
  %39 = load i64, ptr %38, align 8
  %40 = icmp eq i64 %37, %39
  br i1 %40, label %ok7, label %bad6

bad6:                                             ; preds = %ok5
  %41 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 7, ptr @str.4, i64 %37, i64 %39)
  br label %fail

ok7:                                              ; preds = %ok5
  %42 = getelementptr inbounds i64, ptr %35, i64 1
  %43 = load i64, ptr %42, align 8
  %44 = icmp eq i64 %43, 8
  br i1 %44, label %ok9, label %bad8

bad8:                                             ; preds = %ok7
  %45 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 7, ptr @str.5, i64 %43, i64 8)
  br label %fail

ok9:                                              ; preds = %ok7
  %46 = mul i64 1, %43
  %47 = getelementptr inbounds i8, ptr %12, i64 32
  %48 = load ptr, ptr %47, align 8
  %49 = icmp ne ptr %48, null
  br i1 %49, label %st, label %st2

st:                                               ; preds = %ok9
  %50 = getelementptr inbounds i64, ptr %48, i64 0
  %51 = load i64, ptr %50, align 8
  %52 = getelementptr inbounds i64, ptr %48, i64 1
  %53 = load i64, ptr %52, align 8
  br label %st2

st2:                                              ; preds = %st, %ok9
  %stride = phi i64 [ %46, %ok9 ], [ %51, %st ]
  %stride10 = phi i64 [ 1, %ok9 ], [ %53, %st ]
  %54 = getelementptr inbounds i64, ptr %symbols, i64 4
  store i64 %stride, ptr %54, align 8
  %55 = getelementptr inbounds i64, ptr %symbols, i64 5
  store i64 %stride10, ptr %55, align 8
  %56 = getelementptr inbounds i64, ptr %buffers, i64 2
  %57 = load ptr, ptr %56, align 8
  %58 = getelementptr inbounds i64, ptr %buffers, i64 3
  %59 = load ptr, ptr %58, align 8
  %60 = getelementptr inbounds i64, ptr %symbols, i64 0
  %61 = load i64, ptr %60, align 8
  %62 = getelementptr inbounds i64, ptr %symbols, i64 4
  %63 = load i64, ptr %62, align 8
  %64 = getelementptr inbounds i64, ptr %symbols, i64 5
  %65 = load i64, ptr %64, align 8
  call void @k1._3___aten_mul_Scalar(ptr %57, ptr %59, i64 %61, i64 %63, i64 %65)
  %66 = getelementptr inbounds i64, ptr %buffers, i64 3
  %67 = load ptr, ptr %66, align 8
  %68 = getelementptr inbounds i64, ptr %buffers, i64 4
  %69 = load ptr, ptr %68, align 8
  %70 = getelementptr inbounds i64, ptr %symbols, i64 0
  %71 = load i64, ptr %70, align 8
  call void @k2._4___aten_sum_dim_IntList(ptr %67, ptr %69, i64 %71)
  %args11 = alloca [2 x ptr], align 8
  %results12 = alloca [1 x ptr], align 8
  %ints13 = alloca [1 x i64], align 8
  %floats14 = alloca [1 x double], align 8
  %72 = getelementptr inbounds i8, ptr %call, i64 0
  %73 = load ptr, ptr %72, align 8
  %74 = getelementptr inbounds i64, ptr %73, i64 1
  %75 = load ptr, ptr %74, align 8
  %76 = getelementptr inbounds i64, ptr %args11, i64 0
  store ptr %75, ptr %76, align 8
  %dl = alloca [6 x i64], align 8
  %shape = alloca [1 x i64], align 8
  %strides = alloca [1 x i64], align 8
  %77 = getelementptr inbounds i64, ptr %shape, i64 0
  store i64 8, ptr %77, align 8
  %78 = getelementptr inbounds i64, ptr %strides, i64 0
  store i64 1, ptr %78, align 8
  %79 = getelementptr inbounds i64, ptr %buffers, i64 4
  %80 = load ptr, ptr %79, align 8
  %81 = getelementptr inbounds float, ptr %80, i64 0
  %82 = getelementptr inbounds i8, ptr %dl, i64 0
  store ptr %81, ptr %82, align 8
  %83 = getelementptr inbounds i8, ptr %dl, i64 8
  store i32 1, ptr %83, align 4
  %84 = getelementptr inbounds i8, ptr %dl, i64 12
  store i32 0, ptr %84, align 4
  %85 = getelementptr inbounds i8, ptr %dl, i64 16
  store i32 1, ptr %85, align 4
  %86 = getelementptr inbounds i8, ptr %dl, i64 20
  store i32 73730, ptr %86, align 4
  %87 = getelementptr inbounds i8, ptr %dl, i64 24
  store ptr %shape, ptr %87, align 8
  %88 = getelementptr inbounds i8, ptr %dl, i64 32
  store ptr %strides, ptr %88, align 8
  %89 = getelementptr inbounds i8, ptr %dl, i64 40
  store i64 0, ptr %89, align 4
  %90 = getelementptr inbounds i64, ptr %args11, i64 1
  store ptr %dl, ptr %90, align 8
  %91 = call i32 @cajit_rt_host_call(ptr %call, ptr @site.7, ptr %args11, ptr %results12, ptr %ints13, ptr %floats14, ptr null)
  %92 = icmp eq i32 %91, 0
  br i1 %92, label %ok15, label %fail

ok15:                                             ; preds = %st2
  %args16 = alloca [1 x ptr], align 8
  %results17 = alloca [1 x ptr], align 8
  %ints18 = alloca [1 x i64], align 8
  %floats19 = alloca [1 x double], align 8
  %93 = call i32 @cajit_rt_host_call(ptr %call, ptr @site.9, ptr %args16, ptr %results17, ptr %ints18, ptr %floats19, ptr null)
  %94 = icmp eq i32 %93, 0
  br i1 %94, label %ok20, label %fail

ok20:                                             ; preds = %ok15
  %95 = getelementptr inbounds i64, ptr %held, i64 0
  %96 = load ptr, ptr %95, align 8
  call void @cajit_rt_dlpack_release(ptr %96)
  ret i32 0
}

; Function Attrs: nounwind
declare void @cajit_rt_dlpack_release(ptr) #1

; Function Attrs: nounwind
declare i32 @cajit_rt_host_call(ptr, ptr, ptr, ptr, ptr, ptr, ptr) #1

; Function Attrs: nounwind
declare i32 @cajit_rt_fail(ptr, i32, ptr, ...) #1

define i32 @cajit_entry(ptr %call) {
entry:
  %bufs = alloca [5 x ptr], align 8
  %syms = alloca [26 x i64], align 8
  %held = alloca [1 x ptr], align 8
  %outs = alloca [1 x ptr], align 8
  %inputs_now = alloca [2 x ptr], align 8
  %donated = alloca [1 x ptr], align 8
  %0 = getelementptr inbounds i64, ptr %donated, i64 0
  store ptr null, ptr %0, align 8
  %arena = alloca ptr, align 8
  store ptr null, ptr %arena, align 8
  %1 = getelementptr inbounds i64, ptr %held, i64 0
  store ptr null, ptr %1, align 8
  %2 = getelementptr inbounds i64, ptr %outs, i64 0
  store ptr null, ptr %2, align 8
  %3 = getelementptr inbounds i8, ptr %call, i64 8
  %4 = load i32, ptr %3, align 4
  %5 = icmp eq i32 %4, 2
  br i1 %5, label %ok, label %bad

fail:                                             ; preds = %ok51, %ok46, %st2, %bad43, %bad41, %bad39, %bad37, %bad35, %ok33, %ok32, %bad31, %bad28, %bad26, %bad23, %bad21, %bad19, %bad17, %ok15, %bad14, %ok12, %bad11, %bad9, %bad7, %bad5, %bad3, %bad1, %bad
  %6 = getelementptr inbounds i64, ptr %outs, i64 0
  %7 = load ptr, ptr %6, align 8
  call void @cajit_rt_dlpack_release(ptr %7)
  %8 = getelementptr inbounds i64, ptr %held, i64 0
  %9 = load ptr, ptr %8, align 8
  call void @cajit_rt_dlpack_release(ptr %9)
  %10 = getelementptr inbounds i64, ptr %donated, i64 0
  %11 = load ptr, ptr %10, align 8
  call void @cajit_rt_dlpack_release(ptr %11)
  %12 = load ptr, ptr %arena, align 8
  call void @cajit_rt_arena_destroy(ptr %12)
  ret i32 1

bad:                                              ; preds = %entry
  %13 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.10, i32 %4)
  br label %fail

ok:                                               ; preds = %entry
  %14 = getelementptr inbounds i8, ptr %call, i64 24
  %15 = load i32, ptr %14, align 4
  %16 = icmp eq i32 %15, 0
  br i1 %16, label %ok2, label %bad1

bad1:                                             ; preds = %ok
  %17 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.11, i32 %15)
  br label %fail

ok2:                                              ; preds = %ok
  %18 = getelementptr inbounds i8, ptr %call, i64 40
  %19 = load i32, ptr %18, align 4
  %20 = icmp eq i32 %19, 0
  br i1 %20, label %ok4, label %bad3

bad3:                                             ; preds = %ok2
  %21 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.12, i32 %19)
  br label %fail

ok4:                                              ; preds = %ok2
  %22 = getelementptr inbounds i8, ptr %call, i64 56
  %23 = load i32, ptr %22, align 4
  %24 = icmp eq i32 %23, 1
  br i1 %24, label %ok6, label %bad5

bad5:                                             ; preds = %ok4
  %25 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.13, i32 %23)
  br label %fail

ok6:                                              ; preds = %ok4
  %26 = getelementptr inbounds i8, ptr %call, i64 80
  %27 = load i32, ptr %26, align 4
  %28 = icmp eq i32 %27, 1
  br i1 %28, label %ok8, label %bad7

bad7:                                             ; preds = %ok6
  %29 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.14, i32 %27)
  br label %fail

ok8:                                              ; preds = %ok6
  %30 = getelementptr inbounds i8, ptr %call, i64 72
  %31 = load ptr, ptr %30, align 8
  %32 = icmp ne ptr %31, null
  br i1 %32, label %ok10, label %bad9

bad9:                                             ; preds = %ok8
  %33 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.15)
  br label %fail

ok10:                                             ; preds = %ok8
  %34 = getelementptr inbounds i8, ptr %call, i64 0
  %35 = load ptr, ptr %34, align 8
  %36 = icmp ne ptr %35, null
  br i1 %36, label %ok12, label %bad11

bad11:                                            ; preds = %ok10
  %37 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.16)
  br label %fail

ok12:                                             ; preds = %ok10
  %38 = call i32 @cajit_rt_check_inputs(ptr %call, i32 2, ptr @input_guards, ptr %bufs)
  %39 = icmp eq i32 %38, 0
  br i1 %39, label %ok13, label %fail

ok13:                                             ; preds = %ok12
  %40 = getelementptr inbounds i8, ptr %call, i64 0
  %41 = load ptr, ptr %40, align 8
  %42 = getelementptr inbounds i64, ptr %41, i64 0
  %43 = load ptr, ptr %42, align 8
  %44 = getelementptr inbounds i64, ptr %inputs_now, i64 0
  store ptr %43, ptr %44, align 8
  %45 = getelementptr inbounds i8, ptr %call, i64 0
  %46 = load ptr, ptr %45, align 8
  %47 = getelementptr inbounds i64, ptr %46, i64 1
  %48 = load ptr, ptr %47, align 8
  %49 = getelementptr inbounds i64, ptr %inputs_now, i64 1
  store ptr %48, ptr %49, align 8
  %50 = getelementptr inbounds i8, ptr %call, i64 0
  %51 = load ptr, ptr %50, align 8
  %52 = getelementptr inbounds i64, ptr %51, i64 0
  %53 = load ptr, ptr %52, align 8
  %54 = getelementptr inbounds i8, ptr %53, i64 24
  %55 = load ptr, ptr %54, align 8
  %56 = getelementptr inbounds i64, ptr %55, i64 0
  %57 = load i64, ptr %56, align 8
  %58 = getelementptr inbounds i64, ptr %syms, i64 0
  store i64 %57, ptr %58, align 8
  %59 = getelementptr inbounds i64, ptr %syms, i64 0
  %60 = load i64, ptr %59, align 8
  %61 = icmp sge i64 %60, 0
  br i1 %61, label %ok15, label %bad14

bad14:                                            ; preds = %ok13
  %62 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.19, i64 %60)
  br label %fail

ok15:                                             ; preds = %ok13
  %63 = call i32 @cajit_rt_check_dims(ptr %call, i32 3, ptr @dim_guards, ptr %syms)
  %64 = icmp eq i32 %63, 0
  br i1 %64, label %ok16, label %fail

ok16:                                             ; preds = %ok15
  %65 = getelementptr inbounds i64, ptr %syms, i64 0
  %66 = load i64, ptr %65, align 8
  %67 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %66)
  %68 = extractvalue { i64, i1 } %67, 1
  %69 = xor i1 %68, true
  br i1 %69, label %ok18, label %bad17

bad17:                                            ; preds = %ok16
  %70 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.22)
  br label %fail

ok18:                                             ; preds = %ok16
  %71 = extractvalue { i64, i1 } %67, 0
  %72 = getelementptr inbounds i64, ptr %syms, i64 1
  %73 = load i64, ptr %72, align 8
  %74 = icmp sge i64 %73, 0
  br i1 %74, label %ok20, label %bad19

bad19:                                            ; preds = %ok18
  %75 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.23, i64 %73)
  br label %fail

ok20:                                             ; preds = %ok18
  %76 = getelementptr inbounds i64, ptr %syms, i64 2
  %77 = load i64, ptr %76, align 8
  %78 = icmp sge i64 %77, 0
  br i1 %78, label %ok22, label %bad21

bad21:                                            ; preds = %ok20
  %79 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.24, i64 %77)
  br label %fail

ok22:                                             ; preds = %ok20
  %80 = getelementptr inbounds i64, ptr %syms, i64 3
  %81 = load i64, ptr %80, align 8
  %82 = icmp sge i64 %81, 0
  br i1 %82, label %ok24, label %bad23

bad23:                                            ; preds = %ok22
  %83 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.25, i64 %81)
  br label %fail

ok24:                                             ; preds = %ok22
  %arena25 = call ptr @cajit_rt_arena_create()
  store ptr %arena25, ptr %arena, align 8
  %84 = icmp ne ptr %arena25, null
  br i1 %84, label %ok27, label %bad26

bad26:                                            ; preds = %ok24
  %85 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 5, ptr @str.26)
  br label %fail

ok27:                                             ; preds = %ok24
  %oshape = alloca [2 x i64], align 8
  %86 = getelementptr inbounds i64, ptr %oshape, i64 0
  store i64 %66, ptr %86, align 8
  %87 = getelementptr inbounds i64, ptr %oshape, i64 1
  store i64 8, ptr %87, align 8
  %88 = call ptr @cajit_rt_dlpack_alloc(i32 2, i32 32, i32 2, ptr %oshape)
  %89 = getelementptr inbounds i64, ptr %outs, i64 0
  store ptr %88, ptr %89, align 8
  %90 = icmp ne ptr %88, null
  br i1 %90, label %ok29, label %bad28

bad28:                                            ; preds = %ok27
  %91 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 5, ptr @str.27, i64 %71)
  br label %fail

ok29:                                             ; preds = %ok27
  %92 = getelementptr inbounds i8, ptr %88, i64 0
  %93 = load ptr, ptr %92, align 8
  %94 = getelementptr inbounds i64, ptr %bufs, i64 3
  store ptr %93, ptr %94, align 8
  %oshape30 = alloca [1 x i64], align 8
  %95 = getelementptr inbounds i64, ptr %oshape30, i64 0
  store i64 8, ptr %95, align 8
  %96 = call ptr @cajit_rt_dlpack_alloc(i32 2, i32 32, i32 1, ptr %oshape30)
  %97 = getelementptr inbounds i64, ptr %donated, i64 0
  store ptr %96, ptr %97, align 8
  %98 = icmp ne ptr %96, null
  br i1 %98, label %ok32, label %bad31

bad31:                                            ; preds = %ok29
  %99 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 5, ptr @str.28, i64 8)
  br label %fail

ok32:                                             ; preds = %ok29
  %100 = getelementptr inbounds i8, ptr %96, i64 0
  %101 = load ptr, ptr %100, align 8
  %102 = getelementptr inbounds i64, ptr %bufs, i64 4
  store ptr %101, ptr %102, align 8
  %103 = getelementptr inbounds i64, ptr %inputs_now, i64 0
  %104 = getelementptr inbounds i64, ptr %bufs, i64 0
  %105 = call i32 @cajit_rt_input_ready(ptr %call, i32 0, ptr %103, ptr %104, ptr @str.29)
  %106 = icmp eq i32 %105, 0
  br i1 %106, label %ok33, label %fail

ok33:                                             ; preds = %ok32
  %args = alloca [1 x ptr], align 8
  %results = alloca [1 x ptr], align 8
  %ints = alloca [1 x i64], align 8
  %floats = alloca [1 x double], align 8
  %107 = getelementptr inbounds i64, ptr %inputs_now, i64 0
  %108 = load ptr, ptr %107, align 8
  %109 = getelementptr inbounds i64, ptr %args, i64 0
  store ptr %108, ptr %109, align 8
  %110 = getelementptr inbounds i64, ptr %results, i64 0
  store ptr null, ptr %110, align 8
  %111 = call i32 @cajit_rt_host_call(ptr %call, ptr @site.31, ptr %args, ptr %results, ptr %ints, ptr %floats, ptr null)
  %112 = icmp eq i32 %111, 0
  br i1 %112, label %ok34, label %fail

ok34:                                             ; preds = %ok33
  %113 = getelementptr inbounds i64, ptr %results, i64 0
  %114 = load ptr, ptr %113, align 8
  %115 = getelementptr inbounds i64, ptr %held, i64 0
  store ptr %114, ptr %115, align 8
  %116 = icmp ne ptr %114, null
  br i1 %116, label %ok36, label %bad35

bad35:                                            ; preds = %ok34
  %117 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 7, ptr @str.32)
  br label %fail

ok36:                                             ; preds = %ok34
  %118 = getelementptr inbounds i8, ptr %114, i64 16
  %119 = load i32, ptr %118, align 4
  %120 = icmp eq i32 %119, 2
  br i1 %120, label %ok38, label %bad37

bad37:                                            ; preds = %ok36
  %121 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 7, ptr @str.33, i32 %119)
  br label %fail

ok38:                                             ; preds = %ok36
  %122 = getelementptr inbounds i8, ptr %114, i64 20
  %123 = load i32, ptr %122, align 4
  %124 = icmp eq i32 %123, 73730
  %125 = and i32 %123, 255
  %126 = lshr i32 %123, 8
  %127 = and i32 %126, 255
  %128 = lshr i32 %123, 16
  br i1 %124, label %ok40, label %bad39

bad39:                                            ; preds = %ok38
  %129 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 7, ptr @str.34, i32 %125, i32 %127, i32 %128)
  br label %fail

ok40:                                             ; preds = %ok38
  %130 = getelementptr inbounds i8, ptr %114, i64 0
  %131 = load ptr, ptr %130, align 8
  %132 = getelementptr inbounds i8, ptr %114, i64 40
  %133 = load i64, ptr %132, align 4
  %134 = getelementptr inbounds i8, ptr %131, i64 %133
  %135 = getelementptr inbounds i64, ptr %bufs, i64 2
  store ptr %134, ptr %135, align 8
  %136 = getelementptr inbounds i8, ptr %114, i64 24
  %137 = load ptr, ptr %136, align 8
  %138 = getelementptr inbounds i64, ptr %137, i64 0
  %139 = load i64, ptr %138, align 8
  %140 = getelementptr inbounds i64, ptr %syms, i64 0
  %141 = load i64, ptr %140, align 8
  %142 = icmp eq i64 %139, %141
  br i1 %142, label %ok42, label %bad41

bad41:                                            ; preds = %ok40
  %143 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 7, ptr @str.35, i64 %139, i64 %141)
  br label %fail

ok42:                                             ; preds = %ok40
  %144 = getelementptr inbounds i64, ptr %137, i64 1
  %145 = load i64, ptr %144, align 8
  %146 = icmp eq i64 %145, 8
  br i1 %146, label %ok44, label %bad43

bad43:                                            ; preds = %ok42
  %147 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 7, ptr @str.36, i64 %145, i64 8)
  br label %fail

ok44:                                             ; preds = %ok42
  %148 = mul i64 1, %145
  %149 = getelementptr inbounds i8, ptr %114, i64 32
  %150 = load ptr, ptr %149, align 8
  %151 = icmp ne ptr %150, null
  br i1 %151, label %st, label %st2

st:                                               ; preds = %ok44
  %152 = getelementptr inbounds i64, ptr %150, i64 0
  %153 = load i64, ptr %152, align 8
  %154 = getelementptr inbounds i64, ptr %150, i64 1
  %155 = load i64, ptr %154, align 8
  br label %st2

st2:                                              ; preds = %st, %ok44
  %stride = phi i64 [ %148, %ok44 ], [ %153, %st ]
  %stride45 = phi i64 [ 1, %ok44 ], [ %155, %st ]
  %156 = getelementptr inbounds i64, ptr %syms, i64 4
  store i64 %stride, ptr %156, align 8
  %157 = getelementptr inbounds i64, ptr %syms, i64 5
  store i64 %stride45, ptr %157, align 8
  %158 = getelementptr inbounds i64, ptr %bufs, i64 2
  %159 = load ptr, ptr %158, align 8
  %160 = getelementptr inbounds i64, ptr %bufs, i64 3
  %161 = load ptr, ptr %160, align 8
  %162 = getelementptr inbounds i64, ptr %syms, i64 0
  %163 = load i64, ptr %162, align 8
  %164 = getelementptr inbounds i64, ptr %syms, i64 4
  %165 = load i64, ptr %164, align 8
  %166 = getelementptr inbounds i64, ptr %syms, i64 5
  %167 = load i64, ptr %166, align 8
  call void @k1._3___aten_mul_Scalar(ptr %159, ptr %161, i64 %163, i64 %165, i64 %167)
  %168 = getelementptr inbounds i64, ptr %held, i64 0
  %169 = load ptr, ptr %168, align 8
  call void @cajit_rt_dlpack_release(ptr %169)
  %170 = getelementptr inbounds i64, ptr %held, i64 0
  store ptr null, ptr %170, align 8
  call void @cajit_rt_release_inputs(ptr %call, ptr @released_inputs, i32 1)
  %171 = getelementptr inbounds i64, ptr %bufs, i64 3
  %172 = load ptr, ptr %171, align 8
  %173 = getelementptr inbounds i64, ptr %bufs, i64 4
  %174 = load ptr, ptr %173, align 8
  %175 = getelementptr inbounds i64, ptr %syms, i64 0
  %176 = load i64, ptr %175, align 8
  call void @k2._4___aten_sum_dim_IntList(ptr %172, ptr %174, i64 %176)
  %177 = getelementptr inbounds i64, ptr %inputs_now, i64 1
  %178 = getelementptr inbounds i64, ptr %bufs, i64 1
  %179 = call i32 @cajit_rt_input_ready(ptr %call, i32 1, ptr %177, ptr %178, ptr @str.37)
  %180 = icmp eq i32 %179, 0
  br i1 %180, label %ok46, label %fail

ok46:                                             ; preds = %st2
  %args47 = alloca [2 x ptr], align 8
  %results48 = alloca [1 x ptr], align 8
  %ints49 = alloca [1 x i64], align 8
  %floats50 = alloca [1 x double], align 8
  %181 = getelementptr inbounds i64, ptr %inputs_now, i64 1
  %182 = load ptr, ptr %181, align 8
  %183 = getelementptr inbounds i64, ptr %args47, i64 0
  store ptr %182, ptr %183, align 8
  %dl = alloca [6 x i64], align 8
  %shape = alloca [1 x i64], align 8
  %strides = alloca [1 x i64], align 8
  %184 = getelementptr inbounds i64, ptr %shape, i64 0
  store i64 8, ptr %184, align 8
  %185 = getelementptr inbounds i64, ptr %strides, i64 0
  store i64 1, ptr %185, align 8
  %186 = getelementptr inbounds i64, ptr %bufs, i64 4
  %187 = load ptr, ptr %186, align 8
  %188 = getelementptr inbounds float, ptr %187, i64 0
  %189 = getelementptr inbounds i8, ptr %dl, i64 0
  store ptr %188, ptr %189, align 8
  %190 = getelementptr inbounds i8, ptr %dl, i64 8
  store i32 1, ptr %190, align 4
  %191 = getelementptr inbounds i8, ptr %dl, i64 12
  store i32 0, ptr %191, align 4
  %192 = getelementptr inbounds i8, ptr %dl, i64 16
  store i32 1, ptr %192, align 4
  %193 = getelementptr inbounds i8, ptr %dl, i64 20
  store i32 73730, ptr %193, align 4
  %194 = getelementptr inbounds i8, ptr %dl, i64 24
  store ptr %shape, ptr %194, align 8
  %195 = getelementptr inbounds i8, ptr %dl, i64 32
  store ptr %strides, ptr %195, align 8
  %196 = getelementptr inbounds i8, ptr %dl, i64 40
  store i64 0, ptr %196, align 4
  %197 = getelementptr inbounds i64, ptr %args47, i64 1
  store ptr %dl, ptr %197, align 8
  %owned = alloca [2 x ptr], align 8
  %198 = getelementptr inbounds i64, ptr %owned, i64 0
  store ptr null, ptr %198, align 8
  %199 = getelementptr inbounds i64, ptr %owned, i64 1
  store ptr null, ptr %199, align 8
  %200 = getelementptr inbounds i64, ptr %donated, i64 0
  %201 = load ptr, ptr %200, align 8
  %202 = getelementptr inbounds i64, ptr %owned, i64 1
  store ptr %201, ptr %202, align 8
  %203 = getelementptr inbounds i64, ptr %donated, i64 0
  store ptr null, ptr %203, align 8
  %204 = call i32 @cajit_rt_host_call(ptr %call, ptr @site.39, ptr %args47, ptr %results48, ptr %ints49, ptr %floats50, ptr %owned)
  %205 = icmp eq i32 %204, 0
  br i1 %205, label %ok51, label %fail

ok51:                                             ; preds = %ok46
  call void @cajit_rt_release_inputs(ptr %call, ptr @released_inputs.40, i32 1)
  %args52 = alloca [1 x ptr], align 8
  %results53 = alloca [1 x ptr], align 8
  %ints54 = alloca [1 x i64], align 8
  %floats55 = alloca [1 x double], align 8
  %206 = call i32 @cajit_rt_host_call(ptr %call, ptr @site.42, ptr %args52, ptr %results53, ptr %ints54, ptr %floats55, ptr null)
  %207 = icmp eq i32 %206, 0
  br i1 %207, label %ok56, label %fail

ok56:                                             ; preds = %ok51
  %208 = getelementptr inbounds i8, ptr %call, i64 72
  %209 = load ptr, ptr %208, align 8
  %210 = getelementptr inbounds i64, ptr %outs, i64 0
  %211 = load ptr, ptr %210, align 8
  %212 = getelementptr inbounds i64, ptr %209, i64 0
  store ptr %211, ptr %212, align 8
  %213 = getelementptr inbounds i64, ptr %held, i64 0
  %214 = load ptr, ptr %213, align 8
  call void @cajit_rt_dlpack_release(ptr %214)
  %215 = getelementptr inbounds i64, ptr %donated, i64 0
  %216 = load ptr, ptr %215, align 8
  call void @cajit_rt_dlpack_release(ptr %216)
  %217 = load ptr, ptr %arena, align 8
  call void @cajit_rt_arena_destroy(ptr %217)
  ret i32 0
}

; Function Attrs: nounwind
declare void @cajit_rt_arena_destroy(ptr) #1

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

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.runtime.disable"}
!2 = distinct !{!2, !1}
!3 = distinct !{!3, !1, !4}
!4 = !{!"llvm.loop.unroll.disable"}
!5 = distinct !{!5, !1, !4}
!6 = distinct !{!6, !1, !4}
!7 = distinct !{!7, !1, !4}
!8 = distinct !{!8, !1, !4}
