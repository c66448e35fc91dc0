
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
@str.9 = private unnamed_addr constant [46 x i8] c"guard failed: input 0 has %d dims, expected 2\00", align 1
@str.10 = private unnamed_addr constant [82 x i8] c"guard failed: input 0 has DLPack dtype (code %d, bits %d, lanes %d), expected f32\00", align 1
@str.11 = private unnamed_addr constant [30 x i8] c"guard failed: input 1 is NULL\00", align 1
@str.12 = private unnamed_addr constant [68 x i8] c"guard failed: input 1 is on DLPack device type %d, expected cpu (1)\00", align 1
@str.13 = private unnamed_addr constant [46 x i8] c"guard failed: input 1 has %d dims, expected 3\00", align 1
@str.14 = private unnamed_addr constant [82 x i8] c"guard failed: input 1 has DLPack dtype (code %d, bits %d, lanes %d), expected f32\00", align 1
@str.15 = private unnamed_addr constant [103 x i8] c"guard failed: s0 (input 0 dim 0) is %lld, but it is used as a size or stride, which cannot be negative\00", align 1
@str.16 = private unnamed_addr constant [56 x i8] c"guard failed: input 0 dim 1 is %lld, expected %lld (16)\00", align 1
@str.17 = private unnamed_addr constant [56 x i8] c"guard failed: input 1 dim 0 is %lld, expected %lld (s0)\00", align 1
@str.18 = private unnamed_addr constant [55 x i8] c"guard failed: input 1 dim 1 is %lld, expected %lld (3)\00", align 1
@str.19 = private unnamed_addr constant [56 x i8] c"guard failed: input 1 dim 2 is %lld, expected %lld (16)\00", align 1
@str.20 = private unnamed_addr constant [66 x i8] c"guard failed: input 0: size arithmetic overflows int64 in s0 * 16\00", align 1
@str.21 = private unnamed_addr constant [69 x i8] c"guard failed: input 0: stride 0 is %lld, a stride cannot be negative\00", align 1
@str.22 = private unnamed_addr constant [69 x i8] c"guard failed: input 0: stride 1 is %lld, a stride cannot be negative\00", align 1
@str.23 = private unnamed_addr constant [66 x i8] c"guard failed: input 1: size arithmetic overflows int64 in s0 * 48\00", align 1
@str.24 = private unnamed_addr constant [69 x i8] c"guard failed: input 1: stride 0 is %lld, a stride cannot be negative\00", align 1
@str.25 = private unnamed_addr constant [69 x i8] c"guard failed: input 1: stride 1 is %lld, a stride cannot be negative\00", align 1
@str.26 = private unnamed_addr constant [69 x i8] c"guard failed: input 1: stride 2 is %lld, a stride cannot be negative\00", align 1
@str.27 = private unnamed_addr constant [40 x i8] c"out of memory creating the call's arena\00", align 1
@str.28 = private unnamed_addr constant [53 x i8] c"out of memory allocating buf4 (%lld elements of f32)\00", align 1
@str.29 = private unnamed_addr constant [26 x i8] c"%4 = aten.sum.dim_IntList\00", align 1
@str.30 = private unnamed_addr constant [26 x i8] c"%4 = aten.sum.dim_IntList\00", align 1
@released_inputs = private unnamed_addr constant [2 x i32] [i32 0, i32 1]

; Function Attrs: noinline nounwind
define internal void @k0._4___aten_sum_dim_IntList.range(ptr noalias %buf0, ptr noalias %buf1, ptr noalias %buf4, i64 %s0, i64 %_in0_st0, i64 %_in0_st1, i64 %_in1_st0, i64 %_in1_st1, i64 %_in1_st2, i64 %lo, i64 %hi) #0 {
entry:
  %0 = mul i64 %hi, 512
  %1 = mul i64 %lo, 512
  %2 = icmp slt i64 %0, 16
  %3 = select i1 %2, i64 %0, i64 16
  br label %loop_i0

loop_i0:                                          ; preds = %done2, %entry
  %_i0 = phi i64 [ 0, %entry ], [ %12, %done2 ]
  %4 = icmp slt i64 %_i0, 3
  br i1 %4, label %body, label %done

body:                                             ; preds = %loop_i0
  br label %loop_i1

done:                                             ; preds = %loop_i0
  %5 = udiv i64 %s0, 4
  %6 = mul i64 %5, 4
  br label %loop_r0

