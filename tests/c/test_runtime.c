/* Tests for lib/runtime: buffers and the per-call arena (with allocation
 * failure injection), the GEMM shim against naive loops, DLPack export,
 * host-call dispatch (good calls, bad hook indexes, callback errors, fallback
 * arguments) and libffi typed native functions. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
/* cmocka must come after the headers above */
#include <cmocka.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cajit/host.h"
#include "cajit/runtime.h"
#include "runtime/gemm_split.h"
#include "runtime/host_args.h"
#include "runtime/rt.h"
#include "support/alloc.h"
#include "support/arena.h"
#include "test_status.h"

/* Checks call->status (code + substring), then frees and clears it. */
static void expect_call_error(cajit_call *call, cajit_status_code code,
                              const char *needle) {
  cajit_status s = call->status;
  call->status = NULL;
  expect_error(s, code, needle);
}

static bool aligned64(const void *p) { return ((uintptr_t)p & 63) == 0; }

/* ---- buffers and arena ---------------------------------------------------
 */

static void test_buffers(void **state) {
  (void)state;
  int64_t bytes;
  assert_true(cajit_rt_size_mul(3, 4, &bytes));
  assert_int_equal(bytes, 12);
  assert_false(cajit_rt_size_mul(-1, 4, &bytes));
  assert_false(cajit_rt_size_mul(INT64_MAX / 2, 3, &bytes));
  for (int64_t n = 0; n < 300; n += 37) {
    float *p = cajit_rt_buffer_alloc(n, 4);
    assert_non_null(p);
    assert_true(aligned64(p));
    for (int64_t i = 0; i < n; i++)
      p[i] = (float)i;
    cajit_rt_buffer_free(p);
  }
  assert_null(cajit_rt_buffer_alloc(-1, 4));
  assert_null(cajit_rt_buffer_alloc(1, -4));
  assert_null(cajit_rt_buffer_alloc(INT64_MAX, 8));
  assert_null(cajit_rt_buffer_alloc(INT64_MAX - 10, 1)); /* > SIZE_MAX slack */
  cajit_rt_buffer_free(NULL);
  cajit_alloc_fail_after(0);
  assert_null(cajit_rt_buffer_alloc(10, 4));
  cajit_alloc_fail_after(-1);
}

static void test_arena(void **state) {
  (void)state;
  cajit_rt_arena *a = cajit_rt_arena_create();
  assert_non_null(a);
  int64_t total = 0;
  void *ptrs[20];
  for (int i = 0; i < 20; i++) {
    int64_t n = (int64_t)i * 1000 + 1;
    ptrs[i] = cajit_rt_arena_alloc(a, n, 8);
    assert_non_null(ptrs[i]);
    assert_true(aligned64(ptrs[i]));
    memset(ptrs[i], i, (size_t)n * 8);
    total += n * 8;
  }
  for (int i = 0; i < 20; i++) /* nothing overlapped */
    assert_int_equal(((unsigned char *)ptrs[i])[0], i);
  assert_int_equal(cajit_rt_arena_bytes(a), total);
  assert_non_null(cajit_rt_arena_alloc(a, 0, 4)); /* empty is fine */
  assert_null(cajit_rt_arena_alloc(a, -3, 4));
  assert_null(cajit_rt_arena_alloc(a, INT64_MAX, 2));
  assert_null(cajit_rt_arena_alloc(NULL, 1, 1));
  assert_int_equal(cajit_rt_arena_bytes(a), total);
  cajit_rt_arena_destroy(a);
  cajit_rt_arena_destroy(NULL);
  assert_int_equal(cajit_rt_arena_bytes(NULL), 0);
}

/* Each allocation failing in turn: alloc returns NULL, the arena keeps what
 * it had, and destroy frees it all (checked by LeakSanitizer). */
static void test_arena_oom(void **state) {
  (void)state;
  for (long n = 0; n < 12; n++) {
    cajit_alloc_fail_after(n);
    cajit_rt_arena *a = cajit_rt_arena_create();
    int got = 0, failed = 0;
    if (a)
      for (int i = 0; i < 10; i++) {
        if (cajit_rt_arena_alloc(a, 100 + i, 4))
          got++;
        else
          failed++;
      }
    cajit_alloc_fail_after(-1);
    if (n == 0)
      assert_null(a);
    else
      assert_int_equal(got, n <= 10 ? n - 1 : 10);
    assert_true(!a || got + failed == 10);
    if (a) assert_int_equal(cajit_rt_arena_alloc(a, 1, 1) != NULL, 1);
    cajit_rt_arena_destroy(a);
  }
}

/* ---- table-driven entry guards (guards.h) --------------------------------
 */

/* Expects call.status to be exactly `msg` (a guard failure), then clears. */
static void expect_guard_msg(cajit_call *call, const char *msg) {
  assert_non_null(call->status);
  assert_int_equal(cajit_status_code_of(call->status), CAJIT_GUARD_FAILED);
  assert_string_equal(cajit_status_message(call->status), msg);
  cajit_status_free(call->status);
  call->status = NULL;
}

static void test_check_inputs(void **state) {
  (void)state;
  float fa[6] = {0};
  uint8_t ba[2] = {0};
  int64_t sa[2] = {2, 3}, sb[1] = {2};
  DLTensor a = {.data = fa,
                .device = {kDLCPU, 0},
                .ndim = 2,
                .dtype = {kDLFloat, 32, 1},
                .shape = sa,
                .byte_offset = 4};
  DLTensor b = {.data = ba,
                .device = {kDLCPU, 0},
                .ndim = 1,
                .dtype = {kDLUInt, 8, 1},
                .shape = sb};
  DLTensor *in[2] = {&a, &b};
  cajit_call call = {.inputs = in, .input_count = 2};
  const cajit_rt_input_guard g[2] = {
      {3, 2, kDLFloat | 32u << 8 | 1u << 16, kDLFloat | 32u << 8 | 1u << 16,
       "f32"},
      {0, 1, 6u | 8u << 8 | 1u << 16, kDLUInt | 8u << 8 | 1u << 16, "bool"}};
  void *bufs[4] = {0};
  assert_int_equal(cajit_rt_check_inputs(&call, 2, g, bufs), 0);
  assert_null(call.status);
  assert_ptr_equal(bufs[3], (char *)fa + 4);
  assert_ptr_equal(bufs[0], ba);
  /* each failure, in the order the entry's IR checked them */
  in[1] = NULL;
  assert_int_equal(cajit_rt_check_inputs(&call, 2, g, bufs), 1);
  expect_guard_msg(&call, "guard failed: input 1 is NULL");
  in[1] = &b;
  a.device.device_type = kDLCUDA;
  a.ndim = 3; /* the device is checked first */
  assert_int_equal(cajit_rt_check_inputs(&call, 2, g, bufs), 1);
  expect_guard_msg(&call, "guard failed: input 0 is on DLPack device type 2, "
                          "expected cpu (1)");
  a.device.device_type = kDLCPU;
  assert_int_equal(cajit_rt_check_inputs(&call, 2, g, bufs), 1);
  expect_guard_msg(&call, "guard failed: input 0 has 3 dims, expected 2");
  a.ndim = 2;
  a.dtype = (DLDataType){kDLInt, 64, 1};
  assert_int_equal(cajit_rt_check_inputs(&call, 2, g, bufs), 1);
  expect_guard_msg(&call, "guard failed: input 0 has DLPack dtype (code 0, "
                          "bits 64, lanes 1), expected f32");
  a.dtype = (DLDataType){kDLFloat, 32, 1};
  b.dtype = (DLDataType){6, 8, 1}; /* bool as itself is fine too */
  assert_int_equal(cajit_rt_check_inputs(&call, 2, g, bufs), 0);
  b.dtype = (DLDataType){kDLInt, 8, 2};
  assert_int_equal(cajit_rt_check_inputs(&call, 2, g, bufs), 1);
  expect_guard_msg(&call, "guard failed: input 1 has DLPack dtype (code 0, "
                          "bits 8, lanes 2), expected bool");
}

