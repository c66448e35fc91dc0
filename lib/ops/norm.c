/* Op family "norm": native_layer_norm, native_layer_norm_backward,
 * native_batch_norm_backward and native_group_norm_backward.
 *
 * Statistics (mean, rstd) computed from f16/bf16 inputs are f32; batch
 * and group norm's parameter gradients have the weight's dtype (the
 * input's without a weight), as torch's meta functions say. Backward
 * results whose output_mask entry is false are none; layer norm's
 * weight/bias gradients are also none when the weight/bias is none. */
#include "ops/families.h"
#include "ops/infer.h"
#include "ops/lowerings.h"

#define FAMILY "norm"

static cajit_dtype opmath(cajit_dtype d) {
  return d == CAJIT_DTYPE_F16 || d == CAJIT_DTYPE_BF16 ? CAJIT_DTYPE_F32 : d;
}

/* NULL when a and b have one shape, else the failure fmt (two %s). */
static cajit_status same_shape(cajit_infer *inf, const char *fmt,
                               const cajit_type *a, const cajit_type *b) {
  return cajit_infer_shapes_agree(inf, fmt, a->ndim, a->shape, b->ndim,
                                  b->shape);
}

/* Checks normalized_shape against input's trailing dims; *out_axis is the
 * first normalized dim. */
static cajit_status normalized(cajit_infer *inf, const cajit_type *input,
                               int32_t *out_axis) {
  const cajit_expr *ns[CAJIT_MAX_NDIM];
  int32_t k;
  CAJIT_RETURN_IF_ERROR(cajit_bound_int_list(inf->args, "normalized_shape", ns,
                                             CAJIT_MAX_NDIM, &k));
  if (k < 1 || k > input->ndim)
    return cajit_infer_fail("normalized_shape has %d dims, the input has "
                            "rank %d",
                            k, input->ndim);
  int32_t axis = input->ndim - k;
  for (int32_t i = 0; i < k; i++) {
    if (!cajit_dims_equal(inf->g, ns[i], input->shape[axis + i])) {
      char x[128], y[128];
      return cajit_infer_fail(
          "normalized_shape %s does not match the input's trailing dims of "
          "%s",
          cajit_shape_str(inf->g, k, ns, x, sizeof x),
          cajit_shape_str(inf->g, input->ndim, input->shape, y, sizeof y));
    }
  }
  *out_axis = axis;
  return NULL;
}

static cajit_status infer_layer_norm(cajit_infer *inf) {
  int32_t id, axis;
  const cajit_type *in;
  CAJIT_RETURN_IF_ERROR(cajit_infer_tensor_arg(inf, "input", &id, &in));
  if (in->ndim > CAJIT_MAX_NDIM)
    return cajit_status_make(CAJIT_UNSUPPORTED, "rank %d exceeds %d", in->ndim,
                             CAJIT_MAX_NDIM);
  CAJIT_RETURN_IF_ERROR(normalized(inf, in, &axis));
  const cajit_expr *stat[CAJIT_MAX_NDIM];
  for (int32_t d = 0; d < in->ndim; d++)
    stat[d] = d < axis ? in->shape[d] : cajit_expr_int(inf->g->exprs, 1);
  CAJIT_RETURN_IF_ERROR(cajit_infer_set_like(inf, 0, in));
  CAJIT_RETURN_IF_ERROR(
      cajit_infer_set_tensor(inf, 1, opmath(in->dtype), in->ndim, stat, NULL));
  return cajit_infer_set_tensor(inf, 2, opmath(in->dtype), in->ndim, stat,
                                NULL);
}

static cajit_status read_mask(cajit_infer *inf, bool *mask) {
  int32_t n;
  return cajit_bound_bool_list(inf->args, "output_mask", mask, 3, &n);
}

/* Result i: like t when the mask says so and t exists, else none. */
static cajit_status masked(cajit_infer *inf, int32_t i, bool on,
                           const cajit_type *t) {
  if (!on || !t) return cajit_infer_set_none(inf, i);
  return cajit_infer_set_like(inf, i, t);
}

/* The results of a norm's backward over input [N, C, *]: grad_input like
 * in, then two per-channel grads ([C], dtype pd), each None unless its
 * output_mask entry is set. */
