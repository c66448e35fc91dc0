
@cajit_fallback_ops = constant [1 x i8] zeroinitializer
@cajit_library_ops = constant [1 x i8] zeroinitializer
@str = private unnamed_addr constant [40 x i8] c"guard failed: expected 7 inputs, got %d\00", align 1
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
@str.23 = private unnamed_addr constant [30 x i8] c"guard failed: input 4 is NULL\00", align 1
@str.24 = private unnamed_addr constant [68 x i8] c"guard failed: input 4 is on DLPack device type %d, expected cpu (1)\00", align 1
@str.25 = private unnamed_addr constant [46 x i8] c"guard failed: input 4 has %d dims, expected 2\00", align 1
@str.26 = private unnamed_addr constant [82 x i8] c"guard failed: input 4 has DLPack dtype (code %d, bits %d, lanes %d), expected f32\00", align 1
@str.27 = private unnamed_addr constant [30 x i8] c"guard failed: input 5 is NULL\00", align 1
@str.28 = private unnamed_addr constant [68 x i8] c"guard failed: input 5 is on DLPack device type %d, expected cpu (1)\00", align 1
@str.29 = private unnamed_addr constant [46 x i8] c"guard failed: input 5 has %d dims, expected 1\00", align 1
@str.30 = private unnamed_addr constant [82 x i8] c"guard failed: input 5 has DLPack dtype (code %d, bits %d, lanes %d), expected f32\00", align 1
@str.31 = private unnamed_addr constant [30 x i8] c"guard failed: input 6 is NULL\00", align 1
@str.32 = private unnamed_addr constant [68 x i8] c"guard failed: input 6 is on DLPack device type %d, expected cpu (1)\00", align 1
@str.33 = private unnamed_addr constant [46 x i8] c"guard failed: input 6 has %d dims, expected 1\00", align 1
@str.34 = private unnamed_addr constant [82 x i8] c"guard failed: input 6 has DLPack dtype (code %d, bits %d, lanes %d), expected f32\00", align 1
@str.35 = private unnamed_addr constant [103 x i8] c"guard failed: s0 (input 0 dim 0) is %lld, but it is used as a size or stride, which cannot be negative\00", align 1
@str.36 = private unnamed_addr constant [56 x i8] c"guard failed: input 0 dim 1 is %lld, expected %lld (32)\00", align 1
@str.37 = private unnamed_addr constant [56 x i8] c"guard failed: input 1 dim 0 is %lld, expected %lld (s0)\00", align 1
@str.38 = private unnamed_addr constant [56 x i8] c"guard failed: input 1 dim 1 is %lld, expected %lld (32)\00", align 1
@str.39 = private unnamed_addr constant [56 x i8] c"guard failed: input 2 dim 0 is %lld, expected %lld (s0)\00", align 1
@str.40 = private unnamed_addr constant [56 x i8] c"guard failed: input 2 dim 1 is %lld, expected %lld (32)\00", align 1
@str.41 = private unnamed_addr constant [56 x i8] c"guard failed: input 3 dim 0 is %lld, expected %lld (s0)\00", align 1
@str.42 = private unnamed_addr constant [55 x i8] c"guard failed: input 3 dim 1 is %lld, expected %lld (1)\00", align 1
@str.43 = private unnamed_addr constant [56 x i8] c"guard failed: input 4 dim 0 is %lld, expected %lld (s0)\00", align 1
@str.44 = private unnamed_addr constant [55 x i8] c"guard failed: input 4 dim 1 is %lld, expected %lld (1)\00", align 1
@str.45 = private unnamed_addr constant [56 x i8] c"guard failed: input 5 dim 0 is %lld, expected %lld (32)\00", align 1
@str.46 = private unnamed_addr constant [56 x i8] c"guard failed: input 6 dim 0 is %lld, expected %lld (32)\00", align 1
@str.47 = private unnamed_addr constant [66 x i8] c"guard failed: input 0: size arithmetic overflows int64 in s0 * 32\00", align 1
@str.48 = private unnamed_addr constant [69 x i8] c"guard failed: input 0: stride 0 is %lld, a stride cannot be negative\00", align 1
@str.49 = private unnamed_addr constant [69 x i8] c"guard failed: input 0: stride 1 is %lld, a stride cannot be negative\00", align 1
@str.50 = private unnamed_addr constant [69 x i8] c"guard failed: input 1: stride 0 is %lld, a stride cannot be negative\00", align 1
@str.51 = private unnamed_addr constant [69 x i8] c"guard failed: input 1: stride 1 is %lld, a stride cannot be negative\00", align 1
@str.52 = private unnamed_addr constant [69 x i8] c"guard failed: input 2: stride 0 is %lld, a stride cannot be negative\00", align 1
@str.53 = private unnamed_addr constant [69 x i8] c"guard failed: input 2: stride 1 is %lld, a stride cannot be negative\00", align 1
@str.54 = private unnamed_addr constant [69 x i8] c"guard failed: input 3: stride 0 is %lld, a stride cannot be negative\00", align 1
@str.55 = private unnamed_addr constant [69 x i8] c"guard failed: input 3: stride 1 is %lld, a stride cannot be negative\00", align 1
@str.56 = private unnamed_addr constant [69 x i8] c"guard failed: input 4: stride 0 is %lld, a stride cannot be negative\00", align 1
@str.57 = private unnamed_addr constant [69 x i8] c"guard failed: input 4: stride 1 is %lld, a stride cannot be negative\00", align 1
@str.58 = private unnamed_addr constant [69 x i8] c"guard failed: input 5: stride 0 is %lld, a stride cannot be negative\00", align 1
@str.59 = private unnamed_addr constant [69 x i8] c"guard failed: input 6: stride 0 is %lld, a stride cannot be negative\00", align 1
@str.60 = private unnamed_addr constant [64 x i8] c"guard failed: buf13: size arithmetic overflows int64 in s0 + 63\00", align 1
@str.61 = private unnamed_addr constant [79 x i8] c"guard failed: buf13: size arithmetic overflows int64 in ((s0 + 63) // 64) * 32\00", align 1
@str.62 = private unnamed_addr constant [40 x i8] c"out of memory creating the call's arena\00", align 1
@elem_sizes = private constant [5 x i64] [i64 4, i64 4, i64 4, i64 4, i64 4]
@first_use = private constant [5 x i32] [i32 2, i32 2, i32 2, i32 0, i32 1]
@last_use = private constant [5 x i32] [i32 2, i32 2, i32 2, i32 8, i32 9]
@layout_cache = private global [12 x i64] zeroinitializer, align 64
@str.63 = private unnamed_addr constant [56 x i8] c"out of memory: the intermediate buffers' sizes overflow\00", align 1
@str.64 = private unnamed_addr constant [60 x i8] c"out of memory allocating %lld bytes of intermediate buffers\00", align 1
@str.65 = private unnamed_addr constant [54 x i8] c"out of memory allocating buf10 (%lld elements of f32)\00", align 1
@str.66 = private unnamed_addr constant [54 x i8] c"out of memory allocating buf11 (%lld elements of f32)\00", align 1
@str.67 = private unnamed_addr constant [54 x i8] c"out of memory allocating buf12 (%lld elements of f32)\00", align 1
@released_inputs = private unnamed_addr constant [1 x i32] [i32 6]
@str.68 = private unnamed_addr constant [45 x i8] c"%8 = aten.native_layer_norm_backward.default\00", align 1
@str.69 = private unnamed_addr constant [45 x i8] c"%8 = aten.native_layer_norm_backward.default\00", align 1
@str.70 = private unnamed_addr constant [45 x i8] c"%8 = aten.native_layer_norm_backward.default\00", align 1
@str.71 = private unnamed_addr constant [45 x i8] c"%8 = aten.native_layer_norm_backward.default\00", align 1
@str.72 = private unnamed_addr constant [45 x i8] c"%8 = aten.native_layer_norm_backward.default\00", align 1
@str.73 = private unnamed_addr constant [45 x i8] c"%8 = aten.native_layer_norm_backward.default\00", align 1
@released_inputs.74 = private unnamed_addr constant [6 x i32] [i32 0, i32 1, i32 2, i32 3, i32 4, i32 5]

; Function Attrs: noinline nounwind
define internal void @k0._8___aten_native_layer_norm_backward_default__zero_the_block(ptr noalias %buf15, i64 %s0, i64 %lo, i64 %hi) #0 {
entry:
  %0 = add nsw i64 63, %s0
  %1 = udiv i64 %0, 64
  br label %loop_i0

loop_i0:                                          ; preds = %done2, %entry
  %_i0 = phi i64 [ %lo, %entry ], [ %8, %done2 ]
  %2 = icmp slt i64 %_i0, %hi
  br i1 %2, label %body, label %done

body:                                             ; preds = %loop_i0
  br label %loop_i1

done:                                             ; preds = %loop_i0
  ret void

loop_i1:                                          ; preds = %body1, %body
  %_i1 = phi i64 [ 0, %body ], [ %7, %body1 ]
  %3 = icmp slt i64 %_i1, 32
  br i1 %3, label %body1, label %done2

body1:                                            ; preds = %loop_i1
  %4 = mul nsw i64 32, %_i0
  %5 = add nsw i64 %4, %_i1
  %6 = getelementptr inbounds float, ptr %buf15, i64 %5
  store float 0.000000e+00, ptr %6, align 4
  %7 = add nuw nsw i64 %_i1, 1
  br label %loop_i1, !llvm.loop !0

done2:                                            ; preds = %loop_i1
  %8 = add nuw nsw i64 %_i0, 1
  br label %loop_i0, !llvm.loop !3
}

define internal void @k0._8___aten_native_layer_norm_backward_default__zero_the.body(i64 %0, i64 %1, ptr %2) {
entry:
  %3 = getelementptr inbounds { ptr, i64 }, ptr %2, i32 0, i32 0
  %4 = load ptr, ptr %3, align 8
  %5 = getelementptr inbounds { ptr, i64 }, ptr %2, i32 0, i32 1
  %6 = load i64, ptr %5, align 4
  call void @k0._8___aten_native_layer_norm_backward_default__zero_the_block(ptr %4, i64 %6, i64 %0, i64 %1)
  ret void
}

define internal void @k0._8___aten_native_layer_norm_backward_default__zero_the(ptr noalias %buf15, i64 %s0) {
entry:
  %ctx = alloca { ptr, i64 }, align 8
  %0 = add nsw i64 63, %s0
  %1 = udiv i64 %0, 64
  %2 = mul i64 1, %1
  %3 = mul i64 %2, 32
  %4 = icmp sge i64 %1, 2
  %5 = icmp sge i64 %3, 65536
  %parallel = and i1 %5, %4
  br i1 %parallel, label %parallel1, label %serial

serial:                                           ; preds = %entry
  call void @k0._8___aten_native_layer_norm_backward_default__zero_the_block(ptr %buf15, i64 %s0, i64 0, i64 %1)
  ret void

parallel1:                                        ; preds = %entry
  %6 = getelementptr inbounds { ptr, i64 }, ptr %ctx, i32 0, i32 0
  store ptr %buf15, ptr %6, align 8
  %7 = getelementptr inbounds { ptr, i64 }, ptr %ctx, i32 0, i32 1
  store i64 %s0, ptr %7, align 4
  %8 = sdiv i64 %3, %1
  %9 = icmp sgt i64 %8, 1
  %10 = select i1 %9, i64 %8, i64 1
  %11 = add i64 32768, %10
  %12 = sub i64 %11, 1
  %13 = sdiv i64 %12, %10
  %14 = icmp sgt i64 %13, 1
  %15 = select i1 %14, i64 %13, i64 1
  call void @cajit_rt_parallel_for(i64 0, i64 %1, i64 %15, ptr @k0._8___aten_native_layer_norm_backward_default__zero_the.body, ptr %ctx)
  ret void
}

; Function Attrs: nounwind
declare void @cajit_rt_parallel_for(i64, i64, i64, ptr, ptr) #1

; Function Attrs: noinline nounwind
define internal void @k1._8___aten_native_layer_norm_backward_default__zero_the_block(ptr noalias %buf16, i64 %s0, i64 %lo, i64 %hi) #0 {
entry:
  %0 = add nsw i64 63, %s0
  %1 = udiv i64 %0, 64
  br label %loop_i0

loop_i0:                                          ; preds = %done2, %entry
  %_i0 = phi i64 [ %lo, %entry ], [ %8, %done2 ]
  %2 = icmp slt i64 %_i0, %hi
  br i1 %2, label %body, label %done

body:                                             ; preds = %loop_i0
  br label %loop_i1

done:                                             ; preds = %loop_i0
  ret void

