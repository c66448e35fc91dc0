/* The embedding_bag backwards (lib/ops/embedding_bag_lower.c): offset2bag
 * rebuilt from offsets when the forward's sum fast path left it empty
 * (include_last_offset's final offset included, an empty bag in the
 * middle), mean over bag sizes, padding_idx skipped, max mode through
 * maximum_indices, compared with ATen's loops written here; bad offsets
 * and indices failing the call instead of writing out of bounds; every
 * error of the shape rules and lowering; declined options. The
 * differential tests compare all modes with eager torch. */
#include "lower_harness.h"

static double fg(int64_t e) { return (double)e * 0.25 - 1; }

/* 7 indices in bags [0, 3), [3, 3) (empty), [3, 7) */
static const double idx_v[7] = {1, 2, 0, 4, 1, 0, 3};

static void run_sum(const double *offs, int n_offs) {
  char cag[1024];
  snprintf(cag, sizeof cag,
           HEADER "input %%0 : f32[3, 2]\ninput %%1 : i64[7]\n"
                  "input %%2 : i64[%d]\ninput %%3 : i64[0]\n"
                  "input %%4 : i64[3]\ninput %%5 : i64[3]\n"
                  "%%6 = aten._embedding_bag_backward.default(%%0, %%1, %%2, "
                  "%%3, %%4, %%5, 5, false, 0, false, none, 4) : f32[5, 2]\n"
                  "return (%%6)\n",
           n_offs);
  compiled c;
  compile(cag, &c);
  tensor g, ind, off, o2b, size, maxi;
  int64_t gs[2] = {3, 2}, is[1] = {7}, os[1] = {n_offs}, es[1] = {0},
          bs[1] = {3}, ws[2] = {5, 2};
  make(&g, CAJIT_DTYPE_F32, 2, gs, fg, (int[]){1, 0});
  make_from(&ind, CAJIT_DTYPE_I64, 1, is, idx_v, NULL);
  make_from(&off, CAJIT_DTYPE_I64, 1, os, offs, NULL);
  make_from(&o2b, CAJIT_DTYPE_I64, 1, es, idx_v, NULL);
  make_from(&size, CAJIT_DTYPE_I64, 1, bs, (double[]){3, 0, 4}, NULL);
  make_from(&maxi, CAJIT_DTYPE_I64, 1, bs, (double[]){0, 0, 0}, NULL);
  tensor *in[6] = {&g, &ind, &off, &o2b, &size, &maxi};
  ok(run(&c, in, 6));
  double want[10] = {0};
  for (int j = 0; j < 7; j++) {
    int bag = j < 3 ? 0 : 2, row = (int)idx_v[j];
    if (row == 4) continue; /* padding_idx */
    for (int d = 0; d < 2; d++)
      want[row * 2 + d] += fg(bag * 2 + d);
  }
  check(&c, 0, CAJIT_DTYPE_F32, 2, ws, want, 0);
  /* an offset past the indices fails the call, naming torch's message */
  double bad[4] = {0, 3, 9, 7};
  make_from(&off, CAJIT_DTYPE_I64, 1, os, bad, NULL);
  expect_error(run(&c, in, 6), CAJIT_INVALID_ARGUMENT,
               "index 9 is out of bounds for dimension 0 with size 8");
  destroy(&c);
}

static void test_sum_rebuilds_offset2bag(void **state) {
  (void)state;
  run_sum((double[]){0, 3, 3}, 3);
  run_sum((double[]){0, 3, 3, 7}, 4); /* include_last_offset */
}

