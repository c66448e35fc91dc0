
@cajit_fallback_ops = constant [1 x i8] zeroinitializer
@cajit_library_ops = constant [1 x i8] zeroinitializer
@str = private unnamed_addr constant [40 x i8] c"guard failed: expected 4 inputs, got %d\00", align 1
@str.1 = private unnamed_addr constant [39 x i8] c"guard failed: expected 0 sizes, got %d\00", align 1
@str.2 = private unnamed_addr constant [41 x i8] c"guard failed: expected 0 scalars, got %d\00", align 1
@str.3 = private unnamed_addr constant [39 x i8] c"guard failed: expected 0 hooks, got %d\00", align 1
@str.4 = private unnamed_addr constant [46 x i8] c"guard failed: expected 3 output slots, got %d\00", align 1
@str.5 = private unnamed_addr constant [36 x i8] c"guard failed: call->outputs is NULL\00", align 1
@str.6 = private unnamed_addr constant [35 x i8] c"guard failed: call->inputs is NULL\00", align 1
@str.7 = private unnamed_addr constant [4 x i8] c"f32\00", align 1
@str.8 = private unnamed_addr constant [4 x i8] c"f32\00", align 1
@str.9 = private unnamed_addr constant [4 x i8] c"f32\00", align 1
@str.10 = private unnamed_addr constant [4 x i8] c"f32\00", align 1
@input_guards = private constant [4 x { i32, i32, i32, i32, ptr }] [{ i32, i32, i32, i32, ptr } { i32 0, i32 2, i32 73730, i32 73730, ptr @str.7 }, { i32, i32, i32, i32, ptr } { i32 1, i32 2, i32 73730, i32 73730, ptr @str.8 }, { i32, i32, i32, i32, ptr } { i32 2, i32 2, i32 73730, i32 73730, ptr @str.9 }, { i32, i32, i32, i32, ptr } { i32 3, i32 2, i32 73730, i32 73730, ptr @str.10 }]
@str.11 = private unnamed_addr constant [103 x i8] c"guard failed: s0 (input 0 dim 0) is %lld, but it is used as a size or stride, which cannot be negative\00", align 1
@str.12 = private unnamed_addr constant [3 x i8] c"32\00", align 1
@str.13 = private unnamed_addr constant [3 x i8] c"16\00", align 1
@str.14 = private unnamed_addr constant [3 x i8] c"32\00", align 1
@str.15 = private unnamed_addr constant [3 x i8] c"s0\00", align 1
@str.16 = private unnamed_addr constant [3 x i8] c"16\00", align 1
@str.17 = private unnamed_addr constant [3 x i8] c"s0\00", align 1
@str.18 = private unnamed_addr constant [3 x i8] c"32\00", align 1
@dim_guards = private constant [8 x { i32, i32, i32, i32, { i32, [4 x i32], [4 x i64], ptr, ptr }, { i32, [4 x i32], [4 x i64], ptr, ptr } }] [{ i32, i32, i32, i32, { i32, [4 x i32], [4 x i64], ptr, ptr }, { i32, [4 x i32], [4 x i64], ptr, ptr } } { i32 0, i32 0, i32 1, i32 1, { i32, [4 x i32], [4 x i64], ptr, ptr } zeroinitializer, { i32, [4 x i32], [4 x i64], ptr, ptr } zeroinitializer }, { i32, i32, i32, i32, { i32, [4 x i32], [4 x i64], ptr, ptr }, { i32, [4 x i32], [4 x i64], ptr, ptr } } { i32 0, i32 1, i32 1, i32 2, { i32, [4 x i32], [4 x i64], ptr, ptr } { i32 1, [4 x i32] [i32 -1, i32 -1, i32 -1, i32 -1], [4 x i64] [i64 32, i64 0, i64 0, i64 0], ptr @str.12, ptr null }, { i32, [4 x i32], [4 x i64], ptr, ptr } zeroinitializer }, { i32, i32, i32, i32, { i32, [4 x i32], [4 x i64], ptr, ptr }, { i32, [4 x i32], [4 x i64], ptr, ptr } } { i32 1, i32 1, i32 1, i32 3, { i32, [4 x i32], [4 x i64], ptr, ptr } { i32 1, [4 x i32] [i32 -1, i32 -1, i32 -1, i32 -1], [4 x i64] [i64 16, i64 0, i64 0, i64 0], ptr @str.13, ptr null }, { i32, [4 x i32], [4 x i64], ptr, ptr } zeroinitializer }, { i32, i32, i32, i32, { i32, [4 x i32], [4 x i64], ptr, ptr }, { i32, [4 x i32], [4 x i64], ptr, ptr } } { i32 1, i32 1, i32 1, i32 4, { i32, [4 x i32], [4 x i64], ptr, ptr } { i32 1, [4 x i32] [i32 -1, i32 -1, i32 -1, i32 -1], [4 x i64] [i64 32, i64 0, i64 0, i64 0], ptr @str.14, ptr null }, { i32, [4 x i32], [4 x i64], ptr, ptr } zeroinitializer }, { i32, i32, i32, i32, { i32, [4 x i32], [4 x i64], ptr, ptr }, { i32, [4 x i32], [4 x i64], ptr, ptr } } { i32 2, i32 1, i32 1, i32 5, { i32, [4 x i32], [4 x i64], ptr, ptr } { i32 1, [4 x i32] [i32 0, i32 -1, i32 -1, i32 -1], [4 x i64] zeroinitializer, ptr @str.15, ptr null }, { i32, [4 x i32], [4 x i64], ptr, ptr } zeroinitializer }, { i32, i32, i32, i32, { i32, [4 x i32], [4 x i64], ptr, ptr }, { i32, [4 x i32], [4 x i64], ptr, ptr } } { i32 2, i32 1, i32 1, i32 6, { i32, [4 x i32], [4 x i64], ptr, ptr } { i32 1, [4 x i32] [i32 -1, i32 -1, i32 -1, i32 -1], [4 x i64] [i64 16, i64 0, i64 0, i64 0], ptr @str.16, ptr null }, { i32, [4 x i32], [4 x i64], ptr, ptr } zeroinitializer }, { i32, i32, i32, i32, { i32, [4 x i32], [4 x i64], ptr, ptr }, { i32, [4 x i32], [4 x i64], ptr, ptr } } { i32 3, i32 1, i32 1, i32 7, { i32, [4 x i32], [4 x i64], ptr, ptr } { i32 1, [4 x i32] [i32 0, i32 -1, i32 -1, i32 -1], [4 x i64] zeroinitializer, ptr @str.17, ptr null }, { i32, [4 x i32], [4 x i64], ptr, ptr } zeroinitializer }, { i32, i32, i32, i32, { i32, [4 x i32], [4 x i64], ptr, ptr }, { i32, [4 x i32], [4 x i64], ptr, ptr } } { i32 3, i32 1, i32 1, i32 8, { i32, [4 x i32], [4 x i64], ptr, ptr } { i32 1, [4 x i32] [i32 -1, i32 -1, i32 -1, i32 -1], [4 x i64] [i64 32, i64 0, i64 0, i64 0], ptr @str.18, ptr null }, { i32, [4 x i32], [4 x i64], ptr, ptr } zeroinitializer }]
@str.19 = private unnamed_addr constant [66 x i8] c"guard failed: input 0: size arithmetic overflows int64 in s0 * 32\00", align 1
@str.20 = private unnamed_addr constant [69 x i8] c"guard failed: input 0: stride 0 is %lld, a stride cannot be negative\00", align 1
@str.21 = private unnamed_addr constant [69 x i8] c"guard failed: input 0: stride 1 is %lld, a stride cannot be negative\00", align 1
@str.22 = private unnamed_addr constant [69 x i8] c"guard failed: input 1: stride 0 is %lld, a stride cannot be negative\00", align 1
@str.23 = private unnamed_addr constant [69 x i8] c"guard failed: input 1: stride 1 is %lld, a stride cannot be negative\00", align 1
@str.24 = private unnamed_addr constant [66 x i8] c"guard failed: input 2: size arithmetic overflows int64 in s0 * 16\00", align 1
@str.25 = private unnamed_addr constant [69 x i8] c"guard failed: input 2: stride 0 is %lld, a stride cannot be negative\00", align 1
@str.26 = private unnamed_addr constant [69 x i8] c"guard failed: input 2: stride 1 is %lld, a stride cannot be negative\00", align 1
@str.27 = private unnamed_addr constant [69 x i8] c"guard failed: input 3: stride 0 is %lld, a stride cannot be negative\00", align 1
@str.28 = private unnamed_addr constant [69 x i8] c"guard failed: input 3: stride 1 is %lld, a stride cannot be negative\00", align 1
@str.29 = private unnamed_addr constant [70 x i8] c"guard failed: buf12: size arithmetic overflows int64 in s0 * _in2_st0\00", align 1
@str.30 = private unnamed_addr constant [66 x i8] c"guard failed: buf12: size arithmetic overflows int64 in -_in2_st0\00", align 1
@str.31 = private unnamed_addr constant [97 x i8] c"guard failed: buf12: size arithmetic overflows int64 in s0 * _in2_st0 - _in2_st0 + _in2_st1 * 15\00", align 1
@str.32 = private unnamed_addr constant [70 x i8] c"guard failed: buf12: size arithmetic overflows int64 in _in2_st1 * 15\00", align 1
@str.33 = private unnamed_addr constant [97 x i8] c"guard failed: buf12: size arithmetic overflows int64 in s0 * _in2_st0 - _in2_st0 + _in2_st1 * 15\00", align 1
@str.34 = private unnamed_addr constant [104 x i8] c"guard failed: buf12: the view reaches element offsets %lld..%lld of its storage, which holds %lld..%lld\00", align 1
@str.35 = private unnamed_addr constant [70 x i8] c"guard failed: buf13: size arithmetic overflows int64 in s0 * _in0_st0\00", align 1
@str.36 = private unnamed_addr constant [66 x i8] c"guard failed: buf13: size arithmetic overflows int64 in -_in0_st0\00", align 1
@str.37 = private unnamed_addr constant [97 x i8] c"guard failed: buf13: size arithmetic overflows int64 in s0 * _in0_st0 - _in0_st0 + _in0_st1 * 31\00", align 1
@str.38 = private unnamed_addr constant [70 x i8] c"guard failed: buf13: size arithmetic overflows int64 in _in0_st1 * 31\00", align 1
@str.39 = private unnamed_addr constant [97 x i8] c"guard failed: buf13: size arithmetic overflows int64 in s0 * _in0_st0 - _in0_st0 + _in0_st1 * 31\00", align 1
@str.40 = private unnamed_addr constant [104 x i8] c"guard failed: buf13: the view reaches element offsets %lld..%lld of its storage, which holds %lld..%lld\00", align 1
@str.41 = private unnamed_addr constant [40 x i8] c"out of memory creating the call's arena\00", align 1
@elem_sizes = private constant [1 x i64] [i64 4]
@first_use = private constant [1 x i32] zeroinitializer
@last_use = private constant [1 x i32] [i32 1]
@layout_cache = private global [4 x i64] zeroinitializer, align 64
@str.42 = private unnamed_addr constant [56 x i8] c"out of memory: the intermediate buffers' sizes overflow\00", align 1
@str.43 = private unnamed_addr constant [60 x i8] c"out of memory allocating %lld bytes of intermediate buffers\00", align 1
@str.44 = private unnamed_addr constant [53 x i8] c"out of memory allocating buf6 (%lld elements of f32)\00", align 1
@str.45 = private unnamed_addr constant [54 x i8] c"out of memory allocating buf10 (%lld elements of f32)\00", align 1
@str.46 = private unnamed_addr constant [54 x i8] c"out of memory allocating buf11 (%lld elements of f32)\00", align 1
@str.47 = private unnamed_addr constant [21 x i8] c"%4 = aten.mm.default\00", align 1
@str.48 = private unnamed_addr constant [21 x i8] c"%4 = aten.mm.default\00", align 1
@released_inputs = private unnamed_addr constant [1 x i32] [i32 1]
@str.49 = private unnamed_addr constant [21 x i8] c"%6 = aten.mul.Scalar\00", align 1
@released_inputs.50 = private unnamed_addr constant [1 x i32] [i32 3]
@str.51 = private unnamed_addr constant [21 x i8] c"%8 = aten.mm.default\00", align 1
@released_inputs.52 = private unnamed_addr constant [1 x i32] zeroinitializer
@released_inputs.53 = private unnamed_addr constant [1 x i32] [i32 2]

