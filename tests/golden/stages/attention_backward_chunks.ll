
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
@str.52 = private unnamed_addr constant [75 x i8] c"guard failed: buf11: size arithmetic overflows int64 in s1 * (s0 // 4) * 8\00", align 1
@str.53 = private unnamed_addr constant [75 x i8] c"guard failed: buf11: size arithmetic overflows int64 in s1 * (s0 // 4) * 8\00", align 1
@str.54 = private unnamed_addr constant [68 x i8] c"guard failed: buf11: size arithmetic overflows int64 in s0 // 4 - 1\00", align 1
@str.55 = private unnamed_addr constant [63 x i8] c"guard failed: buf11: size arithmetic overflows int64 in s0 - 1\00", align 1
@str.56 = private unnamed_addr constant [105 x i8] c"guard failed: buf11: the view reaches indices %lld..%lld of dim 0 of what it views, which has %lld..%lld\00", align 1
@str.57 = private unnamed_addr constant [105 x i8] c"guard failed: buf12: the view reaches indices %lld..%lld of dim 0 of what it views, which has %lld..%lld\00", align 1
@str.58 = private unnamed_addr constant [76 x i8] c"guard failed: buf13: size arithmetic overflows int64 in s1 * s1 * (s0 // 4)\00", align 1
@str.59 = private unnamed_addr constant [76 x i8] c"guard failed: buf13: size arithmetic overflows int64 in s1 * s1 * (s0 // 4)\00", align 1
@str.60 = private unnamed_addr constant [105 x i8] c"guard failed: buf13: the view reaches indices %lld..%lld of dim 0 of what it views, which has %lld..%lld\00", align 1
@str.61 = private unnamed_addr constant [105 x i8] c"guard failed: buf14: the view reaches indices %lld..%lld of dim 0 of what it views, which has %lld..%lld\00", align 1
@str.62 = private unnamed_addr constant [71 x i8] c"guard failed: buf16: size arithmetic overflows int64 in s1 * (s0 // 4)\00", align 1
@str.63 = private unnamed_addr constant [79 x i8] c"guard failed: buf19: size arithmetic overflows int64 in s1 * (s0 // 4) * 8 - 1\00", align 1
@str.64 = private unnamed_addr constant [72 x i8] c"guard failed: buf19: size arithmetic overflows int64 in s0 * s1 * 8 - 1\00", align 1
@str.65 = private unnamed_addr constant [104 x i8] c"guard failed: buf19: the view reaches element offsets %lld..%lld of its storage, which holds %lld..%lld\00", align 1
@str.66 = private unnamed_addr constant [67 x i8] c"guard failed: buf21: size arithmetic overflows int64 in -(s0 // 4)\00", align 1
@str.67 = private unnamed_addr constant [63 x i8] c"guard failed: buf21: size arithmetic overflows int64 in s0 * 2\00", align 1
@str.68 = private unnamed_addr constant [81 x i8] c"guard failed: buf21: size arithmetic overflows int64 in -(s0 // 4) + s0 * 2 // 4\00", align 1
@str.69 = private unnamed_addr constant [89 x i8] c"guard failed: buf21: dim 0 is %lld (-(s0 // 4) + s0 * 2 // 4), a size cannot be negative\00", align 1
@str.70 = private unnamed_addr constant [76 x i8] c"guard failed: buf21: size arithmetic overflows int64 in -s1 * (s0 // 4) * 8\00", align 1
@str.71 = private unnamed_addr constant [76 x i8] c"guard failed: buf21: size arithmetic overflows int64 in -s1 * (s0 // 4) * 8\00", align 1
@str.72 = private unnamed_addr constant [79 x i8] c"guard failed: buf21: size arithmetic overflows int64 in s1 * (s0 * 2 // 4) * 8\00", align 1
@str.73 = private unnamed_addr constant [79 x i8] c"guard failed: buf21: size arithmetic overflows int64 in s1 * (s0 * 2 // 4) * 8\00", align 1
@str.74 = private unnamed_addr constant [101 x i8] c"guard failed: buf21: size arithmetic overflows int64 in -s1 * (s0 // 4) * 8 + s1 * (s0 * 2 // 4) * 8\00", align 1
@str.75 = private unnamed_addr constant [72 x i8] c"guard failed: buf21: size arithmetic overflows int64 in s0 * 2 // 4 - 1\00", align 1
@str.76 = private unnamed_addr constant [105 x i8] c"guard failed: buf21: the view reaches indices %lld..%lld of dim 0 of what it views, which has %lld..%lld\00", align 1
@str.77 = private unnamed_addr constant [89 x i8] c"guard failed: buf22: dim 0 is %lld (-(s0 // 4) + s0 * 2 // 4), a size cannot be negative\00", align 1
@str.78 = private unnamed_addr constant [105 x i8] c"guard failed: buf22: the view reaches indices %lld..%lld of dim 0 of what it views, which has %lld..%lld\00", align 1
@str.79 = private unnamed_addr constant [89 x i8] c"guard failed: buf23: dim 0 is %lld (-(s0 // 4) + s0 * 2 // 4), a size cannot be negative\00", align 1
@str.80 = private unnamed_addr constant [77 x i8] c"guard failed: buf23: size arithmetic overflows int64 in -s1 * s1 * (s0 // 4)\00", align 1
@str.81 = private unnamed_addr constant [77 x i8] c"guard failed: buf23: size arithmetic overflows int64 in -s1 * s1 * (s0 // 4)\00", align 1
@str.82 = private unnamed_addr constant [77 x i8] c"guard failed: buf23: size arithmetic overflows int64 in -s1 * s1 * (s0 // 4)\00", align 1
@str.83 = private unnamed_addr constant [80 x i8] c"guard failed: buf23: size arithmetic overflows int64 in s1 * s1 * (s0 * 2 // 4)\00", align 1
@str.84 = private unnamed_addr constant [80 x i8] c"guard failed: buf23: size arithmetic overflows int64 in s1 * s1 * (s0 * 2 // 4)\00", align 1
@str.85 = private unnamed_addr constant [103 x i8] c"guard failed: buf23: size arithmetic overflows int64 in -s1 * s1 * (s0 // 4) + s1 * s1 * (s0 * 2 // 4)\00", align 1
@str.86 = private unnamed_addr constant [105 x i8] c"guard failed: buf23: the view reaches indices %lld..%lld of dim 0 of what it views, which has %lld..%lld\00", align 1
@str.87 = private unnamed_addr constant [89 x i8] c"guard failed: buf24: dim 0 is %lld (-(s0 // 4) + s0 * 2 // 4), a size cannot be negative\00", align 1
@str.88 = private unnamed_addr constant [105 x i8] c"guard failed: buf24: the view reaches indices %lld..%lld of dim 0 of what it views, which has %lld..%lld\00", align 1
@str.89 = private unnamed_addr constant [89 x i8] c"guard failed: buf25: dim 0 is %lld (-(s0 // 4) + s0 * 2 // 4), a size cannot be negative\00", align 1
@str.90 = private unnamed_addr constant [89 x i8] c"guard failed: buf26: dim 0 is %lld (-(s0 // 4) + s0 * 2 // 4), a size cannot be negative\00", align 1
@str.91 = private unnamed_addr constant [72 x i8] c"guard failed: buf26: size arithmetic overflows int64 in -s1 * (s0 // 4)\00", align 1
@str.92 = private unnamed_addr constant [72 x i8] c"guard failed: buf26: size arithmetic overflows int64 in -s1 * (s0 // 4)\00", align 1
@str.93 = private unnamed_addr constant [75 x i8] c"guard failed: buf26: size arithmetic overflows int64 in s1 * (s0 * 2 // 4)\00", align 1
@str.94 = private unnamed_addr constant [93 x i8] c"guard failed: buf26: size arithmetic overflows int64 in -s1 * (s0 // 4) + s1 * (s0 * 2 // 4)\00", align 1
@str.95 = private unnamed_addr constant [89 x i8] c"guard failed: buf27: dim 0 is %lld (-(s0 // 4) + s0 * 2 // 4), a size cannot be negative\00", align 1
@str.96 = private unnamed_addr constant [89 x i8] c"guard failed: buf28: dim 0 is %lld (-(s0 // 4) + s0 * 2 // 4), a size cannot be negative\00", align 1
@str.97 = private unnamed_addr constant [109 x i8] c"guard failed: buf29: dim 0 is %lld (-s1 * (s0 // 4) * 8 + s1 * (s0 * 2 // 4) * 8), a size cannot be negative\00", align 1
@str.98 = private unnamed_addr constant [83 x i8] c"guard failed: buf29: size arithmetic overflows int64 in s1 * (s0 * 2 // 4) * 8 - 1\00", align 1
@str.99 = private unnamed_addr constant [104 x i8] c"guard failed: buf29: the view reaches element offsets %lld..%lld of its storage, which holds %lld..%lld\00", align 1
@str.100 = private unnamed_addr constant [89 x i8] c"guard failed: buf30: dim 0 is %lld (-(s0 // 4) + s0 * 2 // 4), a size cannot be negative\00", align 1
@str.101 = private unnamed_addr constant [71 x i8] c"guard failed: buf31: size arithmetic overflows int64 in -(s0 * 2 // 4)\00", align 1
@str.102 = private unnamed_addr constant [63 x i8] c"guard failed: buf31: size arithmetic overflows int64 in s0 * 3\00", align 1
@str.103 = private unnamed_addr constant [85 x i8] c"guard failed: buf31: size arithmetic overflows int64 in -(s0 * 2 // 4) + s0 * 3 // 4\00", align 1
@str.104 = private unnamed_addr constant [93 x i8] c"guard failed: buf31: dim 0 is %lld (-(s0 * 2 // 4) + s0 * 3 // 4), a size cannot be negative\00", align 1
@str.105 = private unnamed_addr constant [80 x i8] c"guard failed: buf31: size arithmetic overflows int64 in -s1 * (s0 * 2 // 4) * 8\00", align 1
@str.106 = private unnamed_addr constant [80 x i8] c"guard failed: buf31: size arithmetic overflows int64 in -s1 * (s0 * 2 // 4) * 8\00", align 1
@str.107 = private unnamed_addr constant [79 x i8] c"guard failed: buf31: size arithmetic overflows int64 in s1 * (s0 * 3 // 4) * 8\00", align 1
@str.108 = private unnamed_addr constant [79 x i8] c"guard failed: buf31: size arithmetic overflows int64 in s1 * (s0 * 3 // 4) * 8\00", align 1
@str.109 = private unnamed_addr constant [105 x i8] c"guard failed: buf31: size arithmetic overflows int64 in -s1 * (s0 * 2 // 4) * 8 + s1 * (s0 * 3 // 4) * 8\00", align 1
@str.110 = private unnamed_addr constant [72 x i8] c"guard failed: buf31: size arithmetic overflows int64 in s0 * 3 // 4 - 1\00", align 1
@str.111 = private unnamed_addr constant [105 x i8] c"guard failed: buf31: the view reaches indices %lld..%lld of dim 0 of what it views, which has %lld..%lld\00", align 1
@str.112 = private unnamed_addr constant [93 x i8] c"guard failed: buf32: dim 0 is %lld (-(s0 * 2 // 4) + s0 * 3 // 4), a size cannot be negative\00", align 1
@str.113 = private unnamed_addr constant [105 x i8] c"guard failed: buf32: the view reaches indices %lld..%lld of dim 0 of what it views, which has %lld..%lld\00", align 1
@str.114 = private unnamed_addr constant [93 x i8] c"guard failed: buf33: dim 0 is %lld (-(s0 * 2 // 4) + s0 * 3 // 4), a size cannot be negative\00", align 1
@str.115 = private unnamed_addr constant [81 x i8] c"guard failed: buf33: size arithmetic overflows int64 in -s1 * s1 * (s0 * 2 // 4)\00", align 1
@str.116 = private unnamed_addr constant [81 x i8] c"guard failed: buf33: size arithmetic overflows int64 in -s1 * s1 * (s0 * 2 // 4)\00", align 1
@str.117 = private unnamed_addr constant [81 x i8] c"guard failed: buf33: size arithmetic overflows int64 in -s1 * s1 * (s0 * 2 // 4)\00", align 1
@str.118 = private unnamed_addr constant [80 x i8] c"guard failed: buf33: size arithmetic overflows int64 in s1 * s1 * (s0 * 3 // 4)\00", align 1
@str.119 = private unnamed_addr constant [80 x i8] c"guard failed: buf33: size arithmetic overflows int64 in s1 * s1 * (s0 * 3 // 4)\00", align 1
@str.120 = private unnamed_addr constant [107 x i8] c"guard failed: buf33: size arithmetic overflows int64 in -s1 * s1 * (s0 * 2 // 4) + s1 * s1 * (s0 * 3 // 4)\00", align 1
@str.121 = private unnamed_addr constant [105 x i8] c"guard failed: buf33: the view reaches indices %lld..%lld of dim 0 of what it views, which has %lld..%lld\00", align 1
@str.122 = private unnamed_addr constant [93 x i8] c"guard failed: buf34: dim 0 is %lld (-(s0 * 2 // 4) + s0 * 3 // 4), a size cannot be negative\00", align 1
@str.123 = private unnamed_addr constant [105 x i8] c"guard failed: buf34: the view reaches indices %lld..%lld of dim 0 of what it views, which has %lld..%lld\00", align 1
@str.124 = private unnamed_addr constant [93 x i8] c"guard failed: buf35: dim 0 is %lld (-(s0 * 2 // 4) + s0 * 3 // 4), a size cannot be negative\00", align 1
@str.125 = private unnamed_addr constant [93 x i8] c"guard failed: buf36: dim 0 is %lld (-(s0 * 2 // 4) + s0 * 3 // 4), a size cannot be negative\00", align 1
@str.126 = private unnamed_addr constant [76 x i8] c"guard failed: buf36: size arithmetic overflows int64 in -s1 * (s0 * 2 // 4)\00", align 1
@str.127 = private unnamed_addr constant [76 x i8] c"guard failed: buf36: size arithmetic overflows int64 in -s1 * (s0 * 2 // 4)\00", align 1
@str.128 = private unnamed_addr constant [75 x i8] c"guard failed: buf36: size arithmetic overflows int64 in s1 * (s0 * 3 // 4)\00", align 1
@str.129 = private unnamed_addr constant [97 x i8] c"guard failed: buf36: size arithmetic overflows int64 in -s1 * (s0 * 2 // 4) + s1 * (s0 * 3 // 4)\00", align 1
@str.130 = private unnamed_addr constant [93 x i8] c"guard failed: buf37: dim 0 is %lld (-(s0 * 2 // 4) + s0 * 3 // 4), a size cannot be negative\00", align 1
@str.131 = private unnamed_addr constant [93 x i8] c"guard failed: buf38: dim 0 is %lld (-(s0 * 2 // 4) + s0 * 3 // 4), a size cannot be negative\00", align 1
@str.132 = private unnamed_addr constant [113 x i8] c"guard failed: buf39: dim 0 is %lld (-s1 * (s0 * 2 // 4) * 8 + s1 * (s0 * 3 // 4) * 8), a size cannot be negative\00", align 1
@str.133 = private unnamed_addr constant [83 x i8] c"guard failed: buf39: size arithmetic overflows int64 in s1 * (s0 * 3 // 4) * 8 - 1\00", align 1
@str.134 = private unnamed_addr constant [104 x i8] c"guard failed: buf39: the view reaches element offsets %lld..%lld of its storage, which holds %lld..%lld\00", align 1
@str.135 = private unnamed_addr constant [93 x i8] c"guard failed: buf40: dim 0 is %lld (-(s0 * 2 // 4) + s0 * 3 // 4), a size cannot be negative\00", align 1
@str.136 = private unnamed_addr constant [71 x i8] c"guard failed: buf41: size arithmetic overflows int64 in -(s0 * 3 // 4)\00", align 1
@str.137 = private unnamed_addr constant [73 x i8] c"guard failed: buf41: size arithmetic overflows int64 in s0 - s0 * 3 // 4\00", align 1
@str.138 = private unnamed_addr constant [81 x i8] c"guard failed: buf41: dim 0 is %lld (s0 - s0 * 3 // 4), a size cannot be negative\00", align 1
@str.139 = private unnamed_addr constant [80 x i8] c"guard failed: buf41: size arithmetic overflows int64 in -s1 * (s0 * 3 // 4) * 8\00", align 1
@str.140 = private unnamed_addr constant [80 x i8] c"guard failed: buf41: size arithmetic overflows int64 in -s1 * (s0 * 3 // 4) * 8\00", align 1
@str.141 = private unnamed_addr constant [93 x i8] c"guard failed: buf41: size arithmetic overflows int64 in s0 * s1 * 8 - s1 * (s0 * 3 // 4) * 8\00", align 1
@str.142 = private unnamed_addr constant [81 x i8] c"guard failed: buf42: dim 0 is %lld (s0 - s0 * 3 // 4), a size cannot be negative\00", align 1
@str.143 = private unnamed_addr constant [81 x i8] c"guard failed: buf43: dim 0 is %lld (s0 - s0 * 3 // 4), a size cannot be negative\00", align 1
@str.144 = private unnamed_addr constant [81 x i8] c"guard failed: buf43: size arithmetic overflows int64 in -s1 * s1 * (s0 * 3 // 4)\00", align 1
@str.145 = private unnamed_addr constant [81 x i8] c"guard failed: buf43: size arithmetic overflows int64 in -s1 * s1 * (s0 * 3 // 4)\00", align 1
@str.146 = private unnamed_addr constant [81 x i8] c"guard failed: buf43: size arithmetic overflows int64 in -s1 * s1 * (s0 * 3 // 4)\00", align 1
@str.147 = private unnamed_addr constant [95 x i8] c"guard failed: buf43: size arithmetic overflows int64 in s0 * s1 * s1 - s1 * s1 * (s0 * 3 // 4)\00", align 1
@str.148 = private unnamed_addr constant [81 x i8] c"guard failed: buf44: dim 0 is %lld (s0 - s0 * 3 // 4), a size cannot be negative\00", align 1
@str.149 = private unnamed_addr constant [81 x i8] c"guard failed: buf45: dim 0 is %lld (s0 - s0 * 3 // 4), a size cannot be negative\00", align 1
@str.150 = private unnamed_addr constant [81 x i8] c"guard failed: buf46: dim 0 is %lld (s0 - s0 * 3 // 4), a size cannot be negative\00", align 1
@str.151 = private unnamed_addr constant [76 x i8] c"guard failed: buf46: size arithmetic overflows int64 in -s1 * (s0 * 3 // 4)\00", align 1
@str.152 = private unnamed_addr constant [76 x i8] c"guard failed: buf46: size arithmetic overflows int64 in -s1 * (s0 * 3 // 4)\00", align 1
@str.153 = private unnamed_addr constant [85 x i8] c"guard failed: buf46: size arithmetic overflows int64 in s0 * s1 - s1 * (s0 * 3 // 4)\00", align 1
@str.154 = private unnamed_addr constant [81 x i8] c"guard failed: buf47: dim 0 is %lld (s0 - s0 * 3 // 4), a size cannot be negative\00", align 1
@str.155 = private unnamed_addr constant [81 x i8] c"guard failed: buf48: dim 0 is %lld (s0 - s0 * 3 // 4), a size cannot be negative\00", align 1
@str.156 = private unnamed_addr constant [101 x i8] c"guard failed: buf49: dim 0 is %lld (s0 * s1 * 8 - s1 * (s0 * 3 // 4) * 8), a size cannot be negative\00", align 1
@str.157 = private unnamed_addr constant [81 x i8] c"guard failed: buf50: dim 0 is %lld (s0 - s0 * 3 // 4), a size cannot be negative\00", align 1
@str.158 = private unnamed_addr constant [40 x i8] c"out of memory creating the call's arena\00", align 1
@elem_sizes = private constant [8 x i64] [i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4]
@first_use = private constant [8 x i32] [i32 0, i32 1, i32 5, i32 6, i32 10, i32 11, i32 15, i32 16]
@last_use = private constant [8 x i32] [i32 4, i32 1, i32 9, i32 6, i32 14, i32 11, i32 19, i32 16]
@layout_cache = private global [18 x i64] zeroinitializer, align 64
@str.159 = private unnamed_addr constant [56 x i8] c"out of memory: the intermediate buffers' sizes overflow\00", align 1
@str.160 = private unnamed_addr constant [60 x i8] c"out of memory allocating %lld bytes of intermediate buffers\00", align 1
@str.161 = private unnamed_addr constant [54 x i8] c"out of memory allocating buf10 (%lld elements of f32)\00", align 1
@str.162 = private unnamed_addr constant [22 x i8] c"%4 = aten.bmm.default\00", align 1
@str.163 = private unnamed_addr constant [22 x i8] c"%4 = aten.bmm.default\00", align 1
@str.164 = private unnamed_addr constant [41 x i8] c"%5 = aten._softmax_backward_data.default\00", align 1
@str.165 = private unnamed_addr constant [22 x i8] c"%6 = aten.bmm.default\00", align 1
@released_inputs = private unnamed_addr constant [1 x i32] [i32 1]
@released_inputs.166 = private unnamed_addr constant [1 x i32] [i32 2]
@released_inputs.167 = private unnamed_addr constant [1 x i32] [i32 3]
@released_inputs.168 = private unnamed_addr constant [1 x i32] zeroinitializer

