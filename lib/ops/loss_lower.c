/* Lowerings of the "loss" family. nll_loss_backward, with ATen's formulas
 * (aten/src/ATen/native/LossNLL.cpp, nll_loss_backward_out_frame):
 *
 *   reduction none:      gI[i, t_i] = -w[t_i] * gO[i]
 *   reduction mean/sum:  g = -(mean ? gO / total_weight : gO)
 *                        gI[i, t_i] = w[t_i] * g   (g without weight)
 *
 * and 0 elsewhere and where t_i == ignore_index. As one pointwise kernel
 * over gI: element [i, c] is non-zero exactly when c == t_i, where w[t_i]
 * is w[c], so no gather is needed. self may be [N, C] or [C] (t 0-d). A
 * target out of [0, C) other than ignore_index fails the call, as torch.
 * Also mse_loss_backward (below). */
#include "ops/infer.h"
#include "ops/lowerings.h"

/* A loss's `reduction` argument: 0 none, 1 mean, 2 sum. */
static cajit_status reduction_mode(const cajit_expr *red, int64_t *out) {
  if (!cajit_expr_as_int(red, out) || *out < 0 || *out > 2)
    return cajit_status_make(CAJIT_UNSUPPORTED, "reduction must be 0, 1 or 2");
  return NULL;
}

/* The arguments of a pointwise loss's backward (grad_output, self,
 * target, reduction), in that order. */
static cajit_status pair_loss_args(cajit_lower_ctx *lc, int32_t *go, int32_t *x,
                                   int32_t *t, int64_t *reduction) {
  CAJIT_RETURN_IF_ERROR(cajit_lower_tensor(lc, "grad_output", go));
  CAJIT_RETURN_IF_ERROR(cajit_lower_tensor(lc, "self", x));
  CAJIT_RETURN_IF_ERROR(cajit_lower_tensor(lc, "target", t));
  const cajit_expr *red;
  CAJIT_RETURN_IF_ERROR(cajit_bound_int(&lc->args, "reduction", &red));
  return reduction_mode(red, reduction);
}