; Function Attrs: nounwind
define internal i32 @k0._4___aten_mm_default(ptr noalias %buf1, ptr noalias %buf2, ptr noalias %buf4, i64 %s0, i64 %_in1_st0, i64 %_in1_st1, i64 %_in2_st0, i64 %_in2_st1, ptr %call) #0 {
entry:
  %0 = getelementptr inbounds float, ptr %buf2, i64 0
  %1 = getelementptr inbounds float, ptr %buf1, i64 0
  %2 = getelementptr inbounds float, ptr %buf4, i64 0
  %3 = call i32 @cajit_rt_gemm_strided_f32(ptr %call, i64 1, i64 %s0, i64 32, i64 16, float 1.000000e+00, ptr %0, i64 0, i64 %_in2_st0, i64 %_in2_st1, ptr %1, i64 0, i64 %_in1_st0, i64 %_in1_st1, float 0.000000e+00, ptr %2, i64 0, i64 32, i64 1)
  ret i32 %3
}

declare i32 @cajit_rt_gemm_strided_f32(ptr, i64, i64, i64, i64, float, ptr, i64, i64, i64, ptr, i64, i64, i64, float, ptr, i64, i64, i64)

; Function Attrs: noinline nounwind
define internal void @k1._6___aten_mul_Scalar.range(ptr noalias %buf3, ptr noalias %buf4, ptr noalias %buf6, i64 %s0, i64 %_in3_st0, i64 %_in3_st1, i64 %lo, i64 %hi) #1 {
entry:
  br label %loop_i0

loop_i0:                                          ; preds = %done2, %entry
  %_i0 = phi i64 [ %lo, %entry ], [ %16, %done2 ]
  %0 = icmp slt i64 %_i0, %hi
  br i1 %0, label %body, label %done

body:                                             ; preds = %loop_i0
  br label %loop_i1

done:                                             ; preds = %loop_i0
  ret void

