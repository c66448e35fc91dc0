
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
@str.11 = private unnamed_addr constant [30 x i8] c"guard failed: input 0 is NULL\00", align 1
@str.12 = private unnamed_addr constant [68 x i8] c"guard failed: input 0 is on DLPack device type %d, expected cpu (1)\00", align 1
@str.13 = private unnamed_addr constant [46 x i8] c"guard failed: input 0 has %d dims, expected 0\00", align 1
@str.14 = private unnamed_addr constant [82 x i8] c"guard failed: input 0 has DLPack dtype (code %d, bits %d, lanes %d), expected f32\00", align 1
@str.15 = private unnamed_addr constant [30 x i8] c"guard failed: input 1 is NULL\00", align 1
@str.16 = private unnamed_addr constant [68 x i8] c"guard failed: input 1 is on DLPack device type %d, expected cpu (1)\00", align 1
@str.17 = private unnamed_addr constant [46 x i8] c"guard failed: input 1 has %d dims, expected 3\00", align 1
@str.18 = private unnamed_addr constant [82 x i8] c"guard failed: input 1 has DLPack dtype (code %d, bits %d, lanes %d), expected f32\00", align 1
@str.19 = private unnamed_addr constant [30 x i8] c"guard failed: input 2 is NULL\00", align 1
@str.20 = private unnamed_addr constant [68 x i8] c"guard failed: input 2 is on DLPack device type %d, expected cpu (1)\00", align 1
@str.21 = private unnamed_addr constant [46 x i8] c"guard failed: input 2 has %d dims, expected 1\00", align 1
@str.22 = private unnamed_addr constant [82 x i8] c"guard failed: input 2 has DLPack dtype (code %d, bits %d, lanes %d), expected f32\00", align 1
@str.23 = private unnamed_addr constant [30 x i8] c"guard failed: input 3 is NULL\00", align 1
@str.24 = private unnamed_addr constant [68 x i8] c"guard failed: input 3 is on DLPack device type %d, expected cpu (1)\00", align 1
@str.25 = private unnamed_addr constant [46 x i8] c"guard failed: input 3 has %d dims, expected 3\00", align 1
@str.26 = private unnamed_addr constant [82 x i8] c"guard failed: input 3 has DLPack dtype (code %d, bits %d, lanes %d), expected f32\00", align 1
@str.27 = private unnamed_addr constant [30 x i8] c"guard failed: input 4 is NULL\00", align 1
@str.28 = private unnamed_addr constant [68 x i8] c"guard failed: input 4 is on DLPack device type %d, expected cpu (1)\00", align 1
@str.29 = private unnamed_addr constant [46 x i8] c"guard failed: input 4 has %d dims, expected 1\00", align 1
@str.30 = private unnamed_addr constant [82 x i8] c"guard failed: input 4 has DLPack dtype (code %d, bits %d, lanes %d), expected f32\00", align 1
@str.31 = private unnamed_addr constant [30 x i8] c"guard failed: input 5 is NULL\00", align 1
@str.32 = private unnamed_addr constant [68 x i8] c"guard failed: input 5 is on DLPack device type %d, expected cpu (1)\00", align 1
@str.33 = private unnamed_addr constant [46 x i8] c"guard failed: input 5 has %d dims, expected 3\00", align 1
@str.34 = private unnamed_addr constant [82 x i8] c"guard failed: input 5 has DLPack dtype (code %d, bits %d, lanes %d), expected f32\00", align 1
@str.35 = private unnamed_addr constant [30 x i8] c"guard failed: input 6 is NULL\00", align 1
@str.36 = private unnamed_addr constant [68 x i8] c"guard failed: input 6 is on DLPack device type %d, expected cpu (1)\00", align 1
@str.37 = private unnamed_addr constant [46 x i8] c"guard failed: input 6 has %d dims, expected 3\00", align 1
@str.38 = private unnamed_addr constant [82 x i8] c"guard failed: input 6 has DLPack dtype (code %d, bits %d, lanes %d), expected f32\00", align 1
@str.39 = private unnamed_addr constant [30 x i8] c"guard failed: input 7 is NULL\00", align 1
@str.40 = private unnamed_addr constant [68 x i8] c"guard failed: input 7 is on DLPack device type %d, expected cpu (1)\00", align 1
@str.41 = private unnamed_addr constant [46 x i8] c"guard failed: input 7 has %d dims, expected 3\00", align 1
@str.42 = private unnamed_addr constant [82 x i8] c"guard failed: input 7 has DLPack dtype (code %d, bits %d, lanes %d), expected f32\00", align 1
@str.43 = private unnamed_addr constant [103 x i8] c"guard failed: s0 (input 1 dim 0) is %lld, but it is used as a size or stride, which cannot be negative\00", align 1
@str.44 = private unnamed_addr constant [103 x i8] c"guard failed: s1 (input 1 dim 1) is %lld, but it is used as a size or stride, which cannot be negative\00", align 1
@str.45 = private unnamed_addr constant [103 x i8] c"guard failed: s2 (input 1 dim 2) is %lld, but it is used as a size or stride, which cannot be negative\00", align 1
@str.46 = private unnamed_addr constant [56 x i8] c"guard failed: input 2 dim 0 is %lld, expected %lld (s2)\00", align 1
@str.47 = private unnamed_addr constant [56 x i8] c"guard failed: input 3 dim 0 is %lld, expected %lld (s0)\00", align 1
@str.48 = private unnamed_addr constant [56 x i8] c"guard failed: input 3 dim 1 is %lld, expected %lld (s1)\00", align 1
@str.49 = private unnamed_addr constant [56 x i8] c"guard failed: input 3 dim 2 is %lld, expected %lld (s2)\00", align 1
@str.50 = private unnamed_addr constant [56 x i8] c"guard failed: input 4 dim 0 is %lld, expected %lld (s2)\00", align 1
@str.51 = private unnamed_addr constant [56 x i8] c"guard failed: input 5 dim 0 is %lld, expected %lld (s0)\00", align 1
@str.52 = private unnamed_addr constant [56 x i8] c"guard failed: input 5 dim 1 is %lld, expected %lld (s1)\00", align 1
@str.53 = private unnamed_addr constant [55 x i8] c"guard failed: input 5 dim 2 is %lld, expected %lld (1)\00", align 1
@str.54 = private unnamed_addr constant [56 x i8] c"guard failed: input 6 dim 0 is %lld, expected %lld (s0)\00", align 1
@str.55 = private unnamed_addr constant [56 x i8] c"guard failed: input 6 dim 1 is %lld, expected %lld (s1)\00", align 1
@str.56 = private unnamed_addr constant [56 x i8] c"guard failed: input 6 dim 2 is %lld, expected %lld (s2)\00", align 1
@str.57 = private unnamed_addr constant [56 x i8] c"guard failed: input 7 dim 0 is %lld, expected %lld (s0)\00", align 1
@str.58 = private unnamed_addr constant [56 x i8] c"guard failed: input 7 dim 1 is %lld, expected %lld (s1)\00", align 1
@str.59 = private unnamed_addr constant [55 x i8] c"guard failed: input 7 dim 2 is %lld, expected %lld (1)\00", align 1
@str.60 = private unnamed_addr constant [71 x i8] c"guard failed: input 1: size arithmetic overflows int64 in s0 * s1 * s2\00", align 1
@str.61 = private unnamed_addr constant [71 x i8] c"guard failed: input 1: size arithmetic overflows int64 in s0 * s1 * s2\00", align 1
@str.62 = private unnamed_addr constant [69 x i8] c"guard failed: input 1: stride 0 is %lld, a stride cannot be negative\00", align 1
@str.63 = private unnamed_addr constant [69 x i8] c"guard failed: input 1: stride 1 is %lld, a stride cannot be negative\00", align 1
@str.64 = private unnamed_addr constant [69 x i8] c"guard failed: input 1: stride 2 is %lld, a stride cannot be negative\00", align 1
@str.65 = private unnamed_addr constant [69 x i8] c"guard failed: input 2: stride 0 is %lld, a stride cannot be negative\00", align 1
@str.66 = private unnamed_addr constant [69 x i8] c"guard failed: input 3: stride 0 is %lld, a stride cannot be negative\00", align 1
@str.67 = private unnamed_addr constant [69 x i8] c"guard failed: input 3: stride 1 is %lld, a stride cannot be negative\00", align 1
@str.68 = private unnamed_addr constant [69 x i8] c"guard failed: input 3: stride 2 is %lld, a stride cannot be negative\00", align 1
@str.69 = private unnamed_addr constant [69 x i8] c"guard failed: input 4: stride 0 is %lld, a stride cannot be negative\00", align 1
@str.70 = private unnamed_addr constant [66 x i8] c"guard failed: input 5: size arithmetic overflows int64 in s0 * s1\00", align 1
@str.71 = private unnamed_addr constant [69 x i8] c"guard failed: input 5: stride 0 is %lld, a stride cannot be negative\00", align 1
@str.72 = private unnamed_addr constant [69 x i8] c"guard failed: input 5: stride 1 is %lld, a stride cannot be negative\00", align 1
@str.73 = private unnamed_addr constant [69 x i8] c"guard failed: input 5: stride 2 is %lld, a stride cannot be negative\00", align 1
@str.74 = private unnamed_addr constant [69 x i8] c"guard failed: input 6: stride 0 is %lld, a stride cannot be negative\00", align 1
@str.75 = private unnamed_addr constant [69 x i8] c"guard failed: input 6: stride 1 is %lld, a stride cannot be negative\00", align 1
@str.76 = private unnamed_addr constant [69 x i8] c"guard failed: input 6: stride 2 is %lld, a stride cannot be negative\00", align 1
@str.77 = private unnamed_addr constant [69 x i8] c"guard failed: input 7: stride 0 is %lld, a stride cannot be negative\00", align 1
@str.78 = private unnamed_addr constant [69 x i8] c"guard failed: input 7: stride 1 is %lld, a stride cannot be negative\00", align 1
@str.79 = private unnamed_addr constant [69 x i8] c"guard failed: input 7: stride 2 is %lld, a stride cannot be negative\00", align 1
@str.80 = private unnamed_addr constant [90 x i8] c"guard failed: %%14 = aten.view.default (buf14): size arithmetic overflows int64 in s2 - 1\00", align 1
@str.81 = private unnamed_addr constant [131 x i8] c"guard failed: %%14 = aten.view.default (buf14): the view reaches element offsets %lld..%lld of its storage, which holds %lld..%lld\00", align 1
@str.82 = private unnamed_addr constant [84 x i8] c"guard failed: buf27: size arithmetic overflows int64 in s0 * s2 * ((s1 + 63) // 64)\00", align 1
@str.83 = private unnamed_addr constant [64 x i8] c"guard failed: buf27: size arithmetic overflows int64 in s1 + 63\00", align 1
@str.84 = private unnamed_addr constant [84 x i8] c"guard failed: buf27: size arithmetic overflows int64 in s0 * s2 * ((s1 + 63) // 64)\00", align 1
@str.85 = private unnamed_addr constant [40 x i8] c"out of memory creating the call's arena\00", align 1
@elem_sizes = private constant [2 x i64] [i64 4, i64 4]
@first_use = private constant [2 x i32] [i32 1, i32 0]
@last_use = private constant [2 x i32] [i32 1, i32 4]
@layout_cache = private global [6 x i64] zeroinitializer, align 64
@str.86 = private unnamed_addr constant [56 x i8] c"out of memory: the intermediate buffers' sizes overflow\00", align 1
@str.87 = private unnamed_addr constant [60 x i8] c"out of memory allocating %lld bytes of intermediate buffers\00", align 1
@str.88 = private unnamed_addr constant [54 x i8] c"out of memory allocating buf13 (%lld elements of f32)\00", align 1
@str.89 = private unnamed_addr constant [54 x i8] c"out of memory allocating buf26 (%lld elements of f32)\00", align 1
@str.90 = private unnamed_addr constant [27 x i8] c"%17 = aten.sum.dim_IntList\00", align 1
@str.91 = private unnamed_addr constant [27 x i8] c"%17 = aten.sum.dim_IntList\00", align 1
@str.92 = private unnamed_addr constant [27 x i8] c"%17 = aten.sum.dim_IntList\00", align 1
@str.93 = private unnamed_addr constant [27 x i8] c"%17 = aten.sum.dim_IntList\00", align 1
@str.94 = private unnamed_addr constant [27 x i8] c"%17 = aten.sum.dim_IntList\00", align 1
@str.95 = private unnamed_addr constant [27 x i8] c"%17 = aten.sum.dim_IntList\00", align 1
@str.96 = private unnamed_addr constant [27 x i8] c"%17 = aten.sum.dim_IntList\00", align 1
@str.97 = private unnamed_addr constant [27 x i8] c"%17 = aten.sum.dim_IntList\00", align 1
@released_inputs = private unnamed_addr constant [6 x i32] [i32 0, i32 1, i32 2, i32 3, i32 5, i32 7]
@str.98 = private unnamed_addr constant [21 x i8] c"host.accumulate_grad\00", align 1
@site.99 = private constant { i32, i32, i32, i32, i32, i32, i32, i32, i32, ptr, ptr, ptr } { i32 5, i32 -1, i32 2, i32 2, i32 0, i32 0, i32 0, i32 0, i32 7, ptr null, ptr null, ptr @str.98 }
@released_inputs.100 = private unnamed_addr constant [1 x i32] [i32 4]
@str.101 = private unnamed_addr constant [21 x i8] c"host.accumulate_grad\00", align 1
@site.102 = private constant { i32, i32, i32, i32, i32, i32, i32, i32, i32, ptr, ptr, ptr } { i32 5, i32 -1, i32 2, i32 2, i32 0, i32 0, i32 0, i32 0, i32 20, ptr null, ptr null, ptr @str.101 }
@released_inputs.103 = private unnamed_addr constant [1 x i32] [i32 6]
@str.104 = private unnamed_addr constant [21 x i8] c"host.final_callbacks\00", align 1
@site.105 = private constant { i32, i32, i32, i32, i32, i32, i32, i32, i32, ptr, ptr, ptr } { i32 6, i32 -1, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 21, ptr null, ptr null, ptr @str.104 }

