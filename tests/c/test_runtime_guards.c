/* Tests for the table-driven entry guards of lib/runtime (guards.h): input
 * checks, symbol binding and equalities, dims, open strides, planned
 * bindings, tensor allocation and views. */
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

#include "cajit/runtime.h"
#include "runtime/rt.h"
#include "support/alloc.h"
#include "test_status.h"

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

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_check_inputs),
      cmocka_unit_test(test_check_sym_eqs),
      cmocka_unit_test(test_bind_symbols),
      cmocka_unit_test(test_check_open_strides),
      cmocka_unit_test(test_bind_planned),
      cmocka_unit_test(test_alloc_tensors),
      cmocka_unit_test(test_view_tensor),
      cmocka_unit_test(test_check_dims),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