loop_i1:                                          ; preds = %body1, %body
  %_i1 = phi i64 [ 0, %body ], [ %15, %body1 ]
  %1 = icmp slt i64 %_i1, 32
  br i1 %1, label %body1, label %done2

body1:                                            ; preds = %loop_i1
  %2 = mul nsw i64 %_in3_st0, %_i0
  %3 = mul nsw i64 %_in3_st1, %_i1
  %4 = add nsw i64 %2, %3
  %5 = getelementptr inbounds float, ptr %buf3, i64 %4
  %6 = load float, ptr %5, align 4
  %7 = fcmp ole float %6, 0.000000e+00
  %8 = mul nsw i64 32, %_i0
  %9 = add nsw i64 %8, %_i1
  %10 = getelementptr inbounds float, ptr %buf4, i64 %9
  %11 = load float, ptr %10, align 4
  %12 = select i1 %7, float 0.000000e+00, float %11
  %13 = fmul float %12, 2.000000e+00
  %14 = getelementptr inbounds float, ptr %buf6, i64 %9
  store float %13, ptr %14, align 4
  %15 = add nuw nsw i64 %_i1, 1
  br label %loop_i1, !llvm.loop !0

done2:                                            ; preds = %loop_i1
  %16 = add nuw nsw i64 %_i0, 1
  br label %loop_i0, !llvm.loop !3
}

define internal void @k1._6___aten_mul_Scalar.body(i64 %0, i64 %1, ptr %2) {
entry:
  %3 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64 }, ptr %2, i32 0, i32 0
  %4 = load ptr, ptr %3, align 8
  %5 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64 }, ptr %2, i32 0, i32 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64 }, ptr %2, i32 0, i32 2
  %8 = load ptr, ptr %7, align 8
  %9 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64 }, ptr %2, i32 0, i32 3
  %10 = load i64, ptr %9, align 4
  %11 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64 }, ptr %2, i32 0, i32 4
  %12 = load i64, ptr %11, align 4
  %13 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64 }, ptr %2, i32 0, i32 5
  %14 = load i64, ptr %13, align 4
  call void @k1._6___aten_mul_Scalar.range(ptr %4, ptr %6, ptr %8, i64 %10, i64 %12, i64 %14, i64 %0, i64 %1)
  ret void
}

define internal void @k1._6___aten_mul_Scalar(ptr noalias %buf3, ptr noalias %buf4, ptr noalias %buf6, i64 %s0, i64 %_in3_st0, i64 %_in3_st1) {
entry:
  %ctx = alloca { ptr, ptr, ptr, i64, i64, i64 }, align 8
  %0 = mul i64 1, %s0
  %1 = mul i64 %0, 32
  %2 = icmp sge i64 %s0, 2
  %3 = icmp sge i64 %1, 65536
  %parallel = and i1 %3, %2
  br i1 %parallel, label %parallel1, label %serial

serial:                                           ; preds = %entry
  call void @k1._6___aten_mul_Scalar.range(ptr %buf3, ptr %buf4, ptr %buf6, i64 %s0, i64 %_in3_st0, i64 %_in3_st1, i64 0, i64 %s0)
  ret void

parallel1:                                        ; preds = %entry
  %4 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64 }, ptr %ctx, i32 0, i32 0
  store ptr %buf3, ptr %4, align 8
  %5 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64 }, ptr %ctx, i32 0, i32 1
  store ptr %buf4, ptr %5, align 8
  %6 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64 }, ptr %ctx, i32 0, i32 2
  store ptr %buf6, ptr %6, align 8
  %7 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64 }, ptr %ctx, i32 0, i32 3
  store i64 %s0, ptr %7, align 4
  %8 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64 }, ptr %ctx, i32 0, i32 4
  store i64 %_in3_st0, ptr %8, align 4
  %9 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64 }, ptr %ctx, i32 0, i32 5
  store i64 %_in3_st1, ptr %9, align 4
  %10 = sdiv i64 %1, %s0
  %11 = icmp sgt i64 %10, 1
  %12 = select i1 %11, i64 %10, i64 1
  %13 = add i64 32768, %12
  %14 = sub i64 %13, 1
  %15 = sdiv i64 %14, %12
  %16 = icmp sgt i64 %15, 1
  %17 = select i1 %16, i64 %15, i64 1
  call void @cajit_rt_parallel_for(i64 0, i64 %s0, i64 %17, ptr @k1._6___aten_mul_Scalar.body, ptr %ctx)
  ret void
}

; Function Attrs: nounwind
declare void @cajit_rt_parallel_for(i64, i64, i64, ptr, ptr) #0

; Function Attrs: nounwind
define internal i32 @k2._8___aten_mm_default(ptr noalias %buf0, ptr noalias %buf2, ptr noalias %buf10, i64 %s0, i64 %_in0_st0, i64 %_in0_st1, i64 %_in2_st0, i64 %_in2_st1, ptr %call) #0 {
entry:
  %0 = getelementptr inbounds float, ptr %buf2, i64 0
  %1 = getelementptr inbounds float, ptr %buf0, i64 0
  %2 = getelementptr inbounds float, ptr %buf10, i64 0
  %3 = call i32 @cajit_rt_gemm_strided_f32(ptr %call, i64 1, i64 16, i64 32, i64 %s0, float 1.000000e+00, ptr %0, i64 0, i64 %_in2_st1, i64 %_in2_st0, ptr %1, i64 0, i64 %_in0_st0, i64 %_in0_st1, float 0.000000e+00, ptr %2, i64 0, i64 1, i64 16)
  ret i32 %3
}

; Function Attrs: noinline nounwind
define internal void @k3._11___aten_sum_dim_IntList.range(ptr noalias %buf2, ptr noalias %buf11, i64 %s0, i64 %_in2_st0, i64 %_in2_st1, i64 %lo, i64 %hi) #1 {
entry:
  %0 = mul i64 %hi, 512
  %1 = mul i64 %lo, 512
  %2 = icmp slt i64 %0, 16
  %3 = select i1 %2, i64 %0, i64 16
  br label %loop_i0

loop_i0:                                          ; preds = %body, %entry
  %_i0 = phi i64 [ %1, %entry ], [ %6, %body ]
  %4 = icmp slt i64 %_i0, %3
  br i1 %4, label %body, label %done

body:                                             ; preds = %loop_i0
  %5 = getelementptr inbounds float, ptr %buf11, i64 %_i0
  store float 0.000000e+00, ptr %5, align 4
  %6 = add nuw nsw i64 %_i0, 1
  br label %loop_i0, !llvm.loop !4

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
  %17 = getelementptr inbounds float, ptr %buf11, i64 %_i06
  %18 = load float, ptr %17, align 4
  %19 = mul nsw i64 %_in2_st0, %11
  %20 = mul nsw i64 %_in2_st1, %_i06
  %21 = add nsw i64 %19, %20
  %22 = getelementptr inbounds float, ptr %buf2, i64 %21
  %23 = load float, ptr %22, align 4
  %24 = fadd float %18, %23
  %25 = mul nsw i64 %_in2_st0, %12
  %26 = mul nsw i64 %_in2_st1, %_i06
  %27 = add nsw i64 %25, %26
  %28 = getelementptr inbounds float, ptr %buf2, i64 %27
  %29 = load float, ptr %28, align 4
  %30 = fadd float %24, %29
  %31 = mul nsw i64 %_in2_st0, %13
  %32 = mul nsw i64 %_in2_st1, %_i06
  %33 = add nsw i64 %31, %32
  %34 = getelementptr inbounds float, ptr %buf2, i64 %33
  %35 = load float, ptr %34, align 4
  %36 = fadd float %30, %35
  %37 = mul nsw i64 %_in2_st0, %14
  %38 = mul nsw i64 %_in2_st1, %_i06
  %39 = add nsw i64 %37, %38
  %40 = getelementptr inbounds float, ptr %buf2, i64 %39
  %41 = load float, ptr %40, align 4
  %42 = fadd float %36, %41
  store float %42, ptr %17, align 4
  %43 = add nuw nsw i64 %_i06, 1
  br label %loop_i03, !llvm.loop !5

