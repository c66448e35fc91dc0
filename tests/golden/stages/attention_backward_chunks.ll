
@cajit_fallback_ops = constant [1 x i8] zeroinitializer
@cajit_library_ops = constant [1 x i8] zeroinitializer
@str = private unnamed_addr constant [40 x i8] c"guard failed: expected 4 inputs, got %d\00", align 1
@str.1 = private unnamed_addr constant [39 x i8] c"guard failed: expected 0 sizes, got %d\00", align 1
@str.2 = private unnamed_addr constant [41 x i8] c"guard failed: expected 0 scalars, got %d\00", align 1
@str.3 = private unnamed_addr constant [39 x i8] c"guard failed: expected 0 hooks, got %d\00", align 1
@str.4 = private unnamed_addr constant [46 x i8] c"guard failed: expected 1 output slots, got %d\00", align 1
@str.5 = private unnamed_addr constant [36 x i8] c"guard failed: call->outputs is NULL\00", align 1
@str.6 = private unnamed_addr constant [35 x i8] c"guard failed: call->inputs is NULL\00", align 1
@str.7 = private unnamed_addr constant [30 x i8] c"guard failed: input 0 is NULL\00", align 1
@str.8 = private unnamed_addr constant [68 x i8] c"guard failed: input 0 is on DLPack device type %d, expected cpu (1)\00", align 1
@str.9 = private unnamed_addr constant [46 x i8] c"guard failed: input 0 has %d dims, expected 3\00", align 1
@str.10 = private unnamed_addr constant [82 x i8] c"guard failed: input 0 has DLPack dtype (code %d, bits %d, lanes %d), expected f32\00", align 1
@str.11 = private unnamed_addr constant [30 x i8] c"guard failed: input 1 is NULL\00", align 1
@str.12 = private unnamed_addr constant [68 x i8] c"guard failed: input 1 is on DLPack device type %d, expected cpu (1)\00", align 1
@str.13 = private unnamed_addr constant [46 x i8] c"guard failed: input 1 has %d dims, expected 3\00", align 1
@str.14 = private unnamed_addr constant [82 x i8] c"guard failed: input 1 has DLPack dtype (code %d, bits %d, lanes %d), expected f32\00", align 1
@str.15 = private unnamed_addr constant [30 x i8] c"guard failed: input 2 is NULL\00", align 1
@str.16 = private unnamed_addr constant [68 x i8] c"guard failed: input 2 is on DLPack device type %d, expected cpu (1)\00", align 1
@str.17 = private unnamed_addr constant [46 x i8] c"guard failed: input 2 has %d dims, expected 3\00", align 1
@str.18 = private unnamed_addr constant [82 x i8] c"guard failed: input 2 has DLPack dtype (code %d, bits %d, lanes %d), expected f32\00", align 1
@str.19 = private unnamed_addr constant [30 x i8] c"guard failed: input 3 is NULL\00", align 1
@str.20 = private unnamed_addr constant [68 x i8] c"guard failed: input 3 is on DLPack device type %d, expected cpu (1)\00", align 1
@str.21 = private unnamed_addr constant [46 x i8] c"guard failed: input 3 has %d dims, expected 3\00", align 1
@str.22 = private unnamed_addr constant [82 x i8] c"guard failed: input 3 has DLPack dtype (code %d, bits %d, lanes %d), expected f32\00", align 1
@str.23 = private unnamed_addr constant [103 x i8] c"guard failed: s0 (input 0 dim 0) is %lld, but it is used as a size or stride, which cannot be negative\00", align 1
@str.24 = private unnamed_addr constant [103 x i8] c"guard failed: s1 (input 0 dim 1) is %lld, but it is used as a size or stride, which cannot be negative\00", align 1
@str.25 = private unnamed_addr constant [55 x i8] c"guard failed: input 0 dim 2 is %lld, expected %lld (8)\00", align 1
@str.26 = private unnamed_addr constant [56 x i8] c"guard failed: input 1 dim 0 is %lld, expected %lld (s0)\00", align 1
@str.27 = private unnamed_addr constant [55 x i8] c"guard failed: input 1 dim 1 is %lld, expected %lld (8)\00", align 1
@str.28 = private unnamed_addr constant [56 x i8] c"guard failed: input 1 dim 2 is %lld, expected %lld (s1)\00", align 1
@str.29 = private unnamed_addr constant [56 x i8] c"guard failed: input 2 dim 0 is %lld, expected %lld (s0)\00", align 1
@str.30 = private unnamed_addr constant [56 x i8] c"guard failed: input 2 dim 1 is %lld, expected %lld (s1)\00", align 1
@str.31 = private unnamed_addr constant [56 x i8] c"guard failed: input 2 dim 2 is %lld, expected %lld (s1)\00", align 1
@str.32 = private unnamed_addr constant [56 x i8] c"guard failed: input 3 dim 0 is %lld, expected %lld (s0)\00", align 1
@str.33 = private unnamed_addr constant [56 x i8] c"guard failed: input 3 dim 1 is %lld, expected %lld (s1)\00", align 1
@str.34 = private unnamed_addr constant [55 x i8] c"guard failed: input 3 dim 2 is %lld, expected %lld (8)\00", align 1
@str.35 = private unnamed_addr constant [70 x i8] c"guard failed: input 0: size arithmetic overflows int64 in s0 * s1 * 8\00", align 1
@str.36 = private unnamed_addr constant [70 x i8] c"guard failed: input 0: size arithmetic overflows int64 in s0 * s1 * 8\00", align 1
@str.37 = private unnamed_addr constant [69 x i8] c"guard failed: input 0: stride 0 is %lld, a stride cannot be negative\00", align 1
@str.38 = private unnamed_addr constant [69 x i8] c"guard failed: input 0: stride 1 is %lld, a stride cannot be negative\00", align 1
@str.39 = private unnamed_addr constant [69 x i8] c"guard failed: input 0: stride 2 is %lld, a stride cannot be negative\00", align 1
@str.40 = private unnamed_addr constant [69 x i8] c"guard failed: input 1: stride 0 is %lld, a stride cannot be negative\00", align 1
@str.41 = private unnamed_addr constant [69 x i8] c"guard failed: input 1: stride 1 is %lld, a stride cannot be negative\00", align 1
@str.42 = private unnamed_addr constant [69 x i8] c"guard failed: input 1: stride 2 is %lld, a stride cannot be negative\00", align 1
@str.43 = private unnamed_addr constant [71 x i8] c"guard failed: input 2: size arithmetic overflows int64 in s0 * s1 * s1\00", align 1
@str.44 = private unnamed_addr constant [71 x i8] c"guard failed: input 2: size arithmetic overflows int64 in s0 * s1 * s1\00", align 1
@str.45 = private unnamed_addr constant [69 x i8] c"guard failed: input 2: stride 0 is %lld, a stride cannot be negative\00", align 1
@str.46 = private unnamed_addr constant [69 x i8] c"guard failed: input 2: stride 1 is %lld, a stride cannot be negative\00", align 1
@str.47 = private unnamed_addr constant [69 x i8] c"guard failed: input 2: stride 2 is %lld, a stride cannot be negative\00", align 1
@str.48 = private unnamed_addr constant [69 x i8] c"guard failed: input 3: stride 0 is %lld, a stride cannot be negative\00", align 1
@str.49 = private unnamed_addr constant [69 x i8] c"guard failed: input 3: stride 1 is %lld, a stride cannot be negative\00", align 1
@str.50 = private unnamed_addr constant [69 x i8] c"guard failed: input 3: stride 2 is %lld, a stride cannot be negative\00", align 1
@str.51 = private unnamed_addr constant [107 x i8] c"guard failed: %%5 = aten._softmax_backward_data.default (buf5): size arithmetic overflows int64 in s0 * s1\00", align 1
@str.52 = private unnamed_addr constant [68 x i8] c"guard failed: buf11: size arithmetic overflows int64 in -min(s0, 0)\00", align 1
@str.53 = private unnamed_addr constant [63 x i8] c"guard failed: buf11: size arithmetic overflows int64 in s0 + 3\00", align 1
@str.54 = private unnamed_addr constant [64 x i8] c"guard failed: buf11: size arithmetic overflows int64 in s1 * s1\00", align 1
@str.55 = private unnamed_addr constant [81 x i8] c"guard failed: buf11: size arithmetic overflows int64 in max(s1 * s1, 1) + 262143\00", align 1
@str.56 = private unnamed_addr constant [81 x i8] c"guard failed: size arithmetic overflows int64 in a floor division of -2^63 by -1\00", align 1
@str.57 = private unnamed_addr constant [145 x i8] c"guard failed: buf11: size arithmetic overflows int64 in -min(s0, 0) + min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)))\00", align 1
@str.58 = private unnamed_addr constant [153 x i8] c"guard failed: buf11: dim 0 is %lld (-min(s0, 0) + min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)))), a size cannot be negative\00", align 1
@str.59 = private unnamed_addr constant [77 x i8] c"guard failed: buf11: size arithmetic overflows int64 in -s1 * min(s0, 0) * 8\00", align 1
@str.60 = private unnamed_addr constant [77 x i8] c"guard failed: buf11: size arithmetic overflows int64 in -s1 * min(s0, 0) * 8\00", align 1
@str.61 = private unnamed_addr constant [140 x i8] c"guard failed: buf11: size arithmetic overflows int64 in s1 * min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1))) * 8\00", align 1
@str.62 = private unnamed_addr constant [140 x i8] c"guard failed: buf11: size arithmetic overflows int64 in s1 * min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1))) * 8\00", align 1
@str.63 = private unnamed_addr constant [163 x i8] c"guard failed: buf11: size arithmetic overflows int64 in -s1 * min(s0, 0) * 8 + s1 * min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1))) * 8\00", align 1
@str.64 = private unnamed_addr constant [135 x i8] c"guard failed: buf11: size arithmetic overflows int64 in min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1))) - 1\00", align 1
@str.65 = private unnamed_addr constant [63 x i8] c"guard failed: buf11: size arithmetic overflows int64 in s0 - 1\00", align 1
@str.66 = private unnamed_addr constant [105 x i8] c"guard failed: buf11: the view reaches indices %lld..%lld of dim 0 of what it views, which has %lld..%lld\00", align 1
@str.67 = private unnamed_addr constant [153 x i8] c"guard failed: buf12: dim 0 is %lld (-min(s0, 0) + min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)))), a size cannot be negative\00", align 1
@str.68 = private unnamed_addr constant [105 x i8] c"guard failed: buf12: the view reaches indices %lld..%lld of dim 0 of what it views, which has %lld..%lld\00", align 1
@str.69 = private unnamed_addr constant [153 x i8] c"guard failed: buf13: dim 0 is %lld (-min(s0, 0) + min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)))), a size cannot be negative\00", align 1
@str.70 = private unnamed_addr constant [78 x i8] c"guard failed: buf13: size arithmetic overflows int64 in -s1 * s1 * min(s0, 0)\00", align 1
@str.71 = private unnamed_addr constant [78 x i8] c"guard failed: buf13: size arithmetic overflows int64 in -s1 * s1 * min(s0, 0)\00", align 1
@str.72 = private unnamed_addr constant [78 x i8] c"guard failed: buf13: size arithmetic overflows int64 in -s1 * s1 * min(s0, 0)\00", align 1
@str.73 = private unnamed_addr constant [141 x i8] c"guard failed: buf13: size arithmetic overflows int64 in s1 * s1 * min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)))\00", align 1
@str.74 = private unnamed_addr constant [141 x i8] c"guard failed: buf13: size arithmetic overflows int64 in s1 * s1 * min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)))\00", align 1
@str.75 = private unnamed_addr constant [165 x i8] c"guard failed: buf13: size arithmetic overflows int64 in -s1 * s1 * min(s0, 0) + s1 * s1 * min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)))\00", align 1
@str.76 = private unnamed_addr constant [105 x i8] c"guard failed: buf13: the view reaches indices %lld..%lld of dim 0 of what it views, which has %lld..%lld\00", align 1
@str.77 = private unnamed_addr constant [153 x i8] c"guard failed: buf14: dim 0 is %lld (-min(s0, 0) + min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)))), a size cannot be negative\00", align 1
@str.78 = private unnamed_addr constant [105 x i8] c"guard failed: buf14: the view reaches indices %lld..%lld of dim 0 of what it views, which has %lld..%lld\00", align 1
@str.79 = private unnamed_addr constant [153 x i8] c"guard failed: buf15: dim 0 is %lld (-min(s0, 0) + min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)))), a size cannot be negative\00", align 1
@str.80 = private unnamed_addr constant [153 x i8] c"guard failed: buf16: dim 0 is %lld (-min(s0, 0) + min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)))), a size cannot be negative\00", align 1
@str.81 = private unnamed_addr constant [73 x i8] c"guard failed: buf16: size arithmetic overflows int64 in -s1 * min(s0, 0)\00", align 1
@str.82 = private unnamed_addr constant [73 x i8] c"guard failed: buf16: size arithmetic overflows int64 in -s1 * min(s0, 0)\00", align 1
@str.83 = private unnamed_addr constant [136 x i8] c"guard failed: buf16: size arithmetic overflows int64 in s1 * min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)))\00", align 1
@str.84 = private unnamed_addr constant [155 x i8] c"guard failed: buf16: size arithmetic overflows int64 in -s1 * min(s0, 0) + s1 * min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)))\00", align 1
@str.85 = private unnamed_addr constant [153 x i8] c"guard failed: buf17: dim 0 is %lld (-min(s0, 0) + min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)))), a size cannot be negative\00", align 1
@str.86 = private unnamed_addr constant [153 x i8] c"guard failed: buf18: dim 0 is %lld (-min(s0, 0) + min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)))), a size cannot be negative\00", align 1
@str.87 = private unnamed_addr constant [171 x i8] c"guard failed: buf19: dim 0 is %lld (-s1 * min(s0, 0) * 8 + s1 * min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1))) * 8), a size cannot be negative\00", align 1
@str.88 = private unnamed_addr constant [76 x i8] c"guard failed: buf19: size arithmetic overflows int64 in s1 * min(s0, 0) * 8\00", align 1
@str.89 = private unnamed_addr constant [76 x i8] c"guard failed: buf19: size arithmetic overflows int64 in s1 * min(s0, 0) * 8\00", align 1
@str.90 = private unnamed_addr constant [144 x i8] c"guard failed: buf19: size arithmetic overflows int64 in s1 * min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1))) * 8 - 1\00", align 1
@str.91 = private unnamed_addr constant [72 x i8] c"guard failed: buf19: size arithmetic overflows int64 in s0 * s1 * 8 - 1\00", align 1
@str.92 = private unnamed_addr constant [104 x i8] c"guard failed: buf19: the view reaches element offsets %lld..%lld of its storage, which holds %lld..%lld\00", align 1
@str.93 = private unnamed_addr constant [153 x i8] c"guard failed: buf20: dim 0 is %lld (-min(s0, 0) + min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)))), a size cannot be negative\00", align 1
@str.94 = private unnamed_addr constant [126 x i8] c"guard failed: buf21: size arithmetic overflows int64 in max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 2\00", align 1
@str.95 = private unnamed_addr constant [132 x i8] c"guard failed: buf21: size arithmetic overflows int64 in -min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)))\00", align 1
@str.96 = private unnamed_addr constant [176 x i8] c"guard failed: buf21: size arithmetic overflows int64 in min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 2) - min(s0, max((s0 + 3) // 4, (max(s1 ...\00", align 1
@str.97 = private unnamed_addr constant [184 x i8] c"guard failed: buf21: dim 0 is %lld (min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 2) - min(s0, max((s0 + 3) // 4, (max(s1 ...), a size cannot be negative\00", align 1
@str.98 = private unnamed_addr constant [144 x i8] c"guard failed: buf21: size arithmetic overflows int64 in s1 * min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 2) * 8\00", align 1
@str.99 = private unnamed_addr constant [144 x i8] c"guard failed: buf21: size arithmetic overflows int64 in s1 * min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 2) * 8\00", align 1
@str.100 = private unnamed_addr constant [141 x i8] c"guard failed: buf21: size arithmetic overflows int64 in -s1 * min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1))) * 8\00", align 1
@str.101 = private unnamed_addr constant [141 x i8] c"guard failed: buf21: size arithmetic overflows int64 in -s1 * min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1))) * 8\00", align 1
@str.102 = private unnamed_addr constant [176 x i8] c"guard failed: buf21: size arithmetic overflows int64 in s1 * min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 2) * 8 - s1 * min(s0, max((s0 + 3) ...\00", align 1
@str.103 = private unnamed_addr constant [139 x i8] c"guard failed: buf21: size arithmetic overflows int64 in min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 2) - 1\00", align 1
@str.104 = private unnamed_addr constant [105 x i8] c"guard failed: buf21: the view reaches indices %lld..%lld of dim 0 of what it views, which has %lld..%lld\00", align 1
@str.105 = private unnamed_addr constant [184 x i8] c"guard failed: buf22: dim 0 is %lld (min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 2) - min(s0, max((s0 + 3) // 4, (max(s1 ...), a size cannot be negative\00", align 1
@str.106 = private unnamed_addr constant [105 x i8] c"guard failed: buf22: the view reaches indices %lld..%lld of dim 0 of what it views, which has %lld..%lld\00", align 1
@str.107 = private unnamed_addr constant [184 x i8] c"guard failed: buf23: dim 0 is %lld (min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 2) - min(s0, max((s0 + 3) // 4, (max(s1 ...), a size cannot be negative\00", align 1
@str.108 = private unnamed_addr constant [145 x i8] c"guard failed: buf23: size arithmetic overflows int64 in s1 * s1 * min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 2)\00", align 1
@str.109 = private unnamed_addr constant [145 x i8] c"guard failed: buf23: size arithmetic overflows int64 in s1 * s1 * min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 2)\00", align 1
@str.110 = private unnamed_addr constant [142 x i8] c"guard failed: buf23: size arithmetic overflows int64 in -s1 * s1 * min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)))\00", align 1
@str.111 = private unnamed_addr constant [142 x i8] c"guard failed: buf23: size arithmetic overflows int64 in -s1 * s1 * min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)))\00", align 1
@str.112 = private unnamed_addr constant [142 x i8] c"guard failed: buf23: size arithmetic overflows int64 in -s1 * s1 * min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)))\00", align 1
@str.113 = private unnamed_addr constant [176 x i8] c"guard failed: buf23: size arithmetic overflows int64 in s1 * s1 * min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 2) - s1 * s1 * min(s0, max((s0...\00", align 1
@str.114 = private unnamed_addr constant [105 x i8] c"guard failed: buf23: the view reaches indices %lld..%lld of dim 0 of what it views, which has %lld..%lld\00", align 1
@str.115 = private unnamed_addr constant [184 x i8] c"guard failed: buf24: dim 0 is %lld (min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 2) - min(s0, max((s0 + 3) // 4, (max(s1 ...), a size cannot be negative\00", align 1
@str.116 = private unnamed_addr constant [105 x i8] c"guard failed: buf24: the view reaches indices %lld..%lld of dim 0 of what it views, which has %lld..%lld\00", align 1
@str.117 = private unnamed_addr constant [184 x i8] c"guard failed: buf25: dim 0 is %lld (min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 2) - min(s0, max((s0 + 3) // 4, (max(s1 ...), a size cannot be negative\00", align 1
@str.118 = private unnamed_addr constant [184 x i8] c"guard failed: buf26: dim 0 is %lld (min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 2) - min(s0, max((s0 + 3) // 4, (max(s1 ...), a size cannot be negative\00", align 1
@str.119 = private unnamed_addr constant [140 x i8] c"guard failed: buf26: size arithmetic overflows int64 in s1 * min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 2)\00", align 1
@str.120 = private unnamed_addr constant [137 x i8] c"guard failed: buf26: size arithmetic overflows int64 in -s1 * min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)))\00", align 1
@str.121 = private unnamed_addr constant [137 x i8] c"guard failed: buf26: size arithmetic overflows int64 in -s1 * min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)))\00", align 1
@str.122 = private unnamed_addr constant [176 x i8] c"guard failed: buf26: size arithmetic overflows int64 in s1 * min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 2) - s1 * min(s0, max((s0 + 3) // 4...\00", align 1
@str.123 = private unnamed_addr constant [184 x i8] c"guard failed: buf27: dim 0 is %lld (min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 2) - min(s0, max((s0 + 3) // 4, (max(s1 ...), a size cannot be negative\00", align 1
@str.124 = private unnamed_addr constant [184 x i8] c"guard failed: buf28: dim 0 is %lld (min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 2) - min(s0, max((s0 + 3) // 4, (max(s1 ...), a size cannot be negative\00", align 1
@str.125 = private unnamed_addr constant [184 x i8] c"guard failed: buf29: dim 0 is %lld (s1 * min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 2) * 8 - s1 * min(s0, max((s0 + 3) ...), a size cannot be negative\00", align 1
@str.126 = private unnamed_addr constant [148 x i8] c"guard failed: buf29: size arithmetic overflows int64 in s1 * min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 2) * 8 - 1\00", align 1
@str.127 = private unnamed_addr constant [104 x i8] c"guard failed: buf29: the view reaches element offsets %lld..%lld of its storage, which holds %lld..%lld\00", align 1
@str.128 = private unnamed_addr constant [184 x i8] c"guard failed: buf30: dim 0 is %lld (min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 2) - min(s0, max((s0 + 3) // 4, (max(s1 ...), a size cannot be negative\00", align 1
@str.129 = private unnamed_addr constant [136 x i8] c"guard failed: buf31: size arithmetic overflows int64 in -min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 2)\00", align 1
@str.130 = private unnamed_addr constant [126 x i8] c"guard failed: buf31: size arithmetic overflows int64 in max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 3\00", align 1
@str.131 = private unnamed_addr constant [176 x i8] c"guard failed: buf31: size arithmetic overflows int64 in -min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 2) + min(s0, max((s0 + 3) // 4, (max(s1...\00", align 1
@str.132 = private unnamed_addr constant [184 x i8] c"guard failed: buf31: dim 0 is %lld (-min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 2) + min(s0, max((s0 + 3) // 4, (max(s1...), a size cannot be negative\00", align 1
@str.133 = private unnamed_addr constant [145 x i8] c"guard failed: buf31: size arithmetic overflows int64 in -s1 * min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 2) * 8\00", align 1
@str.134 = private unnamed_addr constant [145 x i8] c"guard failed: buf31: size arithmetic overflows int64 in -s1 * min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 2) * 8\00", align 1
@str.135 = private unnamed_addr constant [144 x i8] c"guard failed: buf31: size arithmetic overflows int64 in s1 * min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 3) * 8\00", align 1
@str.136 = private unnamed_addr constant [144 x i8] c"guard failed: buf31: size arithmetic overflows int64 in s1 * min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 3) * 8\00", align 1
@str.137 = private unnamed_addr constant [176 x i8] c"guard failed: buf31: size arithmetic overflows int64 in -s1 * min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 2) * 8 + s1 * min(s0, max((s0 + 3)...\00", align 1
@str.138 = private unnamed_addr constant [139 x i8] c"guard failed: buf31: size arithmetic overflows int64 in min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 3) - 1\00", align 1
@str.139 = private unnamed_addr constant [105 x i8] c"guard failed: buf31: the view reaches indices %lld..%lld of dim 0 of what it views, which has %lld..%lld\00", align 1
@str.140 = private unnamed_addr constant [184 x i8] c"guard failed: buf32: dim 0 is %lld (-min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 2) + min(s0, max((s0 + 3) // 4, (max(s1...), a size cannot be negative\00", align 1
@str.141 = private unnamed_addr constant [105 x i8] c"guard failed: buf32: the view reaches indices %lld..%lld of dim 0 of what it views, which has %lld..%lld\00", align 1
@str.142 = private unnamed_addr constant [184 x i8] c"guard failed: buf33: dim 0 is %lld (-min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 2) + min(s0, max((s0 + 3) // 4, (max(s1...), a size cannot be negative\00", align 1
@str.143 = private unnamed_addr constant [146 x i8] c"guard failed: buf33: size arithmetic overflows int64 in -s1 * s1 * min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 2)\00", align 1
@str.144 = private unnamed_addr constant [146 x i8] c"guard failed: buf33: size arithmetic overflows int64 in -s1 * s1 * min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 2)\00", align 1
@str.145 = private unnamed_addr constant [146 x i8] c"guard failed: buf33: size arithmetic overflows int64 in -s1 * s1 * min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 2)\00", align 1
@str.146 = private unnamed_addr constant [145 x i8] c"guard failed: buf33: size arithmetic overflows int64 in s1 * s1 * min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 3)\00", align 1
@str.147 = private unnamed_addr constant [145 x i8] c"guard failed: buf33: size arithmetic overflows int64 in s1 * s1 * min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 3)\00", align 1
@str.148 = private unnamed_addr constant [176 x i8] c"guard failed: buf33: size arithmetic overflows int64 in -s1 * s1 * min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 2) + s1 * s1 * min(s0, max((s...\00", align 1
@str.149 = private unnamed_addr constant [105 x i8] c"guard failed: buf33: the view reaches indices %lld..%lld of dim 0 of what it views, which has %lld..%lld\00", align 1
@str.150 = private unnamed_addr constant [184 x i8] c"guard failed: buf34: dim 0 is %lld (-min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 2) + min(s0, max((s0 + 3) // 4, (max(s1...), a size cannot be negative\00", align 1
@str.151 = private unnamed_addr constant [105 x i8] c"guard failed: buf34: the view reaches indices %lld..%lld of dim 0 of what it views, which has %lld..%lld\00", align 1
@str.152 = private unnamed_addr constant [184 x i8] c"guard failed: buf35: dim 0 is %lld (-min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 2) + min(s0, max((s0 + 3) // 4, (max(s1...), a size cannot be negative\00", align 1
@str.153 = private unnamed_addr constant [184 x i8] c"guard failed: buf36: dim 0 is %lld (-min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 2) + min(s0, max((s0 + 3) // 4, (max(s1...), a size cannot be negative\00", align 1
@str.154 = private unnamed_addr constant [141 x i8] c"guard failed: buf36: size arithmetic overflows int64 in -s1 * min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 2)\00", align 1
@str.155 = private unnamed_addr constant [141 x i8] c"guard failed: buf36: size arithmetic overflows int64 in -s1 * min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 2)\00", align 1
@str.156 = private unnamed_addr constant [140 x i8] c"guard failed: buf36: size arithmetic overflows int64 in s1 * min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 3)\00", align 1
@str.157 = private unnamed_addr constant [176 x i8] c"guard failed: buf36: size arithmetic overflows int64 in -s1 * min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 2) + s1 * min(s0, max((s0 + 3) // ...\00", align 1
@str.158 = private unnamed_addr constant [184 x i8] c"guard failed: buf37: dim 0 is %lld (-min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 2) + min(s0, max((s0 + 3) // 4, (max(s1...), a size cannot be negative\00", align 1
@str.159 = private unnamed_addr constant [184 x i8] c"guard failed: buf38: dim 0 is %lld (-min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 2) + min(s0, max((s0 + 3) // 4, (max(s1...), a size cannot be negative\00", align 1
@str.160 = private unnamed_addr constant [184 x i8] c"guard failed: buf39: dim 0 is %lld (-s1 * min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 2) * 8 + s1 * min(s0, max((s0 + 3)...), a size cannot be negative\00", align 1
@str.161 = private unnamed_addr constant [148 x i8] c"guard failed: buf39: size arithmetic overflows int64 in s1 * min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 3) * 8 - 1\00", align 1
@str.162 = private unnamed_addr constant [104 x i8] c"guard failed: buf39: the view reaches element offsets %lld..%lld of its storage, which holds %lld..%lld\00", align 1
@str.163 = private unnamed_addr constant [184 x i8] c"guard failed: buf40: dim 0 is %lld (-min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 2) + min(s0, max((s0 + 3) // 4, (max(s1...), a size cannot be negative\00", align 1
@str.164 = private unnamed_addr constant [136 x i8] c"guard failed: buf41: size arithmetic overflows int64 in -min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 3)\00", align 1
@str.165 = private unnamed_addr constant [126 x i8] c"guard failed: buf41: size arithmetic overflows int64 in max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 4\00", align 1
@str.166 = private unnamed_addr constant [176 x i8] c"guard failed: buf41: size arithmetic overflows int64 in -min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 3) + min(s0, max((s0 + 3) // 4, (max(s1...\00", align 1
@str.167 = private unnamed_addr constant [184 x i8] c"guard failed: buf41: dim 0 is %lld (-min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 3) + min(s0, max((s0 + 3) // 4, (max(s1...), a size cannot be negative\00", align 1
@str.168 = private unnamed_addr constant [145 x i8] c"guard failed: buf41: size arithmetic overflows int64 in -s1 * min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 3) * 8\00", align 1
@str.169 = private unnamed_addr constant [145 x i8] c"guard failed: buf41: size arithmetic overflows int64 in -s1 * min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 3) * 8\00", align 1
@str.170 = private unnamed_addr constant [144 x i8] c"guard failed: buf41: size arithmetic overflows int64 in s1 * min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 4) * 8\00", align 1
@str.171 = private unnamed_addr constant [144 x i8] c"guard failed: buf41: size arithmetic overflows int64 in s1 * min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 4) * 8\00", align 1
@str.172 = private unnamed_addr constant [176 x i8] c"guard failed: buf41: size arithmetic overflows int64 in -s1 * min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 3) * 8 + s1 * min(s0, max((s0 + 3)...\00", align 1
@str.173 = private unnamed_addr constant [139 x i8] c"guard failed: buf41: size arithmetic overflows int64 in min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 4) - 1\00", align 1
@str.174 = private unnamed_addr constant [105 x i8] c"guard failed: buf41: the view reaches indices %lld..%lld of dim 0 of what it views, which has %lld..%lld\00", align 1
@str.175 = private unnamed_addr constant [184 x i8] c"guard failed: buf42: dim 0 is %lld (-min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 3) + min(s0, max((s0 + 3) // 4, (max(s1...), a size cannot be negative\00", align 1
@str.176 = private unnamed_addr constant [105 x i8] c"guard failed: buf42: the view reaches indices %lld..%lld of dim 0 of what it views, which has %lld..%lld\00", align 1
@str.177 = private unnamed_addr constant [184 x i8] c"guard failed: buf43: dim 0 is %lld (-min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 3) + min(s0, max((s0 + 3) // 4, (max(s1...), a size cannot be negative\00", align 1
@str.178 = private unnamed_addr constant [146 x i8] c"guard failed: buf43: size arithmetic overflows int64 in -s1 * s1 * min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 3)\00", align 1
@str.179 = private unnamed_addr constant [146 x i8] c"guard failed: buf43: size arithmetic overflows int64 in -s1 * s1 * min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 3)\00", align 1
@str.180 = private unnamed_addr constant [146 x i8] c"guard failed: buf43: size arithmetic overflows int64 in -s1 * s1 * min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 3)\00", align 1
@str.181 = private unnamed_addr constant [145 x i8] c"guard failed: buf43: size arithmetic overflows int64 in s1 * s1 * min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 4)\00", align 1
@str.182 = private unnamed_addr constant [145 x i8] c"guard failed: buf43: size arithmetic overflows int64 in s1 * s1 * min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 4)\00", align 1
@str.183 = private unnamed_addr constant [176 x i8] c"guard failed: buf43: size arithmetic overflows int64 in -s1 * s1 * min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 3) + s1 * s1 * min(s0, max((s...\00", align 1
@str.184 = private unnamed_addr constant [105 x i8] c"guard failed: buf43: the view reaches indices %lld..%lld of dim 0 of what it views, which has %lld..%lld\00", align 1
@str.185 = private unnamed_addr constant [184 x i8] c"guard failed: buf44: dim 0 is %lld (-min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 3) + min(s0, max((s0 + 3) // 4, (max(s1...), a size cannot be negative\00", align 1
@str.186 = private unnamed_addr constant [105 x i8] c"guard failed: buf44: the view reaches indices %lld..%lld of dim 0 of what it views, which has %lld..%lld\00", align 1
@str.187 = private unnamed_addr constant [184 x i8] c"guard failed: buf45: dim 0 is %lld (-min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 3) + min(s0, max((s0 + 3) // 4, (max(s1...), a size cannot be negative\00", align 1
@str.188 = private unnamed_addr constant [184 x i8] c"guard failed: buf46: dim 0 is %lld (-min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 3) + min(s0, max((s0 + 3) // 4, (max(s1...), a size cannot be negative\00", align 1
@str.189 = private unnamed_addr constant [141 x i8] c"guard failed: buf46: size arithmetic overflows int64 in -s1 * min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 3)\00", align 1
@str.190 = private unnamed_addr constant [141 x i8] c"guard failed: buf46: size arithmetic overflows int64 in -s1 * min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 3)\00", align 1
@str.191 = private unnamed_addr constant [140 x i8] c"guard failed: buf46: size arithmetic overflows int64 in s1 * min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 4)\00", align 1
@str.192 = private unnamed_addr constant [176 x i8] c"guard failed: buf46: size arithmetic overflows int64 in -s1 * min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 3) + s1 * min(s0, max((s0 + 3) // ...\00", align 1
@str.193 = private unnamed_addr constant [184 x i8] c"guard failed: buf47: dim 0 is %lld (-min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 3) + min(s0, max((s0 + 3) // 4, (max(s1...), a size cannot be negative\00", align 1
@str.194 = private unnamed_addr constant [184 x i8] c"guard failed: buf48: dim 0 is %lld (-min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 3) + min(s0, max((s0 + 3) // 4, (max(s1...), a size cannot be negative\00", align 1
@str.195 = private unnamed_addr constant [184 x i8] c"guard failed: buf49: dim 0 is %lld (-s1 * min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 3) * 8 + s1 * min(s0, max((s0 + 3)...), a size cannot be negative\00", align 1
@str.196 = private unnamed_addr constant [148 x i8] c"guard failed: buf49: size arithmetic overflows int64 in s1 * min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 4) * 8 - 1\00", align 1
@str.197 = private unnamed_addr constant [104 x i8] c"guard failed: buf49: the view reaches element offsets %lld..%lld of its storage, which holds %lld..%lld\00", align 1
@str.198 = private unnamed_addr constant [184 x i8] c"guard failed: buf50: dim 0 is %lld (-min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 3) + min(s0, max((s0 + 3) // 4, (max(s1...), a size cannot be negative\00", align 1
@str.199 = private unnamed_addr constant [40 x i8] c"out of memory creating the call's arena\00", align 1
@elem_sizes = private constant [8 x i64] [i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4]
@first_use = private constant [8 x i32] [i32 0, i32 1, i32 5, i32 6, i32 10, i32 11, i32 15, i32 16]
@last_use = private constant [8 x i32] [i32 4, i32 1, i32 9, i32 6, i32 14, i32 11, i32 19, i32 16]
@layout_cache = private global [18 x i64] zeroinitializer, align 64
@str.200 = private unnamed_addr constant [56 x i8] c"out of memory: the intermediate buffers' sizes overflow\00", align 1
@str.201 = private unnamed_addr constant [60 x i8] c"out of memory allocating %lld bytes of intermediate buffers\00", align 1
@str.202 = private unnamed_addr constant [54 x i8] c"out of memory allocating buf10 (%lld elements of f32)\00", align 1
@str.203 = private unnamed_addr constant [22 x i8] c"%4 = aten.bmm.default\00", align 1
@str.204 = private unnamed_addr constant [22 x i8] c"%4 = aten.bmm.default\00", align 1
@str.205 = private unnamed_addr constant [41 x i8] c"%5 = aten._softmax_backward_data.default\00", align 1
@str.206 = private unnamed_addr constant [22 x i8] c"%6 = aten.bmm.default\00", align 1
@released_inputs = private unnamed_addr constant [1 x i32] [i32 1]
@released_inputs.207 = private unnamed_addr constant [1 x i32] [i32 2]
@released_inputs.208 = private unnamed_addr constant [1 x i32] [i32 3]
@released_inputs.209 = private unnamed_addr constant [1 x i32] zeroinitializer