; Function Attrs: nounwind
define internal i32 @k0._4___aten_bmm_default(ptr noalias %buf0, ptr noalias %buf1, ptr noalias %buf15, i64 %s0, i64 %s1, i64 %_in0_st0, i64 %_in0_st1, i64 %_in0_st2, i64 %_in1_st0, i64 %_in1_st1, i64 %_in1_st2, ptr %call) #0 {
entry:
  %0 = udiv i64 %s0, 4
  %1 = getelementptr inbounds float, ptr %buf0, i64 0
  %2 = getelementptr inbounds float, ptr %buf1, i64 0
  %3 = getelementptr inbounds float, ptr %buf15, i64 0
  %4 = mul nsw i64 %s1, %s1
  %5 = call i32 @cajit_rt_gemm_strided_f32(ptr %call, i64 %0, i64 %s1, i64 %s1, i64 8, float 1.000000e+00, ptr %1, i64 %_in0_st0, i64 %_in0_st1, i64 %_in0_st2, ptr %2, i64 %_in1_st0, i64 %_in1_st1, i64 %_in1_st2, float 0.000000e+00, ptr %3, i64 %4, i64 %s1, i64 1)
  ret i32 %5
}

declare i32 @cajit_rt_gemm_strided_f32(ptr, i64, i64, i64, i64, float, ptr, i64, i64, i64, ptr, i64, i64, i64, float, ptr, i64, i64, i64)

; Function Attrs: noinline nounwind
define internal void @k1._5___aten__softmax_backward_data_default.range(ptr noalias %buf2, ptr noalias %buf15, ptr noalias %buf16, i64 %s0, i64 %s1, i64 %_in2_st0, i64 %_in2_st1, i64 %_in2_st2, i64 %lo, i64 %hi) #1 {
entry:
  %acc = alloca float, align 4
  %0 = udiv i64 %s0, 4
  br label %loop_i0

loop_i0:                                          ; preds = %done2, %entry
  %_i0 = phi i64 [ %lo, %entry ], [ %3, %done2 ]
  %1 = icmp slt i64 %_i0, %hi
  br i1 %1, label %body, label %done

body:                                             ; preds = %loop_i0
  br label %loop_i1

done:                                             ; preds = %loop_i0
  ret void

loop_i1:                                          ; preds = %done4, %body
  %_i1 = phi i64 [ 0, %body ], [ %5, %done4 ]
  %2 = icmp slt i64 %_i1, %s1
  br i1 %2, label %body1, label %done2

body1:                                            ; preds = %loop_i1
  br label %loop_i2

done2:                                            ; preds = %loop_i1
  %3 = add nuw nsw i64 %_i0, 1
  br label %loop_i0, !llvm.loop !0

loop_i2:                                          ; preds = %done9, %body1
  %_i2 = phi i64 [ 0, %body1 ], [ %54, %done9 ]
  %4 = icmp slt i64 %_i2, 1
  br i1 %4, label %body3, label %done4

body3:                                            ; preds = %loop_i2
  store float 0.000000e+00, ptr %acc, align 4
  br label %loop_r0

done4:                                            ; preds = %loop_i2
  %5 = add nuw nsw i64 %_i1, 1
  br label %loop_i1, !llvm.loop !3

loop_r0:                                          ; preds = %body5, %body3
  %_r0 = phi i64 [ 0, %body3 ], [ %24, %body5 ]
  %6 = icmp slt i64 %_r0, %s1
  br i1 %6, label %body5, label %done6

body5:                                            ; preds = %loop_r0
  %7 = mul nsw i64 %s1, %s1
  %8 = mul nsw i64 %7, %_i0
  %9 = mul nsw i64 %s1, %_i1
  %10 = add nsw i64 %8, %9
  %11 = add nsw i64 %10, %_r0
  %12 = getelementptr inbounds float, ptr %buf15, i64 %11
  %13 = load float, ptr %12, align 4
  %14 = mul nsw i64 %_in2_st0, %_i0
  %15 = mul nsw i64 %_in2_st1, %_i1
  %16 = add nsw i64 %14, %15
  %17 = mul nsw i64 %_in2_st2, %_r0
  %18 = add nsw i64 %16, %17
  %19 = getelementptr inbounds float, ptr %buf2, i64 %18
  %20 = load float, ptr %19, align 4
  %21 = fmul float %13, %20
  %22 = load float, ptr %acc, align 4
  %23 = fadd reassoc float %22, %21
  store float %23, ptr %acc, align 4
  %24 = add nuw nsw i64 %_r0, 1
  br label %loop_r0, !llvm.loop !4

done6:                                            ; preds = %loop_r0
  %25 = load float, ptr %acc, align 4
  %26 = mul nsw i64 %s1, %_i0
  %27 = add nsw i64 %26, %_i1
  %28 = add nsw i64 %27, %_i2
  %29 = getelementptr inbounds float, ptr %buf16, i64 %28
  store float %25, ptr %29, align 4
  %30 = udiv i64 %s0, 4
  br label %loop_i27

loop_i27:                                         ; preds = %body8, %done6
  %_i210 = phi i64 [ 0, %done6 ], [ %53, %body8 ]
  %31 = icmp slt i64 %_i210, %s1
  br i1 %31, label %body8, label %done9

body8:                                            ; preds = %loop_i27
  %32 = mul nsw i64 %_in2_st0, %_i0
  %33 = mul nsw i64 %_in2_st1, %_i1
  %34 = add nsw i64 %32, %33
  %35 = mul nsw i64 %_in2_st2, %_i210
  %36 = add nsw i64 %34, %35
  %37 = getelementptr inbounds float, ptr %buf2, i64 %36
  %38 = load float, ptr %37, align 4
  %39 = mul nsw i64 %s1, %s1
  %40 = mul nsw i64 %39, %_i0
  %41 = mul nsw i64 %s1, %_i1
  %42 = add nsw i64 %40, %41
  %43 = add nsw i64 %42, %_i210
  %44 = getelementptr inbounds float, ptr %buf15, i64 %43
  %45 = load float, ptr %44, align 4
  %46 = mul nsw i64 %s1, %_i0
  %47 = add nsw i64 %46, %_i1
  %48 = getelementptr inbounds float, ptr %buf16, i64 %47
  %49 = load float, ptr %48, align 4
  %50 = fsub float %45, %49
  %51 = fmul float %38, %50
  %52 = getelementptr inbounds float, ptr %buf15, i64 %43
  store float %51, ptr %52, align 4
  %53 = add nuw nsw i64 %_i210, 1
  br label %loop_i27, !llvm.loop !5

done9:                                            ; preds = %loop_i27
  %54 = add nuw nsw i64 %_i2, 1
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
  %0 = udiv i64 %s0, 4
  %1 = mul i64 1, %0
  %2 = mul i64 %1, %s1
  %3 = mul i64 %2, 1
  %4 = mul i64 %3, %s1
  %5 = icmp sge i64 %0, 2
  %6 = icmp sge i64 %4, 65536
  %parallel = and i1 %6, %5
  br i1 %parallel, label %parallel1, label %serial

serial:                                           ; preds = %entry
  call void @k1._5___aten__softmax_backward_data_default.range(ptr %buf2, ptr %buf15, ptr %buf16, i64 %s0, i64 %s1, i64 %_in2_st0, i64 %_in2_st1, i64 %_in2_st2, i64 0, i64 %0)
  ret void

parallel1:                                        ; preds = %entry
  %7 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 0
  store ptr %buf2, ptr %7, align 8
  %8 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 1
  store ptr %buf15, ptr %8, align 8
  %9 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 2
  store ptr %buf16, ptr %9, align 8
  %10 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 3
  store i64 %s0, ptr %10, align 4
  %11 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 4
  store i64 %s1, ptr %11, align 4
  %12 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 5
  store i64 %_in2_st0, ptr %12, align 4
  %13 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 6
  store i64 %_in2_st1, ptr %13, align 4
  %14 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 7
  store i64 %_in2_st2, ptr %14, align 4
  %15 = sdiv i64 %4, %0
  %16 = icmp sgt i64 %15, 1
  %17 = select i1 %16, i64 %15, i64 1
  %18 = add i64 32768, %17
  %19 = sub i64 %18, 1
  %20 = sdiv i64 %19, %17
  %21 = icmp sgt i64 %20, 1
  %22 = select i1 %21, i64 %20, i64 1
  call void @cajit_rt_parallel_for(i64 0, i64 %0, i64 %22, ptr @k1._5___aten__softmax_backward_data_default.body, ptr %ctx)
  ret void
}

; Function Attrs: nounwind
declare void @cajit_rt_parallel_for(i64, i64, i64, ptr, ptr) #0

; Function Attrs: nounwind
define internal i32 @k3._6___aten_bmm_default(ptr noalias %buf3, ptr noalias %buf10, ptr noalias %buf15, i64 %s0, i64 %s1, i64 %_in3_st0, i64 %_in3_st1, i64 %_in3_st2, ptr %call) #0 {
entry:
  %0 = udiv i64 %s0, 4
  %1 = getelementptr inbounds float, ptr %buf15, i64 0
  %2 = mul nsw i64 %s1, %s1
  %3 = getelementptr inbounds float, ptr %buf3, i64 0
  %4 = getelementptr inbounds float, ptr %buf10, i64 0
  %5 = mul nsw i64 8, %s1
  %6 = call i32 @cajit_rt_gemm_strided_f32(ptr %call, i64 %0, i64 %s1, i64 8, i64 %s1, float 1.000000e+00, ptr %1, i64 %2, i64 %s1, i64 1, ptr %3, i64 %_in3_st0, i64 %_in3_st1, i64 %_in3_st2, float 0.000000e+00, ptr %4, i64 %5, i64 8, i64 1)
  ret i32 %6
}

; Function Attrs: nounwind
define internal i32 @k4._8___aten_bmm_default(ptr noalias %buf0, ptr noalias %buf10, ptr noalias %buf15, i64 %s0, i64 %s1, i64 %_in0_st0, i64 %_in0_st1, i64 %_in0_st2, ptr %call) #0 {
entry:
  %0 = udiv i64 %s0, 4
  %1 = getelementptr inbounds float, ptr %buf15, i64 0
  %2 = mul nsw i64 %s1, %s1
  %3 = getelementptr inbounds float, ptr %buf0, i64 0
  %4 = getelementptr inbounds float, ptr %buf10, i64 0
  %5 = mul nsw i64 8, %s1
  %6 = call i32 @cajit_rt_gemm_strided_f32(ptr %call, i64 %0, i64 %s1, i64 8, i64 %s1, float 1.000000e+00, ptr %1, i64 %2, i64 1, i64 %s1, ptr %3, i64 %_in0_st0, i64 %_in0_st1, i64 %_in0_st2, float 1.000000e+00, ptr %4, i64 %5, i64 8, i64 1)
  ret i32 %6
}

; Function Attrs: nounwind
define internal i32 @k5._4___aten_bmm_default(ptr noalias %buf0, ptr noalias %buf1, ptr noalias %buf25, i64 %s0, i64 %s1, i64 %_in0_st0, i64 %_in0_st1, i64 %_in0_st2, i64 %_in1_st0, i64 %_in1_st1, i64 %_in1_st2, ptr %call) #0 {
entry:
  %0 = udiv i64 %s0, 4
  %1 = mul nsw i64 -1, %0
  %2 = mul nsw i64 2, %s0
  %3 = udiv i64 %2, 4
  %4 = add nsw i64 %1, %3
  %5 = udiv i64 %s0, 4
  %6 = mul nsw i64 %_in0_st0, %5
  %7 = getelementptr inbounds float, ptr %buf0, i64 %6
  %8 = mul nsw i64 %_in1_st0, %5
  %9 = getelementptr inbounds float, ptr %buf1, i64 %8
  %10 = getelementptr inbounds float, ptr %buf25, i64 0
  %11 = mul nsw i64 %s1, %s1
  %12 = call i32 @cajit_rt_gemm_strided_f32(ptr %call, i64 %4, i64 %s1, i64 %s1, i64 8, float 1.000000e+00, ptr %7, i64 %_in0_st0, i64 %_in0_st1, i64 %_in0_st2, ptr %9, i64 %_in1_st0, i64 %_in1_st1, i64 %_in1_st2, float 0.000000e+00, ptr %10, i64 %11, i64 %s1, i64 1)
  ret i32 %12
}

; Function Attrs: noinline nounwind
define internal void @k6._5___aten__softmax_backward_data_default.range(ptr noalias %buf2, ptr noalias %buf25, ptr noalias %buf26, i64 %s0, i64 %s1, i64 %_in2_st0, i64 %_in2_st1, i64 %_in2_st2, i64 %lo, i64 %hi) #1 {
entry:
  %acc = alloca float, align 4
  %0 = udiv i64 %s0, 4
  %1 = mul nsw i64 -1, %0
  %2 = mul nsw i64 2, %s0
  %3 = udiv i64 %2, 4
  %4 = add nsw i64 %1, %3
  br label %loop_i0

