/* Tests for jit/: modules built directly with the LLVM C API are optimized,
 * JIT-compiled and run; emitted assembly is checked for AVX-512 and libmvec
 * calls; error paths (missing and unresolved symbols, bad IR, bad cpu or
 * feature names, bad options) name what went wrong; modules unload, reload
 * and compile from two threads at once; allocation failures leak nothing. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
/* cmocka must come after the headers above */
#include <cmocka.h>
#include <llvm-c/Core.h>
#include <llvm-c/Target.h>
#include <llvm-c/TargetMachine.h>
#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "cajit/host.h"
#include "cajit/jit.h"
#include "cajit/object_cache.h"
#include "cajit/runtime.h"
#include "runtime/rt.h"
#include "support/alloc.h"
#include "test_status.h"

/* ---- helpers -------------------------------------------------------------
 */

static bool host_has_avx512(void) {
  char *f = LLVMGetHostCPUFeatures();
  bool yes = strstr(f, "+avx512f") != NULL;
  LLVMDisposeMessage(f);
  return yes;
}

typedef struct irb {
  LLVMContextRef ctx;
  LLVMModuleRef mod;
  LLVMBuilderRef b;
  LLVMTypeRef f32, f64, i32, i64, ptr, void_t;
} irb;

static irb irb_new(const char *name) {
  irb r;
  r.ctx = LLVMContextCreate();
  r.mod = LLVMModuleCreateWithNameInContext(name, r.ctx);
  r.b = LLVMCreateBuilderInContext(r.ctx);
  r.f32 = LLVMFloatTypeInContext(r.ctx);
  r.f64 = LLVMDoubleTypeInContext(r.ctx);
  r.i32 = LLVMInt32TypeInContext(r.ctx);
  r.i64 = LLVMInt64TypeInContext(r.ctx);
  r.ptr = LLVMPointerTypeInContext(r.ctx, 0);
  r.void_t = LLVMVoidTypeInContext(r.ctx);
  return r;
}

/* Disposes the builder only: module and context go to the JIT. */
static void irb_done(irb *r) {
  LLVMDisposeBuilder(r->b);
  r->b = NULL;
}

/* Disposes everything (for modules not handed to the JIT). */
static void irb_free(irb *r) {
  if (r->b) LLVMDisposeBuilder(r->b);
  LLVMDisposeModule(r->mod);
  LLVMContextDispose(r->ctx);
}

static void add_noalias(irb *r, LLVMValueRef fn, unsigned nparams) {
  unsigned kind = LLVMGetEnumAttributeKindForName("noalias", 7);
  for (unsigned i = 1; i <= nparams; i++)
    LLVMAddAttributeAtIndex(fn, i, LLVMCreateEnumAttribute(r->ctx, kind, 0));
}

static LLVMValueRef declare(irb *r, const char *name, LLVMTypeRef ret,
                            LLVMTypeRef *params, unsigned n, int vararg) {
  LLVMValueRef f = LLVMGetNamedFunction(r->mod, name);
  if (f) return f;
  return LLVMAddFunction(r->mod, name,
                         LLVMFunctionType(ret, params, n, vararg));
}

/* Value of one element: given the loaded inputs at index i. */
typedef LLVMValueRef (*elem_fn)(irb *r, LLVMValueRef *in, void *ctx);

/* void name(ptr noalias in0..in{nin-1}, ptr noalias out, i64 n):
 *   for (i = 0; i < n; i++) out[i] = f(in0[i], ...) over element type ty. */
static LLVMValueRef build_map_loop(irb *r, const char *name, LLVMTypeRef ty,
                                   int nin, elem_fn f, void *ctx) {
  LLVMTypeRef params[8];
  for (int i = 0; i <= nin; i++)
    params[i] = r->ptr;
  params[nin + 1] = r->i64;
  LLVMValueRef fn = LLVMAddFunction(
      r->mod, name, LLVMFunctionType(r->void_t, params, nin + 2, 0));
  add_noalias(r, fn, (unsigned)nin + 1);
  LLVMBasicBlockRef entry = LLVMAppendBasicBlockInContext(r->ctx, fn, "entry");
  LLVMBasicBlockRef loop = LLVMAppendBasicBlockInContext(r->ctx, fn, "loop");
  LLVMBasicBlockRef exit = LLVMAppendBasicBlockInContext(r->ctx, fn, "exit");
  LLVMValueRef n = LLVMGetParam(fn, (unsigned)nin + 1);
  LLVMPositionBuilderAtEnd(r->b, entry);
  LLVMValueRef zero = LLVMConstInt(r->i64, 0, 0);
  LLVMBuildCondBr(r->b, LLVMBuildICmp(r->b, LLVMIntSGT, n, zero, "nz"), loop,
                  exit);
  LLVMPositionBuilderAtEnd(r->b, loop);
  LLVMValueRef i = LLVMBuildPhi(r->b, r->i64, "i");
  LLVMValueRef in[8];
  for (int k = 0; k < nin; k++) {
    LLVMValueRef p =
        LLVMBuildGEP2(r->b, ty, LLVMGetParam(fn, (unsigned)k), &i, 1, "p");
    in[k] = LLVMBuildLoad2(r->b, ty, p, "x");
  }
  LLVMValueRef v = f(r, in, ctx);
  LLVMValueRef q =
      LLVMBuildGEP2(r->b, ty, LLVMGetParam(fn, (unsigned)nin), &i, 1, "q");
  LLVMBuildStore(r->b, v, q);
  LLVMValueRef i1 = LLVMBuildNSWAdd(r->b, i, LLVMConstInt(r->i64, 1, 0), "i1");
  LLVMValueRef more = LLVMBuildICmp(r->b, LLVMIntSLT, i1, n, "more");
  LLVMBuildCondBr(r->b, more, loop, exit);
  LLVMValueRef inc_vals[2] = {zero, i1};
  LLVMBasicBlockRef inc_blocks[2] = {entry, loop};
  LLVMAddIncoming(i, inc_vals, inc_blocks, 2);
  LLVMPositionBuilderAtEnd(r->b, exit);
  LLVMBuildRetVoid(r->b);
  return fn;
}

static LLVMValueRef fma_elem(irb *r, LLVMValueRef *in, void *ctx) {
  (void)ctx;
  return LLVMBuildFAdd(r->b, LLVMBuildFMul(r->b, in[0], in[1], "m"), in[2],
                       "a");
}

/* Calls the libm function named by ctx (float -> float). */
static LLVMValueRef call1_elem(irb *r, LLVMValueRef *in, void *ctx) {
  LLVMTypeRef ty = LLVMTypeOf(in[0]);
  LLVMValueRef f = declare(r, ctx, ty, &ty, 1, 0);
  return LLVMBuildCall2(r->b, LLVMGlobalGetValueType(f), f, in, 1, "c");
}

/* y = a * b + c over floats: "fma_loop". */
static irb make_fma_module(const char *name) {
  irb r = irb_new(name);
  build_map_loop(&r, "fma_loop", r.f32, 3, fma_elem, NULL);
  irb_done(&r);
  return r;
}

typedef void (*fma_fn)(const float *, const float *, const float *, float *,
                       int64_t);
typedef void (*map1_fn)(const float *, float *, int64_t);

/* Calls into JIT code go through these: clang's -fsanitize=function reads a
 * type signature in front of each indirectly called function, which JIT
 * code does not have (see cajit_jit_call_entry). */
#if defined(__clang__)
#define JIT_CALL __attribute__((no_sanitize("function")))
#else
#define JIT_CALL
#endif

JIT_CALL static void call_fma(void *f, const float *a, const float *b,
                              const float *c, float *y, int64_t n) {
  ((fma_fn)f)(a, b, c, y, n);
}
JIT_CALL static void call_map1(void *f, const float *x, float *y, int64_t n) {
  ((map1_fn)f)(x, y, n);
}
JIT_CALL static int32_t call_par(void *f, int64_t *out, int64_t n) {
  return ((int32_t (*)(int64_t *, int64_t))f)(out, n);
}
JIT_CALL static int64_t call_i64(void *f, int64_t x) {
  return ((int64_t (*)(int64_t))f)(x);
}

enum { N = 1003 }; /* not a multiple of any vector width */

static void check_fma(void *f) {
  static float a[N], b[N], c[N], y[N];
  for (int i = 0; i < N; i++) {
    a[i] = (float)i * 0.5f;
    b[i] = (float)(N - i) * 0.25f;
    c[i] = (float)(i % 7) - 3.0f;
    y[i] = -1.0f;
  }
  call_fma(f, a, b, c, y, N);
  for (int i = 0; i < N; i++)
    assert_float_equal(y[i], a[i] * b[i] + c[i], 1e-3);
}

static void *lookup_ok(cajit_jit_module *m, const char *name) {
  void *p = NULL;
  ASSERT_OK(cajit_jit_module_lookup(m, name, &p));
  assert_non_null(p);
  return p;
}

