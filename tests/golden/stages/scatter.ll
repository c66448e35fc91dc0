
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
@str.9 = private unnamed_addr constant [4 x i8] c"f32\00", align 1
@str.10 = private unnamed_addr constant [4 x i8] c"i64\00", align 1
@str.11 = private unnamed_addr constant [4 x i8] c"i64\00", align 1
@input_guards = private constant [3 x { i32, i32, i32, i32, ptr }] [{ i32, i32, i32, i32, ptr } { i32 0, i32 2, i32 73730, i32 73730, ptr @str.9 }, { i32, i32, i32, i32, ptr } { i32 1, i32 1, i32 81920, i32 81920, ptr @str.10 }, { i32, i32, i32, i32, ptr } { i32 2, i32 2, i32 81920, i32 81920, ptr @str.11 }]
@str.12 = private unnamed_addr constant [103 x i8] c"guard failed: s0 (input 0 dim 0) is %lld, but it is used as a size or stride, which cannot be negative\00", align 1
@str.13 = private unnamed_addr constant [2 x i8] c"8\00", align 1
@str.14 = private unnamed_addr constant [3 x i8] c"s0\00", align 1
@str.15 = private unnamed_addr constant [3 x i8] c"s0\00", align 1
@str.16 = private unnamed_addr constant [2 x i8] c"8\00", align 1
@dim_guards = private constant [5 x { i32, i32, i32, i32, { i32, [4 x i32], [4 x i64], ptr, ptr }, { i32, [4 x i32], [4 x i64], ptr, ptr } }] [{ i32, i32, i32, i32, { i32, [4 x i32], [4 x i64], ptr, ptr }, { i32, [4 x i32], [4 x i64], ptr, ptr } } { i32 0, i32 0, i32 1, i32 1, { i32, [4 x i32], [4 x i64], ptr, ptr } zeroinitializer, { i32, [4 x i32], [4 x i64], ptr, ptr } zeroinitializer }, { i32, i32, i32, i32, { i32, [4 x i32], [4 x i64], ptr, ptr }, { i32, [4 x i32], [4 x i64], ptr, ptr } } { i32 0, i32 1, i32 1, i32 2, { i32, [4 x i32], [4 x i64], ptr, ptr } { i32 1, [4 x i32] [i32 -1, i32 -1, i32 -1, i32 -1], [4 x i64] [i64 8, i64 0, i64 0, i64 0], ptr @str.13, ptr null }, { i32, [4 x i32], [4 x i64], ptr, ptr } zeroinitializer }, { i32, i32, i32, i32, { i32, [4 x i32], [4 x i64], ptr, ptr }, { i32, [4 x i32], [4 x i64], ptr, ptr } } { i32 1, i32 1, i32 1, i32 3, { i32, [4 x i32], [4 x i64], ptr, ptr } { i32 1, [4 x i32] [i32 0, i32 -1, i32 -1, i32 -1], [4 x i64] zeroinitializer, ptr @str.14, ptr null }, { i32, [4 x i32], [4 x i64], ptr, ptr } zeroinitializer }, { i32, i32, i32, i32, { i32, [4 x i32], [4 x i64], ptr, ptr }, { i32, [4 x i32], [4 x i64], ptr, ptr } } { i32 2, i32 1, i32 1, i32 4, { i32, [4 x i32], [4 x i64], ptr, ptr } { i32 1, [4 x i32] [i32 0, i32 -1, i32 -1, i32 -1], [4 x i64] zeroinitializer, ptr @str.15, ptr null }, { i32, [4 x i32], [4 x i64], ptr, ptr } zeroinitializer }, { i32, i32, i32, i32, { i32, [4 x i32], [4 x i64], ptr, ptr }, { i32, [4 x i32], [4 x i64], ptr, ptr } } { i32 2, i32 1, i32 1, i32 5, { i32, [4 x i32], [4 x i64], ptr, ptr } { i32 1, [4 x i32] [i32 -1, i32 -1, i32 -1, i32 -1], [4 x i64] [i64 8, i64 0, i64 0, i64 0], ptr @str.16, ptr null }, { i32, [4 x i32], [4 x i64], ptr, ptr } zeroinitializer }]
@str.17 = private unnamed_addr constant [65 x i8] c"guard failed: input 0: size arithmetic overflows int64 in s0 * 8\00", align 1
@str.18 = private unnamed_addr constant [69 x i8] c"guard failed: input 0: stride 0 is %lld, a stride cannot be negative\00", align 1
@str.19 = private unnamed_addr constant [69 x i8] c"guard failed: input 0: stride 1 is %lld, a stride cannot be negative\00", align 1
@str.20 = private unnamed_addr constant [69 x i8] c"guard failed: input 1: stride 0 is %lld, a stride cannot be negative\00", align 1
@str.21 = private unnamed_addr constant [69 x i8] c"guard failed: input 2: stride 0 is %lld, a stride cannot be negative\00", align 1
@str.22 = private unnamed_addr constant [69 x i8] c"guard failed: input 2: stride 1 is %lld, a stride cannot be negative\00", align 1
@str.23 = private unnamed_addr constant [40 x i8] c"out of memory creating the call's arena\00", align 1
@str.24 = private unnamed_addr constant [53 x i8] c"out of memory allocating buf5 (%lld elements of f32)\00", align 1
@str.25 = private unnamed_addr constant [53 x i8] c"out of memory allocating buf7 (%lld elements of f32)\00", align 1
@str.26 = private unnamed_addr constant [28 x i8] c"%5 = aten.index_put.default\00", align 1
@str.27 = private unnamed_addr constant [28 x i8] c"%5 = aten.index_put.default\00", align 1
@released_inputs = private unnamed_addr constant [1 x i32] [i32 1]
@str.28 = private unnamed_addr constant [30 x i8] c"%7 = aten.scatter_add.default\00", align 1
@released_inputs.29 = private unnamed_addr constant [2 x i32] [i32 0, i32 2]

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
  br label %loop_i1, !llvm.loop !4
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
  br label %loop_i1, !llvm.loop !5