/* mean and max with a given offset2bag */
static void test_mean_and_max(void **state) {
  (void)state;
  compiled c;
  compile(HEADER "input %0 : f64[3, 2]\ninput %1 : i64[7]\n"
                 "input %2 : i64[3]\ninput %3 : i64[7]\n"
                 "input %4 : i64[3]\ninput %5 : i64[3, 2]\n"
                 "%6 = aten._embedding_bag_backward.default(%0, %1, %2, %3, "
                 "%4, %5, 5, false, 1, false, none, 4) : f64[5, 2]\n"
                 "%7 = aten._embedding_bag_backward.default(%0, %1, %2, %3, "
                 "%4, %5, 5, false, 2, false, none) : f64[5, 2]\n"
                 "return (%6, %7)\n",
          &c);
  tensor g, ind, off, o2b, size, maxi;
  int64_t gs[2] = {3, 2}, is[1] = {7}, bs[1] = {3}, ws[2] = {5, 2};
  make(&g, CAJIT_DTYPE_F64, 2, gs, fg, NULL);
  make_from(&ind, CAJIT_DTYPE_I64, 1, is, idx_v, NULL);
  make_from(&off, CAJIT_DTYPE_I64, 1, bs, (double[]){0, 3, 3}, NULL);
  make_from(&o2b, CAJIT_DTYPE_I64, 1, is, (double[]){0, 0, 0, 2, 2, 2, 2},
            NULL);
  /* bag 2 holds the padding index 4 once: the forward counts 3 */
  make_from(&size, CAJIT_DTYPE_I64, 1, bs, (double[]){3, 0, 3}, NULL);
  make_from(&maxi, CAJIT_DTYPE_I64, 2, gs, (double[]){2, 1, -1, -1, 3, 3},
            NULL);
  tensor *in[6] = {&g, &ind, &off, &o2b, &size, &maxi};
  ok(run(&c, in, 6));
  double mean[10] = {0}, max[10] = {0};
  for (int j = 0; j < 7; j++) {
    int bag = j < 3 ? 0 : 2, row = (int)idx_v[j];
    if (row == 4) continue;
    for (int d = 0; d < 2; d++)
      mean[row * 2 + d] += fg(bag * 2 + d) / 3.0;
  }
  max[2 * 2 + 0] += fg(0), max[1 * 2 + 1] += fg(1); /* bag 1 is empty */
  max[3 * 2 + 0] += fg(4), max[3 * 2 + 1] += fg(5);
  check(&c, 0, CAJIT_DTYPE_F64, 2, ws, mean, 1e-15);
  check(&c, 1, CAJIT_DTYPE_F64, 2, ws, max, 0);
  /* a maximum index outside the weight fails the call */
  make_from(&maxi, CAJIT_DTYPE_I64, 2, gs, (double[]){2, 1, 0, 0, 3, 5}, NULL);
  expect_error(run(&c, in, 6), CAJIT_INVALID_ARGUMENT,
               "index 5 is out of bounds for dimension 0 with size 5");
  destroy(&c);
}

#define BAG_INPUTS(grad, ind)                                                  \
  HEADER "input %0 : " grad "\ninput %1 : " ind "\ninput %2 : i64[2]\n"        \
         "input %3 : i64[4]\ninput %4 : i64[2]\ninput %5 : i64[2, 3]\n"        \
         "input %6 : f32[4]\ninput %7 : f32[5, 3]\n"