/* Emits asm for a fresh module made by make (optimized for opts). */
static char *asm_for(const cajit_jit_options *opts, irb (*make)(void)) {
  cajit_jit_target *t;
  ASSERT_OK(cajit_jit_target_create(opts, &t));
  irb r = make();
  ASSERT_OK(cajit_jit_optimize(t, r.mod));
  char *text;
  size_t len;
  ASSERT_OK(cajit_jit_emit(t, r.mod, CAJIT_EMIT_ASM, &text, &len));
  assert_int_equal(strlen(text), len);
  LLVMDisposeModule(r.mod);
  LLVMContextDispose(r.ctx);
  cajit_jit_target_destroy(t);
  return text;
}

static irb make_fma(void) { return make_fma_module("fma"); }

static irb make_expf(void) {
  irb r = irb_new("expf");
  build_map_loop(&r, "exp_loop", r.f32, 1, call1_elem, "expf");
  irb_done(&r);
  return r;
}

static LLVMValueRef intrinsic_exp_elem(irb *r, LLVMValueRef *in, void *ctx) {
  (void)ctx;
  LLVMTypeRef ty = r->f32;
  LLVMValueRef f = declare(r, "llvm.exp.f32", ty, &ty, 1, 0);
  return LLVMBuildCall2(r->b, LLVMGlobalGetValueType(f), f, in, 1, "e");
}

static irb make_intrinsic_exp(void) {
  irb r = irb_new("iexp");
  build_map_loop(&r, "exp_loop", r.f32, 1, intrinsic_exp_elem, NULL);
  irb_done(&r);
  return r;
}

/* ---- tests: running code -------------------------------------------------
 */

static void test_run_fma(void **state) {
  (void)state;
  cajit_jit *jit;
  ASSERT_OK(cajit_jit_create(NULL, &jit));
  irb r = make_fma_module("fma");
  cajit_jit_module *m;
  ASSERT_OK(cajit_jit_add_module(jit, r.ctx, r.mod, 0, NULL, &m));
  assert_string_equal(cajit_jit_module_name(m), "fma");
  assert_int_equal(cajit_jit_module_count(jit), 1);
  check_fma(lookup_ok(m, "fma_loop"));
  ASSERT_OK(cajit_jit_module_unload(m));
  assert_int_equal(cajit_jit_module_count(jit), 0);
  cajit_jit_destroy(jit);
}

static void test_all_opt_levels(void **state) {
  (void)state;
  for (int level = 0; level <= 3; level++) {
    cajit_jit_options o;
    cajit_jit_options_init(&o);
    o.opt_level = level;
    cajit_jit *jit;
    ASSERT_OK(cajit_jit_create(&o, &jit));
    assert_int_equal(cajit_jit_target_opt_level(cajit_jit_get_target(jit)),
                     level);
    irb r = make_fma_module("fma");
    cajit_jit_module *m;
    ASSERT_OK(cajit_jit_add_module(jit, r.ctx, r.mod, 0, "fma", &m));
    check_fma(lookup_ok(m, "fma_loop"));
    ASSERT_OK(cajit_jit_module_unload(m));
    cajit_jit_destroy(jit);
  }
}

/* Math through libm/libmvec: y = f(x), compared with the C library within
 * libmvec's documented 4 ulp. */
static void check_map1(cajit_jit *jit, const char *fname, float (*ref)(float),
                       float lo, float hi) {
  irb r = irb_new(fname);
  build_map_loop(&r, "map", r.f32, 1, call1_elem, (void *)fname);
  irb_done(&r);
  cajit_jit_module *m;
  ASSERT_OK(cajit_jit_add_module(jit, r.ctx, r.mod, 0, fname, &m));
  void *f = lookup_ok(m, "map");
  static float x[N], y[N];
  for (int i = 0; i < N; i++)
    x[i] = lo + (hi - lo) * (float)i / N;
  call_map1(f, x, y, N);
  for (int i = 0; i < N; i++) {
    float want = ref(x[i]);
    float tol = 1e-6f + 4e-7f * fabsf(want) * 4;
    if (fabsf(y[i] - want) > tol)
      fail_msg("%s(%g) = %.9g, libm says %.9g", fname, x[i], y[i], want);
  }
  ASSERT_OK(cajit_jit_module_unload(m));
}

static void test_math_functions(void **state) {
  (void)state;
  for (int veclib = CAJIT_VECLIB_DEFAULT; veclib <= CAJIT_VECLIB_NONE;
       veclib++) {
    cajit_jit_options o;
    cajit_jit_options_init(&o);
    o.veclib = (cajit_veclib)veclib;
    cajit_jit *jit;
    ASSERT_OK(cajit_jit_create(&o, &jit));
    check_map1(jit, "expf", expf, -20.0f, 20.0f);
    check_map1(jit, "logf", logf, 0.001f, 1000.0f);
    check_map1(jit, "tanhf", tanhf, -6.0f, 6.0f);
    check_map1(jit, "erff", erff, -4.0f, 4.0f);
    check_map1(jit, "log1pf", log1pf, -0.9f, 10.0f);
    check_map1(jit, "sqrtf", sqrtf, 0.0f, 100.0f);
    cajit_jit_destroy(jit);
  }
}

/* ---- tests: generated code -----------------------------------------------
 */

static void test_asm_uses_zmm(void **state) {
  (void)state;
  if (!host_has_avx512()) skip();
  char *text = asm_for(NULL, make_fma);
  bool zmm = strstr(text, "zmm") != NULL;
  printf("# host O3 fma loop: %s zmm registers\n",
         zmm ? "uses" : "does not use");
  cajit_free(text);
  if (!zmm) { /* a CPU that prefers 256-bit vectors: ask for 512 */
    cajit_jit_options o;
    cajit_jit_options_init(&o);
    o.prefer_vector_width = 512;
    text = asm_for(&o, make_fma);
    assert_non_null(strstr(text, "zmm"));
    cajit_free(text);
  }
  /* and 256 bits keeps to ymm */
  cajit_jit_options o;
  cajit_jit_options_init(&o);
  o.prefer_vector_width = 256;
  text = asm_for(&o, make_fma);
  assert_null(strstr(text, "zmm"));
  assert_non_null(strstr(text, "ymm"));
  cajit_free(text);
}

typedef int32_t (*target_choice_fn)(const cajit_jit_target *);

/* What get says of a target for cpu (features, global width), checked to
 * be in the target's cache id as "key=value". */
static int32_t target_choice(const char *cpu, const char *features,
                             int32_t global, target_choice_fn get,
                             const char *key) {
  cajit_jit_options o;
  cajit_jit_options_init(&o);
  o.cpu = cpu;
  o.features = features;
  o.prefer_vector_width = global;
  cajit_jit_target *t = NULL;
  ASSERT_OK(cajit_jit_target_create(&o, &t));
  int32_t v = get(t);
  char *id = NULL;
  ASSERT_OK(cajit_object_cache_target_id(t, &id));
  char want[64];
  snprintf(want, sizeof want, "%s=%d", key, (int)v);
  assert_non_null(strstr(id, want));
  cajit_free(id);
  cajit_jit_target_destroy(t);
  return v;
}

/* The width the schedule gives kernels that gain from wide vectors: 512 on
 * CPUs that run 512-bit vectors at full clock, none on those that lower
 * their clock (or lack AVX-512), none when a global width is set; and it
 * is in the target's cache id. */
static int32_t kernel_width(const char *cpu, const char *features,
                            int32_t global) {
  return target_choice(cpu, features, global,
                       cajit_jit_target_kernel_vector_width,
                       "kernel-vector-width");
}

static void test_kernel_vector_width(void **state) {
  (void)state;
  static const char *const full[] = {"znver4",         "znver5",
                                     "sapphirerapids", "emeraldrapids",
                                     "graniterapids",  "graniterapids-d"};
  for (size_t i = 0; i < sizeof full / sizeof *full; i++)
    assert_int_equal(kernel_width(full[i], NULL, 0), 512);
  static const char *const others[] = {
      "skylake-avx512", "cascadelake", "icelake-server", "tigerlake",
      "znver3",         "alderlake",   "x86-64-v4",      "x86-64"};
  for (size_t i = 0; i < sizeof others / sizeof *others; i++)
    assert_int_equal(kernel_width(others[i], NULL, 0), 0);
  assert_int_equal(kernel_width("znver5", "-avx512f", 0), 0);
  assert_int_equal(kernel_width("sapphirerapids", NULL, 256), 0);
  assert_int_equal(kernel_width("sapphirerapids", NULL, 512), 0);
  /* The host: 512 exactly when LLVM names it one of the CPUs above. */
  char *host = LLVMGetHostCPUName();
  bool listed = false;
  for (size_t i = 0; i < sizeof full / sizeof *full; i++)
    listed |= !strcmp(host, full[i]);
  int32_t w = kernel_width(NULL, NULL, 0);
  printf("# host cpu %s: kernel vector width %d\n", host, (int)w);
  if (!listed) assert_int_equal(w, 0);
  if (listed && __builtin_cpu_supports("avx512f")) assert_int_equal(w, 512);
  LLVMDisposeMessage(host);
}

/* The cache level of a kernel's next-row prefetches: L2 on znver4 (dwconv's
 * grad_weight rows measured faster, bench/README.md "dwconv's grad_weight
 * on Zen 4"), L1 elsewhere; and it is in the target's cache id. */
static int32_t prefetch_level(const char *cpu) {
  return target_choice(cpu, NULL, 0, cajit_jit_target_prefetch_level,
                       "prefetch-level");
}

