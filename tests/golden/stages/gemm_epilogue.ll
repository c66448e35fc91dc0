
@cajit_fallback_ops = constant [1 x i8] zeroinitializer
@cajit_library_ops = constant [1 x i8] zeroinitializer
@str = private unnamed_addr constant [40 x i8] c"guard failed: expected 4 inputs, got %d\00", align 1
@str.1 = private unnamed_addr constant [39 x i8] c"guard failed: expected 0 sizes, got %d\00", align 1
@str.2 = private unnamed_addr constant [41 x i8] c"guard failed: expected 0 scalars, got %d\00", align 1
@str.3 = private unnamed_addr constant [39 x i8] c"guard failed: expected 0 hooks, got %d\00", align 1
@str.4 = private unnamed_addr constant [46 x i8] c"guard failed: expected 3 output slots, got %d\00", align 1
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
@str.17 = private unnamed_addr constant [46 x i8] c"guard failed: input 2 has %d dims, expected 2\00", align 1
@str.18 = private unnamed_addr constant [82 x i8] c"guard failed: input 2 has DLPack dtype (code %d, bits %d, lanes %d), expected f32\00", align 1
@str.19 = private unnamed_addr constant [30 x i8] c"guard failed: input 3 is NULL\00", align 1
@str.20 = private unnamed_addr constant [68 x i8] c"guard failed: input 3 is on DLPack device type %d, expected cpu (1)\00", align 1
@str.21 = private unnamed_addr constant [46 x i8] c"guard failed: input 3 has %d dims, expected 2\00", align 1
@str.22 = private unnamed_addr constant [82 x i8] c"guard failed: input 3 has DLPack dtype (code %d, bits %d, lanes %d), expected f32\00", align 1
@str.23 = private unnamed_addr constant [103 x i8] c"guard failed: s0 (input 0 dim 0) is %lld, but it is used as a size or stride, which cannot be negative\00", align 1
@str.24 = private unnamed_addr constant [56 x i8] c"guard failed: input 0 dim 1 is %lld, expected %lld (32)\00", align 1
@str.25 = private unnamed_addr constant [56 x i8] c"guard failed: input 1 dim 0 is %lld, expected %lld (16)\00", align 1
@str.26 = private unnamed_addr constant [56 x i8] c"guard failed: input 1 dim 1 is %lld, expected %lld (32)\00", align 1
@str.27 = private unnamed_addr constant [56 x i8] c"guard failed: input 2 dim 0 is %lld, expected %lld (s0)\00", align 1
@str.28 = private unnamed_addr constant [56 x i8] c"guard failed: input 2 dim 1 is %lld, expected %lld (16)\00", align 1
@str.29 = private unnamed_addr constant [56 x i8] c"guard failed: input 3 dim 0 is %lld, expected %lld (s0)\00", align 1
@str.30 = private unnamed_addr constant [56 x i8] c"guard failed: input 3 dim 1 is %lld, expected %lld (32)\00", align 1
@str.31 = private unnamed_addr constant [66 x i8] c"guard failed: input 0: size arithmetic overflows int64 in s0 * 32\00", align 1
@str.32 = private unnamed_addr constant [69 x i8] c"guard failed: input 0: stride 0 is %lld, a stride cannot be negative\00", align 1
@str.33 = private unnamed_addr constant [69 x i8] c"guard failed: input 0: stride 1 is %lld, a stride cannot be negative\00", align 1
@str.34 = private unnamed_addr constant [69 x i8] c"guard failed: input 1: stride 0 is %lld, a stride cannot be negative\00", align 1
@str.35 = private unnamed_addr constant [69 x i8] c"guard failed: input 1: stride 1 is %lld, a stride cannot be negative\00", align 1
@str.36 = private unnamed_addr constant [66 x i8] c"guard failed: input 2: size arithmetic overflows int64 in s0 * 16\00", align 1
@str.37 = private unnamed_addr constant [69 x i8] c"guard failed: input 2: stride 0 is %lld, a stride cannot be negative\00", align 1
@str.38 = private unnamed_addr constant [69 x i8] c"guard failed: input 2: stride 1 is %lld, a stride cannot be negative\00", align 1
@str.39 = private unnamed_addr constant [69 x i8] c"guard failed: input 3: stride 0 is %lld, a stride cannot be negative\00", align 1
@str.40 = private unnamed_addr constant [69 x i8] c"guard failed: input 3: stride 1 is %lld, a stride cannot be negative\00", align 1
@str.41 = private unnamed_addr constant [70 x i8] c"guard failed: buf12: size arithmetic overflows int64 in s0 * _in2_st0\00", align 1
@str.42 = private unnamed_addr constant [66 x i8] c"guard failed: buf12: size arithmetic overflows int64 in -_in2_st0\00", align 1
@str.43 = private unnamed_addr constant [97 x i8] c"guard failed: buf12: size arithmetic overflows int64 in s0 * _in2_st0 - _in2_st0 + _in2_st1 * 15\00", align 1
@str.44 = private unnamed_addr constant [70 x i8] c"guard failed: buf12: size arithmetic overflows int64 in _in2_st1 * 15\00", align 1
@str.45 = private unnamed_addr constant [97 x i8] c"guard failed: buf12: size arithmetic overflows int64 in s0 * _in2_st0 - _in2_st0 + _in2_st1 * 15\00", align 1
@str.46 = private unnamed_addr constant [104 x i8] c"guard failed: buf12: the view reaches element offsets %lld..%lld of its storage, which holds %lld..%lld\00", align 1
@str.47 = private unnamed_addr constant [70 x i8] c"guard failed: buf13: size arithmetic overflows int64 in s0 * _in0_st0\00", align 1
@str.48 = private unnamed_addr constant [66 x i8] c"guard failed: buf13: size arithmetic overflows int64 in -_in0_st0\00", align 1
@str.49 = private unnamed_addr constant [97 x i8] c"guard failed: buf13: size arithmetic overflows int64 in s0 * _in0_st0 - _in0_st0 + _in0_st1 * 31\00", align 1
@str.50 = private unnamed_addr constant [70 x i8] c"guard failed: buf13: size arithmetic overflows int64 in _in0_st1 * 31\00", align 1
@str.51 = private unnamed_addr constant [97 x i8] c"guard failed: buf13: size arithmetic overflows int64 in s0 * _in0_st0 - _in0_st0 + _in0_st1 * 31\00", align 1
@str.52 = private unnamed_addr constant [104 x i8] c"guard failed: buf13: the view reaches element offsets %lld..%lld of its storage, which holds %lld..%lld\00", align 1
@str.53 = private unnamed_addr constant [40 x i8] c"out of memory creating the call's arena\00", align 1
@elem_sizes = private constant [1 x i64] [i64 4]
@first_use = private constant [1 x i32] zeroinitializer
@last_use = private constant [1 x i32] [i32 1]
@layout_cache = private global [4 x i64] zeroinitializer, align 64
@str.54 = private unnamed_addr constant [56 x i8] c"out of memory: the intermediate buffers' sizes overflow\00", align 1
@str.55 = private unnamed_addr constant [60 x i8] c"out of memory allocating %lld bytes of intermediate buffers\00", align 1
@str.56 = private unnamed_addr constant [53 x i8] c"out of memory allocating buf6 (%lld elements of f32)\00", align 1
@str.57 = private unnamed_addr constant [54 x i8] c"out of memory allocating buf10 (%lld elements of f32)\00", align 1
@str.58 = private unnamed_addr constant [54 x i8] c"out of memory allocating buf11 (%lld elements of f32)\00", align 1
@str.59 = private unnamed_addr constant [21 x i8] c"%4 = aten.mm.default\00", align 1
@str.60 = private unnamed_addr constant [21 x i8] c"%4 = aten.mm.default\00", align 1
@released_inputs = private unnamed_addr constant [1 x i32] [i32 1]
@str.61 = private unnamed_addr constant [21 x i8] c"%6 = aten.mul.Scalar\00", align 1
@released_inputs.62 = private unnamed_addr constant [1 x i32] [i32 3]
@str.63 = private unnamed_addr constant [21 x i8] c"%8 = aten.mm.default\00", align 1
@released_inputs.64 = private unnamed_addr constant [1 x i32] zeroinitializer
@released_inputs.65 = private unnamed_addr constant [1 x i32] [i32 2]

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
  %3 = call i32 @cajit_rt_gemm_strided_split_f32(ptr %call, i64 1, i64 16, i64 32, i64 %s0, float 1.000000e+00, ptr %0, i64 0, i64 %_in2_st1, i64 %_in2_st0, ptr %1, i64 0, i64 %_in0_st0, i64 %_in0_st1, float 0.000000e+00, ptr %2, i64 0, i64 1, i64 16, i64 16384, i64 2048)
  ret i32 %3
}

