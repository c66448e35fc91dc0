
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
@str.9 = private unnamed_addr constant [46 x i8] c"guard failed: input 0 has %d dims, expected 4\00", align 1
@str.10 = private unnamed_addr constant [82 x i8] c"guard failed: input 0 has DLPack dtype (code %d, bits %d, lanes %d), expected f32\00", align 1
@str.11 = private unnamed_addr constant [30 x i8] c"guard failed: input 1 is NULL\00", align 1
@str.12 = private unnamed_addr constant [68 x i8] c"guard failed: input 1 is on DLPack device type %d, expected cpu (1)\00", align 1
@str.13 = private unnamed_addr constant [46 x i8] c"guard failed: input 1 has %d dims, expected 4\00", align 1
@str.14 = private unnamed_addr constant [82 x i8] c"guard failed: input 1 has DLPack dtype (code %d, bits %d, lanes %d), expected f32\00", align 1
@str.15 = private unnamed_addr constant [30 x i8] c"guard failed: input 2 is NULL\00", align 1
@str.16 = private unnamed_addr constant [68 x i8] c"guard failed: input 2 is on DLPack device type %d, expected cpu (1)\00", align 1
@str.17 = private unnamed_addr constant [46 x i8] c"guard failed: input 2 has %d dims, expected 1\00", align 1
@str.18 = private unnamed_addr constant [82 x i8] c"guard failed: input 2 has DLPack dtype (code %d, bits %d, lanes %d), expected f32\00", align 1
@str.19 = private unnamed_addr constant [30 x i8] c"guard failed: input 3 is NULL\00", align 1
@str.20 = private unnamed_addr constant [68 x i8] c"guard failed: input 3 is on DLPack device type %d, expected cpu (1)\00", align 1
@str.21 = private unnamed_addr constant [46 x i8] c"guard failed: input 3 has %d dims, expected 1\00", align 1
@str.22 = private unnamed_addr constant [82 x i8] c"guard failed: input 3 has DLPack dtype (code %d, bits %d, lanes %d), expected f32\00", align 1
@str.23 = private unnamed_addr constant [30 x i8] c"guard failed: input 4 is NULL\00", align 1
@str.24 = private unnamed_addr constant [68 x i8] c"guard failed: input 4 is on DLPack device type %d, expected cpu (1)\00", align 1
@str.25 = private unnamed_addr constant [46 x i8] c"guard failed: input 4 has %d dims, expected 1\00", align 1
@str.26 = private unnamed_addr constant [82 x i8] c"guard failed: input 4 has DLPack dtype (code %d, bits %d, lanes %d), expected f32\00", align 1
@str.27 = private unnamed_addr constant [30 x i8] c"guard failed: input 5 is NULL\00", align 1
@str.28 = private unnamed_addr constant [68 x i8] c"guard failed: input 5 is on DLPack device type %d, expected cpu (1)\00", align 1
@str.29 = private unnamed_addr constant [46 x i8] c"guard failed: input 5 has %d dims, expected 1\00", align 1
@str.30 = private unnamed_addr constant [82 x i8] c"guard failed: input 5 has DLPack dtype (code %d, bits %d, lanes %d), expected f32\00", align 1
@str.31 = private unnamed_addr constant [30 x i8] c"guard failed: input 6 is NULL\00", align 1
@str.32 = private unnamed_addr constant [68 x i8] c"guard failed: input 6 is on DLPack device type %d, expected cpu (1)\00", align 1
@str.33 = private unnamed_addr constant [46 x i8] c"guard failed: input 6 has %d dims, expected 1\00", align 1
@str.34 = private unnamed_addr constant [82 x i8] c"guard failed: input 6 has DLPack dtype (code %d, bits %d, lanes %d), expected f32\00", align 1
@str.35 = private unnamed_addr constant [55 x i8] c"guard failed: input 0 dim 0 is %lld, expected %lld (2)\00", align 1
@str.36 = private unnamed_addr constant [56 x i8] c"guard failed: input 0 dim 1 is %lld, expected %lld (16)\00", align 1
@str.37 = private unnamed_addr constant [55 x i8] c"guard failed: input 0 dim 2 is %lld, expected %lld (2)\00", align 1
@str.38 = private unnamed_addr constant [55 x i8] c"guard failed: input 0 dim 3 is %lld, expected %lld (2)\00", align 1
@str.39 = private unnamed_addr constant [55 x i8] c"guard failed: input 1 dim 0 is %lld, expected %lld (2)\00", align 1
@str.40 = private unnamed_addr constant [56 x i8] c"guard failed: input 1 dim 1 is %lld, expected %lld (16)\00", align 1
@str.41 = private unnamed_addr constant [55 x i8] c"guard failed: input 1 dim 2 is %lld, expected %lld (2)\00", align 1
@str.42 = private unnamed_addr constant [55 x i8] c"guard failed: input 1 dim 3 is %lld, expected %lld (2)\00", align 1
@str.43 = private unnamed_addr constant [56 x i8] c"guard failed: input 2 dim 0 is %lld, expected %lld (16)\00", align 1
@str.44 = private unnamed_addr constant [56 x i8] c"guard failed: input 3 dim 0 is %lld, expected %lld (16)\00", align 1
@str.45 = private unnamed_addr constant [56 x i8] c"guard failed: input 4 dim 0 is %lld, expected %lld (16)\00", align 1
@str.46 = private unnamed_addr constant [56 x i8] c"guard failed: input 5 dim 0 is %lld, expected %lld (16)\00", align 1
@str.47 = private unnamed_addr constant [56 x i8] c"guard failed: input 6 dim 0 is %lld, expected %lld (16)\00", align 1
@str.48 = private unnamed_addr constant [69 x i8] c"guard failed: input 0: stride 0 is %lld, a stride cannot be negative\00", align 1
@str.49 = private unnamed_addr constant [69 x i8] c"guard failed: input 0: stride 1 is %lld, a stride cannot be negative\00", align 1
@str.50 = private unnamed_addr constant [69 x i8] c"guard failed: input 0: stride 2 is %lld, a stride cannot be negative\00", align 1
@str.51 = private unnamed_addr constant [69 x i8] c"guard failed: input 0: stride 3 is %lld, a stride cannot be negative\00", align 1
@str.52 = private unnamed_addr constant [69 x i8] c"guard failed: input 1: stride 0 is %lld, a stride cannot be negative\00", align 1
@str.53 = private unnamed_addr constant [69 x i8] c"guard failed: input 1: stride 1 is %lld, a stride cannot be negative\00", align 1
@str.54 = private unnamed_addr constant [69 x i8] c"guard failed: input 1: stride 2 is %lld, a stride cannot be negative\00", align 1
@str.55 = private unnamed_addr constant [69 x i8] c"guard failed: input 1: stride 3 is %lld, a stride cannot be negative\00", align 1
@str.56 = private unnamed_addr constant [69 x i8] c"guard failed: input 2: stride 0 is %lld, a stride cannot be negative\00", align 1
@str.57 = private unnamed_addr constant [69 x i8] c"guard failed: input 3: stride 0 is %lld, a stride cannot be negative\00", align 1
@str.58 = private unnamed_addr constant [69 x i8] c"guard failed: input 4: stride 0 is %lld, a stride cannot be negative\00", align 1
@str.59 = private unnamed_addr constant [69 x i8] c"guard failed: input 5: stride 0 is %lld, a stride cannot be negative\00", align 1
@str.60 = private unnamed_addr constant [69 x i8] c"guard failed: input 6: stride 0 is %lld, a stride cannot be negative\00", align 1
@str.61 = private unnamed_addr constant [40 x i8] c"out of memory creating the call's arena\00", align 1
@elem_sizes = private constant [2 x i64] [i64 4, i64 4]
@first_use = private constant [2 x i32] zeroinitializer
@last_use = private constant [2 x i32] [i32 4, i32 3]
@layout_cache = private global [6 x i64] zeroinitializer, align 64
@str.62 = private unnamed_addr constant [56 x i8] c"out of memory: the intermediate buffers' sizes overflow\00", align 1
@str.63 = private unnamed_addr constant [60 x i8] c"out of memory allocating %lld bytes of intermediate buffers\00", align 1
@str.64 = private unnamed_addr constant [53 x i8] c"out of memory allocating buf9 (%lld elements of f32)\00", align 1
@str.65 = private unnamed_addr constant [54 x i8] c"out of memory allocating buf10 (%lld elements of f32)\00", align 1
@str.66 = private unnamed_addr constant [54 x i8] c"out of memory allocating buf11 (%lld elements of f32)\00", align 1
@released_inputs = private unnamed_addr constant [2 x i32] [i32 3, i32 4]
@str.67 = private unnamed_addr constant [45 x i8] c"%7 = aten.native_batch_norm_backward.default\00", align 1
@str.68 = private unnamed_addr constant [45 x i8] c"%7 = aten.native_batch_norm_backward.default\00", align 1
@str.69 = private unnamed_addr constant [45 x i8] c"%7 = aten.native_batch_norm_backward.default\00", align 1
@str.70 = private unnamed_addr constant [45 x i8] c"%7 = aten.native_batch_norm_backward.default\00", align 1
@str.71 = private unnamed_addr constant [45 x i8] c"%7 = aten.native_batch_norm_backward.default\00", align 1
@released_inputs.72 = private unnamed_addr constant [4 x i32] [i32 0, i32 1, i32 2, i32 5]
@released_inputs.73 = private unnamed_addr constant [1 x i32] [i32 6]

; Function Attrs: noinline nounwind
define internal void @k0._7___aten_native_batch_norm_backward_default.range(ptr noalias %buf0, ptr noalias %buf1, ptr noalias %buf5, ptr noalias %buf7, ptr noalias %buf8, i64 %_in0_st0, i64 %_in0_st1, i64 %_in0_st2, i64 %_in0_st3, i64 %_in1_st0, i64 %_in1_st1, i64 %_in1_st2, i64 %_in1_st3, i64 %_in5_st0, i64 %lo, i64 %hi) #0 {
entry:
  %acc = alloca double, align 8
  %partial = alloca float, align 4
  %acc1 = alloca double, align 8
  %partial2 = alloca float, align 4
  %tile = alloca [64 x double], align 8
  %tile3 = alloca [64 x double], align 8
  %0 = sub i64 %hi, %lo
  %1 = add i64 %0, 63
  %2 = sdiv i64 %1, 64
  br label %loop_i0

loop_i0:                                          ; preds = %done32, %entry
  %_i0 = phi i64 [ 0, %entry ], [ %157, %done32 ]
  %3 = icmp slt i64 %_i0, %2
  br i1 %3, label %body, label %done

body:                                             ; preds = %loop_i0
  %4 = mul i64 %_i0, 64
  %5 = add i64 %lo, %4
  %6 = sub i64 %hi, %5
  %7 = icmp slt i64 %6, 64
  %8 = select i1 %7, i64 %6, i64 64
  br label %loop_i04