loop_i1:                                          ; preds = %body1, %body
  %_i1 = phi i64 [ %1, %body ], [ %11, %body1 ]
  %7 = icmp slt i64 %_i1, %3
  br i1 %7, label %body1, label %done2

body1:                                            ; preds = %loop_i1
  %8 = mul nsw i64 16, %_i0
  %9 = add nsw i64 %8, %_i1
  %10 = getelementptr inbounds float, ptr %buf4, i64 %9
  store float 0.000000e+00, ptr %10, align 4
  %11 = add nuw nsw i64 %_i1, 1
  br label %loop_i1, !llvm.loop !0

done2:                                            ; preds = %loop_i1
  %12 = add nuw nsw i64 %_i0, 1
  br label %loop_i0, !llvm.loop !3

loop_r0:                                          ; preds = %done7, %done
  %_r0 = phi i64 [ 0, %done ], [ %199, %done7 ]
  %13 = icmp slt i64 %_r0, %5
  br i1 %13, label %body3, label %done4

body3:                                            ; preds = %loop_r0
  %14 = mul i64 %_r0, 4
  %15 = add i64 %14, 0
  %16 = add i64 %14, 1
  %17 = add i64 %14, 2
  %18 = add i64 %14, 3
  br label %loop_i15

done4:                                            ; preds = %loop_r0
  %19 = sub i64 %s0, %6
  br label %loop_r09

loop_i15:                                         ; preds = %body6, %body3
  %_i18 = phi i64 [ %1, %body3 ], [ %198, %body6 ]
  %20 = icmp slt i64 %_i18, %3
  br i1 %20, label %body6, label %done7

