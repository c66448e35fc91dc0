/* Tests for arena reuse across calls (lib/runtime/buffer.c reusable arenas,
 * the pool cajit_compiled_run takes them from): recycled blocks come back
 * for the same sizes, blocks of sizes a call did not use sit out a few
 * calls, a lent arena is what the entry's create returns, a second
 * call of a compiled graph allocates fewer blocks than a call without the
 * cache, concurrent calls of one graph stay correct, and allocation
 * failures at every point of a cached call are reported and leak nothing;
 * the process-wide pool of kept arenas (runtime/idle_arenas.c, through
 * cajit/runtime.h): shared by graphs run one after the other, counted,
 * bounded by its limit, freed on request, also while other threads call. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
/* cmocka must come after the headers above */
#include <cmocka.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "cajit/compile.h"
#include "cajit/graph.h"
#include "cajit/runtime.h"
#include "runtime/buffer.h"
#include "runtime/idle_arenas.h"
#include "support/alloc.h"
#include "test_status.h"

static void test_recycle_reuses_blocks(void **state) {
  (void)state;
  cajit_rt_arena *a = cajit_rt_arena_create_reusable();
  assert_non_null(a);
  void *p1 = cajit_rt_arena_alloc(a, 100, 4);
  void *p2 = cajit_rt_arena_alloc(a, 1000, 8);
  assert_non_null(p1);
  assert_non_null(p2);
  cajit_rt_arena_destroy(a); /* the entry's destroy: a reusable one stays */
  cajit_rt_arena_recycle(a);
  assert_int_equal(cajit_rt_arena_bytes(a), 0);
  /* The same sizes in the same order get the same blocks back. */
  assert_ptr_equal(cajit_rt_arena_alloc(a, 100, 4), p1);
  assert_ptr_equal(cajit_rt_arena_alloc(a, 1000, 8), p2);
  cajit_rt_arena_recycle(a);
  /* A smaller request may take a block up to CAJIT_RT_ARENA_OVERSIZE (4)
   * times its size (a backward plan in its forward's block)... */
  assert_ptr_equal(cajit_rt_arena_alloc(a, 2000, 1), p2);
  cajit_rt_arena_recycle(a);
  assert_ptr_equal(cajit_rt_arena_alloc(a, 900, 8), p2);
  /* ...but not one more than that too big. */
  void *small = cajit_rt_arena_alloc(a, 10, 4);
  assert_non_null(small);
  assert_ptr_not_equal(small, p1);
  assert_int_equal((uintptr_t)small % CAJIT_RT_ALIGN, 0);
  memset(small, 1, 40);
  cajit_rt_arena_recycle(a); /* p1 was not reused: kept a while (aging) */
  /* Out of memory while reusing: NULL, the arena stays usable. */
  cajit_alloc_fail_after(0);
  assert_null(cajit_rt_arena_alloc(a, 1 << 20, 1));
  cajit_alloc_fail_after(-1);
  assert_ptr_equal(cajit_rt_arena_alloc(a, 900, 8), p2);
  cajit_rt_arena_free_reusable(a);
}

/* Trimming keeps the spare blocks that fit, in allocation order. */
static void test_trim_spare(void **state) {
  (void)state;
  cajit_rt_arena *a = cajit_rt_arena_create_reusable();
  assert_non_null(a);
  void *p1 = cajit_rt_arena_alloc(a, 100, 4);
  void *p2 = cajit_rt_arena_alloc(a, 1000, 8);
  void *p3 = cajit_rt_arena_alloc(a, 50, 4);
  assert_true(p1 && p2 && p3);
  cajit_rt_arena_recycle(a);
  assert_int_equal(cajit_rt_arena_spare_bytes(a), 400 + 8000 + 200);
  assert_int_equal(cajit_rt_arena_trim_spare(a, 5000), 600); /* p2 goes */
  assert_int_equal(cajit_rt_arena_spare_bytes(a), 600);
  assert_ptr_equal(cajit_rt_arena_alloc(a, 100, 4), p1);
  assert_ptr_equal(cajit_rt_arena_alloc(a, 50, 4), p3);
  cajit_rt_arena_recycle(a);
  assert_int_equal(cajit_rt_arena_trim_spare(a, 0), 0);
  assert_int_equal(cajit_rt_arena_spare_bytes(a), 0);
  cajit_rt_arena_free_reusable(a);
}