static void test_prefetch_level(void **state) {
  (void)state;
  assert_int_equal(prefetch_level("znver4"), 2);
  static const char *const others[] = {"sapphirerapids", "skylake-avx512",
                                       "znver3", "x86-64"};
  for (size_t i = 0; i < sizeof others / sizeof *others; i++)
    assert_int_equal(prefetch_level(others[i]), 1);
}

/* The widths of reductions accumulating into their output, plain and
 * unrolled, for cpu (features), "plain/unrolled" as the cache id has them:
 * measured opposite on znver5 and sapphirerapids (jit.h), nothing where
 * the kernel vector width is nothing. */
static void expect_accum_widths(const char *cpu, const char *features,
                                int32_t plain, int32_t unrolled) {
  cajit_jit_options o;
  cajit_jit_options_init(&o);
  o.cpu = cpu;
  o.features = features;
  cajit_jit_target *t = NULL;
  ASSERT_OK(cajit_jit_target_create(&o, &t));
  assert_int_equal(cajit_jit_target_accum_output_width(t, false), plain);
  assert_int_equal(cajit_jit_target_accum_output_width(t, true), unrolled);
  char *id = NULL, want[64];
  ASSERT_OK(cajit_object_cache_target_id(t, &id));
  snprintf(want, sizeof want, "accum-output-width=%d/%d", (int)plain,
           (int)unrolled);
  if (!strstr(id, want)) fail_msg("%s: no %s in %s", cpu, want, id);
  cajit_free(id);
  cajit_jit_target_destroy(t);
}

static void test_accum_output_width(void **state) {
  (void)state;
  expect_accum_widths("znver5", NULL, 512, 256);
  expect_accum_widths("sapphirerapids", NULL, 256, 512);
  expect_accum_widths("znver4", NULL, 256, 512);
  expect_accum_widths("znver5", "-avx512f", 0, 0);
  expect_accum_widths("skylake-avx512", NULL, 0, 0);
  expect_accum_widths("x86-64", NULL, 0, 0);
}

/* An exported caller of an internal one-line helper: default<O3> inlines
 * the helper, cajit's pipeline has no inliner. */
static irb make_call_module(void) {
  irb r = irb_new("call");
  LLVMTypeRef fty = LLVMFunctionType(r.i32, &r.i32, 1, 0);
  LLVMValueRef helper = LLVMAddFunction(r.mod, "helper", fty);
  LLVMSetLinkage(helper, LLVMInternalLinkage);
  LLVMPositionBuilderAtEnd(r.b,
                           LLVMAppendBasicBlockInContext(r.ctx, helper, "e"));
  LLVMBuildRet(r.b, LLVMBuildAdd(r.b, LLVMGetParam(helper, 0),
                                 LLVMConstInt(r.i32, 1, 0), "y"));
  LLVMValueRef caller = LLVMAddFunction(r.mod, "caller", fty);
  LLVMPositionBuilderAtEnd(r.b,
                           LLVMAppendBasicBlockInContext(r.ctx, caller, "e"));
  LLVMValueRef arg = LLVMGetParam(caller, 0);
  LLVMBuildRet(r.b, LLVMBuildCall2(r.b, fty, helper, &arg, 1, "r"));
  irb_done(&r);
  return r;
}

/* The optimized IR of make(), with the target at level 3 and pipeline p. */
static char *optimized_ll(cajit_jit_pipeline p, irb (*make)(void)) {
  cajit_jit_options o;
  cajit_jit_options_init(&o);
  o.pipeline = p;
  cajit_jit_target *t;
  ASSERT_OK(cajit_jit_target_create(&o, &t));
  irb r = make();
  ASSERT_OK(cajit_jit_optimize(t, r.mod));
  char *text;
  size_t len;
  ASSERT_OK(cajit_jit_emit(t, r.mod, CAJIT_EMIT_LL, &text, &len));
  LLVMDisposeModule(r.mod);
  LLVMContextDispose(r.ctx);
  cajit_jit_target_destroy(t);
  return text;
}

/* Level 3 runs cajit's own pipeline unless CAJIT_PIPELINE_DEFAULT asks for
 * default<O3>; levels 0..2 run default<On>. The pipeline is valid (LLVM
 * parses it: cajit_jit_optimize would fail otherwise, never fall back) and
 * is what runs (the inliner, which it leaves out, stays out); the choice
 * is in the target's cache id. */
static void test_pass_pipeline(void **state) {
  (void)state;
  cajit_jit_options o;
  cajit_jit_options_init(&o);
  assert_int_equal(o.pipeline, CAJIT_PIPELINE_CAJIT);
  char *ids[2];
  for (int p = 0; p < 2; p++) {
    o.pipeline = p ? CAJIT_PIPELINE_DEFAULT : CAJIT_PIPELINE_CAJIT;
    cajit_jit_target *t;
    ASSERT_OK(cajit_jit_target_create(&o, &t));
    assert_int_equal(cajit_jit_target_pipeline(t), o.pipeline);
    assert_string_equal(cajit_jit_target_pass_pipeline(t, 0), "default<O0>");
    assert_string_equal(cajit_jit_target_pass_pipeline(t, 2), "default<O2>");
    const char *l3 = cajit_jit_target_pass_pipeline(t, 3);
    assert_ptr_equal(cajit_jit_target_pass_pipeline(t, -1), l3);
    if (p) {
      assert_string_equal(l3, "default<O3>");
    } else {
      assert_non_null(strstr(l3, "loop-vectorize<"));
      assert_non_null(strstr(l3, "slp-vectorizer"));
      assert_null(strstr(l3, "inline"));
    }
    ASSERT_OK(cajit_object_cache_target_id(t, &ids[p]));
    cajit_jit_target_destroy(t);
  }
  assert_non_null(strstr(ids[0], " pipeline=cajit"));
  assert_non_null(strstr(ids[1], " pipeline=default"));
  cajit_free(ids[0]);
  cajit_free(ids[1]);

  /* cajit's: the helper's definition and the call; default<O3>: neither */
  char *ll = optimized_ll(CAJIT_PIPELINE_CAJIT, make_call_module);
  const char *def = strstr(ll, "@helper(i32");
  assert_non_null(def);
  assert_non_null(strstr(def + 1, "@helper(i32"));
  cajit_free(ll);
  ll = optimized_ll(CAJIT_PIPELINE_DEFAULT, make_call_module);
  assert_null(strstr(ll, "@helper("));
  cajit_free(ll);
  /* Both vectorize the fma loop. */
  for (int p = 0; p < 2; p++) {
    ll = optimized_ll(p ? CAJIT_PIPELINE_DEFAULT : CAJIT_PIPELINE_CAJIT,
                      make_fma);
    assert_non_null(strstr(ll, "x float>"));
    cajit_free(ll);
  }
}

/* The host CPU's name and features, and the data layouts, are read once
 * per process (jit/target.c): what targets created after a CPU override
 * and again for the host report is still LLVM's own answer. */
static void target_strings(const char *cpu, char **name, char **features,
                           char **layout) {
  cajit_jit_options o;
  cajit_jit_options_init(&o);
  o.cpu = cpu;
  cajit_jit_target *t = NULL;
  ASSERT_OK(cajit_jit_target_create(&o, &t));
  const char *n = cajit_jit_target_cpu(t), *f = cajit_jit_target_features(t),
             *l = cajit_jit_target_data_layout(t);
  *name = cajit_strndup(n, strlen(n));
  *features = cajit_strndup(f, strlen(f));
  *layout = cajit_strndup(l, strlen(l));
  cajit_jit_target_destroy(t);
}

static void test_host_cpu_read_once_stays_right(void **state) {
  (void)state;
  char *host_name = LLVMGetHostCPUName();
  char *host_features = LLVMGetHostCPUFeatures();
  for (int round = 0; round < 2; round++) {
    char *name, *features, *layout;
    target_strings(NULL, &name, &features, &layout);
    assert_string_equal(name, host_name);
    assert_string_equal(features, host_features);
    assert_true(strlen(layout) > 8);
    cajit_free(name);
    cajit_free(features);
    cajit_free(layout);
    target_strings("x86-64", &name, &features, &layout);
    assert_string_equal(name, "x86-64");
    assert_string_equal(features, "");
    assert_true(strlen(layout) > 8);
    cajit_free(name);
    cajit_free(features);
    cajit_free(layout);
  }
  LLVMDisposeMessage(host_name);
  LLVMDisposeMessage(host_features);
}