loop_i0:                                          ; preds = %done2, %entry
  %_i0 = phi i64 [ %lo, %entry ], [ %7, %done2 ]
  %5 = icmp slt i64 %_i0, %hi
  br i1 %5, label %body, label %done

body:                                             ; preds = %loop_i0
  br label %loop_i1

done:                                             ; preds = %loop_i0
  ret void

loop_i1:                                          ; preds = %done4, %body
  %_i1 = phi i64 [ 0, %body ], [ %9, %done4 ]
  %6 = icmp slt i64 %_i1, %s1
  br i1 %6, label %body1, label %done2

body1:                                            ; preds = %loop_i1
  br label %loop_i2

done2:                                            ; preds = %loop_i1
  %7 = add nuw nsw i64 %_i0, 1
  br label %loop_i0, !llvm.loop !7

loop_i2:                                          ; preds = %done9, %body1
  %_i2 = phi i64 [ 0, %body1 ], [ %68, %done9 ]
  %8 = icmp slt i64 %_i2, 1
  br i1 %8, label %body3, label %done4

body3:                                            ; preds = %loop_i2
  store float 0.000000e+00, ptr %acc, align 4
  br label %loop_r0

done4:                                            ; preds = %loop_i2
  %9 = add nuw nsw i64 %_i1, 1
  br label %loop_i1, !llvm.loop !8

loop_r0:                                          ; preds = %body5, %body3
  %_r0 = phi i64 [ 0, %body3 ], [ %31, %body5 ]
  %10 = icmp slt i64 %_r0, %s1
  br i1 %10, label %body5, label %done6

body5:                                            ; preds = %loop_r0
  %11 = mul nsw i64 %s1, %s1
  %12 = mul nsw i64 %11, %_i0
  %13 = mul nsw i64 %s1, %_i1
  %14 = add nsw i64 %12, %13
  %15 = add nsw i64 %14, %_r0
  %16 = getelementptr inbounds float, ptr %buf25, i64 %15
  %17 = load float, ptr %16, align 4
  %18 = mul nsw i64 %_in2_st0, %_i0
  %19 = udiv i64 %s0, 4
  %20 = mul nsw i64 %_in2_st0, %19
  %21 = add nsw i64 %18, %20
  %22 = mul nsw i64 %_in2_st1, %_i1
  %23 = add nsw i64 %21, %22
  %24 = mul nsw i64 %_in2_st2, %_r0
  %25 = add nsw i64 %23, %24
  %26 = getelementptr inbounds float, ptr %buf2, i64 %25
  %27 = load float, ptr %26, align 4
  %28 = fmul float %17, %27
  %29 = load float, ptr %acc, align 4
  %30 = fadd reassoc float %29, %28
  store float %30, ptr %acc, align 4
  %31 = add nuw nsw i64 %_r0, 1
  br label %loop_r0, !llvm.loop !9

done6:                                            ; preds = %loop_r0
  %32 = load float, ptr %acc, align 4
  %33 = mul nsw i64 %s1, %_i0
  %34 = add nsw i64 %33, %_i1
  %35 = add nsw i64 %34, %_i2
  %36 = getelementptr inbounds float, ptr %buf26, i64 %35
  store float %32, ptr %36, align 4
  %37 = udiv i64 %s0, 4
  %38 = mul nsw i64 -1, %37
  %39 = mul nsw i64 2, %s0
  %40 = udiv i64 %39, 4
  %41 = add nsw i64 %38, %40
  br label %loop_i27

loop_i27:                                         ; preds = %body8, %done6
  %_i210 = phi i64 [ 0, %done6 ], [ %67, %body8 ]
  %42 = icmp slt i64 %_i210, %s1
  br i1 %42, label %body8, label %done9

body8:                                            ; preds = %loop_i27
  %43 = mul nsw i64 %_in2_st0, %_i0
  %44 = udiv i64 %s0, 4
  %45 = mul nsw i64 %_in2_st0, %44
  %46 = add nsw i64 %43, %45
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
  %58 = getelementptr inbounds float, ptr %buf25, i64 %57
  %59 = load float, ptr %58, align 4
  %60 = mul nsw i64 %s1, %_i0
  %61 = add nsw i64 %60, %_i1
  %62 = getelementptr inbounds float, ptr %buf26, i64 %61
  %63 = load float, ptr %62, align 4
  %64 = fsub float %59, %63
  %65 = fmul float %52, %64
  %66 = getelementptr inbounds float, ptr %buf25, i64 %57
  store float %65, ptr %66, align 4
  %67 = add nuw nsw i64 %_i210, 1
  br label %loop_i27, !llvm.loop !10

done9:                                            ; preds = %loop_i27
  %68 = add nuw nsw i64 %_i2, 1
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
  %0 = udiv i64 %s0, 4
  %1 = mul nsw i64 -1, %0
  %2 = mul nsw i64 2, %s0
  %3 = udiv i64 %2, 4
  %4 = add nsw i64 %1, %3
  %5 = mul i64 1, %4
  %6 = mul i64 %5, %s1
  %7 = mul i64 %6, 1
  %8 = mul i64 %7, %s1
  %9 = icmp sge i64 %4, 2
  %10 = icmp sge i64 %8, 65536
  %parallel = and i1 %10, %9
  br i1 %parallel, label %parallel1, label %serial

serial:                                           ; preds = %entry
  call void @k6._5___aten__softmax_backward_data_default.range(ptr %buf2, ptr %buf25, ptr %buf26, i64 %s0, i64 %s1, i64 %_in2_st0, i64 %_in2_st1, i64 %_in2_st2, i64 0, i64 %4)
  ret void

parallel1:                                        ; preds = %entry
  %11 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 0
  store ptr %buf2, ptr %11, align 8
  %12 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 1
  store ptr %buf25, ptr %12, align 8
  %13 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 2
  store ptr %buf26, ptr %13, align 8
  %14 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 3
  store i64 %s0, ptr %14, align 4
  %15 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 4
  store i64 %s1, ptr %15, align 4
  %16 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 5
  store i64 %_in2_st0, ptr %16, align 4
  %17 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 6
  store i64 %_in2_st1, ptr %17, align 4
  %18 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 7
  store i64 %_in2_st2, ptr %18, align 4
  %19 = sdiv i64 %8, %4
  %20 = icmp sgt i64 %19, 1
  %21 = select i1 %20, i64 %19, i64 1
  %22 = add i64 32768, %21
  %23 = sub i64 %22, 1
  %24 = sdiv i64 %23, %21
  %25 = icmp sgt i64 %24, 1
  %26 = select i1 %25, i64 %24, i64 1
  call void @cajit_rt_parallel_for(i64 0, i64 %4, i64 %26, ptr @k6._5___aten__softmax_backward_data_default.body, ptr %ctx)
  ret void
}

; Function Attrs: nounwind
define internal i32 @k8._6___aten_bmm_default(ptr noalias %buf3, ptr noalias %buf10, ptr noalias %buf25, i64 %s0, i64 %s1, i64 %_in3_st0, i64 %_in3_st1, i64 %_in3_st2, ptr %call) #0 {
entry:
  %0 = udiv i64 %s0, 4
  %1 = mul nsw i64 -1, %0
  %2 = mul nsw i64 2, %s0
  %3 = udiv i64 %2, 4
  %4 = add nsw i64 %1, %3
  %5 = getelementptr inbounds float, ptr %buf25, i64 0
  %6 = mul nsw i64 %s1, %s1
  %7 = udiv i64 %s0, 4
  %8 = mul nsw i64 %_in3_st0, %7
  %9 = getelementptr inbounds float, ptr %buf3, i64 %8
  %10 = mul nsw i64 8, %s1
  %11 = mul nsw i64 %10, %7
  %12 = getelementptr inbounds float, ptr %buf10, i64 %11
  %13 = mul nsw i64 8, %s1
  %14 = call i32 @cajit_rt_gemm_strided_f32(ptr %call, i64 %4, i64 %s1, i64 8, i64 %s1, float 1.000000e+00, ptr %5, i64 %6, i64 %s1, i64 1, ptr %9, i64 %_in3_st0, i64 %_in3_st1, i64 %_in3_st2, float 0.000000e+00, ptr %12, i64 %13, i64 8, i64 1)
  ret i32 %14
}

; Function Attrs: nounwind
define internal i32 @k9._8___aten_bmm_default(ptr noalias %buf0, ptr noalias %buf10, ptr noalias %buf25, i64 %s0, i64 %s1, i64 %_in0_st0, i64 %_in0_st1, i64 %_in0_st2, ptr %call) #0 {
entry:
  %0 = udiv i64 %s0, 4
  %1 = mul nsw i64 -1, %0
  %2 = mul nsw i64 2, %s0
  %3 = udiv i64 %2, 4
  %4 = add nsw i64 %1, %3
  %5 = getelementptr inbounds float, ptr %buf25, i64 0
  %6 = mul nsw i64 %s1, %s1
  %7 = udiv i64 %s0, 4
  %8 = mul nsw i64 %_in0_st0, %7
  %9 = getelementptr inbounds float, ptr %buf0, i64 %8
  %10 = mul nsw i64 8, %s1
  %11 = mul nsw i64 %10, %7
  %12 = getelementptr inbounds float, ptr %buf10, i64 %11
  %13 = mul nsw i64 8, %s1
  %14 = call i32 @cajit_rt_gemm_strided_f32(ptr %call, i64 %4, i64 %s1, i64 8, i64 %s1, float 1.000000e+00, ptr %5, i64 %6, i64 1, i64 %s1, ptr %9, i64 %_in0_st0, i64 %_in0_st1, i64 %_in0_st2, float 1.000000e+00, ptr %12, i64 %13, i64 8, i64 1)
  ret i32 %14
}

; Function Attrs: nounwind
define internal i32 @k10._4___aten_bmm_default(ptr noalias %buf0, ptr noalias %buf1, ptr noalias %buf35, i64 %s0, i64 %s1, i64 %_in0_st0, i64 %_in0_st1, i64 %_in0_st2, i64 %_in1_st0, i64 %_in1_st1, i64 %_in1_st2, ptr %call) #0 {
entry:
  %0 = mul nsw i64 2, %s0
  %1 = udiv i64 %0, 4
  %2 = mul nsw i64 -1, %1
  %3 = mul nsw i64 3, %s0
  %4 = udiv i64 %3, 4
  %5 = add nsw i64 %2, %4
  %6 = mul nsw i64 2, %s0
  %7 = udiv i64 %6, 4
  %8 = mul nsw i64 %_in0_st0, %7
  %9 = getelementptr inbounds float, ptr %buf0, i64 %8
  %10 = mul nsw i64 %_in1_st0, %7
  %11 = getelementptr inbounds float, ptr %buf1, i64 %10
  %12 = getelementptr inbounds float, ptr %buf35, i64 0
  %13 = mul nsw i64 %s1, %s1
  %14 = call i32 @cajit_rt_gemm_strided_f32(ptr %call, i64 %5, i64 %s1, i64 %s1, i64 8, float 1.000000e+00, ptr %9, i64 %_in0_st0, i64 %_in0_st1, i64 %_in0_st2, ptr %11, i64 %_in1_st0, i64 %_in1_st1, i64 %_in1_st2, float 0.000000e+00, ptr %12, i64 %13, i64 %s1, i64 1)
  ret i32 %14
}

; Function Attrs: noinline nounwind
define internal void @k11._5___aten__softmax_backward_data_default.range(ptr noalias %buf2, ptr noalias %buf35, ptr noalias %buf36, i64 %s0, i64 %s1, i64 %_in2_st0, i64 %_in2_st1, i64 %_in2_st2, i64 %lo, i64 %hi) #1 {
entry:
  %acc = alloca float, align 4
  %0 = mul nsw i64 2, %s0
  %1 = udiv i64 %0, 4
  %2 = mul nsw i64 -1, %1
  %3 = mul nsw i64 3, %s0
  %4 = udiv i64 %3, 4
  %5 = add nsw i64 %2, %4
  br label %loop_i0

loop_i0:                                          ; preds = %done2, %entry
  %_i0 = phi i64 [ %lo, %entry ], [ %8, %done2 ]
  %6 = icmp slt i64 %_i0, %hi
  br i1 %6, label %body, label %done

body:                                             ; preds = %loop_i0
  br label %loop_i1

done:                                             ; preds = %loop_i0
  ret void

loop_i1:                                          ; preds = %done4, %body
  %_i1 = phi i64 [ 0, %body ], [ %10, %done4 ]
  %7 = icmp slt i64 %_i1, %s1
  br i1 %7, label %body1, label %done2

body1:                                            ; preds = %loop_i1
  br label %loop_i2

done2:                                            ; preds = %loop_i1
  %8 = add nuw nsw i64 %_i0, 1
  br label %loop_i0, !llvm.loop !12

loop_i2:                                          ; preds = %done9, %body1
  %_i2 = phi i64 [ 0, %body1 ], [ %72, %done9 ]
  %9 = icmp slt i64 %_i2, 1
  br i1 %9, label %body3, label %done4

body3:                                            ; preds = %loop_i2
  store float 0.000000e+00, ptr %acc, align 4
  br label %loop_r0

done4:                                            ; preds = %loop_i2
  %10 = add nuw nsw i64 %_i1, 1
  br label %loop_i1, !llvm.loop !13

loop_r0:                                          ; preds = %body5, %body3
  %_r0 = phi i64 [ 0, %body3 ], [ %33, %body5 ]
  %11 = icmp slt i64 %_r0, %s1
  br i1 %11, label %body5, label %done6

body5:                                            ; preds = %loop_r0
  %12 = mul nsw i64 %s1, %s1
  %13 = mul nsw i64 %12, %_i0
  %14 = mul nsw i64 %s1, %_i1
  %15 = add nsw i64 %13, %14
  %16 = add nsw i64 %15, %_r0
  %17 = getelementptr inbounds float, ptr %buf35, i64 %16
  %18 = load float, ptr %17, align 4
  %19 = mul nsw i64 %_in2_st0, %_i0
  %20 = mul nsw i64 2, %s0
  %21 = udiv i64 %20, 4
  %22 = mul nsw i64 %_in2_st0, %21
  %23 = add nsw i64 %19, %22
  %24 = mul nsw i64 %_in2_st1, %_i1
  %25 = add nsw i64 %23, %24
  %26 = mul nsw i64 %_in2_st2, %_r0
  %27 = add nsw i64 %25, %26
  %28 = getelementptr inbounds float, ptr %buf2, i64 %27
  %29 = load float, ptr %28, align 4
  %30 = fmul float %18, %29
  %31 = load float, ptr %acc, align 4
  %32 = fadd reassoc float %31, %30
  store float %32, ptr %acc, align 4
  %33 = add nuw nsw i64 %_r0, 1
  br label %loop_r0, !llvm.loop !14

done6:                                            ; preds = %loop_r0
  %34 = load float, ptr %acc, align 4
  %35 = mul nsw i64 %s1, %_i0
  %36 = add nsw i64 %35, %_i1
  %37 = add nsw i64 %36, %_i2
  %38 = getelementptr inbounds float, ptr %buf36, i64 %37
  store float %34, ptr %38, align 4
  %39 = mul nsw i64 2, %s0
  %40 = udiv i64 %39, 4
  %41 = mul nsw i64 -1, %40
  %42 = mul nsw i64 3, %s0
  %43 = udiv i64 %42, 4
  %44 = add nsw i64 %41, %43
  br label %loop_i27

loop_i27:                                         ; preds = %body8, %done6
  %_i210 = phi i64 [ 0, %done6 ], [ %71, %body8 ]
  %45 = icmp slt i64 %_i210, %s1
  br i1 %45, label %body8, label %done9

body8:                                            ; preds = %loop_i27
  %46 = mul nsw i64 %_in2_st0, %_i0
  %47 = mul nsw i64 2, %s0
  %48 = udiv i64 %47, 4
  %49 = mul nsw i64 %_in2_st0, %48
  %50 = add nsw i64 %46, %49
  %51 = mul nsw i64 %_in2_st1, %_i1
  %52 = add nsw i64 %50, %51
  %53 = mul nsw i64 %_in2_st2, %_i210
  %54 = add nsw i64 %52, %53
  %55 = getelementptr inbounds float, ptr %buf2, i64 %54
  %56 = load float, ptr %55, align 4
  %57 = mul nsw i64 %s1, %s1
  %58 = mul nsw i64 %57, %_i0
  %59 = mul nsw i64 %s1, %_i1
  %60 = add nsw i64 %58, %59
  %61 = add nsw i64 %60, %_i210
  %62 = getelementptr inbounds float, ptr %buf35, i64 %61
  %63 = load float, ptr %62, align 4
  %64 = mul nsw i64 %s1, %_i0
  %65 = add nsw i64 %64, %_i1
  %66 = getelementptr inbounds float, ptr %buf36, i64 %65
  %67 = load float, ptr %66, align 4
  %68 = fsub float %63, %67
  %69 = fmul float %56, %68
  %70 = getelementptr inbounds float, ptr %buf35, i64 %61
  store float %69, ptr %70, align 4
  %71 = add nuw nsw i64 %_i210, 1
  br label %loop_i27, !llvm.loop !15