; Function Attrs: nounwind
define internal i32 @k0._4___aten_bmm_default(ptr noalias %buf0, ptr noalias %buf1, ptr noalias %buf15, i64 %s0, i64 %s1, i64 %_in0_st0, i64 %_in0_st1, i64 %_in0_st2, i64 %_in1_st0, i64 %_in1_st1, i64 %_in1_st2, ptr %call) #0 {
entry:
  %0 = call i64 @llvm.smin.i64(i64 0, i64 %s0)
  %1 = mul nsw i64 -1, %0
  %2 = add nsw i64 3, %s0
  %3 = udiv i64 %2, 4
  %4 = mul nsw i64 %s1, %s1
  %5 = call i64 @llvm.smax.i64(i64 1, i64 %4)
  %6 = add nsw i64 262143, %5
  %7 = udiv i64 %6, %5
  %8 = call i64 @llvm.smax.i64(i64 %3, i64 %7)
  %9 = call i64 @llvm.smin.i64(i64 %s0, i64 %8)
  %10 = add nsw i64 %1, %9
  %11 = call i64 @llvm.smin.i64(i64 0, i64 %s0)
  %12 = mul nsw i64 %_in0_st0, %11
  %13 = getelementptr inbounds float, ptr %buf0, i64 %12
  %14 = mul nsw i64 %_in1_st0, %11
  %15 = getelementptr inbounds float, ptr %buf1, i64 %14
  %16 = getelementptr inbounds float, ptr %buf15, i64 0
  %17 = mul nsw i64 %s1, %s1
  %18 = call i32 @cajit_rt_gemm_strided_f32(ptr %call, i64 %10, i64 %s1, i64 %s1, i64 8, float 1.000000e+00, ptr %13, i64 %_in0_st0, i64 %_in0_st1, i64 %_in0_st2, ptr %15, i64 %_in1_st0, i64 %_in1_st1, i64 %_in1_st2, float 0.000000e+00, ptr %16, i64 %17, i64 %s1, i64 1)
  ret i32 %18
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #1

declare i32 @cajit_rt_gemm_strided_f32(ptr, i64, i64, i64, i64, float, ptr, i64, i64, i64, ptr, i64, i64, i64, float, ptr, i64, i64, i64)

; Function Attrs: noinline nounwind
define internal void @k1._5___aten__softmax_backward_data_default.range(ptr noalias %buf2, ptr noalias %buf15, ptr noalias %buf16, i64 %s0, i64 %s1, i64 %_in2_st0, i64 %_in2_st1, i64 %_in2_st2, i64 %lo, i64 %hi) #2 {
entry:
  %acc = alloca float, align 4
  %0 = call i64 @llvm.smin.i64(i64 0, i64 %s0)
  %1 = mul nsw i64 -1, %0
  %2 = add nsw i64 3, %s0
  %3 = udiv i64 %2, 4
  %4 = mul nsw i64 %s1, %s1
  %5 = call i64 @llvm.smax.i64(i64 1, i64 %4)
  %6 = add nsw i64 262143, %5
  %7 = udiv i64 %6, %5
  %8 = call i64 @llvm.smax.i64(i64 %3, i64 %7)
  %9 = call i64 @llvm.smin.i64(i64 %s0, i64 %8)
  %10 = add nsw i64 %1, %9
  br label %loop_i0

loop_i0:                                          ; preds = %done2, %entry
  %_i0 = phi i64 [ %lo, %entry ], [ %13, %done2 ]
  %11 = icmp slt i64 %_i0, %hi
  br i1 %11, label %body, label %done

body:                                             ; preds = %loop_i0
  br label %loop_i1

done:                                             ; preds = %loop_i0
  ret void

loop_i1:                                          ; preds = %done4, %body
  %_i1 = phi i64 [ 0, %body ], [ %15, %done4 ]
  %12 = icmp slt i64 %_i1, %s1
  br i1 %12, label %body1, label %done2

body1:                                            ; preds = %loop_i1
  br label %loop_i2

done2:                                            ; preds = %loop_i1
  %13 = add nuw nsw i64 %_i0, 1
  br label %loop_i0, !llvm.loop !0

loop_i2:                                          ; preds = %done9, %body1
  %_i2 = phi i64 [ 0, %body1 ], [ %80, %done9 ]
  %14 = icmp slt i64 %_i2, 1
  br i1 %14, label %body3, label %done4

body3:                                            ; preds = %loop_i2
  store float 0.000000e+00, ptr %acc, align 4
  br label %loop_r0

done4:                                            ; preds = %loop_i2
  %15 = add nuw nsw i64 %_i1, 1
  br label %loop_i1, !llvm.loop !3

loop_r0:                                          ; preds = %body5, %body3
  %_r0 = phi i64 [ 0, %body3 ], [ %37, %body5 ]
  %16 = icmp slt i64 %_r0, %s1
  br i1 %16, label %body5, label %done6

body5:                                            ; preds = %loop_r0
  %17 = mul nsw i64 %s1, %s1
  %18 = mul nsw i64 %17, %_i0
  %19 = mul nsw i64 %s1, %_i1
  %20 = add nsw i64 %18, %19
  %21 = add nsw i64 %20, %_r0
  %22 = getelementptr inbounds float, ptr %buf15, i64 %21
  %23 = load float, ptr %22, align 4
  %24 = mul nsw i64 %_in2_st0, %_i0
  %25 = call i64 @llvm.smin.i64(i64 0, i64 %s0)
  %26 = mul nsw i64 %_in2_st0, %25
  %27 = add nsw i64 %24, %26
  %28 = mul nsw i64 %_in2_st1, %_i1
  %29 = add nsw i64 %27, %28
  %30 = mul nsw i64 %_in2_st2, %_r0
  %31 = add nsw i64 %29, %30
  %32 = getelementptr inbounds float, ptr %buf2, i64 %31
  %33 = load float, ptr %32, align 4
  %34 = fmul float %23, %33
  %35 = load float, ptr %acc, align 4
  %36 = fadd reassoc float %35, %34
  store float %36, ptr %acc, align 4
  %37 = add nuw nsw i64 %_r0, 1
  br label %loop_r0, !llvm.loop !4

done6:                                            ; preds = %loop_r0
  %38 = load float, ptr %acc, align 4
  %39 = mul nsw i64 %s1, %_i0
  %40 = add nsw i64 %39, %_i1
  %41 = add nsw i64 %40, %_i2
  %42 = getelementptr inbounds float, ptr %buf16, i64 %41
  store float %38, ptr %42, align 4
  %43 = call i64 @llvm.smin.i64(i64 0, i64 %s0)
  %44 = mul nsw i64 -1, %43
  %45 = add nsw i64 3, %s0
  %46 = udiv i64 %45, 4
  %47 = mul nsw i64 %s1, %s1
  %48 = call i64 @llvm.smax.i64(i64 1, i64 %47)
  %49 = add nsw i64 262143, %48
  %50 = udiv i64 %49, %48
  %51 = call i64 @llvm.smax.i64(i64 %46, i64 %50)
  %52 = call i64 @llvm.smin.i64(i64 %s0, i64 %51)
  %53 = add nsw i64 %44, %52
  br label %loop_i27

loop_i27:                                         ; preds = %body8, %done6
  %_i210 = phi i64 [ 0, %done6 ], [ %79, %body8 ]
  %54 = icmp slt i64 %_i210, %s1
  br i1 %54, label %body8, label %done9

body8:                                            ; preds = %loop_i27
  %55 = mul nsw i64 %_in2_st0, %_i0
  %56 = call i64 @llvm.smin.i64(i64 0, i64 %s0)
  %57 = mul nsw i64 %_in2_st0, %56
  %58 = add nsw i64 %55, %57
  %59 = mul nsw i64 %_in2_st1, %_i1
  %60 = add nsw i64 %58, %59
  %61 = mul nsw i64 %_in2_st2, %_i210
  %62 = add nsw i64 %60, %61
  %63 = getelementptr inbounds float, ptr %buf2, i64 %62
  %64 = load float, ptr %63, align 4
  %65 = mul nsw i64 %s1, %s1
  %66 = mul nsw i64 %65, %_i0
  %67 = mul nsw i64 %s1, %_i1
  %68 = add nsw i64 %66, %67
  %69 = add nsw i64 %68, %_i210
  %70 = getelementptr inbounds float, ptr %buf15, i64 %69
  %71 = load float, ptr %70, align 4
  %72 = mul nsw i64 %s1, %_i0
  %73 = add nsw i64 %72, %_i1
  %74 = getelementptr inbounds float, ptr %buf16, i64 %73
  %75 = load float, ptr %74, align 4
  %76 = fsub float %71, %75
  %77 = fmul float %64, %76
  %78 = getelementptr inbounds float, ptr %buf15, i64 %69
  store float %77, ptr %78, align 4
  %79 = add nuw nsw i64 %_i210, 1
  br label %loop_i27, !llvm.loop !5

done9:                                            ; preds = %loop_i27
  %80 = add nuw nsw i64 %_i2, 1
  br label %loop_i2, !llvm.loop !6
}

define internal void @k1._5___aten__softmax_backward_data_default.body(i64 %0, i64 %1, ptr %2) {
entry:
  %3 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 0
  %4 = load ptr, ptr %3, align 8
  %5 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 2
  %8 = load ptr, ptr %7, align 8
  %9 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 3
  %10 = load i64, ptr %9, align 4
  %11 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 4
  %12 = load i64, ptr %11, align 4
  %13 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 5
  %14 = load i64, ptr %13, align 4
  %15 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 6
  %16 = load i64, ptr %15, align 4
  %17 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 7
  %18 = load i64, ptr %17, align 4
  call void @k1._5___aten__softmax_backward_data_default.range(ptr %4, ptr %6, ptr %8, i64 %10, i64 %12, i64 %14, i64 %16, i64 %18, i64 %0, i64 %1)
  ret void
}

define internal void @k1._5___aten__softmax_backward_data_default(ptr noalias %buf2, ptr noalias %buf15, ptr noalias %buf16, i64 %s0, i64 %s1, i64 %_in2_st0, i64 %_in2_st1, i64 %_in2_st2) {
entry:
  %ctx = alloca { ptr, ptr, ptr, i64, i64, i64, i64, i64 }, align 8
  %0 = call i64 @llvm.smin.i64(i64 0, i64 %s0)
  %1 = mul nsw i64 -1, %0
  %2 = add nsw i64 3, %s0
  %3 = udiv i64 %2, 4
  %4 = mul nsw i64 %s1, %s1
  %5 = call i64 @llvm.smax.i64(i64 1, i64 %4)
  %6 = add nsw i64 262143, %5
  %7 = udiv i64 %6, %5
  %8 = call i64 @llvm.smax.i64(i64 %3, i64 %7)
  %9 = call i64 @llvm.smin.i64(i64 %s0, i64 %8)
  %10 = add nsw i64 %1, %9
  %11 = mul i64 1, %10
  %12 = mul i64 %11, %s1
  %13 = mul i64 %12, 1
  %14 = mul i64 %13, %s1
  %15 = icmp sge i64 %10, 2
  %16 = icmp sge i64 %14, 65536
  %parallel = and i1 %16, %15
  br i1 %parallel, label %parallel1, label %serial

serial:                                           ; preds = %entry
  call void @k1._5___aten__softmax_backward_data_default.range(ptr %buf2, ptr %buf15, ptr %buf16, i64 %s0, i64 %s1, i64 %_in2_st0, i64 %_in2_st1, i64 %_in2_st2, i64 0, i64 %10)
  ret void

parallel1:                                        ; preds = %entry
  %17 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 0
  store ptr %buf2, ptr %17, align 8
  %18 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 1
  store ptr %buf15, ptr %18, align 8
  %19 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 2
  store ptr %buf16, ptr %19, align 8
  %20 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 3
  store i64 %s0, ptr %20, align 4
  %21 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 4
  store i64 %s1, ptr %21, align 4
  %22 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 5
  store i64 %_in2_st0, ptr %22, align 4
  %23 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 6
  store i64 %_in2_st1, ptr %23, align 4
  %24 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 7
  store i64 %_in2_st2, ptr %24, align 4
  %25 = sdiv i64 %14, %10
  %26 = icmp sgt i64 %25, 1
  %27 = select i1 %26, i64 %25, i64 1
  %28 = add i64 32768, %27
  %29 = sub i64 %28, 1
  %30 = sdiv i64 %29, %27
  %31 = icmp sgt i64 %30, 1
  %32 = select i1 %31, i64 %30, i64 1
  call void @cajit_rt_parallel_for(i64 0, i64 %10, i64 %32, ptr @k1._5___aten__softmax_backward_data_default.body, ptr %ctx)
  ret void
}

; Function Attrs: nounwind
declare void @cajit_rt_parallel_for(i64, i64, i64, ptr, ptr) #0

; Function Attrs: nounwind
define internal i32 @k3._6___aten_bmm_default(ptr noalias %buf3, ptr noalias %buf10, ptr noalias %buf15, i64 %s0, i64 %s1, i64 %_in3_st0, i64 %_in3_st1, i64 %_in3_st2, ptr %call) #0 {
entry:
  %0 = call i64 @llvm.smin.i64(i64 0, i64 %s0)
  %1 = mul nsw i64 -1, %0
  %2 = add nsw i64 3, %s0
  %3 = udiv i64 %2, 4
  %4 = mul nsw i64 %s1, %s1
  %5 = call i64 @llvm.smax.i64(i64 1, i64 %4)
  %6 = add nsw i64 262143, %5
  %7 = udiv i64 %6, %5
  %8 = call i64 @llvm.smax.i64(i64 %3, i64 %7)
  %9 = call i64 @llvm.smin.i64(i64 %s0, i64 %8)
  %10 = add nsw i64 %1, %9
  %11 = getelementptr inbounds float, ptr %buf15, i64 0
  %12 = mul nsw i64 %s1, %s1
  %13 = call i64 @llvm.smin.i64(i64 0, i64 %s0)
  %14 = mul nsw i64 %_in3_st0, %13
  %15 = getelementptr inbounds float, ptr %buf3, i64 %14
  %16 = mul nsw i64 8, %s1
  %17 = mul nsw i64 %16, %13
  %18 = getelementptr inbounds float, ptr %buf10, i64 %17
  %19 = mul nsw i64 8, %s1
  %20 = call i32 @cajit_rt_gemm_strided_f32(ptr %call, i64 %10, i64 %s1, i64 8, i64 %s1, float 1.000000e+00, ptr %11, i64 %12, i64 %s1, i64 1, ptr %15, i64 %_in3_st0, i64 %_in3_st1, i64 %_in3_st2, float 0.000000e+00, ptr %18, i64 %19, i64 8, i64 1)
  ret i32 %20
}

; Function Attrs: nounwind
define internal i32 @k4._8___aten_bmm_default(ptr noalias %buf0, ptr noalias %buf10, ptr noalias %buf15, i64 %s0, i64 %s1, i64 %_in0_st0, i64 %_in0_st1, i64 %_in0_st2, ptr %call) #0 {
entry:
  %0 = call i64 @llvm.smin.i64(i64 0, i64 %s0)
  %1 = mul nsw i64 -1, %0
  %2 = add nsw i64 3, %s0
  %3 = udiv i64 %2, 4
  %4 = mul nsw i64 %s1, %s1
  %5 = call i64 @llvm.smax.i64(i64 1, i64 %4)
  %6 = add nsw i64 262143, %5
  %7 = udiv i64 %6, %5
  %8 = call i64 @llvm.smax.i64(i64 %3, i64 %7)
  %9 = call i64 @llvm.smin.i64(i64 %s0, i64 %8)
  %10 = add nsw i64 %1, %9
  %11 = getelementptr inbounds float, ptr %buf15, i64 0
  %12 = mul nsw i64 %s1, %s1
  %13 = call i64 @llvm.smin.i64(i64 0, i64 %s0)
  %14 = mul nsw i64 %_in0_st0, %13
  %15 = getelementptr inbounds float, ptr %buf0, i64 %14
  %16 = mul nsw i64 8, %s1
  %17 = mul nsw i64 %16, %13
  %18 = getelementptr inbounds float, ptr %buf10, i64 %17
  %19 = mul nsw i64 8, %s1
  %20 = call i32 @cajit_rt_gemm_strided_f32(ptr %call, i64 %10, i64 %s1, i64 8, i64 %s1, float 1.000000e+00, ptr %11, i64 %12, i64 1, i64 %s1, ptr %15, i64 %_in0_st0, i64 %_in0_st1, i64 %_in0_st2, float 1.000000e+00, ptr %18, i64 %19, i64 8, i64 1)
  ret i32 %20
}

; Function Attrs: nounwind
define internal i32 @k5._4___aten_bmm_default(ptr noalias %buf0, ptr noalias %buf1, ptr noalias %buf25, i64 %s0, i64 %s1, i64 %_in0_st0, i64 %_in0_st1, i64 %_in0_st2, i64 %_in1_st0, i64 %_in1_st1, i64 %_in1_st2, ptr %call) #0 {
entry:
  %0 = add nsw i64 3, %s0
  %1 = udiv i64 %0, 4
  %2 = mul nsw i64 %s1, %s1
  %3 = call i64 @llvm.smax.i64(i64 1, i64 %2)
  %4 = add nsw i64 262143, %3
  %5 = udiv i64 %4, %3
  %6 = call i64 @llvm.smax.i64(i64 %1, i64 %5)
  %7 = mul nsw i64 2, %6
  %8 = call i64 @llvm.smin.i64(i64 %s0, i64 %7)
  %9 = call i64 @llvm.smin.i64(i64 %s0, i64 %6)
  %10 = mul nsw i64 -1, %9
  %11 = add nsw i64 %8, %10
  %12 = add nsw i64 3, %s0
  %13 = udiv i64 %12, 4
  %14 = mul nsw i64 %s1, %s1
  %15 = call i64 @llvm.smax.i64(i64 1, i64 %14)
  %16 = add nsw i64 262143, %15
  %17 = udiv i64 %16, %15
  %18 = call i64 @llvm.smax.i64(i64 %13, i64 %17)
  %19 = call i64 @llvm.smin.i64(i64 %s0, i64 %18)
  %20 = mul nsw i64 %_in0_st0, %19
  %21 = getelementptr inbounds float, ptr %buf0, i64 %20
  %22 = mul nsw i64 %_in1_st0, %19
  %23 = getelementptr inbounds float, ptr %buf1, i64 %22
  %24 = getelementptr inbounds float, ptr %buf25, i64 0
  %25 = call i32 @cajit_rt_gemm_strided_f32(ptr %call, i64 %11, i64 %s1, i64 %s1, i64 8, float 1.000000e+00, ptr %21, i64 %_in0_st0, i64 %_in0_st1, i64 %_in0_st2, ptr %23, i64 %_in1_st0, i64 %_in1_st1, i64 %_in1_st2, float 0.000000e+00, ptr %24, i64 %14, i64 %s1, i64 1)
  ret i32 %25
}

; Function Attrs: noinline nounwind
define internal void @k6._5___aten__softmax_backward_data_default.range(ptr noalias %buf2, ptr noalias %buf25, ptr noalias %buf26, i64 %s0, i64 %s1, i64 %_in2_st0, i64 %_in2_st1, i64 %_in2_st2, i64 %lo, i64 %hi) #2 {
entry:
  %acc = alloca float, align 4
  %0 = add nsw i64 3, %s0
  %1 = udiv i64 %0, 4
  %2 = mul nsw i64 %s1, %s1
  %3 = call i64 @llvm.smax.i64(i64 1, i64 %2)
  %4 = add nsw i64 262143, %3
  %5 = udiv i64 %4, %3
  %6 = call i64 @llvm.smax.i64(i64 %1, i64 %5)
  %7 = mul nsw i64 2, %6
  %8 = call i64 @llvm.smin.i64(i64 %s0, i64 %7)
  %9 = call i64 @llvm.smin.i64(i64 %s0, i64 %6)
  %10 = mul nsw i64 -1, %9
  %11 = add nsw i64 %8, %10
  br label %loop_i0

loop_i0:                                          ; preds = %done2, %entry
  %_i0 = phi i64 [ %lo, %entry ], [ %14, %done2 ]
  %12 = icmp slt i64 %_i0, %hi
  br i1 %12, label %body, label %done

body:                                             ; preds = %loop_i0
  br label %loop_i1

done:                                             ; preds = %loop_i0
  ret void

loop_i1:                                          ; preds = %done4, %body
  %_i1 = phi i64 [ 0, %body ], [ %16, %done4 ]
  %13 = icmp slt i64 %_i1, %s1
  br i1 %13, label %body1, label %done2

body1:                                            ; preds = %loop_i1
  br label %loop_i2

done2:                                            ; preds = %loop_i1
  %14 = add nuw nsw i64 %_i0, 1
  br label %loop_i0, !llvm.loop !7

loop_i2:                                          ; preds = %done9, %body1
  %_i2 = phi i64 [ 0, %body1 ], [ %96, %done9 ]
  %15 = icmp slt i64 %_i2, 1
  br i1 %15, label %body3, label %done4

body3:                                            ; preds = %loop_i2
  store float 0.000000e+00, ptr %acc, align 4
  br label %loop_r0

done4:                                            ; preds = %loop_i2
  %16 = add nuw nsw i64 %_i1, 1
  br label %loop_i1, !llvm.loop !8

loop_r0:                                          ; preds = %body5, %body3
  %_r0 = phi i64 [ 0, %body3 ], [ %45, %body5 ]
  %17 = icmp slt i64 %_r0, %s1
  br i1 %17, label %body5, label %done6

body5:                                            ; preds = %loop_r0
  %18 = mul nsw i64 %s1, %s1
  %19 = mul nsw i64 %18, %_i0
  %20 = mul nsw i64 %s1, %_i1
  %21 = add nsw i64 %19, %20
  %22 = add nsw i64 %21, %_r0
  %23 = getelementptr inbounds float, ptr %buf25, i64 %22
  %24 = load float, ptr %23, align 4
  %25 = mul nsw i64 %_in2_st0, %_i0
  %26 = add nsw i64 3, %s0
  %27 = udiv i64 %26, 4
  %28 = mul nsw i64 %s1, %s1
  %29 = call i64 @llvm.smax.i64(i64 1, i64 %28)
  %30 = add nsw i64 262143, %29
  %31 = udiv i64 %30, %29
  %32 = call i64 @llvm.smax.i64(i64 %27, i64 %31)
  %33 = call i64 @llvm.smin.i64(i64 %s0, i64 %32)
  %34 = mul nsw i64 %_in2_st0, %33
  %35 = add nsw i64 %25, %34
  %36 = mul nsw i64 %_in2_st1, %_i1
  %37 = add nsw i64 %35, %36
  %38 = mul nsw i64 %_in2_st2, %_r0
  %39 = add nsw i64 %37, %38
  %40 = getelementptr inbounds float, ptr %buf2, i64 %39
  %41 = load float, ptr %40, align 4
  %42 = fmul float %24, %41
  %43 = load float, ptr %acc, align 4
  %44 = fadd reassoc float %43, %42
  store float %44, ptr %acc, align 4
  %45 = add nuw nsw i64 %_r0, 1
  br label %loop_r0, !llvm.loop !9

done6:                                            ; preds = %loop_r0
  %46 = load float, ptr %acc, align 4
  %47 = mul nsw i64 %s1, %_i0
  %48 = add nsw i64 %47, %_i1
  %49 = add nsw i64 %48, %_i2
  %50 = getelementptr inbounds float, ptr %buf26, i64 %49
  store float %46, ptr %50, align 4
  %51 = add nsw i64 3, %s0
  %52 = udiv i64 %51, 4
  %53 = mul nsw i64 %s1, %s1
  %54 = call i64 @llvm.smax.i64(i64 1, i64 %53)
  %55 = add nsw i64 262143, %54
  %56 = udiv i64 %55, %54
  %57 = call i64 @llvm.smax.i64(i64 %52, i64 %56)
  %58 = mul nsw i64 2, %57
  %59 = call i64 @llvm.smin.i64(i64 %s0, i64 %58)
  %60 = call i64 @llvm.smin.i64(i64 %s0, i64 %57)
  %61 = mul nsw i64 -1, %60
  %62 = add nsw i64 %59, %61
  br label %loop_i27

