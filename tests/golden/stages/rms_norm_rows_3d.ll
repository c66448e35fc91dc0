
@cajit_fallback_ops = constant [1 x i8] zeroinitializer
@cajit_library_ops = constant [1 x i8] zeroinitializer
@str = private unnamed_addr constant [21 x i8] c"host.accumulate_grad\00", align 1
@site = private constant { i32, i32, i32, i32, i32, i32, i32, i32, i32, ptr, ptr, ptr } { i32 5, i32 -1, i32 2, i32 2, i32 0, i32 0, i32 0, i32 0, i32 7, ptr null, ptr null, ptr @str }
@str.1 = private unnamed_addr constant [21 x i8] c"host.accumulate_grad\00", align 1
@site.2 = private constant { i32, i32, i32, i32, i32, i32, i32, i32, i32, ptr, ptr, ptr } { i32 5, i32 -1, i32 2, i32 2, i32 0, i32 0, i32 0, i32 0, i32 20, ptr null, ptr null, ptr @str.1 }
@str.3 = private unnamed_addr constant [21 x i8] c"host.final_callbacks\00", align 1
@site.4 = private constant { i32, i32, i32, i32, i32, i32, i32, i32, i32, ptr, ptr, ptr } { i32 6, i32 -1, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 21, ptr null, ptr null, ptr @str.3 }
@str.5 = private unnamed_addr constant [40 x i8] c"guard failed: expected 8 inputs, got %d\00", align 1
@str.6 = private unnamed_addr constant [39 x i8] c"guard failed: expected 0 sizes, got %d\00", align 1
@str.7 = private unnamed_addr constant [41 x i8] c"guard failed: expected 0 scalars, got %d\00", align 1
@str.8 = private unnamed_addr constant [39 x i8] c"guard failed: expected 0 hooks, got %d\00", align 1
@str.9 = private unnamed_addr constant [46 x i8] c"guard failed: expected 0 output slots, got %d\00", align 1
@str.10 = private unnamed_addr constant [35 x i8] c"guard failed: call->inputs is NULL\00", align 1
@str.11 = private unnamed_addr constant [4 x i8] c"f32\00", align 1
@input_guards = private constant [8 x { i32, i32, i32, i32, ptr }] [{ i32, i32, i32, i32, ptr } { i32 0, i32 0, i32 73730, i32 73730, ptr @str.11 }, { i32, i32, i32, i32, ptr } { i32 1, i32 3, i32 73730, i32 73730, ptr @str.11 }, { i32, i32, i32, i32, ptr } { i32 2, i32 1, i32 73730, i32 73730, ptr @str.11 }, { i32, i32, i32, i32, ptr } { i32 3, i32 3, i32 73730, i32 73730, ptr @str.11 }, { i32, i32, i32, i32, ptr } { i32 4, i32 1, i32 73730, i32 73730, ptr @str.11 }, { i32, i32, i32, i32, ptr } { i32 5, i32 3, i32 73730, i32 73730, ptr @str.11 }, { i32, i32, i32, i32, ptr } { i32 6, i32 3, i32 73730, i32 73730, ptr @str.11 }, { i32, i32, i32, i32, ptr } { i32 7, i32 3, i32 73730, i32 73730, ptr @str.11 }]
@bindings = private constant [3 x { i32, i32, i32, i32 }] [{ i32, i32, i32, i32 } { i32 0, i32 1, i32 0, i32 0 }, { i32, i32, i32, i32 } { i32 0, i32 1, i32 1, i32 1 }, { i32, i32, i32, i32 } { i32 0, i32 1, i32 2, i32 2 }]
@str.12 = private unnamed_addr constant [103 x i8] c"guard failed: s0 (input 1 dim 0) is %lld, but it is used as a size or stride, which cannot be negative\00", align 1
@str.13 = private unnamed_addr constant [103 x i8] c"guard failed: s1 (input 1 dim 1) is %lld, but it is used as a size or stride, which cannot be negative\00", align 1
@str.14 = private unnamed_addr constant [103 x i8] c"guard failed: s2 (input 1 dim 2) is %lld, but it is used as a size or stride, which cannot be negative\00", align 1
@dim_terms = private constant [2 x { i32, [4 x i32], [4 x i64], ptr, ptr }] zeroinitializer
@dim_terms.15 = private constant [2 x { i32, [4 x i32], [4 x i64], ptr, ptr }] zeroinitializer
@dim_terms.16 = private constant [2 x { i32, [4 x i32], [4 x i64], ptr, ptr }] zeroinitializer
@str.17 = private unnamed_addr constant [3 x i8] c"s2\00", align 1
@dim_terms.18 = private constant [2 x { i32, [4 x i32], [4 x i64], ptr, ptr }] [{ i32, [4 x i32], [4 x i64], ptr, ptr } { i32 1, [4 x i32] [i32 2, i32 -1, i32 -1, i32 -1], [4 x i64] zeroinitializer, ptr @str.17, ptr null }, { i32, [4 x i32], [4 x i64], ptr, ptr } zeroinitializer]
@str.19 = private unnamed_addr constant [3 x i8] c"s0\00", align 1
@dim_terms.20 = private constant [2 x { i32, [4 x i32], [4 x i64], ptr, ptr }] [{ i32, [4 x i32], [4 x i64], ptr, ptr } { i32 1, [4 x i32] [i32 0, i32 -1, i32 -1, i32 -1], [4 x i64] zeroinitializer, ptr @str.19, ptr null }, { i32, [4 x i32], [4 x i64], ptr, ptr } zeroinitializer]
@str.21 = private unnamed_addr constant [3 x i8] c"s1\00", align 1
@dim_terms.22 = private constant [2 x { i32, [4 x i32], [4 x i64], ptr, ptr }] [{ i32, [4 x i32], [4 x i64], ptr, ptr } { i32 1, [4 x i32] [i32 1, i32 -1, i32 -1, i32 -1], [4 x i64] zeroinitializer, ptr @str.21, ptr null }, { i32, [4 x i32], [4 x i64], ptr, ptr } zeroinitializer]
@dim_terms.23 = private constant [2 x { i32, [4 x i32], [4 x i64], ptr, ptr }] [{ i32, [4 x i32], [4 x i64], ptr, ptr } { i32 1, [4 x i32] [i32 2, i32 -1, i32 -1, i32 -1], [4 x i64] zeroinitializer, ptr @str.17, ptr null }, { i32, [4 x i32], [4 x i64], ptr, ptr } zeroinitializer]
@dim_terms.24 = private constant [2 x { i32, [4 x i32], [4 x i64], ptr, ptr }] [{ i32, [4 x i32], [4 x i64], ptr, ptr } { i32 1, [4 x i32] [i32 2, i32 -1, i32 -1, i32 -1], [4 x i64] zeroinitializer, ptr @str.17, ptr null }, { i32, [4 x i32], [4 x i64], ptr, ptr } zeroinitializer]
@dim_terms.25 = private constant [2 x { i32, [4 x i32], [4 x i64], ptr, ptr }] [{ i32, [4 x i32], [4 x i64], ptr, ptr } { i32 1, [4 x i32] [i32 0, i32 -1, i32 -1, i32 -1], [4 x i64] zeroinitializer, ptr @str.19, ptr null }, { i32, [4 x i32], [4 x i64], ptr, ptr } zeroinitializer]
@dim_terms.26 = private constant [2 x { i32, [4 x i32], [4 x i64], ptr, ptr }] [{ i32, [4 x i32], [4 x i64], ptr, ptr } { i32 1, [4 x i32] [i32 1, i32 -1, i32 -1, i32 -1], [4 x i64] zeroinitializer, ptr @str.21, ptr null }, { i32, [4 x i32], [4 x i64], ptr, ptr } zeroinitializer]
@str.27 = private unnamed_addr constant [2 x i8] c"1\00", align 1
@dim_terms.28 = private constant [2 x { i32, [4 x i32], [4 x i64], ptr, ptr }] [{ i32, [4 x i32], [4 x i64], ptr, ptr } { i32 1, [4 x i32] [i32 -1, i32 -1, i32 -1, i32 -1], [4 x i64] [i64 1, i64 0, i64 0, i64 0], ptr @str.27, ptr null }, { i32, [4 x i32], [4 x i64], ptr, ptr } zeroinitializer]
@dim_terms.29 = private constant [2 x { i32, [4 x i32], [4 x i64], ptr, ptr }] [{ i32, [4 x i32], [4 x i64], ptr, ptr } { i32 1, [4 x i32] [i32 0, i32 -1, i32 -1, i32 -1], [4 x i64] zeroinitializer, ptr @str.19, ptr null }, { i32, [4 x i32], [4 x i64], ptr, ptr } zeroinitializer]
@dim_terms.30 = private constant [2 x { i32, [4 x i32], [4 x i64], ptr, ptr }] [{ i32, [4 x i32], [4 x i64], ptr, ptr } { i32 1, [4 x i32] [i32 1, i32 -1, i32 -1, i32 -1], [4 x i64] zeroinitializer, ptr @str.21, ptr null }, { i32, [4 x i32], [4 x i64], ptr, ptr } zeroinitializer]
@dim_terms.31 = private constant [2 x { i32, [4 x i32], [4 x i64], ptr, ptr }] [{ i32, [4 x i32], [4 x i64], ptr, ptr } { i32 1, [4 x i32] [i32 2, i32 -1, i32 -1, i32 -1], [4 x i64] zeroinitializer, ptr @str.17, ptr null }, { i32, [4 x i32], [4 x i64], ptr, ptr } zeroinitializer]
@dim_terms.32 = private constant [2 x { i32, [4 x i32], [4 x i64], ptr, ptr }] [{ i32, [4 x i32], [4 x i64], ptr, ptr } { i32 1, [4 x i32] [i32 0, i32 -1, i32 -1, i32 -1], [4 x i64] zeroinitializer, ptr @str.19, ptr null }, { i32, [4 x i32], [4 x i64], ptr, ptr } zeroinitializer]
@dim_terms.33 = private constant [2 x { i32, [4 x i32], [4 x i64], ptr, ptr }] [{ i32, [4 x i32], [4 x i64], ptr, ptr } { i32 1, [4 x i32] [i32 1, i32 -1, i32 -1, i32 -1], [4 x i64] zeroinitializer, ptr @str.21, ptr null }, { i32, [4 x i32], [4 x i64], ptr, ptr } zeroinitializer]
@dim_terms.34 = private constant [2 x { i32, [4 x i32], [4 x i64], ptr, ptr }] [{ i32, [4 x i32], [4 x i64], ptr, ptr } { i32 1, [4 x i32] [i32 -1, i32 -1, i32 -1, i32 -1], [4 x i64] [i64 1, i64 0, i64 0, i64 0], ptr @str.27, ptr null }, { i32, [4 x i32], [4 x i64], ptr, ptr } zeroinitializer]
@dim_guards = private constant [17 x { i32, i32, i32, i32, i64, i64, ptr }] [{ i32, i32, i32, i32, i64, i64, ptr } { i32 1, i32 2, i32 -1, i32 3, i64 0, i64 0, ptr @dim_terms }, { i32, i32, i32, i32, i64, i64, ptr } { i32 1, i32 2, i32 -1, i32 4, i64 0, i64 0, ptr @dim_terms.15 }, { i32, i32, i32, i32, i64, i64, ptr } { i32 1, i32 2, i32 -1, i32 5, i64 0, i64 0, ptr @dim_terms.16 }, { i32, i32, i32, i32, i64, i64, ptr } { i32 2, i32 3, i32 2, i32 6, i64 0, i64 0, ptr @dim_terms.18 }, { i32, i32, i32, i32, i64, i64, ptr } { i32 3, i32 3, i32 0, i32 7, i64 0, i64 0, ptr @dim_terms.20 }, { i32, i32, i32, i32, i64, i64, ptr } { i32 3, i32 3, i32 1, i32 8, i64 0, i64 0, ptr @dim_terms.22 }, { i32, i32, i32, i32, i64, i64, ptr } { i32 3, i32 3, i32 2, i32 9, i64 0, i64 0, ptr @dim_terms.23 }, { i32, i32, i32, i32, i64, i64, ptr } { i32 4, i32 3, i32 2, i32 10, i64 0, i64 0, ptr @dim_terms.24 }, { i32, i32, i32, i32, i64, i64, ptr } { i32 5, i32 3, i32 0, i32 11, i64 0, i64 0, ptr @dim_terms.25 }, { i32, i32, i32, i32, i64, i64, ptr } { i32 5, i32 3, i32 1, i32 12, i64 0, i64 0, ptr @dim_terms.26 }, { i32, i32, i32, i32, i64, i64, ptr } { i32 5, i32 3, i32 -1, i32 13, i64 1, i64 0, ptr @dim_terms.28 }, { i32, i32, i32, i32, i64, i64, ptr } { i32 6, i32 3, i32 0, i32 14, i64 0, i64 0, ptr @dim_terms.29 }, { i32, i32, i32, i32, i64, i64, ptr } { i32 6, i32 3, i32 1, i32 15, i64 0, i64 0, ptr @dim_terms.30 }, { i32, i32, i32, i32, i64, i64, ptr } { i32 6, i32 3, i32 2, i32 16, i64 0, i64 0, ptr @dim_terms.31 }, { i32, i32, i32, i32, i64, i64, ptr } { i32 7, i32 3, i32 0, i32 17, i64 0, i64 0, ptr @dim_terms.32 }, { i32, i32, i32, i32, i64, i64, ptr } { i32 7, i32 3, i32 1, i32 18, i64 0, i64 0, ptr @dim_terms.33 }, { i32, i32, i32, i32, i64, i64, ptr } { i32 7, i32 3, i32 -1, i32 19, i64 1, i64 0, ptr @dim_terms.34 }]
@str.35 = private unnamed_addr constant [71 x i8] c"guard failed: input 1: size arithmetic overflows int64 in s0 * s1 * s2\00", align 1
@open_strides = private constant [8 x { i32, i32, i32 }] [{ i32, i32, i32 } { i32 3, i32 1, i32 0 }, { i32, i32, i32 } { i32 4, i32 1, i32 1 }, { i32, i32, i32 } { i32 5, i32 1, i32 2 }, { i32, i32, i32 } { i32 6, i32 2, i32 0 }, { i32, i32, i32 } { i32 7, i32 3, i32 0 }, { i32, i32, i32 } { i32 8, i32 3, i32 1 }, { i32, i32, i32 } { i32 9, i32 3, i32 2 }, { i32, i32, i32 } { i32 10, i32 4, i32 0 }]
@str.36 = private unnamed_addr constant [66 x i8] c"guard failed: input 5: size arithmetic overflows int64 in s0 * s1\00", align 1
@open_strides.37 = private constant [9 x { i32, i32, i32 }] [{ i32, i32, i32 } { i32 11, i32 5, i32 0 }, { i32, i32, i32 } { i32 12, i32 5, i32 1 }, { i32, i32, i32 } { i32 13, i32 5, i32 2 }, { i32, i32, i32 } { i32 14, i32 6, i32 0 }, { i32, i32, i32 } { i32 15, i32 6, i32 1 }, { i32, i32, i32 } { i32 16, i32 6, i32 2 }, { i32, i32, i32 } { i32 17, i32 7, i32 0 }, { i32, i32, i32 } { i32 18, i32 7, i32 1 }, { i32, i32, i32 } { i32 19, i32 7, i32 2 }]
@str.38 = private unnamed_addr constant [84 x i8] c"guard failed: buf27: size arithmetic overflows int64 in s0 * s2 * ((s1 + 63) // 64)\00", align 1
@str.39 = private unnamed_addr constant [64 x i8] c"guard failed: buf27: size arithmetic overflows int64 in s1 + 63\00", align 1
@str.40 = private unnamed_addr constant [40 x i8] c"out of memory creating the call's arena\00", align 1
@elem_sizes = private constant [2 x i64] [i64 4, i64 4]
@first_use = private constant [2 x i32] [i32 1, i32 0]
@last_use = private constant [2 x i32] [i32 1, i32 4]
@layout_cache = private global [6 x i64] zeroinitializer, align 64
@str.41 = private unnamed_addr constant [56 x i8] c"out of memory: the intermediate buffers' sizes overflow\00", align 1
@str.42 = private unnamed_addr constant [60 x i8] c"out of memory allocating %lld bytes of intermediate buffers\00", align 1
@planned = private constant [2 x i32] [i32 17, i32 27]
@allocations = private constant [2 x { i32, i32, i32, i32, i32, i32, ptr }] [{ i32, i32, i32, i32, i32, i32, ptr } { i32 13, i32 1, i32 2, i32 32, i32 -1, i32 0, ptr @str.11 }, { i32, i32, i32, i32, i32, i32, ptr } { i32 26, i32 3, i32 2, i32 32, i32 -1, i32 1, ptr @str.11 }]
@str.43 = private unnamed_addr constant [27 x i8] c"%17 = aten.sum.dim_IntList\00", align 1
@released_inputs = private unnamed_addr constant [6 x i32] [i32 0, i32 1, i32 2, i32 3, i32 5, i32 7]
@str.44 = private unnamed_addr constant [21 x i8] c"host.accumulate_grad\00", align 1
@site.45 = private constant { i32, i32, i32, i32, i32, i32, i32, i32, i32, ptr, ptr, ptr } { i32 5, i32 -1, i32 2, i32 2, i32 0, i32 0, i32 0, i32 0, i32 7, ptr null, ptr null, ptr @str.44 }
@released_inputs.46 = private unnamed_addr constant [1 x i32] [i32 4]
@site.47 = private constant { i32, i32, i32, i32, i32, i32, i32, i32, i32, ptr, ptr, ptr } { i32 5, i32 -1, i32 2, i32 2, i32 0, i32 0, i32 0, i32 0, i32 20, ptr null, ptr null, ptr @str.44 }
@released_inputs.48 = private unnamed_addr constant [1 x i32] [i32 6]
@str.49 = private unnamed_addr constant [21 x i8] c"host.final_callbacks\00", align 1
@site.50 = private constant { i32, i32, i32, i32, i32, i32, i32, i32, i32, ptr, ptr, ptr } { i32 6, i32 -1, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 21, ptr null, ptr null, ptr @str.49 }