loop_i1:                                          ; preds = %body1, %body
  %_i1 = phi i64 [ 0, %body ], [ %7, %body1 ]
  %3 = icmp slt i64 %_i1, 32
  br i1 %3, label %body1, label %done2

body1:                                            ; preds = %loop_i1
  %4 = mul nsw i64 32, %_i0
  %5 = add nsw i64 %4, %_i1
  %6 = getelementptr inbounds float, ptr %buf16, i64 %5
  store float 0.000000e+00, ptr %6, align 4
  %7 = add nuw nsw i64 %_i1, 1
  br label %loop_i1, !llvm.loop !4

done2:                                            ; preds = %loop_i1
  %8 = add nuw nsw i64 %_i0, 1
  br label %loop_i0, !llvm.loop !5
}

define internal void @k1._8___aten_native_layer_norm_backward_default__zero_the.body(i64 %0, i64 %1, ptr %2) {
entry:
  %3 = getelementptr inbounds { ptr, i64 }, ptr %2, i32 0, i32 0
  %4 = load ptr, ptr %3, align 8
  %5 = getelementptr inbounds { ptr, i64 }, ptr %2, i32 0, i32 1
  %6 = load i64, ptr %5, align 4
  call void @k1._8___aten_native_layer_norm_backward_default__zero_the_block(ptr %4, i64 %6, i64 %0, i64 %1)
  ret void
}

define internal void @k1._8___aten_native_layer_norm_backward_default__zero_the(ptr noalias %buf16, i64 %s0) {
entry:
  %ctx = alloca { ptr, i64 }, align 8
  %0 = add nsw i64 63, %s0
  %1 = udiv i64 %0, 64
  %2 = mul i64 1, %1
  %3 = mul i64 %2, 32
  %4 = icmp sge i64 %1, 2
  %5 = icmp sge i64 %3, 65536
  %parallel = and i1 %5, %4
  br i1 %parallel, label %parallel1, label %serial

serial:                                           ; preds = %entry
  call void @k1._8___aten_native_layer_norm_backward_default__zero_the_block(ptr %buf16, i64 %s0, i64 0, i64 %1)
  ret void

parallel1:                                        ; preds = %entry
  %6 = getelementptr inbounds { ptr, i64 }, ptr %ctx, i32 0, i32 0
  store ptr %buf16, ptr %6, align 8
  %7 = getelementptr inbounds { ptr, i64 }, ptr %ctx, i32 0, i32 1
  store i64 %s0, ptr %7, align 4
  %8 = sdiv i64 %3, %1
  %9 = icmp sgt i64 %8, 1
  %10 = select i1 %9, i64 %8, i64 1
  %11 = add i64 32768, %10
  %12 = sub i64 %11, 1
  %13 = sdiv i64 %12, %10
  %14 = icmp sgt i64 %13, 1
  %15 = select i1 %14, i64 %13, i64 1
  call void @cajit_rt_parallel_for(i64 0, i64 %1, i64 %15, ptr @k1._8___aten_native_layer_norm_backward_default__zero_the.body, ptr %ctx)
  ret void
}

; Function Attrs: noinline nounwind
define internal void @k2._8___aten_native_layer_norm_backward_default.range(ptr noalias %buf0, ptr noalias %buf1, ptr noalias %buf2, ptr noalias %buf3, ptr noalias %buf4, ptr noalias %buf5, ptr noalias %buf8, ptr noalias %buf9, ptr noalias %buf10, ptr noalias %buf13, ptr noalias %buf15, ptr noalias %buf16, i64 %s0, i64 %_in0_st0, i64 %_in0_st1, i64 %_in1_st0, i64 %_in1_st1, i64 %_in2_st0, i64 %_in2_st1, i64 %_in3_st0, i64 %_in4_st0, i64 %_in5_st0, i64 %lo, i64 %hi) #0 {
entry:
  %0 = mul i64 %hi, 64
  %1 = mul i64 %lo, 64
  %2 = icmp slt i64 %0, %s0
  %3 = select i1 %2, i64 %0, i64 %s0
  %acc = alloca float, align 4
  %acc1 = alloca float, align 4
  br label %loop_i0

loop_i0:                                          ; preds = %done8, %entry
  %_i0 = phi i64 [ %1, %entry ], [ %201, %done8 ]
  %4 = icmp slt i64 %_i0, %3
  br i1 %4, label %body, label %done

body:                                             ; preds = %loop_i0
  br label %loop_i1

done:                                             ; preds = %loop_i0
  ret void

loop_i1:                                          ; preds = %body2, %body
  %_i1 = phi i64 [ 0, %body ], [ %104, %body2 ]
  %5 = icmp slt i64 %_i1, 32
  br i1 %5, label %body2, label %done3

body2:                                            ; preds = %loop_i1
  %6 = mul nsw i64 %_in0_st0, %_i0
  %7 = mul nsw i64 %_in0_st1, %_i1
  %8 = add nsw i64 %6, %7
  %9 = getelementptr inbounds float, ptr %buf0, i64 %8
  %10 = load float, ptr %9, align 4
  %11 = mul nsw i64 %_in1_st0, %_i0
  %12 = mul nsw i64 %_in1_st1, %_i1
  %13 = add nsw i64 %11, %12
  %14 = getelementptr inbounds float, ptr %buf1, i64 %13
  %15 = load float, ptr %14, align 4
  %16 = fmul float %15, 0x3FE6A09E60000000
  %17 = call float @llvm.fabs.f32(float %16)
  %18 = fmul float %16, %16
  %19 = fneg float %18
  %20 = fcmp ogt float %19, -1.040000e+02
  %21 = select i1 %20, float %19, float -1.040000e+02
  %22 = fmul float %21, 0x3FF7154760000000
  %23 = call float @llvm.roundeven.f32(float %22)
  %24 = call float @llvm.fma.f32(float %23, float 0xBFE6300000000000, float %21)
  %25 = call float @llvm.fma.f32(float %23, float 0x3F2BD01060000000, float %24)
  %26 = call float @llvm.fma.f32(float 0x3F56A24420000000, float %25, float 0x3F81239E80000000)
  %27 = call float @llvm.fma.f32(float %26, float %25, float 0x3FA5558F20000000)
  %28 = call float @llvm.fma.f32(float %27, float %25, float 0x3FC5554920000000)
  %29 = call float @llvm.fma.f32(float %28, float %25, float 0x3FDFFFFFC0000000)
  %30 = call float @llvm.fma.f32(float %29, float %25, float 1.000000e+00)
  %31 = call float @llvm.fma.f32(float %30, float %25, float 1.000000e+00)
  %32 = fptosi float %23 to i32
  %33 = ashr i32 %32, 1
  %34 = sub i32 %32, %33
  %35 = add i32 %34, 127
  %36 = shl i32 %35, 23
  %37 = bitcast i32 %36 to float
  %38 = add i32 %33, 127
  %39 = shl i32 %38, 23
  %40 = bitcast i32 %39 to float
  %41 = fmul float %31, %40
  %42 = fmul float %41, %37
  %43 = fcmp uno float %19, %19
  %44 = select i1 %43, float %19, float %42
  %45 = call float @llvm.fma.f32(float 0x3F14969A80000000, float %18, float 0xBF4A3F6D00000000)
  %46 = call float @llvm.fma.f32(float %45, float %18, float 0x3F75405AC0000000)
  %47 = call float @llvm.fma.f32(float %46, float %18, float 0xBF9B7F90C0000000)
  %48 = call float @llvm.fma.f32(float %47, float %18, float 0x3FBCE2CF80000000)
  %49 = call float @llvm.fma.f32(float %48, float %18, float 0xBFD81273E0000000)
  %50 = call float @llvm.fma.f32(float %49, float %18, float 0x3FC06EBA80000000)
  %51 = call float @llvm.fma.f32(float %16, float %50, float %16)
  %52 = fcmp olt float %17, 0x400F5C2900000000
  %53 = select i1 %52, float %17, float 0x400F5C2900000000
  %54 = fsub float %53, 0x4003AE1480000000
  %55 = call float @llvm.fma.f32(float 0xBF397C9020000000, float %54, float 0xBF46A8C5A0000000)
  %56 = call float @llvm.fma.f32(float %55, float %54, float 0xBF5D380BA0000000)
  %57 = call float @llvm.fma.f32(float %56, float %54, float 0x3F632BB220000000)
  %58 = call float @llvm.fma.f32(float %57, float %54, float 0xBF80B09740000000)
  %59 = call float @llvm.fma.f32(float %58, float %54, float 0x3F9ABDBE20000000)
  %60 = call float @llvm.fma.f32(float %59, float %54, float 0xBFB38BB1A0000000)
  %61 = call float @llvm.fma.f32(float %60, float %54, float 0x3FCB5E6E40000000)
  %62 = fneg float %44
  %63 = call float @llvm.fma.f32(float %62, float %61, float 1.000000e+00)
  %64 = call float @llvm.copysign.f32(float %63, float %16)
  %65 = fcmp olt float %17, 1.000000e+00
  %66 = select i1 %65, float %51, float %64
  %67 = fadd float 1.000000e+00, %66
  %68 = fmul float 5.000000e-01, %67
  %69 = fmul float %16, %16
  %70 = fneg float %69
  %71 = fcmp ogt float %70, -1.040000e+02
  %72 = select i1 %71, float %70, float -1.040000e+02
  %73 = fmul float %72, 0x3FF7154760000000
  %74 = call float @llvm.roundeven.f32(float %73)
  %75 = call float @llvm.fma.f32(float %74, float 0xBFE6300000000000, float %72)
  %76 = call float @llvm.fma.f32(float %74, float 0x3F2BD01060000000, float %75)
  %77 = call float @llvm.fma.f32(float 0x3F56A24420000000, float %76, float 0x3F81239E80000000)
  %78 = call float @llvm.fma.f32(float %77, float %76, float 0x3FA5558F20000000)
  %79 = call float @llvm.fma.f32(float %78, float %76, float 0x3FC5554920000000)
  %80 = call float @llvm.fma.f32(float %79, float %76, float 0x3FDFFFFFC0000000)
  %81 = call float @llvm.fma.f32(float %80, float %76, float 1.000000e+00)
  %82 = call float @llvm.fma.f32(float %81, float %76, float 1.000000e+00)
  %83 = fptosi float %74 to i32
  %84 = ashr i32 %83, 1
  %85 = sub i32 %83, %84
  %86 = add i32 %85, 127
  %87 = shl i32 %86, 23
  %88 = bitcast i32 %87 to float
  %89 = add i32 %84, 127
  %90 = shl i32 %89, 23
  %91 = bitcast i32 %90 to float
  %92 = fmul float %82, %91
  %93 = fmul float %92, %88
  %94 = fcmp uno float %70, %70
  %95 = select i1 %94, float %70, float %93
  %96 = fmul float 0x3FD9884540000000, %95
  %97 = fmul float %15, %96
  %98 = fadd float %68, %97
  %99 = fmul float %10, %98
  %100 = udiv i64 %_i0, 64
  %101 = mul nsw i64 32, %100
  %102 = add nsw i64 %_i1, %101
  %103 = getelementptr inbounds float, ptr %buf13, i64 %102
  store float %99, ptr %103, align 4
  %104 = add nuw nsw i64 %_i1, 1
  br label %loop_i1, !llvm.loop !6

done3:                                            ; preds = %loop_i1
  store float 0.000000e+00, ptr %acc, align 4
  store float 0.000000e+00, ptr %acc1, align 4
  br label %loop_r0

loop_r0:                                          ; preds = %body4, %done3
  %_r0 = phi i64 [ 0, %done3 ], [ %128, %body4 ]
  %105 = icmp slt i64 %_r0, 32
  br i1 %105, label %body4, label %done5

body4:                                            ; preds = %loop_r0
  %106 = udiv i64 %_i0, 64
  %107 = mul nsw i64 32, %106
  %108 = add nsw i64 %_r0, %107
  %109 = getelementptr inbounds float, ptr %buf13, i64 %108
  %110 = load float, ptr %109, align 4
  %111 = mul nsw i64 %_in5_st0, %_r0
  %112 = getelementptr inbounds float, ptr %buf5, i64 %111
  %113 = load float, ptr %112, align 4
  %114 = fmul float %110, %113
  %115 = mul nsw i64 %_in2_st0, %_i0
  %116 = mul nsw i64 %_in2_st1, %_r0
  %117 = add nsw i64 %115, %116
  %118 = getelementptr inbounds float, ptr %buf2, i64 %117
  %119 = load float, ptr %118, align 4
  %120 = fmul float %114, %119
  %121 = load float, ptr %acc, align 4
  %122 = fadd reassoc float %121, %120
  store float %122, ptr %acc, align 4
  %123 = getelementptr inbounds float, ptr %buf13, i64 %108
  %124 = load float, ptr %123, align 4
  %125 = fmul float %124, %113
  %126 = load float, ptr %acc1, align 4
  %127 = fadd reassoc float %126, %125
  store float %127, ptr %acc1, align 4
  %128 = add nuw nsw i64 %_r0, 1
  br label %loop_r0, !llvm.loop !7