; Function Attrs: noinline nounwind
define internal void @k0._13___aten_sum_dim_IntList__zero_the_block_partials_.range(ptr noalias %buf27, i64 %s0, i64 %s1, i64 %s2, i64 %lo, i64 %hi) #0 {
entry:
  %0 = add nsw i64 63, %s1
  %1 = udiv i64 %0, 64
  br label %loop_i0

loop_i0:                                          ; preds = %done2, %entry
  %_i0 = phi i64 [ %lo, %entry ], [ %4, %done2 ]
  %2 = icmp slt i64 %_i0, %hi
  br i1 %2, label %body, label %done

body:                                             ; preds = %loop_i0
  br label %loop_i1

done:                                             ; preds = %loop_i0
  ret void

loop_i1:                                          ; preds = %done4, %body
  %_i1 = phi i64 [ 0, %body ], [ %15, %done4 ]
  %3 = icmp slt i64 %_i1, %1
  br i1 %3, label %body1, label %done2

body1:                                            ; preds = %loop_i1
  br label %loop_i2

done2:                                            ; preds = %loop_i1
  %4 = add nuw nsw i64 %_i0, 1
  br label %loop_i0, !llvm.loop !0

loop_i2:                                          ; preds = %body3, %body1
  %_i2 = phi i64 [ 0, %body1 ], [ %14, %body3 ]
  %5 = icmp slt i64 %_i2, %s2
  br i1 %5, label %body3, label %done4

body3:                                            ; preds = %loop_i2
  %6 = mul nsw i64 %s2, %_i0
  %7 = add nsw i64 63, %s1
  %8 = udiv i64 %7, 64
  %9 = mul nsw i64 %6, %8
  %10 = mul nsw i64 %s2, %_i1
  %11 = add nsw i64 %9, %10
  %12 = add nsw i64 %11, %_i2
  %13 = getelementptr inbounds float, ptr %buf27, i64 %12
  store float 0.000000e+00, ptr %13, align 4
  %14 = add nuw nsw i64 %_i2, 1
  br label %loop_i2, !llvm.loop !3

done4:                                            ; preds = %loop_i2
  %15 = add nuw nsw i64 %_i1, 1
  br label %loop_i1, !llvm.loop !4
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
  br label %loop_i0, !llvm.loop !5

loop_i2:                                          ; preds = %done9, %body1
  %_i2 = phi i64 [ 0, %body1 ], [ %129, %done9 ]
  %3 = icmp slt i64 %_i2, 1
  br i1 %3, label %body3, label %done4

body3:                                            ; preds = %loop_i2
  store float 0.000000e+00, ptr %acc, align 4
  br label %loop_r0

done4:                                            ; preds = %loop_i2
  %4 = add nuw nsw i64 %_i1, 1
  br label %loop_i1, !llvm.loop !6

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
  br label %loop_r0, !llvm.loop !7

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
  br label %loop_i27, !llvm.loop !8

done9:                                            ; preds = %loop_i27
  %129 = add nuw nsw i64 %_i2, 1
  br label %loop_i2, !llvm.loop !9
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
  br label %loop_i0, !llvm.loop !10

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
  br label %loop_i2, !llvm.loop !11

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
  br label %loop_i1, !llvm.loop !12

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
  br label %loop_i29, !llvm.loop !13

done11:                                           ; preds = %loop_i29
  %75 = add nuw nsw i64 %_r1, 1
  br label %loop_r1, !llvm.loop !14

loop_r113:                                        ; preds = %done19, %done8
  %_r116 = phi i64 [ 0, %done8 ], [ %97, %done19 ]
  %76 = icmp slt i64 %_r116, %26
  br i1 %76, label %body14, label %done15

body14:                                           ; preds = %loop_r113
  %77 = add i64 %18, %_r116
  br label %loop_i217

done15:                                           ; preds = %loop_r113
  %78 = add nuw nsw i64 %_r0, 1
  br label %loop_r0, !llvm.loop !15

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
  br label %loop_i217, !llvm.loop !16

done19:                                           ; preds = %loop_i217
  %97 = add nuw nsw i64 %_r116, 1
  br label %loop_r113, !llvm.loop !17
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

fail:                                             ; preds = %ok216, %ok207, %ok206, %ok205, %ok204, %ok203, %ok202, %ok201, %ok200, %ok199, %ok198, %bad197, %bad194, %bad192, %bad190, %bad188, %bad185, %bad183, %bad181, %bad179, %bad177, %bad175, %bad173, %bad171, %bad169, %bad167, %bad165, %bad163, %bad161, %bad159, %bad157, %bad155, %bad153, %bad151, %bad149, %bad147, %bad145, %bad143, %bad141, %bad139, %bad137, %bad130, %bad128, %bad126, %bad119, %bad117, %bad115, %bad108, %bad106, %bad104, %bad99, %bad92, %bad90, %bad88, %bad83, %bad79, %bad77, %bad75, %bad73, %bad71, %bad69, %bad67, %bad65, %bad63, %bad61, %bad59, %bad57, %bad55, %bad53, %bad51, %bad49, %bad47, %bad45, %bad43, %bad41, %bad39, %bad37, %bad35, %bad33, %bad31, %bad29, %bad27, %bad25, %bad23, %bad21, %bad19, %bad17, %bad15, %bad13, %bad11, %bad9, %bad7, %bad5, %bad3, %bad1, %bad
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
  %31 = getelementptr inbounds i8, ptr %call, i64 0
  %32 = load ptr, ptr %31, align 8
  %33 = getelementptr inbounds i64, ptr %32, i64 0
  %34 = load ptr, ptr %33, align 8
  %35 = icmp ne ptr %34, null
  br i1 %35, label %ok12, label %bad11

bad11:                                            ; preds = %ok10
  %36 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.11)
  br label %fail

ok12:                                             ; preds = %ok10
  %37 = getelementptr inbounds i8, ptr %34, i64 8
  %38 = load i32, ptr %37, align 4
  %39 = icmp eq i32 %38, 1
  br i1 %39, label %ok14, label %bad13

bad13:                                            ; preds = %ok12
  %40 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.12, i32 %38)
  br label %fail

ok14:                                             ; preds = %ok12
  %41 = getelementptr inbounds i8, ptr %34, i64 16
  %42 = load i32, ptr %41, align 4
  %43 = icmp eq i32 %42, 0
  br i1 %43, label %ok16, label %bad15

bad15:                                            ; preds = %ok14
  %44 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.13, i32 %42)
  br label %fail

ok16:                                             ; preds = %ok14
  %45 = getelementptr inbounds i8, ptr %34, i64 20
  %46 = load i32, ptr %45, align 4
  %47 = icmp eq i32 %46, 73730
  %48 = and i32 %46, 255
  %49 = lshr i32 %46, 8
  %50 = and i32 %49, 255
  %51 = lshr i32 %46, 16
  br i1 %47, label %ok18, label %bad17

bad17:                                            ; preds = %ok16
  %52 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.14, i32 %48, i32 %50, i32 %51)
  br label %fail

ok18:                                             ; preds = %ok16
  %53 = getelementptr inbounds i8, ptr %34, i64 0
  %54 = load ptr, ptr %53, align 8
  %55 = getelementptr inbounds i8, ptr %34, i64 40
  %56 = load i64, ptr %55, align 4
  %57 = getelementptr inbounds i8, ptr %54, i64 %56
  %58 = getelementptr inbounds i64, ptr %bufs, i64 0
  store ptr %57, ptr %58, align 8
  %59 = getelementptr inbounds i8, ptr %call, i64 0
  %60 = load ptr, ptr %59, align 8
  %61 = getelementptr inbounds i64, ptr %60, i64 1
  %62 = load ptr, ptr %61, align 8
  %63 = icmp ne ptr %62, null
  br i1 %63, label %ok20, label %bad19

bad19:                                            ; preds = %ok18
  %64 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.15)
  br label %fail

ok20:                                             ; preds = %ok18
  %65 = getelementptr inbounds i8, ptr %62, i64 8
  %66 = load i32, ptr %65, align 4
  %67 = icmp eq i32 %66, 1
  br i1 %67, label %ok22, label %bad21

bad21:                                            ; preds = %ok20
  %68 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.16, i32 %66)
  br label %fail

ok22:                                             ; preds = %ok20
  %69 = getelementptr inbounds i8, ptr %62, i64 16
  %70 = load i32, ptr %69, align 4
  %71 = icmp eq i32 %70, 3
  br i1 %71, label %ok24, label %bad23

bad23:                                            ; preds = %ok22
  %72 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.17, i32 %70)
  br label %fail

