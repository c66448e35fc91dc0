
@cajit_fallback_ops = constant [1 x i8] zeroinitializer
@cajit_library_ops = constant [1 x i8] zeroinitializer
@str = private unnamed_addr constant [40 x i8] c"guard failed: expected 2 inputs, got %d\00", align 1
@str.1 = private unnamed_addr constant [39 x i8] c"guard failed: expected 0 sizes, got %d\00", align 1
@str.2 = private unnamed_addr constant [41 x i8] c"guard failed: expected 0 scalars, got %d\00", align 1
@str.3 = private unnamed_addr constant [39 x i8] c"guard failed: expected 0 hooks, got %d\00", align 1
@str.4 = private unnamed_addr constant [46 x i8] c"guard failed: expected 1 output slots, got %d\00", align 1
@str.5 = private unnamed_addr constant [36 x i8] c"guard failed: call->outputs is NULL\00", align 1
@str.6 = private unnamed_addr constant [35 x i8] c"guard failed: call->inputs is NULL\00", align 1
@str.7 = private unnamed_addr constant [4 x i8] c"f32\00", align 1
@str.8 = private unnamed_addr constant [4 x i8] c"f32\00", align 1
@input_guards = private constant [2 x { i32, i32, i32, i32, ptr }] [{ i32, i32, i32, i32, ptr } { i32 0, i32 2, i32 73730, i32 73730, ptr @str.7 }, { i32, i32, i32, i32, ptr } { i32 1, i32 3, i32 73730, i32 73730, ptr @str.8 }]
@str.9 = private unnamed_addr constant [103 x i8] c"guard failed: s0 (input 0 dim 0) is %lld, but it is used as a size or stride, which cannot be negative\00", align 1
@str.10 = private unnamed_addr constant [3 x i8] c"16\00", align 1
@str.11 = private unnamed_addr constant [3 x i8] c"s0\00", align 1
@str.12 = private unnamed_addr constant [2 x i8] c"3\00", align 1
@str.13 = private unnamed_addr constant [3 x i8] c"16\00", align 1
@dim_guards = private constant [5 x { i32, i32, i32, i32, { i32, [4 x i32], [4 x i64], ptr, ptr }, { i32, [4 x i32], [4 x i64], ptr, ptr } }] [{ i32, i32, i32, i32, { i32, [4 x i32], [4 x i64], ptr, ptr }, { i32, [4 x i32], [4 x i64], ptr, ptr } } { i32 0, i32 0, i32 1, i32 1, { i32, [4 x i32], [4 x i64], ptr, ptr } zeroinitializer, { i32, [4 x i32], [4 x i64], ptr, ptr } zeroinitializer }, { i32, i32, i32, i32, { i32, [4 x i32], [4 x i64], ptr, ptr }, { i32, [4 x i32], [4 x i64], ptr, ptr } } { i32 0, i32 1, i32 1, i32 2, { i32, [4 x i32], [4 x i64], ptr, ptr } { i32 1, [4 x i32] [i32 -1, i32 -1, i32 -1, i32 -1], [4 x i64] [i64 16, i64 0, i64 0, i64 0], ptr @str.10, ptr null }, { i32, [4 x i32], [4 x i64], ptr, ptr } zeroinitializer }, { i32, i32, i32, i32, { i32, [4 x i32], [4 x i64], ptr, ptr }, { i32, [4 x i32], [4 x i64], ptr, ptr } } { i32 1, i32 1, i32 1, i32 3, { i32, [4 x i32], [4 x i64], ptr, ptr } { i32 1, [4 x i32] [i32 0, i32 -1, i32 -1, i32 -1], [4 x i64] zeroinitializer, ptr @str.11, ptr null }, { i32, [4 x i32], [4 x i64], ptr, ptr } zeroinitializer }, { i32, i32, i32, i32, { i32, [4 x i32], [4 x i64], ptr, ptr }, { i32, [4 x i32], [4 x i64], ptr, ptr } } { i32 1, i32 1, i32 1, i32 4, { i32, [4 x i32], [4 x i64], ptr, ptr } { i32 1, [4 x i32] [i32 -1, i32 -1, i32 -1, i32 -1], [4 x i64] [i64 3, i64 0, i64 0, i64 0], ptr @str.12, ptr null }, { i32, [4 x i32], [4 x i64], ptr, ptr } zeroinitializer }, { i32, i32, i32, i32, { i32, [4 x i32], [4 x i64], ptr, ptr }, { i32, [4 x i32], [4 x i64], ptr, ptr } } { i32 1, i32 1, i32 1, i32 5, { i32, [4 x i32], [4 x i64], ptr, ptr } { i32 1, [4 x i32] [i32 -1, i32 -1, i32 -1, i32 -1], [4 x i64] [i64 16, i64 0, i64 0, i64 0], ptr @str.13, ptr null }, { i32, [4 x i32], [4 x i64], ptr, ptr } zeroinitializer }]
@str.14 = private unnamed_addr constant [66 x i8] c"guard failed: input 0: size arithmetic overflows int64 in s0 * 16\00", align 1
@str.15 = private unnamed_addr constant [69 x i8] c"guard failed: input 0: stride 0 is %lld, a stride cannot be negative\00", align 1
@str.16 = private unnamed_addr constant [69 x i8] c"guard failed: input 0: stride 1 is %lld, a stride cannot be negative\00", align 1
@str.17 = private unnamed_addr constant [66 x i8] c"guard failed: input 1: size arithmetic overflows int64 in s0 * 48\00", align 1
@str.18 = private unnamed_addr constant [69 x i8] c"guard failed: input 1: stride 0 is %lld, a stride cannot be negative\00", align 1
@str.19 = private unnamed_addr constant [69 x i8] c"guard failed: input 1: stride 1 is %lld, a stride cannot be negative\00", align 1
@str.20 = private unnamed_addr constant [69 x i8] c"guard failed: input 1: stride 2 is %lld, a stride cannot be negative\00", align 1
@str.21 = private unnamed_addr constant [40 x i8] c"out of memory creating the call's arena\00", align 1
@str.22 = private unnamed_addr constant [53 x i8] c"out of memory allocating buf4 (%lld elements of f32)\00", align 1
@str.23 = private unnamed_addr constant [26 x i8] c"%4 = aten.sum.dim_IntList\00", align 1
@str.24 = private unnamed_addr constant [26 x i8] c"%4 = aten.sum.dim_IntList\00", align 1
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