done9:                                            ; preds = %loop_i27
  %72 = add nuw nsw i64 %_i2, 1
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
  %0 = mul nsw i64 2, %s0
  %1 = udiv i64 %0, 4
  %2 = mul nsw i64 -1, %1
  %3 = mul nsw i64 3, %s0
  %4 = udiv i64 %3, 4
  %5 = add nsw i64 %2, %4
  %6 = mul i64 1, %5
  %7 = mul i64 %6, %s1
  %8 = mul i64 %7, 1
  %9 = mul i64 %8, %s1
  %10 = icmp sge i64 %5, 2
  %11 = icmp sge i64 %9, 65536
  %parallel = and i1 %11, %10
  br i1 %parallel, label %parallel1, label %serial

serial:                                           ; preds = %entry
  call void @k11._5___aten__softmax_backward_data_default.range(ptr %buf2, ptr %buf35, ptr %buf36, i64 %s0, i64 %s1, i64 %_in2_st0, i64 %_in2_st1, i64 %_in2_st2, i64 0, i64 %5)
  ret void

parallel1:                                        ; preds = %entry
  %12 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 0
  store ptr %buf2, ptr %12, align 8
  %13 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 1
  store ptr %buf35, ptr %13, align 8
  %14 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 2
  store ptr %buf36, ptr %14, align 8
  %15 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 3
  store i64 %s0, ptr %15, align 4
  %16 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 4
  store i64 %s1, ptr %16, align 4
  %17 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 5
  store i64 %_in2_st0, ptr %17, align 4
  %18 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 6
  store i64 %_in2_st1, ptr %18, align 4
  %19 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 7
  store i64 %_in2_st2, ptr %19, align 4
  %20 = sdiv i64 %9, %5
  %21 = icmp sgt i64 %20, 1
  %22 = select i1 %21, i64 %20, i64 1
  %23 = add i64 32768, %22
  %24 = sub i64 %23, 1
  %25 = sdiv i64 %24, %22
  %26 = icmp sgt i64 %25, 1
  %27 = select i1 %26, i64 %25, i64 1
  call void @cajit_rt_parallel_for(i64 0, i64 %5, i64 %27, ptr @k11._5___aten__softmax_backward_data_default.body, ptr %ctx)
  ret void
}

; Function Attrs: nounwind
define internal i32 @k13._6___aten_bmm_default(ptr noalias %buf3, ptr noalias %buf10, ptr noalias %buf35, i64 %s0, i64 %s1, i64 %_in3_st0, i64 %_in3_st1, i64 %_in3_st2, ptr %call) #0 {
entry:
  %0 = mul nsw i64 2, %s0
  %1 = udiv i64 %0, 4
  %2 = mul nsw i64 -1, %1
  %3 = mul nsw i64 3, %s0
  %4 = udiv i64 %3, 4
  %5 = add nsw i64 %2, %4
  %6 = getelementptr inbounds float, ptr %buf35, i64 0
  %7 = mul nsw i64 %s1, %s1
  %8 = mul nsw i64 2, %s0
  %9 = udiv i64 %8, 4
  %10 = mul nsw i64 %_in3_st0, %9
  %11 = getelementptr inbounds float, ptr %buf3, i64 %10
  %12 = mul nsw i64 8, %s1
  %13 = mul nsw i64 %12, %9
  %14 = getelementptr inbounds float, ptr %buf10, i64 %13
  %15 = mul nsw i64 8, %s1
  %16 = call i32 @cajit_rt_gemm_strided_f32(ptr %call, i64 %5, i64 %s1, i64 8, i64 %s1, float 1.000000e+00, ptr %6, i64 %7, i64 %s1, i64 1, ptr %11, i64 %_in3_st0, i64 %_in3_st1, i64 %_in3_st2, float 0.000000e+00, ptr %14, i64 %15, i64 8, i64 1)
  ret i32 %16
}

; Function Attrs: nounwind
define internal i32 @k14._8___aten_bmm_default(ptr noalias %buf0, ptr noalias %buf10, ptr noalias %buf35, i64 %s0, i64 %s1, i64 %_in0_st0, i64 %_in0_st1, i64 %_in0_st2, ptr %call) #0 {
entry:
  %0 = mul nsw i64 2, %s0
  %1 = udiv i64 %0, 4
  %2 = mul nsw i64 -1, %1
  %3 = mul nsw i64 3, %s0
  %4 = udiv i64 %3, 4
  %5 = add nsw i64 %2, %4
  %6 = getelementptr inbounds float, ptr %buf35, i64 0
  %7 = mul nsw i64 %s1, %s1
  %8 = mul nsw i64 2, %s0
  %9 = udiv i64 %8, 4
  %10 = mul nsw i64 %_in0_st0, %9
  %11 = getelementptr inbounds float, ptr %buf0, i64 %10
  %12 = mul nsw i64 8, %s1
  %13 = mul nsw i64 %12, %9
  %14 = getelementptr inbounds float, ptr %buf10, i64 %13
  %15 = mul nsw i64 8, %s1
  %16 = call i32 @cajit_rt_gemm_strided_f32(ptr %call, i64 %5, i64 %s1, i64 8, i64 %s1, float 1.000000e+00, ptr %6, i64 %7, i64 1, i64 %s1, ptr %11, i64 %_in0_st0, i64 %_in0_st1, i64 %_in0_st2, float 1.000000e+00, ptr %14, i64 %15, i64 8, i64 1)
  ret i32 %16
}

; Function Attrs: nounwind
define internal i32 @k15._4___aten_bmm_default(ptr noalias %buf0, ptr noalias %buf1, ptr noalias %buf45, i64 %s0, i64 %s1, i64 %_in0_st0, i64 %_in0_st1, i64 %_in0_st2, i64 %_in1_st0, i64 %_in1_st1, i64 %_in1_st2, ptr %call) #0 {
entry:
  %0 = mul nsw i64 3, %s0
  %1 = udiv i64 %0, 4
  %2 = mul nsw i64 -1, %1
  %3 = add nsw i64 %s0, %2
  %4 = mul nsw i64 3, %s0
  %5 = udiv i64 %4, 4
  %6 = mul nsw i64 %_in0_st0, %5
  %7 = getelementptr inbounds float, ptr %buf0, i64 %6
  %8 = mul nsw i64 %_in1_st0, %5
  %9 = getelementptr inbounds float, ptr %buf1, i64 %8
  %10 = getelementptr inbounds float, ptr %buf45, i64 0
  %11 = mul nsw i64 %s1, %s1
  %12 = call i32 @cajit_rt_gemm_strided_f32(ptr %call, i64 %3, i64 %s1, i64 %s1, i64 8, float 1.000000e+00, ptr %7, i64 %_in0_st0, i64 %_in0_st1, i64 %_in0_st2, ptr %9, i64 %_in1_st0, i64 %_in1_st1, i64 %_in1_st2, float 0.000000e+00, ptr %10, i64 %11, i64 %s1, i64 1)
  ret i32 %12
}

; Function Attrs: noinline nounwind
define internal void @k16._5___aten__softmax_backward_data_default.range(ptr noalias %buf2, ptr noalias %buf45, ptr noalias %buf46, i64 %s0, i64 %s1, i64 %_in2_st0, i64 %_in2_st1, i64 %_in2_st2, i64 %lo, i64 %hi) #1 {
entry:
  %acc = alloca float, align 4
  %0 = mul nsw i64 3, %s0
  %1 = udiv i64 %0, 4
  %2 = mul nsw i64 -1, %1
  %3 = add nsw i64 %s0, %2
  br label %loop_i0

loop_i0:                                          ; preds = %done2, %entry
  %_i0 = phi i64 [ %lo, %entry ], [ %6, %done2 ]
  %4 = icmp slt i64 %_i0, %hi
  br i1 %4, label %body, label %done

body:                                             ; preds = %loop_i0
  br label %loop_i1

done:                                             ; preds = %loop_i0
  ret void

loop_i1:                                          ; preds = %done4, %body
  %_i1 = phi i64 [ 0, %body ], [ %8, %done4 ]
  %5 = icmp slt i64 %_i1, %s1
  br i1 %5, label %body1, label %done2

body1:                                            ; preds = %loop_i1
  br label %loop_i2

done2:                                            ; preds = %loop_i1
  %6 = add nuw nsw i64 %_i0, 1
  br label %loop_i0, !llvm.loop !17

loop_i2:                                          ; preds = %done9, %body1
  %_i2 = phi i64 [ 0, %body1 ], [ %68, %done9 ]
  %7 = icmp slt i64 %_i2, 1
  br i1 %7, label %body3, label %done4

body3:                                            ; preds = %loop_i2
  store float 0.000000e+00, ptr %acc, align 4
  br label %loop_r0

done4:                                            ; preds = %loop_i2
  %8 = add nuw nsw i64 %_i1, 1
  br label %loop_i1, !llvm.loop !18

loop_r0:                                          ; preds = %body5, %body3
  %_r0 = phi i64 [ 0, %body3 ], [ %31, %body5 ]
  %9 = icmp slt i64 %_r0, %s1
  br i1 %9, label %body5, label %done6

body5:                                            ; preds = %loop_r0
  %10 = mul nsw i64 %s1, %s1
  %11 = mul nsw i64 %10, %_i0
  %12 = mul nsw i64 %s1, %_i1
  %13 = add nsw i64 %11, %12
  %14 = add nsw i64 %13, %_r0
  %15 = getelementptr inbounds float, ptr %buf45, i64 %14
  %16 = load float, ptr %15, align 4
  %17 = mul nsw i64 %_in2_st0, %_i0
  %18 = mul nsw i64 3, %s0
  %19 = udiv i64 %18, 4
  %20 = mul nsw i64 %_in2_st0, %19
  %21 = add nsw i64 %17, %20
  %22 = mul nsw i64 %_in2_st1, %_i1
  %23 = add nsw i64 %21, %22
  %24 = mul nsw i64 %_in2_st2, %_r0
  %25 = add nsw i64 %23, %24
  %26 = getelementptr inbounds float, ptr %buf2, i64 %25
  %27 = load float, ptr %26, align 4
  %28 = fmul float %16, %27
  %29 = load float, ptr %acc, align 4
  %30 = fadd reassoc float %29, %28
  store float %30, ptr %acc, align 4
  %31 = add nuw nsw i64 %_r0, 1
  br label %loop_r0, !llvm.loop !19

done6:                                            ; preds = %loop_r0
  %32 = load float, ptr %acc, align 4
  %33 = mul nsw i64 %s1, %_i0
  %34 = add nsw i64 %33, %_i1
  %35 = add nsw i64 %34, %_i2
  %36 = getelementptr inbounds float, ptr %buf46, i64 %35
  store float %32, ptr %36, align 4
  %37 = mul nsw i64 3, %s0
  %38 = udiv i64 %37, 4
  %39 = mul nsw i64 -1, %38
  %40 = add nsw i64 %s0, %39
  br label %loop_i27

loop_i27:                                         ; preds = %body8, %done6
  %_i210 = phi i64 [ 0, %done6 ], [ %67, %body8 ]
  %41 = icmp slt i64 %_i210, %s1
  br i1 %41, label %body8, label %done9

body8:                                            ; preds = %loop_i27
  %42 = mul nsw i64 %_in2_st0, %_i0
  %43 = mul nsw i64 3, %s0
  %44 = udiv i64 %43, 4
  %45 = mul nsw i64 %_in2_st0, %44
  %46 = add nsw i64 %42, %45
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
  %58 = getelementptr inbounds float, ptr %buf45, i64 %57
  %59 = load float, ptr %58, align 4
  %60 = mul nsw i64 %s1, %_i0
  %61 = add nsw i64 %60, %_i1
  %62 = getelementptr inbounds float, ptr %buf46, i64 %61
  %63 = load float, ptr %62, align 4
  %64 = fsub float %59, %63
  %65 = fmul float %52, %64
  %66 = getelementptr inbounds float, ptr %buf45, i64 %57
  store float %65, ptr %66, align 4
  %67 = add nuw nsw i64 %_i210, 1
  br label %loop_i27, !llvm.loop !20

done9:                                            ; preds = %loop_i27
  %68 = add nuw nsw i64 %_i2, 1
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
  %0 = mul nsw i64 3, %s0
  %1 = udiv i64 %0, 4
  %2 = mul nsw i64 -1, %1
  %3 = add nsw i64 %s0, %2
  %4 = mul i64 1, %3
  %5 = mul i64 %4, %s1
  %6 = mul i64 %5, 1
  %7 = mul i64 %6, %s1
  %8 = icmp sge i64 %3, 2
  %9 = icmp sge i64 %7, 65536
  %parallel = and i1 %9, %8
  br i1 %parallel, label %parallel1, label %serial

serial:                                           ; preds = %entry
  call void @k16._5___aten__softmax_backward_data_default.range(ptr %buf2, ptr %buf45, ptr %buf46, i64 %s0, i64 %s1, i64 %_in2_st0, i64 %_in2_st1, i64 %_in2_st2, i64 0, i64 %3)
  ret void

parallel1:                                        ; preds = %entry
  %10 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 0
  store ptr %buf2, ptr %10, align 8
  %11 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 1
  store ptr %buf45, ptr %11, align 8
  %12 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 2
  store ptr %buf46, ptr %12, align 8
  %13 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 3
  store i64 %s0, ptr %13, align 4
  %14 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 4
  store i64 %s1, ptr %14, align 4
  %15 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 5
  store i64 %_in2_st0, ptr %15, align 4
  %16 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 6
  store i64 %_in2_st1, ptr %16, align 4
  %17 = getelementptr inbounds { ptr, ptr, ptr, i64, i64, i64, i64, i64 }, ptr %ctx, i32 0, i32 7
  store i64 %_in2_st2, ptr %17, align 4
  %18 = sdiv i64 %7, %3
  %19 = icmp sgt i64 %18, 1
  %20 = select i1 %19, i64 %18, i64 1
  %21 = add i64 32768, %20
  %22 = sub i64 %21, 1
  %23 = sdiv i64 %22, %20
  %24 = icmp sgt i64 %23, 1
  %25 = select i1 %24, i64 %23, i64 1
  call void @cajit_rt_parallel_for(i64 0, i64 %3, i64 %25, ptr @k16._5___aten__softmax_backward_data_default.body, ptr %ctx)
  ret void
}

; Function Attrs: nounwind
define internal i32 @k18._6___aten_bmm_default(ptr noalias %buf3, ptr noalias %buf10, ptr noalias %buf45, i64 %s0, i64 %s1, i64 %_in3_st0, i64 %_in3_st1, i64 %_in3_st2, ptr %call) #0 {
entry:
  %0 = mul nsw i64 3, %s0
  %1 = udiv i64 %0, 4
  %2 = mul nsw i64 -1, %1
  %3 = add nsw i64 %s0, %2
  %4 = getelementptr inbounds float, ptr %buf45, i64 0
  %5 = mul nsw i64 %s1, %s1
  %6 = mul nsw i64 3, %s0
  %7 = udiv i64 %6, 4
  %8 = mul nsw i64 %_in3_st0, %7
  %9 = getelementptr inbounds float, ptr %buf3, i64 %8
  %10 = mul nsw i64 8, %s1
  %11 = mul nsw i64 %10, %7
  %12 = getelementptr inbounds float, ptr %buf10, i64 %11
  %13 = mul nsw i64 8, %s1
  %14 = call i32 @cajit_rt_gemm_strided_f32(ptr %call, i64 %3, i64 %s1, i64 8, i64 %s1, float 1.000000e+00, ptr %4, i64 %5, i64 %s1, i64 1, ptr %9, i64 %_in3_st0, i64 %_in3_st1, i64 %_in3_st2, float 0.000000e+00, ptr %12, i64 %13, i64 8, i64 1)
  ret i32 %14
}

; Function Attrs: nounwind
define internal i32 @k19._8___aten_bmm_default(ptr noalias %buf0, ptr noalias %buf10, ptr noalias %buf45, i64 %s0, i64 %s1, i64 %_in0_st0, i64 %_in0_st1, i64 %_in0_st2, ptr %call) #0 {
entry:
  %0 = mul nsw i64 3, %s0
  %1 = udiv i64 %0, 4
  %2 = mul nsw i64 -1, %1
  %3 = add nsw i64 %s0, %2
  %4 = getelementptr inbounds float, ptr %buf45, i64 0
  %5 = mul nsw i64 %s1, %s1
  %6 = mul nsw i64 3, %s0
  %7 = udiv i64 %6, 4
  %8 = mul nsw i64 %_in0_st0, %7
  %9 = getelementptr inbounds float, ptr %buf0, i64 %8
  %10 = mul nsw i64 8, %s1
  %11 = mul nsw i64 %10, %7
  %12 = getelementptr inbounds float, ptr %buf10, i64 %11
  %13 = mul nsw i64 8, %s1
  %14 = call i32 @cajit_rt_gemm_strided_f32(ptr %call, i64 %3, i64 %s1, i64 8, i64 %s1, float 1.000000e+00, ptr %4, i64 %5, i64 1, i64 %s1, ptr %9, i64 %_in0_st0, i64 %_in0_st1, i64 %_in0_st2, float 1.000000e+00, ptr %12, i64 %13, i64 8, i64 1)
  ret i32 %14
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