ok24:                                             ; preds = %ok22
  %73 = getelementptr inbounds i8, ptr %62, i64 20
  %74 = load i32, ptr %73, align 4
  %75 = icmp eq i32 %74, 73730
  %76 = and i32 %74, 255
  %77 = lshr i32 %74, 8
  %78 = and i32 %77, 255
  %79 = lshr i32 %74, 16
  br i1 %75, label %ok26, label %bad25

bad25:                                            ; preds = %ok24
  %80 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.18, i32 %76, i32 %78, i32 %79)
  br label %fail

ok26:                                             ; preds = %ok24
  %81 = getelementptr inbounds i8, ptr %62, i64 0
  %82 = load ptr, ptr %81, align 8
  %83 = getelementptr inbounds i8, ptr %62, i64 40
  %84 = load i64, ptr %83, align 4
  %85 = getelementptr inbounds i8, ptr %82, i64 %84
  %86 = getelementptr inbounds i64, ptr %bufs, i64 1
  store ptr %85, ptr %86, align 8
  %87 = getelementptr inbounds i8, ptr %call, i64 0
  %88 = load ptr, ptr %87, align 8
  %89 = getelementptr inbounds i64, ptr %88, i64 2
  %90 = load ptr, ptr %89, align 8
  %91 = icmp ne ptr %90, null
  br i1 %91, label %ok28, label %bad27

bad27:                                            ; preds = %ok26
  %92 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.19)
  br label %fail

ok28:                                             ; preds = %ok26
  %93 = getelementptr inbounds i8, ptr %90, i64 8
  %94 = load i32, ptr %93, align 4
  %95 = icmp eq i32 %94, 1
  br i1 %95, label %ok30, label %bad29

bad29:                                            ; preds = %ok28
  %96 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.20, i32 %94)
  br label %fail

ok30:                                             ; preds = %ok28
  %97 = getelementptr inbounds i8, ptr %90, i64 16
  %98 = load i32, ptr %97, align 4
  %99 = icmp eq i32 %98, 1
  br i1 %99, label %ok32, label %bad31

bad31:                                            ; preds = %ok30
  %100 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.21, i32 %98)
  br label %fail

ok32:                                             ; preds = %ok30
  %101 = getelementptr inbounds i8, ptr %90, i64 20
  %102 = load i32, ptr %101, align 4
  %103 = icmp eq i32 %102, 73730
  %104 = and i32 %102, 255
  %105 = lshr i32 %102, 8
  %106 = and i32 %105, 255
  %107 = lshr i32 %102, 16
  br i1 %103, label %ok34, label %bad33

bad33:                                            ; preds = %ok32
  %108 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.22, i32 %104, i32 %106, i32 %107)
  br label %fail

ok34:                                             ; preds = %ok32
  %109 = getelementptr inbounds i8, ptr %90, i64 0
  %110 = load ptr, ptr %109, align 8
  %111 = getelementptr inbounds i8, ptr %90, i64 40
  %112 = load i64, ptr %111, align 4
  %113 = getelementptr inbounds i8, ptr %110, i64 %112
  %114 = getelementptr inbounds i64, ptr %bufs, i64 2
  store ptr %113, ptr %114, align 8
  %115 = getelementptr inbounds i8, ptr %call, i64 0
  %116 = load ptr, ptr %115, align 8
  %117 = getelementptr inbounds i64, ptr %116, i64 3
  %118 = load ptr, ptr %117, align 8
  %119 = icmp ne ptr %118, null
  br i1 %119, label %ok36, label %bad35

bad35:                                            ; preds = %ok34
  %120 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.23)
  br label %fail

ok36:                                             ; preds = %ok34
  %121 = getelementptr inbounds i8, ptr %118, i64 8
  %122 = load i32, ptr %121, align 4
  %123 = icmp eq i32 %122, 1
  br i1 %123, label %ok38, label %bad37

bad37:                                            ; preds = %ok36
  %124 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.24, i32 %122)
  br label %fail

ok38:                                             ; preds = %ok36
  %125 = getelementptr inbounds i8, ptr %118, i64 16
  %126 = load i32, ptr %125, align 4
  %127 = icmp eq i32 %126, 3
  br i1 %127, label %ok40, label %bad39

bad39:                                            ; preds = %ok38
  %128 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.25, i32 %126)
  br label %fail

ok40:                                             ; preds = %ok38
  %129 = getelementptr inbounds i8, ptr %118, i64 20
  %130 = load i32, ptr %129, align 4
  %131 = icmp eq i32 %130, 73730
  %132 = and i32 %130, 255
  %133 = lshr i32 %130, 8
  %134 = and i32 %133, 255
  %135 = lshr i32 %130, 16
  br i1 %131, label %ok42, label %bad41

bad41:                                            ; preds = %ok40
  %136 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.26, i32 %132, i32 %134, i32 %135)
  br label %fail

ok42:                                             ; preds = %ok40
  %137 = getelementptr inbounds i8, ptr %118, i64 0
  %138 = load ptr, ptr %137, align 8
  %139 = getelementptr inbounds i8, ptr %118, i64 40
  %140 = load i64, ptr %139, align 4
  %141 = getelementptr inbounds i8, ptr %138, i64 %140
  %142 = getelementptr inbounds i64, ptr %bufs, i64 3
  store ptr %141, ptr %142, align 8
  %143 = getelementptr inbounds i8, ptr %call, i64 0
  %144 = load ptr, ptr %143, align 8
  %145 = getelementptr inbounds i64, ptr %144, i64 4
  %146 = load ptr, ptr %145, align 8
  %147 = icmp ne ptr %146, null
  br i1 %147, label %ok44, label %bad43

bad43:                                            ; preds = %ok42
  %148 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.27)
  br label %fail

ok44:                                             ; preds = %ok42
  %149 = getelementptr inbounds i8, ptr %146, i64 8
  %150 = load i32, ptr %149, align 4
  %151 = icmp eq i32 %150, 1
  br i1 %151, label %ok46, label %bad45

bad45:                                            ; preds = %ok44
  %152 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.28, i32 %150)
  br label %fail

ok46:                                             ; preds = %ok44
  %153 = getelementptr inbounds i8, ptr %146, i64 16
  %154 = load i32, ptr %153, align 4
  %155 = icmp eq i32 %154, 1
  br i1 %155, label %ok48, label %bad47

bad47:                                            ; preds = %ok46
  %156 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.29, i32 %154)
  br label %fail

ok48:                                             ; preds = %ok46
  %157 = getelementptr inbounds i8, ptr %146, i64 20
  %158 = load i32, ptr %157, align 4
  %159 = icmp eq i32 %158, 73730
  %160 = and i32 %158, 255
  %161 = lshr i32 %158, 8
  %162 = and i32 %161, 255
  %163 = lshr i32 %158, 16
  br i1 %159, label %ok50, label %bad49

bad49:                                            ; preds = %ok48
  %164 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.30, i32 %160, i32 %162, i32 %163)
  br label %fail

ok50:                                             ; preds = %ok48
  %165 = getelementptr inbounds i8, ptr %146, i64 0
  %166 = load ptr, ptr %165, align 8
  %167 = getelementptr inbounds i8, ptr %146, i64 40
  %168 = load i64, ptr %167, align 4
  %169 = getelementptr inbounds i8, ptr %166, i64 %168
  %170 = getelementptr inbounds i64, ptr %bufs, i64 4
  store ptr %169, ptr %170, align 8
  %171 = getelementptr inbounds i8, ptr %call, i64 0
  %172 = load ptr, ptr %171, align 8
  %173 = getelementptr inbounds i64, ptr %172, i64 5
  %174 = load ptr, ptr %173, align 8
  %175 = icmp ne ptr %174, null
  br i1 %175, label %ok52, label %bad51

bad51:                                            ; preds = %ok50
  %176 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.31)
  br label %fail

ok52:                                             ; preds = %ok50
  %177 = getelementptr inbounds i8, ptr %174, i64 8
  %178 = load i32, ptr %177, align 4
  %179 = icmp eq i32 %178, 1
  br i1 %179, label %ok54, label %bad53

bad53:                                            ; preds = %ok52
  %180 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.32, i32 %178)
  br label %fail

ok54:                                             ; preds = %ok52
  %181 = getelementptr inbounds i8, ptr %174, i64 16
  %182 = load i32, ptr %181, align 4
  %183 = icmp eq i32 %182, 3
  br i1 %183, label %ok56, label %bad55

bad55:                                            ; preds = %ok54
  %184 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.33, i32 %182)
  br label %fail

ok56:                                             ; preds = %ok54
  %185 = getelementptr inbounds i8, ptr %174, i64 20
  %186 = load i32, ptr %185, align 4
  %187 = icmp eq i32 %186, 73730
  %188 = and i32 %186, 255
  %189 = lshr i32 %186, 8
  %190 = and i32 %189, 255
  %191 = lshr i32 %186, 16
  br i1 %187, label %ok58, label %bad57

bad57:                                            ; preds = %ok56
  %192 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.34, i32 %188, i32 %190, i32 %191)
  br label %fail

ok58:                                             ; preds = %ok56
  %193 = getelementptr inbounds i8, ptr %174, i64 0
  %194 = load ptr, ptr %193, align 8
  %195 = getelementptr inbounds i8, ptr %174, i64 40
  %196 = load i64, ptr %195, align 4
  %197 = getelementptr inbounds i8, ptr %194, i64 %196
  %198 = getelementptr inbounds i64, ptr %bufs, i64 5
  store ptr %197, ptr %198, align 8
  %199 = getelementptr inbounds i8, ptr %call, i64 0
  %200 = load ptr, ptr %199, align 8
  %201 = getelementptr inbounds i64, ptr %200, i64 6
  %202 = load ptr, ptr %201, align 8
  %203 = icmp ne ptr %202, null
  br i1 %203, label %ok60, label %bad59

bad59:                                            ; preds = %ok58
  %204 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.35)
  br label %fail

ok60:                                             ; preds = %ok58
  %205 = getelementptr inbounds i8, ptr %202, i64 8
  %206 = load i32, ptr %205, align 4
  %207 = icmp eq i32 %206, 1
  br i1 %207, label %ok62, label %bad61

bad61:                                            ; preds = %ok60
  %208 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.36, i32 %206)
  br label %fail

ok62:                                             ; preds = %ok60
  %209 = getelementptr inbounds i8, ptr %202, i64 16
  %210 = load i32, ptr %209, align 4
  %211 = icmp eq i32 %210, 3
  br i1 %211, label %ok64, label %bad63

bad63:                                            ; preds = %ok62
  %212 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.37, i32 %210)
  br label %fail

ok64:                                             ; preds = %ok62
  %213 = getelementptr inbounds i8, ptr %202, i64 20
  %214 = load i32, ptr %213, align 4
  %215 = icmp eq i32 %214, 73730
  %216 = and i32 %214, 255
  %217 = lshr i32 %214, 8
  %218 = and i32 %217, 255
  %219 = lshr i32 %214, 16
  br i1 %215, label %ok66, label %bad65

bad65:                                            ; preds = %ok64
  %220 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.38, i32 %216, i32 %218, i32 %219)
  br label %fail

ok66:                                             ; preds = %ok64
  %221 = getelementptr inbounds i8, ptr %202, i64 0
  %222 = load ptr, ptr %221, align 8
  %223 = getelementptr inbounds i8, ptr %202, i64 40
  %224 = load i64, ptr %223, align 4
  %225 = getelementptr inbounds i8, ptr %222, i64 %224
  %226 = getelementptr inbounds i64, ptr %bufs, i64 6
  store ptr %225, ptr %226, align 8
  %227 = getelementptr inbounds i8, ptr %call, i64 0
  %228 = load ptr, ptr %227, align 8
  %229 = getelementptr inbounds i64, ptr %228, i64 7
  %230 = load ptr, ptr %229, align 8
  %231 = icmp ne ptr %230, null
  br i1 %231, label %ok68, label %bad67

