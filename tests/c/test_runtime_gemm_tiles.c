/* Tests for cajit's GEMM tiles (lib/runtime/gemm_tiles.c) through the
 * runtime's GEMM entry (blas.h) against a naive double loop: every tile
 * size and masked strip of both forms, padded leading dims, a transposed
 * B, alpha and beta (beta == 0 over NaNs), k in several chunks and lanes,
 * C in several units (straight into C and through scratch), the same
 * bits on 1 and 2 threads, the shapes left to the BLAS, and the mode
 * switch. Skipped on a CPU without AVX-512F. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
/* cmocka must come after the headers above */
#include <cmocka.h>
#include <math.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "cajit/runtime.h"
#include "runtime/blas.h"
#include "runtime/gemm_tiles.h"
#include "runtime/rt.h"
#include "test_status.h"

static bool have_tiles;

/* Each test starts with SKIP_WITHOUT_TILES. */
#define SKIP_WITHOUT_TILES()                                                   \
  do {                                                                         \
    (void)state;                                                               \
    if (!have_tiles) skip();                                                   \
  } while (0)

static int setup_on(void **state) {
  (void)state;
  cajit_status st = cajit_runtime_set_gemm_tiles(CAJIT_GEMM_TILES_ON);
  have_tiles = st == NULL;
  cajit_status_free(st);
  return 0;
}

static int teardown_auto(void **state) {
  (void)state;
  cajit_runtime_set_num_threads(0);
  cajit_status st = cajit_runtime_set_gemm_tiles(CAJIT_GEMM_TILES_AUTO);
  bool failed = st != NULL;
  cajit_status_free(st);
  return failed;
}

static float value(int64_t i, int seed) {
  return (float)((i * 37 + seed * 11) % 23) / 8.0f - 1.25f;
}

typedef struct product {
  int32_t ta, tb;
  int64_t m, n, k, lda, ldb, ldc;
  float alpha, beta;
} product;

static int64_t rows_of_a(const product *p) { return p->ta ? p->k : p->m; }
static int64_t rows_of_b(const product *p) { return p->tb ? p->n : p->k; }

/* Every element of p's C against the double reference, within a relative
 * 1e-5 of the sum of |terms| (c0: C before), and C's padding columns
 * untouched; `item` names a batch item in messages (-1: none). */
static void check_c(const product *p, const float *a, const float *b,
                    const float *c0, const float *c, long long item) {
  for (int64_t i = 0; i < p->m; i++) {
    for (int64_t j = 0; j < p->n; j++) {
      double acc = 0, mag = 0;
      for (int64_t q = 0; q < p->k; q++) {
        double x = p->ta ? a[q * p->lda + i] : a[i * p->lda + q];
        double y = p->tb ? b[j * p->ldb + q] : b[q * p->ldb + j];
        acc += x * y;
        mag += fabs(x * y);
      }
      double want = p->alpha * acc;
      if (p->beta != 0) want += (double)p->beta * c0[i * p->ldc + j];
      double got = c[i * p->ldc + j];
      if (!(fabs(got - want) <= 1e-5 * (fabs(p->alpha) * mag + 1)))
        fail_msg("m=%lld n=%lld k=%lld ta=%d tb=%d item %lld: C[%lld, %lld] = "
                 "%g, want %g",
                 (long long)p->m, (long long)p->n, (long long)p->k, p->ta,
                 p->tb, item, (long long)i, (long long)j, got, want);
    }
    for (int64_t j = p->n; j < p->ldc; j++)
      if (memcmp(&c[i * p->ldc + j], &c0[i * p->ldc + j], sizeof(float)))
        fail_msg("m=%lld n=%lld item %lld: padding C[%lld, %lld] written",
                 (long long)p->m, (long long)p->n, item, (long long)i,
                 (long long)j);
  }
}

/* Runs p through cajit_rt_gemm_f32 and checks its C (check_c). Returns C
 * (the caller frees). */
static float *run_and_check(const product *p) {
  float *a = malloc((size_t)(rows_of_a(p) * p->lda) * sizeof(float));
  float *b = malloc((size_t)(rows_of_b(p) * p->ldb) * sizeof(float));
  float *c = malloc((size_t)(p->m * p->ldc) * sizeof(float));
  float *c0 = malloc((size_t)(p->m * p->ldc) * sizeof(float));
  assert_non_null(a);
  assert_non_null(b);
  assert_non_null(c);
  assert_non_null(c0);
  for (int64_t i = 0; i < rows_of_a(p) * p->lda; i++)
    a[i] = value(i, 1);
  for (int64_t i = 0; i < rows_of_b(p) * p->ldb; i++)
    b[i] = value(i, 2);
  for (int64_t i = 0; i < p->m * p->ldc; i++)
    c[i] = c0[i] = p->beta == 0 ? NAN : value(i, 3);
  assert_int_equal(cajit_rt_gemm_f32(NULL, p->ta, p->tb, p->m, p->n, p->k,
                                     p->alpha, a, p->lda, b, p->ldb, p->beta, c,
                                     p->ldc),
                   0);
  check_c(p, a, b, c0, c, -1);
  free(a);
  free(b);
  free(c0);
  return c;
}