static cajit_status channel_grads(cajit_infer *inf, const bool *mask,
                                  const cajit_type *in, cajit_dtype pd) {
  CAJIT_RETURN_IF_ERROR(masked(inf, 0, mask[0], in));
  for (int32_t i = 1; i < 3; i++) {
    if (mask[i])
      CAJIT_RETURN_IF_ERROR(
          cajit_infer_set_tensor(inf, i, pd, 1, &in->shape[1], NULL));
    else
      CAJIT_RETURN_IF_ERROR(cajit_infer_set_none(inf, i));
  }
  return NULL;
}

/* A norm backward's input, which grad_out must match in shape. */
static cajit_status grad_out_and_input(cajit_infer *inf,
                                       const cajit_type **in) {
  int32_t id;
  const cajit_type *g;
  CAJIT_RETURN_IF_ERROR(cajit_infer_tensor_arg(inf, "grad_out", &id, &g));
  CAJIT_RETURN_IF_ERROR(cajit_infer_tensor_arg(inf, "input", &id, in));
  return same_shape(inf, "grad_out and input differ in shape: %s vs %s", g,
                    *in);
}

static const cajit_type *opt_type(cajit_infer *inf, const char *param,
                                  cajit_status *s) {
  int32_t id;
  *s = cajit_bound_opt_tensor(inf->args, param, &id);
  return !*s && id >= 0 ? cajit_value_type(inf->g, id) : NULL;
}

static cajit_status infer_layer_norm_backward(cajit_infer *inf) {
  int32_t axis;
  const cajit_type *in;
  bool mask[3];
  cajit_status s;
  CAJIT_RETURN_IF_ERROR(grad_out_and_input(inf, &in));
  CAJIT_RETURN_IF_ERROR(normalized(inf, in, &axis));
  CAJIT_RETURN_IF_ERROR(read_mask(inf, mask));
  const cajit_type *w = opt_type(inf, "weight", &s);
  CAJIT_RETURN_IF_ERROR(s);
  const cajit_type *b = opt_type(inf, "bias", &s);
  CAJIT_RETURN_IF_ERROR(s);
  CAJIT_RETURN_IF_ERROR(masked(inf, 0, mask[0], in));
  CAJIT_RETURN_IF_ERROR(masked(inf, 1, mask[1], w));
  return masked(inf, 2, mask[2], b);
}

static cajit_status infer_batch_norm_backward(cajit_infer *inf) {
  const cajit_type *in;
  bool mask[3];
  cajit_status s;
  CAJIT_RETURN_IF_ERROR(grad_out_and_input(inf, &in));
  if (in->ndim < 2)
    return cajit_infer_fail("input must have rank >= 2, found rank %d",
                            in->ndim);
  CAJIT_RETURN_IF_ERROR(read_mask(inf, mask));
  bool train;
  CAJIT_RETURN_IF_ERROR(cajit_bound_bool(inf->args, "train", &train));
  /* The statistics the mode uses: per channel. */
  const char *stats[2] = {train ? "save_mean" : "running_mean",
                          train ? "save_invstd" : "running_var"};
  for (int k = 0; k < 2; k++) {
    const cajit_type *t = opt_type(inf, stats[k], &s);
    CAJIT_RETURN_IF_ERROR(s);
    if (!t)
      return cajit_infer_fail("%s mode needs `%s`", train ? "training" : "eval",
                              stats[k]);
    if (t->ndim != 1 || !cajit_dims_equal(inf->g, t->shape[0], in->shape[1])) {
      char x[128];
      return cajit_infer_fail(
          "`%s` must have one value per channel, found shape %s", stats[k],
          cajit_shape_str(inf->g, t->ndim, t->shape, x, sizeof x));
    }
  }
  /* Parameter gradients have the parameters' dtype: the weight's, else
   * the running or saved statistics' (f32 ones with a bf16 input make a
   * "mixed type" batch norm), else the input's. */
  cajit_dtype pd = in->dtype;
  const char *params[3] = {"weight", "running_mean", "save_mean"};
  for (int k = 2; k >= 0; k--) {
    const cajit_type *t = opt_type(inf, params[k], &s);
    CAJIT_RETURN_IF_ERROR(s);
    if (t) pd = t->dtype;
  }
  return channel_grads(inf, mask, in, pd);
}