declare i32 @cajit_rt_gemm_strided_split_f32(ptr, i64, i64, i64, i64, float, ptr, i64, i64, i64, ptr, i64, i64, i64, float, ptr, i64, i64, i64, i64, i64)

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

fail:                                             ; preds = %ok137, %ok136, %ok135, %ok134, %ok133, %ok132, %bad131, %bad128, %bad125, %bad123, %bad121, %bad119, %bad116, %bad114, %bad112, %bad110, %bad108, %bad106, %bad104, %bad102, %bad100, %bad98, %bad96, %bad94, %bad92, %bad90, %bad88, %bad86, %bad84, %bad82, %bad80, %bad78, %bad76, %bad74, %bad68, %bad66, %bad60, %bad58, %bad52, %bad50, %bad47, %bad45, %bad43, %bad41, %bad39, %bad37, %bad35, %bad33, %bad31, %bad29, %bad27, %bad25, %bad23, %bad21, %bad19, %bad17, %bad15, %bad13, %bad11, %bad9, %bad7, %bad5, %bad3, %bad1, %bad
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
  %38 = getelementptr inbounds i8, ptr %call, i64 0
  %39 = load ptr, ptr %38, align 8
  %40 = getelementptr inbounds i64, ptr %39, i64 0
  %41 = load ptr, ptr %40, align 8
  %42 = icmp ne ptr %41, null
  br i1 %42, label %ok14, label %bad13

bad13:                                            ; preds = %ok12
  %43 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.7)
  br label %fail

ok14:                                             ; preds = %ok12
  %44 = getelementptr inbounds i8, ptr %41, i64 8
  %45 = load i32, ptr %44, align 4
  %46 = icmp eq i32 %45, 1
  br i1 %46, label %ok16, label %bad15

bad15:                                            ; preds = %ok14
  %47 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.8, i32 %45)
  br label %fail

ok16:                                             ; preds = %ok14
  %48 = getelementptr inbounds i8, ptr %41, i64 16
  %49 = load i32, ptr %48, align 4
  %50 = icmp eq i32 %49, 2
  br i1 %50, label %ok18, label %bad17

bad17:                                            ; preds = %ok16
  %51 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.9, i32 %49)
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
  %59 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.10, i32 %55, i32 %57, i32 %58)
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
  %71 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.11)
  br label %fail

ok22:                                             ; preds = %ok20
  %72 = getelementptr inbounds i8, ptr %69, i64 8
  %73 = load i32, ptr %72, align 4
  %74 = icmp eq i32 %73, 1
  br i1 %74, label %ok24, label %bad23

bad23:                                            ; preds = %ok22
  %75 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.12, i32 %73)
  br label %fail

ok24:                                             ; preds = %ok22
  %76 = getelementptr inbounds i8, ptr %69, i64 16
  %77 = load i32, ptr %76, align 4
  %78 = icmp eq i32 %77, 2
  br i1 %78, label %ok26, label %bad25

