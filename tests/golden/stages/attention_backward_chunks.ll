
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
@str.52 = private unnamed_addr constant [140 x i8] c"guard failed: buf11: size arithmetic overflows int64 in s1 * min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1))) * 8\00", align 1
@str.53 = private unnamed_addr constant [63 x i8] c"guard failed: buf11: size arithmetic overflows int64 in s0 + 3\00", align 1
@str.54 = private unnamed_addr constant [64 x i8] c"guard failed: buf11: size arithmetic overflows int64 in s1 * s1\00", align 1
@str.55 = private unnamed_addr constant [81 x i8] c"guard failed: buf11: size arithmetic overflows int64 in max(s1 * s1, 1) + 262143\00", align 1
@str.56 = private unnamed_addr constant [81 x i8] c"guard failed: size arithmetic overflows int64 in a floor division of -2^63 by -1\00", align 1
@str.57 = private unnamed_addr constant [140 x i8] c"guard failed: buf11: size arithmetic overflows int64 in s1 * min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1))) * 8\00", align 1
@str.58 = private unnamed_addr constant [135 x i8] c"guard failed: buf11: size arithmetic overflows int64 in min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1))) - 1\00", align 1
@str.59 = private unnamed_addr constant [63 x i8] c"guard failed: buf11: size arithmetic overflows int64 in s0 - 1\00", align 1
@str.60 = private unnamed_addr constant [105 x i8] c"guard failed: buf11: the view reaches indices %lld..%lld of dim 0 of what it views, which has %lld..%lld\00", align 1
@str.61 = private unnamed_addr constant [105 x i8] c"guard failed: buf12: the view reaches indices %lld..%lld of dim 0 of what it views, which has %lld..%lld\00", align 1
@str.62 = private unnamed_addr constant [141 x i8] c"guard failed: buf13: size arithmetic overflows int64 in s1 * s1 * min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)))\00", align 1
@str.63 = private unnamed_addr constant [141 x i8] c"guard failed: buf13: size arithmetic overflows int64 in s1 * s1 * min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)))\00", align 1
@str.64 = private unnamed_addr constant [105 x i8] c"guard failed: buf13: the view reaches indices %lld..%lld of dim 0 of what it views, which has %lld..%lld\00", align 1
@str.65 = private unnamed_addr constant [105 x i8] c"guard failed: buf14: the view reaches indices %lld..%lld of dim 0 of what it views, which has %lld..%lld\00", align 1
@str.66 = private unnamed_addr constant [136 x i8] c"guard failed: buf16: size arithmetic overflows int64 in s1 * min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)))\00", align 1
@str.67 = private unnamed_addr constant [144 x i8] c"guard failed: buf19: size arithmetic overflows int64 in s1 * min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1))) * 8 - 1\00", align 1
@str.68 = private unnamed_addr constant [72 x i8] c"guard failed: buf19: size arithmetic overflows int64 in s0 * s1 * 8 - 1\00", align 1
@str.69 = private unnamed_addr constant [104 x i8] c"guard failed: buf19: the view reaches element offsets %lld..%lld of its storage, which holds %lld..%lld\00", align 1
@str.70 = private unnamed_addr constant [126 x i8] c"guard failed: buf21: size arithmetic overflows int64 in max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 2\00", align 1
@str.71 = private unnamed_addr constant [132 x i8] c"guard failed: buf21: size arithmetic overflows int64 in -min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)))\00", align 1
@str.72 = private unnamed_addr constant [176 x i8] c"guard failed: buf21: size arithmetic overflows int64 in min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 2) - min(s0, max((s0 + 3) // 4, (max(s1 ...\00", align 1
@str.73 = private unnamed_addr constant [184 x i8] c"guard failed: buf21: dim 0 is %lld (min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 2) - min(s0, max((s0 + 3) // 4, (max(s1 ...), a size cannot be negative\00", align 1
@str.74 = private unnamed_addr constant [144 x i8] c"guard failed: buf21: size arithmetic overflows int64 in s1 * min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 2) * 8\00", align 1
@str.75 = private unnamed_addr constant [144 x i8] c"guard failed: buf21: size arithmetic overflows int64 in s1 * min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 2) * 8\00", align 1
@str.76 = private unnamed_addr constant [141 x i8] c"guard failed: buf21: size arithmetic overflows int64 in -s1 * min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1))) * 8\00", align 1
@str.77 = private unnamed_addr constant [141 x i8] c"guard failed: buf21: size arithmetic overflows int64 in -s1 * min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1))) * 8\00", align 1
@str.78 = private unnamed_addr constant [176 x i8] c"guard failed: buf21: size arithmetic overflows int64 in s1 * min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 2) * 8 - s1 * min(s0, max((s0 + 3) ...\00", align 1
@str.79 = private unnamed_addr constant [139 x i8] c"guard failed: buf21: size arithmetic overflows int64 in min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 2) - 1\00", align 1
@str.80 = private unnamed_addr constant [105 x i8] c"guard failed: buf21: the view reaches indices %lld..%lld of dim 0 of what it views, which has %lld..%lld\00", align 1
@str.81 = private unnamed_addr constant [184 x i8] c"guard failed: buf22: dim 0 is %lld (min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 2) - min(s0, max((s0 + 3) // 4, (max(s1 ...), a size cannot be negative\00", align 1
@str.82 = private unnamed_addr constant [105 x i8] c"guard failed: buf22: the view reaches indices %lld..%lld of dim 0 of what it views, which has %lld..%lld\00", align 1
@str.83 = private unnamed_addr constant [184 x i8] c"guard failed: buf23: dim 0 is %lld (min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 2) - min(s0, max((s0 + 3) // 4, (max(s1 ...), a size cannot be negative\00", align 1
@str.84 = private unnamed_addr constant [145 x i8] c"guard failed: buf23: size arithmetic overflows int64 in s1 * s1 * min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 2)\00", align 1
@str.85 = private unnamed_addr constant [145 x i8] c"guard failed: buf23: size arithmetic overflows int64 in s1 * s1 * min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 2)\00", align 1
@str.86 = private unnamed_addr constant [142 x i8] c"guard failed: buf23: size arithmetic overflows int64 in -s1 * s1 * min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)))\00", align 1
@str.87 = private unnamed_addr constant [142 x i8] c"guard failed: buf23: size arithmetic overflows int64 in -s1 * s1 * min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)))\00", align 1
@str.88 = private unnamed_addr constant [142 x i8] c"guard failed: buf23: size arithmetic overflows int64 in -s1 * s1 * min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)))\00", align 1
@str.89 = private unnamed_addr constant [176 x i8] c"guard failed: buf23: size arithmetic overflows int64 in s1 * s1 * min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 2) - s1 * s1 * min(s0, max((s0...\00", align 1
@str.90 = private unnamed_addr constant [105 x i8] c"guard failed: buf23: the view reaches indices %lld..%lld of dim 0 of what it views, which has %lld..%lld\00", align 1
@str.91 = private unnamed_addr constant [184 x i8] c"guard failed: buf24: dim 0 is %lld (min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 2) - min(s0, max((s0 + 3) // 4, (max(s1 ...), a size cannot be negative\00", align 1
@str.92 = private unnamed_addr constant [105 x i8] c"guard failed: buf24: the view reaches indices %lld..%lld of dim 0 of what it views, which has %lld..%lld\00", align 1
@str.93 = private unnamed_addr constant [184 x i8] c"guard failed: buf25: dim 0 is %lld (min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 2) - min(s0, max((s0 + 3) // 4, (max(s1 ...), a size cannot be negative\00", align 1
@str.94 = private unnamed_addr constant [184 x i8] c"guard failed: buf26: dim 0 is %lld (min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 2) - min(s0, max((s0 + 3) // 4, (max(s1 ...), a size cannot be negative\00", align 1
@str.95 = private unnamed_addr constant [140 x i8] c"guard failed: buf26: size arithmetic overflows int64 in s1 * min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 2)\00", align 1
@str.96 = private unnamed_addr constant [137 x i8] c"guard failed: buf26: size arithmetic overflows int64 in -s1 * min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)))\00", align 1
@str.97 = private unnamed_addr constant [137 x i8] c"guard failed: buf26: size arithmetic overflows int64 in -s1 * min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)))\00", align 1
@str.98 = private unnamed_addr constant [176 x i8] c"guard failed: buf26: size arithmetic overflows int64 in s1 * min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 2) - s1 * min(s0, max((s0 + 3) // 4...\00", align 1
@str.99 = private unnamed_addr constant [184 x i8] c"guard failed: buf27: dim 0 is %lld (min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 2) - min(s0, max((s0 + 3) // 4, (max(s1 ...), a size cannot be negative\00", align 1
@str.100 = private unnamed_addr constant [184 x i8] c"guard failed: buf28: dim 0 is %lld (min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 2) - min(s0, max((s0 + 3) // 4, (max(s1 ...), a size cannot be negative\00", align 1
@str.101 = private unnamed_addr constant [184 x i8] c"guard failed: buf29: dim 0 is %lld (s1 * min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 2) * 8 - s1 * min(s0, max((s0 + 3) ...), a size cannot be negative\00", align 1
@str.102 = private unnamed_addr constant [148 x i8] c"guard failed: buf29: size arithmetic overflows int64 in s1 * min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 2) * 8 - 1\00", align 1
@str.103 = private unnamed_addr constant [104 x i8] c"guard failed: buf29: the view reaches element offsets %lld..%lld of its storage, which holds %lld..%lld\00", align 1
@str.104 = private unnamed_addr constant [184 x i8] c"guard failed: buf30: dim 0 is %lld (min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 2) - min(s0, max((s0 + 3) // 4, (max(s1 ...), a size cannot be negative\00", align 1
@str.105 = private unnamed_addr constant [136 x i8] c"guard failed: buf31: size arithmetic overflows int64 in -min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 2)\00", align 1
@str.106 = private unnamed_addr constant [126 x i8] c"guard failed: buf31: size arithmetic overflows int64 in max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 3\00", align 1
@str.107 = private unnamed_addr constant [176 x i8] c"guard failed: buf31: size arithmetic overflows int64 in -min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 2) + min(s0, max((s0 + 3) // 4, (max(s1...\00", align 1
@str.108 = private unnamed_addr constant [184 x i8] c"guard failed: buf31: dim 0 is %lld (-min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 2) + min(s0, max((s0 + 3) // 4, (max(s1...), a size cannot be negative\00", align 1
@str.109 = private unnamed_addr constant [145 x i8] c"guard failed: buf31: size arithmetic overflows int64 in -s1 * min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 2) * 8\00", align 1
@str.110 = private unnamed_addr constant [145 x i8] c"guard failed: buf31: size arithmetic overflows int64 in -s1 * min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 2) * 8\00", align 1
@str.111 = private unnamed_addr constant [144 x i8] c"guard failed: buf31: size arithmetic overflows int64 in s1 * min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 3) * 8\00", align 1
@str.112 = private unnamed_addr constant [144 x i8] c"guard failed: buf31: size arithmetic overflows int64 in s1 * min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 3) * 8\00", align 1
@str.113 = private unnamed_addr constant [176 x i8] c"guard failed: buf31: size arithmetic overflows int64 in -s1 * min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 2) * 8 + s1 * min(s0, max((s0 + 3)...\00", align 1
@str.114 = private unnamed_addr constant [139 x i8] c"guard failed: buf31: size arithmetic overflows int64 in min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 3) - 1\00", align 1
@str.115 = private unnamed_addr constant [105 x i8] c"guard failed: buf31: the view reaches indices %lld..%lld of dim 0 of what it views, which has %lld..%lld\00", align 1
@str.116 = private unnamed_addr constant [184 x i8] c"guard failed: buf32: dim 0 is %lld (-min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 2) + min(s0, max((s0 + 3) // 4, (max(s1...), a size cannot be negative\00", align 1
@str.117 = private unnamed_addr constant [105 x i8] c"guard failed: buf32: the view reaches indices %lld..%lld of dim 0 of what it views, which has %lld..%lld\00", align 1
@str.118 = private unnamed_addr constant [184 x i8] c"guard failed: buf33: dim 0 is %lld (-min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 2) + min(s0, max((s0 + 3) // 4, (max(s1...), a size cannot be negative\00", align 1
@str.119 = private unnamed_addr constant [146 x i8] c"guard failed: buf33: size arithmetic overflows int64 in -s1 * s1 * min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 2)\00", align 1
@str.120 = private unnamed_addr constant [146 x i8] c"guard failed: buf33: size arithmetic overflows int64 in -s1 * s1 * min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 2)\00", align 1
@str.121 = private unnamed_addr constant [146 x i8] c"guard failed: buf33: size arithmetic overflows int64 in -s1 * s1 * min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 2)\00", align 1
@str.122 = private unnamed_addr constant [145 x i8] c"guard failed: buf33: size arithmetic overflows int64 in s1 * s1 * min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 3)\00", align 1
@str.123 = private unnamed_addr constant [145 x i8] c"guard failed: buf33: size arithmetic overflows int64 in s1 * s1 * min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 3)\00", align 1
@str.124 = private unnamed_addr constant [176 x i8] c"guard failed: buf33: size arithmetic overflows int64 in -s1 * s1 * min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 2) + s1 * s1 * min(s0, max((s...\00", align 1
@str.125 = private unnamed_addr constant [105 x i8] c"guard failed: buf33: the view reaches indices %lld..%lld of dim 0 of what it views, which has %lld..%lld\00", align 1
@str.126 = private unnamed_addr constant [184 x i8] c"guard failed: buf34: dim 0 is %lld (-min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 2) + min(s0, max((s0 + 3) // 4, (max(s1...), a size cannot be negative\00", align 1
@str.127 = private unnamed_addr constant [105 x i8] c"guard failed: buf34: the view reaches indices %lld..%lld of dim 0 of what it views, which has %lld..%lld\00", align 1
@str.128 = private unnamed_addr constant [184 x i8] c"guard failed: buf35: dim 0 is %lld (-min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 2) + min(s0, max((s0 + 3) // 4, (max(s1...), a size cannot be negative\00", align 1
@str.129 = private unnamed_addr constant [184 x i8] c"guard failed: buf36: dim 0 is %lld (-min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 2) + min(s0, max((s0 + 3) // 4, (max(s1...), a size cannot be negative\00", align 1
@str.130 = private unnamed_addr constant [141 x i8] c"guard failed: buf36: size arithmetic overflows int64 in -s1 * min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 2)\00", align 1
@str.131 = private unnamed_addr constant [141 x i8] c"guard failed: buf36: size arithmetic overflows int64 in -s1 * min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 2)\00", align 1
@str.132 = private unnamed_addr constant [140 x i8] c"guard failed: buf36: size arithmetic overflows int64 in s1 * min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 3)\00", align 1
@str.133 = private unnamed_addr constant [176 x i8] c"guard failed: buf36: size arithmetic overflows int64 in -s1 * min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 2) + s1 * min(s0, max((s0 + 3) // ...\00", align 1
@str.134 = private unnamed_addr constant [184 x i8] c"guard failed: buf37: dim 0 is %lld (-min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 2) + min(s0, max((s0 + 3) // 4, (max(s1...), a size cannot be negative\00", align 1
@str.135 = private unnamed_addr constant [184 x i8] c"guard failed: buf38: dim 0 is %lld (-min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 2) + min(s0, max((s0 + 3) // 4, (max(s1...), a size cannot be negative\00", align 1
@str.136 = private unnamed_addr constant [184 x i8] c"guard failed: buf39: dim 0 is %lld (-s1 * min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 2) * 8 + s1 * min(s0, max((s0 + 3)...), a size cannot be negative\00", align 1
@str.137 = private unnamed_addr constant [148 x i8] c"guard failed: buf39: size arithmetic overflows int64 in s1 * min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 3) * 8 - 1\00", align 1
@str.138 = private unnamed_addr constant [104 x i8] c"guard failed: buf39: the view reaches element offsets %lld..%lld of its storage, which holds %lld..%lld\00", align 1
@str.139 = private unnamed_addr constant [184 x i8] c"guard failed: buf40: dim 0 is %lld (-min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 2) + min(s0, max((s0 + 3) // 4, (max(s1...), a size cannot be negative\00", align 1
@str.140 = private unnamed_addr constant [136 x i8] c"guard failed: buf41: size arithmetic overflows int64 in -min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 3)\00", align 1
@str.141 = private unnamed_addr constant [140 x i8] c"guard failed: buf41: size arithmetic overflows int64 in s0 - min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 3)\00", align 1
@str.142 = private unnamed_addr constant [148 x i8] c"guard failed: buf41: dim 0 is %lld (s0 - min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 3)), a size cannot be negative\00", align 1
@str.143 = private unnamed_addr constant [145 x i8] c"guard failed: buf41: size arithmetic overflows int64 in -s1 * min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 3) * 8\00", align 1
@str.144 = private unnamed_addr constant [145 x i8] c"guard failed: buf41: size arithmetic overflows int64 in -s1 * min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 3) * 8\00", align 1
@str.145 = private unnamed_addr constant [158 x i8] c"guard failed: buf41: size arithmetic overflows int64 in s0 * s1 * 8 - s1 * min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 3) * 8\00", align 1
@str.146 = private unnamed_addr constant [148 x i8] c"guard failed: buf42: dim 0 is %lld (s0 - min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 3)), a size cannot be negative\00", align 1
@str.147 = private unnamed_addr constant [148 x i8] c"guard failed: buf43: dim 0 is %lld (s0 - min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 3)), a size cannot be negative\00", align 1
@str.148 = private unnamed_addr constant [146 x i8] c"guard failed: buf43: size arithmetic overflows int64 in -s1 * s1 * min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 3)\00", align 1
@str.149 = private unnamed_addr constant [146 x i8] c"guard failed: buf43: size arithmetic overflows int64 in -s1 * s1 * min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 3)\00", align 1
@str.150 = private unnamed_addr constant [146 x i8] c"guard failed: buf43: size arithmetic overflows int64 in -s1 * s1 * min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 3)\00", align 1
@str.151 = private unnamed_addr constant [160 x i8] c"guard failed: buf43: size arithmetic overflows int64 in s0 * s1 * s1 - s1 * s1 * min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 3)\00", align 1
@str.152 = private unnamed_addr constant [148 x i8] c"guard failed: buf44: dim 0 is %lld (s0 - min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 3)), a size cannot be negative\00", align 1
@str.153 = private unnamed_addr constant [148 x i8] c"guard failed: buf45: dim 0 is %lld (s0 - min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 3)), a size cannot be negative\00", align 1
@str.154 = private unnamed_addr constant [148 x i8] c"guard failed: buf46: dim 0 is %lld (s0 - min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 3)), a size cannot be negative\00", align 1
@str.155 = private unnamed_addr constant [141 x i8] c"guard failed: buf46: size arithmetic overflows int64 in -s1 * min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 3)\00", align 1
@str.156 = private unnamed_addr constant [141 x i8] c"guard failed: buf46: size arithmetic overflows int64 in -s1 * min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 3)\00", align 1
@str.157 = private unnamed_addr constant [150 x i8] c"guard failed: buf46: size arithmetic overflows int64 in s0 * s1 - s1 * min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 3)\00", align 1
@str.158 = private unnamed_addr constant [148 x i8] c"guard failed: buf47: dim 0 is %lld (s0 - min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 3)), a size cannot be negative\00", align 1
@str.159 = private unnamed_addr constant [148 x i8] c"guard failed: buf48: dim 0 is %lld (s0 - min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 3)), a size cannot be negative\00", align 1
@str.160 = private unnamed_addr constant [166 x i8] c"guard failed: buf49: dim 0 is %lld (s0 * s1 * 8 - s1 * min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 3) * 8), a size cannot be negative\00", align 1
@str.161 = private unnamed_addr constant [148 x i8] c"guard failed: buf50: dim 0 is %lld (s0 - min(s0, max((s0 + 3) // 4, (max(s1 * s1, 1) + 262143) // max(s1 * s1, 1)) * 3)), a size cannot be negative\00", align 1
@str.162 = private unnamed_addr constant [40 x i8] c"out of memory creating the call's arena\00", align 1
@elem_sizes = private constant [8 x i64] [i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4]
@first_use = private constant [8 x i32] [i32 0, i32 1, i32 5, i32 6, i32 10, i32 11, i32 15, i32 16]
@last_use = private constant [8 x i32] [i32 4, i32 1, i32 9, i32 6, i32 14, i32 11, i32 19, i32 16]
@layout_cache = private global [18 x i64] zeroinitializer, align 64
@str.163 = private unnamed_addr constant [56 x i8] c"out of memory: the intermediate buffers' sizes overflow\00", align 1
@str.164 = private unnamed_addr constant [60 x i8] c"out of memory allocating %lld bytes of intermediate buffers\00", align 1
@str.165 = private unnamed_addr constant [54 x i8] c"out of memory allocating buf10 (%lld elements of f32)\00", align 1
@str.166 = private unnamed_addr constant [22 x i8] c"%4 = aten.bmm.default\00", align 1
@str.167 = private unnamed_addr constant [22 x i8] c"%4 = aten.bmm.default\00", align 1
@str.168 = private unnamed_addr constant [41 x i8] c"%5 = aten._softmax_backward_data.default\00", align 1
@str.169 = private unnamed_addr constant [22 x i8] c"%6 = aten.bmm.default\00", align 1
@released_inputs = private unnamed_addr constant [1 x i32] [i32 1]
@released_inputs.170 = private unnamed_addr constant [1 x i32] [i32 2]
@released_inputs.171 = private unnamed_addr constant [1 x i32] [i32 3]
@released_inputs.172 = private unnamed_addr constant [1 x i32] zeroinitializer