done5:                                            ; preds = %loop_r0
  %129 = load float, ptr %acc, align 4
  %130 = getelementptr inbounds float, ptr %buf8, i64 %_i0
  store float %129, ptr %130, align 4
  %131 = load float, ptr %acc1, align 4
  %132 = getelementptr inbounds float, ptr %buf9, i64 %_i0
  store float %131, ptr %132, align 4
  br label %loop_i16

loop_i16:                                         ; preds = %body7, %done5
  %_i19 = phi i64 [ 0, %done5 ], [ %200, %body7 ]
  %133 = icmp slt i64 %_i19, 32
  br i1 %133, label %body7, label %done8

body7:                                            ; preds = %loop_i16
  %134 = mul nsw i64 %_in4_st0, %_i0
  %135 = getelementptr inbounds float, ptr %buf4, i64 %134
  %136 = load float, ptr %135, align 4
  %137 = udiv i64 %_i0, 64
  %138 = mul nsw i64 32, %137
  %139 = add nsw i64 %_i19, %138
  %140 = getelementptr inbounds float, ptr %buf13, i64 %139
  %141 = load float, ptr %140, align 4
  %142 = fmul float %136, %141
  %143 = mul nsw i64 %_in5_st0, %_i19
  %144 = getelementptr inbounds float, ptr %buf5, i64 %143
  %145 = load float, ptr %144, align 4
  %146 = fmul float %142, %145
  %147 = getelementptr inbounds float, ptr %buf9, i64 %_i0
  %148 = load float, ptr %147, align 4
  %149 = mul nsw i64 %_in3_st0, %_i0
  %150 = getelementptr inbounds float, ptr %buf3, i64 %149
  %151 = load float, ptr %150, align 4
  %152 = fmul float %148, %151
  %153 = getelementptr inbounds float, ptr %buf8, i64 %_i0
  %154 = load float, ptr %153, align 4
  %155 = fsub float %152, %154
  %156 = fmul float %155, %136
  %157 = fmul float %156, %136
  %158 = fmul float %157, %136
  %159 = fmul float %158, 3.125000e-02
  %160 = mul nsw i64 %_in2_st0, %_i0
  %161 = mul nsw i64 %_in2_st1, %_i19
  %162 = add nsw i64 %160, %161
  %163 = getelementptr inbounds float, ptr %buf2, i64 %162
  %164 = load float, ptr %163, align 4
  %165 = fmul float %159, %164
  %166 = fadd float %146, %165
  %167 = fneg float %159
  %168 = fmul float %167, %151
  %169 = fmul float %148, %136
  %170 = fmul float %169, 3.125000e-02
  %171 = fsub float %168, %170
  %172 = fadd float %166, %171
  %173 = mul nsw i64 32, %_i0
  %174 = add nsw i64 %173, %_i19
  %175 = getelementptr inbounds float, ptr %buf10, i64 %174
  store float %172, ptr %175, align 4
  %176 = getelementptr inbounds float, ptr %buf13, i64 %139
  %177 = load float, ptr %176, align 4
  %178 = getelementptr inbounds float, ptr %buf4, i64 %134
  %179 = load float, ptr %178, align 4
  %180 = getelementptr inbounds float, ptr %buf2, i64 %162
  %181 = load float, ptr %180, align 4
  %182 = fmul float %179, %181
  %183 = fneg float %179
  %184 = getelementptr inbounds float, ptr %buf3, i64 %149
  %185 = load float, ptr %184, align 4
  %186 = fmul float %183, %185
  %187 = fadd float %182, %186
  %188 = fmul float %177, %187
  %189 = getelementptr inbounds float, ptr %buf15, i64 %139
  %190 = load float, ptr %189, align 4
  %191 = fadd float %190, %188
  store float %191, ptr %189, align 4
  %192 = udiv i64 %_i0, 64
  %193 = mul nsw i64 32, %192
  %194 = add nsw i64 %_i19, %193
  %195 = getelementptr inbounds float, ptr %buf13, i64 %194
  %196 = load float, ptr %195, align 4
  %197 = getelementptr inbounds float, ptr %buf16, i64 %194
  %198 = load float, ptr %197, align 4
  %199 = fadd float %198, %196
  store float %199, ptr %197, align 4
  %200 = add nuw nsw i64 %_i19, 1
  br label %loop_i16, !llvm.loop !8

done8:                                            ; preds = %loop_i16
  %201 = add nuw nsw i64 %_i0, 1
  br label %loop_i0, !llvm.loop !9
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.roundeven.f32(float) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.copysign.f32(float, float) #2

define internal void @k2._8___aten_native_layer_norm_backward_default.body(i64 %0, i64 %1, ptr %2) {
entry:
  %3 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 0
  %4 = load ptr, ptr %3, align 8
  %5 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 2
  %8 = load ptr, ptr %7, align 8
  %9 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 3
  %10 = load ptr, ptr %9, align 8
  %11 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 4
  %12 = load ptr, ptr %11, align 8
  %13 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 5
  %14 = load ptr, ptr %13, align 8
  %15 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 6
  %16 = load ptr, ptr %15, align 8
  %17 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 7
  %18 = load ptr, ptr %17, align 8
  %19 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 8
  %20 = load ptr, ptr %19, align 8
  %21 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 9
  %22 = load ptr, ptr %21, align 8
  %23 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 10
  %24 = load ptr, ptr %23, align 8
  %25 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 11
  %26 = load ptr, ptr %25, align 8
  %27 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 12
  %28 = load i64, ptr %27, align 4
  %29 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 13
  %30 = load i64, ptr %29, align 4
  %31 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 14
  %32 = load i64, ptr %31, align 4
  %33 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 15
  %34 = load i64, ptr %33, align 4
  %35 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 16
  %36 = load i64, ptr %35, align 4
  %37 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 17
  %38 = load i64, ptr %37, align 4
  %39 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 18
  %40 = load i64, ptr %39, align 4
  %41 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 19
  %42 = load i64, ptr %41, align 4
  %43 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 20
  %44 = load i64, ptr %43, align 4
  %45 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 21
  %46 = load i64, ptr %45, align 4
  call void @k2._8___aten_native_layer_norm_backward_default.range(ptr %4, ptr %6, ptr %8, ptr %10, ptr %12, ptr %14, ptr %16, ptr %18, ptr %20, ptr %22, ptr %24, ptr %26, i64 %28, i64 %30, i64 %32, i64 %34, i64 %36, i64 %38, i64 %40, i64 %42, i64 %44, i64 %46, i64 %0, i64 %1)
  ret void
}

define internal void @k2._8___aten_native_layer_norm_backward_default(ptr noalias %buf0, ptr noalias %buf1, ptr noalias %buf2, ptr noalias %buf3, ptr noalias %buf4, ptr noalias %buf5, ptr noalias %buf8, ptr noalias %buf9, ptr noalias %buf10, ptr noalias %buf13, ptr noalias %buf15, ptr noalias %buf16, i64 %s0, i64 %_in0_st0, i64 %_in0_st1, i64 %_in1_st0, i64 %_in1_st1, i64 %_in2_st0, i64 %_in2_st1, i64 %_in3_st0, i64 %_in4_st0, i64 %_in5_st0) {
entry:
  %ctx = alloca { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, align 8
  %0 = mul i64 1, %s0
  %1 = mul i64 %0, 32
  %2 = add i64 %s0, 63
  %3 = sdiv i64 %2, 64
  %4 = icmp sge i64 %3, 2
  %5 = icmp sge i64 %1, 65536
  %parallel = and i1 %5, %4
  br i1 %parallel, label %parallel1, label %serial

serial:                                           ; preds = %entry
  call void @k2._8___aten_native_layer_norm_backward_default.range(ptr %buf0, ptr %buf1, ptr %buf2, ptr %buf3, ptr %buf4, ptr %buf5, ptr %buf8, ptr %buf9, ptr %buf10, ptr %buf13, ptr %buf15, ptr %buf16, i64 %s0, i64 %_in0_st0, i64 %_in0_st1, i64 %_in1_st0, i64 %_in1_st1, i64 %_in2_st0, i64 %_in2_st1, i64 %_in3_st0, i64 %_in4_st0, i64 %_in5_st0, i64 0, i64 %3)
  ret void

parallel1:                                        ; preds = %entry
  %6 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 0
  store ptr %buf0, ptr %6, align 8
  %7 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 1
  store ptr %buf1, ptr %7, align 8
  %8 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 2
  store ptr %buf2, ptr %8, align 8
  %9 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 3
  store ptr %buf3, ptr %9, align 8
  %10 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 4
  store ptr %buf4, ptr %10, align 8
  %11 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 5
  store ptr %buf5, ptr %11, align 8
  %12 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 6
  store ptr %buf8, ptr %12, align 8
  %13 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 7
  store ptr %buf9, ptr %13, align 8
  %14 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 8
  store ptr %buf10, ptr %14, align 8
  %15 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 9
  store ptr %buf13, ptr %15, align 8
  %16 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 10
  store ptr %buf15, ptr %16, align 8
  %17 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 11
  store ptr %buf16, ptr %17, align 8
  %18 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 12
  store i64 %s0, ptr %18, align 4
  %19 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 13
  store i64 %_in0_st0, ptr %19, align 4
  %20 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 14
  store i64 %_in0_st1, ptr %20, align 4
  %21 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 15
  store i64 %_in1_st0, ptr %21, align 4
  %22 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 16
  store i64 %_in1_st1, ptr %22, align 4
  %23 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 17
  store i64 %_in2_st0, ptr %23, align 4
  %24 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 18
  store i64 %_in2_st1, ptr %24, align 4
  %25 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 19
  store i64 %_in3_st0, ptr %25, align 4
  %26 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 20
  store i64 %_in4_st0, ptr %26, align 4
  %27 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 21
  store i64 %_in5_st0, ptr %27, align 4
  %28 = sdiv i64 %1, %3
  %29 = icmp sgt i64 %28, 1
  %30 = select i1 %29, i64 %28, i64 1
  %31 = add i64 32768, %30
  %32 = sub i64 %31, 1
  %33 = sdiv i64 %32, %30
  %34 = icmp sgt i64 %33, 1
  %35 = select i1 %34, i64 %33, i64 1
  call void @cajit_rt_parallel_for(i64 0, i64 %3, i64 %35, ptr @k2._8___aten_native_layer_norm_backward_default.body, ptr %ctx)
  ret void
}

; Function Attrs: noinline nounwind
define internal void @k8._8___aten_native_layer_norm_backward_default__sum_of_the_blo(ptr noalias %buf11, ptr noalias %buf15, i64 %s0, i64 %lo, i64 %hi) #0 {
entry:
  %0 = mul i64 %hi, 512
  %1 = mul i64 %lo, 512
  %2 = icmp slt i64 %0, 32
  %3 = select i1 %2, i64 %0, i64 32
  %4 = add nsw i64 63, %s0
  %5 = udiv i64 %4, 64
  br label %loop_i0

loop_i0:                                          ; preds = %body, %entry
  %_i0 = phi i64 [ %1, %entry ], [ %8, %body ]
  %6 = icmp slt i64 %_i0, %3
  br i1 %6, label %body, label %done

body:                                             ; preds = %loop_i0
  %7 = getelementptr inbounds float, ptr %buf11, i64 %_i0
  store float 0.000000e+00, ptr %7, align 4
  %8 = add nuw nsw i64 %_i0, 1
  br label %loop_i0, !llvm.loop !10

done:                                             ; preds = %loop_i0
  %9 = udiv i64 %5, 4
  %10 = mul i64 %9, 4
  br label %loop_r0

loop_r0:                                          ; preds = %done5, %done
  %_r0 = phi i64 [ 0, %done ], [ %42, %done5 ]
  %11 = icmp slt i64 %_r0, %9
  br i1 %11, label %body1, label %done2

body1:                                            ; preds = %loop_r0
  %12 = mul i64 %_r0, 4
  %13 = add i64 %12, 0
  %14 = add i64 %12, 1
  %15 = add i64 %12, 2
  %16 = add i64 %12, 3
  br label %loop_i03

done2:                                            ; preds = %loop_r0
  %17 = sub i64 %5, %10
  br label %loop_r07

loop_i03:                                         ; preds = %body4, %body1
  %_i06 = phi i64 [ %1, %body1 ], [ %41, %body4 ]
  %18 = icmp slt i64 %_i06, %3
  br i1 %18, label %body4, label %done5

body4:                                            ; preds = %loop_i03
  %19 = getelementptr inbounds float, ptr %buf11, i64 %_i06
  %20 = load float, ptr %19, align 4
  %21 = mul nsw i64 32, %13
  %22 = add nsw i64 %_i06, %21
  %23 = getelementptr inbounds float, ptr %buf15, i64 %22
  %24 = load float, ptr %23, align 4
  %25 = fadd float %20, %24
  %26 = mul nsw i64 32, %14
  %27 = add nsw i64 %_i06, %26
  %28 = getelementptr inbounds float, ptr %buf15, i64 %27
  %29 = load float, ptr %28, align 4
  %30 = fadd float %25, %29
  %31 = mul nsw i64 32, %15
  %32 = add nsw i64 %_i06, %31
  %33 = getelementptr inbounds float, ptr %buf15, i64 %32
  %34 = load float, ptr %33, align 4
  %35 = fadd float %30, %34
  %36 = mul nsw i64 32, %16
  %37 = add nsw i64 %_i06, %36
  %38 = getelementptr inbounds float, ptr %buf15, i64 %37
  %39 = load float, ptr %38, align 4
  %40 = fadd float %35, %39
  store float %40, ptr %19, align 4
  %41 = add nuw nsw i64 %_i06, 1
  br label %loop_i03, !llvm.loop !11

done5:                                            ; preds = %loop_i03
  %42 = add nuw nsw i64 %_r0, 1
  br label %loop_r0, !llvm.loop !12

loop_r07:                                         ; preds = %done13, %done2
  %_r010 = phi i64 [ 0, %done2 ], [ %54, %done13 ]
  %43 = icmp slt i64 %_r010, %17
  br i1 %43, label %body8, label %done9

body8:                                            ; preds = %loop_r07
  %44 = add i64 %10, %_r010
  br label %loop_i011

done9:                                            ; preds = %loop_r07
  ret void

loop_i011:                                        ; preds = %body12, %body8
  %_i014 = phi i64 [ %1, %body8 ], [ %53, %body12 ]
  %45 = icmp slt i64 %_i014, %3
  br i1 %45, label %body12, label %done13

body12:                                           ; preds = %loop_i011
  %46 = getelementptr inbounds float, ptr %buf11, i64 %_i014
  %47 = load float, ptr %46, align 4
  %48 = mul nsw i64 32, %44
  %49 = add nsw i64 %_i014, %48
  %50 = getelementptr inbounds float, ptr %buf15, i64 %49
  %51 = load float, ptr %50, align 4
  %52 = fadd float %47, %51
  store float %52, ptr %46, align 4
  %53 = add nuw nsw i64 %_i014, 1
  br label %loop_i011, !llvm.loop !13

done13:                                           ; preds = %loop_i011
  %54 = add nuw nsw i64 %_r010, 1
  br label %loop_r07, !llvm.loop !14
}