; Function Attrs: noinline nounwind
define internal void @k0._13___aten_sum_dim_IntList__zero_the_block_partials_.range(ptr noalias %buf27, i64 %s0, i64 %s1, i64 %s2, i64 %lo, i64 %hi) #0 {
entry:
  %0 = add nsw i64 63, %s1
  %1 = udiv i64 %0, 64
  br label %loop_i0

loop_i0:                                          ; preds = %done2, %entry
  %_i0 = phi i64 [ %lo, %entry ], [ %14, %done2 ]
  %2 = icmp slt i64 %_i0, %hi
  br i1 %2, label %body, label %done

body:                                             ; preds = %loop_i0
  %3 = mul i64 %s2, %1
  br label %loop_i2

done:                                             ; preds = %loop_i0
  ret void

loop_i2:                                          ; preds = %body1, %body
  %_i2 = phi i64 [ 0, %body ], [ %13, %body1 ]
  %4 = icmp slt i64 %_i2, %3
  br i1 %4, label %body1, label %done2

body1:                                            ; preds = %loop_i2
  %5 = mul nsw i64 %s2, %_i0
  %6 = add nsw i64 63, %s1
  %7 = udiv i64 %6, 64
  %8 = mul nsw i64 %5, %7
  %9 = mul nsw i64 %s2, 0
  %10 = add nsw i64 %8, %9
  %11 = add nsw i64 %10, %_i2
  %12 = getelementptr inbounds float, ptr %buf27, i64 %11
  store float 0.000000e+00, ptr %12, align 4
  %13 = add nuw nsw i64 %_i2, 1
  br label %loop_i2, !llvm.loop !0

done2:                                            ; preds = %loop_i2
  %14 = add nuw nsw i64 %_i0, 1
  br label %loop_i0, !llvm.loop !3
}

define internal void @k0._13___aten_sum_dim_IntList__zero_the_block_partials_.body(i64 %0, i64 %1, ptr %2) {
entry:
  %3 = getelementptr inbounds { ptr, i64, i64, i64 }, ptr %2, i32 0, i32 0
  %4 = load ptr, ptr %3, align 8
  %5 = getelementptr inbounds { ptr, i64, i64, i64 }, ptr %2, i32 0, i32 1
  %6 = load i64, ptr %5, align 4
  %7 = getelementptr inbounds { ptr, i64, i64, i64 }, ptr %2, i32 0, i32 2
  %8 = load i64, ptr %7, align 4
  %9 = getelementptr inbounds { ptr, i64, i64, i64 }, ptr %2, i32 0, i32 3
  %10 = load i64, ptr %9, align 4
  call void @k0._13___aten_sum_dim_IntList__zero_the_block_partials_.range(ptr %4, i64 %6, i64 %8, i64 %10, i64 %0, i64 %1)
  ret void
}

define internal void @k0._13___aten_sum_dim_IntList__zero_the_block_partials_(ptr noalias %buf27, i64 %s0, i64 %s1, i64 %s2) {
entry:
  %ctx = alloca { ptr, i64, i64, i64 }, align 8
  %0 = mul i64 1, %s0
  %1 = add nsw i64 63, %s1
  %2 = udiv i64 %1, 64
  %3 = mul i64 %0, %2
  %4 = mul i64 %3, %s2
  %5 = icmp sge i64 %s0, 2
  %6 = icmp sge i64 %4, 65536
  %parallel = and i1 %6, %5
  br i1 %parallel, label %parallel1, label %serial

serial:                                           ; preds = %entry
  call void @k0._13___aten_sum_dim_IntList__zero_the_block_partials_.range(ptr %buf27, i64 %s0, i64 %s1, i64 %s2, i64 0, i64 %s0)
  ret void

parallel1:                                        ; preds = %entry
  %7 = getelementptr inbounds { ptr, i64, i64, i64 }, ptr %ctx, i32 0, i32 0
  store ptr %buf27, ptr %7, align 8
  %8 = getelementptr inbounds { ptr, i64, i64, i64 }, ptr %ctx, i32 0, i32 1
  store i64 %s0, ptr %8, align 4
  %9 = getelementptr inbounds { ptr, i64, i64, i64 }, ptr %ctx, i32 0, i32 2
  store i64 %s1, ptr %9, align 4
  %10 = getelementptr inbounds { ptr, i64, i64, i64 }, ptr %ctx, i32 0, i32 3
  store i64 %s2, ptr %10, align 4
  %11 = sdiv i64 %4, %s0
  %12 = icmp sgt i64 %11, 1
  %13 = select i1 %12, i64 %11, i64 1
  %14 = add i64 32768, %13
  %15 = sub i64 %14, 1
  %16 = sdiv i64 %15, %13
  %17 = icmp sgt i64 %16, 1
  %18 = select i1 %17, i64 %16, i64 1
  call void @cajit_rt_parallel_for(i64 0, i64 %s0, i64 %18, ptr @k0._13___aten_sum_dim_IntList__zero_the_block_partials_.body, ptr %ctx)
  ret void
}

