
@cajit_fallback_ops = constant [1 x i8] zeroinitializer
@cajit_library_ops = constant [1 x i8] zeroinitializer
@str = private unnamed_addr constant [40 x i8] c"guard failed: expected 7 inputs, got %d\00", align 1
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
@str.11 = private unnamed_addr constant [4 x i8] c"f32\00", align 1
@str.12 = private unnamed_addr constant [4 x i8] c"f32\00", align 1
@str.13 = private unnamed_addr constant [4 x i8] c"f32\00", align 1
@input_guards = private constant [7 x { i32, i32, i32, i32, ptr }] [{ i32, i32, i32, i32, ptr } { i32 0, i32 2, i32 73730, i32 73730, ptr @str.7 }, { i32, i32, i32, i32, ptr } { i32 1, i32 2, i32 73730, i32 73730, ptr @str.8 }, { i32, i32, i32, i32, ptr } { i32 2, i32 2, i32 73730, i32 73730, ptr @str.9 }, { i32, i32, i32, i32, ptr } { i32 3, i32 2, i32 73730, i32 73730, ptr @str.10 }, { i32, i32, i32, i32, ptr } { i32 4, i32 2, i32 73730, i32 73730, ptr @str.11 }, { i32, i32, i32, i32, ptr } { i32 5, i32 1, i32 73730, i32 73730, ptr @str.12 }, { i32, i32, i32, i32, ptr } { i32 6, i32 1, i32 73730, i32 73730, ptr @str.13 }]
@str.14 = private unnamed_addr constant [103 x i8] c"guard failed: s0 (input 0 dim 0) is %lld, but it is used as a size or stride, which cannot be negative\00", align 1
@str.15 = private unnamed_addr constant [3 x i8] c"32\00", align 1
@str.16 = private unnamed_addr constant [3 x i8] c"s0\00", align 1
@str.17 = private unnamed_addr constant [3 x i8] c"32\00", align 1
@str.18 = private unnamed_addr constant [3 x i8] c"s0\00", align 1
@str.19 = private unnamed_addr constant [3 x i8] c"32\00", align 1
@str.20 = private unnamed_addr constant [3 x i8] c"s0\00", align 1
@str.21 = private unnamed_addr constant [2 x i8] c"1\00", align 1
@str.22 = private unnamed_addr constant [3 x i8] c"s0\00", align 1
@str.23 = private unnamed_addr constant [2 x i8] c"1\00", align 1
@str.24 = private unnamed_addr constant [3 x i8] c"32\00", align 1
@str.25 = private unnamed_addr constant [3 x i8] c"32\00", align 1
@dim_guards = private constant [12 x { i32, i32, i32, i32, { i32, [4 x i32], [4 x i64], ptr, ptr }, { i32, [4 x i32], [4 x i64], ptr, ptr } }] [{ i32, i32, i32, i32, { i32, [4 x i32], [4 x i64], ptr, ptr }, { i32, [4 x i32], [4 x i64], ptr, ptr } } { i32 0, i32 0, i32 1, i32 1, { i32, [4 x i32], [4 x i64], ptr, ptr } zeroinitializer, { i32, [4 x i32], [4 x i64], ptr, ptr } zeroinitializer }, { i32, i32, i32, i32, { i32, [4 x i32], [4 x i64], ptr, ptr }, { i32, [4 x i32], [4 x i64], ptr, ptr } } { i32 0, i32 1, i32 1, i32 2, { i32, [4 x i32], [4 x i64], ptr, ptr } { i32 1, [4 x i32] [i32 -1, i32 -1, i32 -1, i32 -1], [4 x i64] [i64 32, i64 0, i64 0, i64 0], ptr @str.15, ptr null }, { i32, [4 x i32], [4 x i64], ptr, ptr } zeroinitializer }, { i32, i32, i32, i32, { i32, [4 x i32], [4 x i64], ptr, ptr }, { i32, [4 x i32], [4 x i64], ptr, ptr } } { i32 1, i32 1, i32 1, i32 3, { i32, [4 x i32], [4 x i64], ptr, ptr } { i32 1, [4 x i32] [i32 0, i32 -1, i32 -1, i32 -1], [4 x i64] zeroinitializer, ptr @str.16, ptr null }, { i32, [4 x i32], [4 x i64], ptr, ptr } zeroinitializer }, { i32, i32, i32, i32, { i32, [4 x i32], [4 x i64], ptr, ptr }, { i32, [4 x i32], [4 x i64], ptr, ptr } } { i32 1, i32 1, i32 1, i32 4, { i32, [4 x i32], [4 x i64], ptr, ptr } { i32 1, [4 x i32] [i32 -1, i32 -1, i32 -1, i32 -1], [4 x i64] [i64 32, i64 0, i64 0, i64 0], ptr @str.17, ptr null }, { i32, [4 x i32], [4 x i64], ptr, ptr } zeroinitializer }, { i32, i32, i32, i32, { i32, [4 x i32], [4 x i64], ptr, ptr }, { i32, [4 x i32], [4 x i64], ptr, ptr } } { i32 2, i32 1, i32 1, i32 5, { i32, [4 x i32], [4 x i64], ptr, ptr } { i32 1, [4 x i32] [i32 0, i32 -1, i32 -1, i32 -1], [4 x i64] zeroinitializer, ptr @str.18, ptr null }, { i32, [4 x i32], [4 x i64], ptr, ptr } zeroinitializer }, { i32, i32, i32, i32, { i32, [4 x i32], [4 x i64], ptr, ptr }, { i32, [4 x i32], [4 x i64], ptr, ptr } } { i32 2, i32 1, i32 1, i32 6, { i32, [4 x i32], [4 x i64], ptr, ptr } { i32 1, [4 x i32] [i32 -1, i32 -1, i32 -1, i32 -1], [4 x i64] [i64 32, i64 0, i64 0, i64 0], ptr @str.19, ptr null }, { i32, [4 x i32], [4 x i64], ptr, ptr } zeroinitializer }, { i32, i32, i32, i32, { i32, [4 x i32], [4 x i64], ptr, ptr }, { i32, [4 x i32], [4 x i64], ptr, ptr } } { i32 3, i32 1, i32 1, i32 7, { i32, [4 x i32], [4 x i64], ptr, ptr } { i32 1, [4 x i32] [i32 0, i32 -1, i32 -1, i32 -1], [4 x i64] zeroinitializer, ptr @str.20, ptr null }, { i32, [4 x i32], [4 x i64], ptr, ptr } zeroinitializer }, { i32, i32, i32, i32, { i32, [4 x i32], [4 x i64], ptr, ptr }, { i32, [4 x i32], [4 x i64], ptr, ptr } } { i32 3, i32 1, i32 1, i32 8, { i32, [4 x i32], [4 x i64], ptr, ptr } { i32 1, [4 x i32] [i32 -1, i32 -1, i32 -1, i32 -1], [4 x i64] [i64 1, i64 0, i64 0, i64 0], ptr @str.21, ptr null }, { i32, [4 x i32], [4 x i64], ptr, ptr } zeroinitializer }, { i32, i32, i32, i32, { i32, [4 x i32], [4 x i64], ptr, ptr }, { i32, [4 x i32], [4 x i64], ptr, ptr } } { i32 4, i32 1, i32 1, i32 9, { i32, [4 x i32], [4 x i64], ptr, ptr } { i32 1, [4 x i32] [i32 0, i32 -1, i32 -1, i32 -1], [4 x i64] zeroinitializer, ptr @str.22, ptr null }, { i32, [4 x i32], [4 x i64], ptr, ptr } zeroinitializer }, { i32, i32, i32, i32, { i32, [4 x i32], [4 x i64], ptr, ptr }, { i32, [4 x i32], [4 x i64], ptr, ptr } } { i32 4, i32 1, i32 1, i32 10, { i32, [4 x i32], [4 x i64], ptr, ptr } { i32 1, [4 x i32] [i32 -1, i32 -1, i32 -1, i32 -1], [4 x i64] [i64 1, i64 0, i64 0, i64 0], ptr @str.23, ptr null }, { i32, [4 x i32], [4 x i64], ptr, ptr } zeroinitializer }, { i32, i32, i32, i32, { i32, [4 x i32], [4 x i64], ptr, ptr }, { i32, [4 x i32], [4 x i64], ptr, ptr } } { i32 5, i32 1, i32 1, i32 11, { i32, [4 x i32], [4 x i64], ptr, ptr } { i32 1, [4 x i32] [i32 -1, i32 -1, i32 -1, i32 -1], [4 x i64] [i64 32, i64 0, i64 0, i64 0], ptr @str.24, ptr null }, { i32, [4 x i32], [4 x i64], ptr, ptr } zeroinitializer }, { i32, i32, i32, i32, { i32, [4 x i32], [4 x i64], ptr, ptr }, { i32, [4 x i32], [4 x i64], ptr, ptr } } { i32 6, i32 1, i32 1, i32 12, { i32, [4 x i32], [4 x i64], ptr, ptr } { i32 1, [4 x i32] [i32 -1, i32 -1, i32 -1, i32 -1], [4 x i64] [i64 32, i64 0, i64 0, i64 0], ptr @str.25, ptr null }, { i32, [4 x i32], [4 x i64], ptr, ptr } zeroinitializer }]
@str.26 = private unnamed_addr constant [66 x i8] c"guard failed: input 0: size arithmetic overflows int64 in s0 * 32\00", align 1
@str.27 = private unnamed_addr constant [69 x i8] c"guard failed: input 0: stride 0 is %lld, a stride cannot be negative\00", align 1
@str.28 = private unnamed_addr constant [69 x i8] c"guard failed: input 0: stride 1 is %lld, a stride cannot be negative\00", align 1
@str.29 = private unnamed_addr constant [69 x i8] c"guard failed: input 1: stride 0 is %lld, a stride cannot be negative\00", align 1
@str.30 = private unnamed_addr constant [69 x i8] c"guard failed: input 1: stride 1 is %lld, a stride cannot be negative\00", align 1
@str.31 = private unnamed_addr constant [69 x i8] c"guard failed: input 2: stride 0 is %lld, a stride cannot be negative\00", align 1
@str.32 = private unnamed_addr constant [69 x i8] c"guard failed: input 2: stride 1 is %lld, a stride cannot be negative\00", align 1
@str.33 = private unnamed_addr constant [69 x i8] c"guard failed: input 3: stride 0 is %lld, a stride cannot be negative\00", align 1
@str.34 = private unnamed_addr constant [69 x i8] c"guard failed: input 3: stride 1 is %lld, a stride cannot be negative\00", align 1
@str.35 = private unnamed_addr constant [69 x i8] c"guard failed: input 4: stride 0 is %lld, a stride cannot be negative\00", align 1
@str.36 = private unnamed_addr constant [69 x i8] c"guard failed: input 4: stride 1 is %lld, a stride cannot be negative\00", align 1
@str.37 = private unnamed_addr constant [69 x i8] c"guard failed: input 5: stride 0 is %lld, a stride cannot be negative\00", align 1
@str.38 = private unnamed_addr constant [69 x i8] c"guard failed: input 6: stride 0 is %lld, a stride cannot be negative\00", align 1
@str.39 = private unnamed_addr constant [64 x i8] c"guard failed: buf13: size arithmetic overflows int64 in s0 + 63\00", align 1
@str.40 = private unnamed_addr constant [79 x i8] c"guard failed: buf13: size arithmetic overflows int64 in ((s0 + 63) // 64) * 32\00", align 1
@str.41 = private unnamed_addr constant [40 x i8] c"out of memory creating the call's arena\00", align 1
@elem_sizes = private constant [5 x i64] [i64 4, i64 4, i64 4, i64 4, i64 4]
@first_use = private constant [5 x i32] [i32 2, i32 2, i32 2, i32 0, i32 1]
@last_use = private constant [5 x i32] [i32 2, i32 2, i32 2, i32 8, i32 9]
@layout_cache = private global [12 x i64] zeroinitializer, align 64
@str.42 = private unnamed_addr constant [56 x i8] c"out of memory: the intermediate buffers' sizes overflow\00", align 1
@str.43 = private unnamed_addr constant [60 x i8] c"out of memory allocating %lld bytes of intermediate buffers\00", align 1
@str.44 = private unnamed_addr constant [54 x i8] c"out of memory allocating buf10 (%lld elements of f32)\00", align 1
@str.45 = private unnamed_addr constant [54 x i8] c"out of memory allocating buf11 (%lld elements of f32)\00", align 1
@str.46 = private unnamed_addr constant [54 x i8] c"out of memory allocating buf12 (%lld elements of f32)\00", align 1
@released_inputs = private unnamed_addr constant [1 x i32] [i32 6]
@str.47 = private unnamed_addr constant [45 x i8] c"%8 = aten.native_layer_norm_backward.default\00", align 1
@str.48 = private unnamed_addr constant [45 x i8] c"%8 = aten.native_layer_norm_backward.default\00", align 1
@str.49 = private unnamed_addr constant [45 x i8] c"%8 = aten.native_layer_norm_backward.default\00", align 1
@str.50 = private unnamed_addr constant [45 x i8] c"%8 = aten.native_layer_norm_backward.default\00", align 1
@str.51 = private unnamed_addr constant [45 x i8] c"%8 = aten.native_layer_norm_backward.default\00", align 1
@str.52 = private unnamed_addr constant [45 x i8] c"%8 = aten.native_layer_norm_backward.default\00", align 1
@released_inputs.53 = private unnamed_addr constant [6 x i32] [i32 0, i32 1, i32 2, i32 3, i32 4, i32 5]

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
  %_i0 = phi i64 [ %1, %entry ], [ %209, %done8 ]
  %4 = icmp slt i64 %_i0, %3
  br i1 %4, label %body, label %done

