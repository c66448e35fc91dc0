
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
@str.17 = private unnamed_addr constant [30 x i8] c"guard failed: input 0 is NULL\00", align 1
@str.18 = private unnamed_addr constant [68 x i8] c"guard failed: input 0 is on DLPack device type %d, expected cpu (1)\00", align 1
@str.19 = private unnamed_addr constant [46 x i8] c"guard failed: input 0 has %d dims, expected 2\00", align 1
@str.20 = private unnamed_addr constant [82 x i8] c"guard failed: input 0 has DLPack dtype (code %d, bits %d, lanes %d), expected f32\00", align 1
@str.21 = private unnamed_addr constant [30 x i8] c"guard failed: input 1 is NULL\00", align 1
@str.22 = private unnamed_addr constant [68 x i8] c"guard failed: input 1 is on DLPack device type %d, expected cpu (1)\00", align 1
@str.23 = private unnamed_addr constant [46 x i8] c"guard failed: input 1 has %d dims, expected 1\00", align 1
@str.24 = private unnamed_addr constant [82 x i8] c"guard failed: input 1 has DLPack dtype (code %d, bits %d, lanes %d), expected f32\00", align 1
@str.25 = private unnamed_addr constant [103 x i8] c"guard failed: s0 (input 0 dim 0) is %lld, but it is used as a size or stride, which cannot be negative\00", align 1
@str.26 = private unnamed_addr constant [55 x i8] c"guard failed: input 0 dim 1 is %lld, expected %lld (8)\00", align 1
@str.27 = private unnamed_addr constant [55 x i8] c"guard failed: input 1 dim 0 is %lld, expected %lld (8)\00", align 1
@str.28 = private unnamed_addr constant [65 x i8] c"guard failed: input 0: size arithmetic overflows int64 in s0 * 8\00", align 1
@str.29 = private unnamed_addr constant [69 x i8] c"guard failed: input 0: stride 0 is %lld, a stride cannot be negative\00", align 1
@str.30 = private unnamed_addr constant [69 x i8] c"guard failed: input 0: stride 1 is %lld, a stride cannot be negative\00", align 1
@str.31 = private unnamed_addr constant [69 x i8] c"guard failed: input 1: stride 0 is %lld, a stride cannot be negative\00", align 1
@str.32 = private unnamed_addr constant [40 x i8] c"out of memory creating the call's arena\00", align 1
@str.33 = private unnamed_addr constant [53 x i8] c"out of memory allocating buf3 (%lld elements of f32)\00", align 1
@str.34 = private unnamed_addr constant [53 x i8] c"out of memory allocating buf4 (%lld elements of f32)\00", align 1
@str.35 = private unnamed_addr constant [26 x i8] c"%2 = host.tensor_pre_hook\00", align 1
@str.36 = private unnamed_addr constant [26 x i8] c"%2 = host.tensor_pre_hook\00", align 1
@site.37 = private constant { i32, i32, i32, i32, i32, i32, i32, i32, i32, ptr, ptr, ptr } { i32 0, i32 0, i32 1, i32 1, i32 1, i32 0, i32 0, i32 0, i32 0, ptr null, ptr null, ptr @str.36 }
@str.38 = private unnamed_addr constant [71 x i8] c"host call %%2 = host.tensor_pre_hook returned none for tensor result 0\00", align 1
@str.39 = private unnamed_addr constant [71 x i8] c"host call %%2 = host.tensor_pre_hook: result 0 has %d dims, expected 2\00", align 1
@str.40 = private unnamed_addr constant [107 x i8] c"host call %%2 = host.tensor_pre_hook: result 0 has DLPack dtype (code %d, bits %d, lanes %d), expected f32\00", align 1
@str.41 = private unnamed_addr constant [81 x i8] c"host call %%2 = host.tensor_pre_hook: result 0 dim 0 is %lld, expected %lld (s0)\00", align 1
@str.42 = private unnamed_addr constant [80 x i8] c"host call %%2 = host.tensor_pre_hook: result 0 dim 1 is %lld, expected %lld (8)\00", align 1
@released_inputs = private unnamed_addr constant [1 x i32] zeroinitializer
@str.43 = private unnamed_addr constant [21 x i8] c"host.accumulate_grad\00", align 1
@str.44 = private unnamed_addr constant [21 x i8] c"host.accumulate_grad\00", align 1
@site.45 = private constant { i32, i32, i32, i32, i32, i32, i32, i32, i32, ptr, ptr, ptr } { i32 5, i32 -1, i32 2, i32 2, i32 0, i32 0, i32 0, i32 0, i32 3, ptr null, ptr null, ptr @str.44 }
@released_inputs.46 = private unnamed_addr constant [1 x i32] [i32 1]
@str.47 = private unnamed_addr constant [21 x i8] c"host.final_callbacks\00", align 1
@site.48 = private constant { i32, i32, i32, i32, i32, i32, i32, i32, i32, ptr, ptr, ptr } { i32 6, i32 -1, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 4, ptr null, ptr null, ptr @str.47 }

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