; Function Attrs: nounwind
declare void @cajit_rt_parallel_for(i64, i64, i64, ptr, ptr) #1

; Function Attrs: noinline nounwind
define internal void @k1._17___aten_sum_dim_IntList.range(ptr noalias %buf0, ptr noalias %buf1, ptr noalias %buf2, ptr noalias %buf3, ptr noalias %buf4, ptr noalias %buf5, ptr noalias %buf6, ptr noalias %buf7, ptr noalias %buf17, ptr noalias %buf26, ptr noalias %buf27, i64 %s0, i64 %s1, i64 %s2, i64 %_in1_st0, i64 %_in1_st1, i64 %_in1_st2, i64 %_in2_st0, i64 %_in3_st0, i64 %_in3_st1, i64 %_in3_st2, i64 %_in4_st0, i64 %_in5_st0, i64 %_in5_st1, i64 %_in6_st0, i64 %_in6_st1, i64 %_in6_st2, i64 %_in7_st0, i64 %_in7_st1, i64 %lo, i64 %hi) #0 {
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

loop_i1:                                          ; preds = %done4, %body
  %_i1 = phi i64 [ 0, %body ], [ %4, %done4 ]
  %1 = icmp slt i64 %_i1, %s1
  br i1 %1, label %body1, label %done2

body1:                                            ; preds = %loop_i1
  br label %loop_i2

done2:                                            ; preds = %loop_i1
  %2 = add nuw nsw i64 %_i0, 1
  br label %loop_i0, !llvm.loop !4

loop_i2:                                          ; preds = %done9, %body1
  %_i2 = phi i64 [ 0, %body1 ], [ %129, %done9 ]
  %3 = icmp slt i64 %_i2, 1
  br i1 %3, label %body3, label %done4

body3:                                            ; preds = %loop_i2
  store float 0.000000e+00, ptr %acc, align 4
  br label %loop_r0

done4:                                            ; preds = %loop_i2
  %4 = add nuw nsw i64 %_i1, 1
  br label %loop_i1, !llvm.loop !5

loop_r0:                                          ; preds = %body5, %body3
  %_r0 = phi i64 [ 0, %body3 ], [ %36, %body5 ]
  %5 = icmp slt i64 %_r0, %s2
  br i1 %5, label %body5, label %done6

body5:                                            ; preds = %loop_r0
  %6 = getelementptr inbounds float, ptr %buf0, i64 0
  %7 = load float, ptr %6, align 4
  %8 = mul nsw i64 %_in1_st0, %_i0
  %9 = mul nsw i64 %_in1_st1, %_i1
  %10 = add nsw i64 %8, %9
  %11 = mul nsw i64 %_in1_st2, %_r0
  %12 = add nsw i64 %10, %11
  %13 = getelementptr inbounds float, ptr %buf1, i64 %12
  %14 = load float, ptr %13, align 4
  %15 = fmul float %14, %14
  %16 = fsub float 1.000000e+00, %15
  %17 = fmul float %7, %16
  %18 = mul nsw i64 %_in2_st0, %_r0
  %19 = getelementptr inbounds float, ptr %buf2, i64 %18
  %20 = load float, ptr %19, align 4
  %21 = fmul float %17, %20
  %22 = mul nsw i64 %_in4_st0, %_r0
  %23 = getelementptr inbounds float, ptr %buf4, i64 %22
  %24 = load float, ptr %23, align 4
  %25 = fmul float %21, %24
  %26 = mul nsw i64 %_in6_st0, %_i0
  %27 = mul nsw i64 %_in6_st1, %_i1
  %28 = add nsw i64 %26, %27
  %29 = mul nsw i64 %_in6_st2, %_r0
  %30 = add nsw i64 %28, %29
  %31 = getelementptr inbounds float, ptr %buf6, i64 %30
  %32 = load float, ptr %31, align 4
  %33 = fmul float %25, %32
  %34 = load float, ptr %acc, align 4
  %35 = fadd reassoc float %34, %33
  store float %35, ptr %acc, align 4
  %36 = add nuw nsw i64 %_r0, 1
  br label %loop_r0, !llvm.loop !6

done6:                                            ; preds = %loop_r0
  %37 = load float, ptr %acc, align 4
  %38 = mul nsw i64 %s1, %_i0
  %39 = add nsw i64 %38, %_i1
  %40 = add nsw i64 %39, %_i2
  %41 = getelementptr inbounds float, ptr %buf17, i64 %40
  store float %37, ptr %41, align 4
  br label %loop_i27

loop_i27:                                         ; preds = %body8, %done6
  %_i210 = phi i64 [ 0, %done6 ], [ %128, %body8 ]
  %42 = icmp slt i64 %_i210, %s2
  br i1 %42, label %body8, label %done9

body8:                                            ; preds = %loop_i27
  %43 = getelementptr inbounds float, ptr %buf0, i64 0
  %44 = load float, ptr %43, align 4
  %45 = mul nsw i64 %_in1_st0, %_i0
  %46 = mul nsw i64 %_in1_st1, %_i1
  %47 = add nsw i64 %45, %46
  %48 = mul nsw i64 %_in1_st2, %_i210
  %49 = add nsw i64 %47, %48
  %50 = getelementptr inbounds float, ptr %buf1, i64 %49
  %51 = load float, ptr %50, align 4
  %52 = fmul float %51, %51
  %53 = fsub float 1.000000e+00, %52
  %54 = fmul float %44, %53
  %55 = mul nsw i64 %_in2_st0, %_i210
  %56 = getelementptr inbounds float, ptr %buf2, i64 %55
  %57 = load float, ptr %56, align 4
  %58 = fmul float %54, %57
  %59 = mul nsw i64 %_in4_st0, %_i210
  %60 = getelementptr inbounds float, ptr %buf4, i64 %59
  %61 = load float, ptr %60, align 4
  %62 = fmul float %58, %61
  %63 = mul nsw i64 %_in5_st0, %_i0
  %64 = mul nsw i64 %_in5_st1, %_i1
  %65 = add nsw i64 %63, %64
  %66 = getelementptr inbounds float, ptr %buf5, i64 %65
  %67 = load float, ptr %66, align 4
  %68 = fmul float %62, %67
  %69 = mul nsw i64 %s1, %_i0
  %70 = add nsw i64 %69, %_i1
  %71 = getelementptr inbounds float, ptr %buf17, i64 %70
  %72 = load float, ptr %71, align 4
  %73 = fmul float %72, -5.000000e-01
  %74 = mul nsw i64 %_in7_st0, %_i0
  %75 = mul nsw i64 %_in7_st1, %_i1
  %76 = add nsw i64 %74, %75
  %77 = getelementptr inbounds float, ptr %buf7, i64 %76
  %78 = load float, ptr %77, align 4
  %79 = fmul float %78, %78
  %80 = fmul float %79, %78
  %81 = fmul float %73, %80
  %82 = sitofp i64 %s2 to float
  %83 = fdiv float %81, %82
  %84 = mul nsw i64 %_in6_st0, %_i0
  %85 = mul nsw i64 %_in6_st1, %_i1
  %86 = add nsw i64 %84, %85
  %87 = mul nsw i64 %_in6_st2, %_i210
  %88 = add nsw i64 %86, %87
  %89 = getelementptr inbounds float, ptr %buf6, i64 %88
  %90 = load float, ptr %89, align 4
  %91 = call float @powf(float %90, float 1.000000e+00)
  %92 = fmul float %91, 2.000000e+00
  %93 = fmul float %83, %92
  %94 = fadd float %68, %93
  %95 = mul nsw i64 %s1, %s2
  %96 = mul nsw i64 %95, %_i0
  %97 = mul nsw i64 %s2, %_i1
  %98 = add nsw i64 %96, %97
  %99 = add nsw i64 %98, %_i210
  %100 = getelementptr inbounds float, ptr %buf26, i64 %99
  store float %94, ptr %100, align 4
  %101 = getelementptr inbounds float, ptr %buf0, i64 0
  %102 = load float, ptr %101, align 4
  %103 = getelementptr inbounds float, ptr %buf1, i64 %49
  %104 = load float, ptr %103, align 4
  %105 = fmul float %104, %104
  %106 = fsub float 1.000000e+00, %105
  %107 = fmul float %102, %106
  %108 = fmul float %107, %57
  %109 = mul nsw i64 %_in3_st0, %_i0
  %110 = mul nsw i64 %_in3_st1, %_i1
  %111 = add nsw i64 %109, %110
  %112 = mul nsw i64 %_in3_st2, %_i210
  %113 = add nsw i64 %111, %112
  %114 = getelementptr inbounds float, ptr %buf3, i64 %113
  %115 = load float, ptr %114, align 4
  %116 = fmul float %108, %115
  %117 = mul nsw i64 %s2, %_i0
  %118 = add nsw i64 63, %s1
  %119 = udiv i64 %118, 64
  %120 = mul nsw i64 %117, %119
  %121 = udiv i64 %_i1, 64
  %122 = mul nsw i64 %s2, %121
  %123 = add nsw i64 %120, %122
  %124 = add nsw i64 %123, %_i210
  %125 = getelementptr inbounds float, ptr %buf27, i64 %124
  %126 = load float, ptr %125, align 4
  %127 = fadd float %126, %116
  store float %127, ptr %125, align 4
  %128 = add nuw nsw i64 %_i210, 1
  br label %loop_i27, !llvm.loop !7

done9:                                            ; preds = %loop_i27
  %129 = add nuw nsw i64 %_i2, 1
  br label %loop_i2, !llvm.loop !8
}

; Function Attrs: nosync nounwind willreturn memory(none)
declare float @powf(float, float) #2

define internal void @k1._17___aten_sum_dim_IntList.body(i64 %0, i64 %1, ptr %2) {
entry:
  %3 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 0
  %4 = load ptr, ptr %3, align 8
  %5 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 2
  %8 = load ptr, ptr %7, align 8
  %9 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 3
  %10 = load ptr, ptr %9, align 8
  %11 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 4
  %12 = load ptr, ptr %11, align 8
  %13 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 5
  %14 = load ptr, ptr %13, align 8
  %15 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 6
  %16 = load ptr, ptr %15, align 8
  %17 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 7
  %18 = load ptr, ptr %17, align 8
  %19 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 8
  %20 = load ptr, ptr %19, align 8
  %21 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 9
  %22 = load ptr, ptr %21, align 8
  %23 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 10
  %24 = load ptr, ptr %23, align 8
  %25 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 11
  %26 = load i64, ptr %25, align 4
  %27 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 12
  %28 = load i64, ptr %27, align 4
  %29 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 13
  %30 = load i64, ptr %29, align 4
  %31 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 14
  %32 = load i64, ptr %31, align 4
  %33 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 15
  %34 = load i64, ptr %33, align 4
  %35 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 16
  %36 = load i64, ptr %35, align 4
  %37 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 17
  %38 = load i64, ptr %37, align 4
  %39 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 18
  %40 = load i64, ptr %39, align 4
  %41 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 19
  %42 = load i64, ptr %41, align 4
  %43 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 20
  %44 = load i64, ptr %43, align 4
  %45 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 21
  %46 = load i64, ptr %45, align 4
  %47 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 22
  %48 = load i64, ptr %47, align 4
  %49 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 23
  %50 = load i64, ptr %49, align 4
  %51 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 24
  %52 = load i64, ptr %51, align 4
  %53 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 25
  %54 = load i64, ptr %53, align 4
  %55 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 26
  %56 = load i64, ptr %55, align 4
  %57 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 27
  %58 = load i64, ptr %57, align 4
  %59 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 28
  %60 = load i64, ptr %59, align 4
  call void @k1._17___aten_sum_dim_IntList.range(ptr %4, ptr %6, ptr %8, ptr %10, ptr %12, ptr %14, ptr %16, ptr %18, ptr %20, ptr %22, ptr %24, i64 %26, i64 %28, i64 %30, i64 %32, i64 %34, i64 %36, i64 %38, i64 %40, i64 %42, i64 %44, i64 %46, i64 %48, i64 %50, i64 %52, i64 %54, i64 %56, i64 %58, i64 %60, i64 %0, i64 %1)
  ret void
}