body:                                             ; preds = %loop_i0
  br label %loop_i1

done:                                             ; preds = %loop_i0
  ret void

loop_i1:                                          ; preds = %body2, %body
  %_i1 = phi i64 [ 0, %body ], [ %112, %body2 ]
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
  %18 = call float @llvm.fma.f32(float 0x3FD4F740A0000000, float %17, float 1.000000e+00)
  %19 = fdiv float 1.000000e+00, %18
  %20 = fmul float %16, %16
  %21 = fneg float %20
  %22 = fcmp uno float %21, %21
  %23 = fcmp olt float %21, -1.040000e+02
  %24 = select i1 %23, float -1.040000e+02, float %21
  %25 = fcmp ogt float %24, 8.900000e+01
  %26 = select i1 %25, float 8.900000e+01, float %24
  %27 = select i1 %22, float 0.000000e+00, float %26
  %28 = fmul float %27, 0x3FF7154760000000
  %29 = call float @llvm.roundeven.f32(float %28)
  %30 = call float @llvm.fma.f32(float %29, float 0xBFE6300000000000, float %27)
  %31 = call float @llvm.fma.f32(float %29, float 0x3F2BD01060000000, float %30)
  %32 = fmul float %31, %31
  %33 = fadd float %31, 1.000000e+00
  %34 = call float @llvm.fma.f32(float 0x3F2A0D2CE0000000, float %31, float 0x3F56E879C0000000)
  %35 = call float @llvm.fma.f32(float %34, float %31, float 0x3F81112100000000)
  %36 = call float @llvm.fma.f32(float %35, float %31, float 0x3FA5553820000000)
  %37 = call float @llvm.fma.f32(float %36, float %31, float 0x3FC5555540000000)
  %38 = call float @llvm.fma.f32(float %37, float %31, float 5.000000e-01)
  %39 = call float @llvm.fma.f32(float %38, float %32, float %33)
  %40 = fptosi float %29 to i32
  %41 = ashr i32 %40, 1
  %42 = sub i32 %40, %41
  %43 = add i32 %42, 127
  %44 = shl i32 %43, 23
  %45 = bitcast i32 %44 to float
  %46 = add i32 %41, 127
  %47 = shl i32 %46, 23
  %48 = bitcast i32 %47 to float
  %49 = fmul float %39, %48
  %50 = fmul float %49, %45
  %51 = select i1 %22, float %21, float %50
  %52 = call float @llvm.fma.f32(float 0x3FF0FB8440000000, float %19, float 0xBFF7401C60000000)
  %53 = call float @llvm.fma.f32(float %52, float %19, float 0x3FF6BE1C60000000)
  %54 = call float @llvm.fma.f32(float %53, float %19, float 0xBFD23531C0000000)
  %55 = call float @llvm.fma.f32(float %54, float %19, float 0x3FD04F20C0000000)
  %56 = fmul float %55, %19
  %57 = fmul float %56, %51
  %58 = fsub float 1.000000e+00, %57
  %59 = call float @llvm.copysign.f32(float %58, float %16)
  %60 = call float @llvm.fma.f32(float 0x3F1C01C020000000, float %20, float 0xBF48D30180000000)
  %61 = call float @llvm.fma.f32(float %60, float %20, float 0x3F72F684C0000000)
  %62 = call float @llvm.fma.f32(float %61, float %20, float 0xBF98618620000000)
  %63 = call float @llvm.fma.f32(float %62, float %20, float 0x3FB99999A0000000)
  %64 = call float @llvm.fma.f32(float %63, float %20, float 0xBFD5555560000000)
  %65 = call float @llvm.fma.f32(float %64, float %20, float 1.000000e+00)
  %66 = fmul float %65, %16
  %67 = fmul float %66, 0x3FF20DD760000000
  %68 = fcmp olt float %17, 5.000000e-01
  %69 = select i1 %68, float %67, float %59
  %70 = fadd float 1.000000e+00, %69
  %71 = fmul float 5.000000e-01, %70
  %72 = fmul float %16, %16
  %73 = fneg float %72
  %74 = fcmp uno float %73, %73
  %75 = fcmp olt float %73, -1.040000e+02
  %76 = select i1 %75, float -1.040000e+02, float %73
  %77 = fcmp ogt float %76, 8.900000e+01
  %78 = select i1 %77, float 8.900000e+01, float %76
  %79 = select i1 %74, float 0.000000e+00, float %78
  %80 = fmul float %79, 0x3FF7154760000000
  %81 = call float @llvm.roundeven.f32(float %80)
  %82 = call float @llvm.fma.f32(float %81, float 0xBFE6300000000000, float %79)
  %83 = call float @llvm.fma.f32(float %81, float 0x3F2BD01060000000, float %82)
  %84 = fmul float %83, %83
  %85 = fadd float %83, 1.000000e+00
  %86 = call float @llvm.fma.f32(float 0x3F2A0D2CE0000000, float %83, float 0x3F56E879C0000000)
  %87 = call float @llvm.fma.f32(float %86, float %83, float 0x3F81112100000000)
  %88 = call float @llvm.fma.f32(float %87, float %83, float 0x3FA5553820000000)
  %89 = call float @llvm.fma.f32(float %88, float %83, float 0x3FC5555540000000)
  %90 = call float @llvm.fma.f32(float %89, float %83, float 5.000000e-01)
  %91 = call float @llvm.fma.f32(float %90, float %84, float %85)
  %92 = fptosi float %81 to i32
  %93 = ashr i32 %92, 1
  %94 = sub i32 %92, %93
  %95 = add i32 %94, 127
  %96 = shl i32 %95, 23
  %97 = bitcast i32 %96 to float
  %98 = add i32 %93, 127
  %99 = shl i32 %98, 23
  %100 = bitcast i32 %99 to float
  %101 = fmul float %91, %100
  %102 = fmul float %101, %97
  %103 = select i1 %74, float %73, float %102
  %104 = fmul float 0x3FD9884540000000, %103
  %105 = fmul float %15, %104
  %106 = fadd float %71, %105
  %107 = fmul float %10, %106
  %108 = udiv i64 %_i0, 64
  %109 = mul nsw i64 32, %108
  %110 = add nsw i64 %_i1, %109
  %111 = getelementptr inbounds float, ptr %buf13, i64 %110
  store float %107, ptr %111, align 4
  %112 = add nuw nsw i64 %_i1, 1
  br label %loop_i1, !llvm.loop !6