; Function Attrs: nounwind
define internal i32 @k0._4___aten_bmm_default(ptr noalias %buf0, ptr noalias %buf1, ptr noalias %buf15, i64 %s0, i64 %s1, i64 %_in0_st0, i64 %_in0_st1, i64 %_in0_st2, i64 %_in1_st0, i64 %_in1_st1, i64 %_in1_st2, ptr %call) #0 {
entry:
  %0 = add nsw i64 3, %s0
  %1 = udiv i64 %0, 4
  %2 = mul nsw i64 %s1, %s1
  %3 = call i64 @llvm.smax.i64(i64 1, i64 %2)
  %4 = add nsw i64 262143, %3
  %5 = udiv i64 %4, %3
  %6 = call i64 @llvm.smax.i64(i64 %1, i64 %5)
  %7 = call i64 @llvm.smin.i64(i64 %s0, i64 %6)
  %8 = getelementptr inbounds float, ptr %buf0, i64 0
  %9 = getelementptr inbounds float, ptr %buf1, i64 0
  %10 = getelementptr inbounds float, ptr %buf15, i64 0
  %11 = mul nsw i64 %s1, %s1
  %12 = call i32 @cajit_rt_gemm_strided_f32(ptr %call, i64 %7, i64 %s1, i64 %s1, i64 8, float 1.000000e+00, ptr %8, i64 %_in0_st0, i64 %_in0_st1, i64 %_in0_st2, ptr %9, i64 %_in1_st0, i64 %_in1_st1, i64 %_in1_st2, float 0.000000e+00, ptr %10, i64 %11, i64 %s1, i64 1)
  ret i32 %12
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #1

declare i32 @cajit_rt_gemm_strided_f32(ptr, i64, i64, i64, i64, float, ptr, i64, i64, i64, ptr, i64, i64, i64, float, ptr, i64, i64, i64)

; Function Attrs: noinline nounwind
define internal void @k1._5___aten__softmax_backward_data_default.range(ptr noalias %buf2, ptr noalias %buf15, ptr noalias %buf16, i64 %s0, i64 %s1, i64 %_in2_st0, i64 %_in2_st1, i64 %_in2_st2, i64 %lo, i64 %hi) #2 {
entry:
  %acc = alloca float, align 4
  %0 = add nsw i64 3, %s0
  %1 = udiv i64 %0, 4
  %2 = mul nsw i64 %s1, %s1
  %3 = call i64 @llvm.smax.i64(i64 1, i64 %2)
  %4 = add nsw i64 262143, %3
  %5 = udiv i64 %4, %3
  %6 = call i64 @llvm.smax.i64(i64 %1, i64 %5)
  %7 = call i64 @llvm.smin.i64(i64 %s0, i64 %6)
  br label %loop_i0

loop_i0:                                          ; preds = %done2, %entry
  %_i0 = phi i64 [ %lo, %entry ], [ %10, %done2 ]
  %8 = icmp slt i64 %_i0, %hi
  br i1 %8, label %body, label %done

body:                                             ; preds = %loop_i0
  br label %loop_i1

done:                                             ; preds = %loop_i0
  ret void

loop_i1:                                          ; preds = %done4, %body
  %_i1 = phi i64 [ 0, %body ], [ %12, %done4 ]
  %9 = icmp slt i64 %_i1, %s1
  br i1 %9, label %body1, label %done2

body1:                                            ; preds = %loop_i1
  br label %loop_i2

done2:                                            ; preds = %loop_i1
  %10 = add nuw nsw i64 %_i0, 1
  br label %loop_i0, !llvm.loop !0

loop_i2:                                          ; preds = %done9, %body1
  %_i2 = phi i64 [ 0, %body1 ], [ %68, %done9 ]
  %11 = icmp slt i64 %_i2, 1
  br i1 %11, label %body3, label %done4

body3:                                            ; preds = %loop_i2
  store float 0.000000e+00, ptr %acc, align 4
  br label %loop_r0

done4:                                            ; preds = %loop_i2
  %12 = add nuw nsw i64 %_i1, 1
  br label %loop_i1, !llvm.loop !3

loop_r0:                                          ; preds = %body5, %body3
  %_r0 = phi i64 [ 0, %body3 ], [ %31, %body5 ]
  %13 = icmp slt i64 %_r0, %s1
  br i1 %13, label %body5, label %done6

body5:                                            ; preds = %loop_r0
  %14 = mul nsw i64 %s1, %s1
  %15 = mul nsw i64 %14, %_i0
  %16 = mul nsw i64 %s1, %_i1
  %17 = add nsw i64 %15, %16
  %18 = add nsw i64 %17, %_r0
  %19 = getelementptr inbounds float, ptr %buf15, i64 %18
  %20 = load float, ptr %19, align 4
  %21 = mul nsw i64 %_in2_st0, %_i0
  %22 = mul nsw i64 %_in2_st1, %_i1
  %23 = add nsw i64 %21, %22
  %24 = mul nsw i64 %_in2_st2, %_r0
  %25 = add nsw i64 %23, %24
  %26 = getelementptr inbounds float, ptr %buf2, i64 %25
  %27 = load float, ptr %26, align 4
  %28 = fmul float %20, %27
  %29 = load float, ptr %acc, align 4
  %30 = fadd reassoc float %29, %28
  store float %30, ptr %acc, align 4
  %31 = add nuw nsw i64 %_r0, 1
  br label %loop_r0, !llvm.loop !4

done6:                                            ; preds = %loop_r0
  %32 = load float, ptr %acc, align 4
  %33 = mul nsw i64 %s1, %_i0
  %34 = add nsw i64 %33, %_i1
  %35 = add nsw i64 %34, %_i2
  %36 = getelementptr inbounds float, ptr %buf16, i64 %35
  store float %32, ptr %36, align 4
  %37 = add nsw i64 3, %s0
  %38 = udiv i64 %37, 4
  %39 = mul nsw i64 %s1, %s1
  %40 = call i64 @llvm.smax.i64(i64 1, i64 %39)
  %41 = add nsw i64 262143, %40
  %42 = udiv i64 %41, %40
  %43 = call i64 @llvm.smax.i64(i64 %38, i64 %42)
  %44 = call i64 @llvm.smin.i64(i64 %s0, i64 %43)
  br label %loop_i27

loop_i27:                                         ; preds = %body8, %done6
  %_i210 = phi i64 [ 0, %done6 ], [ %67, %body8 ]
  %45 = icmp slt i64 %_i210, %s1
  br i1 %45, label %body8, label %done9