define internal void @k1._17___aten_sum_dim_IntList(ptr noalias %buf0, ptr noalias %buf1, ptr noalias %buf2, ptr noalias %buf3, ptr noalias %buf4, ptr noalias %buf5, ptr noalias %buf6, ptr noalias %buf7, ptr noalias %buf17, ptr noalias %buf26, ptr noalias %buf27, i64 %s0, i64 %s1, i64 %s2, i64 %_in1_st0, i64 %_in1_st1, i64 %_in1_st2, i64 %_in2_st0, i64 %_in3_st0, i64 %_in3_st1, i64 %_in3_st2, i64 %_in4_st0, i64 %_in5_st0, i64 %_in5_st1, i64 %_in6_st0, i64 %_in6_st1, i64 %_in6_st2, i64 %_in7_st0, i64 %_in7_st1) {
entry:
  %ctx = alloca { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, align 8
  %0 = mul i64 1, %s0
  %1 = mul i64 %0, %s1
  %2 = mul i64 %1, 1
  %3 = mul i64 %2, %s2
  %4 = icmp sge i64 %s0, 2
  %5 = icmp sge i64 %3, 65536
  %parallel = and i1 %5, %4
  br i1 %parallel, label %parallel1, label %serial

serial:                                           ; preds = %entry
  call void @k1._17___aten_sum_dim_IntList.range(ptr %buf0, ptr %buf1, ptr %buf2, ptr %buf3, ptr %buf4, ptr %buf5, ptr %buf6, ptr %buf7, ptr %buf17, ptr %buf26, ptr %buf27, i64 %s0, i64 %s1, i64 %s2, i64 %_in1_st0, i64 %_in1_st1, i64 %_in1_st2, i64 %_in2_st0, i64 %_in3_st0, i64 %_in3_st1, i64 %_in3_st2, i64 %_in4_st0, i64 %_in5_st0, i64 %_in5_st1, i64 %_in6_st0, i64 %_in6_st1, i64 %_in6_st2, i64 %_in7_st0, i64 %_in7_st1, i64 0, i64 %s0)
  ret void

parallel1:                                        ; preds = %entry
  %6 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 0
  store ptr %buf0, ptr %6, align 8
  %7 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 1
  store ptr %buf1, ptr %7, align 8
  %8 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 2
  store ptr %buf2, ptr %8, align 8
  %9 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 3
  store ptr %buf3, ptr %9, align 8
  %10 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 4
  store ptr %buf4, ptr %10, align 8
  %11 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 5
  store ptr %buf5, ptr %11, align 8
  %12 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 6
  store ptr %buf6, ptr %12, align 8
  %13 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 7
  store ptr %buf7, ptr %13, align 8
  %14 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 8
  store ptr %buf17, ptr %14, align 8
  %15 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 9
  store ptr %buf26, ptr %15, align 8
  %16 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 10
  store ptr %buf27, ptr %16, align 8
  %17 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 11
  store i64 %s0, ptr %17, align 4
  %18 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 12
  store i64 %s1, ptr %18, align 4
  %19 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 13
  store i64 %s2, ptr %19, align 4
  %20 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 14
  store i64 %_in1_st0, ptr %20, align 4
  %21 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 15
  store i64 %_in1_st1, ptr %21, align 4
  %22 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 16
  store i64 %_in1_st2, ptr %22, align 4
  %23 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 17
  store i64 %_in2_st0, ptr %23, align 4
  %24 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 18
  store i64 %_in3_st0, ptr %24, align 4
  %25 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 19
  store i64 %_in3_st1, ptr %25, align 4
  %26 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 20
  store i64 %_in3_st2, ptr %26, align 4
  %27 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 21
  store i64 %_in4_st0, ptr %27, align 4
  %28 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 22
  store i64 %_in5_st0, ptr %28, align 4
  %29 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 23
  store i64 %_in5_st1, ptr %29, align 4
  %30 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 24
  store i64 %_in6_st0, ptr %30, align 4
  %31 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 25
  store i64 %_in6_st1, ptr %31, align 4
  %32 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 26
  store i64 %_in6_st2, ptr %32, align 4
  %33 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 27
  store i64 %_in7_st0, ptr %33, align 4
  %34 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 28
  store i64 %_in7_st1, ptr %34, align 4
  %35 = sdiv i64 %3, %s0
  %36 = icmp sgt i64 %35, 1
  %37 = select i1 %36, i64 %35, i64 1
  %38 = add i64 32768, %37
  %39 = sub i64 %38, 1
  %40 = sdiv i64 %39, %37
  %41 = icmp sgt i64 %40, 1
  %42 = select i1 %41, i64 %40, i64 1
  call void @cajit_rt_parallel_for(i64 0, i64 %s0, i64 %42, ptr @k1._17___aten_sum_dim_IntList.body, ptr %ctx)
  ret void
}

; Function Attrs: noinline nounwind
define internal void @k4._13___aten_sum_dim_IntList__sum_of_the_blocks_.range(ptr noalias %buf13, ptr noalias %buf27, i64 %s0, i64 %s1, i64 %s2, i64 %lo, i64 %hi) #0 {
entry:
  %0 = mul i64 %hi, 512
  %1 = mul i64 %lo, 512
  %2 = icmp slt i64 %0, %s2
  %3 = select i1 %2, i64 %0, i64 %s2
  %4 = add nsw i64 63, %s1
  %5 = udiv i64 %4, 64
  br label %loop_i0

loop_i0:                                          ; preds = %done2, %entry
  %_i0 = phi i64 [ 0, %entry ], [ %8, %done2 ]
  %6 = icmp slt i64 %_i0, 1
  br i1 %6, label %body, label %done

body:                                             ; preds = %loop_i0
  br label %loop_i1

done:                                             ; preds = %loop_i0
  ret void

loop_i1:                                          ; preds = %done6, %body
  %_i1 = phi i64 [ 0, %body ], [ %19, %done6 ]
  %7 = icmp slt i64 %_i1, 1
  br i1 %7, label %body1, label %done2

body1:                                            ; preds = %loop_i1
  br label %loop_i2

done2:                                            ; preds = %loop_i1
  %8 = add nuw nsw i64 %_i0, 1
  br label %loop_i0, !llvm.loop !9

loop_i2:                                          ; preds = %body3, %body1
  %_i2 = phi i64 [ %1, %body1 ], [ %15, %body3 ]
  %9 = icmp slt i64 %_i2, %3
  br i1 %9, label %body3, label %done4

body3:                                            ; preds = %loop_i2
  %10 = mul nsw i64 %s2, %_i0
  %11 = mul nsw i64 %s2, %_i1
  %12 = add nsw i64 %10, %11
  %13 = add nsw i64 %12, %_i2
  %14 = getelementptr inbounds float, ptr %buf13, i64 %13
  store float 0.000000e+00, ptr %14, align 4
  %15 = add nuw nsw i64 %_i2, 1
  br label %loop_i2, !llvm.loop !10

done4:                                            ; preds = %loop_i2
  br label %loop_r0

loop_r0:                                          ; preds = %done15, %done4
  %_r0 = phi i64 [ 0, %done4 ], [ %78, %done15 ]
  %16 = icmp slt i64 %_r0, %s0
  br i1 %16, label %body5, label %done6

body5:                                            ; preds = %loop_r0
  %17 = udiv i64 %5, 4
  %18 = mul i64 %17, 4
  br label %loop_r1

done6:                                            ; preds = %loop_r0
  %19 = add nuw nsw i64 %_i1, 1
  br label %loop_i1, !llvm.loop !11

loop_r1:                                          ; preds = %done11, %body5
  %_r1 = phi i64 [ 0, %body5 ], [ %75, %done11 ]
  %20 = icmp slt i64 %_r1, %17
  br i1 %20, label %body7, label %done8

body7:                                            ; preds = %loop_r1
  %21 = mul i64 %_r1, 4
  %22 = add i64 %21, 0
  %23 = add i64 %21, 1
  %24 = add i64 %21, 2
  %25 = add i64 %21, 3
  br label %loop_i29

done8:                                            ; preds = %loop_r1
  %26 = sub i64 %5, %18
  br label %loop_r113

loop_i29:                                         ; preds = %body10, %body7
  %_i212 = phi i64 [ %1, %body7 ], [ %74, %body10 ]
  %27 = icmp slt i64 %_i212, %3
  br i1 %27, label %body10, label %done11

body10:                                           ; preds = %loop_i29
  %28 = mul nsw i64 %s2, %_i0
  %29 = mul nsw i64 %s2, %_i1
  %30 = add nsw i64 %28, %29
  %31 = add nsw i64 %30, %_i212
  %32 = getelementptr inbounds float, ptr %buf13, i64 %31
  %33 = load float, ptr %32, align 4
  %34 = mul nsw i64 %s2, %_r0
  %35 = add nsw i64 63, %s1
  %36 = udiv i64 %35, 64
  %37 = mul nsw i64 %34, %36
  %38 = mul nsw i64 %s2, %22
  %39 = add nsw i64 %37, %38
  %40 = add nsw i64 %39, %_i212
  %41 = getelementptr inbounds float, ptr %buf27, i64 %40
  %42 = load float, ptr %41, align 4
  %43 = fadd float %33, %42
  %44 = mul nsw i64 %s2, %_r0
  %45 = add nsw i64 63, %s1
  %46 = udiv i64 %45, 64
  %47 = mul nsw i64 %44, %46
  %48 = mul nsw i64 %s2, %23
  %49 = add nsw i64 %47, %48
  %50 = add nsw i64 %49, %_i212
  %51 = getelementptr inbounds float, ptr %buf27, i64 %50
  %52 = load float, ptr %51, align 4
  %53 = fadd float %43, %52
  %54 = mul nsw i64 %s2, %_r0
  %55 = add nsw i64 63, %s1
  %56 = udiv i64 %55, 64
  %57 = mul nsw i64 %54, %56
  %58 = mul nsw i64 %s2, %24
  %59 = add nsw i64 %57, %58
  %60 = add nsw i64 %59, %_i212
  %61 = getelementptr inbounds float, ptr %buf27, i64 %60
  %62 = load float, ptr %61, align 4
  %63 = fadd float %53, %62
  %64 = mul nsw i64 %s2, %_r0
  %65 = add nsw i64 63, %s1
  %66 = udiv i64 %65, 64
  %67 = mul nsw i64 %64, %66
  %68 = mul nsw i64 %s2, %25
  %69 = add nsw i64 %67, %68
  %70 = add nsw i64 %69, %_i212
  %71 = getelementptr inbounds float, ptr %buf27, i64 %70
  %72 = load float, ptr %71, align 4
  %73 = fadd float %63, %72
  store float %73, ptr %32, align 4
  %74 = add nuw nsw i64 %_i212, 1
  br label %loop_i29, !llvm.loop !12

done11:                                           ; preds = %loop_i29
  %75 = add nuw nsw i64 %_r1, 1
  br label %loop_r1, !llvm.loop !13

loop_r113:                                        ; preds = %done19, %done8
  %_r116 = phi i64 [ 0, %done8 ], [ %97, %done19 ]
  %76 = icmp slt i64 %_r116, %26
  br i1 %76, label %body14, label %done15

body14:                                           ; preds = %loop_r113
  %77 = add i64 %18, %_r116
  br label %loop_i217

done15:                                           ; preds = %loop_r113
  %78 = add nuw nsw i64 %_r0, 1
  br label %loop_r0, !llvm.loop !14

loop_i217:                                        ; preds = %body18, %body14
  %_i220 = phi i64 [ %1, %body14 ], [ %96, %body18 ]
  %79 = icmp slt i64 %_i220, %3
  br i1 %79, label %body18, label %done19

body18:                                           ; preds = %loop_i217
  %80 = mul nsw i64 %s2, %_i0
  %81 = mul nsw i64 %s2, %_i1
  %82 = add nsw i64 %80, %81
  %83 = add nsw i64 %82, %_i220
  %84 = getelementptr inbounds float, ptr %buf13, i64 %83
  %85 = load float, ptr %84, align 4
  %86 = mul nsw i64 %s2, %_r0
  %87 = add nsw i64 63, %s1
  %88 = udiv i64 %87, 64
  %89 = mul nsw i64 %86, %88
  %90 = mul nsw i64 %s2, %77
  %91 = add nsw i64 %89, %90
  %92 = add nsw i64 %91, %_i220
  %93 = getelementptr inbounds float, ptr %buf27, i64 %92
  %94 = load float, ptr %93, align 4
  %95 = fadd float %85, %94
  store float %95, ptr %84, align 4
  %96 = add nuw nsw i64 %_i220, 1
  br label %loop_i217, !llvm.loop !15

done19:                                           ; preds = %loop_i217
  %97 = add nuw nsw i64 %_r116, 1
  br label %loop_r113, !llvm.loop !16
}

