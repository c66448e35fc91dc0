
@str = private unnamed_addr constant [89 x i8] c"%%5 = aten.index_put.default: index %lld is out of bounds for dimension 0 with size %lld\00", align 1
@str.1 = private unnamed_addr constant [91 x i8] c"%%7 = aten.scatter_add.default: index %lld is out of bounds for dimension 1 with size %lld\00", align 1
@cajit_fallback_ops = constant [1 x i8] zeroinitializer
@cajit_library_ops = constant [1 x i8] zeroinitializer
@str.2 = private unnamed_addr constant [40 x i8] c"guard failed: expected 3 inputs, got %d\00", align 1
@str.3 = private unnamed_addr constant [39 x i8] c"guard failed: expected 0 sizes, got %d\00", align 1
@str.4 = private unnamed_addr constant [41 x i8] c"guard failed: expected 0 scalars, got %d\00", align 1
@str.5 = private unnamed_addr constant [39 x i8] c"guard failed: expected 0 hooks, got %d\00", align 1
@str.6 = private unnamed_addr constant [46 x i8] c"guard failed: expected 2 output slots, got %d\00", align 1
@str.7 = private unnamed_addr constant [36 x i8] c"guard failed: call->outputs is NULL\00", align 1
@str.8 = private unnamed_addr constant [35 x i8] c"guard failed: call->inputs is NULL\00", align 1
@str.9 = private unnamed_addr constant [30 x i8] c"guard failed: input 0 is NULL\00", align 1
@str.10 = private unnamed_addr constant [68 x i8] c"guard failed: input 0 is on DLPack device type %d, expected cpu (1)\00", align 1
@str.11 = private unnamed_addr constant [46 x i8] c"guard failed: input 0 has %d dims, expected 2\00", align 1
@str.12 = private unnamed_addr constant [82 x i8] c"guard failed: input 0 has DLPack dtype (code %d, bits %d, lanes %d), expected f32\00", align 1
@str.13 = private unnamed_addr constant [30 x i8] c"guard failed: input 1 is NULL\00", align 1
@str.14 = private unnamed_addr constant [68 x i8] c"guard failed: input 1 is on DLPack device type %d, expected cpu (1)\00", align 1
@str.15 = private unnamed_addr constant [46 x i8] c"guard failed: input 1 has %d dims, expected 1\00", align 1
@str.16 = private unnamed_addr constant [82 x i8] c"guard failed: input 1 has DLPack dtype (code %d, bits %d, lanes %d), expected i64\00", align 1
@str.17 = private unnamed_addr constant [30 x i8] c"guard failed: input 2 is NULL\00", align 1
@str.18 = private unnamed_addr constant [68 x i8] c"guard failed: input 2 is on DLPack device type %d, expected cpu (1)\00", align 1
@str.19 = private unnamed_addr constant [46 x i8] c"guard failed: input 2 has %d dims, expected 2\00", align 1
@str.20 = private unnamed_addr constant [82 x i8] c"guard failed: input 2 has DLPack dtype (code %d, bits %d, lanes %d), expected i64\00", align 1
@str.21 = private unnamed_addr constant [103 x i8] c"guard failed: s0 (input 0 dim 0) is %lld, but it is used as a size or stride, which cannot be negative\00", align 1
@str.22 = private unnamed_addr constant [55 x i8] c"guard failed: input 0 dim 1 is %lld, expected %lld (8)\00", align 1
@str.23 = private unnamed_addr constant [56 x i8] c"guard failed: input 1 dim 0 is %lld, expected %lld (s0)\00", align 1
@str.24 = private unnamed_addr constant [56 x i8] c"guard failed: input 2 dim 0 is %lld, expected %lld (s0)\00", align 1
@str.25 = private unnamed_addr constant [55 x i8] c"guard failed: input 2 dim 1 is %lld, expected %lld (8)\00", align 1
@str.26 = private unnamed_addr constant [65 x i8] c"guard failed: input 0: size arithmetic overflows int64 in s0 * 8\00", align 1
@str.27 = private unnamed_addr constant [69 x i8] c"guard failed: input 0: stride 0 is %lld, a stride cannot be negative\00", align 1
@str.28 = private unnamed_addr constant [69 x i8] c"guard failed: input 0: stride 1 is %lld, a stride cannot be negative\00", align 1
@str.29 = private unnamed_addr constant [69 x i8] c"guard failed: input 1: stride 0 is %lld, a stride cannot be negative\00", align 1
@str.30 = private unnamed_addr constant [69 x i8] c"guard failed: input 2: stride 0 is %lld, a stride cannot be negative\00", align 1
@str.31 = private unnamed_addr constant [69 x i8] c"guard failed: input 2: stride 1 is %lld, a stride cannot be negative\00", align 1
@str.32 = private unnamed_addr constant [40 x i8] c"out of memory creating the call's arena\00", align 1
@str.33 = private unnamed_addr constant [53 x i8] c"out of memory allocating buf5 (%lld elements of f32)\00", align 1
@str.34 = private unnamed_addr constant [53 x i8] c"out of memory allocating buf7 (%lld elements of f32)\00", align 1
@str.35 = private unnamed_addr constant [28 x i8] c"%5 = aten.index_put.default\00", align 1
@str.36 = private unnamed_addr constant [28 x i8] c"%5 = aten.index_put.default\00", align 1
@released_inputs = private unnamed_addr constant [1 x i32] [i32 1]
@str.37 = private unnamed_addr constant [30 x i8] c"%7 = aten.scatter_add.default\00", align 1
@released_inputs.38 = private unnamed_addr constant [2 x i32] [i32 0, i32 2]

; Function Attrs: noinline nounwind
define internal void @k0._5___aten_index_put_default.range(ptr noalias %buf5, i64 %lo, i64 %hi) #0 {
entry:
  br label %loop_i0

loop_i0:                                          ; preds = %done2, %entry
  %_i0 = phi i64 [ %lo, %entry ], [ %6, %done2 ]
  %0 = icmp slt i64 %_i0, %hi
  br i1 %0, label %body, label %done