done3:                                            ; preds = %loop_i1
  store float 0.000000e+00, ptr %acc, align 4
  store float 0.000000e+00, ptr %acc1, align 4
  br label %loop_r0

loop_r0:                                          ; preds = %body4, %done3
  %_r0 = phi i64 [ 0, %done3 ], [ %136, %body4 ]
  %113 = icmp slt i64 %_r0, 32
  br i1 %113, label %body4, label %done5

body4:                                            ; preds = %loop_r0
  %114 = udiv i64 %_i0, 64
  %115 = mul nsw i64 32, %114
  %116 = add nsw i64 %_r0, %115
  %117 = getelementptr inbounds float, ptr %buf13, i64 %116
  %118 = load float, ptr %117, align 4
  %119 = mul nsw i64 %_in5_st0, %_r0
  %120 = getelementptr inbounds float, ptr %buf5, i64 %119
  %121 = load float, ptr %120, align 4
  %122 = fmul float %118, %121
  %123 = mul nsw i64 %_in2_st0, %_i0
  %124 = mul nsw i64 %_in2_st1, %_r0
  %125 = add nsw i64 %123, %124
  %126 = getelementptr inbounds float, ptr %buf2, i64 %125
  %127 = load float, ptr %126, align 4
  %128 = fmul float %122, %127
  %129 = load float, ptr %acc, align 4
  %130 = fadd reassoc float %129, %128
  store float %130, ptr %acc, align 4
  %131 = getelementptr inbounds float, ptr %buf13, i64 %116
  %132 = load float, ptr %131, align 4
  %133 = fmul float %132, %121
  %134 = load float, ptr %acc1, align 4
  %135 = fadd reassoc float %134, %133
  store float %135, ptr %acc1, align 4
  %136 = add nuw nsw i64 %_r0, 1
  br label %loop_r0, !llvm.loop !7