static void test_check_sym_eqs(void **state) {
  (void)state;
  cajit_call call = {0};
  int64_t syms[3] = {4, 4, 7};
  const cajit_rt_sym_eq e[3] = {
      {0, 1, 0, "guard failed: assumption s0 == s1 does not hold", NULL},
      {2, -1, 7, "guard failed: assumption s2 == 7 does not hold", NULL},
      {1, 2, 0, "guard failed: assumption s1 == s2 does not hold", NULL}};
  assert_int_equal(cajit_rt_check_sym_eqs(&call, 2, e, syms), 0);
  assert_null(call.status);
  assert_int_equal(cajit_rt_check_sym_eqs(&call, 3, e, syms), 1);
  expect_guard_msg(&call, "guard failed: assumption s1 == s2 does not hold");
  syms[2] = 8; /* the first that does not hold wins */
  assert_int_equal(cajit_rt_check_sym_eqs(&call, 3, e, syms), 1);
  expect_guard_msg(&call, "guard failed: assumption s2 == 7 does not hold");
  /* s2 == s0 * s1 * 2, and its product overflowing */
  const char *ovf = "guard failed: assumption s2 == s0 * s1 * 2: size "
                    "arithmetic overflows int64 in s0 * s1 * 2";
  const cajit_rt_term p = {3, {0, 1, -1, -1}, {0, 0, 2, 0}, "s0 * s1 * 2", ovf};
  const cajit_rt_sym_eq q = {
      2, -1, 0, "guard failed: assumption s2 == s0 * s1 * 2 does not hold", &p};
  syms[2] = 32;
  assert_int_equal(cajit_rt_check_sym_eqs(&call, 1, &q, syms), 0);
  syms[2] = 31;
  assert_int_equal(cajit_rt_check_sym_eqs(&call, 1, &q, syms), 1);
  expect_guard_msg(&call,
                   "guard failed: assumption s2 == s0 * s1 * 2 does not hold");
  syms[0] = INT64_MAX / 4;
  assert_int_equal(cajit_rt_check_sym_eqs(&call, 1, &q, syms), 1);
  expect_guard_msg(&call, ovf);
}

/* A term of one symbol (k >= 0) or constant. */
static cajit_rt_term term1(int32_t k, int64_t v, const char *text) {
  return (cajit_rt_term){1, {k, -1, -1, -1}, {v, 0, 0, 0}, text, NULL};
}

static void test_bind_symbols(void **state) {
  (void)state;
  int64_t sa[3] = {5, 6, 7};
  DLTensor a = {.ndim = 3, .shape = sa};
  DLTensor *in[1] = {&a};
  int64_t sizes[2] = {11, 12};
  cajit_scalar scalars[2] = {{.i = 13}, {.f = 2.5}};
  cajit_call call = {.inputs = in,
                     .input_count = 1,
                     .sizes = sizes,
                     .sizes_count = 2,
                     .scalars = scalars,
                     .scalars_count = 2};
  const cajit_rt_binding b[5] = {{CAJIT_RT_FROM_INPUT_DIM, 0, 2, 4},
                                 {CAJIT_RT_FROM_SIZES, 1, 0, 0},
                                 {CAJIT_RT_FROM_SCALARS, 1, 0, 1},
                                 {CAJIT_RT_FROM_SCALARS, 0, 0, 3},
                                 {CAJIT_RT_FROM_INPUT_DIM, 0, 0, 2}};
  int64_t syms[5] = {0};
  cajit_rt_bind_symbols(&call, 5, b, syms);
  double f;
  memcpy(&f, &syms[1], sizeof f);
  assert_int_equal(syms[4], 7);
  assert_int_equal(syms[0], 12);
  assert_true(f == 2.5); /* a float's bits, as the IR's double load */
  assert_int_equal(syms[3], 13);
  assert_int_equal(syms[2], 5);
}

static void test_check_open_strides(void **state) {
  (void)state;
  cajit_call call = {0};
  int64_t syms[3] = {4, 0, -8};
  const cajit_rt_open_stride s[2] = {{1, 3, 0}, {2, 5, 1}};
  assert_int_equal(cajit_rt_check_open_strides(&call, 1, s, syms), 0);
  assert_null(call.status);
  assert_int_equal(cajit_rt_check_open_strides(&call, 2, s, syms), 1);
  expect_guard_msg(&call, "guard failed: input 5: stride 1 is -8, a stride "
                          "cannot be negative");
  syms[1] = -1; /* the first negative one wins */
  assert_int_equal(cajit_rt_check_open_strides(&call, 2, s, syms), 1);
  expect_guard_msg(&call, "guard failed: input 3: stride 0 is -1, a stride "
                          "cannot be negative");
}

static void test_bind_planned(void **state) {
  (void)state;
  char base[64];
  void *bufs[6] = {0};
  const int32_t ids[3] = {4, 1, 5};
  const int64_t offsets[3] = {0, 32, 8};
  cajit_rt_bind_planned(bufs, 3, ids, base, offsets);
  assert_ptr_equal(bufs[4], base);
  assert_ptr_equal(bufs[1], base + 32);
  assert_ptr_equal(bufs[5], base + 8);
  assert_null(bufs[0]);
}

static void test_alloc_tensors(void **state) {
  (void)state;
  cajit_call call = {0};
  /* an output [2, 3] f32 in outs[1], a donated [4] i64 in donated[0] */
  const cajit_rt_tensor_alloc a[3] = {{7, 2, kDLFloat, 32, 1, -1, "f32"},
                                      {2, 1, kDLInt, 64, -1, 0, "i64"},
                                      {3, 2, kDLFloat, 32, 0, -1, "f32"}};
  int64_t dims[5] = {2, 3, 4, (int64_t)1 << 40, (int64_t)1 << 21};
  void *outs[2] = {0}, *donated[1] = {0}, *bufs[8] = {0};
  assert_int_equal(
      cajit_rt_alloc_tensors(&call, 2, a, dims, outs, donated, bufs), 0);
  assert_null(call.status);
  DLManagedTensor *o = outs[1], *d = donated[0];
  assert_non_null(o);
  assert_non_null(d);
  assert_int_equal(o->dl_tensor.ndim, 2);
  assert_int_equal(o->dl_tensor.shape[1], 3);
  assert_int_equal(o->dl_tensor.dtype.code, kDLFloat);
  assert_int_equal(d->dl_tensor.shape[0], 4);
  assert_int_equal(d->dl_tensor.dtype.bits, 64);
  assert_ptr_equal(bufs[7], o->dl_tensor.data);
  assert_ptr_equal(bufs[2], d->dl_tensor.data);
  cajit_rt_dlpack_release(o);
  cajit_rt_dlpack_release(d);
  /* 2^61 elements of 4 bytes: no allocation, the slot NULL, the message
   * the IR's */
  outs[0] = outs[1] = donated[0] = NULL;
  assert_int_equal(
      cajit_rt_alloc_tensors(&call, 3, a, dims, outs, donated, bufs), 1);
  assert_null(outs[0]);
  assert_non_null(call.status);
  assert_int_equal(cajit_status_code_of(call.status), CAJIT_OUT_OF_MEMORY);
  assert_string_equal(cajit_status_message(call.status),
                      "out of memory allocating buf3 (2305843009213693952 "
                      "elements of f32)");
  cajit_status_free(call.status);
  cajit_rt_dlpack_release(outs[1]);
  cajit_rt_dlpack_release(donated[0]);
}

static void test_view_tensor(void **state) {
  (void)state;
  DLTensor t;
  memset(&t, 0xff, sizeof t);
  float data[6];
  int64_t dims[4] = {2, 3, 1, 2};
  cajit_rt_view_tensor(&t, data, 2, kDLFloat | 32u << 8 | 1u << 16, dims);
  assert_ptr_equal(t.data, data);
  assert_int_equal(t.device.device_type, kDLCPU);
  assert_int_equal(t.device.device_id, 0);
  assert_int_equal(t.ndim, 2);
  assert_int_equal(t.dtype.code, kDLFloat);
  assert_int_equal(t.dtype.bits, 32);
  assert_int_equal(t.dtype.lanes, 1);
  assert_ptr_equal(t.shape, dims);
  assert_ptr_equal(t.strides, dims + 2);
  assert_int_equal(t.strides[0], 1);
  assert_int_equal(t.byte_offset, 0);
}