body8:                                            ; preds = %loop_i27
  %46 = mul nsw i64 %_in2_st0, %_i0
  %47 = mul nsw i64 %_in2_st1, %_i1
  %48 = add nsw i64 %46, %47
  %49 = mul nsw i64 %_in2_st2, %_i210
  %50 = add nsw i64 %48, %49
  %51 = getelementptr inbounds float, ptr %buf2, i64 %50
  %52 = load float, ptr %51, align 4
  %53 = mul nsw i64 %s1, %s1
  %54 = mul nsw i64 %53, %_i0
  %55 = mul nsw i64 %s1, %_i1
  %56 = add nsw i64 %54, %55
  %57 = add nsw i64 %56, %_i210
  %58 = getelementptr inbounds float, ptr %buf15, i64 %57
  %59 = load float, ptr %58, align 4
  %60 = mul nsw i64 %s1, %_i0
  %61 = add nsw i64 %60, %_i1
  %62 = getelementptr inbounds float, ptr %buf16, i64 %61
  %63 = load float, ptr %62, align 4
  %64 = fsub float %59, %63
  %65 = fmul float %52, %64
  %66 = getelementptr inbounds float, ptr %buf15, i64 %57
  store float %65, ptr %66, align 4
  %67 = add nuw nsw i64 %_i210, 1
  br label %loop_i27, !llvm.loop !5

done9:                                            ; preds = %loop_i27
  %68 = add nuw nsw i64 %_i2, 1
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
  %0 = add nsw i64 3, %s0
  %1 = udiv i64 %0, 4
  %2 = mul nsw i64 %s1, %s1
  %3 = call i64 @llvm.smax.i64(i64 1, i64 %2)
  %4 = add nsw i64 262143, %3
  %5 = udiv i64 %4, %3
  %6 = call i64 @llvm.smax.i64(i64 %1, i64 %5)
  %7 = call i64 @llvm.smin.i64(i64 %s0, i64 %6)
  %8 = mul i64 1, %7
  %9 = mul i64 %8, %s1
  %10 = mul i64 %9, 1
  %11 = mul i64 %10, %s1
  %12 = icmp sge i64 %7, 2
  %13 = icmp sge i64 %11, 65536
  %parallel = and i1 %13, %12
  br i1 %parallel, label %parallel1, label %serial

serial:                                           ; preds = %entry
  call void @k1._5___aten__softmax_backward_data_default.range(ptr %buf2, ptr %buf15, ptr %buf16, i64 %s0, i64 %s1, i64 %_in2_st0, i64 %_in2_st1, i64 %_in2_st2, i64 0, i64 %7)
  ret void

parallel1:                                        ; preds = %entry
  %14 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 0
  store ptr %buf2, ptr %14, align 8
  %15 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 1
  store ptr %buf15, ptr %15, align 8
  %16 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 2
  store ptr %buf16, ptr %16, align 8
  %17 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 3
  store i64 %s0, ptr %17, align 4
  %18 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 4
  store i64 %s1, ptr %18, align 4
  %19 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 5
  store i64 %_in2_st0, ptr %19, align 4
  %20 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 6
  store i64 %_in2_st1, ptr %20, align 4
  %21 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 7
  store i64 %_in2_st2, ptr %21, align 4
  %22 = sdiv i64 %11, %7
  %23 = icmp sgt i64 %22, 1
  %24 = select i1 %23, i64 %22, i64 1
  %25 = add i64 32768, %24
  %26 = sub i64 %25, 1
  %27 = sdiv i64 %26, %24
  %28 = icmp sgt i64 %27, 1
  %29 = select i1 %28, i64 %27, i64 1
  call void @cajit_rt_parallel_for(i64 0, i64 %7, i64 %29, ptr @k1._5___aten__softmax_backward_data_default.body, ptr %ctx)
  ret void
}

; Function Attrs: nounwind
declare void @cajit_rt_parallel_for(i64, i64, i64, ptr, ptr) #0

; Function Attrs: nounwind
define internal i32 @k3._6___aten_bmm_default(ptr noalias %buf3, ptr noalias %buf10, ptr noalias %buf15, i64 %s0, i64 %s1, i64 %_in3_st0, i64 %_in3_st1, i64 %_in3_st2, ptr %call) #0 {
entry:
  %0 = add nsw i64 3, %s0
  %1 = udiv i64 %0, 4
  %2 = mul nsw i64 %s1, %s1
  %3 = call i64 @llvm.smax.i64(i64 1, i64 %2)
  %4 = add nsw i64 262143, %3
  %5 = udiv i64 %4, %3
  %6 = call i64 @llvm.smax.i64(i64 %1, i64 %5)
  %7 = call i64 @llvm.smin.i64(i64 %s0, i64 %6)
  %8 = getelementptr inbounds float, ptr %buf15, i64 0
  %9 = mul nsw i64 %s1, %s1
  %10 = getelementptr inbounds float, ptr %buf3, i64 0
  %11 = getelementptr inbounds float, ptr %buf10, i64 0
  %12 = mul nsw i64 8, %s1
  %13 = call i32 @cajit_rt_gemm_strided_f32(ptr %call, i64 %7, i64 %s1, i64 8, i64 %s1, float 1.000000e+00, ptr %8, i64 %9, i64 %s1, i64 1, ptr %10, i64 %_in3_st0, i64 %_in3_st1, i64 %_in3_st2, float 0.000000e+00, ptr %11, i64 %12, i64 8, i64 1)
  ret i32 %13
}

; Function Attrs: nounwind
define internal i32 @k4._8___aten_bmm_default(ptr noalias %buf0, ptr noalias %buf10, ptr noalias %buf15, i64 %s0, i64 %s1, i64 %_in0_st0, i64 %_in0_st1, i64 %_in0_st2, ptr %call) #0 {
entry:
  %0 = add nsw i64 3, %s0
  %1 = udiv i64 %0, 4
  %2 = mul nsw i64 %s1, %s1
  %3 = call i64 @llvm.smax.i64(i64 1, i64 %2)
  %4 = add nsw i64 262143, %3
  %5 = udiv i64 %4, %3
  %6 = call i64 @llvm.smax.i64(i64 %1, i64 %5)
  %7 = call i64 @llvm.smin.i64(i64 %s0, i64 %6)
  %8 = getelementptr inbounds float, ptr %buf15, i64 0
  %9 = mul nsw i64 %s1, %s1
  %10 = getelementptr inbounds float, ptr %buf0, i64 0
  %11 = getelementptr inbounds float, ptr %buf10, i64 0
  %12 = mul nsw i64 8, %s1
  %13 = call i32 @cajit_rt_gemm_strided_f32(ptr %call, i64 %7, i64 %s1, i64 8, i64 %s1, float 1.000000e+00, ptr %8, i64 %9, i64 1, i64 %s1, ptr %10, i64 %_in0_st0, i64 %_in0_st1, i64 %_in0_st2, float 1.000000e+00, ptr %11, i64 %12, i64 8, i64 1)
  ret i32 %13
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
  %10 = add nsw i64 %s0, %9
  %11 = add nsw i64 3, %s0
  %12 = udiv i64 %11, 4
  %13 = mul nsw i64 %s1, %s1
  %14 = call i64 @llvm.smax.i64(i64 1, i64 %13)
  %15 = add nsw i64 262143, %14
  %16 = udiv i64 %15, %14
  %17 = call i64 @llvm.smax.i64(i64 %12, i64 %16)
  %18 = mul nsw i64 3, %17
  %19 = call i64 @llvm.smin.i64(i64 %s0, i64 %18)
  %20 = mul nsw i64 %_in0_st0, %19
  %21 = getelementptr inbounds float, ptr %buf0, i64 %20
  %22 = mul nsw i64 %_in1_st0, %19
  %23 = getelementptr inbounds float, ptr %buf1, i64 %22
  %24 = getelementptr inbounds float, ptr %buf45, i64 0
  %25 = call i32 @cajit_rt_gemm_strided_f32(ptr %call, i64 %10, i64 %s1, i64 %s1, i64 8, float 1.000000e+00, ptr %21, i64 %_in0_st0, i64 %_in0_st1, i64 %_in0_st2, ptr %23, i64 %_in1_st0, i64 %_in1_st1, i64 %_in1_st2, float 0.000000e+00, ptr %24, i64 %13, i64 %s1, i64 1)
  ret i32 %25
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
  %10 = add nsw i64 %s0, %9
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
  br label %loop_i0, !llvm.loop !17

loop_i2:                                          ; preds = %done9, %body1
  %_i2 = phi i64 [ 0, %body1 ], [ %96, %done9 ]
  %14 = icmp slt i64 %_i2, 1
  br i1 %14, label %body3, label %done4

body3:                                            ; preds = %loop_i2
  store float 0.000000e+00, ptr %acc, align 4
  br label %loop_r0

done4:                                            ; preds = %loop_i2
  %15 = add nuw nsw i64 %_i1, 1
  br label %loop_i1, !llvm.loop !18

loop_r0:                                          ; preds = %body5, %body3
  %_r0 = phi i64 [ 0, %body3 ], [ %45, %body5 ]
  %16 = icmp slt i64 %_r0, %s1
  br i1 %16, label %body5, label %done6

body5:                                            ; preds = %loop_r0
  %17 = mul nsw i64 %s1, %s1
  %18 = mul nsw i64 %17, %_i0
  %19 = mul nsw i64 %s1, %_i1
  %20 = add nsw i64 %18, %19
  %21 = add nsw i64 %20, %_r0
  %22 = getelementptr inbounds float, ptr %buf45, i64 %21
  %23 = load float, ptr %22, align 4
  %24 = mul nsw i64 %_in2_st0, %_i0
  %25 = add nsw i64 3, %s0
  %26 = udiv i64 %25, 4
  %27 = mul nsw i64 %s1, %s1
  %28 = call i64 @llvm.smax.i64(i64 1, i64 %27)
  %29 = add nsw i64 262143, %28
  %30 = udiv i64 %29, %28
  %31 = call i64 @llvm.smax.i64(i64 %26, i64 %30)
  %32 = mul nsw i64 3, %31
  %33 = call i64 @llvm.smin.i64(i64 %s0, i64 %32)
  %34 = mul nsw i64 %_in2_st0, %33
  %35 = add nsw i64 %24, %34
  %36 = mul nsw i64 %_in2_st1, %_i1
  %37 = add nsw i64 %35, %36
  %38 = mul nsw i64 %_in2_st2, %_r0
  %39 = add nsw i64 %37, %38
  %40 = getelementptr inbounds float, ptr %buf2, i64 %39
  %41 = load float, ptr %40, align 4
  %42 = fmul float %23, %41
  %43 = load float, ptr %acc, align 4
  %44 = fadd reassoc float %43, %42
  store float %44, ptr %acc, align 4
  %45 = add nuw nsw i64 %_r0, 1
  br label %loop_r0, !llvm.loop !19

done6:                                            ; preds = %loop_r0
  %46 = load float, ptr %acc, align 4
  %47 = mul nsw i64 %s1, %_i0
  %48 = add nsw i64 %47, %_i1
  %49 = add nsw i64 %48, %_i2
  %50 = getelementptr inbounds float, ptr %buf46, i64 %49
  store float %46, ptr %50, align 4
  %51 = add nsw i64 3, %s0
  %52 = udiv i64 %51, 4
  %53 = mul nsw i64 %s1, %s1
  %54 = call i64 @llvm.smax.i64(i64 1, i64 %53)
  %55 = add nsw i64 262143, %54
  %56 = udiv i64 %55, %54
  %57 = call i64 @llvm.smax.i64(i64 %52, i64 %56)
  %58 = mul nsw i64 3, %57
  %59 = call i64 @llvm.smin.i64(i64 %s0, i64 %58)
  %60 = mul nsw i64 -1, %59
  %61 = add nsw i64 %s0, %60
  br label %loop_i27

loop_i27:                                         ; preds = %body8, %done6
  %_i210 = phi i64 [ 0, %done6 ], [ %95, %body8 ]
  %62 = icmp slt i64 %_i210, %s1
  br i1 %62, label %body8, label %done9

body8:                                            ; preds = %loop_i27
  %63 = mul nsw i64 %_in2_st0, %_i0
  %64 = add nsw i64 3, %s0
  %65 = udiv i64 %64, 4
  %66 = mul nsw i64 %s1, %s1
  %67 = call i64 @llvm.smax.i64(i64 1, i64 %66)
  %68 = add nsw i64 262143, %67
  %69 = udiv i64 %68, %67
  %70 = call i64 @llvm.smax.i64(i64 %65, i64 %69)
  %71 = mul nsw i64 3, %70
  %72 = call i64 @llvm.smin.i64(i64 %s0, i64 %71)
  %73 = mul nsw i64 %_in2_st0, %72
  %74 = add nsw i64 %63, %73
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
  %86 = getelementptr inbounds float, ptr %buf45, i64 %85
  %87 = load float, ptr %86, align 4
  %88 = mul nsw i64 %s1, %_i0
  %89 = add nsw i64 %88, %_i1
  %90 = getelementptr inbounds float, ptr %buf46, i64 %89
  %91 = load float, ptr %90, align 4
  %92 = fsub float %87, %91
  %93 = fmul float %80, %92
  %94 = getelementptr inbounds float, ptr %buf45, i64 %85
  store float %93, ptr %94, align 4
  %95 = add nuw nsw i64 %_i210, 1
  br label %loop_i27, !llvm.loop !20

done9:                                            ; preds = %loop_i27
  %96 = add nuw nsw i64 %_i2, 1
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
  %10 = add nsw i64 %s0, %9
  %11 = mul i64 1, %10
  %12 = mul i64 %11, %s1
  %13 = mul i64 %12, 1
  %14 = mul i64 %13, %s1
  %15 = icmp sge i64 %10, 2
  %16 = icmp sge i64 %14, 65536
  %parallel = and i1 %16, %15
  br i1 %parallel, label %parallel1, label %serial

serial:                                           ; preds = %entry
  call void @k16._5___aten__softmax_backward_data_default.range(ptr %buf2, ptr %buf45, ptr %buf46, i64 %s0, i64 %s1, i64 %_in2_st0, i64 %_in2_st1, i64 %_in2_st2, i64 0, i64 %10)
  ret void