static void test_expf_becomes_libmvec(void **state) {
  (void)state;
  /* An explicit AVX-512 cpu that prefers 512-bit vectors: the 16-wide
   * variant, whatever this machine is. */
  cajit_jit_options o;
  cajit_jit_options_init(&o);
  o.cpu = "znver4";
  cajit_jit_target *t;
  ASSERT_OK(cajit_jit_target_create(&o, &t));
  bool mvec = cajit_jit_target_uses_libmvec(t);
  cajit_jit_target_destroy(t);
  if (!mvec) skip(); /* no libmvec on this system */
  char *text = asm_for(&o, make_expf);
  assert_non_null(strstr(text, "_ZGVeN16v_expf"));
  cajit_free(text);
  /* An AVX-512 cpu tuned for 256-bit vectors picks the AVX2 variant. */
  o.cpu = "skylake-avx512";
  text = asm_for(&o, make_expf);
  assert_non_null(strstr(text, "_ZGVdN8v_expf"));
  assert_null(strstr(text, "_ZGVeN16v_expf"));
  cajit_free(text);
  /* Without AVX, only SSE variants; with -avx512f, nothing 16 wide. */
  o.cpu = "x86-64";
  text = asm_for(&o, make_expf);
  assert_non_null(strstr(text, "_ZGVbN4v_expf"));
  cajit_free(text);
  o.cpu = "znver4";
  o.features = "-avx512f";
  text = asm_for(&o, make_expf);
  assert_null(strstr(text, "_ZGVe"));
  assert_non_null(strstr(text, "_ZGVdN8v_expf"));
  cajit_free(text);
  /* veclib none: plain expf calls */
  o.features = NULL;
  o.veclib = CAJIT_VECLIB_NONE;
  text = asm_for(&o, make_expf);
  assert_null(strstr(text, "_ZGV"));
  assert_non_null(strstr(text, "expf"));
  cajit_free(text);
  /* llvm.exp.f32 is rewritten to expf and vectorized the same way */
  o.veclib = CAJIT_VECLIB_DEFAULT;
  text = asm_for(&o, make_intrinsic_exp);
  assert_non_null(strstr(text, "_ZGVeN16v_expf"));
  cajit_free(text);
  /* On this machine (host CPU), report what the default picks. */
  text = asm_for(NULL, make_expf);
  const char *v = strstr(text, "_ZGV");
  printf("# host expf loop calls %.14s\n", v ? v : "(no libmvec)");
  if (host_has_avx512()) assert_non_null(v);
  cajit_free(text);
}

static void test_emit_kinds(void **state) {
  (void)state;
  cajit_jit_target *t;
  ASSERT_OK(cajit_jit_target_create(NULL, &t));
  irb r = make_fma_module("emit");
  ASSERT_OK(cajit_jit_target_prepare_module(t, r.mod));
  char *ll, *s, *obj;
  size_t ll_len, s_len, obj_len;
  ASSERT_OK(cajit_jit_emit(t, r.mod, CAJIT_EMIT_LL, &ll, &ll_len));
  assert_non_null(strstr(ll, "define void @fma_loop"));
  assert_non_null(strstr(ll, cajit_jit_target_triple(t)));
  ASSERT_OK(cajit_jit_optimize(t, r.mod));
  ASSERT_OK(cajit_jit_emit(t, r.mod, CAJIT_EMIT_ASM, &s, &s_len));
  assert_non_null(strstr(s, "fma_loop:"));
  ASSERT_OK(cajit_jit_emit(t, r.mod, CAJIT_EMIT_OBJ, &obj, &obj_len));
  assert_true(obj_len > 64);
  assert_memory_equal(obj,
                      "\x7f"
                      "ELF",
                      4);
  char *none = (char *)1;
  size_t none_len;
  expect_error(cajit_jit_emit(t, r.mod, (cajit_emit_kind)9, &none, &none_len),
               CAJIT_INVALID_ARGUMENT, "bad kind 9");
  assert_null(none);
  expect_error(cajit_jit_emit(t, NULL, CAJIT_EMIT_LL, &none, &none_len),
               CAJIT_INVALID_ARGUMENT, "NULL target or module");
  expect_error(cajit_jit_optimize(t, NULL), CAJIT_INVALID_ARGUMENT,
               "jit optimize: NULL target or module");

  /* The object runs when added directly (the object cache path). */
  cajit_jit *jit;
  ASSERT_OK(cajit_jit_create(NULL, &jit));
  cajit_jit_module *m;
  ASSERT_OK(cajit_jit_add_object(jit, obj, obj_len, "cached", &m));
  check_fma(lookup_ok(m, "fma_loop"));
  ASSERT_OK(cajit_jit_module_unload(m));
  expect_error(cajit_jit_add_object(jit, "not an object", 13, "junk", &m),
               CAJIT_LLVM_ERROR, "adding module 'junk'");
  assert_null(m);
  expect_error(cajit_jit_add_object(jit, NULL, 10, "x", &m),
               CAJIT_INVALID_ARGUMENT, "jit add_object: NULL jit or data");
  assert_int_equal(cajit_jit_module_count(jit), 0);
  cajit_jit_destroy(jit);

  cajit_free(ll);
  cajit_free(s);
  cajit_free(obj);
  irb_free(&r);
  cajit_jit_target_destroy(t);
}

/* ---- tests: errors -------------------------------------------------------
 */

static void test_missing_symbol(void **state) {
  (void)state;
  cajit_jit *jit;
  ASSERT_OK(cajit_jit_create(NULL, &jit));
  irb r = make_fma_module("fma");
  cajit_jit_module *m;
  ASSERT_OK(cajit_jit_add_module(jit, r.ctx, r.mod, 0, NULL, &m));
  void *p = (void *)1;
  expect_error(cajit_jit_module_lookup(m, "no_such_fn", &p), CAJIT_LLVM_ERROR,
               "lookup of 'no_such_fn' in module 'fma': Symbols not found: "
               "[ no_such_fn ]");
  assert_null(p);
  expect_error(cajit_jit_module_lookup(m, "", &p), CAJIT_INVALID_ARGUMENT,
               "empty symbol name");
  ASSERT_OK(cajit_jit_module_unload(m));
  cajit_jit_destroy(jit);
}

/* A module calling something outside the runtime symbol table fails to
 * link, naming the symbol: the process is not exposed. */
static void test_unresolved_call(void **state) {
  (void)state;
  cajit_jit *jit;
  ASSERT_OK(cajit_jit_create(NULL, &jit));
  irb r = irb_new("evil");
  LLVMValueRef getpid_fn = declare(&r, "getpid", r.i32, NULL, 0, 0);
  LLVMValueRef fn =
      LLVMAddFunction(r.mod, "entry", LLVMFunctionType(r.i32, NULL, 0, 0));
  LLVMPositionBuilderAtEnd(r.b, LLVMAppendBasicBlockInContext(r.ctx, fn, "e"));
  LLVMBuildRet(r.b, LLVMBuildCall2(r.b, LLVMGlobalGetValueType(getpid_fn),
                                   getpid_fn, NULL, 0, "pid"));
  irb_done(&r);
  cajit_jit_module *m = (cajit_jit_module *)1;
  cajit_status s = cajit_jit_add_module(jit, r.ctx, r.mod, 0, NULL, &m);
  assert_non_null(s);
  assert_non_null(strstr(cajit_status_message(s), "getpid"));
  assert_non_null(strstr(cajit_status_message(s), "linking module 'evil'"));
  printf("# %s\n", cajit_status_message(s));
  cajit_status_free(s);
  assert_null(m);
  assert_int_equal(cajit_jit_module_count(jit), 0);
  /* the JIT still works afterwards */
  irb r2 = make_fma_module("fma");
  ASSERT_OK(cajit_jit_add_module(jit, r2.ctx, r2.mod, 0, NULL, &m));
  check_fma(lookup_ok(m, "fma_loop"));
  ASSERT_OK(cajit_jit_module_unload(m));
  cajit_jit_destroy(jit);
}

static void test_invalid_ir(void **state) {
  (void)state;
  cajit_jit *jit;
  ASSERT_OK(cajit_jit_create(NULL, &jit));
  irb r = irb_new("broken");
  LLVMValueRef fn =
      LLVMAddFunction(r.mod, "f", LLVMFunctionType(r.i32, NULL, 0, 0));
  LLVMPositionBuilderAtEnd(r.b, LLVMAppendBasicBlockInContext(r.ctx, fn, "e"));
  LLVMBuildRetVoid(r.b); /* wrong return type */
  irb_done(&r);
  cajit_jit_module *m;
  expect_error(cajit_jit_add_module(jit, r.ctx, r.mod, 0, NULL, &m),
               CAJIT_LLVM_ERROR, "invalid LLVM IR");
  irb r2 = irb_new("broken2");
  fn = LLVMAddFunction(r2.mod, "f", LLVMFunctionType(r2.i32, NULL, 0, 0));
  LLVMPositionBuilderAtEnd(r2.b,
                           LLVMAppendBasicBlockInContext(r2.ctx, fn, "e"));
  LLVMBuildRetVoid(r2.b);
  irb_done(&r2);
  expect_error(cajit_jit_add_module(jit, r2.ctx, r2.mod,
                                    CAJIT_JIT_ADD_OPTIMIZED, NULL, &m),
               CAJIT_LLVM_ERROR, "adding an optimized module: invalid LLVM IR");
  expect_error(cajit_jit_add_module(jit, NULL, NULL, 0, NULL, &m),
               CAJIT_INVALID_ARGUMENT, "NULL jit or module");
  /* a module for another architecture */
  irb r3 = make_fma_module("arm");
  LLVMSetTarget(r3.mod, "aarch64-unknown-linux-gnu");
  expect_error(cajit_jit_add_module(jit, r3.ctx, r3.mod, 0, NULL, &m),
               CAJIT_INVALID_ARGUMENT,
               "module triple aarch64-unknown-linux-gnu does not match");
  assert_int_equal(cajit_jit_module_count(jit), 0);
  cajit_jit_destroy(jit);
}