body6:                                            ; preds = %loop_i15
  %21 = add nsw i64 0, %_i18
  %22 = getelementptr inbounds float, ptr %buf4, i64 %21
  %23 = load float, ptr %22, align 4
  %24 = mul nsw i64 %_in0_st0, %15
  %25 = mul nsw i64 %_in0_st1, %_i18
  %26 = add nsw i64 %24, %25
  %27 = getelementptr inbounds float, ptr %buf0, i64 %26
  %28 = load float, ptr %27, align 4
  %29 = mul nsw i64 %_in1_st0, %15
  %30 = mul nsw i64 %_in1_st1, 0
  %31 = add nsw i64 %29, %30
  %32 = mul nsw i64 %_in1_st2, %_i18
  %33 = add nsw i64 %31, %32
  %34 = getelementptr inbounds float, ptr %buf1, i64 %33
  %35 = load float, ptr %34, align 4
  %36 = fmul float %28, %35
  %37 = fadd float %23, %36
  %38 = mul nsw i64 %_in0_st0, %16
  %39 = mul nsw i64 %_in0_st1, %_i18
  %40 = add nsw i64 %38, %39
  %41 = getelementptr inbounds float, ptr %buf0, i64 %40
  %42 = load float, ptr %41, align 4
  %43 = mul nsw i64 %_in1_st0, %16
  %44 = mul nsw i64 %_in1_st1, 0
  %45 = add nsw i64 %43, %44
  %46 = mul nsw i64 %_in1_st2, %_i18
  %47 = add nsw i64 %45, %46
  %48 = getelementptr inbounds float, ptr %buf1, i64 %47
  %49 = load float, ptr %48, align 4
  %50 = fmul float %42, %49
  %51 = fadd float %37, %50
  %52 = mul nsw i64 %_in0_st0, %17
  %53 = mul nsw i64 %_in0_st1, %_i18
  %54 = add nsw i64 %52, %53
  %55 = getelementptr inbounds float, ptr %buf0, i64 %54
  %56 = load float, ptr %55, align 4
  %57 = mul nsw i64 %_in1_st0, %17
  %58 = mul nsw i64 %_in1_st1, 0
  %59 = add nsw i64 %57, %58
  %60 = mul nsw i64 %_in1_st2, %_i18
  %61 = add nsw i64 %59, %60
  %62 = getelementptr inbounds float, ptr %buf1, i64 %61
  %63 = load float, ptr %62, align 4
  %64 = fmul float %56, %63
  %65 = fadd float %51, %64
  %66 = mul nsw i64 %_in0_st0, %18
  %67 = mul nsw i64 %_in0_st1, %_i18
  %68 = add nsw i64 %66, %67
  %69 = getelementptr inbounds float, ptr %buf0, i64 %68
  %70 = load float, ptr %69, align 4
  %71 = mul nsw i64 %_in1_st0, %18
  %72 = mul nsw i64 %_in1_st1, 0
  %73 = add nsw i64 %71, %72
  %74 = mul nsw i64 %_in1_st2, %_i18
  %75 = add nsw i64 %73, %74
  %76 = getelementptr inbounds float, ptr %buf1, i64 %75
  %77 = load float, ptr %76, align 4
  %78 = fmul float %70, %77
  %79 = fadd float %65, %78
  store float %79, ptr %22, align 4
  %80 = add nsw i64 16, %_i18
  %81 = getelementptr inbounds float, ptr %buf4, i64 %80
  %82 = load float, ptr %81, align 4
  %83 = mul nsw i64 %_in0_st0, %15
  %84 = mul nsw i64 %_in0_st1, %_i18
  %85 = add nsw i64 %83, %84
  %86 = getelementptr inbounds float, ptr %buf0, i64 %85
  %87 = load float, ptr %86, align 4
  %88 = mul nsw i64 %_in1_st0, %15
  %89 = mul nsw i64 %_in1_st1, 1
  %90 = add nsw i64 %88, %89
  %91 = mul nsw i64 %_in1_st2, %_i18
  %92 = add nsw i64 %90, %91
  %93 = getelementptr inbounds float, ptr %buf1, i64 %92
  %94 = load float, ptr %93, align 4
  %95 = fmul float %87, %94
  %96 = fadd float %82, %95
  %97 = mul nsw i64 %_in0_st0, %16
  %98 = mul nsw i64 %_in0_st1, %_i18
  %99 = add nsw i64 %97, %98
  %100 = getelementptr inbounds float, ptr %buf0, i64 %99
  %101 = load float, ptr %100, align 4
  %102 = mul nsw i64 %_in1_st0, %16
  %103 = mul nsw i64 %_in1_st1, 1
  %104 = add nsw i64 %102, %103
  %105 = mul nsw i64 %_in1_st2, %_i18
  %106 = add nsw i64 %104, %105
  %107 = getelementptr inbounds float, ptr %buf1, i64 %106
  %108 = load float, ptr %107, align 4
  %109 = fmul float %101, %108
  %110 = fadd float %96, %109
  %111 = mul nsw i64 %_in0_st0, %17
  %112 = mul nsw i64 %_in0_st1, %_i18
  %113 = add nsw i64 %111, %112
  %114 = getelementptr inbounds float, ptr %buf0, i64 %113
  %115 = load float, ptr %114, align 4
  %116 = mul nsw i64 %_in1_st0, %17
  %117 = mul nsw i64 %_in1_st1, 1
  %118 = add nsw i64 %116, %117
  %119 = mul nsw i64 %_in1_st2, %_i18
  %120 = add nsw i64 %118, %119
  %121 = getelementptr inbounds float, ptr %buf1, i64 %120
  %122 = load float, ptr %121, align 4
  %123 = fmul float %115, %122
  %124 = fadd float %110, %123
  %125 = mul nsw i64 %_in0_st0, %18
  %126 = mul nsw i64 %_in0_st1, %_i18
  %127 = add nsw i64 %125, %126
  %128 = getelementptr inbounds float, ptr %buf0, i64 %127
  %129 = load float, ptr %128, align 4
  %130 = mul nsw i64 %_in1_st0, %18
  %131 = mul nsw i64 %_in1_st1, 1
  %132 = add nsw i64 %130, %131
  %133 = mul nsw i64 %_in1_st2, %_i18
  %134 = add nsw i64 %132, %133
  %135 = getelementptr inbounds float, ptr %buf1, i64 %134
  %136 = load float, ptr %135, align 4
  %137 = fmul float %129, %136
  %138 = fadd float %124, %137
  store float %138, ptr %81, align 4
  %139 = add nsw i64 32, %_i18
  %140 = getelementptr inbounds float, ptr %buf4, i64 %139
  %141 = load float, ptr %140, align 4
  %142 = mul nsw i64 %_in0_st0, %15
  %143 = mul nsw i64 %_in0_st1, %_i18
  %144 = add nsw i64 %142, %143
  %145 = getelementptr inbounds float, ptr %buf0, i64 %144
  %146 = load float, ptr %145, align 4
  %147 = mul nsw i64 %_in1_st0, %15
  %148 = mul nsw i64 %_in1_st1, 2
  %149 = add nsw i64 %147, %148
  %150 = mul nsw i64 %_in1_st2, %_i18
  %151 = add nsw i64 %149, %150
  %152 = getelementptr inbounds float, ptr %buf1, i64 %151
  %153 = load float, ptr %152, align 4
  %154 = fmul float %146, %153
  %155 = fadd float %141, %154
  %156 = mul nsw i64 %_in0_st0, %16
  %157 = mul nsw i64 %_in0_st1, %_i18
  %158 = add nsw i64 %156, %157
  %159 = getelementptr inbounds float, ptr %buf0, i64 %158
  %160 = load float, ptr %159, align 4
  %161 = mul nsw i64 %_in1_st0, %16
  %162 = mul nsw i64 %_in1_st1, 2
  %163 = add nsw i64 %161, %162
  %164 = mul nsw i64 %_in1_st2, %_i18
  %165 = add nsw i64 %163, %164
  %166 = getelementptr inbounds float, ptr %buf1, i64 %165
  %167 = load float, ptr %166, align 4
  %168 = fmul float %160, %167
  %169 = fadd float %155, %168
  %170 = mul nsw i64 %_in0_st0, %17
  %171 = mul nsw i64 %_in0_st1, %_i18
  %172 = add nsw i64 %170, %171
  %173 = getelementptr inbounds float, ptr %buf0, i64 %172
  %174 = load float, ptr %173, align 4
  %175 = mul nsw i64 %_in1_st0, %17
  %176 = mul nsw i64 %_in1_st1, 2
  %177 = add nsw i64 %175, %176
  %178 = mul nsw i64 %_in1_st2, %_i18
  %179 = add nsw i64 %177, %178
  %180 = getelementptr inbounds float, ptr %buf1, i64 %179
  %181 = load float, ptr %180, align 4
  %182 = fmul float %174, %181
  %183 = fadd float %169, %182
  %184 = mul nsw i64 %_in0_st0, %18
  %185 = mul nsw i64 %_in0_st1, %_i18
  %186 = add nsw i64 %184, %185
  %187 = getelementptr inbounds float, ptr %buf0, i64 %186
  %188 = load float, ptr %187, align 4
  %189 = mul nsw i64 %_in1_st0, %18
  %190 = mul nsw i64 %_in1_st1, 2
  %191 = add nsw i64 %189, %190
  %192 = mul nsw i64 %_in1_st2, %_i18
  %193 = add nsw i64 %191, %192
  %194 = getelementptr inbounds float, ptr %buf1, i64 %193
  %195 = load float, ptr %194, align 4
  %196 = fmul float %188, %195
  %197 = fadd float %183, %196
  store float %197, ptr %140, align 4
  %198 = add nuw nsw i64 %_i18, 1
  br label %loop_i15, !llvm.loop !4