bad25:                                            ; preds = %ok24
  %79 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.13, i32 %77)
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
  %87 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.14, i32 %83, i32 %85, i32 %86)
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
  %96 = getelementptr inbounds i64, ptr %95, i64 2
  %97 = load ptr, ptr %96, align 8
  %98 = icmp ne ptr %97, null
  br i1 %98, label %ok30, label %bad29

bad29:                                            ; preds = %ok28
  %99 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.15)
  br label %fail

ok30:                                             ; preds = %ok28
  %100 = getelementptr inbounds i8, ptr %97, i64 8
  %101 = load i32, ptr %100, align 4
  %102 = icmp eq i32 %101, 1
  br i1 %102, label %ok32, label %bad31

bad31:                                            ; preds = %ok30
  %103 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.16, i32 %101)
  br label %fail

ok32:                                             ; preds = %ok30
  %104 = getelementptr inbounds i8, ptr %97, i64 16
  %105 = load i32, ptr %104, align 4
  %106 = icmp eq i32 %105, 2
  br i1 %106, label %ok34, label %bad33

bad33:                                            ; preds = %ok32
  %107 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.17, i32 %105)
  br label %fail

ok34:                                             ; preds = %ok32
  %108 = getelementptr inbounds i8, ptr %97, i64 20
  %109 = load i32, ptr %108, align 4
  %110 = icmp eq i32 %109, 73730
  %111 = and i32 %109, 255
  %112 = lshr i32 %109, 8
  %113 = and i32 %112, 255
  %114 = lshr i32 %109, 16
  br i1 %110, label %ok36, label %bad35

bad35:                                            ; preds = %ok34
  %115 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.18, i32 %111, i32 %113, i32 %114)
  br label %fail

ok36:                                             ; preds = %ok34
  %116 = getelementptr inbounds i8, ptr %97, i64 0
  %117 = load ptr, ptr %116, align 8
  %118 = getelementptr inbounds i8, ptr %97, i64 40
  %119 = load i64, ptr %118, align 4
  %120 = getelementptr inbounds i8, ptr %117, i64 %119
  %121 = getelementptr inbounds i64, ptr %bufs, i64 2
  store ptr %120, ptr %121, align 8
  %122 = getelementptr inbounds i8, ptr %call, i64 0
  %123 = load ptr, ptr %122, align 8
  %124 = getelementptr inbounds i64, ptr %123, i64 3
  %125 = load ptr, ptr %124, align 8
  %126 = icmp ne ptr %125, null
  br i1 %126, label %ok38, label %bad37

bad37:                                            ; preds = %ok36
  %127 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.19)
  br label %fail

ok38:                                             ; preds = %ok36
  %128 = getelementptr inbounds i8, ptr %125, i64 8
  %129 = load i32, ptr %128, align 4
  %130 = icmp eq i32 %129, 1
  br i1 %130, label %ok40, label %bad39

bad39:                                            ; preds = %ok38
  %131 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.20, i32 %129)
  br label %fail

ok40:                                             ; preds = %ok38
  %132 = getelementptr inbounds i8, ptr %125, i64 16
  %133 = load i32, ptr %132, align 4
  %134 = icmp eq i32 %133, 2
  br i1 %134, label %ok42, label %bad41

bad41:                                            ; preds = %ok40
  %135 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.21, i32 %133)
  br label %fail

ok42:                                             ; preds = %ok40
  %136 = getelementptr inbounds i8, ptr %125, i64 20
  %137 = load i32, ptr %136, align 4
  %138 = icmp eq i32 %137, 73730
  %139 = and i32 %137, 255
  %140 = lshr i32 %137, 8
  %141 = and i32 %140, 255
  %142 = lshr i32 %137, 16
  br i1 %138, label %ok44, label %bad43

bad43:                                            ; preds = %ok42
  %143 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.22, i32 %139, i32 %141, i32 %142)
  br label %fail

ok44:                                             ; preds = %ok42
  %144 = getelementptr inbounds i8, ptr %125, i64 0
  %145 = load ptr, ptr %144, align 8
  %146 = getelementptr inbounds i8, ptr %125, i64 40
  %147 = load i64, ptr %146, align 4
  %148 = getelementptr inbounds i8, ptr %145, i64 %147
  %149 = getelementptr inbounds i64, ptr %bufs, i64 3
  store ptr %148, ptr %149, align 8
  %150 = getelementptr inbounds i8, ptr %call, i64 0
  %151 = load ptr, ptr %150, align 8
  %152 = getelementptr inbounds i64, ptr %151, i64 0
  %153 = load ptr, ptr %152, align 8
  %154 = getelementptr inbounds i64, ptr %inputs_now, i64 0
  store ptr %153, ptr %154, align 8
  %155 = getelementptr inbounds i8, ptr %call, i64 0
  %156 = load ptr, ptr %155, align 8
  %157 = getelementptr inbounds i64, ptr %156, i64 1
  %158 = load ptr, ptr %157, align 8
  %159 = getelementptr inbounds i64, ptr %inputs_now, i64 1
  store ptr %158, ptr %159, align 8
  %160 = getelementptr inbounds i8, ptr %call, i64 0
  %161 = load ptr, ptr %160, align 8
  %162 = getelementptr inbounds i64, ptr %161, i64 2
  %163 = load ptr, ptr %162, align 8
  %164 = getelementptr inbounds i64, ptr %inputs_now, i64 2
  store ptr %163, ptr %164, align 8
  %165 = getelementptr inbounds i8, ptr %call, i64 0
  %166 = load ptr, ptr %165, align 8
  %167 = getelementptr inbounds i64, ptr %166, i64 3
  %168 = load ptr, ptr %167, align 8
  %169 = getelementptr inbounds i64, ptr %inputs_now, i64 3
  store ptr %168, ptr %169, align 8
  %170 = getelementptr inbounds i8, ptr %call, i64 0
  %171 = load ptr, ptr %170, align 8
  %172 = getelementptr inbounds i64, ptr %171, i64 0
  %173 = load ptr, ptr %172, align 8
  %174 = getelementptr inbounds i8, ptr %173, i64 24
  %175 = load ptr, ptr %174, align 8
  %176 = getelementptr inbounds i64, ptr %175, i64 0
  %177 = load i64, ptr %176, align 8
  %178 = getelementptr inbounds i64, ptr %syms, i64 0
  store i64 %177, ptr %178, align 8
  %179 = getelementptr inbounds i64, ptr %syms, i64 0
  %180 = load i64, ptr %179, align 8
  %181 = icmp sge i64 %180, 0
  br i1 %181, label %ok46, label %bad45