bad67:                                            ; preds = %ok66
  %232 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.39)
  br label %fail

ok68:                                             ; preds = %ok66
  %233 = getelementptr inbounds i8, ptr %230, i64 8
  %234 = load i32, ptr %233, align 4
  %235 = icmp eq i32 %234, 1
  br i1 %235, label %ok70, label %bad69

bad69:                                            ; preds = %ok68
  %236 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.40, i32 %234)
  br label %fail

ok70:                                             ; preds = %ok68
  %237 = getelementptr inbounds i8, ptr %230, i64 16
  %238 = load i32, ptr %237, align 4
  %239 = icmp eq i32 %238, 3
  br i1 %239, label %ok72, label %bad71

bad71:                                            ; preds = %ok70
  %240 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.41, i32 %238)
  br label %fail

ok72:                                             ; preds = %ok70
  %241 = getelementptr inbounds i8, ptr %230, i64 20
  %242 = load i32, ptr %241, align 4
  %243 = icmp eq i32 %242, 73730
  %244 = and i32 %242, 255
  %245 = lshr i32 %242, 8
  %246 = and i32 %245, 255
  %247 = lshr i32 %242, 16
  br i1 %243, label %ok74, label %bad73

bad73:                                            ; preds = %ok72
  %248 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.42, i32 %244, i32 %246, i32 %247)
  br label %fail

ok74:                                             ; preds = %ok72
  %249 = getelementptr inbounds i8, ptr %230, i64 0
  %250 = load ptr, ptr %249, align 8
  %251 = getelementptr inbounds i8, ptr %230, i64 40
  %252 = load i64, ptr %251, align 4
  %253 = getelementptr inbounds i8, ptr %250, i64 %252
  %254 = getelementptr inbounds i64, ptr %bufs, i64 7
  store ptr %253, ptr %254, align 8
  %255 = getelementptr inbounds i8, ptr %call, i64 0
  %256 = load ptr, ptr %255, align 8
  %257 = getelementptr inbounds i64, ptr %256, i64 0
  %258 = load ptr, ptr %257, align 8
  %259 = getelementptr inbounds i64, ptr %inputs_now, i64 0
  store ptr %258, ptr %259, align 8
  %260 = getelementptr inbounds i8, ptr %call, i64 0
  %261 = load ptr, ptr %260, align 8
  %262 = getelementptr inbounds i64, ptr %261, i64 1
  %263 = load ptr, ptr %262, align 8
  %264 = getelementptr inbounds i64, ptr %inputs_now, i64 1
  store ptr %263, ptr %264, align 8
  %265 = getelementptr inbounds i8, ptr %call, i64 0
  %266 = load ptr, ptr %265, align 8
  %267 = getelementptr inbounds i64, ptr %266, i64 2
  %268 = load ptr, ptr %267, align 8
  %269 = getelementptr inbounds i64, ptr %inputs_now, i64 2
  store ptr %268, ptr %269, align 8
  %270 = getelementptr inbounds i8, ptr %call, i64 0
  %271 = load ptr, ptr %270, align 8
  %272 = getelementptr inbounds i64, ptr %271, i64 3
  %273 = load ptr, ptr %272, align 8
  %274 = getelementptr inbounds i64, ptr %inputs_now, i64 3
  store ptr %273, ptr %274, align 8
  %275 = getelementptr inbounds i8, ptr %call, i64 0
  %276 = load ptr, ptr %275, align 8
  %277 = getelementptr inbounds i64, ptr %276, i64 4
  %278 = load ptr, ptr %277, align 8
  %279 = getelementptr inbounds i64, ptr %inputs_now, i64 4
  store ptr %278, ptr %279, align 8
  %280 = getelementptr inbounds i8, ptr %call, i64 0
  %281 = load ptr, ptr %280, align 8
  %282 = getelementptr inbounds i64, ptr %281, i64 5
  %283 = load ptr, ptr %282, align 8
  %284 = getelementptr inbounds i64, ptr %inputs_now, i64 5
  store ptr %283, ptr %284, align 8
  %285 = getelementptr inbounds i8, ptr %call, i64 0
  %286 = load ptr, ptr %285, align 8
  %287 = getelementptr inbounds i64, ptr %286, i64 6
  %288 = load ptr, ptr %287, align 8
  %289 = getelementptr inbounds i64, ptr %inputs_now, i64 6
  store ptr %288, ptr %289, align 8
  %290 = getelementptr inbounds i8, ptr %call, i64 0
  %291 = load ptr, ptr %290, align 8
  %292 = getelementptr inbounds i64, ptr %291, i64 7
  %293 = load ptr, ptr %292, align 8
  %294 = getelementptr inbounds i64, ptr %inputs_now, i64 7
  store ptr %293, ptr %294, align 8
  %295 = getelementptr inbounds i8, ptr %call, i64 0
  %296 = load ptr, ptr %295, align 8
  %297 = getelementptr inbounds i64, ptr %296, i64 1
  %298 = load ptr, ptr %297, align 8
  %299 = getelementptr inbounds i8, ptr %298, i64 24
  %300 = load ptr, ptr %299, align 8
  %301 = getelementptr inbounds i64, ptr %300, i64 0
  %302 = load i64, ptr %301, align 8
  %303 = getelementptr inbounds i64, ptr %syms, i64 0
  store i64 %302, ptr %303, align 8
  %304 = getelementptr inbounds i8, ptr %call, i64 0
  %305 = load ptr, ptr %304, align 8
  %306 = getelementptr inbounds i64, ptr %305, i64 1
  %307 = load ptr, ptr %306, align 8
  %308 = getelementptr inbounds i8, ptr %307, i64 24
  %309 = load ptr, ptr %308, align 8
  %310 = getelementptr inbounds i64, ptr %309, i64 1
  %311 = load i64, ptr %310, align 8
  %312 = getelementptr inbounds i64, ptr %syms, i64 1
  store i64 %311, ptr %312, align 8
  %313 = getelementptr inbounds i8, ptr %call, i64 0
  %314 = load ptr, ptr %313, align 8
  %315 = getelementptr inbounds i64, ptr %314, i64 1
  %316 = load ptr, ptr %315, align 8
  %317 = getelementptr inbounds i8, ptr %316, i64 24
  %318 = load ptr, ptr %317, align 8
  %319 = getelementptr inbounds i64, ptr %318, i64 2
  %320 = load i64, ptr %319, align 8
  %321 = getelementptr inbounds i64, ptr %syms, i64 2
  store i64 %320, ptr %321, align 8
  %322 = getelementptr inbounds i64, ptr %syms, i64 0
  %323 = load i64, ptr %322, align 8
  %324 = icmp sge i64 %323, 0
  br i1 %324, label %ok76, label %bad75

bad75:                                            ; preds = %ok74
  %325 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.43, i64 %323)
  br label %fail

ok76:                                             ; preds = %ok74
  %326 = getelementptr inbounds i64, ptr %syms, i64 1
  %327 = load i64, ptr %326, align 8
  %328 = icmp sge i64 %327, 0
  br i1 %328, label %ok78, label %bad77

bad77:                                            ; preds = %ok76
  %329 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.44, i64 %327)
  br label %fail

ok78:                                             ; preds = %ok76
  %330 = getelementptr inbounds i64, ptr %syms, i64 2
  %331 = load i64, ptr %330, align 8
  %332 = icmp sge i64 %331, 0
  br i1 %332, label %ok80, label %bad79

bad79:                                            ; preds = %ok78
  %333 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.45, i64 %331)
  br label %fail

ok80:                                             ; preds = %ok78
  %334 = getelementptr inbounds i8, ptr %call, i64 0
  %335 = load ptr, ptr %334, align 8
  %336 = getelementptr inbounds i64, ptr %335, i64 0
  %337 = load ptr, ptr %336, align 8
  %338 = getelementptr inbounds i8, ptr %call, i64 0
  %339 = load ptr, ptr %338, align 8
  %340 = getelementptr inbounds i64, ptr %339, i64 1
  %341 = load ptr, ptr %340, align 8
  %342 = getelementptr inbounds i8, ptr %341, i64 24
  %343 = load ptr, ptr %342, align 8
  %344 = getelementptr inbounds i64, ptr %343, i64 0
  %345 = load i64, ptr %344, align 8
  %346 = getelementptr inbounds i64, ptr %343, i64 1
  %347 = load i64, ptr %346, align 8
  %348 = getelementptr inbounds i64, ptr %343, i64 2
  %349 = load i64, ptr %348, align 8
  %350 = mul i64 1, %349
  %351 = mul i64 %350, %347
  %352 = getelementptr inbounds i8, ptr %341, i64 32
  %353 = load ptr, ptr %352, align 8
  %354 = icmp ne ptr %353, null
  br i1 %354, label %st, label %st2

st:                                               ; preds = %ok80
  %355 = getelementptr inbounds i64, ptr %353, i64 0
  %356 = load i64, ptr %355, align 8
  %357 = getelementptr inbounds i64, ptr %353, i64 1
  %358 = load i64, ptr %357, align 8
  %359 = getelementptr inbounds i64, ptr %353, i64 2
  %360 = load i64, ptr %359, align 8
  br label %st2

st2:                                              ; preds = %st, %ok80
  %stride = phi i64 [ %351, %ok80 ], [ %356, %st ]
  %stride81 = phi i64 [ %350, %ok80 ], [ %358, %st ]
  %stride82 = phi i64 [ 1, %ok80 ], [ %360, %st ]
  %361 = getelementptr inbounds i64, ptr %syms, i64 3
  store i64 %stride, ptr %361, align 8
  %362 = getelementptr inbounds i64, ptr %syms, i64 4
  store i64 %stride81, ptr %362, align 8
  %363 = getelementptr inbounds i64, ptr %syms, i64 5
  store i64 %stride82, ptr %363, align 8
  %364 = getelementptr inbounds i8, ptr %call, i64 0
  %365 = load ptr, ptr %364, align 8
  %366 = getelementptr inbounds i64, ptr %365, i64 2
  %367 = load ptr, ptr %366, align 8
  %368 = getelementptr inbounds i8, ptr %367, i64 24
  %369 = load ptr, ptr %368, align 8
  %370 = getelementptr inbounds i64, ptr %369, i64 0
  %371 = load i64, ptr %370, align 8
  %372 = getelementptr inbounds i64, ptr %syms, i64 2
  %373 = load i64, ptr %372, align 8
  %374 = icmp eq i64 %371, %373
  br i1 %374, label %ok84, label %bad83

bad83:                                            ; preds = %st2
  %375 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.46, i64 %371, i64 %373)
  br label %fail

ok84:                                             ; preds = %st2
  %376 = getelementptr inbounds i8, ptr %367, i64 32
  %377 = load ptr, ptr %376, align 8
  %378 = icmp ne ptr %377, null
  br i1 %378, label %st85, label %st286

st85:                                             ; preds = %ok84
  %379 = getelementptr inbounds i64, ptr %377, i64 0
  %380 = load i64, ptr %379, align 8
  br label %st286