/* Two "graphs" alternating on one arena, of sizes neither can reuse for the
 * other (more than CAJIT_RT_ARENA_OVERSIZE apart): each finds its own block
 * again, the one it did not use sitting out the call; a block unused for more
 * than CAJIT_RT_ARENA_IDLE_CALLS calls is freed. */
static void test_alternating_sizes_keep_their_blocks(void **state) {
  (void)state;
  cajit_rt_arena *a = cajit_rt_arena_create_reusable();
  assert_non_null(a);
  void *small = cajit_rt_arena_alloc(a, 1000, 1);
  cajit_rt_arena_recycle(a);
  void *big = cajit_rt_arena_alloc(a, 100000, 1);
  assert_true(small && big);
  cajit_rt_arena_recycle(a);
  for (int i = 0; i < 10; i++) {
    assert_ptr_equal(cajit_rt_arena_alloc(a, 1000, 1), small);
    cajit_rt_arena_recycle(a);
    assert_ptr_equal(cajit_rt_arena_alloc(a, 100000, 1), big);
    cajit_rt_arena_recycle(a);
  }
  assert_int_equal(cajit_rt_arena_spare_bytes(a), 101000);
  for (int i = 0; i < CAJIT_RT_ARENA_IDLE_CALLS; i++) {
    assert_ptr_equal(cajit_rt_arena_alloc(a, 100000, 1), big);
    cajit_rt_arena_recycle(a);
  }
  assert_int_equal(cajit_rt_arena_spare_bytes(a), 100000); /* small freed */
  cajit_rt_arena_free_reusable(a);
}

static void test_lend(void **state) {
  (void)state;
  cajit_rt_arena *a = cajit_rt_arena_create_reusable();
  assert_non_null(a);
  assert_null(cajit_rt_arena_lend(a));
  assert_ptr_equal(cajit_rt_arena_create(), a); /* once */
  cajit_rt_arena *fresh = cajit_rt_arena_create();
  assert_non_null(fresh);
  assert_ptr_not_equal(fresh, a);
  cajit_rt_arena_destroy(fresh);
  /* Nested lending restores the outer loan. */
  cajit_rt_arena *b = cajit_rt_arena_create_reusable();
  assert_null(cajit_rt_arena_lend(a));
  assert_ptr_equal(cajit_rt_arena_lend(b), a);
  assert_ptr_equal(cajit_rt_arena_lend(a), b);
  assert_ptr_equal(cajit_rt_arena_create(), a);
  assert_null(cajit_rt_arena_lend(NULL));
  cajit_rt_arena_free_reusable(a);
  cajit_rt_arena_free_reusable(b);
}

/* Two GEMMs with a pointwise op between them: the products are buffers of
 * their own, so the call has intermediates in its arena. */
static const char mlp_cag[] =
    "cag 1\nsizes 0\nscalars\nhooks 0\npacked_data 0\n"
    "input %0 : f32[8, 8]\n"
    "input %1 : f32[8, 8]\n"
    "%2 = aten.mm.default(%0, %1) : f32[8, 8]\n"
    "%3 = aten.relu.default(%2) : f32[8, 8]\n"
    "%4 = aten.mm.default(%3, %1) : f32[8, 8]\n"
    "%5 = aten.mul.Tensor(%4, %2) : f32[8, 8]\n"
    "return (%5)\n";

typedef struct fixture {
  cajit_graph *g;
  cajit_compiled *c;
  float x[64], w[64], want[64];
} fixture;

static void reference(fixture *f) {
  float h[64], r[64];
  for (int i = 0; i < 8; i++)
    for (int j = 0; j < 8; j++) {
      float acc = 0;
      for (int k = 0; k < 8; k++)
        acc += f->x[i * 8 + k] * f->w[k * 8 + j];
      h[i * 8 + j] = acc;
      r[i * 8 + j] = acc > 0 ? acc : 0;
    }
  for (int i = 0; i < 8; i++)
    for (int j = 0; j < 8; j++) {
      float acc = 0;
      for (int k = 0; k < 8; k++)
        acc += r[i * 8 + k] * f->w[k * 8 + j];
      f->want[i * 8 + j] = acc * h[i * 8 + j];
    }
}