define internal void @k8._8___aten_native_layer_norm_backward_default__sum_of_t.body(i64 %0, i64 %1, ptr %2) {
entry:
  %3 = getelementptr inbounds { ptr, ptr, i64 }, ptr %2, i32 0, i32 0
  %4 = load ptr, ptr %3, align 8
  %5 = getelementptr inbounds { ptr, ptr, i64 }, ptr %2, i32 0, i32 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds { ptr, ptr, i64 }, ptr %2, i32 0, i32 2
  %8 = load i64, ptr %7, align 4
  call void @k8._8___aten_native_layer_norm_backward_default__sum_of_the_blo(ptr %4, ptr %6, i64 %8, i64 %0, i64 %1)
  ret void
}

define internal void @k8._8___aten_native_layer_norm_backward_default__sum_of_t(ptr noalias %buf11, ptr noalias %buf15, i64 %s0) {
entry:
  %ctx = alloca { ptr, ptr, i64 }, align 8
  %0 = add nsw i64 63, %s0
  %1 = udiv i64 %0, 64
  %2 = mul i64 32, %1
  %3 = icmp sge i64 %2, 65536
  %parallel = and i1 %3, false
  br i1 %parallel, label %parallel1, label %serial

serial:                                           ; preds = %entry
  call void @k8._8___aten_native_layer_norm_backward_default__sum_of_the_blo(ptr %buf11, ptr %buf15, i64 %s0, i64 0, i64 1)
  ret void

parallel1:                                        ; preds = %entry
  %4 = getelementptr inbounds { ptr, ptr, i64 }, ptr %ctx, i32 0, i32 0
  store ptr %buf11, ptr %4, align 8
  %5 = getelementptr inbounds { ptr, ptr, i64 }, ptr %ctx, i32 0, i32 1
  store ptr %buf15, ptr %5, align 8
  %6 = getelementptr inbounds { ptr, ptr, i64 }, ptr %ctx, i32 0, i32 2
  store i64 %s0, ptr %6, align 4
  %7 = sdiv i64 %2, 1
  %8 = icmp sgt i64 %7, 1
  %9 = select i1 %8, i64 %7, i64 1
  %10 = add i64 32768, %9
  %11 = sub i64 %10, 1
  %12 = sdiv i64 %11, %9
  %13 = icmp sgt i64 %12, 1
  %14 = select i1 %13, i64 %12, i64 1
  call void @cajit_rt_parallel_for(i64 0, i64 1, i64 %14, ptr @k8._8___aten_native_layer_norm_backward_default__sum_of_t.body, ptr %ctx)
  ret void
}

; Function Attrs: noinline nounwind
define internal void @k9._8___aten_native_layer_norm_backward_default__sum_of_the_blo(ptr noalias %buf12, ptr noalias %buf16, i64 %s0, i64 %lo, i64 %hi) #0 {
entry:
  %0 = mul i64 %hi, 512
  %1 = mul i64 %lo, 512
  %2 = icmp slt i64 %0, 32
  %3 = select i1 %2, i64 %0, i64 32
  %4 = add nsw i64 63, %s0
  %5 = udiv i64 %4, 64
  br label %loop_i0

loop_i0:                                          ; preds = %body, %entry
  %_i0 = phi i64 [ %1, %entry ], [ %8, %body ]
  %6 = icmp slt i64 %_i0, %3
  br i1 %6, label %body, label %done

body:                                             ; preds = %loop_i0
  %7 = getelementptr inbounds float, ptr %buf12, i64 %_i0
  store float 0.000000e+00, ptr %7, align 4
  %8 = add nuw nsw i64 %_i0, 1
  br label %loop_i0, !llvm.loop !15

done:                                             ; preds = %loop_i0
  %9 = udiv i64 %5, 4
  %10 = mul i64 %9, 4
  br label %loop_r0

loop_r0:                                          ; preds = %done5, %done
  %_r0 = phi i64 [ 0, %done ], [ %42, %done5 ]
  %11 = icmp slt i64 %_r0, %9
  br i1 %11, label %body1, label %done2

body1:                                            ; preds = %loop_r0
  %12 = mul i64 %_r0, 4
  %13 = add i64 %12, 0
  %14 = add i64 %12, 1
  %15 = add i64 %12, 2
  %16 = add i64 %12, 3
  br label %loop_i03

done2:                                            ; preds = %loop_r0
  %17 = sub i64 %5, %10
  br label %loop_r07

loop_i03:                                         ; preds = %body4, %body1
  %_i06 = phi i64 [ %1, %body1 ], [ %41, %body4 ]
  %18 = icmp slt i64 %_i06, %3
  br i1 %18, label %body4, label %done5

body4:                                            ; preds = %loop_i03
  %19 = getelementptr inbounds float, ptr %buf12, i64 %_i06
  %20 = load float, ptr %19, align 4
  %21 = mul nsw i64 32, %13
  %22 = add nsw i64 %_i06, %21
  %23 = getelementptr inbounds float, ptr %buf16, i64 %22
  %24 = load float, ptr %23, align 4
  %25 = fadd float %20, %24
  %26 = mul nsw i64 32, %14
  %27 = add nsw i64 %_i06, %26
  %28 = getelementptr inbounds float, ptr %buf16, i64 %27
  %29 = load float, ptr %28, align 4
  %30 = fadd float %25, %29
  %31 = mul nsw i64 32, %15
  %32 = add nsw i64 %_i06, %31
  %33 = getelementptr inbounds float, ptr %buf16, i64 %32
  %34 = load float, ptr %33, align 4
  %35 = fadd float %30, %34
  %36 = mul nsw i64 32, %16
  %37 = add nsw i64 %_i06, %36
  %38 = getelementptr inbounds float, ptr %buf16, i64 %37
  %39 = load float, ptr %38, align 4
  %40 = fadd float %35, %39
  store float %40, ptr %19, align 4
  %41 = add nuw nsw i64 %_i06, 1
  br label %loop_i03, !llvm.loop !16

done5:                                            ; preds = %loop_i03
  %42 = add nuw nsw i64 %_r0, 1
  br label %loop_r0, !llvm.loop !17

loop_r07:                                         ; preds = %done13, %done2
  %_r010 = phi i64 [ 0, %done2 ], [ %54, %done13 ]
  %43 = icmp slt i64 %_r010, %17
  br i1 %43, label %body8, label %done9

body8:                                            ; preds = %loop_r07
  %44 = add i64 %10, %_r010
  br label %loop_i011

done9:                                            ; preds = %loop_r07
  ret void

loop_i011:                                        ; preds = %body12, %body8
  %_i014 = phi i64 [ %1, %body8 ], [ %53, %body12 ]
  %45 = icmp slt i64 %_i014, %3
  br i1 %45, label %body12, label %done13

body12:                                           ; preds = %loop_i011
  %46 = getelementptr inbounds float, ptr %buf12, i64 %_i014
  %47 = load float, ptr %46, align 4
  %48 = mul nsw i64 32, %44
  %49 = add nsw i64 %_i014, %48
  %50 = getelementptr inbounds float, ptr %buf16, i64 %49
  %51 = load float, ptr %50, align 4
  %52 = fadd float %47, %51
  store float %52, ptr %46, align 4
  %53 = add nuw nsw i64 %_i014, 1
  br label %loop_i011, !llvm.loop !18

done13:                                           ; preds = %loop_i011
  %54 = add nuw nsw i64 %_r010, 1
  br label %loop_r07, !llvm.loop !19
}

define internal void @k9._8___aten_native_layer_norm_backward_default__sum_of_t.body(i64 %0, i64 %1, ptr %2) {
entry:
  %3 = getelementptr inbounds { ptr, ptr, i64 }, ptr %2, i32 0, i32 0
  %4 = load ptr, ptr %3, align 8
  %5 = getelementptr inbounds { ptr, ptr, i64 }, ptr %2, i32 0, i32 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds { ptr, ptr, i64 }, ptr %2, i32 0, i32 2
  %8 = load i64, ptr %7, align 4
  call void @k9._8___aten_native_layer_norm_backward_default__sum_of_the_blo(ptr %4, ptr %6, i64 %8, i64 %0, i64 %1)
  ret void
}

define internal void @k9._8___aten_native_layer_norm_backward_default__sum_of_t(ptr noalias %buf12, ptr noalias %buf16, i64 %s0) {
entry:
  %ctx = alloca { ptr, ptr, i64 }, align 8
  %0 = add nsw i64 63, %s0
  %1 = udiv i64 %0, 64
  %2 = mul i64 32, %1
  %3 = icmp sge i64 %2, 65536
  %parallel = and i1 %3, false
  br i1 %parallel, label %parallel1, label %serial

serial:                                           ; preds = %entry
  call void @k9._8___aten_native_layer_norm_backward_default__sum_of_the_blo(ptr %buf12, ptr %buf16, i64 %s0, i64 0, i64 1)
  ret void

parallel1:                                        ; preds = %entry
  %4 = getelementptr inbounds { ptr, ptr, i64 }, ptr %ctx, i32 0, i32 0
  store ptr %buf12, ptr %4, align 8
  %5 = getelementptr inbounds { ptr, ptr, i64 }, ptr %ctx, i32 0, i32 1
  store ptr %buf16, ptr %5, align 8
  %6 = getelementptr inbounds { ptr, ptr, i64 }, ptr %ctx, i32 0, i32 2
  store i64 %s0, ptr %6, align 4
  %7 = sdiv i64 %2, 1
  %8 = icmp sgt i64 %7, 1
  %9 = select i1 %8, i64 %7, i64 1
  %10 = add i64 32768, %9
  %11 = sub i64 %10, 1
  %12 = sdiv i64 %11, %9
  %13 = icmp sgt i64 %12, 1
  %14 = select i1 %13, i64 %12, i64 1
  call void @cajit_rt_parallel_for(i64 0, i64 1, i64 %14, ptr @k9._8___aten_native_layer_norm_backward_default__sum_of_t.body, ptr %ctx)
  ret void
}

