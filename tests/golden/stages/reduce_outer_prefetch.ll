
@cajit_fallback_ops = constant [1 x i8] zeroinitializer
@cajit_library_ops = constant [1 x i8] zeroinitializer
@str = private unnamed_addr constant [40 x i8] c"guard failed: expected 2 inputs, got %d\00", align 1
@str.1 = private unnamed_addr constant [39 x i8] c"guard failed: expected 0 sizes, got %d\00", align 1
@str.2 = private unnamed_addr constant [41 x i8] c"guard failed: expected 0 scalars, got %d\00", align 1
@str.3 = private unnamed_addr constant [39 x i8] c"guard failed: expected 0 hooks, got %d\00", align 1
@str.4 = private unnamed_addr constant [46 x i8] c"guard failed: expected 1 output slots, got %d\00", align 1
@str.5 = private unnamed_addr constant [36 x i8] c"guard failed: call->outputs is NULL\00", align 1
@str.6 = private unnamed_addr constant [35 x i8] c"guard failed: call->inputs is NULL\00", align 1
@str.7 = private unnamed_addr constant [30 x i8] c"guard failed: input 0 is NULL\00", align 1
@str.8 = private unnamed_addr constant [68 x i8] c"guard failed: input 0 is on DLPack device type %d, expected cpu (1)\00", align 1
@str.9 = private unnamed_addr constant [46 x i8] c"guard failed: input 0 has %d dims, expected 4\00", align 1
@str.10 = private unnamed_addr constant [82 x i8] c"guard failed: input 0 has DLPack dtype (code %d, bits %d, lanes %d), expected f32\00", align 1
@str.11 = private unnamed_addr constant [30 x i8] c"guard failed: input 1 is NULL\00", align 1
@str.12 = private unnamed_addr constant [68 x i8] c"guard failed: input 1 is on DLPack device type %d, expected cpu (1)\00", align 1
@str.13 = private unnamed_addr constant [46 x i8] c"guard failed: input 1 has %d dims, expected 5\00", align 1
@str.14 = private unnamed_addr constant [82 x i8] c"guard failed: input 1 has DLPack dtype (code %d, bits %d, lanes %d), expected f32\00", align 1
@str.15 = private unnamed_addr constant [103 x i8] c"guard failed: s0 (input 0 dim 0) is %lld, but it is used as a size or stride, which cannot be negative\00", align 1
@str.16 = private unnamed_addr constant [55 x i8] c"guard failed: input 0 dim 1 is %lld, expected %lld (4)\00", align 1
@str.17 = private unnamed_addr constant [55 x i8] c"guard failed: input 0 dim 2 is %lld, expected %lld (8)\00", align 1
@str.18 = private unnamed_addr constant [56 x i8] c"guard failed: input 0 dim 3 is %lld, expected %lld (16)\00", align 1
@str.19 = private unnamed_addr constant [56 x i8] c"guard failed: input 1 dim 0 is %lld, expected %lld (s0)\00", align 1
@str.20 = private unnamed_addr constant [55 x i8] c"guard failed: input 1 dim 1 is %lld, expected %lld (4)\00", align 1
@str.21 = private unnamed_addr constant [55 x i8] c"guard failed: input 1 dim 2 is %lld, expected %lld (3)\00", align 1
@str.22 = private unnamed_addr constant [55 x i8] c"guard failed: input 1 dim 3 is %lld, expected %lld (8)\00", align 1
@str.23 = private unnamed_addr constant [56 x i8] c"guard failed: input 1 dim 4 is %lld, expected %lld (16)\00", align 1
@str.24 = private unnamed_addr constant [67 x i8] c"guard failed: input 0: size arithmetic overflows int64 in s0 * 512\00", align 1
@str.25 = private unnamed_addr constant [69 x i8] c"guard failed: input 0: stride 0 is %lld, a stride cannot be negative\00", align 1
@str.26 = private unnamed_addr constant [69 x i8] c"guard failed: input 0: stride 1 is %lld, a stride cannot be negative\00", align 1
@str.27 = private unnamed_addr constant [69 x i8] c"guard failed: input 0: stride 2 is %lld, a stride cannot be negative\00", align 1
@str.28 = private unnamed_addr constant [69 x i8] c"guard failed: input 0: stride 3 is %lld, a stride cannot be negative\00", align 1
@str.29 = private unnamed_addr constant [68 x i8] c"guard failed: input 1: size arithmetic overflows int64 in s0 * 1536\00", align 1
@str.30 = private unnamed_addr constant [69 x i8] c"guard failed: input 1: stride 0 is %lld, a stride cannot be negative\00", align 1
@str.31 = private unnamed_addr constant [69 x i8] c"guard failed: input 1: stride 1 is %lld, a stride cannot be negative\00", align 1
@str.32 = private unnamed_addr constant [69 x i8] c"guard failed: input 1: stride 2 is %lld, a stride cannot be negative\00", align 1
@str.33 = private unnamed_addr constant [69 x i8] c"guard failed: input 1: stride 3 is %lld, a stride cannot be negative\00", align 1
@str.34 = private unnamed_addr constant [69 x i8] c"guard failed: input 1: stride 4 is %lld, a stride cannot be negative\00", align 1
@str.35 = private unnamed_addr constant [40 x i8] c"out of memory creating the call's arena\00", align 1
@str.36 = private unnamed_addr constant [53 x i8] c"out of memory allocating buf4 (%lld elements of f32)\00", align 1
@str.37 = private unnamed_addr constant [26 x i8] c"%4 = aten.sum.dim_IntList\00", align 1
@str.38 = private unnamed_addr constant [26 x i8] c"%4 = aten.sum.dim_IntList\00", align 1
@released_inputs = private unnamed_addr constant [2 x i32] [i32 0, i32 1]

; Function Attrs: noinline nounwind
define internal void @k0._4___aten_sum_dim_IntList.range(ptr noalias %buf0, ptr noalias %buf1, ptr noalias %buf4, i64 %s0, i64 %_in0_st0, i64 %_in0_st1, i64 %_in0_st2, i64 %_in0_st3, i64 %_in1_st0, i64 %_in1_st1, i64 %_in1_st2, i64 %_in1_st3, i64 %_in1_st4, i64 %lo, i64 %hi) #0 {
entry:
  br label %loop_i0

loop_i0:                                          ; preds = %done6, %entry
  %_i0 = phi i64 [ %lo, %entry ], [ %11, %done6 ]
  %0 = icmp slt i64 %_i0, %hi
  br i1 %0, label %body, label %done

body:                                             ; preds = %loop_i0
  br label %loop_i1

done:                                             ; preds = %loop_i0
  ret void

loop_i1:                                          ; preds = %done4, %body
  %_i1 = phi i64 [ 0, %body ], [ %9, %done4 ]
  %1 = icmp slt i64 %_i1, 3
  br i1 %1, label %body1, label %done2

body1:                                            ; preds = %loop_i1
  br label %loop_i2

done2:                                            ; preds = %loop_i1
  br label %loop_r0

loop_i2:                                          ; preds = %body3, %body1
  %_i2 = phi i64 [ 0, %body1 ], [ %8, %body3 ]
  %2 = icmp slt i64 %_i2, 16
  br i1 %2, label %body3, label %done4

body3:                                            ; preds = %loop_i2
  %3 = mul nsw i64 48, %_i0
  %4 = mul nsw i64 16, %_i1
  %5 = add nsw i64 %3, %4
  %6 = add nsw i64 %5, %_i2
  %7 = getelementptr inbounds float, ptr %buf4, i64 %6
  store float 0.000000e+00, ptr %7, align 4
  %8 = add nuw nsw i64 %_i2, 1
  br label %loop_i2, !llvm.loop !0

done4:                                            ; preds = %loop_i2
  %9 = add nuw nsw i64 %_i1, 1
  br label %loop_i1, !llvm.loop !3

loop_r0:                                          ; preds = %done19, %done2
  %_r0 = phi i64 [ 0, %done2 ], [ %381, %done19 ]
  %10 = icmp slt i64 %_r0, %s0
  br i1 %10, label %body5, label %done6

body5:                                            ; preds = %loop_r0
  br label %loop_r1

done6:                                            ; preds = %loop_r0
  %11 = add nuw nsw i64 %_i0, 1
  br label %loop_i0, !llvm.loop !4

loop_r1:                                          ; preds = %done15, %body5
  %_r1 = phi i64 [ 0, %body5 ], [ %378, %done15 ]
  %12 = icmp slt i64 %_r1, 2
  br i1 %12, label %body7, label %done8