loop_i27:                                         ; preds = %body8, %done6
  %_i210 = phi i64 [ 0, %done6 ], [ %95, %body8 ]
  %63 = icmp slt i64 %_i210, %s1
  br i1 %63, label %body8, label %done9

body8:                                            ; preds = %loop_i27
  %64 = mul nsw i64 %_in2_st0, %_i0
  %65 = add nsw i64 3, %s0
  %66 = udiv i64 %65, 4
  %67 = mul nsw i64 %s1, %s1
  %68 = call i64 @llvm.smax.i64(i64 1, i64 %67)
  %69 = add nsw i64 262143, %68
  %70 = udiv i64 %69, %68
  %71 = call i64 @llvm.smax.i64(i64 %66, i64 %70)
  %72 = call i64 @llvm.smin.i64(i64 %s0, i64 %71)
  %73 = mul nsw i64 %_in2_st0, %72
  %74 = add nsw i64 %64, %73
  %75 = mul nsw i64 %_in2_st1, %_i1
  %76 = add nsw i64 %74, %75
  %77 = mul nsw i64 %_in2_st2, %_i210
  %78 = add nsw i64 %76, %77
  %79 = getelementptr inbounds float, ptr %buf2, i64 %78
  %80 = load float, ptr %79, align 4
  %81 = mul nsw i64 %s1, %s1
  %82 = mul nsw i64 %81, %_i0
  %83 = mul nsw i64 %s1, %_i1
  %84 = add nsw i64 %82, %83
  %85 = add nsw i64 %84, %_i210
  %86 = getelementptr inbounds float, ptr %buf25, i64 %85
  %87 = load float, ptr %86, align 4
  %88 = mul nsw i64 %s1, %_i0
  %89 = add nsw i64 %88, %_i1
  %90 = getelementptr inbounds float, ptr %buf26, i64 %89
  %91 = load float, ptr %90, align 4
  %92 = fsub float %87, %91
  %93 = fmul float %80, %92
  %94 = getelementptr inbounds float, ptr %buf25, i64 %85
  store float %93, ptr %94, align 4
  %95 = add nuw nsw i64 %_i210, 1
  br label %loop_i27, !llvm.loop !10

done9:                                            ; preds = %loop_i27
  %96 = add nuw nsw i64 %_i2, 1
  br label %loop_i2, !llvm.loop !11
}

define internal void @k6._5___aten__softmax_backward_data_default.body(i64 %0, i64 %1, ptr %2) {
entry:
  %3 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 0
  %4 = load ptr, ptr %3, align 8
  %5 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 2
  %8 = load ptr, ptr %7, align 8
  %9 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 3
  %10 = load i64, ptr %9, align 4
  %11 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 4
  %12 = load i64, ptr %11, align 4
  %13 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 5
  %14 = load i64, ptr %13, align 4
  %15 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 6
  %16 = load i64, ptr %15, align 4
  %17 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 7
  %18 = load i64, ptr %17, align 4
  call void @k6._5___aten__softmax_backward_data_default.range(ptr %4, ptr %6, ptr %8, i64 %10, i64 %12, i64 %14, i64 %16, i64 %18, i64 %0, i64 %1)
  ret void
}

define internal void @k6._5___aten__softmax_backward_data_default(ptr noalias %buf2, ptr noalias %buf25, ptr noalias %buf26, i64 %s0, i64 %s1, i64 %_in2_st0, i64 %_in2_st1, i64 %_in2_st2) {
entry:
  %ctx = alloca { ptr, ptr, ptr, i64, i64, i64, i64, i64 }, align 8
  %0 = add nsw i64 3, %s0
  %1 = udiv i64 %0, 4
  %2 = mul nsw i64 %s1, %s1
  %3 = call i64 @llvm.smax.i64(i64 1, i64 %2)
  %4 = add nsw i64 262143, %3
  %5 = udiv i64 %4, %3
  %6 = call i64 @llvm.smax.i64(i64 %1, i64 %5)
  %7 = mul nsw i64 2, %6
  %8 = call i64 @llvm.smin.i64(i64 %s0, i64 %7)
  %9 = call i64 @llvm.smin.i64(i64 %s0, i64 %6)
  %10 = mul nsw i64 -1, %9
  %11 = add nsw i64 %8, %10
  %12 = mul i64 1, %11
  %13 = mul i64 %12, %s1
  %14 = mul i64 %13, 1
  %15 = mul i64 %14, %s1
  %16 = icmp sge i64 %11, 2
  %17 = icmp sge i64 %15, 65536
  %parallel = and i1 %17, %16
  br i1 %parallel, label %parallel1, label %serial

serial:                                           ; preds = %entry
  call void @k6._5___aten__softmax_backward_data_default.range(ptr %buf2, ptr %buf25, ptr %buf26, i64 %s0, i64 %s1, i64 %_in2_st0, i64 %_in2_st1, i64 %_in2_st2, i64 0, i64 %11)
  ret void

parallel1:                                        ; preds = %entry
  %18 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 0
  store ptr %buf2, ptr %18, align 8
  %19 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 1
  store ptr %buf25, ptr %19, align 8
  %20 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 2
  store ptr %buf26, ptr %20, align 8
  %21 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 3
  store i64 %s0, ptr %21, align 4
  %22 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 4
  store i64 %s1, ptr %22, align 4
  %23 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 5
  store i64 %_in2_st0, ptr %23, align 4
  %24 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 6
  store i64 %_in2_st1, ptr %24, align 4
  %25 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 7
  store i64 %_in2_st2, ptr %25, align 4
  %26 = sdiv i64 %15, %11
  %27 = icmp sgt i64 %26, 1
  %28 = select i1 %27, i64 %26, i64 1
  %29 = add i64 32768, %28
  %30 = sub i64 %29, 1
  %31 = sdiv i64 %30, %28
  %32 = icmp sgt i64 %31, 1
  %33 = select i1 %32, i64 %31, i64 1
  call void @cajit_rt_parallel_for(i64 0, i64 %11, i64 %33, ptr @k6._5___aten__softmax_backward_data_default.body, ptr %ctx)
  ret void
}

; Function Attrs: nounwind
define internal i32 @k8._6___aten_bmm_default(ptr noalias %buf3, ptr noalias %buf10, ptr noalias %buf25, i64 %s0, i64 %s1, i64 %_in3_st0, i64 %_in3_st1, i64 %_in3_st2, ptr %call) #0 {
entry:
  %0 = add nsw i64 3, %s0
  %1 = udiv i64 %0, 4
  %2 = mul nsw i64 %s1, %s1
  %3 = call i64 @llvm.smax.i64(i64 1, i64 %2)
  %4 = add nsw i64 262143, %3
  %5 = udiv i64 %4, %3
  %6 = call i64 @llvm.smax.i64(i64 %1, i64 %5)
  %7 = mul nsw i64 2, %6
  %8 = call i64 @llvm.smin.i64(i64 %s0, i64 %7)
  %9 = call i64 @llvm.smin.i64(i64 %s0, i64 %6)
  %10 = mul nsw i64 -1, %9
  %11 = add nsw i64 %8, %10
  %12 = getelementptr inbounds float, ptr %buf25, i64 0
  %13 = mul nsw i64 %s1, %s1
  %14 = add nsw i64 3, %s0
  %15 = udiv i64 %14, 4
  %16 = call i64 @llvm.smax.i64(i64 1, i64 %13)
  %17 = add nsw i64 262143, %16
  %18 = udiv i64 %17, %16
  %19 = call i64 @llvm.smax.i64(i64 %15, i64 %18)
  %20 = call i64 @llvm.smin.i64(i64 %s0, i64 %19)
  %21 = mul nsw i64 %_in3_st0, %20
  %22 = getelementptr inbounds float, ptr %buf3, i64 %21
  %23 = mul nsw i64 8, %s1
  %24 = mul nsw i64 %23, %20
  %25 = getelementptr inbounds float, ptr %buf10, i64 %24
  %26 = mul nsw i64 8, %s1
  %27 = call i32 @cajit_rt_gemm_strided_f32(ptr %call, i64 %11, i64 %s1, i64 8, i64 %s1, float 1.000000e+00, ptr %12, i64 %13, i64 %s1, i64 1, ptr %22, i64 %_in3_st0, i64 %_in3_st1, i64 %_in3_st2, float 0.000000e+00, ptr %25, i64 %26, i64 8, i64 1)
  ret i32 %27
}

; Function Attrs: nounwind
define internal i32 @k9._8___aten_bmm_default(ptr noalias %buf0, ptr noalias %buf10, ptr noalias %buf25, i64 %s0, i64 %s1, i64 %_in0_st0, i64 %_in0_st1, i64 %_in0_st2, ptr %call) #0 {
entry:
  %0 = add nsw i64 3, %s0
  %1 = udiv i64 %0, 4
  %2 = mul nsw i64 %s1, %s1
  %3 = call i64 @llvm.smax.i64(i64 1, i64 %2)
  %4 = add nsw i64 262143, %3
  %5 = udiv i64 %4, %3
  %6 = call i64 @llvm.smax.i64(i64 %1, i64 %5)
  %7 = mul nsw i64 2, %6
  %8 = call i64 @llvm.smin.i64(i64 %s0, i64 %7)
  %9 = call i64 @llvm.smin.i64(i64 %s0, i64 %6)
  %10 = mul nsw i64 -1, %9
  %11 = add nsw i64 %8, %10
  %12 = getelementptr inbounds float, ptr %buf25, i64 0
  %13 = mul nsw i64 %s1, %s1
  %14 = add nsw i64 3, %s0
  %15 = udiv i64 %14, 4
  %16 = call i64 @llvm.smax.i64(i64 1, i64 %13)
  %17 = add nsw i64 262143, %16
  %18 = udiv i64 %17, %16
  %19 = call i64 @llvm.smax.i64(i64 %15, i64 %18)
  %20 = call i64 @llvm.smin.i64(i64 %s0, i64 %19)
  %21 = mul nsw i64 %_in0_st0, %20
  %22 = getelementptr inbounds float, ptr %buf0, i64 %21
  %23 = mul nsw i64 8, %s1
  %24 = mul nsw i64 %23, %20
  %25 = getelementptr inbounds float, ptr %buf10, i64 %24
  %26 = mul nsw i64 8, %s1
  %27 = call i32 @cajit_rt_gemm_strided_f32(ptr %call, i64 %11, i64 %s1, i64 8, i64 %s1, float 1.000000e+00, ptr %12, i64 %13, i64 1, i64 %s1, ptr %22, i64 %_in0_st0, i64 %_in0_st1, i64 %_in0_st2, float 1.000000e+00, ptr %25, i64 %26, i64 8, i64 1)
  ret i32 %27
}

; Function Attrs: nounwind
define internal i32 @k10._4___aten_bmm_default(ptr noalias %buf0, ptr noalias %buf1, ptr noalias %buf35, i64 %s0, i64 %s1, i64 %_in0_st0, i64 %_in0_st1, i64 %_in0_st2, i64 %_in1_st0, i64 %_in1_st1, i64 %_in1_st2, ptr %call) #0 {
entry:
  %0 = add nsw i64 3, %s0
  %1 = udiv i64 %0, 4
  %2 = mul nsw i64 %s1, %s1
  %3 = call i64 @llvm.smax.i64(i64 1, i64 %2)
  %4 = add nsw i64 262143, %3
  %5 = udiv i64 %4, %3
  %6 = call i64 @llvm.smax.i64(i64 %1, i64 %5)
  %7 = mul nsw i64 2, %6
  %8 = call i64 @llvm.smin.i64(i64 %s0, i64 %7)
  %9 = mul nsw i64 -1, %8
  %10 = mul nsw i64 3, %6
  %11 = call i64 @llvm.smin.i64(i64 %s0, i64 %10)
  %12 = add nsw i64 %9, %11
  %13 = add nsw i64 3, %s0
  %14 = udiv i64 %13, 4
  %15 = mul nsw i64 %s1, %s1
  %16 = call i64 @llvm.smax.i64(i64 1, i64 %15)
  %17 = add nsw i64 262143, %16
  %18 = udiv i64 %17, %16
  %19 = call i64 @llvm.smax.i64(i64 %14, i64 %18)
  %20 = mul nsw i64 2, %19
  %21 = call i64 @llvm.smin.i64(i64 %s0, i64 %20)
  %22 = mul nsw i64 %_in0_st0, %21
  %23 = getelementptr inbounds float, ptr %buf0, i64 %22
  %24 = mul nsw i64 %_in1_st0, %21
  %25 = getelementptr inbounds float, ptr %buf1, i64 %24
  %26 = getelementptr inbounds float, ptr %buf35, i64 0
  %27 = call i32 @cajit_rt_gemm_strided_f32(ptr %call, i64 %12, i64 %s1, i64 %s1, i64 8, float 1.000000e+00, ptr %23, i64 %_in0_st0, i64 %_in0_st1, i64 %_in0_st2, ptr %25, i64 %_in1_st0, i64 %_in1_st1, i64 %_in1_st2, float 0.000000e+00, ptr %26, i64 %15, i64 %s1, i64 1)
  ret i32 %27
}

; Function Attrs: noinline nounwind
define internal void @k11._5___aten__softmax_backward_data_default.range(ptr noalias %buf2, ptr noalias %buf35, ptr noalias %buf36, i64 %s0, i64 %s1, i64 %_in2_st0, i64 %_in2_st1, i64 %_in2_st2, i64 %lo, i64 %hi) #2 {
entry:
  %acc = alloca float, align 4
  %0 = add nsw i64 3, %s0
  %1 = udiv i64 %0, 4
  %2 = mul nsw i64 %s1, %s1
  %3 = call i64 @llvm.smax.i64(i64 1, i64 %2)
  %4 = add nsw i64 262143, %3
  %5 = udiv i64 %4, %3
  %6 = call i64 @llvm.smax.i64(i64 %1, i64 %5)
  %7 = mul nsw i64 2, %6
  %8 = call i64 @llvm.smin.i64(i64 %s0, i64 %7)
  %9 = mul nsw i64 -1, %8
  %10 = mul nsw i64 3, %6
  %11 = call i64 @llvm.smin.i64(i64 %s0, i64 %10)
  %12 = add nsw i64 %9, %11
  br label %loop_i0

loop_i0:                                          ; preds = %done2, %entry
  %_i0 = phi i64 [ %lo, %entry ], [ %15, %done2 ]
  %13 = icmp slt i64 %_i0, %hi
  br i1 %13, label %body, label %done

body:                                             ; preds = %loop_i0
  br label %loop_i1

done:                                             ; preds = %loop_i0
  ret void

loop_i1:                                          ; preds = %done4, %body
  %_i1 = phi i64 [ 0, %body ], [ %17, %done4 ]
  %14 = icmp slt i64 %_i1, %s1
  br i1 %14, label %body1, label %done2

body1:                                            ; preds = %loop_i1
  br label %loop_i2

done2:                                            ; preds = %loop_i1
  %15 = add nuw nsw i64 %_i0, 1
  br label %loop_i0, !llvm.loop !12

loop_i2:                                          ; preds = %done9, %body1
  %_i2 = phi i64 [ 0, %body1 ], [ %100, %done9 ]
  %16 = icmp slt i64 %_i2, 1
  br i1 %16, label %body3, label %done4

body3:                                            ; preds = %loop_i2
  store float 0.000000e+00, ptr %acc, align 4
  br label %loop_r0

done4:                                            ; preds = %loop_i2
  %17 = add nuw nsw i64 %_i1, 1
  br label %loop_i1, !llvm.loop !13

loop_r0:                                          ; preds = %body5, %body3
  %_r0 = phi i64 [ 0, %body3 ], [ %47, %body5 ]
  %18 = icmp slt i64 %_r0, %s1
  br i1 %18, label %body5, label %done6

body5:                                            ; preds = %loop_r0
  %19 = mul nsw i64 %s1, %s1
  %20 = mul nsw i64 %19, %_i0
  %21 = mul nsw i64 %s1, %_i1
  %22 = add nsw i64 %20, %21
  %23 = add nsw i64 %22, %_r0
  %24 = getelementptr inbounds float, ptr %buf35, i64 %23
  %25 = load float, ptr %24, align 4
  %26 = mul nsw i64 %_in2_st0, %_i0
  %27 = add nsw i64 3, %s0
  %28 = udiv i64 %27, 4
  %29 = mul nsw i64 %s1, %s1
  %30 = call i64 @llvm.smax.i64(i64 1, i64 %29)
  %31 = add nsw i64 262143, %30
  %32 = udiv i64 %31, %30
  %33 = call i64 @llvm.smax.i64(i64 %28, i64 %32)
  %34 = mul nsw i64 2, %33
  %35 = call i64 @llvm.smin.i64(i64 %s0, i64 %34)
  %36 = mul nsw i64 %_in2_st0, %35
  %37 = add nsw i64 %26, %36
  %38 = mul nsw i64 %_in2_st1, %_i1
  %39 = add nsw i64 %37, %38
  %40 = mul nsw i64 %_in2_st2, %_r0
  %41 = add nsw i64 %39, %40
  %42 = getelementptr inbounds float, ptr %buf2, i64 %41
  %43 = load float, ptr %42, align 4
  %44 = fmul float %25, %43
  %45 = load float, ptr %acc, align 4
  %46 = fadd reassoc float %45, %44
  store float %46, ptr %acc, align 4
  %47 = add nuw nsw i64 %_r0, 1
  br label %loop_r0, !llvm.loop !14

done6:                                            ; preds = %loop_r0
  %48 = load float, ptr %acc, align 4
  %49 = mul nsw i64 %s1, %_i0
  %50 = add nsw i64 %49, %_i1
  %51 = add nsw i64 %50, %_i2
  %52 = getelementptr inbounds float, ptr %buf36, i64 %51
  store float %48, ptr %52, align 4
  %53 = add nsw i64 3, %s0
  %54 = udiv i64 %53, 4
  %55 = mul nsw i64 %s1, %s1
  %56 = call i64 @llvm.smax.i64(i64 1, i64 %55)
  %57 = add nsw i64 262143, %56
  %58 = udiv i64 %57, %56
  %59 = call i64 @llvm.smax.i64(i64 %54, i64 %58)
  %60 = mul nsw i64 2, %59
  %61 = call i64 @llvm.smin.i64(i64 %s0, i64 %60)
  %62 = mul nsw i64 -1, %61
  %63 = mul nsw i64 3, %59
  %64 = call i64 @llvm.smin.i64(i64 %s0, i64 %63)
  %65 = add nsw i64 %62, %64
  br label %loop_i27

loop_i27:                                         ; preds = %body8, %done6
  %_i210 = phi i64 [ 0, %done6 ], [ %99, %body8 ]
  %66 = icmp slt i64 %_i210, %s1
  br i1 %66, label %body8, label %done9

body8:                                            ; preds = %loop_i27
  %67 = mul nsw i64 %_in2_st0, %_i0
  %68 = add nsw i64 3, %s0
  %69 = udiv i64 %68, 4
  %70 = mul nsw i64 %s1, %s1
  %71 = call i64 @llvm.smax.i64(i64 1, i64 %70)
  %72 = add nsw i64 262143, %71
  %73 = udiv i64 %72, %71
  %74 = call i64 @llvm.smax.i64(i64 %69, i64 %73)
  %75 = mul nsw i64 2, %74
  %76 = call i64 @llvm.smin.i64(i64 %s0, i64 %75)
  %77 = mul nsw i64 %_in2_st0, %76
  %78 = add nsw i64 %67, %77
  %79 = mul nsw i64 %_in2_st1, %_i1
  %80 = add nsw i64 %78, %79
  %81 = mul nsw i64 %_in2_st2, %_i210
  %82 = add nsw i64 %80, %81
  %83 = getelementptr inbounds float, ptr %buf2, i64 %82
  %84 = load float, ptr %83, align 4
  %85 = mul nsw i64 %s1, %s1
  %86 = mul nsw i64 %85, %_i0
  %87 = mul nsw i64 %s1, %_i1
  %88 = add nsw i64 %86, %87
  %89 = add nsw i64 %88, %_i210
  %90 = getelementptr inbounds float, ptr %buf35, i64 %89
  %91 = load float, ptr %90, align 4
  %92 = mul nsw i64 %s1, %_i0
  %93 = add nsw i64 %92, %_i1
  %94 = getelementptr inbounds float, ptr %buf36, i64 %93
  %95 = load float, ptr %94, align 4
  %96 = fsub float %91, %95
  %97 = fmul float %84, %96
  %98 = getelementptr inbounds float, ptr %buf35, i64 %89
  store float %97, ptr %98, align 4
  %99 = add nuw nsw i64 %_i210, 1
  br label %loop_i27, !llvm.loop !15

done9:                                            ; preds = %loop_i27
  %100 = add nuw nsw i64 %_i2, 1
  br label %loop_i2, !llvm.loop !16
}

define internal void @k11._5___aten__softmax_backward_data_default.body(i64 %0, i64 %1, ptr %2) {
entry:
  %3 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 0
  %4 = load ptr, ptr %3, align 8
  %5 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 2
  %8 = load ptr, ptr %7, align 8
  %9 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 3
  %10 = load i64, ptr %9, align 4
  %11 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 4
  %12 = load i64, ptr %11, align 4
  %13 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 5
  %14 = load i64, ptr %13, align 4
  %15 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 6
  %16 = load i64, ptr %15, align 4
  %17 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 7
  %18 = load i64, ptr %17, align 4
  call void @k11._5___aten__softmax_backward_data_default.range(ptr %4, ptr %6, ptr %8, i64 %10, i64 %12, i64 %14, i64 %16, i64 %18, i64 %0, i64 %1)
  ret void
}

define internal void @k11._5___aten__softmax_backward_data_default(ptr noalias %buf2, ptr noalias %buf35, ptr noalias %buf36, i64 %s0, i64 %s1, i64 %_in2_st0, i64 %_in2_st1, i64 %_in2_st2) {
entry:
  %ctx = alloca { ptr, ptr, ptr, i64, i64, i64, i64, i64 }, align 8
  %0 = add nsw i64 3, %s0
  %1 = udiv i64 %0, 4
  %2 = mul nsw i64 %s1, %s1
  %3 = call i64 @llvm.smax.i64(i64 1, i64 %2)
  %4 = add nsw i64 262143, %3
  %5 = udiv i64 %4, %3
  %6 = call i64 @llvm.smax.i64(i64 %1, i64 %5)
  %7 = mul nsw i64 2, %6
  %8 = call i64 @llvm.smin.i64(i64 %s0, i64 %7)
  %9 = mul nsw i64 -1, %8
  %10 = mul nsw i64 3, %6
  %11 = call i64 @llvm.smin.i64(i64 %s0, i64 %10)
  %12 = add nsw i64 %9, %11
  %13 = mul i64 1, %12
  %14 = mul i64 %13, %s1
  %15 = mul i64 %14, 1
  %16 = mul i64 %15, %s1
  %17 = icmp sge i64 %12, 2
  %18 = icmp sge i64 %16, 65536
  %parallel = and i1 %18, %17
  br i1 %parallel, label %parallel1, label %serial

serial:                                           ; preds = %entry
  call void @k11._5___aten__softmax_backward_data_default.range(ptr %buf2, ptr %buf35, ptr %buf36, i64 %s0, i64 %s1, i64 %_in2_st0, i64 %_in2_st1, i64 %_in2_st2, i64 0, i64 %12)
  ret void

parallel1:                                        ; preds = %entry
  %19 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 0
  store ptr %buf2, ptr %19, align 8
  %20 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 1
  store ptr %buf35, ptr %20, align 8
  %21 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 2
  store ptr %buf36, ptr %21, align 8
  %22 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 3
  store i64 %s0, ptr %22, align 4
  %23 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 4
  store i64 %s1, ptr %23, align 4
  %24 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 5
  store i64 %_in2_st0, ptr %24, align 4
  %25 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 6
  store i64 %_in2_st1, ptr %25, align 4
  %26 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 7
  store i64 %_in2_st2, ptr %26, align 4
  %27 = sdiv i64 %16, %12
  %28 = icmp sgt i64 %27, 1
  %29 = select i1 %28, i64 %27, i64 1
  %30 = add i64 32768, %29
  %31 = sub i64 %30, 1
  %32 = sdiv i64 %31, %29
  %33 = icmp sgt i64 %32, 1
  %34 = select i1 %33, i64 %32, i64 1
  call void @cajit_rt_parallel_for(i64 0, i64 %12, i64 %34, ptr @k11._5___aten__softmax_backward_data_default.body, ptr %ctx)
  ret void
}

; Function Attrs: nounwind
define internal i32 @k13._6___aten_bmm_default(ptr noalias %buf3, ptr noalias %buf10, ptr noalias %buf35, i64 %s0, i64 %s1, i64 %_in3_st0, i64 %_in3_st1, i64 %_in3_st2, ptr %call) #0 {
entry:
  %0 = add nsw i64 3, %s0
  %1 = udiv i64 %0, 4
  %2 = mul nsw i64 %s1, %s1
  %3 = call i64 @llvm.smax.i64(i64 1, i64 %2)
  %4 = add nsw i64 262143, %3
  %5 = udiv i64 %4, %3
  %6 = call i64 @llvm.smax.i64(i64 %1, i64 %5)
  %7 = mul nsw i64 2, %6
  %8 = call i64 @llvm.smin.i64(i64 %s0, i64 %7)
  %9 = mul nsw i64 -1, %8
  %10 = mul nsw i64 3, %6
  %11 = call i64 @llvm.smin.i64(i64 %s0, i64 %10)
  %12 = add nsw i64 %9, %11
  %13 = getelementptr inbounds float, ptr %buf35, i64 0
  %14 = mul nsw i64 %s1, %s1
  %15 = add nsw i64 3, %s0
  %16 = udiv i64 %15, 4
  %17 = call i64 @llvm.smax.i64(i64 1, i64 %14)
  %18 = add nsw i64 262143, %17
  %19 = udiv i64 %18, %17
  %20 = call i64 @llvm.smax.i64(i64 %16, i64 %19)
  %21 = mul nsw i64 2, %20
  %22 = call i64 @llvm.smin.i64(i64 %s0, i64 %21)
  %23 = mul nsw i64 %_in3_st0, %22
  %24 = getelementptr inbounds float, ptr %buf3, i64 %23
  %25 = mul nsw i64 8, %s1
  %26 = mul nsw i64 %25, %22
  %27 = getelementptr inbounds float, ptr %buf10, i64 %26
  %28 = mul nsw i64 8, %s1
  %29 = call i32 @cajit_rt_gemm_strided_f32(ptr %call, i64 %12, i64 %s1, i64 8, i64 %s1, float 1.000000e+00, ptr %13, i64 %14, i64 %s1, i64 1, ptr %24, i64 %_in3_st0, i64 %_in3_st1, i64 %_in3_st2, float 0.000000e+00, ptr %27, i64 %28, i64 8, i64 1)
  ret i32 %29
}

; Function Attrs: nounwind
define internal i32 @k14._8___aten_bmm_default(ptr noalias %buf0, ptr noalias %buf10, ptr noalias %buf35, i64 %s0, i64 %s1, i64 %_in0_st0, i64 %_in0_st1, i64 %_in0_st2, ptr %call) #0 {
entry:
  %0 = add nsw i64 3, %s0
  %1 = udiv i64 %0, 4
  %2 = mul nsw i64 %s1, %s1
  %3 = call i64 @llvm.smax.i64(i64 1, i64 %2)
  %4 = add nsw i64 262143, %3
  %5 = udiv i64 %4, %3
  %6 = call i64 @llvm.smax.i64(i64 %1, i64 %5)
  %7 = mul nsw i64 2, %6
  %8 = call i64 @llvm.smin.i64(i64 %s0, i64 %7)
  %9 = mul nsw i64 -1, %8
  %10 = mul nsw i64 3, %6
  %11 = call i64 @llvm.smin.i64(i64 %s0, i64 %10)
  %12 = add nsw i64 %9, %11
  %13 = getelementptr inbounds float, ptr %buf35, i64 0
  %14 = mul nsw i64 %s1, %s1
  %15 = add nsw i64 3, %s0
  %16 = udiv i64 %15, 4
  %17 = call i64 @llvm.smax.i64(i64 1, i64 %14)
  %18 = add nsw i64 262143, %17
  %19 = udiv i64 %18, %17
  %20 = call i64 @llvm.smax.i64(i64 %16, i64 %19)
  %21 = mul nsw i64 2, %20
  %22 = call i64 @llvm.smin.i64(i64 %s0, i64 %21)
  %23 = mul nsw i64 %_in0_st0, %22
  %24 = getelementptr inbounds float, ptr %buf0, i64 %23
  %25 = mul nsw i64 8, %s1
  %26 = mul nsw i64 %25, %22
  %27 = getelementptr inbounds float, ptr %buf10, i64 %26
  %28 = mul nsw i64 8, %s1
  %29 = call i32 @cajit_rt_gemm_strided_f32(ptr %call, i64 %12, i64 %s1, i64 8, i64 %s1, float 1.000000e+00, ptr %13, i64 %14, i64 1, i64 %s1, ptr %24, i64 %_in0_st0, i64 %_in0_st1, i64 %_in0_st2, float 1.000000e+00, ptr %27, i64 %28, i64 8, i64 1)
  ret i32 %29
}