done7:                                            ; preds = %loop_i15
  %199 = add nuw nsw i64 %_r0, 1
  br label %loop_r0, !llvm.loop !5

loop_r09:                                         ; preds = %done15, %done4
  %_r012 = phi i64 [ 0, %done4 ], [ %255, %done15 ]
  %200 = icmp slt i64 %_r012, %19
  br i1 %200, label %body10, label %done11

body10:                                           ; preds = %loop_r09
  %201 = add i64 %6, %_r012
  br label %loop_i113

done11:                                           ; preds = %loop_r09
  ret void

loop_i113:                                        ; preds = %body14, %body10
  %_i116 = phi i64 [ %1, %body10 ], [ %254, %body14 ]
  %202 = icmp slt i64 %_i116, %3
  br i1 %202, label %body14, label %done15

body14:                                           ; preds = %loop_i113
  %203 = add nsw i64 0, %_i116
  %204 = getelementptr inbounds float, ptr %buf4, i64 %203
  %205 = load float, ptr %204, align 4
  %206 = mul nsw i64 %_in0_st0, %201
  %207 = mul nsw i64 %_in0_st1, %_i116
  %208 = add nsw i64 %206, %207
  %209 = getelementptr inbounds float, ptr %buf0, i64 %208
  %210 = load float, ptr %209, align 4
  %211 = mul nsw i64 %_in1_st0, %201
  %212 = mul nsw i64 %_in1_st1, 0
  %213 = add nsw i64 %211, %212
  %214 = mul nsw i64 %_in1_st2, %_i116
  %215 = add nsw i64 %213, %214
  %216 = getelementptr inbounds float, ptr %buf1, i64 %215
  %217 = load float, ptr %216, align 4
  %218 = fmul float %210, %217
  %219 = fadd float %205, %218
  store float %219, ptr %204, align 4
  %220 = add nsw i64 16, %_i116
  %221 = getelementptr inbounds float, ptr %buf4, i64 %220
  %222 = load float, ptr %221, align 4
  %223 = mul nsw i64 %_in0_st0, %201
  %224 = mul nsw i64 %_in0_st1, %_i116
  %225 = add nsw i64 %223, %224
  %226 = getelementptr inbounds float, ptr %buf0, i64 %225
  %227 = load float, ptr %226, align 4
  %228 = mul nsw i64 %_in1_st0, %201
  %229 = mul nsw i64 %_in1_st1, 1
  %230 = add nsw i64 %228, %229
  %231 = mul nsw i64 %_in1_st2, %_i116
  %232 = add nsw i64 %230, %231
  %233 = getelementptr inbounds float, ptr %buf1, i64 %232
  %234 = load float, ptr %233, align 4
  %235 = fmul float %227, %234
  %236 = fadd float %222, %235
  store float %236, ptr %221, align 4
  %237 = add nsw i64 32, %_i116
  %238 = getelementptr inbounds float, ptr %buf4, i64 %237
  %239 = load float, ptr %238, align 4
  %240 = mul nsw i64 %_in0_st0, %201
  %241 = mul nsw i64 %_in0_st1, %_i116
  %242 = add nsw i64 %240, %241
  %243 = getelementptr inbounds float, ptr %buf0, i64 %242
  %244 = load float, ptr %243, align 4
  %245 = mul nsw i64 %_in1_st0, %201
  %246 = mul nsw i64 %_in1_st1, 2
  %247 = add nsw i64 %245, %246
  %248 = mul nsw i64 %_in1_st2, %_i116
  %249 = add nsw i64 %247, %248
  %250 = getelementptr inbounds float, ptr %buf1, i64 %249
  %251 = load float, ptr %250, align 4
  %252 = fmul float %244, %251
  %253 = fadd float %239, %252
  store float %253, ptr %238, align 4
  %254 = add nuw nsw i64 %_i116, 1
  br label %loop_i113, !llvm.loop !6

