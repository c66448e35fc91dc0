/* The LSTM's vectorized gate activations (ops/rnn_gates.h) against libm in
 * double: sigmoid and tanh within 3e-7 (relative, or absolute near 0)
 * over [-40, 40], on lengths that leave every vector width a remainder;
 * NaN stays NaN and +-inf saturate. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
/* cmocka must come after the headers above */
#include <cmocka.h>
#include <math.h>
#include <stdbool.h>

#include "ops/rnn_gates.h"

enum { N = 4001 };

static double sigmoid_ref(double x) { return 1.0 / (1.0 + exp(-x)); }

static void assert_near(double got, double want, const char *what, double x) {
  double err = fabs(got - want) / fmax(fabs(want), 1e-3);
  if (err > 3e-7)
    fail_msg("%s(%.9g) = %.9g, want %.9g (error %.3g)", what, x, got, want,
             err);
}

static void test_tanh_against_libm(void **state) {
  (void)state;
  static float x[N], y[N];
  for (int32_t k = 0; k < N; k++)
    x[k] = -40.0f + 0.02f * (float)k;
  for (int64_t n = 1; n <= 37; n += 6) { /* remainders of 4, 8, 16 lanes */
    cajit_rnn_tanh_f32(x + 1000, y, n);
    for (int64_t k = 0; k < n; k++)
      assert_near(y[k], tanh((double)x[1000 + k]), "tanh", x[1000 + k]);
  }
  cajit_rnn_tanh_f32(x, y, N);
  for (int32_t k = 0; k < N; k++)
    assert_near(y[k], tanh((double)x[k]), "tanh", x[k]);
  float tiny[3] = {1e-4f, -3e-6f, 0.0f}, out[3];
  cajit_rnn_tanh_f32(tiny, out, 3); /* no cancellation near 0 */
  for (int32_t k = 0; k < 3; k++)
    assert_near(out[k], tanh((double)tiny[k]), "tanh", tiny[k]);
}

static void test_lstm_gates_against_libm(void **state) {
  (void)state;
  enum { H = 13 };
  float a[4 * H], bias[4 * H], pre[4 * H];
  for (int32_t k = 0; k < 4 * H; k++) {
    pre[k] = -9.0f + 0.35f * (float)k;
    bias[k] = 0.125f * (float)(k % 5) - 0.25f;
    a[k] = pre[k];
  }
  cajit_rnn_lstm_gates_f32(a, bias, H);
  for (int32_t k = 0; k < 4 * H; k++) {
    double v = (double)(pre[k] + bias[k]);
    bool g = k >= 2 * H && k < 3 * H;
    assert_near(a[k], g ? tanh(v) : sigmoid_ref(v), g ? "tanh" : "sigmoid", v);
  }
}

static void test_special_values(void **state) {
  (void)state;
  float x[6] = {NAN, INFINITY, -INFINITY, 1e30f, -1e30f, 100.0f}, y[6];
  cajit_rnn_tanh_f32(x, y, 6);
  assert_true(isnan(y[0]));
  assert_true(y[1] == 1.0f && y[2] == -1.0f && y[3] == 1.0f && y[4] == -1.0f &&
              y[5] == 1.0f);
  float a[4] = {NAN, INFINITY, -INFINITY, -100.0f}, zero[4] = {0};
  cajit_rnn_lstm_gates_f32(a, zero, 1); /* sigmoid, sigmoid, tanh, sigmoid */
  assert_true(isnan(a[0]));
  assert_true(a[1] == 1.0f);
  assert_true(a[2] == -1.0f);
  assert_true(a[3] >= 0.0f && a[3] < 1e-37f);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_tanh_against_libm),
      cmocka_unit_test(test_lstm_gates_against_libm),
      cmocka_unit_test(test_special_values),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