done2:                                            ; preds = %loop_i1
  %6 = add nuw nsw i64 %_i0, 1
  br label %loop_i0, !llvm.loop !6
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
  br label %loop_i0, !llvm.loop !7

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
  br label %loop_i1, !llvm.loop !8
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

fail:                                             ; preds = %ok40, %ok39, %ok38, %ok37, %ok36, %bad35, %bad32, %bad30, %bad27, %bad25, %bad23, %bad21, %bad19, %bad17, %ok15, %bad14, %ok12, %bad11, %bad9, %bad7, %bad5, %bad3, %bad1, %bad
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
  %35 = call i32 @cajit_rt_check_inputs(ptr %call, i32 3, ptr @input_guards, ptr %bufs)
  %36 = icmp eq i32 %35, 0
  br i1 %36, label %ok13, label %fail

ok13:                                             ; preds = %ok12
  %37 = getelementptr inbounds i8, ptr %call, i64 0
  %38 = load ptr, ptr %37, align 8
  %39 = getelementptr inbounds i64, ptr %38, i64 0
  %40 = load ptr, ptr %39, align 8
  %41 = getelementptr inbounds i64, ptr %inputs_now, i64 0
  store ptr %40, ptr %41, align 8
  %42 = getelementptr inbounds i8, ptr %call, i64 0
  %43 = load ptr, ptr %42, align 8
  %44 = getelementptr inbounds i64, ptr %43, i64 1
  %45 = load ptr, ptr %44, align 8
  %46 = getelementptr inbounds i64, ptr %inputs_now, i64 1
  store ptr %45, ptr %46, align 8
  %47 = getelementptr inbounds i8, ptr %call, i64 0
  %48 = load ptr, ptr %47, align 8
  %49 = getelementptr inbounds i64, ptr %48, i64 2
  %50 = load ptr, ptr %49, align 8
  %51 = getelementptr inbounds i64, ptr %inputs_now, i64 2
  store ptr %50, ptr %51, align 8
  %52 = getelementptr inbounds i8, ptr %call, i64 0
  %53 = load ptr, ptr %52, align 8
  %54 = getelementptr inbounds i64, ptr %53, i64 0
  %55 = load ptr, ptr %54, align 8
  %56 = getelementptr inbounds i8, ptr %55, i64 24
  %57 = load ptr, ptr %56, align 8
  %58 = getelementptr inbounds i64, ptr %57, i64 0
  %59 = load i64, ptr %58, align 8
  %60 = getelementptr inbounds i64, ptr %syms, i64 0
  store i64 %59, ptr %60, align 8
  %61 = getelementptr inbounds i64, ptr %syms, i64 0
  %62 = load i64, ptr %61, align 8
  %63 = icmp sge i64 %62, 0
  br i1 %63, label %ok15, label %bad14