bad45:                                            ; preds = %ok44
  %182 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.23, i64 %180)
  br label %fail

ok46:                                             ; preds = %ok44
  %183 = getelementptr inbounds i8, ptr %call, i64 0
  %184 = load ptr, ptr %183, align 8
  %185 = getelementptr inbounds i64, ptr %184, i64 0
  %186 = load ptr, ptr %185, align 8
  %187 = getelementptr inbounds i8, ptr %186, i64 24
  %188 = load ptr, ptr %187, align 8
  %189 = getelementptr inbounds i64, ptr %188, i64 0
  %190 = load i64, ptr %189, align 8
  %191 = getelementptr inbounds i64, ptr %188, i64 1
  %192 = load i64, ptr %191, align 8
  %193 = icmp eq i64 %192, 32
  br i1 %193, label %ok48, label %bad47

bad47:                                            ; preds = %ok46
  %194 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.24, i64 %192, i64 32)
  br label %fail

ok48:                                             ; preds = %ok46
  %195 = mul i64 1, %192
  %196 = getelementptr inbounds i8, ptr %186, i64 32
  %197 = load ptr, ptr %196, align 8
  %198 = icmp ne ptr %197, null
  br i1 %198, label %st, label %st2

st:                                               ; preds = %ok48
  %199 = getelementptr inbounds i64, ptr %197, i64 0
  %200 = load i64, ptr %199, align 8
  %201 = getelementptr inbounds i64, ptr %197, i64 1
  %202 = load i64, ptr %201, align 8
  br label %st2

st2:                                              ; preds = %st, %ok48
  %stride = phi i64 [ %195, %ok48 ], [ %200, %st ]
  %stride49 = phi i64 [ 1, %ok48 ], [ %202, %st ]
  %203 = getelementptr inbounds i64, ptr %syms, i64 1
  store i64 %stride, ptr %203, align 8
  %204 = getelementptr inbounds i64, ptr %syms, i64 2
  store i64 %stride49, ptr %204, align 8
  %205 = getelementptr inbounds i8, ptr %call, i64 0
  %206 = load ptr, ptr %205, align 8
  %207 = getelementptr inbounds i64, ptr %206, i64 1
  %208 = load ptr, ptr %207, align 8
  %209 = getelementptr inbounds i8, ptr %208, i64 24
  %210 = load ptr, ptr %209, align 8
  %211 = getelementptr inbounds i64, ptr %210, i64 0
  %212 = load i64, ptr %211, align 8
  %213 = icmp eq i64 %212, 16
  br i1 %213, label %ok51, label %bad50

bad50:                                            ; preds = %st2
  %214 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.25, i64 %212, i64 16)
  br label %fail

ok51:                                             ; preds = %st2
  %215 = getelementptr inbounds i64, ptr %210, i64 1
  %216 = load i64, ptr %215, align 8
  %217 = icmp eq i64 %216, 32
  br i1 %217, label %ok53, label %bad52

bad52:                                            ; preds = %ok51
  %218 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.26, i64 %216, i64 32)
  br label %fail

ok53:                                             ; preds = %ok51
  %219 = mul i64 1, %216
  %220 = getelementptr inbounds i8, ptr %208, i64 32
  %221 = load ptr, ptr %220, align 8
  %222 = icmp ne ptr %221, null
  br i1 %222, label %st54, label %st255

st54:                                             ; preds = %ok53
  %223 = getelementptr inbounds i64, ptr %221, i64 0
  %224 = load i64, ptr %223, align 8
  %225 = getelementptr inbounds i64, ptr %221, i64 1
  %226 = load i64, ptr %225, align 8
  br label %st255

st255:                                            ; preds = %st54, %ok53
  %stride56 = phi i64 [ %219, %ok53 ], [ %224, %st54 ]
  %stride57 = phi i64 [ 1, %ok53 ], [ %226, %st54 ]
  %227 = getelementptr inbounds i64, ptr %syms, i64 3
  store i64 %stride56, ptr %227, align 8
  %228 = getelementptr inbounds i64, ptr %syms, i64 4
  store i64 %stride57, ptr %228, align 8
  %229 = getelementptr inbounds i8, ptr %call, i64 0
  %230 = load ptr, ptr %229, align 8
  %231 = getelementptr inbounds i64, ptr %230, i64 2
  %232 = load ptr, ptr %231, align 8
  %233 = getelementptr inbounds i8, ptr %232, i64 24
  %234 = load ptr, ptr %233, align 8
  %235 = getelementptr inbounds i64, ptr %234, i64 0
  %236 = load i64, ptr %235, align 8
  %237 = getelementptr inbounds i64, ptr %syms, i64 0
  %238 = load i64, ptr %237, align 8
  %239 = icmp eq i64 %236, %238
  br i1 %239, label %ok59, label %bad58

bad58:                                            ; preds = %st255
  %240 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.27, i64 %236, i64 %238)
  br label %fail

ok59:                                             ; preds = %st255
  %241 = getelementptr inbounds i64, ptr %234, i64 1
  %242 = load i64, ptr %241, align 8
  %243 = icmp eq i64 %242, 16
  br i1 %243, label %ok61, label %bad60

bad60:                                            ; preds = %ok59
  %244 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.28, i64 %242, i64 16)
  br label %fail