define i32 @cajit_run(ptr %buffers, ptr %symbols, ptr %call) {
entry:
  %held = alloca [1 x ptr], align 8
  %0 = getelementptr inbounds i64, ptr %buffers, i64 15
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds i64, ptr %symbols, i64 0
  %3 = load i64, ptr %2, align 8
  call void @k0._8___aten_native_layer_norm_backward_default__zero_the(ptr %1, i64 %3)
  %4 = getelementptr inbounds i64, ptr %buffers, i64 16
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds i64, ptr %symbols, i64 0
  %7 = load i64, ptr %6, align 8
  call void @k1._8___aten_native_layer_norm_backward_default__zero_the(ptr %5, i64 %7)
  %8 = getelementptr inbounds i64, ptr %buffers, i64 0
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds i64, ptr %buffers, i64 1
  %11 = load ptr, ptr %10, align 8
  %12 = getelementptr inbounds i64, ptr %buffers, i64 2
  %13 = load ptr, ptr %12, align 8
  %14 = getelementptr inbounds i64, ptr %buffers, i64 3
  %15 = load ptr, ptr %14, align 8
  %16 = getelementptr inbounds i64, ptr %buffers, i64 4
  %17 = load ptr, ptr %16, align 8
  %18 = getelementptr inbounds i64, ptr %buffers, i64 5
  %19 = load ptr, ptr %18, align 8
  %20 = getelementptr inbounds i64, ptr %buffers, i64 8
  %21 = load ptr, ptr %20, align 8
  %22 = getelementptr inbounds i64, ptr %buffers, i64 9
  %23 = load ptr, ptr %22, align 8
  %24 = getelementptr inbounds i64, ptr %buffers, i64 10
  %25 = load ptr, ptr %24, align 8
  %26 = getelementptr inbounds i64, ptr %buffers, i64 13
  %27 = load ptr, ptr %26, align 8
  %28 = getelementptr inbounds i64, ptr %buffers, i64 15
  %29 = load ptr, ptr %28, align 8
  %30 = getelementptr inbounds i64, ptr %buffers, i64 16
  %31 = load ptr, ptr %30, align 8
  %32 = getelementptr inbounds i64, ptr %symbols, i64 0
  %33 = load i64, ptr %32, align 8
  %34 = getelementptr inbounds i64, ptr %symbols, i64 1
  %35 = load i64, ptr %34, align 8
  %36 = getelementptr inbounds i64, ptr %symbols, i64 2
  %37 = load i64, ptr %36, align 8
  %38 = getelementptr inbounds i64, ptr %symbols, i64 3
  %39 = load i64, ptr %38, align 8
  %40 = getelementptr inbounds i64, ptr %symbols, i64 4
  %41 = load i64, ptr %40, align 8
  %42 = getelementptr inbounds i64, ptr %symbols, i64 5
  %43 = load i64, ptr %42, align 8
  %44 = getelementptr inbounds i64, ptr %symbols, i64 6
  %45 = load i64, ptr %44, align 8
  %46 = getelementptr inbounds i64, ptr %symbols, i64 7
  %47 = load i64, ptr %46, align 8
  %48 = getelementptr inbounds i64, ptr %symbols, i64 9
  %49 = load i64, ptr %48, align 8
  %50 = getelementptr inbounds i64, ptr %symbols, i64 11
  %51 = load i64, ptr %50, align 8
  call void @k2._8___aten_native_layer_norm_backward_default(ptr %9, ptr %11, ptr %13, ptr %15, ptr %17, ptr %19, ptr %21, ptr %23, ptr %25, ptr %27, ptr %29, ptr %31, i64 %33, i64 %35, i64 %37, i64 %39, i64 %41, i64 %43, i64 %45, i64 %47, i64 %49, i64 %51)
  %52 = getelementptr inbounds i64, ptr %buffers, i64 11
  %53 = load ptr, ptr %52, align 8
  %54 = getelementptr inbounds i64, ptr %buffers, i64 15
  %55 = load ptr, ptr %54, align 8
  %56 = getelementptr inbounds i64, ptr %symbols, i64 0
  %57 = load i64, ptr %56, align 8
  call void @k8._8___aten_native_layer_norm_backward_default__sum_of_t(ptr %53, ptr %55, i64 %57)
  %58 = getelementptr inbounds i64, ptr %buffers, i64 12
  %59 = load ptr, ptr %58, align 8
  %60 = getelementptr inbounds i64, ptr %buffers, i64 16
  %61 = load ptr, ptr %60, align 8
  %62 = getelementptr inbounds i64, ptr %symbols, i64 0
  %63 = load i64, ptr %62, align 8
  call void @k9._8___aten_native_layer_norm_backward_default__sum_of_t(ptr %59, ptr %61, i64 %63)
  ret i32 0

fail:                                             ; No predecessors!
  ret i32 1
}

; Function Attrs: nounwind
declare void @cajit_rt_dlpack_release(ptr) #1

define i32 @cajit_entry(ptr %call) {
entry:
  %bufs = alloca [17 x ptr], align 8
  %syms = alloca [32 x i64], align 8
  %held = alloca [1 x ptr], align 8
  %outs = alloca [3 x ptr], align 8
  %inputs_now = alloca [7 x ptr], align 8
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
  %5 = icmp eq i32 %4, 7
  br i1 %5, label %ok, label %bad

fail:                                             ; preds = %ok165, %ok164, %ok163, %ok162, %ok161, %ok160, %bad159, %bad156, %bad153, %bad151, %bad149, %bad147, %bad144, %bad142, %bad140, %bad138, %bad136, %bad134, %bad132, %bad130, %bad128, %bad126, %bad124, %bad122, %bad120, %bad118, %bad116, %bad111, %bad106, %bad100, %bad98, %bad92, %bad90, %bad84, %bad82, %bad76, %bad74, %bad71, %bad69, %bad67, %bad65, %bad63, %bad61, %bad59, %bad57, %bad55, %bad53, %bad51, %bad49, %bad47, %bad45, %bad43, %bad41, %bad39, %bad37, %bad35, %bad33, %bad31, %bad29, %bad27, %bad25, %bad23, %bad21, %bad19, %bad17, %bad15, %bad13, %bad11, %bad9, %bad7, %bad5, %bad3, %bad1, %bad
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
  %152 = getelementptr inbounds i64, ptr %151, i64 4
  %153 = load ptr, ptr %152, align 8
  %154 = icmp ne ptr %153, null
  br i1 %154, label %ok46, label %bad45

bad45:                                            ; preds = %ok44
  %155 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.23)
  br label %fail

ok46:                                             ; preds = %ok44
  %156 = getelementptr inbounds i8, ptr %153, i64 8
  %157 = load i32, ptr %156, align 4
  %158 = icmp eq i32 %157, 1
  br i1 %158, label %ok48, label %bad47

bad47:                                            ; preds = %ok46
  %159 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.24, i32 %157)
  br label %fail

ok48:                                             ; preds = %ok46
  %160 = getelementptr inbounds i8, ptr %153, i64 16
  %161 = load i32, ptr %160, align 4
  %162 = icmp eq i32 %161, 2
  br i1 %162, label %ok50, label %bad49

bad49:                                            ; preds = %ok48
  %163 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.25, i32 %161)
  br label %fail

ok50:                                             ; preds = %ok48
  %164 = getelementptr inbounds i8, ptr %153, i64 20
  %165 = load i32, ptr %164, align 4
  %166 = icmp eq i32 %165, 73730
  %167 = and i32 %165, 255
  %168 = lshr i32 %165, 8
  %169 = and i32 %168, 255
  %170 = lshr i32 %165, 16
  br i1 %166, label %ok52, label %bad51

bad51:                                            ; preds = %ok50
  %171 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.26, i32 %167, i32 %169, i32 %170)
  br label %fail

ok52:                                             ; preds = %ok50
  %172 = getelementptr inbounds i8, ptr %153, i64 0
  %173 = load ptr, ptr %172, align 8
  %174 = getelementptr inbounds i8, ptr %153, i64 40
  %175 = load i64, ptr %174, align 4
  %176 = getelementptr inbounds i8, ptr %173, i64 %175
  %177 = getelementptr inbounds i64, ptr %bufs, i64 4
  store ptr %176, ptr %177, align 8
  %178 = getelementptr inbounds i8, ptr %call, i64 0
  %179 = load ptr, ptr %178, align 8
  %180 = getelementptr inbounds i64, ptr %179, i64 5
  %181 = load ptr, ptr %180, align 8
  %182 = icmp ne ptr %181, null
  br i1 %182, label %ok54, label %bad53

bad53:                                            ; preds = %ok52
  %183 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.27)
  br label %fail

ok54:                                             ; preds = %ok52
  %184 = getelementptr inbounds i8, ptr %181, i64 8
  %185 = load i32, ptr %184, align 4
  %186 = icmp eq i32 %185, 1
  br i1 %186, label %ok56, label %bad55

bad55:                                            ; preds = %ok54
  %187 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.28, i32 %185)
  br label %fail

ok56:                                             ; preds = %ok54
  %188 = getelementptr inbounds i8, ptr %181, i64 16
  %189 = load i32, ptr %188, align 4
  %190 = icmp eq i32 %189, 1
  br i1 %190, label %ok58, label %bad57

bad57:                                            ; preds = %ok56
  %191 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.29, i32 %189)
  br label %fail

ok58:                                             ; preds = %ok56
  %192 = getelementptr inbounds i8, ptr %181, i64 20
  %193 = load i32, ptr %192, align 4
  %194 = icmp eq i32 %193, 73730
  %195 = and i32 %193, 255
  %196 = lshr i32 %193, 8
  %197 = and i32 %196, 255
  %198 = lshr i32 %193, 16
  br i1 %194, label %ok60, label %bad59

bad59:                                            ; preds = %ok58
  %199 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.30, i32 %195, i32 %197, i32 %198)
  br label %fail

ok60:                                             ; preds = %ok58
  %200 = getelementptr inbounds i8, ptr %181, i64 0
  %201 = load ptr, ptr %200, align 8
  %202 = getelementptr inbounds i8, ptr %181, i64 40
  %203 = load i64, ptr %202, align 4
  %204 = getelementptr inbounds i8, ptr %201, i64 %203
  %205 = getelementptr inbounds i64, ptr %bufs, i64 5
  store ptr %204, ptr %205, align 8
  %206 = getelementptr inbounds i8, ptr %call, i64 0
  %207 = load ptr, ptr %206, align 8
  %208 = getelementptr inbounds i64, ptr %207, i64 6
  %209 = load ptr, ptr %208, align 8
  %210 = icmp ne ptr %209, null
  br i1 %210, label %ok62, label %bad61

bad61:                                            ; preds = %ok60
  %211 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.31)
  br label %fail

ok62:                                             ; preds = %ok60
  %212 = getelementptr inbounds i8, ptr %209, i64 8
  %213 = load i32, ptr %212, align 4
  %214 = icmp eq i32 %213, 1
  br i1 %214, label %ok64, label %bad63

bad63:                                            ; preds = %ok62
  %215 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.32, i32 %213)
  br label %fail

ok64:                                             ; preds = %ok62
  %216 = getelementptr inbounds i8, ptr %209, i64 16
  %217 = load i32, ptr %216, align 4
  %218 = icmp eq i32 %217, 1
  br i1 %218, label %ok66, label %bad65

bad65:                                            ; preds = %ok64
  %219 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.33, i32 %217)
  br label %fail

ok66:                                             ; preds = %ok64
  %220 = getelementptr inbounds i8, ptr %209, i64 20
  %221 = load i32, ptr %220, align 4
  %222 = icmp eq i32 %221, 73730
  %223 = and i32 %221, 255
  %224 = lshr i32 %221, 8
  %225 = and i32 %224, 255
  %226 = lshr i32 %221, 16
  br i1 %222, label %ok68, label %bad67

bad67:                                            ; preds = %ok66
  %227 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.34, i32 %223, i32 %225, i32 %226)
  br label %fail