body:                                             ; preds = %loop_i0
  br label %loop_i1

done:                                             ; preds = %loop_i0
  ret void

loop_i1:                                          ; preds = %body1, %body
  %_i1 = phi i64 [ 0, %body ], [ %5, %body1 ]
  %1 = icmp slt i64 %_i1, 8
  br i1 %1, label %body1, label %done2

body1:                                            ; preds = %loop_i1
  %2 = mul nsw i64 8, %_i0
  %3 = add nsw i64 %2, %_i1
  %4 = getelementptr inbounds float, ptr %buf5, i64 %3
  store float 0.000000e+00, ptr %4, align 4
  %5 = add nuw nsw i64 %_i1, 1
  br label %loop_i1, !llvm.loop !0

done2:                                            ; preds = %loop_i1
  %6 = add nuw nsw i64 %_i0, 1
  br label %loop_i0, !llvm.loop !2
}

define internal void @k0._5___aten_index_put_default.body(i64 %0, i64 %1, ptr %2) {
entry:
  %3 = getelementptr inbounds { ptr }, ptr %2, i32 0, i32 0
  %4 = load ptr, ptr %3, align 8
  call void @k0._5___aten_index_put_default.range(ptr %4, i64 %0, i64 %1)
  ret void
}

define internal void @k0._5___aten_index_put_default(ptr noalias %buf5) {
entry:
  %ctx = alloca { ptr }, align 8
  br i1 false, label %parallel, label %serial

serial:                                           ; preds = %entry
  call void @k0._5___aten_index_put_default.range(ptr %buf5, i64 0, i64 10)
  ret void

parallel:                                         ; preds = %entry
  %0 = getelementptr inbounds { ptr }, ptr %ctx, i32 0, i32 0
  store ptr %buf5, ptr %0, align 8
  call void @cajit_rt_parallel_for(i64 0, i64 10, i64 4096, ptr @k0._5___aten_index_put_default.body, ptr %ctx)
  ret void
}

; Function Attrs: nounwind
declare void @cajit_rt_parallel_for(i64, i64, i64, ptr, ptr) #1

; Function Attrs: nounwind
define internal i32 @k1._5___aten_index_put_default(ptr noalias %buf0, ptr noalias %buf1, ptr noalias %buf5, i64 %s0, i64 %_in0_st0, i64 %_in0_st1, i64 %_in1_st0, ptr %call) #1 {
entry:
  br label %loop_i0

loop_i0:                                          ; preds = %done2, %entry
  %_i0 = phi i64 [ 0, %entry ], [ %15, %done2 ]
  %0 = icmp slt i64 %_i0, %s0
  br i1 %0, label %body, label %done

body:                                             ; preds = %loop_i0
  br label %loop_i1

done:                                             ; preds = %loop_i0
  ret i32 0

loop_i1:                                          ; preds = %inb, %body
  %_i1 = phi i64 [ 0, %body ], [ %22, %inb ]
  %1 = icmp slt i64 %_i1, 8
  br i1 %1, label %body1, label %done2

body1:                                            ; preds = %loop_i1
  %2 = mul nsw i64 %_in0_st0, %_i0
  %3 = mul nsw i64 %_in0_st1, %_i1
  %4 = add nsw i64 %2, %3
  %5 = getelementptr inbounds float, ptr %buf0, i64 %4
  %6 = load float, ptr %5, align 4
  %7 = fmul float %6, 3.000000e+00
  %8 = mul nsw i64 %_in1_st0, %_i0
  %9 = getelementptr inbounds i64, ptr %buf1, i64 %8
  %10 = load i64, ptr %9, align 8
  %11 = add i64 %10, 10
  %12 = icmp slt i64 %10, 0
  %13 = select i1 %12, i64 %11, i64 %10
  %14 = icmp ult i64 %13, 10
  br i1 %14, label %inb, label %oob

done2:                                            ; preds = %loop_i1
  %15 = add nuw nsw i64 %_i0, 1
  br label %loop_i0, !llvm.loop !3

oob:                                              ; preds = %body1
  %16 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 1, ptr @str, i64 %10, i64 10)
  ret i32 1

inb:                                              ; preds = %body1
  %17 = mul nsw i64 8, %13
  %18 = add nsw i64 %_i1, %17
  %19 = getelementptr inbounds float, ptr %buf5, i64 %18
  %20 = load float, ptr %19, align 4
  %21 = fadd float %20, %7
  store float %21, ptr %19, align 4
  %22 = add nuw nsw i64 %_i1, 1
  br label %loop_i1, !llvm.loop !5
}

; Function Attrs: nounwind
declare i32 @cajit_rt_fail(ptr, i32, ptr, ...) #1

; Function Attrs: noinline nounwind
define internal void @k2._7___aten_scatter_add_default.range(ptr noalias %buf7, i64 %s0, i64 %lo, i64 %hi) #0 {
entry:
  br label %loop_i0

loop_i0:                                          ; preds = %done2, %entry
  %_i0 = phi i64 [ %lo, %entry ], [ %6, %done2 ]
  %0 = icmp slt i64 %_i0, %hi
  br i1 %0, label %body, label %done

body:                                             ; preds = %loop_i0
  br label %loop_i1

done:                                             ; preds = %loop_i0
  ret void

loop_i1:                                          ; preds = %body1, %body
  %_i1 = phi i64 [ 0, %body ], [ %5, %body1 ]
  %1 = icmp slt i64 %_i1, 8
  br i1 %1, label %body1, label %done2

body1:                                            ; preds = %loop_i1
  %2 = mul nsw i64 8, %_i0
  %3 = add nsw i64 %2, %_i1
  %4 = getelementptr inbounds float, ptr %buf7, i64 %3
  store float 0.000000e+00, ptr %4, align 4
  %5 = add nuw nsw i64 %_i1, 1
  br label %loop_i1, !llvm.loop !6