fail:                                             ; preds = %ok36, %ok35, %bad34, %bad32, %bad29, %bad27, %bad25, %bad23, %bad21, %bad19, %bad17, %ok15, %bad14, %ok12, %bad11, %bad9, %bad7, %bad5, %bad3, %bad1, %bad
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
  %32 = call i32 @cajit_rt_check_inputs(ptr %call, i32 2, ptr @input_guards, ptr %bufs)
  %33 = icmp eq i32 %32, 0
  br i1 %33, label %ok13, label %fail

ok13:                                             ; preds = %ok12
  %34 = getelementptr inbounds i8, ptr %call, i64 0
  %35 = load ptr, ptr %34, align 8
  %36 = getelementptr inbounds i64, ptr %35, i64 0
  %37 = load ptr, ptr %36, align 8
  %38 = getelementptr inbounds i64, ptr %inputs_now, i64 0
  store ptr %37, ptr %38, align 8
  %39 = getelementptr inbounds i8, ptr %call, i64 0
  %40 = load ptr, ptr %39, align 8
  %41 = getelementptr inbounds i64, ptr %40, i64 1
  %42 = load ptr, ptr %41, align 8
  %43 = getelementptr inbounds i64, ptr %inputs_now, i64 1
  store ptr %42, ptr %43, align 8
  %44 = getelementptr inbounds i8, ptr %call, i64 0
  %45 = load ptr, ptr %44, align 8
  %46 = getelementptr inbounds i64, ptr %45, i64 0
  %47 = load ptr, ptr %46, align 8
  %48 = getelementptr inbounds i8, ptr %47, i64 24
  %49 = load ptr, ptr %48, align 8
  %50 = getelementptr inbounds i64, ptr %49, i64 0
  %51 = load i64, ptr %50, align 8
  %52 = getelementptr inbounds i64, ptr %syms, i64 0
  store i64 %51, ptr %52, align 8
  %53 = getelementptr inbounds i64, ptr %syms, i64 0
  %54 = load i64, ptr %53, align 8
  %55 = icmp sge i64 %54, 0
  br i1 %55, label %ok15, label %bad14