fail:                                             ; preds = %ok355, %ok354, %ok353, %ok352, %ok351, %ok350, %ok349, %ok348, %ok347, %ok346, %ok345, %ok344, %ok343, %ok342, %ok341, %ok340, %bad339, %bad337, %bad335, %bad333, %bad330, %bad328, %bad326, %bad324, %bad322, %bad320, %bad318, %bad316, %bad314, %bad312, %bad310, %bad308, %bad306, %bad304, %bad302, %bad300, %bad298, %bad296, %bad294, %bad292, %bad290, %bad288, %bad286, %bad284, %bad282, %bad280, %bad278, %bad276, %bad274, %bad272, %bad270, %bad268, %bad266, %bad264, %bad262, %bad260, %bad258, %bad256, %bad254, %bad252, %bad250, %bad248, %bad246, %bad244, %bad242, %bad240, %bad238, %bad236, %bad234, %bad232, %bad230, %bad228, %bad226, %bad224, %bad222, %bad220, %bad218, %bad216, %bad214, %bad212, %bad210, %bad208, %bad206, %bad204, %bad202, %bad200, %bad198, %bad196, %bad194, %bad192, %bad190, %bad188, %bad186, %bad184, %bad182, %bad180, %bad178, %bad176, %bad174, %bad172, %bad170, %bad168, %bad166, %bad164, %bad162, %bad160, %bad158, %bad156, %bad154, %bad152, %bad150, %bad148, %bad146, %bad144, %bad142, %bad140, %bad138, %bad136, %bad134, %bad132, %bad130, %bad128, %bad126, %bad124, %bad122, %bad120, %bad118, %bad116, %bad114, %bad112, %bad110, %bad108, %bad106, %bad104, %bad102, %bad100, %bad98, %bad96, %bad94, %bad92, %bad90, %bad88, %bad86, %bad79, %bad77, %bad75, %bad68, %bad66, %bad64, %bad57, %bad55, %bad53, %bad49, %bad47, %bad45, %bad43, %bad41, %bad39, %bad37, %bad35, %bad33, %bad31, %bad29, %bad27, %bad25, %bad23, %bad21, %bad19, %bad17, %bad15, %bad13, %bad11, %bad9, %bad7, %bad5, %bad3, %bad1, %bad
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
  %408 = udiv i64 %327, 4
  %409 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %407, i64 %408)
  %410 = extractvalue { i64, i1 } %409, 1
  %411 = xor i1 %410, true
  br i1 %411, label %ok123, label %bad122

bad122:                                           ; preds = %ok121
  %412 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.53)
  br label %fail

ok123:                                            ; preds = %ok121
  %413 = extractvalue { i64, i1 } %409, 0
  %414 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 -1, i64 %408)
  %415 = extractvalue { i64, i1 } %414, 1
  %416 = xor i1 %415, true
  br i1 %416, label %ok125, label %bad124

bad124:                                           ; preds = %ok123
  %417 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.54)
  br label %fail

ok125:                                            ; preds = %ok123
  %418 = extractvalue { i64, i1 } %414, 0
  %419 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 -1, i64 %327)
  %420 = extractvalue { i64, i1 } %419, 1
  %421 = xor i1 %420, true
  br i1 %421, label %ok127, label %bad126

bad126:                                           ; preds = %ok125
  %422 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.55)
  br label %fail

ok127:                                            ; preds = %ok125
  %423 = extractvalue { i64, i1 } %419, 0
  %424 = icmp sle i64 %418, %423
  %425 = icmp sle i64 1, %334
  %426 = icmp sle i64 1, %408
  %427 = and i1 %425, %426
  %428 = xor i1 %427, true
  %429 = or i1 %428, %424
  br i1 %429, label %ok129, label %bad128

bad128:                                           ; preds = %ok127
  %430 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.56, i64 0, i64 %418, i64 0, i64 %423)
  br label %fail

ok129:                                            ; preds = %ok127
  %431 = xor i1 %427, true
  %432 = or i1 %431, %424
  br i1 %432, label %ok131, label %bad130

bad130:                                           ; preds = %ok129
  %433 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.57, i64 0, i64 %418, i64 0, i64 %423)
  br label %fail

ok131:                                            ; preds = %ok129
  %434 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %334, i64 %334)
  %435 = extractvalue { i64, i1 } %434, 1
  %436 = xor i1 %435, true
  br i1 %436, label %ok133, label %bad132

bad132:                                           ; preds = %ok131
  %437 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.58)
  br label %fail

ok133:                                            ; preds = %ok131
  %438 = extractvalue { i64, i1 } %434, 0
  %439 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %438, i64 %408)
  %440 = extractvalue { i64, i1 } %439, 1
  %441 = xor i1 %440, true
  br i1 %441, label %ok135, label %bad134

bad134:                                           ; preds = %ok133
  %442 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.59)
  br label %fail

ok135:                                            ; preds = %ok133
  %443 = extractvalue { i64, i1 } %439, 0
  %444 = xor i1 %427, true
  %445 = or i1 %444, %424
  br i1 %445, label %ok137, label %bad136

bad136:                                           ; preds = %ok135
  %446 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.60, i64 0, i64 %418, i64 0, i64 %423)
  br label %fail

ok137:                                            ; preds = %ok135
  %447 = xor i1 %427, true
  %448 = or i1 %447, %424
  br i1 %448, label %ok139, label %bad138

bad138:                                           ; preds = %ok137
  %449 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.61, i64 0, i64 %418, i64 0, i64 %423)
  br label %fail

ok139:                                            ; preds = %ok137
  %450 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %334, i64 %408)
  %451 = extractvalue { i64, i1 } %450, 1
  %452 = xor i1 %451, true
  br i1 %452, label %ok141, label %bad140

bad140:                                           ; preds = %ok139
  %453 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.62)
  br label %fail

ok141:                                            ; preds = %ok139
  %454 = extractvalue { i64, i1 } %450, 0
  %455 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 -1, i64 %413)
  %456 = extractvalue { i64, i1 } %455, 1
  %457 = xor i1 %456, true
  br i1 %457, label %ok143, label %bad142

bad142:                                           ; preds = %ok141
  %458 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.63)
  br label %fail

ok143:                                            ; preds = %ok141
  %459 = extractvalue { i64, i1 } %455, 0
  %460 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 -1, i64 %339)
  %461 = extractvalue { i64, i1 } %460, 1
  %462 = xor i1 %461, true
  br i1 %462, label %ok145, label %bad144

bad144:                                           ; preds = %ok143
  %463 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.64)
  br label %fail

ok145:                                            ; preds = %ok143
  %464 = extractvalue { i64, i1 } %460, 0
  %465 = icmp sle i64 %459, %464
  %466 = icmp sle i64 1, %413
  %467 = xor i1 %466, true
  %468 = or i1 %467, %465
  br i1 %468, label %ok147, label %bad146

bad146:                                           ; preds = %ok145
  %469 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.65, i64 0, i64 %459, i64 0, i64 %464)
  br label %fail

ok147:                                            ; preds = %ok145
  %470 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 -1, i64 %408)
  %471 = extractvalue { i64, i1 } %470, 1
  %472 = xor i1 %471, true
  br i1 %472, label %ok149, label %bad148

bad148:                                           ; preds = %ok147
  %473 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.66)
  br label %fail

ok149:                                            ; preds = %ok147
  %474 = extractvalue { i64, i1 } %470, 0
  %475 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 2, i64 %327)
  %476 = extractvalue { i64, i1 } %475, 1
  %477 = xor i1 %476, true
  br i1 %477, label %ok151, label %bad150

bad150:                                           ; preds = %ok149
  %478 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.67)
  br label %fail

ok151:                                            ; preds = %ok149
  %479 = extractvalue { i64, i1 } %475, 0
  %480 = udiv i64 %479, 4
  %481 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %474, i64 %480)
  %482 = extractvalue { i64, i1 } %481, 1
  %483 = xor i1 %482, true
  br i1 %483, label %ok153, label %bad152

bad152:                                           ; preds = %ok151
  %484 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.68)
  br label %fail

ok153:                                            ; preds = %ok151
  %485 = extractvalue { i64, i1 } %481, 0
  %486 = icmp sge i64 %485, 0
  br i1 %486, label %ok155, label %bad154

bad154:                                           ; preds = %ok153
  %487 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.69, i64 %485)
  br label %fail

ok155:                                            ; preds = %ok153
  %488 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 -8, i64 %334)
  %489 = extractvalue { i64, i1 } %488, 1
  %490 = xor i1 %489, true
  br i1 %490, label %ok157, label %bad156

bad156:                                           ; preds = %ok155
  %491 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.70)
  br label %fail

ok157:                                            ; preds = %ok155
  %492 = extractvalue { i64, i1 } %488, 0
  %493 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %492, i64 %408)
  %494 = extractvalue { i64, i1 } %493, 1
  %495 = xor i1 %494, true
  br i1 %495, label %ok159, label %bad158

bad158:                                           ; preds = %ok157
  %496 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.71)
  br label %fail

ok159:                                            ; preds = %ok157
  %497 = extractvalue { i64, i1 } %493, 0
  %498 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %334)
  %499 = extractvalue { i64, i1 } %498, 1
  %500 = xor i1 %499, true
  br i1 %500, label %ok161, label %bad160

bad160:                                           ; preds = %ok159
  %501 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.72)
  br label %fail

ok161:                                            ; preds = %ok159
  %502 = extractvalue { i64, i1 } %498, 0
  %503 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %502, i64 %480)
  %504 = extractvalue { i64, i1 } %503, 1
  %505 = xor i1 %504, true
  br i1 %505, label %ok163, label %bad162

bad162:                                           ; preds = %ok161
  %506 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.73)
  br label %fail

ok163:                                            ; preds = %ok161
  %507 = extractvalue { i64, i1 } %503, 0
  %508 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %497, i64 %507)
  %509 = extractvalue { i64, i1 } %508, 1
  %510 = xor i1 %509, true
  br i1 %510, label %ok165, label %bad164

bad164:                                           ; preds = %ok163
  %511 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.74)
  br label %fail

ok165:                                            ; preds = %ok163
  %512 = extractvalue { i64, i1 } %508, 0
  %513 = icmp sle i64 0, %408
  %514 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 -1, i64 %480)
  %515 = extractvalue { i64, i1 } %514, 1
  %516 = xor i1 %515, true
  br i1 %516, label %ok167, label %bad166

bad166:                                           ; preds = %ok165
  %517 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.75)
  br label %fail

ok167:                                            ; preds = %ok165
  %518 = extractvalue { i64, i1 } %514, 0
  %519 = icmp sle i64 %518, %423
  %520 = and i1 %513, %519
  %521 = icmp sle i64 1, %485
  %522 = and i1 %425, %521
  %523 = xor i1 %522, true
  %524 = or i1 %523, %520
  br i1 %524, label %ok169, label %bad168

bad168:                                           ; preds = %ok167
  %525 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.76, i64 %408, i64 %518, i64 0, i64 %423)
  br label %fail

ok169:                                            ; preds = %ok167
  %526 = icmp sge i64 %485, 0
  br i1 %526, label %ok171, label %bad170

bad170:                                           ; preds = %ok169
  %527 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.77, i64 %485)
  br label %fail

ok171:                                            ; preds = %ok169
  %528 = xor i1 %522, true
  %529 = or i1 %528, %520
  br i1 %529, label %ok173, label %bad172

bad172:                                           ; preds = %ok171
  %530 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.78, i64 %408, i64 %518, i64 0, i64 %423)
  br label %fail

ok173:                                            ; preds = %ok171
  %531 = icmp sge i64 %485, 0
  br i1 %531, label %ok175, label %bad174

bad174:                                           ; preds = %ok173
  %532 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.79, i64 %485)
  br label %fail

ok175:                                            ; preds = %ok173
  %533 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 -1, i64 %334)
  %534 = extractvalue { i64, i1 } %533, 1
  %535 = xor i1 %534, true
  br i1 %535, label %ok177, label %bad176

bad176:                                           ; preds = %ok175
  %536 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.80)
  br label %fail

ok177:                                            ; preds = %ok175
  %537 = extractvalue { i64, i1 } %533, 0
  %538 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %537, i64 %334)
  %539 = extractvalue { i64, i1 } %538, 1
  %540 = xor i1 %539, true
  br i1 %540, label %ok179, label %bad178

bad178:                                           ; preds = %ok177
  %541 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.81)
  br label %fail

ok179:                                            ; preds = %ok177
  %542 = extractvalue { i64, i1 } %538, 0
  %543 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %542, i64 %408)
  %544 = extractvalue { i64, i1 } %543, 1
  %545 = xor i1 %544, true
  br i1 %545, label %ok181, label %bad180

bad180:                                           ; preds = %ok179
  %546 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.82)
  br label %fail

ok181:                                            ; preds = %ok179
  %547 = extractvalue { i64, i1 } %543, 0
  %548 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %334, i64 %334)
  %549 = extractvalue { i64, i1 } %548, 1
  %550 = xor i1 %549, true
  br i1 %550, label %ok183, label %bad182

bad182:                                           ; preds = %ok181
  %551 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.83)
  br label %fail

ok183:                                            ; preds = %ok181
  %552 = extractvalue { i64, i1 } %548, 0
  %553 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %552, i64 %480)
  %554 = extractvalue { i64, i1 } %553, 1
  %555 = xor i1 %554, true
  br i1 %555, label %ok185, label %bad184

bad184:                                           ; preds = %ok183
  %556 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.84)
  br label %fail

ok185:                                            ; preds = %ok183
  %557 = extractvalue { i64, i1 } %553, 0
  %558 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %547, i64 %557)
  %559 = extractvalue { i64, i1 } %558, 1
  %560 = xor i1 %559, true
  br i1 %560, label %ok187, label %bad186

bad186:                                           ; preds = %ok185
  %561 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.85)
  br label %fail

ok187:                                            ; preds = %ok185
  %562 = extractvalue { i64, i1 } %558, 0
  %563 = xor i1 %522, true
  %564 = or i1 %563, %520
  br i1 %564, label %ok189, label %bad188

bad188:                                           ; preds = %ok187
  %565 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.86, i64 %408, i64 %518, i64 0, i64 %423)
  br label %fail

ok189:                                            ; preds = %ok187
  %566 = icmp sge i64 %485, 0
  br i1 %566, label %ok191, label %bad190

bad190:                                           ; preds = %ok189
  %567 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.87, i64 %485)
  br label %fail

ok191:                                            ; preds = %ok189
  %568 = xor i1 %522, true
  %569 = or i1 %568, %520
  br i1 %569, label %ok193, label %bad192

bad192:                                           ; preds = %ok191
  %570 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.88, i64 %408, i64 %518, i64 0, i64 %423)
  br label %fail

ok193:                                            ; preds = %ok191
  %571 = icmp sge i64 %485, 0
  br i1 %571, label %ok195, label %bad194

bad194:                                           ; preds = %ok193
  %572 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.89, i64 %485)
  br label %fail

ok195:                                            ; preds = %ok193
  %573 = icmp sge i64 %485, 0
  br i1 %573, label %ok197, label %bad196

bad196:                                           ; preds = %ok195
  %574 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.90, i64 %485)
  br label %fail

ok197:                                            ; preds = %ok195
  %575 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 -1, i64 %334)
  %576 = extractvalue { i64, i1 } %575, 1
  %577 = xor i1 %576, true
  br i1 %577, label %ok199, label %bad198

bad198:                                           ; preds = %ok197
  %578 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.91)
  br label %fail

ok199:                                            ; preds = %ok197
  %579 = extractvalue { i64, i1 } %575, 0
  %580 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %579, i64 %408)
  %581 = extractvalue { i64, i1 } %580, 1
  %582 = xor i1 %581, true
  br i1 %582, label %ok201, label %bad200

bad200:                                           ; preds = %ok199
  %583 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.92)
  br label %fail

ok201:                                            ; preds = %ok199
  %584 = extractvalue { i64, i1 } %580, 0
  %585 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %334, i64 %480)
  %586 = extractvalue { i64, i1 } %585, 1
  %587 = xor i1 %586, true
  br i1 %587, label %ok203, label %bad202

bad202:                                           ; preds = %ok201
  %588 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.93)
  br label %fail

ok203:                                            ; preds = %ok201
  %589 = extractvalue { i64, i1 } %585, 0
  %590 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %584, i64 %589)
  %591 = extractvalue { i64, i1 } %590, 1
  %592 = xor i1 %591, true
  br i1 %592, label %ok205, label %bad204

bad204:                                           ; preds = %ok203
  %593 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.94)
  br label %fail

ok205:                                            ; preds = %ok203
  %594 = extractvalue { i64, i1 } %590, 0
  %595 = icmp sge i64 %485, 0
  br i1 %595, label %ok207, label %bad206