done5:                                            ; preds = %loop_i03
  %44 = add nuw nsw i64 %_r0, 1
  br label %loop_r0, !llvm.loop !6

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
  %48 = getelementptr inbounds float, ptr %buf11, i64 %_i014
  %49 = load float, ptr %48, align 4
  %50 = mul nsw i64 %_in2_st0, %46
  %51 = mul nsw i64 %_in2_st1, %_i014
  %52 = add nsw i64 %50, %51
  %53 = getelementptr inbounds float, ptr %buf2, i64 %52
  %54 = load float, ptr %53, align 4
  %55 = fadd float %49, %54
  store float %55, ptr %48, align 4
  %56 = add nuw nsw i64 %_i014, 1
  br label %loop_i011, !llvm.loop !7

done13:                                           ; preds = %loop_i011
  %57 = add nuw nsw i64 %_r010, 1
  br label %loop_r07, !llvm.loop !8
}

define internal void @k3._11___aten_sum_dim_IntList.body(i64 %0, i64 %1, ptr %2) {
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
  call void @k3._11___aten_sum_dim_IntList.range(ptr %4, ptr %6, i64 %8, i64 %10, i64 %12, i64 %0, i64 %1)
  ret void
}

define internal void @k3._11___aten_sum_dim_IntList(ptr noalias %buf2, ptr noalias %buf11, i64 %s0, i64 %_in2_st0, i64 %_in2_st1) {
entry:
  %ctx = alloca { ptr, ptr, i64, i64, i64 }, align 8
  %0 = mul i64 16, %s0
  %1 = icmp sge i64 %0, 65536
  %parallel = and i1 %1, false
  br i1 %parallel, label %parallel1, label %serial

serial:                                           ; preds = %entry
  call void @k3._11___aten_sum_dim_IntList.range(ptr %buf2, ptr %buf11, i64 %s0, i64 %_in2_st0, i64 %_in2_st1, i64 0, i64 1)
  ret void

parallel1:                                        ; preds = %entry
  %2 = getelementptr inbounds { ptr, ptr, i64, i64, i64 }, ptr %ctx, i32 0, i32 0
  store ptr %buf2, ptr %2, align 8
  %3 = getelementptr inbounds { ptr, ptr, i64, i64, i64 }, ptr %ctx, i32 0, i32 1
  store ptr %buf11, ptr %3, align 8
  %4 = getelementptr inbounds { ptr, ptr, i64, i64, i64 }, ptr %ctx, i32 0, i32 2
  store i64 %s0, ptr %4, align 4
  %5 = getelementptr inbounds { ptr, ptr, i64, i64, i64 }, ptr %ctx, i32 0, i32 3
  store i64 %_in2_st0, ptr %5, align 4
  %6 = getelementptr inbounds { ptr, ptr, i64, i64, i64 }, ptr %ctx, i32 0, i32 4
  store i64 %_in2_st1, ptr %6, align 4
  %7 = sdiv i64 %0, 1
  %8 = icmp sgt i64 %7, 1
  %9 = select i1 %8, i64 %7, i64 1
  %10 = add i64 32768, %9
  %11 = sub i64 %10, 1
  %12 = sdiv i64 %11, %9
  %13 = icmp sgt i64 %12, 1
  %14 = select i1 %13, i64 %12, i64 1
  call void @cajit_rt_parallel_for(i64 0, i64 1, i64 %14, ptr @k3._11___aten_sum_dim_IntList.body, ptr %ctx)
  ret void
}

define i32 @cajit_run(ptr %buffers, ptr %symbols, ptr %call) {
entry:
  %held = alloca [1 x ptr], align 8
  %0 = getelementptr inbounds i64, ptr %buffers, i64 1
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds i64, ptr %buffers, i64 2
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds i64, ptr %buffers, i64 4
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds i64, ptr %symbols, i64 0
  %7 = load i64, ptr %6, align 8
  %8 = getelementptr inbounds i64, ptr %symbols, i64 3
  %9 = load i64, ptr %8, align 8
  %10 = getelementptr inbounds i64, ptr %symbols, i64 4
  %11 = load i64, ptr %10, align 8
  %12 = getelementptr inbounds i64, ptr %symbols, i64 5
  %13 = load i64, ptr %12, align 8
  %14 = getelementptr inbounds i64, ptr %symbols, i64 6
  %15 = load i64, ptr %14, align 8
  %16 = call i32 @k0._4___aten_mm_default(ptr %1, ptr %3, ptr %5, i64 %7, i64 %9, i64 %11, i64 %13, i64 %15, ptr %call)
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %ok, label %fail

fail:                                             ; preds = %ok, %entry
  ret i32 1

ok:                                               ; preds = %entry
  %18 = getelementptr inbounds i64, ptr %buffers, i64 3
  %19 = load ptr, ptr %18, align 8
  %20 = getelementptr inbounds i64, ptr %buffers, i64 4
  %21 = load ptr, ptr %20, align 8
  %22 = getelementptr inbounds i64, ptr %buffers, i64 6
  %23 = load ptr, ptr %22, align 8
  %24 = getelementptr inbounds i64, ptr %symbols, i64 0
  %25 = load i64, ptr %24, align 8
  %26 = getelementptr inbounds i64, ptr %symbols, i64 7
  %27 = load i64, ptr %26, align 8
  %28 = getelementptr inbounds i64, ptr %symbols, i64 8
  %29 = load i64, ptr %28, align 8
  call void @k1._6___aten_mul_Scalar(ptr %19, ptr %21, ptr %23, i64 %25, i64 %27, i64 %29)
  %30 = getelementptr inbounds i64, ptr %buffers, i64 0
  %31 = load ptr, ptr %30, align 8
  %32 = getelementptr inbounds i64, ptr %buffers, i64 2
  %33 = load ptr, ptr %32, align 8
  %34 = getelementptr inbounds i64, ptr %buffers, i64 10
  %35 = load ptr, ptr %34, align 8
  %36 = getelementptr inbounds i64, ptr %symbols, i64 0
  %37 = load i64, ptr %36, align 8
  %38 = getelementptr inbounds i64, ptr %symbols, i64 1
  %39 = load i64, ptr %38, align 8
  %40 = getelementptr inbounds i64, ptr %symbols, i64 2
  %41 = load i64, ptr %40, align 8
  %42 = getelementptr inbounds i64, ptr %symbols, i64 5
  %43 = load i64, ptr %42, align 8
  %44 = getelementptr inbounds i64, ptr %symbols, i64 6
  %45 = load i64, ptr %44, align 8
  %46 = call i32 @k2._8___aten_mm_default(ptr %31, ptr %33, ptr %35, i64 %37, i64 %39, i64 %41, i64 %43, i64 %45, ptr %call)
  %47 = icmp eq i32 %46, 0
  br i1 %47, label %ok1, label %fail

ok1:                                              ; preds = %ok
  %48 = getelementptr inbounds i64, ptr %buffers, i64 2
  %49 = load ptr, ptr %48, align 8
  %50 = getelementptr inbounds i64, ptr %buffers, i64 11
  %51 = load ptr, ptr %50, align 8
  %52 = getelementptr inbounds i64, ptr %symbols, i64 0
  %53 = load i64, ptr %52, align 8
  %54 = getelementptr inbounds i64, ptr %symbols, i64 5
  %55 = load i64, ptr %54, align 8
  %56 = getelementptr inbounds i64, ptr %symbols, i64 6
  %57 = load i64, ptr %56, align 8
  call void @k3._11___aten_sum_dim_IntList(ptr %49, ptr %51, i64 %53, i64 %55, i64 %57)
  ret i32 0
}