define internal void @k4._13___aten_sum_dim_IntList__sum_of_the_blocks_.body(i64 %0, i64 %1, ptr %2) {
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
  call void @k4._13___aten_sum_dim_IntList__sum_of_the_blocks_.range(ptr %4, ptr %6, i64 %8, i64 %10, i64 %12, i64 %0, i64 %1)
  ret void
}

define internal void @k4._13___aten_sum_dim_IntList__sum_of_the_blocks_(ptr noalias %buf13, ptr noalias %buf27, i64 %s0, i64 %s1, i64 %s2) {
entry:
  %ctx = alloca { ptr, ptr, i64, i64, i64 }, align 8
  %0 = mul i64 1, %s2
  %1 = mul i64 %0, %s0
  %2 = add nsw i64 63, %s1
  %3 = udiv i64 %2, 64
  %4 = mul i64 %1, %3
  %5 = add i64 %s2, 511
  %6 = sdiv i64 %5, 512
  %7 = icmp sge i64 %6, 2
  %8 = icmp sge i64 %4, 65536
  %parallel = and i1 %8, %7
  br i1 %parallel, label %parallel1, label %serial

serial:                                           ; preds = %entry
  call void @k4._13___aten_sum_dim_IntList__sum_of_the_blocks_.range(ptr %buf13, ptr %buf27, i64 %s0, i64 %s1, i64 %s2, i64 0, i64 %6)
  ret void

parallel1:                                        ; preds = %entry
  %9 = getelementptr inbounds { ptr, ptr, i64, i64, i64 }, ptr %ctx, i32 0, i32 0
  store ptr %buf13, ptr %9, align 8
  %10 = getelementptr inbounds { ptr, ptr, i64, i64, i64 }, ptr %ctx, i32 0, i32 1
  store ptr %buf27, ptr %10, align 8
  %11 = getelementptr inbounds { ptr, ptr, i64, i64, i64 }, ptr %ctx, i32 0, i32 2
  store i64 %s0, ptr %11, align 4
  %12 = getelementptr inbounds { ptr, ptr, i64, i64, i64 }, ptr %ctx, i32 0, i32 3
  store i64 %s1, ptr %12, align 4
  %13 = getelementptr inbounds { ptr, ptr, i64, i64, i64 }, ptr %ctx, i32 0, i32 4
  store i64 %s2, ptr %13, align 4
  %14 = sdiv i64 %4, %6
  %15 = icmp sgt i64 %14, 1
  %16 = select i1 %15, i64 %14, i64 1
  %17 = add i64 32768, %16
  %18 = sub i64 %17, 1
  %19 = sdiv i64 %18, %16
  %20 = icmp sgt i64 %19, 1
  %21 = select i1 %20, i64 %19, i64 1
  call void @cajit_rt_parallel_for(i64 0, i64 %6, i64 %21, ptr @k4._13___aten_sum_dim_IntList__sum_of_the_blocks_.body, ptr %ctx)
  ret void
}

define i32 @cajit_run(ptr %buffers, ptr %symbols, ptr %call) {
entry:
  %held = alloca [1 x ptr], align 8
  %0 = getelementptr inbounds i64, ptr %buffers, i64 27
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds i64, ptr %symbols, i64 0
  %3 = load i64, ptr %2, align 8
  %4 = getelementptr inbounds i64, ptr %symbols, i64 1
  %5 = load i64, ptr %4, align 8
  %6 = getelementptr inbounds i64, ptr %symbols, i64 2
  %7 = load i64, ptr %6, align 8
  call void @k0._13___aten_sum_dim_IntList__zero_the_block_partials_(ptr %1, i64 %3, i64 %5, i64 %7)
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
  %20 = getelementptr inbounds i64, ptr %buffers, i64 6
  %21 = load ptr, ptr %20, align 8
  %22 = getelementptr inbounds i64, ptr %buffers, i64 7
  %23 = load ptr, ptr %22, align 8
  %24 = getelementptr inbounds i64, ptr %buffers, i64 17
  %25 = load ptr, ptr %24, align 8
  %26 = getelementptr inbounds i64, ptr %buffers, i64 26
  %27 = load ptr, ptr %26, align 8
  %28 = getelementptr inbounds i64, ptr %buffers, i64 27
  %29 = load ptr, ptr %28, align 8
  %30 = getelementptr inbounds i64, ptr %symbols, i64 0
  %31 = load i64, ptr %30, align 8
  %32 = getelementptr inbounds i64, ptr %symbols, i64 1
  %33 = load i64, ptr %32, align 8
  %34 = getelementptr inbounds i64, ptr %symbols, i64 2
  %35 = load i64, ptr %34, align 8
  %36 = getelementptr inbounds i64, ptr %symbols, i64 3
  %37 = load i64, ptr %36, align 8
  %38 = getelementptr inbounds i64, ptr %symbols, i64 4
  %39 = load i64, ptr %38, align 8
  %40 = getelementptr inbounds i64, ptr %symbols, i64 5
  %41 = load i64, ptr %40, align 8
  %42 = getelementptr inbounds i64, ptr %symbols, i64 6
  %43 = load i64, ptr %42, align 8
  %44 = getelementptr inbounds i64, ptr %symbols, i64 7
  %45 = load i64, ptr %44, align 8
  %46 = getelementptr inbounds i64, ptr %symbols, i64 8
  %47 = load i64, ptr %46, align 8
  %48 = getelementptr inbounds i64, ptr %symbols, i64 9
  %49 = load i64, ptr %48, align 8
  %50 = getelementptr inbounds i64, ptr %symbols, i64 10
  %51 = load i64, ptr %50, align 8
  %52 = getelementptr inbounds i64, ptr %symbols, i64 11
  %53 = load i64, ptr %52, align 8
  %54 = getelementptr inbounds i64, ptr %symbols, i64 12
  %55 = load i64, ptr %54, align 8
  %56 = getelementptr inbounds i64, ptr %symbols, i64 14
  %57 = load i64, ptr %56, align 8
  %58 = getelementptr inbounds i64, ptr %symbols, i64 15
  %59 = load i64, ptr %58, align 8
  %60 = getelementptr inbounds i64, ptr %symbols, i64 16
  %61 = load i64, ptr %60, align 8
  %62 = getelementptr inbounds i64, ptr %symbols, i64 17
  %63 = load i64, ptr %62, align 8
  %64 = getelementptr inbounds i64, ptr %symbols, i64 18
  %65 = load i64, ptr %64, align 8
  call void @k1._17___aten_sum_dim_IntList(ptr %9, ptr %11, ptr %13, ptr %15, ptr %17, ptr %19, ptr %21, ptr %23, ptr %25, ptr %27, ptr %29, i64 %31, i64 %33, i64 %35, i64 %37, i64 %39, i64 %41, i64 %43, i64 %45, i64 %47, i64 %49, i64 %51, i64 %53, i64 %55, i64 %57, i64 %59, i64 %61, i64 %63, i64 %65)
  %66 = getelementptr inbounds i64, ptr %buffers, i64 13
  %67 = load ptr, ptr %66, align 8
  %68 = getelementptr inbounds i64, ptr %buffers, i64 27
  %69 = load ptr, ptr %68, align 8
  %70 = getelementptr inbounds i64, ptr %symbols, i64 0
  %71 = load i64, ptr %70, align 8
  %72 = getelementptr inbounds i64, ptr %symbols, i64 1
  %73 = load i64, ptr %72, align 8
  %74 = getelementptr inbounds i64, ptr %symbols, i64 2
  %75 = load i64, ptr %74, align 8
  call void @k4._13___aten_sum_dim_IntList__sum_of_the_blocks_(ptr %67, ptr %69, i64 %71, i64 %73, i64 %75)
  %args = alloca [2 x ptr], align 8
  %results = alloca [1 x ptr], align 8
  %ints = alloca [1 x i64], align 8
  %floats = alloca [1 x double], align 8
  %76 = getelementptr inbounds i8, ptr %call, i64 0
  %77 = load ptr, ptr %76, align 8
  %78 = getelementptr inbounds i64, ptr %77, i64 4
  %79 = load ptr, ptr %78, align 8
  %80 = getelementptr inbounds i64, ptr %args, i64 0
  store ptr %79, ptr %80, align 8
  %dl = alloca [6 x i64], align 8
  %shape = alloca [1 x i64], align 8
  %strides = alloca [1 x i64], align 8
  %81 = getelementptr inbounds i64, ptr %symbols, i64 2
  %82 = load i64, ptr %81, align 8
  %83 = getelementptr inbounds i64, ptr %shape, i64 0
  store i64 %82, ptr %83, align 8
  %84 = getelementptr inbounds i64, ptr %strides, i64 0
  store i64 1, ptr %84, align 8
  %85 = getelementptr inbounds i64, ptr %buffers, i64 13
  %86 = load ptr, ptr %85, align 8
  %87 = getelementptr inbounds float, ptr %86, i64 0
  %88 = getelementptr inbounds i8, ptr %dl, i64 0
  store ptr %87, ptr %88, align 8
  %89 = getelementptr inbounds i8, ptr %dl, i64 8
  store i32 1, ptr %89, align 4
  %90 = getelementptr inbounds i8, ptr %dl, i64 12
  store i32 0, ptr %90, align 4
  %91 = getelementptr inbounds i8, ptr %dl, i64 16
  store i32 1, ptr %91, align 4
  %92 = getelementptr inbounds i8, ptr %dl, i64 20
  store i32 73730, ptr %92, align 4
  %93 = getelementptr inbounds i8, ptr %dl, i64 24
  store ptr %shape, ptr %93, align 8
  %94 = getelementptr inbounds i8, ptr %dl, i64 32
  store ptr %strides, ptr %94, align 8
  %95 = getelementptr inbounds i8, ptr %dl, i64 40
  store i64 0, ptr %95, align 4
  %96 = getelementptr inbounds i64, ptr %args, i64 1
  store ptr %dl, ptr %96, align 8
  %97 = call i32 @cajit_rt_host_call(ptr %call, ptr @site, ptr %args, ptr %results, ptr %ints, ptr %floats, ptr null)
  %98 = icmp eq i32 %97, 0
  br i1 %98, label %ok, label %fail

fail:                                             ; preds = %ok8, %ok, %entry
  ret i32 1

ok:                                               ; preds = %entry
  %args1 = alloca [2 x ptr], align 8
  %results2 = alloca [1 x ptr], align 8
  %ints3 = alloca [1 x i64], align 8
  %floats4 = alloca [1 x double], align 8
  %99 = getelementptr inbounds i8, ptr %call, i64 0
  %100 = load ptr, ptr %99, align 8
  %101 = getelementptr inbounds i64, ptr %100, i64 6
  %102 = load ptr, ptr %101, align 8
  %103 = getelementptr inbounds i64, ptr %args1, i64 0
  store ptr %102, ptr %103, align 8
  %dl5 = alloca [6 x i64], align 8
  %shape6 = alloca [3 x i64], align 8
  %strides7 = alloca [3 x i64], align 8
  %104 = getelementptr inbounds i64, ptr %symbols, i64 0
  %105 = load i64, ptr %104, align 8
  %106 = getelementptr inbounds i64, ptr %symbols, i64 1
  %107 = load i64, ptr %106, align 8
  %108 = getelementptr inbounds i64, ptr %symbols, i64 2
  %109 = load i64, ptr %108, align 8
  %110 = mul nsw i64 %107, %109
  %111 = getelementptr inbounds i64, ptr %shape6, i64 0
  store i64 %105, ptr %111, align 8
  %112 = getelementptr inbounds i64, ptr %strides7, i64 0
  store i64 %110, ptr %112, align 8
  %113 = getelementptr inbounds i64, ptr %shape6, i64 1
  store i64 %107, ptr %113, align 8
  %114 = getelementptr inbounds i64, ptr %strides7, i64 1
  store i64 %109, ptr %114, align 8
  %115 = getelementptr inbounds i64, ptr %shape6, i64 2
  store i64 %109, ptr %115, align 8
  %116 = getelementptr inbounds i64, ptr %strides7, i64 2
  store i64 1, ptr %116, align 8
  %117 = getelementptr inbounds i64, ptr %buffers, i64 26
  %118 = load ptr, ptr %117, align 8
  %119 = getelementptr inbounds float, ptr %118, i64 0
  %120 = getelementptr inbounds i8, ptr %dl5, i64 0
  store ptr %119, ptr %120, align 8
  %121 = getelementptr inbounds i8, ptr %dl5, i64 8
  store i32 1, ptr %121, align 4
  %122 = getelementptr inbounds i8, ptr %dl5, i64 12
  store i32 0, ptr %122, align 4
  %123 = getelementptr inbounds i8, ptr %dl5, i64 16
  store i32 3, ptr %123, align 4
  %124 = getelementptr inbounds i8, ptr %dl5, i64 20
  store i32 73730, ptr %124, align 4
  %125 = getelementptr inbounds i8, ptr %dl5, i64 24
  store ptr %shape6, ptr %125, align 8
  %126 = getelementptr inbounds i8, ptr %dl5, i64 32
  store ptr %strides7, ptr %126, align 8
  %127 = getelementptr inbounds i8, ptr %dl5, i64 40
  store i64 0, ptr %127, align 4
  %128 = getelementptr inbounds i64, ptr %args1, i64 1
  store ptr %dl5, ptr %128, align 8
  %129 = call i32 @cajit_rt_host_call(ptr %call, ptr @site.2, ptr %args1, ptr %results2, ptr %ints3, ptr %floats4, ptr null)
  %130 = icmp eq i32 %129, 0
  br i1 %130, label %ok8, label %fail

ok8:                                              ; preds = %ok
  %args9 = alloca [1 x ptr], align 8
  %results10 = alloca [1 x ptr], align 8
  %ints11 = alloca [1 x i64], align 8
  %floats12 = alloca [1 x double], align 8
  %131 = call i32 @cajit_rt_host_call(ptr %call, ptr @site.4, ptr %args9, ptr %results10, ptr %ints11, ptr %floats12, ptr null)
  %132 = icmp eq i32 %131, 0
  br i1 %132, label %ok13, label %fail

ok13:                                             ; preds = %ok8
  ret i32 0
}