ok61:                                             ; preds = %ok59
  %245 = mul i64 1, %242
  %246 = getelementptr inbounds i8, ptr %232, i64 32
  %247 = load ptr, ptr %246, align 8
  %248 = icmp ne ptr %247, null
  br i1 %248, label %st62, label %st263

st62:                                             ; preds = %ok61
  %249 = getelementptr inbounds i64, ptr %247, i64 0
  %250 = load i64, ptr %249, align 8
  %251 = getelementptr inbounds i64, ptr %247, i64 1
  %252 = load i64, ptr %251, align 8
  br label %st263

st263:                                            ; preds = %st62, %ok61
  %stride64 = phi i64 [ %245, %ok61 ], [ %250, %st62 ]
  %stride65 = phi i64 [ 1, %ok61 ], [ %252, %st62 ]
  %253 = getelementptr inbounds i64, ptr %syms, i64 5
  store i64 %stride64, ptr %253, align 8
  %254 = getelementptr inbounds i64, ptr %syms, i64 6
  store i64 %stride65, ptr %254, align 8
  %255 = getelementptr inbounds i8, ptr %call, i64 0
  %256 = load ptr, ptr %255, align 8
  %257 = getelementptr inbounds i64, ptr %256, i64 3
  %258 = load ptr, ptr %257, align 8
  %259 = getelementptr inbounds i8, ptr %258, i64 24
  %260 = load ptr, ptr %259, align 8
  %261 = getelementptr inbounds i64, ptr %260, i64 0
  %262 = load i64, ptr %261, align 8
  %263 = getelementptr inbounds i64, ptr %syms, i64 0
  %264 = load i64, ptr %263, align 8
  %265 = icmp eq i64 %262, %264
  br i1 %265, label %ok67, label %bad66

bad66:                                            ; preds = %st263
  %266 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.29, i64 %262, i64 %264)
  br label %fail

ok67:                                             ; preds = %st263
  %267 = getelementptr inbounds i64, ptr %260, i64 1
  %268 = load i64, ptr %267, align 8
  %269 = icmp eq i64 %268, 32
  br i1 %269, label %ok69, label %bad68

bad68:                                            ; preds = %ok67
  %270 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.30, i64 %268, i64 32)
  br label %fail

ok69:                                             ; preds = %ok67
  %271 = mul i64 1, %268
  %272 = getelementptr inbounds i8, ptr %258, i64 32
  %273 = load ptr, ptr %272, align 8
  %274 = icmp ne ptr %273, null
  br i1 %274, label %st70, label %st271

st70:                                             ; preds = %ok69
  %275 = getelementptr inbounds i64, ptr %273, i64 0
  %276 = load i64, ptr %275, align 8
  %277 = getelementptr inbounds i64, ptr %273, i64 1
  %278 = load i64, ptr %277, align 8
  br label %st271

st271:                                            ; preds = %st70, %ok69
  %stride72 = phi i64 [ %271, %ok69 ], [ %276, %st70 ]
  %stride73 = phi i64 [ 1, %ok69 ], [ %278, %st70 ]
  %279 = getelementptr inbounds i64, ptr %syms, i64 7
  store i64 %stride72, ptr %279, align 8
  %280 = getelementptr inbounds i64, ptr %syms, i64 8
  store i64 %stride73, ptr %280, align 8
  %281 = getelementptr inbounds i64, ptr %syms, i64 0
  %282 = load i64, ptr %281, align 8
  %283 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 32, i64 %282)
  %284 = extractvalue { i64, i1 } %283, 1
  %285 = xor i1 %284, true
  br i1 %285, label %ok75, label %bad74

bad74:                                            ; preds = %st271
  %286 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.31)
  br label %fail

ok75:                                             ; preds = %st271
  %287 = extractvalue { i64, i1 } %283, 0
  %288 = getelementptr inbounds i64, ptr %syms, i64 1
  %289 = load i64, ptr %288, align 8
  %290 = icmp sge i64 %289, 0
  br i1 %290, label %ok77, label %bad76

bad76:                                            ; preds = %ok75
  %291 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.32, i64 %289)
  br label %fail

ok77:                                             ; preds = %ok75
  %292 = getelementptr inbounds i64, ptr %syms, i64 2
  %293 = load i64, ptr %292, align 8
  %294 = icmp sge i64 %293, 0
  br i1 %294, label %ok79, label %bad78

bad78:                                            ; preds = %ok77
  %295 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.33, i64 %293)
  br label %fail

ok79:                                             ; preds = %ok77
  %296 = getelementptr inbounds i64, ptr %syms, i64 3
  %297 = load i64, ptr %296, align 8
  %298 = icmp sge i64 %297, 0
  br i1 %298, label %ok81, label %bad80

bad80:                                            ; preds = %ok79
  %299 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.34, i64 %297)
  br label %fail

ok81:                                             ; preds = %ok79
  %300 = getelementptr inbounds i64, ptr %syms, i64 4
  %301 = load i64, ptr %300, align 8
  %302 = icmp sge i64 %301, 0
  br i1 %302, label %ok83, label %bad82

bad82:                                            ; preds = %ok81
  %303 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.35, i64 %301)
  br label %fail

ok83:                                             ; preds = %ok81
  %304 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 16, i64 %282)
  %305 = extractvalue { i64, i1 } %304, 1
  %306 = xor i1 %305, true
  br i1 %306, label %ok85, label %bad84

bad84:                                            ; preds = %ok83
  %307 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.36)
  br label %fail

ok85:                                             ; preds = %ok83
  %308 = extractvalue { i64, i1 } %304, 0
  %309 = getelementptr inbounds i64, ptr %syms, i64 5
  %310 = load i64, ptr %309, align 8
  %311 = icmp sge i64 %310, 0
  br i1 %311, label %ok87, label %bad86

bad86:                                            ; preds = %ok85
  %312 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.37, i64 %310)
  br label %fail