body7:                                            ; preds = %loop_r1
  %13 = mul i64 %_r1, 4
  %14 = add i64 %13, 0
  %15 = add i64 %13, 1
  %16 = add i64 %13, 2
  %17 = add i64 %13, 3
  %18 = add i64 %_r0, 1
  %19 = sub i64 %s0, 1
  %20 = icmp slt i64 %18, %19
  %21 = select i1 %20, i64 %18, i64 %19
  br label %loop_i29

done8:                                            ; preds = %loop_r1
  br label %loop_r117

loop_i29:                                         ; preds = %body10, %body7
  %_i212 = phi i64 [ 0, %body7 ], [ %96, %body10 ]
  %22 = icmp slt i64 %_i212, 1
  br i1 %22, label %body10, label %done11

body10:                                           ; preds = %loop_i29
  %23 = mul i64 %_i212, 16
  %24 = mul nsw i64 %_in0_st0, %21
  %25 = mul nsw i64 %_in0_st1, %_i0
  %26 = add nsw i64 %24, %25
  %27 = mul nsw i64 %_in0_st2, %14
  %28 = add nsw i64 %26, %27
  %29 = mul nsw i64 %_in0_st3, %23
  %30 = add nsw i64 %28, %29
  %31 = getelementptr inbounds float, ptr %buf0, i64 %30
  call void @llvm.prefetch.p0(ptr %31, i32 0, i32 3, i32 1)
  %32 = mul nsw i64 %_in0_st0, %21
  %33 = mul nsw i64 %_in0_st1, %_i0
  %34 = add nsw i64 %32, %33
  %35 = mul nsw i64 %_in0_st2, %15
  %36 = add nsw i64 %34, %35
  %37 = mul nsw i64 %_in0_st3, %23
  %38 = add nsw i64 %36, %37
  %39 = getelementptr inbounds float, ptr %buf0, i64 %38
  call void @llvm.prefetch.p0(ptr %39, i32 0, i32 3, i32 1)
  %40 = mul nsw i64 %_in0_st0, %21
  %41 = mul nsw i64 %_in0_st1, %_i0
  %42 = add nsw i64 %40, %41
  %43 = mul nsw i64 %_in0_st2, %16
  %44 = add nsw i64 %42, %43
  %45 = mul nsw i64 %_in0_st3, %23
  %46 = add nsw i64 %44, %45
  %47 = getelementptr inbounds float, ptr %buf0, i64 %46
  call void @llvm.prefetch.p0(ptr %47, i32 0, i32 3, i32 1)
  %48 = mul nsw i64 %_in0_st0, %21
  %49 = mul nsw i64 %_in0_st1, %_i0
  %50 = add nsw i64 %48, %49
  %51 = mul nsw i64 %_in0_st2, %17
  %52 = add nsw i64 %50, %51
  %53 = mul nsw i64 %_in0_st3, %23
  %54 = add nsw i64 %52, %53
  %55 = getelementptr inbounds float, ptr %buf0, i64 %54
  call void @llvm.prefetch.p0(ptr %55, i32 0, i32 3, i32 1)
  %56 = mul nsw i64 %_in1_st0, %21
  %57 = mul nsw i64 %_in1_st1, %_i0
  %58 = add nsw i64 %56, %57
  %59 = mul nsw i64 %_in1_st2, 0
  %60 = add nsw i64 %58, %59
  %61 = mul nsw i64 %_in1_st3, %14
  %62 = add nsw i64 %60, %61
  %63 = mul nsw i64 %_in1_st4, %23
  %64 = add nsw i64 %62, %63
  %65 = getelementptr inbounds float, ptr %buf1, i64 %64
  call void @llvm.prefetch.p0(ptr %65, i32 0, i32 3, i32 1)
  %66 = mul nsw i64 %_in1_st0, %21
  %67 = mul nsw i64 %_in1_st1, %_i0
  %68 = add nsw i64 %66, %67
  %69 = mul nsw i64 %_in1_st2, 0
  %70 = add nsw i64 %68, %69
  %71 = mul nsw i64 %_in1_st3, %15
  %72 = add nsw i64 %70, %71
  %73 = mul nsw i64 %_in1_st4, %23
  %74 = add nsw i64 %72, %73
  %75 = getelementptr inbounds float, ptr %buf1, i64 %74
  call void @llvm.prefetch.p0(ptr %75, i32 0, i32 3, i32 1)
  %76 = mul nsw i64 %_in1_st0, %21
  %77 = mul nsw i64 %_in1_st1, %_i0
  %78 = add nsw i64 %76, %77
  %79 = mul nsw i64 %_in1_st2, 0
  %80 = add nsw i64 %78, %79
  %81 = mul nsw i64 %_in1_st3, %16
  %82 = add nsw i64 %80, %81
  %83 = mul nsw i64 %_in1_st4, %23
  %84 = add nsw i64 %82, %83
  %85 = getelementptr inbounds float, ptr %buf1, i64 %84
  call void @llvm.prefetch.p0(ptr %85, i32 0, i32 3, i32 1)
  %86 = mul nsw i64 %_in1_st0, %21
  %87 = mul nsw i64 %_in1_st1, %_i0
  %88 = add nsw i64 %86, %87
  %89 = mul nsw i64 %_in1_st2, 0
  %90 = add nsw i64 %88, %89
  %91 = mul nsw i64 %_in1_st3, %17
  %92 = add nsw i64 %90, %91
  %93 = mul nsw i64 %_in1_st4, %23
  %94 = add nsw i64 %92, %93
  %95 = getelementptr inbounds float, ptr %buf1, i64 %94
  call void @llvm.prefetch.p0(ptr %95, i32 0, i32 3, i32 1)
  %96 = add nuw nsw i64 %_i212, 1
  br label %loop_i29, !llvm.loop !5

done11:                                           ; preds = %loop_i29
  br label %loop_i213

loop_i213:                                        ; preds = %body14, %done11
  %_i216 = phi i64 [ 0, %done11 ], [ %377, %body14 ]
  %97 = icmp slt i64 %_i216, 16
  br i1 %97, label %body14, label %done15