done:                                             ; preds = %loop_i0
  ret void

loop_i04:                                         ; preds = %body5, %body
  %_i07 = phi i64 [ 0, %body ], [ %12, %body5 ]
  %9 = icmp slt i64 %_i07, %8
  br i1 %9, label %body5, label %done6

body5:                                            ; preds = %loop_i04
  %10 = getelementptr inbounds [64 x double], ptr %tile, i64 0, i64 %_i07
  store double 0.000000e+00, ptr %10, align 8
  %11 = getelementptr inbounds [64 x double], ptr %tile3, i64 0, i64 %_i07
  store double 0.000000e+00, ptr %11, align 8
  %12 = add nuw nsw i64 %_i07, 1
  br label %loop_i04, !llvm.loop !0

done6:                                            ; preds = %loop_i04
  br label %loop_r0

loop_r0:                                          ; preds = %done12, %done6
  %_r0 = phi i64 [ 0, %done6 ], [ %28, %done12 ]
  %13 = icmp slt i64 %_r0, 2
  br i1 %13, label %body8, label %done9

body8:                                            ; preds = %loop_r0
  br label %loop_i010

done9:                                            ; preds = %loop_r0
  br label %loop_i030

loop_i010:                                        ; preds = %reduced, %body8
  %_i013 = phi i64 [ 0, %body8 ], [ %33, %reduced ]
  %14 = icmp slt i64 %_i013, %8
  br i1 %14, label %body11, label %done12

body11:                                           ; preds = %loop_i010
  %15 = add i64 %5, %_i013
  %16 = getelementptr inbounds [64 x double], ptr %tile, i64 0, i64 %_i013
  %17 = load double, ptr %16, align 8
  store double %17, ptr %acc, align 8
  %18 = getelementptr inbounds [64 x double], ptr %tile3, i64 0, i64 %_i013
  %19 = load double, ptr %18, align 8
  store double %19, ptr %acc1, align 8
  %20 = mul nsw i64 2, %_in0_st3
  %21 = icmp eq i64 %_in0_st2, %20
  %22 = and i1 true, %21
  %23 = icmp eq i64 %_in0_st2, %20
  %24 = and i1 %22, %23
  %25 = mul nsw i64 2, %_in1_st3
  %26 = icmp eq i64 %_in1_st2, %25
  %27 = and i1 %24, %26
  br i1 %27, label %collapsed, label %nested

done12:                                           ; preds = %loop_i010
  %28 = add nuw nsw i64 %_r0, 1
  br label %loop_r0, !llvm.loop !3

collapsed:                                        ; preds = %body11
  br label %loop_r2

nested:                                           ; preds = %body11
  br label %loop_r1

reduced:                                          ; preds = %done25, %done22
  %29 = getelementptr inbounds [64 x double], ptr %tile, i64 0, i64 %_i013
  %30 = load double, ptr %acc, align 8
  store double %30, ptr %29, align 8
  %31 = getelementptr inbounds [64 x double], ptr %tile3, i64 0, i64 %_i013
  %32 = load double, ptr %acc1, align 8
  store double %32, ptr %31, align 8
  %33 = add nuw nsw i64 %_i013, 1
  br label %loop_i010, !llvm.loop !4

loop_r2:                                          ; preds = %done18, %collapsed
  %_r2 = phi i64 [ 0, %collapsed ], [ %76, %done18 ]
  %34 = icmp slt i64 %_r2, 0
  br i1 %34, label %body14, label %done15

body14:                                           ; preds = %loop_r2
  %35 = mul i64 %_r2, 256
  store float 0.000000e+00, ptr %partial, align 4
  store float 0.000000e+00, ptr %partial2, align 4
  br label %loop_r216

done15:                                           ; preds = %loop_r2
  br label %loop_r220

loop_r216:                                        ; preds = %body17, %body14
  %_r219 = phi i64 [ 0, %body14 ], [ %67, %body17 ]
  %36 = icmp slt i64 %_r219, 256
  br i1 %36, label %body17, label %done18

body17:                                           ; preds = %loop_r216
  %37 = add nsw i64 %35, %_r219
  %38 = mul nsw i64 %_in0_st0, %_r0
  %39 = mul nsw i64 %_in0_st1, %15
  %40 = add nsw i64 %38, %39
  %41 = mul nsw i64 %_in0_st2, 0
  %42 = add nsw i64 %40, %41
  %43 = mul nsw i64 %_in0_st3, %37
  %44 = add nsw i64 %42, %43
  %45 = getelementptr inbounds float, ptr %buf0, i64 %44
  %46 = load float, ptr %45, align 4
  %47 = load float, ptr %partial, align 4
  %48 = fadd reassoc float %47, %46
  store float %48, ptr %partial, align 4
  %49 = getelementptr inbounds float, ptr %buf0, i64 %44
  %50 = load float, ptr %49, align 4
  %51 = mul nsw i64 %_in1_st0, %_r0
  %52 = mul nsw i64 %_in1_st1, %15
  %53 = add nsw i64 %51, %52
  %54 = mul nsw i64 %_in1_st2, 0
  %55 = add nsw i64 %53, %54
  %56 = mul nsw i64 %_in1_st3, %37
  %57 = add nsw i64 %55, %56
  %58 = getelementptr inbounds float, ptr %buf1, i64 %57
  %59 = load float, ptr %58, align 4
  %60 = mul nsw i64 %_in5_st0, %15
  %61 = getelementptr inbounds float, ptr %buf5, i64 %60
  %62 = load float, ptr %61, align 4
  %63 = fsub float %59, %62
  %64 = fmul float %50, %63
  %65 = load float, ptr %partial2, align 4
  %66 = fadd reassoc float %65, %64
  store float %66, ptr %partial2, align 4
  %67 = add nuw nsw i64 %_r219, 1
  br label %loop_r216, !llvm.loop !6

done18:                                           ; preds = %loop_r216
  %68 = load float, ptr %partial, align 4
  %69 = fpext float %68 to double
  %70 = load double, ptr %acc, align 8
  %71 = fadd double %70, %69
  store double %71, ptr %acc, align 8
  %72 = load float, ptr %partial2, align 4
  %73 = fpext float %72 to double
  %74 = load double, ptr %acc1, align 8
  %75 = fadd double %74, %73
  store double %75, ptr %acc1, align 8
  %76 = add nuw nsw i64 %_r2, 1
  br label %loop_r2, !llvm.loop !7

loop_r220:                                        ; preds = %body21, %done15
  %_r223 = phi i64 [ 0, %done15 ], [ %110, %body21 ]
  %77 = icmp slt i64 %_r223, 4
  br i1 %77, label %body21, label %done22

body21:                                           ; preds = %loop_r220
  %78 = add nsw i64 0, %_r223
  %79 = mul nsw i64 %_in0_st0, %_r0
  %80 = mul nsw i64 %_in0_st1, %15
  %81 = add nsw i64 %79, %80
  %82 = mul nsw i64 %_in0_st2, 0
  %83 = add nsw i64 %81, %82
  %84 = mul nsw i64 %_in0_st3, %78
  %85 = add nsw i64 %83, %84
  %86 = getelementptr inbounds float, ptr %buf0, i64 %85
  %87 = load float, ptr %86, align 4
  %88 = fpext float %87 to double
  %89 = load double, ptr %acc, align 8
  %90 = fadd reassoc double %89, %88
  store double %90, ptr %acc, align 8
  %91 = getelementptr inbounds float, ptr %buf0, i64 %85
  %92 = load float, ptr %91, align 4
  %93 = mul nsw i64 %_in1_st0, %_r0
  %94 = mul nsw i64 %_in1_st1, %15
  %95 = add nsw i64 %93, %94
  %96 = mul nsw i64 %_in1_st2, 0
  %97 = add nsw i64 %95, %96
  %98 = mul nsw i64 %_in1_st3, %78
  %99 = add nsw i64 %97, %98
  %100 = getelementptr inbounds float, ptr %buf1, i64 %99
  %101 = load float, ptr %100, align 4
  %102 = mul nsw i64 %_in5_st0, %15
  %103 = getelementptr inbounds float, ptr %buf5, i64 %102
  %104 = load float, ptr %103, align 4
  %105 = fsub float %101, %104
  %106 = fmul float %92, %105
  %107 = fpext float %106 to double
  %108 = load double, ptr %acc1, align 8
  %109 = fadd reassoc double %108, %107
  store double %109, ptr %acc1, align 8
  %110 = add nuw nsw i64 %_r223, 1
  br label %loop_r220, !llvm.loop !8

done22:                                           ; preds = %loop_r220
  br label %reduced

loop_r1:                                          ; preds = %done28, %nested
  %_r1 = phi i64 [ 0, %nested ], [ %145, %done28 ]
  %111 = icmp slt i64 %_r1, 2
  br i1 %111, label %body24, label %done25

body24:                                           ; preds = %loop_r1
  br label %loop_r226

done25:                                           ; preds = %loop_r1
  br label %reduced

loop_r226:                                        ; preds = %body27, %body24
  %_r229 = phi i64 [ 0, %body24 ], [ %144, %body27 ]
  %112 = icmp slt i64 %_r229, 2
  br i1 %112, label %body27, label %done28

body27:                                           ; preds = %loop_r226
  %113 = mul nsw i64 %_in0_st0, %_r0
  %114 = mul nsw i64 %_in0_st1, %15
  %115 = add nsw i64 %113, %114
  %116 = mul nsw i64 %_in0_st2, %_r1
  %117 = add nsw i64 %115, %116
  %118 = mul nsw i64 %_in0_st3, %_r229
  %119 = add nsw i64 %117, %118
  %120 = getelementptr inbounds float, ptr %buf0, i64 %119
  %121 = load float, ptr %120, align 4
  %122 = fpext float %121 to double
  %123 = load double, ptr %acc, align 8
  %124 = fadd reassoc double %123, %122
  store double %124, ptr %acc, align 8
  %125 = getelementptr inbounds float, ptr %buf0, i64 %119
  %126 = load float, ptr %125, align 4
  %127 = mul nsw i64 %_in1_st0, %_r0
  %128 = mul nsw i64 %_in1_st1, %15
  %129 = add nsw i64 %127, %128
  %130 = mul nsw i64 %_in1_st2, %_r1
  %131 = add nsw i64 %129, %130
  %132 = mul nsw i64 %_in1_st3, %_r229
  %133 = add nsw i64 %131, %132
  %134 = getelementptr inbounds float, ptr %buf1, i64 %133
  %135 = load float, ptr %134, align 4
  %136 = mul nsw i64 %_in5_st0, %15
  %137 = getelementptr inbounds float, ptr %buf5, i64 %136
  %138 = load float, ptr %137, align 4
  %139 = fsub float %135, %138
  %140 = fmul float %126, %139
  %141 = fpext float %140 to double
  %142 = load double, ptr %acc1, align 8
  %143 = fadd reassoc double %142, %141
  store double %143, ptr %acc1, align 8
  %144 = add nuw nsw i64 %_r229, 1
  br label %loop_r226, !llvm.loop !9

