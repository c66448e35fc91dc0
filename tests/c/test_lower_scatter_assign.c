/* scatter.src / scatter.value (lib/ops/indexing_lower.c) through the
 * kernel IR's assigning scatter: every update replaces the element, so
 * where an index repeats the last position in row-major order stays (as
 * ATen's sequential CPU loop leaves it), the rest of self is kept, and an
 * out-of-range index fails the call; the kernel prints as an assignment.
 * Also the declined integer case of the robust losses' backwards. */
#include "lower_harness.h"

static double fs(int64_t e) { return 100.0 + (double)e; }
static double fx(int64_t e) { return -(double)e; }

static const char cag[] =
    HEADER "input %0 : f32[3, 4]\ninput %1 : i64[2, 3]\ninput %2 : f32[2, 3]\n"
           "%3 = aten.scatter.src(%0, 1, %1, %2) : f32[3, 4]\n"
           "%4 = aten.scatter.value(%0, 0, %1, 7.5) : f32[3, 4]\n"
           "return (%3, %4)\n";

static void test_last_update_wins(void **state) {
  (void)state;
  compiled c;
  compile(cag, &c);
  tensor self, index, src;
  int64_t ss[2] = {3, 4}, is[2] = {2, 3};
  make(&self, CAJIT_DTYPE_F32, 2, ss, fx, (int[]){1, 0});
  /* row 0 writes column 1 twice: the value at position 2 stays */
  make_from(&index, CAJIT_DTYPE_I64, 2, is, (double[]){1, 3, 1, 0, 2, 2}, NULL);
  make(&src, CAJIT_DTYPE_F32, 2, is, fs, NULL);
  tensor *in[3] = {&self, &index, &src};
  /* index 3 along dim 0 is out of range for self's 3 rows */
  expect_error(run(&c, in, 3), CAJIT_INVALID_ARGUMENT,
               "index 3 is out of bounds for dimension 0 with size 3");
  make_from(&index, CAJIT_DTYPE_I64, 2, is, (double[]){1, 2, 1, 0, 2, 2}, NULL);
  ok(run(&c, in, 3));
  double want[12], want_v[12];
  for (int e = 0; e < 12; e++)
    want[e] = want_v[e] = fx(e);
  want[0 * 4 + 1] = fs(2), want[0 * 4 + 2] = fs(1); /* fs(0) overwritten */
  want[1 * 4 + 0] = fs(3), want[1 * 4 + 2] = fs(5); /* fs(4) overwritten */
  /* scatter.value along dim 0: element (index[i][j], j) = 7.5 */
  static const int idx[6] = {1, 2, 1, 0, 2, 2};
  for (int i = 0; i < 2; i++)
    for (int j = 0; j < 3; j++)
      want_v[idx[i * 3 + j] * 4 + j] = 7.5;
  check(&c, 0, CAJIT_DTYPE_F32, 2, ss, want, 0);
  check(&c, 1, CAJIT_DTYPE_F32, 2, ss, want_v, 0);
  destroy(&c);
}

static void test_prints_as_assignment(void **state) {
  (void)state;
  cajit_graph *g;
  ok(cajit_graph_parse(cajit_sv_from_cstr(cag), "t.cag", &g));
  ok(cajit_graph_verify(g));
  char *text = NULL;
  size_t len;
  ok(cajit_compile_dump_kir(g, NULL, &text, &len));
  if (!strstr(text, "scatter assign over") || strstr(text, "assign="))
    fail_msg("%s", text);
  cajit_free(text);
  cajit_graph_destroy(g);
}

static void test_integer_losses_declined(void **state) {
  (void)state;
  static const char *const ops[2] = {"huber_loss_backward",
                                     "smooth_l1_loss_backward"};
  for (int k = 0; k < 2; k++) {
    char text[512];
    snprintf(text, sizeof text,
             HEADER "input %%0 : i64[]\ninput %%1 : i64[3]\ninput %%2 : "
                    "i64[3]\n%%3 = aten.%s.default(%%0, %%1, %%2, 1, 1.0) : "
                    "i64[3]\nreturn (%%3)\n",
             ops[k]);
    cajit_graph *g;
    ok(cajit_graph_parse(cajit_sv_from_cstr(text), "t.cag", &g));
    ok(cajit_graph_verify(g));
    assert_true(cajit_graph_node_needs_fallback(g, 0));
    cajit_graph_destroy(g);
  }
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_last_update_wins),
      cmocka_unit_test(test_prints_as_assignment),
      cmocka_unit_test(test_integer_losses_declined),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