done15:                                           ; preds = %loop_i113
  %255 = add nuw nsw i64 %_r012, 1
  br label %loop_r09, !llvm.loop !7
}

define internal void @k0._4___aten_sum_dim_IntList.body(i64 %0, i64 %1, ptr %2) {
entry:
  %3 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 0
  %4 = load ptr, ptr %3, align 8
  %5 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 2
  %8 = load ptr, ptr %7, align 8
  %9 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 3
  %10 = load i64, ptr %9, align 4
  %11 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 4
  %12 = load i64, ptr %11, align 4
  %13 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 5
  %14 = load i64, ptr %13, align 4
  %15 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 6
  %16 = load i64, ptr %15, align 4
  %17 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 7
  %18 = load i64, ptr %17, align 4
  %19 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 8
  %20 = load i64, ptr %19, align 4
  call void @k0._4___aten_sum_dim_IntList.range(ptr %4, ptr %6, ptr %8, i64 %10, i64 %12, i64 %14, i64 %16, i64 %18, i64 %20, i64 %0, i64 %1)
  ret void
}

define internal void @k0._4___aten_sum_dim_IntList(ptr noalias %buf0, ptr noalias %buf1, ptr noalias %buf4, i64 %s0, i64 %_in0_st0, i64 %_in0_st1, i64 %_in1_st0, i64 %_in1_st1, i64 %_in1_st2) {
entry:
  %ctx = alloca { ptr, ptr, ptr, i64, i64, i64, i64, i64, i64 }, align 8
  %0 = mul i64 48, %s0
  %1 = icmp sge i64 %0, 65536
  %parallel = and i1 %1, false
  br i1 %parallel, label %parallel1, label %serial

serial:                                           ; preds = %entry
  call void @k0._4___aten_sum_dim_IntList.range(ptr %buf0, ptr %buf1, ptr %buf4, i64 %s0, i64 %_in0_st0, i64 %_in0_st1, i64 %_in1_st0, i64 %_in1_st1, i64 %_in1_st2, i64 0, i64 1)
  ret void

parallel1:                                        ; preds = %entry
  %2 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 0
  store ptr %buf0, ptr %2, align 8
  %3 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 1
  store ptr %buf1, ptr %3, align 8
  %4 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 2
  store ptr %buf4, ptr %4, align 8
  %5 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 3
  store i64 %s0, ptr %5, align 4
  %6 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 4
  store i64 %_in0_st0, ptr %6, align 4
  %7 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 5
  store i64 %_in0_st1, ptr %7, align 4
  %8 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 6
  store i64 %_in1_st0, ptr %8, align 4
  %9 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 7
  store i64 %_in1_st1, ptr %9, align 4
  %10 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 8
  store i64 %_in1_st2, ptr %10, align 4
  %11 = sdiv i64 %0, 1
  %12 = icmp sgt i64 %11, 1
  %13 = select i1 %12, i64 %11, i64 1
  %14 = add i64 32768, %13
  %15 = sub i64 %14, 1
  %16 = sdiv i64 %15, %13
  %17 = icmp sgt i64 %16, 1
  %18 = select i1 %17, i64 %16, i64 1
  call void @cajit_rt_parallel_for(i64 0, i64 1, i64 %18, ptr @k0._4___aten_sum_dim_IntList.body, ptr %ctx)
  ret void
}