done28:                                           ; preds = %loop_r226
  %145 = add nuw nsw i64 %_r1, 1
  br label %loop_r1, !llvm.loop !10

loop_i030:                                        ; preds = %body31, %done9
  %_i033 = phi i64 [ 0, %done9 ], [ %156, %body31 ]
  %146 = icmp slt i64 %_i033, %8
  br i1 %146, label %body31, label %done32

body31:                                           ; preds = %loop_i030
  %147 = add i64 %5, %_i033
  %148 = getelementptr inbounds [64 x double], ptr %tile, i64 0, i64 %_i033
  %149 = load double, ptr %148, align 8
  %150 = getelementptr inbounds float, ptr %buf7, i64 %147
  %151 = fptrunc double %149 to float
  store float %151, ptr %150, align 4
  %152 = getelementptr inbounds [64 x double], ptr %tile3, i64 0, i64 %_i033
  %153 = load double, ptr %152, align 8
  %154 = getelementptr inbounds float, ptr %buf8, i64 %147
  %155 = fptrunc double %153 to float
  store float %155, ptr %154, align 4
  %156 = add nuw nsw i64 %_i033, 1
  br label %loop_i030, !llvm.loop !11

done32:                                           ; preds = %loop_i030
  %157 = add nuw nsw i64 %_i0, 1
  br label %loop_i0, !llvm.loop !12
}

define internal void @k0._7___aten_native_batch_norm_backward_default.body(i64 %0, i64 %1, ptr %2) {
entry:
  %3 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 0
  %4 = load ptr, ptr %3, align 8
  %5 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 2
  %8 = load ptr, ptr %7, align 8
  %9 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 3
  %10 = load ptr, ptr %9, align 8
  %11 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 4
  %12 = load ptr, ptr %11, align 8
  %13 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 5
  %14 = load i64, ptr %13, align 4
  %15 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 6
  %16 = load i64, ptr %15, align 4
  %17 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 7
  %18 = load i64, ptr %17, align 4
  %19 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 8
  %20 = load i64, ptr %19, align 4
  %21 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 9
  %22 = load i64, ptr %21, align 4
  %23 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 10
  %24 = load i64, ptr %23, align 4
  %25 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 11
  %26 = load i64, ptr %25, align 4
  %27 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 12
  %28 = load i64, ptr %27, align 4
  %29 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 13
  %30 = load i64, ptr %29, align 4
  call void @k0._7___aten_native_batch_norm_backward_default.range(ptr %4, ptr %6, ptr %8, ptr %10, ptr %12, i64 %14, i64 %16, i64 %18, i64 %20, i64 %22, i64 %24, i64 %26, i64 %28, i64 %30, i64 %0, i64 %1)
  ret void
}

define internal void @k0._7___aten_native_batch_norm_backward_default(ptr noalias %buf0, ptr noalias %buf1, ptr noalias %buf5, ptr noalias %buf7, ptr noalias %buf8, i64 %_in0_st0, i64 %_in0_st1, i64 %_in0_st2, i64 %_in0_st3, i64 %_in1_st0, i64 %_in1_st1, i64 %_in1_st2, i64 %_in1_st3, i64 %_in5_st0) {
entry:
  %ctx = alloca { ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, align 8
  br i1 false, label %parallel, label %serial

serial:                                           ; preds = %entry
  call void @k0._7___aten_native_batch_norm_backward_default.range(ptr %buf0, ptr %buf1, ptr %buf5, ptr %buf7, ptr %buf8, i64 %_in0_st0, i64 %_in0_st1, i64 %_in0_st2, i64 %_in0_st3, i64 %_in1_st0, i64 %_in1_st1, i64 %_in1_st2, i64 %_in1_st3, i64 %_in5_st0, i64 0, i64 16)
  ret void

parallel:                                         ; preds = %entry
  %0 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 0
  store ptr %buf0, ptr %0, align 8
  %1 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 1
  store ptr %buf1, ptr %1, align 8
  %2 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 2
  store ptr %buf5, ptr %2, align 8
  %3 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 3
  store ptr %buf7, ptr %3, align 8
  %4 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 4
  store ptr %buf8, ptr %4, align 8
  %5 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 5
  store i64 %_in0_st0, ptr %5, align 4
  %6 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 6
  store i64 %_in0_st1, ptr %6, align 4
  %7 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 7
  store i64 %_in0_st2, ptr %7, align 4
  %8 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 8
  store i64 %_in0_st3, ptr %8, align 4
  %9 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 9
  store i64 %_in1_st0, ptr %9, align 4
  %10 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 10
  store i64 %_in1_st1, ptr %10, align 4
  %11 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 11
  store i64 %_in1_st2, ptr %11, align 4
  %12 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 12
  store i64 %_in1_st3, ptr %12, align 4
  %13 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 13
  store i64 %_in5_st0, ptr %13, align 4
  call void @cajit_rt_parallel_for(i64 0, i64 16, i64 4096, ptr @k0._7___aten_native_batch_norm_backward_default.body, ptr %ctx)
  ret void
}

; Function Attrs: nounwind
declare void @cajit_rt_parallel_for(i64, i64, i64, ptr, ptr) #1

; Function Attrs: noinline nounwind
define internal void @k2._7___aten_native_batch_norm_backward_default.range(ptr noalias %buf0, ptr noalias %buf1, ptr noalias %buf2, ptr noalias %buf5, ptr noalias %buf6, ptr noalias %buf7, ptr noalias %buf8, ptr noalias %buf9, i64 %_in0_st0, i64 %_in0_st1, i64 %_in0_st2, i64 %_in0_st3, i64 %_in1_st0, i64 %_in1_st1, i64 %_in1_st2, i64 %_in1_st3, i64 %_in2_st0, i64 %_in5_st0, i64 %_in6_st0, i64 %lo, i64 %hi) #0 {
entry:
  br label %loop_i0

loop_i0:                                          ; preds = %done2, %entry
  %_i0 = phi i64 [ %lo, %entry ], [ %8, %done2 ]
  %0 = icmp slt i64 %_i0, %hi
  br i1 %0, label %body, label %done

body:                                             ; preds = %loop_i0
  br label %loop_i1

done:                                             ; preds = %loop_i0
  ret void

loop_i1:                                          ; preds = %done3, %body
  %_i1 = phi i64 [ 0, %body ], [ %9, %done3 ]
  %1 = icmp slt i64 %_i1, 16
  br i1 %1, label %body1, label %done2

body1:                                            ; preds = %loop_i1
  %2 = mul nsw i64 2, %_in0_st3
  %3 = icmp eq i64 %_in0_st2, %2
  %4 = and i1 true, %3
  %5 = mul nsw i64 2, %_in1_st3
  %6 = icmp eq i64 %_in1_st2, %5
  %7 = and i1 %4, %6
  br i1 %7, label %collapsed, label %nested

done2:                                            ; preds = %loop_i1
  %8 = add nuw nsw i64 %_i0, 1
  br label %loop_i0, !llvm.loop !13

collapsed:                                        ; preds = %body1
  br label %loop_i3

nested:                                           ; preds = %body1
  br label %loop_i2

done3:                                            ; preds = %done7, %done5
  %9 = add nuw nsw i64 %_i1, 1
  br label %loop_i1, !llvm.loop !14

loop_i3:                                          ; preds = %body4, %collapsed
  %_i3 = phi i64 [ 0, %collapsed ], [ %60, %body4 ]
  %10 = icmp slt i64 %_i3, 4
  br i1 %10, label %body4, label %done5

body4:                                            ; preds = %loop_i3
  %11 = mul nsw i64 %_in0_st0, %_i0
  %12 = mul nsw i64 %_in0_st1, %_i1
  %13 = add nsw i64 %11, %12
  %14 = mul nsw i64 %_in0_st2, 0
  %15 = add nsw i64 %13, %14
  %16 = mul nsw i64 %_in0_st3, %_i3
  %17 = add nsw i64 %15, %16
  %18 = getelementptr inbounds float, ptr %buf0, i64 %17
  %19 = load float, ptr %18, align 4
  %20 = mul nsw i64 %_in1_st0, %_i0
  %21 = mul nsw i64 %_in1_st1, %_i1
  %22 = add nsw i64 %20, %21
  %23 = mul nsw i64 %_in1_st2, 0
  %24 = add nsw i64 %22, %23
  %25 = mul nsw i64 %_in1_st3, %_i3
  %26 = add nsw i64 %24, %25
  %27 = getelementptr inbounds float, ptr %buf1, i64 %26
  %28 = load float, ptr %27, align 4
  %29 = mul nsw i64 %_in5_st0, %_i1
  %30 = getelementptr inbounds float, ptr %buf5, i64 %29
  %31 = load float, ptr %30, align 4
  %32 = fsub float %28, %31
  %33 = getelementptr inbounds float, ptr %buf8, i64 %_i1
  %34 = load float, ptr %33, align 4
  %35 = fmul float %34, 1.250000e-01
  %36 = mul nsw i64 %_in6_st0, %_i1
  %37 = getelementptr inbounds float, ptr %buf6, i64 %36
  %38 = load float, ptr %37, align 4
  %39 = fmul float %38, %38
  %40 = fmul float %35, %39
  %41 = fmul float %32, %40
  %42 = fsub float %19, %41
  %43 = getelementptr inbounds float, ptr %buf7, i64 %_i1
  %44 = load float, ptr %43, align 4
  %45 = fmul float %44, 1.250000e-01
  %46 = fsub float %42, %45
  %47 = getelementptr inbounds float, ptr %buf6, i64 %36
  %48 = load float, ptr %47, align 4
  %49 = mul nsw i64 %_in2_st0, %_i1
  %50 = getelementptr inbounds float, ptr %buf2, i64 %49
  %51 = load float, ptr %50, align 4
  %52 = fmul float %48, %51
  %53 = fmul float %46, %52
  %54 = mul nsw i64 64, %_i0
  %55 = mul nsw i64 4, %_i1
  %56 = add nsw i64 %54, %55
  %57 = add nsw i64 %56, 0
  %58 = add nsw i64 %57, %_i3
  %59 = getelementptr inbounds float, ptr %buf9, i64 %58
  store float %53, ptr %59, align 4
  %60 = add nuw nsw i64 %_i3, 1
  br label %loop_i3, !llvm.loop !15

done5:                                            ; preds = %loop_i3
  br label %done3

loop_i2:                                          ; preds = %done10, %nested
  %_i2 = phi i64 [ 0, %nested ], [ %114, %done10 ]
  %61 = icmp slt i64 %_i2, 2
  br i1 %61, label %body6, label %done7

body6:                                            ; preds = %loop_i2
  br label %loop_i38

done7:                                            ; preds = %loop_i2
  br label %done3

loop_i38:                                         ; preds = %body9, %body6
  %_i311 = phi i64 [ 0, %body6 ], [ %113, %body9 ]
  %62 = icmp slt i64 %_i311, 2
  br i1 %62, label %body9, label %done10

body9:                                            ; preds = %loop_i38
  %63 = mul nsw i64 %_in0_st0, %_i0
  %64 = mul nsw i64 %_in0_st1, %_i1
  %65 = add nsw i64 %63, %64
  %66 = mul nsw i64 %_in0_st2, %_i2
  %67 = add nsw i64 %65, %66
  %68 = mul nsw i64 %_in0_st3, %_i311
  %69 = add nsw i64 %67, %68
  %70 = getelementptr inbounds float, ptr %buf0, i64 %69
  %71 = load float, ptr %70, align 4
  %72 = mul nsw i64 %_in1_st0, %_i0
  %73 = mul nsw i64 %_in1_st1, %_i1
  %74 = add nsw i64 %72, %73
  %75 = mul nsw i64 %_in1_st2, %_i2
  %76 = add nsw i64 %74, %75
  %77 = mul nsw i64 %_in1_st3, %_i311
  %78 = add nsw i64 %76, %77
  %79 = getelementptr inbounds float, ptr %buf1, i64 %78
  %80 = load float, ptr %79, align 4
  %81 = mul nsw i64 %_in5_st0, %_i1
  %82 = getelementptr inbounds float, ptr %buf5, i64 %81
  %83 = load float, ptr %82, align 4
  %84 = fsub float %80, %83
  %85 = getelementptr inbounds float, ptr %buf8, i64 %_i1
  %86 = load float, ptr %85, align 4
  %87 = fmul float %86, 1.250000e-01
  %88 = mul nsw i64 %_in6_st0, %_i1
  %89 = getelementptr inbounds float, ptr %buf6, i64 %88
  %90 = load float, ptr %89, align 4
  %91 = fmul float %90, %90
  %92 = fmul float %87, %91
  %93 = fmul float %84, %92
  %94 = fsub float %71, %93
  %95 = getelementptr inbounds float, ptr %buf7, i64 %_i1
  %96 = load float, ptr %95, align 4
  %97 = fmul float %96, 1.250000e-01
  %98 = fsub float %94, %97
  %99 = getelementptr inbounds float, ptr %buf6, i64 %88
  %100 = load float, ptr %99, align 4
  %101 = mul nsw i64 %_in2_st0, %_i1
  %102 = getelementptr inbounds float, ptr %buf2, i64 %101
  %103 = load float, ptr %102, align 4
  %104 = fmul float %100, %103
  %105 = fmul float %98, %104
  %106 = mul nsw i64 64, %_i0
  %107 = mul nsw i64 4, %_i1
  %108 = add nsw i64 %106, %107
  %109 = mul nsw i64 2, %_i2
  %110 = add nsw i64 %108, %109
  %111 = add nsw i64 %110, %_i311
  %112 = getelementptr inbounds float, ptr %buf9, i64 %111
  store float %105, ptr %112, align 4
  %113 = add nuw nsw i64 %_i311, 1
  br label %loop_i38, !llvm.loop !16

done10:                                           ; preds = %loop_i38
  %114 = add nuw nsw i64 %_i2, 1
  br label %loop_i2, !llvm.loop !17
}