static void test_check_dims(void **state) {
  (void)state;
  /* input 0: [s0, s1] row-major, dim 0 where s0 is bound, stride 0
   * declared s1, stride 1 open (s3); input 1: [s0 * s1 * 2] with a given
   * stride, declared 1. */
  float fa[12], fb[24];
  int64_t sa[2] = {3, 4}, sb[1] = {24}, stb[1] = {1};
  DLTensor a = {.data = fa,
                .device = {kDLCPU, 0},
                .ndim = 2,
                .dtype = {kDLFloat, 32, 1},
                .shape = sa};
  DLTensor b = {.data = fb,
                .device = {kDLCPU, 0},
                .ndim = 1,
                .dtype = {kDLFloat, 32, 1},
                .shape = sb,
                .strides = stb};
  DLTensor *in[2] = {&a, &b};
  cajit_call call = {.inputs = in, .input_count = 2};
  int64_t syms[4] = {3, 4, 0, -1};
  const char *ovf =
      "guard failed: input 1: size arithmetic overflows int64 in s0 * s1 * 2";
  const cajit_rt_term t0[2] = {term1(0, 0, "s0"), term1(1, 0, "s1")},
                      t1[2] = {term1(1, 0, "s1"), term1(-1, 0, "")},
                      t2[2] = {
                          {3, {0, 1, -1, -1}, {0, 0, 2, 0}, "s0 * s1 * 2", ovf},
                          term1(-1, 1, "1")};
  cajit_rt_dim_guard g[3] = {
      {0, 0, 0, 1, 0, 0, t0},
      {0, CAJIT_RT_CHECK_DIM | CAJIT_RT_STRIDE_OPEN, 1, 3, 0, 0, t1},
      {1, CAJIT_RT_CHECK_DIM | CAJIT_RT_DIM_PRODUCT, -1, -1, 0, 1, t2}};
  assert_int_equal(cajit_rt_check_dims(&call, 3, g, syms), 0);
  assert_null(call.status);
  assert_int_equal(syms[3], 1); /* the open stride, bound */
  /* a dim against a symbol, and against a product */
  sa[1] = 5;
  assert_int_equal(cajit_rt_check_dims(&call, 3, g, syms), 1);
  expect_guard_msg(&call, "guard failed: input 0 dim 1 is 5, expected 4 (s1)");
  sa[1] = 4;
  sb[0] = 23;
  assert_int_equal(cajit_rt_check_dims(&call, 3, g, syms), 1);
  expect_guard_msg(&call,
                   "guard failed: input 1 dim 0 is 23, expected 24 (s0 * s1 * "
                   "2)");
  sb[0] = 24;
  /* strides: a given one against a constant, a row-major one against a
   * symbol; a dim of size 1 takes any stride */
  stb[0] = 2;
  assert_int_equal(cajit_rt_check_dims(&call, 3, g, syms), 1);
  expect_guard_msg(&call,
                   "guard failed: input 1 stride 0 is 2, expected 1 (1)");
  stb[0] = 1;
  syms[1] = 5; /* dim 1 unchecked: stride 0 (4, row-major) against s1 = 5 */
  g[1].flags = CAJIT_RT_STRIDE_OPEN;
  assert_int_equal(cajit_rt_check_dims(&call, 2, g, syms), 1);
  expect_guard_msg(&call,
                   "guard failed: input 0 stride 0 is 4, expected 5 (s1)");
  syms[1] = 4;
  g[1].flags = CAJIT_RT_CHECK_DIM | CAJIT_RT_STRIDE_OPEN;
  int64_t sta[2] = {99, 7};
  a.strides = sta;
  sa[0] = 1;
  syms[0] = 1;
  sb[0] = 8;
  assert_int_equal(cajit_rt_check_dims(&call, 3, g, syms), 0);
  assert_null(call.status);
  assert_int_equal(syms[3], 7); /* a given open stride */
  a.strides = NULL;
  /* a product that overflows int64, dim and stride */
  syms[0] = INT64_MAX / 2;
  sa[0] = INT64_MAX / 2;
  assert_int_equal(cajit_rt_check_dims(&call, 3, g, syms), 1);
  expect_guard_msg(&call, ovf);
  syms[0] = sa[0] = 3;
  sb[0] = 24;
  cajit_rt_term t3[2] = {term1(-1, 24, "24"),
                         {2,
                          {0, -1, -1, -1},
                          {0, INT64_MAX, 0, 0},
                          "s0 * big",
                          "guard failed: input 1: size arithmetic overflows "
                          "int64 in s0 * big"}};
  g[2] = (cajit_rt_dim_guard){
      1, CAJIT_RT_CHECK_DIM | CAJIT_RT_STRIDE_PRODUCT, -1, -1, 24, 0, t3};
  assert_int_equal(cajit_rt_check_dims(&call, 3, g, syms), 1);
  expect_guard_msg(&call, "guard failed: input 1: size arithmetic overflows "
                          "int64 in s0 * big");
}

/* ---- fail ----------------------------------------------------------------
 */

static void test_fail(void **state) {
  (void)state;
  cajit_call call = {0};
  assert_int_equal(cajit_rt_fail(&call, CAJIT_GUARD_FAILED,
                                 "guard failed: input %d dim %d is %lld, "
                                 "expected %lld (%s)",
                                 0, 1, 32LL, 64LL, "s1"),
                   1);
  /* first error wins */
  assert_int_equal(cajit_rt_fail_msg(&call, CAJIT_HOST_ERROR, "later"), 1);
  assert_int_equal(cajit_rt_fail(&call, CAJIT_HOST_ERROR, "later %d", 2), 1);
  assert_int_equal(
      cajit_rt_fail_status(&call, cajit_status_make(CAJIT_IO_ERROR, "x")), 1);
  assert_int_equal(cajit_status_code_of(call.status), CAJIT_GUARD_FAILED);
  assert_string_equal(cajit_status_message(call.status),
                      "guard failed: input 0 dim 1 is 32, expected 64 (s1)");
  cajit_status_free(call.status);
  call.status = NULL;
  /* bad codes become internal errors; NULL call and messages are safe */
  cajit_rt_fail_msg(&call, 0, NULL);
  expect_call_error(&call, CAJIT_INTERNAL, "(null)");
  cajit_rt_fail_msg(&call, 99, "odd");
  expect_call_error(&call, CAJIT_INTERNAL, "odd");
  assert_int_equal(cajit_rt_fail(NULL, CAJIT_HOST_ERROR, "%s", "dropped"), 1);
  assert_int_equal(cajit_rt_fail_status(&call, NULL), 0);
  assert_null(call.status);
}

/* ---- GEMM ----------------------------------------------------------------
 */

/* Naive C = alpha op(A) op(B) + beta C in double, row-major. */
static void ref_gemm(int ta, int tb, int m, int n, int k, double alpha,
                     const double *a, int lda, const double *b, int ldb,
                     double beta, double *c, int ldc) {
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++) {
      double acc = 0;
      for (int p = 0; p < k; p++) {
        double x = ta ? a[p * lda + i] : a[i * lda + p];
        double y = tb ? b[j * ldb + p] : b[p * ldb + j];
        acc += x * y;
      }
      c[i * ldc + j] = alpha * acc + (beta == 0 ? 0 : beta * c[i * ldc + j]);
    }
}

static void fill(double *x, int n, int seed) {
  for (int i = 0; i < n; i++)
    x[i] = ((i * 37 + seed * 11) % 19) / 7.0 - 1.3;
}

static void test_gemm_f64_f32(void **state) {
  (void)state;
  enum { M = 5, NN = 7, K = 3, PAD = 2 };
  for (int ta = 0; ta < 2; ta++)
    for (int tb = 0; tb < 2; tb++) {
      int lda = (ta ? M : K) + PAD, ldb = (tb ? K : NN) + PAD, ldc = NN + PAD;
      int rows_a = ta ? K : M, rows_b = tb ? NN : K;
      double a[64], b[64], c[64], want[64];
      fill(a, rows_a * lda, 1);
      fill(b, rows_b * ldb, 2);
      fill(c, M * ldc, 3);
      memcpy(want, c, sizeof c);
      ref_gemm(ta, tb, M, NN, K, 1.5, a, lda, b, ldb, 0.5, want, ldc);
      assert_int_equal(cajit_rt_gemm_f64(NULL, ta, tb, M, NN, K, 1.5, a, lda, b,
                                         ldb, 0.5, c, ldc),
                       0);
      for (int i = 0; i < M; i++)
        for (int j = 0; j < NN; j++)
          assert_float_equal(c[i * ldc + j], want[i * ldc + j], 1e-12);
      /* the same in f32 */
      float af[64], bf[64], cf[64];
      fill(c, M * ldc, 3);
      for (int i = 0; i < 64; i++) {
        af[i] = (float)a[i];
        bf[i] = (float)b[i];
        cf[i] = (float)c[i];
      }
      assert_int_equal(cajit_rt_gemm_f32(NULL, ta, tb, M, NN, K, 1.5f, af, lda,
                                         bf, ldb, 0.5f, cf, ldc),
                       0);
      for (int i = 0; i < M; i++)
        for (int j = 0; j < NN; j++)
          assert_float_equal(cf[i * ldc + j], want[i * ldc + j], 1e-4);
    }
}