; Function Attrs: nounwind
declare void @cajit_rt_parallel_for(i64, i64, i64, ptr, ptr) #1

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
  call void @k0._4___aten_sum_dim_IntList(ptr %1, ptr %3, ptr %5, i64 %7, i64 %9, i64 %11, i64 %13, i64 %15, i64 %17)
  ret i32 0

fail:                                             ; No predecessors!
  ret i32 1
}

; Function Attrs: nounwind
declare void @cajit_rt_dlpack_release(ptr) #1

define i32 @cajit_entry(ptr %call) {
entry:
  %bufs = alloca [5 x ptr], align 8
  %syms = alloca [28 x i64], align 8
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

fail:                                             ; preds = %ok64, %ok63, %bad62, %bad60, %bad57, %bad55, %bad53, %bad51, %bad49, %bad47, %bad45, %bad38, %bad36, %bad34, %bad31, %bad29, %bad27, %bad25, %bad23, %bad21, %bad19, %bad17, %bad15, %bad13, %bad11, %bad9, %bad7, %bad5, %bad3, %bad1, %bad
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
  %44 = icmp eq i32 %43, 2
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
  %72 = icmp eq i32 %71, 3
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
  %121 = icmp eq i64 %120, 16
  br i1 %121, label %ok32, label %bad31

bad31:                                            ; preds = %ok30
  %122 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.16, i64 %120, i64 16)
  br label %fail

ok32:                                             ; preds = %ok30
  %123 = mul i64 1, %120
  %124 = getelementptr inbounds i8, ptr %114, i64 32
  %125 = load ptr, ptr %124, align 8
  %126 = icmp ne ptr %125, null
  br i1 %126, label %st, label %st2

st:                                               ; preds = %ok32
  %127 = getelementptr inbounds i64, ptr %125, i64 0
  %128 = load i64, ptr %127, align 8
  %129 = getelementptr inbounds i64, ptr %125, i64 1
  %130 = load i64, ptr %129, align 8
  br label %st2

st2:                                              ; preds = %st, %ok32
  %stride = phi i64 [ %123, %ok32 ], [ %128, %st ]
  %stride33 = phi i64 [ 1, %ok32 ], [ %130, %st ]
  %131 = getelementptr inbounds i64, ptr %syms, i64 1
  store i64 %stride, ptr %131, align 8
  %132 = getelementptr inbounds i64, ptr %syms, i64 2
  store i64 %stride33, ptr %132, align 8
  %133 = getelementptr inbounds i8, ptr %call, i64 0
  %134 = load ptr, ptr %133, align 8
  %135 = getelementptr inbounds i64, ptr %134, i64 1
  %136 = load ptr, ptr %135, align 8
  %137 = getelementptr inbounds i8, ptr %136, i64 24
  %138 = load ptr, ptr %137, align 8
  %139 = getelementptr inbounds i64, ptr %138, i64 0
  %140 = load i64, ptr %139, align 8
  %141 = getelementptr inbounds i64, ptr %syms, i64 0
  %142 = load i64, ptr %141, align 8
  %143 = icmp eq i64 %140, %142
  br i1 %143, label %ok35, label %bad34

bad34:                                            ; preds = %st2
  %144 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.17, i64 %140, i64 %142)
  br label %fail

ok35:                                             ; preds = %st2
  %145 = getelementptr inbounds i64, ptr %138, i64 1
  %146 = load i64, ptr %145, align 8
  %147 = icmp eq i64 %146, 3
  br i1 %147, label %ok37, label %bad36

bad36:                                            ; preds = %ok35
  %148 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.18, i64 %146, i64 3)
  br label %fail

ok37:                                             ; preds = %ok35
  %149 = getelementptr inbounds i64, ptr %138, i64 2
  %150 = load i64, ptr %149, align 8
  %151 = icmp eq i64 %150, 16
  br i1 %151, label %ok39, label %bad38