; Function Attrs: nounwind
define internal i32 @k15._4___aten_bmm_default(ptr noalias %buf0, ptr noalias %buf1, ptr noalias %buf45, i64 %s0, i64 %s1, i64 %_in0_st0, i64 %_in0_st1, i64 %_in0_st2, i64 %_in1_st0, i64 %_in1_st1, i64 %_in1_st2, ptr %call) #0 {
entry:
  %0 = add nsw i64 3, %s0
  %1 = udiv i64 %0, 4
  %2 = mul nsw i64 %s1, %s1
  %3 = call i64 @llvm.smax.i64(i64 1, i64 %2)
  %4 = add nsw i64 262143, %3
  %5 = udiv i64 %4, %3
  %6 = call i64 @llvm.smax.i64(i64 %1, i64 %5)
  %7 = mul nsw i64 3, %6
  %8 = call i64 @llvm.smin.i64(i64 %s0, i64 %7)
  %9 = mul nsw i64 -1, %8
  %10 = mul nsw i64 4, %6
  %11 = call i64 @llvm.smin.i64(i64 %s0, i64 %10)
  %12 = add nsw i64 %9, %11
  %13 = add nsw i64 3, %s0
  %14 = udiv i64 %13, 4
  %15 = mul nsw i64 %s1, %s1
  %16 = call i64 @llvm.smax.i64(i64 1, i64 %15)
  %17 = add nsw i64 262143, %16
  %18 = udiv i64 %17, %16
  %19 = call i64 @llvm.smax.i64(i64 %14, i64 %18)
  %20 = mul nsw i64 3, %19
  %21 = call i64 @llvm.smin.i64(i64 %s0, i64 %20)
  %22 = mul nsw i64 %_in0_st0, %21
  %23 = getelementptr inbounds float, ptr %buf0, i64 %22
  %24 = mul nsw i64 %_in1_st0, %21
  %25 = getelementptr inbounds float, ptr %buf1, i64 %24
  %26 = getelementptr inbounds float, ptr %buf45, i64 0
  %27 = call i32 @cajit_rt_gemm_strided_f32(ptr %call, i64 %12, i64 %s1, i64 %s1, i64 8, float 1.000000e+00, ptr %23, i64 %_in0_st0, i64 %_in0_st1, i64 %_in0_st2, ptr %25, i64 %_in1_st0, i64 %_in1_st1, i64 %_in1_st2, float 0.000000e+00, ptr %26, i64 %15, i64 %s1, i64 1)
  ret i32 %27
}

; Function Attrs: noinline nounwind
define internal void @k16._5___aten__softmax_backward_data_default.range(ptr noalias %buf2, ptr noalias %buf45, ptr noalias %buf46, i64 %s0, i64 %s1, i64 %_in2_st0, i64 %_in2_st1, i64 %_in2_st2, i64 %lo, i64 %hi) #2 {
entry:
  %acc = alloca float, align 4
  %0 = add nsw i64 3, %s0
  %1 = udiv i64 %0, 4
  %2 = mul nsw i64 %s1, %s1
  %3 = call i64 @llvm.smax.i64(i64 1, i64 %2)
  %4 = add nsw i64 262143, %3
  %5 = udiv i64 %4, %3
  %6 = call i64 @llvm.smax.i64(i64 %1, i64 %5)
  %7 = mul nsw i64 3, %6
  %8 = call i64 @llvm.smin.i64(i64 %s0, i64 %7)
  %9 = mul nsw i64 -1, %8
  %10 = mul nsw i64 4, %6
  %11 = call i64 @llvm.smin.i64(i64 %s0, i64 %10)
  %12 = add nsw i64 %9, %11
  br label %loop_i0

loop_i0:                                          ; preds = %done2, %entry
  %_i0 = phi i64 [ %lo, %entry ], [ %15, %done2 ]
  %13 = icmp slt i64 %_i0, %hi
  br i1 %13, label %body, label %done

body:                                             ; preds = %loop_i0
  br label %loop_i1

done:                                             ; preds = %loop_i0
  ret void

loop_i1:                                          ; preds = %done4, %body
  %_i1 = phi i64 [ 0, %body ], [ %17, %done4 ]
  %14 = icmp slt i64 %_i1, %s1
  br i1 %14, label %body1, label %done2

body1:                                            ; preds = %loop_i1
  br label %loop_i2

done2:                                            ; preds = %loop_i1
  %15 = add nuw nsw i64 %_i0, 1
  br label %loop_i0, !llvm.loop !17

loop_i2:                                          ; preds = %done9, %body1
  %_i2 = phi i64 [ 0, %body1 ], [ %100, %done9 ]
  %16 = icmp slt i64 %_i2, 1
  br i1 %16, label %body3, label %done4

body3:                                            ; preds = %loop_i2
  store float 0.000000e+00, ptr %acc, align 4
  br label %loop_r0

done4:                                            ; preds = %loop_i2
  %17 = add nuw nsw i64 %_i1, 1
  br label %loop_i1, !llvm.loop !18

loop_r0:                                          ; preds = %body5, %body3
  %_r0 = phi i64 [ 0, %body3 ], [ %47, %body5 ]
  %18 = icmp slt i64 %_r0, %s1
  br i1 %18, label %body5, label %done6

body5:                                            ; preds = %loop_r0
  %19 = mul nsw i64 %s1, %s1
  %20 = mul nsw i64 %19, %_i0
  %21 = mul nsw i64 %s1, %_i1
  %22 = add nsw i64 %20, %21
  %23 = add nsw i64 %22, %_r0
  %24 = getelementptr inbounds float, ptr %buf45, i64 %23
  %25 = load float, ptr %24, align 4
  %26 = mul nsw i64 %_in2_st0, %_i0
  %27 = add nsw i64 3, %s0
  %28 = udiv i64 %27, 4
  %29 = mul nsw i64 %s1, %s1
  %30 = call i64 @llvm.smax.i64(i64 1, i64 %29)
  %31 = add nsw i64 262143, %30
  %32 = udiv i64 %31, %30
  %33 = call i64 @llvm.smax.i64(i64 %28, i64 %32)
  %34 = mul nsw i64 3, %33
  %35 = call i64 @llvm.smin.i64(i64 %s0, i64 %34)
  %36 = mul nsw i64 %_in2_st0, %35
  %37 = add nsw i64 %26, %36
  %38 = mul nsw i64 %_in2_st1, %_i1
  %39 = add nsw i64 %37, %38
  %40 = mul nsw i64 %_in2_st2, %_r0
  %41 = add nsw i64 %39, %40
  %42 = getelementptr inbounds float, ptr %buf2, i64 %41
  %43 = load float, ptr %42, align 4
  %44 = fmul float %25, %43
  %45 = load float, ptr %acc, align 4
  %46 = fadd reassoc float %45, %44
  store float %46, ptr %acc, align 4
  %47 = add nuw nsw i64 %_r0, 1
  br label %loop_r0, !llvm.loop !19

done6:                                            ; preds = %loop_r0
  %48 = load float, ptr %acc, align 4
  %49 = mul nsw i64 %s1, %_i0
  %50 = add nsw i64 %49, %_i1
  %51 = add nsw i64 %50, %_i2
  %52 = getelementptr inbounds float, ptr %buf46, i64 %51
  store float %48, ptr %52, align 4
  %53 = add nsw i64 3, %s0
  %54 = udiv i64 %53, 4
  %55 = mul nsw i64 %s1, %s1
  %56 = call i64 @llvm.smax.i64(i64 1, i64 %55)
  %57 = add nsw i64 262143, %56
  %58 = udiv i64 %57, %56
  %59 = call i64 @llvm.smax.i64(i64 %54, i64 %58)
  %60 = mul nsw i64 3, %59
  %61 = call i64 @llvm.smin.i64(i64 %s0, i64 %60)
  %62 = mul nsw i64 -1, %61
  %63 = mul nsw i64 4, %59
  %64 = call i64 @llvm.smin.i64(i64 %s0, i64 %63)
  %65 = add nsw i64 %62, %64
  br label %loop_i27

loop_i27:                                         ; preds = %body8, %done6
  %_i210 = phi i64 [ 0, %done6 ], [ %99, %body8 ]
  %66 = icmp slt i64 %_i210, %s1
  br i1 %66, label %body8, label %done9

body8:                                            ; preds = %loop_i27
  %67 = mul nsw i64 %_in2_st0, %_i0
  %68 = add nsw i64 3, %s0
  %69 = udiv i64 %68, 4
  %70 = mul nsw i64 %s1, %s1
  %71 = call i64 @llvm.smax.i64(i64 1, i64 %70)
  %72 = add nsw i64 262143, %71
  %73 = udiv i64 %72, %71
  %74 = call i64 @llvm.smax.i64(i64 %69, i64 %73)
  %75 = mul nsw i64 3, %74
  %76 = call i64 @llvm.smin.i64(i64 %s0, i64 %75)
  %77 = mul nsw i64 %_in2_st0, %76
  %78 = add nsw i64 %67, %77
  %79 = mul nsw i64 %_in2_st1, %_i1
  %80 = add nsw i64 %78, %79
  %81 = mul nsw i64 %_in2_st2, %_i210
  %82 = add nsw i64 %80, %81
  %83 = getelementptr inbounds float, ptr %buf2, i64 %82
  %84 = load float, ptr %83, align 4
  %85 = mul nsw i64 %s1, %s1
  %86 = mul nsw i64 %85, %_i0
  %87 = mul nsw i64 %s1, %_i1
  %88 = add nsw i64 %86, %87
  %89 = add nsw i64 %88, %_i210
  %90 = getelementptr inbounds float, ptr %buf45, i64 %89
  %91 = load float, ptr %90, align 4
  %92 = mul nsw i64 %s1, %_i0
  %93 = add nsw i64 %92, %_i1
  %94 = getelementptr inbounds float, ptr %buf46, i64 %93
  %95 = load float, ptr %94, align 4
  %96 = fsub float %91, %95
  %97 = fmul float %84, %96
  %98 = getelementptr inbounds float, ptr %buf45, i64 %89
  store float %97, ptr %98, align 4
  %99 = add nuw nsw i64 %_i210, 1
  br label %loop_i27, !llvm.loop !20

done9:                                            ; preds = %loop_i27
  %100 = add nuw nsw i64 %_i2, 1
  br label %loop_i2, !llvm.loop !21
}

define internal void @k16._5___aten__softmax_backward_data_default.body(i64 %0, i64 %1, ptr %2) {
entry:
  %3 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 0
  %4 = load ptr, ptr %3, align 8
  %5 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 2
  %8 = load ptr, ptr %7, align 8
  %9 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 3
  %10 = load i64, ptr %9, align 4
  %11 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 4
  %12 = load i64, ptr %11, align 4
  %13 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 5
  %14 = load i64, ptr %13, align 4
  %15 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 6
  %16 = load i64, ptr %15, align 4
  %17 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %2, i32 0, i32 7
  %18 = load i64, ptr %17, align 4
  call void @k16._5___aten__softmax_backward_data_default.range(ptr %4, ptr %6, ptr %8, i64 %10, i64 %12, i64 %14, i64 %16, i64 %18, i64 %0, i64 %1)
  ret void
}

define internal void @k16._5___aten__softmax_backward_data_default(ptr noalias %buf2, ptr noalias %buf45, ptr noalias %buf46, i64 %s0, i64 %s1, i64 %_in2_st0, i64 %_in2_st1, i64 %_in2_st2) {
entry:
  %ctx = alloca { ptr, ptr, ptr, i64, i64, i64, i64, i64 }, align 8
  %0 = add nsw i64 3, %s0
  %1 = udiv i64 %0, 4
  %2 = mul nsw i64 %s1, %s1
  %3 = call i64 @llvm.smax.i64(i64 1, i64 %2)
  %4 = add nsw i64 262143, %3
  %5 = udiv i64 %4, %3
  %6 = call i64 @llvm.smax.i64(i64 %1, i64 %5)
  %7 = mul nsw i64 3, %6
  %8 = call i64 @llvm.smin.i64(i64 %s0, i64 %7)
  %9 = mul nsw i64 -1, %8
  %10 = mul nsw i64 4, %6
  %11 = call i64 @llvm.smin.i64(i64 %s0, i64 %10)
  %12 = add nsw i64 %9, %11
  %13 = mul i64 1, %12
  %14 = mul i64 %13, %s1
  %15 = mul i64 %14, 1
  %16 = mul i64 %15, %s1
  %17 = icmp sge i64 %12, 2
  %18 = icmp sge i64 %16, 65536
  %parallel = and i1 %18, %17
  br i1 %parallel, label %parallel1, label %serial

serial:                                           ; preds = %entry
  call void @k16._5___aten__softmax_backward_data_default.range(ptr %buf2, ptr %buf45, ptr %buf46, i64 %s0, i64 %s1, i64 %_in2_st0, i64 %_in2_st1, i64 %_in2_st2, i64 0, i64 %12)
  ret void

parallel1:                                        ; preds = %entry
  %19 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 0
  store ptr %buf2, ptr %19, align 8
  %20 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 1
  store ptr %buf45, ptr %20, align 8
  %21 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 2
  store ptr %buf46, ptr %21, align 8
  %22 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 3
  store i64 %s0, ptr %22, align 4
  %23 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 4
  store i64 %s1, ptr %23, align 4
  %24 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 5
  store i64 %_in2_st0, ptr %24, align 4
  %25 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 6
  store i64 %_in2_st1, ptr %25, align 4
  %26 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 7
  store i64 %_in2_st2, ptr %26, align 4
  %27 = sdiv i64 %16, %12
  %28 = icmp sgt i64 %27, 1
  %29 = select i1 %28, i64 %27, i64 1
  %30 = add i64 32768, %29
  %31 = sub i64 %30, 1
  %32 = sdiv i64 %31, %29
  %33 = icmp sgt i64 %32, 1
  %34 = select i1 %33, i64 %32, i64 1
  call void @cajit_rt_parallel_for(i64 0, i64 %12, i64 %34, ptr @k16._5___aten__softmax_backward_data_default.body, ptr %ctx)
  ret void
}

; Function Attrs: nounwind
define internal i32 @k18._6___aten_bmm_default(ptr noalias %buf3, ptr noalias %buf10, ptr noalias %buf45, i64 %s0, i64 %s1, i64 %_in3_st0, i64 %_in3_st1, i64 %_in3_st2, ptr %call) #0 {
entry:
  %0 = add nsw i64 3, %s0
  %1 = udiv i64 %0, 4
  %2 = mul nsw i64 %s1, %s1
  %3 = call i64 @llvm.smax.i64(i64 1, i64 %2)
  %4 = add nsw i64 262143, %3
  %5 = udiv i64 %4, %3
  %6 = call i64 @llvm.smax.i64(i64 %1, i64 %5)
  %7 = mul nsw i64 3, %6
  %8 = call i64 @llvm.smin.i64(i64 %s0, i64 %7)
  %9 = mul nsw i64 -1, %8
  %10 = mul nsw i64 4, %6
  %11 = call i64 @llvm.smin.i64(i64 %s0, i64 %10)
  %12 = add nsw i64 %9, %11
  %13 = getelementptr inbounds float, ptr %buf45, i64 0
  %14 = mul nsw i64 %s1, %s1
  %15 = add nsw i64 3, %s0
  %16 = udiv i64 %15, 4
  %17 = call i64 @llvm.smax.i64(i64 1, i64 %14)
  %18 = add nsw i64 262143, %17
  %19 = udiv i64 %18, %17
  %20 = call i64 @llvm.smax.i64(i64 %16, i64 %19)
  %21 = mul nsw i64 3, %20
  %22 = call i64 @llvm.smin.i64(i64 %s0, i64 %21)
  %23 = mul nsw i64 %_in3_st0, %22
  %24 = getelementptr inbounds float, ptr %buf3, i64 %23
  %25 = mul nsw i64 8, %s1
  %26 = mul nsw i64 %25, %22
  %27 = getelementptr inbounds float, ptr %buf10, i64 %26
  %28 = mul nsw i64 8, %s1
  %29 = call i32 @cajit_rt_gemm_strided_f32(ptr %call, i64 %12, i64 %s1, i64 8, i64 %s1, float 1.000000e+00, ptr %13, i64 %14, i64 %s1, i64 1, ptr %24, i64 %_in3_st0, i64 %_in3_st1, i64 %_in3_st2, float 0.000000e+00, ptr %27, i64 %28, i64 8, i64 1)
  ret i32 %29
}

; Function Attrs: nounwind
define internal i32 @k19._8___aten_bmm_default(ptr noalias %buf0, ptr noalias %buf10, ptr noalias %buf45, i64 %s0, i64 %s1, i64 %_in0_st0, i64 %_in0_st1, i64 %_in0_st2, ptr %call) #0 {
entry:
  %0 = add nsw i64 3, %s0
  %1 = udiv i64 %0, 4
  %2 = mul nsw i64 %s1, %s1
  %3 = call i64 @llvm.smax.i64(i64 1, i64 %2)
  %4 = add nsw i64 262143, %3
  %5 = udiv i64 %4, %3
  %6 = call i64 @llvm.smax.i64(i64 %1, i64 %5)
  %7 = mul nsw i64 3, %6
  %8 = call i64 @llvm.smin.i64(i64 %s0, i64 %7)
  %9 = mul nsw i64 -1, %8
  %10 = mul nsw i64 4, %6
  %11 = call i64 @llvm.smin.i64(i64 %s0, i64 %10)
  %12 = add nsw i64 %9, %11
  %13 = getelementptr inbounds float, ptr %buf45, i64 0
  %14 = mul nsw i64 %s1, %s1
  %15 = add nsw i64 3, %s0
  %16 = udiv i64 %15, 4
  %17 = call i64 @llvm.smax.i64(i64 1, i64 %14)
  %18 = add nsw i64 262143, %17
  %19 = udiv i64 %18, %17
  %20 = call i64 @llvm.smax.i64(i64 %16, i64 %19)
  %21 = mul nsw i64 3, %20
  %22 = call i64 @llvm.smin.i64(i64 %s0, i64 %21)
  %23 = mul nsw i64 %_in0_st0, %22
  %24 = getelementptr inbounds float, ptr %buf0, i64 %23
  %25 = mul nsw i64 8, %s1
  %26 = mul nsw i64 %25, %22
  %27 = getelementptr inbounds float, ptr %buf10, i64 %26
  %28 = mul nsw i64 8, %s1
  %29 = call i32 @cajit_rt_gemm_strided_f32(ptr %call, i64 %12, i64 %s1, i64 8, i64 %s1, float 1.000000e+00, ptr %13, i64 %14, i64 1, i64 %s1, ptr %24, i64 %_in0_st0, i64 %_in0_st1, i64 %_in0_st2, float 1.000000e+00, ptr %27, i64 %28, i64 8, i64 1)
  ret i32 %29
}

define i32 @cajit_run(ptr %buffers, ptr %symbols, ptr %call) {
entry:
  %held = alloca [1 x ptr], align 8
  %0 = getelementptr inbounds i64, ptr %buffers, i64 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds i64, ptr %buffers, i64 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds i64, ptr %buffers, i64 15
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
  %22 = call i32 @k0._4___aten_bmm_default(ptr %1, ptr %3, ptr %5, i64 %7, i64 %9, i64 %11, i64 %13, i64 %15, i64 %17, i64 %19, i64 %21, ptr %call)
  %23 = icmp eq i32 %22, 0
  br i1 %23, label %ok, label %fail

fail:                                             ; preds = %ok10, %ok9, %ok8, %ok7, %ok6, %ok5, %ok4, %ok3, %ok2, %ok1, %ok, %entry
  ret i32 1

ok:                                               ; preds = %entry
  %24 = getelementptr inbounds i64, ptr %buffers, i64 2
  %25 = load ptr, ptr %24, align 8
  %26 = getelementptr inbounds i64, ptr %buffers, i64 15
  %27 = load ptr, ptr %26, align 8
  %28 = getelementptr inbounds i64, ptr %buffers, i64 16
  %29 = load ptr, ptr %28, align 8
  %30 = getelementptr inbounds i64, ptr %symbols, i64 0
  %31 = load i64, ptr %30, align 8
  %32 = getelementptr inbounds i64, ptr %symbols, i64 1
  %33 = load i64, ptr %32, align 8
  %34 = getelementptr inbounds i64, ptr %symbols, i64 8
  %35 = load i64, ptr %34, align 8
  %36 = getelementptr inbounds i64, ptr %symbols, i64 9
  %37 = load i64, ptr %36, align 8
  %38 = getelementptr inbounds i64, ptr %symbols, i64 10
  %39 = load i64, ptr %38, align 8
  call void @k1._5___aten__softmax_backward_data_default(ptr %25, ptr %27, ptr %29, i64 %31, i64 %33, i64 %35, i64 %37, i64 %39)
  %40 = getelementptr inbounds i64, ptr %buffers, i64 3
  %41 = load ptr, ptr %40, align 8
  %42 = getelementptr inbounds i64, ptr %buffers, i64 10
  %43 = load ptr, ptr %42, align 8
  %44 = getelementptr inbounds i64, ptr %buffers, i64 15
  %45 = load ptr, ptr %44, align 8
  %46 = getelementptr inbounds i64, ptr %symbols, i64 0
  %47 = load i64, ptr %46, align 8
  %48 = getelementptr inbounds i64, ptr %symbols, i64 1
  %49 = load i64, ptr %48, align 8
  %50 = getelementptr inbounds i64, ptr %symbols, i64 11
  %51 = load i64, ptr %50, align 8
  %52 = getelementptr inbounds i64, ptr %symbols, i64 12
  %53 = load i64, ptr %52, align 8
  %54 = getelementptr inbounds i64, ptr %symbols, i64 13
  %55 = load i64, ptr %54, align 8
  %56 = call i32 @k3._6___aten_bmm_default(ptr %41, ptr %43, ptr %45, i64 %47, i64 %49, i64 %51, i64 %53, i64 %55, ptr %call)
  %57 = icmp eq i32 %56, 0
  br i1 %57, label %ok1, label %fail

ok1:                                              ; preds = %ok
  %58 = getelementptr inbounds i64, ptr %buffers, i64 0
  %59 = load ptr, ptr %58, align 8
  %60 = getelementptr inbounds i64, ptr %buffers, i64 10
  %61 = load ptr, ptr %60, align 8
  %62 = getelementptr inbounds i64, ptr %buffers, i64 15
  %63 = load ptr, ptr %62, align 8
  %64 = getelementptr inbounds i64, ptr %symbols, i64 0
  %65 = load i64, ptr %64, align 8
  %66 = getelementptr inbounds i64, ptr %symbols, i64 1
  %67 = load i64, ptr %66, align 8
  %68 = getelementptr inbounds i64, ptr %symbols, i64 2
  %69 = load i64, ptr %68, align 8
  %70 = getelementptr inbounds i64, ptr %symbols, i64 3
  %71 = load i64, ptr %70, align 8
  %72 = getelementptr inbounds i64, ptr %symbols, i64 4
  %73 = load i64, ptr %72, align 8
  %74 = call i32 @k4._8___aten_bmm_default(ptr %59, ptr %61, ptr %63, i64 %65, i64 %67, i64 %69, i64 %71, i64 %73, ptr %call)
  %75 = icmp eq i32 %74, 0
  br i1 %75, label %ok2, label %fail

ok2:                                              ; preds = %ok1
  %76 = getelementptr inbounds i64, ptr %buffers, i64 0
  %77 = load ptr, ptr %76, align 8
  %78 = getelementptr inbounds i64, ptr %buffers, i64 1
  %79 = load ptr, ptr %78, align 8
  %80 = getelementptr inbounds i64, ptr %buffers, i64 25
  %81 = load ptr, ptr %80, align 8
  %82 = getelementptr inbounds i64, ptr %symbols, i64 0
  %83 = load i64, ptr %82, align 8
  %84 = getelementptr inbounds i64, ptr %symbols, i64 1
  %85 = load i64, ptr %84, align 8
  %86 = getelementptr inbounds i64, ptr %symbols, i64 2
  %87 = load i64, ptr %86, align 8
  %88 = getelementptr inbounds i64, ptr %symbols, i64 3
  %89 = load i64, ptr %88, align 8
  %90 = getelementptr inbounds i64, ptr %symbols, i64 4
  %91 = load i64, ptr %90, align 8
  %92 = getelementptr inbounds i64, ptr %symbols, i64 5
  %93 = load i64, ptr %92, align 8
  %94 = getelementptr inbounds i64, ptr %symbols, i64 6
  %95 = load i64, ptr %94, align 8
  %96 = getelementptr inbounds i64, ptr %symbols, i64 7
  %97 = load i64, ptr %96, align 8
  %98 = call i32 @k5._4___aten_bmm_default(ptr %77, ptr %79, ptr %81, i64 %83, i64 %85, i64 %87, i64 %89, i64 %91, i64 %93, i64 %95, i64 %97, ptr %call)
  %99 = icmp eq i32 %98, 0
  br i1 %99, label %ok3, label %fail

ok3:                                              ; preds = %ok2
  %100 = getelementptr inbounds i64, ptr %buffers, i64 2
  %101 = load ptr, ptr %100, align 8
  %102 = getelementptr inbounds i64, ptr %buffers, i64 25
  %103 = load ptr, ptr %102, align 8
  %104 = getelementptr inbounds i64, ptr %buffers, i64 26
  %105 = load ptr, ptr %104, align 8
  %106 = getelementptr inbounds i64, ptr %symbols, i64 0
  %107 = load i64, ptr %106, align 8
  %108 = getelementptr inbounds i64, ptr %symbols, i64 1
  %109 = load i64, ptr %108, align 8
  %110 = getelementptr inbounds i64, ptr %symbols, i64 8
  %111 = load i64, ptr %110, align 8
  %112 = getelementptr inbounds i64, ptr %symbols, i64 9
  %113 = load i64, ptr %112, align 8
  %114 = getelementptr inbounds i64, ptr %symbols, i64 10
  %115 = load i64, ptr %114, align 8
  call void @k6._5___aten__softmax_backward_data_default(ptr %101, ptr %103, ptr %105, i64 %107, i64 %109, i64 %111, i64 %113, i64 %115)
  %116 = getelementptr inbounds i64, ptr %buffers, i64 3
  %117 = load ptr, ptr %116, align 8
  %118 = getelementptr inbounds i64, ptr %buffers, i64 10
  %119 = load ptr, ptr %118, align 8
  %120 = getelementptr inbounds i64, ptr %buffers, i64 25
  %121 = load ptr, ptr %120, align 8
  %122 = getelementptr inbounds i64, ptr %symbols, i64 0
  %123 = load i64, ptr %122, align 8
  %124 = getelementptr inbounds i64, ptr %symbols, i64 1
  %125 = load i64, ptr %124, align 8
  %126 = getelementptr inbounds i64, ptr %symbols, i64 11
  %127 = load i64, ptr %126, align 8
  %128 = getelementptr inbounds i64, ptr %symbols, i64 12
  %129 = load i64, ptr %128, align 8
  %130 = getelementptr inbounds i64, ptr %symbols, i64 13
  %131 = load i64, ptr %130, align 8
  %132 = call i32 @k8._6___aten_bmm_default(ptr %117, ptr %119, ptr %121, i64 %123, i64 %125, i64 %127, i64 %129, i64 %131, ptr %call)
  %133 = icmp eq i32 %132, 0
  br i1 %133, label %ok4, label %fail

ok4:                                              ; preds = %ok3
  %134 = getelementptr inbounds i64, ptr %buffers, i64 0
  %135 = load ptr, ptr %134, align 8
  %136 = getelementptr inbounds i64, ptr %buffers, i64 10
  %137 = load ptr, ptr %136, align 8
  %138 = getelementptr inbounds i64, ptr %buffers, i64 25
  %139 = load ptr, ptr %138, align 8
  %140 = getelementptr inbounds i64, ptr %symbols, i64 0
  %141 = load i64, ptr %140, align 8
  %142 = getelementptr inbounds i64, ptr %symbols, i64 1
  %143 = load i64, ptr %142, align 8
  %144 = getelementptr inbounds i64, ptr %symbols, i64 2
  %145 = load i64, ptr %144, align 8
  %146 = getelementptr inbounds i64, ptr %symbols, i64 3
  %147 = load i64, ptr %146, align 8
  %148 = getelementptr inbounds i64, ptr %symbols, i64 4
  %149 = load i64, ptr %148, align 8
  %150 = call i32 @k9._8___aten_bmm_default(ptr %135, ptr %137, ptr %139, i64 %141, i64 %143, i64 %145, i64 %147, i64 %149, ptr %call)
  %151 = icmp eq i32 %150, 0
  br i1 %151, label %ok5, label %fail

ok5:                                              ; preds = %ok4
  %152 = getelementptr inbounds i64, ptr %buffers, i64 0
  %153 = load ptr, ptr %152, align 8
  %154 = getelementptr inbounds i64, ptr %buffers, i64 1
  %155 = load ptr, ptr %154, align 8
  %156 = getelementptr inbounds i64, ptr %buffers, i64 35
  %157 = load ptr, ptr %156, align 8
  %158 = getelementptr inbounds i64, ptr %symbols, i64 0
  %159 = load i64, ptr %158, align 8
  %160 = getelementptr inbounds i64, ptr %symbols, i64 1
  %161 = load i64, ptr %160, align 8
  %162 = getelementptr inbounds i64, ptr %symbols, i64 2
  %163 = load i64, ptr %162, align 8
  %164 = getelementptr inbounds i64, ptr %symbols, i64 3
  %165 = load i64, ptr %164, align 8
  %166 = getelementptr inbounds i64, ptr %symbols, i64 4
  %167 = load i64, ptr %166, align 8
  %168 = getelementptr inbounds i64, ptr %symbols, i64 5
  %169 = load i64, ptr %168, align 8
  %170 = getelementptr inbounds i64, ptr %symbols, i64 6
  %171 = load i64, ptr %170, align 8
  %172 = getelementptr inbounds i64, ptr %symbols, i64 7
  %173 = load i64, ptr %172, align 8
  %174 = call i32 @k10._4___aten_bmm_default(ptr %153, ptr %155, ptr %157, i64 %159, i64 %161, i64 %163, i64 %165, i64 %167, i64 %169, i64 %171, i64 %173, ptr %call)
  %175 = icmp eq i32 %174, 0
  br i1 %175, label %ok6, label %fail

ok6:                                              ; preds = %ok5
  %176 = getelementptr inbounds i64, ptr %buffers, i64 2
  %177 = load ptr, ptr %176, align 8
  %178 = getelementptr inbounds i64, ptr %buffers, i64 35
  %179 = load ptr, ptr %178, align 8
  %180 = getelementptr inbounds i64, ptr %buffers, i64 36
  %181 = load ptr, ptr %180, align 8
  %182 = getelementptr inbounds i64, ptr %symbols, i64 0
  %183 = load i64, ptr %182, align 8
  %184 = getelementptr inbounds i64, ptr %symbols, i64 1
  %185 = load i64, ptr %184, align 8
  %186 = getelementptr inbounds i64, ptr %symbols, i64 8
  %187 = load i64, ptr %186, align 8
  %188 = getelementptr inbounds i64, ptr %symbols, i64 9
  %189 = load i64, ptr %188, align 8
  %190 = getelementptr inbounds i64, ptr %symbols, i64 10
  %191 = load i64, ptr %190, align 8
  call void @k11._5___aten__softmax_backward_data_default(ptr %177, ptr %179, ptr %181, i64 %183, i64 %185, i64 %187, i64 %189, i64 %191)
  %192 = getelementptr inbounds i64, ptr %buffers, i64 3
  %193 = load ptr, ptr %192, align 8
  %194 = getelementptr inbounds i64, ptr %buffers, i64 10
  %195 = load ptr, ptr %194, align 8
  %196 = getelementptr inbounds i64, ptr %buffers, i64 35
  %197 = load ptr, ptr %196, align 8
  %198 = getelementptr inbounds i64, ptr %symbols, i64 0
  %199 = load i64, ptr %198, align 8
  %200 = getelementptr inbounds i64, ptr %symbols, i64 1
  %201 = load i64, ptr %200, align 8
  %202 = getelementptr inbounds i64, ptr %symbols, i64 11
  %203 = load i64, ptr %202, align 8
  %204 = getelementptr inbounds i64, ptr %symbols, i64 12
  %205 = load i64, ptr %204, align 8
  %206 = getelementptr inbounds i64, ptr %symbols, i64 13
  %207 = load i64, ptr %206, align 8
  %208 = call i32 @k13._6___aten_bmm_default(ptr %193, ptr %195, ptr %197, i64 %199, i64 %201, i64 %203, i64 %205, i64 %207, ptr %call)
  %209 = icmp eq i32 %208, 0
  br i1 %209, label %ok7, label %fail

ok7:                                              ; preds = %ok6
  %210 = getelementptr inbounds i64, ptr %buffers, i64 0
  %211 = load ptr, ptr %210, align 8
  %212 = getelementptr inbounds i64, ptr %buffers, i64 10
  %213 = load ptr, ptr %212, align 8
  %214 = getelementptr inbounds i64, ptr %buffers, i64 35
  %215 = load ptr, ptr %214, align 8
  %216 = getelementptr inbounds i64, ptr %symbols, i64 0
  %217 = load i64, ptr %216, align 8
  %218 = getelementptr inbounds i64, ptr %symbols, i64 1
  %219 = load i64, ptr %218, align 8
  %220 = getelementptr inbounds i64, ptr %symbols, i64 2
  %221 = load i64, ptr %220, align 8
  %222 = getelementptr inbounds i64, ptr %symbols, i64 3
  %223 = load i64, ptr %222, align 8
  %224 = getelementptr inbounds i64, ptr %symbols, i64 4
  %225 = load i64, ptr %224, align 8
  %226 = call i32 @k14._8___aten_bmm_default(ptr %211, ptr %213, ptr %215, i64 %217, i64 %219, i64 %221, i64 %223, i64 %225, ptr %call)
  %227 = icmp eq i32 %226, 0
  br i1 %227, label %ok8, label %fail

ok8:                                              ; preds = %ok7
  %228 = getelementptr inbounds i64, ptr %buffers, i64 0
  %229 = load ptr, ptr %228, align 8
  %230 = getelementptr inbounds i64, ptr %buffers, i64 1
  %231 = load ptr, ptr %230, align 8
  %232 = getelementptr inbounds i64, ptr %buffers, i64 45
  %233 = load ptr, ptr %232, align 8
  %234 = getelementptr inbounds i64, ptr %symbols, i64 0
  %235 = load i64, ptr %234, align 8
  %236 = getelementptr inbounds i64, ptr %symbols, i64 1
  %237 = load i64, ptr %236, align 8
  %238 = getelementptr inbounds i64, ptr %symbols, i64 2
  %239 = load i64, ptr %238, align 8
  %240 = getelementptr inbounds i64, ptr %symbols, i64 3
  %241 = load i64, ptr %240, align 8
  %242 = getelementptr inbounds i64, ptr %symbols, i64 4
  %243 = load i64, ptr %242, align 8
  %244 = getelementptr inbounds i64, ptr %symbols, i64 5
  %245 = load i64, ptr %244, align 8
  %246 = getelementptr inbounds i64, ptr %symbols, i64 6
  %247 = load i64, ptr %246, align 8
  %248 = getelementptr inbounds i64, ptr %symbols, i64 7
  %249 = load i64, ptr %248, align 8
  %250 = call i32 @k15._4___aten_bmm_default(ptr %229, ptr %231, ptr %233, i64 %235, i64 %237, i64 %239, i64 %241, i64 %243, i64 %245, i64 %247, i64 %249, ptr %call)
  %251 = icmp eq i32 %250, 0
  br i1 %251, label %ok9, label %fail

ok9:                                              ; preds = %ok8
  %252 = getelementptr inbounds i64, ptr %buffers, i64 2
  %253 = load ptr, ptr %252, align 8
  %254 = getelementptr inbounds i64, ptr %buffers, i64 45
  %255 = load ptr, ptr %254, align 8
  %256 = getelementptr inbounds i64, ptr %buffers, i64 46
  %257 = load ptr, ptr %256, align 8
  %258 = getelementptr inbounds i64, ptr %symbols, i64 0
  %259 = load i64, ptr %258, align 8
  %260 = getelementptr inbounds i64, ptr %symbols, i64 1
  %261 = load i64, ptr %260, align 8
  %262 = getelementptr inbounds i64, ptr %symbols, i64 8
  %263 = load i64, ptr %262, align 8
  %264 = getelementptr inbounds i64, ptr %symbols, i64 9
  %265 = load i64, ptr %264, align 8
  %266 = getelementptr inbounds i64, ptr %symbols, i64 10
  %267 = load i64, ptr %266, align 8
  call void @k16._5___aten__softmax_backward_data_default(ptr %253, ptr %255, ptr %257, i64 %259, i64 %261, i64 %263, i64 %265, i64 %267)
  %268 = getelementptr inbounds i64, ptr %buffers, i64 3
  %269 = load ptr, ptr %268, align 8
  %270 = getelementptr inbounds i64, ptr %buffers, i64 10
  %271 = load ptr, ptr %270, align 8
  %272 = getelementptr inbounds i64, ptr %buffers, i64 45
  %273 = load ptr, ptr %272, align 8
  %274 = getelementptr inbounds i64, ptr %symbols, i64 0
  %275 = load i64, ptr %274, align 8
  %276 = getelementptr inbounds i64, ptr %symbols, i64 1
  %277 = load i64, ptr %276, align 8
  %278 = getelementptr inbounds i64, ptr %symbols, i64 11
  %279 = load i64, ptr %278, align 8
  %280 = getelementptr inbounds i64, ptr %symbols, i64 12
  %281 = load i64, ptr %280, align 8
  %282 = getelementptr inbounds i64, ptr %symbols, i64 13
  %283 = load i64, ptr %282, align 8
  %284 = call i32 @k18._6___aten_bmm_default(ptr %269, ptr %271, ptr %273, i64 %275, i64 %277, i64 %279, i64 %281, i64 %283, ptr %call)
  %285 = icmp eq i32 %284, 0
  br i1 %285, label %ok10, label %fail

ok10:                                             ; preds = %ok9
  %286 = getelementptr inbounds i64, ptr %buffers, i64 0
  %287 = load ptr, ptr %286, align 8
  %288 = getelementptr inbounds i64, ptr %buffers, i64 10
  %289 = load ptr, ptr %288, align 8
  %290 = getelementptr inbounds i64, ptr %buffers, i64 45
  %291 = load ptr, ptr %290, align 8
  %292 = getelementptr inbounds i64, ptr %symbols, i64 0
  %293 = load i64, ptr %292, align 8
  %294 = getelementptr inbounds i64, ptr %symbols, i64 1
  %295 = load i64, ptr %294, align 8
  %296 = getelementptr inbounds i64, ptr %symbols, i64 2
  %297 = load i64, ptr %296, align 8
  %298 = getelementptr inbounds i64, ptr %symbols, i64 3
  %299 = load i64, ptr %298, align 8
  %300 = getelementptr inbounds i64, ptr %symbols, i64 4
  %301 = load i64, ptr %300, align 8
  %302 = call i32 @k19._8___aten_bmm_default(ptr %287, ptr %289, ptr %291, i64 %293, i64 %295, i64 %297, i64 %299, i64 %301, ptr %call)
  %303 = icmp eq i32 %302, 0
  br i1 %303, label %ok11, label %fail

ok11:                                             ; preds = %ok10
  ret i32 0
}