bad14:                                            ; preds = %ok13
  %56 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.9, i64 %54)
  br label %fail

ok15:                                             ; preds = %ok13
  %57 = call i32 @cajit_rt_check_dims(ptr %call, i32 5, ptr @dim_guards, ptr %syms)
  %58 = icmp eq i32 %57, 0
  br i1 %58, label %ok16, label %fail

ok16:                                             ; preds = %ok15
  %59 = getelementptr inbounds i64, ptr %syms, i64 0
  %60 = load i64, ptr %59, align 8
  %61 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 16, i64 %60)
  %62 = extractvalue { i64, i1 } %61, 1
  %63 = xor i1 %62, true
  br i1 %63, label %ok18, label %bad17

bad17:                                            ; preds = %ok16
  %64 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.14)
  br label %fail

ok18:                                             ; preds = %ok16
  %65 = extractvalue { i64, i1 } %61, 0
  %66 = getelementptr inbounds i64, ptr %syms, i64 1
  %67 = load i64, ptr %66, align 8
  %68 = icmp sge i64 %67, 0
  br i1 %68, label %ok20, label %bad19

bad19:                                            ; preds = %ok18
  %69 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.15, i64 %67)
  br label %fail

ok20:                                             ; preds = %ok18
  %70 = getelementptr inbounds i64, ptr %syms, i64 2
  %71 = load i64, ptr %70, align 8
  %72 = icmp sge i64 %71, 0
  br i1 %72, label %ok22, label %bad21

bad21:                                            ; preds = %ok20
  %73 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.16, i64 %71)
  br label %fail

ok22:                                             ; preds = %ok20
  %74 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 48, i64 %60)
  %75 = extractvalue { i64, i1 } %74, 1
  %76 = xor i1 %75, true
  br i1 %76, label %ok24, label %bad23

bad23:                                            ; preds = %ok22
  %77 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.17)
  br label %fail

ok24:                                             ; preds = %ok22
  %78 = extractvalue { i64, i1 } %74, 0
  %79 = getelementptr inbounds i64, ptr %syms, i64 3
  %80 = load i64, ptr %79, align 8
  %81 = icmp sge i64 %80, 0
  br i1 %81, label %ok26, label %bad25

bad25:                                            ; preds = %ok24
  %82 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.18, i64 %80)
  br label %fail

ok26:                                             ; preds = %ok24
  %83 = getelementptr inbounds i64, ptr %syms, i64 4
  %84 = load i64, ptr %83, align 8
  %85 = icmp sge i64 %84, 0
  br i1 %85, label %ok28, label %bad27

bad27:                                            ; preds = %ok26
  %86 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.19, i64 %84)
  br label %fail

ok28:                                             ; preds = %ok26
  %87 = getelementptr inbounds i64, ptr %syms, i64 5
  %88 = load i64, ptr %87, align 8
  %89 = icmp sge i64 %88, 0
  br i1 %89, label %ok30, label %bad29

bad29:                                            ; preds = %ok28
  %90 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.20, i64 %88)
  br label %fail

ok30:                                             ; preds = %ok28
  %arena31 = call ptr @cajit_rt_arena_create()
  store ptr %arena31, ptr %arena, align 8
  %91 = icmp ne ptr %arena31, null
  br i1 %91, label %ok33, label %bad32