done2:                                            ; preds = %loop_i1
  %6 = add nuw nsw i64 %_i0, 1
  br label %loop_i0, !llvm.loop !7
}

define internal void @k2._7___aten_scatter_add_default.body(i64 %0, i64 %1, ptr %2) {
entry:
  %3 = getelementptr inbounds { ptr, i64 }, ptr %2, i32 0, i32 0
  %4 = load ptr, ptr %3, align 8
  %5 = getelementptr inbounds { ptr, i64 }, ptr %2, i32 0, i32 1
  %6 = load i64, ptr %5, align 4
  call void @k2._7___aten_scatter_add_default.range(ptr %4, i64 %6, i64 %0, i64 %1)
  ret void
}

define internal void @k2._7___aten_scatter_add_default(ptr noalias %buf7, i64 %s0) {
entry:
  %ctx = alloca { ptr, i64 }, align 8
  %0 = mul i64 1, %s0
  %1 = mul i64 %0, 8
  %2 = icmp sge i64 %s0, 2
  %3 = icmp sge i64 %1, 65536
  %parallel = and i1 %3, %2
  br i1 %parallel, label %parallel1, label %serial

serial:                                           ; preds = %entry
  call void @k2._7___aten_scatter_add_default.range(ptr %buf7, i64 %s0, i64 0, i64 %s0)
  ret void

parallel1:                                        ; preds = %entry
  %4 = getelementptr inbounds { ptr, i64 }, ptr %ctx, i32 0, i32 0
  store ptr %buf7, ptr %4, align 8
  %5 = getelementptr inbounds { ptr, i64 }, ptr %ctx, i32 0, i32 1
  store i64 %s0, ptr %5, align 4
  %6 = sdiv i64 %1, %s0
  %7 = icmp sgt i64 %6, 1
  %8 = select i1 %7, i64 %6, i64 1
  %9 = add i64 32768, %8
  %10 = sub i64 %9, 1
  %11 = sdiv i64 %10, %8
  %12 = icmp sgt i64 %11, 1
  %13 = select i1 %12, i64 %11, i64 1
  call void @cajit_rt_parallel_for(i64 0, i64 %s0, i64 %13, ptr @k2._7___aten_scatter_add_default.body, ptr %ctx)
  ret void
}

; Function Attrs: nounwind
define internal i32 @k3._7___aten_scatter_add_default(ptr noalias %buf0, ptr noalias %buf2, ptr noalias %buf7, i64 %s0, i64 %_in0_st0, i64 %_in0_st1, i64 %_in2_st0, i64 %_in2_st1, ptr %call) #1 {
entry:
  br label %loop_i0

loop_i0:                                          ; preds = %done2, %entry
  %_i0 = phi i64 [ 0, %entry ], [ %14, %done2 ]
  %0 = icmp slt i64 %_i0, %s0
  br i1 %0, label %body, label %done

body:                                             ; preds = %loop_i0
  br label %loop_i1

done:                                             ; preds = %loop_i0
  ret i32 0

loop_i1:                                          ; preds = %inb, %body
  %_i1 = phi i64 [ 0, %body ], [ %21, %inb ]
  %1 = icmp slt i64 %_i1, 8
  br i1 %1, label %body1, label %done2

body1:                                            ; preds = %loop_i1
  %2 = mul nsw i64 %_in0_st0, %_i0
  %3 = mul nsw i64 %_in0_st1, %_i1
  %4 = add nsw i64 %2, %3
  %5 = getelementptr inbounds float, ptr %buf0, i64 %4
  %6 = load float, ptr %5, align 4
  %7 = fmul float %6, 3.000000e+00
  %8 = mul nsw i64 %_in2_st0, %_i0
  %9 = mul nsw i64 %_in2_st1, %_i1
  %10 = add nsw i64 %8, %9
  %11 = getelementptr inbounds i64, ptr %buf2, i64 %10
  %12 = load i64, ptr %11, align 8
  %13 = icmp ult i64 %12, 8
  br i1 %13, label %inb, label %oob

done2:                                            ; preds = %loop_i1
  %14 = add nuw nsw i64 %_i0, 1
  br label %loop_i0, !llvm.loop !8

oob:                                              ; preds = %body1
  %15 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 1, ptr @str.1, i64 %12, i64 8)
  ret i32 1

inb:                                              ; preds = %body1
  %16 = mul nsw i64 8, %_i0
  %17 = add nsw i64 %16, %12
  %18 = getelementptr inbounds float, ptr %buf7, i64 %17
  %19 = load float, ptr %18, align 4
  %20 = fadd float %19, %7
  store float %20, ptr %18, align 4
  %21 = add nuw nsw i64 %_i1, 1
  br label %loop_i1, !llvm.loop !9
}

