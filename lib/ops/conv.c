/* Op family "conv": convolution and convolution_backward (N-d, grouped,
 * transposed).
 *
 * Output sizes follow torch: (in + 2p - d(k-1) - 1) // s + 1, or for
 * transposed convolutions (in - 1)s - 2p + d(k-1) + output_padding + 1,
 * symbolically. convolution_backward checks grad_output against the
 * forward output shape and returns none for masked-off gradients; its
 * lowering (conv_lower.c) declines transposed convolutions, which run
 * through the host fallback. */
#include "ops/families.h"
#include "ops/infer.h"
#include "ops/lowerings.h"

#define FAMILY "conv"

typedef struct conv_params {
  int32_t k; /* spatial dims */
  const cajit_expr *stride[CAJIT_MAX_NDIM], *padding[CAJIT_MAX_NDIM],
      *dilation[CAJIT_MAX_NDIM], *output_padding[CAJIT_MAX_NDIM];
  bool transposed;
  const cajit_expr *groups;
} conv_params;

/* A list of k entries, or one entry repeated. */
static cajit_status spatial_list(cajit_infer *inf, const char *param, int32_t k,
                                 const cajit_expr **out) {
  int32_t n;
  CAJIT_RETURN_IF_ERROR(
      cajit_bound_int_list(inf->args, param, out, CAJIT_MAX_NDIM, &n));
  if (n == 1)
    for (int32_t i = 1; i < k; i++)
      out[i] = out[0];
  else if (n != k)
    return cajit_infer_fail("argument `%s`: expected %d entries, found %d",
                            param, k, n);
  return NULL;
}

static cajit_status read_conv(cajit_infer *inf, const cajit_type *input,
                              const cajit_type *weight, conv_params *p) {
  if (input->ndim < 3 || input->ndim != weight->ndim)
    return cajit_infer_fail("input (rank %d) and weight (rank %d) must have "
                            "the same rank >= 3",
                            input->ndim, weight->ndim);
  p->k = input->ndim - 2;
  CAJIT_RETURN_IF_ERROR(spatial_list(inf, "stride", p->k, p->stride));
  CAJIT_RETURN_IF_ERROR(spatial_list(inf, "padding", p->k, p->padding));
  CAJIT_RETURN_IF_ERROR(spatial_list(inf, "dilation", p->k, p->dilation));
  CAJIT_RETURN_IF_ERROR(
      spatial_list(inf, "output_padding", p->k, p->output_padding));
  CAJIT_RETURN_IF_ERROR(
      cajit_bound_bool(inf->args, "transposed", &p->transposed));
  CAJIT_RETURN_IF_ERROR(cajit_bound_int(inf->args, "groups", &p->groups));
  return NULL;
}

/* The forward output shape. */
static cajit_status conv_output(cajit_infer *inf, const cajit_type *input,
                                const cajit_type *weight, const conv_params *p,
                                const cajit_expr **out) {
  cajit_expr_ctx *x = inf->g->exprs;
  const cajit_expr *one = cajit_expr_int(x, 1), *two = cajit_expr_int(x, 2);
  const cajit_expr *in_ch =
      p->transposed ? weight->shape[0]
                    : cajit_expr_mul(x, weight->shape[1], p->groups);
  if (!cajit_dims_equal(inf->g, in_ch, input->shape[1])) {
    char a[64], b[64];
    return cajit_infer_fail(
        "input has %s channels, the weight expects %s",
        cajit_expr_str(inf->g, input->shape[1], a, sizeof a),
        cajit_expr_str(inf->g, in_ch, b, sizeof b));
  }
  out[0] = input->shape[0];
  out[1] = p->transposed ? cajit_expr_mul(x, weight->shape[1], p->groups)
                         : weight->shape[0];
  for (int32_t i = 0; i < p->k; i++) {
    const cajit_expr *in = input->shape[2 + i], *w = weight->shape[2 + i];
    /* d * (k - 1) */
    const cajit_expr *span =
        cajit_expr_mul(x, p->dilation[i], cajit_expr_sub(x, w, one));
    const cajit_expr *pad2 = cajit_expr_mul(x, two, p->padding[i]);
    if (p->transposed) {
      const cajit_expr *o =
          cajit_expr_mul(x, cajit_expr_sub(x, in, one), p->stride[i]);
      o = cajit_expr_add(x, cajit_expr_sub(x, o, pad2), span);
      out[2 + i] =
          cajit_expr_add(x, cajit_expr_add(x, o, p->output_padding[i]), one);
    } else {
      const cajit_expr *o = cajit_expr_sub(
          x, cajit_expr_sub(x, cajit_expr_add(x, in, pad2), span), one);
      out[2 + i] =
          cajit_expr_add(x, cajit_expr_floordiv(x, o, p->stride[i]), one);
    }
    if (!out[2 + i]) return cajit_infer_oom();
  }
  return NULL;
}