; Function Attrs: nounwind
declare void @cajit_rt_dlpack_release(ptr) #0

define i32 @cajit_entry(ptr %call) {
entry:
  %bufs = alloca [51 x ptr], align 8
  %syms = alloca [34 x i64], align 8
  %held = alloca [1 x ptr], align 8
  %outs = alloca [1 x ptr], align 8
  %inputs_now = alloca [4 x ptr], align 8
  %donated = alloca [1 x ptr], align 8
  %arena = alloca ptr, align 8
  store ptr null, ptr %arena, align 8
  %0 = getelementptr inbounds i64, ptr %outs, i64 0
  store ptr null, ptr %0, align 8
  %1 = getelementptr inbounds i8, ptr %call, i64 8
  %2 = load i32, ptr %1, align 4
  %3 = icmp eq i32 %2, 4
  br i1 %3, label %ok, label %bad

fail:                                             ; preds = %ok437, %ok436, %ok435, %ok434, %ok433, %ok432, %ok431, %ok430, %ok429, %ok428, %ok427, %ok426, %ok425, %ok424, %ok423, %ok422, %bad421, %bad419, %bad417, %bad415, %bad412, %bad410, %bad408, %bad406, %bad404, %bad402, %bad400, %bad398, %bad396, %bad394, %bad392, %bad390, %bad388, %bad386, %bad384, %bad382, %bad380, %bad378, %bad376, %bad374, %bad372, %bad370, %bad368, %bad366, %bad364, %bad362, %bad360, %bad358, %bad356, %bad354, %bad352, %bad350, %bad348, %bad346, %bad344, %bad342, %bad340, %bad338, %bad336, %bad334, %bad332, %bad330, %bad328, %bad326, %bad324, %bad322, %bad320, %bad318, %bad316, %bad314, %bad312, %bad310, %bad308, %bad306, %bad304, %bad302, %bad300, %bad298, %bad296, %bad294, %bad292, %bad290, %bad288, %bad286, %bad284, %bad282, %bad280, %bad278, %bad276, %bad274, %bad272, %bad270, %bad268, %bad266, %bad264, %bad262, %bad260, %bad258, %bad256, %bad254, %bad252, %bad250, %bad248, %bad246, %bad244, %bad242, %bad240, %bad238, %bad236, %bad234, %bad232, %bad230, %bad228, %bad226, %bad224, %bad222, %bad220, %bad218, %bad216, %bad214, %bad212, %bad210, %bad208, %bad206, %bad204, %bad202, %bad200, %bad198, %bad196, %bad194, %bad192, %bad190, %bad188, %bad186, %bad184, %bad182, %bad180, %bad178, %bad176, %bad174, %bad172, %bad170, %bad168, %bad166, %bad164, %bad162, %bad160, %bad158, %bad156, %bad154, %bad152, %bad150, %bad148, %bad146, %bad144, %bad142, %bad140, %bad138, %bad136, %bad134, %bad132, %bad130, %bad128, %bad126, %bad124, %bad122, %bad120, %bad118, %bad116, %bad114, %bad112, %bad110, %bad108, %bad106, %bad104, %bad102, %bad100, %bad98, %bad96, %bad94, %bad92, %bad90, %bad88, %bad86, %bad79, %bad77, %bad75, %bad68, %bad66, %bad64, %bad57, %bad55, %bad53, %bad49, %bad47, %bad45, %bad43, %bad41, %bad39, %bad37, %bad35, %bad33, %bad31, %bad29, %bad27, %bad25, %bad23, %bad21, %bad19, %bad17, %bad15, %bad13, %bad11, %bad9, %bad7, %bad5, %bad3, %bad1, %bad
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
  %44 = icmp eq i32 %43, 3
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
  %90 = getelementptr inbounds i64, ptr %89, i64 2
  %91 = load ptr, ptr %90, align 8
  %92 = icmp ne ptr %91, null
  br i1 %92, label %ok30, label %bad29

bad29:                                            ; preds = %ok28
  %93 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.15)
  br label %fail

ok30:                                             ; preds = %ok28
  %94 = getelementptr inbounds i8, ptr %91, i64 8
  %95 = load i32, ptr %94, align 4
  %96 = icmp eq i32 %95, 1
  br i1 %96, label %ok32, label %bad31

bad31:                                            ; preds = %ok30
  %97 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.16, i32 %95)
  br label %fail

ok32:                                             ; preds = %ok30
  %98 = getelementptr inbounds i8, ptr %91, i64 16
  %99 = load i32, ptr %98, align 4
  %100 = icmp eq i32 %99, 3
  br i1 %100, label %ok34, label %bad33

bad33:                                            ; preds = %ok32
  %101 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.17, i32 %99)
  br label %fail

ok34:                                             ; preds = %ok32
  %102 = getelementptr inbounds i8, ptr %91, i64 20
  %103 = load i32, ptr %102, align 4
  %104 = icmp eq i32 %103, 73730
  %105 = and i32 %103, 255
  %106 = lshr i32 %103, 8
  %107 = and i32 %106, 255
  %108 = lshr i32 %103, 16
  br i1 %104, label %ok36, label %bad35

bad35:                                            ; preds = %ok34
  %109 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.18, i32 %105, i32 %107, i32 %108)
  br label %fail

ok36:                                             ; preds = %ok34
  %110 = getelementptr inbounds i8, ptr %91, i64 0
  %111 = load ptr, ptr %110, align 8
  %112 = getelementptr inbounds i8, ptr %91, i64 40
  %113 = load i64, ptr %112, align 4
  %114 = getelementptr inbounds i8, ptr %111, i64 %113
  %115 = getelementptr inbounds i64, ptr %bufs, i64 2
  store ptr %114, ptr %115, align 8
  %116 = getelementptr inbounds i8, ptr %call, i64 0
  %117 = load ptr, ptr %116, align 8
  %118 = getelementptr inbounds i64, ptr %117, i64 3
  %119 = load ptr, ptr %118, align 8
  %120 = icmp ne ptr %119, null
  br i1 %120, label %ok38, label %bad37

bad37:                                            ; preds = %ok36
  %121 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.19)
  br label %fail

ok38:                                             ; preds = %ok36
  %122 = getelementptr inbounds i8, ptr %119, i64 8
  %123 = load i32, ptr %122, align 4
  %124 = icmp eq i32 %123, 1
  br i1 %124, label %ok40, label %bad39

bad39:                                            ; preds = %ok38
  %125 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.20, i32 %123)
  br label %fail

ok40:                                             ; preds = %ok38
  %126 = getelementptr inbounds i8, ptr %119, i64 16
  %127 = load i32, ptr %126, align 4
  %128 = icmp eq i32 %127, 3
  br i1 %128, label %ok42, label %bad41

bad41:                                            ; preds = %ok40
  %129 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.21, i32 %127)
  br label %fail

ok42:                                             ; preds = %ok40
  %130 = getelementptr inbounds i8, ptr %119, i64 20
  %131 = load i32, ptr %130, align 4
  %132 = icmp eq i32 %131, 73730
  %133 = and i32 %131, 255
  %134 = lshr i32 %131, 8
  %135 = and i32 %134, 255
  %136 = lshr i32 %131, 16
  br i1 %132, label %ok44, label %bad43

bad43:                                            ; preds = %ok42
  %137 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.22, i32 %133, i32 %135, i32 %136)
  br label %fail

ok44:                                             ; preds = %ok42
  %138 = getelementptr inbounds i8, ptr %119, i64 0
  %139 = load ptr, ptr %138, align 8
  %140 = getelementptr inbounds i8, ptr %119, i64 40
  %141 = load i64, ptr %140, align 4
  %142 = getelementptr inbounds i8, ptr %139, i64 %141
  %143 = getelementptr inbounds i64, ptr %bufs, i64 3
  store ptr %142, ptr %143, align 8
  %144 = getelementptr inbounds i8, ptr %call, i64 0
  %145 = load ptr, ptr %144, align 8
  %146 = getelementptr inbounds i64, ptr %145, i64 0
  %147 = load ptr, ptr %146, align 8
  %148 = getelementptr inbounds i64, ptr %inputs_now, i64 0
  store ptr %147, ptr %148, align 8
  %149 = getelementptr inbounds i8, ptr %call, i64 0
  %150 = load ptr, ptr %149, align 8
  %151 = getelementptr inbounds i64, ptr %150, i64 1
  %152 = load ptr, ptr %151, align 8
  %153 = getelementptr inbounds i64, ptr %inputs_now, i64 1
  store ptr %152, ptr %153, align 8
  %154 = getelementptr inbounds i8, ptr %call, i64 0
  %155 = load ptr, ptr %154, align 8
  %156 = getelementptr inbounds i64, ptr %155, i64 2
  %157 = load ptr, ptr %156, align 8
  %158 = getelementptr inbounds i64, ptr %inputs_now, i64 2
  store ptr %157, ptr %158, align 8
  %159 = getelementptr inbounds i8, ptr %call, i64 0
  %160 = load ptr, ptr %159, align 8
  %161 = getelementptr inbounds i64, ptr %160, i64 3
  %162 = load ptr, ptr %161, align 8
  %163 = getelementptr inbounds i64, ptr %inputs_now, i64 3
  store ptr %162, ptr %163, align 8
  %164 = getelementptr inbounds i8, ptr %call, i64 0
  %165 = load ptr, ptr %164, align 8
  %166 = getelementptr inbounds i64, ptr %165, i64 0
  %167 = load ptr, ptr %166, align 8
  %168 = getelementptr inbounds i8, ptr %167, i64 24
  %169 = load ptr, ptr %168, align 8
  %170 = getelementptr inbounds i64, ptr %169, i64 0
  %171 = load i64, ptr %170, align 8
  %172 = getelementptr inbounds i64, ptr %syms, i64 0
  store i64 %171, ptr %172, align 8
  %173 = getelementptr inbounds i8, ptr %call, i64 0
  %174 = load ptr, ptr %173, align 8
  %175 = getelementptr inbounds i64, ptr %174, i64 0
  %176 = load ptr, ptr %175, align 8
  %177 = getelementptr inbounds i8, ptr %176, i64 24
  %178 = load ptr, ptr %177, align 8
  %179 = getelementptr inbounds i64, ptr %178, i64 1
  %180 = load i64, ptr %179, align 8
  %181 = getelementptr inbounds i64, ptr %syms, i64 1
  store i64 %180, ptr %181, align 8
  %182 = getelementptr inbounds i64, ptr %syms, i64 0
  %183 = load i64, ptr %182, align 8
  %184 = icmp sge i64 %183, 0
  br i1 %184, label %ok46, label %bad45

bad45:                                            ; preds = %ok44
  %185 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.23, i64 %183)
  br label %fail

ok46:                                             ; preds = %ok44
  %186 = getelementptr inbounds i64, ptr %syms, i64 1
  %187 = load i64, ptr %186, align 8
  %188 = icmp sge i64 %187, 0
  br i1 %188, label %ok48, label %bad47

bad47:                                            ; preds = %ok46
  %189 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.24, i64 %187)
  br label %fail

ok48:                                             ; preds = %ok46
  %190 = getelementptr inbounds i8, ptr %call, i64 0
  %191 = load ptr, ptr %190, align 8
  %192 = getelementptr inbounds i64, ptr %191, i64 0
  %193 = load ptr, ptr %192, align 8
  %194 = getelementptr inbounds i8, ptr %193, i64 24
  %195 = load ptr, ptr %194, align 8
  %196 = getelementptr inbounds i64, ptr %195, i64 0
  %197 = load i64, ptr %196, align 8
  %198 = getelementptr inbounds i64, ptr %195, i64 1
  %199 = load i64, ptr %198, align 8
  %200 = getelementptr inbounds i64, ptr %195, i64 2
  %201 = load i64, ptr %200, align 8
  %202 = icmp eq i64 %201, 8
  br i1 %202, label %ok50, label %bad49

bad49:                                            ; preds = %ok48
  %203 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.25, i64 %201, i64 8)
  br label %fail

ok50:                                             ; preds = %ok48
  %204 = mul i64 1, %201
  %205 = mul i64 %204, %199
  %206 = getelementptr inbounds i8, ptr %193, i64 32
  %207 = load ptr, ptr %206, align 8
  %208 = icmp ne ptr %207, null
  br i1 %208, label %st, label %st2

st:                                               ; preds = %ok50
  %209 = getelementptr inbounds i64, ptr %207, i64 0
  %210 = load i64, ptr %209, align 8
  %211 = getelementptr inbounds i64, ptr %207, i64 1
  %212 = load i64, ptr %211, align 8
  %213 = getelementptr inbounds i64, ptr %207, i64 2
  %214 = load i64, ptr %213, align 8
  br label %st2

st2:                                              ; preds = %st, %ok50
  %stride = phi i64 [ %205, %ok50 ], [ %210, %st ]
  %stride51 = phi i64 [ %204, %ok50 ], [ %212, %st ]
  %stride52 = phi i64 [ 1, %ok50 ], [ %214, %st ]
  %215 = getelementptr inbounds i64, ptr %syms, i64 2
  store i64 %stride, ptr %215, align 8
  %216 = getelementptr inbounds i64, ptr %syms, i64 3
  store i64 %stride51, ptr %216, align 8
  %217 = getelementptr inbounds i64, ptr %syms, i64 4
  store i64 %stride52, ptr %217, align 8
  %218 = getelementptr inbounds i8, ptr %call, i64 0
  %219 = load ptr, ptr %218, align 8
  %220 = getelementptr inbounds i64, ptr %219, i64 1
  %221 = load ptr, ptr %220, align 8
  %222 = getelementptr inbounds i8, ptr %221, i64 24
  %223 = load ptr, ptr %222, align 8
  %224 = getelementptr inbounds i64, ptr %223, i64 0
  %225 = load i64, ptr %224, align 8
  %226 = getelementptr inbounds i64, ptr %syms, i64 0
  %227 = load i64, ptr %226, align 8
  %228 = icmp eq i64 %225, %227
  br i1 %228, label %ok54, label %bad53

bad53:                                            ; preds = %st2
  %229 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.26, i64 %225, i64 %227)
  br label %fail

ok54:                                             ; preds = %st2
  %230 = getelementptr inbounds i64, ptr %223, i64 1
  %231 = load i64, ptr %230, align 8
  %232 = icmp eq i64 %231, 8
  br i1 %232, label %ok56, label %bad55

bad55:                                            ; preds = %ok54
  %233 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.27, i64 %231, i64 8)
  br label %fail

ok56:                                             ; preds = %ok54
  %234 = getelementptr inbounds i64, ptr %223, i64 2
  %235 = load i64, ptr %234, align 8
  %236 = getelementptr inbounds i64, ptr %syms, i64 1
  %237 = load i64, ptr %236, align 8
  %238 = icmp eq i64 %235, %237
  br i1 %238, label %ok58, label %bad57

bad57:                                            ; preds = %ok56
  %239 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.28, i64 %235, i64 %237)
  br label %fail

ok58:                                             ; preds = %ok56
  %240 = mul i64 1, %235
  %241 = mul i64 %240, %231
  %242 = getelementptr inbounds i8, ptr %221, i64 32
  %243 = load ptr, ptr %242, align 8
  %244 = icmp ne ptr %243, null
  br i1 %244, label %st59, label %st260

st59:                                             ; preds = %ok58
  %245 = getelementptr inbounds i64, ptr %243, i64 0
  %246 = load i64, ptr %245, align 8
  %247 = getelementptr inbounds i64, ptr %243, i64 1
  %248 = load i64, ptr %247, align 8
  %249 = getelementptr inbounds i64, ptr %243, i64 2
  %250 = load i64, ptr %249, align 8
  br label %st260

st260:                                            ; preds = %st59, %ok58
  %stride61 = phi i64 [ %241, %ok58 ], [ %246, %st59 ]
  %stride62 = phi i64 [ %240, %ok58 ], [ %248, %st59 ]
  %stride63 = phi i64 [ 1, %ok58 ], [ %250, %st59 ]
  %251 = getelementptr inbounds i64, ptr %syms, i64 5
  store i64 %stride61, ptr %251, align 8
  %252 = getelementptr inbounds i64, ptr %syms, i64 6
  store i64 %stride62, ptr %252, align 8
  %253 = getelementptr inbounds i64, ptr %syms, i64 7
  store i64 %stride63, ptr %253, align 8
  %254 = getelementptr inbounds i8, ptr %call, i64 0
  %255 = load ptr, ptr %254, align 8
  %256 = getelementptr inbounds i64, ptr %255, i64 2
  %257 = load ptr, ptr %256, align 8
  %258 = getelementptr inbounds i8, ptr %257, i64 24
  %259 = load ptr, ptr %258, align 8
  %260 = getelementptr inbounds i64, ptr %259, i64 0
  %261 = load i64, ptr %260, align 8
  %262 = getelementptr inbounds i64, ptr %syms, i64 0
  %263 = load i64, ptr %262, align 8
  %264 = icmp eq i64 %261, %263
  br i1 %264, label %ok65, label %bad64

bad64:                                            ; preds = %st260
  %265 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.29, i64 %261, i64 %263)
  br label %fail

ok65:                                             ; preds = %st260
  %266 = getelementptr inbounds i64, ptr %259, i64 1
  %267 = load i64, ptr %266, align 8
  %268 = getelementptr inbounds i64, ptr %syms, i64 1
  %269 = load i64, ptr %268, align 8
  %270 = icmp eq i64 %267, %269
  br i1 %270, label %ok67, label %bad66

bad66:                                            ; preds = %ok65
  %271 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.30, i64 %267, i64 %269)
  br label %fail

ok67:                                             ; preds = %ok65
  %272 = getelementptr inbounds i64, ptr %259, i64 2
  %273 = load i64, ptr %272, align 8
  %274 = icmp eq i64 %273, %269
  br i1 %274, label %ok69, label %bad68

bad68:                                            ; preds = %ok67
  %275 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.31, i64 %273, i64 %269)
  br label %fail

ok69:                                             ; preds = %ok67
  %276 = mul i64 1, %273
  %277 = mul i64 %276, %267
  %278 = getelementptr inbounds i8, ptr %257, i64 32
  %279 = load ptr, ptr %278, align 8
  %280 = icmp ne ptr %279, null
  br i1 %280, label %st70, label %st271

st70:                                             ; preds = %ok69
  %281 = getelementptr inbounds i64, ptr %279, i64 0
  %282 = load i64, ptr %281, align 8
  %283 = getelementptr inbounds i64, ptr %279, i64 1
  %284 = load i64, ptr %283, align 8
  %285 = getelementptr inbounds i64, ptr %279, i64 2
  %286 = load i64, ptr %285, align 8
  br label %st271

st271:                                            ; preds = %st70, %ok69
  %stride72 = phi i64 [ %277, %ok69 ], [ %282, %st70 ]
  %stride73 = phi i64 [ %276, %ok69 ], [ %284, %st70 ]
  %stride74 = phi i64 [ 1, %ok69 ], [ %286, %st70 ]
  %287 = getelementptr inbounds i64, ptr %syms, i64 8
  store i64 %stride72, ptr %287, align 8
  %288 = getelementptr inbounds i64, ptr %syms, i64 9
  store i64 %stride73, ptr %288, align 8
  %289 = getelementptr inbounds i64, ptr %syms, i64 10
  store i64 %stride74, ptr %289, align 8
  %290 = getelementptr inbounds i8, ptr %call, i64 0
  %291 = load ptr, ptr %290, align 8
  %292 = getelementptr inbounds i64, ptr %291, i64 3
  %293 = load ptr, ptr %292, align 8
  %294 = getelementptr inbounds i8, ptr %293, i64 24
  %295 = load ptr, ptr %294, align 8
  %296 = getelementptr inbounds i64, ptr %295, i64 0
  %297 = load i64, ptr %296, align 8
  %298 = getelementptr inbounds i64, ptr %syms, i64 0
  %299 = load i64, ptr %298, align 8
  %300 = icmp eq i64 %297, %299
  br i1 %300, label %ok76, label %bad75

bad75:                                            ; preds = %st271
  %301 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.32, i64 %297, i64 %299)
  br label %fail

ok76:                                             ; preds = %st271
  %302 = getelementptr inbounds i64, ptr %295, i64 1
  %303 = load i64, ptr %302, align 8
  %304 = getelementptr inbounds i64, ptr %syms, i64 1
  %305 = load i64, ptr %304, align 8
  %306 = icmp eq i64 %303, %305
  br i1 %306, label %ok78, label %bad77

bad77:                                            ; preds = %ok76
  %307 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.33, i64 %303, i64 %305)
  br label %fail