static void test_gemm_edges(void **state) {
  (void)state;
  double a[4] = {1, 2, 3, 4}, b[4] = {1, 0, 0, 1};
  double c[4] = {NAN, NAN, NAN, NAN};
  /* beta == 0: C is write-only, NaNs do not survive */
  assert_int_equal(
      cajit_rt_gemm_f64(NULL, 0, 0, 2, 2, 2, 1.0, a, 2, b, 2, 0.0, c, 2), 0);
  for (int i = 0; i < 4; i++)
    assert_float_equal(c[i], a[i], 0);
  /* k == 0: C = beta * C */
  assert_int_equal(
      cajit_rt_gemm_f64(NULL, 0, 0, 2, 2, 0, 1.0, a, 1, b, 2, 2.0, c, 2), 0);
  for (int i = 0; i < 4; i++)
    assert_float_equal(c[i], 2 * a[i], 0);
  c[0] = NAN;
  assert_int_equal(
      cajit_rt_gemm_f64(NULL, 0, 0, 2, 2, 0, 1.0, a, 1, b, 2, 0.0, c, 2), 0);
  for (int i = 0; i < 4; i++)
    assert_float_equal(c[i], 0, 0);
  /* m == 0 touches nothing */
  assert_int_equal(
      cajit_rt_gemm_f64(NULL, 0, 0, 0, 2, 2, 1.0, a, 2, b, 2, 0.0, NULL, 2), 0);

  cajit_call call = {0};
  assert_int_equal(
      cajit_rt_gemm_f64(&call, 0, 0, 2, 2, 3, 1.0, a, 2, b, 2, 0.0, c, 2), 1);
  expect_call_error(&call, CAJIT_INVALID_ARGUMENT,
                    "gemm_f64: lda=2, need >= 3 (trans_a=0)");
  assert_int_equal(cajit_rt_gemm_f32(&call, 1, 0, 4, 2, 2, 1.0f, NULL, 2, NULL,
                                     2, 0.0f, NULL, 2),
                   1);
  expect_call_error(&call, CAJIT_INVALID_ARGUMENT,
                    "gemm_f32: lda=2, need >= 4 (trans_a=1)");
  assert_int_equal(
      cajit_rt_gemm_f64(&call, 0, 1, 2, 2, 5, 1.0, a, 5, b, 2, 0.0, c, 2), 1);
  expect_call_error(&call, CAJIT_INVALID_ARGUMENT, "ldb=2, need >= 5");
  assert_int_equal(
      cajit_rt_gemm_f64(&call, 0, 0, 2, 3, 2, 1.0, a, 2, b, 3, 0.0, c, 2), 1);
  expect_call_error(&call, CAJIT_INVALID_ARGUMENT, "ldc=2, need >= 3");
  assert_int_equal(
      cajit_rt_gemm_f64(&call, 0, 0, -1, 2, 2, 1.0, a, 2, b, 2, 0.0, c, 2), 1);
  expect_call_error(&call, CAJIT_INVALID_ARGUMENT, "bad dims m=-1");
  assert_int_equal(cajit_rt_gemm_f64(&call, 0, 0, 1LL << 32, 2, 2, 1.0, a, 2, b,
                                     2, 0.0, c, 2),
                   1);
  expect_call_error(&call, CAJIT_INVALID_ARGUMENT, "bad dims");
}

static void test_gemm_batched(void **state) {
  (void)state;
  enum { B = 3, M = 2, NN = 3, K = 4 };
  double a[B * M * K], bm[B * K * NN], c[B * M * NN], want[B * M * NN];
  fill(a, B * M * K, 4);
  fill(bm, B * K * NN, 5);
  fill(c, B * M * NN, 6);
  memcpy(want, c, sizeof c);
  for (int i = 0; i < B; i++)
    ref_gemm(0, 1, M, NN, K, 1.0, a + i * M * K, K, bm + i * K * NN, K, 1.0,
             want + i * M * NN, NN);
  /* B stored n x k (trans_b) per batch */
  assert_int_equal(cajit_rt_gemm_batched_f64(NULL, B, 0, 1, M, NN, K, 1.0, a, K,
                                             M * K, bm, K, K * NN, 1.0, c, NN,
                                             M * NN),
                   0);
  for (int i = 0; i < B * M * NN; i++)
    assert_float_equal(c[i], want[i], 1e-12);
  float af[B * M * K], bf[B * K * NN], cf[B * M * NN];
  for (int i = 0; i < B * M * K; i++)
    af[i] = (float)a[i];
  for (int i = 0; i < B * K * NN; i++)
    bf[i] = (float)bm[i];
  /* stride 0 broadcasts one B over the batch */
  assert_int_equal(cajit_rt_gemm_batched_f32(NULL, B, 0, 1, M, NN, K, 1.0f, af,
                                             K, M * K, bf, K, 0, 0.0f, cf, NN,
                                             M * NN),
                   0);
  for (int i = 0; i < B; i++) {
    double ref[M * NN];
    ref_gemm(0, 1, M, NN, K, 1.0, a + i * M * K, K, bm, K, 0.0, ref, NN);
    for (int j = 0; j < M * NN; j++)
      assert_float_equal(cf[i * M * NN + j], ref[j], 1e-4);
  }
  cajit_call call = {0};
  assert_int_equal(cajit_rt_gemm_batched_f32(&call, -1, 0, 0, M, NN, K, 1.0f,
                                             af, K, 0, bf, NN, 0, 0.0f, cf, NN,
                                             0),
                   1);
  expect_call_error(&call, CAJIT_INVALID_ARGUMENT,
                    "gemm_batched_f32: bad batch=-1");
  assert_int_equal(cajit_rt_gemm_batched_f64(&call, 2, 0, 0, M, NN, K, 1.0, a,
                                             1, 0, bm, NN, 0, 0.0, c, NN, 0),
                   1);
  expect_call_error(&call, CAJIT_INVALID_ARGUMENT,
                    "gemm_batched_f64: lda=1, need >= 4");
}

/* The GEMM split over k (gemm_split.c): every block count, transpose and
 * padded leading dim gives the one-call product (beta != 0: block 0 keeps
 * C's term, the others add only theirs); the block count follows the
 * thread count and the least block. Without the beta == 0 for blocks > 0
 * (C's term added once per block) or with a wrong k offset into a
 * transposed operand, the sums differ. */
static void test_gemm_split(void **state) {
  (void)state;
  enum { M = 5, NN = 7, K = 37, PAD = 2 };
  for (int nb = 2; nb <= 5; nb++)
    for (int ta = 0; ta < 2; ta++)
      for (int tb = 0; tb < 2; tb++) {
        int lda = (ta ? M : K) + PAD, ldb = (tb ? K : NN) + PAD, ldc = NN + PAD;
        int rows_a = ta ? K : M, rows_b = tb ? NN : K;
        double a[(K + PAD) * (M + PAD)], b[(K + PAD) * (NN + PAD)];
        double c[M * (NN + PAD)], want[M * (NN + PAD)];
        fill(a, rows_a * lda, 7);
        fill(b, rows_b * ldb, 8);
        fill(c, M * ldc, 9);
        memcpy(want, c, sizeof c);
        ref_gemm(ta, tb, M, NN, K, 1.5, a, lda, b, ldb, 0.5, want, ldc);
        assert_int_equal(cajit_rt_gemm_split_f64(NULL, nb, ta, tb, M, NN, K,
                                                 1.5, a, lda, b, ldb, 0.5, c,
                                                 ldc),
                         0);
        for (int i = 0; i < M * ldc; i++)
          assert_float_equal(c[i], want[i], 1e-12);
      }
  assert_int_equal(cajit_rt_gemm_split_blocks(1, 8192, 2048), 1);
  assert_int_equal(cajit_rt_gemm_split_blocks(2, 8192, 2048), 2);
  assert_int_equal(cajit_rt_gemm_split_blocks(8, 8192, 2048), 4);
  assert_int_equal(cajit_rt_gemm_split_blocks(2, 4095, 2048), 1);
  /* a bad shape is the shim's error, not a crash */
  cajit_call call = {0};
  double a[4] = {0}, b[4] = {0}, c[4] = {0};
  assert_int_equal(cajit_rt_gemm_split_f64(&call, 2, 0, 0, 2, 2, 4, 1.0, a, 2,
                                           b, 2, 0.0, c, 2),
                   1);
  expect_call_error(&call, CAJIT_INVALID_ARGUMENT, "lda=2, need >= ");
}

/* ---- DLPack --------------------------------------------------------------
 */

