/* Lowerings of the "upsample" family (lib/ops/upsample_lower.c): nearest
 * backwards compiled once and run for two bindings of a symbolic spatial
 * size (so the window, the ratio shortcuts O == 2 * I and O == I, and the
 * float index all follow the run-time sizes), against ATen's scatter
 * formulation written here; a fractional scale where float rounding puts
 * an output on the lower input; symbolic scales declined to the host
 * fallback; and the shape rule's errors. The differential tests compare
 * every overload with eager torch. */
#include "lower_harness.h"

static double fv(int64_t e) { return (double)(e % 13) * 0.25 - 1; }

/* ATen's nearest_idx (non-exact) for one dim, in float as ATen. */
static int64_t src_nearest(int64_t o, int64_t in, int64_t out, double scale) {
  if (out == in) return o;
  if (out == 2 * in) return o >> 1;
  float s = scale > 0 ? (float)(1.0 / scale) : (float)in / (float)out;
  int64_t v = (int64_t)floorf((float)o * s);
  return v < in - 1 ? v : in - 1;
}

static int64_t src_exact(int64_t o, int64_t in, int64_t out, double scale) {
  float s = scale > 0 ? (float)(1.0 / scale) : (float)in / (float)out;
  int64_t v = (int64_t)floorf((float)(((double)o + 0.5) * (double)s));
  return v < in - 1 ? v : in - 1;
}

/* grad [2, O] -> [2, I], 1d, scale 0: none. */
static void check_1d(bool exact, const char *cag, int64_t in, int64_t out,
                     double scale) {
  compiled c;
  compile(cag, &c);
  tensor g;
  int64_t gs[3] = {2, 1, out}, xs[3] = {2, 1, in};
  make(&g, CAJIT_DTYPE_F64, 3, gs, fv, NULL);
  tensor *args[1] = {&g};
  int64_t sizes[2] = {out, in};
  ok(run_sizes(&c, args, 1, sizes, 2));
  double want[64] = {0};
  for (int64_t b = 0; b < 2; b++)
    for (int64_t o = 0; o < out; o++) {
      int64_t i =
          exact ? src_exact(o, in, out, scale) : src_nearest(o, in, out, scale);
      want[b * in + i] += fv(b * out + o);
    }
  check(&c, 0, CAJIT_DTYPE_F64, 3, xs, want, 1e-12);
  destroy(&c);
}

#define SYM_HEADER                                                             \
  "cag 1\nsizes 2\nscalars\nhooks 0\npacked_data 0\n"                          \
  "sym s0 = sizes 0\nsym s1 = sizes 1\ninput %0 : f64[2, 1, s0]\n"

static void test_nearest_1d_sizes(void **state) {
  (void)state;
  const char *plain = SYM_HEADER
      "%1 = aten.upsample_nearest1d_backward.default(%0, [s0], [2, 1, s1]) "
      ": f64[2, 1, s1]\nreturn (%1)\n";
  const char *exact = SYM_HEADER
      "%1 = aten._upsample_nearest_exact1d_backward.default(%0, [s0], [2, 1, "
      "s1]) : f64[2, 1, s1]\nreturn (%1)\n";
  /* up by 2 (the shortcut), equal, fractional up and down */
  static const int64_t io[][2] = {{5, 10}, {7, 7}, {5, 12}, {9, 4}, {3, 17}};
  for (int k = 0; k < 5; k++) {
    check_1d(false, plain, io[k][0], io[k][1], 0);
    check_1d(true, exact, io[k][0], io[k][1], 0);
  }
}

/* F.interpolate(scale_factor=1.7) on 10 elements: O = 17, s = 1/1.7 */
static void test_nearest_given_scale(void **state) {
  (void)state;
  check_1d(false,
           SYM_HEADER "%1 = aten.upsample_nearest1d_backward.default(%0, [s0], "
                      "[2, 1, s1], 1.7) : f64[2, 1, s1]\nreturn (%1)\n",
           10, 17, 1.7);
  check_1d(true,
           SYM_HEADER "%1 = aten._upsample_nearest_exact1d_backward.default("
                      "%0, [s0], [2, 1, s1], 1.7) : f64[2, 1, s1]\nreturn "
                      "(%1)\n",
           10, 17, 1.7);
}

static void test_symbolic_scale_declined(void **state) {
  (void)state;
  cajit_graph *g;
  ok(cajit_graph_parse(
      cajit_sv_from_cstr("cag 1\nsizes 0\nscalars float\nhooks 0\npacked_data "
                         "0\nsym f0 = scalars 0\n"
                         "input %0 : f32[2, 1, 8]\n"
                         "%1 = aten.upsample_nearest1d_backward.default(%0, "
                         "[8], [2, 1, 4], f0) : f32[2, 1, 4]\n"
                         "return (%1)\n"),
      "t.cag", &g));
  ok(cajit_graph_verify(g));
  assert_true(cajit_graph_node_needs_fallback(g, 0));
  cajit_graph_destroy(g);
}

static void test_shape_rule_errors(void **state) {
  (void)state;
  verify_error(HEADER "input %0 : f32[2, 3, 8]\n"
                      "%1 = aten.upsample_nearest2d_backward.default(%0, [8], "
                      "[2, 3, 4]) : f32[2, 3, 4]\nreturn (%1)\n",
               "expected 2 output sizes and 4 input sizes, found 1 and 3");
  verify_error(HEADER "input %0 : f32[2, 3, 8]\n"
                      "%1 = aten.upsample_nearest1d_backward.default(%0, [9], "
                      "[2, 3, 4]) : f32[2, 3, 4]\nreturn (%1)\n",
               "grad_output has shape [2, 3, 8], expected [2, 3, 9]");
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_nearest_1d_sizes),
      cmocka_unit_test(test_nearest_given_scale),
      cmocka_unit_test(test_symbolic_scale_declined),
      cmocka_unit_test(test_shape_rule_errors),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