static void setup(fixture *f) {
  memset(f, 0, sizeof *f);
  for (int i = 0; i < 64; i++) { /* eighths: every result is exact */
    f->x[i] = (float)(i % 7 - 3) / 8;
    f->w[i] = (float)(i % 5 - 2) / 8;
  }
  reference(f);
  cajit_compile_options o;
  cajit_compile_options_init(&o);
  o.no_host_fallback = true;
  ok(cajit_graph_parse(cajit_sv_from_cstr(mlp_cag), "test.cag", &f->g));
  ok(cajit_graph_verify(f->g));
  ok(cajit_compile(f->g, &o, &f->c));
}

static void teardown_fixture(fixture *f) {
  cajit_compiled_destroy(f->c);
  cajit_graph_destroy(f->g);
}

static void make_input(DLTensor *t, float *data, int64_t *shape) {
  memset(t, 0, sizeof *t);
  t->data = data;
  t->device.device_type = kDLCPU;
  t->ndim = 2;
  t->dtype.code = kDLFloat;
  t->dtype.bits = 32;
  t->dtype.lanes = 1;
  t->shape = shape;
}

/* One call through cajit_compiled_run (direct = false) or straight into
 * the entry (no cache); checks the output. Returns the status. */
static cajit_status call_once(fixture *f, bool direct) {
  int64_t shape[2] = {8, 8};
  DLTensor x, w;
  make_input(&x, f->x, shape);
  make_input(&w, f->w, shape);
  DLTensor *inputs[2] = {&x, &w};
  DLManagedTensor *outs[1] = {NULL};
  cajit_call call = {
      .inputs = inputs, .input_count = 2, .outputs = outs, .output_count = 1};
  cajit_status s = NULL;
  if (!direct) {
    s = cajit_compiled_run(f->c, &call);
  } else if (cajit_compiled_entry(f->c)(&call)) {
    s = call.status;
  }
  if (!s) {
    if (memcmp(outs[0]->dl_tensor.data, f->want, sizeof f->want))
      s = cajit_status_make(CAJIT_INTERNAL, "wrong output");
    outs[0]->deleter(outs[0]);
  }
  return s;
}

/* The number of allocations one call makes: the smallest n for which
 * failing the (n+1)-th allocation still lets the call succeed. */
static long allocations_of_call(fixture *f, bool direct) {
  for (long n = 0; n < 1000; n++) {
    cajit_alloc_fail_after(n);
    cajit_status s = call_once(f, direct);
    long failed = cajit_alloc_injected_failures();
    cajit_alloc_fail_after(-1);
    if (!s) {
      assert_int_equal(failed, 0);
      return n;
    }
    if (cajit_status_code_of(s) != CAJIT_OUT_OF_MEMORY)
      fail_msg("allocation %ld failing gave: %s", n, cajit_status_message(s));
    cajit_status_free(s);
  }
  fail_msg("a call makes more than 1000 allocations");
  return -1;
}

static void test_second_call_reuses_blocks(void **state) {
  (void)state;
  fixture f;
  setup(&f);
  ok(call_once(&f, false));
  long cached = allocations_of_call(&f, false);
  long uncached = allocations_of_call(&f, true);
  /* Without the cache a call also allocates its arena and the one block
   * the memory plan lays the intermediates out in. */
  if (uncached - cached < 2)
    fail_msg("a cached call makes %ld allocations, an uncached one %ld", cached,
             uncached);
  ok(call_once(&f, false));
  teardown_fixture(&f);
}

/* Failing each allocation of a call in turn, starting with an empty
 * cache (the arena itself, its blocks, the outputs): an error every time,
 * the next call correct, no leaks (ASan). */