; Function Attrs: nounwind
declare void @cajit_rt_dlpack_release(ptr) #0

define i32 @cajit_entry(ptr %call) {
entry:
  %bufs = alloca [15 x ptr], align 8
  %syms = alloca [29 x i64], align 8
  %held = alloca [1 x ptr], align 8
  %outs = alloca [3 x ptr], align 8
  %inputs_now = alloca [4 x ptr], align 8
  %donated = alloca [1 x ptr], align 8
  %arena = alloca ptr, align 8
  store ptr null, ptr %arena, align 8
  %0 = getelementptr inbounds i64, ptr %outs, i64 0
  store ptr null, ptr %0, align 8
  %1 = getelementptr inbounds i64, ptr %outs, i64 1
  store ptr null, ptr %1, align 8
  %2 = getelementptr inbounds i64, ptr %outs, i64 2
  store ptr null, ptr %2, align 8
  %3 = getelementptr inbounds i8, ptr %call, i64 8
  %4 = load i32, ptr %3, align 4
  %5 = icmp eq i32 %4, 4
  br i1 %5, label %ok, label %bad

fail:                                             ; preds = %ok80, %ok79, %ok78, %ok77, %ok76, %ok75, %bad74, %bad71, %bad68, %bad66, %bad64, %bad62, %bad59, %bad57, %bad55, %bad53, %bad51, %bad49, %bad47, %bad45, %bad43, %bad41, %bad39, %bad37, %bad35, %bad33, %bad31, %bad29, %bad27, %bad25, %bad23, %bad21, %bad19, %bad17, %ok15, %bad14, %ok12, %bad11, %bad9, %bad7, %bad5, %bad3, %bad1, %bad
  %6 = getelementptr inbounds i64, ptr %outs, i64 0
  %7 = load ptr, ptr %6, align 8
  call void @cajit_rt_dlpack_release(ptr %7)
  %8 = getelementptr inbounds i64, ptr %outs, i64 1
  %9 = load ptr, ptr %8, align 8
  call void @cajit_rt_dlpack_release(ptr %9)
  %10 = getelementptr inbounds i64, ptr %outs, i64 2
  %11 = load ptr, ptr %10, align 8
  call void @cajit_rt_dlpack_release(ptr %11)
  %12 = load ptr, ptr %arena, align 8
  call void @cajit_rt_arena_destroy(ptr %12)
  ret i32 1

bad:                                              ; preds = %entry
  %13 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str, i32 %4)
  br label %fail

ok:                                               ; preds = %entry
  %14 = getelementptr inbounds i8, ptr %call, i64 24
  %15 = load i32, ptr %14, align 4
  %16 = icmp eq i32 %15, 0
  br i1 %16, label %ok2, label %bad1

bad1:                                             ; preds = %ok
  %17 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.1, i32 %15)
  br label %fail

ok2:                                              ; preds = %ok
  %18 = getelementptr inbounds i8, ptr %call, i64 40
  %19 = load i32, ptr %18, align 4
  %20 = icmp eq i32 %19, 0
  br i1 %20, label %ok4, label %bad3

bad3:                                             ; preds = %ok2
  %21 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.2, i32 %19)
  br label %fail

ok4:                                              ; preds = %ok2
  %22 = getelementptr inbounds i8, ptr %call, i64 56
  %23 = load i32, ptr %22, align 4
  %24 = icmp eq i32 %23, 0
  br i1 %24, label %ok6, label %bad5

bad5:                                             ; preds = %ok4
  %25 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.3, i32 %23)
  br label %fail

ok6:                                              ; preds = %ok4
  %26 = getelementptr inbounds i8, ptr %call, i64 80
  %27 = load i32, ptr %26, align 4
  %28 = icmp eq i32 %27, 3
  br i1 %28, label %ok8, label %bad7

bad7:                                             ; preds = %ok6
  %29 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.4, i32 %27)
  br label %fail

ok8:                                              ; preds = %ok6
  %30 = getelementptr inbounds i8, ptr %call, i64 72
  %31 = load ptr, ptr %30, align 8
  %32 = icmp ne ptr %31, null
  br i1 %32, label %ok10, label %bad9

bad9:                                             ; preds = %ok8
  %33 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.5)
  br label %fail

ok10:                                             ; preds = %ok8
  %34 = getelementptr inbounds i8, ptr %call, i64 0
  %35 = load ptr, ptr %34, align 8
  %36 = icmp ne ptr %35, null
  br i1 %36, label %ok12, label %bad11

bad11:                                            ; preds = %ok10
  %37 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.6)
  br label %fail

ok12:                                             ; preds = %ok10
  %38 = call i32 @cajit_rt_check_inputs(ptr %call, i32 4, ptr @input_guards, ptr %bufs)
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
  %52 = getelementptr inbounds i64, ptr %51, i64 2
  %53 = load ptr, ptr %52, align 8
  %54 = getelementptr inbounds i64, ptr %inputs_now, i64 2
  store ptr %53, ptr %54, align 8
  %55 = getelementptr inbounds i8, ptr %call, i64 0
  %56 = load ptr, ptr %55, align 8
  %57 = getelementptr inbounds i64, ptr %56, i64 3
  %58 = load ptr, ptr %57, align 8
  %59 = getelementptr inbounds i64, ptr %inputs_now, i64 3
  store ptr %58, ptr %59, align 8
  %60 = getelementptr inbounds i8, ptr %call, i64 0
  %61 = load ptr, ptr %60, align 8
  %62 = getelementptr inbounds i64, ptr %61, i64 0
  %63 = load ptr, ptr %62, align 8
  %64 = getelementptr inbounds i8, ptr %63, i64 24
  %65 = load ptr, ptr %64, align 8
  %66 = getelementptr inbounds i64, ptr %65, i64 0
  %67 = load i64, ptr %66, align 8
  %68 = getelementptr inbounds i64, ptr %syms, i64 0
  store i64 %67, ptr %68, align 8
  %69 = getelementptr inbounds i64, ptr %syms, i64 0
  %70 = load i64, ptr %69, align 8
  %71 = icmp sge i64 %70, 0
  br i1 %71, label %ok15, label %bad14