CAJIT_LOWERING(cajit_lower_nll_loss_backward) {
  cajit_kir_program *p = lc->p;
  const cajit_type *rt = cajit_lower_result_type(lc, 0);
  cajit_dtype dt = rt->dtype;
  int32_t nd = rt->ndim;
  if (nd != 1 && nd != 2)
    return cajit_status_make(CAJIT_UNSUPPORTED, "nll_loss_backward of rank %d",
                             (int)nd);
  int32_t go, target, weight, tw;
  CAJIT_RETURN_IF_ERROR(cajit_lower_tensor(lc, "grad_output", &go));
  CAJIT_RETURN_IF_ERROR(cajit_lower_tensor(lc, "target", &target));
  CAJIT_RETURN_IF_ERROR(cajit_lower_opt_tensor(lc, "weight", &weight));
  CAJIT_RETURN_IF_ERROR(cajit_lower_tensor(lc, "total_weight", &tw));
  const cajit_expr *red, *ign;
  CAJIT_RETURN_IF_ERROR(cajit_bound_int(&lc->args, "reduction", &red));
  CAJIT_RETURN_IF_ERROR(cajit_bound_int(&lc->args, "ignore_index", &ign));
  int64_t reduction;
  CAJIT_RETURN_IF_ERROR(reduction_mode(red, &reduction));
  const cajit_expr **i = cajit_lower_indices(lc, nd);
  if (!i) return cajit_lower_value_error(lc);
  const cajit_expr *row = nd == 2 ? i[0] : NULL, *cls = i[nd - 1];
  cajit_dtype tdt = cajit_kir_buffer_get(p, target)->dtype;
  /* t_i, compared as i64 with the class index and ignore_index, after
   * torch's check: a target other than ignore_index must be a class
   * (IndexError "Target 7 is out of bounds."; without it the grads were
   * silently 0). */
  const cajit_kir_value *t = cajit_kir_cast(
      p, CAJIT_DTYPE_I64, cajit_kir_load(p, target, nd == 2 ? &row : NULL));
  t = cajit_kir_check(p, t, cajit_expr_int(p->exprs, 0), rt->shape[nd - 1], ign,
                      "Target %lld is out of bounds.");
  const cajit_kir_value *hit = cajit_kir_binary(
      p, CAJIT_KIR_AND,
      cajit_kir_binary(p, CAJIT_KIR_EQ, t,
                       cajit_kir_expr_value(p, CAJIT_DTYPE_I64, cls)),
      cajit_kir_binary(p, CAJIT_KIR_NE, t,
                       cajit_kir_expr_value(p, CAJIT_DTYPE_I64, ign)));
  (void)tdt;
  const cajit_kir_value *w =
      weight >= 0 ? cajit_kir_cast(p, dt, cajit_kir_load(p, weight, &cls))
                  : NULL;
  const cajit_kir_value *val;
  const cajit_kir_buffer *gb = cajit_kir_buffer_get(p, go);
  if (reduction == 0 && gb->ndim > 0) {
    const cajit_kir_value *g =
        cajit_kir_cast(p, dt, cajit_kir_load(p, go, nd == 2 ? &row : NULL));
    const cajit_kir_value *nw = w ? cajit_kir_unary(p, CAJIT_KIR_NEG, w)
                                  : cajit_kir_const_int(p, dt, -1);
    val = cajit_kir_binary(p, CAJIT_KIR_MUL, nw, g);
  } else {
    const cajit_expr *none[1] = {NULL};
    const cajit_kir_value *g =
        cajit_kir_cast(p, dt, cajit_kir_load(p, go, none));
    if (reduction == 1)
      g = cajit_kir_binary(p, CAJIT_KIR_DIV, g,
                           cajit_kir_cast(p, dt, cajit_kir_load(p, tw, none)));
    g = cajit_kir_unary(p, CAJIT_KIR_NEG, g);
    val = w ? cajit_kir_binary(p, CAJIT_KIR_MUL, w, g) : g;
  }
  return cajit_lower_pointwise(
      lc, 0, cajit_kir_where(p, hit, val, cajit_kir_const_int(p, dt, 0)));
}

/* nll_loss_forward (LossNLL.cpp, nll_loss_out_frame), with
 * t_i = target[i] checked as in the backward and, where t_i is not
 * ignore_index, w_i = weight[t_i] (1 without weight):
 *
 *   reduction none, self [N, C]:  output[i] = -x[i, t_i] * w_i (0 where
 *                                 ignored); total_weight = 0
 *   otherwise (also self [C]):    total_weight = sum of w_i,
 *                                 output = -sum of x[i, t_i] * w_i,
 *                                 divided by total_weight for mean (0 / 0
 *                                 is NaN, as torch's when all are ignored)
 *
 * The sums accumulate in f32 for f16/bf16 (torch: in the element type,
 * cascaded), each result rounded to the element type before the division,
 * as torch stores them. */