ok87:                                             ; preds = %ok85
  %313 = getelementptr inbounds i64, ptr %syms, i64 6
  %314 = load i64, ptr %313, align 8
  %315 = icmp sge i64 %314, 0
  br i1 %315, label %ok89, label %bad88

bad88:                                            ; preds = %ok87
  %316 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.38, i64 %314)
  br label %fail

ok89:                                             ; preds = %ok87
  %317 = getelementptr inbounds i64, ptr %syms, i64 7
  %318 = load i64, ptr %317, align 8
  %319 = icmp sge i64 %318, 0
  br i1 %319, label %ok91, label %bad90

bad90:                                            ; preds = %ok89
  %320 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.39, i64 %318)
  br label %fail

ok91:                                             ; preds = %ok89
  %321 = getelementptr inbounds i64, ptr %syms, i64 8
  %322 = load i64, ptr %321, align 8
  %323 = icmp sge i64 %322, 0
  br i1 %323, label %ok93, label %bad92

bad92:                                            ; preds = %ok91
  %324 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.40, i64 %322)
  br label %fail

ok93:                                             ; preds = %ok91
  %325 = icmp sle i64 1, %282
  %326 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %282, i64 %310)
  %327 = extractvalue { i64, i1 } %326, 1
  %328 = xor i1 %327, true
  br i1 %328, label %ok95, label %bad94

bad94:                                            ; preds = %ok93
  %329 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.41)
  br label %fail

ok95:                                             ; preds = %ok93
  %330 = extractvalue { i64, i1 } %326, 0
  %331 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 -1, i64 %310)
  %332 = extractvalue { i64, i1 } %331, 1
  %333 = xor i1 %332, true
  br i1 %333, label %ok97, label %bad96

bad96:                                            ; preds = %ok95
  %334 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.42)
  br label %fail

ok97:                                             ; preds = %ok95
  %335 = extractvalue { i64, i1 } %331, 0
  %336 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %330, i64 %335)
  %337 = extractvalue { i64, i1 } %336, 1
  %338 = xor i1 %337, true
  br i1 %338, label %ok99, label %bad98

bad98:                                            ; preds = %ok97
  %339 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.43)
  br label %fail

ok99:                                             ; preds = %ok97
  %340 = extractvalue { i64, i1 } %336, 0
  %341 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 15, i64 %314)
  %342 = extractvalue { i64, i1 } %341, 1
  %343 = xor i1 %342, true
  br i1 %343, label %ok101, label %bad100

bad100:                                           ; preds = %ok99
  %344 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.44)
  br label %fail

ok101:                                            ; preds = %ok99
  %345 = extractvalue { i64, i1 } %341, 0
  %346 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %340, i64 %345)
  %347 = extractvalue { i64, i1 } %346, 1
  %348 = xor i1 %347, true
  br i1 %348, label %ok103, label %bad102

bad102:                                           ; preds = %ok101
  %349 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.45)
  br label %fail

ok103:                                            ; preds = %ok101
  %350 = extractvalue { i64, i1 } %346, 0
  %351 = xor i1 %325, true
  %352 = or i1 %351, %325
  br i1 %352, label %ok105, label %bad104

bad104:                                           ; preds = %ok103
  %353 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.46, i64 0, i64 %350, i64 0, i64 %350)
  br label %fail

ok105:                                            ; preds = %ok103
  %354 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %282, i64 %289)
  %355 = extractvalue { i64, i1 } %354, 1
  %356 = xor i1 %355, true
  br i1 %356, label %ok107, label %bad106

bad106:                                           ; preds = %ok105
  %357 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.47)
  br label %fail

ok107:                                            ; preds = %ok105
  %358 = extractvalue { i64, i1 } %354, 0
  %359 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 -1, i64 %289)
  %360 = extractvalue { i64, i1 } %359, 1
  %361 = xor i1 %360, true
  br i1 %361, label %ok109, label %bad108

bad108:                                           ; preds = %ok107
  %362 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.48)
  br label %fail

ok109:                                            ; preds = %ok107
  %363 = extractvalue { i64, i1 } %359, 0
  %364 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %358, i64 %363)
  %365 = extractvalue { i64, i1 } %364, 1
  %366 = xor i1 %365, true
  br i1 %366, label %ok111, label %bad110

bad110:                                           ; preds = %ok109
  %367 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.49)
  br label %fail

ok111:                                            ; preds = %ok109
  %368 = extractvalue { i64, i1 } %364, 0
  %369 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 31, i64 %293)
  %370 = extractvalue { i64, i1 } %369, 1
  %371 = xor i1 %370, true
  br i1 %371, label %ok113, label %bad112

bad112:                                           ; preds = %ok111
  %372 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.50)
  br label %fail

ok113:                                            ; preds = %ok111
  %373 = extractvalue { i64, i1 } %369, 0
  %374 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %368, i64 %373)
  %375 = extractvalue { i64, i1 } %374, 1
  %376 = xor i1 %375, true
  br i1 %376, label %ok115, label %bad114

bad114:                                           ; preds = %ok113
  %377 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.51)
  br label %fail

ok115:                                            ; preds = %ok113
  %378 = extractvalue { i64, i1 } %374, 0
  %379 = xor i1 %325, true
  %380 = or i1 %379, %325
  br i1 %380, label %ok117, label %bad116

bad116:                                           ; preds = %ok115
  %381 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.52, i64 0, i64 %378, i64 0, i64 %378)
  br label %fail

ok117:                                            ; preds = %ok115
  %arena118 = call ptr @cajit_rt_arena_create()
  store ptr %arena118, ptr %arena, align 8
  %382 = icmp ne ptr %arena118, null
  br i1 %382, label %ok120, label %bad119

bad119:                                           ; preds = %ok117
  %383 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 5, ptr @str.53)
  br label %fail