st286:                                            ; preds = %st85, %ok84
  %stride87 = phi i64 [ 1, %ok84 ], [ %380, %st85 ]
  %381 = getelementptr inbounds i64, ptr %syms, i64 6
  store i64 %stride87, ptr %381, align 8
  %382 = getelementptr inbounds i8, ptr %call, i64 0
  %383 = load ptr, ptr %382, align 8
  %384 = getelementptr inbounds i64, ptr %383, i64 3
  %385 = load ptr, ptr %384, align 8
  %386 = getelementptr inbounds i8, ptr %385, i64 24
  %387 = load ptr, ptr %386, align 8
  %388 = getelementptr inbounds i64, ptr %387, i64 0
  %389 = load i64, ptr %388, align 8
  %390 = getelementptr inbounds i64, ptr %syms, i64 0
  %391 = load i64, ptr %390, align 8
  %392 = icmp eq i64 %389, %391
  br i1 %392, label %ok89, label %bad88

bad88:                                            ; preds = %st286
  %393 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.47, i64 %389, i64 %391)
  br label %fail

ok89:                                             ; preds = %st286
  %394 = getelementptr inbounds i64, ptr %387, i64 1
  %395 = load i64, ptr %394, align 8
  %396 = getelementptr inbounds i64, ptr %syms, i64 1
  %397 = load i64, ptr %396, align 8
  %398 = icmp eq i64 %395, %397
  br i1 %398, label %ok91, label %bad90

bad90:                                            ; preds = %ok89
  %399 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.48, i64 %395, i64 %397)
  br label %fail

ok91:                                             ; preds = %ok89
  %400 = getelementptr inbounds i64, ptr %387, i64 2
  %401 = load i64, ptr %400, align 8
  %402 = getelementptr inbounds i64, ptr %syms, i64 2
  %403 = load i64, ptr %402, align 8
  %404 = icmp eq i64 %401, %403
  br i1 %404, label %ok93, label %bad92

bad92:                                            ; preds = %ok91
  %405 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.49, i64 %401, i64 %403)
  br label %fail

ok93:                                             ; preds = %ok91
  %406 = mul i64 1, %401
  %407 = mul i64 %406, %395
  %408 = getelementptr inbounds i8, ptr %385, i64 32
  %409 = load ptr, ptr %408, align 8
  %410 = icmp ne ptr %409, null
  br i1 %410, label %st94, label %st295

st94:                                             ; preds = %ok93
  %411 = getelementptr inbounds i64, ptr %409, i64 0
  %412 = load i64, ptr %411, align 8
  %413 = getelementptr inbounds i64, ptr %409, i64 1
  %414 = load i64, ptr %413, align 8
  %415 = getelementptr inbounds i64, ptr %409, i64 2
  %416 = load i64, ptr %415, align 8
  br label %st295

st295:                                            ; preds = %st94, %ok93
  %stride96 = phi i64 [ %407, %ok93 ], [ %412, %st94 ]
  %stride97 = phi i64 [ %406, %ok93 ], [ %414, %st94 ]
  %stride98 = phi i64 [ 1, %ok93 ], [ %416, %st94 ]
  %417 = getelementptr inbounds i64, ptr %syms, i64 7
  store i64 %stride96, ptr %417, align 8
  %418 = getelementptr inbounds i64, ptr %syms, i64 8
  store i64 %stride97, ptr %418, align 8
  %419 = getelementptr inbounds i64, ptr %syms, i64 9
  store i64 %stride98, ptr %419, align 8
  %420 = getelementptr inbounds i8, ptr %call, i64 0
  %421 = load ptr, ptr %420, align 8
  %422 = getelementptr inbounds i64, ptr %421, i64 4
  %423 = load ptr, ptr %422, align 8
  %424 = getelementptr inbounds i8, ptr %423, i64 24
  %425 = load ptr, ptr %424, align 8
  %426 = getelementptr inbounds i64, ptr %425, i64 0
  %427 = load i64, ptr %426, align 8
  %428 = getelementptr inbounds i64, ptr %syms, i64 2
  %429 = load i64, ptr %428, align 8
  %430 = icmp eq i64 %427, %429
  br i1 %430, label %ok100, label %bad99

bad99:                                            ; preds = %st295
  %431 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.50, i64 %427, i64 %429)
  br label %fail

ok100:                                            ; preds = %st295
  %432 = getelementptr inbounds i8, ptr %423, i64 32
  %433 = load ptr, ptr %432, align 8
  %434 = icmp ne ptr %433, null
  br i1 %434, label %st101, label %st2102

st101:                                            ; preds = %ok100
  %435 = getelementptr inbounds i64, ptr %433, i64 0
  %436 = load i64, ptr %435, align 8
  br label %st2102

st2102:                                           ; preds = %st101, %ok100
  %stride103 = phi i64 [ 1, %ok100 ], [ %436, %st101 ]
  %437 = getelementptr inbounds i64, ptr %syms, i64 10
  store i64 %stride103, ptr %437, align 8
  %438 = getelementptr inbounds i8, ptr %call, i64 0
  %439 = load ptr, ptr %438, align 8
  %440 = getelementptr inbounds i64, ptr %439, i64 5
  %441 = load ptr, ptr %440, align 8
  %442 = getelementptr inbounds i8, ptr %441, i64 24
  %443 = load ptr, ptr %442, align 8
  %444 = getelementptr inbounds i64, ptr %443, i64 0
  %445 = load i64, ptr %444, align 8
  %446 = getelementptr inbounds i64, ptr %syms, i64 0
  %447 = load i64, ptr %446, align 8
  %448 = icmp eq i64 %445, %447
  br i1 %448, label %ok105, label %bad104

bad104:                                           ; preds = %st2102
  %449 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.51, i64 %445, i64 %447)
  br label %fail

ok105:                                            ; preds = %st2102
  %450 = getelementptr inbounds i64, ptr %443, i64 1
  %451 = load i64, ptr %450, align 8
  %452 = getelementptr inbounds i64, ptr %syms, i64 1
  %453 = load i64, ptr %452, align 8
  %454 = icmp eq i64 %451, %453
  br i1 %454, label %ok107, label %bad106

bad106:                                           ; preds = %ok105
  %455 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.52, i64 %451, i64 %453)
  br label %fail

ok107:                                            ; preds = %ok105
  %456 = getelementptr inbounds i64, ptr %443, i64 2
  %457 = load i64, ptr %456, align 8
  %458 = icmp eq i64 %457, 1
  br i1 %458, label %ok109, label %bad108

bad108:                                           ; preds = %ok107
  %459 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.53, i64 %457, i64 1)
  br label %fail

ok109:                                            ; preds = %ok107
  %460 = mul i64 1, %457
  %461 = mul i64 %460, %451
  %462 = getelementptr inbounds i8, ptr %441, i64 32
  %463 = load ptr, ptr %462, align 8
  %464 = icmp ne ptr %463, null
  br i1 %464, label %st110, label %st2111

st110:                                            ; preds = %ok109
  %465 = getelementptr inbounds i64, ptr %463, i64 0
  %466 = load i64, ptr %465, align 8
  %467 = getelementptr inbounds i64, ptr %463, i64 1
  %468 = load i64, ptr %467, align 8
  %469 = getelementptr inbounds i64, ptr %463, i64 2
  %470 = load i64, ptr %469, align 8
  br label %st2111

st2111:                                           ; preds = %st110, %ok109
  %stride112 = phi i64 [ %461, %ok109 ], [ %466, %st110 ]
  %stride113 = phi i64 [ %460, %ok109 ], [ %468, %st110 ]
  %stride114 = phi i64 [ 1, %ok109 ], [ %470, %st110 ]
  %471 = getelementptr inbounds i64, ptr %syms, i64 11
  store i64 %stride112, ptr %471, align 8
  %472 = getelementptr inbounds i64, ptr %syms, i64 12
  store i64 %stride113, ptr %472, align 8
  %473 = getelementptr inbounds i64, ptr %syms, i64 13
  store i64 %stride114, ptr %473, align 8
  %474 = getelementptr inbounds i8, ptr %call, i64 0
  %475 = load ptr, ptr %474, align 8
  %476 = getelementptr inbounds i64, ptr %475, i64 6
  %477 = load ptr, ptr %476, align 8
  %478 = getelementptr inbounds i8, ptr %477, i64 24
  %479 = load ptr, ptr %478, align 8
  %480 = getelementptr inbounds i64, ptr %479, i64 0
  %481 = load i64, ptr %480, align 8
  %482 = getelementptr inbounds i64, ptr %syms, i64 0
  %483 = load i64, ptr %482, align 8
  %484 = icmp eq i64 %481, %483
  br i1 %484, label %ok116, label %bad115

bad115:                                           ; preds = %st2111
  %485 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.54, i64 %481, i64 %483)
  br label %fail

ok116:                                            ; preds = %st2111
  %486 = getelementptr inbounds i64, ptr %479, i64 1
  %487 = load i64, ptr %486, align 8
  %488 = getelementptr inbounds i64, ptr %syms, i64 1
  %489 = load i64, ptr %488, align 8
  %490 = icmp eq i64 %487, %489
  br i1 %490, label %ok118, label %bad117

bad117:                                           ; preds = %ok116
  %491 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.55, i64 %487, i64 %489)
  br label %fail

ok118:                                            ; preds = %ok116
  %492 = getelementptr inbounds i64, ptr %479, i64 2
  %493 = load i64, ptr %492, align 8
  %494 = getelementptr inbounds i64, ptr %syms, i64 2
  %495 = load i64, ptr %494, align 8
  %496 = icmp eq i64 %493, %495
  br i1 %496, label %ok120, label %bad119

bad119:                                           ; preds = %ok118
  %497 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.56, i64 %493, i64 %495)
  br label %fail

ok120:                                            ; preds = %ok118
  %498 = mul i64 1, %493
  %499 = mul i64 %498, %487
  %500 = getelementptr inbounds i8, ptr %477, i64 32
  %501 = load ptr, ptr %500, align 8
  %502 = icmp ne ptr %501, null
  br i1 %502, label %st121, label %st2122

st121:                                            ; preds = %ok120
  %503 = getelementptr inbounds i64, ptr %501, i64 0
  %504 = load i64, ptr %503, align 8
  %505 = getelementptr inbounds i64, ptr %501, i64 1
  %506 = load i64, ptr %505, align 8
  %507 = getelementptr inbounds i64, ptr %501, i64 2
  %508 = load i64, ptr %507, align 8
  br label %st2122

st2122:                                           ; preds = %st121, %ok120
  %stride123 = phi i64 [ %499, %ok120 ], [ %504, %st121 ]
  %stride124 = phi i64 [ %498, %ok120 ], [ %506, %st121 ]
  %stride125 = phi i64 [ 1, %ok120 ], [ %508, %st121 ]
  %509 = getelementptr inbounds i64, ptr %syms, i64 14
  store i64 %stride123, ptr %509, align 8
  %510 = getelementptr inbounds i64, ptr %syms, i64 15
  store i64 %stride124, ptr %510, align 8
  %511 = getelementptr inbounds i64, ptr %syms, i64 16
  store i64 %stride125, ptr %511, align 8
  %512 = getelementptr inbounds i8, ptr %call, i64 0
  %513 = load ptr, ptr %512, align 8
  %514 = getelementptr inbounds i64, ptr %513, i64 7
  %515 = load ptr, ptr %514, align 8
  %516 = getelementptr inbounds i8, ptr %515, i64 24
  %517 = load ptr, ptr %516, align 8
  %518 = getelementptr inbounds i64, ptr %517, i64 0
  %519 = load i64, ptr %518, align 8
  %520 = getelementptr inbounds i64, ptr %syms, i64 0
  %521 = load i64, ptr %520, align 8
  %522 = icmp eq i64 %519, %521
  br i1 %522, label %ok127, label %bad126