static void test_dlpack(void **state) {
  (void)state;
  int64_t shape[3] = {2, 3, 4};
  DLManagedTensor *t = cajit_rt_dlpack_alloc(kDLFloat, 32, 3, shape);
  assert_non_null(t);
  DLTensor *d = &t->dl_tensor;
  assert_int_equal(d->ndim, 3);
  assert_int_equal(d->dtype.code, kDLFloat);
  assert_int_equal(d->dtype.bits, 32);
  assert_int_equal(d->dtype.lanes, 1);
  assert_int_equal(d->device.device_type, kDLCPU);
  assert_int_equal(d->byte_offset, 0);
  assert_true(aligned64(d->data));
  assert_int_equal(d->strides[0], 12);
  assert_int_equal(d->strides[1], 4);
  assert_int_equal(d->strides[2], 1);
  assert_int_equal(cajit_rt_dlpack_numel(d), 24);
  shape[0] = 99; /* the tensor has its own copy */
  assert_int_equal(d->shape[0], 2);
  for (int i = 0; i < 24; i++)
    ((float *)d->data)[i] = (float)i;
  cajit_rt_dlpack_release(t); /* frees data, shape, strides, itself */
  cajit_rt_dlpack_release(NULL);

  /* wrap with explicit strides (a transposed view) */
  double *buf = cajit_rt_buffer_alloc(6, 8);
  int64_t shape2[2] = {3, 2}, strides[2] = {1, 3};
  t = cajit_rt_dlpack_wrap(buf, kDLFloat, 64, 2, shape2, strides);
  assert_non_null(t);
  assert_ptr_equal(t->dl_tensor.data, buf);
  assert_int_equal(t->dl_tensor.strides[0], 1);
  assert_int_equal(t->dl_tensor.strides[1], 3);
  t->deleter(t);

  /* 0-d and empty tensors */
  t = cajit_rt_dlpack_alloc(kDLInt, 64, 0, NULL);
  assert_non_null(t);
  assert_int_equal(cajit_rt_dlpack_numel(&t->dl_tensor), 1);
  cajit_rt_dlpack_release(t);
  int64_t empty[2] = {0, 5};
  t = cajit_rt_dlpack_alloc(kDLFloat, 32, 2, empty);
  assert_non_null(t);
  assert_non_null(t->dl_tensor.data);
  assert_int_equal(cajit_rt_dlpack_numel(&t->dl_tensor), 0);
  cajit_rt_dlpack_release(t);

  /* bad arguments */
  int64_t neg[1] = {-1}, huge[2] = {INT64_MAX, 4};
  assert_null(cajit_rt_dlpack_alloc(kDLFloat, 32, 1, neg));
  assert_null(cajit_rt_dlpack_alloc(kDLFloat, 32, 2, huge));
  assert_null(cajit_rt_dlpack_alloc(kDLFloat, 12, 1, shape2));
  assert_null(cajit_rt_dlpack_alloc(kDLFloat, 32, -1, shape2));
  assert_null(cajit_rt_dlpack_alloc(kDLFloat, 32, 65, shape2));
  assert_null(cajit_rt_dlpack_wrap(NULL, kDLFloat, 32, 1, shape2, NULL));
  buf = cajit_rt_buffer_alloc(1, 8);
  assert_null(cajit_rt_dlpack_wrap(buf, kDLFloat, 32, 1, neg, NULL));
  cajit_rt_buffer_free(buf); /* still the caller's on failure */

  /* out of memory at each allocation */
  for (long n = 0; n < 2; n++) {
    cajit_alloc_fail_after(n);
    assert_null(cajit_rt_dlpack_alloc(kDLFloat, 32, 3, shape));
    cajit_alloc_fail_after(-1);
  }
}

/* ---- host calls ----------------------------------------------------------
 */

typedef struct host_log {
  int calls;
  cajit_host_request last;
  char args_text[256];
  bool fail;      /* return an error */
  bool leave_one; /* store a result before failing */
  /* called during the callback (request memory is valid only then) */
  void (*inspect)(const cajit_host_request *req);
} host_log;

static DLManagedTensor *scalar_tensor(float v) {
  DLManagedTensor *t = cajit_rt_dlpack_alloc(kDLFloat, 32, 0, NULL);
  if (t) *(float *)t->dl_tensor.data = v;
  return t;
}

static cajit_status recording_callback(void *user,
                                       const cajit_host_request *req) {
  host_log *log = user;
  log->calls++;
  log->last = *req;
  log->args_text[0] = '\0';
  if (req->arg_count) {
    char *text;
    CAJIT_RETURN_IF_ERROR(
        cajit_host_values_format(req->args, req->arg_count, &text));
    snprintf(log->args_text, sizeof log->args_text, "%s", text);
    cajit_free(text);
  }
  if (log->inspect) log->inspect(req);
  if (log->leave_one && req->result_count) req->results[0] = scalar_tensor(1);
  if (log->fail)
    return cajit_status_make(CAJIT_HOST_ERROR, "hook raised ValueError: %s",
                             "bad grad");
  for (int32_t i = 0; i < req->result_count; i++) {
    /* result i = sum of the first element of each input + i */
    float v = (float)i;
    for (int32_t k = 0; k < req->input_count; k++)
      if (req->inputs[k]) v += *(float *)req->inputs[k]->data;
    req->results[i] = scalar_tensor(v);
    if (!req->results[i])
      return cajit_status_make(CAJIT_OUT_OF_MEMORY, "callback: no memory");
  }
  return CAJIT_OK_STATUS;
}

static cajit_host make_host(host_log *log) {
  cajit_host h = {0};
  h.user = log;
  h.tensor_pre_hook = h.pre_hook = h.post_hook = h.post_acc_grad_hook =
      h.backward = h.accumulate_grad = h.final_callbacks = h.fallback =
          recording_callback;
  return h;
}

static float one = 1.0f, two = 2.0f, four = 4.0f;
static int64_t no_shape[1];
static DLTensor tensor_of(float *v) {
  DLTensor t = {.data = v,
                .device = {kDLCPU, 0},
                .ndim = 0,
                .dtype = {kDLFloat, 32, 1},
                .shape = no_shape,
                .strides = NULL,
                .byte_offset = 0};
  return t;
}

static void test_host_call_good(void **state) {
  (void)state;
  host_log log = {0};
  cajit_host host = make_host(&log);
  int h0 = 10, h1 = 11;
  void *hooks[2] = {&h0, &h1};
  cajit_call call = {.hooks = hooks, .hooks_count = 2, .host = &host};
  DLTensor a = tensor_of(&one), b = tensor_of(&two), c = tensor_of(&four);
  DLTensor *args[3] = {&a, &b, &c};
  DLManagedTensor *results[2] = {(DLManagedTensor *)1, (DLManagedTensor *)1};
  cajit_rt_host_site site = {.kind = CAJIT_HOST_POST_HOOK,
                             .hook = 1,
                             .arg_count = 3,
                             .arg_split = 2,
                             .result_count = 2,
                             .where = "%5 = host.post_hook"};
  assert_int_equal(
      cajit_rt_host_call(&call, &site, args, results, NULL, NULL, NULL), 0);
  assert_null(call.status);
  assert_int_equal(log.calls, 1);
  assert_int_equal(log.last.kind, CAJIT_HOST_POST_HOOK);
  assert_int_equal(log.last.hook_index, 1);
  assert_ptr_equal(log.last.hook, &h1);
  assert_int_equal(log.last.input_count, 3);
  assert_int_equal(log.last.input_split, 2);
  assert_string_equal(log.last.where, "%5 = host.post_hook");
  assert_null(log.last.op_name);
  assert_float_equal(*(float *)results[0]->dl_tensor.data, 7.0f, 0);
  assert_float_equal(*(float *)results[1]->dl_tensor.data, 8.0f, 0);
  for (int i = 0; i < 2; i++)
    cajit_rt_dlpack_release(results[i]);

  /* accumulate_grad: no hook, flags delivered, no results */
  cajit_rt_host_site acc = {.kind = CAJIT_HOST_ACCUMULATE_GRAD,
                            .hook = -1,
                            .arg_count = 2,
                            .arg_split = 2,
                            .flags = CAJIT_HOST_HAS_POST_HOOKS};
  assert_int_equal(
      cajit_rt_host_call(&call, &acc, args, NULL, NULL, NULL, NULL), 0);
  assert_int_equal(log.last.kind, CAJIT_HOST_ACCUMULATE_GRAD);
  assert_int_equal(log.last.flags, CAJIT_HOST_HAS_POST_HOOKS);
  assert_null(log.last.hook);
  /* final callbacks, nothing at all */
  cajit_rt_host_site fin = {.kind = CAJIT_HOST_FINAL_CALLBACKS, .hook = -1};
  assert_int_equal(
      cajit_rt_host_call(&call, &fin, NULL, NULL, NULL, NULL, NULL), 0);
  assert_int_equal(log.calls, 3);
  /* a none tensor argument reaches the callback as NULL */
  DLTensor *with_none[2] = {NULL, &b};
  DLManagedTensor *r1[1];
  cajit_rt_host_site pre = {.kind = CAJIT_HOST_PRE_HOOK,
                            .hook = 0,
                            .arg_count = 2,
                            .arg_split = 2,
                            .result_count = 1};
  assert_int_equal(
      cajit_rt_host_call(&call, &pre, with_none, r1, NULL, NULL, NULL), 0);
  assert_float_equal(*(float *)r1[0]->dl_tensor.data, 2.0f, 0);
  cajit_rt_dlpack_release(r1[0]);
  assert_string_equal(cajit_host_op_kind_name(CAJIT_HOST_BACKWARD), "backward");
  assert_string_equal(cajit_host_op_kind_name(42), "?");
  assert_null(cajit_host_callback(&host, 42));
  assert_null(cajit_host_callback(NULL, CAJIT_HOST_PRE_HOOK));
}

