/* Native lowerings of ops to kernel IR (internal to lib/ops and
 * lib/lower): one function per op, in lib/ops/<family>_lower.c next to
 * the family's schemas and shape rules, set in the `lower` slot of the
 * family's registry entries.
 *
 * Each gets the lowering context (lower/lower.h) with the node's arguments
 * already bound to its schema, and records a buffer for every tensor
 * result. The node's declared result types (checked by the verifier) give
 * result shapes and dtypes; type promotion is therefore already decided:
 * operands are cast to the result dtype (or to the accumulation dtype of a
 * reduction) before they are combined. */
#ifndef CAJIT_OPS_LOWERINGS_H
#define CAJIT_OPS_LOWERINGS_H

#include "lower/lower.h"
#include "ops/registry.h"

#define CAJIT_LOWERING(fn)                                                     \
  cajit_status fn(cajit_lower_ctx *lc, const cajit_node *n)

/* pointwise_lower.c */
CAJIT_LOWERING(cajit_lower_add_tensor);
CAJIT_LOWERING(cajit_lower_addcmul);
CAJIT_LOWERING(cajit_lower_addcdiv);
CAJIT_LOWERING(cajit_lower_lerp);
CAJIT_LOWERING(cajit_lower_add_scalar);
CAJIT_LOWERING(cajit_lower_sub_tensor);
CAJIT_LOWERING(cajit_lower_sub_scalar);
CAJIT_LOWERING(cajit_lower_mul_tensor);
CAJIT_LOWERING(cajit_lower_mul_scalar);
CAJIT_LOWERING(cajit_lower_div_tensor);
CAJIT_LOWERING(cajit_lower_div_scalar);
CAJIT_LOWERING(cajit_lower_neg);
CAJIT_LOWERING(cajit_lower_exp);
CAJIT_LOWERING(cajit_lower_expm1);
CAJIT_LOWERING(cajit_lower_log);
CAJIT_LOWERING(cajit_lower_sqrt);
CAJIT_LOWERING(cajit_lower_rsqrt);
CAJIT_LOWERING(cajit_lower_abs);
CAJIT_LOWERING(cajit_lower_tanh);
CAJIT_LOWERING(cajit_lower_sigmoid);
CAJIT_LOWERING(cajit_lower_relu);
CAJIT_LOWERING(cajit_lower_where);
CAJIT_LOWERING(cajit_lower_clone);
CAJIT_LOWERING(cajit_lower_to_copy);
/* pointwise_lower.c (normact) */
CAJIT_LOWERING(cajit_lower_rsub);
CAJIT_LOWERING(cajit_lower_pow_tensor_scalar);
CAJIT_LOWERING(cajit_lower_pow_tensor_tensor);
CAJIT_LOWERING(cajit_lower_pow_scalar);
CAJIT_LOWERING(cajit_lower_maximum);
CAJIT_LOWERING(cajit_lower_minimum);
CAJIT_LOWERING(cajit_lower_clamp);
CAJIT_LOWERING(cajit_lower_clamp_min);
CAJIT_LOWERING(cajit_lower_clamp_max);
CAJIT_LOWERING(cajit_lower_eq_tensor);
CAJIT_LOWERING(cajit_lower_eq_scalar);
CAJIT_LOWERING(cajit_lower_ne_tensor);
CAJIT_LOWERING(cajit_lower_ne_scalar);
CAJIT_LOWERING(cajit_lower_lt_tensor);
CAJIT_LOWERING(cajit_lower_lt_scalar);
CAJIT_LOWERING(cajit_lower_le_tensor);
CAJIT_LOWERING(cajit_lower_le_scalar);
CAJIT_LOWERING(cajit_lower_gt_tensor);
CAJIT_LOWERING(cajit_lower_gt_scalar);
CAJIT_LOWERING(cajit_lower_ge_tensor);
CAJIT_LOWERING(cajit_lower_ge_scalar);
CAJIT_LOWERING(cajit_lower_logical_not);
CAJIT_LOWERING(cajit_lower_logical_and);
CAJIT_LOWERING(cajit_lower_logical_or);
CAJIT_LOWERING(cajit_lower_bitwise_and);
CAJIT_LOWERING(cajit_lower_bitwise_or);
const char *cajit_lower_bitwise_declines(const cajit_bound_args *args);
CAJIT_LOWERING(cajit_lower_logical_xor);
CAJIT_LOWERING(cajit_lower_masked_fill);
CAJIT_LOWERING(cajit_lower_log1p);
CAJIT_LOWERING(cajit_lower_sign);
CAJIT_LOWERING(cajit_lower_erf);
CAJIT_LOWERING(cajit_lower_erfinv);
CAJIT_LOWERING(cajit_lower_sin);
CAJIT_LOWERING(cajit_lower_cos);
CAJIT_LOWERING(cajit_lower_reciprocal);
CAJIT_LOWERING(cajit_lower_silu);
CAJIT_LOWERING(cajit_lower_gelu);
CAJIT_LOWERING(cajit_lower_copy_op);
/* activation_backward_lower.c */
CAJIT_LOWERING(cajit_lower_threshold_backward);
CAJIT_LOWERING(cajit_lower_tanh_backward);
CAJIT_LOWERING(cajit_lower_sigmoid_backward);
CAJIT_LOWERING(cajit_lower_gelu_backward);
/* activation_backward_lower.c (normact) */
CAJIT_LOWERING(cajit_lower_silu_backward);
CAJIT_LOWERING(cajit_lower_hardtanh_backward);
CAJIT_LOWERING(cajit_lower_leaky_relu_backward);
CAJIT_LOWERING(cajit_lower_elu_backward);
CAJIT_LOWERING(cajit_lower_softplus_backward);
CAJIT_LOWERING(cajit_lower_log_sigmoid_backward);
CAJIT_LOWERING(cajit_lower_hardsigmoid_backward);
CAJIT_LOWERING(cajit_lower_hardswish_backward);
/* reduction_lower.c */
CAJIT_LOWERING(cajit_lower_sum_dim);
CAJIT_LOWERING(cajit_lower_sum);
CAJIT_LOWERING(cajit_lower_mean_dim);
CAJIT_LOWERING(cajit_lower_mean);
CAJIT_LOWERING(cajit_lower_amax);
CAJIT_LOWERING(cajit_lower_amin);
/* reduction_lower.c (normact) */
CAJIT_LOWERING(cajit_lower_prod);
CAJIT_LOWERING(cajit_lower_prod_dim);
CAJIT_LOWERING(cajit_lower_logsumexp);
CAJIT_LOWERING(cajit_lower_var);
CAJIT_LOWERING(cajit_lower_std);
CAJIT_LOWERING(cajit_lower_var_mean);
CAJIT_LOWERING(cajit_lower_cumsum);
CAJIT_LOWERING(cajit_lower_cumprod);
/* views_lower.c */
CAJIT_LOWERING(cajit_lower_alias);
CAJIT_LOWERING(cajit_lower_as_strided);
CAJIT_LOWERING(cajit_lower_as_strided_scatter);
const char *cajit_lower_as_strided_declines(const cajit_bound_args *args);
const char *
cajit_lower_as_strided_scatter_declines(const cajit_bound_args *args);
CAJIT_LOWERING(cajit_lower_t);
CAJIT_LOWERING(cajit_lower_transpose);
CAJIT_LOWERING(cajit_lower_permute);
CAJIT_LOWERING(cajit_lower_reshape);
CAJIT_LOWERING(cajit_lower_expand);
CAJIT_LOWERING(cajit_lower_unsqueeze);
CAJIT_LOWERING(cajit_lower_squeeze_dim);
CAJIT_LOWERING(cajit_lower_select);
CAJIT_LOWERING(cajit_lower_slice);
/* gemm_lower.c */
CAJIT_LOWERING(cajit_lower_mm);
CAJIT_LOWERING(cajit_lower_addmm);
/* loss_lower.c */
CAJIT_LOWERING(cajit_lower_nll_loss_backward);
CAJIT_LOWERING(cajit_lower_nll_loss_forward);
CAJIT_LOWERING(cajit_lower_mse_loss_backward);
/* concat_lower.c */
CAJIT_LOWERING(cajit_lower_cat);
/* norm_lower.c */
CAJIT_LOWERING(cajit_lower_layer_norm_backward);
/* norm_lower.c (normact) */
CAJIT_LOWERING(cajit_lower_batch_norm_backward);
CAJIT_LOWERING(cajit_lower_group_norm_backward);
/* softmax_lower.c */
CAJIT_LOWERING(cajit_lower_log_softmax);
CAJIT_LOWERING(cajit_lower_softmax);
CAJIT_LOWERING(cajit_lower_log_softmax_backward);
CAJIT_LOWERING(cajit_lower_softmax_backward);
/* ---- attnrnn helper's section ---- */
/* attention_lower.c */
CAJIT_LOWERING(cajit_lower_flash_attention_backward);
const char *
cajit_decline_flash_attention_backward(const cajit_bound_args *args);
/* rnn_lower.c */
CAJIT_LOWERING(cajit_lower_lstm_layer_backward);
const char *cajit_decline_lstm_layer_backward(const cajit_bound_args *args);
/* ---- end of attnrnn helper's section ---- */
/* factory_lower.c */
CAJIT_LOWERING(cajit_lower_zeros);
CAJIT_LOWERING(cajit_lower_ones);
CAJIT_LOWERING(cajit_lower_full);
CAJIT_LOWERING(cajit_lower_empty);
CAJIT_LOWERING(cajit_lower_empty_strided);
const char *cajit_lower_empty_strided_declines(const cajit_bound_args *args);
CAJIT_LOWERING(cajit_lower_arange);
const char *cajit_lower_arange_declines(const cajit_bound_args *args);
/* arange's dtype, length and element values start + step * i (shared by
 * the shape rule in factory.c and the lowering). */