done5:                                            ; preds = %loop_r0
  %137 = load float, ptr %acc, align 4
  %138 = getelementptr inbounds float, ptr %buf8, i64 %_i0
  store float %137, ptr %138, align 4
  %139 = load float, ptr %acc1, align 4
  %140 = getelementptr inbounds float, ptr %buf9, i64 %_i0
  store float %139, ptr %140, align 4
  br label %loop_i16

loop_i16:                                         ; preds = %body7, %done5
  %_i19 = phi i64 [ 0, %done5 ], [ %208, %body7 ]
  %141 = icmp slt i64 %_i19, 32
  br i1 %141, label %body7, label %done8

body7:                                            ; preds = %loop_i16
  %142 = mul nsw i64 %_in4_st0, %_i0
  %143 = getelementptr inbounds float, ptr %buf4, i64 %142
  %144 = load float, ptr %143, align 4
  %145 = udiv i64 %_i0, 64
  %146 = mul nsw i64 32, %145
  %147 = add nsw i64 %_i19, %146
  %148 = getelementptr inbounds float, ptr %buf13, i64 %147
  %149 = load float, ptr %148, align 4
  %150 = fmul float %144, %149
  %151 = mul nsw i64 %_in5_st0, %_i19
  %152 = getelementptr inbounds float, ptr %buf5, i64 %151
  %153 = load float, ptr %152, align 4
  %154 = fmul float %150, %153
  %155 = getelementptr inbounds float, ptr %buf9, i64 %_i0
  %156 = load float, ptr %155, align 4
  %157 = mul nsw i64 %_in3_st0, %_i0
  %158 = getelementptr inbounds float, ptr %buf3, i64 %157
  %159 = load float, ptr %158, align 4
  %160 = fmul float %156, %159
  %161 = getelementptr inbounds float, ptr %buf8, i64 %_i0
  %162 = load float, ptr %161, align 4
  %163 = fsub float %160, %162
  %164 = fmul float %163, %144
  %165 = fmul float %164, %144
  %166 = fmul float %165, %144
  %167 = fmul float %166, 3.125000e-02
  %168 = mul nsw i64 %_in2_st0, %_i0
  %169 = mul nsw i64 %_in2_st1, %_i19
  %170 = add nsw i64 %168, %169
  %171 = getelementptr inbounds float, ptr %buf2, i64 %170
  %172 = load float, ptr %171, align 4
  %173 = fmul float %167, %172
  %174 = fadd float %154, %173
  %175 = fneg float %167
  %176 = fmul float %175, %159
  %177 = fmul float %156, %144
  %178 = fmul float %177, 3.125000e-02
  %179 = fsub float %176, %178
  %180 = fadd float %174, %179
  %181 = mul nsw i64 32, %_i0
  %182 = add nsw i64 %181, %_i19
  %183 = getelementptr inbounds float, ptr %buf10, i64 %182
  store float %180, ptr %183, align 4
  %184 = getelementptr inbounds float, ptr %buf13, i64 %147
  %185 = load float, ptr %184, align 4
  %186 = getelementptr inbounds float, ptr %buf4, i64 %142
  %187 = load float, ptr %186, align 4
  %188 = getelementptr inbounds float, ptr %buf2, i64 %170
  %189 = load float, ptr %188, align 4
  %190 = fmul float %187, %189
  %191 = fneg float %187
  %192 = getelementptr inbounds float, ptr %buf3, i64 %157
  %193 = load float, ptr %192, align 4
  %194 = fmul float %191, %193
  %195 = fadd float %190, %194
  %196 = fmul float %185, %195
  %197 = getelementptr inbounds float, ptr %buf15, i64 %147
  %198 = load float, ptr %197, align 4
  %199 = fadd float %198, %196
  store float %199, ptr %197, align 4
  %200 = udiv i64 %_i0, 64
  %201 = mul nsw i64 32, %200
  %202 = add nsw i64 %_i19, %201
  %203 = getelementptr inbounds float, ptr %buf13, i64 %202
  %204 = load float, ptr %203, align 4
  %205 = getelementptr inbounds float, ptr %buf16, i64 %202
  %206 = load float, ptr %205, align 4
  %207 = fadd float %206, %204
  store float %207, ptr %205, align 4
  %208 = add nuw nsw i64 %_i19, 1
  br label %loop_i16, !llvm.loop !8