bad14:                                            ; preds = %ok13
  %72 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.11, i64 %70)
  br label %fail

ok15:                                             ; preds = %ok13
  %73 = call i32 @cajit_rt_check_dims(ptr %call, i32 8, ptr @dim_guards, ptr %syms)
  %74 = icmp eq i32 %73, 0
  br i1 %74, label %ok16, label %fail

ok16:                                             ; preds = %ok15
  %75 = getelementptr inbounds i64, ptr %syms, i64 0
  %76 = load i64, ptr %75, align 8
  %77 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 32, i64 %76)
  %78 = extractvalue { i64, i1 } %77, 1
  %79 = xor i1 %78, true
  br i1 %79, label %ok18, label %bad17

bad17:                                            ; preds = %ok16
  %80 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.19)
  br label %fail

ok18:                                             ; preds = %ok16
  %81 = extractvalue { i64, i1 } %77, 0
  %82 = getelementptr inbounds i64, ptr %syms, i64 1
  %83 = load i64, ptr %82, align 8
  %84 = icmp sge i64 %83, 0
  br i1 %84, label %ok20, label %bad19

bad19:                                            ; preds = %ok18
  %85 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.20, i64 %83)
  br label %fail

ok20:                                             ; preds = %ok18
  %86 = getelementptr inbounds i64, ptr %syms, i64 2
  %87 = load i64, ptr %86, align 8
  %88 = icmp sge i64 %87, 0
  br i1 %88, label %ok22, label %bad21

bad21:                                            ; preds = %ok20
  %89 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.21, i64 %87)
  br label %fail

ok22:                                             ; preds = %ok20
  %90 = getelementptr inbounds i64, ptr %syms, i64 3
  %91 = load i64, ptr %90, align 8
  %92 = icmp sge i64 %91, 0
  br i1 %92, label %ok24, label %bad23

bad23:                                            ; preds = %ok22
  %93 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.22, i64 %91)
  br label %fail

ok24:                                             ; preds = %ok22
  %94 = getelementptr inbounds i64, ptr %syms, i64 4
  %95 = load i64, ptr %94, align 8
  %96 = icmp sge i64 %95, 0
  br i1 %96, label %ok26, label %bad25

bad25:                                            ; preds = %ok24
  %97 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.23, i64 %95)
  br label %fail

ok26:                                             ; preds = %ok24
  %98 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 16, i64 %76)
  %99 = extractvalue { i64, i1 } %98, 1
  %100 = xor i1 %99, true
  br i1 %100, label %ok28, label %bad27

bad27:                                            ; preds = %ok26
  %101 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.24)
  br label %fail

ok28:                                             ; preds = %ok26
  %102 = extractvalue { i64, i1 } %98, 0
  %103 = getelementptr inbounds i64, ptr %syms, i64 5
  %104 = load i64, ptr %103, align 8
  %105 = icmp sge i64 %104, 0
  br i1 %105, label %ok30, label %bad29

bad29:                                            ; preds = %ok28
  %106 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.25, i64 %104)
  br label %fail

ok30:                                             ; preds = %ok28
  %107 = getelementptr inbounds i64, ptr %syms, i64 6
  %108 = load i64, ptr %107, align 8
  %109 = icmp sge i64 %108, 0
  br i1 %109, label %ok32, label %bad31

bad31:                                            ; preds = %ok30
  %110 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.26, i64 %108)
  br label %fail

ok32:                                             ; preds = %ok30
  %111 = getelementptr inbounds i64, ptr %syms, i64 7
  %112 = load i64, ptr %111, align 8
  %113 = icmp sge i64 %112, 0
  br i1 %113, label %ok34, label %bad33

bad33:                                            ; preds = %ok32
  %114 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.27, i64 %112)
  br label %fail

ok34:                                             ; preds = %ok32
  %115 = getelementptr inbounds i64, ptr %syms, i64 8
  %116 = load i64, ptr %115, align 8
  %117 = icmp sge i64 %116, 0
  br i1 %117, label %ok36, label %bad35

bad35:                                            ; preds = %ok34
  %118 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.28, i64 %116)
  br label %fail

ok36:                                             ; preds = %ok34
  %119 = icmp sle i64 1, %76
  %120 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %76, i64 %104)
  %121 = extractvalue { i64, i1 } %120, 1
  %122 = xor i1 %121, true
  br i1 %122, label %ok38, label %bad37

bad37:                                            ; preds = %ok36
  %123 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.29)
  br label %fail

ok38:                                             ; preds = %ok36
  %124 = extractvalue { i64, i1 } %120, 0
  %125 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 -1, i64 %104)
  %126 = extractvalue { i64, i1 } %125, 1
  %127 = xor i1 %126, true
  br i1 %127, label %ok40, label %bad39

bad39:                                            ; preds = %ok38
  %128 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.30)
  br label %fail

ok40:                                             ; preds = %ok38
  %129 = extractvalue { i64, i1 } %125, 0
  %130 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %124, i64 %129)
  %131 = extractvalue { i64, i1 } %130, 1
  %132 = xor i1 %131, true
  br i1 %132, label %ok42, label %bad41

bad41:                                            ; preds = %ok40
  %133 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.31)
  br label %fail

ok42:                                             ; preds = %ok40
  %134 = extractvalue { i64, i1 } %130, 0
  %135 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 15, i64 %108)
  %136 = extractvalue { i64, i1 } %135, 1
  %137 = xor i1 %136, true
  br i1 %137, label %ok44, label %bad43

bad43:                                            ; preds = %ok42
  %138 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.32)
  br label %fail

ok44:                                             ; preds = %ok42
  %139 = extractvalue { i64, i1 } %135, 0
  %140 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %134, i64 %139)
  %141 = extractvalue { i64, i1 } %140, 1
  %142 = xor i1 %141, true
  br i1 %142, label %ok46, label %bad45

bad45:                                            ; preds = %ok44
  %143 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.33)
  br label %fail

ok46:                                             ; preds = %ok44
  %144 = extractvalue { i64, i1 } %140, 0
  %145 = xor i1 %119, true
  %146 = or i1 %145, %119
  br i1 %146, label %ok48, label %bad47

bad47:                                            ; preds = %ok46
  %147 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.34, i64 0, i64 %144, i64 0, i64 %144)
  br label %fail

ok48:                                             ; preds = %ok46
  %148 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %76, i64 %83)
  %149 = extractvalue { i64, i1 } %148, 1
  %150 = xor i1 %149, true
  br i1 %150, label %ok50, label %bad49

bad49:                                            ; preds = %ok48
  %151 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.35)
  br label %fail

ok50:                                             ; preds = %ok48
  %152 = extractvalue { i64, i1 } %148, 0
  %153 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 -1, i64 %83)
  %154 = extractvalue { i64, i1 } %153, 1
  %155 = xor i1 %154, true
  br i1 %155, label %ok52, label %bad51

bad51:                                            ; preds = %ok50
  %156 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.36)
  br label %fail

ok52:                                             ; preds = %ok50
  %157 = extractvalue { i64, i1 } %153, 0
  %158 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %152, i64 %157)
  %159 = extractvalue { i64, i1 } %158, 1
  %160 = xor i1 %159, true
  br i1 %160, label %ok54, label %bad53