ok78:                                             ; preds = %ok76
  %308 = getelementptr inbounds i64, ptr %295, i64 2
  %309 = load i64, ptr %308, align 8
  %310 = icmp eq i64 %309, 8
  br i1 %310, label %ok80, label %bad79

bad79:                                            ; preds = %ok78
  %311 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.34, i64 %309, i64 8)
  br label %fail

ok80:                                             ; preds = %ok78
  %312 = mul i64 1, %309
  %313 = mul i64 %312, %303
  %314 = getelementptr inbounds i8, ptr %293, i64 32
  %315 = load ptr, ptr %314, align 8
  %316 = icmp ne ptr %315, null
  br i1 %316, label %st81, label %st282

st81:                                             ; preds = %ok80
  %317 = getelementptr inbounds i64, ptr %315, i64 0
  %318 = load i64, ptr %317, align 8
  %319 = getelementptr inbounds i64, ptr %315, i64 1
  %320 = load i64, ptr %319, align 8
  %321 = getelementptr inbounds i64, ptr %315, i64 2
  %322 = load i64, ptr %321, align 8
  br label %st282

st282:                                            ; preds = %st81, %ok80
  %stride83 = phi i64 [ %313, %ok80 ], [ %318, %st81 ]
  %stride84 = phi i64 [ %312, %ok80 ], [ %320, %st81 ]
  %stride85 = phi i64 [ 1, %ok80 ], [ %322, %st81 ]
  %323 = getelementptr inbounds i64, ptr %syms, i64 11
  store i64 %stride83, ptr %323, align 8
  %324 = getelementptr inbounds i64, ptr %syms, i64 12
  store i64 %stride84, ptr %324, align 8
  %325 = getelementptr inbounds i64, ptr %syms, i64 13
  store i64 %stride85, ptr %325, align 8
  %326 = getelementptr inbounds i64, ptr %syms, i64 0
  %327 = load i64, ptr %326, align 8
  %328 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %327)
  %329 = extractvalue { i64, i1 } %328, 1
  %330 = xor i1 %329, true
  br i1 %330, label %ok87, label %bad86

bad86:                                            ; preds = %st282
  %331 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.35)
  br label %fail

ok87:                                             ; preds = %st282
  %332 = extractvalue { i64, i1 } %328, 0
  %333 = getelementptr inbounds i64, ptr %syms, i64 1
  %334 = load i64, ptr %333, align 8
  %335 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %332, i64 %334)
  %336 = extractvalue { i64, i1 } %335, 1
  %337 = xor i1 %336, true
  br i1 %337, label %ok89, label %bad88

bad88:                                            ; preds = %ok87
  %338 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.36)
  br label %fail

ok89:                                             ; preds = %ok87
  %339 = extractvalue { i64, i1 } %335, 0
  %340 = getelementptr inbounds i64, ptr %syms, i64 2
  %341 = load i64, ptr %340, align 8
  %342 = icmp sge i64 %341, 0
  br i1 %342, label %ok91, label %bad90

bad90:                                            ; preds = %ok89
  %343 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.37, i64 %341)
  br label %fail

ok91:                                             ; preds = %ok89
  %344 = getelementptr inbounds i64, ptr %syms, i64 3
  %345 = load i64, ptr %344, align 8
  %346 = icmp sge i64 %345, 0
  br i1 %346, label %ok93, label %bad92

bad92:                                            ; preds = %ok91
  %347 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.38, i64 %345)
  br label %fail

ok93:                                             ; preds = %ok91
  %348 = getelementptr inbounds i64, ptr %syms, i64 4
  %349 = load i64, ptr %348, align 8
  %350 = icmp sge i64 %349, 0
  br i1 %350, label %ok95, label %bad94

bad94:                                            ; preds = %ok93
  %351 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.39, i64 %349)
  br label %fail

ok95:                                             ; preds = %ok93
  %352 = getelementptr inbounds i64, ptr %syms, i64 5
  %353 = load i64, ptr %352, align 8
  %354 = icmp sge i64 %353, 0
  br i1 %354, label %ok97, label %bad96

bad96:                                            ; preds = %ok95
  %355 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.40, i64 %353)
  br label %fail

ok97:                                             ; preds = %ok95
  %356 = getelementptr inbounds i64, ptr %syms, i64 6
  %357 = load i64, ptr %356, align 8
  %358 = icmp sge i64 %357, 0
  br i1 %358, label %ok99, label %bad98

bad98:                                            ; preds = %ok97
  %359 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.41, i64 %357)
  br label %fail

ok99:                                             ; preds = %ok97
  %360 = getelementptr inbounds i64, ptr %syms, i64 7
  %361 = load i64, ptr %360, align 8
  %362 = icmp sge i64 %361, 0
  br i1 %362, label %ok101, label %bad100

bad100:                                           ; preds = %ok99
  %363 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.42, i64 %361)
  br label %fail

ok101:                                            ; preds = %ok99
  %364 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %327, i64 %334)
  %365 = extractvalue { i64, i1 } %364, 1
  %366 = xor i1 %365, true
  br i1 %366, label %ok103, label %bad102

bad102:                                           ; preds = %ok101
  %367 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.43)
  br label %fail

ok103:                                            ; preds = %ok101
  %368 = extractvalue { i64, i1 } %364, 0
  %369 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %368, i64 %334)
  %370 = extractvalue { i64, i1 } %369, 1
  %371 = xor i1 %370, true
  br i1 %371, label %ok105, label %bad104

bad104:                                           ; preds = %ok103
  %372 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.44)
  br label %fail

ok105:                                            ; preds = %ok103
  %373 = extractvalue { i64, i1 } %369, 0
  %374 = getelementptr inbounds i64, ptr %syms, i64 8
  %375 = load i64, ptr %374, align 8
  %376 = icmp sge i64 %375, 0
  br i1 %376, label %ok107, label %bad106

bad106:                                           ; preds = %ok105
  %377 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.45, i64 %375)
  br label %fail

ok107:                                            ; preds = %ok105
  %378 = getelementptr inbounds i64, ptr %syms, i64 9
  %379 = load i64, ptr %378, align 8
  %380 = icmp sge i64 %379, 0
  br i1 %380, label %ok109, label %bad108

bad108:                                           ; preds = %ok107
  %381 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.46, i64 %379)
  br label %fail

ok109:                                            ; preds = %ok107
  %382 = getelementptr inbounds i64, ptr %syms, i64 10
  %383 = load i64, ptr %382, align 8
  %384 = icmp sge i64 %383, 0
  br i1 %384, label %ok111, label %bad110

bad110:                                           ; preds = %ok109
  %385 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.47, i64 %383)
  br label %fail

ok111:                                            ; preds = %ok109
  %386 = getelementptr inbounds i64, ptr %syms, i64 11
  %387 = load i64, ptr %386, align 8
  %388 = icmp sge i64 %387, 0
  br i1 %388, label %ok113, label %bad112

bad112:                                           ; preds = %ok111
  %389 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.48, i64 %387)
  br label %fail

ok113:                                            ; preds = %ok111
  %390 = getelementptr inbounds i64, ptr %syms, i64 12
  %391 = load i64, ptr %390, align 8
  %392 = icmp sge i64 %391, 0
  br i1 %392, label %ok115, label %bad114

bad114:                                           ; preds = %ok113
  %393 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.49, i64 %391)
  br label %fail

ok115:                                            ; preds = %ok113
  %394 = getelementptr inbounds i64, ptr %syms, i64 13
  %395 = load i64, ptr %394, align 8
  %396 = icmp sge i64 %395, 0
  br i1 %396, label %ok117, label %bad116

bad116:                                           ; preds = %ok115
  %397 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.50, i64 %395)
  br label %fail

ok117:                                            ; preds = %ok115
  %398 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %327, i64 %334)
  %399 = extractvalue { i64, i1 } %398, 1
  %400 = xor i1 %399, true
  br i1 %400, label %ok119, label %bad118

bad118:                                           ; preds = %ok117
  %401 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.51)
  br label %fail

ok119:                                            ; preds = %ok117
  %402 = extractvalue { i64, i1 } %398, 0
  %403 = call i64 @llvm.smin.i64(i64 0, i64 %327)
  %404 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 -1, i64 %403)
  %405 = extractvalue { i64, i1 } %404, 1
  %406 = xor i1 %405, true
  br i1 %406, label %ok121, label %bad120

bad120:                                           ; preds = %ok119
  %407 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.52)
  br label %fail

ok121:                                            ; preds = %ok119
  %408 = extractvalue { i64, i1 } %404, 0
  %409 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 3, i64 %327)
  %410 = extractvalue { i64, i1 } %409, 1
  %411 = xor i1 %410, true
  br i1 %411, label %ok123, label %bad122

bad122:                                           ; preds = %ok121
  %412 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.53)
  br label %fail

ok123:                                            ; preds = %ok121
  %413 = extractvalue { i64, i1 } %409, 0
  %414 = udiv i64 %413, 4
  %415 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %334, i64 %334)
  %416 = extractvalue { i64, i1 } %415, 1
  %417 = xor i1 %416, true
  br i1 %417, label %ok125, label %bad124

bad124:                                           ; preds = %ok123
  %418 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.54)
  br label %fail

ok125:                                            ; preds = %ok123
  %419 = extractvalue { i64, i1 } %415, 0
  %420 = call i64 @llvm.smax.i64(i64 1, i64 %419)
  %421 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 262143, i64 %420)
  %422 = extractvalue { i64, i1 } %421, 1
  %423 = xor i1 %422, true
  br i1 %423, label %ok127, label %bad126

bad126:                                           ; preds = %ok125
  %424 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.55)
  br label %fail

ok127:                                            ; preds = %ok125
  %425 = extractvalue { i64, i1 } %421, 0
  %426 = icmp eq i64 %420, 0
  %427 = select i1 %426, i64 1, i64 %420
  %428 = icmp eq i64 %425, -9223372036854775808
  %429 = icmp eq i64 %427, -1
  %430 = and i1 %429, %428
  %431 = xor i1 %430, true
  br i1 %431, label %ok129, label %bad128

bad128:                                           ; preds = %ok127
  %432 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.56)
  br label %fail

ok129:                                            ; preds = %ok127
  %433 = udiv i64 %425, %427
  %434 = call i64 @llvm.smax.i64(i64 %414, i64 %433)
  %435 = call i64 @llvm.smin.i64(i64 %327, i64 %434)
  %436 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %408, i64 %435)
  %437 = extractvalue { i64, i1 } %436, 1
  %438 = xor i1 %437, true
  br i1 %438, label %ok131, label %bad130

bad130:                                           ; preds = %ok129
  %439 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.57)
  br label %fail

ok131:                                            ; preds = %ok129
  %440 = extractvalue { i64, i1 } %436, 0
  %441 = icmp sge i64 %440, 0
  br i1 %441, label %ok133, label %bad132

bad132:                                           ; preds = %ok131
  %442 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.58, i64 %440)
  br label %fail

ok133:                                            ; preds = %ok131
  %443 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 -8, i64 %334)
  %444 = extractvalue { i64, i1 } %443, 1
  %445 = xor i1 %444, true
  br i1 %445, label %ok135, label %bad134

bad134:                                           ; preds = %ok133
  %446 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.59)
  br label %fail

ok135:                                            ; preds = %ok133
  %447 = extractvalue { i64, i1 } %443, 0
  %448 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %447, i64 %403)
  %449 = extractvalue { i64, i1 } %448, 1
  %450 = xor i1 %449, true
  br i1 %450, label %ok137, label %bad136

bad136:                                           ; preds = %ok135
  %451 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.60)
  br label %fail

ok137:                                            ; preds = %ok135
  %452 = extractvalue { i64, i1 } %448, 0
  %453 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %334)
  %454 = extractvalue { i64, i1 } %453, 1
  %455 = xor i1 %454, true
  br i1 %455, label %ok139, label %bad138

bad138:                                           ; preds = %ok137
  %456 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.61)
  br label %fail

ok139:                                            ; preds = %ok137
  %457 = extractvalue { i64, i1 } %453, 0
  %458 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %457, i64 %435)
  %459 = extractvalue { i64, i1 } %458, 1
  %460 = xor i1 %459, true
  br i1 %460, label %ok141, label %bad140

bad140:                                           ; preds = %ok139
  %461 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.62)
  br label %fail

ok141:                                            ; preds = %ok139
  %462 = extractvalue { i64, i1 } %458, 0
  %463 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %452, i64 %462)
  %464 = extractvalue { i64, i1 } %463, 1
  %465 = xor i1 %464, true
  br i1 %465, label %ok143, label %bad142

bad142:                                           ; preds = %ok141
  %466 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.63)
  br label %fail

ok143:                                            ; preds = %ok141
  %467 = extractvalue { i64, i1 } %463, 0
  %468 = icmp sle i64 0, %403
  %469 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 -1, i64 %435)
  %470 = extractvalue { i64, i1 } %469, 1
  %471 = xor i1 %470, true
  br i1 %471, label %ok145, label %bad144

bad144:                                           ; preds = %ok143
  %472 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.64)
  br label %fail

ok145:                                            ; preds = %ok143
  %473 = extractvalue { i64, i1 } %469, 0
  %474 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 -1, i64 %327)
  %475 = extractvalue { i64, i1 } %474, 1
  %476 = xor i1 %475, true
  br i1 %476, label %ok147, label %bad146

bad146:                                           ; preds = %ok145
  %477 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.65)
  br label %fail

ok147:                                            ; preds = %ok145
  %478 = extractvalue { i64, i1 } %474, 0
  %479 = icmp sle i64 %473, %478
  %480 = and i1 %468, %479
  %481 = icmp sle i64 1, %334
  %482 = icmp sle i64 1, %440
  %483 = and i1 %481, %482
  %484 = xor i1 %483, true
  %485 = or i1 %484, %480
  br i1 %485, label %ok149, label %bad148

bad148:                                           ; preds = %ok147
  %486 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.66, i64 %403, i64 %473, i64 0, i64 %478)
  br label %fail

ok149:                                            ; preds = %ok147
  %487 = icmp sge i64 %440, 0
  br i1 %487, label %ok151, label %bad150

bad150:                                           ; preds = %ok149
  %488 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.67, i64 %440)
  br label %fail

ok151:                                            ; preds = %ok149
  %489 = xor i1 %483, true
  %490 = or i1 %489, %480
  br i1 %490, label %ok153, label %bad152

bad152:                                           ; preds = %ok151
  %491 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.68, i64 %403, i64 %473, i64 0, i64 %478)
  br label %fail

ok153:                                            ; preds = %ok151
  %492 = icmp sge i64 %440, 0
  br i1 %492, label %ok155, label %bad154

bad154:                                           ; preds = %ok153
  %493 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.69, i64 %440)
  br label %fail

ok155:                                            ; preds = %ok153
  %494 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 -1, i64 %334)
  %495 = extractvalue { i64, i1 } %494, 1
  %496 = xor i1 %495, true
  br i1 %496, label %ok157, label %bad156

bad156:                                           ; preds = %ok155
  %497 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.70)
  br label %fail

ok157:                                            ; preds = %ok155
  %498 = extractvalue { i64, i1 } %494, 0
  %499 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %498, i64 %334)
  %500 = extractvalue { i64, i1 } %499, 1
  %501 = xor i1 %500, true
  br i1 %501, label %ok159, label %bad158

bad158:                                           ; preds = %ok157
  %502 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.71)
  br label %fail

ok159:                                            ; preds = %ok157
  %503 = extractvalue { i64, i1 } %499, 0
  %504 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %503, i64 %403)
  %505 = extractvalue { i64, i1 } %504, 1
  %506 = xor i1 %505, true
  br i1 %506, label %ok161, label %bad160

bad160:                                           ; preds = %ok159
  %507 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.72)
  br label %fail

ok161:                                            ; preds = %ok159
  %508 = extractvalue { i64, i1 } %504, 0
  %509 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %334, i64 %334)
  %510 = extractvalue { i64, i1 } %509, 1
  %511 = xor i1 %510, true
  br i1 %511, label %ok163, label %bad162

bad162:                                           ; preds = %ok161
  %512 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.73)
  br label %fail

ok163:                                            ; preds = %ok161
  %513 = extractvalue { i64, i1 } %509, 0
  %514 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %513, i64 %435)
  %515 = extractvalue { i64, i1 } %514, 1
  %516 = xor i1 %515, true
  br i1 %516, label %ok165, label %bad164

bad164:                                           ; preds = %ok163
  %517 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.74)
  br label %fail

ok165:                                            ; preds = %ok163
  %518 = extractvalue { i64, i1 } %514, 0
  %519 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %508, i64 %518)
  %520 = extractvalue { i64, i1 } %519, 1
  %521 = xor i1 %520, true
  br i1 %521, label %ok167, label %bad166

bad166:                                           ; preds = %ok165
  %522 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.75)
  br label %fail

ok167:                                            ; preds = %ok165
  %523 = extractvalue { i64, i1 } %519, 0
  %524 = xor i1 %483, true
  %525 = or i1 %524, %480
  br i1 %525, label %ok169, label %bad168

bad168:                                           ; preds = %ok167
  %526 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.76, i64 %403, i64 %473, i64 0, i64 %478)
  br label %fail

ok169:                                            ; preds = %ok167
  %527 = icmp sge i64 %440, 0
  br i1 %527, label %ok171, label %bad170

bad170:                                           ; preds = %ok169
  %528 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.77, i64 %440)
  br label %fail

ok171:                                            ; preds = %ok169
  %529 = xor i1 %483, true
  %530 = or i1 %529, %480
  br i1 %530, label %ok173, label %bad172

bad172:                                           ; preds = %ok171
  %531 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.78, i64 %403, i64 %473, i64 0, i64 %478)
  br label %fail

ok173:                                            ; preds = %ok171
  %532 = icmp sge i64 %440, 0
  br i1 %532, label %ok175, label %bad174

bad174:                                           ; preds = %ok173
  %533 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.79, i64 %440)
  br label %fail

ok175:                                            ; preds = %ok173
  %534 = icmp sge i64 %440, 0
  br i1 %534, label %ok177, label %bad176

bad176:                                           ; preds = %ok175
  %535 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.80, i64 %440)
  br label %fail

ok177:                                            ; preds = %ok175
  %536 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 -1, i64 %334)
  %537 = extractvalue { i64, i1 } %536, 1
  %538 = xor i1 %537, true
  br i1 %538, label %ok179, label %bad178

bad178:                                           ; preds = %ok177
  %539 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.81)
  br label %fail

ok179:                                            ; preds = %ok177
  %540 = extractvalue { i64, i1 } %536, 0
  %541 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %540, i64 %403)
  %542 = extractvalue { i64, i1 } %541, 1
  %543 = xor i1 %542, true
  br i1 %543, label %ok181, label %bad180

bad180:                                           ; preds = %ok179
  %544 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.82)
  br label %fail

ok181:                                            ; preds = %ok179
  %545 = extractvalue { i64, i1 } %541, 0
  %546 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %334, i64 %435)
  %547 = extractvalue { i64, i1 } %546, 1
  %548 = xor i1 %547, true
  br i1 %548, label %ok183, label %bad182

bad182:                                           ; preds = %ok181
  %549 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.83)
  br label %fail

ok183:                                            ; preds = %ok181
  %550 = extractvalue { i64, i1 } %546, 0
  %551 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %545, i64 %550)
  %552 = extractvalue { i64, i1 } %551, 1
  %553 = xor i1 %552, true
  br i1 %553, label %ok185, label %bad184

bad184:                                           ; preds = %ok183
  %554 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.84)
  br label %fail

ok185:                                            ; preds = %ok183
  %555 = extractvalue { i64, i1 } %551, 0
  %556 = icmp sge i64 %440, 0
  br i1 %556, label %ok187, label %bad186

bad186:                                           ; preds = %ok185
  %557 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.85, i64 %440)
  br label %fail

ok187:                                            ; preds = %ok185
  %558 = icmp sge i64 %440, 0
  br i1 %558, label %ok189, label %bad188

bad188:                                           ; preds = %ok187
  %559 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.86, i64 %440)
  br label %fail

ok189:                                            ; preds = %ok187
  %560 = icmp sge i64 %467, 0
  br i1 %560, label %ok191, label %bad190

bad190:                                           ; preds = %ok189
  %561 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.87, i64 %467)
  br label %fail

ok191:                                            ; preds = %ok189
  %562 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %334)
  %563 = extractvalue { i64, i1 } %562, 1
  %564 = xor i1 %563, true
  br i1 %564, label %ok193, label %bad192

bad192:                                           ; preds = %ok191
  %565 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.88)
  br label %fail

ok193:                                            ; preds = %ok191
  %566 = extractvalue { i64, i1 } %562, 0
  %567 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %566, i64 %403)
  %568 = extractvalue { i64, i1 } %567, 1
  %569 = xor i1 %568, true
  br i1 %569, label %ok195, label %bad194

bad194:                                           ; preds = %ok193
  %570 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.89)
  br label %fail

ok195:                                            ; preds = %ok193
  %571 = extractvalue { i64, i1 } %567, 0
  %572 = icmp sle i64 0, %571
  %573 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 -1, i64 %462)
  %574 = extractvalue { i64, i1 } %573, 1
  %575 = xor i1 %574, true
  br i1 %575, label %ok197, label %bad196

bad196:                                           ; preds = %ok195
  %576 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.90)
  br label %fail

ok197:                                            ; preds = %ok195
  %577 = extractvalue { i64, i1 } %573, 0
  %578 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 -1, i64 %339)
  %579 = extractvalue { i64, i1 } %578, 1
  %580 = xor i1 %579, true
  br i1 %580, label %ok199, label %bad198

bad198:                                           ; preds = %ok197
  %581 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.91)
  br label %fail

ok199:                                            ; preds = %ok197
  %582 = extractvalue { i64, i1 } %578, 0
  %583 = icmp sle i64 %577, %582
  %584 = and i1 %572, %583
  %585 = icmp sle i64 1, %467
  %586 = xor i1 %585, true
  %587 = or i1 %586, %584
  br i1 %587, label %ok201, label %bad200

bad200:                                           ; preds = %ok199
  %588 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.92, i64 %571, i64 %577, i64 0, i64 %582)
  br label %fail

ok201:                                            ; preds = %ok199
  %589 = icmp sge i64 %440, 0
  br i1 %589, label %ok203, label %bad202

bad202:                                           ; preds = %ok201
  %590 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.93, i64 %440)
  br label %fail

ok203:                                            ; preds = %ok201
  %591 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 2, i64 %434)
  %592 = extractvalue { i64, i1 } %591, 1
  %593 = xor i1 %592, true
  br i1 %593, label %ok205, label %bad204

bad204:                                           ; preds = %ok203
  %594 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.94)
  br label %fail

ok205:                                            ; preds = %ok203
  %595 = extractvalue { i64, i1 } %591, 0
  %596 = call i64 @llvm.smin.i64(i64 %327, i64 %595)
  %597 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 -1, i64 %435)
  %598 = extractvalue { i64, i1 } %597, 1
  %599 = xor i1 %598, true
  br i1 %599, label %ok207, label %bad206

bad206:                                           ; preds = %ok205
  %600 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.95)
  br label %fail

ok207:                                            ; preds = %ok205
  %601 = extractvalue { i64, i1 } %597, 0
  %602 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %596, i64 %601)
  %603 = extractvalue { i64, i1 } %602, 1
  %604 = xor i1 %603, true
  br i1 %604, label %ok209, label %bad208

bad208:                                           ; preds = %ok207
  %605 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.96)
  br label %fail

ok209:                                            ; preds = %ok207
  %606 = extractvalue { i64, i1 } %602, 0
  %607 = icmp sge i64 %606, 0
  br i1 %607, label %ok211, label %bad210

bad210:                                           ; preds = %ok209
  %608 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.97, i64 %606)
  br label %fail

ok211:                                            ; preds = %ok209
  %609 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %334)
  %610 = extractvalue { i64, i1 } %609, 1
  %611 = xor i1 %610, true
  br i1 %611, label %ok213, label %bad212

bad212:                                           ; preds = %ok211
  %612 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.98)
  br label %fail

ok213:                                            ; preds = %ok211
  %613 = extractvalue { i64, i1 } %609, 0
  %614 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %613, i64 %596)
  %615 = extractvalue { i64, i1 } %614, 1
  %616 = xor i1 %615, true
  br i1 %616, label %ok215, label %bad214

bad214:                                           ; preds = %ok213
  %617 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.99)
  br label %fail

ok215:                                            ; preds = %ok213
  %618 = extractvalue { i64, i1 } %614, 0
  %619 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 -8, i64 %334)
  %620 = extractvalue { i64, i1 } %619, 1
  %621 = xor i1 %620, true
  br i1 %621, label %ok217, label %bad216

bad216:                                           ; preds = %ok215
  %622 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.100)
  br label %fail

ok217:                                            ; preds = %ok215
  %623 = extractvalue { i64, i1 } %619, 0
  %624 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %623, i64 %435)
  %625 = extractvalue { i64, i1 } %624, 1
  %626 = xor i1 %625, true
  br i1 %626, label %ok219, label %bad218

bad218:                                           ; preds = %ok217
  %627 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.101)
  br label %fail

ok219:                                            ; preds = %ok217
  %628 = extractvalue { i64, i1 } %624, 0
  %629 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %618, i64 %628)
  %630 = extractvalue { i64, i1 } %629, 1
  %631 = xor i1 %630, true
  br i1 %631, label %ok221, label %bad220

bad220:                                           ; preds = %ok219
  %632 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.102)
  br label %fail

ok221:                                            ; preds = %ok219
  %633 = extractvalue { i64, i1 } %629, 0
  %634 = icmp sle i64 0, %435
  %635 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 -1, i64 %596)
  %636 = extractvalue { i64, i1 } %635, 1
  %637 = xor i1 %636, true
  br i1 %637, label %ok223, label %bad222

bad222:                                           ; preds = %ok221
  %638 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.103)
  br label %fail

ok223:                                            ; preds = %ok221
  %639 = extractvalue { i64, i1 } %635, 0
  %640 = icmp sle i64 %639, %478
  %641 = and i1 %634, %640
  %642 = icmp sle i64 1, %606
  %643 = and i1 %481, %642
  %644 = xor i1 %643, true
  %645 = or i1 %644, %641
  br i1 %645, label %ok225, label %bad224

bad224:                                           ; preds = %ok223
  %646 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.104, i64 %435, i64 %639, i64 0, i64 %478)
  br label %fail

ok225:                                            ; preds = %ok223
  %647 = icmp sge i64 %606, 0
  br i1 %647, label %ok227, label %bad226

bad226:                                           ; preds = %ok225
  %648 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.105, i64 %606)
  br label %fail

ok227:                                            ; preds = %ok225
  %649 = xor i1 %643, true
  %650 = or i1 %649, %641
  br i1 %650, label %ok229, label %bad228

bad228:                                           ; preds = %ok227
  %651 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.106, i64 %435, i64 %639, i64 0, i64 %478)
  br label %fail

ok229:                                            ; preds = %ok227
  %652 = icmp sge i64 %606, 0
  br i1 %652, label %ok231, label %bad230

bad230:                                           ; preds = %ok229
  %653 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.107, i64 %606)
  br label %fail

ok231:                                            ; preds = %ok229
  %654 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %334, i64 %334)
  %655 = extractvalue { i64, i1 } %654, 1
  %656 = xor i1 %655, true
  br i1 %656, label %ok233, label %bad232

bad232:                                           ; preds = %ok231
  %657 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.108)
  br label %fail

ok233:                                            ; preds = %ok231
  %658 = extractvalue { i64, i1 } %654, 0
  %659 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %658, i64 %596)
  %660 = extractvalue { i64, i1 } %659, 1
  %661 = xor i1 %660, true
  br i1 %661, label %ok235, label %bad234

bad234:                                           ; preds = %ok233
  %662 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.109)
  br label %fail

ok235:                                            ; preds = %ok233
  %663 = extractvalue { i64, i1 } %659, 0
  %664 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 -1, i64 %334)
  %665 = extractvalue { i64, i1 } %664, 1
  %666 = xor i1 %665, true
  br i1 %666, label %ok237, label %bad236

bad236:                                           ; preds = %ok235
  %667 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.110)
  br label %fail

ok237:                                            ; preds = %ok235
  %668 = extractvalue { i64, i1 } %664, 0
  %669 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %668, i64 %334)
  %670 = extractvalue { i64, i1 } %669, 1
  %671 = xor i1 %670, true
  br i1 %671, label %ok239, label %bad238

bad238:                                           ; preds = %ok237
  %672 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.111)
  br label %fail

ok239:                                            ; preds = %ok237
  %673 = extractvalue { i64, i1 } %669, 0
  %674 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %673, i64 %435)
  %675 = extractvalue { i64, i1 } %674, 1
  %676 = xor i1 %675, true
  br i1 %676, label %ok241, label %bad240

bad240:                                           ; preds = %ok239
  %677 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.112)
  br label %fail

ok241:                                            ; preds = %ok239
  %678 = extractvalue { i64, i1 } %674, 0
  %679 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %663, i64 %678)
  %680 = extractvalue { i64, i1 } %679, 1
  %681 = xor i1 %680, true
  br i1 %681, label %ok243, label %bad242

bad242:                                           ; preds = %ok241
  %682 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.113)
  br label %fail

ok243:                                            ; preds = %ok241
  %683 = extractvalue { i64, i1 } %679, 0
  %684 = xor i1 %643, true
  %685 = or i1 %684, %641
  br i1 %685, label %ok245, label %bad244

bad244:                                           ; preds = %ok243
  %686 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.114, i64 %435, i64 %639, i64 0, i64 %478)
  br label %fail

ok245:                                            ; preds = %ok243
  %687 = icmp sge i64 %606, 0
  br i1 %687, label %ok247, label %bad246

bad246:                                           ; preds = %ok245
  %688 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.115, i64 %606)
  br label %fail