ok120:                                            ; preds = %ok117
  %counts = alloca [1 x i64], align 8
  %384 = getelementptr inbounds i64, ptr %counts, i64 0
  store i64 %287, ptr %384, align 8
  %layout_scratch = alloca [4 x i64], align 8
  %offsets = alloca [1 x i64], align 8
  %total = call i64 @cajit_rt_plan_layout_cached(ptr @layout_cache, i32 1, ptr %counts, ptr @elem_sizes, ptr @first_use, ptr @last_use, ptr %layout_scratch, ptr %offsets)
  %385 = icmp sge i64 %total, 0
  br i1 %385, label %ok122, label %bad121

bad121:                                           ; preds = %ok120
  %386 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 5, ptr @str.54)
  br label %fail

ok122:                                            ; preds = %ok120
  %intermediates = call ptr @cajit_rt_arena_alloc(ptr %arena118, i64 %total, i64 1)
  %387 = icmp ne ptr %intermediates, null
  br i1 %387, label %ok124, label %bad123

bad123:                                           ; preds = %ok122
  %388 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 5, ptr @str.55, i64 %total)
  br label %fail

ok124:                                            ; preds = %ok122
  %389 = getelementptr inbounds i64, ptr %offsets, i64 0
  %390 = load i64, ptr %389, align 8
  %391 = getelementptr i8, ptr %intermediates, i64 %390
  %392 = getelementptr inbounds i64, ptr %bufs, i64 4
  store ptr %391, ptr %392, align 8
  %oshape = alloca [2 x i64], align 8
  %393 = getelementptr inbounds i64, ptr %oshape, i64 0
  store i64 %282, ptr %393, align 8
  %394 = getelementptr inbounds i64, ptr %oshape, i64 1
  store i64 32, ptr %394, align 8
  %395 = call ptr @cajit_rt_dlpack_alloc(i32 2, i32 32, i32 2, ptr %oshape)
  %396 = getelementptr inbounds i64, ptr %outs, i64 0
  store ptr %395, ptr %396, align 8
  %397 = icmp ne ptr %395, null
  br i1 %397, label %ok126, label %bad125

bad125:                                           ; preds = %ok124
  %398 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 5, ptr @str.56, i64 %287)
  br label %fail

ok126:                                            ; preds = %ok124
  %399 = getelementptr inbounds i8, ptr %395, i64 0
  %400 = load ptr, ptr %399, align 8
  %401 = getelementptr inbounds i64, ptr %bufs, i64 6
  store ptr %400, ptr %401, align 8
  %oshape127 = alloca [2 x i64], align 8
  %402 = getelementptr inbounds i64, ptr %oshape127, i64 0
  store i64 32, ptr %402, align 8
  %403 = getelementptr inbounds i64, ptr %oshape127, i64 1
  store i64 16, ptr %403, align 8
  %404 = call ptr @cajit_rt_dlpack_alloc(i32 2, i32 32, i32 2, ptr %oshape127)
  %405 = getelementptr inbounds i64, ptr %outs, i64 1
  store ptr %404, ptr %405, align 8
  %406 = icmp ne ptr %404, null
  br i1 %406, label %ok129, label %bad128

bad128:                                           ; preds = %ok126
  %407 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 5, ptr @str.57, i64 512)
  br label %fail

ok129:                                            ; preds = %ok126
  %408 = getelementptr inbounds i8, ptr %404, i64 0
  %409 = load ptr, ptr %408, align 8
  %410 = getelementptr inbounds i64, ptr %bufs, i64 10
  store ptr %409, ptr %410, align 8
  %oshape130 = alloca [1 x i64], align 8
  %411 = getelementptr inbounds i64, ptr %oshape130, i64 0
  store i64 16, ptr %411, align 8
  %412 = call ptr @cajit_rt_dlpack_alloc(i32 2, i32 32, i32 1, ptr %oshape130)
  %413 = getelementptr inbounds i64, ptr %outs, i64 2
  store ptr %412, ptr %413, align 8
  %414 = icmp ne ptr %412, null
  br i1 %414, label %ok132, label %bad131

bad131:                                           ; preds = %ok129
  %415 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 5, ptr @str.58, i64 16)
  br label %fail

ok132:                                            ; preds = %ok129
  %416 = getelementptr inbounds i8, ptr %412, i64 0
  %417 = load ptr, ptr %416, align 8
  %418 = getelementptr inbounds i64, ptr %bufs, i64 11
  store ptr %417, ptr %418, align 8
  %419 = getelementptr inbounds i64, ptr %inputs_now, i64 1
  %420 = getelementptr inbounds i64, ptr %bufs, i64 1
  %421 = call i32 @cajit_rt_input_ready(ptr %call, i32 1, ptr %419, ptr %420, ptr @str.59)
  %422 = icmp eq i32 %421, 0
  br i1 %422, label %ok133, label %fail

ok133:                                            ; preds = %ok132
  %423 = getelementptr inbounds i64, ptr %inputs_now, i64 2
  %424 = getelementptr inbounds i64, ptr %bufs, i64 2
  %425 = call i32 @cajit_rt_input_ready(ptr %call, i32 2, ptr %423, ptr %424, ptr @str.60)
  %426 = icmp eq i32 %425, 0
  br i1 %426, label %ok134, label %fail

ok134:                                            ; preds = %ok133
  %427 = getelementptr inbounds i64, ptr %bufs, i64 1
  %428 = load ptr, ptr %427, align 8
  %429 = getelementptr inbounds i64, ptr %bufs, i64 2
  %430 = load ptr, ptr %429, align 8
  %431 = getelementptr inbounds i64, ptr %bufs, i64 4
  %432 = load ptr, ptr %431, align 8
  %433 = getelementptr inbounds i64, ptr %syms, i64 0
  %434 = load i64, ptr %433, align 8
  %435 = getelementptr inbounds i64, ptr %syms, i64 3
  %436 = load i64, ptr %435, align 8
  %437 = getelementptr inbounds i64, ptr %syms, i64 4
  %438 = load i64, ptr %437, align 8
  %439 = getelementptr inbounds i64, ptr %syms, i64 5
  %440 = load i64, ptr %439, align 8
  %441 = getelementptr inbounds i64, ptr %syms, i64 6
  %442 = load i64, ptr %441, align 8
  %443 = call i32 @k0._4___aten_mm_default(ptr %428, ptr %430, ptr %432, i64 %434, i64 %436, i64 %438, i64 %440, i64 %442, ptr %call)
  %444 = icmp eq i32 %443, 0
  br i1 %444, label %ok135, label %fail