define i32 @cajit_run(ptr %buffers, ptr %symbols, ptr %call) {
entry:
  %held = alloca [1 x ptr], align 8
  %0 = getelementptr inbounds i64, ptr %buffers, i64 5
  %1 = load ptr, ptr %0, align 8
  call void @k0._5___aten_index_put_default(ptr %1)
  %2 = getelementptr inbounds i64, ptr %buffers, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds i64, ptr %buffers, i64 1
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds i64, ptr %buffers, i64 5
  %7 = load ptr, ptr %6, align 8
  %8 = getelementptr inbounds i64, ptr %symbols, i64 0
  %9 = load i64, ptr %8, align 8
  %10 = getelementptr inbounds i64, ptr %symbols, i64 1
  %11 = load i64, ptr %10, align 8
  %12 = getelementptr inbounds i64, ptr %symbols, i64 2
  %13 = load i64, ptr %12, align 8
  %14 = getelementptr inbounds i64, ptr %symbols, i64 3
  %15 = load i64, ptr %14, align 8
  %16 = call i32 @k1._5___aten_index_put_default(ptr %3, ptr %5, ptr %7, i64 %9, i64 %11, i64 %13, i64 %15, ptr %call)
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %ok, label %fail

fail:                                             ; preds = %ok, %entry
  ret i32 1

ok:                                               ; preds = %entry
  %18 = getelementptr inbounds i64, ptr %buffers, i64 7
  %19 = load ptr, ptr %18, align 8
  %20 = getelementptr inbounds i64, ptr %symbols, i64 0
  %21 = load i64, ptr %20, align 8
  call void @k2._7___aten_scatter_add_default(ptr %19, i64 %21)
  %22 = getelementptr inbounds i64, ptr %buffers, i64 0
  %23 = load ptr, ptr %22, align 8
  %24 = getelementptr inbounds i64, ptr %buffers, i64 2
  %25 = load ptr, ptr %24, align 8
  %26 = getelementptr inbounds i64, ptr %buffers, i64 7
  %27 = load ptr, ptr %26, align 8
  %28 = getelementptr inbounds i64, ptr %symbols, i64 0
  %29 = load i64, ptr %28, align 8
  %30 = getelementptr inbounds i64, ptr %symbols, i64 1
  %31 = load i64, ptr %30, align 8
  %32 = getelementptr inbounds i64, ptr %symbols, i64 2
  %33 = load i64, ptr %32, align 8
  %34 = getelementptr inbounds i64, ptr %symbols, i64 4
  %35 = load i64, ptr %34, align 8
  %36 = getelementptr inbounds i64, ptr %symbols, i64 5
  %37 = load i64, ptr %36, align 8
  %38 = call i32 @k3._7___aten_scatter_add_default(ptr %23, ptr %25, ptr %27, i64 %29, i64 %31, i64 %33, i64 %35, i64 %37, ptr %call)
  %39 = icmp eq i32 %38, 0
  br i1 %39, label %ok1, label %fail

ok1:                                              ; preds = %ok
  ret i32 0
}

; Function Attrs: nounwind
declare void @cajit_rt_dlpack_release(ptr) #1

define i32 @cajit_entry(ptr %call) {
entry:
  %bufs = alloca [8 x ptr], align 8
  %syms = alloca [25 x i64], align 8
  %held = alloca [1 x ptr], align 8
  %outs = alloca [2 x ptr], align 8
  %inputs_now = alloca [3 x ptr], align 8
  %donated = alloca [1 x ptr], align 8
  %arena = alloca ptr, align 8
  store ptr null, ptr %arena, align 8
  %0 = getelementptr inbounds i64, ptr %outs, i64 0
  store ptr null, ptr %0, align 8
  %1 = getelementptr inbounds i64, ptr %outs, i64 1
  store ptr null, ptr %1, align 8
  %2 = getelementptr inbounds i8, ptr %call, i64 8
  %3 = load i32, ptr %2, align 4
  %4 = icmp eq i32 %3, 3
  br i1 %4, label %ok, label %bad

fail:                                             ; preds = %ok78, %ok77, %ok76, %ok75, %ok74, %bad73, %bad70, %bad68, %bad65, %bad63, %bad61, %bad59, %bad57, %bad55, %bad49, %bad47, %bad42, %bad39, %bad37, %bad35, %bad33, %bad31, %bad29, %bad27, %bad25, %bad23, %bad21, %bad19, %bad17, %bad15, %bad13, %bad11, %bad9, %bad7, %bad5, %bad3, %bad1, %bad
  %5 = getelementptr inbounds i64, ptr %outs, i64 0
  %6 = load ptr, ptr %5, align 8
  call void @cajit_rt_dlpack_release(ptr %6)
  %7 = getelementptr inbounds i64, ptr %outs, i64 1
  %8 = load ptr, ptr %7, align 8
  call void @cajit_rt_dlpack_release(ptr %8)
  %9 = load ptr, ptr %arena, align 8
  call void @cajit_rt_arena_destroy(ptr %9)
  ret i32 1

bad:                                              ; preds = %entry
  %10 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.2, i32 %3)
  br label %fail

ok:                                               ; preds = %entry
  %11 = getelementptr inbounds i8, ptr %call, i64 24
  %12 = load i32, ptr %11, align 4
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %ok2, label %bad1

bad1:                                             ; preds = %ok
  %14 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.3, i32 %12)
  br label %fail

ok2:                                              ; preds = %ok
  %15 = getelementptr inbounds i8, ptr %call, i64 40
  %16 = load i32, ptr %15, align 4
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %ok4, label %bad3

bad3:                                             ; preds = %ok2
  %18 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.4, i32 %16)
  br label %fail

ok4:                                              ; preds = %ok2
  %19 = getelementptr inbounds i8, ptr %call, i64 56
  %20 = load i32, ptr %19, align 4
  %21 = icmp eq i32 %20, 0
  br i1 %21, label %ok6, label %bad5

bad5:                                             ; preds = %ok4
  %22 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.5, i32 %20)
  br label %fail

ok6:                                              ; preds = %ok4
  %23 = getelementptr inbounds i8, ptr %call, i64 80
  %24 = load i32, ptr %23, align 4
  %25 = icmp eq i32 %24, 2
  br i1 %25, label %ok8, label %bad7

bad7:                                             ; preds = %ok6
  %26 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.6, i32 %24)
  br label %fail

ok8:                                              ; preds = %ok6
  %27 = getelementptr inbounds i8, ptr %call, i64 72
  %28 = load ptr, ptr %27, align 8
  %29 = icmp ne ptr %28, null
  br i1 %29, label %ok10, label %bad9

bad9:                                             ; preds = %ok8
  %30 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.7)
  br label %fail

ok10:                                             ; preds = %ok8
  %31 = getelementptr inbounds i8, ptr %call, i64 0
  %32 = load ptr, ptr %31, align 8
  %33 = icmp ne ptr %32, null
  br i1 %33, label %ok12, label %bad11

bad11:                                            ; preds = %ok10
  %34 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.8)
  br label %fail

ok12:                                             ; preds = %ok10
  %35 = getelementptr inbounds i8, ptr %call, i64 0
  %36 = load ptr, ptr %35, align 8
  %37 = getelementptr inbounds i64, ptr %36, i64 0
  %38 = load ptr, ptr %37, align 8
  %39 = icmp ne ptr %38, null
  br i1 %39, label %ok14, label %bad13