body14:                                           ; preds = %loop_i213
  %98 = mul nsw i64 48, %_i0
  %99 = add nsw i64 %98, 0
  %100 = add nsw i64 %99, %_i216
  %101 = getelementptr inbounds float, ptr %buf4, i64 %100
  %102 = load float, ptr %101, align 4
  %103 = mul nsw i64 %_in0_st0, %_r0
  %104 = mul nsw i64 %_in0_st1, %_i0
  %105 = add nsw i64 %103, %104
  %106 = mul nsw i64 %_in0_st2, %14
  %107 = add nsw i64 %105, %106
  %108 = mul nsw i64 %_in0_st3, %_i216
  %109 = add nsw i64 %107, %108
  %110 = getelementptr inbounds float, ptr %buf0, i64 %109
  %111 = load float, ptr %110, align 4
  %112 = mul nsw i64 %_in1_st0, %_r0
  %113 = mul nsw i64 %_in1_st1, %_i0
  %114 = add nsw i64 %112, %113
  %115 = mul nsw i64 %_in1_st2, 0
  %116 = add nsw i64 %114, %115
  %117 = mul nsw i64 %_in1_st3, %14
  %118 = add nsw i64 %116, %117
  %119 = mul nsw i64 %_in1_st4, %_i216
  %120 = add nsw i64 %118, %119
  %121 = getelementptr inbounds float, ptr %buf1, i64 %120
  %122 = load float, ptr %121, align 4
  %123 = fmul float %111, %122
  %124 = fadd float %102, %123
  %125 = mul nsw i64 %_in0_st0, %_r0
  %126 = mul nsw i64 %_in0_st1, %_i0
  %127 = add nsw i64 %125, %126
  %128 = mul nsw i64 %_in0_st2, %15
  %129 = add nsw i64 %127, %128
  %130 = mul nsw i64 %_in0_st3, %_i216
  %131 = add nsw i64 %129, %130
  %132 = getelementptr inbounds float, ptr %buf0, i64 %131
  %133 = load float, ptr %132, align 4
  %134 = mul nsw i64 %_in1_st0, %_r0
  %135 = mul nsw i64 %_in1_st1, %_i0
  %136 = add nsw i64 %134, %135
  %137 = mul nsw i64 %_in1_st2, 0
  %138 = add nsw i64 %136, %137
  %139 = mul nsw i64 %_in1_st3, %15
  %140 = add nsw i64 %138, %139
  %141 = mul nsw i64 %_in1_st4, %_i216
  %142 = add nsw i64 %140, %141
  %143 = getelementptr inbounds float, ptr %buf1, i64 %142
  %144 = load float, ptr %143, align 4
  %145 = fmul float %133, %144
  %146 = fadd float %124, %145
  %147 = mul nsw i64 %_in0_st0, %_r0
  %148 = mul nsw i64 %_in0_st1, %_i0
  %149 = add nsw i64 %147, %148
  %150 = mul nsw i64 %_in0_st2, %16
  %151 = add nsw i64 %149, %150
  %152 = mul nsw i64 %_in0_st3, %_i216
  %153 = add nsw i64 %151, %152
  %154 = getelementptr inbounds float, ptr %buf0, i64 %153
  %155 = load float, ptr %154, align 4
  %156 = mul nsw i64 %_in1_st0, %_r0
  %157 = mul nsw i64 %_in1_st1, %_i0
  %158 = add nsw i64 %156, %157
  %159 = mul nsw i64 %_in1_st2, 0
  %160 = add nsw i64 %158, %159
  %161 = mul nsw i64 %_in1_st3, %16
  %162 = add nsw i64 %160, %161
  %163 = mul nsw i64 %_in1_st4, %_i216
  %164 = add nsw i64 %162, %163
  %165 = getelementptr inbounds float, ptr %buf1, i64 %164
  %166 = load float, ptr %165, align 4
  %167 = fmul float %155, %166
  %168 = fadd float %146, %167
  %169 = mul nsw i64 %_in0_st0, %_r0
  %170 = mul nsw i64 %_in0_st1, %_i0
  %171 = add nsw i64 %169, %170
  %172 = mul nsw i64 %_in0_st2, %17
  %173 = add nsw i64 %171, %172
  %174 = mul nsw i64 %_in0_st3, %_i216
  %175 = add nsw i64 %173, %174
  %176 = getelementptr inbounds float, ptr %buf0, i64 %175
  %177 = load float, ptr %176, align 4
  %178 = mul nsw i64 %_in1_st0, %_r0
  %179 = mul nsw i64 %_in1_st1, %_i0
  %180 = add nsw i64 %178, %179
  %181 = mul nsw i64 %_in1_st2, 0
  %182 = add nsw i64 %180, %181
  %183 = mul nsw i64 %_in1_st3, %17
  %184 = add nsw i64 %182, %183
  %185 = mul nsw i64 %_in1_st4, %_i216
  %186 = add nsw i64 %184, %185
  %187 = getelementptr inbounds float, ptr %buf1, i64 %186
  %188 = load float, ptr %187, align 4
  %189 = fmul float %177, %188
  %190 = fadd float %168, %189
  store float %190, ptr %101, align 4
  %191 = mul nsw i64 48, %_i0
  %192 = add nsw i64 %191, 16
  %193 = add nsw i64 %192, %_i216
  %194 = getelementptr inbounds float, ptr %buf4, i64 %193
  %195 = load float, ptr %194, align 4
  %196 = mul nsw i64 %_in0_st0, %_r0
  %197 = mul nsw i64 %_in0_st1, %_i0
  %198 = add nsw i64 %196, %197
  %199 = mul nsw i64 %_in0_st2, %14
  %200 = add nsw i64 %198, %199
  %201 = mul nsw i64 %_in0_st3, %_i216
  %202 = add nsw i64 %200, %201
  %203 = getelementptr inbounds float, ptr %buf0, i64 %202
  %204 = load float, ptr %203, align 4
  %205 = mul nsw i64 %_in1_st0, %_r0
  %206 = mul nsw i64 %_in1_st1, %_i0
  %207 = add nsw i64 %205, %206
  %208 = mul nsw i64 %_in1_st2, 1
  %209 = add nsw i64 %207, %208
  %210 = mul nsw i64 %_in1_st3, %14
  %211 = add nsw i64 %209, %210
  %212 = mul nsw i64 %_in1_st4, %_i216
  %213 = add nsw i64 %211, %212
  %214 = getelementptr inbounds float, ptr %buf1, i64 %213
  %215 = load float, ptr %214, align 4
  %216 = fmul float %204, %215
  %217 = fadd float %195, %216
  %218 = mul nsw i64 %_in0_st0, %_r0
  %219 = mul nsw i64 %_in0_st1, %_i0
  %220 = add nsw i64 %218, %219
  %221 = mul nsw i64 %_in0_st2, %15
  %222 = add nsw i64 %220, %221
  %223 = mul nsw i64 %_in0_st3, %_i216
  %224 = add nsw i64 %222, %223
  %225 = getelementptr inbounds float, ptr %buf0, i64 %224
  %226 = load float, ptr %225, align 4
  %227 = mul nsw i64 %_in1_st0, %_r0
  %228 = mul nsw i64 %_in1_st1, %_i0
  %229 = add nsw i64 %227, %228
  %230 = mul nsw i64 %_in1_st2, 1
  %231 = add nsw i64 %229, %230
  %232 = mul nsw i64 %_in1_st3, %15
  %233 = add nsw i64 %231, %232
  %234 = mul nsw i64 %_in1_st4, %_i216
  %235 = add nsw i64 %233, %234
  %236 = getelementptr inbounds float, ptr %buf1, i64 %235
  %237 = load float, ptr %236, align 4
  %238 = fmul float %226, %237
  %239 = fadd float %217, %238
  %240 = mul nsw i64 %_in0_st0, %_r0
  %241 = mul nsw i64 %_in0_st1, %_i0
  %242 = add nsw i64 %240, %241
  %243 = mul nsw i64 %_in0_st2, %16
  %244 = add nsw i64 %242, %243
  %245 = mul nsw i64 %_in0_st3, %_i216
  %246 = add nsw i64 %244, %245
  %247 = getelementptr inbounds float, ptr %buf0, i64 %246
  %248 = load float, ptr %247, align 4
  %249 = mul nsw i64 %_in1_st0, %_r0
  %250 = mul nsw i64 %_in1_st1, %_i0
  %251 = add nsw i64 %249, %250
  %252 = mul nsw i64 %_in1_st2, 1
  %253 = add nsw i64 %251, %252
  %254 = mul nsw i64 %_in1_st3, %16
  %255 = add nsw i64 %253, %254
  %256 = mul nsw i64 %_in1_st4, %_i216
  %257 = add nsw i64 %255, %256
  %258 = getelementptr inbounds float, ptr %buf1, i64 %257
  %259 = load float, ptr %258, align 4
  %260 = fmul float %248, %259
  %261 = fadd float %239, %260
  %262 = mul nsw i64 %_in0_st0, %_r0
  %263 = mul nsw i64 %_in0_st1, %_i0
  %264 = add nsw i64 %262, %263
  %265 = mul nsw i64 %_in0_st2, %17
  %266 = add nsw i64 %264, %265
  %267 = mul nsw i64 %_in0_st3, %_i216
  %268 = add nsw i64 %266, %267
  %269 = getelementptr inbounds float, ptr %buf0, i64 %268
  %270 = load float, ptr %269, align 4
  %271 = mul nsw i64 %_in1_st0, %_r0
  %272 = mul nsw i64 %_in1_st1, %_i0
  %273 = add nsw i64 %271, %272
  %274 = mul nsw i64 %_in1_st2, 1
  %275 = add nsw i64 %273, %274
  %276 = mul nsw i64 %_in1_st3, %17
  %277 = add nsw i64 %275, %276
  %278 = mul nsw i64 %_in1_st4, %_i216
  %279 = add nsw i64 %277, %278
  %280 = getelementptr inbounds float, ptr %buf1, i64 %279
  %281 = load float, ptr %280, align 4
  %282 = fmul float %270, %281
  %283 = fadd float %261, %282
  store float %283, ptr %194, align 4
  %284 = mul nsw i64 48, %_i0
  %285 = add nsw i64 %284, 32
  %286 = add nsw i64 %285, %_i216
  %287 = getelementptr inbounds float, ptr %buf4, i64 %286
  %288 = load float, ptr %287, align 4
  %289 = mul nsw i64 %_in0_st0, %_r0
  %290 = mul nsw i64 %_in0_st1, %_i0
  %291 = add nsw i64 %289, %290
  %292 = mul nsw i64 %_in0_st2, %14
  %293 = add nsw i64 %291, %292
  %294 = mul nsw i64 %_in0_st3, %_i216
  %295 = add nsw i64 %293, %294
  %296 = getelementptr inbounds float, ptr %buf0, i64 %295
  %297 = load float, ptr %296, align 4
  %298 = mul nsw i64 %_in1_st0, %_r0
  %299 = mul nsw i64 %_in1_st1, %_i0
  %300 = add nsw i64 %298, %299
  %301 = mul nsw i64 %_in1_st2, 2
  %302 = add nsw i64 %300, %301
  %303 = mul nsw i64 %_in1_st3, %14
  %304 = add nsw i64 %302, %303
  %305 = mul nsw i64 %_in1_st4, %_i216
  %306 = add nsw i64 %304, %305
  %307 = getelementptr inbounds float, ptr %buf1, i64 %306
  %308 = load float, ptr %307, align 4
  %309 = fmul float %297, %308
  %310 = fadd float %288, %309
  %311 = mul nsw i64 %_in0_st0, %_r0
  %312 = mul nsw i64 %_in0_st1, %_i0
  %313 = add nsw i64 %311, %312
  %314 = mul nsw i64 %_in0_st2, %15
  %315 = add nsw i64 %313, %314
  %316 = mul nsw i64 %_in0_st3, %_i216
  %317 = add nsw i64 %315, %316
  %318 = getelementptr inbounds float, ptr %buf0, i64 %317
  %319 = load float, ptr %318, align 4
  %320 = mul nsw i64 %_in1_st0, %_r0
  %321 = mul nsw i64 %_in1_st1, %_i0
  %322 = add nsw i64 %320, %321
  %323 = mul nsw i64 %_in1_st2, 2
  %324 = add nsw i64 %322, %323
  %325 = mul nsw i64 %_in1_st3, %15
  %326 = add nsw i64 %324, %325
  %327 = mul nsw i64 %_in1_st4, %_i216
  %328 = add nsw i64 %326, %327
  %329 = getelementptr inbounds float, ptr %buf1, i64 %328
  %330 = load float, ptr %329, align 4
  %331 = fmul float %319, %330
  %332 = fadd float %310, %331
  %333 = mul nsw i64 %_in0_st0, %_r0
  %334 = mul nsw i64 %_in0_st1, %_i0
  %335 = add nsw i64 %333, %334
  %336 = mul nsw i64 %_in0_st2, %16
  %337 = add nsw i64 %335, %336
  %338 = mul nsw i64 %_in0_st3, %_i216
  %339 = add nsw i64 %337, %338
  %340 = getelementptr inbounds float, ptr %buf0, i64 %339
  %341 = load float, ptr %340, align 4
  %342 = mul nsw i64 %_in1_st0, %_r0
  %343 = mul nsw i64 %_in1_st1, %_i0
  %344 = add nsw i64 %342, %343
  %345 = mul nsw i64 %_in1_st2, 2
  %346 = add nsw i64 %344, %345
  %347 = mul nsw i64 %_in1_st3, %16
  %348 = add nsw i64 %346, %347
  %349 = mul nsw i64 %_in1_st4, %_i216
  %350 = add nsw i64 %348, %349
  %351 = getelementptr inbounds float, ptr %buf1, i64 %350
  %352 = load float, ptr %351, align 4
  %353 = fmul float %341, %352
  %354 = fadd float %332, %353
  %355 = mul nsw i64 %_in0_st0, %_r0
  %356 = mul nsw i64 %_in0_st1, %_i0
  %357 = add nsw i64 %355, %356
  %358 = mul nsw i64 %_in0_st2, %17
  %359 = add nsw i64 %357, %358
  %360 = mul nsw i64 %_in0_st3, %_i216
  %361 = add nsw i64 %359, %360
  %362 = getelementptr inbounds float, ptr %buf0, i64 %361
  %363 = load float, ptr %362, align 4
  %364 = mul nsw i64 %_in1_st0, %_r0
  %365 = mul nsw i64 %_in1_st1, %_i0
  %366 = add nsw i64 %364, %365
  %367 = mul nsw i64 %_in1_st2, 2
  %368 = add nsw i64 %366, %367
  %369 = mul nsw i64 %_in1_st3, %17
  %370 = add nsw i64 %368, %369
  %371 = mul nsw i64 %_in1_st4, %_i216
  %372 = add nsw i64 %370, %371
  %373 = getelementptr inbounds float, ptr %buf1, i64 %372
  %374 = load float, ptr %373, align 4
  %375 = fmul float %363, %374
  %376 = fadd float %354, %375
  store float %376, ptr %287, align 4
  %377 = add nuw nsw i64 %_i216, 1
  br label %loop_i213, !llvm.loop !6