; Function Attrs: nounwind
declare void @cajit_rt_dlpack_release(ptr) #1

; Function Attrs: nounwind
declare i32 @cajit_rt_host_call(ptr, ptr, ptr, ptr, ptr, ptr, ptr) #1

define i32 @cajit_entry(ptr %call) {
entry:
  %floats61 = alloca [1 x double], align 8
  %ints60 = alloca [1 x i64], align 8
  %results59 = alloca [1 x ptr], align 8
  %args58 = alloca [1 x ptr], align 8
  %owned56 = alloca [2 x ptr], align 8
  %dims55 = alloca [6 x i64], align 8
  %dl54 = alloca [6 x i64], align 8
  %floats53 = alloca [1 x double], align 8
  %ints52 = alloca [1 x i64], align 8
  %results51 = alloca [1 x ptr], align 8
  %args50 = alloca [2 x ptr], align 8
  %owned = alloca [2 x ptr], align 8
  %dims = alloca [2 x i64], align 8
  %dl = alloca [6 x i64], align 8
  %floats = alloca [1 x double], align 8
  %ints = alloca [1 x i64], align 8
  %results = alloca [1 x ptr], align 8
  %args = alloca [2 x ptr], align 8
  %oshapes = alloca [4 x i64], align 8
  %offsets = alloca [2 x i64], align 8
  %layout_scratch = alloca [8 x i64], align 8
  %counts = alloca [2 x i64], align 8
  %bufs = alloca [28 x ptr], align 8
  %syms = alloca [42 x i64], align 8
  %held = alloca [1 x ptr], align 8
  %outs = alloca [1 x ptr], align 8
  %inputs_now = alloca [8 x ptr], align 8
  %donated = alloca [2 x ptr], align 8
  %0 = getelementptr inbounds i64, ptr %donated, i64 0
  store ptr null, ptr %0, align 8
  %1 = getelementptr inbounds i64, ptr %donated, i64 1
  store ptr null, ptr %1, align 8
  %arena = alloca ptr, align 8
  store ptr null, ptr %arena, align 8
  %2 = getelementptr inbounds i8, ptr %call, i64 8
  %3 = load i32, ptr %2, align 4
  %4 = icmp eq i32 %3, 8
  br i1 %4, label %ok, label %bad

fail:                                             ; preds = %ok57, %ok49, %ok48, %ok47, %ok46, %ok45, %ok44, %ok43, %ok42, %ok41, %ok40, %ok39, %bad38, %bad36, %bad34, %bad31, %bad29, %bad27, %ok25, %bad24, %ok22, %bad21, %bad19, %ok17, %bad16, %bad14, %bad12, %ok10, %bad9, %bad7, %bad5, %bad3, %bad1, %bad
  %5 = getelementptr inbounds i64, ptr %donated, i64 0
  %6 = load ptr, ptr %5, align 8
  call void @cajit_rt_dlpack_release(ptr %6)
  %7 = getelementptr inbounds i64, ptr %donated, i64 1
  %8 = load ptr, ptr %7, align 8
  call void @cajit_rt_dlpack_release(ptr %8)
  %9 = load ptr, ptr %arena, align 8
  call void @cajit_rt_arena_destroy(ptr %9)
  ret i32 1

bad:                                              ; preds = %entry
  %10 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.5, i32 %3)
  br label %fail

ok:                                               ; preds = %entry
  %11 = getelementptr inbounds i8, ptr %call, i64 24
  %12 = load i32, ptr %11, align 4
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %ok2, label %bad1

bad1:                                             ; preds = %ok
  %14 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.6, i32 %12)
  br label %fail

ok2:                                              ; preds = %ok
  %15 = getelementptr inbounds i8, ptr %call, i64 40
  %16 = load i32, ptr %15, align 4
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %ok4, label %bad3

bad3:                                             ; preds = %ok2
  %18 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.7, i32 %16)
  br label %fail

ok4:                                              ; preds = %ok2
  %19 = getelementptr inbounds i8, ptr %call, i64 56
  %20 = load i32, ptr %19, align 4
  %21 = icmp eq i32 %20, 0
  br i1 %21, label %ok6, label %bad5

bad5:                                             ; preds = %ok4
  %22 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.8, i32 %20)
  br label %fail

ok6:                                              ; preds = %ok4
  %23 = getelementptr inbounds i8, ptr %call, i64 80
  %24 = load i32, ptr %23, align 4
  %25 = icmp eq i32 %24, 0
  br i1 %25, label %ok8, label %bad7

bad7:                                             ; preds = %ok6
  %26 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.9, i32 %24)
  br label %fail

ok8:                                              ; preds = %ok6
  %27 = getelementptr inbounds i8, ptr %call, i64 0
  %28 = load ptr, ptr %27, align 8
  %29 = icmp ne ptr %28, null
  br i1 %29, label %ok10, label %bad9

bad9:                                             ; preds = %ok8
  %30 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.10)
  br label %fail

ok10:                                             ; preds = %ok8
  %31 = call i32 @cajit_rt_check_inputs(ptr %call, i32 8, ptr @input_guards, ptr %bufs)
  %32 = icmp eq i32 %31, 0
  br i1 %32, label %ok11, label %fail

ok11:                                             ; preds = %ok10
  %33 = getelementptr inbounds i8, ptr %call, i64 0
  %34 = load ptr, ptr %33, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %inputs_now, ptr align 8 %34, i64 64, i1 false)
  call void @cajit_rt_bind_symbols(ptr %call, i32 3, ptr @bindings, ptr %syms)
  %35 = getelementptr inbounds i64, ptr %syms, i64 0
  %36 = load i64, ptr %35, align 8
  %37 = icmp sge i64 %36, 0
  br i1 %37, label %ok13, label %bad12

bad12:                                            ; preds = %ok11
  %38 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.12, i64 %36)
  br label %fail

ok13:                                             ; preds = %ok11
  %39 = getelementptr inbounds i64, ptr %syms, i64 1
  %40 = load i64, ptr %39, align 8
  %41 = icmp sge i64 %40, 0
  br i1 %41, label %ok15, label %bad14