fail:                                             ; preds = %ok76, %ok71, %st268, %bad65, %bad63, %bad61, %bad59, %bad57, %ok55, %ok54, %bad53, %bad50, %bad48, %bad45, %bad43, %bad41, %bad39, %bad34, %bad31, %bad29, %bad27, %bad25, %bad23, %bad21, %bad19, %bad17, %bad15, %bad13, %bad11, %bad9, %bad7, %bad5, %bad3, %bad1, %bad
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
  %38 = getelementptr inbounds i8, ptr %call, i64 0
  %39 = load ptr, ptr %38, align 8
  %40 = getelementptr inbounds i64, ptr %39, i64 0
  %41 = load ptr, ptr %40, align 8
  %42 = icmp ne ptr %41, null
  br i1 %42, label %ok14, label %bad13

bad13:                                            ; preds = %ok12
  %43 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.17)
  br label %fail

ok14:                                             ; preds = %ok12
  %44 = getelementptr inbounds i8, ptr %41, i64 8
  %45 = load i32, ptr %44, align 4
  %46 = icmp eq i32 %45, 1
  br i1 %46, label %ok16, label %bad15

bad15:                                            ; preds = %ok14
  %47 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.18, i32 %45)
  br label %fail

ok16:                                             ; preds = %ok14
  %48 = getelementptr inbounds i8, ptr %41, i64 16
  %49 = load i32, ptr %48, align 4
  %50 = icmp eq i32 %49, 2
  br i1 %50, label %ok18, label %bad17

bad17:                                            ; preds = %ok16
  %51 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.19, i32 %49)
  br label %fail

ok18:                                             ; preds = %ok16
  %52 = getelementptr inbounds i8, ptr %41, i64 20
  %53 = load i32, ptr %52, align 4
  %54 = icmp eq i32 %53, 73730
  %55 = and i32 %53, 255
  %56 = lshr i32 %53, 8
  %57 = and i32 %56, 255
  %58 = lshr i32 %53, 16
  br i1 %54, label %ok20, label %bad19

bad19:                                            ; preds = %ok18
  %59 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.20, i32 %55, i32 %57, i32 %58)
  br label %fail

ok20:                                             ; preds = %ok18
  %60 = getelementptr inbounds i8, ptr %41, i64 0
  %61 = load ptr, ptr %60, align 8
  %62 = getelementptr inbounds i8, ptr %41, i64 40
  %63 = load i64, ptr %62, align 4
  %64 = getelementptr inbounds i8, ptr %61, i64 %63
  %65 = getelementptr inbounds i64, ptr %bufs, i64 0
  store ptr %64, ptr %65, align 8
  %66 = getelementptr inbounds i8, ptr %call, i64 0
  %67 = load ptr, ptr %66, align 8
  %68 = getelementptr inbounds i64, ptr %67, i64 1
  %69 = load ptr, ptr %68, align 8
  %70 = icmp ne ptr %69, null
  br i1 %70, label %ok22, label %bad21

bad21:                                            ; preds = %ok20
  %71 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.21)
  br label %fail

ok22:                                             ; preds = %ok20
  %72 = getelementptr inbounds i8, ptr %69, i64 8
  %73 = load i32, ptr %72, align 4
  %74 = icmp eq i32 %73, 1
  br i1 %74, label %ok24, label %bad23

bad23:                                            ; preds = %ok22
  %75 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.22, i32 %73)
  br label %fail

ok24:                                             ; preds = %ok22
  %76 = getelementptr inbounds i8, ptr %69, i64 16
  %77 = load i32, ptr %76, align 4
  %78 = icmp eq i32 %77, 1
  br i1 %78, label %ok26, label %bad25