done15:                                           ; preds = %loop_i213
  %378 = add nuw nsw i64 %_r1, 1
  br label %loop_r1, !llvm.loop !7

loop_r117:                                        ; preds = %done23, %done8
  %_r120 = phi i64 [ 0, %done8 ], [ %465, %done23 ]
  %379 = icmp slt i64 %_r120, 0
  br i1 %379, label %body18, label %done19

body18:                                           ; preds = %loop_r117
  %380 = add i64 8, %_r120
  br label %loop_i221

done19:                                           ; preds = %loop_r117
  %381 = add nuw nsw i64 %_r0, 1
  br label %loop_r0, !llvm.loop !8

loop_i221:                                        ; preds = %body22, %body18
  %_i224 = phi i64 [ 0, %body18 ], [ %464, %body22 ]
  %382 = icmp slt i64 %_i224, 16
  br i1 %382, label %body22, label %done23

body22:                                           ; preds = %loop_i221
  %383 = mul nsw i64 48, %_i0
  %384 = add nsw i64 %383, 0
  %385 = add nsw i64 %384, %_i224
  %386 = getelementptr inbounds float, ptr %buf4, i64 %385
  %387 = load float, ptr %386, align 4
  %388 = mul nsw i64 %_in0_st0, %_r0
  %389 = mul nsw i64 %_in0_st1, %_i0
  %390 = add nsw i64 %388, %389
  %391 = mul nsw i64 %_in0_st2, %380
  %392 = add nsw i64 %390, %391
  %393 = mul nsw i64 %_in0_st3, %_i224
  %394 = add nsw i64 %392, %393
  %395 = getelementptr inbounds float, ptr %buf0, i64 %394
  %396 = load float, ptr %395, align 4
  %397 = mul nsw i64 %_in1_st0, %_r0
  %398 = mul nsw i64 %_in1_st1, %_i0
  %399 = add nsw i64 %397, %398
  %400 = mul nsw i64 %_in1_st2, 0
  %401 = add nsw i64 %399, %400
  %402 = mul nsw i64 %_in1_st3, %380
  %403 = add nsw i64 %401, %402
  %404 = mul nsw i64 %_in1_st4, %_i224
  %405 = add nsw i64 %403, %404
  %406 = getelementptr inbounds float, ptr %buf1, i64 %405
  %407 = load float, ptr %406, align 4
  %408 = fmul float %396, %407
  %409 = fadd float %387, %408
  store float %409, ptr %386, align 4
  %410 = mul nsw i64 48, %_i0
  %411 = add nsw i64 %410, 16
  %412 = add nsw i64 %411, %_i224
  %413 = getelementptr inbounds float, ptr %buf4, i64 %412
  %414 = load float, ptr %413, align 4
  %415 = mul nsw i64 %_in0_st0, %_r0
  %416 = mul nsw i64 %_in0_st1, %_i0
  %417 = add nsw i64 %415, %416
  %418 = mul nsw i64 %_in0_st2, %380
  %419 = add nsw i64 %417, %418
  %420 = mul nsw i64 %_in0_st3, %_i224
  %421 = add nsw i64 %419, %420
  %422 = getelementptr inbounds float, ptr %buf0, i64 %421
  %423 = load float, ptr %422, align 4
  %424 = mul nsw i64 %_in1_st0, %_r0
  %425 = mul nsw i64 %_in1_st1, %_i0
  %426 = add nsw i64 %424, %425
  %427 = mul nsw i64 %_in1_st2, 1
  %428 = add nsw i64 %426, %427
  %429 = mul nsw i64 %_in1_st3, %380
  %430 = add nsw i64 %428, %429
  %431 = mul nsw i64 %_in1_st4, %_i224
  %432 = add nsw i64 %430, %431
  %433 = getelementptr inbounds float, ptr %buf1, i64 %432
  %434 = load float, ptr %433, align 4
  %435 = fmul float %423, %434
  %436 = fadd float %414, %435
  store float %436, ptr %413, align 4
  %437 = mul nsw i64 48, %_i0
  %438 = add nsw i64 %437, 32
  %439 = add nsw i64 %438, %_i224
  %440 = getelementptr inbounds float, ptr %buf4, i64 %439
  %441 = load float, ptr %440, align 4
  %442 = mul nsw i64 %_in0_st0, %_r0
  %443 = mul nsw i64 %_in0_st1, %_i0
  %444 = add nsw i64 %442, %443
  %445 = mul nsw i64 %_in0_st2, %380
  %446 = add nsw i64 %444, %445
  %447 = mul nsw i64 %_in0_st3, %_i224
  %448 = add nsw i64 %446, %447
  %449 = getelementptr inbounds float, ptr %buf0, i64 %448
  %450 = load float, ptr %449, align 4
  %451 = mul nsw i64 %_in1_st0, %_r0
  %452 = mul nsw i64 %_in1_st1, %_i0
  %453 = add nsw i64 %451, %452
  %454 = mul nsw i64 %_in1_st2, 2
  %455 = add nsw i64 %453, %454
  %456 = mul nsw i64 %_in1_st3, %380
  %457 = add nsw i64 %455, %456
  %458 = mul nsw i64 %_in1_st4, %_i224
  %459 = add nsw i64 %457, %458
  %460 = getelementptr inbounds float, ptr %buf1, i64 %459
  %461 = load float, ptr %460, align 4
  %462 = fmul float %450, %461
  %463 = fadd float %441, %462
  store float %463, ptr %440, align 4
  %464 = add nuw nsw i64 %_i224, 1
  br label %loop_i221, !llvm.loop !9

