/* Lowering of native_batch_norm_backward (torch/_decomp/decompositions.py,
 * ATen's batch_norm_cpu_backward), in the accumulation dtype (f32 for
 * f16/bf16). x is [N, C, *]; per channel c, over the M = numel / C
 * elements of the other dims:
 *
 *   mean, invstd = save_mean, save_invstd                      (train)
 *                = running_mean, 1 / sqrt(running_var + eps)    (eval,
 *                                                                in f64)
 *   sum = sum dy                dotp = sum dy * (x - mean)
 *   dx  = ((dy - (x - mean) * (dotp / M * invstd^2)) - sum / M)
 *         * invstd * w                                          (train)
 *       = dy * (invstd * w)                                     (eval)
 *   dw  = dotp * invstd         db = sum
 *
 * (w = 1 without a weight). The shape rule has checked that the statistics
 * the mode needs are there and of shape [C]. Each result is computed only
 * when output_mask asks for it, and each channel sum only when a requested
 * result needs it: one reduction kernel per sum, one pointwise kernel per
 * result. */
#include "ops/lowerings.h"

typedef struct bn {
  cajit_lower_ctx *lc;
  cajit_kir_program *p;
  int32_t dy, x, w;  /* w: -1 without a weight */
  int32_t mean, var; /* save_mean / save_invstd, or the running stats */
  bool train;
  int32_t nd;
  cajit_dtype acc;
  const cajit_expr *m; /* elements per channel */
  const cajit_kir_value *eps;
} bn;

/* A [C] tensor at channel c, in the accumulation dtype. */
static const cajit_kir_value *chan(bn *b, int32_t buf, const cajit_expr *c) {
  return cajit_kir_cast(b->p, b->acc, cajit_kir_load(b->p, buf, &c));
}

static const cajit_kir_value *mean_at(bn *b, const cajit_expr *c) {
  return chan(b, b->mean, c);
}

/* In eval mode 1 / sqrt(var + eps) in double, rounded once (ATen adds the
 * double eps to the variance). */
static const cajit_kir_value *invstd_at(bn *b, const cajit_expr *c) {
  cajit_kir_program *p = b->p;
  if (b->train) return chan(b, b->var, c);
  const cajit_kir_value *var =
      cajit_kir_cast(p, CAJIT_DTYPE_F64, cajit_kir_load(p, b->var, &c));
  return cajit_kir_cast(
      p, b->acc,
      cajit_kir_unary(p, CAJIT_KIR_RSQRT,
                      cajit_kir_binary(p, CAJIT_KIR_ADD, var, b->eps)));
}

/* invstd * w (or invstd) at channel c. */
static const cajit_kir_value *scale_at(bn *b, const cajit_expr *c) {
  const cajit_kir_value *s = invstd_at(b, c);
  if (b->w < 0) return s;
  return cajit_kir_binary(b->p, CAJIT_KIR_MUL, s, chan(b, b->w, c));
}

/* out[c] = sum over the other dims of f(dy, x - mean), where with_x says
 * whether to multiply dy by (x - mean). An f32 sum accumulates in f64: the
 * M terms (N * H * W, tens of thousands) would otherwise run through a few
 * dozen sequential f32 vector accumulators, 100-300x further from the exact
 * sum than torch's vectorized per-plane sums (seen on a ResNet-ish CNN,
 * batch 32 at 32x32: the bias grads' error against an f64 reference). */
static cajit_status channel_sum(bn *b, bool with_x, int32_t *out) {
  cajit_kir_program *p = b->p;
  const cajit_kir_buffer *xb = cajit_kir_buffer_get(p, b->x);
  const cajit_expr *i[1], *r[CAJIT_MAX_NDIM], *idx[CAJIT_MAX_NDIM],
      *ext[CAJIT_MAX_NDIM];
  CAJIT_RETURN_IF_ERROR(cajit_kir_indices(p, CAJIT_KIR_INDEX_OUTER, 1, i));
  CAJIT_RETURN_IF_ERROR(
      cajit_kir_indices(p, CAJIT_KIR_INDEX_REDUCE, b->nd - 1, r));
  xb = cajit_kir_buffer_get(p, b->x);
  for (int32_t d = 0, k = 0; d < b->nd; d++) {
    if (d == 1) {
      idx[d] = i[0];
      continue;
    }
    ext[k] = xb->shape[d];
    idx[d] = r[k++];
  }
  CAJIT_RETURN_IF_ERROR(cajit_kir_buffer_alloc(p, CAJIT_KIR_BUFFER_INTERMEDIATE,
                                               b->acc, 1, &xb->shape[1], out));
  cajit_dtype sum_acc = b->acc == CAJIT_DTYPE_F32 ? CAJIT_DTYPE_F64 : b->acc;
  const cajit_kir_value *v =
      cajit_kir_cast(p, b->acc, cajit_kir_load(p, b->dy, idx));
  if (with_x) {
    const cajit_kir_value *xc = cajit_kir_binary(
        p, CAJIT_KIR_SUB,
        cajit_kir_cast(p, b->acc, cajit_kir_load(p, b->x, idx)),
        mean_at(b, i[0]));
    v = cajit_kir_binary(p, CAJIT_KIR_MUL, v, xc);
  }
  v = cajit_kir_cast(p, sum_acc, v);
  if (!v) return cajit_lower_value_error(b->lc);
  return cajit_kir_add_reduction(p, b->lc->name, *out, CAJIT_KIR_REDUCE_SUM,
                                 sum_acc, b->nd - 1, ext, v, NULL);
}