bad25:                                            ; preds = %ok24
  %79 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.23, i32 %77)
  br label %fail

ok26:                                             ; preds = %ok24
  %80 = getelementptr inbounds i8, ptr %69, i64 20
  %81 = load i32, ptr %80, align 4
  %82 = icmp eq i32 %81, 73730
  %83 = and i32 %81, 255
  %84 = lshr i32 %81, 8
  %85 = and i32 %84, 255
  %86 = lshr i32 %81, 16
  br i1 %82, label %ok28, label %bad27

bad27:                                            ; preds = %ok26
  %87 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.24, i32 %83, i32 %85, i32 %86)
  br label %fail

ok28:                                             ; preds = %ok26
  %88 = getelementptr inbounds i8, ptr %69, i64 0
  %89 = load ptr, ptr %88, align 8
  %90 = getelementptr inbounds i8, ptr %69, i64 40
  %91 = load i64, ptr %90, align 4
  %92 = getelementptr inbounds i8, ptr %89, i64 %91
  %93 = getelementptr inbounds i64, ptr %bufs, i64 1
  store ptr %92, ptr %93, align 8
  %94 = getelementptr inbounds i8, ptr %call, i64 0
  %95 = load ptr, ptr %94, align 8
  %96 = getelementptr inbounds i64, ptr %95, i64 0
  %97 = load ptr, ptr %96, align 8
  %98 = getelementptr inbounds i64, ptr %inputs_now, i64 0
  store ptr %97, ptr %98, align 8
  %99 = getelementptr inbounds i8, ptr %call, i64 0
  %100 = load ptr, ptr %99, align 8
  %101 = getelementptr inbounds i64, ptr %100, i64 1
  %102 = load ptr, ptr %101, align 8
  %103 = getelementptr inbounds i64, ptr %inputs_now, i64 1
  store ptr %102, ptr %103, align 8
  %104 = getelementptr inbounds i8, ptr %call, i64 0
  %105 = load ptr, ptr %104, align 8
  %106 = getelementptr inbounds i64, ptr %105, i64 0
  %107 = load ptr, ptr %106, align 8
  %108 = getelementptr inbounds i8, ptr %107, i64 24
  %109 = load ptr, ptr %108, align 8
  %110 = getelementptr inbounds i64, ptr %109, i64 0
  %111 = load i64, ptr %110, align 8
  %112 = getelementptr inbounds i64, ptr %syms, i64 0
  store i64 %111, ptr %112, align 8
  %113 = getelementptr inbounds i64, ptr %syms, i64 0
  %114 = load i64, ptr %113, align 8
  %115 = icmp sge i64 %114, 0
  br i1 %115, label %ok30, label %bad29

bad29:                                            ; preds = %ok28
  %116 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.25, i64 %114)
  br label %fail

ok30:                                             ; preds = %ok28
  %117 = getelementptr inbounds i8, ptr %call, i64 0
  %118 = load ptr, ptr %117, align 8
  %119 = getelementptr inbounds i64, ptr %118, i64 0
  %120 = load ptr, ptr %119, align 8
  %121 = getelementptr inbounds i8, ptr %120, i64 24
  %122 = load ptr, ptr %121, align 8
  %123 = getelementptr inbounds i64, ptr %122, i64 0
  %124 = load i64, ptr %123, align 8
  %125 = getelementptr inbounds i64, ptr %122, i64 1
  %126 = load i64, ptr %125, align 8
  %127 = icmp eq i64 %126, 8
  br i1 %127, label %ok32, label %bad31

bad31:                                            ; preds = %ok30
  %128 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.26, i64 %126, i64 8)
  br label %fail

ok32:                                             ; preds = %ok30
  %129 = mul i64 1, %126
  %130 = getelementptr inbounds i8, ptr %120, i64 32
  %131 = load ptr, ptr %130, align 8
  %132 = icmp ne ptr %131, null
  br i1 %132, label %st, label %st2

st:                                               ; preds = %ok32
  %133 = getelementptr inbounds i64, ptr %131, i64 0
  %134 = load i64, ptr %133, align 8
  %135 = getelementptr inbounds i64, ptr %131, i64 1
  %136 = load i64, ptr %135, align 8
  br label %st2