bad126:                                           ; preds = %st2122
  %523 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.57, i64 %519, i64 %521)
  br label %fail

ok127:                                            ; preds = %st2122
  %524 = getelementptr inbounds i64, ptr %517, i64 1
  %525 = load i64, ptr %524, align 8
  %526 = getelementptr inbounds i64, ptr %syms, i64 1
  %527 = load i64, ptr %526, align 8
  %528 = icmp eq i64 %525, %527
  br i1 %528, label %ok129, label %bad128

bad128:                                           ; preds = %ok127
  %529 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.58, i64 %525, i64 %527)
  br label %fail

ok129:                                            ; preds = %ok127
  %530 = getelementptr inbounds i64, ptr %517, i64 2
  %531 = load i64, ptr %530, align 8
  %532 = icmp eq i64 %531, 1
  br i1 %532, label %ok131, label %bad130

bad130:                                           ; preds = %ok129
  %533 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.59, i64 %531, i64 1)
  br label %fail

ok131:                                            ; preds = %ok129
  %534 = mul i64 1, %531
  %535 = mul i64 %534, %525
  %536 = getelementptr inbounds i8, ptr %515, i64 32
  %537 = load ptr, ptr %536, align 8
  %538 = icmp ne ptr %537, null
  br i1 %538, label %st132, label %st2133

st132:                                            ; preds = %ok131
  %539 = getelementptr inbounds i64, ptr %537, i64 0
  %540 = load i64, ptr %539, align 8
  %541 = getelementptr inbounds i64, ptr %537, i64 1
  %542 = load i64, ptr %541, align 8
  %543 = getelementptr inbounds i64, ptr %537, i64 2
  %544 = load i64, ptr %543, align 8
  br label %st2133

st2133:                                           ; preds = %st132, %ok131
  %stride134 = phi i64 [ %535, %ok131 ], [ %540, %st132 ]
  %stride135 = phi i64 [ %534, %ok131 ], [ %542, %st132 ]
  %stride136 = phi i64 [ 1, %ok131 ], [ %544, %st132 ]
  %545 = getelementptr inbounds i64, ptr %syms, i64 17
  store i64 %stride134, ptr %545, align 8
  %546 = getelementptr inbounds i64, ptr %syms, i64 18
  store i64 %stride135, ptr %546, align 8
  %547 = getelementptr inbounds i64, ptr %syms, i64 19
  store i64 %stride136, ptr %547, align 8
  %548 = getelementptr inbounds i64, ptr %syms, i64 0
  %549 = load i64, ptr %548, align 8
  %550 = getelementptr inbounds i64, ptr %syms, i64 1
  %551 = load i64, ptr %550, align 8
  %552 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %549, i64 %551)
  %553 = extractvalue { i64, i1 } %552, 1
  %554 = xor i1 %553, true
  br i1 %554, label %ok138, label %bad137

bad137:                                           ; preds = %st2133
  %555 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.60)
  br label %fail

ok138:                                            ; preds = %st2133
  %556 = extractvalue { i64, i1 } %552, 0
  %557 = getelementptr inbounds i64, ptr %syms, i64 2
  %558 = load i64, ptr %557, align 8
  %559 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %556, i64 %558)
  %560 = extractvalue { i64, i1 } %559, 1
  %561 = xor i1 %560, true
  br i1 %561, label %ok140, label %bad139

bad139:                                           ; preds = %ok138
  %562 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.61)
  br label %fail

ok140:                                            ; preds = %ok138
  %563 = extractvalue { i64, i1 } %559, 0
  %564 = getelementptr inbounds i64, ptr %syms, i64 3
  %565 = load i64, ptr %564, align 8
  %566 = icmp sge i64 %565, 0
  br i1 %566, label %ok142, label %bad141

bad141:                                           ; preds = %ok140
  %567 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.62, i64 %565)
  br label %fail

ok142:                                            ; preds = %ok140
  %568 = getelementptr inbounds i64, ptr %syms, i64 4
  %569 = load i64, ptr %568, align 8
  %570 = icmp sge i64 %569, 0
  br i1 %570, label %ok144, label %bad143

bad143:                                           ; preds = %ok142
  %571 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.63, i64 %569)
  br label %fail

ok144:                                            ; preds = %ok142
  %572 = getelementptr inbounds i64, ptr %syms, i64 5
  %573 = load i64, ptr %572, align 8
  %574 = icmp sge i64 %573, 0
  br i1 %574, label %ok146, label %bad145

bad145:                                           ; preds = %ok144
  %575 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.64, i64 %573)
  br label %fail

ok146:                                            ; preds = %ok144
  %576 = getelementptr inbounds i64, ptr %syms, i64 6
  %577 = load i64, ptr %576, align 8
  %578 = icmp sge i64 %577, 0
  br i1 %578, label %ok148, label %bad147

bad147:                                           ; preds = %ok146
  %579 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.65, i64 %577)
  br label %fail

ok148:                                            ; preds = %ok146
  %580 = getelementptr inbounds i64, ptr %syms, i64 7
  %581 = load i64, ptr %580, align 8
  %582 = icmp sge i64 %581, 0
  br i1 %582, label %ok150, label %bad149

bad149:                                           ; preds = %ok148
  %583 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.66, i64 %581)
  br label %fail

ok150:                                            ; preds = %ok148
  %584 = getelementptr inbounds i64, ptr %syms, i64 8
  %585 = load i64, ptr %584, align 8
  %586 = icmp sge i64 %585, 0
  br i1 %586, label %ok152, label %bad151

bad151:                                           ; preds = %ok150
  %587 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.67, i64 %585)
  br label %fail

ok152:                                            ; preds = %ok150
  %588 = getelementptr inbounds i64, ptr %syms, i64 9
  %589 = load i64, ptr %588, align 8
  %590 = icmp sge i64 %589, 0
  br i1 %590, label %ok154, label %bad153

bad153:                                           ; preds = %ok152
  %591 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.68, i64 %589)
  br label %fail

ok154:                                            ; preds = %ok152
  %592 = getelementptr inbounds i64, ptr %syms, i64 10
  %593 = load i64, ptr %592, align 8
  %594 = icmp sge i64 %593, 0
  br i1 %594, label %ok156, label %bad155

bad155:                                           ; preds = %ok154
  %595 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.69, i64 %593)
  br label %fail

ok156:                                            ; preds = %ok154
  %596 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %549, i64 %551)
  %597 = extractvalue { i64, i1 } %596, 1
  %598 = xor i1 %597, true
  br i1 %598, label %ok158, label %bad157

bad157:                                           ; preds = %ok156
  %599 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.70)
  br label %fail

ok158:                                            ; preds = %ok156
  %600 = extractvalue { i64, i1 } %596, 0
  %601 = getelementptr inbounds i64, ptr %syms, i64 11
  %602 = load i64, ptr %601, align 8
  %603 = icmp sge i64 %602, 0
  br i1 %603, label %ok160, label %bad159

bad159:                                           ; preds = %ok158
  %604 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.71, i64 %602)
  br label %fail

ok160:                                            ; preds = %ok158
  %605 = getelementptr inbounds i64, ptr %syms, i64 12
  %606 = load i64, ptr %605, align 8
  %607 = icmp sge i64 %606, 0
  br i1 %607, label %ok162, label %bad161

bad161:                                           ; preds = %ok160
  %608 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.72, i64 %606)
  br label %fail

ok162:                                            ; preds = %ok160
  %609 = getelementptr inbounds i64, ptr %syms, i64 13
  %610 = load i64, ptr %609, align 8
  %611 = icmp sge i64 %610, 0
  br i1 %611, label %ok164, label %bad163

bad163:                                           ; preds = %ok162
  %612 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.73, i64 %610)
  br label %fail

ok164:                                            ; preds = %ok162
  %613 = getelementptr inbounds i64, ptr %syms, i64 14
  %614 = load i64, ptr %613, align 8
  %615 = icmp sge i64 %614, 0
  br i1 %615, label %ok166, label %bad165

bad165:                                           ; preds = %ok164
  %616 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.74, i64 %614)
  br label %fail

ok166:                                            ; preds = %ok164
  %617 = getelementptr inbounds i64, ptr %syms, i64 15
  %618 = load i64, ptr %617, align 8
  %619 = icmp sge i64 %618, 0
  br i1 %619, label %ok168, label %bad167

bad167:                                           ; preds = %ok166
  %620 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.75, i64 %618)
  br label %fail

ok168:                                            ; preds = %ok166
  %621 = getelementptr inbounds i64, ptr %syms, i64 16
  %622 = load i64, ptr %621, align 8
  %623 = icmp sge i64 %622, 0
  br i1 %623, label %ok170, label %bad169

bad169:                                           ; preds = %ok168
  %624 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.76, i64 %622)
  br label %fail

ok170:                                            ; preds = %ok168
  %625 = getelementptr inbounds i64, ptr %syms, i64 17
  %626 = load i64, ptr %625, align 8
  %627 = icmp sge i64 %626, 0
  br i1 %627, label %ok172, label %bad171

bad171:                                           ; preds = %ok170
  %628 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.77, i64 %626)
  br label %fail

ok172:                                            ; preds = %ok170
  %629 = getelementptr inbounds i64, ptr %syms, i64 18
  %630 = load i64, ptr %629, align 8
  %631 = icmp sge i64 %630, 0
  br i1 %631, label %ok174, label %bad173

bad173:                                           ; preds = %ok172
  %632 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.78, i64 %630)
  br label %fail

ok174:                                            ; preds = %ok172
  %633 = getelementptr inbounds i64, ptr %syms, i64 19
  %634 = load i64, ptr %633, align 8
  %635 = icmp sge i64 %634, 0
  br i1 %635, label %ok176, label %bad175

bad175:                                           ; preds = %ok174
  %636 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.79, i64 %634)
  br label %fail

ok176:                                            ; preds = %ok174
  %637 = icmp sle i64 1, %558
  %638 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 -1, i64 %558)
  %639 = extractvalue { i64, i1 } %638, 1
  %640 = xor i1 %639, true
  br i1 %640, label %ok178, label %bad177

bad177:                                           ; preds = %ok176
  %641 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.80)
  br label %fail

ok178:                                            ; preds = %ok176
  %642 = extractvalue { i64, i1 } %638, 0
  %643 = xor i1 %637, true
  %644 = or i1 %643, %637
  br i1 %644, label %ok180, label %bad179

bad179:                                           ; preds = %ok178
  %645 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.81, i64 0, i64 %642, i64 0, i64 %642)
  br label %fail

ok180:                                            ; preds = %ok178
  %646 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %549, i64 %558)
  %647 = extractvalue { i64, i1 } %646, 1
  %648 = xor i1 %647, true
  br i1 %648, label %ok182, label %bad181

bad181:                                           ; preds = %ok180
  %649 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.82)
  br label %fail

ok182:                                            ; preds = %ok180
  %650 = extractvalue { i64, i1 } %646, 0
  %651 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 63, i64 %551)
  %652 = extractvalue { i64, i1 } %651, 1
  %653 = xor i1 %652, true
  br i1 %653, label %ok184, label %bad183

bad183:                                           ; preds = %ok182
  %654 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.83)
  br label %fail