parallel1:                                        ; preds = %entry
  %17 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 0
  store ptr %buf2, ptr %17, align 8
  %18 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 1
  store ptr %buf45, ptr %18, align 8
  %19 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 2
  store ptr %buf46, ptr %19, align 8
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
  call void @cajit_rt_parallel_for(i64 0, i64 %10, i64 %32, ptr @k16._5___aten__softmax_backward_data_default.body, ptr %ctx)
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
  %10 = add nsw i64 %s0, %9
  %11 = getelementptr inbounds float, ptr %buf45, i64 0
  %12 = mul nsw i64 %s1, %s1
  %13 = add nsw i64 3, %s0
  %14 = udiv i64 %13, 4
  %15 = call i64 @llvm.smax.i64(i64 1, i64 %12)
  %16 = add nsw i64 262143, %15
  %17 = udiv i64 %16, %15
  %18 = call i64 @llvm.smax.i64(i64 %14, i64 %17)
  %19 = mul nsw i64 3, %18
  %20 = call i64 @llvm.smin.i64(i64 %s0, i64 %19)
  %21 = mul nsw i64 %_in3_st0, %20
  %22 = getelementptr inbounds float, ptr %buf3, i64 %21
  %23 = mul nsw i64 8, %s1
  %24 = mul nsw i64 %23, %20
  %25 = getelementptr inbounds float, ptr %buf10, i64 %24
  %26 = mul nsw i64 8, %s1
  %27 = call i32 @cajit_rt_gemm_strided_f32(ptr %call, i64 %10, i64 %s1, i64 8, i64 %s1, float 1.000000e+00, ptr %11, i64 %12, i64 %s1, i64 1, ptr %22, i64 %_in3_st0, i64 %_in3_st1, i64 %_in3_st2, float 0.000000e+00, ptr %25, i64 %26, i64 8, i64 1)
  ret i32 %27
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
  %10 = add nsw i64 %s0, %9
  %11 = getelementptr inbounds float, ptr %buf45, i64 0
  %12 = mul nsw i64 %s1, %s1
  %13 = add nsw i64 3, %s0
  %14 = udiv i64 %13, 4
  %15 = call i64 @llvm.smax.i64(i64 1, i64 %12)
  %16 = add nsw i64 262143, %15
  %17 = udiv i64 %16, %15
  %18 = call i64 @llvm.smax.i64(i64 %14, i64 %17)
  %19 = mul nsw i64 3, %18
  %20 = call i64 @llvm.smin.i64(i64 %s0, i64 %19)
  %21 = mul nsw i64 %_in0_st0, %20
  %22 = getelementptr inbounds float, ptr %buf0, i64 %21
  %23 = mul nsw i64 8, %s1
  %24 = mul nsw i64 %23, %20
  %25 = getelementptr inbounds float, ptr %buf10, i64 %24
  %26 = mul nsw i64 8, %s1
  %27 = call i32 @cajit_rt_gemm_strided_f32(ptr %call, i64 %10, i64 %s1, i64 8, i64 %s1, float 1.000000e+00, ptr %11, i64 %12, i64 1, i64 %s1, ptr %22, i64 %_in0_st0, i64 %_in0_st1, i64 %_in0_st2, float 1.000000e+00, ptr %25, i64 %26, i64 8, i64 1)
  ret i32 %27
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

fail:                                             ; preds = %ok363, %ok362, %ok361, %ok360, %ok359, %ok358, %ok357, %ok356, %ok355, %ok354, %ok353, %ok352, %ok351, %ok350, %ok349, %ok348, %bad347, %bad345, %bad343, %bad341, %bad338, %bad336, %bad334, %bad332, %bad330, %bad328, %bad326, %bad324, %bad322, %bad320, %bad318, %bad316, %bad314, %bad312, %bad310, %bad308, %bad306, %bad304, %bad302, %bad300, %bad298, %bad296, %bad294, %bad292, %bad290, %bad288, %bad286, %bad284, %bad282, %bad280, %bad278, %bad276, %bad274, %bad272, %bad270, %bad268, %bad266, %bad264, %bad262, %bad260, %bad258, %bad256, %bad254, %bad252, %bad250, %bad248, %bad246, %bad244, %bad242, %bad240, %bad238, %bad236, %bad234, %bad232, %bad230, %bad228, %bad226, %bad224, %bad222, %bad220, %bad218, %bad216, %bad214, %bad212, %bad210, %bad208, %bad206, %bad204, %bad202, %bad200, %bad198, %bad196, %bad194, %bad192, %bad190, %bad188, %bad186, %bad184, %bad182, %bad180, %bad178, %bad176, %bad174, %bad172, %bad170, %bad168, %bad166, %bad164, %bad162, %bad160, %bad158, %bad156, %bad154, %bad152, %bad150, %bad148, %bad146, %bad144, %bad142, %bad140, %bad138, %bad136, %bad134, %bad132, %bad130, %bad128, %bad126, %bad124, %bad122, %bad120, %bad118, %bad116, %bad114, %bad112, %bad110, %bad108, %bad106, %bad104, %bad102, %bad100, %bad98, %bad96, %bad94, %bad92, %bad90, %bad88, %bad86, %bad79, %bad77, %bad75, %bad68, %bad66, %bad64, %bad57, %bad55, %bad53, %bad49, %bad47, %bad45, %bad43, %bad41, %bad39, %bad37, %bad35, %bad33, %bad31, %bad29, %bad27, %bad25, %bad23, %bad21, %bad19, %bad17, %bad15, %bad13, %bad11, %bad9, %bad7, %bad5, %bad3, %bad1, %bad
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
  %403 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %334)
  %404 = extractvalue { i64, i1 } %403, 1
  %405 = xor i1 %404, true
  br i1 %405, label %ok121, label %bad120

bad120:                                           ; preds = %ok119
  %406 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.52)
  br label %fail

ok121:                                            ; preds = %ok119
  %407 = extractvalue { i64, i1 } %403, 0
  %408 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 3, i64 %327)
  %409 = extractvalue { i64, i1 } %408, 1
  %410 = xor i1 %409, true
  br i1 %410, label %ok123, label %bad122

bad122:                                           ; preds = %ok121
  %411 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.53)
  br label %fail

ok123:                                            ; preds = %ok121
  %412 = extractvalue { i64, i1 } %408, 0
  %413 = udiv i64 %412, 4
  %414 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %334, i64 %334)
  %415 = extractvalue { i64, i1 } %414, 1
  %416 = xor i1 %415, true
  br i1 %416, label %ok125, label %bad124

bad124:                                           ; preds = %ok123
  %417 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.54)
  br label %fail

ok125:                                            ; preds = %ok123
  %418 = extractvalue { i64, i1 } %414, 0
  %419 = call i64 @llvm.smax.i64(i64 1, i64 %418)
  %420 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 262143, i64 %419)
  %421 = extractvalue { i64, i1 } %420, 1
  %422 = xor i1 %421, true
  br i1 %422, label %ok127, label %bad126

bad126:                                           ; preds = %ok125
  %423 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.55)
  br label %fail

ok127:                                            ; preds = %ok125
  %424 = extractvalue { i64, i1 } %420, 0
  %425 = icmp eq i64 %419, 0
  %426 = select i1 %425, i64 1, i64 %419
  %427 = icmp eq i64 %424, -9223372036854775808
  %428 = icmp eq i64 %426, -1
  %429 = and i1 %428, %427
  %430 = xor i1 %429, true
  br i1 %430, label %ok129, label %bad128

bad128:                                           ; preds = %ok127
  %431 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.56)
  br label %fail

ok129:                                            ; preds = %ok127
  %432 = udiv i64 %424, %426
  %433 = call i64 @llvm.smax.i64(i64 %413, i64 %432)
  %434 = call i64 @llvm.smin.i64(i64 %327, i64 %433)
  %435 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %407, i64 %434)
  %436 = extractvalue { i64, i1 } %435, 1
  %437 = xor i1 %436, true
  br i1 %437, label %ok131, label %bad130

bad130:                                           ; preds = %ok129
  %438 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.57)
  br label %fail

ok131:                                            ; preds = %ok129
  %439 = extractvalue { i64, i1 } %435, 0
  %440 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 -1, i64 %434)
  %441 = extractvalue { i64, i1 } %440, 1
  %442 = xor i1 %441, true
  br i1 %442, label %ok133, label %bad132

bad132:                                           ; preds = %ok131
  %443 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.58)
  br label %fail

ok133:                                            ; preds = %ok131
  %444 = extractvalue { i64, i1 } %440, 0
  %445 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 -1, i64 %327)
  %446 = extractvalue { i64, i1 } %445, 1
  %447 = xor i1 %446, true
  br i1 %447, label %ok135, label %bad134

bad134:                                           ; preds = %ok133
  %448 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.59)
  br label %fail

ok135:                                            ; preds = %ok133
  %449 = extractvalue { i64, i1 } %445, 0
  %450 = icmp sle i64 %444, %449
  %451 = icmp sle i64 1, %334
  %452 = icmp sle i64 1, %434
  %453 = and i1 %451, %452
  %454 = xor i1 %453, true
  %455 = or i1 %454, %450
  br i1 %455, label %ok137, label %bad136

bad136:                                           ; preds = %ok135
  %456 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.60, i64 0, i64 %444, i64 0, i64 %449)
  br label %fail

ok137:                                            ; preds = %ok135
  %457 = xor i1 %453, true
  %458 = or i1 %457, %450
  br i1 %458, label %ok139, label %bad138

bad138:                                           ; preds = %ok137
  %459 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.61, i64 0, i64 %444, i64 0, i64 %449)
  br label %fail

ok139:                                            ; preds = %ok137
  %460 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %334, i64 %334)
  %461 = extractvalue { i64, i1 } %460, 1
  %462 = xor i1 %461, true
  br i1 %462, label %ok141, label %bad140

bad140:                                           ; preds = %ok139
  %463 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.62)
  br label %fail

ok141:                                            ; preds = %ok139
  %464 = extractvalue { i64, i1 } %460, 0
  %465 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %464, i64 %434)
  %466 = extractvalue { i64, i1 } %465, 1
  %467 = xor i1 %466, true
  br i1 %467, label %ok143, label %bad142

bad142:                                           ; preds = %ok141
  %468 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.63)
  br label %fail

ok143:                                            ; preds = %ok141
  %469 = extractvalue { i64, i1 } %465, 0
  %470 = xor i1 %453, true
  %471 = or i1 %470, %450
  br i1 %471, label %ok145, label %bad144

bad144:                                           ; preds = %ok143
  %472 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.64, i64 0, i64 %444, i64 0, i64 %449)
  br label %fail

ok145:                                            ; preds = %ok143
  %473 = xor i1 %453, true
  %474 = or i1 %473, %450
  br i1 %474, label %ok147, label %bad146

bad146:                                           ; preds = %ok145
  %475 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.65, i64 0, i64 %444, i64 0, i64 %449)
  br label %fail

ok147:                                            ; preds = %ok145
  %476 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %334, i64 %434)
  %477 = extractvalue { i64, i1 } %476, 1
  %478 = xor i1 %477, true
  br i1 %478, label %ok149, label %bad148

bad148:                                           ; preds = %ok147
  %479 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.66)
  br label %fail

ok149:                                            ; preds = %ok147
  %480 = extractvalue { i64, i1 } %476, 0
  %481 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 -1, i64 %439)
  %482 = extractvalue { i64, i1 } %481, 1
  %483 = xor i1 %482, true
  br i1 %483, label %ok151, label %bad150

bad150:                                           ; preds = %ok149
  %484 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.67)
  br label %fail

ok151:                                            ; preds = %ok149
  %485 = extractvalue { i64, i1 } %481, 0
  %486 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 -1, i64 %339)
  %487 = extractvalue { i64, i1 } %486, 1
  %488 = xor i1 %487, true
  br i1 %488, label %ok153, label %bad152

bad152:                                           ; preds = %ok151
  %489 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.68)
  br label %fail

ok153:                                            ; preds = %ok151
  %490 = extractvalue { i64, i1 } %486, 0
  %491 = icmp sle i64 %485, %490
  %492 = icmp sle i64 1, %439
  %493 = xor i1 %492, true
  %494 = or i1 %493, %491
  br i1 %494, label %ok155, label %bad154

bad154:                                           ; preds = %ok153
  %495 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.69, i64 0, i64 %485, i64 0, i64 %490)
  br label %fail

ok155:                                            ; preds = %ok153
  %496 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 2, i64 %433)
  %497 = extractvalue { i64, i1 } %496, 1
  %498 = xor i1 %497, true
  br i1 %498, label %ok157, label %bad156

bad156:                                           ; preds = %ok155
  %499 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.70)
  br label %fail

ok157:                                            ; preds = %ok155
  %500 = extractvalue { i64, i1 } %496, 0
  %501 = call i64 @llvm.smin.i64(i64 %327, i64 %500)
  %502 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 -1, i64 %434)
  %503 = extractvalue { i64, i1 } %502, 1
  %504 = xor i1 %503, true
  br i1 %504, label %ok159, label %bad158

bad158:                                           ; preds = %ok157
  %505 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.71)
  br label %fail

ok159:                                            ; preds = %ok157
  %506 = extractvalue { i64, i1 } %502, 0
  %507 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %501, i64 %506)
  %508 = extractvalue { i64, i1 } %507, 1
  %509 = xor i1 %508, true
  br i1 %509, label %ok161, label %bad160

bad160:                                           ; preds = %ok159
  %510 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.72)
  br label %fail

ok161:                                            ; preds = %ok159
  %511 = extractvalue { i64, i1 } %507, 0
  %512 = icmp sge i64 %511, 0
  br i1 %512, label %ok163, label %bad162

bad162:                                           ; preds = %ok161
  %513 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.73, i64 %511)
  br label %fail

ok163:                                            ; preds = %ok161
  %514 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %334)
  %515 = extractvalue { i64, i1 } %514, 1
  %516 = xor i1 %515, true
  br i1 %516, label %ok165, label %bad164

bad164:                                           ; preds = %ok163
  %517 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.74)
  br label %fail

ok165:                                            ; preds = %ok163
  %518 = extractvalue { i64, i1 } %514, 0
  %519 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %518, i64 %501)
  %520 = extractvalue { i64, i1 } %519, 1
  %521 = xor i1 %520, true
  br i1 %521, label %ok167, label %bad166

bad166:                                           ; preds = %ok165
  %522 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.75)
  br label %fail

ok167:                                            ; preds = %ok165
  %523 = extractvalue { i64, i1 } %519, 0
  %524 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 -8, i64 %334)
  %525 = extractvalue { i64, i1 } %524, 1
  %526 = xor i1 %525, true
  br i1 %526, label %ok169, label %bad168

bad168:                                           ; preds = %ok167
  %527 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.76)
  br label %fail

ok169:                                            ; preds = %ok167
  %528 = extractvalue { i64, i1 } %524, 0
  %529 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %528, i64 %434)
  %530 = extractvalue { i64, i1 } %529, 1
  %531 = xor i1 %530, true
  br i1 %531, label %ok171, label %bad170