static void test_bad_options(void **state) {
  (void)state;
  cajit_jit_options o;
  cajit_jit *jit = (cajit_jit *)1;
  cajit_jit_options_init(&o);
  o.cpu = "notacpu";
  expect_error(cajit_jit_create(&o, &jit), CAJIT_INVALID_ARGUMENT,
               "unknown cpu 'notacpu'");
  assert_null(jit);
  /* 32-bit-only CPUs make LLVM abort for x86-64: refused first */
  o.cpu = "i386";
  expect_error(cajit_jit_create(&o, &jit), CAJIT_INVALID_ARGUMENT,
               "unknown cpu 'i386'");
  o.cpu = "znver4";
  o.features = "+avx512f,+nosuchfeature";
  expect_error(cajit_jit_create(&o, &jit), CAJIT_INVALID_ARGUMENT,
               "unknown feature 'nosuchfeature'");
  o.features = "avx512f";
  expect_error(cajit_jit_create(&o, &jit), CAJIT_INVALID_ARGUMENT,
               "bad feature 'avx512f'");
  cajit_jit_options_init(&o);
  o.opt_level = 4;
  expect_error(cajit_jit_create(&o, &jit), CAJIT_INVALID_ARGUMENT,
               "opt level 4, need 0..3");
  cajit_jit_options_init(&o);
  o.prefer_vector_width = 300;
  expect_error(cajit_jit_create(&o, &jit), CAJIT_INVALID_ARGUMENT,
               "prefer_vector_width 300");
  /* The environment's preference: read by the defaults, refused by name. */
  setenv("CAJIT_PREFER_VECTOR_WIDTH", "512", 1);
  cajit_jit_options_init(&o);
  assert_int_equal(o.prefer_vector_width, 512);
  setenv("CAJIT_PREFER_VECTOR_WIDTH", "wide", 1);
  cajit_jit_options_init(&o);
  expect_error(cajit_jit_create(&o, &jit), CAJIT_INVALID_ARGUMENT,
               "CAJIT_PREFER_VECTOR_WIDTH=wide: need 128, 256 or 512");
  unsetenv("CAJIT_PREFER_VECTOR_WIDTH");
  cajit_jit_options_init(&o);
  assert_int_equal(o.prefer_vector_width, 0);
  /* The same for the pass pipeline. */
  setenv("CAJIT_LLVM_PIPELINE", "default", 1);
  cajit_jit_options_init(&o);
  assert_int_equal(o.pipeline, CAJIT_PIPELINE_DEFAULT);
  setenv("CAJIT_LLVM_PIPELINE", "O3", 1);
  cajit_jit_options_init(&o);
  expect_error(cajit_jit_create(&o, &jit), CAJIT_INVALID_ARGUMENT,
               "CAJIT_LLVM_PIPELINE=O3: need cajit or default");
  unsetenv("CAJIT_LLVM_PIPELINE");
  cajit_jit_options_init(&o);
  assert_int_equal(o.pipeline, CAJIT_PIPELINE_CAJIT);
  o.pipeline = (cajit_jit_pipeline)5;
  expect_error(cajit_jit_create(&o, &jit), CAJIT_INVALID_ARGUMENT,
               "bad pipeline 5");
  cajit_jit_options_init(&o);
  o.veclib = (cajit_veclib)7;
  expect_error(cajit_jit_create(&o, &jit), CAJIT_INVALID_ARGUMENT,
               "bad veclib 7");
  cajit_jit_options_init(&o);
  cajit_jit_symbol dup[] = {{"memcpy", (void *)&memcpy}};
  o.extra_symbols = dup;
  o.extra_symbol_count = 1;
  expect_error(cajit_jit_create(&o, &jit), CAJIT_INVALID_ARGUMENT,
               "jit symbol 'memcpy' is defined twice");
  cajit_jit_symbol noaddr[] = {{"x", NULL}};
  o.extra_symbols = noaddr;
  expect_error(cajit_jit_create(&o, &jit), CAJIT_INVALID_ARGUMENT,
               "extra symbol 0 has no name or no address");
  /* "host"/"native" mean this machine; a valid explicit cpu works */
  cajit_jit_options_init(&o);
  o.cpu = "native";
  ASSERT_OK(cajit_jit_create(&o, &jit));
  char *host = LLVMGetHostCPUName();
  assert_string_equal(cajit_jit_target_cpu(cajit_jit_get_target(jit)), host);
  LLVMDisposeMessage(host);
  cajit_jit_destroy(jit);
  o.cpu = "x86-64-v2";
  o.features = "+sse4.2,-avx";
  ASSERT_OK(cajit_jit_create(&o, &jit));
  irb r = make_fma_module("v2");
  cajit_jit_module *m;
  ASSERT_OK(cajit_jit_add_module(jit, r.ctx, r.mod, 0, NULL, &m));
  check_fma(lookup_ok(m, "fma_loop"));
  ASSERT_OK(cajit_jit_module_unload(m));
  cajit_jit_destroy(jit);
}

/* ---- tests: runtime calls from JIT code ---------------------------------
 */

/* i32 fail_fmt(ptr call): cajit_rt_fail(call, GUARD, fmt, 0, 1, 32, 64, "s1")
 * i32 fail_msg(ptr call): cajit_rt_fail_msg(call, HOST_ERROR, "boom")
 * i32 par(ptr out, i64 n): cajit_rt_parallel_for(0, n, 7, @body, out)
 *   with body(lo, hi, ctx) storing i*i for i in [lo, hi). */
static irb make_runtime_module(void) {
  irb r = irb_new("rt");
  LLVMTypeRef fail_params[3] = {r.ptr, r.i32, r.ptr};
  LLVMValueRef fail = declare(&r, "cajit_rt_fail", r.i32, fail_params, 3, 1);
  LLVMValueRef fail_msg =
      declare(&r, "cajit_rt_fail_msg", r.i32, fail_params, 3, 0);
  LLVMTypeRef pf_params[5] = {r.i64, r.i64, r.i64, r.ptr, r.ptr};
  LLVMValueRef pfor =
      declare(&r, "cajit_rt_parallel_for", r.void_t, pf_params, 5, 0);

  LLVMValueRef fn =
      LLVMAddFunction(r.mod, "fail_fmt", LLVMFunctionType(r.i32, &r.ptr, 1, 0));
  LLVMPositionBuilderAtEnd(r.b, LLVMAppendBasicBlockInContext(r.ctx, fn, "e"));
  LLVMValueRef args[8] = {
      LLVMGetParam(fn, 0),
      LLVMConstInt(r.i32, CAJIT_GUARD_FAILED, 0),
      LLVMBuildGlobalStringPtr(
          r.b, "guard failed: input %d dim %d is %lld, expected %lld (%s)",
          "fmt"),
      LLVMConstInt(r.i32, 0, 0),
      LLVMConstInt(r.i32, 1, 0),
      LLVMConstInt(r.i64, 32, 0),
      LLVMConstInt(r.i64, 64, 0),
      LLVMBuildGlobalStringPtr(r.b, "s1", "sym")};
  LLVMBuildRet(r.b, LLVMBuildCall2(r.b, LLVMGlobalGetValueType(fail), fail,
                                   args, 8, "r"));

  fn =
      LLVMAddFunction(r.mod, "fail_msg", LLVMFunctionType(r.i32, &r.ptr, 1, 0));
  LLVMPositionBuilderAtEnd(r.b, LLVMAppendBasicBlockInContext(r.ctx, fn, "e"));
  LLVMValueRef margs[3] = {LLVMGetParam(fn, 0),
                           LLVMConstInt(r.i32, CAJIT_HOST_ERROR, 0),
                           LLVMBuildGlobalStringPtr(r.b, "boom", "msg")};
  LLVMBuildRet(r.b, LLVMBuildCall2(r.b, LLVMGlobalGetValueType(fail_msg),
                                   fail_msg, margs, 3, "r"));

  /* body: internal, its address handed to the runtime */
  LLVMTypeRef body_params[3] = {r.i64, r.i64, r.ptr};
  LLVMValueRef body = LLVMAddFunction(
      r.mod, "body", LLVMFunctionType(r.void_t, body_params, 3, 0));
  LLVMSetLinkage(body, LLVMInternalLinkage);
  LLVMBasicBlockRef entry = LLVMAppendBasicBlockInContext(r.ctx, body, "e");
  LLVMBasicBlockRef loop = LLVMAppendBasicBlockInContext(r.ctx, body, "l");
  LLVMBasicBlockRef exit = LLVMAppendBasicBlockInContext(r.ctx, body, "x");
  LLVMPositionBuilderAtEnd(r.b, entry);
  LLVMValueRef lo = LLVMGetParam(body, 0), hi = LLVMGetParam(body, 1);
  LLVMBuildCondBr(r.b, LLVMBuildICmp(r.b, LLVMIntSLT, lo, hi, "c"), loop, exit);
  LLVMPositionBuilderAtEnd(r.b, loop);
  LLVMValueRef i = LLVMBuildPhi(r.b, r.i64, "i");
  LLVMValueRef p = LLVMBuildGEP2(r.b, r.i64, LLVMGetParam(body, 2), &i, 1, "p");
  LLVMBuildStore(r.b, LLVMBuildMul(r.b, i, i, "sq"), p);
  LLVMValueRef i1 = LLVMBuildAdd(r.b, i, LLVMConstInt(r.i64, 1, 0), "i1");
  LLVMBuildCondBr(r.b, LLVMBuildICmp(r.b, LLVMIntSLT, i1, hi, "m"), loop, exit);
  LLVMValueRef vals[2] = {lo, i1};
  LLVMBasicBlockRef blocks[2] = {entry, loop};
  LLVMAddIncoming(i, vals, blocks, 2);
  LLVMPositionBuilderAtEnd(r.b, exit);
  LLVMBuildRetVoid(r.b);

  LLVMTypeRef par_params[2] = {r.ptr, r.i64};
  fn = LLVMAddFunction(r.mod, "par", LLVMFunctionType(r.i32, par_params, 2, 0));
  LLVMPositionBuilderAtEnd(r.b, LLVMAppendBasicBlockInContext(r.ctx, fn, "e"));
  LLVMValueRef pargs[5] = {LLVMConstInt(r.i64, 0, 0), LLVMGetParam(fn, 1),
                           LLVMConstInt(r.i64, 7, 0), body,
                           LLVMGetParam(fn, 0)};
  LLVMBuildCall2(r.b, LLVMGlobalGetValueType(pfor), pfor, pargs, 5, "");
  LLVMBuildRet(r.b, LLVMConstInt(r.i32, 0, 0));
  irb_done(&r);
  return r;
}