bad206:                                           ; preds = %ok205
  %596 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.95, i64 %485)
  br label %fail

ok207:                                            ; preds = %ok205
  %597 = icmp sge i64 %485, 0
  br i1 %597, label %ok209, label %bad208

bad208:                                           ; preds = %ok207
  %598 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.96, i64 %485)
  br label %fail

ok209:                                            ; preds = %ok207
  %599 = icmp sge i64 %512, 0
  br i1 %599, label %ok211, label %bad210

bad210:                                           ; preds = %ok209
  %600 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.97, i64 %512)
  br label %fail

ok211:                                            ; preds = %ok209
  %601 = icmp sle i64 0, %413
  %602 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 -1, i64 %507)
  %603 = extractvalue { i64, i1 } %602, 1
  %604 = xor i1 %603, true
  br i1 %604, label %ok213, label %bad212

bad212:                                           ; preds = %ok211
  %605 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.98)
  br label %fail

ok213:                                            ; preds = %ok211
  %606 = extractvalue { i64, i1 } %602, 0
  %607 = icmp sle i64 %606, %464
  %608 = and i1 %601, %607
  %609 = icmp sle i64 1, %512
  %610 = xor i1 %609, true
  %611 = or i1 %610, %608
  br i1 %611, label %ok215, label %bad214

bad214:                                           ; preds = %ok213
  %612 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.99, i64 %413, i64 %606, i64 0, i64 %464)
  br label %fail

ok215:                                            ; preds = %ok213
  %613 = icmp sge i64 %485, 0
  br i1 %613, label %ok217, label %bad216

bad216:                                           ; preds = %ok215
  %614 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.100, i64 %485)
  br label %fail

ok217:                                            ; preds = %ok215
  %615 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 -1, i64 %480)
  %616 = extractvalue { i64, i1 } %615, 1
  %617 = xor i1 %616, true
  br i1 %617, label %ok219, label %bad218

bad218:                                           ; preds = %ok217
  %618 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.101)
  br label %fail

ok219:                                            ; preds = %ok217
  %619 = extractvalue { i64, i1 } %615, 0
  %620 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 3, i64 %327)
  %621 = extractvalue { i64, i1 } %620, 1
  %622 = xor i1 %621, true
  br i1 %622, label %ok221, label %bad220

bad220:                                           ; preds = %ok219
  %623 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.102)
  br label %fail

ok221:                                            ; preds = %ok219
  %624 = extractvalue { i64, i1 } %620, 0
  %625 = udiv i64 %624, 4
  %626 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %619, i64 %625)
  %627 = extractvalue { i64, i1 } %626, 1
  %628 = xor i1 %627, true
  br i1 %628, label %ok223, label %bad222

bad222:                                           ; preds = %ok221
  %629 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.103)
  br label %fail

ok223:                                            ; preds = %ok221
  %630 = extractvalue { i64, i1 } %626, 0
  %631 = icmp sge i64 %630, 0
  br i1 %631, label %ok225, label %bad224

bad224:                                           ; preds = %ok223
  %632 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.104, i64 %630)
  br label %fail

ok225:                                            ; preds = %ok223
  %633 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 -8, i64 %334)
  %634 = extractvalue { i64, i1 } %633, 1
  %635 = xor i1 %634, true
  br i1 %635, label %ok227, label %bad226

bad226:                                           ; preds = %ok225
  %636 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.105)
  br label %fail

ok227:                                            ; preds = %ok225
  %637 = extractvalue { i64, i1 } %633, 0
  %638 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %637, i64 %480)
  %639 = extractvalue { i64, i1 } %638, 1
  %640 = xor i1 %639, true
  br i1 %640, label %ok229, label %bad228

bad228:                                           ; preds = %ok227
  %641 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.106)
  br label %fail

ok229:                                            ; preds = %ok227
  %642 = extractvalue { i64, i1 } %638, 0
  %643 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %334)
  %644 = extractvalue { i64, i1 } %643, 1
  %645 = xor i1 %644, true
  br i1 %645, label %ok231, label %bad230

bad230:                                           ; preds = %ok229
  %646 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.107)
  br label %fail

ok231:                                            ; preds = %ok229
  %647 = extractvalue { i64, i1 } %643, 0
  %648 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %647, i64 %625)
  %649 = extractvalue { i64, i1 } %648, 1
  %650 = xor i1 %649, true
  br i1 %650, label %ok233, label %bad232

bad232:                                           ; preds = %ok231
  %651 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.108)
  br label %fail

ok233:                                            ; preds = %ok231
  %652 = extractvalue { i64, i1 } %648, 0
  %653 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %642, i64 %652)
  %654 = extractvalue { i64, i1 } %653, 1
  %655 = xor i1 %654, true
  br i1 %655, label %ok235, label %bad234

bad234:                                           ; preds = %ok233
  %656 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.109)
  br label %fail

ok235:                                            ; preds = %ok233
  %657 = extractvalue { i64, i1 } %653, 0
  %658 = icmp sle i64 0, %480
  %659 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 -1, i64 %625)
  %660 = extractvalue { i64, i1 } %659, 1
  %661 = xor i1 %660, true
  br i1 %661, label %ok237, label %bad236

bad236:                                           ; preds = %ok235
  %662 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.110)
  br label %fail

ok237:                                            ; preds = %ok235
  %663 = extractvalue { i64, i1 } %659, 0
  %664 = icmp sle i64 %663, %423
  %665 = and i1 %658, %664
  %666 = icmp sle i64 1, %630
  %667 = and i1 %425, %666
  %668 = xor i1 %667, true
  %669 = or i1 %668, %665
  br i1 %669, label %ok239, label %bad238

bad238:                                           ; preds = %ok237
  %670 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.111, i64 %480, i64 %663, i64 0, i64 %423)
  br label %fail

ok239:                                            ; preds = %ok237
  %671 = icmp sge i64 %630, 0
  br i1 %671, label %ok241, label %bad240

bad240:                                           ; preds = %ok239
  %672 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.112, i64 %630)
  br label %fail

ok241:                                            ; preds = %ok239
  %673 = xor i1 %667, true
  %674 = or i1 %673, %665
  br i1 %674, label %ok243, label %bad242

bad242:                                           ; preds = %ok241
  %675 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.113, i64 %480, i64 %663, i64 0, i64 %423)
  br label %fail

ok243:                                            ; preds = %ok241
  %676 = icmp sge i64 %630, 0
  br i1 %676, label %ok245, label %bad244

bad244:                                           ; preds = %ok243
  %677 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.114, i64 %630)
  br label %fail

ok245:                                            ; preds = %ok243
  %678 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 -1, i64 %334)
  %679 = extractvalue { i64, i1 } %678, 1
  %680 = xor i1 %679, true
  br i1 %680, label %ok247, label %bad246

bad246:                                           ; preds = %ok245
  %681 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.115)
  br label %fail

ok247:                                            ; preds = %ok245
  %682 = extractvalue { i64, i1 } %678, 0
  %683 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %682, i64 %334)
  %684 = extractvalue { i64, i1 } %683, 1
  %685 = xor i1 %684, true
  br i1 %685, label %ok249, label %bad248

bad248:                                           ; preds = %ok247
  %686 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.116)
  br label %fail

ok249:                                            ; preds = %ok247
  %687 = extractvalue { i64, i1 } %683, 0
  %688 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %687, i64 %480)
  %689 = extractvalue { i64, i1 } %688, 1
  %690 = xor i1 %689, true
  br i1 %690, label %ok251, label %bad250

bad250:                                           ; preds = %ok249
  %691 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.117)
  br label %fail

ok251:                                            ; preds = %ok249
  %692 = extractvalue { i64, i1 } %688, 0
  %693 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %334, i64 %334)
  %694 = extractvalue { i64, i1 } %693, 1
  %695 = xor i1 %694, true
  br i1 %695, label %ok253, label %bad252

bad252:                                           ; preds = %ok251
  %696 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.118)
  br label %fail

ok253:                                            ; preds = %ok251
  %697 = extractvalue { i64, i1 } %693, 0
  %698 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %697, i64 %625)
  %699 = extractvalue { i64, i1 } %698, 1
  %700 = xor i1 %699, true
  br i1 %700, label %ok255, label %bad254

bad254:                                           ; preds = %ok253
  %701 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.119)
  br label %fail

ok255:                                            ; preds = %ok253
  %702 = extractvalue { i64, i1 } %698, 0
  %703 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %692, i64 %702)
  %704 = extractvalue { i64, i1 } %703, 1
  %705 = xor i1 %704, true
  br i1 %705, label %ok257, label %bad256

bad256:                                           ; preds = %ok255
  %706 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.120)
  br label %fail

ok257:                                            ; preds = %ok255
  %707 = extractvalue { i64, i1 } %703, 0
  %708 = xor i1 %667, true
  %709 = or i1 %708, %665
  br i1 %709, label %ok259, label %bad258

bad258:                                           ; preds = %ok257
  %710 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.121, i64 %480, i64 %663, i64 0, i64 %423)
  br label %fail

ok259:                                            ; preds = %ok257
  %711 = icmp sge i64 %630, 0
  br i1 %711, label %ok261, label %bad260

bad260:                                           ; preds = %ok259
  %712 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.122, i64 %630)
  br label %fail

ok261:                                            ; preds = %ok259
  %713 = xor i1 %667, true
  %714 = or i1 %713, %665
  br i1 %714, label %ok263, label %bad262

bad262:                                           ; preds = %ok261
  %715 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.123, i64 %480, i64 %663, i64 0, i64 %423)
  br label %fail

ok263:                                            ; preds = %ok261
  %716 = icmp sge i64 %630, 0
  br i1 %716, label %ok265, label %bad264

bad264:                                           ; preds = %ok263
  %717 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.124, i64 %630)
  br label %fail

ok265:                                            ; preds = %ok263
  %718 = icmp sge i64 %630, 0
  br i1 %718, label %ok267, label %bad266

bad266:                                           ; preds = %ok265
  %719 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.125, i64 %630)
  br label %fail

ok267:                                            ; preds = %ok265
  %720 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 -1, i64 %334)
  %721 = extractvalue { i64, i1 } %720, 1
  %722 = xor i1 %721, true
  br i1 %722, label %ok269, label %bad268

bad268:                                           ; preds = %ok267
  %723 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.126)
  br label %fail

ok269:                                            ; preds = %ok267
  %724 = extractvalue { i64, i1 } %720, 0
  %725 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %724, i64 %480)
  %726 = extractvalue { i64, i1 } %725, 1
  %727 = xor i1 %726, true
  br i1 %727, label %ok271, label %bad270

bad270:                                           ; preds = %ok269
  %728 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.127)
  br label %fail

ok271:                                            ; preds = %ok269
  %729 = extractvalue { i64, i1 } %725, 0
  %730 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %334, i64 %625)
  %731 = extractvalue { i64, i1 } %730, 1
  %732 = xor i1 %731, true
  br i1 %732, label %ok273, label %bad272

bad272:                                           ; preds = %ok271
  %733 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.128)
  br label %fail

ok273:                                            ; preds = %ok271
  %734 = extractvalue { i64, i1 } %730, 0
  %735 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %729, i64 %734)
  %736 = extractvalue { i64, i1 } %735, 1
  %737 = xor i1 %736, true
  br i1 %737, label %ok275, label %bad274

bad274:                                           ; preds = %ok273
  %738 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.129)
  br label %fail

ok275:                                            ; preds = %ok273
  %739 = extractvalue { i64, i1 } %735, 0
  %740 = icmp sge i64 %630, 0
  br i1 %740, label %ok277, label %bad276

bad276:                                           ; preds = %ok275
  %741 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.130, i64 %630)
  br label %fail

ok277:                                            ; preds = %ok275
  %742 = icmp sge i64 %630, 0
  br i1 %742, label %ok279, label %bad278

bad278:                                           ; preds = %ok277
  %743 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.131, i64 %630)
  br label %fail

ok279:                                            ; preds = %ok277
  %744 = icmp sge i64 %657, 0
  br i1 %744, label %ok281, label %bad280

bad280:                                           ; preds = %ok279
  %745 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.132, i64 %657)
  br label %fail

ok281:                                            ; preds = %ok279
  %746 = icmp sle i64 0, %507
  %747 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 -1, i64 %652)
  %748 = extractvalue { i64, i1 } %747, 1
  %749 = xor i1 %748, true
  br i1 %749, label %ok283, label %bad282

bad282:                                           ; preds = %ok281
  %750 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.133)
  br label %fail

ok283:                                            ; preds = %ok281
  %751 = extractvalue { i64, i1 } %747, 0
  %752 = icmp sle i64 %751, %464
  %753 = and i1 %746, %752
  %754 = icmp sle i64 1, %657
  %755 = xor i1 %754, true
  %756 = or i1 %755, %753
  br i1 %756, label %ok285, label %bad284

bad284:                                           ; preds = %ok283
  %757 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.134, i64 %507, i64 %751, i64 0, i64 %464)
  br label %fail

ok285:                                            ; preds = %ok283
  %758 = icmp sge i64 %630, 0
  br i1 %758, label %ok287, label %bad286

bad286:                                           ; preds = %ok285
  %759 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.135, i64 %630)
  br label %fail

ok287:                                            ; preds = %ok285
  %760 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 -1, i64 %625)
  %761 = extractvalue { i64, i1 } %760, 1
  %762 = xor i1 %761, true
  br i1 %762, label %ok289, label %bad288

bad288:                                           ; preds = %ok287
  %763 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.136)
  br label %fail

ok289:                                            ; preds = %ok287
  %764 = extractvalue { i64, i1 } %760, 0
  %765 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %327, i64 %764)
  %766 = extractvalue { i64, i1 } %765, 1
  %767 = xor i1 %766, true
  br i1 %767, label %ok291, label %bad290

bad290:                                           ; preds = %ok289
  %768 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.137)
  br label %fail

ok291:                                            ; preds = %ok289
  %769 = extractvalue { i64, i1 } %765, 0
  %770 = icmp sge i64 %769, 0
  br i1 %770, label %ok293, label %bad292

bad292:                                           ; preds = %ok291
  %771 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.138, i64 %769)
  br label %fail

ok293:                                            ; preds = %ok291
  %772 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 -8, i64 %334)
  %773 = extractvalue { i64, i1 } %772, 1
  %774 = xor i1 %773, true
  br i1 %774, label %ok295, label %bad294

bad294:                                           ; preds = %ok293
  %775 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.139)
  br label %fail

ok295:                                            ; preds = %ok293
  %776 = extractvalue { i64, i1 } %772, 0
  %777 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %776, i64 %625)
  %778 = extractvalue { i64, i1 } %777, 1
  %779 = xor i1 %778, true
  br i1 %779, label %ok297, label %bad296

bad296:                                           ; preds = %ok295
  %780 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.140)
  br label %fail

ok297:                                            ; preds = %ok295
  %781 = extractvalue { i64, i1 } %777, 0
  %782 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %339, i64 %781)
  %783 = extractvalue { i64, i1 } %782, 1
  %784 = xor i1 %783, true
  br i1 %784, label %ok299, label %bad298

bad298:                                           ; preds = %ok297
  %785 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.141)
  br label %fail

ok299:                                            ; preds = %ok297
  %786 = extractvalue { i64, i1 } %782, 0
  %787 = icmp sge i64 %769, 0
  br i1 %787, label %ok301, label %bad300

bad300:                                           ; preds = %ok299
  %788 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.142, i64 %769)
  br label %fail

ok301:                                            ; preds = %ok299
  %789 = icmp sge i64 %769, 0
  br i1 %789, label %ok303, label %bad302

bad302:                                           ; preds = %ok301
  %790 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.143, i64 %769)
  br label %fail

ok303:                                            ; preds = %ok301
  %791 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 -1, i64 %334)
  %792 = extractvalue { i64, i1 } %791, 1
  %793 = xor i1 %792, true
  br i1 %793, label %ok305, label %bad304

bad304:                                           ; preds = %ok303
  %794 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.144)
  br label %fail

ok305:                                            ; preds = %ok303
  %795 = extractvalue { i64, i1 } %791, 0
  %796 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %795, i64 %334)
  %797 = extractvalue { i64, i1 } %796, 1
  %798 = xor i1 %797, true
  br i1 %798, label %ok307, label %bad306

bad306:                                           ; preds = %ok305
  %799 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.145)
  br label %fail

ok307:                                            ; preds = %ok305
  %800 = extractvalue { i64, i1 } %796, 0
  %801 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %800, i64 %625)
  %802 = extractvalue { i64, i1 } %801, 1
  %803 = xor i1 %802, true
  br i1 %803, label %ok309, label %bad308

bad308:                                           ; preds = %ok307
  %804 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.146)
  br label %fail

ok309:                                            ; preds = %ok307
  %805 = extractvalue { i64, i1 } %801, 0
  %806 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %373, i64 %805)
  %807 = extractvalue { i64, i1 } %806, 1
  %808 = xor i1 %807, true
  br i1 %808, label %ok311, label %bad310

bad310:                                           ; preds = %ok309
  %809 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.147)
  br label %fail