bad170:                                           ; preds = %ok169
  %532 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.77)
  br label %fail

ok171:                                            ; preds = %ok169
  %533 = extractvalue { i64, i1 } %529, 0
  %534 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %523, i64 %533)
  %535 = extractvalue { i64, i1 } %534, 1
  %536 = xor i1 %535, true
  br i1 %536, label %ok173, label %bad172

bad172:                                           ; preds = %ok171
  %537 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.78)
  br label %fail

ok173:                                            ; preds = %ok171
  %538 = extractvalue { i64, i1 } %534, 0
  %539 = icmp sle i64 0, %434
  %540 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 -1, i64 %501)
  %541 = extractvalue { i64, i1 } %540, 1
  %542 = xor i1 %541, true
  br i1 %542, label %ok175, label %bad174

bad174:                                           ; preds = %ok173
  %543 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.79)
  br label %fail

ok175:                                            ; preds = %ok173
  %544 = extractvalue { i64, i1 } %540, 0
  %545 = icmp sle i64 %544, %449
  %546 = and i1 %539, %545
  %547 = icmp sle i64 1, %511
  %548 = and i1 %451, %547
  %549 = xor i1 %548, true
  %550 = or i1 %549, %546
  br i1 %550, label %ok177, label %bad176

bad176:                                           ; preds = %ok175
  %551 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.80, i64 %434, i64 %544, i64 0, i64 %449)
  br label %fail

ok177:                                            ; preds = %ok175
  %552 = icmp sge i64 %511, 0
  br i1 %552, label %ok179, label %bad178

bad178:                                           ; preds = %ok177
  %553 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.81, i64 %511)
  br label %fail

ok179:                                            ; preds = %ok177
  %554 = xor i1 %548, true
  %555 = or i1 %554, %546
  br i1 %555, label %ok181, label %bad180

bad180:                                           ; preds = %ok179
  %556 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.82, i64 %434, i64 %544, i64 0, i64 %449)
  br label %fail

ok181:                                            ; preds = %ok179
  %557 = icmp sge i64 %511, 0
  br i1 %557, label %ok183, label %bad182

bad182:                                           ; preds = %ok181
  %558 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.83, i64 %511)
  br label %fail

ok183:                                            ; preds = %ok181
  %559 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %334, i64 %334)
  %560 = extractvalue { i64, i1 } %559, 1
  %561 = xor i1 %560, true
  br i1 %561, label %ok185, label %bad184

bad184:                                           ; preds = %ok183
  %562 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.84)
  br label %fail

ok185:                                            ; preds = %ok183
  %563 = extractvalue { i64, i1 } %559, 0
  %564 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %563, i64 %501)
  %565 = extractvalue { i64, i1 } %564, 1
  %566 = xor i1 %565, true
  br i1 %566, label %ok187, label %bad186

bad186:                                           ; preds = %ok185
  %567 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.85)
  br label %fail

ok187:                                            ; preds = %ok185
  %568 = extractvalue { i64, i1 } %564, 0
  %569 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 -1, i64 %334)
  %570 = extractvalue { i64, i1 } %569, 1
  %571 = xor i1 %570, true
  br i1 %571, label %ok189, label %bad188

bad188:                                           ; preds = %ok187
  %572 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.86)
  br label %fail

ok189:                                            ; preds = %ok187
  %573 = extractvalue { i64, i1 } %569, 0
  %574 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %573, i64 %334)
  %575 = extractvalue { i64, i1 } %574, 1
  %576 = xor i1 %575, true
  br i1 %576, label %ok191, label %bad190

bad190:                                           ; preds = %ok189
  %577 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.87)
  br label %fail

ok191:                                            ; preds = %ok189
  %578 = extractvalue { i64, i1 } %574, 0
  %579 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %578, i64 %434)
  %580 = extractvalue { i64, i1 } %579, 1
  %581 = xor i1 %580, true
  br i1 %581, label %ok193, label %bad192

bad192:                                           ; preds = %ok191
  %582 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.88)
  br label %fail

ok193:                                            ; preds = %ok191
  %583 = extractvalue { i64, i1 } %579, 0
  %584 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %568, i64 %583)
  %585 = extractvalue { i64, i1 } %584, 1
  %586 = xor i1 %585, true
  br i1 %586, label %ok195, label %bad194

bad194:                                           ; preds = %ok193
  %587 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.89)
  br label %fail

ok195:                                            ; preds = %ok193
  %588 = extractvalue { i64, i1 } %584, 0
  %589 = xor i1 %548, true
  %590 = or i1 %589, %546
  br i1 %590, label %ok197, label %bad196

bad196:                                           ; preds = %ok195
  %591 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.90, i64 %434, i64 %544, i64 0, i64 %449)
  br label %fail

ok197:                                            ; preds = %ok195
  %592 = icmp sge i64 %511, 0
  br i1 %592, label %ok199, label %bad198

bad198:                                           ; preds = %ok197
  %593 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.91, i64 %511)
  br label %fail

ok199:                                            ; preds = %ok197
  %594 = xor i1 %548, true
  %595 = or i1 %594, %546
  br i1 %595, label %ok201, label %bad200

bad200:                                           ; preds = %ok199
  %596 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.92, i64 %434, i64 %544, i64 0, i64 %449)
  br label %fail

ok201:                                            ; preds = %ok199
  %597 = icmp sge i64 %511, 0
  br i1 %597, label %ok203, label %bad202

bad202:                                           ; preds = %ok201
  %598 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.93, i64 %511)
  br label %fail

ok203:                                            ; preds = %ok201
  %599 = icmp sge i64 %511, 0
  br i1 %599, label %ok205, label %bad204

bad204:                                           ; preds = %ok203
  %600 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.94, i64 %511)
  br label %fail

ok205:                                            ; preds = %ok203
  %601 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %334, i64 %501)
  %602 = extractvalue { i64, i1 } %601, 1
  %603 = xor i1 %602, true
  br i1 %603, label %ok207, label %bad206

bad206:                                           ; preds = %ok205
  %604 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.95)
  br label %fail

ok207:                                            ; preds = %ok205
  %605 = extractvalue { i64, i1 } %601, 0
  %606 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 -1, i64 %334)
  %607 = extractvalue { i64, i1 } %606, 1
  %608 = xor i1 %607, true
  br i1 %608, label %ok209, label %bad208

bad208:                                           ; preds = %ok207
  %609 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.96)
  br label %fail

ok209:                                            ; preds = %ok207
  %610 = extractvalue { i64, i1 } %606, 0
  %611 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %610, i64 %434)
  %612 = extractvalue { i64, i1 } %611, 1
  %613 = xor i1 %612, true
  br i1 %613, label %ok211, label %bad210

bad210:                                           ; preds = %ok209
  %614 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.97)
  br label %fail

ok211:                                            ; preds = %ok209
  %615 = extractvalue { i64, i1 } %611, 0
  %616 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %605, i64 %615)
  %617 = extractvalue { i64, i1 } %616, 1
  %618 = xor i1 %617, true
  br i1 %618, label %ok213, label %bad212

bad212:                                           ; preds = %ok211
  %619 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.98)
  br label %fail

ok213:                                            ; preds = %ok211
  %620 = extractvalue { i64, i1 } %616, 0
  %621 = icmp sge i64 %511, 0
  br i1 %621, label %ok215, label %bad214

bad214:                                           ; preds = %ok213
  %622 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.99, i64 %511)
  br label %fail

ok215:                                            ; preds = %ok213
  %623 = icmp sge i64 %511, 0
  br i1 %623, label %ok217, label %bad216

bad216:                                           ; preds = %ok215
  %624 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.100, i64 %511)
  br label %fail

ok217:                                            ; preds = %ok215
  %625 = icmp sge i64 %538, 0
  br i1 %625, label %ok219, label %bad218

bad218:                                           ; preds = %ok217
  %626 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.101, i64 %538)
  br label %fail

ok219:                                            ; preds = %ok217
  %627 = icmp sle i64 0, %439
  %628 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 -1, i64 %523)
  %629 = extractvalue { i64, i1 } %628, 1
  %630 = xor i1 %629, true
  br i1 %630, label %ok221, label %bad220

bad220:                                           ; preds = %ok219
  %631 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.102)
  br label %fail

ok221:                                            ; preds = %ok219
  %632 = extractvalue { i64, i1 } %628, 0
  %633 = icmp sle i64 %632, %490
  %634 = and i1 %627, %633
  %635 = icmp sle i64 1, %538
  %636 = xor i1 %635, true
  %637 = or i1 %636, %634
  br i1 %637, label %ok223, label %bad222

bad222:                                           ; preds = %ok221
  %638 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.103, i64 %439, i64 %632, i64 0, i64 %490)
  br label %fail

ok223:                                            ; preds = %ok221
  %639 = icmp sge i64 %511, 0
  br i1 %639, label %ok225, label %bad224

bad224:                                           ; preds = %ok223
  %640 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.104, i64 %511)
  br label %fail

ok225:                                            ; preds = %ok223
  %641 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 -1, i64 %501)
  %642 = extractvalue { i64, i1 } %641, 1
  %643 = xor i1 %642, true
  br i1 %643, label %ok227, label %bad226

bad226:                                           ; preds = %ok225
  %644 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.105)
  br label %fail

ok227:                                            ; preds = %ok225
  %645 = extractvalue { i64, i1 } %641, 0
  %646 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 3, i64 %433)
  %647 = extractvalue { i64, i1 } %646, 1
  %648 = xor i1 %647, true
  br i1 %648, label %ok229, label %bad228

bad228:                                           ; preds = %ok227
  %649 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.106)
  br label %fail

ok229:                                            ; preds = %ok227
  %650 = extractvalue { i64, i1 } %646, 0
  %651 = call i64 @llvm.smin.i64(i64 %327, i64 %650)
  %652 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %645, i64 %651)
  %653 = extractvalue { i64, i1 } %652, 1
  %654 = xor i1 %653, true
  br i1 %654, label %ok231, label %bad230

bad230:                                           ; preds = %ok229
  %655 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.107)
  br label %fail

ok231:                                            ; preds = %ok229
  %656 = extractvalue { i64, i1 } %652, 0
  %657 = icmp sge i64 %656, 0
  br i1 %657, label %ok233, label %bad232

bad232:                                           ; preds = %ok231
  %658 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.108, i64 %656)
  br label %fail

ok233:                                            ; preds = %ok231
  %659 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 -8, i64 %334)
  %660 = extractvalue { i64, i1 } %659, 1
  %661 = xor i1 %660, true
  br i1 %661, label %ok235, label %bad234

bad234:                                           ; preds = %ok233
  %662 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.109)
  br label %fail

ok235:                                            ; preds = %ok233
  %663 = extractvalue { i64, i1 } %659, 0
  %664 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %663, i64 %501)
  %665 = extractvalue { i64, i1 } %664, 1
  %666 = xor i1 %665, true
  br i1 %666, label %ok237, label %bad236

bad236:                                           ; preds = %ok235
  %667 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.110)
  br label %fail

ok237:                                            ; preds = %ok235
  %668 = extractvalue { i64, i1 } %664, 0
  %669 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %334)
  %670 = extractvalue { i64, i1 } %669, 1
  %671 = xor i1 %670, true
  br i1 %671, label %ok239, label %bad238

bad238:                                           ; preds = %ok237
  %672 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.111)
  br label %fail

ok239:                                            ; preds = %ok237
  %673 = extractvalue { i64, i1 } %669, 0
  %674 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %673, i64 %651)
  %675 = extractvalue { i64, i1 } %674, 1
  %676 = xor i1 %675, true
  br i1 %676, label %ok241, label %bad240

bad240:                                           ; preds = %ok239
  %677 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.112)
  br label %fail

ok241:                                            ; preds = %ok239
  %678 = extractvalue { i64, i1 } %674, 0
  %679 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %668, i64 %678)
  %680 = extractvalue { i64, i1 } %679, 1
  %681 = xor i1 %680, true
  br i1 %681, label %ok243, label %bad242

bad242:                                           ; preds = %ok241
  %682 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.113)
  br label %fail

ok243:                                            ; preds = %ok241
  %683 = extractvalue { i64, i1 } %679, 0
  %684 = icmp sle i64 0, %501
  %685 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 -1, i64 %651)
  %686 = extractvalue { i64, i1 } %685, 1
  %687 = xor i1 %686, true
  br i1 %687, label %ok245, label %bad244

bad244:                                           ; preds = %ok243
  %688 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.114)
  br label %fail

ok245:                                            ; preds = %ok243
  %689 = extractvalue { i64, i1 } %685, 0
  %690 = icmp sle i64 %689, %449
  %691 = and i1 %684, %690
  %692 = icmp sle i64 1, %656
  %693 = and i1 %451, %692
  %694 = xor i1 %693, true
  %695 = or i1 %694, %691
  br i1 %695, label %ok247, label %bad246

bad246:                                           ; preds = %ok245
  %696 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.115, i64 %501, i64 %689, i64 0, i64 %449)
  br label %fail

ok247:                                            ; preds = %ok245
  %697 = icmp sge i64 %656, 0
  br i1 %697, label %ok249, label %bad248

bad248:                                           ; preds = %ok247
  %698 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.116, i64 %656)
  br label %fail

ok249:                                            ; preds = %ok247
  %699 = xor i1 %693, true
  %700 = or i1 %699, %691
  br i1 %700, label %ok251, label %bad250

bad250:                                           ; preds = %ok249
  %701 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.117, i64 %501, i64 %689, i64 0, i64 %449)
  br label %fail

ok251:                                            ; preds = %ok249
  %702 = icmp sge i64 %656, 0
  br i1 %702, label %ok253, label %bad252

bad252:                                           ; preds = %ok251
  %703 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.118, i64 %656)
  br label %fail

ok253:                                            ; preds = %ok251
  %704 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 -1, i64 %334)
  %705 = extractvalue { i64, i1 } %704, 1
  %706 = xor i1 %705, true
  br i1 %706, label %ok255, label %bad254

bad254:                                           ; preds = %ok253
  %707 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.119)
  br label %fail

ok255:                                            ; preds = %ok253
  %708 = extractvalue { i64, i1 } %704, 0
  %709 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %708, i64 %334)
  %710 = extractvalue { i64, i1 } %709, 1
  %711 = xor i1 %710, true
  br i1 %711, label %ok257, label %bad256