st2:                                              ; preds = %st, %ok32
  %stride = phi i64 [ %129, %ok32 ], [ %134, %st ]
  %stride33 = phi i64 [ 1, %ok32 ], [ %136, %st ]
  %137 = getelementptr inbounds i64, ptr %syms, i64 1
  store i64 %stride, ptr %137, align 8
  %138 = getelementptr inbounds i64, ptr %syms, i64 2
  store i64 %stride33, ptr %138, align 8
  %139 = getelementptr inbounds i8, ptr %call, i64 0
  %140 = load ptr, ptr %139, align 8
  %141 = getelementptr inbounds i64, ptr %140, i64 1
  %142 = load ptr, ptr %141, align 8
  %143 = getelementptr inbounds i8, ptr %142, i64 24
  %144 = load ptr, ptr %143, align 8
  %145 = getelementptr inbounds i64, ptr %144, i64 0
  %146 = load i64, ptr %145, align 8
  %147 = icmp eq i64 %146, 8
  br i1 %147, label %ok35, label %bad34

bad34:                                            ; preds = %st2
  %148 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.27, i64 %146, i64 8)
  br label %fail

ok35:                                             ; preds = %st2
  %149 = getelementptr inbounds i8, ptr %142, i64 32
  %150 = load ptr, ptr %149, align 8
  %151 = icmp ne ptr %150, null
  br i1 %151, label %st36, label %st237

st36:                                             ; preds = %ok35
  %152 = getelementptr inbounds i64, ptr %150, i64 0
  %153 = load i64, ptr %152, align 8
  br label %st237

st237:                                            ; preds = %st36, %ok35
  %stride38 = phi i64 [ 1, %ok35 ], [ %153, %st36 ]
  %154 = getelementptr inbounds i64, ptr %syms, i64 3
  store i64 %stride38, ptr %154, align 8
  %155 = getelementptr inbounds i64, ptr %syms, i64 0
  %156 = load i64, ptr %155, align 8
  %157 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %156)
  %158 = extractvalue { i64, i1 } %157, 1
  %159 = xor i1 %158, true
  br i1 %159, label %ok40, label %bad39

bad39:                                            ; preds = %st237
  %160 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.28)
  br label %fail

ok40:                                             ; preds = %st237
  %161 = extractvalue { i64, i1 } %157, 0
  %162 = getelementptr inbounds i64, ptr %syms, i64 1
  %163 = load i64, ptr %162, align 8
  %164 = icmp sge i64 %163, 0
  br i1 %164, label %ok42, label %bad41

bad41:                                            ; preds = %ok40
  %165 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.29, i64 %163)
  br label %fail

ok42:                                             ; preds = %ok40
  %166 = getelementptr inbounds i64, ptr %syms, i64 2
  %167 = load i64, ptr %166, align 8
  %168 = icmp sge i64 %167, 0
  br i1 %168, label %ok44, label %bad43

bad43:                                            ; preds = %ok42
  %169 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.30, i64 %167)
  br label %fail

ok44:                                             ; preds = %ok42
  %170 = getelementptr inbounds i64, ptr %syms, i64 3
  %171 = load i64, ptr %170, align 8
  %172 = icmp sge i64 %171, 0
  br i1 %172, label %ok46, label %bad45

bad45:                                            ; preds = %ok44
  %173 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.31, i64 %171)
  br label %fail

ok46:                                             ; preds = %ok44
  %arena47 = call ptr @cajit_rt_arena_create()
  store ptr %arena47, ptr %arena, align 8
  %174 = icmp ne ptr %arena47, null
  br i1 %174, label %ok49, label %bad48

bad48:                                            ; preds = %ok46
  %175 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 5, ptr @str.32)
  br label %fail

ok49:                                             ; preds = %ok46
  %oshape = alloca [2 x i64], align 8
  %176 = getelementptr inbounds i64, ptr %oshape, i64 0
  store i64 %156, ptr %176, align 8
  %177 = getelementptr inbounds i64, ptr %oshape, i64 1
  store i64 8, ptr %177, align 8
  %178 = call ptr @cajit_rt_dlpack_alloc(i32 2, i32 32, i32 2, ptr %oshape)
  %179 = getelementptr inbounds i64, ptr %outs, i64 0
  store ptr %178, ptr %179, align 8
  %180 = icmp ne ptr %178, null
  br i1 %180, label %ok51, label %bad50

bad50:                                            ; preds = %ok49
  %181 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 5, ptr @str.33, i64 %161)
  br label %fail