static void test_host_call_errors(void **state) {
  (void)state;
  host_log log = {0};
  cajit_host host = make_host(&log);
  void *hooks[2] = {NULL, NULL};
  cajit_call call = {.hooks = hooks, .hooks_count = 2, .host = &host};
  DLTensor a = tensor_of(&one);
  DLTensor *args[1] = {&a};
  DLManagedTensor *results[1];

  /* hook index out of range: rejected before any callback */
  cajit_rt_host_site site = {.kind = CAJIT_HOST_TENSOR_PRE_HOOK,
                             .hook = 3,
                             .arg_count = 1,
                             .arg_split = 1,
                             .result_count = 1,
                             .where = "%4 = host.tensor_pre_hook"};
  assert_int_equal(
      cajit_rt_host_call(&call, &site, args, results, NULL, NULL, NULL), 1);
  assert_null(results[0]);
  assert_int_equal(log.calls, 0);
  expect_call_error(&call, CAJIT_INVALID_ARGUMENT,
                    "host call tensor_pre_hook (hook 3) at %4 = "
                    "host.tensor_pre_hook: hook index 3 out of range: the "
                    "call has 2 hooks");
  /* a hook kind without an index, bad kinds and counts: codegen bugs */
  site.hook = -1;
  assert_int_equal(
      cajit_rt_host_call(&call, &site, args, results, NULL, NULL, NULL), 1);
  expect_call_error(&call, CAJIT_INTERNAL,
                    "tensor_pre_hook without a hook index");
  site.hook = 0;
  site.kind = 99;
  cajit_rt_host_call(&call, &site, args, results, NULL, NULL, NULL);
  expect_call_error(&call, CAJIT_INTERNAL, "invalid host op kind 99");
  site.kind = CAJIT_HOST_TENSOR_PRE_HOOK;
  site.arg_split = 5;
  cajit_rt_host_call(&call, &site, args, results, NULL, NULL, NULL);
  expect_call_error(&call, CAJIT_INTERNAL, "invalid site counts");
  site.arg_split = 1;

  /* the callback's error propagates with the node; results released */
  log.fail = true;
  log.leave_one = true;
  site.hook = 1;
  assert_int_equal(
      cajit_rt_host_call(&call, &site, args, results, NULL, NULL, NULL), 1);
  assert_int_equal(log.calls, 1);
  assert_null(results[0]); /* released (LeakSanitizer checks the free) */
  expect_call_error(&call, CAJIT_HOST_ERROR,
                    "host call tensor_pre_hook (hook 1) at %4 = "
                    "host.tensor_pre_hook: hook raised ValueError: bad grad");
  /* the first error of a call wins */
  call.status = cajit_status_make(CAJIT_GUARD_FAILED, "earlier");
  cajit_rt_host_call(&call, &site, args, results, NULL, NULL, NULL);
  expect_call_error(&call, CAJIT_GUARD_FAILED, "earlier");
  log.fail = log.leave_one = false;

  /* no host, or no callback for the kind */
  call.host = NULL;
  cajit_rt_host_call(&call, &site, args, results, NULL, NULL, NULL);
  expect_call_error(&call, CAJIT_HOST_ERROR,
                    "the graph calls the host but no host was given");
  cajit_host partial = {.user = &log};
  call.host = &partial;
  cajit_rt_host_call(&call, &site, args, results, NULL, NULL, NULL);
  expect_call_error(&call, CAJIT_HOST_ERROR,
                    "the host has no tensor_pre_hook callback");
  /* arrays the site needs but the JIT did not pass */
  cajit_rt_host_call(&call, &site, NULL, results, NULL, NULL, NULL);
  expect_call_error(&call, CAJIT_INTERNAL,
                    "NULL argument, result, int or float array");
  cajit_call no_hooks = {.hooks_count = 2, .host = &host};
  cajit_rt_host_call(&no_hooks, &site, args, results, NULL, NULL, NULL);
  expect_call_error(&no_hooks, CAJIT_INVALID_ARGUMENT,
                    "hook 1 referenced but the call has no hooks");
  /* fallback without an op name */
  call.host = &host;
  cajit_rt_host_site fb = {.kind = CAJIT_HOST_FALLBACK, .hook = -1};
  cajit_rt_host_call(&call, &fb, NULL, NULL, NULL, NULL, NULL);
  expect_call_error(&call, CAJIT_INTERNAL, "fallback without an op name");
  assert_int_equal(cajit_rt_host_call(NULL, &fb, NULL, NULL, NULL, NULL, NULL),
                   1);
}

static void inspect_weird_args(const cajit_host_request *req) {
  assert_string_equal(req->op_name, "aten.weird_op.default");
  assert_int_equal(req->arg_count, 14);
  const cajit_host_value *v = req->args;
  assert_int_equal(v[0].kind, CAJIT_HOST_VALUE_TENSOR);
  assert_int_equal(v[0].u.tensor, 0);
  assert_int_equal(v[1].kind, CAJIT_HOST_VALUE_LIST);
  assert_int_equal(v[1].u.list.count, 3);
  assert_int_equal(v[1].u.list.items[0].u.i, 64);
  assert_int_equal(v[1].u.list.items[2].u.i, -7);
  assert_int_equal(v[2].kind, CAJIT_HOST_VALUE_FLOAT);
  assert_float_equal(v[2].u.f, 0.25, 0);
  assert_float_equal(v[3].u.f, -1500.0, 0);
  assert_string_equal(v[4].u.s, "ta\"nh\n");
  assert_int_equal(v[5].kind, CAJIT_HOST_VALUE_NONE);
  assert_true(v[6].u.b);
  assert_false(v[7].u.b);
  assert_int_equal(v[8].u.list.count, 0);
  assert_string_equal(v[10].name, "dim");
  assert_int_equal(v[10].u.i, -1);
  assert_int_equal(v[11].kind, CAJIT_HOST_VALUE_WORD);
  assert_string_equal(v[11].u.s, "f32");
  assert_null(v[9].name);
}

static void test_fallback_args(void **state) {
  (void)state;
  host_log log = {.inspect = inspect_weird_args};
  cajit_host host = make_host(&log);
  cajit_call call = {.host = &host};
  DLTensor a = tensor_of(&one), b = tensor_of(&two);
  DLTensor *args[2] = {&a, &b};
  DLManagedTensor *results[1];
  int64_t ints[2] = {64, -7};
  double floats[1] = {0.25};
  cajit_rt_host_site site = {
      .kind = CAJIT_HOST_FALLBACK,
      .hook = -1,
      .arg_count = 2,
      .arg_split = 2,
      .result_count = 1,
      .int_count = 2,
      .float_count = 1,
      .op_name = "aten.weird_op.default",
      .args_desc = " $t0 , [$i0, 3, $i1], $f0, -1.5e3, \"ta\\\"nh\\n\", none, "
                   "true, false, [], $t1, dim=-1, dtype=f32, "
                   "limits=[inf, -inf], w=[[1], [$t0, none]]",
      .where = "%9 = aten.weird_op.default"};
  assert_int_equal(
      cajit_rt_host_call(&call, &site, args, results, ints, floats, NULL), 0);
  cajit_rt_dlpack_release(results[0]);
  log.inspect = NULL;
  /* the printed form, kept by the callback */
  assert_string_equal(log.args_text,
                      "$t0, [64, 3, -7], 0.25, -1500.0, \"ta\\\"nh\\n\", "
                      "none, true, false, [], $t1, dim=-1, dtype=f32, "
                      "limits=[inf, -inf], w=[[1], [$t0, none]]");

  /* malformed descriptions: internal errors naming the column */
  static const struct {
    const char *desc, *msg;
  } bad[] = {
      {"$t2", "$t2 with 2 available"},
      {"$i9", "$i9 with 2 available"},
      {"$x1", "expected $t, $i or $f"},
      {"$t", "expected $t, $i or $f"},
      {"\"abc", "unterminated string"},
      {"\"a\\q\"", "bad escape"},
      {"[1, 2", "expected ',' or ']'"},
      {"1 2", "expected ',' between arguments"},
      {"1,", "expected an argument after ','"},
      {"12abc", "junk after number"},
      {"99999999999999999999", "int out of range"},
      {"1.2.3", "malformed float"},
      {"-x", "expected a value"},
      {"@", "expected a value"},
      {"[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]"
       "]",
       "nested too deeply"},
  };
  for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
    site.args_desc = bad[i].desc;
    int calls = log.calls;
    assert_int_equal(
        cajit_rt_host_call(&call, &site, args, results, ints, floats, NULL), 1);
    assert_int_equal(log.calls, calls);
    cajit_status s = call.status;
    call.status = NULL;
    if (!strstr(cajit_status_message(s), bad[i].msg) ||
        !strstr(cajit_status_message(s), "column") ||
        cajit_status_code_of(s) != CAJIT_INTERNAL)
      fail_msg("%s: %s", bad[i].desc, cajit_status_message(s));
    cajit_status_free(s);
  }
  /* an empty description is no arguments */
  site.args_desc = "  ";
  assert_int_equal(
      cajit_rt_host_call(&call, &site, args, results, ints, floats, NULL), 0);
  assert_int_equal(log.last.arg_count, 0);
  cajit_rt_dlpack_release(results[0]);
}