bad13:                                            ; preds = %ok12
  %40 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.9)
  br label %fail

ok14:                                             ; preds = %ok12
  %41 = getelementptr inbounds i8, ptr %38, i64 8
  %42 = load i32, ptr %41, align 4
  %43 = icmp eq i32 %42, 1
  br i1 %43, label %ok16, label %bad15

bad15:                                            ; preds = %ok14
  %44 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.10, i32 %42)
  br label %fail

ok16:                                             ; preds = %ok14
  %45 = getelementptr inbounds i8, ptr %38, i64 16
  %46 = load i32, ptr %45, align 4
  %47 = icmp eq i32 %46, 2
  br i1 %47, label %ok18, label %bad17

bad17:                                            ; preds = %ok16
  %48 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.11, i32 %46)
  br label %fail

ok18:                                             ; preds = %ok16
  %49 = getelementptr inbounds i8, ptr %38, i64 20
  %50 = load i32, ptr %49, align 4
  %51 = icmp eq i32 %50, 73730
  %52 = and i32 %50, 255
  %53 = lshr i32 %50, 8
  %54 = and i32 %53, 255
  %55 = lshr i32 %50, 16
  br i1 %51, label %ok20, label %bad19

bad19:                                            ; preds = %ok18
  %56 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.12, i32 %52, i32 %54, i32 %55)
  br label %fail

ok20:                                             ; preds = %ok18
  %57 = getelementptr inbounds i8, ptr %38, i64 0
  %58 = load ptr, ptr %57, align 8
  %59 = getelementptr inbounds i8, ptr %38, i64 40
  %60 = load i64, ptr %59, align 4
  %61 = getelementptr inbounds i8, ptr %58, i64 %60
  %62 = getelementptr inbounds i64, ptr %bufs, i64 0
  store ptr %61, ptr %62, align 8
  %63 = getelementptr inbounds i8, ptr %call, i64 0
  %64 = load ptr, ptr %63, align 8
  %65 = getelementptr inbounds i64, ptr %64, i64 1
  %66 = load ptr, ptr %65, align 8
  %67 = icmp ne ptr %66, null
  br i1 %67, label %ok22, label %bad21

bad21:                                            ; preds = %ok20
  %68 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.13)
  br label %fail

ok22:                                             ; preds = %ok20
  %69 = getelementptr inbounds i8, ptr %66, i64 8
  %70 = load i32, ptr %69, align 4
  %71 = icmp eq i32 %70, 1
  br i1 %71, label %ok24, label %bad23

bad23:                                            ; preds = %ok22
  %72 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.14, i32 %70)
  br label %fail

ok24:                                             ; preds = %ok22
  %73 = getelementptr inbounds i8, ptr %66, i64 16
  %74 = load i32, ptr %73, align 4
  %75 = icmp eq i32 %74, 1
  br i1 %75, label %ok26, label %bad25

bad25:                                            ; preds = %ok24
  %76 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.15, i32 %74)
  br label %fail

ok26:                                             ; preds = %ok24
  %77 = getelementptr inbounds i8, ptr %66, i64 20
  %78 = load i32, ptr %77, align 4
  %79 = icmp eq i32 %78, 81920
  %80 = and i32 %78, 255
  %81 = lshr i32 %78, 8
  %82 = and i32 %81, 255
  %83 = lshr i32 %78, 16
  br i1 %79, label %ok28, label %bad27

bad27:                                            ; preds = %ok26
  %84 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.16, i32 %80, i32 %82, i32 %83)
  br label %fail

ok28:                                             ; preds = %ok26
  %85 = getelementptr inbounds i8, ptr %66, i64 0
  %86 = load ptr, ptr %85, align 8
  %87 = getelementptr inbounds i8, ptr %66, i64 40
  %88 = load i64, ptr %87, align 4
  %89 = getelementptr inbounds i8, ptr %86, i64 %88
  %90 = getelementptr inbounds i64, ptr %bufs, i64 1
  store ptr %89, ptr %90, align 8
  %91 = getelementptr inbounds i8, ptr %call, i64 0
  %92 = load ptr, ptr %91, align 8
  %93 = getelementptr inbounds i64, ptr %92, i64 2
  %94 = load ptr, ptr %93, align 8
  %95 = icmp ne ptr %94, null
  br i1 %95, label %ok30, label %bad29

bad29:                                            ; preds = %ok28
  %96 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.17)
  br label %fail

ok30:                                             ; preds = %ok28
  %97 = getelementptr inbounds i8, ptr %94, i64 8
  %98 = load i32, ptr %97, align 4
  %99 = icmp eq i32 %98, 1
  br i1 %99, label %ok32, label %bad31

bad31:                                            ; preds = %ok30
  %100 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.18, i32 %98)
  br label %fail

ok32:                                             ; preds = %ok30
  %101 = getelementptr inbounds i8, ptr %94, i64 16
  %102 = load i32, ptr %101, align 4
  %103 = icmp eq i32 %102, 2
  br i1 %103, label %ok34, label %bad33

bad33:                                            ; preds = %ok32
  %104 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.19, i32 %102)
  br label %fail

ok34:                                             ; preds = %ok32
  %105 = getelementptr inbounds i8, ptr %94, i64 20
  %106 = load i32, ptr %105, align 4
  %107 = icmp eq i32 %106, 81920
  %108 = and i32 %106, 255
  %109 = lshr i32 %106, 8
  %110 = and i32 %109, 255
  %111 = lshr i32 %106, 16
  br i1 %107, label %ok36, label %bad35

bad35:                                            ; preds = %ok34
  %112 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.20, i32 %108, i32 %110, i32 %111)
  br label %fail