bad14:                                            ; preds = %ok13
  %64 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.12, i64 %62)
  br label %fail

ok15:                                             ; preds = %ok13
  %65 = call i32 @cajit_rt_check_dims(ptr %call, i32 5, ptr @dim_guards, ptr %syms)
  %66 = icmp eq i32 %65, 0
  br i1 %66, label %ok16, label %fail

ok16:                                             ; preds = %ok15
  %67 = getelementptr inbounds i64, ptr %syms, i64 0
  %68 = load i64, ptr %67, align 8
  %69 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %68)
  %70 = extractvalue { i64, i1 } %69, 1
  %71 = xor i1 %70, true
  br i1 %71, label %ok18, label %bad17

bad17:                                            ; preds = %ok16
  %72 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.17)
  br label %fail

ok18:                                             ; preds = %ok16
  %73 = extractvalue { i64, i1 } %69, 0
  %74 = getelementptr inbounds i64, ptr %syms, i64 1
  %75 = load i64, ptr %74, align 8
  %76 = icmp sge i64 %75, 0
  br i1 %76, label %ok20, label %bad19

bad19:                                            ; preds = %ok18
  %77 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.18, i64 %75)
  br label %fail

ok20:                                             ; preds = %ok18
  %78 = getelementptr inbounds i64, ptr %syms, i64 2
  %79 = load i64, ptr %78, align 8
  %80 = icmp sge i64 %79, 0
  br i1 %80, label %ok22, label %bad21

bad21:                                            ; preds = %ok20
  %81 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.19, i64 %79)
  br label %fail

ok22:                                             ; preds = %ok20
  %82 = getelementptr inbounds i64, ptr %syms, i64 3
  %83 = load i64, ptr %82, align 8
  %84 = icmp sge i64 %83, 0
  br i1 %84, label %ok24, label %bad23

bad23:                                            ; preds = %ok22
  %85 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.20, i64 %83)
  br label %fail

ok24:                                             ; preds = %ok22
  %86 = getelementptr inbounds i64, ptr %syms, i64 4
  %87 = load i64, ptr %86, align 8
  %88 = icmp sge i64 %87, 0
  br i1 %88, label %ok26, label %bad25

bad25:                                            ; preds = %ok24
  %89 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.21, i64 %87)
  br label %fail

ok26:                                             ; preds = %ok24
  %90 = getelementptr inbounds i64, ptr %syms, i64 5
  %91 = load i64, ptr %90, align 8
  %92 = icmp sge i64 %91, 0
  br i1 %92, label %ok28, label %bad27

bad27:                                            ; preds = %ok26
  %93 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.22, i64 %91)
  br label %fail

ok28:                                             ; preds = %ok26
  %arena29 = call ptr @cajit_rt_arena_create()
  store ptr %arena29, ptr %arena, align 8
  %94 = icmp ne ptr %arena29, null
  br i1 %94, label %ok31, label %bad30

