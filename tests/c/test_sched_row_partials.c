/* Column sums in a row unit (lib/sched/row_partials.c): the backward of
 * gelu(layer_norm(x)) compiled and run against a reference computed here
 * in double (aten's decomposition of native_layer_norm_backward, which
 * takes mean and rstd as given), on row counts below one block, of whole
 * blocks and with a partial last block; the same bits on 1 and 3 threads
 * (the blocks fix the order of the sums); the kernel IR shows the
 * schedule (block partial scatters per row, the GELU backward before the
 * sums into a scratch row, its [n, d] buffer dead); allocation failures
 * while scheduling and while running fail cleanly. The same over rows of
 * two dims, [batch, tokens, d]: tokens cut into blocks per batch, the
 * threads splitting the batches (any way) or, at batch 1, the tokens (in
 * blocks). */
#include "cajit/runtime.h"
#include "lower_harness.h"

enum { D = 32 };

static const char ln_cag[] =
    HEADER "sym s0 = input 0 dim 0\n"
           "input %0 : f32[s0, 32]\n"
           "input %1 : f32[s0, 32]\n"
           "input %2 : f32[s0, 32]\n"
           "input %3 : f32[s0, 1]\n"
           "input %4 : f32[s0, 1]\n"
           "input %5 : f32[32]\n"
           "input %6 : f32[32]\n"
           "%7 = aten.gelu_backward.default(%0, %1) : f32[s0, 32]\n"
           "%8, %9, %10 = aten.native_layer_norm_backward.default(%7, %2, "
           "[32], %3, %4, %5, %6, [true, true, true]) : (f32[s0, 32], "
           "f32[32], f32[32])\n"
           "return (%8, %9, %10)\n";

/* The same over [batch, tokens, 32]. */
static const char ln3_cag[] =
    HEADER "sym s0 = input 0 dim 0\n"
           "sym s1 = input 0 dim 1\n"
           "input %0 : f32[s0, s1, 32]\n"
           "input %1 : f32[s0, s1, 32]\n"
           "input %2 : f32[s0, s1, 32]\n"
           "input %3 : f32[s0, s1, 1]\n"
           "input %4 : f32[s0, s1, 1]\n"
           "input %5 : f32[32]\n"
           "input %6 : f32[32]\n"
           "%7 = aten.gelu_backward.default(%0, %1) : f32[s0, s1, 32]\n"
           "%8, %9, %10 = aten.native_layer_norm_backward.default(%7, %2, "
           "[32], %3, %4, %5, %6, [true, true, true]) : (f32[s0, s1, 32], "
           "f32[32], f32[32])\n"
           "return (%8, %9, %10)\n";

/* At batch 1 (a constant): the threads split the tokens. */
static const char ln3_b1_cag[] =
    HEADER "sym s0 = input 0 dim 1\n"
           "input %0 : f32[1, s0, 32]\n"
           "input %1 : f32[1, s0, 32]\n"
           "input %2 : f32[1, s0, 32]\n"
           "input %3 : f32[1, s0, 1]\n"
           "input %4 : f32[1, s0, 1]\n"
           "input %5 : f32[32]\n"
           "input %6 : f32[32]\n"
           "%7 = aten.gelu_backward.default(%0, %1) : f32[1, s0, 32]\n"
           "%8, %9, %10 = aten.native_layer_norm_backward.default(%7, %2, "
           "[32], %3, %4, %5, %6, [true, true, true]) : (f32[1, s0, 32], "
           "f32[32], f32[32])\n"
           "return (%8, %9, %10)\n";

static uint32_t seed_of(int k) { return 7u + 13u * (uint32_t)k; }

/* Inputs for rows of shape rs (nr dims: [n] or [batch, tokens]), n of
 * them in all, contiguous: dy, y, x, mean, rstd (positive), weight, bias. */