#define MUL(a, c) cajit_kir_binary(p, CAJIT_KIR_MUL, (a), (c))
#define SUB(a, c) cajit_kir_binary(p, CAJIT_KIR_SUB, (a), (c))

static cajit_status grad_input(bn *b, int32_t sum, int32_t dotp) {
  cajit_kir_program *p = b->p;
  const cajit_expr **i = cajit_lower_indices(b->lc, b->nd);
  if (!i) return cajit_lower_value_error(b->lc);
  const cajit_expr *c = i[1];
  const cajit_kir_value *dy =
      cajit_kir_cast(p, b->acc, cajit_kir_load(p, b->dy, i));
  const cajit_kir_value *dx;
  if (b->train) {
    const cajit_kir_value *norm =
        cajit_kir_binary(p, CAJIT_KIR_DIV, cajit_kir_const_float(p, b->acc, 1),
                         cajit_kir_expr_value(p, b->acc, b->m));
    const cajit_kir_value *grad_mean = MUL(cajit_kir_load(p, sum, &c), norm);
    const cajit_kir_value *inv = invstd_at(b, c);
    const cajit_kir_value *proj_scale =
        MUL(MUL(cajit_kir_load(p, dotp, &c), norm), MUL(inv, inv));
    const cajit_kir_value *xc = SUB(
        cajit_kir_cast(p, b->acc, cajit_kir_load(p, b->x, i)), mean_at(b, c));
    dx = MUL(SUB(SUB(dy, MUL(xc, proj_scale)), grad_mean), scale_at(b, c));
  } else {
    dx = MUL(dy, scale_at(b, c));
  }
  return cajit_lower_pointwise(
      b->lc, 0,
      cajit_kir_cast(p, cajit_lower_result_type(b->lc, 0)->dtype, dx));
}

/* dw = dotp * invstd or db = sum, over [C]. */
static cajit_status grad_param(bn *b, int32_t result, int32_t from,
                               bool times_invstd) {
  cajit_kir_program *p = b->p;
  const cajit_expr **i = cajit_lower_indices(b->lc, 1);
  if (!i) return cajit_lower_value_error(b->lc);
  const cajit_kir_value *v = cajit_kir_load(p, from, i);
  if (times_invstd) v = MUL(v, invstd_at(b, i[0]));
  return cajit_lower_pointwise(
      b->lc, result,
      cajit_kir_cast(p, cajit_lower_result_type(b->lc, result)->dtype, v));
}

#undef MUL
#undef SUB

CAJIT_LOWERING(cajit_lower_batch_norm_backward) {
  bn b = {.lc = lc, .p = lc->p};
  CAJIT_RETURN_IF_ERROR(cajit_lower_tensor(lc, "grad_out", &b.dy));
  CAJIT_RETURN_IF_ERROR(cajit_lower_tensor(lc, "input", &b.x));
  CAJIT_RETURN_IF_ERROR(cajit_lower_opt_tensor(lc, "weight", &b.w));
  CAJIT_RETURN_IF_ERROR(cajit_bound_bool(&lc->args, "train", &b.train));
  CAJIT_RETURN_IF_ERROR(
      cajit_lower_tensor(lc, b.train ? "save_mean" : "running_mean", &b.mean));
  CAJIT_RETURN_IF_ERROR(
      cajit_lower_tensor(lc, b.train ? "save_invstd" : "running_var", &b.var));
  cajit_status e = NULL;
  const cajit_kir_buffer *xb = cajit_kir_buffer_get(lc->p, b.x);
  b.nd = xb->ndim;
  b.acc = cajit_lower_acc_dtype(xb->dtype);
  b.eps = cajit_lower_scalar(lc, "eps", CAJIT_DTYPE_F64, &e);
  if (e) return e;
  b.m = cajit_expr_int(lc->p->exprs, 1);
  for (int32_t d = 0; d < b.nd; d++)
    if (d != 1) b.m = cajit_expr_mul(lc->p->exprs, b.m, xb->shape[d]);
  if (!b.m) return cajit_lower_value_error(lc);
  bool mask[3] = {true, true, true};
  int32_t nm;
  CAJIT_RETURN_IF_ERROR(
      cajit_bound_bool_list(&lc->args, "output_mask", mask, 3, &nm));
  for (int32_t r = 0; r < 3; r++)
    mask[r] = mask[r] && r < lc->node->result_count &&
              cajit_lower_result_type(lc, r)->kind == CAJIT_TYPE_TENSOR;
  int32_t sum = -1, dotp = -1;
  if (mask[2] || (mask[0] && b.train))
    CAJIT_RETURN_IF_ERROR(channel_sum(&b, false, &sum));
  if (mask[1] || (mask[0] && b.train))
    CAJIT_RETURN_IF_ERROR(channel_sum(&b, true, &dotp));
  if (mask[0]) CAJIT_RETURN_IF_ERROR(grad_input(&b, sum, dotp));
  if (mask[1]) CAJIT_RETURN_IF_ERROR(grad_param(&b, 1, dotp, true));
  if (mask[2]) CAJIT_RETURN_IF_ERROR(grad_param(&b, 2, sum, false));
  return NULL;
}