done23:                                           ; preds = %loop_i221
  %465 = add nuw nsw i64 %_r120, 1
  br label %loop_r117, !llvm.loop !10
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.prefetch.p0(ptr nocapture readonly, i32 immarg, i32 immarg, i32 immarg) #1

define internal void @k0._4___aten_sum_dim_IntList.body(i64 %0, i64 %1, ptr %2) {
entry:
  %3 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 0
  %4 = load ptr, ptr %3, align 8
  %5 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 2
  %8 = load ptr, ptr %7, align 8
  %9 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 3
  %10 = load i64, ptr %9, align 4
  %11 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 4
  %12 = load i64, ptr %11, align 4
  %13 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 5
  %14 = load i64, ptr %13, align 4
  %15 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 6
  %16 = load i64, ptr %15, align 4
  %17 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 7
  %18 = load i64, ptr %17, align 4
  %19 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 8
  %20 = load i64, ptr %19, align 4
  %21 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 9
  %22 = load i64, ptr %21, align 4
  %23 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 10
  %24 = load i64, ptr %23, align 4
  %25 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 11
  %26 = load i64, ptr %25, align 4
  %27 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 12
  %28 = load i64, ptr %27, align 4
  call void @k0._4___aten_sum_dim_IntList.range(ptr %4, ptr %6, ptr %8, i64 %10, i64 %12, i64 %14, i64 %16, i64 %18, i64 %20, i64 %22, i64 %24, i64 %26, i64 %28, i64 %0, i64 %1)
  ret void
}

define internal void @k0._4___aten_sum_dim_IntList(ptr noalias %buf0, ptr noalias %buf1, ptr noalias %buf4, i64 %s0, i64 %_in0_st0, i64 %_in0_st1, i64 %_in0_st2, i64 %_in0_st3, i64 %_in1_st0, i64 %_in1_st1, i64 %_in1_st2, i64 %_in1_st3, i64 %_in1_st4) {
entry:
  %ctx = alloca { ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, align 8
  %0 = mul i64 192, %s0
  %1 = mul i64 %0, 8
  %2 = icmp sge i64 %1, 65536
  %parallel = and i1 %2, true
  br i1 %parallel, label %parallel1, label %serial

serial:                                           ; preds = %entry
  call void @k0._4___aten_sum_dim_IntList.range(ptr %buf0, ptr %buf1, ptr %buf4, i64 %s0, i64 %_in0_st0, i64 %_in0_st1, i64 %_in0_st2, i64 %_in0_st3, i64 %_in1_st0, i64 %_in1_st1, i64 %_in1_st2, i64 %_in1_st3, i64 %_in1_st4, i64 0, i64 4)
  ret void

parallel1:                                        ; preds = %entry
  %3 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 0
  store ptr %buf0, ptr %3, align 8
  %4 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 1
  store ptr %buf1, ptr %4, align 8
  %5 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 2
  store ptr %buf4, ptr %5, align 8
  %6 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 3
  store i64 %s0, ptr %6, align 4
  %7 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 4
  store i64 %_in0_st0, ptr %7, align 4
  %8 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 5
  store i64 %_in0_st1, ptr %8, align 4
  %9 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 6
  store i64 %_in0_st2, ptr %9, align 4
  %10 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 7
  store i64 %_in0_st3, ptr %10, align 4
  %11 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 8
  store i64 %_in1_st0, ptr %11, align 4
  %12 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 9
  store i64 %_in1_st1, ptr %12, align 4
  %13 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 10
  store i64 %_in1_st2, ptr %13, align 4
  %14 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 11
  store i64 %_in1_st3, ptr %14, align 4
  %15 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 12
  store i64 %_in1_st4, ptr %15, align 4
  %16 = sdiv i64 %1, 4
  %17 = icmp sgt i64 %16, 1
  %18 = select i1 %17, i64 %16, i64 1
  %19 = add i64 32768, %18
  %20 = sub i64 %19, 1
  %21 = sdiv i64 %20, %18
  %22 = icmp sgt i64 %21, 1
  %23 = select i1 %22, i64 %21, i64 1
  call void @cajit_rt_parallel_for(i64 0, i64 4, i64 %23, ptr @k0._4___aten_sum_dim_IntList.body, ptr %ctx)
  ret void
}

; Function Attrs: nounwind
declare void @cajit_rt_parallel_for(i64, i64, i64, ptr, ptr) #2

define i32 @cajit_run(ptr %buffers, ptr %symbols, ptr %call) {
entry:
  %held = alloca [1 x ptr], align 8
  %0 = getelementptr inbounds i64, ptr %buffers, i64 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds i64, ptr %buffers, i64 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds i64, ptr %buffers, i64 4
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds i64, ptr %symbols, i64 0
  %7 = load i64, ptr %6, align 8
  %8 = getelementptr inbounds i64, ptr %symbols, i64 1
  %9 = load i64, ptr %8, align 8
  %10 = getelementptr inbounds i64, ptr %symbols, i64 2
  %11 = load i64, ptr %10, align 8
  %12 = getelementptr inbounds i64, ptr %symbols, i64 3
  %13 = load i64, ptr %12, align 8
  %14 = getelementptr inbounds i64, ptr %symbols, i64 4
  %15 = load i64, ptr %14, align 8
  %16 = getelementptr inbounds i64, ptr %symbols, i64 5
  %17 = load i64, ptr %16, align 8
  %18 = getelementptr inbounds i64, ptr %symbols, i64 6
  %19 = load i64, ptr %18, align 8
  %20 = getelementptr inbounds i64, ptr %symbols, i64 7
  %21 = load i64, ptr %20, align 8
  %22 = getelementptr inbounds i64, ptr %symbols, i64 8
  %23 = load i64, ptr %22, align 8
  %24 = getelementptr inbounds i64, ptr %symbols, i64 9
  %25 = load i64, ptr %24, align 8
  call void @k0._4___aten_sum_dim_IntList(ptr %1, ptr %3, ptr %5, i64 %7, i64 %9, i64 %11, i64 %13, i64 %15, i64 %17, i64 %19, i64 %21, i64 %23, i64 %25)
  ret i32 0

fail:                                             ; No predecessors!
  ret i32 1
}

; Function Attrs: nounwind
declare void @cajit_rt_dlpack_release(ptr) #2

define i32 @cajit_entry(ptr %call) {
entry:
  %bufs = alloca [5 x ptr], align 8
  %syms = alloca [36 x i64], align 8
  %held = alloca [1 x ptr], align 8
  %outs = alloca [1 x ptr], align 8
  %inputs_now = alloca [2 x ptr], align 8
  %donated = alloca [1 x ptr], align 8
  %arena = alloca ptr, align 8
  store ptr null, ptr %arena, align 8
  %0 = getelementptr inbounds i64, ptr %outs, i64 0
  store ptr null, ptr %0, align 8
  %1 = getelementptr inbounds i8, ptr %call, i64 8
  %2 = load i32, ptr %1, align 4
  %3 = icmp eq i32 %2, 2
  br i1 %3, label %ok, label %bad

fail:                                             ; preds = %ok84, %ok83, %bad82, %bad80, %bad77, %bad75, %bad73, %bad71, %bad69, %bad67, %bad65, %bad63, %bad61, %bad59, %bad57, %bad48, %bad46, %bad44, %bad42, %bad40, %bad35, %bad33, %bad31, %bad29, %bad27, %bad25, %bad23, %bad21, %bad19, %bad17, %bad15, %bad13, %bad11, %bad9, %bad7, %bad5, %bad3, %bad1, %bad
  %4 = getelementptr inbounds i64, ptr %outs, i64 0
  %5 = load ptr, ptr %4, align 8
  call void @cajit_rt_dlpack_release(ptr %5)
  %6 = load ptr, ptr %arena, align 8
  call void @cajit_rt_arena_destroy(ptr %6)
  ret i32 1

bad:                                              ; preds = %entry
  %7 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str, i32 %2)
  br label %fail

ok:                                               ; preds = %entry
  %8 = getelementptr inbounds i8, ptr %call, i64 24
  %9 = load i32, ptr %8, align 4
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %ok2, label %bad1

bad1:                                             ; preds = %ok
  %11 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.1, i32 %9)
  br label %fail