bad14:                                            ; preds = %ok13
  %42 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.13, i64 %40)
  br label %fail

ok15:                                             ; preds = %ok13
  %43 = getelementptr inbounds i64, ptr %syms, i64 2
  %44 = load i64, ptr %43, align 8
  %45 = icmp sge i64 %44, 0
  br i1 %45, label %ok17, label %bad16

bad16:                                            ; preds = %ok15
  %46 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.14, i64 %44)
  br label %fail

ok17:                                             ; preds = %ok15
  %47 = call i32 @cajit_rt_check_dims(ptr %call, i32 17, ptr @dim_guards, ptr %syms)
  %48 = icmp eq i32 %47, 0
  br i1 %48, label %ok18, label %fail

ok18:                                             ; preds = %ok17
  %49 = getelementptr inbounds i64, ptr %syms, i64 0
  %50 = load i64, ptr %49, align 8
  %51 = getelementptr inbounds i64, ptr %syms, i64 1
  %52 = load i64, ptr %51, align 8
  %53 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %50, i64 %52)
  %54 = extractvalue { i64, i1 } %53, 1
  %55 = xor i1 %54, true
  br i1 %55, label %ok20, label %bad19

bad19:                                            ; preds = %ok18
  %56 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.35)
  br label %fail

ok20:                                             ; preds = %ok18
  %57 = extractvalue { i64, i1 } %53, 0
  %58 = getelementptr inbounds i64, ptr %syms, i64 2
  %59 = load i64, ptr %58, align 8
  %60 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %57, i64 %59)
  %61 = extractvalue { i64, i1 } %60, 1
  %62 = xor i1 %61, true
  br i1 %62, label %ok22, label %bad21

bad21:                                            ; preds = %ok20
  %63 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.35)
  br label %fail

ok22:                                             ; preds = %ok20
  %64 = extractvalue { i64, i1 } %60, 0
  %65 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %50, i64 %52)
  %66 = extractvalue { i64, i1 } %65, 1
  %67 = xor i1 %66, true
  %68 = call i32 @cajit_rt_check_open_strides(ptr %call, i32 8, ptr @open_strides, ptr %syms)
  %69 = icmp eq i32 %68, 0
  br i1 %69, label %ok23, label %fail

ok23:                                             ; preds = %ok22
  br i1 %67, label %ok25, label %bad24

bad24:                                            ; preds = %ok23
  %70 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.36)
  br label %fail

ok25:                                             ; preds = %ok23
  %71 = extractvalue { i64, i1 } %65, 0
  %72 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %50, i64 %59)
  %73 = extractvalue { i64, i1 } %72, 1
  %74 = xor i1 %73, true
  %75 = call i32 @cajit_rt_check_open_strides(ptr %call, i32 9, ptr @open_strides.37, ptr %syms)
  %76 = icmp eq i32 %75, 0
  br i1 %76, label %ok26, label %fail

ok26:                                             ; preds = %ok25
  br i1 %74, label %ok28, label %bad27

bad27:                                            ; preds = %ok26
  %77 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.38)
  br label %fail

ok28:                                             ; preds = %ok26
  %78 = extractvalue { i64, i1 } %72, 0
  %79 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 63, i64 %52)
  %80 = extractvalue { i64, i1 } %79, 1
  %81 = xor i1 %80, true
  br i1 %81, label %ok30, label %bad29

bad29:                                            ; preds = %ok28
  %82 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.39)
  br label %fail

ok30:                                             ; preds = %ok28
  %83 = extractvalue { i64, i1 } %79, 0
  %84 = udiv i64 %83, 64
  %85 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %78, i64 %84)
  %86 = extractvalue { i64, i1 } %85, 1
  %87 = xor i1 %86, true
  br i1 %87, label %ok32, label %bad31

bad31:                                            ; preds = %ok30
  %88 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.38)
  br label %fail

ok32:                                             ; preds = %ok30
  %89 = extractvalue { i64, i1 } %85, 0
  %arena33 = call ptr @cajit_rt_arena_create()
  store ptr %arena33, ptr %arena, align 8
  %90 = icmp ne ptr %arena33, null
  br i1 %90, label %ok35, label %bad34

bad34:                                            ; preds = %ok32
  %91 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 5, ptr @str.40)
  br label %fail

ok35:                                             ; preds = %ok32
  %92 = getelementptr inbounds i64, ptr %counts, i64 0
  store i64 %71, ptr %92, align 8
  %93 = getelementptr inbounds i64, ptr %counts, i64 1
  store i64 %89, ptr %93, align 8
  %total = call i64 @cajit_rt_plan_layout_cached(ptr @layout_cache, i32 2, ptr %counts, ptr @elem_sizes, ptr @first_use, ptr @last_use, ptr %layout_scratch, ptr %offsets)
  %94 = icmp sge i64 %total, 0
  br i1 %94, label %ok37, label %bad36

bad36:                                            ; preds = %ok35
  %95 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 5, ptr @str.41)
  br label %fail

ok37:                                             ; preds = %ok35
  %intermediates = call ptr @cajit_rt_arena_alloc(ptr %arena33, i64 %total, i64 1)
  %96 = icmp ne ptr %intermediates, null
  br i1 %96, label %ok39, label %bad38

bad38:                                            ; preds = %ok37
  %97 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 5, ptr @str.42, i64 %total)
  br label %fail

ok39:                                             ; preds = %ok37
  call void @cajit_rt_bind_planned(ptr %bufs, i32 2, ptr @planned, ptr %intermediates, ptr %offsets)
  %98 = getelementptr inbounds i64, ptr %oshapes, i64 0
  store i64 %59, ptr %98, align 8
  %99 = getelementptr inbounds i64, ptr %oshapes, i64 1
  store i64 %50, ptr %99, align 8
  %100 = getelementptr inbounds i64, ptr %oshapes, i64 2
  store i64 %52, ptr %100, align 8
  %101 = getelementptr inbounds i64, ptr %oshapes, i64 3
  store i64 %59, ptr %101, align 8
  %102 = call i32 @cajit_rt_alloc_tensors(ptr %call, i32 2, ptr @allocations, ptr %oshapes, ptr %outs, ptr %donated, ptr %bufs)
  %103 = icmp eq i32 %102, 0
  br i1 %103, label %ok40, label %fail

ok40:                                             ; preds = %ok39
  %104 = getelementptr inbounds i64, ptr %bufs, i64 27
  %105 = load ptr, ptr %104, align 8
  %106 = getelementptr inbounds i64, ptr %syms, i64 0
  %107 = load i64, ptr %106, align 8
  %108 = getelementptr inbounds i64, ptr %syms, i64 1
  %109 = load i64, ptr %108, align 8
  %110 = getelementptr inbounds i64, ptr %syms, i64 2
  %111 = load i64, ptr %110, align 8
  call void @k0._13___aten_sum_dim_IntList__zero_the_block_partials_(ptr %105, i64 %107, i64 %109, i64 %111)
  %112 = getelementptr inbounds i64, ptr %inputs_now, i64 0
  %113 = getelementptr inbounds i64, ptr %bufs, i64 0
  %114 = call i32 @cajit_rt_input_ready(ptr %call, i32 0, ptr %112, ptr %113, ptr @str.43)
  %115 = icmp eq i32 %114, 0
  br i1 %115, label %ok41, label %fail

ok41:                                             ; preds = %ok40
  %116 = getelementptr inbounds i64, ptr %inputs_now, i64 1
  %117 = getelementptr inbounds i64, ptr %bufs, i64 1
  %118 = call i32 @cajit_rt_input_ready(ptr %call, i32 1, ptr %116, ptr %117, ptr @str.43)
  %119 = icmp eq i32 %118, 0
  br i1 %119, label %ok42, label %fail

ok42:                                             ; preds = %ok41
  %120 = getelementptr inbounds i64, ptr %inputs_now, i64 2
  %121 = getelementptr inbounds i64, ptr %bufs, i64 2
  %122 = call i32 @cajit_rt_input_ready(ptr %call, i32 2, ptr %120, ptr %121, ptr @str.43)
  %123 = icmp eq i32 %122, 0
  br i1 %123, label %ok43, label %fail

ok43:                                             ; preds = %ok42
  %124 = getelementptr inbounds i64, ptr %inputs_now, i64 3
  %125 = getelementptr inbounds i64, ptr %bufs, i64 3
  %126 = call i32 @cajit_rt_input_ready(ptr %call, i32 3, ptr %124, ptr %125, ptr @str.43)
  %127 = icmp eq i32 %126, 0
  br i1 %127, label %ok44, label %fail

ok44:                                             ; preds = %ok43
  %128 = getelementptr inbounds i64, ptr %inputs_now, i64 4
  %129 = getelementptr inbounds i64, ptr %bufs, i64 4
  %130 = call i32 @cajit_rt_input_ready(ptr %call, i32 4, ptr %128, ptr %129, ptr @str.43)
  %131 = icmp eq i32 %130, 0
  br i1 %131, label %ok45, label %fail

ok45:                                             ; preds = %ok44
  %132 = getelementptr inbounds i64, ptr %inputs_now, i64 5
  %133 = getelementptr inbounds i64, ptr %bufs, i64 5
  %134 = call i32 @cajit_rt_input_ready(ptr %call, i32 5, ptr %132, ptr %133, ptr @str.43)
  %135 = icmp eq i32 %134, 0
  br i1 %135, label %ok46, label %fail

ok46:                                             ; preds = %ok45
  %136 = getelementptr inbounds i64, ptr %inputs_now, i64 6
  %137 = getelementptr inbounds i64, ptr %bufs, i64 6
  %138 = call i32 @cajit_rt_input_ready(ptr %call, i32 6, ptr %136, ptr %137, ptr @str.43)
  %139 = icmp eq i32 %138, 0
  br i1 %139, label %ok47, label %fail

ok47:                                             ; preds = %ok46
  %140 = getelementptr inbounds i64, ptr %inputs_now, i64 7
  %141 = getelementptr inbounds i64, ptr %bufs, i64 7
  %142 = call i32 @cajit_rt_input_ready(ptr %call, i32 7, ptr %140, ptr %141, ptr @str.43)
  %143 = icmp eq i32 %142, 0
  br i1 %143, label %ok48, label %fail

