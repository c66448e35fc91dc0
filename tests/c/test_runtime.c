/* Tests for lib/runtime's basics: buffers and the per-call arena (with
 * allocation failure injection), the first-error-wins failure record of a
 * call (fail.h) and DLPack export. The entry guards, the GEMM shim and host
 * calls have their own files (test_runtime_guards.c, test_runtime_gemm.c,
 * test_runtime_host_call.c). */
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
#include "call_status.h"
#include "runtime/rt.h"
#include "support/alloc.h"
#include "support/arena.h"
#include "test_status.h"

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

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_buffers),   cmocka_unit_test(test_arena),
      cmocka_unit_test(test_arena_oom), cmocka_unit_test(test_fail),
      cmocka_unit_test(test_dlpack),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