ok311:                                            ; preds = %ok309
  %810 = extractvalue { i64, i1 } %806, 0
  %811 = icmp sge i64 %769, 0
  br i1 %811, label %ok313, label %bad312

bad312:                                           ; preds = %ok311
  %812 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.148, i64 %769)
  br label %fail

ok313:                                            ; preds = %ok311
  %813 = icmp sge i64 %769, 0
  br i1 %813, label %ok315, label %bad314

bad314:                                           ; preds = %ok313
  %814 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.149, i64 %769)
  br label %fail

ok315:                                            ; preds = %ok313
  %815 = icmp sge i64 %769, 0
  br i1 %815, label %ok317, label %bad316

bad316:                                           ; preds = %ok315
  %816 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.150, i64 %769)
  br label %fail

ok317:                                            ; preds = %ok315
  %817 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 -1, i64 %334)
  %818 = extractvalue { i64, i1 } %817, 1
  %819 = xor i1 %818, true
  br i1 %819, label %ok319, label %bad318

bad318:                                           ; preds = %ok317
  %820 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.151)
  br label %fail

ok319:                                            ; preds = %ok317
  %821 = extractvalue { i64, i1 } %817, 0
  %822 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %821, i64 %625)
  %823 = extractvalue { i64, i1 } %822, 1
  %824 = xor i1 %823, true
  br i1 %824, label %ok321, label %bad320

bad320:                                           ; preds = %ok319
  %825 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.152)
  br label %fail

ok321:                                            ; preds = %ok319
  %826 = extractvalue { i64, i1 } %822, 0
  %827 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %402, i64 %826)
  %828 = extractvalue { i64, i1 } %827, 1
  %829 = xor i1 %828, true
  br i1 %829, label %ok323, label %bad322

bad322:                                           ; preds = %ok321
  %830 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.153)
  br label %fail

ok323:                                            ; preds = %ok321
  %831 = extractvalue { i64, i1 } %827, 0
  %832 = icmp sge i64 %769, 0
  br i1 %832, label %ok325, label %bad324

bad324:                                           ; preds = %ok323
  %833 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.154, i64 %769)
  br label %fail

ok325:                                            ; preds = %ok323
  %834 = icmp sge i64 %769, 0
  br i1 %834, label %ok327, label %bad326

bad326:                                           ; preds = %ok325
  %835 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.155, i64 %769)
  br label %fail

ok327:                                            ; preds = %ok325
  %836 = icmp sge i64 %786, 0
  br i1 %836, label %ok329, label %bad328

bad328:                                           ; preds = %ok327
  %837 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.156, i64 %786)
  br label %fail

ok329:                                            ; preds = %ok327
  %838 = icmp sge i64 %769, 0
  br i1 %838, label %ok331, label %bad330

bad330:                                           ; preds = %ok329
  %839 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 6, ptr @str.157, i64 %769)
  br label %fail

ok331:                                            ; preds = %ok329
  %arena332 = call ptr @cajit_rt_arena_create()
  store ptr %arena332, ptr %arena, align 8
  %840 = icmp ne ptr %arena332, null
  br i1 %840, label %ok334, label %bad333

bad333:                                           ; preds = %ok331
  %841 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 5, ptr @str.158)
  br label %fail

ok334:                                            ; preds = %ok331
  %counts = alloca [8 x i64], align 8
  %842 = getelementptr inbounds i64, ptr %counts, i64 0
  store i64 %443, ptr %842, align 8
  %843 = getelementptr inbounds i64, ptr %counts, i64 1
  store i64 %454, ptr %843, align 8
  %844 = getelementptr inbounds i64, ptr %counts, i64 2
  store i64 %562, ptr %844, align 8
  %845 = getelementptr inbounds i64, ptr %counts, i64 3
  store i64 %594, ptr %845, align 8
  %846 = getelementptr inbounds i64, ptr %counts, i64 4
  store i64 %707, ptr %846, align 8
  %847 = getelementptr inbounds i64, ptr %counts, i64 5
  store i64 %739, ptr %847, align 8
  %848 = getelementptr inbounds i64, ptr %counts, i64 6
  store i64 %810, ptr %848, align 8
  %849 = getelementptr inbounds i64, ptr %counts, i64 7
  store i64 %831, ptr %849, align 8
  %layout_scratch = alloca [32 x i64], align 8
  %offsets = alloca [8 x i64], align 8
  %total = call i64 @cajit_rt_plan_layout_cached(ptr @layout_cache, i32 8, ptr %counts, ptr @elem_sizes, ptr @first_use, ptr @last_use, ptr %layout_scratch, ptr %offsets)
  %850 = icmp sge i64 %total, 0
  br i1 %850, label %ok336, label %bad335

bad335:                                           ; preds = %ok334
  %851 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 5, ptr @str.159)
  br label %fail

ok336:                                            ; preds = %ok334
  %intermediates = call ptr @cajit_rt_arena_alloc(ptr %arena332, i64 %total, i64 1)
  %852 = icmp ne ptr %intermediates, null
  br i1 %852, label %ok338, label %bad337

bad337:                                           ; preds = %ok336
  %853 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 5, ptr @str.160, i64 %total)
  br label %fail

ok338:                                            ; preds = %ok336
  %854 = getelementptr inbounds i64, ptr %offsets, i64 0
  %855 = load i64, ptr %854, align 8
  %856 = getelementptr i8, ptr %intermediates, i64 %855
  %857 = getelementptr inbounds i64, ptr %bufs, i64 15
  store ptr %856, ptr %857, align 8
  %858 = getelementptr inbounds i64, ptr %offsets, i64 1
  %859 = load i64, ptr %858, align 8
  %860 = getelementptr i8, ptr %intermediates, i64 %859
  %861 = getelementptr inbounds i64, ptr %bufs, i64 16
  store ptr %860, ptr %861, align 8
  %862 = getelementptr inbounds i64, ptr %offsets, i64 2
  %863 = load i64, ptr %862, align 8
  %864 = getelementptr i8, ptr %intermediates, i64 %863
  %865 = getelementptr inbounds i64, ptr %bufs, i64 25
  store ptr %864, ptr %865, align 8
  %866 = getelementptr inbounds i64, ptr %offsets, i64 3
  %867 = load i64, ptr %866, align 8
  %868 = getelementptr i8, ptr %intermediates, i64 %867
  %869 = getelementptr inbounds i64, ptr %bufs, i64 26
  store ptr %868, ptr %869, align 8
  %870 = getelementptr inbounds i64, ptr %offsets, i64 4
  %871 = load i64, ptr %870, align 8
  %872 = getelementptr i8, ptr %intermediates, i64 %871
  %873 = getelementptr inbounds i64, ptr %bufs, i64 35
  store ptr %872, ptr %873, align 8
  %874 = getelementptr inbounds i64, ptr %offsets, i64 5
  %875 = load i64, ptr %874, align 8
  %876 = getelementptr i8, ptr %intermediates, i64 %875
  %877 = getelementptr inbounds i64, ptr %bufs, i64 36
  store ptr %876, ptr %877, align 8
  %878 = getelementptr inbounds i64, ptr %offsets, i64 6
  %879 = load i64, ptr %878, align 8
  %880 = getelementptr i8, ptr %intermediates, i64 %879
  %881 = getelementptr inbounds i64, ptr %bufs, i64 45
  store ptr %880, ptr %881, align 8
  %882 = getelementptr inbounds i64, ptr %offsets, i64 7
  %883 = load i64, ptr %882, align 8
  %884 = getelementptr i8, ptr %intermediates, i64 %883
  %885 = getelementptr inbounds i64, ptr %bufs, i64 46
  store ptr %884, ptr %885, align 8
  %oshape = alloca [3 x i64], align 8
  %886 = getelementptr inbounds i64, ptr %oshape, i64 0
  store i64 %327, ptr %886, align 8
  %887 = getelementptr inbounds i64, ptr %oshape, i64 1
  store i64 %334, ptr %887, align 8
  %888 = getelementptr inbounds i64, ptr %oshape, i64 2
  store i64 8, ptr %888, align 8
  %889 = call ptr @cajit_rt_dlpack_alloc(i32 2, i32 32, i32 3, ptr %oshape)
  %890 = getelementptr inbounds i64, ptr %outs, i64 0
  store ptr %889, ptr %890, align 8
  %891 = icmp ne ptr %889, null
  br i1 %891, label %ok340, label %bad339

bad339:                                           ; preds = %ok338
  %892 = call i32 (ptr, i32, ptr, ...) @cajit_rt_fail(ptr %call, i32 5, ptr @str.161, i64 %339)
  br label %fail

ok340:                                            ; preds = %ok338
  %893 = getelementptr inbounds i8, ptr %889, i64 0
  %894 = load ptr, ptr %893, align 8
  %895 = getelementptr inbounds i64, ptr %bufs, i64 10
  store ptr %894, ptr %895, align 8
  %896 = getelementptr inbounds i64, ptr %inputs_now, i64 0
  %897 = getelementptr inbounds i64, ptr %bufs, i64 0
  %898 = call i32 @cajit_rt_input_ready(ptr %call, i32 0, ptr %896, ptr %897, ptr @str.162)
  %899 = icmp eq i32 %898, 0
  br i1 %899, label %ok341, label %fail

ok341:                                            ; preds = %ok340
  %900 = getelementptr inbounds i64, ptr %inputs_now, i64 1
  %901 = getelementptr inbounds i64, ptr %bufs, i64 1
  %902 = call i32 @cajit_rt_input_ready(ptr %call, i32 1, ptr %900, ptr %901, ptr @str.163)
  %903 = icmp eq i32 %902, 0
  br i1 %903, label %ok342, label %fail

ok342:                                            ; preds = %ok341
  %904 = getelementptr inbounds i64, ptr %bufs, i64 0
  %905 = load ptr, ptr %904, align 8
  %906 = getelementptr inbounds i64, ptr %bufs, i64 1
  %907 = load ptr, ptr %906, align 8
  %908 = getelementptr inbounds i64, ptr %bufs, i64 15
  %909 = load ptr, ptr %908, align 8
  %910 = getelementptr inbounds i64, ptr %syms, i64 0
  %911 = load i64, ptr %910, align 8
  %912 = getelementptr inbounds i64, ptr %syms, i64 1
  %913 = load i64, ptr %912, align 8
  %914 = getelementptr inbounds i64, ptr %syms, i64 2
  %915 = load i64, ptr %914, align 8
  %916 = getelementptr inbounds i64, ptr %syms, i64 3
  %917 = load i64, ptr %916, align 8
  %918 = getelementptr inbounds i64, ptr %syms, i64 4
  %919 = load i64, ptr %918, align 8
  %920 = getelementptr inbounds i64, ptr %syms, i64 5
  %921 = load i64, ptr %920, align 8
  %922 = getelementptr inbounds i64, ptr %syms, i64 6
  %923 = load i64, ptr %922, align 8
  %924 = getelementptr inbounds i64, ptr %syms, i64 7
  %925 = load i64, ptr %924, align 8
  %926 = call i32 @k0._4___aten_bmm_default(ptr %905, ptr %907, ptr %909, i64 %911, i64 %913, i64 %915, i64 %917, i64 %919, i64 %921, i64 %923, i64 %925, ptr %call)
  %927 = icmp eq i32 %926, 0
  br i1 %927, label %ok343, label %fail

ok343:                                            ; preds = %ok342
  %928 = getelementptr inbounds i64, ptr %inputs_now, i64 2
  %929 = getelementptr inbounds i64, ptr %bufs, i64 2
  %930 = call i32 @cajit_rt_input_ready(ptr %call, i32 2, ptr %928, ptr %929, ptr @str.164)
  %931 = icmp eq i32 %930, 0
  br i1 %931, label %ok344, label %fail

ok344:                                            ; preds = %ok343
  %932 = getelementptr inbounds i64, ptr %bufs, i64 2
  %933 = load ptr, ptr %932, align 8
  %934 = getelementptr inbounds i64, ptr %bufs, i64 15
  %935 = load ptr, ptr %934, align 8
  %936 = getelementptr inbounds i64, ptr %bufs, i64 16
  %937 = load ptr, ptr %936, align 8
  %938 = getelementptr inbounds i64, ptr %syms, i64 0
  %939 = load i64, ptr %938, align 8
  %940 = getelementptr inbounds i64, ptr %syms, i64 1
  %941 = load i64, ptr %940, align 8
  %942 = getelementptr inbounds i64, ptr %syms, i64 8
  %943 = load i64, ptr %942, align 8
  %944 = getelementptr inbounds i64, ptr %syms, i64 9
  %945 = load i64, ptr %944, align 8
  %946 = getelementptr inbounds i64, ptr %syms, i64 10
  %947 = load i64, ptr %946, align 8
  call void @k1._5___aten__softmax_backward_data_default(ptr %933, ptr %935, ptr %937, i64 %939, i64 %941, i64 %943, i64 %945, i64 %947)
  %948 = getelementptr inbounds i64, ptr %inputs_now, i64 3
  %949 = getelementptr inbounds i64, ptr %bufs, i64 3
  %950 = call i32 @cajit_rt_input_ready(ptr %call, i32 3, ptr %948, ptr %949, ptr @str.165)
  %951 = icmp eq i32 %950, 0
  br i1 %951, label %ok345, label %fail

ok345:                                            ; preds = %ok344
  %952 = getelementptr inbounds i64, ptr %bufs, i64 3
  %953 = load ptr, ptr %952, align 8
  %954 = getelementptr inbounds i64, ptr %bufs, i64 10
  %955 = load ptr, ptr %954, align 8
  %956 = getelementptr inbounds i64, ptr %bufs, i64 15
  %957 = load ptr, ptr %956, align 8
  %958 = getelementptr inbounds i64, ptr %syms, i64 0
  %959 = load i64, ptr %958, align 8
  %960 = getelementptr inbounds i64, ptr %syms, i64 1
  %961 = load i64, ptr %960, align 8
  %962 = getelementptr inbounds i64, ptr %syms, i64 11
  %963 = load i64, ptr %962, align 8
  %964 = getelementptr inbounds i64, ptr %syms, i64 12
  %965 = load i64, ptr %964, align 8
  %966 = getelementptr inbounds i64, ptr %syms, i64 13
  %967 = load i64, ptr %966, align 8
  %968 = call i32 @k3._6___aten_bmm_default(ptr %953, ptr %955, ptr %957, i64 %959, i64 %961, i64 %963, i64 %965, i64 %967, ptr %call)
  %969 = icmp eq i32 %968, 0
  br i1 %969, label %ok346, label %fail

ok346:                                            ; preds = %ok345
  %970 = getelementptr inbounds i64, ptr %bufs, i64 0
  %971 = load ptr, ptr %970, align 8
  %972 = getelementptr inbounds i64, ptr %bufs, i64 10
  %973 = load ptr, ptr %972, align 8
  %974 = getelementptr inbounds i64, ptr %bufs, i64 15
  %975 = load ptr, ptr %974, align 8
  %976 = getelementptr inbounds i64, ptr %syms, i64 0
  %977 = load i64, ptr %976, align 8
  %978 = getelementptr inbounds i64, ptr %syms, i64 1
  %979 = load i64, ptr %978, align 8
  %980 = getelementptr inbounds i64, ptr %syms, i64 2
  %981 = load i64, ptr %980, align 8
  %982 = getelementptr inbounds i64, ptr %syms, i64 3
  %983 = load i64, ptr %982, align 8
  %984 = getelementptr inbounds i64, ptr %syms, i64 4
  %985 = load i64, ptr %984, align 8
  %986 = call i32 @k4._8___aten_bmm_default(ptr %971, ptr %973, ptr %975, i64 %977, i64 %979, i64 %981, i64 %983, i64 %985, ptr %call)
  %987 = icmp eq i32 %986, 0
  br i1 %987, label %ok347, label %fail

ok347:                                            ; preds = %ok346
  %988 = getelementptr inbounds i64, ptr %bufs, i64 0
  %989 = load ptr, ptr %988, align 8
  %990 = getelementptr inbounds i64, ptr %bufs, i64 1
  %991 = load ptr, ptr %990, align 8
  %992 = getelementptr inbounds i64, ptr %bufs, i64 25
  %993 = load ptr, ptr %992, align 8
  %994 = getelementptr inbounds i64, ptr %syms, i64 0
  %995 = load i64, ptr %994, align 8
  %996 = getelementptr inbounds i64, ptr %syms, i64 1
  %997 = load i64, ptr %996, align 8
  %998 = getelementptr inbounds i64, ptr %syms, i64 2
  %999 = load i64, ptr %998, align 8
  %1000 = getelementptr inbounds i64, ptr %syms, i64 3
  %1001 = load i64, ptr %1000, align 8
  %1002 = getelementptr inbounds i64, ptr %syms, i64 4
  %1003 = load i64, ptr %1002, align 8
  %1004 = getelementptr inbounds i64, ptr %syms, i64 5
  %1005 = load i64, ptr %1004, align 8
  %1006 = getelementptr inbounds i64, ptr %syms, i64 6
  %1007 = load i64, ptr %1006, align 8
  %1008 = getelementptr inbounds i64, ptr %syms, i64 7
  %1009 = load i64, ptr %1008, align 8
  %1010 = call i32 @k5._4___aten_bmm_default(ptr %989, ptr %991, ptr %993, i64 %995, i64 %997, i64 %999, i64 %1001, i64 %1003, i64 %1005, i64 %1007, i64 %1009, ptr %call)
  %1011 = icmp eq i32 %1010, 0
  br i1 %1011, label %ok348, label %fail