static void make_inputs(tensor *in, int nr, const int64_t *rs) {
  int64_t rows[3], col[3], w[1] = {D}, n = 1;
  for (int d = 0; d < nr; d++) {
    rows[d] = col[d] = rs[d];
    n *= rs[d];
  }
  rows[nr] = D;
  col[nr] = 1;
  for (int k = 0; k < 3; k++)
    make_seeded(&in[k], CAJIT_DTYPE_F32, nr + 1, rows, NULL, seed_of(k));
  make_seeded(&in[3], CAJIT_DTYPE_F32, nr + 1, col, NULL, seed_of(3));
  make_seeded(&in[4], CAJIT_DTYPE_F32, nr + 1, col, NULL, seed_of(4));
  float *rstd = in[4].t.data;
  for (int64_t r = 0; r < n; r++)
    rstd[r] = 0.5f + 0.25f * (float)fabs(rstd[r]);
  make_seeded(&in[5], CAJIT_DTYPE_F32, 1, w, NULL, seed_of(5));
  make_seeded(&in[6], CAJIT_DTYPE_F32, 1, w, NULL, seed_of(6));
}

/* Element j of row r of a contiguous f32 tensor of rows of D (or 1). */
static double rowel(const tensor *x, int64_t r, int64_t j, int64_t width) {
  return ((const float *)x->t.data)[r * width + j];
}

/* dx [n, D], dgamma [D], dbeta [D] in double. */
static void reference(tensor *in, int64_t n, double *dx, double *dw,
                      double *db) {
  for (int j = 0; j < D; j++)
    dw[j] = db[j] = 0;
  for (int64_t r = 0; r < n; r++) {
    double g[D], s1 = 0, s2 = 0;
    double mean = rowel(&in[3], r, 0, 1), rstd = rowel(&in[4], r, 0, 1);
    for (int j = 0; j < D; j++) {
      double y = rowel(&in[1], r, j, D);
      double cdf = 0.5 * (1 + erf(y * M_SQRT1_2));
      double pdf = exp(-0.5 * y * y) * 0.5 * M_2_SQRTPI * M_SQRT1_2;
      g[j] = rowel(&in[0], r, j, D) * (cdf + y * pdf);
      double a = g[j] * at(&in[5], (int64_t[]){j}), x = rowel(&in[2], r, j, D);
      s1 += a;
      s2 += a * x;
      dw[j] += g[j] * (x - mean) * rstd;
      db[j] += g[j];
    }
    for (int j = 0; j < D; j++) {
      double x = rowel(&in[2], r, j, D), a = g[j] * at(&in[5], (int64_t[]){j});
      dx[r * D + j] = rstd * a - rstd * s1 / D +
                      rstd * rstd * rstd / D * (x - mean) * (mean * s1 - s2);
    }
  }
}

static void check_rows(const char *cag, int nr, const int64_t *rs) {
  tensor in[7];
  make_inputs(in, nr, rs);
  int64_t n = 1, sx[3];
  for (int d = 0; d < nr; d++)
    n *= sx[d] = rs[d];
  sx[nr] = D;
  tensor *ptrs[7];
  for (int k = 0; k < 7; k++)
    ptrs[k] = &in[k];
  double *dx = malloc((size_t)n * D * sizeof *dx), dw[D], db[D];
  assert_non_null(dx);
  reference(in, n, dx, dw, db);
  compiled c;
  compile_native(cag, &c);
  int64_t sw[1] = {D};
  float *got[3][3];
  int32_t threads[3] = {1, 3, 2};
  for (int t = 0; t < 3; t++) {
    ok(cajit_runtime_set_num_threads(threads[t]));
    run_ok(&c, ptrs, 7);
    check_close(&c, 0, nr + 1, sx, dx, 1e-4, 1e-5);
    check_close(&c, 1, 1, sw, dw, 1e-4, 1e-4);
    check_close(&c, 2, 1, sw, db, 1e-4, 1e-4);
    for (int o = 0; o < 3; o++) {
      DLTensor *out = &c.outs[o]->dl_tensor;
      size_t bytes = (size_t)(o ? D : n * D) * sizeof(float);
      got[t][o] = malloc(bytes);
      assert_non_null(got[t][o]);
      memcpy(got[t][o], out->data, bytes);
      if (t > 0) /* the same bits whatever the thread count */
        assert_memory_equal(got[t][o], got[0][o], bytes);
    }
    release_outputs(&c);
  }
  ok(cajit_runtime_set_num_threads(0));
  for (int t = 0; t < 3; t++)
    for (int o = 0; o < 3; o++)
      free(got[t][o]);
  destroy(&c);
  free(dx);
  for (int k = 0; k < 7; k++)
    release(&in[k]);
}