bad30:                                            ; preds = %ok28
  %95 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 5, ptr @str.23)
  br label %fail

ok31:                                             ; preds = %ok28
  %oshape = alloca [2 x i64], align 8
  %96 = getelementptr inbounds i64, ptr %oshape, i64 0
  store i64 10, ptr %96, align 8
  %97 = getelementptr inbounds i64, ptr %oshape, i64 1
  store i64 8, ptr %97, align 8
  %98 = call ptr @cajit_rt_dlpack_alloc(i32 2, i32 32, i32 2, ptr %oshape)
  %99 = getelementptr inbounds i64, ptr %outs, i64 0
  store ptr %98, ptr %99, align 8
  %100 = icmp ne ptr %98, null
  br i1 %100, label %ok33, label %bad32

bad32:                                            ; preds = %ok31
  %101 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 5, ptr @str.24, i64 80)
  br label %fail

ok33:                                             ; preds = %ok31
  %102 = getelementptr inbounds i8, ptr %98, i64 0
  %103 = load ptr, ptr %102, align 8
  %104 = getelementptr inbounds i64, ptr %bufs, i64 5
  store ptr %103, ptr %104, align 8
  %oshape34 = alloca [2 x i64], align 8
  %105 = getelementptr inbounds i64, ptr %oshape34, i64 0
  store i64 %68, ptr %105, align 8
  %106 = getelementptr inbounds i64, ptr %oshape34, i64 1
  store i64 8, ptr %106, align 8
  %107 = call ptr @cajit_rt_dlpack_alloc(i32 2, i32 32, i32 2, ptr %oshape34)
  %108 = getelementptr inbounds i64, ptr %outs, i64 1
  store ptr %107, ptr %108, align 8
  %109 = icmp ne ptr %107, null
  br i1 %109, label %ok36, label %bad35

bad35:                                            ; preds = %ok33
  %110 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 5, ptr @str.25, i64 %73)
  br label %fail

ok36:                                             ; preds = %ok33
  %111 = getelementptr inbounds i8, ptr %107, i64 0
  %112 = load ptr, ptr %111, align 8
  %113 = getelementptr inbounds i64, ptr %bufs, i64 7
  store ptr %112, ptr %113, align 8
  %114 = getelementptr inbounds i64, ptr %bufs, i64 5
  %115 = load ptr, ptr %114, align 8
  call void @k0._5___aten_index_put_default(ptr %115)
  %116 = getelementptr inbounds i64, ptr %inputs_now, i64 0
  %117 = getelementptr inbounds i64, ptr %bufs, i64 0
  %118 = call i32 @cajit_rt_input_ready(ptr %call, i32 0, ptr %116, ptr %117, ptr @str.26)
  %119 = icmp eq i32 %118, 0
  br i1 %119, label %ok37, label %fail

ok37:                                             ; preds = %ok36
  %120 = getelementptr inbounds i64, ptr %inputs_now, i64 1
  %121 = getelementptr inbounds i64, ptr %bufs, i64 1
  %122 = call i32 @cajit_rt_input_ready(ptr %call, i32 1, ptr %120, ptr %121, ptr @str.27)
  %123 = icmp eq i32 %122, 0
  br i1 %123, label %ok38, label %fail