static int64_t tile_calls(void) {
  int64_t s = 0;
  cajit_runtime_gemm_calls(&s, NULL);
  return s;
}

/* Runs p, checks it, and that the tiles (not the BLAS) ran it. */
static void check_tiles(const product *p) {
  int64_t before = tile_calls();
  free(run_and_check(p));
  if (tile_calls() != before + 1)
    fail_msg("m=%lld n=%lld k=%lld ta=%d tb=%d went to the BLAS",
             (long long)p->m, (long long)p->n, (long long)p->k, p->ta, p->tb);
}

/* A op(B): rows that leave every tail tile (1..47 past a 48-row block),
 * every strip width (n up to 2 strips and a masked vector), both B
 * layouts, padded leading dims, beta 0 and not. */
static void test_a_op_b(void **state) {
  SKIP_WITHOUT_TILES();
  const int64_t ms[] = {1, 5, 17, 47, 48, 49, 111, 200};
  const int64_t ns[] = {1, 7, 16, 17, 33, 48, 64, 65, 88, 130};
  const int64_t ks[] = {1, 3, 32, 70};
  for (size_t im = 0; im < sizeof ms / sizeof *ms; im++)
    for (size_t in = 0; in < sizeof ns / sizeof *ns; in++)
      for (size_t ik = 0; ik < sizeof ks / sizeof *ks; ik++) {
        int32_t tb = (int32_t)((im + in + ik) % 2);
        int64_t m = ms[im], n = ns[in], k = ks[ik];
        product p = {0,
                     tb,
                     m,
                     n,
                     k,
                     k + (int64_t)(im % 3),
                     (tb ? k : n) + (int64_t)(in % 2) * 5,
                     n + (int64_t)(ik % 2) * 3,
                     ik == 2 ? -0.5f : 1.0f,
                     (im + ik) % 3 == 0 ? 0.0f : 0.75f};
        check_tiles(&p);
      }
}

/* A^T B of a small C: k below one step, across steps and lanes, m and n
 * with every tail. */
static void test_a_t_b_in_lanes(void **state) {
  SKIP_WITHOUT_TILES();
  const int64_t mn[][2] = {{1, 1},   {3, 17},  {16, 16}, {17, 33},
                           {64, 64}, {88, 32}, {7, 130}, {130, 7}};
  const int64_t ks[] = {1, 255, 257, 1025, 5000};
  for (size_t i = 0; i < sizeof mn / sizeof *mn; i++)
    for (size_t ik = 0; ik < sizeof ks / sizeof *ks; ik++) {
      int64_t m = mn[i][0], n = mn[i][1], k = ks[ik];
      product p = {1,
                   0,
                   m,
                   n,
                   k,
                   m + (int64_t)(i % 2) * 4,
                   n + (int64_t)(ik % 2),
                   n + 2,
                   ik == 1 ? 2.0f : 1.0f,
                   i % 2 ? 0.0f : -1.5f};
      check_tiles(&p);
    }
}

/* A op(B) past one k chunk (the first with beta, the others adding to C)
 * and one column panel, B^T packed for 256 rows and more. */
static void test_a_op_b_in_chunks_and_panels(void **state) {
  SKIP_WITHOUT_TILES();
  const product ps[] = {
      {0, 0, 49, 257, 513, 515, 260, 259, 1.0f, 0.0f},
      {0, 0, 100, 520, 1100, 1100, 520, 521, -0.5f, 0.75f},
      {0, 1, 300, 70, 600, 601, 600, 70, 1.0f, 0.0f},
      {0, 1, 256, 300, 530, 530, 531, 300, 2.0f, -1.0f},
  };
  for (size_t i = 0; i < sizeof ps / sizeof *ps; i++)
    check_tiles(&ps[i]);
}

/* A^T B of a larger C, in 48 x 256 units over all of k: straight into C
 * (alpha 1, beta 0 or 1; C's padding untouched) and through scratch. */