static void test_runtime_calls(void **state) {
  (void)state;
  cajit_jit *jit;
  ASSERT_OK(cajit_jit_create(NULL, &jit));
  irb r = make_runtime_module();
  cajit_jit_module *m;
  ASSERT_OK(cajit_jit_add_module(jit, r.ctx, r.mod, 0, NULL, &m));

  int32_t (*fail_fmt)(cajit_call *) =
      (int32_t (*)(cajit_call *))lookup_ok(m, "fail_fmt");
  cajit_call call = {0};
  assert_int_equal(cajit_jit_call_entry(fail_fmt, &call), 1);
  assert_int_equal(cajit_status_code_of(call.status), CAJIT_GUARD_FAILED);
  assert_string_equal(cajit_status_message(call.status),
                      "guard failed: input 0 dim 1 is 32, expected 64 (s1)");
  cajit_status_free(call.status);
  call.status = NULL;
  int32_t (*fail_msg_fn)(cajit_call *) =
      (int32_t (*)(cajit_call *))lookup_ok(m, "fail_msg");
  assert_int_equal(cajit_jit_call_entry(fail_msg_fn, &call), 1);
  assert_string_equal(cajit_status_message(call.status), "boom");
  cajit_status_free(call.status);

  int32_t (*par)(int64_t *, int64_t) =
      (int32_t (*)(int64_t *, int64_t))lookup_ok(m, "par");
  static int64_t out[5000];
  for (int threads = 1; threads <= 3; threads++) {
    ASSERT_OK(cajit_runtime_set_num_threads(threads));
    memset(out, 0xff, sizeof out);
    assert_int_equal(call_par(par, out, 5000), 0);
    for (int64_t k = 0; k < 5000; k++)
      assert_int_equal(out[k], k * k);
  }
  ASSERT_OK(cajit_runtime_set_num_threads(0));
  cajit_runtime_shutdown();

  /* runtime functions are not visible as module symbols */
  void *p;
  expect_error(cajit_jit_module_lookup(m, "cajit_rt_fail_msg", &p),
               CAJIT_LLVM_ERROR, "Symbols not found");
  ASSERT_OK(cajit_jit_module_unload(m));
  cajit_jit_destroy(jit);
}

static int64_t triple_it(int64_t x) { return 3 * x; }

static void test_extra_symbols(void **state) {
  (void)state;
  cajit_jit_options o;
  cajit_jit_options_init(&o);
  cajit_jit_symbol extra[] = {{"host_triple_it", (void *)&triple_it}};
  o.extra_symbols = extra;
  o.extra_symbol_count = 1;
  cajit_jit *jit;
  ASSERT_OK(cajit_jit_create(&o, &jit));
  irb r = irb_new("extra");
  LLVMValueRef callee = declare(&r, "host_triple_it", r.i64, &r.i64, 1, 0);
  LLVMValueRef fn =
      LLVMAddFunction(r.mod, "f", LLVMFunctionType(r.i64, &r.i64, 1, 0));
  LLVMPositionBuilderAtEnd(r.b, LLVMAppendBasicBlockInContext(r.ctx, fn, "e"));
  LLVMValueRef arg = LLVMGetParam(fn, 0);
  LLVMValueRef v =
      LLVMBuildCall2(r.b, LLVMGlobalGetValueType(callee), callee, &arg, 1, "v");
  LLVMBuildRet(r.b, LLVMBuildAdd(r.b, v, LLVMConstInt(r.i64, 1, 0), "w"));
  irb_done(&r);
  cajit_jit_module *m;
  ASSERT_OK(cajit_jit_add_module(jit, r.ctx, r.mod, 0, NULL, &m));
  assert_int_equal(call_i64(lookup_ok(m, "f"), 14), 43);
  ASSERT_OK(cajit_jit_module_unload(m));
  cajit_jit_destroy(jit);
}

/* ---- tests: lifecycle ----------------------------------------------------
 */

static void test_unload_reload(void **state) {
  (void)state;
  cajit_jit *jit;
  ASSERT_OK(cajit_jit_create(NULL, &jit));
  for (int round = 0; round < 5; round++) {
    /* two modules defining the same name live side by side */
    irb a = make_fma_module("a"), b = make_fma_module("b");
    cajit_jit_module *ma, *mb;
    ASSERT_OK(cajit_jit_add_module(jit, a.ctx, a.mod, 0, NULL, &ma));
    ASSERT_OK(cajit_jit_add_module(jit, b.ctx, b.mod, 0, NULL, &mb));
    assert_int_equal(cajit_jit_module_count(jit), 2);
    void *fa = lookup_ok(ma, "fma_loop"), *fb = lookup_ok(mb, "fma_loop");
    assert_ptr_not_equal(fa, fb);
    check_fma(fa);
    ASSERT_OK(cajit_jit_module_unload(ma));
    check_fma(fb);
    ASSERT_OK(cajit_jit_module_unload(mb));
    assert_int_equal(cajit_jit_module_count(jit), 0);
  }
  ASSERT_OK(cajit_jit_module_unload(NULL));
  /* destroying with modules still loaded frees them */
  irb c = make_fma_module("left");
  cajit_jit_module *mc;
  ASSERT_OK(cajit_jit_add_module(jit, c.ctx, c.mod, 0, NULL, &mc));
  cajit_jit_destroy(jit);
  cajit_jit_destroy(NULL);
}

typedef struct worker_arg {
  cajit_jit *jit;
  int id;
  int failures;
  char error[256];
} worker_arg;

static void *compile_worker(void *p) {
  worker_arg *w = p;
  for (int k = 0; k < 4; k++) {
    char name[32];
    snprintf(name, sizeof name, "t%d.%d", w->id, k);
    irb r = make_fma_module(name);
    cajit_jit_module *m;
    cajit_status s = cajit_jit_add_module(w->jit, r.ctx, r.mod, 0, NULL, &m);
    void *f = NULL;
    if (!s) s = cajit_jit_module_lookup(m, "fma_loop", &f);
    if (s) {
      snprintf(w->error, sizeof w->error, "%s", cajit_status_message(s));
      cajit_status_free(s);
      w->failures++;
      continue;
    }
    float a[64], b[64], c[64], y[64];
    for (int i = 0; i < 64; i++) {
      a[i] = (float)(i + w->id);
      b[i] = 2.0f;
      c[i] = 1.0f;
    }
    call_fma(f, a, b, c, y, 64);
    for (int i = 0; i < 64; i++)
      if (y[i] != a[i] * 2.0f + 1.0f) w->failures++;
    s = cajit_jit_module_unload(m);
    if (s) {
      cajit_status_free(s);
      w->failures++;
    }
  }
  return NULL;
}

static void test_two_threads_compile(void **state) {
  (void)state;
  cajit_jit *jit;
  ASSERT_OK(cajit_jit_create(NULL, &jit));
  pthread_t th[2];
  worker_arg args[2] = {{jit, 0, 0, ""}, {jit, 1, 0, ""}};
  for (int i = 0; i < 2; i++)
    assert_int_equal(pthread_create(&th[i], NULL, compile_worker, &args[i]), 0);
  for (int i = 0; i < 2; i++)
    pthread_join(th[i], NULL);
  for (int i = 0; i < 2; i++)
    if (args[i].failures) fail_msg("thread %d: %s", i, args[i].error);
  assert_int_equal(cajit_jit_module_count(jit), 0);
  cajit_jit_destroy(jit);
}

/* Every allocation cajit makes while creating a JIT, adding, looking up and
 * unloading a module is made to fail in turn: each failure must come back
 * as a status and leak nothing (checked by ASan's leak detector). */