ok36:                                             ; preds = %ok34
  %113 = getelementptr inbounds i8, ptr %94, i64 0
  %114 = load ptr, ptr %113, align 8
  %115 = getelementptr inbounds i8, ptr %94, i64 40
  %116 = load i64, ptr %115, align 4
  %117 = getelementptr inbounds i8, ptr %114, i64 %116
  %118 = getelementptr inbounds i64, ptr %bufs, i64 2
  store ptr %117, ptr %118, align 8
  %119 = getelementptr inbounds i8, ptr %call, i64 0
  %120 = load ptr, ptr %119, align 8
  %121 = getelementptr inbounds i64, ptr %120, i64 0
  %122 = load ptr, ptr %121, align 8
  %123 = getelementptr inbounds i64, ptr %inputs_now, i64 0
  store ptr %122, ptr %123, align 8
  %124 = getelementptr inbounds i8, ptr %call, i64 0
  %125 = load ptr, ptr %124, align 8
  %126 = getelementptr inbounds i64, ptr %125, i64 1
  %127 = load ptr, ptr %126, align 8
  %128 = getelementptr inbounds i64, ptr %inputs_now, i64 1
  store ptr %127, ptr %128, align 8
  %129 = getelementptr inbounds i8, ptr %call, i64 0
  %130 = load ptr, ptr %129, align 8
  %131 = getelementptr inbounds i64, ptr %130, i64 2
  %132 = load ptr, ptr %131, align 8
  %133 = getelementptr inbounds i64, ptr %inputs_now, i64 2
  store ptr %132, ptr %133, align 8
  %134 = getelementptr inbounds i8, ptr %call, i64 0
  %135 = load ptr, ptr %134, align 8
  %136 = getelementptr inbounds i64, ptr %135, i64 0
  %137 = load ptr, ptr %136, align 8
  %138 = getelementptr inbounds i8, ptr %137, i64 24
  %139 = load ptr, ptr %138, align 8
  %140 = getelementptr inbounds i64, ptr %139, i64 0
  %141 = load i64, ptr %140, align 8
  %142 = getelementptr inbounds i64, ptr %syms, i64 0
  store i64 %141, ptr %142, align 8
  %143 = getelementptr inbounds i64, ptr %syms, i64 0
  %144 = load i64, ptr %143, align 8
  %145 = icmp sge i64 %144, 0
  br i1 %145, label %ok38, label %bad37

bad37:                                            ; preds = %ok36
  %146 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.21, i64 %144)
  br label %fail

ok38:                                             ; preds = %ok36
  %147 = getelementptr inbounds i8, ptr %call, i64 0
  %148 = load ptr, ptr %147, align 8
  %149 = getelementptr inbounds i64, ptr %148, i64 0
  %150 = load ptr, ptr %149, align 8
  %151 = getelementptr inbounds i8, ptr %150, i64 24
  %152 = load ptr, ptr %151, align 8
  %153 = getelementptr inbounds i64, ptr %152, i64 0
  %154 = load i64, ptr %153, align 8
  %155 = getelementptr inbounds i64, ptr %152, i64 1
  %156 = load i64, ptr %155, align 8
  %157 = icmp eq i64 %156, 8
  br i1 %157, label %ok40, label %bad39

bad39:                                            ; preds = %ok38
  %158 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.22, i64 %156, i64 8)
  br label %fail

ok40:                                             ; preds = %ok38
  %159 = mul i64 1, %156
  %160 = getelementptr inbounds i8, ptr %150, i64 32
  %161 = load ptr, ptr %160, align 8
  %162 = icmp ne ptr %161, null
  br i1 %162, label %st, label %st2

st:                                               ; preds = %ok40
  %163 = getelementptr inbounds i64, ptr %161, i64 0
  %164 = load i64, ptr %163, align 8
  %165 = getelementptr inbounds i64, ptr %161, i64 1
  %166 = load i64, ptr %165, align 8
  br label %st2

st2:                                              ; preds = %st, %ok40
  %stride = phi i64 [ %159, %ok40 ], [ %164, %st ]
  %stride41 = phi i64 [ 1, %ok40 ], [ %166, %st ]
  %167 = getelementptr inbounds i64, ptr %syms, i64 1
  store i64 %stride, ptr %167, align 8
  %168 = getelementptr inbounds i64, ptr %syms, i64 2
  store i64 %stride41, ptr %168, align 8
  %169 = getelementptr inbounds i8, ptr %call, i64 0
  %170 = load ptr, ptr %169, align 8
  %171 = getelementptr inbounds i64, ptr %170, i64 1
  %172 = load ptr, ptr %171, align 8
  %173 = getelementptr inbounds i8, ptr %172, i64 24
  %174 = load ptr, ptr %173, align 8
  %175 = getelementptr inbounds i64, ptr %174, i64 0
  %176 = load i64, ptr %175, align 8
  %177 = getelementptr inbounds i64, ptr %syms, i64 0
  %178 = load i64, ptr %177, align 8
  %179 = icmp eq i64 %176, %178
  br i1 %179, label %ok43, label %bad42

bad42:                                            ; preds = %st2
  %180 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.23, i64 %176, i64 %178)
  br label %fail

ok43:                                             ; preds = %st2
  %181 = getelementptr inbounds i8, ptr %172, i64 32
  %182 = load ptr, ptr %181, align 8
  %183 = icmp ne ptr %182, null
  br i1 %183, label %st44, label %st245

st44:                                             ; preds = %ok43
  %184 = getelementptr inbounds i64, ptr %182, i64 0
  %185 = load i64, ptr %184, align 8
  br label %st245

st245:                                            ; preds = %st44, %ok43
  %stride46 = phi i64 [ 1, %ok43 ], [ %185, %st44 ]
  %186 = getelementptr inbounds i64, ptr %syms, i64 3
  store i64 %stride46, ptr %186, align 8
  %187 = getelementptr inbounds i8, ptr %call, i64 0
  %188 = load ptr, ptr %187, align 8
  %189 = getelementptr inbounds i64, ptr %188, i64 2
  %190 = load ptr, ptr %189, align 8
  %191 = getelementptr inbounds i8, ptr %190, i64 24
  %192 = load ptr, ptr %191, align 8
  %193 = getelementptr inbounds i64, ptr %192, i64 0
  %194 = load i64, ptr %193, align 8
  %195 = getelementptr inbounds i64, ptr %syms, i64 0
  %196 = load i64, ptr %195, align 8
  %197 = icmp eq i64 %194, %196
  br i1 %197, label %ok48, label %bad47

