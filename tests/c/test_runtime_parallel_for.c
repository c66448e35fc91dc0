/* parallel_for on OpenMP's team (runtime/thread_pool.h): every index runs
 * once in the documented chunks for 1-4 threads, float sums per chunk are
 * identical run after run, nested calls run inline with the enclosing
 * region's chunking, concurrent callers each get their chunks, and the
 * process-wide thread count follows set_num_threads and CAJIT_NUM_THREADS,
 * else OpenMP's (what torch.set_num_threads sets under Python). */
#include <omp.h>
#include <pthread.h>
#include <stdbool.h>
#include <stdlib.h>

#include "runtime/thread_pool.h"
#include "test_status.h"

typedef struct chunk_log {
  pthread_mutex_t lock;
  int64_t lo[64], hi[64];
  int count;
  int32_t *hits; /* per index */
  int64_t base;
} chunk_log;

static void log_body(int64_t lo, int64_t hi, void *ctx) {
  chunk_log *l = ctx;
  for (int64_t i = lo; i < hi; i++)
    __atomic_add_fetch(&l->hits[i - l->base], 1, __ATOMIC_RELAXED);
  pthread_mutex_lock(&l->lock);
  if (l->count < 64) {
    l->lo[l->count] = lo;
    l->hi[l->count] = hi;
    l->count++;
  }
  pthread_mutex_unlock(&l->lock);
}

static int cmp_i64(const void *a, const void *b) {
  int64_t x = *(const int64_t *)a, y = *(const int64_t *)b;
  return (x > y) - (x < y);
}

/* Runs [begin, end) with grain for `threads` threads (the process-wide
 * count when 0), checks each index ran once and returns the number of
 * chunks (-1 if some index ran zero or several times) and their sorted
 * starts in los. */
static int run_logged(int32_t threads, int64_t begin, int64_t end,
                      int64_t grain, int64_t *los) {
  chunk_log l = {.lock = PTHREAD_MUTEX_INITIALIZER, .count = 0, .base = begin};
  int64_t n = end > begin ? end - begin : 0;
  l.hits = calloc((size_t)n + 1, sizeof(int32_t));
  if (threads)
    cajit_rt_parallel_for_threads(threads, begin, end, grain, log_body, &l);
  else
    cajit_rt_parallel_for(begin, end, grain, log_body, &l);
  bool ok = true; /* no cmocka assertion here: may run on a worker thread */
  for (int64_t i = 0; i < n; i++)
    if (l.hits[i] != 1) ok = false;
  free(l.hits);
  if (!ok) return -1;
  qsort(l.lo, (size_t)l.count, sizeof(int64_t), cmp_i64);
  memcpy(los, l.lo, (size_t)l.count * sizeof(int64_t));
  return l.count;
}

static void test_parallel_for_coverage(void **state) {
  (void)state;
  for (int threads = 1; threads <= 4; threads++) {
    static const int64_t ranges[][3] = {
        {0, 0, 1},     {5, 3, 1},    {0, 1, 1},       {0, 10, 1},
        {0, 1000, 16}, {-50, 77, 0}, {3, 1003, 1000}, {0, 7, 100}};
    for (size_t r = 0; r < sizeof ranges / sizeof ranges[0]; r++) {
      int64_t begin = ranges[r][0], end = ranges[r][1], grain = ranges[r][2];
      int64_t los[64];
      int count = run_logged(threads, begin, end, grain, los);
      int64_t want = cajit_rt_parallel_chunks(threads, begin, end, grain);
      assert_int_equal(count, want);
      /* the documented chunk formula */
      int64_t n = end - begin;
      for (int i = 0; i < count; i++) {
        int64_t q = n / want, rem = n % want;
        assert_int_equal(los[i], begin + i * q + (i < rem ? i : rem));
      }
    }
  }
  assert_int_equal(cajit_rt_parallel_chunks(4, 0, 100, 30), 4);
  assert_int_equal(cajit_rt_parallel_chunks(4, 0, 100, 50), 2);
  assert_int_equal(cajit_rt_parallel_chunks(0, 0, 100, 1), 1);
  assert_int_equal(cajit_rt_parallel_chunks(3, INT64_MIN, INT64_MAX, 1), 3);
}

/* Float sums per chunk are identical across runs (same chunks, same order
 * inside each, whichever thread runs a chunk). */
typedef struct sum_ctx {
  const float *x;
  double partial[8];
  int64_t starts[8];
  int nchunks;
  int64_t n;
} sum_ctx;

static void sum_body(int64_t lo, int64_t hi, void *ctx) {
  sum_ctx *s = ctx;
  float acc = 0;
  for (int64_t i = lo; i < hi; i++)
    acc += s->x[i];
  /* find the chunk index from lo */
  for (int c = 0; c < s->nchunks; c++)
    if (s->starts[c] == lo) s->partial[c] = acc;
}

static double chunked_sum(const float *x, int64_t n, int threads) {
  sum_ctx s = {.x = x, .n = n};
  s.nchunks = (int)cajit_rt_parallel_chunks(threads, 0, n, 1);
  for (int c = 0; c < s.nchunks; c++)
    s.starts[c] = c * (n / s.nchunks) + (c < n % s.nchunks ? c : n % s.nchunks);
  cajit_rt_parallel_for_threads(threads, 0, n, 1, sum_body, &s);
  double total = 0;
  for (int c = 0; c < s.nchunks; c++)
    total += s.partial[c];
  return total;
}