define internal void @k2._7___aten_native_batch_norm_backward_default.body(i64 %0, i64 %1, ptr %2) {
entry:
  %3 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 0
  %4 = load ptr, ptr %3, align 8
  %5 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 2
  %8 = load ptr, ptr %7, align 8
  %9 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 3
  %10 = load ptr, ptr %9, align 8
  %11 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 4
  %12 = load ptr, ptr %11, align 8
  %13 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 5
  %14 = load ptr, ptr %13, align 8
  %15 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 6
  %16 = load ptr, ptr %15, align 8
  %17 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 7
  %18 = load ptr, ptr %17, align 8
  %19 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 8
  %20 = load i64, ptr %19, align 4
  %21 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 9
  %22 = load i64, ptr %21, align 4
  %23 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 10
  %24 = load i64, ptr %23, align 4
  %25 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 11
  %26 = load i64, ptr %25, align 4
  %27 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 12
  %28 = load i64, ptr %27, align 4
  %29 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 13
  %30 = load i64, ptr %29, align 4
  %31 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 14
  %32 = load i64, ptr %31, align 4
  %33 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 15
  %34 = load i64, ptr %33, align 4
  %35 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 16
  %36 = load i64, ptr %35, align 4
  %37 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 17
  %38 = load i64, ptr %37, align 4
  %39 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 18
  %40 = load i64, ptr %39, align 4
  call void @k2._7___aten_native_batch_norm_backward_default.range(ptr %4, ptr %6, ptr %8, ptr %10, ptr %12, ptr %14, ptr %16, ptr %18, i64 %20, i64 %22, i64 %24, i64 %26, i64 %28, i64 %30, i64 %32, i64 %34, i64 %36, i64 %38, i64 %40, i64 %0, i64 %1)
  ret void
}

define internal void @k2._7___aten_native_batch_norm_backward_default(ptr noalias %buf0, ptr noalias %buf1, ptr noalias %buf2, ptr noalias %buf5, ptr noalias %buf6, ptr noalias %buf7, ptr noalias %buf8, ptr noalias %buf9, i64 %_in0_st0, i64 %_in0_st1, i64 %_in0_st2, i64 %_in0_st3, i64 %_in1_st0, i64 %_in1_st1, i64 %_in1_st2, i64 %_in1_st3, i64 %_in2_st0, i64 %_in5_st0, i64 %_in6_st0) {
entry:
  %ctx = alloca { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, align 8
  br i1 false, label %parallel, label %serial

serial:                                           ; preds = %entry
  call void @k2._7___aten_native_batch_norm_backward_default.range(ptr %buf0, ptr %buf1, ptr %buf2, ptr %buf5, ptr %buf6, ptr %buf7, ptr %buf8, ptr %buf9, i64 %_in0_st0, i64 %_in0_st1, i64 %_in0_st2, i64 %_in0_st3, i64 %_in1_st0, i64 %_in1_st1, i64 %_in1_st2, i64 %_in1_st3, i64 %_in2_st0, i64 %_in5_st0, i64 %_in6_st0, i64 0, i64 2)
  ret void

parallel:                                         ; preds = %entry
  %0 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 0
  store ptr %buf0, ptr %0, align 8
  %1 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 1
  store ptr %buf1, ptr %1, align 8
  %2 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 2
  store ptr %buf2, ptr %2, align 8
  %3 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 3
  store ptr %buf5, ptr %3, align 8
  %4 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 4
  store ptr %buf6, ptr %4, align 8
  %5 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 5
  store ptr %buf7, ptr %5, align 8
  %6 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 6
  store ptr %buf8, ptr %6, align 8
  %7 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 7
  store ptr %buf9, ptr %7, align 8
  %8 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 8
  store i64 %_in0_st0, ptr %8, align 4
  %9 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 9
  store i64 %_in0_st1, ptr %9, align 4
  %10 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 10
  store i64 %_in0_st2, ptr %10, align 4
  %11 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 11
  store i64 %_in0_st3, ptr %11, align 4
  %12 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 12
  store i64 %_in1_st0, ptr %12, align 4
  %13 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 13
  store i64 %_in1_st1, ptr %13, align 4
  %14 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 14
  store i64 %_in1_st2, ptr %14, align 4
  %15 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 15
  store i64 %_in1_st3, ptr %15, align 4
  %16 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 16
  store i64 %_in2_st0, ptr %16, align 4
  %17 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 17
  store i64 %_in5_st0, ptr %17, align 4
  %18 = getelementptr inbounds { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 18
  store i64 %_in6_st0, ptr %18, align 4
  call void @cajit_rt_parallel_for(i64 0, i64 2, i64 512, ptr @k2._7___aten_native_batch_norm_backward_default.body, ptr %ctx)
  ret void
}

; Function Attrs: noinline nounwind
define internal void @k3._7___aten_native_batch_norm_backward_default.range(ptr noalias %buf6, ptr noalias %buf8, ptr noalias %buf10, i64 %_in6_st0, i64 %lo, i64 %hi) #0 {
entry:
  %0 = mul i64 %hi, 512
  %1 = mul i64 %lo, 512
  %2 = icmp slt i64 %0, 16
  %3 = select i1 %2, i64 %0, i64 16
  br label %loop_i0

loop_i0:                                          ; preds = %body, %entry
  %_i0 = phi i64 [ %1, %entry ], [ %12, %body ]
  %4 = icmp slt i64 %_i0, %3
  br i1 %4, label %body, label %done

body:                                             ; preds = %loop_i0
  %5 = getelementptr inbounds float, ptr %buf8, i64 %_i0
  %6 = load float, ptr %5, align 4
  %7 = mul nsw i64 %_in6_st0, %_i0
  %8 = getelementptr inbounds float, ptr %buf6, i64 %7
  %9 = load float, ptr %8, align 4
  %10 = fmul float %6, %9
  %11 = getelementptr inbounds float, ptr %buf10, i64 %_i0
  store float %10, ptr %11, align 4
  %12 = add nuw nsw i64 %_i0, 1
  br label %loop_i0, !llvm.loop !18

done:                                             ; preds = %loop_i0
  ret void
}

define internal void @k3._7___aten_native_batch_norm_backward_default.body(i64 %0, i64 %1, ptr %2) {
entry:
  %3 = getelementptr inbounds { ptr, ptr, ptr, i64 }, ptr %2, i32 0, i32 0
  %4 = load ptr, ptr %3, align 8
  %5 = getelementptr inbounds { ptr, ptr, ptr, i64 }, ptr %2, i32 0, i32 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds { ptr, ptr, ptr, i64 }, ptr %2, i32 0, i32 2
  %8 = load ptr, ptr %7, align 8
  %9 = getelementptr inbounds { ptr, ptr, ptr, i64 }, ptr %2, i32 0, i32 3
  %10 = load i64, ptr %9, align 4
  call void @k3._7___aten_native_batch_norm_backward_default.range(ptr %4, ptr %6, ptr %8, i64 %10, i64 %0, i64 %1)
  ret void
}

define internal void @k3._7___aten_native_batch_norm_backward_default(ptr noalias %buf6, ptr noalias %buf8, ptr noalias %buf10, i64 %_in6_st0) {
entry:
  %ctx = alloca { ptr, ptr, ptr, i64 }, align 8
  br i1 false, label %parallel, label %serial

serial:                                           ; preds = %entry
  call void @k3._7___aten_native_batch_norm_backward_default.range(ptr %buf6, ptr %buf8, ptr %buf10, i64 %_in6_st0, i64 0, i64 1)
  ret void

parallel:                                         ; preds = %entry
  %0 = getelementptr inbounds { ptr, ptr, ptr, i64 }, ptr %ctx, i32 0, i32 0
  store ptr %buf6, ptr %0, align 8
  %1 = getelementptr inbounds { ptr, ptr, ptr, i64 }, ptr %ctx, i32 0, i32 1
  store ptr %buf8, ptr %1, align 8
  %2 = getelementptr inbounds { ptr, ptr, ptr, i64 }, ptr %ctx, i32 0, i32 2
  store ptr %buf10, ptr %2, align 8
  %3 = getelementptr inbounds { ptr, ptr, ptr, i64 }, ptr %ctx, i32 0, i32 3
  store i64 %_in6_st0, ptr %3, align 4
  call void @cajit_rt_parallel_for(i64 0, i64 1, i64 2048, ptr @k3._7___aten_native_batch_norm_backward_default.body, ptr %ctx)
  ret void
}

; Function Attrs: noinline nounwind
define internal void @k4._7___aten_native_batch_norm_backward_default.range(ptr noalias %buf7, ptr noalias %buf11, i64 %lo, i64 %hi) #0 {
entry:
  %0 = mul i64 %hi, 512
  %1 = mul i64 %lo, 512
  %2 = icmp slt i64 %0, 16
  %3 = select i1 %2, i64 %0, i64 16
  br label %loop_i0

loop_i0:                                          ; preds = %body, %entry
  %_i0 = phi i64 [ %1, %entry ], [ %8, %body ]
  %4 = icmp slt i64 %_i0, %3
  br i1 %4, label %body, label %done

body:                                             ; preds = %loop_i0
  %5 = getelementptr inbounds float, ptr %buf7, i64 %_i0
  %6 = load float, ptr %5, align 4
  %7 = getelementptr inbounds float, ptr %buf11, i64 %_i0
  store float %6, ptr %7, align 4
  %8 = add nuw nsw i64 %_i0, 1
  br label %loop_i0, !llvm.loop !19

done:                                             ; preds = %loop_i0
  ret void
}