bad256:                                           ; preds = %ok255
  %712 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.120)
  br label %fail

ok257:                                            ; preds = %ok255
  %713 = extractvalue { i64, i1 } %709, 0
  %714 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %713, i64 %501)
  %715 = extractvalue { i64, i1 } %714, 1
  %716 = xor i1 %715, true
  br i1 %716, label %ok259, label %bad258

bad258:                                           ; preds = %ok257
  %717 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.121)
  br label %fail

ok259:                                            ; preds = %ok257
  %718 = extractvalue { i64, i1 } %714, 0
  %719 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %334, i64 %334)
  %720 = extractvalue { i64, i1 } %719, 1
  %721 = xor i1 %720, true
  br i1 %721, label %ok261, label %bad260

bad260:                                           ; preds = %ok259
  %722 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.122)
  br label %fail

ok261:                                            ; preds = %ok259
  %723 = extractvalue { i64, i1 } %719, 0
  %724 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %723, i64 %651)
  %725 = extractvalue { i64, i1 } %724, 1
  %726 = xor i1 %725, true
  br i1 %726, label %ok263, label %bad262

bad262:                                           ; preds = %ok261
  %727 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.123)
  br label %fail

ok263:                                            ; preds = %ok261
  %728 = extractvalue { i64, i1 } %724, 0
  %729 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %718, i64 %728)
  %730 = extractvalue { i64, i1 } %729, 1
  %731 = xor i1 %730, true
  br i1 %731, label %ok265, label %bad264

bad264:                                           ; preds = %ok263
  %732 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.124)
  br label %fail

ok265:                                            ; preds = %ok263
  %733 = extractvalue { i64, i1 } %729, 0
  %734 = xor i1 %693, true
  %735 = or i1 %734, %691
  br i1 %735, label %ok267, label %bad266

bad266:                                           ; preds = %ok265
  %736 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.125, i64 %501, i64 %689, i64 0, i64 %449)
  br label %fail

ok267:                                            ; preds = %ok265
  %737 = icmp sge i64 %656, 0
  br i1 %737, label %ok269, label %bad268

bad268:                                           ; preds = %ok267
  %738 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.126, i64 %656)
  br label %fail

ok269:                                            ; preds = %ok267
  %739 = xor i1 %693, true
  %740 = or i1 %739, %691
  br i1 %740, label %ok271, label %bad270

bad270:                                           ; preds = %ok269
  %741 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.127, i64 %501, i64 %689, i64 0, i64 %449)
  br label %fail

ok271:                                            ; preds = %ok269
  %742 = icmp sge i64 %656, 0
  br i1 %742, label %ok273, label %bad272

bad272:                                           ; preds = %ok271
  %743 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.128, i64 %656)
  br label %fail

ok273:                                            ; preds = %ok271
  %744 = icmp sge i64 %656, 0
  br i1 %744, label %ok275, label %bad274

bad274:                                           ; preds = %ok273
  %745 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.129, i64 %656)
  br label %fail

ok275:                                            ; preds = %ok273
  %746 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 -1, i64 %334)
  %747 = extractvalue { i64, i1 } %746, 1
  %748 = xor i1 %747, true
  br i1 %748, label %ok277, label %bad276

bad276:                                           ; preds = %ok275
  %749 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.130)
  br label %fail

ok277:                                            ; preds = %ok275
  %750 = extractvalue { i64, i1 } %746, 0
  %751 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %750, i64 %501)
  %752 = extractvalue { i64, i1 } %751, 1
  %753 = xor i1 %752, true
  br i1 %753, label %ok279, label %bad278

bad278:                                           ; preds = %ok277
  %754 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.131)
  br label %fail

ok279:                                            ; preds = %ok277
  %755 = extractvalue { i64, i1 } %751, 0
  %756 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %334, i64 %651)
  %757 = extractvalue { i64, i1 } %756, 1
  %758 = xor i1 %757, true
  br i1 %758, label %ok281, label %bad280

bad280:                                           ; preds = %ok279
  %759 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.132)
  br label %fail

ok281:                                            ; preds = %ok279
  %760 = extractvalue { i64, i1 } %756, 0
  %761 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %755, i64 %760)
  %762 = extractvalue { i64, i1 } %761, 1
  %763 = xor i1 %762, true
  br i1 %763, label %ok283, label %bad282

bad282:                                           ; preds = %ok281
  %764 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.133)
  br label %fail

ok283:                                            ; preds = %ok281
  %765 = extractvalue { i64, i1 } %761, 0
  %766 = icmp sge i64 %656, 0
  br i1 %766, label %ok285, label %bad284

bad284:                                           ; preds = %ok283
  %767 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.134, i64 %656)
  br label %fail

ok285:                                            ; preds = %ok283
  %768 = icmp sge i64 %656, 0
  br i1 %768, label %ok287, label %bad286

bad286:                                           ; preds = %ok285
  %769 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.135, i64 %656)
  br label %fail

ok287:                                            ; preds = %ok285
  %770 = icmp sge i64 %683, 0
  br i1 %770, label %ok289, label %bad288

bad288:                                           ; preds = %ok287
  %771 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.136, i64 %683)
  br label %fail

ok289:                                            ; preds = %ok287
  %772 = icmp sle i64 0, %523
  %773 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 -1, i64 %678)
  %774 = extractvalue { i64, i1 } %773, 1
  %775 = xor i1 %774, true
  br i1 %775, label %ok291, label %bad290

bad290:                                           ; preds = %ok289
  %776 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.137)
  br label %fail

ok291:                                            ; preds = %ok289
  %777 = extractvalue { i64, i1 } %773, 0
  %778 = icmp sle i64 %777, %490
  %779 = and i1 %772, %778
  %780 = icmp sle i64 1, %683
  %781 = xor i1 %780, true
  %782 = or i1 %781, %779
  br i1 %782, label %ok293, label %bad292

bad292:                                           ; preds = %ok291
  %783 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.138, i64 %523, i64 %777, i64 0, i64 %490)
  br label %fail

ok293:                                            ; preds = %ok291
  %784 = icmp sge i64 %656, 0
  br i1 %784, label %ok295, label %bad294

bad294:                                           ; preds = %ok293
  %785 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.139, i64 %656)
  br label %fail

ok295:                                            ; preds = %ok293
  %786 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 -1, i64 %651)
  %787 = extractvalue { i64, i1 } %786, 1
  %788 = xor i1 %787, true
  br i1 %788, label %ok297, label %bad296

bad296:                                           ; preds = %ok295
  %789 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.140)
  br label %fail

ok297:                                            ; preds = %ok295
  %790 = extractvalue { i64, i1 } %786, 0
  %791 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %327, i64 %790)
  %792 = extractvalue { i64, i1 } %791, 1
  %793 = xor i1 %792, true
  br i1 %793, label %ok299, label %bad298

bad298:                                           ; preds = %ok297
  %794 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.141)
  br label %fail

ok299:                                            ; preds = %ok297
  %795 = extractvalue { i64, i1 } %791, 0
  %796 = icmp sge i64 %795, 0
  br i1 %796, label %ok301, label %bad300

bad300:                                           ; preds = %ok299
  %797 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.142, i64 %795)
  br label %fail

ok301:                                            ; preds = %ok299
  %798 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 -8, i64 %334)
  %799 = extractvalue { i64, i1 } %798, 1
  %800 = xor i1 %799, true
  br i1 %800, label %ok303, label %bad302

bad302:                                           ; preds = %ok301
  %801 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.143)
  br label %fail

ok303:                                            ; preds = %ok301
  %802 = extractvalue { i64, i1 } %798, 0
  %803 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %802, i64 %651)
  %804 = extractvalue { i64, i1 } %803, 1
  %805 = xor i1 %804, true
  br i1 %805, label %ok305, label %bad304

bad304:                                           ; preds = %ok303
  %806 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.144)
  br label %fail

ok305:                                            ; preds = %ok303
  %807 = extractvalue { i64, i1 } %803, 0
  %808 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %339, i64 %807)
  %809 = extractvalue { i64, i1 } %808, 1
  %810 = xor i1 %809, true
  br i1 %810, label %ok307, label %bad306

bad306:                                           ; preds = %ok305
  %811 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.145)
  br label %fail

ok307:                                            ; preds = %ok305
  %812 = extractvalue { i64, i1 } %808, 0
  %813 = icmp sge i64 %795, 0
  br i1 %813, label %ok309, label %bad308

bad308:                                           ; preds = %ok307
  %814 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.146, i64 %795)
  br label %fail

ok309:                                            ; preds = %ok307
  %815 = icmp sge i64 %795, 0
  br i1 %815, label %ok311, label %bad310

bad310:                                           ; preds = %ok309
  %816 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.147, i64 %795)
  br label %fail

ok311:                                            ; preds = %ok309
  %817 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 -1, i64 %334)
  %818 = extractvalue { i64, i1 } %817, 1
  %819 = xor i1 %818, true
  br i1 %819, label %ok313, label %bad312

bad312:                                           ; preds = %ok311
  %820 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.148)
  br label %fail

ok313:                                            ; preds = %ok311
  %821 = extractvalue { i64, i1 } %817, 0
  %822 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %821, i64 %334)
  %823 = extractvalue { i64, i1 } %822, 1
  %824 = xor i1 %823, true
  br i1 %824, label %ok315, label %bad314

bad314:                                           ; preds = %ok313
  %825 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.149)
  br label %fail

ok315:                                            ; preds = %ok313
  %826 = extractvalue { i64, i1 } %822, 0
  %827 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %826, i64 %651)
  %828 = extractvalue { i64, i1 } %827, 1
  %829 = xor i1 %828, true
  br i1 %829, label %ok317, label %bad316

bad316:                                           ; preds = %ok315
  %830 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.150)
  br label %fail

ok317:                                            ; preds = %ok315
  %831 = extractvalue { i64, i1 } %827, 0
  %832 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %373, i64 %831)
  %833 = extractvalue { i64, i1 } %832, 1
  %834 = xor i1 %833, true
  br i1 %834, label %ok319, label %bad318

bad318:                                           ; preds = %ok317
  %835 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.151)
  br label %fail

ok319:                                            ; preds = %ok317
  %836 = extractvalue { i64, i1 } %832, 0
  %837 = icmp sge i64 %795, 0
  br i1 %837, label %ok321, label %bad320

bad320:                                           ; preds = %ok319
  %838 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.152, i64 %795)
  br label %fail

ok321:                                            ; preds = %ok319
  %839 = icmp sge i64 %795, 0
  br i1 %839, label %ok323, label %bad322

bad322:                                           ; preds = %ok321
  %840 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.153, i64 %795)
  br label %fail

ok323:                                            ; preds = %ok321
  %841 = icmp sge i64 %795, 0
  br i1 %841, label %ok325, label %bad324

bad324:                                           ; preds = %ok323
  %842 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.154, i64 %795)
  br label %fail

ok325:                                            ; preds = %ok323
  %843 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 -1, i64 %334)
  %844 = extractvalue { i64, i1 } %843, 1
  %845 = xor i1 %844, true
  br i1 %845, label %ok327, label %bad326

bad326:                                           ; preds = %ok325
  %846 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.155)
  br label %fail

ok327:                                            ; preds = %ok325
  %847 = extractvalue { i64, i1 } %843, 0
  %848 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %847, i64 %651)
  %849 = extractvalue { i64, i1 } %848, 1
  %850 = xor i1 %849, true
  br i1 %850, label %ok329, label %bad328

bad328:                                           ; preds = %ok327
  %851 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.156)
  br label %fail

ok329:                                            ; preds = %ok327
  %852 = extractvalue { i64, i1 } %848, 0
  %853 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %402, i64 %852)
  %854 = extractvalue { i64, i1 } %853, 1
  %855 = xor i1 %854, true
  br i1 %855, label %ok331, label %bad330

bad330:                                           ; preds = %ok329
  %856 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.157)
  br label %fail

ok331:                                            ; preds = %ok329
  %857 = extractvalue { i64, i1 } %853, 0
  %858 = icmp sge i64 %795, 0
  br i1 %858, label %ok333, label %bad332

bad332:                                           ; preds = %ok331
  %859 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.158, i64 %795)
  br label %fail

ok333:                                            ; preds = %ok331
  %860 = icmp sge i64 %795, 0
  br i1 %860, label %ok335, label %bad334

bad334:                                           ; preds = %ok333
  %861 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.159, i64 %795)
  br label %fail

ok335:                                            ; preds = %ok333
  %862 = icmp sge i64 %812, 0
  br i1 %862, label %ok337, label %bad336

bad336:                                           ; preds = %ok335
  %863 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.160, i64 %812)
  br label %fail

ok337:                                            ; preds = %ok335
  %864 = icmp sge i64 %795, 0
  br i1 %864, label %ok339, label %bad338

bad338:                                           ; preds = %ok337
  %865 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.161, i64 %795)
  br label %fail

ok339:                                            ; preds = %ok337
  %arena340 = call ptr @cajit_rt_arena_create()
  store ptr %arena340, ptr %arena, align 8
  %866 = icmp ne ptr %arena340, null
  br i1 %866, label %ok342, label %bad341

bad341:                                           ; preds = %ok339
  %867 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 5, ptr @str.162)
  br label %fail

ok342:                                            ; preds = %ok339
  %counts = alloca [8 x i64], align 8
  %868 = getelementptr inbounds i64, ptr %counts, i64 0
  store i64 %469, ptr %868, align 8
  %869 = getelementptr inbounds i64, ptr %counts, i64 1
  store i64 %480, ptr %869, align 8
  %870 = getelementptr inbounds i64, ptr %counts, i64 2
  store i64 %588, ptr %870, align 8
  %871 = getelementptr inbounds i64, ptr %counts, i64 3
  store i64 %620, ptr %871, align 8
  %872 = getelementptr inbounds i64, ptr %counts, i64 4
  store i64 %733, ptr %872, align 8
  %873 = getelementptr inbounds i64, ptr %counts, i64 5
  store i64 %765, ptr %873, align 8
  %874 = getelementptr inbounds i64, ptr %counts, i64 6
  store i64 %836, ptr %874, align 8
  %875 = getelementptr inbounds i64, ptr %counts, i64 7
  store i64 %857, ptr %875, align 8
  %layout_scratch = alloca [32 x i64], align 8
  %offsets = alloca [8 x i64], align 8
  %total = call i64 @cajit_rt_plan_layout_cached(ptr @layout_cache, i32 8, ptr %counts, ptr @elem_sizes, ptr @first_use, ptr @last_use, ptr %layout_scratch, ptr %offsets)
  %876 = icmp sge i64 %total, 0
  br i1 %876, label %ok344, label %bad343