ok68:                                             ; preds = %ok66
  %228 = getelementptr inbounds i8, ptr %209, i64 0
  %229 = load ptr, ptr %228, align 8
  %230 = getelementptr inbounds i8, ptr %209, i64 40
  %231 = load i64, ptr %230, align 4
  %232 = getelementptr inbounds i8, ptr %229, i64 %231
  %233 = getelementptr inbounds i64, ptr %bufs, i64 6
  store ptr %232, ptr %233, align 8
  %234 = getelementptr inbounds i8, ptr %call, i64 0
  %235 = load ptr, ptr %234, align 8
  %236 = getelementptr inbounds i64, ptr %235, i64 0
  %237 = load ptr, ptr %236, align 8
  %238 = getelementptr inbounds i64, ptr %inputs_now, i64 0
  store ptr %237, ptr %238, align 8
  %239 = getelementptr inbounds i8, ptr %call, i64 0
  %240 = load ptr, ptr %239, align 8
  %241 = getelementptr inbounds i64, ptr %240, i64 1
  %242 = load ptr, ptr %241, align 8
  %243 = getelementptr inbounds i64, ptr %inputs_now, i64 1
  store ptr %242, ptr %243, align 8
  %244 = getelementptr inbounds i8, ptr %call, i64 0
  %245 = load ptr, ptr %244, align 8
  %246 = getelementptr inbounds i64, ptr %245, i64 2
  %247 = load ptr, ptr %246, align 8
  %248 = getelementptr inbounds i64, ptr %inputs_now, i64 2
  store ptr %247, ptr %248, align 8
  %249 = getelementptr inbounds i8, ptr %call, i64 0
  %250 = load ptr, ptr %249, align 8
  %251 = getelementptr inbounds i64, ptr %250, i64 3
  %252 = load ptr, ptr %251, align 8
  %253 = getelementptr inbounds i64, ptr %inputs_now, i64 3
  store ptr %252, ptr %253, align 8
  %254 = getelementptr inbounds i8, ptr %call, i64 0
  %255 = load ptr, ptr %254, align 8
  %256 = getelementptr inbounds i64, ptr %255, i64 4
  %257 = load ptr, ptr %256, align 8
  %258 = getelementptr inbounds i64, ptr %inputs_now, i64 4
  store ptr %257, ptr %258, align 8
  %259 = getelementptr inbounds i8, ptr %call, i64 0
  %260 = load ptr, ptr %259, align 8
  %261 = getelementptr inbounds i64, ptr %260, i64 5
  %262 = load ptr, ptr %261, align 8
  %263 = getelementptr inbounds i64, ptr %inputs_now, i64 5
  store ptr %262, ptr %263, align 8
  %264 = getelementptr inbounds i8, ptr %call, i64 0
  %265 = load ptr, ptr %264, align 8
  %266 = getelementptr inbounds i64, ptr %265, i64 6
  %267 = load ptr, ptr %266, align 8
  %268 = getelementptr inbounds i64, ptr %inputs_now, i64 6
  store ptr %267, ptr %268, align 8
  %269 = getelementptr inbounds i8, ptr %call, i64 0
  %270 = load ptr, ptr %269, align 8
  %271 = getelementptr inbounds i64, ptr %270, i64 0
  %272 = load ptr, ptr %271, align 8
  %273 = getelementptr inbounds i8, ptr %272, i64 24
  %274 = load ptr, ptr %273, align 8
  %275 = getelementptr inbounds i64, ptr %274, i64 0
  %276 = load i64, ptr %275, align 8
  %277 = getelementptr inbounds i64, ptr %syms, i64 0
  store i64 %276, ptr %277, align 8
  %278 = getelementptr inbounds i64, ptr %syms, i64 0
  %279 = load i64, ptr %278, align 8
  %280 = icmp sge i64 %279, 0
  br i1 %280, label %ok70, label %bad69

bad69:                                            ; preds = %ok68
  %281 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.35, i64 %279)
  br label %fail

ok70:                                             ; preds = %ok68
  %282 = getelementptr inbounds i8, ptr %call, i64 0
  %283 = load ptr, ptr %282, align 8
  %284 = getelementptr inbounds i64, ptr %283, i64 0
  %285 = load ptr, ptr %284, align 8
  %286 = getelementptr inbounds i8, ptr %285, i64 24
  %287 = load ptr, ptr %286, align 8
  %288 = getelementptr inbounds i64, ptr %287, i64 0
  %289 = load i64, ptr %288, align 8
  %290 = getelementptr inbounds i64, ptr %287, i64 1
  %291 = load i64, ptr %290, align 8
  %292 = icmp eq i64 %291, 32
  br i1 %292, label %ok72, label %bad71

bad71:                                            ; preds = %ok70
  %293 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.36, i64 %291, i64 32)
  br label %fail

ok72:                                             ; preds = %ok70
  %294 = mul i64 1, %291
  %295 = getelementptr inbounds i8, ptr %285, i64 32
  %296 = load ptr, ptr %295, align 8
  %297 = icmp ne ptr %296, null
  br i1 %297, label %st, label %st2

st:                                               ; preds = %ok72
  %298 = getelementptr inbounds i64, ptr %296, i64 0
  %299 = load i64, ptr %298, align 8
  %300 = getelementptr inbounds i64, ptr %296, i64 1
  %301 = load i64, ptr %300, align 8
  br label %st2

st2:                                              ; preds = %st, %ok72
  %stride = phi i64 [ %294, %ok72 ], [ %299, %st ]
  %stride73 = phi i64 [ 1, %ok72 ], [ %301, %st ]
  %302 = getelementptr inbounds i64, ptr %syms, i64 1
  store i64 %stride, ptr %302, align 8
  %303 = getelementptr inbounds i64, ptr %syms, i64 2
  store i64 %stride73, ptr %303, align 8
  %304 = getelementptr inbounds i8, ptr %call, i64 0
  %305 = load ptr, ptr %304, align 8
  %306 = getelementptr inbounds i64, ptr %305, i64 1
  %307 = load ptr, ptr %306, align 8
  %308 = getelementptr inbounds i8, ptr %307, i64 24
  %309 = load ptr, ptr %308, align 8
  %310 = getelementptr inbounds i64, ptr %309, i64 0
  %311 = load i64, ptr %310, align 8
  %312 = getelementptr inbounds i64, ptr %syms, i64 0
  %313 = load i64, ptr %312, align 8
  %314 = icmp eq i64 %311, %313
  br i1 %314, label %ok75, label %bad74

bad74:                                            ; preds = %st2
  %315 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.37, i64 %311, i64 %313)
  br label %fail

ok75:                                             ; preds = %st2
  %316 = getelementptr inbounds i64, ptr %309, i64 1
  %317 = load i64, ptr %316, align 8
  %318 = icmp eq i64 %317, 32
  br i1 %318, label %ok77, label %bad76

bad76:                                            ; preds = %ok75
  %319 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.38, i64 %317, i64 32)
  br label %fail

ok77:                                             ; preds = %ok75
  %320 = mul i64 1, %317
  %321 = getelementptr inbounds i8, ptr %307, i64 32
  %322 = load ptr, ptr %321, align 8
  %323 = icmp ne ptr %322, null
  br i1 %323, label %st78, label %st279

st78:                                             ; preds = %ok77
  %324 = getelementptr inbounds i64, ptr %322, i64 0
  %325 = load i64, ptr %324, align 8
  %326 = getelementptr inbounds i64, ptr %322, i64 1
  %327 = load i64, ptr %326, align 8
  br label %st279

st279:                                            ; preds = %st78, %ok77
  %stride80 = phi i64 [ %320, %ok77 ], [ %325, %st78 ]
  %stride81 = phi i64 [ 1, %ok77 ], [ %327, %st78 ]
  %328 = getelementptr inbounds i64, ptr %syms, i64 3
  store i64 %stride80, ptr %328, align 8
  %329 = getelementptr inbounds i64, ptr %syms, i64 4
  store i64 %stride81, ptr %329, align 8
  %330 = getelementptr inbounds i8, ptr %call, i64 0
  %331 = load ptr, ptr %330, align 8
  %332 = getelementptr inbounds i64, ptr %331, i64 2
  %333 = load ptr, ptr %332, align 8
  %334 = getelementptr inbounds i8, ptr %333, i64 24
  %335 = load ptr, ptr %334, align 8
  %336 = getelementptr inbounds i64, ptr %335, i64 0
  %337 = load i64, ptr %336, align 8
  %338 = getelementptr inbounds i64, ptr %syms, i64 0
  %339 = load i64, ptr %338, align 8
  %340 = icmp eq i64 %337, %339
  br i1 %340, label %ok83, label %bad82

bad82:                                            ; preds = %st279
  %341 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.39, i64 %337, i64 %339)
  br label %fail

ok83:                                             ; preds = %st279
  %342 = getelementptr inbounds i64, ptr %335, i64 1
  %343 = load i64, ptr %342, align 8
  %344 = icmp eq i64 %343, 32
  br i1 %344, label %ok85, label %bad84

bad84:                                            ; preds = %ok83
  %345 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.40, i64 %343, i64 32)
  br label %fail

ok85:                                             ; preds = %ok83
  %346 = mul i64 1, %343
  %347 = getelementptr inbounds i8, ptr %333, i64 32
  %348 = load ptr, ptr %347, align 8
  %349 = icmp ne ptr %348, null
  br i1 %349, label %st86, label %st287

st86:                                             ; preds = %ok85
  %350 = getelementptr inbounds i64, ptr %348, i64 0
  %351 = load i64, ptr %350, align 8
  %352 = getelementptr inbounds i64, ptr %348, i64 1
  %353 = load i64, ptr %352, align 8
  br label %st287

st287:                                            ; preds = %st86, %ok85
  %stride88 = phi i64 [ %346, %ok85 ], [ %351, %st86 ]
  %stride89 = phi i64 [ 1, %ok85 ], [ %353, %st86 ]
  %354 = getelementptr inbounds i64, ptr %syms, i64 5
  store i64 %stride88, ptr %354, align 8
  %355 = getelementptr inbounds i64, ptr %syms, i64 6
  store i64 %stride89, ptr %355, align 8
  %356 = getelementptr inbounds i8, ptr %call, i64 0
  %357 = load ptr, ptr %356, align 8
  %358 = getelementptr inbounds i64, ptr %357, i64 3
  %359 = load ptr, ptr %358, align 8
  %360 = getelementptr inbounds i8, ptr %359, i64 24
  %361 = load ptr, ptr %360, align 8
  %362 = getelementptr inbounds i64, ptr %361, i64 0
  %363 = load i64, ptr %362, align 8
  %364 = getelementptr inbounds i64, ptr %syms, i64 0
  %365 = load i64, ptr %364, align 8
  %366 = icmp eq i64 %363, %365
  br i1 %366, label %ok91, label %bad90

bad90:                                            ; preds = %st287
  %367 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.41, i64 %363, i64 %365)
  br label %fail

ok91:                                             ; preds = %st287
  %368 = getelementptr inbounds i64, ptr %361, i64 1
  %369 = load i64, ptr %368, align 8
  %370 = icmp eq i64 %369, 1
  br i1 %370, label %ok93, label %bad92

bad92:                                            ; preds = %ok91
  %371 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.42, i64 %369, i64 1)
  br label %fail

ok93:                                             ; preds = %ok91
  %372 = mul i64 1, %369
  %373 = getelementptr inbounds i8, ptr %359, i64 32
  %374 = load ptr, ptr %373, align 8
  %375 = icmp ne ptr %374, null
  br i1 %375, label %st94, label %st295

st94:                                             ; preds = %ok93
  %376 = getelementptr inbounds i64, ptr %374, i64 0
  %377 = load i64, ptr %376, align 8
  %378 = getelementptr inbounds i64, ptr %374, i64 1
  %379 = load i64, ptr %378, align 8
  br label %st295

st295:                                            ; preds = %st94, %ok93
  %stride96 = phi i64 [ %372, %ok93 ], [ %377, %st94 ]
  %stride97 = phi i64 [ 1, %ok93 ], [ %379, %st94 ]
  %380 = getelementptr inbounds i64, ptr %syms, i64 7
  store i64 %stride96, ptr %380, align 8
  %381 = getelementptr inbounds i64, ptr %syms, i64 8
  store i64 %stride97, ptr %381, align 8
  %382 = getelementptr inbounds i8, ptr %call, i64 0
  %383 = load ptr, ptr %382, align 8
  %384 = getelementptr inbounds i64, ptr %383, i64 4
  %385 = load ptr, ptr %384, align 8
  %386 = getelementptr inbounds i8, ptr %385, i64 24
  %387 = load ptr, ptr %386, align 8
  %388 = getelementptr inbounds i64, ptr %387, i64 0
  %389 = load i64, ptr %388, align 8
  %390 = getelementptr inbounds i64, ptr %syms, i64 0
  %391 = load i64, ptr %390, align 8
  %392 = icmp eq i64 %389, %391
  br i1 %392, label %ok99, label %bad98

bad98:                                            ; preds = %st295
  %393 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.43, i64 %389, i64 %391)
  br label %fail