CAJIT_LOWERING(cajit_lower_nll_loss_forward) {
  cajit_kir_program *p = lc->p;
  cajit_expr_ctx *ex = p->exprs;
  int32_t self, target, weight;
  CAJIT_RETURN_IF_ERROR(cajit_lower_tensor(lc, "self", &self));
  CAJIT_RETURN_IF_ERROR(cajit_lower_tensor(lc, "target", &target));
  CAJIT_RETURN_IF_ERROR(cajit_lower_opt_tensor(lc, "weight", &weight));
  const cajit_expr *red, *ign;
  CAJIT_RETURN_IF_ERROR(cajit_bound_int(&lc->args, "reduction", &red));
  CAJIT_RETURN_IF_ERROR(cajit_bound_int(&lc->args, "ignore_index", &ign));
  int64_t reduction;
  if (!cajit_expr_as_int(red, &reduction) || reduction < 0 || reduction > 2)
    return cajit_status_make(CAJIT_UNSUPPORTED, "reduction must be 0, 1 or 2");
  const cajit_kir_buffer *sb = cajit_kir_buffer_get(p, self);
  int32_t nd = sb->ndim;
  if (nd != 1 && nd != 2)
    return cajit_status_make(CAJIT_UNSUPPORTED, "nll_loss_forward of rank %d",
                             (int)nd);
  cajit_dtype dt = cajit_lower_result_type(lc, 0)->dtype;
  cajit_dtype acc = cajit_lower_acc_dtype(dt);
  const cajit_expr *classes = sb->shape[nd - 1];
  const cajit_expr *batch = nd == 2 ? sb->shape[0] : cajit_expr_int(ex, 1);
  bool per_item = reduction == 0 && nd == 2;
  /* The row: the outer index (per item) or the reduction index. */
  const cajit_expr *row;
  if (per_item) {
    const cajit_expr **i = cajit_lower_indices(lc, 1);
    if (!i) return cajit_lower_value_error(lc);
    row = i[0];
  } else {
    CAJIT_RETURN_IF_ERROR(
        cajit_kir_indices(p, CAJIT_KIR_INDEX_REDUCE, 1, &row));
  }
  const cajit_kir_value *t = cajit_kir_cast(
      p, CAJIT_DTYPE_I64, cajit_kir_load(p, target, nd == 2 ? &row : NULL));
  t = cajit_kir_check(p, t, cajit_expr_int(ex, 0), classes, ign,
                      "Target %lld is out of bounds.");
  const cajit_kir_value *ignored = cajit_kir_binary(
      p, CAJIT_KIR_EQ, t, cajit_kir_expr_value(p, CAJIT_DTYPE_I64, ign));
  /* An ignored row reads class 0 (in bounds) and contributes 0. */
  const cajit_kir_value *cls = cajit_kir_where(
      p, ignored, cajit_kir_const_int(p, CAJIT_DTYPE_I64, 0), t);
  const cajit_expr *x0;
  CAJIT_RETURN_IF_ERROR(cajit_kir_indices(p, CAJIT_KIR_INDEX_SLOT, 1, &x0));
  const cajit_expr *at[2] = {row, x0};
  cajit_kir_slot sl = {classes, nd - 1, false};
  const cajit_kir_value *x = cajit_kir_cast(
      p, acc,
      cajit_kir_load_indirect(p, self, nd == 2 ? at : &at[1], 1, &cls, &sl));
  const cajit_kir_value *w = cajit_kir_const_int(p, acc, 1);
  if (weight >= 0) {
    cajit_kir_slot wl = {cajit_kir_buffer_get(p, weight)->shape[0], 0, false};
    w = cajit_kir_cast(p, acc,
                       cajit_kir_load_indirect(p, weight, &x0, 1, &cls, &wl));
  }
  const cajit_kir_value *zero = cajit_kir_const_int(p, acc, 0);
  const cajit_kir_value *loss = cajit_kir_where(
      p, ignored, zero,
      cajit_kir_unary(p, CAJIT_KIR_NEG,
                      cajit_kir_binary(p, CAJIT_KIR_MUL, x, w)));
  if (!loss) return cajit_lower_value_error(lc);
  if (per_item) {
    CAJIT_RETURN_IF_ERROR(
        cajit_lower_pointwise(lc, 0, cajit_kir_cast(p, dt, loss)));
    return cajit_lower_pointwise(lc, 1, cajit_kir_const_int(p, dt, 0));
  }
  int32_t tw, sum;
  CAJIT_RETURN_IF_ERROR(cajit_lower_alloc_result(lc, 1, &tw));
  CAJIT_RETURN_IF_ERROR(cajit_kir_add_reduction(
      p, lc->name, tw, CAJIT_KIR_REDUCE_SUM, acc, 1, &batch,
      cajit_kir_where(p, ignored, zero, w), NULL));
  if (reduction != 1) {
    CAJIT_RETURN_IF_ERROR(cajit_lower_alloc_result(lc, 0, &sum));
    return cajit_kir_add_reduction(p, lc->name, sum, CAJIT_KIR_REDUCE_SUM, acc,
                                   1, &batch, loss, NULL);
  }
  CAJIT_RETURN_IF_ERROR(cajit_kir_buffer_alloc(p, CAJIT_KIR_BUFFER_INTERMEDIATE,
                                               dt, 0, NULL, &sum));
  CAJIT_RETURN_IF_ERROR(cajit_kir_add_reduction(
      p, lc->name, sum, CAJIT_KIR_REDUCE_SUM, acc, 1, &batch, loss, NULL));
  const cajit_kir_value *mean = cajit_kir_binary(
      p, CAJIT_KIR_DIV, cajit_kir_cast(p, acc, cajit_kir_load(p, sum, NULL)),
      cajit_kir_cast(p, acc, cajit_kir_load(p, tw, NULL)));
  if (!mean) return cajit_lower_value_error(lc);
  return cajit_lower_pointwise(lc, 0, cajit_kir_cast(p, dt, mean));
}