bad343:                                           ; preds = %ok342
  %877 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 5, ptr @str.163)
  br label %fail

ok344:                                            ; preds = %ok342
  %intermediates = call ptr @cajit_rt_arena_alloc(ptr %arena340, i64 %total, i64 1)
  %878 = icmp ne ptr %intermediates, null
  br i1 %878, label %ok346, label %bad345

bad345:                                           ; preds = %ok344
  %879 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 5, ptr @str.164, i64 %total)
  br label %fail

ok346:                                            ; preds = %ok344
  %880 = getelementptr inbounds i64, ptr %offsets, i64 0
  %881 = load i64, ptr %880, align 8
  %882 = getelementptr i8, ptr %intermediates, i64 %881
  %883 = getelementptr inbounds i64, ptr %bufs, i64 15
  store ptr %882, ptr %883, align 8
  %884 = getelementptr inbounds i64, ptr %offsets, i64 1
  %885 = load i64, ptr %884, align 8
  %886 = getelementptr i8, ptr %intermediates, i64 %885
  %887 = getelementptr inbounds i64, ptr %bufs, i64 16
  store ptr %886, ptr %887, align 8
  %888 = getelementptr inbounds i64, ptr %offsets, i64 2
  %889 = load i64, ptr %888, align 8
  %890 = getelementptr i8, ptr %intermediates, i64 %889
  %891 = getelementptr inbounds i64, ptr %bufs, i64 25
  store ptr %890, ptr %891, align 8
  %892 = getelementptr inbounds i64, ptr %offsets, i64 3
  %893 = load i64, ptr %892, align 8
  %894 = getelementptr i8, ptr %intermediates, i64 %893
  %895 = getelementptr inbounds i64, ptr %bufs, i64 26
  store ptr %894, ptr %895, align 8
  %896 = getelementptr inbounds i64, ptr %offsets, i64 4
  %897 = load i64, ptr %896, align 8
  %898 = getelementptr i8, ptr %intermediates, i64 %897
  %899 = getelementptr inbounds i64, ptr %bufs, i64 35
  store ptr %898, ptr %899, align 8
  %900 = getelementptr inbounds i64, ptr %offsets, i64 5
  %901 = load i64, ptr %900, align 8
  %902 = getelementptr i8, ptr %intermediates, i64 %901
  %903 = getelementptr inbounds i64, ptr %bufs, i64 36
  store ptr %902, ptr %903, align 8
  %904 = getelementptr inbounds i64, ptr %offsets, i64 6
  %905 = load i64, ptr %904, align 8
  %906 = getelementptr i8, ptr %intermediates, i64 %905
  %907 = getelementptr inbounds i64, ptr %bufs, i64 45
  store ptr %906, ptr %907, align 8
  %908 = getelementptr inbounds i64, ptr %offsets, i64 7
  %909 = load i64, ptr %908, align 8
  %910 = getelementptr i8, ptr %intermediates, i64 %909
  %911 = getelementptr inbounds i64, ptr %bufs, i64 46
  store ptr %910, ptr %911, align 8
  %oshape = alloca [3 x i64], align 8
  %912 = getelementptr inbounds i64, ptr %oshape, i64 0
  store i64 %327, ptr %912, align 8
  %913 = getelementptr inbounds i64, ptr %oshape, i64 1
  store i64 %334, ptr %913, align 8
  %914 = getelementptr inbounds i64, ptr %oshape, i64 2
  store i64 8, ptr %914, align 8
  %915 = call ptr @cajit_rt_dlpack_alloc(i32 2, i32 32, i32 3, ptr %oshape)
  %916 = getelementptr inbounds i64, ptr %outs, i64 0
  store ptr %915, ptr %916, align 8
  %917 = icmp ne ptr %915, null
  br i1 %917, label %ok348, label %bad347

bad347:                                           ; preds = %ok346
  %918 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 5, ptr @str.165, i64 %339)
  br label %fail

ok348:                                            ; preds = %ok346
  %919 = getelementptr inbounds i8, ptr %915, i64 0
  %920 = load ptr, ptr %919, align 8
  %921 = getelementptr inbounds i64, ptr %bufs, i64 10
  store ptr %920, ptr %921, align 8
  %922 = getelementptr inbounds i64, ptr %inputs_now, i64 0
  %923 = getelementptr inbounds i64, ptr %bufs, i64 0
  %924 = call i32 @cajit_rt_input_ready(ptr %call, i32 0, ptr %922, ptr %923, ptr @str.166)
  %925 = icmp eq i32 %924, 0
  br i1 %925, label %ok349, label %fail

ok349:                                            ; preds = %ok348
  %926 = getelementptr inbounds i64, ptr %inputs_now, i64 1
  %927 = getelementptr inbounds i64, ptr %bufs, i64 1
  %928 = call i32 @cajit_rt_input_ready(ptr %call, i32 1, ptr %926, ptr %927, ptr @str.167)
  %929 = icmp eq i32 %928, 0
  br i1 %929, label %ok350, label %fail

ok350:                                            ; preds = %ok349
  %930 = getelementptr inbounds i64, ptr %bufs, i64 0
  %931 = load ptr, ptr %930, align 8
  %932 = getelementptr inbounds i64, ptr %bufs, i64 1
  %933 = load ptr, ptr %932, align 8
  %934 = getelementptr inbounds i64, ptr %bufs, i64 15
  %935 = load ptr, ptr %934, align 8
  %936 = getelementptr inbounds i64, ptr %syms, i64 0
  %937 = load i64, ptr %936, align 8
  %938 = getelementptr inbounds i64, ptr %syms, i64 1
  %939 = load i64, ptr %938, align 8
  %940 = getelementptr inbounds i64, ptr %syms, i64 2
  %941 = load i64, ptr %940, align 8
  %942 = getelementptr inbounds i64, ptr %syms, i64 3
  %943 = load i64, ptr %942, align 8
  %944 = getelementptr inbounds i64, ptr %syms, i64 4
  %945 = load i64, ptr %944, align 8
  %946 = getelementptr inbounds i64, ptr %syms, i64 5
  %947 = load i64, ptr %946, align 8
  %948 = getelementptr inbounds i64, ptr %syms, i64 6
  %949 = load i64, ptr %948, align 8
  %950 = getelementptr inbounds i64, ptr %syms, i64 7
  %951 = load i64, ptr %950, align 8
  %952 = call i32 @k0._4___aten_bmm_default(ptr %931, ptr %933, ptr %935, i64 %937, i64 %939, i64 %941, i64 %943, i64 %945, i64 %947, i64 %949, i64 %951, ptr %call)
  %953 = icmp eq i32 %952, 0
  br i1 %953, label %ok351, label %fail

ok351:                                            ; preds = %ok350
  %954 = getelementptr inbounds i64, ptr %inputs_now, i64 2
  %955 = getelementptr inbounds i64, ptr %bufs, i64 2
  %956 = call i32 @cajit_rt_input_ready(ptr %call, i32 2, ptr %954, ptr %955, ptr @str.168)
  %957 = icmp eq i32 %956, 0
  br i1 %957, label %ok352, label %fail

ok352:                                            ; preds = %ok351
  %958 = getelementptr inbounds i64, ptr %bufs, i64 2
  %959 = load ptr, ptr %958, align 8
  %960 = getelementptr inbounds i64, ptr %bufs, i64 15
  %961 = load ptr, ptr %960, align 8
  %962 = getelementptr inbounds i64, ptr %bufs, i64 16
  %963 = load ptr, ptr %962, align 8
  %964 = getelementptr inbounds i64, ptr %syms, i64 0
  %965 = load i64, ptr %964, align 8
  %966 = getelementptr inbounds i64, ptr %syms, i64 1
  %967 = load i64, ptr %966, align 8
  %968 = getelementptr inbounds i64, ptr %syms, i64 8
  %969 = load i64, ptr %968, align 8
  %970 = getelementptr inbounds i64, ptr %syms, i64 9
  %971 = load i64, ptr %970, align 8
  %972 = getelementptr inbounds i64, ptr %syms, i64 10
  %973 = load i64, ptr %972, align 8
  call void @k1._5___aten__softmax_backward_data_default(ptr %959, ptr %961, ptr %963, i64 %965, i64 %967, i64 %969, i64 %971, i64 %973)
  %974 = getelementptr inbounds i64, ptr %inputs_now, i64 3
  %975 = getelementptr inbounds i64, ptr %bufs, i64 3
  %976 = call i32 @cajit_rt_input_ready(ptr %call, i32 3, ptr %974, ptr %975, ptr @str.169)
  %977 = icmp eq i32 %976, 0
  br i1 %977, label %ok353, label %fail

ok353:                                            ; preds = %ok352
  %978 = getelementptr inbounds i64, ptr %bufs, i64 3
  %979 = load ptr, ptr %978, align 8
  %980 = getelementptr inbounds i64, ptr %bufs, i64 10
  %981 = load ptr, ptr %980, align 8
  %982 = getelementptr inbounds i64, ptr %bufs, i64 15
  %983 = load ptr, ptr %982, align 8
  %984 = getelementptr inbounds i64, ptr %syms, i64 0
  %985 = load i64, ptr %984, align 8
  %986 = getelementptr inbounds i64, ptr %syms, i64 1
  %987 = load i64, ptr %986, align 8
  %988 = getelementptr inbounds i64, ptr %syms, i64 11
  %989 = load i64, ptr %988, align 8
  %990 = getelementptr inbounds i64, ptr %syms, i64 12
  %991 = load i64, ptr %990, align 8
  %992 = getelementptr inbounds i64, ptr %syms, i64 13
  %993 = load i64, ptr %992, align 8
  %994 = call i32 @k3._6___aten_bmm_default(ptr %979, ptr %981, ptr %983, i64 %985, i64 %987, i64 %989, i64 %991, i64 %993, ptr %call)
  %995 = icmp eq i32 %994, 0
  br i1 %995, label %ok354, label %fail

ok354:                                            ; preds = %ok353
  %996 = getelementptr inbounds i64, ptr %bufs, i64 0
  %997 = load ptr, ptr %996, align 8
  %998 = getelementptr inbounds i64, ptr %bufs, i64 10
  %999 = load ptr, ptr %998, align 8
  %1000 = getelementptr inbounds i64, ptr %bufs, i64 15
  %1001 = load ptr, ptr %1000, align 8
  %1002 = getelementptr inbounds i64, ptr %syms, i64 0
  %1003 = load i64, ptr %1002, align 8
  %1004 = getelementptr inbounds i64, ptr %syms, i64 1
  %1005 = load i64, ptr %1004, align 8
  %1006 = getelementptr inbounds i64, ptr %syms, i64 2
  %1007 = load i64, ptr %1006, align 8
  %1008 = getelementptr inbounds i64, ptr %syms, i64 3
  %1009 = load i64, ptr %1008, align 8
  %1010 = getelementptr inbounds i64, ptr %syms, i64 4
  %1011 = load i64, ptr %1010, align 8
  %1012 = call i32 @k4._8___aten_bmm_default(ptr %997, ptr %999, ptr %1001, i64 %1003, i64 %1005, i64 %1007, i64 %1009, i64 %1011, ptr %call)
  %1013 = icmp eq i32 %1012, 0
  br i1 %1013, label %ok355, label %fail

ok355:                                            ; preds = %ok354
  %1014 = getelementptr inbounds i64, ptr %bufs, i64 0
  %1015 = load ptr, ptr %1014, align 8
  %1016 = getelementptr inbounds i64, ptr %bufs, i64 1
  %1017 = load ptr, ptr %1016, align 8
  %1018 = getelementptr inbounds i64, ptr %bufs, i64 25
  %1019 = load ptr, ptr %1018, align 8
  %1020 = getelementptr inbounds i64, ptr %syms, i64 0
  %1021 = load i64, ptr %1020, align 8
  %1022 = getelementptr inbounds i64, ptr %syms, i64 1
  %1023 = load i64, ptr %1022, align 8
  %1024 = getelementptr inbounds i64, ptr %syms, i64 2
  %1025 = load i64, ptr %1024, align 8
  %1026 = getelementptr inbounds i64, ptr %syms, i64 3
  %1027 = load i64, ptr %1026, align 8
  %1028 = getelementptr inbounds i64, ptr %syms, i64 4
  %1029 = load i64, ptr %1028, align 8
  %1030 = getelementptr inbounds i64, ptr %syms, i64 5
  %1031 = load i64, ptr %1030, align 8
  %1032 = getelementptr inbounds i64, ptr %syms, i64 6
  %1033 = load i64, ptr %1032, align 8
  %1034 = getelementptr inbounds i64, ptr %syms, i64 7
  %1035 = load i64, ptr %1034, align 8
  %1036 = call i32 @k5._4___aten_bmm_default(ptr %1015, ptr %1017, ptr %1019, i64 %1021, i64 %1023, i64 %1025, i64 %1027, i64 %1029, i64 %1031, i64 %1033, i64 %1035, ptr %call)
  %1037 = icmp eq i32 %1036, 0
  br i1 %1037, label %ok356, label %fail