/* Group norm: input [N, C, *], mean and rstd with N * group elements,
 * parameter gradients of shape [C]. */
static cajit_status infer_group_norm_backward(cajit_infer *inf) {
  int32_t id;
  const cajit_type *in, *mean, *rstd;
  bool mask[3];
  cajit_status s;
  CAJIT_RETURN_IF_ERROR(grad_out_and_input(inf, &in));
  CAJIT_RETURN_IF_ERROR(cajit_infer_tensor_arg(inf, "mean", &id, &mean));
  CAJIT_RETURN_IF_ERROR(cajit_infer_tensor_arg(inf, "rstd", &id, &rstd));
  CAJIT_RETURN_IF_ERROR(
      same_shape(inf, "mean and rstd differ in shape: %s vs %s", mean, rstd));
  if (in->ndim < 2)
    return cajit_infer_fail("input must have rank >= 2, found rank %d",
                            in->ndim);
  const cajit_expr *group;
  int64_t gv, cv;
  CAJIT_RETURN_IF_ERROR(cajit_bound_int(inf->args, "group", &group));
  if (!cajit_expr_as_int(group, &gv) || gv < 1)
    return cajit_infer_fail("group must be a positive constant");
  if (cajit_expr_as_int(in->shape[1], &cv) && cv % gv != 0)
    return cajit_infer_fail("%lld channels do not split into %lld groups",
                            (long long)cv, (long long)gv);
  cajit_expr_ctx *x = inf->g->exprs;
  const cajit_expr *ng = cajit_expr_mul(x, in->shape[0], group);
  const cajit_expr *nm = cajit_numel(x, mean->ndim, mean->shape);
  if (!ng || !nm) return cajit_infer_oom();
  if (!cajit_dims_equal(inf->g, nm, ng)) {
    char a[128], b[128];
    return cajit_infer_fail("mean has %s elements, expected N * group = %s",
                            cajit_expr_str(inf->g, nm, a, sizeof a),
                            cajit_expr_str(inf->g, ng, b, sizeof b));
  }
  CAJIT_RETURN_IF_ERROR(read_mask(inf, mask));
  const cajit_type *w = opt_type(inf, "weight", &s);
  CAJIT_RETURN_IF_ERROR(s);
  cajit_dtype pd = w ? w->dtype : in->dtype;
  return channel_grads(inf, mask, in, pd);
}

const cajit_op_def cajit_ops_norm[] = {
    {"aten.native_batch_norm_backward.default",
     "aten::native_batch_norm_backward(Tensor grad_out, Tensor input, Tensor? "
     "weight, Tensor? running_mean, Tensor? running_var, Tensor? save_mean, "
     "Tensor? save_invstd, bool train, float eps, bool[3] output_mask) -> "
     "(Tensor, Tensor, Tensor)",
     FAMILY, 0, infer_batch_norm_backward, cajit_lower_batch_norm_backward},
    {"aten.native_group_norm_backward.default",
     "aten::native_group_norm_backward(Tensor grad_out, Tensor input, Tensor "
     "mean, Tensor rstd, Tensor? weight, SymInt N, SymInt C, SymInt HxW, int "
     "group, bool[3] output_mask) -> (Tensor, Tensor, Tensor)",
     FAMILY, 0, infer_group_norm_backward, cajit_lower_group_norm_backward},
    {"aten.native_layer_norm.default",
     "aten::native_layer_norm(Tensor input, SymInt[] normalized_shape, Tensor? "
     "weight, Tensor? bias, float eps) -> (Tensor, Tensor, Tensor)",
     FAMILY, 0, infer_layer_norm, NULL},
    {"aten.native_layer_norm_backward.default",
     "aten::native_layer_norm_backward(Tensor grad_out, Tensor input, SymInt[] "
     "normalized_shape, Tensor mean, Tensor rstd, Tensor? weight, Tensor? "
     "bias, bool[3] output_mask) -> (Tensor, Tensor, Tensor)",
     FAMILY, 0, infer_layer_norm_backward, cajit_lower_layer_norm_backward},
};
CAJIT_FAMILY_COUNT(norm);