done8:                                            ; preds = %loop_i16
  %209 = add nuw nsw i64 %_i0, 1
  br label %loop_i0, !llvm.loop !9
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.roundeven.f32(float) #2

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

fail:                                             ; preds = %ok66, %ok65, %ok64, %ok63, %ok62, %ok61, %bad60, %bad57, %bad54, %bad52, %bad50, %bad48, %bad45, %bad43, %bad41, %bad39, %bad37, %bad35, %bad33, %bad31, %bad29, %bad27, %bad25, %bad23, %bad21, %bad19, %bad17, %ok15, %bad14, %ok12, %bad11, %bad9, %bad7, %bad5, %bad3, %bad1, %bad
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
  %38 = call i32 @cajit_rt_check_inputs(ptr %call, i32 7, ptr @input_guards, ptr %bufs)
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
  %62 = getelementptr inbounds i64, ptr %61, i64 4
  %63 = load ptr, ptr %62, align 8
  %64 = getelementptr inbounds i64, ptr %inputs_now, i64 4
  store ptr %63, ptr %64, align 8
  %65 = getelementptr inbounds i8, ptr %call, i64 0
  %66 = load ptr, ptr %65, align 8
  %67 = getelementptr inbounds i64, ptr %66, i64 5
  %68 = load ptr, ptr %67, align 8
  %69 = getelementptr inbounds i64, ptr %inputs_now, i64 5
  store ptr %68, ptr %69, align 8
  %70 = getelementptr inbounds i8, ptr %call, i64 0
  %71 = load ptr, ptr %70, align 8
  %72 = getelementptr inbounds i64, ptr %71, i64 6
  %73 = load ptr, ptr %72, align 8
  %74 = getelementptr inbounds i64, ptr %inputs_now, i64 6
  store ptr %73, ptr %74, align 8
  %75 = getelementptr inbounds i8, ptr %call, i64 0
  %76 = load ptr, ptr %75, align 8
  %77 = getelementptr inbounds i64, ptr %76, i64 0
  %78 = load ptr, ptr %77, align 8
  %79 = getelementptr inbounds i8, ptr %78, i64 24
  %80 = load ptr, ptr %79, align 8
  %81 = getelementptr inbounds i64, ptr %80, i64 0
  %82 = load i64, ptr %81, align 8
  %83 = getelementptr inbounds i64, ptr %syms, i64 0
  store i64 %82, ptr %83, align 8
  %84 = getelementptr inbounds i64, ptr %syms, i64 0
  %85 = load i64, ptr %84, align 8
  %86 = icmp sge i64 %85, 0
  br i1 %86, label %ok15, label %bad14

bad14:                                            ; preds = %ok13
  %87 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.14, i64 %85)
  br label %fail

ok15:                                             ; preds = %ok13
  %88 = call i32 @cajit_rt_check_dims(ptr %call, i32 12, ptr @dim_guards, ptr %syms)
  %89 = icmp eq i32 %88, 0
  br i1 %89, label %ok16, label %fail

ok16:                                             ; preds = %ok15
  %90 = getelementptr inbounds i64, ptr %syms, i64 0
  %91 = load i64, ptr %90, align 8
  %92 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 32, i64 %91)
  %93 = extractvalue { i64, i1 } %92, 1
  %94 = xor i1 %93, true
  br i1 %94, label %ok18, label %bad17

bad17:                                            ; preds = %ok16
  %95 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.26)
  br label %fail

ok18:                                             ; preds = %ok16
  %96 = extractvalue { i64, i1 } %92, 0
  %97 = getelementptr inbounds i64, ptr %syms, i64 1
  %98 = load i64, ptr %97, align 8
  %99 = icmp sge i64 %98, 0
  br i1 %99, label %ok20, label %bad19

bad19:                                            ; preds = %ok18
  %100 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.27, i64 %98)
  br label %fail

ok20:                                             ; preds = %ok18
  %101 = getelementptr inbounds i64, ptr %syms, i64 2
  %102 = load i64, ptr %101, align 8
  %103 = icmp sge i64 %102, 0
  br i1 %103, label %ok22, label %bad21

bad21:                                            ; preds = %ok20
  %104 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.28, i64 %102)
  br label %fail

ok22:                                             ; preds = %ok20
  %105 = getelementptr inbounds i64, ptr %syms, i64 3
  %106 = load i64, ptr %105, align 8
  %107 = icmp sge i64 %106, 0
  br i1 %107, label %ok24, label %bad23

bad23:                                            ; preds = %ok22
  %108 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.29, i64 %106)
  br label %fail

ok24:                                             ; preds = %ok22
  %109 = getelementptr inbounds i64, ptr %syms, i64 4
  %110 = load i64, ptr %109, align 8
  %111 = icmp sge i64 %110, 0
  br i1 %111, label %ok26, label %bad25