define internal void @k4._7___aten_native_batch_norm_backward_default.body(i64 %0, i64 %1, ptr %2) {
entry:
  %3 = getelementptr inbounds { ptr, ptr }, ptr %2, i32 0, i32 0
  %4 = load ptr, ptr %3, align 8
  %5 = getelementptr inbounds { ptr, ptr }, ptr %2, i32 0, i32 1
  %6 = load ptr, ptr %5, align 8
  call void @k4._7___aten_native_batch_norm_backward_default.range(ptr %4, ptr %6, i64 %0, i64 %1)
  ret void
}

define internal void @k4._7___aten_native_batch_norm_backward_default(ptr noalias %buf7, ptr noalias %buf11) {
entry:
  %ctx = alloca { ptr, ptr }, align 8
  br i1 false, label %parallel, label %serial

serial:                                           ; preds = %entry
  call void @k4._7___aten_native_batch_norm_backward_default.range(ptr %buf7, ptr %buf11, i64 0, i64 1)
  ret void

parallel:                                         ; preds = %entry
  %0 = getelementptr inbounds { ptr, ptr }, ptr %ctx, i32 0, i32 0
  store ptr %buf7, ptr %0, align 8
  %1 = getelementptr inbounds { ptr, ptr }, ptr %ctx, i32 0, i32 1
  store ptr %buf11, ptr %1, align 8
  call void @cajit_rt_parallel_for(i64 0, i64 1, i64 2048, ptr @k4._7___aten_native_batch_norm_backward_default.body, ptr %ctx)
  ret void
}

define i32 @cajit_run(ptr %buffers, ptr %symbols, ptr %call) {
entry:
  %held = alloca [1 x ptr], align 8
  %0 = getelementptr inbounds i64, ptr %buffers, i64 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds i64, ptr %buffers, i64 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds i64, ptr %buffers, i64 5
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds i64, ptr %buffers, i64 7
  %7 = load ptr, ptr %6, align 8
  %8 = getelementptr inbounds i64, ptr %buffers, i64 8
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds i64, ptr %symbols, i64 0
  %11 = load i64, ptr %10, align 8
  %12 = getelementptr inbounds i64, ptr %symbols, i64 1
  %13 = load i64, ptr %12, align 8
  %14 = getelementptr inbounds i64, ptr %symbols, i64 2
  %15 = load i64, ptr %14, align 8
  %16 = getelementptr inbounds i64, ptr %symbols, i64 3
  %17 = load i64, ptr %16, align 8
  %18 = getelementptr inbounds i64, ptr %symbols, i64 4
  %19 = load i64, ptr %18, align 8
  %20 = getelementptr inbounds i64, ptr %symbols, i64 5
  %21 = load i64, ptr %20, align 8
  %22 = getelementptr inbounds i64, ptr %symbols, i64 6
  %23 = load i64, ptr %22, align 8
  %24 = getelementptr inbounds i64, ptr %symbols, i64 7
  %25 = load i64, ptr %24, align 8
  %26 = getelementptr inbounds i64, ptr %symbols, i64 11
  %27 = load i64, ptr %26, align 8
  call void @k0._7___aten_native_batch_norm_backward_default(ptr %1, ptr %3, ptr %5, ptr %7, ptr %9, i64 %11, i64 %13, i64 %15, i64 %17, i64 %19, i64 %21, i64 %23, i64 %25, i64 %27)
  %28 = getelementptr inbounds i64, ptr %buffers, i64 0
  %29 = load ptr, ptr %28, align 8
  %30 = getelementptr inbounds i64, ptr %buffers, i64 1
  %31 = load ptr, ptr %30, align 8
  %32 = getelementptr inbounds i64, ptr %buffers, i64 2
  %33 = load ptr, ptr %32, align 8
  %34 = getelementptr inbounds i64, ptr %buffers, i64 5
  %35 = load ptr, ptr %34, align 8
  %36 = getelementptr inbounds i64, ptr %buffers, i64 6
  %37 = load ptr, ptr %36, align 8
  %38 = getelementptr inbounds i64, ptr %buffers, i64 7
  %39 = load ptr, ptr %38, align 8
  %40 = getelementptr inbounds i64, ptr %buffers, i64 8
  %41 = load ptr, ptr %40, align 8
  %42 = getelementptr inbounds i64, ptr %buffers, i64 9
  %43 = load ptr, ptr %42, align 8
  %44 = getelementptr inbounds i64, ptr %symbols, i64 0
  %45 = load i64, ptr %44, align 8
  %46 = getelementptr inbounds i64, ptr %symbols, i64 1
  %47 = load i64, ptr %46, align 8
  %48 = getelementptr inbounds i64, ptr %symbols, i64 2
  %49 = load i64, ptr %48, align 8
  %50 = getelementptr inbounds i64, ptr %symbols, i64 3
  %51 = load i64, ptr %50, align 8
  %52 = getelementptr inbounds i64, ptr %symbols, i64 4
  %53 = load i64, ptr %52, align 8
  %54 = getelementptr inbounds i64, ptr %symbols, i64 5
  %55 = load i64, ptr %54, align 8
  %56 = getelementptr inbounds i64, ptr %symbols, i64 6
  %57 = load i64, ptr %56, align 8
  %58 = getelementptr inbounds i64, ptr %symbols, i64 7
  %59 = load i64, ptr %58, align 8
  %60 = getelementptr inbounds i64, ptr %symbols, i64 8
  %61 = load i64, ptr %60, align 8
  %62 = getelementptr inbounds i64, ptr %symbols, i64 11
  %63 = load i64, ptr %62, align 8
  %64 = getelementptr inbounds i64, ptr %symbols, i64 12
  %65 = load i64, ptr %64, align 8
  call void @k2._7___aten_native_batch_norm_backward_default(ptr %29, ptr %31, ptr %33, ptr %35, ptr %37, ptr %39, ptr %41, ptr %43, i64 %45, i64 %47, i64 %49, i64 %51, i64 %53, i64 %55, i64 %57, i64 %59, i64 %61, i64 %63, i64 %65)
  %66 = getelementptr inbounds i64, ptr %buffers, i64 6
  %67 = load ptr, ptr %66, align 8
  %68 = getelementptr inbounds i64, ptr %buffers, i64 8
  %69 = load ptr, ptr %68, align 8
  %70 = getelementptr inbounds i64, ptr %buffers, i64 10
  %71 = load ptr, ptr %70, align 8
  %72 = getelementptr inbounds i64, ptr %symbols, i64 12
  %73 = load i64, ptr %72, align 8
  call void @k3._7___aten_native_batch_norm_backward_default(ptr %67, ptr %69, ptr %71, i64 %73)
  %74 = getelementptr inbounds i64, ptr %buffers, i64 7
  %75 = load ptr, ptr %74, align 8
  %76 = getelementptr inbounds i64, ptr %buffers, i64 11
  %77 = load ptr, ptr %76, align 8
  call void @k4._7___aten_native_batch_norm_backward_default(ptr %75, ptr %77)
  ret i32 0

fail:                                             ; No predecessors!
  ret i32 1
}

; Function Attrs: nounwind
declare void @cajit_rt_dlpack_release(ptr) #1

define i32 @cajit_entry(ptr %call) {
entry:
  %bufs = alloca [12 x ptr], align 8
  %syms = alloca [36 x i64], align 8
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

fail:                                             ; preds = %ok163, %ok162, %ok161, %ok160, %ok159, %bad158, %bad155, %bad152, %bad150, %bad148, %bad146, %bad143, %bad141, %bad139, %bad137, %bad135, %bad133, %bad131, %bad129, %bad127, %bad125, %bad123, %bad121, %bad119, %bad114, %bad109, %bad104, %bad99, %bad94, %bad86, %bad84, %bad82, %bad80, %bad75, %bad73, %bad71, %bad69, %bad67, %bad65, %bad63, %bad61, %bad59, %bad57, %bad55, %bad53, %bad51, %bad49, %bad47, %bad45, %bad43, %bad41, %bad39, %bad37, %bad35, %bad33, %bad31, %bad29, %bad27, %bad25, %bad23, %bad21, %bad19, %bad17, %bad15, %bad13, %bad11, %bad9, %bad7, %bad5, %bad3, %bad1, %bad
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
  %50 = icmp eq i32 %49, 4
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
  %78 = icmp eq i32 %77, 4
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
  %106 = icmp eq i32 %105, 1
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
  %134 = icmp eq i32 %133, 1
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
  %162 = icmp eq i32 %161, 1
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
  %277 = icmp eq i64 %276, 2
  br i1 %277, label %ok70, label %bad69

bad69:                                            ; preds = %ok68
  %278 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.35, i64 %276, i64 2)
  br label %fail

ok70:                                             ; preds = %ok68
  %279 = getelementptr inbounds i64, ptr %274, i64 1
  %280 = load i64, ptr %279, align 8
  %281 = icmp eq i64 %280, 16
  br i1 %281, label %ok72, label %bad71

bad71:                                            ; preds = %ok70
  %282 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.36, i64 %280, i64 16)
  br label %fail