/* smooth_l1_loss_backward and huber_loss_backward (Loss.cpp,
 * PointwiseOpsKernel.cpp), as ATen's vector loops (which handle all but a
 * tail of fewer than a vector's elements): x = self - target, sign = x > 0 ?
 * 1 : -1, norm = 1 / numel(self) for mean else 1 (double, then the element
 * type; opmath f32 for bf16), and
 *   smooth_l1: deriv = |x| >= beta ? sign : x / beta
 *   huber:     deriv = |x| > delta ? delta * sign : x
 *   gI = deriv * norm * gO. */
static cajit_status robust_loss_backward(cajit_lower_ctx *lc, bool huber) {
  cajit_kir_program *p = lc->p;
  const cajit_type *rt = cajit_lower_result_type(lc, 0);
  cajit_dtype dt = rt->dtype, op = cajit_lower_acc_dtype(dt);
  if (!cajit_dtype_is_floating(dt)) /* declined */
    return cajit_status_make(CAJIT_INTERNAL, "a non-floating result");
  int32_t go, x, t;
  int64_t reduction;
  CAJIT_RETURN_IF_ERROR(pair_loss_args(lc, &go, &x, &t, &reduction));
  cajit_status err = NULL;
  const cajit_kir_value *limit =
      cajit_lower_scalar(lc, huber ? "delta" : "beta", op, &err);
  if (err) return err;
  cajit_expr_ctx *ex = p->exprs;
  const cajit_kir_buffer *xb = cajit_kir_buffer_get(p, x);
  const cajit_expr *norm = cajit_expr_float(ex, 1.0);
  if (reduction == 1)
    norm = cajit_expr_truediv(
        ex, norm,
        cajit_expr_to_float(ex, cajit_numel(ex, xb->ndim, xb->shape)));
  int32_t nd = rt->ndim;
  const cajit_kir_value *d = cajit_kir_binary(
      p, CAJIT_KIR_SUB,
      cajit_kir_cast(p, op, cajit_lower_load_bcast(lc, x, nd)),
      cajit_kir_cast(p, op, cajit_lower_load_bcast(lc, t, nd)));
  const cajit_kir_value *g =
      cajit_kir_cast(p, op, cajit_lower_load_bcast(lc, go, nd));
  const cajit_kir_value *sign = cajit_kir_where(
      p, cajit_kir_binary(p, CAJIT_KIR_GT, d, cajit_kir_const_float(p, op, 0)),
      cajit_kir_const_float(p, op, 1), cajit_kir_const_float(p, op, -1));
  const cajit_kir_value *ad = cajit_kir_unary(p, CAJIT_KIR_ABS, d), *deriv;
  if (huber)
    deriv = cajit_kir_where(p, cajit_kir_binary(p, CAJIT_KIR_GT, ad, limit),
                            cajit_kir_binary(p, CAJIT_KIR_MUL, limit, sign), d);
  else
    deriv = cajit_kir_where(p, cajit_kir_binary(p, CAJIT_KIR_GE, ad, limit),
                            sign, cajit_kir_binary(p, CAJIT_KIR_DIV, d, limit));
  const cajit_kir_value *v = cajit_kir_binary(
      p, CAJIT_KIR_MUL,
      cajit_kir_binary(
          p, CAJIT_KIR_MUL, deriv,
          cajit_kir_cast(
              p, op,
              cajit_kir_cast(p, dt,
                             cajit_kir_expr_value(p, CAJIT_DTYPE_F64, norm)))),
      g);
  if (!v) return cajit_lower_value_error(lc);
  return cajit_lower_pointwise(lc, 0, cajit_kir_cast(p, dt, v));
}

