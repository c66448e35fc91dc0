/* Vectorized gate activations (see rnn_gates.h). Built with
 * -fno-trapping-math (CMakeLists.txt): the clamps below are selects then,
 * which every vector width can if-convert; FP exception flags are not
 * observed anywhere in cajit. */
#include "ops/rnn_gates.h"

#include <string.h>

/* exp(x) with x clamped to [-87.3, 88.7] (normal results): Cephes' expf,
 * x = n ln2 + r with ln2 in two parts, then 2^n from the exponent bits. */
static inline float exp_clamped(float x) {
  x = x < -87.3f ? -87.3f : x;
  x = x > 88.7f ? 88.7f : x;
  float n = (x * 1.44269504088896341f + 12582912.0f) - 12582912.0f;
  float r = x - n * 0.693359375f + n * 2.12194440e-4f;
  float p = 1.9875691500e-4f;
  p = p * r + 1.3981999507e-3f;
  p = p * r + 8.3334519073e-3f;
  p = p * r + 4.1665795894e-2f;
  p = p * r + 1.6666665459e-1f;
  p = p * r + 5.0000001201e-1f;
  float y = p * r * r + r + 1.0f;
  int32_t k = (int32_t)n;
  k = k < -126 ? -126 : k;
  k = k > 127 ? 127 : k;
  int32_t bits = (k + 127) << 23;
  float scale;
  memcpy(&scale, &bits, sizeof scale);
  return y * scale;
}

static inline float sigmoid(float x) { return 1.0f / (1.0f + exp_clamped(-x)); }

/* Cephes' tanhf: a polynomial near 0 (where 1 - 2/(e^2x + 1) cancels),
 * the exp form beyond. */
static inline float tanh_f32(float x) {
  float ax = x < 0 ? -x : x;
  float s = x * x;
  float near =
      ((((-5.70498872745e-3f * s + 2.06390887954e-2f) * s - 5.37397155531e-2f) *
            s +
        1.33314422036e-1f) *
           s -
       3.33332819422e-1f) *
          s * x +
      x;
  float far = 1.0f - 2.0f / (exp_clamped(2.0f * ax) + 1.0f);
  far = x < 0 ? -far : far;
  return ax < 0.625f ? near : far;
}

#define CLONES __attribute__((target_clones("avx512f", "avx2", "default")))

CLONES void cajit_rnn_lstm_gates_f32(float *a, const float *bias, int64_t h) {
#pragma omp simd
  for (int64_t k = 0; k < 2 * h; k++) /* i, f */
    a[k] = sigmoid(a[k] + bias[k]);
#pragma omp simd
  for (int64_t k = 2 * h; k < 3 * h; k++) /* g */
    a[k] = tanh_f32(a[k] + bias[k]);
#pragma omp simd
  for (int64_t k = 3 * h; k < 4 * h; k++) /* o */
    a[k] = sigmoid(a[k] + bias[k]);
}

CLONES void cajit_rnn_tanh_f32(const float *x, float *y, int64_t n) {
#pragma omp simd
  for (int64_t k = 0; k < n; k++)
    y[k] = tanh_f32(x[k]);
}
