/* Column sums in a row unit (lib/sched/row_partials.c): the backward of
 * gelu(layer_norm(x)) compiled and run against a reference computed here
 * in double (aten's decomposition of native_layer_norm_backward, which
 * takes mean and rstd as given), on row counts below one block, of whole
 * blocks and with a partial last block; the same bits on 1 and 3 threads
 * (the blocks fix the order of the sums); the kernel IR shows the
 * schedule (block partial scatters per row, the GELU backward before the
 * sums into a scratch row, its [n, d] buffer dead); allocation failures
 * while scheduling and while running fail cleanly. */
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

static uint32_t seed_of(int k) { return 7u + 13u * (uint32_t)k; }

/* Inputs for n rows: dy, y, x, mean, rstd (positive), weight, bias. */
static void make_inputs(tensor *in, int64_t n) {
  int64_t rows[2] = {n, D}, col[2] = {n, 1}, w[1] = {D};
  for (int k = 0; k < 3; k++)
    make_seeded(&in[k], CAJIT_DTYPE_F32, 2, rows, NULL, seed_of(k));
  make_seeded(&in[3], CAJIT_DTYPE_F32, 2, col, NULL, seed_of(3));
  make_seeded(&in[4], CAJIT_DTYPE_F32, 2, col, NULL, seed_of(4));
  float *rstd = in[4].t.data;
  for (int64_t r = 0; r < n; r++)
    rstd[r] = 0.5f + 0.25f * (float)fabs(rstd[r]);
  make_seeded(&in[5], CAJIT_DTYPE_F32, 1, w, NULL, seed_of(5));
  make_seeded(&in[6], CAJIT_DTYPE_F32, 1, w, NULL, seed_of(6));
}

/* dx [n, D], dgamma [D], dbeta [D] in double. */
static void reference(tensor *in, int64_t n, double *dx, double *dw,
                      double *db) {
  for (int j = 0; j < D; j++)
    dw[j] = db[j] = 0;
  for (int64_t r = 0; r < n; r++) {
    double g[D], s1 = 0, s2 = 0;
    double mean = at2(&in[3], r, 0), rstd = at2(&in[4], r, 0);
    for (int j = 0; j < D; j++) {
      double y = at2(&in[1], r, j);
      double cdf = 0.5 * (1 + erf(y * M_SQRT1_2));
      double pdf = exp(-0.5 * y * y) * 0.5 * M_2_SQRTPI * M_SQRT1_2;
      g[j] = at2(&in[0], r, j) * (cdf + y * pdf);
      double a = g[j] * at(&in[5], (int64_t[]){j}), x = at2(&in[2], r, j);
      s1 += a;
      s2 += a * x;
      dw[j] += g[j] * (x - mean) * rstd;
      db[j] += g[j];
    }
    for (int j = 0; j < D; j++) {
      double x = at2(&in[2], r, j), a = g[j] * at(&in[5], (int64_t[]){j});
      dx[r * D + j] = rstd * a - rstd * s1 / D +
                      rstd * rstd * rstd / D * (x - mean) * (mean * s1 - s2);
    }
  }
}

static void check_rows(int64_t n) {
  tensor in[7];
  make_inputs(in, n);
  tensor *ptrs[7];
  for (int k = 0; k < 7; k++)
    ptrs[k] = &in[k];
  double *dx = malloc((size_t)n * D * sizeof *dx), dw[D], db[D];
  assert_non_null(dx);
  reference(in, n, dx, dw, db);
  compiled c;
  compile_native(ln_cag, &c);
  int64_t sx[2] = {n, D}, sw[1] = {D};
  float *got[3][3];
  int32_t threads[3] = {1, 3, 2};
  for (int t = 0; t < 3; t++) {
    ok(cajit_runtime_set_num_threads(threads[t]));
    run_ok(&c, ptrs, 7);
    check_close(&c, 0, 2, sx, dx, 1e-4, 1e-5);
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
    check_rows(rows[i]);
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
  tensor in[7];
  make_inputs(in, 130);
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
      cmocka_unit_test(test_alloc_failures),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
