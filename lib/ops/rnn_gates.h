/* The LSTM's gate activations over contiguous rows, vectorized (the
 * layer backward's recomputed forward and its backward step call them;
 * libm's scalar expf and tanhf were a quarter of that kernel's time).
 *
 * sigmoid and tanh come from an exp with Cephes' expf polynomial (within
 * 2e-7 relative of float64 over [-40, 40]) and, for |x| < 0.625, tanh
 * from Cephes' tanhf polynomial; NaN stays NaN, +-inf saturate (sigmoid
 * of -inf is 6e-39, not 0). Each function is compiled for AVX-512, AVX2
 * and the baseline, picked at load time (target_clones). */
#ifndef CAJIT_OPS_RNN_GATES_H
#define CAJIT_OPS_RNN_GATES_H

#include <stdint.h>

/* One LSTM row of 4 * h pre-activations [i, f, g, o]: adds bias, then
 * i, f, o = sigmoid and g = tanh, in place. */
void cajit_rnn_lstm_gates_f32(float *a, const float *bias, int64_t h);
/* y[k] = tanh(x[k]) for k < n. */
void cajit_rnn_tanh_f32(const float *x, float *y, int64_t n);

#endif
