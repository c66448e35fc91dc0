/* Runtime functions of the "rnn" family: what EXTERN kernels of its
 * lowerings call (see kir/kir.h's cajit_kir_extern_desc for the calling
 * convention). Their symbols are among cajit_compile_jit_symbols. */
#ifndef CAJIT_OPS_RNN_KERNEL_H
#define CAJIT_OPS_RNN_KERNEL_H

#include <stdint.h>

#include "cajit/runtime.h"

/* The backward of one LSTM layer over a whole sequence (what
 * aten.mkldnn_rnn_layer_backward computes), in f32.
 *
 * Tensor arguments, in order (T steps, B batch, I input size, H hidden
 * size, G = 4H; any strides):
 *   0 x [T, B, I]   1 w_ih [G, I]   2 w_hh [G, H]   3 b_ih [G]   4 b_hh [G]
 *   5 hx [B, H]     6 cx [B, H]     7 out [T, B, H] (the forward's h_t)
 *   8 grad_out [T, B, H]   9 grad_hy [B, H]   10 grad_cy [B, H]
 * and the results it writes:
 *   11 dx [T, B, I]   12 dw_ih [G, I]   13 dw_hh [G, H]   14 db [G]
 *   15 dhx [B, H]     16 dcx [B, H]
 * then one int argument: reverse (nonzero: the layer ran from t = T - 1
 * down to 0).
 *
 * Gates are recomputed from x, the saved outputs (h_{t-1} is out at the
 * previous step, or hx) and the weights, with torch's gate order (i, f, g,
 * o); the cell states are recomputed from cx forward in time; then
 * backpropagation through time with ATen's formulas
 * (mkldnn_rnn_layer_differentiable_backward). Returns 0, or 1 with
 * call->status set (out of memory, inconsistent sizes). */
int32_t cajit_rt_lstm_layer_backward_f32(cajit_call *call, void *const *ptrs,
                                         const int64_t *ints);

#endif