ok2:                                              ; preds = %ok
  %12 = getelementptr inbounds i8, ptr %call, i64 40
  %13 = load i32, ptr %12, align 4
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %ok4, label %bad3

bad3:                                             ; preds = %ok2
  %15 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.2, i32 %13)
  br label %fail

ok4:                                              ; preds = %ok2
  %16 = getelementptr inbounds i8, ptr %call, i64 56
  %17 = load i32, ptr %16, align 4
  %18 = icmp eq i32 %17, 0
  br i1 %18, label %ok6, label %bad5

bad5:                                             ; preds = %ok4
  %19 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.3, i32 %17)
  br label %fail

ok6:                                              ; preds = %ok4
  %20 = getelementptr inbounds i8, ptr %call, i64 80
  %21 = load i32, ptr %20, align 4
  %22 = icmp eq i32 %21, 1
  br i1 %22, label %ok8, label %bad7

bad7:                                             ; preds = %ok6
  %23 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.4, i32 %21)
  br label %fail

ok8:                                              ; preds = %ok6
  %24 = getelementptr inbounds i8, ptr %call, i64 72
  %25 = load ptr, ptr %24, align 8
  %26 = icmp ne ptr %25, null
  br i1 %26, label %ok10, label %bad9

bad9:                                             ; preds = %ok8
  %27 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.5)
  br label %fail

ok10:                                             ; preds = %ok8
  %28 = getelementptr inbounds i8, ptr %call, i64 0
  %29 = load ptr, ptr %28, align 8
  %30 = icmp ne ptr %29, null
  br i1 %30, label %ok12, label %bad11

bad11:                                            ; preds = %ok10
  %31 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.6)
  br label %fail

ok12:                                             ; preds = %ok10
  %32 = getelementptr inbounds i8, ptr %call, i64 0
  %33 = load ptr, ptr %32, align 8
  %34 = getelementptr inbounds i64, ptr %33, i64 0
  %35 = load ptr, ptr %34, align 8
  %36 = icmp ne ptr %35, null
  br i1 %36, label %ok14, label %bad13

bad13:                                            ; preds = %ok12
  %37 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.7)
  br label %fail

ok14:                                             ; preds = %ok12
  %38 = getelementptr inbounds i8, ptr %35, i64 8
  %39 = load i32, ptr %38, align 4
  %40 = icmp eq i32 %39, 1
  br i1 %40, label %ok16, label %bad15

bad15:                                            ; preds = %ok14
  %41 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.8, i32 %39)
  br label %fail

ok16:                                             ; preds = %ok14
  %42 = getelementptr inbounds i8, ptr %35, i64 16
  %43 = load i32, ptr %42, align 4
  %44 = icmp eq i32 %43, 4
  br i1 %44, label %ok18, label %bad17

bad17:                                            ; preds = %ok16
  %45 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.9, i32 %43)
  br label %fail

ok18:                                             ; preds = %ok16
  %46 = getelementptr inbounds i8, ptr %35, i64 20
  %47 = load i32, ptr %46, align 4
  %48 = icmp eq i32 %47, 73730
  %49 = and i32 %47, 255
  %50 = lshr i32 %47, 8
  %51 = and i32 %50, 255
  %52 = lshr i32 %47, 16
  br i1 %48, label %ok20, label %bad19

bad19:                                            ; preds = %ok18
  %53 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.10, i32 %49, i32 %51, i32 %52)
  br label %fail

ok20:                                             ; preds = %ok18
  %54 = getelementptr inbounds i8, ptr %35, i64 0
  %55 = load ptr, ptr %54, align 8
  %56 = getelementptr inbounds i8, ptr %35, i64 40
  %57 = load i64, ptr %56, align 4
  %58 = getelementptr inbounds i8, ptr %55, i64 %57
  %59 = getelementptr inbounds i64, ptr %bufs, i64 0
  store ptr %58, ptr %59, align 8
  %60 = getelementptr inbounds i8, ptr %call, i64 0
  %61 = load ptr, ptr %60, align 8
  %62 = getelementptr inbounds i64, ptr %61, i64 1
  %63 = load ptr, ptr %62, align 8
  %64 = icmp ne ptr %63, null
  br i1 %64, label %ok22, label %bad21

bad21:                                            ; preds = %ok20
  %65 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.11)
  br label %fail

ok22:                                             ; preds = %ok20
  %66 = getelementptr inbounds i8, ptr %63, i64 8
  %67 = load i32, ptr %66, align 4
  %68 = icmp eq i32 %67, 1
  br i1 %68, label %ok24, label %bad23

bad23:                                            ; preds = %ok22
  %69 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.12, i32 %67)
  br label %fail

ok24:                                             ; preds = %ok22
  %70 = getelementptr inbounds i8, ptr %63, i64 16
  %71 = load i32, ptr %70, align 4
  %72 = icmp eq i32 %71, 5
  br i1 %72, label %ok26, label %bad25

bad25:                                            ; preds = %ok24
  %73 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.13, i32 %71)
  br label %fail

ok26:                                             ; preds = %ok24
  %74 = getelementptr inbounds i8, ptr %63, i64 20
  %75 = load i32, ptr %74, align 4
  %76 = icmp eq i32 %75, 73730
  %77 = and i32 %75, 255
  %78 = lshr i32 %75, 8
  %79 = and i32 %78, 255
  %80 = lshr i32 %75, 16
  br i1 %76, label %ok28, label %bad27

bad27:                                            ; preds = %ok26
  %81 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.14, i32 %77, i32 %79, i32 %80)
  br label %fail

ok28:                                             ; preds = %ok26
  %82 = getelementptr inbounds i8, ptr %63, i64 0
  %83 = load ptr, ptr %82, align 8
  %84 = getelementptr inbounds i8, ptr %63, i64 40
  %85 = load i64, ptr %84, align 4
  %86 = getelementptr inbounds i8, ptr %83, i64 %85
  %87 = getelementptr inbounds i64, ptr %bufs, i64 1
  store ptr %86, ptr %87, align 8
  %88 = getelementptr inbounds i8, ptr %call, i64 0
  %89 = load ptr, ptr %88, align 8
  %90 = getelementptr inbounds i64, ptr %89, i64 0
  %91 = load ptr, ptr %90, align 8
  %92 = getelementptr inbounds i64, ptr %inputs_now, i64 0
  store ptr %91, ptr %92, align 8
  %93 = getelementptr inbounds i8, ptr %call, i64 0
  %94 = load ptr, ptr %93, align 8
  %95 = getelementptr inbounds i64, ptr %94, i64 1
  %96 = load ptr, ptr %95, align 8
  %97 = getelementptr inbounds i64, ptr %inputs_now, i64 1
  store ptr %96, ptr %97, align 8
  %98 = getelementptr inbounds i8, ptr %call, i64 0
  %99 = load ptr, ptr %98, align 8
  %100 = getelementptr inbounds i64, ptr %99, i64 0
  %101 = load ptr, ptr %100, align 8
  %102 = getelementptr inbounds i8, ptr %101, i64 24
  %103 = load ptr, ptr %102, align 8
  %104 = getelementptr inbounds i64, ptr %103, i64 0
  %105 = load i64, ptr %104, align 8
  %106 = getelementptr inbounds i64, ptr %syms, i64 0
  store i64 %105, ptr %106, align 8
  %107 = getelementptr inbounds i64, ptr %syms, i64 0
  %108 = load i64, ptr %107, align 8
  %109 = icmp sge i64 %108, 0
  br i1 %109, label %ok30, label %bad29

bad29:                                            ; preds = %ok28
  %110 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.15, i64 %108)
  br label %fail

ok30:                                             ; preds = %ok28
  %111 = getelementptr inbounds i8, ptr %call, i64 0
  %112 = load ptr, ptr %111, align 8
  %113 = getelementptr inbounds i64, ptr %112, i64 0
  %114 = load ptr, ptr %113, align 8
  %115 = getelementptr inbounds i8, ptr %114, i64 24
  %116 = load ptr, ptr %115, align 8
  %117 = getelementptr inbounds i64, ptr %116, i64 0
  %118 = load i64, ptr %117, align 8
  %119 = getelementptr inbounds i64, ptr %116, i64 1
  %120 = load i64, ptr %119, align 8
  %121 = icmp eq i64 %120, 4
  br i1 %121, label %ok32, label %bad31