ok184:                                            ; preds = %ok182
  %655 = extractvalue { i64, i1 } %651, 0
  %656 = udiv i64 %655, 64
  %657 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %650, i64 %656)
  %658 = extractvalue { i64, i1 } %657, 1
  %659 = xor i1 %658, true
  br i1 %659, label %ok186, label %bad185

bad185:                                           ; preds = %ok184
  %660 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.84)
  br label %fail

ok186:                                            ; preds = %ok184
  %661 = extractvalue { i64, i1 } %657, 0
  %arena187 = call ptr @cajit_rt_arena_create()
  store ptr %arena187, ptr %arena, align 8
  %662 = icmp ne ptr %arena187, null
  br i1 %662, label %ok189, label %bad188

bad188:                                           ; preds = %ok186
  %663 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 5, ptr @str.85)
  br label %fail

ok189:                                            ; preds = %ok186
  %counts = alloca [2 x i64], align 8
  %664 = getelementptr inbounds i64, ptr %counts, i64 0
  store i64 %600, ptr %664, align 8
  %665 = getelementptr inbounds i64, ptr %counts, i64 1
  store i64 %661, ptr %665, align 8
  %layout_scratch = alloca [8 x i64], align 8
  %offsets = alloca [2 x i64], align 8
  %total = call i64 @cajit_rt_plan_layout_cached(ptr @layout_cache, i32 2, ptr %counts, ptr @elem_sizes, ptr @first_use, ptr @last_use, ptr %layout_scratch, ptr %offsets)
  %666 = icmp sge i64 %total, 0
  br i1 %666, label %ok191, label %bad190

bad190:                                           ; preds = %ok189
  %667 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 5, ptr @str.86)
  br label %fail

ok191:                                            ; preds = %ok189
  %intermediates = call ptr @cajit_rt_arena_alloc(ptr %arena187, i64 %total, i64 1)
  %668 = icmp ne ptr %intermediates, null
  br i1 %668, label %ok193, label %bad192

bad192:                                           ; preds = %ok191
  %669 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 5, ptr @str.87, i64 %total)
  br label %fail

ok193:                                            ; preds = %ok191
  %670 = getelementptr inbounds i64, ptr %offsets, i64 0
  %671 = load i64, ptr %670, align 8
  %672 = getelementptr i8, ptr %intermediates, i64 %671
  %673 = getelementptr inbounds i64, ptr %bufs, i64 17
  store ptr %672, ptr %673, align 8
  %674 = getelementptr inbounds i64, ptr %offsets, i64 1
  %675 = load i64, ptr %674, align 8
  %676 = getelementptr i8, ptr %intermediates, i64 %675
  %677 = getelementptr inbounds i64, ptr %bufs, i64 27
  store ptr %676, ptr %677, align 8
  %oshape = alloca [1 x i64], align 8
  %678 = getelementptr inbounds i64, ptr %oshape, i64 0
  store i64 %558, ptr %678, align 8
  %679 = call ptr @cajit_rt_dlpack_alloc(i32 2, i32 32, i32 1, ptr %oshape)
  %680 = getelementptr inbounds i64, ptr %donated, i64 0
  store ptr %679, ptr %680, align 8
  %681 = icmp ne ptr %679, null
  br i1 %681, label %ok195, label %bad194

bad194:                                           ; preds = %ok193
  %682 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 5, ptr @str.88, i64 %558)
  br label %fail

ok195:                                            ; preds = %ok193
  %683 = getelementptr inbounds i8, ptr %679, i64 0
  %684 = load ptr, ptr %683, align 8
  %685 = getelementptr inbounds i64, ptr %bufs, i64 13
  store ptr %684, ptr %685, align 8
  %oshape196 = alloca [3 x i64], align 8
  %686 = getelementptr inbounds i64, ptr %oshape196, i64 0
  store i64 %549, ptr %686, align 8
  %687 = getelementptr inbounds i64, ptr %oshape196, i64 1
  store i64 %551, ptr %687, align 8
  %688 = getelementptr inbounds i64, ptr %oshape196, i64 2
  store i64 %558, ptr %688, align 8
  %689 = call ptr @cajit_rt_dlpack_alloc(i32 2, i32 32, i32 3, ptr %oshape196)
  %690 = getelementptr inbounds i64, ptr %donated, i64 1
  store ptr %689, ptr %690, align 8
  %691 = icmp ne ptr %689, null
  br i1 %691, label %ok198, label %bad197

bad197:                                           ; preds = %ok195
  %692 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 5, ptr @str.89, i64 %563)
  br label %fail

ok198:                                            ; preds = %ok195
  %693 = getelementptr inbounds i8, ptr %689, i64 0
  %694 = load ptr, ptr %693, align 8
  %695 = getelementptr inbounds i64, ptr %bufs, i64 26
  store ptr %694, ptr %695, align 8
  %696 = getelementptr inbounds i64, ptr %bufs, i64 27
  %697 = load ptr, ptr %696, align 8
  %698 = getelementptr inbounds i64, ptr %syms, i64 0
  %699 = load i64, ptr %698, align 8
  %700 = getelementptr inbounds i64, ptr %syms, i64 1
  %701 = load i64, ptr %700, align 8
  %702 = getelementptr inbounds i64, ptr %syms, i64 2
  %703 = load i64, ptr %702, align 8
  call void @k0._13___aten_sum_dim_IntList__zero_the_block_partials_(ptr %697, i64 %699, i64 %701, i64 %703)
  %704 = getelementptr inbounds i64, ptr %inputs_now, i64 0
  %705 = getelementptr inbounds i64, ptr %bufs, i64 0
  %706 = call i32 @cajit_rt_input_ready(ptr %call, i32 0, ptr %704, ptr %705, ptr @str.90)
  %707 = icmp eq i32 %706, 0
  br i1 %707, label %ok199, label %fail

ok199:                                            ; preds = %ok198
  %708 = getelementptr inbounds i64, ptr %inputs_now, i64 1
  %709 = getelementptr inbounds i64, ptr %bufs, i64 1
  %710 = call i32 @cajit_rt_input_ready(ptr %call, i32 1, ptr %708, ptr %709, ptr @str.91)
  %711 = icmp eq i32 %710, 0
  br i1 %711, label %ok200, label %fail

ok200:                                            ; preds = %ok199
  %712 = getelementptr inbounds i64, ptr %inputs_now, i64 2
  %713 = getelementptr inbounds i64, ptr %bufs, i64 2
  %714 = call i32 @cajit_rt_input_ready(ptr %call, i32 2, ptr %712, ptr %713, ptr @str.92)
  %715 = icmp eq i32 %714, 0
  br i1 %715, label %ok201, label %fail

ok201:                                            ; preds = %ok200
  %716 = getelementptr inbounds i64, ptr %inputs_now, i64 3
  %717 = getelementptr inbounds i64, ptr %bufs, i64 3
  %718 = call i32 @cajit_rt_input_ready(ptr %call, i32 3, ptr %716, ptr %717, ptr @str.93)
  %719 = icmp eq i32 %718, 0
  br i1 %719, label %ok202, label %fail

ok202:                                            ; preds = %ok201
  %720 = getelementptr inbounds i64, ptr %inputs_now, i64 4
  %721 = getelementptr inbounds i64, ptr %bufs, i64 4
  %722 = call i32 @cajit_rt_input_ready(ptr %call, i32 4, ptr %720, ptr %721, ptr @str.94)
  %723 = icmp eq i32 %722, 0
  br i1 %723, label %ok203, label %fail

ok203:                                            ; preds = %ok202
  %724 = getelementptr inbounds i64, ptr %inputs_now, i64 5
  %725 = getelementptr inbounds i64, ptr %bufs, i64 5
  %726 = call i32 @cajit_rt_input_ready(ptr %call, i32 5, ptr %724, ptr %725, ptr @str.95)
  %727 = icmp eq i32 %726, 0
  br i1 %727, label %ok204, label %fail

ok204:                                            ; preds = %ok203
  %728 = getelementptr inbounds i64, ptr %inputs_now, i64 6
  %729 = getelementptr inbounds i64, ptr %bufs, i64 6
  %730 = call i32 @cajit_rt_input_ready(ptr %call, i32 6, ptr %728, ptr %729, ptr @str.96)
  %731 = icmp eq i32 %730, 0
  br i1 %731, label %ok205, label %fail

ok205:                                            ; preds = %ok204
  %732 = getelementptr inbounds i64, ptr %inputs_now, i64 7
  %733 = getelementptr inbounds i64, ptr %bufs, i64 7
  %734 = call i32 @cajit_rt_input_ready(ptr %call, i32 7, ptr %732, ptr %733, ptr @str.97)
  %735 = icmp eq i32 %734, 0
  br i1 %735, label %ok206, label %fail