typedef struct cajit_arange_plan {
  cajit_dtype dtype;
  bool exact;                     /* start, step: int expressions */
  const cajit_expr *start, *step; /* when exact */
  double fstart, fstep;           /* when not */
  const cajit_expr *length;
} cajit_arange_plan;
cajit_status cajit_arange_plan_make(const cajit_bound_args *args,
                                    cajit_expr_ctx *x, cajit_arange_plan *out);
/* conv_lower.c (helper "conv") */
CAJIT_LOWERING(cajit_lower_convolution_backward);
const char *
cajit_lower_convolution_backward_declines(const cajit_bound_args *args);
/* Whether the node is a depthwise convolution backward (one input and one
 * output channel per group) of stride 1 that the direct lowering handles
 * (conv_lower.c, "depthwise convolutions"): faster natively than through
 * the library at any size. */
bool cajit_lower_convolution_backward_is_depthwise(
    const cajit_bound_args *args);
/* pool_lower.c (helper "conv") */
CAJIT_LOWERING(cajit_lower_avg_pool2d_backward);
const char *
cajit_lower_avg_pool2d_backward_declines(const cajit_bound_args *args);
CAJIT_LOWERING(cajit_lower_adaptive_avg_pool2d_backward);
const char *
cajit_lower_adaptive_avg_pool2d_backward_declines(const cajit_bound_args *args);