bad31:                                            ; preds = %ok30
  %122 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.16, i64 %120, i64 4)
  br label %fail

ok32:                                             ; preds = %ok30
  %123 = getelementptr inbounds i64, ptr %116, i64 2
  %124 = load i64, ptr %123, align 8
  %125 = icmp eq i64 %124, 8
  br i1 %125, label %ok34, label %bad33

bad33:                                            ; preds = %ok32
  %126 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.17, i64 %124, i64 8)
  br label %fail

ok34:                                             ; preds = %ok32
  %127 = getelementptr inbounds i64, ptr %116, i64 3
  %128 = load i64, ptr %127, align 8
  %129 = icmp eq i64 %128, 16
  br i1 %129, label %ok36, label %bad35

bad35:                                            ; preds = %ok34
  %130 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.18, i64 %128, i64 16)
  br label %fail

ok36:                                             ; preds = %ok34
  %131 = mul i64 1, %128
  %132 = mul i64 %131, %124
  %133 = mul i64 %132, %120
  %134 = getelementptr inbounds i8, ptr %114, i64 32
  %135 = load ptr, ptr %134, align 8
  %136 = icmp ne ptr %135, null
  br i1 %136, label %st, label %st2

st:                                               ; preds = %ok36
  %137 = getelementptr inbounds i64, ptr %135, i64 0
  %138 = load i64, ptr %137, align 8
  %139 = getelementptr inbounds i64, ptr %135, i64 1
  %140 = load i64, ptr %139, align 8
  %141 = getelementptr inbounds i64, ptr %135, i64 2
  %142 = load i64, ptr %141, align 8
  %143 = getelementptr inbounds i64, ptr %135, i64 3
  %144 = load i64, ptr %143, align 8
  br label %st2

st2:                                              ; preds = %st, %ok36
  %stride = phi i64 [ %133, %ok36 ], [ %138, %st ]
  %stride37 = phi i64 [ %132, %ok36 ], [ %140, %st ]
  %stride38 = phi i64 [ %131, %ok36 ], [ %142, %st ]
  %stride39 = phi i64 [ 1, %ok36 ], [ %144, %st ]
  %145 = getelementptr inbounds i64, ptr %syms, i64 1
  store i64 %stride, ptr %145, align 8
  %146 = getelementptr inbounds i64, ptr %syms, i64 2
  store i64 %stride37, ptr %146, align 8
  %147 = getelementptr inbounds i64, ptr %syms, i64 3
  store i64 %stride38, ptr %147, align 8
  %148 = getelementptr inbounds i64, ptr %syms, i64 4
  store i64 %stride39, ptr %148, align 8
  %149 = getelementptr inbounds i8, ptr %call, i64 0
  %150 = load ptr, ptr %149, align 8
  %151 = getelementptr inbounds i64, ptr %150, i64 1
  %152 = load ptr, ptr %151, align 8
  %153 = getelementptr inbounds i8, ptr %152, i64 24
  %154 = load ptr, ptr %153, align 8
  %155 = getelementptr inbounds i64, ptr %154, i64 0
  %156 = load i64, ptr %155, align 8
  %157 = getelementptr inbounds i64, ptr %syms, i64 0
  %158 = load i64, ptr %157, align 8
  %159 = icmp eq i64 %156, %158
  br i1 %159, label %ok41, label %bad40

bad40:                                            ; preds = %st2
  %160 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.19, i64 %156, i64 %158)
  br label %fail

ok41:                                             ; preds = %st2
  %161 = getelementptr inbounds i64, ptr %154, i64 1
  %162 = load i64, ptr %161, align 8
  %163 = icmp eq i64 %162, 4
  br i1 %163, label %ok43, label %bad42

bad42:                                            ; preds = %ok41
  %164 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.20, i64 %162, i64 4)
  br label %fail

ok43:                                             ; preds = %ok41
  %165 = getelementptr inbounds i64, ptr %154, i64 2
  %166 = load i64, ptr %165, align 8
  %167 = icmp eq i64 %166, 3
  br i1 %167, label %ok45, label %bad44

bad44:                                            ; preds = %ok43
  %168 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.21, i64 %166, i64 3)
  br label %fail

ok45:                                             ; preds = %ok43
  %169 = getelementptr inbounds i64, ptr %154, i64 3
  %170 = load i64, ptr %169, align 8
  %171 = icmp eq i64 %170, 8
  br i1 %171, label %ok47, label %bad46

bad46:                                            ; preds = %ok45
  %172 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.22, i64 %170, i64 8)
  br label %fail

ok47:                                             ; preds = %ok45
  %173 = getelementptr inbounds i64, ptr %154, i64 4
  %174 = load i64, ptr %173, align 8
  %175 = icmp eq i64 %174, 16
  br i1 %175, label %ok49, label %bad48

bad48:                                            ; preds = %ok47
  %176 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.23, i64 %174, i64 16)
  br label %fail

ok49:                                             ; preds = %ok47
  %177 = mul i64 1, %174
  %178 = mul i64 %177, %170
  %179 = mul i64 %178, %166
  %180 = mul i64 %179, %162
  %181 = getelementptr inbounds i8, ptr %152, i64 32
  %182 = load ptr, ptr %181, align 8
  %183 = icmp ne ptr %182, null
  br i1 %183, label %st50, label %st251

st50:                                             ; preds = %ok49
  %184 = getelementptr inbounds i64, ptr %182, i64 0
  %185 = load i64, ptr %184, align 8
  %186 = getelementptr inbounds i64, ptr %182, i64 1
  %187 = load i64, ptr %186, align 8
  %188 = getelementptr inbounds i64, ptr %182, i64 2
  %189 = load i64, ptr %188, align 8
  %190 = getelementptr inbounds i64, ptr %182, i64 3
  %191 = load i64, ptr %190, align 8
  %192 = getelementptr inbounds i64, ptr %182, i64 4
  %193 = load i64, ptr %192, align 8
  br label %st251

st251:                                            ; preds = %st50, %ok49
  %stride52 = phi i64 [ %180, %ok49 ], [ %185, %st50 ]
  %stride53 = phi i64 [ %179, %ok49 ], [ %187, %st50 ]
  %stride54 = phi i64 [ %178, %ok49 ], [ %189, %st50 ]
  %stride55 = phi i64 [ %177, %ok49 ], [ %191, %st50 ]
  %stride56 = phi i64 [ 1, %ok49 ], [ %193, %st50 ]
  %194 = getelementptr inbounds i64, ptr %syms, i64 5
  store i64 %stride52, ptr %194, align 8
  %195 = getelementptr inbounds i64, ptr %syms, i64 6
  store i64 %stride53, ptr %195, align 8
  %196 = getelementptr inbounds i64, ptr %syms, i64 7
  store i64 %stride54, ptr %196, align 8
  %197 = getelementptr inbounds i64, ptr %syms, i64 8
  store i64 %stride55, ptr %197, align 8
  %198 = getelementptr inbounds i64, ptr %syms, i64 9
  store i64 %stride56, ptr %198, align 8
  %199 = getelementptr inbounds i64, ptr %syms, i64 0
  %200 = load i64, ptr %199, align 8
  %201 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 512, i64 %200)
  %202 = extractvalue { i64, i1 } %201, 1
  %203 = xor i1 %202, true
  br i1 %203, label %ok58, label %bad57

bad57:                                            ; preds = %st251
  %204 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.24)
  br label %fail

ok58:                                             ; preds = %st251
  %205 = extractvalue { i64, i1 } %201, 0
  %206 = getelementptr inbounds i64, ptr %syms, i64 1
  %207 = load i64, ptr %206, align 8
  %208 = icmp sge i64 %207, 0
  br i1 %208, label %ok60, label %bad59

bad59:                                            ; preds = %ok58
  %209 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.25, i64 %207)
  br label %fail

ok60:                                             ; preds = %ok58
  %210 = getelementptr inbounds i64, ptr %syms, i64 2
  %211 = load i64, ptr %210, align 8
  %212 = icmp sge i64 %211, 0
  br i1 %212, label %ok62, label %bad61

bad61:                                            ; preds = %ok60
  %213 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.26, i64 %211)
  br label %fail

ok62:                                             ; preds = %ok60
  %214 = getelementptr inbounds i64, ptr %syms, i64 3
  %215 = load i64, ptr %214, align 8
  %216 = icmp sge i64 %215, 0
  br i1 %216, label %ok64, label %bad63