/* A process forked while another thread is inside a CPU emission (the
 * compile worker forks from one thread while others may compile) must not
 * inherit that emission: an NVPTX emission in the child would otherwise
 * wait forever for it to leave. */
static void *enter_cpu_codegen(void *arg) {
  cajit_jit_codegen_enter(CAJIT_JIT_CODEGEN_CPU);
  *(volatile int *)arg = 1;
  return NULL;
}

static void test_fork_during_cpu_codegen(void **state) {
  (void)state;
  volatile int entered = 0;
  pthread_t th;
  assert_int_equal(
      pthread_create(&th, NULL, enter_cpu_codegen, (void *)&entered), 0);
  assert_int_equal(pthread_join(th, NULL), 0); /* it stays entered */
  assert_int_equal(entered, 1);
  pid_t pid = fork();
  assert_true(pid >= 0);
  if (pid == 0) {
    alarm(10); /* a hang becomes SIGALRM, not a stuck test */
    cajit_jit_codegen_enter(CAJIT_JIT_CODEGEN_NVPTX);
    cajit_jit_codegen_leave(CAJIT_JIT_CODEGEN_NVPTX);
    _exit(0);
  }
  int status = 0;
  assert_int_equal(waitpid(pid, &status, 0), pid);
  cajit_jit_codegen_leave(CAJIT_JIT_CODEGEN_CPU);
  assert_true(WIFEXITED(status));
  assert_int_equal(WEXITSTATUS(status), 0);
}

static void test_alloc_failures(void **state) {
  (void)state;
  int saw_success = 0;
  for (long n = 0; n < 400 && !saw_success; n++) {
    cajit_alloc_fail_after(n);
    cajit_jit *jit = NULL;
    cajit_jit_module *m = NULL;
    cajit_status s = cajit_jit_create(NULL, &jit);
    if (!s) {
      irb r = make_fma_module("oom");
      s = cajit_jit_add_module(jit, r.ctx, r.mod, 0, NULL, &m);
    }
    void *f = NULL;
    if (!s) s = cajit_jit_module_lookup(m, "fma_loop", &f);
    cajit_alloc_fail_after(-1);
    if (s) {
      assert_int_equal(cajit_status_code_of(s), CAJIT_OUT_OF_MEMORY);
      cajit_status_free(s);
      if (m) fail_msg("module returned with an error");
    } else {
      check_fma(f);
      saw_success = 1;
    }
    if (m) ASSERT_OK(cajit_jit_module_unload(m));
    cajit_jit_destroy(jit);
  }
  assert_true(saw_success);
}

/* ---- tests: the runtime ABI in IR ---------------------------------------
 */

static void check_layout(LLVMTargetDataRef td, LLVMTypeRef ty,
                         const size_t *offsets, unsigned n, size_t size,
                         const char *what) {
  assert_int_equal(LLVMCountStructElementTypes(ty), n);
  for (unsigned i = 0; i < n; i++)
    if (LLVMOffsetOfElement(td, ty, i) != offsets[i])
      fail_msg("%s field %u: IR offset %llu, C offset %zu", what, i,
               (unsigned long long)LLVMOffsetOfElement(td, ty, i), offsets[i]);
  assert_int_equal(LLVMABISizeOfType(td, ty), size);
}

static void test_abi_layouts(void **state) {
  (void)state;
  cajit_jit_target *t;
  ASSERT_OK(cajit_jit_target_create(NULL, &t));
  LLVMTargetDataRef td = LLVMCreateTargetData(cajit_jit_target_data_layout(t));
  LLVMContextRef c = LLVMContextCreate();
  const size_t call[] = {
      offsetof(cajit_call, inputs),         offsetof(cajit_call, input_count),
      offsetof(cajit_call, sizes),          offsetof(cajit_call, sizes_count),
      offsetof(cajit_call, scalars),        offsetof(cajit_call, scalars_count),
      offsetof(cajit_call, hooks),          offsetof(cajit_call, hooks_count),
      offsetof(cajit_call, host),           offsetof(cajit_call, outputs),
      offsetof(cajit_call, output_count),   offsetof(cajit_call, status),
      offsetof(cajit_call, release_inputs), offsetof(cajit_call, release_ctx),
      offsetof(cajit_call, input_now),      offsetof(cajit_call, input_ctx)};
  check_layout(td, cajit_jit_call_type(c), call, 16, sizeof(cajit_call),
               "cajit_call");
  assert_int_equal(call[CAJIT_CALL_FIELD_HOOKS_COUNT],
                   offsetof(cajit_call, hooks_count));
  const size_t dl[] = {
      offsetof(DLTensor, data),       offsetof(DLTensor, device),
      offsetof(DLTensor, ndim),       offsetof(DLTensor, dtype),
      offsetof(DLTensor, shape),      offsetof(DLTensor, strides),
      offsetof(DLTensor, byte_offset)};
  check_layout(td, cajit_jit_dltensor_type(c), dl, 7, sizeof(DLTensor),
               "DLTensor");
  const size_t managed[] = {offsetof(DLManagedTensor, dl_tensor),
                            offsetof(DLManagedTensor, manager_ctx),
                            offsetof(DLManagedTensor, deleter)};
  check_layout(td, cajit_jit_dlmanaged_type(c), managed, 3,
               sizeof(DLManagedTensor), "DLManagedTensor");
  const size_t site[] = {offsetof(cajit_rt_host_site, kind),
                         offsetof(cajit_rt_host_site, hook),
                         offsetof(cajit_rt_host_site, arg_count),
                         offsetof(cajit_rt_host_site, arg_split),
                         offsetof(cajit_rt_host_site, result_count),
                         offsetof(cajit_rt_host_site, flags),
                         offsetof(cajit_rt_host_site, int_count),
                         offsetof(cajit_rt_host_site, float_count),
                         offsetof(cajit_rt_host_site, node),
                         offsetof(cajit_rt_host_site, op_name),
                         offsetof(cajit_rt_host_site, args_desc),
                         offsetof(cajit_rt_host_site, where)};
  check_layout(td, cajit_jit_host_site_type(c), site, 12,
               sizeof(cajit_rt_host_site), "cajit_rt_host_site");
  /* asking again returns the same named types */
  assert_ptr_equal(cajit_jit_call_type(c), LLVMGetTypeByName2(c, "cajit_call"));
  LLVMContextDispose(c);
  LLVMDisposeTargetData(td);
  cajit_jit_target_destroy(t);
}

/* Every runtime function declared from the table resolves to the C
 * function of that name. */
static void test_runtime_declarations(void **state) {
  (void)state;
  static const struct {
    const char *name;
    void *address;
  } expected[] = {
      {"cajit_rt_alloc_tensors", (void *)&cajit_rt_alloc_tensors},
      {"cajit_rt_arena_alloc", (void *)&cajit_rt_arena_alloc},
      {"cajit_rt_arena_bytes", (void *)&cajit_rt_arena_bytes},
      {"cajit_rt_arena_create", (void *)&cajit_rt_arena_create},
      {"cajit_rt_arena_destroy", (void *)&cajit_rt_arena_destroy},
      {"cajit_rt_bind_planned", (void *)&cajit_rt_bind_planned},
      {"cajit_rt_bind_symbols", (void *)&cajit_rt_bind_symbols},
      {"cajit_rt_buffer_alloc", (void *)&cajit_rt_buffer_alloc},
      {"cajit_rt_buffer_free", (void *)&cajit_rt_buffer_free},
      {"cajit_rt_check_dims", (void *)&cajit_rt_check_dims},
      {"cajit_rt_check_inputs", (void *)&cajit_rt_check_inputs},
      {"cajit_rt_check_open_strides", (void *)&cajit_rt_check_open_strides},
      {"cajit_rt_check_sym_eqs", (void *)&cajit_rt_check_sym_eqs},
      {"cajit_rt_dlpack_alloc", (void *)&cajit_rt_dlpack_alloc},
      {"cajit_rt_dlpack_numel", (void *)&cajit_rt_dlpack_numel},
      {"cajit_rt_dlpack_release", (void *)&cajit_rt_dlpack_release},
      {"cajit_rt_dlpack_wrap", (void *)&cajit_rt_dlpack_wrap},
      {"cajit_rt_fail", (void *)&cajit_rt_fail},
      {"cajit_rt_fail_msg", (void *)&cajit_rt_fail_msg},
      {"cajit_rt_gemm_batched_f32", (void *)&cajit_rt_gemm_batched_f32},
      {"cajit_rt_gemm_batched_f64", (void *)&cajit_rt_gemm_batched_f64},
      {"cajit_rt_gemm_f32", (void *)&cajit_rt_gemm_f32},
      {"cajit_rt_gemm_f64", (void *)&cajit_rt_gemm_f64},
      {"cajit_rt_host_call", (void *)&cajit_rt_host_call},
      {"cajit_rt_in_parallel_region", (void *)&cajit_rt_in_parallel_region},
      {"cajit_rt_input_ready", (void *)&cajit_rt_input_ready},
      {"cajit_rt_parallel_for", (void *)&cajit_rt_parallel_for},
      {"cajit_rt_profile_add", (void *)&cajit_rt_profile_add},
      {"cajit_rt_profile_now", (void *)&cajit_rt_profile_now},
      {"cajit_rt_release_inputs", (void *)&cajit_rt_release_inputs},
      {"cajit_rt_size_mul", (void *)&cajit_rt_size_mul},
      {"cajit_rt_view_tensor", (void *)&cajit_rt_view_tensor},
  };
  size_t n = sizeof expected / sizeof expected[0];
  assert_int_equal(cajit_jit_runtime_function_count(), n);
  irb r = irb_new("decls");
  LLVMValueRef fns[48];
  for (size_t i = 0; i < n; i++) {
    assert_string_equal(cajit_jit_runtime_function_name(i), expected[i].name);
    fns[i] = cajit_jit_declare_runtime(r.mod, expected[i].name);
    assert_non_null(fns[i]);
    assert_ptr_equal(cajit_jit_declare_runtime(r.mod, expected[i].name),
                     fns[i]);
  }
  assert_null(cajit_jit_runtime_function_name(n));
  assert_null(cajit_jit_declare_runtime(r.mod, "system"));
  LLVMValueRef init = LLVMConstArray2(r.ptr, fns, n);
  LLVMValueRef table = LLVMAddGlobal(r.mod, LLVMTypeOf(init), "table");
  LLVMSetInitializer(table, init);
  LLVMSetGlobalConstant(table, 1);
  irb_done(&r);
  cajit_jit *jit;
  ASSERT_OK(cajit_jit_create(NULL, &jit));
  cajit_jit_module *m;
  ASSERT_OK(cajit_jit_add_module(jit, r.ctx, r.mod, 0, NULL, &m));
  void **got = lookup_ok(m, "table");
  for (size_t i = 0; i < n; i++)
    if (got[i] != expected[i].address)
      fail_msg("%s resolved to %p, not %p", expected[i].name, got[i],
               expected[i].address);
  ASSERT_OK(cajit_jit_module_unload(m));
  cajit_jit_destroy(jit);
}