static cajit_status infer_convolution(cajit_infer *inf) {
  int32_t id;
  const cajit_type *input, *weight;
  conv_params p;
  CAJIT_RETURN_IF_ERROR(cajit_infer_tensor_arg(inf, "input", &id, &input));
  CAJIT_RETURN_IF_ERROR(cajit_infer_tensor_arg(inf, "weight", &id, &weight));
  CAJIT_RETURN_IF_ERROR(read_conv(inf, input, weight, &p));
  if (input->dtype != weight->dtype)
    return cajit_infer_fail("dtypes differ: input %s, weight %s",
                            cajit_dtype_name(input->dtype),
                            cajit_dtype_name(weight->dtype));
  const cajit_expr *shape[CAJIT_MAX_NDIM];
  CAJIT_RETURN_IF_ERROR(conv_output(inf, input, weight, &p, shape));
  return cajit_infer_set_tensor(inf, 0, input->dtype, input->ndim, shape, NULL);
}

static cajit_status infer_convolution_backward(cajit_infer *inf) {
  int32_t id, n;
  const cajit_type *g, *input, *weight;
  conv_params p;
  CAJIT_RETURN_IF_ERROR(cajit_infer_tensor_arg(inf, "grad_output", &id, &g));
  CAJIT_RETURN_IF_ERROR(cajit_infer_tensor_arg(inf, "input", &id, &input));
  CAJIT_RETURN_IF_ERROR(cajit_infer_tensor_arg(inf, "weight", &id, &weight));
  CAJIT_RETURN_IF_ERROR(read_conv(inf, input, weight, &p));
  const cajit_expr *shape[CAJIT_MAX_NDIM];
  CAJIT_RETURN_IF_ERROR(conv_output(inf, input, weight, &p, shape));
  CAJIT_RETURN_IF_ERROR(cajit_infer_shapes_agree(
      inf, "grad_output has shape %s, the convolution gives %s", g->ndim,
      g->shape, input->ndim, shape));
  bool mask[3];
  CAJIT_RETURN_IF_ERROR(
      cajit_bound_bool_list(inf->args, "output_mask", mask, 3, &n));
  if (mask[0])
    CAJIT_RETURN_IF_ERROR(cajit_infer_set_like(inf, 0, input));
  else
    CAJIT_RETURN_IF_ERROR(cajit_infer_set_none(inf, 0));
  if (mask[1])
    CAJIT_RETURN_IF_ERROR(cajit_infer_set_like(inf, 1, weight));
  else
    CAJIT_RETURN_IF_ERROR(cajit_infer_set_none(inf, 1));
  if (!mask[2]) return cajit_infer_set_none(inf, 2);
  const cajit_expr *bias = shape[1];
  if (!cajit_bound_is_none(inf->args, "bias_sizes")) {
    const cajit_expr *bs[CAJIT_MAX_NDIM];
    CAJIT_RETURN_IF_ERROR(
        cajit_bound_int_list(inf->args, "bias_sizes", bs, CAJIT_MAX_NDIM, &n));
    if (n != 1)
      return cajit_infer_fail("argument `bias_sizes`: expected 1 entry, "
                              "found %d",
                              n);
    bias = bs[0];
  }
  return cajit_infer_set_tensor(inf, 2, g->dtype, 1, &bias, NULL);
}

const cajit_op_def cajit_ops_conv[] = {
    {"aten.convolution.default",
     "aten::convolution(Tensor input, Tensor weight, Tensor? bias, SymInt[] "
     "stride, SymInt[] padding, SymInt[] dilation, bool transposed, SymInt[] "
     "output_padding, SymInt groups) -> Tensor",
     FAMILY, CAJIT_OP_LIBRARY, infer_convolution, cajit_lower_forward_library},
    {"aten.convolution_backward.default",
     "aten::convolution_backward(Tensor grad_output, Tensor input, Tensor "
     "weight, SymInt[]? bias_sizes, SymInt[] stride, SymInt[] padding, "
     "SymInt[] dilation, bool transposed, SymInt[] output_padding, SymInt "
     "groups, bool[3] output_mask) -> (Tensor, Tensor, Tensor)",
     FAMILY, 0, infer_convolution_backward, cajit_lower_convolution_backward,
     cajit_lower_convolution_backward_declines,
     "transposed=True, symbolic stride / padding / dilation / groups / kernel "
     "size, non-float dtypes"},
};
CAJIT_FAMILY_COUNT(conv);