bad53:                                            ; preds = %ok52
  %161 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.37)
  br label %fail

ok54:                                             ; preds = %ok52
  %162 = extractvalue { i64, i1 } %158, 0
  %163 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 31, i64 %87)
  %164 = extractvalue { i64, i1 } %163, 1
  %165 = xor i1 %164, true
  br i1 %165, label %ok56, label %bad55

bad55:                                            ; preds = %ok54
  %166 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.38)
  br label %fail

ok56:                                             ; preds = %ok54
  %167 = extractvalue { i64, i1 } %163, 0
  %168 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %162, i64 %167)
  %169 = extractvalue { i64, i1 } %168, 1
  %170 = xor i1 %169, true
  br i1 %170, label %ok58, label %bad57

bad57:                                            ; preds = %ok56
  %171 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.39)
  br label %fail

ok58:                                             ; preds = %ok56
  %172 = extractvalue { i64, i1 } %168, 0
  %173 = xor i1 %119, true
  %174 = or i1 %173, %119
  br i1 %174, label %ok60, label %bad59

bad59:                                            ; preds = %ok58
  %175 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.40, i64 0, i64 %172, i64 0, i64 %172)
  br label %fail

ok60:                                             ; preds = %ok58
  %arena61 = call ptr @cajit_rt_arena_create()
  store ptr %arena61, ptr %arena, align 8
  %176 = icmp ne ptr %arena61, null
  br i1 %176, label %ok63, label %bad62

bad62:                                            ; preds = %ok60
  %177 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 5, ptr @str.41)
  br label %fail

ok63:                                             ; preds = %ok60
  %counts = alloca [1 x i64], align 8
  %178 = getelementptr inbounds i64, ptr %counts, i64 0
  store i64 %81, ptr %178, align 8
  %layout_scratch = alloca [4 x i64], align 8
  %offsets = alloca [1 x i64], align 8
  %total = call i64 @cajit_rt_plan_layout_cached(ptr @layout_cache, i32 1, ptr %counts, ptr @elem_sizes, ptr @first_use, ptr @last_use, ptr %layout_scratch, ptr %offsets)
  %179 = icmp sge i64 %total, 0
  br i1 %179, label %ok65, label %bad64

bad64:                                            ; preds = %ok63
  %180 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 5, ptr @str.42)
  br label %fail

ok65:                                             ; preds = %ok63
  %intermediates = call ptr @cajit_rt_arena_alloc(ptr %arena61, i64 %total, i64 1)
  %181 = icmp ne ptr %intermediates, null
  br i1 %181, label %ok67, label %bad66

bad66:                                            ; preds = %ok65
  %182 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 5, ptr @str.43, i64 %total)
  br label %fail

ok67:                                             ; preds = %ok65
  %183 = getelementptr inbounds i64, ptr %offsets, i64 0
  %184 = load i64, ptr %183, align 8
  %185 = getelementptr i8, ptr %intermediates, i64 %184
  %186 = getelementptr inbounds i64, ptr %bufs, i64 4
  store ptr %185, ptr %186, align 8
  %oshape = alloca [2 x i64], align 8
  %187 = getelementptr inbounds i64, ptr %oshape, i64 0
  store i64 %76, ptr %187, align 8
  %188 = getelementptr inbounds i64, ptr %oshape, i64 1
  store i64 32, ptr %188, align 8
  %189 = call ptr @cajit_rt_dlpack_alloc(i32 2, i32 32, i32 2, ptr %oshape)
  %190 = getelementptr inbounds i64, ptr %outs, i64 0
  store ptr %189, ptr %190, align 8
  %191 = icmp ne ptr %189, null
  br i1 %191, label %ok69, label %bad68

bad68:                                            ; preds = %ok67
  %192 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 5, ptr @str.44, i64 %81)
  br label %fail

ok69:                                             ; preds = %ok67
  %193 = getelementptr inbounds i8, ptr %189, i64 0
  %194 = load ptr, ptr %193, align 8
  %195 = getelementptr inbounds i64, ptr %bufs, i64 6
  store ptr %194, ptr %195, align 8
  %oshape70 = alloca [2 x i64], align 8
  %196 = getelementptr inbounds i64, ptr %oshape70, i64 0
  store i64 32, ptr %196, align 8
  %197 = getelementptr inbounds i64, ptr %oshape70, i64 1
  store i64 16, ptr %197, align 8
  %198 = call ptr @cajit_rt_dlpack_alloc(i32 2, i32 32, i32 2, ptr %oshape70)
  %199 = getelementptr inbounds i64, ptr %outs, i64 1
  store ptr %198, ptr %199, align 8
  %200 = icmp ne ptr %198, null
  br i1 %200, label %ok72, label %bad71

bad71:                                            ; preds = %ok69
  %201 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 5, ptr @str.45, i64 512)
  br label %fail

ok72:                                             ; preds = %ok69
  %202 = getelementptr inbounds i8, ptr %198, i64 0
  %203 = load ptr, ptr %202, align 8
  %204 = getelementptr inbounds i64, ptr %bufs, i64 10
  store ptr %203, ptr %204, align 8
  %oshape73 = alloca [1 x i64], align 8
  %205 = getelementptr inbounds i64, ptr %oshape73, i64 0
  store i64 16, ptr %205, align 8
  %206 = call ptr @cajit_rt_dlpack_alloc(i32 2, i32 32, i32 1, ptr %oshape73)
  %207 = getelementptr inbounds i64, ptr %outs, i64 2
  store ptr %206, ptr %207, align 8
  %208 = icmp ne ptr %206, null
  br i1 %208, label %ok75, label %bad74

bad74:                                            ; preds = %ok72
  %209 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 5, ptr @str.46, i64 16)
  br label %fail

ok75:                                             ; preds = %ok72
  %210 = getelementptr inbounds i8, ptr %206, i64 0
  %211 = load ptr, ptr %210, align 8
  %212 = getelementptr inbounds i64, ptr %bufs, i64 11
  store ptr %211, ptr %212, align 8
  %213 = getelementptr inbounds i64, ptr %inputs_now, i64 1
  %214 = getelementptr inbounds i64, ptr %bufs, i64 1
  %215 = call i32 @cajit_rt_input_ready(ptr %call, i32 1, ptr %213, ptr %214, ptr @str.47)
  %216 = icmp eq i32 %215, 0
  br i1 %216, label %ok76, label %fail

ok76:                                             ; preds = %ok75
  %217 = getelementptr inbounds i64, ptr %inputs_now, i64 2
  %218 = getelementptr inbounds i64, ptr %bufs, i64 2
  %219 = call i32 @cajit_rt_input_ready(ptr %call, i32 2, ptr %217, ptr %218, ptr @str.48)
  %220 = icmp eq i32 %219, 0
  br i1 %220, label %ok77, label %fail