ok51:                                             ; preds = %ok49
  %182 = getelementptr inbounds i8, ptr %178, i64 0
  %183 = load ptr, ptr %182, align 8
  %184 = getelementptr inbounds i64, ptr %bufs, i64 3
  store ptr %183, ptr %184, align 8
  %oshape52 = alloca [1 x i64], align 8
  %185 = getelementptr inbounds i64, ptr %oshape52, i64 0
  store i64 8, ptr %185, align 8
  %186 = call ptr @cajit_rt_dlpack_alloc(i32 2, i32 32, i32 1, ptr %oshape52)
  %187 = getelementptr inbounds i64, ptr %donated, i64 0
  store ptr %186, ptr %187, align 8
  %188 = icmp ne ptr %186, null
  br i1 %188, label %ok54, label %bad53

bad53:                                            ; preds = %ok51
  %189 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 5, ptr @str.34, i64 8)
  br label %fail

ok54:                                             ; preds = %ok51
  %190 = getelementptr inbounds i8, ptr %186, i64 0
  %191 = load ptr, ptr %190, align 8
  %192 = getelementptr inbounds i64, ptr %bufs, i64 4
  store ptr %191, ptr %192, align 8
  %193 = getelementptr inbounds i64, ptr %inputs_now, i64 0
  %194 = getelementptr inbounds i64, ptr %bufs, i64 0
  %195 = call i32 @cajit_rt_input_ready(ptr %call, i32 0, ptr %193, ptr %194, ptr @str.35)
  %196 = icmp eq i32 %195, 0
  br i1 %196, label %ok55, label %fail

ok55:                                             ; preds = %ok54
  %args = alloca [1 x ptr], align 8
  %results = alloca [1 x ptr], align 8
  %ints = alloca [1 x i64], align 8
  %floats = alloca [1 x double], align 8
  %197 = getelementptr inbounds i64, ptr %inputs_now, i64 0
  %198 = load ptr, ptr %197, align 8
  %199 = getelementptr inbounds i64, ptr %args, i64 0
  store ptr %198, ptr %199, align 8
  %200 = getelementptr inbounds i64, ptr %results, i64 0
  store ptr null, ptr %200, align 8
  %201 = call i32 @cajit_rt_host_call(ptr %call, ptr @site.37, ptr %args, ptr %results, ptr %ints, ptr %floats, ptr null)
  %202 = icmp eq i32 %201, 0
  br i1 %202, label %ok56, label %fail

ok56:                                             ; preds = %ok55
  %203 = getelementptr inbounds i64, ptr %results, i64 0
  %204 = load ptr, ptr %203, align 8
  %205 = getelementptr inbounds i64, ptr %held, i64 0
  store ptr %204, ptr %205, align 8
  %206 = icmp ne ptr %204, null
  br i1 %206, label %ok58, label %bad57

bad57:                                            ; preds = %ok56
  %207 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 7, ptr @str.38)
  br label %fail

ok58:                                             ; preds = %ok56
  %208 = getelementptr inbounds i8, ptr %204, i64 16
  %209 = load i32, ptr %208, align 4
  %210 = icmp eq i32 %209, 2
  br i1 %210, label %ok60, label %bad59

bad59:                                            ; preds = %ok58
  %211 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 7, ptr @str.39, i32 %209)
  br label %fail

ok60:                                             ; preds = %ok58
  %212 = getelementptr inbounds i8, ptr %204, i64 20
  %213 = load i32, ptr %212, align 4
  %214 = icmp eq i32 %213, 73730
  %215 = and i32 %213, 255
  %216 = lshr i32 %213, 8
  %217 = and i32 %216, 255
  %218 = lshr i32 %213, 16
  br i1 %214, label %ok62, label %bad61

bad61:                                            ; preds = %ok60
  %219 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 7, ptr @str.40, i32 %215, i32 %217, i32 %218)
  br label %fail

ok62:                                             ; preds = %ok60
  %220 = getelementptr inbounds i8, ptr %204, i64 0
  %221 = load ptr, ptr %220, align 8
  %222 = getelementptr inbounds i8, ptr %204, i64 40
  %223 = load i64, ptr %222, align 4
  %224 = getelementptr inbounds i8, ptr %221, i64 %223
  %225 = getelementptr inbounds i64, ptr %bufs, i64 2
  store ptr %224, ptr %225, align 8
  %226 = getelementptr inbounds i8, ptr %204, i64 24
  %227 = load ptr, ptr %226, align 8
  %228 = getelementptr inbounds i64, ptr %227, i64 0
  %229 = load i64, ptr %228, align 8
  %230 = getelementptr inbounds i64, ptr %syms, i64 0
  %231 = load i64, ptr %230, align 8
  %232 = icmp eq i64 %229, %231
  br i1 %232, label %ok64, label %bad63