static int final_callbacks_seen;

static cajit_status count_final_callbacks(void *user,
                                          const cajit_host_request *req) {
  (void)user;
  final_callbacks_seen += req->kind == CAJIT_HOST_FINAL_CALLBACKS;
  return CAJIT_OK_STATUS;
}

/* An entry written against the ABI types: stores hooks_count * 1000 +
 * inputs[0]->shape[1] in the global `seen`, then returns the result of a
 * host call (final_callbacks) through a constant cajit_rt_host_site. */
static void test_entry_uses_abi(void **state) {
  (void)state;
  irb r = irb_new("abi");
  LLVMTypeRef call_ty = cajit_jit_call_type(r.ctx);
  LLVMTypeRef dl_ty = cajit_jit_dltensor_type(r.ctx);
  LLVMTypeRef site_ty = cajit_jit_host_site_type(r.ctx);
  LLVMValueRef host_call =
      cajit_jit_declare_runtime(r.mod, "cajit_rt_host_call");
  LLVMValueRef entry =
      LLVMAddFunction(r.mod, "entry", LLVMFunctionType(r.i32, &r.ptr, 1, 0));
  LLVMValueRef out = LLVMAddGlobal(r.mod, r.i64, "seen");
  LLVMSetInitializer(out, LLVMConstInt(r.i64, 0, 0));
  LLVMPositionBuilderAtEnd(r.b,
                           LLVMAppendBasicBlockInContext(r.ctx, entry, "e"));
  LLVMValueRef call = LLVMGetParam(entry, 0);
  LLVMValueRef hc_ptr = LLVMBuildStructGEP2(
      r.b, call_ty, call, CAJIT_CALL_FIELD_HOOKS_COUNT, "hcp");
  LLVMValueRef hooks_count = LLVMBuildLoad2(r.b, r.i32, hc_ptr, "hc");
  LLVMValueRef inputs = LLVMBuildLoad2(
      r.b, r.ptr,
      LLVMBuildStructGEP2(r.b, call_ty, call, CAJIT_CALL_FIELD_INPUTS, "ip"),
      "inputs");
  LLVMValueRef in0 = LLVMBuildLoad2(r.b, r.ptr, inputs, "in0");
  LLVMValueRef shape = LLVMBuildLoad2(
      r.b, r.ptr,
      LLVMBuildStructGEP2(r.b, dl_ty, in0, CAJIT_DLTENSOR_FIELD_SHAPE, "sp"),
      "shape");
  LLVMValueRef one_idx = LLVMConstInt(r.i64, 1, 0);
  LLVMValueRef dim1 = LLVMBuildLoad2(
      r.b, r.i64, LLVMBuildGEP2(r.b, r.i64, shape, &one_idx, 1, "d1p"), "d1");
  LLVMValueRef v = LLVMBuildAdd(
      r.b,
      LLVMBuildMul(r.b, LLVMBuildSExt(r.b, hooks_count, r.i64, "hc64"),
                   LLVMConstInt(r.i64, 1000, 0), "k"),
      dim1, "v");
  LLVMBuildStore(r.b, v, out);
  LLVMValueRef i32s[9];
  for (int i = 0; i < 9; i++)
    i32s[i] = LLVMConstInt(r.i32, 0, 0);
  i32s[0] = LLVMConstInt(r.i32, CAJIT_HOST_FINAL_CALLBACKS, 0);
  i32s[1] = LLVMConstInt(r.i32, (unsigned long long)-1, 1);
  LLVMValueRef fields[12];
  memcpy(fields, i32s, sizeof i32s);
  fields[9] = LLVMConstPointerNull(r.ptr);
  fields[10] = LLVMConstPointerNull(r.ptr);
  fields[11] = LLVMBuildGlobalStringPtr(r.b, "host.final_callbacks()", "w");
  LLVMValueRef site = LLVMAddGlobal(r.mod, site_ty, "site0");
  LLVMSetInitializer(site, LLVMConstNamedStruct(site_ty, fields, 12));
  LLVMSetGlobalConstant(site, 1);
  LLVMSetLinkage(site, LLVMPrivateLinkage);
  LLVMValueRef null = LLVMConstPointerNull(r.ptr);
  LLVMValueRef args[7] = {call, site, null, null, null, null, null};
  LLVMBuildRet(r.b, LLVMBuildCall2(r.b, LLVMGlobalGetValueType(host_call),
                                   host_call, args, 7, "rc"));
  irb_done(&r);

  cajit_jit *jit;
  ASSERT_OK(cajit_jit_create(NULL, &jit));
  cajit_jit_module *m;
  ASSERT_OK(cajit_jit_add_module(jit, r.ctx, r.mod, 0, NULL, &m));
  cajit_entry_fn fn = (cajit_entry_fn)lookup_ok(m, "entry");
  int64_t *seen = lookup_ok(m, "seen");
  int64_t dims[2] = {4, 37};
  float data[148] = {0};
  DLTensor t = {.data = data,
                .device = {kDLCPU, 0},
                .ndim = 2,
                .dtype = {kDLFloat, 32, 1},
                .shape = dims};
  DLTensor *ins[1] = {&t};
  void *hooks[3] = {0};
  cajit_host host = {.final_callbacks = count_final_callbacks};
  cajit_call c = {.inputs = ins,
                  .input_count = 1,
                  .hooks = hooks,
                  .hooks_count = 3,
                  .host = &host};
  final_callbacks_seen = 0;
  assert_int_equal(cajit_jit_call_entry(fn, &c), 0);
  assert_null(c.status);
  assert_int_equal(*seen, 3037);
  assert_int_equal(final_callbacks_seen, 1);
  /* without a host the runtime reports through call->status */
  c.host = NULL;
  assert_int_equal(cajit_jit_call_entry(fn, &c), 1);
  expect_error(c.status, CAJIT_HOST_ERROR,
               "host call final_callbacks at host.final_callbacks(): the "
               "graph calls the host but no host was given");
  ASSERT_OK(cajit_jit_module_unload(m));
  cajit_jit_destroy(jit);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_run_fma),
      cmocka_unit_test(test_all_opt_levels),
      cmocka_unit_test(test_math_functions),
      cmocka_unit_test(test_asm_uses_zmm),
      cmocka_unit_test(test_kernel_vector_width),
      cmocka_unit_test(test_accum_output_width),
      cmocka_unit_test(test_prefetch_level),
      cmocka_unit_test(test_pass_pipeline),
      cmocka_unit_test(test_host_cpu_read_once_stays_right),
      cmocka_unit_test(test_expf_becomes_libmvec),
      cmocka_unit_test(test_emit_kinds),
      cmocka_unit_test(test_missing_symbol),
      cmocka_unit_test(test_unresolved_call),
      cmocka_unit_test(test_invalid_ir),
      cmocka_unit_test(test_bad_options),
      cmocka_unit_test(test_runtime_calls),
      cmocka_unit_test(test_extra_symbols),
      cmocka_unit_test(test_unload_reload),
      cmocka_unit_test(test_two_threads_compile),
      cmocka_unit_test(test_fork_during_cpu_codegen),
      cmocka_unit_test(test_alloc_failures),
      cmocka_unit_test(test_abi_layouts),
      cmocka_unit_test(test_runtime_declarations),
      cmocka_unit_test(test_entry_uses_abi),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