ok348:                                            ; preds = %ok347
  %1012 = getelementptr inbounds i64, ptr %bufs, i64 2
  %1013 = load ptr, ptr %1012, align 8
  %1014 = getelementptr inbounds i64, ptr %bufs, i64 25
  %1015 = load ptr, ptr %1014, align 8
  %1016 = getelementptr inbounds i64, ptr %bufs, i64 26
  %1017 = load ptr, ptr %1016, align 8
  %1018 = getelementptr inbounds i64, ptr %syms, i64 0
  %1019 = load i64, ptr %1018, align 8
  %1020 = getelementptr inbounds i64, ptr %syms, i64 1
  %1021 = load i64, ptr %1020, align 8
  %1022 = getelementptr inbounds i64, ptr %syms, i64 8
  %1023 = load i64, ptr %1022, align 8
  %1024 = getelementptr inbounds i64, ptr %syms, i64 9
  %1025 = load i64, ptr %1024, align 8
  %1026 = getelementptr inbounds i64, ptr %syms, i64 10
  %1027 = load i64, ptr %1026, align 8
  call void @k6._5___aten__softmax_backward_data_default(ptr %1013, ptr %1015, ptr %1017, i64 %1019, i64 %1021, i64 %1023, i64 %1025, i64 %1027)
  %1028 = getelementptr inbounds i64, ptr %bufs, i64 3
  %1029 = load ptr, ptr %1028, align 8
  %1030 = getelementptr inbounds i64, ptr %bufs, i64 10
  %1031 = load ptr, ptr %1030, align 8
  %1032 = getelementptr inbounds i64, ptr %bufs, i64 25
  %1033 = load ptr, ptr %1032, align 8
  %1034 = getelementptr inbounds i64, ptr %syms, i64 0
  %1035 = load i64, ptr %1034, align 8
  %1036 = getelementptr inbounds i64, ptr %syms, i64 1
  %1037 = load i64, ptr %1036, align 8
  %1038 = getelementptr inbounds i64, ptr %syms, i64 11
  %1039 = load i64, ptr %1038, align 8
  %1040 = getelementptr inbounds i64, ptr %syms, i64 12
  %1041 = load i64, ptr %1040, align 8
  %1042 = getelementptr inbounds i64, ptr %syms, i64 13
  %1043 = load i64, ptr %1042, align 8
  %1044 = call i32 @k8._6___aten_bmm_default(ptr %1029, ptr %1031, ptr %1033, i64 %1035, i64 %1037, i64 %1039, i64 %1041, i64 %1043, ptr %call)
  %1045 = icmp eq i32 %1044, 0
  br i1 %1045, label %ok349, label %fail

ok349:                                            ; preds = %ok348
  %1046 = getelementptr inbounds i64, ptr %bufs, i64 0
  %1047 = load ptr, ptr %1046, align 8
  %1048 = getelementptr inbounds i64, ptr %bufs, i64 10
  %1049 = load ptr, ptr %1048, align 8
  %1050 = getelementptr inbounds i64, ptr %bufs, i64 25
  %1051 = load ptr, ptr %1050, align 8
  %1052 = getelementptr inbounds i64, ptr %syms, i64 0
  %1053 = load i64, ptr %1052, align 8
  %1054 = getelementptr inbounds i64, ptr %syms, i64 1
  %1055 = load i64, ptr %1054, align 8
  %1056 = getelementptr inbounds i64, ptr %syms, i64 2
  %1057 = load i64, ptr %1056, align 8
  %1058 = getelementptr inbounds i64, ptr %syms, i64 3
  %1059 = load i64, ptr %1058, align 8
  %1060 = getelementptr inbounds i64, ptr %syms, i64 4
  %1061 = load i64, ptr %1060, align 8
  %1062 = call i32 @k9._8___aten_bmm_default(ptr %1047, ptr %1049, ptr %1051, i64 %1053, i64 %1055, i64 %1057, i64 %1059, i64 %1061, ptr %call)
  %1063 = icmp eq i32 %1062, 0
  br i1 %1063, label %ok350, label %fail

ok350:                                            ; preds = %ok349
  %1064 = getelementptr inbounds i64, ptr %bufs, i64 0
  %1065 = load ptr, ptr %1064, align 8
  %1066 = getelementptr inbounds i64, ptr %bufs, i64 1
  %1067 = load ptr, ptr %1066, align 8
  %1068 = getelementptr inbounds i64, ptr %bufs, i64 35
  %1069 = load ptr, ptr %1068, align 8
  %1070 = getelementptr inbounds i64, ptr %syms, i64 0
  %1071 = load i64, ptr %1070, align 8
  %1072 = getelementptr inbounds i64, ptr %syms, i64 1
  %1073 = load i64, ptr %1072, align 8
  %1074 = getelementptr inbounds i64, ptr %syms, i64 2
  %1075 = load i64, ptr %1074, align 8
  %1076 = getelementptr inbounds i64, ptr %syms, i64 3
  %1077 = load i64, ptr %1076, align 8
  %1078 = getelementptr inbounds i64, ptr %syms, i64 4
  %1079 = load i64, ptr %1078, align 8
  %1080 = getelementptr inbounds i64, ptr %syms, i64 5
  %1081 = load i64, ptr %1080, align 8
  %1082 = getelementptr inbounds i64, ptr %syms, i64 6
  %1083 = load i64, ptr %1082, align 8
  %1084 = getelementptr inbounds i64, ptr %syms, i64 7
  %1085 = load i64, ptr %1084, align 8
  %1086 = call i32 @k10._4___aten_bmm_default(ptr %1065, ptr %1067, ptr %1069, i64 %1071, i64 %1073, i64 %1075, i64 %1077, i64 %1079, i64 %1081, i64 %1083, i64 %1085, ptr %call)
  %1087 = icmp eq i32 %1086, 0
  br i1 %1087, label %ok351, label %fail

ok351:                                            ; preds = %ok350
  %1088 = getelementptr inbounds i64, ptr %bufs, i64 2
  %1089 = load ptr, ptr %1088, align 8
  %1090 = getelementptr inbounds i64, ptr %bufs, i64 35
  %1091 = load ptr, ptr %1090, align 8
  %1092 = getelementptr inbounds i64, ptr %bufs, i64 36
  %1093 = load ptr, ptr %1092, align 8
  %1094 = getelementptr inbounds i64, ptr %syms, i64 0
  %1095 = load i64, ptr %1094, align 8
  %1096 = getelementptr inbounds i64, ptr %syms, i64 1
  %1097 = load i64, ptr %1096, align 8
  %1098 = getelementptr inbounds i64, ptr %syms, i64 8
  %1099 = load i64, ptr %1098, align 8
  %1100 = getelementptr inbounds i64, ptr %syms, i64 9
  %1101 = load i64, ptr %1100, align 8
  %1102 = getelementptr inbounds i64, ptr %syms, i64 10
  %1103 = load i64, ptr %1102, align 8
  call void @k11._5___aten__softmax_backward_data_default(ptr %1089, ptr %1091, ptr %1093, i64 %1095, i64 %1097, i64 %1099, i64 %1101, i64 %1103)
  %1104 = getelementptr inbounds i64, ptr %bufs, i64 3
  %1105 = load ptr, ptr %1104, align 8
  %1106 = getelementptr inbounds i64, ptr %bufs, i64 10
  %1107 = load ptr, ptr %1106, align 8
  %1108 = getelementptr inbounds i64, ptr %bufs, i64 35
  %1109 = load ptr, ptr %1108, align 8
  %1110 = getelementptr inbounds i64, ptr %syms, i64 0
  %1111 = load i64, ptr %1110, align 8
  %1112 = getelementptr inbounds i64, ptr %syms, i64 1
  %1113 = load i64, ptr %1112, align 8
  %1114 = getelementptr inbounds i64, ptr %syms, i64 11
  %1115 = load i64, ptr %1114, align 8
  %1116 = getelementptr inbounds i64, ptr %syms, i64 12
  %1117 = load i64, ptr %1116, align 8
  %1118 = getelementptr inbounds i64, ptr %syms, i64 13
  %1119 = load i64, ptr %1118, align 8
  %1120 = call i32 @k13._6___aten_bmm_default(ptr %1105, ptr %1107, ptr %1109, i64 %1111, i64 %1113, i64 %1115, i64 %1117, i64 %1119, ptr %call)
  %1121 = icmp eq i32 %1120, 0
  br i1 %1121, label %ok352, label %fail

ok352:                                            ; preds = %ok351
  %1122 = getelementptr inbounds i64, ptr %bufs, i64 0
  %1123 = load ptr, ptr %1122, align 8
  %1124 = getelementptr inbounds i64, ptr %bufs, i64 10
  %1125 = load ptr, ptr %1124, align 8
  %1126 = getelementptr inbounds i64, ptr %bufs, i64 35
  %1127 = load ptr, ptr %1126, align 8
  %1128 = getelementptr inbounds i64, ptr %syms, i64 0
  %1129 = load i64, ptr %1128, align 8
  %1130 = getelementptr inbounds i64, ptr %syms, i64 1
  %1131 = load i64, ptr %1130, align 8
  %1132 = getelementptr inbounds i64, ptr %syms, i64 2
  %1133 = load i64, ptr %1132, align 8
  %1134 = getelementptr inbounds i64, ptr %syms, i64 3
  %1135 = load i64, ptr %1134, align 8
  %1136 = getelementptr inbounds i64, ptr %syms, i64 4
  %1137 = load i64, ptr %1136, align 8
  %1138 = call i32 @k14._8___aten_bmm_default(ptr %1123, ptr %1125, ptr %1127, i64 %1129, i64 %1131, i64 %1133, i64 %1135, i64 %1137, ptr %call)
  %1139 = icmp eq i32 %1138, 0
  br i1 %1139, label %ok353, label %fail

ok353:                                            ; preds = %ok352
  %1140 = getelementptr inbounds i64, ptr %bufs, i64 0
  %1141 = load ptr, ptr %1140, align 8
  %1142 = getelementptr inbounds i64, ptr %bufs, i64 1
  %1143 = load ptr, ptr %1142, align 8
  %1144 = getelementptr inbounds i64, ptr %bufs, i64 45
  %1145 = load ptr, ptr %1144, align 8
  %1146 = getelementptr inbounds i64, ptr %syms, i64 0
  %1147 = load i64, ptr %1146, align 8
  %1148 = getelementptr inbounds i64, ptr %syms, i64 1
  %1149 = load i64, ptr %1148, align 8
  %1150 = getelementptr inbounds i64, ptr %syms, i64 2
  %1151 = load i64, ptr %1150, align 8
  %1152 = getelementptr inbounds i64, ptr %syms, i64 3
  %1153 = load i64, ptr %1152, align 8
  %1154 = getelementptr inbounds i64, ptr %syms, i64 4
  %1155 = load i64, ptr %1154, align 8
  %1156 = getelementptr inbounds i64, ptr %syms, i64 5
  %1157 = load i64, ptr %1156, align 8
  %1158 = getelementptr inbounds i64, ptr %syms, i64 6
  %1159 = load i64, ptr %1158, align 8
  %1160 = getelementptr inbounds i64, ptr %syms, i64 7
  %1161 = load i64, ptr %1160, align 8
  %1162 = call i32 @k15._4___aten_bmm_default(ptr %1141, ptr %1143, ptr %1145, i64 %1147, i64 %1149, i64 %1151, i64 %1153, i64 %1155, i64 %1157, i64 %1159, i64 %1161, ptr %call)
  %1163 = icmp eq i32 %1162, 0
  br i1 %1163, label %ok354, label %fail

ok354:                                            ; preds = %ok353
  call void @cajit_rt_release_inputs(ptr %call, ptr @released_inputs, i32 1)
  %1164 = getelementptr inbounds i64, ptr %bufs, i64 2
  %1165 = load ptr, ptr %1164, align 8
  %1166 = getelementptr inbounds i64, ptr %bufs, i64 45
  %1167 = load ptr, ptr %1166, align 8
  %1168 = getelementptr inbounds i64, ptr %bufs, i64 46
  %1169 = load ptr, ptr %1168, align 8
  %1170 = getelementptr inbounds i64, ptr %syms, i64 0
  %1171 = load i64, ptr %1170, align 8
  %1172 = getelementptr inbounds i64, ptr %syms, i64 1
  %1173 = load i64, ptr %1172, align 8
  %1174 = getelementptr inbounds i64, ptr %syms, i64 8
  %1175 = load i64, ptr %1174, align 8
  %1176 = getelementptr inbounds i64, ptr %syms, i64 9
  %1177 = load i64, ptr %1176, align 8
  %1178 = getelementptr inbounds i64, ptr %syms, i64 10
  %1179 = load i64, ptr %1178, align 8
  call void @k16._5___aten__softmax_backward_data_default(ptr %1165, ptr %1167, ptr %1169, i64 %1171, i64 %1173, i64 %1175, i64 %1177, i64 %1179)
  call void @cajit_rt_release_inputs(ptr %call, ptr @released_inputs.166, i32 1)
  %1180 = getelementptr inbounds i64, ptr %bufs, i64 3
  %1181 = load ptr, ptr %1180, align 8
  %1182 = getelementptr inbounds i64, ptr %bufs, i64 10
  %1183 = load ptr, ptr %1182, align 8
  %1184 = getelementptr inbounds i64, ptr %bufs, i64 45
  %1185 = load ptr, ptr %1184, align 8
  %1186 = getelementptr inbounds i64, ptr %syms, i64 0
  %1187 = load i64, ptr %1186, align 8
  %1188 = getelementptr inbounds i64, ptr %syms, i64 1
  %1189 = load i64, ptr %1188, align 8
  %1190 = getelementptr inbounds i64, ptr %syms, i64 11
  %1191 = load i64, ptr %1190, align 8
  %1192 = getelementptr inbounds i64, ptr %syms, i64 12
  %1193 = load i64, ptr %1192, align 8
  %1194 = getelementptr inbounds i64, ptr %syms, i64 13
  %1195 = load i64, ptr %1194, align 8
  %1196 = call i32 @k18._6___aten_bmm_default(ptr %1181, ptr %1183, ptr %1185, i64 %1187, i64 %1189, i64 %1191, i64 %1193, i64 %1195, ptr %call)
  %1197 = icmp eq i32 %1196, 0
  br i1 %1197, label %ok355, label %fail

ok355:                                            ; preds = %ok354
  call void @cajit_rt_release_inputs(ptr %call, ptr @released_inputs.167, i32 1)
  %1198 = getelementptr inbounds i64, ptr %bufs, i64 0
  %1199 = load ptr, ptr %1198, align 8
  %1200 = getelementptr inbounds i64, ptr %bufs, i64 10
  %1201 = load ptr, ptr %1200, align 8
  %1202 = getelementptr inbounds i64, ptr %bufs, i64 45
  %1203 = load ptr, ptr %1202, align 8
  %1204 = getelementptr inbounds i64, ptr %syms, i64 0
  %1205 = load i64, ptr %1204, align 8
  %1206 = getelementptr inbounds i64, ptr %syms, i64 1
  %1207 = load i64, ptr %1206, align 8
  %1208 = getelementptr inbounds i64, ptr %syms, i64 2
  %1209 = load i64, ptr %1208, align 8
  %1210 = getelementptr inbounds i64, ptr %syms, i64 3
  %1211 = load i64, ptr %1210, align 8
  %1212 = getelementptr inbounds i64, ptr %syms, i64 4
  %1213 = load i64, ptr %1212, align 8
  %1214 = call i32 @k19._8___aten_bmm_default(ptr %1199, ptr %1201, ptr %1203, i64 %1205, i64 %1207, i64 %1209, i64 %1211, i64 %1213, ptr %call)
  %1215 = icmp eq i32 %1214, 0
  br i1 %1215, label %ok356, label %fail

ok356:                                            ; preds = %ok355
  call void @cajit_rt_release_inputs(ptr %call, ptr @released_inputs.168, i32 1)
  %1216 = getelementptr inbounds i8, ptr %call, i64 72
  %1217 = load ptr, ptr %1216, align 8
  %1218 = getelementptr inbounds i64, ptr %outs, i64 0
  %1219 = load ptr, ptr %1218, align 8
  %1220 = getelementptr inbounds i64, ptr %1217, i64 0
  store ptr %1219, ptr %1220, align 8
  %1221 = load ptr, ptr %arena, align 8
  call void @cajit_rt_arena_destroy(ptr %1221)
  ret i32 0
}

; Function Attrs: nounwind
declare void @cajit_rt_arena_destroy(ptr) #0

; Function Attrs: nounwind
declare i32 @cajit_rt_fail(ptr, i32, ptr, ...) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.sadd.with.overflow.i64(i64, i64) #2

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
attributes #1 = { noinline nounwind }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