static void test_a_t_b_in_units(void **state) {
  SKIP_WITHOUT_TILES();
  const product ps[] = {
      {1, 0, 300, 300, 300, 300, 300, 303, 1.0f, 0.0f},
      {1, 0, 290, 260, 520, 291, 262, 260, 0.5f, 0.75f},
      {1, 0, 1000, 70, 40, 1000, 70, 70, 1.0f, 0.0f},
      /* alpha 1, beta 1: straight into C, each unit starting from it */
      {1, 0, 290, 260, 520, 291, 262, 261, 1.0f, 1.0f},
  };
  for (size_t i = 0; i < sizeof ps / sizeof *ps; i++)
    check_tiles(&ps[i]);
}

/* A batch of products (attention's per-head ones) through the batched
 * entry: one parallel loop over every item's units for A op(B) and for
 * A^T B straight into C, item by item for an A^T B through scratch; each
 * item checked against the double loop, the tiles counted per item. */
static void check_batch(const product *p, int64_t batch) {
  int64_t sa = rows_of_a(p) * p->lda + 3, sb = rows_of_b(p) * p->ldb + 5;
  int64_t sc = p->m * p->ldc + 2;
  float *a = malloc((size_t)(batch * sa) * sizeof(float));
  float *b = malloc((size_t)(batch * sb) * sizeof(float));
  float *c = malloc((size_t)(batch * sc) * sizeof(float));
  float *c0 = malloc((size_t)(batch * sc) * sizeof(float));
  assert_true(a && b && c && c0);
  for (int64_t i = 0; i < batch * sa; i++)
    a[i] = value(i, 4);
  for (int64_t i = 0; i < batch * sb; i++)
    b[i] = value(i, 5);
  for (int64_t i = 0; i < batch * sc; i++)
    c[i] = c0[i] = p->beta == 0 ? NAN : value(i, 6);
  int64_t before = tile_calls();
  assert_int_equal(cajit_rt_gemm_batched_f32(
                       NULL, batch, p->ta, p->tb, p->m, p->n, p->k, p->alpha, a,
                       p->lda, sa, b, p->ldb, sb, p->beta, c, p->ldc, sc),
                   0);
  bool taken = cajit_rt_gemm_tiles_take(p->ta, p->tb, p->m, p->n, p->k);
  assert_int_equal(tile_calls(), before + (taken ? batch : 0));
  for (int64_t t = 0; t < batch; t++)
    check_c(p, a + t * sa, b + t * sb, c0 + t * sc, c + t * sc, (long long)t);
  /* between the items: untouched */
  for (int64_t t = 0; t < batch; t++)
    for (int64_t e = p->m * p->ldc; e < sc; e++)
      assert_memory_equal(&c[t * sc + e], &c0[t * sc + e], sizeof(float));
  free(a);
  free(b);
  free(c);
  free(c0);
}

static void test_batched(void **state) {
  SKIP_WITHOUT_TILES();
  const product ps[] = {
      {0, 0, 100, 64, 64, 64, 64, 66, 1.0f, 0.0f},   /* dS K */
      {0, 1, 256, 200, 64, 64, 64, 200, 1.0f, 0.0f}, /* dO V^T, packed */
      {0, 0, 30, 17, 600, 600, 17, 17, 0.5f, 0.75f}, /* k in two chunks */
      {1, 0, 256, 64, 200, 256, 64, 70, 1.0f, 0.0f}, /* P^T dO, into C */
      {1, 0, 40, 24, 3000, 40, 24, 24, 1.0f, 0.0f},  /* lanes: per item */
      {1, 0, 64, 70, 100, 64, 70, 70, 2.0f, -1.0f},  /* scratch: per item */
  };
  for (size_t i = 0; i < sizeof ps / sizeof *ps; i++)
    check_batch(&ps[i], 3);
}

/* Shapes drawn at random (a fixed seed): every form, sizes across the
 * tile, strip, chunk, unit and lane boundaries, padded leading dims,
 * alpha and beta, single and batched; each against the double loop,
 * whichever of the tiles and the BLAS takes it. */
static uint64_t rng = 0x9e3779b97f4a7c15u;

static int64_t draw(int64_t lo, int64_t hi) {
  rng = rng * 6364136223846793005u + 1442695040888963407u;
  return lo + (int64_t)((rng >> 33) % (uint64_t)(hi - lo + 1));
}