static void test_out_of_memory(void **state) {
  (void)state;
  for (long n = 0; n < 12; n++) {
    fixture f;
    setup(&f);
    cajit_alloc_fail_after(n);
    cajit_status s = call_once(&f, false);
    cajit_alloc_fail_after(-1);
    if (s) {
      assert_int_equal(cajit_status_code_of(s), CAJIT_OUT_OF_MEMORY);
      cajit_status_free(s);
    }
    ok(call_once(&f, false));
    ok(call_once(&f, false));
    teardown_fixture(&f);
  }
}

static void *hammer(void *p) {
  fixture *f = p;
  for (int i = 0; i < 200; i++) {
    cajit_status s = call_once(f, false);
    if (s) return s;
  }
  return NULL;
}

static void test_concurrent_calls(void **state) {
  (void)state;
  fixture f;
  setup(&f);
  pthread_t t[4];
  for (int i = 0; i < 4; i++)
    assert_int_equal(pthread_create(&t[i], NULL, hammer, &f), 0);
  for (int i = 0; i < 4; i++) {
    void *r;
    assert_int_equal(pthread_join(t[i], &r), 0);
    ok(r);
  }
  teardown_fixture(&f);
}

/* A call gives its arena back to the pool, counted; empty_cache frees it
 * and the next call keeps one again; the last graph's destroy frees it. */
static void test_kept_arena_is_counted(void **state) {
  (void)state;
  assert_int_equal(cajit_runtime_memory_stats().idle_arenas, 0);
  fixture f;
  setup(&f);
  ok(call_once(&f, false));
  cajit_runtime_memory m = cajit_runtime_memory_stats();
  assert_int_equal(m.idle_arenas, 1);
  assert_true(m.idle_arena_bytes >= 2 * 64 * (int64_t)sizeof(float));
  assert_int_equal(m.idle_arena_limit, (int64_t)1024 << 20);
  assert_int_equal(m.block_cache_limit, (int64_t)1024 << 20);
  /* The block cache's bound, through the same public view. */
  cajit_runtime_set_block_cache_limit(5 << 20);
  assert_int_equal(cajit_runtime_memory_stats().block_cache_limit, 5 << 20);
  cajit_runtime_set_block_cache_limit(-1);
  assert_int_equal(cajit_runtime_memory_stats().block_cache_limit,
                   (int64_t)1024 << 20);
  assert_true(cajit_runtime_empty_cache() >= m.idle_arena_bytes);
  assert_int_equal(cajit_runtime_memory_stats().idle_arena_bytes, 0);
  assert_int_equal(cajit_runtime_memory_stats().idle_arenas, 0);
  ok(call_once(&f, false));
  assert_int_equal(cajit_runtime_memory_stats().idle_arena_bytes,
                   m.idle_arena_bytes);
  teardown_fixture(&f); /* the last graph: the pool goes with it */
  assert_int_equal(cajit_runtime_memory_stats().idle_arena_bytes, 0);
}

/* Limit 0: nothing kept, each call allocates what an uncached one does;
 * two graphs run one after the other share one kept arena; lowering the
 * limit frees it; the environment's limit. */