bad25:                                            ; preds = %ok24
  %112 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.30, i64 %110)
  br label %fail

ok26:                                             ; preds = %ok24
  %113 = getelementptr inbounds i64, ptr %syms, i64 5
  %114 = load i64, ptr %113, align 8
  %115 = icmp sge i64 %114, 0
  br i1 %115, label %ok28, label %bad27

bad27:                                            ; preds = %ok26
  %116 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.31, i64 %114)
  br label %fail

ok28:                                             ; preds = %ok26
  %117 = getelementptr inbounds i64, ptr %syms, i64 6
  %118 = load i64, ptr %117, align 8
  %119 = icmp sge i64 %118, 0
  br i1 %119, label %ok30, label %bad29

bad29:                                            ; preds = %ok28
  %120 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.32, i64 %118)
  br label %fail

ok30:                                             ; preds = %ok28
  %121 = getelementptr inbounds i64, ptr %syms, i64 7
  %122 = load i64, ptr %121, align 8
  %123 = icmp sge i64 %122, 0
  br i1 %123, label %ok32, label %bad31

bad31:                                            ; preds = %ok30
  %124 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.33, i64 %122)
  br label %fail

ok32:                                             ; preds = %ok30
  %125 = getelementptr inbounds i64, ptr %syms, i64 8
  %126 = load i64, ptr %125, align 8
  %127 = icmp sge i64 %126, 0
  br i1 %127, label %ok34, label %bad33

bad33:                                            ; preds = %ok32
  %128 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.34, i64 %126)
  br label %fail

ok34:                                             ; preds = %ok32
  %129 = getelementptr inbounds i64, ptr %syms, i64 9
  %130 = load i64, ptr %129, align 8
  %131 = icmp sge i64 %130, 0
  br i1 %131, label %ok36, label %bad35

bad35:                                            ; preds = %ok34
  %132 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.35, i64 %130)
  br label %fail

ok36:                                             ; preds = %ok34
  %133 = getelementptr inbounds i64, ptr %syms, i64 10
  %134 = load i64, ptr %133, align 8
  %135 = icmp sge i64 %134, 0
  br i1 %135, label %ok38, label %bad37

bad37:                                            ; preds = %ok36
  %136 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.36, i64 %134)
  br label %fail

ok38:                                             ; preds = %ok36
  %137 = getelementptr inbounds i64, ptr %syms, i64 11
  %138 = load i64, ptr %137, align 8
  %139 = icmp sge i64 %138, 0
  br i1 %139, label %ok40, label %bad39

bad39:                                            ; preds = %ok38
  %140 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.37, i64 %138)
  br label %fail

ok40:                                             ; preds = %ok38
  %141 = getelementptr inbounds i64, ptr %syms, i64 12
  %142 = load i64, ptr %141, align 8
  %143 = icmp sge i64 %142, 0
  br i1 %143, label %ok42, label %bad41

bad41:                                            ; preds = %ok40
  %144 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.38, i64 %142)
  br label %fail

ok42:                                             ; preds = %ok40
  %145 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 63, i64 %91)
  %146 = extractvalue { i64, i1 } %145, 1
  %147 = xor i1 %146, true
  br i1 %147, label %ok44, label %bad43

bad43:                                            ; preds = %ok42
  %148 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.39)
  br label %fail

ok44:                                             ; preds = %ok42
  %149 = extractvalue { i64, i1 } %145, 0
  %150 = udiv i64 %149, 64
  %151 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 32, i64 %150)
  %152 = extractvalue { i64, i1 } %151, 1
  %153 = xor i1 %152, true
  br i1 %153, label %ok46, label %bad45

bad45:                                            ; preds = %ok44
  %154 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.40)
  br label %fail

ok46:                                             ; preds = %ok44
  %155 = extractvalue { i64, i1 } %151, 0
  %arena47 = call ptr @cajit_rt_arena_create()
  store ptr %arena47, ptr %arena, align 8
  %156 = icmp ne ptr %arena47, null
  br i1 %156, label %ok49, label %bad48

bad48:                                            ; preds = %ok46
  %157 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 5, ptr @str.41)
  br label %fail

ok49:                                             ; preds = %ok46
  %counts = alloca [5 x i64], align 8
  %158 = getelementptr inbounds i64, ptr %counts, i64 0
  store i64 %91, ptr %158, align 8
  %159 = getelementptr inbounds i64, ptr %counts, i64 1
  store i64 %91, ptr %159, align 8
  %160 = getelementptr inbounds i64, ptr %counts, i64 2
  store i64 %155, ptr %160, align 8
  %161 = getelementptr inbounds i64, ptr %counts, i64 3
  store i64 %155, ptr %161, align 8
  %162 = getelementptr inbounds i64, ptr %counts, i64 4
  store i64 %155, ptr %162, align 8
  %layout_scratch = alloca [20 x i64], align 8
  %offsets = alloca [5 x i64], align 8
  %total = call i64 @cajit_rt_plan_layout_cached(ptr @layout_cache, i32 5, ptr %counts, ptr @elem_sizes, ptr @first_use, ptr @last_use, ptr %layout_scratch, ptr %offsets)
  %163 = icmp sge i64 %total, 0
  br i1 %163, label %ok51, label %bad50

bad50:                                            ; preds = %ok49
  %164 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 5, ptr @str.42)
  br label %fail

ok51:                                             ; preds = %ok49
  %intermediates = call ptr @cajit_rt_arena_alloc(ptr %arena47, i64 %total, i64 1)
  %165 = icmp ne ptr %intermediates, null
  br i1 %165, label %ok53, label %bad52

bad52:                                            ; preds = %ok51
  %166 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 5, ptr @str.43, i64 %total)
  br label %fail