/* ---- data-dependent indexing and its relatives (helper "scatter") ----
 * indexing_lower.c */
CAJIT_LOWERING(cajit_lower_index_select);
CAJIT_LOWERING(cajit_lower_index_add);
CAJIT_LOWERING(cajit_lower_gather);
CAJIT_LOWERING(cajit_lower_scatter_add);
CAJIT_LOWERING(cajit_lower_index);
CAJIT_LOWERING(cajit_lower_index_put);
/* embedding_lower.c */
CAJIT_LOWERING(cajit_lower_embedding);
CAJIT_LOWERING(cajit_lower_embedding_dense_backward);
/* maxpool_lower.c */
CAJIT_LOWERING(cajit_lower_max_pool2d_with_indices_backward);
CAJIT_LOWERING(cajit_lower_max_pool2d_with_indices);
const char *
cajit_lower_max_pool2d_with_indices_declines(const cajit_bound_args *a);
/* concat_lower.c: stack; split (split.Tensor, split_with_sizes and chunk:
 * consecutive slices sized as declared) and unbind are views */
CAJIT_LOWERING(cajit_lower_stack);
CAJIT_LOWERING(cajit_lower_split);
CAJIT_LOWERING(cajit_lower_unbind);
/* views_lower.c */
CAJIT_LOWERING(cajit_lower_select_backward);
CAJIT_LOWERING(cajit_lower_slice_backward);