typedef struct nested_ctx {
  int32_t threads;
  int counts[3];     /* chunks seen by the nested call in each outer chunk */
  bool in_region[3]; /* cajit_rt_in_parallel_region() in each outer chunk */
} nested_ctx;

static void nested_body(int64_t lo, int64_t hi, void *ctx) {
  nested_ctx *n = ctx;
  for (int64_t i = lo; i < hi; i++) {
    n->in_region[i] = cajit_rt_in_parallel_region();
    int64_t los[64];
    /* nested: runs inline on this thread, same chunking */
    n->counts[i] = run_logged(n->threads, 0, 100, 1, los);
  }
}

static void test_parallel_for_determinism(void **state) {
  (void)state;
  enum { LEN = 100003 };
  float *x = malloc(LEN * sizeof(float));
  for (int i = 0; i < LEN; i++)
    x[i] = 1.0f / (float)(i % 97 + 1);
  double first = chunked_sum(x, LEN, 3);
  for (int k = 0; k < 20; k++)
    assert_true(chunked_sum(x, LEN, 3) == first);
  assert_true(chunked_sum(x, LEN, 1) != 0);
  /* nested regions run inline with the enclosing region's chunking (the
   * nested call asks for 5 threads and gets the enclosing 3 chunks) */
  assert_false(cajit_rt_in_parallel_region());
  nested_ctx nc = {.threads = 5};
  cajit_rt_parallel_for_threads(3, 0, 3, 1, nested_body, &nc);
  for (int i = 0; i < 3; i++) {
    assert_true(nc.in_region[i]);
    assert_int_equal(nc.counts[i], 3);
  }
  assert_false(cajit_rt_in_parallel_region());
  free(x);
}

typedef struct concurrent_arg {
  int rounds;
} concurrent_arg;

static void *concurrent_caller(void *p) {
  concurrent_arg *a = p;
  for (int k = 0; k < a->rounds; k++) {
    int64_t los[64];
    int count = run_logged(2, 0, 5000, 10, los);
    if (count != 2) abort(); /* 2 threads: always 2 chunks */
  }
  return NULL;
}

static void test_parallel_for_concurrent_callers(void **state) {
  (void)state;
  pthread_t th[3];
  concurrent_arg arg = {50};
  for (int i = 0; i < 3; i++)
    assert_int_equal(pthread_create(&th[i], NULL, concurrent_caller, &arg), 0);
  for (int i = 0; i < 3; i++)
    pthread_join(th[i], NULL);
}

static void test_process_thread_count(void **state) {
  (void)state;
  setenv("CAJIT_NUM_THREADS", "3", 1);
  ASSERT_OK(cajit_runtime_set_num_threads(0));
  assert_int_equal(cajit_runtime_num_threads(), 3);
  int64_t los[64];
  assert_int_equal(run_logged(0, 0, 300, 1, los), 3);
  setenv("CAJIT_NUM_THREADS", "zero", 1); /* ignored */
  assert_true(cajit_runtime_num_threads() >= 1);
  unsetenv("CAJIT_NUM_THREADS");
  ASSERT_OK(cajit_runtime_set_num_threads(2));
  assert_int_equal(cajit_runtime_num_threads(), 2);
  assert_int_equal(run_logged(0, 0, 300, 1, los), 2);
  assert_int_equal(run_logged(0, 10, 11, 1, los), 1);
  assert_int_equal(run_logged(0, 10, 10, 1, los), 0);
  expect_error(cajit_runtime_set_num_threads(-1), CAJIT_INVALID_ARGUMENT,
               "set_num_threads: -1");
  expect_error(cajit_runtime_set_num_threads(2000), CAJIT_INVALID_ARGUMENT,
               "need 0 (default) or 1..1024");
  cajit_runtime_shutdown(); /* a no-op: OpenMP keeps its threads */
  assert_int_equal(run_logged(0, 0, 300, 1, los), 2);
  ASSERT_OK(cajit_runtime_set_num_threads(0));
  cajit_runtime_shutdown();
}

/* Without a count of its own, parallel_for follows OpenMP's, read at each
 * call (torch.set_num_threads changes it between backwards). */
static void test_thread_count_follows_openmp(void **state) {
  (void)state;
  unsetenv("CAJIT_NUM_THREADS");
  ASSERT_OK(cajit_runtime_set_num_threads(0));
  int was = omp_get_max_threads();
  int64_t los[64];
  omp_set_num_threads(3);
  assert_int_equal(cajit_runtime_num_threads(), 3);
  assert_int_equal(run_logged(0, 0, 300, 1, los), 3);
  omp_set_num_threads(1);
  assert_int_equal(run_logged(0, 0, 300, 1, los), 1);
  setenv("CAJIT_NUM_THREADS", "2", 1); /* the environment wins */
  ASSERT_OK(cajit_runtime_set_num_threads(0));
  assert_int_equal(run_logged(0, 0, 300, 1, los), 2);
  unsetenv("CAJIT_NUM_THREADS");
  ASSERT_OK(cajit_runtime_set_num_threads(0));
  omp_set_num_threads(was);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_parallel_for_coverage),
      cmocka_unit_test(test_parallel_for_determinism),
      cmocka_unit_test(test_parallel_for_concurrent_callers),
      cmocka_unit_test(test_process_thread_count),
      cmocka_unit_test(test_thread_count_follows_openmp),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