ok77:                                             ; preds = %ok76
  %221 = getelementptr inbounds i64, ptr %bufs, i64 1
  %222 = load ptr, ptr %221, align 8
  %223 = getelementptr inbounds i64, ptr %bufs, i64 2
  %224 = load ptr, ptr %223, align 8
  %225 = getelementptr inbounds i64, ptr %bufs, i64 4
  %226 = load ptr, ptr %225, align 8
  %227 = getelementptr inbounds i64, ptr %syms, i64 0
  %228 = load i64, ptr %227, align 8
  %229 = getelementptr inbounds i64, ptr %syms, i64 3
  %230 = load i64, ptr %229, align 8
  %231 = getelementptr inbounds i64, ptr %syms, i64 4
  %232 = load i64, ptr %231, align 8
  %233 = getelementptr inbounds i64, ptr %syms, i64 5
  %234 = load i64, ptr %233, align 8
  %235 = getelementptr inbounds i64, ptr %syms, i64 6
  %236 = load i64, ptr %235, align 8
  %237 = call i32 @k0._4___aten_mm_default(ptr %222, ptr %224, ptr %226, i64 %228, i64 %230, i64 %232, i64 %234, i64 %236, ptr %call)
  %238 = icmp eq i32 %237, 0
  br i1 %238, label %ok78, label %fail

ok78:                                             ; preds = %ok77
  call void @cajit_rt_release_inputs(ptr %call, ptr @released_inputs, i32 1)
  %239 = getelementptr inbounds i64, ptr %inputs_now, i64 3
  %240 = getelementptr inbounds i64, ptr %bufs, i64 3
  %241 = call i32 @cajit_rt_input_ready(ptr %call, i32 3, ptr %239, ptr %240, ptr @str.49)
  %242 = icmp eq i32 %241, 0
  br i1 %242, label %ok79, label %fail

ok79:                                             ; preds = %ok78
  %243 = getelementptr inbounds i64, ptr %bufs, i64 3
  %244 = load ptr, ptr %243, align 8
  %245 = getelementptr inbounds i64, ptr %bufs, i64 4
  %246 = load ptr, ptr %245, align 8
  %247 = getelementptr inbounds i64, ptr %bufs, i64 6
  %248 = load ptr, ptr %247, align 8
  %249 = getelementptr inbounds i64, ptr %syms, i64 0
  %250 = load i64, ptr %249, align 8
  %251 = getelementptr inbounds i64, ptr %syms, i64 7
  %252 = load i64, ptr %251, align 8
  %253 = getelementptr inbounds i64, ptr %syms, i64 8
  %254 = load i64, ptr %253, align 8
  call void @k1._6___aten_mul_Scalar(ptr %244, ptr %246, ptr %248, i64 %250, i64 %252, i64 %254)
  call void @cajit_rt_release_inputs(ptr %call, ptr @released_inputs.50, i32 1)
  %255 = getelementptr inbounds i64, ptr %inputs_now, i64 0
  %256 = getelementptr inbounds i64, ptr %bufs, i64 0
  %257 = call i32 @cajit_rt_input_ready(ptr %call, i32 0, ptr %255, ptr %256, ptr @str.51)
  %258 = icmp eq i32 %257, 0
  br i1 %258, label %ok80, label %fail

ok80:                                             ; preds = %ok79
  %259 = getelementptr inbounds i64, ptr %bufs, i64 0
  %260 = load ptr, ptr %259, align 8
  %261 = getelementptr inbounds i64, ptr %bufs, i64 2
  %262 = load ptr, ptr %261, align 8
  %263 = getelementptr inbounds i64, ptr %bufs, i64 10
  %264 = load ptr, ptr %263, align 8
  %265 = getelementptr inbounds i64, ptr %syms, i64 0
  %266 = load i64, ptr %265, align 8
  %267 = getelementptr inbounds i64, ptr %syms, i64 1
  %268 = load i64, ptr %267, align 8
  %269 = getelementptr inbounds i64, ptr %syms, i64 2
  %270 = load i64, ptr %269, align 8
  %271 = getelementptr inbounds i64, ptr %syms, i64 5
  %272 = load i64, ptr %271, align 8
  %273 = getelementptr inbounds i64, ptr %syms, i64 6
  %274 = load i64, ptr %273, align 8
  %275 = call i32 @k2._8___aten_mm_default(ptr %260, ptr %262, ptr %264, i64 %266, i64 %268, i64 %270, i64 %272, i64 %274, ptr %call)
  %276 = icmp eq i32 %275, 0
  br i1 %276, label %ok81, label %fail

ok81:                                             ; preds = %ok80
  call void @cajit_rt_release_inputs(ptr %call, ptr @released_inputs.52, i32 1)
  %277 = getelementptr inbounds i64, ptr %bufs, i64 2
  %278 = load ptr, ptr %277, align 8
  %279 = getelementptr inbounds i64, ptr %bufs, i64 11
  %280 = load ptr, ptr %279, align 8
  %281 = getelementptr inbounds i64, ptr %syms, i64 0
  %282 = load i64, ptr %281, align 8
  %283 = getelementptr inbounds i64, ptr %syms, i64 5
  %284 = load i64, ptr %283, align 8
  %285 = getelementptr inbounds i64, ptr %syms, i64 6
  %286 = load i64, ptr %285, align 8
  call void @k3._11___aten_sum_dim_IntList(ptr %278, ptr %280, i64 %282, i64 %284, i64 %286)
  call void @cajit_rt_release_inputs(ptr %call, ptr @released_inputs.53, i32 1)
  %287 = getelementptr inbounds i8, ptr %call, i64 72
  %288 = load ptr, ptr %287, align 8
  %289 = getelementptr inbounds i64, ptr %outs, i64 0
  %290 = load ptr, ptr %289, align 8
  %291 = getelementptr inbounds i64, ptr %288, i64 0
  store ptr %290, ptr %291, align 8
  %292 = getelementptr inbounds i64, ptr %outs, i64 1
  %293 = load ptr, ptr %292, align 8
  %294 = getelementptr inbounds i64, ptr %288, i64 1
  store ptr %293, ptr %294, align 8
  %295 = getelementptr inbounds i64, ptr %outs, i64 2
  %296 = load ptr, ptr %295, align 8
  %297 = getelementptr inbounds i64, ptr %288, i64 2
  store ptr %296, ptr %297, align 8
  %298 = load ptr, ptr %arena, align 8
  call void @cajit_rt_arena_destroy(ptr %298)
  ret i32 0
}

; Function Attrs: nounwind
declare void @cajit_rt_arena_destroy(ptr) #0

; Function Attrs: nounwind
declare i32 @cajit_rt_fail(ptr, i32, ptr, ...) #0

; Function Attrs: nounwind
declare i32 @cajit_rt_check_inputs(ptr, i32, ptr, ptr) #0

; Function Attrs: nounwind
declare i32 @cajit_rt_check_dims(ptr, i32, ptr, ptr) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.sadd.with.overflow.i64(i64, i64) #2

; Function Attrs: nounwind
declare ptr @cajit_rt_arena_create() #0

declare i64 @cajit_rt_plan_layout_cached(ptr, i32, ptr, ptr, ptr, ptr, ptr, ptr)

; Function Attrs: nounwind
declare ptr @cajit_rt_arena_alloc(ptr, i64, i64) #0

; Function Attrs: nounwind
declare ptr @cajit_rt_dlpack_alloc(i32, i32, i32, ptr) #0

; Function Attrs: nounwind
declare i32 @cajit_rt_input_ready(ptr, i32, ptr, ptr, ptr) #0

; Function Attrs: nounwind
declare void @cajit_rt_release_inputs(ptr, ptr, i32) #0

attributes #0 = { nounwind }
attributes #1 = { noinline nounwind }
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