bad38:                                            ; preds = %ok37
  %152 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.19, i64 %150, i64 16)
  br label %fail

ok39:                                             ; preds = %ok37
  %153 = mul i64 1, %150
  %154 = mul i64 %153, %146
  %155 = getelementptr inbounds i8, ptr %136, i64 32
  %156 = load ptr, ptr %155, align 8
  %157 = icmp ne ptr %156, null
  br i1 %157, label %st40, label %st241

st40:                                             ; preds = %ok39
  %158 = getelementptr inbounds i64, ptr %156, i64 0
  %159 = load i64, ptr %158, align 8
  %160 = getelementptr inbounds i64, ptr %156, i64 1
  %161 = load i64, ptr %160, align 8
  %162 = getelementptr inbounds i64, ptr %156, i64 2
  %163 = load i64, ptr %162, align 8
  br label %st241

st241:                                            ; preds = %st40, %ok39
  %stride42 = phi i64 [ %154, %ok39 ], [ %159, %st40 ]
  %stride43 = phi i64 [ %153, %ok39 ], [ %161, %st40 ]
  %stride44 = phi i64 [ 1, %ok39 ], [ %163, %st40 ]
  %164 = getelementptr inbounds i64, ptr %syms, i64 3
  store i64 %stride42, ptr %164, align 8
  %165 = getelementptr inbounds i64, ptr %syms, i64 4
  store i64 %stride43, ptr %165, align 8
  %166 = getelementptr inbounds i64, ptr %syms, i64 5
  store i64 %stride44, ptr %166, align 8
  %167 = getelementptr inbounds i64, ptr %syms, i64 0
  %168 = load i64, ptr %167, align 8
  %169 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 16, i64 %168)
  %170 = extractvalue { i64, i1 } %169, 1
  %171 = xor i1 %170, true
  br i1 %171, label %ok46, label %bad45

bad45:                                            ; preds = %st241
  %172 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.20)
  br label %fail

ok46:                                             ; preds = %st241
  %173 = extractvalue { i64, i1 } %169, 0
  %174 = getelementptr inbounds i64, ptr %syms, i64 1
  %175 = load i64, ptr %174, align 8
  %176 = icmp sge i64 %175, 0
  br i1 %176, label %ok48, label %bad47

bad47:                                            ; preds = %ok46
  %177 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.21, i64 %175)
  br label %fail

ok48:                                             ; preds = %ok46
  %178 = getelementptr inbounds i64, ptr %syms, i64 2
  %179 = load i64, ptr %178, align 8
  %180 = icmp sge i64 %179, 0
  br i1 %180, label %ok50, label %bad49

bad49:                                            ; preds = %ok48
  %181 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.22, i64 %179)
  br label %fail

ok50:                                             ; preds = %ok48
  %182 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 48, i64 %168)
  %183 = extractvalue { i64, i1 } %182, 1
  %184 = xor i1 %183, true
  br i1 %184, label %ok52, label %bad51

bad51:                                            ; preds = %ok50
  %185 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.23)
  br label %fail

ok52:                                             ; preds = %ok50
  %186 = extractvalue { i64, i1 } %182, 0
  %187 = getelementptr inbounds i64, ptr %syms, i64 3
  %188 = load i64, ptr %187, align 8
  %189 = icmp sge i64 %188, 0
  br i1 %189, label %ok54, label %bad53

bad53:                                            ; preds = %ok52
  %190 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.24, i64 %188)
  br label %fail

ok54:                                             ; preds = %ok52
  %191 = getelementptr inbounds i64, ptr %syms, i64 4
  %192 = load i64, ptr %191, align 8
  %193 = icmp sge i64 %192, 0
  br i1 %193, label %ok56, label %bad55

bad55:                                            ; preds = %ok54
  %194 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.25, i64 %192)
  br label %fail

ok56:                                             ; preds = %ok54
  %195 = getelementptr inbounds i64, ptr %syms, i64 5
  %196 = load i64, ptr %195, align 8
  %197 = icmp sge i64 %196, 0
  br i1 %197, label %ok58, label %bad57

bad57:                                            ; preds = %ok56
  %198 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.26, i64 %196)
  br label %fail

ok58:                                             ; preds = %ok56
  %arena59 = call ptr @cajit_rt_arena_create()
  store ptr %arena59, ptr %arena, align 8
  %199 = icmp ne ptr %arena59, null
  br i1 %199, label %ok61, label %bad60