const char *cajit_lower_robust_loss_declines(const cajit_bound_args *a) {
  int32_t id;
  cajit_status s = cajit_bound_tensor(a, "self", &id);
  if (s) {
    cajit_status_free(s);
    return NULL;
  }
  return cajit_dtype_is_floating(cajit_value_type(a->g, id)->dtype)
             ? NULL
             : "a non-floating dtype";
}

CAJIT_LOWERING(cajit_lower_smooth_l1_loss_backward) {
  (void)n;
  return robust_loss_backward(lc, false);
}

CAJIT_LOWERING(cajit_lower_huber_loss_backward) {
  (void)n;
  return robust_loss_backward(lc, true);
}

/* mse_loss_backward (aten/src/ATen/native/Loss.cpp, mse_backward_cpu_kernel):
 *   gI = norm * (x - t) * gO,  norm = 2 / numel(x) for mean, else 2,
 * with norm computed in double and converted to the element type. */
CAJIT_LOWERING(cajit_lower_mse_loss_backward) {
  cajit_kir_program *p = lc->p;
  const cajit_type *rt = cajit_lower_result_type(lc, 0);
  cajit_dtype dt = rt->dtype;
  int32_t go, x, t;
  int64_t reduction;
  CAJIT_RETURN_IF_ERROR(pair_loss_args(lc, &go, &x, &t, &reduction));
  cajit_expr_ctx *ex = p->exprs;
  const cajit_kir_buffer *xb = cajit_kir_buffer_get(p, x);
  const cajit_expr *numel = cajit_expr_int(ex, 1);
  for (int32_t d = 0; d < xb->ndim; d++)
    numel = cajit_expr_mul(ex, numel, xb->shape[d]);
  const cajit_expr *norm = cajit_expr_float(ex, 2.0);
  if (reduction == 1)
    norm = cajit_expr_truediv(ex, norm, cajit_expr_to_float(ex, numel));
  int32_t nd = rt->ndim;
  const cajit_kir_value *xv =
      cajit_kir_cast(p, dt, cajit_lower_load_bcast(lc, x, nd));
  const cajit_kir_value *tv =
      cajit_kir_cast(p, dt, cajit_lower_load_bcast(lc, t, nd));
  const cajit_kir_value *gv =
      cajit_kir_cast(p, dt, cajit_lower_load_bcast(lc, go, nd));
  const cajit_kir_value *v = cajit_kir_binary(
      p, CAJIT_KIR_MUL,
      cajit_kir_binary(p, CAJIT_KIR_MUL, cajit_kir_expr_value(p, dt, norm),
                       cajit_kir_binary(p, CAJIT_KIR_SUB, xv, tv)),
      gv);
  return cajit_lower_pointwise(lc, 0, v);
}