static void test_idle_limit(void **state) {
  (void)state;
  fixture f, g;
  setup(&f);
  setup(&g);
  int64_t over = cajit_runtime_memory_stats().idle_arena_over_limit_calls;
  cajit_runtime_set_idle_arena_limit(0);
  ok(call_once(&f, false));
  assert_int_equal(cajit_runtime_memory_stats().idle_arenas, 0);
  assert_int_equal(cajit_runtime_memory_stats().idle_arena_over_limit_calls,
                   over + 1);
  assert_int_equal(allocations_of_call(&f, false),
                   allocations_of_call(&f, true));
  cajit_runtime_set_idle_arena_limit(-1);
  ok(call_once(&f, false));
  int64_t one = cajit_runtime_memory_stats().idle_arena_bytes;
  assert_true(one > 0);
  over = cajit_runtime_memory_stats().idle_arena_over_limit_calls;
  for (int i = 0; i < 3; i++) {
    ok(call_once(&g, false)); /* f's blocks serve g: the same sizes */
    ok(call_once(&f, false));
  }
  cajit_runtime_memory m = cajit_runtime_memory_stats();
  assert_int_equal(m.idle_arenas, 1);
  assert_int_equal(m.idle_arena_bytes, one);
  assert_int_equal(m.idle_arena_over_limit_calls, over);
  cajit_runtime_set_idle_arena_limit(one - 1); /* frees it */
  assert_int_equal(cajit_runtime_memory_stats().idle_arena_bytes, 0);
  ok(call_once(&g, false)); /* does not fit: freed, counted */
  assert_int_equal(cajit_runtime_memory_stats().idle_arenas, 0);
  assert_int_equal(cajit_runtime_memory_stats().idle_arena_over_limit_calls,
                   over + 1);
  setenv("CAJIT_IDLE_ARENA_MB", "3", 1);
  cajit_runtime_set_idle_arena_limit(-1);
  assert_int_equal(cajit_runtime_memory_stats().idle_arena_limit, 3 << 20);
  setenv("CAJIT_IDLE_ARENA_MB", "-3", 1); /* malformed: the default */
  cajit_runtime_set_idle_arena_limit(-1);
  assert_int_equal(cajit_runtime_memory_stats().idle_arena_limit,
                   (int64_t)1024 << 20);
  unsetenv("CAJIT_IDLE_ARENA_MB");
  ok(call_once(&f, false));
  assert_int_equal(cajit_runtime_memory_stats().idle_arena_bytes, one);
  teardown_fixture(&f);
  assert_int_equal(cajit_runtime_memory_stats().idle_arena_bytes, one);
  teardown_fixture(&g);
  assert_int_equal(cajit_runtime_memory_stats().idle_arenas, 0);
}

static _Atomic bool stop_emptying;

static void *empty_repeatedly(void *p) {
  (void)p;
  while (!stop_emptying)
    cajit_runtime_empty_cache();
  return NULL;
}

/* empty_cache and limit changes while two threads call a graph: every
 * call correct, nothing leaked or freed twice (ASan). */
static void test_empty_cache_while_calling(void **state) {
  (void)state;
  fixture f;
  setup(&f);
  stop_emptying = false;
  pthread_t t[3];
  assert_int_equal(pthread_create(&t[0], NULL, empty_repeatedly, NULL), 0);
  for (int i = 1; i < 3; i++)
    assert_int_equal(pthread_create(&t[i], NULL, hammer, &f), 0);
  for (int i = 0; i < 50; i++)
    cajit_runtime_set_idle_arena_limit(i % 2 ? -1 : 0);
  for (int i = 1; i < 3; i++) {
    void *r;
    assert_int_equal(pthread_join(t[i], &r), 0);
    ok(r);
  }
  stop_emptying = true;
  assert_int_equal(pthread_join(t[0], NULL), 0);
  cajit_runtime_set_idle_arena_limit(-1);
  teardown_fixture(&f);
  assert_int_equal(cajit_runtime_memory_stats().idle_arenas, 0);
}

/* The GEMM tiles' scratch (gemm_tiles.c) is an allocation whose
 * failure sends the product to the BLAS instead: the calls counted here
 * would succeed with it failed. These tests count the arena's blocks, so
 * the graph's GEMM goes to the BLAS. */
static int set_tiles(cajit_gemm_tiles_mode mode) {
  cajit_status st = cajit_runtime_set_gemm_tiles(mode);
  bool failed = st != NULL;
  cajit_status_free(st);
  return failed;
}

static int blas_gemms(void **state) {
  (void)state;
  return set_tiles(CAJIT_GEMM_TILES_OFF);
}

static int auto_gemms(void **state) {
  (void)state;
  return set_tiles(CAJIT_GEMM_TILES_AUTO);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_recycle_reuses_blocks),
      cmocka_unit_test(test_trim_spare),
      cmocka_unit_test(test_alternating_sizes_keep_their_blocks),
      cmocka_unit_test(test_lend),
      cmocka_unit_test(test_second_call_reuses_blocks),
      cmocka_unit_test(test_out_of_memory),
      cmocka_unit_test(test_concurrent_calls),
      cmocka_unit_test(test_kept_arena_is_counted),
      cmocka_unit_test(test_idle_limit),
      cmocka_unit_test(test_empty_cache_while_calling),
  };
  return cmocka_run_group_tests(tests, blas_gemms, auto_gemms);
}