ok247:                                            ; preds = %ok245
  %689 = xor i1 %643, true
  %690 = or i1 %689, %641
  br i1 %690, label %ok249, label %bad248

bad248:                                           ; preds = %ok247
  %691 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.116, i64 %435, i64 %639, i64 0, i64 %478)
  br label %fail

ok249:                                            ; preds = %ok247
  %692 = icmp sge i64 %606, 0
  br i1 %692, label %ok251, label %bad250

bad250:                                           ; preds = %ok249
  %693 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.117, i64 %606)
  br label %fail

ok251:                                            ; preds = %ok249
  %694 = icmp sge i64 %606, 0
  br i1 %694, label %ok253, label %bad252

bad252:                                           ; preds = %ok251
  %695 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.118, i64 %606)
  br label %fail

ok253:                                            ; preds = %ok251
  %696 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %334, i64 %596)
  %697 = extractvalue { i64, i1 } %696, 1
  %698 = xor i1 %697, true
  br i1 %698, label %ok255, label %bad254

bad254:                                           ; preds = %ok253
  %699 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.119)
  br label %fail

ok255:                                            ; preds = %ok253
  %700 = extractvalue { i64, i1 } %696, 0
  %701 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 -1, i64 %334)
  %702 = extractvalue { i64, i1 } %701, 1
  %703 = xor i1 %702, true
  br i1 %703, label %ok257, label %bad256

bad256:                                           ; preds = %ok255
  %704 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.120)
  br label %fail

ok257:                                            ; preds = %ok255
  %705 = extractvalue { i64, i1 } %701, 0
  %706 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %705, i64 %435)
  %707 = extractvalue { i64, i1 } %706, 1
  %708 = xor i1 %707, true
  br i1 %708, label %ok259, label %bad258

bad258:                                           ; preds = %ok257
  %709 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.121)
  br label %fail

ok259:                                            ; preds = %ok257
  %710 = extractvalue { i64, i1 } %706, 0
  %711 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %700, i64 %710)
  %712 = extractvalue { i64, i1 } %711, 1
  %713 = xor i1 %712, true
  br i1 %713, label %ok261, label %bad260

bad260:                                           ; preds = %ok259
  %714 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.122)
  br label %fail

ok261:                                            ; preds = %ok259
  %715 = extractvalue { i64, i1 } %711, 0
  %716 = icmp sge i64 %606, 0
  br i1 %716, label %ok263, label %bad262

bad262:                                           ; preds = %ok261
  %717 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.123, i64 %606)
  br label %fail

ok263:                                            ; preds = %ok261
  %718 = icmp sge i64 %606, 0
  br i1 %718, label %ok265, label %bad264

bad264:                                           ; preds = %ok263
  %719 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.124, i64 %606)
  br label %fail

ok265:                                            ; preds = %ok263
  %720 = icmp sge i64 %633, 0
  br i1 %720, label %ok267, label %bad266

bad266:                                           ; preds = %ok265
  %721 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.125, i64 %633)
  br label %fail

ok267:                                            ; preds = %ok265
  %722 = icmp sle i64 0, %462
  %723 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 -1, i64 %618)
  %724 = extractvalue { i64, i1 } %723, 1
  %725 = xor i1 %724, true
  br i1 %725, label %ok269, label %bad268

bad268:                                           ; preds = %ok267
  %726 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.126)
  br label %fail

ok269:                                            ; preds = %ok267
  %727 = extractvalue { i64, i1 } %723, 0
  %728 = icmp sle i64 %727, %582
  %729 = and i1 %722, %728
  %730 = icmp sle i64 1, %633
  %731 = xor i1 %730, true
  %732 = or i1 %731, %729
  br i1 %732, label %ok271, label %bad270

bad270:                                           ; preds = %ok269
  %733 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.127, i64 %462, i64 %727, i64 0, i64 %582)
  br label %fail

ok271:                                            ; preds = %ok269
  %734 = icmp sge i64 %606, 0
  br i1 %734, label %ok273, label %bad272

bad272:                                           ; preds = %ok271
  %735 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.128, i64 %606)
  br label %fail

ok273:                                            ; preds = %ok271
  %736 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 -1, i64 %596)
  %737 = extractvalue { i64, i1 } %736, 1
  %738 = xor i1 %737, true
  br i1 %738, label %ok275, label %bad274

bad274:                                           ; preds = %ok273
  %739 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.129)
  br label %fail

ok275:                                            ; preds = %ok273
  %740 = extractvalue { i64, i1 } %736, 0
  %741 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 3, i64 %434)
  %742 = extractvalue { i64, i1 } %741, 1
  %743 = xor i1 %742, true
  br i1 %743, label %ok277, label %bad276

bad276:                                           ; preds = %ok275
  %744 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.130)
  br label %fail

ok277:                                            ; preds = %ok275
  %745 = extractvalue { i64, i1 } %741, 0
  %746 = call i64 @llvm.smin.i64(i64 %327, i64 %745)
  %747 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %740, i64 %746)
  %748 = extractvalue { i64, i1 } %747, 1
  %749 = xor i1 %748, true
  br i1 %749, label %ok279, label %bad278

bad278:                                           ; preds = %ok277
  %750 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.131)
  br label %fail

ok279:                                            ; preds = %ok277
  %751 = extractvalue { i64, i1 } %747, 0
  %752 = icmp sge i64 %751, 0
  br i1 %752, label %ok281, label %bad280

bad280:                                           ; preds = %ok279
  %753 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.132, i64 %751)
  br label %fail

ok281:                                            ; preds = %ok279
  %754 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 -8, i64 %334)
  %755 = extractvalue { i64, i1 } %754, 1
  %756 = xor i1 %755, true
  br i1 %756, label %ok283, label %bad282

bad282:                                           ; preds = %ok281
  %757 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.133)
  br label %fail

ok283:                                            ; preds = %ok281
  %758 = extractvalue { i64, i1 } %754, 0
  %759 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %758, i64 %596)
  %760 = extractvalue { i64, i1 } %759, 1
  %761 = xor i1 %760, true
  br i1 %761, label %ok285, label %bad284

bad284:                                           ; preds = %ok283
  %762 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.134)
  br label %fail

ok285:                                            ; preds = %ok283
  %763 = extractvalue { i64, i1 } %759, 0
  %764 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %334)
  %765 = extractvalue { i64, i1 } %764, 1
  %766 = xor i1 %765, true
  br i1 %766, label %ok287, label %bad286

bad286:                                           ; preds = %ok285
  %767 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.135)
  br label %fail

ok287:                                            ; preds = %ok285
  %768 = extractvalue { i64, i1 } %764, 0
  %769 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %768, i64 %746)
  %770 = extractvalue { i64, i1 } %769, 1
  %771 = xor i1 %770, true
  br i1 %771, label %ok289, label %bad288

bad288:                                           ; preds = %ok287
  %772 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.136)
  br label %fail

ok289:                                            ; preds = %ok287
  %773 = extractvalue { i64, i1 } %769, 0
  %774 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %763, i64 %773)
  %775 = extractvalue { i64, i1 } %774, 1
  %776 = xor i1 %775, true
  br i1 %776, label %ok291, label %bad290

bad290:                                           ; preds = %ok289
  %777 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.137)
  br label %fail

ok291:                                            ; preds = %ok289
  %778 = extractvalue { i64, i1 } %774, 0
  %779 = icmp sle i64 0, %596
  %780 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 -1, i64 %746)
  %781 = extractvalue { i64, i1 } %780, 1
  %782 = xor i1 %781, true
  br i1 %782, label %ok293, label %bad292

bad292:                                           ; preds = %ok291
  %783 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.138)
  br label %fail

ok293:                                            ; preds = %ok291
  %784 = extractvalue { i64, i1 } %780, 0
  %785 = icmp sle i64 %784, %478
  %786 = and i1 %779, %785
  %787 = icmp sle i64 1, %751
  %788 = and i1 %481, %787
  %789 = xor i1 %788, true
  %790 = or i1 %789, %786
  br i1 %790, label %ok295, label %bad294

bad294:                                           ; preds = %ok293
  %791 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.139, i64 %596, i64 %784, i64 0, i64 %478)
  br label %fail

ok295:                                            ; preds = %ok293
  %792 = icmp sge i64 %751, 0
  br i1 %792, label %ok297, label %bad296

bad296:                                           ; preds = %ok295
  %793 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.140, i64 %751)
  br label %fail

ok297:                                            ; preds = %ok295
  %794 = xor i1 %788, true
  %795 = or i1 %794, %786
  br i1 %795, label %ok299, label %bad298

bad298:                                           ; preds = %ok297
  %796 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.141, i64 %596, i64 %784, i64 0, i64 %478)
  br label %fail

ok299:                                            ; preds = %ok297
  %797 = icmp sge i64 %751, 0
  br i1 %797, label %ok301, label %bad300

bad300:                                           ; preds = %ok299
  %798 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.142, i64 %751)
  br label %fail

ok301:                                            ; preds = %ok299
  %799 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 -1, i64 %334)
  %800 = extractvalue { i64, i1 } %799, 1
  %801 = xor i1 %800, true
  br i1 %801, label %ok303, label %bad302

bad302:                                           ; preds = %ok301
  %802 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.143)
  br label %fail

ok303:                                            ; preds = %ok301
  %803 = extractvalue { i64, i1 } %799, 0
  %804 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %803, i64 %334)
  %805 = extractvalue { i64, i1 } %804, 1
  %806 = xor i1 %805, true
  br i1 %806, label %ok305, label %bad304

bad304:                                           ; preds = %ok303
  %807 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.144)
  br label %fail

ok305:                                            ; preds = %ok303
  %808 = extractvalue { i64, i1 } %804, 0
  %809 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %808, i64 %596)
  %810 = extractvalue { i64, i1 } %809, 1
  %811 = xor i1 %810, true
  br i1 %811, label %ok307, label %bad306

bad306:                                           ; preds = %ok305
  %812 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.145)
  br label %fail

ok307:                                            ; preds = %ok305
  %813 = extractvalue { i64, i1 } %809, 0
  %814 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %334, i64 %334)
  %815 = extractvalue { i64, i1 } %814, 1
  %816 = xor i1 %815, true
  br i1 %816, label %ok309, label %bad308

bad308:                                           ; preds = %ok307
  %817 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.146)
  br label %fail

ok309:                                            ; preds = %ok307
  %818 = extractvalue { i64, i1 } %814, 0
  %819 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %818, i64 %746)
  %820 = extractvalue { i64, i1 } %819, 1
  %821 = xor i1 %820, true
  br i1 %821, label %ok311, label %bad310

bad310:                                           ; preds = %ok309
  %822 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.147)
  br label %fail

ok311:                                            ; preds = %ok309
  %823 = extractvalue { i64, i1 } %819, 0
  %824 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %813, i64 %823)
  %825 = extractvalue { i64, i1 } %824, 1
  %826 = xor i1 %825, true
  br i1 %826, label %ok313, label %bad312

bad312:                                           ; preds = %ok311
  %827 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.148)
  br label %fail

ok313:                                            ; preds = %ok311
  %828 = extractvalue { i64, i1 } %824, 0
  %829 = xor i1 %788, true
  %830 = or i1 %829, %786
  br i1 %830, label %ok315, label %bad314

bad314:                                           ; preds = %ok313
  %831 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.149, i64 %596, i64 %784, i64 0, i64 %478)
  br label %fail

ok315:                                            ; preds = %ok313
  %832 = icmp sge i64 %751, 0
  br i1 %832, label %ok317, label %bad316

bad316:                                           ; preds = %ok315
  %833 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.150, i64 %751)
  br label %fail

ok317:                                            ; preds = %ok315
  %834 = xor i1 %788, true
  %835 = or i1 %834, %786
  br i1 %835, label %ok319, label %bad318

bad318:                                           ; preds = %ok317
  %836 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.151, i64 %596, i64 %784, i64 0, i64 %478)
  br label %fail

ok319:                                            ; preds = %ok317
  %837 = icmp sge i64 %751, 0
  br i1 %837, label %ok321, label %bad320

bad320:                                           ; preds = %ok319
  %838 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.152, i64 %751)
  br label %fail

ok321:                                            ; preds = %ok319
  %839 = icmp sge i64 %751, 0
  br i1 %839, label %ok323, label %bad322

bad322:                                           ; preds = %ok321
  %840 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.153, i64 %751)
  br label %fail

ok323:                                            ; preds = %ok321
  %841 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 -1, i64 %334)
  %842 = extractvalue { i64, i1 } %841, 1
  %843 = xor i1 %842, true
  br i1 %843, label %ok325, label %bad324

bad324:                                           ; preds = %ok323
  %844 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.154)
  br label %fail

ok325:                                            ; preds = %ok323
  %845 = extractvalue { i64, i1 } %841, 0
  %846 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %845, i64 %596)
  %847 = extractvalue { i64, i1 } %846, 1
  %848 = xor i1 %847, true
  br i1 %848, label %ok327, label %bad326

bad326:                                           ; preds = %ok325
  %849 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.155)
  br label %fail

ok327:                                            ; preds = %ok325
  %850 = extractvalue { i64, i1 } %846, 0
  %851 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %334, i64 %746)
  %852 = extractvalue { i64, i1 } %851, 1
  %853 = xor i1 %852, true
  br i1 %853, label %ok329, label %bad328

bad328:                                           ; preds = %ok327
  %854 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.156)
  br label %fail

ok329:                                            ; preds = %ok327
  %855 = extractvalue { i64, i1 } %851, 0
  %856 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %850, i64 %855)
  %857 = extractvalue { i64, i1 } %856, 1
  %858 = xor i1 %857, true
  br i1 %858, label %ok331, label %bad330

bad330:                                           ; preds = %ok329
  %859 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.157)
  br label %fail

ok331:                                            ; preds = %ok329
  %860 = extractvalue { i64, i1 } %856, 0
  %861 = icmp sge i64 %751, 0
  br i1 %861, label %ok333, label %bad332

bad332:                                           ; preds = %ok331
  %862 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.158, i64 %751)
  br label %fail

ok333:                                            ; preds = %ok331
  %863 = icmp sge i64 %751, 0
  br i1 %863, label %ok335, label %bad334

bad334:                                           ; preds = %ok333
  %864 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.159, i64 %751)
  br label %fail

ok335:                                            ; preds = %ok333
  %865 = icmp sge i64 %778, 0
  br i1 %865, label %ok337, label %bad336

bad336:                                           ; preds = %ok335
  %866 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.160, i64 %778)
  br label %fail

ok337:                                            ; preds = %ok335
  %867 = icmp sle i64 0, %618
  %868 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 -1, i64 %773)
  %869 = extractvalue { i64, i1 } %868, 1
  %870 = xor i1 %869, true
  br i1 %870, label %ok339, label %bad338

bad338:                                           ; preds = %ok337
  %871 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.161)
  br label %fail

ok339:                                            ; preds = %ok337
  %872 = extractvalue { i64, i1 } %868, 0
  %873 = icmp sle i64 %872, %582
  %874 = and i1 %867, %873
  %875 = icmp sle i64 1, %778
  %876 = xor i1 %875, true
  %877 = or i1 %876, %874
  br i1 %877, label %ok341, label %bad340

bad340:                                           ; preds = %ok339
  %878 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.162, i64 %618, i64 %872, i64 0, i64 %582)
  br label %fail

ok341:                                            ; preds = %ok339
  %879 = icmp sge i64 %751, 0
  br i1 %879, label %ok343, label %bad342

bad342:                                           ; preds = %ok341
  %880 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.163, i64 %751)
  br label %fail

ok343:                                            ; preds = %ok341
  %881 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 -1, i64 %746)
  %882 = extractvalue { i64, i1 } %881, 1
  %883 = xor i1 %882, true
  br i1 %883, label %ok345, label %bad344

bad344:                                           ; preds = %ok343
  %884 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.164)
  br label %fail

ok345:                                            ; preds = %ok343
  %885 = extractvalue { i64, i1 } %881, 0
  %886 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 4, i64 %434)
  %887 = extractvalue { i64, i1 } %886, 1
  %888 = xor i1 %887, true
  br i1 %888, label %ok347, label %bad346

bad346:                                           ; preds = %ok345
  %889 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.165)
  br label %fail

ok347:                                            ; preds = %ok345
  %890 = extractvalue { i64, i1 } %886, 0
  %891 = call i64 @llvm.smin.i64(i64 %327, i64 %890)
  %892 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %885, i64 %891)
  %893 = extractvalue { i64, i1 } %892, 1
  %894 = xor i1 %893, true
  br i1 %894, label %ok349, label %bad348

bad348:                                           ; preds = %ok347
  %895 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.166)
  br label %fail

ok349:                                            ; preds = %ok347
  %896 = extractvalue { i64, i1 } %892, 0
  %897 = icmp sge i64 %896, 0
  br i1 %897, label %ok351, label %bad350

bad350:                                           ; preds = %ok349
  %898 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.167, i64 %896)
  br label %fail

ok351:                                            ; preds = %ok349
  %899 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 -8, i64 %334)
  %900 = extractvalue { i64, i1 } %899, 1
  %901 = xor i1 %900, true
  br i1 %901, label %ok353, label %bad352

bad352:                                           ; preds = %ok351
  %902 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.168)
  br label %fail

ok353:                                            ; preds = %ok351
  %903 = extractvalue { i64, i1 } %899, 0
  %904 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %903, i64 %746)
  %905 = extractvalue { i64, i1 } %904, 1
  %906 = xor i1 %905, true
  br i1 %906, label %ok355, label %bad354

bad354:                                           ; preds = %ok353
  %907 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.169)
  br label %fail

ok355:                                            ; preds = %ok353
  %908 = extractvalue { i64, i1 } %904, 0
  %909 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %334)
  %910 = extractvalue { i64, i1 } %909, 1
  %911 = xor i1 %910, true
  br i1 %911, label %ok357, label %bad356

bad356:                                           ; preds = %ok355
  %912 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.170)
  br label %fail

ok357:                                            ; preds = %ok355
  %913 = extractvalue { i64, i1 } %909, 0
  %914 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %913, i64 %891)
  %915 = extractvalue { i64, i1 } %914, 1
  %916 = xor i1 %915, true
  br i1 %916, label %ok359, label %bad358

bad358:                                           ; preds = %ok357
  %917 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.171)
  br label %fail

ok359:                                            ; preds = %ok357
  %918 = extractvalue { i64, i1 } %914, 0
  %919 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %908, i64 %918)
  %920 = extractvalue { i64, i1 } %919, 1
  %921 = xor i1 %920, true
  br i1 %921, label %ok361, label %bad360

bad360:                                           ; preds = %ok359
  %922 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.172)
  br label %fail

ok361:                                            ; preds = %ok359
  %923 = extractvalue { i64, i1 } %919, 0
  %924 = icmp sle i64 0, %746
  %925 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 -1, i64 %891)
  %926 = extractvalue { i64, i1 } %925, 1
  %927 = xor i1 %926, true
  br i1 %927, label %ok363, label %bad362

bad362:                                           ; preds = %ok361
  %928 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.173)
  br label %fail

ok363:                                            ; preds = %ok361
  %929 = extractvalue { i64, i1 } %925, 0
  %930 = icmp sle i64 %929, %478
  %931 = and i1 %924, %930
  %932 = icmp sle i64 1, %896
  %933 = and i1 %481, %932
  %934 = xor i1 %933, true
  %935 = or i1 %934, %931
  br i1 %935, label %ok365, label %bad364

bad364:                                           ; preds = %ok363
  %936 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.174, i64 %746, i64 %929, i64 0, i64 %478)
  br label %fail

ok365:                                            ; preds = %ok363
  %937 = icmp sge i64 %896, 0
  br i1 %937, label %ok367, label %bad366

bad366:                                           ; preds = %ok365
  %938 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.175, i64 %896)
  br label %fail

ok367:                                            ; preds = %ok365
  %939 = xor i1 %933, true
  %940 = or i1 %939, %931
  br i1 %940, label %ok369, label %bad368

bad368:                                           ; preds = %ok367
  %941 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.176, i64 %746, i64 %929, i64 0, i64 %478)
  br label %fail

ok369:                                            ; preds = %ok367
  %942 = icmp sge i64 %896, 0
  br i1 %942, label %ok371, label %bad370

bad370:                                           ; preds = %ok369
  %943 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.177, i64 %896)
  br label %fail

ok371:                                            ; preds = %ok369
  %944 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 -1, i64 %334)
  %945 = extractvalue { i64, i1 } %944, 1
  %946 = xor i1 %945, true
  br i1 %946, label %ok373, label %bad372

bad372:                                           ; preds = %ok371
  %947 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.178)
  br label %fail

ok373:                                            ; preds = %ok371
  %948 = extractvalue { i64, i1 } %944, 0
  %949 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %948, i64 %334)
  %950 = extractvalue { i64, i1 } %949, 1
  %951 = xor i1 %950, true
  br i1 %951, label %ok375, label %bad374

bad374:                                           ; preds = %ok373
  %952 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.179)
  br label %fail

ok375:                                            ; preds = %ok373
  %953 = extractvalue { i64, i1 } %949, 0
  %954 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %953, i64 %746)
  %955 = extractvalue { i64, i1 } %954, 1
  %956 = xor i1 %955, true
  br i1 %956, label %ok377, label %bad376

bad376:                                           ; preds = %ok375
  %957 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.180)
  br label %fail

ok377:                                            ; preds = %ok375
  %958 = extractvalue { i64, i1 } %954, 0
  %959 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %334, i64 %334)
  %960 = extractvalue { i64, i1 } %959, 1
  %961 = xor i1 %960, true
  br i1 %961, label %ok379, label %bad378

bad378:                                           ; preds = %ok377
  %962 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.181)
  br label %fail

ok379:                                            ; preds = %ok377
  %963 = extractvalue { i64, i1 } %959, 0
  %964 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %963, i64 %891)
  %965 = extractvalue { i64, i1 } %964, 1
  %966 = xor i1 %965, true
  br i1 %966, label %ok381, label %bad380

bad380:                                           ; preds = %ok379
  %967 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.182)
  br label %fail

ok381:                                            ; preds = %ok379
  %968 = extractvalue { i64, i1 } %964, 0
  %969 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %958, i64 %968)
  %970 = extractvalue { i64, i1 } %969, 1
  %971 = xor i1 %970, true
  br i1 %971, label %ok383, label %bad382

bad382:                                           ; preds = %ok381
  %972 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.183)
  br label %fail

ok383:                                            ; preds = %ok381
  %973 = extractvalue { i64, i1 } %969, 0
  %974 = xor i1 %933, true
  %975 = or i1 %974, %931
  br i1 %975, label %ok385, label %bad384

bad384:                                           ; preds = %ok383
  %976 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.184, i64 %746, i64 %929, i64 0, i64 %478)
  br label %fail

ok385:                                            ; preds = %ok383
  %977 = icmp sge i64 %896, 0
  br i1 %977, label %ok387, label %bad386

bad386:                                           ; preds = %ok385
  %978 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.185, i64 %896)
  br label %fail

ok387:                                            ; preds = %ok385
  %979 = xor i1 %933, true
  %980 = or i1 %979, %931
  br i1 %980, label %ok389, label %bad388

bad388:                                           ; preds = %ok387
  %981 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.186, i64 %746, i64 %929, i64 0, i64 %478)
  br label %fail

ok389:                                            ; preds = %ok387
  %982 = icmp sge i64 %896, 0
  br i1 %982, label %ok391, label %bad390

bad390:                                           ; preds = %ok389
  %983 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.187, i64 %896)
  br label %fail

ok391:                                            ; preds = %ok389
  %984 = icmp sge i64 %896, 0
  br i1 %984, label %ok393, label %bad392

bad392:                                           ; preds = %ok391
  %985 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.188, i64 %896)
  br label %fail

ok393:                                            ; preds = %ok391
  %986 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 -1, i64 %334)
  %987 = extractvalue { i64, i1 } %986, 1
  %988 = xor i1 %987, true
  br i1 %988, label %ok395, label %bad394

bad394:                                           ; preds = %ok393
  %989 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.189)
  br label %fail

ok395:                                            ; preds = %ok393
  %990 = extractvalue { i64, i1 } %986, 0
  %991 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %990, i64 %746)
  %992 = extractvalue { i64, i1 } %991, 1
  %993 = xor i1 %992, true
  br i1 %993, label %ok397, label %bad396

bad396:                                           ; preds = %ok395
  %994 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.190)
  br label %fail

ok397:                                            ; preds = %ok395
  %995 = extractvalue { i64, i1 } %991, 0
  %996 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %334, i64 %891)
  %997 = extractvalue { i64, i1 } %996, 1
  %998 = xor i1 %997, true
  br i1 %998, label %ok399, label %bad398

bad398:                                           ; preds = %ok397
  %999 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.191)
  br label %fail

ok399:                                            ; preds = %ok397
  %1000 = extractvalue { i64, i1 } %996, 0
  %1001 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %995, i64 %1000)
  %1002 = extractvalue { i64, i1 } %1001, 1
  %1003 = xor i1 %1002, true
  br i1 %1003, label %ok401, label %bad400

bad400:                                           ; preds = %ok399
  %1004 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.192)
  br label %fail

ok401:                                            ; preds = %ok399
  %1005 = extractvalue { i64, i1 } %1001, 0
  %1006 = icmp sge i64 %896, 0
  br i1 %1006, label %ok403, label %bad402

bad402:                                           ; preds = %ok401
  %1007 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.193, i64 %896)
  br label %fail

ok403:                                            ; preds = %ok401
  %1008 = icmp sge i64 %896, 0
  br i1 %1008, label %ok405, label %bad404

bad404:                                           ; preds = %ok403
  %1009 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.194, i64 %896)
  br label %fail

ok405:                                            ; preds = %ok403
  %1010 = icmp sge i64 %923, 0
  br i1 %1010, label %ok407, label %bad406

bad406:                                           ; preds = %ok405
  %1011 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.195, i64 %923)
  br label %fail

ok407:                                            ; preds = %ok405
  %1012 = icmp sle i64 0, %773
  %1013 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 -1, i64 %918)
  %1014 = extractvalue { i64, i1 } %1013, 1
  %1015 = xor i1 %1014, true
  br i1 %1015, label %ok409, label %bad408

bad408:                                           ; preds = %ok407
  %1016 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.196)
  br label %fail

ok409:                                            ; preds = %ok407
  %1017 = extractvalue { i64, i1 } %1013, 0
  %1018 = icmp sle i64 %1017, %582
  %1019 = and i1 %1012, %1018
  %1020 = icmp sle i64 1, %923
  %1021 = xor i1 %1020, true
  %1022 = or i1 %1021, %1019
  br i1 %1022, label %ok411, label %bad410

bad410:                                           ; preds = %ok409
  %1023 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.197, i64 %773, i64 %1017, i64 0, i64 %582)
  br label %fail

ok411:                                            ; preds = %ok409
  %1024 = icmp sge i64 %896, 0
  br i1 %1024, label %ok413, label %bad412

bad412:                                           ; preds = %ok411
  %1025 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.198, i64 %896)
  br label %fail

ok413:                                            ; preds = %ok411
  %arena414 = call ptr @cajit_rt_arena_create()
  store ptr %arena414, ptr %arena, align 8
  %1026 = icmp ne ptr %arena414, null
  br i1 %1026, label %ok416, label %bad415

bad415:                                           ; preds = %ok413
  %1027 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 5, ptr @str.199)
  br label %fail

ok416:                                            ; preds = %ok413
  %counts = alloca [8 x i64], align 8
  %1028 = getelementptr inbounds i64, ptr %counts, i64 0
  store i64 %523, ptr %1028, align 8
  %1029 = getelementptr inbounds i64, ptr %counts, i64 1
  store i64 %555, ptr %1029, align 8
  %1030 = getelementptr inbounds i64, ptr %counts, i64 2
  store i64 %683, ptr %1030, align 8
  %1031 = getelementptr inbounds i64, ptr %counts, i64 3
  store i64 %715, ptr %1031, align 8
  %1032 = getelementptr inbounds i64, ptr %counts, i64 4
  store i64 %828, ptr %1032, align 8
  %1033 = getelementptr inbounds i64, ptr %counts, i64 5
  store i64 %860, ptr %1033, align 8
  %1034 = getelementptr inbounds i64, ptr %counts, i64 6
  store i64 %973, ptr %1034, align 8
  %1035 = getelementptr inbounds i64, ptr %counts, i64 7
  store i64 %1005, ptr %1035, align 8
  %layout_scratch = alloca [32 x i64], align 8
  %offsets = alloca [8 x i64], align 8
  %total = call i64 @cajit_rt_plan_layout_cached(ptr @layout_cache, i32 8, ptr %counts, ptr @elem_sizes, ptr @first_use, ptr @last_use, ptr %layout_scratch, ptr %offsets)
  %1036 = icmp sge i64 %total, 0
  br i1 %1036, label %ok418, label %bad417

bad417:                                           ; preds = %ok416
  %1037 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 5, ptr @str.200)
  br label %fail

ok418:                                            ; preds = %ok416
  %intermediates = call ptr @cajit_rt_arena_alloc(ptr %arena414, i64 %total, i64 1)
  %1038 = icmp ne ptr %intermediates, null
  br i1 %1038, label %ok420, label %bad419

bad419:                                           ; preds = %ok418
  %1039 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 5, ptr @str.201, i64 %total)
  br label %fail