ok135:                                            ; preds = %ok134
  call void @cajit_rt_release_inputs(ptr %call, ptr @released_inputs, i32 1)
  %445 = getelementptr inbounds i64, ptr %inputs_now, i64 3
  %446 = getelementptr inbounds i64, ptr %bufs, i64 3
  %447 = call i32 @cajit_rt_input_ready(ptr %call, i32 3, ptr %445, ptr %446, ptr @str.61)
  %448 = icmp eq i32 %447, 0
  br i1 %448, label %ok136, label %fail

ok136:                                            ; preds = %ok135
  %449 = getelementptr inbounds i64, ptr %bufs, i64 3
  %450 = load ptr, ptr %449, align 8
  %451 = getelementptr inbounds i64, ptr %bufs, i64 4
  %452 = load ptr, ptr %451, align 8
  %453 = getelementptr inbounds i64, ptr %bufs, i64 6
  %454 = load ptr, ptr %453, align 8
  %455 = getelementptr inbounds i64, ptr %syms, i64 0
  %456 = load i64, ptr %455, align 8
  %457 = getelementptr inbounds i64, ptr %syms, i64 7
  %458 = load i64, ptr %457, align 8
  %459 = getelementptr inbounds i64, ptr %syms, i64 8
  %460 = load i64, ptr %459, align 8
  call void @k1._6___aten_mul_Scalar(ptr %450, ptr %452, ptr %454, i64 %456, i64 %458, i64 %460)
  call void @cajit_rt_release_inputs(ptr %call, ptr @released_inputs.62, i32 1)
  %461 = getelementptr inbounds i64, ptr %inputs_now, i64 0
  %462 = getelementptr inbounds i64, ptr %bufs, i64 0
  %463 = call i32 @cajit_rt_input_ready(ptr %call, i32 0, ptr %461, ptr %462, ptr @str.63)
  %464 = icmp eq i32 %463, 0
  br i1 %464, label %ok137, label %fail

ok137:                                            ; preds = %ok136
  %465 = getelementptr inbounds i64, ptr %bufs, i64 0
  %466 = load ptr, ptr %465, align 8
  %467 = getelementptr inbounds i64, ptr %bufs, i64 2
  %468 = load ptr, ptr %467, align 8
  %469 = getelementptr inbounds i64, ptr %bufs, i64 10
  %470 = load ptr, ptr %469, align 8
  %471 = getelementptr inbounds i64, ptr %syms, i64 0
  %472 = load i64, ptr %471, align 8
  %473 = getelementptr inbounds i64, ptr %syms, i64 1
  %474 = load i64, ptr %473, align 8
  %475 = getelementptr inbounds i64, ptr %syms, i64 2
  %476 = load i64, ptr %475, align 8
  %477 = getelementptr inbounds i64, ptr %syms, i64 5
  %478 = load i64, ptr %477, align 8
  %479 = getelementptr inbounds i64, ptr %syms, i64 6
  %480 = load i64, ptr %479, align 8
  %481 = call i32 @k2._8___aten_mm_default(ptr %466, ptr %468, ptr %470, i64 %472, i64 %474, i64 %476, i64 %478, i64 %480, ptr %call)
  %482 = icmp eq i32 %481, 0
  br i1 %482, label %ok138, label %fail

ok138:                                            ; preds = %ok137
  call void @cajit_rt_release_inputs(ptr %call, ptr @released_inputs.64, i32 1)
  %483 = getelementptr inbounds i64, ptr %bufs, i64 2
  %484 = load ptr, ptr %483, align 8
  %485 = getelementptr inbounds i64, ptr %bufs, i64 11
  %486 = load ptr, ptr %485, align 8
  %487 = getelementptr inbounds i64, ptr %syms, i64 0
  %488 = load i64, ptr %487, align 8
  %489 = getelementptr inbounds i64, ptr %syms, i64 5
  %490 = load i64, ptr %489, align 8
  %491 = getelementptr inbounds i64, ptr %syms, i64 6
  %492 = load i64, ptr %491, align 8
  call void @k3._11___aten_sum_dim_IntList(ptr %484, ptr %486, i64 %488, i64 %490, i64 %492)
  call void @cajit_rt_release_inputs(ptr %call, ptr @released_inputs.65, i32 1)
  %493 = getelementptr inbounds i8, ptr %call, i64 72
  %494 = load ptr, ptr %493, align 8
  %495 = getelementptr inbounds i64, ptr %outs, i64 0
  %496 = load ptr, ptr %495, align 8
  %497 = getelementptr inbounds i64, ptr %494, i64 0
  store ptr %496, ptr %497, align 8
  %498 = getelementptr inbounds i64, ptr %outs, i64 1
  %499 = load ptr, ptr %498, align 8
  %500 = getelementptr inbounds i64, ptr %494, i64 1
  store ptr %499, ptr %500, align 8
  %501 = getelementptr inbounds i64, ptr %outs, i64 2
  %502 = load ptr, ptr %501, align 8
  %503 = getelementptr inbounds i64, ptr %494, i64 2
  store ptr %502, ptr %503, align 8
  %504 = load ptr, ptr %arena, align 8
  call void @cajit_rt_arena_destroy(ptr %504)
  ret i32 0
}

; Function Attrs: nounwind
declare void @cajit_rt_arena_destroy(ptr) #0

; Function Attrs: nounwind
declare i32 @cajit_rt_fail(ptr, i32, ptr, ...) #0

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