bad32:                                            ; preds = %ok30
  %92 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 5, ptr @str.21)
  br label %fail

ok33:                                             ; preds = %ok30
  %oshape = alloca [2 x i64], align 8
  %93 = getelementptr inbounds i64, ptr %oshape, i64 0
  store i64 3, ptr %93, align 8
  %94 = getelementptr inbounds i64, ptr %oshape, i64 1
  store i64 16, ptr %94, align 8
  %95 = call ptr @cajit_rt_dlpack_alloc(i32 2, i32 32, i32 2, ptr %oshape)
  %96 = getelementptr inbounds i64, ptr %outs, i64 0
  store ptr %95, ptr %96, align 8
  %97 = icmp ne ptr %95, null
  br i1 %97, label %ok35, label %bad34

bad34:                                            ; preds = %ok33
  %98 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 5, ptr @str.22, i64 48)
  br label %fail

ok35:                                             ; preds = %ok33
  %99 = getelementptr inbounds i8, ptr %95, i64 0
  %100 = load ptr, ptr %99, align 8
  %101 = getelementptr inbounds i64, ptr %bufs, i64 4
  store ptr %100, ptr %101, align 8
  %102 = getelementptr inbounds i64, ptr %inputs_now, i64 0
  %103 = getelementptr inbounds i64, ptr %bufs, i64 0
  %104 = call i32 @cajit_rt_input_ready(ptr %call, i32 0, ptr %102, ptr %103, ptr @str.23)
  %105 = icmp eq i32 %104, 0
  br i1 %105, label %ok36, label %fail

ok36:                                             ; preds = %ok35
  %106 = getelementptr inbounds i64, ptr %inputs_now, i64 1
  %107 = getelementptr inbounds i64, ptr %bufs, i64 1
  %108 = call i32 @cajit_rt_input_ready(ptr %call, i32 1, ptr %106, ptr %107, ptr @str.24)
  %109 = icmp eq i32 %108, 0
  br i1 %109, label %ok37, label %fail

ok37:                                             ; preds = %ok36
  %110 = getelementptr inbounds i64, ptr %bufs, i64 0
  %111 = load ptr, ptr %110, align 8
  %112 = getelementptr inbounds i64, ptr %bufs, i64 1
  %113 = load ptr, ptr %112, align 8
  %114 = getelementptr inbounds i64, ptr %bufs, i64 4
  %115 = load ptr, ptr %114, align 8
  %116 = getelementptr inbounds i64, ptr %syms, i64 0
  %117 = load i64, ptr %116, align 8
  %118 = getelementptr inbounds i64, ptr %syms, i64 1
  %119 = load i64, ptr %118, align 8
  %120 = getelementptr inbounds i64, ptr %syms, i64 2
  %121 = load i64, ptr %120, align 8
  %122 = getelementptr inbounds i64, ptr %syms, i64 3
  %123 = load i64, ptr %122, align 8
  %124 = getelementptr inbounds i64, ptr %syms, i64 4
  %125 = load i64, ptr %124, align 8
  %126 = getelementptr inbounds i64, ptr %syms, i64 5
  %127 = load i64, ptr %126, align 8
  call void @k0._4___aten_sum_dim_IntList(ptr %111, ptr %113, ptr %115, i64 %117, i64 %119, i64 %121, i64 %123, i64 %125, i64 %127)
  call void @cajit_rt_release_inputs(ptr %call, ptr @released_inputs, i32 2)
  %128 = getelementptr inbounds i8, ptr %call, i64 72
  %129 = load ptr, ptr %128, align 8
  %130 = getelementptr inbounds i64, ptr %outs, i64 0
  %131 = load ptr, ptr %130, align 8
  %132 = getelementptr inbounds i64, ptr %129, i64 0
  store ptr %131, ptr %132, align 8
  %133 = load ptr, ptr %arena, align 8
  call void @cajit_rt_arena_destroy(ptr %133)
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