/* Allocation failures while decoding: each one reported, nothing leaked. */
static void test_fallback_args_oom(void **state) {
  (void)state;
  const char *desc = "$t0, [1, [2, 3]], \"str\", k=v, [$i0]";
  int64_t ints[1] = {5};
  bool saw_ok = false;
  for (long n = 0; n < 40 && !saw_ok; n++) {
    cajit_arena *arena = NULL;
    cajit_alloc_fail_after(n);
    arena = cajit_arena_create();
    cajit_status s = arena ? CAJIT_OK_STATUS
                           : cajit_status_make(CAJIT_OUT_OF_MEMORY, "arena");
    cajit_host_value *values;
    int32_t count;
    if (!s)
      s = cajit_rt_host_args_decode(desc, arena, 1, ints, 1, NULL, 0, &values,
                                    &count);
    cajit_alloc_fail_after(-1);
    if (s) {
      assert_int_equal(cajit_status_code_of(s), CAJIT_OUT_OF_MEMORY);
      cajit_status_free(s);
    } else {
      assert_int_equal(count, 5);
      saw_ok = true;
    }
    cajit_arena_destroy(arena);
  }
  assert_true(saw_ok);
}

/* "t,I,s,T->t": 1 + sum of the ints + number of tensors */
static cajit_status native_oom_probe(const DLTensor *a, const int64_t *ints,
                                     int64_t n_ints, const char *s,
                                     DLTensor *const *ts, int64_t n_ts,
                                     DLManagedTensor **out) {
  (void)a;
  (void)s;
  (void)ts;
  float v = 1.0f + (float)n_ts;
  for (int64_t i = 0; i < n_ints; i++)
    v += (float)ints[i];
  *out = scalar_tensor(v - 1.0f);
  return *out ? CAJIT_OK_STATUS
              : cajit_status_make(CAJIT_OUT_OF_MEMORY, "probe: no memory");
}

/* Allocation failures inside a fallback host call (arena, decoding, ffi
 * scratch): each one is the call's status, nothing is leaked, results stay
 * NULL. */
/* Runs the host call with an allocation failure injected after 0, 1, 2,
 * ... allocations until one succeeds (each failure is out of memory and
 * leaves no result); the successful call's result stays in results[0]. */
static void host_call_through_oom(cajit_call *call,
                                  const cajit_rt_host_site *site,
                                  DLTensor **args, DLManagedTensor **results) {
  for (long n = 0; n < 40; n++) {
    cajit_alloc_fail_after(n);
    int32_t rc =
        cajit_rt_host_call(call, site, args, results, NULL, NULL, NULL);
    cajit_alloc_fail_after(-1);
    if (!rc) return;
    assert_null(results[0]);
    expect_call_error(call, CAJIT_OUT_OF_MEMORY, "");
  }
  fail_msg("the host call failed with 40 allocations allowed");
}

static void test_host_call_oom(void **state) {
  (void)state;
  host_log log = {0};
  cajit_host host = make_host(&log);
  cajit_call call = {.host = &host};
  DLTensor a = tensor_of(&one);
  DLTensor *args[1] = {&a};
  DLManagedTensor *results[1];
  cajit_rt_host_site site = {.kind = CAJIT_HOST_FALLBACK,
                             .hook = -1,
                             .arg_count = 1,
                             .arg_split = 1,
                             .result_count = 1,
                             .op_name = "x.y",
                             .args_desc = "$t0, [1, 2], \"s\", k=[[3]]"};
  host_call_through_oom(&call, &site, args, results);
  cajit_rt_dlpack_release(results[0]);

  /* the same through a typed native function */
  cajit_host_ffi *ffi;
  ASSERT_OK(cajit_host_ffi_create(&ffi));
  ASSERT_OK(cajit_host_ffi_register(ffi, "x.y", "t,I,s,T->t",
                                    (cajit_host_native_fn)native_oom_probe));
  host.ffi = ffi;
  site.args_desc = "$t0, [1, 2], \"s\", [$t0, none]";
  host_call_through_oom(&call, &site, args, results);
  assert_float_equal(*(float *)results[0]->dl_tensor.data, 5.0f, 0);
  cajit_rt_dlpack_release(results[0]);
  assert_int_equal(log.calls > 0, 1);
  cajit_host_ffi_destroy(ffi);
}

/* ---- libffi typed native functions --------------------------------------
 */

static int native_calls;

/* "t,f,i->t": out = a * alpha + dim */
static cajit_status native_scale(const DLTensor *a, double alpha, int64_t dim,
                                 DLManagedTensor **out) {
  native_calls++;
  *out = scalar_tensor((float)(*(float *)a->data * alpha + (double)dim));
  return *out ? CAJIT_OK_STATUS
              : cajit_status_make(CAJIT_OUT_OF_MEMORY, "native: no memory");
}

/* "I F T s b t ->t t": sums everything into two results */
static cajit_status native_lists(const int64_t *ints, int64_t n_ints,
                                 const double *fl, int64_t n_fl,
                                 DLTensor *const *ts, int64_t n_ts,
                                 const char *mode, bool flag,
                                 const DLTensor *maybe, DLManagedTensor **o1,
                                 DLManagedTensor **o2) {
  native_calls++;
  double acc = 0;
  for (int64_t i = 0; i < n_ints; i++)
    acc += (double)ints[i];
  for (int64_t i = 0; i < n_fl; i++)
    acc += fl[i];
  for (int64_t i = 0; i < n_ts; i++)
    if (ts[i]) acc += *(float *)ts[i]->data;
  if (strcmp(mode, "sum") || !flag || maybe)
    return cajit_status_make(CAJIT_HOST_ERROR, "native_lists: bad mode %s",
                             mode);
  *o1 = scalar_tensor((float)acc);
  *o2 = NULL; /* a none result */
  return CAJIT_OK_STATUS;
}

static cajit_status native_fails(const DLTensor *a, DLManagedTensor **out) {
  (void)a;
  *out = scalar_tensor(0); /* stored, then the call fails: must be freed */
  return cajit_status_make(CAJIT_HOST_ERROR, "native op refused");
}