/* Accumulating updates into a copy of a tensor (indexing_lower.c): begin
 * allocates result 0 and fills it with init (a buffer of its shape, cast;
 * -1 for zeros); each add is one SCATTER kernel over `space` (visited in
 * row-major order) doing target[index] += value where mask holds, index
 * being the result's ndim expressions over the loop indices and the slots
 * _x0.._x{slot_count-1}, bound to slot_values and checked against slots;
 * end writes the result. f16/bf16 results accumulate in f32: rounded after
 * every update, or (round_once, as torch's scatter_add) in an f32 copy rounded
 * once by end. Other dtypes accumulate in their own. A bool result (torch ORs
 * the updates) is not accumulated natively: a lowering first asks
 * cajit_lower_accum_native and otherwise hands the node to the host
 * (cajit_lower_fallback). */
typedef struct cajit_lower_accum {
  int32_t result;        /* the node's result 0 */
  int32_t target;        /* what the scatters update: result, or an f32 copy */
  cajit_dtype acc_dtype; /* dtype of the updates */
} cajit_lower_accum;
bool cajit_lower_accum_native(const cajit_lower_ctx *lc);
cajit_status cajit_lower_accum_begin(cajit_lower_ctx *lc, int32_t init,
                                     bool round_once, cajit_lower_accum *out);
cajit_status
cajit_lower_accum_add(cajit_lower_ctx *lc, const cajit_lower_accum *a,
                      int32_t space_ndim, const cajit_expr *const *space,
                      const cajit_expr *const *index, int32_t slot_count,
                      const cajit_kir_value *const *slot_values,
                      const cajit_kir_slot *slots, const cajit_kir_value *value,
                      const cajit_kir_value *mask);
cajit_status cajit_lower_accum_end(cajit_lower_ctx *lc,
                                   const cajit_lower_accum *a);
/* ---- end of helper "scatter"'s section ---- */

/* ---- issue 18's lowerings (helper "lowerings") ----
 * rearrange_lower.c */
CAJIT_LOWERING(cajit_lower_constant_pad_nd);
CAJIT_LOWERING(cajit_lower_flip);
CAJIT_LOWERING(cajit_lower_pixel_shuffle);
CAJIT_LOWERING(cajit_lower_pixel_unshuffle);
/* upsample_lower.c */
CAJIT_LOWERING(cajit_lower_upsample_nearest_backward);
CAJIT_LOWERING(cajit_lower_upsample_linear_backward);
CAJIT_LOWERING(cajit_lower_upsample_bicubic_backward);
/* fold_lower.c */
CAJIT_LOWERING(cajit_lower_im2col);
CAJIT_LOWERING(cajit_lower_col2im);
const char *cajit_lower_upsample_declines(const cajit_bound_args *args);
/* embedding_bag_lower.c */
CAJIT_LOWERING(cajit_lower_embedding_bag_backward);
const char *cajit_lower_embedding_bag_declines(const cajit_bound_args *args);
CAJIT_LOWERING(cajit_lower_embedding_bag_psw_backward);
/* indexing_lower.c */
CAJIT_LOWERING(cajit_lower_scatter);
/* activation_backward_lower.c */
CAJIT_LOWERING(cajit_lower_mish_backward);
/* loss_lower.c */
CAJIT_LOWERING(cajit_lower_smooth_l1_loss_backward);
CAJIT_LOWERING(cajit_lower_huber_loss_backward);
const char *cajit_lower_robust_loss_declines(const cajit_bound_args *args);
/* ---- end of helper "lowerings"'s section ---- */

/* Shared by the lowering files. */
/* The accumulation dtype torch uses for a reduction producing `d`: f32 for
 * f16/bf16, i64 for integers and bool, d otherwise. */
cajit_dtype cajit_lower_acc_dtype(cajit_dtype d);
/* Normalizes dim parameter `param` for rank ndim (negative dims count from
 * the end). */
cajit_status cajit_lower_dim(cajit_lower_ctx *lc, const char *param,
                             int32_t ndim, int32_t *out);

#endif