static void test_random_shapes(void **state) {
  SKIP_WITHOUT_TILES();
  for (int i = 0; i < 150; i++) {
    int32_t ta = (int32_t)draw(0, 1), tb = ta ? 0 : (int32_t)draw(0, 1);
    int64_t m = draw(1, 130), n = draw(1, 130), k = draw(1, 600);
    if (i % 10 == 0) k = draw(1025, 2600); /* A^T B in lanes */
    int64_t pad = draw(0, 3);
    /* beta 1 with alpha 1: A^T B's units add into C in place (GEMM
     * accumulation, lib/sched/gemm_accumulate.c). */
    const float alphas[] = {1.0f, -0.5f, 2.0f},
                betas[] = {0.0f, 0.0f, 0.75f, 1.0f};
    product p = {ta,
                 tb,
                 m,
                 n,
                 k,
                 (ta ? m : k) + pad,
                 (tb ? k : n) + draw(0, 2),
                 n + draw(0, 2),
                 alphas[draw(0, 2)],
                 betas[draw(0, 3)]};
    if (i % 3 == 0)
      check_batch(&p, draw(2, 4));
    else
      free(run_and_check(&p));
  }
}

/* The sums' order is the shape's: 1 and 2 threads give the same bits. */
static void test_same_bits_on_any_thread_count(void **state) {
  SKIP_WITHOUT_TILES();
  const product ps[] = {
      {0, 0, 8192, 88, 32, 32, 88, 88, 1.0f, 0.0f},
      {0, 1, 1000, 40, 64, 64, 64, 40, 1.0f, 0.0f},
      {0, 0, 300, 600, 700, 700, 600, 600, 1.0f, 0.0f},
      {1, 0, 64, 64, 8192, 64, 64, 64, 1.0f, 0.0f},
      {1, 0, 400, 300, 500, 400, 300, 300, 1.0f, 0.0f},
  };
  for (size_t i = 0; i < sizeof ps / sizeof *ps; i++) {
    assert_int_equal(cajit_runtime_set_num_threads(1), NULL);
    float *one = run_and_check(&ps[i]);
    assert_int_equal(cajit_runtime_set_num_threads(2), NULL);
    float *two = run_and_check(&ps[i]);
    assert_memory_equal(one, two,
                        (size_t)(ps[i].m * ps[i].ldc) * sizeof(float));
    free(one);
    free(two);
  }
}

/* Shapes it does not take go to the BLAS, still right. */
static void test_other_shapes_go_to_the_blas(void **state) {
  SKIP_WITHOUT_TILES();
  const product ps[] = {
      {1, 1, 16, 16, 300, 16, 300, 16, 1.0f, 0.0f},     /* both transposed */
      {0, 1, 16, 300, 300, 300, 300, 300, 1.0f, 0.0f},  /* B^T, few rows */
      {0, 1, 255, 130, 130, 130, 130, 130, 1.0f, 0.0f}, /* just below */
  };
  for (size_t i = 0; i < sizeof ps / sizeof *ps; i++) {
    const product *p = &ps[i];
    assert_false(cajit_rt_gemm_tiles_take(p->ta, p->tb, p->m, p->n, p->k));
    int64_t s0 = 0, b0 = 0, s1 = 0, b1 = 0;
    cajit_runtime_gemm_calls(&s0, &b0);
    free(run_and_check(p));
    cajit_runtime_gemm_calls(&s1, &b1);
    assert_int_equal(s1, s0);
    assert_int_equal(b1, b0 + 1);
  }
}

static void test_mode_switch(void **state) {
  SKIP_WITHOUT_TILES();
  product p = {0, 0, 100, 20, 10, 10, 20, 20, 1.0f, 0.0f};
  assert_int_equal(cajit_runtime_set_gemm_tiles(CAJIT_GEMM_TILES_OFF), NULL);
  assert_false(cajit_runtime_gemm_tiles_active());
  int64_t before = tile_calls();
  free(run_and_check(&p));
  assert_int_equal(tile_calls(), before);
  assert_int_equal(cajit_runtime_set_gemm_tiles(CAJIT_GEMM_TILES_ON), NULL);
  assert_true(cajit_runtime_gemm_tiles_active());
  check_tiles(&p);
  expect_error(cajit_runtime_set_gemm_tiles((cajit_gemm_tiles_mode)7),
               CAJIT_INVALID_ARGUMENT, "mode 7 is not auto (0), on (1) or off");
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_a_op_b),
      cmocka_unit_test(test_a_t_b_in_lanes),
      cmocka_unit_test(test_a_op_b_in_chunks_and_panels),
      cmocka_unit_test(test_a_t_b_in_units),
      cmocka_unit_test(test_batched),
      cmocka_unit_test(test_random_shapes),
      cmocka_unit_test(test_same_bits_on_any_thread_count),
      cmocka_unit_test(test_other_shapes_go_to_the_blas),
      cmocka_unit_test(test_mode_switch),
  };
  return cmocka_run_group_tests(tests, setup_on, teardown_auto);
}