ok206:                                            ; preds = %ok205
  %736 = getelementptr inbounds i64, ptr %bufs, i64 0
  %737 = load ptr, ptr %736, align 8
  %738 = getelementptr inbounds i64, ptr %bufs, i64 1
  %739 = load ptr, ptr %738, align 8
  %740 = getelementptr inbounds i64, ptr %bufs, i64 2
  %741 = load ptr, ptr %740, align 8
  %742 = getelementptr inbounds i64, ptr %bufs, i64 3
  %743 = load ptr, ptr %742, align 8
  %744 = getelementptr inbounds i64, ptr %bufs, i64 4
  %745 = load ptr, ptr %744, align 8
  %746 = getelementptr inbounds i64, ptr %bufs, i64 5
  %747 = load ptr, ptr %746, align 8
  %748 = getelementptr inbounds i64, ptr %bufs, i64 6
  %749 = load ptr, ptr %748, align 8
  %750 = getelementptr inbounds i64, ptr %bufs, i64 7
  %751 = load ptr, ptr %750, align 8
  %752 = getelementptr inbounds i64, ptr %bufs, i64 17
  %753 = load ptr, ptr %752, align 8
  %754 = getelementptr inbounds i64, ptr %bufs, i64 26
  %755 = load ptr, ptr %754, align 8
  %756 = getelementptr inbounds i64, ptr %bufs, i64 27
  %757 = load ptr, ptr %756, align 8
  %758 = getelementptr inbounds i64, ptr %syms, i64 0
  %759 = load i64, ptr %758, align 8
  %760 = getelementptr inbounds i64, ptr %syms, i64 1
  %761 = load i64, ptr %760, align 8
  %762 = getelementptr inbounds i64, ptr %syms, i64 2
  %763 = load i64, ptr %762, align 8
  %764 = getelementptr inbounds i64, ptr %syms, i64 3
  %765 = load i64, ptr %764, align 8
  %766 = getelementptr inbounds i64, ptr %syms, i64 4
  %767 = load i64, ptr %766, align 8
  %768 = getelementptr inbounds i64, ptr %syms, i64 5
  %769 = load i64, ptr %768, align 8
  %770 = getelementptr inbounds i64, ptr %syms, i64 6
  %771 = load i64, ptr %770, align 8
  %772 = getelementptr inbounds i64, ptr %syms, i64 7
  %773 = load i64, ptr %772, align 8
  %774 = getelementptr inbounds i64, ptr %syms, i64 8
  %775 = load i64, ptr %774, align 8
  %776 = getelementptr inbounds i64, ptr %syms, i64 9
  %777 = load i64, ptr %776, align 8
  %778 = getelementptr inbounds i64, ptr %syms, i64 10
  %779 = load i64, ptr %778, align 8
  %780 = getelementptr inbounds i64, ptr %syms, i64 11
  %781 = load i64, ptr %780, align 8
  %782 = getelementptr inbounds i64, ptr %syms, i64 12
  %783 = load i64, ptr %782, align 8
  %784 = getelementptr inbounds i64, ptr %syms, i64 14
  %785 = load i64, ptr %784, align 8
  %786 = getelementptr inbounds i64, ptr %syms, i64 15
  %787 = load i64, ptr %786, align 8
  %788 = getelementptr inbounds i64, ptr %syms, i64 16
  %789 = load i64, ptr %788, align 8
  %790 = getelementptr inbounds i64, ptr %syms, i64 17
  %791 = load i64, ptr %790, align 8
  %792 = getelementptr inbounds i64, ptr %syms, i64 18
  %793 = load i64, ptr %792, align 8
  call void @k1._17___aten_sum_dim_IntList(ptr %737, ptr %739, ptr %741, ptr %743, ptr %745, ptr %747, ptr %749, ptr %751, ptr %753, ptr %755, ptr %757, i64 %759, i64 %761, i64 %763, i64 %765, i64 %767, i64 %769, i64 %771, i64 %773, i64 %775, i64 %777, i64 %779, i64 %781, i64 %783, i64 %785, i64 %787, i64 %789, i64 %791, i64 %793)
  call void @cajit_rt_release_inputs(ptr %call, ptr @released_inputs, i32 6)
  %794 = getelementptr inbounds i64, ptr %bufs, i64 13
  %795 = load ptr, ptr %794, align 8
  %796 = getelementptr inbounds i64, ptr %bufs, i64 27
  %797 = load ptr, ptr %796, align 8
  %798 = getelementptr inbounds i64, ptr %syms, i64 0
  %799 = load i64, ptr %798, align 8
  %800 = getelementptr inbounds i64, ptr %syms, i64 1
  %801 = load i64, ptr %800, align 8
  %802 = getelementptr inbounds i64, ptr %syms, i64 2
  %803 = load i64, ptr %802, align 8
  call void @k4._13___aten_sum_dim_IntList__sum_of_the_blocks_(ptr %795, ptr %797, i64 %799, i64 %801, i64 %803)
  %args = alloca [2 x ptr], align 8
  %results = alloca [1 x ptr], align 8
  %ints = alloca [1 x i64], align 8
  %floats = alloca [1 x double], align 8
  %804 = getelementptr inbounds i64, ptr %inputs_now, i64 4
  %805 = load ptr, ptr %804, align 8
  %806 = getelementptr inbounds i64, ptr %args, i64 0
  store ptr %805, ptr %806, align 8
  %dl = alloca [6 x i64], align 8
  %shape = alloca [1 x i64], align 8
  %strides = alloca [1 x i64], align 8
  %807 = getelementptr inbounds i64, ptr %syms, i64 2
  %808 = load i64, ptr %807, align 8
  %809 = getelementptr inbounds i64, ptr %shape, i64 0
  store i64 %808, ptr %809, align 8
  %810 = getelementptr inbounds i64, ptr %strides, i64 0
  store i64 1, ptr %810, align 8
  %811 = getelementptr inbounds i64, ptr %bufs, i64 13
  %812 = load ptr, ptr %811, align 8
  %813 = getelementptr inbounds float, ptr %812, i64 0
  %814 = getelementptr inbounds i8, ptr %dl, i64 0
  store ptr %813, ptr %814, align 8
  %815 = getelementptr inbounds i8, ptr %dl, i64 8
  store i32 1, ptr %815, align 4
  %816 = getelementptr inbounds i8, ptr %dl, i64 12
  store i32 0, ptr %816, align 4
  %817 = getelementptr inbounds i8, ptr %dl, i64 16
  store i32 1, ptr %817, align 4
  %818 = getelementptr inbounds i8, ptr %dl, i64 20
  store i32 73730, ptr %818, align 4
  %819 = getelementptr inbounds i8, ptr %dl, i64 24
  store ptr %shape, ptr %819, align 8
  %820 = getelementptr inbounds i8, ptr %dl, i64 32
  store ptr %strides, ptr %820, align 8
  %821 = getelementptr inbounds i8, ptr %dl, i64 40
  store i64 0, ptr %821, align 4
  %822 = getelementptr inbounds i64, ptr %args, i64 1
  store ptr %dl, ptr %822, align 8
  %owned = alloca [2 x ptr], align 8
  %823 = getelementptr inbounds i64, ptr %owned, i64 0
  store ptr null, ptr %823, align 8
  %824 = getelementptr inbounds i64, ptr %owned, i64 1
  store ptr null, ptr %824, align 8
  %825 = getelementptr inbounds i64, ptr %donated, i64 0
  %826 = load ptr, ptr %825, align 8
  %827 = getelementptr inbounds i64, ptr %owned, i64 1
  store ptr %826, ptr %827, align 8
  %828 = getelementptr inbounds i64, ptr %donated, i64 0
  store ptr null, ptr %828, align 8
  %829 = call i32 @cajit_rt_host_call(ptr %call, ptr @site.99, ptr %args, ptr %results, ptr %ints, ptr %floats, ptr %owned)
  %830 = icmp eq i32 %829, 0
  br i1 %830, label %ok207, label %fail

ok207:                                            ; preds = %ok206
  call void @cajit_rt_release_inputs(ptr %call, ptr @released_inputs.100, i32 1)
  %args208 = alloca [2 x ptr], align 8
  %results209 = alloca [1 x ptr], align 8
  %ints210 = alloca [1 x i64], align 8
  %floats211 = alloca [1 x double], align 8
  %831 = getelementptr inbounds i64, ptr %inputs_now, i64 6
  %832 = load ptr, ptr %831, align 8
  %833 = getelementptr inbounds i64, ptr %args208, i64 0
  store ptr %832, ptr %833, align 8
  %dl212 = alloca [6 x i64], align 8
  %shape213 = alloca [3 x i64], align 8
  %strides214 = alloca [3 x i64], align 8
  %834 = getelementptr inbounds i64, ptr %syms, i64 0
  %835 = load i64, ptr %834, align 8
  %836 = getelementptr inbounds i64, ptr %syms, i64 1
  %837 = load i64, ptr %836, align 8
  %838 = getelementptr inbounds i64, ptr %syms, i64 2
  %839 = load i64, ptr %838, align 8
  %840 = mul nsw i64 %837, %839
  %841 = getelementptr inbounds i64, ptr %shape213, i64 0
  store i64 %835, ptr %841, align 8
  %842 = getelementptr inbounds i64, ptr %strides214, i64 0
  store i64 %840, ptr %842, align 8
  %843 = getelementptr inbounds i64, ptr %shape213, i64 1
  store i64 %837, ptr %843, align 8
  %844 = getelementptr inbounds i64, ptr %strides214, i64 1
  store i64 %839, ptr %844, align 8
  %845 = getelementptr inbounds i64, ptr %shape213, i64 2
  store i64 %839, ptr %845, align 8
  %846 = getelementptr inbounds i64, ptr %strides214, i64 2
  store i64 1, ptr %846, align 8
  %847 = getelementptr inbounds i64, ptr %bufs, i64 26
  %848 = load ptr, ptr %847, align 8
  %849 = getelementptr inbounds float, ptr %848, i64 0
  %850 = getelementptr inbounds i8, ptr %dl212, i64 0
  store ptr %849, ptr %850, align 8
  %851 = getelementptr inbounds i8, ptr %dl212, i64 8
  store i32 1, ptr %851, align 4
  %852 = getelementptr inbounds i8, ptr %dl212, i64 12
  store i32 0, ptr %852, align 4
  %853 = getelementptr inbounds i8, ptr %dl212, i64 16
  store i32 3, ptr %853, align 4
  %854 = getelementptr inbounds i8, ptr %dl212, i64 20
  store i32 73730, ptr %854, align 4
  %855 = getelementptr inbounds i8, ptr %dl212, i64 24
  store ptr %shape213, ptr %855, align 8
  %856 = getelementptr inbounds i8, ptr %dl212, i64 32
  store ptr %strides214, ptr %856, align 8
  %857 = getelementptr inbounds i8, ptr %dl212, i64 40
  store i64 0, ptr %857, align 4
  %858 = getelementptr inbounds i64, ptr %args208, i64 1
  store ptr %dl212, ptr %858, align 8
  %owned215 = alloca [2 x ptr], align 8
  %859 = getelementptr inbounds i64, ptr %owned215, i64 0
  store ptr null, ptr %859, align 8
  %860 = getelementptr inbounds i64, ptr %owned215, i64 1
  store ptr null, ptr %860, align 8
  %861 = getelementptr inbounds i64, ptr %donated, i64 1
  %862 = load ptr, ptr %861, align 8
  %863 = getelementptr inbounds i64, ptr %owned215, i64 1
  store ptr %862, ptr %863, align 8
  %864 = getelementptr inbounds i64, ptr %donated, i64 1
  store ptr null, ptr %864, align 8
  %865 = call i32 @cajit_rt_host_call(ptr %call, ptr @site.102, ptr %args208, ptr %results209, ptr %ints210, ptr %floats211, ptr %owned215)
  %866 = icmp eq i32 %865, 0
  br i1 %866, label %ok216, label %fail

ok216:                                            ; preds = %ok207
  call void @cajit_rt_release_inputs(ptr %call, ptr @released_inputs.103, i32 1)
  %args217 = alloca [1 x ptr], align 8
  %results218 = alloca [1 x ptr], align 8
  %ints219 = alloca [1 x i64], align 8
  %floats220 = alloca [1 x double], align 8
  %867 = call i32 @cajit_rt_host_call(ptr %call, ptr @site.105, ptr %args217, ptr %results218, ptr %ints219, ptr %floats220, ptr null)
  %868 = icmp eq i32 %867, 0
  br i1 %868, label %ok221, label %fail

ok221:                                            ; preds = %ok216
  %869 = getelementptr inbounds i8, ptr %call, i64 72
  %870 = load ptr, ptr %869, align 8
  %871 = getelementptr inbounds i64, ptr %donated, i64 0
  %872 = load ptr, ptr %871, align 8
  call void @cajit_rt_dlpack_release(ptr %872)
  %873 = getelementptr inbounds i64, ptr %donated, i64 1
  %874 = load ptr, ptr %873, align 8
  call void @cajit_rt_dlpack_release(ptr %874)
  %875 = load ptr, ptr %arena, align 8
  call void @cajit_rt_arena_destroy(ptr %875)
  ret i32 0
}

; Function Attrs: nounwind
declare void @cajit_rt_arena_destroy(ptr) #1

; Function Attrs: nounwind
declare i32 @cajit_rt_fail(ptr, i32, ptr, ...) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.sadd.with.overflow.i64(i64, i64) #3

; Function Attrs: nounwind
declare ptr @cajit_rt_arena_create() #1

declare i64 @cajit_rt_plan_layout_cached(ptr, i32, ptr, ptr, ptr, ptr, ptr, ptr)

; Function Attrs: nounwind
declare ptr @cajit_rt_arena_alloc(ptr, i64, i64) #1

; Function Attrs: nounwind
declare ptr @cajit_rt_dlpack_alloc(i32, i32, i32, ptr) #1

; Function Attrs: nounwind
declare i32 @cajit_rt_input_ready(ptr, i32, ptr, ptr, ptr) #1

; Function Attrs: nounwind
declare void @cajit_rt_release_inputs(ptr, ptr, i32) #1

attributes #0 = { noinline nounwind }
attributes #1 = { nounwind }
attributes #2 = { nosync nounwind willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