ok72:                                             ; preds = %ok70
  %283 = getelementptr inbounds i64, ptr %274, i64 2
  %284 = load i64, ptr %283, align 8
  %285 = icmp eq i64 %284, 2
  br i1 %285, label %ok74, label %bad73

bad73:                                            ; preds = %ok72
  %286 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.37, i64 %284, i64 2)
  br label %fail

ok74:                                             ; preds = %ok72
  %287 = getelementptr inbounds i64, ptr %274, i64 3
  %288 = load i64, ptr %287, align 8
  %289 = icmp eq i64 %288, 2
  br i1 %289, label %ok76, label %bad75

bad75:                                            ; preds = %ok74
  %290 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.38, i64 %288, i64 2)
  br label %fail

ok76:                                             ; preds = %ok74
  %291 = mul i64 1, %288
  %292 = mul i64 %291, %284
  %293 = mul i64 %292, %280
  %294 = getelementptr inbounds i8, ptr %272, i64 32
  %295 = load ptr, ptr %294, align 8
  %296 = icmp ne ptr %295, null
  br i1 %296, label %st, label %st2

st:                                               ; preds = %ok76
  %297 = getelementptr inbounds i64, ptr %295, i64 0
  %298 = load i64, ptr %297, align 8
  %299 = getelementptr inbounds i64, ptr %295, i64 1
  %300 = load i64, ptr %299, align 8
  %301 = getelementptr inbounds i64, ptr %295, i64 2
  %302 = load i64, ptr %301, align 8
  %303 = getelementptr inbounds i64, ptr %295, i64 3
  %304 = load i64, ptr %303, align 8
  br label %st2

st2:                                              ; preds = %st, %ok76
  %stride = phi i64 [ %293, %ok76 ], [ %298, %st ]
  %stride77 = phi i64 [ %292, %ok76 ], [ %300, %st ]
  %stride78 = phi i64 [ %291, %ok76 ], [ %302, %st ]
  %stride79 = phi i64 [ 1, %ok76 ], [ %304, %st ]
  %305 = getelementptr inbounds i64, ptr %syms, i64 0
  store i64 %stride, ptr %305, align 8
  %306 = getelementptr inbounds i64, ptr %syms, i64 1
  store i64 %stride77, ptr %306, align 8
  %307 = getelementptr inbounds i64, ptr %syms, i64 2
  store i64 %stride78, ptr %307, align 8
  %308 = getelementptr inbounds i64, ptr %syms, i64 3
  store i64 %stride79, ptr %308, align 8
  %309 = getelementptr inbounds i8, ptr %call, i64 0
  %310 = load ptr, ptr %309, align 8
  %311 = getelementptr inbounds i64, ptr %310, i64 1
  %312 = load ptr, ptr %311, align 8
  %313 = getelementptr inbounds i8, ptr %312, i64 24
  %314 = load ptr, ptr %313, align 8
  %315 = getelementptr inbounds i64, ptr %314, i64 0
  %316 = load i64, ptr %315, align 8
  %317 = icmp eq i64 %316, 2
  br i1 %317, label %ok81, label %bad80

bad80:                                            ; preds = %st2
  %318 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.39, i64 %316, i64 2)
  br label %fail

ok81:                                             ; preds = %st2
  %319 = getelementptr inbounds i64, ptr %314, i64 1
  %320 = load i64, ptr %319, align 8
  %321 = icmp eq i64 %320, 16
  br i1 %321, label %ok83, label %bad82

bad82:                                            ; preds = %ok81
  %322 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.40, i64 %320, i64 16)
  br label %fail

ok83:                                             ; preds = %ok81
  %323 = getelementptr inbounds i64, ptr %314, i64 2
  %324 = load i64, ptr %323, align 8
  %325 = icmp eq i64 %324, 2
  br i1 %325, label %ok85, label %bad84

bad84:                                            ; preds = %ok83
  %326 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.41, i64 %324, i64 2)
  br label %fail

ok85:                                             ; preds = %ok83
  %327 = getelementptr inbounds i64, ptr %314, i64 3
  %328 = load i64, ptr %327, align 8
  %329 = icmp eq i64 %328, 2
  br i1 %329, label %ok87, label %bad86

bad86:                                            ; preds = %ok85
  %330 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.42, i64 %328, i64 2)
  br label %fail

ok87:                                             ; preds = %ok85
  %331 = mul i64 1, %328
  %332 = mul i64 %331, %324
  %333 = mul i64 %332, %320
  %334 = getelementptr inbounds i8, ptr %312, i64 32
  %335 = load ptr, ptr %334, align 8
  %336 = icmp ne ptr %335, null
  br i1 %336, label %st88, label %st289

st88:                                             ; preds = %ok87
  %337 = getelementptr inbounds i64, ptr %335, i64 0
  %338 = load i64, ptr %337, align 8
  %339 = getelementptr inbounds i64, ptr %335, i64 1
  %340 = load i64, ptr %339, align 8
  %341 = getelementptr inbounds i64, ptr %335, i64 2
  %342 = load i64, ptr %341, align 8
  %343 = getelementptr inbounds i64, ptr %335, i64 3
  %344 = load i64, ptr %343, align 8
  br label %st289

st289:                                            ; preds = %st88, %ok87
  %stride90 = phi i64 [ %333, %ok87 ], [ %338, %st88 ]
  %stride91 = phi i64 [ %332, %ok87 ], [ %340, %st88 ]
  %stride92 = phi i64 [ %331, %ok87 ], [ %342, %st88 ]
  %stride93 = phi i64 [ 1, %ok87 ], [ %344, %st88 ]
  %345 = getelementptr inbounds i64, ptr %syms, i64 4
  store i64 %stride90, ptr %345, align 8
  %346 = getelementptr inbounds i64, ptr %syms, i64 5
  store i64 %stride91, ptr %346, align 8
  %347 = getelementptr inbounds i64, ptr %syms, i64 6
  store i64 %stride92, ptr %347, align 8
  %348 = getelementptr inbounds i64, ptr %syms, i64 7
  store i64 %stride93, ptr %348, align 8
  %349 = getelementptr inbounds i8, ptr %call, i64 0
  %350 = load ptr, ptr %349, align 8
  %351 = getelementptr inbounds i64, ptr %350, i64 2
  %352 = load ptr, ptr %351, align 8
  %353 = getelementptr inbounds i8, ptr %352, i64 24
  %354 = load ptr, ptr %353, align 8
  %355 = getelementptr inbounds i64, ptr %354, i64 0
  %356 = load i64, ptr %355, align 8
  %357 = icmp eq i64 %356, 16
  br i1 %357, label %ok95, label %bad94

bad94:                                            ; preds = %st289
  %358 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.43, i64 %356, i64 16)
  br label %fail

ok95:                                             ; preds = %st289
  %359 = getelementptr inbounds i8, ptr %352, i64 32
  %360 = load ptr, ptr %359, align 8
  %361 = icmp ne ptr %360, null
  br i1 %361, label %st96, label %st297

st96:                                             ; preds = %ok95
  %362 = getelementptr inbounds i64, ptr %360, i64 0
  %363 = load i64, ptr %362, align 8
  br label %st297

st297:                                            ; preds = %st96, %ok95
  %stride98 = phi i64 [ 1, %ok95 ], [ %363, %st96 ]
  %364 = getelementptr inbounds i64, ptr %syms, i64 8
  store i64 %stride98, ptr %364, align 8
  %365 = getelementptr inbounds i8, ptr %call, i64 0
  %366 = load ptr, ptr %365, align 8
  %367 = getelementptr inbounds i64, ptr %366, i64 3
  %368 = load ptr, ptr %367, align 8
  %369 = getelementptr inbounds i8, ptr %368, i64 24
  %370 = load ptr, ptr %369, align 8
  %371 = getelementptr inbounds i64, ptr %370, i64 0
  %372 = load i64, ptr %371, align 8
  %373 = icmp eq i64 %372, 16
  br i1 %373, label %ok100, label %bad99

bad99:                                            ; preds = %st297
  %374 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.44, i64 %372, i64 16)
  br label %fail

ok100:                                            ; preds = %st297
  %375 = getelementptr inbounds i8, ptr %368, i64 32
  %376 = load ptr, ptr %375, align 8
  %377 = icmp ne ptr %376, null
  br i1 %377, label %st101, label %st2102

st101:                                            ; preds = %ok100
  %378 = getelementptr inbounds i64, ptr %376, i64 0
  %379 = load i64, ptr %378, align 8
  br label %st2102

st2102:                                           ; preds = %st101, %ok100
  %stride103 = phi i64 [ 1, %ok100 ], [ %379, %st101 ]
  %380 = getelementptr inbounds i64, ptr %syms, i64 9
  store i64 %stride103, ptr %380, align 8
  %381 = getelementptr inbounds i8, ptr %call, i64 0
  %382 = load ptr, ptr %381, align 8
  %383 = getelementptr inbounds i64, ptr %382, i64 4
  %384 = load ptr, ptr %383, align 8
  %385 = getelementptr inbounds i8, ptr %384, i64 24
  %386 = load ptr, ptr %385, align 8
  %387 = getelementptr inbounds i64, ptr %386, i64 0
  %388 = load i64, ptr %387, align 8
  %389 = icmp eq i64 %388, 16
  br i1 %389, label %ok105, label %bad104

bad104:                                           ; preds = %st2102
  %390 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.45, i64 %388, i64 16)
  br label %fail

ok105:                                            ; preds = %st2102
  %391 = getelementptr inbounds i8, ptr %384, i64 32
  %392 = load ptr, ptr %391, align 8
  %393 = icmp ne ptr %392, null
  br i1 %393, label %st106, label %st2107

st106:                                            ; preds = %ok105
  %394 = getelementptr inbounds i64, ptr %392, i64 0
  %395 = load i64, ptr %394, align 8
  br label %st2107

st2107:                                           ; preds = %st106, %ok105
  %stride108 = phi i64 [ 1, %ok105 ], [ %395, %st106 ]
  %396 = getelementptr inbounds i64, ptr %syms, i64 10
  store i64 %stride108, ptr %396, align 8
  %397 = getelementptr inbounds i8, ptr %call, i64 0
  %398 = load ptr, ptr %397, align 8
  %399 = getelementptr inbounds i64, ptr %398, i64 5
  %400 = load ptr, ptr %399, align 8
  %401 = getelementptr inbounds i8, ptr %400, i64 24
  %402 = load ptr, ptr %401, align 8
  %403 = getelementptr inbounds i64, ptr %402, i64 0
  %404 = load i64, ptr %403, align 8
  %405 = icmp eq i64 %404, 16
  br i1 %405, label %ok110, label %bad109

bad109:                                           ; preds = %st2107
  %406 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.46, i64 %404, i64 16)
  br label %fail