ok420:                                            ; preds = %ok418
  %1040 = getelementptr inbounds i64, ptr %offsets, i64 0
  %1041 = load i64, ptr %1040, align 8
  %1042 = getelementptr i8, ptr %intermediates, i64 %1041
  %1043 = getelementptr inbounds i64, ptr %bufs, i64 15
  store ptr %1042, ptr %1043, align 8
  %1044 = getelementptr inbounds i64, ptr %offsets, i64 1
  %1045 = load i64, ptr %1044, align 8
  %1046 = getelementptr i8, ptr %intermediates, i64 %1045
  %1047 = getelementptr inbounds i64, ptr %bufs, i64 16
  store ptr %1046, ptr %1047, align 8
  %1048 = getelementptr inbounds i64, ptr %offsets, i64 2
  %1049 = load i64, ptr %1048, align 8
  %1050 = getelementptr i8, ptr %intermediates, i64 %1049
  %1051 = getelementptr inbounds i64, ptr %bufs, i64 25
  store ptr %1050, ptr %1051, align 8
  %1052 = getelementptr inbounds i64, ptr %offsets, i64 3
  %1053 = load i64, ptr %1052, align 8
  %1054 = getelementptr i8, ptr %intermediates, i64 %1053
  %1055 = getelementptr inbounds i64, ptr %bufs, i64 26
  store ptr %1054, ptr %1055, align 8
  %1056 = getelementptr inbounds i64, ptr %offsets, i64 4
  %1057 = load i64, ptr %1056, align 8
  %1058 = getelementptr i8, ptr %intermediates, i64 %1057
  %1059 = getelementptr inbounds i64, ptr %bufs, i64 35
  store ptr %1058, ptr %1059, align 8
  %1060 = getelementptr inbounds i64, ptr %offsets, i64 5
  %1061 = load i64, ptr %1060, align 8
  %1062 = getelementptr i8, ptr %intermediates, i64 %1061
  %1063 = getelementptr inbounds i64, ptr %bufs, i64 36
  store ptr %1062, ptr %1063, align 8
  %1064 = getelementptr inbounds i64, ptr %offsets, i64 6
  %1065 = load i64, ptr %1064, align 8
  %1066 = getelementptr i8, ptr %intermediates, i64 %1065
  %1067 = getelementptr inbounds i64, ptr %bufs, i64 45
  store ptr %1066, ptr %1067, align 8
  %1068 = getelementptr inbounds i64, ptr %offsets, i64 7
  %1069 = load i64, ptr %1068, align 8
  %1070 = getelementptr i8, ptr %intermediates, i64 %1069
  %1071 = getelementptr inbounds i64, ptr %bufs, i64 46
  store ptr %1070, ptr %1071, align 8
  %oshape = alloca [3 x i64], align 8
  %1072 = getelementptr inbounds i64, ptr %oshape, i64 0
  store i64 %327, ptr %1072, align 8
  %1073 = getelementptr inbounds i64, ptr %oshape, i64 1
  store i64 %334, ptr %1073, align 8
  %1074 = getelementptr inbounds i64, ptr %oshape, i64 2
  store i64 8, ptr %1074, align 8
  %1075 = call ptr @cajit_rt_dlpack_alloc(i32 2, i32 32, i32 3, ptr %oshape)
  %1076 = getelementptr inbounds i64, ptr %outs, i64 0
  store ptr %1075, ptr %1076, align 8
  %1077 = icmp ne ptr %1075, null
  br i1 %1077, label %ok422, label %bad421

bad421:                                           ; preds = %ok420
  %1078 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 5, ptr @str.202, i64 %339)
  br label %fail

ok422:                                            ; preds = %ok420
  %1079 = getelementptr inbounds i8, ptr %1075, i64 0
  %1080 = load ptr, ptr %1079, align 8
  %1081 = getelementptr inbounds i64, ptr %bufs, i64 10
  store ptr %1080, ptr %1081, align 8
  %1082 = getelementptr inbounds i64, ptr %inputs_now, i64 0
  %1083 = getelementptr inbounds i64, ptr %bufs, i64 0
  %1084 = call i32 @cajit_rt_input_ready(ptr %call, i32 0, ptr %1082, ptr %1083, ptr @str.203)
  %1085 = icmp eq i32 %1084, 0
  br i1 %1085, label %ok423, label %fail

ok423:                                            ; preds = %ok422
  %1086 = getelementptr inbounds i64, ptr %inputs_now, i64 1
  %1087 = getelementptr inbounds i64, ptr %bufs, i64 1
  %1088 = call i32 @cajit_rt_input_ready(ptr %call, i32 1, ptr %1086, ptr %1087, ptr @str.204)
  %1089 = icmp eq i32 %1088, 0
  br i1 %1089, label %ok424, label %fail

ok424:                                            ; preds = %ok423
  %1090 = getelementptr inbounds i64, ptr %bufs, i64 0
  %1091 = load ptr, ptr %1090, align 8
  %1092 = getelementptr inbounds i64, ptr %bufs, i64 1
  %1093 = load ptr, ptr %1092, align 8
  %1094 = getelementptr inbounds i64, ptr %bufs, i64 15
  %1095 = load ptr, ptr %1094, align 8
  %1096 = getelementptr inbounds i64, ptr %syms, i64 0
  %1097 = load i64, ptr %1096, align 8
  %1098 = getelementptr inbounds i64, ptr %syms, i64 1
  %1099 = load i64, ptr %1098, align 8
  %1100 = getelementptr inbounds i64, ptr %syms, i64 2
  %1101 = load i64, ptr %1100, align 8
  %1102 = getelementptr inbounds i64, ptr %syms, i64 3
  %1103 = load i64, ptr %1102, align 8
  %1104 = getelementptr inbounds i64, ptr %syms, i64 4
  %1105 = load i64, ptr %1104, align 8
  %1106 = getelementptr inbounds i64, ptr %syms, i64 5
  %1107 = load i64, ptr %1106, align 8
  %1108 = getelementptr inbounds i64, ptr %syms, i64 6
  %1109 = load i64, ptr %1108, align 8
  %1110 = getelementptr inbounds i64, ptr %syms, i64 7
  %1111 = load i64, ptr %1110, align 8
  %1112 = call i32 @k0._4___aten_bmm_default(ptr %1091, ptr %1093, ptr %1095, i64 %1097, i64 %1099, i64 %1101, i64 %1103, i64 %1105, i64 %1107, i64 %1109, i64 %1111, ptr %call)
  %1113 = icmp eq i32 %1112, 0
  br i1 %1113, label %ok425, label %fail

ok425:                                            ; preds = %ok424
  %1114 = getelementptr inbounds i64, ptr %inputs_now, i64 2
  %1115 = getelementptr inbounds i64, ptr %bufs, i64 2
  %1116 = call i32 @cajit_rt_input_ready(ptr %call, i32 2, ptr %1114, ptr %1115, ptr @str.205)
  %1117 = icmp eq i32 %1116, 0
  br i1 %1117, label %ok426, label %fail

ok426:                                            ; preds = %ok425
  %1118 = getelementptr inbounds i64, ptr %bufs, i64 2
  %1119 = load ptr, ptr %1118, align 8
  %1120 = getelementptr inbounds i64, ptr %bufs, i64 15
  %1121 = load ptr, ptr %1120, align 8
  %1122 = getelementptr inbounds i64, ptr %bufs, i64 16
  %1123 = load ptr, ptr %1122, align 8
  %1124 = getelementptr inbounds i64, ptr %syms, i64 0
  %1125 = load i64, ptr %1124, align 8
  %1126 = getelementptr inbounds i64, ptr %syms, i64 1
  %1127 = load i64, ptr %1126, align 8
  %1128 = getelementptr inbounds i64, ptr %syms, i64 8
  %1129 = load i64, ptr %1128, align 8
  %1130 = getelementptr inbounds i64, ptr %syms, i64 9
  %1131 = load i64, ptr %1130, align 8
  %1132 = getelementptr inbounds i64, ptr %syms, i64 10
  %1133 = load i64, ptr %1132, align 8
  call void @k1._5___aten__softmax_backward_data_default(ptr %1119, ptr %1121, ptr %1123, i64 %1125, i64 %1127, i64 %1129, i64 %1131, i64 %1133)
  %1134 = getelementptr inbounds i64, ptr %inputs_now, i64 3
  %1135 = getelementptr inbounds i64, ptr %bufs, i64 3
  %1136 = call i32 @cajit_rt_input_ready(ptr %call, i32 3, ptr %1134, ptr %1135, ptr @str.206)
  %1137 = icmp eq i32 %1136, 0
  br i1 %1137, label %ok427, label %fail

ok427:                                            ; preds = %ok426
  %1138 = getelementptr inbounds i64, ptr %bufs, i64 3
  %1139 = load ptr, ptr %1138, align 8
  %1140 = getelementptr inbounds i64, ptr %bufs, i64 10
  %1141 = load ptr, ptr %1140, align 8
  %1142 = getelementptr inbounds i64, ptr %bufs, i64 15
  %1143 = load ptr, ptr %1142, align 8
  %1144 = getelementptr inbounds i64, ptr %syms, i64 0
  %1145 = load i64, ptr %1144, align 8
  %1146 = getelementptr inbounds i64, ptr %syms, i64 1
  %1147 = load i64, ptr %1146, align 8
  %1148 = getelementptr inbounds i64, ptr %syms, i64 11
  %1149 = load i64, ptr %1148, align 8
  %1150 = getelementptr inbounds i64, ptr %syms, i64 12
  %1151 = load i64, ptr %1150, align 8
  %1152 = getelementptr inbounds i64, ptr %syms, i64 13
  %1153 = load i64, ptr %1152, align 8
  %1154 = call i32 @k3._6___aten_bmm_default(ptr %1139, ptr %1141, ptr %1143, i64 %1145, i64 %1147, i64 %1149, i64 %1151, i64 %1153, ptr %call)
  %1155 = icmp eq i32 %1154, 0
  br i1 %1155, label %ok428, label %fail

ok428:                                            ; preds = %ok427
  %1156 = getelementptr inbounds i64, ptr %bufs, i64 0
  %1157 = load ptr, ptr %1156, align 8
  %1158 = getelementptr inbounds i64, ptr %bufs, i64 10
  %1159 = load ptr, ptr %1158, align 8
  %1160 = getelementptr inbounds i64, ptr %bufs, i64 15
  %1161 = load ptr, ptr %1160, align 8
  %1162 = getelementptr inbounds i64, ptr %syms, i64 0
  %1163 = load i64, ptr %1162, align 8
  %1164 = getelementptr inbounds i64, ptr %syms, i64 1
  %1165 = load i64, ptr %1164, align 8
  %1166 = getelementptr inbounds i64, ptr %syms, i64 2
  %1167 = load i64, ptr %1166, align 8
  %1168 = getelementptr inbounds i64, ptr %syms, i64 3
  %1169 = load i64, ptr %1168, align 8
  %1170 = getelementptr inbounds i64, ptr %syms, i64 4
  %1171 = load i64, ptr %1170, align 8
  %1172 = call i32 @k4._8___aten_bmm_default(ptr %1157, ptr %1159, ptr %1161, i64 %1163, i64 %1165, i64 %1167, i64 %1169, i64 %1171, ptr %call)
  %1173 = icmp eq i32 %1172, 0
  br i1 %1173, label %ok429, label %fail

ok429:                                            ; preds = %ok428
  %1174 = getelementptr inbounds i64, ptr %bufs, i64 0
  %1175 = load ptr, ptr %1174, align 8
  %1176 = getelementptr inbounds i64, ptr %bufs, i64 1
  %1177 = load ptr, ptr %1176, align 8
  %1178 = getelementptr inbounds i64, ptr %bufs, i64 25
  %1179 = load ptr, ptr %1178, align 8
  %1180 = getelementptr inbounds i64, ptr %syms, i64 0
  %1181 = load i64, ptr %1180, align 8
  %1182 = getelementptr inbounds i64, ptr %syms, i64 1
  %1183 = load i64, ptr %1182, align 8
  %1184 = getelementptr inbounds i64, ptr %syms, i64 2
  %1185 = load i64, ptr %1184, align 8
  %1186 = getelementptr inbounds i64, ptr %syms, i64 3
  %1187 = load i64, ptr %1186, align 8
  %1188 = getelementptr inbounds i64, ptr %syms, i64 4
  %1189 = load i64, ptr %1188, align 8
  %1190 = getelementptr inbounds i64, ptr %syms, i64 5
  %1191 = load i64, ptr %1190, align 8
  %1192 = getelementptr inbounds i64, ptr %syms, i64 6
  %1193 = load i64, ptr %1192, align 8
  %1194 = getelementptr inbounds i64, ptr %syms, i64 7
  %1195 = load i64, ptr %1194, align 8
  %1196 = call i32 @k5._4___aten_bmm_default(ptr %1175, ptr %1177, ptr %1179, i64 %1181, i64 %1183, i64 %1185, i64 %1187, i64 %1189, i64 %1191, i64 %1193, i64 %1195, ptr %call)
  %1197 = icmp eq i32 %1196, 0
  br i1 %1197, label %ok430, label %fail

ok430:                                            ; preds = %ok429
  %1198 = getelementptr inbounds i64, ptr %bufs, i64 2
  %1199 = load ptr, ptr %1198, align 8
  %1200 = getelementptr inbounds i64, ptr %bufs, i64 25
  %1201 = load ptr, ptr %1200, align 8
  %1202 = getelementptr inbounds i64, ptr %bufs, i64 26
  %1203 = load ptr, ptr %1202, align 8
  %1204 = getelementptr inbounds i64, ptr %syms, i64 0
  %1205 = load i64, ptr %1204, align 8
  %1206 = getelementptr inbounds i64, ptr %syms, i64 1
  %1207 = load i64, ptr %1206, align 8
  %1208 = getelementptr inbounds i64, ptr %syms, i64 8
  %1209 = load i64, ptr %1208, align 8
  %1210 = getelementptr inbounds i64, ptr %syms, i64 9
  %1211 = load i64, ptr %1210, align 8
  %1212 = getelementptr inbounds i64, ptr %syms, i64 10
  %1213 = load i64, ptr %1212, align 8
  call void @k6._5___aten__softmax_backward_data_default(ptr %1199, ptr %1201, ptr %1203, i64 %1205, i64 %1207, i64 %1209, i64 %1211, i64 %1213)
  %1214 = getelementptr inbounds i64, ptr %bufs, i64 3
  %1215 = load ptr, ptr %1214, align 8
  %1216 = getelementptr inbounds i64, ptr %bufs, i64 10
  %1217 = load ptr, ptr %1216, align 8
  %1218 = getelementptr inbounds i64, ptr %bufs, i64 25
  %1219 = load ptr, ptr %1218, align 8
  %1220 = getelementptr inbounds i64, ptr %syms, i64 0
  %1221 = load i64, ptr %1220, align 8
  %1222 = getelementptr inbounds i64, ptr %syms, i64 1
  %1223 = load i64, ptr %1222, align 8
  %1224 = getelementptr inbounds i64, ptr %syms, i64 11
  %1225 = load i64, ptr %1224, align 8
  %1226 = getelementptr inbounds i64, ptr %syms, i64 12
  %1227 = load i64, ptr %1226, align 8
  %1228 = getelementptr inbounds i64, ptr %syms, i64 13
  %1229 = load i64, ptr %1228, align 8
  %1230 = call i32 @k8._6___aten_bmm_default(ptr %1215, ptr %1217, ptr %1219, i64 %1221, i64 %1223, i64 %1225, i64 %1227, i64 %1229, ptr %call)
  %1231 = icmp eq i32 %1230, 0
  br i1 %1231, label %ok431, label %fail

ok431:                                            ; preds = %ok430
  %1232 = getelementptr inbounds i64, ptr %bufs, i64 0
  %1233 = load ptr, ptr %1232, align 8
  %1234 = getelementptr inbounds i64, ptr %bufs, i64 10
  %1235 = load ptr, ptr %1234, align 8
  %1236 = getelementptr inbounds i64, ptr %bufs, i64 25
  %1237 = load ptr, ptr %1236, align 8
  %1238 = getelementptr inbounds i64, ptr %syms, i64 0
  %1239 = load i64, ptr %1238, align 8
  %1240 = getelementptr inbounds i64, ptr %syms, i64 1
  %1241 = load i64, ptr %1240, align 8
  %1242 = getelementptr inbounds i64, ptr %syms, i64 2
  %1243 = load i64, ptr %1242, align 8
  %1244 = getelementptr inbounds i64, ptr %syms, i64 3
  %1245 = load i64, ptr %1244, align 8
  %1246 = getelementptr inbounds i64, ptr %syms, i64 4
  %1247 = load i64, ptr %1246, align 8
  %1248 = call i32 @k9._8___aten_bmm_default(ptr %1233, ptr %1235, ptr %1237, i64 %1239, i64 %1241, i64 %1243, i64 %1245, i64 %1247, ptr %call)
  %1249 = icmp eq i32 %1248, 0
  br i1 %1249, label %ok432, label %fail

ok432:                                            ; preds = %ok431
  %1250 = getelementptr inbounds i64, ptr %bufs, i64 0
  %1251 = load ptr, ptr %1250, align 8
  %1252 = getelementptr inbounds i64, ptr %bufs, i64 1
  %1253 = load ptr, ptr %1252, align 8
  %1254 = getelementptr inbounds i64, ptr %bufs, i64 35
  %1255 = load ptr, ptr %1254, align 8
  %1256 = getelementptr inbounds i64, ptr %syms, i64 0
  %1257 = load i64, ptr %1256, align 8
  %1258 = getelementptr inbounds i64, ptr %syms, i64 1
  %1259 = load i64, ptr %1258, align 8
  %1260 = getelementptr inbounds i64, ptr %syms, i64 2
  %1261 = load i64, ptr %1260, align 8
  %1262 = getelementptr inbounds i64, ptr %syms, i64 3
  %1263 = load i64, ptr %1262, align 8
  %1264 = getelementptr inbounds i64, ptr %syms, i64 4
  %1265 = load i64, ptr %1264, align 8
  %1266 = getelementptr inbounds i64, ptr %syms, i64 5
  %1267 = load i64, ptr %1266, align 8
  %1268 = getelementptr inbounds i64, ptr %syms, i64 6
  %1269 = load i64, ptr %1268, align 8
  %1270 = getelementptr inbounds i64, ptr %syms, i64 7
  %1271 = load i64, ptr %1270, align 8
  %1272 = call i32 @k10._4___aten_bmm_default(ptr %1251, ptr %1253, ptr %1255, i64 %1257, i64 %1259, i64 %1261, i64 %1263, i64 %1265, i64 %1267, i64 %1269, i64 %1271, ptr %call)
  %1273 = icmp eq i32 %1272, 0
  br i1 %1273, label %ok433, label %fail

ok433:                                            ; preds = %ok432
  %1274 = getelementptr inbounds i64, ptr %bufs, i64 2
  %1275 = load ptr, ptr %1274, align 8
  %1276 = getelementptr inbounds i64, ptr %bufs, i64 35
  %1277 = load ptr, ptr %1276, align 8
  %1278 = getelementptr inbounds i64, ptr %bufs, i64 36
  %1279 = load ptr, ptr %1278, align 8
  %1280 = getelementptr inbounds i64, ptr %syms, i64 0
  %1281 = load i64, ptr %1280, align 8
  %1282 = getelementptr inbounds i64, ptr %syms, i64 1
  %1283 = load i64, ptr %1282, align 8
  %1284 = getelementptr inbounds i64, ptr %syms, i64 8
  %1285 = load i64, ptr %1284, align 8
  %1286 = getelementptr inbounds i64, ptr %syms, i64 9
  %1287 = load i64, ptr %1286, align 8
  %1288 = getelementptr inbounds i64, ptr %syms, i64 10
  %1289 = load i64, ptr %1288, align 8
  call void @k11._5___aten__softmax_backward_data_default(ptr %1275, ptr %1277, ptr %1279, i64 %1281, i64 %1283, i64 %1285, i64 %1287, i64 %1289)
  %1290 = getelementptr inbounds i64, ptr %bufs, i64 3
  %1291 = load ptr, ptr %1290, align 8
  %1292 = getelementptr inbounds i64, ptr %bufs, i64 10
  %1293 = load ptr, ptr %1292, align 8
  %1294 = getelementptr inbounds i64, ptr %bufs, i64 35
  %1295 = load ptr, ptr %1294, align 8
  %1296 = getelementptr inbounds i64, ptr %syms, i64 0
  %1297 = load i64, ptr %1296, align 8
  %1298 = getelementptr inbounds i64, ptr %syms, i64 1
  %1299 = load i64, ptr %1298, align 8
  %1300 = getelementptr inbounds i64, ptr %syms, i64 11
  %1301 = load i64, ptr %1300, align 8
  %1302 = getelementptr inbounds i64, ptr %syms, i64 12
  %1303 = load i64, ptr %1302, align 8
  %1304 = getelementptr inbounds i64, ptr %syms, i64 13
  %1305 = load i64, ptr %1304, align 8
  %1306 = call i32 @k13._6___aten_bmm_default(ptr %1291, ptr %1293, ptr %1295, i64 %1297, i64 %1299, i64 %1301, i64 %1303, i64 %1305, ptr %call)
  %1307 = icmp eq i32 %1306, 0
  br i1 %1307, label %ok434, label %fail

ok434:                                            ; preds = %ok433
  %1308 = getelementptr inbounds i64, ptr %bufs, i64 0
  %1309 = load ptr, ptr %1308, align 8
  %1310 = getelementptr inbounds i64, ptr %bufs, i64 10
  %1311 = load ptr, ptr %1310, align 8
  %1312 = getelementptr inbounds i64, ptr %bufs, i64 35
  %1313 = load ptr, ptr %1312, align 8
  %1314 = getelementptr inbounds i64, ptr %syms, i64 0
  %1315 = load i64, ptr %1314, align 8
  %1316 = getelementptr inbounds i64, ptr %syms, i64 1
  %1317 = load i64, ptr %1316, align 8
  %1318 = getelementptr inbounds i64, ptr %syms, i64 2
  %1319 = load i64, ptr %1318, align 8
  %1320 = getelementptr inbounds i64, ptr %syms, i64 3
  %1321 = load i64, ptr %1320, align 8
  %1322 = getelementptr inbounds i64, ptr %syms, i64 4
  %1323 = load i64, ptr %1322, align 8
  %1324 = call i32 @k14._8___aten_bmm_default(ptr %1309, ptr %1311, ptr %1313, i64 %1315, i64 %1317, i64 %1319, i64 %1321, i64 %1323, ptr %call)
  %1325 = icmp eq i32 %1324, 0
  br i1 %1325, label %ok435, label %fail

ok435:                                            ; preds = %ok434
  %1326 = getelementptr inbounds i64, ptr %bufs, i64 0
  %1327 = load ptr, ptr %1326, align 8
  %1328 = getelementptr inbounds i64, ptr %bufs, i64 1
  %1329 = load ptr, ptr %1328, align 8
  %1330 = getelementptr inbounds i64, ptr %bufs, i64 45
  %1331 = load ptr, ptr %1330, align 8
  %1332 = getelementptr inbounds i64, ptr %syms, i64 0
  %1333 = load i64, ptr %1332, align 8
  %1334 = getelementptr inbounds i64, ptr %syms, i64 1
  %1335 = load i64, ptr %1334, align 8
  %1336 = getelementptr inbounds i64, ptr %syms, i64 2
  %1337 = load i64, ptr %1336, align 8
  %1338 = getelementptr inbounds i64, ptr %syms, i64 3
  %1339 = load i64, ptr %1338, align 8
  %1340 = getelementptr inbounds i64, ptr %syms, i64 4
  %1341 = load i64, ptr %1340, align 8
  %1342 = getelementptr inbounds i64, ptr %syms, i64 5
  %1343 = load i64, ptr %1342, align 8
  %1344 = getelementptr inbounds i64, ptr %syms, i64 6
  %1345 = load i64, ptr %1344, align 8
  %1346 = getelementptr inbounds i64, ptr %syms, i64 7
  %1347 = load i64, ptr %1346, align 8
  %1348 = call i32 @k15._4___aten_bmm_default(ptr %1327, ptr %1329, ptr %1331, i64 %1333, i64 %1335, i64 %1337, i64 %1339, i64 %1341, i64 %1343, i64 %1345, i64 %1347, ptr %call)
  %1349 = icmp eq i32 %1348, 0
  br i1 %1349, label %ok436, label %fail

ok436:                                            ; preds = %ok435
  call void @cajit_rt_release_inputs(ptr %call, ptr @released_inputs, i32 1)
  %1350 = getelementptr inbounds i64, ptr %bufs, i64 2
  %1351 = load ptr, ptr %1350, align 8
  %1352 = getelementptr inbounds i64, ptr %bufs, i64 45
  %1353 = load ptr, ptr %1352, align 8
  %1354 = getelementptr inbounds i64, ptr %bufs, i64 46
  %1355 = load ptr, ptr %1354, align 8
  %1356 = getelementptr inbounds i64, ptr %syms, i64 0
  %1357 = load i64, ptr %1356, align 8
  %1358 = getelementptr inbounds i64, ptr %syms, i64 1
  %1359 = load i64, ptr %1358, align 8
  %1360 = getelementptr inbounds i64, ptr %syms, i64 8
  %1361 = load i64, ptr %1360, align 8
  %1362 = getelementptr inbounds i64, ptr %syms, i64 9
  %1363 = load i64, ptr %1362, align 8
  %1364 = getelementptr inbounds i64, ptr %syms, i64 10
  %1365 = load i64, ptr %1364, align 8
  call void @k16._5___aten__softmax_backward_data_default(ptr %1351, ptr %1353, ptr %1355, i64 %1357, i64 %1359, i64 %1361, i64 %1363, i64 %1365)
  call void @cajit_rt_release_inputs(ptr %call, ptr @released_inputs.207, i32 1)
  %1366 = getelementptr inbounds i64, ptr %bufs, i64 3
  %1367 = load ptr, ptr %1366, align 8
  %1368 = getelementptr inbounds i64, ptr %bufs, i64 10
  %1369 = load ptr, ptr %1368, align 8
  %1370 = getelementptr inbounds i64, ptr %bufs, i64 45
  %1371 = load ptr, ptr %1370, align 8
  %1372 = getelementptr inbounds i64, ptr %syms, i64 0
  %1373 = load i64, ptr %1372, align 8
  %1374 = getelementptr inbounds i64, ptr %syms, i64 1
  %1375 = load i64, ptr %1374, align 8
  %1376 = getelementptr inbounds i64, ptr %syms, i64 11
  %1377 = load i64, ptr %1376, align 8
  %1378 = getelementptr inbounds i64, ptr %syms, i64 12
  %1379 = load i64, ptr %1378, align 8
  %1380 = getelementptr inbounds i64, ptr %syms, i64 13
  %1381 = load i64, ptr %1380, align 8
  %1382 = call i32 @k18._6___aten_bmm_default(ptr %1367, ptr %1369, ptr %1371, i64 %1373, i64 %1375, i64 %1377, i64 %1379, i64 %1381, ptr %call)
  %1383 = icmp eq i32 %1382, 0
  br i1 %1383, label %ok437, label %fail

ok437:                                            ; preds = %ok436
  call void @cajit_rt_release_inputs(ptr %call, ptr @released_inputs.208, i32 1)
  %1384 = getelementptr inbounds i64, ptr %bufs, i64 0
  %1385 = load ptr, ptr %1384, align 8
  %1386 = getelementptr inbounds i64, ptr %bufs, i64 10
  %1387 = load ptr, ptr %1386, align 8
  %1388 = getelementptr inbounds i64, ptr %bufs, i64 45
  %1389 = load ptr, ptr %1388, align 8
  %1390 = getelementptr inbounds i64, ptr %syms, i64 0
  %1391 = load i64, ptr %1390, align 8
  %1392 = getelementptr inbounds i64, ptr %syms, i64 1
  %1393 = load i64, ptr %1392, align 8
  %1394 = getelementptr inbounds i64, ptr %syms, i64 2
  %1395 = load i64, ptr %1394, align 8
  %1396 = getelementptr inbounds i64, ptr %syms, i64 3
  %1397 = load i64, ptr %1396, align 8
  %1398 = getelementptr inbounds i64, ptr %syms, i64 4
  %1399 = load i64, ptr %1398, align 8
  %1400 = call i32 @k19._8___aten_bmm_default(ptr %1385, ptr %1387, ptr %1389, i64 %1391, i64 %1393, i64 %1395, i64 %1397, i64 %1399, ptr %call)
  %1401 = icmp eq i32 %1400, 0
  br i1 %1401, label %ok438, label %fail

ok438:                                            ; preds = %ok437
  call void @cajit_rt_release_inputs(ptr %call, ptr @released_inputs.209, i32 1)
  %1402 = getelementptr inbounds i8, ptr %call, i64 72
  %1403 = load ptr, ptr %1402, align 8
  %1404 = getelementptr inbounds i64, ptr %outs, i64 0
  %1405 = load ptr, ptr %1404, align 8
  %1406 = getelementptr inbounds i64, ptr %1403, i64 0
  store ptr %1405, ptr %1406, align 8
  %1407 = load ptr, ptr %arena, align 8
  call void @cajit_rt_arena_destroy(ptr %1407)
  ret i32 0
}

; Function Attrs: nounwind
declare void @cajit_rt_arena_destroy(ptr) #0

; Function Attrs: nounwind
declare i32 @cajit_rt_fail(ptr, i32, ptr, ...) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.sadd.with.overflow.i64(i64, i64) #1

; Function Attrs: nounwind
declare ptr @cajit_rt_arena_create() #0

declare i64 @cajit_rt_plan_layout_cached(ptr, i32, ptr, ptr, ptr, ptr, ptr, ptr)

; Function Attrs: nounwind
declare ptr @cajit_rt_arena_alloc(ptr, i64, i64) #0

; Function Attrs: nounwind
declare ptr @cajit_rt_dlpack_alloc(i32, i32, i32, ptr) #0

; Function Attrs: nounwind
declare i32 @cajit_rt_input_ready(ptr, i32, ptr, ptr, ptr) #0

; Function Attrs: nounwind
declare void @cajit_rt_release_inputs(ptr, ptr, i32) #0

attributes #0 = { nounwind }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { noinline nounwind }

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
!20 = distinct !{!20, !1, !2}
!21 = distinct !{!21, !1, !2}
