/* The cache of large freed output buffers (runtime/block_cache.h): a freed
 * big buffer comes back to the next request it fits, small ones and
 * over-large ones do not, the byte limit holds, and 0 turns it off. */
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
/* cmocka must come after the headers above */
#include <cmocka.h>
#include <string.h>

#include "runtime/block_cache.h"
#include "runtime/buffer.h"

static const int64_t MiB = (int64_t)1 << 20;

static int setup(void **state) {
  (void)state;
  cajit_rt_block_cache_set_limit(256 * MiB);
  cajit_rt_block_cache_clear();
  return 0;
}

static void test_big_buffer_comes_back(void **state) {
  (void)state;
  char *a = cajit_rt_buffer_alloc(64 * MiB, 1);
  assert_non_null(a);
  memset(a, 1, (size_t)(64 * MiB));
  cajit_rt_buffer_free(a);
  assert_int_equal(cajit_rt_block_cache_bytes(), 64 * MiB);
  /* the same size, and a bit smaller, reuse the block */
  char *b = cajit_rt_buffer_alloc(60 * MiB, 1);
  assert_ptr_equal(a, b);
  assert_int_equal((uintptr_t)b % CAJIT_RT_ALIGN, 0);
  assert_int_equal(cajit_rt_block_cache_bytes(), 0);
  b[60 * MiB - 1] = 2; /* ASan: the whole request is addressable */
  cajit_rt_buffer_free(b);
  /* its capacity is still the original one: a 64 MiB request fits */
  char *c = cajit_rt_buffer_alloc(64 * MiB, 1);
  assert_ptr_equal(a, c);
  cajit_rt_buffer_free(c);
  cajit_rt_block_cache_clear();
  assert_int_equal(cajit_rt_block_cache_bytes(), 0);
}

static void test_small_and_mismatched_requests(void **state) {
  (void)state;
  void *small = cajit_rt_buffer_alloc(CAJIT_RT_BLOCK_CACHE_MIN - 1, 1);
  cajit_rt_buffer_free(small);
  assert_int_equal(cajit_rt_block_cache_bytes(), 0); /* malloc reuses those */
  void *grad = cajit_rt_buffer_alloc(4 * MiB, 1);    /* a 1024x1024 f32 grad */
  cajit_rt_buffer_free(grad);
  assert_int_equal(cajit_rt_block_cache_bytes(), 4 * MiB);
  assert_ptr_equal(cajit_rt_buffer_alloc(4 * MiB, 1), grad);
  cajit_rt_buffer_free(grad);
  cajit_rt_block_cache_clear();
  void *big = cajit_rt_buffer_alloc(128 * MiB, 1);
  cajit_rt_buffer_free(big);
  assert_int_equal(cajit_rt_block_cache_bytes(), 128 * MiB);
  /* more than twice too big for 40 MiB: not handed out */
  void *other = cajit_rt_buffer_alloc(40 * MiB, 1);
  assert_ptr_not_equal(other, big);
  assert_int_equal(cajit_rt_block_cache_bytes(), 128 * MiB);
  cajit_rt_buffer_free(other);
  cajit_rt_block_cache_clear();
}

static void test_limit_and_off(void **state) {
  (void)state;
  cajit_rt_block_cache_set_limit(100 * MiB);
  void *a = cajit_rt_buffer_alloc(64 * MiB, 1);
  void *b = cajit_rt_buffer_alloc(64 * MiB, 1);
  cajit_rt_buffer_free(a);
  cajit_rt_buffer_free(b); /* a is dropped to make room for b */
  assert_int_equal(cajit_rt_block_cache_bytes(), 64 * MiB);
  cajit_rt_block_cache_set_limit(0);
  assert_int_equal(cajit_rt_block_cache_bytes(), 0);
  void *c = cajit_rt_buffer_alloc(64 * MiB, 1);
  cajit_rt_buffer_free(c);
  assert_int_equal(cajit_rt_block_cache_bytes(), 0);
  cajit_rt_block_cache_set_limit(256 * MiB);
}

/* A model's gradients: every one comes back, up to the block count. */
static void test_many_blocks(void **state) {
  (void)state;
  enum { N = 64 };
  void *p[N];
  for (int32_t i = 0; i < N; i++)
    p[i] = cajit_rt_buffer_alloc(MiB, 1);
  for (int32_t i = 0; i < N; i++)
    cajit_rt_buffer_free(p[i]);
  assert_int_equal(cajit_rt_block_cache_bytes(), N * MiB);
  for (int32_t i = 0; i < N; i++) {
    void *q = cajit_rt_buffer_alloc(MiB, 1);
    bool found = false;
    for (int32_t j = 0; j < N; j++)
      found |= q == p[j];
    assert_true(found);
  }
  assert_int_equal(cajit_rt_block_cache_bytes(), 0);
  for (int32_t i = 0; i < N; i++)
    cajit_rt_buffer_free(p[i]);
  cajit_rt_block_cache_clear();
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test_setup(test_big_buffer_comes_back, setup),
      cmocka_unit_test_setup(test_small_and_mismatched_requests, setup),
      cmocka_unit_test_setup(test_limit_and_off, setup),
      cmocka_unit_test_setup(test_many_blocks, setup),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