ok53:                                             ; preds = %ok51
  %167 = getelementptr inbounds i64, ptr %offsets, i64 0
  %168 = load i64, ptr %167, align 8
  %169 = getelementptr i8, ptr %intermediates, i64 %168
  %170 = getelementptr inbounds i64, ptr %bufs, i64 8
  store ptr %169, ptr %170, align 8
  %171 = getelementptr inbounds i64, ptr %offsets, i64 1
  %172 = load i64, ptr %171, align 8
  %173 = getelementptr i8, ptr %intermediates, i64 %172
  %174 = getelementptr inbounds i64, ptr %bufs, i64 9
  store ptr %173, ptr %174, align 8
  %175 = getelementptr inbounds i64, ptr %offsets, i64 2
  %176 = load i64, ptr %175, align 8
  %177 = getelementptr i8, ptr %intermediates, i64 %176
  %178 = getelementptr inbounds i64, ptr %bufs, i64 13
  store ptr %177, ptr %178, align 8
  %179 = getelementptr inbounds i64, ptr %offsets, i64 3
  %180 = load i64, ptr %179, align 8
  %181 = getelementptr i8, ptr %intermediates, i64 %180
  %182 = getelementptr inbounds i64, ptr %bufs, i64 15
  store ptr %181, ptr %182, align 8
  %183 = getelementptr inbounds i64, ptr %offsets, i64 4
  %184 = load i64, ptr %183, align 8
  %185 = getelementptr i8, ptr %intermediates, i64 %184
  %186 = getelementptr inbounds i64, ptr %bufs, i64 16
  store ptr %185, ptr %186, align 8
  %oshape = alloca [2 x i64], align 8
  %187 = getelementptr inbounds i64, ptr %oshape, i64 0
  store i64 %91, ptr %187, align 8
  %188 = getelementptr inbounds i64, ptr %oshape, i64 1
  store i64 32, ptr %188, align 8
  %189 = call ptr @cajit_rt_dlpack_alloc(i32 2, i32 32, i32 2, ptr %oshape)
  %190 = getelementptr inbounds i64, ptr %outs, i64 0
  store ptr %189, ptr %190, align 8
  %191 = icmp ne ptr %189, null
  br i1 %191, label %ok55, label %bad54

bad54:                                            ; preds = %ok53
  %192 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 5, ptr @str.44, i64 %96)
  br label %fail

ok55:                                             ; preds = %ok53
  %193 = getelementptr inbounds i8, ptr %189, i64 0
  %194 = load ptr, ptr %193, align 8
  %195 = getelementptr inbounds i64, ptr %bufs, i64 10
  store ptr %194, ptr %195, align 8
  %oshape56 = alloca [1 x i64], align 8
  %196 = getelementptr inbounds i64, ptr %oshape56, i64 0
  store i64 32, ptr %196, align 8
  %197 = call ptr @cajit_rt_dlpack_alloc(i32 2, i32 32, i32 1, ptr %oshape56)
  %198 = getelementptr inbounds i64, ptr %outs, i64 1
  store ptr %197, ptr %198, align 8
  %199 = icmp ne ptr %197, null
  br i1 %199, label %ok58, label %bad57

bad57:                                            ; preds = %ok55
  %200 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 5, ptr @str.45, i64 32)
  br label %fail

ok58:                                             ; preds = %ok55
  %201 = getelementptr inbounds i8, ptr %197, i64 0
  %202 = load ptr, ptr %201, align 8
  %203 = getelementptr inbounds i64, ptr %bufs, i64 11
  store ptr %202, ptr %203, align 8
  %oshape59 = alloca [1 x i64], align 8
  %204 = getelementptr inbounds i64, ptr %oshape59, i64 0
  store i64 32, ptr %204, align 8
  %205 = call ptr @cajit_rt_dlpack_alloc(i32 2, i32 32, i32 1, ptr %oshape59)
  %206 = getelementptr inbounds i64, ptr %outs, i64 2
  store ptr %205, ptr %206, align 8
  %207 = icmp ne ptr %205, null
  br i1 %207, label %ok61, label %bad60

bad60:                                            ; preds = %ok58
  %208 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 5, ptr @str.46, i64 32)
  br label %fail

ok61:                                             ; preds = %ok58
  %209 = getelementptr inbounds i8, ptr %205, i64 0
  %210 = load ptr, ptr %209, align 8
  %211 = getelementptr inbounds i64, ptr %bufs, i64 12
  store ptr %210, ptr %211, align 8
  call void @cajit_rt_release_inputs(ptr %call, ptr @released_inputs, i32 1)
  %212 = getelementptr inbounds i64, ptr %bufs, i64 15
  %213 = load ptr, ptr %212, align 8
  %214 = getelementptr inbounds i64, ptr %syms, i64 0
  %215 = load i64, ptr %214, align 8
  call void @k0._8___aten_native_layer_norm_backward_default__zero_the(ptr %213, i64 %215)
  %216 = getelementptr inbounds i64, ptr %bufs, i64 16
  %217 = load ptr, ptr %216, align 8
  %218 = getelementptr inbounds i64, ptr %syms, i64 0
  %219 = load i64, ptr %218, align 8
  call void @k1._8___aten_native_layer_norm_backward_default__zero_the(ptr %217, i64 %219)
  %220 = getelementptr inbounds i64, ptr %inputs_now, i64 0
  %221 = getelementptr inbounds i64, ptr %bufs, i64 0
  %222 = call i32 @cajit_rt_input_ready(ptr %call, i32 0, ptr %220, ptr %221, ptr @str.47)
  %223 = icmp eq i32 %222, 0
  br i1 %223, label %ok62, label %fail

ok62:                                             ; preds = %ok61
  %224 = getelementptr inbounds i64, ptr %inputs_now, i64 1
  %225 = getelementptr inbounds i64, ptr %bufs, i64 1
  %226 = call i32 @cajit_rt_input_ready(ptr %call, i32 1, ptr %224, ptr %225, ptr @str.48)
  %227 = icmp eq i32 %226, 0
  br i1 %227, label %ok63, label %fail

ok63:                                             ; preds = %ok62
  %228 = getelementptr inbounds i64, ptr %inputs_now, i64 2
  %229 = getelementptr inbounds i64, ptr %bufs, i64 2
  %230 = call i32 @cajit_rt_input_ready(ptr %call, i32 2, ptr %228, ptr %229, ptr @str.49)
  %231 = icmp eq i32 %230, 0
  br i1 %231, label %ok64, label %fail

ok64:                                             ; preds = %ok63
  %232 = getelementptr inbounds i64, ptr %inputs_now, i64 3
  %233 = getelementptr inbounds i64, ptr %bufs, i64 3
  %234 = call i32 @cajit_rt_input_ready(ptr %call, i32 3, ptr %232, ptr %233, ptr @str.50)
  %235 = icmp eq i32 %234, 0
  br i1 %235, label %ok65, label %fail