ok48:                                             ; preds = %ok47
  %144 = getelementptr inbounds i64, ptr %bufs, i64 0
  %145 = load ptr, ptr %144, align 8
  %146 = getelementptr inbounds i64, ptr %bufs, i64 1
  %147 = load ptr, ptr %146, align 8
  %148 = getelementptr inbounds i64, ptr %bufs, i64 2
  %149 = load ptr, ptr %148, align 8
  %150 = getelementptr inbounds i64, ptr %bufs, i64 3
  %151 = load ptr, ptr %150, align 8
  %152 = getelementptr inbounds i64, ptr %bufs, i64 4
  %153 = load ptr, ptr %152, align 8
  %154 = getelementptr inbounds i64, ptr %bufs, i64 5
  %155 = load ptr, ptr %154, align 8
  %156 = getelementptr inbounds i64, ptr %bufs, i64 6
  %157 = load ptr, ptr %156, align 8
  %158 = getelementptr inbounds i64, ptr %bufs, i64 7
  %159 = load ptr, ptr %158, align 8
  %160 = getelementptr inbounds i64, ptr %bufs, i64 17
  %161 = load ptr, ptr %160, align 8
  %162 = getelementptr inbounds i64, ptr %bufs, i64 26
  %163 = load ptr, ptr %162, align 8
  %164 = getelementptr inbounds i64, ptr %bufs, i64 27
  %165 = load ptr, ptr %164, align 8
  %166 = getelementptr inbounds i64, ptr %syms, i64 0
  %167 = load i64, ptr %166, align 8
  %168 = getelementptr inbounds i64, ptr %syms, i64 1
  %169 = load i64, ptr %168, align 8
  %170 = getelementptr inbounds i64, ptr %syms, i64 2
  %171 = load i64, ptr %170, align 8
  %172 = getelementptr inbounds i64, ptr %syms, i64 3
  %173 = load i64, ptr %172, align 8
  %174 = getelementptr inbounds i64, ptr %syms, i64 4
  %175 = load i64, ptr %174, align 8
  %176 = getelementptr inbounds i64, ptr %syms, i64 5
  %177 = load i64, ptr %176, align 8
  %178 = getelementptr inbounds i64, ptr %syms, i64 6
  %179 = load i64, ptr %178, align 8
  %180 = getelementptr inbounds i64, ptr %syms, i64 7
  %181 = load i64, ptr %180, align 8
  %182 = getelementptr inbounds i64, ptr %syms, i64 8
  %183 = load i64, ptr %182, align 8
  %184 = getelementptr inbounds i64, ptr %syms, i64 9
  %185 = load i64, ptr %184, align 8
  %186 = getelementptr inbounds i64, ptr %syms, i64 10
  %187 = load i64, ptr %186, align 8
  %188 = getelementptr inbounds i64, ptr %syms, i64 11
  %189 = load i64, ptr %188, align 8
  %190 = getelementptr inbounds i64, ptr %syms, i64 12
  %191 = load i64, ptr %190, align 8
  %192 = getelementptr inbounds i64, ptr %syms, i64 14
  %193 = load i64, ptr %192, align 8
  %194 = getelementptr inbounds i64, ptr %syms, i64 15
  %195 = load i64, ptr %194, align 8
  %196 = getelementptr inbounds i64, ptr %syms, i64 16
  %197 = load i64, ptr %196, align 8
  %198 = getelementptr inbounds i64, ptr %syms, i64 17
  %199 = load i64, ptr %198, align 8
  %200 = getelementptr inbounds i64, ptr %syms, i64 18
  %201 = load i64, ptr %200, align 8
  call void @k1._17___aten_sum_dim_IntList(ptr %145, ptr %147, ptr %149, ptr %151, ptr %153, ptr %155, ptr %157, ptr %159, ptr %161, ptr %163, ptr %165, i64 %167, i64 %169, i64 %171, i64 %173, i64 %175, i64 %177, i64 %179, i64 %181, i64 %183, i64 %185, i64 %187, i64 %189, i64 %191, i64 %193, i64 %195, i64 %197, i64 %199, i64 %201)
  call void @cajit_rt_release_inputs(ptr %call, ptr @released_inputs, i32 6)
  %202 = getelementptr inbounds i64, ptr %bufs, i64 13
  %203 = load ptr, ptr %202, align 8
  %204 = getelementptr inbounds i64, ptr %bufs, i64 27
  %205 = load ptr, ptr %204, align 8
  %206 = getelementptr inbounds i64, ptr %syms, i64 0
  %207 = load i64, ptr %206, align 8
  %208 = getelementptr inbounds i64, ptr %syms, i64 1
  %209 = load i64, ptr %208, align 8
  %210 = getelementptr inbounds i64, ptr %syms, i64 2
  %211 = load i64, ptr %210, align 8
  call void @k4._13___aten_sum_dim_IntList__sum_of_the_blocks_(ptr %203, ptr %205, i64 %207, i64 %209, i64 %211)
  %212 = getelementptr inbounds i64, ptr %inputs_now, i64 4
  %213 = load ptr, ptr %212, align 8
  %214 = getelementptr inbounds i64, ptr %args, i64 0
  store ptr %213, ptr %214, align 8
  %215 = getelementptr inbounds i64, ptr %syms, i64 2
  %216 = load i64, ptr %215, align 8
  %217 = getelementptr inbounds i64, ptr %dims, i64 0
  store i64 %216, ptr %217, align 8
  %218 = getelementptr inbounds i64, ptr %dims, i64 1
  store i64 1, ptr %218, align 8
  %219 = getelementptr inbounds i64, ptr %bufs, i64 13
  %220 = load ptr, ptr %219, align 8
  %221 = getelementptr inbounds float, ptr %220, i64 0
  call void @cajit_rt_view_tensor(ptr %dl, ptr %221, i32 1, i32 73730, ptr %dims)
  %222 = getelementptr inbounds i64, ptr %args, i64 1
  store ptr %dl, ptr %222, align 8
  %223 = getelementptr inbounds i64, ptr %owned, i64 0
  store ptr null, ptr %223, align 8
  %224 = getelementptr inbounds i64, ptr %owned, i64 1
  store ptr null, ptr %224, align 8
  %225 = getelementptr inbounds i64, ptr %donated, i64 0
  %226 = load ptr, ptr %225, align 8
  %227 = getelementptr inbounds i64, ptr %owned, i64 1
  store ptr %226, ptr %227, align 8
  %228 = getelementptr inbounds i64, ptr %donated, i64 0
  store ptr null, ptr %228, align 8
  %229 = call i32 @cajit_rt_host_call(ptr %call, ptr @site.45, ptr %args, ptr %results, ptr %ints, ptr %floats, ptr %owned)
  %230 = icmp eq i32 %229, 0
  br i1 %230, label %ok49, label %fail

ok49:                                             ; preds = %ok48
  call void @cajit_rt_release_inputs(ptr %call, ptr @released_inputs.46, i32 1)
  %231 = getelementptr inbounds i64, ptr %inputs_now, i64 6
  %232 = load ptr, ptr %231, align 8
  %233 = getelementptr inbounds i64, ptr %args50, i64 0
  store ptr %232, ptr %233, align 8
  %234 = getelementptr inbounds i64, ptr %syms, i64 0
  %235 = load i64, ptr %234, align 8
  %236 = getelementptr inbounds i64, ptr %syms, i64 1
  %237 = load i64, ptr %236, align 8
  %238 = getelementptr inbounds i64, ptr %syms, i64 2
  %239 = load i64, ptr %238, align 8
  %240 = mul nsw i64 %237, %239
  %241 = getelementptr inbounds i64, ptr %dims55, i64 0
  store i64 %235, ptr %241, align 8
  %242 = getelementptr inbounds i64, ptr %dims55, i64 3
  store i64 %240, ptr %242, align 8
  %243 = getelementptr inbounds i64, ptr %dims55, i64 1
  store i64 %237, ptr %243, align 8
  %244 = getelementptr inbounds i64, ptr %dims55, i64 4
  store i64 %239, ptr %244, align 8
  %245 = getelementptr inbounds i64, ptr %dims55, i64 2
  store i64 %239, ptr %245, align 8
  %246 = getelementptr inbounds i64, ptr %dims55, i64 5
  store i64 1, ptr %246, align 8
  %247 = getelementptr inbounds i64, ptr %bufs, i64 26
  %248 = load ptr, ptr %247, align 8
  %249 = getelementptr inbounds float, ptr %248, i64 0
  call void @cajit_rt_view_tensor(ptr %dl54, ptr %249, i32 3, i32 73730, ptr %dims55)
  %250 = getelementptr inbounds i64, ptr %args50, i64 1
  store ptr %dl54, ptr %250, align 8
  %251 = getelementptr inbounds i64, ptr %owned56, i64 0
  store ptr null, ptr %251, align 8
  %252 = getelementptr inbounds i64, ptr %owned56, i64 1
  store ptr null, ptr %252, align 8
  %253 = getelementptr inbounds i64, ptr %donated, i64 1
  %254 = load ptr, ptr %253, align 8
  %255 = getelementptr inbounds i64, ptr %owned56, i64 1
  store ptr %254, ptr %255, align 8
  %256 = getelementptr inbounds i64, ptr %donated, i64 1
  store ptr null, ptr %256, align 8
  %257 = call i32 @cajit_rt_host_call(ptr %call, ptr @site.47, ptr %args50, ptr %results51, ptr %ints52, ptr %floats53, ptr %owned56)
  %258 = icmp eq i32 %257, 0
  br i1 %258, label %ok57, label %fail

ok57:                                             ; preds = %ok49
  call void @cajit_rt_release_inputs(ptr %call, ptr @released_inputs.48, i32 1)
  %259 = call i32 @cajit_rt_host_call(ptr %call, ptr @site.50, ptr %args58, ptr %results59, ptr %ints60, ptr %floats61, ptr null)
  %260 = icmp eq i32 %259, 0
  br i1 %260, label %ok62, label %fail

ok62:                                             ; preds = %ok57
  %261 = getelementptr inbounds i8, ptr %call, i64 72
  %262 = load ptr, ptr %261, align 8
  %263 = getelementptr inbounds i64, ptr %donated, i64 0
  %264 = load ptr, ptr %263, align 8
  call void @cajit_rt_dlpack_release(ptr %264)
  %265 = getelementptr inbounds i64, ptr %donated, i64 1
  %266 = load ptr, ptr %265, align 8
  call void @cajit_rt_dlpack_release(ptr %266)
  %267 = load ptr, ptr %arena, align 8
  call void @cajit_rt_arena_destroy(ptr %267)
  ret i32 0
}

; Function Attrs: nounwind
declare void @cajit_rt_arena_destroy(ptr) #1

; Function Attrs: nounwind
declare i32 @cajit_rt_fail(ptr, i32, ptr, ...) #1

; Function Attrs: nounwind
declare i32 @cajit_rt_check_inputs(ptr, i32, ptr, ptr) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nounwind
declare void @cajit_rt_bind_symbols(ptr, i32, ptr, ptr) #1

; Function Attrs: nounwind
declare i32 @cajit_rt_check_dims(ptr, i32, ptr, ptr) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #4

; Function Attrs: nounwind
declare i32 @cajit_rt_check_open_strides(ptr, i32, ptr, ptr) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.sadd.with.overflow.i64(i64, i64) #4

; Function Attrs: nounwind
declare ptr @cajit_rt_arena_create() #1

declare i64 @cajit_rt_plan_layout_cached(ptr, i32, ptr, ptr, ptr, ptr, ptr, ptr)

; Function Attrs: nounwind
declare ptr @cajit_rt_arena_alloc(ptr, i64, i64) #1

; Function Attrs: nounwind
declare void @cajit_rt_bind_planned(ptr, i32, ptr, ptr, ptr) #1

; Function Attrs: nounwind
declare i32 @cajit_rt_alloc_tensors(ptr, i32, ptr, ptr, ptr, ptr, ptr) #1

; Function Attrs: nounwind
declare i32 @cajit_rt_input_ready(ptr, i32, ptr, ptr, ptr) #1

; Function Attrs: nounwind
declare void @cajit_rt_release_inputs(ptr, ptr, i32) #1

; Function Attrs: nounwind
declare void @cajit_rt_view_tensor(ptr, ptr, i32, i32, ptr) #1

attributes #0 = { noinline nounwind }
attributes #1 = { nounwind }
attributes #2 = { nosync nounwind willreturn memory(none) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