ok99:                                             ; preds = %st295
  %394 = getelementptr inbounds i64, ptr %387, i64 1
  %395 = load i64, ptr %394, align 8
  %396 = icmp eq i64 %395, 1
  br i1 %396, label %ok101, label %bad100

bad100:                                           ; preds = %ok99
  %397 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.44, i64 %395, i64 1)
  br label %fail

ok101:                                            ; preds = %ok99
  %398 = mul i64 1, %395
  %399 = getelementptr inbounds i8, ptr %385, i64 32
  %400 = load ptr, ptr %399, align 8
  %401 = icmp ne ptr %400, null
  br i1 %401, label %st102, label %st2103

st102:                                            ; preds = %ok101
  %402 = getelementptr inbounds i64, ptr %400, i64 0
  %403 = load i64, ptr %402, align 8
  %404 = getelementptr inbounds i64, ptr %400, i64 1
  %405 = load i64, ptr %404, align 8
  br label %st2103

st2103:                                           ; preds = %st102, %ok101
  %stride104 = phi i64 [ %398, %ok101 ], [ %403, %st102 ]
  %stride105 = phi i64 [ 1, %ok101 ], [ %405, %st102 ]
  %406 = getelementptr inbounds i64, ptr %syms, i64 9
  store i64 %stride104, ptr %406, align 8
  %407 = getelementptr inbounds i64, ptr %syms, i64 10
  store i64 %stride105, ptr %407, align 8
  %408 = getelementptr inbounds i8, ptr %call, i64 0
  %409 = load ptr, ptr %408, align 8
  %410 = getelementptr inbounds i64, ptr %409, i64 5
  %411 = load ptr, ptr %410, align 8
  %412 = getelementptr inbounds i8, ptr %411, i64 24
  %413 = load ptr, ptr %412, align 8
  %414 = getelementptr inbounds i64, ptr %413, i64 0
  %415 = load i64, ptr %414, align 8
  %416 = icmp eq i64 %415, 32
  br i1 %416, label %ok107, label %bad106

bad106:                                           ; preds = %st2103
  %417 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.45, i64 %415, i64 32)
  br label %fail

ok107:                                            ; preds = %st2103
  %418 = getelementptr inbounds i8, ptr %411, i64 32
  %419 = load ptr, ptr %418, align 8
  %420 = icmp ne ptr %419, null
  br i1 %420, label %st108, label %st2109

st108:                                            ; preds = %ok107
  %421 = getelementptr inbounds i64, ptr %419, i64 0
  %422 = load i64, ptr %421, align 8
  br label %st2109

st2109:                                           ; preds = %st108, %ok107
  %stride110 = phi i64 [ 1, %ok107 ], [ %422, %st108 ]
  %423 = getelementptr inbounds i64, ptr %syms, i64 11
  store i64 %stride110, ptr %423, align 8
  %424 = getelementptr inbounds i8, ptr %call, i64 0
  %425 = load ptr, ptr %424, align 8
  %426 = getelementptr inbounds i64, ptr %425, i64 6
  %427 = load ptr, ptr %426, align 8
  %428 = getelementptr inbounds i8, ptr %427, i64 24
  %429 = load ptr, ptr %428, align 8
  %430 = getelementptr inbounds i64, ptr %429, i64 0
  %431 = load i64, ptr %430, align 8
  %432 = icmp eq i64 %431, 32
  br i1 %432, label %ok112, label %bad111

bad111:                                           ; preds = %st2109
  %433 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.46, i64 %431, i64 32)
  br label %fail

ok112:                                            ; preds = %st2109
  %434 = getelementptr inbounds i8, ptr %427, i64 32
  %435 = load ptr, ptr %434, align 8
  %436 = icmp ne ptr %435, null
  br i1 %436, label %st113, label %st2114

st113:                                            ; preds = %ok112
  %437 = getelementptr inbounds i64, ptr %435, i64 0
  %438 = load i64, ptr %437, align 8
  br label %st2114

st2114:                                           ; preds = %st113, %ok112
  %stride115 = phi i64 [ 1, %ok112 ], [ %438, %st113 ]
  %439 = getelementptr inbounds i64, ptr %syms, i64 12
  store i64 %stride115, ptr %439, align 8
  %440 = getelementptr inbounds i64, ptr %syms, i64 0
  %441 = load i64, ptr %440, align 8
  %442 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 32, i64 %441)
  %443 = extractvalue { i64, i1 } %442, 1
  %444 = xor i1 %443, true
  br i1 %444, label %ok117, label %bad116

bad116:                                           ; preds = %st2114
  %445 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.47)
  br label %fail

ok117:                                            ; preds = %st2114
  %446 = extractvalue { i64, i1 } %442, 0
  %447 = getelementptr inbounds i64, ptr %syms, i64 1
  %448 = load i64, ptr %447, align 8
  %449 = icmp sge i64 %448, 0
  br i1 %449, label %ok119, label %bad118

bad118:                                           ; preds = %ok117
  %450 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.48, i64 %448)
  br label %fail

ok119:                                            ; preds = %ok117
  %451 = getelementptr inbounds i64, ptr %syms, i64 2
  %452 = load i64, ptr %451, align 8
  %453 = icmp sge i64 %452, 0
  br i1 %453, label %ok121, label %bad120

bad120:                                           ; preds = %ok119
  %454 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.49, i64 %452)
  br label %fail

ok121:                                            ; preds = %ok119
  %455 = getelementptr inbounds i64, ptr %syms, i64 3
  %456 = load i64, ptr %455, align 8
  %457 = icmp sge i64 %456, 0
  br i1 %457, label %ok123, label %bad122

bad122:                                           ; preds = %ok121
  %458 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.50, i64 %456)
  br label %fail

ok123:                                            ; preds = %ok121
  %459 = getelementptr inbounds i64, ptr %syms, i64 4
  %460 = load i64, ptr %459, align 8
  %461 = icmp sge i64 %460, 0
  br i1 %461, label %ok125, label %bad124

bad124:                                           ; preds = %ok123
  %462 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.51, i64 %460)
  br label %fail

ok125:                                            ; preds = %ok123
  %463 = getelementptr inbounds i64, ptr %syms, i64 5
  %464 = load i64, ptr %463, align 8
  %465 = icmp sge i64 %464, 0
  br i1 %465, label %ok127, label %bad126

bad126:                                           ; preds = %ok125
  %466 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.52, i64 %464)
  br label %fail

ok127:                                            ; preds = %ok125
  %467 = getelementptr inbounds i64, ptr %syms, i64 6
  %468 = load i64, ptr %467, align 8
  %469 = icmp sge i64 %468, 0
  br i1 %469, label %ok129, label %bad128

bad128:                                           ; preds = %ok127
  %470 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.53, i64 %468)
  br label %fail

ok129:                                            ; preds = %ok127
  %471 = getelementptr inbounds i64, ptr %syms, i64 7
  %472 = load i64, ptr %471, align 8
  %473 = icmp sge i64 %472, 0
  br i1 %473, label %ok131, label %bad130

bad130:                                           ; preds = %ok129
  %474 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.54, i64 %472)
  br label %fail

ok131:                                            ; preds = %ok129
  %475 = getelementptr inbounds i64, ptr %syms, i64 8
  %476 = load i64, ptr %475, align 8
  %477 = icmp sge i64 %476, 0
  br i1 %477, label %ok133, label %bad132

bad132:                                           ; preds = %ok131
  %478 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.55, i64 %476)
  br label %fail

ok133:                                            ; preds = %ok131
  %479 = getelementptr inbounds i64, ptr %syms, i64 9
  %480 = load i64, ptr %479, align 8
  %481 = icmp sge i64 %480, 0
  br i1 %481, label %ok135, label %bad134

bad134:                                           ; preds = %ok133
  %482 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.56, i64 %480)
  br label %fail

ok135:                                            ; preds = %ok133
  %483 = getelementptr inbounds i64, ptr %syms, i64 10
  %484 = load i64, ptr %483, align 8
  %485 = icmp sge i64 %484, 0
  br i1 %485, label %ok137, label %bad136

bad136:                                           ; preds = %ok135
  %486 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.57, i64 %484)
  br label %fail

ok137:                                            ; preds = %ok135
  %487 = getelementptr inbounds i64, ptr %syms, i64 11
  %488 = load i64, ptr %487, align 8
  %489 = icmp sge i64 %488, 0
  br i1 %489, label %ok139, label %bad138

bad138:                                           ; preds = %ok137
  %490 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.58, i64 %488)
  br label %fail

ok139:                                            ; preds = %ok137
  %491 = getelementptr inbounds i64, ptr %syms, i64 12
  %492 = load i64, ptr %491, align 8
  %493 = icmp sge i64 %492, 0
  br i1 %493, label %ok141, label %bad140

bad140:                                           ; preds = %ok139
  %494 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.59, i64 %492)
  br label %fail

ok141:                                            ; preds = %ok139
  %495 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 63, i64 %441)
  %496 = extractvalue { i64, i1 } %495, 1
  %497 = xor i1 %496, true
  br i1 %497, label %ok143, label %bad142

bad142:                                           ; preds = %ok141
  %498 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.60)
  br label %fail

ok143:                                            ; preds = %ok141
  %499 = extractvalue { i64, i1 } %495, 0
  %500 = udiv i64 %499, 64
  %501 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 32, i64 %500)
  %502 = extractvalue { i64, i1 } %501, 1
  %503 = xor i1 %502, true
  br i1 %503, label %ok145, label %bad144

bad144:                                           ; preds = %ok143
  %504 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.61)
  br label %fail

ok145:                                            ; preds = %ok143
  %505 = extractvalue { i64, i1 } %501, 0
  %arena146 = call ptr @cajit_rt_arena_create()
  store ptr %arena146, ptr %arena, align 8
  %506 = icmp ne ptr %arena146, null
  br i1 %506, label %ok148, label %bad147

bad147:                                           ; preds = %ok145
  %507 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 5, ptr @str.62)
  br label %fail

ok148:                                            ; preds = %ok145
  %counts = alloca [5 x i64], align 8
  %508 = getelementptr inbounds i64, ptr %counts, i64 0
  store i64 %441, ptr %508, align 8
  %509 = getelementptr inbounds i64, ptr %counts, i64 1
  store i64 %441, ptr %509, align 8
  %510 = getelementptr inbounds i64, ptr %counts, i64 2
  store i64 %505, ptr %510, align 8
  %511 = getelementptr inbounds i64, ptr %counts, i64 3
  store i64 %505, ptr %511, align 8
  %512 = getelementptr inbounds i64, ptr %counts, i64 4
  store i64 %505, ptr %512, align 8
  %layout_scratch = alloca [20 x i64], align 8
  %offsets = alloca [5 x i64], align 8
  %total = call i64 @cajit_rt_plan_layout_cached(ptr @layout_cache, i32 5, ptr %counts, ptr @elem_sizes, ptr @first_use, ptr @last_use, ptr %layout_scratch, ptr %offsets)
  %513 = icmp sge i64 %total, 0
  br i1 %513, label %ok150, label %bad149

bad149:                                           ; preds = %ok148
  %514 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 5, ptr @str.63)
  br label %fail

ok150:                                            ; preds = %ok148
  %intermediates = call ptr @cajit_rt_arena_alloc(ptr %arena146, i64 %total, i64 1)
  %515 = icmp ne ptr %intermediates, null
  br i1 %515, label %ok152, label %bad151

bad151:                                           ; preds = %ok150
  %516 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 5, ptr @str.64, i64 %total)
  br label %fail

ok152:                                            ; preds = %ok150
  %517 = getelementptr inbounds i64, ptr %offsets, i64 0
  %518 = load i64, ptr %517, align 8
  %519 = getelementptr i8, ptr %intermediates, i64 %518
  %520 = getelementptr inbounds i64, ptr %bufs, i64 8
  store ptr %519, ptr %520, align 8
  %521 = getelementptr inbounds i64, ptr %offsets, i64 1
  %522 = load i64, ptr %521, align 8
  %523 = getelementptr i8, ptr %intermediates, i64 %522
  %524 = getelementptr inbounds i64, ptr %bufs, i64 9
  store ptr %523, ptr %524, align 8
  %525 = getelementptr inbounds i64, ptr %offsets, i64 2
  %526 = load i64, ptr %525, align 8
  %527 = getelementptr i8, ptr %intermediates, i64 %526
  %528 = getelementptr inbounds i64, ptr %bufs, i64 13
  store ptr %527, ptr %528, align 8
  %529 = getelementptr inbounds i64, ptr %offsets, i64 3
  %530 = load i64, ptr %529, align 8
  %531 = getelementptr i8, ptr %intermediates, i64 %530
  %532 = getelementptr inbounds i64, ptr %bufs, i64 15
  store ptr %531, ptr %532, align 8
  %533 = getelementptr inbounds i64, ptr %offsets, i64 4
  %534 = load i64, ptr %533, align 8
  %535 = getelementptr i8, ptr %intermediates, i64 %534
  %536 = getelementptr inbounds i64, ptr %bufs, i64 16
  store ptr %535, ptr %536, align 8
  %oshape = alloca [2 x i64], align 8
  %537 = getelementptr inbounds i64, ptr %oshape, i64 0
  store i64 %441, ptr %537, align 8
  %538 = getelementptr inbounds i64, ptr %oshape, i64 1
  store i64 32, ptr %538, align 8
  %539 = call ptr @cajit_rt_dlpack_alloc(i32 2, i32 32, i32 2, ptr %oshape)
  %540 = getelementptr inbounds i64, ptr %outs, i64 0
  store ptr %539, ptr %540, align 8
  %541 = icmp ne ptr %539, null
  br i1 %541, label %ok154, label %bad153