ok38:                                             ; preds = %ok37
  %124 = getelementptr inbounds i64, ptr %bufs, i64 0
  %125 = load ptr, ptr %124, align 8
  %126 = getelementptr inbounds i64, ptr %bufs, i64 1
  %127 = load ptr, ptr %126, align 8
  %128 = getelementptr inbounds i64, ptr %bufs, i64 5
  %129 = load ptr, ptr %128, align 8
  %130 = getelementptr inbounds i64, ptr %syms, i64 0
  %131 = load i64, ptr %130, align 8
  %132 = getelementptr inbounds i64, ptr %syms, i64 1
  %133 = load i64, ptr %132, align 8
  %134 = getelementptr inbounds i64, ptr %syms, i64 2
  %135 = load i64, ptr %134, align 8
  %136 = getelementptr inbounds i64, ptr %syms, i64 3
  %137 = load i64, ptr %136, align 8
  %138 = call i32 @k1._5___aten_index_put_default(ptr %125, ptr %127, ptr %129, i64 %131, i64 %133, i64 %135, i64 %137, ptr %call)
  %139 = icmp eq i32 %138, 0
  br i1 %139, label %ok39, label %fail

ok39:                                             ; preds = %ok38
  call void @cajit_rt_release_inputs(ptr %call, ptr @released_inputs, i32 1)
  %140 = getelementptr inbounds i64, ptr %bufs, i64 7
  %141 = load ptr, ptr %140, align 8
  %142 = getelementptr inbounds i64, ptr %syms, i64 0
  %143 = load i64, ptr %142, align 8
  call void @k2._7___aten_scatter_add_default(ptr %141, i64 %143)
  %144 = getelementptr inbounds i64, ptr %inputs_now, i64 2
  %145 = getelementptr inbounds i64, ptr %bufs, i64 2
  %146 = call i32 @cajit_rt_input_ready(ptr %call, i32 2, ptr %144, ptr %145, ptr @str.28)
  %147 = icmp eq i32 %146, 0
  br i1 %147, label %ok40, label %fail

ok40:                                             ; preds = %ok39
  %148 = getelementptr inbounds i64, ptr %bufs, i64 0
  %149 = load ptr, ptr %148, align 8
  %150 = getelementptr inbounds i64, ptr %bufs, i64 2
  %151 = load ptr, ptr %150, align 8
  %152 = getelementptr inbounds i64, ptr %bufs, i64 7
  %153 = load ptr, ptr %152, align 8
  %154 = getelementptr inbounds i64, ptr %syms, i64 0
  %155 = load i64, ptr %154, align 8
  %156 = getelementptr inbounds i64, ptr %syms, i64 1
  %157 = load i64, ptr %156, align 8
  %158 = getelementptr inbounds i64, ptr %syms, i64 2
  %159 = load i64, ptr %158, align 8
  %160 = getelementptr inbounds i64, ptr %syms, i64 4
  %161 = load i64, ptr %160, align 8
  %162 = getelementptr inbounds i64, ptr %syms, i64 5
  %163 = load i64, ptr %162, align 8
  %164 = call i32 @k3._7___aten_scatter_add_default(ptr %149, ptr %151, ptr %153, i64 %155, i64 %157, i64 %159, i64 %161, i64 %163, ptr %call)
  %165 = icmp eq i32 %164, 0
  br i1 %165, label %ok41, label %fail

ok41:                                             ; preds = %ok40
  call void @cajit_rt_release_inputs(ptr %call, ptr @released_inputs.29, i32 2)
  %166 = getelementptr inbounds i8, ptr %call, i64 72
  %167 = load ptr, ptr %166, align 8
  %168 = getelementptr inbounds i64, ptr %outs, i64 0
  %169 = load ptr, ptr %168, align 8
  %170 = getelementptr inbounds i64, ptr %167, i64 0
  store ptr %169, ptr %170, align 8
  %171 = getelementptr inbounds i64, ptr %outs, i64 1
  %172 = load ptr, ptr %171, align 8
  %173 = getelementptr inbounds i64, ptr %167, i64 1
  store ptr %172, ptr %173, align 8
  %174 = load ptr, ptr %arena, align 8
  call void @cajit_rt_arena_destroy(ptr %174)
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
!3 = distinct !{!3, !1}
!4 = distinct !{!4, !1}
!5 = distinct !{!5, !1}
!6 = distinct !{!6, !1}
!7 = distinct !{!7, !1}
!8 = distinct !{!8, !1}