bad63:                                            ; preds = %ok62
  %233 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 7, ptr @str.41, i64 %229, i64 %231)
  br label %fail

ok64:                                             ; preds = %ok62
  %234 = getelementptr inbounds i64, ptr %227, i64 1
  %235 = load i64, ptr %234, align 8
  %236 = icmp eq i64 %235, 8
  br i1 %236, label %ok66, label %bad65

bad65:                                            ; preds = %ok64
  %237 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 7, ptr @str.42, i64 %235, i64 8)
  br label %fail

ok66:                                             ; preds = %ok64
  %238 = mul i64 1, %235
  %239 = getelementptr inbounds i8, ptr %204, i64 32
  %240 = load ptr, ptr %239, align 8
  %241 = icmp ne ptr %240, null
  br i1 %241, label %st67, label %st268

st67:                                             ; preds = %ok66
  %242 = getelementptr inbounds i64, ptr %240, i64 0
  %243 = load i64, ptr %242, align 8
  %244 = getelementptr inbounds i64, ptr %240, i64 1
  %245 = load i64, ptr %244, align 8
  br label %st268

st268:                                            ; preds = %st67, %ok66
  %stride69 = phi i64 [ %238, %ok66 ], [ %243, %st67 ]
  %stride70 = phi i64 [ 1, %ok66 ], [ %245, %st67 ]
  %246 = getelementptr inbounds i64, ptr %syms, i64 4
  store i64 %stride69, ptr %246, align 8
  %247 = getelementptr inbounds i64, ptr %syms, i64 5
  store i64 %stride70, ptr %247, align 8
  %248 = getelementptr inbounds i64, ptr %bufs, i64 2
  %249 = load ptr, ptr %248, align 8
  %250 = getelementptr inbounds i64, ptr %bufs, i64 3
  %251 = load ptr, ptr %250, align 8
  %252 = getelementptr inbounds i64, ptr %syms, i64 0
  %253 = load i64, ptr %252, align 8
  %254 = getelementptr inbounds i64, ptr %syms, i64 4
  %255 = load i64, ptr %254, align 8
  %256 = getelementptr inbounds i64, ptr %syms, i64 5
  %257 = load i64, ptr %256, align 8
  call void @k1._3___aten_mul_Scalar(ptr %249, ptr %251, i64 %253, i64 %255, i64 %257)
  %258 = getelementptr inbounds i64, ptr %held, i64 0
  %259 = load ptr, ptr %258, align 8
  call void @cajit_rt_dlpack_release(ptr %259)
  %260 = getelementptr inbounds i64, ptr %held, i64 0
  store ptr null, ptr %260, align 8
  call void @cajit_rt_release_inputs(ptr %call, ptr @released_inputs, i32 1)
  %261 = getelementptr inbounds i64, ptr %bufs, i64 3
  %262 = load ptr, ptr %261, align 8
  %263 = getelementptr inbounds i64, ptr %bufs, i64 4
  %264 = load ptr, ptr %263, align 8
  %265 = getelementptr inbounds i64, ptr %syms, i64 0
  %266 = load i64, ptr %265, align 8
  call void @k2._4___aten_sum_dim_IntList(ptr %262, ptr %264, i64 %266)
  %267 = getelementptr inbounds i64, ptr %inputs_now, i64 1
  %268 = getelementptr inbounds i64, ptr %bufs, i64 1
  %269 = call i32 @cajit_rt_input_ready(ptr %call, i32 1, ptr %267, ptr %268, ptr @str.43)
  %270 = icmp eq i32 %269, 0
  br i1 %270, label %ok71, label %fail