ok356:                                            ; preds = %ok355
  %1038 = getelementptr inbounds i64, ptr %bufs, i64 2
  %1039 = load ptr, ptr %1038, align 8
  %1040 = getelementptr inbounds i64, ptr %bufs, i64 25
  %1041 = load ptr, ptr %1040, align 8
  %1042 = getelementptr inbounds i64, ptr %bufs, i64 26
  %1043 = load ptr, ptr %1042, align 8
  %1044 = getelementptr inbounds i64, ptr %syms, i64 0
  %1045 = load i64, ptr %1044, align 8
  %1046 = getelementptr inbounds i64, ptr %syms, i64 1
  %1047 = load i64, ptr %1046, align 8
  %1048 = getelementptr inbounds i64, ptr %syms, i64 8
  %1049 = load i64, ptr %1048, align 8
  %1050 = getelementptr inbounds i64, ptr %syms, i64 9
  %1051 = load i64, ptr %1050, align 8
  %1052 = getelementptr inbounds i64, ptr %syms, i64 10
  %1053 = load i64, ptr %1052, align 8
  call void @k6._5___aten__softmax_backward_data_default(ptr %1039, ptr %1041, ptr %1043, i64 %1045, i64 %1047, i64 %1049, i64 %1051, i64 %1053)
  %1054 = getelementptr inbounds i64, ptr %bufs, i64 3
  %1055 = load ptr, ptr %1054, align 8
  %1056 = getelementptr inbounds i64, ptr %bufs, i64 10
  %1057 = load ptr, ptr %1056, align 8
  %1058 = getelementptr inbounds i64, ptr %bufs, i64 25
  %1059 = load ptr, ptr %1058, align 8
  %1060 = getelementptr inbounds i64, ptr %syms, i64 0
  %1061 = load i64, ptr %1060, align 8
  %1062 = getelementptr inbounds i64, ptr %syms, i64 1
  %1063 = load i64, ptr %1062, align 8
  %1064 = getelementptr inbounds i64, ptr %syms, i64 11
  %1065 = load i64, ptr %1064, align 8
  %1066 = getelementptr inbounds i64, ptr %syms, i64 12
  %1067 = load i64, ptr %1066, align 8
  %1068 = getelementptr inbounds i64, ptr %syms, i64 13
  %1069 = load i64, ptr %1068, align 8
  %1070 = call i32 @k8._6___aten_bmm_default(ptr %1055, ptr %1057, ptr %1059, i64 %1061, i64 %1063, i64 %1065, i64 %1067, i64 %1069, ptr %call)
  %1071 = icmp eq i32 %1070, 0
  br i1 %1071, label %ok357, label %fail

ok357:                                            ; preds = %ok356
  %1072 = getelementptr inbounds i64, ptr %bufs, i64 0
  %1073 = load ptr, ptr %1072, align 8
  %1074 = getelementptr inbounds i64, ptr %bufs, i64 10
  %1075 = load ptr, ptr %1074, align 8
  %1076 = getelementptr inbounds i64, ptr %bufs, i64 25
  %1077 = load ptr, ptr %1076, align 8
  %1078 = getelementptr inbounds i64, ptr %syms, i64 0
  %1079 = load i64, ptr %1078, align 8
  %1080 = getelementptr inbounds i64, ptr %syms, i64 1
  %1081 = load i64, ptr %1080, align 8
  %1082 = getelementptr inbounds i64, ptr %syms, i64 2
  %1083 = load i64, ptr %1082, align 8
  %1084 = getelementptr inbounds i64, ptr %syms, i64 3
  %1085 = load i64, ptr %1084, align 8
  %1086 = getelementptr inbounds i64, ptr %syms, i64 4
  %1087 = load i64, ptr %1086, align 8
  %1088 = call i32 @k9._8___aten_bmm_default(ptr %1073, ptr %1075, ptr %1077, i64 %1079, i64 %1081, i64 %1083, i64 %1085, i64 %1087, ptr %call)
  %1089 = icmp eq i32 %1088, 0
  br i1 %1089, label %ok358, label %fail

ok358:                                            ; preds = %ok357
  %1090 = getelementptr inbounds i64, ptr %bufs, i64 0
  %1091 = load ptr, ptr %1090, align 8
  %1092 = getelementptr inbounds i64, ptr %bufs, i64 1
  %1093 = load ptr, ptr %1092, align 8
  %1094 = getelementptr inbounds i64, ptr %bufs, i64 35
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
  %1112 = call i32 @k10._4___aten_bmm_default(ptr %1091, ptr %1093, ptr %1095, i64 %1097, i64 %1099, i64 %1101, i64 %1103, i64 %1105, i64 %1107, i64 %1109, i64 %1111, ptr %call)
  %1113 = icmp eq i32 %1112, 0
  br i1 %1113, label %ok359, label %fail

ok359:                                            ; preds = %ok358
  %1114 = getelementptr inbounds i64, ptr %bufs, i64 2
  %1115 = load ptr, ptr %1114, align 8
  %1116 = getelementptr inbounds i64, ptr %bufs, i64 35
  %1117 = load ptr, ptr %1116, align 8
  %1118 = getelementptr inbounds i64, ptr %bufs, i64 36
  %1119 = load ptr, ptr %1118, align 8
  %1120 = getelementptr inbounds i64, ptr %syms, i64 0
  %1121 = load i64, ptr %1120, align 8
  %1122 = getelementptr inbounds i64, ptr %syms, i64 1
  %1123 = load i64, ptr %1122, align 8
  %1124 = getelementptr inbounds i64, ptr %syms, i64 8
  %1125 = load i64, ptr %1124, align 8
  %1126 = getelementptr inbounds i64, ptr %syms, i64 9
  %1127 = load i64, ptr %1126, align 8
  %1128 = getelementptr inbounds i64, ptr %syms, i64 10
  %1129 = load i64, ptr %1128, align 8
  call void @k11._5___aten__softmax_backward_data_default(ptr %1115, ptr %1117, ptr %1119, i64 %1121, i64 %1123, i64 %1125, i64 %1127, i64 %1129)
  %1130 = getelementptr inbounds i64, ptr %bufs, i64 3
  %1131 = load ptr, ptr %1130, align 8
  %1132 = getelementptr inbounds i64, ptr %bufs, i64 10
  %1133 = load ptr, ptr %1132, align 8
  %1134 = getelementptr inbounds i64, ptr %bufs, i64 35
  %1135 = load ptr, ptr %1134, align 8
  %1136 = getelementptr inbounds i64, ptr %syms, i64 0
  %1137 = load i64, ptr %1136, align 8
  %1138 = getelementptr inbounds i64, ptr %syms, i64 1
  %1139 = load i64, ptr %1138, align 8
  %1140 = getelementptr inbounds i64, ptr %syms, i64 11
  %1141 = load i64, ptr %1140, align 8
  %1142 = getelementptr inbounds i64, ptr %syms, i64 12
  %1143 = load i64, ptr %1142, align 8
  %1144 = getelementptr inbounds i64, ptr %syms, i64 13
  %1145 = load i64, ptr %1144, align 8
  %1146 = call i32 @k13._6___aten_bmm_default(ptr %1131, ptr %1133, ptr %1135, i64 %1137, i64 %1139, i64 %1141, i64 %1143, i64 %1145, ptr %call)
  %1147 = icmp eq i32 %1146, 0
  br i1 %1147, label %ok360, label %fail

ok360:                                            ; preds = %ok359
  %1148 = getelementptr inbounds i64, ptr %bufs, i64 0
  %1149 = load ptr, ptr %1148, align 8
  %1150 = getelementptr inbounds i64, ptr %bufs, i64 10
  %1151 = load ptr, ptr %1150, align 8
  %1152 = getelementptr inbounds i64, ptr %bufs, i64 35
  %1153 = load ptr, ptr %1152, align 8
  %1154 = getelementptr inbounds i64, ptr %syms, i64 0
  %1155 = load i64, ptr %1154, align 8
  %1156 = getelementptr inbounds i64, ptr %syms, i64 1
  %1157 = load i64, ptr %1156, align 8
  %1158 = getelementptr inbounds i64, ptr %syms, i64 2
  %1159 = load i64, ptr %1158, align 8
  %1160 = getelementptr inbounds i64, ptr %syms, i64 3
  %1161 = load i64, ptr %1160, align 8
  %1162 = getelementptr inbounds i64, ptr %syms, i64 4
  %1163 = load i64, ptr %1162, align 8
  %1164 = call i32 @k14._8___aten_bmm_default(ptr %1149, ptr %1151, ptr %1153, i64 %1155, i64 %1157, i64 %1159, i64 %1161, i64 %1163, ptr %call)
  %1165 = icmp eq i32 %1164, 0
  br i1 %1165, label %ok361, label %fail

ok361:                                            ; preds = %ok360
  %1166 = getelementptr inbounds i64, ptr %bufs, i64 0
  %1167 = load ptr, ptr %1166, align 8
  %1168 = getelementptr inbounds i64, ptr %bufs, i64 1
  %1169 = load ptr, ptr %1168, align 8
  %1170 = getelementptr inbounds i64, ptr %bufs, i64 45
  %1171 = load ptr, ptr %1170, align 8
  %1172 = getelementptr inbounds i64, ptr %syms, i64 0
  %1173 = load i64, ptr %1172, align 8
  %1174 = getelementptr inbounds i64, ptr %syms, i64 1
  %1175 = load i64, ptr %1174, align 8
  %1176 = getelementptr inbounds i64, ptr %syms, i64 2
  %1177 = load i64, ptr %1176, align 8
  %1178 = getelementptr inbounds i64, ptr %syms, i64 3
  %1179 = load i64, ptr %1178, align 8
  %1180 = getelementptr inbounds i64, ptr %syms, i64 4
  %1181 = load i64, ptr %1180, align 8
  %1182 = getelementptr inbounds i64, ptr %syms, i64 5
  %1183 = load i64, ptr %1182, align 8
  %1184 = getelementptr inbounds i64, ptr %syms, i64 6
  %1185 = load i64, ptr %1184, align 8
  %1186 = getelementptr inbounds i64, ptr %syms, i64 7
  %1187 = load i64, ptr %1186, align 8
  %1188 = call i32 @k15._4___aten_bmm_default(ptr %1167, ptr %1169, ptr %1171, i64 %1173, i64 %1175, i64 %1177, i64 %1179, i64 %1181, i64 %1183, i64 %1185, i64 %1187, ptr %call)
  %1189 = icmp eq i32 %1188, 0
  br i1 %1189, label %ok362, label %fail

ok362:                                            ; preds = %ok361
  call void @cajit_rt_release_inputs(ptr %call, ptr @released_inputs, i32 1)
  %1190 = getelementptr inbounds i64, ptr %bufs, i64 2
  %1191 = load ptr, ptr %1190, align 8
  %1192 = getelementptr inbounds i64, ptr %bufs, i64 45
  %1193 = load ptr, ptr %1192, align 8
  %1194 = getelementptr inbounds i64, ptr %bufs, i64 46
  %1195 = load ptr, ptr %1194, align 8
  %1196 = getelementptr inbounds i64, ptr %syms, i64 0
  %1197 = load i64, ptr %1196, align 8
  %1198 = getelementptr inbounds i64, ptr %syms, i64 1
  %1199 = load i64, ptr %1198, align 8
  %1200 = getelementptr inbounds i64, ptr %syms, i64 8
  %1201 = load i64, ptr %1200, align 8
  %1202 = getelementptr inbounds i64, ptr %syms, i64 9
  %1203 = load i64, ptr %1202, align 8
  %1204 = getelementptr inbounds i64, ptr %syms, i64 10
  %1205 = load i64, ptr %1204, align 8
  call void @k16._5___aten__softmax_backward_data_default(ptr %1191, ptr %1193, ptr %1195, i64 %1197, i64 %1199, i64 %1201, i64 %1203, i64 %1205)
  call void @cajit_rt_release_inputs(ptr %call, ptr @released_inputs.170, i32 1)
  %1206 = getelementptr inbounds i64, ptr %bufs, i64 3
  %1207 = load ptr, ptr %1206, align 8
  %1208 = getelementptr inbounds i64, ptr %bufs, i64 10
  %1209 = load ptr, ptr %1208, align 8
  %1210 = getelementptr inbounds i64, ptr %bufs, i64 45
  %1211 = load ptr, ptr %1210, align 8
  %1212 = getelementptr inbounds i64, ptr %syms, i64 0
  %1213 = load i64, ptr %1212, align 8
  %1214 = getelementptr inbounds i64, ptr %syms, i64 1
  %1215 = load i64, ptr %1214, align 8
  %1216 = getelementptr inbounds i64, ptr %syms, i64 11
  %1217 = load i64, ptr %1216, align 8
  %1218 = getelementptr inbounds i64, ptr %syms, i64 12
  %1219 = load i64, ptr %1218, align 8
  %1220 = getelementptr inbounds i64, ptr %syms, i64 13
  %1221 = load i64, ptr %1220, align 8
  %1222 = call i32 @k18._6___aten_bmm_default(ptr %1207, ptr %1209, ptr %1211, i64 %1213, i64 %1215, i64 %1217, i64 %1219, i64 %1221, ptr %call)
  %1223 = icmp eq i32 %1222, 0
  br i1 %1223, label %ok363, label %fail

ok363:                                            ; preds = %ok362
  call void @cajit_rt_release_inputs(ptr %call, ptr @released_inputs.171, i32 1)
  %1224 = getelementptr inbounds i64, ptr %bufs, i64 0
  %1225 = load ptr, ptr %1224, align 8
  %1226 = getelementptr inbounds i64, ptr %bufs, i64 10
  %1227 = load ptr, ptr %1226, align 8
  %1228 = getelementptr inbounds i64, ptr %bufs, i64 45
  %1229 = load ptr, ptr %1228, align 8
  %1230 = getelementptr inbounds i64, ptr %syms, i64 0
  %1231 = load i64, ptr %1230, align 8
  %1232 = getelementptr inbounds i64, ptr %syms, i64 1
  %1233 = load i64, ptr %1232, align 8
  %1234 = getelementptr inbounds i64, ptr %syms, i64 2
  %1235 = load i64, ptr %1234, align 8
  %1236 = getelementptr inbounds i64, ptr %syms, i64 3
  %1237 = load i64, ptr %1236, align 8
  %1238 = getelementptr inbounds i64, ptr %syms, i64 4
  %1239 = load i64, ptr %1238, align 8
  %1240 = call i32 @k19._8___aten_bmm_default(ptr %1225, ptr %1227, ptr %1229, i64 %1231, i64 %1233, i64 %1235, i64 %1237, i64 %1239, ptr %call)
  %1241 = icmp eq i32 %1240, 0
  br i1 %1241, label %ok364, label %fail

ok364:                                            ; preds = %ok363
  call void @cajit_rt_release_inputs(ptr %call, ptr @released_inputs.172, i32 1)
  %1242 = getelementptr inbounds i8, ptr %call, i64 72
  %1243 = load ptr, ptr %1242, align 8
  %1244 = getelementptr inbounds i64, ptr %outs, i64 0
  %1245 = load ptr, ptr %1244, align 8
  %1246 = getelementptr inbounds i64, ptr %1243, i64 0
  store ptr %1245, ptr %1246, align 8
  %1247 = load ptr, ptr %arena, align 8
  call void @cajit_rt_arena_destroy(ptr %1247)
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