bad63:                                            ; preds = %ok62
  %217 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.27, i64 %215)
  br label %fail

ok64:                                             ; preds = %ok62
  %218 = getelementptr inbounds i64, ptr %syms, i64 4
  %219 = load i64, ptr %218, align 8
  %220 = icmp sge i64 %219, 0
  br i1 %220, label %ok66, label %bad65

bad65:                                            ; preds = %ok64
  %221 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.28, i64 %219)
  br label %fail

ok66:                                             ; preds = %ok64
  %222 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 1536, i64 %200)
  %223 = extractvalue { i64, i1 } %222, 1
  %224 = xor i1 %223, true
  br i1 %224, label %ok68, label %bad67

bad67:                                            ; preds = %ok66
  %225 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.29)
  br label %fail

ok68:                                             ; preds = %ok66
  %226 = extractvalue { i64, i1 } %222, 0
  %227 = getelementptr inbounds i64, ptr %syms, i64 5
  %228 = load i64, ptr %227, align 8
  %229 = icmp sge i64 %228, 0
  br i1 %229, label %ok70, label %bad69

bad69:                                            ; preds = %ok68
  %230 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.30, i64 %228)
  br label %fail

ok70:                                             ; preds = %ok68
  %231 = getelementptr inbounds i64, ptr %syms, i64 6
  %232 = load i64, ptr %231, align 8
  %233 = icmp sge i64 %232, 0
  br i1 %233, label %ok72, label %bad71

bad71:                                            ; preds = %ok70
  %234 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.31, i64 %232)
  br label %fail

ok72:                                             ; preds = %ok70
  %235 = getelementptr inbounds i64, ptr %syms, i64 7
  %236 = load i64, ptr %235, align 8
  %237 = icmp sge i64 %236, 0
  br i1 %237, label %ok74, label %bad73

bad73:                                            ; preds = %ok72
  %238 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.32, i64 %236)
  br label %fail

ok74:                                             ; preds = %ok72
  %239 = getelementptr inbounds i64, ptr %syms, i64 8
  %240 = load i64, ptr %239, align 8
  %241 = icmp sge i64 %240, 0
  br i1 %241, label %ok76, label %bad75

bad75:                                            ; preds = %ok74
  %242 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.33, i64 %240)
  br label %fail

ok76:                                             ; preds = %ok74
  %243 = getelementptr inbounds i64, ptr %syms, i64 9
  %244 = load i64, ptr %243, align 8
  %245 = icmp sge i64 %244, 0
  br i1 %245, label %ok78, label %bad77

bad77:                                            ; preds = %ok76
  %246 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.34, i64 %244)
  br label %fail

ok78:                                             ; preds = %ok76
  %arena79 = call ptr @cajit_rt_arena_create()
  store ptr %arena79, ptr %arena, align 8
  %247 = icmp ne ptr %arena79, null
  br i1 %247, label %ok81, label %bad80

bad80:                                            ; preds = %ok78
  %248 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 5, ptr @str.35)
  br label %fail

ok81:                                             ; preds = %ok78
  %oshape = alloca [3 x i64], align 8
  %249 = getelementptr inbounds i64, ptr %oshape, i64 0
  store i64 4, ptr %249, align 8
  %250 = getelementptr inbounds i64, ptr %oshape, i64 1
  store i64 3, ptr %250, align 8
  %251 = getelementptr inbounds i64, ptr %oshape, i64 2
  store i64 16, ptr %251, align 8
  %252 = call ptr @cajit_rt_dlpack_alloc(i32 2, i32 32, i32 3, ptr %oshape)
  %253 = getelementptr inbounds i64, ptr %outs, i64 0
  store ptr %252, ptr %253, align 8
  %254 = icmp ne ptr %252, null
  br i1 %254, label %ok83, label %bad82

bad82:                                            ; preds = %ok81
  %255 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 5, ptr @str.36, i64 192)
  br label %fail

ok83:                                             ; preds = %ok81
  %256 = getelementptr inbounds i8, ptr %252, i64 0
  %257 = load ptr, ptr %256, align 8
  %258 = getelementptr inbounds i64, ptr %bufs, i64 4
  store ptr %257, ptr %258, align 8
  %259 = getelementptr inbounds i64, ptr %inputs_now, i64 0
  %260 = getelementptr inbounds i64, ptr %bufs, i64 0
  %261 = call i32 @cajit_rt_input_ready(ptr %call, i32 0, ptr %259, ptr %260, ptr @str.37)
  %262 = icmp eq i32 %261, 0
  br i1 %262, label %ok84, label %fail

ok84:                                             ; preds = %ok83
  %263 = getelementptr inbounds i64, ptr %inputs_now, i64 1
  %264 = getelementptr inbounds i64, ptr %bufs, i64 1
  %265 = call i32 @cajit_rt_input_ready(ptr %call, i32 1, ptr %263, ptr %264, ptr @str.38)
  %266 = icmp eq i32 %265, 0
  br i1 %266, label %ok85, label %fail

ok85:                                             ; preds = %ok84
  %267 = getelementptr inbounds i64, ptr %bufs, i64 0
  %268 = load ptr, ptr %267, align 8
  %269 = getelementptr inbounds i64, ptr %bufs, i64 1
  %270 = load ptr, ptr %269, align 8
  %271 = getelementptr inbounds i64, ptr %bufs, i64 4
  %272 = load ptr, ptr %271, align 8
  %273 = getelementptr inbounds i64, ptr %syms, i64 0
  %274 = load i64, ptr %273, align 8
  %275 = getelementptr inbounds i64, ptr %syms, i64 1
  %276 = load i64, ptr %275, align 8
  %277 = getelementptr inbounds i64, ptr %syms, i64 2
  %278 = load i64, ptr %277, align 8
  %279 = getelementptr inbounds i64, ptr %syms, i64 3
  %280 = load i64, ptr %279, align 8
  %281 = getelementptr inbounds i64, ptr %syms, i64 4
  %282 = load i64, ptr %281, align 8
  %283 = getelementptr inbounds i64, ptr %syms, i64 5
  %284 = load i64, ptr %283, align 8
  %285 = getelementptr inbounds i64, ptr %syms, i64 6
  %286 = load i64, ptr %285, align 8
  %287 = getelementptr inbounds i64, ptr %syms, i64 7
  %288 = load i64, ptr %287, align 8
  %289 = getelementptr inbounds i64, ptr %syms, i64 8
  %290 = load i64, ptr %289, align 8
  %291 = getelementptr inbounds i64, ptr %syms, i64 9
  %292 = load i64, ptr %291, align 8
  call void @k0._4___aten_sum_dim_IntList(ptr %268, ptr %270, ptr %272, i64 %274, i64 %276, i64 %278, i64 %280, i64 %282, i64 %284, i64 %286, i64 %288, i64 %290, i64 %292)
  call void @cajit_rt_release_inputs(ptr %call, ptr @released_inputs, i32 2)
  %293 = getelementptr inbounds i8, ptr %call, i64 72
  %294 = load ptr, ptr %293, align 8
  %295 = getelementptr inbounds i64, ptr %outs, i64 0
  %296 = load ptr, ptr %295, align 8
  %297 = getelementptr inbounds i64, ptr %294, i64 0
  store ptr %296, ptr %297, align 8
  %298 = load ptr, ptr %arena, align 8
  call void @cajit_rt_arena_destroy(ptr %298)
  ret i32 0
}

; Function Attrs: nounwind
declare void @cajit_rt_arena_destroy(ptr) #2

; Function Attrs: nounwind
declare i32 @cajit_rt_fail(ptr, i32, ptr, ...) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #3

; Function Attrs: nounwind
declare ptr @cajit_rt_arena_create() #2

; Function Attrs: nounwind
declare ptr @cajit_rt_dlpack_alloc(i32, i32, i32, ptr) #2

; Function Attrs: nounwind
declare i32 @cajit_rt_input_ready(ptr, i32, ptr, ptr, ptr) #2

; Function Attrs: nounwind
declare void @cajit_rt_release_inputs(ptr, ptr, i32) #2

attributes #0 = { noinline nounwind }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) }
attributes #2 = { nounwind }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.unroll.runtime.disable"}
!2 = !{!"llvm.loop.unroll.disable"}
!3 = distinct !{!3, !1, !2}
!4 = distinct !{!4, !1, !2}
!5 = distinct !{!5, !1}
!6 = distinct !{!6, !1, !2}
!7 = distinct !{!7, !1, !2}
!8 = distinct !{!8, !1, !2}
!9 = distinct !{!9, !1, !2}
!10 = distinct !{!10, !1, !2}