ok65:                                             ; preds = %ok64
  %236 = getelementptr inbounds i64, ptr %inputs_now, i64 4
  %237 = getelementptr inbounds i64, ptr %bufs, i64 4
  %238 = call i32 @cajit_rt_input_ready(ptr %call, i32 4, ptr %236, ptr %237, ptr @str.51)
  %239 = icmp eq i32 %238, 0
  br i1 %239, label %ok66, label %fail

ok66:                                             ; preds = %ok65
  %240 = getelementptr inbounds i64, ptr %inputs_now, i64 5
  %241 = getelementptr inbounds i64, ptr %bufs, i64 5
  %242 = call i32 @cajit_rt_input_ready(ptr %call, i32 5, ptr %240, ptr %241, ptr @str.52)
  %243 = icmp eq i32 %242, 0
  br i1 %243, label %ok67, label %fail

ok67:                                             ; preds = %ok66
  %244 = getelementptr inbounds i64, ptr %bufs, i64 0
  %245 = load ptr, ptr %244, align 8
  %246 = getelementptr inbounds i64, ptr %bufs, i64 1
  %247 = load ptr, ptr %246, align 8
  %248 = getelementptr inbounds i64, ptr %bufs, i64 2
  %249 = load ptr, ptr %248, align 8
  %250 = getelementptr inbounds i64, ptr %bufs, i64 3
  %251 = load ptr, ptr %250, align 8
  %252 = getelementptr inbounds i64, ptr %bufs, i64 4
  %253 = load ptr, ptr %252, align 8
  %254 = getelementptr inbounds i64, ptr %bufs, i64 5
  %255 = load ptr, ptr %254, align 8
  %256 = getelementptr inbounds i64, ptr %bufs, i64 8
  %257 = load ptr, ptr %256, align 8
  %258 = getelementptr inbounds i64, ptr %bufs, i64 9
  %259 = load ptr, ptr %258, align 8
  %260 = getelementptr inbounds i64, ptr %bufs, i64 10
  %261 = load ptr, ptr %260, align 8
  %262 = getelementptr inbounds i64, ptr %bufs, i64 13
  %263 = load ptr, ptr %262, align 8
  %264 = getelementptr inbounds i64, ptr %bufs, i64 15
  %265 = load ptr, ptr %264, align 8
  %266 = getelementptr inbounds i64, ptr %bufs, i64 16
  %267 = load ptr, ptr %266, align 8
  %268 = getelementptr inbounds i64, ptr %syms, i64 0
  %269 = load i64, ptr %268, align 8
  %270 = getelementptr inbounds i64, ptr %syms, i64 1
  %271 = load i64, ptr %270, align 8
  %272 = getelementptr inbounds i64, ptr %syms, i64 2
  %273 = load i64, ptr %272, align 8
  %274 = getelementptr inbounds i64, ptr %syms, i64 3
  %275 = load i64, ptr %274, align 8
  %276 = getelementptr inbounds i64, ptr %syms, i64 4
  %277 = load i64, ptr %276, align 8
  %278 = getelementptr inbounds i64, ptr %syms, i64 5
  %279 = load i64, ptr %278, align 8
  %280 = getelementptr inbounds i64, ptr %syms, i64 6
  %281 = load i64, ptr %280, align 8
  %282 = getelementptr inbounds i64, ptr %syms, i64 7
  %283 = load i64, ptr %282, align 8
  %284 = getelementptr inbounds i64, ptr %syms, i64 9
  %285 = load i64, ptr %284, align 8
  %286 = getelementptr inbounds i64, ptr %syms, i64 11
  %287 = load i64, ptr %286, align 8
  call void @k2._8___aten_native_layer_norm_backward_default(ptr %245, ptr %247, ptr %249, ptr %251, ptr %253, ptr %255, ptr %257, ptr %259, ptr %261, ptr %263, ptr %265, ptr %267, i64 %269, i64 %271, i64 %273, i64 %275, i64 %277, i64 %279, i64 %281, i64 %283, i64 %285, i64 %287)
  call void @cajit_rt_release_inputs(ptr %call, ptr @released_inputs.53, i32 6)
  %288 = getelementptr inbounds i64, ptr %bufs, i64 11
  %289 = load ptr, ptr %288, align 8
  %290 = getelementptr inbounds i64, ptr %bufs, i64 15
  %291 = load ptr, ptr %290, align 8
  %292 = getelementptr inbounds i64, ptr %syms, i64 0
  %293 = load i64, ptr %292, align 8
  call void @k8._8___aten_native_layer_norm_backward_default__sum_of_t(ptr %289, ptr %291, i64 %293)
  %294 = getelementptr inbounds i64, ptr %bufs, i64 12
  %295 = load ptr, ptr %294, align 8
  %296 = getelementptr inbounds i64, ptr %bufs, i64 16
  %297 = load ptr, ptr %296, align 8
  %298 = getelementptr inbounds i64, ptr %syms, i64 0
  %299 = load i64, ptr %298, align 8
  call void @k9._8___aten_native_layer_norm_backward_default__sum_of_t(ptr %295, ptr %297, i64 %299)
  %300 = getelementptr inbounds i8, ptr %call, i64 72
  %301 = load ptr, ptr %300, align 8
  %302 = getelementptr inbounds i64, ptr %outs, i64 0
  %303 = load ptr, ptr %302, align 8
  %304 = getelementptr inbounds i64, ptr %301, i64 0
  store ptr %303, ptr %304, align 8
  %305 = getelementptr inbounds i64, ptr %outs, i64 1
  %306 = load ptr, ptr %305, align 8
  %307 = getelementptr inbounds i64, ptr %301, i64 1
  store ptr %306, ptr %307, align 8
  %308 = getelementptr inbounds i64, ptr %outs, i64 2
  %309 = load ptr, ptr %308, align 8
  %310 = getelementptr inbounds i64, ptr %301, i64 2
  store ptr %309, ptr %310, align 8
  %311 = load ptr, ptr %arena, align 8
  call void @cajit_rt_arena_destroy(ptr %311)
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