ok71:                                             ; preds = %st268
  %args72 = alloca [2 x ptr], align 8
  %results73 = alloca [1 x ptr], align 8
  %ints74 = alloca [1 x i64], align 8
  %floats75 = alloca [1 x double], align 8
  %271 = getelementptr inbounds i64, ptr %inputs_now, i64 1
  %272 = load ptr, ptr %271, align 8
  %273 = getelementptr inbounds i64, ptr %args72, i64 0
  store ptr %272, ptr %273, align 8
  %dl = alloca [6 x i64], align 8
  %shape = alloca [1 x i64], align 8
  %strides = alloca [1 x i64], align 8
  %274 = getelementptr inbounds i64, ptr %shape, i64 0
  store i64 8, ptr %274, align 8
  %275 = getelementptr inbounds i64, ptr %strides, i64 0
  store i64 1, ptr %275, align 8
  %276 = getelementptr inbounds i64, ptr %bufs, i64 4
  %277 = load ptr, ptr %276, align 8
  %278 = getelementptr inbounds float, ptr %277, i64 0
  %279 = getelementptr inbounds i8, ptr %dl, i64 0
  store ptr %278, ptr %279, align 8
  %280 = getelementptr inbounds i8, ptr %dl, i64 8
  store i32 1, ptr %280, align 4
  %281 = getelementptr inbounds i8, ptr %dl, i64 12
  store i32 0, ptr %281, align 4
  %282 = getelementptr inbounds i8, ptr %dl, i64 16
  store i32 1, ptr %282, align 4
  %283 = getelementptr inbounds i8, ptr %dl, i64 20
  store i32 73730, ptr %283, align 4
  %284 = getelementptr inbounds i8, ptr %dl, i64 24
  store ptr %shape, ptr %284, align 8
  %285 = getelementptr inbounds i8, ptr %dl, i64 32
  store ptr %strides, ptr %285, align 8
  %286 = getelementptr inbounds i8, ptr %dl, i64 40
  store i64 0, ptr %286, align 4
  %287 = getelementptr inbounds i64, ptr %args72, i64 1
  store ptr %dl, ptr %287, align 8
  %owned = alloca [2 x ptr], align 8
  %288 = getelementptr inbounds i64, ptr %owned, i64 0
  store ptr null, ptr %288, align 8
  %289 = getelementptr inbounds i64, ptr %owned, i64 1
  store ptr null, ptr %289, align 8
  %290 = getelementptr inbounds i64, ptr %donated, i64 0
  %291 = load ptr, ptr %290, align 8
  %292 = getelementptr inbounds i64, ptr %owned, i64 1
  store ptr %291, ptr %292, align 8
  %293 = getelementptr inbounds i64, ptr %donated, i64 0
  store ptr null, ptr %293, align 8
  %294 = call i32 @cajit_rt_host_call(ptr %call, ptr @site.45, ptr %args72, ptr %results73, ptr %ints74, ptr %floats75, ptr %owned)
  %295 = icmp eq i32 %294, 0
  br i1 %295, label %ok76, label %fail

ok76:                                             ; preds = %ok71
  call void @cajit_rt_release_inputs(ptr %call, ptr @released_inputs.46, i32 1)
  %args77 = alloca [1 x ptr], align 8
  %results78 = alloca [1 x ptr], align 8
  %ints79 = alloca [1 x i64], align 8
  %floats80 = alloca [1 x double], align 8
  %296 = call i32 @cajit_rt_host_call(ptr %call, ptr @site.48, ptr %args77, ptr %results78, ptr %ints79, ptr %floats80, ptr null)
  %297 = icmp eq i32 %296, 0
  br i1 %297, label %ok81, label %fail

ok81:                                             ; preds = %ok76
  %298 = getelementptr inbounds i8, ptr %call, i64 72
  %299 = load ptr, ptr %298, align 8
  %300 = getelementptr inbounds i64, ptr %outs, i64 0
  %301 = load ptr, ptr %300, align 8
  %302 = getelementptr inbounds i64, ptr %299, i64 0
  store ptr %301, ptr %302, align 8
  %303 = getelementptr inbounds i64, ptr %held, i64 0
  %304 = load ptr, ptr %303, align 8
  call void @cajit_rt_dlpack_release(ptr %304)
  %305 = getelementptr inbounds i64, ptr %donated, i64 0
  %306 = load ptr, ptr %305, align 8
  call void @cajit_rt_dlpack_release(ptr %306)
  %307 = load ptr, ptr %arena, align 8
  call void @cajit_rt_arena_destroy(ptr %307)
  ret i32 0
}

; Function Attrs: nounwind
declare void @cajit_rt_arena_destroy(ptr) #1

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