/* Below one block (64 rows), whole blocks, a partial last block, and
 * enough rows to pass the parallel threshold (2200 x 32). */
static void test_against_reference(void **state) {
  (void)state;
  int64_t rows[] = {1, 5, 64, 130, 2200};
  for (size_t i = 0; i < sizeof rows / sizeof *rows; i++)
    check_rows(ln_cag, 1, &rows[i]);
}

/* [batch, tokens] rows: tokens below one block, whole blocks, partial
 * last blocks, and past the parallel threshold (the threads split the
 * batches; at batch 1, the tokens in blocks of 64). */
static void test_two_row_dims(void **state) {
  (void)state;
  int64_t bt[][2] = {{1, 5}, {3, 7}, {2, 64}, {4, 130}, {9, 250}, {1, 2200}};
  for (size_t i = 0; i < sizeof bt / sizeof *bt; i++) {
    check_rows(ln3_cag, 2, bt[i]);
    if (bt[i][0] == 1) check_rows(ln3_b1_cag, 2, bt[i]);
  }
}

static void test_two_row_dims_schedule(void **state) {
  (void)state;
  char *kir = kir_of(ln3_cag);
  assert_int_equal(count_of(kir, "(block partials)\": scatter"), 2);
  assert_int_equal(count_of(kir, "accum row (before the sums)"), 1);
  assert_int_equal(count_of(kir, "accum row (in the loops above)"), 2);
  /* Partials and the scratch rows per batch and block of 64 tokens. */
  assert_int_equal(count_of(kir, "intermediate f32[s0, (s1 + 63) // 64, 32]"),
                   3);
  assert_int_equal(count_of(kir, "[_i0, _i1 // 64, _i2] sum="), 2);
  assert_int_equal(count_of(kir, "x [s0, (s1 + 63) // 64] acc f32"), 2);
  /* The threads split the batches, not at blocks. */
  assert_int_equal(count_of(kir, "parallel _i0, accum register"), 1);
  assert_int_equal(count_of(kir, "dead intermediate f32[s0, s1, 32]"), 1);
  cajit_free(kir);
  kir = kir_of(ln3_b1_cag);
  assert_int_equal(count_of(kir, "(block partials)\": scatter"), 2);
  /* At batch 1 they split the tokens, in blocks of 64. */
  assert_int_equal(count_of(kir, "parallel _i1 (block 64), accum register"), 1);
  cajit_free(kir);
}

static void test_schedule(void **state) {
  (void)state;
  char *kir = kir_of(ln_cag);
  assert_int_equal(count_of(kir, "(block partials)\": scatter"), 2);
  assert_int_equal(count_of(kir, "accum row (before the sums)"), 1);
  /* dx and the two partial sums in one inner loop. */
  assert_int_equal(count_of(kir, "accum row (in the loops above)"), 2);
  assert_int_equal(count_of(kir, "(sum of the blocks)\": reduce"), 2);
  assert_int_equal(count_of(kir, "(zero the block partials)\": pointwise"), 2);
  assert_int_equal(count_of(kir, "parallel _i0 (block 64), accum register"), 1);
  /* The GELU backward's [s0, 32] buffer is not allocated. */
  assert_int_equal(count_of(kir, "dead intermediate f32[s0, 32]"), 1);
  cajit_free(kir);
}

static void test_alloc_failures(void **state) {
  (void)state;
  assert_true(kir_alloc_failures(ln_cag, true) > 20);
  assert_true(kir_alloc_failures(ln_cag, false) > 20);
  assert_true(kir_alloc_failures(ln3_cag, true) > 20);
  assert_true(kir_alloc_failures(ln3_b1_cag, true) > 20);
  tensor in[7];
  int64_t n = 130;
  make_inputs(in, 1, &n);
  tensor *ptrs[7];
  for (int k = 0; k < 7; k++)
    ptrs[k] = &in[k];
  compiled c;
  compile_native(ln_cag, &c);
  assert_true(run_alloc_failures(&c, ptrs, 7) > 0);
  destroy(&c);
  for (int k = 0; k < 7; k++)
    release(&in[k]);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_against_reference),
      cmocka_unit_test(test_schedule),
      cmocka_unit_test(test_two_row_dims),
      cmocka_unit_test(test_two_row_dims_schedule),
      cmocka_unit_test(test_alloc_failures),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