bad60:                                            ; preds = %ok58
  %200 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 5, ptr @str.27)
  br label %fail

ok61:                                             ; preds = %ok58
  %oshape = alloca [2 x i64], align 8
  %201 = getelementptr inbounds i64, ptr %oshape, i64 0
  store i64 3, ptr %201, align 8
  %202 = getelementptr inbounds i64, ptr %oshape, i64 1
  store i64 16, ptr %202, align 8
  %203 = call ptr @cajit_rt_dlpack_alloc(i32 2, i32 32, i32 2, ptr %oshape)
  %204 = getelementptr inbounds i64, ptr %outs, i64 0
  store ptr %203, ptr %204, align 8
  %205 = icmp ne ptr %203, null
  br i1 %205, label %ok63, label %bad62

bad62:                                            ; preds = %ok61
  %206 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 5, ptr @str.28, i64 48)
  br label %fail

ok63:                                             ; preds = %ok61
  %207 = getelementptr inbounds i8, ptr %203, i64 0
  %208 = load ptr, ptr %207, align 8
  %209 = getelementptr inbounds i64, ptr %bufs, i64 4
  store ptr %208, ptr %209, align 8
  %210 = getelementptr inbounds i64, ptr %inputs_now, i64 0
  %211 = getelementptr inbounds i64, ptr %bufs, i64 0
  %212 = call i32 @cajit_rt_input_ready(ptr %call, i32 0, ptr %210, ptr %211, ptr @str.29)
  %213 = icmp eq i32 %212, 0
  br i1 %213, label %ok64, label %fail

ok64:                                             ; preds = %ok63
  %214 = getelementptr inbounds i64, ptr %inputs_now, i64 1
  %215 = getelementptr inbounds i64, ptr %bufs, i64 1
  %216 = call i32 @cajit_rt_input_ready(ptr %call, i32 1, ptr %214, ptr %215, ptr @str.30)
  %217 = icmp eq i32 %216, 0
  br i1 %217, label %ok65, label %fail

ok65:                                             ; preds = %ok64
  %218 = getelementptr inbounds i64, ptr %bufs, i64 0
  %219 = load ptr, ptr %218, align 8
  %220 = getelementptr inbounds i64, ptr %bufs, i64 1
  %221 = load ptr, ptr %220, align 8
  %222 = getelementptr inbounds i64, ptr %bufs, i64 4
  %223 = load ptr, ptr %222, align 8
  %224 = getelementptr inbounds i64, ptr %syms, i64 0
  %225 = load i64, ptr %224, align 8
  %226 = getelementptr inbounds i64, ptr %syms, i64 1
  %227 = load i64, ptr %226, align 8
  %228 = getelementptr inbounds i64, ptr %syms, i64 2
  %229 = load i64, ptr %228, align 8
  %230 = getelementptr inbounds i64, ptr %syms, i64 3
  %231 = load i64, ptr %230, align 8
  %232 = getelementptr inbounds i64, ptr %syms, i64 4
  %233 = load i64, ptr %232, align 8
  %234 = getelementptr inbounds i64, ptr %syms, i64 5
  %235 = load i64, ptr %234, align 8
  call void @k0._4___aten_sum_dim_IntList(ptr %219, ptr %221, ptr %223, i64 %225, i64 %227, i64 %229, i64 %231, i64 %233, i64 %235)
  call void @cajit_rt_release_inputs(ptr %call, ptr @released_inputs, i32 2)
  %236 = getelementptr inbounds i8, ptr %call, i64 72
  %237 = load ptr, ptr %236, align 8
  %238 = getelementptr inbounds i64, ptr %outs, i64 0
  %239 = load ptr, ptr %238, align 8
  %240 = getelementptr inbounds i64, ptr %237, i64 0
  store ptr %239, ptr %240, align 8
  %241 = load ptr, ptr %arena, align 8
  call void @cajit_rt_arena_destroy(ptr %241)
  ret i32 0
}

; Function Attrs: nounwind
declare void @cajit_rt_arena_destroy(ptr) #1

; Function Attrs: nounwind
declare i32 @cajit_rt_fail(ptr, i32, ptr, ...) #1

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

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.unroll.runtime.disable"}
!2 = !{!"llvm.loop.unroll.disable"}
!3 = distinct !{!3, !1, !2}
!4 = distinct !{!4, !1, !2}
!5 = distinct !{!5, !1, !2}
!6 = distinct !{!6, !1, !2}
!7 = distinct !{!7, !1, !2}