bad153:                                           ; preds = %ok152
  %542 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 5, ptr @str.65, i64 %446)
  br label %fail

ok154:                                            ; preds = %ok152
  %543 = getelementptr inbounds i8, ptr %539, i64 0
  %544 = load ptr, ptr %543, align 8
  %545 = getelementptr inbounds i64, ptr %bufs, i64 10
  store ptr %544, ptr %545, align 8
  %oshape155 = alloca [1 x i64], align 8
  %546 = getelementptr inbounds i64, ptr %oshape155, i64 0
  store i64 32, ptr %546, align 8
  %547 = call ptr @cajit_rt_dlpack_alloc(i32 2, i32 32, i32 1, ptr %oshape155)
  %548 = getelementptr inbounds i64, ptr %outs, i64 1
  store ptr %547, ptr %548, align 8
  %549 = icmp ne ptr %547, null
  br i1 %549, label %ok157, label %bad156

bad156:                                           ; preds = %ok154
  %550 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 5, ptr @str.66, i64 32)
  br label %fail

ok157:                                            ; preds = %ok154
  %551 = getelementptr inbounds i8, ptr %547, i64 0
  %552 = load ptr, ptr %551, align 8
  %553 = getelementptr inbounds i64, ptr %bufs, i64 11
  store ptr %552, ptr %553, align 8
  %oshape158 = alloca [1 x i64], align 8
  %554 = getelementptr inbounds i64, ptr %oshape158, i64 0
  store i64 32, ptr %554, align 8
  %555 = call ptr @cajit_rt_dlpack_alloc(i32 2, i32 32, i32 1, ptr %oshape158)
  %556 = getelementptr inbounds i64, ptr %outs, i64 2
  store ptr %555, ptr %556, align 8
  %557 = icmp ne ptr %555, null
  br i1 %557, label %ok160, label %bad159

bad159:                                           ; preds = %ok157
  %558 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 5, ptr @str.67, i64 32)
  br label %fail

ok160:                                            ; preds = %ok157
  %559 = getelementptr inbounds i8, ptr %555, i64 0
  %560 = load ptr, ptr %559, align 8
  %561 = getelementptr inbounds i64, ptr %bufs, i64 12
  store ptr %560, ptr %561, align 8
  call void @cajit_rt_release_inputs(ptr %call, ptr @released_inputs, i32 1)
  %562 = getelementptr inbounds i64, ptr %bufs, i64 15
  %563 = load ptr, ptr %562, align 8
  %564 = getelementptr inbounds i64, ptr %syms, i64 0
  %565 = load i64, ptr %564, align 8
  call void @k0._8___aten_native_layer_norm_backward_default__zero_the(ptr %563, i64 %565)
  %566 = getelementptr inbounds i64, ptr %bufs, i64 16
  %567 = load ptr, ptr %566, align 8
  %568 = getelementptr inbounds i64, ptr %syms, i64 0
  %569 = load i64, ptr %568, align 8
  call void @k1._8___aten_native_layer_norm_backward_default__zero_the(ptr %567, i64 %569)
  %570 = getelementptr inbounds i64, ptr %inputs_now, i64 0
  %571 = getelementptr inbounds i64, ptr %bufs, i64 0
  %572 = call i32 @cajit_rt_input_ready(ptr %call, i32 0, ptr %570, ptr %571, ptr @str.68)
  %573 = icmp eq i32 %572, 0
  br i1 %573, label %ok161, label %fail

ok161:                                            ; preds = %ok160
  %574 = getelementptr inbounds i64, ptr %inputs_now, i64 1
  %575 = getelementptr inbounds i64, ptr %bufs, i64 1
  %576 = call i32 @cajit_rt_input_ready(ptr %call, i32 1, ptr %574, ptr %575, ptr @str.69)
  %577 = icmp eq i32 %576, 0
  br i1 %577, label %ok162, label %fail

ok162:                                            ; preds = %ok161
  %578 = getelementptr inbounds i64, ptr %inputs_now, i64 2
  %579 = getelementptr inbounds i64, ptr %bufs, i64 2
  %580 = call i32 @cajit_rt_input_ready(ptr %call, i32 2, ptr %578, ptr %579, ptr @str.70)
  %581 = icmp eq i32 %580, 0
  br i1 %581, label %ok163, label %fail

ok163:                                            ; preds = %ok162
  %582 = getelementptr inbounds i64, ptr %inputs_now, i64 3
  %583 = getelementptr inbounds i64, ptr %bufs, i64 3
  %584 = call i32 @cajit_rt_input_ready(ptr %call, i32 3, ptr %582, ptr %583, ptr @str.71)
  %585 = icmp eq i32 %584, 0
  br i1 %585, label %ok164, label %fail

ok164:                                            ; preds = %ok163
  %586 = getelementptr inbounds i64, ptr %inputs_now, i64 4
  %587 = getelementptr inbounds i64, ptr %bufs, i64 4
  %588 = call i32 @cajit_rt_input_ready(ptr %call, i32 4, ptr %586, ptr %587, ptr @str.72)
  %589 = icmp eq i32 %588, 0
  br i1 %589, label %ok165, label %fail

ok165:                                            ; preds = %ok164
  %590 = getelementptr inbounds i64, ptr %inputs_now, i64 5
  %591 = getelementptr inbounds i64, ptr %bufs, i64 5
  %592 = call i32 @cajit_rt_input_ready(ptr %call, i32 5, ptr %590, ptr %591, ptr @str.73)
  %593 = icmp eq i32 %592, 0
  br i1 %593, label %ok166, label %fail

ok166:                                            ; preds = %ok165
  %594 = getelementptr inbounds i64, ptr %bufs, i64 0
  %595 = load ptr, ptr %594, align 8
  %596 = getelementptr inbounds i64, ptr %bufs, i64 1
  %597 = load ptr, ptr %596, align 8
  %598 = getelementptr inbounds i64, ptr %bufs, i64 2
  %599 = load ptr, ptr %598, align 8
  %600 = getelementptr inbounds i64, ptr %bufs, i64 3
  %601 = load ptr, ptr %600, align 8
  %602 = getelementptr inbounds i64, ptr %bufs, i64 4
  %603 = load ptr, ptr %602, align 8
  %604 = getelementptr inbounds i64, ptr %bufs, i64 5
  %605 = load ptr, ptr %604, align 8
  %606 = getelementptr inbounds i64, ptr %bufs, i64 8
  %607 = load ptr, ptr %606, align 8
  %608 = getelementptr inbounds i64, ptr %bufs, i64 9
  %609 = load ptr, ptr %608, align 8
  %610 = getelementptr inbounds i64, ptr %bufs, i64 10
  %611 = load ptr, ptr %610, align 8
  %612 = getelementptr inbounds i64, ptr %bufs, i64 13
  %613 = load ptr, ptr %612, align 8
  %614 = getelementptr inbounds i64, ptr %bufs, i64 15
  %615 = load ptr, ptr %614, align 8
  %616 = getelementptr inbounds i64, ptr %bufs, i64 16
  %617 = load ptr, ptr %616, align 8
  %618 = getelementptr inbounds i64, ptr %syms, i64 0
  %619 = load i64, ptr %618, align 8
  %620 = getelementptr inbounds i64, ptr %syms, i64 1
  %621 = load i64, ptr %620, align 8
  %622 = getelementptr inbounds i64, ptr %syms, i64 2
  %623 = load i64, ptr %622, align 8
  %624 = getelementptr inbounds i64, ptr %syms, i64 3
  %625 = load i64, ptr %624, align 8
  %626 = getelementptr inbounds i64, ptr %syms, i64 4
  %627 = load i64, ptr %626, align 8
  %628 = getelementptr inbounds i64, ptr %syms, i64 5
  %629 = load i64, ptr %628, align 8
  %630 = getelementptr inbounds i64, ptr %syms, i64 6
  %631 = load i64, ptr %630, align 8
  %632 = getelementptr inbounds i64, ptr %syms, i64 7
  %633 = load i64, ptr %632, align 8
  %634 = getelementptr inbounds i64, ptr %syms, i64 9
  %635 = load i64, ptr %634, align 8
  %636 = getelementptr inbounds i64, ptr %syms, i64 11
  %637 = load i64, ptr %636, align 8
  call void @k2._8___aten_native_layer_norm_backward_default(ptr %595, ptr %597, ptr %599, ptr %601, ptr %603, ptr %605, ptr %607, ptr %609, ptr %611, ptr %613, ptr %615, ptr %617, i64 %619, i64 %621, i64 %623, i64 %625, i64 %627, i64 %629, i64 %631, i64 %633, i64 %635, i64 %637)
  call void @cajit_rt_release_inputs(ptr %call, ptr @released_inputs.74, i32 6)
  %638 = getelementptr inbounds i64, ptr %bufs, i64 11
  %639 = load ptr, ptr %638, align 8
  %640 = getelementptr inbounds i64, ptr %bufs, i64 15
  %641 = load ptr, ptr %640, align 8
  %642 = getelementptr inbounds i64, ptr %syms, i64 0
  %643 = load i64, ptr %642, align 8
  call void @k8._8___aten_native_layer_norm_backward_default__sum_of_t(ptr %639, ptr %641, i64 %643)
  %644 = getelementptr inbounds i64, ptr %bufs, i64 12
  %645 = load ptr, ptr %644, align 8
  %646 = getelementptr inbounds i64, ptr %bufs, i64 16
  %647 = load ptr, ptr %646, align 8
  %648 = getelementptr inbounds i64, ptr %syms, i64 0
  %649 = load i64, ptr %648, align 8
  call void @k9._8___aten_native_layer_norm_backward_default__sum_of_t(ptr %645, ptr %647, i64 %649)
  %650 = getelementptr inbounds i8, ptr %call, i64 72
  %651 = load ptr, ptr %650, align 8
  %652 = getelementptr inbounds i64, ptr %outs, i64 0
  %653 = load ptr, ptr %652, align 8
  %654 = getelementptr inbounds i64, ptr %651, i64 0
  store ptr %653, ptr %654, align 8
  %655 = getelementptr inbounds i64, ptr %outs, i64 1
  %656 = load ptr, ptr %655, align 8
  %657 = getelementptr inbounds i64, ptr %651, i64 1
  store ptr %656, ptr %657, align 8
  %658 = getelementptr inbounds i64, ptr %outs, i64 2
  %659 = load ptr, ptr %658, align 8
  %660 = getelementptr inbounds i64, ptr %651, i64 2
  store ptr %659, ptr %660, align 8
  %661 = load ptr, ptr %arena, align 8
  call void @cajit_rt_arena_destroy(ptr %661)
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

declare i64 @cajit_rt_plan_layout_cached(ptr, i32, ptr, ptr, ptr, ptr, ptr, ptr)

; Function Attrs: nounwind
declare ptr @cajit_rt_arena_alloc(ptr, i64, i64) #1

; Function Attrs: nounwind
declare ptr @cajit_rt_dlpack_alloc(i32, i32, i32, ptr) #1

; Function Attrs: nounwind
declare void @cajit_rt_release_inputs(ptr, ptr, i32) #1

; Function Attrs: nounwind
declare i32 @cajit_rt_input_ready(ptr, i32, ptr, ptr, ptr) #1

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
!10 = distinct !{!10, !1, !2}
!11 = distinct !{!11, !1, !2}
!12 = distinct !{!12, !1, !2}
!13 = distinct !{!13, !1, !2}
!14 = distinct !{!14, !1, !2}
!15 = distinct !{!15, !1, !2}
!16 = distinct !{!16, !1, !2}
!17 = distinct !{!17, !1, !2}
!18 = distinct !{!18, !1, !2}
!19 = distinct !{!19, !1, !2}