ok110:                                            ; preds = %st2107
  %407 = getelementptr inbounds i8, ptr %400, i64 32
  %408 = load ptr, ptr %407, align 8
  %409 = icmp ne ptr %408, null
  br i1 %409, label %st111, label %st2112

st111:                                            ; preds = %ok110
  %410 = getelementptr inbounds i64, ptr %408, i64 0
  %411 = load i64, ptr %410, align 8
  br label %st2112

st2112:                                           ; preds = %st111, %ok110
  %stride113 = phi i64 [ 1, %ok110 ], [ %411, %st111 ]
  %412 = getelementptr inbounds i64, ptr %syms, i64 11
  store i64 %stride113, ptr %412, align 8
  %413 = getelementptr inbounds i8, ptr %call, i64 0
  %414 = load ptr, ptr %413, align 8
  %415 = getelementptr inbounds i64, ptr %414, i64 6
  %416 = load ptr, ptr %415, align 8
  %417 = getelementptr inbounds i8, ptr %416, i64 24
  %418 = load ptr, ptr %417, align 8
  %419 = getelementptr inbounds i64, ptr %418, i64 0
  %420 = load i64, ptr %419, align 8
  %421 = icmp eq i64 %420, 16
  br i1 %421, label %ok115, label %bad114

bad114:                                           ; preds = %st2112
  %422 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.47, i64 %420, i64 16)
  br label %fail

ok115:                                            ; preds = %st2112
  %423 = getelementptr inbounds i8, ptr %416, i64 32
  %424 = load ptr, ptr %423, align 8
  %425 = icmp ne ptr %424, null
  br i1 %425, label %st116, label %st2117

st116:                                            ; preds = %ok115
  %426 = getelementptr inbounds i64, ptr %424, i64 0
  %427 = load i64, ptr %426, align 8
  br label %st2117

st2117:                                           ; preds = %st116, %ok115
  %stride118 = phi i64 [ 1, %ok115 ], [ %427, %st116 ]
  %428 = getelementptr inbounds i64, ptr %syms, i64 12
  store i64 %stride118, ptr %428, align 8
  %429 = getelementptr inbounds i64, ptr %syms, i64 0
  %430 = load i64, ptr %429, align 8
  %431 = icmp sge i64 %430, 0
  br i1 %431, label %ok120, label %bad119

bad119:                                           ; preds = %st2117
  %432 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.48, i64 %430)
  br label %fail

ok120:                                            ; preds = %st2117
  %433 = getelementptr inbounds i64, ptr %syms, i64 1
  %434 = load i64, ptr %433, align 8
  %435 = icmp sge i64 %434, 0
  br i1 %435, label %ok122, label %bad121

bad121:                                           ; preds = %ok120
  %436 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.49, i64 %434)
  br label %fail

ok122:                                            ; preds = %ok120
  %437 = getelementptr inbounds i64, ptr %syms, i64 2
  %438 = load i64, ptr %437, align 8
  %439 = icmp sge i64 %438, 0
  br i1 %439, label %ok124, label %bad123

bad123:                                           ; preds = %ok122
  %440 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.50, i64 %438)
  br label %fail

ok124:                                            ; preds = %ok122
  %441 = getelementptr inbounds i64, ptr %syms, i64 3
  %442 = load i64, ptr %441, align 8
  %443 = icmp sge i64 %442, 0
  br i1 %443, label %ok126, label %bad125

bad125:                                           ; preds = %ok124
  %444 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.51, i64 %442)
  br label %fail

ok126:                                            ; preds = %ok124
  %445 = getelementptr inbounds i64, ptr %syms, i64 4
  %446 = load i64, ptr %445, align 8
  %447 = icmp sge i64 %446, 0
  br i1 %447, label %ok128, label %bad127

bad127:                                           ; preds = %ok126
  %448 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.52, i64 %446)
  br label %fail

ok128:                                            ; preds = %ok126
  %449 = getelementptr inbounds i64, ptr %syms, i64 5
  %450 = load i64, ptr %449, align 8
  %451 = icmp sge i64 %450, 0
  br i1 %451, label %ok130, label %bad129

bad129:                                           ; preds = %ok128
  %452 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.53, i64 %450)
  br label %fail

ok130:                                            ; preds = %ok128
  %453 = getelementptr inbounds i64, ptr %syms, i64 6
  %454 = load i64, ptr %453, align 8
  %455 = icmp sge i64 %454, 0
  br i1 %455, label %ok132, label %bad131

bad131:                                           ; preds = %ok130
  %456 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.54, i64 %454)
  br label %fail

ok132:                                            ; preds = %ok130
  %457 = getelementptr inbounds i64, ptr %syms, i64 7
  %458 = load i64, ptr %457, align 8
  %459 = icmp sge i64 %458, 0
  br i1 %459, label %ok134, label %bad133

bad133:                                           ; preds = %ok132
  %460 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.55, i64 %458)
  br label %fail

ok134:                                            ; preds = %ok132
  %461 = getelementptr inbounds i64, ptr %syms, i64 8
  %462 = load i64, ptr %461, align 8
  %463 = icmp sge i64 %462, 0
  br i1 %463, label %ok136, label %bad135

bad135:                                           ; preds = %ok134
  %464 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.56, i64 %462)
  br label %fail

ok136:                                            ; preds = %ok134
  %465 = getelementptr inbounds i64, ptr %syms, i64 9
  %466 = load i64, ptr %465, align 8
  %467 = icmp sge i64 %466, 0
  br i1 %467, label %ok138, label %bad137

bad137:                                           ; preds = %ok136
  %468 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.57, i64 %466)
  br label %fail

ok138:                                            ; preds = %ok136
  %469 = getelementptr inbounds i64, ptr %syms, i64 10
  %470 = load i64, ptr %469, align 8
  %471 = icmp sge i64 %470, 0
  br i1 %471, label %ok140, label %bad139

bad139:                                           ; preds = %ok138
  %472 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.58, i64 %470)
  br label %fail

ok140:                                            ; preds = %ok138
  %473 = getelementptr inbounds i64, ptr %syms, i64 11
  %474 = load i64, ptr %473, align 8
  %475 = icmp sge i64 %474, 0
  br i1 %475, label %ok142, label %bad141

bad141:                                           ; preds = %ok140
  %476 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.59, i64 %474)
  br label %fail

ok142:                                            ; preds = %ok140
  %477 = getelementptr inbounds i64, ptr %syms, i64 12
  %478 = load i64, ptr %477, align 8
  %479 = icmp sge i64 %478, 0
  br i1 %479, label %ok144, label %bad143

bad143:                                           ; preds = %ok142
  %480 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.60, i64 %478)
  br label %fail

ok144:                                            ; preds = %ok142
  %arena145 = call ptr @cajit_rt_arena_create()
  store ptr %arena145, ptr %arena, align 8
  %481 = icmp ne ptr %arena145, null
  br i1 %481, label %ok147, label %bad146

bad146:                                           ; preds = %ok144
  %482 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 5, ptr @str.61)
  br label %fail

ok147:                                            ; preds = %ok144
  %counts = alloca [2 x i64], align 8
  %483 = getelementptr inbounds i64, ptr %counts, i64 0
  store i64 16, ptr %483, align 8
  %484 = getelementptr inbounds i64, ptr %counts, i64 1
  store i64 16, ptr %484, align 8
  %layout_scratch = alloca [8 x i64], align 8
  %offsets = alloca [2 x i64], align 8
  %total = call i64 @cajit_rt_plan_layout_cached(ptr @layout_cache, i32 2, ptr %counts, ptr @elem_sizes, ptr @first_use, ptr @last_use, ptr %layout_scratch, ptr %offsets)
  %485 = icmp sge i64 %total, 0
  br i1 %485, label %ok149, label %bad148

bad148:                                           ; preds = %ok147
  %486 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 5, ptr @str.62)
  br label %fail

ok149:                                            ; preds = %ok147
  %intermediates = call ptr @cajit_rt_arena_alloc(ptr %arena145, i64 %total, i64 1)
  %487 = icmp ne ptr %intermediates, null
  br i1 %487, label %ok151, label %bad150

bad150:                                           ; preds = %ok149
  %488 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 5, ptr @str.63, i64 %total)
  br label %fail

ok151:                                            ; preds = %ok149
  %489 = getelementptr inbounds i64, ptr %offsets, i64 0
  %490 = load i64, ptr %489, align 8
  %491 = getelementptr i8, ptr %intermediates, i64 %490
  %492 = getelementptr inbounds i64, ptr %bufs, i64 7
  store ptr %491, ptr %492, align 8
  %493 = getelementptr inbounds i64, ptr %offsets, i64 1
  %494 = load i64, ptr %493, align 8
  %495 = getelementptr i8, ptr %intermediates, i64 %494
  %496 = getelementptr inbounds i64, ptr %bufs, i64 8
  store ptr %495, ptr %496, align 8
  %oshape = alloca [4 x i64], align 8
  %497 = getelementptr inbounds i64, ptr %oshape, i64 0
  store i64 2, ptr %497, align 8
  %498 = getelementptr inbounds i64, ptr %oshape, i64 1
  store i64 16, ptr %498, align 8
  %499 = getelementptr inbounds i64, ptr %oshape, i64 2
  store i64 2, ptr %499, align 8
  %500 = getelementptr inbounds i64, ptr %oshape, i64 3
  store i64 2, ptr %500, align 8
  %501 = call ptr @cajit_rt_dlpack_alloc(i32 2, i32 32, i32 4, ptr %oshape)
  %502 = getelementptr inbounds i64, ptr %outs, i64 0
  store ptr %501, ptr %502, align 8
  %503 = icmp ne ptr %501, null
  br i1 %503, label %ok153, label %bad152

bad152:                                           ; preds = %ok151
  %504 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 5, ptr @str.64, i64 128)
  br label %fail

ok153:                                            ; preds = %ok151
  %505 = getelementptr inbounds i8, ptr %501, i64 0
  %506 = load ptr, ptr %505, align 8
  %507 = getelementptr inbounds i64, ptr %bufs, i64 9
  store ptr %506, ptr %507, align 8
  %oshape154 = alloca [1 x i64], align 8
  %508 = getelementptr inbounds i64, ptr %oshape154, i64 0
  store i64 16, ptr %508, align 8
  %509 = call ptr @cajit_rt_dlpack_alloc(i32 2, i32 32, i32 1, ptr %oshape154)
  %510 = getelementptr inbounds i64, ptr %outs, i64 1
  store ptr %509, ptr %510, align 8
  %511 = icmp ne ptr %509, null
  br i1 %511, label %ok156, label %bad155

bad155:                                           ; preds = %ok153
  %512 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 5, ptr @str.65, i64 16)
  br label %fail