bad47:                                            ; preds = %st245
  %198 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.24, i64 %194, i64 %196)
  br label %fail

ok48:                                             ; preds = %st245
  %199 = getelementptr inbounds i64, ptr %192, i64 1
  %200 = load i64, ptr %199, align 8
  %201 = icmp eq i64 %200, 8
  br i1 %201, label %ok50, label %bad49

bad49:                                            ; preds = %ok48
  %202 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.25, i64 %200, i64 8)
  br label %fail

ok50:                                             ; preds = %ok48
  %203 = mul i64 1, %200
  %204 = getelementptr inbounds i8, ptr %190, i64 32
  %205 = load ptr, ptr %204, align 8
  %206 = icmp ne ptr %205, null
  br i1 %206, label %st51, label %st252

st51:                                             ; preds = %ok50
  %207 = getelementptr inbounds i64, ptr %205, i64 0
  %208 = load i64, ptr %207, align 8
  %209 = getelementptr inbounds i64, ptr %205, i64 1
  %210 = load i64, ptr %209, align 8
  br label %st252

st252:                                            ; preds = %st51, %ok50
  %stride53 = phi i64 [ %203, %ok50 ], [ %208, %st51 ]
  %stride54 = phi i64 [ 1, %ok50 ], [ %210, %st51 ]
  %211 = getelementptr inbounds i64, ptr %syms, i64 4
  store i64 %stride53, ptr %211, align 8
  %212 = getelementptr inbounds i64, ptr %syms, i64 5
  store i64 %stride54, ptr %212, align 8
  %213 = getelementptr inbounds i64, ptr %syms, i64 0
  %214 = load i64, ptr %213, align 8
  %215 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %214)
  %216 = extractvalue { i64, i1 } %215, 1
  %217 = xor i1 %216, true
  br i1 %217, label %ok56, label %bad55

bad55:                                            ; preds = %st252
  %218 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.26)
  br label %fail

ok56:                                             ; preds = %st252
  %219 = extractvalue { i64, i1 } %215, 0
  %220 = getelementptr inbounds i64, ptr %syms, i64 1
  %221 = load i64, ptr %220, align 8
  %222 = icmp sge i64 %221, 0
  br i1 %222, label %ok58, label %bad57

bad57:                                            ; preds = %ok56
  %223 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.27, i64 %221)
  br label %fail

ok58:                                             ; preds = %ok56
  %224 = getelementptr inbounds i64, ptr %syms, i64 2
  %225 = load i64, ptr %224, align 8
  %226 = icmp sge i64 %225, 0
  br i1 %226, label %ok60, label %bad59

bad59:                                            ; preds = %ok58
  %227 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.28, i64 %225)
  br label %fail

ok60:                                             ; preds = %ok58
  %228 = getelementptr inbounds i64, ptr %syms, i64 3
  %229 = load i64, ptr %228, align 8
  %230 = icmp sge i64 %229, 0
  br i1 %230, label %ok62, label %bad61

bad61:                                            ; preds = %ok60
  %231 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.29, i64 %229)
  br label %fail

ok62:                                             ; preds = %ok60
  %232 = getelementptr inbounds i64, ptr %syms, i64 4
  %233 = load i64, ptr %232, align 8
  %234 = icmp sge i64 %233, 0
  br i1 %234, label %ok64, label %bad63

bad63:                                            ; preds = %ok62
  %235 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.30, i64 %233)
  br label %fail

ok64:                                             ; preds = %ok62
  %236 = getelementptr inbounds i64, ptr %syms, i64 5
  %237 = load i64, ptr %236, align 8
  %238 = icmp sge i64 %237, 0
  br i1 %238, label %ok66, label %bad65

bad65:                                            ; preds = %ok64
  %239 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.31, i64 %237)
  br label %fail

ok66:                                             ; preds = %ok64
  %arena67 = call ptr @cajit_rt_arena_create()
  store ptr %arena67, ptr %arena, align 8
  %240 = icmp ne ptr %arena67, null
  br i1 %240, label %ok69, label %bad68

bad68:                                            ; preds = %ok66
  %241 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 5, ptr @str.32)
  br label %fail

ok69:                                             ; preds = %ok66
  %oshape = alloca [2 x i64], align 8
  %242 = getelementptr inbounds i64, ptr %oshape, i64 0
  store i64 10, ptr %242, align 8
  %243 = getelementptr inbounds i64, ptr %oshape, i64 1
  store i64 8, ptr %243, align 8
  %244 = call ptr @cajit_rt_dlpack_alloc(i32 2, i32 32, i32 2, ptr %oshape)
  %245 = getelementptr inbounds i64, ptr %outs, i64 0
  store ptr %244, ptr %245, align 8
  %246 = icmp ne ptr %244, null
  br i1 %246, label %ok71, label %bad70

bad70:                                            ; preds = %ok69
  %247 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 5, ptr @str.33, i64 80)
  br label %fail

ok71:                                             ; preds = %ok69
  %248 = getelementptr inbounds i8, ptr %244, i64 0
  %249 = load ptr, ptr %248, align 8
  %250 = getelementptr inbounds i64, ptr %bufs, i64 5
  store ptr %249, ptr %250, align 8
  %oshape72 = alloca [2 x i64], align 8
  %251 = getelementptr inbounds i64, ptr %oshape72, i64 0
  store i64 %214, ptr %251, align 8
  %252 = getelementptr inbounds i64, ptr %oshape72, i64 1
  store i64 8, ptr %252, align 8
  %253 = call ptr @cajit_rt_dlpack_alloc(i32 2, i32 32, i32 2, ptr %oshape72)
  %254 = getelementptr inbounds i64, ptr %outs, i64 1
  store ptr %253, ptr %254, align 8
  %255 = icmp ne ptr %253, null
  br i1 %255, label %ok74, label %bad73