static void test_ffi_calls(void **state) {
  (void)state;
  cajit_host_ffi *ffi;
  ASSERT_OK(cajit_host_ffi_create(&ffi));
  ASSERT_OK(cajit_host_ffi_register(ffi, "my.scale", "t,f,i->t",
                                    (cajit_host_native_fn)native_scale));
  ASSERT_OK(cajit_host_ffi_register(ffi, "my.lists", "IFTsbt->tt",
                                    (cajit_host_native_fn)native_lists));
  ASSERT_OK(cajit_host_ffi_register(ffi, "my.fails", "t -> t",
                                    (cajit_host_native_fn)native_fails));
  assert_true(cajit_host_ffi_has(ffi, "my.scale"));
  assert_false(cajit_host_ffi_has(ffi, "my.other"));
  assert_false(cajit_host_ffi_has(NULL, "my.scale"));

  host_log log = {0};
  cajit_host host = make_host(&log);
  host.ffi = ffi;
  cajit_call call = {.host = &host};
  DLTensor a = tensor_of(&two), b = tensor_of(&four);
  DLTensor *args[2] = {&a, &b};
  DLManagedTensor *results[2];
  int64_t ints[1] = {3};
  native_calls = 0;

  /* an int where a float is expected converts; $i slots fill C ints */
  cajit_rt_host_site site = {.kind = CAJIT_HOST_FALLBACK,
                             .hook = -1,
                             .arg_count = 1,
                             .arg_split = 1,
                             .result_count = 1,
                             .int_count = 1,
                             .op_name = "my.scale",
                             .args_desc = "$t0, 2, $i0",
                             .where = "%3 = my.scale"};
  assert_int_equal(
      cajit_rt_host_call(&call, &site, args, results, ints, NULL, NULL), 0);
  assert_int_equal(native_calls, 1);
  assert_int_equal(log.calls, 0); /* the generic callback was not used */
  assert_float_equal(*(float *)results[0]->dl_tensor.data, 7.0f, 0);
  cajit_rt_dlpack_release(results[0]);
  ASSERT_OK(cajit_rt_host_site_check(&site, &host, 0));

  cajit_rt_host_site lists = {
      .kind = CAJIT_HOST_FALLBACK,
      .hook = -1,
      .arg_count = 2,
      .arg_split = 2,
      .result_count = 2,
      .op_name = "my.lists",
      .args_desc = "[1, 2], [0.5, 1], [$t0, none, $t1], mode=\"sum\", true, "
                   "none"};
  assert_int_equal(
      cajit_rt_host_call(&call, &lists, args, results, NULL, NULL, NULL), 0);
  assert_float_equal(*(float *)results[0]->dl_tensor.data, 10.5f, 0);
  assert_null(results[1]);
  cajit_rt_dlpack_release(results[0]);
  /* empty lists are fine */
  lists.args_desc = "[], [], [], sum, true, none";
  assert_int_equal(
      cajit_rt_host_call(&call, &lists, args, results, NULL, NULL, NULL), 0);
  assert_float_equal(*(float *)results[0]->dl_tensor.data, 0.0f, 0);
  cajit_rt_dlpack_release(results[0]);

  /* mismatches between the graph and the signature */
  site.args_desc = "$t0, 2.5";
  cajit_rt_host_call(&call, &site, args, results, ints, NULL, NULL);
  expect_call_error(&call, CAJIT_INVALID_ARGUMENT,
                    "host call fallback my.scale at %3 = my.scale: native "
                    "fallback my.scale (signature tfi): takes 3 arguments and "
                    "1 results, the graph passes 2 and expects 1");
  site.args_desc = "$t0, 2.5, dim=1.5";
  cajit_rt_host_call(&call, &site, args, results, ints, NULL, NULL);
  expect_call_error(&call, CAJIT_INVALID_ARGUMENT,
                    "argument 2 (dim) is a float, expected 'i'");
  expect_error(cajit_rt_host_site_check(&site, &host, 0),
               CAJIT_INVALID_ARGUMENT, "argument 2 (dim) is a float");
  lists.args_desc = "[1, 2.5], [], [], sum, true, none";
  cajit_rt_host_call(&call, &lists, args, results, NULL, NULL, NULL);
  expect_call_error(&call, CAJIT_INVALID_ARGUMENT,
                    "argument 0 is a list holding float, expected 'I'");
  lists.args_desc = "1, [], [], sum, true, none";
  cajit_rt_host_call(&call, &lists, args, results, NULL, NULL, NULL);
  expect_call_error(&call, CAJIT_INVALID_ARGUMENT,
                    "argument 0 is a int, expected 'I'");
  assert_int_equal(native_calls, 3);

  /* the native function's own error propagates, its result is freed */
  cajit_rt_host_site fails = {.kind = CAJIT_HOST_FALLBACK,
                              .hook = -1,
                              .arg_count = 1,
                              .arg_split = 1,
                              .result_count = 1,
                              .op_name = "my.fails",
                              .args_desc = "$t0"};
  assert_int_equal(
      cajit_rt_host_call(&call, &fails, args, results, NULL, NULL, NULL), 1);
  assert_null(results[0]);
  expect_call_error(&call, CAJIT_HOST_ERROR,
                    "host call fallback my.fails at ?: native op refused");

  /* an op without a native function goes to the generic fallback */
  cajit_rt_host_site other = fails;
  other.op_name = "my.other";
  assert_int_equal(
      cajit_rt_host_call(&call, &other, args, results, NULL, NULL, NULL), 0);
  assert_int_equal(log.calls, 1);
  cajit_rt_dlpack_release(results[0]);
  ASSERT_OK(cajit_rt_host_site_check(&other, &host, -1));
  host.fallback = NULL;
  expect_error(cajit_rt_host_site_check(&other, &host, -1), CAJIT_HOST_ERROR,
               "the host has no fallback callback");
  other.args_desc = "$t5";
  host.fallback = recording_callback;
  expect_error(cajit_rt_host_site_check(&other, &host, -1), CAJIT_INTERNAL,
               "$t5 with 1 available");
  cajit_rt_host_site hook_site = {.kind = CAJIT_HOST_POST_ACC_GRAD_HOOK,
                                  .hook = 4};
  expect_error(cajit_rt_host_site_check(&hook_site, &host, 2),
               CAJIT_INVALID_ARGUMENT, "hook index 4 out of range");
  ASSERT_OK(cajit_rt_host_site_check(&hook_site, &host, -1));
  cajit_host_ffi_destroy(ffi);
  cajit_host_ffi_destroy(NULL);
}

static void test_ffi_register_errors(void **state) {
  (void)state;
  cajit_host_ffi *ffi;
  ASSERT_OK(cajit_host_ffi_create(&ffi));
  cajit_host_native_fn fn = (cajit_host_native_fn)native_scale;
  expect_error(cajit_host_ffi_register(ffi, "a", "tfi", fn),
               CAJIT_INVALID_ARGUMENT,
               "host ffi a: signature \"tfi\" has no '->'");
  expect_error(cajit_host_ffi_register(ffi, "a", "tqi->t", fn),
               CAJIT_INVALID_ARGUMENT, "unknown code 'q' at 1");
  expect_error(cajit_host_ffi_register(ffi, "a", "t->i", fn),
               CAJIT_INVALID_ARGUMENT, "results must be 't', found 'i'");
  expect_error(cajit_host_ffi_register(ffi, NULL, "t->t", fn),
               CAJIT_INVALID_ARGUMENT, "NULL argument");
  expect_error(cajit_host_ffi_register(ffi, "a", "t->t", NULL),
               CAJIT_INVALID_ARGUMENT, "NULL argument");
  ASSERT_OK(cajit_host_ffi_register(ffi, "a", "->", fn)); /* no params */
  expect_error(cajit_host_ffi_register(ffi, "a", "t->t", fn),
               CAJIT_INVALID_ARGUMENT, "host ffi: a registered twice");
  /* every allocation of a registration failing in turn */
  bool saw_ok = false;
  for (long n = 0; n < 20 && !saw_ok; n++) {
    cajit_alloc_fail_after(n);
    cajit_status s = cajit_host_ffi_register(ffi, "b", "tIF->tt", fn);
    cajit_alloc_fail_after(-1);
    if (s)
      expect_error(s, CAJIT_OUT_OF_MEMORY, "host ffi: out of memory");
    else
      saw_ok = true;
  }
  assert_true(saw_ok);
  assert_true(cajit_host_ffi_has(ffi, "b"));
  cajit_host_ffi_destroy(ffi);
  cajit_alloc_fail_after(0);
  expect_error(cajit_host_ffi_create(&ffi), CAJIT_OUT_OF_MEMORY,
               "out of memory");
  cajit_alloc_fail_after(-1);
}

static void test_values_format(void **state) {
  (void)state;
  cajit_host_value items[2] = {{.kind = CAJIT_HOST_VALUE_FLOAT, .u.f = 2.0},
                               {.kind = CAJIT_HOST_VALUE_FLOAT, .u.f = NAN}};
  cajit_host_value v[3] = {
      {.kind = CAJIT_HOST_VALUE_LIST, .u.list = {items, 2}},
      {.kind = CAJIT_HOST_VALUE_STRING, .name = "s", .u.s = "a\tb"},
      {.kind = CAJIT_HOST_VALUE_INT, .u.i = INT64_MIN}};
  char *text;
  ASSERT_OK(cajit_host_values_format(v, 3, &text));
  assert_string_equal(text, "[2.0, nan], s=\"a\\tb\", -9223372036854775808");
  cajit_free(text);
  ASSERT_OK(cajit_host_values_format(NULL, 0, &text));
  assert_string_equal(text, "");
  cajit_free(text);
  cajit_alloc_fail_after(0);
  expect_error(cajit_host_values_format(v, 3, &text), CAJIT_OUT_OF_MEMORY,
               "out of memory");
  cajit_alloc_fail_after(-1);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_buffers),
      cmocka_unit_test(test_arena),
      cmocka_unit_test(test_arena_oom),
      cmocka_unit_test(test_fail),
      cmocka_unit_test(test_gemm_f64_f32),
      cmocka_unit_test(test_gemm_edges),
      cmocka_unit_test(test_gemm_batched),
      cmocka_unit_test(test_gemm_split),
      cmocka_unit_test(test_dlpack),
      cmocka_unit_test(test_host_call_good),
      cmocka_unit_test(test_host_call_errors),
      cmocka_unit_test(test_fallback_args),
      cmocka_unit_test(test_fallback_args_oom),
      cmocka_unit_test(test_host_call_oom),
      cmocka_unit_test(test_ffi_calls),
      cmocka_unit_test(test_ffi_register_errors),
      cmocka_unit_test(test_values_format),
      cmocka_unit_test(test_check_inputs),
      cmocka_unit_test(test_check_sym_eqs),
      cmocka_unit_test(test_check_dims),
      cmocka_unit_test(test_bind_symbols),
      cmocka_unit_test(test_check_open_strides),
      cmocka_unit_test(test_bind_planned),
      cmocka_unit_test(test_alloc_tensors),
      cmocka_unit_test(test_view_tensor),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