static void test_errors(void **state) {
  (void)state;
  verify_error(
      BAG_INPUTS(
          "f32[2, 3, 1]",
          "i64[4]") "%8 = aten._embedding_bag_backward.default(%0, %1, %2, %3, "
                    "%4, %5, 5, false, 0, false, none) : f32[5, 3]\nreturn "
                    "(%8)\n",
      "grad must have rank 2, found rank 3");
  verify_error(
      BAG_INPUTS("f32[2, 3]",
                 "i64[2, 2]") "%8 = aten._embedding_bag_backward.default(%0, "
                              "%1, %2, %3, "
                              "%4, %5, 5, false, 0, false, none) : f32[5, "
                              "3]\nreturn (%8)\n",
      "indices must have rank 1, found rank 2");
  verify_error(
      BAG_INPUTS(
          "f32[2, 3]",
          "i64[4]") "%8 = aten._embedding_bag_backward.default(%0, %1, %2, %3, "
                    "%4, %5, 5, false, 3, false, none) : f32[5, 3]\nreturn "
                    "(%8)\n",
      "argument `mode`: expected 0 (sum), 1 (mean) or 2 (max)");
  verify_error(
      BAG_INPUTS(
          "f32[2, 3]",
          "i64[4]") "%8 = aten._embedding_bag_backward.default(%0, %1, %2, %3, "
                    "%4, %5, 5, false, 1, false, %6) : f32[5, 3]\nreturn "
                    "(%8)\n",
      "embedding_bag_backward: per_sample_weights only supported "
      "for mode='sum'");
  verify_error(
      BAG_INPUTS(
          "f32[2, 3]",
          "i64[4]") "%8 = "
                    "aten._embedding_bag_per_sample_weights_backward.default("
                    "%0, %7, %1, %2, %3, 2) : f32[4]\nreturn (%8)\n",
      "embedding_bag_backward: per_sample_weights only supported "
      "for mode='sum'");
  verify_error(
      BAG_INPUTS(
          "f32[2, 3]",
          "i64[4]") "%8 = "
                    "aten._embedding_bag_per_sample_weights_backward.default("
                    "%0, %6, %1, %2, %3, 0) : f32[4]\nreturn (%8)\n",
      "weight has shape [4], grad has shape [2, 3]: expected [*, D] "
      "and [*, D]");
  /* lowering: an empty offset2bag and nothing to rebuild it from; a max
   * mode without per-column maximum indices */
  compile_fails(HEADER "input %0 : f32[2, 3]\ninput %1 : i64[4]\n"
                       "input %2 : i64[0]\ninput %3 : i64[2]\n"
                       "input %4 : i64[2, 3]\n"
                       "%5 = aten._embedding_bag_dense_backward.default(%0, "
                       "%1, %2, %3, %4, 5, false, 0, none) : f32[5, 3]\n"
                       "return (%5)\n",
                CAJIT_UNSUPPORTED,
                "offset2bag is empty and the op has no offsets");
  compile_fails(HEADER "input %0 : f32[2, 3]\ninput %1 : i64[4]\n"
                       "input %2 : i64[2, 1]\ninput %3 : i64[0]\n"
                       "input %4 : i64[2]\ninput %5 : i64[2, 3]\n"
                       "%6 = aten._embedding_bag_backward.default(%0, %1, %2, "
                       "%3, %4, %5, 5, false, 0, false, none) : f32[5, 3]\n"
                       "return (%6)\n",
                CAJIT_VERIFY_ERROR, "offsets must have rank 1, found rank 2");
  compile_fails(HEADER "input %0 : f32[2, 3]\ninput %1 : i64[4]\n"
                       "input %2 : i64[2]\ninput %3 : i64[4]\n"
                       "input %4 : i64[2]\ninput %5 : i64[2]\n"
                       "%6 = aten._embedding_bag_backward.default(%0, %1, %2, "
                       "%3, %4, %5, 5, false, 2, false, none) : f32[5, 3]\n"
                       "return (%6)\n",
                CAJIT_VERIFY_ERROR,
                "maximum_indices must have rank 2 in max mode");
}

static void test_declined_options(void **state) {
  (void)state;
  static const char *const opts[2] = {"true, 0, false", "false, 0, true"};
  for (int k = 0; k < 2; k++) {
    char cag[1024], line[256];
    snprintf(line, sizeof line,
             "%%8 = aten._embedding_bag_backward.default(%%0, %%1, %%2, %%3, "
             "%%4, %%5, 5, %s, none) : f32[5, 3]\nreturn (%%8)\n",
             opts[k]);
    snprintf(cag, sizeof cag, "%s%s", BAG_INPUTS("f32[2, 3]", "i64[4]"), line);
    cajit_graph *g;
    ok(cajit_graph_parse(cajit_sv_from_cstr(cag), "t.cag", &g));
    ok(cajit_graph_verify(g));
    assert_true(cajit_graph_node_needs_fallback(g, 0));
    cajit_graph_destroy(g);
  }
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_sum_rebuilds_offset2bag),
      cmocka_unit_test(test_mean_and_max),
      cmocka_unit_test(test_errors),
      cmocka_unit_test(test_declined_options),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