bad73:                                            ; preds = %ok71
  %256 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 5, ptr @str.34, i64 %219)
  br label %fail

ok74:                                             ; preds = %ok71
  %257 = getelementptr inbounds i8, ptr %253, i64 0
  %258 = load ptr, ptr %257, align 8
  %259 = getelementptr inbounds i64, ptr %bufs, i64 7
  store ptr %258, ptr %259, align 8
  %260 = getelementptr inbounds i64, ptr %bufs, i64 5
  %261 = load ptr, ptr %260, align 8
  call void @k0._5___aten_index_put_default(ptr %261)
  %262 = getelementptr inbounds i64, ptr %inputs_now, i64 0
  %263 = getelementptr inbounds i64, ptr %bufs, i64 0
  %264 = call i32 @cajit_rt_input_ready(ptr %call, i32 0, ptr %262, ptr %263, ptr @str.35)
  %265 = icmp eq i32 %264, 0
  br i1 %265, label %ok75, label %fail

ok75:                                             ; preds = %ok74
  %266 = getelementptr inbounds i64, ptr %inputs_now, i64 1
  %267 = getelementptr inbounds i64, ptr %bufs, i64 1
  %268 = call i32 @cajit_rt_input_ready(ptr %call, i32 1, ptr %266, ptr %267, ptr @str.36)
  %269 = icmp eq i32 %268, 0
  br i1 %269, label %ok76, label %fail

ok76:                                             ; preds = %ok75
  %270 = getelementptr inbounds i64, ptr %bufs, i64 0
  %271 = load ptr, ptr %270, align 8
  %272 = getelementptr inbounds i64, ptr %bufs, i64 1
  %273 = load ptr, ptr %272, align 8
  %274 = getelementptr inbounds i64, ptr %bufs, i64 5
  %275 = load ptr, ptr %274, align 8
  %276 = getelementptr inbounds i64, ptr %syms, i64 0
  %277 = load i64, ptr %276, align 8
  %278 = getelementptr inbounds i64, ptr %syms, i64 1
  %279 = load i64, ptr %278, align 8
  %280 = getelementptr inbounds i64, ptr %syms, i64 2
  %281 = load i64, ptr %280, align 8
  %282 = getelementptr inbounds i64, ptr %syms, i64 3
  %283 = load i64, ptr %282, align 8
  %284 = call i32 @k1._5___aten_index_put_default(ptr %271, ptr %273, ptr %275, i64 %277, i64 %279, i64 %281, i64 %283, ptr %call)
  %285 = icmp eq i32 %284, 0
  br i1 %285, label %ok77, label %fail

ok77:                                             ; preds = %ok76
  call void @cajit_rt_release_inputs(ptr %call, ptr @released_inputs, i32 1)
  %286 = getelementptr inbounds i64, ptr %bufs, i64 7
  %287 = load ptr, ptr %286, align 8
  %288 = getelementptr inbounds i64, ptr %syms, i64 0
  %289 = load i64, ptr %288, align 8
  call void @k2._7___aten_scatter_add_default(ptr %287, i64 %289)
  %290 = getelementptr inbounds i64, ptr %inputs_now, i64 2
  %291 = getelementptr inbounds i64, ptr %bufs, i64 2
  %292 = call i32 @cajit_rt_input_ready(ptr %call, i32 2, ptr %290, ptr %291, ptr @str.37)
  %293 = icmp eq i32 %292, 0
  br i1 %293, label %ok78, label %fail

ok78:                                             ; preds = %ok77
  %294 = getelementptr inbounds i64, ptr %bufs, i64 0
  %295 = load ptr, ptr %294, align 8
  %296 = getelementptr inbounds i64, ptr %bufs, i64 2
  %297 = load ptr, ptr %296, align 8
  %298 = getelementptr inbounds i64, ptr %bufs, i64 7
  %299 = load ptr, ptr %298, align 8
  %300 = getelementptr inbounds i64, ptr %syms, i64 0
  %301 = load i64, ptr %300, align 8
  %302 = getelementptr inbounds i64, ptr %syms, i64 1
  %303 = load i64, ptr %302, align 8
  %304 = getelementptr inbounds i64, ptr %syms, i64 2
  %305 = load i64, ptr %304, align 8
  %306 = getelementptr inbounds i64, ptr %syms, i64 4
  %307 = load i64, ptr %306, align 8
  %308 = getelementptr inbounds i64, ptr %syms, i64 5
  %309 = load i64, ptr %308, align 8
  %310 = call i32 @k3._7___aten_scatter_add_default(ptr %295, ptr %297, ptr %299, i64 %301, i64 %303, i64 %305, i64 %307, i64 %309, ptr %call)
  %311 = icmp eq i32 %310, 0
  br i1 %311, label %ok79, label %fail

ok79:                                             ; preds = %ok78
  call void @cajit_rt_release_inputs(ptr %call, ptr @released_inputs.38, i32 2)
  %312 = getelementptr inbounds i8, ptr %call, i64 72
  %313 = load ptr, ptr %312, align 8
  %314 = getelementptr inbounds i64, ptr %outs, i64 0
  %315 = load ptr, ptr %314, align 8
  %316 = getelementptr inbounds i64, ptr %313, i64 0
  store ptr %315, ptr %316, align 8
  %317 = getelementptr inbounds i64, ptr %outs, i64 1
  %318 = load ptr, ptr %317, align 8
  %319 = getelementptr inbounds i64, ptr %313, i64 1
  store ptr %318, ptr %319, align 8
  %320 = load ptr, ptr %arena, align 8
  call void @cajit_rt_arena_destroy(ptr %320)
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
!4 = !{!"llvm.loop.vectorize.width", i32 1}
!5 = distinct !{!5, !1}
!6 = distinct !{!6, !1}
!7 = distinct !{!7, !1}
!8 = distinct !{!8, !1, !4}
!9 = distinct !{!9, !1}