ok156:                                            ; preds = %ok153
  %513 = getelementptr inbounds i8, ptr %509, i64 0
  %514 = load ptr, ptr %513, align 8
  %515 = getelementptr inbounds i64, ptr %bufs, i64 10
  store ptr %514, ptr %515, align 8
  %oshape157 = alloca [1 x i64], align 8
  %516 = getelementptr inbounds i64, ptr %oshape157, i64 0
  store i64 16, ptr %516, align 8
  %517 = call ptr @cajit_rt_dlpack_alloc(i32 2, i32 32, i32 1, ptr %oshape157)
  %518 = getelementptr inbounds i64, ptr %outs, i64 2
  store ptr %517, ptr %518, align 8
  %519 = icmp ne ptr %517, null
  br i1 %519, label %ok159, label %bad158

bad158:                                           ; preds = %ok156
  %520 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 5, ptr @str.66, i64 16)
  br label %fail

ok159:                                            ; preds = %ok156
  %521 = getelementptr inbounds i8, ptr %517, i64 0
  %522 = load ptr, ptr %521, align 8
  %523 = getelementptr inbounds i64, ptr %bufs, i64 11
  store ptr %522, ptr %523, align 8
  call void @cajit_rt_release_inputs(ptr %call, ptr @released_inputs, i32 2)
  %524 = getelementptr inbounds i64, ptr %inputs_now, i64 0
  %525 = getelementptr inbounds i64, ptr %bufs, i64 0
  %526 = call i32 @cajit_rt_input_ready(ptr %call, i32 0, ptr %524, ptr %525, ptr @str.67)
  %527 = icmp eq i32 %526, 0
  br i1 %527, label %ok160, label %fail

ok160:                                            ; preds = %ok159
  %528 = getelementptr inbounds i64, ptr %inputs_now, i64 1
  %529 = getelementptr inbounds i64, ptr %bufs, i64 1
  %530 = call i32 @cajit_rt_input_ready(ptr %call, i32 1, ptr %528, ptr %529, ptr @str.68)
  %531 = icmp eq i32 %530, 0
  br i1 %531, label %ok161, label %fail

ok161:                                            ; preds = %ok160
  %532 = getelementptr inbounds i64, ptr %inputs_now, i64 5
  %533 = getelementptr inbounds i64, ptr %bufs, i64 5
  %534 = call i32 @cajit_rt_input_ready(ptr %call, i32 5, ptr %532, ptr %533, ptr @str.69)
  %535 = icmp eq i32 %534, 0
  br i1 %535, label %ok162, label %fail

ok162:                                            ; preds = %ok161
  %536 = getelementptr inbounds i64, ptr %bufs, i64 0
  %537 = load ptr, ptr %536, align 8
  %538 = getelementptr inbounds i64, ptr %bufs, i64 1
  %539 = load ptr, ptr %538, align 8
  %540 = getelementptr inbounds i64, ptr %bufs, i64 5
  %541 = load ptr, ptr %540, align 8
  %542 = getelementptr inbounds i64, ptr %bufs, i64 7
  %543 = load ptr, ptr %542, align 8
  %544 = getelementptr inbounds i64, ptr %bufs, i64 8
  %545 = load ptr, ptr %544, align 8
  %546 = getelementptr inbounds i64, ptr %syms, i64 0
  %547 = load i64, ptr %546, align 8
  %548 = getelementptr inbounds i64, ptr %syms, i64 1
  %549 = load i64, ptr %548, align 8
  %550 = getelementptr inbounds i64, ptr %syms, i64 2
  %551 = load i64, ptr %550, align 8
  %552 = getelementptr inbounds i64, ptr %syms, i64 3
  %553 = load i64, ptr %552, align 8
  %554 = getelementptr inbounds i64, ptr %syms, i64 4
  %555 = load i64, ptr %554, align 8
  %556 = getelementptr inbounds i64, ptr %syms, i64 5
  %557 = load i64, ptr %556, align 8
  %558 = getelementptr inbounds i64, ptr %syms, i64 6
  %559 = load i64, ptr %558, align 8
  %560 = getelementptr inbounds i64, ptr %syms, i64 7
  %561 = load i64, ptr %560, align 8
  %562 = getelementptr inbounds i64, ptr %syms, i64 11
  %563 = load i64, ptr %562, align 8
  call void @k0._7___aten_native_batch_norm_backward_default(ptr %537, ptr %539, ptr %541, ptr %543, ptr %545, i64 %547, i64 %549, i64 %551, i64 %553, i64 %555, i64 %557, i64 %559, i64 %561, i64 %563)
  %564 = getelementptr inbounds i64, ptr %inputs_now, i64 2
  %565 = getelementptr inbounds i64, ptr %bufs, i64 2
  %566 = call i32 @cajit_rt_input_ready(ptr %call, i32 2, ptr %564, ptr %565, ptr @str.70)
  %567 = icmp eq i32 %566, 0
  br i1 %567, label %ok163, label %fail

ok163:                                            ; preds = %ok162
  %568 = getelementptr inbounds i64, ptr %inputs_now, i64 6
  %569 = getelementptr inbounds i64, ptr %bufs, i64 6
  %570 = call i32 @cajit_rt_input_ready(ptr %call, i32 6, ptr %568, ptr %569, ptr @str.71)
  %571 = icmp eq i32 %570, 0
  br i1 %571, label %ok164, label %fail

ok164:                                            ; preds = %ok163
  %572 = getelementptr inbounds i64, ptr %bufs, i64 0
  %573 = load ptr, ptr %572, align 8
  %574 = getelementptr inbounds i64, ptr %bufs, i64 1
  %575 = load ptr, ptr %574, align 8
  %576 = getelementptr inbounds i64, ptr %bufs, i64 2
  %577 = load ptr, ptr %576, align 8
  %578 = getelementptr inbounds i64, ptr %bufs, i64 5
  %579 = load ptr, ptr %578, align 8
  %580 = getelementptr inbounds i64, ptr %bufs, i64 6
  %581 = load ptr, ptr %580, align 8
  %582 = getelementptr inbounds i64, ptr %bufs, i64 7
  %583 = load ptr, ptr %582, align 8
  %584 = getelementptr inbounds i64, ptr %bufs, i64 8
  %585 = load ptr, ptr %584, align 8
  %586 = getelementptr inbounds i64, ptr %bufs, i64 9
  %587 = load ptr, ptr %586, align 8
  %588 = getelementptr inbounds i64, ptr %syms, i64 0
  %589 = load i64, ptr %588, align 8
  %590 = getelementptr inbounds i64, ptr %syms, i64 1
  %591 = load i64, ptr %590, align 8
  %592 = getelementptr inbounds i64, ptr %syms, i64 2
  %593 = load i64, ptr %592, align 8
  %594 = getelementptr inbounds i64, ptr %syms, i64 3
  %595 = load i64, ptr %594, align 8
  %596 = getelementptr inbounds i64, ptr %syms, i64 4
  %597 = load i64, ptr %596, align 8
  %598 = getelementptr inbounds i64, ptr %syms, i64 5
  %599 = load i64, ptr %598, align 8
  %600 = getelementptr inbounds i64, ptr %syms, i64 6
  %601 = load i64, ptr %600, align 8
  %602 = getelementptr inbounds i64, ptr %syms, i64 7
  %603 = load i64, ptr %602, align 8
  %604 = getelementptr inbounds i64, ptr %syms, i64 8
  %605 = load i64, ptr %604, align 8
  %606 = getelementptr inbounds i64, ptr %syms, i64 11
  %607 = load i64, ptr %606, align 8
  %608 = getelementptr inbounds i64, ptr %syms, i64 12
  %609 = load i64, ptr %608, align 8
  call void @k2._7___aten_native_batch_norm_backward_default(ptr %573, ptr %575, ptr %577, ptr %579, ptr %581, ptr %583, ptr %585, ptr %587, i64 %589, i64 %591, i64 %593, i64 %595, i64 %597, i64 %599, i64 %601, i64 %603, i64 %605, i64 %607, i64 %609)
  call void @cajit_rt_release_inputs(ptr %call, ptr @released_inputs.72, i32 4)
  %610 = getelementptr inbounds i64, ptr %bufs, i64 6
  %611 = load ptr, ptr %610, align 8
  %612 = getelementptr inbounds i64, ptr %bufs, i64 8
  %613 = load ptr, ptr %612, align 8
  %614 = getelementptr inbounds i64, ptr %bufs, i64 10
  %615 = load ptr, ptr %614, align 8
  %616 = getelementptr inbounds i64, ptr %syms, i64 12
  %617 = load i64, ptr %616, align 8
  call void @k3._7___aten_native_batch_norm_backward_default(ptr %611, ptr %613, ptr %615, i64 %617)
  call void @cajit_rt_release_inputs(ptr %call, ptr @released_inputs.73, i32 1)
  %618 = getelementptr inbounds i64, ptr %bufs, i64 7
  %619 = load ptr, ptr %618, align 8
  %620 = getelementptr inbounds i64, ptr %bufs, i64 11
  %621 = load ptr, ptr %620, align 8
  call void @k4._7___aten_native_batch_norm_backward_default(ptr %619, ptr %621)
  %622 = getelementptr inbounds i8, ptr %call, i64 72
  %623 = load ptr, ptr %622, align 8
  %624 = getelementptr inbounds i64, ptr %outs, i64 0
  %625 = load ptr, ptr %624, align 8
  %626 = getelementptr inbounds i64, ptr %623, i64 0
  store ptr %625, ptr %626, align 8
  %627 = getelementptr inbounds i64, ptr %outs, i64 1
  %628 = load ptr, ptr %627, align 8
  %629 = getelementptr inbounds i64, ptr %623, i64 1
  store ptr %628, ptr %629, align 8
  %630 = getelementptr inbounds i64, ptr %outs, i64 2
  %631 = load ptr, ptr %630, align 8
  %632 = getelementptr inbounds i64, ptr %623, i64 2
  store ptr %631, ptr %632, align 8
  %633 = load ptr, ptr %arena, align 8
  call void @cajit_rt_arena_destroy(ptr %633)
  ret i32 0
}

; Function Attrs: nounwind
declare void @cajit_rt_arena_destroy(ptr) #1

; Function Attrs: nounwind
declare i32 @cajit_rt_fail(ptr, i32, ptr, ...) #1

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

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.unroll.runtime.disable"}
!2 = !{!"llvm.loop.unroll.disable"}
!3 = distinct !{!3, !1, !2}
!4 = distinct !{!4, !1, !2, !5}
!5 = !{!"llvm.loop.vectorize.width", i32 1}
!6 = distinct !{!6, !1, !2}
!7 = distinct !{!7, !1, !2}
!8 = distinct !{!8, !1}
!9 = distinct !{!9, !1}
!10 = distinct !{!10, !1}
!11 = distinct !{!11, !1, !2}
!12 = distinct !{!12, !1, !2}
!13 = distinct !{!13, !1, !5}
!14 = distinct !{!14, !1}
!15 = distinct !{!15, !1}
!16 = distinct !{!16, !1}
!17 = distinct !{!17, !1}
!18 = distinct !{!18, !1, !2}
!19 = distinct !{!19, !1, !2}
